//! Many idle games benchmark (issue #22): 64 active games played over HTTP
//! against the release server (as the load benchmark plays them), in turns
//! on a server whose database holds no idle games and on one whose database
//! and cache hold MANY_GAMES idle games (default 10,000), in the same run.
//!
//! Run by hand: `cargo build --release && cargo bench --bench many_games`.
//! Settings (environment): MANY_GAMES (idle games, 10000), MANY_DUE (due
//! items each pass should find, 100), MANY_CACHED (games loaded into a
//! fresh cache to measure the memory each keeps, MANY_GAMES), LOAD_GAMES (active
//! games, 64), LOAD_SECONDS (each turn, 10), MANY_ROUNDS (turns on each
//! server, 3), TEST_DATABASE_URL,
//! LOAD_SERVER (see benches/common).
//!
//! The idle games go in by the service's own paths, on the benchmark's
//! database: MANY_DUE/2 unfinished exports (tests/fixtures) imported under
//! fresh ids with a one-hour deadline, long passed, so that their warnings
//! and deadlines are due now; MANY_DUE games created now whose reminder
//! policy makes their first reminder due a second later; then, of the
//! rest, one in five created now with a deadline of 1 to 336 hours and four
//! in five imported with their next reminder an hour to two weeks ahead.
//!
//! It prints one deadline pass and one reminder pass (time, due items
//! handled), the resident memory per cached game, the server's startup time
//! and resident memory, POST and GET p50/p99 without and with the idle
//! games, and the database's bytes per idle game; then it stops the server
//! and drops the database.

mod common;

use common::{
    benchmarking, create_tables, env_or, http_client, mib, percentile, play, resident_bytes_of,
    Bench, Server, Stats, SECRET,
};
use slowcatan::game::secrets::ServerKey;
use slowcatan::game::service::{CreateGame, DeadlineHours, NewPlayer};
use slowcatan::game::GameService;
use slowcatan::startup::DUE_BATCH;
use slowcatan::store::{ReminderPolicy, Store};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use uuid::Uuid;

/// The unfinished exports the idle games are made of.
const FIXTURES: [&str; 6] = [
    "export-v2-classic.jsonl",
    "export-v2-oil-springs.jsonl",
    "export-v2-frenemies.jsonl",
    "export-v2-baden-wuerttemberg.jsonl",
    "export-v2-classic-mid-game.jsonl",
    "export-v2-oil-springs-mid-game.jsonl",
];

const HOUR: Duration = Duration::from_secs(3600);

/// An export, and when its last event happened.
struct Fixture {
    header: serde_json::Value,
    body: String,
    last_at: SystemTime,
}

impl Fixture {
    fn read(name: &str) -> Fixture {
        let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let (header, body) = text.split_once('\n').expect("a header line");
        let last: serde_json::Value = body
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .and_then(|l| serde_json::from_str(l).ok())
            .expect("a last event");
        let at_us = last["at_us"].as_u64().expect("at_us");
        Fixture {
            header: serde_json::from_str(header).expect("header"),
            body: body.to_owned(),
            last_at: UNIX_EPOCH + Duration::from_micros(at_us),
        }
    }

    /// The export under a fresh game id.
    fn with_id(&self, id: Uuid) -> String {
        let mut header = self.header.clone();
        header["game_id"] = serde_json::json!(id);
        format!("{header}\n{}", self.body)
    }
}

/// What an idle game is given that falls due.
#[derive(Clone, Copy)]
enum Due {
    /// A one-hour deadline, passed long ago.
    DeadlineNow,
    /// A reminder due now.
    ReminderNow,
    /// A reminder this far ahead.
    ReminderIn(Duration),
    /// A game created now with this many hours of deadline.
    Fresh(u16),
}

fn plan(i: usize, due: usize) -> Due {
    if i < due / 2 {
        Due::DeadlineNow
    } else if i < due / 2 + due {
        Due::ReminderNow
    } else if i % 5 == 4 {
        Due::Fresh(1 + (i * 37 % 336) as u16)
    } else {
        Due::ReminderIn(HOUR + Duration::from_secs((i as u64 * 7919) % (336 * 3600)))
    }
}

/// Puts idle game `i` in by the service's paths; returns its id.
async fn put_idle(service: &GameService, fixtures: &[Fixture], i: usize, due: usize) -> Uuid {
    let fixture = &fixtures[i % fixtures.len()];
    let import = || async move {
        let (created, _) = service
            .import(&fixture.with_id(Uuid::new_v4()))
            .await
            .expect("import an export");
        created.game_id
    };
    let create = |hours: Option<u16>| async move {
        let players = (0..4)
            .map(|s| NewPlayer {
                name: format!("Idle{s}"),
                email: format!("idle{s}.{i}@example.org"),
                language: None,
            })
            .collect();
        let deadline_hours =
            hours.map(|h| DeadlineHours::try_from(u64::from(h)).expect("deadline hours"));
        service
            .create(CreateGame {
                ruleset: "classic".to_owned(),
                players,
                board: None,
                variable_founding: false,
                host_rewinds_alone: false,
                deadline_hours,
                quiet_hours: None,
                special_building: None,
                language: None,
            })
            .await
            .expect("create a game")
            .game_id
    };
    let remind_after = |id, after| async move {
        let policy = ReminderPolicy {
            after,
            ..ReminderPolicy::default()
        };
        service
            .set_reminder_policy(id, policy)
            .await
            .expect("set a reminder policy");
    };
    match plan(i, due) {
        Due::Fresh(hours) => create(Some(hours)).await,
        Due::DeadlineNow => {
            let id = import().await;
            let hour = DeadlineHours::try_from(1).expect("one hour");
            service
                .set_deadline(id, Some(hour))
                .await
                .expect("set a deadline");
            id
        }
        Due::ReminderNow => {
            // Created now, with players to email: reminded after a second.
            let id = create(None).await;
            remind_after(id, Duration::from_secs(1)).await;
            id
        }
        Due::ReminderIn(ahead) => {
            let id = import().await;
            let idle = SystemTime::now()
                .duration_since(fixture.last_at)
                .unwrap_or_default();
            remind_after(id, idle + ahead).await;
            id
        }
    }
}

/// The environment variable that makes the benchmark measure, in a
/// process of its own, the memory a cached game keeps.
const CACHE_CHILD: &str = "MANY_GAMES_CACHE_OF";

/// In a fresh process: loads `count` games of the database at `url` into
/// a fresh cache and prints the resident memory that took per cached game.
async fn measure_cache(url: &str, count: usize) {
    let store = Store::connect(url, 2).expect("pool");
    let service = GameService::new(
        store.clone(),
        ServerKey::from_secret(SECRET.as_bytes()),
        "http://127.0.0.1".to_owned(),
    );
    let limit = count as i64 + 1;
    let (db, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(conn);
    let ids: Vec<Uuid> = db
        .query("SELECT id FROM games ORDER BY id LIMIT $1", &[&limit])
        .await
        .expect("game ids")
        .iter()
        .map(|r| r.get(0))
        .collect();
    let Some((first, rest)) = ids.split_first() else {
        return;
    };
    // The pool, its statements and the runtime settle with a first game.
    service.load(*first).await.expect("load a game");
    service.forget(*first);
    let before = own_resident_bytes();
    for id in rest {
        service.load(*id).await.expect("load a game");
    }
    let after = own_resident_bytes();
    let (entries, estimated) = service.cache_usage();
    let grown = after.saturating_sub(before);
    println!(
        "many_games: cache: {entries} games loaded in a fresh process, resident memory +{:.1} MiB = {:.1} KiB per cached game (ENTRY_BYTES estimate {:.1} KiB per entry)",
        mib(grown),
        grown as f64 / 1024.0 / entries.max(1) as f64,
        estimated as f64 / 1024.0 / entries.max(1) as f64
    );
}

fn main() {
    if let Ok(url) = std::env::var(CACHE_CHILD) {
        let rt = tokio::runtime::Runtime::new().expect("runtime");
        rt.block_on(measure_cache(&url, env_or("MANY_CACHED", 10_000)));
        return;
    }
    if !benchmarking("many_games") {
        return;
    }
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(run());
}

fn print_latency(label: &str, s: &Stats, seconds: u64) {
    println!(
        "many_games: {label}: {} commands in {seconds} s ({} conflicts, {} errors); \
         POST p50 {:.2} ms p99 {:.2} ms; GET /api/play p50 {:.2} ms p99 {:.2} ms",
        s.post.len(),
        s.conflicts,
        s.errors,
        percentile(&s.post, 0.5),
        percentile(&s.post, 0.99),
        percentile(&s.get, 0.5),
        percentile(&s.get, 0.99),
    );
}

fn own_resident_bytes() -> u64 {
    resident_bytes_of("/proc/self/status")
}

async fn run() {
    let idle: usize = env_or("MANY_GAMES", 10_000);
    let due: usize = env_or("MANY_DUE", 100);
    let cached: usize = env_or("MANY_CACHED", idle);
    let active: usize = env_or("LOAD_GAMES", 64);
    let seconds: u64 = env_or("LOAD_SECONDS", 10);
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("many_games: load average {}", load.trim());
    }
    let rounds: usize = env_or("MANY_ROUNDS", 3);
    let plain = Bench::new("many_plain").await;
    let bench = Bench::new("many").await;
    let client = http_client();

    // A server without idle games, on a database of its own, for the
    // whole run.
    let plain_server = Server::start(&plain, &client).await;
    println!(
        "many_games: startup without idle games: {:.0} ms",
        plain_server.startup.as_secs_f64() * 1000.0
    );

    // The idle games, by the service's own paths.
    let size_before = bench.size().await;
    let store = Store::connect(&bench.url, 8).expect("pool");
    store.migrate().await.expect("migrate the database");
    let key = ServerKey::from_secret(SECRET.as_bytes());
    let base_url = "http://127.0.0.1".to_owned();
    let service = Arc::new(
        GameService::new(store.clone(), key.clone(), base_url.clone())
            .with_mail(slowcatan::startup::mail_writer(base_url.clone())),
    );
    let fixtures: Arc<Vec<Fixture>> = Arc::new(FIXTURES.iter().map(|f| Fixture::read(f)).collect());
    let t = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    let workers = 4;
    for w in 0..workers {
        let service = Arc::clone(&service);
        let fixtures = Arc::clone(&fixtures);
        tasks.spawn(async move {
            let mut ids = Vec::new();
            for i in (w..idle).step_by(workers) {
                ids.push(put_idle(&service, &fixtures, i, due).await);
                // The writer keeps no cache of what it wrote.
                service.forget(*ids.last().expect("just pushed"));
            }
            ids
        });
    }
    let mut ids = Vec::with_capacity(idle);
    while let Some(done) = tasks.join_next().await {
        ids.extend(done.expect("an idle-game writer"));
    }
    drop(service);
    let put = t.elapsed();
    // As an operator's database would be by then: vacuumed and analysed,
    // so that no autovacuum of the freshly written tables runs beside the
    // active games.
    bench
        .db
        .batch_execute("VACUUM (ANALYZE)")
        .await
        .expect("vacuum");
    let size_after = bench.size().await;
    println!(
        "many_games: {idle} idle games put in {:.1} s; database {:.1} MiB -> {:.1} MiB, {:.0} bytes per idle game",
        put.as_secs_f64(),
        mib(size_before as u64),
        mib(size_after as u64),
        (size_after - size_before) as f64 / idle.max(1) as f64
    );

    // One deadline pass and one reminder pass, from a cold cache as after
    // a restart (the reminders due a second after their game began, too).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let passes = GameService::new(store.clone(), key.clone(), base_url.clone())
        .with_mail(slowcatan::startup::mail_writer(base_url.clone()));
    let t = Instant::now();
    let pass = passes
        .pass_deadlines(DUE_BATCH)
        .await
        .expect("deadline pass");
    println!(
        "many_games: deadline pass: {:.0} ms for {} due items ({} stand-in moves, {} warnings, {} games failed) among {idle} idle games",
        t.elapsed().as_secs_f64() * 1000.0,
        pass.due,
        pass.stand_in_moves,
        pass.warnings,
        pass.failed_games
    );
    let t = Instant::now();
    let pass = passes
        .pass_reminders(DUE_BATCH)
        .await
        .expect("reminder pass");
    println!(
        "many_games: reminder pass: {:.0} ms for {} due items ({} reminders, {} games failed) among {idle} idle games",
        t.elapsed().as_secs_f64() * 1000.0,
        pass.due,
        pass.reminders,
        pass.failed_games
    );
    drop(passes);

    // The memory a cached game keeps, in a process of its own (this one's
    // heap holds what the writers freed).
    let status = std::process::Command::new(std::env::current_exe().expect("this benchmark"))
        .env(CACHE_CHILD, &bench.url)
        .env("MANY_CACHED", cached.to_string())
        .status()
        .expect("run the cache measurement");
    assert!(status.success(), "the cache measurement failed");
    drop(store);

    // With the idle games: start, fill the server's cache, play.
    let server = Server::start(&bench, &client).await;
    println!(
        "many_games: startup with {idle} idle games: {:.0} ms (server start to /healthz 200); resident memory {:.1} MiB",
        server.startup.as_secs_f64() * 1000.0,
        mib(server.resident_bytes())
    );
    let started_with = server.resident_bytes();
    let t = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    let readers = 8;
    let ids = Arc::new(ids);
    for r in 0..readers {
        let client = client.clone();
        let base = server.base.clone();
        let ids = Arc::clone(&ids);
        tasks.spawn(async move {
            for id in ids.iter().skip(r).step_by(readers) {
                let ok = client
                    .get(format!("{base}/api/games/{id}"))
                    .send()
                    .await
                    .is_ok_and(|r| r.status().is_success());
                assert!(ok, "GET /api/games/{id} failed");
            }
        });
    }
    while tasks.join_next().await.is_some() {}
    let read_all = server.resident_bytes();
    println!(
        "many_games: every idle game read once (GET /api/games/<id>) in {:.1} s; server resident memory {:.1} MiB (+{:.1} KiB per idle game)",
        t.elapsed().as_secs_f64(),
        mib(read_all),
        read_all.saturating_sub(started_with) as f64 / 1024.0 / idle.max(1) as f64
    );
    // The invitations of the games created now go out first: the active
    // games are timed against idle games, not against a mail backlog.
    let t = Instant::now();
    let mut unsent = i64::MAX;
    while unsent > 0 && t.elapsed() < Duration::from_secs(120) {
        unsent = bench
            .db
            .query_one("SELECT count(*) FROM outbox WHERE sent_at IS NULL", &[])
            .await
            .expect("unsent mail")
            .get(0);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    println!(
        "many_games: the idle games' emails sent in {:.1} s ({unsent} left)",
        t.elapsed().as_secs_f64()
    );
    // The active games, without and with the idle games in turn, so that
    // both see the machine's other load alike.
    let mut without = Stats::default();
    let mut with = Stats::default();
    for round in 1..=rounds {
        for (stats, label, server, db) in [
            (&mut without, "no idle games", &plain_server, &plain.db),
            (&mut with, "idle games", &server, &bench.db),
        ] {
            let tables = create_tables(&client, &server.base, db, active).await;
            let s = play(&client, &server.base, tables, seconds).await;
            println!(
                "many_games: round {round}, {label}: POST p99 {:.2} ms, GET p99 {:.2} ms",
                percentile(&s.post, 0.99),
                percentile(&s.get, 0.99)
            );
            merge(stats, s);
        }
    }
    let total = seconds * rounds as u64;
    print_latency(
        &format!("{active} active games, no idle games"),
        &without,
        total,
    );
    print_latency(
        &format!("{active} active games, {idle} idle games"),
        &with,
        total,
    );
    println!(
        "many_games: server resident memory: {:.1} MiB without idle games, {:.1} MiB with {idle}",
        mib(plain_server.resident_bytes()),
        mib(server.resident_bytes())
    );
    println!(
        "many_games: p99 with/without idle games: POST {:.2}x, GET {:.2}x",
        percentile(&with.post, 0.99) / percentile(&without.post, 0.99),
        percentile(&with.get, 0.99) / percentile(&without.get, 0.99),
    );
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("many_games: load average {}", load.trim());
    }
    drop(server);
    drop(plain_server);
    bench.drop_database().await;
    plain.drop_database().await;
}

/// Adds `s`'s figures to `into`, its latencies kept sorted.
fn merge(into: &mut Stats, s: Stats) {
    into.post.extend(s.post);
    into.get.extend(s.get);
    into.post.sort_by(f64::total_cmp);
    into.get.sort_by(f64::total_cmp);
    into.conflicts += s.conflicts;
    into.errors += s.errors;
    into.get_bytes += s.get_bytes;
    into.finished += s.finished;
}
