//! A person's page (`/me/{token}`, issue #39): every seat of one email
//! address, found from the link every seat's email carries, those waiting
//! for the person first; the JSON twin; replacing the link; and that it
//! shows nobody else's games.

use crate::app::{TestApp, TestGame};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::rules::classic::Classic;
use slowcatan::web::mail_viewer::MailPlace;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use uuid::Uuid;

pub(crate) fn mail_dir() -> PathBuf {
    std::env::temp_dir().join(format!("slowcatan-me-{}", Uuid::new_v4().simple()))
}

/// The emails in `dir` to `to` (compared without case), as their raw
/// text with quoted-printable soft line breaks joined, once there are `n`
/// (waiting for the mail worker).
pub(crate) async fn emails_to(dir: &Path, to: &str, n: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mails: Vec<String> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .map(|raw| raw.replace("=\r\n", "").replace("=\n", ""))
                    .filter(|raw| {
                        raw.lines().any(|l| {
                            l.to_ascii_lowercase().starts_with("to:")
                                && l.to_ascii_lowercase().contains(&to.to_ascii_lowercase())
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        if mails.len() >= n {
            return mails;
        }
        assert!(
            Instant::now() < deadline,
            "{n} emails to {to} expected in {}, found {}",
            dir.display(),
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every person link (`…/me/{token}`) in `mail`, as they appear.
pub(crate) fn me_links(app: &TestApp, mail: &str) -> Vec<String> {
    let start = format!("{}/me/", app.address);
    mail.match_indices(&start)
        .map(|(i, _)| {
            let rest = &mail[i..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || "-_:/.".contains(c)))
                .unwrap_or(rest.len());
            rest[..end].to_owned()
        })
        .collect()
}

/// The person link of `email`, as the next email to it would carry it.
async fn me_link(app: &TestApp, email: &str) -> String {
    Links::new(app.db.store.clone(), app.key.clone(), app.address.clone())
        .me_link(email)
        .await
        .unwrap()
}

/// The `<html lang>` of the seat page of `token`.
async fn seat_lang(app: &TestApp, token: &str) -> String {
    let page = app
        .get(&format!("/play/{token}"))
        .await
        .text()
        .await
        .unwrap();
    page.split("<html lang=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or_default()
        .to_owned()
}

/// Creates a game of `ruleset` with `players` (name, address), the first
/// its host, and plays the first listed command of whoever it awaits until
/// it awaits seat `awaited` alone (`true`) or does not await it (`false`);
/// its id and every seat's link.
pub(crate) async fn game_of(
    app: &TestApp,
    ruleset: &str,
    players: &[(&str, &str)],
    awaited: (usize, bool),
) -> (Uuid, Vec<String>) {
    let body = json!({
        "ruleset": ruleset,
        "board": "beginner",
        "players": players.iter().map(|(n, e)| json!({"name": n, "email": e})).collect::<Vec<_>>(),
    });
    let resp = app.post_game(&body).await;
    assert_eq!(resp.status(), 201, "creating a game");
    let created: Value = resp.json().await.unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut urls = Vec::new();
    for seat in 0..players.len() as u8 {
        urls.push(links.seat_link(id, seat).await.unwrap().unwrap());
    }
    let game = TestGame {
        id,
        host_url: String::new(),
        tokens: urls
            .iter()
            .map(|u| u.rsplit('/').next().unwrap().to_owned())
            .collect(),
    };
    let (seat, wanted) = awaited;
    for _ in 0..40 {
        let legal = app.play(&game.tokens[seat]).await["legal"]
            .as_array()
            .is_some_and(|l| !l.is_empty());
        if legal == wanted {
            return (id, urls);
        }
        app.play_first_legal(&game).await;
    }
    panic!("the game never came to seat {seat} being awaited: {wanted}");
}

#[tokio::test]
async fn a_person_finds_every_game_of_their_address_those_waiting_for_them_first() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Folder(dir.clone())).await;
    // Over: a classic game Anna played at seat 0 (stored, not emailed).
    let over = crate::end_of_game::finished::<Classic>(&app, 1, 4).await;
    // Waiting for Anna: she places first.
    let (waiting, waiting_urls) = game_of(
        &app,
        "classic",
        &[
            ("Anna", "anna@example.org"),
            ("Bert", "bert@example.org"),
            ("Cleo", "cleo@example.org"),
        ],
        (0, true),
    )
    .await;
    // Waiting for another; Anna's address written in capitals.
    let (others, others_urls) = game_of(
        &app,
        "frenemies",
        &[
            ("Bert", "bert@example.org"),
            ("Zoë", "zoe@example.org"),
            ("Annie", "ANNA@Example.org"),
        ],
        (2, false),
    )
    .await;

    // Both invitations carry the same person link, whatever the case.
    let mails = emails_to(&dir, "anna@example.org", 2).await;
    let mut links: Vec<String> = mails.iter().flat_map(|m| me_links(&app, m)).collect();
    links.dedup();
    assert_eq!(links.len(), 1, "one link for one address: {links:?}");
    let link = links.remove(0);
    assert!(mails.iter().all(|m| m.contains("All your games")));

    let resp = app.get_url(&link).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    let at = |needle: &str| {
        page.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not on the page: {page}"))
    };
    // Waiting first, then the others, then the finished game.
    assert!(at("Waiting for you") < at(&waiting_urls[0]));
    assert!(at(&waiting_urls[0]) < at("Waiting for others"));
    assert!(at("Waiting for others") < at(&others_urls[2]));
    assert!(at(&others_urls[2]) < at("Finished"));
    assert!(at("Your move, since") < at("Waiting for others"));
    assert!(at(" is to move, since") > at("Waiting for others"));
    assert!(page.contains("You play as Annie."), "{page}");
    assert!(page.contains("Catan with Bert and Cleo"), "{page}");
    assert!(
        page.contains("Catan: Frenemies with Bert and Zoë"),
        "{page}"
    );
    assert!(page.contains(" won."), "{page}");
    // Nobody else's seat is linked.
    for url in waiting_urls[1..].iter().chain(&others_urls[..2]) {
        assert!(!page.contains(url.as_str()), "another seat's link: {url}");
    }

    let token = link.rsplit('/').next().unwrap().to_owned();
    let api = app.get_json(&format!("/api/me/{token}")).await;
    let games = api["games"].as_array().expect("games");
    let ids: Vec<&str> = games
        .iter()
        .map(|g| g["game_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [waiting.to_string(), others.to_string(), over.id.to_string()]
    );
    assert_eq!(games[0]["waiting_for_you"], true);
    assert_eq!(games[0]["seat_url"], waiting_urls[0].as_str());
    assert_eq!(games[0]["deadline"], Value::Null);
    assert_eq!(games[0]["ruleset"], "classic");
    assert_eq!(games[1]["waiting_for_you"], false);
    assert_eq!(games[1]["seat_url"], others_urls[2].as_str());
    assert_eq!(games[1]["ruleset"], "frenemies");
    assert_eq!(games[2]["status"], "finished");

    // Zoë sees her one game, and nothing of Anna's others.
    let zoe = emails_to(&dir, "zoe@example.org", 1).await;
    let zoe_link = me_links(&app, &zoe[0]).remove(0);
    let zoe_token = zoe_link.rsplit('/').next().unwrap();
    let zoe_games = app.get_json(&format!("/api/me/{zoe_token}")).await;
    let zoe_games = zoe_games["games"].as_array().unwrap();
    assert_eq!(zoe_games.len(), 1);
    assert_eq!(zoe_games[0]["game_id"], others.to_string());
    assert_eq!(zoe_games[0]["seat_url"], others_urls[1].as_str());
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_replaced_person_link_opens_nothing_and_the_new_one_opens_the_games() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    // The link as an email would carry it.
    let link = me_link(&app, "anna@example.org").await;
    let path = link.trim_start_matches(&app.address).to_owned();
    let replaced = crate::pages::no_redirects()
        .post(format!("{link}/replace"))
        .send()
        .await
        .unwrap();
    assert_eq!(replaced.status(), 303);
    let location = replaced.headers()["location"].to_str().unwrap().to_owned();
    assert!(
        location.starts_with("/me/") && location.ends_with("?replaced=1"),
        "{location}"
    );
    assert_ne!(location.trim_end_matches("?replaced=1"), path);

    let old = app.get(&path).await;
    assert_eq!(old.status(), 404);
    let old_api = app.get(&format!("/api{path}")).await;
    assert_eq!(old_api.status(), 404);
    // Replacing it again does nothing more.
    let again = crate::pages::no_redirects()
        .post(format!("{link}/replace"))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 404);

    let new = app.get(&location).await;
    assert_eq!(new.status(), 200);
    let page = new.text().await.unwrap();
    assert!(page.contains("Your new link"), "{page}");
    assert!(page.contains(&game.tokens[0]), "{page}");
    // Emails written from now on carry the new link.
    let now = me_link(&app, "anna@example.org").await;
    assert!(
        location.starts_with(now.trim_start_matches(&app.address)),
        "{now} {location}"
    );
}

#[tokio::test]
async fn a_person_link_that_opens_nothing_is_a_page_that_says_so() {
    let app = TestApp::spawn().await;
    let _game = app.create_game(3).await;
    for path in [
        "/me/short".to_owned(),
        format!("/me/{}", "A".repeat(43)),
        format!("/api/me/{}", "A".repeat(43)),
    ] {
        let resp = app.get(&path).await;
        assert_eq!(resp.status(), 404, "{path}");
        let body = resp.text().await.unwrap();
        assert!(!body.contains("anna@example.org"), "{body}");
    }
}

#[tokio::test]
async fn a_person_page_reads_in_the_language_of_their_newest_game() {
    let app = TestApp::spawn().await;
    let body = json!({
        "ruleset": "classic",
        "board": "beginner",
        "language": "de",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "Cleo", "email": "cleo@example.org"},
        ],
    });
    assert_eq!(app.post_game(&body).await.status(), 201);
    let link = me_link(&app, "bert@example.org").await;
    let page = app.get_url(&link).await.text().await.unwrap();
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains("Deine Spiele"), "{page}");
    // Bert's move or another's, as the turn order fell.
    assert!(page.contains(" dran, seit"), "{page}");
    let english = app
        .get_url(&format!("{link}?lang=en"))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        english.contains(" is to move, since") || english.contains("Your move, since"),
        "{english}"
    );
}

/// `PUT /api/me/{token}` with `body`: the status and the JSON answer.
async fn put_me(app: &TestApp, token: &str, body: &Value) -> (u16, Value) {
    let resp = app
        .client
        .put(format!("{}/api/me/{token}", app.address))
        .json(body)
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// The day `days` from now, as a date field writes it.
fn day_ahead(days: u64) -> String {
    let t = std::time::SystemTime::now() + Duration::from_secs(days * 86_400);
    slowcatan::views::time::rfc3339(t)[..10].to_owned()
}

#[tokio::test]
async fn away_for_all_my_games_hands_every_running_seat_to_the_stand_in_a_new_game_included() {
    use slowcatan::rules::Seat;
    let app = TestApp::spawn().await;
    let over = crate::end_of_game::finished::<Classic>(&app, 1, 4).await;
    let first = app.create_game(3).await;
    let second = app.create_game_of("frenemies", 3).await;
    let link = me_link(&app, "anna@example.org").await;
    let token = link.rsplit('/').next().unwrap().to_owned();
    let events_over = app.event_count(over.id).await;

    let date = day_ahead(3);
    let (status, body) = put_me(&app, &token, &json!({"away_until": date})).await;
    assert_eq!(status, 200, "{body}");
    let until = body["away_until"].as_str().expect("until when");
    assert!(
        until.starts_with(&day_ahead(4)),
        "the end of {date}: {until}"
    );
    for game in [&first, &second] {
        let anna = app.service.attendance(game.id).await.unwrap().seat(Seat(0));
        assert!(anna.away_until.is_some(), "Anna is away in {}", game.id);
        let bert = app.service.attendance(game.id).await.unwrap().seat(Seat(1));
        assert!(bert.away_until.is_none(), "Bert is not");
        // The stand-in plays her seat: the game never waits for her.
        assert!(
            app.play(&game.tokens[0]).await["legal"]
                .as_array()
                .is_none_or(Vec::is_empty),
            "the game waits for Anna while she is away"
        );
    }
    assert_eq!(
        app.event_count(over.id).await,
        events_over,
        "a finished game is left alone"
    );
    // A game that starts while she is away starts with her away.
    let third = app.create_game(4).await;
    let anna = app
        .service
        .attendance(third.id)
        .await
        .unwrap()
        .seat(Seat(0));
    assert!(
        anna.away_until.is_some(),
        "away in a game that started meanwhile"
    );
    let page = app.get_url(&link).await.text().await.unwrap();
    assert!(page.contains("You are away until"), "{page}");

    // Back: every seat is hers again.
    let (status, body) = put_me(&app, &token, &json!({"away_until": null})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["away_until"], Value::Null);
    for game in [&first, &second, &third] {
        let anna = app.service.attendance(game.id).await.unwrap().seat(Seat(0));
        assert!(anna.away_until.is_none(), "Anna is back in {}", game.id);
    }
    // A game that starts now does not hand her seat over.
    let fourth = app.create_game(3).await;
    let anna = app
        .service
        .attendance(fourth.id)
        .await
        .unwrap()
        .seat(Seat(0));
    assert!(anna.away_until.is_none());
}

#[tokio::test]
async fn a_person_setting_that_does_not_read_is_refused_by_name_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let link = me_link(&app, "anna@example.org").await;
    let token = link.rsplit('/').next().unwrap().to_owned();
    let events = app.event_count(game.id).await;
    for (body, field) in [
        (json!({"language": "fr"}), "language"),
        (json!({"language": 7}), "language"),
        (json!({"away_until": "tomorrow"}), "away_until"),
        (json!({"away_until": "2001-01-01"}), "away_until"),
        (json!({"away_until": day_ahead(400)}), "away_until"),
        (json!({"rhythm": "daily"}), "rhythm"),
        (
            json!({"language": "de", "webhook": "https://example.org/hook"}),
            "webhook",
        ),
    ] {
        let (status, answer) = put_me(&app, &token, &body).await;
        assert_eq!(status, 422, "{body}: {answer}");
        let error = answer["error"].as_str().unwrap_or_default();
        assert!(error.starts_with(field), "{body}: {error}");
    }
    let (status, _) = put_me(&app, &token, &json!(["language"])).await;
    assert_eq!(status, 400);
    assert_eq!(app.event_count(game.id).await, events, "nothing appended");
    assert_eq!(
        seat_lang(&app, &game.tokens[0]).await,
        "en",
        "the language is unchanged"
    );
    let (status, _) = put_me(&app, &"A".repeat(43), &json!({"language": "de"})).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn a_person_chooses_one_language_for_every_seat_on_their_page() {
    let app = TestApp::spawn().await;
    let first = app.create_game(3).await;
    let second = app.create_game_of("oil-springs", 3).await;
    let link = me_link(&app, "anna@example.org").await;
    let path = link.trim_start_matches(&app.address).to_owned();
    let saved = crate::pages::no_redirects()
        .post(format!("{link}/settings"))
        .form(&[("lang", "de")])
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), 303);
    assert_eq!(
        saved.headers()["location"],
        format!("{path}?saved=1").as_str()
    );
    let page = app
        .get(&format!("{path}?saved=1"))
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains("Gespeichert."), "{page}");
    for game in [&first, &second] {
        assert_eq!(
            seat_lang(&app, &game.tokens[0]).await,
            "de",
            "Anna's seat reads German"
        );
        assert_eq!(
            seat_lang(&app, &game.tokens[1]).await,
            "en",
            "Bert's stays English"
        );
    }
    // A game created now gives her seat her language; the others the game's.
    let third = app.create_game(3).await;
    assert_eq!(
        seat_lang(&app, &third.tokens[0]).await,
        "de",
        "a new seat takes her language"
    );
    assert_eq!(seat_lang(&app, &third.tokens[1]).await, "en");
    let refused = crate::pages::no_redirects()
        .post(format!("{link}/settings"))
        .form(&[("lang", "xx")])
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 422);
    let body = refused.text().await.unwrap();
    assert!(body.contains("<html lang=\"de\">"), "{body}");
    assert!(
        body.contains("Der Server spricht Englisch (en) und Deutsch (de), nicht"),
        "{body}"
    );
    assert!(
        body.contains(&format!("href=\"{path}\"")),
        "back to the page: {body}"
    );
    assert!(body.contains("Zurück zu allen deinen Spielen"), "{body}");
}

#[tokio::test]
async fn a_person_reads_the_times_of_every_game_in_their_own_time_zone() {
    let app = TestApp::spawn().await;
    let game = app
        .create_game_with("classic", 3, json!({"deadline_hours": 24}))
        .await;
    let names = ["anna", "bert", "cleo"];
    let mut tokens = Vec::new();
    for name in names {
        let link = me_link(&app, &format!("{name}@example.org")).await;
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    let (waiting, _) = crate::browser::first_awaited(&app, &game).await;
    let seat_page = |seat: usize| {
        let url = format!("/play/{}", game.tokens[seat]);
        let app = &app;
        async move { app.get(&url).await.text().await.unwrap() }
    };
    assert!(
        seat_page(waiting).await.contains(" UTC to decide"),
        "the game's clock first"
    );

    // Any case reads; the database's spelling is kept.
    let (status, body) = put_me(
        &app,
        &tokens[waiting],
        &json!({"time_zone": "europe/berlin"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["time_zone"], "Europe/Berlin");
    // December: Central European Time.
    let page = seat_page(waiting).await;
    assert!(page.contains(" CET to decide"), "{page}");
    let me = app
        .get(&format!("/me/{}", tokens[waiting]))
        .await
        .text()
        .await
        .unwrap();
    assert!(me.contains("Your move: decide by "), "{me}");
    assert!(me.contains(" CET."), "{me}");
    assert!(
        me.contains("value=\"Europe/Berlin\""),
        "the form shows the zone: {me}"
    );

    // Everyone in New York: the next turn's email names its deadline in EST.
    for token in &tokens {
        let (status, body) = put_me(&app, token, &json!({"time_zone": "America/New_York"})).await;
        assert_eq!(status, 200, "{body}");
    }
    let client = app.db.client().await;
    let before: i64 = client
        .query_one("SELECT coalesce(max(id), 0) FROM outbox", &[])
        .await
        .unwrap()
        .get(0);
    let mut told = Vec::new();
    for _ in 0..12 {
        app.play_first_legal(&game).await;
        told = client
            .query(
                "SELECT letter::text FROM outbox WHERE id > $1 AND kind = 'your_turn'",
                &[&before],
            )
            .await
            .unwrap()
            .iter()
            .map(|r| r.get::<_, String>(0))
            .collect();
        if !told.is_empty() {
            break;
        }
    }
    assert!(!told.is_empty(), "a turn was emailed");
    for letter in &told {
        assert!(letter.contains(" EST to decide"), "{letter}");
    }

    // A zone the database does not know changes nothing; null goes back.
    let (status, body) = put_me(&app, &tokens[0], &json!({"time_zone": "Mars/Olympus"})).await;
    assert_eq!(status, 422);
    assert!(
        body["error"].as_str().unwrap().starts_with("time_zone"),
        "{body}"
    );
    let (status, body) = put_me(&app, &tokens[waiting], &json!({"time_zone": null})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["time_zone"], Value::Null);
}

#[tokio::test]
async fn after_the_server_key_changes_the_next_email_s_person_link_opens_the_page() {
    let app = TestApp::spawn().await;
    let _game = app.create_game(3).await;
    let old = me_link(&app, "anna@example.org").await;
    let old_path = old.trim_start_matches(&app.address).to_owned();
    assert_eq!(app.get(&old_path).await.status(), 200);
    let (db, _) = app.stop().await;
    let app = TestApp::spawn_on(
        db,
        slowcatan::game::secrets::ServerKey::from_secret(b"another key"),
    );
    // The old link dies with the old key, as a seat's would.
    assert_eq!(app.get(&old_path).await.status(), 404);
    let new = me_link(&app, "anna@example.org").await;
    assert_ne!(new.trim_start_matches(&app.address), old_path);
    assert_eq!(app.get_url(&new).await.status(), 200);
}

#[tokio::test]
async fn a_game_that_waits_for_its_host_is_listed_as_not_started() {
    let app = TestApp::spawn_confirming().await;
    let body = json!({
        "ruleset": "classic",
        "board": "beginner",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "Cleo", "email": "cleo@example.org"},
        ],
    });
    assert_eq!(
        app.post_game(&body).await.status(),
        202,
        "it waits for its host"
    );
    let link = me_link(&app, "bert@example.org").await;
    let resp = app.get_url(&link).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("Not started yet"), "{page}");
    assert!(
        page.contains("The host has not started this game yet."),
        "{page}"
    );
    assert!(page.contains("Catan with Anna and Cleo"), "{page}");
    let token = link.rsplit('/').next().unwrap();
    let api = app.get_json(&format!("/api/me/{token}")).await;
    assert_eq!(api["games"][0]["status"], "setup");
    assert_eq!(api["games"][0]["waiting_for_you"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn workers_asking_at_once_for_a_new_person_s_link_all_get_the_same_one() {
    let app = TestApp::spawn().await;
    let _game = app.create_game(3).await;
    // Twenty new addresses, each asked for by eight workers at the same
    // moment (a pool each, as separate mail workers have, already
    // connected, released together).
    for n in 0..20 {
        let address = format!("new{n}@example.org");
        let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(8));
        let mut asks = tokio::task::JoinSet::new();
        for _ in 0..8 {
            let store = slowcatan::store::Store::connect(&app.db.url, 1).unwrap();
            store.person_settings(&address).await.unwrap();
            let links = Links::new(store, app.key.clone(), app.address.clone());
            let (barrier, address) = (barrier.clone(), address.clone());
            asks.spawn(async move {
                barrier.wait().await;
                links.me_link(&address).await.map_err(|e| e.to_string())
            });
        }
        let mut got = Vec::new();
        while let Some(asked) = asks.join_next().await {
            got.push(asked.unwrap().expect("every worker gets the link"));
        }
        got.dedup();
        assert_eq!(got.len(), 1, "{got:?}");
    }
}
