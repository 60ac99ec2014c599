//! Evolving the state by one event. Pure, total and deterministic: no clock,
//! no chance, no checks beyond debug assertions (an impossible event is a bug).

use super::event::Event;
use super::state::{
    DevCard, DevCards, Phase, Player, State, DEVELOPMENT_CARD_COST, LANDMARK_COST, ROADS,
    ROAD_COST, SUPPLY_PER_RESOURCE, TOWN_HALLS, TOWN_HALL_COST,
};
use crate::rules::common::seats;
use crate::rules::common::table::{evolve_table, from_supply, to_supply};
use crate::rules::common::turn::{
    card_bought, card_played, dice_rolled, evolve_turn, robber_card_played, Turn,
};
use crate::rules::common::Resources;
use crate::rules::Seat;

/// Applies one event to the state.
pub fn evolve(state: &mut State, event: &Event) {
    state.version += 1;
    match event {
        Event::GameCreated {
            players,
            turn_order,
            cost_cards,
            variable_founding,
            ..
        } => create(state, *players, turn_order, cost_cards, *variable_founding),
        Event::TownHallBuilt { seat, node } => {
            if matches!(state.phase, Phase::Main { .. }) {
                to_supply(state, *seat, TOWN_HALL_COST);
            }
            state.town_halls[node.index()] = Some(*seat);
            state.player_mut(*seat).town_halls_left -= 1;
            if let Phase::Found { round, .. } = state.phase {
                advance_founding(state, *seat, round);
            }
        }
        Event::RoadBuilt { seat, edge } => {
            if matches!(state.phase, Phase::Main { .. }) {
                to_supply(state, *seat, ROAD_COST);
            }
            state.roads[edge.index()] = Some(*seat);
            let p = state.player_mut(*seat);
            p.roads_left -= 1;
            p.roads.push(*edge);
            if let Phase::RoadBuilding { seat, left } = state.phase {
                state.phase = Phase::RoadBuilding {
                    seat,
                    left: left.saturating_sub(1),
                };
                advance_road_building(state, seat);
            }
        }
        Event::LandmarkBuilt { seat, node } => {
            to_supply(state, *seat, LANDMARK_COST);
            state.landmarks[node.index()] = true;
        }
        Event::StartingResourcesTaken { seat, cards } => from_supply(state, *seat, *cards),
        Event::DiceRolled { seat, dice } => {
            dice_rolled(state, *seat, *dice, |s, seat| s.player(seat).hand.total());
        }
        event @ (Event::ResourcesProduced { .. }
        | Event::InventorMoved { .. }
        | Event::CardStolen { .. }) => evolve_turn!(state, event, InventorMoved),
        Event::DevelopmentCardBought { seat, card } => {
            card_bought(state, *seat, *card, DEVELOPMENT_CARD_COST);
        }
        Event::InventionPlayed { seat } => robber_card_played(state, *seat, DevCard::Invention),
        Event::RoadBuildingPlayed { seat } => {
            card_played(state, *seat, DevCard::RoadBuilding);
            state.phase = Phase::RoadBuilding {
                seat: *seat,
                left: 2,
            };
            advance_road_building(state, *seat);
        }
        Event::SuccessfulInventionPlayed { seat, cards } => {
            card_played(state, *seat, DevCard::SuccessfulInvention);
            from_supply(state, *seat, *cards);
        }
        Event::TradePlayed { seat } => {
            card_played(state, *seat, DevCard::Trade);
            state.trade_card = true;
        }
        Event::Table(table) => evolve_table(state, table),
        Event::LongestTradeRoadTaken { seat, .. } => {
            let before = state.longest_trade_road;
            move_victory_town_hall(state, before, *seat);
            state.longest_trade_road = *seat;
        }
        Event::LargestInventorTaken { seat, .. } => {
            let before = state.largest_inventor;
            move_victory_town_hall(state, before, Some(*seat));
            state.largest_inventor = Some(*seat);
        }
        Event::TurnEnded { next, .. } => {
            state.clear_turn();
            state.trade_card = false;
            state.phase = Phase::Roll { seat: *next };
        }
        Event::GameWon { seat, .. } => {
            state.offers.clear();
            state.phase = Phase::Finished { winner: *seat };
        }
    }
}

/// Folds a whole event history from the empty state.
pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event>) -> State {
    let mut state = State::default();
    for e in events {
        evolve(&mut state, e);
    }
    state
}

fn create(
    state: &mut State,
    players: u8,
    turn_order: &[Seat],
    cost_cards: &[u8],
    variable_founding: bool,
) {
    let map = state.map();
    state.players = (0..players)
        .map(|_| Player {
            town_halls_left: TOWN_HALLS,
            roads_left: ROADS,
            roads: Vec::with_capacity(ROADS as usize),
            ..Player::default()
        })
        .collect();
    state.turn_order = turn_order.to_vec();
    state.supply = Resources::splat(SUPPLY_PER_RESOURCE);
    state.deck = DevCards::DECK;
    state.inventor = map.inventor_start;
    state.town_halls = vec![None; map.board.nodes.len()];
    state.landmarks = vec![false; map.board.nodes.len()];
    state.roads = vec![None; map.board.edges.len()];
    if variable_founding {
        state.phase = Phase::Found {
            seat: turn_order[0],
            round: 1,
        };
        return;
    }
    // baden-wuerttemberg.txt §Setup: three town halls on the card's towns
    // and the card's resources.
    for (i, &card) in cost_cards.iter().enumerate() {
        let seat = Seat(i as u8);
        let card_data = &map.cost_cards[card as usize];
        for town in card_data.towns {
            state.town_halls[town.index()] = Some(seat);
        }
        let p = state.player_mut(seat);
        p.town_halls_left -= 3;
        p.cost_card = Some(card);
        from_supply(state, seat, card_data.resources);
    }
    state.turn = 1;
    state.phase = Phase::Roll {
        seat: turn_order[0],
    };
}

/// The variable founding goes round three times: in turn order, back
/// against it, and in turn order again (baden-wuerttemberg.txt, last page).
fn advance_founding(state: &mut State, seat: Seat, round: u8) {
    let n = state.turn_order.len();
    let i = seats::position(&state.turn_order, seat);
    state.phase = match round {
        1 | 3 if i + 1 < n => Phase::Found {
            seat: state.turn_order[i + 1],
            round,
        },
        1 => Phase::Found { seat, round: 2 },
        2 if i > 0 => Phase::Found {
            seat: state.turn_order[i - 1],
            round: 2,
        },
        2 => Phase::Found { seat, round: 3 },
        _ => {
            state.turn = 1;
            Phase::Roll {
                seat: state.turn_order[0],
            }
        }
    };
}

/// The previous holder's town hall goes back to their supply; the new
/// holder's comes from theirs (clarifications.md).
fn move_victory_town_hall(state: &mut State, before: Option<Seat>, after: Option<Seat>) {
    if let Some(b) = before {
        state.player_mut(b).town_halls_left += 1;
    }
    if let Some(a) = after {
        state.player_mut(a).town_halls_left -= 1;
    }
}

/// Road Building ends when both roads are placed, or no piece or spot is left.
fn advance_road_building(state: &mut State, seat: Seat) {
    if let Phase::RoadBuilding { left, .. } = state.phase {
        if left == 0 || !any_road_spot(state, seat) {
            state.resume(seat);
        }
    }
}

/// True when `seat` has a road piece and somewhere to put it.
pub fn any_road_spot(state: &State, seat: Seat) -> bool {
    state.player(seat).roads_left > 0
        && state
            .map()
            .board
            .edges
            .iter()
            .any(|e| state.road_spot_ok(seat, e.id))
}
