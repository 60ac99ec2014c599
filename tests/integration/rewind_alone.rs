//! A game whose host may rewind alone says so to every player: in every
//! invitation and on every seat page (issue 15 §5).

use crate::app::TestApp;
use serde_json::{json, Value};
use slowcatan::mail::letter::preview_of;
use uuid::Uuid;

const NOTE: &str = "The host may rewind";

/// Creates a three-seat game with or without the option; returns its id.
async fn create(app: &TestApp, alone: bool) -> Uuid {
    let players: Vec<Value> = ["Anna", "Bert", "Cleo"]
        .iter()
        .map(|n| json!({"name": n, "email": format!("{}@example.org", n.to_lowercase())}))
        .collect();
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players,
            "host_rewinds_alone": alone,
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let body: Value = resp.json().await.unwrap();
    body["game_id"].as_str().unwrap().parse().unwrap()
}

/// The text and HTML bodies of a game's queued invitations.
async fn invitations(app: &TestApp, game: Uuid) -> Vec<(String, String)> {
    app.db
        .client()
        .await
        .query(
            "SELECT letter FROM outbox WHERE game = $1 AND kind = 'invitation'",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| {
            let bodies = preview_of(&r.get(0));
            (bodies.text, bodies.html)
        })
        .collect()
}

#[tokio::test]
async fn every_invitation_and_seat_page_says_the_host_may_rewind_alone() {
    let app = TestApp::spawn().await;
    let alone = create(&app, true).await;
    let agreed = create(&app, false).await;

    let mails = invitations(&app, alone).await;
    assert_eq!(mails.len(), 3);
    for (text, html) in &mails {
        assert!(text.contains(NOTE), "{text}");
        assert!(html.contains(NOTE), "{html}");
    }
    for (text, html) in invitations(&app, agreed).await {
        assert!(!text.contains(NOTE) && !html.contains(NOTE));
    }

    let links = slowcatan::game::links::Links::new(
        app.db.store.clone(),
        app.key.clone(),
        app.address.clone(),
    );
    for (game, expected) in [(alone, true), (agreed, false)] {
        for seat in 0..3 {
            let link = links.seat_link(game, seat).await.unwrap().unwrap();
            let html = app.get_url(&link).await.text().await.unwrap();
            assert_eq!(html.contains(NOTE), expected, "seat {seat}");
        }
    }
}
