//! The history pages and boards in the past, against a real server and
//! database: every event listed with a link to the board right after it,
//! stepping through moves read-only, secrets kept from the wrong viewer
//! until the end and revealed after it, and rewinds proposed on the host
//! page and agreed or refused on the seat pages by form posts.

use crate::app::{TestApp, TestGame};
use crate::pages::{get, post, seed_game, simulated, twins};
use slowcatan::rules::classic::{self, Event, State};
use slowcatan::rules::{Seat, Viewer};

/// The host link's path.
fn host_path(app: &TestApp, game: &TestGame) -> String {
    game.host_url.trim_start_matches(&app.address).to_owned()
}

/// The version carried by the first form on a page.
fn version_in(html: &str) -> u64 {
    let rest = html
        .split("name=\"version\" value=\"")
        .nth(1)
        .expect("a form with a version");
    rest[..rest.find('"').unwrap()].parse().unwrap()
}

/// The page with the game id, the seat links and the times taken out, so
/// that two games with the same moves give the same text.
pub fn normalized(html: &str, game: &TestGame) -> String {
    let mut s = html.replace(&game.id.to_string(), "GAME");
    for t in &game.tokens {
        s = s.replace(t.as_str(), "TOKEN");
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s.as_str();
    while let Some(i) = rest.find("<time") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find("</time>").unwrap() + i + "</time>".len();
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[tokio::test]
async fn the_history_lists_every_event_with_a_link_to_the_board_after_it() {
    let app = TestApp::spawn().await;
    let events = simulated(3);
    let short = &events[..150];
    let game = seed_game(&app, short).await;
    let (status, html) = get(&app, &format!("/games/{}/history", game.id)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Events 1 to 150 of 150"));
    for seq in 1..=150 {
        assert!(
            html.contains(&format!("id=\"e-{seq}\"")),
            "event {seq} listed"
        );
        assert!(
            html.contains(&format!("href=\"/games/{}?at={seq}\"", game.id)),
            "event {seq} links to the board after it"
        );
    }
    assert!(html.contains("The game began. Turn order"));
    assert!(html.contains("<time datetime=\"20"));
    assert!(html.contains(&format!("/api/games/{}/export", game.id)));

    // The seat's own history links to its own page.
    let token = &game.tokens[1];
    let (status, html) = get(&app, &format!("/play/{token}/history")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Bert’s history of the game"));
    assert!(html.contains(&format!("href=\"/play/{token}?at=150\"")));

    // Every game page links its history.
    let (_, html) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(html.contains(&format!("href=\"/games/{}/history\"", game.id)));
    let (_, html) = get(&app, &format!("/play/{token}")).await;
    assert!(html.contains(&format!("href=\"/play/{token}/history\"")));
    let (_, html) = get(&app, &host_path(&app, &game)).await;
    assert!(html.contains(&format!("href=\"/games/{}/history\"", game.id)));
    assert!(html.contains("/api/host/"), "the host's complete export");

    // A long history comes in pages, the latest first, with first/previous links.
    let long = seed_game(&app, &events).await;
    assert!(events.len() > 400, "a long game");
    let pages = events.len().div_ceil(200);
    let base = format!("/games/{}/history", long.id);
    let (_, html) = get(&app, &base).await;
    assert!(html.contains(&format!("Page {pages} of {pages}")));
    assert!(html.contains(&format!("href=\"{base}?page=1\"")));
    assert!(html.contains(&format!("href=\"{base}?page={}\"", pages - 1)));
    assert!(html.contains(&format!("id=\"e-{}\"", events.len())));
    let (_, html) = get(&app, &format!("{base}?page=1")).await;
    assert!(html.contains("Events 1 to 200 of"));
    assert!(html.contains(&format!("href=\"{base}?page=2\"")));
    assert!(html.contains(&format!("href=\"{base}?page={pages}\"")));
    let (status, html) = get(&app, &format!("{base}?page=two")).await;
    assert_eq!(status, 400);
    assert!(html.contains("page number"));
    let (status, _) = get(&app, "/play/not-a-token/history").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_board_at_a_move_is_read_only_and_steps_through_the_moves() {
    let app = TestApp::spawn().await;
    let events = &simulated(3)[..150];
    let game = seed_game(&app, events).await;
    let id = game.id;
    let (_, present) = get(&app, &format!("/games/{id}")).await;
    let (status, html) = get(&app, &format!("/games/{id}?at=40")).await;
    assert_eq!(status, 200);
    assert!(html.contains("You are looking at move 40 of 150"));
    for at in [1, 39, 41, 150] {
        assert!(
            html.contains(&format!("href=\"/games/{id}?at={at}\"")),
            "{at}"
        );
    }
    assert!(html.contains(&format!("href=\"/games/{id}\">Back to the present")));
    assert!(html.contains(&format!("/games/{id}/history?page=1#e-40")));
    assert!(
        !html.contains("<form"),
        "nothing can be played from the past"
    );
    assert!(!html.contains("data-pick"));
    let buildings = |h: &str| h.matches("class=\"building\"").count();
    let (_, early) = get(&app, &format!("/games/{id}?at=3")).await;
    let then = classic::fold(&events[..3]);
    let now = classic::fold(events);
    let placed = |s: &State| classic::view(s, Viewer::Spectator).buildings.len();
    assert_eq!(buildings(&early), placed(&then));
    assert_eq!(buildings(&present), placed(&now));
    assert_ne!(buildings(&early), buildings(&present), "the board differs");

    // The first move has no previous; the last has no next.
    let (_, html) = get(&app, &format!("/games/{id}?at=1")).await;
    assert!(html.contains("aria-disabled=\"true\">‹ Previous"));
    let (_, html) = get(&app, &format!("/games/{id}?at=150")).await;
    assert!(html.contains("aria-disabled=\"true\">Next ›"));

    // A seat's look back: its own hand then, and no action form.
    let seat = now.phase.awaiting()[0].index();
    let token = &game.tokens[seat];
    let (_, live) = get(&app, &format!("/play/{token}")).await;
    assert!(live.contains("<form"), "the live page has forms");
    let (status, html) = get(&app, &format!("/play/{token}?at=150")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Your hand at this move"));
    assert!(!html.contains("<form"));
    assert!(!html.contains("name=\"act\""));
    assert!(!html.contains("data-pick"));

    // Bad moves: a clear 400 or 404 page.
    for (q, want) in [("x", 400), ("0", 400), ("-2", 400), ("151", 404)] {
        let (status, html) = get(&app, &format!("/games/{id}?at={q}")).await;
        assert_eq!(status, want, "?at={q}");
        assert!(html.contains("<!doctype html>"));
        let (status, _) = get(&app, &format!("/play/{token}?at={q}")).await;
        assert_eq!(status, want, "seat ?at={q}");
    }
    let (_, html) = get(&app, &format!("/games/{id}?at=151")).await;
    assert!(html.contains("No such move"));
}

#[tokio::test]
async fn before_the_end_no_history_or_past_board_shows_another_seats_secret() {
    let app = TestApp::spawn().await;
    let events = simulated(5);
    let all = twins(&events);
    let stride = (all.len() / 4).max(1);
    let mut checked = 0;
    for (a, b, viewer, owner) in all.into_iter().step_by(stride) {
        let last = a.len();
        let (ga, gb) = (seed_game(&app, &a).await, seed_game(&app, &b).await);
        let seat = |g: &TestGame, s: Seat| format!("/play/{}", g.tokens[s.index()]);
        for (pa, pb) in [
            (
                format!("{}/history", seat(&ga, viewer)),
                format!("{}/history", seat(&gb, viewer)),
            ),
            (
                format!("/games/{}/history", ga.id),
                format!("/games/{}/history", gb.id),
            ),
        ] {
            let (sa, ha) = get(&app, &pa).await;
            let (sb, hb) = get(&app, &pb).await;
            assert_eq!((sa, sb), (200, 200));
            assert_eq!(
                normalized(&ha, &ga),
                normalized(&hb, &gb),
                "{pa} shows a secret"
            );
        }
        for (pa, pb) in [
            (
                format!("{}?at={last}", seat(&ga, viewer)),
                format!("{}?at={last}", seat(&gb, viewer)),
            ),
            (
                format!("/games/{}?at={last}", ga.id),
                format!("/games/{}?at={last}", gb.id),
            ),
        ] {
            let (_, ha) = get(&app, &pa).await;
            let (_, hb) = get(&app, &pb).await;
            assert!(ha.contains(&format!("move {last} of {last}")));
            assert_eq!(normalized(&ha, &ga), normalized(&hb, &gb), "{pa}");
        }
        // The seat that holds the secret does see it in its own history.
        let (_, ha) = get(&app, &format!("{}/history", seat(&ga, owner))).await;
        let (_, hb) = get(&app, &format!("{}/history", seat(&gb, owner))).await;
        assert_ne!(normalized(&ha, &ga), normalized(&hb, &gb));
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} twin histories were compared");
}

#[tokio::test]
async fn after_the_end_the_history_reveals_every_secret_and_the_seed() {
    let app = TestApp::spawn().await;
    let events = simulated(5);
    let bought = events
        .iter()
        .filter(|e| matches!(e, Event::DevelopmentCardBought { .. }))
        .count();
    let stolen = events
        .iter()
        .filter(|e| matches!(e, Event::CardStolen { .. }))
        .count();
    assert!(bought > 0 && stolen > 0, "the game has secrets to reveal");
    let game = seed_game(&app, &events).await;
    let pages = events.len().div_ceil(200);
    let mut html = String::new();
    for page in 1..=pages {
        let (status, h) = get(&app, &format!("/games/{}/history?page={page}", game.id)).await;
        assert_eq!(status, 200);
        html.push_str(&h);
    }
    assert!(html.contains("nothing is hidden any more"));
    assert_eq!(html.matches("bought a development card: ").count(), bought);
    assert_eq!(html.matches(" stole 1 ").count(), stolen);
    assert!(!html.contains("stole a card from"));
    // The game pages show the seed next to the commitment.
    let seed = "07".repeat(32);
    let (_, page) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(page.contains(&seed), "the seed is revealed");
    // A board in the past shows every hand.
    let (_, page) = get(&app, &format!("/games/{}?at=100", game.id)).await;
    assert!(page.contains("Hands at this move"));
}

#[tokio::test]
async fn the_seed_commitment_shows_on_every_game_page_and_the_seed_stays_secret() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let api: serde_json::Value = app
        .client
        .get(format!("{}/api/games/{}", app.address, game.id))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let commitment = api["seed_commitment"].as_str().unwrap();
    assert_eq!(commitment.len(), 64);
    for path in [
        format!("/games/{}", game.id),
        format!("/play/{}", game.tokens[0]),
        host_path(&app, &game),
    ] {
        let (_, html) = get(&app, &path).await;
        assert!(html.contains(commitment), "{path} shows the commitment");
        assert!(html.contains("this fingerprint proves it"), "{path}");
        assert!(!html.contains("here is the seed"), "{path}");
    }
}

/// The host proposes a rewind to just after `to` through the host page's form.
async fn propose(app: &TestApp, game: &TestGame, to: u64) {
    let host = host_path(app, game);
    let (_, html) = get(app, &host).await;
    assert!(html.contains("Propose the rewind"));
    assert!(html.contains("Every player gets an email and must agree"));
    let form = [
        ("version", version_in(&html).to_string()),
        ("to", to.to_string()),
        ("reason", "Bert misclicked".to_owned()),
    ];
    let (status, location, _) = post(app, &format!("{host}/rewind"), &form).await;
    assert_eq!(status, 303);
    assert!(location.ends_with("?rewind=proposed"), "{location}");
    let (_, html) = get(app, &location).await;
    assert!(html.contains("Your rewind is proposed"));
    assert!(html.contains("Agreed so far: nobody yet"));
}

/// A seat answers through its page's Agree / Refuse form.
async fn answer(app: &TestApp, token: &str, agree: bool) -> String {
    let (_, html) = get(app, &format!("/play/{token}")).await;
    assert!(html.contains("The host proposes a rewind"));
    assert!(html.contains("Bert misclicked"));
    let form = [
        ("version", version_in(&html).to_string()),
        ("answer", if agree { "agree" } else { "refuse" }.to_owned()),
    ];
    let (status, location, _) = post(app, &format!("/play/{token}/rewind"), &form).await;
    assert_eq!(status, 303);
    assert_eq!(location, format!("/play/{token}"));
    html
}

#[tokio::test]
async fn after_a_rewind_the_seat_pages_latest_events_mark_the_undone_moves_in_words() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..8 {
        app.play_first_legal(&game).await;
    }
    propose(&app, &game, 4).await;
    for token in &game.tokens {
        answer(&app, token, true).await;
    }
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    let list = &html[html.find("id=\"events-h\"").expect("latest events")..];
    for seq in 5..=9 {
        assert!(
            list.contains(&format!(
                "<li value=\"{seq}\" class=\"undone\"><a class=\"seq\""
            )),
            "move {seq} is marked undone: {list}"
        );
    }
    for seq in 1..=4 {
        assert!(list.contains(&format!("<li value=\"{seq}\"><a class=\"seq\"")));
    }
    assert!(
        list.contains("<span class=\"tag tag-undone\">undone</span> <del>"),
        "marked in words, not colour alone"
    );
}

#[tokio::test]
async fn a_rewind_agreed_on_every_seat_page_marks_the_undone_moves_in_the_history() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..8 {
        app.play_first_legal(&game).await;
    }
    let to = 4;
    propose(&app, &game, to).await;
    let asked: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE kind = 'rewind_proposed'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(asked, 3, "every seat is asked by email");
    let before = answer(&app, &game.tokens[0], true).await;
    assert!(before.contains(&format!("href=\"/play/{}?at={to}\"", game.tokens[0])));
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    assert!(html.contains("You agreed."));
    // The same answer again is stale: the fresh page, 409, nothing changed.
    let events = app.event_count(game.id).await;
    let form = [
        ("version", version_in(&before).to_string()),
        ("answer", "agree".to_owned()),
    ];
    let (status, _, html) = post(&app, &format!("/play/{}/rewind", game.tokens[1]), &form).await;
    assert_eq!(status, 409);
    assert!(html.contains("The game moved on"));
    assert_eq!(app.event_count(game.id).await, events);
    answer(&app, &game.tokens[1], true).await;
    answer(&app, &game.tokens[2], true).await;

    let (_, html) = get(&app, &format!("/games/{}/history", game.id)).await;
    for seq in 5..=9 {
        assert!(
            html.contains(&format!("<li id=\"e-{seq}\" class=\"undone\">")),
            "move {seq} is marked undone"
        );
    }
    for seq in 1..=4 {
        assert!(html.contains(&format!("<li id=\"e-{seq}\" class=\"\">")));
    }
    assert!(
        html.contains(">undone</span>"),
        "marked in words, not colour alone"
    );
    assert!(html.contains("The game was rewound to just after move 4"));
    assert!(html.contains("agreed to the rewind"));
    let (_, html) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    assert!(
        !html.contains("The host proposes a rewind"),
        "the proposal is closed"
    );
    // The board at an undone move still shows, marked.
    let (_, html) = get(&app, &format!("/games/{}?at=6", game.id)).await;
    assert!(html.contains("a rewind later undid this move"));
}

#[tokio::test]
async fn a_refusal_on_a_seat_page_closes_the_proposal_and_undoes_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    for _ in 0..6 {
        app.play_first_legal(&game).await;
    }
    propose(&app, &game, 3).await;
    answer(&app, &game.tokens[0], true).await;
    answer(&app, &game.tokens[1], false).await;
    let (_, html) = get(&app, &format!("/games/{}/history", game.id)).await;
    assert!(html.contains("Bert refused the rewind"));
    assert!(!html.contains("class=\"undone\""));
    for token in &game.tokens {
        let (_, html) = get(&app, &format!("/play/{token}")).await;
        assert!(!html.contains("The host proposes a rewind"));
    }
    let (_, html) = get(&app, &host_path(&app, &game)).await;
    assert!(
        html.contains("Propose the rewind"),
        "the host may propose again"
    );
    // A refused proposal (a move that does not exist) is a 422 on the host page.
    let form = [
        ("version", version_in(&html).to_string()),
        ("to", "999".to_owned()),
        ("reason", "why not".to_owned()),
    ];
    let (status, _, html) = post(&app, &format!("{}/rewind", host_path(&app, &game)), &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("Not done:"));
}

#[tokio::test]
async fn a_host_who_rewinds_alone_rewinds_at_once_from_the_host_page() {
    let app = TestApp::spawn().await;
    let form = [
        ("board", "beginner".to_owned()),
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
        ("host_rewinds_alone", "on".to_owned()),
    ];
    let (status, location, _) = post(&app, "/games", &form).await;
    assert_eq!(status, 303);
    let host = location.split('?').next().unwrap().to_owned();
    let (_, html) = get(&app, &host).await;
    // Nothing to rewind to yet: the form appears once there are moves.
    assert!(html.contains("Nothing has been played yet"));
    let id = html
        .split("/games/")
        .nth(1)
        .map(|s| s[..36].to_owned())
        .unwrap();
    let game = TestGame {
        id: id.parse().unwrap(),
        host_url: format!("{}{host}", app.address),
        tokens: Vec::new(),
    };
    let links = slowcatan::game::links::Links::new(
        app.db.store.clone(),
        app.key.clone(),
        app.address.clone(),
    );
    let mut tokens = Vec::new();
    for seat in 0..3 {
        let link = links.seat_link(game.id, seat).await.unwrap().unwrap();
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    let game = TestGame { tokens, ..game };
    for _ in 0..5 {
        app.play_first_legal(&game).await;
    }
    let (_, html) = get(&app, &host).await;
    assert!(html.contains("you rewind alone"));
    assert!(html.contains("Rewind now"));
    let form = [
        ("version", version_in(&html).to_string()),
        ("to", "2".to_owned()),
        ("reason", "wrong corner".to_owned()),
    ];
    let (status, location, _) = post(&app, &format!("{host}/rewind"), &form).await;
    assert_eq!(status, 303);
    assert!(location.ends_with("?rewind=done"), "{location}");
    let (_, html) = get(&app, &format!("/games/{}/history", game.id)).await;
    for seq in 3..=6 {
        assert!(html.contains(&format!("<li id=\"e-{seq}\" class=\"undone\">")));
    }
}

#[tokio::test]
async fn latest_events_history_and_boards_in_the_past_share_one_move_numbering() {
    let app = TestApp::spawn().await;
    let events = simulated(3);
    let game = seed_game(&app, &events[..150]).await;
    let (_, history) = get(&app, &format!("/games/{}/history", game.id)).await;
    assert!(
        history.contains(r#"id="e-150""#),
        "the history's last move is 150"
    );

    // The public page: the newest event is move 150, linking to its board,
    // the oldest of the twelve is move 139.
    let (status, public) = get(&app, &format!("/games/{}", game.id)).await;
    assert_eq!(status, 200);
    let board = |base: &str, seq: u64| {
        format!(r#"href="{base}?at={seq}" aria-label="Board after move {seq}">#{seq}</a>"#)
    };
    let public_base = format!("/games/{}", game.id);
    assert!(public.contains(&board(&public_base, 150)), "{public}");
    assert!(public.contains(&board(&public_base, 139)));
    assert!(!public.contains(&board(&public_base, 138)));
    assert!(!public.contains("reversed"), "no count of the list's own");

    // A seat's page links to the seat's own boards, by the same numbers.
    let seat_base = format!("/play/{}", game.tokens[0]);
    let (_, seat) = get(&app, &seat_base).await;
    assert!(seat.contains(&board(&seat_base, 150)));

    // A board in the past lists the moves up to it, by the same numbers.
    let (_, past) = get(&app, &format!("{public_base}?at=100")).await;
    assert!(past.contains("You are looking at move 100 of 150"));
    assert!(past.contains(&board(&public_base, 100)));
    assert!(!past.contains(&board(&public_base, 101)));
}
