//! The classic family's emails in words: who is told what after one
//! command in a game of the classic rules or a scenario layered on them
//! (Frenemies, Oil Springs), the line saying what happened since the
//! recipient last acted, and what a seat must do now. A pure function of
//! the states around the command and its events, each event redacted for
//! its recipient before it is put in words, so no email tells a seat what
//! it may not see. The mail layer renders the notices and queues them.

use crate::rules::common::standings::ranked;
use crate::rules::common::table::{self, TableEvent};
use std::borrow::Borrow;
use std::collections::BTreeMap;

use crate::lang::notice::Notice;
use crate::lang::terms::{cards, Words as TermWords};
use crate::lang::{Lang, Person};
use crate::rules::classic::{Event, Phase, Scenario, ScenarioEvent, State};
use crate::rules::common::trade::{Answer, Offer, OfferId};
use crate::rules::common::Resources;
use crate::rules::{Names, Seat, Viewer};
use crate::views::notify::{MailNotice, NoticeKind};

use super::scenario::{Extra, OfferTerms, SummaryWords};
use crate::views::common::notice::{self, MailExtras, SeatNotice, Told};
use crate::views::common::summary::{self, Clause, Weight};

/// The notices after one command, naming other seats "Player 1", "Player 2"
/// (see [`notices_with_names`] to use the players' names).
pub fn notices<X: Scenario>(
    before: &State<X>,
    after: &State<X>,
    events: &[Event<X::Event>],
) -> Vec<MailNotice>
where
    X::Event: SummaryWords,
{
    notices_with_names(before, after, events, &[])
}

/// The notices after one command, at most one per seat, by seat:
///
/// - everyone gets `GameOver` when the game has just ended, with or
///   without a winner;
/// - a seat newly awaited in a discard gets `MustDiscard`;
/// - a seat newly awaited for its turn or a setup placement gets `YourTurn`;
/// - a seat an offer was just made to gets `OfferWaiting`.
///
/// "Newly" means the game did not wait for that seat before the command, so
/// the player who is acting is not emailed about their own moves. Creating
/// the game (from the lobby) gives no notice: the invitation says it all.
/// `names[seat]` names each seat in summaries (else "Player n").
pub fn notices_with_names<X: Scenario>(
    before: &State<X>,
    after: &State<X>,
    events: &[Event<X::Event>],
    names: &[String],
) -> Vec<MailNotice>
where
    X::Event: SummaryWords,
{
    notices_knowing(before, after, &terms_in(events), events, names, &|_| {
        Lang::En
    })
}

/// [`notices_with_names`], naming the offers of `before` by `terms` (their
/// terms as the events that made them set them, the scenario's side
/// included) where it knows them.
fn notices_knowing<X: Scenario>(
    before: &State<X>,
    after: &State<X>,
    terms: &Terms,
    events: &[Event<X::Event>],
    names: &[String],
    lang_of: &dyn Fn(Seat) -> Lang,
) -> Vec<MailNotice>
where
    X::Event: SummaryWords,
{
    if before.phase == Phase::Lobby {
        return Vec::new();
    }
    // A seat's name as `lang` reads it where it has none.
    let name_in = |lang: Lang, seat: Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| lang.say(Notice::PlayerN { number: seat.0 + 1 }))
    };
    let mut chosen: BTreeMap<Seat, NoticeKind> = BTreeMap::new();

    if let Phase::Finished { winner } = after.phase {
        if !matches!(before.phase, Phase::Finished { .. }) {
            let points = winner.map(|winner| {
                events
                    .iter()
                    .find_map(|e| match e {
                        Event::GameWon { seat, points } if *seat == winner => Some(*points),
                        _ => None,
                    })
                    .unwrap_or_else(|| after.total_points(winner))
            });
            let ranking = ranked(after.players.len(), winner, |s| after.scores(s));
            let names = Names(names.to_vec());
            for i in 0..after.players.len() {
                let seat = Seat(i as u8);
                chosen.insert(
                    seat,
                    NoticeKind::GameOver {
                        winner: winner.map(|w| name_in(lang_of(seat), w)),
                        you_won: winner == Some(seat),
                        points,
                        standings: notice::standing_lines(lang_of(seat), &ranking, &names),
                    },
                );
            }
        }
    }

    let waited_before = before.phase.awaiting();
    for seat in after.phase.awaiting() {
        // A seat whose plan was refused is asked again, whoever's command
        // resolved the phase (its own "done" included).
        let asked_again = events
            .iter()
            .any(|e| matches!(e, Event::SpecialBuildRefused { seat: s, .. } if *s == seat));
        if waited_before.contains(&seat) && !asked_again {
            continue;
        }
        let kind = match &after.phase {
            Phase::Discard { pending, .. } => NoticeKind::MustDiscard {
                count: table::owed(pending, seat),
            },
            Phase::SpecialBuilding { next, .. } => NoticeKind::SpecialBuilding {
                next: name_in(lang_of(seat), *next),
            },
            phase => NoticeKind::YourTurn {
                todo: todo(lang_of(seat), phase),
            },
        };
        chosen.entry(seat).or_insert(kind);
    }

    for (i, event) in events.iter().enumerate() {
        if let Event::Table(TableEvent::TradeOffered {
            offer,
            seat: from,
            give,
            want,
            to,
        }) = event
        {
            let extra = extra_terms(events, i, *offer);
            for seat in to.iter().filter(|s| *s != from) {
                let lang = lang_of(*seat);
                let (give, want) = sides(lang, *give, *want, extra.as_ref());
                chosen
                    .entry(*seat)
                    .or_insert_with(|| NoticeKind::OfferWaiting {
                        from: name_in(lang, *from),
                        give,
                        want,
                        waiting: notice::offers_waiting(&after.offers, *seat),
                    });
            }
        }
    }

    // The offering player learns of each answer: in a slow game they are
    // not watching the page while the others decide.
    for (i, event) in events.iter().enumerate() {
        let Some((offer, by, answer)) = event.table().and_then(notice::answer) else {
            continue;
        };
        if let Some(o) = before.offers.iter().find(|o| o.id == offer) {
            let lang = lang_of(o.from);
            let accepted = answer == Answer::Accepted;
            let (answer, counter) = match answer {
                Answer::Accepted => (Notice::AnswerAccepted, None),
                Answer::Rejected => (Notice::AnswerRefused, None),
                Answer::Countered { give, want } => {
                    let (give, want) =
                        sides(lang, give, want, extra_terms(events, i, offer).as_ref());
                    (
                        Notice::AnswerCountered,
                        Some(lang.say(Notice::CounterTerms { give, want })),
                    )
                }
            };
            chosen
                .entry(o.from)
                .or_insert_with(|| NoticeKind::OfferAnswered {
                    by: name_in(lang, by),
                    answer: lang.say(answer),
                    accepted,
                    terms: offer_words(lang, o, terms),
                    counter,
                });
        }
    }

    chosen
        .into_iter()
        .map(|(seat, kind)| {
            let lead = Lead::of(&kind, events, false);
            let lang = lang_of(seat);
            let summary = Summary {
                lang,
                viewer: seat,
                name: &|s| name_in(lang, s),
                board: Some(&after.board),
                offers: &before.offers,
                terms,
                lead: &lead,
            }
            .line(events);
            MailNotice {
                seat,
                kind,
                summary,
            }
        })
        .collect()
}

/// Where `seat` last acted among `all`, outside a Special Building Phase:
/// what it did in one (its "done", a plan made for it by standing plans)
/// is no sign it read what came before, so its next summary still tells it.
fn last_own_move<E: ScenarioEvent>(all: &[&Event<E>], seat: Seat) -> Option<usize> {
    let mut in_phase = false;
    let mut last = None;
    for (i, e) in all.iter().enumerate() {
        match e {
            Event::SpecialBuildingStarted { .. } => in_phase = true,
            Event::SpecialBuildingEnded { .. } => in_phase = false,
            _ if !in_phase && e.seat() == Some(seat) => last = Some(i),
            _ => {}
        }
    }
    last
}

/// The notices of one command to `seats` (named by `names`, by seat
/// number), each with what the scenario's presentation adds (`extras` of a
/// seat: its lines and its own question or answer) and a summary of
/// everything since the recipient last acted, over `all`: the game's recent
/// events, oldest first, the command's own from `all[first]` on. A
/// scenario's question or answer, and news for everyone (a disaster), also
/// go to the seats no other notice was for. Each seat is told in the
/// language `lang_of` gives for it.
#[expect(clippy::too_many_arguments, reason = "notice inputs")]
pub fn seat_notices<X: Scenario>(
    names: &[String],
    seats: &[Seat],
    before: &State<X>,
    after: &State<X>,
    all: &[&Event<X::Event>],
    first: usize,
    extras: &dyn Fn(Seat) -> (MailExtras, Option<Told>),
    lang_of: &dyn Fn(Seat) -> Lang,
) -> Vec<SeatNotice>
where
    X::Event: SummaryWords,
{
    // The command's own events, copied (a few); the recent ones stay borrowed.
    let events: Vec<Event<X::Event>> = all
        .get(first..)
        .unwrap_or_default()
        .iter()
        .map(|e| (*e).clone())
        .collect();
    let events = events.as_slice();
    let terms = terms_in(all);
    let mut notices = notices_knowing(before, after, &terms, events, names, lang_of);
    let mut extra: Vec<(Seat, (MailExtras, Option<Told>))> = Vec::new();
    for &seat in seats {
        let (words, told) = extras(seat);
        // A scenario's question or answer goes to a seat no other
        // notice is for (a gift's recipient is out of turn).
        if let Some(t) = &told {
            if !notices.iter().any(|n| n.seat == seat) {
                notices.push(MailNotice {
                    seat,
                    kind: NoticeKind::Told {
                        headline: t.headline.clone(),
                        asks: t.asks,
                    },
                    summary: String::new(),
                });
            }
        }
        if let Some(news) = &words.news {
            if !notices.iter().any(|n| n.seat == seat) {
                notices.push(MailNotice {
                    seat,
                    kind: NoticeKind::News {
                        headline: news.headline.clone(),
                    },
                    summary: String::new(),
                });
            }
        }
        extra.push((seat, (words, told)));
    }
    // An offer to a seat that closed before it answered: told in the
    // email the seat gets anyway, else in an email of its own.
    let closed = closed_offers(before, after, events, &terms, names, lang_of);
    for (&seat, lines) in &closed {
        if seats.contains(&seat) && !notices.iter().any(|n| n.seat == seat) {
            notices.push(MailNotice {
                seat,
                kind: NoticeKind::OfferClosed {
                    lines: lines.clone(),
                },
                summary: String::new(),
            });
        }
    }
    if notices.is_empty() {
        return Vec::new();
    }
    notices
        .into_iter()
        .filter(|notice| seats.contains(&notice.seat))
        .map(|mut notice| {
            let (extras, told) = extra
                .iter()
                .find(|(s, _)| *s == notice.seat)
                .map(|(_, w)| w.clone())
                .unwrap_or_default();
            let since = last_own_move(all, notice.seat).map_or(0, |i| i + 1);
            let scenario_lines = match notice.kind {
                NoticeKind::Told { .. } => told.is_some(),
                NoticeKind::YourTurn { .. }
                | NoticeKind::SpecialBuilding { .. }
                | NoticeKind::News { .. }
                | NoticeKind::GameOver { .. } => extras.news.is_some(),
                _ => false,
            };
            let lead = Lead::of(&notice.kind, events, scenario_lines);
            let lang = lang_of(notice.seat);
            let name = name_of(lang, names);
            notice.summary = Summary {
                lang,
                viewer: notice.seat,
                name: &name,
                board: Some(&after.board),
                offers: &before.offers,
                terms: &terms,
                lead: &lead,
            }
            .line(&all[since..]);
            if !matches!(notice.kind, NoticeKind::OfferClosed { .. }) {
                if let Some(lines) = closed.get(&notice.seat) {
                    for line in lines {
                        if !notice.summary.is_empty() {
                            notice.summary.push(' ');
                        }
                        notice.summary.push_str(line);
                    }
                }
            }
            SeatNotice {
                notice,
                extras,
                told,
            }
        })
        .collect()
}

/// Names a seat by `names` (by seat number), else "Player n" in `lang`.
fn name_of(lang: Lang, names: &[String]) -> impl Fn(Seat) -> String + '_ {
    move |seat: Seat| {
        names
            .get(seat.index())
            .filter(|n| !n.is_empty())
            .cloned()
            .unwrap_or_else(|| lang.say(Notice::PlayerN { number: seat.0 + 1 }))
    }
}

/// The offers the command closed (withdrawn, confirmed with another
/// player, or swept away by the end of the turn) before some of their
/// addressees answered, in words, by addressee: only those who had not
/// answered are told, and nobody when the game just ended (its end says
/// it all) or nothing happened (a rewind).
fn closed_offers<X: Scenario>(
    before: &State<X>,
    after: &State<X>,
    events: &[Event<X::Event>],
    terms: &Terms,
    names: &[String],
    lang_of: &dyn Fn(Seat) -> Lang,
) -> BTreeMap<Seat, Vec<String>> {
    let mut closed: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
    if events.is_empty() || matches!(after.phase, Phase::Finished { .. }) {
        return closed;
    }
    for (o, seat) in notice::closed_unanswered(&before.offers, &after.offers) {
        let lang = lang_of(seat);
        let (give, want) = terms_of(lang, o, terms);
        closed
            .entry(seat)
            .or_default()
            .push(lang.say(Notice::OfferClosed {
                who: name_of(lang, names)(o.from),
                give,
                want,
            }));
    }
    closed
}

/// The terms of the offers some events made, by offer: what the offering
/// player gives and what it wants, the scenario's side (an Oil Springs
/// offer's oil, in words) included.
type Terms = BTreeMap<OfferId, (Resources, Resources, Option<OfferTerms>)>;

/// The terms of the offers `events` make ([`Terms`]); the events are
/// owned or borrowed.
fn terms_in<E: SummaryWords, T: Borrow<Event<E>>>(events: &[T]) -> Terms {
    events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e.borrow() {
            Event::Table(TableEvent::TradeOffered {
                offer, give, want, ..
            }) => Some((*offer, (*give, *want, extra_terms(events, i, *offer)))),
            _ => None,
        })
        .collect()
}

/// The scenario's side of the terms of the offer or counter-offer
/// `events[i]` makes to `offer`: set by a scenario event after it, before
/// the next offer or counter-offer.
fn extra_terms<E: SummaryWords, T: Borrow<Event<E>>>(
    events: &[T],
    i: usize,
    offer: OfferId,
) -> Option<OfferTerms> {
    events
        .get(i + 1..)?
        .iter()
        .map(Borrow::borrow)
        .take_while(|e| {
            !matches!(
                e,
                Event::Table(TableEvent::TradeOffered { .. } | TableEvent::OfferCountered { .. })
            )
        })
        .find_map(|e| match e {
            Event::Scenario(s) => s.offer_terms(offer),
            _ => None,
        })
}

/// One side of an offer in `lang`: its cards and the scenario's side ("1
/// ore and 2 oil", "2 oil"; "nothing" when both are empty).
fn side(lang: Lang, r: Resources, extra: Option<&Extra>) -> String {
    match extra {
        None => cards(lang, TermWords::Classic, &r),
        Some(x) if r.is_empty() => x.words(lang),
        Some(x) => lang.say(Notice::SideAnd {
            cards: cards(lang, TermWords::Classic, &r),
            extra: x.words(lang),
        }),
    }
}

/// Both sides of an offer in `lang`, as the offering player gives and wants.
fn sides(
    lang: Lang,
    give: Resources,
    want: Resources,
    extra: Option<&OfferTerms>,
) -> (String, String) {
    (
        side(lang, give, extra.and_then(|t| t.give.as_ref())),
        side(lang, want, extra.and_then(|t| t.want.as_ref())),
    )
}

/// Both sides of an open offer in `lang`: as the events that made it set
/// them where `terms` knows them, else its cards.
fn terms_of(lang: Lang, o: &Offer, terms: &Terms) -> (String, String) {
    match terms.get(&o.id) {
        Some((give, want, extra)) => sides(lang, *give, *want, extra.as_ref()),
        None => sides(lang, o.give, o.want, None),
    }
}

/// An open offer's terms in `lang` ([`terms_of`]): "1 brick for 2 grain".
fn offer_words(lang: Lang, o: &Offer, terms: &Terms) -> String {
    let (give, want) = terms_of(lang, o, terms);
    lang.say(Notice::Terms { give, want })
}

/// What `seat` must do now in a game of the classic rules or a scenario,
/// in `lang`.
pub fn todo_in<X: Scenario>(lang: Lang, state: &State<X>, seat: Seat) -> String {
    // A scenario may wait for a seat out of turn (a gift to answer).
    if !state.phase.awaiting().contains(&seat) && !matches!(state.phase, Phase::Finished { .. }) {
        return lang.say(Notice::TodoAnswer);
    }
    match &state.phase {
        Phase::Discard { pending, .. } => lang.say(Notice::TodoDiscard {
            count: table::owed(pending, seat),
        }),
        other => todo(lang, other),
    }
}

/// What the seat `phase` awaits must do, in `lang`: "roll the dice".
pub fn todo(lang: Lang, phase: &Phase) -> String {
    lang.say(match phase {
        Phase::PlaceSettlement { round: 1, .. } => Notice::TodoFirstSettlement,
        Phase::PlaceSettlement { .. } => Notice::TodoSecondSettlement,
        Phase::PlaceRoad { .. } => Notice::TodoRoad,
        Phase::Roll { .. } => Notice::TodoRoll,
        Phase::Discard { .. } => Notice::TodoDiscardHalf,
        Phase::MoveRobber { .. } => Notice::TodoRobber,
        Phase::Main { .. } => Notice::TodoMain,
        Phase::RoadBuilding { .. } => Notice::TodoFreeRoads,
        Phase::SpecialBuilding { .. } => Notice::TodoSpecialBuilding,
        Phase::Lobby | Phase::Finished { .. } => Notice::TodoLook,
    })
}

/// What a notice's own words already say, so its summary leaves it out:
/// the offer the email is about, the answer it reports, the win it
/// announces, the scenario events its own lines tell, the turn it hands
/// over.
struct Lead<'a, E> {
    /// Events of the command the notice's lead tells.
    events: Vec<&'a Event<E>>,
    /// Scenario events of the command its lines tell (news, a question).
    scenario: bool,
    /// The notice tells the seat it is its turn.
    your_turn: bool,
}

impl<'a, E: ScenarioEvent + SummaryWords> Lead<'a, E> {
    fn of(kind: &NoticeKind, events: &'a [Event<E>], scenario: bool) -> Self {
        let told: Vec<&Event<E>> = events
            .iter()
            .filter(|e| match (kind, e) {
                (
                    NoticeKind::OfferWaiting { .. },
                    Event::Table(TableEvent::TradeOffered { .. }),
                )
                | (NoticeKind::GameOver { .. }, Event::GameWon { .. }) => true,
                // One command answers one offer: the one the email reports.
                (
                    NoticeKind::OfferAnswered { .. },
                    Event::Table(
                        TableEvent::OfferAccepted { .. }
                        | TableEvent::OfferRejected { .. }
                        | TableEvent::OfferCountered { .. },
                    ),
                ) => true,
                _ => false,
            })
            .collect();
        Lead {
            events: told,
            scenario,
            your_turn: matches!(kind, NoticeKind::YourTurn { .. }),
        }
    }

    fn tells(&self, event: &Event<E>) -> bool {
        self.events.contains(&event)
            || (self.scenario && matches!(event, Event::Scenario(s) if s.in_lead()))
    }
}

/// How a clause fares in a long summary.
fn weight<E>(event: &Event<E>) -> Weight {
    match event {
        // The five-six players' special building phase is counted.
        Event::SpecialBuildingStarted { .. }
        | Event::SpecialBuildPlanned { .. }
        | Event::SpecialBuildingFinished { .. }
        | Event::SpecialBuildRefused { .. }
        | Event::SpecialBuildingEnded { .. } => Weight::Counted,
        Event::DiceRolled { dice, .. } => Weight::roll(*dice),
        Event::Table(t) => Weight::of_table(t),
        Event::GameCreated { .. }
        | Event::StartingResourcesTaken { .. }
        | Event::ResourcesProduced { .. }
        | Event::TurnEnded { .. } => Weight::Counted,
        _ => Weight::Kept,
    }
}

/// One line saying what a run of events did, for one seat: "Anna rolled
/// 8; you got 2 grain." Each event is redacted for the seat first. Every
/// clause about the seat stays, and every build, robber move, card played
/// and trade; when there are many, other players' rolls in between are
/// listed by their sums and rollers and their other moves counted
/// ("rolls of 8 (Anna), 5 (Bert) and 11 (Cleo); Anna and Cleo made 4 other
/// moves").
struct Summary<'a, E> {
    /// The language the seat reads.
    lang: Lang,
    viewer: Seat,
    name: &'a dyn Fn(Seat) -> String,
    /// The board, to say where the robber went.
    board: Option<&'a crate::rules::common::Board>,
    /// The offers open before the command (their terms and addressees).
    offers: &'a [crate::rules::common::trade::Offer],
    /// The terms of the offers the recent events made, the scenario's
    /// side included.
    terms: &'a Terms,
    lead: &'a Lead<'a, E>,
}

impl<E: ScenarioEvent + SummaryWords> Summary<'_, E> {
    fn line<T: Borrow<Event<E>>>(&self, events: &[T]) -> String {
        let (lang, viewer) = (self.lang, self.viewer);
        // Offers known so far, to name whose offer an answer is about.
        let mut offers: BTreeMap<u32, (Seat, Vec<Seat>, String)> = self
            .offers
            .iter()
            .map(|o| {
                let terms = offer_words(lang, o, self.terms);
                (o.id, (o.from, o.to.clone(), terms))
            })
            .collect();
        let mut clauses: Vec<Clause> = Vec::new();
        for (i, event) in events.iter().enumerate() {
            let event: &Event<E> = event.borrow();
            let extra = match event {
                Event::Table(
                    TableEvent::TradeOffered { offer, .. }
                    | TableEvent::OfferCountered { offer, .. },
                ) => extra_terms(events, i, *offer),
                _ => None,
            };
            if let Event::Table(TableEvent::TradeOffered {
                offer,
                seat,
                give,
                want,
                to,
            }) = event
            {
                let (give, want) = sides(lang, *give, *want, extra.as_ref());
                let terms = lang.say(Notice::Terms { give, want });
                offers.insert(*offer, (*seat, to.clone(), terms));
            }
            if self.lead.tells(event) {
                continue;
            }
            let redacted = event.redacted_for(Viewer::Seat(viewer));
            let named = std::cell::Cell::new(false);
            let person = |seat: Seat| {
                if seat == viewer {
                    named.set(true);
                }
                ((self.name)(seat), Person::of(Some(viewer), seat))
            };
            let words = Words {
                lang,
                viewer,
                person: &person,
                board: self.board,
                offers: &offers,
                extra: extra.as_ref(),
                your_turn: self.lead.your_turn,
                phase_next: matches!(
                    events.get(i + 1).map(Borrow::borrow),
                    Some(Event::SpecialBuildingStarted { .. })
                ),
                phase_over: match event {
                    Event::SpecialBuildingStarted { .. } => events[i..]
                        .iter()
                        .any(|e| matches!(e.borrow(), Event::SpecialBuildingEnded { .. })),
                    Event::SpecialBuildingEnded { .. } => events[..i]
                        .iter()
                        .any(|e| matches!(e.borrow(), Event::SpecialBuildingStarted { .. })),
                    _ => false,
                },
            };
            if let Some(text) = words.clause(&redacted) {
                let mine = named.get() || matches!(redacted, Event::ResourcesProduced { .. });
                clauses.push(Clause {
                    text,
                    mine,
                    actor: redacted.seat(),
                    weight: weight(&redacted),
                });
            }
        }
        if clauses.is_empty() {
            return String::new();
        }
        let names = |seats: &[Seat]| {
            let names: Vec<String> = seats.iter().map(|s| (self.name)(*s)).collect();
            crate::lang::list_and(lang, &names)
        };
        let line = summary::shorten(lang, clauses, &names, &|part| part).join("; ");
        let mut chars = line.chars();
        let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
        format!("{}{}.", first.unwrap_or_default(), chars.as_str())
    }
}

/// One line saying what `events` did, for `viewer`: "Anna rolled 8; you got
/// 2 grain." Each event is redacted for the viewer first.
pub fn summary<E: ScenarioEvent + SummaryWords>(
    events: &[Event<E>],
    viewer: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    Summary {
        lang: Lang::En,
        viewer,
        name,
        board: None,
        offers: &[],
        terms: &Terms::new(),
        lead: &Lead {
            events: Vec::new(),
            scenario: false,
            your_turn: false,
        },
    }
    .line(events)
}

/// What one clause is put in words with.
struct Words<'a> {
    lang: Lang,
    viewer: Seat,
    /// A seat's name and whether it is the viewer.
    person: &'a dyn Fn(Seat) -> (String, Person),
    board: Option<&'a crate::rules::common::Board>,
    /// Each known offer: who made it, to whom, on which terms.
    offers: &'a BTreeMap<u32, (Seat, Vec<Seat>, String)>,
    /// The scenario's side of the terms of the offer or counter-offer the
    /// clause tells.
    extra: Option<&'a OfferTerms>,
    /// The email says "it is your turn" itself.
    your_turn: bool,
    /// A Special Building Phase follows the clause's event: the next turn
    /// has not begun yet.
    phase_next: bool,
    /// The clause's phase began and ended in the same run of events (played
    /// by standing plans): nobody was asked to do anything, and what was
    /// built is told by its own clauses.
    phase_over: bool,
}

impl Words<'_> {
    /// "Anna's offer", "your offer", or "an offer" when it is not known.
    fn offer(&self, id: u32) -> String {
        match self.offers.get(&id) {
            Some((from, _, _)) => {
                let (maker, maker_person) = (self.person)(*from);
                self.lang.say(Notice::OfferOf {
                    maker,
                    maker_person,
                })
            }
            None => self.lang.say(Notice::AnOffer),
        }
    }

    /// One event in words, or `None` when it says nothing to this viewer.
    fn clause<E: SummaryWords>(&self, event: &Event<E>) -> Option<String> {
        let (lang, viewer, p) = (self.lang, self.viewer, self.person);
        let cards = |r: &Resources| cards(lang, TermWords::Classic, r);
        let phrase = match event {
            Event::GameCreated { .. } => Notice::Created,
            Event::SettlementBuilt { seat, .. } => {
                let (who, person) = p(*seat);
                Notice::BuiltSettlement { who, person }
            }
            Event::RoadBuilt { seat, .. } => {
                let (who, person) = p(*seat);
                Notice::BuiltRoad { who, person }
            }
            Event::CityBuilt { seat, .. } => {
                let (who, person) = p(*seat);
                Notice::BuiltCity { who, person }
            }
            Event::StartingResourcesTaken { seat, cards: c } => {
                let (who, person) = p(*seat);
                Notice::TookStarting {
                    who,
                    person,
                    cards: cards(c),
                }
            }
            Event::DiceRolled { seat, dice } => {
                let (who, person) = p(*seat);
                Notice::Rolled {
                    who,
                    person,
                    sum: u32::from(dice[0]) + u32::from(dice[1]),
                }
            }
            Event::ResourcesProduced { gains } => {
                let mine = gains.iter().find(|g| g.seat == viewer)?;
                Notice::Got {
                    cards: cards(&mine.cards),
                }
            }
            Event::Table(TableEvent::CardsDiscarded { seat, cards: c }) => {
                let (who, person) = p(*seat);
                Notice::Discarded {
                    who,
                    person,
                    count: c.total(),
                }
            }
            Event::RobberMoved { seat, tile } => {
                let (who, person) = p(*seat);
                match self.board {
                    Some(board) => Notice::RobberTo {
                        who,
                        person,
                        tile: crate::lang::story::tile(lang, board, *tile),
                    },
                    None => Notice::Robber { who, person },
                }
            }
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => {
                let (who, person) = p(*seat);
                match resource {
                    Some(r) if *victim == viewer => {
                        p(viewer);
                        Notice::StoleYour {
                            who,
                            person,
                            resource: *r,
                        }
                    }
                    Some(r) => {
                        let (victim, victim_person) = p(*victim);
                        Notice::Stole {
                            who,
                            person,
                            resource: *r,
                            victim,
                            victim_person,
                        }
                    }
                    None => {
                        let (victim, victim_person) = p(*victim);
                        Notice::StoleCard {
                            who,
                            person,
                            victim,
                            victim_person,
                        }
                    }
                }
            }
            Event::DevelopmentCardBought { seat, .. } => {
                let (who, person) = p(*seat);
                Notice::BoughtCard { who, person }
            }
            Event::KnightPlayed { seat } => {
                let (who, person) = p(*seat);
                Notice::Knight { who, person }
            }
            Event::RoadBuildingPlayed { seat } => {
                let (who, person) = p(*seat);
                Notice::RoadBuilding { who, person }
            }
            Event::YearOfPlentyPlayed { seat, cards: c } => {
                let (who, person) = p(*seat);
                Notice::Plenty {
                    who,
                    person,
                    cards: cards(c),
                }
            }
            Event::MonopolyPlayed { seat, resource, .. } => {
                let (who, person) = p(*seat);
                Notice::Monopoly {
                    who,
                    person,
                    resource: *resource,
                }
            }
            Event::Table(TableEvent::SupplyTraded { seat, gave, got }) => {
                let (who, person) = p(*seat);
                Notice::SupplyTraded {
                    who,
                    person,
                    gave: cards(gave),
                    got: cards(got),
                }
            }
            Event::Table(TableEvent::TradeOffered {
                seat,
                give,
                want,
                to,
                ..
            }) => {
                let (give, want) = sides(lang, *give, *want, self.extra);
                let (who, person) = p(*seat);
                if to.contains(&viewer) {
                    p(viewer);
                    Notice::OfferedYou {
                        who,
                        person,
                        give,
                        want,
                    }
                } else {
                    Notice::Offered {
                        who,
                        person,
                        give,
                        want,
                    }
                }
            }
            Event::Table(TableEvent::OfferAccepted { seat, offer }) => {
                let (who, person) = p(*seat);
                Notice::Accepted {
                    who,
                    person,
                    offer: self.offer(*offer),
                }
            }
            Event::Table(TableEvent::OfferRejected { seat, offer }) => {
                let (who, person) = p(*seat);
                Notice::Rejected {
                    who,
                    person,
                    offer: self.offer(*offer),
                }
            }
            Event::Table(TableEvent::OfferCountered {
                seat,
                offer,
                give,
                want,
            }) => {
                let (who, person) = p(*seat);
                match self.offers.get(offer) {
                    Some((from, _, _)) if *from == viewer => {
                        let (give, want) = sides(lang, *give, *want, self.extra);
                        Notice::CounteredYours {
                            who,
                            person,
                            give,
                            want,
                        }
                    }
                    _ => Notice::Countered {
                        who,
                        person,
                        offer: self.offer(*offer),
                    },
                }
            }
            Event::Table(TableEvent::OfferWithdrawn { seat, offer }) => {
                let (who, person) = p(*seat);
                match self.offers.get(offer) {
                    Some((_, _, terms)) => Notice::WithdrewTerms {
                        who,
                        person,
                        terms: terms.clone(),
                    },
                    None => Notice::Withdrew { who, person },
                }
            }
            Event::Table(TableEvent::TradeConfirmed {
                seat,
                with,
                gave,
                got,
                ..
            }) => {
                let (who, person) = p(*seat);
                let (with, with_person) = p(*with);
                Notice::Traded {
                    who,
                    person,
                    gave: cards(gave),
                    with,
                    with_person,
                    got: cards(got),
                }
            }
            Event::LongestRoadTaken {
                seat: Some(seat),
                length,
            } => {
                let (who, person) = p(*seat);
                Notice::LongestRoad {
                    who,
                    person,
                    length: *length,
                }
            }
            Event::LongestRoadTaken { seat: None, .. } => Notice::NoLongestRoad,
            Event::LargestArmyTaken { seat, knights } => {
                let (who, person) = p(*seat);
                Notice::LargestArmy {
                    who,
                    person,
                    knights: *knights,
                }
            }
            // The email says whose turn it is when it is the reader's; a
            // Special Building Phase comes first.
            Event::TurnEnded { seat, .. } if self.phase_next => {
                let (who, person) = p(*seat);
                Notice::TurnEnded { who, person }
            }
            Event::TurnEnded { seat, next } if *next == viewer && self.your_turn => {
                let (who, person) = p(*seat);
                Notice::TurnEnded { who, person }
            }
            Event::TurnEnded { seat, next } => {
                let (who, person) = p(*seat);
                let (next, next_person) = p(*next);
                Notice::TurnEndedNext {
                    who,
                    person,
                    next,
                    next_person,
                }
            }
            Event::GameWon { seat, points } => {
                let (who, person) = p(*seat);
                Notice::Won {
                    who,
                    person,
                    points: *points,
                }
            }
            Event::SpecialBuildingStarted { .. } if self.phase_over => return None,
            Event::SpecialBuildingStarted { asked, .. } if asked.contains(&viewer) => {
                Notice::SpecialAsked
            }
            Event::SpecialBuildingStarted { .. } => Notice::SpecialBegan,
            // Plans are told as they are applied; finishing says nothing of a hand.
            Event::SpecialBuildPlanned { .. } | Event::SpecialBuildingFinished { .. } => {
                return None
            }
            Event::SpecialBuildRefused { seat, .. } if *seat == viewer => {
                Notice::SpecialRefusedYours
            }
            Event::SpecialBuildRefused { seat, .. } => {
                let (who, person) = p(*seat);
                Notice::SpecialAskedAgain { who, person }
            }
            Event::SpecialBuildingEnded { next } if *next == viewer && self.your_turn => {
                if self.phase_over {
                    return None;
                }
                Notice::SpecialEnded
            }
            Event::SpecialBuildingEnded { next } if self.phase_over => {
                let (next, next_person) = p(*next);
                Notice::SpecialTurn { next, next_person }
            }
            Event::SpecialBuildingEnded { next } => {
                let (next, next_person) = p(*next);
                Notice::SpecialEndedTurn { next, next_person }
            }
            Event::Scenario(e) => return e.clause(lang, viewer, self.person),
        };
        Some(lang.say(phrase))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::state::Debt;
    use crate::rules::common::Resources;

    /// A running 4-player state at `phase` (the board is not looked at).
    fn state(phase: Phase) -> State {
        State {
            players: vec![crate::rules::classic::state::Player::default(); 4],
            turn_order: vec![Seat(0), Seat(1), Seat(2), Seat(3)],
            phase,
            ..State::default()
        }
    }

    fn names() -> Vec<String> {
        ["Anna", "Ben", "Cleo", "Dan"].map(String::from).to_vec()
    }

    /// Every notice of a simulated game of `players` to every seat, each
    /// event taken as one command, with Ben (seat 1) reading `ben`.
    fn every_notice(seed: u64, players: u8, ben: Lang) -> Vec<SeatNotice> {
        use crate::rules::classic;
        let played = crate::simulate::play_classic(seed, players, crate::simulate::Checks::None)
            .expect("the game plays");
        let events = &played.events;
        let names: Vec<String> = ["Anna", "Ben", "Cleo", "Dan", "Eva", "Finn"]
            .map(String::from)
            .into_iter()
            .take(usize::from(players))
            .collect();
        let seats: Vec<Seat> = (0..players).map(Seat).collect();
        let all: Vec<&Event> = events.iter().collect();
        let mut state = classic::fold(&events[..1]);
        let mut told = Vec::new();
        for i in 1..events.len() {
            let before = state.clone();
            crate::rules::classic::evolve::evolve(&mut state, &events[i]);
            told.extend(seat_notices(
                &names,
                &seats,
                &before,
                &state,
                &all[..=i],
                i,
                &|_| (MailExtras::default(), None),
                &|seat| if seat == Seat(1) { ben } else { Lang::En },
            ));
        }
        told
    }

    /// issue #38: a seat that reads German is told in German what happened
    /// since it last acted, what to do, an offer's terms and answer, and how
    /// the game ended, in a game of four and one of six players (the
    /// Special Building Phase); the other seats of the same game read the
    /// very English they read when nobody reads German.
    #[test]
    fn a_german_seat_is_told_in_german_and_the_others_as_before() {
        for players in [4u8, 6] {
            let english = every_notice(7, players, Lang::En);
            let mixed = every_notice(7, players, Lang::De);
            assert_eq!(english.len(), mixed.len());
            let mut german = String::new();
            for (en, de) in english.iter().zip(&mixed) {
                if de.notice.seat != Seat(1) {
                    assert_eq!(en, de, "an English seat reads as before");
                    continue;
                }
                let words = format!("{:?} {}", de.notice.kind, de.notice.summary);
                for english_word in [" rolled", " built ", " you ", " the ", " turn", "Player "] {
                    assert!(!words.contains(english_word), "{english_word:?} in {words}");
                }
                german.push_str(&words);
                german.push('\n');
            }
            for said in [
                "würfle",
                "hat 8 gewürfelt",
                "eine Siedlung gebaut",
                " Punkte (",
            ] {
                assert!(german.contains(said), "{said:?} not in {german}");
            }
            if players == 6 {
                assert!(german.contains("Sonderbauphase"), "{german}");
            }
        }
    }

    /// issue #38: an offer's terms and its answer reach a German seat in
    /// German, its cards in the base game's German terms.
    #[test]
    fn an_offer_and_its_answer_read_in_german() {
        let offer = Offer {
            id: 1,
            from: Seat(0),
            to: vec![Seat(1)],
            give: Resources::parse("B").unwrap(),
            want: Resources::parse("GG").unwrap(),
            answers: Vec::new(),
        };
        let mut before = state(Phase::Main { seat: Seat(0) });
        before.offers = vec![offer.clone()];
        let after = state(Phase::Main { seat: Seat(0) });
        let made = [Event::Table(TableEvent::TradeOffered {
            offer: 1,
            seat: Seat(0),
            give: offer.give,
            want: offer.want,
            to: vec![Seat(1)],
        })];
        let german = |seat: Seat| if seat == Seat(0) { Lang::En } else { Lang::De };
        let told = notices_knowing(
            &state(Phase::Main { seat: Seat(0) }),
            &before,
            &terms_in(&made),
            &made,
            &names(),
            &german,
        );
        assert_eq!(
            told[0].kind,
            NoticeKind::OfferWaiting {
                from: "Anna".to_owned(),
                give: "1 Lehm".to_owned(),
                want: "2 Getreide".to_owned(),
                waiting: 1,
            }
        );
        let answered = [Event::Table(TableEvent::OfferRejected {
            offer: 1,
            seat: Seat(1),
        })];
        let german = |_| Lang::De;
        let told = notices_knowing(&before, &after, &Terms::new(), &answered, &names(), &german);
        assert_eq!(
            told[0].kind,
            NoticeKind::OfferAnswered {
                by: "Ben".to_owned(),
                answer: "abgelehnt".to_owned(),
                accepted: false,
                terms: "1 Lehm für 2 Getreide".to_owned(),
                counter: None,
            }
        );
        assert_eq!(told[0].summary, "");
    }

    /// issue #38 (five-six-players.md §Special Building Phase): the seats
    /// asked read in German that they may build before Ben rolls.
    #[test]
    fn a_live_special_building_phase_is_told_in_german() {
        let before = state(Phase::Main { seat: Seat(0) });
        let asked = vec![Seat(1), Seat(2)];
        let after = state(Phase::SpecialBuilding {
            seat: Seat(0),
            next: Seat(1),
            asked: asked.clone(),
        });
        let events = [
            Event::TurnEnded {
                seat: Seat(0),
                next: Seat(1),
            },
            Event::SpecialBuildingStarted {
                seat: Seat(0),
                next: Seat(1),
                asked,
            },
        ];
        let told = notices_knowing(&before, &after, &Terms::new(), &events, &names(), &|_| {
            Lang::De
        });
        assert_eq!(
            told[1].summary,
            "Anna hat den Zug beendet; du darfst in der Sonderbauphase bauen."
        );
        assert_eq!(todo(Lang::De, &Phase::Roll { seat: Seat(1) }), "würfle");
    }

    /// issue #35 (five-six-players.md §Special Building Phase, played
    /// live): the seats asked are told they may build before Ben rolls, not
    /// that it is their turn, and nobody reads "it is Ben's turn" before
    /// the phase has run.
    #[test]
    fn a_live_special_building_phase_is_not_told_as_a_turn() {
        let before = state(Phase::Main { seat: Seat(0) });
        let asked = vec![Seat(1), Seat(2)];
        let phase = Phase::SpecialBuilding {
            seat: Seat(0),
            next: Seat(1),
            asked: asked.clone(),
        };
        let after = state(phase);
        let events = [
            Event::TurnEnded {
                seat: Seat(0),
                next: Seat(1),
            },
            Event::SpecialBuildingStarted {
                seat: Seat(0),
                next: Seat(1),
                asked,
            },
        ];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 2, "{notices:?}");
        for notice in &notices {
            assert_eq!(
                notice.kind,
                NoticeKind::SpecialBuilding {
                    next: "Ben".to_owned()
                }
            );
            assert!(!notice.summary.contains("it is"), "{}", notice.summary);
            assert!(!notice.summary.contains("Ben's turn"), "{}", notice.summary);
        }
        assert_eq!(
            notices[1].summary,
            "Anna ended the turn; you may build in the special building phase."
        );
    }

    /// issue #35: a seat asked again because its own plan was refused (the
    /// phase resolved on its own "done") is emailed at once, as one asked
    /// again after another seat's "done" is.
    #[test]
    fn a_seat_asked_again_after_its_own_plan_was_refused_is_emailed() {
        let phase = |asked: Vec<Seat>| Phase::SpecialBuilding {
            seat: Seat(0),
            next: Seat(1),
            asked,
        };
        let before = state(phase(vec![Seat(2)]));
        let after = state(phase(vec![Seat(2)]));
        let node = crate::rules::common::NodeId(7);
        let events = [
            Event::SpecialBuildingFinished {
                seat: Seat(2),
                plans: Some(Some(Vec::new())),
            },
            Event::SettlementBuilt {
                seat: Seat(1),
                node,
            },
            Event::SpecialBuildRefused {
                seat: Seat(2),
                build: Some(crate::rules::classic::state::Build::Settlement { node }),
            },
        ];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert_eq!(notices[0].seat, Seat(2));
        assert_eq!(
            notices[0].kind,
            NoticeKind::SpecialBuilding {
                next: "Ben".to_owned()
            }
        );
        assert!(
            notices[0]
                .summary
                .contains("a build you planned was no longer possible"),
            "{}",
            notices[0].summary
        );
    }

    /// A phase played by standing plans begins and ends within one
    /// command: the next player reads what was built, not that anyone "may
    /// build".
    #[test]
    fn a_phase_made_by_plans_is_not_told_as_an_invitation_to_build() {
        let before = state(Phase::Main { seat: Seat(0) });
        let after = state(Phase::Roll { seat: Seat(1) });
        let events = [
            Event::TurnEnded {
                seat: Seat(0),
                next: Seat(1),
            },
            Event::SpecialBuildingStarted {
                seat: Seat(0),
                next: Seat(1),
                asked: vec![Seat(1)],
            },
            Event::SpecialBuildingFinished {
                seat: Seat(1),
                plans: Some(Some(Vec::new())),
            },
            Event::SpecialBuildingEnded { next: Seat(1) },
        ];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].summary, "Anna ended the turn.");
    }

    #[test]
    fn ending_a_turn_tells_only_the_next_player() {
        let before = state(Phase::Main { seat: Seat(0) });
        let after = state(Phase::Roll { seat: Seat(1) });
        let events = [Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        }];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(
            notices,
            vec![MailNotice {
                seat: Seat(1),
                kind: NoticeKind::YourTurn {
                    todo: "roll the dice".to_owned()
                },
                // The email says "it is your turn" itself: the summary
                // does not say it again.
                summary: "Anna ended the turn.".to_owned(),
            }]
        );
    }

    #[test]
    fn a_seven_asks_the_others_to_discard_but_not_the_roller() {
        let before = state(Phase::Roll { seat: Seat(0) });
        let pending = vec![
            Debt {
                seat: Seat(0),
                count: 4,
            },
            Debt {
                seat: Seat(2),
                count: 5,
            },
        ];
        let after = state(Phase::Discard {
            seat: Seat(0),
            pending,
        });
        let events = [Event::DiceRolled {
            seat: Seat(0),
            dice: [3, 4],
        }];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].seat, Seat(2));
        assert_eq!(notices[0].kind, NoticeKind::MustDiscard { count: 5 });
        assert_eq!(notices[0].summary, "Anna rolled 7.");
    }

    #[test]
    fn the_last_discard_hands_the_robber_back_to_the_roller() {
        let before = state(Phase::Discard {
            seat: Seat(0),
            pending: vec![Debt {
                seat: Seat(2),
                count: 4,
            }],
        });
        let after = state(Phase::MoveRobber { seat: Seat(0) });
        let events = [Event::Table(TableEvent::CardsDiscarded {
            seat: Seat(2),
            cards: Resources::parse("BBLL").unwrap(),
        })];
        let notices = notices(&before, &after, &events);
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].seat, Seat(0));
        assert_eq!(
            notices[0].kind,
            NoticeKind::YourTurn {
                todo: "move the robber".to_owned()
            }
        );
        assert_eq!(notices[0].summary, "Player 3 discarded 4 cards.");
    }

    #[test]
    fn an_offer_tells_each_addressee_once() {
        let before = state(Phase::Main { seat: Seat(0) });
        let after = before.clone();
        let events = [Event::Table(TableEvent::TradeOffered {
            offer: 1,
            seat: Seat(0),
            give: Resources::parse("B").unwrap(),
            want: Resources::parse("GG").unwrap(),
            to: vec![Seat(1), Seat(3)],
        })];
        let notices = notices_with_names(&before, &after, &events, &names());
        let seats: Vec<Seat> = notices.iter().map(|n| n.seat).collect();
        assert_eq!(seats, [Seat(1), Seat(3)]);
        assert_eq!(
            notices[0].kind,
            NoticeKind::OfferWaiting {
                from: "Anna".to_owned(),
                give: "1 brick".to_owned(),
                want: "2 grain".to_owned(),
                waiting: 1,
            }
        );
    }

    #[test]
    fn the_offering_player_hears_of_each_answer() {
        let mut before = state(Phase::Main { seat: Seat(0) });
        let offer = Event::Table(TableEvent::TradeOffered {
            offer: 1,
            seat: Seat(0),
            give: Resources::parse("B").unwrap(),
            want: Resources::parse("G").unwrap(),
            to: vec![Seat(1), Seat(2)],
        });
        crate::rules::classic::evolve(&mut before, &offer);
        let after = before.clone();
        let events = [Event::Table(TableEvent::OfferAccepted {
            offer: 1,
            seat: Seat(2),
        })];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].seat, Seat(0));
        assert_eq!(
            notices[0].kind,
            NoticeKind::OfferAnswered {
                by: "Cleo".to_owned(),
                answer: "accepted".to_owned(),
                accepted: true,
                terms: "1 brick for 1 grain".to_owned(),
                counter: None,
            }
        );
    }

    #[test]
    fn a_game_ended_with_no_winner_tells_everyone_nobody_won() {
        let before = state(Phase::Main { seat: Seat(0) });
        let after = state(Phase::Finished { winner: None });
        let notices = notices_with_names(&before, &after, &[], &names());
        assert_eq!(notices.len(), 4);
        assert!(notices.iter().all(|n| matches!(
            n.kind,
            NoticeKind::GameOver {
                winner: None,
                you_won: false,
                points: None,
                ..
            }
        )));
    }

    #[test]
    fn many_events_of_one_command_make_one_notice_per_seat() {
        let before = state(Phase::Main { seat: Seat(0) });
        let after = state(Phase::Finished {
            winner: Some(Seat(0)),
        });
        let events = [
            Event::CityBuilt {
                seat: Seat(0),
                node: crate::rules::common::NodeId(3),
            },
            Event::LongestRoadTaken {
                seat: Some(Seat(0)),
                length: 6,
            },
            Event::GameWon {
                seat: Seat(0),
                points: 10,
            },
        ];
        let notices = notices_with_names(&before, &after, &events, &names());
        assert_eq!(notices.len(), 4);
        assert!(notices.iter().all(|n| matches!(
            n.kind,
            NoticeKind::GameOver { points: Some(10), ref winner, .. } if winner.as_deref() == Some("Anna")
        )));
        assert!(matches!(
            notices[0].kind,
            NoticeKind::GameOver { you_won: true, .. }
        ));
        assert_eq!(
            notices[1].summary, "Anna built a city; Anna took the Longest Road (6).",
            "the game-over email says who won: the summary does not"
        );
        assert_eq!(
            notices[0].summary,
            "You built a city; you took the Longest Road (6)."
        );
    }

    #[test]
    fn a_stolen_card_is_named_only_to_thief_and_victim() {
        let events: [Event; 1] = [Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(crate::rules::common::Resource::Ore),
        }];
        let name = |s: Seat| names()[s.index()].clone();
        assert_eq!(summary(&events, Seat(1), &name), "Anna stole your ore.");
        assert_eq!(
            summary(&events, Seat(2), &name),
            "Anna stole a card from Ben."
        );
        assert_eq!(summary(&events, Seat(0), &name), "You stole ore from Ben.");
    }

    #[test]
    fn production_is_told_to_each_seat_about_its_own_cards() {
        let events: [Event; 2] = [
            Event::DiceRolled {
                seat: Seat(0),
                dice: [2, 6],
            },
            Event::ResourcesProduced {
                gains: vec![crate::rules::classic::event::SeatCards {
                    seat: Seat(1),
                    cards: Resources::parse("GGO").unwrap(),
                }],
            },
        ];
        let name = |s: Seat| names()[s.index()].clone();
        assert_eq!(
            summary(&events, Seat(1), &name),
            "Anna rolled 8; you got 2 grain, 1 ore."
        );
        assert_eq!(summary(&events, Seat(2), &name), "Anna rolled 8.");
    }

    #[test]
    fn creating_the_game_sends_no_notice() {
        let after = state(Phase::PlaceSettlement {
            seat: Seat(0),
            round: 1,
        });
        assert!(notices(&State::default(), &after, &[]).is_empty());
    }

    #[test]
    fn setup_snake_tells_each_next_placer() {
        let before = state(Phase::PlaceRoad {
            seat: Seat(0),
            round: 1,
            settlement: crate::rules::common::NodeId(0),
        });
        let after = state(Phase::PlaceSettlement {
            seat: Seat(1),
            round: 1,
        });
        let n = notices(&before, &after, &[]);
        assert_eq!(n.len(), 1);
        assert_eq!(
            n[0].kind,
            NoticeKind::YourTurn {
                todo: "place your first settlement".to_owned()
            }
        );
        assert_eq!(n[0].summary, "");
    }

    /// The "your turn" summary covers everything since the player's own last
    /// move, not only the command that made it their turn.
    #[test]
    fn your_turn_summary_covers_everything_since_the_players_last_move() {
        use crate::rules::classic;
        let played = crate::simulate::play_classic(4, 4, crate::simulate::Checks::None).unwrap();
        let events = &played.events;
        // The second TurnEnded of the game proper: the new player last acted a round ago.
        let ends: Vec<usize> = events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::TurnEnded { .. }))
            .map(|(i, _)| i)
            .collect();
        let i = ends[5];
        let Event::TurnEnded { next, .. } = events[i] else {
            unreachable!()
        };
        let before = classic::fold(&events[..i]);
        let after = classic::fold(&events[..=i]);
        let seats = [Seat(0), Seat(1), Seat(2), Seat(3)];
        let told = seat_notices(
            &names(),
            &seats,
            &before,
            &after,
            &events[..=i].iter().collect::<Vec<_>>(),
            i,
            &|_| (MailExtras::default(), None),
            &|_| Lang::En,
        );
        let told = told
            .iter()
            .find(|n| n.notice.seat == next)
            .expect("the next player is told");
        let last_own = events[..i]
            .iter()
            .rposition(|e| e.seat() == Some(next))
            .unwrap();
        let rolls = events[last_own + 1..i]
            .iter()
            .filter(|e| matches!(e, Event::DiceRolled { .. }))
            .count();
        assert!(rolls >= 2, "a round passed since {next}'s last move");
        assert!(
            told.notice.summary.matches("rolled").count() >= 2,
            "{}",
            told.notice.summary
        );
    }

    #[test]
    fn a_long_summary_keeps_every_line_about_the_reader_and_counts_the_rest() {
        use crate::rules::classic::event::SeatCards;
        use crate::rules::common::Resource;
        let turn = |seat: u8| Event::TurnEnded {
            seat: Seat(seat),
            next: Seat(seat),
        };
        let mut events: Vec<Event> = Vec::new();
        events.extend((0..5).map(|_| turn(0)));
        events.push(Event::ResourcesProduced {
            gains: vec![SeatCards {
                seat: Seat(1),
                cards: Resources::parse("GG").unwrap(),
            }],
        });
        events.extend((0..5).map(|_| turn(2)));
        events.push(Event::CardStolen {
            seat: Seat(2),
            victim: Seat(1),
            resource: Some(Resource::Ore),
        });
        events.extend((0..4).map(|_| turn(3)));
        let name = |s: Seat| names()[s.index()].clone();
        let line = summary(&events, Seat(1), &name);
        assert_eq!(
            line,
            "Anna made 5 moves; you got 2 grain; Cleo made 5 moves; Cleo stole your ore; Dan \
             made 4 moves."
        );
        // A third player is told the theft without the card.
        for seat in [Seat(0), Seat(3)] {
            let other = summary(&events, seat, &name);
            assert!(!other.contains("ore"), "{other}");
            let short = summary(&events[10..13], seat, &name);
            assert!(short.contains("Cleo stole a card from Ben"), "{short}");
        }
    }

    #[test]
    fn a_long_summary_keeps_every_build_robber_move_and_card_play_and_lists_the_rolls() {
        use crate::rules::common::{NodeId, TileId};
        let (anna, cleo, dan) = (Seat(0), Seat(2), Seat(3));
        let rolled = |seat: Seat, dice: [u8; 2]| Event::DiceRolled { seat, dice };
        let ended = |seat: Seat, next: Seat| Event::TurnEnded { seat, next };
        let events: Vec<Event> = vec![
            rolled(anna, [3, 5]),
            Event::CityBuilt {
                seat: anna,
                node: NodeId(1),
            },
            ended(anna, cleo),
            rolled(cleo, [6, 5]),
            Event::KnightPlayed { seat: cleo },
            Event::RobberMoved {
                seat: cleo,
                tile: TileId(3),
            },
            Event::CardStolen {
                seat: cleo,
                victim: dan,
                resource: None,
            },
            ended(cleo, dan),
            rolled(dan, [2, 2]),
            ended(dan, anna),
            rolled(anna, [1, 5]),
            ended(anna, cleo),
            rolled(cleo, [4, 4]),
            ended(cleo, dan),
        ];
        let name = |s: Seat| names()[s.index()].clone();
        let line = summary(&events, Seat(1), &name);
        assert_eq!(
            line,
            "Anna rolled 8; Anna built a city; Anna ended the turn; it is Cleo's turn; Cleo \
             rolled 11; Cleo played a Knight; Cleo moved the robber; Cleo stole a card from \
             Dan; rolls of 4 (Dan), 6 (Anna) and 8 (Cleo); Cleo, Dan and Anna made 4 other \
             moves."
        );
    }
}
