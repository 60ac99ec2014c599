//! The turn as the classic game and Baden-Württemberg run it alike: the
//! dice rolled and the discards after a 7, the robber (the inventor) moved
//! and a card stolen, a development card bought and played, a
//! turn ended, and where the turn goes on after the robber (the inventor)
//! or a card. Each ruleset's state implements [`Turn`]; its evolve calls
//! these functions for the events both store.

use super::cards::Counts;
use super::table::{steal, to_supply, Debt, Table};
use super::{Draws, Resource, Resources, TileId};
use crate::rules::Seat;

/// What the shared turn needs of a ruleset's state, beyond its [`Table`].
pub trait Turn: Table {
    /// The ruleset's count of development cards per kind.
    type Cards: Counts;

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
/// moves and the field that holds its tile.
macro_rules! turn_basics {
    ($move_robber:ident, $robber:ident) => {
        type Cards = DevCards;

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
