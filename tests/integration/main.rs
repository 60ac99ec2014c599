//! Integration tests against a real PostgreSQL.

mod api;
mod app;
mod browser;
mod helpers;
mod history;
mod mail;
mod pages;
mod store;
