//! Who reads which language (issue #38): the game's language and each
//! player's, chosen on the request that creates the game and kept with the
//! seats; the error pages in their reader's language (a seat's own, the
//! host's game's, else `?lang=`, then the browser's, then the game's or
//! English); a language the server does not speak refused, creating
//! nothing.

use crate::app::TestApp;
use serde_json::json;

fn html_lang(page: &str) -> Option<&str> {
    let start = page.find("<html lang=\"")? + "<html lang=\"".len();
    let end = page[start..].find('"')? + start;
    Some(&page[start..end])
}

async fn page(app: &TestApp, path: &str, accept: Option<&str>) -> (u16, String) {
    let mut req = app.client.get(format!("{}{path}", app.address));
    if let Some(accept) = accept {
        req = req.header("Accept-Language", accept);
    }
    let resp = req.send().await.expect("request");
    (resp.status().as_u16(), resp.text().await.expect("body"))
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

/// A classic game in German whose second player, Bert, reads English.
async fn german_game_bert_in_english(app: &TestApp) -> crate::app::TestGame {
    app.create_game_with(
        "classic",
        3,
        json!({
            "language": "de",
            "players": [
                {"name": "Anna", "email": "anna@example.org"},
                {"name": "Bert", "email": "bert@example.org", "language": "en"},
                {"name": "Cleo", "email": "cleo@example.org"},
            ],
        }),
    )
    .await
}

#[tokio::test]
async fn each_seat_reads_the_game_s_language_unless_its_player_chose_another() {
    let app = TestApp::spawn().await;
    let game = app
        .create_game_with("classic", 3, json!({"language": "de"}))
        .await;
    assert_eq!(seat_languages(&app, game.id).await, ["de", "de", "de"]);

    let body = json!({
        "ruleset": "classic",
        "language": "de",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org", "language": "en"},
            {"name": "Cleo", "email": "cleo@example.org", "language": "DE-at"},
        ],
    });
    let resp = app.post_game(&body).await;
    assert_eq!(resp.status(), 201);
    let created: serde_json::Value = resp.json().await.unwrap();
    let id: uuid::Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    assert_eq!(seat_languages(&app, id).await, ["de", "en", "de"]);

    // Without a choice, English, as before.
    let plain = app.create_game(3).await;
    assert_eq!(seat_languages(&app, plain.id).await, ["en", "en", "en"]);
}

#[tokio::test]
async fn a_language_the_server_does_not_speak_is_refused_naming_the_field_and_creates_nothing() {
    let app = TestApp::spawn().await;
    let before = app.db.client().await;
    let count = |c: tokio_postgres::Row| c.get::<_, i64>(0);
    let games = count(
        before
            .query_one("SELECT count(*) FROM games", &[])
            .await
            .unwrap(),
    );
    let players = || {
        vec![
            json!({"name": "Anna", "email": "anna@example.org"}),
            json!({"name": "Bert", "email": "bert@example.org"}),
            json!({"name": "Cleo", "email": "cleo@example.org"}),
        ]
    };
    let resp = app
        .post_game(&json!({"ruleset": "classic", "language": "fr", "players": players()}))
        .await;
    assert_eq!(resp.status(), 422);
    let error = resp.json::<serde_json::Value>().await.unwrap()["error"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(error.starts_with("language: "), "{error}");
    assert!(error.contains("en and de"), "{error}");

    let mut one = players();
    one[1]["language"] = json!("klingon");
    let resp = app
        .post_game(&json!({"ruleset": "classic", "players": one}))
        .await;
    assert_eq!(resp.status(), 422);
    let error = resp.json::<serde_json::Value>().await.unwrap()["error"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(error.starts_with("a player's language: "), "{error}");
    assert_eq!(
        count(
            before
                .query_one("SELECT count(*) FROM games", &[])
                .await
                .unwrap()
        ),
        games,
        "nothing was created"
    );
}

#[tokio::test]
async fn an_error_page_reads_in_its_reader_s_language() {
    let app = TestApp::spawn().await;
    let game = german_game_bert_in_english(&app).await;
    let (id, tokens) = (game.id, &game.tokens);

    // A seat reads its own language, whatever its browser asks for.
    let (status, anna) = page(&app, &format!("/play/{}?at=9999", tokens[0]), Some("en")).await;
    assert_eq!(status, 404);
    assert_eq!(html_lang(&anna), Some("de"));
    assert!(anna.contains("Diesen Zug gibt es nicht"), "{anna}");
    assert!(
        anna.contains(&format!(
            "<a href=\"/play/{}\">Zurück zu deiner Seite in diesem Spiel</a>",
            tokens[0]
        )),
        "{anna}"
    );
    let (_, bert) = page(&app, &format!("/play/{}?at=9999", tokens[1]), Some("de")).await;
    assert_eq!(html_lang(&bert), Some("en"));
    assert!(bert.contains("There is no move 9999"), "{bert}");

    // A game's page without a seat: the browser's language, else the game's;
    // `?lang=` before both.
    let spectator = format!("/games/{id}?at=9999");
    let (_, plain) = page(&app, &spectator, None).await;
    assert_eq!(html_lang(&plain), Some("de"), "the game's language");
    let (_, english) = page(&app, &spectator, Some("en-GB,en;q=0.9")).await;
    assert_eq!(html_lang(&english), Some("en"), "the browser's");
    let (_, asked) = page(&app, &format!("{spectator}&lang=de"), Some("en")).await;
    assert_eq!(html_lang(&asked), Some("de"), "the query's");

    // An address that opens nothing: the browser's language, else English.
    let (status, missing) = page(&app, "/no/such/page", Some("de-CH, en;q=0.5")).await;
    assert_eq!(status, 404);
    assert_eq!(html_lang(&missing), Some("de"));
    assert!(missing.contains("Seite nicht gefunden"), "{missing}");
    let (_, english) = page(&app, "/no/such/page", None).await;
    assert_eq!(html_lang(&english), Some("en"));
}

#[tokio::test]
async fn a_complete_export_carries_every_seat_s_language_and_an_import_keeps_them() {
    let app = TestApp::spawn().await;
    let id = german_game_bert_in_english(&app).await.id;

    let header = |text: &str| -> serde_json::Value {
        serde_json::from_str(text.lines().next().unwrap()).unwrap()
    };
    let complete = app
        .service
        .export(id, slowcatan::rules::Viewer::Referee)
        .await
        .unwrap();
    assert_eq!(header(&complete)["languages"], json!(["de", "en", "de"]));
    assert_eq!(header(&complete)["options"]["language"], json!("de"));
    // A seat's choice is its own: another seat's export does not name it.
    let seat = app
        .service
        .export(
            id,
            slowcatan::rules::Viewer::Seat(slowcatan::rules::Seat(0)),
        )
        .await
        .unwrap();
    assert_eq!(header(&seat).get("languages"), None);

    drop(app.stop().await);
    let other = TestApp::spawn().await;
    let (imported, _) = other.service.import(&complete).await.unwrap();
    assert_eq!(
        seat_languages(&other, imported.game_id).await,
        ["de", "en", "de"]
    );
}

#[tokio::test]
async fn the_front_page_reads_in_the_asked_language_and_its_form_creates_a_game_in_it() {
    let app = TestApp::spawn().await;
    // The browser's language, unless the address names one.
    let (status, german) = page(&app, "/", Some("de-DE,de;q=0.9,en;q=0.5")).await;
    assert_eq!(status, 200);
    assert_eq!(html_lang(&german), Some("de"));
    assert!(german.contains("<h1>Catan per E-Mail</h1>"), "{german}");
    assert!(german.contains("Ein Spiel beginnen"));
    assert!(german.contains("<option value=\"de\" lang=\"de\" selected>Deutsch</option>"));
    assert!(german.contains("action=\"/games\""));
    let (_, english) = page(&app, "/", None).await;
    assert_eq!(html_lang(&english), Some("en"));
    assert!(english.contains("<h1>Catan by email</h1>"));
    assert!(english.contains("<option value=\"en\" lang=\"en\" selected>English</option>"));
    let (_, asked) = page(&app, "/?lang=de", Some("en")).await;
    assert_eq!(html_lang(&asked), Some("de"));
    // Its answer keeps the language the address asked for.
    assert!(asked.contains("action=\"/games?lang=de\""), "{asked}");

    // The form's language becomes the game's, and every seat's.
    let mut form: Vec<(&str, String)> = vec![
        ("ruleset", "classic".to_owned()),
        ("language", "de".to_owned()),
    ];
    for (i, n) in ["Anna", "Bert", "Cleo"].iter().enumerate() {
        let i = i + 1;
        form.push((["name1", "name2", "name3"][i - 1], (*n).to_owned()));
        form.push((
            ["email1", "email2", "email3"][i - 1],
            format!("{}@example.org", n.to_lowercase()),
        ));
    }
    let (status, _, _) = crate::pages::post(&app, "/games?lang=de", &form).await;
    assert_eq!(status, 303);
    let game: uuid::Uuid = app
        .db
        .client()
        .await
        .query_one("SELECT id FROM games ORDER BY created_at DESC LIMIT 1", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(seat_languages(&app, game).await, ["de", "de", "de"]);

    // A refused form comes back in the page's language, its reason too.
    let refused: Vec<(&str, String)> = form
        .iter()
        .map(|(k, v)| {
            (
                *k,
                if *k == "email2" {
                    "not-an-address".to_owned()
                } else {
                    v.clone()
                },
            )
        })
        .collect();
    let (status, _, html) = crate::pages::post(&app, "/games?lang=de", &refused).await;
    assert_eq!(status, 422);
    assert_eq!(html_lang(&html), Some("de"));
    assert!(
        html.contains(
            "Nicht ausgeführt: &#34;not-an-address&#34; ist keine E-Mail-Adresse. Es wurde nichts geändert."
        ),
        "{html}"
    );
    assert!(html.contains("action=\"/games?lang=de\""));
    assert!(
        html.contains("value=\"not-an-address\""),
        "what was typed stays"
    );

    // A rule's reason is worded in the page's language, unmarked.
    let two: Vec<(&str, String)> = form
        .iter()
        .filter(|(k, _)| !k.ends_with('3'))
        .cloned()
        .collect();
    let (status, _, html) = crate::pages::post(&app, "/games?lang=de", &two).await;
    assert_eq!(status, 422);
    assert!(
        html.contains(
            "Nicht ausgeführt: Ein Spiel braucht 3 bis 6 Spieler, nicht 2. Es wurde nichts geändert."
        ),
        "{html}"
    );
}

#[tokio::test]
async fn the_host_of_a_german_game_starts_it_from_a_german_page() {
    let app = TestApp::spawn_confirming().await;
    let resp = app
        .post_game(&json!({
            "ruleset": "baden-wuerttemberg",
            "language": "de",
            "players": [
                {"name": "Anna", "email": "anna@example.org"},
                {"name": "Bert", "email": "bert@example.org", "language": "en"},
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
    let path = host.trim_start_matches(&app.address).to_owned();
    // The game's language, whatever the browser's.
    let (status, html) = page(&app, &path, Some("en")).await;
    assert_eq!(status, 200);
    assert_eq!(html_lang(&html), Some("de"));
    assert!(html.contains("<h1>Starte dein Spiel</h1>"), "{html}");
    assert!(html.contains(">Spiel starten</button>"));
    assert!(html.contains("<p class=\"game-ruleset\">Catan – Baden-Württemberg</p>"));
}
