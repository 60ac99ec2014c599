//! An event's private fields and their seals. The private fields are found
//! without knowing the ruleset: they are the JSON leaves where the stored
//! payload differs from the payload the rules redact for a spectator. Each
//! is sealed by a commitment, SHA-256 of a salt (derived from the game's
//! secret seed) and the field's value, and the hash chain covers the
//! commitment instead of the value. Nothing here reads storage.

use super::chain;
use super::record::Record;
use crate::rules::Viewer;
use crate::seed;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::time::SystemTime;

/// The leaves where `stored` differs from `public`, as (JSON pointer, stored
/// value), in document order. Objects with the same keys and arrays of the
/// same length are compared member by member; anything else that differs
/// is one leaf.
pub fn private_leaves(stored: &Value, public: &Value) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    diff(stored, public, &mut String::new(), &mut out);
    out
}

fn diff(stored: &Value, public: &Value, path: &mut String, out: &mut Vec<(String, Value)>) {
    if stored == public {
        return;
    }
    let len = path.len();
    match (stored, public) {
        (Value::Object(a), Value::Object(b))
            if a.len() == b.len() && a.keys().all(|k| b.contains_key(k)) =>
        {
            for (k, v) in a {
                push_token(path, k);
                diff(v, &b[k], path, out);
                path.truncate(len);
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                push_token(path, &i.to_string());
                diff(x, y, path, out);
                path.truncate(len);
            }
        }
        _ => out.push((path.clone(), stored.clone())),
    }
}

/// Appends one reference token to a JSON pointer (RFC 6901 escaping).
fn push_token(path: &mut String, token: &str) {
    path.push('/');
    for c in token.chars() {
        match c {
            '~' => path.push_str("~0"),
            '/' => path.push_str("~1"),
            c => path.push(c),
        }
    }
}

/// The commitment to a value: SHA-256(salt ‖ canonical JSON of the value).
pub fn commit(salt: &[u8; 32], value: &Value) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(salt);
    // serde_json's Map keeps keys sorted, so this text is canonical.
    h.update(value.to_string().as_bytes());
    h.finalize().into()
}

/// The payload of a record as a spectator sees it.
pub fn public_payload(record: &Record) -> Result<Value, serde_json::Error> {
    serde_json::to_value(record.redacted_for(Viewer::Spectator))
}

/// One private field under seal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seal {
    /// JSON pointer into the payload.
    pub path: String,
    /// The field's value, as stored.
    pub value: Value,
    /// The commitment's salt, derived from the seed: it opens the commitment.
    pub salt: [u8; 32],
    pub commitment: [u8; 32],
}

/// An event as the chain hashes it: the spectator's payload and a seal on
/// each private field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sealed {
    pub public: Value,
    pub seals: Vec<Seal>,
}

impl Sealed {
    /// Seals the private fields of event `seq`, whose stored payload is
    /// `stored`, with salts derived from the game's `seed`.
    pub fn new(
        record: &Record,
        stored: &Value,
        seq: u64,
        seed: &[u8],
    ) -> Result<Sealed, serde_json::Error> {
        let public = public_payload(record)?;
        let seals = private_leaves(stored, &public)
            .into_iter()
            .map(|(path, value)| {
                let salt = seed::commitment_salt(seed, seq, &path);
                Seal {
                    commitment: commit(&salt, &value),
                    path,
                    value,
                    salt,
                }
            })
            .collect();
        Ok(Sealed { public, seals })
    }

    /// The commitments by path, in hex.
    pub fn commitments(&self) -> BTreeMap<String, String> {
        self.seals
            .iter()
            .map(|s| (s.path.clone(), seed::hex(&s.commitment)))
            .collect()
    }

    /// The event's chain hash (see [`chain::sealed_event_hash`]).
    pub fn hash(
        &self,
        prev: &[u8; 32],
        seq: u64,
        kind: &str,
        seat: Option<u8>,
        at: SystemTime,
    ) -> [u8; 32] {
        chain::sealed_event_hash(prev, seq, kind, seat, &self.public, at, &self.commitments())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(e: Event) -> Record {
        Record::Rules(crate::rules::AnyEvent::Classic(e))
    }
    use crate::rules::classic::state::DevCard;
    use crate::rules::classic::Event;
    use crate::rules::common::Resource;
    use crate::rules::Seat;
    use serde_json::json;

    #[test]
    fn private_leaves_are_where_the_stored_payload_differs() {
        let stored = json!({"a": 1, "b": {"c": "x", "d/e": [1, 2]}, "f": [1, 2]});
        let public = json!({"a": 1, "b": {"c": null, "d/e": [1, 3]}, "f": [1]});
        assert_eq!(
            private_leaves(&stored, &public),
            vec![
                ("/b/c".to_owned(), json!("x")),
                ("/b/d~1e/1".to_owned(), json!(2)),
                ("/f".to_owned(), json!([1, 2])),
            ]
        );
        for (path, value) in private_leaves(&stored, &public) {
            assert_eq!(stored.pointer(&path), Some(&value));
        }
        assert!(private_leaves(&stored, &stored).is_empty());
    }

    #[test]
    fn a_bought_card_is_sealed_and_only_its_seed_opens_it() {
        let e = rules(Event::DevelopmentCardBought {
            seat: Seat(1),
            card: Some(DevCard::VictoryPoint),
        });
        let stored = serde_json::to_value(&e).unwrap();
        let sealed = Sealed::new(&e, &stored, 9, b"seed").unwrap();
        assert!(sealed.public["card"].is_null());
        assert_eq!(sealed.seals.len(), 1);
        let seal = &sealed.seals[0];
        assert_eq!(seal.path, "/card");
        assert_eq!(seal.salt, seed::commitment_salt(b"seed", 9, "/card"));
        assert_eq!(seal.commitment, commit(&seal.salt, &stored["card"]));
        let other = seed::commitment_salt(b"guess", 9, "/card");
        assert_ne!(seal.commitment, commit(&other, &stored["card"]));
    }

    #[test]
    fn only_an_event_with_private_fields_hashes_differently_from_before() {
        let e = rules(Event::CardStolen {
            seat: Seat(0),
            victim: Seat(2),
            resource: Some(Resource::Ore),
        });
        let stored = serde_json::to_value(&e).unwrap();
        let t = SystemTime::UNIX_EPOCH;
        let sealed = Sealed::new(&e, &stored, 3, b"s").unwrap();
        assert_ne!(
            sealed.hash(&chain::GENESIS, 3, "CardStolen", Some(0), t),
            chain::event_hash(&chain::GENESIS, 3, "CardStolen", Some(0), &stored, t),
            "a private field is not hashed in the open"
        );
        let knight = rules(Event::KnightPlayed { seat: Seat(0) });
        let stored = serde_json::to_value(&knight).unwrap();
        let sealed = Sealed::new(&knight, &stored, 3, b"s").unwrap();
        assert!(sealed.seals.is_empty());
        assert_eq!(
            sealed.hash(&chain::GENESIS, 3, "KnightPlayed", Some(0), t),
            chain::event_hash(&chain::GENESIS, 3, "KnightPlayed", Some(0), &stored, t)
        );
    }
}
