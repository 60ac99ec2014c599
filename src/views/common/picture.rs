//! The board picture an email carries, as SVG: a presentation's drawing of
//! the seat's board with its background painted, the board's stylesheet
//! given to the renderer, the places the last moves touched ringed, and the
//! reply code of each spot the seat may choose written beside it, clear of
//! the other codes; with the words that say the position (the picture's alt
//! text). The parts of the drawing that never change within a game are
//! grouped as a [`FIXED_LAYER`], so that the mail layer, above the views,
//! may draw them once and reuse them when it turns the SVG into a PNG.

use super::board::{BoardPick, Spot, SpotKind};
use super::choice::SpotLabels;
use super::words::{you_or_name, Names};
use crate::lang::notice::Notice;
use crate::rules::common::Board;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The stylesheet the pages draw the boards with; the picture's renderer
/// reads the same rules (those for hovering and focus match nothing there).
pub const BOARD_STYLE: &str = include_str!("../../../static/style.css");

/// What the picture adds to the pages' stylesheet: the spot codes and the
/// rings around what the last moves touched.
pub const CODE_STYLE: &str = ".spot-code { font-weight: 700; text-anchor: middle; fill: #111; \
     stroke: #ffd60a; stroke-linejoin: round; paint-order: stroke; }\n\
     .last-move { fill: none; stroke: #d11f7a; }\n\
     .last-move-casing { fill: none; stroke: #fff; }";

/// The class of a group of the drawing that never changes within a game
/// (a map's landscape, its names): a renderer may draw it once and put the
/// same pixels on every picture of the game.
pub const FIXED_LAYER: &str = "fixed-layer";

/// The characters the picture's font draws: the subsets of DejaVu Sans and
/// DejaVu Sans Bold in `static/fonts` (Latin, Greek, Cyrillic, Armenian, the
/// Hebrew letters and common punctuation; see the LICENSE there), as the
/// ranges both hold every character of. The mail layer's renderer tests each
/// against the font files.
#[rustfmt::skip]
pub const FONT_DRAWS: [(char, char); 42] = [
    // Latin (Basic, Latin-1, Extended-A and -B, IPA, modifier letters).
    ('\u{0020}', '\u{007E}'), ('\u{00A0}', '\u{02E9}'), ('\u{02EC}', '\u{02EE}'),
    ('\u{02F3}', '\u{02F3}'), ('\u{02F7}', '\u{02F7}'),
    // The combining accents.
    ('\u{0300}', '\u{034F}'), ('\u{0351}', '\u{0353}'), ('\u{0357}', '\u{0358}'),
    ('\u{035A}', '\u{035A}'), ('\u{035C}', '\u{0362}'),
    // Greek, Cyrillic and its Supplement.
    ('\u{0370}', '\u{0377}'), ('\u{037A}', '\u{037F}'), ('\u{0384}', '\u{038A}'),
    ('\u{038C}', '\u{038C}'), ('\u{038E}', '\u{03A1}'), ('\u{03A3}', '\u{0525}'),
    // Armenian, the Hebrew letters.
    ('\u{0531}', '\u{0556}'), ('\u{0559}', '\u{055F}'), ('\u{0561}', '\u{0587}'),
    ('\u{0589}', '\u{058A}'), ('\u{05D0}', '\u{05EA}'),
    // Latin Extended Additional, Greek Extended.
    ('\u{1E00}', '\u{1EFB}'), ('\u{1F00}', '\u{1F15}'), ('\u{1F18}', '\u{1F1D}'),
    ('\u{1F20}', '\u{1F45}'), ('\u{1F48}', '\u{1F4D}'), ('\u{1F50}', '\u{1F57}'),
    ('\u{1F59}', '\u{1F59}'), ('\u{1F5B}', '\u{1F5B}'), ('\u{1F5D}', '\u{1F5D}'),
    ('\u{1F5F}', '\u{1F7D}'), ('\u{1F80}', '\u{1FB4}'), ('\u{1FB6}', '\u{1FC4}'),
    ('\u{1FC6}', '\u{1FD3}'), ('\u{1FD6}', '\u{1FDB}'), ('\u{1FDD}', '\u{1FEF}'),
    ('\u{1FF2}', '\u{1FF4}'), ('\u{1FF6}', '\u{1FFE}'),
    // Punctuation, arrows, the minus sign.
    ('\u{2010}', '\u{2027}'), ('\u{2030}', '\u{203A}'), ('\u{2190}', '\u{2193}'),
    ('\u{2212}', '\u{2212}'),
];

/// Whether the picture's font draws every character of `text`.
pub fn font_draws(text: &str) -> bool {
    text.chars().all(|c| {
        FONT_DRAWS
            .iter()
            .any(|(first, last)| (*first..=*last).contains(&c))
    })
}

/// A board drawn for an email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailBoard {
    /// The drawing, an SVG document styled by [`BOARD_STYLE`] and
    /// [`CODE_STYLE`].
    pub svg: String,
    /// The position in words, for whoever does not see the picture.
    pub alt: String,
    /// Close-ups of the same board, drawn so that the names of the places
    /// the seat may pick read on a phone, each with its own words; shown
    /// below the whole board (none where the whole board reads well).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<MailBoard>,
}

/// A spot the seat may choose, at its place on the drawing (SVG units),
/// with its reply code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpotCode {
    pub x: i32,
    pub y: i32,
    pub code: String,
}

/// A place the last moves touched (a new piece, the robber's new field),
/// ringed on the picture: its centre and the ring's radius, in SVG units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Touched {
    pub x: i32,
    pub y: i32,
    pub r: i32,
}

/// The radius of the ring around a place the last moves touched, by the
/// kind of place, in SVG units.
#[derive(Debug, Clone, Copy)]
pub struct Rings {
    /// A node (a piece built there).
    pub node: i32,
    /// An edge (a road).
    pub edge: i32,
    /// A tile (a figure moved there).
    pub tile: i32,
}

impl Rings {
    /// A ring around each of `spots` (the places the last moves touched),
    /// each place once.
    pub fn around(self, spots: &[Spot]) -> Vec<Touched> {
        let mut touched: Vec<Touched> = Vec::new();
        for s in spots {
            let r = match s.kind {
                SpotKind::Node | SpotKind::Upgrade => self.node,
                SpotKind::Edge => self.edge,
                SpotKind::Tile => self.tile,
            };
            if !touched.iter().any(|t| (t.x, t.y) == (s.x, s.y)) {
                touched.push(Touched { x: s.x, y: s.y, r });
            }
        }
        touched
    }
}

/// The last moves as a picture rings and tells them: where each built or
/// moved something (as `P`, what places a piece there), and each in words
/// as the seat `me` reads them.
#[derive(Debug)]
pub struct LastMoves<'a, P> {
    /// The language the seat reads.
    pub lang: crate::lang::Lang,
    names: &'a Names,
    me: Option<Seat>,
    /// Where the moves built or moved something, oldest first.
    pub moved: Vec<P>,
    told: Vec<String>,
}

impl<'a, P> LastMoves<'a, P> {
    /// None yet, told to the seat `me` with `names` in `lang`.
    pub fn new(lang: crate::lang::Lang, names: &'a Names, me: Option<Seat>) -> Self {
        LastMoves {
            lang,
            names,
            me,
            moved: Vec::new(),
            told: Vec::new(),
        }
    }

    /// A seat in words: "you" for `me`, else its name.
    pub fn who(&self, seat: Seat) -> String {
        you_or_name(self.names, self.me, seat)
    }

    /// A seat's name and whether it is `me`, for a message to word.
    pub fn person(&self, seat: Seat) -> (String, crate::lang::Person) {
        (self.names.of(seat), crate::lang::Person::of(self.me, seat))
    }

    /// A move that built or moved something at `at`, in `words`.
    pub fn put(&mut self, at: P, words: String) {
        self.moved.push(at);
        self.told.push(words);
    }

    /// `seat` took a card from `victim` (which card, only they know).
    pub fn card_taken(&mut self, seat: Seat, victim: Seat) {
        let ((who, person), (victim, victim_person)) = (self.person(seat), self.person(victim));
        let words = self.lang.say(Notice::PicTookCard {
            who,
            person,
            victim,
            victim_person,
        });
        self.told.push(words);
    }

    /// `alt` with the moves told after it, if there were any: "... Last
    /// moves: Bert built a road ...; you moved the robber ...".
    pub fn after(&self, alt: String) -> String {
        if self.told.is_empty() {
            alt
        } else {
            self.lang.say(Notice::PicLastMoves {
                alt,
                moves: self.told.join("; "),
            })
        }
    }
}

/// The reply code of each of `spots` whose pick is among `picks`: the
/// label of the pick's place on `board`, written at the spot.
pub fn spot_codes<P: BoardPick>(spots: &[Spot], picks: &[P], board: &Board) -> Vec<SpotCode> {
    let labels = SpotLabels::of(board);
    spots
        .iter()
        .filter_map(|s| {
            let pick = picks.iter().find(|p| p.query() == s.pick)?;
            Some(SpotCode {
                x: s.x,
                y: s.y,
                code: labels.place(board, pick.place()),
            })
        })
        .collect()
}

/// How a presentation's drawing becomes its email picture.
#[derive(Debug, Clone, Copy)]
pub struct Picture {
    /// The colour painted under the drawing.
    pub background: &'static str,
    /// The classes of the drawing's top-level groups that never change
    /// within a game; each run of them becomes one [`FIXED_LAYER`].
    pub fixed: &'static [&'static str],
    /// The height of a code, in SVG units.
    pub code_size: i32,
    /// The radius of a spot's marker, which codes keep clear of where they
    /// can.
    pub dot: i32,
    /// The rings around what the last moves touched.
    pub rings: Rings,
}

/// Advance widths of DejaVu Sans Bold, in thousandths of its height, of
/// the characters codes are written in (others are taken as wide as high).
const ADVANCES: [(char, i32); 35] = [
    ('0', 696),
    ('1', 696),
    ('2', 696),
    ('3', 696),
    ('4', 696),
    ('5', 696),
    ('6', 696),
    ('7', 696),
    ('8', 696),
    ('9', 696),
    ('A', 774),
    ('B', 762),
    ('C', 734),
    ('D', 830),
    ('E', 683),
    ('F', 683),
    ('G', 821),
    ('H', 837),
    ('J', 372),
    ('K', 775),
    ('L', 637),
    ('M', 995),
    ('N', 837),
    ('P', 733),
    ('Q', 850),
    ('R', 770),
    ('S', 720),
    ('T', 682),
    ('U', 812),
    ('V', 774),
    ('W', 1103),
    ('X', 771),
    ('Y', 724),
    ('Z', 725),
    ('-', 415),
];

/// A box on the drawing: left, top, right, bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodeBox {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

impl CodeBox {
    /// The box `half_w` by `half_h` from (`x`, `y`) each way.
    fn around(x: i32, y: i32, half_w: i32, half_h: i32) -> CodeBox {
        CodeBox {
            left: x - half_w,
            top: y - half_h,
            right: x + half_w,
            bottom: y + half_h,
        }
    }

    /// The area this box shares with `other`.
    fn overlap(self, other: CodeBox) -> i64 {
        let w = (self.right.min(other.right) - self.left.max(other.left)).max(0);
        let h = (self.bottom.min(other.bottom) - self.top.max(other.top)).max(0);
        i64::from(w) * i64::from(h)
    }

    /// True when this box lies inside `frame` (x, y, width, height).
    fn inside(self, (x, y, w, h): (i32, i32, i32, i32)) -> bool {
        self.left >= x && self.top >= y && self.right <= x + w && self.bottom <= y + h
    }
}

/// How wide `code` is written `size` high, its casing included.
fn code_width(code: &str, size: i32) -> i32 {
    let advance: i32 = code
        .chars()
        .map(|c| {
            ADVANCES
                .iter()
                .find(|(ch, _)| *ch == c)
                .map_or(1000, |(_, a)| *a)
        })
        .sum();
    (advance * size + 999) / 1000 + casing(size)
}

/// The width of a code's casing (its stroke, half of it outside the
/// letters on each side).
fn casing(size: i32) -> i32 {
    (size / 4).max(2)
}

/// Where each of `codes` is written: the centre of its box, chosen beside
/// its spot so that no two codes overlap and every code lies inside
/// `frame`, clear of the other spots' markers (of radius `dot`) where it
/// can be. The codes are placed in order, each where the first free place
/// around its spot is (above, below, right, left, then the corners, then
/// farther out).
pub fn place_codes(
    codes: &[SpotCode],
    size: i32,
    dot: i32,
    frame: (i32, i32, i32, i32),
) -> Vec<CodeBox> {
    // Capitals and digits are about 0.73 of the size high, J and Q reach
    // 0.22 below the line; the casing adds to that.
    let half_height = |code: &str| {
        let descent = if code.contains(['J', 'Q']) {
            (size * 22 + 99) / 100
        } else {
            0
        };
        (size * 73 / 100 + casing(size) + 1) / 2 + descent + 1
    };
    let markers: Vec<CodeBox> = codes
        .iter()
        .map(|c| CodeBox::around(c.x, c.y, dot, dot))
        .collect();
    let mut placed: Vec<CodeBox> = Vec::with_capacity(codes.len());
    for (i, c) in codes.iter().enumerate() {
        let half_w = code_width(&c.code, size) / 2 + 1;
        let half_h = half_height(&c.code);
        let candidates = (0..4).flat_map(|far| {
            let dy = dot + half_h + 2 + far * size;
            let dx = dot + half_w + 2 + far * size;
            let (ddx, ddy) = (
                dot * 7 / 10 + half_w + far * size,
                dot * 7 / 10 + half_h + far * size,
            );
            [
                (0, -dy),
                (0, dy),
                (dx, 0),
                (-dx, 0),
                (ddx, -ddy),
                (-ddx, -ddy),
                (ddx, ddy),
                (-ddx, ddy),
            ]
        });
        let mut best: Option<(i64, i64, CodeBox)> = None;
        for (dx, dy) in candidates {
            let b = CodeBox::around(c.x + dx, c.y + dy, half_w, half_h);
            if !b.inside(frame) {
                continue;
            }
            let hard: i64 = placed.iter().map(|p| p.overlap(b)).sum();
            let soft: i64 = markers
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, m)| m.overlap(b))
                .sum();
            if hard == 0 && soft == 0 {
                best = Some((0, 0, b));
                break;
            }
            if best.is_none_or(|(h, s, _)| (hard, soft) < (h, s)) {
                best = Some((hard, soft, b));
            }
        }
        let b = best.map_or_else(
            || CodeBox::around(c.x, c.y - dot - half_h - 2, half_w, half_h),
            |(_, _, b)| b,
        );
        placed.push(b);
    }
    placed
}

impl Picture {
    /// The picture of `drawing` (a board's `<svg>`, with a `viewBox`): the
    /// background painted under it, its fixed groups gathered as
    /// [`FIXED_LAYER`]s, each of `touched` ringed and each of `codes`
    /// written beside its spot; `alt` says the position.
    pub fn board(
        &self,
        drawing: &str,
        codes: &[SpotCode],
        touched: &[Touched],
        alt: String,
    ) -> MailBoard {
        let size = self.code_size;
        let mut svg = String::with_capacity(drawing.len() + codes.len() * 128 + 512);
        let open_end = drawing.find('>').map_or(0, |i| i + 1);
        svg.push_str(&drawing[..open_end]);
        let frame = view_box(drawing);
        let mut background = String::new();
        if let Some((x, y, w, h)) = frame {
            // Writing to a String cannot fail.
            let _ = write!(
                background,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
                self.background
            );
        }
        let close = drawing.rfind("</svg>").unwrap_or(drawing.len());
        let body = &drawing[open_end..close];
        svg.push_str(&layered(&background, body, self.fixed));
        if !touched.is_empty() {
            let ring = (size / 5).max(3);
            let _ = write!(svg, "<g class=\"last-moves\">");
            for t in touched {
                let _ = write!(
                    svg,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" class=\"last-move-casing\" \
                     stroke-width=\"{}\"/><circle cx=\"{}\" cy=\"{}\" r=\"{}\" \
                     class=\"last-move\" stroke-width=\"{ring}\"/>",
                    t.x,
                    t.y,
                    t.r,
                    ring * 2,
                    t.x,
                    t.y,
                    t.r
                );
            }
            svg.push_str("</g>");
        }
        if !codes.is_empty() {
            let boxes = place_codes(
                codes,
                size,
                self.dot,
                frame.unwrap_or((i32::MIN / 4, i32::MIN / 4, i32::MAX / 2, i32::MAX / 2)),
            );
            let _ = write!(
                svg,
                "<g class=\"spot-codes\" font-size=\"{size}\" stroke-width=\"{}\">",
                casing(size)
            );
            for (c, b) in codes.iter().zip(&boxes) {
                // The capitals' middle on the box's middle.
                let _ = write!(
                    svg,
                    "<text x=\"{}\" y=\"{}\" id=\"code-{}\" class=\"spot-code\">{}</text>",
                    i32::midpoint(b.left, b.right),
                    i32::midpoint(b.top, b.bottom) + size * 73 / 200,
                    escape(&c.code),
                    escape(&c.code)
                );
            }
            svg.push_str("</g>");
        }
        svg.push_str("</svg>");
        MailBoard {
            svg,
            alt,
            parts: Vec::new(),
        }
    }
}

/// `body` (the children of a drawing's `<svg>`) with `background` before
/// it, each run of top-level groups whose class is among `fixed` (with the
/// background, when the run opens the drawing, and what draws nothing
/// between them: titles, descriptions) wrapped in one [`FIXED_LAYER`]
/// group.
fn layered(background: &str, body: &str, fixed: &[&str]) -> String {
    let mut out = String::with_capacity(background.len() + body.len() + 128);
    let mut run = String::new();
    let mut run_fixed = false;
    let flush = |out: &mut String, run: &mut String, run_fixed: bool| {
        if run_fixed {
            let _ = write!(out, "<g class=\"{FIXED_LAYER}\">{run}</g>");
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    if !background.is_empty() {
        run.push_str(background);
        run_fixed = !fixed.is_empty();
    }
    for part in top_level(body) {
        let kind =
            if part.starts_with("<title") || part.starts_with("<desc") || part.trim().is_empty() {
                None
            } else {
                Some(
                    part.strip_prefix("<g class=\"")
                        .and_then(|rest| rest.split('"').next())
                        .is_some_and(|class| fixed.contains(&class)),
                )
            };
        match kind {
            Some(f) if f != run_fixed => {
                flush(&mut out, &mut run, run_fixed);
                run_fixed = f;
            }
            _ => {}
        }
        run.push_str(part);
    }
    flush(&mut out, &mut run, run_fixed);
    out
}

/// A picture's SVG as its renderer draws it: the opening `<svg>` tag, then
/// its content in layers, in drawing order, each marked whether it is a
/// [`FIXED_LAYER`] (the rest lies between them).
pub fn layers(svg: &str) -> (&str, Vec<(bool, &str)>) {
    let open_end = svg.find('>').map_or(0, |i| i + 1);
    let close = svg.rfind("</svg>").unwrap_or(svg.len()).max(open_end);
    let body = &svg[open_end..close];
    let fixed_open = format!("<g class=\"{FIXED_LAYER}\">");
    let mut out: Vec<(bool, &str)> = Vec::new();
    let mut start = 0usize;
    let mut at = 0usize;
    for part in top_level(body) {
        let end = at + part.len();
        if part.starts_with(&fixed_open) {
            if at > start {
                out.push((false, &body[start..at]));
            }
            out.push((true, part));
            start = end;
        }
        at = end;
    }
    if body.len() > start {
        out.push((false, &body[start..]));
    }
    (&svg[..open_end], out)
}

/// The top-level elements of `body` (and the text between them), in order.
fn top_level(body: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0usize;
    let mut at = 0usize;
    while let Some(open) = body[at..].find('<') {
        let tag_start = at + open;
        let Some(len) = body[tag_start..].find('>') else {
            break;
        };
        let tag_end = tag_start + len + 1;
        let tag = &body[tag_start..tag_end];
        if depth == 0 && tag_start > start {
            parts.push(&body[start..tag_start]);
            start = tag_start;
        }
        if tag.starts_with("</") {
            depth = depth.saturating_sub(1);
        } else if !tag.ends_with("/>") && !tag.starts_with("<!") && !tag.starts_with("<?") {
            depth += 1;
        }
        if depth == 0 {
            parts.push(&body[start..tag_end]);
            start = tag_end;
        }
        at = tag_end;
    }
    if start < body.len() {
        parts.push(&body[start..]);
    }
    parts
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

/// `text` safe inside an SVG element or attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_paints_the_background_and_writes_each_code_beside_its_spot() {
        let drawing = "<svg class=\"board\" viewBox=\"-50 -40 300 200\" \
                       xmlns=\"http://www.w3.org/2000/svg\"><title>b</title></svg>";
        let codes = [SpotCode {
            x: 10,
            y: 60,
            code: "C3-C4".to_owned(),
        }];
        let picture = Picture {
            background: "#2c6a99",
            fixed: &[],
            code_size: 20,
            dot: 10,
            rings: Rings {
                node: 3,
                edge: 3,
                tile: 3,
            },
        };
        let board = picture.board(drawing, &codes, &[], "The board".to_owned());
        assert_eq!(
            board.svg,
            "<svg class=\"board\" viewBox=\"-50 -40 300 200\" \
             xmlns=\"http://www.w3.org/2000/svg\"><rect x=\"-50\" y=\"-40\" width=\"300\" \
             height=\"200\" fill=\"#2c6a99\"/><title>b</title><g class=\"spot-codes\" \
             font-size=\"20\" stroke-width=\"5\"><text x=\"10\" y=\"44\" id=\"code-C3-C4\" \
             class=\"spot-code\">C3-C4</text></g></svg>"
        );
        assert_eq!(board.alt, "The board");
    }

    #[test]
    fn the_groups_that_never_change_are_gathered_in_fixed_layers_in_drawing_order() {
        let drawing =
            "<svg viewBox=\"0 0 10 10\"><title>t</title><g class=\"land\"><g><line/></g></g>\
                       <g class=\"paths\"><line/></g><g class=\"roads\"><line/></g>\
                       <g class=\"names\"><text>A &amp; B</text></g></svg>";
        let picture = Picture {
            background: "#fff",
            fixed: &["land", "paths", "names"],
            code_size: 2,
            dot: 1,
            rings: Rings {
                node: 3,
                edge: 3,
                tile: 3,
            },
        };
        let board = picture.board(drawing, &[], &[Touched { x: 5, y: 5, r: 3 }], String::new());
        assert_eq!(
            board.svg,
            "<svg viewBox=\"0 0 10 10\"><g class=\"fixed-layer\"><rect x=\"0\" y=\"0\" width=\"10\" \
             height=\"10\" fill=\"#fff\"/><title>t</title><g class=\"land\"><g><line/></g></g>\
             <g class=\"paths\"><line/></g></g><g class=\"roads\"><line/></g>\
             <g class=\"fixed-layer\"><g class=\"names\"><text>A &amp; B</text></g></g>\
             <g class=\"last-moves\"><circle cx=\"5\" cy=\"5\" r=\"3\" class=\"last-move-casing\" \
             stroke-width=\"6\"/><circle cx=\"5\" cy=\"5\" r=\"3\" class=\"last-move\" \
             stroke-width=\"3\"/></g></svg>"
        );
    }

    #[test]
    fn codes_crowded_together_are_placed_apart_and_inside_the_frame() {
        let codes: Vec<SpotCode> = (0..6)
            .map(|i| SpotCode {
                x: 100 + i * 12,
                y: 30 + (i % 2) * 10,
                code: format!("B{i}-B{}", i + 1),
            })
            .collect();
        let frame = (0, 0, 400, 200);
        let boxes = place_codes(&codes, 20, 8, frame);
        for (i, a) in boxes.iter().enumerate() {
            assert!(a.inside(frame), "{a:?}");
            for b in &boxes[i + 1..] {
                assert_eq!(a.overlap(*b), 0, "{a:?} {b:?}");
            }
        }
    }
}
