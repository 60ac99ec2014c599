//! Deadlines: how long a game waits for a seat's decision (the host's
//! choice), the games the deadline pass looks at, with the database's
//! clock, and the one warning per waiting period that a deadline nears.

use std::time::{Duration, SystemTime};

use uuid::Uuid;

use super::{seat_to_sql, NewMail, Store, StoreError};

/// Longest deadline a game may have: two weeks.
pub const MAX_DEADLINE: Duration = Duration::from_secs(336 * 3600);

const SET_DEADLINE: &str = "UPDATE games SET deadline = make_interval(secs => $2) WHERE id = $1";

const DEADLINE: &str = "SELECT extract(epoch FROM deadline)::float8 FROM games WHERE id = $1";

/// Started, unfinished games with a deadline whose first event is older
/// than it (before that no seat can be late), and the database's clock.
const DEADLINE_GAMES: &str = "\
    SELECT g.id, extract(epoch FROM g.deadline)::float8, now() \
    FROM games g JOIN events e ON e.game = g.id AND e.seq = 1 \
    WHERE g.deadline IS NOT NULL AND g.status <> 'finished' \
      AND g.awaiting_host_since IS NULL \
      AND e.created_at <= now() - g.deadline * 3 / 4 \
    ORDER BY g.id LIMIT $1";

/// Records the warning for seat `$2` of game `$1`, awaited since event
/// `$3`, and queues its email, unless that wait was warned about already.
const WARN: &str = "\
    WITH warned AS ( \
        UPDATE seats SET deadline_warned_since = $3 \
        WHERE game = $1 AND seat = $2 AND deadline_warned_since IS DISTINCT FROM $3 \
        RETURNING game, seat \
    ) \
    INSERT INTO outbox (game, seat, kind, recipient, subject, body_text, body_html) \
    SELECT warned.game, warned.seat, $4, $5, $6, $7, $8 FROM warned \
    RETURNING id";

/// A game the deadline pass looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadlineGame {
    /// The game.
    pub game: Uuid,
    /// How long it waits for a seat's decision.
    pub deadline: Duration,
    /// The database's clock when it was listed.
    pub now: SystemTime,
}

fn duration_of(secs: f64) -> Duration {
    Duration::try_from_secs_f64(secs.max(0.0)).unwrap_or_default()
}

impl Store {
    /// Sets (or, with `None`, removes) a game's deadline. False for an
    /// unknown game; the database refuses one outside 1 to 336 hours.
    pub async fn set_deadline(
        &self,
        game: Uuid,
        deadline: Option<Duration>,
    ) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(SET_DEADLINE).await?;
        let secs = deadline.map(|d| d.as_secs_f64());
        Ok(client.execute(&statement, &[&game, &secs]).await? == 1)
    }

    /// A game's deadline, if it has one (`None` also for an unknown game).
    pub async fn deadline(&self, game: Uuid) -> Result<Option<Duration>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(DEADLINE).await?;
        let row = client.query_opt(&statement, &[&game]).await?;
        Ok(row
            .map(|r| r.try_get::<_, Option<f64>>(0))
            .transpose()?
            .flatten()
            .map(duration_of))
    }

    /// Up to `limit` games in which a seat may be late or near its deadline
    /// (the caller folds each to know), with the database's clock.
    pub async fn deadline_games(&self, limit: usize) -> Result<Vec<DeadlineGame>, StoreError> {
        let client = self.pool.get().await?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let statement = client.prepare_cached(DEADLINE_GAMES).await?;
        let rows = client.query(&statement, &[&limit]).await?;
        rows.iter()
            .map(|row| {
                Ok(DeadlineGame {
                    game: row.try_get(0)?,
                    deadline: duration_of(row.try_get(1)?),
                    now: row.try_get(2)?,
                })
            })
            .collect()
    }

    /// Queues `mail`, the warning that seat `seat`'s deadline nears, unless
    /// its wait since event `since` was warned about already. True if queued.
    pub async fn warn_deadline(
        &self,
        game: Uuid,
        seat: u8,
        since: u64,
        mail: &NewMail,
    ) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let since = i64::try_from(since)
            .map_err(|_| StoreError::Corrupt(format!("seq {since} out of range")))?;
        let statement = client.prepare_cached(WARN).await?;
        let row = client
            .query_opt(
                &statement,
                &[
                    &game,
                    &seat_to_sql(seat),
                    &since,
                    &mail.kind,
                    &mail.recipient,
                    &mail.subject,
                    &mail.body_text,
                    &mail.body_html,
                ],
            )
            .await?;
        Ok(row.is_some())
    }
}
