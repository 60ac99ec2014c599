//! Due work: per seat a game awaits, when its deadline's warning, its
//! deadline and its next reminder fall due (DESIGN.md "Persistence"). The
//! game service computes the rows from the folded game; this module writes
//! them (inside the append's statement, or alone at a known version) and
//! lets the periodic passes claim the ones whose time came, by the index on
//! `due`, with `FOR UPDATE SKIP LOCKED` so several servers share them.
//! A reminder's time follows the game's reminder policy and the seat's
//! reminder bookkeeping, both in the database, so it is worked out here.

use std::time::{Duration, SystemTime};

use uuid::Uuid;

use super::{count_from_sql, seat_from_sql, seat_to_sql, Store, StoreError};

/// What falls due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DueKind {
    /// The warning that a seat's deadline nears.
    Warning,
    /// A seat's deadline: the stand-in decides for it.
    Deadline,
    /// The next reminder email to a seat.
    Reminder,
}

impl DueKind {
    /// The name stored in `due_work.kind`.
    pub fn name(self) -> &'static str {
        match self {
            DueKind::Warning => "warning",
            DueKind::Deadline => "deadline",
            DueKind::Reminder => "reminder",
        }
    }

    fn parse(name: &str) -> Result<DueKind, StoreError> {
        match name {
            "warning" => Ok(DueKind::Warning),
            "deadline" => Ok(DueKind::Deadline),
            "reminder" => Ok(DueKind::Reminder),
            other => Err(StoreError::Corrupt(format!("due work of kind {other}"))),
        }
    }
}

/// A row of due work to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewDue {
    pub seat: u8,
    pub kind: DueKind,
    /// When it falls due; for a reminder, when the game went idle (the
    /// store adds the game's reminder policy).
    pub due: SystemTime,
    /// The event after which the game began waiting for the seat.
    pub since: u64,
}

/// Due work to write in the transaction of the change that calls for it:
/// `rows`, worked out from the game at `version`.
#[derive(Debug, Clone, Copy)]
pub struct DueAt<'a> {
    pub version: u64,
    pub rows: &'a [NewDue],
}

/// What a change that rewrites a game's due work did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rewritten {
    /// No such game or seat: nothing changed.
    NotFound,
    /// The change and its due work are written, in one transaction.
    Done,
    /// The change is written, its due work not: the game had moved past
    /// the version the rows were worked out at (the caller works them out
    /// again from the game as it stands).
    Moved,
}

/// Due work a pass claimed.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimedDue {
    pub game: Uuid,
    pub seat: u8,
    pub kind: DueKind,
    /// When it fell due.
    pub due: SystemTime,
    pub since: u64,
    /// The game's version the row was written at.
    pub version: u64,
    /// The game's deadline now, if it has one.
    pub deadline: Option<Duration>,
    /// Reminders the seat was sent at this version.
    pub reminders_sent: u32,
    /// The most reminders the game sends per waiting period.
    pub max_reminders: u32,
    /// The database's clock at the claim.
    pub now: SystemTime,
}

/// How long a claim holds rows: a pass that stops half-way (its server
/// died) leaves them to be taken again after this.
pub const DUE_LEASE: Duration = Duration::from_secs(300);

/// The rows of `$n..$n+3` (seat, kind, due, since arrays) for the game
/// `{game}` at version `{version}`, as the insert's SELECT. A reminder is
/// due `reminder_every` after the last one at this version, else
/// `reminder_after` after the game went idle, and only while the seat wants
/// reminders and has some left; a warning already sent for this wait is not
/// written again.
macro_rules! due_select {
    ($game:literal, $version:literal, $seat:literal, $kind:literal, $due:literal, $since:literal) => {
        concat!(
            "SELECT g.id, d.seat, d.kind, \
                    CASE WHEN d.kind <> 'reminder' THEN d.due \
                         WHEN s.reminder_version IS NOT DISTINCT FROM ",
            $version,
            " AND s.last_reminded_at IS NOT NULL \
                         THEN s.last_reminded_at + g.reminder_every \
                         ELSE d.due + g.reminder_after END, \
                    d.since, ",
            $version,
            " FROM games g \
             CROSS JOIN UNNEST(",
            $seat,
            "::smallint[], ",
            $kind,
            "::text[], ",
            $due,
            "::timestamptz[], ",
            $since,
            "::bigint[]) AS d(seat, kind, due, since) \
             JOIN seats s ON s.game = g.id AND s.seat = d.seat \
             WHERE g.id = ",
            $game,
            " AND (d.kind <> 'reminder' OR (s.reminders AND g.max_reminders > 0 \
                    AND (s.reminder_version IS DISTINCT FROM ",
            $version,
            " OR s.reminders_sent < g.max_reminders))) \
               AND (d.kind <> 'warning' OR s.deadline_warned_since IS DISTINCT FROM d.since)"
        )
    };
}
pub(super) use due_select;

/// Replaces a game's due work, if the game is still at version `$2` (its
/// row locked, so an append waits and then writes its own).
const REPLACE: &str =
    concat!(
    "WITH current AS (SELECT id FROM games WHERE id = $1 AND version = $2::bigint FOR UPDATE), \
     cleared AS (DELETE FROM due_work w USING current WHERE w.game = current.id) \
     INSERT INTO due_work (game, seat, kind, due, since, version) ",
    due_select!("(SELECT id FROM current)", "$2::bigint", "$3", "$4", "$5", "$6")
);

/// Claims up to `$2` due rows of the kinds `$1`, oldest first: locks them
/// (skipping rows another server holds) and moves them `$3` seconds ahead,
/// so that no one else takes them while this pass works on them.
const CLAIM: &str = "\
    WITH picked AS ( \
        SELECT id, due FROM due_work \
        WHERE due <= now() AND kind = ANY($1) \
        ORDER BY due, id LIMIT $2 \
        FOR UPDATE SKIP LOCKED \
    ) \
    UPDATE due_work w SET due = now() + make_interval(secs => $3) \
    FROM picked, games g, seats s \
    WHERE w.id = picked.id AND g.id = w.game AND s.game = w.game AND s.seat = w.seat \
    RETURNING w.game, w.seat, w.kind, picked.due, w.since, w.version, \
              extract(epoch FROM g.deadline)::float8, now(), \
              CASE WHEN s.reminder_version IS NOT DISTINCT FROM w.version \
                   THEN s.reminders_sent ELSE 0 END, \
              g.max_reminders";

/// Takes up to `$1` games off the backfill list.
const TAKE_BACKFILL: &str = "\
    DELETE FROM due_backfill WHERE game IN ( \
        SELECT game FROM due_backfill LIMIT $1 FOR UPDATE SKIP LOCKED \
    ) RETURNING game";

const PUT_BACKFILL: &str = "INSERT INTO due_backfill (game) VALUES ($1) ON CONFLICT DO NOTHING";

const LOCK_VERSION: &str = "SELECT version FROM games WHERE id = $1 FOR UPDATE";

const OF_GAME: &str = "\
    SELECT seat, kind, due, since, version FROM due_work WHERE game = $1 ORDER BY seat, kind";

/// The columns of due rows for an `UNNEST`.
pub(super) struct DueColumns {
    pub seat: Vec<i16>,
    pub kind: Vec<&'static str>,
    pub due: Vec<SystemTime>,
    pub since: Vec<i64>,
}

impl DueColumns {
    pub(super) fn new(rows: &[NewDue]) -> Result<Self, StoreError> {
        Ok(DueColumns {
            seat: rows.iter().map(|r| seat_to_sql(r.seat)).collect(),
            kind: rows.iter().map(|r| r.kind.name()).collect(),
            due: rows.iter().map(|r| r.due).collect(),
            since: rows
                .iter()
                .map(|r| {
                    i64::try_from(r.since)
                        .map_err(|_| StoreError::Corrupt(format!("seq {} out of range", r.since)))
                })
                .collect::<Result<_, _>>()?,
        })
    }
}

/// Replaces the due work of `game` with `due`'s rows inside `transaction`,
/// if the game is at `due.version`: its row stays locked until the
/// transaction ends, so no append comes between. False (nothing written)
/// if it is at another version or unknown.
pub(super) async fn replace_due_in(
    transaction: &super::counted::Tx<'_>,
    game: Uuid,
    due: DueAt<'_>,
) -> Result<bool, StoreError> {
    let statement = transaction.prepare_cached(LOCK_VERSION).await?;
    let Some(row) = transaction.query_opt(&statement, &[&game]).await? else {
        return Ok(false);
    };
    if count_from_sql(row.try_get(0)?, "version")? != due.version {
        return Ok(false);
    }
    let version = i64::try_from(due.version)
        .map_err(|_| StoreError::Corrupt(format!("version {} out of range", due.version)))?;
    let c = DueColumns::new(due.rows)?;
    let statement = transaction.prepare_cached(REPLACE).await?;
    transaction
        .execute(
            &statement,
            &[&game, &version, &c.seat, &c.kind, &c.due, &c.since],
        )
        .await?;
    Ok(true)
}

/// Ends the transaction of a change that was made (`changed`): writes its
/// due work and commits, or rolls back when it changed nothing.
pub(super) async fn commit_with_due(
    transaction: super::counted::Tx<'_>,
    changed: bool,
    game: Uuid,
    due: DueAt<'_>,
) -> Result<Rewritten, StoreError> {
    if !changed {
        transaction.rollback().await?;
        return Ok(Rewritten::NotFound);
    }
    let written = replace_due_in(&transaction, game, due).await?;
    transaction.commit().await?;
    Ok(if written {
        Rewritten::Done
    } else {
        Rewritten::Moved
    })
}

impl Store {
    /// Replaces the due work of `game` with `rows`, if the game is still at
    /// `version` (else the append that moved it wrote its own).
    pub async fn replace_due(
        &self,
        game: Uuid,
        version: u64,
        rows: &[NewDue],
    ) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let version = i64::try_from(version)
            .map_err(|_| StoreError::Corrupt(format!("version {version} out of range")))?;
        let c = DueColumns::new(rows)?;
        let statement = client.prepare_cached(REPLACE).await?;
        client
            .execute(
                &statement,
                &[&game, &version, &c.seat, &c.kind, &c.due, &c.since],
            )
            .await?;
        Ok(())
    }

    /// Claims up to `limit` rows of `kinds` that are due by the database's
    /// clock, oldest first (see [`DUE_LEASE`]).
    pub async fn claim_due(
        &self,
        kinds: &[DueKind],
        limit: usize,
    ) -> Result<Vec<ClaimedDue>, StoreError> {
        let client = self.conn().await?;
        let kinds: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let statement = client.prepare_cached(CLAIM).await?;
        let rows = client
            .query(&statement, &[&kinds, &limit, &DUE_LEASE.as_secs_f64()])
            .await?;
        let mut claimed = rows
            .iter()
            .map(|row| {
                Ok(ClaimedDue {
                    game: row.try_get(0)?,
                    seat: seat_from_sql(row.try_get(1)?)?,
                    kind: DueKind::parse(row.try_get(2)?)?,
                    due: row.try_get(3)?,
                    since: count_from_sql(row.try_get(4)?, "since")?,
                    version: count_from_sql(row.try_get(5)?, "version")?,
                    deadline: row
                        .try_get::<_, Option<f64>>(6)?
                        .map(|s| Duration::try_from_secs_f64(s.max(0.0)).unwrap_or_default()),
                    now: row.try_get(7)?,
                    reminders_sent: u32::try_from(row.try_get::<_, i32>(8)?).unwrap_or(0),
                    max_reminders: u32::try_from(row.try_get::<_, i32>(9)?).unwrap_or(0),
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        claimed.sort_by_key(|c| (c.due, c.game, c.seat));
        Ok(claimed)
    }

    /// Takes up to `limit` games whose due work was never written (they
    /// ran before it was kept) off the backfill list.
    pub async fn take_backfill(&self, limit: usize) -> Result<Vec<Uuid>, StoreError> {
        let client = self.conn().await?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let statement = client.prepare_cached(TAKE_BACKFILL).await?;
        let rows = client.query(&statement, &[&limit]).await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(StoreError::from))
            .collect()
    }

    /// Puts a game back on the backfill list (writing its due work failed).
    pub async fn put_backfill(&self, game: Uuid) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(PUT_BACKFILL).await?;
        client.execute(&statement, &[&game]).await?;
        Ok(())
    }

    /// A game's due work as stored: (seat, kind, due, since, version).
    pub async fn due_of(
        &self,
        game: Uuid,
    ) -> Result<Vec<(u8, DueKind, SystemTime, u64, u64)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(OF_GAME).await?;
        let rows = client.query(&statement, &[&game]).await?;
        rows.iter()
            .map(|row| {
                Ok((
                    seat_from_sql(row.try_get(0)?)?,
                    DueKind::parse(row.try_get(1)?)?,
                    row.try_get(2)?,
                    count_from_sql(row.try_get(3)?, "since")?,
                    count_from_sql(row.try_get(4)?, "version")?,
                ))
            })
            .collect()
    }
}
