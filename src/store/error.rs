//! `StoreError`: everything that can go wrong talking to the database.
//! It owns the mapping from SQLSTATEs to domain outcomes (a lost race is a
//! `Conflict`, not a database error); callers decide what to show.

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
}
