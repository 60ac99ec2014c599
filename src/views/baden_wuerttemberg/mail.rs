//! Baden-Württemberg emails: who is told what after one command ("your
//! turn", "give up cards after a 7", "an offer waits for your answer",
//! "your offer was answered", "an offer to you closed", "the game is
//! over"), as notices the mail layer renders with the templates every
//! ruleset's emails share, in this game's own words where they are its own:
//! what to do (the yield phase, the inventor), the summary, the offers'
//! terms and the standings. Each says once what concerns its reader: the
//! summary keeps every sentence naming the reader and leaves out what the
//! email's own lead says.
//!
//! A pure function of the public views before and after the command and of
//! the events, each redacted for its recipient before it is put in words, so
//! no email tells a seat what it may not see. The notices are data: the mail
//! layer renders them, with the seat's personal link, when it sends them.

use super::narrate;
use super::Names;
use crate::lang::notice::Notice;
use crate::lang::terms::{cards, Words};
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::{Event, View};
use crate::rules::common::table::{self, TableEvent};
use crate::rules::common::trade::Answer;
use crate::rules::{Seat, Viewer};
use crate::views::common::notice::{self, MailExtras, SeatNotice};
use crate::views::common::summary::{self, Clause, Weight};
use crate::views::notify::{MailNotice, NoticeKind};
use std::collections::BTreeMap;

/// What the seat `phase` awaits must do, in `lang`.
pub fn todo(lang: Lang, phase: &Phase, seat: Seat) -> String {
    lang.say(match phase {
        Phase::Found { round, .. } => Notice::BwTodoFound { round: *round },
        Phase::Roll { .. } => Notice::BwTodoRoll,
        Phase::Discard { pending, .. } => Notice::BwTodoDiscard {
            count: table::owed(pending, seat),
        },
        Phase::MoveInventor { .. } => Notice::BwTodoInventor,
        Phase::Main { .. } => Notice::TodoMain,
        Phase::RoadBuilding { .. } => Notice::TodoFreeRoads,
        Phase::Lobby | Phase::Finished { .. } => Notice::TodoLook,
    })
}

/// Offer terms from the offering player's side in `lang`: "1 clay for 1 ore".
fn terms(
    lang: Lang,
    give: crate::rules::common::Resources,
    want: crate::rules::common::Resources,
) -> String {
    crate::lang::story::terms(lang, Words::BadenWuerttemberg, &give, &want)
}

/// What one seat is told, the words already in the seat's language and
/// this game's terms; [`notice_in`] makes it the notice every ruleset's
/// emails share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// What to do, in words: "roll the dice for the yields".
    YourTurn(String),
    MustDiscard(u8),
    OfferWaiting {
        from: Seat,
        /// What the offering player gives: "1 ore".
        give: String,
        /// What it wants: "1 clay".
        want: String,
        waiting: usize,
    },
    OfferAnswered {
        by: Seat,
        /// The answer accepted the offer as it stood (else it declined it,
        /// or proposed other terms: `counter`).
        accepted: bool,
        /// The offer's terms: "1 ore for 1 clay".
        terms: String,
        /// A counter-offer's terms from the recipient's side: "you give 2
        /// ore for 1 clay".
        counter: Option<String>,
    },
    /// Offers to the seat closed before it answered, one sentence each.
    OfferClosed(Vec<String>),
    GameOver {
        winner: Seat,
        points: u8,
        /// The final standings in words, one line a seat, winner first.
        standings: Vec<String>,
    },
}

/// How a sentence fares in a long summary.
fn weight(event: &Event) -> Weight {
    match event {
        Event::TurnEnded { .. }
        | Event::ResourcesProduced { .. }
        | Event::StartingResourcesTaken { .. }
        | Event::GameCreated { .. } => Weight::Counted,
        Event::Table(t) => Weight::of_table(t),
        Event::DiceRolled { dice, .. } => Weight::roll(*dice),
        _ => Weight::Kept,
    }
}

/// What happened since `seat` last acted, as `seat` may see it, the reader
/// called "you", leaving out what the email's own lead tells (`told`).
/// Every sentence naming `seat` stays, and every build, inventor move,
/// card played and trade; when there are many, other players' rolls in
/// between are listed by their sums and their other moves counted ("Rolls
/// of 8, 5 and 11. Anna and Cleo made 4 other moves.").
pub(crate) fn summary(
    lang: Lang,
    all: &[Event],
    seat: Seat,
    names: &Names,
    told: &dyn Fn(&Event) -> bool,
) -> String {
    let real_names = names;
    let since = all
        .iter()
        .rposition(|e| e.seat() == Some(seat))
        .map_or(0, |i| i + 1);
    // The reader is "you", never a third party.
    let names = &Names(
        names
            .0
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if i == usize::from(seat.0) {
                    "you".to_owned()
                } else {
                    n.clone()
                }
            })
            .collect(),
    );
    let sentences: Vec<Clause> = all[since..]
        .iter()
        .filter(|e| !told(e))
        .map(|e| {
            let e = e.redacted_for(Viewer::Seat(seat));
            let words = |lang: Lang| match &e {
                // The email says whose turn it is when it is the reader's.
                Event::TurnEnded { seat: by, next } if *next == seat => {
                    lang.say(Notice::BwTurnEnded {
                        who: real_names.of(*by),
                    })
                }
                e if lang == Lang::En => narrate::event(lang, e, names),
                e => narrate::event_for(lang, e, real_names, Some(seat)),
            };
            // Whether the sentence names the reader, as its English says.
            let english = words(Lang::En);
            let mine = names_word(&english, "you");
            let text = if lang == Lang::En {
                english
            } else {
                words(lang)
            };
            Clause {
                text: sentence(&text),
                mine,
                actor: e.seat(),
                weight: weight(&e),
            }
        })
        .collect();
    let list = |seats: &[Seat]| {
        let names: Vec<String> = seats.iter().map(|s| names.of(*s)).collect();
        crate::lang::list_and(lang, &names)
    };
    summary::shorten(lang, sentences, &list, &|part| {
        format!("{}.", sentence(&part))
    })
    .join(" ")
}

/// `text` with its first letter capital ("you got" opens "You got").
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// True when `text` names `name` as a whole word.
fn names_word(text: &str, name: &str) -> bool {
    !name.is_empty()
        && text.match_indices(name).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + name.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
}

/// The emails after one command, at most one per seat: everyone when the
/// game has just ended; a seat newly awaited (its turn, a founding round, a
/// discard); a seat an offer was just made to; the offering player when one
/// of its offers was answered. `before` and `after` are public views;
/// `earlier` the game's recent events before this command and `events` the
/// command's own, oldest first. Nothing is sent for creating the game.
pub fn notices(
    names: &Names,
    before: &View,
    after: &View,
    earlier: &[Event],
    events: &[Event],
    lang_of: &dyn Fn(Seat) -> Lang,
) -> Vec<SeatNotice> {
    if before.phase == Phase::Lobby {
        return Vec::new();
    }
    let mut told: BTreeMap<Seat, Told> = BTreeMap::new();
    if let (Phase::Finished { winner }, false) =
        (&after.phase, matches!(before.phase, Phase::Finished { .. }))
    {
        let points = events
            .iter()
            .find_map(|e| match e {
                Event::GameWon { seat, points, .. } if seat == winner => Some(*points),
                _ => None,
            })
            .unwrap_or(after.points_to_win);
        for p in &after.players {
            told.insert(
                p.seat,
                Told::GameOver {
                    winner: *winner,
                    points,
                    standings: notice::standing_lines(lang_of(p.seat), &after.standings, names),
                },
            );
        }
    }
    for seat in &after.awaiting {
        if before.awaiting.contains(seat) {
            continue;
        }
        let kind = match &after.phase {
            Phase::Discard { pending, .. } => Told::MustDiscard(table::owed(pending, *seat)),
            phase => Told::YourTurn(todo(lang_of(*seat), phase, *seat)),
        };
        told.entry(*seat).or_insert(kind);
    }
    for e in events {
        if let Event::Table(TableEvent::TradeOffered {
            seat: from,
            give,
            want,
            to,
            ..
        }) = e
        {
            for seat in to.iter().filter(|s| *s != from) {
                let lang = lang_of(*seat);
                told.entry(*seat).or_insert(Told::OfferWaiting {
                    from: *from,
                    give: cards(lang, Words::BadenWuerttemberg, give),
                    want: cards(lang, Words::BadenWuerttemberg, want),
                    waiting: notice::offers_waiting(&after.offers, *seat),
                });
            }
        }
        let Some((offer, by, answer)) = e.table().and_then(notice::answer) else {
            continue;
        };
        if let Some(o) = before.offers.iter().find(|o| o.id == offer) {
            let lang = lang_of(o.from);
            let counter = match answer {
                Answer::Countered { give, want } => Some(lang.say(Notice::BwCounter {
                    terms: terms(lang, give, want),
                })),
                Answer::Accepted | Answer::Rejected => None,
            };
            told.entry(o.from).or_insert(Told::OfferAnswered {
                by,
                accepted: answer == Answer::Accepted,
                terms: terms(lang, o.give, o.want),
                counter,
            });
        }
    }
    // An offer to a seat that closed before it answered: told in the email
    // the seat gets anyway, else in one of its own.
    let closed = closed_offers(names, before, after, events, lang_of);
    for (seat, lines) in &closed {
        told.entry(*seat)
            .or_insert_with(|| Told::OfferClosed(lines.clone()));
    }
    let all: Vec<Event> = earlier.iter().chain(events).cloned().collect();
    told.into_iter()
        .map(|(seat, what)| {
            // What the lead says, the summary leaves out.
            let in_lead = |e: &Event| {
                events.contains(e)
                    && matches!(
                        (&what, e),
                        (
                            Told::OfferWaiting { .. },
                            Event::Table(TableEvent::TradeOffered { .. })
                        ) | (Told::GameOver { .. }, Event::GameWon { .. })
                            | (
                                Told::OfferAnswered { .. },
                                Event::Table(
                                    TableEvent::OfferAccepted { .. }
                                        | TableEvent::OfferRejected { .. }
                                        | TableEvent::OfferCountered { .. }
                                )
                            )
                    )
            };
            let lang = lang_of(seat);
            let mut said = summary(lang, &all, seat, names, &in_lead);
            if !matches!(what, Told::OfferClosed(_)) {
                for line in closed.get(&seat).into_iter().flatten() {
                    if !said.is_empty() {
                        said.push(' ');
                    }
                    said.push_str(line);
                }
            }
            notice_in(lang, names, seat, what, said)
        })
        .collect()
}

/// The offers the command closed (withdrawn, traded with someone else, or
/// swept away by the end of the turn) before some addressees answered, in
/// words, by addressee; nobody is told when the game just ended or nothing
/// happened (a rewind).
fn closed_offers(
    names: &Names,
    before: &View,
    after: &View,
    events: &[Event],
    lang_of: &dyn Fn(Seat) -> Lang,
) -> BTreeMap<Seat, Vec<String>> {
    let mut closed: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
    if events.is_empty() || matches!(after.phase, Phase::Finished { .. }) {
        return closed;
    }
    for (o, seat) in notice::closed_unanswered(&before.offers, &after.offers) {
        let lang = lang_of(seat);
        closed
            .entry(seat)
            .or_default()
            .push(lang.say(Notice::BwOfferClosed {
                who: names.of(o.from),
                terms: terms(lang, o.give, o.want),
            }));
    }
    closed
}

/// The notice telling `seat` `what`, after `summary`, in `lang`: the
/// shared email of its kind, with this game's words in it.
pub fn notice_in(lang: Lang, names: &Names, seat: Seat, what: Told, summary: String) -> SeatNotice {
    let kind = match what {
        Told::YourTurn(todo) => NoticeKind::YourTurn { todo },
        Told::MustDiscard(count) => NoticeKind::MustDiscard { count },
        Told::OfferWaiting {
            from,
            give,
            want,
            waiting,
        } => NoticeKind::OfferWaiting {
            from: names.of(from),
            give,
            want,
            waiting,
        },
        Told::OfferAnswered {
            by,
            accepted,
            terms,
            counter,
        } => NoticeKind::OfferAnswered {
            by: names.of(by),
            answer: lang.say(match (&counter, accepted) {
                (Some(_), _) => Notice::AnswerCountered,
                (None, true) => Notice::AnswerAccepted,
                (None, false) => Notice::AnswerRefused,
            }),
            accepted,
            terms,
            counter,
        },
        Told::OfferClosed(lines) => NoticeKind::OfferClosed { lines },
        Told::GameOver {
            winner,
            points,
            standings,
        } => NoticeKind::GameOver {
            winner: Some(names.of(winner)),
            you_won: winner == seat,
            points: Some(points),
            standings,
        },
    };
    SeatNotice {
        notice: MailNotice {
            seat,
            kind,
            summary,
        },
        extras: MailExtras {
            map: true,
            ..MailExtras::default()
        },
        told: None,
    }
}
