//! "Lost your links?" in a browser on a phone (390 x 844, issue #39): the
//! front page's form, typed into and sent, answers a page that fits the
//! screen, whose controls are large enough to tap, and which axe-core finds
//! nothing wrong with (WCAG 2.1 A and AA); so does the form sent again with
//! what is no address, and the German answer. The email arrives with the
//! seat's link. Screenshots go to `target/test-output/browser/links-*`.

use crate::app::TestApp;
use crate::browser::{assert_no_error, check_phone_layout, Driver, Screen, Session};
use crate::browser_axe::violations;
use crate::me::{emails_to, mail_dir};
use serde_json::json;
use slowcatan::web::mail_viewer::MailPlace;

/// Checks the page `s` shows: it fits, its targets are large enough, and
/// axe-core finds no violation; photographs it.
async fn look(s: &Session, step: usize, what: &str) {
    check_phone_layout(s).await;
    s.shot(step, what).await;
    let found = violations(s).await;
    assert!(found.is_empty(), "{what}: {}", found.join("\n"));
}

#[tokio::test]
async fn a_person_asks_for_their_links_on_a_phone_and_gets_them_by_email() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Folder(dir.clone())).await;
    let body = json!({
        "ruleset": "classic",
        "board": "beginner",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "Cleo", "email": "cleo@example.org"},
        ],
    });
    assert_eq!(app.post_game(&body).await.status(), 201);

    let driver = Driver::start().await;
    let phone = driver.session("links", Screen::Phone).await;
    phone.goto(&format!("{}/", app.address)).await;
    phone.type_into("#links-email", "anna at example").await;
    look(&phone, 1, "front-page-form").await;
    // The browser's own check would stop what is no address: send it
    // without, as a browser that has none would.
    phone
        .script("document.querySelector('.lost-links').noValidate = true; return 1")
        .await;
    phone.click_through(".lost-links button[type=submit]").await;
    assert_eq!(phone.path().await, "/links");
    assert_eq!(phone.text("h1").await, "Lost your links?");
    let source = phone.source().await;
    assert!(source.contains("is not an email address"), "{source}");
    look(&phone, 2, "refused").await;

    phone.type_into("#links-email", "anna@example.org").await;
    phone.click_through(".lost-links button[type=submit]").await;
    assert_no_error(&phone, "the answer").await;
    let said = phone.text("main .notice").await;
    assert!(
        said.starts_with("If this address plays here, we have emailed it its links"),
        "{said}"
    );
    look(&phone, 3, "answer").await;
    phone.click_through("main a.back").await;
    assert_eq!(phone.path().await, "/");

    phone.goto(&format!("{}/?lang=de", app.address)).await;
    phone.type_into("#links-email", "bert@example.org").await;
    phone.click_through(".lost-links button[type=submit]").await;
    assert_eq!(phone.text("h1").await, "Links verloren?");
    look(&phone, 4, "answer-de").await;
    phone.close().await;

    let anna = emails_to(&dir, "anna@example.org", 2).await;
    assert!(
        anna.iter()
            .any(|m| m.contains("Your games at Slow Catan") && m.contains("/play/")),
        "no links email"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
