//! Slow Catan: an event-sourced play-by-email Catan server (library root:
//! the module list and the order of its layers).
//!
//! Layers import downward only. From the bottom up:
//!
//! 1. `rules`: the pure game engines and their contract; imports nothing
//!    outside itself.
//! 2. `seed`, `token`, `simulate`, `text`, `language`: a game's seed and
//!    what it derives, link tokens, random games played through the rules,
//!    the input rule for free text, the languages the server speaks (as
//!    codes; their words are `lang`'s).
//! 3. `store`: PostgreSQL (events, games, seats, outbox).
//! 4. `history`: the hash chain, the rewind-aware fold, export and import.
//!    Beside it, `lang`: every sentence a person reads, in every language
//!    the server speaks (Fluent files), worded from the facts below.
//! 5. `views` and `game`, side by side and never importing each other:
//!    `views` builds pages from views and records, `game` is the service
//!    (load, fold, decide, append) and its cache.
//! 6. `mail`: the messages, the writer that answers the game service's
//!    mail seam (`game::MailWriter`), and the worker.
//! 7. `web`: the handlers; then `config`, `startup` and `main` wire it all.
//!
//! `.ci/layers` (run by `.ci/run`) fails when a lower layer names a higher
//! one; rule tests alone may play random games through `simulate`.

pub mod config;
pub mod game;
pub mod history;
pub mod lang;
pub mod language;
pub mod mail;
pub mod rules;
pub mod seed;
pub mod simulate;
pub mod startup;
pub mod store;
pub mod telemetry;
pub mod text;
pub mod token;
pub mod views;
pub mod web;

#[cfg(test)]
mod corpus;
#[cfg(test)]
mod docs_check;
