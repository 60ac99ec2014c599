//! Game creation is not a mail relay (issue 15, section 3): addresses and
//! names are checked at creation, the host confirms before anyone else is
//! emailed, creation and resending are rate limited, cross-site form posts
//! are refused, open offers per seat are capped and offer emails bundled,
//! as are the answers to a player's offers.

#![expect(
    clippy::unwrap_used,
    reason = "test helpers: a failed unwrap is a failed test"
)]

use crate::app::{TestApp, TestGame};
use crate::pages::{get, post};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::mail::worker::drain_once;
use slowcatan::mail::{Mailer, SentMail, Transport};
use uuid::Uuid;

/// Sends everything due in the outbox through a memory mailer, as the mail
/// worker would; returns the messages.
async fn send_outbox(app: &TestApp) -> Vec<SentMail> {
    let (transport, mailbox) = Transport::memory();
    let mailer = Mailer::new(transport, "Slow Catan <catan@example.org>").unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    while drain_once(&app.db.store, &mailer, &links, 50)
        .await
        .unwrap()
        > 0
    {}
    mailbox.messages()
}

/// A message's text with quoted-printable soft breaks and `=3D` undone.
fn text_of(mail: &SentMail) -> String {
    mail.raw.replace("=\r\n", "").replace("=3D", "=")
}

/// The host token in the host confirmation email.
fn host_token_in(mail: &SentMail, address: &str) -> String {
    let text = text_of(mail);
    let at = text
        .find(&format!("{address}/host/"))
        .expect("the email carries the host link");
    text[at + address.len() + 6..][..43].to_owned()
}

async fn outbox_kinds(app: &TestApp) -> Vec<(String, String)> {
    app.db
        .client()
        .await
        .query("SELECT kind, recipient FROM outbox ORDER BY id", &[])
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect()
}

/// The seat tokens of a game, from their sealed copies.
async fn seat_tokens(app: &TestApp, game: Uuid) -> Vec<String> {
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut tokens = Vec::new();
    for seat in 0..3 {
        let link = links.seat_link(game, seat).await.unwrap().unwrap();
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    tokens
}

fn three() -> Value {
    players(&[
        ("Anna", "anna@example.org"),
        ("Bert", "bert@example.org"),
        ("Cleo", "cleo@example.org"),
    ])
}

/// How many games the app's database holds.
pub(crate) async fn games(app: &TestApp) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0)
}

fn players(list: &[(&str, &str)]) -> Value {
    json!({
        "ruleset": "classic",
        "players": list
            .iter()
            .map(|(name, email)| json!({"name": name, "email": email}))
            .collect::<Vec<_>>(),
    })
}

#[tokio::test]
async fn duplicate_addresses_and_disguised_names_are_refused_and_create_nothing() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "ANNA@example.org"),
            ]),
            "each seat needs its own",
        ),
        (
            players(&[
                ("Anna\u{202E}moc.evil", "anna@example.org"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "text-direction",
        ),
        (
            players(&[
                ("Anna", "anna@example.org"),
                ("Bert\r\nBcc: x@example.org", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "control character",
        ),
        (
            players(&[
                ("Anna", "Anna <anna@example.org>"),
                ("Bert", "bert@example.org"),
                ("Cleo", "cleo@example.org"),
            ]),
            "is not an email address",
        ),
    ];
    for (body, message) in cases {
        let resp = app.post_game(&body).await;
        assert_eq!(resp.status(), 422, "{body}");
        let err: Value = resp.json().await.unwrap();
        assert!(
            err["error"].as_str().unwrap().contains(message),
            "{body}: {err}"
        );
    }
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "anna@example.org".to_owned()),
        ("name3", "Cleo\u{2067}".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, _, html) = post(&app, "/games", &form).await;
    assert_eq!(status, 422);
    assert!(html.contains("Not done"), "{html}");
    assert_eq!(games(&app).await, 0);
}

/// A created game played (first legal commands) into someone's main phase:
/// (the game, the seat whose turn it is, a resource it holds).
pub async fn into_main_phase(app: &TestApp) -> (TestGame, usize, &'static str) {
    into_main_phase_of(app, 3).await
}

/// [`into_main_phase`] with `players` players.
async fn into_main_phase_of(app: &TestApp, players: usize) -> (TestGame, usize, &'static str) {
    let game = app.create_game(players).await;
    let mut p = app.play(&game.tokens[0]).await;
    for _ in 0..40 {
        if p["phase"]["type"] == "Main" {
            break;
        }
        app.play_first_legal(&game).await;
        p = app.play(&game.tokens[0]).await;
    }
    assert_eq!(p["phase"]["type"], "Main");
    let me = p["phase"]["seat"].as_u64().unwrap() as usize;
    let mine = app.play(&game.tokens[me]).await;
    let hand = &mine["view"]["private"][0]["hand"];
    let give = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .find(|r| hand[*r].as_u64().unwrap() > 0)
        .expect("a card to offer");
    (game, me, give)
}

/// An offer of one `give` for one `want` to `to`, as a JSON command.
pub fn offer(give: &str, want: &str, to: usize) -> Value {
    json!({
        "type": "OfferTrade",
        "give": {give: 1},
        "want": {want: 1},
        "to": [to],
    })
}

#[tokio::test]
async fn a_fourth_open_offer_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let (game, me, give) = into_main_phase(&app).await;
    let token = &game.tokens[me];
    let to = (me + 1) % 3;
    let wants = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .filter(|w| *w != give)
        .collect::<Vec<_>>();
    for want in &wants[..3] {
        let version = app.play(token).await["version"].as_u64().unwrap();
        let resp = app.command(token, version, &offer(give, want, to)).await;
        assert_eq!(resp.status(), 200, "{}", resp.text().await.unwrap());
    }
    let events = app.event_count(game.id).await;
    let version = app.play(token).await["version"].as_u64().unwrap();
    let resp = app
        .command(token, version, &offer(give, wants[3], to))
        .await;
    assert_eq!(resp.status(), 422);
    let err: Value = resp.json().await.unwrap();
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .contains("you already have 3 open offers"),
        "{err}"
    );
    assert_eq!(app.event_count(game.id).await, events);
}

#[tokio::test]
async fn only_the_host_is_emailed_until_they_start_the_game_from_that_email() {
    let app = TestApp::spawn_confirming().await;
    let resp = app.post_game(&three()).await;
    assert_eq!(resp.status(), 202);
    let body: Value = resp.json().await.unwrap();
    assert!(
        body.get("host_url").is_none(),
        "the creator never sees the host link"
    );
    assert_eq!(body["awaiting_host"], true);
    let game: Uuid = body["game_id"].as_str().unwrap().parse().unwrap();

    // One email, to the host, carrying the host link.
    assert_eq!(
        outbox_kinds(&app).await,
        [(
            "host_confirmation".to_owned(),
            "anna@example.org".to_owned()
        )]
    );
    let sent = send_outbox(&app).await;
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, ["anna@example.org"]);
    let host = host_token_in(&sent[0], &app.address);

    // Until then nothing plays, nothing shows and nothing is resent.
    let tokens = seat_tokens(&app, game).await;
    assert_eq!(
        app.get(&format!("/api/play/{}", tokens[0])).await.status(),
        403
    );
    assert_eq!(
        app.command(&tokens[0], 1, &json!({"type": "EndTurn"}))
            .await
            .status(),
        403
    );
    assert_eq!(app.get(&format!("/api/games/{game}")).await.status(), 403);
    let (status, html) = get(&app, &format!("/games/{game}")).await;
    assert_eq!(status, 403);
    assert!(html.contains("waits for its host"));
    let (status, _, _) = post(
        &app,
        &format!("/host/{host}/resend"),
        &[("seat", "1".to_owned())],
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(outbox_kinds(&app).await.len(), 1);

    // The host link shows the players and the button.
    let (status, html) = get(&app, &format!("/host/{host}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Start the game"));
    assert!(html.contains("cleo@example.org"));

    // The click: the invitations go out, once.
    let (status, location, _) = post(&app, &format!("/host/{host}/start"), &[]).await;
    assert_eq!(status, 303);
    assert_eq!(location, format!("/host/{host}?created=1"));
    let (status, location, _) = post(&app, &format!("/host/{host}/start"), &[]).await;
    assert_eq!((status, location), (303, format!("/host/{host}")));
    let sent = send_outbox(&app).await;
    let mut invited: Vec<String> = sent.iter().map(|m| m.to[0].clone()).collect();
    invited.sort();
    assert_eq!(
        invited,
        ["anna@example.org", "bert@example.org", "cleo@example.org"]
    );
    assert!(sent.iter().all(|m| text_of(m).contains("/play/")));
    assert_eq!(
        app.get(&format!("/api/play/{}", tokens[1])).await.status(),
        200
    );
    let (status, html) = get(&app, &format!("/host/{host}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Resend Bert"));
}

#[tokio::test]
async fn the_home_form_emails_only_the_host_and_says_so() {
    let app = TestApp::spawn_confirming().await;
    let (status, html) = get(&app, "/").await;
    assert_eq!(status, 200);
    assert!(html.contains("Set up the game and email the host"));
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, location, _) = post(&app, "/games", &form).await;
    assert_eq!((status, location.as_str()), (303, "/?created=1"));
    let (_, html) = get(&app, &location).await;
    assert!(html.contains("waits for its host"));
    assert_eq!(
        outbox_kinds(&app).await,
        [(
            "host_confirmation".to_owned(),
            "anna@example.org".to_owned()
        )]
    );
}

#[tokio::test]
async fn an_unstarted_game_expires_after_a_day() {
    let app = TestApp::spawn_confirming().await;
    for (age, starts) in [("23 hours", true), ("25 hours", false)] {
        let body: Value = app.post_game(&three()).await.json().await.unwrap();
        let game: Uuid = body["game_id"].as_str().unwrap().parse().unwrap();
        let sent = send_outbox(&app).await;
        let host = host_token_in(sent.last().unwrap(), &app.address);
        app.db
            .client()
            .await
            .execute(
                &format!(
                    "UPDATE games SET awaiting_host_since = now() - interval '{age}' WHERE id = $1"
                ),
                &[&game],
            )
            .await
            .unwrap();
        let (status, location, html) = post(&app, &format!("/host/{host}/start"), &[]).await;
        if starts {
            assert_eq!(status, 303, "{age}: {html}");
            assert!(location.ends_with("?created=1"));
            assert_eq!(send_outbox(&app).await.len(), 3);
            continue;
        }
        assert_eq!(status, 410, "{age}");
        assert!(html.contains("expired"));
        let (status, html) = get(&app, &format!("/host/{host}")).await;
        assert_eq!(status, 410);
        assert!(html.contains("not started within a day"));
        assert_eq!(app.get(&format!("/api/games/{game}")).await.status(), 410);
        assert!(send_outbox(&app).await.is_empty(), "nobody is invited");
    }
}

#[tokio::test]
async fn creating_games_past_the_limit_answers_429_with_retry_after() {
    let app = TestApp::spawn().await;
    let body = |i: usize| {
        players(&[
            ("Anna", &format!("anna{i}@example.org")),
            ("Bert", "bert@example.org"),
            ("Cleo", "cleo@example.org"),
        ])
    };
    // The default: 5 games at once from one address, far under 30 in 5 s.
    for i in 0..5 {
        assert_eq!(app.post_game(&body(i)).await.status(), 201, "game {i}");
    }
    let resp = app.post_game(&body(5)).await;
    assert_eq!(resp.status(), 429);
    let wait: u64 = resp.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=120).contains(&wait), "Retry-After: {wait}");
    let err: Value = resp.json().await.unwrap();
    assert!(err["error"].as_str().unwrap().contains("too many requests"));
    // The home form shares the limit, and answers a page.
    let form = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let resp = crate::pages::no_redirects()
        .post(format!("{}/games", app.address))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 429);
    assert!(resp.headers().contains_key("retry-after"));
    assert!(resp.text().await.unwrap().contains("try again in"));
    assert_eq!(games(&app).await, 5);
}

#[tokio::test]
async fn resending_invitations_past_the_limit_answers_429_and_queues_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let host = game.host_url.trim_start_matches(&app.address).to_owned();
    let path = format!("{host}/resend");
    let form = [("seat", "1".to_owned())];
    for i in 0..10 {
        assert_eq!(post(&app, &path, &form).await.0, 303, "resend {i}");
    }
    let (status, _, html) = post(&app, &path, &form).await;
    assert_eq!(status, 429);
    assert!(html.contains("Too many at once"));
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
    assert_eq!(queued, 11, "the first invitation and ten resent");
}

/// `POST path` with a form and extra headers, as (status, body).
async fn post_from(
    app: &TestApp,
    path: &str,
    form: &[(&str, String)],
    headers: &[(&str, &str)],
) -> (u16, String) {
    let mut request = crate::pages::no_redirects()
        .post(format!("{}{path}", app.address))
        .form(form);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let resp = request.send().await.unwrap();
    (resp.status().as_u16(), resp.text().await.unwrap())
}

async fn outbox_rows(app: &TestApp) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM outbox", &[])
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn cross_site_form_posts_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let games_before = games(&app).await;
    let mail_before = outbox_rows(&app).await;
    let events_before = app.event_count(game.id).await;
    let evil = [("origin", "https://evil.example")];
    let fetched = [("sec-fetch-site", "cross-site")];
    let referred = [("referer", "https://evil.example/page")];

    let new_game = [
        ("name1", "Anna".to_owned()),
        ("email1", "anna@example.org".to_owned()),
        ("name2", "Bert".to_owned()),
        ("email2", "bert@example.org".to_owned()),
        ("name3", "Cleo".to_owned()),
        ("email3", "cleo@example.org".to_owned()),
    ];
    let (status, html) = post_from(&app, "/games", &new_game, &evil).await;
    assert_eq!(status, 403);
    assert!(html.contains("sent from another website"));

    let p = app.play(&game.tokens[0]).await;
    let seat = p["view"]["awaiting"][0].as_u64().unwrap() as usize;
    let p = app.play(&game.tokens[seat]).await;
    let node = p["legal"][0]["node"].to_string();
    let place = [
        ("version", p["version"].to_string()),
        ("act", "settlement".to_owned()),
        ("node", node),
    ];
    let play = format!("/play/{}", game.tokens[seat]);
    assert_eq!(post_from(&app, &play, &place, &fetched).await.0, 403);
    let host = game.host_url.trim_start_matches(&app.address).to_owned();
    let resend = [("seat", "1".to_owned())];
    assert_eq!(
        post_from(&app, &format!("{host}/resend"), &resend, &referred)
            .await
            .0,
        403
    );
    let resp = app
        .client
        .post(format!("{}/api/games", app.address))
        .header("origin", "https://evil.example")
        .json(&three())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 403);
    assert!(resp.json::<Value>().await.unwrap()["error"]
        .as_str()
        .is_some());

    assert_eq!(games(&app).await, games_before);
    assert_eq!(outbox_rows(&app).await, mail_before);
    assert_eq!(app.event_count(game.id).await, events_before);

    // The same form from the site's own page goes through.
    let ours = [
        ("origin", app.address.as_str()),
        ("sec-fetch-site", "same-origin"),
    ];
    assert_eq!(post_from(&app, &play, &place, &ours).await.0, 303);
    assert_eq!(app.event_count(game.id).await, events_before + 1);
}

#[tokio::test]
async fn offer_emails_to_one_player_are_bundled() {
    let app = TestApp::spawn().await;
    let (game, me, give) = into_main_phase(&app).await;
    send_outbox(&app).await;
    let to = (me + 1) % 3;
    let address = format!("{}@example.org", ["anna", "bert", "cleo"][to]);
    let token = &game.tokens[me];
    let wants: Vec<&str> = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .filter(|w| *w != give)
        .collect();
    let offer_now = |want: &'static str| {
        let app = &app;
        async move {
            let version = app.play(token).await["version"].as_u64().unwrap();
            let resp = app.command(token, version, &offer(give, want, to)).await;
            assert_eq!(resp.status(), 200);
        }
    };
    let offer_mails = |sent: &[SentMail]| -> Vec<String> {
        sent.iter()
            .filter(|m| m.to == [address.clone()] && m.raw.contains("offers you a trade"))
            .map(text_of)
            .collect()
    };

    // Three offers at once: one email, counting all three.
    for want in &wants[..3] {
        offer_now(want).await;
    }
    let mails = offer_mails(&send_outbox(&app).await);
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].contains("3 offers wait for your answer in all"),
        "{}",
        mails[0]
    );

    // Another offer soon after: held back, not lost.
    let version = app.play(token).await["version"].as_u64().unwrap();
    let withdraw = json!({"type": "WithdrawOffer", "offer": 1});
    assert_eq!(app.command(token, version, &withdraw).await.status(), 200);
    offer_now(wants[3]).await;
    assert!(offer_mails(&send_outbox(&app).await).is_empty());

    // Once the window has passed (by the database clock), it goes out.
    app.db
        .client()
        .await
        .execute(
            "UPDATE outbox SET sent_at = sent_at - interval '11 minutes', \
                    send_after = send_after - interval '11 minutes'",
            &[],
        )
        .await
        .unwrap();
    let mails = offer_mails(&send_outbox(&app).await);
    assert_eq!(mails.len(), 1);
    assert!(mails[0].contains("3 offers wait for your answer in all"));
}

/// Plays the seat's legal command of type `kind` (answering an offer).
async fn answer(app: &TestApp, token: &str, kind: &str) {
    let p = app.play(token).await;
    let command = p["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == kind)
        .unwrap_or_else(|| panic!("{kind} is legal: {}", p["legal"]))
        .clone();
    let version = p["version"].as_u64().unwrap();
    let resp = app.command(token, version, &command).await;
    assert_eq!(resp.status(), 200, "{}", resp.text().await.unwrap());
}

/// Moves the outbox's unsent rows `minutes` into the past, as if they had
/// waited that long.
async fn age_unsent_mail(app: &TestApp, minutes: i32) {
    app.db
        .client()
        .await
        .execute(
            "UPDATE outbox SET created_at = created_at - make_interval(mins => $1), \
                    send_after = send_after - make_interval(mins => $1) \
             WHERE sent_at IS NULL",
            &[&minutes],
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn answers_to_an_offer_within_two_minutes_go_to_the_offering_player_in_one_email() {
    let app = TestApp::spawn().await;
    let (game, me, give) = into_main_phase_of(&app, 4).await;
    send_outbox(&app).await;
    let names = ["Anna", "Bert", "Cleo", "Dan"];
    let address = |seat: usize| format!("{}@example.org", names[seat].to_lowercase());
    let others: Vec<usize> = (0..4).filter(|s| *s != me).collect();
    // A card someone else holds, so that one of them can accept.
    let mut accepting = None;
    for want in ["brick", "lumber", "wool", "grain", "ore"] {
        if want == give {
            continue;
        }
        for seat in &others {
            let hand = &app.play(&game.tokens[*seat]).await["view"]["private"][0]["hand"];
            if accepting.is_none() && hand[want].as_u64().unwrap() > 0 {
                accepting = Some((*seat, want));
            }
        }
    }
    let (accepter, want) = accepting.expect("another seat holds a card I do not offer");
    let token = &game.tokens[me];
    let version = app.play(token).await["version"].as_u64().unwrap();
    let to_all = json!({
        "type": "OfferTrade", "give": {give: 1}, "want": {want: 1}, "to": others,
    });
    assert_eq!(app.command(token, version, &to_all).await.status(), 200);
    let mut said = Vec::new();
    for seat in &others {
        let (kind, words) = if *seat == accepter {
            ("AcceptOffer", "accepted")
        } else {
            ("RejectOffer", "refused")
        };
        answer(&app, &game.tokens[*seat], kind).await;
        said.push(format!("{} {words}", names[*seat]));
    }
    let answered = |sent: &[SentMail]| -> Vec<(Vec<String>, String)> {
        sent.iter()
            .filter(|m| text_of(m).contains("your offer of"))
            .map(|m| (m.to.clone(), text_of(m)))
            .collect()
    };

    // Three answers in a second: nothing yet, all three held.
    assert!(answered(&send_outbox(&app).await).is_empty());
    // Two minutes on (by the rows' own times), one email names all three;
    // an answer written since, after the window, is held for its own.
    age_unsent_mail(&app, 2).await;
    let later = others[0];
    let other_want = ["brick", "lumber", "wool", "grain", "ore"]
        .into_iter()
        .find(|w| *w != give && *w != want)
        .unwrap();
    let version = app.play(token).await["version"].as_u64().unwrap();
    let resp = app
        .command(token, version, &offer(give, other_want, later))
        .await;
    assert_eq!(resp.status(), 200);
    answer(&app, &game.tokens[later], "RejectOffer").await;
    let mails = answered(&send_outbox(&app).await);
    assert_eq!(mails.len(), 1, "{mails:?}");
    let (to, text) = &mails[0];
    assert_eq!(
        to,
        &[address(me)],
        "only the offering player hears the answers"
    );
    let sentence = format!(
        "{}, {} and {} your offer of 1 {give} for 1 {want}.",
        said[0], said[1], said[2]
    );
    assert!(text.contains(&sentence), "{sentence} in {text}");
    let others_named = others
        .iter()
        .map(|s| names[*s].to_owned())
        .collect::<Vec<_>>();
    let subject = format!(
        "Subject: Catan with {}, {} and {}: {}, {} and {} answered your offer",
        names[others[0]],
        names[others[1]],
        names[others[2]],
        others_named[0],
        others_named[1],
        others_named[2]
    );
    let unfolded = text.replace("\r\n ", " ");
    assert!(unfolded.contains(&subject), "{subject} in {text}");
    assert!(
        !text.contains(&format!("your offer of 1 {give} for 1 {other_want}")),
        "the later answer is not in it: {text}"
    );

    // The later answer goes alone once its own two minutes have passed.
    assert!(answered(&send_outbox(&app).await).is_empty());
    age_unsent_mail(&app, 2).await;
    let mails = answered(&send_outbox(&app).await);
    assert_eq!(mails.len(), 1, "{mails:?}");
    let (to, text) = &mails[0];
    assert_eq!(to, &[address(me)]);
    assert!(
        text.contains(&format!(
            "{} refused your offer of 1 {give} for 1 {other_want}.",
            names[later]
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("{} refused your offer\r\n", names[later])),
        "the subject tells the one answer: {text}"
    );
    assert!(!text.contains("answered your offer"), "{text}");
    let unsent: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND kind = 'offer_answered'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(unsent, 0, "every answer went out once");
    let rows: i64 = app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE kind = 'offer_answered'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(rows, 2, "the bundled rows became one");
}
