//! The Special Building Phase of the 5-6 player game (five-six-players.md
//! §Special Building Phase, with the reading chosen for slow play): which
//! seats are asked, planning a build, finishing, and applying every plan in
//! clockwise order once all asked seats have finished.
//!
//! All asked seats act at once: each plans its builds (checked against its
//! own hand and the board as it stands, its own earlier plans included)
//! and then finishes. Nothing is built until the last asked seat has
//! finished; then the plans are applied seat by seat, clockwise from the
//! player after the one whose turn ended, each at the usual cost. A plan an
//! earlier seat made impossible (a spot taken, the distance rule, the last
//! development card) is refused with the seat's later plans, and that seat
//! alone is asked again. Whether a seat is asked depends on public counts
//! only: its number of cards against the cheapest thing it has a piece or a
//! card left for.

use super::command::Command;
use super::decide::{
    decide_build_city, decide_build_road, decide_build_settlement, distance_ok, pay, settle_after,
};
use super::event::Event;
use super::evolve::evolve;
use super::legal::build_commands;
use super::scenario::{Decision, Scenario};
use super::state::{
    Build, BuildingKind, Phase, State, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST, SETTLEMENT_COST,
};
use crate::rules::common::{Chance, NodeId, Resources, ScriptedChance};
use crate::rules::{PhaseKind, Pieces, Place, PlansActed, RuleError, Seat};

/// The fewest players who play with a Special Building Phase.
pub const FROM_PLAYERS: usize = 5;

/// True when a game has a Special Building Phase after every turn.
pub fn has_phase<X: Scenario>(state: &State<X>) -> bool {
    state.players.len() >= FROM_PLAYERS
}

/// The fewest cards anything `seat` could build or buy costs, by public
/// counts (pieces left, a settlement on the board, cards in the deck);
/// `None` when it has nothing left to build or buy.
pub fn cheapest_build<X: Scenario>(state: &State<X>, seat: Seat) -> Option<u32> {
    let p = state.player(seat);
    let has_settlement = state
        .buildings
        .iter()
        .flatten()
        .any(|b| b.seat == seat && b.kind == BuildingKind::Settlement);
    [
        (p.roads_left > 0, ROAD_COST),
        (state.deck.total() > 0, DEVELOPMENT_CARD_COST),
        (p.settlements_left > 0, SETTLEMENT_COST),
        (p.cities_left > 0 && has_settlement, CITY_COST),
    ]
    .into_iter()
    .filter(|(left, _)| *left)
    .map(|(_, cost)| cost.total())
    .min()
}

/// True when, by public counts, `seat` might build: it holds at least as
/// many cards as the cheapest thing it could build or buy
/// ([`cheapest_build`]). Its hand's make-up is never looked at.
pub fn might_build<X: Scenario>(state: &State<X>, seat: Seat) -> bool {
    cheapest_build(state, seat).is_some_and(|c| state.player(seat).hand.total() >= c)
}

/// The seats asked after `ended`'s turn: every other seat that might
/// build, clockwise from the next.
pub fn asked_after<X: Scenario>(state: &State<X>, ended: Seat) -> Vec<Seat> {
    let mut asked = Vec::new();
    let mut s = state.next_seat(ended);
    while s != ended {
        if might_build(state, s) {
            asked.push(s);
        }
        s = state.next_seat(s);
    }
    asked
}

/// The state as `seat` plans in it: its own plans applied, in the main part
/// of its turn, so that the classic checks and listings answer for it.
/// Other seats' plans are not applied: they are unknown to it.
pub fn planning_state<X: Scenario>(state: &State<X>, seat: Seat) -> State<X> {
    let mut copy = state.clone();
    copy.phase = Phase::Main { seat };
    copy.plans.clear();
    for plan in state.plans.iter().filter(|p| p.seat == seat) {
        let card = copy.deck.nth(0);
        evolve(&mut copy, &build_event(seat, plan.build, card));
    }
    copy
}

/// The event that applies `build` of `seat` (`card`: the card drawn).
fn build_event<E>(seat: Seat, build: Build, card: Option<super::state::DevCard>) -> Event<E> {
    match build {
        Build::Road { edge } => Event::RoadBuilt { seat, edge },
        Build::Settlement { node } => Event::SettlementBuilt { seat, node },
        Build::City { node } => Event::CityBuilt { seat, node },
        Build::DevelopmentCard => Event::DevelopmentCardBought { seat, card },
    }
}

/// Whether `seat` may build `build` in `state`, which is in the main part
/// of its turn ([`planning_state`]): the usual costs, pieces and places
/// (base-catan.md §A turn, 5).
fn check<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    build: Build,
    chance: &mut impl Chance,
) -> Result<(), RuleError> {
    match build {
        Build::Road { edge } => decide_build_road(state, seat, edge, chance).map(drop),
        Build::Settlement { node } => decide_build_settlement(state, seat, node, chance).map(drop),
        Build::City { node } => decide_build_city(state, seat, node).map(drop),
        Build::DevelopmentCard => {
            pay(state, seat, DEVELOPMENT_CARD_COST)?;
            if state.deck.total() == 0 {
                return Err(RuleError::DeckEmpty);
            }
            Ok(())
        }
    }
}

/// Decides a command sent in the Special Building Phase: a build or a card
/// purchase is planned, `EndSpecialBuilding` finishes; nothing else is
/// allowed (five-six-players.md: no trade, no card play).
pub fn decide<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    command: &Command<X::Command>,
    chance: &mut impl Chance,
) -> Decision<X> {
    let build = match *command {
        Command::BuildRoad { edge } => Build::Road { edge },
        Command::BuildSettlement { node } => Build::Settlement { node },
        Command::BuildCity { node } => Build::City { node },
        Command::BuyDevelopmentCard => Build::DevelopmentCard,
        Command::EndSpecialBuilding => {
            expect_asked(state, seat)?;
            return Ok(finish(state, seat, chance));
        }
        _ => return Err(RuleError::WrongPhase(state.phase.kind())),
    };
    expect_asked(state, seat)?;
    check(&planning_state(state, seat), seat, build, chance)?;
    Ok(vec![Event::SpecialBuildPlanned {
        seat,
        build: Some(build),
    }])
}

fn expect_asked<X: Scenario>(state: &State<X>, seat: Seat) -> Result<(), RuleError> {
    if state.phase.awaiting().contains(&seat) {
        Ok(())
    } else {
        Err(RuleError::NotYourTurn)
    }
}

/// `seat` finishes; when it was the last asked seat, every plan is applied.
fn finish<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    chance: &mut impl Chance,
) -> Vec<Event<X::Event>> {
    let plans = state
        .plans
        .iter()
        .filter(|p| p.seat == seat)
        .map(|p| p.build)
        .collect();
    let mut events = vec![Event::SpecialBuildingFinished {
        seat,
        plans: Some(Some(plans)),
    }];
    if state.phase.awaiting() != [seat] {
        return events;
    }
    let mut after = state.clone();
    evolve(&mut after, &events[0]);
    resolve(&mut after, &mut events, chance);
    events
}

/// Applies the plans clockwise from the player after the one whose turn
/// ended; ends the phase when no plan was refused.
fn resolve<X: Scenario>(
    after: &mut State<X>,
    events: &mut Vec<Event<X::Event>>,
    chance: &mut impl Chance,
) {
    let Phase::SpecialBuilding {
        seat: ended, next, ..
    } = after.phase
    else {
        return;
    };
    let mut s = next;
    while s != ended {
        apply_plans(after, s, events, chance);
        s = after.next_seat(s);
    }
    if after.phase.awaiting().is_empty() {
        // The next player's turn begins: a goal reached in the phase wins now.
        events.extend(settle_after(
            after,
            vec![Event::SpecialBuildingEnded { next }],
        ));
    }
}

/// Applies `seat`'s plans in the order made, until one is refused.
fn apply_plans<X: Scenario>(
    after: &mut State<X>,
    seat: Seat,
    events: &mut Vec<Event<X::Event>>,
    chance: &mut impl Chance,
) {
    while let Some(plan) = after.plans.iter().find(|p| p.seat == seat).copied() {
        let mut trial = after.clone();
        trial.phase = Phase::Main { seat };
        if check(&trial, seat, plan.build, chance).is_err() {
            let refused = Event::SpecialBuildRefused {
                seat,
                build: Some(plan.build),
            };
            evolve(after, &refused);
            events.push(refused);
            return;
        }
        let card = if plan.build == Build::DevelopmentCard {
            after.deck.nth(after.draws.card(chance, after.deck.total()))
        } else {
            None
        };
        events.extend(settle_after(
            after,
            vec![build_event(seat, plan.build, card)],
        ));
    }
}

/// The commands `seat` may send in the Special Building Phase: finish, and
/// every build and purchase its hand still pays for after its plans.
pub fn legal<X: Scenario>(state: &State<X>, seat: Seat, out: &mut Vec<Command<X::Command>>) {
    if !state.phase.awaiting().contains(&seat) {
        return;
    }
    out.push(Command::EndSpecialBuilding);
    build_commands(&planning_state(state, seat), seat, out);
}

/// True when `events` are one plan of a build and nothing else: kept off
/// the log until the seat finishes ([`crate::rules::Rules::only_plans`]).
pub fn only_plans<E>(events: &[Event<E>]) -> bool {
    matches!(events, [Event::SpecialBuildPlanned { build: Some(_), .. }])
}

/// Lays `seat`'s live `plans` over `state` when it waits for `seat` in a
/// Special Building Phase: they follow whatever plans of the seat the
/// state holds (those of a log from before live plans were kept off it),
/// in order; a command that is no build on the board is left out. Whether
/// the state waits for the seat there.
pub fn lay_plans<X: Scenario>(
    state: &mut State<X>,
    seat: Seat,
    plans: &[Command<X::Command>],
) -> bool {
    if !matches!(state.phase, Phase::SpecialBuilding { .. })
        || !state.phase.awaiting().contains(&seat)
    {
        return false;
    }
    let builds: Vec<Build> = plans
        .iter()
        .filter_map(|c| planned_build(state, c))
        .collect();
    state.plans.extend(
        builds
            .into_iter()
            .map(|build| super::state::Plan { seat, build }),
    );
    true
}

/// The build a planned command makes, if it is one and names a place of
/// the board.
fn planned_build<X: Scenario>(state: &State<X>, command: &Command<X::Command>) -> Option<Build> {
    let (edges, nodes) = (state.board.edges.len(), state.board.nodes.len());
    match *command {
        Command::BuildRoad { edge } if edge.index() < edges => Some(Build::Road { edge }),
        Command::BuildSettlement { node } if node.index() < nodes => {
            Some(Build::Settlement { node })
        }
        Command::BuildCity { node } if node.index() < nodes => Some(Build::City { node }),
        Command::BuyDevelopmentCard => Some(Build::DevelopmentCard),
        _ => None,
    }
}

/// True when `build` can never again be made by `seat`: its place is
/// taken or too close to a building (buildings never leave the board), a
/// city's place holds another's building or a city, no road is left, or
/// the deck is empty. A plan the seat cannot pay for now is not gone.
fn gone<X: Scenario>(state: &State<X>, seat: Seat, build: Build) -> bool {
    match build {
        Build::Road { edge } => {
            state.roads[edge.index()].is_some() || state.player(seat).roads_left == 0
        }
        Build::Settlement { node } => !distance_ok(state, node),
        Build::City { node } => match state.building(node) {
            Some(b) => b.seat != seat || b.kind == BuildingKind::City,
            None => !distance_ok(state, node),
        },
        Build::DevelopmentCard => state.deck.total() == 0,
    }
}

/// Whether `seat` may keep `command` as a standing plan: a build or a
/// card purchase on a place of the board that is not gone for good, in a
/// game with a Special Building Phase. Its cost is not looked at: a plan
/// waits until the seat can pay ("if I can pay").
pub fn check_plan<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    command: &Command<X::Command>,
) -> Result<(), RuleError> {
    if !has_phase(state) {
        return Err(RuleError::WrongPhase(PhaseKind::NoSpecialBuilding));
    }
    if seat.index() >= state.players.len() {
        return Err(RuleError::NoSuchSeat);
    }
    let Some(build) = planned_build(state, command) else {
        return Err(RuleError::NoSuchPlace(Place::Build));
    };
    if gone(state, seat, build) {
        return Err(match build {
            Build::DevelopmentCard => RuleError::DeckEmpty,
            Build::Road { .. } if state.player(seat).roads_left == 0 => {
                RuleError::NoPiecesLeft(Pieces::Roads)
            }
            Build::Settlement { .. } | Build::City { .. }
                if state.building(build_node(build)).is_none() =>
            {
                RuleError::TooClose
            }
            _ => RuleError::Occupied,
        });
    }
    Ok(())
}

fn build_node(build: Build) -> NodeId {
    match build {
        Build::Settlement { node } | Build::City { node } => node,
        _ => NodeId(0),
    }
}

/// The commands the seats' standing plans make when `state` waits in a
/// Special Building Phase: for every asked seat, clockwise from the player
/// after the one whose turn ended, its plans (in its order) that it may
/// make once the earlier seats' plans are built, then
/// `EndSpecialBuilding`. A plan the seat cannot pay for is skipped and
/// kept; one whose place is gone ([`gone`]) is skipped and spent; a built
/// one is spent. Because the plans are checked in the order the phase
/// applies them, none of the commands is refused when the phase resolves,
/// so the events say nothing of a plan that was not built.
pub fn act_on_plans<X: Scenario>(
    state: &State<X>,
    plans: &[(Seat, Vec<Command<X::Command>>)],
) -> PlansActed<Command<X::Command>> {
    let mut acted = PlansActed::default();
    let Phase::SpecialBuilding {
        seat: ended,
        next,
        asked,
    } = &state.phase
    else {
        return acted;
    };
    let mut board = state.clone();
    board.plans.clear();
    // Plans made in the log already (a rewind into the phase) come first.
    for plan in &state.plans {
        apply(&mut board, plan.seat, plan.build);
    }
    let mut chance = ScriptedChance::new();
    let mut s = *next;
    while s != *ended {
        if asked.contains(&s) {
            let own = plans
                .iter()
                .find(|(p, _)| *p == s)
                .map_or(&[][..], |(_, list)| list.as_slice());
            for (i, command) in own.iter().enumerate() {
                let Some(build) = planned_build(state, command) else {
                    acted.spent.push((s, i));
                    continue;
                };
                let mut trial = board.clone();
                trial.phase = Phase::Main { seat: s };
                if check(&trial, s, build, &mut chance).is_ok() {
                    acted.commands.push((s, command.clone()));
                    acted.spent.push((s, i));
                    apply(&mut board, s, build);
                } else if gone(&board, s, build) {
                    acted.spent.push((s, i));
                }
            }
            acted.commands.push((s, Command::EndSpecialBuilding));
        }
        s = state.next_seat(s);
    }
    acted
}

/// Builds `build` of `seat` on `board`, as the phase will (the card drawn
/// is any: only the deck's count matters to later plans).
fn apply<X: Scenario>(board: &mut State<X>, seat: Seat, build: Build) {
    let phase = board.phase.clone();
    board.phase = Phase::Main { seat };
    let card = board.deck.nth(0);
    evolve(board, &build_event(seat, build, card));
    board.phase = phase;
}

/// The builds `seat` may add to its standing plans in `state`: those it
/// could make now were it its turn and whatever it holds (a road touching
/// its network, a settlement spot it reaches, a city on its settlement, a
/// card while the deck lasts), in a game with the phase.
pub fn plan_options<X: Scenario>(state: &State<X>, seat: Seat) -> Vec<Command<X::Command>> {
    let mut out = Vec::new();
    if !has_phase(state) || seat.index() >= state.players.len() {
        return out;
    }
    let mut rich = state.clone();
    rich.phase = Phase::Main { seat };
    rich.plans.clear();
    rich.player_mut(seat).hand = Resources::splat(9);
    build_commands(&rich, seat, &mut out);
    out
}
