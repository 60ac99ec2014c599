//! The pages of scenario games against a real server and database: the
//! host page shows a scenario's public panels (Frenemies' guild hall and
//! token counts, Oil Springs' disaster track and oil) and no seat's
//! secrets; the spectator page, a board in the past (`?at=N`) and the
//! history show each scenario's own content as it stood then; and a
//! Frenemies seat's tokens by guild reach no other viewer before the end.

use crate::app::{TestApp, TestGame};
use crate::history_pages::normalized;
use crate::pages::{get, seed_game_of};
use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
use slowcatan::rules::classic::Event;
use slowcatan::rules::common::Resource;
use slowcatan::rules::frenemies::{Earning, FrenemiesEvent, FrenemiesRules, Guild, Guilds};
use slowcatan::rules::oil_springs::{OilEvent, OilSpringsRules};
use slowcatan::rules::{AnyEvent, AnyState, AnyView, Ruleset, Seat, Viewer};
use slowcatan::simulate::{play, Checks};
use slowcatan::views::common::record::page_of;

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

/// The words of a token draw as the history tells it to `seat`, or to the
/// public (`None`): the guild only for the drawer.
fn draw_words(e: &FrenemiesEvent, seat: Option<Seat>) -> Option<String> {
    let FrenemiesEvent::FavorTokensDrawn {
        seat: drawer,
        reason,
        count,
        tokens,
    } = e
    else {
        return None;
    };
    let why = match reason {
        Earning::HarmlessRobber => "for moving the robber harmlessly",
        Earning::Gift => "for a gift that was taken",
        Earning::Connection => "for connecting road networks",
    };
    let which = match (seat == Some(*drawer), tokens) {
        (true, Some(g)) => format!(" ({g})"),
        _ => String::new(),
    };
    Some(format!(
        "{} drew {count} favor token{}{which} {why}.",
        NAMES[drawer.index()],
        if *count == 1 { "" } else { "s" }
    ))
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

#[tokio::test]
async fn frenemies_spectator_past_and_history_pages_show_the_favor_and_its_events_in_words() {
    let app = TestApp::spawn().await;
    let (events, draw, gift) = frenemies_with_gift_and_redemption();
    let all = any(&events);
    let game = seed_game_of(&app, Ruleset::Frenemies, 3, &all).await;
    let id = game.id;

    // The live spectator page.
    let live = page(&app, &format!("/games/{id}")).await;
    assert_public_favor(&live, &all, "spectator page");

    // The board right after the first draw: the counts as they stood then.
    let at = draw + 1;
    let past = page(&app, &format!("/games/{id}?at={at}")).await;
    assert!(past.contains(&format!("move {at} of {}", all.len())));
    assert_public_favor(&past, &all[..at], "spectator ?at");
    let (_, supply_then) = favor_rows(&all[..at]);
    let (_, supply_now) = favor_rows(&all);
    assert_ne!(supply_then, supply_now, "the past differs from now");
    assert!(!live.contains(&supply_then));
    let seat_past = page(&app, &format!("/play/{}?at={at}", game.tokens[2])).await;
    assert!(seat_past.contains("<h3>Guild hall</h3>"));
    assert!(seat_past.contains(&supply_then));

    // The history tells the draw and the gift in words, the guild to the
    // drawer only.
    let Event::Scenario(drawn) = &events[draw] else {
        panic!("a draw")
    };
    let Event::Scenario(FrenemiesEvent::GiftOffered { seat, to, resource }) = &events[gift] else {
        panic!("a gift")
    };
    let page_for = |seq: usize| page_of(seq as u64);
    let history = page(&app, &format!("/games/{id}/history?page={}", page_for(at))).await;
    let public_words = draw_words(drawn, None).unwrap();
    assert!(history.contains(&public_words), "{public_words}");
    let history = page(
        &app,
        &format!("/games/{id}/history?page={}", page_for(gift + 1)),
    )
    .await;
    let gift_words = format!(
        "{} offered {} 1 {} as a gift.",
        NAMES[seat.index()],
        NAMES[to.index()],
        resource
    );
    assert!(history.contains(&gift_words), "{gift_words}");
    let FrenemiesEvent::FavorTokensDrawn { seat: drawer, .. } = drawn else {
        unreachable!()
    };
    let own = page(
        &app,
        &format!(
            "/play/{}/history?page={}",
            game.tokens[drawer.index()],
            page_for(at)
        ),
    )
    .await;
    let own_words = draw_words(drawn, Some(*drawer)).unwrap();
    assert_ne!(own_words, public_words);
    assert!(own.contains(&own_words), "{own_words}");
}

/// Twin Frenemies games that differ only in the guild of one token a seat
/// drew (the last event of each): (game, twin, drawer).
fn frenemies_twins() -> Vec<(Vec<AnyEvent>, Vec<AnyEvent>, Seat)> {
    let mut out = Vec::new();
    for seed in 0..20 {
        let events = frenemies(seed);
        let mut state = AnyState::new(Ruleset::Frenemies).unwrap();
        let mut found = 0;
        for (i, e) in events.iter().enumerate() {
            if let (
                Event::Scenario(FrenemiesEvent::FavorTokensDrawn {
                    seat,
                    reason,
                    count: 1,
                    tokens: Some(drawn),
                }),
                AnyState::Frenemies(s),
            ) = (e, &state)
            {
                let other = Guild::ALL
                    .into_iter()
                    .find(|g| drawn.get(*g) == 0 && s.scenario.supply.get(*g) > 0);
                if let Some(other) = other {
                    let twin = Event::Scenario(FrenemiesEvent::FavorTokensDrawn {
                        seat: *seat,
                        reason: *reason,
                        count: 1,
                        tokens: Some(Guilds::of(other, 1)),
                    });
                    let a = any(&events[..=i]);
                    let mut b = any(&events[..i]);
                    b.push(AnyEvent::from(twin));
                    out.push((a, b, *seat));
                    found += 1;
                    if found == 2 {
                        break;
                    }
                }
            }
            state.evolve(&AnyEvent::from(e.clone()));
        }
        if out.len() >= 3 {
            return out;
        }
    }
    panic!("too few token draws to twin");
}

/// Frenemies: a player's token count is public, their guilds are not
/// (frenemies.txt; clarifications.md §Frenemies). Two games that differ
/// only in the guild of a drawn token look the same to the public and to
/// the other seats, live, in the history and on the board in the past; the
/// drawer's own page tells them apart.
#[tokio::test]
async fn before_the_end_no_page_shows_another_seats_tokens_by_guild() {
    let app = TestApp::spawn().await;
    let mut checked = 0;
    for (a, b, drawer) in frenemies_twins() {
        let last = a.len();
        let ga = seed_game_of(&app, Ruleset::Frenemies, 3, &a).await;
        let gb = seed_game_of(&app, Ruleset::Frenemies, 3, &b).await;
        let mut paths: Vec<(String, String)> = vec![
            (format!("/games/{}", ga.id), format!("/games/{}", gb.id)),
            (
                format!("/games/{}/history", ga.id),
                format!("/games/{}/history", gb.id),
            ),
            (
                format!("/games/{}?at={last}", ga.id),
                format!("/games/{}?at={last}", gb.id),
            ),
        ];
        for other in (0..3).filter(|s| *s != drawer.index()) {
            let (ta, tb) = (&ga.tokens[other], &gb.tokens[other]);
            paths.push((format!("/play/{ta}"), format!("/play/{tb}")));
            paths.push((format!("/play/{ta}/history"), format!("/play/{tb}/history")));
            paths.push((
                format!("/play/{ta}?at={last}"),
                format!("/play/{tb}?at={last}"),
            ));
        }
        for (pa, pb) in paths {
            let ha = page(&app, &pa).await;
            let hb = page(&app, &pb).await;
            let shows = if pa.ends_with("/history") {
                "drew 1 favor token"
            } else {
                "<h3>Guild hall</h3>"
            };
            assert!(ha.contains(shows), "{pa} shows the scenario");
            assert_eq!(
                normalized(&ha, &ga),
                normalized(&hb, &gb),
                "{pa} shows a guild"
            );
        }
        // The drawer sees its own guilds: the twins differ on its page.
        let own = |g: &TestGame| format!("/play/{}", g.tokens[drawer.index()]);
        let ha = page(&app, &own(&ga)).await;
        let hb = page(&app, &own(&gb)).await;
        assert_ne!(normalized(&ha, &ga), normalized(&hb, &gb));
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} twins were compared");
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

#[tokio::test]
async fn an_oil_springs_board_in_the_past_shows_the_oil_as_it_stood_then() {
    let app = TestApp::spawn().await;
    let (events, at) = oil_game();
    let game = seed_game_of(&app, Ruleset::OilSprings, 3, &events).await;
    let then = oil_lines(&events[..at]);
    let now = oil_lines(&events);
    for path in [
        format!("/games/{}?at={at}", game.id),
        format!("/play/{}?at={at}", game.tokens[1]),
    ] {
        let html = page(&app, &path).await;
        assert!(
            html.contains(&format!("move {at} of {}", events.len())),
            "{path}"
        );
        assert!(
            html.contains(">OIL</text>"),
            "{path}: the springs on the board"
        );
        for line in &then {
            assert!(html.contains(line), "{path}: {line}");
        }
        assert!(!html.contains(&now[1]), "{path} shows today's supply");
    }
    let live = page(&app, &format!("/games/{}", game.id)).await;
    for line in &now {
        assert!(live.contains(line), "live: {line}");
    }
}

/// oil-springs.txt §The Disaster Phase: a disaster strikes everyone, so
/// right after it every seat's page opens the news in its top box with the
/// disaster's dice and what they struck, before anything else.
#[tokio::test]
async fn after_an_oil_springs_disaster_every_seat_page_tells_it_first_at_the_top() {
    let app = TestApp::spawn().await;
    let (events, struck) = (0..40)
        .find_map(|seed| {
            let played = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?;
            let rolled = played
                .events
                .iter()
                .position(|e| matches!(e, Event::Scenario(OilEvent::DisasterRolled { .. })))?;
            let ended = rolled
                + played.events[rolled..]
                    .iter()
                    .position(|e| matches!(e, Event::TurnEnded { .. }))?;
            let struck = played.events[rolled..ended].iter().find_map(|e| match e {
                Event::Scenario(OilEvent::CoastFlooded { .. }) => Some("The coasts flooded"),
                Event::Scenario(OilEvent::HexPolluted { .. }) => Some("Pollution destroyed "),
                Event::Scenario(OilEvent::SpringPolluted { .. }) => {
                    Some("Pollution struck the oil spring")
                }
                _ => None,
            })?;
            Some((any(&played.events[..=ended]), struck))
        })
        .expect("a simulated Oil Springs game of 40 with a disaster that struck");
    let game = seed_game_of(&app, Ruleset::OilSprings, 3, &events).await;
    for (seat, token) in game.tokens.iter().enumerate() {
        let html = page(&app, &format!("/play/{token}")).await;
        let start = html.find("<section class=\"now").expect("a top box");
        let top = &html[start..start + html[start..].find("</section>").expect("its end")];
        let news = &top[top.find("<ul class=\"news\">").expect("news at the top")..];
        let first = &news[news.find("<li").expect("a line")..];
        assert!(
            first.starts_with("<li class=\"table-news\">Disaster phase: "),
            "{}: {top}",
            NAMES[seat]
        );
        assert!(
            news.contains(&format!("<li class=\"table-news\">{struck}")),
            "{}: {top}",
            NAMES[seat]
        );
    }
}

// Baden-Württemberg

/// What the Baden-Württemberg public page shows of each player and of the
/// supply after `events`.
fn bw_lines(events: &[AnyEvent]) -> Vec<String> {
    let AnyView::BadenWuerttemberg(v) = public_view(Ruleset::BadenWuerttemberg, events) else {
        panic!("a Baden-Württemberg game")
    };
    let plural = |n: u8, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let mut lines: Vec<String> = v
        .players
        .iter()
        .map(|p| {
            format!(
                "Trade road {}; {} and {} left",
                p.road_length,
                plural(p.town_halls_left, "town hall", "town halls"),
                plural(p.roads_left, "road", "roads")
            )
        })
        .collect();
    for r in Resource::ALL {
        lines.push(format!(
            "<span class=\"res res-{}\">{}</span> {}</li>",
            r.name(),
            slowcatan::views::baden_wuerttemberg::resource(r),
            v.supply.get(r)
        ));
    }
    lines
}

#[tokio::test]
async fn a_baden_wuerttemberg_board_in_the_past_shows_the_players_and_supply_as_they_stood_then() {
    let app = TestApp::spawn().await;
    let played = play::<BadenWuerttemberg>(3, 3, Checks::None).expect("a game");
    let events = any(&played.events);
    let cut = events.len() / 2;
    let events = &events[..cut];
    // A move in the middle of the first half, after the founding.
    let at = cut / 2;
    let then = bw_lines(&events[..at]);
    let now = bw_lines(events);
    assert_ne!(&then[..3], &now[..3], "the players' roads changed since");
    let game = seed_game_of(&app, Ruleset::BadenWuerttemberg, 3, events).await;
    for path in [
        format!("/games/{}?at={at}", game.id),
        format!("/play/{}?at={at}", game.tokens[0]),
    ] {
        let html = page(&app, &path).await;
        assert!(
            html.contains(&format!("move {at} of {}", events.len())),
            "{path}"
        );
        assert!(html.contains("bw-board"), "{path}: the map");
        assert!(
            !html.contains("data-pick"),
            "{path}: nothing to pick in the past"
        );
        for line in &then {
            assert!(html.contains(line), "{path}: {line}");
        }
    }
    let live = page(&app, &format!("/games/{}", game.id)).await;
    for line in &now {
        assert!(live.contains(line), "live: {line}");
    }
}
