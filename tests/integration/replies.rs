//! Moves by reply: emails that ask a seat for a decision list its choices
//! with codes and carry a `Reply-To` with a code bound to the seat and
//! version; replies read through the library's `receive` entry point (as
//! `slowcatan receive` does with the message on standard input) make the
//! move once, and change nothing when stale, forged or automatic.

use crate::app::{TestApp, TestGame, REPLIES_SECRET_KEY};
use mail_parser::MessageParser;
use slowcatan::game::links::{Links, ReplyTo};
use slowcatan::game::GameService;
use slowcatan::mail::receive::{Answer, Outcome, Quiet, ReceiveError, Receiver};
use slowcatan::mail::worker::drain_once;
use slowcatan::mail::{inbound::Ignored, Mailer, MemoryMailbox, SentMail, Transport};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

const REPLY_TO: &str = "play@catan.test";

/// A sent email as a player's mail program shows it.
pub(crate) struct Shown {
    pub(crate) to: String,
    pub(crate) reply_to: Option<String>,
    pub(crate) subject: String,
    pub(crate) text: String,
    pub(crate) html: String,
}

/// The outbox row a sent email came from (its `X-Outbox-Id`).
fn outbox_id(mail: &SentMail) -> i64 {
    mail.raw
        .lines()
        .find_map(|l| l.strip_prefix("X-Outbox-Id: "))
        .and_then(|id| id.trim().parse().ok())
        .unwrap_or(i64::MAX)
}

fn shown(mail: &SentMail) -> Shown {
    let message = MessageParser::default()
        .parse(mail.raw.as_bytes())
        .expect("a sent email parses");
    let address = |h: Option<&mail_parser::Address<'_>>| {
        h.and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_owned)
    };
    Shown {
        to: address(message.to()).unwrap_or_default(),
        reply_to: address(message.reply_to()),
        subject: message.subject().unwrap_or_default().to_owned(),
        text: message.body_text(0).unwrap_or_default().into_owned(),
        html: message.body_html(0).unwrap_or_default().into_owned(),
    }
}

/// A game, a memory mailbox and a receiver, with replies read.
pub(crate) struct Table {
    pub(crate) app: TestApp,
    pub(crate) game: TestGame,
    mailer: Mailer,
    mailbox: MemoryMailbox,
    links: Links,
    pub(crate) receiver: Receiver,
    sent: usize,
}

impl Table {
    pub(crate) async fn new(ruleset: &str, players: usize) -> Table {
        Table::with(ruleset, players, serde_json::json!({})).await
    }

    /// [`Table::new`] with the game request's other fields `more`.
    pub(crate) async fn with(ruleset: &str, players: usize, more: serde_json::Value) -> Table {
        Table::made(ruleset, players, more, false).await
    }

    /// [`Table::with`] whose seats play in seat order (Anna first): the
    /// game is created again until the order drawn at creation is that
    /// one, so that a fixed seed ([`Table::fix_seed`]) plays the same game
    /// every run.
    pub(crate) async fn seated(ruleset: &str, players: usize, more: serde_json::Value) -> Table {
        Table::made(ruleset, players, more, true).await
    }

    async fn made(ruleset: &str, players: usize, more: serde_json::Value, seated: bool) -> Table {
        let app = TestApp::spawn_replying().await;
        let mut game = app.create_game_with(ruleset, players, more.clone()).await;
        while seated && !in_seat_order(&app, game.id, players).await {
            // Creating games is limited per address: this one starts afresh.
            app.db
                .client()
                .await
                .execute("DELETE FROM rate_limits", &[])
                .await
                .unwrap();
            game = app.create_game_with(ruleset, players, more.clone()).await;
        }
        if seated {
            // The games made before this one invited the same addresses:
            // their emails must not reach the table's mailbox.
            app.db
                .client()
                .await
                .execute("DELETE FROM outbox WHERE game <> $1", &[&game.id])
                .await
                .unwrap();
        }
        let (transport, mailbox): (Transport, MemoryMailbox) = Transport::memory();
        let mailer = Mailer::new(transport, "Slow Catan <catan@catan.test>").unwrap();
        let reply_to = ReplyTo::parse(REPLY_TO).unwrap();
        let links = Links::new(app.db.store.clone(), app.key.clone(), app.address.clone())
            .with_reply_to(Some(reply_to.clone()));
        let receiver = Receiver::new(Arc::clone(&app.service), reply_to);
        Table {
            app,
            game,
            mailer,
            mailbox,
            links,
            receiver,
            sent: 0,
        }
    }

    /// Sends what the outbox holds; the emails sent since the last call.
    pub(crate) async fn deliver(&mut self) -> Vec<Shown> {
        while drain_once(&self.app.db.store, &self.mailer, &self.links, 50)
            .await
            .unwrap()
            > 0
        {}
        let all = self.mailbox.messages();
        // In the order they were queued: the worker sends several at once,
        // so they may reach the mailbox in another.
        let mut new: Vec<&SentMail> = all[self.sent..].iter().collect();
        new.sort_by_key(|m| outbox_id(m));
        self.sent = all.len();
        new.into_iter().map(shown).collect()
    }

    /// The same dice every run: the game's seed (and its commitment) is
    /// set to `seed` before its first roll, so that seats making the same
    /// picks play the same game, and it ends after the same number of
    /// replies.
    pub(crate) async fn fix_seed(&self, seed: &str) {
        self.app
            .db
            .client()
            .await
            .execute(
                "UPDATE games SET seed = $1, seed_commitment = encode(sha256($1), 'hex') \
                 WHERE id = $2",
                &[&seed.as_bytes().to_vec(), &self.game.id],
            )
            .await
            .unwrap();
        self.app.service.forget(self.game.id);
    }

    pub(crate) async fn events(&self) -> i64 {
        self.app.event_count(self.game.id).await
    }

    async fn outbox_rows(&self) -> i64 {
        self.app
            .db
            .client()
            .await
            .query_one("SELECT count(*) FROM outbox", &[])
            .await
            .unwrap()
            .get(0)
    }

    /// Moves the clock the seats' answer allowance is read by an hour on,
    /// as a slow game's replies are spread out.
    pub(crate) async fn let_an_hour_pass(&self) {
        self.app
            .db
            .client()
            .await
            .execute(
                "UPDATE rate_limits SET used_until = used_until - interval '1 hour'",
                &[],
            )
            .await
            .unwrap();
    }

    pub(crate) async fn receive(&self, raw: &str) -> Outcome {
        self.receiver
            .receive(raw.replace('\n', "\r\n").as_bytes(), None)
            .await
            .expect("no temporary failure")
    }
}

/// Whether the seats of `game` play in seat order, as its first event
/// drew the order.
async fn in_seat_order(app: &TestApp, game: uuid::Uuid, players: usize) -> bool {
    let first: serde_json::Value = app
        .db
        .client()
        .await
        .query_one(
            "SELECT payload FROM events WHERE game = $1 ORDER BY seq LIMIT 1",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    let order = find_key(&first, "turn_order").expect("the first event has a turn order");
    *order == serde_json::json!((0..players).collect::<Vec<_>>())
}

/// The choice lines of an email's text: `[CODE] words`.
pub(crate) fn choice_lines(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| {
            let rest = l.strip_prefix('[')?;
            let (code, words) = rest.split_once("] ")?;
            Some((code.to_owned(), words.to_owned()))
        })
        .collect()
}

/// A reply as Gmail writes it: the code on the first line, the email quoted.
pub(crate) fn reply(to: &str, message_id: &str, first_line: &str, extra_headers: &str) -> String {
    format!(
        "{extra_headers}Return-Path: <anna@example.org>
From: Anna <anna@example.org>
To: Slow Catan <{to}>
Subject: Re: Your turn
Message-ID: <{message_id}@mail.example.org>
Content-Type: text/plain; charset=UTF-8

{first_line}

On Tue, Dec 1, 2026 at 8:00 PM Slow Catan <{to}> wrote:
> [1] Something
"
    )
}

/// The one email among `mails` that asks a decision (has a Reply-To): the
/// game's first player's (drawn at random) in setup.
pub(crate) fn asking(mails: &[Shown]) -> &Shown {
    let asking: Vec<&Shown> = mails.iter().filter(|m| m.reply_to.is_some()).collect();
    assert_eq!(asking.len(), 1, "one seat is asked");
    asking[0]
}

#[tokio::test]
async fn an_email_that_asks_for_a_move_lists_its_choices_one_a_line_with_codes() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let reply_to = asked.reply_to.as_deref().unwrap();
    assert!(reply_to.starts_with("play+") && reply_to.ends_with("@catan.test"));
    let code = &reply_to["play+".len()..reply_to.len() - "@catan.test".len()];
    assert_eq!(code.len(), 32);
    // The contract: each choice on its own line, its code in brackets, and
    // every code listed reads back as a move the seat may make.
    let lines = choice_lines(&asked.text);
    assert!(
        lines.len() >= 20,
        "setup lists every corner: {}",
        asked.text
    );
    let mut codes: Vec<&str> = lines.iter().map(|(c, _)| c.as_str()).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), lines.len(), "codes are unique");
    for (code, words) in &lines {
        assert!(
            code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
            "{code}"
        );
        assert!(words.starts_with("Build a settlement"), "{words}");
    }
    assert!(asked
        .text
        .contains("Reply to this email with the code of your choice"));
    // The HTML lists the same choices, each a link opening it on the page.
    let (first_code, _) = &lines[0];
    assert!(asked.html.contains(&format!("[{first_code}]")));
    assert!(asked.html.contains("?pick=settlement-"));
    assert!(!asked.html.contains("%SEAT_LINK%") && !asked.text.contains("%SEAT_LINK%"));
    // Nobody else is asked anything yet: their invitations list no choices.
    assert_eq!(mails.len(), 3);
    for other in mails.iter().filter(|m| m.to != asked.to) {
        assert!(other.reply_to.is_none());
        assert!(choice_lines(&other.text).is_empty());
    }
}

#[tokio::test]
async fn a_your_move_email_carries_the_board_as_an_inline_png_its_html_shows() {
    use mail_parser::MimeHeaders as _;
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let raw = table.mailbox.messages();
    let message = raw
        .iter()
        .map(|m| MessageParser::default().parse(m.raw.as_bytes()).unwrap())
        .find(|m| m.reply_to().is_some())
        .expect("the email that asks");
    // multipart/alternative: the text, then multipart/related holding the
    // HTML and the picture it shows by its Content-ID.
    let root = message.parts[0].content_type().unwrap();
    assert_eq!(
        (root.ctype(), root.subtype()),
        ("multipart", Some("alternative"))
    );
    let related = message
        .parts
        .iter()
        .find(|p| {
            p.content_type()
                .is_some_and(|t| t.subtype() == Some("related"))
        })
        .expect("a multipart/related part");
    assert!(related.content_type().is_some());
    let pictures: Vec<_> = message
        .parts
        .iter()
        .filter(|p| {
            p.content_type()
                .is_some_and(|t| t.ctype() == "image" && t.subtype() == Some("png"))
        })
        .collect();
    assert_eq!(pictures.len(), 1);
    let picture = pictures[0];
    let id = picture.content_id().expect("a Content-ID");
    let id = id.trim_start_matches('<').trim_end_matches('>');
    assert!(
        asked.html.contains(&format!("<img src=\"cid:{id}\"")),
        "{}",
        asked.html
    );
    let png = picture.contents();
    assert!(png.len() < 150_000, "{} bytes", png.len());
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert_eq!(info.width, 640);
    // The alt text says the position, and names the corners the text
    // lists as choices, by the same codes.
    let alt_start = asked.html.find("alt=\"").unwrap() + "alt=\"".len();
    let alt = &asked.html[alt_start..alt_start + asked.html[alt_start..].find('"').unwrap()];
    // Every seat is named in seat order, the recipient as "you".
    assert!(alt.starts_with("The board. "), "{alt}");
    assert!(alt.contains("you: nothing built"), "{alt}");
    let lines = choice_lines(&asked.text);
    for (code, _) in &lines {
        assert!(
            alt.contains(&format!(" {code},")) || alt.contains(&format!(" {code}.")),
            "{code}: {alt}"
        );
    }
    // The seats not asked anything get no picture.
    for other in raw
        .iter()
        .map(|m| MessageParser::default().parse(m.raw.as_bytes()).unwrap())
        .filter(|m| m.reply_to().is_none())
    {
        assert!(other
            .parts
            .iter()
            .all(|p| p.content_type().is_none_or(|t| t.ctype() != "image")));
    }
}

#[tokio::test]
async fn a_listed_code_makes_the_move_once_even_delivered_twice() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let events = table.events().await;
    let message = reply(&to, "first", &format!("[{code}]"), "");

    let outcome = table.receive(&message).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let after = table.events().await;
    assert!(after > events, "the settlement was built");
    // Anna is now asked for her road, with a new code.
    let mails = table.deliver().await;
    let road = asking(&mails);
    assert_eq!(road.to, asked.to);
    assert_ne!(road.reply_to.as_deref(), Some(to.as_str()));
    assert!(choice_lines(&road.text)
        .iter()
        .all(|(c, w)| c.contains('-') && w.starts_with("Build a road")));

    // The same message delivered again does nothing, and answers nothing.
    let rows = table.outbox_rows().await;
    assert_eq!(
        table.receive(&message).await,
        Outcome::Ignored(Quiet::Again)
    );
    assert_eq!(table.events().await, after);
    assert_eq!(table.outbox_rows().await, rows);
}

#[tokio::test]
async fn a_reply_at_an_old_version_changes_nothing_and_brings_the_current_choices() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let lines = choice_lines(&asked.text);
    let first = reply(&to, "one", &lines[0].0, "");
    assert!(matches!(table.receive(&first).await, Outcome::Moved { .. }));
    table.deliver().await;
    let events = table.events().await;

    // Another reply to the same email, choosing another corner.
    let stale = reply(&to, "two", &lines[5].0, "");
    let outcome = table.receive(&stale).await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::MovedOn,
                ..
            }
        ),
        "{outcome:?}"
    );
    assert_eq!(table.events().await, events, "nothing changed");
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 1, "one answer, to that seat only");
    let answer = &mails[0];
    assert_eq!(answer.to, asked.to);
    assert!(answer.subject.contains("moved on"), "{}", answer.subject);
    let now = choice_lines(&answer.text);
    assert!(!now.is_empty() && now.iter().all(|(_, w)| w.starts_with("Build a road")));
    assert!(answer.reply_to.as_deref().is_some_and(|r| r != to));
}

#[tokio::test]
async fn a_reply_that_names_no_choice_is_answered_with_the_choices_again() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let to = asking(&mails).reply_to.clone().unwrap();
    let events = table.events().await;
    let outcome = table
        .receive(&reply(&to, "chat", "Where should I build?", ""))
        .await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::NotAChoice,
                ..
            }
        ),
        "{outcome:?}"
    );
    assert_eq!(table.events().await, events);
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 1);
    assert!(choice_lines(&mails[0].text).len() >= 20);
    // The answer's code is for the same version: it still works.
    let to = mails[0].reply_to.clone().unwrap();
    let code = choice_lines(&mails[0].text)[0].0.clone();
    let outcome = table.receive(&reply(&to, "again", &code, "")).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
}

#[tokio::test]
async fn a_seat_is_answered_five_times_at_once_then_told_once_when_answers_come_again() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let code = choice_lines(&asked.text)[0].0.clone();
    let events = table.events().await;
    let chat = |n: &str| reply(&to, &format!("chat-{n}"), "Where should I build?", "");
    for n in 0..5 {
        let outcome = table.receive(&chat(&n.to_string())).await;
        assert!(
            matches!(
                outcome,
                Outcome::Answered {
                    why: Answer::NotAChoice,
                    ..
                }
            ),
            "answer {n}: {outcome:?}"
        );
    }
    assert_eq!(table.deliver().await.len(), 5);

    // The sixth is answered once more, saying from when replies are
    // answered again: one every twelve minutes, told to the minute.
    let before = SystemTime::now();
    let outcome = table.receive(&chat("5")).await;
    let Outcome::Limited {
        why: Answer::NotAChoice,
        until,
        ..
    } = outcome
    else {
        panic!("{outcome:?}")
    };
    let ahead = until.duration_since(before).unwrap();
    assert!(
        ahead >= Duration::from_secs(11 * 60) && ahead <= Duration::from_secs(13 * 60),
        "{ahead:?}"
    );
    let when = slowcatan::views::time::until(until, before);
    let told = table.deliver().await;
    assert_eq!(told.len(), 1, "one answer says when");
    assert_eq!(told[0].to, asked.to);
    assert!(told[0].subject.contains(&when), "{}", told[0].subject);
    assert!(
        told[0]
            .text
            .contains(&format!("this is the last until {when}")),
        "{}",
        told[0].text
    );
    assert!(told[0].text.contains("names none of your choices"));

    // Later replies in that stretch get no answer at all.
    for n in 6..8 {
        assert_eq!(
            table.receive(&chat(&n.to_string())).await,
            Outcome::Ignored(Quiet::RateLimited)
        );
    }
    assert!(table.deliver().await.is_empty(), "no more answers");
    assert_eq!(table.events().await, events, "no answer moved the game");

    // A reply that names a choice still makes its move.
    let outcome = table
        .receive(&reply(&to, "move", &format!("{code} please"), ""))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    assert!(table.events().await > events);
    table.deliver().await;

    // Once the time has come, replies are answered again.
    table.let_an_hour_pass().await;
    let outcome = table.receive(&chat("8")).await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::MovedOn,
                ..
            }
        ),
        "{outcome:?}"
    );
    assert_eq!(table.deliver().await.len(), 1);
}

/// The `pick` of the seat page that `code` opens in an email's HTML
/// (`road-12`).
fn pick_of(html: &str, code: &str) -> String {
    let at = html
        .find(&format!("<code>[{code}]</code>"))
        .unwrap_or_else(|| panic!("[{code}] is listed"));
    let start = html[..at].rfind("?pick=").expect("a pick link") + "?pick=".len();
    html[start..at].split('#').next().unwrap().to_owned()
}

/// The latest event of the table's game, as stored.
async fn last_event(table: &Table) -> serde_json::Value {
    let text: String = table
        .app
        .db
        .client()
        .await
        .query_one(
            "SELECT payload::text FROM events WHERE game = $1 ORDER BY seq DESC LIMIT 1",
            &[&table.game.id],
        )
        .await
        .unwrap()
        .get(0);
    serde_json::from_str(&text).unwrap()
}

/// The value of the first `key` anywhere in `value`.
fn find_key<'a>(value: &'a serde_json::Value, key: &str) -> Option<&'a serde_json::Value> {
    match value {
        serde_json::Value::Object(map) => map
            .get(key)
            .or_else(|| map.values().find_map(|v| find_key(v, key))),
        serde_json::Value::Array(items) => items.iter().find_map(|v| find_key(v, key)),
        _ => None,
    }
}

/// Replies the line `first_line` writes to the latest email that asks a
/// seat a decision (in setup one seat is asked at a time); that email and
/// what the reply did.
async fn reply_to_asked(
    table: &mut Table,
    id: &str,
    first_line: impl FnOnce(&Shown) -> String,
) -> (Shown, Outcome) {
    let asked = table
        .deliver()
        .await
        .into_iter()
        .rfind(|m| m.reply_to.is_some())
        .expect("an email asks");
    let line = first_line(&asked);
    let outcome = table
        .receive(&reply(asked.reply_to.as_deref().unwrap(), id, &line, ""))
        .await;
    (asked, outcome)
}

#[tokio::test]
async fn a_road_code_among_words_on_the_first_line_builds_that_road() {
    // Arrange: the first seat places its settlement, and is asked its road.
    let mut table = Table::new("classic", 3).await;
    let (_, outcome) =
        reply_to_asked(&mut table, "settle", |m| choice_lines(&m.text)[0].0.clone()).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");

    // Act: "ok B2-C2" with a road of the list, not its first.
    let mut code = String::new();
    let (asked, outcome) = reply_to_asked(&mut table, "road", |m| {
        let roads = choice_lines(&m.text);
        assert!(roads.len() >= 2 && roads.iter().all(|(_, w)| w.starts_with("Build a road")));
        code = roads[roads.len() - 1].0.clone();
        format!("ok {code}")
    })
    .await;

    // Assert: that road is built, and nothing was answered.
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let event = last_event(&table).await;
    let edge = find_key(&event, "edge").expect("a road was built");
    assert_eq!(
        pick_of(&asked.html, &code),
        format!("road-{edge}"),
        "{event}"
    );

    // The next seat writes "build road l2-m2", in lower case.
    let (_, outcome) = reply_to_asked(&mut table, "settle-2", |m| {
        choice_lines(&m.text)[3].0.clone()
    })
    .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let mut code = String::new();
    let (asked, outcome) = reply_to_asked(&mut table, "road-2", |m| {
        code = choice_lines(&m.text)[0].0.clone();
        format!("build road {}", code.to_lowercase())
    })
    .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let event = last_event(&table).await;
    let edge = find_key(&event, "edge").expect("a road was built");
    assert_eq!(
        pick_of(&asked.html, &code),
        format!("road-{edge}"),
        "{event}"
    );
    let mails = table.deliver().await;
    assert!(
        mails.iter().all(|m| !m.subject.contains("made no move")),
        "no answer: the moves were made"
    );
}

#[tokio::test]
async fn a_number_followed_by_words_makes_that_move() {
    // Setup by replies, each with the first code listed, until the first
    // turn's email offers "[1] Roll the dice".
    let mut table = Table::new("classic", 3).await;
    let mut n = 0;
    let asked = loop {
        let asked = table
            .deliver()
            .await
            .into_iter()
            .rfind(|m| m.reply_to.is_some())
            .expect("an email asks");
        let lines = choice_lines(&asked.text);
        if lines.iter().any(|(c, w)| c == "1" && w == "Roll the dice") {
            break asked;
        }
        let outcome = table
            .receive(&reply(
                asked.reply_to.as_deref().unwrap(),
                &format!("setup-{n}"),
                &lines[0].0,
                "",
            ))
            .await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
        n += 1;
        assert!(n <= 12, "setup takes 12 moves");
    };
    let events = table.events().await;
    let outcome = table
        .receive(&reply(
            asked.reply_to.as_deref().unwrap(),
            "roll",
            "1 please",
            "",
        ))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    assert!(table.events().await > events);
    let rolled: i64 = table
        .app
        .db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM events WHERE game = $1 AND seq > $2 AND payload::text LIKE '%DiceRolled%'",
            &[&table.game.id, &events],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(rolled, 1, "the dice were rolled");
}

#[tokio::test]
async fn a_first_line_naming_two_different_codes_makes_no_move_and_says_which() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let lines = choice_lines(&asked.text);
    let ((a, a_words), (b, b_words)) = (&lines[2], &lines[7]);
    let events = table.events().await;

    let outcome = table
        .receive(&reply(&to, "two", &format!("{a} or maybe {b}?"), ""))
        .await;
    let Outcome::Answered {
        why: Answer::Ambiguous(named),
        ..
    } = outcome
    else {
        panic!("{outcome:?}")
    };
    assert_eq!(
        named,
        [(a.clone(), a_words.clone()), (b.clone(), b_words.clone())]
    );
    assert_eq!(table.events().await, events, "no move");
    let answers = table.deliver().await;
    assert_eq!(answers.len(), 1, "one answer, to that seat only");
    assert_eq!(answers[0].to, asked.to);
    let text = &answers[0].text;
    assert!(
        text.contains(&format!(
            "names 2 different choices, [{a}] {a_words} and [{b}] {b_words}, so it made no move"
        )),
        "{text}"
    );
    assert!(!choice_lines(text).is_empty(), "with the choices again");

    // The same code twice names one choice: the move is made.
    let outcome = table
        .receive(&reply(&to, "twice", &format!("{b}, yes {b}"), ""))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
}

#[tokio::test]
async fn a_forged_reply_changes_nothing_and_gets_no_answer() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let code = choice_lines(&asked.text)[0].0.clone();
    let (events, rows) = (table.events().await, table.outbox_rows().await);
    // The right sender and a listed choice, but a wrong code or none.
    for to in [
        "play+00000000000000000000000000000000@catan.test",
        "play@catan.test",
        "anna@example.org",
    ] {
        let outcome = table.receive(&reply(to, to, &code, "")).await;
        assert_eq!(outcome, Outcome::Ignored(Quiet::NoCode), "{to}");
    }
    // A real code in From (the reply's own address) proves nothing either.
    let forged = asked.reply_to.clone().unwrap();
    let message = reply("play@catan.test", "from", &code, "").replace(
        "From: Anna <anna@example.org>",
        &format!("From: <{forged}>"),
    );
    assert_eq!(
        table.receive(&message).await,
        Outcome::Ignored(Quiet::NoCode)
    );
    assert_eq!(table.events().await, events);
    assert_eq!(table.outbox_rows().await, rows);
}

#[tokio::test]
async fn an_out_of_office_auto_reply_gets_no_answer() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let to = asking(&mails).reply_to.clone().unwrap();
    let (events, rows) = (table.events().await, table.outbox_rows().await);
    let away = reply(
        &to,
        "away",
        "I am out of the office until Monday.",
        "Auto-Submitted: auto-replied\nX-Autoreply: yes\n",
    );
    assert_eq!(
        table.receive(&away).await,
        Outcome::Ignored(Quiet::Message(Ignored::Automatic))
    );
    assert_eq!(table.events().await, events);
    assert_eq!(table.outbox_rows().await, rows);
}

/// The four kinds of automatic mail that got through (issue #36), each
/// with a code that would make a move: none makes it, none is answered.
#[tokio::test]
async fn a_bounce_from_mailer_daemon_with_a_valid_code_makes_no_move_and_gets_no_answer() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let code = choice_lines(&asked.text)[0].0.clone();
    let (events, rows) = (table.events().await, table.outbox_rows().await);
    let bounce = reply(&to, "bounce", &code, "")
        .replace("From: Anna <anna@example.org>", "From: MAILER-DAEMON");
    let outlook = reply(&to, "outlook", &code, "X-Auto-Response-Suppress: All\n")
        .replace("Return-Path: <anna@example.org>", "Return-Path: <>")
        .replace(
            "Subject: Re: Your turn",
            "Subject: Automatic reply: Your turn",
        );
    let away =
        reply(&to, "away", &code, "").replace("Subject: Re: Your turn", "Subject: Out of Office");
    let failed = reply(
        &to,
        "failed",
        &code,
        "X-Failed-Recipients: anna@example.org\n",
    );
    for (kind, message) in [
        ("MAILER-DAEMON", bounce),
        ("null return path", outlook),
        ("out of office", away),
        ("X-Failed-Recipients", failed),
    ] {
        assert_eq!(
            table.receive(&message).await,
            Outcome::Ignored(Quiet::Message(Ignored::Automatic)),
            "{kind}"
        );
        assert_eq!(table.events().await, events, "{kind}");
        assert_eq!(table.outbox_rows().await, rows, "{kind}");
    }
    // The same code in a reply a person wrote makes the move.
    let outcome = table.receive(&reply(&to, "anna", &code, "")).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
}

/// A choice a greedy player makes from an email's list: build what it can
/// (cities and their like first), move the robber or the inventor, discard
/// as the example says, play and buy cards now and then, trade with the
/// bank sometimes, roll, and end the turn only when nothing else appeals.
pub(crate) fn pick(lines: &[(String, String)], roll: &mut impl FnMut(usize) -> usize) -> String {
    let starting = |prefix: &str| -> Vec<&String> {
        lines
            .iter()
            .filter(|(_, w)| w.starts_with(prefix))
            .map(|(c, _)| c)
            .collect()
    };
    let mut some = |prefix: &str, chance: usize| {
        let found = starting(prefix);
        (!found.is_empty() && roll(100) < chance).then(|| found[roll(found.len())].clone())
    };
    some("Build a city", 100)
        .or_else(|| some("Build a settlement", 100))
        .or_else(|| some("Build a town hall", 100))
        .or_else(|| some("Build a landmark", 100))
        .or_else(|| some("Build a metropolis", 100))
        .or_else(|| some("Move the robber", 100))
        .or_else(|| some("Move the inventor", 100))
        .or_else(|| some("Give up", 100))
        .or_else(|| some("Build", 70))
        .or_else(|| some("Roll the dice", 100))
        .or_else(|| some("Play", 100))
        .or_else(|| some("Buy", 100))
        .or_else(|| some("Trade", 50))
        .or_else(|| some("End your turn", 100))
        .or_else(|| some("Done building", 100))
        .unwrap_or_else(|| lines[roll(lines.len())].0.clone())
}

/// Runs `slowcatan receive` with `message` on its standard input against
/// `database_url`; its exit status.
fn run_receive(table: &Table, database_url: &str, message: &str) -> Option<i32> {
    use std::io::Write as _;
    let data = std::env::temp_dir().join(format!("receive-{}", table.game.id));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_slowcatan"))
        .arg("receive")
        .env("DATABASE_URL", database_url)
        .env("DATA_DIR", &data)
        .env("SECRET_KEY", REPLIES_SECRET_KEY)
        .env("BASE_URL", &table.app.address)
        .env("MAIL_REPLY_TO", REPLY_TO)
        .env("DB_CONNECT_TIMEOUT", "1s")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start slowcatan receive");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(message.replace('\n', "\r\n").as_bytes())
        .unwrap();
    child.wait().unwrap().code()
}

#[tokio::test]
async fn slowcatan_receive_reads_a_reply_on_standard_input_and_asks_for_a_retry_when_the_database_is_down(
) {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let code = choice_lines(&asked.text)[0].0.clone();
    let message = reply(&to, "piped", &code, "");
    let events = table.events().await;

    // The database is down: exit 75, so that the mail server tries again.
    let down = "postgres://postgres@127.0.0.1:9/nowhere";
    assert_eq!(run_receive(&table, down, &message), Some(75));
    assert_eq!(table.events().await, events);

    // Delivered again with the database up: the move is made, once.
    let url = table.app.db.url.clone();
    assert_eq!(run_receive(&table, &url, &message), Some(0));
    let moved = table.events().await;
    assert!(moved > events);
    assert_eq!(run_receive(&table, &url, &message), Some(0));
    assert_eq!(table.events().await, moved);
    // Automatic mail and mail without a code are ignored, with exit 0.
    let away = reply(&to, "away", &code, "Auto-Submitted: auto-replied\n");
    assert_eq!(run_receive(&table, &url, &away), Some(0));
    assert_eq!(run_receive(&table, &url, "not a message at all"), Some(0));
    assert_eq!(table.events().await, moved);
}

/// The game rewound to just after event `to`, every seat of three agreeing.
async fn rewind_agreed(table: &Table, to: u64, reason: &str) {
    let (service, game) = (Arc::clone(&table.app.service), table.game.id);
    let now = u64::try_from(table.events().await).unwrap();
    let mut version = service
        .propose_rewind(game, now, to, reason)
        .await
        .unwrap()
        .version;
    for seat in 0..3 {
        version = service
            .answer_rewind(game, slowcatan::rules::Seat(seat), version, true)
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn after_a_rewind_the_seat_asked_again_gets_its_choices_and_a_code_that_works() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let start = u64::try_from(table.events().await).unwrap();
    let code = choice_lines(&asked.text)[0].0.clone();
    let to = asked.reply_to.clone().unwrap();
    let outcome = table.receive(&reply(&to, "settlement", &code, "")).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    // Its road too, so that the game then waits for another seat.
    let mails = table.deliver().await;
    let road = asking(&mails);
    let road_code = choice_lines(&road.text)[0].0.clone();
    let road_to = road.reply_to.clone().unwrap();
    let outcome = table
        .receive(&reply(&road_to, "road", &road_code, ""))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    assert_ne!(asking(&table.deliver().await).to, asked.to);

    rewind_agreed(&table, start, "a misclick").await;
    let mails = table.deliver().await;
    // The batch also holds the proposal's email, answered by AGREE or
    // REFUSE; the emails of one batch may arrive in any order.
    let again = mails
        .iter()
        .find(|m| {
            m.to == asked.to
                && m.reply_to.is_some()
                && !choice_lines(&m.text)
                    .iter()
                    .any(|(c, _)| c == "AGREE" || c == "REFUSE")
        })
        .expect("the seat asked again is emailed its choices");
    assert_ne!(again.reply_to.as_deref(), Some(to.as_str()));
    let lines = choice_lines(&again.text);
    assert!(lines
        .iter()
        .all(|(_, w)| w.starts_with("Build a settlement")));
    let outcome = table
        .receive(&reply(
            again.reply_to.as_deref().unwrap(),
            "again",
            &lines[0].0,
            "",
        ))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
}

#[tokio::test]
async fn a_rewind_back_to_a_decision_of_the_seat_already_asked_emails_it_its_choices_again() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let start = u64::try_from(table.events().await).unwrap();
    let code = choice_lines(&asked.text)[0].0.clone();
    let to = asked.reply_to.clone().unwrap();
    let outcome = table.receive(&reply(&to, "settlement", &code, "")).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    // Now asked for its road; the rewind takes it back to its settlement.
    assert_eq!(asking(&table.deliver().await).to, asked.to);
    rewind_agreed(&table, start, "wrong corner").await;
    let mails = table.deliver().await;
    // The batch also holds the proposal's email, answered by AGREE or
    // REFUSE; the emails of one batch may arrive in any order.
    let again = mails
        .iter()
        .find(|m| {
            m.to == asked.to
                && m.reply_to.is_some()
                && !choice_lines(&m.text)
                    .iter()
                    .any(|(c, _)| c == "AGREE" || c == "REFUSE")
        })
        .expect("the seat asked again is emailed its choices");
    assert!(again.subject.contains("rewound"), "{}", again.subject);
    let lines = choice_lines(&again.text);
    assert!(
        !lines.is_empty()
            && lines
                .iter()
                .all(|(_, w)| w.starts_with("Build a settlement"))
    );
    let outcome = table
        .receive(&reply(
            again.reply_to.as_deref().unwrap(),
            "again",
            &lines[0].0,
            "",
        ))
        .await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
}

#[tokio::test]
async fn reply_codes_are_forgotten_after_ninety_days_and_a_reply_then_goes_unanswered() {
    use slowcatan::startup::REPLY_CODES_KEPT;
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let outcome = table.receive(&reply(&to, "kept", &code, "")).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let mails = table.deliver().await;
    let road = asking(&mails);
    let road_to = road.reply_to.clone().unwrap();
    let (road_code, _) = choice_lines(&road.text)[0].clone();
    let store = &table.app.db.store;
    let day = Duration::from_secs(24 * 3600);
    // The pass as it runs a day later forgets nothing.
    let a_day_on = SystemTime::now() + day;
    assert_eq!(
        store
            .prune_replies(a_day_on - REPLY_CODES_KEPT, 1000)
            .await
            .unwrap(),
        0
    );
    // Ninety-one days on, both codes and the record of the reply read go.
    let later = SystemTime::now() + 91 * day;
    assert_eq!(
        store
            .prune_replies(later - REPLY_CODES_KEPT, 1000)
            .await
            .unwrap(),
        3
    );
    let events = table.events().await;
    let outcome = table
        .receive(&reply(&road_to, "late", &road_code, ""))
        .await;
    assert_eq!(outcome, Outcome::Ignored(Quiet::NoCode));
    assert_eq!(
        table.events().await,
        events,
        "the late reply changed nothing"
    );
    assert!(table.deliver().await.is_empty(), "and got no answer");
}

/// The alt text of the picture an email's HTML shows.
fn picture_alt(mail: &Shown) -> &str {
    let start = mail.html.find("alt=\"").expect("a picture") + "alt=\"".len();
    &mail.html[start..start + mail.html[start..].find('"').unwrap()]
}

#[tokio::test]
async fn a_reply_answer_and_a_reminder_mark_the_moves_since_the_seats_own() {
    let mut table = Table::new("classic", 3).await;
    // The first seat places its settlement and its road by replies.
    for (id, group) in [("settle", "Build a settlement"), ("road", "Build a road")] {
        let mails = table.deliver().await;
        let asked = asking(&mails);
        let (code, words) = choice_lines(&asked.text)[0].clone();
        assert!(words.starts_with(group), "{words}");
        let to = asked.reply_to.clone().unwrap();
        let outcome = table.receive(&reply(&to, id, &code, "")).await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    }
    let mails = table.deliver().await;
    let to = asking(&mails).reply_to.clone().unwrap();

    // The next seat's reply names no choice: the answer's picture marks
    // the first seat's two pieces.
    let outcome = table
        .receive(&reply(&to, "chat", "Where should I build?", ""))
        .await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::NotAChoice,
                ..
            }
        ),
        "{outcome:?}"
    );
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 1);
    let alt = picture_alt(&mails[0]);
    assert!(alt.contains("Last moves: "), "{alt}");
    assert!(
        alt.contains("built a settlement") && alt.contains("built a road"),
        "{alt}"
    );

    // A day passes: the seat's reminder marks the same moves.
    crate::deadlines::backdate(&table.app, table.game.id, 25.0).await;
    let reminders = table.app.service.pass_reminders(200).await.unwrap();
    assert!(reminders.due >= 1, "{reminders:?}");
    let mails = table.deliver().await;
    let reminder = mails
        .iter()
        .find(|m| m.subject.contains("reminder"))
        .expect("a reminder");
    let alt = picture_alt(reminder);
    assert!(alt.contains("Last moves: "), "{alt}");
    assert!(
        alt.contains("built a settlement") && alt.contains("built a road"),
        "{alt}"
    );
}

#[tokio::test]
async fn a_rewind_email_marks_the_moves_last_made_before_the_point_rewound_to() {
    let mut table = Table::new("classic", 3).await;
    let mut first = None;
    let mut start = 0;
    // The first two seats place a settlement and a road each by replies.
    for step in 0..4 {
        let mails = table.deliver().await;
        let asked = asking(&mails);
        if step == 2 {
            start = u64::try_from(table.events().await).unwrap();
        }
        first.get_or_insert_with(|| asked.to.clone());
        let code = choice_lines(&asked.text)[0].0.clone();
        let to = asked.reply_to.clone().unwrap();
        let outcome = table.receive(&reply(&to, "place", &code, "")).await;
        assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    }
    let waiting = asking(&table.deliver().await).to.clone();
    // Back to where the second seat had not placed anything yet.
    rewind_agreed(&table, start, "wrong corner").await;
    let mails = table.deliver().await;
    let again = mails
        .iter()
        .rev()
        .find(|m| m.reply_to.is_some())
        .expect("the seat the game waits for again is emailed its choices");
    assert_ne!(Some(&again.to), first.as_ref());
    assert_ne!(again.to, waiting);
    let alt = picture_alt(again);
    assert!(alt.contains("Last moves: "), "{alt}");
    assert_eq!(
        alt.matches("built a settlement").count(),
        1,
        "the first seat's settlement, not the undone one: {alt}"
    );
    assert!(alt.contains("built a road"), "{alt}");
}

/// Makes the database fail every write to the outbox, and keep every
/// message it has recorded as read: as when it goes away between reading
/// a reply and acting on it, and is not back for any clean-up.
async fn fail_between_reading_and_acting(table: &Table) -> tokio_postgres::Client {
    let client = table.app.db.client().await;
    client
        .batch_execute(
            "ALTER TABLE outbox ADD CONSTRAINT outbox_down CHECK (false) NOT VALID; \
             CREATE RULE seen_kept AS ON DELETE TO replies_seen DO INSTEAD NOTHING",
        )
        .await
        .unwrap();
    client
}

async fn recover(client: &tokio_postgres::Client) {
    client
        .batch_execute(
            "ALTER TABLE outbox DROP CONSTRAINT outbox_down; \
             DROP RULE seen_kept ON replies_seen",
        )
        .await
        .unwrap();
}

async fn receive_raw(table: &Table, raw: &str) -> Result<Outcome, ReceiveError> {
    table
        .receiver
        .receive(raw.replace('\n', "\r\n").as_bytes(), None)
        .await
}

#[tokio::test]
async fn a_move_by_reply_that_fails_in_the_database_is_made_once_when_delivered_again() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let message = reply(&to, "failing", &format!("[{code}]"), "");
    let (events, rows) = (table.events().await, table.outbox_rows().await);

    let down = fail_between_reading_and_acting(&table).await;
    let failed = receive_raw(&table, &message).await;
    assert!(failed.is_err(), "a temporary failure: {failed:?}");
    assert_eq!(table.events().await, events, "no move yet");
    recover(&down).await;

    // The mail server delivers it again: the move is made, once.
    let outcome = table.receive(&message).await;
    assert!(matches!(outcome, Outcome::Moved { .. }), "{outcome:?}");
    let moved = table.events().await;
    assert!(moved > events);
    assert!(table.outbox_rows().await > rows, "the move's emails");
    assert_eq!(
        table.receive(&message).await,
        Outcome::Ignored(Quiet::Again)
    );
    assert_eq!(table.events().await, moved);
}

#[tokio::test]
async fn a_reply_answered_when_the_database_fails_is_answered_once_when_delivered_again() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let message = reply(&to, "unclear", "what should I do?", "");
    let (events, rows) = (table.events().await, table.outbox_rows().await);

    let down = fail_between_reading_and_acting(&table).await;
    let failed = receive_raw(&table, &message).await;
    assert!(failed.is_err(), "a temporary failure: {failed:?}");
    recover(&down).await;
    assert_eq!(table.outbox_rows().await, rows, "no answer yet");

    let outcome = table.receive(&message).await;
    assert!(
        matches!(
            outcome,
            Outcome::Answered {
                why: Answer::NotAChoice,
                ..
            }
        ),
        "{outcome:?}"
    );
    assert_eq!(table.outbox_rows().await, rows + 1, "one answer");
    assert_eq!(
        table.receive(&message).await,
        Outcome::Ignored(Quiet::Again)
    );
    assert_eq!(table.outbox_rows().await, rows + 1);
    assert_eq!(table.events().await, events);
}

#[tokio::test]
async fn one_reply_read_by_two_readers_at_once_moves_once() {
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().unwrap();
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let message = reply(&to, "twice", &format!("[{code}]"), "");
    let events = table.events().await;
    // A second server on the same database, with its own cache.
    let other = Receiver::new(
        Arc::new(
            GameService::new(
                table.app.db.store.clone(),
                table.app.key.clone(),
                table.app.address.clone(),
            )
            .with_mail(slowcatan::startup::mail_writer_replying(
                table.app.address.clone(),
                true,
            )),
        ),
        ReplyTo::parse(REPLY_TO).unwrap(),
    );
    let raw = message.replace('\n', "\r\n");
    let (a, b) = tokio::join!(
        table.receiver.receive(raw.as_bytes(), None),
        other.receive(raw.as_bytes(), None)
    );
    let outcomes = [a.unwrap(), b.unwrap()];
    let moved = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Moved { .. }))
        .count();
    assert_eq!(moved, 1, "{outcomes:?}");
    assert!(
        outcomes.contains(&Outcome::Ignored(Quiet::Again)),
        "{outcomes:?}"
    );
    let after = table.events().await;
    assert!(after > events);
    let mails = table.deliver().await;
    assert_eq!(
        mails
            .iter()
            .filter(|m| m.subject.contains("made no move"))
            .count(),
        0,
        "nobody is told the reply made no move"
    );
}
