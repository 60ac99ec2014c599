//! The one input rule for free text a person types (player names, rewind
//! reasons, table talk, addresses): the characters such a text may not hold,
//! when two names look alike (and why a new game's players are refused, as
//! facts), and how such a text is trimmed: checked whole
//! first, so that nothing the rule refuses is trimmed away unseen. It owns
//! no field's length or meaning; each caller adds those and names its field.
//!
//! Refused are the characters that are not text or that change how text
//! around them reads without showing themselves: control characters (NUL
//! among them, which PostgreSQL cannot store), text-direction overrides,
//! isolates and marks (with which "Anna\u{202E}gpj.exe" shows as
//! "Annaexe.jpg"), zero-width and other invisible formatting characters, and
//! the line and paragraph separators. Only a multi-line text keeps the line
//! break and the tab.

use unicode_normalization::char::is_combining_mark;
use unicode_security::skeleton;

/// The most combining marks (accents and the like) one letter of a name may
/// carry: enough for any script's letters (Vietnamese stacks two), too few
/// to draw a streak across a page.
pub const MAX_MARKS: usize = 4;

/// Whether a text may span lines (a line break and a tab allowed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    /// One line: a name, a reason, an address.
    One,
    /// A message of several lines.
    Many,
}

/// The field a refused text was typed in, as a fact: worded for people by
/// the language (`lang::service`); its `Display` names it in English for
/// logs and the JSON API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Field {
    #[error("a player's name")]
    PlayerName,
    #[error("a player's address")]
    PlayerAddress,
    /// A rewind's reason.
    #[error("the reason")]
    Reason,
    /// A table-talk message.
    #[error("the message")]
    Message,
}

impl Field {
    /// The field's wire id, which its words select on.
    pub fn id(self) -> &'static str {
        match self {
            Field::PlayerName => "player-name",
            Field::PlayerAddress => "player-address",
            Field::Reason => "reason",
            Field::Message => "message",
        }
    }
}

/// What kind of character the rule refused, as a fact; its `Display` is
/// the English of logs and the JSON API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Hidden {
    #[error("a NUL character")]
    Nul,
    #[error("a control character")]
    Control,
    #[error("a text-direction character")]
    Direction,
    #[error("a line or paragraph separator")]
    Separator,
    #[error("an invisible character")]
    Invisible,
}

impl Hidden {
    /// The kind's wire id, which its words select on.
    pub fn id(self) -> &'static str {
        match self {
            Hidden::Nul => "nul",
            Hidden::Control => "control",
            Hidden::Direction => "direction",
            Hidden::Separator => "separator",
            Hidden::Invisible => "invisible",
        }
    }
}

/// Why a text was refused: which field, which character, and what it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field} holds {what} (U+{code:04X}), which does not show as text: write it with visible characters only", code = u32::from(*.found))]
pub struct TextRefused {
    /// The field the text was typed in.
    pub field: Field,
    /// The first refused character.
    pub found: char,
    /// What kind of character it is.
    pub what: Hidden,
}

/// What `c` is when a free text may not hold it, else `None`.
pub fn hidden_kind(c: char, lines: Lines) -> Option<Hidden> {
    match c {
        '\n' | '\t' if lines == Lines::Many => None,
        '\0' => Some(Hidden::Nul),
        c if c.is_control() => Some(Hidden::Control),
        '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{061C}' => Some(Hidden::Direction),
        '\u{2028}' | '\u{2029}' => Some(Hidden::Separator),
        '\u{200B}'..='\u{200D}'
        | '\u{2060}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}'
        | '\u{FEFF}'
        | '\u{00AD}'
        | '\u{034F}'
        | '\u{115F}'
        | '\u{1160}'
        | '\u{17B4}'
        | '\u{17B5}'
        | '\u{180B}'..='\u{180E}'
        | '\u{3164}'
        | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E007F}' => Some(Hidden::Invisible),
        _ => None,
    }
}

/// Checks `text`, the content of `field`, against the rule.
///
/// # Errors
/// [`TextRefused`] naming the first character the rule refuses.
pub fn check(field: Field, text: &str, lines: Lines) -> Result<(), TextRefused> {
    match text
        .chars()
        .find_map(|c| hidden_kind(c, lines).map(|what| (c, what)))
    {
        Some((found, what)) => Err(TextRefused { field, found, what }),
        None => Ok(()),
    }
}

/// Why the players of a game to create were refused: a fact, worded for
/// people by the language (`lang::request`); its `Display` is the API's
/// `error` (English). Kept with the input rule: names and addresses are
/// the text a request brings.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayersRefused {
    #[error("each player needs a name of 1 to {max} characters")]
    NameLength { max: usize },
    #[error("{email:?} is not an email address")]
    NotAnAddress { email: String },
    #[error("two players are called {name:?}")]
    SameName { name: String },
    #[error("{name:?} looks like {other:?}: give each player a name the others can tell apart")]
    LookAlike { name: String, other: String },
    #[error("two players have the address {email:?}: each seat needs its own")]
    SameAddress { email: String },
    /// The game's language (`game`) or a player's names none the server
    /// speaks.
    #[error("{}: the server speaks {}; {code:?} is none of them", language_field(*game), crate::language::Lang::ALL.map(crate::language::Lang::code).join(" and "))]
    UnknownLanguage { game: bool, code: String },
}

/// The field of a language refused, in the English of logs and the API.
#[derive(Debug, Clone, Copy, thiserror::Error)]
enum LanguageField {
    #[error("language")]
    Game,
    #[error("a player's language")]
    Player,
}

fn language_field(game: bool) -> LanguageField {
    if game {
        LanguageField::Game
    } else {
        LanguageField::Player
    }
}

/// Why a name was refused although each of its characters may be text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameRefused {
    /// No letter or digit shows (blanks, symbols that draw nothing).
    #[error("{0} shows no letter or digit: write it with at least one letter or digit")]
    NothingShows(Field),
    /// A letter carries more combining marks than a letter needs.
    #[error("{0} stacks more than {MAX_MARKS} accents or other marks on one letter: write each letter with at most {MAX_MARKS}")]
    TooManyMarks(Field),
}

/// Checks that the name `name` (the content of `field`, which the text rule
/// accepts) shows: at least one letter or digit, and at most
/// [`MAX_MARKS`] combining marks on any one character.
///
/// # Errors
/// [`NameRefused`] saying which.
pub fn check_name(field: Field, name: &str) -> Result<(), NameRefused> {
    if !name.chars().any(char::is_alphanumeric) {
        return Err(NameRefused::NothingShows(field));
    }
    let mut marks = 0;
    for c in name.chars() {
        if is_combining_mark(c) {
            marks += 1;
            if marks > MAX_MARKS {
                return Err(NameRefused::TooManyMarks(field));
            }
        } else {
            marks = 0;
        }
    }
    Ok(())
}

/// Checks the whole of `text`, the content of `field`, against the rule,
/// then trims the white space around it. The check comes first: the
/// separators U+2028 and U+2029 and the control characters are white space
/// to `str::trim`, and at either end of a text they would otherwise be
/// dropped without a word where the rule refuses them.
///
/// # Errors
/// [`TextRefused`] naming the first character the rule refuses.
pub fn trimmed(field: Field, text: &str, lines: Lines) -> Result<&str, TextRefused> {
    check(field, text, lines)?;
    Ok(text.trim())
}

/// Whether `text` is blank: nothing but white space the rule lets a
/// one-line text hold (a row of a form left empty). A text holding a
/// character the rule refuses is not blank, so that it is refused rather
/// than passed over.
pub fn is_blank(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() && hidden_kind(c, Lines::One).is_none())
}

/// Whether two names would be taken for one another: equal ignoring case,
/// or with the same confusable skeleton (Unicode TR39), as written or in
/// lower case, so "Anna", "anna" and "Аnna" with a Cyrillic "А" look alike,
/// and so do "Ivan" and "lvan".
pub fn look_alike(a: &str, b: &str) -> bool {
    fn same(a: &str, b: &str) -> bool {
        skeleton(a).eq(skeleton(b))
    }
    a.to_lowercase() == b.to_lowercase() || same(a, b) || same(&a.to_lowercase(), &b.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_control_direction_and_zero_width_characters_are_refused() {
        for (text, what) in [
            ("Anna\0", "a NUL character"),
            ("An\u{7}na", "a control character"),
            ("Anna\u{202E}gpj.exe", "a text-direction character"),
            ("\u{2066}Anna\u{2069}", "a text-direction character"),
            ("Anna\u{200F}", "a text-direction character"),
            ("An\u{061C}na", "a text-direction character"),
            ("An\u{200B}na", "an invisible character"),
            ("An\u{200D}na", "an invisible character"),
            ("\u{FEFF}Anna", "an invisible character"),
            ("An\u{2060}na", "an invisible character"),
            ("Anna\u{2028}", "a line or paragraph separator"),
        ] {
            let refused = check(Field::PlayerName, text, Lines::Many).unwrap_err();
            assert_eq!(refused.what.to_string(), what, "{text:?}");
            let message = refused.to_string();
            assert!(message.starts_with("a player's name holds "), "{message}");
            assert!(message.contains("U+"), "{message}");
        }
    }

    #[test]
    fn a_line_break_and_a_tab_pass_only_where_the_text_may_span_lines() {
        assert!(check(Field::Message, "one\n\ttwo", Lines::Many).is_ok());
        assert_eq!(
            check(Field::Reason, "one\ntwo", Lines::One)
                .unwrap_err()
                .to_string(),
            "the reason holds a control character (U+000A), which does not show as text: \
             write it with visible characters only"
        );
    }

    #[test]
    fn separators_and_controls_at_either_end_are_refused_not_trimmed() {
        for (text, what) in [
            ("hello\u{2028}", "a line or paragraph separator"),
            ("\u{2029}hello", "a line or paragraph separator"),
            ("hello\u{2029}there", "a line or paragraph separator"),
            ("hello\u{85}", "a control character"),
        ] {
            for lines in [Lines::One, Lines::Many] {
                let refused = trimmed(Field::Message, text, lines).unwrap_err();
                assert_eq!(refused.what.to_string(), what, "{text:?}");
            }
        }
        assert_eq!(trimmed(Field::Message, " hi\n\t", Lines::Many), Ok("hi"));
        assert_eq!(
            trimmed(Field::PlayerName, "\u{A0}Anna\u{3000}", Lines::One),
            Ok("Anna")
        );
        assert!(trimmed(Field::PlayerName, "Anna\n", Lines::One).is_err());
    }

    #[test]
    fn a_text_holding_a_refused_character_is_not_blank() {
        assert!(is_blank(""));
        assert!(is_blank("  \u{A0}"));
        assert!(!is_blank("\u{2028}"));
        assert!(!is_blank(" \u{200B} "));
        assert!(!is_blank("\t"));
        assert!(!is_blank("a"));
    }

    #[test]
    fn visible_text_of_any_script_passes() {
        for text in [
            "Anna",
            "Jürgen Groß",
            "Аня",
            "أحمد",
            "李雷",
            "Zoë 👍",
            "❤️ ok",
        ] {
            assert!(check(Field::PlayerName, text, Lines::One).is_ok(), "{text}");
        }
    }

    #[test]
    fn a_name_must_show_a_letter_or_digit_and_few_marks_on_each() {
        for blank in ["\u{2800}", "\u{2800}\u{2800}", "·", "- -", "★", "\u{3000}"] {
            assert_eq!(
                check_name(Field::PlayerName, blank),
                Err(NameRefused::NothingShows(Field::PlayerName)),
                "{blank:?}"
            );
        }
        let streak = format!("A{}", "\u{0301}".repeat(39));
        assert_eq!(
            check_name(Field::PlayerName, &streak),
            Err(NameRefused::TooManyMarks(Field::PlayerName))
        );
        for name in [
            "Anna",
            "Łukasz",
            "Šárka",
            "Аня",
            "王芳",
            "Nguyễn",
            "A\u{0301}\u{0323}",
            "R2-D2",
            "Zoë ★",
        ] {
            assert_eq!(check_name(Field::PlayerName, name), Ok(()), "{name:?}");
        }
    }

    #[test]
    fn names_that_look_alike_are_found_across_case_and_script() {
        assert!(look_alike("Anna", "anna"));
        assert!(look_alike("Anna", "\u{0410}nna"), "Cyrillic capital A");
        assert!(look_alike("anna", "\u{0410}NNA"));
        assert!(look_alike("Paul", "Pau\u{04CF}"), "Cyrillic palochka");
        assert!(look_alike("Ivan", "lvan"));
        assert!(!look_alike("Anna", "Anne"));
        assert!(!look_alike("Bert", "Cleo"));
    }
}
