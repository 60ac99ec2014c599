//! The store's connections, as its queries use them: a pooled connection
//! and its transactions, wrapped so that every wait on the database (taking
//! the connection, preparing, each query and execute, BEGIN, COMMIT and
//! ROLLBACK) ends by its deadline (see `budget`), and every query and execute
//! (and a transaction's BEGIN and its COMMIT or ROLLBACK) adds one to the
//! store's count (see [`Store::statements`]); preparing a statement, cached
//! per connection, is not counted. A connection left waiting for an answer,
//! because its deadline passed or its caller gave up, is dropped, never put
//! back in the pool: its next user would wait behind the abandoned statement.

use std::future::Future;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use futures_util::TryStreamExt as _;
use tokio::time::Instant;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Row, RowStream, Statement, ToStatement};

use super::{budget, DbTimeouts, Store, StoreError};

/// The parameters of a statement, as tokio-postgres takes them.
type Params<'p> = &'p [&'p (dyn ToSql + Sync)];

/// A pooled connection that bounds and counts the statements it runs.
pub(super) struct Conn {
    /// Taken out only when the connection is dropped.
    client: Option<deadpool_postgres::Client>,
    count: Arc<AtomicU64>,
    waits: Waits,
    /// The place it takes in a share of the pool, given back with it.
    _share: Option<tokio::sync::OwnedSemaphorePermit>,
}

/// A transaction on a [`Conn`], bounded and counted the same way.
pub(super) struct Tx<'a> {
    transaction: deadpool_postgres::Transaction<'a>,
    count: &'a AtomicU64,
    waits: &'a Waits,
}

/// What a connection's waits on the database share: the store's timeouts
/// and how many waits began and did not end (a statement given up on, or
/// whose caller went away).
struct Waits {
    timeouts: DbTimeouts,
    open: AtomicUsize,
}

impl Waits {
    /// Awaits `work`, a wait for the database's answer, until its deadline;
    /// past it the wait stays open, so the connection is dropped.
    async fn bounded<T>(
        &self,
        what: &'static str,
        work: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, StoreError> {
        self.open.fetch_add(1, Ordering::Relaxed);
        let answer = tokio::time::timeout_at(budget::deadline(&self.timeouts), work)
            .await
            .map_err(|_| StoreError::Unanswered(what))?;
        self.open.fetch_sub(1, Ordering::Relaxed);
        Ok(answer?)
    }

    /// Collects the rows of a result that has begun, each by the deadline;
    /// the time they took is given back to the request's budget, as the
    /// database was answering.
    async fn rows(&self, stream: RowStream) -> Result<Vec<Row>, StoreError> {
        self.open.fetch_add(1, Ordering::Relaxed);
        let mut stream = std::pin::pin!(stream);
        let mut rows = Vec::new();
        loop {
            let asked = Instant::now();
            let next = tokio::time::timeout_at(budget::deadline(&self.timeouts), stream.try_next())
                .await
                .map_err(|_| StoreError::Unanswered("the rows of a result"));
            match next {
                Ok(Ok(Some(row))) => {
                    rows.push(row);
                    budget::answered(asked.elapsed());
                }
                Ok(Ok(None)) => break,
                Ok(Err(e)) => {
                    self.open.fetch_sub(1, Ordering::Relaxed);
                    return Err(e.into());
                }
                Err(unanswered) => return Err(unanswered),
            }
        }
        self.open.fetch_sub(1, Ordering::Relaxed);
        Ok(rows)
    }
}

/// The statement calls of a wrapper around a connection or transaction
/// (`$inner` gives it), each bounded and counted once it runs; preparing is
/// bounded, not counted.
macro_rules! counted {
    ($inner:ident) => {
        fn ran(&self) {
            self.count.fetch_add(1, Ordering::Relaxed);
        }

        pub(super) async fn prepare_cached(&self, query: &str) -> Result<Statement, StoreError> {
            let inner = self.$inner();
            self.waits
                .bounded("a statement to be prepared", inner.prepare_cached(query))
                .await
        }

        /// All the rows of `statement`: they may keep arriving past the
        /// request's budget once the first came.
        pub(super) async fn query<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Vec<Row>, StoreError>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            let inner = self.$inner();
            let params = params.iter().map(|p| *p as &dyn ToSql);
            let stream = self
                .waits
                .bounded("a statement", inner.query_raw(statement, params))
                .await?;
            self.waits.rows(stream).await
        }

        pub(super) async fn query_one<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Row, StoreError>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            let inner = self.$inner();
            self.waits
                .bounded("a statement", inner.query_one(statement, params))
                .await
        }

        pub(super) async fn query_opt<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Option<Row>, StoreError>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            let inner = self.$inner();
            self.waits
                .bounded("a statement", inner.query_opt(statement, params))
                .await
        }

        pub(super) async fn execute<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<u64, StoreError>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            let inner = self.$inner();
            self.waits
                .bounded("a statement", inner.execute(statement, params))
                .await
        }
    };
}

impl Store {
    /// A pooled connection whose statements are bounded and counted; taking
    /// it is bounded by the same deadline.
    /// In a share of the pool ([`Store::share`]), it first waits for one
    /// of the share's connections to come back.
    pub(super) async fn conn(&self) -> Result<Conn, StoreError> {
        let deadline = budget::deadline(&self.timeouts);
        let (share, client) = tokio::time::timeout_at(deadline, async {
            let share = match &self.share {
                // The semaphore is never closed.
                Some(share) => Arc::clone(share).acquire_owned().await.ok(),
                None => None,
            };
            (share, self.pool.get().await)
        })
        .await
        .map_err(|_| StoreError::Unanswered("a connection"))?;
        Ok(Conn {
            client: Some(client?),
            count: Arc::clone(&self.statements),
            waits: Waits {
                timeouts: self.timeouts,
                open: AtomicUsize::new(0),
            },
            _share: share,
        })
    }

    /// How many statements this store and its clones have run since it was
    /// built (each query or execute, and each transaction's BEGIN and its
    /// COMMIT or ROLLBACK): what shows how many round trips a request costs.
    pub fn statements(&self) -> u64 {
        self.statements.load(Ordering::Relaxed)
    }
}

impl Conn {
    counted!(client);

    /// The pooled client, there until the connection is dropped.
    fn client(&self) -> &deadpool_postgres::ClientWrapper {
        self.client
            .as_ref()
            .expect("the client is taken out only when the connection is dropped")
    }

    pub(super) async fn transaction(&mut self) -> Result<Tx<'_>, StoreError> {
        self.ran();
        let Conn {
            client,
            count,
            waits,
            ..
        } = self;
        let client = client
            .as_mut()
            .expect("the client is taken out only when the connection is dropped");
        let transaction = waits.bounded("BEGIN", client.transaction()).await?;
        Ok(Tx {
            transaction,
            count,
            waits,
        })
    }
}

impl Drop for Conn {
    /// Puts the connection back in the pool, unless a wait on it is still
    /// open: then it is dropped, and the database's answer, should it come,
    /// goes nowhere.
    fn drop(&mut self) {
        if self.waits.open.load(Ordering::Relaxed) == 0 {
            return;
        }
        if let Some(client) = self.client.take() {
            tracing::warn!("dropping a database connection that was left waiting for an answer");
            drop(deadpool_postgres::Client::take(client));
        }
    }
}

impl Tx<'_> {
    counted!(transaction);

    /// The transaction, as tokio-postgres runs it.
    fn transaction(&self) -> &deadpool_postgres::Transaction<'_> {
        &self.transaction
    }

    /// Statements without parameters, sent as one (counted as one).
    pub(super) async fn batch_execute(&self, statements: &str) -> Result<(), StoreError> {
        self.ran();
        self.waits
            .bounded("a statement", self.transaction.batch_execute(statements))
            .await
    }

    pub(super) async fn commit(self) -> Result<(), StoreError> {
        self.ran();
        self.waits
            .bounded("COMMIT", self.transaction.commit())
            .await
    }

    pub(super) async fn rollback(self) -> Result<(), StoreError> {
        self.ran();
        self.waits
            .bounded("ROLLBACK", self.transaction.rollback())
            .await
    }
}
