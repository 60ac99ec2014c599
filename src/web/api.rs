//! The JSON API (a contract for scripts and bots): create a game, read a
//! seat's view and legal commands, post a command, read and write the
//! table talk, read the public game and its public events.

use super::client_ip::client_ip_of;
use super::error::ApiError;
use super::{rfc3339, AppState};
use crate::game::service::{redact, CreateGame, SeatLink, WithHistory};
use crate::game::{Loaded, ServiceError};
use crate::rules::{AnyCommand, AnyEvent, AnyPhase, AnyView, Seat, Viewer};
use crate::store::TalkRow;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// `201` answer to a created game.
#[derive(Debug, Serialize)]
pub struct CreatedBody {
    pub game_id: Uuid,
    pub host_url: String,
    pub public_url: String,
}

/// `202` answer to a created game that waits for its host: the host link
/// went by email to the host only.
#[derive(Debug, Serialize)]
pub struct AwaitingHostBody {
    pub game_id: Uuid,
    pub public_url: String,
    pub awaiting_host: bool,
    pub message: &'static str,
}

/// `POST /api/games`: creates a game and queues the invitations (`201`),
/// or, with host confirmation, the host's email only (`202`).
#[post("/api/games")]
pub async fn create_game(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<CreateGame>,
) -> Result<HttpResponse, ApiError> {
    state
        .limits
        .games
        .check(&state.service, client_ip_of(&req))
        .await?;
    let created = state.service.create(body.into_inner()).await?;
    let base = state.service.base_url();
    let public_url = format!("{base}/games/{}", created.game_id);
    if created.awaiting_host {
        return Ok(HttpResponse::Accepted().json(AwaitingHostBody {
            game_id: created.game_id,
            public_url,
            awaiting_host: true,
            message: "the host (the first player) was emailed the host link; the game \
                      starts, and the invitations go out, when they open it and press Start",
        }));
    }
    Ok(HttpResponse::Created().json(CreatedBody {
        game_id: created.game_id,
        host_url: format!("{base}/host/{}", created.host_token.as_str()),
        public_url,
    }))
}

/// A player's name at a seat (names are public; email addresses are not).
#[derive(Debug, Serialize)]
pub struct PlayerName<'a> {
    pub seat: Seat,
    pub name: &'a str,
}

/// `GET /api/play/{token}` answer.
#[derive(Debug, Serialize)]
pub struct PlayBody<'a> {
    pub game_id: Uuid,
    /// The ruleset's API name.
    pub ruleset: &'static str,
    pub seat: Seat,
    pub version: u64,
    pub status: &'static str,
    /// The ruleset's phase: what the game waits for, as data (the view's `phase`).
    pub phase: AnyPhase<'a>,
    /// The seats the game waits for.
    pub waiting_for: Vec<Seat>,
    /// What the game waits for, in words.
    pub prompt: String,
    pub players: Vec<PlayerName<'a>>,
    /// The seat's view, written straight from the rules' types.
    pub view: &'a AnyView,
    pub legal: Vec<AnyCommand>,
    /// The rewind the host proposed, awaiting the seats' answers.
    pub rewind: Option<&'a crate::history::Proposal>,
}

fn names(loaded: &Loaded) -> Vec<PlayerName<'_>> {
    loaded
        .meta
        .seats
        .iter()
        .map(|s| PlayerName {
            seat: Seat(s.seat),
            name: &s.name,
        })
        .collect()
}

/// `GET /api/play/{token}`: the seat's view and what it may do now.
#[get("/api/play/{token}")]
pub async fn play_state(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let loaded = state.service.load_for_seat(game, seat).await?;
    let s = &loaded.state;
    let view = s.view(Viewer::Seat(seat));
    Ok(HttpResponse::Ok().json(PlayBody {
        game_id: game,
        ruleset: loaded.meta.ruleset.name(),
        seat,
        version: loaded.version,
        status: loaded.status(),
        phase: view.phase(),
        waiting_for: s.waiting_for(),
        prompt: crate::lang::waiting::word(
            crate::lang::Lang::En,
            &s.waiting(),
            &loaded.meta.names(),
        ),
        players: names(&loaded),
        view: &view,
        legal: s.legal_commands(seat),
        rewind: loaded.proposal.as_ref(),
    }))
}

/// `POST /api/play/{token}/commands` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommandBody {
    pub version: u64,
    /// A command of the game's ruleset, read once the game is known.
    pub command: serde_json::Value,
}

/// `POST /api/play/{token}/commands` answer.
#[derive(Debug, Serialize)]
pub struct CommandAnswer {
    pub version: u64,
    pub events: Vec<AnyEvent>,
}

/// `POST /api/play/{token}/commands`: decides and appends one command.
#[post("/api/play/{token}/commands")]
pub async fn post_command(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<CommandBody>,
) -> Result<HttpResponse, ApiError> {
    let SeatLink {
        game,
        seat,
        ruleset,
        ..
    } = state.service.seat_link(&token).await?;
    let CommandBody { version, command } = body.into_inner();
    let command = AnyCommand::deserialize_for(ruleset, command).map_err(|_| {
        ApiError::BadRequest(format!(
            "`command` is not a command of this game's ruleset ({}): GET this seat's \
             /api/play/ link lists the commands it may send now under `legal`; nothing was done",
            ruleset.name()
        ))
    })?;
    let done = state.service.submit(game, seat, version, command).await?;
    Ok(HttpResponse::Ok().json(CommandAnswer {
        version: done.version,
        events: redact(&done.events, Viewer::Seat(seat)),
    }))
}

/// `GET`/`POST /api/play/{token}/plans` answer and `POST` body: a seat's
/// standing plans for the Special Building Phase, in order, each a build
/// command of the game (`{"type": "BuildRoad", "edge": 30}`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlansBody {
    pub plans: Vec<serde_json::Value>,
}

/// `GET /api/play/{token}/plans`: the seat's standing plans (private to
/// the seat).
#[get("/api/play/{token}/plans")]
pub async fn get_plans(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let SeatLink { game, seat, .. } = state.service.seat_link(&token).await?;
    let plans = state.service.plans(game, seat).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "plans": plans })))
}

/// `POST /api/play/{token}/plans`: replaces the seat's standing plans
/// (an empty list clears them). Appends nothing: no other seat learns of it.
#[post("/api/play/{token}/plans")]
pub async fn post_plans(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<PlansBody>,
) -> Result<HttpResponse, ApiError> {
    let SeatLink {
        game,
        seat,
        ruleset,
        ..
    } = state.service.seat_link(&token).await?;
    let mut plans = Vec::new();
    for plan in body.into_inner().plans {
        plans.push(AnyCommand::deserialize_for(ruleset, plan).map_err(|_| {
            ApiError::BadRequest(
                "each plan must be a build of this game: BuildRoad, BuildSettlement, \
                 BuildCity or BuyDevelopmentCard"
                    .to_owned(),
            )
        })?);
    }
    state.service.set_plans(game, seat, &plans).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "plans": plans })))
}

fn parse_game_id(id: &str) -> Result<Uuid, ApiError> {
    Uuid::parse_str(id).map_err(|_| ApiError::Service(ServiceError::NotFound))
}

/// `GET /api/games/{id}` answer.
#[derive(Debug, Serialize)]
pub struct PublicGameBody<'a> {
    pub game_id: Uuid,
    pub ruleset: &'static str,
    pub status: &'static str,
    pub version: u64,
    pub winner: Option<Seat>,
    pub players: Vec<PlayerName<'a>>,
    pub seed_commitment: &'a str,
    /// The secret seed, revealed once the game is over.
    pub seed: Option<String>,
    pub view: AnyView,
}

/// `GET /api/games/{id}`: the public view.
#[get("/api/games/{id}")]
pub async fn public_game(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let game = parse_game_id(&id)?;
    let loaded = state.service.load(game).await?;
    let status = loaded.state.status();
    Ok(HttpResponse::Ok().json(PublicGameBody {
        game_id: game,
        ruleset: loaded.meta.ruleset.name(),
        status: loaded.status(),
        version: loaded.version,
        winner: match status {
            crate::rules::Status::Finished(winner) => winner,
            _ => None,
        },
        players: names(&loaded),
        seed_commitment: &loaded.meta.seed_commitment,
        seed: status
            .is_over()
            .then(|| crate::game::secrets::hex(loaded.meta.seed())),
        view: loaded.state.view(Viewer::Spectator),
    }))
}

/// One event as the public may see it.
#[derive(Debug, Serialize)]
pub struct PublicEvent {
    pub seq: u64,
    pub at: String,
    pub event: crate::history::Record,
    /// True when a rewind undid this event.
    pub undone: bool,
}

/// `GET /api/games/{id}/events`: every event, redacted for the public while
/// the game runs, complete once it is over.
#[get("/api/games/{id}/events")]
pub async fn public_events(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let game = parse_game_id(&id)?;
    let WithHistory { loaded, history } = state.service.load_with_history(game).await?;
    // Once the game is over the history reveals what was hidden, as replays do.
    let viewer = if loaded.state.status().is_over() {
        Viewer::Referee
    } else {
        Viewer::Spectator
    };
    let undone = loaded.undone;
    let events: Vec<PublicEvent> = history
        .iter()
        .map(|(stored, e)| PublicEvent {
            seq: stored.seq,
            at: rfc3339(stored.created_at),
            event: e.redacted_for(viewer),
            undone: undone.contains(&stored.seq),
        })
        .collect();
    Ok(HttpResponse::Ok().json(events))
}

/// `GET /api/games/{id}/export`: the history as JSON lines; private fields
/// sealed (only their commitments) until the game is over.
#[get("/api/games/{id}/export")]
pub async fn public_export(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let game = parse_game_id(&id)?;
    let text = state.service.export(game, Viewer::Spectator).await?;
    Ok(ndjson(game, text))
}

/// `GET /api/host/{token}/export`: the host's export. The host is usually
/// a player too, so while the game runs this is the public export; the
/// complete history opens for everyone when the game ends.
#[get("/api/host/{token}/export")]
pub async fn host_export(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let game = state.service.game_for_host_token(&token).await?;
    let text = state.service.export(game, Viewer::Spectator).await?;
    Ok(ndjson(game, text))
}

/// `GET /api/play/{token}/export`: the history as this seat sees it: its
/// own private fields with the salts that open their commitments, the
/// others' sealed.
#[get("/api/play/{token}/export")]
pub async fn seat_export(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let text = state.service.export(game, Viewer::Seat(seat)).await?;
    Ok(ndjson(game, text))
}

fn ndjson(game: Uuid, text: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/x-ndjson")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"catan-{game}.jsonl\""),
        ))
        .body(text)
}

/// `POST /api/host/{token}/rewind` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RewindBody {
    pub version: u64,
    pub to: u64,
    pub reason: String,
}

/// Answer to a rewind request or answer.
#[derive(Debug, Serialize)]
pub struct VersionBody {
    pub version: u64,
}

/// `POST /api/host/{token}/rewind`: the host proposes a rewind.
#[post("/api/host/{token}/rewind")]
pub async fn propose_rewind(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<RewindBody>,
) -> Result<HttpResponse, ApiError> {
    let game = state.service.game_for_host_token(&token).await?;
    let proposed = state
        .service
        .propose_rewind(game, body.version, body.to, &body.reason)
        .await?;
    Ok(HttpResponse::Ok().json(VersionBody {
        version: proposed.version,
    }))
}

/// `POST /api/play/{token}/rewind` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RewindAnswerBody {
    pub version: u64,
    pub agree: bool,
}

/// `POST /api/play/{token}/rewind`: a seat agrees to or refuses the proposed rewind.
#[post("/api/play/{token}/rewind")]
pub async fn answer_rewind(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<RewindAnswerBody>,
) -> Result<HttpResponse, ApiError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    let version = state
        .service
        .answer_rewind(game, seat, body.version, body.agree)
        .await?;
    Ok(HttpResponse::Ok().json(VersionBody { version }))
}

/// A table-talk message as the API shows it.
#[derive(Debug, Serialize)]
pub struct TalkBody {
    pub id: i64,
    pub seat: Seat,
    pub name: String,
    pub body: String,
    /// RFC 3339, UTC.
    pub at: String,
}

impl From<TalkRow> for TalkBody {
    fn from(t: TalkRow) -> Self {
        TalkBody {
            id: t.id,
            seat: Seat(t.seat),
            name: t.name,
            body: t.body,
            at: rfc3339(t.created_at),
        }
    }
}

/// `GET /api/play/{token}/messages`: the game's latest table talk, oldest first.
#[get("/api/play/{token}/messages")]
pub async fn talk(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (game, _) = state.service.seat_for_token(&token).await?;
    let talk = state.service.talk(game).await?;
    Ok(HttpResponse::Ok().json(talk.into_iter().map(TalkBody::from).collect::<Vec<_>>()))
}

/// `POST /api/play/{token}/messages` body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostTalkBody {
    pub body: String,
}

/// `POST /api/play/{token}/messages`: a message to the table (`201`); an
/// empty or too long one is `422`, one of a flood `429`, and neither is stored.
#[post("/api/play/{token}/messages")]
pub async fn post_talk(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<PostTalkBody>,
) -> Result<HttpResponse, ApiError> {
    let (game, seat) = state.service.seat_for_token(&token).await?;
    match state.service.post_talk(game, seat, &body.body).await? {
        Ok(posted) => Ok(HttpResponse::Created().json(TalkBody::from(posted))),
        Err(refused) => Ok(
            HttpResponse::build(super::pages::talk_status(&refused)).json(
                super::error::ErrorBody {
                    error: refused.to_string(),
                    version: None,
                },
            ),
        ),
    }
}
