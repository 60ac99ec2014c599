//! Deciding a command: check it against the state and the rules, draw any
//! chance it needs, and answer with the events that record what happened.

use super::command::Command;
use super::event::{Event, SeatCards};
use super::evolve::evolve;
use super::scenario::{is_base, Decision, Scenario};
use super::setup::layout_for;
use super::special;
use super::state::{
    Building, BuildingKind, DevCard, Phase, State, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST,
    SETTLEMENT_COST,
};
use crate::rules::common::table::decide_table;
pub use crate::rules::common::table::{expect_main, expect_turn, pay};
use crate::rules::common::turn::{
    self, buy_card, check_spot, choose_victim, expect_player, from_short_supply, largest_holder,
    longest_holder, roll, seat_order, share_out,
};
use crate::rules::common::{Chance, EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::contract::GameOptions;
use crate::rules::{Pieces, Place, RuleError, Seat};
use std::any::Any;
use std::cell::RefCell;

/// Decides `command` sent by `seat` against `state`.
///
/// Returns the events to append, or why the rules refuse; a refusal changes
/// nothing. Random outcomes come from `chance` and are written into events.
pub fn decide<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    command: Command<X::Command>,
    chance: &mut impl Chance,
) -> Decision<X> {
    if let Command::CreateGame { players, board } = command {
        return decide_create(
            state,
            GameOptions::new(X::REGISTRATION.ruleset, players, board),
            chance,
        );
    }
    expect_player(state, seat)?;
    if matches!(state.phase, Phase::SpecialBuilding { .. }) {
        return special::decide(state, seat, &command, chance);
    }
    if let Some(decision) = X::intercept(state, seat, &command, chance) {
        return decision;
    }
    let events = match command {
        Command::CreateGame { .. } => unreachable!("handled above"),
        Command::Scenario(command) => X::decide(state, seat, command, chance)?,
        Command::RollDice => decide_roll(state, seat, chance)?,
        Command::Table(table) => decide_table(state, seat, table)?
            .into_iter()
            .map(Event::Table)
            .collect(),
        Command::MoveRobber { tile, victim } => {
            decide_move_robber(state, seat, tile, victim, chance)?
        }
        Command::BuildRoad { edge } => decide_build_road(state, seat, edge, chance)?,
        Command::BuildSettlement { node } => decide_build_settlement(state, seat, node, chance)?,
        Command::BuildCity { node } => decide_build_city(state, seat, node)?,
        Command::BuyDevelopmentCard => decide_buy_card(state, seat, chance)?,
        Command::PlayKnight => {
            check_can_play(state, seat, DevCard::Knight)?;
            settle(state, vec![Event::KnightPlayed { seat }])
        }
        Command::PlayRoadBuilding => {
            check_can_play(state, seat, DevCard::RoadBuilding)?;
            vec![Event::RoadBuildingPlayed { seat }]
        }
        Command::PlayYearOfPlenty { resources } => decide_year_of_plenty(state, seat, resources)?,
        Command::PlayMonopoly { resource } => decide_monopoly(state, seat, resource)?,
        Command::EndTurn => {
            expect_main(state, seat)?;
            let next = state.next_seat(seat);
            let ended = Event::TurnEnded { seat, next };
            let asked = if special::has_phase(state) {
                special::asked_after(state, seat)
            } else {
                Vec::new()
            };
            if asked.is_empty() {
                // A player who reached the goal in another's turn wins as theirs begins.
                settle(state, vec![ended])
            } else {
                // five-six-players.md §Special Building Phase: before `next` rolls.
                vec![ended, Event::SpecialBuildingStarted { seat, next, asked }]
            }
        }
        Command::EndSpecialBuilding => return Err(RuleError::WrongPhase(state.phase.kind())),
    };
    Ok(events)
}

/// The events that create a game of scenario `X` with `options`, recorded
/// in `GameCreated` under `X`'s ruleset (classic has no founding option).
pub fn create<X: Scenario>(options: &GameOptions, chance: &mut impl Chance) -> Decision<X> {
    let options = GameOptions {
        ruleset: X::REGISTRATION.ruleset,
        variable_founding: false,
        ..*options
    };
    decide_create(&State::<X>::default(), options, chance)
}

fn decide_create<X: Scenario>(
    state: &State<X>,
    options: GameOptions,
    chance: &mut impl Chance,
) -> Decision<X> {
    if state.phase != Phase::Lobby {
        return Err(RuleError::AlreadyCreated);
    }
    let players = options.players;
    let turn_order = seat_order(players, X::REGISTRATION.players, chance)?;
    let layout = X::layout(options.board, chance)
        .unwrap_or_else(|| layout_for(players, options.board, chance));
    let mut events = vec![Event::GameCreated {
        players,
        turn_order,
        layout,
        options: Some(options),
    }];
    if !is_base::<X>() {
        with_copy(state, |after| {
            evolve(after, &events[0]);
            X::created(after, &mut events, chance);
        });
    }
    Ok(events)
}

fn decide_roll<X: Scenario>(state: &State<X>, seat: Seat, chance: &mut impl Chance) -> Decision<X> {
    let (dice, gains) = roll(state, seat, chance, |sum| production(state, sum))?;
    let mut events = vec![Event::DiceRolled { seat, dice }];
    // A 7 yields nothing, and the scenario has nothing to add.
    let Some(gains) = gains else {
        return Ok(events);
    };
    if !gains.is_empty() {
        events.push(Event::ResourcesProduced { gains });
    }
    if !is_base::<X>() {
        with_copy(state, |after| {
            for e in &events {
                evolve(after, e);
            }
            X::after_production(after, &mut events, chance);
        });
    }
    Ok(events)
}

/// What each seat receives for a roll of `sum` (base-catan.md §A turn, 2),
/// with the bank-shortage rule (official FAQ): a resource the bank cannot
/// pay in full goes to nobody, unless only one player is owed it.
pub fn production<X: Scenario>(state: &State<X>, sum: u8) -> Vec<SeatCards> {
    // Rolled every turn: the shares stay on the stack for up to 8 seats.
    let n = state.players.len();
    let mut on_stack = [Resources::ZERO; 8];
    let mut on_heap = Vec::new();
    let owed: &mut [Resources] = if n <= on_stack.len() {
        &mut on_stack[..n]
    } else {
        on_heap.resize(n, Resources::ZERO);
        &mut on_heap
    };
    for (tile, resource) in state.board.yielding(sum, state.robber) {
        for node in &tile.nodes {
            if let Some(b) = state.building(*node) {
                let amount = X::yield_at(state, tile.id, *node, b);
                owed[b.seat.index()] += Resources::of(resource, amount);
            }
        }
    }
    share_out(state.bank, owed)
}

/// The seats `seat` may steal from with the robber on `tile`.
pub fn steal_candidates<X: Scenario>(state: &State<X>, seat: Seat, tile: TileId) -> Vec<Seat> {
    let mut out: Vec<Seat> = Vec::new();
    for node in &state.board.tile(tile).nodes {
        if let Some(b) = state.building(*node) {
            if b.seat != seat && !out.contains(&b.seat) && state.player(b.seat).hand.total() > 0 {
                out.push(b.seat);
            }
        }
    }
    out.sort_unstable();
    out
}

fn decide_move_robber<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    tile: TileId,
    victim: Option<Seat>,
    chance: &mut impl Chance,
) -> Decision<X> {
    expect_turn(state, seat)?;
    if !matches!(state.phase, Phase::MoveRobber { .. }) {
        return Err(RuleError::WrongPhase(state.phase.kind()));
    }
    if !state.board.has_tile(tile) {
        return Err(RuleError::NoSuchPlace(Place::Hex));
    }
    if tile == state.robber {
        return Err(RuleError::RobberMustMove);
    }
    let candidates = steal_candidates(state, seat, tile);
    let mut events = vec![Event::RobberMoved { seat, tile }];
    if let Some((victim, resource)) = choose_victim(state, victim, &candidates, chance)? {
        events.push(Event::CardStolen {
            seat,
            victim,
            resource,
        });
    }
    if !is_base::<X>() {
        with_copy(state, |after| {
            for e in &events {
                evolve(after, e);
            }
            X::after_robber_moved(after, seat, &mut events, chance);
        });
    }
    Ok(events)
}

/// True when `seat` may build a road on `edge` by the placement rules alone
/// (empty, and touching its own building, or its own road through an
/// intersection no opponent holds: base-catan.md §A turn, 5).
pub fn road_spot_ok<X: Scenario>(state: &State<X>, seat: Seat, edge: EdgeId) -> bool {
    if state.roads[edge.index()].is_some() {
        return false;
    }
    state
        .board
        .edge(edge)
        .nodes
        .iter()
        .any(|&n| match state.building(n) {
            Some(b) => b.seat == seat,
            None => state
                .board
                .node(n)
                .edges
                .iter()
                .any(|e| *e != edge && state.roads[e.index()] == Some(seat)),
        })
}

/// True when no settlement or city stands on or next to `node` (the
/// distance rule, base-catan.md §Setup 4).
pub fn distance_ok<X: Scenario>(state: &State<X>, node: NodeId) -> bool {
    state.building(node).is_none()
        && state
            .board
            .node(node)
            .neighbours
            .iter()
            .all(|n| state.building(*n).is_none())
}

/// True when `seat` has a road ending at `node`.
pub fn touches_own_road<X: Scenario>(state: &State<X>, seat: Seat, node: NodeId) -> bool {
    state
        .board
        .node(node)
        .edges
        .iter()
        .any(|e| state.roads[e.index()] == Some(seat))
}

pub(super) fn decide_build_road<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    edge: EdgeId,
    chance: &mut impl Chance,
) -> Decision<X> {
    expect_turn(state, seat)?;
    check_spot(
        state.board.has_edge(edge),
        || state.roads[edge.index()].is_some(),
        state.player(seat).roads_left,
        (Place::Path, Pieces::Roads),
    )?;
    match &state.phase {
        Phase::PlaceRoad { settlement, .. } => {
            if !state.board.edge(edge).nodes.contains(settlement) {
                return Err(RuleError::NotNextToSettlement);
            }
        }
        Phase::RoadBuilding { .. } => {
            if !road_spot_ok(state, seat, edge) {
                return Err(RuleError::NotConnected);
            }
        }
        Phase::Main { .. } => {
            pay(state, seat, ROAD_COST)?;
            if !road_spot_ok(state, seat, edge) {
                return Err(RuleError::NotConnected);
            }
        }
        other => return Err(RuleError::WrongPhase(other.kind())),
    }
    let mut events = vec![Event::RoadBuilt { seat, edge }];
    if !is_base::<X>() {
        with_copy(state, |after| {
            evolve(after, &events[0]);
            X::after_road_built(after, seat, edge, &mut events, chance);
        });
    }
    Ok(settle(state, events))
}

pub(super) fn decide_build_settlement<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    node: NodeId,
    chance: &mut impl Chance,
) -> Decision<X> {
    expect_turn(state, seat)?;
    check_spot(
        state.board.has_node(node),
        || state.building(node).is_some(),
        state.player(seat).settlements_left,
        (Place::Intersection, Pieces::Settlements),
    )?;
    let mut events = vec![Event::SettlementBuilt { seat, node }];
    match state.phase {
        Phase::PlaceSettlement { round, .. } => {
            if !distance_ok(state, node) {
                return Err(RuleError::TooClose);
            }
            // base-catan.md §Setup 3: resources for the second settlement.
            if round == 2 {
                let mut cards = Resources::ZERO;
                let settlement = Building {
                    seat,
                    kind: BuildingKind::Settlement,
                };
                for t in &state.board.node(node).tiles {
                    if let Some(r) = state.board.tile(*t).terrain.resource() {
                        if X::yield_at(state, *t, node, settlement) > 0 {
                            cards += Resources::of(r, 1);
                        }
                    }
                }
                if !cards.is_empty() {
                    events.push(Event::StartingResourcesTaken { seat, cards });
                }
            }
        }
        Phase::Main { .. } => {
            pay(state, seat, SETTLEMENT_COST)?;
            if !distance_ok(state, node) {
                return Err(RuleError::TooClose);
            }
            if !touches_own_road(state, seat, node) {
                return Err(RuleError::NotConnected);
            }
        }
        ref other => return Err(RuleError::WrongPhase(other.kind())),
    }
    if !is_base::<X>() {
        with_copy(state, |after| {
            for e in &events {
                evolve(after, e);
            }
            X::after_settlement_built(after, seat, node, &mut events, chance);
        });
    }
    Ok(settle(state, events))
}

pub(super) fn decide_build_city<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    node: NodeId,
) -> Decision<X> {
    expect_main(state, seat)?;
    if !state.board.has_node(node) {
        return Err(RuleError::NoSuchPlace(Place::Intersection));
    }
    match state.building(node) {
        Some(b) if b.seat == seat && b.kind == BuildingKind::Settlement => {}
        _ => return Err(RuleError::NotYourSettlement),
    }
    if state.player(seat).cities_left == 0 {
        return Err(RuleError::NoPiecesLeft(Pieces::Cities));
    }
    pay(state, seat, CITY_COST)?;
    Ok(settle(state, vec![Event::CityBuilt { seat, node }]))
}

fn decide_buy_card<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Decision<X> {
    let card = buy_card(state, seat, DEVELOPMENT_CARD_COST, chance)?;
    Ok(settle(
        state,
        vec![Event::DevelopmentCardBought { seat, card }],
    ))
}

/// Checks that `seat` may play `card` now (base-catan.md §A turn, 6): in its
/// own turn, before or after rolling, one card per turn, never one bought
/// this turn.
pub fn check_can_play<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    card: DevCard,
) -> Result<(), RuleError> {
    turn::check_can_play(state, seat, card)
}

fn decide_year_of_plenty<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    resources: [Resource; 2],
) -> Decision<X> {
    check_can_play(state, seat, DevCard::YearOfPlenty)?;
    let cards = from_short_supply(state.bank, resources);
    Ok(vec![Event::YearOfPlentyPlayed { seat, cards }])
}

fn decide_monopoly<X: Scenario>(state: &State<X>, seat: Seat, resource: Resource) -> Decision<X> {
    check_can_play(state, seat, DevCard::Monopoly)?;
    let taken = state
        .players
        .iter()
        .enumerate()
        .filter(|(i, p)| *i != seat.index() && p.hand.get(resource) > 0)
        .map(|(i, p)| SeatCards {
            seat: Seat(i as u8),
            cards: Resources::of(resource, p.hand.get(resource)),
        })
        .collect();
    Ok(vec![Event::MonopolyPlayed {
        seat,
        resource,
        taken,
    }])
}

thread_local! {
    /// States to play a decision's events forward on, to see what follows
    /// from them: one per scenario type. Reused, so that a decision
    /// allocates no copy of the state once warmed up: [`State::clone_from`]
    /// keeps the vectors' buffers.
    static SCRATCH: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on a copy of `state`: the scratch state when it is free, a
/// fresh clone when a hook deciding inside a decision holds it.
pub fn with_copy<X: Scenario, R>(state: &State<X>, f: impl FnOnce(&mut State<X>) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let i = match scratch.iter().position(|s| s.is::<State<X>>()) {
                Some(i) => i,
                None => {
                    scratch.push(Box::new(State::<X>::default()));
                    scratch.len() - 1
                }
            };
            let after = scratch[i]
                .downcast_mut::<State<X>>()
                .expect("the scratch state found has this type");
            after.clone_from(state);
            f(after)
        }
        Err(_) => f(&mut state.clone()),
    })
}

/// Appends what follows from `events` by itself: Longest Road and Largest
/// Army changing hands, and victory of the player whose turn it is.
pub fn settle<X: Scenario>(state: &State<X>, events: Vec<Event<X::Event>>) -> Vec<Event<X::Event>> {
    with_copy(state, |after| settle_after(after, events))
}

pub(super) fn settle_after<X: Scenario>(
    after: &mut State<X>,
    mut events: Vec<Event<X::Event>>,
) -> Vec<Event<X::Event>> {
    for e in &events {
        evolve(after, e);
    }
    if let Some((holder, length)) = longest_road_holder(after) {
        if holder != after.longest_road {
            let e = Event::LongestRoadTaken {
                seat: holder,
                length,
            };
            evolve(after, &e);
            events.push(e);
        }
    }
    if let Some((holder, knights)) = largest_army_holder(after) {
        if Some(holder) != after.largest_army {
            let e = Event::LargestArmyTaken {
                seat: holder,
                knights,
            };
            evolve(after, &e);
            events.push(e);
        }
    }
    if let Some(e) = victory(after) {
        events.push(e);
    }
    events
}

/// Who should hold Longest Road now (base-catan.md §Longest Road), and the
/// longest length; `None` when nothing is to be decided (no roads yet).
pub fn longest_road_holder<X: Scenario>(state: &State<X>) -> Option<(Option<Seat>, u8)> {
    longest_holder(
        state.players.len(),
        |s| state.player(s).road_length,
        state.longest_road,
        |_| true,
    )
}

/// Who should hold Largest Army (base-catan.md §Largest Army).
pub fn largest_army_holder<X: Scenario>(state: &State<X>) -> Option<(Seat, u8)> {
    largest_holder(
        state.players.len(),
        |s| state.player(s).knights_played,
        state.largest_army,
        |_| true,
    )
}

/// Victory of the current player (base-catan.md §Victory): only in their own
/// turn, and never during setup; never here when the scenario checks
/// victory itself.
pub fn victory<X: Scenario>(state: &State<X>) -> Option<Event<X::Event>> {
    if !X::victory_during_turn() || state.phase.is_setup() {
        return None;
    }
    let seat = state.phase.current()?;
    let points = state.total_points(seat);
    (points >= X::points_to_win(state)).then_some(Event::GameWon { seat, points })
}
