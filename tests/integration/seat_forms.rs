//! A seat's forms in games of every size (issue #35): the partner fields of
//! a trade offer follow the game's seats (a six-player game offers to all
//! five others, a three-player game refuses a fourth), and every error
//! page a seat's link reaches quotes no parser, names no field and leads
//! back to that seat; the JSON API's errors quote no parser either.

use crate::app::{TestApp, TestGame};
use crate::pages::post;
use serde_json::{json, Value};

const RESOURCES: [&str; 5] = ["brick", "lumber", "wool", "grain", "ore"];

/// What a parser's message or a field list would show.
const PARSER_WORDS: [&str; 8] = [
    "Parse error",
    "parse error",
    "unknown field",
    "expected one of",
    "missing field",
    "invalid type",
    "invalid digit",
    "unknown variant",
];

fn assert_no_parser_words(body: &str, what: &str) {
    for words in PARSER_WORDS {
        assert!(!body.contains(words), "{what}: {words:?} in {body}");
    }
}

/// The cards of each resource in a seat's hand, as the API shows them.
pub fn hand(p: &Value) -> [u64; 5] {
    RESOURCES.map(|r| p["view"]["private"][0]["hand"][r].as_u64().unwrap_or(0))
}

/// Plays the first legal commands (ending turns) until the main part of a
/// turn of a seat other than `partner` that holds a card `partner` does
/// not need to pay for, while `partner` holds another: returns the seat
/// to move, what it gives and what it wants (indices of [`RESOURCES`]).
pub async fn a_turn_to_trade_with(
    app: &TestApp,
    game: &TestGame,
    partner: usize,
) -> (usize, usize, usize) {
    for _ in 0..400 {
        let p = app.play(&game.tokens[0]).await;
        if p["phase"]["type"] != "Main" {
            app.play_first_legal(game).await;
            continue;
        }
        let me = p["phase"]["seat"].as_u64().unwrap() as usize;
        let mine = hand(&app.play(&game.tokens[me]).await);
        let theirs = hand(&app.play(&game.tokens[partner]).await);
        if me != partner {
            for give in (0..5).filter(|&g| mine[g] > 0) {
                if let Some(want) = (0..5).find(|&w| w != give && theirs[w] > 0) {
                    return (me, give, want);
                }
            }
        }
        let version = app.play(&game.tokens[me]).await["version"]
            .as_u64()
            .unwrap();
        let resp = app
            .command(&game.tokens[me], version, &json!({"type": "EndTurn"}))
            .await;
        assert_eq!(resp.status(), 200, "ending a turn");
    }
    panic!("no turn to trade in");
}

/// The offer form as the seat page sends it, to the `partners` ticked.
fn offer_form(
    version: u64,
    give: usize,
    want: usize,
    partners: &[usize],
) -> Vec<(&'static str, String)> {
    const TO: [&str; 6] = ["to0", "to1", "to2", "to3", "to4", "to5"];
    let mut form = vec![
        ("version", version.to_string()),
        ("act", "offer".to_owned()),
    ];
    for (i, r) in RESOURCES.iter().enumerate() {
        let give_field: &'static str = [
            "give_brick",
            "give_lumber",
            "give_wool",
            "give_grain",
            "give_ore",
        ][i];
        let want_field: &'static str = [
            "want_brick",
            "want_lumber",
            "want_wool",
            "want_grain",
            "want_ore",
        ][i];
        let _ = r;
        form.push((give_field, if i == give { "1" } else { "" }.to_owned()));
        form.push((want_field, if i == want { "1" } else { "" }.to_owned()));
    }
    form.extend(partners.iter().map(|&s| (TO[s], "on".to_owned())));
    form
}

/// five-six-players.md: a trade may be offered to every other player; the
/// six-player seat page's offer with its default partners (all five
/// ticked) is made, and the sixth seat accepts it from its page.
#[tokio::test]
async fn a_six_player_seat_page_offers_a_trade_to_all_five_others() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let (me, give, want) = a_turn_to_trade_with(&app, &game, 5).await;
    let token = &game.tokens[me];
    let version = app.play(token).await["version"].as_u64().unwrap();
    let others: Vec<usize> = (0..6).filter(|&s| s != me).collect();
    let (status, location, body) = post(
        &app,
        &format!("/play/{token}"),
        &offer_form(version, give, want, &others),
    )
    .await;
    assert_eq!(status, 303, "the offer is made: {body}");
    assert_eq!(location, format!("/play/{token}"));
    // The sixth seat may accept it, and does so from its page.
    let sixth = &game.tokens[5];
    let p = app.play(sixth).await;
    let accept = p["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "AcceptOffer")
        .unwrap_or_else(|| panic!("seat 6 may accept: {}", p["legal"]))
        .clone();
    let form = [
        ("version", p["version"].as_u64().unwrap().to_string()),
        ("act", "accept".to_owned()),
        ("offer", accept["offer"].to_string()),
    ];
    let (status, _, body) = post(&app, &format!("/play/{sixth}"), &form).await;
    assert_eq!(status, 303, "seat 6 accepts: {body}");
    let p = app.play(token).await;
    assert!(
        p["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["type"] == "ConfirmTrade" && c["with"] == 5),
        "the offerer may trade with seat 6: {}",
        p["legal"]
    );
}

/// base-catan.md §Trade: domestic trade is with the other players, so a
/// three-player game's offer has two partner fields; a third is refused
/// with a 400 that names no field, changes nothing and leads back.
#[tokio::test]
async fn a_three_player_seat_form_refuses_a_partner_the_game_does_not_have() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (me, give, want) = a_turn_to_trade_with(&app, &game, 2).await;
    let token = &game.tokens[me];
    let version = app.play(token).await["version"].as_u64().unwrap();
    let before = app.event_count(game.id).await;
    let (status, _, body) = post(
        &app,
        &format!("/play/{token}"),
        &offer_form(version, give, want, &[(me + 1) % 3, 3]),
    )
    .await;
    assert_eq!(status, 400);
    assert!(body.contains("this game does not have"), "{body}");
    assert!(body.contains("it has 3 players"), "{body}");
    assert!(!body.contains("to3"), "names no field: {body}");
    assert!(body.contains(&format!("href=\"/play/{token}\"")), "{body}");
    assert_no_parser_words(&body, "a fourth partner");
    assert_eq!(app.event_count(game.id).await, before);
    // The same offer to the two others is made.
    let others: Vec<usize> = (0..3).filter(|&s| s != me).collect();
    let (status, _, body) = post(
        &app,
        &format!("/play/{token}"),
        &offer_form(version, give, want, &others),
    )
    .await;
    assert_eq!(status, 303, "{body}");
}

/// Every error page reached by a seat's link (a form with a field no page
/// sends, a number that is none, a field sent twice, a body that is no
/// form, an address whose query does not read) is a 4xx that quotes no
/// parser and names no field, changes nothing, and links to the seat's
/// page; the host's lead back to the host page, the front page's forms
/// to the front page.
#[tokio::test]
async fn error_pages_of_a_seat_quote_no_parser_and_lead_back_to_the_seat() {
    let app = TestApp::spawn().await;
    let game = app.create_game(4).await;
    let token = &game.tokens[1];
    let seat_page = format!("/play/{token}");
    let back = format!("href=\"/play/{token}\"");
    let before = app.event_count(game.id).await;
    let version = app.play(token).await["version"].to_string();
    let v = || ("version", version.clone());
    let cases: Vec<(&str, Vec<(&str, String)>)> = vec![
        (
            &seat_page,
            vec![v(), ("act", "roll".into()), ("colour", "red".into())],
        ),
        (
            &seat_page,
            vec![v(), ("act", "roll".into()), ("to4", "on".into())],
        ),
        (
            &seat_page,
            vec![("version", "x".into()), ("act", "roll".into())],
        ),
        (
            &seat_page,
            vec![v(), ("act", "road".into()), ("edge", "x".into())],
        ),
        (
            &seat_page,
            vec![v(), ("act", "roll".into()), ("act", "end_turn".into())],
        ),
        (
            &seat_page,
            vec![v(), ("command", "{\"type\":\"FlyAway\"}".into())],
        ),
    ];
    let talk = format!("/play/{token}/talk");
    let preferences = format!("/play/{token}/preferences");
    let reminders = format!("/play/{token}/reminders");
    let rewind = format!("/play/{token}/rewind");
    let more: Vec<(&str, Vec<(&str, String)>)> = vec![
        (&talk, vec![("colour", "red".into())]),
        (
            &preferences,
            vec![("roll", "off".into()), ("colour", "red".into())],
        ),
        (&reminders, vec![("on", "maybe".into())]),
        (
            &rewind,
            vec![
                ("version", "x".into()),
                ("answer", "agree".into()),
                ("colour", "red".into()),
            ],
        ),
    ];
    for (path, form) in cases.into_iter().chain(more) {
        let (status, _, body) = post(&app, path, &form).await;
        assert!((400..500).contains(&status), "{path} {form:?}: {status}");
        assert_no_parser_words(&body, &format!("{path} {form:?}"));
        assert!(!body.contains("colour"), "names no field: {body}");
        assert!(body.contains(&back), "{path} {form:?} leads back: {body}");
    }
    // A body that is no form at all.
    let resp = reqwest::Client::new()
        .post(format!("{}{seat_page}", app.address))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("version=%ZZ&act")
        .send()
        .await
        .unwrap();
    assert!(resp.status().is_client_error());
    let body = resp.text().await.unwrap();
    assert_no_parser_words(&body, "a body that is no form");
    assert!(body.contains(&back), "{body}");
    // An address whose query does not read.
    for query in ["?at=x", "?at=0"] {
        let resp = app.get(&format!("{seat_page}{query}")).await;
        assert!(resp.status().is_client_error(), "{query}");
        let body = resp.text().await.unwrap();
        assert_no_parser_words(&body, query);
        assert!(body.contains(&back), "{query}: {body}");
    }
    let resp = app.get(&format!("{seat_page}/history?page=x")).await;
    assert!(resp.status().is_client_error());
    assert!(resp.text().await.unwrap().contains(&back));
    assert_eq!(app.event_count(game.id).await, before, "nothing changed");

    // The host's forms lead back to the host page.
    let host_token = game.host_url.rsplit('/').next().unwrap();
    let (status, _, body) = post(
        &app,
        &format!("/host/{host_token}/deadline"),
        &[("deadline_hours", "x".into()), ("colour", "red".into())],
    )
    .await;
    assert_eq!(status, 400);
    assert_no_parser_words(&body, "the host's deadline");
    assert!(
        body.contains(&format!("href=\"/host/{host_token}\"")),
        "{body}"
    );

    // The front page's form leads to the front page; a link that opens no
    // game leads nowhere back.
    let (status, _, body) = post(&app, "/games", &[("colour", "red".into())]).await;
    assert_eq!(status, 400);
    assert_no_parser_words(&body, "the new-game form");
    assert!(body.contains("href=\"/\""), "{body}");
    let unknown = "A".repeat(43);
    let (status, _, body) = post(&app, &format!("/play/{unknown}"), &[v()]).await;
    assert_eq!(status, 404);
    assert!(
        !body.contains(&format!("href=\"/play/{unknown}\"")),
        "{body}"
    );
    assert_eq!(app.event_count(game.id).await, before, "nothing changed");
}

/// The JSON API says what did not read in its own words: never serde's
/// message with the server's type and field names; and a six-player game's
/// offer to the fifth and sixth seats is made and accepted through it.
#[tokio::test]
async fn the_apis_errors_quote_no_parser_and_its_offers_reach_every_seat() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let token = &game.tokens[0];
    let before = app.event_count(game.id).await;
    let post_raw = |body: &'static str| {
        let url = format!("{}/api/play/{token}/commands", app.address);
        async move {
            let resp = reqwest::Client::new()
                .post(url)
                .header("content-type", "application/json")
                .body(body)
                .send()
                .await
                .unwrap();
            (resp.status().as_u16(), resp.json::<Value>().await.unwrap())
        }
    };
    for body in [
        r#"{"version":1,"command":{"type":"FlyAway"}}"#,
        r#"{"version":1,"command":{"type":"BuildRoad","edge":"x"}}"#,
        r#"{"version":"x","command":{"type":"RollDice"}}"#,
        r#"{"version":1,"command":{"type":"RollDice"},"colour":1}"#,
        r#"{"command":{"type":"RollDice"}}"#,
        r#"{"version":1,"#,
    ] {
        let (status, answer) = post_raw(body).await;
        assert_eq!(status, 400, "{body}");
        let error = answer["error"].as_str().unwrap();
        assert!(!error.is_empty());
        assert_no_parser_words(error, body);
        assert!(
            !error.contains("colour") && !error.contains("FlyAway"),
            "{error}"
        );
    }
    let resp = app
        .post_game(&json!({"ruleset": "classic", "players": [], "colour": 1}))
        .await;
    assert_eq!(resp.status(), 400);
    let answer: Value = resp.json().await.unwrap();
    assert_no_parser_words(answer["error"].as_str().unwrap(), "a new game");
    assert_eq!(app.event_count(game.id).await, before);

    let (me, give, want) = a_turn_to_trade_with(&app, &game, 5).await;
    let p = app.play(&game.tokens[me]).await;
    let bundle = |i: usize| {
        let mut b = json!({"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 0});
        b[RESOURCES[i]] = json!(1);
        b
    };
    let to: Vec<usize> = (0..6).filter(|&s| s != me).collect();
    let resp = app
        .command(
            &game.tokens[me],
            p["version"].as_u64().unwrap(),
            &json!({"type": "OfferTrade", "give": bundle(give), "want": bundle(want), "to": to}),
        )
        .await;
    assert_eq!(resp.status(), 200, "{}", resp.text().await.unwrap());
    // The fifth and sixth seats are asked (each may decline; the sixth,
    // which holds the card wanted, may accept), unless the fifth offers.
    for seat in [4, 5].into_iter().filter(|&s| s != me) {
        let p = app.play(&game.tokens[seat]).await;
        assert!(
            p["legal"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["type"] == "RejectOffer"),
            "seat {seat} is asked: {}",
            p["legal"]
        );
    }
    let p = app.play(&game.tokens[5]).await;
    let accept = p["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "AcceptOffer")
        .unwrap()
        .clone();
    let resp = app
        .command(&game.tokens[5], p["version"].as_u64().unwrap(), &accept)
        .await;
    assert_eq!(resp.status(), 200);
}
