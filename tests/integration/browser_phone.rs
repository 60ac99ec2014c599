//! A typical classic turn played on a phone (390 x 844): roll, one trade
//! with another player (offered, accepted on the partner's page, confirmed),
//! one road built (a board pick and its confirm) and the turn ended, all by
//! clicking. The setup is played through the API on a game with a fixed
//! seed, so the dice and the turn played are the same every run. The partner must see the
//! offer's terms with Accept and Decline, and the offerer the acceptance
//! with its "Trade with" button, as their pages open: at the top, without
//! scrolling. It counts the clicks the turn takes and the scrolls needed to
//! reach what is clicked, prints them, and photographs every step into
//! `target/test-output/browser/turn-phone-*`.
//!
//! And for each seed ruleset, a turn in which a build is affordable: the
//! build is listed in the turn box in the first screen, its entry leads to
//! its place on the board, and an upgrade spot is a ring around the
//! settlement, unlike a road spot's white dot (`build-phone-*`).

use crate::app::{TestApp, TestGame};
use crate::browser::{
    assert_moved, assert_no_error, check_phone_layout, confirm_if_asked, Driver, Screen, Session,
};
use crate::pages::{seed_game, seed_game_of, simulated};
use serde_json::{json, Value};
use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
use slowcatan::rules::frenemies::FrenemiesRules;
use slowcatan::rules::oil_springs::OilSpringsRules;
use slowcatan::rules::{AnyEvent, AnyState, Ruleset, Seat};
use slowcatan::simulate::{play, Checks};

/// The simulated game whose board the test plays on.
const SEED: u64 = 1;

const RESOURCES: [&str; 5] = ["brick", "lumber", "wool", "grain", "ore"];
const NAMES: [&str; 3] = ["Anna", "Bert", "Cleo"];

/// The cards of each resource in a seat's hand, as the API shows them.
fn hand(p: &Value) -> [u64; 5] {
    RESOURCES.map(|r| p["view"]["private"][0]["hand"][r].as_u64().unwrap_or(0))
}

/// A trade after which the seat holds a brick and a lumber: what it gives,
/// what it wants and to whom, if its hand and the others' allow one.
fn trade_for_a_road(mine: [u64; 5], others: &[(usize, [u64; 5])]) -> Option<(usize, usize, usize)> {
    let (brick, lumber) = (0, 1);
    let needed = |r: usize, left: &[u64; 5]| (r == brick || r == lumber) && left[r] <= 1;
    for (to, theirs) in others {
        for want in 0..5 {
            if theirs[want] == 0 {
                continue;
            }
            for give in (0..5).filter(|&g| g != want && mine[g] > 0 && !needed(g, &mine)) {
                let mut after = mine;
                after[give] -= 1;
                after[want] += 1;
                if after[brick] > 0 && after[lumber] > 0 {
                    return Some((give, want, *to));
                }
            }
        }
    }
    None
}

/// Plays through the API up to the next roll, then rolls on the phone;
/// returns the seat whose turn it is if the roll was no 7.
async fn a_turn_to_play(app: &TestApp, game: &TestGame, phone: &Session) -> Option<usize> {
    while app.play(&game.tokens[0]).await["phase"]["type"] != "Roll" {
        app.play_first_legal(game).await;
    }
    let seat = app.play(&game.tokens[0]).await["phase"]["seat"]
        .as_u64()
        .unwrap() as usize;
    let token = &game.tokens[seat];
    let version = app.play(token).await["version"].as_u64().unwrap();
    phone.goto(&format!("{}/play/{token}", app.address)).await;
    phone.shot(0, "roll").await;
    phone
        .click_through("button[name=\"act\"][value=\"roll\"]")
        .await;
    assert_moved(app, token, version, "rolling").await;
    let p = app.play(token).await;
    (p["phase"]["type"] == "Main").then_some(seat)
}

#[tokio::test]
async fn a_typical_turn_on_a_phone_takes_few_clicks_and_scrolls() {
    let app = TestApp::spawn().await;
    let driver = Driver::start().await;
    let phone = driver.session("turn", Screen::Phone).await;
    let page = |token: &str| format!("{}/play/{token}", app.address);

    // Arrange: a turn whose roll is no 7 and whose hands allow a trade that
    // pays for a road. The game is written with a fixed secret seed and a
    // fixed board (a simulated game's first event), and the setup is played
    // by the first legal commands, so every run rolls the same dice and
    // finds the same turn.
    let game = seed_game(&app, &simulated(SEED)[..1]).await;
    let mut found = None;
    for _ in 0..30 {
        let before = phone.counts();
        let Some(me) = a_turn_to_play(&app, &game, &phone).await else {
            continue;
        };
        let mine = hand(&app.play(&game.tokens[me]).await);
        let mut others = Vec::new();
        for seat in (0..3).filter(|&s| s != me) {
            others.push((seat, hand(&app.play(&game.tokens[seat]).await)));
        }
        if let Some(trade) = trade_for_a_road(mine, &others) {
            found = Some((me, mine, trade, before));
            break;
        }
    }
    let (me, mine, (give_i, want_i, to), before) =
        found.expect("with this seed, a turn without a 7 that can trade for a road");
    let (give, want) = (RESOURCES[give_i], RESOURCES[want_i]);
    let my_token = &game.tokens[me];
    let start = phone.counts();
    let scrolled_before = phone.scrolled_to().len() - (start.1 - before.1) as usize;
    let rolled = (start.0 - before.0, start.1 - before.1);

    // Act: offer, accept, confirm, build, end; photograph every step.
    phone.goto(&page(my_token)).await;
    assert_no_error(&phone, "after the roll").await;
    check_phone_layout(&phone).await;
    phone.shot(1, "rolled").await;
    let version = app.play(my_token).await["version"].as_u64().unwrap();
    phone
        .click("details:has(input[name=\"act\"][value=\"offer\"]) > summary")
        .await;
    phone
        .type_into(&format!("input[name=\"give_{give}\"]"), "1")
        .await;
    phone
        .type_into(&format!("input[name=\"want_{want}\"]"), "1")
        .await;
    phone.shot(2, "offer-form").await;
    phone
        .click_through("form:has(input[name=\"act\"][value=\"offer\"]) button[type=\"submit\"]")
        .await;
    assert_moved(&app, my_token, version, "offering").await;
    assert_no_error(&phone, "after offering").await;
    phone.shot(3, "offered").await;
    let offerer = phone.counts();

    // The partner opens their page (from the offer's email) and accepts.
    let their_token = &game.tokens[to];
    let version = app.play(their_token).await["version"].as_u64().unwrap();
    phone.goto(&page(their_token)).await;
    assert_no_error(&phone, "the partner's page").await;
    check_phone_layout(&phone).await;
    phone.shot(4, "offer-received").await;
    // What the partner must see at once: the terms and the answers.
    let offer = "article.offer:has(button[name=\"act\"][value=\"accept\"])";
    let terms = format!("{} offers you 1 {give} for 1 {want}.", NAMES[me]);
    let text = phone.text(offer).await;
    assert!(text.contains(&terms), "the offer reads {terms:?}: {text:?}");
    phone
        .assert_seen_without_scrolling(offer, "the offer's terms")
        .await;
    for answer in ["accept", "reject"] {
        let button = format!("{offer} button[name=\"act\"][value=\"{answer}\"]");
        phone
            .assert_seen_without_scrolling(&button, &format!("the offer's {answer} button"))
            .await;
    }
    phone
        .click_through("button[name=\"act\"][value=\"accept\"]")
        .await;
    assert_moved(&app, their_token, version, "accepting").await;
    assert_no_error(&phone, "after accepting").await;
    phone.shot(5, "accepted").await;
    let partner = phone.counts();

    // The offerer opens their page (from the acceptance's email) and
    // trades, builds a road and ends the turn.
    let version = app.play(my_token).await["version"].as_u64().unwrap();
    phone.goto(&page(my_token)).await;
    assert_no_error(&phone, "the acceptance").await;
    phone.shot(6, "acceptance").await;
    // What the offerer must see at once: the acceptance and its button.
    let trade = format!("button[name=\"with\"][value=\"{to}\"]");
    let accepted = format!("article.offer:has({trade})");
    let text = phone.text(&accepted).await;
    let accepts = format!("{} accepts", NAMES[to]);
    assert!(
        text.contains(&accepts),
        "the offer reads {accepts:?}: {text:?}"
    );
    let label = phone.text(&trade).await;
    assert_eq!(
        label,
        format!("Trade with {}", NAMES[to]),
        "the confirm button"
    );
    phone
        .assert_seen_without_scrolling(&accepted, "the acceptance")
        .await;
    phone
        .assert_seen_without_scrolling(&trade, "the Trade with button")
        .await;
    phone.click_through(&trade).await;
    assert_moved(&app, my_token, version, "confirming the trade").await;
    assert_no_error(&phone, "after the trade").await;
    phone.shot(7, "traded").await;
    let p = app.play(my_token).await;
    let road = p["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == "BuildRoad")
        .unwrap_or_else(|| panic!("a road is affordable after the trade: {}", p["legal"]))
        .clone();
    let version = p["version"].as_u64().unwrap();
    phone
        .click_through(&format!("a[data-pick=\"road-{}\"]", road["edge"]))
        .await;
    phone.shot(8, "road-picked").await;
    phone.click_through("#confirm button[type=submit]").await;
    assert_moved(&app, my_token, version, "building a road").await;
    assert_no_error(&phone, "after the road").await;
    phone.shot(9, "road-built").await;
    let version = app.play(my_token).await["version"].as_u64().unwrap();
    phone
        .click_through("button[name=\"act\"][value=\"end_turn\"]")
        .await;
    // Ending the turn may ask to be confirmed.
    confirm_if_asked(&phone, "end_turn", 10, "end").await;
    assert_moved(&app, my_token, version, "ending the turn").await;
    assert_no_error(&phone, "after the turn").await;
    phone.shot(11, "ended").await;
    let end = phone.counts();

    // Assert: the turn happened, and say what it took.
    let p = app.play(my_token).await;
    assert_ne!(p["phase"]["seat"], json!(me), "the turn passed on");
    let mut expected = mine;
    expected[give_i] -= 1;
    expected[want_i] += 1;
    expected[0] -= 1; // the road's brick
    expected[1] -= 1; // and lumber
    assert_eq!(
        hand(&p),
        expected,
        "traded 1 {give} for 1 {want}, then paid a road"
    );
    let offerer_part = (
        rolled.0 + offerer.0 - start.0 + end.0 - partner.0,
        rolled.1 + offerer.1 - start.1 + end.1 - partner.1,
    );
    let partner_part = (partner.0 - offerer.0, partner.1 - offerer.1);
    let total = (
        offerer_part.0 + partner_part.0,
        offerer_part.1 + partner_part.1,
    );
    eprintln!(
        "a typical turn at 390x844 (roll, one trade, one road, end): {} clicks, {} scrolls \
         (the player: {} clicks, {} scrolls; the partner: {} clicks, {} scrolls)",
        total.0, total.1, offerer_part.0, offerer_part.1, partner_part.0, partner_part.1
    );
    eprintln!("scrolled to: {:?}", &phone.scrolled_to()[scrolled_before..]);
    phone.close().await;
}

/// A simulated 3-player game's events as events of any ruleset.
pub(crate) fn simulated_any<R: slowcatan::rules::contract::Rules>(seed: u64) -> Vec<AnyEvent>
where
    AnyEvent: From<R::Event>,
{
    play::<R>(seed, 3, Checks::None)
        .expect("a simulated game")
        .events
        .into_iter()
        .map(AnyEvent::from)
        .collect()
}

/// The first moment in `events` at which a seat may make a move of the
/// command type `kind`: how many events lead there, and the seat.
pub(crate) fn first_moment(ruleset: Ruleset, events: &[AnyEvent], kind: &str) -> (usize, usize) {
    let mut state = AnyState::fold(ruleset, &events[..1]).unwrap();
    for n in 2..=events.len() {
        state.evolve(&events[n - 1]);
        for seat in 0..3u8 {
            let legal = state.legal_commands(Seat(seat));
            if legal
                .iter()
                .any(|c| serde_json::to_value(c).unwrap()["type"] == kind)
            {
                return (n, usize::from(seat));
            }
        }
    }
    panic!("no moment with {kind} legal");
}

/// Opens the seat page of the first moment `kind` is legal in `events` on
/// the phone: the move named `label` must be listed in the first screen,
/// and its entry must lead to its place on the board.
async fn a_build_in_the_first_screen(
    app: &crate::app::TestApp,
    phone: &Session,
    ruleset: Ruleset,
    events: &[AnyEvent],
    (kind, label): (&str, &str),
    step: usize,
) {
    let (n, seat) = first_moment(ruleset, events, kind);
    let game = seed_game_of(app, ruleset, 3, &events[..n]).await;
    let page = format!("{}/play/{}", app.address, game.tokens[seat]);
    let what = ruleset.name();
    phone.goto(&page).await;
    assert_no_error(phone, what).await;
    check_phone_layout(phone).await;
    phone.shot(step, what).await;
    let moves = phone.text(".board-moves").await;
    assert!(
        moves.contains(label),
        "{what}: the turn box lists {label:?}: {moves:?}"
    );
    let entry = phone
        .script(&format!(
            "const a = Array.from(document.querySelectorAll('.board-moves a'))\
             .find(a => a.textContent.startsWith({label:?}));\
             a.id = 'the-build'; return a.getAttribute('href')"
        ))
        .await;
    phone
        .assert_seen_without_scrolling("#the-build", &format!("{what}: {label}"))
        .await;
    let href = entry.as_str().unwrap().to_owned();
    if href.starts_with('#') {
        // Several places: the entry scrolls to the board, where they are marked.
        phone.click("#the-build").await;
        let top = phone
            .script("return document.getElementById('board').getBoundingClientRect().top")
            .await;
        assert!(
            top.as_f64().unwrap().abs() < 2.0,
            "{what}: the board is at the top after the tap: {top}"
        );
    } else {
        // One place: the entry opens its confirm step.
        phone.click_through("#the-build").await;
        assert_no_error(phone, &format!("{what}, confirm")).await;
        phone.wait_for("#confirm").await;
    }
    phone.shot(step + 1, &format!("{what}-tapped")).await;
}

#[tokio::test]
async fn an_affordable_build_is_in_the_phone_turn_box_and_leads_to_its_place() {
    let app = crate::app::TestApp::spawn().await;
    let driver = Driver::start().await;
    let phone = driver.session("build", Screen::Phone).await;
    let classic: Vec<AnyEvent> = simulated(SEED).into_iter().map(AnyEvent::from).collect();
    let city = ("BuildCity", "Build a city");
    a_build_in_the_first_screen(&app, &phone, Ruleset::Classic, &classic, city, 0).await;

    // The upgrade spot rings the settlement and leaves it seen; a road spot
    // is a filled white dot.
    let (n, seat) = first_moment(Ruleset::Classic, &classic, "BuildCity");
    let game = seed_game_of(&app, Ruleset::Classic, 3, &classic[..n]).await;
    phone
        .goto(&format!("{}/play/{}", app.address, game.tokens[seat]))
        .await;
    let look = phone
        .script(
            "const fill = css => { const e = document.querySelector(css); \
             return e && getComputedStyle(e).fill; }; \
             return [fill('.spot-upgrade .ring'), fill('.spot-upgrade .hit') && \
             getComputedStyle(document.querySelector('.spot-upgrade .hit')).fillOpacity, \
             fill('.spot-node:not(.spot-upgrade) .ring, .spot-edge .ring'), \
             document.querySelector('.board-wrap figcaption').textContent]",
        )
        .await;
    assert_eq!(look[0], "none", "the upgrade ring is not filled: {look}");
    assert_eq!(look[1], "0", "the upgrade's tap target is clear: {look}");
    if !look[2].is_null() {
        assert_eq!(look[2], "rgb(255, 255, 255)", "a road spot is a white dot");
    }
    assert!(
        look[3].as_str().unwrap().contains("upgrade is circled"),
        "the caption says what a ring is: {look}"
    );
    let smallest = check_phone_layout(&phone).await;
    assert!(smallest >= 24.0, "board targets of {smallest} px");
    phone
        .script("document.querySelector('.spot-upgrade').scrollIntoView({block: 'center'})")
        .await;
    phone.shot(2, "upgrade-spot").await;
    // Picked, it is still a ring: the settlement stays in sight.
    phone.click_through("a.spot-upgrade").await;
    phone.wait_for("#confirm").await;
    let picked = phone
        .script(
            "const e = css => getComputedStyle(document.querySelector(css)); \
             return [e('.spot-upgrade.picked .ring').fill, e('.spot-upgrade.picked .hit').fillOpacity]",
        )
        .await;
    assert_eq!(picked, json!(["none", "0"]), "the picked upgrade spot");
    phone
        .script("document.querySelector('.spot-upgrade.picked').scrollIntoView({block: 'center'})")
        .await;
    phone.shot(2, "upgrade-picked").await;

    let frenemies = simulated_any::<FrenemiesRules>(SEED);
    a_build_in_the_first_screen(&app, &phone, Ruleset::Frenemies, &frenemies, city, 3).await;
    let oil = simulated_any::<OilSpringsRules>(SEED);
    a_build_in_the_first_screen(&app, &phone, Ruleset::OilSprings, &oil, city, 5).await;
    let bw = simulated_any::<BadenWuerttemberg>(SEED);
    let hall = ("BuildTownHall", "Build a town hall");
    a_build_in_the_first_screen(&app, &phone, Ruleset::BadenWuerttemberg, &bw, hall, 7).await;
    phone.close().await;
}
