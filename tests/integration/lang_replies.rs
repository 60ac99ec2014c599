//! Replies in German: a seat that reads German moves by replying the German
//! words of its choices ("würfeln", "Zug beenden") as well as the codes, and
//! a reply that makes no move is answered in its seat's language, German or
//! English, in the same game.

use crate::replies::{choice_lines, reply, Shown, Table};
use serde_json::json;
use slowcatan::mail::receive::{Answer, Outcome};
use std::collections::HashMap;

const ADDRESSES: [&str; 3] = ["anna@example.org", "bert@example.org", "cleo@example.org"];
const BERT: &str = "bert@example.org";

/// A classic game in German where Bert reads English.
async fn table() -> Table {
    Table::with(
        "classic",
        3,
        json!({
            "language": "de",
            "players": [
                {"name": "Anna", "email": ADDRESSES[0]},
                {"name": "Bert", "email": BERT, "language": "en"},
                {"name": "Cleo", "email": ADDRESSES[2]},
            ],
        }),
    )
    .await
}

/// The latest email that asks a seat the game waits for, the asking
/// emails delivered since kept in `latest`.
async fn next_asked(table: &mut Table, latest: &mut HashMap<String, Shown>) -> Shown {
    for mail in table.deliver().await {
        if mail.reply_to.is_some() {
            latest.insert(mail.to.clone(), mail);
        }
    }
    let loaded = table.app.service.load(table.game.id).await.unwrap();
    let waiting = loaded.state.waiting_for();
    waiting
        .iter()
        .find_map(|s| latest.remove(ADDRESSES[usize::from(s.0)]))
        .expect("a seat the game waits for was emailed its choices")
}

/// The code of the line whose words start with one of `words`, or of the
/// first line.
fn code_of(lines: &[(String, String)], words: &[&str]) -> String {
    lines
        .iter()
        .find(|(_, w)| words.iter().any(|s| w.starts_with(s)))
        .unwrap_or(&lines[0])
        .0
        .clone()
}

#[tokio::test]
async fn a_german_seat_rolls_with_wuerfeln_and_ends_its_turn_with_zug_beenden() {
    let mut table = table().await;
    let mut latest = HashMap::new();
    let (mut rolled, mut ended) = (0, 0);
    for n in 0..200 {
        if rolled > 0 && ended > 0 {
            break;
        }
        let mail = next_asked(&mut table, &mut latest).await;
        let to = mail.reply_to.clone().unwrap();
        let lines = choice_lines(&mail.text);
        assert!(!lines.is_empty(), "{}", mail.text);
        let german = mail.to != BERT;
        let has = |words: &str| lines.iter().any(|(_, w)| w == words);
        let line = if german && has("Würfeln") {
            rolled += 1;
            // Case and umlauts do not matter.
            ["würfeln", "Wuerfeln"][rolled % 2].to_owned()
        } else if german && has("Zug beenden") {
            ended += 1;
            "Zug beenden".to_owned()
        } else {
            code_of(&lines, &["Roll the dice", "End your turn"])
        };
        let events = table.events().await;
        let outcome = table
            .receive(&reply(&to, &format!("r{n}"), &line, ""))
            .await;
        match outcome {
            Outcome::Moved { .. } => assert!(table.events().await > events, "{line}"),
            // Seats that discard at once on a 7 may find the game moved on.
            Outcome::Answered {
                why: Answer::MovedOn,
                ..
            } => table.let_an_hour_pass().await,
            _ => panic!("{line} from {}: {outcome:?}\n{}", mail.to, mail.text),
        }
    }
    assert!(rolled > 0 && ended > 0, "rolled {rolled}, ended {ended}");
}

#[tokio::test]
async fn a_reply_that_makes_no_move_is_answered_in_german_to_a_german_seat_and_in_english_to_an_english_one(
) {
    let mut table = table().await;
    let mut latest = HashMap::new();
    let (mut german, mut english) = (false, false);
    for n in 0..12 {
        if german && english {
            break;
        }
        let mut mail = next_asked(&mut table, &mut latest).await;
        let is_german = mail.to != BERT;
        if (is_german && !german) || (!is_german && !english) {
            let to = mail.reply_to.clone().unwrap();
            let events = table.events().await;
            let line = if is_german {
                "Wo soll ich bauen?"
            } else {
                "Where should I build?"
            };
            let outcome = table
                .receive(&reply(&to, &format!("chat{n}"), line, ""))
                .await;
            assert!(
                matches!(
                    outcome,
                    Outcome::Answered {
                        why: Answer::NotAChoice,
                        ..
                    }
                ),
                "{outcome:?}"
            );
            assert_eq!(table.events().await, events, "no move");
            let answers = table.deliver().await;
            assert_eq!(answers.len(), 1, "one answer, to that seat only");
            let answer = &answers[0];
            assert_eq!(answer.to, mail.to);
            if is_german {
                assert!(
                    answer
                        .subject
                        .ends_with(": deine Antwort hat keinen Zug gemacht"),
                    "{}",
                    answer.subject
                );
                assert!(
                    answer.text.contains(
                        "Die erste Zeile deiner Antwort nennt keine deiner Wahlmöglichkeiten, \
                         daher hat sie keinen Zug gemacht."
                    ),
                    "{}",
                    answer.text
                );
                assert!(answer.text.starts_with("Hallo "), "{}", answer.text);
                assert!(answer.text.contains("Das kannst du jetzt tun."));
                assert!(answer.html.contains("<p>Das kannst du jetzt tun."));
                for word in ["Hello", "your reply", "Here is what"] {
                    assert!(!answer.text.contains(word), "{word}: {}", answer.text);
                }
                german = true;
            } else {
                assert!(
                    answer.subject.ends_with(": your reply made no move"),
                    "{}",
                    answer.subject
                );
                assert!(
                    answer.text.starts_with("Hello Bert,")
                        && answer
                            .text
                            .contains("The first line of your reply names none of your choices"),
                    "{}",
                    answer.text
                );
                assert!(answer.text.contains("Here is what you can do now."));
                english = true;
            }
            assert!(!choice_lines(&answer.text).is_empty(), "its choices again");
            mail = answers.into_iter().next().unwrap();
        }
        // The move, by the code of the answer's first choice.
        let to = mail.reply_to.clone().unwrap();
        let code = choice_lines(&mail.text)[0].0.clone();
        let outcome = table
            .receive(&reply(&to, &format!("move{n}"), &code, ""))
            .await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    }
    assert!(german && english, "german {german}, english {english}");
}
