//! Logging: installs the global `tracing` subscriber. It owns the output
//! format and the default filter, and nothing else.

use tracing_subscriber::EnvFilter;

/// The filter used when `RUST_LOG` is unset or invalid.
pub const DEFAULT_FILTER: &str = "info,tokio_postgres=warn";

/// Installs a `fmt` subscriber filtered by `RUST_LOG` (default
/// [`DEFAULT_FILTER`]). Calling it again (a second test, say) is harmless:
/// the first subscriber stays.
pub fn init() {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    // Fails only when a global subscriber is already set, which is fine.
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
}
