//! The host's page (`/host/{token}`): seats, who the game waits for and since
//! when, the links to share, and "resend an invitation" (which queues the
//! invitation email again through the outbox), the rewind form, and the
//! links to the history and the exports, and the deadline: when each awaited
//! seat must decide by, and the form that sets it; the pause of the game and
//! the seats handed to the stand-in.

use super::client_ip::client_ip_of;
use super::forms::{deadline_hours, DeadlineForm, ResendForm};
use super::pages::{names, render_html, see_other, PageError};
use super::{history, AppState};
use crate::game::service::{HostFacts, HostOverview, Kept, SeatAttendance, SpecialBuilding};
use crate::history::quiet::{LocalZone, QuietHours};
use crate::lang::form::FormRefused;
use crate::lang::host::HostWords;
use crate::lang::seat::SeatWords;
use crate::lang::Lang;
use crate::rules::Viewer;
use crate::store::StartOutcome;
use crate::views::common::frame::PageNotice;
use crate::views::common::record::RewindPanel;
use crate::views::common::words::Names;
use crate::views::home::{HomePage, Typed};
use crate::views::host::HostRewind;
use crate::views::host::{HostAttendance, HostDeadline, HostInput, HostPage, HostStartPage};
use crate::views::time::{until_said, COMMON_ZONES};
use crate::views::when_said;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use std::time::SystemTime;

/// The query of the host page.
#[derive(Debug, Deserialize)]
pub struct HostQuery {
    /// Set right after the game was created.
    pub created: Option<String>,
    /// The seat whose invitation was just queued again.
    pub resent: Option<u8>,
    /// `proposed` or `done` right after the rewind form.
    pub rewind: Option<String>,
    /// Set right after the deadline form.
    pub deadline: Option<String>,
    /// `paused`, `resumed` or `handed` right after the attendance forms.
    pub attendance: Option<String>,
}

/// `GET /host/{token}`.
#[get("/host/{token}")]
pub async fn host_page(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: web::Query<HostQuery>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let facts = match state.service.host_overview(game).await? {
        HostOverview::Waiting(ruleset, seats, lang) => {
            let players = seats.into_iter().map(|s| (s.name, s.email)).collect();
            let mut page = HostStartPage::new(lang, &token, players);
            page.layout = page.layout.of_game(ruleset);
            return Ok(render_html(&page));
        }
        HostOverview::Started(facts) => facts,
    };
    let lang = facts.loaded.meta.language;
    let mut page = host_view(&state, &facts, &token, |names| {
        let said = query
            .resent
            .map(|seat| HostWords::NoticeResent {
                name: names.of(crate::rules::Seat(seat)),
            })
            .or_else(|| match query.rewind.as_deref() {
                Some("proposed") => Some(HostWords::NoticeProposed),
                Some("done") => Some(HostWords::NoticeRewound),
                _ => None,
            })
            .or_else(|| query.deadline.as_ref().map(|_| HostWords::NoticeDeadline))
            .or_else(|| match query.attendance.as_deref() {
                Some("paused") => Some(HostWords::NoticePaused),
                Some("resumed") => Some(HostWords::NoticeResumed),
                Some("keep") => Some(HostWords::NoticeKeep),
                Some("quiet") => Some(HostWords::NoticeQuiet),
                Some("handed") => Some(HostWords::NoticeHanded),
                _ => None,
            });
        said.map(|phrase| PageNotice::info(lang.say(phrase)))
    });
    page.created = query.created.is_some();
    if page.created {
        page.mail_note = state.mail.note(lang);
    }
    Ok(render_html(&page))
}

/// `GET /host/{token}/again`: the new-game form filled in with the
/// finished game's ruleset, settings and players, in its language, for the
/// host to change and send as any new game (the invitations go out as
/// usual). Before the game's end there is nothing here (404).
#[get("/host/{token}/again")]
pub async fn again(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let again = state.service.again(game).await?;
    let lang = again.language;
    let typed = Typed {
        ruleset: again.ruleset.name().to_owned(),
        board: again.board,
        players: again.players,
        languages: again
            .languages
            .iter()
            .map(|l| l.code().to_owned())
            .collect(),
        host_rewinds_alone: again.host_rewinds_alone,
        variable_founding: again.variable_founding,
        deadline_hours: again
            .deadline_hours
            .map_or_else(String::new, |h| h.to_string()),
        quiet_from: again
            .quiet
            .as_ref()
            .map_or_else(String::new, QuietHours::from_text),
        quiet_to: again
            .quiet
            .as_ref()
            .map_or_else(String::new, QuietHours::to_text),
        quiet_offset: again
            .quiet
            .as_ref()
            .filter(|q| q.time_zone.is_none())
            .map_or_else(String::new, |q| q.utc_offset.to_string()),
        quiet_zone: again
            .quiet
            .as_ref()
            .and_then(|q| q.time_zone.clone())
            .unwrap_or_default(),
        special_live: again.special_building == SpecialBuilding::Live,
        language: lang.code().to_owned(),
    };
    let notice = PageNotice::info(lang.say(HostWords::AgainForm));
    let page = HomePage::new(lang, &typed, Some(notice))
        .confirming(state.service.host_confirmation())
        .asked_in(Some(lang))
        .without_lost_links();
    Ok(render_html(&page))
}

/// Builds the host page from what one load gave; `notice` picks the
/// message from the players' names.
pub fn host_view(
    state: &AppState,
    facts: &HostFacts,
    token: &str,
    notice: impl FnOnce(&Names) -> Option<PageNotice>,
) -> HostPage {
    let loaded = &facts.loaded;
    let game = loaded.meta.id;
    let lang = loaded.meta.language;
    let s = &loaded.state;
    let since = facts.last_event_at.map_or_else(
        || lang.say(HostWords::TheStart),
        |at| when_said(lang, at, SystemTime::now()),
    );
    let names = names(&loaded.meta);
    let emails: Vec<String> = loaded.meta.seats.iter().map(|r| r.email.clone()).collect();
    let notice = notice(&names);
    let view = s.view(Viewer::Spectator);
    let mut page = HostPage::new(HostInput {
        lang,
        game_id: game,
        token,
        base_url: state.service.base_url(),
        view: &view,
        prompt: crate::lang::waiting::word(lang, &s.waiting(), &names),
        awaiting: s.waiting_for(),
        names: &names,
        emails: &emails,
        since,
        notice,
        created: false,
    });
    page.layout = page.layout.of_game(loaded.meta.ruleset);
    page.mail_problems = facts
        .mail_problems
        .iter()
        .map(|p| {
            lang.say(HostWords::MailProblem {
                recipient: p.recipient.clone(),
                attempts: p.attempts.into(),
                error: p.last_error.clone(),
            })
        })
        .collect();
    let now = SystemTime::now();
    let over = s.status().is_over();
    if over {
        // Nothing waits any more: no deadline to set, nothing to pause;
        // the host may start a new game with the same players.
        page.again = Some(format!("/host/{token}/again"));
    } else {
        // Deadlines read on the clock of the game's quiet hours.
        let zone = LocalZone::of(facts.attendance.quiet.as_ref());
        page.deadline = Some(HostDeadline {
            action: format!("/host/{token}/deadline"),
            hours: facts.deadline.map(|d| d.as_secs() / 3600),
            until: facts
                .deadlines
                .iter()
                .map(|(seat, at)| {
                    lang.say(HostWords::DeadlineOf {
                        name: names.of(*seat),
                        until: until_said(lang, *at, now, &zone),
                    })
                })
                .collect(),
        });
        page.attendance = Some(host_attendance(lang, facts, token, &names, now));
    }
    let mut ledger = history::ledger(loaded, format!("/games/{game}/history"));
    ledger.host_export_href = Some(format!("/api/host/{token}/export"));
    page.ledger = Some(ledger);
    page.rewind = Some(HostRewind {
        action: format!("/host/{token}/rewind"),
        version: loaded.version,
        max: loaded.version.saturating_sub(1),
        alone: loaded.meta.host_rewinds_alone,
        finished: over,
        open: loaded.proposal.as_ref().map(|p| {
            RewindPanel::said(
                lang,
                p,
                None,
                &names,
                loaded.meta.seats.len(),
                &format!("/games/{game}"),
            )
        }),
    });
    page
}

/// The pause and hand-over panel: the game's pause, and who plays each seat
/// in words where the stand-in does.
fn host_attendance(
    lang: Lang,
    facts: &HostFacts,
    token: &str,
    names: &Names,
    now: SystemTime,
) -> HostAttendance {
    let a = &facts.attendance;
    let seats = facts
        .loaded
        .meta
        .seats
        .iter()
        .map(|row| {
            let seat = crate::rules::Seat(row.seat);
            (
                row.seat,
                names.of(seat),
                stand_in_words(lang, a.seat(seat), now),
            )
        })
        .collect();
    HostAttendance {
        pause_action: format!("/host/{token}/pause"),
        hand_over_action: format!("/host/{token}/hand-over"),
        keep_after_action: format!("/host/{token}/keep-after"),
        keep_after: a.keep_after(),
        max_keep_after: crate::game::service::MAX_KEEP_AFTER,
        version: facts.loaded.version,
        paused_since: a
            .paused_since
            .map(|t| until_said(lang, t, now, &LocalZone::UTC)),
        finished: facts.loaded.state.status().is_over(),
        seats,
        quiet_action: format!("/host/{token}/quiet-hours"),
        quiet: a.quiet.as_ref().map(QuietHours::label),
        quiet_from: a
            .quiet
            .as_ref()
            .map(QuietHours::from_text)
            .unwrap_or_default(),
        quiet_to: a
            .quiet
            .as_ref()
            .map(QuietHours::to_text)
            .unwrap_or_default(),
        quiet_offset: a.quiet.as_ref().map_or(0, |q| q.utc_offset),
        quiet_zone: a
            .quiet
            .as_ref()
            .and_then(|q| q.time_zone.clone())
            .unwrap_or_default(),
        zones: COMMON_ZONES,
    }
}

/// Who plays a seat, in words in `lang`, where the stand-in does at `now`.
pub fn stand_in_words(lang: Lang, seat: SeatAttendance, now: SystemTime) -> Option<String> {
    let (how, missed, until) = match (seat.kept, seat.away_until) {
        (Some(Kept::Missed(n)), _) => ("missed", n, String::new()),
        (Some(Kept::HandedOver), _) => ("handed", 0, String::new()),
        (None, Some(at)) if now < at => ("away", 0, until_said(lang, at, now, &LocalZone::UTC)),
        _ => return None,
    };
    Some(lang.say(SeatWords::StandIn { how, missed, until }))
}

/// The pause form: the game's version and `1` to pause, `0` to resume.
#[derive(Debug, Deserialize)]
pub struct PauseForm {
    pub version: u64,
    pub pause: u8,
}

/// `POST /host/{token}/pause`: the host pauses or resumes the game; every
/// seat is emailed.
#[post("/host/{token}/pause")]
pub async fn pause(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<PauseForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let pause = match form.pause {
        0 => false,
        1 => true,
        _ => return Err(PageError::Form(FormRefused::PauseNeither)),
    };
    state.service.set_paused(game, form.version, pause).await?;
    let done = if pause { "paused" } else { "resumed" };
    Ok(see_other(&format!("/host/{token}?attendance={done}")))
}

/// The form choosing after how many missed deadlines in a row the stand-in
/// keeps a seat.
#[derive(Debug, Deserialize)]
pub struct KeepAfterForm {
    pub version: u64,
    pub missed: u32,
}

/// `POST /host/{token}/keep-after`: after how many missed deadlines in a
/// row the stand-in keeps a seat.
#[post("/host/{token}/keep-after")]
pub async fn keep_after(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<KeepAfterForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    state
        .service
        .set_keep_after(game, form.version, form.missed)
        .await?;
    Ok(see_other(&format!("/host/{token}?attendance=keep")))
}

/// The quiet-hours form: the game's version, the start and end ("22:00";
/// both empty: none), the offset from UTC in minutes and the time zone.
#[derive(Debug, Deserialize)]
pub struct QuietHoursForm {
    pub version: u64,
    pub from: String,
    pub to: String,
    #[serde(default)]
    pub utc_offset: String,
    /// The IANA time zone ("Europe/Berlin"); empty or absent: at the
    /// offset.
    #[serde(default)]
    pub time_zone: String,
}

/// `POST /host/{token}/quiet-hours`: the daily hours that do not count
/// toward a deadline.
#[post("/host/{token}/quiet-hours")]
pub async fn quiet_hours(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<QuietHoursForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let quiet = super::forms::quiet_hours(&form.from, &form.to, &form.utc_offset, &form.time_zone)
        .map_err(PageError::from)?
        .map(|q| q.read())
        .transpose()
        .map_err(|e| PageError::BadRequest(e.to_string()))?;
    state
        .service
        .set_quiet_hours(game, form.version, quiet)
        .await?;
    Ok(see_other(&format!("/host/{token}?attendance=quiet")))
}

/// The hand-over form: the game's version and the seat.
#[derive(Debug, Deserialize)]
pub struct HandOverForm {
    pub version: u64,
    pub seat: u8,
}

/// `POST /host/{token}/hand-over`: the host hands a seat to the stand-in
/// for good; the player takes it back from their page.
#[post("/host/{token}/hand-over")]
pub async fn hand_over(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<HandOverForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let seat = crate::rules::Seat(form.seat);
    state
        .service
        .hand_to_stand_in(game, seat, form.version)
        .await?;
    Ok(see_other(&format!("/host/{token}?attendance=handed")))
}

/// `POST /host/{token}/start`: the host starts a game that waits for them,
/// and the invitations go out. Starting a started game only shows its page.
#[post("/host/{token}/start")]
pub async fn start(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    match state.service.start(game).await? {
        StartOutcome::Started => Ok(see_other(&format!("/host/{token}?created=1"))),
        StartOutcome::AlreadyStarted | StartOutcome::Expired => {
            Ok(see_other(&format!("/host/{token}")))
        }
    }
}

/// `POST /host/{token}/deadline`: sets or removes the game's deadline.
#[post("/host/{token}/deadline")]
pub async fn deadline(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<DeadlineForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let hours = deadline_hours(&form.deadline_hours)?;
    state.service.set_deadline(game, hours).await?;
    Ok(see_other(&format!("/host/{token}?deadline=set")))
}

/// `POST /host/{token}/resend`: queues a seat's invitation again.
#[post("/host/{token}/resend")]
pub async fn resend(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    form: web::Form<ResendForm>,
) -> Result<HttpResponse, PageError> {
    state
        .limits
        .resend
        .check(&state.service, client_ip_of(&req))
        .await?;
    let game = state.service.game_for_host_token(&token).await?;
    if !state.service.resend_invitation(game, form.seat).await? {
        return Err(PageError::Form(FormRefused::NoSuchSeat { seat: form.seat }));
    }
    Ok(see_other(&format!("/host/{token}?resent={}", form.seat)))
}
