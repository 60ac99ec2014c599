//! The board picture an email carries, as a PNG: a presentation's
//! [`MailBoard`] SVG rendered in-process with resvg, its text set in the
//! font shipped in `static/fonts` (DejaVu Sans, no system font is read),
//! then reduced to a palette of at most 256 colours so that a board weighs
//! tens of kilobytes. The letter carries the SVG; the mail worker renders
//! it when it sends the email ([`super::Mailer::compose_replying`]).

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::views::common::picture::{MailBoard, BOARD_STYLE, CODE_STYLE};

/// How wide a picture is drawn, in pixels: as wide as mail clients show
/// an image in a message, so that none of them scales it up.
pub const WIDTH: u32 = 640;

/// The Content-ID of the picture in its email (`cid:board` in the HTML).
pub const CONTENT_ID: &str = "board";

/// The font shipped with the project (see `static/fonts/LICENSE`).
const FONTS: [&[u8]; 2] = [
    include_bytes!("../../static/fonts/DejaVuSans.ttf"),
    include_bytes!("../../static/fonts/DejaVuSans-Bold.ttf"),
];

/// The family the boards' text is set in.
const FAMILY: &str = "DejaVu Sans";

/// Why a picture could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The SVG did not parse.
    #[error("the board's SVG does not parse: {0}")]
    Svg(#[from] usvg::Error),
    /// The drawing has no size.
    #[error("the board's SVG has no size")]
    Empty,
    /// The PNG could not be written.
    #[error("the picture could not be encoded: {0}")]
    Png(#[from] png::EncodingError),
}

/// The renderer's fonts: the shipped ones only, loaded once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTDB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTDB
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            for font in FONTS {
                db.load_font_data(font.to_vec());
            }
            db.set_sans_serif_family(FAMILY);
            Arc::new(db)
        })
        .clone()
}

/// The PNG of `board`, [`WIDTH`] pixels wide.
pub fn png(board: &MailBoard) -> Result<Vec<u8>, PictureError> {
    let options = usvg::Options {
        font_family: FAMILY.to_owned(),
        fontdb: fonts(),
        style_sheet: Some(rules_for(
            &board.svg,
            &format!("{BOARD_STYLE}\n{CODE_STYLE}"),
        )),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&board.svg, &options)?;
    let size = tree.size();
    let scale = WIDTH as f32 / size.width();
    let height = (size.height() * scale).ceil() as u32;
    let mut pixmap = tiny_skia::Pixmap::new(WIDTH, height).ok_or(PictureError::Empty)?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    indexed(WIDTH, height, pixmap.data())
}

/// The rules of `sheet` that may style an element of `svg`: the selectors
/// each of whose class names the drawing uses. The page's other rules, and
/// those under an at-rule (`@media`) or for hovering and focus, are left
/// out: matching every rule against every element of a map is most of the
/// time a picture takes otherwise.
fn rules_for(svg: &str, sheet: &str) -> String {
    let mut used: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let mut rest = svg;
    while let Some(at) = rest.find("class=\"") {
        rest = &rest[at + "class=\"".len()..];
        let end = rest.find('"').unwrap_or(rest.len());
        used.extend(rest[..end].split_whitespace());
        rest = &rest[end..];
    }
    let matches = |selector: &str| {
        let selector = selector.trim();
        if selector.is_empty() || selector.contains(':') || !selector.contains('.') {
            return false;
        }
        selector
            .split('.')
            .skip(1)
            .map(|c| {
                c.split(|ch: char| !(ch.is_alphanumeric() || ch == '-' || ch == '_'))
                    .next()
                    .unwrap_or("")
            })
            .all(|class| used.contains(class))
    };
    let mut out = String::new();
    let sheet = strip_comments(sheet);
    let mut text = sheet.as_str();
    while let Some(open) = text.find('{') {
        let head = text[..open].trim();
        // The block's end, nested blocks (an at-rule's) included.
        let mut depth = 0usize;
        let mut close = text.len();
        for (i, ch) in text[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        if !head.starts_with('@') {
            let kept: Vec<&str> = head
                .split(',')
                .filter(|s| matches(s))
                .map(str::trim)
                .collect();
            if !kept.is_empty() {
                out.push_str(&kept.join(", "));
                out.push_str(&text[open..=close.min(text.len() - 1)]);
                out.push('\n');
            }
        }
        text = text.get(close + 1..).unwrap_or("");
    }
    out
}

/// `sheet` without its comments.
fn strip_comments(sheet: &str) -> String {
    let mut out = String::with_capacity(sheet.len());
    let mut rest = sheet;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find("*/")
            .map_or("", |end| &rest[start + end + 2..]);
    }
    out.push_str(rest);
    out
}

/// An opaque RGBA image as an indexed PNG: the 256 colours it uses most
/// (a board is flat colours, their edges smoothed), every other colour
/// drawn as the nearest of them.
fn indexed(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, PictureError> {
    let rgb = |px: &[u8]| u32::from_be_bytes([0, px[0], px[1], px[2]]);
    // A row runs in one colour for long stretches: each run is counted
    // and looked up once.
    let mut counts: HashMap<u32, u32> = HashMap::new();
    let mut run = (u32::MAX, 0u32);
    for px in rgba.chunks_exact(4) {
        let c = rgb(px);
        if c == run.0 {
            run.1 += 1;
        } else {
            if run.1 > 0 {
                *counts.entry(run.0).or_default() += run.1;
            }
            run = (c, 1);
        }
    }
    if run.1 > 0 {
        *counts.entry(run.0).or_default() += run.1;
    }
    let mut by_use: Vec<(u32, u32)> = counts.into_iter().collect();
    by_use.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<u32> = by_use.iter().take(256).map(|(c, _)| *c).collect();
    let mut index: HashMap<u32, u8> = palette
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, i as u8))
        .collect();
    let channels = |c: u32| {
        let [_, r, g, b] = c.to_be_bytes();
        [i32::from(r), i32::from(g), i32::from(b)]
    };
    let nearest = |c: u32| -> u8 {
        let [r, g, b] = channels(c);
        let mut best = (i32::MAX, 0u8);
        for (i, p) in palette.iter().enumerate() {
            let [pr, pg, pb] = channels(*p);
            // Weighted as the eye weighs the channels.
            let d = 3 * (r - pr).pow(2) + 4 * (g - pg).pow(2) + 2 * (b - pb).pow(2);
            if d < best.0 {
                best = (d, i as u8);
            }
        }
        best.1
    };
    let mut last = (u32::MAX, 0u8);
    let pixels: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|px| {
            let c = rgb(px);
            if c != last.0 {
                last = (c, *index.entry(c).or_insert_with(|| nearest(c)));
            }
            last.1
        })
        .collect();
    let mut out = Vec::with_capacity(pixels.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(
        palette
            .iter()
            .flat_map(|c| {
                let [_, r, g, b] = c.to_be_bytes();
                [r, g, b]
            })
            .collect::<Vec<u8>>(),
    );
    encoder.set_compression(png::Compression::Balanced);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&pixels)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_renderer_is_given_the_rules_that_may_style_the_drawing() {
        let svg = "<svg><g class=\"hex t-hills\"><polygon/></g></svg>";
        let sheet = "/* The board. */\nbody { margin: 0; }\n.hex polygon { stroke: #fff; }\n\
                     .t-hills polygon, .t-forest polygon { fill: #c9673a; }\n\
                     .spot:hover .ring { stroke: #00f; }\n\
                     @media (min-width: 640px) { .hex { fill: red; } }\n.t-hills .gl { x: 1; }";
        assert_eq!(
            rules_for(svg, sheet),
            ".hex polygon{ stroke: #fff; }\n.t-hills polygon{ fill: #c9673a; }\n"
        );
    }

    #[test]
    fn a_drawing_becomes_an_indexed_png_as_wide_as_mail_clients_show_it() {
        let board = MailBoard {
            svg: "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">\
                  <rect width=\"200\" height=\"100\" class=\"t-hills\"/>\
                  <text x=\"100\" y=\"60\" class=\"num\">Ulm 8</text></svg>"
                .to_owned(),
            alt: "A board".to_owned(),
        };
        let bytes = png(&board).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
        let reader = decoder.read_info().unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height), (WIDTH, WIDTH / 2));
        assert_eq!(info.color_type, png::ColorType::Indexed);
        assert!(bytes.len() < 150_000);
    }
}
