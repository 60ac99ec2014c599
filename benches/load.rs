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

mod common;

use common::{benchmarking, create_tables, env_or, http_client, percentile, play, Bench, Server};
use std::time::Instant;

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
    let s = play(&client, &base, tables, seconds).await;
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
