//! A real browser plays: headless Chromium, driven through chromedriver's
//! WebDriver HTTP API (reqwest + serde_json), plays the setup round of a
//! 3-player game and a first turn only by clicking on the seat pages. It
//! fails when a page shows an error or when a legal command listed by the
//! API has nothing to click. Screenshots at desktop and phone size go to
//! `target/test-output/browser/`. The driver, the session and the page
//! checks are shared with each ruleset's own browser test.
//!
//! Chromium and chromedriver are Debian's `chromium` and `chromium-driver`
//! (`.ci/run` installs them); without them the test fails with a message.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::TestApp;
use base64::Engine as _;
use serde_json::{json, Value};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A chromedriver process, killed on drop.
pub(crate) struct Driver {
    child: Child,
    url: String,
    http: reqwest::Client,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    pub(crate) async fn start() -> Driver {
        for bin in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(bin).exists(),
                "{bin} is missing: install Debian's chromium and chromium-driver \
                 (apt-get install -y chromium chromium-driver; .ci/run does this)"
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
            http: reqwest::Client::new(),
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let ready = driver
                .http
                .get(format!("{}/status", driver.url))
                .send()
                .await
                .ok()
                .map(|r| r.status().is_success());
            if ready == Some(true) {
                return driver;
            }
            assert!(Instant::now() < deadline, "chromedriver did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub(crate) async fn session(&self, profile: &Path) -> Session<'_> {
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu",
                    "--disable-dev-shm-usage", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--window-size=1280,900",
                    format!("--user-data-dir={}", profile.display()),
                ],
            },
        }}});
        let resp: Value = self
            .http
            .post(format!("{}/session", self.url))
            .json(&caps)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let id = resp["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no WebDriver session: {resp}"))
            .to_owned();
        Session { driver: self, id }
    }
}

/// A WebDriver session.
pub(crate) struct Session<'a> {
    driver: &'a Driver,
    id: String,
}

impl Session<'_> {
    pub(crate) async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> Value {
        let url = format!("{}/session/{}{path}", self.driver.url, self.id);
        let mut req = self.driver.http.request(method, url);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let resp: Value = req.send().await.unwrap().json().await.unwrap();
        if let Some(err) = resp["value"]["error"].as_str() {
            panic!("WebDriver {path}: {err}: {}", resp["value"]["message"]);
        }
        resp["value"].clone()
    }

    pub(crate) async fn goto(&self, url: &str) {
        self.call(reqwest::Method::POST, "/url", Some(json!({"url": url})))
            .await;
    }

    pub(crate) async fn find_all(&self, css: &str) -> Vec<String> {
        let v = self
            .call(
                reqwest::Method::POST,
                "/elements",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
        v.as_array()
            .unwrap_or_else(|| panic!("WebDriver elements {css}: {v}"))
            .iter()
            .map(|e| {
                e[ELEMENT]
                    .as_str()
                    .unwrap_or_else(|| panic!("not an element: {e}"))
                    .to_owned()
            })
            .collect()
    }

    pub(crate) async fn click(&self, css: &str) {
        // The element may belong to a page still loading: wait for it.
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut found = self.find_all(css).await;
        while found.is_empty() && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(50)).await;
            found = self.find_all(css).await;
        }
        let el = found
            .first()
            .unwrap_or_else(|| panic!("nothing to click for {css}"));
        self.call(
            reqwest::Method::POST,
            &format!("/element/{el}/click"),
            Some(json!({})),
        )
        .await;
    }

    pub(crate) async fn source(&self) -> String {
        self.call(reqwest::Method::GET, "/source", None)
            .await
            .as_str()
            .unwrap()
            .to_owned()
    }

    pub(crate) async fn script(&self, script: &str) -> Value {
        self.call(
            reqwest::Method::POST,
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
        .await
    }

    /// Sizes the window so that the viewport is `width` x `height`.
    pub(crate) async fn size(&self, width: u64, height: u64) {
        let rect = |w: u64, h: u64| Some(json!({"width": w, "height": h}));
        self.call(reqwest::Method::POST, "/window/rect", rect(width, height))
            .await;
        let chrome = self
            .script("return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight]")
            .await;
        let extra = |i: usize| chrome[i].as_u64().unwrap_or(0);
        self.call(
            reqwest::Method::POST,
            "/window/rect",
            rect(width + extra(0), height + extra(1)),
        )
        .await;
    }

    /// Emulates a phone's viewport (390 x 844 CSS px, touch-size layout),
    /// or clears the emulation. Chromium will not size a window below 500 px.
    pub(crate) async fn phone(&self, on: bool) {
        let body = if on {
            json!({"cmd": "Emulation.setDeviceMetricsOverride", "params": {
                "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true}})
        } else {
            json!({"cmd": "Emulation.clearDeviceMetricsOverride", "params": {}})
        };
        self.call(reqwest::Method::POST, "/goog/cdp/execute", Some(body))
            .await;
    }

    pub(crate) async fn screenshot(&self, path: &Path) {
        let b64 = self.call(reqwest::Method::GET, "/screenshot", None).await;
        let png = base64::engine::general_purpose::STANDARD
            .decode(b64.as_str().unwrap())
            .unwrap();
        std::fs::write(path, png).unwrap();
    }

    pub(crate) async fn close(&self) {
        self.call(reqwest::Method::DELETE, "", None).await;
    }
}

pub(crate) fn output_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-output/browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The element a legal command is reached by.
fn selector(command: &Value) -> String {
    let act = |a: &str| format!("button[name=\"act\"][value=\"{a}\"]");
    let field = |a: &str| format!("input[name=\"act\"][value=\"{a}\"]");
    match command["type"].as_str().unwrap() {
        "BuildSettlement" => format!("a[data-pick=\"settlement-{}\"]", command["node"]),
        "BuildCity" => format!("a[data-pick=\"city-{}\"]", command["node"]),
        "BuildRoad" => format!("a[data-pick=\"road-{}\"]", command["edge"]),
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
        other => panic!("no control is expected for {other}"),
    }
}

/// Fails when the page shows an error.
pub(crate) async fn assert_no_error(s: &Session<'_>, what: &str) {
    let errors = s.find_all(".notice-error, .notice-stale").await.len();
    let title = s.script("return document.title").await;
    assert_eq!(
        errors,
        0,
        "{what}: the page shows an error: {}",
        s.source().await
    );
    let title = title.as_str().unwrap_or_default();
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
pub(crate) async fn check_phone_layout(s: &Session<'_>) -> f64 {
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

#[tokio::test]
async fn a_browser_plays_the_setup_round_and_a_first_turn_by_clicking() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let driver = Driver::start().await;
    let profile = std::env::temp_dir().join(format!("slowcatan-chromium-{}", uuid::Uuid::new_v4()));
    let s = driver.session(&profile).await;
    s.size(1280, 900).await;
    let out = output_dir();
    let mut shots = 0;
    let mut smallest_spot = f64::MAX;
    let mut turn_seat = None;
    for step in 0..40 {
        // Who the game waits for, and what it lists for them.
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
        if shots < 1 || (phase == "Main" && shots < 3) {
            let name = if phase == "Main" { "turn" } else { "setup" };
            s.screenshot(&out.join(format!("{name}-desktop.png"))).await;
            s.phone(true).await;
            s.goto(&page).await;
            let width = s.script("return window.innerWidth").await;
            assert_eq!(width, json!(390), "the phone viewport");
            smallest_spot = smallest_spot.min(check_phone_layout(&s).await);
            s.screenshot(&out.join(format!("{name}-phone.png"))).await;
            s.phone(false).await;
            s.goto(&page).await;
            shots += 2;
        }
        // Click the first listed command: a board pick then its confirm, or a button.
        let first = &legal[0];
        let css = selector(first);
        s.click(&css).await;
        if css.starts_with("a[data-pick") {
            assert_no_error(&s, &format!("step {step}, confirm")).await;
            if step == 0 {
                s.screenshot(&out.join("confirm-desktop.png")).await;
            }
            s.click("#confirm button[type=submit]").await;
        }
        // A form submission navigates asynchronously: the click may return
        // before the POST lands, so wait for the game to move on.
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut after = version;
        while after <= version && Instant::now() < deadline {
            after = app.play(&game.tokens[seat]).await["version"]
                .as_u64()
                .unwrap();
            if after <= version {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        assert!(
            after > version,
            "step {step}: clicking {first} changed nothing"
        );
        assert_no_error(&s, &format!("step {step}, after {first}")).await;
    }
    assert!(turn_seat.is_some(), "setup ended and a turn was played");
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["phase"]["type"], "Roll", "the next player is to roll");
    assert!(turn_seat != p["phase"]["seat"].as_u64().map(|s| s as usize));
    eprintln!("smallest board target at 390 px: {smallest_spot:.1} px");
    s.close().await;
    let _ = std::fs::remove_dir_all(&profile);
}
