//! Load benchmark: many concurrent games played by random clients over HTTP
//! against the release build of the server, on a real PostgreSQL (fsync on).
//!
//! Run by hand: `cargo build --release && cargo bench --bench load`.
//! Settings (environment): LOAD_GAMES (64 concurrent games), LOAD_SECONDS (20),
//! TEST_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
//! LOAD_SERVER (the server binary, default `target/release/slowcatan`, so that
//! two builds can be measured by the same client).
//! It starts the server on a fresh database, plays, prints commands/s, latency
//! percentiles and what the commands wrote (events and emails per command),
//! then stops the server and drops the database.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};
use slowcatan::game::secrets::ServerKey;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio_postgres::NoTls;
use uuid::Uuid;

const SECRET: &str = "load benchmark secret key";

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .arg("-INT")
            .arg(self.0.id().to_string())
            .status();
        let _ = self.0.wait();
    }
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The parts of `GET /api/play` a random client needs; the rest is skipped.
#[derive(serde::Deserialize)]
struct Play {
    version: u64,
    status: String,
    legal: Vec<Value>,
    view: PlayView,
}

#[derive(serde::Deserialize)]
struct PlayView {
    awaiting: Vec<usize>,
}

#[derive(Default)]
struct Stats {
    post: Vec<f64>,
    get: Vec<f64>,
    conflicts: u64,
    /// Bytes of every `GET /api/play` answer.
    get_bytes: u64,
    errors: u64,
    finished: u64,
}

/// What the games have written so far.
struct Tally {
    events: i64,
    emails: i64,
    email_bytes: i64,
    by_kind: std::collections::BTreeMap<String, i64>,
}

async fn tally(db: &tokio_postgres::Client) -> Tally {
    let events: i64 = db
        .query_one("SELECT count(*) FROM events", &[])
        .await
        .expect("count events")
        .get(0);
    let mut tally = Tally {
        events,
        emails: 0,
        email_bytes: 0,
        by_kind: std::collections::BTreeMap::new(),
    };
    let rows = db
        .query(
            "SELECT kind, count(*), coalesce(sum(length(body_text) + coalesce(length(body_html), 0)), 0)::bigint \
             FROM outbox GROUP BY kind",
            &[],
        )
        .await
        .expect("count emails");
    for row in rows {
        let n: i64 = row.get(1);
        let bytes: i64 = row.get(2);
        tally.emails += n;
        tally.email_bytes += bytes;
        tally.by_kind.insert(row.get(0), n);
    }
    tally
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("load: a benchmark run by hand (cargo bench --bench load); skipped");
        return;
    }
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(run());
}

async fn run() {
    let games: usize = env_or("LOAD_GAMES", 64);
    let seconds: u64 = env_or("LOAD_SECONDS", 20);
    let admin_url = std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
    let (admin, conn) = tokio_postgres::connect(&admin_url, NoTls)
        .await
        .expect("admin connection");
    tokio::spawn(conn);
    let db = format!("load_{}", Uuid::new_v4().simple());
    admin
        .batch_execute(&format!("CREATE DATABASE \"{db}\""))
        .await
        .expect("create database");
    let mut cfg: tokio_postgres::Config = admin_url.parse().expect("url");
    cfg.dbname(&db);
    let db_url = format!("postgres://postgres@127.0.0.1:5432/{db}");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let mail_dir = std::env::temp_dir().join(&db);
    // The release binary, under CARGO_TARGET_DIR when that is set.
    let target = std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/target").to_owned());
    let binary =
        std::env::var("LOAD_SERVER").unwrap_or_else(|_| format!("{target}/release/slowcatan"));
    let child = Command::new(&binary)
        .arg("serve")
        .env("DATABASE_URL", &db_url)
        .env("BIND", format!("127.0.0.1:{port}"))
        .env("MAIL_DIR", &mail_dir)
        .env("SECRET_KEY", SECRET)
        .env("RUST_LOG", "warn")
        // The games start at once, and as fast as the benchmark creates them.
        .env("HOST_CONFIRMATION", "off")
        .env("GAMES_RATE", "100000/1s")
        .env("GAMES_RATE_TOTAL", "100000/1s")
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {binary} (cargo build --release first): {e}"));
    let server = Server(child);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .expect("client");
    // Up to a minute: a server run under a profiler starts slowly.
    for _ in 0..600 {
        if client
            .get(format!("{base}/healthz"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (game_db, conn) = cfg.connect(NoTls).await.expect("game db connection");
    tokio::spawn(conn);
    let key = ServerKey::from_secret(SECRET.as_bytes());
    let mut tables = Vec::new();
    for g in 0..games {
        let body = json!({"ruleset": "classic", "players": (0..4).map(|i| json!({"name": format!("P{i}"), "email": format!("p{i}.{g}@example.org")})).collect::<Vec<_>>()});
        let created: Value = client
            .post(format!("{base}/api/games"))
            .json(&body)
            .send()
            .await
            .expect("create")
            .json()
            .await
            .expect("json");
        let id: Uuid = created["game_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("game id");
        let rows = game_db
            .query(
                "SELECT seat, token_sealed FROM seats WHERE game = $1 ORDER BY seat",
                &[&id],
            )
            .await
            .expect("seats");
        let tokens: Vec<String> = rows
            .iter()
            .map(|r| {
                let seat: i16 = r.get(0);
                let sealed: Vec<u8> = r.get(1);
                key.unseal(id, seat as u8, &sealed).expect("unseal")
            })
            .collect();
        tables.push(tokens);
    }
    let first_token = tables[0][0].clone();
    let before = tally(&game_db).await;
    println!("load: {games} games created; playing for {seconds} s");
    let stats = Arc::new(Mutex::new(Stats::default()));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for (g, tokens) in tables.into_iter().enumerate() {
        let client = client.clone();
        let base = base.clone();
        let stats = Arc::clone(&stats);
        tasks.spawn(async move {
            let mut rng = SmallRng::seed_from_u64(g as u64);
            let mut seat = 0usize;
            while Instant::now() < deadline {
                let t = Instant::now();
                let Ok(resp) = client
                    .get(format!("{base}/api/play/{}", tokens[seat]))
                    .send()
                    .await
                else {
                    stats.lock().await.errors += 1;
                    continue;
                };
                let Ok(body) = resp.bytes().await else {
                    stats.lock().await.errors += 1;
                    continue;
                };
                let Ok(play) = serde_json::from_slice::<Play>(&body) else {
                    stats.lock().await.errors += 1;
                    continue;
                };
                stats.lock().await.get_bytes += body.len() as u64;
                let get_ms = t.elapsed().as_secs_f64() * 1000.0;
                if play.status == "finished" {
                    stats.lock().await.finished += 1;
                    break;
                }
                if play.legal.is_empty() {
                    seat = play
                        .view
                        .awaiting
                        .first()
                        .copied()
                        .unwrap_or((seat + 1) % 4);
                    stats.lock().await.get.push(get_ms);
                    continue;
                }
                let command = &play.legal[rng.random_range(0..play.legal.len())];
                let version = play.version;
                let t = Instant::now();
                let status = client
                    .post(format!("{base}/api/play/{}/commands", tokens[seat]))
                    .json(&json!({"version": version, "command": command}))
                    .send()
                    .await
                    .map_or(0, |r| r.status().as_u16());
                let post_ms = t.elapsed().as_secs_f64() * 1000.0;
                let mut s = stats.lock().await;
                s.get.push(get_ms);
                match status {
                    200 => s.post.push(post_ms),
                    409 => s.conflicts += 1,
                    _ => s.errors += 1,
                }
            }
        });
    }
    while tasks.join_next().await.is_some() {}
    let mut s = stats.lock().await;
    s.post.sort_by(f64::total_cmp);
    s.get.sort_by(f64::total_cmp);
    let secs = seconds as f64;
    println!("load: {} commands in {secs} s = {:.0} commands/s ({} games finished, {} conflicts, {} errors)", s.post.len(), s.post.len() as f64 / secs, s.finished, s.conflicts, s.errors);
    println!(
        "load: POST commands  p50 {:.2} ms  p99 {:.2} ms",
        percentile(&s.post, 0.5),
        percentile(&s.post, 0.99)
    );
    println!(
        "load: GET /api/play  p50 {:.2} ms  p99 {:.2} ms  ({} requests)",
        percentile(&s.get, 0.5),
        percentile(&s.get, 0.99),
        s.get.len()
    );
    println!(
        "load: GET /api/play  {:.0} bytes per answer",
        s.get_bytes as f64 / s.get.len().max(1) as f64
    );
    let commands = s.post.len().max(1) as f64;
    drop(s);
    let after = tally(&game_db).await;
    println!(
        "load: per command: {:.2} events, {:.2} emails ({:.0} bytes of email)",
        (after.events - before.events) as f64 / commands,
        (after.emails - before.emails) as f64 / commands,
        (after.email_bytes - before.email_bytes) as f64 / commands,
    );
    for (kind, n) in &after.by_kind {
        let earlier = before.by_kind.get(kind).copied().unwrap_or(0);
        println!(
            "load:   {kind}: {:.3} emails per command",
            (n - earlier) as f64 / commands
        );
    }
    // Unloaded latency: one client, one request at a time.
    let mut quiet = Vec::new();
    for _ in 0..500 {
        let t = Instant::now();
        let ok = client
            .get(format!("{base}/api/play/{first_token}"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success());
        if ok {
            quiet.push(t.elapsed().as_secs_f64() * 1000.0);
        }
    }
    quiet.sort_by(f64::total_cmp);
    println!(
        "load: GET /api/play, one client alone: p50 {:.2} ms  p99 {:.2} ms",
        percentile(&quiet, 0.5),
        percentile(&quiet, 0.99)
    );
    drop(server);
    drop(game_db);
    let _ = admin
        .batch_execute(&format!("DROP DATABASE \"{db}\" WITH (FORCE)"))
        .await;
    let _ = std::fs::remove_dir_all(&mail_dir);
}
