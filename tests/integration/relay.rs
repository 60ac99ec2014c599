//! Game creation is not a mail relay (issue 15, section 3): addresses and
//! names are checked at creation, the host confirms before anyone else is
//! emailed, creation and resending are rate limited, cross-site form posts
//! are refused, open offers per seat are capped and offer emails bundled.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::{TestApp, TestGame};
use crate::pages::post;
use serde_json::{json, Value};

async fn games(app: &TestApp) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0)
}

fn players(list: &[(&str, &str)]) -> Value {
    json!({
        "ruleset": "classic",
        "players": list
            .iter()
            .map(|(name, email)| json!({"name": name, "email": email}))
            .collect::<Vec<_>>(),
    })
}

#[tokio::test]
async fn duplicate_addresses_and_disguised_names_are_refused_and_create_nothing() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "ANNA@example.org"),
            ]),
            "each seat needs its own",
        ),
        (
            players(&[
                ("Anna\u{202E}moc.evil", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "text-direction",
        ),
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert\r\nBcc: x@example.org", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "text-direction",
        ),
        (
            players(&[
                ("Anna", "Anna <anna@example.org>"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "is not an email address",
        ),
    ];
    for (body, message) in cases {
        let resp = app.post_game(&body).await;
        assert_eq!(resp.status(), 422, "{body}");
        let err: Value = resp.json().await.unwrap();
        assert!(
            err["error"].as_str().unwrap().contains(message),
            "{body}: {err}"
        );
    }
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "anna@example.org".to_owned()),
        ("name3", "Cleo\u{2067}".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, _, html) = post(&app, "/games", &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("Not done"), "{html}");
    assert_eq!(games(&app).await, 0);
}

/// A created game played (first legal commands) into someone's main phase:
/// (the game, the seat whose turn it is, a resource it holds).
pub async fn into_main_phase(app: &TestApp) -> (TestGame, usize, &'static str) {
    let game = app.create_game(3).await;
    let mut p = app.play(&game.tokens[0]).await;
    for _ in 0..40 {
        if p["phase"]["type"] == "Main" {
            break;
        }
        app.play_first_legal(&game).await;
        p = app.play(&game.tokens[0]).await;
    }
    assert_eq!(p["phase"]["type"], "Main");
    let me = p["phase"]["seat"].as_u64().unwrap() as usize;
    let mine = app.play(&game.tokens[me]).await;
    let hand = &mine["view"]["private"][0]["hand"];
    let give = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .find(|r| hand[*r].as_u64().unwrap() > 0)
        .expect("a card to offer");
    (game, me, give)
}

/// An offer of one `give` for one `want` to `to`, as a JSON command.
pub fn offer(give: &str, want: &str, to: usize) -> Value {
    json!({
        "type": "OfferTrade",
        "give": {give: 1},
        "want": {want: 1},
        "to": [to],
    })
}

#[tokio::test]
async fn a_fourth_open_offer_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let (game, me, give) = into_main_phase(&app).await;
    let token = &game.tokens[me];
    let to = (me + 1) % 3;
    let wants = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .filter(|w| *w != give)
        .collect::<Vec<_>>();
    for want in &wants[..3] {
        let version = app.play(token).await["version"].as_u64().unwrap();
        let resp = app.command(token, version, &offer(give, want, to)).await;
        assert_eq!(resp.status(), 200, "{}", resp.text().await.unwrap());
    }
    let events = app.event_count(game.id).await;
    let version = app.play(token).await["version"].as_u64().unwrap();
    let resp = app
        .command(token, version, &offer(give, wants[3], to))
        .await;
    assert_eq!(resp.status(), 422);
    let err: Value = resp.json().await.unwrap();
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .contains("you already have 3 open offers"),
        "{err}"
    );
    assert_eq!(app.event_count(game.id).await, events);
}
