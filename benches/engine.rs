//! Benchmarks of the rules engines: folding a recorded history (the classic
//! engine directly, and every ruleset through the contract, so their costs
//! per event compare in one run), deciding and evolving one command at a
//! time, and whole random games of every ruleset. Also prints, once, the
//! memory a folded classic state holds.
//!
//! Run with `cargo bench`; sample sizes are small so the whole run stays short.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
use slowcatan::rules::classic::{self, Classic, Event, Phase, State};
use slowcatan::rules::frenemies::Frenemies;
use slowcatan::rules::oil_springs::OilSprings;
use slowcatan::rules::Rules;
use slowcatan::simulate::{self, Checks, Recording};
use std::hint::black_box;
use std::mem::size_of;
use std::time::Duration;

/// The recorded game is the first from this seed on with at least
/// [`FOLD_EVENTS`] events.
const FIRST_SEED: u64 = 7;
/// How many events of the recorded game the fold benchmark folds.
const FOLD_EVENTS: usize = 1000;

/// A recorded 4-player game of at least [`FOLD_EVENTS`] events, and its seed.
fn recording() -> (u64, Recording<Classic>) {
    (FIRST_SEED..FIRST_SEED + 1000)
        .map(|seed| {
            let rec = simulate::record::<Classic>(seed, 4, Checks::Invariants)
                .expect("random games play to the end");
            (seed, rec)
        })
        .find(|(_, rec)| rec.played.events.len() >= FOLD_EVENTS)
        .expect("some game is long enough")
}

/// Bytes a state holds: the struct itself plus what its vectors own. The
/// board is shared behind an `Arc` by every game on the same layout, so it is
/// reported apart.
fn state_bytes(state: &State) -> usize {
    fn heap<T>(v: &[T], capacity: usize) -> usize {
        let _ = v;
        capacity * size_of::<T>()
    }
    let players: usize = state
        .players
        .iter()
        .map(|p| heap(&p.roads, p.roads.capacity()))
        .sum();
    let offers: usize = state
        .offers
        .iter()
        .map(|o| heap(&o.to, o.to.capacity()) + heap(&o.answers, o.answers.capacity()))
        .sum();
    let pending = match &state.phase {
        Phase::Discard { pending, .. } => heap(pending, pending.capacity()),
        _ => 0,
    };
    size_of::<State>()
        + heap(&state.players, state.players.capacity())
        + players
        + heap(&state.turn_order, state.turn_order.capacity())
        + heap(&state.buildings, state.buildings.capacity())
        + heap(&state.roads, state.roads.capacity())
        + heap(&state.offers, state.offers.capacity())
        + offers
        + pending
}

fn board_bytes(state: &State) -> usize {
    let b = &*state.board;
    let tiles: usize = b
        .tiles
        .iter()
        .map(|t| size_of_val(t) + t.nodes.capacity() * 2)
        .sum();
    let nodes: usize = b
        .nodes
        .iter()
        .map(|n| {
            size_of_val(n) + (n.tiles.capacity() + n.edges.capacity() + n.neighbours.capacity()) * 2
        })
        .sum();
    let edges: usize = b
        .edges
        .iter()
        .map(|e| size_of_val(e) + e.tiles.capacity() * 2)
        .sum();
    tiles + nodes + edges + size_of_val(&b.harbors[..])
}

fn print_state_size(events: &[Event]) {
    let state = classic::fold(events);
    println!(
        "folded state after {} events: {} bytes (struct {} + heap; target 64 KiB = 65536), \
         plus the shared board: {} bytes",
        events.len(),
        state_bytes(&state),
        size_of::<State>(),
        board_bytes(&state)
    );
}

fn fold(c: &mut Criterion) {
    let (seed, rec) = recording();
    let events = &rec.played.events[..FOLD_EVENTS];
    println!(
        "recorded game: seed {seed}, {} events",
        rec.played.events.len()
    );
    print_state_size(events);
    print_state_size(&rec.played.events);
    let mut group = c.benchmark_group("fold");
    group.throughput(Throughput::Elements(events.len() as u64));
    group.bench_function(format!("{}_events", events.len()), |b| {
        b.iter(|| classic::fold(black_box(events)));
    });
    group.finish();
}

/// The first random 4-player game of `R` from [`FIRST_SEED`] on with at
/// least [`FOLD_EVENTS`] events.
fn long_game<R: Rules>() -> Vec<R::Event> {
    (FIRST_SEED..FIRST_SEED + 1000)
        .map(|seed| {
            simulate::play::<R>(seed, 4, Checks::Invariants).expect("random games play to the end")
        })
        .find(|played| played.events.len() >= FOLD_EVENTS)
        .expect("some game is long enough")
        .events
}

/// Folding 1,000 events of a game of `R` through the contract, reported
/// next to classic's own fold as `fold/<name>_1000_events`.
fn fold_of<R: Rules>(c: &mut Criterion, name: &str) {
    let events = long_game::<R>();
    let events = &events[..FOLD_EVENTS];
    let mut group = c.benchmark_group("fold");
    group.throughput(Throughput::Elements(events.len() as u64));
    group.bench_function(format!("{name}_{}_events", events.len()), |b| {
        b.iter(|| {
            let mut state = R::State::default();
            for e in black_box(events) {
                R::evolve(&mut state, e);
            }
            state
        });
    });
    group.finish();
}

/// Every ruleset's fold of 1,000 events, through the contract.
fn fold_rulesets(c: &mut Criterion) {
    fold_of::<Classic>(c, "classic");
    fold_of::<Classic<Frenemies>>(c, "frenemies");
    fold_of::<Classic<OilSprings>>(c, "oil_springs");
    fold_of::<BadenWuerttemberg>(c, "baden_wuerttemberg");
}

fn decide_evolve(c: &mut Criterion) {
    let (seed, rec) = recording();
    let mut group = c.benchmark_group("decide_evolve");
    group.throughput(Throughput::Elements(rec.commands.len() as u64));
    group.bench_function(format!("replay_{}_commands", rec.commands.len()), |b| {
        b.iter_batched(
            || (simulate::chance_for(seed), rec.commands.clone()),
            |(mut chance, commands)| {
                let mut state: State = State::default();
                for e in &<Classic as Rules>::create(&rec.options, &mut chance).expect("a new game")
                {
                    classic::evolve(&mut state, e);
                }
                for (seat, command) in commands {
                    let events = classic::decide(&state, seat, command, &mut chance)
                        .expect("replayed commands are legal");
                    for e in &events {
                        classic::evolve(&mut state, e);
                    }
                }
                state
            },
            BatchSize::SmallInput,
        );
    });
    group.bench_function("legal_commands_per_command", |b| {
        // legal_commands for the awaited seat at every point of the game.
        let mut chance = simulate::chance_for(seed);
        let mut states = Vec::with_capacity(rec.commands.len());
        let mut state: State = State::default();
        for e in &<Classic as Rules>::create(&rec.options, &mut chance).expect("a new game") {
            classic::evolve(&mut state, e);
        }
        for (seat, command) in &rec.commands {
            states.push((state.clone(), *seat));
            for e in &classic::decide(&state, *seat, command.clone(), &mut chance).expect("legal") {
                classic::evolve(&mut state, e);
            }
        }
        let states = &states[..];
        b.iter(|| {
            let mut n = 0;
            for (state, seat) in states {
                n += classic::legal_commands(state, *seat).len();
            }
            n
        });
    });
    group.finish();
}

/// Whole random 4-player games of `R`, as `random_game/<name>_4_players`.
fn games_of<R: Rules>(c: &mut Criterion, name: &str) {
    let mut group = c.benchmark_group("random_game");
    group.bench_function(format!("{name}_4_players"), |b| {
        let mut seed = 1u64;
        b.iter(|| {
            seed += 1;
            simulate::play::<R>(seed, 4, Checks::None).expect("random games play")
        });
    });
    group.finish();
}

/// Whole random games of every ruleset.
fn games(c: &mut Criterion) {
    games_of::<Classic>(c, "classic");
    games_of::<Classic<Frenemies>>(c, "frenemies");
    games_of::<Classic<OilSprings>>(c, "oil_springs");
    games_of::<BadenWuerttemberg>(c, "baden_wuerttemberg");
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    targets = fold, fold_rulesets, decide_evolve, games
}
criterion_main!(benches);
