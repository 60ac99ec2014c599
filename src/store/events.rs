//! The event log's hot path: appending with optimistic concurrency and
//! loading a game's events in order. Nothing here updates or deletes an
//! event (the database would refuse it anyway).

use uuid::Uuid;

use super::due::{due_select, DueColumns, NewDue};
use super::outbox::MailColumns;
use super::replies::Reading;
use super::{
    count_from_sql, seat_from_sql, seat_to_sql, NewEvent, NewMail, Store, StoreError, StoredEvent,
};

/// Inserts the rows of an [`EventColumns`] for game `$1`, numbered from 1.
/// Used by game creation.
pub(super) const INSERT_FIRST_EVENTS: &str = "\
    INSERT INTO events (game, seq, type, payload, seat, created_at, hash) \
    SELECT $1, e.ord, e.type, e.payload, e.seat, e.created_at, e.hash \
    FROM UNNEST($2::text[], $3::jsonb[], $4::smallint[], $5::timestamptz[], $6::bytea[]) \
         WITH ORDINALITY AS e(type, payload, seat, created_at, hash, ord)";

/// The whole append as one statement, hence one round trip and one implicit
/// transaction: bump the version only if it is still `$2`, then insert the
/// events and the emails, record the reply that made them read (`$21`,
/// `$22`: its message and code, the code then used), clear the live plans of
/// the seats whose "done" it carries (`$23`) and replace the game's due
/// work only for a game that was bumped; a command's seat whose live plans
/// (`$24`) changed since they were read (`$25`, `$26`) bumps nothing, so
/// its "done" never clears a plan it did not carry. Under READ
/// COMMITTED, concurrent appends at one version queue on the games row lock;
/// once the winner commits, the others re-check `version = $2`, match no row
/// and insert nothing, so exactly one wins.
const APPEND: &str = concat!(
    "WITH bumped AS ( \
        UPDATE games SET version = $2::bigint + $3::bigint, status = $4 \
        WHERE id = $1 AND version = $2::bigint \
          AND NOT EXISTS (SELECT 1 FROM special_live_plans l \
                          WHERE l.game = $1 AND l.seat = $24::smallint \
                            AND (l.asked_at, l.plans) IS DISTINCT FROM ($25::bigint, $26::jsonb)) \
        RETURNING id \
    ), new_events AS ( \
        INSERT INTO events (game, seq, type, payload, seat, created_at, hash, stand_in) \
        SELECT bumped.id, $2::bigint + e.ord, e.type, e.payload, e.seat, e.created_at, e.hash, $15 \
        FROM bumped, UNNEST($5::text[], $6::jsonb[], $7::smallint[], $13::timestamptz[], $14::bytea[]) \
             WITH ORDINALITY AS e(type, payload, seat, created_at, hash, ord) \
    ), new_mail AS ( \
        INSERT INTO outbox (game, seat, kind, recipient, subject, letter, reply_version) \
        SELECT bumped.id, m.seat, m.kind, m.recipient, m.subject, m.letter, m.reply_version \
        FROM bumped, UNNEST($8::smallint[], $9::text[], $10::text[], $11::text[], $12::jsonb[], $20::bigint[]) \
             AS m(seat, kind, recipient, subject, letter, reply_version) \
    ), read AS ( \
        INSERT INTO replies_seen (message_id, code_hash) \
        SELECT $21::text, $22::bytea FROM bumped WHERE $21::text IS NOT NULL \
    ), used AS ( \
        UPDATE reply_codes SET used_at = now() \
        WHERE code_hash = $22::bytea AND used_at IS NULL AND EXISTS (SELECT 1 FROM bumped) \
    ), cleared AS ( \
        DELETE FROM due_work w USING bumped WHERE w.game = bumped.id \
    ), planned AS ( \
        DELETE FROM special_live_plans l USING bumped \
        WHERE l.game = bumped.id AND l.seat = ANY($23::smallint[]) \
    ), new_due AS ( \
        INSERT INTO due_work (game, seat, kind, due, since, version) ",
    due_select!(
        "(SELECT id FROM bumped)",
        "($2::bigint + $3::bigint)",
        "$16",
        "$17",
        "$18",
        "$19"
    ),
    ") SELECT count(*) FROM bumped"
);

const CURRENT_VERSION: &str = "SELECT version FROM games WHERE id = $1";

const LOAD_EVENTS: &str = "\
    SELECT seq, type, seat, payload, created_at, hash, stand_in FROM events \
    WHERE game = $1 AND seq > $2 ORDER BY seq";

/// Events as column arrays for an `UNNEST` insert.
pub(super) struct EventColumns<'a> {
    pub kind: Vec<&'a str>,
    pub payload: Vec<&'a serde_json::Value>,
    pub seat: Vec<Option<i16>>,
    pub created_at: Vec<std::time::SystemTime>,
    pub hash: Vec<&'a [u8]>,
}

impl<'a> EventColumns<'a> {
    pub(super) fn new(events: &'a [NewEvent]) -> Self {
        EventColumns {
            kind: events.iter().map(|e| e.kind.as_str()).collect(),
            payload: events.iter().map(|e| &e.payload).collect(),
            seat: events.iter().map(|e| e.seat.map(seat_to_sql)).collect(),
            created_at: events.iter().map(|e| e.created_at).collect(),
            hash: events.iter().map(|e| &e.hash[..]).collect(),
        }
    }
}

/// Who made an append's events, and how.
#[derive(Debug, Clone, Copy, Default)]
pub struct By<'a> {
    /// The stand-in made them for their seat, rather than a person.
    pub stand_in: bool,
    /// A reply made them: its message is recorded as read and its code
    /// used, with them or not at all.
    pub reply: Option<Reading<'a>>,
    /// Seats whose live plans the events carry (their "done"): their rows
    /// in `special_live_plans` are cleared with the append.
    pub finished: &'a [u8],
    /// The live plans of the seat whose command this is, as read when it
    /// was decided (its seat, and the row as read): the append is made only
    /// if the row is still so, so that a plan the seat kept meanwhile (from
    /// another tab or a reply) is never cleared unseen by its "done".
    pub plans_read: Option<(u8, &'a super::LivePlans)>,
}

impl Store {
    /// Appends `events` (numbered `expected_version + 1`, ...), queues
    /// `outbox` and replaces the game's due work with `due`, setting the
    /// game's status, if and only if the game is still at
    /// `expected_version`. All or nothing. Returns the new version.
    ///
    /// A game at another version gives [`StoreError::Conflict`] and writes
    /// nothing; an unknown game gives [`StoreError::NotFound`].
    pub async fn append(
        &self,
        game: Uuid,
        expected_version: u64,
        events: &[NewEvent],
        outbox: &[NewMail],
        due: &[NewDue],
        status: &str,
    ) -> Result<u64, StoreError> {
        self.append_by(
            game,
            expected_version,
            events,
            outbox,
            due,
            status,
            By::default(),
        )
        .await
    }

    /// [`Store::append`], recording who made the events and how (`by`):
    /// the stand-in for their seat rather than a person, or a reply, whose
    /// message is then read and its code used in the same transaction.
    #[expect(
        clippy::too_many_arguments,
        reason = "one append is one statement with all its parts"
    )]
    pub async fn append_by(
        &self,
        game: Uuid,
        expected_version: u64,
        events: &[NewEvent],
        outbox: &[NewMail],
        due: &[NewDue],
        status: &str,
        by: By<'_>,
    ) -> Result<u64, StoreError> {
        let client = self.conn().await?;
        let added = events.len() as u64;
        let (Ok(expected), Ok(added_sql)) = (i64::try_from(expected_version), i64::try_from(added))
        else {
            // No stored version is this large, so it cannot be current.
            return Err(conflict_or_not_found(&client, game, expected_version).await);
        };
        let event_columns = EventColumns::new(events);
        let mail_columns = MailColumns::new(outbox);
        let due_columns = DueColumns::new(due)?;
        let finished: Vec<i16> = by.finished.iter().map(|s| seat_to_sql(*s)).collect();
        let statement = client.prepare_cached(APPEND).await?;
        let bumped: i64 = match client
            .query_one(
                &statement,
                &[
                    &game,
                    &expected,
                    &added_sql,
                    &status,
                    &event_columns.kind,
                    &event_columns.payload,
                    &event_columns.seat,
                    &mail_columns.seat,
                    &mail_columns.kind,
                    &mail_columns.recipient,
                    &mail_columns.subject,
                    &mail_columns.letter,
                    &event_columns.created_at,
                    &event_columns.hash,
                    &by.stand_in,
                    &due_columns.seat,
                    &due_columns.kind,
                    &due_columns.due,
                    &due_columns.since,
                    &mail_columns.reply_version,
                    &by.reply.map(|r| r.message_id),
                    &by.reply.map(|r| r.code_hash),
                    &finished,
                    &by.plans_read.map(|(seat, _)| seat_to_sql(seat)),
                    &by.plans_read.map(|(_, read)| read.asked_at),
                    &by.plans_read.map(|(_, read)| &read.plans),
                ],
            )
            .await
        {
            Ok(row) => row.try_get(0)?,
            // Events at those seqs already exist although the version matched:
            // only possible if the version and the log disagree, and still a
            // lost race from the caller's point of view.
            Err(StoreError::Db(err)) if StoreError::is_unique_violation(&err) => 0,
            Err(err) => return Err(err),
        };
        if bumped == 1 {
            Ok(expected_version + added)
        } else {
            Err(conflict_or_not_found(&client, game, expected_version).await)
        }
    }

    /// The game's events with `seq > after_seq`, in order.
    pub async fn load_events(
        &self,
        game: Uuid,
        after_seq: u64,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let client = self.conn().await?;
        // No seq exceeds i64::MAX, so a larger bound simply selects nothing.
        let after = i64::try_from(after_seq).unwrap_or(i64::MAX);
        let statement = client.prepare_cached(LOAD_EVENTS).await?;
        let rows = client.query(&statement, &[&game, &after]).await?;
        self.events_read
            .fetch_add(rows.len() as u64, std::sync::atomic::Ordering::Relaxed);
        rows.iter()
            .map(|row| {
                Ok(StoredEvent {
                    seq: count_from_sql(row.try_get(0)?, "seq")?,
                    kind: row.try_get(1)?,
                    seat: row
                        .try_get::<_, Option<i16>>(2)?
                        .map(seat_from_sql)
                        .transpose()?,
                    payload: row.try_get(3)?,
                    created_at: row.try_get(4)?,
                    hash: row.try_get(5)?,
                    stand_in: row.try_get(6)?,
                })
            })
            .collect()
    }
}

impl Store {
    /// How many event rows this store and its clones have read back since
    /// it was built: what shows that a reader of a cached game fetched only
    /// the events past the cached version, never the whole log.
    pub fn events_read(&self) -> u64 {
        self.events_read.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// Why an append matched no game: it is at another version, or it does not
/// exist. Read in a fresh statement so the winner's commit is visible.
async fn conflict_or_not_found(
    client: &super::counted::Conn,
    game: Uuid,
    expected: u64,
) -> StoreError {
    let lookup = async {
        let statement = client.prepare_cached(CURRENT_VERSION).await?;
        let row = client.query_opt(&statement, &[&game]).await?;
        match row {
            Some(row) => Ok(StoreError::Conflict {
                expected,
                actual: count_from_sql(row.try_get(0)?, "version")?,
            }),
            None => Ok(StoreError::NotFound),
        }
    };
    lookup.await.unwrap_or_else(|err: StoreError| err)
}
