//! Personal links: building a seat's `/play/{token}` URL (or the host's
//! `/host/{token}`) from its sealed token, for emails written long after the
//! token was handed out, and a person's `/me/{token}` from the key.

use super::secrets::{ServerKey, UnsealError};
use crate::store::{Store, StoreError};
use uuid::Uuid;

/// What stands for the recipient's personal link where an email is shown
/// without one (a preview, a snapshot), and where a body stored already
/// rendered, before letters, carries it; the mail worker renders each letter
/// with the real link (the seat's; the host's in a host confirmation) and
/// puts it in such an older body at send time.
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
    reply_to: Option<ReplyTo>,
}

/// The address replies come back to (`MAIL_REPLY_TO`, `play@example.org`):
/// each email that asks for a decision is answered at
/// `play+CODE@example.org`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyTo {
    local: String,
    domain: String,
}

impl ReplyTo {
    /// Reads `local@domain`; `None` for anything else (a name, a plus in
    /// the local part, which the codes need, spaces).
    pub fn parse(address: &str) -> Option<ReplyTo> {
        let (local, domain) = address.trim().split_once('@')?;
        let fine = |s: &str| {
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        };
        (fine(local) && fine(domain) && !domain.contains('@')).then(|| ReplyTo {
            local: local.to_owned(),
            domain: domain.to_ascii_lowercase(),
        })
    }

    /// The address carrying `code`: `play+CODE@example.org`.
    pub fn with_code(&self, code: &str) -> String {
        format!("{}+{code}@{}", self.local, self.domain)
    }

    /// The code an address carries, if it is a reply address of this one
    /// (the local part and domain compared without case).
    pub fn code_in(&self, address: &str) -> Option<String> {
        let (local, domain) = address.trim().rsplit_once('@')?;
        let (base, code) = local.split_once('+')?;
        (base.eq_ignore_ascii_case(&self.local) && domain.eq_ignore_ascii_case(&self.domain))
            .then(|| code.to_ascii_lowercase())
    }
}

impl std::fmt::Display for ReplyTo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}@{}", self.local, self.domain)
    }
}

impl Links {
    /// Links under `base_url` (no trailing slash), unsealed with `key`.
    pub fn new(store: Store, key: ServerKey, base_url: String) -> Self {
        Links {
            store,
            key,
            base_url,
            reply_to: None,
        }
    }

    /// The same links, reading the tokens from `store` (the same database
    /// through another handle, such as a share of its pool).
    pub(crate) fn on(&self, store: Store) -> Links {
        Links {
            store,
            ..self.clone()
        }
    }

    /// The same links with replies coming back to `reply_to`.
    pub fn with_reply_to(mut self, reply_to: Option<ReplyTo>) -> Self {
        self.reply_to = reply_to;
        self
    }

    /// The `Reply-To` of an email asking `seat` of `game` to decide at
    /// `version`, with the code it carries; `None` when replies are not
    /// read.
    pub fn reply_address(&self, game: Uuid, seat: u8, version: u64) -> Option<(String, String)> {
        let reply_to = self.reply_to.as_ref()?;
        let code = self.key.reply_code(game, seat, version);
        Some((reply_to.with_code(&code), code))
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

    /// The URL of a person's page for a token.
    pub fn me_url(&self, token: &str) -> String {
        format!("{}/me/{token}", self.base_url)
    }

    /// The personal link of the person at `email` (`/me/{token}`): all
    /// their games. The person's row is made on the first ask.
    pub async fn me_link(&self, email: &str) -> Result<String, LinkError> {
        let key = crate::store::person_key(email);
        let generation = self
            .store
            .person_generation(&key, |generation| {
                crate::token::hash_token(&self.key.person_token(&key, generation))
            })
            .await?;
        Ok(self.me_url(&self.key.person_token(&key, generation)))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_address_carries_its_code_and_gives_it_back() {
        let to = ReplyTo::parse("play@Example.org").unwrap();
        let address = to.with_code("0a1b");
        assert_eq!(address, "play+0a1b@example.org");
        assert_eq!(to.code_in("PLAY+0A1B@example.ORG").as_deref(), Some("0a1b"));
        assert_eq!(to.code_in("play@example.org"), None);
        assert_eq!(to.code_in("other+0a1b@example.org"), None);
        assert_eq!(to.code_in("play+0a1b@elsewhere.org"), None);
    }

    #[test]
    fn a_reply_address_is_a_plain_address_without_a_plus() {
        assert!(ReplyTo::parse("play@example.org").is_some());
        assert!(ReplyTo::parse("play+x@example.org").is_none());
        assert!(ReplyTo::parse("Play <play@example.org>").is_none());
        assert!(ReplyTo::parse("example.org").is_none());
        assert!(ReplyTo::parse("@example.org").is_none());
    }

    #[test]
    fn reply_codes_differ_by_game_seat_and_version() {
        let key = ServerKey::from_secret(b"k");
        let game = Uuid::from_u128(1);
        let code = key.reply_code(game, 0, 5);
        assert_eq!(code.len(), 32);
        assert_eq!(code, key.reply_code(game, 0, 5));
        assert_ne!(code, key.reply_code(game, 1, 5));
        assert_ne!(code, key.reply_code(game, 0, 6));
        assert_ne!(code, key.reply_code(Uuid::from_u128(2), 0, 5));
        assert_ne!(
            code,
            ServerKey::from_secret(b"other").reply_code(game, 0, 5)
        );
    }
}
