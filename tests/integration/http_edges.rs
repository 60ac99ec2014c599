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
