//! A game's seed and what anyone can derive from it once it is revealed:
//! its public commitment, the salts of private-field commitments and the
//! seeded source of chance; plus lower-case hex. Pure: reads no storage.

use crate::rules::common::{Chance, Purpose};
use hmac::{Hmac, KeyInit, Mac};
use rand::rngs::SysRng;
use rand::TryRng as _;
use sha2::{Digest, Sha256};
use std::fmt;

type HmacSha256 = Hmac<Sha256>;

/// HMAC-SHA256 of length-prefixed parts under `key`.
pub(crate) fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn commitment_salts_depend_on_seed_event_and_field() {
        let salt = commitment_salt(b"seed", 7, "/card");
        assert_eq!(salt, commitment_salt(b"seed", 7, "/card"));
        assert_ne!(salt, commitment_salt(b"other", 7, "/card"));
        assert_ne!(salt, commitment_salt(b"seed", 8, "/card"));
        assert_ne!(salt, commitment_salt(b"seed", 7, "/resource"));
    }
}
