//! The HTML pages: the front page and new-game form, the seat page and its
//! forms (table talk among them), the spectator page. Handlers stay thin: read, call the game
//! service, build a view from `views`, render; every successful POST answers
//! 303 See Other (POST-redirect-GET). A stale form (409) or a refused one
//! (422) draws the fresh page with a message and changes nothing.

use super::client_ip::client_ip_of;
use super::forms::{FormError, NewGameForm, PlayForm};
use super::rate_limit::{Limited, Refused};
use super::reader::Asked;
use super::{history, AppState};
use crate::game::service::{CreateGame, SeatLink, TalkRefused, WithRecent, MAX_TALK};
use crate::game::Loaded;
use crate::game::ServiceError;
use crate::history::quiet::LocalZone;
use crate::lang::form::FormRefused;
use crate::lang::frame::Frame;
use crate::lang::seat::SeatWords;
use crate::lang::{Html, Lang};
use crate::rules::AnyEvent;
use crate::rules::{Ruleset, Seat, Viewer};
use crate::store::TalkRow;
use crate::views::common::form::Sent;
use crate::views::common::frame::{BackLink, ErrorPage, PageNotice};
use crate::views::common::record::RewindPanel;
use crate::views::common::words::Names;
use crate::views::contract::{Page, PageInput};
use crate::views::home::{HomePage, Typed};
use crate::views::present;
use crate::views::talk::{TableTalk, TalkLine};
use crate::views::time::until_said;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::Next;
use actix_web::{get, post, web, HttpRequest, HttpResponse, ResponseError};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

/// How many of the latest events a page lists.
pub const RECENT_EVENTS: u64 = 12;

/// How many of the latest events a seat page reads for the news at its
/// top (what happened to the seat since it last acted); it lists fewer.
pub const SEAT_NEWS_EVENTS: u64 = 48;

const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; \
                   form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// Renders a page as a `200 OK` HTML answer.
pub fn render_html(page: &impl Template) -> HttpResponse {
    render_html_status(StatusCode::OK, page)
}

/// Renders a page with a status. Pages carry secret links, so they are
/// never cached and never sent as a referrer; they load nothing from other hosts.
pub fn render_html_status(status: StatusCode, page: &impl Template) -> HttpResponse {
    html_response(status, page.render())
}

/// A page in any ruleset's presentation.
pub fn render_page(status: StatusCode, page: &Page) -> HttpResponse {
    html_response(status, page.render())
}

fn html_response(status: StatusCode, rendered: askama::Result<String>) -> HttpResponse {
    match rendered {
        Ok(body) => HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((header::REFERRER_POLICY, "no-referrer"))
            .insert_header((header::CONTENT_SECURITY_POLICY, CSP))
            .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
            .body(body),
        Err(e) => {
            tracing::error!(error = %e, "a page failed to render");
            HttpResponse::InternalServerError()
                .content_type("text/plain; charset=utf-8")
                .body(Lang::En.say(crate::lang::service::ServiceWords::ApiWentWrong))
        }
    }
}

/// `303 See Other` to `location`, never cached: nearly every one (after a
/// seat's, the host's or the reminders' form, or a new game) names a seat
/// or host token in its `Location`.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// An error answered as an HTML page.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The form or query does not read.
    #[error("{0}")]
    BadRequest(String),
    /// A board was asked for after an event the game does not have (yet).
    #[error("there is no move {asked}: the game has {last} so far")]
    NoSuchMove { asked: u64, last: u64 },
    /// Too many such requests: wait, then try again.
    #[error(transparent)]
    Limited(#[from] Limited),
    /// A seat chose a language the server does not speak (its code).
    #[error("the server speaks no language {0:?}")]
    UnknownLanguage(String),
    /// A form or an address that does not read, for a reason worded in
    /// the reader's language.
    #[error("{}", Lang::En.say(.0))]
    Unread(SeatWords),
    /// A form or a query that does not read, for a reason worded in the
    /// reader's language.
    #[error("{}", Lang::En.say(.0))]
    Form(FormRefused),
}

impl From<Refused> for PageError {
    fn from(e: Refused) -> Self {
        match e {
            Refused::Limited(limited) => PageError::Limited(limited),
            Refused::Service(e) => PageError::Service(e),
        }
    }
}

impl From<FormError> for PageError {
    fn from(e: FormError) -> Self {
        PageError::Form(e.0)
    }
}

impl ResponseError for PageError {
    fn status_code(&self) -> StatusCode {
        match self {
            PageError::Service(e) => super::error::status_of(e),
            PageError::BadRequest(_) => super::error::UNREADABLE,
            PageError::NoSuchMove { .. } => StatusCode::NOT_FOUND,
            PageError::Limited(_) => StatusCode::TOO_MANY_REQUESTS,
            PageError::UnknownLanguage(_) => StatusCode::UNPROCESSABLE_ENTITY,
            PageError::Unread(_) | PageError::Form(_) => super::error::UNREADABLE,
        }
    }

    fn error_response(&self) -> HttpResponse {
        self.respond(None, Lang::default())
    }
}

impl PageError {
    /// The error page in `lang`, leading back to `back` (the page of the
    /// seat or host link the request came by, see [`link_back`]) or else to
    /// the front page. A link that opens no game (unknown, not started,
    /// expired) leads nowhere back.
    pub fn respond(&self, back: Option<BackLink>, lang: Lang) -> HttpResponse {
        let back = match self {
            PageError::Service(
                ServiceError::NotFound | ServiceError::AwaitingHost | ServiceError::Expired,
            ) => None,
            _ => back,
        };
        let page = match self {
            PageError::Service(ServiceError::NotFound) => {
                ErrorPage::new(lang, Frame::NoSuchGame, Frame::NoSuchGameWhy)
            }
            PageError::Service(ServiceError::AwaitingHost) => {
                ErrorPage::new(lang, Frame::NotStarted, Frame::NotStartedWhy)
            }
            PageError::Service(ServiceError::Expired) => {
                ErrorPage::new(lang, Frame::Expired, Frame::ExpiredWhy)
            }
            PageError::Service(ServiceError::Internal(cause)) => {
                tracing::error!(cause, "page request failed");
                ErrorPage::new(lang, Frame::WentWrong, Frame::WentWrongWhy)
            }
            PageError::Service(ServiceError::Unavailable(cause)) => {
                tracing::warn!(cause, "database unavailable");
                return unavailable_page_back(back, lang);
            }
            PageError::BadRequest(why) => ErrorPage::new(
                lang,
                Frame::FormUnread,
                Frame::FormUnreadWhy {
                    why: Html::in_lang(why, Lang::En, lang),
                },
            ),
            PageError::Unread(why) => ErrorPage::new(
                lang,
                Frame::FormUnread,
                Frame::FormUnreadWhy {
                    why: Html::in_lang(&lang.say(why), lang, lang),
                },
            ),
            PageError::Form(why) => ErrorPage::new(
                lang,
                Frame::FormUnread,
                Frame::FormUnreadWhy {
                    why: Html::in_lang(&lang.say(why), lang, lang),
                },
            ),
            PageError::UnknownLanguage(code) => ErrorPage::with_message(
                lang,
                Frame::NotDone,
                &lang.say(SeatWords::LanguageUnknownWhy { code: code.clone() }),
            ),
            PageError::NoSuchMove { asked, last } => ErrorPage::new(
                lang,
                Frame::NoSuchMove,
                Frame::NoSuchMoveWhy {
                    asked: *asked,
                    last: *last,
                },
            ),
            PageError::Limited(limited) => {
                let page = ErrorPage::new(
                    lang,
                    Frame::TooMany,
                    Frame::TooManyWhy {
                        seconds: limited.retry_after_secs(),
                    },
                )
                .back_to(back);
                let mut response = render_html_status(self.status_code(), &page);
                response.headers_mut().insert(
                    header::RETRY_AFTER,
                    header::HeaderValue::from(limited.retry_after_secs()),
                );
                return response;
            }
            // No game is at hand here (a standing plan or a holiday
            // refused): the base game's terms, a seat by its number.
            PageError::Service(ServiceError::Rule(rule)) => ErrorPage::with_message(
                lang,
                Frame::NotDone,
                &crate::lang::refusal::word(lang, Ruleset::DEFAULT, rule, |seat| seat.to_string()),
            ),
            // The service's reason, worded in the reader's language.
            PageError::Service(ServiceError::Invalid(why)) => ErrorPage::with_message(
                lang,
                Frame::NotDone,
                &crate::lang::service::word(lang, why),
            ),
            PageError::Service(ServiceError::Players(why)) => ErrorPage::with_message(
                lang,
                Frame::NotDone,
                &crate::lang::request::word(lang, why),
            ),
            PageError::Service(other) => {
                ErrorPage::with_english(lang, Frame::NotDone, &other.to_string())
            }
        };
        render_html_status(self.status_code(), &page.back_to(back))
    }
}

/// Where an error page of a request to `path` leads back to: the seat page
/// of a `/play/{token}...` address, the host page of a `/host/{token}...`
/// one (a token as the server makes them), else nowhere (the front page).
pub fn back_link_of(path: &str) -> Option<BackLink> {
    let mut parts = path.trim_start_matches('/').split('/');
    let (kind, token) = (parts.next()?, parts.next()?);
    if !crate::token::looks_like_token(token) {
        return None;
    }
    match kind {
        "play" => Some(BackLink::seat(token)),
        "host" => Some(BackLink::host(token)),
        "me" => Some(BackLink::me(token)),
        _ => None,
    }
}

/// Middleware: every error page is in its reader's language
/// ([`Asked::lang`]), and every error page of a seat's (or the host's) link
/// leads back to that seat's (or the host's) page rather than the front
/// page. It draws the page of the request's [`PageError`] again with its
/// [`back_link_of`] the request's address; the status and the headers
/// stay. A database that does not answer is not asked again for the
/// reader's language: the request's own choice words that page.
pub async fn link_back(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let back = back_link_of(req.path());
    let asked = Asked::of(req.path(), req.query_string(), req.headers());
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let res = next.call(req).await?;
    let again = match res
        .response()
        .error()
        .and_then(|e| e.as_error::<PageError>())
    {
        Some(error) => {
            let lang = match (error, &state) {
                (PageError::Service(ServiceError::Unavailable(_)), _) | (_, None) => {
                    asked.without_game()
                }
                (_, Some(state)) => asked.lang(state).await,
            };
            Some(error.respond(back, lang))
        }
        None => None,
    };
    Ok(match again {
        Some(page) => res.into_response(page).map_into_right_body(),
        None => res.map_into_left_body(),
    })
}

/// `503` with `Retry-After` and a short page: the database is unavailable.
pub fn unavailable_page(lang: Lang) -> HttpResponse {
    unavailable_page_back(None, lang)
}

fn unavailable_page_back(back: Option<BackLink>, lang: Lang) -> HttpResponse {
    let page = ErrorPage::new(lang, Frame::BackSoon, Frame::BackSoonWhy).back_to(back);
    let status = StatusCode::SERVICE_UNAVAILABLE;
    let mut response = render_html_status(status, &page);
    if let Some((name, value)) = super::error::retry_after(status) {
        response.headers_mut().insert(name, value);
    }
    response
}

/// Names of a game's players by seat.
pub fn names(meta: &crate::game::service::GameMeta) -> Names {
    Names(meta.seats.iter().map(|s| s.name.clone()).collect())
}

/// The query of the front page.
#[derive(Debug, Deserialize)]
pub struct HomeQuery {
    /// Set right after a game was created that waits for its host.
    pub created: Option<String>,
}

/// `GET /`: what this is, and the new-game form, in the reader's language
/// (`?lang=`, else the browser's, else English).
#[get("/")]
pub async fn home(
    state: web::Data<AppState>,
    req: HttpRequest,
    query: web::Query<HomeQuery>,
) -> HttpResponse {
    let lang = super::reader::of_request(&req);
    let notice = query.created.as_ref().map(|_| {
        let told = lang.say(crate::lang::home::Home::Created);
        match state.mail.note(lang) {
            Some(note) => PageNotice::info(format!("{told} {}", note.text)).with_link(note.link),
            None => PageNotice::info(told),
        }
    });
    let confirm = state.service.host_confirmation();
    let page = HomePage::new(lang, &Typed::default(), notice)
        .confirming(confirm)
        .asked_in(super::reader::query_of(&req));
    render_html(&page)
}

/// Everything the new-game form held, to draw it again on a refusal.
fn typed(form: &NewGameForm) -> Typed {
    Typed {
        ruleset: form.ruleset.clone(),
        board: form.board.clone(),
        players: form.rows(),
        host_rewinds_alone: form.host_rewinds_alone.is_some(),
        variable_founding: form.variable_founding.is_some(),
        deadline_hours: form.deadline_hours.clone(),
        quiet_from: form.quiet_from.clone(),
        quiet_to: form.quiet_to.clone(),
        quiet_offset: form.quiet_offset.clone(),
        quiet_zone: form.quiet_zone.clone(),
        special_live: form.special_building == "live",
        language: form.language.clone(),
        languages: form.languages.clone(),
    }
}

/// `POST /games`: creates a game, then shows the host page.
#[post("/games")]
pub async fn create_game(
    state: web::Data<AppState>,
    req: HttpRequest,
    form: web::Form<NewGameForm>,
) -> Result<HttpResponse, PageError> {
    state
        .limits
        .games
        .check(&state.service, client_ip_of(&req))
        .await?;
    let lang = super::reader::of_request(&req);
    let refused = |status, notice: PageNotice| {
        let page = HomePage::new(lang, &typed(&form), Some(notice))
            .confirming(state.service.host_confirmation())
            .asked_in(super::reader::query_of(&req));
        render_html_status(status, &page)
    };
    let request = match CreateGame::try_from(&*form) {
        Ok(request) => request,
        Err(e) => {
            let notice = PageNotice::refused_in(lang, lang, &lang.say(&e.0));
            return Ok(refused(StatusCode::BAD_REQUEST, notice));
        }
    };
    // A refusal is worded in the terms of the ruleset asked for (one that
    // does not exist is refused in words that name none).
    let ruleset = request.ruleset.parse().unwrap_or(Ruleset::DEFAULT);
    let created = state.service.create(request).await;
    match created {
        // The host link travels only by email to the host: whoever sent
        // the form may not be the host.
        Ok(created) if created.awaiting_host => {
            Ok(see_other(&match super::reader::query_of(&req) {
                Some(lang) => format!("/?created=1&lang={}", lang.code()),
                None => "/?created=1".to_owned(),
            }))
        }
        Ok(created) => Ok(see_other(&format!(
            "/host/{}?created=1",
            created.host_token.as_str()
        ))),
        Err(e @ (ServiceError::Rule(_) | ServiceError::Invalid(_) | ServiceError::Players(_))) => {
            let status = super::error::status_of(&e);
            let notice = match e {
                // The players' names, addresses or languages, worded in
                // the page's language.
                ServiceError::Players(why) => {
                    PageNotice::refused_in(lang, lang, &crate::lang::request::word(lang, &why))
                }
                // The rules' reason, worded in the page's language.
                ServiceError::Rule(rule) => PageNotice::refused_in(
                    lang,
                    lang,
                    &present::refusal(lang, ruleset, &rule, &Names(Vec::new())),
                ),
                // The service's reason, worded in the page's language.
                ServiceError::Invalid(why) => {
                    PageNotice::refused_in(lang, lang, &crate::lang::service::word(lang, &why))
                }
                e => PageNotice::refused_in(lang, Lang::En, &e.to_string()),
            };
            Ok(refused(status, notice))
        }
        Err(e) => Err(e.into()),
    }
}

/// The query of a seat page.
#[derive(Debug, Deserialize)]
pub struct PlayQuery {
    /// A board placement to confirm (`road-12`, `robber-3`, ...).
    pub pick: Option<String>,
    /// Draw the board as it stood right after this event (read-only).
    pub at: Option<String>,
    /// An action to confirm (`buy_card`, `end_turn`, `monopoly`, ...),
    /// with its details below.
    pub act: Option<String>,
    pub first: Option<String>,
    pub second: Option<String>,
    pub resource: Option<String>,
}

/// What a seat page is drawn with besides the game: the board pick or
/// action to confirm, or the fields of a refused form.
#[derive(Debug, Clone, Default)]
pub struct SeatAsk<'a> {
    pub pick: Option<&'a str>,
    pub asked: Option<Sent>,
    pub typed: Option<Sent>,
    /// The table-talk message a refused post carried.
    pub talk_typed: Option<String>,
}

/// The query of the spectator page.
#[derive(Debug, Deserialize)]
pub struct GameQuery {
    /// Draw the board as it stood right after this event.
    pub at: Option<String>,
}

/// "Paused by the host since Tue 18:00 UTC" while the game is paused, else
/// "You have until Tue 19:00 (UTC+1)" (in the offset of the game's quiet
/// hours, UTC without them): for a seat the game awaits, in a game with a
/// deadline; in `lang`.
fn deadline_notice(
    lang: Lang,
    loaded: &crate::game::service::Loaded,
    seat: Seat,
) -> Option<PageNotice> {
    let attendance = &loaded.attendance;
    let now = std::time::SystemTime::now();
    if let Some(since) = attendance.paused_since {
        return Some(PageNotice::info(lang.say(SeatWords::Paused {
            since: until_said(
                lang,
                since,
                now,
                &loaded.meta.zone_for(seat, &LocalZone::UTC),
            ),
        })));
    }
    let deadline = loaded.meta.deadline?;
    if !loaded.state.waiting_for().contains(&seat) {
        return None;
    }
    let deadlines = crate::game::service::deadlines_in(attendance, &loaded.waits, deadline);
    // Shown in the person's own zone, else on the clock of the game's
    // quiet hours, the host's time.
    let zone = loaded
        .meta
        .zone_for(seat, &LocalZone::of(attendance.quiet.as_ref()));
    deadlines
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, at)| {
            PageNotice::info(lang.say(SeatWords::Deadline {
                until: until_said(lang, at, now, &zone),
            }))
        })
}

/// Loads everything the seat page shows and builds it.
pub async fn seat_page(
    state: &AppState,
    game: Uuid,
    seat: Seat,
    token: &str,
    pick: Option<&str>,
    notice: Option<PageNotice>,
) -> Result<Page, ServiceError> {
    let ask = SeatAsk {
        pick,
        ..SeatAsk::default()
    };
    seat_page_with(state, game, seat, token, ask, notice).await
}

/// What every page of a game is drawn with, read-only, for the public:
/// the game's `events` (redacted for the viewer), names, prompt, version
/// and record links under `base`; each page adds what it has besides.
pub fn page_input<'a>(
    lang: Lang,
    loaded: &'a Loaded,
    names: &'a Names,
    events: &'a [(u64, AnyEvent)],
    base: &str,
) -> PageInput<'a> {
    PageInput {
        game_id: loaded.meta.id,
        lang,
        seat: None,
        action: None,
        names,
        events,
        prompt: crate::lang::waiting::word(lang, &loaded.state.waiting(), names),
        pick: None,
        asked: None,
        typed: None,
        undone: &loaded.undone,
        notice: None,
        version: loaded.version,
        ledger: Some(history::ledger(loaded, format!("{base}/history"))),
        rewind: None,
        rewind_text: None,
        host_rewinds_alone: false,
        rewound: None,
        past: None,
        seat_settings: None,
        talk: None,
    }
}

/// The open rewind proposal in words, for the public page, in `lang`.
fn rewind_words(lang: Lang, proposal: &crate::history::Proposal) -> String {
    lang.say(SeatWords::RewindPublic {
        to: proposal.to,
        reason: proposal.reason.clone(),
    })
}

/// That the game was rewound, for `seat` until it moves again (read from
/// the log's fold: the last rewind and the seats that moved since), in
/// `lang`.
fn rewound_line(lang: Lang, loaded: &Loaded, seat: Seat) -> Option<String> {
    let rewound = loaded.rewound.as_ref().filter(|r| r.unseen_by(seat))?;
    let how = if loaded.meta.host_rewinds_alone {
        "host"
    } else {
        "agreed"
    };
    Some(lang.say(SeatWords::Rewound {
        how,
        to: rewound.to,
    }))
}

/// The open rewind proposal on `seat`'s page, with Agree / Refuse posting
/// under `base`, in `lang`.
fn rewind_panel(
    lang: Lang,
    loaded: &Loaded,
    seat: Seat,
    names: &Names,
    base: &str,
) -> Option<RewindPanel> {
    let seats = loaded.meta.seats.len();
    (loaded.proposal.as_ref()).map(|p| RewindPanel::said(lang, p, Some(seat), names, seats, base))
}

/// The table talk on a seat's page, with its form (holding `typed`, a
/// refused message) posting under `base`, its times in `lang`.
fn seat_talk(lang: Lang, rows: &[TalkRow], base: &str, typed: Option<String>) -> TableTalk {
    let (lines, action) = (talk_lines(lang, rows), format!("{base}/talk"));
    TableTalk::with_form(lines, MAX_TALK, action, typed.unwrap_or_default())
}

/// [`seat_page`] with an action to confirm or a refused form's fields.
pub async fn seat_page_with(
    state: &AppState,
    game: Uuid,
    seat: Seat,
    token: &str,
    ask: SeatAsk<'_>,
    notice: Option<PageNotice>,
) -> Result<Page, ServiceError> {
    let loaded = state
        .service
        .load_with_recent(game, SEAT_NEWS_EVENTS, Viewer::Seat(seat))
        .await?;
    seat_page_of(state, loaded, seat, token, ask, notice).await
}

/// [`seat_page_with`] from the game as loaded for the seat's page.
pub async fn seat_page_of(
    state: &AppState,
    loaded: WithRecent,
    seat: Seat,
    token: &str,
    ask: SeatAsk<'_>,
    notice: Option<PageNotice>,
) -> Result<Page, ServiceError> {
    let lang = loaded.loaded.meta.lang_of(seat);
    seat_page_in(state, lang, loaded, seat, token, ask, notice).await
}

/// [`seat_page_of`] in `lang`, the seat's language looked up already.
pub async fn seat_page_in(
    state: &AppState,
    lang: Lang,
    loaded: WithRecent,
    seat: Seat,
    token: &str,
    ask: SeatAsk<'_>,
    notice: Option<PageNotice>,
) -> Result<Page, ServiceError> {
    let viewer = Viewer::Seat(seat);
    let WithRecent {
        loaded,
        recent,
        talk,
    } = loaded;
    let (names, base) = (names(&loaded.meta), format!("/play/{token}"));
    let mut settings = super::seat_settings::panel(lang, &loaded, seat, token);
    settings.plans = super::plans::panel(state, lang, &loaded, seat, token, &names).await?;
    // A game played by plans never asks a seat: there is nothing to skip.
    settings.special_phase &= settings.plans.is_none();
    let input = PageInput {
        seat: Some(seat),
        action: Some(base.clone()),
        pick: ask.pick,
        asked: ask.asked.as_ref(),
        typed: ask.typed.as_ref(),
        notice: notice.or_else(|| deadline_notice(lang, &loaded, seat)),
        rewind: rewind_panel(lang, &loaded, seat, &names, &base),
        host_rewinds_alone: loaded.meta.host_rewinds_alone,
        rewound: rewound_line(lang, &loaded, seat),
        seat_settings: Some(settings),
        talk: Some(seat_talk(lang, &talk, &base, ask.talk_typed)),
        ..page_input(lang, &loaded, &names, &recent, &base)
    };
    let (view, legal) = (loaded.state.view(viewer), loaded.state.legal_commands(seat));
    Ok(present::seat_page(&view, &legal, input))
}

/// `GET /play/{token}`: the seat's page.
#[get("/play/{token}")]
pub async fn play_page(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: web::Query<PlayQuery>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    if let Some(at) = &query.at {
        let base = format!("/play/{token}");
        let page = history::board_at(&state, None, game, Some(seat), &base, at).await?;
        return Ok(render_page(StatusCode::OK, &page));
    }
    let asked = query.act.as_deref().map(|act| {
        Sent::from_pairs([
            ("act", Some(act)),
            ("first", query.first.as_deref()),
            ("second", query.second.as_deref()),
            ("resource", query.resource.as_deref()),
        ])
    });
    let ask = SeatAsk {
        pick: query.pick.as_deref(),
        asked,
        ..SeatAsk::default()
    };
    let page = seat_page_with(&state, game, seat, &token, ask, None).await?;
    Ok(render_page(StatusCode::OK, &page))
}

/// `POST /play/{token}`: one command from a seat page's form.
#[post("/play/{token}")]
pub async fn play_post(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<PlayForm>,
) -> Result<HttpResponse, PageError> {
    let SeatLink {
        game,
        seat,
        ruleset,
        seats,
    } = state.service.seat_link(&token).await?;
    let version = form.version()?;
    let command = super::forms::command_for(ruleset, seats, &form)?;
    let Err(refused) = state.service.submit(game, seat, version, command).await else {
        return Ok(see_other(&format!("/play/{token}")));
    };
    let status = super::error::status_of(&refused);
    let rule = match refused {
        ServiceError::Rule(e) => Ok(Ok(e)),
        ServiceError::Conflict { .. } => Ok(Err(None)),
        // The service's reason, worded below in the seat's language.
        ServiceError::Invalid(why) => Ok(Err(Some(why))),
        // A rule's reason is matched above and worded below, with the game
        // as the command found it.
        e => Err(super::history::refusal(e, Lang::En, ToString::to_string)?.1),
    };
    // The page shows the game as the command found it: read once, with the
    // seat's language.
    let loaded = state
        .service
        .refused_with_recent(game, SEAT_NEWS_EVENTS, Viewer::Seat(seat))
        .await?;
    let lang = loaded.loaded.meta.lang_of(seat);
    let rule = match rule {
        Ok(Ok(e)) => Ok(e),
        Ok(Err(None)) => Err(PageNotice::moved_on_in(lang)),
        Ok(Err(Some(why))) => Err(PageNotice::refused_in(
            lang,
            lang,
            &crate::lang::service::word(lang, &why),
        )),
        Err(notice) => Err(notice),
    };
    let notice = match rule {
        // The rules' reason, in the words of the game's own pages, in the
        // seat's language.
        Ok(e) => PageNotice::refused_in(
            lang,
            lang,
            &present::refusal(lang, ruleset, &e, &names(&loaded.loaded.meta)),
        ),
        Err(notice) => notice,
    };
    // A refused form comes back as it was filled in.
    let ask = SeatAsk {
        typed: Some(Sent::read(&*form)),
        ..SeatAsk::default()
    };
    let page = seat_page_in(&state, lang, loaded, seat, &token, ask, Some(notice)).await?;
    Ok(render_page(status, &page))
}

/// `GET /games/{id}`: the spectator page.
#[get("/games/{id}")]
pub async fn game_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<GameQuery>,
) -> Result<HttpResponse, PageError> {
    let game = Uuid::parse_str(&id).map_err(|_| ServiceError::NotFound)?;
    let base = format!("/games/{game}");
    let asked = Asked::of(req.path(), req.query_string(), req.headers());
    if let Some(at) = &query.at {
        let lang = asked.lang(&state).await;
        let page = history::board_at(&state, Some(lang), game, None, &base, at).await?;
        return Ok(render_page(StatusCode::OK, &page));
    }
    let WithRecent {
        loaded,
        recent,
        talk,
    } = state
        .service
        .load_with_recent(game, RECENT_EVENTS, Viewer::Spectator)
        .await?;
    let names = names(&loaded.meta);
    let lang = asked.in_game(loaded.meta.language);
    let input = PageInput {
        rewind_text: loaded.proposal.as_ref().map(|p| rewind_words(lang, p)),
        talk: Some(TableTalk::read_only(talk_lines(lang, &talk), MAX_TALK)),
        ..page_input(lang, &loaded, &names, &recent, &base)
    };
    let page = present::public_page(&loaded.state.view(Viewer::Spectator), input);
    Ok(render_page(StatusCode::OK, &page))
}

/// The table talk as pages show it, seen now, its times in `lang`.
pub fn talk_lines(lang: Lang, rows: &[TalkRow]) -> Vec<TalkLine> {
    let now = std::time::SystemTime::now();
    rows.iter()
        .map(|r| TalkLine::said(lang, &r.name, &r.body, r.created_at, now))
        .collect()
}

/// The table-talk form: the message.
#[derive(Debug, Deserialize)]
pub struct TalkForm {
    pub body: String,
}

/// `POST /play/{token}/talk`: a message to the table. A refused one (empty,
/// too long, one of a flood) stores nothing and comes back in the form.
#[post("/play/{token}/talk")]
pub async fn talk_post(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<TalkForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let Err(refused) = state.service.post_talk(game, seat, &form.body).await? else {
        return Ok(see_other(&format!("/play/{token}#talk-h")));
    };
    let ask = SeatAsk {
        talk_typed: Some(form.into_inner().body),
        ..SeatAsk::default()
    };
    let lang = state.service.seat_language(game, seat).await?;
    let notice = PageNotice::refused_in(lang, lang, &talk_refusal(lang, &refused));
    let loaded = state
        .service
        .load_with_recent(game, SEAT_NEWS_EVENTS, Viewer::Seat(seat))
        .await?;
    let page = seat_page_in(&state, lang, loaded, seat, &token, ask, Some(notice)).await?;
    Ok(render_page(talk_status(&refused), &page))
}

/// Why a message was not posted, in `lang`.
fn talk_refusal(lang: Lang, refused: &TalkRefused) -> String {
    match refused {
        TalkRefused::Empty => lang.say(SeatWords::TalkEmpty),
        TalkRefused::TooLong { chars } => lang.say(SeatWords::TalkTooLong {
            chars: *chars,
            max: MAX_TALK,
        }),
        TalkRefused::Flooded(limit) => {
            let (unit, n) = match limit.within.as_secs() {
                60 => ("minute", 1),
                3600 => ("hour", 1),
                s if s % 3600 == 0 => ("hours", s / 3600),
                s => ("minutes", s.div_ceil(60)),
            };
            lang.say(SeatWords::TalkFlooded {
                most: limit.most,
                unit,
                n,
            })
        }
        TalkRefused::NotText(why) => crate::lang::service::text(lang, why),
    }
}

/// 429 for a flood, 422 for a message that cannot be posted as it is.
pub fn talk_status(refused: &TalkRefused) -> StatusCode {
    match refused {
        TalkRefused::Flooded(_) => StatusCode::TOO_MANY_REQUESTS,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// Answers a form that does not read (actix's form reader refused it)
/// with a 400 page in words of its own: the reader's message names fields
/// and quotes a parser, and never reaches a person.
pub fn unreadable_form(err: &actix_web::error::UrlencodedError) -> actix_web::Error {
    use actix_web::error::UrlencodedError as U;
    let why = match err {
        U::Overflow { .. } | U::UnknownLength => SeatWords::UnreadTooLarge,
        U::ContentType => SeatWords::UnreadNotAForm,
        _ => SeatWords::UnreadNotOurs,
    };
    PageError::Unread(why).into()
}

/// Answers an address whose query does not read with a 400 page, in words
/// of its own (never the query reader's message).
pub fn unreadable_query() -> actix_web::Error {
    PageError::Unread(SeatWords::UnreadQuery).into()
}
