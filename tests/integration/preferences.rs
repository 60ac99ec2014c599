//! A seat's standing preferences: the server rolls for a seat as its turn
//! starts and ends its turn when by public counts it has nothing to spend,
//! recorded as the seat's own moves, told in the history and in the "your
//! turn" email; acting on them shows the other seats nothing of a hand
//! (twin games that differ only in a secret look the same to them); bad
//! preference forms change nothing.

use crate::app::{TestApp, TestGame};
use crate::pages::{get, normalized, seed_game, simulated, twins};
use serde_json::{json, Value};
use slowcatan::mail::letter::preview_of;
use slowcatan::rules::classic::{self, Event, Phase, State};
use slowcatan::rules::Seat;

/// Plays the first legal command of whoever the game waits for until a
/// seat may roll the dice; returns that seat.
async fn until_a_roll(app: &TestApp, game: &TestGame) -> usize {
    for _ in 0..40 {
        for (seat, token) in game.tokens.iter().enumerate() {
            if legal(app, token)
                .await
                .contains(&json!({"type": "RollDice"}))
            {
                return seat;
            }
        }
        app.play_first_legal(game).await;
    }
    panic!("setup never ended");
}

async fn legal(app: &TestApp, token: &str) -> Vec<Value> {
    app.play(token).await["legal"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

async fn version(app: &TestApp, token: &str) -> u64 {
    app.play(token).await["version"].as_u64().unwrap()
}

async fn choose(app: &TestApp, token: &str, form: &[(&str, &str)]) -> reqwest::Response {
    let version = version(app, token).await.to_string();
    let mut form: Vec<(&str, &str)> = form.to_vec();
    form.push(("version", &version));
    app.client
        .post(format!("{}/play/{token}/preferences", app.address))
        .form(&form)
        .send()
        .await
        .unwrap()
}

/// Plays `seat`'s turn to its end: the first legal command of whoever the
/// game waits for (a discard, the robber), and `EndTurn` once `seat` may.
async fn end_turn(app: &TestApp, game: &TestGame, seat: usize) {
    let token = &game.tokens[seat];
    for _ in 0..20 {
        let mine = legal(app, token).await;
        if mine.contains(&json!({"type": "EndTurn"})) {
            let v = version(app, token).await;
            let resp = app.command(token, v, &json!({"type": "EndTurn"})).await;
            assert_eq!(resp.status(), 200);
            return;
        }
        app.play_first_legal(game).await;
    }
    panic!("the turn never reached its end");
}

async fn history(app: &TestApp, game: &TestGame) -> String {
    app.get(&format!("/games/{}/history", game.id))
        .await
        .text()
        .await
        .unwrap()
}

#[tokio::test]
async fn roll_for_me_rolls_as_the_seats_turn_starts_and_its_email_tells_the_roll() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let names = ["Anna", "Bert", "Cleo"];
    for seat in (0..3).filter(|s| *s != first) {
        let resp = choose(&app, &game.tokens[seat], &[("roll", "always")]).await;
        assert_eq!(resp.status(), 200, "redirected back to the seat page");
        let page = resp.text().await.unwrap();
        assert!(
            page.contains("You chose: the dice are rolled for you as your turn starts"),
            "{page}"
        );
    }
    let chose = format!(
        "{} chose: the dice are rolled for them as their turn starts",
        names[(first + 1) % 3]
    );
    assert!(history(&app, &game).await.contains(&chose));

    // The first seat rolls itself and ends its turn: the next seat's roll
    // is made at once, as its own move.
    let v = version(&app, &game.tokens[first]).await;
    let resp = app
        .command(&game.tokens[first], v, &json!({"type": "RollDice"}))
        .await;
    assert_eq!(resp.status(), 200);
    end_turn(&app, &game, first).await;
    let acted: Vec<i32> = app
        .db
        .client()
        .await
        .query(
            "SELECT (payload->>'seat')::int FROM events WHERE game = $1 AND type = 'ActedByPreference'",
            &[&game.id],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(acted.len(), 1, "one roll made by preference: {acted:?}");
    let next = usize::try_from(acted[0]).unwrap();
    assert_ne!(next, first);
    assert!(!legal(&app, &game.tokens[next])
        .await
        .contains(&json!({"type": "RollDice"})));
    let page = history(&app, &game).await;
    let name = names[next];
    assert!(
        page.contains(&format!("(automatically, as {name} chose)")),
        "{page}"
    );
    assert!(
        page.contains(&format!("As {name} chose, the server makes {name}")),
        "{page}"
    );

    // The email telling the next seat of its turn already tells its roll.
    let body: String = preview_of(
        &app.db
            .client()
            .await
            .query_one(
                "SELECT letter FROM outbox WHERE game = $1 AND seat = $2 ORDER BY id DESC LIMIT 1",
                &[&game.id, &(next as i16)],
            )
            .await
            .unwrap()
            .get(0),
    )
    .text;
    assert!(
        body.contains(&format!(
            "As you chose, the server made your move: {name} rolled "
        )),
        "{body}"
    );
}

#[tokio::test]
async fn end_my_turn_ends_it_only_when_by_public_counts_nothing_can_be_spent() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let token = &game.tokens[first];
    // The roll and end are chosen at the start of the seat's turn: the
    // roll is made at once, and the turn ends if the seat has nothing to
    // spend by what everyone sees.
    let resp = choose(&app, token, &[("roll", "always"), ("end", "on")]).await;
    assert_eq!(resp.status(), 200);
    let left = legal(&app, token).await;
    assert!(
        !left.contains(&json!({"type": "RollDice"})),
        "the roll was made"
    );
    let view = app.play(token).await["view"].clone();
    let me = &view["players"][first];
    let has_something = me["cards"].as_u64().unwrap() >= 2
        || me["development_cards"].as_u64().unwrap() > 0
        || view["offers"].as_array().is_some_and(|o| !o.is_empty());
    let page = history(&app, &game).await;
    if left.contains(&json!({"type": "EndTurn"})) {
        // Still the seat's turn: by public counts it could spend something.
        assert!(has_something, "{view}");
        assert!(!page.contains("is next. (automatically"), "{page}");
    } else if !has_something {
        // Its turn is over, ended for it.
        assert!(page.contains("(automatically, as "), "{page}");
    }
}

#[tokio::test]
async fn end_my_turn_ends_a_turn_with_one_card_and_no_development_card() {
    // A simulated game cut where a seat, its dice rolled, holds fewer
    // than the 2 cards a road costs (base-catan.md §Costs), no
    // development card and no offer.
    let events = simulated(5);
    let mut state: State = State::default();
    let mut cut = None;
    for (i, e) in events.iter().enumerate() {
        classic::evolve(&mut state, e);
        if let Phase::Main { seat } = state.phase {
            let p = state.player(seat);
            if p.hand.total() == 1 && p.dev_cards.total() == 0 && state.offers.is_empty() {
                cut = Some((i, seat));
                break;
            }
        }
    }
    let (i, seat) = cut.expect("a turn with one card");
    let app = TestApp::spawn().await;
    let game = seed_game(&app, &events[..=i]).await;
    let token = &game.tokens[seat.index()];
    let resp = choose(&app, token, &[("roll", "off"), ("end", "on")]).await;
    assert_eq!(resp.status(), 200);
    assert!(
        !legal(&app, token)
            .await
            .contains(&json!({"type": "EndTurn"})),
        "the turn was ended"
    );
    let page = history(&app, &game).await;
    assert!(page.contains("(automatically, as "), "{page}");
}

#[tokio::test]
async fn roll_unless_i_hold_a_development_card_rolls_for_a_seat_that_holds_none() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let token = &game.tokens[first];
    let resp = choose(&app, token, &[("roll", "unless_development_card")]).await;
    assert_eq!(resp.status(), 200);
    let page = resp.text().await.unwrap();
    assert!(
        page.contains("unless you hold a development card"),
        "the choice in words"
    );
    assert!(!legal(&app, token)
        .await
        .contains(&json!({"type": "RollDice"})));
    assert!(history(&app, &game).await.contains("(automatically, as "));
}

/// Twin histories ([`twins`]) that differ in the kind of the one
/// development card a seat bought, continued from the purchase to the
/// first point `at` says for that seat in a later turn, while it holds
/// that card alone: (history a, history b, the seat).
fn twins_holding_one_card(
    events: &[Event],
    at: impl Fn(&Phase, Seat) -> bool,
) -> Vec<(Vec<Event>, Vec<Event>, Seat)> {
    let mut out = Vec::new();
    for (a, b, _, owner) in twins(events) {
        if !matches!(a.last(), Some(Event::DevelopmentCardBought { .. })) {
            continue;
        }
        let bought = a.len() - 1;
        let before = classic::fold(&a[..bought]);
        if before.player(owner).dev_cards.total() != 0 {
            continue;
        }
        let (mut a, mut b) = (a, b);
        let mut state = classic::fold(&a);
        for e in &events[bought + 1..] {
            classic::evolve(&mut state, e);
            a.push(e.clone());
            b.push(e.clone());
            let p = state.player(owner);
            if p.dev_cards.total() != 1 || state.phase == Phase::Lobby {
                break;
            }
            if p.bought_this_turn.total() == 0 && at(&state.phase, owner) {
                out.push((a, b, owner));
                break;
            }
        }
    }
    out
}

/// `text` with every date and time ("2026-12-01T06:27:27Z",
/// "2026-12-01 06:27") replaced by a placeholder: the twins are written
/// moments apart, which is all their times may tell.
fn without_times(text: &str) -> String {
    let b = text.as_bytes();
    let digits = |at: usize, n: usize| {
        b.get(at..at + n)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
    };
    let is = |at: usize, c: u8| b.get(at) == Some(&c);
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if digits(i, 4)
            && is(i + 4, b'-')
            && digits(i + 5, 2)
            && is(i + 7, b'-')
            && digits(i + 8, 2)
        {
            let mut end = i + 10;
            if (is(end, b'T') || is(end, b' '))
                && digits(end + 1, 2)
                && is(end + 3, b':')
                && digits(end + 4, 2)
            {
                end += 6;
                if is(end, b':') && digits(end + 1, 2) {
                    end += 3;
                }
                if is(end, b'Z') {
                    end += 1;
                }
            }
            out.push_str("TIME");
            i = end;
        } else {
            let c = text[i..].chars().next().unwrap_or_default();
            out.push(c);
            i += c.len_utf8().max(1);
        }
    }
    out
}

/// What every seat but `owner` and a spectator see of `game`: each other
/// seat's page and API answer, the game page and the history, with the
/// game's id, tokens and times replaced.
async fn seen_by_others(app: &TestApp, game: &TestGame, owner: Seat) -> Vec<(String, String)> {
    let mut seen = Vec::new();
    for (seat, token) in game.tokens.iter().enumerate() {
        if seat == owner.index() {
            continue;
        }
        let (_, page) = get(app, &format!("/play/{token}")).await;
        let page = without_times(&normalized(&page, game));
        seen.push((format!("seat {seat}'s page"), page));
        let api = without_times(&normalized(&app.play(token).await.to_string(), game));
        seen.push((format!("seat {seat}'s API view"), api));
    }
    for (what, path) in [
        ("the game page", format!("/games/{}", game.id)),
        ("the history", format!("/games/{}/history", game.id)),
    ] {
        let (_, page) = get(app, &path).await;
        seen.push((what.to_owned(), without_times(&normalized(&page, game))));
    }
    seen
}

/// Asserts the twins look the same to everyone else, showing where they
/// first differ.
fn assert_seen_alike(a: &[(String, String)], b: &[(String, String)]) {
    for ((what, x), (_, y)) in a.iter().zip(b) {
        if x != y {
            let at = x
                .bytes()
                .zip(y.bytes())
                .position(|(p, q)| p != q)
                .unwrap_or_else(|| x.len().min(y.len()));
            let near = |s: &str| {
                let (mut start, mut end) = (at.saturating_sub(150), (at + 150).min(s.len()));
                while !s.is_char_boundary(start) {
                    start -= 1;
                }
                while !s.is_char_boundary(end) {
                    end += 1;
                }
                s[start..end].to_owned()
            };
            panic!(
                "{what} differs between the twins:\n{}\n----\n{}",
                near(x),
                near(y)
            );
        }
    }
    assert_eq!(a.len(), b.len());
}

/// Seeds both twins, lets `owner` make the same choice in both, and
/// asserts that the other seats and the public see the same; returns
/// whether the preference acted (the same in both).
async fn choose_in_twins(
    app: &TestApp,
    a: &[Event],
    b: &[Event],
    owner: Seat,
    form: &[(&str, &str)],
) -> bool {
    let (ga, gb) = (seed_game(app, a).await, seed_game(app, b).await);
    for g in [&ga, &gb] {
        let resp = choose(app, &g.tokens[owner.index()], form).await;
        assert_eq!(resp.status(), 200);
    }
    assert_seen_alike(
        &seen_by_others(app, &ga, owner).await,
        &seen_by_others(app, &gb, owner).await,
    );
    let acted = |g: TestGame| async move { history(app, &g).await.contains("(automatically, as ") };
    let (x, y) = (acted(ga).await, acted(gb).await);
    assert_eq!(x, y);
    x
}

#[tokio::test]
async fn roll_unless_a_development_card_shows_the_others_nothing_of_a_knight_or_a_victory_point() {
    let app = TestApp::spawn().await;
    let mut compared = 0;
    for seed in [5, 6, 7] {
        let events = simulated(seed);
        let at_roll = |p: &Phase, s: Seat| *p == Phase::Roll { seat: s };
        for (a, b, owner) in twins_holding_one_card(&events, at_roll).into_iter().take(2) {
            // The secret changes what the seat may do before its roll
            // (a Knight is played before rolling, a Victory Point card
            // never): a roll decided from that would give it away.
            assert_ne!(
                classic::legal_commands(&classic::fold(&a), owner),
                classic::legal_commands(&classic::fold(&b), owner)
            );
            let form = [("roll", "unless_development_card")];
            let acted = choose_in_twins(&app, &a, &b, owner, &form).await;
            assert!(!acted, "a seat holding a card rolls itself");
            compared += 1;
        }
    }
    assert!(compared >= 2, "only {compared} twin games were compared");
}

#[tokio::test]
async fn end_my_turn_shows_the_others_nothing_of_a_development_card_or_a_stolen_card() {
    let app = TestApp::spawn().await;
    let mut compared = (0, 0);
    for seed in [5, 6, 7] {
        let events = simulated(seed);
        // A Knight or a Victory Point card held after the roll.
        let in_main = |p: &Phase, s: Seat| *p == Phase::Main { seat: s };
        for (a, b, owner) in twins_holding_one_card(&events, in_main).into_iter().take(2) {
            assert_ne!(
                classic::legal_commands(&classic::fold(&a), owner),
                classic::legal_commands(&classic::fold(&b), owner)
            );
            let acted = choose_in_twins(&app, &a, &b, owner, &[("roll", "off"), ("end", "on")]);
            assert!(!acted.await, "a seat holding a card keeps its turn");
            compared.0 += 1;
        }
        // Two hands of the same count after a steal, differing in the
        // stolen card, where that card changes what the thief may do.
        let stolen = twins(&events).into_iter().filter(|(a, b, _, thief)| {
            let (sa, sb) = (classic::fold(a), classic::fold(b));
            matches!(a.last(), Some(Event::CardStolen { .. }))
                && sa.phase == (Phase::Main { seat: *thief })
                && classic::legal_commands(&sa, *thief) != classic::legal_commands(&sb, *thief)
        });
        for (a, b, viewer, thief) in stolen.take(2) {
            // The victim knows what was taken; the third seat and the
            // public must not learn it.
            let (ga, gb) = (seed_game(&app, &a).await, seed_game(&app, &b).await);
            for g in [&ga, &gb] {
                let form = [("roll", "off"), ("end", "on")];
                let resp = choose(&app, &g.tokens[thief.index()], &form).await;
                assert_eq!(resp.status(), 200);
            }
            let victim = (0..3)
                .map(Seat)
                .find(|s| *s != viewer && *s != thief)
                .unwrap();
            let mut seen_a = seen_by_others(&app, &ga, thief).await;
            let mut seen_b = seen_by_others(&app, &gb, thief).await;
            let victims = format!("seat {}'s", victim.0);
            seen_a.retain(|(what, _)| !what.starts_with(&victims));
            seen_b.retain(|(what, _)| !what.starts_with(&victims));
            assert_seen_alike(&seen_a, &seen_b);
            compared.1 += 1;
        }
    }
    assert!(
        compared.0 >= 2 && compared.1 >= 1,
        "too few twin games were compared: {compared:?}"
    );
}

/// Whether `seat` may roll the dice now.
async fn may_roll(app: &TestApp, game: &TestGame, seat: usize) -> bool {
    legal(app, &game.tokens[seat])
        .await
        .contains(&json!({"type": "RollDice"}))
}

#[tokio::test]
async fn roll_for_me_acts_when_a_rewind_brings_the_seats_turn_back() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let token = &game.tokens[first];
    let v = version(&app, token).await;
    let resp = app.command(token, v, &json!({"type": "RollDice"})).await;
    assert_eq!(resp.status(), 200);
    // Chosen after the roll: nothing to roll now, so nothing is made.
    let resp = choose(&app, token, &[("roll", "always")]).await;
    assert_eq!(resp.status(), 200);
    assert!(!history(&app, &game).await.contains("(automatically, as "));
    let rolled: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT max(seq)::bigint FROM events WHERE game = $1 AND type = 'DiceRolled'",
            &[&game.id],
        )
        .await
        .unwrap()
        .get(0);
    // Every seat agrees to undo the roll: the seat's turn starts again,
    // and its preference rolls for it at once.
    let host = game.host_url.rsplit('/').next().unwrap();
    let v = version(&app, token).await;
    let resp = app
        .client
        .post(format!("{}/api/host/{host}/rewind", app.address))
        .json(&json!({"version": v, "to": rolled - 1, "reason": "a misclick"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    for t in &game.tokens {
        let v = version(&app, t).await;
        let resp = app
            .client
            .post(format!("{}/api/play/{t}/rewind", app.address))
            .json(&json!({"version": v, "agree": true}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    let page = history(&app, &game).await;
    assert!(page.contains("The game was rewound"), "{page}");
    assert!(
        !may_roll(&app, &game, first).await,
        "rolled after the rewind"
    );
    assert!(page.contains("(automatically, as "), "{page}");
}

#[tokio::test]
async fn preferences_wait_while_the_game_is_paused_and_act_as_it_resumes() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let first = until_a_roll(&app, &game).await;
    let token = &game.tokens[first];
    let pause = |on: &'static str| {
        let app = &app;
        let game = &game;
        async move {
            let v = version(app, &game.tokens[0]).await.to_string();
            app.client
                .post(format!("{}/pause", game.host_url))
                .form(&[("version", v.as_str()), ("pause", on)])
                .send()
                .await
                .unwrap()
        }
    };
    assert_eq!(pause("1").await.status(), 200);
    // Chosen on the seat's turn while paused: no move is made on a holiday.
    let resp = choose(&app, token, &[("roll", "always")]).await;
    assert_eq!(resp.status(), 200);
    assert!(may_roll(&app, &game, first).await, "no roll while paused");
    assert_eq!(pause("0").await.status(), 200);
    assert!(!may_roll(&app, &game, first).await, "rolled as it resumed");
    let page = history(&app, &game).await;
    assert!(page.contains("(automatically, as "), "{page}");
}

#[tokio::test]
async fn bad_preference_forms_answer_4xx_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[1];
    let before = app.event_count(game.id).await;
    let post = |form: Vec<(&'static str, String)>| {
        let (client, url) = (
            app.client.clone(),
            format!("{}/play/{token}/preferences", app.address),
        );
        async move { client.post(url).form(&form).send().await.unwrap() }
    };
    let v = before.to_string();
    let bad = [
        vec![("version", v.clone()), ("roll", "sometimes".to_owned())],
        vec![("version", v.clone())],
        vec![
            ("version", v.clone()),
            ("roll", "always".to_owned()),
            ("end", "maybe".to_owned()),
        ],
        vec![("version", "soon".to_owned()), ("roll", "off".to_owned())],
    ];
    for form in bad {
        let resp = post(form.clone()).await;
        assert_eq!(resp.status(), 400, "{form:?}");
    }
    let stale = post(vec![
        ("version", (before - 1).to_string()),
        ("roll", "off".to_owned()),
    ])
    .await;
    assert_eq!(stale.status(), 409);
    assert_eq!(app.event_count(game.id).await, before);
}

/// five-six-players.md §Special Building Phase, with the standing choice
/// to skip it: in a six-player game where every seat chose it, each phase
/// is passed for the asked seats as they are asked, as their own moves, so
/// the game never waits in one and nobody is emailed "you may build in
/// the special building phase".
#[tokio::test]
async fn skip_the_special_building_phase_passes_for_the_asked_seats_at_once() {
    let app = TestApp::spawn().await;
    let game = app.create_live_game(6).await;
    let mut roller = until_a_roll(&app, &game).await;
    let page = app
        .get(&format!("/play/{}", game.tokens[0]))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        page.contains("Skip the special building phase for me"),
        "a six-player game offers the choice"
    );
    for token in &game.tokens {
        let resp = choose(
            &app,
            token,
            &[("roll", "off"), ("end", "off"), ("skip_special", "on")],
        )
        .await;
        assert_eq!(resp.status(), 400, "a box reads on or is left out");
        let resp = choose(&app, token, &[("roll", "off"), ("skip_special", "on")]).await;
        assert_eq!(resp.status(), 200);
        let page = resp.text().await.unwrap();
        assert!(
            page.contains("you pass whenever you are asked in a special building phase"),
            "{page}"
        );
    }
    for _ in 0..12 {
        let token = &game.tokens[roller];
        let v = version(&app, token).await;
        let resp = app.command(token, v, &json!({"type": "RollDice"})).await;
        assert_eq!(resp.status(), 200);
        end_turn(&app, &game, roller).await;
        // Whatever the phase asked, the game stands at the next roll.
        let mut waiting = Vec::new();
        for (seat, token) in game.tokens.iter().enumerate() {
            if !legal(&app, token).await.is_empty() {
                waiting.push(seat);
            }
        }
        assert_eq!(waiting.len(), 1, "only the next seat may act: {waiting:?}");
        roller = waiting[0];
        if count_of(&app, &game, "SpecialBuildingStarted").await >= 2 {
            break;
        }
    }
    assert!(
        count_of(&app, &game, "SpecialBuildingStarted").await >= 2,
        "some seat was asked to build"
    );
    let passed = count_of(&app, &game, "SpecialBuildingFinished").await;
    assert!(passed >= 2, "each asked seat passed: {passed}");
    let told: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE game = $1 AND letter::text LIKE '%may build in the special building phase%'",
            &[&game.id],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(told, 0, "nobody is emailed to build");
    let page = history(&app, &game).await;
    assert!(
        page.contains("is done in the special building phase"),
        "{page}"
    );
}

/// How many events of type `kind` the game has stored.
async fn count_of(app: &TestApp, game: &TestGame, kind: &str) -> i64 {
    app.db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND type = $2",
            &[&game.id, &kind],
        )
        .await
        .unwrap()
        .get(0)
}
