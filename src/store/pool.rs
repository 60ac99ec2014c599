//! Connecting: building the connection pool, running the migrations on it
//! and answering health checks. It owns no queries beyond those.

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use tokio_postgres::NoTls;

use super::{migrations, Store, StoreError};

/// How long the store waits on the database before it gives up, so that a
/// stalled, unreachable or frozen database is answered with an error in
/// bounded time instead of piling up requests. The server enforces
/// `statement`; the store itself enforces the others, and gives up on a
/// server that can no longer enforce anything (see `budget`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DbTimeouts {
    /// Waiting for a free pooled connection.
    pub wait: Duration,
    /// Opening a new connection (TCP, TLS and login), and checking a pooled
    /// one before reuse.
    pub connect: Duration,
    /// One statement, enforced by the server (`statement_timeout`). Outside
    /// a request (the mail worker, due work, replies) the store also gives
    /// up on each wait after this and a second's grace.
    pub statement: Duration,
    /// All of one request's waits on the database together (a connection,
    /// each statement's answer, BEGIN and COMMIT), enforced by the store:
    /// then the request is answered 503. Time spent receiving rows that
    /// have begun to arrive is not counted, so a long game's history is
    /// never cut off.
    pub request: Duration,
}

/// The longest the health query may take, locks included.
pub const HEALTH_STATEMENT: Duration = Duration::from_millis(600);

/// Reads one row of each table a page reads, so that a lock on any of them
/// makes it wait as a page would.
const HEALTH_QUERY: &str = "\
    SELECT (SELECT 1 FROM games LIMIT 1), (SELECT 1 FROM seats LIMIT 1), \
           (SELECT 1 FROM events LIMIT 1)";

impl Default for DbTimeouts {
    /// A page waits at most a second for a free connection, so that a
    /// server whose connections are all busy says so quickly, and a request
    /// at most 1.5 s for the database in all, so that every page answers
    /// within 2 s even when the database froze.
    fn default() -> Self {
        DbTimeouts {
            wait: Duration::from_secs(1),
            connect: Duration::from_secs(3),
            statement: Duration::from_secs(5),
            request: Duration::from_millis(1500),
        }
    }
}

impl Store {
    /// Builds a pool of at most `max_size` connections to `database_url`
    /// (a `postgres://` URL or a `key=value` string), with the default
    /// [`DbTimeouts`]. Connections are opened lazily, so this succeeds even
    /// while the database is down; call [`Store::health`] to check it answers.
    pub fn connect(database_url: &str, max_size: usize) -> Result<Store, StoreError> {
        Store::connect_with(database_url, max_size, &DbTimeouts::default())
    }

    /// [`Store::connect`] with the given timeouts.
    pub fn connect_with(
        database_url: &str,
        max_size: usize,
        timeouts: &DbTimeouts,
    ) -> Result<Store, StoreError> {
        let mut pg_config: tokio_postgres::Config = database_url.parse()?;
        // Every session starts with the statement timeout as its default
        // (so `RESET` returns to it), after any options the URL gave.
        let statement = format!(
            "-c statement_timeout={}",
            timeouts.statement.as_millis().max(1)
        );
        let options = match pg_config.get_options() {
            Some(given) if !given.trim().is_empty() => format!("{given} {statement}"),
            _ => statement,
        };
        pg_config.options(&options);
        pg_config.connect_timeout(timeouts.connect);
        let manager = Manager::from_config(
            pg_config,
            NoTls,
            ManagerConfig {
                // Fast recycling skips a round trip per checkout; a broken
                // connection is noticed by `is_closed` and replaced.
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(max_size.max(1))
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(timeouts.wait))
            .create_timeout(Some(timeouts.connect))
            .recycle_timeout(Some(timeouts.connect))
            .build()?;
        Ok(Store {
            pool,
            timeouts: *timeouts,
            events_read: std::sync::Arc::default(),
            statements: std::sync::Arc::default(),
            share: None,
        })
    }

    /// A handle on the same pool that holds at most `connections` of its
    /// connections at once (it and its clones together; at least one),
    /// leaving the others to the rest of the server: its statements wait
    /// for one of its own connections to come back, within the same
    /// deadline as for a pooled one, rather than take another. A share of
    /// a share is that same share.
    pub fn share(&self, connections: usize) -> Store {
        if self.share.is_some() {
            return self.clone();
        }
        Store {
            share: Some(std::sync::Arc::new(tokio::sync::Semaphore::new(
                connections.max(1),
            ))),
            ..self.clone()
        }
    }

    /// The most connections the pool opens.
    pub fn pool_size(&self) -> usize {
        self.pool.status().max_size
    }

    /// Applies the pending migrations (forward only) on one pooled connection.
    /// Migrations may run longer than any request's statement, so they run
    /// without the statement timeout, which is restored afterwards, and
    /// without the store's deadlines (only taking the connection is bounded,
    /// by the pool's wait and connect timeouts).
    pub async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await?;
        client.batch_execute("SET statement_timeout = 0").await?;
        let migrated = migrations::migrate_client(&mut client).await;
        client.batch_execute("RESET statement_timeout").await?;
        migrated
    }

    /// Succeeds when the database reads the tables every page reads
    /// (games, seats, events) within `HEALTH_STATEMENT` (0.6 s): a database that
    /// answers `SELECT 1` while a lock keeps every page waiting is not
    /// healthy.
    /// Its waits are bounded as every other's: a frozen database fails it,
    /// and the connection it leaves waiting is never reused.
    pub async fn health(&self) -> Result<(), StoreError> {
        let mut client = self.conn().await?;
        let tx = client.transaction().await?;
        tx.batch_execute(&format!(
            "SET LOCAL statement_timeout = {}",
            HEALTH_STATEMENT.as_millis()
        ))
        .await?;
        tx.query_one(HEALTH_QUERY, &[]).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Closes the pool: waiting and future checkouts fail, idle connections
    /// are dropped.
    pub fn close(&self) {
        self.pool.close();
    }
}
