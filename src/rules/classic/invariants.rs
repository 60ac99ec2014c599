//! Conservation laws a classic game keeps after every event (cards, pieces
//! and points) and the titles' laws that hold once a command's events are
//! all applied. The simulator, the property tests and `verify` check them.

use super::scenario::Scenario;
use super::state::{bank_per_resource, BuildingKind, DevCards, State, CITIES, ROADS, SETTLEMENTS};
use super::view::view;
use crate::rules::common::table::{check_cards, check_seat};
use crate::rules::{Seat, Viewer};

/// Returns a description of the first broken classic invariant, if any (the
/// scenario's own are [`Scenario::check`]).
pub fn check<X: Scenario>(state: &State<X>) -> Result<(), String> {
    if state.players.is_empty() {
        return Ok(());
    }
    // 19 cards of each resource between the bank and the hands (24 with
    // 5-6 players).
    let seats = state.players.len();
    check_cards(state, seats as u8, bank_per_resource(seats))?;
    // 25 development cards (34 with 5-6 players) between the deck, the
    // hands and the played cards, which leave the game: the deck plus hands
    // never grows.
    let held: u32 = state.players.iter().map(|p| p.dev_cards.total()).sum();
    if held + state.deck.total() > DevCards::deck_for(state.players.len()).total() {
        return Err("more development cards than the deck holds".to_owned());
    }
    let public = view(state, Viewer::Spectator);
    for (i, p) in state.players.iter().enumerate() {
        let seat = Seat(i as u8);
        let roads = state.roads.iter().filter(|r| **r == Some(seat)).count();
        let mut settlements = 0;
        let mut cities = 0;
        for b in state.buildings.iter().flatten().filter(|b| b.seat == seat) {
            match b.kind {
                BuildingKind::Settlement => settlements += 1,
                BuildingKind::City => cities += 1,
            }
        }
        if roads + p.roads_left as usize != ROADS as usize {
            return Err(format!(
                "{seat}: {roads} roads on the board + {} in supply",
                p.roads_left
            ));
        }
        if settlements + p.settlements_left as usize != SETTLEMENTS as usize {
            return Err(format!(
                "{seat}: {settlements} settlements on the board + {} in supply",
                p.settlements_left
            ));
        }
        if cities + p.cities_left as usize != CITIES as usize {
            return Err(format!(
                "{seat}: {cities} cities on the board + {} in supply",
                p.cities_left
            ));
        }
        // Points recomputed from scratch equal the view's.
        let mut vp = settlements + 2 * cities + usize::from(X::bonus_points(state, seat));
        if state.longest_road == Some(seat) {
            vp += 2;
        }
        if state.largest_army == Some(seat) {
            vp += 2;
        }
        // Once the game is over the view shows the hidden VP cards too.
        if matches!(state.phase, super::state::Phase::Finished { .. }) {
            vp += usize::from(p.dev_cards.victory_point);
        }
        let cards = (p.bought_this_turn.total(), p.dev_cards.total());
        check_seat(seat, public.players[i].points, vp, cards)?;
    }
    Ok(())
}

/// Returns a description of the first broken law of the titles, which
/// hold once a command's events are all applied but not between them (a
/// settlement cuts the Longest Road one event before the card changes
/// hands): each holder qualifies for its title.
pub fn check_settled<X: Scenario>(state: &State<X>) -> Result<(), String> {
    if let Some(h) = state.longest_road {
        if state.player(h).road_length < 5 {
            return Err(format!("{h} holds Longest Road with a road shorter than 5"));
        }
    }
    if let Some(h) = state.largest_army {
        if state.player(h).knights_played < 3 {
            return Err(format!("{h} holds Largest Army with fewer than 3 knights"));
        }
    }
    Ok(())
}
