//! Baden-Württemberg emails: who is told what after one command, and the
//! words of each email ("your turn", "give up cards after a 7", "an offer
//! waits for your answer", "your offer was answered", "an offer to you
//! closed", "the game is over"). Each says once what concerns its reader:
//! the summary keeps every sentence naming the reader and leaves out what
//! the email's own lead says.
//!
//! A pure function of the public views before and after the command and of
//! the events, each redacted for its recipient before it is put in words, so
//! no email tells a seat what it may not see. The emails are data: the mail
//! layer renders them, with the seat's personal link, when it sends them.

use super::narrate;
use super::Names;
use crate::lang::notice::Notice;
use crate::lang::terms::Words;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::{Event, View};
use crate::rules::common::table::{self, TableEvent};
use crate::rules::common::trade::Answer;
use crate::rules::{Seat, Viewer};
use crate::views::common::notice::{self, MailKind, SeatMail};
use crate::views::common::summary::{self, Clause, Weight};
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

/// What one seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    YourTurn(String),
    MustDiscard(u8),
    OfferWaiting {
        from: Seat,
        terms: String,
        waiting: usize,
    },
    OfferAnswered {
        by: Seat,
        /// How: `accepted`, `declined` or `countered`.
        answer: &'static str,
        /// The offer's terms: "1 ore for 1 clay".
        terms: String,
        /// A counter-offer's terms from the recipient's side.
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
fn summary(
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
) -> Vec<SeatMail> {
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
                told.entry(*seat).or_insert(Told::OfferWaiting {
                    from: *from,
                    terms: terms(lang_of(*seat), *give, *want),
                    waiting: notice::offers_waiting(&after.offers, *seat),
                });
            }
        }
        let Some((offer, by, answer)) = e.table().and_then(notice::answer) else {
            continue;
        };
        if let Some(o) = before.offers.iter().find(|o| o.id == offer) {
            let lang = lang_of(o.from);
            let (answer, counter) = match answer {
                Answer::Accepted => ("accepted", None),
                Answer::Rejected => ("declined", None),
                Answer::Countered { give, want } => (
                    "countered",
                    Some(lang.say(Notice::BwCounter {
                        terms: terms(lang, give, want),
                    })),
                ),
            };
            told.entry(o.from).or_insert(Told::OfferAnswered {
                by,
                answer,
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
            email_in(lang, names, seat, &what, said)
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

fn kind_of(what: &Told) -> MailKind {
    match what {
        Told::YourTurn(_) => MailKind::YourTurn,
        Told::MustDiscard(_) => MailKind::MustDiscard,
        Told::OfferWaiting { .. } => MailKind::OfferWaiting,
        Told::OfferAnswered { .. } => MailKind::OfferAnswered,
        Told::OfferClosed(_) => MailKind::OfferClosed,
        Told::GameOver { .. } => MailKind::GameOver,
    }
}

/// The email telling `seat` `what`, after `summary`, in English.
pub fn email(names: &Names, seat: Seat, what: &Told, summary: String) -> SeatMail {
    email_in(Lang::En, names, seat, what, summary)
}

/// The email telling `seat` `what`, after `summary`, in `lang`.
pub fn email_in(lang: Lang, names: &Names, seat: Seat, what: &Told, summary: String) -> SeatMail {
    let (subject, lead, action) = match what {
        Told::YourTurn(todo) => (
            Notice::BwTurnSubject { todo: todo.clone() },
            Notice::BwTurnLead { todo: todo.clone() },
            Notice::ActionPlay,
        ),
        Told::MustDiscard(count) => (
            Notice::BwDiscardSubject { count: *count },
            Notice::BwDiscardLead { count: *count },
            Notice::ActionChooseCards,
        ),
        Told::OfferWaiting {
            from,
            terms,
            waiting,
        } => (
            Notice::BwOfferSubject {
                who: names.of(*from),
            },
            Notice::BwOfferLead {
                who: names.of(*from),
                terms: terms.clone(),
                waiting: *waiting,
            },
            Notice::ActionAnswer,
        ),
        Told::OfferAnswered {
            by,
            answer,
            terms,
            counter,
        } => (
            Notice::BwAnsweredSubject {
                who: names.of(*by),
                answer: (*answer).to_owned(),
            },
            match counter {
                Some(c) => Notice::BwAnsweredLeadCounter {
                    who: names.of(*by),
                    answer: (*answer).to_owned(),
                    terms: terms.clone(),
                    counter: c.clone(),
                },
                None => Notice::BwAnsweredLead {
                    who: names.of(*by),
                    answer: (*answer).to_owned(),
                    terms: terms.clone(),
                },
            },
            Notice::ActionSeeOffer,
        ),
        Told::OfferClosed(lines) => (
            Notice::BwClosedSubject { count: lines.len() },
            Notice::BwClosedLead {
                lines: lines.join(" "),
            },
            Notice::ActionSeeMap,
        ),
        Told::GameOver { winner, points, .. } if *winner == seat => (
            Notice::BwWonSubject,
            Notice::BwWonLead { points: *points },
            Notice::ActionFinalMap,
        ),
        Told::GameOver { winner, points, .. } => (
            Notice::BwOverSubject {
                who: names.of(*winner),
            },
            Notice::BwOverLead {
                who: names.of(*winner),
                points: *points,
            },
            Notice::ActionFinalMap,
        ),
    };
    let (subject, lead, action) = (lang.say(subject), lang.say(lead), lang.say(action));
    SeatMail {
        seat,
        kind: kind_of(what),
        name: names.of(seat),
        subject,
        lead,
        action,
        summary,
        lines: match what {
            Told::GameOver { standings, .. } => standings.clone(),
            _ => Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::{self as bw};
    use crate::rules::common::table::TableCommand;
    use crate::rules::common::RngChance;
    use crate::rules::common::{Resource, Resources};
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
    }

    /// The words of an email: what the mail layer renders around them.
    fn words(m: &SeatMail) -> String {
        format!("{}\n{}\n{}", m.summary, m.lead, m.action)
    }

    /// A created 3-player game, its events and its folded state.
    fn created(seed: u64) -> (bw::State, Vec<Event>) {
        let mut chance = RngChance(SmallRng::seed_from_u64(seed));
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let events = bw::BadenWuerttemberg::create(&options, &mut chance).expect("created");
        (bw::fold(&events), events)
    }

    fn step(
        state: &bw::State,
        seat: Seat,
        command: bw::Command,
        seed: u64,
    ) -> (bw::State, Vec<Event>) {
        let mut chance = RngChance(SmallRng::seed_from_u64(seed));
        let events = bw::decide(state, seat, command, &mut chance).expect("accepted");
        let mut after = state.clone();
        for e in &events {
            bw::evolve(&mut after, e);
        }
        (after, events)
    }

    fn public(state: &bw::State) -> View {
        bw::view(state, Viewer::Spectator)
    }

    /// Every email of a simulated game to every seat, each event taken as
    /// one command, with Ben (seat 1) reading `ben`.
    fn every_mail(seed: u64, ben: Lang) -> Vec<SeatMail> {
        let played =
            crate::simulate::play_keyed::<bw::BadenWuerttemberg>(seed, 3).expect("the game plays");
        let events = &played.events;
        let mut state = bw::fold(&events[..1]);
        let mut mails = Vec::new();
        for i in 1..events.len() {
            let before = state.clone();
            bw::evolve(&mut state, &events[i]);
            mails.extend(notices(
                &names(),
                &public(&before),
                &public(&state),
                &events[..i],
                &events[i..=i],
                &|seat| if seat == Seat(1) { ben } else { Lang::En },
            ));
        }
        mails
    }

    /// issue #38: a Baden-Württemberg seat that reads German gets its
    /// subject, lead, link, summary and the final standings in German; the
    /// other seats of the same game read the very English they read when
    /// nobody reads German.
    #[test]
    fn a_german_seat_gets_its_emails_in_german_and_the_others_as_before() {
        let english = every_mail(3, Lang::En);
        let mixed = every_mail(3, Lang::De);
        assert_eq!(english.len(), mixed.len());
        let mut german = String::new();
        for (en, de) in english.iter().zip(&mixed) {
            if de.seat != Seat(1) {
                assert_eq!(en, de, "an English seat reads as before");
                continue;
            }
            let said = format!("{}\n{}\n{}", de.subject, words(de), de.lines.join("\n"));
            for english_word in [
                " rolled",
                " the ",
                "your turn",
                " you ",
                "Play now",
                " points",
            ] {
                assert!(!said.contains(english_word), "{english_word:?} in {said}");
            }
            german.push_str(&said);
        }
        for said in [
            "Du bist dran: würfle um die Erträge",
            "Jetzt spielen",
            "gewürfelt",
            "Punkte (",
        ] {
            assert!(german.contains(said), "{said:?} not in {german}");
        }
    }

    #[test]
    fn the_next_player_is_told_it_is_their_turn_in_this_games_words() {
        let (state, created) = created(5);
        let first = state.phase.current().expect("a first player");
        // Roll until the roll is not a 7, then end the turn.
        let mut seed = 1;
        let (rolled, roll_events) = loop {
            let (s, e) = step(&state, first, bw::Command::RollDice, seed);
            if matches!(s.phase, Phase::Main { .. }) {
                break (s, e);
            }
            seed += 1;
        };
        let (ended, end_events) = step(&rolled, first, bw::Command::EndTurn, 9);
        let earlier: Vec<Event> = created.iter().chain(&roll_events).cloned().collect();
        let mails = notices(
            &names(),
            &public(&rolled),
            &public(&ended),
            &earlier,
            &end_events,
            &|_| Lang::En,
        );
        let next = ended.phase.current().expect("next");
        assert_eq!(mails.len(), 1, "only the next player is told");
        let mail = &mails[0];
        assert_eq!(mail.seat, next);
        assert_eq!(mail.kind, MailKind::YourTurn);
        assert_eq!(mail.subject, "your turn, roll the dice for the yields");
        assert!(
            mail.lead.contains("roll the dice for the yields"),
            "{}",
            mail.lead
        );
        assert_eq!(mail.action, "Play now");
        assert!(mail.summary.contains("ended the turn"), "{}", mail.summary);
    }

    #[test]
    fn an_offer_and_its_answer_are_told_to_the_other_side() {
        let (state, created) = created(5);
        let first = state.phase.current().expect("a first player");
        let mut seed = 1;
        let mut rolled = loop {
            let (s, _) = step(&state, first, bw::Command::RollDice, seed);
            if matches!(s.phase, Phase::Main { .. }) {
                break s;
            }
            seed += 1;
        };
        let other = state.next_seat(first);
        rolled.player_mut(first).hand = Resources::of(Resource::Ore, 2);
        rolled.player_mut(other).hand = Resources::of(Resource::Brick, 1);
        let offer = bw::Command::Table(TableCommand::OfferTrade {
            give: Resources::of(Resource::Ore, 1),
            want: Resources::of(Resource::Brick, 1),
            to: vec![other],
        });
        let (offered, offer_events) = step(&rolled, first, offer, 2);
        let mails = notices(
            &names(),
            &public(&rolled),
            &public(&offered),
            &created,
            &offer_events,
            &|_| Lang::En,
        );
        assert_eq!(mails.len(), 1);
        assert_eq!(mails[0].seat, other);
        assert_eq!(mails[0].kind, MailKind::OfferWaiting);
        assert!(
            mails[0].lead.contains("1 ore for 1 clay"),
            "{}",
            mails[0].lead
        );
        let id = offered.offers[0].id;
        let (answered, answer_events) = step(
            &offered,
            other,
            bw::Command::Table(TableCommand::RejectOffer { offer: id }),
            3,
        );
        let mails = notices(
            &names(),
            &public(&offered),
            &public(&answered),
            &offer_events,
            &answer_events,
            &|_| Lang::En,
        );
        assert_eq!(mails.len(), 1);
        assert_eq!(mails[0].seat, first);
        assert_eq!(mails[0].kind, MailKind::OfferAnswered);
        assert!(
            mails[0].subject.contains("declined your offer"),
            "{}",
            mails[0].subject
        );
    }

    #[test]
    fn a_drawn_card_is_named_in_a_summary_only_to_those_who_may_see_it() {
        let drawn = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Wool),
        };
        let ended = Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        };
        let all = [drawn, ended];
        let to_victim = summary(Lang::En, &all, Seat(1), &names(), &|_| false);
        assert!(to_victim.contains("1 wool"), "{to_victim}");
        assert!(!summary(Lang::En, &all, Seat(2), &names(), &|_| false).contains("wool"));
        // The reader is "you", never named as a third party.
        let reader = names().of(Seat(1));
        assert!(to_victim.contains("from you."), "{to_victim}");
        assert!(!to_victim.contains(&reader), "{to_victim}");
    }

    /// A game at its first trading phase where the first player holds 2
    /// ore and the two others 1 clay each.
    fn trading() -> (bw::State, Vec<Event>, Seat, Seat, Seat) {
        let (state, created) = created(5);
        let first = state.phase.current().expect("a first player");
        let mut seed = 1;
        let mut rolled = loop {
            let (s, _) = step(&state, first, bw::Command::RollDice, seed);
            if matches!(s.phase, Phase::Main { .. }) {
                break s;
            }
            seed += 1;
        };
        let b = state.next_seat(first);
        let c = state.next_seat(b);
        rolled.player_mut(first).hand = Resources::of(Resource::Ore, 2);
        rolled.player_mut(b).hand = Resources::of(Resource::Brick, 1);
        rolled.player_mut(c).hand = Resources::of(Resource::Brick, 1);
        (rolled, created, first, b, c)
    }

    fn offer_to(state: &bw::State, from: Seat, to: Vec<Seat>) -> (bw::State, Vec<Event>) {
        let offer = bw::Command::Table(TableCommand::OfferTrade {
            give: Resources::of(Resource::Ore, 1),
            want: Resources::of(Resource::Brick, 1),
            to,
        });
        step(state, from, offer, 2)
    }

    fn mails_of(
        before: &bw::State,
        after: &bw::State,
        earlier: &[Event],
        events: &[Event],
    ) -> Vec<SeatMail> {
        notices(
            &names(),
            &public(before),
            &public(after),
            earlier,
            events,
            &|_| Lang::En,
        )
    }

    #[test]
    fn a_counter_offer_is_told_with_both_terms_once() {
        let (rolled, created, first, b, c) = trading();
        let (offered, offer_events) = offer_to(&rolled, first, vec![b, c]);
        let id = offered.offers[0].id;
        let counter = bw::Command::Table(TableCommand::CounterOffer {
            offer: id,
            give: Resources::of(Resource::Ore, 2),
            want: Resources::of(Resource::Brick, 1),
        });
        let (countered, events) = step(&offered, b, counter, 3);
        let earlier: Vec<Event> = created.iter().chain(&offer_events).cloned().collect();
        let mails = mails_of(&offered, &countered, &earlier, &events);
        assert_eq!(mails.len(), 1, "{mails:#?}");
        let text = &words(&mails[0]);
        assert!(
            text.contains(&format!(
                "{} proposed other terms for your offer of 1 ore for 1 clay: you give 2 ore \
                 for 1 clay.",
                names().of(b)
            )),
            "{text}"
        );
        assert_eq!(text.matches("proposed other terms").count(), 1, "{text}");
    }

    #[test]
    fn a_withdrawn_offer_is_told_to_the_addressees_who_had_not_answered() {
        let (rolled, created, first, b, c) = trading();
        let (offered, offer_events) = offer_to(&rolled, first, vec![b, c]);
        let id = offered.offers[0].id;
        let (refused, refuse_events) = step(
            &offered,
            b,
            bw::Command::Table(TableCommand::RejectOffer { offer: id }),
            3,
        );
        let (withdrawn, events) = step(
            &refused,
            first,
            bw::Command::Table(TableCommand::WithdrawOffer { offer: id }),
            4,
        );
        let earlier: Vec<Event> = created
            .iter()
            .chain(&offer_events)
            .chain(&refuse_events)
            .cloned()
            .collect();
        let mails = mails_of(&refused, &withdrawn, &earlier, &events);
        assert_eq!(
            mails.len(),
            1,
            "only the one who had not answered: {mails:#?}"
        );
        assert_eq!(mails[0].seat, c);
        assert_eq!(mails[0].kind, MailKind::OfferClosed);
        assert!(
            words(&mails[0]).contains(&format!(
                "{}'s offer to you, 1 ore for 1 clay, is closed",
                names().of(first)
            )),
            "{}",
            words(&mails[0])
        );
    }

    #[test]
    fn the_end_of_the_turn_says_your_turn_once_and_closes_open_offers() {
        let (rolled, created, first, b, c) = trading();
        let (offered, offer_events) = offer_to(&rolled, first, vec![b, c]);
        let (ended, events) = step(&offered, first, bw::Command::EndTurn, 9);
        let earlier: Vec<Event> = created.iter().chain(&offer_events).cloned().collect();
        let mails = mails_of(&offered, &ended, &earlier, &events);
        let next = ended.phase.current().expect("next");
        assert_eq!(mails.len(), 2, "{mails:#?}");
        for m in &mails {
            if m.seat == next {
                assert_eq!(m.kind, MailKind::YourTurn);
                assert_eq!(
                    words(m).to_lowercase().matches("your turn").count(),
                    1,
                    "{}",
                    words(m)
                );
                assert!(!words(m).contains("is next"), "{}", words(m));
            } else {
                assert_eq!(m.kind, MailKind::OfferClosed);
            }
            assert!(words(m).contains("is closed"), "{}", words(m));
        }
    }

    #[test]
    fn a_long_summary_keeps_every_sentence_about_the_reader() {
        let ended = |seat: u8, next: u8| Event::TurnEnded {
            seat: Seat(seat),
            next: Seat(next),
        };
        let mut all: Vec<Event> = (0..6).map(|_| ended(0, 2)).collect();
        all.push(Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Wool),
        });
        all.extend((0..6).map(|_| ended(2, 0)));
        let line = summary(Lang::En, &all, Seat(1), &names(), &|_| false);
        assert!(line.starts_with("Anna made 6 moves."), "{line}");
        assert!(line.contains("1 wool"), "{line}");
        assert!(line.ends_with("Cleo made 6 moves."), "{line}");
    }

    #[test]
    fn a_long_summary_keeps_every_build_and_card_play_and_lists_the_rolls() {
        let ehingen = crate::rules::baden_wuerttemberg::map::map()
            .named("Ehingen")
            .expect("Ehingen");
        let (anna, cleo) = (Seat(0), Seat(2));
        let rolled = |seat: Seat, dice: [u8; 2]| Event::DiceRolled { seat, dice };
        let ended = |seat: Seat, next: Seat| Event::TurnEnded { seat, next };
        let all = vec![
            rolled(anna, [3, 5]),
            Event::TownHallBuilt {
                seat: anna,
                node: ehingen,
            },
            ended(anna, cleo),
            rolled(cleo, [6, 5]),
            Event::InventionPlayed { seat: cleo },
            ended(cleo, anna),
            rolled(anna, [2, 2]),
            ended(anna, cleo),
            rolled(cleo, [1, 5]),
            ended(cleo, anna),
        ];
        let line = summary(Lang::En, &all, Seat(1), &names(), &|_| false);
        assert_eq!(
            line,
            "Anna rolled 3 + 5 = 8. Anna built a town hall in Ehingen. Anna ended the turn; Cleo \
             is next. Cleo rolled 6 + 5 = 11. Cleo played an invention. Rolls of 4 (Anna) and 6 \
             (Cleo). Cleo and Anna made 3 other moves."
        );
    }
}
