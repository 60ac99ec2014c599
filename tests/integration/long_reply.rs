//! The cost of a reply to a long game, as `slowcatan receive` pays it: one
//! process per email, so a cold game service that reads the game from the
//! store. Ignored (it plays a few thousand commands); run it by hand:
//! `TEST_DATABASE_URL=... cargo test --release --test integration
//! long_reply -- --ignored --nocapture` (`LONG_EVENTS`, 3,000 events by
//! default; `LONG_REPLIES`, 10 replies timed, every other one without the
//! game's snapshot; `LONG_SEED`).

use crate::app::REPLIES_SECRET_KEY;
use crate::replies::{choice_lines, reply, Table};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use slowcatan::config::DatabaseArgs;
use slowcatan::game::links::ReplyTo;
use slowcatan::mail::receive::Outcome;
use std::time::Instant;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays one random legal command of whoever may act; false when nobody may.
async fn play_one(table: &Table, rng: &mut SmallRng) -> bool {
    for t in &table.game.tokens {
        let p = table.app.play(t).await;
        let legal = p["legal"].as_array().unwrap();
        if legal.is_empty() {
            continue;
        }
        // Building is mostly put off once other moves are open, so that
        // the game lasts long enough: it ends at about 900 events else.
        let slow: Vec<&serde_json::Value> = legal
            .iter()
            .filter(|c| {
                let kind = c["type"].as_str().unwrap_or_default();
                !(kind == "BuildSettlement" || kind == "BuildCity" || kind.starts_with("Buy"))
            })
            .collect();
        let cmd = if slow.is_empty() || rng.random_range(0..20) == 0 {
            &legal[rng.random_range(0..legal.len())]
        } else {
            slow[rng.random_range(0..slow.len())]
        };
        let resp = table
            .app
            .command(t, p["version"].as_u64().unwrap(), cmd)
            .await;
        // A random command may lose a race with the stand-in or a
        // preference; the next round reads the game afresh.
        let _ = resp.status();
        return true;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: plays a game of thousands of events"]
async fn long_reply_a_reply_to_a_game_of_3000_events_read_by_a_cold_receive() {
    let target = env_or("LONG_EVENTS", 3000) as i64;
    let replies = env_or("LONG_REPLIES", 10);
    let mut rng = SmallRng::seed_from_u64(env_or("LONG_SEED", 7));
    let mut table = Table::new("classic", 4).await;
    let started = Instant::now();
    while table.events().await < target {
        assert!(
            play_one(&table, &mut rng).await,
            "the game ended at {} events; try another LONG_SEED",
            table.events().await
        );
    }
    println!(
        "long_reply: {} events played in {:.1} s",
        table.events().await,
        started.elapsed().as_secs_f64()
    );
    // SECRET_KEY is the key the replies' codes were written with, as the
    // server's environment would give it to `slowcatan receive`.
    std::env::set_var("SECRET_KEY", REPLIES_SECRET_KEY);
    let data_dir = std::env::temp_dir().join(format!("long_reply_{}", std::process::id()));
    let db = DatabaseArgs {
        database_url: Some(table.app.db.url.clone()),
        data_dir: data_dir.clone(),
    };
    let reply_to = ReplyTo::parse("play@catan.test").unwrap();
    let (mut timed, mut timed_whole) = (Vec::new(), Vec::new());
    let mut n = 0;
    while ((timed.len() + timed_whole.len()) as u64) < replies {
        // Only the emails of the latest move are sent (rendering every
        // email of the game would take minutes).
        table
            .app
            .db
            .client()
            .await
            .execute("DELETE FROM outbox", &[])
            .await
            .unwrap();
        assert!(play_one(&table, &mut rng).await, "the game ended");
        let mails = table.deliver().await;
        let Some(asked) = mails.iter().find(|m| m.reply_to.is_some()) else {
            continue;
        };
        let Some((code, _)) = choice_lines(&asked.text).first().cloned() else {
            continue;
        };
        n += 1;
        let message = reply(
            asked.reply_to.as_deref().unwrap(),
            &format!("long{n}"),
            &format!("[{code}]"),
            "",
        )
        .replace('\n', "\r\n");
        let before = table.events().await;
        // Every other reply is read without the game's snapshot, as before
        // there were any: the row is put aside and back afterwards, so the
        // next reply finds the snapshot the game would have.
        let client = table.app.db.client().await;
        let kept = client
            .query_opt(
                "SELECT version, body FROM snapshots WHERE game = $1",
                &[&table.game.id],
            )
            .await
            .unwrap()
            .map(|r| (r.get::<_, i64>(0), r.get::<_, serde_json::Value>(1)));
        let whole = n % 2 == 0 || kept.is_none();
        if whole {
            client.execute("DELETE FROM snapshots", &[]).await.unwrap();
        }
        let read = match &kept {
            Some((v, _)) if !whole => before - v + 1,
            _ => before,
        };
        let t = Instant::now();
        let outcome = slowcatan::startup::receive(
            &db,
            &table.app.address,
            reply_to.clone(),
            message.as_bytes(),
            None,
        )
        .await
        .unwrap();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
        if let (true, Some((v, body))) = (whole, &kept) {
            client.execute("DELETE FROM snapshots", &[]).await.unwrap();
            client
                .execute(
                    "INSERT INTO snapshots (game, version, body) VALUES ($1, $2, $3)",
                    &[&table.game.id, v, body],
                )
                .await
                .unwrap();
        }
        let how = if whole { "whole log" } else { "snapshot" };
        println!(
            "long_reply: a cold receive at {before} events, {how}, {read} events read: {ms:.1} ms"
        );
        if whole {
            timed_whole.push(ms);
        } else {
            timed.push(ms);
        }
    }
    for (how, times) in [
        ("from the snapshot", &mut timed),
        ("from event 1", &mut timed_whole),
    ] {
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        println!(
            "long_reply: {} cold receives {how}, median {:.1} ms, min {:.1} ms, max {:.1} ms",
            times.len(),
            times[times.len() / 2],
            times[0],
            times[times.len() - 1]
        );
    }
    let _ = std::fs::remove_dir_all(data_dir);
}
