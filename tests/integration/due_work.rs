//! Due work (issue #22): the rows that say when each awaited seat's
//! warning, deadline and reminder fall due, written with every append and
//! taken by the passes only once due, by the database's clock (moved by
//! backdating the logs and their due work, never by sleeping).

use crate::app::TestApp;
use crate::deadlines::{backdate, pass_service, scalar};
use slowcatan::game::service::{CreateGame, NewPlayer};
use slowcatan::game::GameService;
use slowcatan::store::DueKind;
use std::time::{Duration, SystemTime};
use uuid::Uuid;

fn players() -> Vec<NewPlayer> {
    ["Anna", "Bert", "Cleo"]
        .iter()
        .map(|n| NewPlayer {
            name: (*n).to_owned(),
            email: format!("{}@example.org", n.to_lowercase()),
            language: None,
        })
        .collect()
}

/// `n` classic games of three with a one-hour deadline, made by `service`.
async fn games_with_deadline(service: &GameService, n: usize, rewinds_alone: bool) -> Vec<Uuid> {
    let mut games = Vec::with_capacity(n);
    for _ in 0..n {
        let created = service
            .create(CreateGame {
                ruleset: "classic".to_owned(),
                players: players(),
                board: Some(slowcatan::rules::BoardKind::Beginner),
                variable_founding: false,
                host_rewinds_alone: rewinds_alone,
                deadline_hours: Some(1.try_into().unwrap()),
                quiet_hours: None,
                special_building: None,
                language: None,
            })
            .await
            .unwrap();
        games.push(created.game_id);
    }
    games
}

/// Moves every game's log and due work `hours` into the past (the services
/// that cached them must forget them).
async fn backdate_all(app: &TestApp, hours: f64) {
    let client = app.db.client().await;
    let secs = hours * 3600.0;
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    for sql in [
        "UPDATE events SET created_at = created_at - make_interval(secs => $1)",
        "UPDATE due_work SET due = due - make_interval(secs => $1)",
    ] {
        client.execute(sql, &[&secs]).await.unwrap();
    }
    client
        .batch_execute("ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    // Snapshots keep the waits the events said before they were moved.
    client.execute("DELETE FROM snapshots", &[]).await.unwrap();
}

/// When event `seq` of `game` was stored.
async fn event_time(app: &TestApp, game: Uuid, seq: i64) -> SystemTime {
    app.db
        .client()
        .await
        .query_one(
            "SELECT created_at FROM events WHERE game = $1 AND seq = $2",
            &[&game, &seq],
        )
        .await
        .unwrap()
        .get(0)
}

/// The seq of the latest event of `kind` in `game`.
async fn last_of(app: &TestApp, game: Uuid, kind: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(
            "SELECT max(seq) FROM events WHERE game = $1 AND type = $2",
            &[&game, &kind],
        )
        .await
        .unwrap()
        .get(0)
}

/// `a` and `b` within a millisecond (the database keeps microseconds).
fn close(a: SystemTime, b: SystemTime) -> bool {
    let d = a.duration_since(b).unwrap_or_else(|e| e.duration());
    d < Duration::from_millis(1)
}

#[tokio::test]
async fn two_hundred_fifty_games_due_at_once_all_get_their_stand_in_move_within_two_passes() {
    let app = TestApp::spawn().await;
    let service = pass_service(&app);
    let games = games_with_deadline(&service, 250, false).await;
    backdate_all(&app, 2.0).await;
    for game in &games {
        service.forget(*game);
    }

    let first = service.pass_deadlines(200).await.unwrap();
    let second = service.pass_deadlines(200).await.unwrap();
    assert_eq!(first.failed_games + second.failed_games, 0);
    assert_eq!(first.due, 200, "a full batch, oldest first");
    let moved = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(DISTINCT game) FROM events WHERE stand_in",
            &[],
        )
        .await
        .unwrap()
        .get::<_, i64>(0);
    assert_eq!(moved, 250, "{first:?} {second:?}");
    // Each game's late seat placed its settlement and road, no more.
    assert_eq!(
        first.stand_in_moves + second.stand_in_moves,
        2 * games.len()
    );
    // What is left is the next seats' waits, due an hour from now.
    let third = service.pass_deadlines(200).await.unwrap();
    assert_eq!((third.due, third.stand_in_moves), (0, 0));
}

#[tokio::test]
async fn a_game_due_while_paused_is_untouched_and_due_after_resume_with_the_paused_time_added() {
    let app = TestApp::spawn().await;
    let service = pass_service(&app);
    let game = games_with_deadline(&service, 1, false).await[0];
    let version = service.load(game).await.unwrap().version;
    let since = service.load(game).await.unwrap().waits.seats()[0];
    service.set_paused(game, version, true).await.unwrap();
    assert!(service.store().due_of(game).await.unwrap().is_empty());

    // Three hours pass while paused: nothing is due, nothing is done.
    backdate(&app, game, 3.0).await;
    service.forget(game);
    let before = app.event_count(game).await;
    let pass = service.pass_deadlines(100).await.unwrap();
    assert_eq!((pass.due, pass.stand_in_moves), (0, 0), "{pass:?}");
    assert_eq!(app.event_count(game).await, before);

    // Resumed: the deadline is the hour plus the three paused hours.
    service
        .set_paused(game, before.try_into().unwrap(), false)
        .await
        .unwrap();
    let paused_at = event_time(&app, game, last_of(&app, game, "Paused").await).await;
    let resumed_at = event_time(&app, game, last_of(&app, game, "Resumed").await).await;
    let paused = resumed_at.duration_since(paused_at).unwrap();
    assert!(paused >= Duration::from_secs(3 * 3600), "{paused:?}");
    let since_at = event_time(&app, game, i64::try_from(since.since_seq).unwrap()).await;
    let due = service.store().due_of(game).await.unwrap();
    let deadline = due
        .iter()
        .find(|d| d.1 == DueKind::Deadline)
        .expect("a deadline row after resume");
    assert_eq!((deadline.0, deadline.3), (since.seat.0, since.since_seq));
    let expected = since_at + Duration::from_secs(3600) + paused;
    assert!(
        close(deadline.2, expected),
        "{:?} vs {expected:?}",
        deadline.2
    );
    assert_eq!(service.pass_deadlines(100).await.unwrap().stand_in_moves, 0);

    // An hour and a half later it is due, and the stand-in moves.
    backdate(&app, game, 1.5).await;
    service.forget(game);
    let pass = service.pass_deadlines(100).await.unwrap();
    assert!(pass.stand_in_moves > 0, "{pass:?}");
}

#[tokio::test]
async fn two_servers_running_passes_on_one_database_make_each_due_decision_once() {
    let app = TestApp::spawn().await;
    let (a, b) = (pass_service(&app), pass_service(&app));
    let games = games_with_deadline(&a, 30, false).await;
    backdate_all(&app, 2.0).await;
    for game in &games {
        a.forget(*game);
    }

    let mut moves = 0;
    for _ in 0..40 {
        let (pa, pb) = tokio::join!(a.pass_deadlines(4), b.pass_deadlines(4));
        let (pa, pb) = (pa.unwrap(), pb.unwrap());
        moves += pa.stand_in_moves + pb.stand_in_moves;
        if pa.due + pb.due == 0 {
            break;
        }
    }
    assert_eq!(moves, 2 * games.len(), "each decision counted once");
    for game in games {
        let missed = scalar(
            &app,
            "SELECT count(*) FROM events WHERE game = $1 AND type = 'DeadlineMissed'",
            game,
        )
        .await;
        let stand_in = scalar(
            &app,
            "SELECT count(*) FROM events WHERE game = $1 AND stand_in",
            game,
        )
        .await;
        assert_eq!((missed, stand_in), (1, 2), "{game}");
    }
}

#[tokio::test]
async fn after_a_rewind_the_due_times_are_those_of_the_rewound_state() {
    let app = TestApp::spawn().await;
    let service = pass_service(&app);
    let game = games_with_deadline(&service, 1, true).await[0];
    let start = service.load(game).await.unwrap();
    let first = start.state.waiting_for()[0];
    // The first seat places its settlement and road: the next seat waits.
    let mut version = start.version;
    for _ in 0..2 {
        let loaded = service.load(game).await.unwrap();
        let command = loaded.state.legal_commands(first).remove(0);
        version = service
            .submit(game, first, version, command)
            .await
            .unwrap()
            .version;
    }
    let next = service.load(game).await.unwrap().state.waiting_for()[0];
    assert_ne!(next, first);
    assert!(service
        .store()
        .due_of(game)
        .await
        .unwrap()
        .iter()
        .all(|d| d.0 == next.0));
    backdate(&app, game, 0.5).await;
    service.forget(game);

    // The host rewinds to before the first seat's moves.
    let rewound = service
        .propose_rewind(game, version, start.version, "a misclick")
        .await
        .unwrap();
    assert!(rewound.rewound);
    let at = event_time(&app, game, last_of(&app, game, "Rewound").await).await;
    let due = service.store().due_of(game).await.unwrap();
    let kinds: Vec<DueKind> = due.iter().map(|d| d.1).collect();
    assert_eq!(
        kinds,
        [DueKind::Deadline, DueKind::Reminder, DueKind::Warning],
        "{due:?}"
    );
    for (seat, kind, when, since, row_version) in &due {
        assert_eq!(*seat, first.0, "the rewound state awaits the first seat");
        assert_eq!(*row_version, rewound.version);
        assert_eq!(*since, rewound.version, "its wait begins with the rewind");
        let expected = match kind {
            DueKind::Deadline => at + Duration::from_secs(3600),
            DueKind::Warning => at + Duration::from_secs(2700),
            DueKind::Reminder => at + Duration::from_secs(24 * 3600),
        };
        assert!(close(*when, expected), "{kind:?}: {when:?} vs {expected:?}");
    }
    // A fresh server names the same deadline.
    let fresh = pass_service(&app).deadlines(game).await.unwrap();
    assert_eq!(fresh.len(), 1);
    assert!(close(fresh[0].1, at + Duration::from_secs(3600)));
}

const HOUR: Duration = Duration::from_secs(3600);

/// The single value `sql` reads.
async fn count(app: &TestApp, sql: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(sql, &[])
        .await
        .unwrap()
        .get(0)
}

/// Makes every insert into `due_work` fail (this test's database only), or
/// lets them through again.
async fn refuse_due_work(app: &TestApp, refuse: bool) {
    let sql = if refuse {
        "CREATE OR REPLACE FUNCTION refuse_due() RETURNS trigger AS $$ \
         BEGIN RAISE EXCEPTION 'due work refused'; END $$ LANGUAGE plpgsql; \
         CREATE TRIGGER refuse_due BEFORE INSERT ON due_work \
         FOR EACH ROW EXECUTE FUNCTION refuse_due()"
    } else {
        "DROP TRIGGER refuse_due ON due_work"
    };
    app.db.client().await.batch_execute(sql).await.unwrap();
}

#[tokio::test]
async fn a_change_whose_due_work_cannot_be_written_is_not_made() {
    let app = TestApp::spawn().await;
    let service = pass_service(&app);

    // Create: no game, no event.
    refuse_due_work(&app, true).await;
    let refused = service
        .create(CreateGame {
            ruleset: "classic".to_owned(),
            players: players(),
            board: None,
            variable_founding: false,
            host_rewinds_alone: false,
            deadline_hours: Some(1.try_into().unwrap()),
            quiet_hours: None,
            special_building: None,
            language: None,
        })
        .await;
    assert!(refused.is_err());
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);
    assert_eq!(count(&app, "SELECT count(*) FROM events").await, 0);

    // Import: no game.
    let export = include_str!("../fixtures/export-v2-classic-mid-game.jsonl");
    assert!(service.import(export).await.is_err());
    assert_eq!(count(&app, "SELECT count(*) FROM games").await, 0);

    // The settings that time the due work: each stays as it was.
    refuse_due_work(&app, false).await;
    let game = games_with_deadline(&service, 1, false).await[0];
    refuse_due_work(&app, true).await;
    assert!(service
        .set_deadline(game, Some(24.try_into().unwrap()))
        .await
        .is_err());
    assert_eq!(service.deadline(game).await.unwrap(), Some(HOUR));
    assert!(service.set_reminders(game, 0, false).await.is_err());
    assert_eq!(
        count(&app, "SELECT count(*) FROM seats WHERE NOT reminders").await,
        0
    );
    let policy = slowcatan::store::ReminderPolicy {
        after: HOUR,
        ..Default::default()
    };
    assert!(service.set_reminder_policy(game, policy).await.is_err());
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM games WHERE reminder_after = interval '1 hour'"
        )
        .await,
        0
    );
    // The due work written at creation is still there.
    assert_eq!(count(&app, "SELECT count(*) FROM due_work").await, 3);
}

#[tokio::test]
async fn a_start_whose_due_work_cannot_be_written_leaves_the_game_waiting_for_its_host() {
    let app = TestApp::spawn_confirming().await;
    let service = pass_service(&app).with_host_confirmation(true);
    let game = games_with_deadline(&service, 1, false).await[0];
    assert_eq!(
        count(&app, "SELECT count(*) FROM due_work").await,
        0,
        "a game waiting for its host has no due work"
    );
    refuse_due_work(&app, true).await;
    assert!(service.start(game).await.is_err());
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM games WHERE awaiting_host_since IS NOT NULL"
        )
        .await,
        1
    );
    refuse_due_work(&app, false).await;
    service.start(game).await.unwrap();
    assert_eq!(
        count(&app, "SELECT count(*) FROM due_work").await,
        3,
        "the first seat's warning, deadline and reminder, written with the start"
    );
}

#[tokio::test]
async fn the_passes_and_pages_of_a_cached_game_read_only_the_events_past_the_cache() {
    let app = TestApp::spawn().await;
    // A game of 252 events, its latest hours old, with a one-hour
    // deadline and a reminder policy that make its deadline, warning and
    // reminder due now.
    let export = include_str!("../fixtures/export-v2-classic-mid-game.jsonl");
    let (created, _) = app.service.import(export).await.unwrap();
    let game = created.game_id;
    app.service
        .set_deadline(game, Some(1.try_into().unwrap()))
        .await
        .unwrap();
    let policy = slowcatan::store::ReminderPolicy {
        after: Duration::from_secs(60),
        ..Default::default()
    };
    app.service.set_reminder_policy(game, policy).await.unwrap();
    let log = app.service.load(game).await.unwrap().version;
    assert_eq!(log, 252);
    let store = &app.db.store;

    // The passes: the seat is reminded, then the stand-in moves for it;
    // only the events they appended are read back.
    let read = store.events_read();
    let reminders = app.service.pass_reminders(200).await.unwrap();
    let deadlines = app.service.pass_deadlines(200).await.unwrap();
    let moved = app.service.load(game).await.unwrap().version;
    let read_by_passes = store.events_read() - read;
    assert!(
        deadlines.due >= 2 && deadlines.stand_in_moves >= 1,
        "{deadlines:?}"
    );
    assert!(reminders.due >= 1, "{reminders:?}");
    assert!(
        read_by_passes <= moved - log,
        "the passes read {read_by_passes} events; they appended {}",
        moved - log
    );

    // The pages: each reads at most the recent events it shows.
    let seat = created.seat_tokens[0].as_str().to_owned();
    let host = created.host_token.as_str().to_owned();
    for path in [
        format!("/play/{seat}"),
        format!("/api/play/{seat}"),
        format!("/games/{game}"),
        format!("/api/games/{game}"),
        format!("/host/{host}"),
    ] {
        let read = store.events_read();
        let status = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap()
            .status();
        assert!(status.is_success(), "{path}: {status}");
        let read = store.events_read() - read;
        assert!(
            read <= slowcatan::web::pages::SEAT_NEWS_EVENTS,
            "{path} read {read} events of {moved}"
        );
    }
}
