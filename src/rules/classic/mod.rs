//! The Settlers of Catan for 3-4 players (shared/rules/base-catan.md), generic
//! over the scenario layered on it ([`Scenario`]; [`Base`] is the base game).

pub mod audit;
pub mod command;
pub mod decide;
pub mod event;
pub mod evolve;
pub mod invariants;
pub mod legal;
pub mod merge;
pub mod prompt;
pub mod rules;
pub mod scenario;
pub mod setup;
pub mod special;
pub mod stand_in;
pub mod state;
#[cfg(test)]
pub mod testkit;
#[cfg(test)]
mod tests;
pub mod view;

pub use command::{BoardKind, Command};
pub use decide::decide;
pub use event::Event;
pub use evolve::{evolve, fold};
pub use legal::legal_commands;
pub use rules::Classic;
pub use scenario::{Base, Decision, Never, Scenario, ScenarioEvent};
pub use state::{Phase, State};
pub use view::{view, View};
