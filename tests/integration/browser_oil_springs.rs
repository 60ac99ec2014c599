//! A real browser plays Oil Springs: headless Chromium plays the setup round
//! of a 3-player game and a first turn only by clicking on the seat pages at
//! 1280x900, and fails when a page shows an error or when a legal command
//! listed by the API (oil commands included) has nothing to click. Every
//! step is also checked at 390 px wide (no horizontal scroll, tap targets of
//! 40 px) and photographed at both sizes into
//! `target/test-output/browser/oil-springs-*.png`.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::TestApp;
use crate::browser::{
    assert_moved, assert_no_error, confirm_if_asked, first_awaited, look_on_phone, Driver, Screen,
    Session,
};
use serde_json::Value;

/// The element a legal command of an Oil Springs game is reached by.
fn selector(command: &Value) -> String {
    let act = |a: &str| format!("button[name=\"act\"][value=\"{a}\"]");
    let field = |a: &str| format!("input[name=\"act\"][value=\"{a}\"]");
    let pick = |kind: &str, id: &Value| format!("a[data-pick=\"{kind}-{id}\"]");
    match command["type"].as_str().unwrap() {
        "BuildSettlement" => pick("settlement", &command["node"]),
        "BuildCity" => pick("city", &command["node"]),
        "BuildRoad" => pick("road", &command["edge"]),
        "MoveRobber" | "StealOil" => pick("robber", &command["tile"]),
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
        // Oil Springs' own.
        "ConvertOil" => format!(
            "form.oil-convert button[name=\"resource\"][value={}]",
            command["resource"]
        ),
        "BuildMetropolis" => pick("upgrade", &command["node"]),
        "SequesterOil" => act("sequester"),
        "DiscardWithOil" => "form.oil-discard input[name=\"oil\"]".to_owned(),
        "PlayYearOfPlentyForOil" => format!(
            "form.oil-plenty option[value=\"{}\"]",
            command["resource"].as_str().unwrap_or("oil")
        ),
        "PlayMonopolyOnOil" => "button[name=\"resource\"][value=\"oil\"]".to_owned(),
        other => panic!("no control is expected for {other}"),
    }
}

/// Photographs the page at both sizes and checks it on the phone; returns
/// the smallest board target there.
async fn shoot(s: &Session, phone: &Session, page: &str, step: usize, what: &str) -> f64 {
    s.shot(step, what).await;
    look_on_phone(phone, page, step, what).await
}

#[tokio::test]
async fn a_browser_plays_oil_springs_setup_and_a_first_turn_by_clicking() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("oil-springs", 3).await;
    let driver = Driver::start().await;
    let s = driver.session("oil-springs", Screen::Desktop).await;
    let phone = driver.session("oil-springs", Screen::Phone).await;
    let mut shot_kinds: Vec<String> = Vec::new();
    let mut smallest_spot = f64::MAX;
    let mut turn_seat = None;
    let mut used_oil_form = false;
    let mut steps = 0;
    for step in 0..60 {
        steps = step + 1;
        // Who the game waits for, and what it lists for them.
        let (seat, p) = first_awaited(&app, &game).await;
        let phase = p["phase"]["type"].as_str().unwrap().to_owned();
        if phase == "Roll" {
            match turn_seat {
                None => turn_seat = Some(seat),
                Some(first) if first != seat => break, // the first turn ended
                Some(_) => {}
            }
        }
        let version = p["version"].as_u64().unwrap();
        let token = &game.tokens[seat];
        let page = format!("{}/play/{token}", app.address);
        s.goto(&page).await;
        assert_no_error(&s, &format!("step {step}, {phase}")).await;
        let html = s.source().await;
        assert!(
            html.contains("Disaster track"),
            "step {step}: the oil panel is on the seat page"
        );
        let legal = p["legal"].as_array().unwrap();
        for command in legal {
            let css = selector(command);
            let exact = css.replace('"', "");
            assert!(
                !s.find_all(&css).await.is_empty() || html.contains(&exact),
                "step {step}: nothing to click for legal {command}"
            );
        }
        if !shot_kinds.contains(&phase) {
            shot_kinds.push(phase.clone());
        }
        let what = phase.to_lowercase();
        smallest_spot = smallest_spot.min(shoot(&s, &phone, &page, step, &what).await);
        // In the turn, use an oil form once when the rules allow it (the
        // seat page's form reaches the Oil command through the ruleset's
        // own form reader); otherwise click the first listed command.
        let oil_button = legal
            .iter()
            .find(|c| matches!(c["type"].as_str(), Some("SequesterOil" | "ConvertOil")));
        // In the setup, settle next to a spring when the rules allow it, so
        // that the oil forms come into play in the first turn.
        let springs = p["view"]["scenario"]["springs"].as_array().unwrap();
        let near_spring = legal.iter().find(|c| {
            c["type"] == "BuildSettlement"
                && p["view"]["board"]["nodes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|n| n["id"] == c["node"])
                    .and_then(|n| n["tiles"].as_array())
                    .is_some_and(|tiles| tiles.iter().any(|t| springs.contains(t)))
        });
        let first = match (oil_button, near_spring) {
            (Some(c), _) if !used_oil_form => {
                used_oil_form = true;
                c
            }
            (_, Some(c)) => c,
            _ => &legal[0],
        };
        let css = selector(first);
        s.click_through(&css).await;
        confirm_if_asked(&s, &css, step, &what).await;
        assert_moved(
            &app,
            token,
            version,
            &format!("step {step}: clicking {first}"),
        )
        .await;
        assert_no_error(&s, &format!("step {step}, after {first}")).await;
    }
    assert!(turn_seat.is_some(), "setup ended and a turn was played");
    assert!(
        used_oil_form,
        "the first player settled by a spring and used an oil form"
    );
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["phase"]["type"], "Roll", "the next player is to roll");
    assert!(turn_seat != p["phase"]["seat"].as_u64().map(|s| s as usize));
    // The public page draws the same game with the oil panel, at both sizes.
    let public = format!("{}/games/{}", app.address, game.id);
    s.goto(&public).await;
    assert_no_error(&s, "the public page").await;
    let html = s.source().await;
    assert!(html.contains("Disaster track"), "the oil panel is public");
    assert!(
        html.contains(">OIL<"),
        "the springs are marked on the board"
    );
    smallest_spot = smallest_spot.min(shoot(&s, &phone, &public, steps, "public").await);
    eprintln!(
        "oil springs: pages {shot_kinds:?} checked at 390 px; an oil form used: {used_oil_form}; \
         smallest board target: {smallest_spot:.1} px"
    );
    s.close().await;
    phone.close().await;
}
