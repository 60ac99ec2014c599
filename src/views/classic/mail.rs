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

use crate::rules::classic::{Event, Phase, Scenario, ScenarioEvent, State};
use crate::rules::common::trade::{Answer, Offer, OfferId};
use crate::rules::common::Resources;
use crate::rules::{Names, Seat, Viewer};
use crate::views::notify::{MailNotice, NoticeKind};

use super::scenario::{OfferTerms, SummaryWords};
use crate::views::common::notice::{self, MailExtras, SeatNotice, Told};
use crate::views::common::standings;
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
    notices_knowing(before, after, &terms_in(events), events, names)
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
) -> Vec<MailNotice>
where
    X::Event: SummaryWords,
{
    if before.phase == Phase::Lobby {
        return Vec::new();
    }
    let name = |seat: Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat.0 + 1))
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
            let final_standings = standings::lines(
                &ranked(after.players.len(), winner, |s| after.scores(s)),
                &Names(names.to_vec()),
            );
            for i in 0..after.players.len() {
                let seat = Seat(i as u8);
                chosen.insert(
                    seat,
                    NoticeKind::GameOver {
                        winner: winner.map(name),
                        you_won: winner == Some(seat),
                        points,
                        standings: final_standings.clone(),
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
            Phase::SpecialBuilding { next, .. } => {
                NoticeKind::SpecialBuilding { next: name(*next) }
            }
            phase => NoticeKind::YourTurn {
                todo: todo(phase).to_owned(),
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
            let (give, want) = sides(*give, *want, extra_terms(events, i, *offer).as_ref());
            for seat in to.iter().filter(|s| *s != from) {
                chosen
                    .entry(*seat)
                    .or_insert_with(|| NoticeKind::OfferWaiting {
                        from: name(*from),
                        give: give.clone(),
                        want: want.clone(),
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
        let (answer, counter) = match answer {
            Answer::Accepted => ("accepted", None),
            Answer::Rejected => ("refused", None),
            Answer::Countered { give, want } => {
                let (give, want) = sides(give, want, extra_terms(events, i, offer).as_ref());
                (
                    "proposed other terms for",
                    Some(format!("you give {give} for {want}")),
                )
            }
        };
        if let Some(o) = before.offers.iter().find(|o| o.id == offer) {
            chosen
                .entry(o.from)
                .or_insert_with(|| NoticeKind::OfferAnswered {
                    by: name(by),
                    answer: answer.to_owned(),
                    terms: offer_words(o, terms),
                    counter,
                });
        }
    }

    chosen
        .into_iter()
        .map(|(seat, kind)| {
            let lead = Lead::of(&kind, events, false);
            let summary = Summary {
                viewer: seat,
                name: &name,
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
/// go to the seats no other notice was for.
pub fn seat_notices<X: Scenario>(
    names: &[String],
    seats: &[Seat],
    before: &State<X>,
    after: &State<X>,
    all: &[&Event<X::Event>],
    first: usize,
    extras: &dyn Fn(Seat) -> (MailExtras, Option<Told>),
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
    let mut notices = notices_knowing(before, after, &terms, events, names);
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
    let closed = closed_offers(before, after, events, &terms, &name_of(names));
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
    let name = name_of(names);
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
            notice.summary = Summary {
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

/// Names a seat by `names` (by seat number), else "Player n".
fn name_of(names: &[String]) -> impl Fn(Seat) -> String + '_ {
    |seat: Seat| {
        names
            .get(seat.index())
            .filter(|n| !n.is_empty())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat.0 + 1))
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
    name: &dyn Fn(Seat) -> String,
) -> BTreeMap<Seat, Vec<String>> {
    let mut closed: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
    if events.is_empty() || matches!(after.phase, Phase::Finished { .. }) {
        return closed;
    }
    for (o, seat) in notice::closed_unanswered(&before.offers, &after.offers) {
        let (give, want) = terms
            .get(&o.id)
            .cloned()
            .unwrap_or_else(|| (o.give.to_string(), o.want.to_string()));
        closed.entry(seat).or_default().push(format!(
            "{}'s offer to you, {give} for your {want}, is closed: it needs no answer any more.",
            name(o.from),
        ));
    }
    closed
}

/// The terms of the offers some events made, by offer: what the offering
/// player gives and what it wants, in words, the scenario's side (an Oil
/// Springs offer's oil) included.
type Terms = BTreeMap<OfferId, (String, String)>;

/// The terms of the offers `events` make ([`Terms`]); the events are
/// owned or borrowed.
fn terms_in<E: SummaryWords, T: Borrow<Event<E>>>(events: &[T]) -> Terms {
    events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e.borrow() {
            Event::Table(TableEvent::TradeOffered {
                offer, give, want, ..
            }) => Some((
                *offer,
                sides(*give, *want, extra_terms(events, i, *offer).as_ref()),
            )),
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

/// One side of an offer in words: its cards and the scenario's side ("1
/// ore and 2 oil", "2 oil"; "nothing" when both are empty).
fn side(cards: Resources, extra: Option<&String>) -> String {
    match extra {
        None => cards.to_string(),
        Some(x) if cards.is_empty() => x.clone(),
        Some(x) => format!("{cards} and {x}"),
    }
}

/// Both sides of an offer in words, as the offering player gives and wants.
fn sides(give: Resources, want: Resources, extra: Option<&OfferTerms>) -> (String, String) {
    (
        side(give, extra.and_then(|t| t.give.as_ref())),
        side(want, extra.and_then(|t| t.want.as_ref())),
    )
}

/// An open offer's terms in words: as the events that made it set them
/// where `terms` knows them, else its cards.
fn offer_words(o: &Offer, terms: &Terms) -> String {
    let (give, want) = terms
        .get(&o.id)
        .cloned()
        .unwrap_or_else(|| (o.give.to_string(), o.want.to_string()));
    format!("{give} for {want}")
}

/// What `seat` must do now in a game of the classic rules or a scenario.
pub fn todo_in<X: Scenario>(state: &State<X>, seat: Seat) -> String {
    // A scenario may wait for a seat out of turn (a gift to answer).
    if !state.phase.awaiting().contains(&seat) && !matches!(state.phase, Phase::Finished { .. }) {
        return "give your answer on your page".to_owned();
    }
    match &state.phase {
        Phase::Discard { pending, .. } => {
            format!("discard {} cards", table::owed(pending, seat))
        }
        other => todo(other).to_owned(),
    }
}

/// What the seat `phase` awaits must do, in words.
pub fn todo(phase: &Phase) -> &'static str {
    match phase {
        Phase::PlaceSettlement { round: 1, .. } => "place your first settlement",
        Phase::PlaceSettlement { .. } => "place your second settlement",
        Phase::PlaceRoad { .. } => "place a road next to your new settlement",
        Phase::Roll { .. } => "roll the dice",
        Phase::Discard { .. } => "discard half of your cards",
        Phase::MoveRobber { .. } => "move the robber",
        Phase::Main { .. } => "trade, build or end your turn",
        Phase::RoadBuilding { .. } => "place your free roads",
        Phase::SpecialBuilding { .. } => "build in the special building phase, or pass",
        Phase::Lobby | Phase::Finished { .. } => "have a look",
    }
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
        let viewer = self.viewer;
        // Offers known so far, to name whose offer an answer is about.
        let mut offers: BTreeMap<u32, (Seat, Vec<Seat>, String)> = self
            .offers
            .iter()
            .map(|o| (o.id, (o.from, o.to.clone(), offer_words(o, self.terms))))
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
                let (give, want) = sides(*give, *want, extra.as_ref());
                offers.insert(*offer, (*seat, to.clone(), format!("{give} for {want}")));
            }
            if self.lead.tells(event) {
                continue;
            }
            let redacted = event.redacted_for(Viewer::Seat(viewer));
            let named = std::cell::Cell::new(false);
            let who = |seat: Seat| {
                if seat == viewer {
                    named.set(true);
                    "you".to_owned()
                } else {
                    (self.name)(seat)
                }
            };
            let whose = |seat: Seat| {
                if seat == viewer {
                    named.set(true);
                    "your".to_owned()
                } else {
                    format!("{}'s", (self.name)(seat))
                }
            };
            let words = Words {
                viewer,
                who: &who,
                whose: &whose,
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
            crate::rules::contract::join_words(&names)
        };
        let line = summary::shorten(clauses, &names, &|part| part).join("; ");
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
    viewer: Seat,
    who: &'a dyn Fn(Seat) -> String,
    whose: &'a dyn Fn(Seat) -> String,
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
            Some((from, _, _)) => format!("{} offer", (self.whose)(*from)),
            None => "an offer".to_owned(),
        }
    }

    /// One event in words, or `None` when it says nothing to this viewer.
    fn clause<E: SummaryWords>(&self, event: &Event<E>) -> Option<String> {
        let (viewer, who, whose) = (self.viewer, self.who, self.whose);
        Some(match event {
            Event::GameCreated { .. } => "the game was created".to_owned(),
            Event::SettlementBuilt { seat, .. } => format!("{} built a settlement", who(*seat)),
            Event::RoadBuilt { seat, .. } => format!("{} built a road", who(*seat)),
            Event::CityBuilt { seat, .. } => format!("{} built a city", who(*seat)),
            Event::StartingResourcesTaken { seat, cards } => {
                format!("{} took {cards} to start", who(*seat))
            }
            Event::DiceRolled { seat, dice } => {
                format!(
                    "{} rolled {}",
                    who(*seat),
                    u32::from(dice[0]) + u32::from(dice[1])
                )
            }
            Event::ResourcesProduced { gains } => {
                let mine = gains.iter().find(|g| g.seat == viewer)?;
                format!("you got {}", mine.cards)
            }
            Event::Table(TableEvent::CardsDiscarded { seat, cards }) => {
                format!("{} discarded {} cards", who(*seat), cards.total())
            }
            Event::RobberMoved { seat, tile } => match self.board {
                Some(board) => format!(
                    "{} moved the robber to {}",
                    who(*seat),
                    super::narrate::tile(board, *tile)
                ),
                None => format!("{} moved the robber", who(*seat)),
            },
            Event::CardStolen {
                seat,
                victim,
                resource,
            } => match resource {
                Some(r) if *victim == viewer => {
                    format!("{} stole {} {r}", who(*seat), whose(viewer))
                }
                Some(r) => format!("{} stole {r} from {}", who(*seat), who(*victim)),
                None => format!("{} stole a card from {}", who(*seat), who(*victim)),
            },
            Event::DevelopmentCardBought { seat, .. } => {
                format!("{} bought a development card", who(*seat))
            }
            Event::KnightPlayed { seat } => format!("{} played a Knight", who(*seat)),
            Event::RoadBuildingPlayed { seat } => format!("{} played Road Building", who(*seat)),
            Event::YearOfPlentyPlayed { seat, cards } => {
                format!("{} played Year of Plenty for {cards}", who(*seat))
            }
            Event::MonopolyPlayed { seat, resource, .. } => {
                format!("{} played Monopoly on {resource}", who(*seat))
            }
            Event::Table(TableEvent::SupplyTraded { seat, gave, got }) => {
                format!("{} traded {gave} with the bank for {got}", who(*seat))
            }
            Event::Table(TableEvent::TradeOffered {
                seat,
                give,
                want,
                to,
                ..
            }) => {
                let (give, want) = sides(*give, *want, self.extra);
                if to.contains(&viewer) {
                    format!("{} offered {} {give} for {want}", who(*seat), who(viewer))
                } else {
                    format!("{} offered {give} for {want}", who(*seat))
                }
            }
            Event::Table(TableEvent::OfferAccepted { seat, offer }) => {
                format!("{} accepted {}", who(*seat), self.offer(*offer))
            }
            Event::Table(TableEvent::OfferRejected { seat, offer }) => {
                format!("{} turned down {}", who(*seat), self.offer(*offer))
            }
            Event::Table(TableEvent::OfferCountered {
                seat,
                offer,
                give,
                want,
            }) => match self.offers.get(offer) {
                Some((from, _, _)) if *from == viewer => {
                    let (give, want) = sides(*give, *want, self.extra);
                    format!(
                        "{} proposed other terms for your offer: you give {give} for {want}",
                        who(*seat)
                    )
                }
                _ => format!(
                    "{} proposed other terms for {}",
                    who(*seat),
                    self.offer(*offer)
                ),
            },
            Event::Table(TableEvent::OfferWithdrawn { seat, offer }) => {
                match self.offers.get(offer) {
                    Some((_, _, terms)) => format!("{} withdrew the offer of {terms}", who(*seat)),
                    None => format!("{} withdrew an offer", who(*seat)),
                }
            }
            Event::Table(TableEvent::TradeConfirmed {
                seat,
                with,
                gave,
                got,
                ..
            }) => format!("{} traded {gave} to {} for {got}", who(*seat), who(*with)),
            Event::LongestRoadTaken {
                seat: Some(seat),
                length,
            } => format!("{} took the Longest Road ({length})", who(*seat)),
            Event::LongestRoadTaken { seat: None, .. } => {
                "nobody holds the Longest Road now".to_owned()
            }
            Event::LargestArmyTaken { seat, knights } => {
                format!("{} took the Largest Army ({knights} knights)", who(*seat))
            }
            // The email says whose turn it is when it is the reader's; a
            // Special Building Phase comes first.
            Event::TurnEnded { seat, .. } if self.phase_next => {
                format!("{} ended the turn", who(*seat))
            }
            Event::TurnEnded { seat, next } if *next == viewer && self.your_turn => {
                format!("{} ended the turn", who(*seat))
            }
            Event::TurnEnded { seat, next } => {
                format!("{} ended the turn; it is {} turn", who(*seat), whose(*next))
            }
            Event::GameWon { seat, points } => {
                format!("{} won with {points} points", who(*seat))
            }
            Event::SpecialBuildingStarted { .. } if self.phase_over => return None,
            Event::SpecialBuildingStarted { asked, .. } if asked.contains(&viewer) => {
                "you may build in the special building phase".to_owned()
            }
            Event::SpecialBuildingStarted { .. } => "a special building phase began".to_owned(),
            // Plans are told as they are applied; finishing says nothing of a hand.
            Event::SpecialBuildPlanned { .. } | Event::SpecialBuildingFinished { .. } => {
                return None
            }
            Event::SpecialBuildRefused { seat, .. } if *seat == viewer => {
                "a build you planned was no longer possible".to_owned()
            }
            Event::SpecialBuildRefused { seat, .. } => {
                format!("{} is asked to build again", who(*seat))
            }
            Event::SpecialBuildingEnded { next } if *next == viewer && self.your_turn => {
                if self.phase_over {
                    return None;
                }
                "the special building phase ended".to_owned()
            }
            Event::SpecialBuildingEnded { next } if self.phase_over => {
                format!("it is {} turn", whose(*next))
            }
            Event::SpecialBuildingEnded { next } => {
                format!(
                    "the special building phase ended; it is {} turn",
                    whose(*next)
                )
            }
            Event::Scenario(e) => return e.clause(viewer, who),
        })
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
