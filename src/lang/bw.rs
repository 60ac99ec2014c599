//! Baden-Württemberg Catan's own words (`bw.ftl`): its seat, spectator
//! and past pages, its map's labels, its choices by reply, its building
//! costs and the names of its places. Its terms (clay, wood, town hall,
//! the inventor) are those of `terms.ftl` and of the glossary's
//! Baden-Württemberg section. Its narration is in [`super::bw_story`].

use super::{phrases, Person};

phrases! {
    /// Words of a Baden-Württemberg page, map and choice.
    pub enum Bw in "bw" {
        // Places: `town`, `landmark`, `region` are the map's names.
        CrossingNear { town: String } = "bw-crossing-near",
        CrossingFree = "bw-crossing-free",
        CrossingUnknown = "bw-crossing-unknown",
        LandmarkIn { landmark: String, town: String } = "bw-landmark-in",
        LandmarkAt { crossing: String } = "bw-landmark-at",
        Path { from: String, to: String } = "bw-path",
        PathUnknown = "bw-path-unknown",
        /// `terrain`: the terrain's id (hills, forest, ...).
        Field { region: String, terrain: &'static str, number: u8 } = "bw-field",
        FieldBare { region: String, terrain: &'static str } = "bw-field-bare",
        FieldUnknown = "bw-field-unknown",
        /// A terrain's name; `terrain` its id.
        Terrain { terrain: &'static str } = "bw-terrain",
        /// Resources in general, where a field yields none of one kind.
        Resources = "bw-resources",

        // What a pick on the map does.
        PickRoad { path: String } = "bw-pick-road",
        PickTownHall { crossing: String } = "bw-pick-town-hall",
        PickLandmark { landmark: String } = "bw-pick-landmark",
        PickLandmarkIn { landmark: String, town: String } = "bw-pick-landmark-in",
        PickInventor { field: String } = "bw-pick-inventor",

        // The map's labels.
        MapCaption = "bw-map-caption",
        /// A landscape field's label: its name, terrain and yield.
        /// A landscape field's name: `region` its id in the map's data.
        Region { region: &'static str } = "bw-region",
        /// A landmark's name: `landmark` its id in the map's data.
        Landmark { landmark: &'static str } = "bw-landmark",
        MapRegion { field: String, terrain: &'static str, yields: String } = "bw-map-region",
        /// What a desert yields.
        Nothing = "bw-nothing",
        MapDescription { fields: usize, halls: usize, roads: usize, built: usize } = "bw-map-description",
        MapRoad { letter: String, path: String } = "bw-map-road",
        MapFreeCrossing { crossing: String } = "bw-map-free-crossing",
        MapFreeCrossingNear { town: String } = "bw-map-free-crossing-near",
        MapTownHall { town: String, letter: String } = "bw-map-town-hall",
        MapFreeTown { town: String } = "bw-map-free-town",
        MapLandmarkBuilt { town: String, landmark: String } = "bw-map-landmark-built",
        MapLandmarkNotBuilt { town: String, landmark: String } = "bw-map-landmark-not-built",
        MapInventor { field: String } = "bw-map-inventor",
        MapFree = "bw-map-free",
        MapPlayer { letter: String } = "bw-map-player",
        MapVictoryField { title: String, text: String } = "bw-map-victory-field",
        MapHeld { text: String } = "bw-map-held",
        MapCloseup { label: String } = "bw-map-closeup",
        MapPart { index: usize, count: usize, places: usize } = "bw-map-part",
        MapPartDescription = "bw-map-part-description",
        LongestTradeRoad = "bw-longest-trade-road",
        LargestInventor = "bw-largest-inventor",

        // The top box.
        HeadFound { round: u8 } = "bw-head-found",
        HeadRoll = "bw-head-roll",
        HeadDiscard { count: u8 } = "bw-head-discard",
        HeadInventor = "bw-head-inventor",
        HeadMain = "bw-head-main",
        HeadRoads { left: u8 } = "bw-head-roads",
        HeadWon = "bw-head-won",
        HeadOffer { who: String } = "bw-head-offer",
        SeatHeading { who: String } = "bw-seat-heading",
        Watching { game: String } = "bw-watching",
        Title { heading: String, game: String } = "bw-title",

        // The inventor's confirm step.
        BlocksNobody { yields: String } = "bw-blocks-nobody",
        BlocksRoll { number: u8, yields: String, halls: String } = "bw-blocks-roll",
        BlocksAny { yields: String, halls: String } = "bw-blocks-any",
        HallsOf { who: String, person: Person, count: usize } = "bw-halls-of",

        // Confirm steps.
        Asks { what: String } = "bw-asks",
        BuildTheRoad = "bw-build-the-road",
        BuildTheTownHall = "bw-build-the-town-hall",
        BuildTheLandmark = "bw-build-the-landmark",
        MoveInventorHere = "bw-move-inventor-here",
        MoveInventorDraw { who: String } = "bw-move-inventor-draw",
        LandmarkDetail { cost: String } = "bw-landmark-detail",
        EndARoad = "bw-end-a-road",
        EndATownHall = "bw-end-a-town-hall",
        EndALandmark = "bw-end-a-landmark",
        InventionTitle = "bw-invention-title",
        InventionDetail = "bw-invention-detail",
        InventionYes = "bw-invention-yes",
        TradeTitle = "bw-trade-title",
        TradeDetail = "bw-trade-detail",
        TradeYes = "bw-trade-yes",
        SuccessfulTitle { cards: String } = "bw-successful-title",
        SuccessfulDetail = "bw-successful-detail",
        SuccessfulYes = "bw-successful-yes",

        // The page's forms and buttons.
        SupplyTrade = "bw-supply-trade",
        SupplySummary { rate: u8 } = "bw-supply-summary",
        ButtonRoll = "bw-button-roll",
        ButtonInvention = "bw-button-invention",
        ButtonRoadBuilding = "bw-button-road-building",
        ButtonTrade = "bw-button-trade",
        ButtonBuyCard = "bw-button-buy-card",
        ButtonEndTurn = "bw-button-end-turn",
        DiscardTitle { count: u8 } = "bw-discard-title",
        DiscardButton { count: u8 } = "bw-discard-button",
        MarkedOnTheMap = "bw-marked-on-the-map",
        PickThenConfirm = "bw-pick-then-confirm",
        RefusePick = "bw-refuse-pick",
        RefuseAsk = "bw-refuse-ask",

        // The turn box's names for the map's picks.
        MoveTownHall = "bw-move-town-hall",
        TownField = "bw-town-field",
        TownFields = "bw-town-fields",
        MoveLandmark = "bw-move-landmark",
        LandmarkField = "bw-landmark-field",
        LandmarkFields = "bw-landmark-fields",
        MoveRoad = "bw-move-road",
        APath = "bw-a-path",
        Paths = "bw-paths",
        PathForARoad = "bw-path-for-a-road",
        PathsForARoad = "bw-paths-for-a-road",
        MoveInventor = "bw-move-inventor",
        AField = "bw-a-field",
        Fields = "bw-fields",
        InventorFields = "bw-inventor-fields",

        // House readings and how the game differs.
        HouseTrade = "bw-house-trade",
        HouseRollFirst = "bw-house-roll-first",
        HouseVictory = "bw-house-victory",
        HouseSupply = "bw-house-supply",
        HouseFields = "bw-house-fields",
        DiffersHalls = "bw-differs-halls",
        DiffersRoads = "bw-differs-roads",
        DiffersLandmarks = "bw-differs-landmarks",
        DiffersInventor = "bw-differs-inventor",

        // Development cards: `card` is its id (invention, road-building,
        // successful-invention, trade, achievement).
        DevName { card: &'static str } = "bw-dev-name",
        DevWhat { card: &'static str } = "bw-dev-what",

        // Players, victory fields, hands.
        Left { halls: u8, roads: u8 } = "bw-left",
        RoadHeld { who: String, length: u8 } = "bw-road-held",
        RoadFree = "bw-road-free",
        InventorHeld { who: String, inventions: u8 } = "bw-inventor-held",
        InventorFree = "bw-inventor-free",
        EveryOtherHand = "bw-every-other-hand",
        YourHand = "bw-your-hand",
        Hands = "bw-hands",

        // The page's template.
        Intro { points: u8 } = "bw-intro",
        RewindProposed = "bw-rewind-proposed",
        Cancel = "bw-cancel",
        TradeOffers = "bw-trade-offers",
        WhatYouCanDo = "bw-what-you-can-do",
        PlaySuccessful = "bw-play-successful",
        FirstResource = "bw-first-resource",
        SecondResource = "bw-second-resource",
        TakeThem = "bw-take-them",
        Legend = "bw-legend",
        PartsHeading = "bw-parts-heading",
        PartsNote = "bw-parts-note",
        PartsNoteHalls = "bw-parts-note-halls",
        HandTotal { total: u32, points: u8 } = "bw-hand-total",
        DevCards = "bw-dev-cards",
        NoDevCards = "bw-no-dev-cards",
        DevNew { what: String, new: u8 } = "bw-dev-new",
        DevHeld = "bw-dev-held",
        HandOf { who: String, points: u8 } = "bw-hand-of",
        Players = "bw-players",
        CaptionTurnOrder = "bw-caption-turn-order",
        CaptionStandings = "bw-caption-standings",
        ColPlayer = "bw-col-player",
        ColPoints = "bw-col-points",
        ColCards = "bw-col-cards",
        ColDevCards = "bw-col-dev-cards",
        ColInventions = "bw-col-inventions",
        TagYou = "bw-tag-you",
        TagTurn = "bw-tag-turn",
        TagToAct = "bw-tag-to-act",
        RowMore { length: u8, left: String } = "bw-row-more",
        RowMoreStarted { length: u8, left: String, towns: String } = "bw-row-more-started",
        LegendPoints { points: u8 } = "bw-legend-points",
        LegendPointsOver { points: u8 } = "bw-legend-points-over",
        LegendCards = "bw-legend-cards",
        LegendDevCards = "bw-legend-dev-cards",
        LegendInventions = "bw-legend-inventions",
        LegendUnder = "bw-legend-under",
        LegendUnderWhat = "bw-legend-under-what",
        LegendAwards = "bw-legend-awards",
        VictoryFields = "bw-victory-fields",
        Supply = "bw-supply",
        SupplyDevCards = "bw-supply-dev-cards",
        SupplyRate { rate: u8 } = "bw-supply-rate",

        // Choices by reply.
        ChoiceRoll = "bw-choice-roll",
        ChoiceSupply { rate: u8, give: String, get: String } = "bw-choice-supply",
        ChoiceSupplyLine = "bw-choice-supply-line",
        ChoiceInventor { field: String } = "bw-choice-inventor",
        ChoiceInventorDraw { field: String, who: String } = "bw-choice-inventor-draw",
        ChoiceInvention = "bw-choice-invention",
        ChoiceSuccessful { cards: String } = "bw-choice-successful",
        ChoiceSuccessfulLine = "bw-choice-successful-line",
        ChoiceTrade = "bw-choice-trade",
        ChoiceEndTurn = "bw-choice-end-turn",

        // The building-cost card.
        CostTownHall = "bw-cost-town-hall",
        CostOnePoint = "bw-cost-one-point",
        CostLandmark = "bw-cost-landmark",
        CostNoHalls = "bw-cost-no-halls",
        CostNoTownField = "bw-cost-no-town-field",
        CostNoLandmarkField = "bw-cost-no-landmark-field",
    }
}
