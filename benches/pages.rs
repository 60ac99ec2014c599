//! Server-side render time of a seat page mid-game: the view, the legal
//! commands, the page struct and its HTML (board SVG included), from a
//! simulated 4-player game folded halfway; and of a 2,000-event game's
//! history page (redaction, narration, HTML) and its board at a random
//! event (the fold up to it, the view, the read-only page). No database or
//! HTTP: what the handlers do after loading. Prints p50/p90/p99 over many
//! renders once, then runs the criterion benchmarks.
//!
//! Run with `cargo bench --bench pages`.

use askama::Template;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use slowcatan::history::{self, MetaEvent, Record};
use slowcatan::rules::{AnyEvent, AnyState, Ruleset, Seat, Viewer};
use slowcatan::simulate::{self, Checks};
use slowcatan::views::common::record::{Ledger, Past, PAGE_SIZE};
use slowcatan::views::common::words::{self, Names};
use slowcatan::views::contract::PageInput;
use slowcatan::views::history::{Entry, HistoryInput, HistoryPage};
use slowcatan::views::present;
use std::hint::black_box;
use std::time::{Duration, Instant, SystemTime};
use uuid::Uuid;

const TOKEN: &str = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/// A mid-game state, its latest events and the seat the game waits for.
fn mid_game() -> (AnyState, Vec<(u64, AnyEvent)>, Seat) {
    let played = simulate::play_classic(7, 4, Checks::None).expect("a simulated game");
    let events: Vec<AnyEvent> = played.events.into_iter().map(AnyEvent::Classic).collect();
    let half = events.len() / 2;
    let state = AnyState::fold(Ruleset::Classic, &events[..half]).expect("a classic game");
    let seat = state.waiting_for()[0];
    let from = half.saturating_sub(12);
    let latest = (from as u64 + 1..)
        .zip(&events[from..half])
        .map(|(seq, e)| (seq, e.redacted_for(Viewer::Seat(seat))))
        .collect();
    (state, latest, seat)
}

/// A read-only page's input with `events`, as a handler builds it.
fn page_input<'a>(names: &'a Names, events: &'a [(u64, AnyEvent)]) -> PageInput<'a> {
    PageInput {
        lang: slowcatan::lang::Lang::En,
        game_id: Uuid::nil(),
        seat: None,
        action: None,
        names,
        events,
        prompt: String::new(),
        pick: None,
        asked: None,
        typed: None,
        undone: &[],
        notice: None,
        version: 1,
        ledger: None,
        rewind: None,
        rewind_text: None,
        host_rewinds_alone: false,
        rewound: None,
        past: None,
        seat_settings: None,
        talk: None,
    }
}

fn render(state: &AnyState, events: &[(u64, AnyEvent)], seat: Seat, names: &Names) -> String {
    let v = state.view(Viewer::Seat(seat));
    let legal = state.legal_commands(seat);
    let input = PageInput {
        seat: Some(seat),
        action: Some(format!("/play/{TOKEN}")),
        ..page_input(names, events)
    };
    present::seat_page(&v, &legal, input)
        .render()
        .expect("the page renders")
}

fn percentiles(state: &AnyState, events: &[(u64, AnyEvent)], seat: Seat, names: &Names) {
    let mut times: Vec<Duration> = (0..2000)
        .map(|_| {
            let t = Instant::now();
            black_box(render(state, events, seat, names));
            t.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "seat page render ({} bytes): p50 {:?}, p90 {:?}, p99 {:?}",
        render(state, events, seat, names).len(),
        at(0.5),
        at(0.9),
        at(0.99)
    );
}

fn bench(c: &mut Criterion) {
    let (state, events, seat) = mid_game();
    let names = Names(vec![
        "Anna".into(),
        "Bert".into(),
        "Cleo".into(),
        "Dan".into(),
    ]);
    percentiles(&state, &events, seat, &names);
    c.bench_function("seat_page_render", |b| {
        b.iter(|| render(black_box(&state), &events, seat, &names));
    });
}

/// A 2,000-event log: a simulated 4-player game, rewound halfway and
/// played on again (the same events come again after a rewind), cut at
/// 2,000 events. Returns the entries and the seqs the rewind undid.
fn long_log() -> (Vec<Entry>, Vec<u64>) {
    let events: Vec<AnyEvent> = (1..200)
        .map(|seed| simulate::play_classic(seed, 4, Checks::None).expect("a simulated game"))
        .find(|p| p.events.len() >= 1_100)
        .expect("a simulated game of 1,100 events")
        .events
        .into_iter()
        .map(AnyEvent::Classic)
        .collect();
    let n = events.len();
    let to = (2 * n).saturating_sub(1_998).clamp(1, n - 1);
    let mut records: Vec<Record> = events.iter().cloned().map(Record::Rules).collect();
    records.push(Record::Meta(MetaEvent::RewindProposed {
        to: to as u64,
        reason: "a misclick".to_owned(),
    }));
    records.push(Record::Meta(MetaEvent::Rewound { to: to as u64 }));
    records.extend(events[to..].iter().cloned().map(Record::Rules));
    records.truncate(HISTORY_EVENTS);
    let chronicle = history::fold(
        Ruleset::Classic,
        records.iter().enumerate().map(|(i, r)| (i as u64 + 1, r)),
    )
    .expect("a classic game");
    let at = SystemTime::now();
    let entries = records
        .into_iter()
        .enumerate()
        .map(|(i, record)| Entry {
            seq: i as u64 + 1,
            at,
            record,
            stand_in: false,
        })
        .collect();
    (entries, chronicle.undone)
}

/// Events in the benchmarked history.
const HISTORY_EVENTS: usize = 2_000;

/// The history page as the handler builds it after loading: redaction,
/// narration and HTML, for the public, `page_size` events on the page.
fn render_history(entries: &[Entry], undone: &[u64], names: &Names, page_size: usize) -> String {
    let first = match &entries[0].record {
        Record::Rules(e) => AnyState::fold(Ruleset::Classic, [e]).expect("a classic game"),
        Record::Meta(_) => unreachable!("a game starts with its creation"),
    };
    let view = first.view(Viewer::Spectator);
    let board = present::board_of(&view);
    HistoryPage::new(HistoryInput {
        lang: slowcatan::lang::Lang::En,
        asked: None,
        game_id: Uuid::nil(),
        seat_name: None,
        viewer: Viewer::Spectator,
        base: "/games/00000000-0000-0000-0000-000000000000",
        history_base: "/games/00000000-0000-0000-0000-000000000000/history",
        entries,
        undone,
        names,
        board,
        page: None,
        page_size,
        ledger: Ledger::new(Uuid::nil(), String::new(), &"ab".repeat(32), None),
        finished: false,
    })
    .render()
    .expect("the history renders")
}

/// The board right after event `at`, for a seat: the fold of the log up to
/// it, the seat's view, the latest events and the read-only page's HTML.
fn render_board_at(entries: &[Entry], at: u64, names: &Names) -> String {
    let upto = &entries[..at as usize];
    let then = history::fold(Ruleset::Classic, upto.iter().map(|e| (e.seq, &e.record)))
        .expect("a classic game");
    let viewer = Viewer::Seat(Seat(0));
    let v = then.state.view(viewer);
    let events: Vec<(u64, AnyEvent)> = upto[upto.len().saturating_sub(12)..]
        .iter()
        .filter_map(|e| match &e.record {
            Record::Rules(ev) => Some((e.seq, ev.redacted_for(viewer))),
            Record::Meta(_) => None,
        })
        .collect();
    let what = match upto.last().map(|e| e.record.redacted_for(viewer)) {
        Some(Record::Rules(e)) => {
            present::narrate_event(slowcatan::lang::Lang::En, &e, names, present::board_of(&v))
        }
        Some(Record::Meta(m)) => words::meta(slowcatan::lang::Lang::En, &m, names),
        None => String::new(),
    };
    let past = Past::new(
        TOKEN_BASE,
        "/play/t/history",
        at,
        entries.len() as u64,
        what,
        false,
    );
    let input = PageInput {
        seat: Some(Seat(0)),
        past: Some(past),
        ..page_input(names, &events)
    };
    present::public_page(&v, input)
        .render()
        .expect("the board renders")
}

const TOKEN_BASE: &str = "/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/// Prints p50/p90/p99 of `runs` calls of `f`.
fn timed(label: &str, runs: usize, mut f: impl FnMut() -> usize) {
    let mut bytes = 0;
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            bytes = black_box(f());
            t.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{label} ({bytes} bytes): p50 {:?}, p90 {:?}, p99 {:?}",
        at(0.5),
        at(0.9),
        at(0.99)
    );
}

fn bench_history(c: &mut Criterion) {
    let names = Names(vec![
        "Anna".into(),
        "Bert".into(),
        "Cleo".into(),
        "Dan".into(),
    ]);
    let (entries, undone) = long_log();
    assert_eq!(entries.len(), HISTORY_EVENTS);
    timed("history page, all 2,000 events on one page", 200, || {
        render_history(&entries, &undone, &names, HISTORY_EVENTS).len()
    });
    timed("history page, latest page of 200", 500, || {
        render_history(&entries, &undone, &names, PAGE_SIZE).len()
    });
    let mut rng = SmallRng::seed_from_u64(7);
    timed("board at a random SEQ (fold + render)", 500, || {
        let at = rng.random_range(1..=HISTORY_EVENTS as u64);
        render_board_at(&entries, at, &names).len()
    });
    c.bench_function("history_page_2000_events_one_page", |b| {
        b.iter(|| render_history(black_box(&entries), &undone, &names, HISTORY_EVENTS));
    });
    c.bench_function("history_page_latest_200", |b| {
        b.iter(|| render_history(black_box(&entries), &undone, &names, PAGE_SIZE));
    });
    c.bench_function("board_at_random_seq", |b| {
        b.iter(|| {
            let at = rng.random_range(1..=HISTORY_EVENTS as u64);
            render_board_at(black_box(&entries), at, &names)
        });
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(3));
    targets = bench, bench_history
}
criterion_main!(benches);
