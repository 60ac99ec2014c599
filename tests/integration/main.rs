//! Integration tests against a real PostgreSQL.

// Test helpers outside #[test] functions unwrap too: a failure is the test failing.
#![allow(clippy::unwrap_used)]

mod api;
mod app;
mod attendance;
mod browser;
mod browser_axe;
mod browser_bw;
mod browser_de;
mod browser_frenemies;
mod browser_mailbox;
mod browser_me;
mod browser_oil_springs;
mod browser_phone;
mod browser_six;
mod deadlines;
mod due_work;
mod end_of_game;
mod frozen;
mod helpers;
mod history;
mod history_pages;
mod http_edges;
mod imap;
mod lang_bw;
mod lang_classic;
mod lang_games;
mod lang_replies;
mod lang_seat;
mod lang_service;
mod languages;
mod long_reply;
mod mail;
mod mailbox;
mod me;
mod pages;
mod preferences;
mod rate_limits;
mod relay;
mod replies;
mod resilience;
mod rewind_alone;
mod rewind_told;
mod rulesets;
mod scenario_pages;
mod seat_forms;
mod seat_top;
mod simultaneous;
mod snapshots;
mod special_live;
mod special_plans;
mod store;
mod table_talk;
mod text_input;
