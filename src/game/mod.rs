//! The game service: load events, fold, decide, append; the cache of folded
//! states and the attendance it keeps beside each; secrets, seeded chance
//! and personal links; the mail seam through which a game's changes queue
//! their emails.

pub mod attendance;
pub mod cache;
pub mod due;
pub mod links;
pub mod mail_writer;
pub mod meta;
pub mod outbox;
pub mod secrets;
pub mod service;
pub mod snapshot;

pub use mail_writer::{MailWriter, NoMail};
pub use meta::{GameMeta, SpecialBuilding};
pub use service::{GameService, Loaded, ServiceError};
