//! What a seat is told by email after a command (`notice.ftl`): the
//! clauses of the summary of what happened since it last acted, what it
//! must do now, and an offer's answer or closing, each worded for the
//! recipient in its own language.

use super::{phrases, Person};
use crate::rules::common::Resource;
use crate::rules::frenemies::Guild;

phrases! {
    /// A piece of a seat's notice. `who` names a player and `person` says
    /// whether it is the recipient (`you`) or another player (`other`);
    /// `next`, `victim`, `with` and `maker` likewise with `next_person`,
    /// `victim_person`, `with_person` and `maker_person`.
    pub enum Notice in "notice" {
        /// Another seat not named: "Player 2".
        PlayerN { number: u8 } = "notice-player-n",
        /// A line of the final standings: "1. Anna, winner: 10 points (…)".
        /// `winner`: `yes` or `no`; `sources`: the points by source.
        Standing { place: usize, name: String, winner: String, points: u8, sources: String } = "notice-standing",

        /// What the seat must do now: "roll the dice".
        TodoFirstSettlement = "notice-todo-first-settlement",
        TodoSecondSettlement = "notice-todo-second-settlement",
        TodoRoad = "notice-todo-road",
        TodoRoll = "notice-todo-roll",
        TodoDiscardHalf = "notice-todo-discard-half",
        TodoDiscard { count: u8 } = "notice-todo-discard",
        TodoRobber = "notice-todo-robber",
        TodoMain = "notice-todo-main",
        TodoFreeRoads = "notice-todo-free-roads",
        TodoSpecialBuilding = "notice-todo-special-building",
        TodoLook = "notice-todo-look",
        TodoAnswer = "notice-todo-answer",

        /// How the seat's offer was answered: "accepted".
        AnswerAccepted = "notice-answer-accepted",
        AnswerRefused = "notice-answer-refused",
        AnswerCountered = "notice-answer-countered",
        /// A counter-offer's terms from the recipient's side.
        CounterTerms { give: String, want: String } = "notice-counter-terms",
        /// An offer's terms: "1 brick for 2 grain".
        Terms { give: String, want: String } = "notice-terms",
        /// One side of an offer: its cards and the scenario's side.
        SideAnd { cards: String, extra: String } = "notice-side-and",
        /// An offer to the seat closed before it answered.
        OfferClosed { who: String, give: String, want: String } = "notice-offer-closed",

        /// A long summary's shortening: others' rolls (`sums`, listed)
        /// and their other moves counted; `other` `yes` when rolls were
        /// listed before; `who`, the `players` that moved, listed.
        SummaryRolls { sums: String } = "notice-summary-rolls",
        SummaryMoves { who: String, players: usize, count: usize, other: &'static str } = "notice-summary-moves",
        SummaryHappened { count: usize, other: &'static str } = "notice-summary-happened",
        /// The summary's clauses, in lower case where a sentence goes on.
        Created = "notice-created",
        BuiltSettlement { who: String, person: Person } = "notice-built-settlement",
        BuiltRoad { who: String, person: Person } = "notice-built-road",
        BuiltCity { who: String, person: Person } = "notice-built-city",
        TookStarting { who: String, person: Person, cards: String } = "notice-took-starting",
        Rolled { who: String, person: Person, sum: u32 } = "notice-rolled",
        Got { cards: String } = "notice-got",
        Discarded { who: String, person: Person, count: u32 } = "notice-discarded",
        RobberTo { who: String, person: Person, tile: String } = "notice-robber-to",
        Robber { who: String, person: Person } = "notice-robber",
        StoleYour { who: String, person: Person, resource: Resource } = "notice-stole-your",
        Stole { who: String, person: Person, resource: Resource, victim: String, victim_person: Person } = "notice-stole",
        StoleCard { who: String, person: Person, victim: String, victim_person: Person } = "notice-stole-card",
        BoughtCard { who: String, person: Person } = "notice-bought-card",
        Knight { who: String, person: Person } = "notice-knight",
        RoadBuilding { who: String, person: Person } = "notice-road-building",
        Plenty { who: String, person: Person, cards: String } = "notice-plenty",
        Monopoly { who: String, person: Person, resource: Resource } = "notice-monopoly",
        SupplyTraded { who: String, person: Person, gave: String, got: String } = "notice-supply-traded",
        OfferedYou { who: String, person: Person, give: String, want: String } = "notice-offered-you",
        Offered { who: String, person: Person, give: String, want: String } = "notice-offered",
        /// `offer`: whose offer ([`Notice::OfferOf`], [`Notice::AnOffer`]).
        Accepted { who: String, person: Person, offer: String } = "notice-accepted",
        Rejected { who: String, person: Person, offer: String } = "notice-rejected",
        CounteredYours { who: String, person: Person, give: String, want: String } = "notice-countered-yours",
        Countered { who: String, person: Person, offer: String } = "notice-countered",
        OfferOf { maker: String, maker_person: Person } = "notice-offer-of",
        AnOffer = "notice-an-offer",
        WithdrewTerms { who: String, person: Person, terms: String } = "notice-withdrew-terms",
        Withdrew { who: String, person: Person } = "notice-withdrew",
        Traded { who: String, person: Person, gave: String, with: String, with_person: Person, got: String } = "notice-traded",
        LongestRoad { who: String, person: Person, length: u8 } = "notice-longest-road",
        NoLongestRoad = "notice-no-longest-road",
        LargestArmy { who: String, person: Person, knights: u8 } = "notice-largest-army",
        TurnEnded { who: String, person: Person } = "notice-turn-ended",
        TurnEndedNext { who: String, person: Person, next: String, next_person: Person } = "notice-turn-ended-next",
        Won { who: String, person: Person, points: u8 } = "notice-won",
        SpecialAsked = "notice-special-asked",
        SpecialBegan = "notice-special-began",
        SpecialRefusedYours = "notice-special-refused-yours",
        SpecialAskedAgain { who: String, person: Person } = "notice-special-asked-again",
        SpecialEnded = "notice-special-ended",
        SpecialTurn { next: String, next_person: Person } = "notice-special-turn",
        SpecialEndedTurn { next: String, next_person: Person } = "notice-special-ended-turn",

        /// Baden-Württemberg's own: what to do now.
        BwTodoFound { round: u8 } = "notice-bw-todo-found",
        BwTodoRoll = "notice-bw-todo-roll",
        BwTodoDiscard { count: u8 } = "notice-bw-todo-discard",
        BwTodoInventor = "notice-bw-todo-inventor",
        /// The summary's sentence for the turn handed to the reader.
        BwTurnEnded { who: String } = "notice-bw-turn-ended",
        /// `terms`: the offer's terms, "1 clay for 1 ore".
        BwOfferClosed { who: String, terms: String } = "notice-bw-offer-closed",
        BwCounter { terms: String } = "notice-bw-counter",

        /// The email's board picture in words (its alt text): each
        /// player's pieces, the robber, the spots marked, the last moves.
        PicPosition { players: String, robber: String } = "notice-pic-position",
        PicPlayer { who: String, person: Person, pieces: String } = "notice-pic-player",
        PicNothingBuilt { who: String, person: Person } = "notice-pic-nothing-built",
        PicSettlements { count: usize } = "notice-pic-settlements",
        PicCities { count: usize } = "notice-pic-cities",
        PicRoads { count: usize } = "notice-pic-roads",
        /// `alt`: the position; `codes`: the codes marked, listed.
        PicMarked { alt: String, codes: String } = "notice-pic-marked",
        /// `alt`: the position; `moves`: the last moves, one clause each.
        PicLastMoves { alt: String, moves: String } = "notice-pic-last-moves",
        /// `at`: a corner or a path in words.
        PicBuiltSettlement { who: String, person: Person, at: String } = "notice-pic-built-settlement",
        PicBuiltCity { who: String, person: Person, at: String } = "notice-pic-built-city",
        PicBuiltRoad { who: String, person: Person, at: String } = "notice-pic-built-road",
        PicRobber { who: String, person: Person, tile: String } = "notice-pic-robber",
        /// Oil Springs: a city made a metropolis, `at` its corner.
        PicMetropolis { who: String, person: Person, at: String } = "notice-pic-metropolis",
        PicTookCard { who: String, person: Person, victim: String, victim_person: Person } = "notice-pic-took-card",
        /// Baden-Württemberg's map in words: `inventor`, the field it is on.
        PicBwPosition { players: String, inventor: String } = "notice-pic-bw-position",
        /// `halls`: [`Notice::PicBwHalls`] or [`Notice::PicBwNoHall`]; `roads`: [`Notice::PicRoads`].
        PicBwPlayer { who: String, person: Person, halls: String, roads: String } = "notice-pic-bw-player",
        PicBwHalls { crossings: String } = "notice-pic-bw-halls",
        PicBwNoHall = "notice-pic-bw-no-hall",
        PicBwCloseUp = "notice-pic-bw-close-up",
        PicBwCloseUpMarked { codes: String } = "notice-pic-bw-close-up-marked",
        PicBwTownHall { who: String, person: Person, crossing: String } = "notice-pic-bw-town-hall",
        PicBwLandmark { who: String, person: Person, landmark: String } = "notice-pic-bw-landmark",
        PicBwInventor { who: String, person: Person, field: String } = "notice-pic-bw-inventor",

        /// Oil Springs' lines: what else may be discarded ("cards or oil").
        OilDiscardWhat = "notice-oil-discard-what",
        /// `total`: cards and oil; `most`: the most oil that may be discarded.
        OilDiscard { cards: u32, have: u8, total: u32, count: u8, most: u8 } = "notice-oil-discard",
        OilTrack { track: u8, limit: u8, left: u8 } = "notice-oil-track",
        OilNone { sequestered: u8 } = "notice-oil-none",
        /// `most`: the most oil that may be used this turn.
        OilHave { have: u8, sequestered: u8, most: u8 } = "notice-oil-have",
        OilPollution { count: usize } = "notice-oil-pollution",
        OilHeadAbandoned = "notice-oil-head-abandoned",
        OilHeadFlooded = "notice-oil-head-flooded",
        OilHeadPolluted { tile: String } = "notice-oil-head-polluted",
        OilHeadSpring = "notice-oil-head-spring",
        OilHeadNothing = "notice-oil-head-nothing",
        OilNothingHappened = "notice-oil-nothing-happened",
        /// A game nobody won: the Champion is the reader, another, or nobody.
        OilOutcomeYou = "notice-oil-outcome-you",
        OilOutcomeOther { who: String } = "notice-oil-outcome-other",
        OilOutcomeNobody = "notice-oil-outcome-nobody",

        /// Frenemies' lines: the favor tokens of a "your turn" email.
        FrNoTokens { markers: u8 } = "notice-fr-no-tokens",
        /// `tokens`: how many, in words; `detail`: by kind.
        FrHold { tokens: String, detail: String, usable: u32 } = "notice-fr-hold",
        FrEarnedThisTurn = "notice-fr-earned-this-turn",
        FrNoFavorYet = "notice-fr-no-favor-yet",
        /// `guilds`: [`Notice::FrUse`] of each guild the tokens pay, listed.
        FrRedeem { guilds: String } = "notice-fr-redeem",
        FrUse { guild: Guild } = "notice-fr-use",
        /// A gift's question and answers.
        FrGiftHead { who: String, resource: Resource } = "notice-fr-gift-head",
        FrGiftLine { who: String, resource: Resource } = "notice-fr-gift-line",
        FrGiftAsk = "notice-fr-gift-ask",
        FrTookHead { who: String } = "notice-fr-took-head",
        FrTookLine { who: String, resource: Resource } = "notice-fr-took-line",
        FrRefusedHead { who: String } = "notice-fr-refused-head",
        FrRefusedLine { who: String } = "notice-fr-refused-line",
        FrAskHead { who: String, resource: Resource } = "notice-fr-ask-head",
        FrAskLine { who: String, resource: Resource } = "notice-fr-ask-line",
        FrCannotGive { resource: Resource } = "notice-fr-cannot-give",
        FrGiveOrWithdraw = "notice-fr-give-or-withdraw",
        /// Frenemies' clauses of the summary; `to`, `from` likewise with
        /// `to_person`, `from_person`. `tokens`: the guilds' tokens seen
        /// (`story::fr_tokens`).
        FrDrew { who: String, person: Person, count: u32 } = "notice-fr-drew",
        FrDrewSeen { who: String, person: Person, count: u32, tokens: String } = "notice-fr-drew-seen",
        /// `with`: the players, listed, the recipient as [`Notice::FrWithYou`].
        FrWithYou = "notice-fr-with-you",
        FrConnected { who: String, person: Person, with: String } = "notice-fr-connected",
        FrGiftOffered { who: String, person: Person, to: String, to_person: Person, resource: Resource } = "notice-fr-gift-offered",
        FrGiftTaken { who: String, person: Person, from: String, from_person: Person } = "notice-fr-gift-taken",
        FrGiftRefused { who: String, person: Person, from: String, from_person: Person } = "notice-fr-gift-refused",
        FrAskedInstead { who: String, person: Person, from: String, from_person: Person, resource: Resource } = "notice-fr-asked-instead",
        FrAskedGiven { who: String, person: Person, to: String, to_person: Person, resource: Resource } = "notice-fr-asked-given",
        FrGiftWithdrawn { who: String, person: Person } = "notice-fr-gift-withdrawn",
        /// `cost`: the tokens returned (`story-fr-tokens`).
        FrRedeemed { who: String, person: Person, cost: String, guild: Guild } = "notice-fr-redeemed",
        FrExchanged { who: String, person: Person } = "notice-fr-exchanged",

        /// Oil Springs' clauses of the summary; `victim` and `with`
        /// likewise with `victim_person` and `with_person`.
        /// An amount of oil: "2 oil".
        OilAmount { oil: u8 } = "notice-oil-amount",
        /// Oil and cards: `oil` and `cards`, each in words.
        OilAndCards { oil: String, cards: String } = "notice-oil-and-cards",
        OilGot { oil: u8 } = "notice-oil-got",
        OilStarting { who: String, person: Person, oil: u8 } = "notice-oil-starting",
        OilTaken { who: String, person: Person, oil: u8 } = "notice-oil-taken",
        /// `what`: [`Notice::OilAmount`] or [`Notice::OilAndCards`].
        OilDiscarded { who: String, person: Person, what: String } = "notice-oil-discarded",
        OilStolen { who: String, person: Person, victim: String, victim_person: Person } = "notice-oil-stolen",
        OilConverted { who: String, person: Person, resource: Resource } = "notice-oil-converted",
        OilMetropolis { who: String, person: Person } = "notice-oil-metropolis",
        OilSequestered { who: String, person: Person } = "notice-oil-sequestered",
        OilChampion { who: String, person: Person } = "notice-oil-champion",
        OilTraded { who: String, person: Person, gave: u8, with: String, with_person: Person, got: u8 } = "notice-oil-traded",
        OilMonopoly { who: String, person: Person } = "notice-oil-monopoly",
        OilDisaster { sum: u8 } = "notice-oil-disaster",
        OilFlooded { settlements: usize, reduced: usize, cities: usize } = "notice-oil-flooded",
        /// `number`: the polluted hex's number token.
        OilPolluted { number: u8 } = "notice-oil-polluted",
        OilSpringLost { total: u32 } = "notice-oil-spring-lost",
        OilAbandoned = "notice-oil-abandoned",
    }
}
