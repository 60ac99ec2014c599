//! Choices with codes: what a seat may decide now, as an email lists it and
//! a reply names it (`[1] Roll the dice`, `[C3-C4] Build a road ...`). The
//! rulesets' presentations give the words
//! (`Present::choices` in the views contract); this owns the codes, the
//! spot labels of a board, and reading a reply's line back into a choice.
//! It renders nothing and knows no ruleset.

use crate::lang::play::Play;
use crate::lang::reply::{ReplyWords, Vocabulary};
use crate::lang::Lang;
use crate::rules::common::table::TableCommand;
use crate::rules::common::trade::Offer;
use crate::rules::common::{Board, EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::contract::Names;
use crate::views::common::board::Place;
use crate::views::common::table::{self, Word};

/// What kind of decision a choice is, for grouping a long list; an email
/// lists the groups in this order, the board's spots first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// A spot on the board: a road, a settlement, the robber.
    Place,
    /// A plain action: roll, end the turn, buy or play a card, trade.
    Action,
    /// An answer to an offer.
    Answer,
    /// Cards to give up.
    Discard,
}

/// A family of choices has at most this many listed one by one; more are
/// one line that sends the seat to its page ([`Choice::family`]).
pub const FAMILY_LISTED: usize = 4;

impl Group {
    /// The heading of the group in an email, in `lang`.
    pub fn heading(self, lang: Lang) -> String {
        lang.say(ReplyWords::GroupHeading {
            group: match self {
                Group::Action => "action",
                Group::Answer => "answer",
                Group::Place => "place",
                Group::Discard => "discard",
            },
        })
    }
}

/// One decision a seat may take now, with its code and words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice<C> {
    /// The code an email shows and a reply names: "1", "C3", "C3-C4", "T7".
    pub code: String,
    /// What it does, in words: "Roll the dice".
    pub words: String,
    pub group: Group,
    /// The seat page's query that opens the choice there (`pick=road-12`,
    /// `act=buy_card`), if the page has one.
    pub query: Option<String>,
    /// Other replies that name it ("accept", "road C3-C4").
    pub aliases: Vec<String>,
    /// Listed in the email; a discard's many combinations are read from a
    /// reply without each being listed.
    pub shown: bool,
    /// The line that stands for this choice and its kin (the Traders'
    /// swaps, the trades with the bank) when they are more than
    /// [`FAMILY_LISTED`]: then none of them is listed or numbered, and the
    /// line sends the seat to its page, where one form holds them all.
    pub family: Option<String>,
    /// The command it makes.
    pub command: C,
}

impl<C> Choice<C> {
    /// A listed choice.
    pub fn new(
        code: impl Into<String>,
        words: impl Into<String>,
        group: Group,
        command: C,
    ) -> Self {
        Choice {
            code: code.into(),
            words: words.into(),
            group,
            query: None,
            aliases: Vec::new(),
            shown: true,
            family: None,
            command,
        }
    }

    /// A plain action, numbered, that opens `query` on the seat page.
    pub fn action(words: impl Into<String>, command: C, query: impl Into<String>) -> Self {
        Choice::new("", words, Group::Action, command).query(query)
    }

    /// The same choice opening `query` on the seat page.
    pub fn query(mut self, query: impl Into<String>) -> Self {
        self.query = Some(query.into());
        self
    }

    /// The same choice, one of the family that `line` stands for when it
    /// has more than [`FAMILY_LISTED`] members.
    #[must_use]
    pub fn family(mut self, line: impl Into<String>) -> Self {
        self.family = Some(line.into());
        self
    }

    /// The same choice also read from `alias`.
    pub fn alias(mut self, alias: impl Into<String>) -> Self {
        self.aliases.push(alias.into());
        self
    }

    /// The same choice with its command mapped (into the `Any*` command).
    pub fn map<D>(self, f: impl FnOnce(C) -> D) -> Choice<D> {
        Choice {
            code: self.code,
            words: self.words,
            group: self.group,
            query: self.query,
            aliases: self.aliases,
            shown: self.shown,
            family: self.family,
            command: f(self.command),
        }
    }

    /// Whether a reply's whole line, `key` (normalized), names this
    /// choice: its code, another name, or its line as the email lists it,
    /// `[CODE] words`, copied (with words after it), whose own numbers
    /// ("the 6 hills") are then no codes.
    fn named_by(&self, key: &str, words: &Vocabulary) -> bool {
        let listed = key_of(&format!("{} {}", self.code, self.words));
        let code = key_of(&self.code);
        // A discard's cards in the language's words read as its code's.
        let code = match self.group {
            Group::Discard if !words.cards.is_empty() => discard_key(&code, words).unwrap_or(code),
            _ => code,
        };
        code == key
            || self.aliases.iter().any(|a| key_of(a) == key)
            || (self.shown
                && key
                    .strip_prefix(listed.as_str())
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(' ')))
    }
}

/// The choices of a seat's `legal` commands in the order an email lists
/// them ([`arrange`]): one for each command that `choose` words (given the
/// command and a copy of it to carry), none for one it passes over.
pub fn listed<C: Clone>(
    legal: &[C],
    mut choose: impl FnMut(&C, C) -> Option<Choice<C>>,
) -> Vec<Choice<C>> {
    let mut out: Vec<Choice<C>> = legal.iter().filter_map(|c| choose(c, c.clone())).collect();
    arrange(&mut out);
    out
}

/// A spot on the board: its `code`, the `words` for it, the seat page's
/// `pick` that opens it, and "`kind` `code`" as another name ("road C3-C4").
pub fn place<C>(code: String, words: String, pick: &str, kind: &str, command: C) -> Choice<C> {
    let alias = format!("{kind} {code}");
    Choice::new(code, words, Group::Place, command)
        .query(format!("pick={pick}"))
        .alias(alias)
}

/// The codes of the moves of a piece that goes from hex to hex (the robber,
/// the inventor), in the order the moves are listed: the hex's label, with
/// "-1", "-2" ... after it where more than one move goes there (one for
/// each seat to draw from).
#[derive(Debug, Clone, Default)]
pub struct HexCodes {
    targets: Vec<TileId>,
    seen: Vec<TileId>,
}

impl HexCodes {
    /// The codes of moves to `targets`, one target for each legal move.
    pub fn new(targets: impl IntoIterator<Item = TileId>) -> HexCodes {
        HexCodes {
            targets: targets.into_iter().collect(),
            seen: Vec::new(),
        }
    }

    /// The code of the next listed move, to `tile`, whose label is in
    /// `labels`.
    pub fn next(&mut self, labels: &SpotLabels, tile: TileId) -> String {
        let label = labels.tile(tile);
        self.seen.push(tile);
        let nth = self.seen.iter().filter(|t| **t == tile).count();
        if self.targets.iter().filter(|t| **t == tile).count() > 1 {
            format!("{label}-{nth}")
        } else {
            label
        }
    }
}

/// Buying a development card from the deck, in `lang`.
pub fn buy_development_card<C>(lang: Lang, command: C) -> Choice<C> {
    Choice::action(lang.say(Play::BuyCardButton), command, "act=buy_card")
}

/// Playing Road Building in `lang`, whose two free roads the seat may
/// `verb` (`build`, `place`: the ruleset's word, as an id).
pub fn road_building<C>(lang: Lang, verb: &'static str, command: C) -> Choice<C> {
    Choice::action(
        lang.say(Play::ChoiceRoadBuilding { verb }),
        command,
        "act=road_building",
    )
}

/// The two cards a card takes from the bank or supply (Year of Plenty,
/// Successful Invention): one `a` and one `b`, which may be alike.
pub fn two_cards(a: Resource, b: Resource) -> Resources {
    let mut cards = Resources::of(a, 1);
    cards.set(b, cards.get(b) + 1);
    cards
}

/// Whether exactly one of a seat's table commands accepts an offer: then
/// "accept" and "reject" alone answer it.
pub fn only_answer<'a>(table: impl IntoIterator<Item = &'a TableCommand>) -> bool {
    table
        .into_iter()
        .filter(|t| matches!(t, TableCommand::AcceptOffer { .. }))
        .count()
        == 1
}

/// Puts choices in the order an email lists them: by group, the board's
/// spots first in reading order of their labels; a family of more than
/// [`FAMILY_LISTED`] is folded into its one line ([`fold_families`]);
/// then numbers the rest ([`number`]).
pub fn arrange<C>(choices: &mut [Choice<C>]) {
    choices.sort_by_cached_key(|c| {
        let spot = if c.group == Group::Place {
            c.code.split('-').map(spot_order).collect()
        } else {
            Vec::new()
        };
        (c.group, spot)
    });
    fold_families(choices);
    number(choices);
}

/// Hides every choice of a family with more than [`FAMILY_LISTED`]
/// members: its line stands for them all.
pub fn fold_families<C>(choices: &mut [Choice<C>]) {
    let lines: Vec<Option<String>> = choices.iter().map(|c| c.family.clone()).collect();
    for c in choices.iter_mut() {
        let Some(line) = &c.family else { continue };
        if lines.iter().flatten().filter(|l| *l == line).count() > FAMILY_LISTED {
            c.shown = false;
        }
    }
}

/// Numbers the listed plain actions and answers "1", "2", ... in list
/// order, leaving codes already given (spots) as they are: a listed choice
/// whose code is empty gets the next number; one left out of the list
/// (a folded family) gets none, so no reply names it.
pub fn number<C>(choices: &mut [Choice<C>]) {
    let unnumbered = choices.iter_mut().filter(|c| c.code.is_empty() && c.shown);
    for (next, c) in (1..).zip(unnumbered) {
        c.code = format!("{next}");
    }
}

/// What a reply's line names among a seat's choices.
#[derive(Debug)]
pub enum Reading<'a, C> {
    /// Exactly one choice.
    One(&'a Choice<C>),
    /// Two or more different choices, in the order the line names them:
    /// the reply cannot say which one it means.
    Ambiguous(Vec<&'a Choice<C>>),
    /// No choice.
    Nothing,
}

impl<'a, C> Reading<'a, C> {
    /// The choice named, when the line names exactly one.
    pub fn one(self) -> Option<&'a Choice<C>> {
        match self {
            Reading::One(c) => Some(c),
            Reading::Ambiguous(_) | Reading::Nothing => None,
        }
    }
}

/// What a reply's line names. The whole line is read first: a code (with
/// or without the brackets, any case), another name of a choice
/// ("accept", "road C3-C4"), for a discard the cards in any order
/// ("discard 2 wool 1 ore", "discard wool, wool and ore"), or a choice's
/// line copied from the email ("[C3-C4] Build a road between the 6 hills
/// and the 8 fields"). Otherwise the codes among its words decide and the
/// other words are ignored ("1 please", "ok B2-C2", "build road L2-M2"):
/// one code, even written twice, is that choice; different codes are
/// [`Reading::Ambiguous`]. Only codes count there, never a word such as
/// "accept" ("I can't accept" is no answer), and of two codes that run on
/// ("C3 C4"), the longer one that the list holds is read (the road C3-C4,
/// not the corner C3).
pub fn read<'a, C>(choices: &'a [Choice<C>], line: &str) -> Reading<'a, C> {
    read_in(choices, line, &Vocabulary::default())
}

/// [`read`] by a seat whose language has the other `words`
/// ([`with_vocabulary`] gives the choices theirs): a discard may also be
/// the language's verb and its cards' words ("abgeben 2 Wolle und 1 Erz").
pub fn read_in<'a, C>(choices: &'a [Choice<C>], line: &str, words: &Vocabulary) -> Reading<'a, C> {
    let key = key_of(line);
    if key.is_empty() {
        return Reading::Nothing;
    }
    let whole = discard_key(&key, words).unwrap_or_else(|| key.clone());
    let named: Vec<&Choice<C>> = choices
        .iter()
        .filter(|c| c.named_by(&whole, words))
        .collect();
    match named.len() {
        0 => {}
        1 => return Reading::One(named[0]),
        _ => return Reading::Ambiguous(named),
    }
    let named = codes_in(choices, &key);
    match named.as_slice() {
        [] => Reading::Nothing,
        [one] => Reading::One(one),
        _ => Reading::Ambiguous(named),
    }
}

/// The listed choices whose codes the words of `key` (a normalized line)
/// name, each once, in the order named: from each word on, the longest
/// code that starts there ("c3 c4" before "c3"), then on past it.
fn codes_in<'a, C>(choices: &'a [Choice<C>], key: &str) -> Vec<&'a Choice<C>> {
    let words: Vec<&str> = key.split(' ').collect();
    // Each listed choice's codes as words: its code, and another spelling
    // of it (a path's corners the other way round, "C4-C3"), never a word
    // alias.
    let codes: Vec<(Vec<String>, &Choice<C>)> = choices
        .iter()
        .filter(|c| c.shown)
        .flat_map(|c| {
            std::iter::once(c.code.as_str())
                .chain(
                    c.aliases
                        .iter()
                        .map(String::as_str)
                        .filter(|a| code_like(a)),
                )
                .map(move |code| (key_of(code).split(' ').map(str::to_owned).collect(), c))
        })
        .filter(|(words, _): &(Vec<String>, _)| words.iter().all(|w| !w.is_empty()))
        .collect();
    let mut named: Vec<&Choice<C>> = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let longest = codes
            .iter()
            .filter(|(code, _)| {
                words
                    .get(at..at + code.len())
                    .is_some_and(|run| run.iter().zip(code).all(|(w, c)| *w == c.as_str()))
            })
            .max_by_key(|(code, _)| code.len());
        match longest {
            Some((code, choice)) => {
                if !named.iter().any(|n| std::ptr::eq(*n, *choice)) {
                    named.push(choice);
                }
                at += code.len();
            }
            None => at += 1,
        }
    }
    named
}

/// An alias written like a code: one word with a digit ("C4-C3"), not a
/// word such as "accept" or a phrase such as "road C3-C4".
fn code_like(alias: &str) -> bool {
    let alias = alias.trim();
    !alias.contains(char::is_whitespace) && alias.chars().any(|c| c.is_ascii_digit())
}

/// A code or a reply in one form: lower case, the words and numbers only,
/// one space between them ("[C3-C4]" and "c3 c4" read alike).
pub fn normalize(text: &str) -> String {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` as a reply is compared with the choices: [`normalize`]d, with
/// the marked letters some keyboards lack written out ("ü" as "ue", "ß" as
/// "ss"), so that "Würfeln" and "wuerfeln" read alike.
fn key_of(text: &str) -> String {
    let mut key = String::with_capacity(text.len());
    for c in normalize(text).chars() {
        match c {
            '\u{e4}' => key.push_str("ae"),
            '\u{f6}' => key.push_str("oe"),
            '\u{fc}' => key.push_str("ue"),
            '\u{df}' => key.push_str("ss"),
            c => key.push(c),
        }
    }
    key
}

/// Gives `choices` the other names a reply's whole line may use in the
/// seat's language (`words`, [`vocabulary`](crate::lang::reply::vocabulary)):
/// rolling the dice, ending the turn (or the special building), and yes or
/// no for a choice that "accept"/"agree" or "reject"/"refuse" alone
/// already names.
pub fn with_vocabulary<C>(choices: &mut [Choice<C>], words: &Vocabulary) {
    for c in choices.iter_mut().filter(|c| c.shown) {
        let has = |alias: &str| c.aliases.iter().any(|a| a == alias);
        let more: &[String] = match c.query.as_deref() {
            Some("act=roll") => &words.roll,
            Some("act=end_turn" | "act=end_special") => &words.end,
            _ if has("accept") || has("agree") => &words.yes,
            _ if has("reject") || has("refuse") => &words.no,
            _ => &[],
        };
        c.aliases.extend(more.iter().cloned());
    }
}

/// "discard 2 wool 1 ore" in one order ("discard 1 ore 2 wool"), from a
/// normalized line: counts before words (a word alone counts one, words
/// repeat), "and" and plural s left out. `None` for a line that is not a
/// discard.
fn discard_key(key: &str, vocabulary: &Vocabulary) -> Option<String> {
    let said = |list: &[String], w: &str| list.iter().any(|v| key_of(v) == w);
    let mut words = key.split(' ');
    let verb = words.next()?;
    if verb != "discard" && !said(&vocabulary.discard, verb) {
        return None;
    }
    let mut counts: Vec<(String, u32)> = Vec::new();
    let mut count: Option<u32> = None;
    for w in words {
        if w == "and" || w == "x" || said(&vocabulary.and, w) {
            continue;
        }
        if let Ok(n) = w.trim_end_matches('x').parse::<u32>() {
            count = Some(count.unwrap_or(0).saturating_add(n));
            continue;
        }
        let card = |w: &str| {
            vocabulary
                .cards
                .iter()
                .find(|(said, _)| key_of(said) == w)
                .map(|(_, card)| *card)
        };
        let stripped = w.strip_suffix('s').filter(|s| !s.is_empty()).unwrap_or(w);
        let word = card(w).or_else(|| card(stripped)).unwrap_or(stripped);
        let n = count.take().unwrap_or(1);
        match counts.iter_mut().find(|(k, _)| k == word) {
            Some((_, c)) => *c = c.saturating_add(n),
            None => counts.push((word.to_owned(), n)),
        }
    }
    counts.sort();
    let parts: Vec<String> = counts.iter().map(|(w, n)| format!("{n} {w}")).collect();
    Some(format!("discard {}", parts.join(" ")))
}

/// A discard of `cards` as a choice read from a reply (not listed: a hand
/// has many), in the game's resource words.
pub fn discard<C>(cards: &Resources, word: Word, command: C) -> Choice<C> {
    let spoken = discard_words(cards, word);
    let key = discard_key(&normalize(&spoken), &Vocabulary::default()).unwrap_or_default();
    let mut choice = Choice::new(key, spoken, Group::Discard, command);
    choice.shown = false;
    choice
}

/// A discard of counted things in the game's words (`(2, "wool"), (1,
/// "oil")`), as [`discard`] makes one of resource cards.
pub fn discard_of<C>(parts: &[(u8, &str)], command: C) -> Choice<C> {
    let words: Vec<String> = parts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, w)| format!("{n} {w}"))
        .collect();
    let spoken = format!("discard {}", words.join(" "));
    let key = discard_key(&normalize(&spoken), &Vocabulary::default()).unwrap_or_default();
    let mut choice = Choice::new(key, spoken, Group::Discard, command);
    choice.shown = false;
    choice
}

/// "discard 2 wool 1 ore": how a reply names a discard of `cards`.
pub fn discard_words(cards: &Resources, word: Word) -> String {
    let parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|r| cards.get(**r) > 0)
        .map(|r| format!("{} {}", cards.get(*r), word(*r)))
        .collect();
    format!("discard {}", parts.join(" "))
}

/// The line that stands for every discard choice in an email, in `lang`:
/// how many cards, and how to name them, with one of them as the example.
pub fn discard_line<C>(lang: Lang, choices: &[Choice<C>]) -> Option<Choice<()>> {
    let example = choices.iter().find(|c| c.group == Group::Discard)?;
    let count: u32 = example
        .words
        .split(' ')
        .filter_map(|w| w.parse::<u32>().ok())
        .sum();
    // The example in the reader's words: its verb too.
    let code = match example.words.strip_prefix("discard ") {
        Some(cards) => format!("{} {cards}", lang.say(ReplyWords::DiscardVerb)),
        None => example.words.clone(),
    };
    Some(Choice::new(
        code,
        lang.say(ReplyWords::DiscardLine { count }),
        Group::Discard,
        (),
    ))
}

/// The choices that answer `offer` in `lang`: accept and reject, read as
/// "accept" and "reject" too when `only` (no other offer waits), with
/// numbers to come.
pub fn offer_answers<C>(
    lang: Lang,
    offer: &Offer,
    names: &Names,
    cards: &dyn Fn(&Resources) -> String,
    only: bool,
    accept: C,
    reject: C,
) -> [Choice<C>; 2] {
    // The offer is from the offering player's side: they give `give`.
    let answer = |answer: &'static str| {
        lang.say(Play::ChoiceAnswer {
            answer,
            who: names.of(offer.from),
            give: cards(&offer.give),
            want: cards(&offer.want),
        })
    };
    let mut yes = Choice::new("", answer("accept"), Group::Answer, accept);
    let mut no = Choice::new("", answer("reject"), Group::Answer, reject);
    if only {
        yes = yes.alias("accept").alias("yes");
        no = no.alias("reject").alias("no");
    }
    [yes, no]
}

/// The choice of a table command in `lang` and the game's `word`s, or `None` for one
/// that stays on the seat page (a free-form offer or counter-offer) or
/// answers an offer no longer open. `supply` words a trade with the
/// supply ("Trade 4 wool with the bank …"); `only` says no other offer
/// waits for an answer, so "accept" and "reject" alone do. `hand` is the
/// deciding seat's own: declining an offer it cannot pay says so, and
/// what it lacks (its own email only).
#[expect(
    clippy::too_many_arguments,
    reason = "each is one fact the words need; a struct would only rename them"
)]
pub fn table<C>(
    lang: Lang,
    command: &TableCommand,
    offers: &[Offer],
    names: &Names,
    word: Word,
    supply: impl FnOnce(Resource, Resource) -> String,
    only: bool,
    hand: Option<&Resources>,
    c: C,
) -> Option<Choice<C>>
where
    C: Clone,
{
    let terms_of = |offer: u32| {
        offers
            .iter()
            .find(|o| o.id == offer)
            .map(|o| table::terms(lang, &o.give, &o.want, word))
            .unwrap_or_default()
    };
    Some(match command {
        TableCommand::Discard { cards } => discard(cards, word, c),
        TableCommand::SupplyTrade { give, get } => {
            Choice::new("", supply(*give, *get), Group::Action, c)
        }
        TableCommand::AcceptOffer { offer } | TableCommand::RejectOffer { offer } => {
            let o = offers.iter().find(|o| o.id == *offer)?;
            let cards = |r: &Resources| table::cards(lang, r, word);
            let [yes, no] = offer_answers(lang, o, names, &cards, only, c.clone(), c);
            if matches!(command, TableCommand::AcceptOffer { .. }) {
                yes
            } else {
                match hand.and_then(|h| table::cannot_pay(lang, o, h, word)) {
                    Some(why) => Choice {
                        words: format!("{} ({why})", no.words),
                        ..no
                    },
                    None => no,
                }
            }
        }
        TableCommand::WithdrawOffer { offer } => Choice::new(
            "",
            lang.say(Play::ChoiceWithdraw {
                terms: terms_of(*offer),
            }),
            Group::Answer,
            c,
        ),
        TableCommand::ConfirmTrade { offer, with } => Choice::new(
            "",
            lang.say(Play::ChoiceConfirm {
                who: names.of(*with),
                terms: terms_of(*offer),
            }),
            Group::Answer,
            c,
        ),
        // Free-form offers stay on the seat page.
        TableCommand::OfferTrade { .. } | TableCommand::CounterOffer { .. } => return None,
    })
}

/// A command in words from its name alone ("Use favor token"), for a
/// command whose presentation gives no words of its own.
pub fn command_words<T: serde::Serialize>(command: &T) -> String {
    let value = serde_json::to_value(command).unwrap_or_default();
    let name = value
        .get("type")
        .and_then(|t| t.as_str())
        .or_else(|| value.as_str())
        .unwrap_or("move");
    let mut words = String::new();
    for (i, ch) in name.chars().enumerate() {
        if ch == '_' {
            words.push(' ');
        } else if ch.is_uppercase() && i > 0 {
            words.push(' ');
            words.extend(ch.to_lowercase());
        } else {
            words.push(ch);
        }
    }
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// Letters of the spot rows: no I, O or T, which read as 1, 0 or a tile.
const ROW_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSUVWXYZ";

/// Short names of a board's spots, the same on every email of a game (they
/// follow from the board alone): corners by row and place in the row,
/// top to bottom and left to right ("C3"); a path by its two corners
/// ("C3-C4"); hexes numbered in the same reading order ("T7").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpotLabels {
    nodes: Vec<String>,
    tiles: Vec<String>,
}

impl SpotLabels {
    /// The labels of `board`'s spots.
    pub fn of(board: &Board) -> SpotLabels {
        let mut order: Vec<(f32, f32, usize)> = board
            .nodes
            .iter()
            .map(|n| (n.pos.y, n.pos.x, n.id.index()))
            .collect();
        order.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let mut nodes = vec![String::new(); board.nodes.len()];
        let (mut row, mut place, mut row_y) = (0usize, 0usize, None::<f32>);
        for (y, _, index) in order {
            match row_y {
                // Corners of one row lie within a fifth of a hex of each other.
                Some(top) if y - top < 0.2 => place += 1,
                Some(_) => {
                    row += 1;
                    place = 1;
                    row_y = Some(y);
                }
                None => {
                    place = 1;
                    row_y = Some(y);
                }
            }
            if let Some(slot) = nodes.get_mut(index) {
                *slot = format!("{}{place}", row_name(row));
            }
        }
        // Rows of one line of hexes, then left to right.
        let mut order: Vec<(i32, f32, usize)> = board
            .tiles
            .iter()
            .map(|t| ((t.center.y * 4.0).round() as i32, t.center.x, t.id.index()))
            .collect();
        order.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let mut tiles = vec![String::new(); board.tiles.len()];
        for (n, (_, _, index)) in order.into_iter().enumerate() {
            if let Some(slot) = tiles.get_mut(index) {
                *slot = format!("T{}", n + 1);
            }
        }
        SpotLabels { nodes, tiles }
    }

    /// The label of a place: a corner's, a path's or a hex's.
    pub fn place(&self, board: &Board, place: Place) -> String {
        match place {
            Place::Node(n) => self.node(n),
            Place::Edge(e) => self.edge(board, e),
            Place::Tile(t) => self.tile(t),
        }
    }

    /// A corner's label: "C3".
    pub fn node(&self, node: NodeId) -> String {
        self.nodes
            .get(node.index())
            .cloned()
            .unwrap_or_else(|| format!("N{node}"))
    }

    /// A path's label, by its corners in reading order: "C3-C4".
    pub fn edge(&self, board: &Board, edge: EdgeId) -> String {
        if !board.has_edge(edge) {
            return format!("E{edge}");
        }
        let [a, b] = board.edge(edge).nodes;
        let (a, b) = if a.index() <= b.index() {
            (a, b)
        } else {
            (b, a)
        };
        let (a, b) = (self.node(a), self.node(b));
        if spot_order(&a) <= spot_order(&b) {
            format!("{a}-{b}")
        } else {
            format!("{b}-{a}")
        }
    }

    /// A path's label with its corners the other way round ("C4-C3"), which
    /// a reply may use.
    pub fn edge_reversed(&self, board: &Board, edge: EdgeId) -> String {
        let label = self.edge(board, edge);
        match label.split_once('-') {
            Some((a, b)) => format!("{b}-{a}"),
            None => label,
        }
    }

    /// A hex's label: "T7".
    pub fn tile(&self, tile: TileId) -> String {
        self.tiles
            .get(tile.index())
            .cloned()
            .unwrap_or_else(|| format!("T{tile}"))
    }
}

/// The row's letters: A, B, ... Z, then AA, AB, ...
fn row_name(row: usize) -> String {
    let n = ROW_LETTERS.len();
    let letter = |i: usize| char::from(ROW_LETTERS[i % n]);
    if row < n {
        letter(row).to_string()
    } else {
        format!("{}{}", letter(row / n - 1), letter(row))
    }
}

/// A corner label's place in reading order: its row (by length, then
/// letters), then its number.
fn spot_order(label: &str) -> (usize, String, u32) {
    let split = label
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(label.len());
    let (row, place) = label.split_at(split);
    (row.len(), row.to_owned(), place.parse().unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::play::resource_word;

    fn choices() -> Vec<Choice<&'static str>> {
        let mut list = vec![
            Choice::new("", "Roll the dice", Group::Action, "roll"),
            Choice::new("C3-C4", "Build a road", Group::Place, "road").alias("road C3-C4"),
            Choice::new("", "Accept", Group::Answer, "accept").alias("accept"),
        ];
        list.push(discard(
            &Resources::new(0, 0, 2, 0, 1),
            resource_word(Lang::En),
            "discard",
        ));
        number(&mut list);
        list
    }

    fn reads(line: &str) -> Option<&'static str> {
        match read(&choices(), line) {
            Reading::One(c) => Some(c.command),
            _ => None,
        }
    }

    /// The codes a line names when it names more than one choice.
    fn ambiguous(line: &str) -> Option<Vec<String>> {
        match read(&choices(), line) {
            Reading::Ambiguous(named) => Some(named.iter().map(|c| c.code.clone()).collect()),
            _ => None,
        }
    }

    #[test]
    fn a_hex_reached_by_two_moves_numbers_them_and_a_lone_one_keeps_its_label() {
        let labels = SpotLabels::of(&Board::from_hexes(&[(0, 0), (1, 0)]));
        let (a, b) = (TileId(0), TileId(1));
        let mut codes = HexCodes::new([a, b, a]);
        let first = codes.next(&labels, a);
        assert_eq!(first, format!("{}-1", labels.tile(a)));
        assert_eq!(codes.next(&labels, b), labels.tile(b));
        assert_eq!(codes.next(&labels, a), format!("{}-2", labels.tile(a)));
    }

    #[test]
    fn a_code_reads_with_or_without_brackets_in_any_case() {
        assert_eq!(reads("[1]"), Some("roll"));
        assert_eq!(reads(" 1 "), Some("roll"));
        assert_eq!(reads("[c3-c4]"), Some("road"));
        assert_eq!(reads("C3 C4"), Some("road"));
        assert_eq!(reads("road c3-c4"), Some("road"));
        assert_eq!(reads("Accept"), Some("accept"));
        assert_eq!(reads("2"), Some("accept"));
    }

    #[test]
    fn a_discard_reads_its_cards_in_any_order_and_form() {
        assert_eq!(reads("discard 2 wool 1 ore"), Some("discard"));
        assert_eq!(reads("Discard 1 ore, 2 wool"), Some("discard"));
        assert_eq!(reads("discard wool wool and ore"), Some("discard"));
        assert_eq!(reads("discard 2 wools 1 ore"), Some("discard"));
        assert_eq!(reads("discard 3 wool"), None);
    }

    #[test]
    fn words_that_name_no_choice_read_as_nothing() {
        assert_eq!(reads("9"), None);
        assert_eq!(reads("please roll"), None);
        assert_eq!(reads(""), None);
        assert_eq!(reads("[]"), None);
    }

    /// A turn's choices: roll 1, end 2, a corner, a road (either way
    /// round), a robber move numbered after its hex, and an offer's answer
    /// 3 (also "accept").
    fn turn() -> Vec<Choice<&'static str>> {
        let mut list = vec![
            Choice::new("", "Roll the dice", Group::Action, "roll"),
            Choice::new("", "End your turn", Group::Action, "end"),
            place(
                "C3".to_owned(),
                "Build a settlement".to_owned(),
                "settlement-1",
                "settlement",
                "settlement",
            ),
            place(
                "C3-C4".to_owned(),
                "Build a road between the 2 hills and the 3 fields".to_owned(),
                "road-1",
                "road",
                "road",
            )
            .alias("C4-C3")
            .alias("road C4-C3"),
            Choice::new("T7-1", "Move the robber", Group::Place, "robber"),
            Choice::new("", "Accept", Group::Answer, "accept").alias("accept"),
        ];
        number(&mut list);
        list
    }

    fn reads_turn(line: &str) -> Option<&'static str> {
        match read(&turn(), line) {
            Reading::One(c) => Some(c.command),
            _ => None,
        }
    }

    fn ambiguous_in_turn(line: &str) -> Option<Vec<String>> {
        match read(&turn(), line) {
            Reading::Ambiguous(named) => Some(named.iter().map(|c| c.code.clone()).collect()),
            _ => None,
        }
    }

    #[test]
    fn a_code_among_words_names_its_choice_and_the_words_are_ignored() {
        assert_eq!(reads_turn("1 please"), Some("roll"));
        assert_eq!(reads_turn("1."), Some("roll"));
        assert_eq!(reads_turn("ok C3-C4"), Some("road"));
        assert_eq!(reads_turn("build road c3-c4"), Some("road"));
        assert_eq!(reads_turn("Build road C4-C3, thanks!"), Some("road"));
        // An en dash, as phones write a hyphen, joins the corners too.
        assert_eq!(reads_turn("ok C3\u{2013}C4"), Some("road"));
        // The choice's line copied from the email: its own numbers are no
        // codes.
        assert_eq!(
            reads_turn("[C3-C4] Build a road between the 2 hills and the 3 fields"),
            Some("road")
        );
        assert_eq!(
            reads_turn("[C3-C4] build a road between the 2 hills and the 3 fields, thanks"),
            Some("road")
        );
        assert_eq!(reads_turn("[1] Roll the dice"), Some("roll"));
        assert_eq!(reads_turn("settle at C3 please"), Some("settlement"));
        assert_eq!(reads_turn("robber to T7-1"), Some("robber"));
        assert_eq!(reads_turn("3, gladly"), Some("accept"));
    }

    #[test]
    fn codes_that_run_on_read_as_the_longer_code_the_list_holds() {
        // "C3 C4" is the road, not the corner C3 with a stray word.
        assert_eq!(reads_turn("build C3 C4"), Some("road"));
        assert_eq!(reads_turn("T7 1"), Some("robber"));
        assert_eq!(reads_turn("C3"), Some("settlement"));
    }

    #[test]
    fn the_same_code_twice_names_one_choice() {
        assert_eq!(reads_turn("1, yes 1"), Some("roll"));
        assert_eq!(reads_turn("C3-C4 (C4-C3)"), Some("road"));
    }

    #[test]
    fn a_line_naming_two_different_codes_is_ambiguous() {
        assert_eq!(
            ambiguous_in_turn("2 please, not 1"),
            Some(vec!["2".to_owned(), "1".to_owned()])
        );
        assert_eq!(
            ambiguous_in_turn("C3 and then C3-C4"),
            Some(vec!["C3".to_owned(), "C3-C4".to_owned()])
        );
        assert_eq!(
            ambiguous_in_turn("1 2 3"),
            Some(vec!["1".to_owned(), "2".to_owned(), "3".to_owned()])
        );
        assert_eq!(ambiguous_in_turn("1 please"), None);
        // The numbers of a choice's words count when its line is not
        // copied as the email lists it.
        assert_eq!(
            ambiguous_in_turn("C3-C4 by the 2 hills"),
            Some(vec!["C3-C4".to_owned(), "2".to_owned()])
        );
        assert_eq!(
            ambiguous("2 or 1"),
            Some(vec!["2".to_owned(), "1".to_owned()])
        );
    }

    #[test]
    fn words_other_than_codes_decide_only_as_the_whole_line() {
        // "accept" alone answers; in a sentence it is a word, not a code.
        assert_eq!(reads_turn("Accept"), Some("accept"));
        assert_eq!(reads_turn("I can't accept"), None);
        assert_eq!(reads_turn("roll please"), None);
        // A discard is read from the whole line only.
        assert_eq!(reads("discard 2 wool 1 ore"), Some("discard"));
        assert_eq!(reads("wool wool ore"), None);
    }

    #[test]
    fn a_hidden_discard_is_not_numbered() {
        let list = choices();
        assert_eq!(
            list.iter().map(|c| c.code.as_str()).collect::<Vec<_>>(),
            ["1", "C3-C4", "2", "discard 1 ore 2 wool"]
        );
    }

    #[test]
    fn spots_are_listed_first_in_reading_order_and_the_actions_numbered_after_them() {
        let mut list = vec![
            Choice::new("C2-C3", "road", Group::Place, 0),
            Choice::new("B10", "settlement", Group::Place, 1),
            Choice::new("", "End your turn", Group::Action, 2),
            Choice::new("B9", "settlement", Group::Place, 3),
            Choice::new("A1", "settlement", Group::Place, 4),
        ];
        arrange(&mut list);
        let codes: Vec<&str> = list.iter().map(|c| c.code.as_str()).collect();
        assert_eq!(codes, ["A1", "B9", "B10", "C2-C3", "1"]);
    }

    #[test]
    fn a_family_of_more_than_four_is_left_unnumbered_and_unread_and_a_small_one_is_listed() {
        let mut list = vec![Choice::new("", "Roll", Group::Action, 0)];
        list.extend((1..=5).map(|i| Choice::new("", "swap", Group::Action, i).family("Swaps")));
        list.extend((6..=7).map(|i| Choice::new("", "gift", Group::Action, i).family("Gifts")));
        list.push(Choice::new("", "End your turn", Group::Action, 8));
        list.push(Choice::new("B9", "settlement", Group::Place, 9));
        arrange(&mut list);
        let listed: Vec<(&str, i32)> = list
            .iter()
            .filter(|c| c.shown)
            .map(|c| (c.code.as_str(), c.command))
            .collect();
        assert_eq!(listed, [("B9", 9), ("1", 0), ("2", 6), ("3", 7), ("4", 8)]);
        assert!(list.iter().filter(|c| !c.shown).all(|c| c.code.is_empty()));
        assert!(read(&list, "5").one().is_none());
        assert_eq!(read(&list, "4").one().map(|c| c.command), Some(8));
        assert_eq!(read(&list, "b9").one().map(|c| c.command), Some(9));
    }

    #[test]
    fn rows_are_named_without_letters_that_read_as_numbers() {
        assert_eq!(row_name(0), "A");
        assert_eq!(row_name(8), "J");
        assert_eq!(row_name(22), "Z");
        assert_eq!(row_name(23), "AA");
        assert!(spot_order("B12") > spot_order("B3"));
        assert!(spot_order("AA1") > spot_order("Z9"));
    }
}

#[cfg(test)]
mod label_tests {
    use super::*;
    use std::collections::HashSet;

    fn distinct(labels: &[String]) -> bool {
        labels.iter().collect::<HashSet<_>>().len() == labels.len()
    }

    #[test]
    fn every_spot_of_the_classic_board_has_its_own_label() {
        let board = crate::rules::classic::setup::board_from_layout(
            &crate::rules::classic::setup::beginner_layout(),
        );
        let labels = SpotLabels::of(&board);
        assert!(distinct(&labels.nodes), "{:?}", labels.nodes);
        assert!(distinct(&labels.tiles));
        let edges: Vec<String> = board
            .edges
            .iter()
            .map(|e| labels.edge(&board, e.id))
            .collect();
        assert!(distinct(&edges));
        // 3-4-5-4-3 hexes: 12 rows of corners, A to M without I.
        assert_eq!(
            labels.nodes.iter().filter(|l| l.starts_with('A')).count(),
            3
        );
        assert!(labels.nodes.contains(&"M3".to_owned()));
        assert_eq!(labels.tile(TileId(0)).chars().next(), Some('T'));
        // A path's label names two corners it joins, either way round.
        let e = board.edges[0].id;
        let [a, b] = board.edge(e).nodes;
        let (a, b) = (labels.node(a), labels.node(b));
        let label = labels.edge(&board, e);
        assert!(label == format!("{a}-{b}") || label == format!("{b}-{a}"));
        assert_ne!(label, labels.edge_reversed(&board, e));
    }

    #[test]
    fn every_spot_of_the_baden_wuerttemberg_map_has_its_own_label() {
        let board = &crate::rules::baden_wuerttemberg::map::map().board;
        let labels = SpotLabels::of(board);
        assert!(distinct(&labels.nodes));
        assert!(distinct(&labels.tiles));
        let edges: Vec<String> = board
            .edges
            .iter()
            .map(|e| labels.edge(board, e.id))
            .collect();
        assert!(distinct(&edges));
    }
}

#[cfg(test)]
mod vocabulary_tests {
    use super::*;
    use crate::lang::play::resource_word;
    use crate::lang::reply::vocabulary;
    use crate::lang::Lang;

    /// A German seat's turn as its email lists it, with the words of its
    /// language: roll 1, end 2, a road, and the only offer's answers 3, 4.
    fn turn(lang: Lang) -> Vec<Choice<&'static str>> {
        let mut list = vec![
            Choice::action("Würfeln", "roll", "act=roll"),
            Choice::action("Zug beenden", "end", "act=end_turn"),
            place(
                "C3-C4".to_owned(),
                "Straße bauen zwischen dem Hügelland und dem Ackerland".to_owned(),
                "road-1",
                "road",
                "road",
            ),
            Choice::new("", "Angebot annehmen", Group::Answer, "accept")
                .alias("accept")
                .alias("yes"),
            Choice::new("", "Angebot ablehnen", Group::Answer, "reject")
                .alias("reject")
                .alias("no"),
        ];
        number(&mut list);
        with_vocabulary(&mut list, &vocabulary(lang));
        list
    }

    fn reads(lang: Lang, line: &str) -> Option<&'static str> {
        read(&turn(lang), line).one().map(|c| c.command)
    }

    #[test]
    fn german_words_read_as_their_choice_whatever_their_case_and_umlauts() {
        for line in [
            "würfeln",
            "Würfeln",
            "WÜRFELN",
            "wuerfeln",
            "Würfeln!",
            "würfle",
        ] {
            assert_eq!(reads(Lang::De, line), Some("roll"), "{line}");
        }
        for line in ["Zug beenden", "zug beenden.", "fertig"] {
            assert_eq!(reads(Lang::De, line), Some("end"), "{line}");
        }
        assert_eq!(reads(Lang::De, "ja"), Some("accept"));
        assert_eq!(reads(Lang::De, "Nein"), Some("reject"));
        assert_eq!(
            reads(
                Lang::De,
                "[C3-C4] Straße bauen zwischen dem Hügelland und dem Ackerland"
            ),
            Some("road")
        );
        assert_eq!(
            reads(
                Lang::De,
                "[c3-c4] strasse bauen zwischen dem huegelland und dem ackerland, danke"
            ),
            Some("road")
        );
        assert_eq!(reads(Lang::De, "[1] Würfeln"), Some("roll"));
    }

    #[test]
    fn codes_still_read_in_german_and_unknown_words_make_no_move() {
        assert_eq!(reads(Lang::De, "1"), Some("roll"));
        assert_eq!(reads(Lang::De, "c3 c4 bitte"), Some("road"));
        assert_eq!(reads(Lang::De, "vielleicht"), None);
        assert_eq!(reads(Lang::De, "ich weiß nicht"), None);
        // A word is read from the whole line only, as in English.
        assert_eq!(reads(Lang::De, "ich will würfeln"), None);
    }

    #[test]
    fn german_words_are_no_move_for_an_english_seat_and_english_reads_as_before() {
        assert_eq!(reads(Lang::En, "würfeln"), None);
        assert_eq!(reads(Lang::En, "ja"), None);
        assert_eq!(reads(Lang::En, "roll"), None);
        assert_eq!(reads(Lang::En, "yes"), Some("accept"));
        assert_eq!(reads(Lang::En, "no"), Some("reject"));
        assert_eq!(reads(Lang::En, "2"), Some("end"));
    }

    /// A seat's discards of 3 of its cards, as a classic game words them.
    fn discards() -> Vec<Choice<&'static str>> {
        vec![
            discard(
                &Resources::new(0, 0, 2, 0, 1),
                resource_word(Lang::En),
                "wool",
            ),
            discard(
                &Resources::new(1, 0, 0, 0, 2),
                resource_word(Lang::En),
                "ore",
            ),
        ]
    }

    fn discards_in(lang: Lang, line: &str) -> Option<&'static str> {
        let list = discards();
        read_in(&list, line, &vocabulary(lang))
            .one()
            .map(|c| c.command)
    }

    #[test]
    fn a_german_discard_reads_in_german_words_in_any_order() {
        assert_eq!(
            discards_in(Lang::De, "abgeben 2 Wolle und 1 Erz"),
            Some("wool")
        );
        assert_eq!(
            discards_in(Lang::De, "Abgeben: Erz, Wolle, Wolle"),
            Some("wool")
        );
        assert_eq!(discards_in(Lang::De, "ablegen 1 Lehm 2 Erz"), Some("ore"));
        assert_eq!(discards_in(Lang::De, "discard 2 wool 1 ore"), Some("wool"));
        assert_eq!(discards_in(Lang::De, "abgeben 3 Wolle"), None);
        // English reads as before: its own words only.
        assert_eq!(
            discards_in(Lang::En, "discard wool wool and ore"),
            Some("wool")
        );
        assert_eq!(discards_in(Lang::En, "abgeben 2 Wolle und 1 Erz"), None);
        assert_eq!(discards_in(Lang::En, "discard 2 Wolle 1 Erz"), None);
    }

    #[test]
    fn a_baden_wuerttemberg_discard_worded_in_german_reads_in_either_language() {
        let de = |resource| Lang::De.say(crate::lang::terms::Term::BwResource { resource });
        let (wool, brick) = (de(Resource::Wool), de(Resource::Brick));
        let list = vec![discard_of(&[(1, brick.as_str()), (2, wool.as_str())], "bw")];
        let words = vocabulary(Lang::De);
        for line in [
            "abgeben 2 Wolle 1 Lehm",
            "discard 1 brick 2 wool",
            "discard 1 Lehm 2 Wolle",
        ] {
            assert_eq!(
                read_in(&list, line, &words).one().map(|c| c.command),
                Some("bw"),
                "{line}"
            );
        }
    }

    #[test]
    fn no_roll_no_word_for_it() {
        let mut list = vec![Choice::action("Zug beenden", "end", "act=end_turn")];
        number(&mut list);
        with_vocabulary(&mut list, &vocabulary(Lang::De));
        assert!(read(&list, "würfeln").one().is_none());
    }
}
