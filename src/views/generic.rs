//! Events in words read from their JSON ("Anna: inventor moved (field 4;
//! victim Bert)"): the words a presentation falls back on for an event it
//! has no words of its own for, such as the classic narration with no board
//! to name places on.

use super::common::words::Names;
use crate::rules::Seat;
use serde_json::Value;

/// "BuildRoad" as "Build road".
fn type_words(kind: &str) -> String {
    let mut out = String::new();
    for (i, c) in kind.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A JSON value in words: seats by name, counts of things as "2 brick".
fn value_words(key: &str, v: &Value, names: &Names) -> String {
    match v {
        Value::Null => "none".to_owned(),
        Value::Number(n) if key == "seat" || key == "victim" || key == "with" || key == "to" => n
            .as_u64()
            .and_then(|n| u8::try_from(n).ok())
            .map_or_else(|| n.to_string(), |n| names.of(Seat(n))),
        Value::Array(items) => items
            .iter()
            .map(|i| value_words(key, i, names))
            .collect::<Vec<_>>()
            .join(", "),
        Value::Object(fields) if fields.values().all(Value::is_number) => {
            let parts: Vec<String> = fields
                .iter()
                .filter(|(_, n)| n.as_u64() != Some(0))
                .map(|(k, n)| format!("{n} {k}"))
                .collect();
            if parts.is_empty() {
                "nothing".to_owned()
            } else {
                parts.join(", ")
            }
        }
        Value::Object(fields) => fields
            .iter()
            .map(|(k, v)| {
                format!(
                    "{} {}",
                    type_words(k).to_lowercase(),
                    value_words(k, v, names)
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        Value::String(s) => s.replace('_', " "),
        other => other.to_string(),
    }
}

/// The fields of a JSON object in words ("edge 12"), leaving out `skip`.
fn field_words(json: &Value, skip: &[&str], names: &Names) -> Vec<String> {
    json.as_object()
        .map(|fields| {
            fields
                .iter()
                .filter(|(k, _)| !skip.contains(&k.as_str()))
                .map(|(k, v)| {
                    format!(
                        "{} {}",
                        type_words(k).to_lowercase(),
                        value_words(k, v, names)
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// An event in words, from its JSON, with the acting seat named: "Anna:
/// dice rolled (dice 3, 4)"; `kind` is the event's type and `seat` the
/// seat that acted.
pub fn words_of_event(
    event: &impl serde::Serialize,
    kind: &str,
    seat: Option<Seat>,
    names: &Names,
) -> String {
    let json = serde_json::to_value(event).unwrap_or_default();
    let kind = type_words(kind);
    let details = field_words(&json, &["type", "seat"], names);
    let who = seat
        .map(|s| format!("{}: ", names.of(s)))
        .unwrap_or_default();
    if details.is_empty() {
        format!("{who}{}", kind.to_lowercase())
    } else {
        format!("{who}{} ({})", kind.to_lowercase(), details.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    #[test]
    fn events_read_as_words_with_seats_named() {
        assert_eq!(
            words_of_event(&json!({"type": "DiceRolled"}), "DiceRolled", None, &names()),
            "dice rolled"
        );
        assert_eq!(
            words_of_event(
                &json!({"type": "InventorMoved", "seat": 0, "field": 4, "victim": 1}),
                "InventorMoved",
                Some(Seat(0)),
                &names()
            ),
            "Anna: inventor moved (field 4; victim Bert)"
        );
        assert_eq!(
            words_of_event(
                &json!({"type": "Discarded", "cards": {"brick": 2, "grain": 0, "ore": 1}}),
                "Discarded",
                Some(Seat(2)),
                &names()
            ),
            "Cleo: discarded (cards 2 brick, 1 ore)"
        );
    }
}
