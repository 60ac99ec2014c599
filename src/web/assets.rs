//! Static assets served at `/static/{name}` with long cache headers and an
//! `ETag` (so a revalidation costs a 304); the files and their versioned
//! URLs are [`crate::views::assets`]'s.

use super::pages::render_html_status;
use crate::lang::frame::Frame;
use crate::views::assets;
use crate::views::common::frame::ErrorPage;
use actix_web::http::{header, StatusCode};
use actix_web::{get, web, HttpRequest, HttpResponse};

pub use crate::views::assets::url;

/// `GET /static/{name}`.
#[get("/static/{name}")]
pub async fn serve(req: HttpRequest, name: web::Path<String>) -> HttpResponse {
    let Some(asset) = assets::find(name.as_str()) else {
        // The page any unknown address answers, in the reader's language.
        return render_html_status(
            StatusCode::NOT_FOUND,
            &ErrorPage::not_found(
                super::reader::of_request(&req),
                Frame::NoSuchPage,
                Frame::NoSuchPageWhy,
            ),
        );
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
