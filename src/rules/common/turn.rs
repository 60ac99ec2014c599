//! The turn as the classic game and Baden-Württemberg run it alike: the
//! dice rolled and the discards after a 7, the robber (the inventor) moved
//! and a card stolen, a development card bought and played, a
//! turn ended, and where the turn goes on after the robber (the inventor)
//! or a card. Each ruleset's state implements [`Turn`]; its decide and
//! evolve call these functions for the commands and events both have.

use super::cards::Counts;
use super::table::{
    expect_main, expect_turn, pay, steal, to_supply, Debt, SeatCards, Table, TableCommand,
};
use super::{Chance, Draws, Purpose, Resource, Resources, TileId};
use crate::rules::{Pieces, Place, RuleError, Seat};
use std::cmp::Reverse;
use std::ops::RangeInclusive;

/// What a road costs in both rulesets: a brick and a lumber (in
/// Baden-Württemberg a clay and a wood; base-catan.md §Costs,
/// baden-wuerttemberg.txt §Building a road).
pub const ROAD_COST: Resources = Resources::new(1, 1, 0, 0, 0);
/// What a development card costs in both rulesets: a wool, a grain and an
/// ore.
pub const DEVELOPMENT_CARD_COST: Resources = Resources::new(0, 0, 1, 1, 1);

/// The commands of the shared turn, as a ruleset's command enum names them.
pub trait TurnCommand: From<TableCommand> {
    /// Buy a development card.
    fn buy_card() -> Self;
    /// End the turn.
    fn end_turn() -> Self;
}

/// What the shared turn needs of a ruleset's state, beyond its [`Table`].
pub trait Turn: Table {
    /// The ruleset's count of development cards per kind.
    type Cards: Counts;

    /// True before the game is created.
    fn in_lobby(&self) -> bool;
    /// True once the game is over.
    fn is_over(&self) -> bool;
    /// True while the current player is to roll.
    fn before_roll(&self) -> bool;
    /// The counters of chance drawn so far.
    fn draws(&self) -> &Draws;
    /// The development cards left to buy.
    fn deck(&self) -> &Self::Cards;
    /// The development cards `seat` holds, and those of them it bought
    /// this turn.
    fn dev_cards(&self, seat: Seat) -> (&Self::Cards, &Self::Cards);
    /// True once a development card was played this turn.
    fn played_a_card(&self) -> bool;
    /// The counters of chance drawn so far.
    fn draws_mut(&mut self) -> &mut Draws;
    /// The development cards left to buy.
    fn deck_mut(&mut self) -> &mut Self::Cards;
    /// The development cards `seat` holds, and those of them it bought
    /// this turn.
    fn dev_cards_mut(&mut self, seat: Seat) -> (&mut Self::Cards, &mut Self::Cards);
    /// Records the dice of this turn's roll.
    fn record_roll(&mut self, dice: [u8; 2]);
    /// After a 7: the seats in `pending` discard, then `seat` moves the
    /// robber (at once if none owes a discard).
    fn seven_rolled(&mut self, seat: Seat, pending: Vec<Debt>);
    /// Puts the robber (the inventor) on `tile`.
    fn place_robber(&mut self, tile: TileId);
    /// Records that a development card was played this turn.
    fn record_card_played(&mut self);
    /// Counts the robber card (a Knight, an Invention) `seat` played, face
    /// up before it.
    fn count_robber_card(&mut self, seat: Seat);
    /// `seat` is to move the robber (the inventor) now.
    fn move_robber(&mut self, seat: Seat);
    /// A new turn begins: no open offer, no card bought, played or rolled
    /// this turn; the turn count goes up.
    fn clear_turn(&mut self);
    /// The turn goes on after the robber (the inventor) or a card: back to
    /// rolling if the dice were not rolled yet, else to its main part.
    fn resume(&mut self, seat: Seat);
}

/// The part of a [`Turn`] implementation both states write alike: a state
/// `State` with `draws`, `deck` (a `DevCards`), `players` holding
/// `dev_cards` and `bought_this_turn`, `offers`, `dice`, `rolled`,
/// `card_played`, `turn`, and a `phase` with `Main { seat }` and
/// `Roll { seat }`. The arguments name the phase in which the robber
/// moves, the field that holds its tile and the player's count of robber
/// cards played.
macro_rules! turn_basics {
    ($move_robber:ident, $robber:ident, $robber_cards:ident) => {
        type Cards = DevCards;

        fn in_lobby(&self) -> bool {
            matches!(self.phase, Phase::Lobby)
        }

        fn is_over(&self) -> bool {
            matches!(self.phase, Phase::Finished { .. })
        }

        fn before_roll(&self) -> bool {
            matches!(self.phase, Phase::Roll { .. })
        }

        fn draws(&self) -> &Draws {
            &self.draws
        }

        fn deck(&self) -> &DevCards {
            &self.deck
        }

        fn dev_cards(&self, seat: Seat) -> (&DevCards, &DevCards) {
            let p = self.player(seat);
            (&p.dev_cards, &p.bought_this_turn)
        }

        fn played_a_card(&self) -> bool {
            self.card_played
        }

        fn draws_mut(&mut self) -> &mut Draws {
            &mut self.draws
        }

        fn deck_mut(&mut self) -> &mut DevCards {
            &mut self.deck
        }

        fn dev_cards_mut(&mut self, seat: Seat) -> (&mut DevCards, &mut DevCards) {
            let p = self.player_mut(seat);
            (&mut p.dev_cards, &mut p.bought_this_turn)
        }

        fn record_roll(&mut self, dice: [u8; 2]) {
            self.draws.rolls += 1;
            self.dice = Some(dice);
            self.rolled = true;
        }

        fn seven_rolled(&mut self, seat: Seat, pending: Vec<Debt>) {
            self.phase = if pending.is_empty() {
                Phase::$move_robber { seat }
            } else {
                Phase::Discard { seat, pending }
            };
        }

        fn place_robber(&mut self, tile: TileId) {
            self.$robber = tile;
        }

        fn record_card_played(&mut self) {
            self.card_played = true;
        }

        fn count_robber_card(&mut self, seat: Seat) {
            self.player_mut(seat).$robber_cards += 1;
        }

        fn move_robber(&mut self, seat: Seat) {
            self.phase = Phase::$move_robber { seat };
        }

        fn clear_turn(&mut self) {
            self.offers.clear();
            for p in &mut self.players {
                p.bought_this_turn = DevCards::default();
            }
            self.card_played = false;
            self.rolled = false;
            self.turn += 1;
        }

        fn resume(&mut self, seat: Seat) {
            self.phase = if self.rolled {
                Phase::Main { seat }
            } else {
                Phase::Roll { seat }
            };
        }
    };
}
pub(crate) use turn_basics;

// deciding

/// Fails unless the game runs and `seat` plays in it.
pub fn expect_player(t: &impl Turn, seat: Seat) -> Result<(), RuleError> {
    if t.in_lobby() {
        return Err(RuleError::WrongPhase(t.phase_kind()));
    }
    if t.is_over() {
        return Err(RuleError::GameOver);
    }
    if t.has_seat(seat) {
        Ok(())
    } else {
        Err(RuleError::NoSuchSeat)
    }
}

/// Fails unless `exists` names a place that is not `taken` (asked only of
/// a place that exists), for a piece of which `seat`'s supply has some
/// `left`: in words, a `place` for one of the `pieces`.
pub fn check_spot(
    exists: bool,
    taken: impl FnOnce() -> bool,
    left: u8,
    (place, pieces): (Place, Pieces),
) -> Result<(), RuleError> {
    if !exists {
        return Err(RuleError::NoSuchPlace(place));
    }
    if taken() {
        return Err(RuleError::Occupied);
    }
    if left == 0 {
        return Err(RuleError::NoPiecesLeft(pieces));
    }
    Ok(())
}

/// The seats of a new game of `players` in a random order
/// (clarifications.md §All rulesets: seat order is random, drawn by the
/// server), if the ruleset `allowed` that many.
pub fn seat_order(
    players: u8,
    allowed: RangeInclusive<u8>,
    chance: &mut impl Chance,
) -> Result<Vec<Seat>, RuleError> {
    if !allowed.contains(&players) {
        return Err(RuleError::PlayerCount {
            asked: players,
            allowed,
        });
    }
    let mut turn_order: Vec<Seat> = (0..players).map(Seat).collect();
    chance.shuffle(Purpose::SeatOrder, 0, &mut turn_order);
    Ok(turn_order)
}

/// A roll's dice and, but on a 7, what each seat gets of it (perhaps
/// nothing).
pub type Roll = ([u8; 2], Option<Vec<SeatCards>>);

/// The dice `seat` rolls, in its turn before the roll, and but on a 7 the
/// cards the ruleset's `production` gives for their sum.
pub fn roll(
    t: &impl Turn,
    seat: Seat,
    chance: &mut impl Chance,
    production: impl FnOnce(u8) -> Vec<SeatCards>,
) -> Result<Roll, RuleError> {
    expect_turn(t, seat)?;
    if !t.before_roll() {
        return Err(RuleError::WrongPhase(t.phase_kind()));
    }
    let dice = chance.roll_dice(t.draws().rolls);
    let sum = dice[0] + dice[1];
    Ok((dice, (sum != 7).then(|| production(sum))))
}

/// A roll's yield: each seat's share `owed` (by seat), cut by the shortage
/// rule (official FAQ, clarifications.md): a resource the supply cannot pay
/// in full goes to nobody, unless only one player is owed it, who gets what
/// is left.
pub fn share_out(supply: Resources, owed: &mut [Resources]) -> Vec<SeatCards> {
    for r in Resource::ALL {
        let total: u32 = owed.iter().map(|o| u32::from(o.get(r))).sum();
        if total <= u32::from(supply.get(r)) {
            continue;
        }
        let claimants = owed.iter().filter(|o| o.get(r) > 0).count();
        for o in owed.iter_mut() {
            if o.get(r) > 0 {
                o.set(r, if claimants == 1 { supply.get(r) } else { 0 });
            }
        }
    }
    owed.iter()
        .copied()
        .enumerate()
        .filter(|(_, cards)| !cards.is_empty())
        .map(|(i, cards)| SeatCards {
            seat: Seat(i as u8),
            cards,
        })
        .collect()
}

/// The victim named with a move of the robber (the inventor) and the card
/// drawn from its hand: one of `candidates` must be named when there are
/// any, and none otherwise.
pub fn choose_victim(
    t: &impl Turn,
    victim: Option<Seat>,
    candidates: &[Seat],
    chance: &mut impl Chance,
) -> Result<Option<(Seat, Option<Resource>)>, RuleError> {
    match victim {
        Some(v) if candidates.contains(&v) => Ok(Some((v, t.draws().steal(chance, &t.hand(v))))),
        Some(_) => Err(RuleError::InvalidVictim),
        None if !candidates.is_empty() => Err(RuleError::MustSteal),
        None => Ok(None),
    }
}

/// The development card `seat` buys for `cost` in the main part of its
/// turn, drawn from the deck.
pub fn buy_card<T: Turn>(
    t: &T,
    seat: Seat,
    cost: Resources,
    chance: &mut impl Chance,
) -> Result<Option<<T::Cards as Counts>::Kind>, RuleError> {
    expect_main(t, seat)?;
    pay(t, seat, cost)?;
    let left = t.deck().total();
    if left == 0 {
        return Err(RuleError::DeckEmpty);
    }
    Ok(t.deck().nth(t.draws().card(chance, left)))
}

/// Fails unless `seat` is the current player outside any pending step:
/// before or after the roll.
pub fn expect_free_moment(t: &impl Turn, seat: Seat) -> Result<(), RuleError> {
    expect_turn(t, seat)?;
    if t.before_roll() || t.in_main() {
        Ok(())
    } else {
        Err(RuleError::WrongPhase(t.phase_kind()))
    }
}

/// Checks that `seat` may play `card` now: in its own turn, before or after
/// rolling, one card per turn, never one bought this turn.
pub fn check_can_play<T: Turn>(
    t: &T,
    seat: Seat,
    card: <T::Cards as Counts>::Kind,
) -> Result<(), RuleError> {
    expect_free_moment(t, seat)?;
    let (held, bought) = t.dev_cards(seat);
    if held.get(card) == 0 {
        return Err(RuleError::NoSuchCard(T::Cards::kind(card)));
    }
    if held.get(card) <= bought.get(card) {
        return Err(RuleError::BoughtThisTurn);
    }
    if t.played_a_card() {
        return Err(RuleError::CardAlreadyPlayed);
    }
    Ok(())
}

/// What a card asking the supply for `resources` gives: one of each as
/// far as the supply has them (clarifications.md: a short supply gives
/// what it has).
pub fn from_short_supply(supply: Resources, resources: [Resource; 2]) -> Resources {
    let mut supply = supply;
    let mut cards = Resources::ZERO;
    for r in resources {
        if supply.get(r) > 0 {
            supply.set(r, supply.get(r) - 1);
            cards += Resources::of(r, 1);
        }
    }
    cards
}

/// Who should hold the longest road (classic's Longest Road,
/// Baden-Württemberg's Longest Trade Road) among `seats` seats with
/// `length`s, now held by `holder`, and the longest length; `None` before
/// any road. Five at least; the holder keeps it on a tie, a tie among
/// others sets it aside, and a seat that `may_take` refuses does not get it
/// (base-catan.md §Longest Road).
pub fn longest_holder(
    seats: usize,
    length: impl Fn(Seat) -> u8,
    holder: Option<Seat>,
    may_take: impl Fn(Seat) -> bool,
) -> Option<(Option<Seat>, u8)> {
    let all = || (0..seats).map(|i| Seat(i as u8));
    let max = all().map(&length).max()?;
    if let Some(h) = holder {
        if length(h) == max && max >= 5 {
            return Some((Some(h), max));
        }
    }
    if max < 5 {
        return Some((None, max));
    }
    let mut leaders = all().filter(|s| length(*s) == max);
    let first = leaders.next();
    let holder = if leaders.next().is_some() {
        None
    } else {
        first.filter(|s| may_take(*s))
    };
    Some((holder, max))
}

/// Who should hold the largest count (classic's Largest Army of knights,
/// Baden-Württemberg's Largest Inventor of inventions) among `seats` seats,
/// now held by `holder`, and that count: three at least, and only strictly
/// more takes it over; a seat that `may_take` refuses does not get it.
pub fn largest_holder(
    seats: usize,
    count: impl Fn(Seat) -> u8,
    holder: Option<Seat>,
    may_take: impl Fn(Seat) -> bool,
) -> Option<(Seat, u8)> {
    let (best, most) = (0..seats)
        .map(|i| (Seat(i as u8), count(Seat(i as u8))))
        .max_by_key(|(s, n)| (*n, Reverse(*s)))?;
    if most < 3 {
        return None;
    }
    match holder {
        Some(h) if count(h) >= most => Some((h, count(h))),
        _ if !may_take(best) => None,
        _ => Some((best, most)),
    }
}

// evolving

/// `seat` rolled `dice`. On a 7 each seat holding more than 7 cards
/// (`held` counts them) discards half of them, rounded down, and then the
/// robber moves (base-catan.md §A turn, 3; baden-wuerttemberg.txt §Rolling
/// a seven); on any other roll the main part of the turn begins.
pub fn dice_rolled<T: Turn>(t: &mut T, seat: Seat, dice: [u8; 2], held: impl Fn(&T, Seat) -> u32) {
    t.record_roll(dice);
    if dice[0] + dice[1] != 7 {
        t.resume(seat);
        return;
    }
    let pending = (0..=u8::MAX)
        .map(Seat)
        .take_while(|s| t.has_seat(*s))
        .filter_map(|s| {
            let held = held(t, s);
            (held > 7).then_some(Debt {
                seat: s,
                count: (held / 2) as u8,
            })
        })
        .collect();
    t.seven_rolled(seat, pending);
}

/// `seat` moved the robber (the inventor) to `tile`; the turn goes on.
pub fn robber_moved(t: &mut impl Turn, seat: Seat, tile: TileId) {
    t.place_robber(tile);
    t.resume(seat);
}

/// `thief` takes a card from `victim` (its kind unknown to a seat that may
/// not see it), and the steal is counted.
pub fn card_stolen(t: &mut impl Turn, thief: Seat, victim: Seat, resource: Option<Resource>) {
    t.draws_mut().steals += 1;
    steal(t, thief, victim, resource);
}

/// `seat` pays `cost` and draws a development card: `card`, or `None` in a
/// copy for a seat that may not see it, where only the draw is counted.
pub fn card_bought<T: Turn>(
    t: &mut T,
    seat: Seat,
    card: Option<<T::Cards as Counts>::Kind>,
    cost: Resources,
) {
    t.draws_mut().cards += 1;
    to_supply(t, seat, cost);
    if let Some(card) = card {
        t.deck_mut().remove(card);
        let (held, bought) = t.dev_cards_mut(seat);
        held.add(card);
        bought.add(card);
    }
}

/// `seat` plays `card` from its hand.
pub fn card_played<T: Turn>(t: &mut T, seat: Seat, card: <T::Cards as Counts>::Kind) {
    t.dev_cards_mut(seat).0.remove(card);
    t.record_card_played();
}

/// `seat` plays `card`, its robber card (a Knight, an Invention): the card
/// is counted face up and the seat moves the robber (the inventor).
pub fn robber_card_played<T: Turn>(t: &mut T, seat: Seat, card: <T::Cards as Counts>::Kind) {
    card_played(t, seat, card);
    t.count_robber_card(seat);
    t.move_robber(seat);
}

/// Folds `$event`, one of the events of the shared turn that every ruleset
/// folds alike, into `$state`: a roll's yield, the robber (the inventor)
/// moved by the event `$moved`, and a card stolen. For an `Event` enum (the
/// caller's) with `ResourcesProduced { gains }`, `$moved { seat, tile }`
/// and `CardStolen { seat, victim, resource }`; any other event is a bug.
macro_rules! evolve_turn {
    ($state:expr, $event:expr, $moved:ident) => {
        match $event {
            Event::ResourcesProduced { gains } => {
                $crate::rules::common::table::produce($state, gains)
            }
            Event::$moved { seat, tile } => {
                $crate::rules::common::turn::robber_moved($state, *seat, *tile)
            }
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => $crate::rules::common::turn::card_stolen($state, *seat, *victim, *resource),
            _ => unreachable!("not an event of the shared turn"),
        }
    };
}
pub(crate) use evolve_turn;

#[cfg(test)]
mod tests {
    use super::{from_short_supply, largest_holder, longest_holder, share_out};
    use crate::rules::common::table::SeatCards;
    use crate::rules::common::{Resource, Resources};
    use crate::rules::Seat;

    fn cards(text: &str) -> Resources {
        Resources::parse(text).expect("cards")
    }

    #[test]
    fn a_short_supply_pays_a_lone_claimant_what_it_has_and_several_nothing() {
        // Ore: two owed, one left: the only claimant gets it. Grain: two
        // claimants and not enough: nobody. Brick: enough for both.
        let mut owed = [cards("BOO"), cards("BG"), cards("GG")];
        let supply = cards("BBBOGG");
        assert_eq!(
            share_out(supply, &mut owed),
            vec![
                SeatCards {
                    seat: Seat(0),
                    cards: cards("BO"),
                },
                SeatCards {
                    seat: Seat(1),
                    cards: cards("B"),
                },
            ]
        );
    }

    #[test]
    fn a_card_asking_the_supply_for_two_gets_what_it_has() {
        let asked = [Resource::Ore, Resource::Ore];
        assert_eq!(from_short_supply(cards("O"), asked), cards("O"));
        assert_eq!(from_short_supply(cards("OO"), asked), cards("OO"));
        assert_eq!(
            from_short_supply(cards("B"), [Resource::Brick, Resource::Wool]),
            cards("B")
        );
    }

    #[test]
    fn the_largest_count_needs_three_and_strictly_more_to_change_hands() {
        let counts = [3, 3, 2];
        let count = |s: Seat| counts[s.index()];
        assert_eq!(largest_holder(3, count, None, |_| true), Some((Seat(0), 3)));
        assert_eq!(
            largest_holder(3, count, Some(Seat(1)), |_| true),
            Some((Seat(1), 3))
        );
        assert_eq!(largest_holder(3, count, None, |s| s != Seat(0)), None);
        assert_eq!(largest_holder(3, |_| 2, None, |_| true), None);
    }

    #[test]
    fn the_longest_road_needs_five_and_a_tie_among_others_sets_it_aside() {
        let lengths = [6, 6, 4];
        let length = |s: Seat| lengths[s.index()];
        assert_eq!(
            longest_holder(3, length, Some(Seat(1)), |_| true),
            Some((Some(Seat(1)), 6))
        );
        assert_eq!(
            longest_holder(3, length, Some(Seat(2)), |_| true),
            Some((None, 6))
        );
        assert_eq!(
            longest_holder(3, |_| 4, Some(Seat(0)), |_| true),
            Some((None, 4))
        );
        let alone = [7, 5, 0];
        let length = |s: Seat| alone[s.index()];
        assert_eq!(
            longest_holder(3, length, None, |_| true),
            Some((Some(Seat(0)), 7))
        );
        assert_eq!(longest_holder(3, length, None, |_| false), Some((None, 7)));
        assert_eq!(longest_holder(0, length, None, |_| true), None);
    }
}
