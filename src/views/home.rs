//! The front page (`/`): what this is, and the form to start a game. On a
//! refused form it is drawn again with the message and what was typed.

use super::{Layout, Notice};
use askama::Template;

/// What was typed into the new-game form (kept on a refusal).
#[derive(Debug, Clone, Default)]
pub struct Typed {
    pub board: String,
    /// Four (name, email) rows; the fourth may stay empty.
    pub players: Vec<(String, String)>,
}

/// One row of the players' fieldset.
#[derive(Debug, Clone)]
pub struct PlayerField {
    pub n: usize,
    pub name: String,
    pub email: String,
    pub required: bool,
}

/// The front page.
#[derive(Debug, Clone, Template)]
#[template(path = "home.html")]
pub struct HomePage {
    pub layout: Layout,
    pub notice: Option<Notice>,
    pub beginner: bool,
    pub players: Vec<PlayerField>,
    /// New games wait for their host (the first player) to start them.
    pub confirm_host: bool,
}

impl HomePage {
    /// The page with an empty form, or with `typed` and a message.
    pub fn new(typed: &Typed, notice: Option<Notice>) -> HomePage {
        let players = (0..4)
            .map(|i| {
                let (name, email) = typed.players.get(i).cloned().unwrap_or_default();
                PlayerField {
                    n: i + 1,
                    name,
                    email,
                    required: i < 3,
                }
            })
            .collect();
        HomePage {
            layout: Layout::new("Slow Catan: Catan by email"),
            notice,
            beginner: typed.board == "beginner",
            players,
            confirm_host: false,
        }
    }

    /// The page for a server where new games wait for their host (`on`).
    #[must_use]
    pub fn confirming(mut self, on: bool) -> HomePage {
        self.confirm_host = on;
        self
    }
}
