//! The seat page's top box over HTTP: the result of a POST shows at the
//! top of the page it redirects to, an action that cannot be taken back
//! asks first (a GET that changes nothing), and a refused form comes back
//! as it was filled in.

use crate::app::{TestApp, TestGame};
use crate::pages::{get, post};
use serde_json::Value;

/// Plays the first legal commands until some seat's main phase; returns
/// that seat and its page's JSON.
async fn to_main_phase(app: &TestApp, game: &TestGame) -> (usize, Value) {
    for _ in 0..60 {
        for (seat, token) in game.tokens.iter().enumerate() {
            let p = app.play(token).await;
            if p["phase"]["type"] == "Main" && p["phase"]["seat"] == seat {
                return (seat, p);
            }
        }
        app.play_first_legal(game).await;
    }
    panic!("no main phase within 60 moves");
}

/// The top box of a seat page.
fn top(html: &str) -> &str {
    let start = html.find("<section class=\"now").expect("a top box");
    let end = start + html[start..].find("</section>").expect("the top box ends");
    &html[start..end]
}

#[tokio::test]
async fn the_turn_reads_at_the_top_after_each_post_and_asks_before_ending() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (me, p) = to_main_phase(&app, &game).await;
    let names = ["Anna", "Bert", "Cleo"];
    let to = (me + 1) % 3;
    let token = &game.tokens[me];
    let events = app.event_count(game.id).await;

    // Ending the turn asks first, and asking changes nothing.
    let (status, html) = get(&app, &format!("/play/{token}?act=end_turn")).await;
    assert_eq!(status, 200);
    let box_ = top(&html);
    assert!(box_.contains("id=\"confirm\""), "{box_}");
    assert!(box_.contains("End your turn?"));
    assert!(box_.contains("Yes, end my turn"));
    assert_eq!(app.event_count(game.id).await, events);

    // A refused offer comes back as typed.
    let hand = &p["view"]["private"][0]["hand"];
    let give = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .find(|r| hand[*r].as_u64().unwrap() > 0)
        .expect("a card to offer");
    let want = if give == "ore" { "brick" } else { "ore" };
    let version = p["version"].to_string();
    let half = [
        ("version", version.clone()),
        ("act", "offer".to_owned()),
        (&*format!("give_{give}"), "1".to_owned()),
        (&*format!("to{to}"), "on".to_owned()),
    ];
    let (status, _, html) = post(&app, &format!("/play/{token}"), &half).await;
    assert_eq!(status, 422, "an offer asking for nothing is refused");
    assert!(html.contains(&format!(
        "name=\"give_{give}\" min=\"0\" max=\"19\" value=\"1\""
    )));
    assert!(html.contains("<details class=\"panel\" open><summary>Offer a trade to players"));
    assert_eq!(app.event_count(game.id).await, events);

    // The offer goes out; the page after the redirect says so at the top.
    let form = [
        ("version", version),
        ("act", "offer".to_owned()),
        (&*format!("give_{give}"), "1".to_owned()),
        (&*format!("want_{want}"), "1".to_owned()),
        (&*format!("to{to}"), "on".to_owned()),
    ];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(
        top(&html).contains(&format!("Your offer went to {}", names[to])),
        "{}",
        top(&html)
    );
    // The addressee answers from the top box, and reads its own answer as its own.
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[to])).await;
    let box_ = top(&html);
    assert!(box_.contains(&format!("{} offers you 1 {give} for 1 {want}.", names[me])));
    assert!(
        box_.contains("value=\"reject\""),
        "Decline sits in the top box"
    );
    // An addressee who cannot pay reads why instead (issue #35).
    let addressee = app
        .get_json(&format!("/api/play/{}", game.tokens[to]))
        .await;
    if addressee["view"]["private"][0]["hand"][want].as_u64() > Some(0) {
        assert!(box_.contains("You have not answered yet"), "{box_}");
    } else {
        assert!(box_.contains("You cannot accept this"), "{box_}");
    }
    assert!(!box_.contains(&format!("{} has not answered yet", names[to])));
}

/// Plays the first legal commands until some seat may end its turn;
/// returns that seat and its page's JSON.
async fn to_end_of_a_turn(app: &TestApp, game: &TestGame) -> (usize, Value) {
    for _ in 0..80 {
        for (seat, token) in game.tokens.iter().enumerate() {
            let p = app.play(token).await;
            let legal = p["legal"].as_array().expect("legal");
            if legal.iter().any(|c| c["type"] == "EndTurn") {
                return (seat, p);
            }
        }
        app.play_first_legal(game).await;
    }
    panic!("nobody may end a turn within 80 moves");
}

#[tokio::test]
async fn a_baden_wuerttemberg_seat_reads_its_results_at_the_top_and_is_asked_before_ending() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("baden-wuerttemberg", 3).await;
    let (me, p) = to_end_of_a_turn(&app, &game).await;
    let token = &game.tokens[me];
    let events = app.event_count(game.id).await;

    // The page asks first: End your turn is a GET button, not a POST one.
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    let get_form = html.find("<form method=\"get\"").expect("a form that asks");
    let end = html
        .find("name=\"act\" value=\"end_turn\"")
        .expect("an End your turn button");
    assert!(get_form < end, "ending the turn asks first");

    // Asking changes nothing and opens the confirm step in the top box.
    let (status, html) = get(&app, &format!("/play/{token}?act=end_turn")).await;
    assert_eq!(status, 200);
    let box_ = top(&html);
    assert!(box_.contains("id=\"confirm\""), "{box_}");
    assert!(box_.contains("End your turn?"));
    assert!(box_.contains("Yes, end my turn"));
    assert!(box_.contains("name=\"act\" value=\"end_turn\""));
    assert_eq!(app.event_count(game.id).await, events);

    // A confirm step for what cannot be done now is refused in words.
    let (status, html) = get(&app, &format!("/play/{token}?act=trade_card")).await;
    assert_eq!(status, 200);
    if p["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .all(|c| c["type"] != "PlayTrade")
    {
        assert!(!top(&html).contains("id=\"confirm\""));
        assert!(html.contains("That cannot be done now"));
    }

    // Confirmed, the turn ends and the page after the redirect says so.
    let form = [
        ("version", p["version"].to_string()),
        ("act", "end_turn".to_owned()),
    ];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(
        top(&html).contains("<li class=\"result\">You ended your turn; "),
        "{}",
        top(&html)
    );

    // The next seat rolls; its page tells it what the roll brought.
    let next = app.play(&game.tokens[(me + 1) % 3]).await;
    let next = if next["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .any(|c| c["type"] == "RollDice")
    {
        (me + 1) % 3
    } else {
        (me + 2) % 3
    };
    let token = &game.tokens[next];
    let p = app.play(token).await;
    let form = [
        ("version", p["version"].to_string()),
        ("act", "roll".to_owned()),
    ];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(
        top(&html).contains("<li class=\"result\">You rolled "),
        "{}",
        top(&html)
    );
}

/// A Baden-Württemberg seat page's `<input>` named `name`.
fn input<'a>(html: &'a str, name: &str) -> &'a str {
    let at = html
        .find(&format!("name=\"{name}\""))
        .unwrap_or_else(|| panic!("an input {name}"));
    let start = html[..at].rfind('<').expect("the tag opens");
    let end = at + html[at..].find('>').expect("the tag closes");
    &html[start..=end]
}

/// baden-wuerttemberg.txt names the resources clay and wood: a refused
/// offer says so in the game's words, not the classic brick and lumber,
/// and its form comes back open with what was typed (as it does in
/// classic and Frenemies games).
#[tokio::test]
async fn a_refused_baden_wuerttemberg_offer_speaks_of_clay_and_comes_back_filled() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("baden-wuerttemberg", 3).await;
    let (me, p) = to_end_of_a_turn(&app, &game).await;
    let token = &game.tokens[me];
    let to = (me + 1) % 3;
    let events = app.event_count(game.id).await;
    let hand = p["view"]["private"]
        .as_array()
        .expect("the seat's own cards")
        .iter()
        .find(|h| h["seat"] == me)
        .map(|h| h["hand"].clone())
        .expect("its hand");
    let clay = hand["brick"].as_u64().expect("a count of clay") + 1;
    let form = [
        ("version", p["version"].to_string()),
        ("act", "offer".to_owned()),
        ("give_brick", clay.to_string()),
        ("want_ore", "1".to_owned()),
        (&*format!("to{to}"), "on".to_owned()),
    ];
    let (status, _, html) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 422, "an offer of more clay than the hand holds");
    let said = format!("you need {clay} clay for that");
    assert!(html.contains(&said), "{said}: {html}");
    assert!(!html.contains("brick for that"));
    assert!(html.contains("<details class=\"panel\" open><summary>Offer a trade to players"));
    assert!(input(&html, "give_brick").contains(&format!("value=\"{clay}\"")));
    assert!(input(&html, "want_ore").contains("value=\"1\""));
    assert!(input(&html, &format!("to{to}")).contains("checked"));
    assert_eq!(app.event_count(game.id).await, events, "nothing was done");
}
