//! People: an email address across its games. Its row keeps the
//! generation of its personal link and that link's hash; its seats are
//! found by the address (an index, never a scan of every game).

use std::time::SystemTime;

use uuid::Uuid;

use super::{seat_from_sql, Store, StoreError};

/// One seat of a person, with what its game's row says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonSeat {
    pub game: Uuid,
    pub seat: u8,
    /// The name the seat plays under.
    pub name: String,
    /// The game's ruleset, as stored ("classic", "frenemies").
    pub ruleset: String,
    /// The game's status, as stored ("setup", "playing", "finished").
    pub status: String,
    pub created_at: SystemTime,
    /// Messages of others at the table the seat has not been emailed.
    pub new_talk: u32,
}

const PERSON_GENERATION: &str = "SELECT generation, token_hash FROM people WHERE email = $1";

const REHASH: &str = "UPDATE people SET token_hash = $3 WHERE email = $1 AND generation = $2";

// Any conflict, not only the address's: two workers writing the first
// email to one address at once insert the same address and the same hash,
// and the loser must find the winner's row rather than fail its email.
const NEW_PERSON: &str = "\
    INSERT INTO people (email, generation, token_hash) VALUES ($1, 0, $2) \
    ON CONFLICT DO NOTHING";

const PERSON_BY_TOKEN: &str = "SELECT email, generation FROM people WHERE token_hash = $1";

const NEXT_GENERATION: &str = "\
    UPDATE people SET generation = generation + 1, token_hash = $3 \
    WHERE email = $1 AND generation = $2";

const SETTINGS: &str = "SELECT language, away_until, time_zone FROM people WHERE email = $1";

const SET_TIME_ZONE: &str = "UPDATE people SET time_zone = $2 WHERE email = $1";

const SET_LANGUAGE: &str = "UPDATE people SET language = $2 WHERE email = $1";

const SET_SEATS_LANGUAGE: &str = "UPDATE seats SET language = $2 WHERE lower(email) = $1";

const SET_AWAY: &str = "UPDATE people SET away_until = $2 WHERE email = $1";

const AWAY_IN_GAME: &str = "\
    SELECT s.seat, p.away_until FROM seats s JOIN people p ON p.email = lower(s.email) \
    WHERE s.game = $1 AND p.away_until > now() ORDER BY s.seat";

const SEATS_OF: &str = "\
    SELECT s.game, s.seat, s.name, g.ruleset, g.status, g.created_at, \
        (SELECT count(*) FROM table_talk t \
         WHERE t.game = s.game AND t.seat <> s.seat AND t.id > s.talk_mailed) \
    FROM seats s JOIN games g ON g.id = s.game \
    WHERE lower(s.email) = $1 \
    ORDER BY g.created_at DESC, s.game, s.seat";

/// What a person set for all their games.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PersonSettings {
    /// The code of the language they read, if they chose one.
    pub language: Option<String>,
    /// Until when they are away, if they said so.
    pub away_until: Option<SystemTime>,
    /// The time zone they read times in, if they chose one (an IANA name).
    pub time_zone: Option<String>,
}

/// An address as a person's row keys it: trimmed, in lower case.
pub fn person_key(email: &str) -> String {
    email.trim().to_lowercase()
}

impl Store {
    /// The generation of `email`'s link, the row made at generation 0 when
    /// the address has none yet. `hash_of` gives the hash of a
    /// generation's token: a row whose hash is not it (the server's key
    /// changed since) takes it, so the link the next email carries opens
    /// the page.
    pub async fn person_generation(
        &self,
        email: &str,
        hash_of: impl Fn(u32) -> [u8; 32],
    ) -> Result<u32, StoreError> {
        let key = person_key(email);
        let client = self.conn().await?;
        let read = client.prepare_cached(PERSON_GENERATION).await?;
        if let Some(row) = client.query_opt(&read, &[&key]).await? {
            let generation = generation(row.try_get(0)?)?;
            let stored: Vec<u8> = row.try_get(1)?;
            let hash = hash_of(generation);
            if stored != hash {
                let rehash = client.prepare_cached(REHASH).await?;
                let at = i32::try_from(generation)
                    .map_err(|_| StoreError::Corrupt("generation".into()))?;
                client
                    .execute(&rehash, &[&key, &at, &hash.as_slice()])
                    .await?;
            }
            return Ok(generation);
        }
        let insert = client.prepare_cached(NEW_PERSON).await?;
        client
            .execute(&insert, &[&key, &hash_of(0).as_slice()])
            .await?;
        let row = client.query_one(&read, &[&key]).await?;
        generation(row.try_get(0)?)
    }

    /// The address and generation whose link hashes to `hash`.
    pub async fn person_by_token(
        &self,
        hash: &[u8; 32],
    ) -> Result<Option<(String, u32)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(PERSON_BY_TOKEN).await?;
        match client.query_opt(&statement, &[&hash.as_slice()]).await? {
            Some(row) => Ok(Some((row.try_get(0)?, generation(row.try_get(1)?)?))),
            None => Ok(None),
        }
    }

    /// Moves `email`'s link from generation `from` to the next, whose
    /// token hashes to `hash`: the old link finds nobody after it. False
    /// when the generation had moved on already (the link was replaced).
    pub async fn replace_person_link(
        &self,
        email: &str,
        from: u32,
        hash: &[u8; 32],
    ) -> Result<bool, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(NEXT_GENERATION).await?;
        let from = i32::try_from(from).map_err(|_| StoreError::Corrupt("generation".into()))?;
        let changed = client
            .execute(&statement, &[&person_key(email), &from, &hash.as_slice()])
            .await?;
        Ok(changed == 1)
    }

    /// What the person at `email` set (nothing for an address without a row).
    pub async fn person_settings(&self, email: &str) -> Result<PersonSettings, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SETTINGS).await?;
        match client.query_opt(&statement, &[&person_key(email)]).await? {
            Some(row) => Ok(PersonSettings {
                language: row.try_get(0)?,
                away_until: row.try_get(1)?,
                time_zone: row.try_get(2)?,
            }),
            None => Ok(PersonSettings::default()),
        }
    }

    /// The person at `email` reads `language` (a code): kept with the
    /// person, and written to every seat of the address, in one
    /// transaction.
    pub async fn set_person_language(&self, email: &str, language: &str) -> Result<(), StoreError> {
        let key = person_key(email);
        let mut client = self.conn().await?;
        let transaction = client.transaction().await?;
        let person = transaction.prepare_cached(SET_LANGUAGE).await?;
        transaction.execute(&person, &[&key, &language]).await?;
        let seats = transaction.prepare_cached(SET_SEATS_LANGUAGE).await?;
        transaction.execute(&seats, &[&key, &language]).await?;
        transaction.commit().await?;
        Ok(())
    }

    /// The person at `email` reads times in `zone` (an IANA name; `None`:
    /// as each game shows them).
    pub async fn set_person_time_zone(
        &self,
        email: &str,
        zone: Option<&str>,
    ) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SET_TIME_ZONE).await?;
        client
            .execute(&statement, &[&person_key(email), &zone])
            .await?;
        Ok(())
    }

    /// The person at `email` is away until `until` (`None`: back).
    pub async fn set_person_away(
        &self,
        email: &str,
        until: Option<SystemTime>,
    ) -> Result<(), StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SET_AWAY).await?;
        client
            .execute(&statement, &[&person_key(email), &until])
            .await?;
        Ok(())
    }

    /// The seats of `game` whose person is away, with until when, by the
    /// database clock.
    pub async fn away_in_game(&self, game: Uuid) -> Result<Vec<(u8, SystemTime)>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(AWAY_IN_GAME).await?;
        let rows = client.query(&statement, &[&game]).await?;
        rows.iter()
            .map(|row| Ok((seat_from_sql(row.try_get(0)?)?, row.try_get(1)?)))
            .collect()
    }

    /// Every seat of `email`, newest game first.
    pub async fn seats_of(&self, email: &str) -> Result<Vec<PersonSeat>, StoreError> {
        let client = self.conn().await?;
        let statement = client.prepare_cached(SEATS_OF).await?;
        let rows = client.query(&statement, &[&person_key(email)]).await?;
        rows.iter()
            .map(|row| {
                let new_talk: i64 = row.try_get(6)?;
                Ok(PersonSeat {
                    game: row.try_get(0)?,
                    seat: seat_from_sql(row.try_get(1)?)?,
                    name: row.try_get(2)?,
                    ruleset: row.try_get(3)?,
                    status: row.try_get(4)?,
                    created_at: row.try_get(5)?,
                    new_talk: u32::try_from(new_talk).unwrap_or(u32::MAX),
                })
            })
            .collect()
    }
}

/// A generation as stored (never negative: the table checks it).
fn generation(stored: i32) -> Result<u32, StoreError> {
    u32::try_from(stored).map_err(|_| StoreError::Corrupt("generation".into()))
}
