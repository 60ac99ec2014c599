//! Lost links: a person who asks for the links of their games by their
//! email address gets one email listing every started game of that
//! address, each with its seat (the links put in by the mail worker when
//! it sends it), and an address that plays no game gets nothing. It also
//! counts such requests per address under a key that names no address.
//! Whether the address plays here is never told to whoever asked: the web
//! layer answers before this runs.

use std::time::Duration;

use super::{GameService, ServiceError};
use crate::game::mail_writer::{LinkedSeat, LinksFacts};
use crate::rules::Seat;
use crate::store::{person_key, HostWait};

impl GameService {
    /// Queues the one email that sends the person at `email` the links of
    /// every game they play (those started: a game that waits for its host,
    /// or expired waiting, has no seat to open yet), newest game first, in
    /// the language of their newest seat and to the address as that seat
    /// writes it; its outbox row belongs to that seat's game and to no
    /// seat. `Ok(false)`: the address plays no such game, and nothing is
    /// queued.
    pub async fn send_links(&self, email: &str) -> Result<bool, ServiceError> {
        let mut games = Vec::new();
        // The newest seat's game, address and language.
        let mut newest = None;
        for row in self.store.seats_of(email).await? {
            let Some(game) = self.store.game(row.game).await? else {
                continue;
            };
            if matches!(
                game.awaiting_host,
                Some(HostWait::Waiting | HostWait::Expired)
            ) {
                continue;
            }
            let over = game.status == "finished";
            let meta = self.meta_of(game).await?;
            let Some(seat) = meta.seats.iter().find(|s| s.seat == row.seat) else {
                continue;
            };
            if newest.is_none() {
                newest = Some((row.game, seat.email.clone(), seat.language));
            }
            games.push(LinkedSeat {
                game: row.game,
                seat: Seat(row.seat),
                ruleset: meta.ruleset,
                names: meta.names(),
                over,
            });
        }
        let Some((game, address, lang)) = newest else {
            return Ok(false);
        };
        let facts = LinksFacts {
            email: &address,
            lang,
            games: &games,
        };
        let Some(mail) = self.mail.links(&facts) else {
            return Ok(false);
        };
        self.store.queue_mail(game, &mail).await?;
        Ok(true)
    }

    /// Counts one request for the address `email` (folded as a person's
    /// row keys it) against the rate limit `name`, as
    /// [`GameService::take_rate`] counts a client's: the stored limit names
    /// a MAC of the address under the server's key, never the address.
    pub async fn take_address_rate(
        &self,
        name: &str,
        email: &str,
        count: u32,
        per: Duration,
    ) -> Result<Option<Duration>, ServiceError> {
        let key = self.key.address_key(&person_key(email));
        Ok(self.store.take_rate(name, &key, count, per).await?)
    }
}
