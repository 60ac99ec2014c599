//! How errors become HTTP answers: [`status_of`], the one mapping from a
//! service error to a status for pages and the JSON API alike, and
//! `ApiError`, the JSON answer. Rule refusals are 422
//! with the player's message, stale versions 409, unknown links 404; internal
//! errors are logged with their cause and never shown. A database that is
//! down or stalled is 503 with `Retry-After`: nothing is wrong with the
//! request, and it may succeed shortly.

use super::rate_limit::{Limited, Refused};
use crate::game::service::error_chain;
use crate::game::ServiceError;
use crate::lang::frame::Frame;
use crate::lang::service::ServiceWords;
use crate::lang::Lang;
use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

/// Seconds a client is asked to wait (`Retry-After`) when the database is
/// unavailable.
pub const RETRY_AFTER_SECS: u64 = 5;

/// The status that answers a service error, on a page or in JSON: a rule
/// refusal or an invalid request 422, a stale version 409, an unknown link
/// 404, a game waiting for its host 403, an expired one 410, an unavailable
/// database 503 (with `Retry-After`, see [`retry_after`]), anything else 500.
pub fn status_of(e: &ServiceError) -> StatusCode {
    match e {
        ServiceError::Rule(_) | ServiceError::Invalid(_) | ServiceError::Players(_) => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        ServiceError::Conflict { .. } => StatusCode::CONFLICT,
        ServiceError::NotFound => StatusCode::NOT_FOUND,
        ServiceError::AwaitingHost => StatusCode::FORBIDDEN,
        ServiceError::Expired => StatusCode::GONE,
        ServiceError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        ServiceError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// The status of a request that does not read (a form, a query or JSON).
pub const UNREADABLE: StatusCode = StatusCode::BAD_REQUEST;

/// The `Retry-After` header an answer of `status` carries, if any: a 503
/// asks the client to come back in [`RETRY_AFTER_SECS`].
pub fn retry_after(status: StatusCode) -> Option<(header::HeaderName, header::HeaderValue)> {
    (status == StatusCode::SERVICE_UNAVAILABLE).then(|| {
        (
            header::RETRY_AFTER,
            header::HeaderValue::from(RETRY_AFTER_SECS),
        )
    })
}

/// The JSON body of every error answer.
#[derive(Debug, Serialize)]
pub struct ErrorBody {
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<u64>,
}

/// An error answered as JSON.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The request could not be read (malformed JSON, unknown command).
    #[error("{0}")]
    BadRequest(String),
    /// The body is larger than the limit.
    #[error("the request body is larger than {0} bytes")]
    TooLarge(usize),
    /// Too many such requests: wait, then try again.
    #[error(transparent)]
    Limited(#[from] Limited),
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Service(e) => status_of(e),
            ApiError::BadRequest(_) => UNREADABLE,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Limited(_) => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let (error, version) = match self {
            ApiError::Service(ServiceError::Internal(cause)) => {
                tracing::error!(cause, "request failed");
                (Lang::En.say(ServiceWords::ApiWentWrong), None)
            }
            ApiError::Service(ServiceError::Unavailable(cause)) => {
                tracing::warn!(cause, "database unavailable");
                return unavailable_json();
            }
            ApiError::Service(ServiceError::Conflict { actual, .. }) => {
                (self.to_string(), Some(*actual))
            }
            ApiError::Limited(limited) => {
                return HttpResponse::TooManyRequests()
                    .insert_header((header::RETRY_AFTER, limited.retry_after_secs().to_string()))
                    .json(ErrorBody {
                        error: Lang::En.say(ServiceWords::ApiLimited {
                            limited: limited.to_string(),
                        }),
                        version: None,
                    });
            }
            other => (other.to_string(), None),
        };
        HttpResponse::build(status).json(ErrorBody { error, version })
    }
}

/// `503` with `Retry-After` and a JSON body: the database is unavailable.
pub fn unavailable_json() -> HttpResponse {
    let status = StatusCode::SERVICE_UNAVAILABLE;
    let mut response = HttpResponse::build(status);
    if let Some(retry) = retry_after(status) {
        response.insert_header(retry);
    }
    response
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .json(ErrorBody {
            // The API answers in English, its language.
            error: Lang::En.say(Frame::BackSoonApi {
                seconds: RETRY_AFTER_SECS,
            }),
            version: None,
        })
}

impl From<Refused> for ApiError {
    fn from(e: Refused) -> Self {
        match e {
            Refused::Limited(limited) => ApiError::Limited(limited),
            Refused::Service(e) => ApiError::Service(e),
        }
    }
}

impl From<actix_web::error::JsonPayloadError> for ApiError {
    fn from(e: actix_web::error::JsonPayloadError) -> Self {
        use actix_web::error::JsonPayloadError as J;
        match e {
            J::Overflow { limit } | J::OverflowKnownLength { limit, .. } => {
                ApiError::TooLarge(limit)
            }
            J::ContentType => ApiError::BadRequest(Lang::En.say(ServiceWords::ApiJsonType)),
            J::Deserialize(err) => ApiError::BadRequest(json_unread(&err)),
            other => {
                tracing::debug!(cause = error_chain(&other), "a JSON body did not read");
                ApiError::BadRequest(Lang::En.say(ServiceWords::ApiBodyUnread))
            }
        }
    }
}

/// Why a JSON body did not read, in the API's own words: where it breaks
/// off, or that a field is missing, unknown or of the wrong kind, with its
/// place in the body. Never serde's message, which names the server's own
/// types and lists their fields.
pub fn json_unread(err: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let at = Lang::En.say(ServiceWords::ApiAt {
        line: err.line(),
        column: err.column(),
    });
    Lang::En.say(match err.classify() {
        Category::Data => ServiceWords::ApiJsonData { at },
        Category::Syntax | Category::Eof | Category::Io => ServiceWords::ApiJsonSyntax { at },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_s_own_answers_keep_their_english_word_for_word() {
        let data = serde_json::from_str::<Vec<u8>>("{\"a\": 1}").unwrap_err();
        assert_eq!(
            json_unread(&data),
            "the body is JSON, but not what this request takes: a field is missing, unknown \
             or of the wrong kind (near line 1, column 0); see the API's documentation. \
             Nothing was done"
        );
        let syntax = serde_json::from_str::<Vec<u8>>("[1, ").unwrap_err();
        assert_eq!(
            json_unread(&syntax),
            "the body is not valid JSON (it breaks off or goes wrong at line 1, column 4); \
             nothing was done"
        );
        let unread = ApiError::from(actix_web::error::JsonPayloadError::ContentType);
        assert_eq!(
            unread.to_string(),
            "send JSON with Content-Type: application/json"
        );
        assert_eq!(
            Lang::En.say(ServiceWords::ApiWentWrong),
            "something went wrong on our side; please try again"
        );
        assert_eq!(
            Lang::En.say(ServiceWords::ApiOtherSite),
            "this request came from another website, so it was refused; nothing was changed. \
             Use the form on this site's own page"
        );
    }
}
