//! Snapshots of a game's fold (`snapshots`): one row per game, its newest,
//! opaque JSON here; the game service says what it holds and when one is
//! written (`game::snapshot`).

use serde_json::Value;
use uuid::Uuid;

use super::{count_from_sql, Store, StoreError};

const ONE: &str = "SELECT version, body FROM snapshots WHERE game = $1";

/// A snapshot replaces one of its version or older (a fold from the first
/// event rewrites one that did not read): two processes folding the same
/// game may write at once, in either order.
const PUT: &str = "\
    INSERT INTO snapshots (game, version, body) VALUES ($1, $2, $3) \
    ON CONFLICT (game) DO UPDATE SET version = $2, body = $3, written_at = now() \
    WHERE snapshots.version <= $2";

impl Store {
    /// The newest snapshot of game `game`: the version it was taken at and
    /// its body.
    pub async fn snapshot(&self, game: Uuid) -> Result<Option<(u64, Value)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(ONE).await?;
        match client.query_opt(&statement, &[&game]).await? {
            Some(row) => Ok(Some((
                count_from_sql(row.try_get(0)?, "version")?,
                row.try_get(1)?,
            ))),
            None => Ok(None),
        }
    }

    /// Keeps `body` as the snapshot of game `game` at `version`, unless a
    /// newer one is kept.
    pub async fn put_snapshot(
        &self,
        game: Uuid,
        version: u64,
        body: &Value,
    ) -> Result<(), StoreError> {
        let version = i64::try_from(version)
            .map_err(|_| StoreError::Corrupt(format!("version {version} out of range")))?;
        let client = self.conn().await?;
        let statement = client.prepare_cached(PUT).await?;
        client.execute(&statement, &[&game, &version, body]).await?;
        Ok(())
    }
}
