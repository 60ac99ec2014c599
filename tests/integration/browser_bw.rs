//! A real browser plays Baden-Württemberg Catan: headless Chromium plays the
//! variable founding of the first town halls and a first turn, then the
//! first turn of a game founded from the building cost cards, only by
//! clicking on the seat pages (a map pick then its confirm form, or a
//! button). It fails when a page shows an error, when a command the API
//! lists as legal has nothing to click, when the 390 px phone layout
//! scrolls sideways or has tap targets under 40 px, and when the map does
//! not read like a map: a name overlapping another name, a yield disc, a
//! piece or a victory field (measured from the SVG's own boxes), the map
//! scrolling inside a box or wider than the phone, higher than a desktop's
//! window, a place to pick under 24 x 24 px on the phone or covered by
//! another, or a confirm step that does not show the place it asks about.
//! Every step is photographed at both sizes into
//! `target/test-output/browser/bw-*.png`. On the phone, a pick step's
//! close-ups below the map show every place to pick with names of 11 px
//! and more and targets of 24 px and more, and lead to its confirm step.

use crate::app::{TestApp, TestGame};
use crate::browser::{
    assert_moved, assert_no_error, confirm_if_asked, first_awaited, look_on_phone, Driver, Screen,
    Session,
};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use uuid::Uuid;

/// The element a legal Baden-Württemberg command is reached by.
pub(crate) fn selector(command: &Value) -> String {
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

/// Every name on the map that overlaps another name, a yield disc, a
/// crossing's piece, the inventor or a victory field, by the SVG's own
/// boxes (`getBBox`), with the number of names measured.
const OVERLAPS: &str = "\
    const svg = document.querySelector('svg.bw-board:not(.bw-closeup)'); \
    const box = e => { const b = e.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height]; }; \
    const over = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]; \
    const labels = [...svg.querySelectorAll('.labels text')].map(e => [e.textContent, box(e)]); \
    const others = [...svg.querySelectorAll('.token, .town-dot, .lm-shape, .free-dot, .crossing .piece, .inventor, .victory-field rect')] \
      .map(e => [(e.closest('g') && e.closest('g').querySelector('title') || e).textContent, box(e)]); \
    const out = []; \
    labels.forEach((a, i) => { \
      labels.slice(i + 1).forEach(b => { if (over(a[1], b[1])) out.push(a[0] + ' / ' + b[0]); }); \
      others.forEach(b => { if (over(a[1], b[1])) out.push(a[0] + ' / ' + b[0]); }); }); \
    return [labels.length, out];";

/// The map's place in the page: whether it scrolls inside a box, its
/// width and height, and the window's.
const MAP_BOX: &str = "\
    const svg = document.querySelector('svg.bw-board:not(.bw-closeup)'); \
    let inner = false; \
    for (let e = svg.parentElement; e; e = e.parentElement) { \
      const o = getComputedStyle(e); \
      if (['auto', 'scroll'].includes(o.overflowX) || ['auto', 'scroll'].includes(o.overflowY)) inner = e !== document.documentElement && e !== document.body; } \
    const r = svg.getBoundingClientRect(); \
    return [inner, r.left, r.right, r.height, window.innerWidth, window.innerHeight];";

/// The places to pick whose middle, tapped, reaches another place or none.
const COVERED: &str = "\
    const bad = []; \
    for (const a of document.querySelectorAll('svg.bw-board a.spot')) { \
      const mark = a.querySelector('.hit') || a.querySelector('.ring'); \
      mark.scrollIntoView({block: 'center', inline: 'center'}); \
      const r = mark.getBoundingClientRect(); \
      const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
      if (!el || el.closest('a') !== a) bad.push(a.dataset.pick + ' under ' + (el ? (el.closest('[data-pick]') ? el.closest('[data-pick]').dataset.pick : el.tagName + '.' + el.getAttribute('class')) : 'nothing')); } \
    window.scrollTo(0, 0); \
    return bad;";

/// Checks that the map on `s` reads like a map: no name overlaps, the
/// whole map in the page (`phone`: as wide as the screen at most, with no
/// box to scroll inside; else: no higher than the window), every place to
/// pick reachable at its middle. Returns the number of names.
pub(crate) async fn check_map(s: &Session, phone: bool, what: &str) -> u64 {
    let measured = s.script(OVERLAPS).await;
    assert_eq!(measured[1], json!([]), "{what}: names overlap on the map");
    let place = s.script(MAP_BOX).await;
    let n = |i: usize| place[i].as_f64().unwrap();
    assert_eq!(
        place[0],
        json!(false),
        "{what}: the map scrolls inside a box"
    );
    if phone {
        assert!(
            n(1) >= 0.0 && n(2) <= n(4),
            "{what}: the map is not within the phone's width: {place}"
        );
    } else {
        assert!(
            n(3) <= n(5),
            "{what}: the map is higher than the window: {place}"
        );
    }
    assert_eq!(
        s.script(COVERED).await,
        json!([]),
        "{what}: places to pick covered by others"
    );
    measured[0].as_u64().unwrap()
}

/// Checks that the confirm step on `s` shows the picked place: a close-up
/// of the map with the place marked inside it, on the first screen.
async fn check_closeup(s: &Session, what: &str) {
    let seen = s
        .script(
            "const z = document.querySelector('#confirm svg.bw-closeup'); \
             if (!z) return 'no close-up'; \
             const m = z.querySelector('.picked .ring'); \
             if (!m) return 'no marked place'; \
             const a = z.getBoundingClientRect(), b = m.getBoundingClientRect(); \
             const inside = b.left >= a.left && b.right <= a.right && b.top >= a.top && b.bottom <= a.bottom; \
             const onscreen = a.top >= 0 && a.bottom <= window.innerHeight; \
             return inside && onscreen ? 'ok' : `place at ${[b.left, b.top, b.right, b.bottom]} in ${[a.left, a.top, a.right, a.bottom]}, window ${window.innerHeight}`;",
        )
        .await;
    assert_eq!(
        seen,
        json!("ok"),
        "{what}: the confirm step does not show the place"
    );
}

/// The close-ups of a pick step, measured on the screen: their number, the
/// places to pick on the whole map that no close-up shows (its target's
/// middle inside it), the smallest target (CSS px, the shorter side of
/// what the close-up shows of it; a place at the map's edge is cut there
/// on the whole map too), the smallest name (computed
/// font size times the close-up's scale), the page's width, and the first
/// place to pick in a close-up.
const PARTS: &str = "\
    const parts = [...document.querySelectorAll('svg.bw-part')]; \
    const whole = document.querySelector('svg.bw-board:not(.bw-part):not(.bw-closeup)'); \
    const picks = [...whole.querySelectorAll('a[data-pick]')].map(a => a.dataset.pick); \
    const shown = new Set(); let target = 1e9, font = 1e9, first = null; \
    for (const svg of parts) { \
      const box = svg.getBoundingClientRect(); \
      const scale = box.width / svg.viewBox.baseVal.width; \
      for (const t of svg.querySelectorAll('.labels text')) \
        font = Math.min(font, parseFloat(getComputedStyle(t).fontSize) * scale); \
      for (const a of svg.querySelectorAll('a.spot')) { \
        const m = (a.querySelector('.hit') || a.querySelector('.ring')).getBoundingClientRect(); \
        const w = Math.min(m.right, box.right) - Math.max(m.left, box.left); \
        const h = Math.min(m.bottom, box.bottom) - Math.max(m.top, box.top); \
        target = Math.min(target, w, h); \
        const x = (m.left + m.right) / 2, y = (m.top + m.bottom) / 2; \
        if (x > box.left && x < box.right && y > box.top && y < box.bottom) { \
          shown.add(a.dataset.pick); if (!first) first = a.dataset.pick; } } } \
    return [parts.length, picks.filter(p => !shown.has(p)), target, font, \
      document.documentElement.scrollWidth, first];";

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
        let (seat, p) = first_awaited(app, game).await;
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
        check_map(s, false, &format!("{label} step {step} at 1280 px")).await;
        smallest_spot = smallest_spot.min(look_on_phone(phone, &page, step, &what).await);
        let names = check_map(phone, true, &format!("{label} step {step} at 390 px")).await;
        assert!(names > 80, "{label} step {step}: {names} names on the map");
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
        if css.starts_with("a[data-pick") {
            check_closeup(s, &format!("{label} step {step} at 1280 px")).await;
            phone.goto(&s.url().await).await;
            check_closeup(phone, &format!("{label} step {step} at 390 px")).await;
            phone.shot(step, &format!("{what}-confirm")).await;
        }
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
    check_map(&s, false, "the public page at 1280 px").await;
    look_on_phone(&phone, &public, phases.len(), "public").await;
    check_map(&phone, true, "the public page at 390 px").await;

    let smallest = smallest.min(smallest_dealt);
    eprintln!("smallest map target at 390 px: {smallest:.1} px");
    assert!(
        smallest >= 24.0,
        "a place to pick is {smallest:.1} px across at 390 px"
    );
    s.close().await;
    phone.close().await;
}

#[tokio::test]
async fn a_pick_step_on_a_phone_shows_every_place_to_pick_close_up_with_names_of_11_px() {
    let app = TestApp::spawn().await;
    let game = create_with_variable_founding(&app).await;
    let driver = Driver::start().await;
    let phone = driver.session("bw-parts", Screen::Phone).await;
    // The first founding step: every free town field may be picked.
    let (seat, p) = first_awaited(&app, &game).await;
    assert_eq!(p["phase"]["type"], "Found");
    let version = p["version"].as_u64().unwrap();
    let page = format!("{}/play/{}", app.address, game.tokens[seat]);
    look_on_phone(&phone, &page, 0, "parts").await;
    let m = phone.script(PARTS).await;
    eprintln!("close-ups on the phone: {m}");
    let n = |i: usize| m[i].as_f64().unwrap();
    assert!(n(0) >= 1.0, "no close-up below the map: {m}");
    assert_eq!(m[1], json!([]), "places to pick in no close-up");
    assert!(n(2) >= 24.0, "a target in a close-up is {} px", n(2));
    assert!(n(3) >= 11.0, "a name in a close-up is {} px", n(3));
    assert!(n(4) <= 390.0, "the page scrolls sideways: {} px", n(4));
    // A place tapped in a close-up opens its confirm step, which builds it.
    let pick = m[5].as_str().expect("a place to pick in a close-up");
    let css = format!("svg.bw-part a[data-pick=\"{pick}\"]");
    phone.click_through(&css).await;
    assert!(phone.url().await.contains(&format!("pick={pick}")));
    check_closeup(&phone, "a pick from a close-up").await;
    confirm_if_asked(&phone, "a[data-pick", 1, "parts").await;
    assert_moved(
        &app,
        &game.tokens[seat],
        version,
        "confirming a close-up's pick",
    )
    .await;
    assert_no_error(&phone, "after the close-up's pick").await;
    phone.close().await;
}
