//! What a refusal names, in no language: the stage a game is at, the pieces
//! a supply ran out of, the kind of place or card asked for. A
//! [`super::RuleError`] holds these facts; `src/lang` words them for
//! players, and their `Display` keeps the rules' own English for logs and
//! the JSON API's `error` field. Each has an [`id`](PhaseKind::id) that the
//! words select on.

use std::fmt;

/// What a game is doing when a command comes at the wrong moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PhaseKind {
    /// Before the game is created.
    Lobby,
    /// A starting settlement is being placed.
    PlaceSettlement,
    /// A starting road is being placed.
    PlaceRoad,
    /// Baden-Württemberg: the starting town halls are being founded.
    Found,
    Roll,
    /// Discards after a 7 are awaited.
    Discard,
    MoveRobber,
    /// Baden-Württemberg: the inventor is being moved.
    MoveInventor,
    /// Trading and building, the main part of a turn.
    Main,
    /// Free roads of a Road Building card are being placed.
    RoadBuilding,
    SpecialBuilding,
    Finished,
    /// A plan for the special building phase, in a game without one.
    NoSpecialBuilding,
    /// A standing plan, in a game whose ruleset keeps none.
    NoPlans,
}

impl PhaseKind {
    /// Every kind, for tests that word each.
    pub const ALL: [PhaseKind; 14] = [
        PhaseKind::Lobby,
        PhaseKind::PlaceSettlement,
        PhaseKind::PlaceRoad,
        PhaseKind::Found,
        PhaseKind::Roll,
        PhaseKind::Discard,
        PhaseKind::MoveRobber,
        PhaseKind::MoveInventor,
        PhaseKind::Main,
        PhaseKind::RoadBuilding,
        PhaseKind::SpecialBuilding,
        PhaseKind::Finished,
        PhaseKind::NoSpecialBuilding,
        PhaseKind::NoPlans,
    ];

    /// The id the words select on.
    pub const fn id(self) -> &'static str {
        match self {
            PhaseKind::Lobby => "lobby",
            PhaseKind::PlaceSettlement => "place-settlement",
            PhaseKind::PlaceRoad => "place-road",
            PhaseKind::Found => "found",
            PhaseKind::Roll => "roll",
            PhaseKind::Discard => "discard",
            PhaseKind::MoveRobber => "move-robber",
            PhaseKind::MoveInventor => "move-inventor",
            PhaseKind::Main => "main",
            PhaseKind::RoadBuilding => "road-building",
            PhaseKind::SpecialBuilding => "special-building",
            PhaseKind::Finished => "finished",
            PhaseKind::NoSpecialBuilding => "no-special-building",
            PhaseKind::NoPlans => "no-plans",
        }
    }

    /// The rules' own English, for logs and the API.
    pub const fn name(self) -> &'static str {
        match self {
            PhaseKind::Lobby => "waiting for the game to be created",
            PhaseKind::PlaceSettlement => "placing a starting settlement",
            PhaseKind::PlaceRoad => "placing a starting road",
            PhaseKind::Found => "founding the starting town halls",
            PhaseKind::Roll => "rolling the dice",
            PhaseKind::Discard => "discarding after a 7",
            PhaseKind::MoveRobber => "moving the robber",
            PhaseKind::MoveInventor => "moving the inventor",
            PhaseKind::Main => "trading and building",
            PhaseKind::RoadBuilding => "placing free roads",
            PhaseKind::SpecialBuilding => "the special building phase",
            PhaseKind::Finished => "the game is over",
            PhaseKind::NoSpecialBuilding => "a game without a special building phase",
            PhaseKind::NoPlans => "a game without standing plans",
        }
    }
}

/// The pieces a supply has run out of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pieces {
    Roads,
    Settlements,
    Cities,
    /// Baden-Württemberg.
    TownHalls,
    /// Oil Springs.
    MetropolisTokens,
    /// Baden-Württemberg's Road Building card: no road left, or no place
    /// for one.
    RoadsOrPlaces,
}

impl Pieces {
    /// Every kind, for tests that word each.
    pub const ALL: [Pieces; 6] = [
        Pieces::Roads,
        Pieces::Settlements,
        Pieces::Cities,
        Pieces::TownHalls,
        Pieces::MetropolisTokens,
        Pieces::RoadsOrPlaces,
    ];

    /// The id the words select on.
    pub const fn id(self) -> &'static str {
        match self {
            Pieces::Roads => "roads",
            Pieces::Settlements => "settlements",
            Pieces::Cities => "cities",
            Pieces::TownHalls => "town-halls",
            Pieces::MetropolisTokens => "metropolis-tokens",
            Pieces::RoadsOrPlaces => "roads-or-places",
        }
    }

    /// The rules' own English, for logs and the API.
    pub const fn name(self) -> &'static str {
        match self {
            Pieces::Roads => "roads",
            Pieces::Settlements => "settlements",
            Pieces::Cities => "cities",
            Pieces::TownHalls => "town halls",
            Pieces::MetropolisTokens => "metropolis tokens",
            Pieces::RoadsOrPlaces => "roads or places for them",
        }
    }
}

/// The kind of place a command named that the board does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    Hex,
    Intersection,
    Path,
    /// A build planned for the special building phase.
    Build,
    /// Baden-Württemberg's kinds of place.
    LandscapeField,
    Crossing,
    TownField,
    LandmarkField,
}

impl Place {
    /// Every kind, for tests that word each.
    pub const ALL: [Place; 8] = [
        Place::Hex,
        Place::Intersection,
        Place::Path,
        Place::Build,
        Place::LandscapeField,
        Place::Crossing,
        Place::TownField,
        Place::LandmarkField,
    ];

    /// The id the words select on.
    pub const fn id(self) -> &'static str {
        match self {
            Place::Hex => "hex",
            Place::Intersection => "intersection",
            Place::Path => "path",
            Place::Build => "build",
            Place::LandscapeField => "landscape-field",
            Place::Crossing => "crossing",
            Place::TownField => "town-field",
            Place::LandmarkField => "landmark-field",
        }
    }

    /// The rules' own English, for logs and the API.
    pub const fn name(self) -> &'static str {
        match self {
            Place::Hex => "hex",
            Place::Intersection => "intersection",
            Place::Path => "path",
            Place::Build => "build",
            Place::LandscapeField => "landscape field",
            Place::Crossing => "crossing",
            Place::TownField => "town field",
            Place::LandmarkField => "landmark field",
        }
    }
}

/// A kind of development card, of either deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// The base game's deck (and its scenarios').
    Classic(super::classic::state::DevCard),
    /// Baden-Württemberg's deck.
    BadenWuerttemberg(super::baden_wuerttemberg::state::DevCard),
}

impl CardKind {
    /// The id the words select on: the base game's and Baden-Württemberg's
    /// Road Building share one.
    pub const fn id(self) -> &'static str {
        use super::baden_wuerttemberg::state::DevCard as Bw;
        use super::classic::state::DevCard as C;
        match self {
            CardKind::Classic(C::Knight) => "knight",
            CardKind::Classic(C::VictoryPoint) => "victory-point",
            CardKind::Classic(C::RoadBuilding) | CardKind::BadenWuerttemberg(Bw::RoadBuilding) => {
                "road-building"
            }
            CardKind::Classic(C::YearOfPlenty) => "year-of-plenty",
            CardKind::Classic(C::Monopoly) => "monopoly",
            CardKind::BadenWuerttemberg(Bw::Invention) => "invention",
            CardKind::BadenWuerttemberg(Bw::SuccessfulInvention) => "successful-invention",
            CardKind::BadenWuerttemberg(Bw::Trade) => "trade",
            CardKind::BadenWuerttemberg(Bw::Achievement) => "achievement",
        }
    }

    /// The rules' own English, for logs and the API.
    pub const fn name(self) -> &'static str {
        use super::classic::state::DevCard as C;
        match self {
            CardKind::Classic(C::Knight) => "Knight",
            CardKind::Classic(C::VictoryPoint) => "Victory Point",
            CardKind::Classic(C::RoadBuilding) => "Road Building",
            CardKind::Classic(C::YearOfPlenty) => "Year of Plenty",
            CardKind::Classic(C::Monopoly) => "Monopoly",
            CardKind::BadenWuerttemberg(card) => card.name(),
        }
    }
}

impl From<super::classic::state::DevCard> for CardKind {
    fn from(card: super::classic::state::DevCard) -> Self {
        CardKind::Classic(card)
    }
}

impl From<super::baden_wuerttemberg::state::DevCard> for CardKind {
    fn from(card: super::baden_wuerttemberg::state::DevCard) -> Self {
        CardKind::BadenWuerttemberg(card)
    }
}

macro_rules! display_by_name {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    )*};
}
display_by_name!(PhaseKind, Pieces, Place, CardKind);
