//! Folding an Oil Springs game: the scenario's own events, and its
//! bookkeeping after classic events. Pure, total and deterministic.

use super::event::{OilEvent, SeatOil};
use super::state::{
    OilSprings, RemovedToken, METROPOLIS_COST, METROPOLIS_OIL, OFF_BOARD, OIL_SUPPLY,
};
use crate::rules::classic::evolve::recompute_road;
use crate::rules::classic::state::{Building, BuildingKind, DevCard, Phase};
use crate::rules::classic::{Event, State};
use crate::rules::common::table::TableEvent;
use crate::rules::common::{Resource, Resources};
use crate::rules::Seat;

type S = State<OilSprings>;

/// Applies one of the scenario's own events.
pub fn evolve_oil(state: &mut S, event: &OilEvent) {
    match event {
        OilEvent::OilSpringsPlaced { springs } => {
            let n = state.players.len();
            let s = &mut state.scenario;
            s.springs.clone_from(springs);
            s.supply = OIL_SUPPLY;
            s.oil = vec![0; n];
            s.sequestered = vec![0; n];
            // The spring placement was scenario draw 0.
            s.draws = 1;
            state.robber = OFF_BOARD;
        }
        OilEvent::OilProduced { gains } => {
            for g in gains {
                from_supply(state, g.seat, g.oil);
            }
        }
        OilEvent::StartingOilTaken { seat, oil } | OilEvent::OilTaken { seat, oil } => {
            from_supply(state, *seat, *oil);
        }
        OilEvent::OilDiscarded { seat, oil, cards } => {
            to_supply(state, *seat, *oil);
            state.player_mut(*seat).hand -= *cards;
            state.bank += *cards;
            if let Phase::Discard {
                seat: current,
                pending,
            } = &mut state.phase
            {
                pending.retain(|d| d.seat != *seat);
                if pending.is_empty() {
                    state.phase = Phase::MoveRobber { seat: *current };
                }
            }
        }
        OilEvent::OilStolen { seat, victim } => {
            give(state, *victim, *seat, 1);
        }
        OilEvent::OilConverted { seat, resource } => {
            to_supply(state, *seat, 1);
            let two = Resources::of(*resource, 2);
            state.bank -= two;
            state.player_mut(*seat).hand += two;
            used(state, 1);
        }
        OilEvent::MetropolisBuilt { seat, node } => {
            to_supply(state, *seat, METROPOLIS_OIL);
            state.player_mut(*seat).hand -= METROPOLIS_COST;
            state.bank += METROPOLIS_COST;
            state.scenario.metropolises.push(*node);
            used(state, METROPOLIS_OIL);
        }
        OilEvent::OilSequestered { seat } => {
            let s = &mut state.scenario;
            s.oil[seat.index()] -= 1;
            s.sequestered[seat.index()] += 1;
            s.sequestered_this_turn = true;
        }
        OilEvent::ChampionTaken { seat, .. } => state.scenario.champion = Some(*seat),
        OilEvent::OilTermsSet {
            offer,
            seat,
            give,
            want,
        } => state.scenario.terms.push(super::state::OilTerms {
            offer: *offer,
            seat: *seat,
            give: *give,
            want: *want,
        }),
        OilEvent::OilTraded {
            seat,
            with,
            gave,
            got,
            ..
        } => {
            give(state, *seat, *with, *gave);
            give(state, *with, *seat, *got);
        }
        OilEvent::OilMonopolyPlayed { seat, taken } => {
            state.player_mut(*seat).dev_cards.remove(DevCard::Monopoly);
            state.card_played = true;
            for SeatOil { seat: from, oil } in taken {
                give(state, *from, *seat, *oil);
            }
        }
        OilEvent::DisasterRolled { .. } => {
            let s = &mut state.scenario;
            s.draws += 2;
            s.track = 0;
        }
        OilEvent::CoastFlooded {
            settlements_removed,
            cities_reduced,
            cities_removed,
        } => {
            for node in settlements_removed {
                if let Some(b) = state.buildings[node.index()].take() {
                    state.player_mut(b.seat).settlements_left += 1;
                }
            }
            for node in cities_reduced {
                if let Some(b) = state.buildings[node.index()] {
                    state.buildings[node.index()] = Some(Building {
                        seat: b.seat,
                        kind: BuildingKind::Settlement,
                    });
                    let p = state.player_mut(b.seat);
                    p.settlements_left -= 1;
                    p.cities_left += 1;
                }
            }
            for node in cities_removed {
                if let Some(b) = state.buildings[node.index()].take() {
                    state.player_mut(b.seat).cities_left += 1;
                }
            }
            // Fewer buildings break fewer roads: every length may change.
            for i in 0..state.players.len() {
                recompute_road(state, Seat(i as u8));
            }
        }
        OilEvent::HexPolluted { tile, number } => {
            let s = &mut state.scenario;
            s.removed.push(RemovedToken {
                tile: *tile,
                number: *number,
            });
            s.draws += 1;
        }
        OilEvent::SpringPolluted {
            from_supply,
            from_players,
            ..
        } => {
            let s = &mut state.scenario;
            s.supply -= from_supply;
            s.lost += from_supply;
            for g in from_players {
                s.oil[g.seat.index()] -= g.oil;
                s.lost += g.oil;
            }
            s.draws += 1;
        }
        OilEvent::IslandAbandoned { .. } => {
            state.offers.clear();
            state.scenario.terms.clear();
            state.scenario.abandoned = true;
            state.phase = Phase::Finished { winner: None };
        }
    }
}

/// Bookkeeping after a classic event: turn flags, lapsed oil terms, and the
/// rules the fold watches (no robber on, nor production from, a destroyed hex).
pub fn after_classic(state: &mut S, event: &Event<OilEvent>) {
    match event {
        Event::TurnEnded { .. } | Event::GameWon { .. } => {
            let s = &mut state.scenario;
            s.used_this_turn = false;
            s.sequestered_this_turn = false;
            s.terms.clear();
        }
        Event::Table(
            TableEvent::OfferWithdrawn { offer, .. } | TableEvent::TradeConfirmed { offer, .. },
        ) => {
            state.scenario.terms.retain(|t| t.offer != *offer);
        }
        Event::RobberMoved { tile, .. } if state.scenario.is_destroyed(*tile) => {
            state.scenario.fault = Some(super::state::Fault::RobberOnDestroyed);
        }
        Event::ResourcesProduced { gains } if dead_hex_rolled(state) => {
            for g in gains {
                for r in Resource::ALL {
                    if g.cards.get(r) > 0 && !produces(state, g.seat, r) {
                        state.scenario.fault = Some(super::state::Fault::DeadHexProduced);
                    }
                }
            }
        }
        _ => {}
    }
}

/// True when a spring or a destroyed hex (not under the robber) has the
/// number rolled: only then can production have come from one. Cheap, so
/// that folding most rolls checks nothing more.
fn dead_hex_rolled(state: &S) -> bool {
    let Some([a, b]) = state.dice else {
        return false;
    };
    let s = &state.scenario;
    s.springs
        .iter()
        .chain(s.removed.iter().map(|r| &r.tile))
        .any(|t| *t != state.robber && state.board.tile(*t).number == Some(a + b))
}

/// True when a live hex (not destroyed, no spring, not under the robber)
/// with the number rolled gives `resource` to a building of `seat`.
fn produces(state: &S, seat: Seat, resource: Resource) -> bool {
    let Some([a, b]) = state.dice else {
        return false;
    };
    state.board.tiles.iter().any(|t| {
        t.number == Some(a + b)
            && t.terrain.resource() == Some(resource)
            && t.id != state.robber
            && !state.scenario.is_spring(t.id)
            && !state.scenario.is_destroyed(t.id)
            && t.nodes
                .iter()
                .any(|n| state.building(*n).is_some_and(|b| b.seat == seat))
    })
}

fn from_supply(state: &mut S, seat: Seat, oil: u8) {
    let s = &mut state.scenario;
    s.supply -= oil;
    s.oil[seat.index()] += oil;
}

fn to_supply(state: &mut S, seat: Seat, oil: u8) {
    let s = &mut state.scenario;
    s.oil[seat.index()] -= oil;
    s.supply += oil;
}

fn give(state: &mut S, from: Seat, to: Seat, oil: u8) {
    let s = &mut state.scenario;
    s.oil[from.index()] -= oil;
    s.oil[to.index()] += oil;
}

/// Oil used moves the disaster track (sequestered, discarded, stolen and
/// traded oil does not).
fn used(state: &mut S, oil: u8) {
    let s = &mut state.scenario;
    s.track += oil;
    s.used_this_turn = true;
}
