//! The Frenemies commands a seat may send now, fully formed, added to the
//! classic list (and the classic ones taken away while a gift or an exchange
//! holds the turn). `decide` accepts exactly what is listed.

use super::command::FrenemiesCommand;
use super::state::Frenemies;
use super::{gift, guilds, robber};
use crate::rules::classic::{Command, Phase, State};
use crate::rules::Seat;

/// Adjusts the classic list of `seat`'s legal commands in `out`.
pub fn legal(state: &State<Frenemies>, seat: Seat, out: &mut Vec<Command<FrenemiesCommand>>) {
    let fr = &state.scenario;
    match state.phase {
        Phase::MoveRobber { seat: s } if s == seat => robber::legal(state, seat, out),
        Phase::Main { seat: s } if s == seat => {
            if let Some(g) = fr.gift {
                out.clear();
                gift::legal_for_giver(state, seat, g, out);
            } else if let Some(drawn) = fr.exchange {
                out.clear();
                guilds::legal_returns(fr, seat, drawn, out);
            } else {
                gift::legal_offers(state, seat, out);
                guilds::legal_uses(state, seat, out);
            }
        }
        Phase::Main { .. } => gift::legal_answers(state, seat, out),
        _ => {}
    }
}
