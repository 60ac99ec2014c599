//! The pure rules engines: rulesets, seats, viewers and rule errors.
//!
//! Nothing here performs I/O: no HTTP, SQL, email or clock. Every ruleset
//! implements the contract in [`contract::Rules`].

pub mod baden_wuerttemberg;
pub mod classic;
pub mod common;
pub mod contract;
pub mod dispatch;
pub mod frenemies;
pub mod oil_springs;
pub mod refused;
#[cfg(test)]
mod stand_in_playout;

pub use contract::{
    count_words, BoardKind, GameOptions, Names, PlansActed, PublicTurn, Registration, Rules, Status,
};
pub use dispatch::{
    most_players, AnyCommand, AnyEvent, AnyPhase, AnyState, AnyView, Ruleset, REGISTERED,
};
pub use refused::{CardKind, PhaseKind, Pieces, Place};

use crate::rules::common::{Resource, Resources};
use crate::rules::frenemies::state::Guild;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// A player's seat: the index of the player as listed at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-player vectors.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who looks at a game: a seat sees its own secrets, a spectator none, the
/// referee (exports of finished games, audits) everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "seat")]
pub enum Viewer {
    Seat(Seat),
    Spectator,
    Referee,
}

impl Viewer {
    /// True when this viewer may know what only `seats` know: it is one of
    /// them, or the referee.
    pub fn sees(self, seats: &[Seat]) -> bool {
        match self {
            Viewer::Referee => true,
            Viewer::Seat(s) => seats.contains(&s),
            Viewer::Spectator => false,
        }
    }

    /// `secret`, known to `seats` only, as this viewer may see it: `None`
    /// unless it [`sees`](Viewer::sees) it.
    pub fn shown<T>(self, seats: &[Seat], secret: Option<T>) -> Option<T> {
        secret.filter(|_| self.sees(seats))
    }
}

impl Ruleset {
    /// The ruleset a game gets when its creator names none: the first
    /// registered.
    pub const DEFAULT: Ruleset = dispatch::REGISTERED[0];

    /// The API name (the registration's).
    pub const fn name(self) -> &'static str {
        self.registration().name
    }

    /// The board a game gets when its creator names none (the
    /// registration's).
    pub const fn default_board(self) -> BoardKind {
        self.registration().default_board
    }

    /// The name players know the game by (the registration's).
    pub const fn title(self) -> &'static str {
        self.registration().title
    }

    /// How many may play a game of this ruleset (the registration's).
    pub const fn players(self) -> RangeInclusive<u8> {
        let players = &self.registration().players;
        RangeInclusive::new(*players.start(), *players.end())
    }
}

impl FromStr for Ruleset {
    type Err = RuleError;
    /// The registered ruleset named `s`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        REGISTERED
            .iter()
            .copied()
            .find(|r| r.name() == s)
            .ok_or_else(|| RuleError::UnknownRuleset(s.to_owned()))
    }
}

/// A ruleset is written as its API name, in the JSON API and the stored
/// events.
impl Serialize for Ruleset {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Ruleset {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse()
            .map_err(|_| serde::de::Error::unknown_variant(&name, dispatch::NAMES))
    }
}

/// Why the rules refuse a command: the variant and its data are the fact,
/// which `src/lang` words for players; the `Display` is the rules' own
/// English, for logs and the JSON API's `error` field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("there is no ruleset called {0:?}")]
    UnknownRuleset(String),
    #[error("that command belongs to another game")]
    WrongRuleset,
    #[error("a game needs {} players, not {asked}", count_words(allowed))]
    PlayerCount {
        asked: u8,
        allowed: RangeInclusive<u8>,
    },
    #[error("the game has already been created")]
    AlreadyCreated,
    #[error("the game is over")]
    GameOver,
    #[error("there is no such seat in this game")]
    NoSuchSeat,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("you cannot do that now: the game is {0}")]
    WrongPhase(PhaseKind),
    #[error("you need {cost} for that")]
    CannotAfford { cost: Resources },
    #[error("you have no {0} left in your supply")]
    NoPiecesLeft(Pieces),
    #[error("there is no such {0} on this board")]
    NoSuchPlace(Place),
    #[error("that spot is already taken")]
    Occupied,
    #[error("a settlement must be at least two paths away from every other settlement or city")]
    TooClose,
    #[error("that must connect to your own roads, settlements or cities")]
    NotConnected,
    #[error("the starting road must touch the settlement you just placed")]
    NotNextToSettlement,
    #[error("you can only upgrade one of your own settlements")]
    NotYourSettlement,
    #[error("the robber must move to a different hex")]
    RobberMustMove,
    #[error("you cannot steal from that player there")]
    InvalidVictim,
    #[error("choose a player to steal from: someone there has cards")]
    MustSteal,
    #[error("you must discard exactly {required} cards from your hand")]
    WrongDiscard { required: u8 },
    #[error("you do not have to discard")]
    NothingToDiscard,
    #[error("the development deck is empty")]
    DeckEmpty,
    #[error("you have no {0} card you can play")]
    NoSuchCard(CardKind),
    #[error("you cannot play a card bought this turn")]
    BoughtThisTurn,
    #[error("you have already played a development card this turn")]
    CardAlreadyPlayed,
    #[error("a trade needs at least one card on each side and never the same resource on both")]
    BadTrade,
    #[error("you can only offer trades to other players in this game")]
    BadTradePartner,
    #[error("there is no such open offer")]
    NoSuchOffer,
    #[error("that offer was not made to you")]
    NotOfferedToYou,
    #[error("you have already answered that offer")]
    AlreadyAnswered,
    #[error("that player has not accepted or countered your offer")]
    NotAccepted,
    #[error("{0} does not have the cards for this trade any more")]
    PartnerCannotAfford(Seat),
    #[error("the bank has no {0} left")]
    BankEmpty(Resource),
    #[error("you cannot trade a resource for itself")]
    SameResource,
    #[error("you already have {max} open offers: withdraw one, or wait for answers, before offering again")]
    TooManyOffers { max: u8 },
    // Frenemies (frenemies.txt)
    #[error("your gift waits for an answer first")]
    GiftPending,
    #[error("there is no such gift waiting for you")]
    NoGift,
    #[error("you have already given a resource away this turn")]
    GiftAlreadyGiven,
    #[error("{0} has already refused a gift from you this turn")]
    GiftRefused(Seat),
    #[error("you can only give to an opponent with no more visible points than you")]
    GiftNotEligible,
    #[error("in one turn you may either redeem favor tokens or make one exchange")]
    RedeemOrExchange,
    #[error("favor tokens earned this turn can be used from your next turn on")]
    TokenEarnedThisTurn,
    #[error("the {guild} ask for {cost} of their favor tokens")]
    NotEnoughTokens { guild: Guild, cost: u8 },
    #[error("the Traders swap one or two cards for as many different ones")]
    BadSwap,
    #[error("no VP marker is left")]
    NoVpMarkerLeft,
    #[error("you have no favor token to exchange")]
    NoTokenToExchange,
    #[error("the favor token supply is empty")]
    SupplyEmpty,
    #[error("return a favor token to finish your exchange first")]
    ExchangePending,
    #[error("there is no exchange to finish")]
    NoExchange,
    #[error("return the token you drew or one you held before this turn")]
    CannotReturnToken,
    // Oil Springs (oil-springs.txt)
    #[error("you need {need} oil for that")]
    NotEnoughOil { need: u8 },
    #[error("the disaster track allows only {left} more oil this turn")]
    DisasterTrackFull { left: u8 },
    #[error("you sequestered oil this turn, so you cannot use oil")]
    SequesteredThisTurn,
    #[error("you used oil this turn, so you cannot sequester oil")]
    OilUsedThisTurn,
    #[error("you have already sequestered oil this turn")]
    AlreadySequestered,
    #[error("a metropolis goes on one of your own cities")]
    NotYourCity,
    #[error("that city is already a metropolis")]
    AlreadyMetropolis,
    #[error("that hex was destroyed by pollution: the robber cannot go there")]
    HexDestroyed,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules' own arm and player counts, read through the dispatch.
    struct Own;

    impl dispatch::WithRules for Own {
        type Output = (Ruleset, RangeInclusive<u8>);
        fn run<R: Rules>(self) -> Self::Output {
            (R::RULESET, R::PLAYERS)
        }
    }

    #[test]
    fn the_registry_names_every_ruleset_once_and_its_facts_read_back() {
        /// Every arm of the enum, so that an arm added here unregistered, or
        /// registered but not listed below, fails to compile.
        const fn listed(ruleset: Ruleset) -> usize {
            match ruleset {
                Ruleset::Classic => 0,
                Ruleset::Frenemies => 1,
                Ruleset::OilSprings => 2,
                Ruleset::BadenWuerttemberg => 3,
            }
        }
        let expected = [
            (
                Ruleset::Classic,
                "classic",
                "Catan",
                3..=6,
                BoardKind::Variable,
            ),
            (
                Ruleset::Frenemies,
                "frenemies",
                "Catan: Frenemies",
                3..=4,
                BoardKind::Variable,
            ),
            (
                Ruleset::OilSprings,
                "oil-springs",
                "Catan: Oil Springs",
                3..=4,
                BoardKind::Beginner,
            ),
            (
                Ruleset::BadenWuerttemberg,
                "baden-wuerttemberg",
                "Baden-Württemberg Catan",
                3..=4,
                BoardKind::Variable,
            ),
        ];
        assert_eq!(REGISTERED.len(), expected.len());
        assert_eq!(Ruleset::DEFAULT, Ruleset::Classic);
        let mut names = Vec::new();
        for (i, (ruleset, name, title, players, board)) in expected.into_iter().enumerate() {
            assert_eq!(listed(ruleset), i);
            assert_eq!(REGISTERED[i], ruleset, "in the order of the registration");
            assert_eq!(REGISTERED.iter().filter(|r| **r == ruleset).count(), 1);
            let registration = ruleset.registration();
            assert_eq!(registration.ruleset, ruleset, "{name} names its own arm");
            assert_eq!(ruleset.name(), name);
            assert_eq!(ruleset.title(), title);
            assert_eq!(ruleset.players(), players);
            assert_eq!(ruleset.default_board(), board);
            assert_eq!(
                dispatch::with_rules(ruleset, Own),
                Ok((ruleset, players)),
                "{name}'s rules read the same registration"
            );
            names.push(name);
        }
        assert_eq!(dispatch::NAMES, names.as_slice());
        let titles: std::collections::HashSet<_> = REGISTERED.iter().map(|r| r.title()).collect();
        assert_eq!(
            titles.len(),
            REGISTERED.len(),
            "every title is a ruleset's own"
        );
    }

    #[test]
    fn a_ruleset_name_parses_back_to_its_ruleset_and_no_other_name_does() {
        for &ruleset in REGISTERED {
            let name = ruleset.name();
            assert_eq!(name.parse::<Ruleset>(), Ok(ruleset));
            let json = serde_json::to_string(&ruleset).expect("serializes");
            assert_eq!(json, format!("\"{name}\""));
            assert_eq!(serde_json::from_str::<Ruleset>(&json).ok(), Some(ruleset));
        }
        for other in ["chess", "Classic", "oil_springs", "baden_wuerttemberg", ""] {
            assert_eq!(
                other.parse::<Ruleset>(),
                Err(RuleError::UnknownRuleset(other.to_owned()))
            );
            let refused = serde_json::from_str::<Ruleset>(&format!("\"{other}\""))
                .expect_err("no such ruleset")
                .to_string();
            assert!(
                refused.contains(&format!("unknown variant `{other}`")),
                "{refused}"
            );
        }
    }

    #[test]
    fn ruleset_names_are_the_api_contract() {
        assert_eq!("classic".parse::<Ruleset>(), Ok(Ruleset::Classic));
        assert!("chess".parse::<Ruleset>().is_err());
        assert_eq!(
            serde_json::to_string(&Ruleset::Classic).unwrap(),
            "\"classic\""
        );
        assert_eq!(
            serde_json::to_string(&Ruleset::BadenWuerttemberg).unwrap(),
            "\"baden-wuerttemberg\""
        );
        assert_eq!(Ruleset::BadenWuerttemberg.name(), "baden-wuerttemberg");
        assert_eq!(
            "baden-wuerttemberg".parse::<Ruleset>(),
            Ok(Ruleset::BadenWuerttemberg)
        );
    }

    #[test]
    fn oil_springs_is_named_and_accepted() {
        assert_eq!(Ruleset::OilSprings.name(), "oil-springs");
        assert_eq!(Ruleset::OilSprings.title(), "Catan: Oil Springs");
        assert_eq!(
            serde_json::to_string(&Ruleset::OilSprings).unwrap(),
            "\"oil-springs\""
        );
        assert_eq!("oil-springs".parse::<Ruleset>(), Ok(Ruleset::OilSprings));
    }

    #[test]
    fn frenemies_is_named_and_accepted() {
        assert_eq!(Ruleset::Frenemies.name(), "frenemies");
        assert_eq!(Ruleset::Frenemies.title(), "Catan: Frenemies");
        assert_eq!(
            serde_json::to_string(&Ruleset::Frenemies).unwrap(),
            "\"frenemies\""
        );
        assert_eq!("frenemies".parse::<Ruleset>(), Ok(Ruleset::Frenemies));
    }
}
