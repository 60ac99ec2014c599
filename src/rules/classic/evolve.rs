//! Evolving the state by one event. Pure, total and deterministic: no clock,
//! no chance, no checks beyond debug assertions (an impossible event is a bug).

use super::event::{Event, Layout};
use super::scenario::Scenario;
use super::setup::board_from_layout;
use super::state::{
    bank_per_resource, Building, BuildingKind, DevCard, DevCards, Phase, Plan, Player, State,
    CITIES, CITY_COST, DEVELOPMENT_CARD_COST, ROADS, ROAD_COST, SETTLEMENTS, SETTLEMENT_COST,
};
use crate::rules::common::seats;
use crate::rules::common::table::{evolve_table, from_supply, to_supply};
use crate::rules::common::turn::{
    card_bought, card_played, dice_rolled, evolve_turn, robber_card_played, Turn,
};
use crate::rules::common::{longest_road, Board, NodeId, Resources, Terrain, TileId};
use crate::rules::Seat;
use std::cell::RefCell;
use std::sync::Arc;

/// Applies one event to the state: a classic event, then the scenario's
/// bookkeeping after it, or one of the scenario's own.
pub fn evolve<X: Scenario>(state: &mut State<X>, event: &Event<X::Event>) {
    state.version += 1;
    if let Event::Scenario(e) = event {
        X::evolve(state, e);
    } else {
        evolve_classic(state, event);
        X::after_evolve(state, event);
    }
}

fn evolve_classic<X: Scenario>(state: &mut State<X>, event: &Event<X::Event>) {
    match event {
        Event::GameCreated {
            players,
            turn_order,
            layout,
            ..
        } => {
            let board = board_for(layout);
            state.robber = board
                .tiles
                .iter()
                .find(|t| t.terrain == Terrain::Desert)
                .map_or(TileId(0), |t| t.id);
            state.buildings = vec![None; board.nodes.len()];
            state.roads = vec![None; board.edges.len()];
            state.board = board;
            state.players = (0..*players)
                .map(|_| Player {
                    roads_left: ROADS,
                    settlements_left: SETTLEMENTS,
                    cities_left: CITIES,
                    roads: Vec::with_capacity(ROADS as usize),
                    ..Player::default()
                })
                .collect();
            state.turn_order.clone_from(turn_order);
            state.bank = Resources::splat(bank_per_resource(usize::from(*players)));
            state.deck = DevCards::deck_for(usize::from(*players));
            state.phase = Phase::PlaceSettlement {
                seat: turn_order[0],
                round: 1,
            };
        }
        Event::SettlementBuilt { seat, node } => {
            let setup = state.phase.is_setup();
            if !setup {
                to_supply(state, *seat, SETTLEMENT_COST);
                take_plan(state, *seat);
            }
            state.buildings[node.index()] = Some(Building {
                seat: *seat,
                kind: BuildingKind::Settlement,
            });
            state.player_mut(*seat).settlements_left -= 1;
            if let Phase::PlaceSettlement { seat, round } = state.phase {
                state.phase = Phase::PlaceRoad {
                    seat,
                    round,
                    settlement: *node,
                };
            }
            recompute_roads_broken_at(state, *seat, *node);
        }
        Event::RoadBuilt { seat, edge } => {
            if matches!(
                state.phase,
                Phase::Main { .. } | Phase::SpecialBuilding { .. }
            ) {
                to_supply(state, *seat, ROAD_COST);
                take_plan(state, *seat);
            }
            state.roads[edge.index()] = Some(*seat);
            let p = state.player_mut(*seat);
            p.roads_left -= 1;
            p.roads.push(*edge);
            recompute_road(state, *seat);
            advance_after_road(state, *seat);
        }
        Event::CityBuilt { seat, node } => {
            to_supply(state, *seat, CITY_COST);
            take_plan(state, *seat);
            state.buildings[node.index()] = Some(Building {
                seat: *seat,
                kind: BuildingKind::City,
            });
            let p = state.player_mut(*seat);
            p.cities_left -= 1;
            p.settlements_left += 1;
        }
        Event::StartingResourcesTaken { seat, cards } => from_supply(state, *seat, *cards),
        // A scenario's extra cards (oil) count toward the limit of a 7.
        Event::DiceRolled { seat, dice } => dice_rolled(state, *seat, *dice, |s, seat| {
            s.player(seat).hand.total() + X::extra_cards(s, seat)
        }),
        event @ (Event::ResourcesProduced { .. }
        | Event::RobberMoved { .. }
        | Event::CardStolen { .. }) => evolve_turn!(state, event, RobberMoved),
        Event::DevelopmentCardBought { seat, card } => {
            card_bought(state, *seat, *card, DEVELOPMENT_CARD_COST);
            take_plan(state, *seat);
        }
        Event::KnightPlayed { seat } => robber_card_played(state, *seat, DevCard::Knight),
        Event::RoadBuildingPlayed { seat } => {
            card_played(state, *seat, DevCard::RoadBuilding);
            let left = state.player(*seat).roads_left.min(2);
            state.phase = Phase::RoadBuilding { seat: *seat, left };
            advance_road_building(state, *seat);
        }
        Event::YearOfPlentyPlayed { seat, cards } => {
            card_played(state, *seat, DevCard::YearOfPlenty);
            from_supply(state, *seat, *cards);
        }
        Event::MonopolyPlayed { seat, taken, .. } => {
            card_played(state, *seat, DevCard::Monopoly);
            for t in taken {
                state.player_mut(t.seat).hand -= t.cards;
                state.player_mut(*seat).hand += t.cards;
            }
        }
        Event::Table(table) => evolve_table(state, table),
        Event::LongestRoadTaken { seat, .. } => state.longest_road = *seat,
        Event::LargestArmyTaken { seat, .. } => state.largest_army = Some(*seat),
        Event::TurnEnded { next, .. } => {
            state.clear_turn();
            state.phase = Phase::Roll { seat: *next };
        }
        Event::GameWon { seat, .. } => {
            state.offers.clear();
            state.phase = Phase::Finished {
                winner: Some(*seat),
            };
        }
        Event::SpecialBuildingStarted { seat, next, asked } => {
            state.phase = Phase::SpecialBuilding {
                seat: *seat,
                next: *next,
                asked: asked.clone(),
            };
        }
        Event::SpecialBuildPlanned { seat, build } => {
            // A copy redacted for another seat does not say what.
            if let Some(build) = build {
                state.plans.push(Plan {
                    seat: *seat,
                    build: *build,
                });
            }
        }
        Event::SpecialBuildingFinished { seat, plans } => {
            // The seat's plans as it finished stand for all it planned (a
            // copy redacted for another seat does not say what).
            if let Some(Some(plans)) = plans {
                state.plans.retain(|p| p.seat != *seat);
                state.plans.extend(plans.iter().map(|build| Plan {
                    seat: *seat,
                    build: *build,
                }));
            }
            if let Phase::SpecialBuilding { asked, .. } = &mut state.phase {
                asked.retain(|s| s != seat);
            }
        }
        Event::SpecialBuildRefused { seat, .. } => {
            state.plans.retain(|p| p.seat != *seat);
            if let Phase::SpecialBuilding { asked, .. } = &mut state.phase {
                asked.push(*seat);
            }
        }
        Event::SpecialBuildingEnded { next } => {
            state.plans.clear();
            // Cards bought in the phase were bought before the next turn.
            for p in &mut state.players {
                p.bought_this_turn = DevCards::default();
            }
            state.phase = Phase::Roll { seat: *next };
        }
        Event::Scenario(_) => unreachable!("scenario events are applied by the scenario"),
    }
}

/// A build applied in the Special Building Phase was the seat's first plan.
fn take_plan<X: Scenario>(state: &mut State<X>, seat: Seat) {
    if matches!(state.phase, Phase::SpecialBuilding { .. }) {
        if let Some(i) = state.plans.iter().position(|p| p.seat == seat) {
            state.plans.remove(i);
        }
    }
}

/// The board for a layout. Building one allocates a few hundred small
/// vectors, so the last one built on this thread is kept and shared: folding
/// the same game again (reloads, replays, tests) reuses it.
fn board_for(layout: &Layout) -> Arc<Board> {
    thread_local! {
        static LAST: RefCell<Option<(Layout, Arc<Board>)>> = const { RefCell::new(None) };
    }
    LAST.with_borrow_mut(|last| {
        if let Some((l, board)) = last {
            if l == layout {
                return Arc::clone(board);
            }
        }
        let board = board_from_layout(layout);
        *last = Some((layout.clone(), Arc::clone(&board)));
        board
    })
}

/// Folds a whole base-game history from the empty state (a scenario's:
/// [`State::fold`]).
pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event>) -> State {
    State::fold(events)
}

impl<X: Scenario> State<X> {
    /// Folds a whole event history from the empty state.
    pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event<X::Event>>) -> Self {
        let mut state = State::default();
        for e in events {
            evolve(&mut state, e);
        }
        state
    }
}

/// Recomputes the length of `seat`'s longest road.
pub fn recompute_road<X: Scenario>(state: &mut State<X>, seat: Seat) {
    let buildings = &state.buildings;
    let length = longest_road(
        &state.board,
        &state.players[seat.index()].roads,
        |n: NodeId| buildings[n.index()].is_some_and(|b| b.seat != seat),
    );
    state.player_mut(seat).road_length = length;
}

/// A new building breaks other players' roads through its intersection.
fn recompute_roads_broken_at<X: Scenario>(state: &mut State<X>, builder: Seat, node: NodeId) {
    let mut owners: Vec<Seat> = Vec::new();
    for e in &state.board.node(node).edges {
        if let Some(owner) = state.roads[e.index()] {
            if owner != builder && !owners.contains(&owner) {
                owners.push(owner);
            }
        }
    }
    for owner in owners {
        recompute_road(state, owner);
    }
}

/// Moves setup and Road Building on after a road was placed.
fn advance_after_road<X: Scenario>(state: &mut State<X>, seat: Seat) {
    match state.phase {
        Phase::PlaceRoad { round, .. } => {
            // base-catan.md §Setup: snake order, then the first player rolls.
            let n = state.turn_order.len();
            let i = seats::position(&state.turn_order, seat);
            state.phase = match (round, i) {
                (1, i) if i + 1 < n => Phase::PlaceSettlement {
                    seat: state.turn_order[i + 1],
                    round: 1,
                },
                (1, _) => Phase::PlaceSettlement { seat, round: 2 },
                (_, 0) => {
                    state.turn = 1;
                    Phase::Roll {
                        seat: state.turn_order[0],
                    }
                }
                (_, i) => Phase::PlaceSettlement {
                    seat: state.turn_order[i - 1],
                    round: 2,
                },
            };
        }
        Phase::RoadBuilding { seat, left } => {
            state.phase = Phase::RoadBuilding {
                seat,
                left: left.saturating_sub(1),
            };
            advance_road_building(state, seat);
        }
        _ => {}
    }
}

/// Road Building ends when both roads are placed, or no piece or spot is left.
fn advance_road_building<X: Scenario>(state: &mut State<X>, seat: Seat) {
    if let Phase::RoadBuilding { left, .. } = state.phase {
        let any_spot = state.player(seat).roads_left > 0
            && state
                .board
                .edges
                .iter()
                .any(|e| super::decide::road_spot_ok(state, seat, e.id));
        if left == 0 || !any_spot {
            state.resume(seat);
        }
    }
}
