//! Headers every answer carries: `X-Content-Type-Options: nosniff`, and on
//! the JSON API (whose answers carry seat views, host data and exports
//! reached by secret links) `Cache-Control: no-store`. A header a handler
//! set itself is kept.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::Error;

/// The middleware: `App::wrap(from_fn(headers::secure))`.
pub async fn secure(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let api = req.path().starts_with("/api/");
    let mut res = next.call(req).await?;
    let headers = res.headers_mut();
    if !headers.contains_key(header::X_CONTENT_TYPE_OPTIONS) {
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
    }
    if api && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(res)
}
