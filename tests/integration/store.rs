//! The event store against a real PostgreSQL: appends and their
//! optimistic concurrency, the append-only log, the outbox, token lookups,
//! and the embedded cluster.

use std::path::PathBuf;

use serde_json::{json, Value};
use slowcatan::store::{
    EmbeddedError, EmbeddedPostgres, NewEvent, NewGame, NewMail, NewSeat, Store, StoreError,
};
use slowcatan::token::hash_token;
use uuid::Uuid;

use crate::helpers::TestDb;

fn event(kind: &str, seat: Option<u8>, n: u32) -> NewEvent {
    NewEvent {
        kind: kind.to_owned(),
        seat,
        payload: json!({ "type": kind, "n": n }),
        created_at: slowcatan::history::chain::truncate_to_micros(std::time::SystemTime::now()),
        hash: [n as u8; 32],
    }
}

fn mail(seat: u8, subject: &str) -> NewMail {
    NewMail {
        seat: Some(seat),
        kind: "your_turn".to_owned(),
        recipient: format!("seat{seat}@example.org"),
        subject: subject.to_owned(),
        letter: json!({ "said": format!("{subject}: it is your turn") }),
        reply_version: None,
    }
}

/// A game with three seats (tokens `"<id>-seat<n>"`), one `GameCreated`
/// event and one welcome email per seat.
fn new_game() -> NewGame {
    let id = Uuid::new_v4();
    NewGame {
        id,
        ruleset: "classic".to_owned(),
        options: json!({ "vp": 10 }),
        status: "setup".to_owned(),
        seed_commitment: Some("commitment".to_owned()),
        host_token_hash: hash_token(&format!("{id}-host")),
        seed: Some(vec![7; 32]),
        seats: (0..3)
            .map(|seat| NewSeat {
                seat,
                name: format!("Player {seat}"),
                email: format!("seat{seat}@example.org"),
                token_hash: hash_token(&format!("{id}-seat{seat}")),
                token_sealed: vec![seat; 32],
                language: "en".to_owned(),
            })
            .collect(),
        events: vec![event("GameCreated", None, 0)],
        outbox: (0..3).map(|seat| mail(seat, "Welcome")).collect(),
        host_token_sealed: None,
        awaiting_host: false,
        deadline: None,
        talk: Vec::new(),
        due: Vec::new(),
    }
}

async fn count(db: &TestDb, sql: &str, game: Uuid) -> i64 {
    db.client()
        .await
        .query_one(sql, &[&game])
        .await
        .expect("count rows")
        .get(0)
}

async fn event_count(db: &TestDb, game: Uuid) -> i64 {
    count(db, "SELECT count(*) FROM events WHERE game = $1", game).await
}

async fn outbox_count(db: &TestDb, game: Uuid) -> i64 {
    count(db, "SELECT count(*) FROM outbox WHERE game = $1", game).await
}

#[tokio::test]
async fn create_game_writes_game_seats_events_and_outbox() {
    let db = TestDb::new().await;
    let game = new_game();

    db.store.create_game(&game).await.unwrap();

    let row = db.store.game(game.id).await.unwrap().expect("game exists");
    assert_eq!(row.id, game.id);
    assert_eq!(row.ruleset, "classic");
    assert_eq!(row.options, json!({ "vp": 10 }));
    assert_eq!(row.status, "setup");
    assert_eq!(row.version, 1);
    assert_eq!(row.seed_commitment.as_deref(), Some("commitment"));
    let seats = db.store.seats(game.id).await.unwrap();
    assert_eq!(seats.len(), 3);
    assert_eq!(seats[2].seat, 2);
    assert_eq!(seats[2].name, "Player 2");
    assert_eq!(seats[2].email, "seat2@example.org");
    assert!(seats.iter().all(|seat| seat.reminders));
    let events = db.store.load_events(game.id, 0).await.unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].seq, 1);
    assert_eq!(events[0].kind, "GameCreated");
    assert_eq!(outbox_count(&db, game.id).await, 3);
}

#[tokio::test]
async fn unknown_game_is_none() {
    let db = TestDb::new().await;
    assert_eq!(db.store.game(Uuid::new_v4()).await.unwrap(), None);
    assert!(db.store.seats(Uuid::new_v4()).await.unwrap().is_empty());
}

#[tokio::test]
async fn append_then_load_round_trips() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();
    let events = vec![
        event("DiceRolled", Some(0), 1),
        event("RoadBuilt", Some(0), 2),
    ];

    let version = db
        .store
        .append(game.id, 1, &events, &[], &[], "playing")
        .await
        .unwrap();

    assert_eq!(version, 3);
    let row = db.store.game(game.id).await.unwrap().unwrap();
    assert_eq!(row.version, 3);
    assert_eq!(row.status, "playing");
    let loaded = db.store.load_events(game.id, 1).await.unwrap();
    assert_eq!(loaded.len(), 2);
    for (stored, (new, seq)) in loaded.iter().zip(events.iter().zip([2, 3])) {
        assert_eq!(stored.seq, seq);
        assert_eq!(stored.kind, new.kind);
        assert_eq!(stored.seat, new.seat);
        assert_eq!(stored.payload, new.payload);
    }
    let all = db.store.load_events(game.id, 0).await.unwrap();
    assert_eq!(all.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2, 3]);
    assert!(all[0].created_at <= all[2].created_at);
    assert!(db.store.load_events(game.id, 3).await.unwrap().is_empty());
    assert!(db
        .store
        .load_events(game.id, u64::MAX)
        .await
        .unwrap()
        .is_empty());
}

#[tokio::test]
async fn empty_append_only_changes_the_status() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();

    let version = db
        .store
        .append(game.id, 1, &[], &[], &[], "playing")
        .await
        .unwrap();

    assert_eq!(version, 1);
    assert_eq!(
        db.store.game(game.id).await.unwrap().unwrap().status,
        "playing"
    );
    assert_eq!(event_count(&db, game.id).await, 1);
}

#[tokio::test]
async fn stale_version_conflicts_and_writes_nothing() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();
    db.store
        .append(
            game.id,
            1,
            &[event("DiceRolled", Some(0), 1)],
            &[],
            &[],
            "playing",
        )
        .await
        .unwrap();

    let result = db
        .store
        .append(
            game.id,
            1,
            &[event("DiceRolled", Some(1), 2)],
            &[mail(1, "Stale")],
            &[],
            "finished",
        )
        .await;

    assert!(
        matches!(
            result,
            Err(StoreError::Conflict {
                expected: 1,
                actual: 2
            })
        ),
        "{result:?}"
    );
    assert_eq!(event_count(&db, game.id).await, 2);
    assert_eq!(outbox_count(&db, game.id).await, 3);
    let row = db.store.game(game.id).await.unwrap().unwrap();
    assert_eq!((row.version, row.status.as_str()), (2, "playing"));
    let last = db.store.load_events(game.id, 1).await.unwrap();
    assert_eq!(last[0].seat, Some(0));
}

#[tokio::test]
async fn version_ahead_conflicts() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();

    for expected in [2, 7, u64::MAX] {
        let result = db
            .store
            .append(
                game.id,
                expected,
                &[event("DiceRolled", Some(0), 1)],
                &[],
                &[],
                "playing",
            )
            .await;
        assert!(
            matches!(result, Err(StoreError::Conflict { expected: e, actual: 1 }) if e == expected),
            "{result:?}"
        );
    }
    assert_eq!(event_count(&db, game.id).await, 1);
}

#[tokio::test]
async fn append_to_unknown_game_is_not_found() {
    let db = TestDb::new().await;

    let result = db
        .store
        .append(
            Uuid::new_v4(),
            0,
            &[event("DiceRolled", None, 1)],
            &[],
            &[],
            "playing",
        )
        .await;

    assert!(matches!(result, Err(StoreError::NotFound)), "{result:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_appends_at_one_version_have_exactly_one_winner() {
    const WRITERS: u32 = 20;
    const ROUNDS: u64 = 25;
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();

    for round in 0..ROUNDS {
        let expected = 1 + round;
        let tasks: Vec<_> = (0..WRITERS)
            .map(|writer| {
                let store: Store = db.store.clone();
                tokio::spawn(async move {
                    let events = [event("DiceRolled", Some((writer % 4) as u8), writer)];
                    let mails = [mail((writer % 4) as u8, &format!("writer {writer}"))];
                    store
                        .append(game.id, expected, &events, &mails, &[], "playing")
                        .await
                })
            })
            .collect();
        let mut wins = 0;
        let mut conflicts = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(version) => {
                    assert_eq!(version, expected + 1);
                    wins += 1;
                }
                Err(StoreError::Conflict {
                    expected: e,
                    actual,
                }) => {
                    assert_eq!((e, actual), (expected, expected + 1));
                    conflicts += 1;
                }
                Err(other) => panic!("round {round}: unexpected error {other:?}"),
            }
        }
        assert_eq!((wins, conflicts), (1, WRITERS - 1), "round {round}");
    }

    let events = db.store.load_events(game.id, 0).await.unwrap();
    let seqs: Vec<u64> = events.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (1..=ROUNDS + 1).collect::<Vec<_>>());
    assert_eq!(
        db.store.game(game.id).await.unwrap().unwrap().version,
        ROUNDS + 1
    );
    // One email per winning append, besides the three welcome emails.
    assert_eq!(outbox_count(&db, game.id).await, 3 + ROUNDS as i64);
}

#[tokio::test]
async fn events_refuse_update_delete_and_truncate() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();
    let client = db.client().await;

    for sql in [
        "UPDATE events SET payload = '{}' WHERE game = $1",
        "DELETE FROM events WHERE game = $1",
    ] {
        let err = client.execute(sql, &[&game.id]).await.unwrap_err();
        let message = err
            .as_db_error()
            .expect("refused by the database")
            .message();
        assert!(message.contains("append-only"), "{sql}: {message}");
    }
    let err = client
        .batch_execute("TRUNCATE events CASCADE")
        .await
        .unwrap_err();
    let message = err
        .as_db_error()
        .expect("refused by the database")
        .message();
    assert!(message.contains("append-only"), "TRUNCATE: {message}");

    let events = db.store.load_events(game.id, 0).await.unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].payload, game.events[0].payload);
}

#[tokio::test]
async fn outbox_rows_are_written_with_their_events() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();
    let turn = mail(2, "Your turn");

    db.store
        .append(
            game.id,
            1,
            &[event("TurnEnded", Some(1), 1)],
            &[turn],
            &[],
            "playing",
        )
        .await
        .unwrap();
    let lost = db
        .store
        .append(
            game.id,
            1,
            &[event("TurnEnded", Some(1), 2)],
            &[mail(0, "Lost")],
            &[],
            "playing",
        )
        .await;

    assert!(matches!(lost, Err(StoreError::Conflict { .. })));
    let rows = db
        .client()
        .await
        .query(
            "SELECT seat, kind, recipient, subject, letter, body_text, attempts, sent_at IS NULL \
             FROM outbox WHERE game = $1 ORDER BY id",
            &[&game.id],
        )
        .await
        .unwrap();
    let subjects: Vec<String> = rows.iter().map(|row| row.get(3)).collect();
    assert_eq!(subjects, ["Welcome", "Welcome", "Welcome", "Your turn"]);
    let last = &rows[3];
    assert_eq!(last.get::<_, Option<i16>>(0), Some(2));
    assert_eq!(last.get::<_, String>(1), "your_turn");
    assert_eq!(last.get::<_, String>(2), "seat2@example.org");
    assert_eq!(
        last.get::<_, Value>(4),
        json!({ "said": "Your turn: it is your turn" })
    );
    assert_eq!(last.get::<_, Option<String>>(5), None, "no rendered body");
    assert_eq!(last.get::<_, i32>(6), 0);
    assert!(last.get::<_, bool>(7));
}

#[tokio::test]
async fn create_game_is_all_or_nothing() {
    let db = TestDb::new().await;
    let first = new_game();
    db.store.create_game(&first).await.unwrap();
    let mut second = new_game();
    // A seat token hash that is already taken breaks the unique constraint.
    second.seats[1].token_hash = first.seats[0].token_hash;

    let result = db.store.create_game(&second).await;

    assert!(matches!(result, Err(StoreError::Db(_))), "{result:?}");
    assert_eq!(db.store.game(second.id).await.unwrap(), None);
    assert_eq!(event_count(&db, second.id).await, 0);
    assert_eq!(outbox_count(&db, second.id).await, 0);
}

#[tokio::test]
async fn seat_by_token_finds_the_seat() {
    let db = TestDb::new().await;
    let game = new_game();
    let other = new_game();
    db.store.create_game(&game).await.unwrap();
    db.store.create_game(&other).await.unwrap();

    for seat in 0..3u8 {
        let hash = hash_token(&format!("{}-seat{seat}", game.id));
        assert_eq!(
            db.store.seat_by_token(&hash).await.unwrap(),
            Some((game.id, seat))
        );
    }
    let hash = hash_token(&format!("{}-seat1", other.id));
    assert_eq!(
        db.store.seat_by_token(&hash).await.unwrap(),
        Some((other.id, 1))
    );
    assert_eq!(
        db.store
            .seat_by_token(&hash_token("unknown"))
            .await
            .unwrap(),
        None
    );
}

#[tokio::test]
async fn game_by_host_token_finds_the_game() {
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();

    assert_eq!(
        db.store
            .game_by_host_token(&game.host_token_hash)
            .await
            .unwrap(),
        Some(game.id)
    );
    assert_eq!(
        db.store
            .game_by_host_token(&hash_token("unknown"))
            .await
            .unwrap(),
        None
    );
    // A seat's token is not a host token.
    assert_eq!(
        db.store
            .game_by_host_token(&game.seats[0].token_hash)
            .await
            .unwrap(),
        None
    );
}

#[tokio::test]
async fn migrating_twice_is_harmless() {
    let db = TestDb::new().await;
    db.store.migrate().await.unwrap();
    // A second process (a second `serve`) migrating the same database.
    let other = Store::connect(&db.url, 1).unwrap();
    other.migrate().await.unwrap();
    other.health().await.unwrap();
    other.close();
}

/// A fresh folder under the system's temp folder, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let path = std::env::temp_dir().join(format!("slowcatan-test-{}", Uuid::new_v4().simple()));
        std::fs::create_dir_all(&path).expect("create a temp folder");
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[tokio::test]
async fn embedded_cluster_keeps_data_across_restarts() {
    let dir = TempDir::new();
    let data_dir = dir.0.join("data");
    let game = new_game();

    let server = EmbeddedPostgres::start(&data_dir).await.unwrap();
    let store = Store::connect(&server.url(), 2).unwrap();
    store.migrate().await.unwrap();
    store.create_game(&game).await.unwrap();
    store
        .append(
            game.id,
            1,
            &[event("DiceRolled", Some(0), 1)],
            &[],
            &[],
            "playing",
        )
        .await
        .unwrap();
    store.close();
    drop(store);
    server.stop().await.unwrap();

    let server = EmbeddedPostgres::start(&data_dir).await.unwrap();
    let store = Store::connect(&server.url(), 2).unwrap();
    store.health().await.unwrap();
    // Migrations already applied: nothing to do, nothing lost.
    store.migrate().await.unwrap();
    let row = store
        .game(game.id)
        .await
        .unwrap()
        .expect("the game survived");
    assert_eq!(row.version, 2);
    assert_eq!(store.load_events(game.id, 0).await.unwrap().len(), 2);
    store.close();
    drop(store);
    server.stop().await.unwrap();
}

#[tokio::test]
async fn embedded_cluster_refuses_a_second_server_on_its_folder() {
    let dir = TempDir::new();
    let data_dir = dir.0.join("data");

    let server = EmbeddedPostgres::start(&data_dir).await.unwrap();
    let second = EmbeddedPostgres::start(&data_dir).await;

    let err = second.expect_err("a second server on one folder must be refused");
    assert!(matches!(err, EmbeddedError::InUse { .. }), "{err:?}");
    let expected = format!(
        "the data folder {} is in use by another server",
        data_dir.canonicalize().unwrap().display()
    );
    assert!(err.to_string().starts_with(&expected), "{err}");
    // The refused start left the running server alone.
    let store = Store::connect(&server.url(), 1).unwrap();
    store.migrate().await.unwrap();
    store.health().await.unwrap();
    store.close();
    drop(store);
    server.stop().await.unwrap();

    // Once stopped, the folder is free again.
    let again = EmbeddedPostgres::start(&data_dir).await.unwrap();
    again.stop().await.unwrap();
}

#[tokio::test]
async fn a_done_is_not_appended_over_a_live_plan_kept_since_it_was_read() {
    use slowcatan::store::{By, LivePlans};
    let db = TestDb::new().await;
    let game = new_game();
    db.store.create_game(&game).await.unwrap();
    let none = LivePlans::default();
    // Seat 1 decided its "done" with no live plans; meanwhile it kept one.
    let kept = LivePlans {
        asked_at: 1,
        plans: json!([{ "type": "BuyDevelopmentCard" }]),
    };
    assert!(db
        .store
        .set_live_plans(game.id, 1, 1, (&none, &kept), None)
        .await
        .unwrap());
    let done = |read| By {
        finished: &[1],
        plans_read: Some((1, read)),
        ..By::default()
    };
    let result = db
        .store
        .append_by(
            game.id,
            1,
            &[event("SpecialBuildingFinished", Some(1), 1)],
            &[],
            &[],
            "playing",
            done(&none),
        )
        .await;
    assert!(
        matches!(
            result,
            Err(StoreError::Conflict {
                expected: 1,
                actual: 1
            })
        ),
        "{result:?}"
    );
    assert_eq!(event_count(&db, game.id).await, 1, "nothing appended");
    assert_eq!(db.store.live_plans(game.id, 1).await.unwrap(), kept);
    // Decided again with the plan it kept, the "done" carries it and clears it.
    let version = db
        .store
        .append_by(
            game.id,
            1,
            &[event("SpecialBuildingFinished", Some(1), 1)],
            &[],
            &[],
            "playing",
            done(&kept),
        )
        .await
        .unwrap();
    assert_eq!(version, 2);
    assert_eq!(db.store.live_plans(game.id, 1).await.unwrap(), none);
}
