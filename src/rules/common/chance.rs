//! Sources of chance: every random outcome a decider needs, named by purpose and count.
//!
//! A decider never calls a random generator directly. It asks a [`Chance`] for
//! "the k-th draw for this purpose, out of n", writes the outcome into an event,
//! and the fold replays the event. The service derives each draw from the game's
//! secret seed, so replaying or rewinding a game gives the same outcomes; tests
//! script them; the simulator uses a fast seeded generator.

use super::{Resource, Resources};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, VecDeque};

/// What a random draw is for. Together with a counter kept in the game state it
/// names every random outcome of a game uniquely.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// The random seat order at creation.
    SeatOrder,
    /// Terrain, numbers and harbors of a variable board.
    Board,
    /// One die of a roll (two draws per roll).
    Dice,
    /// Which card a development-card purchase draws from the deck.
    DevelopmentCard,
    /// Which card a robber steals from a hand.
    Steal,
    /// Scenario draws (favor tokens, disasters), named by the scenario.
    Scenario,
}

/// A source of uniform draws. `draw(purpose, k, n)` returns a value in `0..n`
/// for the `k`-th draw of `purpose`; `n` is never zero.
pub trait Chance {
    /// A uniform value in `0..n`.
    fn draw(&mut self, purpose: Purpose, k: u64, n: u32) -> u32;

    /// Two dice for the game's `k`-th roll.
    fn roll_dice(&mut self, k: u64) -> [u8; 2] {
        let a = self.draw(Purpose::Dice, 2 * k, 6) as u8 + 1;
        let b = self.draw(Purpose::Dice, 2 * k + 1, 6) as u8 + 1;
        [a, b]
    }

    /// Shuffles `items` (Fisher-Yates) with draws `k0, k0 + 1, ...` of `purpose`;
    /// returns the next unused counter.
    fn shuffle<T>(&mut self, purpose: Purpose, k0: u64, items: &mut [T]) -> u64
    where
        Self: Sized,
    {
        let mut k = k0;
        for i in (1..items.len()).rev() {
            let j = self.draw(purpose, k, (i + 1) as u32) as usize;
            k += 1;
            items.swap(i, j);
        }
        k
    }
}

/// Counters that name each random draw a game's fold has seen: of the
/// dice, of steals from a hand and of development cards. A decider draws the
/// next one of each; the audit draws it again and compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Draws {
    pub rolls: u64,
    pub steals: u64,
    pub cards: u64,
}

impl Draws {
    /// The card the game's next steal takes from `hand` (none from an empty
    /// hand), counted in [`Resource::ALL`] order.
    pub fn steal(&self, chance: &mut impl Chance, hand: &Resources) -> Option<Resource> {
        let pick = chance.draw(Purpose::Steal, self.steals, hand.total().max(1));
        hand.nth_card(pick)
    }

    /// Which of the `left` cards of a deck, counted in its order, the
    /// game's next development-card draw takes.
    pub fn card(&self, chance: &mut impl Chance, left: u32) -> u32 {
        chance.draw(Purpose::DevelopmentCard, self.cards, left.max(1))
    }
}

/// Chance from any `rand` generator; purpose and count are ignored. The
/// simulator and property tests use it with a seeded small generator.
#[derive(Debug, Clone)]
pub struct RngChance<R>(pub R);

impl<R: Rng> Chance for RngChance<R> {
    fn draw(&mut self, _purpose: Purpose, _k: u64, n: u32) -> u32 {
        self.0.random_range(0..n)
    }
}

/// Chance for tests: outcomes are scripted per purpose and served in order.
/// A purpose with nothing scripted falls back to zero (the first option), so
/// a test scripts only what it checks.
#[derive(Debug, Clone, Default)]
pub struct ScriptedChance {
    queues: HashMap<Purpose, VecDeque<u32>>,
}

impl ScriptedChance {
    /// No scripted outcome yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Scripts the next rolls: each pair of dice is served in order.
    pub fn dice(mut self, rolls: &[[u8; 2]]) -> Self {
        let q = self.queues.entry(Purpose::Dice).or_default();
        for [a, b] in rolls {
            q.push_back(u32::from(*a) - 1);
            q.push_back(u32::from(*b) - 1);
        }
        self
    }

    /// Scripts raw draws for a purpose.
    pub fn then(mut self, purpose: Purpose, values: &[u32]) -> Self {
        self.queues
            .entry(purpose)
            .or_default()
            .extend(values.iter().copied());
        self
    }

    /// Scripts the next dice roll in place.
    pub fn push_roll(&mut self, a: u8, b: u8) {
        let q = self.queues.entry(Purpose::Dice).or_default();
        q.push_back(u32::from(a) - 1);
        q.push_back(u32::from(b) - 1);
    }
}

impl Chance for ScriptedChance {
    fn draw(&mut self, purpose: Purpose, _k: u64, n: u32) -> u32 {
        let v = self
            .queues
            .get_mut(&purpose)
            .and_then(VecDeque::pop_front)
            .unwrap_or(0);
        assert!(v < n, "scripted draw {v} for {purpose:?} is out of 0..{n}");
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn scripted_dice_are_served_in_order() {
        let mut c = ScriptedChance::new().dice(&[[3, 4], [6, 6]]);
        assert_eq!(c.roll_dice(0), [3, 4]);
        assert_eq!(c.roll_dice(1), [6, 6]);
        assert_eq!(c.roll_dice(2), [1, 1]);
    }

    #[test]
    fn shuffle_is_a_permutation_and_reproducible() {
        let mut a: Vec<u32> = (0..19).collect();
        let mut b = a.clone();
        RngChance(SmallRng::seed_from_u64(9)).shuffle(Purpose::Board, 0, &mut a);
        RngChance(SmallRng::seed_from_u64(9)).shuffle(Purpose::Board, 0, &mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..19).collect::<Vec<_>>());
    }
}
