//! The slot a scenario layered on the classic game fills in the classic
//! presentation: the classic pages draw the board, the classic panels and
//! forms, and add what the scenario's own presentation rendered (its panels
//! and forms from its own templates, board placements its commands are
//! reached by, and a headline when the scenario holds the turn).
//!
//! A scenario command its presentation does not draw still gets a button
//! here ([`ScenarioPart::with_fallback`]), so every legal command has
//! something to click.

use super::board_svg::{BoardSvg, Pick, PieceKind};
use super::narrate::Names;
use super::play::Sent;
use crate::rules::common::{NodeId, TileId};
use crate::rules::{AnyCommand, Seat};
use crate::views::generic;
use askama::Template;

/// A seat form's fields by name, as a scenario's presentation reads its
/// own forms (the web layer's form implements it).
pub trait FormFields {
    /// The field's value, if the form has it.
    fn field(&self, name: &str) -> Option<&str>;
}

/// Who a seat page is drawn for and where its forms go, for a scenario's
/// presentation.
#[derive(Debug, Clone)]
pub struct SeatContext<'a> {
    pub seat: Seat,
    pub names: &'a Names,
    /// The seat page's address: forms post here.
    pub action: &'a str,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
    /// What the seat typed into a form the game refused, so the scenario's
    /// forms show it again.
    pub typed: Option<&'a Sent>,
}

/// The confirm step of a scenario action that cannot be taken back, asked
/// for with `?act=` and the same `fields`; its button posts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioAsk {
    /// The form's `act`.
    pub act: &'static str,
    /// The fields the question carries, and the answer posts.
    pub fields: Vec<(&'static str, String)>,
    pub title: String,
    pub detail: Option<String>,
    /// The confirm button's words.
    pub label: String,
}

impl ScenarioAsk {
    /// Whether `asked` asks this question.
    pub fn fits(&self, asked: &Sent) -> bool {
        asked.get("act") == Some(self.act)
            && self
                .fields
                .iter()
                .all(|(name, value)| asked.get(name).map(str::trim) == Some(value.as_str()))
    }
}

/// A board placement a scenario command is reached by: picking `pick` on
/// the board offers a confirm button that posts `act` with the pick's field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioPick {
    pub pick: Pick,
    /// The form's `act`.
    pub act: &'static str,
    /// The confirm button's words.
    pub label: String,
    /// The seat the confirm button names (a robber's victim), if any.
    pub victim: Option<Seat>,
}

/// A mark a scenario adds to the classic board drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardMark {
    /// A short word on a hex, with its meaning.
    Badge {
        tile: TileId,
        text: &'static str,
        title: String,
    },
    /// A hex struck out (it produces nothing), and why.
    Struck { tile: TileId, why: String },
    /// The piece on a node drawn as another kind.
    Piece { node: NodeId, kind: PieceKind },
    /// The board's caption.
    Caption(String),
}

impl BoardMark {
    /// Draws the mark on `board`.
    pub fn draw(&self, board: &mut BoardSvg) {
        match self {
            BoardMark::Badge { tile, text, title } => board.badge_tile(*tile, text, title),
            BoardMark::Struck { tile, why } => board.strike_tile(*tile, why),
            BoardMark::Piece { node, kind } => board.set_piece(*node, *kind),
            BoardMark::Caption(c) => c.clone_into(&mut board.caption),
        }
    }
}

/// What a scenario adds to a classic page. Its HTML is rendered by the
/// scenario's own templates from the viewer's view only.
#[derive(Debug, Clone, Default)]
pub struct ScenarioPart {
    /// Replaces the page's headline (e.g. a gift waiting for your answer).
    pub headline: Option<String>,
    /// Replaces the line saying whom the game waits for.
    pub waiting: Option<String>,
    /// The viewer must act now for the scenario, in turn or out of it.
    pub your_move: bool,
    /// Forms of the scenario's commands, shown under "What you can do".
    pub actions: String,
    /// Panels of what the viewer may see of the scenario, shown beside the
    /// hand and the players.
    pub panels: String,
    /// Board placements of the scenario's commands.
    pub picks: Vec<ScenarioPick>,
    /// Confirm steps of the scenario's actions that cannot be taken back.
    pub asks: Vec<ScenarioAsk>,
    /// What the scenario marks on the board.
    pub marks: Vec<BoardMark>,
    /// The game ended with no winner (the page says "Game over").
    pub ended: bool,
    /// Words added to the board hint.
    pub board_hint: Option<String>,
    /// The scenario's house readings.
    pub notes: Vec<&'static str>,
}

/// Buttons for scenario commands that no panel draws: each posts the
/// command as JSON, like the generic presentation's.
#[derive(Debug, Clone, Template)]
#[template(path = "classic/scenario_moves.html")]
struct FallbackMoves {
    action: String,
    version: u64,
    commands: Vec<generic::CommandButton>,
}

impl ScenarioPart {
    /// Adds a button for every command in `undrawn` (legal commands no
    /// panel or pick of the scenario reaches).
    #[must_use]
    pub fn with_fallback(mut self, undrawn: &[AnyCommand], ctx: &SeatContext<'_>) -> ScenarioPart {
        if undrawn.is_empty() {
            return self;
        }
        let commands = generic::buttons(undrawn, ctx.names);
        let moves = FallbackMoves {
            action: ctx.action.to_owned(),
            version: ctx.version,
            commands,
        };
        self.actions.push_str(&moves.render().unwrap_or_default());
        self
    }
}
