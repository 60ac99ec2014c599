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
    decide_build_city, decide_build_road, decide_build_settlement, pay, settle_after,
};
use super::event::Event;
use super::evolve::evolve;
use super::legal::build_commands;
use super::scenario::{Decision, Scenario};
use super::state::{
    Build, BuildingKind, Phase, State, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST, SETTLEMENT_COST,
};
use crate::rules::common::Chance;
use crate::rules::{RuleError, Seat};

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
        _ => return Err(RuleError::WrongPhase(state.phase.describe())),
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
    let mut events = vec![Event::SpecialBuildingFinished { seat }];
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
