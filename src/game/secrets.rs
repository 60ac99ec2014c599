//! The server's secrets: the server key and the link tokens sealed with it,
//! so emails written later can carry a seat's link. What a game's seed
//! derives (its commitment, seeded chance, hex) lives in [`crate::seed`] and
//! is re-exported here.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use sha2::{Digest, Sha256};
use std::fmt;
use uuid::Uuid;

use crate::seed::hmac;
pub use crate::seed::{commitment, commitment_salt, hex, purpose_name, random_bytes, SeededChance};

/// The server's key: seals link tokens. Several servers sharing a database
/// must share it (`SECRET_KEY`).
#[derive(Clone)]
pub struct ServerKey([u8; 32]);

impl fmt::Debug for ServerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ServerKey(<secret>)")
    }
}

const CHECK: usize = 4;

/// A sealed token did not open: wrong key or damaged data.
#[derive(Debug, thiserror::Error)]
#[error("a stored link token could not be unsealed (was SECRET_KEY changed?)")]
pub struct UnsealError;

impl ServerKey {
    /// A key from any secret text (hashed to 32 bytes).
    pub fn from_secret(secret: &[u8]) -> Self {
        ServerKey(Sha256::digest(secret).into())
    }

    /// A fresh random key.
    pub fn generate() -> Result<Self, rand::rngs::SysError> {
        Ok(ServerKey(random_bytes()?))
    }

    /// The raw key bytes (to persist a generated key).
    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The code of a reply address for `seat` of `game` at `version`:
    /// 128 bits of a MAC under the key, in 32 lower-case hex digits. The
    /// same email written again gets the same code; without the key no
    /// code can be made.
    pub fn reply_code(&self, game: Uuid, seat: u8, version: u64) -> String {
        let mac = hmac(
            &self.0,
            &[
                b"reply-code",
                game.as_bytes(),
                &[seat],
                &version.to_be_bytes(),
            ],
        );
        mac[..16]
            .iter()
            .fold(String::with_capacity(32), |mut s, b| {
                use std::fmt::Write as _;
                let _ = write!(s, "{b:02x}");
                s
            })
    }

    /// The token of the personal link (`/me/{token}`) of the person at
    /// `email` (as [`crate::store::person_key`] folds it), at link
    /// generation `generation`: 32 bytes of a MAC under the key, in
    /// base64url as a seat's token. Without the key no token can be made;
    /// a new generation makes a new token, and the old one finds nobody.
    pub fn person_token(&self, email: &str, generation: u32) -> String {
        let mac = hmac(
            &self.0,
            &[b"person-token", email.as_bytes(), &generation.to_be_bytes()],
        );
        URL_SAFE_NO_PAD.encode(mac)
    }

    /// The key an email address (as [`crate::store::person_key`] folds
    /// it) is counted under by a rate limit: 128 bits of a MAC under the
    /// key, in 32 lower-case hex digits, so that the stored limits name no
    /// address and none can be guessed back from them without the key.
    pub fn address_key(&self, email: &str) -> String {
        let mac = hmac(&self.0, &[b"address-limit", email.as_bytes()]);
        hex(&mac[..16])
    }

    fn pad(&self, game: Uuid, seat: u8) -> [u8; 32] {
        hmac(&self.0, &[b"seat-token", game.as_bytes(), &[seat]])
    }

    fn host_pad(&self, game: Uuid) -> [u8; 32] {
        hmac(&self.0, &[b"host-token", game.as_bytes()])
    }

    /// Seals a seat's token (43-character base64url of 32 bytes) for storage:
    /// the raw bytes XOR a pad derived from the key, the game and the seat.
    pub fn seal(&self, game: Uuid, seat: u8, token: &str) -> Vec<u8> {
        seal_with(&self.pad(game, seat), token)
    }

    /// Seals a game's host token, as [`ServerKey::seal`] does a seat's.
    pub fn seal_host(&self, game: Uuid, token: &str) -> Vec<u8> {
        seal_with(&self.host_pad(game), token)
    }

    /// Opens a sealed host token.
    pub fn unseal_host(&self, game: Uuid, sealed: &[u8]) -> Result<String, UnsealError> {
        unseal_with(&self.host_pad(game), sealed)
    }

    /// Opens a sealed token.
    pub fn unseal(&self, game: Uuid, seat: u8, sealed: &[u8]) -> Result<String, UnsealError> {
        unseal_with(&self.pad(game, seat), sealed)
    }
}

/// The token's raw bytes XOR `pad`, then check bytes.
fn seal_with(pad: &[u8; 32], token: &str) -> Vec<u8> {
    let raw = URL_SAFE_NO_PAD.decode(token).unwrap_or_default();
    let mut out: Vec<u8> = raw.iter().zip(pad.iter()).map(|(a, b)| a ^ b).collect();
    // Check bytes let a wrong key be noticed.
    out.extend_from_slice(&Sha256::digest(&raw)[..CHECK]);
    out
}

/// Opens what [`seal_with`] sealed with the same pad.
fn unseal_with(pad: &[u8; 32], sealed: &[u8]) -> Result<String, UnsealError> {
    let (body, check) = sealed.split_at(sealed.len().checked_sub(CHECK).ok_or(UnsealError)?);
    if body.len() != 32 {
        return Err(UnsealError);
    }
    let raw: Vec<u8> = body.iter().zip(pad.iter()).map(|(a, b)| a ^ b).collect();
    if Sha256::digest(&raw)[..CHECK] != *check {
        return Err(UnsealError);
    }
    Ok(URL_SAFE_NO_PAD.encode(raw))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::token::Token;

    #[test]
    fn a_sealed_token_opens_only_with_its_key_game_and_seat() {
        let key = ServerKey::from_secret(b"k");
        let game = Uuid::from_u128(42);
        let token = Token::generate().unwrap();
        let sealed = key.seal(game, 2, token.as_str());
        assert_eq!(key.unseal(game, 2, &sealed).unwrap(), token.as_str());
        let raw = URL_SAFE_NO_PAD.decode(token.as_str()).unwrap();
        assert_ne!(&sealed[..32], &raw[..]);
        assert!(ServerKey::from_secret(b"other")
            .unseal(game, 2, &sealed)
            .is_err());
        assert!(key.unseal(game, 1, &sealed).is_err());
    }

    #[test]
    fn a_sealed_host_token_opens_only_as_the_hosts() {
        let key = ServerKey::from_secret(b"k");
        let game = Uuid::from_u128(42);
        let token = Token::generate().unwrap();
        let sealed = key.seal_host(game, token.as_str());
        assert_eq!(key.unseal_host(game, &sealed).unwrap(), token.as_str());
        assert!(key.unseal(game, 0, &sealed).is_err());
        assert!(key.unseal_host(Uuid::from_u128(43), &sealed).is_err());
    }

    #[test]
    fn a_person_token_is_the_shape_of_a_seat_token_and_changes_with_its_generation() {
        let key = ServerKey::from_secret(b"k");
        let first = key.person_token("anna@example.org", 0);
        assert!(crate::token::looks_like_token(&first), "{first}");
        assert_eq!(key.person_token("anna@example.org", 0), first);
        assert_ne!(key.person_token("anna@example.org", 1), first);
        assert_ne!(key.person_token("bert@example.org", 0), first);
        assert_ne!(
            ServerKey::from_secret(b"other").person_token("anna@example.org", 0),
            first
        );
    }

    #[test]
    fn commitment_is_sha256_hex() {
        assert_eq!(
            commitment(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
