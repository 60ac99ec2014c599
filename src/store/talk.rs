//! Table talk: the messages the players of a game write to each other,
//! kept apart from the event log (they are not rules, and a rewind never
//! removes them), the flood limit counted by the database clock, and which
//! messages each seat has been emailed. It renders nothing: the mail layer
//! hands [`Store::attach_talk`] the letter that carries the messages.

use std::time::{Duration, SystemTime};

use uuid::Uuid;

use super::{seat_from_sql, seat_to_sql, NewMail, Store, StoreError};

/// A message as stored, with its writer's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TalkRow {
    /// Its number: later messages have larger ones.
    pub id: i64,
    /// The seat that wrote it.
    pub seat: u8,
    /// The writer's name.
    pub name: String,
    /// What they wrote (plain text).
    pub body: String,
    /// When it was written.
    pub created_at: SystemTime,
}

/// A message to restore (from an import).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTalk {
    pub seat: u8,
    pub body: String,
    pub created_at: SystemTime,
}

/// How many messages a seat may write within a span of time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TalkLimit {
    pub most: u32,
    pub within: Duration,
}

/// What posting a message did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TalkPosted {
    /// Stored.
    Posted(TalkRow),
    /// The seat wrote as many as a limit allows lately: nothing was stored.
    Flooded(TalkLimit),
}

/// A seat to whom table talk waited long enough for a digest of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestCandidate {
    pub game: Uuid,
    pub seat: u8,
    pub name: String,
    pub email: String,
    /// The game's ruleset, as stored ("classic", "frenemies").
    pub ruleset: String,
    /// Every player's name, by seat: the digest's subject names the game.
    pub players: Vec<String>,
    /// The language the seat reads.
    pub language: crate::language::Lang,
}

const LOCK_SEAT: &str = "SELECT name FROM seats WHERE game = $1 AND seat = $2 FOR UPDATE";

const RECENT_BY_SEAT: &str = "\
    SELECT count(*) FROM table_talk \
    WHERE game = $1 AND seat = $2 AND created_at > now() - make_interval(secs => $3)";

const INSERT: &str = "\
    INSERT INTO table_talk (game, seat, body) VALUES ($1, $2, $3) RETURNING id, created_at";

pub(super) const INSERT_MANY: &str = "\
    INSERT INTO table_talk (game, seat, body, created_at) \
    SELECT $1, m.seat, m.body, m.created_at \
    FROM UNNEST($2::smallint[], $3::text[], $4::timestamptz[]) \
    WITH ORDINALITY AS m(seat, body, created_at, n) ORDER BY m.n";

/// The latest `$2` messages of game `$1`, newest first.
const LATEST: &str = "\
    SELECT t.id, t.seat, s.name, t.body, t.created_at \
    FROM table_talk t JOIN seats s ON s.game = t.game AND s.seat = t.seat \
    WHERE t.game = $1 ORDER BY t.id DESC LIMIT $2";

const CLAIMED_ROW: &str = "\
    SELECT talk_attached FROM outbox WHERE id = $1 AND claim = $2 AND sent_at IS NULL FOR UPDATE";

const MAILED_MARK: &str = "SELECT talk_mailed FROM seats WHERE game = $1 AND seat = $2 FOR UPDATE";

const AFTER_MARK: &str = "\
    SELECT t.id, t.seat, s.name, t.body, t.created_at \
    FROM table_talk t JOIN seats s ON s.game = t.game AND s.seat = t.seat \
    WHERE t.game = $1 AND t.id > $2 ORDER BY t.id";

const ATTACH: &str = "\
    UPDATE outbox SET letter = $2, talk_attached = true WHERE id = $1";

const ADVANCE_MARK: &str = "\
    UPDATE seats SET talk_mailed = $3, talk_mailed_at = now() WHERE game = $1 AND seat = $2";

/// Seats with an address and messages from others they were not emailed,
/// the oldest of them older than `$1` seconds (database clock), and no
/// email waiting to carry them.
const DIGEST_CANDIDATES: &str = "\
    SELECT s.game, s.seat, s.name, s.email, g.ruleset, \
           ARRAY(SELECT p.name FROM seats p WHERE p.game = s.game ORDER BY p.seat), \
           s.language \
    FROM seats s \
    JOIN games g ON g.id = s.game AND g.awaiting_host_since IS NULL \
    WHERE s.email <> '' \
      AND EXISTS (SELECT 1 FROM table_talk t \
                  WHERE t.game = s.game AND t.id > s.talk_mailed AND t.seat <> s.seat \
                    AND t.created_at <= now() - make_interval(secs => $1)) \
      AND NOT EXISTS (SELECT 1 FROM outbox o \
                      WHERE o.game = s.game AND o.seat = s.seat AND o.sent_at IS NULL) \
    ORDER BY s.game, s.seat LIMIT $2";

/// Queues the digest for seat `$2` of game `$1` if it is still due.
const QUEUE_DIGEST: &str = "\
    INSERT INTO outbox (game, seat, kind, recipient, subject, letter) \
    SELECT s.game, s.seat, $4, $5, $6, $7 FROM seats s \
    WHERE s.game = $1 AND s.seat = $2 \
      AND EXISTS (SELECT 1 FROM table_talk t \
                  WHERE t.game = s.game AND t.id > s.talk_mailed AND t.seat <> s.seat \
                    AND t.created_at <= now() - make_interval(secs => $3)) \
      AND NOT EXISTS (SELECT 1 FROM outbox o \
                      WHERE o.game = s.game AND o.seat = s.seat AND o.sent_at IS NULL) \
    RETURNING id";

fn talk_row(row: &tokio_postgres::Row) -> Result<TalkRow, StoreError> {
    Ok(TalkRow {
        id: row.try_get(0)?,
        seat: seat_from_sql(row.try_get(1)?)?,
        name: row.try_get(2)?,
        body: row.try_get(3)?,
        created_at: row.try_get(4)?,
    })
}

impl Store {
    /// Stores a message from `seat` unless the seat wrote as many as one of
    /// `limits` allows within its span (by the database clock). The seat's
    /// row is locked meanwhile, so two posts at once count each other.
    /// [`StoreError::NotFound`] for an unknown seat.
    pub async fn post_talk(
        &self,
        game: Uuid,
        seat: u8,
        body: &str,
        limits: &[TalkLimit],
    ) -> Result<TalkPosted, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let lock = transaction.prepare_cached(LOCK_SEAT).await?;
        let Some(writer) = transaction
            .query_opt(&lock, &[&game, &seat_to_sql(seat)])
            .await?
        else {
            return Err(StoreError::NotFound);
        };
        let recent = transaction.prepare_cached(RECENT_BY_SEAT).await?;
        for limit in limits {
            let written: i64 = transaction
                .query_one(
                    &recent,
                    &[&game, &seat_to_sql(seat), &limit.within.as_secs_f64()],
                )
                .await?
                .try_get(0)?;
            if written >= i64::from(limit.most) {
                return Ok(TalkPosted::Flooded(*limit));
            }
        }
        let insert = transaction.prepare_cached(INSERT).await?;
        let row = transaction
            .query_one(&insert, &[&game, &seat_to_sql(seat), &body])
            .await?;
        let posted = TalkRow {
            id: row.try_get(0)?,
            seat,
            name: writer.try_get(0)?,
            body: body.to_owned(),
            created_at: row.try_get(1)?,
        };
        transaction.commit().await?;
        Ok(TalkPosted::Posted(posted))
    }

    /// The latest `count` messages of a game, oldest first.
    pub async fn talk(&self, game: Uuid, count: usize) -> Result<Vec<TalkRow>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(LATEST).await?;
        let count = i64::try_from(count).unwrap_or(i64::MAX);
        let rows = client.query(&statement, &[&game, &count]).await?;
        let mut talk = rows.iter().map(talk_row).collect::<Result<Vec<_>, _>>()?;
        talk.reverse();
        Ok(talk)
    }

    /// Adds to claimed outbox row `id` (for `seat` of `game`) the messages
    /// the seat has not been emailed, its own left out: `attach` gets them
    /// and gives the row's new letter (with the messages in it), or `None`
    /// to leave it as it is. The seat's mark moves past them in the same
    /// transaction, so each message rides in one email, and a row that
    /// carries talk already (a retry) is left alone. Returns the new
    /// letter, if any.
    pub async fn attach_talk(
        &self,
        id: i64,
        claim: Uuid,
        game: Uuid,
        seat: u8,
        attach: impl FnOnce(&[TalkRow]) -> Option<serde_json::Value>,
    ) -> Result<Option<serde_json::Value>, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let claimed = transaction.prepare_cached(CLAIMED_ROW).await?;
        let attached: Option<bool> = transaction
            .query_opt(&claimed, &[&id, &claim])
            .await?
            .map(|r| r.try_get(0))
            .transpose()?;
        if attached != Some(false) {
            return Ok(None);
        }
        let mark = transaction.prepare_cached(MAILED_MARK).await?;
        let Some(mark) = transaction
            .query_opt(&mark, &[&game, &seat_to_sql(seat)])
            .await?
        else {
            return Ok(None);
        };
        let mark: i64 = mark.try_get(0)?;
        let after = transaction.prepare_cached(AFTER_MARK).await?;
        let rows = transaction.query(&after, &[&game, &mark]).await?;
        let talk = rows.iter().map(talk_row).collect::<Result<Vec<_>, _>>()?;
        let Some(newest) = talk.last().map(|t| t.id) else {
            return Ok(None);
        };
        let others: Vec<TalkRow> = talk.into_iter().filter(|t| t.seat != seat).collect();
        let letter = if others.is_empty() {
            None
        } else {
            attach(&others)
        };
        if let Some(letter) = &letter {
            let statement = transaction.prepare_cached(ATTACH).await?;
            transaction.execute(&statement, &[&id, letter]).await?;
        }
        if letter.is_some() || others.is_empty() {
            let advance = transaction.prepare_cached(ADVANCE_MARK).await?;
            transaction
                .execute(&advance, &[&game, &seat_to_sql(seat), &newest])
                .await?;
        }
        transaction.commit().await?;
        Ok(letter)
    }

    /// Up to `limit` seats owed a digest of table talk: messages from
    /// others wait for them, the oldest longer than `after`, and no email
    /// to them waits to carry them.
    pub async fn digest_candidates(
        &self,
        after: Duration,
        limit: usize,
    ) -> Result<Vec<DigestCandidate>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(DIGEST_CANDIDATES).await?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = client
            .query(&statement, &[&after.as_secs_f64(), &limit])
            .await?;
        rows.iter()
            .map(|row| {
                Ok(DigestCandidate {
                    game: row.try_get(0)?,
                    seat: seat_from_sql(row.try_get(1)?)?,
                    name: row.try_get(2)?,
                    email: row.try_get(3)?,
                    ruleset: row.try_get(4)?,
                    players: row.try_get(5)?,
                    language: crate::language::Lang::from_code(row.try_get(6)?).unwrap_or_default(),
                })
            })
            .collect()
    }

    /// Queues `mail`, the digest for `seat` of `game`, if it is still due
    /// (see [`Store::digest_candidates`]). Its messages are added when it
    /// is sent ([`Store::attach_talk`]). Returns the outbox id if queued.
    pub async fn queue_digest(
        &self,
        game: Uuid,
        seat: u8,
        after: Duration,
        mail: &NewMail,
    ) -> Result<Option<i64>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(QUEUE_DIGEST).await?;
        let row = client
            .query_opt(
                &statement,
                &[
                    &game,
                    &seat_to_sql(seat),
                    &after.as_secs_f64(),
                    &mail.kind,
                    &mail.recipient,
                    &mail.subject,
                    &mail.letter,
                ],
            )
            .await?;
        row.map(|r| r.try_get(0)).transpose().map_err(Into::into)
    }
}
