//! Words of the front page (`home.ftl`): what this is, the form that
//! starts a game and the one that emails a person their links; the lists
//! and groups it builds from the rulesets' own names ([`super::rulesets`]).

use super::{phrases, Lang};

phrases! {
    /// The front page and its new-game form.
    pub enum Home in "home" {
        Title = "home-title",
        Heading = "home-heading",
        Lead = "home-lead",
        Start = "home-start",
        Rules = "home-rules",
        RulesetExact { blurb: String, players: u8 } = "home-ruleset-exact",
        RulesetRange { blurb: String, fewest: u8, most: u8 } = "home-ruleset-range",
        Board { rulesets: String } = "home-board",
        BoardOwn { boards: String } = "home-board-own",
        BoardVariable = "home-board-variable",
        BoardVariableAdds { adds: String } = "home-board-variable-adds",
        BoardAddsOne { ruleset: String, adds: String } = "home-board-adds-one",
        BoardFixed { boards: String } = "home-board-fixed",
        BoardRulesVariable = "home-board-rules-variable",
        BoardsFirst { board: String, rulesets: String } = "home-boards-first",
        BoardsMore { board: String, rulesets: String } = "home-boards-more",
        FoundingOne { title: String, founding: String } = "home-founding-one",
        Players { legend: String } = "home-players",
        PlayersExact { most: u8 } = "home-players-exact",
        PlayersOneOptional { fewest: u8, most: u8 } = "home-players-one-optional",
        PlayersOptional { fewest: u8, next: u8, most: u8 } = "home-players-optional",
        PlayerName { n: usize } = "home-player-name",
        PlayerEmail { n: usize } = "home-player-email",
        Special = "home-special",
        SpecialPlans = "home-special-plans",
        SpecialLive = "home-special-live",
        Rewinds = "home-rewinds",
        Deadline = "home-deadline",
        DeadlineNone = "home-deadline-none",
        DeadlineHours { hours: u32 } = "home-deadline-hours",
        DeadlineDays { days: u32 } = "home-deadline-days",
        DeadlineWeek = "home-deadline-week",
        Quiet = "home-quiet",
        QuietFrom = "home-quiet-from",
        QuietTo = "home-quiet-to",
        QuietZone = "home-quiet-zone",
        QuietOffset = "home-quiet-offset",
        Language = "home-language",
        /// A language's own name, in that language (`code`: its code).
        LanguageName { code: &'static str } = "home-language-name",
        ConfirmNote = "home-confirm-note",
        ConfirmButton = "home-confirm-button",
        DirectNote = "home-direct-note",
        DirectButton = "home-direct-button",
        /// After a game was set up that waits for its host.
        Created = "home-created",
        /// Where this server's emails go, when it writes them to files.
        MailNoteMailbox = "home-mail-note-mailbox",
        MailNoteMailboxLink = "home-mail-note-mailbox-link",
        MailNoteFolder { folder: String } = "home-mail-note-folder",
        /// The "Lost your links?" form, and its answer.
        Links = "home-links",
        LinksNote = "home-links-note",
        LinksEmail = "home-links-email",
        LinksButton = "home-links-button",
        LinksSent = "home-links-sent",
        LinksSentNote = "home-links-sent-note",
        /// `email`: what was typed, quoted.
        LinksNotAnAddress { email: String } = "home-links-not-an-address",
        LinksBack = "home-links-back",
    }
}

/// The players' legend in `lang`: "3 or 4; the fourth is optional", "3 to
/// 6; players 4 to 6 are optional", "4".
pub fn players_legend(lang: Lang, fewest: u8, most: u8) -> String {
    lang.say(match most.saturating_sub(fewest) {
        0 => Home::PlayersExact { most },
        1 => Home::PlayersOneOptional { fewest, most },
        _ => Home::PlayersOptional {
            fewest,
            next: fewest + 1,
            most,
        },
    })
}

/// Which board each group of rulesets gets, in `lang`, the groups in the
/// order given (each a board and the rulesets' short names): "a variable
/// board for Classic and Frenemies; for Oil Springs, the scenario's board
/// (as printed)".
pub fn boards(lang: Lang, groups: &[(String, Vec<String>)]) -> String {
    groups
        .iter()
        .enumerate()
        .map(|(i, (board, rulesets))| {
            let rulesets = super::list_and(lang, rulesets);
            let board = board.clone();
            lang.say(if i == 0 {
                Home::BoardsFirst { board, rulesets }
            } else {
                Home::BoardsMore { board, rulesets }
            })
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_says_which_rows_are_optional() {
        assert_eq!(
            players_legend(Lang::En, 3, 4),
            "3 or 4; the fourth is optional"
        );
        assert_eq!(
            players_legend(Lang::En, 3, 6),
            "3 to 6; players 4 to 6 are optional"
        );
        assert_eq!(players_legend(Lang::En, 4, 4), "4");
        assert_eq!(
            players_legend(Lang::De, 3, 4),
            "3 oder 4; der vierte ist freiwillig"
        );
        assert_eq!(
            players_legend(Lang::De, 3, 6),
            "3 bis 6; die Spieler 4 bis 6 sind freiwillig"
        );
    }

    #[test]
    fn rulesets_are_grouped_by_board_in_the_order_first_named() {
        let group =
            |b: &str, r: &[&str]| (b.to_owned(), r.iter().map(|s| (*s).to_owned()).collect());
        assert_eq!(boards(Lang::En, &[group("x", &["A"])]), "x for A");
        assert_eq!(
            boards(
                Lang::En,
                &[
                    group("x", &["A", "C"]),
                    group("y", &["B"]),
                    group("z", &["D"])
                ]
            ),
            "x for A and C; for B, y; for D, z"
        );
        assert_eq!(
            boards(
                Lang::De,
                &[group("x", &["A", "C", "E"]), group("y", &["B"])]
            ),
            "x für A, C und E; für B y"
        );
    }
}
