//! A real browser plays Baden-Württemberg Catan: headless Chromium plays the
//! variable founding of the first town halls and a first turn, then the
//! first turn of a game founded from the building cost cards, only by
//! clicking on the seat pages (a map pick then its confirm form, or a
//! button). It fails when a page shows an error, when a command the API
//! lists as legal has nothing to click, or when the 390 px phone layout
//! scrolls sideways or has tap targets under 40 px. Every step is
//! photographed at both sizes into `target/test-output/browser/bw-*.png`.

use crate::app::{TestApp, TestGame};
use crate::browser::{
    assert_moved, assert_no_error, confirm_if_asked, look_on_phone, Driver, Screen, Session,
};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use uuid::Uuid;

/// The element a legal Baden-Württemberg command is reached by.
fn selector(command: &Value) -> String {
    let act = |a: &str| format!("button[name=\"act\"][value=\"{a}\"]");
    let field = |a: &str| format!("input[name=\"act\"][value=\"{a}\"]");
    match command["type"].as_str().unwrap() {
        "BuildTownHall" => format!("a[data-pick=\"townhall-{}\"]", command["node"]),
        "BuildLandmark" => format!("a[data-pick=\"landmark-{}\"]", command["node"]),
        "BuildRoad" => format!("a[data-pick=\"road-{}\"]", command["edge"]),
        "MoveInventor" => format!("a[data-pick=\"inventor-{}\"]", command["tile"]),
        "RollDice" => act("roll"),
        "EndTurn" => act("end_turn"),
        "BuyDevelopmentCard" => act("buy_card"),
        "PlayInvention" => act("invention"),
        "PlayRoadBuilding" => act("road_building"),
        "PlayTrade" => act("trade_card"),
        "PlaySuccessfulInvention" => field("successful_invention"),
        "SupplyTrade" => format!("select[name=\"give\"] option[value={}]", command["give"]),
        "Discard" => field("discard"),
        "AcceptOffer" => act("accept"),
        "RejectOffer" => act("reject"),
        "WithdrawOffer" => act("withdraw"),
        "ConfirmTrade" => format!("button[name=\"with\"][value=\"{}\"]", command["with"]),
        other => panic!("no control is expected for {other}"),
    }
}

/// A 3-player Baden-Württemberg game whose town halls are founded in turn.
async fn create_with_variable_founding(app: &TestApp) -> TestGame {
    let names = ["Anna", "Bert", "Cleo"];
    let body = json!({
        "ruleset": "baden-wuerttemberg",
        "variable_founding": true,
        "players": names
            .iter()
            .map(|n| json!({"name": n, "email": format!("{}@example.org", n.to_lowercase())}))
            .collect::<Vec<_>>(),
    });
    let resp = app.post_game(&body).await;
    assert_eq!(resp.status(), 201, "creating a game");
    let created: Value = resp.json().await.unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut tokens = Vec::new();
    for seat in 0..3u8 {
        let link = links.seat_link(id, seat).await.unwrap().unwrap();
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    TestGame {
        id,
        host_url: created["host_url"].as_str().unwrap().to_owned(),
        tokens,
    }
}

/// Plays by clicking until the first turn after the founding has ended;
/// returns the phases seen and the smallest map target at 390 px.
async fn play_by_clicking(
    app: &TestApp,
    game: &TestGame,
    (s, phone): (&Session, &Session),
    label: &str,
) -> (Vec<String>, f64) {
    let mut phases = Vec::new();
    let mut smallest_spot = f64::MAX;
    let mut turn_seat = None;
    for step in 0..60 {
        let mut awaited = None;
        for (seat, token) in game.tokens.iter().enumerate() {
            let p = app.play(token).await;
            if !p["legal"].as_array().unwrap().is_empty() {
                awaited = Some((seat, p));
                break;
            }
        }
        let (seat, p) = awaited.expect("someone has a legal command");
        let phase = p["phase"]["type"].as_str().unwrap().to_owned();
        if phase == "Roll" {
            match turn_seat {
                None => turn_seat = Some(seat),
                Some(first) if first != seat => break,
                Some(_) => {}
            }
        }
        phases.push(phase.clone());
        let version = p["version"].as_u64().unwrap();
        let page = format!("{}/play/{}", app.address, game.tokens[seat]);
        s.goto(&page).await;
        assert_no_error(s, &format!("{label} step {step}, {phase}")).await;
        let legal = p["legal"].as_array().unwrap();
        for command in legal {
            let css = selector(command);
            assert!(
                !s.find_all(&css).await.is_empty(),
                "{label} step {step}: nothing to click for legal {command}"
            );
        }
        let what = phase.to_lowercase();
        s.shot(step, &what).await;
        smallest_spot = smallest_spot.min(look_on_phone(phone, &page, step, &what).await);
        let table_fits = phone
            .script(
                "const t = document.querySelector('.bw-players'); \
                 return t.scrollWidth <= t.parentElement.clientWidth \
                 && t.getBoundingClientRect().right <= window.innerWidth",
            )
            .await;
        assert_eq!(
            table_fits,
            serde_json::json!(true),
            "{label} step {step}: the players' table scrolls sideways on the phone"
        );
        let first = &legal[0];
        let css = selector(first);
        s.click_through(&css).await;
        confirm_if_asked(s, &css, step, &what).await;
        let clicked = format!("{label} step {step}: clicking {first}");
        assert_moved(app, &game.tokens[seat], version, &clicked).await;
        assert_no_error(s, &format!("{label} step {step}, after {first}")).await;
    }
    assert!(turn_seat.is_some(), "{label}: a first turn was played");
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(
        p["phase"]["type"], "Roll",
        "{label}: the next player is to roll"
    );
    (phases, smallest_spot)
}

#[tokio::test]
async fn a_browser_founds_the_town_halls_and_plays_a_first_turn_of_baden_wuerttemberg_by_clicking()
{
    let app = TestApp::spawn().await;
    let founded = create_with_variable_founding(&app).await;
    let dealt = app.create_game_of("baden-wuerttemberg", 3).await;
    let driver = Driver::start().await;
    let s = driver.session("bw-founding", Screen::Desktop).await;
    let phone = driver.session("bw-founding", Screen::Phone).await;

    let (phases, smallest) = play_by_clicking(&app, &founded, (&s, &phone), "founding").await;
    assert_eq!(
        phases.iter().filter(|p| *p == "Found").count(),
        9,
        "three founding rounds of three players: {phases:?}"
    );
    assert!(phases.iter().any(|p| p == "Main"), "{phases:?}");
    let p = app.play(&founded.tokens[0]).await;
    assert_eq!(p["view"]["town_halls"].as_array().unwrap().len(), 9);

    s.close().await;
    phone.close().await;
    let s = driver.session("bw-dealt", Screen::Desktop).await;
    let phone = driver.session("bw-dealt", Screen::Phone).await;
    let (phases, smallest_dealt) = play_by_clicking(&app, &dealt, (&s, &phone), "dealt").await;
    assert_eq!(
        phases.first().map(String::as_str),
        Some("Roll"),
        "{phases:?}"
    );

    // The public page draws the same map, with nothing to click.
    s.goto(&format!("{}/games/{}", app.address, dealt.id)).await;
    assert_no_error(&s, "the public page").await;
    assert!(s.find_all("svg.bw-board").await.len() == 1);
    assert!(s.find_all("a[data-pick]").await.is_empty());
    let public = format!("{}/games/{}", app.address, dealt.id);
    s.shot(phases.len(), "public").await;
    look_on_phone(&phone, &public, phases.len(), "public").await;

    eprintln!(
        "smallest map target at 390 px: {:.1} px",
        smallest.min(smallest_dealt)
    );
    s.close().await;
    phone.close().await;
}
