//! The board picture of a "your move" email: its size in bytes and the
//! time to draw it (the seat's board as SVG, rendered with resvg and
//! written as an indexed PNG), for a classic board and the
//! Baden-Württemberg map, each at the first placement of a simulated
//! 4-player game (every free place coded) and at the first placement from
//! halfway through it, what the last twelve moves touched marked. The
//! first picture of a map draws the parts that never change within a game
//! (kept for the next ones); the figures are of the pictures after it. The
//! budget is 150 KB and 50 ms a picture. Prints bytes and p50/p90 over
//! many renders once, then runs the criterion benchmarks; with
//! `PICTURE_DIR` set, writes each picture there too.
//!
//! Run with `cargo bench --bench picture`.

use criterion::{criterion_group, criterion_main, Criterion};
use slowcatan::mail::picture;
use slowcatan::rules::{AnyEvent, AnyState, Ruleset, Seat};
use slowcatan::simulate::{self, Checks};
use slowcatan::views::common::words::Names;
use slowcatan::views::present;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// How many of the last moves a benchmarked picture marks.
const LAST: usize = 12;

/// A position to draw: the game, the seat asked and the last moves.
type Position = (AnyState, Seat, Vec<AnyEvent>);

/// The first state from `share` of a simulated 4-player game of `ruleset`
/// on that waits for a seat to pick a place on the board, that seat, and
/// the last [`LAST`] moves (which the picture marks).
fn position(ruleset: Ruleset, share: f64, names: &Names) -> Position {
    let events: Vec<AnyEvent> = match ruleset {
        Ruleset::BadenWuerttemberg => simulate::play::<
            slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg,
        >(7, 4, Checks::None)
        .expect("a simulated game")
        .events
        .into_iter()
        .map(AnyEvent::BadenWuerttemberg)
        .collect(),
        _ => simulate::play_classic(7, 4, Checks::None)
            .expect("a simulated game")
            .events
            .into_iter()
            .map(AnyEvent::Classic)
            .collect(),
    };
    let mut upto = ((events.len() as f64 * share) as usize).max(1);
    loop {
        let state = AnyState::fold(ruleset, &events[..upto]).expect("a game");
        for seat in state.waiting_for() {
            if present::mail_board_for(slowcatan::lang::Lang::En, &state, seat, &[], names)
                .alt
                .contains("Marked for you")
            {
                let last = events[upto.saturating_sub(LAST)..upto].to_vec();
                return (state, seat, last);
            }
        }
        upto += 1;
    }
}

/// True when run by `cargo bench` (not by `cargo test`, which only checks
/// that the benchmark runs).
fn benchmarking() -> bool {
    std::env::args().any(|a| a == "--bench")
}

fn names() -> Names {
    Names(vec![
        "Anna".into(),
        "Bert".into(),
        "Cleo".into(),
        "Dan".into(),
    ])
}

fn draw((state, seat, last): &Position, names: &Names) -> Vec<u8> {
    let board = present::mail_board_for(slowcatan::lang::Lang::En, state, *seat, last, names);
    picture::png(&board).expect("the picture renders")
}

fn report(label: &str, position: &Position, names: &Names) {
    let bytes = draw(position, names);
    let runs = if benchmarking() { 40 } else { 1 };
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            black_box(draw(position, names));
            t.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "picture {label}: {} bytes, p50 {:?}, p90 {:?}",
        bytes.len(),
        at(0.5),
        at(0.9)
    );
    if let Ok(dir) = std::env::var("PICTURE_DIR") {
        let path = std::path::Path::new(&dir).join(format!("{label}.png"));
        std::fs::write(&path, &bytes).expect("the picture is written");
    }
}

fn bench(c: &mut Criterion) {
    let names = names();
    let cases = [
        ("classic_setup", position(Ruleset::Classic, 0.0, &names)),
        ("classic_mid_game", position(Ruleset::Classic, 0.5, &names)),
        (
            "bw_setup",
            position(Ruleset::BadenWuerttemberg, 0.0, &names),
        ),
        (
            "bw_mid_game",
            position(Ruleset::BadenWuerttemberg, 0.5, &names),
        ),
    ];
    for (label, position) in &cases {
        report(label, position, &names);
    }
    for (label, position) in &cases {
        c.bench_function(&format!("picture_{label}"), |b| {
            b.iter(|| draw(black_box(position), &names));
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
