//! Every registered ruleset through the shell: a whole game played over the
//! JSON API using only `legal` (as outside scripts do), with the seat pages
//! offering every listed command.

use crate::app::{TestApp, TestGame};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::Value;
use slowcatan::game::GameService;
use slowcatan::history::export;

/// Plays random listed commands of whoever the game waits for until it is
/// over; returns how many commands it took.
async fn play_to_the_end(app: &TestApp, game: &TestGame, max: usize) -> usize {
    let mut rng = SmallRng::seed_from_u64(11);
    for n in 0..max {
        let first = app.play(&game.tokens[0]).await;
        if first["status"] == "finished" {
            return n;
        }
        let waiting: Vec<usize> = first["waiting_for"]
            .as_array()
            .expect("waiting_for")
            .iter()
            .map(|s| s.as_u64().expect("a seat") as usize)
            .collect();
        assert!(!waiting.is_empty(), "a running game waits for someone");
        assert!(!first["prompt"].as_str().expect("prompt").is_empty());
        let seat = waiting[rng.random_range(0..waiting.len())];
        let p = app.play(&game.tokens[seat]).await;
        let legal = p["legal"].as_array().expect("legal");
        assert!(
            !legal.is_empty(),
            "seat {seat} is awaited but has nothing to do"
        );
        let command = &legal[rng.random_range(0..legal.len())];
        let version = p["version"].as_u64().expect("version");
        let resp = app.command(&game.tokens[seat], version, command).await;
        assert_eq!(resp.status(), 200, "listed command {command} refused");
    }
    panic!("the game did not end within {max} commands");
}

/// The seat page draws the game on the classic board: every listed
/// placement is a marked spot, every other listed command a control.
async fn every_listed_command_is_on_the_classic_board(app: &TestApp, game: &TestGame) {
    for token in &game.tokens {
        let p = app.play(token).await;
        let page = app.get(&format!("/play/{token}")).await;
        assert_eq!(page.status(), 200);
        let html = page.text().await.expect("html");
        assert!(html.contains("<svg"), "the board is drawn");
        for command in p["legal"].as_array().expect("legal") {
            let control = match command["type"].as_str().expect("type") {
                "BuildSettlement" => format!(r#"data-pick="settlement-{}""#, command["node"]),
                "BuildRoad" => format!(r#"data-pick="road-{}""#, command["edge"]),
                other => format!(r#"value="{other}""#),
            };
            assert!(html.contains(&control), "{command} has {control} to click");
        }
    }
}

/// Baden-Württemberg's own seat pages draw the map, and the awaited seat's
/// page has a control for each listed command (browser_bw.rs clicks them);
/// the host page draws the map with nothing to pick.
async fn its_own_pages_draw_the_map(app: &TestApp, game: &TestGame) {
    for token in &game.tokens {
        let p = app.play(token).await;
        let page = app.get(&format!("/play/{token}")).await;
        assert_eq!(page.status(), 200);
        let html = page.text().await.expect("html");
        assert!(html.contains("bw-board"), "the map is drawn");
        assert!(!html.contains(r#"name="command""#), "no generic buttons");
        for command in p["legal"].as_array().expect("legal") {
            if command["type"] == "RollDice" {
                assert!(html.contains(r#"value="roll""#));
            }
        }
    }
    let host = app.get_url(&game.host_url).await;
    assert_eq!(host.status(), 200);
    let html = host.text().await.expect("html");
    assert!(html.contains("bw-board"), "the host page draws the map");
    assert!(!html.contains("data-pick"), "the host has nothing to pick");
}

/// A finished game's complete export verifies with every random outcome
/// re-derived from the revealed seed, names the game's ruleset and result,
/// and imports into another database as the same game.
async fn the_finished_game_exports_verifies_and_imports(app: &TestApp, game: &TestGame) {
    let resp = app.get(&format!("/api/games/{}/export", game.id)).await;
    assert_eq!(resp.status(), 200);
    let text = resp.text().await.expect("export");
    let parsed = export::parse(&text).expect("an export parses");
    assert!(parsed.header.complete, "complete once the game ended");
    let report = export::verify(&parsed).unwrap_or_else(|e| panic!("verify: {e}"));
    assert!(report.seed_checked, "the revealed seed is checked");
    assert!(
        report.rederived > 10,
        "every draw re-derived: {}",
        report.rederived
    );
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(
        report.winner().map(|s| u64::from(s.0)),
        public["winner"].as_u64(),
        "the export's result is the game's"
    );
    let other = crate::helpers::TestDb::new().await;
    let importer = GameService::new(other.store.clone(), app.key.clone(), app.address.clone());
    let (created, _) = importer.import(&text).await.expect("the export imports");
    assert_eq!(created.game_id, game.id);
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let here = service.load(game.id).await.expect("the game");
    let there = importer.load(game.id).await.expect("the imported game");
    assert_eq!(here.meta.ruleset, there.meta.ruleset);
    assert_eq!(here.state, there.state);
}

#[tokio::test]
async fn a_baden_wuerttemberg_game_is_played_to_the_end_over_the_api_with_only_legal() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("baden-wuerttemberg", 4).await;
    let p: Value = app.play(&game.tokens[0]).await;
    assert_eq!(p["ruleset"], "baden-wuerttemberg");
    its_own_pages_draw_the_map(&app, &game).await;
    let commands = play_to_the_end(&app, &game, 5_000).await;
    assert!(commands > 10);
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["status"], "finished");
    assert!(public["winner"].is_u64(), "someone won: {public}");
    the_finished_game_exports_verifies_and_imports(&app, &game).await;
    assert_eq!(app.get(&format!("/games/{}", game.id)).await.status(), 200);
    assert_eq!(
        app.get(&format!("/games/{}/history", game.id))
            .await
            .status(),
        200
    );
    assert_eq!(
        app.get(&format!("/games/{}?at=5", game.id)).await.status(),
        200
    );
}

#[tokio::test]
async fn a_frenemies_game_is_played_to_the_end_over_the_api_with_only_legal() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("frenemies", 3).await;
    let p: Value = app.play(&game.tokens[0]).await;
    assert_eq!(p["ruleset"], "frenemies");
    every_listed_command_is_on_the_classic_board(&app, &game).await;
    play_to_the_end(&app, &game, 8_000).await;
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["status"], "finished");
    assert!(public["winner"].is_u64(), "someone won: {public}");
    the_finished_game_exports_verifies_and_imports(&app, &game).await;
    assert_eq!(
        app.get(&format!("/games/{}/history", game.id))
            .await
            .status(),
        200
    );
}

#[tokio::test]
async fn an_oil_springs_game_is_played_to_the_end_over_the_api_with_only_legal() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("oil-springs", 3).await;
    let p: Value = app.play(&game.tokens[0]).await;
    assert_eq!(p["ruleset"], "oil-springs");
    every_listed_command_is_on_the_classic_board(&app, &game).await;
    play_to_the_end(&app, &game, 8_000).await;
    // Oil Springs may end with nobody winning (the fifth disaster token).
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["status"], "finished");
    the_finished_game_exports_verifies_and_imports(&app, &game).await;
    let history = app.get(&format!("/games/{}/history?page=1", game.id)).await;
    assert_eq!(history.status(), 200);
    let history = history.text().await.expect("html");
    assert!(
        history.contains("Oil was found: springs on"),
        "Oil events read in words"
    );
    let page = app.get(&format!("/games/{}", game.id)).await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.expect("html").contains("Disaster track"));
    assert_eq!(
        app.get(&format!("/games/{}?at=5", game.id)).await.status(),
        200
    );
}

/// five-six-players.md: a six-player game on the large island, Special
/// Building Phases included, is played to the end over the API using only
/// `legal`, and its export verifies and imports.
#[tokio::test]
async fn a_six_player_classic_game_is_played_to_the_end_over_the_api_with_only_legal() {
    let app = TestApp::spawn().await;
    let game = app.create_game(6).await;
    let p: Value = app.play(&game.tokens[5]).await;
    assert_eq!(p["ruleset"], "classic");
    every_listed_command_is_on_the_classic_board(&app, &game).await;
    play_to_the_end(&app, &game, 30_000).await;
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["status"], "finished");
    assert!(public["winner"].is_u64(), "someone won: {public}");
    let phases: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND type = 'SpecialBuildingStarted'",
            &[&game.id],
        )
        .await
        .expect("count")
        .get(0);
    assert!(phases > 0, "the game had special building phases");
    // Emails and waits per round, against a literal phase that asks the
    // seats one after another.
    let client = app.db.client().await;
    let count = |sql: &'static str| {
        let client = &client;
        let id = game.id;
        async move {
            let n: i64 = client.query_one(sql, &[&id]).await.expect("count").get(0);
            n as f64
        }
    };
    let turns = count("SELECT count(*) FROM events WHERE game = $1 AND type = 'TurnEnded'").await;
    let asked = count(
        "SELECT coalesce(sum(jsonb_array_length(payload->'asked')), 0)::bigint FROM events \
         WHERE game = $1 AND type = 'SpecialBuildingStarted'",
    )
    .await;
    let emails = count("SELECT count(*) FROM outbox WHERE game = $1").await;
    let rounds = turns / 6.0;
    eprintln!(
        "six players, per round: {:.1} emails, {:.1} waits (turns and phases, asked seats at once); \
         a phase asking one seat after another: {:.1} waits",
        emails / rounds,
        (turns + phases as f64) / rounds,
        (turns + asked) / rounds,
    );
    the_finished_game_exports_verifies_and_imports(&app, &game).await;
}

/// five-six-players.md: a five-player game is played to the end over the
/// API using only `legal`; its fifth seat wins or loses like any other.
#[tokio::test]
async fn a_five_player_classic_game_is_played_to_the_end_over_the_api_with_only_legal() {
    let app = TestApp::spawn().await;
    let game = app.create_game(5).await;
    let p: Value = app.play(&game.tokens[4]).await;
    assert_eq!(p["view"]["players"].as_array().map(Vec::len), Some(5));
    play_to_the_end(&app, &game, 30_000).await;
    let public = app.get_json(&format!("/api/games/{}", game.id)).await;
    assert_eq!(public["status"], "finished");
    assert!(public["winner"].is_u64(), "someone won: {public}");
    the_finished_game_exports_verifies_and_imports(&app, &game).await;
}
