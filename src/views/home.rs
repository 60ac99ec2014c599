//! The front page (`/`): what this is, and the form to start a game. On a
//! refused form it is drawn again with the message and what was typed. The
//! form's rulesets and their options are read from the registration and
//! each ruleset's own words ([`present::form_words`]); the page names none.

use super::common::frame::{Layout, PageNotice};
use super::present;
use crate::rules::contract::join_words;
use crate::rules::{most_players, BoardKind, REGISTERED};
use askama::Template;

/// What was typed into the new-game form (kept on a refusal): every field,
/// so a corrected form creates the game that was asked for.
#[derive(Debug, Clone, Default)]
pub struct Typed {
    /// The ruleset's name as the form sends it; empty: the first.
    pub ruleset: String,
    pub board: String,
    /// The (name, email) rows; those beyond the fewest players a ruleset
    /// takes may stay empty.
    pub players: Vec<(String, String)>,
    pub host_rewinds_alone: bool,
    pub variable_founding: bool,
    /// Hours per decision as the form sends them; empty: none.
    pub deadline_hours: String,
    pub quiet_from: String,
    pub quiet_to: String,
    /// Minutes ahead of UTC as typed; empty: 0.
    pub quiet_offset: String,
    /// The special building phase of five or six players is played live
    /// (else by plans).
    pub special_live: bool,
}

/// The deadlines the form offers: hours as the form sends them, and words.
const DEADLINES: [(&str, &str); 6] = [
    ("", "None: wait as long as it takes"),
    ("12", "12 hours"),
    ("24", "1 day"),
    ("48", "2 days"),
    ("72", "3 days"),
    ("168", "1 week"),
];

/// One choice of the deadline list.
#[derive(Debug, Clone)]
pub struct DeadlineChoice {
    pub value: &'static str,
    pub label: &'static str,
    pub selected: bool,
}

/// One row of the players' fieldset.
#[derive(Debug, Clone)]
pub struct PlayerField {
    pub n: usize,
    pub name: String,
    pub email: String,
    pub required: bool,
}

/// One choice of the rulesets' list.
#[derive(Debug, Clone)]
pub struct RulesetChoice {
    /// The name the form sends.
    pub value: &'static str,
    /// What the ruleset is, and how many may play it.
    pub label: String,
    /// The one chosen: the one typed, else the first.
    pub selected: bool,
}

/// The form's board choice, in the words of the rulesets that take one.
/// Written into the page unescaped (an apostrophe stays one): they are the
/// rulesets' own constant words, never anything typed, and hold no markup
/// (`tests::the_registered_words_hold_no_markup`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardChoice {
    /// "Board (Classic, Frenemies, Oil Springs)".
    pub label: String,
    /// The rules' own board for each ruleset (the choice "").
    pub own: String,
    /// A variable board (the choice "variable").
    pub variable: String,
    /// The fixed board (the choice "beginner").
    pub fixed: String,
}

impl BoardChoice {
    /// The choice from the registered rulesets that take one; `None` when
    /// none does.
    pub fn registered() -> Option<BoardChoice> {
        let boards: Vec<_> = REGISTERED
            .iter()
            .filter_map(|&r| Some((r, present::form_words(r).board?)))
            .collect();
        if boards.is_empty() {
            return None;
        }
        let shorts: Vec<&str> = boards.iter().map(|(_, w)| w.short).collect();
        let own = by_board(boards.iter().map(|(r, w)| {
            let board = match r.default_board() {
                BoardKind::Variable => "a variable board",
                BoardKind::Beginner => w.fixed,
            };
            (w.short, board)
        }));
        let fixed = by_board(boards.iter().map(|(_, w)| (w.short, w.fixed)));
        let adds: Vec<String> = boards
            .iter()
            .filter_map(|(_, w)| Some(format!("{}: {}", w.short, w.variable_adds?)))
            .collect();
        let variable = "Variable board: random terrain, numbers and harbors";
        Some(BoardChoice {
            label: format!("Board ({})", shorts.join(", ")),
            own: format!("As the rules lay it out: {own}"),
            variable: if adds.is_empty() {
                variable.to_owned()
            } else {
                format!("{variable} ({})", adds.join("; "))
            },
            fixed: format!("Fixed board: {fixed}"),
        })
    }
}

/// Which board each ruleset gets, the rulesets grouped by board in the
/// order first named: "a variable board for Classic and Frenemies; for Oil
/// Springs, the scenario's board (as printed)".
fn by_board<'a>(rows: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
    for (short, board) in rows {
        match groups.iter_mut().find(|(b, _)| *b == board) {
            Some((_, shorts)) => shorts.push(short.to_owned()),
            None => groups.push((board, vec![short.to_owned()])),
        }
    }
    groups
        .iter()
        .enumerate()
        .map(|(i, (board, shorts))| {
            let shorts = join_words(shorts);
            if i == 0 {
                format!("{board} for {shorts}")
            } else {
                format!("for {shorts}, {board}")
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The variable founding checkbox's words, each ruleset that has the option
/// by its title; `None` when none has it. Written unescaped, as the board
/// choice is.
fn founding_words() -> Option<String> {
    let words: Vec<String> = REGISTERED
        .iter()
        .filter_map(|&r| {
            Some(format!(
                "{}: {}",
                r.title(),
                present::form_words(r).founding?
            ))
        })
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

/// The front page.
#[derive(Debug, Clone, Template)]
#[template(path = "home.html")]
pub struct HomePage {
    pub layout: Layout,
    pub notice: Option<PageNotice>,
    /// The board option chosen: "" (the rules' own), "variable" or
    /// "beginner".
    pub board: &'static str,
    /// The board choice, where a registered ruleset takes one.
    pub board_choice: Option<BoardChoice>,
    /// The variable founding checkbox's words, where a registered ruleset
    /// has the option.
    pub founding: Option<String>,
    pub players: Vec<PlayerField>,
    /// How many players, and which rows are optional, in words.
    pub players_legend: String,
    /// Every registered ruleset, the typed one (else the first) chosen.
    pub rulesets: Vec<RulesetChoice>,
    /// The deadlines offered, the typed one chosen.
    pub deadlines: Vec<DeadlineChoice>,
    pub host_rewinds_alone: bool,
    pub variable_founding: bool,
    pub quiet_from: String,
    pub quiet_to: String,
    pub quiet_offset: String,
    /// Five or six players: the special building phase is played live
    /// (else by standing plans, the default).
    pub special_live: bool,
    /// New games wait for their host (the first player) to start them.
    pub confirm_host: bool,
}

impl HomePage {
    /// The page with an empty form, or with `typed` and a message.
    pub fn new(typed: &Typed, notice: Option<PageNotice>) -> HomePage {
        let fewest = REGISTERED
            .iter()
            .map(|r| *r.players().start())
            .min()
            .unwrap_or(0);
        let most = most_players();
        let players = (0..usize::from(most))
            .map(|i| {
                let (name, email) = typed.players.get(i).cloned().unwrap_or_default();
                PlayerField {
                    n: i + 1,
                    name,
                    email,
                    required: i < usize::from(fewest),
                }
            })
            .collect();
        let typed_ruleset = REGISTERED
            .iter()
            .position(|r| r.name() == typed.ruleset)
            .unwrap_or(0);
        let rulesets = REGISTERED
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                let (start, end) = (*r.players().start(), *r.players().end());
                let count = if start == end {
                    start.to_string()
                } else {
                    format!("{start}–{end}")
                };
                RulesetChoice {
                    value: r.name(),
                    label: format!("{}, {count} players", present::blurb(r)),
                    selected: i == typed_ruleset,
                }
            })
            .collect();
        let deadline = typed.deadline_hours.trim();
        let deadline = if DEADLINES.iter().any(|(v, _)| *v == deadline) {
            deadline
        } else {
            ""
        };
        let deadlines = DEADLINES
            .iter()
            .map(|&(value, label)| DeadlineChoice {
                value,
                label,
                selected: value == deadline,
            })
            .collect();
        HomePage {
            layout: Layout::new("Slow Catan: Catan by email"),
            notice,
            board: match typed.board.as_str() {
                "variable" => "variable",
                "beginner" => "beginner",
                _ => "",
            },
            board_choice: BoardChoice::registered(),
            founding: founding_words(),
            players,
            players_legend: players_legend(fewest, most),
            rulesets,
            deadlines,
            host_rewinds_alone: typed.host_rewinds_alone,
            variable_founding: typed.variable_founding,
            quiet_from: typed.quiet_from.clone(),
            quiet_to: typed.quiet_to.clone(),
            quiet_offset: if typed.quiet_offset.trim().is_empty() {
                "0".to_owned()
            } else {
                typed.quiet_offset.clone()
            },
            special_live: typed.special_live,
            confirm_host: false,
        }
    }

    /// The page for a server where new games wait for their host (`on`).
    #[must_use]
    pub fn confirming(mut self, on: bool) -> HomePage {
        self.confirm_host = on;
        self
    }
}

/// "3 or 4; the fourth is optional", "3 to 6; players 4 to 6 are optional".
fn players_legend(fewest: u8, most: u8) -> String {
    const ORDINALS: [&str; 9] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    ];
    match most.saturating_sub(fewest) {
        0 => format!("{most}"),
        1 => match ORDINALS.get(usize::from(most) - 1) {
            Some(nth) => format!("{fewest} or {most}; the {nth} is optional"),
            None => format!("{fewest} or {most}; player {most} is optional"),
        },
        _ => format!(
            "{fewest} to {most}; players {} to {most} are optional",
            fewest + 1
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_offers_a_row_for_each_of_the_most_players_a_ruleset_takes() {
        let page = HomePage::new(&Typed::default(), None);
        assert_eq!(page.players.len(), usize::from(most_players()));
        let html = page.render().expect("renders");
        let most = most_players();
        assert!(html.contains(&format!("name=\"name{most}\"")));
        assert!(!html.contains(&format!("name=\"name{}\"", most + 1)));
        for r in REGISTERED {
            assert!(
                html.contains(&format!("value=\"{}\"", r.name())),
                "{}",
                r.name()
            );
        }
    }

    #[test]
    fn the_form_offers_each_option_in_the_words_of_the_rulesets_that_have_it() {
        let board = BoardChoice::registered().expect("a registered ruleset takes a board");
        assert_eq!(board.label, "Board (Classic, Frenemies, Oil Springs)");
        assert_eq!(
            board.own,
            "As the rules lay it out: a variable board for Classic and Frenemies; for Oil \
             Springs, the scenario's board (as printed)"
        );
        assert_eq!(
            board.variable,
            "Variable board: random terrain, numbers and harbors (Oil Springs: its springs on \
             the desert, a random forest and a random pasture)"
        );
        assert_eq!(
            board.fixed,
            "Fixed board: the beginner board for Classic and Frenemies; for Oil Springs, the \
             scenario's board (as printed)"
        );
        assert_eq!(
            founding_words().as_deref(),
            Some(
                "Baden-Württemberg Catan: each player founds their first three town halls in \
                 turn, instead of on the towns of their building cost card"
            )
        );
        let html = HomePage::new(&Typed::default(), None)
            .render()
            .expect("renders");
        for words in [&board.label, &board.own, &board.variable, &board.fixed] {
            assert!(html.contains(words.as_str()), "{words}");
        }
    }

    #[test]
    fn the_registered_words_hold_no_markup() {
        let board = BoardChoice::registered().expect("a registered ruleset takes a board");
        let founding = founding_words().unwrap_or_default();
        for words in [
            board.label,
            board.own,
            board.variable,
            board.fixed,
            founding,
        ] {
            assert!(!words.contains(['<', '>', '&', '"']), "{words}");
        }
    }

    #[test]
    fn the_front_page_template_names_no_ruleset() {
        let template = include_str!("../../templates/home.html");
        for &r in REGISTERED {
            // The classic title, "Catan", is also the page's word for the
            // game ("Catan by email").
            if r.title() != "Catan" {
                assert!(!template.contains(r.title()), "{}", r.title());
            }
            assert!(!template.contains(r.name()), "{}", r.name());
            if let Some(board) = present::form_words(r).board {
                assert!(!template.contains(board.short), "{}", board.short);
            }
        }
    }

    #[test]
    fn rulesets_are_grouped_by_board_in_the_order_first_named() {
        assert_eq!(by_board([("A", "x")]), "x for A");
        assert_eq!(
            by_board([("A", "x"), ("B", "y"), ("C", "x"), ("D", "z")]),
            "x for A and C; for B, y; for D, z"
        );
    }

    #[test]
    fn the_legend_says_which_rows_are_optional() {
        assert_eq!(players_legend(3, 4), "3 or 4; the fourth is optional");
        assert_eq!(players_legend(3, 6), "3 to 6; players 4 to 6 are optional");
        assert_eq!(players_legend(4, 4), "4");
    }
}
