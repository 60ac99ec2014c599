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
    let game = app.create_game(6).await;
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
        assert_moved(
            &app,
            &game.tokens[seat],
            version,
            &format!("step {step}: clicking {command}"),
        )
        .await;
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
