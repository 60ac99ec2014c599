//! "Lost your links?" (issue #39): `POST /links` and `POST /api/links`
//! answer an address that plays here and one that does not alike (status,
//! body, and without waiting for the email to be queued), email the
//! links of every game only to the address that plays, none to anyone
//! else, store no link in the outbox, count per client and per address
//! (known and unknown alike), refuse what is no address with a 422 that
//! changes nothing, and speak German to a German player.

use crate::app::TestApp;
use crate::me::{emails_to, mail_dir, me_links};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::web::mail_viewer::MailPlace;
use slowcatan::web::rate_limit::{Rate, RateSettings};
use std::path::Path;
use std::time::{Duration, Instant};
use uuid::Uuid;

const SUBJECT: &str = "Subject: Your games at Slow Catan";

/// Creates a game of `ruleset` with `players` (name, address) in
/// `language`; its id and every seat's link, by seat.
async fn game(
    app: &TestApp,
    ruleset: &str,
    players: &[(&str, &str)],
    language: &str,
) -> (Uuid, Vec<String>) {
    let body = json!({
        "ruleset": ruleset,
        "board": "beginner",
        "language": language,
        "players": players.iter().map(|(n, e)| json!({"name": n, "email": e})).collect::<Vec<_>>(),
    });
    let resp = app.post_game(&body).await;
    assert_eq!(resp.status(), 201, "creating a game");
    let created: Value = resp.json().await.unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut urls = Vec::new();
    for seat in 0..players.len() as u8 {
        urls.push(links.seat_link(id, seat).await.unwrap().unwrap());
    }
    (id, urls)
}

/// Anna plays two games: a classic one as Anna (seat 0), then, newest, a
/// Frenemies one as Annie (seat 2, her address in capitals), in `language`.
async fn annas_games(app: &TestApp, language: &str) -> ((Uuid, String), (Uuid, String)) {
    let (first, first_urls) = game(
        app,
        "classic",
        &[
            ("Anna", "anna@example.org"),
            ("Bert", "bert@example.org"),
            ("Cleo", "cleo@example.org"),
        ],
        "en",
    )
    .await;
    let (newest, newest_urls) = game(
        app,
        "frenemies",
        &[
            ("Bert", "bert@example.org"),
            ("Zoë", "zoe@example.org"),
            ("Annie", "ANNA@Example.org"),
        ],
        language,
    )
    .await;
    (
        (first, first_urls[0].clone()),
        (newest, newest_urls[2].clone()),
    )
}

/// `POST /links` with `email`, from a page asked in `query` (`""` or
/// `?lang=de`): its status, body and how long it took.
async fn ask_page(app: &TestApp, email: &str, query: &str) -> (u16, String, Duration) {
    let started = Instant::now();
    let resp = app
        .client
        .post(format!("{}/links{query}", app.address))
        .form(&[("email", email)])
        .send()
        .await
        .unwrap();
    let took = started.elapsed();
    let status = resp.status().as_u16();
    (status, resp.text().await.unwrap(), took)
}

/// `POST /api/links` with `body`: its status, `Retry-After` and body.
async fn ask_api(app: &TestApp, body: &Value) -> (u16, Option<u64>, String) {
    let resp = app
        .client
        .post(format!("{}/api/links", app.address))
        .json(body)
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    let wait = resp
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().parse().unwrap());
    (status, wait, resp.text().await.unwrap())
}

/// The links emails in `dir` to `to`, once there are `n`.
async fn links_emails(dir: &Path, to: &str, n: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let all = emails_to(dir, to, 0).await;
        let mails: Vec<String> = all
            .into_iter()
            .filter(|m| m.lines().any(|l| l == SUBJECT))
            .collect();
        if mails.len() >= n {
            return mails;
        }
        assert!(
            Instant::now() < deadline,
            "{n} links emails to {to} expected, found {}",
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every seat link (`…/play/{token}`) in `mail`, once each, in order.
fn seat_links(app: &TestApp, mail: &str) -> Vec<String> {
    let start = format!("{}/play/", app.address);
    let mut found: Vec<String> = Vec::new();
    for (i, _) in mail.match_indices(&start) {
        let rest = &mail[i..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "-_:/.".contains(c)))
            .unwrap_or(rest.len());
        let link = rest[..end].to_owned();
        if !found.contains(&link) {
            found.push(link);
        }
    }
    found
}

/// The outbox rows of the links emails: recipient, game, seat, letter.
async fn links_rows(app: &TestApp) -> Vec<(String, Uuid, Option<i16>, String)> {
    app.db
        .client()
        .await
        .query(
            "SELECT recipient, game, seat, letter::text FROM outbox WHERE kind = 'links' ORDER BY id",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect()
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(sql, &[])
        .await
        .unwrap()
        .get(0)
}

fn rate(s: &str) -> Rate {
    s.parse().unwrap()
}

#[tokio::test]
async fn a_known_and_an_unknown_address_get_the_same_answer_and_only_the_known_one_its_links() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Folder(dir.clone())).await;
    let ((first, first_url), (newest, newest_url)) = annas_games(&app, "en").await;
    // The invitations first: two to Anna, two to Bert, one to each other.
    emails_to(&dir, "anna@example.org", 2).await;
    emails_to(&dir, "bert@example.org", 2).await;
    emails_to(&dir, "cleo@example.org", 1).await;
    emails_to(&dir, "zoe@example.org", 1).await;

    // The form, for nobody, then for Anna (as she types it).
    let (unknown, unknown_page, _) = ask_page(&app, "nobody@example.org", "").await;
    let (known, known_page, _) = ask_page(&app, " Anna@example.org ", "").await;
    assert_eq!((unknown, known), (202, 202));
    assert_eq!(unknown_page, known_page, "the same page for both");
    assert!(
        known_page.contains("If this address plays here, we have emailed it its links"),
        "{known_page}"
    );
    assert!(
        known_page.contains("<a class=\"back\" href=\"/\">"),
        "a way back: {known_page}"
    );
    assert!(!known_page.contains("nobody@") && !known_page.contains("Anna@"));
    // The API, for nobody else, then for Bert.
    let (unknown, _, unknown_body) = ask_api(&app, &json!({"email": "nobody2@example.org"})).await;
    let (known, _, known_body) = ask_api(&app, &json!({"email": "bert@example.org"})).await;
    assert_eq!((unknown, known), (202, 202));
    assert_eq!(unknown_body, known_body, "the same body for both");
    let body: Value = serde_json::from_str(&known_body).unwrap();
    assert_eq!(body["status"], "accepted");

    // Anna gets one email, with her two seats' links, newest game first,
    // and her page of all her games.
    let anna = links_emails(&dir, "anna@example.org", 1).await;
    let bert = links_emails(&dir, "bert@example.org", 1).await;
    let mail = &anna[0];
    assert_eq!(
        seat_links(&app, mail),
        [newest_url.clone(), first_url.clone()]
    );
    for url in [&newest_url, &first_url] {
        let resp = app.get_url(url).await;
        assert_eq!(resp.status(), 200, "{url}");
    }
    let me = me_links(&app, mail);
    assert!(!me.is_empty(), "{mail}");
    let expected_me = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone())
        .me_link("anna@example.org")
        .await
        .unwrap();
    assert!(me.iter().all(|l| *l == expected_me), "{me:?}");
    assert_eq!(app.get_url(&me[0]).await.status(), 200);
    for words in [
        "You play as Annie.",
        "You play as Anna.",
        "Catan with Bert and Cleo",
        "If you did not ask for this, ignore this email: the links went only to",
    ] {
        assert!(mail.contains(words), "{words:?} in {mail}");
    }
    // Bert's has his two seats, and nobody else's.
    assert_eq!(seat_links(&app, &bert[0]).len(), 2, "{}", bert[0]);

    // Exactly those two were queued: to Anna at her newest seat's address,
    // under that seat's game and no seat, with no link stored.
    let rows = links_rows(&app).await;
    let recipients: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(recipients, ["ANNA@Example.org", "bert@example.org"]);
    assert_eq!((rows[0].1, rows[0].2), (newest, None));
    for (_, _, _, letter) in &rows {
        assert!(
            !letter.contains("/play/") && !letter.contains("/me/") && !letter.contains("http"),
            "a link stored: {letter}"
        );
    }
    assert!(rows[0].3.contains(&first.to_string()), "{}", rows[0].3);
    // Nobody else got one: none to the unknown addresses, none to Cleo or
    // Zoë, and Anna's is her only one.
    for other in [
        "nobody@example.org",
        "nobody2@example.org",
        "cleo@example.org",
        "zoe@example.org",
    ] {
        assert!(
            emails_to(&dir, other, 0)
                .await
                .iter()
                .all(|m| !m.lines().any(|l| l == SUBJECT)),
            "{other} got a links email"
        );
    }
    assert_eq!(links_emails(&dir, "anna@example.org", 1).await.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn an_address_that_plays_no_started_game_is_sent_nothing() {
    let app = TestApp::spawn_confirming().await;
    // A game that waits for its host: its seats have nothing to open yet.
    let body = json!({
        "ruleset": "classic",
        "board": "beginner",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "Cleo", "email": "cleo@example.org"},
        ],
    });
    assert_eq!(app.post_game(&body).await.status(), 202);
    let before = count(&app, "SELECT count(*) FROM outbox").await;
    for email in ["bert@example.org", "nobody@example.org"] {
        assert!(!app.service.send_links(email).await.unwrap(), "{email}");
    }
    assert_eq!(count(&app, "SELECT count(*) FROM outbox").await, before);
}

#[tokio::test]
async fn the_answer_does_not_wait_for_the_email_to_be_queued() {
    let wide = RateSettings {
        links: rate("1000/1m"),
        links_total: rate("1000/1m"),
        links_address: rate("1000/1m"),
        ..RateSettings::default()
    };
    let app = TestApp::spawn_with_rates(wide, MailPlace::Sent).await;
    annas_games(&app, "en").await;

    // Nothing can be written to the outbox while this lock is held: the
    // answers come all the same, each well within the 1.5 s a request may
    // wait for the database (which one that waited for the outbox would
    // have spent in full), and the emails are queued once it is gone.
    let lock = app.db.client().await;
    lock.batch_execute("BEGIN; LOCK TABLE outbox IN EXCLUSIVE MODE")
        .await
        .unwrap();
    let mut quickest = Duration::MAX;
    for _ in 0..3 {
        let (status, _, took) = tokio::time::timeout(
            Duration::from_secs(15),
            ask_page(&app, "anna@example.org", ""),
        )
        .await
        .expect("the answer came while the outbox was locked");
        assert_eq!(status, 202);
        quickest = quickest.min(took);
    }
    assert!(
        quickest < Duration::from_millis(1000),
        "the quickest answer took {quickest:?}"
    );
    let links = "SELECT count(*) FROM outbox WHERE kind = 'links'";
    assert_eq!(count(&app, links).await, 0);
    lock.batch_execute("ROLLBACK").await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while count(&app, links).await < 3 {
        assert!(Instant::now() < deadline, "the emails were never queued");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Known and unknown, taken in turns, answer in about the same time:
    // the quickest of each within a tenth of a second of the other.
    let (mut known, mut unknown) = (Duration::MAX, Duration::MAX);
    for _ in 0..6 {
        let (status, _, took) = ask_page(&app, "anna@example.org", "").await;
        assert_eq!(status, 202);
        known = known.min(took);
        let (status, _, took) = ask_page(&app, "nobody@example.org", "").await;
        assert_eq!(status, 202);
        unknown = unknown.min(took);
    }
    assert!(known < Duration::from_secs(2) && unknown < Duration::from_secs(2));
    let apart = known.abs_diff(unknown);
    assert!(
        apart < Duration::from_millis(100),
        "known {known:?}, unknown {unknown:?}"
    );
}

#[tokio::test]
async fn an_address_is_limited_from_wherever_known_or_unknown_alike() {
    let per_address = RateSettings {
        links: rate("1000/1m"),
        links_total: rate("1000/1m"),
        links_address: rate("3/1h"),
        ..RateSettings::default()
    };
    let app = TestApp::spawn_with_rates(per_address, MailPlace::Sent).await;
    annas_games(&app, "en").await;
    for email in ["anna@example.org", "nobody@example.org"] {
        for n in 0..3 {
            let (status, _, _) = ask_page(&app, email, "").await;
            assert_eq!(status, 202, "{email}, request {n}");
        }
        // The fourth, by the form or the API, in any case.
        let resp = app
            .client
            .post(format!("{}/links", app.address))
            .form(&[("email", email.to_uppercase())])
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 429, "{email} by the form");
        let wait: u64 = resp.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        // One more every 20 minutes.
        assert!((1..=1200).contains(&wait), "Retry-After: {wait}");
        let (status, wait, _) = ask_api(&app, &json!({"email": email})).await;
        assert_eq!(status, 429, "{email} by the API");
        assert!(wait.is_some());
    }
    // Other addresses still pass.
    assert_eq!(ask_page(&app, "bert@example.org", "").await.0, 202);
    // The limits name no address.
    let stored: Vec<String> = app
        .db
        .client()
        .await
        .query(
            "SELECT client FROM rate_limits WHERE name LIKE 'links%'",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert!(stored.iter().all(|c| !c.contains('@')), "{stored:?}");
}

#[tokio::test]
async fn a_client_is_limited_whatever_the_addresses_it_asks_for() {
    // The default: five at once from one client.
    let app = TestApp::spawn().await;
    annas_games(&app, "en").await;
    let addresses = [
        "anna@example.org",
        "nobody@example.org",
        "bert@example.org",
        "nobody2@example.org",
        "cleo@example.org",
    ];
    for email in addresses {
        assert_eq!(ask_page(&app, email, "").await.0, 202, "{email}");
    }
    for email in ["zoe@example.org", "nobody3@example.org"] {
        let (status, wait, body) = ask_api(&app, &json!({"email": email})).await;
        assert_eq!(status, 429, "{email}: {body}");
        assert!(wait.is_some_and(|w| (1..=120).contains(&w)), "{wait:?}");
        let (status, page, _) = ask_page(&app, email, "").await;
        assert_eq!(status, 429, "{email}: {page}");
    }
}

#[tokio::test]
async fn what_is_no_address_is_a_422_that_names_the_field_and_changes_nothing() {
    let app = TestApp::spawn().await;
    annas_games(&app, "en").await;
    let before = count(&app, "SELECT count(*) FROM outbox").await;
    let (status, page, _) = ask_page(&app, "anna at example", "").await;
    assert_eq!(status, 422);
    assert!(
        page.contains(
            "&#34;anna at example&#34; is not an email address: write the address your game \
             emails go to, such as anna@example.org. Nothing was changed."
        ),
        "{page}"
    );
    assert!(
        page.contains("<label for=\"links-email\">Your email address</label>"),
        "{page}"
    );
    assert!(page.contains("value=\"anna at example\""), "{page}");
    for body in [json!({"email": "anna"}), json!({"email": ""})] {
        let (status, _, text) = ask_api(&app, &body).await;
        assert_eq!(status, 422, "{body}");
        let error: Value = serde_json::from_str(&text).unwrap();
        let error = error["error"].as_str().unwrap();
        assert!(error.starts_with("the field \"email\" holds "), "{error}");
        assert!(error.contains("is not an email address"), "{error}");
    }
    let (status, _, _) = ask_api(&app, &json!({"address": "anna@example.org"})).await;
    assert_eq!(status, 400, "no email field");
    assert_eq!(count(&app, "SELECT count(*) FROM outbox").await, before);
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM rate_limits WHERE name LIKE 'links%'"
        )
        .await,
        0
    );
    // None of them counted: the client's five are all there.
    for n in 0..5 {
        let email = format!("nobody{n}@example.org");
        assert_eq!(ask_page(&app, &email, "").await.0, 202, "{email}");
    }
}

#[tokio::test]
async fn a_german_player_gets_the_form_the_answer_and_the_email_in_german() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Folder(dir.clone())).await;
    // Anna's newest seat reads German.
    let ((_, first_url), (_, newest_url)) = annas_games(&app, "de").await;
    let home = app.get("/?lang=de").await.text().await.unwrap();
    assert!(
        home.contains("<h2 id=\"links-h\">Links verloren?</h2>"),
        "{home}"
    );
    assert!(home.contains("action=\"/links?lang=de\""), "{home}");
    assert!(home.contains("Schick mir meine Links"), "{home}");

    let (status, page, _) = ask_page(&app, "anna@example.org", "?lang=de").await;
    assert_eq!(status, 202);
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(
        page.contains(
            "Wenn mit dieser Adresse hier gespielt wird, haben wir ihr ihre Links geschickt"
        ),
        "{page}"
    );
    assert!(page.contains("href=\"/?lang=de\""), "{page}");
    let (status, refused, _) = ask_page(&app, "anna", "?lang=de").await;
    assert_eq!(status, 422);
    assert!(refused.contains("ist keine E-Mail-Adresse"), "{refused}");

    let mail = emails_to(&dir, "anna@example.org", 3)
        .await
        .into_iter()
        .find(|m| {
            m.lines()
                .any(|l| l == "Subject: Deine Spiele bei Slow Catan")
        })
        .expect("the German links email");
    assert_eq!(seat_links(&app, &mail), [newest_url, first_url]);
    for words in [
        "Du spielst als Annie.",
        "Du spielst als Anna.",
        "Wenn du nicht danach gefragt hast",
    ] {
        assert!(mail.contains(words), "{words:?} in {mail}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
