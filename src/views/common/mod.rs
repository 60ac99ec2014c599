//! What the rulesets' presentations and the site's pages share, at the
//! bottom of `src/views`: every ruleset's folder and every page may import
//! it, and it imports no ruleset's folder, no page and neither the contract
//! nor the dispatcher (`.ci/layers` checks it).

pub mod board;
pub mod choice;
pub mod costs;
pub mod events;
pub mod form;
pub mod frame;
pub mod hand;
pub mod mark;
pub mod news;
pub mod notice;
pub mod page;
pub mod picture;
pub mod players;
pub mod public;
pub mod record;
pub mod seat;
pub mod standings;
pub mod summary;
pub mod table;
pub mod words;
