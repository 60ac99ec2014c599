//! The service's refusals in the reader's language (issue #38): a seat of
//! a German game that answers a rewind nobody proposed, says it is away on
//! a day gone by, or posts a message holding an invisible character reads
//! why not in German, on its page or its error page; a seat of an English
//! game reads the same words as before.

use crate::app::TestApp;
use serde_json::json;

/// A form posted to `path` of the app, redirects not followed: the status
/// and the page.
async fn post(app: &TestApp, path: &str, form: &[(&str, String)]) -> (u16, String) {
    let resp = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .post(format!("{}{path}", app.address))
        .form(form)
        .send()
        .await
        .expect("request");
    let status = resp.status().as_u16();
    (status, resp.text().await.expect("body"))
}

/// The three refusals for the seat of `token` at `version`.
async fn refusals(app: &TestApp, token: &str, version: i64) -> [(u16, String); 3] {
    let version = version.to_string();
    let rewind = post(
        app,
        &format!("/play/{token}/rewind"),
        &[("version", version.clone()), ("answer", "agree".to_owned())],
    )
    .await;
    let away = post(
        app,
        &format!("/play/{token}/away"),
        &[("version", version), ("until", "1999-01-01".to_owned())],
    )
    .await;
    let talk = post(
        app,
        &format!("/play/{token}/talk"),
        &[("body", "hallo\u{200B}du".to_owned())],
    )
    .await;
    [rewind, away, talk]
}

#[tokio::test]
async fn a_german_seat_reads_the_service_s_refusals_in_german_and_an_english_one_as_before() {
    let app = TestApp::spawn().await;
    let german = app
        .create_game_with("classic", 3, json!({"language": "de"}))
        .await;
    let version = app.event_count(german.id).await;
    let [rewind, away, talk] = refusals(&app, &german.tokens[0], version).await;
    assert_eq!(rewind.0, 422);
    assert!(
        rewind.1.contains(
            "Nicht ausgeführt: Es ist kein Zurückspulen vorgeschlagen. Es wurde nichts geändert."
        ),
        "{}",
        rewind.1
    );
    assert_eq!(away.0, 422);
    assert!(
        away.1
            .contains("Wähle ein Datum nach heute und innerhalb eines Jahres"),
        "{}",
        away.1
    );
    assert!(!away.1.contains("choose a date"), "{}", away.1);
    assert_eq!(talk.0, 422);
    assert!(
        talk.1.contains(
            "Nicht ausgeführt: Die Nachricht enthält ein unsichtbares Zeichen (U+200B), das \
             nicht als Text erscheint: Schreib sie nur mit sichtbaren Zeichen."
        ),
        "{}",
        talk.1
    );
    assert_eq!(app.event_count(german.id).await, version, "nothing done");

    let english = app.create_game(3).await;
    let version = app.event_count(english.id).await;
    let [rewind, away, talk] = refusals(&app, &english.tokens[0], version).await;
    assert!(
        rewind
            .1
            .contains("Not done: no rewind is proposed. Nothing was changed."),
        "{}",
        rewind.1
    );
    assert!(
        away.1
            .contains("choose a date after today and within a year"),
        "{}",
        away.1
    );
    assert!(
        talk.1.contains(
            "Not done: the message holds an invisible character (U+200B), which does not \
             show as text: write it with visible characters only."
        ),
        "{}",
        talk.1
    );
}
