//! Connecting: building the connection pool, running the migrations on it
//! and answering health checks. It owns no queries beyond those.

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::NoTls;

use super::{migrations, Store, StoreError};

impl Store {
    /// Builds a pool of at most `max_size` connections to `database_url`
    /// (a `postgres://` URL or a `key=value` string). Connections are opened
    /// lazily, so this succeeds even while the database is down; call
    /// [`Store::health`] to check it answers.
    pub fn connect(database_url: &str, max_size: usize) -> Result<Store, StoreError> {
        let pg_config: tokio_postgres::Config = database_url.parse()?;
        let manager = Manager::from_config(
            pg_config,
            NoTls,
            ManagerConfig {
                // Fast recycling skips a round trip per checkout; a broken
                // connection is noticed by `is_closed` and replaced.
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager).max_size(max_size.max(1)).build()?;
        Ok(Store { pool })
    }

    /// Applies the pending migrations (forward only) on one pooled connection.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await?;
        migrations::migrate_client(&mut client).await
    }

    /// Succeeds when the database answers `SELECT 1`.
    pub async fn health(&self) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        client.query_one("SELECT 1", &[]).await?;
        Ok(())
    }

    /// Closes the pool: waiting and future checkouts fail, idle connections
    /// are dropped.
    pub fn close(&self) {
        self.pool.close();
    }
}
