//! A stalled or unreachable database and slow clients are answered in
//! bounded time: 503 with `Retry-After` for the database, 408 and a closed
//! connection for a body that trickles in (issue 15 §4).

use crate::helpers::TestDb;
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::game::secrets::ServerKey;
use slowcatan::game::GameService;
use slowcatan::startup::{self, HttpOptions};
use slowcatan::store::{DbTimeouts, Store};
use slowcatan::token::Token;
use slowcatan::web::limits::RequestLimits;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use uuid::Uuid;

/// Short timeouts, so that the tests stay fast.
const FAST: DbTimeouts = DbTimeouts {
    wait: Duration::from_millis(300),
    connect: Duration::from_millis(300),
    statement: Duration::from_millis(300),
    request: Duration::from_millis(300),
};

/// A server on `store`; returns its address.
fn serve(store: Store, limits: RequestLimits) -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
    let address = format!("http://{}", listener.local_addr().expect("address"));
    let service = GameService::new(store, ServerKey::from_secret(b"test key"), address.clone());
    let options = HttpOptions {
        limits,
        ..HttpOptions::default()
    };
    let server = startup::http_server_with(startup::app_state(service), listener, &options)
        .expect("start the server");
    tokio::spawn(server);
    address
}

/// A "database" that accepts connections and never says a word, as a
/// stopped PostgreSQL does. Returns its port.
async fn silent_database() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("address").port();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            held.push(socket);
        }
    });
    port
}

/// A port nothing listens on: connections are refused.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    listener.local_addr().expect("address").port()
}

fn store_at(port: u16) -> Store {
    Store::connect_with(
        &format!("postgres://postgres@127.0.0.1:{port}/catan"),
        4,
        &FAST,
    )
    .expect("build the pool")
}

/// GETs `url`, asserting it was answered within `limit`.
async fn get_within(url: &str, limit: Duration) -> reqwest::Response {
    let started = Instant::now();
    let resp = reqwest::get(url).await.expect("request");
    let took = started.elapsed();
    assert!(took < limit, "GET {url} took {took:?}");
    resp
}

async fn assert_unavailable_everywhere(address: &str) {
    let health = get_within(&format!("{address}/healthz"), Duration::from_secs(1)).await;
    assert_eq!(health.status(), 503);

    let game = Uuid::new_v4();
    let api = get_within(
        &format!("{address}/api/games/{game}"),
        Duration::from_secs(2),
    )
    .await;
    assert_eq!(api.status(), 503);
    assert_eq!(api.headers()["retry-after"], "5");
    let body: Value = api.json().await.expect("json");
    assert!(
        body["error"].as_str().unwrap().contains("try again"),
        "{body}"
    );

    let page = get_within(&format!("{address}/games/{game}"), Duration::from_secs(2)).await;
    assert_eq!(page.status(), 503);
    assert!(page.headers().contains_key("retry-after"));
    assert!(page.text().await.unwrap().contains("try again shortly"));

    let token = Token::generate().unwrap();
    let started = Instant::now();
    let command = reqwest::Client::new()
        .post(format!("{address}/api/play/{}/commands", token.as_str()))
        .json(&json!({"version": 1, "command": {"type": "RollDice"}}))
        .send()
        .await
        .unwrap();
    assert!(started.elapsed() < Duration::from_secs(2));
    assert_eq!(command.status(), 503);
}

#[tokio::test]
async fn a_stalled_database_is_answered_fast_with_503() {
    let address = serve(store_at(silent_database().await), RequestLimits::default());
    assert_unavailable_everywhere(&address).await;
}

#[tokio::test]
async fn a_database_refusing_connections_is_answered_with_503() {
    let address = serve(store_at(closed_port()), RequestLimits::default());
    assert_unavailable_everywhere(&address).await;
}

/// Takes an exclusive lock on the events table in an open transaction, so
/// that every statement reading events waits, as on a stuck database.
async fn lock_events(db: &TestDb) -> tokio_postgres::Client {
    let locker = db.client().await;
    locker
        .batch_execute("BEGIN; LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
        .await
        .expect("lock the events");
    locker
}

/// A three-player classic game on the beginner board, created over the
/// API of the server at `address`.
pub(crate) async fn create_game(address: &str) -> Uuid {
    let players: Vec<Value> = ["Anna", "Bert", "Cleo"]
        .iter()
        .map(|n| json!({"name": n, "email": format!("{}@example.org", n.to_lowercase())}))
        .collect();
    let resp = reqwest::Client::new()
        .post(format!("{address}/api/games"))
        .json(&json!({"ruleset": "classic", "board": "beginner", "players": players}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    let body: Value = resp.json().await.unwrap();
    body["game_id"].as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_statement_past_the_statement_timeout_is_answered_503() {
    let db = TestDb::new().await;
    let address = serve(
        Store::connect_with(&db.url, 4, &FAST).unwrap(),
        RequestLimits::default(),
    );
    let game = create_game(&address).await;
    let events = format!("{address}/api/games/{game}/events");

    let locker = lock_events(&db).await;
    let stuck = get_within(&events, Duration::from_secs(2)).await;
    assert_eq!(stuck.status(), 503);
    assert!(stuck.headers().contains_key("retry-after"));

    locker.batch_execute("ROLLBACK").await.unwrap();
    assert_eq!(reqwest::get(&events).await.unwrap().status(), 200);
}

#[tokio::test]
async fn a_request_unanswered_at_its_deadline_is_answered_503() {
    let db = TestDb::new().await;
    // The database would wait long; the request may not.
    let patient = DbTimeouts {
        statement: Duration::from_secs(30),
        request: Duration::from_secs(30),
        ..FAST
    };
    let limits = RequestLimits {
        body: Duration::from_secs(5),
        request: Duration::from_millis(500),
    };
    let address = serve(Store::connect_with(&db.url, 4, &patient).unwrap(), limits);
    let game = create_game(&address).await;

    let locker = lock_events(&db).await;
    let api = get_within(
        &format!("{address}/api/games/{game}/events"),
        Duration::from_secs(2),
    )
    .await;
    assert_eq!(api.status(), 503);
    let page = get_within(&format!("{address}/games/{game}"), Duration::from_secs(2)).await;
    assert_eq!(page.status(), 503);
    assert!(page.text().await.unwrap().contains("try again shortly"));
    locker.batch_execute("ROLLBACK").await.unwrap();
}

/// Sends `head` at once, then one byte of `trickle` a second, and returns
/// what the server answered and how long until it closed the connection.
async fn trickle(address: &str, head: &str, trickle: &'static [u8]) -> (String, Duration) {
    let host = address.trim_start_matches("http://");
    let stream = TcpStream::connect(host).await.expect("connect");
    let (mut read, mut write) = stream.into_split();
    write
        .write_all(head.as_bytes())
        .await
        .expect("send the head");
    let started = Instant::now();
    let writer = tokio::spawn(async move {
        for byte in trickle {
            tokio::time::sleep(Duration::from_secs(1)).await;
            if write.write_all(&[*byte]).await.is_err() {
                break;
            }
        }
        // Keep our side open: only the server may end the exchange.
        tokio::time::sleep(Duration::from_secs(30)).await;
        drop(write);
    });
    let mut answer = Vec::new();
    let read_all =
        tokio::time::timeout(Duration::from_secs(5), read.read_to_end(&mut answer)).await;
    writer.abort();
    assert!(
        read_all.is_ok(),
        "the server kept the connection open for 5 s"
    );
    (
        String::from_utf8_lossy(&answer).into_owned(),
        started.elapsed(),
    )
}

#[tokio::test]
async fn a_trickling_body_is_cut_off_with_408() {
    let limits = RequestLimits {
        body: Duration::from_secs(2),
        request: Duration::from_secs(15),
    };
    let address = serve(store_at(silent_database().await), limits);
    let head = "POST /api/games HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
                Content-Length: 200\r\n\r\n{";
    let (answer, took) = trickle(&address, head, b"\"ruleset\": \"classic\"").await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("did not arrive"), "{answer}");
    assert!(took < Duration::from_secs(4), "cut off after {took:?}");
}

#[tokio::test]
async fn trickling_headers_are_cut_off() {
    let limits = RequestLimits {
        body: Duration::from_secs(2),
        request: Duration::from_secs(15),
    };
    let address = serve(store_at(silent_database().await), limits);
    let (answer, took) = trickle(
        &address,
        "GET /healthz HTTP/1.1\r\n",
        b"X-Slow: aaaaaaaaaaa",
    )
    .await;
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "{answer}"
    );
    assert!(took < Duration::from_secs(4), "cut off after {took:?}");
}

#[tokio::test]
async fn healthz_answers_503_while_the_events_table_is_locked() {
    let app = crate::app::TestApp::spawn().await;
    let health = format!("{}/healthz", app.address);
    assert_eq!(
        get_within(&health, Duration::from_secs(1)).await.status(),
        200
    );

    let locker = lock_events(&app.db).await;
    let locked = get_within(&health, Duration::from_secs(1)).await;
    assert_eq!(locked.status(), 503);
    assert!(locked.headers().contains_key("retry-after"));

    locker.batch_execute("ROLLBACK").await.unwrap();
    assert_eq!(
        get_within(&health, Duration::from_secs(1)).await.status(),
        200
    );
}

/// Waits until `count` sessions of the test database wait for a lock.
async fn until_waiting_on_locks(db: &TestDb, count: i64) {
    let watcher = db.client().await;
    loop {
        let waiting: i64 = watcher
            .query_one(
                "SELECT count(*) FROM pg_stat_activity \
                 WHERE datname = current_database() AND wait_event_type = 'Lock'",
                &[],
            )
            .await
            .unwrap()
            .get(0);
        if waiting >= count {
            return;
        }
        tokio::task::yield_now().await;
    }
}

#[tokio::test]
async fn pages_answer_503_within_2s_while_every_connection_is_busy() {
    let db = TestDb::new().await;
    // The defaults, but two connections only.
    let store = Store::connect_with(&db.url, 2, &DbTimeouts::default()).unwrap();
    let address = serve(store, RequestLimits::default());
    let game = create_game(&address).await;
    let links = Links::new(
        db.store.clone(),
        ServerKey::from_secret(b"test key"),
        address.clone(),
    );
    let link = links.seat_link(game, 0).await.unwrap().unwrap();
    let token = link.rsplit('/').next().unwrap().to_owned();

    let locker = lock_events(&db).await;
    // Two requests take both connections and wait on the lock.
    let busy: Vec<_> = (0..2)
        .map(|_| tokio::spawn(reqwest::get(format!("{address}/api/games/{game}/events"))))
        .collect();
    until_waiting_on_locks(&db, 2).await;

    for path in [format!("/games/{game}"), format!("/play/{token}")] {
        let page = get_within(&format!("{address}{path}"), Duration::from_secs(2)).await;
        assert_eq!(page.status(), 503, "{path}");
        assert!(page.headers().contains_key("retry-after"));
        assert!(page.text().await.unwrap().contains("try again shortly"));
    }
    locker.batch_execute("ROLLBACK").await.unwrap();
    for request in busy {
        request.await.unwrap().unwrap();
    }
}
