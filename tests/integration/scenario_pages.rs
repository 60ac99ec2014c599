//! The pages of scenario games against a real server and database: the
//! host page shows a scenario's public panels (Frenemies' guild hall and
//! token counts, Oil Springs' disaster track and oil) and no seat's
//! secrets.

use crate::app::{TestApp, TestGame};
use crate::pages::{get, seed_game_of};
use slowcatan::rules::classic::Event;
use slowcatan::rules::frenemies::{FrenemiesEvent, FrenemiesRules};
use slowcatan::rules::oil_springs::OilSpringsRules;
use slowcatan::rules::{AnyEvent, AnyState, AnyView, Ruleset, Seat, Viewer};
use slowcatan::simulate::{play, Checks};

const NAMES: [&str; 3] = ["Anna", "Bert", "Cleo"];

/// The spectator's view of the game after `events`.
fn public_view(ruleset: Ruleset, events: &[AnyEvent]) -> AnyView {
    AnyState::fold(ruleset, events)
        .unwrap()
        .view(Viewer::Spectator)
}

/// The host link's path.
fn host_path(app: &TestApp, game: &TestGame) -> String {
    game.host_url.trim_start_matches(&app.address).to_owned()
}

/// `GET path`, asserting 200.
async fn page(app: &TestApp, path: &str) -> String {
    let (status, html) = get(app, path).await;
    assert_eq!(status, 200, "GET {path}");
    html
}

// Frenemies

/// A simulated 3-player Frenemies game's events.
fn frenemies(seed: u64) -> Vec<Event<FrenemiesEvent>> {
    play::<FrenemiesRules>(seed, 3, Checks::None)
        .expect("a game")
        .events
}

/// A ruleset's events as events of any ruleset.
fn any<E: Clone>(events: &[E]) -> Vec<AnyEvent>
where
    AnyEvent: From<E>,
{
    events.iter().cloned().map(AnyEvent::from).collect()
}

/// The rows of the Frenemies "Players' favor" table the public sees after
/// `events`, and the line under the guild hall, from the spectator's view.
fn favor_rows(events: &[AnyEvent]) -> (Vec<String>, String) {
    let AnyView::Frenemies(v) = public_view(Ruleset::Frenemies, events) else {
        panic!("a Frenemies game")
    };
    let fr = v.scenario.expect("the scenario's view");
    let rows = fr
        .players
        .iter()
        .map(|p| {
            format!(
                "<tr><th scope=\"row\">{}</th><td>{}</td><td>{}</td>",
                NAMES[p.seat.index()],
                p.tokens,
                p.markers
            )
        })
        .collect();
    let supply = format!(
        "{} tokens left face down in the supply; {} VP markers left.",
        fr.supply, fr.markers_left
    );
    (rows, supply)
}

/// Asserts the Frenemies public panel on `html` as it stood after `events`:
/// the guild hall, every player's token count, and no seat's tokens by
/// guild.
fn assert_public_favor(html: &str, events: &[AnyEvent], what: &str) {
    assert!(
        html.contains("<h3>Guild hall</h3>"),
        "{what}: the guild hall"
    );
    assert!(
        html.contains("<h3>Players’ favor</h3>"),
        "{what}: the holders"
    );
    let (rows, supply) = favor_rows(events);
    for row in rows {
        assert!(html.contains(&row), "{what}: {row}");
    }
    assert!(html.contains(&supply), "{what}: {supply}");
    assert!(
        !html.contains("class=\"own-tokens\""),
        "{what}: no seat's tokens by guild"
    );
    assert!(!html.contains("favor tokens</h3>"), "{what}");
}

/// A Frenemies game played up to its first redemption at the guild hall
/// after a gift was offered: (events, index of the first draw, index of
/// the first gift).
fn frenemies_with_gift_and_redemption() -> (Vec<Event<FrenemiesEvent>>, usize, usize) {
    for seed in 0..40 {
        let events = frenemies(seed);
        let find = |f: fn(&FrenemiesEvent) -> bool| {
            events
                .iter()
                .position(|e| matches!(e, Event::Scenario(s) if f(s)))
        };
        let draw = find(|e| matches!(e, FrenemiesEvent::FavorTokensDrawn { count: 1.., .. }));
        let gift = find(|e| matches!(e, FrenemiesEvent::GiftOffered { .. }));
        let redeemed = find(|e| matches!(e, FrenemiesEvent::TokensRedeemed { .. }));
        if let (Some(draw), Some(gift), Some(redeemed)) = (draw, gift, redeemed) {
            let cut = redeemed.max(gift) + 1;
            if cut < events.len() && draw + 1 < cut {
                return (events[..cut].to_vec(), draw, gift);
            }
        }
    }
    panic!("no simulated Frenemies game of 40 offers a gift and redeems tokens");
}

#[tokio::test]
async fn the_frenemies_host_page_shows_the_guild_hall_and_token_counts_but_no_seats_guilds() {
    let app = TestApp::spawn().await;
    let (events, _, _) = frenemies_with_gift_and_redemption();
    let events = any(&events);
    let game = seed_game_of(&app, Ruleset::Frenemies, 3, &events).await;
    let html = page(&app, &host_path(&app, &game)).await;
    assert!(html.contains("<h2 id=\"favor-h\">Favor tokens</h2>"));
    assert_public_favor(&html, &events, "host page");
    assert!(!html.contains("by guild"));
    // A seat's own page has what the host's lacks: its tokens by guild.
    let own = page(&app, &format!("/play/{}", game.tokens[0])).await;
    assert!(own.contains("<h3 class=\"own-tokens\">Your favor tokens</h3>"));
    assert!(own.contains("Your favor tokens by guild"));
}

// Oil Springs

/// The Oil panel's rows and lines the public sees after `events`.
fn oil_lines(events: &[AnyEvent]) -> Vec<String> {
    let AnyView::OilSprings(v) = public_view(Ruleset::OilSprings, events) else {
        panic!("an Oil Springs game")
    };
    let oil = v.scenario.expect("the scenario's view");
    let mut lines = vec![
        format!("Disaster track: {} of {}", oil.track, oil.track_limit),
        format!(
            "Oil in the supply: <strong>{}</strong>. Lost for good to pollution: {}.",
            oil.supply, oil.lost
        ),
    ];
    for p in &oil.players {
        let champion = if oil.champion == Some(p.seat) {
            " <span class=\"award\">Champion of the Environment</span>"
        } else {
            ""
        };
        lines.push(format!(
            " {}{champion}</th>\n<td>{}</td><td>{}</td></tr>",
            NAMES[p.seat.index()],
            p.oil,
            p.sequestered
        ));
    }
    lines
}

/// A simulated Oil Springs game cut before its end, and the first move
/// after which a player holds oil (1-based).
fn oil_game() -> (Vec<AnyEvent>, usize) {
    for seed in 0..20 {
        let played = play::<OilSpringsRules>(seed, 3, Checks::None).expect("a game");
        let events = any(&played.events);
        let mut state = AnyState::new(Ruleset::OilSprings).unwrap();
        let mut first = None;
        for (i, e) in events.iter().enumerate() {
            state.evolve(e);
            if let AnyState::OilSprings(s) = &state {
                if (0..3).any(|p| s.scenario.oil_of(Seat(p)) > 0) {
                    first = Some(i + 1);
                    break;
                }
            }
        }
        let cut = events.len() * 2 / 3;
        if let Some(at) = first.filter(|at| *at + 20 < cut) {
            let events = events[..cut].to_vec();
            if oil_lines(&events[..at])[1] != oil_lines(&events)[1] {
                return (events, at);
            }
        }
    }
    panic!("no simulated Oil Springs game of 20 fits");
}

#[tokio::test]
async fn the_oil_springs_host_page_shows_the_track_the_oil_and_the_champion() {
    let app = TestApp::spawn().await;
    let (events, _) = oil_game();
    let game = seed_game_of(&app, Ruleset::OilSprings, 3, &events).await;
    let html = page(&app, &host_path(&app, &game)).await;
    assert!(html.contains("<h2 id=\"oil-h\">Oil Springs</h2>"));
    for line in oil_lines(&events) {
        assert!(html.contains(&line), "host page: {line}");
    }
    assert!(html.contains("Champion of the Environment"));
    assert!(html.contains("Every 3 sequestered oil are worth 1 point."));
    assert!(
        !html.contains("<span class=\"tag\">you</span>"),
        "the host is no seat"
    );
}
