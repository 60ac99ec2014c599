//! The test-database harness: one migrated template database per process
//! (named after the migrations' fingerprint), and a fresh database cloned
//! from it for every test, dropped when the test ends.

use std::sync::LazyLock;

use slowcatan::store::{self, Store};
use tokio::sync::OnceCell;
use tokio_postgres::{Client, NoTls};
use uuid::Uuid;

/// Used when `TEST_DATABASE_URL` is unset.
const DEFAULT_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// Serializes template creation across test processes.
const TEMPLATE_LOCK_KEY: i64 = 0x736c_6f77_7465_7374; // "slowtest"

/// The admin connection string: a database on the test server where we may
/// create and drop databases.
fn admin_url() -> String {
    std::env::var("TEST_DATABASE_URL").unwrap_or_else(|_| DEFAULT_URL.to_owned())
}

static ADMIN_CONFIG: LazyLock<tokio_postgres::Config> = LazyLock::new(|| {
    admin_url()
        .parse()
        .unwrap_or_else(|err| panic!("TEST_DATABASE_URL {:?} is not valid: {err}", admin_url()))
});

/// The name of the template database, created once per process.
static TEMPLATE: OnceCell<String> = OnceCell::const_new();

/// `config` pointed at another database.
fn config_for(database: &str) -> tokio_postgres::Config {
    let mut config = ADMIN_CONFIG.clone();
    config.dbname(database);
    config
}

/// Connects with `config`, driving the connection on the current runtime.
/// A server that does not answer fails the test with a clear message.
pub async fn connect(config: &tokio_postgres::Config) -> Client {
    let (client, connection) = config.connect(NoTls).await.unwrap_or_else(|err| {
        panic!(
            "cannot reach the test PostgreSQL ({err}); start one (tools/test does) or set \
             TEST_DATABASE_URL (now {:?})",
            admin_url()
        )
    });
    tokio::spawn(async move {
        // Errors here surface as errors of the client's next query.
        let _ = connection.await;
    });
    client
}

/// Creates (or finds) the migrated template database for this version of
/// the migrations and returns its name.
async fn template() -> &'static str {
    TEMPLATE.get_or_init(create_template).await
}

async fn create_template() -> String {
    let name = format!(
        "slowcatan_test_template_{}",
        store::migrations_fingerprint()
    );
    let admin = connect(&ADMIN_CONFIG).await;
    admin
        .execute("SELECT pg_advisory_lock($1)", &[&TEMPLATE_LOCK_KEY])
        .await
        .expect("take the template lock");
    // A template is only marked as one once fully migrated; anything else
    // under its name is a leftover from a crashed run.
    let state: Option<bool> = admin
        .query_opt(
            "SELECT datistemplate FROM pg_database WHERE datname = $1",
            &[&name],
        )
        .await
        .expect("look up the template")
        .map(|row| row.get(0));
    if state != Some(true) {
        if state.is_some() {
            admin
                .batch_execute(&format!(r#"DROP DATABASE "{name}" WITH (FORCE)"#))
                .await
                .expect("drop a half-built template");
        }
        admin
            .batch_execute(&format!(r#"CREATE DATABASE "{name}""#))
            .await
            .expect("create the template database");
        {
            let mut client = connect(&config_for(&name)).await;
            store::migrate_client(&mut client)
                .await
                .expect("migrate the template database");
        }
        admin
            .batch_execute(&format!(r#"ALTER DATABASE "{name}" IS_TEMPLATE true"#))
            .await
            .expect("mark the template");
    }
    admin
        .execute("SELECT pg_advisory_unlock($1)", &[&TEMPLATE_LOCK_KEY])
        .await
        .expect("release the template lock");
    name
}

/// A fresh, migrated database for one test, dropped on drop.
pub struct TestDb {
    /// Its name.
    pub name: String,
    /// Its connection string.
    pub url: String,
    /// A store on it.
    pub store: Store,
}

impl TestDb {
    /// Clones the template into a new database and opens a store on it.
    pub async fn new() -> TestDb {
        let template = template().await;
        let name = format!("t_{}", Uuid::new_v4().simple());
        let admin = connect(&ADMIN_CONFIG).await;
        // Cloning waits (up to 5 s) for sessions on the template to end,
        // such as the one that just migrated it.
        admin
            .batch_execute(&format!(
                r#"CREATE DATABASE "{name}" TEMPLATE "{template}""#
            ))
            .await
            .expect("create the test database from the template");
        let url = database_url(&name);
        let store = Store::connect(&url, 32).expect("build the pool");
        TestDb { name, url, store }
    }

    /// A direct connection to the test database, for raw SQL.
    pub async fn client(&self) -> Client {
        connect(&config_for(&self.name)).await
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        self.store.close();
        let name = self.name.clone();
        // Drop cannot await, and the test's runtime may be single-threaded
        // and busy dropping us: drop the database from a thread of its own.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("build a runtime to drop the test database");
            runtime.block_on(async {
                let admin = connect(&ADMIN_CONFIG).await;
                admin
                    .batch_execute(&format!(r#"DROP DATABASE IF EXISTS "{name}" WITH (FORCE)"#))
                    .await
            })
        })
        .join();
        match dropped {
            Ok(Ok(())) => {}
            Ok(Err(err)) => eprintln!("could not drop test database {}: {err}", self.name),
            Err(_) => eprintln!("dropping test database {} panicked", self.name),
        }
    }
}

/// The connection string for `database` on the test server, in URL form
/// when the admin URL is one, else in key=value form.
fn database_url(database: &str) -> String {
    let admin = admin_url();
    if admin.starts_with("postgres://") || admin.starts_with("postgresql://") {
        let (base, query) = match admin.split_once('?') {
            Some((base, query)) => (base, Some(query)),
            None => (admin.as_str(), None),
        };
        let scheme_end = base.find("://").map_or(0, |i| i + 3);
        let base = match base[scheme_end..].find('/') {
            Some(slash) => &base[..scheme_end + slash],
            None => base,
        };
        match query {
            Some(query) => format!("{base}/{database}?{query}"),
            None => format!("{base}/{database}"),
        }
    } else {
        format!("{admin} dbname={database}")
    }
}
