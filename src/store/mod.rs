//! The event store: games, seats, the append-only event log, the table
//! talk, the mail outbox, the people (an address across its games), the shared rate limits and the games' snapshots
//! in PostgreSQL (DESIGN.md "Persistence"). It owns every SQL
//! statement of the service and the optimistic-concurrency rule (an append
//! names the version it was decided at; a stale one is a `Conflict`). It knows
//! nothing of rules, HTTP or email rendering: payloads are opaque JSON.

mod budget;
mod counted;
mod deadlines;
mod due;
pub mod embedded;
mod error;
mod events;
mod games;
mod migrations;
mod outbox;
mod people;
mod plans;
mod pool;
mod rates;
mod replies;
mod snapshots;
mod talk;

use std::time::SystemTime;

use uuid::Uuid;

pub use budget::in_request;
pub use deadlines::MAX_DEADLINE;
pub use due::{ClaimedDue, DueAt, DueKind, NewDue, Rewritten, DUE_LEASE};
pub use embedded::{EmbeddedError, EmbeddedPostgres};
pub use error::StoreError;
pub use events::By;
pub use migrations::{fingerprint as migrations_fingerprint, migrate_client};
pub use outbox::{Bundling, ClaimedMail, MailBody, MailProblem, ReminderPolicy, CLAIM_LEASE};
pub use people::{person_key, PersonSeat, PersonSettings};
pub use plans::LivePlans;
pub use pool::DbTimeouts;
pub use replies::{Reading, ReplyCode};
pub use talk::{DigestCandidate, NewTalk, TalkLimit, TalkPosted, TalkRow};

/// A handle on the database: a connection pool. Cheap to clone; every clone
/// shares the pool.
#[derive(Clone)]
pub struct Store {
    pool: deadpool_postgres::Pool,
    /// How long it waits on the database.
    timeouts: DbTimeouts,
    /// Event rows read back so far, by every clone (see [`Store::events_read`]).
    events_read: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// Statements run so far, by every clone (see [`Store::statements`]).
    statements: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// The connections this handle and its clones may hold at once, when
    /// it is a share of the pool (see [`Store::share`]).
    share: Option<std::sync::Arc<tokio::sync::Semaphore>>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("status", &self.pool.status())
            .field("timeouts", &self.timeouts)
            .field("events_read", &self.events_read)
            .field("statements", &self.statements)
            .field("share", &self.share.as_ref().map(|s| s.available_permits()))
            .finish()
    }
}

/// An event to append: its type name, the seat that caused it (if any) and
/// its JSON payload (the serialized rules event).
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    /// The event's type name (the serde tag), stored in `events.type`.
    pub kind: String,
    /// The seat whose command produced the event, if any.
    pub seat: Option<u8>,
    /// The serialized event.
    pub payload: serde_json::Value,
    /// When it happened (microsecond precision, as stored).
    pub created_at: SystemTime,
    /// The hash chaining it to its predecessor.
    pub hash: [u8; 32],
}

/// An event read back from the log.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredEvent {
    /// Position in the game's log, from 1 and without gaps.
    pub seq: u64,
    /// The event's type name.
    pub kind: String,
    /// The seat whose command produced the event, if any.
    pub seat: Option<u8>,
    /// The serialized event.
    pub payload: serde_json::Value,
    /// When it was appended.
    pub created_at: SystemTime,
    /// The hash chaining it to its predecessor (absent on rows older than the chain).
    pub hash: Option<Vec<u8>>,
    /// The stand-in made it for its seat, whose deadline had passed.
    pub stand_in: bool,
}

/// An email to queue in the outbox, in the same transaction as its events.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NewMail {
    /// The seat it is addressed to, if it is for a seat.
    pub seat: Option<u8>,
    /// What kind of message it is (`your_turn`, `must_discard`, ...).
    pub kind: String,
    /// The recipient's address.
    pub recipient: String,
    /// The subject line.
    pub subject: String,
    /// What it says, as data: the mail layer's letter, which the mail
    /// worker renders when it sends it.
    pub letter: serde_json::Value,
    /// The game's version the email asks the seat to decide at, if it
    /// asks: its reply address then carries a code for that version.
    pub reply_version: Option<u64>,
}

/// A game to create, with its seats, first events and first emails, all
/// written in one transaction.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGame {
    /// The game's id.
    pub id: Uuid,
    /// The ruleset's name (`classic`, `baden_wuerttemberg`).
    pub ruleset: String,
    /// Ruleset options (scenarios, victory points, ...).
    pub options: serde_json::Value,
    /// `setup`, `playing` or `finished`.
    pub status: String,
    /// The commitment to the game's secret seed, if any.
    pub seed_commitment: Option<String>,
    /// SHA-256 of the host link's token.
    pub host_token_hash: [u8; 32],
    /// The game's secret seed (kept server-side; revealed when the game ends).
    pub seed: Option<Vec<u8>>,
    /// The seats.
    pub seats: Vec<NewSeat>,
    /// The first events; the game's version becomes their count.
    pub events: Vec<NewEvent>,
    /// Emails announcing the game.
    pub outbox: Vec<NewMail>,
    /// The host link's token sealed with the server's key (for the
    /// confirmation email), if kept.
    pub host_token_sealed: Option<Vec<u8>>,
    /// The game waits for its host to start it (host confirmation).
    pub awaiting_host: bool,
    /// How long the game waits for a seat's decision before the stand-in
    /// makes it; `None`: no deadline.
    pub deadline: Option<std::time::Duration>,
    /// Messages already at the table (an imported game's), in their order.
    pub talk: Vec<NewTalk>,
    /// Its due work once created (none for a game waiting for its host),
    /// worked out at the version its events make.
    pub due: Vec<NewDue>,
}

/// A seat of a new game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSeat {
    /// The seat number, from 0.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The player's email address.
    pub email: String,
    /// SHA-256 of the seat's secret link token.
    pub token_hash: [u8; 32],
    /// The token sealed with the server's key, so later emails can carry it.
    pub token_sealed: Vec<u8>,
    /// The code of the language the seat reads (`en`, `de`).
    pub language: String,
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRow {
    /// The game's id.
    pub id: Uuid,
    /// The ruleset's name.
    pub ruleset: String,
    /// Ruleset options.
    pub options: serde_json::Value,
    /// `setup`, `playing` or `finished`.
    pub status: String,
    /// The seq of the last event.
    pub version: u64,
    /// When the game was created.
    pub created_at: SystemTime,
    /// The commitment to the game's secret seed, if any.
    pub seed_commitment: Option<String>,
    /// The secret seed itself: never shown before the game ends.
    pub seed: Option<Vec<u8>>,
    /// Whether the game still waits for its host to start it, and if so
    /// whether it waited too long (by the database clock).
    pub awaiting_host: Option<HostWait>,
    /// How long the game waits for a seat's decision, if it has a deadline.
    pub deadline: Option<std::time::Duration>,
}

/// A game that waits for its host to start it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostWait {
    /// Created less than [`HOST_WAIT_LIMIT`] ago: the host may still start it.
    Waiting,
    /// Not started within [`HOST_WAIT_LIMIT`]: it never will be.
    Expired,
}

/// How long a game waits for its host to start it.
pub const HOST_WAIT_LIMIT: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// What starting a waiting game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartOutcome {
    /// The game started now, and its emails were queued.
    Started,
    /// It had started before: nothing was done.
    AlreadyStarted,
    /// It waited too long: nothing was done.
    Expired,
}

/// A seat as stored (without its token hash).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat number, from 0.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The player's email address.
    pub email: String,
    /// Whether the player wants reminder emails.
    pub reminders: bool,
    /// The language the seat reads (English for a code the server no
    /// longer speaks).
    pub language: crate::language::Lang,
    /// The time zone the seat's person reads times in, if they chose one
    /// (an IANA name).
    pub time_zone: Option<String>,
}

/// A seat number as the database stores it.
fn seat_to_sql(seat: u8) -> i16 {
    i16::from(seat)
}

/// A stored seat number, checked to fit a seat.
fn seat_from_sql(seat: i16) -> Result<u8, StoreError> {
    u8::try_from(seat).map_err(|_| StoreError::Corrupt(format!("seat {seat} out of range")))
}

/// A stored version or seq, checked to be non-negative.
fn count_from_sql(value: i64, what: &str) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| StoreError::Corrupt(format!("negative {what} {value}")))
}
