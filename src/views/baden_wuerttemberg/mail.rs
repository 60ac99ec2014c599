//! Baden-Württemberg emails: who is told what after one command, and the
//! words of each email ("your turn", "give up cards after a 7", "an offer
//! waits for your answer", "your offer was answered", "the game is over").
//!
//! A pure function of the public views before and after the command and of
//! the events, each redacted for its recipient before it is put in words, so
//! no email tells a seat what it may not see. The seat's personal link is a
//! placeholder the caller passes in (the mail worker fills it in at send time).

use super::narrate::{self, terms};
use super::Names;
use crate::rules::baden_wuerttemberg::state::Phase;
use crate::rules::baden_wuerttemberg::{Event, View};
use crate::rules::{Seat, Viewer};
use crate::views::present::{MailKind, SeatMail};
use askama::Template;
use std::collections::BTreeMap;

/// Sentences in a summary at most; the rest are counted.
const SUMMARY_SENTENCES: usize = 8;

/// The game's name in emails.
const GAME: &str = "Baden-Württemberg Catan";

/// One email's words.
#[derive(Debug, Clone)]
pub struct BwEmail {
    pub name: String,
    pub subject: String,
    /// What the email is about, in one sentence.
    pub lead: String,
    /// The link's words ("Play now").
    pub action: &'static str,
    /// What happened since the recipient last acted.
    pub summary: String,
    pub link: &'static str,
    pub reminders_link: String,
}

#[derive(Template)]
#[template(path = "baden_wuerttemberg/email/notice.subject.txt")]
struct Subject<'a> {
    m: &'a BwEmail,
}

#[derive(Template)]
#[template(path = "baden_wuerttemberg/email/notice.txt")]
struct Text<'a> {
    m: &'a BwEmail,
}

#[derive(Template)]
#[template(path = "baden_wuerttemberg/email/notice.html")]
struct Html<'a> {
    m: &'a BwEmail,
}

/// Renders a template; ours only format strings, whose `Display` cannot fail.
fn render(template: &impl Template) -> String {
    template
        .render()
        .expect("email templates only format strings and numbers")
}

impl BwEmail {
    /// The subject (one line), the text and the HTML alternative.
    pub fn render(&self) -> (String, String, String) {
        let subject = render(&Subject { m: self })
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        (
            subject,
            render(&Text { m: self }),
            render(&Html { m: self }),
        )
    }
}

/// What the seat `phase` awaits must do, in words.
pub fn todo(phase: &Phase, seat: Seat) -> String {
    match phase {
        Phase::Found { round, .. } => {
            format!("found your town hall of round {round} on a free town field")
        }
        Phase::Roll { .. } => "roll the dice for the yields".to_owned(),
        Phase::Discard { pending, .. } => {
            let count = pending
                .iter()
                .find(|d| d.seat == seat)
                .map_or(0, |d| d.count);
            format!("give up {count} cards to the supply")
        }
        Phase::MoveInventor { .. } => "move the inventor and draw a card".to_owned(),
        Phase::Main { .. } => "trade, build or end your turn".to_owned(),
        Phase::RoadBuilding { .. } => "place your free roads".to_owned(),
        Phase::Lobby | Phase::Finished { .. } => "have a look".to_owned(),
    }
}

/// What one seat is told.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Told {
    YourTurn(String),
    MustDiscard(u8),
    OfferWaiting {
        from: Seat,
        terms: String,
        waiting: usize,
    },
    OfferAnswered {
        by: Seat,
        answer: &'static str,
    },
    GameOver {
        winner: Seat,
        points: u8,
    },
}

/// What happened since `seat` last acted, as `seat` may see it.
fn summary(all: &[Event], seat: Seat, names: &Names) -> String {
    let since = all
        .iter()
        .rposition(|e| e.seat() == Some(seat))
        .map_or(0, |i| i + 1);
    let sentences: Vec<String> = all[since..]
        .iter()
        .map(|e| narrate::event(&e.redacted_for(Viewer::Seat(seat)), names))
        .collect();
    let shown = sentences.len().min(SUMMARY_SENTENCES);
    let mut text = sentences[sentences.len() - shown..].join(" ");
    if sentences.len() > shown {
        text = format!("{} earlier events, then: {text}", sentences.len() - shown);
    }
    text
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
    link: &'static str,
    reminders_link: &str,
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
                },
            );
        }
    }
    for seat in &after.awaiting {
        if before.awaiting.contains(seat) {
            continue;
        }
        let kind = match &after.phase {
            Phase::Discard { pending, .. } => Told::MustDiscard(
                pending
                    .iter()
                    .find(|d| d.seat == *seat)
                    .map_or(0, |d| d.count),
            ),
            phase => Told::YourTurn(todo(phase, *seat)),
        };
        told.entry(*seat).or_insert(kind);
    }
    for e in events {
        if let Event::TradeOffered {
            seat: from,
            give,
            want,
            to,
            ..
        } = e
        {
            for seat in to.iter().filter(|s| *s != from) {
                let waiting = after
                    .offers
                    .iter()
                    .filter(|o| o.to.contains(seat) && o.answer_of(*seat).is_none())
                    .count()
                    .max(1);
                told.entry(*seat).or_insert(Told::OfferWaiting {
                    from: *from,
                    terms: terms(give, want),
                    waiting,
                });
            }
        }
        let (offer, by, answer) = match e {
            Event::OfferAccepted { offer, seat } => (offer, seat, "accepted"),
            Event::OfferRejected { offer, seat } => (offer, seat, "declined"),
            Event::OfferCountered { offer, seat, .. } => (offer, seat, "proposed other terms for"),
            _ => continue,
        };
        if let Some(o) = before.offers.iter().find(|o| o.id == *offer) {
            told.entry(o.from)
                .or_insert(Told::OfferAnswered { by: *by, answer });
        }
    }
    let all: Vec<Event> = earlier.iter().chain(events).cloned().collect();
    told.into_iter()
        .map(|(seat, what)| {
            let email = email(
                names,
                seat,
                &what,
                summary(&all, seat, names),
                link,
                reminders_link,
            );
            let kind = kind_of(&what);
            let (subject, text, html) = email.render();
            SeatMail {
                seat,
                kind,
                subject,
                text,
                html,
            }
        })
        .collect()
}

fn kind_of(what: &Told) -> MailKind {
    match what {
        Told::YourTurn(_) => MailKind::YourTurn,
        Told::MustDiscard(_) => MailKind::MustDiscard,
        Told::OfferWaiting { .. } => MailKind::OfferWaiting,
        Told::OfferAnswered { .. } => MailKind::OfferAnswered,
        Told::GameOver { .. } => MailKind::GameOver,
    }
}

fn email(
    names: &Names,
    seat: Seat,
    what: &Told,
    summary: String,
    link: &'static str,
    reminders_link: &str,
) -> BwEmail {
    let (subject, lead, action) = match what {
        Told::YourTurn(todo) => (
            format!("Your turn in {GAME}: {todo}"),
            format!("It is your turn: {todo}."),
            "Play now",
        ),
        Told::MustDiscard(count) => (
            format!("A 7 in {GAME}: give up {count} cards"),
            format!(
                "A 7 was rolled and you hold more than 7 cards: give up {count} of them to the \
                 supply (half, rounded down). The game waits for you."
            ),
            "Choose the cards",
        ),
        Told::OfferWaiting {
            from,
            terms,
            waiting,
        } => (
            format!("{} offers you a trade in {GAME}", names.of(*from)),
            if *waiting > 1 {
                format!(
                    "{} offers {terms} and waits for your answer. {waiting} offers wait for your \
                     answer in all: your page lists them.",
                    names.of(*from)
                )
            } else {
                format!(
                    "{} offers {terms} and waits for your answer.",
                    names.of(*from)
                )
            },
            "Accept, counter or decline",
        ),
        Told::OfferAnswered { by, answer } => (
            format!("{} {answer} your offer in {GAME}", names.of(*by)),
            format!(
                "{} {answer} your offer. Only you, whose turn it is, can confirm a trade.",
                names.of(*by)
            ),
            "See the offer",
        ),
        Told::GameOver { winner, points } if *winner == seat => (
            format!("You won {GAME}"),
            format!("You won with {points} victory points. Congratulations!"),
            "See the final map",
        ),
        Told::GameOver { winner, points } => (
            format!("{GAME} is over: {} won", names.of(*winner)),
            format!(
                "The game is over: {} won with {points} victory points.",
                names.of(*winner)
            ),
            "See the final map",
        ),
    };
    BwEmail {
        name: names.of(seat),
        subject,
        lead,
        action,
        summary,
        link,
        reminders_link: reminders_link.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::{self as bw};
    use crate::rules::common::RngChance;
    use crate::rules::common::{Resource, Resources};
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    const LINK: &str = "{{SEAT_LINK}}";

    fn names() -> Names {
        Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
    }

    fn pinned(m: &SeatMail) -> String {
        format!(
            "kind: {:?}\nseat: {}\nsubject: {}\n--- text ---\n{}\n--- html ---\n{}",
            m.kind, m.seat.0, m.subject, m.text, m.html
        )
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
            LINK,
            "{{SEAT_LINK}}/reminders",
        );
        let next = ended.phase.current().expect("next");
        assert_eq!(mails.len(), 1, "only the next player is told");
        let mail = &mails[0];
        assert_eq!(mail.seat, next);
        assert_eq!(mail.kind, MailKind::YourTurn);
        assert!(
            mail.subject.contains("Baden-Württemberg Catan"),
            "{}",
            mail.subject
        );
        assert!(
            mail.text.contains("roll the dice for the yields"),
            "{}",
            mail.text
        );
        assert!(mail.text.contains(LINK));
        assert!(mail.text.contains("ended the turn"), "{}", mail.text);
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
        let offer = bw::Command::OfferTrade {
            give: Resources::of(Resource::Ore, 1),
            want: Resources::of(Resource::Brick, 1),
            to: vec![other],
        };
        let (offered, offer_events) = step(&rolled, first, offer, 2);
        let mails = notices(
            &names(),
            &public(&rolled),
            &public(&offered),
            &created,
            &offer_events,
            LINK,
            "r",
        );
        assert_eq!(mails.len(), 1);
        assert_eq!(mails[0].seat, other);
        assert_eq!(mails[0].kind, MailKind::OfferWaiting);
        assert!(
            mails[0].text.contains("1 ore for 1 clay"),
            "{}",
            mails[0].text
        );
        let id = offered.offers[0].id;
        let (answered, answer_events) =
            step(&offered, other, bw::Command::RejectOffer { offer: id }, 3);
        let mails = notices(
            &names(),
            &public(&offered),
            &public(&answered),
            &offer_events,
            &answer_events,
            LINK,
            "r",
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
        assert!(summary(&all, Seat(1), &names()).contains("1 wool"));
        assert!(!summary(&all, Seat(2), &names()).contains("wool"));
    }

    fn render(seat: Seat, what: &Told) -> SeatMail {
        let email = email(
            &names(),
            seat,
            what,
            "Anna rolled 3 + 4 = 7.".to_owned(),
            LINK,
            "{{SEAT_LINK}}/reminders",
        );
        let (subject, text, html) = email.render();
        SeatMail {
            seat,
            kind: kind_of(what),
            subject,
            text,
            html,
        }
    }

    #[test]
    fn bw_your_turn_email() {
        let m = render(
            Seat(1),
            &Told::YourTurn("roll the dice for the yields".to_owned()),
        );
        insta::assert_snapshot!("bw_your_turn", pinned(&m));
    }

    #[test]
    fn bw_must_discard_email() {
        let m = render(Seat(1), &Told::MustDiscard(4));
        insta::assert_snapshot!("bw_must_discard", pinned(&m));
    }

    #[test]
    fn bw_offer_waiting_email() {
        let m = render(
            Seat(1),
            &Told::OfferWaiting {
                from: Seat(0),
                terms: "1 ore for 1 clay".to_owned(),
                waiting: 1,
            },
        );
        insta::assert_snapshot!("bw_offer_waiting", pinned(&m));
    }

    #[test]
    fn bw_offer_answered_email() {
        let m = render(
            Seat(0),
            &Told::OfferAnswered {
                by: Seat(1),
                answer: "accepted",
            },
        );
        insta::assert_snapshot!("bw_offer_answered", pinned(&m));
    }

    #[test]
    fn bw_game_over_email() {
        let m = render(
            Seat(1),
            &Told::GameOver {
                winner: Seat(0),
                points: 12,
            },
        );
        insta::assert_snapshot!("bw_game_over", pinned(&m));
    }
}
