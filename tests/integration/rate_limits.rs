//! Rate limits are counted in PostgreSQL: two servers on one database share
//! them, a client's burst is followed by a wait measured by the database
//! clock (moved here by moving the stored times back), and rows whose
//! allowance is whole again are pruned.

use crate::app::TestApp;
use crate::helpers::TestDb;
use serde_json::json;
use slowcatan::game::GameService;
use slowcatan::startup;
use slowcatan::store::Store;
use std::time::Duration;

/// A second server on `app`'s database, as another process would be;
/// returns its address.
fn second_server(app: &TestApp) -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
    let address = format!("http://{}", listener.local_addr().expect("address"));
    let store = Store::connect(&app.db.url, 4).expect("build the pool");
    let service = GameService::new(store, app.key.clone(), address.clone())
        .with_mail(startup::mail_writer(address.clone()));
    let server =
        startup::http_server(startup::app_state(service), listener).expect("start the server");
    tokio::spawn(server);
    address
}

fn new_game() -> serde_json::Value {
    json!({
        "ruleset": "classic",
        "board": "beginner",
        "players": [
            {"name": "Anna", "email": "anna@example.org"},
            {"name": "Bert", "email": "bert@example.org"},
            {"name": "Cleo", "email": "cleo@example.org"}
        ]
    })
}

async fn create_at(client: &reqwest::Client, address: &str) -> reqwest::Response {
    client
        .post(format!("{address}/api/games"))
        .json(&new_game())
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn two_servers_on_one_database_share_the_creation_limit() {
    // The default limit: 5 games at once from one address.
    let app = TestApp::spawn().await;
    let other = second_server(&app);
    for address in [&app.address, &other, &app.address, &other, &app.address] {
        let created = create_at(&app.client, address).await;
        assert_eq!(
            created.status(),
            201,
            "a game within the limit at {address}"
        );
    }
    for address in [&app.address, &other] {
        let refused = create_at(&app.client, address).await;
        assert_eq!(refused.status(), 429, "a sixth game at {address}");
        let wait: u64 = refused.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        // One game comes back every 2 minutes.
        assert!((1..=120).contains(&wait), "Retry-After: {wait}");
    }
    let games: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 5);
}

/// Moves the limits' clock `secs` seconds on, by moving every stored time back.
async fn pass(db: &TestDb, secs: f64) {
    db.client()
        .await
        .execute(
            "UPDATE rate_limits SET used_until = used_until - make_interval(secs => $1)",
            &[&secs],
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_client_gets_its_burst_then_waits_while_others_still_pass() {
    let db = TestDb::new().await;
    let store = &db.store;
    // 3 at once, then one every 200 s.
    let per = Duration::from_secs(600);
    for _ in 0..3 {
        assert_eq!(store.take_rate("t", "me", 3, per).await.unwrap(), None);
    }
    let wait = store.take_rate("t", "me", 3, per).await.unwrap().unwrap();
    assert!(
        wait > Duration::from_secs(190) && wait <= Duration::from_secs(200),
        "{wait:?}"
    );
    assert_eq!(store.take_rate("t", "other", 3, per).await.unwrap(), None);
    assert_eq!(store.take_rate("u", "me", 3, per).await.unwrap(), None);

    pass(&db, 150.0).await;
    let wait = store.take_rate("t", "me", 3, per).await.unwrap().unwrap();
    assert!(wait <= Duration::from_secs(50), "{wait:?}");
    pass(&db, 50.0).await;
    assert_eq!(store.take_rate("t", "me", 3, per).await.unwrap(), None);
    assert!(store.take_rate("t", "me", 3, per).await.unwrap().is_some());
}

#[tokio::test]
async fn rows_whose_allowance_is_whole_again_are_pruned() {
    let db = TestDb::new().await;
    let store = &db.store;
    let per = Duration::from_secs(60);
    store.take_rate("t", "old", 1, per).await.unwrap();
    store.take_rate("t", "new", 1, per).await.unwrap();
    db.client()
        .await
        .execute(
            "UPDATE rate_limits SET used_until = now() - interval '1 second' WHERE client = 'old'",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(store.prune_rates(100).await.unwrap(), 1);
    // The pruned client has its whole allowance; the other still waits.
    assert_eq!(store.take_rate("t", "old", 1, per).await.unwrap(), None);
    assert!(store.take_rate("t", "new", 1, per).await.unwrap().is_some());
}
