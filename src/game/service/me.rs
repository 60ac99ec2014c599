//! A person's games: every seat of an email address, found by the
//! person's link (`/me/{token}`), each with where its game stands for that
//! seat, as facts the pages word; and replacing that link.

use std::sync::Arc;
use std::time::SystemTime;

use uuid::Uuid;

use super::{GameService, ServiceError};
use crate::game::links::Links;
use crate::rules::{AnyEvent, AnyState, Names, Ruleset, Seat, Viewer};
use crate::store::person_key;
use crate::token;

/// Where a game stands for one seat of the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stands {
    /// The game waits for this seat, since `since`; it must decide by
    /// `deadline` where the game has one.
    Waiting {
        since: SystemTime,
        deadline: Option<SystemTime>,
    },
    /// The game waits for other seats (`awaited`, in seat order), the
    /// longest since `since`.
    Others {
        awaited: Vec<Seat>,
        since: Option<SystemTime>,
    },
    /// The game waits for its host to start it.
    NotStarted,
    /// The game is over: won by `winner` (`None`: nobody won), its last
    /// move made at `at`.
    Over {
        winner: Option<Seat>,
        at: Option<SystemTime>,
    },
}

/// One seat of the person, with its game.
#[derive(Debug, Clone)]
pub struct MySeat {
    pub game: Uuid,
    pub seat: Seat,
    pub ruleset: Ruleset,
    /// The players' names by seat.
    pub names: Names,
    /// The seat's personal link.
    pub seat_url: String,
    pub stands: Stands,
    /// The game now (`None` before it has started).
    pub state: Option<Arc<AnyState>>,
    /// The game's latest rules event, as the seat may see it.
    pub last: Option<AnyEvent>,
    /// Messages of others at the table since the seat's last email.
    pub new_talk: u32,
    /// The language the seat reads.
    pub lang: crate::language::Lang,
    /// When the game was created.
    pub created_at: SystemTime,
}

impl MySeat {
    /// The seat's place in the list: waiting seats first, soonest deadline
    /// (then longest wait) first; then the others, latest news first; then
    /// the finished, latest first; then those not started.
    fn order(&self) -> (u8, i128) {
        let secs = |t: &SystemTime| {
            t.duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| i128::from(d.as_secs()))
        };
        match &self.stands {
            Stands::Waiting {
                deadline: Some(d), ..
            } => (0, secs(d)),
            Stands::Waiting { since, .. } => (1, secs(since)),
            Stands::Others { since, .. } => (2, -since.as_ref().map_or(0, secs)),
            Stands::Over { at, .. } => (3, -at.as_ref().map_or(0, secs)),
            Stands::NotStarted => (4, 0),
        }
    }
}

/// A person's page: the address and every seat of it, in the page's order.
#[derive(Debug, Clone)]
pub struct MyGames {
    pub email: String,
    /// The person's link as it stands (the page's own address).
    pub me_url: String,
    pub seats: Vec<MySeat>,
    /// What the person set for all their games.
    pub settings: crate::store::PersonSettings,
}

impl GameService {
    fn links(&self) -> Links {
        Links::new(self.store.clone(), self.key.clone(), self.base_url.clone())
    }

    /// The address a person's link token opens, with its link generation.
    async fn person_for_token(&self, token: &str) -> Result<(String, u32), ServiceError> {
        if !token::looks_like_token(token) {
            return Err(ServiceError::NotFound);
        }
        let (email, generation) = self
            .store
            .person_by_token(&token::hash_token(token))
            .await?
            .ok_or(ServiceError::NotFound)?;
        // The hash matched: the token is this generation's, unless the key
        // changed since (then the link is dead, as a seat's would be).
        if self.key.person_token(&email, generation) != token {
            return Err(ServiceError::NotFound);
        }
        Ok((email, generation))
    }

    /// The person link `token` opens and every seat of its address, in the
    /// page's order (see [`MySeat`]).
    pub async fn my_games(&self, token: &str) -> Result<MyGames, ServiceError> {
        let (email, _) = self.person_for_token(token).await?;
        let links = self.links();
        let mut seats = Vec::new();
        for row in self.store.seats_of(&email).await? {
            seats.push(self.my_seat(&links, row).await?);
        }
        seats.sort_by_key(MySeat::order);
        Ok(MyGames {
            me_url: links.me_url(token),
            settings: self.store.person_settings(&email).await?,
            email,
            seats,
        })
    }

    async fn my_seat(
        &self,
        links: &Links,
        row: crate::store::PersonSeat,
    ) -> Result<MySeat, ServiceError> {
        let seat = Seat(row.seat);
        // A seat whose token does not open (the server's key changed) is
        // linked to its game's public page rather than failing the page.
        let public = || format!("{}/games/{}", self.base_url, row.game);
        let seat_url = match links.seat_link(row.game, row.seat).await {
            Ok(link) => link.unwrap_or_else(public),
            Err(err) => {
                tracing::warn!(game = %row.game, seat = row.seat, error = %super::error_chain(&err), "a seat link was not built");
                public()
            }
        };
        let ruleset: Ruleset = row
            .ruleset
            .parse()
            .map_err(|e: crate::rules::RuleError| ServiceError::Internal(e.to_string()))?;
        let mine = |names: Names, lang, stands, state, last| MySeat {
            game: row.game,
            seat,
            ruleset,
            names,
            seat_url: seat_url.clone(),
            stands,
            state,
            last,
            new_talk: row.new_talk,
            lang,
            created_at: row.created_at,
        };
        // The game as cached: its state, waits, seats, deadline and last
        // events, without the talk and plans a seat page reads.
        let entry = match self.load_entry(row.game).await {
            Ok(entry) => entry,
            Err(ServiceError::AwaitingHost | ServiceError::Expired | ServiceError::NotFound) => {
                // A game that waits for its host has no meta to load yet:
                // its seats as stored.
                let rows = self.store.seats(row.game).await?;
                let names = Names(rows.iter().map(|s| s.name.clone()).collect());
                let lang = rows
                    .iter()
                    .find(|s| s.seat == row.seat)
                    .map(|s| s.language)
                    .unwrap_or_default();
                return Ok(mine(names, lang, Stands::NotStarted, None, None));
            }
            Err(e) => return Err(e),
        };
        let lang = entry
            .meta
            .seats
            .iter()
            .find(|s| s.seat == row.seat)
            .map(|s| s.language)
            .unwrap_or_default();
        let last = entry
            .recent
            .lock()
            .ok()
            .and_then(|r| r.events.back().map(|e| e.redacted_for(Viewer::Seat(seat))));
        let waits = entry.waits.seats();
        let stands = if let crate::rules::Status::Finished(winner) = entry.state.status() {
            Stands::Over {
                winner,
                at: entry.waits.last_at,
            }
        } else if let Some(w) = waits.iter().find(|w| w.seat == seat) {
            // The cached meta names the deadline (changing it forgets it).
            let deadline = entry.meta.deadline.and_then(|deadline| {
                super::deadlines_in(&entry.attendance, &entry.waits, deadline)
                    .into_iter()
                    .find(|(s, _)| *s == seat)
                    .map(|(_, at)| at)
            });
            Stands::Waiting {
                since: w.since,
                deadline,
            }
        } else {
            Stands::Others {
                awaited: waits.iter().map(|w| w.seat).collect(),
                since: waits.iter().map(|w| w.since).min(),
            }
        };
        Ok(mine(
            entry.meta.names(),
            lang,
            stands,
            Some(entry.state),
            last,
        ))
    }

    /// Replaces the person link `token` with a new one: the old one finds
    /// nobody after it. Returns the new link.
    pub async fn replace_my_link(&self, token: &str) -> Result<String, ServiceError> {
        let (email, generation) = self.person_for_token(token).await?;
        let key = person_key(&email);
        let next = self.key.person_token(&key, generation + 1);
        if !self
            .store
            .replace_person_link(&key, generation, &token::hash_token(&next))
            .await?
        {
            return Err(ServiceError::NotFound);
        }
        Ok(self.links().me_url(&next))
    }
}

/// A change of a person's away, as read from a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwayChange {
    /// Back: every seat the person's away handed to the stand-in is theirs
    /// again.
    Back,
    /// Away until `at` (seconds since the Unix epoch), as `typed`.
    Until { at: u64, typed: String },
}

/// What a person sets for all their games; each `None` leaves it as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MySettings {
    pub language: Option<crate::language::Lang>,
    pub away: Option<AwayChange>,
    /// `Some(None)`: times as each game shows them again.
    pub time_zone: Option<Option<String>>,
}

/// How many times a change to one game is tried against a game that moves
/// on meanwhile.
const TRIES: usize = 3;

impl GameService {
    /// What the person of link `token` set for all their games.
    pub async fn my_settings(
        &self,
        token: &str,
    ) -> Result<crate::store::PersonSettings, ServiceError> {
        let (email, _) = self.person_for_token(token).await?;
        Ok(self.store.person_settings(&email).await?)
    }

    /// The language the person of link `token` reads: their own choice,
    /// else their newest seat's; `None` for a person without a seat.
    pub async fn my_language(
        &self,
        token: &str,
    ) -> Result<Option<crate::language::Lang>, ServiceError> {
        let (email, _) = self.person_for_token(token).await?;
        let settings = self.store.person_settings(&email).await?;
        if let Some(lang) = settings
            .language
            .as_deref()
            .and_then(crate::language::Lang::from_code)
        {
            return Ok(Some(lang));
        }
        let seats = self.store.seats_of(&email).await?;
        let Some(newest) = seats.first() else {
            return Ok(None);
        };
        Ok(Some(
            self.seat_language(newest.game, Seat(newest.seat)).await?,
        ))
    }

    /// The person of link `token` changes what they set for all their
    /// games: the language every seat of theirs reads, and their away,
    /// which every running game of theirs gets as the seat's own (each
    /// game's table is told as when a seat says it is away). Nothing is
    /// changed when a setting does not read.
    pub async fn set_my_settings(
        &self,
        token: &str,
        settings: &MySettings,
    ) -> Result<(), ServiceError> {
        let (email, _) = self.person_for_token(token).await?;
        let away = match &settings.away {
            Some(AwayChange::Until { at, typed }) => {
                let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(*at);
                let now = SystemTime::now();
                if at <= now || at > now + super::holiday::MAX_AWAY {
                    return Err(ServiceError::Invalid(super::Invalid::PersonAway {
                        value: typed.clone(),
                    }));
                }
                Some(Some(at))
            }
            Some(AwayChange::Back) => Some(None),
            None => None,
        };
        let zone = match &settings.time_zone {
            Some(Some(name)) => match crate::history::quiet::LocalZone::named(name) {
                Some(crate::history::quiet::LocalZone::Named(tz)) => {
                    Some(tz.iana_name().map(str::to_owned))
                }
                _ => {
                    return Err(ServiceError::Invalid(super::Invalid::PersonTimeZone {
                        value: name.clone(),
                    }))
                }
            },
            Some(None) => Some(None),
            None => None,
        };
        let seats = self.store.seats_of(&email).await?;
        if let Some(zone) = &zone {
            self.store
                .set_person_time_zone(&email, zone.as_deref())
                .await?;
        }
        if let Some(lang) = settings.language {
            self.store.set_person_language(&email, lang.code()).await?;
        }
        if zone.is_some() || settings.language.is_some() {
            // The cached games hold their seats' zones and languages.
            for s in &seats {
                self.cache.forget(s.game);
            }
        }
        if let Some(until) = away {
            self.store.set_person_away(&email, until).await?;
            for s in seats.iter().filter(|s| s.status != "finished") {
                if let Err(err) = self.person_away_in(s.game, Seat(s.seat), until).await {
                    tracing::warn!(game = %s.game, seat = s.seat, %err, "a person's away was not set in a game");
                }
            }
        }
        Ok(())
    }

    /// Sets `seat` of `game` away until `until` (`None`: takes back a seat
    /// an away handed to the stand-in), unless it is so already; retried
    /// when the game moves on meanwhile.
    async fn person_away_in(
        &self,
        game: Uuid,
        seat: Seat,
        until: Option<SystemTime>,
    ) -> Result<(), ServiceError> {
        for _ in 0..TRIES {
            let loaded = self.load(game).await?;
            if loaded.state.status().is_over() {
                return Ok(());
            }
            let mine = loaded.attendance.seat(seat);
            let result = match until {
                Some(at) => {
                    if mine.away_until == Some(at) {
                        return Ok(());
                    }
                    let secs = at
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs());
                    self.set_away(game, seat, loaded.version, secs).await
                }
                None => {
                    let away_now = mine.away_until.is_some_and(|t| t > SystemTime::now());
                    if !away_now || mine.kept.is_some() {
                        return Ok(());
                    }
                    self.take_seat_back(game, seat, loaded.version).await
                }
            };
            match result {
                Ok(_) => return Ok(()),
                Err(ServiceError::Conflict { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        Err(ServiceError::Conflict {
            expected: 0,
            actual: 0,
        })
    }

    /// Gives every seat of `game` whose person is away that away: a game
    /// that starts while someone is away starts with the stand-in playing
    /// for them. Failures are logged; the game is not held up by them.
    pub async fn apply_person_away(&self, game: Uuid) {
        let away = match self.store.away_in_game(game).await {
            Ok(away) => away,
            Err(err) => {
                tracing::warn!(%game, %err, "the people away in a new game were not read");
                return;
            }
        };
        for (seat, until) in away {
            if let Err(err) = self.person_away_in(game, Seat(seat), Some(until)).await {
                tracing::warn!(%game, seat, %err, "a person's away was not set in a new game");
            }
        }
    }
}
