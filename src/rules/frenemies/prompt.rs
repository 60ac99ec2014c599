//! What a Frenemies game waits for when the scenario, not the classic
//! phase, holds the turn: a gift's answer (from the recipient, out of
//! turn), the giver's answer to an ask, or the end of an exchange.

use super::state::Frenemies;
use crate::rules::classic::State;
use crate::rules::common::waiting::Waiting;
use crate::rules::Seat;

/// Narrows the seats the game waits for: while a gift waits for its
/// answer, only its recipient (clarifications.md §All rulesets: a player
/// who must act out of turn is asked at once).
pub fn waiting_for(state: &State<Frenemies>, seats: &mut Vec<Seat>) {
    if let Some(g) = state.scenario.gift {
        if g.asked.is_none() {
            seats.clear();
            seats.push(g.to);
        }
    }
}

/// What the game waits for, when the scenario holds the turn.
pub fn waiting(state: &State<Frenemies>) -> Option<Waiting> {
    let fr = &state.scenario;
    if let Some(g) = fr.gift {
        return Some(match g.asked {
            None => Waiting::GiftAnswer {
                from: g.from,
                to: g.to,
                resource: g.resource,
            },
            Some(asked) => Waiting::GiftAsked {
                from: g.from,
                to: g.to,
                asked,
            },
        });
    }
    if fr.exchange.is_some() {
        return Some(Waiting::ExchangeReturn {
            seat: state.phase.current()?,
        });
    }
    None
}
