//! The presentation every ruleset has before it has its own: what the game
//! waits for, the players, the latest events and every legal command as a
//! button, all derived from the ruleset contract (`prompt`, `view`,
//! `legal_commands`, events as JSON). It draws no board; a ruleset's own
//! presentation adds one.

use super::narrate::Names;
use super::{EventLine, Layout, Notice};
use crate::rules::{AnyCommand, AnyEvent, AnyView, Seat};
use askama::Template;
use serde_json::Value;

/// One legal command as a button: its words, and the command as JSON in
/// the form (it is the seat's own option, nothing hidden).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandButton {
    pub label: String,
    pub json: String,
}

/// A seat's or a spectator's page of a game without its own presentation.
#[derive(Debug, Clone, Template)]
#[template(path = "generic/play.html")]
pub struct GenericPage {
    pub layout: Layout,
    pub heading: String,
    pub notice: Option<Notice>,
    pub prompt: String,
    pub players: Vec<String>,
    pub events: Vec<EventLine>,
    /// The form's target; `None` on a spectator's page.
    pub action: Option<String>,
    pub version: u64,
    pub commands: Vec<CommandButton>,
    /// What the viewer may see, as indented JSON.
    pub view: String,
    pub history: String,
}

/// What a generic page is drawn from.
#[derive(Debug)]
pub struct GenericInput<'a> {
    pub title: &'a str,
    /// The seat looking, or `None` for the public.
    pub seat: Option<Seat>,
    pub names: &'a Names,
    pub prompt: String,
    pub view: &'a AnyView,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for the viewer.
    pub events: &'a [(u64, AnyEvent)],
    pub legal: &'a [AnyCommand],
    pub action: Option<String>,
    pub version: u64,
    pub notice: Option<Notice>,
    /// The history page, `{base}/history` under the page's own path; the
    /// latest events link to `{base}?at=N`.
    pub history: String,
}

impl GenericPage {
    /// Builds the page.
    pub fn new(input: GenericInput<'_>) -> GenericPage {
        let GenericInput {
            title,
            seat,
            names,
            prompt,
            view,
            events,
            legal,
            action,
            version,
            notice,
            history,
        } = input;
        let heading = match seat {
            Some(s) => format!("{}: {}'s seat", title, names.of(s)),
            None => title.to_owned(),
        };
        let players = names
            .0
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if seat == Some(Seat(i as u8)) {
                    format!("{n} (you)")
                } else {
                    n.clone()
                }
            })
            .collect();
        let base = history.strip_suffix("/history").unwrap_or(&history);
        let events = events
            .iter()
            .rev()
            .map(|(seq, e)| EventLine::new(*seq, event_words(e, names), base))
            .collect();
        let commands = buttons(legal, names);
        GenericPage {
            layout: Layout::new(heading.clone()),
            heading,
            notice,
            prompt,
            players,
            events,
            action,
            version,
            commands,
            // Through a JSON value, so that parts a view keeps already
            // written (the board) are indented with the rest.
            view: serde_json::to_value(view)
                .and_then(|v| serde_json::to_string_pretty(&v))
                .unwrap_or_default(),
            history,
        }
    }
}

/// A button for each command, labelled in words.
pub fn buttons(legal: &[AnyCommand], names: &Names) -> Vec<CommandButton> {
    legal
        .iter()
        .filter_map(|c| {
            let json = serde_json::to_value(c).ok()?;
            Some(CommandButton {
                label: command_words(&json, names),
                json: json.to_string(),
            })
        })
        .collect()
}

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

/// A command in words: "Build road: edge 12".
pub fn command_words(json: &Value, names: &Names) -> String {
    let kind = json.get("type").and_then(Value::as_str).unwrap_or("Move");
    let details = field_words(json, &["type"], names);
    if details.is_empty() {
        type_words(kind)
    } else {
        format!("{}: {}", type_words(kind), details.join("; "))
    }
}

/// An event in words, with the acting seat named: "Anna: dice rolled (dice 3, 4)".
pub fn event_words(event: &AnyEvent, names: &Names) -> String {
    words_of_event(event, event.kind(), event.seat(), names)
}

/// [`event_words`] for an event of a ruleset's own type, of type `kind`
/// and acted by `seat`.
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

    /// The page shows the whole view indented, its board too (which the
    /// board keeps already written).
    #[test]
    fn the_view_is_shown_indented_board_included() {
        use crate::rules::classic::{Base, Classic};
        use crate::simulate::{fold, play, Checks};
        let played = play::<Classic<Base>>(3, 3, Checks::None).expect("a game");
        let state = fold::<Classic<Base>>(&played.events[..20]);
        let view = AnyView::Classic(crate::rules::classic::view(
            &state,
            crate::rules::Viewer::Spectator,
        ));
        // Written once before, as an API answer would.
        let compact = serde_json::to_string(&view).expect("a view serializes");
        let page = GenericPage::new(GenericInput {
            title: "A game",
            seat: None,
            names: &names(),
            prompt: String::new(),
            view: &view,
            events: &[],
            legal: &[],
            action: None,
            version: 20,
            notice: None,
            history: "/games/x/history".to_owned(),
        });
        assert!(
            page.view.contains("\n  \"board\": {\n    \""),
            "{}",
            page.view
        );
        assert!(
            page.view.lines().all(|l| l.len() < 200),
            "every line is short"
        );
        let shown: serde_json::Value = serde_json::from_str(&page.view).expect("JSON");
        let written: serde_json::Value = serde_json::from_str(&compact).expect("JSON");
        assert_eq!(shown, written);
    }

    #[test]
    fn commands_read_as_words_with_seats_named() {
        assert_eq!(
            command_words(&json!({"type": "RollDice"}), &names()),
            "Roll dice"
        );
        assert_eq!(
            command_words(
                &json!({"type": "MoveInventor", "field": 4, "victim": 1}),
                &names()
            ),
            "Move inventor: field 4; victim Bert"
        );
        assert_eq!(
            command_words(
                &json!({"type": "Discard", "cards": {"brick": 2, "grain": 0, "ore": 1}}),
                &names()
            ),
            "Discard: cards 2 brick, 1 ore"
        );
    }
}
