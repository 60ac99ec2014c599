//! The board picture an email carries, as a PNG: a presentation's
//! [`MailBoard`] SVG rendered in-process with resvg, its text set in the
//! font shipped in `static/fonts` (DejaVu Sans for Latin, Greek, Cyrillic
//! and a few more scripts, no system font is read; a character it lacks is
//! drawn as `?` and logged once), then reduced to a palette of at most 256
//! colours so that a board weighs tens of kilobytes. The letter carries the
//! SVG; the mail worker renders it when it sends the email
//! ([`super::Mailer::compose_replying`]).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::views::common::picture::{font_draws, layers, MailBoard, BOARD_STYLE, CODE_STYLE};

/// How wide a picture is drawn, in pixels: as wide as mail clients show
/// an image in a message, so that none of them scales it up.
pub const WIDTH: u32 = 640;

/// How wide a close-up of the board is drawn, in pixels: about as wide as
/// a phone shows an email's image, so that its names read there at the
/// size the close-up was framed for.
pub const PART_WIDTH: u32 = 400;

/// The Content-ID of the picture in its email (`cid:board` in the HTML).
pub const CONTENT_ID: &str = "board";

/// The Content-ID of the close-up at `index` (from 0) in its email.
pub fn part_id(index: usize) -> String {
    format!("{CONTENT_ID}-part{}", index + 1)
}

/// The font shipped with the project (see `static/fonts/LICENSE`): both
/// faces hold the characters [`FONT_DRAWS`](crate::views::common::picture::FONT_DRAWS) lists.
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

/// The PNG of `board`, [`WIDTH`] pixels wide (its close-ups are left out:
/// see [`part_png`]).
pub fn png(board: &MailBoard) -> Result<Vec<u8>, PictureError> {
    png_at(&board.svg, WIDTH)
}

/// The PNG of a close-up of a board (one of a [`MailBoard`]'s parts),
/// [`PART_WIDTH`] pixels wide.
pub fn part_png(part: &MailBoard) -> Result<Vec<u8>, PictureError> {
    png_at(&part.svg, PART_WIDTH)
}

fn png_at(svg: &str, width: u32) -> Result<Vec<u8>, PictureError> {
    let pixmap = draw(svg, width)?;
    indexed(pixmap.width(), pixmap.height(), pixmap.data())
}

/// The pixels of `svg`, `width` wide, on white: layer by layer, each
/// [`FIXED_LAYER`](crate::views::common::picture::FIXED_LAYER) group taken from the layers drawn before (it never
/// changes within a game) and the rest drawn anew over and under them.
fn draw(svg: &str, width: u32) -> Result<tiny_skia::Pixmap, PictureError> {
    let (head, parts) = layers(svg);
    let mut canvas: Option<tiny_skia::Pixmap> = None;
    for (fixed, part) in parts {
        let doc = format!("{head}{part}</svg>");
        if fixed {
            let layer = fixed_layer(&doc, width)?;
            let canvas = match &mut canvas {
                Some(c) => c,
                None => canvas.insert(blank(layer.width(), layer.height())?),
            };
            over(canvas, &layer);
        } else {
            let tree = tree(&doc)?;
            let (width, height, scale) = frame(&tree, width);
            let canvas = match &mut canvas {
                Some(c) => c,
                None => canvas.insert(blank(width, height)?),
            };
            resvg::render(
                &tree,
                tiny_skia::Transform::from_scale(scale, scale),
                &mut canvas.as_mut(),
            );
        }
    }
    match canvas {
        Some(c) => Ok(c),
        // A drawing with nothing in it still has a size.
        None => {
            let tree = tree(svg)?;
            let (width, height, _) = frame(&tree, width);
            blank(width, height)
        }
    }
}

/// Draws `layer` over `canvas`, both premultiplied RGBA of one size (as
/// every layer of a picture is): where the layer is opaque its pixels
/// replace the canvas's, where it is clear the canvas stays as it is, and
/// its smoothed edges are blended. A layer of another size is drawn with
/// the renderer's own compositing, which is several times slower.
fn over(canvas: &mut tiny_skia::Pixmap, layer: &tiny_skia::Pixmap) {
    if (canvas.width(), canvas.height()) != (layer.width(), layer.height()) {
        canvas.draw_pixmap(
            0,
            0,
            layer.as_ref(),
            &tiny_skia::PixmapPaint::default(),
            tiny_skia::Transform::identity(),
            None,
        );
        return;
    }
    let pixels = canvas
        .data_mut()
        .chunks_exact_mut(4)
        .zip(layer.data().chunks_exact(4));
    for (under, above) in pixels {
        match above[3] {
            0 => {}
            255 => under.copy_from_slice(above),
            alpha => {
                let keep = 255 - u16::from(alpha);
                for (u, a) in under.iter_mut().zip(above) {
                    // u * keep / 255, rounded.
                    let x = u16::from(*u) * keep + 128;
                    *u = a.saturating_add(((x + (x >> 8)) >> 8) as u8);
                }
            }
        }
    }
}

/// A white canvas.
fn blank(width: u32, height: u32) -> Result<tiny_skia::Pixmap, PictureError> {
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Empty)?;
    pixmap.fill(tiny_skia::Color::WHITE);
    Ok(pixmap)
}

/// The tree of an SVG document, styled by the boards' stylesheet.
fn tree(doc: &str) -> Result<usvg::Tree, PictureError> {
    let options = usvg::Options {
        font_family: FAMILY.to_owned(),
        fontdb: fonts(),
        style_sheet: Some(rules_for(doc, &format!("{BOARD_STYLE}\n{CODE_STYLE}"))),
        ..usvg::Options::default()
    };
    Ok(usvg::Tree::from_str(&drawable(doc), &options)?)
}

/// `doc` with each character of its texts that the font cannot draw
/// written as `?` (the renderer would leave a blank, and log a line for
/// each glyph each time it draws it), each such text logged once. Names
/// reach a picture only as the seats' letters, which the presentation
/// already chose among what the font draws
/// ([`picture_marks`](crate::views::picture_marks)).
fn drawable(doc: &str) -> Cow<'_, str> {
    let mut out = String::new();
    let mut copied = 0;
    let mut in_text = 0usize;
    let mut at = 0;
    while let Some(open) = doc[at..].find('<').map(|i| at + i) {
        let text = &doc[at..open];
        if in_text > 0 && !font_draws(text) {
            let missing: String = text
                .chars()
                .filter(|c| !c.is_whitespace() && !font_draws(c.encode_utf8(&mut [0; 4])))
                .collect();
            if !missing.is_empty() {
                log_missing_once(&missing);
                out.push_str(&doc[copied..at]);
                out.extend(
                    text.chars()
                        .map(|c| if missing.contains(c) { '?' } else { c }),
                );
                copied = open;
            }
        }
        let close = doc[open..].find('>').map_or(doc.len(), |i| open + i + 1);
        let tag = &doc[open..close];
        let named_text = |prefix: &str| {
            tag.strip_prefix(prefix)
                .and_then(|rest| rest.chars().next())
                .is_some_and(|c| c == '>' || c == '/' || c.is_whitespace())
        };
        if named_text("</text") {
            in_text = in_text.saturating_sub(1);
        } else if named_text("<text") && !tag.ends_with("/>") {
            in_text += 1;
        }
        at = close;
    }
    if copied == 0 {
        Cow::Borrowed(doc)
    } else {
        out.push_str(&doc[copied..]);
        Cow::Owned(out)
    }
}

/// How many texts with characters the font lacks are logged: each once,
/// the first so many of them (a game has a few; past these, none is).
const LOGGED_TEXTS: usize = 256;

/// Logs that the font lacks the characters `missing` (those of one text),
/// once for each such set of characters.
fn log_missing_once(missing: &str) {
    static LOGGED: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    let mut logged = LOGGED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if logged.len() < LOGGED_TEXTS && logged.insert(missing.to_owned()) {
        let points: Vec<String> = missing
            .chars()
            .map(|c| format!("U+{:04X}", u32::from(c)))
            .collect();
        tracing::warn!(
            font = FAMILY,
            missing,
            code_points = %points.join(" "),
            "the board picture's font has no glyph for these characters: they are drawn as '?' \
             (logged once)"
        );
    }
}

/// The picture's width and height for `tree` drawn `width` wide, and the
/// scale it is drawn at.
fn frame(tree: &usvg::Tree, width: u32) -> (u32, u32, f32) {
    let size = tree.size();
    let scale = width as f32 / size.width();
    (width, (size.height() * scale).ceil() as u32, scale)
}

/// How many fixed layers are kept drawn: a few games' maps at a time, and
/// the close-ups of one pick step (at most nine).
const KEPT_LAYERS: usize = 16;

/// The fixed layer `doc` drawn `width` wide on a transparent canvas: drawn
/// once, then kept (the most recently used [`KEPT_LAYERS`]) and found again
/// by its text and width.
fn fixed_layer(doc: &str, width: u32) -> Result<Arc<tiny_skia::Pixmap>, PictureError> {
    type Kept = Mutex<Vec<((String, u32), Arc<tiny_skia::Pixmap>)>>;
    static KEPT: OnceLock<Kept> = OnceLock::new();
    let kept = KEPT.get_or_init(Kept::default);
    {
        let mut kept = kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(at) = kept
            .iter()
            .position(|((text, w), _)| *w == width && text == doc)
        {
            let entry = kept.remove(at);
            let layer = Arc::clone(&entry.1);
            kept.insert(0, entry);
            return Ok(layer);
        }
    }
    let tree = tree(doc)?;
    let (width, height, scale) = frame(&tree, width);
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Empty)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let layer = Arc::new(pixmap);
    let mut kept = kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    kept.insert(0, ((doc.to_owned(), width), Arc::clone(&layer)));
    kept.truncate(KEPT_LAYERS);
    Ok(layer)
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

/// How hard the PNG's data is compressed (zlib's levels, 1 to 9). A
/// Baden-Württemberg map in mid-game: 118.0 KB in 18 ms at zlib's usual 6,
/// 119.5 KB in 9 ms at 4, 124 KB in 7.5 ms at 2.
const DEFLATE_LEVEL: u8 = 4;

/// An opaque RGBA image as an indexed PNG: the 256 colours it uses most
/// (a board is flat colours, their edges smoothed), every other colour
/// drawn as the nearest of them.
fn indexed(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, PictureError> {
    let rgb = |px: &[u8]| u32::from_be_bytes([0, px[0], px[1], px[2]]);
    // A row runs in one colour for long stretches: each run is counted
    // and looked up once.
    let mut counts: HashMap<u32, u32, ByColour> = HashMap::default();
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
    let mut index: HashMap<u32, u8, ByColour> = palette
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, i as u8))
        .collect();
    // The palette by channel, as far from any colour as can be where it
    // has fewer than 256: the distances to all of it are reckoned at once.
    let (mut reds, mut greens, mut blues) = ([10_000i32; 256], [10_000i32; 256], [10_000i32; 256]);
    for (i, c) in palette.iter().enumerate() {
        let [_, r, g, b] = c.to_be_bytes();
        reds[i] = i32::from(r);
        greens[i] = i32::from(g);
        blues[i] = i32::from(b);
    }
    let nearest = |c: u32| -> u8 {
        let [_, r, g, b] = c.to_be_bytes();
        let (r, g, b) = (i32::from(r), i32::from(g), i32::from(b));
        let mut best = u64::MAX;
        let each = reds.iter().zip(&greens).zip(&blues).enumerate();
        for (i, ((pr, pg), pb)) in each {
            let (dr, dg, db) = (r - pr, g - pg, b - pb);
            // Weighted as the eye weighs the channels; the first of the
            // nearest on a tie.
            let d = (3 * dr * dr + 4 * dg * dg + 2 * db * db) as u64;
            best = best.min((d << 8) | i as u64);
        }
        (best & 0xff) as u8
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
    encoder.set_deflate_compression(png::DeflateCompression::Level(DEFLATE_LEVEL));
    // An index is no number that its neighbour predicts: unfiltered rows
    // compress a fifth smaller than adaptively filtered ones.
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&pixels)?;
    writer.finish()?;
    Ok(out)
}

/// Hashes a picture's colours for its palette's maps: one multiplication
/// and a fold, against the standard library's hasher built to withstand
/// keys chosen to collide (a renderer's colours are not chosen).
#[derive(Debug, Default, Clone, Copy)]
struct ByColour;

impl std::hash::BuildHasher for ByColour {
    type Hasher = ColourHasher;
    fn build_hasher(&self) -> ColourHasher {
        ColourHasher(0)
    }
}

/// The hasher of [`ByColour`].
#[derive(Debug)]
struct ColourHasher(u64);

impl std::hash::Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u32(u32::from(*b) ^ (self.0 as u32));
        }
    }

    fn write_u32(&mut self, n: u32) {
        let h = (u64::from(n) ^ self.0).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 29);
    }
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

    /// The boxes of the spot codes as the renderer lays them out (their
    /// casing included), in pixels of the picture, and the picture's size.
    fn code_boxes(svg: &str) -> (Vec<(String, tiny_skia::Rect)>, (f32, f32)) {
        let (head, _) = layers(svg);
        let codes = svg
            .find("<g class=\"spot-codes\"")
            .map_or("", |at| &svg[at..svg.rfind("</svg>").unwrap_or(svg.len())]);
        let tree = tree(&format!("{head}{codes}</svg>")).unwrap();
        fn walk(group: &usvg::Group, out: &mut Vec<(String, tiny_skia::Rect)>) {
            for node in group.children() {
                match node {
                    usvg::Node::Group(g) => walk(g, out),
                    usvg::Node::Text(t) if t.id().starts_with("code-") => {
                        out.push((
                            t.id()["code-".len()..].to_owned(),
                            t.abs_stroke_bounding_box(),
                        ));
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(tree.root(), &mut out);
        (out, (tree.size().width(), tree.size().height()))
    }

    #[test]
    fn no_code_on_the_map_overlaps_another_or_leaves_the_picture() {
        use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
        use crate::rules::{AnyEvent, AnyState, Ruleset};
        use crate::simulate::{self, Checks};
        use crate::views::common::words::Names;
        let names = Names(vec![
            "Anna".into(),
            "Bert".into(),
            "Cleo".into(),
            "Dan".into(),
        ]);
        let mut sets = 0;
        let mut seen = std::collections::HashSet::new();
        for (seed, players) in [(1, 3), (2, 4), (3, 4), (7, 4)] {
            let events = simulate::play::<BadenWuerttemberg>(seed, players, Checks::None)
                .unwrap()
                .events;
            let mut state = AnyState::new(Ruleset::BadenWuerttemberg).unwrap();
            for e in &events {
                state.evolve(&AnyEvent::BadenWuerttemberg(e.clone()));
                for seat in state.waiting_for() {
                    // The codes follow from the seat's choices alone.
                    if !seen.insert(format!("{seat:?} {:?}", state.legal_commands(seat))) {
                        continue;
                    }
                    let board = crate::views::present::mail_board_for(
                        crate::lang::Lang::En,
                        &state,
                        seat,
                        &[],
                        &names,
                    );
                    let (boxes, (width, height)) = code_boxes(&board.svg);
                    if boxes.is_empty() {
                        continue;
                    }
                    sets += 1;
                    for (i, (code, a)) in boxes.iter().enumerate() {
                        assert!(
                            a.left() >= 0.0
                                && a.top() >= 0.0
                                && a.right() <= width
                                && a.bottom() <= height,
                            "{code} leaves the picture: {a:?}"
                        );
                        for (other, b) in &boxes[i + 1..] {
                            let apart = a.right() <= b.left()
                                || b.right() <= a.left()
                                || a.bottom() <= b.top()
                                || b.bottom() <= a.top();
                            assert!(apart, "{code} {a:?} overlaps {other} {b:?}");
                        }
                    }
                }
            }
        }
        assert!(sets > 100, "{sets} choice sets");
    }

    /// The texts of `tree` as the renderer laid them out, each with the
    /// characters it found no glyph for.
    fn blanks(tree: &usvg::Tree) -> Vec<(String, String)> {
        fn walk(group: &usvg::Group, out: &mut Vec<(String, String)>) {
            for node in group.children() {
                match node {
                    usvg::Node::Group(g) => walk(g, out),
                    usvg::Node::Text(t) => {
                        let text: String = t.chunks().iter().map(usvg::TextChunk::text).collect();
                        let glyphs: Vec<_> = t
                            .layouted()
                            .iter()
                            .flat_map(|span| &span.positioned_glyphs)
                            .collect();
                        let mut missing: String = glyphs
                            .iter()
                            .filter(|g| g.id.0 == 0)
                            .map(|g| g.text.as_str())
                            .collect();
                        if glyphs.is_empty() {
                            missing.clone_from(&text);
                        }
                        out.push((text, missing));
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(tree.root(), &mut out);
        out
    }

    #[test]
    fn every_character_the_presentation_counts_on_has_a_glyph_in_both_faces() {
        use crate::views::common::picture::FONT_DRAWS;
        use std::fmt::Write as _;
        let mut doc =
            String::from("<svg viewBox=\"0 0 100 100\" xmlns=\"http://www.w3.org/2000/svg\">");
        let mut chars = 0;
        for (first, last) in FONT_DRAWS {
            for c in (first..=last).filter(|c| !c.is_whitespace()) {
                let c = match c {
                    '<' => "&lt;".to_owned(),
                    '&' => "&amp;".to_owned(),
                    c => c.to_string(),
                };
                for weight in [400, 700] {
                    let _ = write!(
                        doc,
                        "<text x=\"50\" y=\"50\" font-weight=\"{weight}\">{c}</text>"
                    );
                    chars += 1;
                }
            }
        }
        doc.push_str("</svg>");
        let options = usvg::Options {
            font_family: FAMILY.to_owned(),
            fontdb: fonts(),
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(&doc, &options).unwrap();
        let texts = blanks(&tree);
        // Only the characters meant to draw nothing (the soft hyphen, the
        // grapheme joiner) leave no text to draw.
        let laid: HashSet<&str> = texts.iter().map(|(t, _)| t.as_str()).collect();
        let dropped: Vec<char> = FONT_DRAWS
            .iter()
            .flat_map(|(first, last)| *first..=*last)
            .filter(|c| !c.is_whitespace() && !laid.contains(c.to_string().as_str()))
            .collect();
        assert_eq!(dropped, ['\u{AD}', '\u{34F}']);
        assert_eq!(texts.len(), chars - 2 * dropped.len());
        let lacking: Vec<String> = texts
            .into_iter()
            .filter(|(_, missing)| !missing.is_empty())
            .map(|(text, _)| format!("{text} U+{:04X}", text.chars().next().map_or(0, u32::from)))
            .collect();
        assert!(lacking.is_empty(), "no glyph for {lacking:?}");
    }

    /// The letter each seat's pieces carry on `svg`, by seat (from the
    /// piece's colour class `l-pN`).
    fn piece_letters(svg: &str) -> std::collections::BTreeMap<usize, HashSet<String>> {
        let mut letters = std::collections::BTreeMap::<usize, HashSet<String>>::new();
        for piece in svg.split("class=\"letter l-p").skip(1) {
            let seat: usize = piece[..piece.find('"').unwrap()].parse().unwrap();
            let letter = &piece[piece.find('>').unwrap() + 1..piece.find("</text>").unwrap()];
            letters.entry(seat).or_default().insert(letter.to_owned());
        }
        letters
    }

    #[test]
    fn each_seats_pieces_carry_a_letter_the_picture_draws_whatever_the_script_of_its_name() {
        use crate::rules::{AnyEvent, AnyState, Ruleset, Seat};
        use crate::simulate::{self, Checks};
        use crate::views::common::words::Names;
        let names = |list: &[&str]| Names(list.iter().map(|n| (*n).to_owned()).collect());
        let classic = names(&["Łukasz", "Šárka", "Аня", "Ωmega", "王芳"]);
        let events = simulate::play_classic(3, 5, Checks::None).unwrap().events;
        let classic_game = AnyState::fold(
            Ruleset::Classic,
            &events
                .into_iter()
                .map(AnyEvent::Classic)
                .collect::<Vec<_>>(),
        )
        .unwrap();
        let bw = names(&["王芳", "Ωmega", "Šárka", "Аня"]);
        let events = simulate::play::<crate::rules::baden_wuerttemberg::BadenWuerttemberg>(
            3,
            4,
            Checks::None,
        )
        .unwrap()
        .events;
        let bw_game = AnyState::fold(
            Ruleset::BadenWuerttemberg,
            &events
                .into_iter()
                .map(AnyEvent::BadenWuerttemberg)
                .collect::<Vec<_>>(),
        )
        .unwrap();
        for (game, names) in [(classic_game, classic), (bw_game, bw)] {
            let board = crate::views::present::mail_board_for(
                crate::lang::Lang::En,
                &game,
                Seat(0),
                &[],
                &names,
            );
            let letters = piece_letters(&board.svg);
            assert_eq!(
                letters.len(),
                names.0.len(),
                "a piece of every seat: {letters:?}"
            );
            let mut seen = HashSet::new();
            for (seat, drawn) in &letters {
                assert_eq!(drawn.len(), 1, "one letter for seat {seat}: {drawn:?}");
                let letter = drawn.iter().next().unwrap();
                assert!(seen.insert(letter.clone()), "{letter} twice: {letters:?}");
                let name = &names.0[*seat];
                let initial: String = name.chars().next().unwrap().to_uppercase().collect();
                // A letter in the scripts the font holds, else the seat's number.
                let expected = if name.starts_with('王') {
                    (seat + 1).to_string()
                } else {
                    initial
                };
                assert_eq!(letter, &expected, "{name}");
            }
            // Every text on the picture, the letters with them, has its glyphs.
            let tree = tree(&board.svg).unwrap();
            let lacking: Vec<(String, String)> = blanks(&tree)
                .into_iter()
                .filter(|(_, m)| !m.is_empty())
                .collect();
            assert!(lacking.is_empty(), "drawn blank: {lacking:?}");
            png(&board).unwrap();
        }
    }

    /// What a subscriber writes, kept.
    #[derive(Clone, Default)]
    struct Logs(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Logs {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_text_the_font_lacks_is_drawn_with_marks_and_logged_once_however_often_it_is_drawn() {
        use tracing_subscriber::util::SubscriberInitExt as _;
        // Characters no other test draws: what is logged once is not again.
        let svg = "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">\
                   <text x=\"100\" y=\"60\" class=\"letter\">芳王 Ann</text></svg>";
        let logs = Logs::default();
        let writer = logs.clone();
        // Installed this way, the renderer's own `log` lines are caught too.
        let guard = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish()
            .set_default();
        for _ in 0..3 {
            png_at(svg, 200).unwrap();
        }
        let tree = tree(svg).unwrap();
        drop(guard);
        let text = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
        let lines: Vec<&str> = text.lines().filter(|l| l.contains("WARN")).collect();
        assert_eq!(lines.len(), 1, "{text}");
        assert!(
            lines[0].contains("U+82B3 U+738B") && lines[0].contains(FAMILY),
            "{text}"
        );
        assert_eq!(blanks(&tree), [("?? Ann".to_owned(), String::new())]);
    }

    #[test]
    fn a_drawing_becomes_an_indexed_png_as_wide_as_mail_clients_show_it() {
        let board = MailBoard {
            svg: "<svg viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">\
                  <rect width=\"200\" height=\"100\" class=\"t-hills\"/>\
                  <text x=\"100\" y=\"60\" class=\"num\">Ulm 8</text></svg>"
                .to_owned(),
            alt: "A board".to_owned(),
            parts: Vec::new(),
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
