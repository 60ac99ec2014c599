//! Load benchmark: many concurrent games played by random clients over HTTP
//! against the release build of the server, on a real PostgreSQL (fsync on).
//!
//! Run by hand: `cargo build --release && cargo bench --bench load`.
//! Settings (environment): LOAD_GAMES (64 concurrent games), LOAD_SECONDS (20),
//! TEST_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
//! LOAD_SERVER (the server binary, default `target/release/slowcatan`, so that
//! two builds can be measured by the same client).
//! It starts the server on a fresh database, plays, prints commands/s, latency
//! percentiles and what the commands wrote (events and emails per command);
//! then the mail: the outbox's backlog when the play stops, how long the
//! server takes to send it (LOAD_DRAIN_SECONDS at most, 600), the emails
//! written (as `.eml` files) and those carrying a board picture, per second
//! from the start of play to the end of the drain, and the emails written
//! twice (two files with one outbox id); then it stops the server and drops
//! the database.

mod common;

use common::{benchmarking, create_tables, env_or, http_client, percentile, play, Bench, Server};
use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

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
            "SELECT kind, count(*), coalesce(sum(coalesce(length(letter::text), 0) + coalesce(length(body_text), 0) + coalesce(length(body_html), 0)), 0)::bigint \
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

/// Outbox rows due or on their way (claimed) and not yet sent: the
/// backlog (rows waiting for a bundle's window or a retry are not in it).
async fn backlog(db: &tokio_postgres::Client) -> i64 {
    db.query_one(
        "SELECT count(*) FROM outbox \
         WHERE sent_at IS NULL AND (send_after <= now() OR claim IS NOT NULL)",
        &[],
    )
    .await
    .expect("count the backlog")
    .get(0)
}

/// What the server wrote to its mail folder.
struct Written {
    emails: usize,
    /// Emails carrying a PNG (the board picture).
    pictures: usize,
    /// Emails beyond the first of each outbox id.
    twice: usize,
}

fn written(dir: &Path) -> Written {
    let mut by_id: HashMap<String, usize> = HashMap::new();
    let mut written = Written {
        emails: 0,
        pictures: 0,
        twice: 0,
    };
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        written.emails += 1;
        if text.contains("Content-Type: image/png") {
            written.pictures += 1;
        }
        let head = text.split("\r\n\r\n").next().unwrap_or_default();
        let id = head
            .lines()
            .find_map(|l| l.strip_prefix("X-Outbox-Id:"))
            .map(|id| id.trim().to_owned())
            .unwrap_or_default();
        *by_id.entry(id).or_default() += 1;
    }
    written.twice = by_id.values().map(|n| n - 1).sum();
    written
}

fn main() {
    if !benchmarking("load") {
        return;
    }
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(run());
}

async fn run() {
    let games: usize = env_or("LOAD_GAMES", 64);
    let seconds: u64 = env_or("LOAD_SECONDS", 20);
    let bench = Bench::new("load").await;
    let client = http_client();
    let server = Server::start(&bench, &client).await;
    let base = server.base.clone();
    let game_db = &bench.db;
    let tables = create_tables(&client, &base, game_db, games).await;
    let first_token = tables[0][0].clone();
    let before = tally(game_db).await;
    println!("load: {games} games created; playing for {seconds} s");
    let started = Instant::now();
    let s = play(&client, &base, tables, seconds).await;
    let played = started.elapsed();
    let left = backlog(game_db).await;
    let drain_limit = Duration::from_secs(env_or("LOAD_DRAIN_SECONDS", 600));
    while backlog(game_db).await > 0 && started.elapsed() < played + drain_limit {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let drained = started.elapsed().saturating_sub(played);
    let still = backlog(game_db).await;
    let secs = seconds as f64;
    println!("load: {} commands in {secs} s = {:.0} commands/s ({} games finished, {} conflicts, {} errors, {} of them 503)", s.post.len(), s.post.len() as f64 / secs, s.finished, s.conflicts, s.errors, s.unavailable);
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
    let after = tally(game_db).await;
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
    let mail = written(&bench.mail_dir);
    let mail_secs = (played + drained).as_secs_f64();
    println!(
        "load: outbox backlog when play stopped: {left} emails; sent in {:.1} s{}",
        drained.as_secs_f64(),
        if still > 0 {
            format!(" ({still} still due: gave up)")
        } else {
            String::new()
        }
    );
    println!(
        "load: {} emails written in {mail_secs:.1} s = {:.1}/s; {} with a board picture = {:.1}/s; {} written twice",
        mail.emails,
        mail.emails as f64 / mail_secs,
        mail.pictures,
        mail.pictures as f64 / mail_secs,
        mail.twice
    );
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
    bench.drop_database().await;
}
