//! Plans for the Special Building Phase, kept outside the event log so
//! that making one changes nothing another seat can read: standing plans
//! (`special_plans`, each seat's ordered list of builds) and live plans
//! (`special_live_plans`, the builds a seat planned in the phase asking
//! it now, with the point it was asked). Opaque JSON here.

use serde_json::Value;
use uuid::Uuid;

use super::{seat_from_sql, seat_to_sql, Reading, Store, StoreError};

const ALL: &str = "SELECT seat, plans FROM special_plans WHERE game = $1 ORDER BY seat";

const ONE: &str = "SELECT plans FROM special_plans WHERE game = $1 AND seat = $2";

const SET: &str = "\
    INSERT INTO special_plans (game, seat, plans) VALUES ($1, $2, $3) \
    ON CONFLICT (game, seat) DO UPDATE SET plans = $3, updated_at = now()";

/// Replaces a seat's list with what is left of it, unless the seat changed
/// it since it was read (then its new list stands).
const SPEND: &str = "\
    UPDATE special_plans SET plans = $3, updated_at = now() \
    WHERE game = $1 AND seat = $2 AND plans = $4";

const LIVE_ONE: &str =
    "SELECT asked_at, plans FROM special_live_plans WHERE game = $1 AND seat = $2";

/// Sets a seat's live plans while the game is at the version they were
/// decided at (its row locked, so an append waits or makes this fail),
/// and only if the seat's row is still what was read (`$6`, `$7`; an
/// absent row reads as asked at -1 with no plans); the reply that made
/// the plan (`$8`, `$9`, if any) is recorded read in the same statement,
/// so a plan is kept exactly when its reply counts as handled (a reply
/// read before fails the statement, and nothing is written). Counts the
/// rows written.
const LIVE_SET: &str = "\
    WITH g AS (SELECT id FROM games WHERE id = $1 AND version = $2 FOR UPDATE), \
    kept AS ( \
        INSERT INTO special_live_plans (game, seat, asked_at, plans) \
        SELECT id, $3, $4, $5 FROM g \
        ON CONFLICT (game, seat) DO UPDATE \
        SET asked_at = EXCLUDED.asked_at, plans = EXCLUDED.plans, updated_at = now() \
        WHERE special_live_plans.asked_at = $6 AND special_live_plans.plans = $7 \
        RETURNING 1 \
    ), read AS ( \
        INSERT INTO replies_seen (message_id, code_hash) \
        SELECT $8::text, $9::bytea FROM kept WHERE $8::text IS NOT NULL \
    ) SELECT count(*) FROM kept";

/// A seat's live plans as read: the seq of the event after which the
/// phase began waiting for it, and its list (-1 and empty: none).
#[derive(Debug, Clone, PartialEq)]
pub struct LivePlans {
    pub asked_at: i64,
    pub plans: Value,
}

impl Default for LivePlans {
    fn default() -> Self {
        LivePlans {
            asked_at: -1,
            plans: Value::Array(Vec::new()),
        }
    }
}

impl Store {
    /// Seat `seat`'s live plans in `game` (none: [`LivePlans::default`]).
    pub async fn live_plans(&self, game: Uuid, seat: u8) -> Result<LivePlans, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(LIVE_ONE).await?;
        let row = client
            .query_opt(&statement, &[&game, &seat_to_sql(seat)])
            .await?;
        Ok(match row {
            Some(row) => LivePlans {
                asked_at: row.try_get(0)?,
                plans: row.try_get(1)?,
            },
            None => LivePlans::default(),
        })
    }

    /// Sets seat `seat`'s live plans to `new` while the game is at
    /// `version` and the seat's row is still `read`, recording `reply` (the
    /// reply that made the plan, if one did) read in the same statement;
    /// `false` (nothing written) when either moved.
    pub async fn set_live_plans(
        &self,
        game: Uuid,
        version: u64,
        seat: u8,
        (read, new): (&LivePlans, &LivePlans),
        reply: Option<Reading<'_>>,
    ) -> Result<bool, StoreError> {
        let Ok(version) = i64::try_from(version) else {
            return Ok(false);
        };
        let client = self.conn().await?;
        let statement = client.prepare_cached(LIVE_SET).await?;
        let written = client
            .query_one(
                &statement,
                &[
                    &game,
                    &version,
                    &seat_to_sql(seat),
                    &new.asked_at,
                    &new.plans,
                    &read.asked_at,
                    &read.plans,
                    &reply.map(|r| r.message_id),
                    &reply.map(|r| r.code_hash),
                ],
            )
            .await?;
        Ok(written.try_get::<_, i64>(0)? == 1)
    }

    /// Every seat's plans in game `game` that has any, by seat.
    pub async fn special_plans(&self, game: Uuid) -> Result<Vec<(u8, Value)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(ALL).await?;
        let mut out = Vec::new();
        for row in client.query(&statement, &[&game]).await? {
            out.push((seat_from_sql(row.try_get(0)?)?, row.try_get(1)?));
        }
        Ok(out)
    }

    /// Seat `seat`'s plans (an empty list when it has none).
    pub async fn seat_special_plans(&self, game: Uuid, seat: u8) -> Result<Value, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(ONE).await?;
        let row = client
            .query_opt(&statement, &[&game, &seat_to_sql(seat)])
            .await?;
        Ok(match row {
            Some(row) => row.try_get(0)?,
            None => Value::Array(Vec::new()),
        })
    }

    /// Sets seat `seat`'s plans to `plans` (a JSON list).
    pub async fn set_special_plans(
        &self,
        game: Uuid,
        seat: u8,
        plans: &Value,
    ) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SET).await?;
        client
            .execute(&statement, &[&game, &seat_to_sql(seat), plans])
            .await?;
        Ok(())
    }

    /// For each `(seat, read, left)`: the seat's plans become `left` if
    /// they are still `read`.
    pub async fn spend_special_plans(
        &self,
        game: Uuid,
        spent: &[(u8, Value, Value)],
    ) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SPEND).await?;
        for (seat, read, left) in spent {
            client
                .execute(&statement, &[&game, &seat_to_sql(*seat), left, read])
                .await?;
        }
        Ok(())
    }
}
