//! The server's [`MailWriter`]: the game service's changes turned into the
//! emails of [`messages`], each with its seat's personal link. It decides
//! only which message goes to whom; the wording stays in `messages`.

use super::messages::{self, Invitation};
use crate::game::service::InvitationFacts;
use crate::game::{GameMeta, MailWriter};
use crate::rules::{AnyEvent, AnyState};
use crate::store::NewMail;

/// Writes the real emails; links point under `base_url`.
#[derive(Debug, Clone)]
pub struct EmailWriter {
    base_url: String,
}

impl EmailWriter {
    /// A writer whose links point under `base_url`.
    pub fn new(base_url: String) -> Self {
        EmailWriter { base_url }
    }
}

/// The invitation the facts describe.
fn invitation_of(f: &InvitationFacts<'_>) -> Invitation {
    Invitation {
        game_id: f.game_id,
        seat: f.seat,
        seat_name: f.name.to_owned(),
        email: f.email.to_owned(),
        players: f.players.to_vec(),
        ruleset_name: f.ruleset.title().to_owned(),
        your_turn: f.your_turn,
        host_rewinds_alone: f.host_rewinds_alone,
    }
}

impl MailWriter for EmailWriter {
    /// Invitations with the seat's personal link.
    fn invitation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail> {
        Some(messages::invitation(&invitation_of(facts)))
    }

    /// The email asking a new game's host to start it, with the host link.
    fn host_confirmation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail> {
        Some(messages::host_confirmation(&invitation_of(facts)))
    }

    /// The notices a command's events call for (none to seats without an
    /// address, such as those of an imported game).
    fn after_command(
        &self,
        meta: &GameMeta,
        before: &AnyState,
        after: &AnyState,
        earlier: &[AnyEvent],
        events: &[AnyEvent],
    ) -> Vec<NewMail> {
        messages::notice_mails(
            &meta.seats,
            before,
            after,
            earlier,
            events,
            meta.id,
            &self.base_url,
        )
        .into_iter()
        .filter(|m| !m.recipient.is_empty())
        .collect()
    }

    /// Every seat with an address is asked.
    fn rewind_proposed(&self, meta: &GameMeta, to: u64, reason: &str) -> Vec<NewMail> {
        meta.seats
            .iter()
            .filter(|s| !s.email.is_empty())
            .map(|s| messages::rewind_proposed(meta.id, s.seat, &s.name, &s.email, to, reason))
            .collect()
    }

    /// The notices of the change alone: no events explain it, so the seats
    /// the game now waits for are told what to do.
    fn after_rewind(&self, meta: &GameMeta, before: &AnyState, after: &AnyState) -> Vec<NewMail> {
        self.after_command(meta, before, after, &[], &[])
    }
}
