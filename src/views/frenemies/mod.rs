//! The Frenemies presentation (shared/rules/frenemies.txt), added to the
//! classic one through its scenario slot ([`crate::views::classic::scenario`]): the
//! favor panels and forms of the seat and public pages, the form reader,
//! the events in plain words and what the scenario adds to the emails.
//!
//! Everything here is built from a viewer's `View` and redacted events: a
//! seat sees its own tokens by guild, and of every other seat only the count.

pub mod choice;
pub mod earn;
pub mod form;
pub mod mail;
pub mod narrate;
pub mod panel;
pub mod present;
