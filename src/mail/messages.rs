//! One struct per kind of email, each rendered with askama from
//! `templates/email/<kind>.{subject.txt,txt,html}` into a [`NewMail`] for
//! the outbox. Bodies carry the placeholder
//! [`SEAT_LINK`] where the seat's personal
//! link goes: the worker fills it in at send time, so the link is never
//! stored in clear. Templates only see the fields below, never a `State`.

use askama::Template;
use uuid::Uuid;

use super::notify::{self, Notice, NoticeKind};
use super::{kind, REMINDERS_PATH};
use crate::game::links::SEAT_LINK;
use crate::rules::classic::{Event, State};
use crate::rules::{AnyEvent, AnyState, Names, Seat, Status, Viewer};
use crate::store::{NewMail, SeatRow};

/// A rendered email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The subject: one line.
    pub subject: String,
    /// The plain-text body.
    pub text: String,
    /// The HTML alternative.
    pub html: String,
}

impl Rendered {
    fn into_mail(self, kind: &str, seat: u8, email: &str) -> NewMail {
        NewMail {
            seat: Some(seat),
            kind: kind.to_owned(),
            recipient: email.to_owned(),
            subject: self.subject,
            body_text: self.text,
            body_html: Some(self.html),
        }
    }
}

/// Renders a template into a string. Our templates only format strings and
/// numbers, whose `Display` cannot fail, so neither can this.
fn render(template: &impl Template) -> String {
    template
        .render()
        .expect("email templates only format strings and numbers")
}

/// A subject is one line, whatever the template's whitespace.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Declares the three askama templates of an email kind over its struct
/// (`m` in the templates) and its `render`.
macro_rules! email_templates {
    ($data:ident, $subject:literal, $text:literal, $html:literal) => {
        impl $data {
            /// Renders the subject, the text and the HTML alternative.
            pub fn render(&self) -> Rendered {
                #[derive(Template)]
                #[template(path = $subject)]
                struct Subject<'a> {
                    m: &'a $data,
                }
                #[derive(Template)]
                #[template(path = $text)]
                struct Text<'a> {
                    m: &'a $data,
                }
                #[derive(Template)]
                #[template(path = $html)]
                struct Html<'a> {
                    m: &'a $data,
                }
                Rendered {
                    subject: one_line(&render(&Subject { m: self })),
                    text: render(&Text { m: self }),
                    html: render(&Html { m: self }),
                }
            }
        }
    };
}

/// The link placeholder and the reminders page under it.
fn links() -> (&'static str, String) {
    (SEAT_LINK, format!("{SEAT_LINK}{REMINDERS_PATH}"))
}

/// "Anna", "Anna and Ben", "Anna, Ben and Cleo".
fn and_list(names: &[String]) -> String {
    match names {
        [] => "nobody else".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What the game service knows when it invites a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    /// The new game.
    pub game_id: Uuid,
    /// The invited seat.
    pub seat: u8,
    /// The invited player's name.
    pub seat_name: String,
    /// The invited player's address.
    pub email: String,
    /// Every player's name, by seat (the invited one included).
    pub players: Vec<String>,
    /// The ruleset's name for players ("Catan", "classic").
    pub ruleset_name: String,
    /// Whether the game waits for this seat first.
    pub your_turn: bool,
    /// The host may rewind without the seats' agreement.
    pub host_rewinds_alone: bool,
}

/// The invitation email.
#[derive(Debug, Clone)]
pub struct InvitationEmail {
    pub name: String,
    pub others: String,
    pub ruleset: String,
    pub your_turn: bool,
    pub host_rewinds_alone: bool,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    InvitationEmail,
    "email/invitation.subject.txt",
    "email/invitation.txt",
    "email/invitation.html"
);

/// "It is your turn".
#[derive(Debug, Clone)]
pub struct YourTurnEmail {
    pub name: String,
    pub todo: String,
    pub summary: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    YourTurnEmail,
    "email/your_turn.subject.txt",
    "email/your_turn.txt",
    "email/your_turn.html"
);

/// "You must discard".
#[derive(Debug, Clone)]
pub struct MustDiscardEmail {
    pub name: String,
    pub count: u8,
    pub summary: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    MustDiscardEmail,
    "email/must_discard.subject.txt",
    "email/must_discard.txt",
    "email/must_discard.html"
);

/// "An offer waits for your answer".
#[derive(Debug, Clone)]
pub struct OfferWaitingEmail {
    pub name: String,
    pub from: String,
    pub give: String,
    pub want: String,
    /// Offers waiting for the recipient's answer, this one included.
    pub waiting: usize,
    pub summary: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    OfferWaitingEmail,
    "email/offer_waiting.subject.txt",
    "email/offer_waiting.txt",
    "email/offer_waiting.html"
);

/// "Someone answered your offer".
#[derive(Debug, Clone)]
pub struct OfferAnsweredEmail {
    pub name: String,
    pub by: String,
    pub answer: String,
    pub summary: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    OfferAnsweredEmail,
    "email/offer_answered.subject.txt",
    "email/offer_answered.txt",
    "email/offer_answered.html"
);

/// "The game is over", with the result and the history link.
#[derive(Debug, Clone)]
pub struct GameOverEmail {
    pub name: String,
    pub winner: String,
    pub you_won: bool,
    /// The winner's points, where the ruleset counts them.
    pub points: Option<u8>,
    pub summary: String,
    pub history_link: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    GameOverEmail,
    "email/game_over.subject.txt",
    "email/game_over.txt",
    "email/game_over.html"
);

/// "The game has waited for you for a while".
#[derive(Debug, Clone)]
pub struct ReminderEmail {
    pub name: String,
    pub todo: String,
    /// How long, in words ("26 hours", "3 days").
    pub waited: String,
    /// Which reminder of this waiting period (from 1).
    pub number: u32,
    /// Reminders per waiting period at most.
    pub max: u32,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    ReminderEmail,
    "email/reminder.subject.txt",
    "email/reminder.txt",
    "email/reminder.html"
);

/// The invitation of one seat, with its personal link (as the placeholder).
pub fn invitation(invite: &Invitation) -> NewMail {
    let others: Vec<String> = invite
        .players
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(invite.seat))
        .map(|(_, name)| name.clone())
        .collect();
    let (link, reminders_link) = links();
    InvitationEmail {
        name: invite.seat_name.clone(),
        others: and_list(&others),
        ruleset: invite.ruleset_name.clone(),
        your_turn: invite.your_turn,
        host_rewinds_alone: invite.host_rewinds_alone,
        link,
        reminders_link,
    }
    .render()
    .into_mail(kind::INVITATION, invite.seat, &invite.email)
}

/// "Start your game": the only email a game sends before its host starts it.
#[derive(Debug, Clone)]
pub struct HostConfirmationEmail {
    pub name: String,
    pub others: String,
    pub ruleset: String,
    pub link: &'static str,
}
email_templates!(
    HostConfirmationEmail,
    "email/host_confirmation.subject.txt",
    "email/host_confirmation.txt",
    "email/host_confirmation.html"
);

/// The email asking a new game's host (the invited seat in `invite`) to
/// start it. It is addressed to no seat: the mail worker puts the host link
/// where the placeholder is. The subject names nobody, so that whoever set
/// the game up cannot write to a stranger in a subject line.
pub fn host_confirmation(invite: &Invitation) -> NewMail {
    let others: Vec<String> = invite
        .players
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(invite.seat))
        .map(|(_, name)| name.clone())
        .collect();
    let rendered = HostConfirmationEmail {
        name: invite.seat_name.clone(),
        others: and_list(&others),
        ruleset: invite.ruleset_name.clone(),
        link: SEAT_LINK,
    }
    .render();
    NewMail {
        seat: None,
        kind: kind::HOST_CONFIRMATION.to_owned(),
        recipient: invite.email.clone(),
        subject: rendered.subject,
        body_text: rendered.text,
        body_html: Some(rendered.html),
    }
}

/// The email for one notice, to `seat_name` at `email`. `base_url` (no
/// trailing slash) builds the history link of a finished game.
pub fn render_notice(
    notice: &Notice,
    seat_name: &str,
    email: &str,
    game_id: Uuid,
    base_url: &str,
) -> NewMail {
    let (link, reminders_link) = links();
    let name = seat_name.to_owned();
    let summary = notice.summary.clone();
    let rendered = match &notice.kind {
        NoticeKind::YourTurn { todo } => YourTurnEmail {
            name,
            todo: todo.clone(),
            summary,
            link,
            reminders_link,
        }
        .render(),
        NoticeKind::MustDiscard { count } => MustDiscardEmail {
            name,
            count: *count,
            summary,
            link,
            reminders_link,
        }
        .render(),
        NoticeKind::OfferWaiting {
            from,
            give,
            want,
            waiting,
        } => OfferWaitingEmail {
            name,
            from: from.clone(),
            give: give.clone(),
            want: want.clone(),
            waiting: *waiting,
            summary,
            link,
            reminders_link,
        }
        .render(),
        NoticeKind::OfferAnswered { by, answer } => OfferAnsweredEmail {
            name,
            by: by.clone(),
            answer: answer.clone(),
            summary,
            link,
            reminders_link,
        }
        .render(),
        NoticeKind::GameOver {
            winner,
            you_won,
            points,
        } => GameOverEmail {
            name,
            winner: winner.clone(),
            you_won: *you_won,
            points: *points,
            summary,
            history_link: format!("{base_url}/games/{game_id}/history"),
            link,
            reminders_link,
        }
        .render(),
    };
    rendered.into_mail(notice.kind.name(), notice.seat.0, email)
}

/// Every email one command calls for, ready for `Store::append`: the
/// notices (named after the seats' players) rendered for each seat. Each
/// summary tells what happened since the recipient last acted, over
/// `earlier` (the game's recent events before this command, oldest first)
/// and this command's `events`.
pub fn notice_mails(
    seats: &[SeatRow],
    before: &AnyState,
    after: &AnyState,
    earlier: &[AnyEvent],
    events: &[AnyEvent],
    game_id: Uuid,
    base_url: &str,
) -> Vec<NewMail> {
    #[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
    match (before, after) {
        (AnyState::Classic(before), AnyState::Classic(after)) => {
            let earlier = crate::views::present::classic_events(earlier);
            let events = crate::views::present::classic_events(events);
            classic_notice_mails(seats, before, after, &earlier, &events, game_id, base_url)
        }
        _ => generic_notice_mails(seats, before, after, events, game_id, base_url),
    }
}

/// [`notice_mails`] for a ruleset without emails of its own: a seat the
/// game newly waits for is told so, and everyone is told when the game
/// ends; each summary lists the command's events as that seat may see them.
fn generic_notice_mails(
    seats: &[SeatRow],
    before: &AnyState,
    after: &AnyState,
    events: &[AnyEvent],
    game_id: Uuid,
    base_url: &str,
) -> Vec<NewMail> {
    let (was, now) = (before.status(), after.status());
    if was == Status::Lobby {
        return Vec::new();
    }
    let names = Names(seats.iter().map(|s| s.name.clone()).collect());
    let waited = before.waiting_for();
    let awaited = after.waiting_for();
    seats
        .iter()
        .filter_map(|row| {
            let seat = Seat(row.seat);
            let kind = match now {
                Status::Finished(winner) if !was.is_over() => NoticeKind::GameOver {
                    winner: winner.map_or_else(|| "nobody".to_owned(), |w| names.of(w)),
                    you_won: winner == Some(seat),
                    points: None,
                },
                _ if awaited.contains(&seat) && !waited.contains(&seat) => NoticeKind::YourTurn {
                    todo: notify::todo_for(after, seat),
                },
                _ => return None,
            };
            let summary = events
                .iter()
                .map(|e| {
                    crate::views::generic::event_words(&e.redacted_for(Viewer::Seat(seat)), &names)
                })
                .collect::<Vec<_>>()
                .join("; ");
            let notice = Notice {
                seat,
                kind,
                summary,
            };
            Some(render_notice(
                &notice, &row.name, &row.email, game_id, base_url,
            ))
        })
        .filter(|m| !m.recipient.is_empty())
        .collect()
}

/// [`notice_mails`] for a classic game.
fn classic_notice_mails(
    seats: &[SeatRow],
    before: &State,
    after: &State,
    earlier: &[Event],
    events: &[Event],
    game_id: Uuid,
    base_url: &str,
) -> Vec<NewMail> {
    let mut names = Vec::new();
    for seat in seats {
        let i = usize::from(seat.seat);
        if names.len() <= i {
            names.resize_with(i + 1, String::new);
        }
        names[i].clone_from(&seat.name);
    }
    let notices = notify::notices_with_names(before, after, events, &names);
    if notices.is_empty() {
        return Vec::new();
    }
    let all: Vec<Event> = earlier.iter().chain(events).cloned().collect();
    let name = |seat: crate::rules::Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat.0 + 1))
    };
    notices
        .into_iter()
        .filter_map(|mut notice| {
            let seat = seats.iter().find(|s| s.seat == notice.seat.0)?;
            let since = all
                .iter()
                .rposition(|e| e.seat() == Some(notice.seat))
                .map_or(0, |i| i + 1);
            notice.summary = notify::summary(&all[since..], notice.seat, &name);
            Some(render_notice(
                &notice,
                &seat.name,
                &seat.email,
                game_id,
                base_url,
            ))
        })
        .collect()
}

/// A reminder: the game has waited `waited` for the seat to `todo`.
pub fn reminder(
    seat: u8,
    seat_name: &str,
    email: &str,
    todo: &str,
    waited: std::time::Duration,
    number: u32,
    max: u32,
) -> NewMail {
    let (link, reminders_link) = links();
    ReminderEmail {
        name: seat_name.to_owned(),
        todo: todo.to_owned(),
        waited: in_words(waited),
        number,
        max,
        link,
        reminders_link,
    }
    .render()
    .into_mail(kind::REMINDER, seat, email)
}

/// A duration in words, rounded down: "5 minutes", "26 hours", "3 days".
pub fn in_words(d: std::time::Duration) -> String {
    let secs = d.as_secs();
    let (n, unit) = if secs >= 2 * 86_400 {
        (secs / 86_400, "day")
    } else if secs >= 2 * 3600 {
        (secs / 3600, "hour")
    } else if secs >= 120 {
        (secs / 60, "minute")
    } else {
        (secs, "second")
    };
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

/// "The host proposes a rewind": every seat agrees or refuses from its page.
#[derive(Debug, Clone)]
pub struct RewindProposedEmail {
    pub name: String,
    pub to: u64,
    pub reason: String,
    pub link: &'static str,
    pub reminders_link: String,
}
email_templates!(
    RewindProposedEmail,
    "email/rewind_proposed.subject.txt",
    "email/rewind_proposed.txt",
    "email/rewind_proposed.html"
);

/// The email asking one seat to agree to a proposed rewind to event `to`.
pub fn rewind_proposed(
    _game_id: Uuid,
    seat: u8,
    seat_name: &str,
    email: &str,
    to: u64,
    reason: &str,
) -> NewMail {
    let (link, reminders_link) = links();
    RewindProposedEmail {
        name: seat_name.to_owned(),
        to,
        reason: reason.to_owned(),
        link,
        reminders_link,
    }
    .render()
    .into_mail("rewind_proposed", seat, email)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Seat;
    use std::time::Duration;

    const GAME: Uuid = Uuid::from_u128(0x5eed_cafe);

    /// The "your turn" summary covers everything since the player's own last
    /// move, not only the command that made it their turn.
    #[test]
    fn your_turn_summary_covers_everything_since_the_players_last_move() {
        use crate::rules::classic::{self, Event};
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
        let seats: Vec<SeatRow> = (0..4)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo", "Dan"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
            })
            .collect();
        let mails = classic_notice_mails(
            &seats,
            &before,
            &after,
            &events[..i],
            &events[i..=i],
            GAME,
            "http://x",
        );
        let mail = mails
            .iter()
            .find(|m| m.seat == Some(next.0))
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
            mail.body_text.matches("rolled").count() >= 2,
            "{}",
            mail.body_text
        );
    }

    fn pinned(mail: &NewMail) -> String {
        format!(
            "kind: {}\nto: {} (seat {:?})\nsubject: {}\n--- text ---\n{}\n--- html ---\n{}",
            mail.kind,
            mail.recipient,
            mail.seat,
            mail.subject,
            mail.body_text,
            mail.body_html.as_deref().unwrap_or("-")
        )
    }

    fn notice(kind: NoticeKind, summary: &str) -> Notice {
        Notice {
            seat: Seat(1),
            kind,
            summary: summary.to_owned(),
        }
    }

    fn render(kind: NoticeKind, summary: &str) -> NewMail {
        render_notice(
            &notice(kind, summary),
            "Ben",
            "ben@example.org",
            GAME,
            "https://catan.example.org",
        )
    }

    #[test]
    fn invitation_email() {
        let mail = invitation(&Invitation {
            game_id: GAME,
            seat: 1,
            seat_name: "Ben".to_owned(),
            email: "ben@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo", "Dan"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            your_turn: false,
            host_rewinds_alone: false,
        });
        insta::assert_snapshot!("invitation", pinned(&mail));
    }

    #[test]
    fn host_confirmation_email() {
        let mail = host_confirmation(&Invitation {
            game_id: GAME,
            seat: 0,
            seat_name: "Anna".to_owned(),
            email: "anna@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            your_turn: false,
            host_rewinds_alone: false,
        });
        assert_eq!(mail.seat, None);
        assert_eq!(mail.subject, "Start your game of Catan");
        insta::assert_snapshot!("host_confirmation", pinned(&mail));
    }

    #[test]
    fn an_invitation_says_when_the_host_may_rewind_alone() {
        let invite = |alone| {
            invitation(&Invitation {
                game_id: GAME,
                seat: 1,
                seat_name: "Ben".to_owned(),
                email: "ben@example.org".to_owned(),
                players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
                ruleset_name: "Catan".to_owned(),
                your_turn: false,
                host_rewinds_alone: alone,
            })
        };
        let alone = invite(true);
        let html = alone.body_html.as_deref().unwrap();
        for body in [alone.body_text.as_str(), html] {
            assert!(
                body.contains("The host may rewind this game alone"),
                "{body}"
            );
        }
        let agreed = invite(false);
        assert!(!agreed.body_text.contains("rewind"));
        assert!(!agreed.body_html.unwrap().contains("rewind"));
    }

    #[test]
    fn invitation_email_for_the_first_player() {
        let mail = invitation(&Invitation {
            game_id: GAME,
            seat: 0,
            seat_name: "Anna".to_owned(),
            email: "anna@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            your_turn: true,
            host_rewinds_alone: false,
        });
        insta::assert_snapshot!("invitation_first", pinned(&mail));
    }

    #[test]
    fn your_turn_email() {
        let mail = render(
            NoticeKind::YourTurn {
                todo: "roll the dice".to_owned(),
            },
            "Anna built a road; Anna ended the turn; it is your turn.",
        );
        insta::assert_snapshot!("your_turn", pinned(&mail));
    }

    #[test]
    fn must_discard_email() {
        let mail = render(NoticeKind::MustDiscard { count: 4 }, "Anna rolled 7.");
        insta::assert_snapshot!("must_discard", pinned(&mail));
    }

    #[test]
    fn offer_waiting_email() {
        let mail = render(
            NoticeKind::OfferWaiting {
                from: "Anna".to_owned(),
                give: "1 brick".to_owned(),
                want: "2 grain".to_owned(),
                waiting: 1,
            },
            "Anna offered 1 brick for 2 grain.",
        );
        insta::assert_snapshot!("offer_waiting", pinned(&mail));
    }

    #[test]
    fn offer_answered_email() {
        let mail = render(
            NoticeKind::OfferAnswered {
                by: "Cleo".to_owned(),
                answer: "accepted".to_owned(),
            },
            "Cleo accepted your offer.",
        );
        insta::assert_snapshot!("offer_answered", pinned(&mail));
    }

    #[test]
    fn game_over_email() {
        let mail = render(
            NoticeKind::GameOver {
                winner: "Anna".to_owned(),
                you_won: false,
                points: Some(10),
            },
            "Anna built a city; Anna won with 10 points.",
        );
        insta::assert_snapshot!("game_over", pinned(&mail));
    }

    #[test]
    fn game_over_email_for_the_winner() {
        let mail = render(
            NoticeKind::GameOver {
                winner: "Ben".to_owned(),
                you_won: true,
                points: Some(10),
            },
            "You won with 10 points.",
        );
        insta::assert_snapshot!("game_over_winner", pinned(&mail));
    }

    #[test]
    fn reminder_email() {
        let mail = reminder(
            1,
            "Ben",
            "ben@example.org",
            "roll the dice",
            Duration::from_secs(26 * 3600 + 59),
            1,
            3,
        );
        insta::assert_snapshot!("reminder", pinned(&mail));
    }

    #[test]
    fn names_in_html_are_escaped() {
        let mail = render(
            NoticeKind::OfferWaiting {
                from: "<script>".to_owned(),
                give: "1 brick".to_owned(),
                want: "2 grain".to_owned(),
                waiting: 1,
            },
            "",
        );
        let html = mail.body_html.unwrap();
        assert!(!html.contains("<script>"));
        assert!(html.contains("&#60;script&#62;") || html.contains("&lt;script&gt;"));
        assert!(mail.body_text.contains("<script> offers you"));
    }

    #[test]
    fn every_email_carries_the_link_placeholder_and_the_way_to_stop_reminders() {
        let kinds = [
            NoticeKind::YourTurn {
                todo: "roll the dice".to_owned(),
            },
            NoticeKind::MustDiscard { count: 4 },
            NoticeKind::OfferWaiting {
                from: "Anna".to_owned(),
                give: "1 brick".to_owned(),
                want: "2 grain".to_owned(),
                waiting: 1,
            },
        ];
        for kind in kinds {
            let mail = render(kind, "Something happened.");
            for body in [&mail.body_text, mail.body_html.as_ref().unwrap()] {
                assert!(body.contains(SEAT_LINK), "{body}");
                assert!(
                    body.contains(&format!("{SEAT_LINK}{REMINDERS_PATH}")),
                    "{body}"
                );
                assert!(body.contains("Something happened."), "{body}");
            }
            assert!(!mail.subject.contains('\n'));
        }
    }

    #[test]
    fn durations_read_as_words() {
        assert_eq!(in_words(Duration::from_secs(59)), "59 seconds");
        assert_eq!(in_words(Duration::from_secs(300)), "5 minutes");
        assert_eq!(in_words(Duration::from_secs(3 * 3600 + 5)), "3 hours");
        assert_eq!(in_words(Duration::from_secs(86_400 + 3600)), "25 hours");
        assert_eq!(in_words(Duration::from_secs(3 * 86_400)), "3 days");
    }

    #[test]
    fn names_are_listed_in_plain_english() {
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(and_list(&names(&["Anna"])), "Anna");
        assert_eq!(and_list(&names(&["Anna", "Ben"])), "Anna and Ben");
        assert_eq!(
            and_list(&names(&["Anna", "Ben", "Cleo"])),
            "Anna, Ben and Cleo"
        );
    }
}
