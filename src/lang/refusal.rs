//! Why the rules refused a command, in the reader's language
//! (`refusal.ftl`): each [`RuleError`] is a fact, its variant and data,
//! worded here in the terms of the game's ruleset. The rules' own English
//! (`RuleError`'s `Display`) stays for logs and the JSON API.

use super::terms::{self, Words};
use super::{phrases, Lang};
use crate::rules::common::Resource;
use crate::rules::frenemies::Guild;
use crate::rules::{CardKind, PhaseKind, Pieces, Place, RuleError, Ruleset, Seat};

phrases! {
    /// A refusal: a clause that follows "Not done:" on a page and "Your
    /// reply made no move:" in an email.
    pub enum Refusal in "refusal" {
        /// `name`: the name asked for, in quotes.
        UnknownRuleset { name: String } = "refusal-unknown-ruleset",
        WrongRuleset = "refusal-wrong-ruleset",
        /// A game of exactly `count` players.
        PlayerCountOne { count: u8, asked: u8 } = "refusal-player-count-one",
        /// A game of `fewest` or `most` players.
        PlayerCountTwo { fewest: u8, most: u8, asked: u8 } = "refusal-player-count-two",
        /// A game of `fewest` to `most` players.
        PlayerCountRange { fewest: u8, most: u8, asked: u8 } = "refusal-player-count-range",
        AlreadyCreated = "refusal-already-created",
        GameOver = "refusal-game-over",
        NoSuchSeat = "refusal-no-such-seat",
        NotYourTurn = "refusal-not-your-turn",
        WrongPhase { phase: PhaseKind } = "refusal-wrong-phase",
        /// `cost`: the cards, worded by [`terms::cards`].
        CannotAfford { cost: String } = "refusal-cannot-afford",
        NoPiecesLeft { pieces: Pieces } = "refusal-no-pieces-left",
        NoSuchPlace { place: Place } = "refusal-no-such-place",
        Occupied = "refusal-occupied",
        TooClose = "refusal-too-close",
        NotConnected = "refusal-not-connected",
        /// Baden-Württemberg: roads and town halls.
        BwNotConnected = "refusal-not-connected-bw",
        NotNextToSettlement = "refusal-not-next-to-settlement",
        NotYourSettlement = "refusal-not-your-settlement",
        RobberMustMove = "refusal-robber-must-move",
        /// Baden-Württemberg: the inventor on landscape fields.
        InventorMustMove = "refusal-inventor-must-move",
        InvalidVictim = "refusal-invalid-victim",
        /// Baden-Württemberg: a card is drawn, not stolen.
        BwInvalidVictim = "refusal-invalid-victim-bw",
        MustSteal = "refusal-must-steal",
        /// Baden-Württemberg: a card is drawn, not stolen.
        BwMustSteal = "refusal-must-steal-bw",
        WrongDiscard { required: u8 } = "refusal-wrong-discard",
        NothingToDiscard = "refusal-nothing-to-discard",
        DeckEmpty = "refusal-deck-empty",
        NoSuchCard { card: CardKind } = "refusal-no-such-card",
        BoughtThisTurn = "refusal-bought-this-turn",
        CardAlreadyPlayed = "refusal-card-already-played",
        BadTrade = "refusal-bad-trade",
        BadTradePartner = "refusal-bad-trade-partner",
        NoSuchOffer = "refusal-no-such-offer",
        NotOfferedToYou = "refusal-not-offered-to-you",
        AlreadyAnswered = "refusal-already-answered",
        NotAccepted = "refusal-not-accepted",
        /// `name`: the partner's name.
        PartnerCannotAfford { name: String } = "refusal-partner-cannot-afford",
        BankEmpty { resource: Resource } = "refusal-bank-empty",
        /// Baden-Württemberg: its supply and its resources' names.
        BwSupplyEmpty { resource: Resource } = "refusal-supply-empty-bw",
        SameResource = "refusal-same-resource",
        TooManyOffers { max: u8 } = "refusal-too-many-offers",
        GiftPending = "refusal-gift-pending",
        NoGift = "refusal-no-gift",
        GiftAlreadyGiven = "refusal-gift-already-given",
        /// `name`: the name of who refused.
        GiftRefused { name: String } = "refusal-gift-refused",
        GiftNotEligible = "refusal-gift-not-eligible",
        RedeemOrExchange = "refusal-redeem-or-exchange",
        TokenEarnedThisTurn = "refusal-token-earned-this-turn",
        NotEnoughTokens { guild: Guild, cost: u8 } = "refusal-not-enough-tokens",
        BadSwap = "refusal-bad-swap",
        NoVpMarkerLeft = "refusal-no-vp-marker-left",
        NoTokenToExchange = "refusal-no-token-to-exchange",
        TokenSupplyEmpty = "refusal-token-supply-empty",
        ExchangePending = "refusal-exchange-pending",
        NoExchange = "refusal-no-exchange",
        CannotReturnToken = "refusal-cannot-return-token",
        NotEnoughOil { need: u8 } = "refusal-not-enough-oil",
        DisasterTrackFull { left: u8 } = "refusal-disaster-track-full",
        SequesteredThisTurn = "refusal-sequestered-this-turn",
        OilUsedThisTurn = "refusal-oil-used-this-turn",
        AlreadySequestered = "refusal-already-sequestered",
        NotYourCity = "refusal-not-your-city",
        AlreadyMetropolis = "refusal-already-metropolis",
        HexDestroyed = "refusal-hex-destroyed",
    }
}

/// Why the rules refused a command in a game of `ruleset`, in `lang` and
/// in the ruleset's own terms, a player it speaks of named by `name_of`.
pub fn word(
    lang: Lang,
    ruleset: Ruleset,
    error: &RuleError,
    name_of: impl Fn(Seat) -> String,
) -> String {
    lang.say(phrase(lang, Words::of(ruleset), error, name_of))
}

/// The phrase that words `error` in `words`.
fn phrase(
    lang: Lang,
    words: Words,
    error: &RuleError,
    name_of: impl Fn(Seat) -> String,
) -> Refusal {
    let bw = words == Words::BadenWuerttemberg;
    match error {
        RuleError::UnknownRuleset(name) => Refusal::UnknownRuleset {
            name: format!("{name:?}"),
        },
        RuleError::WrongRuleset => Refusal::WrongRuleset,
        RuleError::PlayerCount { asked, allowed } => {
            let (fewest, most, asked) = (*allowed.start(), *allowed.end(), *asked);
            match most.saturating_sub(fewest) {
                0 => Refusal::PlayerCountOne {
                    count: fewest,
                    asked,
                },
                1 => Refusal::PlayerCountTwo {
                    fewest,
                    most,
                    asked,
                },
                _ => Refusal::PlayerCountRange {
                    fewest,
                    most,
                    asked,
                },
            }
        }
        RuleError::AlreadyCreated => Refusal::AlreadyCreated,
        RuleError::GameOver => Refusal::GameOver,
        RuleError::NoSuchSeat => Refusal::NoSuchSeat,
        RuleError::NotYourTurn => Refusal::NotYourTurn,
        RuleError::WrongPhase(phase) => Refusal::WrongPhase { phase: *phase },
        RuleError::CannotAfford { cost } => Refusal::CannotAfford {
            cost: terms::cards(lang, words, cost),
        },
        RuleError::NoPiecesLeft(pieces) => Refusal::NoPiecesLeft { pieces: *pieces },
        RuleError::NoSuchPlace(place) => Refusal::NoSuchPlace { place: *place },
        RuleError::Occupied => Refusal::Occupied,
        RuleError::TooClose => Refusal::TooClose,
        RuleError::NotConnected if bw => Refusal::BwNotConnected,
        RuleError::NotConnected => Refusal::NotConnected,
        RuleError::NotNextToSettlement => Refusal::NotNextToSettlement,
        RuleError::NotYourSettlement => Refusal::NotYourSettlement,
        RuleError::RobberMustMove if bw => Refusal::InventorMustMove,
        RuleError::RobberMustMove => Refusal::RobberMustMove,
        RuleError::InvalidVictim if bw => Refusal::BwInvalidVictim,
        RuleError::InvalidVictim => Refusal::InvalidVictim,
        RuleError::MustSteal if bw => Refusal::BwMustSteal,
        RuleError::MustSteal => Refusal::MustSteal,
        RuleError::WrongDiscard { required } => Refusal::WrongDiscard {
            required: *required,
        },
        RuleError::NothingToDiscard => Refusal::NothingToDiscard,
        RuleError::DeckEmpty => Refusal::DeckEmpty,
        RuleError::NoSuchCard(card) => Refusal::NoSuchCard { card: *card },
        RuleError::BoughtThisTurn => Refusal::BoughtThisTurn,
        RuleError::CardAlreadyPlayed => Refusal::CardAlreadyPlayed,
        RuleError::BadTrade => Refusal::BadTrade,
        RuleError::BadTradePartner => Refusal::BadTradePartner,
        RuleError::NoSuchOffer => Refusal::NoSuchOffer,
        RuleError::NotOfferedToYou => Refusal::NotOfferedToYou,
        RuleError::AlreadyAnswered => Refusal::AlreadyAnswered,
        RuleError::NotAccepted => Refusal::NotAccepted,
        RuleError::PartnerCannotAfford(seat) => Refusal::PartnerCannotAfford {
            name: name_of(*seat),
        },
        RuleError::BankEmpty(resource) if bw => Refusal::BwSupplyEmpty {
            resource: *resource,
        },
        RuleError::BankEmpty(resource) => Refusal::BankEmpty {
            resource: *resource,
        },
        RuleError::SameResource => Refusal::SameResource,
        RuleError::TooManyOffers { max } => Refusal::TooManyOffers { max: *max },
        RuleError::GiftPending => Refusal::GiftPending,
        RuleError::NoGift => Refusal::NoGift,
        RuleError::GiftAlreadyGiven => Refusal::GiftAlreadyGiven,
        RuleError::GiftRefused(seat) => Refusal::GiftRefused {
            name: name_of(*seat),
        },
        RuleError::GiftNotEligible => Refusal::GiftNotEligible,
        RuleError::RedeemOrExchange => Refusal::RedeemOrExchange,
        RuleError::TokenEarnedThisTurn => Refusal::TokenEarnedThisTurn,
        RuleError::NotEnoughTokens { guild, cost } => Refusal::NotEnoughTokens {
            guild: *guild,
            cost: *cost,
        },
        RuleError::BadSwap => Refusal::BadSwap,
        RuleError::NoVpMarkerLeft => Refusal::NoVpMarkerLeft,
        RuleError::NoTokenToExchange => Refusal::NoTokenToExchange,
        RuleError::SupplyEmpty => Refusal::TokenSupplyEmpty,
        RuleError::ExchangePending => Refusal::ExchangePending,
        RuleError::NoExchange => Refusal::NoExchange,
        RuleError::CannotReturnToken => Refusal::CannotReturnToken,
        RuleError::NotEnoughOil { need } => Refusal::NotEnoughOil { need: *need },
        RuleError::DisasterTrackFull { left } => Refusal::DisasterTrackFull { left: *left },
        RuleError::SequesteredThisTurn => Refusal::SequesteredThisTurn,
        RuleError::OilUsedThisTurn => Refusal::OilUsedThisTurn,
        RuleError::AlreadySequestered => Refusal::AlreadySequestered,
        RuleError::NotYourCity => Refusal::NotYourCity,
        RuleError::AlreadyMetropolis => Refusal::AlreadyMetropolis,
        RuleError::HexDestroyed => Refusal::HexDestroyed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Phrase;
    use crate::rules::baden_wuerttemberg::state::DevCard as BwCard;
    use crate::rules::classic::state::DevCard;
    use crate::rules::common::Resources;
    use crate::rules::REGISTERED;

    /// The place of each variant in [`one_of_each`]: a match with no
    /// wildcard, so that a new variant does not build until it is listed.
    fn index(error: &RuleError) -> usize {
        match error {
            RuleError::UnknownRuleset(_) => 0,
            RuleError::WrongRuleset => 1,
            RuleError::PlayerCount { .. } => 2,
            RuleError::AlreadyCreated => 3,
            RuleError::GameOver => 4,
            RuleError::NoSuchSeat => 5,
            RuleError::NotYourTurn => 6,
            RuleError::WrongPhase(_) => 7,
            RuleError::CannotAfford { .. } => 8,
            RuleError::NoPiecesLeft(_) => 9,
            RuleError::NoSuchPlace(_) => 10,
            RuleError::Occupied => 11,
            RuleError::TooClose => 12,
            RuleError::NotConnected => 13,
            RuleError::NotNextToSettlement => 14,
            RuleError::NotYourSettlement => 15,
            RuleError::RobberMustMove => 16,
            RuleError::InvalidVictim => 17,
            RuleError::MustSteal => 18,
            RuleError::WrongDiscard { .. } => 19,
            RuleError::NothingToDiscard => 20,
            RuleError::DeckEmpty => 21,
            RuleError::NoSuchCard(_) => 22,
            RuleError::BoughtThisTurn => 23,
            RuleError::CardAlreadyPlayed => 24,
            RuleError::BadTrade => 25,
            RuleError::BadTradePartner => 26,
            RuleError::NoSuchOffer => 27,
            RuleError::NotOfferedToYou => 28,
            RuleError::AlreadyAnswered => 29,
            RuleError::NotAccepted => 30,
            RuleError::PartnerCannotAfford(_) => 31,
            RuleError::BankEmpty(_) => 32,
            RuleError::SameResource => 33,
            RuleError::TooManyOffers { .. } => 34,
            RuleError::GiftPending => 35,
            RuleError::NoGift => 36,
            RuleError::GiftAlreadyGiven => 37,
            RuleError::GiftRefused(_) => 38,
            RuleError::GiftNotEligible => 39,
            RuleError::RedeemOrExchange => 40,
            RuleError::TokenEarnedThisTurn => 41,
            RuleError::NotEnoughTokens { .. } => 42,
            RuleError::BadSwap => 43,
            RuleError::NoVpMarkerLeft => 44,
            RuleError::NoTokenToExchange => 45,
            RuleError::SupplyEmpty => 46,
            RuleError::ExchangePending => 47,
            RuleError::NoExchange => 48,
            RuleError::CannotReturnToken => 49,
            RuleError::NotEnoughOil { .. } => 50,
            RuleError::DisasterTrackFull { .. } => 51,
            RuleError::SequesteredThisTurn => 52,
            RuleError::OilUsedThisTurn => 53,
            RuleError::AlreadySequestered => 54,
            RuleError::NotYourCity => 55,
            RuleError::AlreadyMetropolis => 56,
            RuleError::HexDestroyed => 57,
        }
    }
    const VARIANTS: usize = 58;

    /// Every variant, with every kind of data it may hold.
    fn one_of_each() -> Vec<RuleError> {
        let mut all = vec![
            RuleError::UnknownRuleset("chess".to_owned()),
            RuleError::WrongRuleset,
            RuleError::PlayerCount {
                asked: 2,
                allowed: 3..=3,
            },
            RuleError::PlayerCount {
                asked: 2,
                allowed: 3..=4,
            },
            RuleError::PlayerCount {
                asked: 7,
                allowed: 3..=6,
            },
            RuleError::AlreadyCreated,
            RuleError::GameOver,
            RuleError::NoSuchSeat,
            RuleError::NotYourTurn,
            RuleError::CannotAfford {
                cost: Resources::ZERO,
            },
            RuleError::CannotAfford {
                cost: Resources::new(1, 1, 1, 1, 0),
            },
            RuleError::Occupied,
            RuleError::TooClose,
            RuleError::NotConnected,
            RuleError::NotNextToSettlement,
            RuleError::NotYourSettlement,
            RuleError::RobberMustMove,
            RuleError::InvalidVictim,
            RuleError::MustSteal,
            RuleError::WrongDiscard { required: 4 },
            RuleError::NothingToDiscard,
            RuleError::DeckEmpty,
            RuleError::BoughtThisTurn,
            RuleError::CardAlreadyPlayed,
            RuleError::BadTrade,
            RuleError::BadTradePartner,
            RuleError::NoSuchOffer,
            RuleError::NotOfferedToYou,
            RuleError::AlreadyAnswered,
            RuleError::NotAccepted,
            RuleError::PartnerCannotAfford(Seat(1)),
            RuleError::SameResource,
            RuleError::TooManyOffers { max: 3 },
            RuleError::GiftPending,
            RuleError::NoGift,
            RuleError::GiftAlreadyGiven,
            RuleError::GiftRefused(Seat(2)),
            RuleError::GiftNotEligible,
            RuleError::RedeemOrExchange,
            RuleError::TokenEarnedThisTurn,
            RuleError::BadSwap,
            RuleError::NoVpMarkerLeft,
            RuleError::NoTokenToExchange,
            RuleError::SupplyEmpty,
            RuleError::ExchangePending,
            RuleError::NoExchange,
            RuleError::CannotReturnToken,
            RuleError::NotEnoughOil { need: 2 },
            RuleError::DisasterTrackFull { left: 1 },
            RuleError::SequesteredThisTurn,
            RuleError::OilUsedThisTurn,
            RuleError::AlreadySequestered,
            RuleError::NotYourCity,
            RuleError::AlreadyMetropolis,
            RuleError::HexDestroyed,
        ];
        all.extend(PhaseKind::ALL.map(RuleError::WrongPhase));
        all.extend(Pieces::ALL.map(RuleError::NoPiecesLeft));
        all.extend(Place::ALL.map(RuleError::NoSuchPlace));
        all.extend(Resource::ALL.map(RuleError::BankEmpty));
        all.extend(DevCard::ALL.map(|c| RuleError::NoSuchCard(c.into())));
        all.extend(BwCard::ALL.map(|c| RuleError::NoSuchCard(c.into())));
        all.extend(Guild::ALL.map(|guild| RuleError::NotEnoughTokens {
            guild,
            cost: guild.cost(),
        }));
        all
    }

    fn name_of(seat: Seat) -> String {
        ["Anna", "Ben", "Cleo"][seat.index()].to_owned()
    }

    #[test]
    fn every_refusal_is_worded_in_every_language_and_every_ruleset() {
        let all = one_of_each();
        let listed: std::collections::BTreeSet<usize> = all.iter().map(index).collect();
        assert_eq!(listed.len(), VARIANTS, "one_of_each lists every variant");
        for error in &all {
            for &ruleset in REGISTERED {
                let words = Words::of(ruleset);
                let id = phrase(Lang::En, words, error, name_of).id();
                let en = word(Lang::En, ruleset, error, name_of);
                let de = word(Lang::De, ruleset, error, name_of);
                for said in [&en, &de] {
                    assert!(!said.is_empty() && said != id, "{error:?}: {said}");
                    assert!(!said.contains('{'), "{error:?} lacks an argument: {said}");
                }
                // German has its own message: no English fallback.
                assert_ne!(en, de, "{error:?} in {ruleset:?}");
            }
        }
    }

    /// The words of pages and emails in English are what they were before
    /// they moved here: the rules' own (their `Display`), but where
    /// Baden-Württemberg's presentation said it in its own terms, and a
    /// player named by name.
    #[test]
    fn english_refusals_are_the_rules_own_words_or_baden_wuerttemberg_s() {
        let bw_own = |error: &RuleError| -> Option<&str> {
            Some(match error {
                RuleError::RobberMustMove => "the inventor must move to another landscape field",
                RuleError::MustSteal => {
                    "choose a player to draw a card from: someone there has cards"
                }
                RuleError::InvalidVictim => "you cannot draw a card from that player there",
                RuleError::NotConnected => "that must connect to your own roads or town halls",
                RuleError::CannotAfford { cost } if cost.is_empty() => "you need no cards for that",
                RuleError::CannotAfford { .. } => {
                    "you need 1 clay, 1 wood, 1 wool and 1 grain for that"
                }
                RuleError::BankEmpty(Resource::Brick) => "the supply has no clay left",
                RuleError::BankEmpty(Resource::Lumber) => "the supply has no wood left",
                RuleError::BankEmpty(Resource::Wool) => "the supply has no wool left",
                RuleError::BankEmpty(Resource::Grain) => "the supply has no grain left",
                RuleError::BankEmpty(Resource::Ore) => "the supply has no ore left",
                _ => return None,
            })
        };
        for error in one_of_each() {
            for &ruleset in REGISTERED {
                let expected = match &error {
                    RuleError::PartnerCannotAfford(_) => {
                        "Ben does not have the cards for this trade any more".to_owned()
                    }
                    RuleError::GiftRefused(_) => {
                        "Cleo has already refused a gift from you this turn".to_owned()
                    }
                    e => match bw_own(e) {
                        Some(own) if ruleset == Ruleset::BadenWuerttemberg => own.to_owned(),
                        _ => e.to_string(),
                    },
                };
                assert_eq!(word(Lang::En, ruleset, &error, name_of), expected);
            }
        }
    }

    /// The rules' own English stays for logs and the JSON API's `error`
    /// field, their data worded as before.
    #[test]
    fn the_rules_own_english_names_the_facts_as_before() {
        for (error, english) in [
            (
                RuleError::WrongPhase(PhaseKind::Roll),
                "you cannot do that now: the game is rolling the dice",
            ),
            (
                RuleError::NoPiecesLeft(Pieces::RoadsOrPlaces),
                "you have no roads or places for them left in your supply",
            ),
            (
                RuleError::NoSuchPlace(Place::LandscapeField),
                "there is no such landscape field on this board",
            ),
            (
                RuleError::NoSuchCard(DevCard::YearOfPlenty.into()),
                "you have no Year of Plenty card you can play",
            ),
            (
                RuleError::NoSuchCard(BwCard::SuccessfulInvention.into()),
                "you have no Successful Invention card you can play",
            ),
            (
                RuleError::BankEmpty(Resource::Ore),
                "the bank has no ore left",
            ),
            (
                RuleError::NotEnoughTokens {
                    guild: Guild::MasterBuilders,
                    cost: 2,
                },
                "the Master Builders ask for 2 of their favor tokens",
            ),
        ] {
            assert_eq!(error.to_string(), english);
        }
    }

    /// docs/glossary-de.md: the Kosmos terms, and Baden-Württemberg's own.
    #[test]
    fn german_refusals_use_the_game_s_german_terms() {
        let de = |ruleset, error: RuleError| word(Lang::De, ruleset, &error, name_of);
        let said = de(Ruleset::Classic, RuleError::BankEmpty(Resource::Brick));
        assert_eq!(said, "Im Vorrat ist kein Lehm mehr");
        let said = de(
            Ruleset::BadenWuerttemberg,
            RuleError::BankEmpty(Resource::Wool),
        );
        assert_eq!(said, "Im Vorrat ist keine Wolle mehr");
        let said = de(Ruleset::BadenWuerttemberg, RuleError::RobberMustMove);
        assert!(
            said.contains("Erfinder") && said.contains("Landschaftsfeld"),
            "{said}"
        );
        assert!(!said.contains("Räuber"), "{said}");
        let said = de(Ruleset::Classic, RuleError::RobberMustMove);
        assert!(said.contains("Räuber"), "{said}");
        let said = de(Ruleset::BadenWuerttemberg, RuleError::NotConnected);
        assert!(
            said.contains("Rathäuser") && !said.contains("Siedlung"),
            "{said}"
        );
        let cost = Resources::of(Resource::Brick, 2) + Resources::of(Resource::Lumber, 1);
        let said = de(Ruleset::BadenWuerttemberg, RuleError::CannotAfford { cost });
        assert_eq!(said, "Dafür brauchst du 2 Lehm und 1 Holz");
        let said = de(
            Ruleset::Classic,
            RuleError::NoSuchCard(DevCard::Monopoly.into()),
        );
        assert!(said.contains("„Monopol“"), "{said}");
        let said = de(Ruleset::Classic, RuleError::NoPiecesLeft(Pieces::Cities));
        assert!(said.contains("keine Städte"), "{said}");
        let said = de(
            Ruleset::Classic,
            RuleError::WrongPhase(PhaseKind::MoveRobber),
        );
        assert!(said.contains("Räuber"), "{said}");
        let said = de(
            Ruleset::Frenemies,
            RuleError::NotEnoughTokens {
                guild: Guild::Traders,
                cost: 1,
            },
        );
        assert_eq!(said, "Die Händlergilde verlangt 1 Gefallenmarker");
        let said = de(Ruleset::Classic, RuleError::PartnerCannotAfford(Seat(1)));
        assert!(said.starts_with("Ben hat"), "{said}");
    }

    /// baden-wuerttemberg.txt: clay and wood from the supply, the inventor
    /// on landscape fields and town halls, where the classic game has brick
    /// and lumber from the bank, the robber on hexes and settlements.
    #[test]
    fn refusals_name_the_resources_the_supply_and_the_inventor_in_this_games_words() {
        let refusal =
            |error: &RuleError| word(Lang::En, Ruleset::BadenWuerttemberg, error, name_of);
        let cost = Resources::of(Resource::Brick, 2) + Resources::of(Resource::Lumber, 1);
        let said = refusal(&RuleError::CannotAfford { cost });
        assert!(said.contains("2 clay"), "{said}");
        assert!(said.contains("1 wood"), "{said}");
        assert!(
            !said.contains("brick") && !said.contains("lumber"),
            "{said}"
        );
        assert_eq!(
            refusal(&RuleError::BankEmpty(Resource::Lumber)),
            "the supply has no wood left"
        );
        for (error, words) in [
            (RuleError::RobberMustMove, "inventor"),
            (RuleError::MustSteal, "draw a card"),
            (RuleError::InvalidVictim, "draw a card"),
            (RuleError::NotConnected, "town halls"),
        ] {
            let said = refusal(&error);
            assert!(said.contains(words), "{said}");
            for classic in ["robber", "steal", "settlement", "cities", "hex"] {
                assert!(!said.contains(classic), "{said}");
            }
        }
        assert_eq!(
            refusal(&RuleError::NotYourTurn),
            RuleError::NotYourTurn.to_string()
        );
    }
}
