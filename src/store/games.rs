//! Games and seats: creating a game with its seats, first events and first
//! emails in one transaction, and the read queries on games and seats
//! (by id, by a link token's hash).

use std::time::SystemTime;
use uuid::Uuid;

use super::due::{replace_due_in, DueAt};
use super::events::{EventColumns, INSERT_FIRST_EVENTS};
use super::outbox::{MailColumns, INSERT_MAIL};
use super::talk::INSERT_MANY as INSERT_TALK;
use super::{
    count_from_sql, seat_from_sql, seat_to_sql, GameRow, HostWait, NewGame, NewMail, SeatRow,
    StartOutcome, Store, StoreError, HOST_WAIT_LIMIT,
};

const INSERT_GAME: &str = "\
    INSERT INTO games (id, ruleset, options, status, version, seed_commitment, host_token_hash, seed, \
                       host_token_sealed, awaiting_host_since, deadline) \
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN now() END, \
            make_interval(secs => $11))";

const INSERT_SEATS: &str = "\
    INSERT INTO seats (game, seat, name, email, token_hash, token_sealed, language) \
    SELECT $1, s.seat, s.name, s.email, s.token_hash, s.token_sealed, s.language \
    FROM UNNEST($2::smallint[], $3::text[], $4::text[], $5::bytea[], $6::bytea[], $7::text[]) \
    AS s(seat, name, email, token_hash, token_sealed, language)";

const SEAT_LANGUAGE: &str = "SELECT language FROM seats WHERE game = $1 AND seat = $2";

const SEAT_LANGUAGES: &str = "SELECT language FROM seats WHERE game = $1 ORDER BY seat";

const SET_SEAT_LANGUAGE: &str = "UPDATE seats SET language = $3 WHERE game = $1 AND seat = $2";

const GAME: &str = "\
    SELECT id, ruleset, options, status, version, created_at, seed_commitment, seed, \
           awaiting_host_since IS NOT NULL, \
           awaiting_host_since <= now() - make_interval(secs => $2), \
           extract(epoch FROM deadline)::float8 \
    FROM games WHERE id = $1";

/// Starts game `$1` if it waits for its host and has waited less than `$2`
/// seconds (database clock).
const START_GAME: &str = "\
    UPDATE games SET awaiting_host_since = NULL \
    WHERE id = $1 AND awaiting_host_since > now() - make_interval(secs => $2) \
    RETURNING id";

const SEALED_HOST_TOKEN: &str = "SELECT host_token_sealed FROM games WHERE id = $1";

const SEALED_TOKEN: &str = "SELECT token_sealed FROM seats WHERE game = $1 AND seat = $2";

const SEATS: &str = "\
    SELECT s.seat, s.name, s.email, s.reminders, s.language, p.time_zone \
    FROM seats s LEFT JOIN people p ON p.email = lower(s.email) \
    WHERE s.game = $1 ORDER BY s.seat";

const SEAT_BY_TOKEN: &str = "SELECT game, seat FROM seats WHERE token_hash = $1";

const GAME_BY_HOST_TOKEN: &str = "SELECT id FROM games WHERE host_token_hash = $1";

impl Store {
    /// Creates a game: its row (at version = number of events), its seats,
    /// its first events (seq 1, 2, ...), its table talk (an imported
    /// game's), its first emails and its due work, in one
    /// transaction. A duplicate id or token hash fails with
    /// [`StoreError::Db`] and writes nothing.
    pub async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let version = i64::try_from(game.events.len())
            .map_err(|_| StoreError::Corrupt("too many events".to_owned()))?;

        let statement = transaction.prepare_cached(INSERT_GAME).await?;
        transaction
            .execute(
                &statement,
                &[
                    &game.id,
                    &game.ruleset,
                    &game.options,
                    &game.status,
                    &version,
                    &game.seed_commitment,
                    &&game.host_token_hash[..],
                    &game.seed,
                    &game.host_token_sealed,
                    &game.awaiting_host,
                    &game.deadline.map(|d| d.as_secs_f64()),
                ],
            )
            .await?;

        if !game.seats.is_empty() {
            let seat: Vec<i16> = game.seats.iter().map(|s| seat_to_sql(s.seat)).collect();
            let name: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
            let email: Vec<&str> = game.seats.iter().map(|s| s.email.as_str()).collect();
            let token_hash: Vec<&[u8]> = game.seats.iter().map(|s| &s.token_hash[..]).collect();
            let token_sealed: Vec<&[u8]> = game.seats.iter().map(|s| &s.token_sealed[..]).collect();
            let language: Vec<&str> = game.seats.iter().map(|s| s.language.as_str()).collect();
            let statement = transaction.prepare_cached(INSERT_SEATS).await?;
            transaction
                .execute(
                    &statement,
                    &[
                        &game.id,
                        &seat,
                        &name,
                        &email,
                        &token_hash,
                        &token_sealed,
                        &language,
                    ],
                )
                .await?;
        }

        if !game.events.is_empty() {
            let columns = EventColumns::new(&game.events);
            let statement = transaction.prepare_cached(INSERT_FIRST_EVENTS).await?;
            transaction
                .execute(
                    &statement,
                    &[
                        &game.id,
                        &columns.kind,
                        &columns.payload,
                        &columns.seat,
                        &columns.created_at,
                        &columns.hash,
                    ],
                )
                .await?;
        }

        if !game.talk.is_empty() {
            let seat: Vec<i16> = game.talk.iter().map(|t| seat_to_sql(t.seat)).collect();
            let body: Vec<&str> = game.talk.iter().map(|t| t.body.as_str()).collect();
            let at: Vec<SystemTime> = game.talk.iter().map(|t| t.created_at).collect();
            let statement = transaction.prepare_cached(INSERT_TALK).await?;
            transaction
                .execute(&statement, &[&game.id, &seat, &body, &at])
                .await?;
        }

        if !game.outbox.is_empty() {
            let columns = MailColumns::new(&game.outbox);
            let statement = transaction.prepare_cached(INSERT_MAIL).await?;
            transaction
                .execute(
                    &statement,
                    &[
                        &game.id,
                        &columns.seat,
                        &columns.kind,
                        &columns.recipient,
                        &columns.subject,
                        &columns.letter,
                        &columns.reply_version,
                    ],
                )
                .await?;
        }

        if !game.due.is_empty() {
            let due = DueAt {
                version: game.events.len() as u64,
                rows: &game.due,
            };
            replace_due_in(&transaction, game.id, due).await?;
        }

        transaction.commit().await?;
        Ok(())
    }

    /// Queues one email for a game outside any command (a resent
    /// invitation). The outbox worker sends it like any other.
    pub async fn queue_mail(&self, game: Uuid, mail: &NewMail) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let mails = std::slice::from_ref(mail);
        let columns = MailColumns::new(mails);
        let statement = client.prepare_cached(INSERT_MAIL).await?;
        client
            .execute(
                &statement,
                &[
                    &game,
                    &columns.seat,
                    &columns.kind,
                    &columns.recipient,
                    &columns.subject,
                    &columns.letter,
                    &columns.reply_version,
                ],
            )
            .await?;
        Ok(())
    }

    /// The game with this id, if any.
    pub async fn game(&self, id: Uuid) -> Result<Option<GameRow>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(GAME).await?;
        let limit = HOST_WAIT_LIMIT.as_secs_f64();
        let Some(row) = client.query_opt(&statement, &[&id, &limit]).await? else {
            return Ok(None);
        };
        let awaiting_host = match (row.try_get(8)?, row.try_get::<_, Option<bool>>(9)?) {
            (false, _) => None,
            (true, Some(true)) => Some(HostWait::Expired),
            (true, _) => Some(HostWait::Waiting),
        };
        Ok(Some(GameRow {
            id: row.try_get(0)?,
            ruleset: row.try_get(1)?,
            options: row.try_get(2)?,
            status: row.try_get(3)?,
            version: count_from_sql(row.try_get(4)?, "version")?,
            created_at: row.try_get(5)?,
            seed_commitment: row.try_get(6)?,
            seed: row.try_get(7)?,
            awaiting_host,
            deadline: row.try_get::<_, Option<f64>>(10)?.map(|secs| {
                std::time::Duration::try_from_secs_f64(secs.max(0.0)).unwrap_or_default()
            }),
        }))
    }

    /// Starts a game that waits for its host, queuing `mails` (the
    /// invitations) and writing its due work `due` in the same transaction;
    /// or, when it started before or waited too long, does nothing and says so.
    pub async fn start_game(
        &self,
        game: Uuid,
        mails: &[NewMail],
        due: DueAt<'_>,
    ) -> Result<StartOutcome, StoreError> {
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let statement = transaction.prepare_cached(START_GAME).await?;
        let limit = HOST_WAIT_LIMIT.as_secs_f64();
        if transaction
            .query_opt(&statement, &[&game, &limit])
            .await?
            .is_none()
        {
            transaction.rollback().await?;
            return match self.game(game).await?.map(|g| g.awaiting_host) {
                None => Err(StoreError::NotFound),
                Some(None) => Ok(StartOutcome::AlreadyStarted),
                Some(Some(_)) => Ok(StartOutcome::Expired),
            };
        }
        if !mails.is_empty() {
            let columns = MailColumns::new(mails);
            let statement = transaction.prepare_cached(INSERT_MAIL).await?;
            transaction
                .execute(
                    &statement,
                    &[
                        &game,
                        &columns.seat,
                        &columns.kind,
                        &columns.recipient,
                        &columns.subject,
                        &columns.letter,
                        &columns.reply_version,
                    ],
                )
                .await?;
        }
        // A game waiting for its host takes no command, so it is still at
        // the version its due work was worked out at.
        replace_due_in(&transaction, game, due).await?;
        transaction.commit().await?;
        Ok(StartOutcome::Started)
    }

    /// The host link's token as sealed with the server's key, if stored.
    pub async fn sealed_host_token(&self, game: Uuid) -> Result<Option<Vec<u8>>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEALED_HOST_TOKEN).await?;
        let row = client.query_opt(&statement, &[&game]).await?;
        Ok(row.and_then(|r| r.get::<_, Option<Vec<u8>>>(0)))
    }

    /// A seat's link token as sealed with the server's key, if stored.
    pub async fn sealed_token(&self, game: Uuid, seat: u8) -> Result<Option<Vec<u8>>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEALED_TOKEN).await?;
        let row = client
            .query_opt(&statement, &[&game, &seat_to_sql(seat)])
            .await?;
        Ok(row.and_then(|r| r.get::<_, Option<Vec<u8>>>(0)))
    }

    /// The game's seats, by seat number. Empty for an unknown game.
    pub async fn seats(&self, game: Uuid) -> Result<Vec<SeatRow>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEATS).await?;
        let rows = client.query(&statement, &[&game]).await?;
        rows.iter()
            .map(|row| {
                Ok(SeatRow {
                    seat: seat_from_sql(row.try_get(0)?)?,
                    name: row.try_get(1)?,
                    email: row.try_get(2)?,
                    reminders: row.try_get(3)?,
                    language: crate::language::Lang::from_code(row.try_get(4)?).unwrap_or_default(),
                    time_zone: row.try_get(5)?,
                })
            })
            .collect()
    }

    /// The code of the language seat `seat` of `game` reads, if the seat
    /// exists.
    pub async fn seat_language(&self, game: Uuid, seat: u8) -> Result<Option<String>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEAT_LANGUAGE).await?;
        let row = client
            .query_opt(&statement, &[&game, &seat_to_sql(seat)])
            .await?;
        row.map(|row| row.try_get(0))
            .transpose()
            .map_err(Into::into)
    }

    /// The codes of the languages the seats of `game` read, by seat.
    pub async fn seat_languages(&self, game: Uuid) -> Result<Vec<String>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEAT_LANGUAGES).await?;
        let rows = client.query(&statement, &[&game]).await?;
        rows.iter()
            .map(|row| row.try_get(0).map_err(Into::into))
            .collect()
    }

    /// Sets the language seat `seat` of `game` reads to the one coded
    /// `code`; false when there is no such seat.
    pub async fn set_seat_language(
        &self,
        game: Uuid,
        seat: u8,
        code: &str,
    ) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SET_SEAT_LANGUAGE).await?;
        Ok(client
            .execute(&statement, &[&game, &seat_to_sql(seat), &code])
            .await?
            == 1)
    }

    /// The game and seat whose link token hashes to `token_hash`, if any.
    pub async fn seat_by_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<(Uuid, u8)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEAT_BY_TOKEN).await?;
        let row = client.query_opt(&statement, &[&&token_hash[..]]).await?;
        row.map(|row| Ok((row.try_get(0)?, seat_from_sql(row.try_get(1)?)?)))
            .transpose()
    }

    /// The game whose host link token hashes to `token_hash`, if any.
    pub async fn game_by_host_token(
        &self,
        token_hash: &[u8; 32],
    ) -> Result<Option<Uuid>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(GAME_BY_HOST_TOKEN).await?;
        let row = client.query_opt(&statement, &[&&token_hash[..]]).await?;
        row.map(|row| row.try_get(0))
            .transpose()
            .map_err(Into::into)
    }
}
