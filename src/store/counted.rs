//! Counting the statements the store runs: a pooled connection and its
//! transactions, wrapped so that every query and execute (and a
//! transaction's BEGIN and COMMIT or ROLLBACK) adds one to the store's
//! count (see [`Store::statements`]). Preparing a statement, cached per
//! connection, is not counted.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tokio_postgres::types::ToSql;
use tokio_postgres::{Error, Row, Statement, ToStatement};

use super::{Store, StoreError};

/// The parameters of a statement, as tokio-postgres takes them.
type Params<'p> = &'p [&'p (dyn ToSql + Sync)];

/// A pooled connection that counts the statements it runs.
pub(super) struct Conn {
    client: deadpool_postgres::Client,
    count: Arc<AtomicU64>,
}

/// A transaction on a [`Conn`], counted the same way.
pub(super) struct Tx<'a> {
    transaction: deadpool_postgres::Transaction<'a>,
    count: &'a AtomicU64,
}

/// The statement calls of a wrapper around a connection or transaction
/// (its field `$inner`), each counted once it runs; preparing is not.
macro_rules! counted {
    ($inner:ident) => {
        fn ran(&self) {
            self.count.fetch_add(1, Ordering::Relaxed);
        }

        pub(super) async fn prepare_cached(&self, query: &str) -> Result<Statement, Error> {
            self.$inner.prepare_cached(query).await
        }

        pub(super) async fn query<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Vec<Row>, Error>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            self.$inner.query(statement, params).await
        }

        pub(super) async fn query_one<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Row, Error>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            self.$inner.query_one(statement, params).await
        }

        pub(super) async fn query_opt<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<Option<Row>, Error>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            self.$inner.query_opt(statement, params).await
        }

        pub(super) async fn execute<T>(
            &self,
            statement: &T,
            params: Params<'_>,
        ) -> Result<u64, Error>
        where
            T: ?Sized + ToStatement,
        {
            self.ran();
            self.$inner.execute(statement, params).await
        }
    };
}

impl Store {
    /// A pooled connection whose statements are counted.
    pub(super) async fn conn(&self) -> Result<Conn, StoreError> {
        Ok(Conn {
            client: self.pool.get().await?,
            count: Arc::clone(&self.statements),
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

    pub(super) async fn transaction(&mut self) -> Result<Tx<'_>, Error> {
        self.ran();
        let count = &*self.count;
        Ok(Tx {
            transaction: self.client.transaction().await?,
            count,
        })
    }
}

impl Tx<'_> {
    counted!(transaction);

    pub(super) async fn commit(self) -> Result<(), Error> {
        self.ran();
        self.transaction.commit().await
    }

    pub(super) async fn rollback(self) -> Result<(), Error> {
        self.ran();
        self.transaction.rollback().await
    }
}
