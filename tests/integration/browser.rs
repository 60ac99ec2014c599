//! A real browser plays: headless Chromium, driven by chromedriver through
//! the fantoccini WebDriver client, plays the setup round of a 3-player game
//! and a first turn only by clicking on the seat pages. It fails when a page
//! shows an error or when a legal command listed by the API has nothing to
//! click. Every step is photographed at desktop size and at phone size
//! (390 x 844) into `target/test-output/browser/`, named by test and step.
//! The driver, the sessions (which count clicks and the scrolls needed to
//! reach what is clicked) and the page checks are shared with each
//! ruleset's own browser test and with the phone turn test.
//!
//! Chromium and chromedriver are Debian's `chromium` and `chromium-driver`
//! (`.ci/run` installs them); without them the test fails with a message.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::{TestApp, TestGame};
use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{json, Value};
use std::cell::{Cell, RefCell};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// How long an element or a page may take to appear.
const WAIT: Duration = Duration::from_secs(10);

/// A chromedriver process, killed on drop.
pub(crate) struct Driver {
    child: Child,
    url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The two screens the tests look through.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Screen {
    /// A 1280 x 900 viewport.
    Desktop,
    /// A 390 x 844 phone viewport (mobile layout, touch).
    Phone,
}

impl Driver {
    pub(crate) async fn start() -> Driver {
        for bin in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(bin).exists(),
                "{bin} is missing: install Debian's chromium and chromium-driver \
                 (tools/test installs them)"
            );
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        // Ready once it accepts connections.
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        driver
    }

    /// A browser of its own (profile, window) for `test`, whose screenshots
    /// are named `<test>-<step>-<what>.png` (`<test>-phone-…` on a phone).
    pub(crate) async fn session(&self, test: &str, screen: Screen) -> Session {
        let name = match screen {
            Screen::Desktop => test.to_owned(),
            Screen::Phone => format!("{test}-phone"),
        };
        let profile = std::env::temp_dir().join(format!(
            "slowcatan-chromium-{name}-{}",
            uuid::Uuid::new_v4()
        ));
        let mut options = json!({
            "binary": CHROMIUM,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--window-size=1280,900",
                format!("--user-data-dir={}", profile.display()),
            ],
        });
        if screen == Screen::Phone {
            options["mobileEmulation"] = json!({"deviceMetrics": {
                "width": 390, "height": 844, "pixelRatio": 1.0, "mobile": true, "touch": true}});
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("chrome"));
        caps.insert("goog:chromeOptions".into(), options);
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(caps)
            .connect(&self.url)
            .await
            .unwrap_or_else(|e| panic!("no WebDriver session: {e}"));
        let session = Session {
            client,
            profile,
            name,
            clicks: Cell::new(0),
            scrolls: Cell::new(0),
            scrolled_to: RefCell::new(Vec::new()),
        };
        session.clear_shots();
        match screen {
            Screen::Desktop => session.size(1280, 900).await,
            Screen::Phone => {
                // A page laid out for phones, as the app's pages are.
                session
                    .goto("data:text/html,<meta name=viewport content='width=device-width'>")
                    .await;
                let size = session
                    .script("return [window.innerWidth, window.innerHeight]")
                    .await;
                assert_eq!(size, json!([390, 844]), "the phone viewport");
            }
        }
        session
    }
}

/// A WebDriver session that counts the clicks it makes and the scrolls
/// they needed.
pub(crate) struct Session {
    client: Client,
    profile: PathBuf,
    name: String,
    clicks: Cell<u32>,
    scrolls: Cell<u32>,
    scrolled_to: RefCell<Vec<String>>,
}

impl Session {
    pub(crate) async fn goto(&self, url: &str) {
        self.client
            .goto(url)
            .await
            .unwrap_or_else(|e| panic!("WebDriver goto {url}: {e}"));
    }

    pub(crate) async fn find_all(&self, css: &str) -> Vec<Element> {
        self.client
            .find_all(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("WebDriver elements {css}: {e}"))
    }

    /// The first element `css` selects, once it is there.
    pub(crate) async fn wait_for(&self, css: &str) -> Element {
        self.client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("nothing to click for {css}: {e}"))
    }

    /// Whether the element lies wholly inside the viewport.
    async fn in_view(&self, el: &Element) -> bool {
        self.client
            .execute(
                "const r = arguments[0].getBoundingClientRect();\
                 return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight \
                 && r.right <= window.innerWidth",
                vec![serde_json::to_value(el).unwrap()],
            )
            .await
            .unwrap()
            == json!(true)
    }

    /// Clicks what `css` selects, once it is there; an element outside the
    /// viewport is first scrolled to, and that counts as a scroll.
    pub(crate) async fn click(&self, css: &str) {
        let el = self.wait_for(css).await;
        if !self.in_view(&el).await {
            self.client
                .execute(
                    "arguments[0].scrollIntoView({block: 'center'})",
                    vec![serde_json::to_value(&el).unwrap()],
                )
                .await
                .unwrap();
            self.scrolls.set(self.scrolls.get() + 1);
            self.scrolled_to.borrow_mut().push(css.to_owned());
        }
        el.click()
            .await
            .unwrap_or_else(|e| panic!("WebDriver click {css}: {e}"));
        self.clicks.set(self.clicks.get() + 1);
    }

    /// Clicks what `css` selects and waits for the page it leads to.
    pub(crate) async fn click_through(&self, css: &str) {
        self.script("window.slowcatanLeaving = true").await;
        self.click(css).await;
        self.client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css("body"))
            .await
            .unwrap();
        let deadline = Instant::now() + WAIT;
        loop {
            let arrived = self
                .client
                .execute(
                    "return window.slowcatanLeaving === undefined && document.readyState === 'complete'",
                    vec![],
                )
                .await;
            if matches!(arrived, Ok(v) if v == json!(true)) {
                return;
            }
            assert!(Instant::now() < deadline, "clicking {css} led nowhere");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Clicks what `css` selects inside the frame `frame` selects, and
    /// follows the window to the page the click opens there.
    pub(crate) async fn click_through_frame(&self, frame: &str, css: &str) {
        self.script("window.slowcatanLeaving = true").await;
        let window = self.client.window().await.unwrap();
        let frame_el = self.wait_for(frame).await;
        frame_el
            .enter_frame()
            .await
            .unwrap_or_else(|e| panic!("WebDriver frame {frame}: {e}"));
        self.click(css).await;
        self.client.switch_to_window(window).await.unwrap();
        let deadline = Instant::now() + WAIT;
        loop {
            let arrived = self
                .client
                .execute(
                    "return window.slowcatanLeaving === undefined && document.readyState === 'complete'",
                    vec![],
                )
                .await;
            if matches!(arrived, Ok(v) if v == json!(true)) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "clicking {css} in {frame} led nowhere"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The path of the page the session is on.
    pub(crate) async fn path(&self) -> String {
        self.client.current_url().await.unwrap().path().to_owned()
    }

    /// The address of the page the session is on.
    pub(crate) async fn url(&self) -> String {
        self.client.current_url().await.unwrap().to_string()
    }

    /// Taps a field (a click, maybe a scroll) and types `text` into it.
    pub(crate) async fn type_into(&self, css: &str, text: &str) {
        self.click(css).await;
        let el = self.wait_for(css).await;
        el.clear().await.unwrap();
        el.send_keys(text).await.unwrap();
    }

    /// The clicks made and the scrolls they needed so far.
    pub(crate) fn counts(&self) -> (u32, u32) {
        (self.clicks.get(), self.scrolls.get())
    }

    /// What the clicks so far had to scroll to, in order.
    pub(crate) fn scrolled_to(&self) -> Vec<String> {
        self.scrolled_to.borrow().clone()
    }

    pub(crate) async fn source(&self) -> String {
        self.client.source().await.unwrap()
    }

    pub(crate) async fn script(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .unwrap_or_else(|e| panic!("WebDriver script {script}: {e}"))
    }

    /// Sizes the window so that the viewport is `width` x `height`.
    async fn size(&self, width: u32, height: u32) {
        self.client.set_window_size(width, height).await.unwrap();
        let chrome = self
            .script("return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight]")
            .await;
        let extra = |i: usize| chrome[i].as_u64().unwrap_or(0) as u32;
        self.client
            .set_window_size(width + extra(0), height + extra(1))
            .await
            .unwrap();
    }

    /// Asserts that what `css` selects is seen without scrolling: the page
    /// is at its top and the element lies wholly in the viewport.
    pub(crate) async fn assert_seen_without_scrolling(&self, css: &str, what: &str) {
        let el = self.wait_for(css).await;
        let top = self.script("return window.scrollY").await;
        assert_eq!(top, json!(0), "{what}: the page opens at its top");
        let rect = self
            .client
            .execute(
                "const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]",
                vec![serde_json::to_value(&el).unwrap()],
            )
            .await
            .unwrap();
        assert!(
            self.in_view(&el).await,
            "{what} is not in the first screen ({css}: top and bottom at {rect}, \
             the viewport is {} px high)",
            self.script("return window.innerHeight").await
        );
    }

    /// The text of the first element `css` selects, once it is there.
    pub(crate) async fn text(&self, css: &str) -> String {
        self.wait_for(css).await.text().await.unwrap()
    }

    /// Saves a screenshot as `<test>-<step>-<what>.png`.
    pub(crate) async fn shot(&self, step: usize, what: &str) {
        let png = self.client.screenshot().await.unwrap();
        let file = output_dir().join(format!("{}-{step:02}-{what}.png", self.name));
        std::fs::write(file, png).unwrap();
    }

    /// Removes this test's screenshots of an earlier run.
    fn clear_shots(&self) {
        let prefix = format!("{}-", self.name);
        for entry in std::fs::read_dir(output_dir()).unwrap().flatten() {
            let file = entry.file_name();
            let file = file.to_string_lossy();
            let rest = file.strip_prefix(&prefix);
            if rest.is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit())) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    pub(crate) async fn close(self) {
        self.client.close().await.unwrap();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

pub(crate) fn output_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The first seat with a legal command, and its `/api/play` answer: the
/// seat whose page a browser test clicks next.
pub(crate) async fn first_awaited(app: &TestApp, game: &TestGame) -> (usize, Value) {
    for (seat, token) in game.tokens.iter().enumerate() {
        let p = app.play(token).await;
        if !p["legal"].as_array().unwrap().is_empty() {
            return (seat, p);
        }
    }
    panic!("someone has a legal command");
}

/// Loads `page` on the phone, checks its layout there and photographs it;
/// returns the smallest board target's size in px.
pub(crate) async fn look_on_phone(phone: &Session, page: &str, step: usize, what: &str) -> f64 {
    phone.goto(page).await;
    assert_no_error(phone, &format!("step {step} on the phone")).await;
    let smallest = check_phone_layout(phone).await;
    phone.shot(step, what).await;
    smallest
}

/// The element a legal command is reached by.
pub(crate) fn selector(command: &Value) -> String {
    let act = |a: &str| format!("button[name=\"act\"][value=\"{a}\"]");
    let field = |a: &str| format!("input[name=\"act\"][value=\"{a}\"]");
    match command["type"].as_str().unwrap() {
        "BuildSettlement" => format!("a[data-pick=\"settlement-{}\"]", command["node"]),
        "BuildCity" => format!("a[data-pick=\"city-{}\"]", command["node"]),
        "BuildRoad" => format!("a[data-pick=\"road-{}\"]", command["edge"]),
        "MoveRobber" => format!("a[data-pick=\"robber-{}\"]", command["tile"]),
        "RollDice" => act("roll"),
        "EndTurn" => act("end_turn"),
        "EndSpecialBuilding" => act("end_special"),
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
        other => panic!("no control is expected for {other}"),
    }
}

/// Fails when the page shows an error.
pub(crate) async fn assert_no_error(s: &Session, what: &str) {
    let errors = s.find_all(".notice-error, .notice-stale").await.len();
    let title = s.client.title().await.unwrap();
    assert_eq!(
        errors,
        0,
        "{what}: the page shows an error: {}",
        s.source().await
    );
    for bad in [
        "did not read",
        "No such game",
        "Something went wrong",
        "Not done",
    ] {
        assert!(
            !title.contains(bad),
            "{what}: the page is an error page: {title}"
        );
    }
}

/// Checks the phone layout: no horizontal scroll, HTML controls at least
/// 40 px; returns the smallest board target's size in px.
pub(crate) async fn check_phone_layout(s: &Session) -> f64 {
    let fits = s
        .script("return document.documentElement.scrollWidth <= window.innerWidth")
        .await;
    let width = s.script("return window.innerWidth").await;
    assert_eq!(fits, json!(true), "horizontal scroll at width {width}");
    let small = s
        .script(
            "return Array.from(document.querySelectorAll('button, select, input:not([type=hidden]):not([type=checkbox]), a.button, summary'))\
             .map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && (r.height < 40 || r.width < 40))\
             .map(r => [r.width, r.height])",
        )
        .await;
    assert_eq!(small, json!([]), "tap targets under 40 px at phone size");
    s.script(
        "return Math.min(1e9, ...Array.from(document.querySelectorAll('.spot .hit'))\
         .map(e => e.getBoundingClientRect()).map(r => Math.min(r.width, r.height)))",
    )
    .await
    .as_f64()
    .unwrap_or(0.0)
}

/// Answers the confirm box a click opened, photographing it first: a
/// board pick always opens one, an action that cannot be taken back may.
pub(crate) async fn confirm_if_asked(s: &Session, clicked: &str, step: usize, what: &str) {
    let asked = !s.find_all("#confirm").await.is_empty();
    assert!(
        asked || !clicked.starts_with("a[data-pick"),
        "step {step}: the pick {clicked} opened no confirm box"
    );
    if asked {
        assert_no_error(s, &format!("step {step}, confirm")).await;
        s.shot(step, &format!("{what}-confirm")).await;
        s.click_through("#confirm button[type=submit]").await;
    }
}

/// Waits for the game to have moved past `version` (a form's POST lands
/// before the page it redirects to loads, so one look usually suffices).
pub(crate) async fn assert_moved(app: &TestApp, token: &str, version: u64, what: &str) {
    let deadline = Instant::now() + WAIT;
    loop {
        let after = app.play(token).await["version"].as_u64().unwrap();
        if after > version {
            return;
        }
        assert!(Instant::now() < deadline, "{what} changed nothing");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_browser_plays_the_setup_round_and_a_first_turn_by_clicking() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let driver = Driver::start().await;
    let s = driver.session("classic", Screen::Desktop).await;
    let phone = driver.session("classic", Screen::Phone).await;
    let mut smallest_spot = f64::MAX;
    let mut turn_seat = None;
    for step in 0..40 {
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
        let page = format!("{}/play/{}", app.address, game.tokens[seat]);
        s.goto(&page).await;
        assert_no_error(&s, &format!("step {step}, {phase}")).await;
        let html = s.source().await;
        let legal = p["legal"].as_array().unwrap();
        for command in legal {
            let css = selector(command);
            let exact = css.replace('"', "");
            assert!(
                !s.find_all(&css).await.is_empty() || html.contains(&exact),
                "step {step}: nothing to click for legal {command}"
            );
        }
        let what = phase.to_lowercase();
        s.shot(step, &what).await;
        smallest_spot = smallest_spot.min(look_on_phone(&phone, &page, step, &what).await);
        // Click the first listed command: a board pick then its confirm, or a button.
        let first = &legal[0];
        let css = selector(first);
        s.click_through(&css).await;
        confirm_if_asked(&s, &css, step, &what).await;
        assert_moved(
            &app,
            &game.tokens[seat],
            version,
            &format!("step {step}: clicking {first}"),
        )
        .await;
        assert_no_error(&s, &format!("step {step}, after {first}")).await;
    }
    assert!(turn_seat.is_some(), "setup ended and a turn was played");
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["phase"]["type"], "Roll", "the next player is to roll");
    assert!(turn_seat != p["phase"]["seat"].as_u64().map(|s| s as usize));
    eprintln!("smallest board target at 390 px: {smallest_spot:.1} px");
    s.close().await;
    phone.close().await;
}
