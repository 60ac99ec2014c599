//! What a Frenemies game waits for when the scenario, not the classic
//! phase, holds the turn: a gift's answer (from the recipient, out of
//! turn), the giver's answer to an ask, or the end of an exchange.

use super::state::Frenemies;
use crate::rules::classic::State;
use crate::rules::contract::Names;
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

/// What the game waits for in words, when the scenario holds the turn.
pub fn prompt(state: &State<Frenemies>, names: &Names) -> Option<String> {
    let fr = &state.scenario;
    if let Some(g) = fr.gift {
        let (from, to) = (names.of(g.from), names.of(g.to));
        return Some(match g.asked {
            None => format!(
                "Waiting for {to} to accept, refuse or ask for another resource than the {} {from} offers as a gift.",
                g.resource
            ),
            Some(asked) => format!(
                "Waiting for {from} to give {to} the {asked} asked for, or to withdraw the gift."
            ),
        });
    }
    if fr.exchange.is_some() {
        let seat = state.phase.current()?;
        return Some(format!(
            "Waiting for {} to return a favor token to finish an exchange.",
            names.of(seat)
        ));
    }
    None
}
