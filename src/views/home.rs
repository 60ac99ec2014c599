//! The front page (`/`): what this is, the form to start a game and the
//! one that emails a person their links ("Lost your links?", with its
//! answer page), in the reader's language. On a refused form it is drawn
//! again with the message and what was typed. The form's rulesets and
//! their options are read from the registration and each ruleset's
//! options ([`present::form_options`]), worded by the language; the page
//! names none.

use super::common::frame::{Layout, PageNotice};
use super::present;
use crate::lang::home::{self, Home};
use crate::lang::{rulesets, Lang};
use crate::rules::{most_players, BoardKind, Ruleset, REGISTERED};
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
    /// The IANA time zone of the quiet hours as typed ("Europe/Berlin");
    /// empty: at the offset.
    pub quiet_zone: String,
    /// The special building phase of five or six players is played live
    /// (else by plans).
    pub special_live: bool,
    /// The game's language's code as the form sends it; empty: the page's.
    pub language: String,
    /// Each row's own language code, where it has one (a new game with the
    /// same players keeps each seat's); empty: the game's.
    pub languages: Vec<String>,
}

/// The deadlines the form offers: hours as the form sends them (empty:
/// none).
const DEADLINES: [&str; 6] = ["", "12", "24", "48", "72", "168"];

/// One choice of the deadline list.
#[derive(Debug, Clone)]
pub struct DeadlineChoice {
    pub value: &'static str,
    pub label: String,
    pub selected: bool,
}

/// One row of the players' fieldset.
#[derive(Debug, Clone)]
pub struct PlayerField {
    pub n: usize,
    pub name: String,
    pub email: String,
    pub required: bool,
    /// The row's own language code (a hidden field); empty: the game's.
    pub language: String,
    /// The labels of its two fields.
    pub name_label: String,
    pub email_label: String,
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

/// One choice of the game's language: its code, its own name (in itself,
/// marked with its code on the page), and whether it is chosen.
#[derive(Debug, Clone)]
pub struct LanguageChoice {
    pub code: &'static str,
    pub name: String,
    pub selected: bool,
}

/// The form's board choice, in the words of the rulesets that take one.
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
    /// The choice in `lang` from the registered rulesets that take one;
    /// `None` when none does.
    pub fn registered(lang: Lang) -> Option<BoardChoice> {
        let boards: Vec<Ruleset> = REGISTERED
            .iter()
            .copied()
            .filter(|&r| present::form_options(r).board)
            .collect();
        if boards.is_empty() {
            return None;
        }
        let shorts: Vec<String> = boards.iter().map(|&r| rulesets::short(lang, r)).collect();
        let own = by_board(
            lang,
            boards.iter().map(|&r| {
                let board = match r.default_board() {
                    BoardKind::Variable => lang.say(Home::BoardRulesVariable),
                    BoardKind::Beginner => rulesets::fixed_board(lang, r),
                };
                (rulesets::short(lang, r), board)
            }),
        );
        let fixed = by_board(
            lang,
            boards
                .iter()
                .map(|&r| (rulesets::short(lang, r), rulesets::fixed_board(lang, r))),
        );
        let adds: Vec<String> = boards
            .iter()
            .filter(|&&r| present::form_options(r).variable_adds)
            .map(|&r| {
                lang.say(Home::BoardAddsOne {
                    ruleset: rulesets::short(lang, r),
                    adds: rulesets::variable_adds(lang, r),
                })
            })
            .collect();
        Some(BoardChoice {
            label: lang.say(Home::Board {
                rulesets: shorts.join(", "),
            }),
            own: lang.say(Home::BoardOwn { boards: own }),
            variable: if adds.is_empty() {
                lang.say(Home::BoardVariable)
            } else {
                lang.say(Home::BoardVariableAdds {
                    adds: adds.join("; "),
                })
            },
            fixed: lang.say(Home::BoardFixed { boards: fixed }),
        })
    }
}

/// Which board each ruleset gets, the rulesets grouped by board in the
/// order first named: "a variable board for Classic and Frenemies; for Oil
/// Springs, the scenario's board (as printed)".
fn by_board(lang: Lang, rows: impl IntoIterator<Item = (String, String)>) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (short, board) in rows {
        match groups.iter_mut().find(|(b, _)| *b == board) {
            Some((_, shorts)) => shorts.push(short),
            None => groups.push((board, vec![short])),
        }
    }
    home::boards(lang, &groups)
}

/// The variable founding checkbox's words in `lang`, each ruleset that has
/// the option by its title; `None` when none has it.
fn founding_words(lang: Lang) -> Option<String> {
    let words: Vec<String> = REGISTERED
        .iter()
        .filter(|&&r| present::form_options(r).founding)
        .map(|&r| {
            lang.say(Home::FoundingOne {
                title: rulesets::title(lang, r),
                founding: rulesets::founding(lang, r),
            })
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
    /// The languages a game may have, the typed one (else the page's)
    /// chosen.
    pub languages: Vec<LanguageChoice>,
    pub host_rewinds_alone: bool,
    pub variable_founding: bool,
    pub quiet_from: String,
    pub quiet_to: String,
    pub quiet_offset: String,
    pub quiet_zone: String,
    /// The zone field may start with the browser's zone (by script): no
    /// quiet hours were typed yet.
    pub browser_zone: bool,
    /// The time zones the form suggests.
    pub zones: &'static [&'static str],
    /// Five or six players: the special building phase is played live
    /// (else by standing plans, the default).
    pub special_live: bool,
    /// New games wait for their host (the first player) to start them.
    pub confirm_host: bool,
    /// Where the form goes: `/games`, with the `?lang=` the page was asked
    /// in, if any, so that its answer reads in the same language.
    pub action: String,
    /// Where the "Lost your links?" form goes: `/links`, with the same
    /// `?lang=`.
    pub links_action: String,
    /// What its address field holds (nothing, on the front page).
    pub links_email: String,
    /// The page offers that form (not when it is a host's form for a new
    /// game with the same players).
    pub lost_links: bool,
}

impl HomePage {
    /// The page in `lang` with an empty form, or with `typed` and a
    /// message.
    pub fn new(lang: Lang, typed: &Typed, notice: Option<PageNotice>) -> HomePage {
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
                    language: typed.languages.get(i).cloned().unwrap_or_default(),
                    name_label: lang.say(Home::PlayerName { n: i + 1 }),
                    email_label: lang.say(Home::PlayerEmail { n: i + 1 }),
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
                let (fewest, most) = (*r.players().start(), *r.players().end());
                let blurb = rulesets::blurb(lang, r);
                RulesetChoice {
                    value: r.name(),
                    label: lang.say(if fewest == most {
                        Home::RulesetExact {
                            blurb,
                            players: most,
                        }
                    } else {
                        Home::RulesetRange {
                            blurb,
                            fewest,
                            most,
                        }
                    }),
                    selected: i == typed_ruleset,
                }
            })
            .collect();
        let deadline = typed.deadline_hours.trim();
        let deadline = if DEADLINES.contains(&deadline) {
            deadline
        } else {
            ""
        };
        let deadlines = DEADLINES
            .iter()
            .map(|&value| DeadlineChoice {
                value,
                label: deadline_words(lang, value),
                selected: value == deadline,
            })
            .collect();
        let chosen = Lang::from_code(&typed.language).unwrap_or(lang);
        let languages = Lang::ALL
            .into_iter()
            .map(|l| LanguageChoice {
                code: l.code(),
                name: l.say(Home::LanguageName { code: l.code() }),
                selected: l == chosen,
            })
            .collect();
        HomePage {
            layout: Layout::new(lang.say(Home::Title)).in_lang(lang),
            notice,
            board: match typed.board.as_str() {
                "variable" => "variable",
                "beginner" => "beginner",
                _ => "",
            },
            board_choice: BoardChoice::registered(lang),
            founding: founding_words(lang),
            players,
            players_legend: home::players_legend(lang, fewest, most),
            rulesets,
            deadlines,
            languages,
            host_rewinds_alone: typed.host_rewinds_alone,
            variable_founding: typed.variable_founding,
            quiet_from: typed.quiet_from.clone(),
            quiet_to: typed.quiet_to.clone(),
            quiet_offset: if typed.quiet_offset.trim().is_empty() {
                "0".to_owned()
            } else {
                typed.quiet_offset.clone()
            },
            quiet_zone: typed.quiet_zone.clone(),
            browser_zone: [&typed.quiet_from, &typed.quiet_to, &typed.quiet_zone]
                .iter()
                .all(|t| t.trim().is_empty()),
            zones: super::time::COMMON_ZONES,
            special_live: typed.special_live,
            confirm_host: false,
            action: "/games".to_owned(),
            links_action: LINKS_ACTION.to_owned(),
            links_email: String::new(),
            lost_links: true,
        }
    }

    /// The page without the "Lost your links?" form: a host's form for a
    /// new game with the same players, which is about that game alone.
    #[must_use]
    pub fn without_lost_links(mut self) -> HomePage {
        self.lost_links = false;
        self
    }

    /// The page whose form goes to `/games?lang=` `asked`, when the page
    /// was asked for in a language by its address.
    #[must_use]
    pub fn asked_in(mut self, asked: Option<Lang>) -> HomePage {
        if let Some(lang) = asked {
            self.action = format!("/games?lang={}", lang.code());
            self.links_action = links_action(Some(lang));
        }
        self
    }

    /// The page for a server where new games wait for their host (`on`).
    #[must_use]
    pub fn confirming(mut self, on: bool) -> HomePage {
        self.confirm_host = on;
        self
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.layout.lang.say(phrase)
    }
}

/// Where the "Lost your links?" form goes.
const LINKS_ACTION: &str = "/links";

/// [`LINKS_ACTION`], with the `?lang=` a page was asked in, if any, so
/// that its answer reads in the same language.
fn links_action(asked: Option<Lang>) -> String {
    match asked {
        Some(lang) => format!("{LINKS_ACTION}?lang={}", lang.code()),
        None => LINKS_ACTION.to_owned(),
    }
}

/// The front page, in the language a page was `asked` in, if any.
fn home_of(asked: Option<Lang>) -> String {
    match asked {
        Some(lang) => format!("/?lang={}", lang.code()),
        None => "/".to_owned(),
    }
}

/// The answer to the "Lost your links?" form: the same words whatever the
/// address (whether it plays here is never told), or, for what is no
/// address at all, why, and the form again with what was typed.
#[derive(Debug, Clone, Template)]
#[template(path = "links.html")]
pub struct LinksPage {
    pub layout: Layout,
    /// The request was taken (the same for every address).
    pub accepted: bool,
    /// Why the form was refused.
    pub notice: Option<PageNotice>,
    pub links_action: String,
    pub links_email: String,
    /// The front page, in the language the page was asked in, if any.
    pub home: String,
}

impl LinksPage {
    /// The answer to a request taken, in `lang` (which the page was
    /// `asked` in, if by its address): the same for every address.
    pub fn accepted(lang: Lang, asked: Option<Lang>) -> LinksPage {
        LinksPage {
            layout: Layout::new(lang.say(Home::Links)).in_lang(lang),
            accepted: true,
            notice: None,
            links_action: links_action(asked),
            links_email: String::new(),
            home: home_of(asked),
        }
    }

    /// The form again, in `lang`, for `typed`, which is no email address;
    /// its answer in the language the page was `asked` in, if any.
    pub fn refused(lang: Lang, typed: &str, asked: Option<Lang>) -> LinksPage {
        let why = lang.say(Home::LinksNotAnAddress {
            email: format!("{typed:?}"),
        });
        LinksPage {
            layout: Layout::new(lang.say(Home::Links)).in_lang(lang),
            accepted: false,
            notice: Some(PageNotice::refused_in(lang, lang, &why)),
            links_action: links_action(asked),
            links_email: typed.to_owned(),
            home: home_of(asked),
        }
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.layout.lang.say(phrase)
    }
}

/// A deadline choice in words: none, hours, days or a week.
fn deadline_words(lang: Lang, hours: &str) -> String {
    match hours.parse::<u32>() {
        Err(_) => lang.say(Home::DeadlineNone),
        Ok(168) => lang.say(Home::DeadlineWeek),
        Ok(h) if h % 24 == 0 => lang.say(Home::DeadlineDays { days: h / 24 }),
        Ok(h) => lang.say(Home::DeadlineHours { hours: h }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_offers_a_row_for_each_of_the_most_players_a_ruleset_takes() {
        let page = HomePage::new(Lang::En, &Typed::default(), None);
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
        let board = BoardChoice::registered(Lang::En).expect("a registered ruleset takes a board");
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
            founding_words(Lang::En).as_deref(),
            Some(
                "Baden-Württemberg Catan: each player founds their first three town halls in \
                 turn, instead of on the towns of their building cost card"
            )
        );
        let html = HomePage::new(Lang::En, &Typed::default(), None)
            .render()
            .expect("renders");
        for words in [&board.label, &board.own, &board.variable, &board.fixed] {
            let escaped = crate::lang::escape_html(words);
            assert!(html.contains(escaped.as_str()), "{words}");
        }
    }

    #[test]
    fn the_german_front_page_uses_the_german_game_terms() {
        let board = BoardChoice::registered(Lang::De).expect("a registered ruleset takes a board");
        assert_eq!(board.label, "Spielplan (Klassisch, Frenemies, Ölquellen)");
        assert_eq!(
            board.own,
            "Wie die Regeln ihn vorsehen: ein variabler Spielplan für Klassisch und Frenemies; \
             für Ölquellen der Spielplan des Szenarios (wie gedruckt)"
        );
        let page = HomePage::new(Lang::De, &Typed::default(), None);
        let html = page.render().expect("renders");
        assert!(html.contains("<html lang=\"de\">"));
        assert!(html.contains("Catan per E-Mail"));
        assert!(html.contains("Name von Spieler 1"));
        assert!(
            html.contains(">1 Tag<") && html.contains(">2 Tage<") && html.contains(">12 Stunden<")
        );
        // The game's language is chosen as the page's, each named in itself.
        assert!(html.contains("<option value=\"de\" lang=\"de\" selected>Deutsch</option>"));
        assert!(html.contains("<option value=\"en\" lang=\"en\">English</option>"));
    }

    #[test]
    fn the_front_page_template_names_no_ruleset_and_holds_no_english_sentence() {
        let template = include_str!("../../templates/home.html");
        for &r in REGISTERED {
            for lang in Lang::ALL {
                for words in [rulesets::title(lang, r), rulesets::short(lang, r)] {
                    // The classic title, "Catan", is also the page's word
                    // for the game ("Catan by email").
                    if words != "Catan" {
                        assert!(!template.contains(&words), "{words}");
                    }
                }
            }
            assert!(!template.contains(r.name()), "{}", r.name());
        }
        for words in ["Start a game", "Quiet hours", "Player {{", "email the host"] {
            assert!(!template.contains(words), "{words}");
        }
    }
}
