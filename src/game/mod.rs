//! The game service: load events, fold, decide, append; the cache of folded
//! states; secrets, seeded chance and personal links.

pub mod cache;
pub mod links;
pub mod meta;
pub mod secrets;
pub mod service;

pub use meta::GameMeta;
pub use service::{GameService, Loaded, ServiceError};
