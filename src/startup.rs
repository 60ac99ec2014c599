//! Building and running the application: the database (given or embedded),
//! migrations, the server key, the HTTP server and the mail worker.

use crate::config::Settings;
use crate::game::secrets::ServerKey;
use crate::game::GameService;
use crate::store::embedded::EmbeddedPostgres;
use crate::store::Store;
use crate::web::{self, AppState, Inviter, Notifier};
use actix_web::dev::Server;
use actix_web::{App, HttpServer};
use anyhow::Context;
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;

/// Database connections per server process.
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
        let store = Store::connect(&url, POOL_SIZE).context("Failed to connect to the database")?;
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

/// The HTTP server on `listener`.
pub fn http_server(state: Arc<AppState>, listener: TcpListener) -> std::io::Result<Server> {
    let data = actix_web::web::Data::from(state);
    let server = HttpServer::new(move || App::new().app_data(data.clone()).configure(web::routes))
        .listen(listener)?
        .run();
    Ok(server)
}

/// Shared state for the handlers.
pub fn app_state(
    service: GameService,
    inviter: Arc<Inviter>,
    notifier: Arc<Notifier>,
) -> Arc<AppState> {
    Arc::new(AppState {
        service: Arc::new(service),
        notifier,
        inviter,
    })
}

/// Runs `serve` until a shutdown signal.
pub async fn serve(settings: Settings) -> anyhow::Result<()> {
    let db = Database::open(
        settings.database.database_url.as_deref(),
        &settings.database.data_dir,
    )
    .await?;
    let key = server_key(&settings.database.data_dir)?;
    let service = GameService::new(db.store.clone(), key, settings.base_url.clone());
    let state = app_state(service, inviter(), notifier());
    let listener = TcpListener::bind(settings.bind)
        .with_context(|| format!("Failed to listen on {}", settings.bind))?;
    tracing::info!(address = %settings.bind, base_url = %settings.base_url, "serving");
    let result = http_server(state, listener)?.await;
    tracing::info!("shutting down");
    db.close().await?;
    result.context("The HTTP server failed")
}

/// Invitations with the seat's personal link.
pub fn inviter() -> Arc<Inviter> {
    Arc::new(
        |f: &crate::game::service::InvitationFacts<'_>| crate::store::NewMail {
            seat: Some(f.seat),
            kind: "invitation".to_owned(),
            recipient: f.email.to_owned(),
            subject: format!("You are invited to a game of Catan ({})", f.ruleset.name()),
            body_text: format!(
            "Hello {},\n\nyou have a seat in a game of Catan with {}.\nYour personal link: {}\n",
            f.name,
            f.players.join(", "),
            crate::game::links::SEAT_LINK
        ),
            body_html: None,
        },
    )
}

/// The emails a command's events call for.
pub fn notifier() -> Arc<Notifier> {
    Arc::new(|_, _, _, _| Vec::new())
}
