//! Baden-Württemberg Catan's events in words (`bw-story.ftl`): the history
//! pages, the latest events and the news at the top of a seat page. A
//! sentence about a player carries `who` and `person`, so that the same
//! message says "Anna built a town hall" and, to Anna, "You built a town
//! hall" ("Du hast ein Rathaus gebaut").

use super::{phrases, Person};
use crate::rules::common::Resource;

phrases! {
    /// An event of a Baden-Württemberg game.
    pub enum BwStory in "bw-story" {
        Began { order: String } = "bw-story-began",
        BeganVariable { order: String } = "bw-story-began-variable",
        TownHallBuilt { who: String, person: Person, crossing: String } = "bw-story-town-hall",
        RoadBuilt { who: String, person: Person, path: String } = "bw-story-road",
        LandmarkBuilt { who: String, person: Person, landmark: String } = "bw-story-landmark",
        InventorMoved { who: String, person: Person, field: String } = "bw-story-inventor",
        InventorDrew { who: String, person: Person, field: String, resource: Resource, victim: String } = "bw-story-inventor-drew",
        InventorDrewCard { who: String, person: Person, field: String, victim: String } = "bw-story-inventor-drew-card",
        Drew { who: String, person: Person, resource: Resource, victim: String } = "bw-story-drew",
        DrewCard { who: String, person: Person, victim: String } = "bw-story-drew-card",
        Bought { who: String, person: Person, card: String } = "bw-story-bought",
        BoughtCard { who: String, person: Person } = "bw-story-bought-card",
        InventionPlayed { who: String, person: Person } = "bw-story-invention",
        RoadBuildingPlayed { who: String, person: Person } = "bw-story-road-building",
        SuccessfulPlayed { who: String, person: Person, cards: String } = "bw-story-successful",
        TradePlayed { who: String, person: Person } = "bw-story-trade",
        RoadTaken { who: String, person: Person, length: u8 } = "bw-story-road-taken",
        RoadSetAside = "bw-story-road-set-aside",
        InventorTaken { who: String, person: Person, inventions: u8 } = "bw-story-inventor-taken",
        TurnEnded { who: String, person: Person, next: String } = "bw-story-turn-ended",
        Won { who: String, person: Person, points: u8, achievements: u8 } = "bw-story-won",
        /// The news of the winner's own winning move.
        WonYou { points: u8 } = "bw-story-won-you",
    }
}
