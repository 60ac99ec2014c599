//! The Oil Springs marks on the classic board drawing: a badge on each oil
//! spring, the hexes pollution destroyed struck out, and metropolises drawn
//! as ringed cities. Uses only the board's generic marks.

use crate::rules::oil_springs::OilView;
use crate::views::board_svg::{BoardSvg, PieceKind};

/// Adds the scenario's marks to a board drawn by the classic presentation.
pub fn mark(board: &mut BoardSvg, oil: &OilView) {
    for t in &oil.springs {
        board.badge_tile(
            *t,
            "OIL",
            "oil spring: buildings here get oil (1 a settlement, 2 a city, 3 a metropolis), never its resource",
        );
    }
    for r in &oil.removed_tokens {
        board.strike_tile(
            r.tile,
            &format!(
                "destroyed by pollution: its number token {} is on the disaster track and it produces nothing",
                r.number
            ),
        );
    }
    for m in &oil.metropolises {
        board.set_piece(m.node, PieceKind::Metropolis);
    }
    "The board, with the oil springs marked OIL and destroyed hexes hatched"
        .clone_into(&mut board.caption);
}
