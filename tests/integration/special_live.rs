//! The Special Building Phase of five or six players played live (issue
//! #36): a plan an asked seat makes is kept with it, off the log, so that
//! nothing another seat or a spectator can read changes until the phase
//! applies it; the seat itself sees its plans and cannot plan past its hand.

use crate::app::{TestApp, TestGame};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};

fn is_build(c: &Value) -> bool {
    matches!(
        c["type"].as_str(),
        Some("BuildRoad" | "BuildSettlement" | "BuildCity" | "BuyDevelopmentCard")
    )
}

/// Plays random listed commands (never a build in a seat's own turn, so
/// that hands grow; always "done" in the phase) until a phase asks two
/// seats or more and one of them may build; returns (planner, the others
/// asked).
pub(crate) async fn bring_to_a_phase(app: &TestApp, game: &TestGame) -> (usize, Vec<usize>) {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..20_000 {
        let first = app.play(&game.tokens[0]).await;
        assert_ne!(first["status"], "finished", "the game ended too soon");
        let waiting: Vec<usize> = first["waiting_for"]
            .as_array()
            .expect("waiting_for")
            .iter()
            .map(|s| s.as_u64().expect("a seat") as usize)
            .collect();
        let in_phase = first["view"]["phase"]["type"] == "SpecialBuilding";
        if in_phase && waiting.len() >= 2 {
            for &seat in &waiting {
                let p = app.play(&game.tokens[seat]).await;
                if p["legal"].as_array().expect("legal").iter().any(is_build) {
                    let others = waiting.iter().copied().filter(|s| *s != seat).collect();
                    return (seat, others);
                }
            }
        }
        let seat = waiting[rng.random_range(0..waiting.len())];
        let p = app.play(&game.tokens[seat]).await;
        let legal: Vec<&Value> = p["legal"]
            .as_array()
            .expect("legal")
            .iter()
            .filter(|c| !is_build(c) || first["view"]["phase"]["type"] == "Setup")
            .filter(|c| !in_phase || c["type"] == "EndSpecialBuilding")
            .collect();
        let legal = if legal.is_empty() {
            p["legal"].as_array().expect("legal").iter().collect()
        } else {
            legal
        };
        let command = legal[rng.random_range(0..legal.len())];
        let version = p["version"].as_u64().expect("version");
        let resp = app.command(&game.tokens[seat], version, command).await;
        assert_eq!(resp.status(), 200, "listed command {command} refused");
    }
    panic!("no phase asked two seats");
}

/// Everything a seat or a spectator can read of the game.
async fn readable(app: &TestApp, game: &TestGame, seat: usize) -> Vec<String> {
    let text = |r: reqwest::Response| async move {
        assert_eq!(r.status(), 200, "{}", r.url());
        r.text().await.expect("text")
    };
    let token = &game.tokens[seat];
    vec![
        app.play(token).await.to_string(),
        text(app.get(&format!("/play/{token}")).await).await,
        text(app.get(&format!("/play/{token}/history")).await).await,
    ]
}

async fn public(app: &TestApp, game: &TestGame) -> Vec<String> {
    let id = game.id;
    let mut out = vec![
        app.get_json(&format!("/api/games/{id}")).await.to_string(),
        app.get_json(&format!("/api/games/{id}/events"))
            .await
            .to_string(),
    ];
    for path in [format!("/games/{id}"), format!("/games/{id}/history")] {
        let r = app.get(&path).await;
        assert_eq!(r.status(), 200, "{path}");
        out.push(r.text().await.expect("text"));
    }
    out
}

async fn outbox_rows(app: &TestApp, game: &TestGame) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM outbox WHERE game = $1", &[&game.id])
        .await
        .unwrap()
        .get(0)
}

/// issue #36: a live plan appends nothing, sends nothing and moves no
/// version: another asked seat, a seat not asked and a spectator read
/// exactly the same before and after it (API, pages, history, events,
/// outbox). The planner sees its plan, is offered only what its hand still
/// pays for and is refused a plan past it; a stale row (of another asking)
/// is ignored; once every asked seat is done the build is applied and
/// public.
#[tokio::test]
async fn a_live_plan_changes_nothing_the_others_read_until_the_phase_applies_it() {
    let app = TestApp::spawn().await;
    let game = app.create_live_game(5).await;
    let (planner, others) = bring_to_a_phase(&app, &game).await;
    let asked = others[0];
    let unasked = (0..5)
        .find(|s| *s != planner && !others.contains(s))
        .expect("a seat not asked");
    let before = (
        readable(&app, &game, asked).await,
        readable(&app, &game, unasked).await,
        public(&app, &game).await,
        outbox_rows(&app, &game).await,
        app.event_count(game.id).await,
    );
    // A row of an earlier asking for the other asked seat: ignored.
    let theirs = app.play(&game.tokens[asked]).await;
    let stale = theirs["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .find(|c| is_build(c))
        .cloned()
        .unwrap_or(json!({"type": "BuyDevelopmentCard"}));
    app.db
        .client()
        .await
        .execute(
            "INSERT INTO special_live_plans (game, seat, asked_at, plans) VALUES ($1, $2, 1, $3)",
            &[&game.id, &(asked as i16), &json!([stale])],
        )
        .await
        .unwrap();

    let mine = app.play(&game.tokens[planner]).await;
    let version = mine["version"].as_u64().expect("version");
    let build = mine["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .find(|c| is_build(c))
        .expect("a build")
        .clone();
    let resp = app.command(&game.tokens[planner], version, &build).await;
    assert_eq!(resp.status(), 200, "planning {build}");
    let after = (
        readable(&app, &game, asked).await,
        readable(&app, &game, unasked).await,
        public(&app, &game).await,
        outbox_rows(&app, &game).await,
        app.event_count(game.id).await,
    );
    assert!(before == after, "a live plan showed to another viewer");

    // The planner sees its plan; plans until its hand is spent, then is
    // refused one more.
    let mut planned = 1;
    loop {
        let mine = app.play(&game.tokens[planner]).await;
        assert_eq!(mine["version"].as_u64(), Some(version), "no version moves");
        let private = mine["view"]["private"][0]["planned"]
            .as_array()
            .expect("planned")
            .len();
        assert_eq!(private, planned, "{}", mine["view"]["private"]);
        let legal = mine["legal"].as_array().expect("legal");
        match legal.iter().find(|c| is_build(c)) {
            Some(next) => {
                let resp = app.command(&game.tokens[planner], version, next).await;
                assert_eq!(resp.status(), 200, "planning {next}");
                planned += 1;
            }
            None => break,
        }
    }
    let refused = app.command(&game.tokens[planner], version, &build).await;
    assert_eq!(refused.status(), 422, "a plan past the hand is refused");
    let page = app
        .get(&format!("/play/{}", game.tokens[planner]))
        .await
        .text()
        .await
        .expect("page");
    assert!(
        page.contains("end_special"),
        "the planner's page offers done"
    );
    assert_eq!(app.event_count(game.id).await, before.4);
    // The stale row shows nothing to its seat either.
    let theirs_now = app.play(&game.tokens[asked]).await;
    assert_eq!(theirs_now, theirs, "a stale row is ignored");

    // Everyone asked finishes: the plans are applied and public.
    let done = json!({"type": "EndSpecialBuilding"});
    for seat in std::iter::once(planner).chain(others.iter().copied()) {
        let p = app.play(&game.tokens[seat]).await;
        if !p["waiting_for"]
            .as_array()
            .expect("waiting")
            .contains(&json!(seat))
        {
            continue;
        }
        let v = p["version"].as_u64().expect("version");
        let resp = app.command(&game.tokens[seat], v, &done).await;
        assert_eq!(resp.status(), 200);
    }
    let events = app
        .get_json(&format!("/api/games/{}/events", game.id))
        .await
        .to_string();
    assert!(!events.contains("SpecialBuildPlanned"), "{events}");
    let built = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND seat = $2 AND type IN \
             ('RoadBuilt', 'SettlementBuilt', 'CityBuilt', 'DevelopmentCardBought') \
             AND seq > $3",
            &[&game.id, &(planner as i16), &before.4],
        )
        .await
        .unwrap()
        .get::<_, i64>(0);
    assert_eq!(built, planned as i64, "every plan applied");
    let left: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM special_live_plans WHERE game = $1 AND seat = $2",
            &[&game.id, &(planner as i16)],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(left, 0, "the planner's row went with its done");
}

#[tokio::test]
async fn a_plan_made_by_reply_is_kept_once_however_often_the_reply_arrives() {
    use crate::replies::{choice_lines, reply, Table};
    use slowcatan::mail::receive::{Outcome, Quiet};
    let mut table = Table::with("classic", 5, json!({"special_building": "live"})).await;
    let (planner, _) = bring_to_a_phase(&table.app, &table.game).await;
    let played = table.app.play(&table.game.tokens[planner]).await;
    let name = played["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["seat"] == json!(planner))
        .and_then(|p| p["name"].as_str())
        .expect("the planner's name")
        .to_lowercase();
    let address = format!("{name}@example.org");
    // The planner's latest email that asks for a decision, answered with a
    // line that names no choice: the answer carries its choices as they
    // stand now, with a fresh code.
    let mails = table.deliver().await;
    let latest = mails
        .iter()
        .rev()
        .find(|m| m.reply_to.is_some() && m.to == address)
        .expect("the planner was emailed");
    let asked = reply(latest.reply_to.as_deref().unwrap(), "ask", "what now?", "");
    let outcome = table.receive(&asked).await;
    assert!(matches!(outcome, Outcome::Answered { .. }), "{outcome:?}");
    let answer = table.deliver().await;
    let (to, code) = answer
        .iter()
        .filter(|m| m.reply_to.is_some() && m.to == address)
        .find_map(|m| {
            let (code, _) = choice_lines(&m.text)
                .into_iter()
                .find(|(_, words)| words.starts_with("Build") || words.starts_with("Buy"))?;
            Some((m.reply_to.clone()?, code))
        })
        .expect("the answer offers a build");
    let events = table.events().await;
    let planned = || async {
        table
            .app
            .db
            .client()
            .await
            .query_one(
                "SELECT coalesce(sum(jsonb_array_length(plans)), 0)::bigint \
                 FROM special_live_plans WHERE game = $1",
                &[&table.game.id],
            )
            .await
            .unwrap()
            .get::<_, i64>(0)
    };
    let message = reply(&to, "plan-once", &format!("[{code}]"), "");
    let outcome = table.receive(&message).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    assert_eq!(planned().await, 1, "the plan is kept");
    assert_eq!(table.events().await, events, "and appends nothing");
    // The same message again (a retry, a second reader of the mailbox)
    // is known as read: no second plan.
    assert_eq!(
        table.receive(&message).await,
        Outcome::Ignored(Quiet::Again)
    );
    assert_eq!(planned().await, 1, "kept once");
}
