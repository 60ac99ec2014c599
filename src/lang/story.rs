//! The story of a game (`story.ftl`): what happened, one event a sentence,
//! as the latest events, the history and a board in the past list it. The
//! events are the facts; this words the ones every classic game has and the
//! table's, in the base game's terms or in Baden-Württemberg's where they
//! differ ([`Words`]), with the places of the board.

use fluent_bundle::FluentValue;

use super::terms::Words;
use super::{list_and, phrases, Arg, Lang, Person};
use crate::history::{MetaEvent, QuietHours, RollPreference};
use crate::rules::common::{
    Board, EdgeId, HarborKind, NodeId, Resource, Resources, Terrain, TileId,
};
use crate::rules::contract::Names;
use crate::rules::frenemies::{Earning, Guild, Guilds};
use crate::rules::CardKind;

phrases! {
    /// A sentence of the story, or a part of one (a place, a plan, cards).
    pub enum Story in "story" {
        /// "Anna rolled 3 + 4 = 7."
        Rolled { who: String, first: u8, second: u8, sum: u16 } = "story-rolled",
        /// One receiver of a production: "Anna got 1 wool".
        Got { who: String, cards: String } = "story-got",
        /// One receiver of a production as seat `me` reads it (`first`:
        /// "yes" at the sentence's start, else "no"): "du hast 1 Wolle
        /// bekommen"; English keeps the name ("Anna got 1 wool").
        GotBy { who: String, person: Person, cards: String, first: &'static str } = "story-got-by",
        /// The receivers so far and one more: "a; b".
        GainsNext { init: String, item: String } = "story-gains-next",
        /// Every receiver of a production, as a sentence.
        Gains { gains: String } = "story-gains",
        NobodyGot = "story-nobody-got",
        /// "Anna took starting resources: 1 brick and 1 wool."
        StartingTaken { who: String, cards: String } = "story-starting-taken",
        /// Offer terms from the offering player's side: "1 brick for 1 ore".
        Terms { give: String, want: String } = "story-terms",
        /// Cards of one resource in the story's words ("2 brick").
        Cards { words: Words, count: u8, resource: Resource } = "story-cards",
        NoCards = "story-no-cards",

        Discarded { words: Words, who: String, cards: String } = "story-discarded",
        SupplyTraded { words: Words, who: String, gave: String, got: String } = "story-supply-traded",
        Offered { who: String, terms: String, to: String } = "story-offered",
        Accepted { who: String } = "story-accepted",
        Declined { who: String } = "story-declined",
        /// A counter-offer: what the counterer would give and want.
        Countered { words: Words, who: String, give: String, want: String } = "story-countered",
        Withdrew { who: String } = "story-withdrew",
        Traded { words: Words, who: String, gave: String, with: String, got: String } = "story-traded",

        /// `order`: the players in turn order, listed.
        GameBegan { order: String } = "story-game-began",
        /// `at`: a corner in words ([`node`]).
        BuiltSettlement { who: String, at: String } = "story-built-settlement",
        /// `at`: a path in words ([`edge`]).
        BuiltRoad { who: String, at: String } = "story-built-road",
        BuiltCity { who: String, at: String } = "story-built-city",
        /// `tile`: a hex in words ([`tile`]).
        RobberMoved { who: String, tile: String } = "story-robber-moved",
        Stole { who: String, victim: String, resource: Resource } = "story-stole",
        StoleCard { who: String, victim: String } = "story-stole-card",
        BoughtCard { who: String, card: CardKind } = "story-bought-card",
        BoughtHidden { who: String } = "story-bought-hidden",
        PlayedKnight { who: String } = "story-played-knight",
        PlayedRoadBuilding { who: String } = "story-played-road-building",
        PlayedPlenty { who: String, cards: String } = "story-played-plenty",
        PlayedMonopoly { who: String, resource: Resource, total: u32 } = "story-played-monopoly",
        LongestRoad { who: String, length: u8 } = "story-longest-road",
        NoLongestRoad = "story-no-longest-road",
        LargestArmy { who: String, knights: u8 } = "story-largest-army",
        TurnEnded { who: String, next: String } = "story-turn-ended",
        Won { who: String, points: u8 } = "story-won",
        /// `asked`: the seats asked, listed.
        SpecialStarted { who: String, asked: String } = "story-special-started",
        /// `plan`: a plan in words ([`Story::PlanRoad`], …).
        Planned { who: String, plan: String } = "story-planned",
        PlannedHidden { who: String } = "story-planned-hidden",
        PlanRoad { at: String } = "story-plan-road",
        PlanSettlement { at: String } = "story-plan-settlement",
        PlanCity { at: String } = "story-plan-city",
        PlanCard = "story-plan-card",
        SpecialDone { who: String } = "story-special-done",
        PlanRefused { who: String, plan: String } = "story-plan-refused",
        PlanRefusedHidden { who: String } = "story-plan-refused-hidden",
        SpecialEnded { next: String } = "story-special-ended",

        /// A hex with its number: "the 6 hills".
        Tile { terrain: Terrain, number: u8 } = "story-tile",
        /// A hex without one: "the desert".
        TileBare { terrain: Terrain } = "story-tile-bare",
        UnknownTile = "story-unknown-tile",
        /// A corner by its hexes: "by the 6 hills and the 8 fields".
        Node { tiles: String } = "story-node",
        /// The same with its harbor: "…, 3:1 harbor".
        NodeHarbor { tiles: String, harbor: String } = "story-node-harbor",
        UnknownNode = "story-unknown-node",
        /// A harbor's trade: "3:1".
        HarborAny = "story-harbor-any",
        /// "2:1 brick".
        HarborOf { resource: Resource } = "story-harbor-of",
        /// A path by its hexes: "between the 6 hills and the 8 fields".
        EdgeBetween { tiles: String } = "story-edge-between",
        /// A path along one hex: "on the coast of the 5 forest".
        EdgeCoast { tiles: String } = "story-edge-coast",
        UnknownEdge = "story-unknown-edge",

        /// Frenemies: favor tokens, counted ("3 favor tokens").
        FavorTokens { count: u32 } = "story-favor-tokens",
        FrSupplySetOut { count: u32 } = "story-fr-supply-set-out",
        /// `reason`: why favor was earned ([`Earning`]).
        FrEarnedEmpty { who: String, reason: Earning } = "story-fr-earned-empty",
        FrDrew { who: String, count: u32, reason: Earning } = "story-fr-drew",
        /// The same where the viewer sees the tokens' guilds: `tokens`, by
        /// their symbols ([`fr_tokens`]).
        FrDrewSeen { who: String, count: u32, tokens: String, reason: Earning } = "story-fr-drew-seen",
        FrNoToken = "story-fr-no-token",
        /// `with`: the players connected to, listed.
        FrConnected { who: String, with: String } = "story-fr-connected",
        FrGiftOffered { who: String, to: String, resource: Resource } = "story-fr-gift-offered",
        FrGiftTaken { who: String, from: String, resource: Resource } = "story-fr-gift-taken",
        FrGiftRefused { who: String, from: String } = "story-fr-gift-refused",
        FrAskedInstead { who: String, from: String, resource: Resource } = "story-fr-asked-instead",
        FrAskedGiven { who: String, to: String, resource: Resource } = "story-fr-asked-given",
        FrGiftWithdrawn { who: String } = "story-fr-gift-withdrawn",
        /// `cost`: the tokens returned ([`Story::FrTokens`]); `favor`: what
        /// they bought ([`Story::FrFavorTraders`], …).
        FrRedeemed { who: String, cost: String, favor: String } = "story-fr-redeemed",
        /// Tokens of one guild, by their symbol: "2 books".
        FrTokens { guild: Guild, count: u8 } = "story-fr-tokens",
        FrFavorTraders { gave: String, got: String } = "story-fr-favor-traders",
        FrFavorMerchants { resource: Resource } = "story-fr-favor-merchants",
        FrFavorRoadBuilders = "story-fr-favor-road-builders",
        FrFavorScholarsCard { card: CardKind } = "story-fr-favor-scholars-card",
        FrFavorScholars = "story-fr-favor-scholars",
        FrFavorMasterBuilders = "story-fr-favor-master-builders",
        FrExchangeDrew { who: String, guild: Guild } = "story-fr-exchange-drew",
        FrExchangeDrewHidden { who: String } = "story-fr-exchange-drew-hidden",
        FrExchangeReturned { who: String, guild: Guild } = "story-fr-exchange-returned",
        FrExchangeReturnedHidden { who: String } = "story-fr-exchange-returned-hidden",

        /// Oil Springs. `tiles`: the springs' hexes, listed.
        OilFound { tiles: String } = "story-oil-found",
        OilNone = "story-oil-none",
        /// One receiver of oil: "Anna got 2 oil".
        OilGot { who: String, oil: u8 } = "story-oil-got",
        /// `gains`: the receivers, joined by [`Story::GainsNext`].
        OilFromSprings { gains: String } = "story-oil-from-springs",
        OilStarting { who: String, oil: u8 } = "story-oil-starting",
        OilTaken { who: String, oil: u8 } = "story-oil-taken",
        OilDiscarded { who: String, oil: u8 } = "story-oil-discarded",
        OilDiscardedWith { who: String, oil: u8, cards: String } = "story-oil-discarded-with",
        OilStolen { who: String, victim: String } = "story-oil-stolen",
        OilConverted { who: String, resource: Resource } = "story-oil-converted",
        OilMetropolis { who: String, at: String } = "story-oil-metropolis",
        OilSequestered { who: String } = "story-oil-sequestered",
        OilChampion { who: String, oil: u8 } = "story-oil-champion",
        OilTerms { who: String, offer: u32, give: u8, want: u8 } = "story-oil-terms",
        OilTraded { who: String, gave: u8, with: String, got: u8 } = "story-oil-traded",
        OilMonopolyNone { who: String } = "story-oil-monopoly-none",
        /// `from`: how much from whom ([`Story::OilFrom`]), listed.
        OilMonopoly { who: String, total: u32, from: String } = "story-oil-monopoly",
        OilFrom { count: u32, who: String } = "story-oil-from",
        OilFromSupply { count: u32 } = "story-oil-from-supply",
        /// The disaster roll: a 7 floods the coasts, any other sum pollutes.
        OilDisaster { who: String, first: u8, second: u8, sum: u8 } = "story-oil-disaster",
        /// `places`: corners in words, listed.
        OilSettlementsWashed { places: String } = "story-oil-settlements-washed",
        OilCitiesReduced { places: String } = "story-oil-cities-reduced",
        OilCitiesWashed { places: String } = "story-oil-cities-washed",
        /// `parts`: what the flood did, joined by [`Story::GainsNext`].
        OilFlooded { parts: String } = "story-oil-flooded",
        OilFloodedNothing = "story-oil-flooded-nothing",
        OilHexPolluted { tile: String, number: u8 } = "story-oil-hex-polluted",
        OilSpringDry { tile: String } = "story-oil-spring-dry",
        /// `sources`: where the oil was lost from, listed.
        OilSpringLost { tile: String, total: u32, sources: String } = "story-oil-spring-lost",
        OilAbandoned { who: String } = "story-oil-abandoned",
        OilAbandonedNobody = "story-oil-abandoned-nobody",

        /// The game's own moments (no ruleset's events). `reason`: the
        /// host's words, as typed.
        RewindProposed { to: u64, reason: String } = "story-rewind-proposed",
        RewindAgreed { who: String } = "story-rewind-agreed",
        RewindRefused { who: String } = "story-rewind-refused",
        Rewound { to: u64 } = "story-rewound",
        Paused = "story-paused",
        Resumed = "story-resumed",
        KeepAfterSet { missed: u32 } = "story-keep-after-set",
        DeadlineMissed { who: String } = "story-deadline-missed",
        StandInKeptAfter { who: String, missed: u32 } = "story-stand-in-kept-after",
        StandInHanded { who: String } = "story-stand-in-handed",
        /// `until`: a date and time in words.
        Away { who: String, until: String } = "story-away",
        SeatTakenBack { who: String } = "story-seat-taken-back",
        /// `prefs`: the preferences in words ([`preferences`]).
        PreferencesSet { who: String, prefs: String } = "story-preferences-set",
        /// `span`: the quiet hours ([`Story::QuietSpan`]).
        QuietHoursSet { span: String } = "story-quiet-hours-set",
        QuietHoursRemoved = "story-quiet-hours-removed",
        /// "22:00 to 07:00 (UTC+01:00)".
        QuietSpan { from: String, to: String, offset: String } = "story-quiet-span",
        /// "22:00 to 08:00 (Europe/Berlin)": `zone` as the IANA database
        /// names it.
        QuietSpanZone { from: String, to: String, zone: String } = "story-quiet-span-zone",
        ActedByPreference { who: String } = "story-acted-by-preference",
        /// A seat's standing preferences: how its dice are rolled, said
        /// to the seat itself or about it.
        PrefRoll { roll: RollPreference, person: Person } = "story-pref-roll",
        PrefEndAuto { person: Person } = "story-pref-end-auto",
        PrefEndSelf { person: Person } = "story-pref-end-self",
        Prefs { roll: String, end: String } = "story-prefs",
        PrefsSkip { roll: String, end: String, person: Person } = "story-prefs-skip",
        /// A move the server made for a seat: as it chose, or by the
        /// stand-in at its deadline. `text`: the move in words.
        ByPreference { text: String, who: String } = "story-by-preference",
        ByStandInFor { text: String, who: String } = "story-by-stand-in-for",
        ByStandIn { text: String } = "story-by-stand-in",
    }
}

impl Arg for RollPreference {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(match self {
            RollPreference::Off => "off",
            RollPreference::Always => "always",
            RollPreference::UnlessDevelopmentCard => "unless-card",
        })
    }
}

/// A seat's standing preferences in `lang`: to the seat itself (`person`
/// is you) or about it in the history.
pub fn preferences(
    lang: Lang,
    roll: RollPreference,
    end: bool,
    skip_special: bool,
    person: Person,
) -> String {
    let roll = lang.say(Story::PrefRoll { roll, person });
    let end = lang.say(if end {
        Story::PrefEndAuto { person }
    } else {
        Story::PrefEndSelf { person }
    });
    lang.say(if skip_special {
        Story::PrefsSkip { roll, end, person }
    } else {
        Story::Prefs { roll, end }
    })
}

/// A rewind, pause, stand-in, absence or preference of the game's own in
/// `lang`, with `until` worded by the caller (a date in the reader's
/// language).
pub fn meta(lang: Lang, m: &MetaEvent, names: &Names, until: impl Fn(u64) -> String) -> String {
    let n = |s: &crate::rules::Seat| names.of(*s);
    lang.say(match m {
        MetaEvent::RewindProposed { to, reason } => Story::RewindProposed {
            to: *to,
            reason: reason.clone(),
        },
        MetaEvent::RewindAgreed { seat } => Story::RewindAgreed { who: n(seat) },
        MetaEvent::RewindRefused { seat } => Story::RewindRefused { who: n(seat) },
        MetaEvent::Rewound { to } => Story::Rewound { to: *to },
        MetaEvent::Paused => Story::Paused,
        MetaEvent::Resumed => Story::Resumed,
        MetaEvent::KeepAfterSet { missed } => Story::KeepAfterSet { missed: *missed },
        MetaEvent::DeadlineMissed { seat, .. } => Story::DeadlineMissed { who: n(seat) },
        MetaEvent::StandInKept {
            seat,
            missed: Some(missed),
        } => Story::StandInKeptAfter {
            who: n(seat),
            missed: *missed,
        },
        MetaEvent::StandInKept { seat, missed: None } => Story::StandInHanded { who: n(seat) },
        MetaEvent::Away { seat, until: at } => Story::Away {
            who: n(seat),
            until: until(*at),
        },
        MetaEvent::SeatTakenBack { seat } => Story::SeatTakenBack { who: n(seat) },
        MetaEvent::PreferencesSet {
            seat,
            roll,
            end,
            skip_special,
        } => Story::PreferencesSet {
            who: n(seat),
            prefs: preferences(lang, *roll, *end, *skip_special, Person::Other),
        },
        MetaEvent::QuietHoursSet { quiet: Some(q) } => Story::QuietHoursSet {
            span: quiet_span(lang, q),
        },
        MetaEvent::QuietHoursSet { quiet: None } => Story::QuietHoursRemoved,
        MetaEvent::ActedByPreference { seat } => Story::ActedByPreference { who: n(seat) },
    })
}

/// Quiet hours in `lang`: "22:00 to 07:00 (UTC+01:00)", "22:00 to 07:00
/// (Europe/Berlin)".
pub fn quiet_span(lang: Lang, q: &QuietHours) -> String {
    let hhmm = |minutes: u16| format!("{:02}:{:02}", minutes / 60, minutes % 60);
    if let Some(zone) = &q.time_zone {
        return lang.say(Story::QuietSpanZone {
            from: hhmm(q.from),
            to: hhmm(q.to),
            zone: zone.clone(),
        });
    }
    let sign = if q.utc_offset < 0 { '-' } else { '+' };
    let off = q.utc_offset.unsigned_abs();
    lang.say(Story::QuietSpan {
        from: hhmm(q.from),
        to: hhmm(q.to),
        offset: format!("{sign}{:02}:{:02}", off / 60, off % 60),
    })
}

/// Favor tokens by their guilds' symbols: "1 wagon, 2 books", or "no
/// token".
pub fn fr_tokens(lang: Lang, tokens: &Guilds) -> String {
    tokens
        .iter()
        .filter(|(_, count)| *count > 0)
        .map(|(guild, count)| lang.say(Story::FrTokens { guild, count }))
        .reduce(|init, item| lang.say(super::terms::Term::ListNext { init, item }))
        .unwrap_or_else(|| lang.say(Story::FrNoToken))
}

impl Arg for Earning {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(match self {
            Earning::HarmlessRobber => "harmless-robber",
            Earning::Gift => "gift",
            Earning::Connection => "connection",
        })
    }
}

impl Arg for Words {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(match self {
            Words::Classic => "classic",
            Words::BadenWuerttemberg => "bw",
        })
    }
}

impl Arg for Terrain {
    /// Its id ("hills"), as the board's data spells it.
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.name())
    }
}

/// Cards in the story's words: "2 brick and 1 ore" (Baden-Württemberg's
/// "2 clay and 1 ore"), or "no cards".
pub fn cards(lang: Lang, words: Words, r: &Resources) -> String {
    let items: Vec<String> = r
        .iter()
        .map(|(resource, count)| {
            lang.say(Story::Cards {
                words,
                count,
                resource,
            })
        })
        .collect();
    if items.is_empty() {
        return lang.say(Story::NoCards);
    }
    list_and(lang, &items)
}

/// Offer terms from the offering player's side: "1 brick for 1 ore".
pub fn terms(lang: Lang, words: Words, give: &Resources, want: &Resources) -> String {
    lang.say(Story::Terms {
        give: cards(lang, words, give),
        want: cards(lang, words, want),
    })
}

/// What a production gave, from each receiver's name and cards (those
/// that got nothing left out): "Anna got 1 wool; Bert got 2 ore.", or
/// "Nobody got anything."
pub fn produced(lang: Lang, gains: impl IntoIterator<Item = (String, String)>) -> String {
    let gains = gains
        .into_iter()
        .map(|(who, cards)| lang.say(Story::Got { who, cards }))
        .reduce(|init, item| lang.say(Story::GainsNext { init, item }));
    match gains {
        Some(gains) => lang.say(Story::Gains { gains }),
        None => lang.say(Story::NobodyGot),
    }
}

/// [`produced`] as a seat reads it, each receiver with its [`Person`]:
/// German tells the seat's own gain in the second person ("Anna hat 1
/// Holz bekommen; du hast 1 Wolle bekommen."), English names it as
/// [`produced`] does.
pub fn produced_by(
    lang: Lang,
    gains: impl IntoIterator<Item = (String, Person, String)>,
) -> String {
    let gains = gains
        .into_iter()
        .enumerate()
        .map(|(i, (who, person, cards))| {
            let first = if i == 0 { "yes" } else { "no" };
            lang.say(Story::GotBy {
                who,
                person,
                cards,
                first,
            })
        })
        .reduce(|init, item| lang.say(Story::GainsNext { init, item }));
    match gains {
        Some(gains) => lang.say(Story::Gains { gains }),
        None => lang.say(Story::NobodyGot),
    }
}

/// A hex in words: "the 6 hills", "the desert".
pub fn tile(lang: Lang, board: &Board, id: TileId) -> String {
    if !board.has_tile(id) {
        return lang.say(Story::UnknownTile);
    }
    let t = board.tile(id);
    lang.say(match t.number {
        Some(number) => Story::Tile {
            terrain: t.terrain,
            number,
        },
        None => Story::TileBare { terrain: t.terrain },
    })
}

fn tiles(lang: Lang, board: &Board, ids: &[TileId]) -> String {
    let words: Vec<String> = ids.iter().map(|t| tile(lang, board, *t)).collect();
    list_and(lang, &words)
}

/// A corner in words: "by the 6 hills and the 8 fields, 3:1 harbor".
pub fn node(lang: Lang, board: &Board, id: NodeId) -> String {
    if !board.has_node(id) {
        return lang.say(Story::UnknownNode);
    }
    let tiles = tiles(lang, board, &board.node(id).tiles);
    lang.say(match board.harbor_at(id) {
        Some(h) => Story::NodeHarbor {
            tiles,
            harbor: lang.say(match h {
                HarborKind::Generic => Story::HarborAny,
                HarborKind::Special(resource) => Story::HarborOf { resource },
            }),
        },
        None => Story::Node { tiles },
    })
}

/// A path in words: "between the 6 hills and the 8 fields", or "on the
/// coast of the 5 forest".
pub fn edge(lang: Lang, board: &Board, id: EdgeId) -> String {
    if !board.has_edge(id) {
        return lang.say(Story::UnknownEdge);
    }
    let e = board.edge(id);
    let tiles = tiles(lang, board, &e.tiles);
    lang.say(if e.tiles.len() == 1 {
        Story::EdgeCoast { tiles }
    } else {
        Story::EdgeBetween { tiles }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_and_productions_read_in_each_language() {
        let two = Resources::of(Resource::Brick, 2) + Resources::of(Resource::Ore, 1);
        assert_eq!(cards(Lang::En, Words::Classic, &two), "2 brick and 1 ore");
        assert_eq!(
            cards(Lang::En, Words::BadenWuerttemberg, &two),
            "2 clay and 1 ore"
        );
        assert_eq!(cards(Lang::De, Words::Classic, &two), "2 Lehm und 1 Erz");
        assert_eq!(
            cards(Lang::En, Words::Classic, &Resources::ZERO),
            "no cards"
        );
        let gains = || {
            [
                ("Anna".to_owned(), "1 wool".to_owned()),
                ("Bert".to_owned(), "2 ore".to_owned()),
            ]
        };
        assert_eq!(
            produced(Lang::En, gains()),
            "Anna got 1 wool; Bert got 2 ore."
        );
        assert_eq!(produced(Lang::En, []), "Nobody got anything.");
        assert_eq!(
            produced(Lang::De, gains()),
            "Anna hat 1 wool bekommen; Bert hat 2 ore bekommen."
        );
    }
}
