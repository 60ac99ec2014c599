//! Words of the frame every game page shares (`seat.ftl`): the top box of
//! a seat's page, the players' table, the standings, the record, the
//! latest events, a board in the past, the rewind proposal, the table talk
//! and a seat's own settings (its plans, the moves made for it, away and
//! the stand-in, its language).

use super::{phrases, Html};

phrases! {
    /// The frame of a game's pages and a seat's settings.
    pub enum SeatWords in "seat" {
        NowOver = "seat-now-over",
        NowPublic = "seat-now-public",
        NowYours = "seat-now-yours",
        NowNotYours = "seat-now-not-yours",
        /// `link`: the public page's link ([`SeatWords::PublicLink`]).
        PublicPage { link: Html } = "seat-public-page",
        PublicLink = "seat-public-link",
        /// `until`: a time worded by `views::time`.
        Deadline { until: String } = "seat-deadline",
        Paused { since: String } = "seat-paused",
        MovedOn = "seat-moved-on",
        /// `how`: `host` (the host rewound alone) or `agreed`.
        Rewound { how: &'static str, to: u64 } = "seat-rewound",

        Players = "seat-players",
        /// `over`: `yes` once the game is over, else `no`.
        PlayersCaption { over: &'static str } = "seat-players-caption",
        ColPlayer = "seat-col-player",
        ColPoints = "seat-col-points",
        ColCards = "seat-col-cards",
        ColDev = "seat-col-dev",
        ColKnights = "seat-col-knights",
        ColRoad = "seat-col-road",
        TagYou = "seat-tag-you",
        TagTurn = "seat-tag-turn",
        TagToAct = "seat-tag-to-act",
        AwardRoad = "seat-award-road",
        AwardArmy = "seat-award-army",
        LegendPoints { over: &'static str, win: u8 } = "seat-legend-points",
        LegendCards = "seat-legend-cards",
        LegendDev = "seat-legend-dev",
        LegendKnights = "seat-legend-knights",
        LegendRoad = "seat-legend-road",
        LegendAwards = "seat-legend-awards",
        LegendPieces { settlement: Html, city: Html } = "seat-legend-pieces",
        PieceSettlement = "seat-piece-settlement",
        PieceCity = "seat-piece-city",

        Standings = "seat-standings",
        StandingWinner = "seat-standing-winner",
        StandingPoints { points: u8 } = "seat-standing-points",
        /// Points from one source: `source` its id (`settlements`,
        /// `longest-road`, ...), `count` how many, `points` the points.
        Score { source: &'static str, count: u8, points: u8 } = "seat-score",
        NoPoints = "seat-no-points",
        ResultNobody = "seat-result-nobody",
        ResultYou { points: u8 } = "seat-result-you",
        ResultOther { name: String, points: u8 } = "seat-result-other",

        Ledger = "seat-ledger",
        LedgerHistory = "seat-ledger-history",
        LedgerExport = "seat-ledger-export",
        LedgerExportNote = "seat-ledger-export-note",
        LedgerHostExport = "seat-ledger-host-export",
        LedgerHostExportNote = "seat-ledger-host-export-note",
        LedgerFair = "seat-ledger-fair",
        LedgerNoFingerprint = "seat-ledger-no-fingerprint",
        LedgerFingerprint { hash: Html } = "seat-ledger-fingerprint",
        LedgerSeed { seed: Html } = "seat-ledger-seed",
        HostRewindsAlone = "seat-host-rewinds-alone",
        HostRewindsAloneWhy = "seat-host-rewinds-alone-why",

        Events = "seat-events",
        EventsNone = "seat-events-none",
        EventsNote = "seat-events-note",
        EventBoard { seq: u64 } = "seat-event-board",
        Undone = "seat-undone",
        Notes = "seat-notes",
        Differs = "seat-differs",
        Dice { a: u8, b: u8, sum: u8 } = "seat-dice",
        DiceLabel = "seat-dice-label",
        Spots { count: usize } = "seat-spots",

        Past { at: u64, of: u64 } = "seat-past",
        PastBoard = "seat-past-board",
        PastUndone = "seat-past-undone",
        PastReadOnly = "seat-past-read-only",
        PastSteps = "seat-past-steps",
        PastFirst = "seat-past-first",
        PastFirstButton = "seat-past-first-button",
        PastPrev = "seat-past-prev",
        PastPrevButton = "seat-past-prev-button",
        PastNext = "seat-past-next",
        PastNextButton = "seat-past-next-button",
        PastLast = "seat-past-last",
        PastLastButton = "seat-past-last-button",
        PastPresent = "seat-past-present",
        PastHistory = "seat-past-history",

        Rewind = "seat-rewind",
        /// `link`: the board after the move ([`SeatWords::RewindMove`]).
        RewindTo { link: Html, reason: String } = "seat-rewind-to",
        RewindMove { to: u64 } = "seat-rewind-move",
        RewindWho { agreed: String, waiting: String } = "seat-rewind-who",
        RewindNobodyYet = "seat-rewind-nobody-yet",
        RewindNobody = "seat-rewind-nobody",
        RewindAgreed = "seat-rewind-agreed",
        RewindAgreedThen = "seat-rewind-agreed-then",
        RewindAgree = "seat-rewind-agree",
        RewindRefuse = "seat-rewind-refuse",
        /// The public page's line about an open proposal.
        RewindPublic { to: u64, reason: String } = "seat-rewind-public",

        Talk = "seat-talk",
        TalkNone = "seat-talk-none",
        TalkLabel { max: usize } = "seat-talk-label",
        TalkSend = "seat-talk-send",
        TalkEmpty = "seat-talk-empty",
        TalkTooLong { chars: usize, max: usize } = "seat-talk-too-long",
        /// `unit`: `minute`, `hour` (one of them), `hours` or `minutes`
        /// (`n` of them).
        TalkFlooded { most: u32, unit: &'static str, n: u64 } = "seat-talk-flooded",

        Plans = "seat-plans",
        PlansHint = "seat-plans-hint",
        PlansNone = "seat-plans-none",
        PlansRemove = "seat-plans-remove",
        PlansRemoveLabel { n: usize } = "seat-plans-remove-label",
        PlansAdd = "seat-plans-add",
        PlansPlan = "seat-plans-plan",

        Prefs = "seat-prefs",
        /// `roll`: the form's value (`off`, `always`,
        /// `unless_development_card`); `end`, `skip`: `yes` or `no`.
        PrefsChosen { roll: &'static str, end: &'static str, skip: &'static str } = "seat-prefs-chosen",
        PrefsHint = "seat-prefs-hint",
        PrefsRoll = "seat-prefs-roll",
        PrefsRollOff = "seat-prefs-roll-off",
        PrefsRollAlways = "seat-prefs-roll-always",
        PrefsRollUnless = "seat-prefs-roll-unless",
        PrefsEnd = "seat-prefs-end",
        PrefsEndHint = "seat-prefs-end-hint",
        PrefsSkip = "seat-prefs-skip",
        PrefsSkipHint = "seat-prefs-skip-hint",
        PrefsSave = "seat-prefs-save",

        Away = "seat-away",
        /// How the stand-in plays a seat: `how` is `missed` (after
        /// `missed` deadlines in a row), `handed` or `away` (until `until`).
        StandIn { how: &'static str, missed: u32, until: String } = "seat-stand-in",
        StandInMine { how: &'static str, missed: u32, until: String } = "seat-stand-in-mine",
        StandInOther { name: String, how: &'static str, missed: u32, until: String } = "seat-stand-in-other",
        TakeBack = "seat-take-back",
        AwayLabel = "seat-away-label",
        AwayButton = "seat-away-button",

        Language = "seat-language",
        LanguageLabel = "seat-language-label",
        LanguageSave = "seat-language-save",
        /// A language's own name in itself: `code` is its code.
        LanguageName { code: &'static str } = "seat-language-name",
        LanguageUnknownWhy { code: String } = "seat-language-unknown-why",

        OfferAccept = "seat-offer-accept",
        OfferDecline = "seat-offer-decline",
        OfferWithdraw = "seat-offer-withdraw",
        OfferCounter = "seat-offer-counter",
        OfferGive = "seat-offer-give",
        OfferWant = "seat-offer-want",
        OfferSendCounter = "seat-offer-send-counter",
        OfferNew = "seat-offer-new",
        OfferTo = "seat-offer-to",
        OfferPost = "seat-offer-post",
        BoardMoves = "seat-board-moves",
        /// How many of a resource the seat holds, beside its discard field.
        DiscardHave { n: u8 } = "seat-discard-have",
        SupplyGive = "seat-supply-give",
        SupplyGet = "seat-supply-get",
        Costs = "seat-costs",
        Bank = "seat-bank",
        BankDev = "seat-bank-dev",

        /// Why a form or an address does not read.
        UnreadTooLarge = "seat-unread-too-large",
        UnreadNotAForm = "seat-unread-not-a-form",
        UnreadNotOurs = "seat-unread-not-ours",
        UnreadQuery = "seat-unread-query",
        /// A roll preference the form does not offer (`value`).
        UnreadRoll { value: String } = "seat-unread-roll",
        /// A box (`field`, its wire name) sent with another value than `on`.
        UnreadBox { field: &'static str, value: String } = "seat-unread-box",
        /// An away date that is not a date.
        UnreadDate { value: String } = "seat-unread-date",
    }
}

/// `yes` or `no`, as a message selects on a flag.
pub fn yes(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}
