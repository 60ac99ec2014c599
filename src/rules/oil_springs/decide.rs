//! Deciding in an Oil Springs game: the scenario's own commands, the classic
//! commands it decides instead of classic (ending the turn with the disaster
//! phase, the robber, trades with oil), and what follows production and a
//! second starting settlement.

use super::command::OilCommand;
use super::event::{OilEvent, SeatOil};
use super::state::{
    OilSprings, METROPOLIS_COST, METROPOLIS_OIL, POINTS_TO_WIN, POLLUTION_OIL,
    SEQUESTERED_PER_POINT, TOKENS_TO_ABANDON, TRACK_LIMIT,
};
use crate::rules::classic::decide::{check_can_play, settle, with_copy};
use crate::rules::classic::evolve::evolve;
use crate::rules::classic::scenario::Decision;
use crate::rules::classic::state::{Answer, BuildingKind, DevCard, Phase, MAX_OPEN_OFFERS};
use crate::rules::classic::{Command, Event, State};
use crate::rules::common::table::{TableCommand, TableEvent};
use crate::rules::common::{Chance, NodeId, Purpose, Resources, TileId};
use crate::rules::{Pieces, Place, RuleError, Seat};

type S = State<OilSprings>;
type E = Event<OilEvent>;

fn oil(e: OilEvent) -> E {
    Event::Scenario(e)
}

/// Fails unless it is `seat`'s turn, in the main part (dice rolled).
fn expect_main(state: &S, seat: Seat) -> Result<(), RuleError> {
    match state.phase {
        Phase::Main { seat: s } if s == seat => Ok(()),
        _ if state.phase.current() != Some(seat) => Err(RuleError::NotYourTurn),
        _ => Err(RuleError::WrongPhase(state.phase.kind())),
    }
}

/// Decides one of the scenario's own commands.
pub fn decide_oil(
    state: &S,
    seat: Seat,
    command: OilCommand,
    _chance: &mut impl Chance,
) -> Decision<OilSprings> {
    let s = &state.scenario;
    match command {
        OilCommand::ConvertOil { resource } => {
            expect_main(state, seat)?;
            s.check_use(seat, 1)?;
            // A conversion is a choice, not a card's promise: with fewer than
            // two in the bank it is refused rather than paid short.
            if state.bank.get(resource) < 2 {
                return Err(RuleError::BankEmpty(resource));
            }
            Ok(vec![oil(OilEvent::OilConverted { seat, resource })])
        }
        OilCommand::BuildMetropolis { node } => {
            expect_main(state, seat)?;
            check_metropolis_spot(state, seat, node)?;
            if !state.player(seat).hand.contains(&METROPOLIS_COST) {
                return Err(RuleError::CannotAfford {
                    cost: METROPOLIS_COST,
                });
            }
            s.check_use(seat, METROPOLIS_OIL)?;
            Ok(vec![oil(OilEvent::MetropolisBuilt { seat, node })])
        }
        OilCommand::SequesterOil => decide_sequester(state, seat),
        OilCommand::DiscardWithOil { cards, oil: n } => {
            let Phase::Discard { pending, .. } = &state.phase else {
                return Err(RuleError::WrongPhase(state.phase.kind()));
            };
            let Some(debt) = pending.iter().find(|d| d.seat == seat) else {
                return Err(RuleError::NothingToDiscard);
            };
            if n == 0
                || n > s.oil_of(seat)
                || cards.total() + u32::from(n) != u32::from(debt.count)
                || !state.player(seat).hand.contains(&cards)
            {
                return Err(RuleError::WrongDiscard {
                    required: debt.count,
                });
            }
            Ok(vec![oil(OilEvent::OilDiscarded {
                seat,
                oil: n,
                cards,
            })])
        }
        OilCommand::StealOil { tile, victim } => {
            check_robber_move(state, seat, tile)?;
            if !oil_victims(state, seat, tile).contains(&victim) {
                return Err(RuleError::InvalidVictim);
            }
            Ok(vec![
                Event::RobberMoved { seat, tile },
                oil(OilEvent::OilStolen { seat, victim }),
            ])
        }
        OilCommand::OfferOilTrade {
            give,
            give_oil,
            want,
            want_oil,
            mut to,
        } => {
            expect_main(state, seat)?;
            check_oil_terms(give, give_oil, want, want_oil)?;
            // The house limit on open offers holds for offers with oil too.
            if state.offers.iter().filter(|o| o.from == seat).count() >= MAX_OPEN_OFFERS {
                return Err(RuleError::TooManyOffers {
                    max: MAX_OPEN_OFFERS as u8,
                });
            }
            to.sort_unstable();
            to.dedup();
            if to.is_empty() || to.iter().any(|p| *p == seat || !state.has_seat(*p)) {
                return Err(RuleError::BadTradePartner);
            }
            if !state.player(seat).hand.contains(&give) {
                return Err(RuleError::CannotAfford { cost: give });
            }
            if s.oil_of(seat) < give_oil {
                return Err(RuleError::NotEnoughOil { need: give_oil });
            }
            let offer = state.next_offer;
            Ok(vec![
                Event::Table(TableEvent::TradeOffered {
                    offer,
                    seat,
                    give,
                    want,
                    to,
                }),
                oil(OilEvent::OilTermsSet {
                    offer,
                    seat,
                    give: give_oil,
                    want: want_oil,
                }),
            ])
        }
        OilCommand::CounterOilOffer {
            offer,
            give,
            give_oil,
            want,
            want_oil,
        } => {
            let o = state
                .offers
                .iter()
                .find(|o| o.id == offer)
                .filter(|_| matches!(state.phase, Phase::Main { .. }))
                .ok_or(RuleError::NoSuchOffer)?;
            if !o.to.contains(&seat) {
                return Err(RuleError::NotOfferedToYou);
            }
            if o.answer_of(seat).is_some() {
                return Err(RuleError::AlreadyAnswered);
            }
            check_oil_terms(give, give_oil, want, want_oil)?;
            if !state.player(seat).hand.contains(&want) {
                return Err(RuleError::CannotAfford { cost: want });
            }
            if s.oil_of(seat) < want_oil {
                return Err(RuleError::NotEnoughOil { need: want_oil });
            }
            Ok(vec![
                Event::Table(TableEvent::OfferCountered {
                    offer,
                    seat,
                    give,
                    want,
                }),
                oil(OilEvent::OilTermsSet {
                    offer,
                    seat,
                    give: give_oil,
                    want: want_oil,
                }),
            ])
        }
        OilCommand::PlayYearOfPlentyForOil { resource } => {
            check_can_play(state, seat, DevCard::YearOfPlenty)?;
            // clarifications.md §All rulesets: a short supply gives what it has.
            let wanted = if resource.is_some() { 1 } else { 2 };
            let taken = s.supply.min(wanted);
            let cards = match resource {
                Some(r) if state.bank.get(r) > 0 => Resources::of(r, 1),
                _ => Resources::ZERO,
            };
            let mut events = vec![Event::YearOfPlentyPlayed { seat, cards }];
            if taken > 0 {
                events.push(oil(OilEvent::OilTaken { seat, oil: taken }));
            }
            Ok(events)
        }
        OilCommand::PlayMonopolyOnOil => {
            check_can_play(state, seat, DevCard::Monopoly)?;
            let taken = (0..state.players.len())
                .map(|i| Seat(i as u8))
                .filter(|p| *p != seat && s.oil_of(*p) > 0)
                .map(|p| SeatOil {
                    seat: p,
                    oil: s.oil_of(p),
                })
                .collect();
            Ok(vec![oil(OilEvent::OilMonopolyPlayed { seat, taken })])
        }
    }
}

/// Checks that `node` holds a city of `seat` that may become a metropolis,
/// with a token left for it.
pub fn check_metropolis_spot(state: &S, seat: Seat, node: NodeId) -> Result<(), RuleError> {
    if !state.board.has_node(node) {
        return Err(RuleError::NoSuchPlace(Place::Intersection));
    }
    match state.building(node) {
        Some(b) if b.seat == seat && b.kind == BuildingKind::City => {}
        _ => return Err(RuleError::NotYourCity),
    }
    if state.scenario.is_metropolis(node) {
        return Err(RuleError::AlreadyMetropolis);
    }
    if state.scenario.metropolis_tokens_left() == 0 {
        return Err(RuleError::NoPiecesLeft(Pieces::MetropolisTokens));
    }
    Ok(())
}

/// Sequestering (oil-springs.txt §Sequestering Oil): one oil a turn, never in
/// a turn oil was used; the Champion goes to the first with 3, then to
/// whoever has strictly more than the holder.
fn decide_sequester(state: &S, seat: Seat) -> Decision<OilSprings> {
    expect_main(state, seat)?;
    let s = &state.scenario;
    if s.oil_of(seat) == 0 {
        return Err(RuleError::NotEnoughOil { need: 1 });
    }
    if s.sequestered_this_turn {
        return Err(RuleError::AlreadySequestered);
    }
    if s.used_this_turn {
        return Err(RuleError::OilUsedThisTurn);
    }
    let mut events = vec![oil(OilEvent::OilSequestered { seat })];
    let mine = s.sequestered_by(seat) + 1;
    let takes = match s.champion {
        None => mine >= SEQUESTERED_PER_POINT,
        Some(holder) => holder != seat && mine > s.sequestered_by(holder),
    };
    if takes {
        events.push(oil(OilEvent::ChampionTaken {
            seat,
            sequestered: mine,
        }));
    }
    Ok(events)
}

/// Trade terms with oil: something on each side, never the same resource,
/// nor oil, on both sides (base-catan.md §A turn, 4).
fn check_oil_terms(
    give: Resources,
    give_oil: u8,
    want: Resources,
    want_oil: u8,
) -> Result<(), RuleError> {
    let gives = !give.is_empty() || give_oil > 0;
    let wants = !want.is_empty() || want_oil > 0;
    if !gives || !wants || give.overlaps(&want) || (give_oil > 0 && want_oil > 0) {
        Err(RuleError::BadTrade)
    } else {
        Ok(())
    }
}

/// The robber may move to `tile` now: `seat`'s robber phase, a hex of the
/// board other than the robber's, not destroyed by pollution (official FAQ).
fn check_robber_move(state: &S, seat: Seat, tile: TileId) -> Result<(), RuleError> {
    match state.phase {
        Phase::MoveRobber { seat: s } if s == seat => {}
        _ if state.phase.current() != Some(seat) => return Err(RuleError::NotYourTurn),
        _ => return Err(RuleError::WrongPhase(state.phase.kind())),
    }
    if !state.board.has_tile(tile) {
        return Err(RuleError::NoSuchPlace(Place::Hex));
    }
    if tile == state.robber {
        return Err(RuleError::RobberMustMove);
    }
    if state.scenario.is_destroyed(tile) {
        return Err(RuleError::HexDestroyed);
    }
    Ok(())
}

/// The seats `seat` may take oil from with the robber on `tile`: opponents
/// with a building there and oil in front of them, in seat order.
pub fn oil_victims(state: &S, seat: Seat, tile: TileId) -> Vec<Seat> {
    let mut out: Vec<Seat> = Vec::new();
    for node in &state.board.tile(tile).nodes {
        if let Some(b) = state.building(*node) {
            if b.seat != seat && !out.contains(&b.seat) && state.scenario.oil_of(b.seat) > 0 {
                out.push(b.seat);
            }
        }
    }
    out.sort_unstable();
    out
}

/// The classic commands Oil Springs decides instead of classic, or checks
/// further before classic decides them.
pub fn intercept(
    state: &S,
    seat: Seat,
    command: &Command<OilCommand>,
    chance: &mut impl Chance,
) -> Option<Decision<OilSprings>> {
    match command {
        Command::EndTurn => Some(end_turn(state, seat, chance)),
        Command::MoveRobber { tile, victim } => {
            if let Err(e) = check_robber_move(state, seat, *tile) {
                // Classic names the other mistakes in its own words.
                if e == RuleError::HexDestroyed {
                    return Some(Err(e));
                }
                return None;
            }
            // Someone there with oil only: the robber takes oil (StealOil).
            if victim.is_none() && !oil_victims(state, seat, *tile).is_empty() {
                return Some(Err(RuleError::MustSteal));
            }
            None
        }
        Command::Table(TableCommand::AcceptOffer { offer }) => {
            let o = state.offers.iter().find(|o| o.id == *offer)?;
            let terms = state.scenario.terms_of(*offer, o.from)?;
            (state.scenario.oil_of(seat) < terms.want && o.to.contains(&seat))
                .then_some(Err(RuleError::NotEnoughOil { need: terms.want }))
        }
        Command::Table(TableCommand::ConfirmTrade { offer, with }) => {
            let (from, terms) = confirm_terms(state, *offer, *with)?;
            if from != seat {
                return None;
            }
            Some(confirm_with_oil(state, seat, *offer, *with, terms))
        }
        _ => None,
    }
}

/// The full terms of a confirmed trade, from the offering player's side.
#[derive(Debug, Clone, Copy)]
struct TradeTerms {
    give: Resources,
    want: Resources,
    give_oil: u8,
    want_oil: u8,
}

/// The offering seat and the terms a confirmation with `with` would carry
/// out, when they involve oil.
fn confirm_terms(state: &S, offer: u32, with: Seat) -> Option<(Seat, TradeTerms)> {
    let o = state.offers.iter().find(|o| o.id == offer)?;
    let (give, want, oil) = match o.answer_of(with)? {
        Answer::Accepted => (o.give, o.want, state.scenario.terms_of(offer, o.from)),
        Answer::Countered { give, want } => (give, want, state.scenario.terms_of(offer, with)),
        Answer::Rejected => return None,
    };
    let oil = oil.filter(|t| t.give > 0 || t.want > 0)?;
    Some((
        o.from,
        TradeTerms {
            give,
            want,
            give_oil: oil.give,
            want_oil: oil.want,
        },
    ))
}

/// Confirms a trade with oil on a side: the cards and the oil are checked
/// again (clarifications.md §All rulesets) and change hands together.
fn confirm_with_oil(
    state: &S,
    seat: Seat,
    offer: u32,
    with: Seat,
    t: TradeTerms,
) -> Decision<OilSprings> {
    expect_main(state, seat)?;
    if !state.player(seat).hand.contains(&t.give) {
        return Err(RuleError::CannotAfford { cost: t.give });
    }
    if state.scenario.oil_of(seat) < t.give_oil {
        return Err(RuleError::NotEnoughOil { need: t.give_oil });
    }
    if !state.player(with).hand.contains(&t.want) || state.scenario.oil_of(with) < t.want_oil {
        return Err(RuleError::PartnerCannotAfford(with));
    }
    Ok(vec![
        oil(OilEvent::OilTraded {
            offer,
            seat,
            with,
            gave: t.give_oil,
            got: t.want_oil,
        }),
        Event::Table(TableEvent::TradeConfirmed {
            offer,
            seat,
            with,
            gave: t.give,
            got: t.want,
        }),
    ])
}

/// True when a confirmation with oil would be accepted (for the legal list).
pub fn oil_confirmation_ok(state: &S, seat: Seat, offer: u32, with: Seat) -> bool {
    match confirm_terms(state, offer, with) {
        Some((_, terms)) => confirm_with_oil(state, seat, offer, with, terms).is_ok(),
        None => true,
    }
}

/// Ending the turn (oil-springs.txt §The Disaster Phase, §End of the Game):
/// the disaster phase if the track reached 5, then victory at 12 for the
/// player whose turn ends, or the dice pass on.
fn end_turn(state: &S, seat: Seat, chance: &mut impl Chance) -> Decision<OilSprings> {
    expect_main(state, seat)?;
    let mut events = Vec::new();
    if state.scenario.track >= TRACK_LIMIT {
        disaster(state, seat, chance, &mut events);
        if let Some(Event::Scenario(OilEvent::IslandAbandoned { .. })) = events.last() {
            return Ok(events);
        }
        events = settle(state, events);
    }
    let points = with_copy(state, |after| {
        for e in &events {
            evolve(after, e);
        }
        after.total_points(seat)
    });
    events.push(if points >= POINTS_TO_WIN {
        Event::GameWon { seat, points }
    } else {
        Event::TurnEnded {
            seat,
            next: state.next_seat(seat),
        }
    });
    Ok(events)
}

/// The disaster phase's events: the dice, then a flood on a 7, or pollution
/// of one hex with the number rolled (drawn among several), and the end of
/// the game on the fifth token.
fn disaster(state: &S, seat: Seat, chance: &mut impl Chance, events: &mut Vec<E>) {
    let k = state.scenario.draws;
    let dice = [
        chance.draw(Purpose::Scenario, k, 6) as u8 + 1,
        chance.draw(Purpose::Scenario, k + 1, 6) as u8 + 1,
    ];
    events.push(oil(OilEvent::DisasterRolled { seat, dice }));
    let sum = dice[0] + dice[1];
    if sum == 7 {
        events.push(oil(flood(state)));
        return;
    }
    let candidates: Vec<TileId> = state
        .board
        .tiles
        .iter()
        .filter(|t| t.number == Some(sum) && !state.scenario.is_destroyed(t.id))
        .map(|t| t.id)
        .collect();
    let tile = match candidates.len() {
        0 => return,
        1 => candidates[0],
        n => candidates[chance.draw(Purpose::Scenario, k + 2, n as u32) as usize],
    };
    if state.scenario.is_spring(tile) {
        events.push(oil(spring_pollution(state, seat, tile)));
        return;
    }
    events.push(oil(OilEvent::HexPolluted { tile, number: sum }));
    if state.scenario.removed.len() + 1 >= TOKENS_TO_ABANDON {
        events.push(oil(OilEvent::IslandAbandoned {
            champion: state.scenario.champion,
        }));
    }
}

/// A flood (clarifications.md §Oil Springs): coastal settlements removed
/// first, back to their owners; then coastal cities that are no metropolis
/// become settlements, or are removed when the owner has no settlement piece.
fn flood(state: &S) -> OilEvent {
    let coastal = |n: usize| state.board.nodes[n].tiles.len() < 3;
    let mut settlements_left: Vec<u8> = state.players.iter().map(|p| p.settlements_left).collect();
    let mut settlements_removed = Vec::new();
    for (n, b) in state.buildings.iter().enumerate() {
        if let Some(b) = b {
            if coastal(n) && b.kind == BuildingKind::Settlement {
                settlements_removed.push(NodeId(n as u16));
                settlements_left[b.seat.index()] += 1;
            }
        }
    }
    let mut cities_reduced = Vec::new();
    let mut cities_removed = Vec::new();
    for (n, b) in state.buildings.iter().enumerate() {
        let node = NodeId(n as u16);
        if let Some(b) = b {
            if coastal(n) && b.kind == BuildingKind::City && !state.scenario.is_metropolis(node) {
                let left = &mut settlements_left[b.seat.index()];
                if *left > 0 {
                    *left -= 1;
                    cities_reduced.push(node);
                } else {
                    cities_removed.push(node);
                }
            }
        }
    }
    OilEvent::CoastFlooded {
        settlements_removed,
        cities_reduced,
        cities_removed,
    }
}

/// Pollution at a spring: 3 oil lost for good from the supply; what it
/// lacks, players give up one at a time from `causer` clockwise.
fn spring_pollution(state: &S, causer: Seat, tile: TileId) -> OilEvent {
    let s = &state.scenario;
    let from_supply = s.supply.min(POLLUTION_OIL);
    let mut owed = POLLUTION_OIL - from_supply;
    let start = state
        .turn_order
        .iter()
        .position(|p| *p == causer)
        .unwrap_or(0);
    let order: Vec<Seat> = (0..state.turn_order.len())
        .map(|i| state.turn_order[(start + i) % state.turn_order.len()])
        .collect();
    let mut left: Vec<u8> = order.iter().map(|p| s.oil_of(*p)).collect();
    let mut given = vec![0u8; order.len()];
    while owed > 0 && left.iter().any(|n| *n > 0) {
        for i in 0..order.len() {
            if owed > 0 && left[i] > 0 {
                left[i] -= 1;
                given[i] += 1;
                owed -= 1;
            }
        }
    }
    let from_players = order
        .iter()
        .zip(&given)
        .filter(|(_, n)| **n > 0)
        .map(|(seat, oil)| SeatOil {
            seat: *seat,
            oil: *oil,
        })
        .collect();
    OilEvent::SpringPolluted {
        tile,
        from_supply,
        from_players,
    }
}

/// Oil for a roll (oil-springs.txt §Resource Production): each building on
/// a spring with the number (not under the robber) is owed 1, 2 or 3 oil;
/// the supply hands them out one at a time from the roller clockwise.
pub fn oil_production(after: &S, events: &mut Vec<E>) {
    let (Some(dice), Some(roller)) = (after.dice, after.phase.current()) else {
        return;
    };
    let sum = dice[0] + dice[1];
    let s = &after.scenario;
    let n = after.players.len();
    let mut owed = [0u8; 8];
    let mut any = false;
    for t in &s.springs {
        let tile = after.board.tile(*t);
        if tile.number != Some(sum) || *t == after.robber {
            continue;
        }
        for node in &tile.nodes {
            if let Some(b) = after.building(*node) {
                owed[b.seat.index()] += building_oil(s, *node, b.kind);
                any = true;
            }
        }
    }
    if !any {
        return;
    }
    let mut supply = s.supply;
    let mut given = [0u8; 8];
    let start = after
        .turn_order
        .iter()
        .position(|p| *p == roller)
        .unwrap_or(0);
    while supply > 0 && (0..n).any(|i| given[i] < owed[i]) {
        for i in 0..n {
            let seat = after.turn_order[(start + i) % n];
            if supply > 0 && given[seat.index()] < owed[seat.index()] {
                given[seat.index()] += 1;
                supply -= 1;
            }
        }
    }
    let gains: Vec<SeatOil> = (0..n)
        .filter(|i| given[*i] > 0)
        .map(|i| SeatOil {
            seat: Seat(i as u8),
            oil: given[i],
        })
        .collect();
    if !gains.is_empty() {
        events.push(oil(OilEvent::OilProduced { gains }));
    }
}

/// What a building receives from a producing hex: 1, 2, or 3 for a metropolis.
pub fn building_oil(s: &OilSprings, node: NodeId, kind: BuildingKind) -> u8 {
    match kind {
        BuildingKind::Settlement => 1,
        BuildingKind::City if s.is_metropolis(node) => 3,
        BuildingKind::City => 2,
    }
}

/// Oil for a second starting settlement (oil-springs.txt: as for resources,
/// one per spring it touches, while the supply lasts).
pub fn starting_oil(after: &S, seat: Seat, node: NodeId, events: &mut Vec<E>) {
    if !matches!(after.phase, Phase::PlaceRoad { round: 2, .. }) {
        return;
    }
    let springs = after
        .board
        .node(node)
        .tiles
        .iter()
        .filter(|t| after.scenario.is_spring(**t))
        .count() as u8;
    let n = springs.min(after.scenario.supply);
    if n > 0 {
        events.push(oil(OilEvent::StartingOilTaken { seat, oil: n }));
    }
}
