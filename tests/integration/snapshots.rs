//! Snapshots of a game's fold: a process that has not read a game yet
//! loads it from its newest snapshot and the events after it, and gets
//! exactly what a fold from the first event gives, rewinds included.

use crate::app::{TestApp, TestGame};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use slowcatan::game::cache::Cached;
use slowcatan::game::snapshot::EVERY;
use slowcatan::game::GameService;
use slowcatan::rules::Seat;

/// Plays `n` random legal commands (fewer when the game ends).
async fn play(app: &TestApp, game: &TestGame, rng: &mut SmallRng, n: usize) {
    for _ in 0..n {
        let mut moved = false;
        for t in &game.tokens {
            let p = app.play(t).await;
            let legal = p["legal"].as_array().unwrap();
            if legal.is_empty() {
                continue;
            }
            let cmd = &legal[rng.random_range(0..legal.len())];
            let resp = app.command(t, p["version"].as_u64().unwrap(), cmd).await;
            assert_eq!(resp.status(), 200, "{cmd}");
            moved = true;
            break;
        }
        if !moved {
            return;
        }
    }
}

async fn version(app: &TestApp, game: &TestGame) -> u64 {
    u64::try_from(app.event_count(game.id).await).unwrap()
}

/// The game rewound to a random earlier event, every seat agreeing; false
/// when the game is over (no rewind then).
async fn rewind(app: &TestApp, game: &TestGame, rng: &mut SmallRng) -> bool {
    let now = version(app, game).await;
    // An event still in effect that is a move: a few tries.
    let mut proposed = None;
    for _ in 0..20 {
        let to = rng.random_range(now / 2..now);
        if let Ok(p) = app
            .service
            .propose_rewind(game.id, now, to, "a misclick")
            .await
        {
            proposed = Some(p);
            break;
        }
    }
    let Some(proposed) = proposed else {
        return false;
    };
    let mut v = proposed.version;
    for seat in 0..game.tokens.len() {
        let seat = Seat(u8::try_from(seat).unwrap());
        v = app
            .service
            .answer_rewind(game.id, seat, v, true)
            .await
            .unwrap();
    }
    true
}

/// A game service just started on the test database (nothing cached).
fn cold(app: &TestApp) -> GameService {
    GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone())
}

async fn snapshot_version(app: &TestApp, game: &TestGame) -> Option<u64> {
    app.db
        .client()
        .await
        .query_opt("SELECT version FROM snapshots WHERE game = $1", &[&game.id])
        .await
        .unwrap()
        .map(|r| u64::try_from(r.get::<_, i64>(0)).unwrap())
}

/// Every part of two entries, the recent events of the emails included.
fn assert_same(a: &Cached, b: &Cached, what: &str) {
    assert_eq!(a.version, b.version, "{what}: version");
    assert_eq!(a.state, b.state, "{what}: state");
    assert_eq!(a.proposal, b.proposal, "{what}: proposal");
    assert_eq!(a.undone, b.undone, "{what}: undone");
    assert_eq!(a.rewound, b.rewound, "{what}: rewound");
    assert_eq!(a.head, b.head, "{what}: head");
    assert_eq!(a.attendance, b.attendance, "{what}: attendance");
    assert_eq!(a.waits, b.waits, "{what}: waits");
    assert_eq!(a.recent_events(), b.recent_events(), "{what}: recent");
}

#[tokio::test]
async fn a_load_from_the_snapshot_is_the_fold_from_the_first_event_rewinds_included() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("classic", 3).await;
    let mut rng = SmallRng::seed_from_u64(11);
    let (mut snapshots_read, mut rewinds) = (0, 0);
    for round in 0..8 {
        let n = rng.random_range(40..160);
        play(&app, &game, &mut rng, n).await;
        let rewound = round % 3 == 2 && rewind(&app, &game, &mut rng).await;
        rewinds += usize::from(rewound);
        let now = version(&app, &game).await;
        let kept = snapshot_version(&app, &game).await;
        // A service that has not read the game: from the snapshot.
        let read_before = app.db.store.events_read();
        let from_snapshot = cold(&app).cache_entry(game.id).await.unwrap();
        let read = app.db.store.events_read() - read_before;
        // The same without the snapshot: from the first event.
        app.db
            .client()
            .await
            .execute("DELETE FROM snapshots WHERE game = $1", &[&game.id])
            .await
            .unwrap();
        let folded = cold(&app).cache_entry(game.id).await.unwrap();
        let warm = app.service.cache_entry(game.id).await.unwrap();
        let what = format!("round {round} at {now} (snapshot at {kept:?}, rewound {rewound})");
        assert_eq!(folded.version, now);
        assert_same(&from_snapshot, &folded, &what);
        assert_same(&warm, &folded, &what);
        if let Some(at) = kept {
            if !rewound {
                snapshots_read += 1;
                assert_eq!(read, now - at + 1, "{what}: only from the snapshot on");
            }
        }
        // The fold from the first event kept a snapshot, past a multiple.
        if now >= EVERY {
            assert_eq!(snapshot_version(&app, &game).await, Some(now), "{what}");
        }
    }
    assert!(
        snapshots_read >= 3,
        "{snapshots_read} loads from a snapshot"
    );
    assert!(rewinds >= 1, "{rewinds} rewinds");
}

#[tokio::test]
async fn a_snapshot_that_does_not_match_the_log_is_not_read() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("classic", 3).await;
    let mut rng = SmallRng::seed_from_u64(5);
    while version(&app, &game).await < EVERY {
        play(&app, &game, &mut rng, 20).await;
    }
    let now = version(&app, &game).await;
    // The server kept a snapshot as the game passed event 200.
    let kept = snapshot_version(&app, &game).await.expect("a snapshot");
    assert!((EVERY..=now).contains(&kept), "{kept}");
    let client = app.db.client().await;
    // Its head no longer that of its last event: the whole log is folded.
    client
        .execute(
            "UPDATE snapshots SET body = jsonb_set(body, '{head,0}', to_jsonb(((body->'head'->>0)::int + 1) % 256)) WHERE game = $1",
            &[&game.id],
        )
        .await
        .unwrap();
    let read_before = app.db.store.events_read();
    let loaded = cold(&app).cache_entry(game.id).await.unwrap();
    assert!(app.db.store.events_read() - read_before > now);
    // That fold wrote a sound one in its place.
    assert_eq!(snapshot_version(&app, &game).await, Some(now));
    assert_same(
        &loaded,
        &app.service.cache_entry(game.id).await.unwrap(),
        "damaged head",
    );
    // Of another form, or not parsing: the same.
    for body in [r#"{"format": 0}"#, r#"{"format": 1, "version": "x"}"#] {
        let body: serde_json::Value = serde_json::from_str(body).unwrap();
        client
            .execute(
                "UPDATE snapshots SET body = $2 WHERE game = $1",
                &[&game.id, &body],
            )
            .await
            .unwrap();
        let loaded = cold(&app).cache_entry(game.id).await.unwrap();
        assert_same(
            &loaded,
            &app.service.cache_entry(game.id).await.unwrap(),
            "{body}",
        );
    }
}
