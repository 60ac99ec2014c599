//! The choices an email that asks a seat for a decision lists: each on its
//! own line of the text part, `[CODE] words` (a format scripts read), and
//! in the HTML part as links that open the choice on the seat's page. The
//! choices come from the game's presentation
//! ([`crate::views::present::choices_for`]); this renders them.

use askama::Template;

use crate::game::links::SEAT_LINK;
use crate::rules::AnyCommand;
use crate::views::common::choice::{discard_line, Choice, Group};

/// One line of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub code: String,
    pub words: String,
    /// What follows the seat link to open the choice (`?pick=road-12#confirm`).
    pub query: String,
}

/// The choices of one group, under its heading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemGroup {
    pub heading: &'static str,
    pub items: Vec<Item>,
}

/// The choices block of an email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoicesBlock {
    pub groups: Vec<ItemGroup>,
    /// Replies are read (a reply address is configured).
    pub by_reply: bool,
    pub link: &'static str,
}

#[derive(Template)]
#[template(path = "email/choices.txt")]
struct Text<'a> {
    m: &'a ChoicesBlock,
}

#[derive(Template)]
#[template(path = "email/choices.html")]
struct Html<'a> {
    m: &'a ChoicesBlock,
}

impl ChoicesBlock {
    /// The block listing `choices` (the discards as one line with an
    /// example); `None` when there is nothing to choose.
    pub fn new(choices: &[Choice<AnyCommand>], by_reply: bool) -> Option<Self> {
        let mut groups: Vec<ItemGroup> = Vec::new();
        let mut push = |group: Group, item: Item| match groups.last_mut() {
            Some(g) if g.heading == group.heading() => g.items.push(item),
            _ => groups.push(ItemGroup {
                heading: group.heading(),
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
        (!groups.is_empty()).then_some(ChoicesBlock {
            groups,
            by_reply,
            link: SEAT_LINK,
        })
    }

    /// The plain-text block.
    pub fn text(&self) -> String {
        Text { m: self }
            .render()
            .expect("the choices template only formats strings")
    }

    /// The HTML block.
    pub fn html(&self) -> String {
        Html { m: self }
            .render()
            .expect("the choices template only formats strings")
    }
}

/// Puts `block` into an email's body just before its footer (or at its
/// end): the text before the line that opens the footer, the HTML before
/// the footer's rule.
pub fn insert(body_text: &mut String, body_html: Option<&mut String>, block: &ChoicesBlock) {
    let text = block.text();
    let at = body_text
        .find("\nThe link is yours alone")
        .or_else(|| body_text.find("\nThis link is yours alone"))
        .map_or(body_text.len(), |i| i + 1);
    body_text.insert_str(at, &format!("{}\n\n", text.trim_end()));
    if let Some(html) = body_html {
        let block = block.html();
        let at = html
            .find("<hr")
            .or_else(|| html.rfind("</body>"))
            .unwrap_or(html.len());
        html.insert_str(at, &block);
    }
}
