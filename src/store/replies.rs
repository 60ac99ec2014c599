//! The reply codes of emails that ask a seat for a decision, stored as
//! their SHA-256 only, each bound to a game, a seat and a version and good
//! for one decision; and the (Message-ID, code) pairs already read, so
//! that a message delivered twice acts once. It knows nothing of mail.

use uuid::Uuid;

use super::outbox::MailColumns;
use super::{count_from_sql, seat_from_sql, seat_to_sql, NewMail, Store, StoreError};

/// What a reply code is bound to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplyCode {
    pub game: Uuid,
    pub seat: u8,
    /// The game's version the email asked at.
    pub version: u64,
    /// A reply with the code already made its move.
    pub used: bool,
}

const KEEP: &str = "\
    INSERT INTO reply_codes (code_hash, game, seat, version) VALUES ($1, $2, $3, $4) \
    ON CONFLICT (code_hash) DO NOTHING";

const FIND: &str = "\
    SELECT game, seat, version, used_at IS NOT NULL FROM reply_codes WHERE code_hash = $1";

const READ_BEFORE: &str = "\
    SELECT EXISTS (SELECT 1 FROM replies_seen WHERE message_id = $1 AND code_hash = $2)";

/// Records the message read and queues its answer (if any) in one
/// statement: nothing is queued for a message read before.
const READ_AND_QUEUE: &str = "\
    WITH seen AS ( \
        INSERT INTO replies_seen (message_id, code_hash) VALUES ($1, $2) \
        ON CONFLICT DO NOTHING RETURNING 1 \
    ), answer AS ( \
        INSERT INTO outbox (game, seat, kind, recipient, subject, letter, reply_version) \
        SELECT $3, m.seat, m.kind, m.recipient, m.subject, m.letter, m.reply_version \
        FROM seen, UNNEST($4::smallint[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::bigint[]) \
             AS m(seat, kind, recipient, subject, letter, reply_version) \
    ) SELECT count(*) FROM seen";

const FORGET_CODES: &str = "\
    DELETE FROM reply_codes WHERE code_hash IN \
    (SELECT code_hash FROM reply_codes WHERE created_at < $1 ORDER BY created_at LIMIT $2)";

const FORGET_SEEN: &str = "\
    DELETE FROM replies_seen WHERE (message_id, code_hash) IN \
    (SELECT message_id, code_hash FROM replies_seen WHERE seen_at < $1 ORDER BY seen_at LIMIT $2)";

/// A reply being read: its message and the hash of the code it carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading<'a> {
    pub message_id: &'a str,
    pub code_hash: &'a [u8],
}

impl Store {
    /// Whether the message with this code was read before (it made its
    /// move, or was answered, or was found to need nothing).
    pub async fn read_before(&self, reading: Reading<'_>) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(READ_BEFORE).await?;
        let row = client
            .query_one(&statement, &[&reading.message_id, &reading.code_hash])
            .await?;
        Ok(row.try_get(0)?)
    }

    /// Records the message read without a move, queuing `answer` (if any)
    /// for `game` in the same transaction; false, and nothing queued, if
    /// it was read before.
    pub async fn read_and_queue(
        &self,
        reading: Reading<'_>,
        game: Uuid,
        answer: Option<&NewMail>,
    ) -> Result<bool, StoreError> {
        let mails = answer.map(std::slice::from_ref).unwrap_or_default();
        let columns = MailColumns::new(mails);
        let client = self.conn().await?;
        let statement = client.prepare_cached(READ_AND_QUEUE).await?;
        let row = client
            .query_one(
                &statement,
                &[
                    &reading.message_id,
                    &reading.code_hash,
                    &game,
                    &columns.seat,
                    &columns.kind,
                    &columns.recipient,
                    &columns.subject,
                    &columns.letter,
                    &columns.reply_version,
                ],
            )
            .await?;
        Ok(row.try_get::<_, i64>(0)? == 1)
    }

    /// Forgets up to `limit` reply codes made before `before`, and as many
    /// records of messages read before it; returns how many rows went. A
    /// reply with a forgotten code is left unanswered, as a stray one is.
    pub async fn prune_replies(
        &self,
        before: std::time::SystemTime,
        limit: i64,
    ) -> Result<u64, StoreError> {
        let client = self.conn().await?;
        let mut gone = 0;
        for sql in [FORGET_CODES, FORGET_SEEN] {
            let statement = client.prepare_cached(sql).await?;
            gone += client.execute(&statement, &[&before, &limit]).await?;
        }
        Ok(gone)
    }

    /// Keeps the hash of a code an email is about to carry (again: the
    /// same email sent twice keeps it once).
    pub async fn keep_reply_code(
        &self,
        code_hash: &[u8],
        game: Uuid,
        seat: u8,
        version: u64,
    ) -> Result<(), StoreError> {
        let version = i64::try_from(version)
            .map_err(|_| StoreError::Corrupt(format!("version {version} out of range")))?;
        let client = self.conn().await?;
        let statement = client.prepare_cached(KEEP).await?;
        client
            .execute(
                &statement,
                &[&code_hash, &game, &seat_to_sql(seat), &version],
            )
            .await?;
        Ok(())
    }

    /// What the code with this hash is bound to, if any email carried it.
    pub async fn reply_code(&self, code_hash: &[u8]) -> Result<Option<ReplyCode>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(FIND).await?;
        let Some(row) = client.query_opt(&statement, &[&code_hash]).await? else {
            return Ok(None);
        };
        Ok(Some(ReplyCode {
            game: row.try_get(0)?,
            seat: seat_from_sql(row.try_get(1)?)?,
            version: count_from_sql(row.try_get(2)?, "version")?,
            used: row.try_get(3)?,
        }))
    }
}
