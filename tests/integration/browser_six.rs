//! A six-player game on a phone (390 x 844), only by clicking: the setup
//! round on the large island (five-six-players.md), then turns until a
//! Special Building Phase asks seats; the first asked seat plans a road on
//! its page when it may, and every asked seat finishes with "Done
//! building"; the phase ends and the next player rolls. Every page, and
//! the public page at the end, is
//! checked for the phone layout (no sideways scroll, large enough targets)
//! and photographed into `target/test-output/browser/six-phone-*`.

use crate::app::TestApp;
use crate::browser::{
    assert_moved, assert_no_error, check_phone_layout, confirm_if_asked, first_awaited, selector,
    Driver, Screen,
};
use serde_json::{json, Value};

/// The command a player clicks at `phase`: in the main part of a turn the
/// end of it, in a Special Building Phase a planned road when `build`,
/// else the first listed.
fn chosen(legal: &[Value], phase: &str, build: bool) -> Value {
    let find = |kind: &str| legal.iter().find(|c| c["type"] == kind).cloned();
    let pick = match phase {
        "Main" => find("EndTurn"),
        "SpecialBuilding" if build => find("BuildRoad").or_else(|| find("EndSpecialBuilding")),
        "SpecialBuilding" => find("EndSpecialBuilding"),
        _ => None,
    };
    pick.unwrap_or_else(|| legal[0].clone())
}

#[tokio::test]
async fn six_players_set_up_and_pass_a_special_building_phase_on_a_phone() {
    let app = TestApp::spawn().await;
    let game = app.create_live_game(6).await;
    let driver = Driver::start().await;
    let phone = driver.session("six", Screen::Phone).await;
    let mut phases_seen = 0;
    let mut planned = false;
    let mut finished_in_phase = 0;
    for step in 0..160 {
        let (seat, p) = first_awaited(&app, &game).await;
        let phase = p["phase"]["type"].as_str().unwrap().to_owned();
        if phase == "Roll" && finished_in_phase > 0 {
            // The phase ended and the next player rolls: done.
            let page = format!("{}/play/{}", app.address, game.tokens[seat]);
            phone.goto(&page).await;
            assert_no_error(&phone, "after the phase").await;
            check_phone_layout(&phone).await;
            phone.shot(step, "next-roll").await;
            // The public page of six players reads on the phone too.
            phone
                .goto(&format!("{}/games/{}", app.address, game.id))
                .await;
            assert_no_error(&phone, "the public page").await;
            check_phone_layout(&phone).await;
            phone.shot(step + 1, "public").await;
            break;
        }
        let legal = p["legal"].as_array().unwrap().clone();
        let page = format!("{}/play/{}", app.address, game.tokens[seat]);
        phone.goto(&page).await;
        assert_no_error(&phone, &format!("step {step}, {phase}")).await;
        check_phone_layout(&phone).await;
        let what = phase.to_lowercase();
        if phase == "SpecialBuilding" {
            phases_seen += 1;
            let html = phone.source().await;
            assert!(
                html.contains("special building phase"),
                "the page says what the phase is"
            );
        }
        phone.shot(step, &what).await;
        let command = chosen(&legal, &phase, phase == "SpecialBuilding" && !planned);
        if command["type"] == "BuildRoad" && phase == "SpecialBuilding" {
            planned = true;
        }
        if command["type"] == "EndSpecialBuilding" {
            finished_in_phase += 1;
        }
        let css = selector(&command);
        let version = p["version"].as_u64().unwrap();
        phone.click_through(&css).await;
        confirm_if_asked(&phone, &css, step, &what).await;
        if phase == "SpecialBuilding" && command["type"] == "BuildRoad" {
            // A live plan is kept with the seat: no version moves, the
            // seat's own view lists it (issue #36).
            let own = app.play(&game.tokens[seat]).await;
            assert_eq!(
                own["version"].as_u64(),
                Some(version),
                "a plan moves nothing"
            );
            assert!(
                !own["view"]["private"][0]["planned"]
                    .as_array()
                    .expect("planned")
                    .is_empty(),
                "step {step}: the plan shows to its seat"
            );
        } else {
            assert_moved(
                &app,
                &game.tokens[seat],
                version,
                &format!("step {step}: clicking {command}"),
            )
            .await;
        }
        assert_no_error(&phone, &format!("step {step}, after {command}")).await;
    }
    assert!(phases_seen > 0, "a special building phase asked someone");
    assert!(finished_in_phase > 0, "asked seats finished by clicking");
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["phase"]["type"], "Roll", "the next player is to roll");
    let history = app
        .get(&format!("/games/{}/history", game.id))
        .await
        .text()
        .await
        .unwrap();
    assert!(history.contains("is done in the special building phase"));
    assert_eq!(
        app.get_json(&format!("/api/games/{}", game.id)).await["status"],
        json!("playing")
    );
    phone.close().await;
}

/// Issue #35 (five-six-players.md: every other player may be offered a
/// trade): on a phone, the seat to move in a six-player game opens "Offer a
/// trade to players", keeps its default partners (all five ticked) and
/// offers; the sixth seat accepts on its page, the offerer trades with it
/// on its own, and the cards change hands.
#[tokio::test]
async fn six_players_trade_with_the_sixth_seat_by_clicking_on_a_phone() {
    const RESOURCES: [&str; 5] = ["brick", "lumber", "wool", "grain", "ore"];
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let (me, give, want) = crate::seat_forms::a_turn_to_trade_with(&app, &game, 5).await;
    let hands_before = [
        crate::seat_forms::hand(&app.play(&game.tokens[me]).await),
        crate::seat_forms::hand(&app.play(&game.tokens[5]).await),
    ];
    let driver = Driver::start().await;
    let phone = driver.session("six-trade", Screen::Phone).await;
    let page = |token: &str| format!("{}/play/{token}", app.address);

    // The offer, to the five others the form ticks by default.
    let my_token = &game.tokens[me];
    let version = app.play(my_token).await["version"].as_u64().unwrap();
    phone.goto(&page(my_token)).await;
    assert_no_error(&phone, "the offerer's page").await;
    check_phone_layout(&phone).await;
    phone
        .click("details:has(input[name=\"act\"][value=\"offer\"]) > summary")
        .await;
    let ticked = phone
        .script(
            "return [...document.querySelectorAll('form:has(input[name=\"act\"][value=\"offer\"]) \
             input[type=checkbox]')].filter(b => b.checked).map(b => b.name);",
        )
        .await;
    let mut expected: Vec<String> = (0..6)
        .filter(|&s| s != me)
        .map(|s| format!("to{s}"))
        .collect();
    expected.sort();
    let mut ticked: Vec<String> = ticked
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect();
    ticked.sort();
    assert_eq!(ticked, expected, "all five others are ticked by default");
    phone
        .type_into(&format!("input[name=\"give_{}\"]", RESOURCES[give]), "1")
        .await;
    phone
        .type_into(&format!("input[name=\"want_{}\"]", RESOURCES[want]), "1")
        .await;
    phone.shot(0, "offer-form").await;
    phone
        .click_through("form:has(input[name=\"act\"][value=\"offer\"]) button[type=\"submit\"]")
        .await;
    assert_moved(&app, my_token, version, "offering to all five").await;
    assert_no_error(&phone, "after offering").await;
    phone.shot(1, "offered").await;

    // The sixth seat accepts on its page.
    let sixth = &game.tokens[5];
    let version = app.play(sixth).await["version"].as_u64().unwrap();
    phone.goto(&page(sixth)).await;
    assert_no_error(&phone, "the sixth seat's page").await;
    check_phone_layout(&phone).await;
    phone.shot(2, "offer-received").await;
    phone
        .click_through("article.offer button[name=\"act\"][value=\"accept\"]")
        .await;
    assert_moved(&app, sixth, version, "seat 6 accepting").await;
    assert_no_error(&phone, "after accepting").await;
    phone.shot(3, "accepted").await;

    // The offerer trades with the sixth seat.
    let version = app.play(my_token).await["version"].as_u64().unwrap();
    phone.goto(&page(my_token)).await;
    assert_no_error(&phone, "the acceptance").await;
    phone
        .click_through("button[name=\"with\"][value=\"5\"]")
        .await;
    assert_moved(&app, my_token, version, "trading with seat 6").await;
    assert_no_error(&phone, "after the trade").await;
    check_phone_layout(&phone).await;
    phone.shot(4, "traded").await;

    let after = [
        crate::seat_forms::hand(&app.play(&game.tokens[me]).await),
        crate::seat_forms::hand(&app.play(&game.tokens[5]).await),
    ];
    let mut mine = hands_before[0];
    mine[give] -= 1;
    mine[want] += 1;
    let mut theirs = hands_before[1];
    theirs[give] += 1;
    theirs[want] -= 1;
    assert_eq!(
        after,
        [mine, theirs],
        "one card each way between the offerer and seat 6"
    );
    let events: Value = app
        .get_json(&format!("/api/games/{}/events", game.id))
        .await;
    let offered = events
        .as_array()
        .unwrap()
        .iter()
        .rev()
        .find(|e| e["event"]["type"] == "TradeOffered")
        .expect("an offer");
    assert_eq!(
        offered["event"]["to"],
        json!((0..6).filter(|&s| s != me).collect::<Vec<_>>()),
        "offered to the five others"
    );
    let last = events.as_array().unwrap().last().unwrap();
    assert_eq!(last["event"]["type"], "TradeConfirmed");
    assert_eq!(last["event"]["with"], 5);
}

/// issue #35 on a phone (390 x 844): a six-player game played by plans
/// shows the seat its plans panel within the phone's width, with targets
/// large enough; a build chosen there and "Plan it" clicked comes back on
/// the page as the seat's plan.
#[tokio::test]
async fn a_plan_is_chosen_on_a_phone_in_a_six_player_game_by_plans() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let driver = Driver::start().await;
    let phone = driver.session("six-plans", Screen::Phone).await;
    let page = format!("{}/play/{}#plans", app.address, game.tokens[0]);
    phone.goto(&page).await;
    assert_no_error(&phone, "the seat page").await;
    check_phone_layout(&phone).await;
    phone.click_through("#plans form select + button").await;
    assert_no_error(&phone, "after planning").await;
    check_phone_layout(&phone).await;
    phone.shot(1, "planned").await;
    let html = phone.source().await;
    assert!(html.contains(r#"<ol class="plans">"#), "the plan is listed");
    assert!(
        !html.contains("Skip the special building phase"),
        "a game by plans never asks, so nothing is skipped"
    );
    let kept = app
        .get_json(&format!("/api/play/{}/plans", game.tokens[0]))
        .await;
    assert_eq!(kept["plans"], json!([{"type": "BuyDevelopmentCard"}]));
    phone.close().await;
}
