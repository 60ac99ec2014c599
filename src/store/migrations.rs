//! The SQL migrations in `migrations/`, embedded into the binary with refinery.
//! It owns applying them (forward only) and naming the schema they produce;
//! it must not hold any other SQL.

use std::fmt::Write as _;

use sha2::{Digest, Sha256};

use super::StoreError;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// Advisory-lock key that serializes concurrent migrators (several `serve`
/// processes starting at once); refinery itself does not lock.
const MIGRATION_LOCK_KEY: i64 = 0x736c_6f77_6361_7461; // "slowcata"

/// Applies every pending migration on `client`, holding a session advisory
/// lock so that concurrent migrators take turns.
pub async fn migrate_client(client: &mut tokio_postgres::Client) -> Result<(), StoreError> {
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK_KEY])
        .await?;
    let outcome = embedded::migrations::runner().run_async(client).await;
    // Unlock even when migrating failed; the session ends with the
    // connection anyway, so a failed unlock is not worth reporting over
    // the migration's own result.
    let unlocked = client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK_KEY])
        .await;
    let report = outcome?;
    unlocked?;
    for migration in report.applied_migrations() {
        tracing::info!(migration = %migration, "applied migration");
    }
    Ok(())
}

/// A short hex digest of every embedded migration (version, name and SQL).
/// A changed or added migration gives a new fingerprint, which the test
/// harness uses to name its template database.
pub fn fingerprint() -> String {
    let mut hasher = Sha256::new();
    for migration in embedded::migrations::runner().get_migrations() {
        hasher.update(migration.version().to_be_bytes());
        hasher.update(migration.name().as_bytes());
        hasher.update([0]);
        hasher.update(migration.sql().unwrap_or_default().as_bytes());
        hasher.update([0]);
    }
    hasher
        .finalize()
        .iter()
        .take(8)
        .fold(String::with_capacity(16), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        })
}
