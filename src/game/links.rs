//! Personal links: building a seat's `/play/{token}` URL (or the host's
//! `/host/{token}`) from its sealed token, for emails written long after the
//! token was handed out.

use super::secrets::{ServerKey, UnsealError};
use crate::store::{Store, StoreError};
use uuid::Uuid;

/// The placeholder an outbox body carries where the recipient's personal
/// link goes (the seat's link; the host link in a host confirmation); the
/// mail worker fills it in at send time.
pub const SEAT_LINK: &str = "%SEAT_LINK%";

/// Why a link could not be built.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Unseal(#[from] UnsealError),
}

/// Builds personal links.
#[derive(Debug, Clone)]
pub struct Links {
    store: Store,
    key: ServerKey,
    base_url: String,
}

impl Links {
    /// Links under `base_url` (no trailing slash), unsealed with `key`.
    pub fn new(store: Store, key: ServerKey, base_url: String) -> Self {
        Links {
            store,
            key,
            base_url,
        }
    }

    /// The server's base URL.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The URL of a seat page for a token.
    pub fn play_url(&self, token: &str) -> String {
        format!("{}/play/{token}", self.base_url)
    }

    /// The host link of a game, or `None` when its token was not kept.
    pub async fn host_link(&self, game: Uuid) -> Result<Option<String>, LinkError> {
        let Some(sealed) = self.store.sealed_host_token(game).await? else {
            return Ok(None);
        };
        let token = self.key.unseal_host(game, &sealed)?;
        Ok(Some(format!("{}/host/{token}", self.base_url)))
    }

    /// The personal link of a seat, or `None` for an unknown seat.
    pub async fn seat_link(&self, game: Uuid, seat: u8) -> Result<Option<String>, LinkError> {
        let Some(sealed) = self.store.sealed_token(game, seat).await? else {
            return Ok(None);
        };
        let token = self.key.unseal(game, seat, &sealed)?;
        Ok(Some(self.play_url(&token)))
    }
}
