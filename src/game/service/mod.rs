//! The game service: create games, and for every command load the events,
//! fold them (through the cache), decide, and append with the expected version.
//! This file owns the service's shared types and errors; each concern has its
//! own file with its own `impl GameService` block.

mod create;
mod deadline;
mod export;
mod extras;
mod holiday;
mod load;
mod lost_links;
mod me;
mod plans;
mod preference;
mod reply;
mod rewind;
mod submit;
mod talk;

pub use super::attendance::{Attendance, Kept, SeatAttendance, KEEP_AFTER, MAX_KEEP_AFTER};
pub use super::due::WaitingSeat;
pub use create::{deliverable_email, plausible_email, InvitationFacts};
pub use deadline::{
    deadlines_in, DeadlineHours, DeadlinePass, DeadlineRefused, MAX_STAND_IN_MOVES,
};
pub use load::{parse_record, state_at, stored_hash};
pub use me::{AwayChange, MyGames, MySeat, MySettings, Stands};
pub use plans::MAX_PLANS;

/// The game's language its stored options name (`"language"`); English
/// for a game created before languages, or one naming a language the
/// server no longer speaks.
pub(crate) fn language_of_options(options: &serde_json::Value) -> crate::language::Lang {
    options
        .get("language")
        .and_then(|v| v.as_str())
        .and_then(crate::language::Lang::from_code)
        .unwrap_or_default()
}
pub use preference::{max_preferred, next_preferred, preferred};
pub use reply::{Reply, ReplyOutcome};
pub use rewind::MAX_REASON;
pub use talk::{tidy_talk, TalkRefused, MAX_TALK, TALK_LIMITS, TALK_SHOWN};

pub use super::meta::{GameMeta, SpecialBuilding};

use super::cache::{Cached, StateCache};
use super::mail_writer::{MailWriter, NoMail};
use super::secrets::ServerKey;
use crate::history::{self, Proposal, Record};
use crate::rules::{AnyEvent, AnyState, BoardKind, RuleError, Seat, Viewer};
use crate::store::{NewEvent, Store, StoreError, StoredEvent};
use crate::token::Token;
use std::sync::Arc;
use std::time::SystemTime;
use uuid::Uuid;

/// Longest player name accepted.
pub const MAX_NAME: usize = 40;
/// Longest email address accepted (RFC 5321).
pub const MAX_EMAIL: usize = 254;

/// A player of a game to create.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    pub name: String,
    pub email: String,
    /// The code of the language this player reads (`en`, `de`); absent or
    /// null: the game's.
    #[serde(default)]
    pub language: Option<String>,
}

pub use crate::history::refused::Invalid;
pub use crate::text::PlayersRefused;

/// What it takes to create a game.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    pub ruleset: String,
    pub players: Vec<NewPlayer>,
    /// Absent or null: the ruleset's own
    /// ([`Ruleset::default_board`](crate::rules::Ruleset::default_board)).
    #[serde(default)]
    pub board: Option<BoardKind>,
    /// Baden-Württemberg: found the starting town halls freely.
    #[serde(default)]
    pub variable_founding: bool,
    /// Let the host rewind without asking the players.
    #[serde(default)]
    pub host_rewinds_alone: bool,
    /// Hours the game waits for a decision before the stand-in makes it
    /// (1 to 336); absent or null: no deadline.
    #[serde(default)]
    pub deadline_hours: Option<DeadlineHours>,
    /// Daily hours that do not count toward a deadline; absent or null:
    /// every hour counts.
    #[serde(default)]
    pub quiet_hours: Option<QuietHoursRequest>,
    /// Five or six players: `"plans"` (standing plans made as the phase
    /// opens, no email, no wait) or `"live"` (every asked seat is emailed
    /// and the next turn waits); absent or null: plans.
    #[serde(default)]
    pub special_building: Option<SpecialBuilding>,
    /// The code of the game's language (`en`, `de`): its players' unless
    /// one chose another, and that of its pages without a seat when the
    /// reader's browser names none the server speaks; absent or null:
    /// English.
    #[serde(default)]
    pub language: Option<String>,
}

/// Quiet hours as a request names them: `{"from": "22:00", "to": "08:00",
/// "time_zone": "Europe/Berlin"}`, local time being that of the IANA zone,
/// daylight saving time and all; or `{"from": "22:00", "to": "08:00",
/// "utc_offset_minutes": 60}`, local time being UTC plus the offset all
/// year (0 if neither is given). Not both.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuietHoursRequest {
    pub from: String,
    pub to: String,
    #[serde(default)]
    pub utc_offset_minutes: Option<i64>,
    #[serde(default)]
    pub time_zone: Option<String>,
}

impl QuietHoursRequest {
    /// The quiet hours asked for, or why they do not read.
    pub fn read(&self) -> Result<crate::history::QuietHours, ServiceError> {
        use crate::history::quiet::{QuietHours, QuietRefused};
        match (&self.time_zone, self.utc_offset_minutes) {
            (Some(_), Some(_)) => Err(QuietRefused::ZoneAndOffset),
            (Some(zone), None) => QuietHours::parse_in(&self.from, &self.to, zone),
            (None, offset) => QuietHours::parse(&self.from, &self.to, offset.unwrap_or(0)),
        }
        .map_err(|e| ServiceError::Invalid(Invalid::Quiet(e)))
    }
}

/// A created game and its secret links' tokens.
#[derive(Debug)]
pub struct Created {
    pub game_id: Uuid,
    pub host_token: Token,
    pub seat_tokens: Vec<Token>,
    /// The game waits for its host to start it from the emailed host link:
    /// the host token must then not be shown to whoever created the game.
    pub awaiting_host: bool,
}

/// A game as loaded: facts and the current state.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub meta: Arc<GameMeta>,
    pub state: Arc<AnyState>,
    /// The seq of the last event of any kind (the game's version).
    pub version: u64,
    /// The open rewind proposal, if any.
    pub proposal: Option<Proposal>,
    /// Seqs of the events a rewind undid.
    pub undone: Arc<[u64]>,
    /// The game's last rewind and the seats that moved since.
    pub rewound: Option<crate::history::LastRewind>,
    /// Whether the game runs and who plays each seat, after the same events.
    pub attendance: Arc<Attendance>,
    /// Who the game awaits, and since when.
    pub waits: Arc<super::due::Waits>,
}

impl From<Cached> for Loaded {
    fn from(c: Cached) -> Self {
        Loaded {
            meta: c.meta,
            state: c.state,
            version: c.version,
            proposal: c.proposal,
            undone: c.undone,
            rewound: c.rewound,
            attendance: c.attendance,
            waits: c.waits,
        }
    }
}

/// A game's whole log, parsed, oldest first.
pub type History = Arc<Vec<(StoredEvent, Record)>>;

/// A game and its latest rules events as one viewer may see them (see
/// [`GameService::load_with_recent`]).
#[derive(Debug, Clone)]
pub struct WithRecent {
    pub loaded: Loaded,
    /// Oldest first, each with its move number (its seq, as the history
    /// and `?at=` number it), redacted for the viewer asked for.
    pub recent: Vec<(u64, AnyEvent)>,
    /// The latest table talk, oldest first.
    pub talk: Vec<crate::store::TalkRow>,
}

/// A game and its whole parsed history (see
/// [`GameService::load_with_history`]).
#[derive(Debug, Clone)]
pub struct WithHistory {
    pub loaded: Loaded,
    pub history: History,
}

/// A game now, its whole parsed history, and the game as it stood right
/// after one event (see [`GameService::load_at`]).
#[derive(Debug, Clone)]
pub struct AtMove {
    pub loaded: Loaded,
    pub history: History,
    /// The state right after the event asked for; `None` when the game has
    /// no such event (yet).
    pub then: Option<AnyState>,
}

/// What a new game with the same players starts from (see
/// [`GameService::again`]): the finished game's ruleset, settings and
/// players, for the host to change before creating it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Again {
    pub ruleset: crate::rules::Ruleset,
    /// The board as the new-game form names it (`beginner`, `variable`).
    pub board: String,
    pub variable_founding: bool,
    pub host_rewinds_alone: bool,
    pub deadline_hours: Option<u64>,
    pub special_building: SpecialBuilding,
    pub language: crate::language::Lang,
    pub quiet: Option<crate::history::quiet::QuietHours>,
    /// Each seat's name and address, in seat order (the host first).
    pub players: Vec<(String, String)>,
    /// Each seat's language, in seat order: the new game's seats read as
    /// these did.
    pub languages: Vec<crate::language::Lang>,
}

/// What the host page shows (see [`GameService::host_overview`]).
#[derive(Debug, Clone)]
pub enum HostOverview {
    /// The game waits for its host to start it: its ruleset, the seats
    /// to be invited, and its language.
    Waiting(
        crate::rules::Ruleset,
        Vec<crate::store::SeatRow>,
        crate::language::Lang,
    ),
    /// The game runs (or ran).
    Started(Box<HostFacts>),
}

/// What the host page of a started game shows, from one load.
#[derive(Debug, Clone)]
pub struct HostFacts {
    pub loaded: Loaded,
    /// When the latest event was stored (`None` before the first).
    pub last_event_at: Option<SystemTime>,
    /// The game's emails the mailer keeps failing to deliver.
    pub mail_problems: Vec<crate::store::MailProblem>,
    /// How long the game waits for a decision, if it has a deadline.
    pub deadline: Option<std::time::Duration>,
    /// When each seat the game awaits must decide by (with a deadline).
    pub deadlines: Vec<(Seat, SystemTime)>,
    /// Whether the game is paused and who plays each seat.
    pub attendance: Attendance,
}

/// What a seat's link opens (see [`GameService::seat_link`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatLink {
    pub game: Uuid,
    pub seat: Seat,
    pub ruleset: crate::rules::Ruleset,
    /// How many seats the game has (its forms have a partner field each).
    pub seats: u8,
}

/// An accepted rewind proposal (see [`GameService::propose_rewind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Proposed {
    /// The game's version after it.
    pub version: u64,
    /// The game let the host rewind alone: the rewind is done, not proposed.
    pub rewound: bool,
}

/// How often an answer that lost the race to a version is looked at again
/// (each time another seat's answer won it).
pub const MERGE_ATTEMPTS: u32 = 8;

/// How many games' parsed histories are kept at once.
pub const HISTORIES: usize = 64;

/// The result of an accepted command.
#[derive(Debug, Clone)]
pub struct Submitted {
    pub version: u64,
    pub events: Vec<AnyEvent>,
    pub state: Arc<AnyState>,
}

/// Why a command or request was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The rules refuse: a message for the player.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The request itself is invalid (bad names, addresses, counts): a
    /// fact, worded for people by the language (`lang::service`).
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// The players of a game to create were refused.
    #[error(transparent)]
    Players(#[from] PlayersRefused),
    /// The game moved on since the command was made.
    #[error("the game moved on: your page showed version {expected}, the game is at {actual}")]
    Conflict { expected: u64, actual: u64 },
    /// No such game or link.
    #[error("no such game or link")]
    NotFound,
    /// The database is down or did not answer in time; try again shortly.
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// The game waits for its host to start it.
    #[error("this game has not started yet: it waits for its host to start it from the link emailed to them")]
    AwaitingHost,
    /// The game was never started by its host, and now never will be.
    #[error("this game was never started by its host and has expired; set it up again to play")]
    Expired,
    /// Something failed on our side.
    #[error("internal error: {0}")]
    Internal(String),
}

/// Text the input rule refuses is an invalid request, naming the field.
impl From<crate::text::TextRefused> for ServiceError {
    fn from(e: crate::text::TextRefused) -> Self {
        ServiceError::Invalid(Invalid::Text(e))
    }
}

/// A name that would not show is an invalid request, naming the field.
impl From<crate::text::NameRefused> for ServiceError {
    fn from(e: crate::text::NameRefused) -> Self {
        ServiceError::Invalid(Invalid::Name(e))
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict { expected, actual } => {
                ServiceError::Conflict { expected, actual }
            }
            StoreError::NotFound => ServiceError::NotFound,
            other if other.is_unavailable() => ServiceError::Unavailable(error_chain(&other)),
            other => ServiceError::Internal(error_chain(&other)),
        }
    }
}

/// An error and its causes on one line, for logs.
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cause = c.source();
    }
    s
}

/// Turns rules events into rows to append after `seq` (whose hash is
/// `prev`), chained and stamped with the time `at`, their private fields
/// sealed with salts from the game's `seed`. Returns the rows and the new
/// head of the chain.
pub fn to_new_events(
    events: &[AnyEvent],
    seq: u64,
    prev: [u8; 32],
    at: SystemTime,
    seed: &[u8],
) -> Result<(Vec<NewEvent>, [u8; 32]), ServiceError> {
    let records: Vec<Record> = events.iter().cloned().map(Record::Rules).collect();
    to_new_rows(&records, seq, prev, at, seed)
}

/// [`to_new_events`] for records of either kind.
fn to_new_rows(
    records: &[Record],
    seq: u64,
    prev: [u8; 32],
    at: SystemTime,
    seed: &[u8],
) -> Result<(Vec<NewEvent>, [u8; 32]), ServiceError> {
    history::to_rows(records, seq, prev, at, seed)
        .map_err(|err| ServiceError::Internal(err.to_string()))
}

/// The service. Cheap to share behind an `Arc`.
#[derive(Debug)]
pub struct GameService {
    store: Store,
    cache: StateCache,
    /// Parsed histories of the games whose history was looked at lately.
    histories: std::sync::Mutex<std::collections::HashMap<Uuid, History>>,
    /// Token hash -> (game, seat): tokens never change, so a hit skips a query.
    seats: std::sync::Mutex<std::collections::HashMap<[u8; 32], (Uuid, Seat)>>,
    key: ServerKey,
    base_url: String,
    /// New games wait for their host to start them (see [`GameService::create`]).
    host_confirmation: bool,
    /// Writes the emails a game's changes call for; [`NoMail`] unless
    /// [`GameService::with_mail`] gave one.
    mail: Arc<dyn MailWriter>,
}

impl GameService {
    /// A service on `store`, sealing tokens with `key`, linking under
    /// `base_url`; new games start at once (see
    /// [`GameService::with_host_confirmation`]) and nothing is emailed (see
    /// [`GameService::with_mail`]).
    pub fn new(store: Store, key: ServerKey, base_url: String) -> Self {
        GameService {
            store,
            cache: StateCache::default(),
            seats: std::sync::Mutex::default(),
            histories: std::sync::Mutex::default(),
            key,
            base_url,
            host_confirmation: false,
            mail: Arc::new(NoMail),
        }
    }

    /// Queues the emails `mail` writes for every change this service makes
    /// (invitations, notices after commands, rewind proposals and rewinds),
    /// in the transaction that makes the change.
    #[must_use]
    pub fn with_mail(mut self, mail: Arc<dyn MailWriter>) -> Self {
        self.mail = mail;
        self
    }

    /// With `on`, a new game emails only its host, and waits for the host to
    /// start it from that email before it invites anyone or can be played.
    #[must_use]
    pub fn with_host_confirmation(mut self, on: bool) -> Self {
        self.host_confirmation = on;
        self
    }

    /// Whether new games wait for their host.
    pub fn host_confirmation(&self) -> bool {
        self.host_confirmation
    }

    /// The store, for tests and tools: handlers ask the service instead
    /// (`.ci/layers` checks that `web` never calls this).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The public base URL.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// Forgets the cached state of a game.
    pub fn forget(&self, game: Uuid) {
        self.cache.forget(game);
    }

    /// How many games the cache of folded states holds, and the sum of
    /// their estimated bytes (for the many_games benchmark's memory figures).
    pub fn cache_usage(&self) -> (usize, usize) {
        self.cache.usage()
    }
}

/// The events of a command as `viewer` may see them.
pub fn redact(events: &[AnyEvent], viewer: Viewer) -> Vec<AnyEvent> {
    events.iter().map(|e| e.redacted_for(viewer)).collect()
}
