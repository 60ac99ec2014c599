//! The game service: create games, and for every command load the events,
//! fold them (through the cache), decide, and append with the expected version.

pub use super::meta::GameMeta;

use super::cache::{Cached, Recent, StateCache, RECENT};
use super::secrets::{self, SeededChance, ServerKey};
use crate::history::{self, chain, export, Chronicle, MetaEvent, Proposal, Record};
use crate::rules::{
    AnyCommand, AnyEvent, AnyState, BoardKind, GameOptions, RuleError, Ruleset, Seat, Viewer,
};
use crate::store::{
    HostWait, NewEvent, NewGame, NewMail, NewSeat, StartOutcome, Store, StoreError, StoredEvent,
};
use crate::token::{self, Token};
use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::SystemTime;
use uuid::Uuid;

/// Longest player name accepted.
pub const MAX_NAME: usize = 40;
/// Longest email address accepted (RFC 5321).
pub const MAX_EMAIL: usize = 254;

/// A player of a game to create.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    pub name: String,
    pub email: String,
}

/// What it takes to create a game.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    pub ruleset: String,
    pub players: Vec<NewPlayer>,
    #[serde(default)]
    pub board: BoardKind,
    /// Baden-Württemberg: found the starting town halls freely.
    #[serde(default)]
    pub variable_founding: bool,
    /// Let the host rewind without asking the players.
    #[serde(default)]
    pub host_rewinds_alone: bool,
}

/// A created game and its secret links' tokens.
#[derive(Debug)]
pub struct Created {
    pub game_id: Uuid,
    pub host_token: Token,
    pub seat_tokens: Vec<Token>,
    /// The game waits for its host to start it from the emailed host link:
    /// the host token must then not be shown to whoever created the game.
    pub awaiting_host: bool,
}

/// A game as loaded: facts and the current state.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub meta: Arc<GameMeta>,
    pub state: Arc<AnyState>,
    /// The seq of the last event of any kind (the game's version).
    pub version: u64,
    /// The open rewind proposal, if any.
    pub proposal: Option<Proposal>,
    /// Seqs of the events a rewind undid.
    pub undone: Arc<[u64]>,
}

impl From<Cached> for Loaded {
    fn from(c: Cached) -> Self {
        Loaded {
            meta: c.meta,
            state: c.state,
            version: c.version,
            proposal: c.proposal,
            undone: c.undone,
        }
    }
}

/// Folds a whole stored log into a cache entry.
fn fold_stored(meta: Arc<GameMeta>, all: &[StoredEvent]) -> Result<Cached, ServiceError> {
    let records = all
        .iter()
        .map(|e| parse_record(meta.ruleset, e))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, e) in all.iter().enumerate() {
        if e.seq != i as u64 + 1 {
            return Err(ServiceError::Internal(format!(
                "event log of {} has a gap at {}",
                meta.id,
                i + 1
            )));
        }
    }
    let chronicle = history::fold(meta.ruleset, all.iter().map(|e| e.seq).zip(records.iter()))?;
    let mut recent: VecDeque<AnyEvent> = all
        .iter()
        .zip(&records)
        .rev()
        .filter(|(e, _)| !chronicle.undone.contains(&e.seq))
        .filter_map(|(_, r)| match r {
            Record::Rules(e) => Some(e.clone()),
            Record::Meta(_) => None,
        })
        .take(RECENT)
        .collect();
    recent.make_contiguous().reverse();
    let recent = Recent {
        seq: all.last().map_or(0, |e| e.seq),
        events: recent,
    };
    Ok(Cached {
        meta,
        state: Arc::new(chronicle.state),
        version: chronicle.version,
        proposal: chronicle.proposal,
        undone: chronicle.undone.into(),
        recent: Arc::new(Mutex::new(recent)),
        head: all.last().map_or(chain::GENESIS, stored_hash),
    })
}

/// A game's whole log, parsed, oldest first.
pub type History = Arc<Vec<(StoredEvent, Record)>>;

/// How often an answer that lost the race to a version is looked at again
/// (each time another seat's answer won it).
pub const MERGE_ATTEMPTS: u32 = 8;

/// How many games' parsed histories are kept at once.
pub const HISTORIES: usize = 64;

/// The stored hash of an event (zeros for rows older than the chain).
pub fn stored_hash(e: &StoredEvent) -> [u8; 32] {
    e.hash
        .as_deref()
        .and_then(|h| <[u8; 32]>::try_from(h).ok())
        .unwrap_or(chain::GENESIS)
}

/// Parses a stored event of either kind, of a `ruleset` game.
pub fn parse_record(ruleset: Ruleset, e: &StoredEvent) -> Result<Record, ServiceError> {
    Record::parse(ruleset, &e.kind, &e.payload)
        .map_err(|err| ServiceError::Internal(format!("event {} does not parse: {err}", e.seq)))
}

impl Loaded {
    /// `setup`, `playing` or `finished`.
    pub fn status(&self) -> &'static str {
        self.state.status().name()
    }
}

/// The result of an accepted command.
#[derive(Debug, Clone)]
pub struct Submitted {
    pub version: u64,
    pub events: Vec<AnyEvent>,
    pub state: Arc<AnyState>,
}

/// Why a command or request was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The rules refuse: a message for the player.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The request itself is invalid (bad names, addresses, counts).
    #[error("{0}")]
    Invalid(String),
    /// The game moved on since the command was made.
    #[error("the game moved on: your page showed version {expected}, the game is at {actual}")]
    Conflict { expected: u64, actual: u64 },
    /// No such game or link.
    #[error("no such game or link")]
    NotFound,
    /// The database is down or did not answer in time; try again shortly.
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// The game waits for its host to start it.
    #[error("this game has not started yet: it waits for its host to start it from the link emailed to them")]
    AwaitingHost,
    /// The game was never started by its host, and now never will be.
    #[error("this game was never started by its host and has expired; set it up again to play")]
    Expired,
    /// Something failed on our side.
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict { expected, actual } => {
                ServiceError::Conflict { expected, actual }
            }
            StoreError::NotFound => ServiceError::NotFound,
            other if other.is_unavailable() => ServiceError::Unavailable(error_chain(&other)),
            other => ServiceError::Internal(error_chain(&other)),
        }
    }
}

/// An error and its causes on one line, for logs.
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cause = c.source();
    }
    s
}

/// Turns rules events into rows to append after `seq` (whose hash is
/// `prev`), chained and stamped with the time `at`, their private fields
/// sealed with salts from the game's `seed`. Returns the rows and the new
/// head of the chain.
pub fn to_new_events(
    events: &[AnyEvent],
    seq: u64,
    prev: [u8; 32],
    at: SystemTime,
    seed: &[u8],
) -> Result<(Vec<NewEvent>, [u8; 32]), ServiceError> {
    let records: Vec<Record> = events.iter().cloned().map(Record::Rules).collect();
    to_new_rows(&records, seq, prev, at, seed)
}

/// [`to_new_events`] for records of either kind.
fn to_new_rows(
    records: &[Record],
    seq: u64,
    prev: [u8; 32],
    at: SystemTime,
    seed: &[u8],
) -> Result<(Vec<NewEvent>, [u8; 32]), ServiceError> {
    history::to_rows(records, seq, prev, at, seed)
        .map_err(|err| ServiceError::Internal(err.to_string()))
}

/// The service. Cheap to share behind an `Arc`.
#[derive(Debug)]
pub struct GameService {
    store: Store,
    cache: StateCache,
    /// Parsed histories of the games whose history was looked at lately.
    histories: std::sync::Mutex<std::collections::HashMap<Uuid, History>>,
    /// Token hash -> (game, seat): tokens never change, so a hit skips a query.
    seats: std::sync::Mutex<std::collections::HashMap<[u8; 32], (Uuid, Seat)>>,
    key: ServerKey,
    base_url: String,
    /// New games wait for their host to start them (see [`GameService::create`]).
    host_confirmation: bool,
}

impl GameService {
    /// A service on `store`, sealing tokens with `key`, linking under
    /// `base_url`; new games start at once (see
    /// [`GameService::with_host_confirmation`]).
    pub fn new(store: Store, key: ServerKey, base_url: String) -> Self {
        GameService {
            store,
            cache: StateCache::default(),
            seats: std::sync::Mutex::default(),
            histories: std::sync::Mutex::default(),
            key,
            base_url,
            host_confirmation: false,
        }
    }

    /// With `on`, a new game emails only its host, and waits for the host to
    /// start it from that email before it invites anyone or can be played.
    #[must_use]
    pub fn with_host_confirmation(mut self, on: bool) -> Self {
        self.host_confirmation = on;
        self
    }

    /// Whether new games wait for their host.
    pub fn host_confirmation(&self) -> bool {
        self.host_confirmation
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The public base URL.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// Creates a game: validates the request, draws the seed and the board,
    /// issues the links and queues the invitations, all in one transaction.
    /// With host confirmation on, it queues instead one email, the
    /// `confirmation` to the host (the first player listed), and the game
    /// waits for [`GameService::start`].
    pub async fn create(
        &self,
        req: CreateGame,
        invitations: impl Fn(&InvitationFacts<'_>) -> NewMail,
        confirmation: impl Fn(&InvitationFacts<'_>) -> NewMail,
    ) -> Result<Created, ServiceError> {
        let ruleset: Ruleset = req.ruleset.parse()?;
        let players = validate_players(&req.players)?;
        let seed = secrets::random_bytes().map_err(|e| ServiceError::Internal(e.to_string()))?;
        let mut chance = SeededChance::new(&seed);
        let options = GameOptions {
            ruleset,
            players: players.len() as u8,
            board: req.board,
            variable_founding: req.variable_founding,
        };
        let events = AnyState::create(&options, &mut chance)?;
        let id = Uuid::new_v4();
        let host_token = new_token()?;
        let mut seat_tokens = Vec::new();
        let mut seats = Vec::new();
        let mut outbox = Vec::new();
        let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
        let state = AnyState::fold(ruleset, &events)?;
        let first = state.waiting_for();
        for (i, p) in players.iter().enumerate() {
            let token = new_token()?;
            let seat = i as u8;
            seats.push(NewSeat {
                seat,
                name: p.name.clone(),
                email: p.email.clone(),
                token_hash: token.hash(),
                token_sealed: self.key.seal(id, seat, token.as_str()),
            });
            let facts = InvitationFacts {
                game_id: id,
                seat,
                name: &p.name,
                email: &p.email,
                players: &names,
                ruleset,
                your_turn: first.contains(&Seat(seat)),
                host_rewinds_alone: req.host_rewinds_alone,
            };
            if !self.host_confirmation {
                outbox.push(invitations(&facts));
            } else if i == 0 {
                outbox.push(confirmation(&facts));
            }
            seat_tokens.push(token);
        }
        let (rows, _) = to_new_events(&events, 0, chain::GENESIS, SystemTime::now(), &seed)?;
        self.store
            .create_game(&NewGame {
                id,
                ruleset: ruleset.name().to_owned(),
                options: serde_json::json!({
                    "board": req.board,
                    "variable_founding": req.variable_founding,
                    "host_rewinds_alone": req.host_rewinds_alone,
                }),
                status: state.status().name().to_owned(),
                seed_commitment: Some(secrets::commitment(&seed)),
                host_token_hash: host_token.hash(),
                seed: Some(seed.to_vec()),
                seats,
                events: rows,
                outbox,
                host_token_sealed: Some(self.key.seal_host(id, host_token.as_str())),
                awaiting_host: self.host_confirmation,
            })
            .await?;
        Ok(Created {
            game_id: id,
            host_token,
            seat_tokens,
            awaiting_host: self.host_confirmation,
        })
    }

    /// Whether a game waits for its host to start it.
    pub async fn host_wait(&self, game: Uuid) -> Result<Option<HostWait>, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        Ok(row.awaiting_host)
    }

    /// The host starts a game that waits for them: the invitations are
    /// queued (as `invitations` writes them) in the same transaction. Starting
    /// a started game does nothing; an expired one is [`ServiceError::Expired`].
    pub async fn start(
        &self,
        game: Uuid,
        invitations: impl Fn(&InvitationFacts<'_>) -> NewMail,
    ) -> Result<StartOutcome, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        match row.awaiting_host {
            None => return Ok(StartOutcome::AlreadyStarted),
            Some(HostWait::Expired) => return Err(ServiceError::Expired),
            Some(HostWait::Waiting) => {}
        }
        let meta = self.meta_of(row).await?;
        let all = self.store.load_events(game, 0).await?;
        let state = fold_stored(Arc::clone(&meta), &all)?.state;
        let names: Vec<String> = meta.seats.iter().map(|s| s.name.clone()).collect();
        let first = state.waiting_for();
        let mails: Vec<NewMail> = meta
            .seats
            .iter()
            .map(|s| {
                invitations(&InvitationFacts {
                    game_id: game,
                    seat: s.seat,
                    name: &s.name,
                    email: &s.email,
                    players: &names,
                    ruleset: meta.ruleset,
                    your_turn: first.contains(&Seat(s.seat)),
                    host_rewinds_alone: meta.host_rewinds_alone,
                })
            })
            .collect();
        match self.store.start_game(game, &mails).await? {
            StartOutcome::Expired => Err(ServiceError::Expired),
            outcome => Ok(outcome),
        }
    }

    /// The game and seat a link token opens.
    pub async fn seat_for_token(&self, token: &str) -> Result<(Uuid, Seat), ServiceError> {
        if !token::looks_like_token(token) {
            return Err(ServiceError::NotFound);
        }
        let hash = token::hash_token(token);
        if let Some(hit) = self.seats.lock().expect("seat cache lock").get(&hash) {
            return Ok(*hit);
        }
        let found = self
            .store
            .seat_by_token(&hash)
            .await?
            .map(|(g, s)| (g, Seat(s)))
            .ok_or(ServiceError::NotFound)?;
        let mut seats = self.seats.lock().expect("seat cache lock");
        if seats.len() >= super::cache::CAPACITY * 4 {
            seats.clear();
        }
        seats.insert(hash, found);
        Ok(found)
    }

    /// The game a host token opens.
    pub async fn game_for_host_token(&self, token: &str) -> Result<Uuid, ServiceError> {
        if !token::looks_like_token(token) {
            return Err(ServiceError::NotFound);
        }
        self.store
            .game_by_host_token(&token::hash_token(token))
            .await?
            .ok_or(ServiceError::NotFound)
    }

    /// The facts of a game that may be played: one that waits for its host
    /// (or expired waiting) is refused, so that nothing reads or plays it.
    async fn meta(&self, game: Uuid) -> Result<Arc<GameMeta>, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        match row.awaiting_host {
            None => self.meta_of(row).await,
            Some(HostWait::Waiting) => Err(ServiceError::AwaitingHost),
            Some(HostWait::Expired) => Err(ServiceError::Expired),
        }
    }

    async fn meta_of(&self, row: crate::store::GameRow) -> Result<Arc<GameMeta>, ServiceError> {
        let game = row.id;
        let seats = self.store.seats(game).await?;
        Ok(Arc::new(GameMeta {
            id: game,
            ruleset: row.ruleset.parse()?,
            seats,
            created_at: row.created_at,
            seed_commitment: row.seed_commitment.unwrap_or_default(),
            host_rewinds_alone: row.options["host_rewinds_alone"].as_bool().unwrap_or(false),
            seed: row.seed.unwrap_or_default(),
        }))
    }

    /// The game's current state: the cached fold plus whatever the database
    /// has beyond it (never older than the database). A rewind among the new
    /// events makes it fold the whole log again.
    pub async fn load(&self, game: Uuid) -> Result<Loaded, ServiceError> {
        let cached = match self.cache.get(game) {
            Some(c) => c,
            None => {
                let meta = self.meta(game).await?;
                Cached {
                    state: Arc::new(AnyState::new(meta.ruleset)?),
                    meta,
                    version: 0,
                    proposal: None,
                    undone: Arc::default(),
                    recent: Arc::default(),
                    head: chain::GENESIS,
                }
            }
        };
        let new = self.store.load_events(game, cached.version).await?;
        if new.is_empty() {
            if cached.version == 0 {
                return Err(ServiceError::NotFound);
            }
            return Ok(cached.into());
        }
        let entry = if cached.version == 0 || new.iter().any(|e| e.kind == "Rewound") {
            let all = if cached.version == 0 {
                new
            } else {
                self.store.load_events(game, 0).await?
            };
            fold_stored(cached.meta, &all)?
        } else {
            let mut chronicle = Chronicle {
                state: (*cached.state).clone(),
                version: cached.version,
                proposal: cached.proposal.clone(),
                undone: Vec::new(),
            };
            let mut head = cached.head;
            let from = chronicle.version;
            let mut added = Vec::new();
            for stored in &new {
                if stored.seq != chronicle.version + 1 {
                    return Err(ServiceError::Internal(format!(
                        "event log of {game} jumps from {} to {}",
                        chronicle.version, stored.seq
                    )));
                }
                let record = parse_record(cached.meta.ruleset, stored)?;
                chronicle.apply(stored.seq, &record);
                added.push(match record {
                    Record::Rules(e) => Some(e),
                    Record::Meta(_) => None,
                });
                head = stored_hash(stored);
            }
            cached
                .recent
                .lock()
                .expect("recent events lock")
                .follow(from, added);
            Cached {
                meta: cached.meta,
                state: Arc::new(chronicle.state),
                version: chronicle.version,
                proposal: chronicle.proposal,
                undone: cached.undone,
                recent: cached.recent,
                head,
            }
        };
        self.cache.put(game, entry.clone());
        Ok(entry.into())
    }

    /// The game as it stood right after event `at` (rewinds before it
    /// applied), for stepping through the history. `at` past the end gives
    /// the current state.
    pub async fn load_at(&self, game: Uuid, at: u64) -> Result<Loaded, ServiceError> {
        let current = self.load(game).await?;
        if at >= current.version {
            return Ok(current);
        }
        let mut stored = self.store.load_events(game, 0).await?;
        stored.truncate(usize::try_from(at).unwrap_or(usize::MAX));
        let entry = fold_stored(current.meta, &stored)?;
        Ok(entry.into())
    }

    /// Every stored event of a game with its parsed form. Kept per game, so
    /// stepping through a history reads only the events added since.
    pub async fn history(&self, game: Uuid) -> Result<History, ServiceError> {
        let cached = self
            .histories
            .lock()
            .expect("history cache lock")
            .get(&game)
            .cloned();
        let known = cached.as_ref().map_or(0, |h| h.len() as u64);
        let ruleset = match self.cache.get(game) {
            Some(c) => c.meta.ruleset,
            None => self.meta(game).await?.ruleset,
        };
        let new = self.store.load_events(game, known).await?;
        let history = match (cached, new.is_empty()) {
            (Some(h), true) => return Ok(h),
            (None, true) => return Err(ServiceError::NotFound),
            (cached, false) => {
                let mut all = cached.map(|h| (*h).clone()).unwrap_or_default();
                all.reserve(new.len());
                for s in new {
                    if s.seq != all.len() as u64 + 1 {
                        return Err(ServiceError::Internal(format!(
                            "event log of {game} jumps to {} after {}",
                            s.seq,
                            all.len()
                        )));
                    }
                    let r = parse_record(ruleset, &s)?;
                    all.push((s, r));
                }
                Arc::new(all)
            }
        };
        let mut histories = self.histories.lock().expect("history cache lock");
        if histories.len() >= HISTORIES && !histories.contains_key(&game) {
            histories.clear();
        }
        histories.insert(game, Arc::clone(&history));
        Ok(history)
    }

    /// Appends service events (rewind proposals and answers) at
    /// `expected_version`, with their emails.
    async fn append_meta(
        &self,
        game: Uuid,
        cached: &Cached,
        records: &[MetaEvent],
        outbox: &[NewMail],
    ) -> Result<u64, ServiceError> {
        let records: Vec<Record> = records.iter().cloned().map(Record::Meta).collect();
        let (rows, _) = to_new_rows(
            &records,
            cached.version,
            cached.head,
            SystemTime::now(),
            cached.meta.seed(),
        )?;
        let version = self
            .store
            .append(
                game,
                cached.version,
                &rows,
                outbox,
                cached.state.status().name(),
            )
            .await?;
        // A rewind changes the fold beyond what one step can do: let the
        // next load fold the log again.
        self.cache.forget(game);
        Ok(version)
    }

    /// The host proposes to rewind to just after event `to`. With the
    /// game's host-alone option the rewind happens at once.
    pub async fn propose_rewind(
        &self,
        game: Uuid,
        expected_version: u64,
        to: u64,
        reason: &str,
        notify: impl Fn(&GameMeta, &AnyState, &MetaEvent) -> Vec<NewMail>,
        after_rewind: impl Fn(&GameMeta, &AnyState, &AnyState) -> Vec<NewMail>,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > 200 {
            return Err(ServiceError::Invalid(
                "give a reason of 1 to 200 characters".to_owned(),
            ));
        }
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        if cached.proposal.is_some() {
            return Err(ServiceError::Invalid(
                "a rewind is already proposed".to_owned(),
            ));
        }
        if to == 0 || to >= cached.version || cached.undone.contains(&to) {
            return Err(ServiceError::Invalid(format!(
                "event {to} cannot be rewound to: choose an event of the game that is still in effect"
            )));
        }
        let kind = self.store.load_events(game, to - 1).await?;
        if kind
            .first()
            .is_none_or(|e| MetaEvent::is_meta_kind(&e.kind))
        {
            return Err(ServiceError::Invalid(format!(
                "event {to} is not a move of the game"
            )));
        }
        let proposal = MetaEvent::RewindProposed {
            to,
            reason: reason.to_owned(),
        };
        let mut outbox = notify(&cached.meta, &cached.state, &proposal);
        let mut records = vec![proposal];
        if cached.meta.host_rewinds_alone {
            records.push(MetaEvent::Rewound { to });
            outbox.extend(self.rewound_mails(game, &cached, to, &after_rewind).await?);
        }
        self.append_meta(game, &cached, &records, &outbox).await
    }

    /// A seat answers the open rewind proposal; the last agreement rewinds.
    pub async fn answer_rewind(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        agree: bool,
        after_rewind: impl Fn(&GameMeta, &AnyState, &AnyState) -> Vec<NewMail>,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        let Some(p) = &cached.proposal else {
            return Err(ServiceError::Invalid("no rewind is proposed".to_owned()));
        };
        if p.agreed.contains(&seat) {
            return Err(ServiceError::Invalid("you have already agreed".to_owned()));
        }
        let mut records = Vec::new();
        let mut outbox = Vec::new();
        if agree {
            records.push(MetaEvent::RewindAgreed { seat });
            if p.agreed.len() + 1 == cached.meta.seats.len() {
                records.push(MetaEvent::Rewound { to: p.to });
                outbox = self
                    .rewound_mails(game, &cached, p.to, &after_rewind)
                    .await?;
            }
        } else {
            records.push(MetaEvent::RewindRefused { seat });
        }
        self.append_meta(game, &cached, &records, &outbox).await
    }

    /// The emails a rewind to just after `to` calls for: the game waits for
    /// other seats than before, and those must hear of it.
    async fn rewound_mails(
        &self,
        game: Uuid,
        cached: &Cached,
        to: u64,
        after_rewind: impl Fn(&GameMeta, &AnyState, &AnyState) -> Vec<NewMail>,
    ) -> Result<Vec<NewMail>, ServiceError> {
        let then = self.load_at(game, to).await?;
        Ok(after_rewind(&cached.meta, &cached.state, &then.state))
    }

    /// The game's history as an export for `viewer`: a seat gets its own
    /// secrets, a spectator none, and the referee (the operator) everything
    /// with the secret seed. Once the game is over everyone gets the
    /// complete export and the seed.
    pub async fn export(&self, game: Uuid, viewer: Viewer) -> Result<String, ServiceError> {
        let loaded = self.load(game).await?;
        let events = self.store.load_events(game, 0).await?;
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        let viewer = if loaded.state.status().is_over() {
            Viewer::Referee
        } else {
            viewer
        };
        let complete = viewer == Viewer::Referee;
        let header = export::Header {
            format: export::FORMAT.to_owned(),
            version: export::VERSION,
            game_id: game,
            ruleset: loaded.meta.ruleset.name().to_owned(),
            options: row.options,
            players: loaded.meta.seats.iter().map(|s| s.name.clone()).collect(),
            seed_commitment: loaded.meta.seed_commitment.clone(),
            seed: complete.then(|| secrets::hex(loaded.meta.seed())),
            complete,
            seat: match viewer {
                Viewer::Seat(s) => Some(s.0),
                Viewer::Spectator | Viewer::Referee => None,
            },
        };
        export::write(
            loaded.meta.ruleset,
            &header,
            &events,
            viewer,
            loaded.meta.seed(),
        )
        .map_err(|e| ServiceError::Internal(e.to_string()))
    }

    /// Loads a verified export into the database under its own game id, with
    /// new links for the host and every seat. Without a revealed seed a new
    /// one is drawn (and committed) for the moves still to come.
    pub async fn import(&self, text: &str) -> Result<(Created, export::Report), ServiceError> {
        let parsed = export::parse(text).map_err(|e| ServiceError::Invalid(e.to_string()))?;
        if !parsed.header.complete {
            return Err(ServiceError::Invalid(
                "only a complete export (a finished game, or the operator's) can be imported"
                    .to_owned(),
            ));
        }
        let report = export::verify(&parsed).map_err(|e| ServiceError::Invalid(e.to_string()))?;
        let h = &parsed.header;
        if h.seed.is_none() && parsed.lines.iter().any(|l| !l.sealed.is_empty()) {
            // The seals' salts come from the seed: a new one would not open them.
            return Err(ServiceError::Invalid(
                "the export seals private fields with its game's seed but does not carry it"
                    .to_owned(),
            ));
        }
        let ruleset: Ruleset = h.ruleset.parse()?;
        let (seed, commitment) = match &h.seed {
            Some(hex) => {
                let bytes = export::from_hex(hex)
                    .ok_or_else(|| ServiceError::Invalid("the seed is not hex".to_owned()))?;
                (bytes, h.seed_commitment.clone())
            }
            None => {
                let seed =
                    secrets::random_bytes().map_err(|e| ServiceError::Internal(e.to_string()))?;
                let c = secrets::commitment(&seed);
                (seed.to_vec(), c)
            }
        };
        let host_token = new_token()?;
        let mut seats = Vec::new();
        let mut seat_tokens = Vec::new();
        for (i, name) in h.players.iter().enumerate() {
            let token = new_token()?;
            seats.push(NewSeat {
                seat: i as u8,
                name: name.clone(),
                email: String::new(),
                token_hash: token.hash(),
                token_sealed: self.key.seal(h.game_id, i as u8, token.as_str()),
            });
            seat_tokens.push(token);
        }
        let rows: Vec<NewEvent> = parsed
            .lines
            .iter()
            .map(|l| NewEvent {
                kind: l.kind.clone(),
                seat: l.seat,
                payload: l.payload.clone(),
                created_at: export::line_time(l),
                hash: l
                    .hash
                    .as_deref()
                    .and_then(export::from_hex)
                    .and_then(|h| <[u8; 32]>::try_from(h).ok())
                    .unwrap_or(chain::GENESIS),
            })
            .collect();
        let status = report.status.map_or("playing", |s| s.name());
        self.store
            .create_game(&NewGame {
                id: h.game_id,
                ruleset: ruleset.name().to_owned(),
                options: h.options.clone(),
                status: status.to_owned(),
                seed_commitment: Some(commitment),
                host_token_hash: host_token.hash(),
                seed: Some(seed),
                seats,
                events: rows,
                outbox: Vec::new(),
                host_token_sealed: Some(self.key.seal_host(h.game_id, host_token.as_str())),
                awaiting_host: false,
            })
            .await?;
        Ok((
            Created {
                game_id: h.game_id,
                host_token,
                seat_tokens,
                awaiting_host: false,
            },
            report,
        ))
    }

    /// The cached entry of a game, loaded, checked to be at `expected_version`.
    async fn fresh(&self, game: Uuid, expected_version: u64) -> Result<Cached, ServiceError> {
        self.load(game).await?;
        let cached = self.cache.get(game).ok_or(ServiceError::NotFound)?;
        if cached.version != expected_version {
            return Err(ServiceError::Conflict {
                expected: expected_version,
                actual: cached.version,
            });
        }
        Ok(cached)
    }

    /// Decides `command` for `seat` against the game at `expected_version`
    /// and appends its events (with the emails `notify` writes for them) in
    /// one transaction. A refused or stale command changes nothing.
    ///
    /// A stale command is refused (`Conflict`) unless it is an answer that
    /// the events since `expected_version` cannot have changed (see
    /// [`crate::rules::Rules::still_means_the_same`]): then it is decided
    /// and appended at the current version, so that seats answering at the
    /// same moment all succeed.
    pub async fn submit(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        command: AnyCommand,
        notify: impl Fn(&GameMeta, &AnyState, &AnyState, &[AnyEvent], &[AnyEvent]) -> Vec<NewMail>,
    ) -> Result<Submitted, ServiceError> {
        // The database's version gate decides staleness for good: when the
        // cached state is at the expected version, deciding against it is
        // safe (a newer append elsewhere makes ours conflict), so no read is
        // needed first.
        let mut cached = match self.cache.get(game) {
            Some(c) if c.version == expected_version => c,
            _ => self.reload(game).await?,
        };
        let mut attempts = 0;
        loop {
            let current = cached.version;
            if current != expected_version
                && !self
                    .still_applies(game, seat, expected_version, &command, &cached)
                    .await?
            {
                return Err(ServiceError::Conflict {
                    expected: expected_version,
                    actual: current,
                });
            }
            match self
                .decide_and_append(game, seat, cached, command.clone(), &notify)
                .await
            {
                // Another answer won the race to this version: look again.
                Err(ServiceError::Conflict { .. })
                    if command.is_answer() && attempts < MERGE_ATTEMPTS =>
                {
                    attempts += 1;
                    cached = self.reload(game).await?;
                }
                other => return other,
            }
        }
    }

    /// The game's entry, loaded up to what the database holds.
    async fn reload(&self, game: Uuid) -> Result<Cached, ServiceError> {
        self.load(game).await?;
        self.cache.get(game).ok_or(ServiceError::NotFound)
    }

    /// Whether a command made at `expected` still means the same at the
    /// `current` entry: only service-free answers of other seats since.
    async fn still_applies(
        &self,
        game: Uuid,
        seat: Seat,
        expected: u64,
        command: &AnyCommand,
        current: &Cached,
    ) -> Result<bool, ServiceError> {
        let now = current.version;
        if !command.is_answer() || expected == 0 || expected > now {
            return Ok(false);
        }
        let all = self.store.load_events(game, 0).await?;
        let (v, w) = (
            usize::try_from(expected).unwrap_or(usize::MAX),
            usize::try_from(now).unwrap_or(usize::MAX),
        );
        if all.len() < w {
            return Ok(false);
        }
        let then = fold_stored(Arc::clone(&current.meta), &all[..v])?;
        let mut between = Vec::with_capacity(w - v);
        for stored in &all[v..w] {
            match parse_record(current.meta.ruleset, stored)? {
                Record::Rules(e) => between.push(e),
                Record::Meta(_) => return Ok(false),
            }
        }
        let seed = current.meta.seed();
        Ok(then
            .state
            .still_means_the_same(&current.state, &between, seat, command, || {
                SeededChance::new(seed)
            }))
    }

    /// Decides `command` against the entry's state and appends the events
    /// at its version.
    async fn decide_and_append(
        &self,
        game: Uuid,
        seat: Seat,
        cached: Cached,
        command: AnyCommand,
        notify: &impl Fn(&GameMeta, &AnyState, &AnyState, &[AnyEvent], &[AnyEvent]) -> Vec<NewMail>,
    ) -> Result<Submitted, ServiceError> {
        let cached_head = cached.head;
        let (proposal, undone) = (cached.proposal.clone(), Arc::clone(&cached.undone));
        let recent = Arc::clone(&cached.recent);
        let loaded: Loaded = cached.into();
        let before = &loaded.state;
        let expected_version = loaded.version;
        let mut chance = SeededChance::new(loaded.meta.seed());
        let events = before.decide(seat, command, &mut chance)?;
        let mut after = (**before).clone();
        for e in &events {
            after.evolve(e);
        }
        let (rows, head) = to_new_events(
            &events,
            expected_version,
            cached_head,
            SystemTime::now(),
            loaded.meta.seed(),
        )?;
        let outbox = {
            let mut log = recent.lock().expect("recent events lock");
            notify(
                &loaded.meta,
                before,
                &after,
                log.events.make_contiguous(),
                &events,
            )
        };
        let version = self
            .store
            .append(
                game,
                expected_version,
                &rows,
                &outbox,
                after.status().name(),
            )
            .await?;
        debug_assert_eq!(version, expected_version + events.len() as u64);
        recent
            .lock()
            .expect("recent events lock")
            .follow(expected_version, events.iter().cloned().map(Some));
        let state = Arc::new(after);
        self.cache.put(
            game,
            Cached {
                meta: Arc::clone(&loaded.meta),
                state: Arc::clone(&state),
                version,
                proposal,
                undone,
                recent,
                head,
            },
        );
        Ok(Submitted {
            version,
            events,
            state,
        })
    }

    /// Forgets the cached state of a game.
    pub fn forget(&self, game: Uuid) {
        self.cache.forget(game);
    }
}

/// What an invitation email needs to say.
#[derive(Debug)]
pub struct InvitationFacts<'a> {
    pub game_id: Uuid,
    pub seat: u8,
    pub name: &'a str,
    pub email: &'a str,
    pub players: &'a [String],
    pub ruleset: Ruleset,
    /// The invited seat is the first to act.
    pub your_turn: bool,
    /// The host may rewind without the seats' agreement.
    pub host_rewinds_alone: bool,
}

fn new_token() -> Result<Token, ServiceError> {
    Token::generate().map_err(|e| ServiceError::Internal(e.to_string()))
}

fn validate_players(players: &[NewPlayer]) -> Result<Vec<NewPlayer>, ServiceError> {
    if !(3..=4).contains(&players.len()) {
        return Err(RuleError::PlayerCount(players.len().min(255) as u8).into());
    }
    let mut out: Vec<NewPlayer> = Vec::new();
    for p in players {
        let name = p.name.trim().to_owned();
        let email = p.email.trim().to_owned();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(ServiceError::Invalid(format!(
                "each player needs a name of 1 to {MAX_NAME} characters"
            )));
        }
        if name.chars().any(is_hidden_control) {
            return Err(ServiceError::Invalid(
                "a player's name may not contain control or text-direction characters: \
                 write it with visible characters only"
                    .to_owned(),
            ));
        }
        if !deliverable_email(&email) {
            return Err(ServiceError::Invalid(format!(
                "{email:?} is not an email address"
            )));
        }
        if out.iter().any(|o| o.name.eq_ignore_ascii_case(&name)) {
            return Err(ServiceError::Invalid(format!(
                "two players are called {name:?}"
            )));
        }
        if out.iter().any(|o| o.email.eq_ignore_ascii_case(&email)) {
            return Err(ServiceError::Invalid(format!(
                "two players have the address {email:?}: each seat needs its own"
            )));
        }
        out.push(NewPlayer { name, email });
    }
    Ok(out)
}

/// Characters a name must not hold: control characters (a line break would
/// break an email header), and the invisible formatting characters that
/// reorder or hide text (bidirectional overrides, isolates and marks,
/// zero-width characters, line and paragraph separators), with which a name
/// could disguise itself, or what follows it, in a subject or on a page.
pub fn is_hidden_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// True when the mail worker will take `email` as a recipient: it passes
/// [`plausible_email`] and parses, as it is, into lettre's
/// [`Mailbox`](lettre::message::Mailbox) (exactly what the worker parses)
/// with no display name. So nothing accepted at creation can fail later as
/// "not an email address".
pub fn deliverable_email(email: &str) -> bool {
    plausible_email(email)
        && email
            .parse::<lettre::message::Mailbox>()
            .is_ok_and(|m| m.name.is_none() && m.email.to_string() == email)
}

/// A light check: one `@`, something on each side, a dot in the domain, no
/// spaces or control characters. [`deliverable_email`] adds the mailer's parser.
pub fn plausible_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    email.len() <= MAX_EMAIL
        && !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && !email
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '<' || c == '>')
}

/// The events of a command as `viewer` may see them.
pub fn redact(events: &[AnyEvent], viewer: Viewer) -> Vec<AnyEvent> {
    events.iter().map(|e| e.redacted_for(viewer)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_check_refuses_the_obviously_wrong() {
        assert!(plausible_email("anna@example.org"));
        assert!(!plausible_email("anna"));
        assert!(!plausible_email("anna@localhost"));
        assert!(!plausible_email("an na@example.org"));
        assert!(!plausible_email("a@b@example.org"));
    }

    #[test]
    fn accepted_addresses_are_ones_the_mailer_parses() {
        for ok in [
            "anna@example.org",
            "a.b+c@mail.example.co.uk",
            "zoë@exämple.org",
        ] {
            assert!(deliverable_email(ok), "{ok} refused");
            assert!(ok.parse::<lettre::message::Mailbox>().is_ok());
        }
        for bad in [
            "anna",
            "anna@localhost",
            "\"a b\"@example.org",
            "a..b@example.org",
            ".a@example.org",
            "a@-example.org",
            "Anna <anna@example.org>",
            "anna@example.org,bert@example.org",
            "a(comment)@example.org",
        ] {
            assert!(!deliverable_email(bad), "{bad} accepted");
        }
    }

    #[test]
    fn names_with_control_or_direction_characters_are_refused() {
        let p = |n: &str, e: &str| NewPlayer {
            name: n.to_owned(),
            email: format!("{e}@example.org"),
        };
        for bad in [
            "Anna\u{202E}gpj.exe",
            "An\u{2066}na",
            "Anna\nBcc: x",
            "A\u{200B}nna",
            "\u{200F}Anna",
        ] {
            let result = validate_players(&[p(bad, "a"), p("Bert", "b"), p("Cleo", "c")]);
            assert!(
                matches!(&result, Err(ServiceError::Invalid(m)) if m.contains("text-direction")),
                "{bad:?}: {result:?}"
            );
        }
        assert!(validate_players(&[p("Zoë", "a"), p("Łukasz", "b"), p("علي", "c")]).is_ok());
    }

    #[test]
    fn each_seat_needs_its_own_address() {
        let p = |n: &str, e: &str| NewPlayer {
            name: n.to_owned(),
            email: e.to_owned(),
        };
        let result = validate_players(&[
            p("Anna", "anna@example.org"),
            p("Bert", "bert@example.org"),
            p("Cleo", "Anna@Example.org"),
        ]);
        assert!(matches!(result, Err(ServiceError::Invalid(m)) if m.contains("its own")));
    }

    #[test]
    fn players_need_names_and_distinct_names() {
        let p = |n: &str| NewPlayer {
            name: n.to_owned(),
            email: format!("{}@example.org", n.to_lowercase()),
        };
        assert!(validate_players(&[p("A"), p("B"), p("C")]).is_ok());
        assert!(validate_players(&[p("A"), p("B")]).is_err());
        assert!(validate_players(&[p("A"), p("a"), p("C")]).is_err());
        assert!(validate_players(&[p(" "), p("B"), p("C")]).is_err());
    }
}
