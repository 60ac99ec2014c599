//! The board picture an email carries, as SVG: a presentation's drawing of
//! the seat's board with its background painted, the board's stylesheet
//! given to the renderer, and the reply code of each spot the seat may
//! choose written beside it; with the words that say the position (the
//! picture's alt text). The mail layer, above the views, turns it into a
//! PNG when it sends the email.

use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The stylesheet the pages draw the boards with; the picture's renderer
/// reads the same rules (those for hovering and focus match nothing there).
pub const BOARD_STYLE: &str = include_str!("../../../static/style.css");

/// What the picture adds to the pages' stylesheet: the spot codes.
pub const CODE_STYLE: &str = ".spot-code { font-weight: 700; text-anchor: middle; fill: #111; \
     stroke: #ffd60a; stroke-linejoin: round; paint-order: stroke; }";

/// A board drawn for an email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailBoard {
    /// The drawing, an SVG document styled by [`BOARD_STYLE`] and
    /// [`CODE_STYLE`].
    pub svg: String,
    /// The position in words, for whoever does not see the picture.
    pub alt: String,
}

/// A spot the seat may choose, at its place on the drawing (SVG units),
/// with its reply code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpotCode {
    pub x: i32,
    pub y: i32,
    pub code: String,
}

/// The picture of `drawing` (a board's `<svg>` with a `viewBox`): its
/// background `background` painted under it and each of `codes` written
/// beside its spot, `size` SVG units high; `alt` says the position.
pub fn mail_board(
    drawing: &str,
    background: &str,
    codes: &[SpotCode],
    size: i32,
    alt: String,
) -> MailBoard {
    let mut svg = String::with_capacity(drawing.len() + codes.len() * 96 + 256);
    let open_end = drawing.find('>').map_or(0, |i| i + 1);
    svg.push_str(&drawing[..open_end]);
    if let Some((x, y, w, h)) = view_box(drawing) {
        // Writing to a String cannot fail.
        let _ = write!(
            svg,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{background}\"/>"
        );
    }
    let close = drawing.rfind("</svg>").unwrap_or(drawing.len());
    svg.push_str(&drawing[open_end..close]);
    if !codes.is_empty() {
        let _ = write!(
            svg,
            "<g class=\"spot-codes\" font-size=\"{size}\" stroke-width=\"{}\">",
            (size / 4).max(2)
        );
        for c in codes {
            // Above the spot, clear of its marker.
            let _ = write!(
                svg,
                "<text x=\"{}\" y=\"{}\" class=\"spot-code\">{}</text>",
                c.x,
                c.y - size / 2,
                escape(&c.code)
            );
        }
        svg.push_str("</g>");
    }
    svg.push_str("</svg>");
    MailBoard { svg, alt }
}

/// The `viewBox` of an `<svg>` element's text: x, y, width, height.
fn view_box(drawing: &str) -> Option<(i32, i32, i32, i32)> {
    let start = drawing.find("viewBox=\"")? + "viewBox=\"".len();
    let len = drawing[start..].find('"')?;
    let numbers: Vec<i32> = drawing[start..start + len]
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    match numbers[..] {
        [x, y, w, h] => Some((x, y, w, h)),
        _ => None,
    }
}

/// `text` safe inside an SVG element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_paints_the_background_and_writes_each_code_over_its_spot() {
        let drawing = "<svg class=\"board\" viewBox=\"-50 -40 300 200\" \
                       xmlns=\"http://www.w3.org/2000/svg\"><title>b</title></svg>";
        let codes = [SpotCode {
            x: 10,
            y: 20,
            code: "C3-C4".to_owned(),
        }];
        let board = mail_board(drawing, "#2c6a99", &codes, 20, "The board".to_owned());
        assert_eq!(
            board.svg,
            "<svg class=\"board\" viewBox=\"-50 -40 300 200\" \
             xmlns=\"http://www.w3.org/2000/svg\"><rect x=\"-50\" y=\"-40\" width=\"300\" \
             height=\"200\" fill=\"#2c6a99\"/><title>b</title><g class=\"spot-codes\" \
             font-size=\"20\" stroke-width=\"5\"><text x=\"10\" y=\"10\" \
             class=\"spot-code\">C3-C4</text></g></svg>"
        );
        assert_eq!(board.alt, "The board");
    }
}
