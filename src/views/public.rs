//! The spectator page (`/games/{id}`): the board and every public count,
//! built from the spectator's `View` and publicly redacted events.

use super::board_svg::BoardSvg;
use super::narrate::Names;
use super::{
    counts, house, marks, player_rows, recent, waiting_for, Count, Dice, Layout, PlayerRow,
};
use crate::rules::classic::{Event, View};
use askama::Template;
use uuid::Uuid;

/// The spectator page.
#[derive(Debug, Clone, Template)]
#[template(path = "game.html")]
pub struct GamePage {
    pub layout: Layout,
    pub game_id: Uuid,
    pub waiting: String,
    pub board: BoardSvg,
    pub players: Vec<PlayerRow>,
    pub bank: Vec<Count>,
    pub dev_left: u32,
    pub dice: Option<Dice>,
    pub offers: Vec<String>,
    pub events: Vec<String>,
    pub points_to_win: u8,
    pub notes: Vec<&'static str>,
}

impl GamePage {
    /// Builds the page from the spectator view and public events (oldest first).
    pub fn new(game_id: Uuid, view: &View, names: &Names, events: &[Event]) -> GamePage {
        let marks = marks(names, view.players.len());
        GamePage {
            layout: Layout::new("Watching a game"),
            game_id,
            waiting: waiting_for(view, names),
            board: BoardSvg::new(view, &marks, Vec::new()),
            players: player_rows(view, names, &marks, None),
            bank: counts(&view.bank),
            dev_left: view.development_cards_left,
            dice: view.dice.map(|[a, b]| Dice { a, b }),
            offers: view
                .offers
                .iter()
                .map(|o| {
                    format!(
                        "{} offers {} to {}.",
                        names.of(o.from),
                        super::narrate::terms(&o.give, &o.want),
                        names.list(&o.to)
                    )
                })
                .collect(),
            events: recent(events, names, view),
            points_to_win: view.points_to_win,
            notes: vec![house::VICTORY, house::BANK],
        }
    }
}
