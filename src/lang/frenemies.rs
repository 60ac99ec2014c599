//! Words of a Frenemies game's pages (`frenemies.ftl`): how it differs from
//! the base game, its guild hall and favor tokens, its forms and choices.

use super::{phrases, Person};

phrases! {
    /// Frenemies' page words.
    pub enum Frenemies in "frenemies" {
        DiffersWin = "frenemies-differs-win",
        DiffersRobber = "frenemies-differs-robber",
        DiffersGift = "frenemies-differs-gift",
        DiffersConnect = "frenemies-differs-connect",
        DiffersRedeem = "frenemies-differs-redeem",
        NoteTokens = "frenemies-note-tokens",
        NoteGift = "frenemies-note-gift",
        /// `count` tokens of the guild `token` (its id): "2 books".
        TokensOf { count: u8, token: &'static str } = "frenemies-tokens-of",
        /// A token's name; `token` its guild's id: "wagon".
        Token { token: &'static str } = "frenemies-token",
        /// A guild's favor; `guild` its id.
        Favor { guild: &'static str } = "frenemies-favor",
        Heading = "frenemies-heading",
        YourTokens = "frenemies-your-tokens",
        TokensHeading { who: String } = "frenemies-tokens-heading",
        ByGuild { heading: String } = "frenemies-by-guild",
        Guild = "frenemies-guild",
        Held = "frenemies-held",
        NewTitle = "frenemies-new-title",
        New = "frenemies-new",
        InAll { total: u32, locked: u32 } = "frenemies-in-all",
        /// The token an open exchange drew; `token` its guild's id.
        OpenDrew { token: &'static str } = "frenemies-open-drew",
        YourSecrecy = "frenemies-your-secrecy",
        TheirSecrecy { who: String } = "frenemies-their-secrecy",
        Gift = "frenemies-gift",
        GiftOffered { from: String, to: String, resource: String } = "frenemies-gift-offered",
        GiftAsked { from: String, to: String, asked: String, resource: String } = "frenemies-gift-asked",
        Redeemed { who: String } = "frenemies-redeemed",
        Exchanged { who: String } = "frenemies-exchanged",
        PlayersFavor = "frenemies-players-favor",
        PlayersCaption = "frenemies-players-caption",
        Player = "frenemies-player",
        Tokens = "frenemies-tokens",
        VpMarkers = "frenemies-vp-markers",
        Points = "frenemies-points",
        You = "frenemies-you",
        MarkersNote = "frenemies-markers-note",
        Hall = "frenemies-hall",
        HallCaption = "frenemies-hall-caption",
        Cost = "frenemies-cost",
        RedeemedThere = "frenemies-redeemed-there",
        Supply { supply: u32, markers: u8 } = "frenemies-supply",
        /// The game waits for `who` (`person` to the reader) to answer
        /// `from`'s gift of `resource`.
        WaitingAnswer { who: String, person: Person, resource: String, from: String } = "frenemies-waiting-answer",
        /// The game waits for `giver` to give `who` the `asked` resource.
        WaitingGive { giver: String, giver_person: Person, who: String, person: Person, asked: String } = "frenemies-waiting-give",
        WaitingReturn { who: String, person: Person } = "frenemies-waiting-return",
        Accept { resource: String } = "frenemies-accept",
        Refuse = "frenemies-refuse",
        OffersYou { from: String, resource: String } = "frenemies-offers-you",
        GiveInstead { asked: String } = "frenemies-give-instead",
        Withdraw = "frenemies-withdraw",
        YourGift { resource: String, to: String } = "frenemies-your-gift",
        AsksInstead { to: String, asked: String, resource: String } = "frenemies-asks-instead",
        AsksCannot { to: String, asked: String, resource: String } = "frenemies-asks-cannot",
        /// Return a token of the guild `token` (its id), named `guild`.
        Return { token: &'static str, guild: String } = "frenemies-return",
        Scholars = "frenemies-scholars",
        MasterBuilders = "frenemies-master-builders",
        Exchange = "frenemies-exchange",
        Drew { token: &'static str } = "frenemies-drew",
        Shovel = "frenemies-shovel",
        ShovelHint { count: usize } = "frenemies-shovel-hint",
        GiftForYou = "frenemies-gift-for-you",
        AskFor = "frenemies-ask-for",
        Instead = "frenemies-instead",
        AskForIt = "frenemies-ask-for-it",
        YourGiftHeading = "frenemies-your-gift-heading",
        Finish = "frenemies-finish",
        YouDrew { token: &'static str } = "frenemies-you-drew",
        ReturnOne = "frenemies-return-one",
        GiveAway = "frenemies-give-away",
        To = "frenemies-to",
        GiveOne = "frenemies-give-one",
        OfferGift = "frenemies-offer-gift",
        GiftNote = "frenemies-gift-note",
        UseTokens = "frenemies-use-tokens",
        Traders = "frenemies-traders",
        FirstSwap = "frenemies-first-swap",
        SecondSwap = "frenemies-second-swap",
        ForOne = "frenemies-for-one",
        Nothing = "frenemies-nothing",
        Swap = "frenemies-swap",
        NeverSame = "frenemies-never-same",
        Merchants = "frenemies-merchants",
        FromBank = "frenemies-from-bank",
        TakeIt = "frenemies-take-it",
        RoadBuilders { count: usize } = "frenemies-road-builders",
        /// The seat's choices, as its emails and plans list them.
        ChoiceGift { resource: String, to: String } = "frenemies-choice-gift",
        ChoiceTakeGift = "frenemies-choice-take-gift",
        ChoiceRefuseGift = "frenemies-choice-refuse-gift",
        ChoiceAskInstead { resource: String } = "frenemies-choice-ask-instead",
        ChoiceGiveAsked = "frenemies-choice-give-asked",
        ChoiceTakeBack = "frenemies-choice-take-back",
        ChoiceTraders { give: String, get: String } = "frenemies-choice-traders",
        ChoiceMerchants { resource: String } = "frenemies-choice-merchants",
        ChoiceScholars = "frenemies-choice-scholars",
        ChoiceMasterBuilders = "frenemies-choice-master-builders",
        ChoiceExchange = "frenemies-choice-exchange",
        ChoiceReturn { guild: String } = "frenemies-choice-return",
        /// A free road `place` (in words).
        ChoiceFreeRoad { place: String } = "frenemies-choice-free-road",
        TradersLine = "frenemies-traders-line",
        MerchantsLine = "frenemies-merchants-line",
        GiftLine = "frenemies-gift-line",
        RobberPrompt = "frenemies-robber-prompt",
        /// A robber hex no building touches; `empty` "yes" when the
        /// supply has no token left.
        RobberUntouched { empty: &'static str } = "frenemies-robber-untouched",
        RobberDesert { empty: &'static str } = "frenemies-robber-desert",
        /// Whose network a road reaches: `who`'s.
        Whose { who: String } = "frenemies-whose",
        /// A road that first connects to `whose` networks (listed): `who`
        /// (`count` players) draw a token each.
        RoadConnects { whose: String, who: String, count: usize, empty: &'static str } = "frenemies-road-connects",
    }
}

/// How a Frenemies game differs from the base game, line by line.
pub const DIFFERS: [Frenemies; 5] = [
    Frenemies::DiffersWin,
    Frenemies::DiffersRobber,
    Frenemies::DiffersGift,
    Frenemies::DiffersConnect,
    Frenemies::DiffersRedeem,
];
