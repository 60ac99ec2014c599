//! The laws an Oil Springs game keeps after every event, checked with the
//! classic ones: all 15 oil accounted for, at most 4 metropolises (each on
//! a city), and no destroyed hex ever producing or taking the robber.

use super::state::{
    OilSprings, METROPOLIS_TOKENS, OIL_SUPPLY, SEQUESTERED_PER_POINT, TOKENS_TO_ABANDON,
    TRACK_LIMIT,
};
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::State;

/// Returns a description of the first broken scenario invariant, if any:
/// those that hold after every event.
pub fn check(state: &State<OilSprings>) -> Result<(), String> {
    let s = &state.scenario;
    if s.springs.is_empty() {
        return Ok(());
    }
    if let Some(fault) = s.fault {
        return Err(fault.words().to_owned());
    }
    let held: u32 = s.oil.iter().map(|n| u32::from(*n)).sum();
    let sequestered: u32 = s.sequestered.iter().map(|n| u32::from(*n)).sum();
    let total = u32::from(s.supply) + held + sequestered + u32::from(s.lost);
    if total != u32::from(OIL_SUPPLY) {
        return Err(format!(
            "{} oil in the supply + {held} in hands + {sequestered} sequestered + {} lost = {total}, not {OIL_SUPPLY}",
            s.supply, s.lost
        ));
    }
    if s.metropolises.len() > usize::from(METROPOLIS_TOKENS) {
        return Err(format!("{} metropolises", s.metropolises.len()));
    }
    for (i, n) in s.metropolises.iter().enumerate() {
        if !state
            .building(*n)
            .is_some_and(|b| b.kind == BuildingKind::City)
        {
            return Err(format!("a metropolis on {n}, which holds no city"));
        }
        if s.metropolises[..i].contains(n) {
            return Err(format!("two metropolises on {n}"));
        }
    }
    if s.track > TRACK_LIMIT {
        return Err(format!("the disaster track is on {}", s.track));
    }
    if s.removed.len() > TOKENS_TO_ABANDON {
        return Err(format!("{} tokens on the disaster track", s.removed.len()));
    }
    if s.used_this_turn && s.sequestered_this_turn {
        return Err("oil used and sequestered in one turn".to_owned());
    }
    if s.removed.iter().any(|r| s.is_spring(r.tile)) {
        return Err("a spring lost its number token".to_owned());
    }
    if s.oil.len() != state.players.len() || s.sequestered.len() != state.players.len() {
        return Err(format!("oil counted for {} seats", s.oil.len()));
    }
    Ok(())
}

/// The laws that hold once a command's events are all applied (an event
/// may be followed by its consequence, as `OilSequestered` by
/// `ChampionTaken`): the Champion holds the most sequestered oil, at least
/// 3, and five tokens on the track have ended the game.
pub fn check_settled(state: &State<OilSprings>) -> Result<(), String> {
    let s = &state.scenario;
    if s.removed.len() == TOKENS_TO_ABANDON && !s.abandoned {
        return Err("five tokens on the track but the game goes on".to_owned());
    }
    let most = s.sequestered.iter().copied().max().unwrap_or(0);
    match s.champion {
        Some(h) if s.sequestered_by(h) < SEQUESTERED_PER_POINT || s.sequestered_by(h) < most => {
            return Err(format!(
                "{h} is Champion with {} sequestered, the most is {most}",
                s.sequestered_by(h)
            ));
        }
        None if most >= SEQUESTERED_PER_POINT => {
            return Err(format!("nobody is Champion but someone sequestered {most}"));
        }
        _ => {}
    }
    Ok(())
}
