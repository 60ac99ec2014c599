//! The Special Building Phase of five or six players played by standing
//! plans (issue #35): the host's choice at creation, plans set over the API
//! without a trace for the others, made in the append that ends the turn;
//! and the emails and waits per round of a six-player game, by plans and
//! live.

use crate::app::{TestApp, TestGame};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Rows of the outbox per seat of `game`, by seat.
async fn emails_by_seat(app: &TestApp, game: &TestGame) -> Vec<i64> {
    let rows = app
        .db
        .client()
        .await
        .query(
            "SELECT seat, count(*) FROM outbox WHERE game = $1 AND seat IS NOT NULL GROUP BY seat",
            &[&game.id],
        )
        .await
        .unwrap();
    let mut by_seat = vec![0; game.tokens.len()];
    for row in rows {
        let seat: i16 = row.get(0);
        by_seat[seat as usize] = row.get(1);
    }
    by_seat
}

async fn count_of(app: &TestApp, game: &TestGame, kind: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND type = $2",
            &[&game.id, &kind],
        )
        .await
        .unwrap()
        .get(0)
}

/// What rounds of play cost the players: emails per round (by seat), and
/// per turn the seats a Special Building Phase waited for.
struct Measured {
    emails: Vec<Vec<i64>>,
    waits: Vec<usize>,
}

impl Measured {
    fn report(&self, what: &str) -> String {
        let rounds = self.emails.len() as f64;
        let all: i64 = self.emails.iter().flatten().sum();
        let most = self.emails.iter().flatten().max().copied().unwrap_or(0);
        let turns = self.waits.len() as f64;
        let waits: usize = self.waits.iter().sum();
        format!(
            "{what}: {:.1} emails per seat per round (at most {most}), {:.2} phase waits per turn \
             (at most {}) over {} rounds",
            all as f64 / rounds / self.emails[0].len() as f64,
            waits as f64 / turns,
            self.waits.iter().max().copied().unwrap_or(0),
            self.emails.len()
        )
    }
}

/// Plays random listed commands of whoever the game waits for (as scripts
/// do) through `rounds` rounds after the setup.
async fn play_rounds(app: &TestApp, game: &TestGame, rounds: usize, seed: u64) -> Measured {
    let players = game.tokens.len();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut measured = Measured {
        emails: Vec::new(),
        waits: Vec::new(),
    };
    let mut mark: Option<Vec<i64>> = None;
    let mut turns = count_of(app, game, "TurnEnded").await;
    let mut phase_waited: BTreeSet<u64> = BTreeSet::new();
    for _ in 0..20_000 {
        let first = app.play(&game.tokens[0]).await;
        assert_ne!(first["status"], "finished", "the game ended too soon");
        let waiting: Vec<usize> = first["waiting_for"]
            .as_array()
            .expect("waiting_for")
            .iter()
            .map(|s| s.as_u64().expect("a seat") as usize)
            .collect();
        if first["view"]["phase"]["type"] == "SpecialBuilding" {
            phase_waited.extend(waiting.iter().map(|s| *s as u64));
        }
        if mark.is_none() && first["view"]["phase"]["type"] == "Roll" {
            // The setup is over: the rounds begin.
            mark = Some(emails_by_seat(app, game).await);
        }
        let seat = waiting[rng.random_range(0..waiting.len())];
        let p = app.play(&game.tokens[seat]).await;
        let legal = p["legal"].as_array().expect("legal");
        let command = &legal[rng.random_range(0..legal.len())];
        let version = p["version"].as_u64().expect("version");
        let resp = app.command(&game.tokens[seat], version, command).await;
        assert_eq!(resp.status(), 200, "listed command {command} refused");
        let now = count_of(app, game, "TurnEnded").await;
        if now == turns || mark.is_none() {
            turns = now;
            continue;
        }
        turns = now;
        // A turn ended: the phase after the previous turn is over.
        measured.waits.push(phase_waited.len());
        phase_waited.clear();
        if measured.waits.len().is_multiple_of(players) {
            let emails = emails_by_seat(app, game).await;
            let before = mark.replace(emails.clone()).expect("marked");
            measured
                .emails
                .push(emails.iter().zip(&before).map(|(a, b)| a - b).collect());
            if measured.emails.len() == rounds {
                return measured;
            }
        }
    }
    panic!("{rounds} rounds were not played");
}

/// issue #35: in a six-player game that plays the phase by plans (the
/// default for a new game) and where nobody plans, no turn ever waits for
/// a Special Building Phase and each seat gets at most 2 emails a round;
/// the same game played live is measured beside it.
#[tokio::test]
async fn six_players_by_plans_never_wait_for_the_phase_and_get_at_most_two_emails_a_round() {
    let app = TestApp::spawn().await;
    let plans = app.create_game(6).await;
    let by_plans = play_rounds(&app, &plans, 4, 7).await;
    let live = app.create_live_game(6).await;
    let by_live = play_rounds(&app, &live, 4, 7).await;
    // And with plans: every seat plans two development cards.
    let planning = app.create_game(6).await;
    for token in &planning.tokens {
        let card = json!({"type": "BuyDevelopmentCard"});
        let resp = app
            .client
            .post(format!("{}/api/play/{token}/plans", app.address))
            .json(&json!({"plans": [card, card]}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    let with_plans = play_rounds(&app, &planning, 4, 7).await;
    let made = count_of(&app, &planning, "SpecialBuildPlanned").await;
    eprintln!("{}", by_live.report("six players, live phase"));
    eprintln!("{}", by_plans.report("six players, by plans, nobody plans"));
    eprintln!(
        "{} ({made} planned cards bought)",
        with_plans.report("six players, by plans, every seat plans two cards")
    );
    assert_eq!(with_plans.waits.iter().max(), Some(&0));
    assert!(
        count_of(&app, &plans, "SpecialBuildingStarted").await > 0,
        "seats were asked by public counts"
    );
    assert_eq!(
        by_plans.waits.iter().max(),
        Some(&0),
        "{:?}",
        by_plans.waits
    );
    for (round, emails) in by_plans.emails.iter().enumerate() {
        assert!(
            emails.iter().all(|n| *n <= 2),
            "round {round}: {emails:?} emails by seat"
        );
    }
    let told: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE game = $1 AND subject LIKE '%special building%'",
            &[&plans.id],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(told, 0, "nobody is emailed for the phase");
    // The email that asks for a turn links the plans, in a plans game only.
    let linking = |id: uuid::Uuid| {
        let app = &app;
        async move {
            let n: i64 = app
                .db
                .client()
                .await
                .query_one(
                    "SELECT count(*) FROM outbox WHERE game = $1 AND kind = 'your_turn' \
                     AND (letter->'content'->>'plans')::boolean",
                    &[&id],
                )
                .await
                .unwrap()
                .get(0);
            n
        }
    };
    assert!(linking(plans.id).await > 0);
    assert_eq!(linking(live.id).await, 0);
}

/// issue #35 and #36: a plan set over the API changes nothing anyone else
/// can read (not the version, not the public game, not another seat's
/// view); when another seat's turn ends and the seat can pay, the plan is
/// made in that same append and spent, and only then shows.
#[tokio::test]
async fn a_planned_card_is_bought_as_another_seats_turn_ends_and_shows_only_then() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let path = format!("/api/games/{}", game.id);
    let before = (app.get_json(&path).await, app.play(&game.tokens[1]).await);
    let card = json!({"type": "BuyDevelopmentCard"});
    for token in &game.tokens {
        let resp = app
            .client
            .post(format!("{}/api/play/{token}/plans", app.address))
            .json(&json!({"plans": [card]}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    let mine: Value = app
        .get_json(&format!("/api/play/{}/plans", game.tokens[0]))
        .await;
    assert_eq!(mine["plans"], json!([card]));
    assert_eq!(
        (app.get_json(&path).await, app.play(&game.tokens[1]).await),
        before,
        "nobody else can tell a plan was set"
    );
    // Play on (never buying in a seat's own turn) until a plan is made.
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..20_000 {
        if count_of(&app, &game, "SpecialBuildPlanned").await > 0 {
            break;
        }
        let first = app.play(&game.tokens[0]).await;
        let waiting = first["waiting_for"].as_array().expect("waiting").clone();
        assert_ne!(
            first["view"]["phase"]["type"], "SpecialBuilding",
            "the game never stands in the phase"
        );
        let seat = waiting[rng.random_range(0..waiting.len())]
            .as_u64()
            .expect("seat") as usize;
        let p = app.play(&game.tokens[seat]).await;
        let legal: Vec<&Value> = p["legal"]
            .as_array()
            .expect("legal")
            .iter()
            .filter(|c| c["type"] != "BuyDevelopmentCard")
            .collect();
        let command = legal[rng.random_range(0..legal.len())];
        let version = p["version"].as_u64().expect("version");
        let resp = app.command(&game.tokens[seat], version, command).await;
        assert_eq!(resp.status(), 200, "listed command {command} refused");
    }
    let rows = app
        .db
        .client()
        .await
        .query(
            "SELECT seq, type, seat, created_at FROM events WHERE game = $1 \
             AND type IN ('TurnEnded', 'SpecialBuildPlanned', 'DevelopmentCardBought') ORDER BY seq",
            &[&game.id],
        )
        .await
        .unwrap();
    let planned = rows
        .iter()
        .position(|r| r.get::<_, &str>(1) == "SpecialBuildPlanned")
        .expect("a plan was made");
    let seat: i16 = rows[planned].get(2);
    let bought = rows[planned..]
        .iter()
        .find(|r| r.get::<_, &str>(1) == "DevelopmentCardBought")
        .expect("the card was bought");
    assert_eq!(bought.get::<_, i16>(2), seat);
    let ended = rows[..planned]
        .iter()
        .rev()
        .find(|r| r.get::<_, &str>(1) == "TurnEnded")
        .expect("a turn ended first");
    assert_ne!(ended.get::<_, i16>(2), seat, "another seat's turn ended");
    let at = |r: &tokio_postgres::Row| r.get::<_, std::time::SystemTime>(3);
    assert_eq!(
        at(ended),
        at(bought),
        "made in the append that ended the turn"
    );
    let spent: Value = app
        .get_json(&format!("/api/play/{}/plans", game.tokens[seat as usize]))
        .await;
    assert_eq!(spent["plans"], json!([]), "a plan made is spent");
}

/// A plan is a build of the game on a place of its board; a game played
/// live keeps none. Both are refused with words a person can act on, and
/// nothing is kept.
#[tokio::test]
async fn plans_that_cannot_be_kept_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let post = |token: String, body: Value| {
        let app = &app;
        async move {
            app.client
                .post(format!("{}/api/play/{token}/plans", app.address))
                .json(&body)
                .send()
                .await
                .unwrap()
        }
    };
    let token = game.tokens[2].clone();
    for body in [
        json!({"plans": [{"type": "RollDice"}]}),
        json!({"plans": [{"type": "BuildRoad", "edge": 99999}]}),
        json!({"plans": [{"type": "Nonsense"}]}),
    ] {
        let resp = post(token.clone(), body.clone()).await;
        assert!(resp.status().is_client_error(), "{body}: {}", resp.status());
        let text = resp.text().await.unwrap();
        assert!(!text.contains("unknown variant"), "{text}");
    }
    let kept: Value = app.get_json(&format!("/api/play/{token}/plans")).await;
    assert_eq!(kept["plans"], json!([]));
    let live = app.create_live_game(6).await;
    let resp = post(
        live.tokens[0].clone(),
        json!({"plans": [{"type": "BuyDevelopmentCard"}]}),
    )
    .await;
    assert!(resp.status().is_client_error());
    let created = app
        .db
        .client()
        .await
        .query_one(
            "SELECT options->>'special_building' FROM games WHERE id = $1",
            &[&game.id],
        )
        .await
        .unwrap()
        .get::<_, Option<String>>(0);
    assert_eq!(created.as_deref(), Some("plans"), "plans is the default");
}

/// issue #35: the plans are reachable from the seat page (the email that
/// asks for a turn links its `#plans` panel): a build chosen in the panel
/// is kept, shows on that seat's page alone, and is removed there again; a
/// game played live has no panel.
#[tokio::test]
async fn a_plan_is_set_and_removed_on_the_seat_page_and_no_one_else_sees_it() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let token = &game.tokens[0];
    let page = |token: String| {
        let app = &app;
        async move {
            app.get(&format!("/play/{token}"))
                .await
                .text()
                .await
                .unwrap()
        }
    };
    let mine = page(token.clone()).await;
    assert!(mine.contains(r#"id="plans""#), "the panel is on the page");
    assert!(mine.contains("You have no plans"));
    // The first build the panel offers (before any settlement: a card).
    let offered = mine
        .split(r#"<select id="plan-add" name="add">"#)
        .nth(1)
        .and_then(|s| s.split(r#"<option value=""#).nth(1))
        .and_then(|s| s.split('"').next())
        .expect("a build to plan")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"");
    let command: Value = serde_json::from_str(&offered).expect("the option is a command");
    assert_eq!(command["type"], "BuyDevelopmentCard");
    let path = format!("/games/{}", game.id);
    let before = (
        app.get(&path).await.text().await.unwrap(),
        page(game.tokens[1].clone()).await,
    );
    let version = app.play(token).await["version"].clone();
    let (status, location, _) =
        crate::pages::post(&app, &format!("/play/{token}/plans"), &[("add", offered)]).await;
    assert_eq!(status, 303);
    assert_eq!(location, format!("/play/{token}#plans"));
    let kept: Value = app.get_json(&format!("/api/play/{token}/plans")).await;
    assert_eq!(kept["plans"], json!([command]));
    assert!(page(token.clone()).await.contains(r#"<ol class="plans">"#));
    assert_eq!(
        app.play(token).await["version"],
        version,
        "nothing appended"
    );
    let after = (
        app.get(&path).await.text().await.unwrap(),
        page(game.tokens[1].clone()).await,
    );
    assert_eq!(
        after, before,
        "the public page and Bert's page do not change"
    );
    let (status, _, _) = crate::pages::post(
        &app,
        &format!("/play/{token}/plans"),
        &[("remove", "0".to_owned())],
    )
    .await;
    assert_eq!(status, 303);
    assert!(page(token.clone()).await.contains("You have no plans"));
    let (status, _, body) = crate::pages::post(
        &app,
        &format!("/play/{token}/plans"),
        &[("add", "{\"type\": \"RollDice\"}".to_owned())],
    )
    .await;
    assert!((400..500).contains(&status), "{status}");
    assert!(!body.contains("unknown variant"), "{body}");
    let live = app.create_live_game(6).await;
    assert!(!page(live.tokens[0].clone()).await.contains(r#"id="plans""#));
}
