//! A game's seats: its players by seat and the order they take turns in,
//! read alike by every ruleset's state.

use crate::rules::Seat;

/// Where `seat` stands in `turn_order` (the first place if it is absent).
pub fn position(turn_order: &[Seat], seat: Seat) -> usize {
    turn_order.iter().position(|s| *s == seat).unwrap_or(0)
}

/// The seat after `seat` in `turn_order`.
pub fn next(turn_order: &[Seat], seat: Seat) -> Seat {
    turn_order[(position(turn_order, seat) + 1) % turn_order.len()]
}

/// Writes `player`, `player_mut`, `has_seat` and `next_seat` for a state
/// whose `players` hold one `$player` per seat and whose `turn_order` lists
/// the seats in the order they play.
macro_rules! seat_accessors {
    ($player:ty) => {
        /// The player at `seat`.
        pub fn player(&self, seat: Seat) -> &$player {
            &self.players[seat.index()]
        }

        /// The player at `seat`, mutably.
        pub fn player_mut(&mut self, seat: Seat) -> &mut $player {
            &mut self.players[seat.index()]
        }

        /// True when `seat` names a player of this game.
        pub fn has_seat(&self, seat: Seat) -> bool {
            seat.index() < self.players.len()
        }

        /// The seat after `seat` in turn order.
        pub fn next_seat(&self, seat: Seat) -> Seat {
            $crate::rules::common::seats::next(&self.turn_order, seat)
        }
    };
}
pub(crate) use seat_accessors;
