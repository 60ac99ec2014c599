//! Integration tests against a real PostgreSQL.

mod api;
mod app;
mod helpers;
mod mail;
mod store;
