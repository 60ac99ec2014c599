//! Time limits on a request, as a middleware: a body that trickles in is
//! cut off when its deadline passes (408, connection closed), and a request
//! still unanswered at the request deadline (a database that stopped
//! answering mid-statement) is answered 503 with `Retry-After`. It runs each
//! request as one for the store (`store::in_request`), so that its waits on
//! the database share the store's request budget; it owns no database
//! timeouts, which live in the store.

use super::error::{unavailable_json, ErrorBody};
use super::pages::{render_html_status, unavailable_page};
use crate::lang::frame::Frame;
use crate::lang::Lang;
use crate::store::in_request;
use crate::views::common::frame::ErrorPage;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::{header, ConnectionType, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::{Bytes, Data};
use actix_web::{Error, HttpMessage as _, HttpResponse};
use futures_core::Stream;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};
use std::time::Duration;

/// How long a request may take, in parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLimits {
    /// From the request's arrival to the end of its body.
    pub body: Duration,
    /// From the request's arrival to its answer.
    pub request: Duration,
}

impl Default for RequestLimits {
    fn default() -> Self {
        RequestLimits {
            body: Duration::from_secs(5),
            request: Duration::from_secs(15),
        }
    }
}

/// The middleware: `App::wrap(from_fn(limits::enforce))`, with the
/// [`RequestLimits`] as app data (the defaults when there are none).
pub async fn enforce(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let limits = req
        .app_data::<Data<RequestLimits>>()
        .map_or_else(RequestLimits::default, |l| *l.get_ref());
    let cut = Rc::new(Cell::new(false));
    let body = TimedBody {
        inner: req.take_payload(),
        deadline: Box::pin(tokio::time::sleep(limits.body)),
        cut: Rc::clone(&cut),
    };
    req.set_payload(Payload::Stream {
        payload: Box::pin(body),
    });
    let api = is_api(req.path());
    // A late answer asks no database for its reader's language.
    let lang = super::reader::of_request(req.request());
    let answered = tokio::time::timeout(limits.request, in_request(next.call(req))).await;
    match answered {
        Ok(Ok(res)) if cut.get() => {
            let (http, _) = res.into_parts();
            Ok(ServiceResponse::new(http, too_slow(api, limits.body, lang)))
        }
        Ok(result) => result.map(ServiceResponse::map_into_boxed_body),
        Err(_) if cut.get() => Err(Late::Body(api, limits.body, lang).into()),
        Err(_) => {
            tracing::warn!(
                limit_ms = limits.request.as_millis() as u64,
                "request unanswered at its deadline"
            );
            Err(Late::Answer(api, lang).into())
        }
    }
}

fn is_api(path: &str) -> bool {
    path.starts_with("/api/")
}

/// A request that ran out of time (as an error, since the request itself
/// went to the handler): whether it is for the API, and which limit passed.
#[derive(Debug, thiserror::Error)]
enum Late {
    #[error("the request body did not arrive in time")]
    Body(bool, Duration, Lang),
    #[error("the request was not answered in time")]
    Answer(bool, Lang),
}

impl actix_web::ResponseError for Late {
    fn status_code(&self) -> StatusCode {
        match self {
            Late::Body(..) => StatusCode::REQUEST_TIMEOUT,
            Late::Answer(..) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    fn error_response(&self) -> HttpResponse {
        match *self {
            Late::Body(api, limit, lang) => too_slow(api, limit, lang),
            Late::Answer(true, _) => unavailable_json(),
            Late::Answer(false, lang) => unavailable_page(lang),
        }
    }
}

/// `408`, closing the connection: the body did not arrive in time.
fn too_slow(api: bool, limit: Duration, lang: Lang) -> HttpResponse {
    let message = Frame::TooSlowWhy {
        seconds: limit.as_secs().max(1),
    };
    let mut response = if api {
        HttpResponse::RequestTimeout()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
            .json(ErrorBody {
                error: Lang::En.say(message),
                version: None,
            })
    } else {
        render_html_status(
            StatusCode::REQUEST_TIMEOUT,
            &ErrorPage::new(lang, Frame::TooSlow, message),
        )
    };
    response
        .head_mut()
        .set_connection_type(ConnectionType::Close);
    response
}

/// A request body that ends with an error once its deadline passes.
struct TimedBody {
    inner: Payload,
    deadline: Pin<Box<tokio::time::Sleep>>,
    cut: Rc<Cell<bool>>,
}

impl Stream for TimedBody {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = &mut *self;
        if this.cut.get() {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_next(cx) {
            Poll::Ready(item) => Poll::Ready(item),
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => {
                    this.cut.set(true);
                    Poll::Ready(Some(Err(PayloadError::Io(std::io::Error::new(
                        std::io::ErrorKind::TimedOut,
                        "the request body did not arrive in time",
                    )))))
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }
}
