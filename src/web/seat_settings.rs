//! A seat's own settings (`/play/{token}/preferences`,
//! `/play/{token}/away`, `/play/{token}/take-back`,
//! `/play/{token}/language`): its standing preferences (roll for me, end
//! my turn for me, skip the special building phase), away until a date
//! (the stand-in plays its decisions at once meanwhile), taking the seat
//! back from the stand-in and the language it reads; and the panel that
//! shows them on the seat's page, in that language.

use super::pages::{see_other, PageError};
use super::AppState;
use crate::game::attendance::{Kept, SeatAttendance};
use crate::game::service::Loaded;
use crate::history::quiet::LocalZone;
use crate::history::RollPreference;
use crate::lang::seat::{yes, SeatWords};
use crate::lang::Lang;
use crate::rules::Seat;
use crate::views::seat_settings::SeatSettings;
use crate::views::time::{end_of_day, rfc3339, until_said};
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::time::SystemTime;

/// How the stand-in plays a seat at `now`, as [`SeatWords::StandIn`]
/// words it: `how` (`missed`, `handed`, `away`), the deadlines missed and
/// the time the seat is away until (in `lang`); `None` while the player
/// plays it.
fn stand_in(
    lang: Lang,
    seat: SeatAttendance,
    now: SystemTime,
) -> Option<(&'static str, u32, String)> {
    match (seat.kept, seat.away_until) {
        (Some(Kept::Missed(n)), _) => Some(("missed", n, String::new())),
        (Some(Kept::HandedOver), _) => Some(("handed", 0, String::new())),
        (None, Some(at)) if now < at => {
            Some(("away", 0, until_said(lang, at, now, &LocalZone::UTC)))
        }
        _ => None,
    }
}

/// The seat-settings panel of `seat`'s page, in `lang`.
pub fn panel(lang: Lang, loaded: &Loaded, seat: Seat, token: &str) -> SeatSettings {
    let attendance = &loaded.attendance;
    let now = SystemTime::now();
    let others = loaded
        .meta
        .seats
        .iter()
        .map(|row| Seat(row.seat))
        .filter(|s| *s != seat)
        .filter_map(|s| {
            stand_in(lang, attendance.seat(s), now).map(|(how, missed, until)| {
                lang.say(SeatWords::StandInOther {
                    name: loaded.meta.name(s).to_owned(),
                    how,
                    missed,
                    until,
                })
            })
        })
        .collect();
    let mine = stand_in(lang, attendance.seat(seat), now)
        .map(|(how, missed, until)| lang.say(SeatWords::StandInMine { how, missed, until }));
    let tomorrow = now + std::time::Duration::from_secs(86_400);
    let own = attendance.seat(seat);
    SeatSettings {
        away_action: format!("/play/{token}/away"),
        take_back_action: format!("/play/{token}/take-back"),
        version: loaded.version,
        mine,
        others,
        first_date: rfc3339(tomorrow).get(..10).unwrap_or_default().to_owned(),
        finished: loaded.state.status().is_over(),
        preferences_action: format!("/play/{token}/preferences"),
        roll: roll_name(own.roll),
        end: own.end,
        special_phase: loaded.state.public_turn(seat).special_phase,
        skip_special: own.skip_special,
        preferences: lang.say(SeatWords::PrefsChosen {
            roll: roll_name(own.roll),
            end: yes(own.end),
            skip: yes(own.skip_special),
        }),
        plans: None,
        language_action: format!("/play/{token}/language"),
    }
}

/// A roll preference as the form names it.
fn roll_name(roll: RollPreference) -> &'static str {
    match roll {
        RollPreference::Off => "off",
        RollPreference::Always => "always",
        RollPreference::UnlessDevelopmentCard => "unless_development_card",
    }
}

/// The roll preference a form names: its own name, or "unless_knight", the
/// name a page drawn before it meant the same choice by.
fn roll_named(name: &str) -> Option<RollPreference> {
    if name == "unless_knight" {
        return Some(RollPreference::UnlessDevelopmentCard);
    }
    [
        RollPreference::Off,
        RollPreference::Always,
        RollPreference::UnlessDevelopmentCard,
    ]
    .into_iter()
    .find(|r| roll_name(*r) == name)
}

/// The preferences form: the game's version, the roll preference ("off",
/// "always", "unless_development_card"), the end-my-turn box and the
/// skip-the-special-building-phase box ("on" when ticked).
#[derive(Debug, Deserialize)]
pub struct PreferencesForm {
    pub version: u64,
    pub roll: String,
    #[serde(default)]
    pub end: Option<String>,
    #[serde(default)]
    pub skip_special: Option<String>,
}

/// A ticked box reads "on"; a box left unticked is not sent.
fn ticked(field: &'static str, value: Option<&str>) -> Result<bool, PageError> {
    match value {
        None => Ok(false),
        Some("on") => Ok(true),
        Some(other) => Err(PageError::Unread(SeatWords::UnreadBox {
            field,
            value: other.to_owned(),
        })),
    }
}

/// `POST /play/{token}/preferences`: the seat chooses its standing
/// preferences; they act at once if it is the seat's turn.
#[post("/play/{token}/preferences")]
pub async fn preferences(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<PreferencesForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let roll = roll_named(&form.roll).ok_or_else(|| {
        PageError::Unread(SeatWords::UnreadRoll {
            value: form.roll.clone(),
        })
    })?;
    let end = ticked("end", form.end.as_deref())?;
    let skip_special = ticked("skip_special", form.skip_special.as_deref())?;
    state
        .service
        .set_preferences(game, seat, form.version, roll, end, skip_special)
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}

/// The away form: the game's version and the last day away ("YYYY-MM-DD").
#[derive(Debug, Deserialize)]
pub struct AwayForm {
    pub version: u64,
    pub until: String,
}

/// `POST /play/{token}/away`: the seat is away until the end of a day
/// (UTC); every seat is emailed.
#[post("/play/{token}/away")]
pub async fn away(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<AwayForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let until = end_of_day(&form.until).ok_or_else(|| {
        PageError::Unread(SeatWords::UnreadDate {
            value: form.until.clone(),
        })
    })?;
    state
        .service
        .set_away(game, seat, form.version, until)
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}

/// The take-back form: the game's version.
#[derive(Debug, Deserialize)]
pub struct TakeBackForm {
    pub version: u64,
}

/// `POST /play/{token}/take-back`: the player plays the seat again.
#[post("/play/{token}/take-back")]
pub async fn take_back(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<TakeBackForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    state
        .service
        .take_seat_back(game, seat, form.version)
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}

/// The language form: the code of the language the seat reads from now on.
#[derive(Debug, Deserialize)]
pub struct LanguageForm {
    pub lang: String,
}

/// `POST /play/{token}/language`: the seat reads its page (and the emails
/// written to it) in another language. A code the server does not speak
/// is refused with a page in the seat's language, and changes nothing.
#[post("/play/{token}/language")]
pub async fn language(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<LanguageForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let lang = Lang::ALL
        .into_iter()
        .find(|l| l.code() == form.lang)
        .ok_or_else(|| PageError::UnknownLanguage(form.lang.clone()))?;
    state.service.set_seat_language(game, seat, lang).await?;
    Ok(see_other(&format!("/play/{token}")))
}
