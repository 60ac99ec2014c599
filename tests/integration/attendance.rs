//! The host's pause (no deadline runs, no reminder, the time paused does
//! not count), seats handed to the stand-in, missed deadlines adding up and
//! seats away: with the clock moved by backdating the log, and the emails
//! every seat gets.

use crate::app::{TestApp, TestGame};
use crate::deadlines::{backdate, create_with_deadline, pass_service, scalar};
use serde_json::json;
use slowcatan::game::links::Links;
use uuid::Uuid;

async fn post(app: &TestApp, url: &str, form: &[(&str, String)]) -> reqwest::Response {
    app.client.post(url).form(form).send().await.unwrap()
}

async fn attendance_mails(app: &TestApp, game: Uuid) -> Vec<(Option<i16>, String, String)> {
    app.db
        .client()
        .await
        .query(
            "SELECT seat, subject, body_text FROM outbox WHERE game = $1 AND kind = 'attendance' ORDER BY id",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2)))
        .collect()
}

async fn seat_page(app: &TestApp, game: &TestGame, seat: u8) -> String {
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let link = links.seat_link(game.id, seat).await.unwrap().unwrap();
    app.get_url(&link).await.text().await.unwrap()
}

async fn pause(app: &TestApp, game: &TestGame, version: i64, pause: &str) -> reqwest::Response {
    post(
        app,
        &format!("{}/pause", game.host_url),
        &[
            ("version", version.to_string()),
            ("pause", pause.to_owned()),
        ],
    )
    .await
}

#[tokio::test]
async fn a_paused_game_runs_no_deadline_and_the_time_paused_does_not_count() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(1)).await;
    let service = pass_service(&app);
    let version = app.event_count(game.id).await;

    // The host pauses: every seat is emailed, the seat pages say so.
    let resp = pause(&app, &game, version, "1").await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("The game is paused"), "{page}");
    assert!(page.contains("Resume the game"));
    let mails = attendance_mails(&app, game.id).await;
    assert_eq!(mails.len(), 3);
    let mut seats: Vec<i16> = mails.iter().filter_map(|m| m.0).collect();
    seats.sort_unstable();
    assert_eq!(seats, [0, 1, 2], "every seat, each its own email");
    assert!(mails
        .iter()
        .all(|m| m.1 == "Catan: the host paused the game"));
    assert!(mails
        .iter()
        .all(|m| m.2.contains("no deadline runs and no reminder goes out")));
    assert!(seat_page(&app, &game, 1)
        .await
        .contains("Paused by the host since "));

    // Five hours pass while paused: the stand-in does nothing, nobody is warned.
    backdate(&app, game.id, 5.0).await;
    let before = app.event_count(game.id).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!((pass.stand_in_moves, pass.warnings), (0, 0), "{pass:?}");
    assert_eq!(app.event_count(game.id).await, before);

    // Resumed, the awaited seat still has its hour: the pause did not count.
    let resp = pause(&app, &game, before, "0").await;
    assert_eq!(resp.status(), 200);
    assert!(resp.text().await.unwrap().contains("The game goes on"));
    assert_eq!(attendance_mails(&app, game.id).await.len(), 6);
    assert!(!seat_page(&app, &game, 1)
        .await
        .contains("Paused by the host"));
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0, "{pass:?}");

    // Two more hours (unpaused): now the seat is late.
    backdate(&app, game.id, 2.0).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert!(pass.stand_in_moves > 0, "{pass:?}");
}

#[tokio::test]
async fn bad_pause_requests_answer_4xx_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(1)).await;
    let version = app.event_count(game.id).await;
    let mails = scalar(&app, "SELECT count(*) FROM outbox WHERE game = $1", game.id).await;

    // A stale version, a resume of a running game, an unreadable flag, a
    // wrong host token.
    assert_eq!(pause(&app, &game, version - 1, "1").await.status(), 409);
    assert_eq!(pause(&app, &game, version, "0").await.status(), 422);
    assert_eq!(pause(&app, &game, version, "7").await.status(), 400);
    let resp = post(
        &app,
        &format!("{}/host/not-a-token/pause", app.address),
        &[("version", version.to_string()), ("pause", "1".to_owned())],
    )
    .await;
    assert_eq!(resp.status(), 404);
    let resp = post(
        &app,
        &format!("{}/pause", game.host_url),
        &[("version", "soon".to_owned()), ("pause", "1".to_owned())],
    )
    .await;
    assert_eq!(resp.status(), 400);

    assert_eq!(app.event_count(game.id).await, version);
    assert_eq!(
        scalar(&app, "SELECT count(*) FROM outbox WHERE game = $1", game.id).await,
        mails
    );

    // Paused, a second pause is refused.
    assert_eq!(pause(&app, &game, version, "1").await.status(), 200);
    assert_eq!(pause(&app, &game, version + 1, "1").await.status(), 422);
    assert_eq!(app.event_count(game.id).await, version + 1);
}
