//! The HTML pages against a real server and database: the front page and
//! new-game form, the seat, spectator and host pages in several phases
//! (setup, a 7 with discards, a trade offer, game over), POST-redirect-GET,
//! stale and refused forms, bad input, static assets, and hidden
//! information (a seat's page is the same whatever another seat holds).

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::{TestApp, TestGame};
use serde_json::Value;
use slowcatan::game::service::to_new_events;
use slowcatan::history::chain::GENESIS;
use slowcatan::rules::classic::state::DevCard;
use slowcatan::rules::classic::{self, Event, Phase, State};
use slowcatan::rules::common::Resource;
use slowcatan::rules::Seat;
use slowcatan::rules::{AnyEvent, AnyState, Ruleset};
use slowcatan::simulate::{self, Checks};
use slowcatan::store::{NewGame, NewSeat};
use slowcatan::token::Token;
use uuid::Uuid;

/// A client that does not follow redirects, to see the 303s.
pub fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// `GET path` as (status, body).
pub async fn get(app: &TestApp, path: &str) -> (u16, String) {
    let resp = no_redirects()
        .get(format!("{}{path}", app.address))
        .send()
        .await
        .unwrap();
    (resp.status().as_u16(), resp.text().await.unwrap())
}

/// `POST path` with a form, as (status, Location, body).
pub async fn post(app: &TestApp, path: &str, form: &[(&str, String)]) -> (u16, String, String) {
    let resp = no_redirects()
        .post(format!("{}{path}", app.address))
        .form(form)
        .send()
        .await
        .unwrap();
    let location = resp
        .headers()
        .get("location")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (resp.status().as_u16(), location, resp.text().await.unwrap())
}

/// The secret seed of the games [`seed_game`] writes.
const SEED: [u8; 32] = [7; 32];

/// A game written straight into the store with a given history (from the
/// simulator), so that pages can be drawn in any phase.
pub async fn seed_game(app: &TestApp, events: &[Event]) -> TestGame {
    let players = classic::fold(events).players.len();
    let events: Vec<AnyEvent> = events.iter().cloned().map(AnyEvent::from).collect();
    seed_game_of(app, Ruleset::Classic, players, &events).await
}

/// [`seed_game`] for a game of any ruleset with `players` seats.
pub async fn seed_game_of(
    app: &TestApp,
    ruleset: Ruleset,
    players: usize,
    events: &[AnyEvent],
) -> TestGame {
    let state = AnyState::fold(ruleset, events).unwrap();
    let names = ["Anna", "Bert", "Cleo", "Dan", "Eve", "Finn"];
    let id = Uuid::new_v4();
    let host = Token::generate().unwrap();
    let mut tokens = Vec::new();
    let mut seats = Vec::new();
    for (i, name) in names.iter().take(players).enumerate() {
        let token = Token::generate().unwrap();
        seats.push(NewSeat {
            seat: i as u8,
            name: (*name).to_owned(),
            email: format!("{}@example.org", name.to_lowercase()),
            token_hash: token.hash(),
            token_sealed: app.key.seal(id, i as u8, token.as_str()),
            language: "en".to_owned(),
        });
        tokens.push(token.as_str().to_owned());
    }
    app.db
        .store
        .create_game(&NewGame {
            id,
            ruleset: ruleset.name().to_owned(),
            options: serde_json::json!({}),
            status: state.status().name().to_owned(),
            seed_commitment: None,
            host_token_hash: host.hash(),
            seed: Some(SEED.to_vec()),
            seats,
            events: to_new_events(events, 0, GENESIS, std::time::SystemTime::now(), &SEED)
                .unwrap()
                .0,
            outbox: Vec::new(),
            host_token_sealed: None,
            awaiting_host: false,
            deadline: None,
            talk: Vec::new(),
            due: Vec::new(),
        })
        .await
        .unwrap();
    TestGame {
        id,
        host_url: format!("{}/host/{}", app.address, host.as_str()),
        tokens,
    }
}

/// A simulated 3-player game that reaches the end.
pub fn simulated(seed: u64) -> Vec<Event> {
    let played = simulate::play_classic(seed, 3, Checks::None).unwrap();
    assert!(played.winner().is_some(), "seed {seed} plays to the end");
    played.events
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// Emails and resource-by-resource hands of other seats never appear.
fn assert_nothing_private_of_others(html: &str, me: Option<usize>) {
    for (i, name) in ["anna", "bert", "cleo", "dan"].iter().enumerate() {
        if Some(i) != me {
            assert!(
                !html.contains(&format!("{name}@example.org")),
                "an email address appears on a page that is not the host's"
            );
        }
    }
    let hands = count(html, "id=\"hand-h\"");
    assert_eq!(
        hands,
        usize::from(me.is_some()),
        "one hand at most: the seat's own"
    );
}

async fn play_json(app: &TestApp, token: &str) -> Value {
    app.play(token).await
}

fn awaited(p: &Value) -> Vec<usize> {
    let phase = &p["phase"];
    match phase["type"].as_str().unwrap() {
        "Discard" => phase["pending"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["seat"].as_u64().unwrap() as usize)
            .collect(),
        "Finished" | "Lobby" => Vec::new(),
        _ => vec![phase["seat"].as_u64().unwrap() as usize],
    }
}

#[tokio::test]
async fn the_front_page_starts_a_game_and_answers_with_the_host_link() {
    let app = TestApp::spawn().await;
    let (status, html) = get(&app, "/").await;
    assert_eq!(status, 200);
    assert!(html.contains("<form method=\"post\" action=\"/games\""));
    assert!(html.contains("name=\"email3\""));
    assert!(html.contains("name=\"viewport\""));

    let form = [
        ("ruleset", "classic".to_owned()),
        ("board", "beginner".to_owned()),
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
        ("name4", String::new()),
        ("email4", String::new()),
    ];
    let (status, location, _) = post(&app, "/games", &form).await;
    assert_eq!(status, 303);
    assert!(location.starts_with("/host/"), "{location}");
    let (status, html) = get(&app, &location).await;
    assert_eq!(status, 200);
    assert!(html.contains("Invitations are on their way"));
    let host_path = location.split('?').next().unwrap();
    assert!(html.contains(&format!("{}{host_path}", app.address)));
    for name in ["Anna", "Bert", "Cleo"] {
        assert!(html.contains(&format!("Resend {name}’s invitation")));
    }
    let queued: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM outbox WHERE kind = 'invitation'", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(queued, 3);
}

/// The game created last.
async fn newest_game(app: &TestApp) -> uuid::Uuid {
    app.db
        .client()
        .await
        .query_one("SELECT id FROM games ORDER BY created_at DESC LIMIT 1", &[])
        .await
        .expect("a game")
        .get(0)
}

#[tokio::test]
async fn the_front_page_starts_a_game_of_every_ruleset_and_baden_wuerttemberg_founds_freely() {
    let app = TestApp::spawn().await;
    let (_, home) = get(&app, "/").await;
    assert!(home.contains(r#"name="variable_founding""#));
    let players = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let start = |ruleset: &str, free: bool| {
        let mut form = players.to_vec();
        form.push(("ruleset", ruleset.to_owned()));
        if free {
            form.push(("variable_founding", "on".to_owned()));
        }
        form
    };
    assert!(home.contains(r#"<option value="baden-wuerttemberg""#));
    // Five games: as many as one address may start in ten minutes.
    for ruleset in ["classic", "frenemies", "oil-springs"] {
        assert!(home.contains(&format!(r#"<option value="{ruleset}""#)));
        let (status, location, _) = post(&app, "/games", &start(ruleset, false)).await;
        assert_eq!(status, 303, "{ruleset}");
        let (status, _) = get(&app, &location).await;
        assert_eq!(status, 200, "{ruleset}");
        let game = newest_game(&app).await;
        let api = app.get_json(&format!("/api/games/{game}")).await;
        assert_eq!(api["ruleset"], ruleset, "{api}");
    }
    // Baden-Württemberg's founding: on the cost cards' towns unless ticked.
    for (free, words) in [
        (false, "stand on the towns of their building cost card"),
        (true, "Each player founds three town halls in turn."),
    ] {
        let (_, location, _) = post(&app, "/games", &start("baden-wuerttemberg", free)).await;
        assert!(location.starts_with("/host/"), "{location}");
        let game = newest_game(&app).await;
        let api = app.get_json(&format!("/api/games/{game}")).await;
        assert_eq!(api["ruleset"], "baden-wuerttemberg", "{api}");
        let (status, history) = get(&app, &format!("/games/{game}/history")).await;
        assert_eq!(status, 200);
        assert!(history.contains(words), "founding {free}: {history}");
    }
}

#[tokio::test]
async fn a_refused_new_game_keeps_what_was_typed() {
    let app = TestApp::spawn().await;
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "not an address".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, _, html) = post(&app, "/games", &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("is not an email address"));
    assert!(html.contains("value=\"Cleo\""));
    let (status, _, html) = post(&app, "/games", &[("board", "hexagonal".to_owned())]).await;
    assert_eq!(status, 400);
    assert!(html.contains("there is no board called"));
}

/// A refused form comes back with every choice it held, not only the
/// names: fixed and sent again, it creates the game that was asked for
/// (a Frenemies game with its deadline), never a classic game without one.
#[tokio::test]
async fn a_refused_new_game_keeps_its_ruleset_deadline_quiet_hours_and_options() {
    let app = TestApp::spawn().await;
    let form = [
        ("ruleset", "frenemies".to_owned()),
        ("board", "variable".to_owned()),
        ("name1", "Anna".to_owned()),
        ("email1", "same@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "same@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
        ("host_rewinds_alone", "on".to_owned()),
        ("deadline_hours", "24".to_owned()),
        ("quiet_from", "22:00".to_owned()),
        ("quiet_to", "07:00".to_owned()),
        ("quiet_offset", "60".to_owned()),
    ];
    let (status, _, html) = post(&app, "/games", &form).await;
    assert_eq!(status, 422, "{html}");
    assert!(
        html.contains("<option value=\"frenemies\" selected>"),
        "{html}"
    );
    assert!(!html.contains("<option value=\"classic\" selected>"));
    assert!(html.contains("<option value=\"24\" selected>1 day</option>"));
    assert!(html.contains("<option value=\"variable\" selected>"));
    assert!(html.contains("name=\"host_rewinds_alone\" value=\"on\" checked"));
    assert!(!html.contains("name=\"variable_founding\" value=\"on\" checked"));
    assert!(html.contains("name=\"quiet_from\" value=\"22:00\""));
    assert!(html.contains("name=\"quiet_to\" value=\"07:00\""));
    assert!(html.contains("value=\"60\""));
    let games: i64 = app
        .db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 0, "nothing was created");
    // The empty front page still starts on the first ruleset, no deadline.
    let (_, html) = get(&app, "/").await;
    assert!(html.contains("<option value=\"classic\" selected>"));
    assert!(html.contains("<option value=\"\" selected>None: wait as long as it takes</option>"));
}

#[tokio::test]
async fn host_page_says_who_the_game_waits_for_and_resends_invitations() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let p = play_json(&app, &game.tokens[0]).await;
    let first = awaited(&p)[0];
    let host_path = game.host_url.trim_start_matches(&app.address).to_owned();
    let (status, html) = get(&app, &host_path).await;
    assert_eq!(status, 200);
    let name = ["Anna", "Bert", "Cleo"][first];
    assert!(html.contains(&format!("waiting for {name} to place a settlement")));
    assert!(html.contains("Since 20"), "the page says since when");
    assert!(html.contains("bert@example.org"));
    let (status, location, _) = post(
        &app,
        &format!("{host_path}/resend"),
        &[("seat", "1".to_owned())],
    )
    .await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(html.contains("The invitation to Bert is on its way again."));
    let queued: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE kind = 'invitation' AND seat = 1",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(queued, 2);
    let (status, _, _) = post(
        &app,
        &format!("{host_path}/resend"),
        &[("seat", "9".to_owned())],
    )
    .await;
    assert_eq!(status, 400);
    let (status, _) = get(&app, "/host/not-a-token").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn setup_shows_spots_to_the_seat_whose_move_it_is_and_places_by_pick_and_confirm() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let p = play_json(&app, &game.tokens[0]).await;
    let me = awaited(&p)[0];
    let legal = play_json(&app, &game.tokens[me]).await["legal"].clone();
    let spots = legal.as_array().unwrap().len();
    for (seat, token) in game.tokens.iter().enumerate() {
        let (status, html) = get(&app, &format!("/play/{token}")).await;
        assert_eq!(status, 200);
        assert_nothing_private_of_others(&html, Some(seat));
        if seat == me {
            assert!(html.contains("Place your first settlement"));
            assert_eq!(count(&html, "data-pick=\"settlement-"), spots);
        } else {
            assert_eq!(count(&html, "data-pick="), 0);
            assert!(html.contains("to place a settlement"));
        }
    }
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert_eq!(count(&html, "data-pick="), 0);
    assert_nothing_private_of_others(&html, None);

    // Pick, then confirm: two clicks, and a 303 back to the page.
    let node = legal[0]["node"].as_u64().unwrap();
    let token = &game.tokens[me];
    let (status, html) = get(&app, &format!("/play/{token}?pick=settlement-{node}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("id=\"confirm\""));
    assert!(html.contains("Build a settlement here"));
    let version = p["version"].as_u64().unwrap();
    let form = [
        ("version", version.to_string()),
        ("act", "settlement".to_owned()),
        ("node", node.to_string()),
    ];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    assert_eq!(location, format!("/play/{token}"));
    let (_, html) = get(&app, &location).await;
    assert!(html.contains("Place a road next to the settlement"));
    assert!(count(&html, "data-pick=\"road-") >= 2);
    assert!(html.contains("built a settlement by"));

    // The same form again is stale: the fresh page, 409, nothing changed.
    let before = app.event_count(game.id).await;
    let (status, _, html) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 409);
    assert!(html.contains("The game moved on"));
    assert!(html.contains("data-pick=\"road-"), "the fresh page follows");
    assert_eq!(app.event_count(game.id).await, before);

    // A refused command shows its message and changes nothing.
    let form = [
        ("version", (version + 1).to_string()),
        ("act", "settlement".to_owned()),
        ("node", node.to_string()),
    ];
    let (status, _, html) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("Not done:"));
    assert_eq!(app.event_count(game.id).await, before);

    // A pick that is not legal now just says so.
    let (status, html) = get(&app, &format!("/play/{token}?pick=city-{node}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("That spot cannot be picked now"));
}

#[tokio::test]
async fn malformed_forms_get_a_clear_400_page_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];
    let before = app.event_count(game.id).await;
    let cases: Vec<Vec<(&str, String)>> = vec![
        vec![("act", "roll".to_owned())],
        vec![("version", "x".to_owned()), ("act", "roll".to_owned())],
        vec![("version", "1".to_owned()), ("act", "fly".to_owned())],
        vec![("version", "1".to_owned()), ("act", "road".to_owned())],
        vec![
            ("version", "1".to_owned()),
            ("act", "road".to_owned()),
            ("edge", "-3".to_owned()),
        ],
        vec![("version", "1".to_owned()), ("colour", "red".to_owned())],
        vec![
            ("version", "1".to_owned()),
            ("act", "monopoly".to_owned()),
            ("resource", "gold".to_owned()),
        ],
    ];
    for form in cases {
        let (status, _, html) = post(&app, &format!("/play/{token}"), &form).await;
        assert_eq!(status, 400, "{form:?}");
        assert!(html.contains("That form did not read"), "{form:?}");
        assert!(html.contains("<!doctype html>"));
    }
    let (status, _, _) = post(&app, "/play/nope", &[("version", "1".to_owned())]).await;
    assert_eq!(status, 404);
    let (status, html) = get(&app, "/play/nope").await;
    assert_eq!(status, 404);
    assert!(html.contains("This link does not open a game"));
    let (status, _) = get(&app, "/games/not-a-uuid").await;
    assert_eq!(status, 404);
    assert_eq!(app.event_count(game.id).await, before);
}

#[tokio::test]
async fn a_seven_with_discards_asks_each_debtor_for_cards() {
    let app = TestApp::spawn().await;
    let events = (1..40)
        .map(simulated)
        .find_map(|events| {
            let mut s: State = State::default();
            for (i, e) in events.iter().enumerate() {
                classic::evolve(&mut s, e);
                if matches!(&s.phase, Phase::Discard { pending, .. } if pending.len() < 3) {
                    return Some(events[..=i].to_vec());
                }
            }
            None
        })
        .expect("some simulated game has a 7 with discards");
    let state = classic::fold(&events);
    let Phase::Discard { pending, .. } = &state.phase else {
        unreachable!()
    };
    let game = seed_game(&app, &events).await;
    for (seat, token) in game.tokens.iter().enumerate() {
        let (status, html) = get(&app, &format!("/play/{token}")).await;
        assert_eq!(status, 200);
        assert_nothing_private_of_others(&html, Some(seat));
        assert!(html.contains("A 7 was rolled"));
        assert!(html.contains("class=\"die\""), "the dice are shown");
        match pending.iter().find(|d| d.seat == Seat(seat as u8)) {
            Some(d) => {
                assert!(html.contains(&format!("Discard {} cards", d.count)));
                assert!(html.contains("name=\"act\" value=\"discard\""));
            }
            None => {
                assert!(!html.contains("value=\"discard\""));
                assert!(html.contains("to discard"));
            }
        }
    }
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(html.contains("A 7 was rolled: waiting for"));
    assert_nothing_private_of_others(&html, None);

    // A debtor discards through the form.
    let d = pending[0];
    let hand = state.player(d.seat).hand;
    let mut left = d.count;
    let mut form = vec![
        ("version", state.version.to_string()),
        ("act", "discard".to_owned()),
    ];
    for r in Resource::ALL {
        let n = hand.get(r).min(left);
        left -= n;
        form.push((r.name(), n.to_string()));
    }
    let token = &game.tokens[d.seat.index()];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(html.contains("discarded"));
}

#[tokio::test]
async fn a_trade_offer_reaches_its_addressee_who_may_answer() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    // Setup and into someone's main phase.
    let mut p = play_json(&app, &game.tokens[0]).await;
    for _ in 0..40 {
        if p["phase"]["type"] == "Main" {
            break;
        }
        app.play_first_legal(&game).await;
        p = play_json(&app, &game.tokens[0]).await;
    }
    assert_eq!(p["phase"]["type"], "Main");
    let me = p["phase"]["seat"].as_u64().unwrap() as usize;
    // The offer goes to a seat that holds a card: one holding none reads,
    // rightly, that it cannot accept (its count is public).
    let mut holds = [0u64; 3];
    for (seat, held) in holds.iter_mut().enumerate() {
        let theirs = play_json(&app, &game.tokens[seat]).await;
        let hand = &theirs["view"]["private"][0]["hand"];
        *held = ["brick", "lumber", "wool", "grain", "ore"]
            .iter()
            .map(|r| hand[*r].as_u64().unwrap())
            .sum();
    }
    let to = [(me + 1) % 3, (me + 2) % 3]
        .into_iter()
        .find(|s| holds[*s] > 0)
        .expect("a seat after setup holds a card");
    let other = 3 - me - to;
    let mine = play_json(&app, &game.tokens[me]).await;
    let hand = &mine["view"]["private"][0]["hand"];
    let give = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .find(|r| hand[*r].as_u64().unwrap() > 0)
        .expect("a card to offer");
    let want = if give == "ore" { "brick" } else { "ore" };
    let token = &game.tokens[me];
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    assert!(html.contains("Offer a trade to players"));
    assert!(html.contains("House reading: offers wait for answers"));
    let form = [
        ("version", mine["version"].to_string()),
        ("act", "offer".to_owned()),
        (&*format!("give_{give}"), "1".to_owned()),
        (&*format!("want_{want}"), "1".to_owned()),
        (&*format!("to{to}"), "on".to_owned()),
    ];
    let (status, _, body) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303, "{body}");

    let names = ["Anna", "Bert", "Cleo"];
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[to])).await;
    assert!(html.contains(&format!("{} offers you 1 {give} for 1 {want}.", names[me])));
    assert!(html.contains("value=\"reject\""));
    assert!(html.contains("Counter with other terms"));
    assert!(html.contains("made you an offer"));
    assert_nothing_private_of_others(&html, Some(to));
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[other])).await;
    assert!(html.contains(&format!(
        "{} offers 1 {give} for 1 {want} to {}.",
        names[me], names[to]
    )));
    assert!(!html.contains("value=\"reject\""));
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    assert!(html.contains("Withdraw the offer"));
    assert!(html.contains("has not answered yet"));
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(html.contains("Trade offers"));

    // The addressee declines through the form; the offerer sees it.
    let version = play_json(&app, &game.tokens[to]).await["version"].to_string();
    let offer = play_json(&app, &game.tokens[to]).await["view"]["offers"][0]["id"].to_string();
    let form = [
        ("version", version),
        ("act", "reject".to_owned()),
        ("offer", offer),
    ];
    let (status, _, _) = post(&app, &format!("/play/{}", game.tokens[to]), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    assert!(html.contains(&format!("{} declines", names[to])));
}

#[tokio::test]
async fn game_over_pages_name_the_winner_and_offer_no_action() {
    let app = TestApp::spawn().await;
    let events = simulated(3);
    let state = classic::fold(&events);
    let winner = state.winner().unwrap();
    let game = seed_game(&app, &events).await;
    let name = ["Anna", "Bert", "Cleo"][winner.index()];
    for (seat, token) in game.tokens.iter().enumerate() {
        let (status, html) = get(&app, &format!("/play/{token}")).await;
        assert_eq!(status, 200);
        assert!(html.contains("Game over"));
        assert!(html.contains(&format!("{name} won with")));
        assert!(!html.contains("name=\"act\""), "no action after the end");
        assert_nothing_private_of_others(&html, Some(seat));
        if seat == winner.index() {
            assert!(html.contains("You won the game!"));
        }
    }
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(html.contains(&format!("The game is over: {name} won")));
    assert!(html.contains("Longest Road") || html.contains("Largest Army") || html.contains("VP"));
}

/// Pairs of histories that differ only in a secret of one seat (a bought
/// card's kind, a stolen card's resource), with a seat that may not know it
/// and the seat that does.
pub fn twins(events: &[Event]) -> Vec<(Vec<Event>, Vec<Event>, Seat, Seat)> {
    let mut out = Vec::new();
    let mut state: State = State::default();
    for (i, e) in events.iter().enumerate() {
        let twin = match e {
            Event::DevelopmentCardBought {
                seat,
                card: Some(card),
            } => DevCard::ALL
                .into_iter()
                .find(|c| c != card && state.deck.get(*c) > 0)
                .map(|other| {
                    let twin = Event::DevelopmentCardBought {
                        seat: *seat,
                        card: Some(other),
                    };
                    (twin, Seat((seat.0 + 1) % 3), *seat)
                }),
            Event::CardStolen {
                seat,
                victim,
                resource: Some(r),
            } => {
                let hand = state.player(*victim).hand;
                let viewer = (0..3).map(Seat).find(|s| s != seat && s != victim);
                Resource::ALL
                    .into_iter()
                    .find(|x| x != r && hand.get(*x) > 0)
                    .zip(viewer)
                    .map(|(other, viewer)| {
                        let twin = Event::CardStolen {
                            seat: *seat,
                            victim: *victim,
                            resource: Some(other),
                        };
                        (twin, viewer, *seat)
                    })
            }
            _ => None,
        };
        if let Some((twin, viewer, owner)) = twin {
            let a = events[..=i].to_vec();
            let mut b = a.clone();
            b[i] = twin;
            out.push((a, b, viewer, owner));
        }
        classic::evolve(&mut state, e);
    }
    out
}

/// `html` with the game's id and its seats' tokens replaced by placeholders.
pub fn normalized(html: &str, game: &TestGame) -> String {
    let mut s = html.replace(&game.id.to_string(), "GAME");
    for t in &game.tokens {
        s = s.replace(t.as_str(), "TOKEN");
    }
    s
}

#[tokio::test]
async fn a_seat_page_is_the_same_whatever_another_seat_secretly_holds() {
    let app = TestApp::spawn().await;
    let events = simulated(5);
    let mut checked = 0;
    let pairs = twins(&events);
    let stride = (pairs.len() / 4).max(1);
    for (a, b, viewer, _) in pairs.into_iter().step_by(stride) {
        let (ga, gb) = (seed_game(&app, &a).await, seed_game(&app, &b).await);
        let page = |g: &TestGame| format!("/play/{}", g.tokens[viewer.index()]);
        let (_, ha) = get(&app, &page(&ga)).await;
        let (_, hb) = get(&app, &page(&gb)).await;
        assert_eq!(
            normalized(&ha, &ga),
            normalized(&hb, &gb),
            "seat {viewer} sees a secret"
        );
        let (_, sa) = get(&app, &format!("/games/{}", ga.id)).await;
        let (_, sb) = get(&app, &format!("/games/{}", gb.id)).await;
        assert_eq!(
            normalized(&sa, &ga),
            normalized(&sb, &gb),
            "the public sees a secret"
        );
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} twin histories were compared");
    assert!(events.len() > 100);
}

#[tokio::test]
async fn static_files_are_cached_and_pages_load_nothing_from_other_hosts() {
    let app = TestApp::spawn().await;
    let (_, html) = get(&app, "/").await;
    let css = html
        .split("href=\"")
        .find_map(|s| s.strip_prefix("/static/style.css"))
        .and_then(|s| s.split('"').next())
        .expect("the stylesheet link");
    assert!(css.starts_with("?v="), "a versioned URL");
    let resp = app
        .client
        .get(format!("{}/static/style.css{css}", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let cache = resp.headers()["cache-control"].to_str().unwrap().to_owned();
    assert!(cache.contains("max-age=31536000"), "{cache}");
    let etag = resp.headers()["etag"].to_str().unwrap().to_owned();
    let resp = app
        .client
        .get(format!("{}/static/style.css", app.address))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 304);
    // A file the server does not have: the not-found page, in the
    // browser's language.
    let resp = app
        .client
        .get(format!("{}/static/none.png", app.address))
        .header("accept-language", "de-DE,de;q=0.9")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
    let page = resp.text().await.unwrap();
    assert!(page.contains("<html lang=\"de\""), "{page}");

    let game = app.create_game(3).await;
    for path in [
        "/".to_owned(),
        format!("/play/{}", game.tokens[0]),
        format!("/games/{}", game.id),
    ] {
        let resp = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        let csp = resp.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(csp.contains("default-src 'none'"));
        let html = resp.text().await.unwrap();
        for attr in [
            "src=\"http",
            "href=\"http",
            "url(http",
            "src=\"//",
            "href=\"//",
        ] {
            assert!(!html.contains(attr), "{path} loads {attr}");
        }
    }
}

#[tokio::test]
async fn the_robber_is_moved_by_picking_a_hex_then_a_victim() {
    let app = TestApp::spawn().await;
    let (events, tile, victims) = (1..40)
        .find_map(|seed| {
            let events = simulated(seed);
            let mut s: State = State::default();
            for (i, e) in events.iter().enumerate() {
                classic::evolve(&mut s, e);
                if let Phase::MoveRobber { seat } = s.phase {
                    let legal = classic::legal_commands(&s, seat);
                    let with_victim = legal.iter().find_map(|c| match c {
                        classic::Command::MoveRobber {
                            tile,
                            victim: Some(_),
                        } => Some(*tile),
                        _ => None,
                    })?;
                    let victims: Vec<Seat> = legal
                        .iter()
                        .filter_map(|c| match c {
                            classic::Command::MoveRobber { tile, victim }
                                if *tile == with_victim =>
                            {
                                *victim
                            }
                            _ => None,
                        })
                        .collect();
                    return Some((events[..=i].to_vec(), with_victim, victims));
                }
            }
            None
        })
        .expect("some simulated game moves the robber onto someone");
    let state = classic::fold(&events);
    let seat = state.phase.current().unwrap();
    let game = seed_game(&app, &events).await;
    let token = &game.tokens[seat.index()];
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    assert!(html.contains("Move the robber: pick a marked hex"));
    assert!(html.contains(&format!("data-pick=\"robber-{tile}\"")));
    let (_, html) = get(&app, &format!("/play/{token}?pick=robber-{tile}")).await;
    let names = ["Anna", "Bert", "Cleo"];
    for v in &victims {
        assert!(html.contains(&format!("steal from {}", names[v.index()])));
        assert!(html.contains(&format!("name=\"victim\" value=\"{}\"", v.0)));
    }
    let form = [
        ("version", state.version.to_string()),
        ("act", "robber".to_owned()),
        ("tile", tile.to_string()),
        ("victim", victims[0].0.to_string()),
    ];
    let (status, location, _) = post(&app, &format!("/play/{token}"), &form).await;
    assert_eq!(status, 303);
    let (_, html) = get(&app, &location).await;
    assert!(html.contains("moved the robber to"));
    assert!(html.contains(&format!("from {}.", names[victims[0].index()])));
}

/// oil-springs.txt §Setup: "Lay out the board as shown below", the variable
/// board being an option (clarifications.md). A game created without naming
/// a board, over the API or from the front page's default, gets the
/// scenario's printed layout, the same board as one created on it by name;
/// the other rulesets keep a variable board by default.
#[tokio::test]
async fn an_oil_springs_game_created_without_a_board_is_laid_out_as_printed() {
    let app = TestApp::spawn().await;
    let players = serde_json::json!([
        {"name": "Anna", "email": "anna@example.org"},
        {"name": "Bert", "email": "bert@example.org"},
        {"name": "Cleo", "email": "cleo@example.org"},
    ]);
    let board_of = |body: serde_json::Value| {
        let app = &app;
        async move {
            let resp = app.post_game(&body).await;
            assert_eq!(resp.status(), 201, "{body}");
            let created: Value = resp.json().await.unwrap();
            let id = created["game_id"].as_str().unwrap().to_owned();
            let public = app.get_json(&format!("/api/games/{id}")).await;
            public["view"]["board"].clone()
        }
    };
    let unnamed = board_of(serde_json::json!({"ruleset": "oil-springs", "players": players})).await;
    let printed = board_of(serde_json::json!({
        "ruleset": "oil-springs", "board": "beginner", "players": players
    }))
    .await;
    assert!(unnamed["tiles"].as_array().is_some_and(|t| t.len() == 19));
    assert_eq!(unnamed, printed, "the printed Oil Springs board");
    let classic_unnamed =
        board_of(serde_json::json!({"ruleset": "classic", "players": players})).await;
    let classic_beginner = board_of(serde_json::json!({
        "ruleset": "classic", "board": "beginner", "players": players
    }))
    .await;
    assert_ne!(
        classic_unnamed["tiles"], classic_beginner["tiles"],
        "a classic game keeps a variable board by default"
    );

    // The front page's board field defaults to the rules' own board (the
    // fifth game: the limit per client is five).
    let (_, html) = get(&app, "/").await;
    assert!(html.contains("<option value=\"\" selected>"), "{html}");
    assert!(
        html.contains("the scenario&#39;s board (as printed)"),
        "{html}"
    );
    let form = [
        ("ruleset", "oil-springs".to_owned()),
        ("board", String::new()),
        ("name1", "Dora".to_owned()),
        ("email1", "dora@example.org".to_owned()),
        ("name2", "Emil".to_owned()),
        ("email2", "emil@example.org".to_owned()),
        ("name3", "Fritz".to_owned()),
        ("email3", "fritz@example.org".to_owned()),
    ];
    let (status, _, _) = post(&app, "/games", &form).await;
    assert_eq!(status, 303);
    let id: uuid::Uuid = app
        .db
        .client()
        .await
        .query_one(
            "SELECT g.id FROM games g JOIN seats s ON s.game = g.id WHERE s.name = 'Dora'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    let public = app.get_json(&format!("/api/games/{id}")).await;
    assert_eq!(public["view"]["board"], printed);
}

/// Every page of a game names its ruleset above its heading: a host or a
/// player with several games open knows which one they are in.
#[tokio::test]
async fn every_page_of_a_game_names_its_ruleset_at_the_top() {
    let app = TestApp::spawn().await;
    for (ruleset, title) in [
        ("classic", "Catan"),
        ("frenemies", "Catan: Frenemies"),
        ("oil-springs", "Catan: Oil Springs"),
        ("baden-wuerttemberg", "Baden-Württemberg Catan"),
    ] {
        let game = app.create_game_of(ruleset, 3).await;
        let line = format!("<p class=\"game-ruleset\">{title}</p>");
        let host = game.host_url.trim_start_matches(&app.address).to_owned();
        for path in [
            format!("/play/{}", game.tokens[1]),
            format!("/games/{}", game.id),
            format!("/games/{}?at=1", game.id),
            format!("/games/{}/history", game.id),
            host,
        ] {
            let (status, html) = get(&app, &path).await;
            assert_eq!(status, 200, "{path}");
            let top = html
                .find(&line)
                .unwrap_or_else(|| panic!("{ruleset} {path}: {html}"));
            let heading = html.find("<h1").expect("a heading");
            assert!(top < heading, "{ruleset} {path}: named above the heading");
        }
    }
    let (_, home) = get(&app, "/").await;
    assert!(
        !home.contains("game-ruleset"),
        "the front page is no game's"
    );
    // The host's page of a game that waits to be started names it too.
    let app = TestApp::spawn_confirming().await;
    let resp = app
        .post_game(&serde_json::json!({
            "ruleset": "oil-springs",
            "players": [
                {"name": "Anna", "email": "anna@example.org"},
                {"name": "Bert", "email": "bert@example.org"},
                {"name": "Cleo", "email": "cleo@example.org"},
            ],
        }))
        .await;
    assert_eq!(resp.status(), 202, "the game waits for its host");
    let created: Value = resp.json().await.unwrap();
    let id: uuid::Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = slowcatan::game::links::Links::new(
        app.db.store.clone(),
        app.key.clone(),
        app.address.clone(),
    );
    let host = links.host_link(id).await.unwrap().expect("a host link");
    let (status, html) = get(&app, host.trim_start_matches(&app.address)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Start your game"), "{html}");
    assert!(html.contains("<p class=\"game-ruleset\">Catan: Oil Springs</p>"));
}

/// frenemies.txt, oil-springs.txt and baden-wuerttemberg.txt: every seat
/// page of a scenario says in visible words how the game differs from the
/// base game (how favor tokens are earned; what OIL and the ringed city
/// mean, what oil fills and what happens at 5; how roads pass towns and
/// landmarks, and what the inventor blocks); a classic seat page has no
/// such block, and no public page does.
#[tokio::test]
async fn every_scenario_seat_page_says_how_the_game_differs() {
    let app = TestApp::spawn().await;
    for (ruleset, said) in [
        ("classic", &[][..]),
        (
            "frenemies",
            &[
                "You win with 11 victory points",
                "Move the robber harmlessly and earn 1 favor token",
                "you draw 3 favor tokens, they draw 1",
            ][..],
        ),
        (
            "oil-springs",
            &[
                "Hexes marked OIL are oil springs: buildings there get oil",
                "A metropolis, drawn as a city in a ring, produces 3",
                "At 5 a disaster strikes when the turn ends",
            ][..],
        ),
        (
            "baden-wuerttemberg",
            &[
                "A road passes a town field only through your own town hall, and a landmark \
                 field only once its landmark is built.",
                "while it stands there, that field yields nothing",
            ][..],
        ),
    ] {
        let game = app.create_game_of(ruleset, 3).await;
        for token in &game.tokens {
            let (status, html) = get(&app, &format!("/play/{token}")).await;
            assert_eq!(status, 200);
            let block = html
                .find("<section class=\"differs\"")
                .map(|start| &html[start..start + html[start..].find("</section>").unwrap()]);
            match block {
                None => assert!(said.is_empty(), "{ruleset}: no block: {html}"),
                Some(block) => {
                    assert!(!said.is_empty(), "classic differs from nothing: {block}");
                    assert!(block.contains("<h2 id=\"differs-h\">How this game differs</h2>"));
                    for words in said {
                        assert!(block.contains(words), "{ruleset}: {words:?} in {block}");
                    }
                }
            }
        }
        let (_, public) = get(&app, &format!("/games/{}", game.id)).await;
        assert!(
            !public.contains("class=\"differs\""),
            "{ruleset} public page"
        );
    }
}

/// The statements a request runs and the event rows it reads, as the
/// store counts them.
async fn reads_of<F: std::future::Future>(app: &TestApp, request: F) -> (F::Output, u64, u64) {
    let store = &app.db.store;
    let (statements, events) = (store.statements(), store.events_read());
    let out = request.await;
    (
        out,
        store.statements() - statements,
        store.events_read() - events,
    )
}

#[tokio::test]
async fn a_move_and_its_pages_read_the_game_once_and_no_event_the_cache_holds() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let p = play_json(&app, &game.tokens[0]).await;
    let me = awaited(&p)[0];
    let token = &game.tokens[me];
    let page = format!("/play/{token}");
    let legal = play_json(&app, token).await["legal"].clone();
    let node = legal[0]["node"].as_u64().unwrap();
    let version = p["version"].as_u64().unwrap();

    // A seat page of a cached game.
    let ((status, _), get_statements, get_events) = reads_of(&app, get(&app, &page)).await;
    assert_eq!(status, 200);

    // A move, then the page it redirects to.
    let form = [
        ("version", version.to_string()),
        ("act", "settlement".to_owned()),
        ("node", node.to_string()),
    ];
    let ((status, location, _), post_statements, post_events) =
        reads_of(&app, post(&app, &page, &form)).await;
    assert_eq!(status, 303);
    let ((status, _), redirect_statements, redirect_events) =
        reads_of(&app, get(&app, &location)).await;
    assert_eq!(status, 200);

    // The same form again is stale; a form of the right version the rules
    // refuse (a settlement where the road must go).
    let ((status, _, _), stale_statements, stale_events) =
        reads_of(&app, post(&app, &page, &form)).await;
    assert_eq!(status, 409);
    let refused_form = [
        ("version", (version + 1).to_string()),
        ("act", "settlement".to_owned()),
        ("node", node.to_string()),
    ];
    let ((status, _, _), refused_statements, refused_events) =
        reads_of(&app, post(&app, &page, &refused_form)).await;
    assert_eq!(status, 422);

    eprintln!(
        "statements (events read): seat page GET {get_statements} ({get_events}); \
         move POST {post_statements} ({post_events}); its redirect GET \
         {redirect_statements} ({redirect_events}); stale POST {stale_statements} \
         ({stale_events}); refused POST {refused_statements} ({refused_events})"
    );
    // A seat page reads what is past the cached version (nothing here) and
    // the table talk; its recent events come from the cache entry.
    assert_eq!((get_statements, get_events), (2, 0), "seat page GET");
    assert_eq!((post_statements, post_events), (1, 0), "move POST");
    assert_eq!(
        (redirect_statements, redirect_events),
        (2, 0),
        "a seat page after a move reads no events from the store"
    );
    // A refused form reads the game once: the rules refused it against the
    // cached entry, and its page is drawn from that entry (the talk alone
    // is read); a stale one reads what is past the cache (nothing), asks
    // whether the answer still applies (the whole log: this one does not),
    // and its page reads the talk.
    assert_eq!((refused_statements, refused_events), (1, 0), "refused POST");
    assert_eq!((stale_statements, stale_events), (3, 2), "stale POST");
}

/// The rules events after `version - count` up to `version`, redacted for
/// `viewer`, as the store holds them: what a page listed before the cache
/// kept them.
async fn recent_from_the_store(
    app: &TestApp,
    game: Uuid,
    version: u64,
    count: u64,
    viewer: slowcatan::rules::Viewer,
) -> String {
    let stored = app
        .db
        .store
        .load_events(game, version.saturating_sub(count))
        .await
        .unwrap();
    let mut recent = Vec::new();
    for s in stored.iter().filter(|s| s.seq <= version) {
        let record = slowcatan::game::service::parse_record(Ruleset::Classic, s).unwrap();
        if let slowcatan::history::Record::Rules(e) = record {
            recent.push((s.seq, e.redacted_for(viewer)));
        }
    }
    format!("{recent:?}")
}

/// Whether the recent events a page lists are those the store holds, for
/// a seat and the public, over a few spans.
async fn assert_recent_as_stored(app: &TestApp, game: Uuid) {
    use slowcatan::rules::Viewer;
    for viewer in [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Spectator,
    ] {
        for count in [12, 48, 200] {
            let with = app
                .service
                .load_with_recent(game, count, viewer)
                .await
                .unwrap();
            let version = with.loaded.version;
            assert_eq!(
                format!("{:?}", with.recent),
                recent_from_the_store(app, game, version, count, viewer).await,
                "{count} events at {version} for {viewer:?}"
            );
        }
    }
}

/// Plays `moves` first legal commands through the service.
async fn play_moves(app: &TestApp, game: Uuid, moves: usize) {
    for _ in 0..moves {
        let loaded = app.service.load(game).await.unwrap();
        let Some(seat) = loaded.state.waiting_for().first().copied() else {
            return;
        };
        let command = loaded.state.legal_commands(seat).remove(0);
        app.service
            .submit(game, seat, loaded.version, command)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn the_recent_events_a_page_lists_from_the_cache_are_those_the_store_holds() {
    let app = TestApp::spawn().await;
    // A long game folded afresh: the cache keeps its last 128 rules events.
    let export = include_str!("../fixtures/export-v2-classic-mid-game.jsonl");
    let (created, _) = app.service.import(export).await.unwrap();
    assert_recent_as_stored(&app, created.game_id).await;
    play_moves(&app, created.game_id, 20).await;
    assert_recent_as_stored(&app, created.game_id).await;

    // A game the host rewinds alone: the undone events are listed (marked
    // undone) as the store holds them.
    let resp = app
        .post_game(&serde_json::json!({
            "ruleset": "classic",
            "board": "beginner",
            "players": [
                {"name": "Anna", "email": "anna@example.org"},
                {"name": "Bert", "email": "bert@example.org"},
                {"name": "Cleo", "email": "cleo@example.org"},
            ],
            "host_rewinds_alone": true,
        }))
        .await;
    assert_eq!(resp.status(), 201);
    let body: Value = resp.json().await.unwrap();
    let game: Uuid = body["game_id"].as_str().unwrap().parse().unwrap();
    play_moves(&app, game, 30).await;
    assert_recent_as_stored(&app, game).await;
    let version = app.service.load(game).await.unwrap().version;
    let proposed = app
        .service
        .propose_rewind(game, version, version - 6, "a slip")
        .await
        .unwrap();
    assert!(proposed.rewound);
    assert_recent_as_stored(&app, game).await;
    play_moves(&app, game, 10).await;
    assert_recent_as_stored(&app, game).await;
}
