//! The edges of the HTTP interface: unknown addresses, wrong methods, and
//! the headers of answers reached by secret links (issue 15 §5).

use crate::app::TestApp;
use serde_json::Value;

#[tokio::test]
async fn unknown_addresses_answer_404_with_a_short_page_or_json() {
    let app = TestApp::spawn().await;

    let page = app.get("/no/such/page").await;
    assert_eq!(page.status(), 404);
    assert!(page.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let html = page.text().await.unwrap();
    assert!(html.contains("<h1>No such page</h1>"), "{html}");
    assert!(
        html.contains(r#"<a href="/" class="brand">"#),
        "the site's frame"
    );
    assert!(html.contains(r#"rel="stylesheet""#), "the site's look");
    assert!(
        html.contains(r#"<a href="/">Go to the front page</a>"#),
        "a way home"
    );
    assert!(
        !html.contains("Nothing was changed"),
        "a wrong address changes nothing to begin with"
    );

    // An unknown game or seat link keeps its own clear 404.
    let game = app.get("/games/00000000-0000-0000-0000-000000000000").await;
    assert_eq!(game.status(), 404);
    assert!(game.text().await.unwrap().contains("No such game"));

    let api = app.get("/api/no/such/thing").await;
    assert_eq!(api.status(), 404);
    let body: Value = api.json().await.unwrap();
    assert!(body["error"].is_string(), "{body}");
}

#[tokio::test]
async fn a_known_address_asked_with_the_wrong_method_answers_405() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;

    let put = app
        .client
        .put(format!("{}/api/play/{}", app.address, game.tokens[0]))
        .send()
        .await
        .unwrap();
    assert_eq!(put.status(), 405);
    let body: Value = put.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("PUT"), "{body}");

    let get = app.get("/api/games").await;
    assert_eq!(get.status(), 405);

    let delete = app
        .client
        .delete(format!("{}/games/{}", app.address, game.id))
        .send()
        .await
        .unwrap();
    assert_eq!(delete.status(), 405);
    assert!(delete.text().await.unwrap().contains("DELETE"));
}

#[tokio::test]
async fn answers_reached_by_secret_links_are_never_stored_or_sniffed() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let host = game.host_url.rsplit('/').next().unwrap().to_owned();
    for path in [
        format!("/api/play/{}", game.tokens[0]),
        format!("/api/host/{host}/export"),
        format!("/api/games/{}/export", game.id),
        format!("/api/games/{}", game.id),
        "/api/no/such/thing".to_owned(),
    ] {
        let resp = app.get(&path).await;
        let headers = resp.headers();
        assert_eq!(headers["cache-control"], "no-store", "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
    }
    // Pages keep their own headers.
    let page = app.get(&format!("/play/{}", game.tokens[0])).await;
    assert_eq!(page.headers()["cache-control"], "no-store");
    assert_eq!(page.headers()["x-content-type-options"], "nosniff");
}

#[tokio::test]
async fn a_load_balancer_may_ask_healthz_with_head() {
    let app = TestApp::spawn().await;
    let head = app
        .client
        .head(format!("{}/healthz", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), 200);
    let post = app
        .client
        .post(format!("{}/healthz", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(post.status(), 405);
}

/// `POST path` (under the test server) with a form and extra headers, not
/// following redirects: (status, `Location`, `Cache-Control`, body).
async fn post_with(
    app: &TestApp,
    path: &str,
    form: &[(&str, String)],
    headers: &[(&str, &str)],
) -> (u16, String, String, String) {
    let mut request = crate::pages::no_redirects()
        .post(format!("{}{path}", app.address))
        .form(form);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let resp = request.send().await.unwrap();
    let header = |name| {
        resp.headers()
            .get(name)
            .map(|v: &reqwest::header::HeaderValue| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let (location, cache) = (header("location"), header("cache-control"));
    (
        resp.status().as_u16(),
        location,
        cache,
        resp.text().await.unwrap(),
    )
}

async fn talk_stored(app: &TestApp, game: uuid::Uuid) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM table_talk WHERE game = $1", &[&game])
        .await
        .unwrap()
        .get(0)
}

/// The host page's path of a game.
fn host_path(app: &TestApp, game: &crate::app::TestGame) -> String {
    game.host_url.trim_start_matches(&app.address).to_owned()
}

async fn paused(app: &TestApp, game: &crate::app::TestGame) -> bool {
    let page = app.get(&host_path(app, game)).await.text().await.unwrap();
    page.contains("<strong>Paused since ")
}

#[tokio::test]
async fn a_foreign_origin_is_refused_whatever_sec_fetch_site_says_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];
    let events = app.event_count(game.id).await;
    let lying = [
        ("origin", "https://evil.example"),
        ("sec-fetch-site", "same-origin"),
    ];

    let talk = [("body", "hello from elsewhere".to_owned())];
    let (status, _, _, page) = post_with(&app, &format!("/play/{token}/talk"), &talk, &lying).await;
    assert_eq!(status, 403, "{page}");
    assert!(page.contains("sent from another website"), "{page}");
    assert!(
        page.contains(&format!(r#"href="/play/{token}""#)),
        "the refusal leads back to the seat: {page}"
    );
    assert!(
        page.contains(&format!("This site is {}", app.address)),
        "it names the address to use: {page}"
    );
    assert_eq!(talk_stored(&app, game.id).await, 0, "no talk stored");

    let host = host_path(&app, &game);
    let pause = [("version", events.to_string()), ("pause", "1".to_owned())];
    let (status, _, _, page) = post_with(&app, &format!("{host}/pause"), &pause, &lying).await;
    assert_eq!(status, 403, "{page}");
    assert!(page.contains(&format!(r#"href="{host}""#)), "{page}");
    assert!(!paused(&app, &game).await, "the pause was not applied");
    assert_eq!(app.event_count(game.id).await, events);

    // The same forms from this site's own origin go through.
    let ours = [
        ("origin", app.address.as_str()),
        ("sec-fetch-site", "same-origin"),
    ];
    let (status, ..) = post_with(&app, &format!("/play/{token}/talk"), &talk, &ours).await;
    assert_eq!(status, 303);
    assert_eq!(talk_stored(&app, game.id).await, 1);
    let (status, ..) = post_with(&app, &format!("{host}/pause"), &pause, &ours).await;
    assert_eq!(status, 303);
    assert!(paused(&app, &game).await);
}

#[tokio::test]
async fn a_foreign_host_does_not_make_its_matching_origin_ours() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];
    let talk = [("body", "hello".to_owned())];
    for origin in ["http://evil.example", "https://evil.example"] {
        let evil_host = [("host", "evil.example"), ("origin", origin)];
        let (status, _, _, page) =
            post_with(&app, &format!("/play/{token}/talk"), &talk, &evil_host).await;
        assert_eq!(status, 403, "{origin}: {page}");
    }
    // The address the server listens on is not its origin either unless
    // BASE_URL names it: localhost is not 127.0.0.1.
    let port = app.address.rsplit(':').next().unwrap();
    let other_name = format!("http://localhost:{port}");
    let (status, ..) = post_with(
        &app,
        &format!("/play/{token}/talk"),
        &talk,
        &[("host", &other_name[7..]), ("origin", &other_name)],
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(talk_stored(&app, game.id).await, 0);
}

#[tokio::test]
async fn redirects_that_carry_a_token_are_never_stored() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];

    let talk = [("body", "hello".to_owned())];
    let (status, location, cache, _) =
        post_with(&app, &format!("/play/{token}/talk"), &talk, &[]).await;
    assert_eq!(status, 303);
    assert!(location.contains(token.as_str()), "{location}");
    assert_eq!(cache, "no-store", "the talk's 303");

    let p = app.play(token).await;
    let seat = p["view"]["awaiting"][0].as_u64().unwrap() as usize;
    let p = app.play(&game.tokens[seat]).await;
    let place = [
        ("version", p["version"].to_string()),
        ("act", "settlement".to_owned()),
        ("node", p["legal"][0]["node"].to_string()),
    ];
    let play = format!("/play/{}", game.tokens[seat]);
    let (status, location, cache, page) = post_with(&app, &play, &place, &[]).await;
    assert_eq!(status, 303, "{page}");
    assert_eq!(location, play);
    assert_eq!(cache, "no-store", "the seat form's 303");

    let host = host_path(&app, &game);
    let version = app.event_count(game.id).await;
    let pause = [("version", version.to_string()), ("pause", "1".to_owned())];
    let (status, location, cache, _) = post_with(&app, &format!("{host}/pause"), &pause, &[]).await;
    assert_eq!(status, 303);
    assert!(location.starts_with(&host), "{location}");
    assert_eq!(cache, "no-store", "the host form's 303");
}
