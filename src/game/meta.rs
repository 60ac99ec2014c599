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
    /// How the Special Building Phase of five or six players is played
    /// (chosen at creation).
    pub special_building: SpecialBuilding,
    /// The game's language (the host's choice at creation): its seats'
    /// unless one chose another, and its pages' without a seat when the
    /// reader's browser names none the server speaks.
    pub language: crate::language::Lang,
    pub(crate) seed: Vec<u8>,
}

/// How a five- or six-player game plays its Special Building Phase
/// (five-six-players.md), the host's choice at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SpecialBuilding {
    /// Every asked seat is emailed and the next turn waits for all of them.
    /// Games created before the choice existed play it so.
    #[default]
    Live,
    /// Each seat keeps standing plans; the service makes them for it as the
    /// phase opens, in the same append as the turn's end: no email, no wait.
    Plans,
}

impl SpecialBuilding {
    /// The choice's name in the API and the game's options.
    pub const fn name(self) -> &'static str {
        match self {
            SpecialBuilding::Live => "live",
            SpecialBuilding::Plans => "plans",
        }
    }

    /// The choice a game's stored options record (none: live).
    pub fn of_options(options: &serde_json::Value) -> Self {
        match options.get("special_building").and_then(|v| v.as_str()) {
            Some("plans") => SpecialBuilding::Plans,
            _ => SpecialBuilding::Live,
        }
    }
}

impl GameMeta {
    /// The player's name at a seat.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .iter()
            .find(|s| s.seat == seat.0)
            .map_or("?", |s| s.name.as_str())
    }

    /// The language `seat` reads, as the game's seats were loaded with it
    /// (the game's, for a seat it does not know).
    pub fn lang_of(&self, seat: Seat) -> crate::language::Lang {
        self.seats
            .iter()
            .find(|s| s.seat == seat.0)
            .map_or(self.language, |s| s.language)
    }

    /// The secret seed: only for deciding, and for revealing once the game is over.
    pub fn seed(&self) -> &[u8] {
        &self.seed
    }

    /// The clock times are told to `seat` on: the time zone its person
    /// chose for all their games, else `game` (the game's own clock: its
    /// quiet hours', else UTC).
    pub fn zone_for(
        &self,
        seat: crate::rules::Seat,
        game: &crate::history::quiet::LocalZone,
    ) -> crate::history::quiet::LocalZone {
        self.seats
            .iter()
            .find(|s| s.seat == seat.0)
            .and_then(|s| s.time_zone.as_deref())
            .and_then(crate::history::quiet::LocalZone::named)
            .unwrap_or_else(|| game.clone())
    }

    /// Every seat's name, in seat order.
    pub fn names(&self) -> Names {
        Names(self.seats.iter().map(|s| s.name.clone()).collect())
    }
}
