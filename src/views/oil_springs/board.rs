//! The Oil Springs marks on the classic board drawing: a badge on each oil
//! spring, the hexes pollution destroyed struck out, and metropolises drawn
//! as ringed cities. Uses only the board's generic marks.

use crate::rules::oil_springs::OilView;
use crate::views::classic::board_svg::PieceKind;
use crate::views::classic::scenario::BoardMark;

/// The scenario's marks on a board drawn by the classic presentation.
pub fn marks(oil: &OilView) -> Vec<BoardMark> {
    let mut out: Vec<BoardMark> = oil
        .springs
        .iter()
        .map(|t| BoardMark::Badge {
            tile: *t,
            text: "OIL",
            title: "oil spring: buildings here get oil (1 a settlement, 2 a city, 3 a \
                    metropolis), never its resource"
                .to_owned(),
        })
        .collect();
    out.extend(oil.removed_tokens.iter().map(|r| BoardMark::Struck {
        tile: r.tile,
        why: format!(
            "destroyed by pollution: its number token {} is on the disaster track and it \
             produces nothing",
            r.number
        ),
    }));
    out.extend(oil.metropolises.iter().map(|m| BoardMark::Piece {
        node: m.node,
        kind: PieceKind::Metropolis,
    }));
    out.push(BoardMark::Caption(
        "The board, with the oil springs marked OIL and destroyed hexes hatched".to_owned(),
    ));
    out
}
