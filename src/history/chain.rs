//! The hash chain over a game's events: each event's hash covers its
//! predecessor's hash and every public field of the event, its time
//! included, and each private field through a salted commitment (see
//! [`super::seal`]), so the chain can be published while the game runs.

use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The "previous hash" of a game's first event.
pub const GENESIS: [u8; 32] = [0; 32];

/// The time as stored: whole microseconds (PostgreSQL's precision).
pub fn truncate_to_micros(t: SystemTime) -> SystemTime {
    let micros = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_micros());
    UNIX_EPOCH + Duration::from_micros(micros as u64)
}

/// Microseconds since the Unix epoch.
pub fn micros(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_micros()).unwrap_or(i64::MAX))
}

fn field(h: &mut Sha256, bytes: &[u8]) {
    h.update((bytes.len() as u64).to_be_bytes());
    h.update(bytes);
}

/// SHA-256 over the predecessor's hash, the seq, the type, the seat, the
/// payload (as canonical JSON: keys sorted, no spaces) and the time in
/// microseconds. Each field is length-prefixed so no two events can collide
/// by shifting bytes between fields.
pub fn event_hash(
    prev: &[u8; 32],
    seq: u64,
    kind: &str,
    seat: Option<u8>,
    payload: &serde_json::Value,
    at: SystemTime,
) -> [u8; 32] {
    start(prev, seq, kind, seat, payload, at).finalize().into()
}

/// The hash of an event with private fields: [`event_hash`]'s fields over
/// the payload as a spectator sees it, then the commitments to the private
/// fields (canonical JSON of an object from JSON pointer to hex commitment),
/// length-prefixed. The commitments are a field of their own rather than
/// values inside the payload, so no payload text can pass for one. Without
/// commitments this is [`event_hash`], so an event with nothing private
/// hashes as it always has.
pub fn sealed_event_hash(
    prev: &[u8; 32],
    seq: u64,
    kind: &str,
    seat: Option<u8>,
    public: &serde_json::Value,
    at: SystemTime,
    commitments: &BTreeMap<String, String>,
) -> [u8; 32] {
    let mut h = start(prev, seq, kind, seat, public, at);
    if !commitments.is_empty() {
        let map: serde_json::Map<String, serde_json::Value> = commitments
            .iter()
            .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
            .collect();
        field(
            &mut h,
            serde_json::Value::Object(map).to_string().as_bytes(),
        );
    }
    h.finalize().into()
}

fn start(
    prev: &[u8; 32],
    seq: u64,
    kind: &str,
    seat: Option<u8>,
    payload: &serde_json::Value,
    at: SystemTime,
) -> Sha256 {
    let mut h = Sha256::new();
    h.update(prev);
    h.update(seq.to_be_bytes());
    field(&mut h, kind.as_bytes());
    match seat {
        Some(s) => h.update([1, s]),
        None => h.update([0, 0]),
    }
    // serde_json's Map keeps keys sorted, so this text is canonical whatever
    // order the database returns them in.
    field(&mut h, payload.to_string().as_bytes());
    h.update(micros(at).to_be_bytes());
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_hash_covers_every_field() {
        let t = UNIX_EPOCH + Duration::from_micros(1_700_000_000_123_456);
        let p = json!({"type": "DiceRolled", "seat": 1, "dice": [3, 4]});
        let base = event_hash(&GENESIS, 5, "DiceRolled", Some(1), &p, t);
        assert_ne!(base, event_hash(&[1; 32], 5, "DiceRolled", Some(1), &p, t));
        assert_ne!(base, event_hash(&GENESIS, 6, "DiceRolled", Some(1), &p, t));
        assert_ne!(base, event_hash(&GENESIS, 5, "RoadBuilt", Some(1), &p, t));
        assert_ne!(base, event_hash(&GENESIS, 5, "DiceRolled", Some(2), &p, t));
        assert_ne!(base, event_hash(&GENESIS, 5, "DiceRolled", None, &p, t));
        let changed = json!({"type": "DiceRolled", "seat": 1, "dice": [3, 5]});
        assert_ne!(
            base,
            event_hash(&GENESIS, 5, "DiceRolled", Some(1), &changed, t)
        );
        assert_ne!(
            base,
            event_hash(
                &GENESIS,
                5,
                "DiceRolled",
                Some(1),
                &p,
                t + Duration::from_micros(1)
            )
        );
    }

    #[test]
    fn the_sealed_hash_covers_each_commitment_and_its_path() {
        let t = UNIX_EPOCH;
        let p = json!({"type": "DevelopmentCardBought", "seat": 1, "card": null});
        let sealed = |path: &str, c: &str| {
            let map = BTreeMap::from([(path.to_owned(), c.to_owned())]);
            sealed_event_hash(&GENESIS, 4, "DevelopmentCardBought", Some(1), &p, t, &map)
        };
        let base = sealed("/card", "ab");
        assert_ne!(base, sealed("/card", "ac"));
        assert_ne!(base, sealed("/cards", "ab"));
        assert_ne!(
            base,
            event_hash(&GENESIS, 4, "DevelopmentCardBought", Some(1), &p, t)
        );
        assert_eq!(
            sealed_event_hash(
                &GENESIS,
                4,
                "DevelopmentCardBought",
                Some(1),
                &p,
                t,
                &BTreeMap::new()
            ),
            event_hash(&GENESIS, 4, "DevelopmentCardBought", Some(1), &p, t)
        );
    }

    #[test]
    fn key_order_does_not_change_the_hash() {
        let t = UNIX_EPOCH;
        let a: serde_json::Value = serde_json::from_str(r#"{"a":1,"b":2}"#).unwrap();
        let b: serde_json::Value = serde_json::from_str(r#"{"b":2,"a":1}"#).unwrap();
        assert_eq!(
            event_hash(&GENESIS, 1, "X", None, &a, t),
            event_hash(&GENESIS, 1, "X", None, &b, t)
        );
    }
}
