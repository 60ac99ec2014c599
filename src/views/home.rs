//! The front page (`/`): what this is, and the form to start a game. On a
//! refused form it is drawn again with the message and what was typed.

use super::common::frame::{Layout, PageNotice};
use super::present;
use crate::rules::{most_players, REGISTERED};
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

/// The front page.
#[derive(Debug, Clone, Template)]
#[template(path = "home.html")]
pub struct HomePage {
    pub layout: Layout,
    pub notice: Option<PageNotice>,
    /// The board option chosen: "" (the rules' own), "variable" or
    /// "beginner".
    pub board: &'static str,
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
    fn the_legend_says_which_rows_are_optional() {
        assert_eq!(players_legend(3, 4), "3 or 4; the fourth is optional");
        assert_eq!(players_legend(3, 6), "3 to 6; players 4 to 6 are optional");
        assert_eq!(players_legend(4, 4), "4");
    }
}
