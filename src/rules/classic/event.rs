//! Events of the classic game: facts in the past tense, the only thing persisted.

use super::command::BoardKind;
use super::scenario::{Never, ScenarioEvent};
use super::state::{Build, DevCard};
pub use crate::rules::common::table::SeatCards;
use crate::rules::common::table::TableEvent;
use crate::rules::common::{EdgeId, HarborKind, NodeId, Resource, Resources, Terrain, TileId};
use crate::rules::contract::GameOptions;
use crate::rules::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Terrain and number of one tile, in the board's tile order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileLayout {
    pub terrain: Terrain,
    pub number: Option<u8>,
}

/// Everything random about a board, recorded when the game is created.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub kind: BoardKind,
    pub tiles: Vec<TileLayout>,
    /// Harbor kinds in the order of the harbor spots.
    pub harbors: Vec<HarborKind>,
}

/// A fact of the game. Serialized as tagged JSON (`{"type": "DiceRolled", ...}`).
/// `E` is the scenario's own events; `Event` alone is the base game's.
///
/// Fields holding private information are `Option`s: they are `Some` in the
/// store and `None` in a copy redacted for a viewer who may not see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event<E = Never> {
    GameCreated {
        players: u8,
        /// Seats in turn order; the first one starts (clarifications.md: random order).
        turn_order: Vec<Seat>,
        layout: Layout,
        /// The options the game was created with, its ruleset among them;
        /// absent from games created before the first event recorded them
        /// (their payload must read and hash as it was stored).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        options: Option<GameOptions>,
    },
    SettlementBuilt {
        seat: Seat,
        node: NodeId,
    },
    RoadBuilt {
        seat: Seat,
        edge: EdgeId,
    },
    CityBuilt {
        seat: Seat,
        node: NodeId,
    },
    StartingResourcesTaken {
        seat: Seat,
        cards: Resources,
    },
    DiceRolled {
        seat: Seat,
        dice: [u8; 2],
    },
    ResourcesProduced {
        gains: Vec<SeatCards>,
    },
    RobberMoved {
        seat: Seat,
        tile: TileId,
    },
    CardStolen {
        seat: Seat,
        victim: Seat,
        resource: Option<Resource>,
    },
    DevelopmentCardBought {
        seat: Seat,
        card: Option<DevCard>,
    },
    KnightPlayed {
        seat: Seat,
    },
    RoadBuildingPlayed {
        seat: Seat,
    },
    YearOfPlentyPlayed {
        seat: Seat,
        /// What the bank could give (clarifications.md: as far as it has them).
        cards: Resources,
    },
    MonopolyPlayed {
        seat: Seat,
        resource: Resource,
        taken: Vec<SeatCards>,
    },
    LongestRoadTaken {
        seat: Option<Seat>,
        length: u8,
    },
    LargestArmyTaken {
        seat: Seat,
        knights: u8,
    },
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    GameWon {
        seat: Seat,
        points: u8,
    },
    /// Five or six players: `seat`'s turn ended and these seats, by public
    /// counts able to build, are asked to build before `next` rolls.
    SpecialBuildingStarted {
        seat: Seat,
        next: Seat,
        asked: Vec<Seat>,
    },
    /// `seat` plans a build for when the phase resolves (the build is
    /// private to the seat until it is applied).
    SpecialBuildPlanned {
        seat: Seat,
        build: Option<Build>,
    },
    /// `seat` has planned all it builds this time (or passes). `plans`
    /// are its builds, in the order planned, shown to the seat alone
    /// (`null` for anyone else, so not even their number shows); absent in
    /// logs from before a live phase kept its plans off the log, whose
    /// plans are the [`Event::SpecialBuildPlanned`] before.
    SpecialBuildingFinished {
        seat: Seat,
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            with = "present_or_null"
        )]
        plans: Option<Option<Vec<Build>>>,
    },
    /// A planned build an earlier seat made impossible: it and the seat's
    /// later plans are dropped, and the seat is asked again.
    SpecialBuildRefused {
        seat: Seat,
        build: Option<Build>,
    },
    /// Every asked seat has finished and every plan is applied: `next` rolls.
    SpecialBuildingEnded {
        next: Seat,
    },
    /// One of the shared table's events, stored under its own tag
    /// (`{"type": "TradeOffered", ...}`; a trade with the bank as
    /// `MaritimeTraded`).
    #[serde(untagged, with = "maritime")]
    Table(TableEvent),
    /// One of the scenario's own events, stored as its own tagged JSON
    /// (`{"type": "FavorTokensDrawn", ...}`): a tag classic does not know.
    #[serde(untagged)]
    Scenario(E),
}

impl<E: ScenarioEvent> Event<E> {
    /// The event's tag, as stored in the `type` column.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameCreated { .. } => "GameCreated",
            Event::SettlementBuilt { .. } => "SettlementBuilt",
            Event::RoadBuilt { .. } => "RoadBuilt",
            Event::CityBuilt { .. } => "CityBuilt",
            Event::StartingResourcesTaken { .. } => "StartingResourcesTaken",
            Event::DiceRolled { .. } => "DiceRolled",
            Event::ResourcesProduced { .. } => "ResourcesProduced",
            Event::RobberMoved { .. } => "RobberMoved",
            Event::CardStolen { .. } => "CardStolen",
            Event::DevelopmentCardBought { .. } => "DevelopmentCardBought",
            Event::KnightPlayed { .. } => "KnightPlayed",
            Event::RoadBuildingPlayed { .. } => "RoadBuildingPlayed",
            Event::YearOfPlentyPlayed { .. } => "YearOfPlentyPlayed",
            Event::MonopolyPlayed { .. } => "MonopolyPlayed",
            Event::LongestRoadTaken { .. } => "LongestRoadTaken",
            Event::LargestArmyTaken { .. } => "LargestArmyTaken",
            Event::TurnEnded { .. } => "TurnEnded",
            Event::GameWon { .. } => "GameWon",
            Event::SpecialBuildingStarted { .. } => "SpecialBuildingStarted",
            Event::SpecialBuildPlanned { .. } => "SpecialBuildPlanned",
            Event::SpecialBuildingFinished { .. } => "SpecialBuildingFinished",
            Event::SpecialBuildRefused { .. } => "SpecialBuildRefused",
            Event::SpecialBuildingEnded { .. } => "SpecialBuildingEnded",
            Event::Table(TableEvent::SupplyTraded { .. }) => "MaritimeTraded",
            Event::Table(e) => e.kind(),
            Event::Scenario(e) => e.kind(),
        }
    }

    /// The seat that acted, where one did.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::GameCreated { .. }
            | Event::ResourcesProduced { .. }
            | Event::LongestRoadTaken { .. }
            | Event::SpecialBuildingEnded { .. } => None,
            Event::SettlementBuilt { seat, .. }
            | Event::RoadBuilt { seat, .. }
            | Event::CityBuilt { seat, .. }
            | Event::StartingResourcesTaken { seat, .. }
            | Event::DiceRolled { seat, .. }
            | Event::RobberMoved { seat, .. }
            | Event::CardStolen { seat, .. }
            | Event::DevelopmentCardBought { seat, .. }
            | Event::KnightPlayed { seat }
            | Event::RoadBuildingPlayed { seat }
            | Event::YearOfPlentyPlayed { seat, .. }
            | Event::MonopolyPlayed { seat, .. }
            | Event::LargestArmyTaken { seat, .. }
            | Event::TurnEnded { seat, .. }
            | Event::GameWon { seat, .. }
            | Event::SpecialBuildingStarted { seat, .. }
            | Event::SpecialBuildPlanned { seat, .. }
            | Event::SpecialBuildingFinished { seat, .. }
            | Event::SpecialBuildRefused { seat, .. } => Some(*seat),
            Event::Table(e) => Some(e.seat()),
            Event::Scenario(e) => e.seat(),
        }
    }

    /// The event as `viewer` may see it: a stolen card is known to the thief
    /// and the victim, a bought card to its buyer; everything else is public.
    #[must_use]
    pub fn redacted_for(&self, viewer: Viewer) -> Self {
        match self {
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => Event::CardStolen {
                seat: *seat,
                victim: *victim,
                resource: viewer.shown(&[*seat, *victim], *resource),
            },
            Event::DevelopmentCardBought { seat, card } => Event::DevelopmentCardBought {
                seat: *seat,
                card: viewer.shown(&[*seat], *card),
            },
            Event::SpecialBuildPlanned { seat, build } => Event::SpecialBuildPlanned {
                seat: *seat,
                build: viewer.shown(&[*seat], *build),
            },
            Event::SpecialBuildingFinished { seat, plans } => Event::SpecialBuildingFinished {
                seat: *seat,
                plans: plans.as_ref().map(|p| viewer.shown(&[*seat], p.clone())),
            },
            Event::SpecialBuildRefused { seat, build } => Event::SpecialBuildRefused {
                seat: *seat,
                build: viewer.shown(&[*seat], *build),
            },
            Event::Scenario(e) => Event::Scenario(e.redacted_for(viewer)),
            other => other.clone(),
        }
    }
}

impl<E> Event<E> {
    /// The base game's event this one is, or `None` for one of the
    /// scenario's own: what the classic presentation narrates.
    pub fn base(&self) -> Option<Event> {
        Some(match self {
            Event::GameCreated {
                players,
                turn_order,
                layout,
                options,
            } => Event::GameCreated {
                players: *players,
                turn_order: turn_order.clone(),
                layout: layout.clone(),
                options: *options,
            },
            Event::SettlementBuilt { seat, node } => Event::SettlementBuilt {
                seat: *seat,
                node: *node,
            },
            Event::RoadBuilt { seat, edge } => Event::RoadBuilt {
                seat: *seat,
                edge: *edge,
            },
            Event::CityBuilt { seat, node } => Event::CityBuilt {
                seat: *seat,
                node: *node,
            },
            Event::StartingResourcesTaken { seat, cards } => Event::StartingResourcesTaken {
                seat: *seat,
                cards: *cards,
            },
            Event::DiceRolled { seat, dice } => Event::DiceRolled {
                seat: *seat,
                dice: *dice,
            },
            Event::ResourcesProduced { gains } => Event::ResourcesProduced {
                gains: gains.clone(),
            },
            Event::RobberMoved { seat, tile } => Event::RobberMoved {
                seat: *seat,
                tile: *tile,
            },
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => Event::CardStolen {
                seat: *seat,
                victim: *victim,
                resource: *resource,
            },
            Event::DevelopmentCardBought { seat, card } => Event::DevelopmentCardBought {
                seat: *seat,
                card: *card,
            },
            Event::KnightPlayed { seat } => Event::KnightPlayed { seat: *seat },
            Event::RoadBuildingPlayed { seat } => Event::RoadBuildingPlayed { seat: *seat },
            Event::YearOfPlentyPlayed { seat, cards } => Event::YearOfPlentyPlayed {
                seat: *seat,
                cards: *cards,
            },
            Event::MonopolyPlayed {
                seat,
                resource,
                taken,
            } => Event::MonopolyPlayed {
                seat: *seat,
                resource: *resource,
                taken: taken.clone(),
            },
            Event::Table(e) => Event::Table(e.clone()),
            Event::LongestRoadTaken { seat, length } => Event::LongestRoadTaken {
                seat: *seat,
                length: *length,
            },
            Event::LargestArmyTaken { seat, knights } => Event::LargestArmyTaken {
                seat: *seat,
                knights: *knights,
            },
            Event::TurnEnded { seat, next } => Event::TurnEnded {
                seat: *seat,
                next: *next,
            },
            Event::GameWon { seat, points } => Event::GameWon {
                seat: *seat,
                points: *points,
            },
            Event::SpecialBuildingStarted { seat, next, asked } => Event::SpecialBuildingStarted {
                seat: *seat,
                next: *next,
                asked: asked.clone(),
            },
            Event::SpecialBuildPlanned { seat, build } => Event::SpecialBuildPlanned {
                seat: *seat,
                build: *build,
            },
            Event::SpecialBuildingFinished { seat, plans } => Event::SpecialBuildingFinished {
                seat: *seat,
                plans: plans.clone(),
            },
            Event::SpecialBuildRefused { seat, build } => Event::SpecialBuildRefused {
                seat: *seat,
                build: *build,
            },
            Event::SpecialBuildingEnded { next } => Event::SpecialBuildingEnded { next: *next },
            Event::Scenario(_) => return None,
        })
    }

    /// The scenario's own event, if this is one.
    pub fn scenario(&self) -> Option<&E> {
        match self {
            Event::Scenario(e) => Some(e),
            _ => None,
        }
    }
}

impl<E> Event<E> {
    /// The shared table's event this one is, if it is one.
    pub fn table(&self) -> Option<&TableEvent> {
        match self {
            Event::Table(e) => Some(e),
            _ => None,
        }
    }
}

impl<E> From<TableEvent> for Event<E> {
    fn from(e: TableEvent) -> Self {
        Event::Table(e)
    }
}

/// Classic's stored JSON of the shared table's events: a trade with the
/// supply is the bank's `MaritimeTraded`, every other event keeps the
/// table's tag.
mod maritime {
    use crate::rules::common::table::TableEvent;
    use crate::rules::common::Resources;
    use crate::rules::Seat;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(tag = "type")]
    enum Bank {
        MaritimeTraded {
            seat: Seat,
            gave: Resources,
            got: Resources,
        },
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Bank(Bank),
        Table(TableEvent),
    }

    pub fn serialize<S: Serializer>(event: &TableEvent, s: S) -> Result<S::Ok, S::Error> {
        match *event {
            TableEvent::SupplyTraded { seat, gave, got } => {
                Bank::MaritimeTraded { seat, gave, got }.serialize(s)
            }
            ref other => other.serialize(s),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TableEvent, D::Error> {
        match Stored::deserialize(d)? {
            Stored::Bank(Bank::MaritimeTraded { seat, gave, got }) => {
                Ok(TableEvent::SupplyTraded { seat, gave, got })
            }
            Stored::Table(TableEvent::SupplyTraded { .. }) => Err(D::Error::unknown_variant(
                "SupplyTraded",
                &["MaritimeTraded"],
            )),
            Stored::Table(other) => Ok(other),
        }
    }
}

/// A field that may be absent (`None`), `null` (`Some(None)`) or a value
/// (`Some(Some(v))`): absent and `null` read differently, so an old payload
/// that lacks the field serializes again exactly as it was stored (the
/// hash chain and the seals compare payloads) while a newer one redacted
/// for another viewer keeps the key with `null`.
mod present_or_null {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[expect(
        clippy::option_option,
        clippy::ref_option,
        reason = "serde's `with` passes the field as it is: three cases, absent, null, a value"
    )]
    pub fn serialize<T: Serialize, S: Serializer>(
        value: &Option<Option<T>>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(inner) => inner.serialize(serializer),
            None => serializer.serialize_none(),
        }
    }

    #[expect(
        clippy::option_option,
        reason = "serde's `with` returns the field as it is: three cases, absent, null, a value"
    )]
    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Option<T>>, D::Error> {
        Option::<T>::deserialize(deserializer).map(Some)
    }
}
