//! Seats acting independently at the same moment all succeed: several
//! discards after a 7, or two answers to one offer, sent at once at one
//! version, are all applied; a stale command whose meaning changed is still
//! refused (issue 15 §5).

use crate::app::TestApp;
use crate::pages::{seed_game, simulated};
use crate::relay::into_main_phase;
use serde_json::{json, Value};
use slowcatan::rules::classic::{self, Phase, State};

/// The events of a simulated game up to a 7 that several seats must
/// discard for.
fn up_to_a_seven_with_several_debtors() -> Vec<classic::Event> {
    (1..400)
        .map(simulated)
        .find_map(|events| {
            let mut s: State = State::default();
            for (i, e) in events.iter().enumerate() {
                classic::evolve(&mut s, e);
                if matches!(&s.phase, Phase::Discard { pending, .. } if pending.len() >= 2) {
                    return Some(events[..=i].to_vec());
                }
            }
            None
        })
        .expect("some simulated game has a 7 with two debtors")
}

#[tokio::test]
async fn simultaneous_discards_after_a_seven_are_all_applied() {
    let app = TestApp::spawn().await;
    let events = up_to_a_seven_with_several_debtors();
    let state = classic::fold(&events);
    let Phase::Discard {
        pending,
        seat: roller,
    } = &state.phase
    else {
        unreachable!()
    };
    let game = seed_game(&app, &events).await;
    let version = state.version;
    let before = app.event_count(game.id).await;

    // Every debtor sends its discard at the same version, at once.
    let mut discards = Vec::new();
    for debt in pending {
        let token = game.tokens[usize::from(debt.seat.0)].clone();
        let play = app.play(&token).await;
        let discard = play["legal"][0].clone();
        assert_eq!(discard["type"], "Discard");
        discards.push((token, discard));
    }
    let mut posts = tokio::task::JoinSet::new();
    for (token, discard) in &discards {
        let url = format!("{}/api/play/{token}/commands", app.address);
        let body = json!({"version": version, "command": discard});
        let client = app.client.clone();
        posts.spawn(async move { client.post(url).json(&body).send().await.unwrap().status() });
    }
    let statuses = posts.join_all().await;
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(
        app.event_count(game.id).await - before,
        pending.len() as i64,
        "one event per discard"
    );
    let now = app.play(&game.tokens[0]).await;
    assert_eq!(now["phase"]["type"], "MoveRobber");
    assert_eq!(now["phase"]["seat"], json!(roller.0));

    // A discard sent again at the old version means something else now:
    // the game moved on past it.
    let (token, discard) = &discards[0];
    let again = app.command(token, version, discard).await;
    assert_eq!(again.status(), 409);
    let body: Value = again.json().await.unwrap();
    assert_eq!(body["version"], now["version"]);
}

#[tokio::test]
async fn a_discard_sent_after_another_seats_discard_at_the_old_version_applies() {
    let app = TestApp::spawn().await;
    let events = up_to_a_seven_with_several_debtors();
    let state = classic::fold(&events);
    let Phase::Discard { pending, .. } = &state.phase else {
        unreachable!()
    };
    let game = seed_game(&app, &events).await;
    let version = state.version;
    let mut discards = Vec::new();
    for debt in pending {
        let token = game.tokens[usize::from(debt.seat.0)].clone();
        let discard = app.play(&token).await["legal"][0].clone();
        discards.push((token, discard));
    }

    // One after the other, both from pages showing the same version.
    for (i, (token, discard)) in discards.iter().enumerate() {
        let resp = app.command(token, version, discard).await;
        assert_eq!(resp.status(), 200, "discard {i}");
        let body: Value = resp.json().await.unwrap();
        assert_eq!(body["version"], json!(version + 1 + i as u64));
    }
}

#[tokio::test]
async fn two_answers_to_one_offer_sent_at_once_both_apply() {
    let app = TestApp::spawn().await;
    let (game, me, give) = into_main_phase(&app).await;
    let others = [(me + 1) % 3, (me + 2) % 3];
    let want = if give == "ore" { "wool" } else { "ore" };
    let version = app.play(&game.tokens[me]).await["version"]
        .as_u64()
        .unwrap();
    let offer = json!({
        "type": "OfferTrade",
        "give": {give: 1},
        "want": {want: 1},
        "to": others,
    });
    let resp = app.command(&game.tokens[me], version, &offer).await;
    assert_eq!(resp.status(), 200);
    let version = version + 1;
    let answer = app.play(&game.tokens[others[0]]).await["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "RejectOffer")
        .cloned()
        .expect("the offer can be rejected");
    let before = app.event_count(game.id).await;

    let mut posts = tokio::task::JoinSet::new();
    for seat in others {
        let url = format!("{}/api/play/{}/commands", app.address, game.tokens[seat]);
        let body = json!({"version": version, "command": answer});
        let client = app.client.clone();
        posts.spawn(async move { client.post(url).json(&body).send().await.unwrap().status() });
    }
    let statuses = posts.join_all().await;
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(app.event_count(game.id).await - before, 2);

    // Withdrawing the offer at the old version is the offering seat's own
    // move of the turn, not an answer: the game moved on, so it is stale.
    let offer_id = &answer["offer"];
    let withdraw = json!({"type": "WithdrawOffer", "offer": offer_id});
    let stale = app.command(&game.tokens[me], version, &withdraw).await;
    assert_eq!(stale.status(), 409);
}
