//! The embedded default database: a private PostgreSQL cluster under the
//! data folder, run with the machine's own binaries (`initdb`, `pg_ctl`)
//! when no `DATABASE_URL` is given (DESIGN.md "Running"). It owns the
//! cluster's life (init once, start, stop) and the guard that keeps two
//! servers off one data folder. It listens only on a Unix socket inside the
//! data folder, never on TCP.

use std::fmt::Write as _;
use std::fs::{self, File, OpenOptions};
use std::io;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tokio_postgres::NoTls;

/// The cluster's folder inside the data folder.
const PG_DIR: &str = "pg";
/// The folder holding the server's Unix socket.
const SOCKET_DIR: &str = "pg-socket";
/// The server's log, appended to across restarts.
const LOG_FILE: &str = "pg.log";
/// Held locked for as long as a server uses the data folder.
const LOCK_FILE: &str = "slowcatan.lock";
/// Only names the socket file (`.s.PGSQL.5432`); there is no TCP listener.
const PORT: u16 = 5432;
/// The database the service uses.
const DATABASE: &str = "slowcatan";
/// Seconds `pg_ctl` waits for start-up and shutdown.
const WAIT_SECONDS: &str = "60";
/// Longest Unix socket path Linux accepts (`sun_path` is 108 bytes).
const MAX_SOCKET_PATH: usize = 107;
/// How long a busy data folder is waited for before it counts as in use: a
/// process this one forks holds the lock between fork and exec, so a server
/// stopped a moment ago may look busy for a few milliseconds under load.
const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);
/// The pause between two tries at the data folder's lock.
const LOCK_RETRY: std::time::Duration = std::time::Duration::from_millis(20);

/// A running private PostgreSQL cluster. Stopped by [`EmbeddedPostgres::stop`],
/// or on drop as a best effort.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    data_dir: PathBuf,
    pg_dir: PathBuf,
    socket_dir: PathBuf,
    log_file: PathBuf,
    bin_dir: PathBuf,
    run_as: Option<SystemUser>,
    running: bool,
    /// Locked for the life of this value; the lock is released on drop.
    _lock: File,
}

/// Why the embedded database could not start or stop.
#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    /// Neither PATH nor `/usr/lib/postgresql/*/bin` holds `initdb` and `pg_ctl`.
    #[error(
        "no PostgreSQL binaries found: install postgresql (e.g. apt-get install postgresql) \
         or set DATABASE_URL"
    )]
    NoBinaries,
    /// Another server (or another PostgreSQL) is using the data folder.
    #[error("the data folder {} is in use by another server{detail}", path.display())]
    InUse {
        /// The data folder.
        path: PathBuf,
        /// More about who uses it, with a leading separator, or empty.
        detail: String,
    },
    /// Running as root, and there is no unprivileged user to run PostgreSQL as
    /// (it refuses to run as root).
    #[error(
        "running as root, but there is no `postgres` system user to run the database as: \
         install postgresql (which creates it) or set DATABASE_URL"
    )]
    NoPostgresUser,
    /// The `postgres` user cannot reach a folder it must write to.
    #[error(
        "the postgres system user cannot write to {}: make the data folder and its parents \
         traversable (chmod o+x) or choose another data folder",
        path.display()
    )]
    NotReachable {
        /// The folder.
        path: PathBuf,
    },
    /// The socket folder's path cannot be used for a Unix socket.
    #[error("cannot put the database socket in {}: {reason}", path.display())]
    SocketPath {
        /// The socket folder.
        path: PathBuf,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A file operation failed.
    #[error("could not {action} {}", path.display())]
    Io {
        /// What was being done.
        action: &'static str,
        /// On what.
        path: PathBuf,
        /// The cause.
        #[source]
        source: io::Error,
    },
    /// `initdb` or `pg_ctl` failed.
    #[error("{program} failed ({status}):\n{output}")]
    Command {
        /// The command line's program and action.
        program: String,
        /// The exit status.
        status: String,
        /// Its output, and the server log's tail where that explains more.
        output: String,
    },
    /// Connecting to the fresh server or creating the database failed.
    #[error("could not create the {DATABASE} database in the embedded server")]
    Db(#[from] tokio_postgres::Error),
}

/// A system user the cluster runs as when this process is root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SystemUser {
    uid: u32,
    gid: u32,
}

impl EmbeddedPostgres {
    /// Starts the cluster in `<data_dir>/pg`, creating it (and the
    /// `slowcatan` database) on first use. Fails with
    /// [`EmbeddedError::InUse`] when another server holds the data folder.
    pub async fn start(data_dir: &Path) -> Result<EmbeddedPostgres, EmbeddedError> {
        fs::create_dir_all(data_dir).map_err(io_error("create", data_dir))?;
        let data_dir = fs::canonicalize(data_dir).map_err(io_error("resolve", data_dir))?;
        let lock = lock_data_dir(&data_dir).await?;
        let bin_dir = find_binaries().ok_or(EmbeddedError::NoBinaries)?;
        let run_as = if running_as_root() {
            Some(postgres_user().ok_or(EmbeddedError::NoPostgresUser)?)
        } else {
            None
        };
        let mut server = EmbeddedPostgres {
            pg_dir: data_dir.join(PG_DIR),
            socket_dir: data_dir.join(SOCKET_DIR),
            log_file: data_dir.join(LOG_FILE),
            data_dir,
            bin_dir,
            run_as,
            running: false,
            _lock: lock,
        };
        server.prepare_folders()?;
        if !server.pg_dir.join("PG_VERSION").exists() {
            server.initdb().await?;
        }
        server.refuse_running_postmaster().await?;
        server.pg_ctl_start().await?;
        server.running = true;
        server.create_database().await?;
        tracing::info!(data_dir = %server.data_dir.display(), "embedded PostgreSQL started");
        Ok(server)
    }

    /// The connection string of the `slowcatan` database (over the socket).
    pub fn url(&self) -> String {
        self.url_for(DATABASE)
    }

    /// The data folder.
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// Stops the server (fast shutdown: clients are disconnected, and
    /// committed data is safe) and waits until it is down.
    pub async fn stop(mut self) -> Result<(), EmbeddedError> {
        let output = tokio::process::Command::from(self.stop_command())
            .output()
            .await
            .map_err(io_error("run pg_ctl in", &self.bin_dir))?;
        self.running = false;
        self.check(&output, "pg_ctl stop")?;
        tracing::info!(data_dir = %self.data_dir.display(), "embedded PostgreSQL stopped");
        Ok(())
    }

    fn url_for(&self, database: &str) -> String {
        format!(
            "host={} port={PORT} user=postgres dbname={database}",
            quote_conninfo(&self.socket_dir.to_string_lossy())
        )
    }

    /// Creates the cluster and socket folders and the log file, owned by the
    /// user the server runs as; PostgreSQL insists on 0700 for its folder.
    fn prepare_folders(&self) -> Result<(), EmbeddedError> {
        for dir in [&self.pg_dir, &self.socket_dir] {
            fs::create_dir_all(dir).map_err(io_error("create", dir))?;
            fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
                .map_err(io_error("set permissions on", dir))?;
        }
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log_file)
            .map_err(io_error("create", &self.log_file))?;

        let socket = self.socket_dir.join(format!(".s.PGSQL.{PORT}"));
        if socket.as_os_str().len() > MAX_SOCKET_PATH {
            return Err(EmbeddedError::SocketPath {
                path: self.socket_dir.clone(),
                reason: "the path is too long for a Unix socket; choose a shorter data folder",
            });
        }
        if self
            .socket_dir
            .to_string_lossy()
            .contains(['\'', '"', '\\'])
        {
            return Err(EmbeddedError::SocketPath {
                path: self.socket_dir.clone(),
                reason: "the path contains a quote or backslash",
            });
        }

        let Some(user) = self.run_as else {
            return Ok(());
        };
        // The data folder stays root's, but the server must pass through it.
        let mode = fs::metadata(&self.data_dir)
            .map_err(io_error("read", &self.data_dir))?
            .mode();
        if mode & 0o001 == 0 {
            fs::set_permissions(&self.data_dir, fs::Permissions::from_mode(mode | 0o001))
                .map_err(io_error("set permissions on", &self.data_dir))?;
        }
        chown_tree(&self.pg_dir, user)?;
        chown_tree(&self.socket_dir, user)?;
        std::os::unix::fs::chown(&self.log_file, Some(user.uid), Some(user.gid))
            .map_err(io_error("change the owner of", &self.log_file))?;
        // Parent folders the postgres user cannot traverse would otherwise
        // surface as an obscure initdb error.
        for dir in [&self.pg_dir, &self.socket_dir] {
            let reachable = self
                .command("test")
                .arg("-w")
                .arg(dir)
                .status()
                .is_ok_and(|status| status.success());
            if !reachable {
                return Err(EmbeddedError::NotReachable { path: dir.clone() });
            }
        }
        Ok(())
    }

    async fn initdb(&self) -> Result<(), EmbeddedError> {
        let mut command = self.command(self.bin_dir.join("initdb"));
        command.arg("-D").arg(&self.pg_dir).args([
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-locale",
        ]);
        let output = tokio::process::Command::from(command)
            .output()
            .await
            .map_err(io_error("run initdb in", &self.bin_dir))?;
        self.check(&output, "initdb")?;
        tracing::info!(pg_dir = %self.pg_dir.display(), "created the embedded PostgreSQL cluster");
        Ok(())
    }

    /// A PostgreSQL still running on this cluster (left over by a crashed
    /// server, or started by hand) must not get a second postmaster.
    async fn refuse_running_postmaster(&self) -> Result<(), EmbeddedError> {
        if !self.pg_dir.join("postmaster.pid").exists() {
            return Ok(());
        }
        let mut command = self.command(self.bin_dir.join("pg_ctl"));
        command.arg("status").arg("-D").arg(&self.pg_dir);
        let output = tokio::process::Command::from(command)
            .output()
            .await
            .map_err(io_error("run pg_ctl in", &self.bin_dir))?;
        // `pg_ctl status` exits 0 when a server runs, 3 when none does.
        if output.status.success() {
            return Err(EmbeddedError::InUse {
                path: self.data_dir.clone(),
                detail: format!(
                    ": a PostgreSQL server is running on {}; stop it with `pg_ctl stop -D {}`",
                    self.pg_dir.display(),
                    self.pg_dir.display()
                ),
            });
        }
        Ok(())
    }

    async fn pg_ctl_start(&self) -> Result<(), EmbeddedError> {
        // pg_ctl hands -o to a shell; the socket path was checked to hold no quotes.
        let options = format!(
            "-k '{}' -c listen_addresses='' -p {PORT}",
            self.socket_dir.display()
        );
        let mut command = self.command(self.bin_dir.join("pg_ctl"));
        command
            .arg("start")
            .arg("-D")
            .arg(&self.pg_dir)
            .arg("-l")
            .arg(&self.log_file)
            .args(["-w", "-t", WAIT_SECONDS, "-o", &options]);
        let output = tokio::process::Command::from(command)
            .output()
            .await
            .map_err(io_error("run pg_ctl in", &self.bin_dir))?;
        self.check(&output, "pg_ctl start")
    }

    async fn create_database(&self) -> Result<(), EmbeddedError> {
        let (client, connection) =
            tokio_postgres::connect(&self.url_for("postgres"), NoTls).await?;
        let connection = tokio::spawn(connection);
        let exists = client
            .query_opt("SELECT 1 FROM pg_database WHERE datname = $1", &[&DATABASE])
            .await?
            .is_some();
        if !exists {
            client
                .batch_execute(&format!("CREATE DATABASE {DATABASE}"))
                .await?;
        }
        drop(client);
        // The connection ends once the client is gone; its result is moot.
        let _ = connection.await;
        Ok(())
    }

    /// `program` set up to run as the cluster's owner, in its folder.
    fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut command = Command::new(program);
        command
            .current_dir(&self.data_dir)
            .env_remove("PGDATA")
            .env_remove("PGHOST")
            .env_remove("PGPORT");
        if let Some(user) = self.run_as {
            command.uid(user.uid).gid(user.gid);
        }
        command
    }

    fn stop_command(&self) -> Command {
        let mut command = self.command(self.bin_dir.join("pg_ctl"));
        command.arg("stop").arg("-D").arg(&self.pg_dir).args([
            "-m",
            "fast",
            "-w",
            "-t",
            WAIT_SECONDS,
        ]);
        command
    }

    /// Turns a failed run into an error carrying its output and the log's tail.
    fn check(&self, output: &Output, program: &str) -> Result<(), EmbeddedError> {
        if output.status.success() {
            return Ok(());
        }
        let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
        text.push_str(&String::from_utf8_lossy(&output.stderr));
        if let Ok(log) = fs::read_to_string(&self.log_file) {
            let tail: Vec<&str> = log.lines().rev().take(15).collect();
            if !tail.is_empty() {
                let _ = writeln!(text, "\nlast lines of {}:", self.log_file.display());
                for line in tail.iter().rev() {
                    text.push_str(line);
                    text.push('\n');
                }
            }
        }
        Err(EmbeddedError::Command {
            program: program.to_owned(),
            status: output.status.to_string(),
            output: text.trim_end().to_owned(),
        })
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        if !self.running {
            return;
        }
        // Best effort: a server left running would keep the cluster busy
        // until someone stops it by hand.
        match self.stop_command().output() {
            Ok(output) if output.status.success() => {}
            Ok(output) => tracing::warn!(
                stderr = %String::from_utf8_lossy(&output.stderr),
                "could not stop the embedded PostgreSQL"
            ),
            Err(err) => tracing::warn!(error = %err, "could not run pg_ctl stop"),
        }
    }
}

fn io_error(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> EmbeddedError {
    let path = path.to_path_buf();
    move |source| EmbeddedError::Io {
        action,
        path,
        source,
    }
}

/// Takes the data folder's exclusive lock, held until the returned file is
/// dropped. The kernel releases it if the process dies, so no stale lock
/// survives a crash. A lock still held after [`LOCK_PATIENCE`] means another
/// server owns the folder.
async fn lock_data_dir(data_dir: &Path) -> Result<File, EmbeddedError> {
    let path = data_dir.join(LOCK_FILE);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(io_error("open", &path))?;
    let give_up = tokio::time::Instant::now() + LOCK_PATIENCE;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(file),
            Err(fs::TryLockError::WouldBlock) if tokio::time::Instant::now() < give_up => {
                tokio::time::sleep(LOCK_RETRY).await;
            }
            Err(fs::TryLockError::WouldBlock) => {
                return Err(EmbeddedError::InUse {
                    path: data_dir.to_path_buf(),
                    detail: String::new(),
                });
            }
            Err(fs::TryLockError::Error(source)) => {
                return Err(EmbeddedError::Io {
                    action: "lock",
                    path,
                    source,
                });
            }
        }
    }
}

/// The folder holding `initdb`, `pg_ctl` and `postgres`: from PATH first,
/// then the highest version under `/usr/lib/postgresql/*/bin` (Debian's
/// layout, which keeps them off PATH).
fn find_binaries() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain(debian_bin_dirs())
        .find_map(|dir| {
            // pg_ctl looks for `postgres` beside its real path, so follow
            // symlinks such as /usr/local/bin/pg_ctl first.
            let pg_ctl = fs::canonicalize(dir.join("pg_ctl")).ok()?;
            let real_dir = pg_ctl.parent()?.to_path_buf();
            ["pg_ctl", "initdb", "postgres"]
                .iter()
                .all(|name| is_executable(&real_dir.join(name)))
                .then_some(real_dir)
        })
}

fn debian_bin_dirs() -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir("/usr/lib/postgresql") else {
        return Vec::new();
    };
    let mut versions: Vec<(Vec<u32>, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let version = name
                .split('.')
                .map(str::parse)
                .collect::<Result<Vec<u32>, _>>()
                .ok()?;
            Some((version, entry.path().join("bin")))
        })
        .collect();
    versions.sort_by(|a, b| b.0.cmp(&a.0));
    versions.into_iter().map(|(_, dir)| dir).collect()
}

fn is_executable(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.mode() & 0o111 != 0)
}

/// Whether this process runs as root, read from the owner of `/proc/self`
/// (the effective uid), or from `id -u` where there is no /proc.
fn running_as_root() -> bool {
    if let Ok(meta) = fs::metadata("/proc/self") {
        return meta.uid() == 0;
    }
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| output.stdout.trim_ascii() == b"0")
}

/// The `postgres` system user, from /etc/passwd or else from `id`.
fn postgres_user() -> Option<SystemUser> {
    let from_passwd = fs::read_to_string("/etc/passwd").ok().and_then(|passwd| {
        passwd.lines().find_map(|line| {
            let mut fields = line.split(':');
            (fields.next()? == "postgres").then_some(())?;
            let _password = fields.next()?;
            let uid = fields.next()?.parse().ok()?;
            let gid = fields.next()?.parse().ok()?;
            Some(SystemUser { uid, gid })
        })
    });
    from_passwd
        .or_else(|| {
            let id = |flag: &str| -> Option<u32> {
                let output = Command::new("id").args([flag, "postgres"]).output().ok()?;
                if !output.status.success() {
                    return None;
                }
                std::str::from_utf8(&output.stdout)
                    .ok()?
                    .trim()
                    .parse()
                    .ok()
            };
            Some(SystemUser {
                uid: id("-u")?,
                gid: id("-g")?,
            })
        })
        .filter(|user| user.uid != 0)
}

/// Gives `root` and everything below it to `user`, unless it already has it.
fn chown_tree(root: &Path, user: SystemUser) -> Result<(), EmbeddedError> {
    let meta = fs::symlink_metadata(root).map_err(io_error("read", root))?;
    if meta.uid() == user.uid && meta.gid() == user.gid {
        return Ok(());
    }
    let mut pending = vec![root.to_path_buf()];
    while let Some(path) = pending.pop() {
        std::os::unix::fs::lchown(&path, Some(user.uid), Some(user.gid))
            .map_err(io_error("change the owner of", &path))?;
        let meta = fs::symlink_metadata(&path).map_err(io_error("read", &path))?;
        if meta.is_dir() {
            for entry in fs::read_dir(&path).map_err(io_error("list", &path))? {
                pending.push(entry.map_err(io_error("list", &path))?.path());
            }
        }
    }
    Ok(())
}

/// A value for a libpq-style `key=value` connection string.
fn quote_conninfo(value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('\'', "\\'");
    format!("'{escaped}'")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conninfo_values_are_quoted_and_escaped() {
        assert_eq!(quote_conninfo("/tmp/a b"), "'/tmp/a b'");
        assert_eq!(quote_conninfo(r"it's\"), r"'it\'s\\'");
    }

    #[test]
    fn url_names_the_socket_folder() {
        let url = format!(
            "host={} port={PORT} user=postgres dbname={DATABASE}",
            quote_conninfo("/data/pg-socket")
        );
        let config: tokio_postgres::Config = url.parse().unwrap();
        assert_eq!(
            config.get_hosts(),
            [tokio_postgres::config::Host::Unix(PathBuf::from(
                "/data/pg-socket"
            ))]
        );
        assert_eq!(config.get_dbname(), Some(DATABASE));
    }
}
