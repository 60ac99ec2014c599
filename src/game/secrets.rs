//! The server's secrets and what is derived from them: each game's seed and
//! its commitment, the seeded source of chance, and link tokens sealed with
//! the server key so emails written later can carry a seat's link.

use crate::rules::common::{Chance, Purpose};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use rand::rngs::SysRng;
use rand::TryRng as _;
use sha2::{Digest, Sha256};
use std::fmt;
use uuid::Uuid;

type HmacSha256 = Hmac<Sha256>;

fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes keys of any length");
    for p in parts {
        mac.update(&(p.len() as u32).to_be_bytes());
        mac.update(p);
    }
    mac.finalize().into_bytes().into()
}

/// 32 fresh bytes from the operating system's generator.
pub fn random_bytes() -> Result<[u8; 32], rand::rngs::SysError> {
    let mut b = [0u8; 32];
    SysRng.try_fill_bytes(&mut b)?;
    Ok(b)
}

/// The public commitment to a seed: its SHA-256, in hex.
pub fn commitment(seed: &[u8]) -> String {
    hex(&Sha256::digest(seed))
}

/// Lower-case hex of some bytes.
pub fn hex(bytes: &[u8]) -> String {
    use fmt::Write as _;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// The salt of the commitment to the private field at JSON pointer `path`
/// of event `seq`: HMAC-SHA256(seed, "commit" ‖ seq ‖ path), each part
/// length-prefixed. Unguessable while the seed is secret, so nobody can test
/// a guess against the commitment; re-derivable by anyone once it is revealed.
pub fn commitment_salt(seed: &[u8], seq: u64, path: &str) -> [u8; 32] {
    hmac(seed, &[b"commit", &seq.to_be_bytes(), path.as_bytes()])
}

/// The game's source of chance: the k-th draw for a purpose is
/// HMAC-SHA256(seed, purpose ‖ k ‖ n), read as a number and reduced modulo n
/// (the 128 bits used make the bias below 2^-120). Anyone holding the revealed
/// seed can re-derive every outcome; a rewind replays the same ones.
#[derive(Clone)]
pub struct SeededChance {
    seed: Vec<u8>,
}

impl SeededChance {
    /// Chance derived from a game's seed.
    pub fn new(seed: &[u8]) -> Self {
        SeededChance {
            seed: seed.to_vec(),
        }
    }
}

impl fmt::Debug for SeededChance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeededChance(<secret>)")
    }
}

/// The stable name of a purpose inside the derivation (never rename).
pub fn purpose_name(p: Purpose) -> &'static str {
    match p {
        Purpose::SeatOrder => "seat_order",
        Purpose::Board => "board",
        Purpose::Dice => "dice",
        Purpose::DevelopmentCard => "development_card",
        Purpose::Steal => "steal",
        Purpose::Scenario => "scenario",
    }
}

impl Chance for SeededChance {
    fn draw(&mut self, purpose: Purpose, k: u64, n: u32) -> u32 {
        let h = hmac(
            &self.seed,
            &[
                purpose_name(purpose).as_bytes(),
                &k.to_be_bytes(),
                &n.to_be_bytes(),
            ],
        );
        let mut wide = [0u8; 16];
        wide.copy_from_slice(&h[..16]);
        (u128::from_be_bytes(wide) % u128::from(n.max(1))) as u32
    }
}

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
    fn seeded_draws_are_reproducible_and_depend_on_purpose_and_count() {
        let mut a = SeededChance::new(b"seed");
        let mut b = SeededChance::new(b"seed");
        let rolls: Vec<[u8; 2]> = (0..50).map(|k| a.roll_dice(k)).collect();
        let again: Vec<[u8; 2]> = (0..50).map(|k| b.roll_dice(k)).collect();
        assert_eq!(rolls, again);
        assert!(rolls.iter().flatten().all(|d| (1..=6).contains(d)));
        let distinct: std::collections::HashSet<_> = rolls.iter().collect();
        assert!(distinct.len() > 10, "draws vary with the count");
        let mut other = SeededChance::new(b"other seed");
        let theirs: Vec<[u8; 2]> = (0..50).map(|k| other.roll_dice(k)).collect();
        assert_ne!(rolls, theirs);
    }

    #[test]
    fn draws_are_roughly_uniform() {
        let mut c = SeededChance::new(b"uniform");
        let mut counts = [0u32; 6];
        for k in 0..6000 {
            counts[c.draw(Purpose::Dice, k, 6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&n| (850..1150).contains(&n)),
            "{counts:?}"
        );
    }

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
    fn commitment_salts_depend_on_seed_event_and_field() {
        let salt = commitment_salt(b"seed", 7, "/card");
        assert_eq!(salt, commitment_salt(b"seed", 7, "/card"));
        assert_ne!(salt, commitment_salt(b"other", 7, "/card"));
        assert_ne!(salt, commitment_salt(b"seed", 8, "/card"));
        assert_ne!(salt, commitment_salt(b"seed", 7, "/resource"));
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
    fn commitment_is_sha256_hex() {
        assert_eq!(
            commitment(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
