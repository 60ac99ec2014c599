//! A newcomer's first game on a phone (390 x 844), on a server that writes
//! its emails as files and listens on loopback, as `serve` does out of the
//! box: the front page's form sets a game up, the page after it links to
//! the local mailbox, the host's email opens from there, and its host link
//! leads to the host's page, all by clicking. Each page must fit the phone
//! without sideways scrolling; every step is photographed into
//! `target/test-output/browser/mailbox-phone-*`.

use crate::app::TestApp;
use crate::browser::{assert_no_error, check_phone_layout, Driver, Screen, Session};
use slowcatan::web::mail_viewer::MailPlace;
use std::time::{Duration, Instant};

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.org"),
    ("Bert", "bert@example.org"),
    ("Cleo", "cleo@example.org"),
];

/// Opens the mailbox again until the mail worker has written an email.
async fn wait_for_an_email(s: &Session, mailbox: &str) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while s.find_all(".mail-list a").await.is_empty() {
        assert!(Instant::now() < deadline, "no email reached the mailbox");
        tokio::time::sleep(Duration::from_millis(100)).await;
        s.goto(mailbox).await;
    }
}

#[tokio::test]
async fn a_newcomer_reaches_the_host_link_through_the_local_mailbox() {
    let dir = std::env::temp_dir().join(format!(
        "slowcatan-browser-mailbox-{}",
        uuid::Uuid::new_v4().simple()
    ));
    let app = TestApp::spawn_with_mail(true, MailPlace::Mailbox(dir.clone())).await;
    let driver = Driver::start().await;
    let s = driver.session("mailbox", Screen::Phone).await;

    // The front page's form.
    s.goto(&format!("{}/", app.address)).await;
    for (i, (name, email)) in PLAYERS.iter().enumerate() {
        let n = i + 1;
        s.type_into(&format!("input[name=\"name{n}\"]"), name).await;
        s.type_into(&format!("input[name=\"email{n}\"]"), email)
            .await;
    }
    s.shot(1, "form").await;
    s.click_through("form.new-game button[type=submit]").await;

    // The page after it says where the emails are.
    assert_no_error(&s, "the game is set up").await;
    let notice = s.text(".notice-info").await;
    assert!(notice.contains("We emailed the first player"), "{notice}");
    check_phone_layout(&s).await;
    s.shot(2, "created").await;
    s.click_through(".notice-info a[href=\"/mail\"]").await;

    // The mailbox lists the host's email.
    let mailbox = format!("{}/mail", app.address);
    wait_for_an_email(&s, &mailbox).await;
    assert_eq!(s.path().await, "/mail");
    let row = s.text(".mail-list li").await;
    assert!(row.contains("To anna@example.org"), "{row}");
    check_phone_layout(&s).await;
    s.shot(3, "mailbox").await;
    s.click_through(".mail-list a").await;

    // The email, and its host link.
    assert!(s.path().await.starts_with("/mail/"));
    let to = s.text(".mail-head dd").await;
    assert!(to.contains("anna@example.org"), "{to}");
    check_phone_layout(&s).await;
    s.shot(4, "email").await;
    s.click_through_frame("iframe.mail-body", "a[href*=\"/host/\"]")
        .await;

    let path = s.path().await;
    assert!(path.starts_with("/host/"), "the host link led to {path}");
    assert_no_error(&s, "the host's page").await;
    let heading = s.text("h1").await;
    assert_eq!(heading, "Start your game");
    check_phone_layout(&s).await;
    s.shot(5, "host").await;
    let (clicks, scrolls) = s.counts();
    println!("from the front page to the host's page: {clicks} clicks, {scrolls} scrolls");
    s.close().await;
    std::fs::remove_dir_all(&dir).unwrap();
}
