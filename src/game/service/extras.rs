//! What pages read and write beside the event log: a game's seats, its
//! undelivered mail, a seat's reminder setting, an email queued by hand, and
//! whether the database answers.

use super::{GameService, ServiceError};
use crate::store::{MailProblem, NewMail, SeatRow, StoreError};
use uuid::Uuid;

impl GameService {
    /// A game's seats, in seat order.
    pub async fn seats(&self, game: Uuid) -> Result<Vec<SeatRow>, ServiceError> {
        Ok(self.store.seats(game).await?)
    }

    /// The emails of a game the mailer keeps failing to deliver.
    pub async fn mail_problems(&self, game: Uuid) -> Result<Vec<MailProblem>, ServiceError> {
        Ok(self.store.mail_problems(game).await?)
    }

    /// Queues one email of a game (an invitation sent again).
    pub async fn queue_mail(&self, game: Uuid, mail: &NewMail) -> Result<(), ServiceError> {
        Ok(self.store.queue_mail(game, mail).await?)
    }

    /// Turns a seat's reminder emails on or off.
    pub async fn set_reminders(
        &self,
        game: Uuid,
        seat: u8,
        on: bool,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.set_reminders(game, seat, on).await?)
    }

    /// Whether the database answers a trivial query.
    pub async fn health(&self) -> Result<(), StoreError> {
        self.store.health().await
    }
}
