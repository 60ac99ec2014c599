//! A game's history exported for a viewer.

use super::{GameService, ServiceError};
use crate::game::secrets;
use crate::history::export;
use crate::rules::Viewer;
use uuid::Uuid;

impl GameService {
    /// The game's history as an export for `viewer`: a seat gets its own
    /// secrets, a spectator none, and the referee (the operator) everything
    /// with the secret seed. Once the game is over everyone gets the
    /// complete export and the seed. Every export carries the table talk,
    /// which every viewer may read.
    pub async fn export(&self, game: Uuid, viewer: Viewer) -> Result<String, ServiceError> {
        let loaded = self.load(game).await?;
        let events = self.store.load_events(game, 0).await?;
        let row = self.store.game(game).await?.ok_or(ServiceError::NotFound)?;
        let talk = self
            .store
            .talk(game, usize::MAX)
            .await?
            .into_iter()
            .map(|t| export::TalkEntry {
                seat: t.seat,
                at_us: crate::history::chain::micros(t.created_at),
                body: t.body,
            })
            .collect();
        let viewer = if loaded.state.status().is_over() {
            Viewer::Referee
        } else {
            viewer
        };
        let complete = viewer == Viewer::Referee;
        // A seat's language is its own choice: only a complete export
        // names every seat's.
        let languages = if complete {
            self.store.seat_languages(game).await?
        } else {
            Vec::new()
        };
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
            talk,
            languages,
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
}
