//! Words of an Oil Springs game's pages (`oil.ftl`): how it differs from the
//! base game, its panel (the disaster track, the oil, the Champion of the
//! Environment), its forms and confirm steps, its marks on the board and
//! its house readings.

use super::phrases;

phrases! {
    /// Oil Springs' page words.
    pub enum Oil in "oil" {
        DiffersSprings = "oil-differs-springs",
        DiffersUse = "oil-differs-use",
        DiffersDisaster = "oil-differs-disaster",
        DiffersAbandoned = "oil-differs-abandoned",
        DiffersSequester = "oil-differs-sequester",
        DiffersTrade = "oil-differs-trade",
        HouseSprings = "oil-house-springs",
        HouseUseOrSequester = "oil-house-use-or-sequester",
        HouseVictory = "oil-house-victory",
        Heading = "oil-heading",
        /// The disaster track at `track` of `limit`.
        Track { track: u8, limit: u8 } = "oil-track",
        Reached = "oil-reached",
        NotReached = "oil-not-reached",
        TrackNote { limit: u8 } = "oil-track-note",
        /// `taken` number tokens taken, `left` more to go.
        TokensTaken { taken: usize, left: usize } = "oil-tokens-taken",
        DestroyedToken = "oil-destroyed-token",
        /// A token taken: its `number`, from `hex` (in words).
        Token { number: u8, hex: String } = "oil-token",
        /// `supply` is markup (the count in bold).
        Supply { supply: super::Html, lost: u8, left: u8 } = "oil-supply",
        PlayersCaption = "oil-players-caption",
        Player = "oil-player",
        OilWord = "oil-oil",
        /// Oil as a name among resources: "oil".
        OilName = "oil-name",
        Sequestered = "oil-sequestered",
        You = "oil-you",
        Champion = "oil-champion",
        EveryThree = "oil-every-three",
        ChampionHolds { who: String } = "oil-champion-holds",
        ChampionNobody = "oil-champion-nobody",
        AbandonedPyrrhic { who: String } = "oil-abandoned-pyrrhic",
        AbandonedNobody = "oil-abandoned-nobody",
        /// An offer's oil, offered by `who`.
        TermsOwn { who: String, give: u8, want: u8 } = "oil-terms-own",
        /// A counter's oil, by `who` to `from`'s offer.
        TermsCounter { who: String, from: String, give: u8, want: u8 } = "oil-terms-counter",
        /// What a metropolis takes and gives, with how many tokens are `left`.
        MetropolisLeft { left: u8 } = "oil-metropolis-left",
        /// The same, with how many cities are `marked` for one.
        MetropolisMarked { marked: usize } = "oil-metropolis-marked",
        /// The disaster track goes `from` `to` of `limit`, full; `last`
        /// "yes" when the next disaster may take the fifth number.
        TrackFull { from: u8, to: u8, limit: u8, last: &'static str } = "oil-track-full",
        TrackMoves { from: u8, to: u8, limit: u8, last: &'static str } = "oil-track-moves",
        NoteSequestered = "oil-note-sequestered",
        NoteFull = "oil-note-full",
        /// The seat has `oil`, `left` may be used; `used` "yes" when it
        /// used oil this turn.
        NoteLeft { oil: u8, left: u8, used: &'static str } = "oil-note-left",
        MetropolisPick = "oil-metropolis-pick",
        /// The robber takes oil from `who`, who has `oil`.
        StealPick { who: String, oil: u8 } = "oil-steal-pick",
        ActionsHeading = "oil-actions-heading",
        ConvertHeading = "oil-convert-heading",
        ConvertNote = "oil-convert-note",
        /// Two of `resource` (its name).
        Two { resource: String } = "oil-two",
        SequesterHeading = "oil-sequester-heading",
        SequesterNote = "oil-sequester-note",
        SequesterButton = "oil-sequester-button",
        DiscardHeading { count: u8 } = "oil-discard-heading",
        DiscardNote = "oil-discard-note",
        YouHaveToGive { count: u8 } = "oil-you-have-to-give",
        YouHave { count: u8 } = "oil-you-have",
        DiscardButton { count: u8 } = "oil-discard-button",
        PlentyHeading = "oil-plenty-heading",
        OneOilAnd = "oil-one-oil-and",
        /// One of `what` (oil or a resource, by name).
        One { what: String } = "oil-one",
        TakeThem = "oil-take-them",
        MonopolyHeading = "oil-monopoly-heading",
        MonopolyButton = "oil-monopoly-button",
        OfferSummary = "oil-offer-summary",
        YouGive = "oil-you-give",
        YouWant = "oil-you-want",
        OfferTo = "oil-offer-to",
        PostOffer = "oil-post-offer",
        NoBank = "oil-no-bank",
        /// `who` (escaped already) made the offer.
        CounterSummary { who: String } = "oil-counter-summary",
        SendCounter = "oil-send-counter",
        /// Using 1 oil for 2 of `resource`.
        ConvertTitle { resource: String } = "oil-convert-title",
        ConvertYes { resource: String } = "oil-convert-yes",
        PlentyTwoTitle = "oil-plenty-two-title",
        PlentyTitle { resource: String } = "oil-plenty-title",
        PlentyDetail = "oil-plenty-detail",
        PlentyYes = "oil-plenty-yes",
        MonopolyTitle = "oil-monopoly-title",
        MonopolyDetail = "oil-monopoly-detail",
        MonopolyYes = "oil-monopoly-yes",
        /// The metropolis's price, then `track` (what it does to the track).
        MetropolisCosts { track: String } = "oil-metropolis-costs",
        MarkedMetropolises { count: usize } = "oil-marked-metropolises",
        /// The seat's choices, as its emails and plans list them.
        ChoiceMetropolis { place: String } = "oil-choice-metropolis",
        ChoiceConvert { resource: String } = "oil-choice-convert",
        ChoiceSequester = "oil-choice-sequester",
        ChoiceSteal { hex: String, who: String } = "oil-choice-steal",
        ChoicePlenty { resource: String } = "oil-choice-plenty",
        ChoicePlentyTwo = "oil-choice-plenty-two",
        ChoiceMonopoly = "oil-choice-monopoly",
        ChoiceOffer = "oil-choice-offer",
        ConvertLine = "oil-convert-line",
        /// The cost card's metropolis line.
        CostMetropolis = "oil-cost-metropolis",
        ThreePoints = "oil-three-points",
        NoTokensLeft = "oil-no-tokens-left",
        SequesteredThisTurn = "oil-sequestered-this-turn",
        TrackRoom { room: u8 } = "oil-track-room",
        NoCity = "oil-no-city",
        Badge = "oil-badge",
        SpringTitle = "oil-spring-title",
        StruckWhy { number: u8 } = "oil-struck-why",
        BoardCaption = "oil-board-caption",
    }
}

/// How an Oil Springs game differs from the base game, line by line.
pub const DIFFERS: [Oil; 6] = [
    Oil::DiffersSprings,
    Oil::DiffersUse,
    Oil::DiffersDisaster,
    Oil::DiffersAbandoned,
    Oil::DiffersSequester,
    Oil::DiffersTrade,
];
