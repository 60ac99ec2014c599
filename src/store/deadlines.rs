//! Deadlines: how long a game waits for a seat's decision (the host's
//! choice), and the one warning per waiting period that a deadline nears.
//! When each falls due is the due work's (`due.rs`).

use std::time::Duration;

use uuid::Uuid;

use super::due::{commit_with_due, DueAt, Rewritten};
use super::{seat_to_sql, NewMail, Store, StoreError};

/// Longest deadline a game may have: two weeks.
pub const MAX_DEADLINE: Duration = Duration::from_secs(336 * 3600);

const SET_DEADLINE: &str = "UPDATE games SET deadline = make_interval(secs => $2) WHERE id = $1";

const DEADLINE: &str = "SELECT extract(epoch FROM deadline)::float8 FROM games WHERE id = $1";

/// Records the warning for seat `$2` of game `$1`, awaited since event
/// `$3`, and queues its email, unless that wait was warned about already.
const WARN: &str = "\
    WITH warned AS ( \
        UPDATE seats SET deadline_warned_since = $3 \
        WHERE game = $1 AND seat = $2 AND deadline_warned_since IS DISTINCT FROM $3 \
        RETURNING game, seat \
    ) \
    INSERT INTO outbox (game, seat, kind, recipient, subject, letter) \
    SELECT warned.game, warned.seat, $4, $5, $6, $7 FROM warned \
    RETURNING id";

/// Records that seat `$2` of game `$1`, awaited since event `$3`, was
/// warned, where it has no address to email.
const WARNED: &str = "\
    UPDATE seats SET deadline_warned_since = $3 \
    WHERE game = $1 AND seat = $2 AND deadline_warned_since IS DISTINCT FROM $3";

fn duration_of(secs: f64) -> Duration {
    Duration::try_from_secs_f64(secs.max(0.0)).unwrap_or_default()
}

impl Store {
    /// Sets (or, with `None`, removes) a game's deadline and, in the same
    /// transaction, its due work `due`. The database refuses a deadline
    /// outside 1 to 336 hours.
    pub async fn set_deadline(
        &self,
        game: Uuid,
        deadline: Option<Duration>,
        due: DueAt<'_>,
    ) -> Result<Rewritten, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let statement = transaction.prepare_cached(SET_DEADLINE).await?;
        let secs = deadline.map(|d| d.as_secs_f64());
        let changed = transaction.execute(&statement, &[&game, &secs]).await? == 1;
        commit_with_due(transaction, changed, game, due).await
    }

    /// A game's deadline, if it has one (`None` also for an unknown game).
    pub async fn deadline(&self, game: Uuid) -> Result<Option<Duration>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(DEADLINE).await?;
        let row = client.query_opt(&statement, &[&game]).await?;
        Ok(row
            .map(|r| r.try_get::<_, Option<f64>>(0))
            .transpose()?
            .flatten()
            .map(duration_of))
    }

    /// Queues `mail`, the warning that seat `seat`'s deadline nears, unless
    /// its wait since event `since` was warned about already (without
    /// `mail`, only records it warned). True if recorded now.
    pub async fn warn_deadline(
        &self,
        game: Uuid,
        seat: u8,
        since: u64,
        mail: Option<&NewMail>,
    ) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let since = i64::try_from(since)
            .map_err(|_| StoreError::Corrupt(format!("seq {since} out of range")))?;
        let Some(mail) = mail else {
            let statement = client.prepare_cached(WARNED).await?;
            let n = client
                .execute(&statement, &[&game, &seat_to_sql(seat), &since])
                .await?;
            return Ok(n == 1);
        };
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
                    &mail.letter,
                ],
            )
            .await?;
        Ok(row.is_some())
    }
}
