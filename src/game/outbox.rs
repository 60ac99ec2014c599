//! The outbox as the mail layer reaches it: the emails the game's changes
//! queued, claimed by the mail worker, sent, bundled, postponed, dropped or
//! retried, their reply codes kept, and the table-talk digests that fall
//! due. The mail layer works through this and never through the store.

use std::time::Duration;

use uuid::Uuid;

use super::links::Links;
use crate::store::Store;
pub use crate::store::{
    Bundling, ClaimedMail, DigestCandidate, MailBody, NewMail, SeatRow, StoreError, TalkRow,
};

/// The outbox of the game's store. Cheap to clone.
#[derive(Clone)]
pub struct Outbox {
    store: Store,
}

impl From<Store> for Outbox {
    fn from(store: Store) -> Self {
        Outbox { store }
    }
}

impl From<&Store> for Outbox {
    fn from(store: &Store) -> Self {
        Outbox {
            store: store.clone(),
        }
    }
}

impl From<&Outbox> for Outbox {
    fn from(outbox: &Outbox) -> Self {
        outbox.clone()
    }
}

impl Outbox {
    /// This outbox holding at most `connections` of the store's pooled
    /// connections at once, it and its clones together (see
    /// [`Store::share`]), but never all of a pool of two or more: one is
    /// always left to the rest of the server.
    pub fn share(&self, connections: usize) -> Outbox {
        let most = connections.min(self.store.pool_size().saturating_sub(1));
        Outbox {
            store: self.store.share(most),
        }
    }

    /// `links` reading the tokens they unseal through this outbox, and so
    /// within its share of the connections.
    pub fn links(&self, links: &Links) -> Links {
        links.on(self.store.clone())
    }

    /// Claims up to `limit` emails that are due, for `claim`.
    pub async fn claim(&self, limit: usize, claim: Uuid) -> Result<Vec<ClaimedMail>, StoreError> {
        self.store.claim_mail(limit, claim).await
    }

    /// Whether the claimed `row` is sent now, bundled with others of its
    /// seat, or waits up to `window` for them.
    pub async fn bundling(
        &self,
        row: &ClaimedMail,
        window: Duration,
    ) -> Result<Bundling, StoreError> {
        self.store.bundling(row, window).await
    }

    /// Gathers the seat's unsent emails of the claimed `row`'s kind into it
    /// (`merge` writes the one letter and subject), or says to wait up to
    /// `window` for more.
    pub async fn gather(
        &self,
        row: &mut ClaimedMail,
        claim: Uuid,
        window: Duration,
        merge: impl FnOnce(&[serde_json::Value]) -> Option<(serde_json::Value, String)>,
    ) -> Result<Bundling, StoreError> {
        self.store.gather(row, claim, window, merge).await
    }

    /// Drops a claimed row that will not be sent; false if the claim no
    /// longer holds it.
    pub async fn drop_claimed(&self, id: i64, claim: Uuid) -> Result<bool, StoreError> {
        self.store.drop_claimed(id, claim).await
    }

    /// Puts a claimed row back, due `wait` from now.
    pub async fn postpone(&self, id: i64, claim: Uuid, wait: Duration) -> Result<bool, StoreError> {
        self.store.postpone(id, claim, wait).await
    }

    /// Records the row sent.
    pub async fn mark_sent(&self, id: i64) -> Result<bool, StoreError> {
        self.store.mark_sent(id).await
    }

    /// Records a failed attempt, the next `retry_in` from now.
    pub async fn mark_failed(
        &self,
        id: i64,
        claim: Uuid,
        error: &str,
        retry_in: Duration,
    ) -> Result<bool, StoreError> {
        self.store.mark_failed(id, claim, error, retry_in).await
    }

    /// Keeps the hash of a reply code an email is about to carry.
    pub async fn keep_reply_code(
        &self,
        code_hash: &[u8],
        game: Uuid,
        seat: u8,
        version: u64,
    ) -> Result<(), StoreError> {
        self.store
            .keep_reply_code(code_hash, game, seat, version)
            .await
    }

    /// Attaches the table talk `attach` words to the claimed row.
    pub async fn attach_talk(
        &self,
        id: i64,
        claim: Uuid,
        game: Uuid,
        seat: u8,
        attach: impl FnOnce(&[TalkRow]) -> Option<serde_json::Value>,
    ) -> Result<Option<serde_json::Value>, StoreError> {
        self.store.attach_talk(id, claim, game, seat, attach).await
    }

    /// Seats with table talk unread for longer than `after`, up to `limit`.
    pub async fn digest_candidates(
        &self,
        after: Duration,
        limit: usize,
    ) -> Result<Vec<DigestCandidate>, StoreError> {
        self.store.digest_candidates(after, limit).await
    }

    /// Queues a seat's talk digest, unless one is already on its way.
    pub async fn queue_digest(
        &self,
        game: Uuid,
        seat: u8,
        after: Duration,
        mail: &NewMail,
    ) -> Result<Option<i64>, StoreError> {
        self.store.queue_digest(game, seat, after, mail).await
    }
}
