//! The choices an email that asks a seat for a decision lists, as data: the
//! letter's frame renders each on its own line of the text part,
//! `[CODE] words` (a format scripts read), and in the HTML part as links
//! that open the choice on the seat's page (`templates/email/choices.*`).
//! The choices come from the game's presentation
//! ([`crate::views::present::choices_for`]).

use serde::{Deserialize, Serialize};

use crate::lang::Lang;
use crate::rules::AnyCommand;
use crate::views::common::choice::{discard_line, Choice, Group};

/// One line of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    /// Empty for a line that stands for many choices, made on the page.
    pub code: String,
    pub words: String,
    /// What follows the seat link to open the choice (`?pick=road-12#confirm`).
    pub query: String,
}

/// The choices of one group, under its heading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemGroup {
    pub heading: String,
    pub items: Vec<Item>,
}

/// The choices block of an email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoicesBlock {
    pub groups: Vec<ItemGroup>,
    /// Replies are read (a reply address is configured).
    pub by_reply: bool,
}

impl ChoicesBlock {
    /// The block listing `choices` (the discards as one line with an
    /// example), its headings in `lang`; `None` when there is nothing to
    /// choose.
    pub fn new(lang: Lang, choices: &[Choice<AnyCommand>], by_reply: bool) -> Option<Self> {
        let mut groups: Vec<ItemGroup> = Vec::new();
        let mut last: Option<Group> = None;
        let mut push = |group: Group, item: Item| match groups.last_mut() {
            Some(g) if last == Some(group) => g.items.push(item),
            _ => {
                last = Some(group);
                groups.push(ItemGroup {
                    heading: group.heading(lang),
                    items: vec![item],
                });
            }
        };
        let item = |code: &str, words: &str, query: Option<&str>| Item {
            code: code.to_owned(),
            words: words.to_owned(),
            query: query.map_or_else(String::new, |q| format!("?{q}#confirm")),
        };
        // A folded family is one line in its place, with no code: it
        // opens the seat page, where one form holds the family.
        let mut folded: Vec<&str> = Vec::new();
        for c in choices {
            if c.shown {
                push(c.group, item(&c.code, &c.words, c.query.as_deref()));
            } else if let Some(line) = c.family.as_deref() {
                if !folded.contains(&line) {
                    folded.push(line);
                    push(c.group, item("", line, None));
                }
            }
        }
        if let Some(line) = discard_line(lang, choices) {
            push(line.group, item(&line.code, &line.words, None));
        }
        (!groups.is_empty()).then_some(ChoicesBlock { groups, by_reply })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::Classic;
    use crate::rules::contract::Rules;
    use crate::rules::frenemies::{Frenemies, FrenemiesCommand};
    use crate::rules::{AnyCommand, AnyState, Names};
    use crate::simulate::{play, Checks};
    use crate::views::common::choice::{self, FAMILY_LISTED};

    fn traders(c: &AnyCommand) -> bool {
        matches!(
            c,
            AnyCommand::Frenemies(crate::rules::classic::Command::Scenario(
                FrenemiesCommand::RedeemTraders { .. }
            ))
        )
    }

    /// base-catan.md §Development cards: Monopoly names one of the five
    /// resources. Its five ways stay listed, each with a code a reply reads
    /// back as that card played, so a player who plays by email alone can
    /// play it (only families larger than one card's ways are folded).
    #[test]
    fn monopoly_is_listed_and_played_by_reply() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let monopoly = |c: &AnyCommand| {
            matches!(
                c,
                AnyCommand::Classic(crate::rules::classic::Command::PlayMonopoly { .. })
            )
        };
        let mut checked = 0;
        for seed in 0..40 {
            let played = play::<Classic>(seed, 3, Checks::None).expect("a game");
            let mut state = <Classic as Rules>::State::default();
            for e in &played.events {
                <Classic as Rules>::evolve(&mut state, e);
                let any = AnyState::Classic(state.clone());
                for seat in any.waiting_for() {
                    let legal = any.legal_commands(seat);
                    if !legal.iter().any(monopoly) {
                        continue;
                    }
                    let choices = crate::views::present::choices_for(
                        crate::lang::Lang::En,
                        &any,
                        seat,
                        &names,
                    );
                    let ways: Vec<_> = choices.iter().filter(|c| monopoly(&c.command)).collect();
                    assert_eq!(ways.len(), legal.iter().filter(|c| monopoly(c)).count());
                    for way in ways {
                        assert!(way.shown && !way.code.is_empty(), "{}", way.words);
                        let read = choice::read(&choices, &way.code).one().expect("reads");
                        assert_eq!(read.command, way.command);
                    }
                    checked += 1;
                }
            }
            if checked >= 3 {
                break;
            }
        }
        assert!(checked > 0, "no Monopoly card came up to check");
    }

    /// The block of a German seat's email heads its groups in German and
    /// words the place choices and the discard line in German, with the
    /// same codes as an English seat's.
    #[test]
    fn a_german_seat_s_choices_are_headed_and_worded_in_german() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let played = play::<Classic<Frenemies>>(3, 3, Checks::None).expect("a game");
        let mut state = <Classic<Frenemies> as Rules>::State::default();
        let (mut placed, mut discarded) = (false, false);
        for e in &played.events {
            <Classic<Frenemies> as Rules>::evolve(&mut state, e);
            let any = AnyState::Frenemies(state.clone());
            for seat in any.waiting_for() {
                let block = |lang| {
                    let choices = crate::views::present::choices_for(lang, &any, seat, &names);
                    ChoicesBlock::new(lang, &choices, true).expect("choices")
                };
                let (de, en) = (block(Lang::De), block(Lang::En));
                let codes = |b: &ChoicesBlock| -> Vec<String> {
                    b.groups
                        .iter()
                        .flat_map(|g| g.items.iter().map(|i| i.code.clone()))
                        .collect()
                };
                let spoken = |b: &ChoicesBlock| -> Vec<String> {
                    codes(b)
                        .into_iter()
                        .filter(|c| !c.starts_with("discard ") && !c.starts_with("abgeben "))
                        .collect()
                };
                assert_eq!(spoken(&de), spoken(&en));
                for g in &de.groups {
                    if g.heading == Group::Place.heading(Lang::De) {
                        placed = true;
                        assert!(g.heading.starts_with("Wo du bauen"), "{}", g.heading);
                        assert!(
                            g.items.iter().all(|i| !i.words.starts_with("Build")),
                            "{g:?}"
                        );
                    }
                    if g.heading == Group::Discard.heading(Lang::De) {
                        discarded = true;
                        assert!(g.items[0].words.starts_with("Gib "), "{g:?}");
                        // Its example in German words too, as a reply may say it.
                        assert!(g.items[0].code.starts_with("abgeben "), "{g:?}");
                        for english in ["brick", "lumber", "wool", "grain", "ore"] {
                            assert!(!g.items[0].code.contains(english), "{g:?}");
                        }
                        // And a reply of that example reads as that discard.
                        let words = crate::lang::reply::vocabulary(Lang::De);
                        let mut choices =
                            crate::views::present::choices_for(Lang::De, &any, seat, &names);
                        crate::views::common::choice::with_vocabulary(&mut choices, &words);
                        let read = crate::views::common::choice::read_in(
                            &choices,
                            &g.items[0].code,
                            &words,
                        );
                        assert!(
                            matches!(read, crate::views::common::choice::Reading::One(c)
                                if c.group == Group::Discard),
                            "{} reads as a discard",
                            g.items[0].code
                        );
                    }
                }
            }
        }
        assert!(placed && discarded, "the game asked a place and a discard");
    }

    /// frenemies.txt §Redeeming Favor Tokens: a wagon token buys one or two
    /// 1:1 swaps, which a rich hand makes dozens of. Through random games,
    /// wherever a seat may make more than four swaps, its email lists the
    /// board's spots first, the swaps as one line with no code that opens
    /// its page, numbers only what it lists, and every spot's code still
    /// reads back as that spot.
    #[test]
    fn a_frenemies_email_lists_board_moves_first_and_many_traders_swaps_as_one_line() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut checked = 0;
        let mut with_spots = 0;
        for seed in 0..12 {
            let played = play::<Classic<Frenemies>>(seed, 3, Checks::None).expect("a game");
            let mut state = <Classic<Frenemies> as Rules>::State::default();
            for e in &played.events {
                <Classic<Frenemies> as Rules>::evolve(&mut state, e);
                let any = AnyState::Frenemies(state.clone());
                for seat in any.waiting_for() {
                    let legal = any.legal_commands(seat);
                    if legal.iter().filter(|c| traders(c)).count() <= FAMILY_LISTED {
                        continue;
                    }
                    let choices = crate::views::present::choices_for(
                        crate::lang::Lang::En,
                        &any,
                        seat,
                        &names,
                    );
                    let block = ChoicesBlock::new(Lang::En, &choices, true).expect("choices");
                    let items: Vec<&Item> = block.groups.iter().flat_map(|g| &g.items).collect();
                    let swaps: Vec<&&Item> = items
                        .iter()
                        .filter(|i| i.words.starts_with("Traders"))
                        .collect();
                    assert_eq!(swaps.len(), 1, "{items:?}");
                    assert!(swaps[0].code.is_empty() && swaps[0].query.is_empty());
                    assert!(
                        swaps[0].words.contains("on your page"),
                        "{}",
                        swaps[0].words
                    );
                    // Numbers run 1, 2, ... over the listed lines only.
                    let numbers: Vec<String> = items
                        .iter()
                        .filter(|i| i.code.parse::<u32>().is_ok())
                        .map(|i| i.code.clone())
                        .collect();
                    let expected: Vec<String> =
                        (1..=numbers.len()).map(|n| n.to_string()).collect();
                    assert_eq!(numbers, expected);
                    assert!(numbers.len() <= 12, "{items:?}");
                    // Board moves first, each still read by its code.
                    let places: Vec<&Choice<AnyCommand>> =
                        choices.iter().filter(|c| c.group == Group::Place).collect();
                    if !places.is_empty() {
                        with_spots += 1;
                        assert_eq!(block.groups[0].heading, Group::Place.heading(Lang::En));
                    }
                    for p in places {
                        let read = choice::read(&choices, &p.code)
                            .one()
                            .expect("the spot's code reads");
                        assert_eq!(read.command, p.command);
                    }
                    // No swap is read from a reply: the page makes them.
                    for c in choices.iter().filter(|c| traders(&c.command)) {
                        assert!(!c.shown && c.code.is_empty());
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "only {checked} emails with many swaps");
        assert!(with_spots > 0, "no email with many swaps and a spot");
    }
}
