//! Server-side render time of a seat page mid-game: the view, the legal
//! commands, the page struct and its HTML (board SVG included), from a
//! simulated 4-player game folded halfway. No database or HTTP: what the
//! handler does after loading. Prints p50/p90/p99 over many renders once,
//! then runs the criterion benchmark.
//!
//! Run with `cargo bench --bench pages`.

use askama::Template;
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use slowcatan::rules::classic::{self, legal_commands, view, Event, State};
use slowcatan::rules::{Seat, Viewer};
use slowcatan::simulate::{self, Checks};
use slowcatan::views::narrate::Names;
use slowcatan::views::play::{PlayInput, PlayPage};
use std::time::{Duration, Instant};
use uuid::Uuid;

const TOKEN: &str = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/// A mid-game state, its latest events and the seat the game waits for.
fn mid_game() -> (State, Vec<Event>, Seat) {
    let played = simulate::play_classic(7, 4, Checks::None).expect("a simulated game");
    let half = played.events.len() / 2;
    let state = classic::fold(&played.events[..half]);
    let seat = state.phase.awaiting()[0];
    let latest = played.events[half.saturating_sub(12)..half]
        .iter()
        .map(|e| e.redacted_for(Viewer::Seat(seat)))
        .collect();
    (state, latest, seat)
}

fn render(state: &State, events: &[Event], seat: Seat, names: &Names) -> String {
    let v = view(state, Viewer::Seat(seat));
    let legal = legal_commands(state, seat);
    PlayPage::new(PlayInput {
        game_id: Uuid::nil(),
        token: TOKEN,
        seat,
        view: &v,
        legal: &legal,
        names,
        events,
        pick: None,
        notice: None,
        version: state.version,
    })
    .render()
    .expect("the page renders")
}

fn percentiles(state: &State, events: &[Event], seat: Seat, names: &Names) {
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
        "seat page render ({} bytes, version {}): p50 {:?}, p90 {:?}, p99 {:?}",
        render(state, events, seat, names).len(),
        state.version,
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

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
