//! The Frenemies commands a seat may send now, fully formed, added to the
//! classic list. `decide` accepts exactly what is listed.

use super::command::FrenemiesCommand;
use super::robber;
use super::state::Frenemies;
use crate::rules::classic::{Command, Phase, State};
use crate::rules::Seat;

/// Adjusts the classic list of `seat`'s legal commands in `out`.
pub fn legal(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<FrenemiesCommand>>) {
    if matches!(state.phase, Phase::MoveRobber { seat: s } if s == seat) {
        robber::legal(state, seat, out);
    }
}
