//! Conservation laws of the Frenemies scenario, checked with the classic
//! ones after every event by the simulator and the tests: every favor token
//! is in the supply, a hand or a guild hall; the VP markers are all
//! somewhere; and no token is used in the turn it was earned.

use super::state::{starting_supply, Frenemies, Guild, TokenUse, MAX_SEATS, VP_MARKERS};
use crate::rules::classic::{Phase, State};
use crate::rules::Seat;

/// Returns a description of the first broken scenario invariant, if any.
pub fn check(state: &State<Frenemies>) -> Result<(), String> {
    let fr = &state.scenario;
    // Nothing to count before the game exists, or between its creation and
    // the supply being set out (the next event).
    if state.players.is_empty() || fr.start.is_empty() {
        return Ok(());
    }
    let players = state.players.len();
    if players > MAX_SEATS {
        return Err(format!("{players} seats, more than {MAX_SEATS}"));
    }
    if fr.start != starting_supply(players as u8) {
        return Err(format!(
            "the game started with {} favor tokens, not the set for {players} players",
            fr.start.total()
        ));
    }
    // Supply + hands + guild halls = the starting total, per guild.
    for g in Guild::ALL {
        let held: u32 = fr.holdings.iter().map(|h| u32::from(h.tokens.get(g))).sum();
        let total = u32::from(fr.supply.get(g)) + held + u32::from(fr.halls.get(g));
        if total != u32::from(fr.start.get(g)) {
            return Err(format!(
                "{total} {} tokens in supply, hands and hall, not {}",
                g.token(),
                fr.start.get(g)
            ));
        }
    }
    let markers: u32 = fr.holdings.iter().map(|h| u32::from(h.markers)).sum();
    if markers + u32::from(fr.markers_left) != u32::from(VP_MARKERS) {
        return Err(format!(
            "{markers} VP markers taken and {} left, not {VP_MARKERS}",
            fr.markers_left
        ));
    }
    for (i, h) in fr.holdings.iter().enumerate() {
        let seat = Seat(i as u8);
        // Spending takes from `tokens` only: a token used in the turn it was
        // earned would leave more locked than held.
        if !h.tokens.contains(&h.locked) {
            return Err(format!("{seat} used a favor token earned this turn"));
        }
        if i >= players && (h.tokens.total() > 0 || h.markers > 0) {
            return Err(format!("{seat} holds tokens but is not in the game"));
        }
    }
    let current = state.phase.current();
    let main = matches!(state.phase, Phase::Main { .. });
    if let Some(g) = fr.gift {
        if !main || current != Some(g.from) || g.to == g.from || !state.has_seat(g.to) {
            return Err(format!(
                "a gift from {} to {} is open out of turn",
                g.from, g.to
            ));
        }
    }
    if let Some(g) = fr.exchange {
        let locked = current.map_or(0, |s| fr.holding(s).locked.get(g));
        if !main || fr.used != Some(TokenUse::Exchanged) || locked == 0 {
            return Err("an exchange is open out of turn".to_owned());
        }
    }
    Ok(())
}
