//! Static assets (`static/`): embedded in the binary, served at
//! `/static/{name}` with long cache headers, linked by URLs that carry a
//! hash of their content (so a new build never meets a stale cache) and
//! answered with an `ETag` (so a revalidation costs a 304).

use actix_web::http::header;
use actix_web::{get, web, HttpRequest, HttpResponse};
use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::sync::LazyLock;

struct Asset {
    name: &'static str,
    body: &'static [u8],
    content_type: &'static str,
    etag: String,
    url: &'static str,
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

/// `GET /static/{name}`.
#[get("/static/{name}")]
pub async fn serve(req: HttpRequest, name: web::Path<String>) -> HttpResponse {
    let Some(asset) = ASSETS.iter().find(|a| a.name == name.as_str()) else {
        return HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("no such file");
    };
    let cache = (header::CACHE_CONTROL, "public, max-age=31536000, immutable");
    let fresh = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == asset.etag));
    if fresh {
        return HttpResponse::NotModified()
            .insert_header(cache)
            .insert_header((header::ETAG, asset.etag.as_str()))
            .finish();
    }
    HttpResponse::Ok()
        .content_type(asset.content_type)
        .insert_header(cache)
        .insert_header((header::ETAG, asset.etag.as_str()))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(asset.body)
}
