//! The host's pause (no deadline runs, no reminder, the time paused does
//! not count), seats handed to the stand-in, missed deadlines adding up and
//! seats away: with the clock moved by backdating the log, and the emails
//! every seat gets.

use crate::app::{TestApp, TestGame};
use crate::deadlines::{backdate, create_with_deadline, pass_service, scalar};
use serde_json::json;
use slowcatan::game::links::Links;
use slowcatan::game::service::Attendance;
use slowcatan::game::GameService;
use slowcatan::history::RollPreference;
use slowcatan::mail::letter::preview_of;
use slowcatan::rules::Seat;
use uuid::Uuid;

async fn post(app: &TestApp, url: &str, form: &[(&str, String)]) -> reqwest::Response {
    app.client.post(url).form(form).send().await.unwrap()
}

async fn attendance_mails(app: &TestApp, game: Uuid) -> Vec<(Option<i16>, String, String)> {
    app.db
        .client()
        .await
        .query(
            "SELECT seat, subject, letter FROM outbox WHERE game = $1 AND kind = 'attendance' ORDER BY id",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), preview_of(&r.get(2)).text))
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
        .all(|m| m.1.starts_with("Catan with ") && m.1.ends_with(": the host paused the game")));
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

/// The seat the game awaits first, and its link's token.
async fn awaited(app: &TestApp, game: &TestGame) -> (u8, String) {
    let loaded = pass_service(app).load(game.id).await.unwrap();
    let seat = loaded.state.waiting_for()[0].0;
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let link = links.seat_link(game.id, seat).await.unwrap().unwrap();
    (seat, link.rsplit('/').next().unwrap().to_owned())
}

async fn kinds(app: &TestApp, game: Uuid) -> Vec<String> {
    app.db
        .client()
        .await
        .query(
            "SELECT type FROM events WHERE game = $1 ORDER BY seq",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect()
}

#[tokio::test]
async fn after_the_missed_deadlines_the_host_chose_the_stand_in_keeps_the_seat_until_taken_back() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(1)).await;
    let service = pass_service(&app);
    let (late, token) = awaited(&app, &game).await;

    // The host chooses: after one missed deadline.
    let version = app.event_count(game.id).await;
    let url = format!("{}/keep-after", game.host_url);
    for bad in ["0", "21", "two"] {
        let resp = post(
            &app,
            &url,
            &[("version", version.to_string()), ("missed", bad.to_owned())],
        )
        .await;
        assert!(resp.status().is_client_error(), "{bad}: {}", resp.status());
    }
    assert_eq!(app.event_count(game.id).await, version);
    let resp = post(
        &app,
        &url,
        &[("version", version.to_string()), ("missed", "1".to_owned())],
    )
    .await;
    assert_eq!(resp.status(), 200);

    // Every seat is told of the host's choice, in the attendance voice.
    let mails = attendance_mails(&app, game.id).await;
    assert_eq!(mails.len(), 3);
    let mut seats: Vec<i16> = mails.iter().filter_map(|m| m.0).collect();
    seats.sort_unstable();
    assert_eq!(seats, [0, 1, 2], "every seat, each its own email");
    assert!(mails.iter().all(|m| m
        .1
        .ends_with(": the stand-in now keeps a seat after one missed deadline")));
    assert!(mails.iter().all(|m| m.2.contains(
        "The host chose that after one missed deadline, the stand-in keeps a player's seat"
    )));

    backdate(&app, game.id, 2.0).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert!(pass.stand_in_moves > 0, "{pass:?}");
    let log = kinds(&app, game.id).await;
    assert!(log.contains(&"DeadlineMissed".to_owned()), "{log:?}");
    assert!(log.contains(&"StandInKept".to_owned()), "{log:?}");

    // Every seat is told; the kept seat is told how to take it back.
    let mails = attendance_mails(&app, game.id).await.split_off(3);
    assert_eq!(mails.len(), 3);
    let own = mails.iter().find(|m| m.0 == Some(i16::from(late))).unwrap();
    assert!(
        own.1.ends_with(": the stand-in keeps your seat"),
        "{}",
        own.1
    );
    assert!(own.2.contains("Take your seat back from your page"));
    assert!(mails
        .iter()
        .filter(|m| m.0 != Some(i16::from(late)))
        .all(|m| m.2.contains("after 1 missed deadlines in a row")));

    let other = (late + 1) % 3;
    assert!(seat_page(&app, &game, other)
        .await
        .contains("the stand-in keeps the seat after 1 missed deadlines in a row"));
    let page = seat_page(&app, &game, late).await;
    assert!(page.contains("Take my seat back"), "{page}");

    // A stale version or a wrong token changes nothing; the right one takes it back.
    let take_back = |version: i64, token: String| {
        let (client, url) = (
            app.client.clone(),
            format!("{}/play/{token}/take-back", app.address),
        );
        async move {
            client
                .post(url)
                .form(&[("version", version.to_string())])
                .send()
                .await
                .unwrap()
        }
    };
    let version = app.event_count(game.id).await;
    assert_eq!(take_back(version - 1, token.clone()).await.status(), 409);
    assert_eq!(take_back(version, "nope".to_owned()).await.status(), 404);
    assert_eq!(app.event_count(game.id).await, version);
    assert_eq!(take_back(version, token.clone()).await.status(), 200);
    assert_eq!(kinds(&app, game.id).await.last().unwrap(), "SeatTakenBack");
    assert!(!seat_page(&app, &game, late)
        .await
        .contains("Take my seat back"));
    // Taken back, a second time is refused.
    assert_eq!(take_back(version + 1, token).await.status(), 422);
}

#[tokio::test]
async fn a_seat_away_is_played_by_the_stand_in_at_once_and_others_see_until_when() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(48)).await;
    let (seat, token) = awaited(&app, &game).await;
    let url = format!("{}/play/{token}/away", app.address);
    let version = app.event_count(game.id).await;

    for bad in ["", "2026-02-30", "tomorrow", "1999-01-01"] {
        let resp = post(
            &app,
            &url,
            &[("version", version.to_string()), ("until", bad.to_owned())],
        )
        .await;
        assert!(resp.status().is_client_error(), "{bad}: {}", resp.status());
    }
    assert_eq!(app.event_count(game.id).await, version);
    assert!(attendance_mails(&app, game.id).await.is_empty());

    let resp = post(
        &app,
        &url,
        &[
            ("version", version.to_string()),
            ("until", "2099-12-31".to_owned()),
        ],
    )
    .await;
    assert!(resp.status().is_client_error(), "more than a year ahead");
    let date = slowcatan::views::time::rfc3339(
        std::time::SystemTime::now() + std::time::Duration::from_secs(3 * 86_400),
    )[..10]
        .to_owned();
    let resp = post(
        &app,
        &url,
        &[("version", version.to_string()), ("until", date)],
    )
    .await;
    assert_eq!(resp.status(), 200);

    // The stand-in made the seat's decisions at once, without waiting for
    // the 48-hour deadline.
    let made: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND stand_in AND seat = $2",
            &[&game.id, &i16::from(seat)],
        )
        .await
        .unwrap()
        .get(0);
    assert!(made > 0);
    assert_eq!(attendance_mails(&app, game.id).await.len(), 3);
    let other = seat_page(&app, &game, (seat + 1) % 3).await;
    assert!(other.contains(": away until "), "{other}");
}

#[tokio::test]
async fn the_host_hands_a_seat_to_the_stand_in_for_good() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(48)).await;
    let (seat, _) = awaited(&app, &game).await;
    let url = format!("{}/hand-over", game.host_url);
    let version = app.event_count(game.id).await;
    let resp = post(
        &app,
        &url,
        &[("version", version.to_string()), ("seat", "9".to_owned())],
    )
    .await;
    assert_eq!(resp.status(), 422);
    let resp = post(
        &app,
        &url,
        &[
            ("version", (version - 1).to_string()),
            ("seat", seat.to_string()),
        ],
    )
    .await;
    assert_eq!(resp.status(), 409);
    assert_eq!(app.event_count(game.id).await, version);

    let resp = post(
        &app,
        &url,
        &[("version", version.to_string()), ("seat", seat.to_string())],
    )
    .await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("handed to the stand-in"), "{page}");
    let log = kinds(&app, game.id).await;
    assert_eq!(log[usize::try_from(version).unwrap()], "StandInKept");
    assert!(
        log.len() > usize::try_from(version).unwrap() + 1,
        "the stand-in played at once"
    );
    assert!(attendance_mails(&app, game.id)
        .await
        .iter()
        .any(|m| m.2.contains("handed over by the host")));
}

#[tokio::test]
async fn a_paused_game_sends_no_reminders() {
    let app = TestApp::spawn().await;
    let service = pass_service(&app);
    let game = create_with_deadline(&app, serde_json::Value::Null).await;
    let version = app.event_count(game.id).await;
    assert_eq!(pause(&app, &game, version, "1").await.status(), 200);

    // A day and more of waiting while paused: no reminder.
    backdate(&app, game.id, 25.0).await;
    assert_eq!(service.pass_reminders(100).await.unwrap().reminders, 0);

    // Resumed, a day later the awaited seat is reminded again.
    assert_eq!(pause(&app, &game, version + 1, "0").await.status(), 200);
    backdate(&app, game.id, 25.0).await;
    assert_eq!(service.pass_reminders(100).await.unwrap().reminders, 1);
}

#[tokio::test]
async fn emails_name_no_deadline_while_the_game_is_paused() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(24)).await;
    let version = app.event_count(game.id).await;
    assert_eq!(pause(&app, &game, version, "1").await.status(), 200);
    let mails = scalar(&app, "SELECT count(*) FROM outbox WHERE game = $1", game.id).await;

    // The first seat places its settlement and road: the next is asked.
    let service = pass_service(&app);
    let seat = service.load(game.id).await.unwrap().state.waiting_for()[0];
    loop {
        let loaded = service.load(game.id).await.unwrap();
        if loaded.state.waiting_for()[0] != seat {
            break;
        }
        let command = loaded.state.stand_in(seat).unwrap();
        service
            .submit(game.id, seat, loaded.version, command)
            .await
            .unwrap();
    }

    let bodies: Vec<String> = app
        .db
        .client()
        .await
        .query(
            "SELECT letter FROM outbox WHERE game = $1 ORDER BY id OFFSET $2",
            &[&game.id, &mails],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| preview_of(&r.get(0)).text)
        .collect();
    assert!(!bodies.is_empty());
    assert!(
        bodies.iter().all(|b| !b.contains("You have until")),
        "{bodies:?}"
    );
}

#[tokio::test]
async fn after_a_rewind_the_attendance_is_the_fold_of_the_whole_log_cached_or_not() {
    // A rewind undoes moves, not the host's pause or a seat's preferences:
    // the attendance a service keeps in its cache, folded on as events come
    // in, equals the fold of the whole log, before and after the rewind.
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..3 {
        app.play_first_legal(&game).await;
    }
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    assert_eq!(
        service.attendance(game.id).await.unwrap(),
        Attendance::of(&service.history(game.id).await.unwrap())
    );

    let version = app.event_count(game.id).await;
    assert_eq!(pause(&app, &game, version, "1").await.status(), 200);
    assert_eq!(pause(&app, &game, version + 1, "0").await.status(), 200);
    let resp = post(
        &app,
        &format!("{}/play/{}/preferences", app.address, game.tokens[1]),
        &[
            ("roll", "always".to_owned()),
            ("version", (version + 2).to_string()),
        ],
    )
    .await;
    assert!(resp.status().is_success(), "{}", resp.status());
    app.play_first_legal(&game).await;
    // The service's cached entry follows on from where it was.
    let before = service.attendance(game.id).await.unwrap();
    assert_eq!(
        before,
        Attendance::of(&service.history(game.id).await.unwrap())
    );
    assert_eq!(before.pauses.len(), 1);
    assert!(!before.paused());
    assert_eq!(before.seat(Seat(1)).roll, RollPreference::Always);

    // Every seat agrees to rewind to the second move, before the pause.
    let host = game.host_url.rsplit('/').next().unwrap();
    let v = app.event_count(game.id).await;
    let resp = app
        .client
        .post(format!("{}/api/host/{host}/rewind", app.address))
        .json(&json!({"version": v, "to": 2, "reason": "a misclick"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    for t in &game.tokens {
        let v = app.event_count(game.id).await;
        let resp = app
            .client
            .post(format!("{}/api/play/{t}/rewind", app.address))
            .json(&json!({"version": v, "agree": true}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    let loaded = service.load(game.id).await.unwrap();
    assert!(!loaded.undone.is_empty(), "the rewind undid moves");

    let after = service.attendance(game.id).await.unwrap();
    let history = service.history(game.id).await.unwrap();
    assert_eq!(after, Attendance::of(&history));
    assert_eq!(
        after, before,
        "the rewind's own events change no attendance"
    );
    let fresh = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    assert_eq!(fresh.attendance(game.id).await.unwrap(), after);

    // A move after the rewind folds on again, in both services alike.
    app.play_first_legal(&game).await;
    let next = service.attendance(game.id).await.unwrap();
    assert_eq!(
        next,
        Attendance::of(&service.history(game.id).await.unwrap())
    );
    assert_eq!(fresh.attendance(game.id).await.unwrap(), next);
}
