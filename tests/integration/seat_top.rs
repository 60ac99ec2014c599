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
    assert!(box_.contains("You have not answered yet"));
    assert!(!box_.contains(&format!("{} has not answered yet", names[to])));
}
