//! A seat chooses the language it reads (issue #38): the settings panel of
//! its page offers every language the server speaks, each named in itself,
//! and `POST /play/{token}/language` keeps the choice for that seat alone;
//! the seat's page then reads in it, the frame of the page included (the
//! top box, the players, the record, the table talk, the settings). A
//! language the server does not speak is refused in the seat's language
//! and changes nothing; so is a choice posted from another site.

use crate::app::TestApp;

fn html_lang(page: &str) -> Option<&str> {
    let start = page.find("<html lang=\"")? + "<html lang=\"".len();
    let end = page[start..].find('"')? + start;
    Some(&page[start..end])
}

async fn seat_languages(app: &TestApp, game: uuid::Uuid) -> Vec<String> {
    app.db
        .client()
        .await
        .query(
            "SELECT language FROM seats WHERE game = $1 ORDER BY seat",
            &[&game],
        )
        .await
        .expect("seats")
        .iter()
        .map(|r| r.get(0))
        .collect()
}

async fn seat_page(app: &TestApp, token: &str) -> String {
    let resp = app.get(&format!("/play/{token}")).await;
    assert_eq!(resp.status(), 200);
    resp.text().await.expect("body")
}

/// `POST /play/{token}/language` with `lang`, redirects not followed.
async fn choose(app: &TestApp, token: &str, lang: &str) -> reqwest::Response {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .post(format!("{}/play/{token}/language", app.address))
        .form(&[("lang", lang)])
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn a_seat_of_an_english_game_chooses_german_and_only_its_page_reads_german() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (anna, bert) = (&game.tokens[0], &game.tokens[1]);

    let before = seat_page(&app, anna).await;
    assert_eq!(html_lang(&before), Some("en"));
    assert!(before.contains(&format!(
        "<form method=\"post\" action=\"/play/{anna}/language\">"
    )));
    assert!(
        before.contains("<option value=\"en\" lang=\"en\" selected>English</option>"),
        "{before}"
    );
    assert!(before.contains("<option value=\"de\" lang=\"de\">Deutsch</option>"));

    let resp = choose(&app, anna, "de").await;
    assert_eq!(resp.status(), 303);
    assert_eq!(
        resp.headers().get("location").and_then(|l| l.to_str().ok()),
        Some(format!("/play/{anna}").as_str())
    );
    assert_eq!(seat_languages(&app, game.id).await, ["de", "en", "en"]);

    let german = seat_page(&app, anna).await;
    assert_eq!(html_lang(&german), Some("de"));
    for words in [
        "Züge, die für dich gemacht werden",
        "Du hast gewählt: Du würfelst selbst; du beendest deinen Zug selbst.",
        "Meine Einstellungen speichern",
        "Abwesend und der Vertreter",
        "Ich bin abwesend",
        "<h2 id=\"seat-lang-h\">Sprache</h2>",
        "<option value=\"de\" lang=\"de\" selected>Deutsch</option>",
        "<option value=\"en\" lang=\"en\">English</option>",
        "Die Aufzeichnung dieses Spiels",
        "Tischgespräch",
        "Letzte Ereignisse",
        "Die öffentliche Seite dieses Spiels</a> zeigt, was alle sehen dürfen.",
    ] {
        assert!(german.contains(words), "{words} missing in {german}");
    }
    assert!(
        german.contains("<h2 id=\"now-h\">Du bist am Zug</h2>")
            || german.contains("<h2 id=\"now-h\">Du bist nicht am Zug</h2>"),
        "{german}"
    );
    for english in [
        "Moves made for you",
        "Save my choices",
        "Away and the stand-in",
        "I am away",
        "The record of this game",
        "Table talk",
        "Latest events",
        "The public page of this game",
        "Your move",
    ] {
        assert!(!german.contains(english), "{english} in {german}");
    }

    // Another seat of the same game still reads English.
    let other = seat_page(&app, bert).await;
    assert_eq!(html_lang(&other), Some("en"));
    assert!(other.contains("Moves made for you"));
    assert!(other.contains("<option value=\"en\" lang=\"en\" selected>English</option>"));

    // And back to English: the page is as it was.
    assert_eq!(choose(&app, anna, "en").await.status(), 303);
    assert_eq!(seat_languages(&app, game.id).await, ["en", "en", "en"]);
    let again = seat_page(&app, anna).await;
    assert_eq!(html_lang(&again), Some("en"));
    assert!(again.contains("Moves made for you"));
}

#[tokio::test]
async fn a_language_the_server_does_not_speak_is_refused_in_the_seat_s_language() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let anna = &game.tokens[0];

    let resp = choose(&app, anna, "fr").await;
    assert_eq!(resp.status(), 422);
    let page = resp.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("en"));
    assert!(
        page.contains("This server speaks English (en) and German (de), not “fr”."),
        "{page}"
    );
    assert!(
        page.contains(&format!("<a href=\"/play/{anna}\">")),
        "{page}"
    );
    assert_eq!(seat_languages(&app, game.id).await, ["en", "en", "en"]);

    // A seat that reads German is refused in German.
    assert_eq!(choose(&app, anna, "de").await.status(), 303);
    let resp = choose(&app, anna, "<b>x").await;
    assert_eq!(resp.status(), 422);
    let page = resp.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("de"));
    assert!(
        page.contains("Dieser Server spricht Englisch (en) und Deutsch (de), nicht „&lt;b&gt;x“."),
        "{page}"
    );
    assert!(
        page.contains("Zurück zu deiner Seite in diesem Spiel"),
        "{page}"
    );
    assert_eq!(seat_languages(&app, game.id).await, ["de", "en", "en"]);

    // A choice posted from another site changes nothing.
    let resp = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .post(format!("{}/play/{anna}/language", app.address))
        .header("Origin", "https://elsewhere.example")
        .form(&[("lang", "en")])
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 403);
    assert_eq!(seat_languages(&app, game.id).await, ["de", "en", "en"]);

    // A form that does not read is told why in the seat's language.
    let resp = reqwest::Client::new()
        .post(format!("{}/play/{anna}/language", app.address))
        .header("Content-Type", "text/plain")
        .body("lang=en")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 400);
    let page = resp.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("de"));
    assert!(
        page.contains(
            "Das Formular konnte nicht gelesen werden: es wurde nicht als Webformular gesendet."
        ),
        "{page}"
    );
    let bert = &game.tokens[1];
    let resp = reqwest::Client::new()
        .post(format!("{}/play/{bert}/language", app.address))
        .header("Content-Type", "text/plain")
        .body("lang=de")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 400);
    let page = resp.text().await.expect("body");
    assert!(
        page.contains("The form could not be read: it was not sent as a web form."),
        "{page}"
    );
    assert_eq!(seat_languages(&app, game.id).await, ["de", "en", "en"]);

    // A hand-made settings form is refused in the seat's language too.
    let resp = reqwest::Client::new()
        .post(format!("{}/play/{anna}/away", app.address))
        .form(&[("version", "1"), ("until", "soon")])
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 400);
    let page = resp.text().await.expect("body");
    assert!(page.contains("„soon“ ist kein Datum."), "{page}");
    let resp = reqwest::Client::new()
        .post(format!("{}/play/{bert}/preferences", app.address))
        .form(&[("version", "1"), ("roll", "never")])
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), 400);
    let page = resp.text().await.expect("body");
    assert!(
        page.contains(
            "roll should be off, always or unless_development_card, not &#34;never&#34;."
        ),
        "{page}"
    );

    // An unknown seat link is not found.
    let resp = choose(&app, "not-a-token", "de").await;
    assert_eq!(resp.status(), 404);
}

#[tokio::test]
async fn the_history_reads_in_the_seat_s_language_and_the_public_one_in_the_reader_s() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (anna, bert) = (&game.tokens[0], &game.tokens[1]);
    assert_eq!(choose(&app, anna, "de").await.status(), 303);

    // Anna's history is German, its moves told in German.
    let resp = app.get(&format!("/play/{anna}/history")).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("de"));
    assert!(
        page.contains("<h1>Chronik des Spiels für Anna</h1>"),
        "{page}"
    );
    assert!(page.contains("Zurück zum Spiel"), "{page}");
    assert!(
        page.contains("aria-label=\"Spielplan nach Zug 1\""),
        "{page}"
    );
    assert!(!page.contains("Back to the game"), "{page}");
    // Bert's stays English.
    let page = app
        .get(&format!("/play/{bert}/history"))
        .await
        .text()
        .await
        .expect("body");
    assert_eq!(html_lang(&page), Some("en"));
    assert!(
        page.contains("<h1>Bert’s history of the game</h1>"),
        "{page}"
    );

    // The public history reads `?lang=`, and its links keep it.
    let public = format!("/games/{}/history", game.id);
    let page = app
        .get(&format!("{public}?lang=de"))
        .await
        .text()
        .await
        .expect("body");
    assert_eq!(html_lang(&page), Some("de"));
    assert!(page.contains("<h1>Chronik des Spiels</h1>"), "{page}");
    assert!(
        page.contains(&format!("href=\"/games/{}?lang=de\"", game.id)),
        "{page}"
    );
    assert!(page.contains("?at=1&#38;lang=de\""), "{page}");
    // Without it, the game's language (English here).
    let page = app.get(&public).await.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("en"));
    assert!(page.contains("<h1>History of the game</h1>"), "{page}");
}

#[tokio::test]
async fn the_host_page_of_a_started_german_game_reads_german() {
    let app = TestApp::spawn().await;
    let game = app
        .create_game_with("classic", 3, serde_json::json!({"language": "de"}))
        .await;
    let resp = app.get_url(&game.host_url).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.expect("body");
    assert_eq!(html_lang(&page), Some("de"));
    for german in [
        "<h1>Ein Spiel leiten</h1>",
        "Dein Gastgeber-Link (behalte ihn; er öffnet diese Seite):",
        "Worauf das Spiel wartet",
        "Seit ",
        "Keine Frist: Das Spiel wartet auf jede Entscheidung, so lange sie dauert.",
        "Pause und Vertreter",
        "Spiel pausieren",
        "Ruhezeiten: Stunden jedes Tages",
        "Den Platz von Bert dem Vertreter übergeben",
        "Einladung an Anna erneut senden",
        "Es wurde noch nichts gespielt, das man zurückspulen könnte.",
        "das Spiel wartet auf diesen Spieler",
    ] {
        assert!(page.contains(german), "{german} in {page}");
    }
    for english in [
        "Hosting a game",
        "What the game waits for",
        "Pause the game",
        "Resend",
        "Seats",
    ] {
        assert!(!page.contains(english), "{english} in {page}");
    }
    // A notice after a form reads German too.
    let resp = app.get_url(&format!("{}?deadline=1", game.host_url)).await;
    let page = resp.text().await.expect("body");
    assert!(page.contains("Die Frist ist gesetzt."), "{page}");
}
