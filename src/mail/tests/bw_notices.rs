//! Baden-Württemberg's notices as the emails its seats read (issue #38):
//! who is told what after a command, in which words, rendered as the mail
//! layer sends them; kept here, above the views, as they render letters.

use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::{self as bw};
use crate::rules::baden_wuerttemberg::{Event, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::RngChance;
use crate::rules::common::{Resource, Resources};
use crate::rules::contract::{GameOptions, Rules};
use crate::rules::{BoardKind, Ruleset};
use crate::rules::{Seat, Viewer};
use crate::views::baden_wuerttemberg::mail::*;
use crate::views::baden_wuerttemberg::Names;
use crate::views::common::notice::SeatNotice;
use crate::views::notify::NoticeKind;
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn names() -> Names {
    Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
}

/// The email a notice becomes, as the mail layer writes it and its
/// reader reads it in `lang`: its subject and its text.
fn email(n: &SeatNotice, lang: Lang) -> (String, String) {
    let mail = crate::mail::messages::notice_mail_told(
        lang,
        &n.notice,
        &n.extras,
        n.told.as_ref(),
        &names().of(n.notice.seat),
        "seat@example.org",
        uuid::Uuid::nil(),
        "https://catan.example.org",
    );
    let letter = crate::mail::letter::Letter::from_value(&mail.letter).expect("a letter");
    let text = letter
        .render(
            "https://catan.example.org/play/T0KEN",
            std::time::SystemTime::now(),
        )
        .text;
    (letter.subject(), text)
}

/// The text of a notice's email in English.
fn words(n: &SeatNotice) -> String {
    email(n, Lang::En).1
}

/// A created 3-player game, its events and its folded state.
fn created(seed: u64) -> (bw::State, Vec<Event>) {
    let mut chance = RngChance(SmallRng::seed_from_u64(seed));
    let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
    let events = bw::BadenWuerttemberg::create(&options, &mut chance).expect("created");
    (bw::fold(&events), events)
}

fn step(state: &bw::State, seat: Seat, command: bw::Command, seed: u64) -> (bw::State, Vec<Event>) {
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
fn every_mail(seed: u64, ben: Lang) -> Vec<SeatNotice> {
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
/// email (subject, what to do, link, summary and the final standings) in
/// German; the other seats of the same game are told the very English
/// they are told when nobody reads German.
#[test]
fn a_german_seat_gets_its_emails_in_german_and_the_others_as_before() {
    let english = every_mail(3, Lang::En);
    let mixed = every_mail(3, Lang::De);
    assert_eq!(english.len(), mixed.len());
    let mut german = String::new();
    for (en, de) in english.iter().zip(&mixed) {
        if de.notice.seat != Seat(1) {
            assert_eq!(en, de, "an English seat reads as before");
            continue;
        }
        let (subject, text) = email(de, Lang::De);
        let said = format!("{subject}\n{text}");
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
    let mail = &mails[0].notice;
    assert_eq!(mail.seat, next);
    assert_eq!(
        mail.kind,
        NoticeKind::YourTurn {
            todo: "roll the dice for the yields".to_owned()
        }
    );
    assert!(mail.summary.contains("ended the turn"), "{}", mail.summary);
    let (subject, text) = email(&mails[0], Lang::En);
    assert_eq!(subject, "Catan: your turn, roll the dice for the yields");
    assert!(
        text.contains("It is your turn: roll the dice for the yields.\n\nPlay now: "),
        "{text}"
    );
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
    assert_eq!(mails[0].notice.seat, other);
    assert_eq!(
        mails[0].notice.kind,
        NoticeKind::OfferWaiting {
            from: names().of(first),
            give: "1 ore".to_owned(),
            want: "1 clay".to_owned(),
            waiting: 1,
        }
    );
    assert!(
        words(&mails[0]).contains(&format!(
            "{} offers you 1 ore for 1 clay, and waits for your answer.",
            names().of(first)
        )),
        "{}",
        words(&mails[0])
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
    assert_eq!(mails[0].notice.seat, first);
    assert!(
        matches!(
            &mails[0].notice.kind,
            NoticeKind::OfferAnswered { accepted: false, counter: None, terms, .. }
                if terms == "1 ore for 1 clay"
        ),
        "{:?}",
        mails[0].notice.kind
    );
    let (subject, _) = email(&mails[0], Lang::En);
    assert!(subject.contains("refused your offer"), "{subject}");
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
) -> Vec<SeatNotice> {
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
    assert_eq!(mails[0].notice.seat, c);
    assert!(
        matches!(mails[0].notice.kind, NoticeKind::OfferClosed { .. }),
        "{mails:#?}"
    );
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
        if m.notice.seat == next {
            assert!(
                matches!(m.notice.kind, NoticeKind::YourTurn { .. }),
                "{m:#?}"
            );
            assert_eq!(
                words(m).to_lowercase().matches("your turn").count(),
                1,
                "{}",
                words(m)
            );
            assert!(!words(m).contains("is next"), "{}", words(m));
        } else {
            assert!(
                matches!(m.notice.kind, NoticeKind::OfferClosed { .. }),
                "{m:#?}"
            );
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
