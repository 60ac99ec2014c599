//! The Oil Springs presentation on the classic one: the panel of oil, the
//! disaster track and the Champion with a form for every oil command
//! ([`panel`]), the board's springs, destroyed hexes and metropolises
//! ([`board`]), the Oil events in words ([`narrate`]), what the emails add
//! ([`mail`]) and the oil acts of the seat page's form ([`form`]).
//!
//! Owns how Oil Springs looks and reads; the classic presentation draws the
//! rest of the game.

pub mod board;
pub mod form;
pub mod mail;
pub mod narrate;
pub mod panel;
