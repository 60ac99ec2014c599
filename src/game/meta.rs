//! A game's facts that never change after creation: its ruleset, seats,
//! seed and options, as the service and its cache share them.

use crate::rules::{Names, Ruleset, Seat};
use crate::store::SeatRow;
use std::time::SystemTime;
use uuid::Uuid;

/// A game's facts that never change after creation.
#[derive(Debug, Clone)]
pub struct GameMeta {
    pub id: Uuid,
    pub ruleset: Ruleset,
    pub seats: Vec<SeatRow>,
    pub created_at: SystemTime,
    pub seed_commitment: String,
    /// The host may rewind without the seats' agreement (chosen at creation).
    pub host_rewinds_alone: bool,
    /// How long the game waits for a seat's decision before the stand-in
    /// makes it, if it has a deadline (the host may change it).
    pub deadline: Option<std::time::Duration>,
    pub(crate) seed: Vec<u8>,
}

impl GameMeta {
    /// The player's name at a seat.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .iter()
            .find(|s| s.seat == seat.0)
            .map_or("?", |s| s.name.as_str())
    }

    /// The secret seed: only for deciding, and for revealing once the game is over.
    pub fn seed(&self) -> &[u8] {
        &self.seed
    }

    /// Every seat's name, in seat order.
    pub fn names(&self) -> Names {
        Names(self.seats.iter().map(|s| s.name.clone()).collect())
    }
}
