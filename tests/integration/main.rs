//! Integration tests against a real PostgreSQL.

mod api;
mod app;
mod browser;
mod helpers;
mod mail;
mod pages;
mod store;
