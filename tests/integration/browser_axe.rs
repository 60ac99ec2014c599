//! Every kind of page passes axe-core's WCAG 2.1 A and AA rules with no
//! violation: the front page (fresh and after a refused form), the host's
//! pages, each seed ruleset's seat pages in setup, with a build affordable,
//! with the robber or inventor to move, in a confirm step and after the
//! end, the public page, a board in the past, the histories, the reminder
//! settings, an error page and the local mailbox with an email. Headless
//! Chromium at phone size (390 x 844) loads each page, axe-core (vendored
//! as `axe/axe.min.js`, version 4.14.1, MPL-2.0, its licence beside it) is
//! injected and run with the tags wcag2a, wcag2aa, wcag21a and wcag21aa,
//! and every violation is printed with the elements it names.

use crate::app::TestApp;
use crate::browser::{assert_no_error, first_awaited, Driver, Screen, Session};
use crate::browser_phone::{first_moment, simulated_any};
use crate::pages::{seed_game_of, simulated};
use serde_json::Value;
use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
use slowcatan::rules::frenemies::FrenemiesRules;
use slowcatan::rules::oil_springs::OilSpringsRules;
use slowcatan::rules::{AnyEvent, Ruleset};
use slowcatan::web::mail_viewer::MailPlace;
use std::time::{Duration, Instant};

/// axe-core 4.14.1 (<https://github.com/dequelabs/axe-core>), Mozilla
/// Public License 2.0 (`axe/LICENSE`).
const AXE: &str = include_str!("axe/axe.min.js");

/// The simulated games' seed.
const SEED: u64 = 1;

/// Runs axe-core on the page `s` shows; returns each violation in words:
/// the rule, its help and every element it names with what fails there.
pub(crate) async fn violations(s: &Session) -> Vec<String> {
    let loaded = s.script(&format!("{AXE}\n;return typeof window.axe")).await;
    assert_eq!(loaded, "object", "axe-core is loaded into the page");
    s.script(
        "window.slowcatanAxe = null;\
         axe.run(document, {runOnly: {type: 'tag', values: \
         ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']})\
         .then(r => { window.slowcatanAxe = r.violations.map(v => \
           v.id + ' (' + v.impact + '): ' + v.help + '\\n' + v.nodes.map(n => \
           '    ' + n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\\n/g, ' ')\
           ).join('\\n')); })\
         .catch(e => { window.slowcatanAxe = ['axe failed: ' + e]; });",
    )
    .await;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let found = s.script("return window.slowcatanAxe").await;
        if let Value::Array(list) = found {
            return list
                .into_iter()
                .map(|v| v.as_str().unwrap_or_default().to_owned())
                .collect();
        }
        assert!(Instant::now() < deadline, "axe-core did not finish");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Pages checked and the violations found, by page.
#[derive(Default)]
struct Audit {
    pages: usize,
    found: Vec<(String, Vec<String>)>,
}

impl Audit {
    /// Loads `url` (unless `None`: the page `s` is on), photographs it and
    /// runs axe-core on it.
    async fn check(&mut self, s: &Session, url: Option<&str>, what: &str) {
        if let Some(url) = url {
            s.goto(url).await;
        }
        s.shot(self.pages, what).await;
        let found = violations(s).await;
        eprintln!(
            "axe: {what}: {} violation{}",
            found.len(),
            if found.len() == 1 { "" } else { "s" }
        );
        self.pages += 1;
        if !found.is_empty() {
            self.found.push((what.to_owned(), found));
        }
    }

    /// Checks the pages of a game of `ruleset` seeded at moments of
    /// `events`: `build` and `robber` name the command types of a build and
    /// of moving the robber (or inventor), whose first moments are shown.
    async fn game(
        &mut self,
        app: &TestApp,
        s: &Session,
        ruleset: Ruleset,
        events: &[AnyEvent],
        (build, robber): (&str, &str),
    ) {
        let name = ruleset.name();
        let (at_build, _) = first_moment(ruleset, events, build);
        let (at_robber, _) = first_moment(ruleset, events, robber);
        for (n, phase) in [
            (3, "setup"),
            (at_build, "build"),
            (at_robber, "robber"),
            (events.len(), "over"),
        ] {
            let game = seed_game_of(app, ruleset, 3, &events[..n]).await;
            let what = format!("{name}-{phase}");
            let (seat, _) = if phase == "over" {
                (0, Value::Null)
            } else {
                first_awaited(app, &game).await
            };
            let page = format!("{}/play/{}", app.address, game.tokens[seat]);
            s.goto(&page).await;
            assert_no_error(s, &what).await;
            self.check(s, None, &format!("{what}-seat")).await;
            if phase == "build" {
                // A confirm step: the first marked place picked.
                let pick = s
                    .script("const a = document.querySelector('a[data-pick]'); return a && a.getAttribute('href')")
                    .await;
                let href = pick.as_str().expect("a marked place").to_owned();
                let url = if href.starts_with('/') {
                    format!("{}{href}", app.address)
                } else {
                    href
                };
                self.check(s, Some(&url), &format!("{what}-confirm")).await;
            }
            if phase == "robber" || phase == "over" {
                let public = format!("{}/games/{}", app.address, game.id);
                self.check(s, Some(&public), &format!("{what}-public"))
                    .await;
                self.check(s, Some(&game.host_url), &format!("{what}-host"))
                    .await;
            }
            if phase == "over" {
                let public = format!("{}/games/{}", app.address, game.id);
                let pages = [
                    (format!("{public}/history"), "history"),
                    (format!("{public}?at=5"), "past"),
                    (format!("{page}/history"), "seat-history"),
                ];
                for (url, kind) in pages {
                    self.check(s, Some(&url), &format!("{what}-{kind}")).await;
                }
            }
        }
    }
}

/// Makes seat `seat` of `game` read German, as its settings form does.
async fn choose_german(app: &TestApp, token: &str) {
    let resp = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .post(format!("{}/play/{token}/language", app.address))
        .form(&[("lang", "de")])
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 303, "the seat chose German");
}

impl Audit {
    /// Checks a German seat's page of a game of `ruleset` seeded at the
    /// first `build` of `events` (with the confirm step of its first marked
    /// place) and at the end, with the public page, the histories and a
    /// board in the past asked for in German (issue #38: the page's
    /// language included).
    async fn german_seat(
        &mut self,
        app: &TestApp,
        s: &Session,
        ruleset: Ruleset,
        events: &[AnyEvent],
        build: &str,
    ) {
        let name = ruleset.name();
        let (at_build, _) = first_moment(ruleset, events, build);
        for (n, phase) in [(at_build, "build"), (events.len(), "over")] {
            let game = seed_game_of(app, ruleset, 3, &events[..n]).await;
            let seat = if phase == "over" {
                0
            } else {
                first_awaited(app, &game).await.0
            };
            choose_german(app, &game.tokens[seat]).await;
            let page = format!("{}/play/{}", app.address, game.tokens[seat]);
            s.goto(&page).await;
            assert_no_error(s, &format!("{name}-{phase}-de")).await;
            let lang = s.script("return document.documentElement.lang").await;
            assert_eq!(lang.as_str(), Some("de"), "{name} {phase}");
            self.check(s, None, &format!("{name}-{phase}-seat-de"))
                .await;
            if phase == "build" {
                let pick = s
                    .script("const a = document.querySelector('a[data-pick]'); return a && a.getAttribute('href')")
                    .await;
                let href = pick.as_str().expect("a marked place").to_owned();
                let url = if href.starts_with('/') {
                    format!("{}{href}", app.address)
                } else {
                    href
                };
                self.check(s, Some(&url), &format!("{name}-{phase}-confirm-de"))
                    .await;
            }
            if phase == "over" {
                // The pages without a seat, asked for in German, and the
                // German seat's own history.
                let public = format!("{}/games/{}", app.address, game.id);
                let pages = [
                    (format!("{public}?lang=de"), "public"),
                    (format!("{public}/history?lang=de"), "history"),
                    (format!("{public}?at=5&lang=de"), "past"),
                    (format!("{page}/history"), "seat-history"),
                ];
                for (url, kind) in pages {
                    s.goto(&url).await;
                    let lang = s.script("return document.documentElement.lang").await;
                    assert_eq!(lang.as_str(), Some("de"), "{name} {kind}");
                    self.check(s, None, &format!("{name}-{phase}-{kind}-de"))
                        .await;
                }
            }
        }
    }
}

#[tokio::test]
async fn every_page_passes_axe_core_wcag_2_1_a_and_aa() {
    let dir = std::env::temp_dir().join(format!(
        "slowcatan-browser-axe-{}",
        uuid::Uuid::new_v4().simple()
    ));
    let app = TestApp::spawn_with_mail(true, MailPlace::Mailbox(dir.clone())).await;
    let driver = Driver::start().await;
    let s = driver.session("axe", Screen::Phone).await;
    let mut audit = Audit::default();

    // axe-core finds what it should: a picture without words and grey on
    // grey, added to the front page, are two violations.
    let front = format!("{}/", app.address);
    s.goto(&front).await;
    s.script(
        "const p = document.createElement('p'); p.style.color = '#bbb'; \
         p.style.background = '#ccc'; p.textContent = 'faint'; \
         const i = document.createElement('img'); i.src = '/static/none.png'; \
         document.querySelector('main, body').append(p, i);",
    )
    .await;
    let planted = violations(&s).await;
    for rule in ["color-contrast", "image-alt"] {
        assert!(
            planted.iter().any(|v| v.starts_with(rule)),
            "axe-core reports {rule}: {planted:?}"
        );
    }

    // The front page, fresh and after a refused form.
    audit.check(&s, Some(&front), "front").await;
    for (n, name) in ["Anna", "Bert", "Cleo"].iter().enumerate() {
        s.type_into(&format!("input[name=\"name{}\"]", n + 1), name)
            .await;
        s.type_into(
            &format!("input[name=\"email{}\"]", n + 1),
            "same@example.org",
        )
        .await;
    }
    s.click_through("form.new-game button[type=submit]").await;
    audit.check(&s, None, "front-refused").await;

    // The form put right: the page after it, the mailbox, the host's
    // email and the host's start page its link leads to.
    for (n, email) in ["anna", "bert", "cleo"].iter().enumerate() {
        s.type_into(
            &format!("input[name=\"email{}\"]", n + 1),
            &format!("{email}@example.org"),
        )
        .await;
    }
    s.click_through("form.new-game button[type=submit]").await;
    assert_no_error(&s, "the game is set up").await;
    audit.check(&s, None, "front-created").await;
    let mailbox = format!("{}/mail", app.address);
    let deadline = Instant::now() + Duration::from_secs(15);
    s.goto(&mailbox).await;
    while s.find_all(".mail-list a").await.is_empty() {
        assert!(Instant::now() < deadline, "no email reached the mailbox");
        tokio::time::sleep(Duration::from_millis(100)).await;
        s.goto(&mailbox).await;
    }
    audit.check(&s, None, "mailbox").await;
    s.click_through(".mail-list a").await;
    audit.check(&s, None, "mailbox-email").await;
    s.click_through_frame("iframe.mail-body", "a[href*=\"/host/\"]")
        .await;
    assert_no_error(&s, "the host's start page").await;
    audit.check(&s, None, "host-start").await;

    // An error page.
    audit
        .check(
            &s,
            Some(&format!("{}/play/no-such-seat", app.address)),
            "error",
        )
        .await;

    // The German front page, fresh and after a refused form (its reason,
    // still worded in English, marked as such), and a German error page.
    audit
        .check(&s, Some(&format!("{}/?lang=de", app.address)), "front-de")
        .await;
    for (n, name) in ["Anna", "Bert", "Cleo"].iter().enumerate() {
        s.type_into(&format!("input[name=\"name{}\"]", n + 1), name)
            .await;
        s.type_into(
            &format!("input[name=\"email{}\"]", n + 1),
            "same@example.org",
        )
        .await;
    }
    s.click_through("form.new-game button[type=submit]").await;
    audit.check(&s, None, "front-refused-de").await;
    audit
        .check(
            &s,
            Some(&format!("{}/no/such/page?lang=de", app.address)),
            "error-de",
        )
        .await;
    // The start page of a German game that waits for its host.
    let resp = app
        .post_game(&serde_json::json!({
            "ruleset": "baden-wuerttemberg",
            "language": "de",
            "players": [
                {"name": "Anna", "email": "anna@example.org"},
                {"name": "Bert", "email": "bert@example.org"},
                {"name": "Cleo", "email": "cleo@example.org"},
            ],
        }))
        .await;
    assert_eq!(resp.status(), 202, "the game waits for its host");
    let created: serde_json::Value = resp.json().await.unwrap();
    let id: uuid::Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = slowcatan::game::links::Links::new(
        app.db.store.clone(),
        app.key.clone(),
        app.address.clone(),
    );
    let host = links.host_link(id).await.unwrap().expect("a host link");
    audit.check(&s, Some(&host), "host-start-de").await;

    // Each seed ruleset's pages at several moments.
    let classic: Vec<AnyEvent> = simulated(SEED).into_iter().map(AnyEvent::from).collect();
    let robber = ("BuildCity", "MoveRobber");
    audit
        .game(&app, &s, Ruleset::Classic, &classic, robber)
        .await;
    // A seat's reminder settings.
    let game = seed_game_of(&app, Ruleset::Classic, 3, &classic[..3]).await;
    let reminders = format!("{}/play/{}/reminders", app.address, game.tokens[0]);
    audit.check(&s, Some(&reminders), "reminders").await;
    // A person's page of all their games, in both languages (issue #39).
    let me = links.me_link("anna@example.org").await.unwrap();
    audit.check(&s, Some(&me), "me").await;
    audit
        .check(&s, Some(&format!("{me}?lang=de&saved=1")), "me-de")
        .await;
    let frenemies = simulated_any::<FrenemiesRules>(SEED);
    audit
        .game(&app, &s, Ruleset::Frenemies, &frenemies, robber)
        .await;
    let oil = simulated_any::<OilSpringsRules>(SEED);
    audit
        .game(&app, &s, Ruleset::OilSprings, &oil, robber)
        .await;
    let bw = simulated_any::<BadenWuerttemberg>(SEED);
    audit
        .game(
            &app,
            &s,
            Ruleset::BadenWuerttemberg,
            &bw,
            ("BuildTownHall", "MoveInventor"),
        )
        .await;
    // German seats of each ruleset (issue #38).
    audit
        .german_seat(&app, &s, Ruleset::Classic, &classic, "BuildCity")
        .await;
    audit
        .german_seat(&app, &s, Ruleset::Frenemies, &frenemies, "BuildCity")
        .await;
    audit
        .german_seat(&app, &s, Ruleset::OilSprings, &oil, "BuildCity")
        .await;
    audit
        .german_seat(&app, &s, Ruleset::BadenWuerttemberg, &bw, "BuildTownHall")
        .await;
    s.close().await;
    std::fs::remove_dir_all(&dir).ok();

    let report: Vec<String> = audit
        .found
        .iter()
        .map(|(page, found)| format!("{page}:\n  {}", found.join("\n  ")))
        .collect();
    assert!(
        audit.found.is_empty(),
        "axe-core found WCAG 2.1 A/AA violations on {} of {} pages:\n{}",
        audit.found.len(),
        audit.pages,
        report.join("\n")
    );
    eprintln!("axe: {} pages, no violation", audit.pages);
}
