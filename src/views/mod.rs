//! Page views: one askama struct per page, built from a per-viewer `View`
//! (never a `State`, STYLE.md principle 3), player names and redacted events.
//!
//! Owns what each page shows and in which words. It must not load, decide or
//! write anything: handlers in `web` fetch, these build, templates render.
//!
//! Layers, read downward: [`common`] at the bottom holds what the rulesets'
//! presentations and the pages share (every page's frame and the error page,
//! the record's links, look-back banner and rewind panel, the notices as
//! data, player names and words, the seat marks, the news box, a posted
//! form's fields); each ruleset's folder ([`classic`],
//! [`baden_wuerttemberg`], and the scenarios [`frenemies`] and
//! [`oil_springs`], which plug into classic's hook as their rules plug into
//! classic's rules) implements the contract ([`contract::Present`]) and
//! imports no other ruleset's folder; the dispatcher ([`present`]) sits above
//! them and picks a game's presentation. Classic's modules keep classic's
//! names (`views::classic::play`, `views::classic::board_svg`).
//! `.ci/layers` checks these lines.
//!
//! # Adding a ruleset's presentation
//!
//! 1. Register the ruleset's rules: one line in the list of
//!    `crate::rules::dispatch::for_each_ruleset!`. From then on nothing
//!    compiles until step 3 is done: the dispatch in [`present`] is expanded
//!    from the same list and has no fallback.
//! 2. Make its folder, `src/views/<ruleset>/`, with its templates in
//!    `templates/<ruleset>/`, and add a line for it to `.ci/layers`; import
//!    from [`common`], [`contract`] and the shared modules here, never from
//!    another ruleset's folder or the dispatcher.
//! 3. Implement [`contract::Present`] on the ruleset's rules type in
//!    `src/views/<ruleset>/present.rs` (Baden-Württemberg's is the example of
//!    a ruleset of its own): its name on the front page, its events in
//!    words, its board, its forms read into commands, the "what to do now"
//!    line, the notices of a command, the public board and points, and its
//!    two pages: the seat page and the read-only page (the public page, or
//!    the board at `?at=` when [`contract::PageInput::past`] is set), each
//!    an askama template wrapped in [`contract::Page`]. The handlers build
//!    one [`contract::PageInput`] for any ruleset and never look inside the
//!    page. The compiler lists what is missing.
//!    Before writing a piece, look in [`common`] for the shared one: the
//!    players' table (`common::players`, the ruleset adds its own columns),
//!    the events every Catan ruleset has (`common::events`: write
//!    `shared_events!` for the ruleset's `Event` and its rolls, production,
//!    steals and table moves are told for it), the board's picks and spots
//!    (`common::board::board_picks!`), the hands, the table's forms and
//!    confirm steps (`common::page`), the news box, the email picture's
//!    labels and marks (`common::picture`), what every page shows alike
//!    (`common::public`) and the seat page's skeleton (`common::seat`: the
//!    page embeds a `SeatFrame` built by `SeatFrame::new`, and its template
//!    extends `templates/seat.html`, filling its blocks with the board and
//!    the panels). The ruleset writes only what it has of its own.
//! 4. For a scenario on the classic game, implement instead classic's hook,
//!    `classic::scenario::ScenarioPresent`, in
//!    `src/views/<scenario>/present.rs` (Oil Springs' is the example): the
//!    classic presentation draws the rest and asks the hook for what the
//!    scenario adds to each page (its panels and forms, its board marks,
//!    its lines on the building-cost card); what the hook leaves out adds
//!    nothing, as for the base game.
//! 5. Run `cargo test`: the pages, the emails' snapshots and the browser
//!    tests of every ruleset show what it looks like.

pub mod assets;
pub mod baden_wuerttemberg;
pub mod classic;
pub mod common;
pub mod contract;
pub mod frenemies;
pub mod generic;
pub mod history;
pub mod home;
pub mod host;
pub mod mailbox;
pub mod notify;
pub mod oil_springs;
pub mod present;
pub mod seat_settings;
pub mod talk;
pub mod time;

use crate::rules::common::{Resource, Resources};
use crate::rules::Seat;
use common::mark::Mark;
use common::words::Names;
use std::time::SystemTime;

/// A number with its indefinite article, as it is read aloud: "an 8",
/// "an 11", "an 18", "an 80", "a 5", "a 12".
pub fn a_number(n: impl Into<u64>) -> String {
    let n = n.into();
    // The article follows the first word spoken: "eight", "eleven",
    // "eighteen", "eighty", "eight hundred" begin with a vowel sound, and
    // so do "eleven thousand" and the like.
    let mut lead = n;
    while lead >= 1000 {
        lead /= 1000;
    }
    let vowel = matches!(lead, 8 | 11 | 18 | 80..=89 | 800..=899);
    format!("{} {n}", if vowel { "an" } else { "a" })
}

/// A count of one resource, for hands and the bank: its wire id (form
/// fields, CSS classes) and the resource, worded by the page's language.
#[derive(Debug, Clone)]
pub struct Count {
    pub name: &'static str,
    pub resource: Resource,
    pub n: u8,
}

/// Counts of each resource, in the canonical order.
pub fn counts(r: &Resources) -> Vec<Count> {
    Resource::ALL
        .iter()
        .map(|res| Count {
            name: res.name(),
            resource: *res,
            n: r.get(*res),
        })
        .collect()
}

/// The seat colours of `static/style.css` (`p0` to `p5`): one for each
/// seat of a six-player game, each with a letter colour of WCAG AA contrast.
pub const COLOURS: usize = 6;

/// Every seat's colour class and letter: the name's initial, or the seat
/// number where two names share an initial (or an initial reads as another
/// seat's number).
pub fn marks(names: &Names, seats: usize) -> Vec<Mark> {
    marks_drawn(names, seats, |_| true)
}

/// Every seat's mark as the board picture of an email draws it: as on the
/// pages, but with the seat's number where the picture's font cannot draw
/// the name's initial (a Chinese name, say; the pages draw it with the
/// browser's fonts).
pub fn picture_marks(names: &Names, seats: usize) -> Vec<Mark> {
    marks_drawn(names, seats, common::picture::font_draws)
}

/// Every seat's mark, with an initial only where `draws` says the letter
/// can be drawn.
fn marks_drawn(names: &Names, seats: usize, draws: impl Fn(&str) -> bool) -> Vec<Mark> {
    let initials: Vec<String> = (0..seats)
        .map(|i| {
            names
                .of(Seat(i as u8))
                .chars()
                .next()
                .map(|c| c.to_uppercase().to_string())
                .filter(|letter| draws(letter))
                .unwrap_or_default()
        })
        .collect();
    let mut letters: Vec<Option<&str>> = initials
        .iter()
        .enumerate()
        .map(|(i, mine)| {
            let shared = initials
                .iter()
                .enumerate()
                .any(|(j, o)| j != i && o == mine);
            (!mine.is_empty() && !shared).then_some(mine.as_str())
        })
        .collect();
    // An initial that reads as the number another seat is drawn with (a
    // name that begins with a digit) gives way to its own number too.
    while let Some(i) = letters.iter().position(|letter| {
        letter.is_some_and(|l| {
            letters
                .iter()
                .enumerate()
                .any(|(j, other)| other.is_none() && l == (j + 1).to_string())
        })
    }) {
        letters[i] = None;
    }
    letters
        .into_iter()
        .enumerate()
        .map(|(i, letter)| Mark {
            class: format!("p{}", i.min(COLOURS - 1)),
            letter: letter.map_or_else(|| (i + 1).to_string(), str::to_owned),
        })
        .collect()
}

/// A moment as "2026-05-01 14:03 UTC (3 h ago)".
pub fn when(t: SystemTime, now: SystemTime) -> String {
    when_said(crate::lang::Lang::En, t, now)
}

/// [`when`] in `lang`: "01.05.2026, 14:03 UTC (vor 3 Std. 0 Min.)".
pub fn when_said(lang: crate::lang::Lang, t: SystemTime, now: SystemTime) -> String {
    when_in(lang, t, now, &crate::history::quiet::LocalZone::UTC)
}

/// [`when_said`] on `zone`'s clock: "2026-05-01 16:03 CEST (3 h ago)".
pub fn when_in(
    lang: crate::lang::Lang,
    t: SystemTime,
    now: SystemTime,
    zone: &crate::history::quiet::LocalZone,
) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let ago = now.duration_since(t).map_or(0, |d| d.as_secs());
    let (unit, n, m) = match ago {
        0..60 => ("now", 0, 0),
        60..3600 => ("min", ago / 60, 0),
        3600..86_400 => ("hours", ago / 3600, ago % 3600 / 60),
        _ => ("days", ago / 86_400, 0),
    };
    let date = match zone {
        crate::history::quiet::LocalZone::Named(_) => time::date_in(lang, t, zone),
        crate::history::quiet::LocalZone::Offset(_) => time::date_said(lang, secs),
    };
    lang.say(crate::lang::time::Time::Ago { date, unit, n, m })
}

/// "House readings" (shared/rules/clarifications.md) worth a note where a
/// player might expect otherwise, each in the reader's language.
pub mod house {
    use crate::lang::play::Play;
    use crate::lang::Lang;

    /// Seat order.
    pub fn seat_order(lang: Lang) -> String {
        lang.say(Play::HouseSeatOrder)
    }
    /// Asynchronous domestic trade.
    pub fn trade(lang: Lang) -> String {
        lang.say(Play::HouseTrade)
    }
    /// When victory counts.
    pub fn victory(lang: Lang) -> String {
        lang.say(Play::HouseVictory)
    }
    /// Bank shortage.
    pub fn bank(lang: Lang) -> String {
        lang.say(Play::HouseBank)
    }
    /// Year of Plenty with a short bank.
    pub fn plenty(lang: Lang) -> String {
        lang.say(Play::HousePlenty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_house_readings_read_in_the_reader_s_language() {
        use crate::lang::Lang;
        assert_eq!(
            house::seat_order(Lang::En),
            "House reading: the server drew the turn order at random when the game was created."
        );
        assert_eq!(
            house::plenty(Lang::En),
            "House reading: when the bank is short, Year of Plenty gives what is there."
        );
        for note in [
            house::seat_order,
            house::trade,
            house::victory,
            house::bank,
            house::plenty,
        ] {
            assert!(note(Lang::En).starts_with("House reading"));
            assert!(
                note(Lang::De).starts_with("Regelauslegung"),
                "{}",
                note(Lang::De)
            );
        }
        assert!(house::bank(Lang::De).contains("Bank"));
    }

    #[test]
    fn a_number_takes_the_article_it_is_read_with() {
        for (n, words) in [
            (8, "an 8"),
            (11, "an 11"),
            (18, "an 18"),
            (83, "an 83"),
            (800, "an 800"),
            (11_000, "an 11000"),
            (2, "a 2"),
            (5, "a 5"),
            (10, "a 10"),
            (12, "a 12"),
            (1_000, "a 1000"),
        ] {
            assert_eq!(a_number(n as u64), words);
        }
    }
    use std::time::Duration;

    /// The relative luminance of a `#rrggbb` colour (WCAG 2.1).
    fn luminance(hex: &str) -> f64 {
        let hex: String = if hex.len() == 4 {
            std::iter::once('#')
                .chain(hex.chars().skip(1).flat_map(|c| [c, c]))
                .collect()
        } else {
            hex.to_owned()
        };
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("hex")) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    fn contrast(a: &str, b: &str) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Issue #26: six seat colours, each swatch's letter at WCAG AA contrast
    /// (4.5:1) on its colour, and the six letters on the board the same;
    /// seats past the fourth get colours of their own.
    #[test]
    fn six_seat_colours_each_carry_their_letter_at_aa_contrast() {
        let css = include_str!("../../static/style.css");
        for i in 0..COLOURS {
            let rule = format!(".swatch.p{i} {{ background: ");
            let at = css.find(&rule).unwrap_or_else(|| panic!("no swatch p{i}"));
            let rest = &css[at + rule.len()..];
            let background = &rest[..rest.find(';').expect("a colour")];
            let letter = &rest[rest.find("color: ").expect("a letter colour") + 7..];
            let letter = &letter[..letter.find(';').expect("a colour")];
            let ratio = contrast(background, letter);
            assert!(
                ratio >= 4.5,
                "p{i}: {letter} on {background} is {ratio:.2}:1"
            );
            assert!(css.contains(&format!(".p{i} {{ fill: {background}; }}")));
            assert!(css.contains(&format!(".road-line.p{i} {{ stroke: {background}; }}")));
            assert!(css.contains(&format!("l-p{i}")), "p{i} letter on the board");
        }
        let names = Names(
            (0..6)
                .map(|i| format!("{}", char::from(b'A' + i)))
                .collect(),
        );
        let classes: Vec<String> = marks(&names, 6).into_iter().map(|m| m.class).collect();
        assert_eq!(classes, ["p0", "p1", "p2", "p3", "p4", "p5"]);
    }

    #[test]
    fn marks_use_initials_unless_two_share_one() {
        let names = Names(vec!["anna".into(), "Bert".into(), "Bea".into()]);
        let m = marks(&names, 3);
        assert_eq!(m[0].letter, "A");
        assert_eq!(m[1].letter, "2");
        assert_eq!(m[2].letter, "3");
        assert_eq!(m[2].class, "p2");
    }

    fn letters(marks: &[Mark]) -> Vec<&str> {
        marks.iter().map(|m| m.letter.as_str()).collect()
    }

    #[test]
    fn the_picture_draws_a_seats_number_where_its_font_lacks_the_initial_the_page_draws() {
        let names = Names(
            ["Łukasz", "šárka", "Аня", "ωmega", "王芳", "Ἀλέξης"]
                .map(str::to_owned)
                .to_vec(),
        );
        assert_eq!(letters(&marks(&names, 6)), ["Ł", "Š", "А", "Ω", "王", "Ἀ"]);
        assert_eq!(
            letters(&picture_marks(&names, 6)),
            ["Ł", "Š", "А", "Ω", "5", "Ἀ"]
        );
    }

    #[test]
    fn an_initial_that_reads_as_another_seats_number_gives_way_to_its_own() {
        let names = Names(["2pac", "Anna", "Anton"].map(str::to_owned).to_vec());
        assert_eq!(letters(&marks(&names, 3)), ["1", "2", "3"]);
        // In a picture, the second seat is drawn as 2: the first gives way
        // to 1, then the third to 3.
        let names = Names(["2x", "王芳", "1y", "Bo"].map(str::to_owned).to_vec());
        assert_eq!(letters(&marks(&names, 4)), ["2", "王", "1", "B"]);
        assert_eq!(letters(&picture_marks(&names, 4)), ["1", "2", "3", "B"]);
    }

    #[test]
    fn moments_read_with_their_age() {
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(1_796_083_200);
        let now = t + Duration::from_secs(3 * 3600 + 120);
        assert_eq!(when(t, now), "2026-12-01 00:00 UTC (3 h 2 min ago)");
    }
}
