//! `/me/{token}`: a person's games, as a page and as JSON, most urgent
//! first, and replacing the person's link (`POST /me/{token}/replace`).

use std::time::SystemTime;

use actix_web::{get, post, put, web, HttpRequest, HttpResponse};
use askama::Template;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::error::ApiError;
use super::pages::{render_html, see_other, PageError};
use super::AppState;
use crate::game::service::{AwayChange, Invalid, MyGames, MySeat, MySettings, Stands};
use crate::game::ServiceError;
use crate::history::quiet::LocalZone;
use crate::lang::me::MeWords;
use crate::lang::{list_and, Lang};
use crate::rules::Viewer;
use crate::views::common::frame::Layout;
use crate::views::{present, time, when_in};

/// The person's page.
#[derive(Debug, Template)]
#[template(path = "me.html")]
pub struct MePage {
    pub layout: Layout,
    pub intro: String,
    /// The sections with games in them, in the page's order.
    pub sections: Vec<MeSection>,
    /// The link was just replaced: the page says to keep the new one.
    pub replaced: bool,
    /// The settings were just saved.
    pub saved: bool,
    pub replace_action: String,
    pub settings_action: String,
    /// Until when the person is away, in words, if they are.
    pub away_until: Option<String>,
    /// The earliest day an away may end (`YYYY-MM-DD`): tomorrow.
    pub first_date: String,
    /// The time zone the person chose, as the database names it.
    pub time_zone: String,
    /// Zones the time zone field suggests.
    pub zones: &'static [&'static str],
}

/// One part of the page: the games waiting for the person, for others,
/// over, or not started.
#[derive(Debug)]
pub struct MeSection {
    pub id: &'static str,
    pub heading: String,
    pub games: Vec<MeGame>,
}

/// One seat of the person, as the page shows it.
#[derive(Debug)]
pub struct MeGame {
    pub title: String,
    pub playing_as: String,
    pub stands: Option<String>,
    pub last: Option<String>,
    pub talk: Option<String>,
    pub url: String,
}

/// `?replaced=1` after the link was replaced, `?saved=1` after the
/// settings were; `?lang=`.
#[derive(Debug, Deserialize)]
pub struct MeQuery {
    pub replaced: Option<String>,
    pub saved: Option<String>,
}

/// `GET /me/{token}`.
#[get("/me/{token}")]
pub async fn page(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: web::Query<MeQuery>,
    req: HttpRequest,
) -> Result<HttpResponse, PageError> {
    let games = state.service.my_games(&token).await?;
    let settings = &games.settings;
    // `?lang=` first; else the person's own choice; else the language of
    // their newest game; else the browser's.
    let lang = super::reader::query_of(&req)
        .or_else(|| settings.language.as_deref().and_then(Lang::from_code))
        .or_else(|| newest(&games).map(|s| s.lang))
        .unwrap_or_else(|| super::reader::of_request(&req));
    let now = SystemTime::now();
    let zone = settings
        .time_zone
        .as_deref()
        .and_then(LocalZone::named)
        .unwrap_or(LocalZone::UTC);
    let mut page = me_page(lang, &zone, &games, &token, query.replaced.is_some(), now);
    page.saved = query.saved.is_some();
    page.away_until = settings
        .away_until
        .filter(|t| *t > now)
        .map(|t| time::until_said(lang, t, now, &zone));
    page.time_zone = settings.time_zone.clone().unwrap_or_default();
    Ok(render_html(&page))
}

/// The settings form: a language, an away date, or back.
#[derive(Debug, Deserialize)]
pub struct SettingsForm {
    pub lang: Option<String>,
    pub away_until: Option<String>,
    pub back: Option<String>,
    /// A zone's name; empty: each game's own clock again.
    pub time_zone: Option<String>,
}

/// `POST /me/{token}/settings`: the person's language, away or return,
/// for all their games.
#[post("/me/{token}/settings")]
pub async fn post_settings(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<SettingsForm>,
) -> Result<HttpResponse, PageError> {
    let settings = MySettings {
        language: match form.lang.as_deref() {
            Some(code) => Some(language(code)?),
            None => None,
        },
        away: match (form.back.is_some(), form.away_until.as_deref()) {
            (true, _) => Some(AwayChange::Back),
            (false, Some(date)) => Some(away_until(date)?),
            (false, None) => None,
        },
        time_zone: form.time_zone.as_deref().map(|zone| {
            let zone = zone.trim();
            (!zone.is_empty()).then(|| zone.to_owned())
        }),
    };
    state.service.set_my_settings(&token, &settings).await?;
    Ok(see_other(&format!("/me/{token}?saved=1")))
}

/// A language code as sent.
fn language(code: &str) -> Result<Lang, ServiceError> {
    Lang::from_code(code).ok_or_else(|| {
        ServiceError::Invalid(Invalid::PersonLanguage {
            code: code.to_owned(),
        })
    })
}

/// An away date as sent (`YYYY-MM-DD`): away until the end of that day.
fn away_until(date: &str) -> Result<AwayChange, ServiceError> {
    match time::end_of_day(date) {
        Some(at) => Ok(AwayChange::Until {
            at,
            typed: date.to_owned(),
        }),
        None => Err(ServiceError::Invalid(Invalid::PersonAway {
            value: date.to_owned(),
        })),
    }
}

/// `PUT /api/me/{token}`: any of `language`, `time_zone` (an IANA name, or
/// `null` for each game's own clock) and `away_until` (a date, or `null`
/// for back); a field that does not read, or a setting not offered
/// yet, is a 422 that names it and changes nothing. Answers the settings.
#[put("/api/me/{token}")]
pub async fn put_settings(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    let Some(fields) = body.as_object() else {
        return Err(ApiError::BadRequest(
            Lang::En.say(crate::lang::service::ServiceWords::ApiBodyUnread),
        ));
    };
    let mut settings = MySettings::default();
    for (field, value) in fields {
        match (field.as_str(), value) {
            ("language", serde_json::Value::String(code)) => {
                settings.language = Some(language(code)?);
            }
            ("language", other) => return Err(unread_language(other).into()),
            ("away_until", serde_json::Value::Null) => settings.away = Some(AwayChange::Back),
            ("away_until", serde_json::Value::String(date)) => {
                settings.away = Some(away_until(date)?);
            }
            ("time_zone", serde_json::Value::String(zone)) => {
                settings.time_zone = Some(Some(zone.clone()));
            }
            ("time_zone", serde_json::Value::Null) => settings.time_zone = Some(None),
            ("time_zone", other) => {
                return Err(ServiceError::Invalid(Invalid::PersonTimeZone {
                    value: other.to_string(),
                })
                .into())
            }
            ("away_until", other) => {
                return Err(ServiceError::Invalid(Invalid::PersonAway {
                    value: other.to_string(),
                })
                .into())
            }
            (other, _) => {
                return Err(ServiceError::Invalid(Invalid::PersonSetting {
                    field: other.to_owned(),
                })
                .into())
            }
        }
    }
    state.service.set_my_settings(&token, &settings).await?;
    let now = state.service.my_settings(&token).await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(serde_json::json!({
            "language": now.language,
            "away_until": now.away_until.map(time::rfc3339),
            "time_zone": now.time_zone,
        })))
}

fn unread_language(value: &serde_json::Value) -> ServiceError {
    ServiceError::Invalid(Invalid::PersonLanguage {
        code: value.to_string(),
    })
}

/// The seat of the person's newest game.
fn newest(games: &MyGames) -> Option<&MySeat> {
    games.seats.iter().max_by_key(|s| s.created_at)
}

/// `POST /me/{token}/replace`: a new link; the old one opens nothing after.
#[post("/me/{token}/replace")]
pub async fn replace(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let link = state.service.replace_my_link(&token).await?;
    let path = link
        .strip_prefix(state.service.base_url())
        .unwrap_or(&link)
        .to_owned();
    Ok(see_other(&format!("{path}?replaced=1")))
}

/// The page of `games` in `lang`, its times on `zone`'s clock, seen at
/// `now`.
pub fn me_page(
    lang: Lang,
    zone: &LocalZone,
    games: &MyGames,
    token: &str,
    replaced: bool,
    now: SystemTime,
) -> MePage {
    let mut sections: Vec<MeSection> = Vec::new();
    for seat in &games.seats {
        let (id, heading) = match seat.stands {
            Stands::Waiting { .. } => ("waiting", MeWords::Waiting),
            Stands::Others { .. } => ("others", MeWords::Others),
            Stands::Over { .. } => ("over", MeWords::Over),
            Stands::NotStarted => ("not-started", MeWords::NotStarted),
        };
        let card = me_game(lang, zone, seat, now);
        match sections.last_mut() {
            Some(s) if s.id == id => s.games.push(card),
            _ => sections.push(MeSection {
                id,
                heading: lang.say(heading),
                games: vec![card],
            }),
        }
    }
    MePage {
        layout: Layout::new(lang.say(MeWords::Title)).in_lang(lang),
        intro: lang.say(MeWords::Intro {
            email: games.email.clone(),
        }),
        sections,
        replaced,
        saved: false,
        replace_action: format!("/me/{token}/replace"),
        settings_action: format!("/me/{token}/settings"),
        away_until: None,
        first_date: time::rfc3339(now + std::time::Duration::from_secs(86_400))
            .get(..10)
            .unwrap_or_default()
            .to_owned(),
        time_zone: String::new(),
        zones: time::COMMON_ZONES,
    }
}

fn me_game(lang: Lang, zone: &LocalZone, seat: &MySeat, now: SystemTime) -> MeGame {
    let name = |s: crate::rules::Seat| seat.names.of(s);
    let others: Vec<String> = (seat.names.0.iter().enumerate())
        .filter(|(i, _)| *i != seat.seat.index())
        .map(|(_, n)| n.clone())
        .collect();
    let stands = match &seat.stands {
        Stands::Waiting {
            deadline: Some(until),
            ..
        } => Some(MeWords::YourMoveBy {
            until: time::until_said(lang, *until, now, zone),
        }),
        Stands::Waiting { since, .. } => Some(MeWords::YourMoveSince {
            since: when_in(lang, *since, now, zone),
        }),
        Stands::Others { awaited, since } => since.map(|since| {
            let who: Vec<String> = awaited.iter().map(|s| name(*s)).collect();
            MeWords::OthersMove {
                who: list_and(lang, &who),
                count: who.len() as u64,
                since: when_in(lang, since, now, zone),
            }
        }),
        Stands::Over { winner, .. } => Some(match winner {
            Some(w) if *w == seat.seat => MeWords::YouWon,
            Some(w) => MeWords::Won { winner: name(*w) },
            None => MeWords::NobodyWon,
        }),
        Stands::NotStarted => Some(MeWords::WaitsForHost),
    };
    let mut stands = stands.map(|p| lang.say(p));
    if let (Stands::Over { at: Some(at), .. }, Some(words)) = (&seat.stands, stands.as_mut()) {
        words.push(' ');
        words.push_str(&lang.say(MeWords::Ended {
            date: when_in(lang, *at, now, zone),
        }));
    }
    let last = match (&seat.last, &seat.state) {
        (Some(event), Some(state)) => {
            let view = state.view(Viewer::Seat(seat.seat));
            let told = present::narrate_event(lang, event, &seat.names, present::board_of(&view));
            (!told.is_empty()).then(|| lang.say(MeWords::Last { event: told }))
        }
        _ => None,
    };
    MeGame {
        title: lang.say(MeWords::Game {
            ruleset: crate::lang::rulesets::title(lang, seat.ruleset),
            others: list_and(lang, &others),
        }),
        playing_as: lang.say(MeWords::As {
            name: name(seat.seat),
        }),
        stands,
        last,
        talk: (seat.new_talk > 0).then(|| {
            lang.say(MeWords::NewTalk {
                count: u64::from(seat.new_talk),
            })
        }),
        url: seat.seat_url.clone(),
    }
}

/// `GET /api/me/{token}`: the same games, in the same order.
#[derive(Debug, Serialize)]
pub struct MeBody {
    pub games: Vec<MeGameBody>,
}

/// One seat of the person, as the API tells it.
#[derive(Debug, Serialize)]
pub struct MeGameBody {
    pub game_id: Uuid,
    pub seat: u8,
    pub ruleset: &'static str,
    pub seat_url: String,
    pub waiting_for_you: bool,
    /// When the person must decide by, where the game waits for them and
    /// has a deadline (RFC 3339, UTC).
    pub deadline: Option<String>,
    /// `setup`, `playing` or `finished`.
    pub status: &'static str,
}

#[get("/api/me/{token}")]
pub async fn api(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let games = state.service.my_games(&token).await?;
    let games = games
        .seats
        .iter()
        .map(|s| MeGameBody {
            game_id: s.game,
            seat: s.seat.0,
            ruleset: s.ruleset.name(),
            seat_url: s.seat_url.clone(),
            waiting_for_you: matches!(s.stands, Stands::Waiting { .. }),
            deadline: match s.stands {
                Stands::Waiting {
                    deadline: Some(d), ..
                } => Some(time::rfc3339(d)),
                _ => None,
            },
            status: match &s.stands {
                Stands::Over { .. } => "finished",
                Stands::NotStarted => "setup",
                Stands::Waiting { .. } | Stands::Others { .. } => s
                    .state
                    .as_ref()
                    .map_or("setup", |state| state.status().name()),
            },
        })
        .collect();
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(MeBody { games }))
}
