//! Building and running the application: the database (given or embedded),
//! migrations, the server key, the HTTP server and the mail worker.

use crate::config::Settings;
use crate::game::links::Links;
use crate::game::secrets::ServerKey;
use crate::game::{GameService, MailWriter};
use crate::mail::{self, Mailer};
use crate::store::embedded::EmbeddedPostgres;
use crate::store::{DbTimeouts, Store};
use crate::web::client_ip::TrustedProxies;
use crate::web::limits::{self, RequestLimits};
use crate::web::mail_viewer::MailPlace;
use crate::web::rate_limit::{Limits, RateSettings};
use crate::web::{self, AppState};
use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpServer};
use anyhow::Context;
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// Database connections per server process, unless `DB_POOL_SIZE` says
/// otherwise.
pub const POOL_SIZE: usize = 32;

/// Where the data lives: a given database, or the embedded cluster this
/// process started (and must stop).
pub struct Database {
    pub store: Store,
    pub embedded: Option<EmbeddedPostgres>,
}

impl Database {
    /// Connects to `DATABASE_URL`, or starts the embedded cluster under the
    /// data folder; then applies the migrations.
    pub async fn open(url: Option<&str>, data_dir: &Path) -> anyhow::Result<Database> {
        Database::open_with(url, data_dir, POOL_SIZE, &DbTimeouts::default()).await
    }

    /// [`Database::open`] with a pool of `pool_size` connections and the
    /// given timeouts.
    pub async fn open_with(
        url: Option<&str>,
        data_dir: &Path,
        pool_size: usize,
        timeouts: &DbTimeouts,
    ) -> anyhow::Result<Database> {
        let (url, embedded) = match url {
            Some(u) => (u.to_owned(), None),
            None => {
                let pg = EmbeddedPostgres::start(data_dir)
                    .await
                    .context("Failed to start the embedded PostgreSQL")?;
                tracing::info!(folder = %data_dir.display(), "embedded PostgreSQL started");
                (pg.url(), Some(pg))
            }
        };
        let store = Store::connect_with(&url, pool_size, timeouts)
            .context("Failed to connect to the database")?;
        store
            .migrate()
            .await
            .context("Failed to migrate the database")?;
        Ok(Database { store, embedded })
    }

    /// Stops the embedded cluster, if this process started one.
    pub async fn close(self) -> anyhow::Result<()> {
        self.store.close();
        if let Some(pg) = self.embedded {
            pg.stop()
                .await
                .context("Failed to stop the embedded PostgreSQL")?;
        }
        Ok(())
    }
}

/// The server key: `SECRET_KEY` when set, else a key kept in
/// `<data_dir>/secret.key` (created on first start, readable by the owner only).
pub fn server_key(data_dir: &Path) -> anyhow::Result<ServerKey> {
    if let Ok(secret) = std::env::var("SECRET_KEY") {
        if secret.len() < 16 {
            anyhow::bail!("SECRET_KEY must be at least 16 characters");
        }
        return Ok(ServerKey::from_secret(secret.as_bytes()));
    }
    let path = data_dir.join("secret.key");
    if let Ok(bytes) = std::fs::read(&path) {
        if bytes.len() == 32 {
            return Ok(ServerKey::from_secret(&bytes));
        }
        anyhow::bail!("{} is damaged: it should hold 32 bytes", path.display());
    }
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("Failed to create {}", data_dir.display()))?;
    let key = ServerKey::generate().context("Failed to draw a server key")?;
    write_private(&path, key.bytes())
        .with_context(|| format!("Failed to write {}", path.display()))?;
    Ok(ServerKey::from_secret(key.bytes()))
}

fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(bytes)
}

/// How the HTTP server treats its clients.
#[derive(Debug, Clone, Default)]
pub struct HttpOptions {
    /// Reverse proxies whose forwarded headers name the client.
    pub trusted_proxies: TrustedProxies,
    /// How long a request's body and the whole request may take.
    pub limits: RequestLimits,
}

impl HttpOptions {
    /// The options `serve` was configured with.
    pub fn from_settings(settings: &Settings) -> HttpOptions {
        HttpOptions {
            trusted_proxies: settings.trusted_proxies.clone(),
            limits: RequestLimits {
                body: settings.body_timeout,
                request: settings.request_timeout,
            },
        }
    }
}

/// How long a client that closed its side may keep the connection open.
const DISCONNECT_TIMEOUT: Duration = Duration::from_secs(1);

/// The HTTP server on `listener`, with the default options.
pub fn http_server(state: Arc<AppState>, listener: TcpListener) -> std::io::Result<Server> {
    http_server_with(state, listener, &HttpOptions::default())
}

/// The HTTP server on `listener`.
pub fn http_server_with(
    state: Arc<AppState>,
    listener: TcpListener,
    options: &HttpOptions,
) -> std::io::Result<Server> {
    let mail = state.mail.clone();
    let data = actix_web::web::Data::from(state);
    let proxies = actix_web::web::Data::new(options.trusted_proxies.clone());
    let request_limits = actix_web::web::Data::new(options.limits);
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .app_data(proxies.clone())
            .app_data(request_limits.clone())
            .wrap(from_fn(web::pages::link_back))
            .wrap(from_fn(web::origin::refuse_cross_site))
            .wrap(from_fn(limits::enforce))
            .wrap(from_fn(web::headers::secure))
            .configure(|cfg| web::routes(cfg, &mail))
    })
    // The headers must arrive within the body's limit too; the body itself
    // is timed by `limits::enforce`.
    .client_request_timeout(options.limits.body)
    .client_disconnect_timeout(DISCONNECT_TIMEOUT)
    .listen(listener)?
    .run();
    Ok(server)
}

/// Shared state for the handlers, with the default rate limits. The
/// service queues whatever mail it was built with.
pub fn app_state(service: GameService) -> Arc<AppState> {
    app_state_limited(service, &RateSettings::default())
}

/// Shared state for the handlers, with these rate limits, for a server
/// whose emails are sent (no local mailbox).
pub fn app_state_limited(service: GameService, rates: &RateSettings) -> Arc<AppState> {
    app_state_mailing(service, rates, MailPlace::Sent)
}

/// Shared state for the handlers, with these rate limits, for a server
/// whose emails go to `mail`.
pub fn app_state_mailing(
    service: GameService,
    rates: &RateSettings,
    mail: MailPlace,
) -> Arc<AppState> {
    Arc::new(AppState {
        service: Arc::new(service),
        limits: Limits::new(rates),
        mail,
    })
}

/// The mail worker running in this process.
struct MailWorker {
    stop: tokio::sync::watch::Sender<bool>,
    handle: tokio::task::JoinHandle<()>,
}

impl MailWorker {
    /// Starts sending the outbox with the configured transport.
    fn spawn(settings: &Settings, store: &Store, key: ServerKey) -> anyhow::Result<MailWorker> {
        let mailer = Mailer::from_settings(
            settings.smtp_url.as_deref(),
            &settings.mail_dir,
            &settings.mail_from,
        )
        .context("Failed to set up email")?;
        let links = Links::new(store.clone(), key, settings.base_url.clone())
            .with_reply_to(settings.mail_reply_to.clone());
        let (stop, shutdown) = tokio::sync::watch::channel(false);
        let handle = tokio::spawn(mail::worker::run_worker(
            store.clone(),
            mailer,
            links,
            shutdown,
        ));
        Ok(MailWorker { stop, handle })
    }

    /// Lets the emails in flight finish, then stops.
    async fn stop(self) {
        let _ = self.stop.send(true);
        if let Err(e) = self.handle.await {
            tracing::error!(error = %e, "the mail worker ended abnormally");
        }
    }
}

/// Where `serve`'s emails go, and whether `/mail` shows them
/// ([`MailPlace::decide`]).
pub fn mail_place(settings: &Settings) -> MailPlace {
    MailPlace::decide(
        settings.smtp_url.is_some(),
        &settings.mail_dir,
        settings.bind,
        &settings.base_url,
        !settings.trusted_proxies.is_empty(),
    )
}

/// Runs `serve` until a shutdown signal.
pub async fn serve(settings: Settings) -> anyhow::Result<()> {
    let db = Database::open_with(
        settings.database.database_url.as_deref(),
        &settings.database.data_dir,
        settings.db_pool_size,
        &settings.db_timeouts,
    )
    .await?;
    let key = server_key(&settings.database.data_dir)?;
    let service = GameService::new(db.store.clone(), key.clone(), settings.base_url.clone())
        .with_host_confirmation(settings.host_confirmation)
        .with_mail(mail_writer_replying(
            settings.base_url.clone(),
            settings.mail_reply_to.is_some(),
        ));
    let worker = MailWorker::spawn(&settings, &db.store, key)?;
    let listener = TcpListener::bind(settings.bind)
        .with_context(|| format!("Failed to listen on {}", settings.bind))?;
    tracing::info!(address = %settings.bind, base_url = %settings.base_url, "serving");
    let mail = mail_place(&settings);
    mail.log(&settings.base_url);
    // actix-web stops gracefully on SIGINT and SIGTERM.
    let options = HttpOptions::from_settings(&settings);
    let state = app_state_mailing(service, &settings.rates, mail);
    let (stop_deadlines, deadlines_stopped) = tokio::sync::watch::channel(false);
    let replies_stopped = deadlines_stopped.clone();
    let deadlines = tokio::spawn(run_deadlines(
        Arc::clone(&state.service),
        DEADLINE_CHECK,
        deadlines_stopped,
    ));
    let replies = settings
        .imap
        .clone()
        .zip(settings.mail_reply_to.clone())
        .map(|(url, reply_to)| {
            let receiver = mail::receive::Receiver::new(Arc::clone(&state.service), reply_to);
            tokio::spawn(mail::imap::run(
                url,
                receiver,
                settings.imap_poll,
                replies_stopped.clone(),
            ))
        });
    let result = http_server_with(state, listener, &options)?.await;
    tracing::info!("shutting down");
    let _ = stop_deadlines.send(true);
    if let Err(e) = deadlines.await {
        tracing::error!(error = %e, "the deadline pass ended abnormally");
    }
    if let Some(task) = replies {
        if let Err(e) = task.await {
            tracing::error!(error = %e, "reading replies by IMAP ended abnormally");
        }
    }
    worker.stop().await;
    db.close().await?;
    result.context("The HTTP server failed")
}

/// How often the deadline and reminder passes look for due work.
pub const DEADLINE_CHECK: Duration = Duration::from_secs(60);

/// Rate-limit rows whose allowance is whole again that each pass forgets,
/// at most.
const RATE_ROWS_PRUNED: i64 = 1000;

/// How long a reply code is kept: a reply later than this goes
/// unanswered, as a stray message does.
pub const REPLY_CODES_KEPT: Duration = Duration::from_secs(90 * 24 * 3600);

/// Reply codes, and records of messages read, that each pass forgets at
/// most.
const REPLY_ROWS_PRUNED: i64 = 1000;

/// Due items a pass claims at most at a time; a pass that finds as many
/// runs again at once, so a backlog is worked off in order.
pub const DUE_BATCH: usize = 200;

/// Runs the deadline pass and the reminder pass every `every` until
/// `shutdown` turns true: the stand-in decides for seats past their
/// deadline, seats near theirs are warned, idle seats are reminded, and
/// rate-limit rows whose allowance is whole again are pruned. Failures are
/// logged; this never gives up.
pub async fn run_deadlines(
    service: Arc<GameService>,
    every: Duration,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        if *shutdown.borrow() {
            break;
        }
        let mut full = match service.backfill_due(DUE_BATCH).await {
            Ok(written) => written >= DUE_BATCH,
            Err(err) => {
                let err = anyhow::Error::new(err).context("Failed to write older games' due work");
                tracing::error!(error = format!("{err:#}"), "due work backfill");
                false
            }
        };
        for (name, pass) in [
            ("deadline pass", service.pass_deadlines(DUE_BATCH).await),
            ("reminder pass", service.pass_reminders(DUE_BATCH).await),
        ] {
            match pass {
                Ok(pass) => {
                    if pass.due > 0 {
                        tracing::info!(?pass, "{name}");
                    }
                    full |= pass.due >= DUE_BATCH;
                }
                Err(err) => {
                    let err = anyhow::Error::new(err).context(format!("Failed to run the {name}"));
                    tracing::error!(error = format!("{err:#}"), "{name}");
                }
            }
        }
        if let Err(err) = service.store().prune_rates(RATE_ROWS_PRUNED).await {
            let err = anyhow::Error::new(err).context("Failed to prune the rate limits");
            tracing::error!(error = format!("{err:#}"), "deadline pass");
        }
        let replies_before = std::time::SystemTime::now() - REPLY_CODES_KEPT;
        match service
            .store()
            .prune_replies(replies_before, REPLY_ROWS_PRUNED)
            .await
        {
            Ok(gone) => full |= gone >= REPLY_ROWS_PRUNED as u64,
            Err(err) => {
                let err = anyhow::Error::new(err).context("Failed to forget old reply codes");
                tracing::error!(error = format!("{err:#}"), "deadline pass");
            }
        }
        if full {
            continue;
        }
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            changed = shutdown.changed() => {
                if changed.is_err() {
                    break;
                }
            }
        }
    }
}

/// Runs only the mail worker until SIGINT or SIGTERM.
pub async fn work(settings: Settings) -> anyhow::Result<()> {
    let db = Database::open_with(
        settings.database.database_url.as_deref(),
        &settings.database.data_dir,
        settings.db_pool_size,
        &settings.db_timeouts,
    )
    .await?;
    let key = server_key(&settings.database.data_dir)?;
    let worker = MailWorker::spawn(&settings, &db.store, key)?;
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .context("Failed to listen for SIGTERM")?;
    tokio::select! {
        r = tokio::signal::ctrl_c() => r.context("Failed to wait for Ctrl-C")?,
        _ = term.recv() => {}
    }
    tracing::info!("shutting down");
    worker.stop().await;
    db.close().await
}

/// The emails of this server: real messages with links under `base_url`,
/// handed to the game service once, when it is built.
pub fn mail_writer(base_url: String) -> Arc<dyn MailWriter> {
    mail_writer_replying(base_url, false)
}

/// [`mail_writer`], telling seats that a reply makes the move when
/// `replies` (the server reads them: `MAIL_REPLY_TO` is set).
pub fn mail_writer_replying(base_url: String, replies: bool) -> Arc<dyn MailWriter> {
    Arc::new(mail::writer::EmailWriter::new(base_url).with_replies(replies))
}

/// `slowcatan receive`: acts on one reply, `raw`, delivered for the
/// envelope `recipient`, with the database of `db` (the running server's:
/// set `DATABASE_URL`) and replies coming back to `reply_to`.
pub async fn receive(
    db: &crate::config::DatabaseArgs,
    base_url: &str,
    reply_to: crate::game::links::ReplyTo,
    raw: &[u8],
    recipient: Option<&str>,
) -> anyhow::Result<mail::receive::Outcome> {
    let database = Database::open(db.database_url.as_deref(), &db.data_dir)
        .await
        .context("Failed to open the database")?;
    let key = server_key(&db.data_dir)?;
    let service = GameService::new(database.store.clone(), key, base_url.to_owned())
        .with_mail(mail_writer_replying(base_url.to_owned(), true));
    let receiver = mail::receive::Receiver::new(Arc::new(service), reply_to);
    let outcome = receiver.receive(raw, recipient).await;
    database.close().await?;
    outcome.context("Failed to act on the reply")
}
