//! A seat's standing preferences: the server rolls for a seat as its turn
//! starts and ends its turn when nothing can be built, bought or played,
//! recorded as the seat's own moves, told in the history and in the "your
//! turn" email; bad preference forms change nothing.

use crate::app::{TestApp, TestGame};
use serde_json::{json, Value};

/// Plays the first legal command of whoever the game waits for until a
/// seat may roll the dice; returns that seat.
async fn until_a_roll(app: &TestApp, game: &TestGame) -> usize {
    for _ in 0..40 {
        for (seat, token) in game.tokens.iter().enumerate() {
            if legal(app, token)
                .await
                .contains(&json!({"type": "RollDice"}))
            {
                return seat;
            }
        }
        app.play_first_legal(game).await;
    }
    panic!("setup never ended");
}

async fn legal(app: &TestApp, token: &str) -> Vec<Value> {
    app.play(token).await["legal"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

async fn version(app: &TestApp, token: &str) -> u64 {
    app.play(token).await["version"].as_u64().unwrap()
}

async fn choose(app: &TestApp, token: &str, form: &[(&str, &str)]) -> reqwest::Response {
    let version = version(app, token).await.to_string();
    let mut form: Vec<(&str, &str)> = form.to_vec();
    form.push(("version", &version));
    app.client
        .post(format!("{}/play/{token}/preferences", app.address))
        .form(&form)
        .send()
        .await
        .unwrap()
}

/// Plays `seat`'s turn to its end: the first legal command of whoever the
/// game waits for (a discard, the robber), and `EndTurn` once `seat` may.
async fn end_turn(app: &TestApp, game: &TestGame, seat: usize) {
    let token = &game.tokens[seat];
    for _ in 0..20 {
        let mine = legal(app, token).await;
        if mine.contains(&json!({"type": "EndTurn"})) {
            let v = version(app, token).await;
            let resp = app.command(token, v, &json!({"type": "EndTurn"})).await;
            assert_eq!(resp.status(), 200);
            return;
        }
        app.play_first_legal(game).await;
    }
    panic!("the turn never reached its end");
}

async fn history(app: &TestApp, game: &TestGame) -> String {
    app.get(&format!("/games/{}/history", game.id))
        .await
        .text()
        .await
        .unwrap()
}

#[tokio::test]
async fn roll_for_me_rolls_as_the_seats_turn_starts_and_its_email_tells_the_roll() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let names = ["Anna", "Bert", "Cleo"];
    for seat in (0..3).filter(|s| *s != first) {
        let resp = choose(&app, &game.tokens[seat], &[("roll", "always")]).await;
        assert_eq!(resp.status(), 200, "redirected back to the seat page");
        let page = resp.text().await.unwrap();
        assert!(
            page.contains("You chose: the dice are rolled for you as your turn starts"),
            "{page}"
        );
    }
    let chose = format!(
        "{} chose: the dice are rolled for them as their turn starts",
        names[(first + 1) % 3]
    );
    assert!(history(&app, &game).await.contains(&chose));

    // The first seat rolls itself and ends its turn: the next seat's roll
    // is made at once, as its own move.
    let v = version(&app, &game.tokens[first]).await;
    let resp = app
        .command(&game.tokens[first], v, &json!({"type": "RollDice"}))
        .await;
    assert_eq!(resp.status(), 200);
    end_turn(&app, &game, first).await;
    let acted: Vec<i32> = app
        .db
        .client()
        .await
        .query(
            "SELECT (payload->>'seat')::int FROM events WHERE game = $1 AND type = 'ActedByPreference'",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(acted.len(), 1, "one roll made by preference: {acted:?}");
    let next = usize::try_from(acted[0]).unwrap();
    assert_ne!(next, first);
    assert!(!legal(&app, &game.tokens[next])
        .await
        .contains(&json!({"type": "RollDice"})));
    let page = history(&app, &game).await;
    let name = names[next];
    assert!(
        page.contains(&format!("(automatically, as {name} chose)")),
        "{page}"
    );
    assert!(
        page.contains(&format!("As {name} chose, the server makes {name}")),
        "{page}"
    );

    // The email telling the next seat of its turn already tells its roll.
    let body: String = app
        .db
        .client()
        .await
        .query_one(
            "SELECT body_text FROM outbox WHERE game = $1 AND seat = $2 ORDER BY id DESC LIMIT 1",
            &[&game.id, &(next as i16)],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        body.contains(&format!(
            "As you chose, the server made your move: {name} rolled "
        )),
        "{body}"
    );
}

#[tokio::test]
async fn end_my_turn_ends_it_when_nothing_can_be_built_bought_or_played() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let token = &game.tokens[first];
    // The roll and end are chosen at the start of the seat's turn: the
    // roll is made at once, and the turn ends if nothing else can be done.
    let resp = choose(&app, token, &[("roll", "always"), ("end", "on")]).await;
    assert_eq!(resp.status(), 200);
    let left = legal(&app, token).await;
    assert!(
        !left.contains(&json!({"type": "RollDice"})),
        "the roll was made"
    );
    let only_end_or_bank = |l: &[Value]| {
        l.iter()
            .all(|c| c["type"] == "EndTurn" || c["type"] == "MaritimeTrade")
    };
    if left.contains(&json!({"type": "EndTurn"})) {
        // Still the seat's turn: something can be built, bought or played.
        assert!(!only_end_or_bank(&left), "{left:?}");
        assert!(!history(&app, &game)
            .await
            .contains("is next. (automatically"));
    } else if left.is_empty() {
        // Its turn is over, ended for it.
        let page = history(&app, &game).await;
        assert!(page.contains("(automatically, as "), "{page}");
    }
}

#[tokio::test]
async fn bad_preference_forms_answer_4xx_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[1];
    let before = app.event_count(game.id).await;
    let post = |form: Vec<(&'static str, String)>| {
        let (client, url) = (
            app.client.clone(),
            format!("{}/play/{token}/preferences", app.address),
        );
        async move { client.post(url).form(&form).send().await.unwrap() }
    };
    let v = before.to_string();
    let bad = [
        vec![("version", v.clone()), ("roll", "sometimes".to_owned())],
        vec![("version", v.clone())],
        vec![
            ("version", v.clone()),
            ("roll", "always".to_owned()),
            ("end", "maybe".to_owned()),
        ],
        vec![("version", "soon".to_owned()), ("roll", "off".to_owned())],
    ];
    for form in bad {
        let resp = post(form.clone()).await;
        assert_eq!(resp.status(), 400, "{form:?}");
    }
    let stale = post(vec![
        ("version", (before - 1).to_string()),
        ("roll", "off".to_owned()),
    ])
    .await;
    assert_eq!(stale.status(), 409);
    assert_eq!(app.event_count(game.id).await, before);
}
