//! Static assets (`static/`) embedded in the binary: their bytes, types,
//! entity tags and the versioned URLs pages link them by (a hash of their
//! content, so a new build never meets a stale cache). Serving them is
//! `web::assets`'s.

use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::sync::LazyLock;

/// One embedded file and how it is served.
pub struct Asset {
    /// Its file name under `static/`.
    pub name: &'static str,
    /// Its bytes.
    pub body: &'static [u8],
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its entity tag (a hash of its content, quoted).
    pub etag: String,
    /// Its versioned URL.
    pub url: &'static str,
}

const FILES: [(&str, &[u8], &str); 2] = [
    (
        "style.css",
        include_bytes!("../../static/style.css"),
        "text/css; charset=utf-8",
    ),
    (
        "app.js",
        include_bytes!("../../static/app.js"),
        "text/javascript; charset=utf-8",
    ),
];

static ASSETS: LazyLock<Vec<Asset>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|(name, body, content_type)| {
            let digest = Sha256::digest(body);
            let mut hash = String::new();
            for b in &digest[..8] {
                let _ = write!(hash, "{b:02x}");
            }
            Asset {
                name,
                body,
                content_type,
                url: Box::leak(format!("/static/{name}?v={hash}").into_boxed_str()),
                etag: format!("\"{hash}\""),
            }
        })
        .collect()
});

/// The versioned URL of an asset, or `/static/{name}` for an unknown one.
pub fn url(name: &str) -> &'static str {
    ASSETS
        .iter()
        .find(|a| a.name == name)
        .map_or("/static/missing", |a| a.url)
}

/// The embedded file called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|a| a.name == name)
}
