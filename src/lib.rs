//! Slow Catan: an event-sourced play-by-email Catan server (library root: module list only).

pub mod config;
pub mod game;
pub mod history;
pub mod mail;
pub mod rules;
pub mod simulate;
pub mod startup;
pub mod store;
pub mod telemetry;
pub mod token;
pub mod views;
pub mod web;
