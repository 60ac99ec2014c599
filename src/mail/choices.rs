//! The choices an email that asks a seat for a decision lists, as data: the
//! letter's frame renders each on its own line of the text part,
//! `[CODE] words` (a format scripts read), and in the HTML part as links
//! that open the choice on the seat's page (`templates/email/choices.*`).
//! The choices come from the game's presentation
//! ([`crate::views::present::choices_for`]).

use serde::{Deserialize, Serialize};

use crate::rules::AnyCommand;
use crate::views::common::choice::{discard_line, Choice, Group};

/// One line of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
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
    /// example); `None` when there is nothing to choose.
    pub fn new(choices: &[Choice<AnyCommand>], by_reply: bool) -> Option<Self> {
        let mut groups: Vec<ItemGroup> = Vec::new();
        let mut push = |group: Group, item: Item| match groups.last_mut() {
            Some(g) if g.heading == group.heading() => g.items.push(item),
            _ => groups.push(ItemGroup {
                heading: group.heading().to_owned(),
                items: vec![item],
            }),
        };
        let item = |code: &str, words: &str, query: Option<&str>| Item {
            code: code.to_owned(),
            words: words.to_owned(),
            query: query.map_or_else(String::new, |q| format!("?{q}#confirm")),
        };
        for c in choices.iter().filter(|c| c.shown) {
            push(c.group, item(&c.code, &c.words, c.query.as_deref()));
        }
        if let Some(line) = discard_line(choices) {
            push(line.group, item(&line.code, &line.words, None));
        }
        (!groups.is_empty()).then_some(ChoicesBlock { groups, by_reply })
    }
}
