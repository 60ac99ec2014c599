//! The JSON API against a real server and database: play flow, restarts,
//! optimistic concurrency, bad input, and hidden information.

use crate::app::TestApp;
use serde_json::{json, Value};

#[tokio::test]
async fn healthz_answers_when_the_database_answers() {
    let app = TestApp::spawn().await;
    let resp = app.get("/healthz").await;
    assert_eq!(resp.status(), 200);
}

#[tokio::test]
async fn a_setup_round_and_first_turns_survive_a_server_restart() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    assert!(game.host_url.starts_with(&format!("{}/host/", app.address)));
    let first = app.play(&game.tokens[0]).await;
    assert_eq!(first["status"], "setup");
    assert_eq!(first["version"], 1);
    // Setup: 3 players x 2 rounds x (settlement + road), then a few turn commands.
    for _ in 0..12 {
        app.play_first_legal(&game).await;
    }
    let after_setup = app.play(&game.tokens[0]).await;
    assert_eq!(after_setup["status"], "playing");
    assert_eq!(after_setup["phase"]["type"], "Roll");
    for _ in 0..6 {
        app.play_first_legal(&game).await;
    }
    let mut before = Vec::new();
    for t in &game.tokens {
        before.push(app.play(t).await);
    }
    let public_before: Value = app.get_json(&format!("/api/games/{}", game.id)).await;

    let (db, key) = app.stop().await;
    let app = TestApp::spawn_on(db, key);
    for (i, t) in game.tokens.iter().enumerate() {
        assert_eq!(
            app.play(t).await,
            before[i],
            "seat {i} sees the same game after a restart"
        );
    }
    let public_after: Value = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public_after, public_before);
}

#[tokio::test]
async fn a_stale_version_gets_409_and_appends_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    app.play_first_legal(&game).await; // version 1 -> 2
    let count = app.event_count(game.id).await;
    // Whoever acts now, with the old version 1.
    for t in &game.tokens {
        let p = app.play(t).await;
        if let Some(cmd) = p["legal"].as_array().and_then(|l| l.first()) {
            let resp = app.command(t, 1, cmd).await;
            assert_eq!(resp.status(), 409);
            let body: Value = resp.json().await.unwrap();
            assert_eq!(
                body["version"], p["version"],
                "the answer names the current version"
            );
        }
    }
    assert_eq!(app.event_count(game.id).await, count);
}

#[tokio::test]
async fn twenty_concurrent_posts_at_one_version_apply_exactly_one() {
    let app = TestApp::spawn().await;
    let game = app.create_game(4).await;
    // Each round: the awaited seat fires 20 different legal commands at once.
    for round in 0..12 {
        let mut found = None;
        for t in &game.tokens {
            let p = app.play(t).await;
            if !p["legal"].as_array().unwrap().is_empty() {
                found = Some((t.clone(), p));
                break;
            }
        }
        let (token, p) = found.expect("someone is awaited");
        let version = p["version"].as_u64().unwrap();
        let legal = p["legal"].as_array().unwrap().clone();
        let count = app.event_count(game.id).await;
        let mut posts = tokio::task::JoinSet::new();
        for i in 0..20 {
            let body = json!({"version": version, "command": legal[i % legal.len()].clone()});
            let url = format!("{}/api/play/{token}/commands", app.address);
            let client = app.client.clone();
            posts.spawn(async move {
                client
                    .post(url)
                    .json(&body)
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            });
        }
        let statuses = posts.join_all().await;
        let ok = statuses.iter().filter(|s| **s == 200).count();
        let conflicts = statuses.iter().filter(|s| **s == 409).count();
        assert_eq!((ok, conflicts), (1, 19), "round {round}: {statuses:?}");
        let added = app.event_count(game.id).await - count;
        let now = app.play(&token).await["version"].as_u64().unwrap();
        assert_eq!(
            now,
            version + added as u64,
            "round {round}: one command's events only"
        );
    }
}

#[tokio::test]
async fn a_seat_token_cannot_act_for_another_seat() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let mut acting = None;
    for (i, t) in game.tokens.iter().enumerate() {
        let p = app.play(t).await;
        if !p["legal"].as_array().unwrap().is_empty() {
            acting = Some((i, p));
        }
    }
    let (seat, p) = acting.unwrap();
    let cmd = &p["legal"][0];
    let other = &game.tokens[(seat + 1) % 3];
    let count = app.event_count(game.id).await;
    let resp = app
        .command(other, p["version"].as_u64().unwrap(), cmd)
        .await;
    assert_eq!(resp.status(), 422);
    let body: Value = resp.json().await.unwrap();
    assert_eq!(body["error"], "it is not your turn");
    assert_eq!(app.event_count(game.id).await, count);
}

#[tokio::test]
async fn bad_input_gets_a_4xx_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let count = app.event_count(game.id).await;
    let post_raw = |token: String, body: String, ct: &'static str| {
        let url = format!("{}/api/play/{token}/commands", app.address);
        let client = app.client.clone();
        async move {
            client
                .post(url)
                .header("content-type", ct)
                .body(body)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    let t0 = game.tokens[0].clone();
    // Unknown and malformed tokens.
    let unknown = "A".repeat(43);
    let resp = app.get(&format!("/api/play/{unknown}")).await;
    assert_eq!(resp.status(), 404);
    let resp = app.get("/api/play/short").await;
    assert_eq!(resp.status(), 404);
    assert_eq!(
        app.command(&unknown, 1, &json!({"type": "RollDice"}))
            .await
            .status(),
        404
    );
    // Malformed JSON, unknown command, wrong field types, missing version.
    assert_eq!(
        post_raw(t0.clone(), "{not json".into(), "application/json").await,
        400
    );
    assert_eq!(
        post_raw(
            t0.clone(),
            r#"{"version":1,"command":{"type":"FlyAway"}}"#.into(),
            "application/json"
        )
        .await,
        400
    );
    assert_eq!(
        post_raw(
            t0.clone(),
            r#"{"version":1,"command":{"type":"BuildRoad","edge":"x"}}"#.into(),
            "application/json"
        )
        .await,
        400
    );
    assert_eq!(
        post_raw(
            t0.clone(),
            r#"{"command":{"type":"RollDice"}}"#.into(),
            "application/json"
        )
        .await,
        400
    );
    assert_eq!(
        post_raw(
            t0.clone(),
            r#"{"version":1,"command":{"type":"RollDice"}}"#.into(),
            "text/plain"
        )
        .await,
        400
    );
    // Oversized body.
    let huge = format!(
        r#"{{"version":1,"command":{{"type":"RollDice"}},"pad":"{}"}}"#,
        "x".repeat(70 * 1024)
    );
    assert_eq!(post_raw(t0.clone(), huge, "application/json").await, 413);
    // Out-of-turn and wrong-phase commands, and places that do not exist.
    for t in &game.tokens {
        let p = app.play(t).await;
        let v = p["version"].as_u64().unwrap();
        assert_eq!(
            app.command(t, v, &json!({"type": "RollDice"}))
                .await
                .status(),
            422,
            "rolling in setup"
        );
        assert_eq!(
            app.command(t, v, &json!({"type": "EndTurn"}))
                .await
                .status(),
            422
        );
        assert_eq!(
            app.command(t, v, &json!({"type": "BuildSettlement", "node": 999}))
                .await
                .status(),
            422,
            "no such intersection"
        );
        assert_eq!(
            app.command(
                t,
                v,
                &json!({"type": "CreateGame", "players": 3, "board": "beginner"})
            )
            .await
            .status(),
            422
        );
    }
    assert_eq!(app.event_count(game.id).await, count);
}

#[tokio::test]
async fn creating_a_game_checks_its_request() {
    let app = TestApp::spawn().await;
    let p = |n: &str| json!({"name": n, "email": format!("{n}@example.org")});
    let cases = [
        (
            json!({"ruleset": "classic", "players": [p("a"), p("b")]}),
            422,
        ),
        (
            json!({"ruleset": "classic", "players": [p("a"), p("b"), p("c"), p("d"), p("e"), p("f"), p("g")]}),
            422,
        ),
        (
            json!({"ruleset": "chess", "players": [p("a"), p("b"), p("c")]}),
            422,
        ),
        (
            json!({"ruleset": "classic", "players": [p("a"), p("b"), {"name": "c", "email": "nope"}]}),
            422,
        ),
        (
            json!({"ruleset": "classic", "players": [p("a"), p("b"), p("c")], "board": "round"}),
            400,
        ),
        (
            json!({"ruleset": "classic", "players": [p("a"), p("b"), p("c")], "extra": 1}),
            400,
        ),
        (json!({"players": [p("a"), p("b"), p("c")]}), 400),
    ];
    for (body, status) in cases {
        let resp = app.post_game(&body).await;
        assert_eq!(resp.status().as_u16(), status, "{body}");
        let err: Value = resp.json().await.unwrap();
        assert!(err["error"].as_str().is_some_and(|s| !s.is_empty()));
    }
    let count: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(count, 0);
    let resp = app
        .post_game(&json!({"ruleset": "classic", "players": [p("a"), p("b"), p("c")]}))
        .await;
    assert_eq!(resp.status(), 201);
    let body: Value = resp.json().await.unwrap();
    assert!(body["public_url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("{}/games/", app.address)));
    assert!(body["host_url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("{}/host/", app.address)));
}

#[tokio::test]
async fn unknown_games_are_404() {
    let app = TestApp::spawn().await;
    for path in [
        "/api/games/not-a-uuid",
        "/api/games/00000000-0000-0000-0000-000000000000",
        "/api/games/00000000-0000-0000-0000-000000000000/events",
    ] {
        let resp = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 404, "{path}");
    }
}

#[tokio::test]
async fn a_seat_never_sees_another_seats_hand_and_the_public_sees_no_hand() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..12 {
        app.play_first_legal(&game).await;
    }
    // After setup every seat holds its starting resources.
    for (i, t) in game.tokens.iter().enumerate() {
        let p = app.play(t).await;
        let private = p["view"]["private"].as_array().unwrap();
        assert_eq!(private.len(), 1, "a seat sees one private hand: its own");
        assert_eq!(private[0]["seat"], i);
        assert!(private[0]["hand"].is_object());
        // Others appear only as counts.
        for player in p["view"]["players"].as_array().unwrap() {
            assert!(player.get("hand").is_none());
            assert!(player["cards"].is_u64());
        }
        let text = p.to_string();
        assert_eq!(
            text.matches("\"hand\"").count(),
            1,
            "exactly one hand in seat {i}'s answer"
        );
        assert!(
            !text.contains("@example.org"),
            "no email addresses in a seat's view"
        );
    }
    let public: Value = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["view"]["private"], json!([]));
    let text = public.to_string();
    assert!(!text.contains("\"hand\""));
    assert!(!text.contains("@example.org"));
    let events: Value = app
        .get_json(&format!("/api/games/{}/events", game.id))
        .await;
    assert_eq!(
        events.as_array().unwrap().len() as i64,
        app.event_count(game.id).await
    );
    assert_eq!(events[0]["seq"], 1);
    assert_eq!(events[0]["event"]["type"], "GameCreated");
}

#[tokio::test]
async fn a_seat_turns_reminders_off_and_on_from_its_link() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let url = format!("{}/play/{}/reminders", app.address, game.tokens[1]);
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let reminders = |seat: i16| {
        let db = &app.db;
        let id = game.id;
        async move {
            db.client()
                .await
                .query_one(
                    "SELECT reminders FROM seats WHERE game = $1 AND seat = $2",
                    &[&id, &seat],
                )
                .await
                .unwrap()
                .get::<_, bool>(0)
        }
    };
    let page = app.get_url(&url).await.text().await.unwrap();
    assert!(page.contains("Turn reminders off"));
    let resp = no_redirects
        .post(&url)
        .form(&[("on", "0")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 303);
    assert!(!reminders(1).await);
    assert!(reminders(0).await, "other seats keep theirs");
    let page = app.get_url(&url).await.text().await.unwrap();
    assert!(page.contains("Turn reminders on"));
    no_redirects
        .post(&url)
        .form(&[("on", "1")])
        .send()
        .await
        .unwrap();
    assert!(reminders(1).await);
    // RFC 8058 one-click unsubscribe.
    let resp = no_redirects
        .post(&url)
        .form(&[("List-Unsubscribe", "One-Click")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.text().await.unwrap(), "Reminders are off.");
    assert!(!reminders(1).await);
    let resp = no_redirects
        .post(&url)
        .form(&[("on", "maybe")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    let resp = app
        .client
        .get(format!("{}/play/{}/reminders", app.address, "A".repeat(43)))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
}

#[tokio::test]
async fn the_host_page_reports_emails_that_keep_failing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let page = app.get_url(&game.host_url).await.text().await.unwrap();
    assert!(!page.contains("Emails that do not get through"));
    app.db
        .client()
        .await
        .execute(
            "UPDATE outbox SET attempts = 4, last_error = '550 mailbox unavailable' WHERE game = $1 AND seat = 1",
            &[&game.id],
        )
        .await
        .unwrap();
    let page = app.get_url(&game.host_url).await.text().await.unwrap();
    assert!(page.contains("Emails that do not get through"));
    assert!(page.contains(
        "bert@example.org: 4 failed attempts so far; the last error: 550 mailbox unavailable"
    ));
    assert!(
        !page.contains("anna@example.org: "),
        "only the failing address"
    );
}
