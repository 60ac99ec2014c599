//! What pages read and write beside the event log: a game's seats, what the
//! host page shows (with the undelivered mail), a seat's reminder setting,
//! and whether the database answers.

use super::{GameService, HostFacts, HostOverview, ServiceError};
use crate::language::Lang;
use crate::rules::Seat;
use crate::store::{DueAt, HostWait, ReminderPolicy, Rewritten, SeatRow, StoreError};
use uuid::Uuid;

impl GameService {
    /// A game's seats, in seat order.
    pub async fn seats(&self, game: Uuid) -> Result<Vec<SeatRow>, ServiceError> {
        Ok(self.store.seats(game).await?)
    }

    /// Everything the host page shows, from one load: the seats of a game
    /// that waits for its host, or the game with when it last moved and
    /// its undeliverable mail. An expired game is [`ServiceError::Expired`].
    pub async fn host_overview(&self, game: Uuid) -> Result<HostOverview, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        match row.awaiting_host {
            None => Ok(HostOverview::Started(Box::new(
                self.host_facts(game).await?,
            ))),
            Some(HostWait::Waiting) => {
                let ruleset = row.ruleset.parse()?;
                Ok(HostOverview::Waiting(
                    ruleset,
                    self.store.seats(game).await?,
                    super::language_of_options(&row.options),
                ))
            }
            Some(HostWait::Expired) => Err(ServiceError::Expired),
        }
    }

    /// What a new game with the same players starts from, once `game` is
    /// over: its ruleset, settings and players. A game still under way (or
    /// never started) is [`ServiceError::NotFound`]: nothing is offered
    /// before the end.
    pub async fn again(&self, game: Uuid) -> Result<super::Again, ServiceError> {
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        if row.awaiting_host.is_some() {
            return Err(ServiceError::NotFound);
        }
        let loaded = self.load(game).await?;
        if !loaded.state.status().is_over() {
            return Err(ServiceError::NotFound);
        }
        let meta = &loaded.meta;
        Ok(super::Again {
            ruleset: meta.ruleset,
            board: row.options["board"].as_str().unwrap_or_default().to_owned(),
            variable_founding: row.options["variable_founding"].as_bool().unwrap_or(false),
            host_rewinds_alone: meta.host_rewinds_alone,
            deadline_hours: meta.deadline.map(|d| d.as_secs() / 3600),
            special_building: meta.special_building,
            language: meta.language,
            quiet: loaded.attendance.quiet.clone(),
            players: meta
                .seats
                .iter()
                .map(|s| (s.name.clone(), s.email.clone()))
                .collect(),
            languages: meta.seats.iter().map(|s| s.language).collect(),
        })
    }

    /// What the host page of a started game shows, from one load (and
    /// the mail problems).
    pub async fn host_facts(&self, game: Uuid) -> Result<HostFacts, ServiceError> {
        let loaded = self.load(game).await?;
        let last_event_at = loaded.waits.last_at;
        let mail_problems = self.store.mail_problems(game).await?;
        let deadline = loaded.meta.deadline;
        let deadlines = match deadline {
            Some(deadline) => super::deadlines_in(&loaded.attendance, &loaded.waits, deadline),
            None => Vec::new(),
        };
        let attendance = (*loaded.attendance).clone();
        Ok(HostFacts {
            loaded,
            last_event_at,
            mail_problems,
            deadline,
            deadlines,
            attendance,
        })
    }

    /// The language `seat` of `game` reads: its own choice, which starts as
    /// the game's (English for a code the server no longer speaks).
    pub async fn seat_language(&self, game: Uuid, seat: Seat) -> Result<Lang, ServiceError> {
        let code = self
            .store
            .seat_language(game, seat.0)
            .await?
            .ok_or(ServiceError::NotFound)?;
        Ok(Lang::from_code(&code).unwrap_or_default())
    }

    /// `seat` of `game` reads `lang` from now on: its pages, and the
    /// emails written to it after this.
    pub async fn set_seat_language(
        &self,
        game: Uuid,
        seat: Seat,
        lang: Lang,
    ) -> Result<(), ServiceError> {
        if self
            .store
            .set_seat_language(game, seat.0, lang.code())
            .await?
        {
            // The cached game holds its seats' languages.
            self.cache.forget(game);
            Ok(())
        } else {
            Err(ServiceError::NotFound)
        }
    }

    /// The language of `game`, chosen by its host at creation (a game
    /// that waits for its host included).
    pub async fn game_language(&self, game: Uuid) -> Result<Lang, ServiceError> {
        match self.cache.get(game) {
            Some(c) => Ok(c.meta.language),
            None => {
                let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
                Ok(super::language_of_options(&row.options))
            }
        }
    }

    /// Turns a seat's reminder emails on or off; its next reminder follows.
    pub async fn set_reminders(
        &self,
        game: Uuid,
        seat: u8,
        on: bool,
    ) -> Result<bool, ServiceError> {
        let entry = self.reload(game).await?;
        let rows = Self::due_now(&entry);
        let due = DueAt {
            version: entry.version,
            rows: &rows,
        };
        match self.store.set_reminders(game, seat, on, due).await? {
            Rewritten::NotFound => Ok(false),
            done => self.rewritten(game, done).await.map(|()| true),
        }
    }

    /// Sets a game's reminder policy; the next reminders follow it.
    pub async fn set_reminder_policy(
        &self,
        game: Uuid,
        policy: ReminderPolicy,
    ) -> Result<(), ServiceError> {
        let entry = self.reload(game).await?;
        let rows = Self::due_now(&entry);
        let due = DueAt {
            version: entry.version,
            rows: &rows,
        };
        let done = self.store.set_reminder_policy(game, policy, due).await?;
        self.rewritten(game, done).await
    }

    /// Counts one request of `client` against the rate limit `name`
    /// (`count` at once, then one more every `per / count`), shared by
    /// every server on the database: `None` when it passes, else the wait.
    pub async fn take_rate(
        &self,
        name: &str,
        client: &str,
        count: u32,
        per: std::time::Duration,
    ) -> Result<Option<std::time::Duration>, ServiceError> {
        Ok(self.store.take_rate(name, client, count, per).await?)
    }

    /// Whether the database answers a trivial query.
    pub async fn health(&self) -> Result<(), StoreError> {
        self.store.health().await
    }
}
