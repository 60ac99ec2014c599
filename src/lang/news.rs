//! The news at the top of a seat's page (`news.ftl`): what the seat's own
//! latest command did, told to it in the second person, and what others'
//! commands did to it since, in the base game's terms or in
//! Baden-Württemberg's where they differ.

use super::phrases;
use super::terms::Words;
use crate::rules::common::Resource;
use crate::rules::CardKind;

phrases! {
    /// A sentence of a seat's news.
    pub enum NewsLine in "news" {
        /// The seat's own roll and what it got: "You rolled 8 and got 1 wool."
        Rolled { sum: u16, cards: String } = "news-rolled",
        RolledSeven = "news-rolled-seven",
        RolledNothing { sum: u16 } = "news-rolled-nothing",
        /// What a production gave the seat: "You got 1 wool."
        Got { cards: String } = "news-got",
        /// Another seat's roll and what it gave this one.
        TheyRolled { who: String, sum: u16, cards: String } = "news-they-rolled",
        /// A steal from the seat; Baden-Württemberg draws a card.
        StoleFromYou { words: Words, who: String, resource: Resource } = "news-stole-from-you",
        StoleCardFromYou { words: Words, who: String } = "news-stole-card-from-you",

        Discarded { words: Words, cards: String } = "news-discarded",
        SupplyTraded { words: Words, gave: String, got: String } = "news-supply-traded",
        /// `to`: the players asked, listed.
        Offered { to: String, give: String, want: String } = "news-offered",
        /// `maker`: who made the offer answered.
        AcceptedOf { maker: String } = "news-accepted-of",
        /// The same where who made it is not known.
        Accepted = "news-accepted",
        DeclinedOf { maker: String } = "news-declined-of",
        Declined = "news-declined",
        CounteredOf { maker: String, give: String, want: String } = "news-countered-of",
        Countered { give: String, want: String } = "news-countered",
        Withdrew = "news-withdrew",
        Traded { gave: String, with: String, got: String } = "news-traded",
        TradedWithYou { who: String, gave: String, got: String } = "news-traded-with-you",
        AcceptedYours { who: String } = "news-accepted-yours",
        DeclinedYours { who: String } = "news-declined-yours",
        CounteredYours { who: String } = "news-countered-yours",

        /// `place`: a hex in words.
        Robbed { place: String } = "news-robbed",
        RobbedStole { place: String, victim: String, resource: Resource } = "news-robbed-stole",
        RobbedStoleCard { place: String, victim: String } = "news-robbed-stole-card",
        Stole { victim: String, resource: Resource } = "news-stole",
        StoleCard { victim: String } = "news-stole-card",
        BoughtCard { card: CardKind } = "news-bought-card",
        BoughtHidden = "news-bought-hidden",
        PlayedKnight = "news-played-knight",
        PlayedRoadBuilding = "news-played-road-building",
        PlayedPlenty { cards: String } = "news-played-plenty",
        MonopolyNone { resource: Resource } = "news-monopoly-none",
        /// `from`: how many came from whom, listed ([`NewsLine::TookFrom`]).
        Monopoly { total: u32, resource: Resource, from: String } = "news-monopoly",
        TookFrom { count: u32, who: String } = "news-took-from",
        /// Another seat's Monopoly took the seat's cards.
        MonopolyTookYours { who: String, resource: Resource, lost: u32 } = "news-monopoly-took-yours",
        /// `at`: a corner or a path in words.
        BuiltSettlement { at: String } = "news-built-settlement",
        BuiltRoad { at: String } = "news-built-road",
        BuiltCity { at: String } = "news-built-city",
        StartingTaken { cards: String } = "news-starting-taken",
        /// The same in Baden-Württemberg's words.
        TookStarting { cards: String } = "news-took-starting",
        LongestRoad { length: u8 } = "news-longest-road",
        LargestArmy { knights: u8 } = "news-largest-army",
        TurnEnded { next: String } = "news-turn-ended",
        Won { points: u8 } = "news-won",
        /// The seat said it is done in a Special Building Phase.
        SpecialDone = "news-special-done",
    }
}
