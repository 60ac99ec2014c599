//! Baden-Württemberg Catan for 3-4 players (shared/rules/baden-wuerttemberg.txt):
//! its own rules on its own map of real towns, landmarks and landscapes.
//! It shares resources, chance, the board graph, the longest-road search and
//! domestic trade (offers, answers, confirmation) with the other rulesets
//! (`rules::common`), and nothing of the classic rules.

pub mod audit;
pub mod command;
pub mod decide;
pub mod event;
pub mod evolve;
pub mod invariants;
pub mod legal;
pub mod map;
pub mod map_data;
pub mod rules;
pub mod stand_in;
pub mod state;
#[cfg(test)]
pub mod testkit;
#[cfg(test)]
mod tests;
pub mod view;

pub use command::Command;
pub use decide::decide;
pub use event::Event;
pub use evolve::{evolve, fold};
pub use legal::legal_commands;
pub use rules::BadenWuerttemberg;
pub use state::{Phase, State};
pub use view::{view, View};
