//! History: rewinds by agreement, refusal and the host alone (dice never
//! re-rolled), exports that verify, tampering that `verify` names, and
//! exports that keep secrets while the game runs.

use crate::app::{TestApp, TestGame};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{json, Value};
use slowcatan::game::secrets;
use slowcatan::game::service::{parse_record, CreateGame, NewPlayer};
use slowcatan::game::GameService;
use slowcatan::history::{chain, export, seal, Record};
use slowcatan::rules::classic::BoardKind;
use slowcatan::rules::{AnyEvent, AnyState, Ruleset};

fn host_token(game: &TestGame) -> String {
    game.host_url.rsplit('/').next().unwrap().to_owned()
}

async fn propose(app: &TestApp, game: &TestGame, version: u64, to: u64) -> reqwest::Response {
    app.client
        .post(format!(
            "{}/api/host/{}/rewind",
            app.address,
            host_token(game)
        ))
        .json(&json!({"version": version, "to": to, "reason": "a misclick"}))
        .send()
        .await
        .unwrap()
}

async fn answer(app: &TestApp, token: &str, version: u64, agree: bool) -> reqwest::Response {
    app.client
        .post(format!("{}/api/play/{token}/rewind", app.address))
        .json(&json!({"version": version, "agree": agree}))
        .send()
        .await
        .unwrap()
}

async fn version(app: &TestApp, game: &TestGame) -> u64 {
    app.play(&game.tokens[0]).await["version"].as_u64().unwrap()
}

/// Plays random legal commands (seeded) until `stop` holds for the last events.
async fn play_until(
    app: &TestApp,
    game: &TestGame,
    rng: &mut SmallRng,
    max: usize,
    stop: impl Fn(&[Value]) -> bool,
) {
    for _ in 0..max {
        for t in &game.tokens {
            let p = app.play(t).await;
            let legal = p["legal"].as_array().unwrap();
            if legal.is_empty() {
                continue;
            }
            let cmd = &legal[rng.random_range(0..legal.len())];
            let resp = app.command(t, p["version"].as_u64().unwrap(), cmd).await;
            assert_eq!(resp.status(), 200);
            let body: Value = resp.json().await.unwrap();
            if stop(body["events"].as_array().unwrap()) {
                return;
            }
            break;
        }
    }
    panic!("the condition never came within {max} commands");
}

/// The rules events in effect up to and including `to`, folded from scratch.
async fn replayed_to(app: &TestApp, game: &TestGame, to: u64) -> AnyState {
    let events = app.db.store.load_events(game.id, 0).await.unwrap();
    let rules: Vec<AnyEvent> = events
        .iter()
        .take(to as usize)
        .filter_map(|e| match parse_record(Ruleset::Classic, e).unwrap() {
            Record::Rules(r) => Some(r),
            Record::Meta(_) => None,
        })
        .collect();
    AnyState::fold(Ruleset::Classic, &rules).unwrap()
}

#[tokio::test]
async fn a_rewind_agreed_by_every_seat_undoes_the_moves_and_equals_a_replay() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..8 {
        app.play_first_legal(&game).await;
    }
    let v = version(&app, &game).await;
    let to = 4;
    assert_eq!(propose(&app, &game, v, to).await.status(), 200);
    let p = app.play(&game.tokens[1]).await;
    assert_eq!(p["rewind"]["to"], to);
    // Every seat agrees; the last agreement rewinds.
    for t in &game.tokens {
        let v = version(&app, &game).await;
        assert_eq!(answer(&app, t, v, true).await.status(), 200);
    }
    let p = app.play(&game.tokens[0]).await;
    assert!(p["rewind"].is_null());
    let expected = replayed_to(&app, &game, to).await;
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let loaded = service.load(game.id).await.unwrap();
    assert_eq!(
        *loaded.state, expected,
        "the fold after a rewind equals a fresh game replayed to event {to}"
    );
    assert_eq!(&*loaded.undone, &((to + 1)..=v).collect::<Vec<u64>>()[..]);
    // Nothing was deleted: the undone events are still in the history.
    let events: Value = app
        .get_json(&format!("/api/games/{}/events", game.id))
        .await;
    let events = events.as_array().unwrap();
    assert_eq!(events.len() as u64, p["version"].as_u64().unwrap());
    assert!(events[5]["undone"].as_bool().unwrap());
    assert!(!events[2]["undone"].as_bool().unwrap());
}

#[tokio::test]
async fn a_refusal_closes_the_proposal_and_undoes_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..6 {
        app.play_first_legal(&game).await;
    }
    let v = version(&app, &game).await;
    assert_eq!(propose(&app, &game, v, 3).await.status(), 200);
    let before = app.play(&game.tokens[0]).await;
    assert_eq!(
        answer(&app, &game.tokens[0], v + 1, true).await.status(),
        200
    );
    assert_eq!(
        answer(&app, &game.tokens[1], v + 2, false).await.status(),
        200
    );
    let after = app.play(&game.tokens[0]).await;
    assert!(after["rewind"].is_null());
    assert_eq!(after["view"]["buildings"], before["view"]["buildings"]);
    // A stale answer is a conflict; no proposal means nothing to answer.
    assert_eq!(answer(&app, &game.tokens[2], v, true).await.status(), 409);
    assert_eq!(
        answer(&app, &game.tokens[2], v + 3, true).await.status(),
        422
    );
    // Unknown host token, bad targets.
    let resp = app
        .client
        .post(format!(
            "{}/api/host/{}/rewind",
            app.address,
            "A".repeat(43)
        ))
        .json(&json!({"version": v + 3, "to": 2, "reason": "x"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
    assert_eq!(propose(&app, &game, v + 3, 0).await.status(), 422);
    assert_eq!(propose(&app, &game, v + 3, v + 3).await.status(), 422);
    assert_eq!(
        propose(&app, &game, v + 3, v + 1).await.status(),
        422,
        "a proposal event is not a move"
    );
}

#[tokio::test]
async fn the_host_alone_rewinds_when_the_game_allows_it_and_dice_are_not_rerolled() {
    let app = TestApp::spawn().await;
    let players: Vec<Value> = ["Anna", "Bert", "Cleo"]
        .iter()
        .map(|n| json!({"name": n, "email": format!("{n}@example.org")}))
        .collect();
    let body = json!({
        "ruleset": "classic", "board": "beginner", "host_rewinds_alone": true, "players": players,
    });
    let created: Value = app.post_game(&body).await.json().await.unwrap();
    let id: uuid::Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = slowcatan::game::links::Links::new(
        app.db.store.clone(),
        app.key.clone(),
        app.address.clone(),
    );
    let mut tokens = Vec::new();
    for s in 0..3 {
        let l = links.seat_link(id, s).await.unwrap().unwrap();
        tokens.push(l.rsplit('/').next().unwrap().to_owned());
    }
    let game = TestGame {
        id,
        host_url: created["host_url"].as_str().unwrap().to_owned(),
        tokens,
    };
    let mut rng = SmallRng::seed_from_u64(11);
    // Play until a 7 is rolled and its robber move is done: discards and a steal.
    play_until(&app, &game, &mut rng, 3000, |evs| {
        evs.iter().any(|e| {
            e["type"] == "DiceRolled"
                && e["dice"][0].as_u64().unwrap() + e["dice"][1].as_u64().unwrap() == 7
        })
    })
    .await;
    let events = app.db.store.load_events(game.id, 0).await.unwrap();
    let seven = events
        .iter()
        .rev()
        .find(|e| e.kind == "DiceRolled")
        .unwrap();
    let dice = seven.payload["dice"].clone();
    let roller = seven.seat.unwrap();
    play_until(&app, &game, &mut rng, 100, |evs| {
        evs.iter().any(|e| e["type"] == "RobberMoved")
    })
    .await;
    let to = seven.seq - 1;
    let v = version(&app, &game).await;
    assert_eq!(propose(&app, &game, v, to).await.status(), 200);
    let p = app.play(&game.tokens[0]).await;
    assert_eq!(p["version"], v + 2, "proposed and rewound at once");
    assert_eq!(p["phase"]["type"], "Roll", "back to before the 7");
    // The same seat rolls again: the same dice come up.
    let token = &game.tokens[usize::from(roller)];
    let p = app.play(token).await;
    let resp = app
        .command(
            token,
            p["version"].as_u64().unwrap(),
            &json!({"type": "RollDice"}),
        )
        .await;
    assert_eq!(resp.status(), 200);
    let body: Value = resp.json().await.unwrap();
    assert_eq!(
        body["events"][0]["dice"], dice,
        "a rewind never re-rolls a die"
    );
}

/// A game played to the end through the service: the service, the game and
/// the host's token.
async fn finished_game(app: &TestApp) -> (GameService, uuid::Uuid, String) {
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let created = service
        .create(CreateGame {
            ruleset: "classic".into(),
            players: ["Anna", "Bert", "Cleo"]
                .iter()
                .map(|n| NewPlayer {
                    name: (*n).to_owned(),
                    email: format!("{n}@example.org"),
                    language: None,
                })
                .collect(),
            board: Some(BoardKind::Variable),
            variable_founding: false,
            host_rewinds_alone: false,
            deadline_hours: None,
            quiet_hours: None,
            special_building: None,
            language: None,
        })
        .await
        .unwrap();
    let id = created.game_id;
    let mut rng = SmallRng::seed_from_u64(5);
    loop {
        let loaded = service.load(id).await.unwrap();
        let s = &loaded.state;
        if s.status().is_over() {
            break;
        }
        let seat = s.waiting_for()[0];
        let legal = s.legal_commands(seat);
        let cmd = legal[rng.random_range(0..legal.len())].clone();
        service.submit(id, seat, loaded.version, cmd).await.unwrap();
    }
    let host = created.host_token.as_str().to_owned();
    (service, id, host)
}

#[tokio::test]
async fn an_exported_finished_game_verifies_imports_and_one_changed_digit_fails() {
    let app = TestApp::spawn().await;
    let (service, id, _) = finished_game(&app).await;
    let resp = app.get(&format!("/api/games/{id}/export")).await;
    assert_eq!(resp.status(), 200);
    let text = resp.text().await.unwrap();
    let parsed = export::parse(&text).unwrap();
    assert!(parsed.header.complete, "complete once the game ended");
    // The public events reveal the hidden cards once the game is over.
    let events = app.get_json(&format!("/api/games/{id}/events")).await;
    let secrets: Vec<&Value> = events
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| {
            matches!(
                e["event"]["type"].as_str(),
                Some("DevelopmentCardBought" | "CardStolen")
            )
        })
        .collect();
    assert!(!secrets.is_empty());
    assert!(secrets
        .iter()
        .all(|e| !e["event"]["card"].is_null() || !e["event"]["resource"].is_null()));
    let report = export::verify(&parsed).unwrap();
    assert!(report.seed_checked && report.rederived > 0 && report.winner().is_some());
    // One changed digit in a roll fails, naming that event.
    let line = text
        .lines()
        .position(|l| l.contains("\"type\":\"DiceRolled\""))
        .unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let i = lines[line].find("\"dice\":[").unwrap() + 8;
    let digit = if &lines[line][i..=i] == "1" { "2" } else { "1" };
    lines[line].replace_range(i..=i, digit);
    let err = export::verify(&export::parse(&lines.join("\n")).unwrap()).unwrap_err();
    assert_eq!(err.seq, Some(line as u64));
    // Import into another database reproduces the same state.
    let other = crate::helpers::TestDb::new().await;
    let importer = GameService::new(other.store.clone(), app.key.clone(), app.address.clone());
    let (created, _) = importer.import(&text).await.unwrap();
    assert_eq!(created.game_id, id);
    let a = service.load(id).await.unwrap();
    let b = importer.load(id).await.unwrap();
    assert_eq!(a.state, b.state);
}

#[tokio::test]
async fn an_altered_payload_in_the_database_is_named_by_verify() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..14 {
        app.play_first_legal(&game).await;
    }
    let client = app.db.client().await;
    client
        .batch_execute(
            "ALTER TABLE events DISABLE TRIGGER USER; \
             UPDATE events SET payload = jsonb_set(payload, '{node}', '7') WHERE seq = 2; \
             ALTER TABLE events ENABLE TRIGGER USER;",
        )
        .await
        .unwrap();
    let resp = app
        .client
        .get(format!(
            "{}/api/host/{}/export",
            app.address,
            host_token(&game)
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let text = resp.text().await.unwrap();
    let err = export::verify(&export::parse(&text).unwrap()).unwrap_err();
    assert_eq!(err.seq, Some(2), "{err}");
}

#[tokio::test]
async fn before_the_end_the_public_export_shows_no_hidden_card() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let mut rng = SmallRng::seed_from_u64(2);
    play_until(&app, &game, &mut rng, 4000, |evs| {
        evs.iter()
            .any(|e| e["type"] == "DevelopmentCardBought" || e["type"] == "CardStolen")
    })
    .await;
    let text = app
        .get(&format!("/api/games/{}/export", game.id))
        .await
        .text()
        .await
        .unwrap();
    let parsed = export::parse(&text).unwrap();
    assert!(!parsed.header.complete);
    assert!(
        parsed.header.seed.is_none(),
        "the seed stays secret until the end"
    );
    let mut secret_events = 0;
    for l in &parsed.lines {
        if l.kind == "DevelopmentCardBought" {
            assert!(l.payload["card"].is_null());
            secret_events += 1;
        }
        if l.kind == "CardStolen" {
            assert!(l.payload["resource"].is_null());
            secret_events += 1;
        }
    }
    assert!(secret_events > 0);
    let report = export::verify(&parsed).unwrap();
    assert_eq!(report.unchecked, secret_events);
}

#[tokio::test]
async fn a_rewind_emails_every_seat_once_and_asks_the_seat_the_game_now_waits_for() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..8 {
        app.play_first_legal(&game).await;
    }
    let awaited_before = app.play(&game.tokens[0]).await["view"]["awaiting"][0].clone();
    let v = version(&app, &game).await;
    assert_eq!(propose(&app, &game, v, 2).await.status(), 200);
    let last_mail: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT coalesce(max(id), 0) FROM outbox", &[])
        .await
        .unwrap()
        .get(0);
    for t in &game.tokens {
        let v = version(&app, &game).await;
        assert_eq!(answer(&app, t, v, true).await.status(), 200);
    }
    let awaited_after = app.play(&game.tokens[0]).await["view"]["awaiting"][0].clone();
    assert_ne!(
        awaited_before, awaited_after,
        "the rewind changes whom the game waits for"
    );
    let rows = app
        .db
        .client()
        .await
        .query(
            "SELECT seat, kind, reply_version FROM outbox WHERE game = $1 AND id > $2 \
             ORDER BY seat",
            &[&game.id, &last_mail],
        )
        .await
        .unwrap();
    // One email to every seat (not a "your turn" and a "rewound" to one),
    // and only the seat the game waits for is asked to choose.
    let told: Vec<(i16, String, bool)> = rows
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get::<_, Option<i64>>(2).is_some()))
        .collect();
    let seat = i16::try_from(awaited_after.as_u64().unwrap()).unwrap();
    let expected: Vec<(i16, String, bool)> = (0..3)
        .map(|s| (s, "rewound".to_owned(), s == seat))
        .collect();
    assert_eq!(told, expected);
}

/// Every value a guesser would try for a private field of `kind`.
fn guesses(kind: &str) -> Vec<Value> {
    use slowcatan::rules::classic::state::DevCard;
    use slowcatan::rules::common::Resource;
    match kind {
        "CardStolen" => Resource::ALL.iter().map(|r| json!(r)).collect(),
        "DevelopmentCardBought" => DevCard::ALL.iter().map(|c| json!(c)).collect(),
        other => panic!("no private field expected in {other}"),
    }
}

/// The private field of an event kind, as a JSON pointer.
fn private_path(kind: &str) -> Option<&'static str> {
    match kind {
        "CardStolen" => Some("/resource"),
        "DevelopmentCardBought" => Some("/card"),
        _ => None,
    }
}

/// Plays (seeded, random legal commands) until the game has both a bought
/// development card and a stolen card.
async fn play_until_a_card_is_bought_and_one_stolen(app: &TestApp, game: &TestGame) {
    let mut rng = SmallRng::seed_from_u64(2);
    let seen = std::cell::Cell::new((false, false));
    play_until(app, game, &mut rng, 6000, |evs| {
        let (mut bought, mut stolen) = seen.get();
        for e in evs {
            bought |= e["type"] == "DevelopmentCardBought";
            stolen |= e["type"] == "CardStolen";
        }
        seen.set((bought, stolen));
        bought && stolen
    })
    .await;
}

#[tokio::test]
async fn a_spectator_who_tries_every_value_of_a_hidden_field_matches_no_published_hash() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    play_until_a_card_is_bought_and_one_stolen(&app, &game).await;

    let text = app
        .get(&format!("/api/games/{}/export", game.id))
        .await
        .text()
        .await
        .unwrap();
    let parsed = export::parse(&text).unwrap();
    assert!(!parsed.header.complete && parsed.header.seed.is_none());
    let commitment = export::from_hex(&parsed.header.seed_commitment).unwrap();
    let mut prev = chain::GENESIS;
    let (mut hidden, mut tried) = (0, 0);
    for line in &parsed.lines {
        let published: [u8; 32] = export::from_hex(line.hash.as_deref().expect("every hash"))
            .unwrap()
            .try_into()
            .unwrap();
        if let Some(path) = private_path(&line.kind) {
            hidden += 1;
            assert!(
                line.payload.pointer(path).unwrap().is_null(),
                "{path} hidden"
            );
            for guess in guesses(&line.kind) {
                // The value itself under the hash, as before.
                let mut payload = line.payload.clone();
                *payload.pointer_mut(path).unwrap() = guess.clone();
                let at = export::line_time(line);
                let open = chain::event_hash(&prev, line.seq, &line.kind, line.seat, &payload, at);
                assert_ne!(open, published, "event {} gives away {guess}", line.seq);
                // Its commitment, with any salt the public could derive.
                let seal = &line.sealed[path];
                assert!(seal.salt.is_none(), "no salt for a hidden value");
                for key in [&[][..], &commitment[..]] {
                    let salt = secrets::commitment_salt(key, line.seq, path);
                    assert_ne!(secrets::hex(&seal::commit(&salt, &guess)), seal.commitment);
                }
                assert_ne!(
                    secrets::hex(&seal::commit(&[0; 32], &guess)),
                    seal.commitment
                );
                tried += 1;
            }
        }
        prev = published;
    }
    assert!(hidden >= 2 && tried == hidden * 5);
    // The published chain verifies: everything public is checked.
    let report = export::verify(&parsed).unwrap();
    assert_eq!(report.events, parsed.lines.len() as u64);
    assert_eq!((report.withheld, report.opened), (0, 0));
    assert_eq!(report.unchecked, hidden);

    // The public events show no hidden value and carry no hash at all.
    let events = app
        .get_json(&format!("/api/games/{}/events", game.id))
        .await;
    let mut shown = 0;
    for e in events.as_array().unwrap() {
        assert!(e.get("hash").is_none() && e["event"].get("hash").is_none());
        let kind = e["event"]["type"].as_str().unwrap();
        if let Some(path) = private_path(kind) {
            assert!(e["event"].pointer(path).unwrap().is_null());
            shown += 1;
        }
    }
    assert_eq!(shown, hidden);
}

#[tokio::test]
async fn while_the_game_runs_the_host_export_is_the_public_one_and_a_seat_opens_only_its_own() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    play_until_a_card_is_bought_and_one_stolen(&app, &game).await;
    let public = app
        .get(&format!("/api/games/{}/export", game.id))
        .await
        .text()
        .await
        .unwrap();
    let resp = app
        .get(&format!("/api/host/{}/export", host_token(&game)))
        .await;
    assert_eq!(resp.status(), 200);
    let host = resp.text().await.unwrap();
    assert_eq!(host, public, "the host gets the public history");
    let parsed = export::parse(&host).unwrap();
    assert!(!parsed.header.complete && parsed.header.seed.is_none());
    assert!(parsed.lines.iter().all(|l| l.sealed.keys().all(|p| l
        .payload
        .pointer(p)
        .unwrap()
        .is_null())));

    // Each seat's export shows its own secrets, opened, and seals the others'.
    let stored = app.db.store.load_events(game.id, 0).await.unwrap();
    let mut opened = 0;
    for (seat, token) in game.tokens.iter().enumerate() {
        let resp = app.get(&format!("/api/play/{token}/export")).await;
        assert_eq!(resp.status(), 200);
        let text = resp.text().await.unwrap();
        let parsed = export::parse(&text).unwrap();
        assert_eq!(parsed.header.seat, Some(seat as u8));
        assert!(!parsed.header.complete && parsed.header.seed.is_none());
        for (line, e) in parsed.lines.iter().zip(&stored) {
            let Some(path) = private_path(&line.kind) else {
                continue;
            };
            let record = parse_record(Ruleset::Classic, e).unwrap();
            let mine = record.redacted_for(slowcatan::rules::Viewer::Seat(slowcatan::rules::Seat(
                seat as u8,
            )));
            let mine = serde_json::to_value(mine).unwrap();
            let sees = !mine.pointer(path).unwrap().is_null();
            let shown = line.payload.pointer(path).unwrap();
            if sees {
                assert_eq!(shown, e.payload.pointer(path).unwrap());
            } else {
                assert!(shown.is_null(), "seat {seat} sees another's {path}");
            }
            assert_eq!(line.sealed[path].salt.is_some(), sees);
        }
        let report = export::verify(&parsed).unwrap();
        opened += report.opened;
    }
    assert!(opened >= 2, "the buyer and the thief open their own");
}

#[tokio::test]
async fn after_the_end_every_export_opens_every_seal_and_a_changed_hidden_value_is_named() {
    let app = TestApp::spawn().await;
    let (_, id, host) = finished_game(&app).await;
    let text = app
        .get(&format!("/api/games/{id}/export"))
        .await
        .text()
        .await
        .unwrap();
    let parsed = export::parse(&text).unwrap();
    assert!(parsed.header.complete && parsed.header.seed.is_some());
    let sealed: u64 = parsed.lines.iter().map(|l| l.sealed.len() as u64).sum();
    let private = parsed
        .lines
        .iter()
        .filter(|l| private_path(&l.kind).is_some())
        .count() as u64;
    assert!(private > 0);
    assert_eq!(sealed, private, "one seal per hidden field");
    let report = export::verify(&parsed).unwrap();
    assert!(report.seed_checked);
    assert_eq!(report.opened, sealed);
    assert_eq!((report.unchecked, report.withheld), (0, 0));

    // The host's export is now the complete one too.
    let host = app
        .get(&format!("/api/host/{host}/export"))
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(host, text);

    // One hidden value changed in the finished export: verify names it.
    let mut tampered = parsed.clone();
    let line = tampered
        .lines
        .iter_mut()
        .find(|l| l.kind == "CardStolen")
        .unwrap();
    let seq = line.seq;
    let was = line.payload["resource"].clone();
    line.payload["resource"] = guesses("CardStolen")
        .into_iter()
        .find(|g| *g != was)
        .unwrap();
    let err = export::verify(&tampered).unwrap_err();
    assert_eq!(err.seq, Some(seq), "{err}");
    assert!(err.message.contains("/resource"), "{err}");
}

#[tokio::test]
async fn an_import_takes_the_ruleset_from_the_first_event_and_refuses_a_header_that_disagrees() {
    let app = TestApp::spawn().await;
    let (service, id, _) = finished_game(&app).await;
    let text = app
        .get(&format!("/api/games/{id}/export"))
        .await
        .text()
        .await
        .unwrap();
    let first = &export::parse(&text).unwrap().lines[0];
    assert_eq!(first.payload["options"]["ruleset"], "classic");
    let other = crate::helpers::TestDb::new().await;
    let importer = GameService::new(other.store.clone(), app.key.clone(), app.address.clone());
    // A header naming another ruleset is refused, and nothing is stored.
    let relabelled = text.replacen("\"ruleset\":\"classic\"", "\"ruleset\":\"frenemies\"", 1);
    let err = importer.import(&relabelled).await.unwrap_err();
    assert!(
        err.to_string().contains("\"frenemies\"") && err.to_string().contains("\"classic\""),
        "{err}"
    );
    assert!(importer.load(id).await.is_err());
    // A header naming none imports under the first event's.
    let unnamed = text.replacen("\"ruleset\":\"classic\",", "", 1);
    assert!(!export::parse(&unnamed).unwrap().lines.is_empty());
    let (created, report) = match importer.import(&unnamed).await {
        Ok(imported) => imported,
        Err(e) => panic!("the export without a named ruleset was refused: {e:?}\n{unnamed}"),
    };
    assert_eq!(report.origin.unwrap().ruleset, Ruleset::Classic);
    let loaded = importer.load(created.game_id).await.unwrap();
    assert_eq!(loaded.meta.ruleset, Ruleset::Classic);
    assert_eq!(loaded.state, service.load(id).await.unwrap().state);
}

#[tokio::test]
async fn exports_written_before_the_first_event_recorded_options_import_under_their_header() {
    let app = TestApp::spawn().await;
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    for (ruleset, text) in [
        (
            Ruleset::Classic,
            include_str!("../fixtures/export-v2-classic.jsonl"),
        ),
        (
            Ruleset::BadenWuerttemberg,
            include_str!("../fixtures/export-v2-baden-wuerttemberg.jsonl"),
        ),
        (
            Ruleset::Frenemies,
            include_str!("../fixtures/export-v2-frenemies.jsonl"),
        ),
        (
            Ruleset::OilSprings,
            include_str!("../fixtures/export-v2-oil-springs.jsonl"),
        ),
    ] {
        let (created, report) = service.import(text).await.unwrap();
        assert_eq!(report.origin.unwrap().options, None);
        let loaded = service.load(created.game_id).await.unwrap();
        assert_eq!(loaded.meta.ruleset, ruleset);
        assert_eq!(loaded.version, report.events);
        // The imported game plays on.
        let seat = loaded.state.waiting_for()[0];
        let command = loaded.state.legal_commands(seat)[0].clone();
        service
            .submit(created.game_id, seat, loaded.version, command)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn exports_with_offers_discards_and_supply_trades_import_and_play_on() {
    let app = TestApp::spawn().await;
    for (ruleset, finished, text) in [
        (
            Ruleset::Classic,
            true,
            include_str!("../fixtures/export-v2-classic-finished.jsonl"),
        ),
        (
            Ruleset::Classic,
            false,
            include_str!("../fixtures/export-v2-classic-mid-game.jsonl"),
        ),
        (
            Ruleset::BadenWuerttemberg,
            true,
            include_str!("../fixtures/export-v2-baden-wuerttemberg-finished.jsonl"),
        ),
        (
            Ruleset::BadenWuerttemberg,
            false,
            include_str!("../fixtures/export-v2-baden-wuerttemberg-mid-game.jsonl"),
        ),
        (
            Ruleset::Frenemies,
            true,
            include_str!("../fixtures/export-v2-frenemies-finished.jsonl"),
        ),
        (
            Ruleset::Frenemies,
            false,
            include_str!("../fixtures/export-v2-frenemies-mid-game.jsonl"),
        ),
        (
            Ruleset::OilSprings,
            true,
            include_str!("../fixtures/export-v2-oil-springs-finished.jsonl"),
        ),
        (
            Ruleset::OilSprings,
            false,
            include_str!("../fixtures/export-v2-oil-springs-mid-game.jsonl"),
        ),
    ] {
        // A finished game and the same game mid-way share an id: the
        // unfinished one goes into a database of its own.
        let other = crate::helpers::TestDb::new().await;
        let store = if finished {
            &app.db.store
        } else {
            &other.store
        };
        let service = GameService::new(store.clone(), app.key.clone(), app.address.clone());
        let (created, report) = service.import(text).await.unwrap();
        let loaded = service.load(created.game_id).await.unwrap();
        assert_eq!(loaded.meta.ruleset, ruleset);
        assert_eq!(loaded.version, report.events);
        assert_eq!(loaded.state.status(), report.status.unwrap());
        assert_eq!(loaded.state.status().is_over(), finished, "{ruleset:?}");
        if finished {
            // The imported game's page draws it.
            let page = app.get(&format!("/games/{}", created.game_id)).await;
            assert_eq!(page.status(), 200, "{ruleset:?}");
        } else {
            // The unfinished game plays on from where it was exported.
            let seat = loaded.state.waiting_for()[0];
            let command = loaded.state.legal_commands(seat)[0].clone();
            service
                .submit(created.game_id, seat, loaded.version, command)
                .await
                .unwrap();
        }
    }
}
