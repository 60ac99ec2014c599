//! Conservation laws a Baden-Württemberg game keeps after every event:
//! cards, pieces and points. The simulator and the property tests check them.

use super::state::{DevCards, State, ROADS, SUPPLY_PER_RESOURCE, TOWN_HALLS};
use super::view::view;
use crate::rules::common::table::{check_cards, check_seat};
use crate::rules::{Seat, Viewer};

/// Returns a description of the first broken invariant, if any.
pub fn check(state: &State) -> Result<(), String> {
    if state.players.is_empty() {
        return Ok(());
    }
    // 18 cards of each resource between the supply and the hands.
    check_cards(state, state.players.len() as u8, SUPPLY_PER_RESOURCE)?;
    // Played cards leave the game (inventions stay face up, counted apart).
    let held: u32 = state.players.iter().map(|p| p.dev_cards.total()).sum();
    let inventions: u32 = state.players.iter().map(|p| u32::from(p.inventions)).sum();
    if held + inventions + state.deck.total() > DevCards::DECK.total() {
        return Err("more development cards than the deck holds".to_owned());
    }
    let public = view(state, Viewer::Spectator);
    for (i, p) in state.players.iter().enumerate() {
        let seat = Seat(i as u8);
        let roads = state.roads.iter().filter(|r| **r == Some(seat)).count();
        if roads + p.roads_left as usize != ROADS as usize || roads != p.roads.len() {
            return Err(format!(
                "{seat}: {roads} roads on the board + {} in supply",
                p.roads_left
            ));
        }
        // Town halls on crossings and victory fields, and in supply.
        let on_crossings = state.town_halls_of(seat) as usize;
        let on_victory_fields = usize::from(state.longest_trade_road == Some(seat))
            + usize::from(state.largest_inventor == Some(seat));
        if on_crossings + on_victory_fields + p.town_halls_left as usize != TOWN_HALLS as usize {
            return Err(format!(
                "{seat}: {on_crossings} town halls on crossings + {on_victory_fields} on \
                 victory fields + {} in supply",
                p.town_halls_left
            ));
        }
        // Points recomputed from the board equal the view's.
        // Once the game is over the view shows the achievements too.
        let hidden = if state.winner().is_some() {
            usize::from(p.dev_cards.achievement)
        } else {
            0
        };
        let vp = on_crossings + on_victory_fields + hidden;
        let cards = (p.bought_this_turn.total(), p.dev_cards.total());
        check_seat(seat, public.players[i].points, vp, cards)?;
    }
    for (n, built) in state.landmarks.iter().enumerate() {
        let kind = state.map().kind(crate::rules::common::NodeId(n as u16));
        if *built && kind != super::map::CrossingKind::Landmark {
            return Err(format!(
                "a landmark stands on crossing {n}, no landmark field"
            ));
        }
        if state.town_halls[n].is_some() && kind != super::map::CrossingKind::Town {
            return Err(format!("a town hall stands on crossing {n}, no town field"));
        }
    }
    Ok(())
}

/// What holds once a command's events are all folded (within them a town
/// hall may break a road before the victory field changes hands): each
/// victory field's holder qualifies for it.
pub fn check_settled(state: &State) -> Result<(), String> {
    if let Some(h) = state.longest_trade_road {
        if state.road_length(h) < 5 {
            return Err(format!(
                "{h} holds Longest Trade Road with a road shorter than 5"
            ));
        }
    }
    if let Some(h) = state.largest_inventor {
        if state.player(h).inventions < 3 {
            return Err(format!(
                "{h} holds Largest Inventor with fewer than 3 inventions"
            ));
        }
    }
    Ok(())
}
