//! What the HTTP benchmarks share: a fresh database, the release server
//! started on it (and how long it took to answer /healthz), its resident
//! memory, active games created over the API and played by random clients,
//! and the latency figures they print.

#![allow(dead_code, reason = "each benchmark uses a part of it")]

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};
use slowcatan::game::secrets::ServerKey;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;
use tokio_postgres::NoTls;
use uuid::Uuid;

/// The server key every benchmark server runs with.
pub const SECRET: &str = "load benchmark secret key";

/// A setting from the environment, or `default`.
pub fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// True when run by `cargo bench` (not by `cargo test`, which only checks
/// that the benchmark starts).
pub fn benchmarking(name: &str) -> bool {
    if std::env::args().any(|a| a == "--bench") {
        return true;
    }
    println!("{name}: a benchmark run by hand (cargo bench --bench {name}); skipped");
    false
}

/// A database of its own, dropped by [`Bench::drop_database`].
pub struct Bench {
    pub admin: tokio_postgres::Client,
    pub name: String,
    /// Connection to the benchmark's database.
    pub db: tokio_postgres::Client,
    pub url: String,
    pub mail_dir: PathBuf,
}

impl Bench {
    /// Creates a fresh database named `{prefix}_{uuid}` on
    /// TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
    pub async fn new(prefix: &str) -> Bench {
        let admin_url = std::env::var("TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
        let (admin, conn) = tokio_postgres::connect(&admin_url, NoTls)
            .await
            .expect("admin connection");
        tokio::spawn(conn);
        let name = format!("{prefix}_{}", Uuid::new_v4().simple());
        admin
            .batch_execute(&format!("CREATE DATABASE \"{name}\""))
            .await
            .expect("create database");
        let mut cfg: tokio_postgres::Config = admin_url.parse().expect("url");
        cfg.dbname(&name);
        let (db, conn) = cfg.connect(NoTls).await.expect("bench database connection");
        tokio::spawn(conn);
        let host = cfg.get_hosts().first().map_or_else(
            || "127.0.0.1".to_owned(),
            |h| match h {
                tokio_postgres::config::Host::Tcp(h) => h.clone(),
                #[cfg(unix)]
                tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
            },
        );
        let port = cfg.get_ports().first().copied().unwrap_or(5432);
        let user = cfg.get_user().unwrap_or("postgres");
        let url = format!("postgres://{user}@{host}:{port}/{name}");
        let mail_dir = std::env::temp_dir().join(&name);
        Bench {
            admin,
            name,
            db,
            url,
            mail_dir,
        }
    }

    /// The database's size in bytes.
    pub async fn size(&self) -> i64 {
        self.db
            .query_one("SELECT pg_database_size(current_database())", &[])
            .await
            .expect("database size")
            .get(0)
    }

    /// Drops the database and the mail folder.
    pub async fn drop_database(self) {
        drop(self.db);
        let _ = self
            .admin
            .batch_execute(&format!("DROP DATABASE \"{}\" WITH (FORCE)", self.name))
            .await;
        let _ = std::fs::remove_dir_all(&self.mail_dir);
    }
}

/// The server binary: LOAD_SERVER, else the release build under
/// CARGO_TARGET_DIR (or target/).
pub fn server_binary() -> String {
    let target = std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/target").to_owned());
    std::env::var("LOAD_SERVER").unwrap_or_else(|_| format!("{target}/release/slowcatan"))
}

/// A running `slowcatan serve`, stopped (SIGINT, then waited for) on drop.
pub struct Server {
    child: Child,
    pub base: String,
    /// From the process's start to the first /healthz that answered 200.
    pub startup: Duration,
}

impl Server {
    /// Starts the server on `bench`'s database and waits (up to a minute:
    /// a server run under a profiler starts slowly) until /healthz answers 200.
    pub async fn start(bench: &Bench, client: &reqwest::Client) -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("free port")
            .port();
        let base = format!("http://127.0.0.1:{port}");
        let binary = server_binary();
        let started = Instant::now();
        let child = Command::new(&binary)
            .arg("serve")
            .env("DATABASE_URL", &bench.url)
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("MAIL_DIR", &bench.mail_dir)
            .env("SECRET_KEY", SECRET)
            .env("RUST_LOG", "warn")
            // The games start at once, and as fast as the benchmark creates them.
            .env("HOST_CONFIRMATION", "off")
            .env("GAMES_RATE", "100000/1s")
            .env("GAMES_RATE_TOTAL", "100000/1s")
            .stdout(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("start {binary} (cargo build --release first): {e}"));
        let mut server = Server {
            child,
            base,
            startup: Duration::ZERO,
        };
        for _ in 0..6000 {
            if client
                .get(format!("{}/healthz", server.base))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                server.startup = started.elapsed();
                return server;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("the server did not answer /healthz within a minute");
    }

    /// The server process's resident memory (VmRSS), in bytes.
    pub fn resident_bytes(&self) -> u64 {
        resident_bytes_of(&format!("/proc/{}/status", self.child.id()))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .arg("-INT")
            .arg(self.child.id().to_string())
            .status();
        let _ = self.child.wait();
    }
}

/// VmRSS of a /proc status file, in bytes (0 when unreadable).
pub fn resident_bytes_of(status: &str) -> u64 {
    std::fs::read_to_string(status)
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kib| kib * 1024)
}

/// An HTTP client with enough idle connections for every active game.
pub fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .expect("client")
}

/// Creates `games` four-seat classic games over the API; returns each
/// game's seat tokens (unsealed from the database with the server's key).
pub async fn create_tables(
    client: &reqwest::Client,
    base: &str,
    db: &tokio_postgres::Client,
    games: usize,
) -> Vec<Vec<String>> {
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
        let rows = db
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
    tables
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

/// What the random clients saw: latencies in milliseconds, sorted once
/// [`play`] returns.
#[derive(Default)]
pub struct Stats {
    pub post: Vec<f64>,
    pub get: Vec<f64>,
    pub conflicts: u64,
    /// Bytes of every `GET /api/play` answer.
    pub get_bytes: u64,
    pub errors: u64,
    /// Of the errors, answers `503` (the database busy or not answering).
    pub unavailable: u64,
    pub finished: u64,
}

/// Plays every game of `tables` at once for `seconds`, one random client
/// per game: it reads the awaited seat's page and posts one of its legal
/// commands, over and over.
pub async fn play(
    client: &reqwest::Client,
    base: &str,
    tables: Vec<Vec<String>>,
    seconds: u64,
) -> Stats {
    let stats = Arc::new(Mutex::new(Stats::default()));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for (g, tokens) in tables.into_iter().enumerate() {
        let client = client.clone();
        let base = base.to_owned();
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
                if resp.status() == reqwest::StatusCode::SERVICE_UNAVAILABLE {
                    let mut s = stats.lock().await;
                    s.errors += 1;
                    s.unavailable += 1;
                    continue;
                }
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
                        .unwrap_or((seat + 1) % tokens.len());
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
                    503 => {
                        s.errors += 1;
                        s.unavailable += 1;
                    }
                    _ => s.errors += 1,
                }
            }
        });
    }
    while tasks.join_next().await.is_some() {}
    let mut s = std::mem::take(&mut *stats.lock().await);
    s.post.sort_by(f64::total_cmp);
    s.get.sort_by(f64::total_cmp);
    s
}

/// The `p` quantile (0 to 1) of sorted values.
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// Bytes as MiB, for printing.
pub fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}
