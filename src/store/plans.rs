//! Standing plans for the Special Building Phase (`special_plans`): each
//! seat's ordered list of builds, opaque JSON here, kept outside the event
//! log so that setting one changes nothing another seat can read.

use serde_json::Value;
use uuid::Uuid;

use super::{seat_from_sql, seat_to_sql, Store, StoreError};

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

impl Store {
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
