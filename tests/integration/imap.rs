//! Replies read from a real IMAP mailbox (`IMAP_URL`): Debian's Dovecot,
//! started on loopback for the test with a configuration of its own,
//! receives the replies by IMAP APPEND as a mail server would deliver them;
//! the server's IMAP reader acts on each once and marks it seen, leaves
//! unseen what the database could not act on yet, and two readers of one
//! mailbox act once on each message.

use crate::replies::{asking, choice_lines, reply, Table};
use slowcatan::game::links::ReplyTo;
use slowcatan::game::GameService;
use slowcatan::mail::imap::{self, ImapUrl};
use slowcatan::mail::receive::Receiver;
use slowcatan::store::{DbTimeouts, Store};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::{Duration, Instant};
use uuid::Uuid;

const USER: &str = "play";
const PASSWORD: &str = "dice/and:sheep";
/// The reply address of [`Table`]'s emails.
const REPLY_TO: &str = "play@catan.test";

/// A Dovecot serving one mailbox on a loopback port, stopped on drop.
struct Dovecot {
    dir: PathBuf,
    port: u16,
    master: Child,
}

impl Dovecot {
    fn start() -> Dovecot {
        assert!(
            std::path::Path::new("/usr/sbin/dovecot").exists(),
            "the IMAP tests need Debian's dovecot-imapd (tools/test installs it)"
        );
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let dir = std::env::temp_dir().join(format!("slowcatan-imap-{}", uuid::Uuid::new_v4()));
        for sub in ["run", "state", "mail", "home"] {
            std::fs::create_dir_all(dir.join(sub)).expect("a folder for Dovecot");
        }
        let me = Command::new("id").arg("-un").output().expect("id runs");
        let me = String::from_utf8_lossy(&me.stdout).trim().to_owned();
        // As root, mail belongs to Dovecot's own user (it refuses uid 0);
        // otherwise everything runs as the user running the tests.
        let (mail_user, login_user, internal_user) = if me == "root" {
            ("dovecot", "dovenull", "dovecot")
        } else {
            (me.as_str(), me.as_str(), me.as_str())
        };
        if me == "root" {
            let owned = Command::new("chown")
                .args(["-R", "dovecot:dovecot"])
                .arg(dir.join("mail"))
                .arg(dir.join("home"))
                .status()
                .expect("chown runs");
            assert!(owned.success());
        }
        let d = dir.display();
        let config = format!(
            "base_dir = {d}/run
state_dir = {d}/state
log_path = {d}/log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:{d}/mail/%u
first_valid_uid = 0
default_login_user = {login_user}
default_internal_user = {internal_user}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {port}
  }}
}}
passdb {{
  driver = static
  args = password={PASSWORD}
}}
userdb {{
  driver = static
  args = uid={mail_user} gid={mail_user} home={d}/home/%u
}}
"
        );
        let conf = dir.join("dovecot.conf");
        std::fs::write(&conf, config).expect("the configuration is written");
        let master = Command::new("/usr/sbin/dovecot")
            .arg("-F")
            .arg("-c")
            .arg(&conf)
            .spawn()
            .expect("dovecot starts");
        let ready = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                ready.elapsed() < Duration::from_secs(20),
                "Dovecot did not listen: {}",
                std::fs::read_to_string(dir.join("log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Dovecot { dir, port, master }
    }

    fn url(&self) -> ImapUrl {
        let password = PASSWORD.replace('/', "%2F").replace(':', "%3A");
        ImapUrl::parse(&format!(
            "imap://{USER}:{password}@127.0.0.1:{}/INBOX",
            self.port
        ))
        .expect("the test's URL reads")
    }

    /// A logged-in session of the test's own, as a mail server or another
    /// mail program would have.
    async fn session(&self) -> async_imap::Session<tokio::net::TcpStream> {
        let tcp = tokio::net::TcpStream::connect(("127.0.0.1", self.port))
            .await
            .expect("Dovecot answers");
        let mut client = async_imap::Client::new(tcp);
        client
            .read_response()
            .await
            .expect("a greeting")
            .expect("a greeting");
        let mut session = client
            .login(USER, PASSWORD)
            .await
            .map_err(|(e, _)| e)
            .expect("login");
        session.select("INBOX").await.expect("INBOX");
        session
    }

    /// Delivers `message` to the mailbox.
    async fn deliver(&self, message: &str) {
        let mut session = self.session().await;
        session
            .append("INBOX", None, None, message.replace('\n', "\r\n"))
            .await
            .expect("the message is delivered");
        session.logout().await.expect("logout");
    }

    /// How many messages the mailbox holds, and how many are unseen.
    async fn counts(&self) -> (usize, usize) {
        let mut session = self.session().await;
        let all = session.uid_search("ALL").await.expect("search").len();
        let unseen = session.uid_search("UNSEEN").await.expect("search").len();
        session.logout().await.expect("logout");
        (all, unseen)
    }
}

impl Drop for Dovecot {
    fn drop(&mut self) {
        let _ = self.master.kill();
        let _ = self.master.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The server's IMAP reader, running on the test's runtime.
struct Reader {
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl Reader {
    /// Reads `dovecot`'s mailbox with `table`'s receiver, looking every
    /// `poll` where IDLE is not offered.
    fn start(dovecot: &Dovecot, table: &Table, poll: Duration) -> Reader {
        Reader::start_with(dovecot, table.receiver.clone(), poll)
    }

    /// Reads `dovecot`'s mailbox with `receiver`.
    fn start_with(dovecot: &Dovecot, receiver: Receiver, poll: Duration) -> Reader {
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let task = tokio::spawn(imap::run(dovecot.url(), receiver, poll, stopped));
        Reader { stop, task }
    }

    /// Asks the reader to stop and waits for it; `what` says what stopping
    /// it shows.
    async fn stop(self, what: &str) {
        self.stop.send(true).expect("the reader listens");
        tokio::time::timeout(Duration::from_secs(10), self.task)
            .await
            .expect(what)
            .expect("the reader ended cleanly");
    }
}

/// The receiver of another server on `table`'s database, with a cache and
/// a pool of its own whose statements give up after `statement`.
fn another_server(table: &Table, statement: Duration) -> Receiver {
    let timeouts = DbTimeouts {
        statement,
        ..DbTimeouts::default()
    };
    let store = Store::connect_with(&table.app.db.url, 4, &timeouts).expect("a pool");
    let service =
        GameService::new(store, table.app.key.clone(), table.app.address.clone()).with_mail(
            slowcatan::startup::mail_writer_replying(table.app.address.clone(), true),
        );
    Receiver::new(
        Arc::new(service),
        ReplyTo::parse(REPLY_TO).expect("the test's reply address"),
    )
}

/// A game's row locked by a connection of its own, as a long transaction
/// holds it: a move of that game waits until it is released.
struct GameLock(tokio_postgres::Client);

impl GameLock {
    async fn take(table: &Table, game: Uuid) -> GameLock {
        let client = table.app.db.client().await;
        client.batch_execute("BEGIN").await.expect("begin");
        client
            .query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", &[&game])
            .await
            .expect("the game's row is locked");
        GameLock(client)
    }

    async fn release(self) {
        self.0.batch_execute("ROLLBACK").await.expect("released");
    }
}

/// How many sessions of the test's database wait for a lock.
async fn waiting(db: &tokio_postgres::Client) -> i64 {
    db.query_one(
        "SELECT count(*) FROM pg_stat_activity \
         WHERE datname = current_database() AND wait_event_type = 'Lock'",
        &[],
    )
    .await
    .expect("pg_stat_activity reads")
    .get(0)
}

/// How many events of `kind` the game `game` holds.
async fn built(db: &tokio_postgres::Client, game: Uuid, kind: &str) -> i64 {
    db.query_one(
        "SELECT count(*) FROM events WHERE game = $1 AND type = $2",
        &[&game, &kind],
    )
    .await
    .expect("events read")
    .get(0)
}

/// How many messages are recorded read.
async fn read_messages(db: &tokio_postgres::Client) -> i64 {
    db.query_one("SELECT count(*) FROM replies_seen", &[])
        .await
        .expect("replies_seen reads")
        .get(0)
}

/// Waits until `done` holds, for at most 20 seconds.
async fn until<F: std::future::Future<Output = bool>>(mut done: impl FnMut() -> F, what: &str) {
    let start = Instant::now();
    while !done().await {
        assert!(start.elapsed() < Duration::from_secs(20), "{what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_reply_delivered_to_the_imap_mailbox_makes_the_move_once_and_automatic_mail_is_not_answered(
) {
    let dovecot = Dovecot::start();
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked
        .reply_to
        .clone()
        .expect("the asking email has a Reply-To");
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let before = table.events().await;

    let reader = Reader::start(&dovecot, &table, Duration::from_millis(200));

    // The reply, delivered twice (the same Message-ID), moves once.
    let message = reply(&to, "imap-first", &format!("[{code}]"), "");
    dovecot.deliver(&message).await;
    dovecot.deliver(&message).await;
    until(
        || async { dovecot.counts().await == (2, 0) },
        "both copies are read",
    )
    .await;
    let after = table.events().await;
    assert!(after > before, "the settlement was built");
    let mails = table.deliver().await;
    assert_eq!(
        asking(&mails).to,
        asked.to,
        "the same seat is asked for its road"
    );

    // An out-of-office reply to the new email is read and left unanswered.
    let road_to = asking(&mails).reply_to.clone().expect("a Reply-To");
    let away = reply(
        &road_to,
        "imap-away",
        "I am away until Monday.",
        "Auto-Submitted: auto-replied\n",
    );
    dovecot.deliver(&away).await;
    until(
        || async { dovecot.counts().await == (3, 0) },
        "the auto-reply is read",
    )
    .await;
    assert_eq!(
        table.events().await,
        after,
        "the auto-reply changed nothing"
    );
    assert!(
        table.deliver().await.is_empty(),
        "the auto-reply got no answer"
    );

    reader.stop("the reader stops when asked").await;
}

#[tokio::test]
async fn a_reply_waiting_before_the_server_reads_the_mailbox_is_acted_on_when_it_starts() {
    let dovecot = Dovecot::start();
    let mut table = Table::new("classic", 3).await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked
        .reply_to
        .clone()
        .expect("the asking email has a Reply-To");
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let before = table.events().await;
    // The code without its brackets, as a player may type it.
    dovecot.deliver(&reply(&to, "imap-early", &code, "")).await;
    assert_eq!(dovecot.counts().await, (1, 1), "the reply waits unseen");

    let reader = Reader::start(&dovecot, &table, Duration::from_secs(60));
    until(
        || async { dovecot.counts().await == (1, 0) },
        "the waiting reply is read",
    )
    .await;
    assert!(table.events().await > before, "the settlement was built");
    reader
        .stop("the reader leaves IDLE when asked to stop")
        .await;
}

#[tokio::test]
async fn a_reply_the_database_fails_to_act_on_stays_unseen_and_moves_once_when_it_answers_again() {
    let dovecot = Dovecot::start();
    let mut table = Table::new("classic", 3).await;
    let game = table.game.id;
    let db = table.app.db.client().await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    let to = asked.reply_to.clone().expect("a Reply-To");
    let (code, _) = choice_lines(&asked.text)[0].clone();

    // The game's row stays locked for longer than the reader's statements
    // wait: the reply is read, and its move fails in the database.
    let lock = GameLock::take(&table, game).await;
    dovecot
        .deliver(&reply(&to, "imap-locked", &format!("[{code}]"), ""))
        .await;
    let reader = Reader::start_with(
        &dovecot,
        another_server(&table, Duration::from_secs(1)),
        Duration::from_secs(60),
    );
    until(
        || async { waiting(&db).await == 1 },
        "the reply's move waits for the game",
    )
    .await;
    until(
        || async { waiting(&db).await == 0 },
        "the move gives up after the statement timeout",
    )
    .await;
    // The reader reads the reply again (it reads only unseen messages).
    until(
        || async { waiting(&db).await == 1 },
        "the reply is read again",
    )
    .await;
    assert_eq!(
        dovecot.counts().await,
        (1, 1),
        "the reply stays unseen while it cannot be acted on"
    );
    assert_eq!(read_messages(&db).await, 0, "nothing records it read");
    assert_eq!(built(&db, game, "SettlementBuilt").await, 0);

    lock.release().await;
    until(
        || async { dovecot.counts().await == (1, 0) },
        "the reply is read once the database answers",
    )
    .await;
    assert_eq!(
        built(&db, game, "SettlementBuilt").await,
        1,
        "one settlement"
    );
    assert_eq!(read_messages(&db).await, 1);
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 1, "one email: the seat is asked for its road");
    assert_eq!(asking(&mails).to, asked.to);
    reader.stop("the reader stops when asked").await;
}

#[tokio::test]
async fn two_imap_readers_of_one_mailbox_make_each_move_once_while_the_game_is_locked() {
    let dovecot = Dovecot::start();
    let mut table = Table::new("classic", 3).await;
    let game = table.game.id;
    let db = table.app.db.client().await;
    let mails = table.deliver().await;
    let asked = asking(&mails);
    // Two servers, each with its own cache, read the one mailbox.
    let statement = Duration::from_secs(3);
    let readers = [
        Reader::start_with(
            &dovecot,
            another_server(&table, statement),
            Duration::from_secs(60),
        ),
        Reader::start_with(
            &dovecot,
            another_server(&table, statement),
            Duration::from_secs(60),
        ),
    ];

    // The settlement: both readers read it while the game is locked, both
    // moves wait, and the lock is released while they wait.
    let to = asked.reply_to.clone().expect("a Reply-To");
    let (code, _) = choice_lines(&asked.text)[0].clone();
    let lock = GameLock::take(&table, game).await;
    dovecot
        .deliver(&reply(&to, "imap-two-1", &format!("[{code}]"), ""))
        .await;
    until(
        || async { waiting(&db).await == 2 },
        "both readers' moves wait for the game",
    )
    .await;
    lock.release().await;
    until(
        || async { dovecot.counts().await == (1, 0) },
        "the settlement's reply is read",
    )
    .await;
    assert_eq!(built(&db, game, "SettlementBuilt").await, 1);
    assert_eq!(read_messages(&db).await, 1);
    let mails = table.deliver().await;
    assert_eq!(mails.len(), 1, "one email: the seat is asked for its road");
    let road = asking(&mails);
    assert_eq!(road.to, asked.to);

    // The road: the lock outlasts both readers' statements, so neither
    // acts; both read it again, and once the game is free one moves.
    let to = road.reply_to.clone().expect("a Reply-To");
    let (code, _) = choice_lines(&road.text)[0].clone();
    let lock = GameLock::take(&table, game).await;
    dovecot
        .deliver(&reply(&to, "imap-two-2", &format!("[{code}]"), ""))
        .await;
    until(
        || async { waiting(&db).await == 2 },
        "both readers' moves wait for the game",
    )
    .await;
    until(
        || async { waiting(&db).await == 0 },
        "both moves give up after the statement timeout",
    )
    .await;
    until(
        || async { waiting(&db).await > 0 },
        "the reply is read again",
    )
    .await;
    assert_eq!(dovecot.counts().await, (2, 1), "the road's reply is unseen");
    assert_eq!(built(&db, game, "RoadBuilt").await, 0);
    lock.release().await;
    until(
        || async { dovecot.counts().await == (2, 0) },
        "the road's reply is read once the database answers",
    )
    .await;
    assert_eq!(built(&db, game, "RoadBuilt").await, 1, "one road");
    assert_eq!(built(&db, game, "SettlementBuilt").await, 1);
    assert_eq!(read_messages(&db).await, 2);
    let mails = table.deliver().await;
    assert!(
        mails.iter().all(|m| !m.subject.contains("made no move")),
        "nobody is told a reply made no move"
    );
    assert_eq!(
        mails.iter().filter(|m| m.to == asked.to).count(),
        0,
        "the seat whose setup is done gets nothing more"
    );
    for reader in readers {
        reader.stop("the reader stops when asked").await;
    }
}

#[tokio::test]
async fn a_reply_to_a_locked_game_does_not_hold_back_replies_to_other_games() {
    let dovecot = Dovecot::start();
    let mut table = Table::new("classic", 3).await;
    let db = table.app.db.client().await;
    let stuck = table.game.id;
    let mails = table.deliver().await;
    let stuck_asked = asking(&mails);
    let free = table.app.create_game_of("classic", 3).await.id;
    let mails = table.deliver().await;
    let free_asked = asking(&mails);

    // The first game stays locked for longer than the reader's statements
    // wait; its reply arrives first, the other game's after it.
    let lock = GameLock::take(&table, stuck).await;
    for (asked, id) in [(stuck_asked, "imap-stuck"), (free_asked, "imap-free")] {
        let to = asked.reply_to.clone().expect("a Reply-To");
        let (code, _) = choice_lines(&asked.text)[0].clone();
        dovecot
            .deliver(&reply(&to, id, &format!("[{code}]"), ""))
            .await;
    }
    let reader = Reader::start_with(
        &dovecot,
        another_server(&table, Duration::from_secs(1)),
        Duration::from_secs(60),
    );
    until(
        || async { dovecot.counts().await == (2, 1) },
        "the other game's reply is read while the first game is locked",
    )
    .await;
    assert_eq!(built(&db, free, "SettlementBuilt").await, 1);
    assert_eq!(built(&db, stuck, "SettlementBuilt").await, 0);

    lock.release().await;
    until(
        || async { dovecot.counts().await == (2, 0) },
        "the locked game's reply is read once it is free",
    )
    .await;
    assert_eq!(built(&db, stuck, "SettlementBuilt").await, 1);
    assert_eq!(built(&db, free, "SettlementBuilt").await, 1);
    assert_eq!(read_messages(&db).await, 2);
    reader.stop("the reader stops when asked").await;
}
