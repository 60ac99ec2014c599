//! The input rule for free text (issue #21): NUL, text-direction and
//! zero-width characters in a player's name, a player's address, a rewind
//! reason or table talk are refused with 422 and a message naming the field,
//! over the API and from the forms, and nothing is stored; names that look
//! alike (Unicode TR39 confusables) are refused as duplicates, and so are
//! names that would not show (no letter or digit, a streak of accents).

use crate::app::TestApp;
use crate::pages::post;
use serde_json::{json, Value};

/// One of each kind of character the rule refuses.
const BAD: [(&str, &str); 3] = [
    ("NUL", "\u{0}"),
    ("right-to-left override", "\u{202E}"),
    ("zero-width space", "\u{200B}"),
];

async fn count(app: &TestApp, sql: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(sql, &[])
        .await
        .unwrap()
        .get(0)
}

fn players(first: &str) -> Value {
    json!([
        {"name": first, "email": "anna@example.org"},
        {"name": "Bert", "email": "bert@example.org"},
        {"name": "Cleo", "email": "cleo@example.org"},
    ])
}

#[tokio::test]
async fn bad_characters_and_look_alike_names_create_no_game_over_the_api() {
    let app = TestApp::spawn().await;
    for (kind, c) in BAD {
        let resp = app
            .post_game(&json!({"ruleset": "classic", "players": players(&format!("An{c}na"))}))
            .await;
        assert_eq!(resp.status(), 422, "{kind}");
        let err: Value = resp.json().await.unwrap();
        let message = err["error"].as_str().unwrap();
        assert!(
            message.starts_with("a player's name holds "),
            "{kind}: {message}"
        );
    }
    let resp = app
        .post_game(&json!({"ruleset": "classic", "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "\u{0410}nna", "email": "cleo@example.org"},
        ]}))
        .await;
    assert_eq!(resp.status(), 422, "a Cyrillic А");
    let err: Value = resp.json().await.unwrap();
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .contains("looks like \"Anna\""),
        "{err}"
    );
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);
    assert_eq!(count(&app, "SELECT count(*) FROM events").await, 0);
}

#[tokio::test]
async fn bad_characters_in_the_front_page_form_create_no_game() {
    let app = TestApp::spawn().await;
    let form = |name1: String, email1: String| {
        vec![
            ("ruleset", "classic".to_owned()),
            ("name1", name1),
            ("email1", email1),
            ("name2", "Bert".to_owned()),
            ("email2", "bert@example.org".to_owned()),
            ("name3", "Cleo".to_owned()),
            ("email3", "cleo@example.org".to_owned()),
        ]
    };
    for (kind, c) in BAD {
        let (status, _, html) = post(
            &app,
            "/games",
            &form(format!("An{c}na"), "anna@example.org".to_owned()),
        )
        .await;
        assert_eq!(status, 422, "{kind}");
        assert!(
            html.contains("a player&#39;s name holds "),
            "{kind}: {html}"
        );
    }
    let (status, _, html) = post(
        &app,
        "/games",
        &form("Anna".to_owned(), "an\u{202E}na@example.org".to_owned()),
    )
    .await;
    assert_eq!(status, 422);
    assert!(html.contains("a player&#39;s address holds "), "{html}");
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);
}

#[tokio::test]
async fn a_rewind_reason_with_bad_characters_is_refused_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..3 {
        app.play_first_legal(&game).await;
    }
    let host = game.host_url.rsplit('/').next().unwrap().to_owned();
    let version = app.play(&game.tokens[0]).await["version"].as_u64().unwrap();
    let before = app.event_count(game.id).await;
    for (kind, c) in BAD {
        let reason = format!("a mis{c}click");
        let resp = app
            .client
            .post(format!("{}/api/host/{host}/rewind", app.address))
            .json(&json!({"version": version, "to": 2, "reason": reason}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 422, "API, {kind}");
        let err: Value = resp.json().await.unwrap();
        assert!(
            err["error"]
                .as_str()
                .unwrap()
                .starts_with("the reason holds "),
            "{kind}: {err}"
        );
        let (status, _, html) = post(
            &app,
            &format!("/host/{host}/rewind"),
            &[
                ("version", version.to_string()),
                ("to", "2".to_owned()),
                ("reason", reason.clone()),
            ],
        )
        .await;
        assert_eq!(status, 422, "form, {kind}");
        assert!(html.contains("the reason holds "), "{kind}");
        assert_eq!(app.event_count(game.id).await, before, "{kind}");
    }
}

#[tokio::test]
async fn table_talk_with_bad_characters_is_refused_and_stores_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];
    for (kind, c) in BAD {
        let body = format!("good {c}game");
        let resp = app
            .client
            .post(format!("{}/api/play/{token}/messages", app.address))
            .json(&json!({"body": body}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 422, "API, {kind}");
        let err: Value = resp.json().await.unwrap();
        assert!(
            err["error"]
                .as_str()
                .unwrap()
                .starts_with("the message holds "),
            "{kind}: {err}"
        );
        let (status, _, html) = post(
            &app,
            &format!("/play/{token}/talk"),
            &[("body", body.clone())],
        )
        .await;
        assert_eq!(status, 422, "form, {kind}");
        assert!(html.contains("the message holds "), "{kind}");
    }
    assert_eq!(count(&app, "SELECT count(*) FROM table_talk").await, 0);
    // A line break still belongs in a message.
    let resp = app
        .client
        .post(format!("{}/api/play/{token}/messages", app.address))
        .json(&json!({"body": "good\ngame"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    assert_eq!(count(&app, "SELECT count(*) FROM table_talk").await, 1);
}

#[tokio::test]
async fn names_that_would_not_show_create_no_game_over_the_api() {
    let app = TestApp::spawn().await;
    let streak = format!("A{}", "\u{0301}".repeat(39));
    for (name, says) in [
        ("\u{2800}", "shows no letter or digit"),
        ("\u{2800}\u{2800}\u{2800}", "shows no letter or digit"),
        (streak.as_str(), "more than 4 accents"),
    ] {
        let resp = app
            .post_game(&json!({"ruleset": "classic", "players": players(name)}))
            .await;
        assert_eq!(resp.status(), 422, "{name:?}");
        let err: Value = resp.json().await.unwrap();
        let message = err["error"].as_str().unwrap();
        assert!(
            message.starts_with("a player's name ") && message.contains(says),
            "{name:?}: {message}"
        );
    }
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);
    // Names in any script, with the accents their letters carry, show.
    let resp = app
        .post_game(&json!({"ruleset": "classic", "players": [
            {"name": "Łukasz", "email": "anna@example.org"},
            {"name": "Аня", "email": "bert@example.org"},
            {"name": "Nguyễn", "email": "cleo@example.org"},
        ]}))
        .await;
    assert_eq!(resp.status(), 201);
}

#[tokio::test]
async fn a_separator_at_the_end_of_a_name_or_address_is_refused_not_trimmed_away() {
    let app = TestApp::spawn().await;
    for (players, field) in [
        (players("Anna\u{2028}"), "a player's name holds "),
        (
            json!([
                {"name": "Anna", "email": "anna@example.org\u{2029}"},
                {"name": "Bert", "email": "bert@example.org"},
                {"name": "Cleo", "email": "cleo@example.org"},
            ]),
            "a player's address holds ",
        ),
    ] {
        let resp = app
            .post_game(&json!({"ruleset": "classic", "players": players}))
            .await;
        assert_eq!(resp.status(), 422, "{field}");
        let err: Value = resp.json().await.unwrap();
        let message = err["error"].as_str().unwrap();
        assert!(message.starts_with(field), "{message}");
        assert!(message.contains("U+202"), "{message}");
    }
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);
}
