//! Commands of the Frenemies scenario, beside the classic ones: none yet.
//! Declining to steal on the desert is the classic `MoveRobber` with no
//! victim.

/// Something a seat asks to do in a Frenemies game, beside the classic
/// commands.
pub type FrenemiesCommand = crate::rules::classic::scenario::Never;
