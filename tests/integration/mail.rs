//! Email end to end against a real PostgreSQL and a real SMTP conversation
//! on loopback (a small SMTP server below): recipients, subjects and links
//! that open the right seat; SMTP down then up (nothing lost, nothing
//! twice); two workers on one outbox; reminders by the database clock; the
//! `.eml` fallback; and an ignored throughput benchmark.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant, SystemTime};

use slowcatan::game::links::Links;
use slowcatan::game::secrets::{SeededChance, ServerKey};
use slowcatan::game::service::to_new_events;
use slowcatan::game::GameService;
use slowcatan::rules::{AnyEvent, AnyState};

/// Classic events as events of any ruleset.
fn any(events: &[classic::Event]) -> Vec<AnyEvent> {
    events.iter().cloned().map(AnyEvent::from).collect()
}
use slowcatan::history::chain::GENESIS;
use slowcatan::mail::letter::{Content, Letter};
use slowcatan::mail::worker::{self, drain_once, WorkerConfig};
use slowcatan::mail::{messages, Mailer, Transport};
use slowcatan::rules::classic::{self, BoardKind, Command, State};
use slowcatan::rules::Seat;
use slowcatan::store::{NewGame, NewMail, NewSeat, ReminderPolicy, SeatRow, Store, CLAIM_LEASE};
use slowcatan::token::{hash_token, Token};
use slowcatan::views::common::picture::MailBoard;
use uuid::Uuid;

use crate::helpers::TestDb;

use smtp::SmtpServer;

const BASE_URL: &str = "http://catan.test";
const FROM: &str = "Slow Catan <catan@catan.test>";

/// A small SMTP server for tests: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
/// QUIT, with the codes a client expects. It keeps every message. A gated
/// one ([`SmtpServer::gated`]) holds each message at the end of its DATA,
/// before it answers, until the test lets one through ([`SmtpServer::accept`]),
/// oldest first: a slow server, or with no message let through, one that
/// never answers.
mod smtp {
    use std::sync::{Arc, Mutex};

    use tokio::sync::Semaphore;

    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    use tokio::net::{TcpListener, TcpStream};
    use tokio::task::JoinHandle;

    /// A message as received.
    #[derive(Debug, Clone)]
    pub struct Received {
        pub from: String,
        pub to: Vec<String>,
        pub data: String,
    }

    impl Received {
        /// A header's (unfolded) value.
        pub fn header(&self, name: &str) -> Option<String> {
            let head = self.data.split("\r\n\r\n").next().unwrap_or_default();
            let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
            unfolded.split("\r\n").find_map(|line| {
                let (key, value) = line.split_once(':')?;
                key.eq_ignore_ascii_case(name)
                    .then(|| value.trim().to_owned())
            })
        }

        /// The message with quoted-printable soft breaks and escapes decoded
        /// (good enough to search the bodies).
        pub fn decoded(&self) -> String {
            let joined = self.data.replace("=\r\n", "");
            let bytes = joined.as_bytes();
            let mut out = Vec::with_capacity(bytes.len());
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i] == b'=' && i + 2 < bytes.len() {
                    if let Ok(b) = u8::from_str_radix(&joined[i + 1..i + 3], 16) {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                }
                out.push(bytes[i]);
                i += 1;
            }
            String::from_utf8_lossy(&out).into_owned()
        }
    }

    /// A running server; stops when dropped.
    pub struct SmtpServer {
        pub port: u16,
        kept: Kept,
        task: JoinHandle<()>,
    }

    /// What a server's connections share.
    #[derive(Clone, Default)]
    struct Kept {
        /// Messages accepted.
        received: Arc<Mutex<Vec<Received>>>,
        /// Messages whose DATA ended, accepted or not (yet).
        arrived: Arc<Mutex<Vec<Received>>>,
        /// A gated server's passes: one per message it may accept.
        gate: Option<Arc<Semaphore>>,
    }

    impl SmtpServer {
        pub async fn start() -> SmtpServer {
            SmtpServer::start_on(0).await
        }

        pub async fn start_on(port: u16) -> SmtpServer {
            SmtpServer::start_with(port, Kept::default()).await
        }

        /// A server that accepts a message only when let through.
        pub async fn gated() -> SmtpServer {
            let kept = Kept {
                gate: Some(Arc::new(Semaphore::new(0))),
                ..Kept::default()
            };
            SmtpServer::start_with(0, kept).await
        }

        async fn start_with(port: u16, kept: Kept) -> SmtpServer {
            let listener = TcpListener::bind(("127.0.0.1", port))
                .await
                .expect("bind the test SMTP server");
            let port = listener.local_addr().unwrap().port();
            let shared = kept.clone();
            let task = tokio::spawn(async move {
                while let Ok((stream, _)) = listener.accept().await {
                    let kept = shared.clone();
                    // Reply at once: Nagle's delay would be the whole benchmark.
                    let _ = stream.set_nodelay(true);
                    tokio::spawn(async move {
                        let _ = serve(stream, kept).await;
                    });
                }
            });
            SmtpServer { port, kept, task }
        }

        /// Lets the oldest message held at the gate through.
        pub fn accept(&self) {
            if let Some(gate) = &self.kept.gate {
                gate.add_permits(1);
            }
        }

        /// Every message whose DATA ended, accepted or still held.
        pub fn arrived(&self) -> Vec<Received> {
            self.kept.arrived.lock().unwrap().clone()
        }

        pub fn url(&self) -> String {
            format!("smtp://127.0.0.1:{}", self.port)
        }

        pub fn received(&self) -> Vec<Received> {
            self.kept.received.lock().unwrap().clone()
        }
    }

    impl Drop for SmtpServer {
        fn drop(&mut self) {
            self.task.abort();
        }
    }

    async fn serve(stream: TcpStream, kept: Kept) -> std::io::Result<()> {
        let (read, mut write) = stream.into_split();
        let mut lines = BufReader::new(read);
        write
            .write_all(b"220 localhost test SMTP ready\r\n")
            .await?;
        let mut from = String::new();
        let mut to = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if lines.read_line(&mut line).await? == 0 {
                return Ok(());
            }
            let command = line.trim_end().to_owned();
            let verb = command
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_ascii_uppercase();
            let reply: &[u8] = match verb.as_str() {
                "EHLO" => b"250-localhost greets you\r\n250 8BITMIME\r\n",
                "HELO" => b"250 localhost\r\n",
                "MAIL" => {
                    from = address(&command);
                    to.clear();
                    b"250 2.1.0 OK\r\n"
                }
                "RCPT" => {
                    to.push(address(&command));
                    b"250 2.1.5 OK\r\n"
                }
                "DATA" => {
                    write
                        .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                        .await?;
                    let mut data = String::new();
                    loop {
                        line.clear();
                        if lines.read_line(&mut line).await? == 0 {
                            return Ok(());
                        }
                        if line == ".\r\n" {
                            break;
                        }
                        data.push_str(line.strip_prefix('.').unwrap_or(&line));
                    }
                    let message = Received {
                        from: from.clone(),
                        to: std::mem::take(&mut to),
                        data,
                    };
                    kept.arrived.lock().unwrap().push(message.clone());
                    if let Some(gate) = &kept.gate {
                        // Fair: messages go through in the order they came.
                        gate.acquire().await.unwrap().forget();
                    }
                    kept.received.lock().unwrap().push(message);
                    b"250 2.0.0 OK queued\r\n"
                }
                "RSET" => {
                    to.clear();
                    b"250 2.0.0 OK\r\n"
                }
                "NOOP" => b"250 2.0.0 OK\r\n",
                "QUIT" => {
                    write.write_all(b"221 2.0.0 Bye\r\n").await?;
                    return Ok(());
                }
                _ => b"502 5.5.2 Command not recognized\r\n",
            };
            write.write_all(reply).await?;
        }
    }

    /// The address in `MAIL FROM:<a@b> ...` / `RCPT TO:<a@b>`.
    fn address(command: &str) -> String {
        let start = command.find('<').map_or(0, |i| i + 1);
        let end = command[start..]
            .find('>')
            .map_or(command.len(), |i| start + i);
        command[start..end].to_owned()
    }
}

fn key() -> ServerKey {
    ServerKey::from_secret(b"mail test key")
}

fn links(store: &Store) -> Links {
    Links::new(store.clone(), key(), BASE_URL.to_owned())
}

fn smtp_mailer(url: &str) -> Mailer {
    Mailer::new(Transport::smtp(url).unwrap(), FROM).unwrap()
}

fn names() -> Vec<String> {
    ["Anna", "Ben", "Cleo"].map(String::from).to_vec()
}

fn email_of(seat: u8) -> String {
    format!("{}@example.org", names()[usize::from(seat)].to_lowercase())
}

/// A classic game of three created in the store as the service would:
/// sealed tokens, `GameCreated`, one invitation per seat.
struct Game {
    id: Uuid,
    state: State,
    chance: SeededChance,
    /// The hash chain's head, as the service keeps it.
    head: [u8; 32],
}

async fn create_game(store: &Store) -> Game {
    let id = Uuid::new_v4();
    let mut chance = SeededChance::new(id.as_bytes());
    let events = classic::decide(
        &State::<classic::Base>::default(),
        Seat(0),
        Command::CreateGame {
            players: 3,
            board: BoardKind::Beginner,
        },
        &mut chance,
    )
    .unwrap();
    let state = classic::fold(&events);
    let first = state.phase.awaiting();
    let mut seats = Vec::new();
    let mut outbox = Vec::new();
    for seat in 0..3u8 {
        let token = Token::generate().unwrap();
        seats.push(NewSeat {
            seat,
            name: names()[usize::from(seat)].clone(),
            email: email_of(seat),
            token_hash: token.hash(),
            token_sealed: key().seal(id, seat, token.as_str()),
            language: "en".to_owned(),
        });
        outbox.push(messages::invitation(&messages::Invitation {
            lang: slowcatan::lang::Lang::En,
            game_id: id,
            seat,
            seat_name: names()[usize::from(seat)].clone(),
            email: email_of(seat),
            players: names(),
            ruleset_name: "Catan".to_owned(),
            start: first
                .contains(&Seat(seat))
                .then(|| "place your first settlement".to_owned()),
            host_rewinds_alone: false,
            resent: None,
        }));
    }
    let (rows, head) = to_new_events(&any(&events), 0, GENESIS, SystemTime::now(), &[]).unwrap();
    store
        .create_game(&NewGame {
            id,
            ruleset: "classic".to_owned(),
            options: serde_json::json!({}),
            status: "setup".to_owned(),
            seed_commitment: None,
            host_token_hash: hash_token(&format!("{id}-host")),
            seed: None,
            seats,
            events: rows,
            outbox,
            host_token_sealed: None,
            awaiting_host: false,
            deadline: None,
            talk: Vec::new(),
            due: Vec::new(),
        })
        .await
        .unwrap();
    rewrite_due(store, id).await;
    Game {
        id,
        state,
        chance,
        head,
    }
}

impl Game {
    fn seat_rows() -> Vec<SeatRow> {
        (0..3u8)
            .map(|seat| SeatRow {
                seat,
                name: names()[usize::from(seat)].clone(),
                email: email_of(seat),
                reminders: true,
                language: slowcatan::language::Lang::En,
                time_zone: None,
            })
            .collect()
    }

    /// Plays the awaited seat's first legal command, appending its events
    /// and the emails they call for in one transaction, as the service does.
    async fn play(&mut self, store: &Store) -> Seat {
        let seat = self.state.phase.awaiting()[0];
        let command = classic::legal_commands(&self.state, seat)
            .into_iter()
            .next()
            .unwrap();
        let events = classic::decide(&self.state, seat, command, &mut self.chance).unwrap();
        let mut after = self.state.clone();
        for e in &events {
            classic::evolve(&mut after, e);
        }
        let mails = messages::notice_mails(
            &Game::seat_rows(),
            &AnyState::from(self.state.clone()),
            &AnyState::from(after.clone()),
            &[],
            &any(&events),
            self.id,
            BASE_URL,
        );
        let (rows, head) = to_new_events(
            &any(&events),
            self.state.version,
            self.head,
            SystemTime::now(),
            &[],
        )
        .unwrap();
        self.head = head;
        store
            .append(self.id, self.state.version, &rows, &mails, &[], "setup")
            .await
            .unwrap();
        self.state = after;
        rewrite_due(store, self.id).await;
        seat
    }
}

/// A service on `store` that writes real emails.
fn mailing_service(store: &Store) -> GameService {
    GameService::new(store.clone(), key(), BASE_URL.to_owned())
        .with_mail(slowcatan::startup::mail_writer(BASE_URL.to_owned()))
}

/// Writes the due work of a game this file wrote straight into the store
/// (or whose times it moved), as the service does after its own appends.
async fn rewrite_due(store: &Store, game: Uuid) {
    mailing_service(store).write_due(game).await.unwrap();
}

/// Runs the reminder pass; how many reminders it queued.
async fn remind(store: &Store) -> usize {
    mailing_service(store)
        .pass_reminders(100)
        .await
        .unwrap()
        .reminders
}

/// The seat a `/play/{token}` link in `text` opens, by the token's hash.
async fn seat_of_link(db: &TestDb, text: &str) -> (Uuid, u8) {
    let start = text
        .find(&format!("{BASE_URL}/play/"))
        .expect("a personal link")
        + BASE_URL.len()
        + 6;
    let token: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    assert_eq!(token.len(), 43, "a whole token in {text}");
    let row = db
        .client()
        .await
        .query_one(
            "SELECT game, seat FROM seats WHERE token_hash = $1",
            &[&&hash_token(&token)[..]],
        )
        .await
        .expect("the link's token belongs to a seat");
    (row.get(0), u8::try_from(row.get::<_, i16>(1)).unwrap())
}

async fn count(db: &TestDb, sql: &str) -> i64 {
    db.client().await.query_one(sql, &[]).await.unwrap().get(0)
}

/// Drains until nothing is due.
async fn drain_all(store: &Store, mailer: &Mailer, links: &Links) -> usize {
    let mut total = 0;
    loop {
        let n = drain_once(store, mailer, links, 50).await.unwrap();
        if n == 0 {
            return total;
        }
        total += n;
    }
}

fn deliveries_by_outbox_id(received: &[smtp::Received]) -> HashMap<i64, usize> {
    let mut counts = HashMap::new();
    for message in received {
        let id: i64 = message
            .header("X-Outbox-Id")
            .expect("an outbox id header")
            .parse()
            .unwrap();
        *counts.entry(id).or_default() += 1;
    }
    counts
}

#[tokio::test]
async fn each_email_reaches_its_seat_over_smtp_with_a_link_that_opens_that_seat() {
    // Arrange: a game, its invitations, and three setup moves.
    let db = TestDb::new().await;
    let server = SmtpServer::start().await;
    let mut game = create_game(&db.store).await;
    let mut movers = Vec::new();
    for _ in 0..3 {
        movers.push(game.play(&db.store).await);
    }

    // Act
    let sent = drain_all(&db.store, &smtp_mailer(&server.url()), &links(&db.store)).await;

    // Assert
    let received = server.received();
    let queued = count(&db, "SELECT count(*) FROM outbox").await;
    assert_eq!(sent as i64, queued);
    assert_eq!(received.len() as i64, queued);
    assert_eq!(
        count(&db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL").await,
        0
    );
    let invitations: Vec<_> = received
        .iter()
        .filter(|m| m.header("Subject").unwrap().starts_with("You are invited"))
        .collect();
    assert_eq!(invitations.len(), 3);
    // Messages of a batch go out in parallel: find each seat's thread first.
    let mut threads = HashMap::new();
    for message in &invitations {
        let (_, seat) = seat_of_link(&db, &message.decoded()).await;
        threads.insert(seat, message.header("Message-ID").expect("a Message-ID"));
    }
    for message in &received {
        assert_eq!(message.to.len(), 1);
        assert_eq!(message.from, "catan@catan.test");
        let body = message.decoded();
        let (game_id, seat) = seat_of_link(&db, &body).await;
        assert_eq!(game_id, game.id);
        assert_eq!(
            message.to[0],
            email_of(seat),
            "the link opens the recipient's seat"
        );
        assert!(!body.contains("%SEAT_LINK%"));
        assert!(body.contains("/reminders"));
        assert!(message.header("Date").is_some());
        let id = message.header("Message-ID").expect("a Message-ID");
        if threads.get(&seat) != Some(&id) {
            let parent = message.header("In-Reply-To").expect("threaded");
            assert_eq!(message.header("References"), Some(parent.clone()));
            assert_eq!(
                threads.get(&seat),
                Some(&parent),
                "replies to the seat's invitation"
            );
        }
        assert!(
            message.header("List-Unsubscribe").is_none(),
            "only reminders"
        );
    }
    // Settlement and road by the first player, then the second one's turn:
    // one "your turn", to the second player only, not to the one who moved.
    assert_eq!(movers[0], movers[1]);
    assert_ne!(movers[1], movers[2]);
    let turn_mails: Vec<_> = received
        .iter()
        .filter(|m| m.header("Subject").unwrap().contains(": your turn, "))
        .collect();
    assert_eq!(turn_mails.len(), 1);
    assert_eq!(turn_mails[0].to, [email_of(movers[2].0)]);
    // The subject names the game and the others, never the recipient.
    let others: Vec<String> = names()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(movers[2].0))
        .map(|(_, name)| name)
        .collect();
    assert_eq!(
        turn_mails[0].header("Subject").unwrap(),
        format!(
            "Catan with {} and {}: your turn, place your first settlement",
            others[0], others[1]
        )
    );
    assert!(turn_mails[0].decoded().contains(&format!(
        "{} built a road.",
        names()[usize::from(movers[0].0)]
    )));
}

#[tokio::test]
async fn when_smtp_is_down_mail_waits_and_arrives_once_it_is_up() {
    let db = TestDb::new().await;
    // A port with nothing listening (yet).
    let port = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        probe.local_addr().unwrap().port()
    };
    let game = create_game(&db.store).await;
    let mailer = smtp_mailer(&format!("smtp://127.0.0.1:{port}"));
    let (stop, shutdown) = tokio::sync::watch::channel(false);
    let config = WorkerConfig {
        sends: 10,
        idle: Duration::from_millis(50),
        reminder_check: Duration::from_secs(3600),
    };
    let worker = tokio::spawn(worker::run_worker_with(
        config,
        db.store.clone(),
        mailer,
        links(&db.store),
        shutdown,
    ));

    // The first attempt fails: the rows wait with their error.
    let deadline = Instant::now() + Duration::from_secs(10);
    while count(&db, "SELECT count(*) FROM outbox WHERE attempts = 0").await > 0 {
        assert!(Instant::now() < deadline, "the worker never tried");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let client = db.client().await;
    let rows = client
        .query(
            "SELECT attempts, last_error, sent_at IS NULL, \
                    extract(epoch FROM send_after - now())::float8 \
             FROM outbox WHERE game = $1",
            &[&game.id],
        )
        .await
        .unwrap();
    assert_eq!(rows.len(), 3);
    for row in &rows {
        assert!(row.get::<_, i32>(0) >= 1);
        let error: Option<String> = row.get(1);
        assert!(error.unwrap().contains("SMTP"), "the error is kept");
        assert!(row.get::<_, bool>(2), "not sent");
        assert!(
            row.get::<_, f64>(3) < 10.0,
            "the first retry comes within seconds"
        );
    }

    // The server comes up: every message arrives, once.
    let server = SmtpServer::start_on(port).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while count(&db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL").await > 0 {
        assert!(Instant::now() < deadline, "the mail never went out");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.send(true).unwrap();
    worker.await.unwrap();
    let received = server.received();
    let counts = deliveries_by_outbox_id(&received);
    assert_eq!(received.len(), 3);
    assert_eq!(counts.len(), 3);
    assert!(counts.values().all(|&n| n == 1));
    let mut recipients: Vec<_> = received.iter().map(|m| m.to[0].clone()).collect();
    recipients.sort();
    assert_eq!(
        recipients,
        ["anna@example.org", "ben@example.org", "cleo@example.org"]
    );
}

/// Queues `n` plain emails for seat 0 of `game`.
async fn queue_many(db: &TestDb, game: Uuid, n: usize) {
    let mails: Vec<NewMail> = (0..n)
        .map(|i| NewMail {
            seat: Some(0),
            kind: "your_turn".to_owned(),
            recipient: email_of(0),
            subject: format!("Message {i}"),
            letter: Letter::new(
                slowcatan::lang::Lang::En,
                Content::YourTurn(messages::YourTurnEmail {
                    name: "Anna".to_owned(),
                    todo: "roll the dice".to_owned(),
                    summary: format!("Message {i}."),
                    news: Vec::new(),
                    extras: Vec::new(),
                    before: None,
                    plans: false,
                }),
            )
            .to_value(),
            reply_version: None,
        })
        .collect();
    let version: i64 = db
        .client()
        .await
        .query_one("SELECT version FROM games WHERE id = $1", &[&game])
        .await
        .unwrap()
        .get(0);
    db.store
        .append(game, version as u64, &[], &mails, &[], "setup")
        .await
        .unwrap();
}

#[tokio::test]
async fn two_workers_on_one_outbox_never_send_a_message_twice() {
    let db = TestDb::new().await;
    let server = SmtpServer::start().await;
    let game = create_game(&db.store).await;
    queue_many(&db, game.id, 300).await;
    let total = count(&db, "SELECT count(*) FROM outbox").await;

    // Two "processes": separate pools, separate SMTP connections.
    let run = |store: Store| {
        let mailer = smtp_mailer(&server.url());
        async move {
            let links = links(&store);
            let mut sent = 0;
            loop {
                let n = drain_once(&store, &mailer, &links, 7).await.unwrap();
                if n == 0 {
                    return sent;
                }
                sent += n;
            }
        }
    };
    let a = Store::connect(&db.url, 4).unwrap();
    let b = Store::connect(&db.url, 4).unwrap();
    let (sent_a, sent_b) = tokio::join!(run(a), run(b));

    let received = server.received();
    let counts = deliveries_by_outbox_id(&received);
    assert_eq!((sent_a + sent_b) as i64, total);
    assert_eq!(received.len() as i64, total);
    assert_eq!(counts.len() as i64, total);
    assert!(counts.values().all(|&n| n == 1), "a message went out twice");
    assert!(
        sent_a > 0 && sent_b > 0,
        "both workers took part ({sent_a}, {sent_b})"
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL").await,
        0
    );
}

/// The outbox ids of `messages`.
fn outbox_ids(messages: &[smtp::Received]) -> HashSet<i64> {
    deliveries_by_outbox_id(messages).into_keys().collect()
}

/// A worker as `serve` runs it, but quick to look again and never
/// queueing digests, on `store`, sending with `mailer`; its stop and its
/// task.
fn spawn_worker(
    store: Store,
    mailer: Mailer,
) -> (
    tokio::sync::watch::Sender<bool>,
    tokio::task::JoinHandle<()>,
) {
    let config = WorkerConfig {
        idle: Duration::from_millis(50),
        reminder_check: Duration::from_secs(3600),
        ..WorkerConfig::default()
    };
    let links = links(&store);
    let (stop, shutdown) = tokio::sync::watch::channel(false);
    let task = tokio::spawn(worker::run_worker_with(
        config, store, mailer, links, shutdown,
    ));
    (stop, task)
}

/// Waits (up to 20 s) until every row of the outbox is sent.
async fn until_all_sent(db: &TestDb) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while count(db, "SELECT count(*) FROM outbox WHERE sent_at IS NULL").await > 0 {
        assert!(Instant::now() < deadline, "the mail never all went out");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Rows a worker holds whose lease has ended (by the database clock).
const HELD_PAST_LEASE: &str = "\
    SELECT count(*) FROM outbox \
    WHERE claim IS NOT NULL AND sent_at IS NULL AND send_after <= now()";

/// Many emails due at once, a slow SMTP server, two workers: each row is
/// claimed only as it is sent, so none is held past its lease (another
/// worker would then send it again) and none goes out twice. The server
/// takes a tenth of the lease per email, by the database clock: before it
/// accepts each message, every unsent row's time moves back that much.
#[tokio::test]
async fn no_row_is_held_past_its_lease_however_slow_the_smtp_server_and_none_goes_twice() {
    let db = TestDb::new().await;
    let server = SmtpServer::gated().await;
    let game = create_game(&db.store).await;
    queue_many(&db, game.id, 64).await;
    let total = count(&db, "SELECT count(*) FROM outbox").await as usize;
    // Two "processes": separate pools, separate SMTP connections.
    let workers = [
        spawn_worker(
            Store::connect(&db.url, 8).unwrap(),
            smtp_mailer(&server.url()),
        ),
        spawn_worker(
            Store::connect(&db.url, 8).unwrap(),
            smtp_mailer(&server.url()),
        ),
    ];
    let client = db.client().await;
    let step = CLAIM_LEASE.as_secs_f64() / 10.0;

    for accepted in 0..total {
        let deadline = Instant::now() + Duration::from_secs(20);
        while server.arrived().len() <= accepted {
            assert!(
                Instant::now() < deadline,
                "no email reached the server after {accepted}"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        client
            .execute(
                "UPDATE outbox SET send_after = send_after - make_interval(secs => $1) \
                 WHERE sent_at IS NULL",
                &[&step],
            )
            .await
            .unwrap();
        let overdue = count(&db, HELD_PAST_LEASE).await;
        assert_eq!(
            overdue, 0,
            "{overdue} rows were held past their lease after {accepted} emails"
        );
        server.accept();
    }
    until_all_sent(&db).await;
    for (stop, task) in workers {
        stop.send(true).unwrap();
        task.await.unwrap();
    }

    let received = server.received();
    let counts = deliveries_by_outbox_id(&received);
    assert_eq!(received.len(), total);
    assert_eq!(counts.len(), total);
    assert!(counts.values().all(|&n| n == 1), "a message went out twice");
}

/// A worker dies (its task dropped) while the SMTP server holds the
/// emails it sends: it held only those, so another worker sends every
/// other row at once, and only those once their lease ends.
#[tokio::test]
async fn a_worker_that_dies_mid_send_leaves_only_its_emails_in_flight_to_go_again() {
    let db = TestDb::new().await;
    let silent = SmtpServer::gated().await;
    let game = create_game(&db.store).await;
    queue_many(&db, game.id, 40).await;
    let total = count(&db, "SELECT count(*) FROM outbox").await as usize;
    let (_stop, dying) = spawn_worker(db.store.clone(), smtp_mailer(&silent.url()));
    let deadline = Instant::now() + Duration::from_secs(10);
    while silent.arrived().is_empty() {
        assert!(Instant::now() < deadline, "no email reached the server");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Every send it started reaches the server meanwhile.
    tokio::time::sleep(Duration::from_millis(500)).await;
    dying.abort();
    let _ = dying.await;

    let in_flight = outbox_ids(&silent.arrived());
    let held: HashSet<i64> = db
        .client()
        .await
        .query(
            "SELECT id FROM outbox WHERE claim IS NOT NULL AND sent_at IS NULL",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert!(
        held.is_subset(&in_flight),
        "the dead worker held {} rows, of which only {} were being sent",
        held.len(),
        in_flight.len()
    );
    assert!(
        !held.is_empty() && held.len() <= worker::SENDS,
        "the dead worker held {} rows",
        held.len()
    );

    // Another worker sends the rest at once...
    let server = SmtpServer::start().await;
    let mailer = smtp_mailer(&server.url());
    drain_all(&db.store, &mailer, &links(&db.store)).await;
    let first = outbox_ids(&server.received());
    assert_eq!(first.len(), total - held.len());
    assert!(first.is_disjoint(&held));
    // ... and the dead worker's once their lease ends.
    db.client()
        .await
        .execute(
            "UPDATE outbox SET send_after = send_after - make_interval(secs => $1) \
             WHERE claim IS NOT NULL AND sent_at IS NULL",
            &[&CLAIM_LEASE.as_secs_f64()],
        )
        .await
        .unwrap();
    drain_all(&db.store, &mailer, &links(&db.store)).await;
    let counts = deliveries_by_outbox_id(&server.received());
    assert_eq!(counts.len(), total);
    assert!(counts.values().all(|&n| n == 1), "a message went out twice");
}

/// Sessions of the test database waiting for a lock.
async fn waiting_on_locks(db: &TestDb) -> i64 {
    count(
        db,
        "SELECT count(*) FROM pg_stat_activity \
         WHERE datname = current_database() AND wait_event_type = 'Lock'",
    )
    .await
}

/// While the worker's statements wait (here on the seats' row locks, as
/// they would on a busy database), it holds no more than its share of the
/// one pool that requests use too, and a request still gets a connection.
#[tokio::test]
async fn requests_get_a_connection_while_the_worker_holds_its_share_of_the_pool() {
    let db = TestDb::new().await;
    let game = create_game(&db.store).await;
    queue_many(&db, game.id, 40).await;
    // Ben speaks: each email to Anna and Cleo carries it, and takes their
    // seat's row lock to say so.
    db.store.post_talk(game.id, 1, "Hello", &[]).await.unwrap();
    // A server's one pool, small.
    let store = Store::connect(&db.url, 6).unwrap();
    let locker = db.client().await;
    locker.batch_execute("BEGIN").await.unwrap();
    locker
        .execute(
            "SELECT 1 FROM seats WHERE game = $1 FOR UPDATE",
            &[&game.id],
        )
        .await
        .unwrap();
    let (transport, mailbox) = Transport::memory();
    let (stop, task) = spawn_worker(store.clone(), Mailer::new(transport, FROM).unwrap());
    let deadline = Instant::now() + Duration::from_secs(5);
    while waiting_on_locks(&db).await == 0 {
        assert!(Instant::now() < deadline, "the worker never waited");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Every send it started reaches the lock meanwhile.
    tokio::time::sleep(Duration::from_millis(300)).await;

    let held = waiting_on_locks(&db).await;
    let read = tokio::time::timeout(Duration::from_secs(2), store.health()).await;
    locker.batch_execute("ROLLBACK").await.unwrap();
    assert!(
        matches!(read, Ok(Ok(()))),
        "a request got no connection while the worker held {held}: {read:?}"
    );
    assert!(
        held <= worker::SENDS as i64,
        "the worker held {held} connections"
    );
    until_all_sent(&db).await;
    stop.send(true).unwrap();
    task.await.unwrap();
    let total = count(&db, "SELECT count(*) FROM outbox").await as usize;
    assert_eq!(mailbox.messages().len(), total);
}

/// Queues for each of `boards` an email to seat 0 of `game` whose board
/// picture marks that label.
async fn queue_pictures(db: &TestDb, game: Uuid, boards: &[&str]) {
    let mails: Vec<NewMail> = boards
        .iter()
        .enumerate()
        .map(|(i, label)| {
            let mut letter = Letter::new(
                slowcatan::lang::Lang::En,
                Content::YourTurn(messages::YourTurnEmail {
                    name: "Anna".to_owned(),
                    todo: "roll the dice".to_owned(),
                    summary: format!("Picture {i}."),
                    news: Vec::new(),
                    extras: Vec::new(),
                    before: None,
                    plans: false,
                }),
            );
            letter.picture = Some(MailBoard {
                svg: format!(
                    "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">\
                     <rect width=\"200\" height=\"100\" class=\"t-hills\"/>\
                     <text x=\"100\" y=\"60\" class=\"num\">{label}</text></svg>"
                ),
                alt: format!("A board marking {label}"),
                parts: Vec::new(),
            });
            NewMail {
                seat: Some(0),
                kind: "your_turn".to_owned(),
                recipient: email_of(0),
                subject: format!("Picture {i}"),
                letter: letter.to_value(),
                reply_version: None,
            }
        })
        .collect();
    let version: i64 = db
        .client()
        .await
        .query_one("SELECT version FROM games WHERE id = $1", &[&game])
        .await
        .unwrap()
        .get(0);
    db.store
        .append(game, version as u64, &[], &mails, &[], "setup")
        .await
        .unwrap();
}

/// Emails that carry the same board (the same picture input) carry the
/// same PNG, drawn once; an email whose board differs gets its own.
#[tokio::test]
async fn emails_that_carry_the_same_board_have_it_drawn_once() {
    let db = TestDb::new().await;
    let game = create_game(&db.store).await;
    queue_pictures(&db, game.id, &["Ulm 8", "Ulm 8", "Ulm 9", "Ulm 8"]).await;
    let (transport, mailbox) = Transport::memory();
    let mailer = Mailer::new(transport, "catan@example.org").unwrap();

    drain_all(&db.store, &mailer, &links(&db.store)).await;

    assert_eq!(mailer.pictures().draws(), 2);
    let mut boards: HashMap<String, Vec<Vec<u8>>> = HashMap::new();
    for message in mailbox.messages() {
        let eml = slowcatan::mail::eml::parse(message.raw.as_bytes());
        let Some(subject) = eml.subject.strip_prefix("Picture ").map(str::to_owned) else {
            continue;
        };
        let board = eml
            .images
            .iter()
            .find(|i| i.id == "board")
            .expect("a board");
        boards.entry(subject).or_default().push(board.bytes.clone());
    }
    let png = |n: &str| boards[n][0].clone();
    assert_eq!(boards.len(), 4, "each email carries its board");
    assert_eq!(png("0"), png("1"));
    assert_eq!(png("0"), png("3"));
    assert_ne!(png("0"), png("2"));
}

#[tokio::test]
async fn reminders_follow_the_database_clock_and_stop_when_asked() {
    let db = TestDb::new().await;
    let game = create_game(&db.store).await;
    let service = mailing_service(&db.store);
    let awaited = game.state.phase.awaiting()[0].0;
    let client = db.client().await;
    // The event log refuses updates; this test's private copy lets us
    // backdate it to stand for a day of waiting.
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    let (store, id) = (&db.store, game.id);
    let backdate_events = |hours: i32| {
        let client = &client;
        async move {
            client
                .execute(
                    "UPDATE events SET created_at = now() - make_interval(hours => $1)",
                    &[&hours],
                )
                .await
                .unwrap();
            rewrite_due(store, id).await;
        }
    };
    let reminders =
        || async { count(&db, "SELECT count(*) FROM outbox WHERE kind = 'reminder'").await };

    // Fresh: nothing.
    assert_eq!(remind(&db.store).await, 0);

    // A day of waiting: one reminder, to the awaited seat only.
    backdate_events(25).await;
    assert_eq!(remind(&db.store).await, 1);
    let row = client
        .query_one(
            "SELECT seat, recipient, subject FROM outbox WHERE kind = 'reminder'",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(row.get::<_, i16>(0), i16::from(awaited));
    assert_eq!(row.get::<_, String>(1), email_of(awaited));
    assert!(row
        .get::<_, String>(2)
        .contains("place your first settlement"));

    // Asking again right away: nothing more (the next one is a day later).
    assert_eq!(remind(&db.store).await, 0);
    assert_eq!(reminders().await, 1);

    // A day after the reminder: the second.
    client
        .execute(
            "UPDATE seats SET last_reminded_at = last_reminded_at - interval '25 hours'",
            &[],
        )
        .await
        .unwrap();
    rewrite_due(&db.store, game.id).await;
    assert_eq!(remind(&db.store).await, 1);
    assert_eq!(reminders().await, 2);

    // The host allows two: no third.
    service
        .set_reminder_policy(
            game.id,
            ReminderPolicy {
                max: 2,
                ..ReminderPolicy::default()
            },
        )
        .await
        .unwrap();
    client
        .execute(
            "UPDATE seats SET last_reminded_at = last_reminded_at - interval '25 hours'",
            &[],
        )
        .await
        .unwrap();
    rewrite_due(&db.store, game.id).await;
    assert_eq!(remind(&db.store).await, 0);

    // The seat turns reminders off: none, even with more allowed.
    assert!(service
        .set_reminders(game.id, awaited, false)
        .await
        .unwrap());
    service
        .set_reminder_policy(game.id, ReminderPolicy::default())
        .await
        .unwrap();
    assert_eq!(remind(&db.store).await, 0);
    assert!(service.set_reminders(game.id, awaited, true).await.unwrap());
    assert_eq!(remind(&db.store).await, 1);
    assert_eq!(reminders().await, 3);
    assert_eq!(
        db.store.reminder_policy(game.id).await.unwrap(),
        Some(ReminderPolicy::default())
    );

    // A reminder carries List-Unsubscribe to the seat's reminders page.
    let server = SmtpServer::start().await;
    drain_all(&db.store, &smtp_mailer(&server.url()), &links(&db.store)).await;
    let reminder = server
        .received()
        .into_iter()
        .find(|m| m.header("Subject").unwrap().contains(": reminder, "))
        .unwrap();
    let unsubscribe = reminder.header("List-Unsubscribe").unwrap();
    assert!(unsubscribe.starts_with(&format!("<{BASE_URL}/play/")));
    assert!(unsubscribe.ends_with("/reminders>"));
    assert_eq!(seat_of_link(&db, &unsubscribe).await, (game.id, awaited));
    assert_eq!(
        reminder.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
}

#[tokio::test]
async fn a_new_event_starts_a_new_waiting_period() {
    let db = TestDb::new().await;
    let mut game = create_game(&db.store).await;
    let client = db.client().await;
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    client
        .execute(
            "UPDATE events SET created_at = now() - interval '25 hours'",
            &[],
        )
        .await
        .unwrap();
    rewrite_due(&db.store, game.id).await;
    assert_eq!(remind(&db.store).await, 1);

    // The seat moves: the game is no longer idle, so no reminder.
    game.play(&db.store).await;
    assert_eq!(remind(&db.store).await, 0);

    // A day later, the seat the game now waits for is reminded.
    client
        .execute(
            "UPDATE events SET created_at = now() - interval '25 hours'",
            &[],
        )
        .await
        .unwrap();
    rewrite_due(&db.store, game.id).await;
    assert_eq!(remind(&db.store).await, 1);
    let seats: Vec<i16> = client
        .query(
            "SELECT seat FROM outbox WHERE kind = 'reminder' ORDER BY id",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    let expected = game.state.phase.awaiting()[0].0;
    assert_eq!(seats.last(), Some(&i16::from(expected)));
}

/// Step 6: the reminder pass folds every game with the same rewind-aware
/// fold as the service, so a game with an open rewind proposal or a rewind
/// in its log is reminded like any other, and never stops the pass for the
/// other games.
#[tokio::test]
async fn reminders_flow_for_rewound_games_and_for_the_games_after_them() {
    let db = TestDb::new().await;
    let service = GameService::new(db.store.clone(), key(), BASE_URL.to_owned());
    let mut proposed = create_game(&db.store).await;
    let mut rewound = create_game(&db.store).await;
    let plain = create_game(&db.store).await;
    for game in [&mut proposed, &mut rewound] {
        for _ in 0..3 {
            game.play(&db.store).await;
        }
    }
    // An open proposal, left unanswered.
    service
        .propose_rewind(proposed.id, 4, 2, "a misclick")
        .await
        .unwrap();
    // A proposal every seat agreed to: the game is back after event 2.
    let mut version = service
        .propose_rewind(rewound.id, 4, 2, "a misclick")
        .await
        .unwrap()
        .version;
    for seat in 0..3 {
        version = service
            .answer_rewind(rewound.id, Seat(seat), version, true)
            .await
            .unwrap();
    }
    let after_rewind = service.load(rewound.id).await.unwrap();
    let awaited_after_rewind = after_rewind.state.waiting_for()[0];

    let client = db.client().await;
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete")
        .await
        .unwrap();
    client
        .execute(
            "UPDATE events SET created_at = now() - interval '25 hours'",
            &[],
        )
        .await
        .unwrap();
    for game in [proposed.id, rewound.id, plain.id] {
        rewrite_due(&db.store, game).await;
    }
    assert_eq!(remind(&db.store).await, 3);
    let reminded: Vec<(Uuid, i16)> = client
        .query(
            "SELECT game, seat FROM outbox WHERE kind = 'reminder' ORDER BY id",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    for (game, seat) in [
        (proposed.id, proposed.state.phase.awaiting()[0]),
        (rewound.id, awaited_after_rewind),
        (plain.id, plain.state.phase.awaiting()[0]),
    ] {
        assert!(
            reminded.contains(&(game, i16::from(seat.0))),
            "{game} reminds {seat}: {reminded:?}"
        );
    }
}

/// The kinds of a game's queued emails, oldest first.
async fn outbox_kinds(db: &TestDb, game: Uuid) -> Vec<String> {
    db.client()
        .await
        .query(
            "SELECT kind FROM outbox WHERE game = $1 ORDER BY id",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect()
}

/// The mail seam: a service built without a mail writer queues no email
/// for any change; built with the server's, it queues the invitations, the
/// notices and an invitation sent again, all through the one writer.
#[tokio::test]
async fn a_service_built_without_mail_queues_none_and_one_built_with_it_does() {
    let db = TestDb::new().await;
    let quiet = GameService::new(db.store.clone(), key(), BASE_URL.to_owned());
    let mailing = GameService::new(db.store.clone(), key(), BASE_URL.to_owned())
        .with_mail(slowcatan::startup::mail_writer(BASE_URL.to_owned()));
    for (service, mails) in [(&quiet, false), (&mailing, true)] {
        let created = service
            .create(slowcatan::game::service::CreateGame {
                ruleset: "classic".into(),
                players: names()
                    .iter()
                    .enumerate()
                    .map(|(i, n)| slowcatan::game::service::NewPlayer {
                        name: n.clone(),
                        email: email_of(u8::try_from(i).unwrap()),
                        language: None,
                    })
                    .collect(),
                board: Some(BoardKind::Beginner),
                variable_founding: false,
                host_rewinds_alone: false,
                deadline_hours: None,
                quiet_hours: None,
                special_building: None,
                language: None,
            })
            .await
            .unwrap();
        let game = created.game_id;
        let invited = outbox_kinds(&db, game).await;
        for _ in 0..4 {
            let loaded = service.load(game).await.unwrap();
            let seat = loaded.state.waiting_for()[0];
            let command = loaded.state.legal_commands(seat)[0].clone();
            service
                .submit(game, seat, loaded.version, command)
                .await
                .unwrap();
        }
        let played = outbox_kinds(&db, game).await;
        assert!(service.resend_invitation(game, 1).await.unwrap());
        assert!(!service.resend_invitation(game, 9).await.unwrap());
        let resent = outbox_kinds(&db, game).await;
        if mails {
            assert_eq!(invited, vec!["invitation"; 3]);
            assert!(played.len() > invited.len(), "notices follow the moves");
            assert_eq!(resent.len(), played.len() + 1);
            assert_eq!(resent.last().map(String::as_str), Some("invitation"));
        } else {
            assert!(resent.is_empty(), "no mail at all: {resent:?}");
        }
    }
}

#[tokio::test]
async fn without_smtp_each_email_is_written_as_an_eml_file() {
    let db = TestDb::new().await;
    let dir = std::env::temp_dir().join(format!("slowcatan-mail-{}", Uuid::new_v4().simple()));
    let mailer = Mailer::from_settings(None, &dir, FROM).unwrap();
    let game = create_game(&db.store).await;

    let sent = drain_all(&db.store, &mailer, &links(&db.store)).await;

    assert_eq!(sent, 3);
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    assert_eq!(files.len(), 3);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap().replace("=\r\n", "");
        let (game_id, _) = seat_of_link(&db, &text).await;
        assert_eq!(game_id, game.id);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_row_written_before_letters_is_sent_as_written_with_its_link() {
    let db = TestDb::new().await;
    let server = SmtpServer::start().await;
    let game = create_game(&db.store).await;
    drain_all(&db.store, &smtp_mailer(&server.url()), &links(&db.store)).await;
    db.client()
        .await
        .execute(
            "INSERT INTO outbox (game, seat, kind, recipient, subject, body_text, body_html) \
             VALUES ($1, 1, 'your_turn', 'ben@example.org', 'Your turn', \
                     'Play now: %SEAT_LINK%', '<p><a href=\"%SEAT_LINK%\">Play now</a></p>')",
            &[&game.id],
        )
        .await
        .unwrap();

    let sent = drain_all(&db.store, &smtp_mailer(&server.url()), &links(&db.store)).await;

    assert_eq!(sent, 1);
    let received = server.received();
    let old = received.last().unwrap().decoded();
    assert!(!old.contains("%SEAT_LINK%"), "{old}");
    assert!(
        old.contains(&format!("Play now: {BASE_URL}/play/")),
        "{old}"
    );
    assert_eq!(seat_of_link(&db, &old).await, (game.id, 1));
    assert!(
        old.contains(&format!("<a href=\"{BASE_URL}/play/")),
        "{old}"
    );
}

/// Messages per second from the outbox to a local SMTP server, with one
/// worker. Run with `cargo test --test integration -- --ignored --nocapture
/// outbox_throughput`.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "benchmark"]
async fn outbox_throughput_to_local_smtp() {
    const MESSAGES: usize = 2000;
    let db = TestDb::new().await;
    let server = SmtpServer::start().await;
    let game = create_game(&db.store).await;
    for _ in 0..(MESSAGES / 500) {
        queue_many(&db, game.id, 500).await;
    }
    let total = count(&db, "SELECT count(*) FROM outbox").await as usize;
    let mailer = smtp_mailer(&server.url());
    let links = links(&db.store);
    let batch = std::env::var("MAIL_BENCH_BATCH")
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(32);

    let start = Instant::now();
    let mut sent = 0;
    while sent < total {
        sent += drain_once(&db.store, &mailer, &links, batch).await.unwrap();
    }
    let secs = start.elapsed().as_secs_f64();

    assert_eq!(server.received().len(), total);
    println!(
        "outbox -> SMTP: {total} messages in {secs:.2} s = {:.0} msgs/s (batch {batch}, one worker)",
        total as f64 / secs
    );
}
