//! Integration tests against a real PostgreSQL.

mod helpers;
mod store;
