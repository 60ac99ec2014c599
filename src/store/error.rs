//! `StoreError`: everything that can go wrong talking to the database.
//! It owns the mapping from SQLSTATEs to domain outcomes (a lost race is a
//! `Conflict`, not a database error) and tells a database that is down or
//! stalled from one that refused a statement; callers decide what to show.

use deadpool_postgres::PoolError;
use tokio_postgres::error::SqlState;

/// An error from the event store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game is no longer at the version the command was made for
    /// (another append won the race). Nothing was written.
    #[error("the game moved on: expected version {expected}, it is at {actual}")]
    Conflict {
        /// The version the caller expected.
        expected: u64,
        /// The version the game is at now.
        actual: u64,
    },
    /// No game with that id.
    #[error("no such game")]
    NotFound,
    /// The database refused or failed a statement.
    #[error("database error")]
    Db(#[from] tokio_postgres::Error),
    /// The database did not answer in time: the store gave up waiting for
    /// it (a connection, a statement's answer, BEGIN or COMMIT) and dropped
    /// the connection it waited on. A COMMIT given up on may still have
    /// been applied.
    #[error("the database did not answer in time (waiting for {0})")]
    Unanswered(&'static str),
    /// No connection could be taken from the pool.
    #[error("could not get a database connection from the pool")]
    Pool(#[from] deadpool_postgres::PoolError),
    /// The pool could not be built.
    #[error("could not build the database connection pool")]
    PoolBuild(#[from] deadpool_postgres::BuildError),
    /// A stored row breaks an invariant the code relies on.
    #[error("corrupt data in the store: {0}")]
    Corrupt(String),
    /// Applying the migrations failed.
    #[error("database migration failed")]
    Migration(#[from] refinery::Error),
}

impl StoreError {
    /// True when the database refused a row because a unique key already exists.
    pub(crate) fn is_unique_violation(err: &tokio_postgres::Error) -> bool {
        err.code() == Some(&SqlState::UNIQUE_VIOLATION)
    }

    /// True when the database could not be reached or did not answer in
    /// time: no pooled connection within the wait timeout, a connection
    /// refused, lost or not opened in time, a statement cancelled by the
    /// statement timeout or left unanswered past the store's deadline, a
    /// server shutting down or out of connections.
    /// Nothing is wrong with the request; it may succeed shortly.
    pub fn is_unavailable(&self) -> bool {
        match self {
            StoreError::Pool(PoolError::Timeout(_) | PoolError::Closed | PoolError::Backend(_)) => {
                true
            }
            StoreError::Unanswered(_) => true,
            StoreError::Db(e) => db_unavailable(e),
            _ => false,
        }
    }
}

/// True for a statement that failed because the server is out of reach or
/// out of time, rather than because it refused the statement.
fn db_unavailable(e: &tokio_postgres::Error) -> bool {
    if e.is_closed() {
        return true;
    }
    match e.code() {
        Some(code) => {
            *code == SqlState::QUERY_CANCELED
                || *code == SqlState::TOO_MANY_CONNECTIONS
                || *code == SqlState::CANNOT_CONNECT_NOW
                || *code == SqlState::ADMIN_SHUTDOWN
                || *code == SqlState::CRASH_SHUTDOWN
                || code.code().starts_with("08")
        }
        // No SQLSTATE: the socket failed or the server never answered.
        None => {
            std::error::Error::source(e).is_some_and(<dyn std::error::Error>::is::<std::io::Error>)
        }
    }
}
