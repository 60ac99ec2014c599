//! The Oil Springs marks on the classic board drawing: a badge on each oil
//! spring, the hexes pollution destroyed struck out, and metropolises drawn
//! as ringed cities. Uses only the board's generic marks.

use crate::lang::oil::Oil;
use crate::lang::Lang;
use crate::rules::oil_springs::OilView;
use crate::views::classic::board_svg::PieceKind;
use crate::views::classic::scenario::BoardMark;

/// The scenario's marks on a board drawn by the classic presentation.
pub fn marks(lang: Lang, oil: &OilView) -> Vec<BoardMark> {
    let mut out: Vec<BoardMark> = oil
        .springs
        .iter()
        .map(|t| BoardMark::Badge {
            tile: *t,
            text: lang.say(Oil::Badge),
            title: lang.say(Oil::SpringTitle),
        })
        .collect();
    out.extend(oil.removed_tokens.iter().map(|r| BoardMark::Struck {
        tile: r.tile,
        why: lang.say(Oil::StruckWhy { number: r.number }),
    }));
    out.extend(oil.metropolises.iter().map(|m| BoardMark::Piece {
        node: m.node,
        kind: PieceKind::Metropolis,
    }));
    out.push(BoardMark::Caption(lang.say(Oil::BoardCaption)));
    out
}
