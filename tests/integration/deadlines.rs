//! Deadlines: set at creation and from the host page, the stand-in deciding
//! for a seat past its deadline when the deadline pass runs (by the
//! database's clock, moved by backdating the log), and the warning before.

use crate::app::{TestApp, TestGame};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::game::GameService;
use slowcatan::mail::letter::preview_of;
use slowcatan::startup;
use uuid::Uuid;

fn players() -> Value {
    json!([
        {"name": "Anna", "email": "anna@example.org"},
        {"name": "Bert", "email": "bert@example.org"},
        {"name": "Cleo", "email": "cleo@example.org"},
    ])
}

/// Creates a classic game of three through the API with `deadline_hours`.
pub(crate) async fn create_with_deadline(app: &TestApp, deadline_hours: Value) -> TestGame {
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players(),
            "deadline_hours": deadline_hours,
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let created: Value = resp.json().await.unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    TestGame {
        id,
        host_url: created["host_url"].as_str().unwrap().to_owned(),
        tokens: Vec::new(),
    }
}

/// A second service on the app's database, as a deadline pass runs it.
pub(crate) fn pass_service(app: &TestApp) -> GameService {
    GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone())
        .with_mail(startup::mail_writer(app.address.clone()))
}

/// Moves the game's whole log and its due work `hours` into the past (this
/// test's private database lets the append-only trigger be switched off
/// for it): to the game, that much time has passed. The server forgets
/// the times it cached; a test's own services must too.
pub(crate) async fn backdate(app: &TestApp, game: Uuid, hours: f64) {
    app.service.forget(game);
    let client = app.db.client().await;
    client
        .execute(
            "UPDATE due_work SET due = due - make_interval(secs => $2) WHERE game = $1",
            &[&game, &(hours * 3600.0)],
        )
        .await
        .unwrap();
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    client
        .execute(
            "UPDATE events SET created_at = created_at - make_interval(secs => $2) WHERE game = $1",
            &[&game, &(hours * 3600.0)],
        )
        .await
        .unwrap();
    client
        .batch_execute("ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    // A snapshot keeps who waits since when as the events said before they
    // were moved: the next load folds them as they say now.
    client
        .execute("DELETE FROM snapshots WHERE game = $1", &[&game])
        .await
        .unwrap();
}

async fn deadline_hours(app: &TestApp, game: Uuid) -> Option<f64> {
    app.db
        .client()
        .await
        .query_one(
            "SELECT extract(epoch FROM deadline)::float8 / 3600 FROM games WHERE id = $1",
            &[&game],
        )
        .await
        .unwrap()
        .get(0)
}

pub(crate) async fn scalar(app: &TestApp, sql: &str, game: Uuid) -> i64 {
    app.db
        .client()
        .await
        .query_one(sql, &[&game])
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn a_deadline_is_set_at_creation_and_changed_from_the_host_page() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(24)).await;
    assert_eq!(deadline_hours(&app, game.id).await, Some(24.0));
    let page = app.get_url(&game.host_url).await.text().await.unwrap();
    assert!(page.contains("The game waits 24 hours for each decision"));
    assert!(
        page.contains(": until "),
        "the awaited seat's deadline is shown"
    );
    assert!(page.contains(" UTC"));

    let post = |hours: &'static str| {
        let (client, url) = (app.client.clone(), format!("{}/deadline", game.host_url));
        async move {
            client
                .post(url)
                .form(&[("deadline_hours", hours)])
                .send()
                .await
                .unwrap()
        }
    };
    let resp = post("48").await;
    assert_eq!(resp.status(), 200, "redirected back to the host page");
    let page = resp.text().await.unwrap();
    assert!(page.contains("The deadline is set."));
    assert!(page.contains("The game waits 48 hours for each decision"));
    assert_eq!(deadline_hours(&app, game.id).await, Some(48.0));

    for bad in ["0", "337", "-3", "soon"] {
        assert_eq!(post(bad).await.status(), 400, "{bad}");
        assert_eq!(deadline_hours(&app, game.id).await, Some(48.0));
    }

    // The awaited seat's page names its deadline; the others' do not.
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut told = 0;
    for seat in 0..3 {
        let link = links.seat_link(game.id, seat).await.unwrap().unwrap();
        let page = app.get_url(&link).await.text().await.unwrap();
        if page.contains("You have until ") {
            assert!(page.contains("then a stand-in decides for you"));
            told += 1;
        }
    }
    assert_eq!(told, 1, "only the awaited seat");

    let page = post("").await.text().await.unwrap();
    assert!(page.contains("No deadline"));
    assert_eq!(deadline_hours(&app, game.id).await, None);
}

#[tokio::test]
async fn bad_deadline_hours_answer_400_and_create_nothing() {
    let app = TestApp::spawn().await;
    for bad in [
        json!(0),
        json!(-1),
        json!(337),
        json!(100_000_000_000_u64),
        json!(1e30),
        json!(2.5),
        json!("24"),
    ] {
        let resp = app
            .post_game(&json!({
                "ruleset": "classic",
                "players": players(),
                "deadline_hours": bad,
            }))
            .await;
        assert_eq!(resp.status(), 400, "{bad}");
    }
    let games: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 0);
    // Absent and null mean no deadline.
    let game = create_with_deadline(&app, Value::Null).await;
    assert_eq!(deadline_hours(&app, game.id).await, None);
}

#[tokio::test]
async fn the_stand_in_decides_for_a_seat_past_its_deadline() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(1)).await;
    let service = pass_service(&app);
    let before = app.event_count(game.id).await;

    // Within the deadline: nothing happens.
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0);
    assert_eq!(app.event_count(game.id).await, before);

    // Two hours later the first placer is late: the stand-in places their
    // settlement and road, then the next placer's own hour begins.
    backdate(&app, game.id, 2.0).await;
    let mail_before = scalar(&app, "SELECT count(*) FROM outbox WHERE game = $1", game.id).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 2, "{pass:?}");
    assert_eq!(pass.failed_games, 0);
    let client = app.db.client().await;
    let rows = client
        .query(
            "SELECT DISTINCT seat FROM events WHERE game = $1 AND stand_in",
            &[&game.id],
        )
        .await
        .unwrap();
    assert_eq!(rows.len(), 1, "one seat's decisions");
    let late: i16 = rows[0].get(0);
    let name: String = client
        .query_one(
            "SELECT name FROM seats WHERE game = $1 AND seat = $2",
            &[&game.id, &late],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(
        scalar(
            &app,
            "SELECT count(*) FROM events WHERE game = $1 AND NOT stand_in AND type <> 'DeadlineMissed'",
            game.id
        )
        .await,
        before
    );

    // The history says who made the moves.
    let history = app
        .get(&format!("/games/{}/history", game.id))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        history.contains(&format!("(made by the stand-in for {name})")),
        "{history}"
    );

    // The next placer's email says the stand-in acted.
    let mails = client
        .query(
            "SELECT seat, letter FROM outbox WHERE game = $1 ORDER BY id OFFSET $2",
            &[&game.id, &mail_before],
        )
        .await
        .unwrap();
    assert!(!mails.is_empty());
    assert!(mails
        .iter()
        .all(|m| m.get::<_, Option<i16>>(0) != Some(late)));
    let line = format!("{name}'s time ran out, so the stand-in made this move for {name}.");
    assert!(mails
        .iter()
        .all(|m| preview_of(&m.get(1)).text.starts_with(&line)));
    // The next placer's "your turn" names their own deadline.
    assert!(mails
        .iter()
        .any(|m| preview_of(&m.get(1)).text.contains("You have until ")));

    // A second pass right away: the next placer is within their hour.
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0);
}

#[tokio::test]
async fn without_a_deadline_the_stand_in_never_acts() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, Value::Null).await;
    backdate(&app, game.id, 1000.0).await;
    let before = app.event_count(game.id).await;
    let pass = pass_service(&app).pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves + pass.warnings, 0);
    assert_eq!(app.event_count(game.id).await, before);
}

#[tokio::test]
async fn a_seat_is_warned_once_before_its_deadline() {
    let app = TestApp::spawn().await;
    let game = create_with_deadline(&app, json!(4)).await;
    let service = pass_service(&app);
    backdate(&app, game.id, 2.0).await;
    assert_eq!(service.pass_deadlines(100).await.unwrap().warnings, 0);

    backdate(&app, game.id, 1.5).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!((pass.warnings, pass.stand_in_moves), (1, 0));
    let row = app
        .db
        .client()
        .await
        .query_one(
            "SELECT subject, letter FROM outbox WHERE game = $1 AND kind = 'deadline_warning'",
            &[&game.id],
        )
        .await
        .unwrap();
    let (subject, body): (String, String) = (row.get(0), preview_of(&row.get(1)).text);
    assert!(subject.starts_with("Until "), "{subject}");
    assert!(subject.contains(" UTC"), "{subject}");
    assert!(body.contains("then the stand-in decides for you"), "{body}");

    // Once per waiting period.
    assert_eq!(service.pass_deadlines(100).await.unwrap().warnings, 0);
}

/// The minute of the day (UTC) `offset` minutes from now, as "HH:MM".
fn clock_from_now(offset: i64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let minute = (i64::try_from(now / 60).unwrap() + offset).rem_euclid(1440);
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

#[tokio::test]
async fn deadlines_read_in_the_offset_of_the_games_quiet_hours() {
    let app = TestApp::spawn().await;
    // Quiet hours an hour ahead of UTC, far from the wait (local times).
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players(),
            "deadline_hours": 4,
            "quiet_hours": {"from": clock_from_now(660), "to": clock_from_now(720), "utc_offset_minutes": 60},
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let created: Value = resp.json().await.unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let host_url = created["host_url"].as_str().unwrap().to_owned();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut tokens = Vec::new();
    for s in 0..3 {
        let link = links.seat_link(id, s).await.unwrap().unwrap();
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    let game = TestGame {
        id,
        host_url: host_url.clone(),
        tokens,
    };

    // The host page lists the awaited seat's deadline in UTC+1.
    let page = app.get_url(&host_url).await.text().await.unwrap();
    let line = page
        .lines()
        .find(|l| l.contains(": until "))
        .unwrap_or_else(|| panic!("no deadline on the host page: {page}"));
    assert!(
        line.contains("(UTC+1)") && !line.contains(" UTC<"),
        "{line}"
    );

    // The awaited seat's page says the same.
    let mut told = 0;
    for token in &game.tokens {
        let page = app
            .get(&format!("/play/{token}"))
            .await
            .text()
            .await
            .unwrap();
        if page.contains("You have until ") {
            assert!(page.contains("(UTC+1) to decide"), "{page}");
            told += 1;
        }
    }
    assert_eq!(told, 1, "the one awaited seat is told its deadline");

    // The next seat's "your move" email after a move names it the same way.
    for _ in 0..2 {
        app.play_first_legal(&game).await;
    }
    let bodies: Vec<String> = app
        .db
        .client()
        .await
        .query(
            "SELECT letter FROM outbox WHERE game = $1 AND letter::text LIKE '%You have until %'",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| preview_of(&r.get(0)).text)
        .collect();
    assert!(!bodies.is_empty(), "a your-move email names the deadline");
    for body in &bodies {
        assert!(body.contains("(UTC+1) to decide"), "{body}");
    }

    // So does the warning before the deadline passes.
    backdate(&app, game.id, 3.5).await;
    let pass = pass_service(&app).pass_deadlines(100).await.unwrap();
    assert_eq!(pass.warnings, 1, "{pass:?}");
    let subject: String = app
        .db
        .client()
        .await
        .query_one(
            "SELECT subject FROM outbox WHERE game = $1 AND kind = 'deadline_warning'",
            &[&game.id],
        )
        .await
        .unwrap()
        .get(0);
    assert!(subject.contains("(UTC+1):"), "{subject}");
}

#[tokio::test]
async fn quiet_hours_do_not_count_toward_a_deadline() {
    let app = TestApp::spawn().await;
    // Quiet from three hours ago until eight hours from now (UTC).
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players(),
            "deadline_hours": 1,
            "quiet_hours": {"from": clock_from_now(-180), "to": clock_from_now(480), "utc_offset_minutes": 0},
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let created: Value = resp.json().await.unwrap();
    let game: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let host_url = created["host_url"].as_str().unwrap().to_owned();
    let service = pass_service(&app);
    let page = app.get_url(&host_url).await.text().await.unwrap();
    assert!(page.contains("(UTC+00:00)"), "the quiet hours are shown");

    // Two hours pass, all of them quiet: the deadline of one hour has not run.
    backdate(&app, game, 2.0).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0, "{pass:?}");

    // Bad quiet hours answer 4xx and change nothing.
    let version = app.event_count(game).await;
    let url = format!("{host_url}/quiet-hours");
    let post = |form: Vec<(&'static str, String)>| {
        let (client, url) = (app.client.clone(), url.clone());
        async move { client.post(url).form(&form).send().await.unwrap() }
    };
    let v = version.to_string();
    for (from, to, off) in [
        ("25:00", "08:00", "0"),
        ("22:00", "22:00", "0"),
        ("22:00", "08:00", "east"),
        ("22:00", "08:00", "900"),
        ("22:00", "", "0"),
    ] {
        let resp = post(vec![
            ("version", v.clone()),
            ("from", from.to_owned()),
            ("to", to.to_owned()),
            ("utc_offset", off.to_owned()),
        ])
        .await;
        assert_eq!(resp.status(), 400, "{from} {to} {off}");
    }
    let stale = post(vec![
        ("version", (version - 1).to_string()),
        ("from", "01:00".to_owned()),
        ("to", "02:00".to_owned()),
    ])
    .await;
    assert_eq!(stale.status(), 409);
    assert_eq!(app.event_count(game).await, version);

    // The host moves the quiet hours away from the wait: the seat is late.
    let resp = post(vec![
        ("version", v.clone()),
        ("from", clock_from_now(240)),
        ("to", clock_from_now(360)),
        ("utc_offset", "0".to_owned()),
    ])
    .await;
    assert_eq!(resp.status(), 200);
    assert!(resp
        .text()
        .await
        .unwrap()
        .contains("The quiet hours are set."));
    let pass = service.pass_deadlines(100).await.unwrap();
    assert!(pass.stand_in_moves > 0, "{pass:?}");

    // Quiet hours that do not read refuse the new game.
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "players": players(),
            "quiet_hours": {"from": "22:00", "to": "8"},
        }))
        .await;
    assert!(resp.status().is_client_error(), "{}", resp.status());
}

#[tokio::test]
async fn a_deadline_during_the_discard_after_a_seven_discards_for_the_late_seat_only() {
    use slowcatan::rules::classic::{self, Phase, State};
    let app = TestApp::spawn().await;
    // A simulated game up to a 7 that leaves two seats owing cards.
    let events = (1..60)
        .map(crate::pages::simulated)
        .find_map(|events| {
            let mut s: State = State::default();
            for (i, e) in events.iter().enumerate() {
                classic::evolve(&mut s, e);
                if matches!(&s.phase, Phase::Discard { pending, .. } if pending.len() == 2) {
                    return Some(events[..=i].to_vec());
                }
            }
            None
        })
        .expect("some simulated game has a 7 that two seats pay for");
    let Phase::Discard {
        seat: roller,
        pending,
    } = classic::fold(&events).phase
    else {
        unreachable!()
    };
    let game = crate::pages::seed_game(&app, &events).await;
    let client = app.db.client().await;
    pass_service(&app)
        .set_deadline(game.id, Some(1.try_into().unwrap()))
        .await
        .unwrap();

    // The first debtor discards in time; the second does not.
    let (on_time, late) = (pending[0].seat.0, pending[1].seat.0);
    let token = &game.tokens[usize::from(on_time)];
    let play: Value = app
        .get(&format!("/api/play/{token}"))
        .await
        .json()
        .await
        .unwrap();
    let discard = play["legal"][0].clone();
    assert_eq!(discard["type"], "Discard", "{play}");
    let version = play["version"].as_u64().unwrap();
    assert_eq!(app.command(token, version, &discard).await.status(), 200);
    let before = app.event_count(game.id).await;

    backdate(&app, game.id, 2.0).await;
    let pass = pass_service(&app).pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 1, "{pass:?}");
    let rows = client
        .query(
            "SELECT seat, type FROM events WHERE game = $1 AND stand_in",
            &[&game.id],
        )
        .await
        .unwrap();
    let made: Vec<(i16, String)> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
    assert_eq!(made, [(i16::from(late), "CardsDiscarded".to_owned())]);
    // The discards are paid: the roller's own decision (the robber) waits
    // for the roller, whose waiting period has just begun.
    let play: Value = app
        .get(&format!("/api/play/{}", game.tokens[usize::from(roller.0)]))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(play["waiting_for"], json!([roller.0]), "{play}");
    assert!(app.event_count(game.id).await > before);
}

/// five-six-players.md §Special Building Phase, with a deadline: every
/// asked seat that lets its time run out is passed for by the stand-in
/// (it never builds for a seat), the phase ends, and the next player's own
/// time begins with their roll; a seat that acted in time is not touched.
#[tokio::test]
async fn the_stand_in_passes_for_late_seats_in_a_special_building_phase() {
    let app = TestApp::spawn().await;
    let game = app.create_live_game(6).await;
    let resp = app
        .client
        .post(format!("{}/deadline", game.host_url))
        .form(&[("deadline_hours", "1")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let in_phase =
        "SELECT count(*) FROM events WHERE game = $1 AND type = 'SpecialBuildingStarted'";
    // Play first legal commands until a phase asks two seats or more.
    let mut asked = Vec::new();
    for _ in 0..600 {
        app.play_first_legal(&game).await;
        if scalar(&app, in_phase, game.id).await == 0 {
            continue;
        }
        let p = app.play(&game.tokens[0]).await;
        let waiting: Vec<usize> = p["waiting_for"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_u64().unwrap() as usize)
            .collect();
        let phase = app.play(&game.tokens[waiting[0]]).await;
        let passing = phase["legal"]
            .as_array()
            .unwrap()
            .contains(&json!({"type": "EndSpecialBuilding"}));
        if passing && waiting.len() >= 2 {
            asked = waiting;
            break;
        }
        if passing {
            // One seat asked: pass, and look for a larger phase.
            let v = phase["version"].as_u64().unwrap();
            let resp = app
                .command(
                    &game.tokens[waiting[0]],
                    v,
                    &json!({"type": "EndSpecialBuilding"}),
                )
                .await;
            assert_eq!(resp.status(), 200);
        }
    }
    assert!(asked.len() >= 2, "a phase asked two seats or more");
    // The first asked seat passes in time; the others let it run out.
    let on_time = asked[0];
    let p = app.play(&game.tokens[on_time]).await;
    let resp = app
        .command(
            &game.tokens[on_time],
            p["version"].as_u64().unwrap(),
            &json!({"type": "EndSpecialBuilding"}),
        )
        .await;
    assert_eq!(resp.status(), 200);
    let planned_before = scalar(
        &app,
        "SELECT count(*) FROM events WHERE game = $1 AND type = 'SpecialBuildPlanned'",
        game.id,
    )
    .await;
    backdate(&app, game.id, 2.0).await;
    let pass = pass_service(&app).pass_deadlines(100).await.unwrap();
    assert_eq!(pass.failed_games, 0);
    assert_eq!(pass.stand_in_moves, asked.len() - 1, "{pass:?}");
    let client = app.db.client().await;
    let mut late: Vec<i16> = client
        .query(
            "SELECT seat FROM events WHERE game = $1 AND stand_in ORDER BY seq",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .filter_map(|r| r.get::<_, Option<i16>>(0))
        .collect();
    let mut expected: Vec<i16> = asked[1..].iter().map(|s| *s as i16).collect();
    late.sort_unstable();
    expected.sort_unstable();
    assert_eq!(late, expected, "the late seats, each once");
    assert_eq!(
        scalar(
            &app,
            "SELECT count(*) FROM events WHERE game = $1 AND type = 'SpecialBuildPlanned'",
            game.id
        )
        .await,
        planned_before,
        "the stand-in passes, it plans no build"
    );
    let p = app.play(&game.tokens[0]).await;
    let waiting = p["waiting_for"].as_array().unwrap();
    assert_eq!(waiting.len(), 1, "the phase ended: {p}");
    let next = waiting[0].as_u64().unwrap() as usize;
    assert!(app.play(&game.tokens[next]).await["legal"]
        .as_array()
        .unwrap()
        .contains(&json!({"type": "RollDice"})));
    // The next player's hour began with the end of the phase.
    let pass = pass_service(&app).pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0);
}

/// The minute of the day on `zone`'s clock `offset` minutes from now, as
/// "HH:MM".
fn zone_clock_from_now(zone: &str, offset: i64) -> String {
    let tz = jiff::tz::TimeZone::get(zone).unwrap();
    let at = jiff::Timestamp::now()
        .checked_add(jiff::SignedDuration::from_mins(offset))
        .unwrap();
    at.to_zoned_datetime(tz).strftime("%H:%M").to_string()
}

#[tokio::test]
async fn quiet_hours_in_a_named_zone_follow_its_clock_not_utc_s() {
    let app = TestApp::spawn().await;
    // Quiet on New York's clock from 150 minutes ago to 30 minutes ahead:
    // read as UTC the same times would lie five hours (four in summer)
    // earlier, far from the wait.
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players(),
            "deadline_hours": 1,
            "quiet_hours": {
                "from": zone_clock_from_now("America/New_York", -150),
                "to": zone_clock_from_now("America/New_York", 30),
                "time_zone": "America/New_York",
            },
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let created: Value = resp.json().await.unwrap();
    let game: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let host_url = created["host_url"].as_str().unwrap().to_owned();
    let page = app.get_url(&host_url).await.text().await.unwrap();
    assert!(page.contains("(America/New_York)"), "{page}");
    // The deadline reads on New York's clock, with its abbreviation.
    let line = page
        .lines()
        .find(|l| l.contains(": until "))
        .unwrap_or_else(|| panic!("no deadline on the host page: {page}"));
    assert!(
        (line.contains(" EST<") || line.contains(" EDT<")) && !line.contains("UTC"),
        "{line}"
    );

    // Two hours pass, all of them quiet in New York: the hour has not run.
    let service = pass_service(&app);
    backdate(&app, game, 2.0).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!(pass.stand_in_moves, 0, "{pass:?}");

    // The same times at UTC+00:00 (the form without a zone) lie outside
    // the wait: the seat is late.
    let version = app.event_count(game).await.to_string();
    let resp = app
        .client
        .post(format!("{host_url}/quiet-hours"))
        .form(&[
            ("version", version),
            ("from", zone_clock_from_now("America/New_York", -150)),
            ("to", zone_clock_from_now("America/New_York", 30)),
            ("utc_offset", "0".to_owned()),
            ("time_zone", String::new()),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("The quiet hours are set."));
    assert!(page.contains("(UTC+00:00)"), "{page}");
    let pass = service.pass_deadlines(100).await.unwrap();
    assert!(pass.stand_in_moves > 0, "{pass:?}");
}

#[tokio::test]
async fn a_game_s_quiet_hours_take_a_named_zone_from_the_api_and_both_forms() {
    let app = TestApp::spawn().await;
    let resp = app
        .post_game(&json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": players(),
            "deadline_hours": 24,
            "quiet_hours": {"from": "22:00", "to": "08:00", "time_zone": "Europe/Berlin"},
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let created: Value = resp.json().await.unwrap();
    let game: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let host_url = created["host_url"].as_str().unwrap().to_owned();

    // The event keeps the zone as the database names it.
    let payload: String = app
        .db
        .client()
        .await
        .query_one(
            "SELECT payload::text FROM events WHERE game = $1 AND type = 'QuietHoursSet'",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        payload.contains(r#""time_zone": "Europe/Berlin""#),
        "{payload}"
    );

    // The host page shows the quiet hours in their zone, the form holds
    // it, and the deadline reads on Berlin's clock (CET or CEST).
    let page = app.get_url(&host_url).await.text().await.unwrap();
    assert!(page.contains("22:00 to 08:00 (Europe/Berlin)"), "{page}");
    assert!(page.contains(r#"name="time_zone" list="quiet-zones""#));
    assert!(page.contains(r#"value="Europe/Berlin">"#), "{page}");
    assert!(page.contains(r#"<option value="America/New_York">"#));
    let line = page
        .lines()
        .find(|l| l.contains(": until "))
        .unwrap_or_else(|| panic!("no deadline on the host page: {page}"));
    assert!(line.contains(" CET<") || line.contains(" CEST<"), "{line}");
    // The history's story names the zone.
    let history = app
        .get(&format!("/games/{game}/history"))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        history.contains("The host chose quiet hours, 22:00 to 08:00 (Europe/Berlin)"),
        "{history}"
    );

    // An unknown zone, or a zone and an offset, is a 422 that names the
    // field, and creates nothing.
    for (quiet, words) in [
        (
            json!({"from": "22:00", "to": "08:00", "time_zone": "Mars/Olympus"}),
            "quiet_hours.time_zone: \"Mars/Olympus\" is not a time zone the server knows; \
             name one as the IANA time zone database does, such as Europe/Berlin or \
             America/New_York",
        ),
        (
            json!({"from": "22:00", "to": "08:00", "time_zone": "Europe/Berlin", "utc_offset_minutes": 60}),
            "quiet_hours: give a time_zone or a utc_offset_minutes, not both",
        ),
    ] {
        let resp = app
            .post_game(&json!({
                "ruleset": "classic",
                "players": players(),
                "quiet_hours": quiet,
            }))
            .await;
        assert_eq!(resp.status(), 422);
        let body: Value = resp.json().await.unwrap();
        assert_eq!(body["error"], words);
    }
    let games: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 1, "the refused requests created nothing");

    // The host form: an unknown zone is refused and changes nothing; a
    // zone in any case is kept as the database spells it; without one the
    // fixed offset still works.
    let post = |form: Vec<(&'static str, String)>| {
        let (client, url) = (app.client.clone(), format!("{host_url}/quiet-hours"));
        async move { client.post(url).form(&form).send().await.unwrap() }
    };
    let version = app.event_count(game).await;
    let times = |zone: &str, offset: &str| {
        vec![
            ("version", version.to_string()),
            ("from", "23:00".to_owned()),
            ("to", "07:30".to_owned()),
            ("utc_offset", offset.to_owned()),
            ("time_zone", zone.to_owned()),
        ]
    };
    let resp = post(times("Mars/Olympus", "")).await;
    assert_eq!(resp.status(), 400);
    assert!(resp
        .text()
        .await
        .unwrap()
        .contains("is not a time zone the server knows"));
    assert_eq!(app.event_count(game).await, version);
    let resp = post(times(" america/new_york ", "60")).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("23:00 to 07:30 (America/New_York)"), "{page}");
    let line = page.lines().find(|l| l.contains(": until ")).unwrap();
    assert!(line.contains(" EST<") || line.contains(" EDT<"), "{line}");
    let version = app.event_count(game).await;
    let resp = post(vec![
        ("version", version.to_string()),
        ("from", "23:00".to_owned()),
        ("to", "07:30".to_owned()),
        ("utc_offset", "60".to_owned()),
    ])
    .await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(page.contains("23:00 to 07:30 (UTC+01:00)"), "{page}");
    assert!(page.contains(r#"name="time_zone" list="quiet-zones" maxlength="64" autocomplete="off" spellcheck="false" value="""#));
    let line = page.lines().find(|l| l.contains(": until ")).unwrap();
    assert!(line.contains("(UTC+1)"), "{line}");

    // The front page's form takes a zone too, its field starting as the
    // browser's zone (by script) until quiet hours are typed; an unknown
    // one comes back refused with the form as typed.
    let html = app.get("/").await.text().await.unwrap();
    assert!(html.contains(r#"value="" data-browser-zone>"#), "{html}");
    let form = |zone: &str| {
        vec![
            ("ruleset", "classic".to_owned()),
            ("name1", "Anna".to_owned()),
            ("email1", "anna@example.org".to_owned()),
            ("name2", "Bert".to_owned()),
            ("email2", "bert@example.org".to_owned()),
            ("name3", "Cleo".to_owned()),
            ("email3", "cleo@example.org".to_owned()),
            ("deadline_hours", "24".to_owned()),
            ("quiet_from", "22:00".to_owned()),
            ("quiet_to", "07:00".to_owned()),
            ("quiet_offset", "0".to_owned()),
            ("quiet_zone", zone.to_owned()),
        ]
    };
    let resp = app
        .client
        .post(format!("{}/games", app.address))
        .form(&form("Atlantis"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 422);
    let html = resp.text().await.unwrap();
    assert!(
        html.contains("is not a time zone the server knows"),
        "{html}"
    );
    assert!(html.contains(r#"name="quiet_zone" list="quiet-zones" maxlength="64" autocomplete="off" spellcheck="false" value="Atlantis">"#));
    let resp = app
        .client
        .post(format!("{}/games", app.address))
        .form(&form("Europe/Berlin"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let html = resp.text().await.unwrap();
    assert!(html.contains("22:00 to 07:00 (Europe/Berlin)"), "{html}");
}
