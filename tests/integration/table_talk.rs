//! Table talk (issue 14): messages show on the seat and spectator pages,
//! escaped; empty, over-long and flooding ones are refused and stored
//! nowhere; a rewind keeps them; exports carry them and imports restore
//! them; emails carry them in the next email a seat gets anyway, or in a
//! digest after hours of quiet, never one email per message.

use crate::app::{TestApp, TestGame};
use crate::pages::{get, post};
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::game::GameService;
use slowcatan::history::export;
use slowcatan::mail::worker::drain_once;
use slowcatan::mail::{Mailer, MemoryMailbox, SentMail, Transport};
use slowcatan::rules::Viewer;
use uuid::Uuid;

async fn say(app: &TestApp, token: &str, body: &str) -> (u16, String, String) {
    post(
        app,
        &format!("/play/{token}/talk"),
        &[("body", body.to_owned())],
    )
    .await
}

async fn stored(app: &TestApp, game: Uuid) -> i64 {
    app.db
        .client()
        .await
        .query_one("SELECT count(*) FROM table_talk WHERE game = $1", &[&game])
        .await
        .unwrap()
        .get(0)
}

/// Moves the table talk of every game `hours` into the past (the clock
/// the flood limit and the digests read is the database's).
async fn age_talk(app: &TestApp, minutes: i32) {
    app.db
        .client()
        .await
        .execute(
            "UPDATE table_talk SET created_at = created_at - make_interval(mins => $1)",
            &[&minutes],
        )
        .await
        .unwrap();
}

/// A memory mailer and the links the worker fills in.
fn mailer(app: &TestApp) -> (Mailer, MemoryMailbox, Links) {
    let (transport, mailbox) = Transport::memory();
    let mailer = Mailer::new(transport, "Slow Catan <catan@example.org>").unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    (mailer, mailbox, links)
}

/// Sends everything due, as the worker would.
async fn drain(app: &TestApp, mailer: &Mailer, links: &Links) {
    while drain_once(&app.db.store, mailer, links, 50).await.unwrap() > 0 {}
}

/// A message's text with quoted-printable soft breaks and escapes undone.
fn text_of(mail: &SentMail) -> String {
    mail.raw
        .replace("=\r\n", "")
        .replace("=3D", "=")
        .replace("=20", " ")
}

fn to(mail: &SentMail) -> &str {
    mail.to.first().map_or("", String::as_str)
}

#[tokio::test]
async fn messages_show_on_seat_and_spectator_pages_newest_last_with_names_and_times() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;

    let (status, location, _) = say(&app, &game.tokens[1], "Anyone for wood?").await;
    assert_eq!(status, 303);
    assert!(location.starts_with(&format!("/play/{}", game.tokens[1])));
    assert_eq!(say(&app, &game.tokens[0], "Me, for a brick.").await.0, 303);

    let (status, seat_page) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    assert_eq!(status, 200);
    let (status, public_page) = get(&app, &format!("/games/{}", game.id)).await;
    assert_eq!(status, 200);
    for page in [&seat_page, &public_page] {
        assert!(page.contains("Table talk"));
        let bert = page.find("Anyone for wood?").expect("Bert's message");
        let anna = page.find("Me, for a brick.").expect("Anna's message");
        assert!(bert < anna, "newest last");
        let line = &page[page[..bert].rfind("<li>").unwrap()..bert];
        assert!(line.contains("<strong>Bert</strong>"), "{line}");
        assert!(line.contains("<time datetime=\""), "{line}");
        assert!(line.contains(" UTC</time>"), "{line}");
    }
    // A seat writes; the public only reads.
    assert!(seat_page.contains("<label for=\"talk-body\">"));
    assert!(seat_page.contains("<textarea id=\"talk-body\" name=\"body\""));
    assert!(seat_page.contains("up to 500 characters"));
    assert!(!public_page.contains("talk-body"));

    // The JSON API lists them too.
    let talk = app
        .get_json(&format!("/api/play/{}/messages", game.tokens[2]))
        .await;
    let bodies: Vec<&str> = talk
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap())
        .collect();
    assert_eq!(bodies, ["Anyone for wood?", "Me, for a brick."]);
    assert_eq!(talk[0]["name"], "Bert");
    assert_eq!(talk[0]["seat"], 1);
}

#[tokio::test]
async fn baden_wuerttemberg_pages_show_the_table_talk_too() {
    let app = TestApp::spawn().await;
    let game = app.create_game_of("baden-wuerttemberg", 3).await;
    assert_eq!(say(&app, &game.tokens[2], "Servus!").await.0, 303);
    let (_, seat_page) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    let (_, public_page) = get(&app, &format!("/games/{}", game.id)).await;
    assert!(seat_page.contains("Servus!") && seat_page.contains("talk-body"));
    assert!(public_page.contains("Servus!") && !public_page.contains("talk-body"));
}

#[tokio::test]
async fn a_script_in_a_message_comes_out_as_text() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let script = "<script>alert('hi')</script> & <b>bold</b>";
    assert_eq!(say(&app, &game.tokens[1], script).await.0, 303);
    for path in [
        format!("/play/{}", game.tokens[0]),
        format!("/games/{}", game.id),
    ] {
        let (_, page) = get(&app, &path).await;
        assert!(!page.contains("<script>alert"), "{path}");
        assert!(!page.contains("<b>bold"), "{path}");
        assert!(
            page.contains(
                "&#60;script&#62;alert(&#39;hi&#39;)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;"
            ),
            "{path}"
        );
    }
}

#[tokio::test]
async fn an_empty_or_over_long_message_is_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];

    let (status, _, page) = say(&app, token, "  \r\n ").await;
    assert_eq!(status, 422);
    assert!(page.contains("the message is empty"), "{page}");

    let long = "a".repeat(501);
    let (status, _, page) = say(&app, token, &long).await;
    assert_eq!(status, 422);
    assert!(page.contains("501 characters long; at most 500 fit"));
    assert!(
        page.contains(&format!(">{long}</textarea>")),
        "the typed message is kept"
    );

    let resp = app
        .client
        .post(format!("{}/api/play/{token}/messages", app.address))
        .json(&json!({"body": ""}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 422);
    let body: Value = resp.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("empty"));

    assert_eq!(stored(&app, game.id).await, 0);
    // Exactly 500 is fine.
    assert_eq!(say(&app, token, &"b".repeat(500)).await.0, 303);
    assert_eq!(stored(&app, game.id).await, 1);
}

#[tokio::test]
async fn a_line_or_paragraph_separator_is_refused_wherever_it_stands_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[0];

    // At the end the separator used to be trimmed away and the rest stored.
    for body in ["hello\u{2028}", "\u{2029}hello", "hel\u{2028}lo"] {
        let (status, _, page) = say(&app, token, body).await;
        assert_eq!(status, 422, "{body:?}: {page}");
        assert!(
            page.contains("the message holds a line or paragraph separator"),
            "{page}"
        );
        let resp = app
            .client
            .post(format!("{}/api/play/{token}/messages", app.address))
            .json(&json!({ "body": body }))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 422, "{body:?} over the API");
    }
    assert_eq!(stored(&app, game.id).await, 0);
}

#[tokio::test]
async fn a_flood_is_refused_until_the_clock_moves_on() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let token = &game.tokens[1];
    for i in 0..5 {
        assert_eq!(say(&app, token, &format!("message {i}")).await.0, 303);
    }
    let (status, _, page) = say(&app, token, "one too many").await;
    assert_eq!(status, 429);
    assert!(page.contains("5 messages within a minute"), "{page}");
    assert!(page.contains(">one too many</textarea>"));
    assert_eq!(stored(&app, game.id).await, 5);
    // The limit is per seat: another seat still writes.
    assert_eq!(say(&app, &game.tokens[0], "I may").await.0, 303);

    // Two minutes later the seat may write again.
    age_talk(&app, 2).await;
    assert_eq!(say(&app, token, "later").await.0, 303);

    // Thirty within the hour is the most.
    app.db
        .client()
        .await
        .execute(
            "INSERT INTO table_talk (game, seat, body, created_at) \
             SELECT $1, 1, 'old', now() - interval '30 minutes' FROM generate_series(1, 24)",
            &[&game.id],
        )
        .await
        .unwrap();
    let resp = app
        .client
        .post(format!("{}/api/play/{token}/messages", app.address))
        .json(&json!({"body": "and another"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 429);
    let body: Value = resp.json().await.unwrap();
    assert!(body["error"]
        .as_str()
        .unwrap()
        .contains("30 messages within an hour"));
    age_talk(&app, 61).await;
    assert_eq!(say(&app, token, "an hour later").await.0, 303);
}

#[tokio::test]
async fn a_rewind_never_removes_messages() {
    let app = TestApp::spawn().await;
    let players: Vec<Value> = ["Anna", "Bert", "Cleo"]
        .iter()
        .map(|n| json!({"name": n, "email": format!("{}@example.org", n.to_lowercase())}))
        .collect();
    let created: Value = app
        .post_game(&json!({
            "ruleset": "classic", "board": "beginner", "host_rewinds_alone": true,
            "players": players,
        }))
        .await
        .json()
        .await
        .unwrap();
    let id: Uuid = created["game_id"].as_str().unwrap().parse().unwrap();
    let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let mut tokens = Vec::new();
    for seat in 0..3 {
        let link = links.seat_link(id, seat).await.unwrap().unwrap();
        tokens.push(link.rsplit('/').next().unwrap().to_owned());
    }
    let host_url = created["host_url"].as_str().unwrap().to_owned();
    let game = TestGame {
        id,
        host_url: host_url.clone(),
        tokens,
    };
    app.play_first_legal(&game).await;
    assert_eq!(say(&app, &game.tokens[2], "Nice spot!").await.0, 303);
    app.play_first_legal(&game).await;
    let version = app.play(&game.tokens[0]).await["version"].as_u64().unwrap();

    let host_token = host_url.rsplit('/').next().unwrap();
    let resp = app
        .client
        .post(format!("{}/api/host/{host_token}/rewind", app.address))
        .json(&json!({"version": version, "to": 1, "reason": "a misclick"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let rewound = app.play(&game.tokens[0]).await;
    assert_eq!(rewound["version"], version + 2, "rewound at once");

    assert_eq!(stored(&app, id).await, 1);
    let (_, page) = get(&app, &format!("/play/{}", game.tokens[0])).await;
    assert!(page.contains("Nice spot!"));
    let (_, page) = get(&app, &format!("/games/{id}")).await;
    assert!(page.contains("Nice spot!"));
}

#[tokio::test]
async fn exports_carry_the_messages_outside_the_chain_and_an_import_restores_them() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    app.play_first_legal(&game).await;
    assert_eq!(say(&app, &game.tokens[1], "Good luck, all").await.0, 303);
    assert_eq!(say(&app, &game.tokens[0], "Thanks\nBert").await.0, 303);

    // Every viewer's export carries them, and still verifies.
    let text = app
        .get(&format!("/api/games/{}/export", game.id))
        .await
        .text()
        .await
        .unwrap();
    let parsed = export::parse(&text).unwrap();
    let talk: Vec<(u8, &str)> = parsed
        .header
        .talk
        .iter()
        .map(|t| (t.seat, t.body.as_str()))
        .collect();
    assert_eq!(talk, [(1, "Good luck, all"), (0, "Thanks\nBert")]);
    export::verify(&parsed).unwrap();
    // Messages are not events: the event lines are as before.
    assert!(parsed
        .lines
        .iter()
        .all(|l| !l.payload.to_string().contains("Good luck")));

    // The operator's complete export imports with its messages.
    let service = GameService::new(app.db.store.clone(), app.key.clone(), app.address.clone());
    let complete = service.export(game.id, Viewer::Referee).await.unwrap();
    let other = crate::helpers::TestDb::new().await;
    let importer = GameService::new(other.store.clone(), app.key.clone(), app.address.clone());
    let (created, _) = importer.import(&complete).await.unwrap();
    let before = service.talk(game.id).await.unwrap();
    let after = importer.talk(created.game_id).await.unwrap();
    let strip = |rows: &[slowcatan::store::TalkRow]| {
        rows.iter()
            .map(|t| (t.seat, t.name.clone(), t.body.clone(), t.created_at))
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&after), strip(&before));

    // An export whose messages a seat could not have posted (empty, from a
    // seat the game lacks) is refused, and nothing of it is stored.
    let third = crate::helpers::TestDb::new().await;
    let importer = GameService::new(third.store.clone(), app.key.clone(), app.address.clone());
    let first_line = complete.lines().next().unwrap();
    for (field, value, words) in [
        (
            "body",
            json!("   "),
            "table talk message 1: the message is empty",
        ),
        ("seat", json!(7), "table talk message 1 is from seat 7"),
    ] {
        let mut header: Value = serde_json::from_str(first_line).unwrap();
        header["talk"][0][field] = value;
        let forged = std::iter::once(header.to_string())
            .chain(complete.lines().skip(1).map(str::to_owned))
            .collect::<Vec<_>>()
            .join("\n");
        let err = importer.import(&forged).await.unwrap_err();
        assert!(err.to_string().contains(words), "{err}");
        assert!(importer.load(game.id).await.is_err(), "no game was stored");
    }

    // An export written before table talk (no such header field) still reads.
    let mut header: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    header.as_object_mut().unwrap().remove("talk");
    let old = std::iter::once(header.to_string())
        .chain(text.lines().skip(1).map(str::to_owned))
        .collect::<Vec<_>>()
        .join("\n");
    let parsed = export::parse(&old).unwrap();
    assert!(parsed.header.talk.is_empty());
    export::verify(&parsed).unwrap();
}

#[tokio::test]
async fn new_messages_ride_in_the_next_email_a_seat_gets_anyway_never_one_email_each() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (mailer, mailbox, links) = mailer(&app);
    drain(&app, &mailer, &links).await;
    let invitations = mailbox.messages().len();
    assert_eq!(invitations, 3);

    assert_eq!(say(&app, &game.tokens[1], "Hello table").await.0, 303);
    assert_eq!(say(&app, &game.tokens[2], "Hi all").await.0, 303);
    assert_eq!(say(&app, &game.tokens[2], "Ready?").await.0, 303);
    // Messages alone send nothing.
    drain(&app, &mailer, &links).await;
    assert_eq!(mailbox.messages().len(), invitations);

    // Play until the game emails someone.
    let mut sent = Vec::new();
    for _ in 0..8 {
        app.play_first_legal(&game).await;
        drain(&app, &mailer, &links).await;
        sent = mailbox.messages()[invitations..].to_vec();
        if !sent.is_empty() {
            break;
        }
    }
    assert!(!sent.is_empty(), "the game emails a seat");
    let words = [
        ("bert@example.org", "Bert", "Hello table"),
        ("cleo@example.org", "Cleo", "Hi all"),
        ("cleo@example.org", "Cleo", "Ready?"),
    ];
    for mail in &sent {
        let text = text_of(mail);
        assert!(text.contains("New at the table"), "{text}");
        for (writer, name, body) in words {
            let own = to(mail) == writer;
            assert_eq!(text.contains(body), !own, "{body} to {}", to(mail));
            if !own {
                assert!(text.contains(&format!("{name} (")), "{text}");
            }
        }
    }
    // The talk rode along once: the next email to that seat has none.
    let (first, count) = (to(&sent[0]).to_owned(), mailbox.messages().len());
    for _ in 0..12 {
        app.play_first_legal(&game).await;
        drain(&app, &mailer, &links).await;
        if mailbox.messages()[count..].iter().any(|m| to(m) == first) {
            break;
        }
    }
    for later in mailbox.messages()[count..]
        .iter()
        .filter(|m| to(m) == first)
    {
        assert!(!text_of(later).contains("New at the table"));
    }
}

#[tokio::test]
async fn a_digest_goes_after_four_quiet_hours_and_not_before_with_every_message_in_one_email() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (mailer, mailbox, links) = mailer(&app);
    drain(&app, &mailer, &links).await;
    let invitations = mailbox.messages().len();
    let digests = || slowcatan::mail::talk::queue_digests(&app.db.store, 100);

    for body in ["First thought", "Second thought", "Third thought"] {
        assert_eq!(say(&app, &game.tokens[1], body).await.0, 303);
    }
    assert_eq!(digests().await.unwrap(), 0, "fresh messages wait");
    age_talk(&app, 3 * 60).await;
    assert_eq!(digests().await.unwrap(), 0, "three hours is not yet four");
    age_talk(&app, 61).await;
    assert_eq!(
        digests().await.unwrap(),
        2,
        "Anna and Cleo; not their writer"
    );
    assert_eq!(digests().await.unwrap(), 0, "one waits already");

    drain(&app, &mailer, &links).await;
    let sent = &mailbox.messages()[invitations..];
    let mut to_whom: Vec<&str> = sent.iter().map(to).collect();
    to_whom.sort_unstable();
    assert_eq!(to_whom, ["anna@example.org", "cleo@example.org"]);
    for mail in sent {
        let text = text_of(mail);
        let others = if to(mail) == "anna@example.org" {
            "Bert and Cleo"
        } else {
            "Anna and Bert"
        };
        assert!(
            text.contains(&format!("Subject: Catan with {others}: new at the table")),
            "the subject names the game: {text}"
        );
        for body in ["First thought", "Second thought", "Third thought"] {
            assert!(text.contains(body), "{body} in {text}");
        }
        assert!(
            text.contains(&format!("{}/play/", app.address)),
            "the seat's link"
        );
    }
    // Mailed: no digest again until new messages wait.
    age_talk(&app, 5 * 60).await;
    assert_eq!(digests().await.unwrap(), 0);
}

#[tokio::test]
async fn a_digest_that_another_email_overtook_is_not_sent() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    let (mailer, mailbox, links) = mailer(&app);
    drain(&app, &mailer, &links).await;
    let invitations = mailbox.messages().len();
    assert_eq!(say(&app, &game.tokens[1], "Psst").await.0, 303);
    age_talk(&app, 5 * 60).await;
    assert_eq!(
        slowcatan::mail::talk::queue_digests(&app.db.store, 100)
            .await
            .unwrap(),
        2
    );
    // Anna's mark moves past the message as if an email had carried it.
    app.db
        .client()
        .await
        .execute(
            "UPDATE seats SET talk_mailed = (SELECT max(id) FROM table_talk) \
             WHERE game = $1 AND seat = 0",
            &[&game.id],
        )
        .await
        .unwrap();
    drain(&app, &mailer, &links).await;
    let sent: Vec<String> = mailbox.messages()[invitations..]
        .iter()
        .map(|m| to(m).to_owned())
        .collect();
    assert_eq!(sent, ["cleo@example.org"]);
}

/// A claimed email says whether its seat has messages from others it was
/// not emailed, so that the worker adds talk (in a transaction of its own)
/// only to those: a writer's own message waits for nobody's email of its.
#[tokio::test]
async fn a_claimed_email_says_whether_others_talk_waits_for_its_seat() {
    let app = TestApp::spawn().await;
    let game = app.create_game(3).await;
    assert_eq!(say(&app, &game.tokens[1], "Hello table").await.0, 303);
    let claimed = app.db.store.claim_mail(50, Uuid::new_v4()).await.unwrap();
    let waiting: Vec<(Option<u8>, bool)> = claimed
        .iter()
        .map(|row| (row.seat, row.talk_waiting))
        .collect();
    assert_eq!(
        waiting,
        vec![(Some(0), true), (Some(1), false), (Some(2), true)],
        "the invitations, by seat"
    );

    // Sent, the invitations carry the message to the others; nothing waits after.
    let (mailer, mailbox, links) = mailer(&app);
    app.db
        .client()
        .await
        .execute("UPDATE outbox SET claim = NULL, send_after = now()", &[])
        .await
        .unwrap();
    drain(&app, &mailer, &links).await;
    for mail in mailbox.messages() {
        let own = to(&mail) == "bert@example.org";
        assert_eq!(
            text_of(&mail).contains("Hello table"),
            !own,
            "{}",
            to(&mail)
        );
    }
    app.play_first_legal(&game).await;
    let later = app.db.store.claim_mail(50, Uuid::new_v4()).await.unwrap();
    assert!(later.iter().all(|row| !row.talk_waiting));
}
