//! `/healthz`: 200 when the database reads the tables pages read, 503
//! otherwise (down, stalled, a table locked, every connection busy),
//! within a second either way, so a load balancer can stop sending
//! requests to a server whose database stalled.

use super::AppState;
use actix_web::http::header;
use actix_web::{route, web, HttpResponse};
use std::time::Duration;

/// The longest `/healthz` waits for the database before answering 503.
pub const HEALTH_TIMEOUT: Duration = Duration::from_millis(800);

/// Answers 200 when the database answers the store's health query in time
/// (to `HEAD` too, as some load balancers ask).
#[route("/healthz", method = "GET", method = "HEAD")]
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let checked = tokio::time::timeout(HEALTH_TIMEOUT, state.service.health()).await;
    let why = match checked {
        Ok(Ok(())) => {
            return HttpResponse::Ok()
                .content_type("text/plain")
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .body("ok")
        }
        Ok(Err(e)) => e.to_string(),
        Err(_) => format!("no answer within {} ms", HEALTH_TIMEOUT.as_millis()),
    };
    tracing::warn!(error = %why, "health check: database does not answer");
    HttpResponse::ServiceUnavailable()
        .content_type("text/plain")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((
            header::RETRY_AFTER,
            super::error::RETRY_AFTER_SECS.to_string(),
        ))
        .body("database unavailable")
}
