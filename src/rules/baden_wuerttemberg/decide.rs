//! Deciding a command: check it against the state and the rules, draw any
//! chance it needs, and answer with the events that record what happened.

use super::command::Command;
use super::event::{Event, SeatCards};
use super::evolve::{any_road_spot, evolve};
use super::map::CrossingKind;
use super::state::{
    DevCard, Phase, State, DEVELOPMENT_CARD_COST, LANDMARK_COST, ROAD_COST, TOWN_HALL_COST,
};
use super::BadenWuerttemberg;
use crate::rules::common::table::{decide_table, expect_main, expect_turn, pay};
use crate::rules::common::turn::{
    self, buy_card, check_spot, choose_victim, expect_free_moment, expect_player,
    from_short_supply, largest_holder, longest_holder, roll, seat_order, share_out,
};
use crate::rules::common::{Chance, EdgeId, NodeId, Purpose, Resource, Resources, TileId};
use crate::rules::contract::{GameOptions, Rules};
use crate::rules::{Pieces, Place, RuleError, Ruleset, Seat};

type Decision = Result<Vec<Event>, RuleError>;

/// The events that create a game: the seat order and (unless the founding
/// is variable) the building cost cards dealt, both drawn from `chance`,
/// and `options` under this ruleset's name.
/// The cost cards are shuffled with [`Purpose::Board`]: the map itself is
/// fixed, so the deal is this ruleset's only draw about the board.
pub fn create(options: &GameOptions, chance: &mut impl Chance) -> Decision {
    let players = options.players;
    let turn_order = seat_order(players, BadenWuerttemberg::PLAYERS, chance)?;
    let cost_cards = if options.variable_founding {
        Vec::new()
    } else {
        // clarifications.md: each player draws one card at random.
        let mut deck: Vec<u8> = (0..4).collect();
        chance.shuffle(Purpose::Board, 0, &mut deck);
        deck.truncate(players as usize);
        deck
    };
    Ok(vec![Event::GameCreated {
        players,
        turn_order,
        cost_cards,
        variable_founding: options.variable_founding,
        options: Some(GameOptions {
            ruleset: Ruleset::BadenWuerttemberg,
            ..*options
        }),
    }])
}

/// Decides `command` sent by `seat` against `state`.
///
/// Returns the events to append, or why the rules refuse; a refusal changes
/// nothing. Random outcomes come from `chance` and are written into events.
pub fn decide(state: &State, seat: Seat, command: Command, chance: &mut impl Chance) -> Decision {
    expect_player(state, seat)?;
    match command {
        Command::RollDice => decide_roll(state, seat, chance),
        Command::Table(table) => Ok(decide_table(state, seat, table)?
            .into_iter()
            .map(Event::Table)
            .collect()),
        Command::MoveInventor { tile, victim } => {
            decide_move_inventor(state, seat, tile, victim, chance)
        }
        Command::BuildRoad { edge } => decide_build_road(state, seat, edge),
        Command::BuildTownHall { node } => decide_build_town_hall(state, seat, node),
        Command::BuildLandmark { node } => decide_build_landmark(state, seat, node),
        Command::BuyDevelopmentCard => decide_buy_card(state, seat, chance),
        Command::PlayInvention => {
            check_can_play(state, seat, DevCard::Invention)?;
            Ok(settle(state, vec![Event::InventionPlayed { seat }]))
        }
        Command::PlayRoadBuilding => {
            check_can_play(state, seat, DevCard::RoadBuilding)?;
            if !any_road_spot(state, seat) {
                return Err(RuleError::NoPiecesLeft(Pieces::RoadsOrPlaces));
            }
            Ok(vec![Event::RoadBuildingPlayed { seat }])
        }
        Command::PlaySuccessfulInvention { resources } => {
            decide_successful_invention(state, seat, resources)
        }
        Command::PlayTrade => {
            check_can_play(state, seat, DevCard::Trade)?;
            Ok(vec![Event::TradePlayed { seat }])
        }
        Command::EndTurn => {
            expect_main(state, seat)?;
            // A player who reached the goal in another's turn wins as theirs begins.
            let next = state.next_seat(seat);
            Ok(settle(state, vec![Event::TurnEnded { seat, next }]))
        }
    }
}

fn decide_roll(state: &State, seat: Seat, chance: &mut impl Chance) -> Decision {
    let (dice, gains) = roll(state, seat, chance, |sum| production(state, sum))?;
    let mut events = vec![Event::DiceRolled { seat, dice }];
    if let Some(gains) = gains.filter(|g| !g.is_empty()) {
        events.push(Event::ResourcesProduced { gains });
    }
    Ok(events)
}

/// What each seat receives for a roll of `sum`: one card per town hall
/// around each field with that number, except the inventor's field
/// (baden-wuerttemberg.txt §Yield phase), with the base game's shortage
/// rule (clarifications.md): a resource the supply cannot pay in full goes
/// to nobody, unless only one player is owed it.
pub fn production(state: &State, sum: u8) -> Vec<SeatCards> {
    let board = &state.map().board;
    let mut owed = [Resources::ZERO; 4];
    let owed = &mut owed[..state.players.len()];
    for (tile, resource) in board.yielding(sum, state.inventor) {
        for node in &tile.nodes {
            if let Some(owner) = state.town_hall(*node) {
                owed[owner.index()] += Resources::of(resource, 1);
            }
        }
    }
    share_out(state.supply, owed)
}

fn decide_move_inventor(
    state: &State,
    seat: Seat,
    tile: TileId,
    victim: Option<Seat>,
    chance: &mut impl Chance,
) -> Decision {
    expect_turn(state, seat)?;
    if !matches!(state.phase, Phase::MoveInventor { .. }) {
        return Err(RuleError::WrongPhase(state.phase.kind()));
    }
    if !state.map().board.has_tile(tile) {
        return Err(RuleError::NoSuchPlace(Place::LandscapeField));
    }
    if tile == state.inventor {
        return Err(RuleError::RobberMustMove);
    }
    let candidates = state.draw_candidates(seat, tile);
    let mut events = vec![Event::InventorMoved { seat, tile }];
    if let Some((victim, resource)) = choose_victim(state, victim, &candidates, chance)? {
        events.push(Event::CardStolen {
            seat,
            victim,
            resource,
        });
    }
    Ok(events)
}

fn decide_build_road(state: &State, seat: Seat, edge: EdgeId) -> Decision {
    expect_turn(state, seat)?;
    check_spot(
        state.map().board.has_edge(edge),
        || state.roads[edge.index()].is_some(),
        state.player(seat).roads_left,
        (Place::Path, Pieces::Roads),
    )?;
    match &state.phase {
        Phase::RoadBuilding { .. } => {}
        Phase::Main { .. } => pay(state, seat, ROAD_COST)?,
        other => return Err(RuleError::WrongPhase(other.kind())),
    }
    if !state.road_spot_ok(seat, edge) {
        return Err(RuleError::NotConnected);
    }
    Ok(settle(state, vec![Event::RoadBuilt { seat, edge }]))
}

fn decide_build_town_hall(state: &State, seat: Seat, node: NodeId) -> Decision {
    expect_turn(state, seat)?;
    if !state.map().board.has_node(node) {
        return Err(RuleError::NoSuchPlace(Place::Crossing));
    }
    check_spot(
        state.map().kind(node) == CrossingKind::Town,
        || state.town_hall(node).is_some(),
        state.player(seat).town_halls_left,
        (Place::TownField, Pieces::TownHalls),
    )?;
    let mut events = vec![Event::TownHallBuilt { seat, node }];
    match state.phase {
        Phase::Found { round, .. } => {
            // The last town hall founded gives the starting resources.
            if round == 3 {
                let cards = state.map().resources_around(node);
                events.push(Event::StartingResourcesTaken { seat, cards });
            }
            return Ok(events);
        }
        Phase::Main { .. } => pay(state, seat, TOWN_HALL_COST)?,
        ref other => return Err(RuleError::WrongPhase(other.kind())),
    }
    if !state.touches_own_road(seat, node) {
        return Err(RuleError::NotConnected);
    }
    Ok(settle(state, events))
}

fn decide_build_landmark(state: &State, seat: Seat, node: NodeId) -> Decision {
    expect_main(state, seat)?;
    if !state.map().board.has_node(node) {
        return Err(RuleError::NoSuchPlace(Place::Crossing));
    }
    if state.map().kind(node) != CrossingKind::Landmark {
        return Err(RuleError::NoSuchPlace(Place::LandmarkField));
    }
    if state.landmarks[node.index()] {
        return Err(RuleError::Occupied);
    }
    pay(state, seat, LANDMARK_COST)?;
    if !state.touches_own_road(seat, node) {
        return Err(RuleError::NotConnected);
    }
    Ok(vec![Event::LandmarkBuilt { seat, node }])
}

fn decide_buy_card(state: &State, seat: Seat, chance: &mut impl Chance) -> Decision {
    let card = buy_card(state, seat, DEVELOPMENT_CARD_COST, chance)?;
    // An achievement bought this turn counts at once (baden-wuerttemberg.txt
    // §Achievements).
    Ok(settle(
        state,
        vec![Event::DevelopmentCardBought { seat, card }],
    ))
}

/// Checks that `seat` may play `card` now: in its own turn, before or after
/// rolling, one card per turn, never one bought this turn
/// (baden-wuerttemberg.txt §Playing a development card; clarifications.md).
/// Achievements are never played: they are revealed on winning.
pub fn check_can_play(state: &State, seat: Seat, card: DevCard) -> Result<(), RuleError> {
    if card == DevCard::Achievement {
        expect_free_moment(state, seat)?;
        return Err(RuleError::NoSuchCard(card.into()));
    }
    turn::check_can_play(state, seat, card)
}

fn decide_successful_invention(state: &State, seat: Seat, resources: [Resource; 2]) -> Decision {
    check_can_play(state, seat, DevCard::SuccessfulInvention)?;
    let cards = from_short_supply(state.supply, resources);
    Ok(vec![Event::SuccessfulInventionPlayed { seat, cards }])
}

/// Appends what follows from `events` by itself: the victory fields
/// changing hands, and victory of the player whose turn it is.
fn settle(state: &State, mut events: Vec<Event>) -> Vec<Event> {
    let mut after = state.clone();
    for e in &events {
        evolve(&mut after, e);
    }
    // Only roads and town halls change trade road lengths.
    let roads_changed = events
        .iter()
        .any(|e| matches!(e, Event::RoadBuilt { .. } | Event::TownHallBuilt { .. }));
    if let Some((holder, length)) = roads_changed
        .then(|| longest_trade_road_holder(&after))
        .flatten()
    {
        if holder != after.longest_trade_road {
            let e = Event::LongestTradeRoadTaken {
                seat: holder,
                length,
            };
            evolve(&mut after, &e);
            events.push(e);
        }
    }
    if let Some((holder, inventions)) = largest_inventor_holder(&after) {
        if Some(holder) != after.largest_inventor {
            let e = Event::LargestInventorTaken {
                seat: holder,
                inventions,
            };
            evolve(&mut after, &e);
            events.push(e);
        }
    }
    if let Some(e) = victory(&after) {
        events.push(e);
    }
    events
}

/// Who should hold Longest Trade Road now, and the longest length; `None`
/// when nothing is to be decided. Five roads at least; ties and setting
/// aside as the base game's Longest Road (clarifications.md). A player with
/// no town hall left in supply cannot take it.
fn longest_trade_road_holder(state: &State) -> Option<(Option<Seat>, u8)> {
    // Searched here, once per decision, rather than on every fold.
    let lengths: Vec<u8> = (0..state.players.len())
        .map(|i| state.road_length(Seat(i as u8)))
        .collect();
    longest_holder(
        lengths.len(),
        |s| lengths[s.index()],
        state.longest_trade_road,
        |s| state.player(s).town_halls_left > 0,
    )
}

/// Who should hold Largest Inventor: three inventions at least, and only
/// strictly more takes it over (baden-wuerttemberg.txt §Largest Inventor).
fn largest_inventor_holder(state: &State) -> Option<(Seat, u8)> {
    largest_holder(
        state.players.len(),
        |s| state.player(s).inventions,
        state.largest_inventor,
        |s| state.player(s).town_halls_left > 0,
    )
}

/// Victory of the current player (baden-wuerttemberg.txt §End of the game):
/// only in their own turn, never during the founding; the achievements are
/// revealed then, one bought this turn included.
fn victory(state: &State) -> Option<Event> {
    if matches!(state.phase, Phase::Found { .. }) {
        return None;
    }
    let seat = state.phase.current()?;
    let points = state.total_points(seat);
    (points >= state.points_to_win()).then(|| Event::GameWon {
        seat,
        points,
        achievements: state.player(seat).dev_cards.achievement,
    })
}
