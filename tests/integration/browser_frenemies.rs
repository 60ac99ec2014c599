//! A real browser plays Frenemies: headless Chromium plays the setup round
//! of a 3-player Frenemies game and a first turn only by clicking on the
//! seat pages at 1280x900, checking at each step that every command the API
//! lists has something to click (board spots, the classic forms and the
//! favor forms) and that the page holds at phone width (390 px). The seat
//! pages must never show another seat's tokens by guild. Every step is
//! photographed at both sizes into
//! `target/test-output/browser/frenemies-*.png`. On a phone, a refused
//! new-game form for Frenemies comes back with every choice it held.

use crate::app::TestApp;
use crate::browser::{
    assert_moved, assert_no_error, check_phone_layout, confirm_if_asked, look_on_phone, Driver,
    Screen, Session,
};
use serde_json::Value;

/// The element a legal command is reached by.
fn selector(command: &Value) -> String {
    let act = |a: &str| format!("button[name=\"act\"][value=\"{a}\"]");
    let field = |a: &str| format!("input[name=\"act\"][value=\"{a}\"]");
    match command["type"].as_str().unwrap() {
        "BuildSettlement" => format!("a[data-pick=\"settlement-{}\"]", command["node"]),
        "BuildCity" => format!("a[data-pick=\"city-{}\"]", command["node"]),
        "BuildRoad" | "RedeemRoadBuilders" => {
            format!("a[data-pick=\"road-{}\"]", command["edge"])
        }
        "MoveRobber" => format!("a[data-pick=\"robber-{}\"]", command["tile"]),
        "RollDice" => act("roll"),
        "EndTurn" => act("end_turn"),
        "BuyDevelopmentCard" => act("buy_card"),
        "PlayKnight" => act("knight"),
        "PlayRoadBuilding" => act("road_building"),
        "PlayYearOfPlenty" => field("year_of_plenty"),
        "PlayMonopoly" => field("monopoly"),
        "MaritimeTrade" => format!("select[name=\"give\"] option[value={}]", command["give"]),
        "Discard" => field("discard"),
        "AcceptOffer" => act("accept"),
        "RejectOffer" => act("reject"),
        "WithdrawOffer" => act("withdraw"),
        "ConfirmTrade" => format!("button[name=\"with\"][value=\"{}\"]", command["with"]),
        "OfferGift" => format!("select[name=\"to\"] option[value=\"{}\"]", command["to"]),
        "AcceptGift" => act("gift_accept"),
        "RejectGift" => act("gift_reject"),
        "AskForAnotherResource" => field("gift_ask"),
        "GiveAskedResource" => act("gift_give_asked"),
        "WithdrawGift" => act("gift_withdraw"),
        "RedeemTraders" => field("traders"),
        "RedeemMerchants" => field("merchants"),
        "RedeemScholars" => act("scholars"),
        "RedeemMasterBuilders" => act("master_builders"),
        "ExchangeToken" => act("exchange"),
        "ReturnToken" => format!("button[name=\"guild\"][value={}]", command["guild"]),
        other => panic!("no control is expected for {other}"),
    }
}

/// Checks that every listed command has something to click on the page.
async fn every_legal_command_is_clickable(s: &Session, legal: &[Value], step: usize) {
    let html = s.source().await;
    for command in legal {
        let css = selector(command);
        let exact = css.replace('"', "");
        assert!(
            !s.find_all(&css).await.is_empty() || html.contains(&exact),
            "step {step}: nothing to click for legal {command}"
        );
    }
}

#[tokio::test]
async fn a_browser_plays_the_frenemies_setup_round_and_a_first_turn_by_clicking() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("frenemies", 3).await;
    let driver = Driver::start().await;
    let s = driver.session("frenemies", Screen::Desktop).await;
    let phone = driver.session("frenemies", Screen::Phone).await;
    let mut turn_seat = None;
    let mut saw_favor_panel = false;
    let (mut gifted, mut answered) = (false, false);
    for step in 0..40 {
        // The seat the game waits for (the recipient of an open gift).
        let first = app.play(&game.tokens[0]).await;
        let seat = first["waiting_for"][0]
            .as_u64()
            .expect("someone is awaited") as usize;
        let p = app.play(&game.tokens[seat]).await;
        let phase = p["phase"]["type"].as_str().unwrap().to_owned();
        if phase == "Roll" {
            match turn_seat {
                None => turn_seat = Some(seat),
                Some(first) if first != seat => break, // the first turn ended
                Some(_) => {}
            }
        }
        let version = p["version"].as_u64().unwrap();
        let page = format!("{}/play/{}", app.address, game.tokens[seat]);
        s.goto(&page).await;
        assert_no_error(&s, &format!("step {step}, {phase}")).await;
        let legal = p["legal"].as_array().unwrap().clone();
        every_legal_command_is_clickable(&s, &legal, step).await;
        let html = s.source().await;
        if html.contains("Guild hall") {
            saw_favor_panel = true;
            assert!(html.contains("Your favor tokens"), "the seat's own tokens");
            assert_eq!(
                html.matches("class=\"own-tokens\"").count(),
                1,
                "no other seat's tokens by guild"
            );
        }
        let what = phase.to_lowercase();
        s.shot(step, &what).await;
        look_on_phone(&phone, &page, step, &what).await;
        // In the first turn's main phase, offer a gift once and answer it
        // on the recipient's page, then end the turn; before it, click the
        // first listed command.
        let has = |t: &str| legal.iter().find(|c| c["type"] == t);
        if let (Some(_), false) = (has("OfferGift"), gifted) {
            s.click("details:has(input[name=\"act\"][value=\"gift\"]) > summary")
                .await;
            s.shot(step, &format!("{what}-gift-form")).await;
            s.click_through(
                "form:has(input[name=\"act\"][value=\"gift\"]) button[type=\"submit\"]",
            )
            .await;
            gifted = true;
            assert_moved(
                &app,
                &game.tokens[seat],
                version,
                &format!("step {step}: a gift"),
            )
            .await;
            assert_no_error(&s, &format!("step {step}, after offering a gift")).await;
            continue;
        }
        if has("AcceptGift").is_some() {
            let html = s.source().await;
            assert!(html.contains("A gift for you"), "the recipient is asked");
            answered = true;
        }
        let pick = if let Some(accept) = has("AcceptGift") {
            accept
        } else if phase == "Main" {
            has("EndTurn").unwrap_or(&legal[0])
        } else {
            &legal[0]
        };
        let css = selector(pick);
        s.click_through(&css).await;
        confirm_if_asked(&s, &css, step, &what).await;
        assert_moved(
            &app,
            &game.tokens[seat],
            version,
            &format!("step {step}: {pick}"),
        )
        .await;
        assert_no_error(&s, &format!("step {step}, after {pick}")).await;
    }
    assert!(turn_seat.is_some(), "setup ended and a turn was played");
    assert!(saw_favor_panel, "the favor panel is on the seat pages");
    assert_eq!(
        gifted, answered,
        "a gift offered by clicking was answered by clicking"
    );
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["phase"]["type"], "Roll", "the next player is to roll");
    assert!(turn_seat != p["phase"]["seat"].as_u64().map(|s| s as usize));
    s.close().await;
    phone.close().await;
}

/// The value of the form control `css` selects, as the browser holds it.
async fn value_of(s: &Session, css: &str) -> Value {
    s.script(&format!(
        "return document.querySelector('{}').value",
        css.replace('\'', "\\'")
    ))
    .await
}

/// On a 390 x 844 phone: a Frenemies game with a 1-day deadline, refused
/// for two equal addresses, comes back with Frenemies and the deadline
/// still chosen (and the names, board and quiet hours kept); fixed and sent
/// again, it starts a Frenemies game with that deadline, and the host page
/// names the ruleset at its top.
#[tokio::test]
async fn on_a_phone_a_refused_frenemies_form_keeps_its_ruleset_and_deadline() {
    let app = TestApp::spawn().await;
    let driver = Driver::start().await;
    let phone = driver.session("frenemies-form", Screen::Phone).await;
    phone.goto(&format!("{}/", app.address)).await;
    let choose = |css: &'static str, value: &'static str| {
        let phone = &phone;
        async move {
            phone
                .wait_for(css)
                .await
                .select_by_value(value)
                .await
                .unwrap_or_else(|e| panic!("choosing {value} in {css}: {e}"));
        }
    };
    // The quiet hours' time zone starts as the browser's, by script.
    let zone = value_of(&phone, "input[name=\"quiet_zone\"]").await;
    assert!(
        zone.as_str().is_some_and(|z| !z.is_empty()),
        "the browser's zone: {zone}"
    );
    choose("select[name=\"ruleset\"]", "frenemies").await;
    choose("select[name=\"board\"]", "beginner").await;
    choose("select[name=\"deadline_hours\"]", "24").await;
    for (field, text) in [
        ("name1", "Anna"),
        ("email1", "same@example.org"),
        ("name2", "Bert"),
        ("email2", "same@example.org"),
        ("name3", "Cleo"),
        ("email3", "cleo@example.org"),
        ("quiet_offset", "60"),
    ] {
        phone
            .type_into(&format!("input[name=\"{field}\"]"), text)
            .await;
    }
    phone.shot(0, "filled").await;
    phone
        .click_through("form.new-game button[type=\"submit\"]")
        .await;
    phone.shot(1, "refused").await;
    let html = phone.source().await;
    assert!(
        html.contains("two players have the address"),
        "the refusal says why"
    );
    for (css, kept) in [
        ("select[name=\"ruleset\"]", "frenemies"),
        ("select[name=\"board\"]", "beginner"),
        ("select[name=\"deadline_hours\"]", "24"),
        ("input[name=\"name2\"]", "Bert"),
        ("input[name=\"email3\"]", "cleo@example.org"),
        ("input[name=\"quiet_offset\"]", "60"),
    ] {
        assert_eq!(value_of(&phone, css).await, Value::from(kept), "{css}");
    }
    let fits = phone
        .script("return document.documentElement.scrollWidth <= window.innerWidth")
        .await;
    assert_eq!(fits, Value::from(true), "no sideways scroll on the phone");

    // Fixed and sent again: the game asked for, not a classic one.
    phone
        .type_into("input[name=\"email2\"]", "bert@example.org")
        .await;
    phone
        .click_through("form.new-game button[type=\"submit\"]")
        .await;
    phone.shot(2, "host-page").await;
    assert!(phone.path().await.starts_with("/host/"), "the host page");
    assert_no_error(&phone, "the host page").await;
    assert_eq!(
        phone.text(".game-ruleset").await,
        "Catan: Frenemies",
        "the host page names the ruleset at its top"
    );
    assert!(
        phone
            .text("section.deadline")
            .await
            .contains("The game waits 24 hours for each decision"),
        "the deadline chosen"
    );
    check_phone_layout(&phone).await;
    phone.close().await;
}
