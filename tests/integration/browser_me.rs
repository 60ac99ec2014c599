//! A person's page in a browser on a phone (390 x 844, issue #39): Anna,
//! in three games of two rulesets, opens `/me` from the link of an email,
//! finds the game waiting for her first, moves in it by clicking, and comes
//! back to `/me`; the page in German too. Screenshots go to
//! `target/test-output/browser/me-phone-*`.

use crate::app::TestApp;
use crate::browser::{
    assert_moved, assert_no_error, check_phone_layout, confirm_if_asked, selector, Driver, Screen,
};
use crate::me::{emails_to, game_of, mail_dir, me_links};
use slowcatan::rules::classic::Classic;
use slowcatan::web::mail_viewer::MailPlace;

#[tokio::test]
async fn a_person_opens_their_games_from_an_email_moves_in_the_waiting_one_and_comes_back() {
    let dir = mail_dir();
    let app = TestApp::spawn_with_mail(false, MailPlace::Folder(dir.clone())).await;
    let _over = crate::end_of_game::finished::<Classic>(&app, 1, 4).await;
    let (_, others_urls) = game_of(
        &app,
        "frenemies",
        &[
            ("Bert", "bert@example.org"),
            ("Zoë", "zoe@example.org"),
            ("Anna", "anna@example.org"),
        ],
        (2, false),
    )
    .await;
    let (_, waiting_urls) = game_of(
        &app,
        "classic",
        &[
            ("Anna", "anna@example.org"),
            ("Bert", "bert@example.org"),
            ("Cleo", "cleo@example.org"),
        ],
        (0, true),
    )
    .await;
    let mails = emails_to(&dir, "anna@example.org", 2).await;
    let link = me_links(&app, &mails[0]).remove(0);

    let driver = Driver::start().await;
    let phone = driver.session("me", Screen::Phone).await;
    phone.goto(&link).await;
    assert_no_error(&phone, "the person's page").await;
    check_phone_layout(&phone).await;
    phone.shot(1, "my-games").await;
    let first = phone.find_all("main a.button").await;
    let href = first[0].attr("href").await.unwrap().unwrap_or_default();
    assert_eq!(href, waiting_urls[0], "the waiting game comes first");
    let heading = phone.text("main h2").await;
    assert_eq!(heading, "Waiting for you");
    assert!(
        !phone.source().await.contains(&others_urls[0]),
        "another seat's link on the page"
    );

    // Into the game, and one move by clicking.
    phone.click_through("main a.button").await;
    assert_eq!(phone.url().await, waiting_urls[0]);
    let token = waiting_urls[0].rsplit('/').next().unwrap().to_owned();
    let play = app.play(&token).await;
    let version = play["version"].as_u64().unwrap();
    let command = play["legal"][0].clone();
    let clicked = selector(&command);
    phone.click(&clicked).await;
    confirm_if_asked(&phone, &clicked, 2, "placed").await;
    assert_moved(&app, &token, version, "Anna's first settlement").await;
    phone.shot(3, "moved").await;

    // Back to all her games.
    phone.goto(&link).await;
    assert_no_error(&phone, "the person's page again").await;
    check_phone_layout(&phone).await;
    let source = phone.source().await;
    assert!(source.contains("Latest: "), "{source}");
    phone.shot(4, "back").await;

    phone
        .script("document.getElementById('settings-h').scrollIntoView(); return 0")
        .await;
    phone.shot(5, "settings").await;

    phone.goto(&format!("{link}?lang=de")).await;
    check_phone_layout(&phone).await;
    assert_eq!(phone.text("h1").await, "Deine Spiele");
    phone.shot(6, "de").await;
    phone
        .script("document.getElementById('settings-h').scrollIntoView(); return 0")
        .await;
    phone.shot(7, "de-settings").await;
    phone.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
