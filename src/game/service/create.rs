//! Creating a game (validated players, a fresh seed, links, invitations),
//! starting one that waits for its host, and importing an export.

use super::deadline::DeadlineHours;
use super::load::fold_stored;
use super::{
    to_new_rows, CreateGame, Created, GameService, NewPlayer, PlayersRefused, ServiceError,
    MAX_EMAIL, MAX_NAME,
};
use crate::game::due::due_rows;
use crate::game::meta::GameMeta;
use crate::game::secrets::{self, SeededChance};
use crate::history::refused::ImportRefused;
use crate::history::{chain, export, MetaEvent, Record};
use crate::language::Lang;
use crate::rules::{AnyState, GameOptions, RuleError, Ruleset};
use crate::store::{
    DueAt, HostWait, NewDue, NewEvent, NewGame, NewMail, NewSeat, NewTalk, StartOutcome,
    StoredEvent,
};
use crate::text::{self, Field, Lines};
use crate::token::Token;
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use uuid::Uuid;

/// The due work of game `id` of `ruleset`, whose whole log will be `rows`,
/// with `deadline`: worked out before the game is written, so that it is
/// written in the same transaction.
fn due_of_log(
    id: Uuid,
    ruleset: Ruleset,
    rows: &[NewEvent],
    deadline: Option<Duration>,
) -> Result<Vec<NewDue>, ServiceError> {
    let meta = GameMeta {
        id,
        ruleset,
        seats: Vec::new(),
        created_at: SystemTime::now(),
        seed_commitment: String::new(),
        host_rewinds_alone: false,
        deadline,
        special_building: crate::game::meta::SpecialBuilding::Live,
        language: crate::language::Lang::default(),
        seed: Vec::new(),
    };
    let stored: Vec<StoredEvent> = rows
        .iter()
        .enumerate()
        .map(|(i, e)| StoredEvent {
            seq: i as u64 + 1,
            kind: e.kind.clone(),
            seat: e.seat,
            payload: e.payload.clone(),
            created_at: e.created_at,
            hash: Some(e.hash.to_vec()),
            stand_in: false,
        })
        .collect();
    let entry = fold_stored(Arc::new(meta), &stored)?;
    Ok(due_rows(
        &entry.state,
        &entry.attendance,
        &entry.waits,
        deadline,
        SystemTime::now(),
    ))
}

impl GameService {
    /// Creates a game: validates the request, draws the seed and the board,
    /// issues the links and queues the invitations, all in one transaction.
    /// With host confirmation on, it queues instead one email, the host
    /// confirmation to the host (the first player listed), and the game
    /// waits for [`GameService::start`].
    pub async fn create(&self, req: CreateGame) -> Result<Created, ServiceError> {
        let ruleset: Ruleset = req.ruleset.parse()?;
        let language = read_language(true, req.language.as_deref())?.unwrap_or_default();
        let players = validate_players(ruleset, &req.players)?;
        let quiet = req
            .quiet_hours
            .as_ref()
            .map(super::QuietHoursRequest::read)
            .transpose()?;
        let seed = secrets::random_bytes().map_err(|e| ServiceError::Internal(e.to_string()))?;
        let mut chance = SeededChance::new(&seed);
        let board = req.board.unwrap_or(ruleset.default_board());
        let options = GameOptions {
            ruleset,
            players: players.len() as u8,
            board,
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
        for (i, p) in players.iter().enumerate() {
            let token = new_token()?;
            let seat = i as u8;
            // The player's language as the request names it, else the one
            // the person chose for all their games, else the game's.
            let chosen = match p.language.as_deref().and_then(Lang::from_code) {
                Some(lang) => Some(lang),
                None => self
                    .store
                    .person_settings(&p.email)
                    .await?
                    .language
                    .as_deref()
                    .and_then(Lang::from_code),
            };
            let lang = chosen.unwrap_or(language);
            seats.push(NewSeat {
                seat,
                name: p.name.clone(),
                email: p.email.clone(),
                token_hash: token.hash(),
                token_sealed: self.key.seal(id, seat, token.as_str()),
                language: lang.code().to_owned(),
            });
            let facts = InvitationFacts {
                game_id: id,
                seat,
                name: &p.name,
                email: &p.email,
                players: &names,
                ruleset,
                state: &state,
                host_rewinds_alone: req.host_rewinds_alone,
                resent: false,
                lang,
            };
            if !self.host_confirmation {
                outbox.extend(self.mail.invitation(&facts));
            } else if i == 0 {
                outbox.extend(self.mail.host_confirmation(&facts));
            }
            seat_tokens.push(token);
        }
        // The host's quiet hours are the game's first service event.
        let mut records: Vec<Record> = events.iter().cloned().map(Record::Rules).collect();
        if quiet.is_some() {
            records.push(Record::Meta(MetaEvent::QuietHoursSet { quiet }));
        }
        self.mail.ask_choices(
            &crate::rules::Names(names.clone()),
            &state,
            records.len() as u64,
            &events,
            &mut outbox,
        );
        let (rows, _) = to_new_rows(&records, 0, chain::GENESIS, SystemTime::now(), &seed)?;
        let deadline = req.deadline_hours.map(DeadlineHours::duration);
        // The first seat's wait begins: its reminder and deadline, unless
        // the game waits for its host.
        let due = if self.host_confirmation {
            Vec::new()
        } else {
            due_of_log(id, ruleset, &rows, deadline)?
        };
        self.store
            .create_game(&NewGame {
                id,
                ruleset: ruleset.name().to_owned(),
                options: serde_json::json!({
                    "board": board,
                    "variable_founding": req.variable_founding,
                    "host_rewinds_alone": req.host_rewinds_alone,
                    "special_building": req
                        .special_building
                        .unwrap_or(super::SpecialBuilding::Plans)
                        .name(),
                    "language": language.code(),
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
                deadline,
                talk: Vec::new(),
                due,
            })
            .await?;
        if !self.host_confirmation {
            self.apply_person_away(id).await;
        }
        Ok(Created {
            game_id: id,
            host_token,
            seat_tokens,
            awaiting_host: self.host_confirmation,
        })
    }

    /// The host starts a game that waits for them: the invitations are
    /// queued in the same transaction. Starting a started game does nothing;
    /// an expired one is [`ServiceError::Expired`].
    pub async fn start(&self, game: Uuid) -> Result<StartOutcome, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        match row.awaiting_host {
            None => return Ok(StartOutcome::AlreadyStarted),
            Some(HostWait::Expired) => return Err(ServiceError::Expired),
            Some(HostWait::Waiting) => {}
        }
        let meta = self.meta_of(row).await?;
        let all = self.store.load_events(game, 0).await?;
        let entry = fold_stored(Arc::clone(&meta), &all)?;
        let due = due_rows(
            &entry.state,
            &entry.attendance,
            &entry.waits,
            meta.deadline,
            SystemTime::now(),
        );
        let recent = entry.recent_events();
        let state = entry.state;
        let names: Vec<String> = meta.seats.iter().map(|s| s.name.clone()).collect();
        let mut mails: Vec<NewMail> = meta
            .seats
            .iter()
            .filter_map(|s| {
                self.mail.invitation(&InvitationFacts {
                    game_id: game,
                    seat: s.seat,
                    name: &s.name,
                    email: &s.email,
                    players: &names,
                    ruleset: meta.ruleset,
                    state: &state,
                    host_rewinds_alone: meta.host_rewinds_alone,
                    resent: false,
                    lang: s.language,
                })
            })
            .collect();
        self.mail
            .ask_choices(&meta.names(), &state, entry.version, &recent, &mut mails);
        let due = DueAt {
            version: entry.version,
            rows: &due,
        };
        match self.store.start_game(game, &mails, due).await? {
            StartOutcome::Expired => Err(ServiceError::Expired),
            StartOutcome::AlreadyStarted => Ok(StartOutcome::AlreadyStarted),
            StartOutcome::Started => {
                self.apply_person_away(game).await;
                Ok(StartOutcome::Started)
            }
        }
    }

    /// Queues the invitation of `seat` again. `Ok(false)`: the game has no
    /// such seat, and nothing is queued.
    pub async fn resend_invitation(&self, game: Uuid, seat: u8) -> Result<bool, ServiceError> {
        let loaded = self.load(game).await?;
        let meta = &loaded.meta;
        let Some(row) = meta.seats.iter().find(|r| r.seat == seat) else {
            return Ok(false);
        };
        let players: Vec<String> = meta.seats.iter().map(|r| r.name.clone()).collect();
        let mail = self.mail.invitation(&InvitationFacts {
            game_id: game,
            seat: row.seat,
            name: &row.name,
            email: &row.email,
            players: &players,
            ruleset: meta.ruleset,
            state: &loaded.state,
            host_rewinds_alone: meta.host_rewinds_alone,
            resent: true,
            lang: row.language,
        });
        if let Some(mail) = mail {
            self.store.queue_mail(game, &mail).await?;
        }
        Ok(true)
    }

    /// Loads a verified export into the database under its own game id, with
    /// new links for the host and every seat, under the ruleset and options
    /// its first event records (the header's for a game created before), with
    /// its table talk. Without a revealed seed a new
    /// one is drawn (and committed) for the moves still to come.
    pub async fn import(&self, text: &str) -> Result<(Created, export::Report), ServiceError> {
        let parsed = export::parse(text)
            .map_err(|e| ServiceError::Invalid(ImportRefused::Export(e.to_string()).into()))?;
        if !parsed.header.complete {
            return Err(ServiceError::Invalid(ImportRefused::Incomplete.into()));
        }
        let report = export::verify(&parsed)
            .map_err(|e| ServiceError::Invalid(ImportRefused::Export(e.to_string()).into()))?;
        let h = &parsed.header;
        for name in &h.players {
            text::check(Field::PlayerName, name, Lines::One)?;
            text::check_name(Field::PlayerName, name)?;
        }
        // PostgreSQL stores no NUL in text or JSON: refused here, not failed there.
        if parsed.lines.iter().any(|l| holds_nul(&l.payload)) {
            return Err(ServiceError::Invalid(ImportRefused::Nul.into()));
        }
        if h.seed.is_none() && parsed.lines.iter().any(|l| !l.sealed.is_empty()) {
            // The seals' salts come from the seed: a new one would not open them.
            return Err(ServiceError::Invalid(
                ImportRefused::SealedWithoutSeed.into(),
            ));
        }
        // The ruleset and options the game's first event records (verify
        // refused a header that disagrees with it).
        let origin = export::origin(&parsed)
            .map_err(|e| ServiceError::Invalid(ImportRefused::Export(e.to_string()).into()))?;
        let ruleset = origin.ruleset;
        let mut options = match &h.options {
            serde_json::Value::Object(map) => map.clone(),
            _ => serde_json::Map::new(),
        };
        if let Some(recorded) = origin.options {
            options.insert("board".to_owned(), serde_json::json!(recorded.board));
            options.insert(
                "variable_founding".to_owned(),
                serde_json::json!(recorded.variable_founding),
            );
        }
        let (seed, commitment) = match &h.seed {
            Some(hex) => {
                let bytes = export::from_hex(hex)
                    .ok_or_else(|| ServiceError::Invalid(ImportRefused::SeedNotHex.into()))?;
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
        // The game's language (its options carry it; none: English), and
        // each seat's where a complete export names them.
        let language = super::language_of_options(&serde_json::Value::Object(options.clone()));
        for (i, name) in h.players.iter().enumerate() {
            let token = new_token()?;
            let own = h.languages.get(i).and_then(|code| Lang::from_code(code));
            seats.push(NewSeat {
                seat: i as u8,
                name: name.clone(),
                email: String::new(),
                token_hash: token.hash(),
                token_sealed: self.key.seal(h.game_id, i as u8, token.as_str()),
                language: own.unwrap_or(language).code().to_owned(),
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
        // The messages pass the checks a posted one does; a bad one refuses
        // the import.
        let talk = h
            .talk
            .iter()
            .enumerate()
            .map(|(i, t)| {
                if usize::from(t.seat) >= h.players.len() {
                    return Err(ServiceError::Invalid(
                        ImportRefused::TalkSeat {
                            message: i + 1,
                            seat: t.seat,
                        }
                        .into(),
                    ));
                }
                let body = super::talk::tidy_talk(&t.body).map_err(|e| {
                    ServiceError::Invalid(
                        ImportRefused::Talk {
                            message: i + 1,
                            why: e.to_string(),
                        }
                        .into(),
                    )
                })?;
                Ok(NewTalk {
                    seat: t.seat,
                    body,
                    created_at: t.time(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let status = report.status.map_or("playing", |s| s.name());
        let due = due_of_log(h.game_id, ruleset, &rows, None)?;
        self.store
            .create_game(&NewGame {
                id: h.game_id,
                ruleset: ruleset.name().to_owned(),
                options: serde_json::Value::Object(options),
                status: status.to_owned(),
                seed_commitment: Some(commitment),
                host_token_hash: host_token.hash(),
                seed: Some(seed),
                seats,
                events: rows,
                outbox: Vec::new(),
                host_token_sealed: Some(self.key.seal_host(h.game_id, host_token.as_str())),
                awaiting_host: false,
                deadline: None,
                talk,
                due,
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
    /// The game as it stands now: the email says what it waits for from
    /// the invited seat (its first move, or where a game under way stands).
    pub state: &'a AnyState,
    /// The host may rewind without the seats' agreement.
    pub host_rewinds_alone: bool,
    /// An invitation sent again once the game is under way (`false` for
    /// the first one).
    pub resent: bool,
    /// The language the invited seat reads.
    pub lang: Lang,
}

pub(super) fn new_token() -> Result<Token, ServiceError> {
    Token::generate().map_err(|e| ServiceError::Internal(e.to_string()))
}

pub(super) fn validate_players(
    ruleset: Ruleset,
    players: &[NewPlayer],
) -> Result<Vec<NewPlayer>, ServiceError> {
    let allowed = ruleset.players();
    let asked = u8::try_from(players.len()).unwrap_or(u8::MAX);
    if !allowed.contains(&asked) {
        return Err(RuleError::PlayerCount { asked, allowed }.into());
    }
    let mut out: Vec<NewPlayer> = Vec::new();
    for p in players {
        let name = text::trimmed(Field::PlayerName, &p.name, Lines::One)?.to_owned();
        let email = text::trimmed(Field::PlayerAddress, &p.email, Lines::One)?.to_owned();
        let language = read_language(false, p.language.as_deref())?;
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(PlayersRefused::NameLength { max: MAX_NAME }.into());
        }
        text::check_name(Field::PlayerName, &name)?;
        if !deliverable_email(&email) {
            return Err(PlayersRefused::NotAnAddress { email }.into());
        }
        if let Some(other) = out.iter().find(|o| text::look_alike(&o.name, &name)) {
            return Err(if other.name == name {
                PlayersRefused::SameName { name }
            } else {
                PlayersRefused::LookAlike {
                    name,
                    other: other.name.clone(),
                }
            }
            .into());
        }
        if out.iter().any(|o| o.email.eq_ignore_ascii_case(&email)) {
            return Err(PlayersRefused::SameAddress { email }.into());
        }
        out.push(NewPlayer {
            name,
            email,
            language: language.map(|l| l.code().to_owned()),
        });
    }
    Ok(out)
}

/// The language a request names by its code (the game's, or a player's
/// when `game` is false), if it names one; a code the server does not
/// speak is refused, naming the field.
fn read_language(game: bool, code: Option<&str>) -> Result<Option<Lang>, ServiceError> {
    let Some(code) = code else { return Ok(None) };
    match Lang::from_code(code) {
        Some(lang) => Ok(Some(lang)),
        None => Err(PlayersRefused::UnknownLanguage {
            game,
            code: code.to_owned(),
        }
        .into()),
    }
}

/// Whether a JSON value holds a NUL character in any string or key.
fn holds_nul(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::String(s) => s.contains('\0'),
        serde_json::Value::Array(items) => items.iter().any(holds_nul),
        serde_json::Value::Object(map) => map.iter().any(|(k, v)| k.contains('\0') || holds_nul(v)),
        _ => false,
    }
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
            language: None,
        };
        for bad in [
            "Anna\u{202E}gpj.exe",
            "An\u{2066}na",
            "Anna\nBcc: x",
            "A\u{200B}nna",
            "\u{200F}Anna",
        ] {
            let result = validate_players(
                Ruleset::Classic,
                &[p(bad, "a"), p("Bert", "b"), p("Cleo", "c")],
            );
            assert!(
                matches!(&result, Err(ServiceError::Invalid(m @ crate::history::refused::Invalid::Text(t)))
                    if t.field == Field::PlayerName
                        && m.to_string().starts_with("a player's name holds ")),
                "{bad:?}: {result:?}"
            );
        }
        assert!(validate_players(
            Ruleset::Classic,
            &[p("Zoë", "a"), p("Łukasz", "b"), p("علي", "c")]
        )
        .is_ok());
    }

    #[test]
    fn each_seat_needs_its_own_address() {
        let p = |n: &str, e: &str| NewPlayer {
            name: n.to_owned(),
            email: e.to_owned(),
            language: None,
        };
        let result = validate_players(
            Ruleset::Classic,
            &[
                p("Anna", "anna@example.org"),
                p("Bert", "bert@example.org"),
                p("Cleo", "Anna@Example.org"),
            ],
        );
        assert!(matches!(
            result,
            Err(ServiceError::Players(PlayersRefused::SameAddress { email })) if email == "Anna@Example.org"
        ));
    }

    #[test]
    fn players_need_names_and_distinct_names() {
        let p = |n: &str| NewPlayer {
            name: n.to_owned(),
            email: format!("{}@example.org", n.to_lowercase()),
            language: None,
        };
        assert!(validate_players(Ruleset::Classic, &[p("A"), p("B"), p("C")]).is_ok());
        assert!(validate_players(Ruleset::Classic, &[p("A"), p("B")]).is_err());
        assert!(validate_players(Ruleset::Classic, &[p("A"), p("a"), p("C")]).is_err());
        assert!(validate_players(Ruleset::Classic, &[p(" "), p("B"), p("C")]).is_err());
    }

    #[test]
    fn each_ruleset_takes_the_player_counts_its_rules_state() {
        let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
        let players = |n: u8| -> Vec<NewPlayer> {
            names[..usize::from(n)]
                .iter()
                .map(|n| NewPlayer {
                    name: (*n).to_owned(),
                    email: format!("{}@example.org", n.to_lowercase()),
                    language: None,
                })
                .collect()
        };
        for &ruleset in crate::rules::REGISTERED {
            let allowed = ruleset.players();
            for n in allowed.clone() {
                assert!(validate_players(ruleset, &players(n)).is_ok(), "{n}");
            }
            for n in [*allowed.start() - 1, *allowed.end() + 1] {
                let refused = validate_players(ruleset, &players(n));
                assert_eq!(
                    refused.map_err(|e| e.to_string()),
                    Err(format!(
                        "a game needs {} players, not {n}",
                        crate::rules::count_words(&allowed)
                    )),
                    "{}",
                    ruleset.name()
                );
            }
        }
    }

    /// issue #21: names that look alike (Unicode TR39 confusable
    /// skeletons) are refused as duplicates, whatever their case.
    #[test]
    fn look_alike_names_are_refused_as_duplicates() {
        let p = |n: &str, e: &str| NewPlayer {
            name: n.to_owned(),
            email: format!("{e}@example.org"),
            language: None,
        };
        for (a, b) in [
            ("Anna", "\u{0410}nna"),
            ("anna", "\u{0410}NNA"),
            ("Ivan", "lvan"),
        ] {
            let result =
                validate_players(Ruleset::Classic, &[p(a, "a"), p("Bert", "b"), p(b, "c")]);
            assert!(
                matches!(
                    &result,
                    Err(ServiceError::Players(PlayersRefused::LookAlike { name, other }))
                        if name == b && other == a
                ),
                "{a:?} and {b:?}: {result:?}"
            );
        }
        assert!(validate_players(
            Ruleset::Classic,
            &[p("Anna", "a"), p("Anne", "b"), p("Ann", "c")]
        )
        .is_ok());
    }
}
