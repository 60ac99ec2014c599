//! A running application for tests: the real HTTP server on a loopback port,
//! over a fresh database, with helpers to create games and send commands.

use crate::helpers::TestDb;
use serde_json::{json, Value};
use slowcatan::game::links::Links;
use slowcatan::game::secrets::ServerKey;
use slowcatan::game::GameService;
use slowcatan::mail::worker::{self, WorkerConfig};
use slowcatan::mail::Mailer;
use slowcatan::startup;
use slowcatan::web::mail_viewer::MailPlace;
use slowcatan::web::rate_limit::RateSettings;
use std::net::TcpListener;
use uuid::Uuid;

/// The `SECRET_KEY` of [`TestApp::spawn_replying`]'s server, for a
/// `slowcatan receive` process beside it.
pub const REPLIES_SECRET_KEY: &str = "replies test secret key";

/// The app under test.
pub struct TestApp {
    pub address: String,
    pub db: TestDb,
    pub client: reqwest::Client,
    pub key: ServerKey,
    /// The server's game service (to make it forget what a test changed
    /// beneath it, such as the times of a backdated log).
    pub service: std::sync::Arc<GameService>,
    server: actix_web::dev::ServerHandle,
    /// The mail worker writing `.eml` files, when one runs; it stops when
    /// this is dropped.
    _mail_worker: Option<tokio::sync::watch::Sender<bool>>,
}

/// A created game, with every seat's token.
pub struct TestGame {
    pub id: Uuid,
    pub host_url: String,
    pub tokens: Vec<String>,
}

impl TestApp {
    /// Starts the server on a fresh database.
    pub async fn spawn() -> TestApp {
        let db = TestDb::new().await;
        Self::spawn_on(db, ServerKey::from_secret(b"test key"))
    }

    /// Starts the server on a fresh database with host confirmation on
    /// (the server's default; the other tests run as an operator who turned
    /// it off, so that games start at once).
    pub async fn spawn_confirming() -> TestApp {
        let db = TestDb::new().await;
        Self::spawn_with(db, ServerKey::from_secret(b"test key"), true)
    }

    /// Starts a server on an existing database (a restart).
    pub fn spawn_on(db: TestDb, key: ServerKey) -> TestApp {
        Self::spawn_with(db, key, false)
    }

    fn spawn_with(db: TestDb, key: ServerKey, host_confirmation: bool) -> TestApp {
        Self::spawn_mailing(db, key, host_confirmation, MailPlace::Sent, false)
    }

    /// Starts a server on a fresh database with the limits `rates`, whose
    /// emails go to `mail` (as [`TestApp::spawn_with_mail`]).
    pub async fn spawn_with_rates(rates: RateSettings, mail: MailPlace) -> TestApp {
        let db = TestDb::new().await;
        Self::spawn_limited(
            db,
            ServerKey::from_secret(b"test key"),
            false,
            mail,
            false,
            &rates,
        )
    }

    /// Starts the server on a fresh database telling seats that replies
    /// make moves (as with `MAIL_REPLY_TO` set).
    pub async fn spawn_replying() -> TestApp {
        let db = TestDb::new().await;
        let key = ServerKey::from_secret(REPLIES_SECRET_KEY.as_bytes());
        Self::spawn_mailing(db, key, false, MailPlace::Sent, true)
    }

    /// Starts a server on a fresh database whose emails go to `mail`; when
    /// that is a folder, a mail worker writes them there as `.eml` files,
    /// as `serve` without `SMTP_URL` does.
    pub async fn spawn_with_mail(host_confirmation: bool, mail: MailPlace) -> TestApp {
        let db = TestDb::new().await;
        Self::spawn_mailing(
            db,
            ServerKey::from_secret(b"test key"),
            host_confirmation,
            mail,
            false,
        )
    }

    fn spawn_mailing(
        db: TestDb,
        key: ServerKey,
        host_confirmation: bool,
        mail: MailPlace,
        replies: bool,
    ) -> TestApp {
        let rates = RateSettings::default();
        Self::spawn_limited(db, key, host_confirmation, mail, replies, &rates)
    }

    fn spawn_limited(
        db: TestDb,
        key: ServerKey,
        host_confirmation: bool,
        mail: MailPlace,
        replies: bool,
        rates: &RateSettings,
    ) -> TestApp {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
        let port = listener.local_addr().expect("local address").port();
        let address = format!("http://127.0.0.1:{port}");
        let service = GameService::new(db.store.clone(), key.clone(), address.clone())
            .with_host_confirmation(host_confirmation)
            .with_mail(startup::mail_writer_replying(address.clone(), replies));
        let mail_worker = match &mail {
            MailPlace::Sent => None,
            MailPlace::Folder(dir) | MailPlace::Mailbox(dir) => {
                let mailer = Mailer::from_settings(None, dir, "Slow Catan <catan@localhost>")
                    .expect("a mailer writing files");
                let links = Links::new(db.store.clone(), key.clone(), address.clone());
                let (stop, stopped) = tokio::sync::watch::channel(false);
                let pace = WorkerConfig {
                    idle: std::time::Duration::from_millis(50),
                    ..WorkerConfig::default()
                };
                tokio::spawn(worker::run_worker_with(
                    pace,
                    db.store.clone(),
                    mailer,
                    links,
                    stopped,
                ));
                Some(stop)
            }
        };
        let state = startup::app_state_mailing(service, rates, mail);
        let service = std::sync::Arc::clone(&state.service);
        let server = startup::http_server(state, listener).expect("start the server");
        let handle = server.handle();
        tokio::spawn(server);
        TestApp {
            address,
            db,
            // Pooled connections are let go well before the server's
            // keep-alive (5 s) closes them, so that a request never goes
            // out on a connection the server is closing (a test that
            // pauses on a loaded machine otherwise meets IncompleteMessage).
            client: reqwest::Client::builder()
                .pool_idle_timeout(std::time::Duration::from_secs(2))
                .build()
                .expect("a client"),
            key,
            service,
            server: handle,
            _mail_worker: mail_worker,
        }
    }

    /// Stops the server and hands back its database (to restart on it)
    /// with a fresh pool, as a new process would have: the old pool's
    /// connections ran on the stopped server's worker threads, and one
    /// handed out while those shut down would answer as a closed database.
    pub async fn stop(self) -> (TestDb, ServerKey) {
        self.server.stop(true).await;
        let mut db = self.db;
        db.store.close();
        db.store = slowcatan::store::Store::connect(&db.url, 32).expect("build the pool");
        (db, self.key)
    }

    /// `POST /api/games` with raw JSON.
    pub async fn post_game(&self, body: &Value) -> reqwest::Response {
        self.client
            .post(format!("{}/api/games", self.address))
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// Creates a game of `players` on the beginner board and reads every seat's
    /// token from its sealed copy, as the mail worker would.
    pub async fn create_game(&self, players: usize) -> TestGame {
        self.create_game_of("classic", players).await
    }

    /// Creates a game of `ruleset` on its fixed board through the API and
    /// reads its seat links from the store.
    pub async fn create_game_of(&self, ruleset: &str, players: usize) -> TestGame {
        self.create_game_with(ruleset, players, json!({})).await
    }

    /// A classic game of five or six whose Special Building Phase is
    /// played live (every asked seat emailed, the next turn waiting).
    pub async fn create_live_game(&self, players: usize) -> TestGame {
        self.create_game_with("classic", players, json!({"special_building": "live"}))
            .await
    }

    /// [`TestApp::create_game_of`] with the request's other fields `more`.
    pub async fn create_game_with(&self, ruleset: &str, players: usize, more: Value) -> TestGame {
        let names = ["Anna", "Bert", "Cleo", "Dan", "Enzo", "Fern"];
        let mut body = json!({
            "ruleset": ruleset,
            "board": "beginner",
            "players": names[..players]
                .iter()
                .map(|n| json!({"name": n, "email": format!("{}@example.org", n.to_lowercase())}))
                .collect::<Vec<_>>(),
        });
        if let (Some(body), Some(more)) = (body.as_object_mut(), more.as_object()) {
            body.extend(more.clone());
        }
        let resp = self.post_game(&body).await;
        assert_eq!(resp.status(), 201, "creating a game");
        let created: Value = resp.json().await.expect("json");
        let id: Uuid = created["game_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("game id");
        let links = Links::new(
            self.db.store.clone(),
            self.key.clone(),
            self.address.clone(),
        );
        let mut tokens = Vec::new();
        for seat in 0..players as u8 {
            let link = links
                .seat_link(id, seat)
                .await
                .expect("link")
                .expect("seat exists");
            tokens.push(link.rsplit('/').next().expect("token").to_owned());
        }
        TestGame {
            id,
            host_url: created["host_url"].as_str().expect("host url").to_owned(),
            tokens,
        }
    }

    /// A GET under the app's address.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.get_url(&format!("{}{path}", self.address)).await
    }

    /// A GET of a full URL.
    pub async fn get_url(&self, url: &str) -> reqwest::Response {
        self.client.get(url).send().await.expect("request")
    }

    /// A GET under the app's address, as JSON (asserting 200).
    pub async fn get_json(&self, path: &str) -> Value {
        let resp = self.get(path).await;
        assert_eq!(resp.status(), 200, "GET {path}");
        resp.json().await.expect("json")
    }

    /// `GET /api/play/{token}` as JSON (asserting 200).
    pub async fn play(&self, token: &str) -> Value {
        let resp = self
            .client
            .get(format!("{}/api/play/{token}", self.address))
            .send()
            .await
            .expect("request");
        assert_eq!(resp.status(), 200, "GET /api/play");
        resp.json().await.expect("json")
    }

    /// `POST /api/play/{token}/commands`.
    pub async fn command(&self, token: &str, version: u64, command: &Value) -> reqwest::Response {
        self.client
            .post(format!("{}/api/play/{token}/commands", self.address))
            .json(&json!({"version": version, "command": command}))
            .send()
            .await
            .expect("request")
    }

    /// Number of events stored for a game.
    pub async fn event_count(&self, game: Uuid) -> i64 {
        self.db
            .client()
            .await
            .query_one("SELECT count(*) FROM events WHERE game = $1", &[&game])
            .await
            .expect("count")
            .get(0)
    }

    /// Plays the first legal command of whoever the game waits for; returns
    /// the seat that acted and the command.
    pub async fn play_first_legal(&self, game: &TestGame) -> (usize, Value) {
        for (seat, token) in game.tokens.iter().enumerate() {
            let p = self.play(token).await;
            if let Some(cmd) = p["legal"].as_array().and_then(|l| l.first()) {
                let version = p["version"].as_u64().expect("version");
                let resp = self.command(token, version, cmd).await;
                assert_eq!(resp.status(), 200, "legal command {cmd} refused");
                return (seat, cmd.clone());
            }
        }
        panic!("nobody has a legal command");
    }
}
