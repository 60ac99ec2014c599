//! Words of the classic seat and spectator pages (`play.ftl`), which a
//! Frenemies or Oil Springs game's pages share: what the seat can do now,
//! its buttons and confirm steps, its hand, the board's hints and captions
//! and the building costs.

use super::terms::Term;
use super::{phrases, Lang, Person};
use crate::rules::classic::state::DevCard;
use crate::rules::common::{Resource, Resources};
use crate::rules::CardKind;

phrases! {
    /// The classic game's page words.
    pub enum Play in "play" {
        /// "Place your first settlement: ..."; `round` 1 or 2.
        PlaceSettlement { round: u8 } = "play-place-settlement",
        PlaceRoad = "play-place-road",
        Roll = "play-roll",
        /// After a 7: discard `count` cards.
        Discard { count: u8 } = "play-discard",
        /// The discard form's heading and button.
        DiscardCards { count: u8 } = "play-discard-cards",
        MoveRobber = "play-move-robber",
        YourTurn = "play-your-turn",
        /// `who` (a list of `count` names) agreed to the seat's offer.
        Agreed { who: String, count: usize } = "play-agreed",
        /// Road Building: `left` free roads to place.
        FreeRoads { left: u8 } = "play-free-roads",
        YouWon = "play-you-won",
        /// Asked in a Special Building Phase played live: `who` ended the
        /// turn; `others` more seats are asked (`list`: them in words).
        SpecialBuilding { who: String, others: usize, list: String } = "play-special-building",
        /// `who` made the seat an offer it has not answered.
        OfferWaits { who: String } = "play-offer-waits",
        /// The confirm step of a pick: `what` the pick does, asked.
        PickAsked { what: String } = "play-pick-asked",
        BuildRoadHere = "play-build-road-here",
        BuildSettlementHere = "play-build-settlement-here",
        BuildCityHere = "play-build-city-here",
        MoveRobberHere = "play-move-robber-here",
        /// The robber's confirm button that takes from `who`.
        StealFrom { who: String } = "play-steal-from",
        /// What the end-turn step says could still be built.
        ARoad = "play-a-road",
        ASettlement = "play-a-settlement",
        ACity = "play-a-city",
        EndSpecialTitle = "play-end-special-title",
        EndSpecialNothing = "play-end-special-nothing",
        EndSpecialPlanned = "play-end-special-planned",
        EndSpecialYes = "play-end-special-yes",
        KnightTitle = "play-knight-title",
        KnightDetail = "play-knight-detail",
        KnightYes = "play-knight-yes",
        BuyCardTitle = "play-buy-card-title",
        /// `cost`: the cards it costs, worded.
        BuyCardDetail { cost: String } = "play-buy-card-detail",
        BuyCardYes = "play-buy-card-yes",
        RoadBuildingTitle = "play-road-building-title",
        RoadBuildingDetail = "play-road-building-detail",
        RoadBuildingYes = "play-road-building-yes",
        EndTurnTitle = "play-end-turn-title",
        EndTurnYes = "play-end-turn-yes",
        /// What the seat could still do before it ends its turn: `unspent`
        /// `none`, `card` (buy a development card), `build` (`builds`, the
        /// pieces listed with [`Play::ListOr`]) or `both`; `offer` `yes`
        /// when its open offer closes.
        EndTurnDetail { unspent: &'static str, builds: String, offer: &'static str } = "play-end-turn-detail",
        /// "a road or a city": `init` the items before the last, parted by
        /// the frame's comma.
        ListOr { init: String, last: String } = "play-list-or",
        /// A placement in words for a label or an email's choice: `what`
        /// `road`, `settlement`, `city`, `robber` or `upgrade`; `place` the
        /// spot as `lang::story` words it.
        PickWords { what: &'static str, place: String } = "play-pick-words",
        /// Year of Plenty taking `cards` (in words).
        PlentyTitle { cards: String } = "play-plenty-title",
        PlentyYes = "play-plenty-yes",
        /// Monopoly on `resource` (its name).
        MonopolyTitle { resource: String } = "play-monopoly-title",
        MonopolyDetail { resource: String } = "play-monopoly-detail",
        MonopolyYes = "play-monopoly-yes",
        BankSummary = "play-bank-summary",
        BankNote = "play-bank-note",
        BankButton = "play-bank-button",
        /// The turn box's moves and their places, counted in the
        /// singular and the plural.
        MoveSettlement = "play-move-settlement",
        MoveCity = "play-move-city",
        MoveUpgrade = "play-move-upgrade",
        MoveRoad = "play-move-road",
        MoveRobberWhat = "play-move-robber-what",
        Place = "play-place",
        Places = "play-places",
        SettlementSpot = "play-settlement-spot",
        SettlementSpots = "play-settlement-spots",
        SettlementToUpgrade = "play-settlement-to-upgrade",
        SettlementsToUpgrade = "play-settlements-to-upgrade",
        CityToUpgrade = "play-city-to-upgrade",
        CitiesToUpgrade = "play-cities-to-upgrade",
        RoadSpot = "play-road-spot",
        RoadSpots = "play-road-spots",
        Hex = "play-hex",
        Hexes = "play-hexes",
        RobberHexes = "play-robber-hexes",
        MarkedOnTheBoard = "play-marked-on-the-board",
        PickThenConfirm = "play-pick-then-confirm",
        RefusePick = "play-refuse-pick",
        RefuseAsk = "play-refuse-ask",
        RollButton = "play-roll-button",
        KnightButton = "play-knight-button",
        RoadBuildingButton = "play-road-building-button",
        BuyCardButton = "play-buy-card-button",
        EndTurnButton = "play-end-turn-button",
        DoneBuildingButton = "play-done-building-button",
        /// The seat page's title and heading, for the seat `name`.
        SeatTitle { name: String } = "play-seat-title",
        SeatHeading { name: String } = "play-seat-heading",
        /// The heading of any ruleset's game page drawn at move `at` of
        /// `of`, and of a seat's (`name`) look back.
        PastHeading { at: u64, of: u64 } = "play-past-heading",
        PastSeatHeading { name: String, at: u64, of: u64 } = "play-past-seat-heading",
        Cancel = "play-cancel",
        TradeOffers = "play-trade-offers",
        PlentySummary = "play-plenty-summary",
        PlentyFirst = "play-plenty-first",
        PlentySecond = "play-plenty-second",
        PlentyTake = "play-plenty-take",
        MonopolySummary = "play-monopoly-summary",
        MonopolyResource = "play-monopoly-resource",
        MonopolyTake = "play-monopoly-take",
        /// The hand in one line: `hand` in words, `total` and `points` counted in words.
        HandLine { hand: String, total: u32, points: u8 } = "play-hand-line",
        BoardCaption = "play-board-caption",
        YourHand = "play-your-hand",
        /// Under the own hand: `total` and `points` counted in words.
        HandTotal { total: u32, points: u8 } = "play-hand-total",
        NoDevelopmentCards = "play-no-development-cards",
        /// `count` development cards of one kind bought this turn.
        BoughtThisTurn { count: u8 } = "play-bought-this-turn",
        OtherHands = "play-other-hands",
        /// Another hand at the end: `total` resource cards, `points` points.
        HandOf { total: u32, points: u8 } = "play-hand-of",
        /// Its development cards, listed.
        DevelopmentCards { cards: String } = "play-development-cards",
        /// One kind of development card held: `count` × `card`.
        CardsOfKind { count: u8, card: String } = "play-cards-of-kind",
        WatchingAGame = "play-watching",
        WaitedForThen = "play-waited-for-then",
        WaitsFor = "play-waits-for",
        CaptionPast = "play-caption-past",
        CaptionOver = "play-caption-over",
        CaptionPublic = "play-caption-public",
        YourHandAtThisMove = "play-your-hand-at-this-move",
        HandsAtThisMove = "play-hands-at-this-move",
        /// A public offer: `who` offers `terms` to `to`.
        Offers { who: String, terms: String, to: String } = "play-offers",
        /// Offer terms: `give` for `want`, each in words.
        Terms { give: String, want: String } = "play-terms",
        /// The seat's own offer of `terms` to `to` (names, listed).
        YouOffer { terms: String, to: String } = "play-you-offer",
        /// `who` offers the seat `give` for `want`.
        OffersYou { who: String, give: String, want: String } = "play-offers-you",
        /// The confirm button that trades with `who`.
        TradeWith { who: String } = "play-trade-with",
        /// An offer's status: the seat's own hand lacks `lack` (cards).
        CannotAccept { lack: String } = "play-cannot-accept",
        /// `who` holds `held` cards, fewer than the `asked` ones.
        CannotAcceptHeld { who: String, held: u32, asked: u32 } = "play-cannot-accept-held",
        NotAnswered { who: String, person: Person } = "play-not-answered",
        Accepts { who: String, person: Person } = "play-accepts",
        Declines { who: String, person: Person } = "play-declines",
        /// `who` counters: `from` (the offer's maker) would give `give`
        /// for `want`.
        Counters { who: String, from: String, give: String, want: String } = "play-counters",
        /// The seat's own counter: it would give `give` for `want`.
        YouCounter { give: String, want: String } = "play-you-counter",
        /// The building-cost card's pieces and their worth.
        CostSettlement = "play-cost-settlement",
        CostCity = "play-cost-city",
        OnePoint = "play-one-point",
        TwoPoints = "play-two-points",
        NoSettlementsLeft = "play-no-settlements-left",
        NoSettlementSpot = "play-no-settlement-spot",
        NoCitiesLeft = "play-no-cities-left",
        NoSettlementToUpgrade = "play-no-settlement-to-upgrade",
        /// The pieces every ruleset with roads sells, and what stands in
        /// their way.
        CostRoad = "play-cost-road",
        CostDevelopmentCard = "play-cost-development-card",
        NoRoadsLeft = "play-no-roads-left",
        NoRoadSpot = "play-no-road-spot",
        DeckEmpty = "play-deck-empty",
        /// A cost line's status: the seat holds the price.
        CostReady = "play-cost-ready",
        /// It holds the price, but `why` (worded) stands in the way.
        CostCanPayBut { why: String } = "play-cost-can-pay-but",
        /// It lacks `lack` (cards listed).
        CostLack { lack: String } = "play-cost-lack",
        /// It lacks `lack`, and `why` stands in the way too.
        CostLackAnd { lack: String, why: String } = "play-cost-lack-and",
        /// The seat's choices, as its emails and plans list them.
        ChoiceRoll = "play-choice-roll",
        /// A bank trade giving `give` for 1 `get` (names).
        ChoiceBank { give: String, get: String } = "play-choice-bank",
        BankLine = "play-bank-line",
        /// A robber move (`what`, in words) that steals from `who`.
        ChoiceSteal { what: String, who: String } = "play-choice-steal",
        ChoiceKnight = "play-choice-knight",
        ChoicePlenty { cards: String } = "play-choice-plenty",
        PlentyLine = "play-plenty-line",
        ChoiceMonopoly { resource: String } = "play-choice-monopoly",
        /// Road Building, its free roads to `verb` (`build` or `place`).
        ChoiceRoadBuilding { verb: &'static str } = "play-choice-road-building",
        /// An answer (`accept` or `reject`) to `who`'s offer of `give`
        /// for the seat's `want`.
        ChoiceAnswer { answer: &'static str, who: String, give: String, want: String } = "play-choice-answer",
        /// Taking back the seat's offer of `terms`.
        ChoiceWithdraw { terms: String } = "play-choice-withdraw",
        /// Trading with `who` on `terms`.
        ChoiceConfirm { who: String, terms: String } = "play-choice-confirm",
        /// The board drawing's words.
        BoardTitle = "play-board-title",
        RoadOf { letter: String } = "play-road-of",
        SettlementOf { letter: String } = "play-settlement-of",
        CityOf { letter: String } = "play-city-of",
        MetropolisOf { letter: String } = "play-metropolis-of",
        /// The robber's place: `hex` in words.
        RobberOn { hex: String } = "play-robber-on",
        /// A hex in words: its `terrain` (an id) and `number` (0 for none).
        TheHex { terrain: &'static str, number: u8 } = "play-the-hex",
        /// A terrain's name on its hex; `terrain` its id.
        Terrain { terrain: &'static str } = "play-terrain",
        /// A hex's label: its terrain (an id) and `number` (0 for none).
        HexLabel { terrain: &'static str, number: u8 } = "play-hex-label",
        /// A harbor: its `rate` ("3:1") and `what` it takes.
        Harbor { rate: &'static str, what: String } = "play-harbor",
        HarborAny = "play-harbor-any",
        /// A hex struck out by pollution.
        Destroyed = "play-destroyed",
        /// The house readings a page notes (shared/rules/clarifications.md).
        HouseSeatOrder = "play-house-seat-order",
        HouseTrade = "play-house-trade",
        HouseVictory = "play-house-victory",
        HouseBank = "play-house-bank",
        HousePlenty = "play-house-plenty",
    }
}

/// How `lang` names a resource, as the shared forms take it: the wire id
/// in English, as before.
pub fn resource_word(lang: Lang) -> fn(Resource) -> String {
    match lang {
        Lang::En => |resource| resource.name().to_owned(),
        Lang::De => |resource| Lang::De.say(Term::Resource { resource }),
    }
}

/// How `lang` names a development card of the base game, as the hand's
/// rows take it.
pub fn card_word(lang: Lang) -> fn(DevCard) -> String {
    match lang {
        Lang::En => |card| card.name().to_owned(),
        Lang::De => |card| {
            Lang::De.say(Term::Card {
                card: CardKind::Classic(card),
            })
        },
    }
}

/// Cards in `lang`'s words, listed: "2 brick and 1 ore", or "no cards".
pub fn cards(lang: Lang, cards: &Resources) -> String {
    let items: Vec<String> = cards
        .iter()
        .map(|(resource, count)| lang.say(Term::Cards { count, resource }))
        .collect();
    if items.is_empty() {
        lang.say(Term::NoCards)
    } else {
        super::list_and(lang, &items)
    }
}
