//! German games played by clicking on a phone (issue #38): a
//! Baden-Württemberg game of three and a classic game of six, created in
//! German, are played on the seats' pages at 390 x 844 by clicks alone (a
//! map pick then its confirm step, a button, a discard's numbers, the
//! supply's trade, a card's resources), each step's command chosen from
//! the API's `legal` by a builder's preferences, or for the six-player
//! game to its end by the server's own stand-in player. Every page is checked as a German player reads
//! it: `<html lang="de">`, none of the English page's words, nothing that
//! scrolls sideways, no text wider than its button, label or cell (German
//! words are longer), tap targets of 40 px and more, and on the
//! Baden-Württemberg map no name over another name or piece. The regular
//! suite plays the founding or setup and the first rounds; the ignored
//! `..._to_the_end` tests play to the game's end (minutes each: run them
//! with `cargo test --test integration -- browser_de --ignored
//! --nocapture`). Steps are photographed into
//! `target/test-output/browser/de-*.png`.

use crate::app::{TestApp, TestGame};
use crate::browser::{
    assert_moved, assert_no_error, check_phone_layout, confirm_if_asked, first_awaited, Driver,
    Screen, Session,
};
use serde_json::{json, Value};
use slowcatan::rules::Seat;

/// Words of the English pages that a German page must not show (in any
/// case).
const ENGLISH: [&str; 20] = [
    "roll the dice",
    "end your turn",
    "build a ",
    "buy a development card",
    "your turn",
    "not done",
    "could not be read",
    "latest events",
    "victory point",
    "longest road",
    "largest army",
    "special building phase",
    " rolled ",
    "settings",
    "resource card",
    " points",
    "waiting for",
    " castle",
    "black forest",
    "swabian jura",
];

/// Every text wider than the box that holds it: buttons, links drawn as
/// buttons, summaries, labels, table cells and headings.
const OVERFLOWS: &str = "\
    return [...document.querySelectorAll('button, a.button, summary, label, th, td, h1, h2, h3, .choice, .chip')] \
      .filter(e => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1 \
        && getComputedStyle(e).overflowX === 'visible') \
      .map(e => e.tagName + ': ' + e.textContent.trim().slice(0, 60) + ' (' + e.scrollWidth + ' > ' + e.clientWidth + ')');";

/// What one ruleset's game needs of the loop: its name, the element a
/// legal command is reached by, and whether its map is checked for names.
struct Game {
    ruleset: &'static str,
    players: usize,
    more: Value,
    selector: fn(&Value) -> String,
    map: bool,
    /// The server's own stand-in player chooses each command (it plays to
    /// win, so a game of six ends in fewer turns); else the builder's
    /// preferences below.
    stand_in: bool,
}

/// The command a builder clicks among `legal`: a build that scores, the
/// robber or inventor moved, the dice, a knight, a road, a card, one
/// supply trade a turn (`traded`), the end of the turn or phase; else (the
/// founding, a discard, a steal) the first one listed. Offers and the
/// cards that ask for resources are never chosen (nothing else needs them).
fn chosen(legal: &[Value], traded: bool, step: usize) -> Value {
    let find = |kind: &str| {
        let all: Vec<&Value> = legal.iter().filter(|c| c["type"] == kind).collect();
        (!all.is_empty()).then(|| all[step % all.len()].clone())
    };
    let order = [
        "BuildCity",
        "BuildSettlement",
        "BuildTownHall",
        "BuildLandmark",
        "MoveRobber",
        "MoveInventor",
        "RollDice",
        "PlayKnight",
        "BuildRoad",
        "BuyDevelopmentCard",
    ];
    order
        .iter()
        .find_map(|kind| find(kind))
        .or_else(|| {
            (!traded)
                .then(|| find("MaritimeTrade").or_else(|| find("SupplyTrade")))
                .flatten()
        })
        .or_else(|| find("EndTurn"))
        .or_else(|| find("EndSpecialBuilding"))
        .or_else(|| find("Discard"))
        .unwrap_or_else(|| legal[0].clone())
}

/// The words an English page shows that the German page `s` shows too.
async fn english_on(s: &Session) -> Vec<String> {
    let text = s.script("return document.body.innerText").await;
    let text = text.as_str().unwrap_or_default().to_lowercase();
    ENGLISH
        .iter()
        .filter(|w| text.contains(*w))
        .map(|w| (*w).to_owned())
        .collect()
}

/// Checks the page `s` shows as a German player reads it on a phone.
async fn check_german_page(s: &Session, game: &Game, what: &str) {
    assert_no_error(s, what).await;
    let lang = s.script("return document.documentElement.lang").await;
    assert_eq!(lang, json!("de"), "{what}: the page's language");
    let english = english_on(s).await;
    assert!(
        english.is_empty(),
        "{what}: English on a German page: {english:?}"
    );
    check_phone_layout(s).await;
    let overflows = s.script(OVERFLOWS).await;
    assert_eq!(overflows, json!([]), "{what}: text wider than its box");
    // The map where the page draws one (a history draws none).
    let drawn = s
        .script("return document.querySelector('svg.bw-board:not(.bw-closeup)') !== null")
        .await;
    if game.map && drawn == json!(true) {
        crate::browser_bw::check_map(s, true, what).await;
    }
}

/// Clicks the command `command` on the seat page `s` shows: a discard's
/// numbers typed, a supply trade's resources chosen, else its control.
async fn click(s: &Session, game: &Game, command: &Value, step: usize, shot: &str) {
    match command["type"].as_str().unwrap_or_default() {
        "Discard" => {
            let cards = command["cards"].as_object().expect("a discard's cards");
            for (resource, n) in cards {
                s.script(&format!(
                    "document.querySelector('input[name=\"{resource}\"]').value = '{n}'"
                ))
                .await;
            }
            s.click_through("form:has(input[name=\"act\"][value=\"discard\"]) button[type=submit]")
                .await;
        }
        "MaritimeTrade" | "SupplyTrade" => {
            // Opened as a player opens it, then the two resources chosen.
            let closed = s
                .script("return !document.querySelector('select[name=\"give\"]').closest('details').open")
                .await;
            if closed == json!(true) {
                s.click("details:has(select[name=\"give\"]) > summary")
                    .await;
            }
            let (give, get) = (&command["give"], &command["get"]);
            s.script(&format!(
                "const f = document.querySelector('select[name=\"give\"]').form; \
                 f.querySelector('select[name=\"give\"]').value = {give}; \
                 f.querySelector('select[name=\"get\"]').value = {get};"
            ))
            .await;
            s.click_through("form:has(select[name=\"give\"]) button[type=submit]")
                .await;
        }
        "PlayYearOfPlenty" | "PlayMonopoly" => {
            // The card's panel opened as a player opens it, the resources
            // chosen in its lists, then taken.
            let (act, chosen) = if command["type"] == "PlayMonopoly" {
                ("monopoly", vec![("resource", &command["resource"])])
            } else {
                let r = &command["resources"];
                ("year_of_plenty", vec![("first", &r[0]), ("second", &r[1])])
            };
            let form = format!("form:has(input[name=\"act\"][value=\"{act}\"])");
            let closed = s
                .script(&format!(
                    "return !document.querySelector('{form}').closest('details').open"
                ))
                .await;
            if closed == json!(true) {
                s.click(&format!("details:has({form}) > summary")).await;
            }
            for (name, value) in chosen {
                s.script(&format!(
                    "document.querySelector('{form} select[name=\"{name}\"]').value = {value}"
                ))
                .await;
            }
            let css = format!("{form} button[type=submit]");
            s.click_through(&css).await;
            confirm_if_asked(s, &css, step, shot).await;
        }
        _ => {
            let css = (game.selector)(command);
            s.click_through(&css).await;
            confirm_if_asked(s, &css, step, shot).await;
        }
    }
}

/// Plays `game` in German by clicking on a phone for `steps` steps, or to
/// its end when `None`; returns the steps played and whether it ended.
async fn play_in_german(game: &Game, steps: Option<usize>) -> (usize, bool) {
    let app = TestApp::spawn().await;
    let mut more = game.more.clone();
    more["language"] = json!("de");
    let created: TestGame = app.create_game_with(game.ruleset, game.players, more).await;
    let driver = Driver::start().await;
    let phone = driver
        .session(&format!("de-{}", game.ruleset), Screen::Phone)
        .await;
    let mut traded = (usize::MAX, false);
    let mut planned: Vec<usize> = Vec::new();
    let mut step = 0;
    let ended = loop {
        let status = app.get_json(&format!("/api/games/{}", created.id)).await["status"].clone();
        if status == json!("finished") {
            break true;
        }
        if steps.is_some_and(|n| step >= n) {
            break false;
        }
        let (seat, p) = first_awaited(&app, &created).await;
        let phase = p["phase"]["type"].as_str().unwrap_or_default().to_owned();
        let what = format!("{} step {step}, {phase}", game.ruleset);
        let page = format!("{}/play/{}", app.address, created.tokens[seat]);
        phone.goto(&page).await;
        // The page last looked at, kept when a check below fails.
        phone.shot(0, "latest").await;
        check_german_page(&phone, game, &what).await;
        if step < 40 || step % 50 == 0 {
            phone.shot(step, &phase.to_lowercase()).await;
        }
        // One supply trade a turn: the turn is the version's seat and phase.
        if traded.0 != seat || phase != "Main" {
            traded = (seat, false);
        }
        let legal = p["legal"].as_array().expect("legal").clone();
        let mut command = if game.stand_in {
            let loaded = app.service.load(created.id).await.expect("the game loads");
            let seat = Seat(u8::try_from(seat).expect("a seat"));
            let own = loaded.state.stand_in(seat).expect("the seat may act");
            serde_json::to_value(own).expect("a command as JSON")
        } else {
            chosen(&legal, traded.1, step)
        };
        // A Special Building Phase played live keeps a build as the seat's
        // plan (nothing moves until every asked seat is done): each asked
        // seat plans one build at most, then is done.
        let special = phase == "SpecialBuilding";
        if !special {
            planned.clear();
        } else if planned.contains(&seat) || command["type"] == "EndSpecialBuilding" {
            command = json!({"type": "EndSpecialBuilding"});
        }
        if matches!(
            command["type"].as_str(),
            Some("MaritimeTrade" | "SupplyTrade")
        ) {
            traded.1 = true;
        }
        let version = p["version"].as_u64().expect("version");
        click(&phone, game, &command, step, &phase.to_lowercase()).await;
        if special && command["type"] != "EndSpecialBuilding" {
            planned.push(seat);
            let own = app.play(&created.tokens[seat]).await;
            assert_eq!(
                own["version"].as_u64(),
                Some(version),
                "{what}: a plan moves nothing"
            );
        } else if special {
            // Done: the seat is asked nothing more (the phase may wait for
            // other asked seats, so nothing need have moved yet).
            let own = app.play(&created.tokens[seat]).await;
            let done = own["version"].as_u64() > Some(version)
                || own["legal"].as_array().is_some_and(Vec::is_empty);
            assert!(done, "{what}: the seat is still asked after it was done");
        } else {
            assert_moved(
                &app,
                &created.tokens[seat],
                version,
                &format!("{what}: clicking {command}"),
            )
            .await;
        }
        assert_no_error(&phone, &format!("{what}, after {command}")).await;
        step += 1;
    };
    if ended {
        // The end, on a seat's page and the public page, in German.
        for (n, url) in [
            format!("{}/play/{}", app.address, created.tokens[0]),
            format!("{}/games/{}?lang=de", app.address, created.id),
            format!("{}/games/{}/history?lang=de", app.address, created.id),
        ]
        .iter()
        .enumerate()
        {
            phone.goto(url).await;
            check_german_page(&phone, game, &format!("{} the end, {url}", game.ruleset)).await;
            phone.shot(step + n, "end").await;
        }
    }
    phone.close().await;
    eprintln!(
        "{} in German by clicks on a phone: {step} steps{}",
        game.ruleset,
        if ended { ", to the end" } else { "" }
    );
    (step, ended)
}

fn baden_wuerttemberg() -> Game {
    Game {
        ruleset: "baden-wuerttemberg",
        players: 3,
        more: json!({}),
        selector: crate::browser_bw::selector,
        map: true,
        stand_in: false,
    }
}

fn six_classic() -> Game {
    Game {
        ruleset: "classic",
        players: 6,
        more: json!({"special_building": "live"}),
        selector: crate::browser::selector,
        map: false,
        stand_in: false,
    }
}

/// A classic game of six played to its end: the stand-in chooses, and the
/// Special Building Phase goes by the seats' standing plans (asked live,
/// five seats would click "done" after every turn; the live phase is
/// clicked in the game above).
fn six_classic_to_the_end() -> Game {
    Game {
        more: json!({"special_building": "plans"}),
        stand_in: true,
        ..six_classic()
    }
}

#[tokio::test]
async fn a_german_baden_wuerttemberg_game_is_founded_and_played_by_clicks_on_a_phone() {
    let (steps, _) = play_in_german(&baden_wuerttemberg(), Some(60)).await;
    assert_eq!(steps, 60);
}

#[tokio::test]
async fn a_german_six_player_game_is_set_up_and_played_by_clicks_on_a_phone() {
    let (steps, _) = play_in_german(&six_classic(), Some(90)).await;
    assert_eq!(steps, 90);
}

#[tokio::test]
#[ignore = "a whole game by clicks: minutes"]
async fn a_german_baden_wuerttemberg_game_is_played_by_clicks_to_the_end() {
    let (_, ended) = play_in_german(&baden_wuerttemberg(), Some(5_000)).await;
    assert!(ended, "the game ended");
}

#[tokio::test]
#[ignore = "a whole game by clicks: minutes"]
async fn a_german_six_player_game_is_played_by_clicks_to_the_end() {
    let (_, ended) = play_in_german(&six_classic_to_the_end(), Some(8_000)).await;
    assert!(ended, "the game ended");
}
