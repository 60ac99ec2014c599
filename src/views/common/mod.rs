//! What the rulesets' presentations share, at the bottom of `src/views`:
//! every ruleset's folder may import it, and it imports no ruleset's folder.

pub mod board;
pub mod choice;
pub mod costs;
pub mod events;
pub mod form;
pub mod hand;
pub mod mark;
pub mod news;
pub mod notice;
pub mod page;
pub mod picture;
pub mod players;
pub mod public;
pub mod standings;
pub mod summary;
pub mod table;
pub mod words;
