//! The reply codes of emails that ask a seat for a decision, stored as
//! their SHA-256 only, each bound to a game, a seat and a version and good
//! for one decision; and the (Message-ID, code) pairs already read, so
//! that a message delivered twice acts once. It knows nothing of mail.

use uuid::Uuid;

use super::{count_from_sql, seat_from_sql, seat_to_sql, Store, StoreError};

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

const USE: &str = "\
    UPDATE reply_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL";

const SEEN: &str = "\
    INSERT INTO replies_seen (message_id, code_hash) VALUES ($1, $2) \
    ON CONFLICT DO NOTHING RETURNING 1";

const ASKED: &str = "\
    SELECT EXISTS (SELECT 1 FROM outbox WHERE game = $1 AND seat = $2 AND reply_version = $3)";

const UNSEE: &str = "DELETE FROM replies_seen WHERE message_id = $1 AND code_hash = $2";

const FORGET_CODES: &str = "\
    DELETE FROM reply_codes WHERE code_hash IN \
    (SELECT code_hash FROM reply_codes WHERE created_at < $1 ORDER BY created_at LIMIT $2)";

const FORGET_SEEN: &str = "\
    DELETE FROM replies_seen WHERE (message_id, code_hash) IN \
    (SELECT message_id, code_hash FROM replies_seen WHERE seen_at < $1 ORDER BY seen_at LIMIT $2)";

impl Store {
    /// Forgets up to `limit` reply codes made before `before`, and as many
    /// records of messages read before it; returns how many rows went. A
    /// reply with a forgotten code is left unanswered, as a stray one is.
    pub async fn prune_replies(
        &self,
        before: std::time::SystemTime,
        limit: i64,
    ) -> Result<u64, StoreError> {
        let client = self.pool.get().await?;
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
        let client = self.pool.get().await?;
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
        let client = self.pool.get().await?;
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

    /// Marks the code used: its decision is made. False if it was already.
    pub async fn use_reply_code(&self, code_hash: &[u8]) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(USE).await?;
        Ok(client.execute(&statement, &[&code_hash]).await? == 1)
    }

    /// Records that the message `message_id` with this code is being read;
    /// false if it was before (a second delivery).
    pub async fn first_reading(
        &self,
        message_id: &str,
        code_hash: &[u8],
    ) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(SEEN).await?;
        Ok(client
            .query_opt(&statement, &[&message_id, &code_hash])
            .await?
            .is_some())
    }

    /// Whether an email already asks `seat` of `game` for its decision at
    /// `version` (queued or sent).
    pub async fn asked_at(&self, game: Uuid, seat: u8, version: u64) -> Result<bool, StoreError> {
        let version = i64::try_from(version)
            .map_err(|_| StoreError::Corrupt(format!("version {version} out of range")))?;
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(ASKED).await?;
        let row = client
            .query_one(&statement, &[&game, &seat_to_sql(seat), &version])
            .await?;
        Ok(row.try_get(0)?)
    }

    /// Forgets a reading that could not be finished, so that the mail
    /// server's next delivery of the message is read afresh.
    pub async fn forget_reading(
        &self,
        message_id: &str,
        code_hash: &[u8],
    ) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(UNSEE).await?;
        client
            .execute(&statement, &[&message_id, &code_hash])
            .await?;
        Ok(())
    }
}
