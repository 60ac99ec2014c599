//! `/healthz`: 200 when the database answers, 503 otherwise.

use super::AppState;
use actix_web::{get, web, HttpResponse};

/// Answers 200 when the database answers.
#[get("/healthz")]
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    match state.service.store().health().await {
        Ok(()) => HttpResponse::Ok().content_type("text/plain").body("ok"),
        Err(e) => {
            tracing::warn!(error = %e, "health check: database does not answer");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain")
                .body("database unavailable")
        }
    }
}
