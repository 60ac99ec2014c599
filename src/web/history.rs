//! The history pages (`/games/{id}/history`, `/play/{token}/history`), the
//! board as it stood right after any event (`?at=SEQ` on the spectator and
//! seat pages), and the rewind forms: the host proposes
//! (`POST /host/{token}/rewind`), each seat agrees or refuses
//! (`POST /play/{token}/rewind`). Every POST answers 303 (PRG); a stale
//! form answers 409 with the fresh page, a refused one 422.
//!
//! Who sees what is decided here, once: a seat its own secrets, the public
//! none, and once the game is over everyone everything (`Viewer::Referee`:
//! replays reveal all). The views redact for the viewer they are given.

use super::forms::{RewindAnswerForm, RewindForm, RewindRequest};
use super::host::host_view;
use super::pages::{
    names, page_input, render_html, render_html_status, seat_page, see_other, PageError,
    RECENT_EVENTS,
};
use super::AppState;
use crate::game::service::{AtMove, WithHistory};
use crate::game::{GameMeta, Loaded, ServiceError};
use crate::history::Record;
use crate::lang::form::{FormRefused, Quoted};
use crate::lang::Lang;
use crate::rules::{AnyEvent, AnyState, AnyView, RuleError, Seat, Viewer};
use crate::store::StoredEvent;
use crate::views::common::frame::PageNotice;
use crate::views::common::record::{Ledger, Past, PAGE_SIZE};
use crate::views::common::words::{self, Names};
use crate::views::contract::{Page, PageInput};
use crate::views::history::{Entry, HistoryInput, HistoryPage};
use crate::views::present;
use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

/// Whom a page redacts for: `viewer` while the game runs, everyone's
/// referee once it is over.
pub fn viewer_for(loaded: &Loaded, viewer: Viewer) -> Viewer {
    if loaded.state.status().is_over() {
        Viewer::Referee
    } else {
        viewer
    }
}

/// The record links and seed commitment of a game (the seed once it is over).
pub fn ledger(loaded: &Loaded, history_href: String) -> Ledger {
    let seed = (loaded.state.status().is_over() && !loaded.meta.seed().is_empty())
        .then(|| crate::game::secrets::hex(loaded.meta.seed()));
    Ledger::new(
        loaded.meta.id,
        history_href,
        &loaded.meta.seed_commitment,
        seed,
    )
}

/// Reads `?at=`: an event number from 1.
pub fn parse_at(raw: &str) -> Result<u64, PageError> {
    let text = raw.trim();
    match text.parse::<u64>() {
        Ok(0) => Err(PageError::Form(FormRefused::AtZero)),
        Ok(n) => Ok(n),
        Err(_) => Err(PageError::Form(FormRefused::AtNotANumber {
            text: Quoted::of(text),
        })),
    }
}

/// The read-only page of the board as it stood right after event `at`, for
/// `seat` (its own hand shows) or the public, in `lang` (`None`: the seat's
/// own); links go under `base`.
pub async fn board_at(
    state: &AppState,
    lang: Option<Lang>,
    game: Uuid,
    seat: Option<Seat>,
    base: &str,
    at: &str,
) -> Result<Page, PageError> {
    let at = parse_at(at)?;
    let AtMove {
        loaded,
        history,
        then,
    } = state.service.load_at(game, at).await?;
    let viewer = viewer_for(&loaded, seat.map_or(Viewer::Spectator, Viewer::Seat));
    let lang = lang.unwrap_or_else(|| match seat {
        Some(seat) => loaded.meta.lang_of(seat),
        None => loaded.meta.language,
    });
    let (names, of) = (names(&loaded.meta), history.len() as u64);
    let then = game_at(lang, &history, at, then, viewer, &names)?;
    let undone = loaded.undone.binary_search(&at).is_ok();
    let input = PageInput {
        seat,
        prompt: crate::lang::waiting::word(lang, &then.state.waiting(), &names),
        undone: &[],
        past: Some(Past::new(
            base,
            &format!("{base}/history"),
            at,
            of,
            then.what,
            undone,
        )),
        ..page_input(lang, &loaded, &names, &then.events, base)
    };
    Ok(present::public_page(&then.view, input))
}

/// A game as it stood right after one move, as one viewer sees it.
struct Then {
    state: AnyState,
    view: AnyView,
    /// The latest events up to the move, with their move numbers.
    events: Vec<(u64, AnyEvent)>,
    /// The move in words.
    what: String,
}

/// The game of `history` as it stood right after move `at` (`then`, its
/// state, from [`GameService::load_at`](crate::game::GameService::load_at)),
/// for `viewer`; an error when the game has no such move (yet).
fn game_at(
    lang: Lang,
    history: &[(StoredEvent, Record)],
    at: u64,
    then: Option<AnyState>,
    viewer: Viewer,
    names: &Names,
) -> Result<Then, PageError> {
    let of = history.len() as u64;
    let Some(state) = then else {
        return Err(PageError::NoSuchMove {
            asked: at,
            last: of,
        });
    };
    let upto = &history[..history.len().min(usize::try_from(at).unwrap_or(usize::MAX))];
    let view = state.view(viewer);
    let what = match upto.last().map(|(_, r)| r.redacted_for(viewer)) {
        Some(Record::Rules(e)) => present::narrate_event(lang, &e, names, present::board_of(&view)),
        Some(Record::Meta(m)) => words::meta(lang, &m, names),
        None => String::new(),
    };
    let recent = &upto[upto.len().saturating_sub(RECENT_EVENTS as usize)..];
    Ok(Then {
        events: rules_events(recent, viewer),
        state,
        view,
        what,
    })
}

/// The rules events among `records`, with their move numbers, redacted
/// for `viewer`.
fn rules_events(records: &[(StoredEvent, Record)], viewer: Viewer) -> Vec<(u64, AnyEvent)> {
    records
        .iter()
        .filter_map(|(s, r)| match r {
            Record::Rules(e) => Some((s.seq, e.redacted_for(viewer))),
            Record::Meta(_) => None,
        })
        .collect()
}

/// The query of a history page.
#[derive(Debug, Deserialize)]
pub struct HistoryQuery {
    /// The page to show (from 1); the latest when absent.
    pub page: Option<String>,
}

impl HistoryQuery {
    fn page(&self) -> Result<Option<usize>, PageError> {
        match self.page.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| {
                PageError::Form(FormRefused::PageNotANumber {
                    text: Quoted::of(text),
                })
            }),
        }
    }
}

/// Loads a game's whole history and builds one page of it for `viewer`,
/// in `lang` (`None`: the seat's own, or the game's), its links keeping
/// `asked` (the language the address named).
async fn history_page(
    state: &AppState,
    (lang, asked): (Option<Lang>, Option<Lang>),
    game: Uuid,
    seat: Option<Seat>,
    base: &str,
    page: Option<usize>,
) -> Result<HistoryPage, PageError> {
    let WithHistory { loaded, history } = state.service.load_with_history(game).await?;
    let entries: Vec<Entry> = history
        .iter()
        .map(|(s, record)| Entry {
            seq: s.seq,
            at: s.created_at,
            record: record.clone(),
            stand_in: s.stand_in,
        })
        .collect();
    let viewer = viewer_for(&loaded, seat.map_or(Viewer::Spectator, Viewer::Seat));
    let names = names(&loaded.meta);
    let history_base = format!("{base}/history");
    let view = loaded.state.view(Viewer::Spectator);
    let lang = lang.unwrap_or_else(|| match seat {
        Some(seat) => loaded.meta.lang_of(seat),
        None => loaded.meta.language,
    });
    let mut page = HistoryPage::new(HistoryInput {
        lang,
        asked,
        game_id: game,
        seat_name: seat.map(|s| names.of(s)),
        viewer,
        base,
        history_base: &history_base,
        entries: &entries,
        undone: &loaded.undone,
        names: &names,
        board: crate::views::present::board_of(&view),
        page,
        page_size: PAGE_SIZE,
        ledger: ledger(&loaded, history_base.clone()),
        finished: loaded.state.status().is_over(),
    });
    page.layout = page.layout.of_game(loaded.meta.ruleset);
    Ok(page)
}

/// `GET /games/{id}/history`: every event as the public may see it.
#[get("/games/{id}/history")]
pub async fn game_history(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, PageError> {
    let game = Uuid::parse_str(&id).map_err(|_| ServiceError::NotFound)?;
    let base = format!("/games/{game}");
    // `?lang=`, then the browser's language; else the game's.
    let asked = super::reader::Asked::of(req.path(), req.query_string(), req.headers());
    let langs = (asked.query_or_browser(), super::reader::query_of(&req));
    let page = history_page(&state, langs, game, None, &base, query.page()?).await?;
    Ok(render_html(&page))
}

/// `GET /play/{token}/history`: every event as this seat may see it, in
/// its own language.
#[get("/play/{token}/history")]
pub async fn seat_history(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let base = format!("/play/{token}");
    let page = history_page(&state, (None, None), game, Some(seat), &base, query.page()?).await?;
    Ok(render_html(&page))
}

/// `POST /host/{token}/rewind`: the host proposes (or, with the game's
/// option, carries out) a rewind to just after a move.
#[post("/host/{token}/rewind")]
pub async fn host_rewind(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<RewindForm>,
) -> Result<HttpResponse, PageError> {
    let game = state.service.game_for_host_token(&token).await?;
    let req = RewindRequest::try_from(&*form)?;
    let done = state
        .service
        .propose_rewind(game, req.version, req.to, &req.reason)
        .await;
    let (status, notice) = match done {
        Ok(proposed) => {
            let what = if proposed.rewound { "done" } else { "proposed" };
            return Ok(see_other(&format!("/host/{token}?rewind={what}")));
        }
        Err(e) => {
            let meta = state.service.load(game).await?.meta;
            refusal(e, meta.language, |rule| rule_words(&meta, rule))?
        }
    };
    let facts = state.service.host_facts(game).await?;
    let page = host_view(&state, &facts, &token, |_| Some(notice));
    Ok(render_html_status(status, &page))
}

/// `POST /play/{token}/rewind`: the seat agrees to or refuses the open proposal.
#[post("/play/{token}/rewind")]
pub async fn seat_rewind(
    state: web::Data<AppState>,
    token: web::Path<String>,
    form: web::Form<RewindAnswerForm>,
) -> Result<HttpResponse, PageError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let (version, agree) = (form.version()?, form.agrees()?);
    let (status, notice) = match state
        .service
        .answer_rewind(game, seat, version, agree)
        .await
    {
        Ok(_) => return Ok(see_other(&format!("/play/{token}"))),
        Err(e) => {
            let meta = state.service.load(game).await?.meta;
            refusal(e, meta.lang_of(seat), |rule| rule_words(&meta, rule))?
        }
    };
    let page = seat_page(&state, game, seat, &token, None, Some(notice)).await?;
    Ok(super::pages::render_page(status, &page))
}

/// A stale form (409) or a refused one (422) becomes a message on the fresh
/// page, the rules' reason worded by `rule`, the service's in `lang`;
/// anything else is an error page.
pub(super) fn refusal(
    e: ServiceError,
    lang: Lang,
    rule: impl FnOnce(&RuleError) -> String,
) -> Result<(StatusCode, PageNotice), PageError> {
    let status = super::error::status_of(&e);
    match e {
        ServiceError::Conflict { .. } => Ok((status, PageNotice::moved_on())),
        ServiceError::Rule(e) => Ok((status, PageNotice::refused(&rule(&e)))),
        ServiceError::Invalid(why) => Ok((
            status,
            PageNotice::refused_in(lang, lang, &crate::lang::service::word(lang, &why)),
        )),
        ServiceError::Players(why) => Ok((status, PageNotice::refused(&why.to_string()))),
        e => Err(e.into()),
    }
}

/// The rules' reason in a game's pages: in the reader's language and the
/// game's terms.
pub(super) fn rule_words(meta: &GameMeta, rule: &RuleError) -> String {
    present::refusal(Lang::default(), meta.ruleset, rule, &meta.names())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_reads_a_move_number_from_one() {
        assert_eq!(parse_at(" 12 ").ok(), Some(12));
        assert!(matches!(
            parse_at("0"),
            Err(PageError::Form(FormRefused::AtZero))
        ));
        assert!(matches!(
            parse_at("x"),
            Err(PageError::Form(FormRefused::AtNotANumber { .. }))
        ));
        assert!(matches!(
            parse_at("-1"),
            Err(PageError::Form(FormRefused::AtNotANumber { .. }))
        ));
    }

    /// Issue #38: a query that does not read is refused in the reader's
    /// language, the English as before.
    #[test]
    fn a_query_s_refusal_reads_in_the_reader_s_language() {
        let Err(PageError::Form(why)) = parse_at("x") else {
            panic!("refused")
        };
        assert_eq!(
            Lang::En.say(&why),
            "?at= should be a move number such as ?at=12, not \"x\""
        );
        assert_eq!(
            Lang::De.say(&why),
            "?at= muss eine Zugnummer wie ?at=12 sein, nicht \"x\""
        );
        let query = HistoryQuery {
            page: Some("two".to_owned()),
        };
        let Err(PageError::Form(why)) = query.page() else {
            panic!("refused")
        };
        assert_eq!(
            Lang::En.say(&why),
            "?page= should be a page number such as ?page=2, not \"two\""
        );
        assert!(Lang::De.say(&why).contains("Seitenzahl"));
        assert_eq!(
            Lang::En.say(FormRefused::AtZero),
            "moves are numbered from 1: ask for ?at=1 or later"
        );
    }
}
