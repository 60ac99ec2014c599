//! One struct per kind of email: the words of its content, which
//! `templates/email/<kind>.{subject.txt,txt,html}` render inside the
//! letter's frame ([`super::letter`]). Each email goes to the outbox as a
//! [`NewMail`] holding its letter; the worker renders it when it sends it,
//! with the seat's personal link, so the link is never stored in clear.
//! Templates only see the fields below, never a `State`.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::kind;
use super::letter::{self, Content, Letter};
use super::notify::{MailNotice, NoticeKind};
use crate::game::outbox::{NewMail, SeatRow};
use crate::lang::letter::LetterWords as W;
use crate::lang::Lang;
use crate::rules::{AnyEvent, AnyState, Names, Seat};
use crate::views::common::notice::{MailExtras, Told};
use crate::views::contract::NoticeInput;
use crate::views::present;

/// "Anna", "Anna and Ben", "Anna, Ben and Cleo" in `lang`; "nobody else"
/// for none.
pub(super) fn and_list(lang: Lang, names: &[String]) -> String {
    if names.is_empty() {
        return lang.say(W::NobodyElse);
    }
    crate::lang::list_and(lang, names)
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
    /// What the seat does first, in its ruleset's words, when the game
    /// waits for it first ("roll the dice for the yields").
    pub start: Option<String>,
    /// The host may rewind without the seats' agreement.
    pub host_rewinds_alone: bool,
    /// Sent again once the game is under way: where it stands.
    pub resent: Option<Standing>,
    /// The language the invited seat reads.
    pub lang: Lang,
}

/// Where a game stands for one seat, for an invitation sent again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The game is over.
    pub over: bool,
    /// What the game waits for the seat to do, if it waits for the seat.
    pub todo: Option<String>,
}

/// The invitation email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvitationEmail {
    pub name: String,
    pub others: String,
    pub ruleset: String,
    /// The game waits for the seat first (what for is `start`; an email
    /// stored before `start` existed has only this).
    pub your_turn: bool,
    /// What the seat does first, in its ruleset's words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    pub host_rewinds_alone: bool,
    pub resent: Option<Standing>,
}

/// "It is your turn".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct YourTurnEmail {
    pub name: String,
    pub todo: String,
    pub summary: String,
    /// News for every player (a disaster), one sentence a line.
    pub news: Vec<String>,
    /// What the game's scenario adds (the oil you may use, the track).
    pub extras: Vec<String>,
    /// Asked in a Special Building Phase played live: whose turn comes
    /// after it (the seat's own turn it is not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// The game plays its Special Building Phase by standing plans: the
    /// email says where the seat sets them (its page's plans panel).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plans: bool,
}

/// "You must discard".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MustDiscardEmail {
    pub name: String,
    pub count: u8,
    /// What is discarded, for the subject ("cards", "cards or oil").
    pub what: String,
    pub summary: String,
    /// What else counts toward the discard (Oil Springs' oil), one
    /// sentence a line.
    pub extras: Vec<String>,
}

/// "An offer waits for your answer".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferWaitingEmail {
    pub name: String,
    pub from: String,
    pub give: String,
    pub want: String,
    /// Offers waiting for the recipient's answer, this one included.
    pub waiting: usize,
    pub summary: String,
}

/// "Someone answered your offer": the newest answer, and those that came
/// shortly before it and go out in the same email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferAnsweredEmail {
    pub name: String,
    pub by: String,
    pub answer: String,
    /// The answer accepted the offer (rows stored before it read as not).
    #[serde(default)]
    pub accepted: bool,
    /// The offer's terms: "1 brick for 2 grain".
    pub terms: String,
    /// A counter-offer's terms: "you give 1 brick for 1 ore".
    pub counter: Option<String>,
    /// Answers to the recipient's offers that came shortly before this one,
    /// first first: the mail worker sends them in this email (rows stored
    /// before bundling read as none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier: Vec<Answer>,
    /// What the recipient may do now, as the link's words.
    pub todo: String,
    pub summary: String,
}

/// One answer to the recipient's offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// Who answered.
    pub by: String,
    /// The answer in words: "accepted", "refused", "proposed other terms for".
    pub answer: String,
    /// The answer accepted the offer (rows stored before it read as not).
    #[serde(default)]
    pub accepted: bool,
    /// The offer's terms: "1 brick for 2 grain".
    pub terms: String,
    /// A counter-offer's terms: "you give 1 brick for 1 ore".
    pub counter: Option<String>,
}

/// One sentence of an offer-answered email: who answered an offer how
/// ("Bert accepted, Cleo refused and Dan refused your offer of 1 brick for
/// 2 grain"), or one counter-offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerSentence {
    /// Each answer's name and words, in the order they came.
    pub who: Vec<(String, String)>,
    /// The offer's terms.
    pub terms: String,
    /// A counter-offer's terms (a sentence of its own).
    pub counter: Option<String>,
}

impl OfferAnsweredEmail {
    /// Every answer the email tells, first first.
    pub fn answers(&self) -> Vec<Answer> {
        let mut all = self.earlier.clone();
        all.push(Answer {
            by: self.by.clone(),
            answer: self.answer.clone(),
            accepted: self.accepted,
            terms: self.terms.clone(),
            counter: self.counter.clone(),
        });
        all
    }

    /// The email's sentences: the plain answers to one offer together, in
    /// the order the offers were first answered; each counter-offer alone.
    pub fn sentences(&self) -> Vec<AnswerSentence> {
        let mut sentences: Vec<AnswerSentence> = Vec::new();
        for a in self.answers() {
            let who = (a.by, a.answer);
            match sentences
                .iter_mut()
                .find(|s| a.counter.is_none() && s.counter.is_none() && s.terms == a.terms)
            {
                Some(sentence) => sentence.who.push(who),
                None => sentences.push(AnswerSentence {
                    who: vec![who],
                    terms: a.terms,
                    counter: a.counter,
                }),
            }
        }
        sentences
    }

    /// The email's sentences in `lang`, as HTML or as text: "Bert
    /// accepted, Cleo refused and Dan refused your offer of 1 brick for 2
    /// grain."
    pub fn worded(&self, lang: impl std::borrow::Borrow<Lang>, html: bool) -> Vec<String> {
        let lang = *lang.borrow();
        let arg = |text: &str, bold: bool| {
            if bold {
                letter::strong(text)
            } else {
                letter::esc(text)
            }
        };
        let say = |words: W| {
            if html {
                lang.say_html(words)
            } else {
                lang.say(words)
            }
        };
        self.sentences()
            .into_iter()
            .map(|s| {
                let who: Vec<String> = s
                    .who
                    .iter()
                    .map(|(by, answer)| {
                        say(W::Answer {
                            by: arg(by, true),
                            answer: arg(answer, false),
                        })
                    })
                    .collect();
                // The list's own words ("and", ", ") hold nothing to escape.
                let who = crate::lang::list_and(lang, &who);
                let who = crate::lang::Html {
                    html: who.clone(),
                    text: who,
                };
                let terms = arg(&s.terms, false);
                say(match &s.counter {
                    Some(c) => W::AnsweredCounter {
                        who,
                        terms,
                        counter: arg(c, true),
                    },
                    None => W::Answered { who, terms },
                })
            })
            .collect()
    }

    /// The subject in `lang` of this email about `game`: "Cleo accepted
    /// your offer", or for several answers "Bert and Cleo answered your
    /// offer".
    pub fn subject_words(&self, lang: impl std::borrow::Borrow<Lang>, game: &str) -> String {
        let lang = *lang.borrow();
        if self.earlier.is_empty() {
            return lang.say(W::AnsweredSubject {
                game: game.to_owned(),
                by: self.by.clone(),
                answer: self.answer.clone(),
            });
        }
        let answers = self.answers();
        let mut names: Vec<String> = Vec::new();
        for a in &answers {
            if !names.contains(&a.by) {
                names.push(a.by.clone());
            }
        }
        let offers = if answers.iter().all(|a| a.terms == self.terms) {
            1
        } else {
            2
        };
        lang.say(W::AnsweredManySubject {
            game: game.to_owned(),
            who: and_list(lang, &names),
            offers,
        })
    }
}

/// What the recipient of answers to its offers may do now, as the link's
/// words: confirm a counter-offer's terms or an accepted trade, or carry on.
fn answered_todo(lang: Lang, answers: &[Answer]) -> String {
    lang.say(if answers.iter().any(|a| a.counter.is_some()) {
        W::TodoConfirmTerms
    } else if answers.iter().any(|a| a.accepted) {
        W::TodoConfirm
    } else {
        W::TodoCarryOn
    })
}

/// One email telling every answer of `letters` (answers to one seat's
/// offers, first first, as the outbox kept them): the newest letter, which
/// tells the game as it stands now (its summary, choices and board), with
/// the earlier answers before its own and the table talk each carried.
/// `None` when they are not all answers told alike.
pub fn bundle_answers(letters: Vec<Letter>) -> Option<Letter> {
    let mut letters = letters.into_iter();
    let mut bundle = letters.next_back()?;
    let lang = bundle.lang;
    let earlier: Vec<Letter> = letters.collect();
    let mut talk = Vec::new();
    for said in earlier.iter().chain([&bundle]).flat_map(|l| &l.talk) {
        if !talk.contains(said) {
            talk.push(said.clone());
        }
    }
    match &mut bundle.content {
        Content::OfferAnswered(m) => {
            let mut answers = Vec::new();
            for letter in &earlier {
                let Content::OfferAnswered(e) = &letter.content else {
                    return None;
                };
                answers.extend(e.answers());
            }
            answers.append(&mut m.earlier);
            m.earlier = answers;
            m.todo = answered_todo(lang, &m.answers());
        }
        _ => return None,
    }
    bundle.talk = talk;
    Some(bundle)
}

/// "An offer to you closed before you answered it".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferClosedEmail {
    pub name: String,
    /// How many offers closed.
    pub count: usize,
    /// One sentence an offer.
    pub lines: Vec<String>,
    pub summary: String,
    /// The ruleset calls its board a map.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub map: bool,
}

/// "The game is over", with the result and the history link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOverEmail {
    pub name: String,
    /// `None` when the game ended with no winner.
    pub winner: Option<String>,
    pub you_won: bool,
    /// The winner's points, where the ruleset counts them.
    pub points: Option<u8>,
    /// The final standings, one line a seat, winner first, each with its
    /// points by source.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub standings: Vec<String>,
    /// How a game nobody won ended, in the ruleset's words.
    pub outcome: Option<String>,
    /// The ruleset calls its board a map.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub map: bool,
    /// News for every player (what ended the game), one sentence a line.
    pub news: Vec<String>,
    pub summary: String,
    pub history_link: String,
}

/// News for every player that asks nothing of the recipient (a disaster
/// and its effects).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewsEmail {
    pub name: String,
    pub headline: String,
    pub lines: Vec<String>,
    pub summary: String,
    /// The ruleset calls its board a map.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub map: bool,
}

/// A scenario's own email: a question to answer out of turn (a gift
/// offered to you), or the answer to your move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToldEmail {
    pub name: String,
    pub headline: String,
    pub lines: Vec<String>,
    /// The recipient is asked to act.
    pub asks: bool,
    pub summary: String,
}

/// "The game has waited for you for a while".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReminderEmail {
    pub name: String,
    pub todo: String,
    /// How long, in words ("26 hours", "3 days").
    pub waited: String,
    /// Which reminder of this waiting period (from 1).
    pub number: u32,
    /// Reminders per waiting period at most.
    pub max: u32,
}

/// The invitation of one seat, with its personal link (as the placeholder).
pub fn invitation(invite: &Invitation) -> NewMail {
    let others: Vec<String> = invite
        .players
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(invite.seat))
        .map(|(_, name)| name.clone())
        .collect();
    let content = InvitationEmail {
        name: invite.seat_name.clone(),
        others: and_list(invite.lang, &others),
        ruleset: invite.ruleset_name.clone(),
        your_turn: invite.start.is_some(),
        start: invite.start.clone(),
        host_rewinds_alone: invite.host_rewinds_alone,
        resent: invite.resent.clone(),
    };
    let mut mail = letter::mail(
        invite.lang,
        kind::INVITATION,
        Some(invite.seat),
        &invite.email,
        Content::Invitation(content),
    );
    let game = letter::game_for(
        invite.lang,
        &invite.ruleset_name,
        &invite.players,
        Some(invite.seat),
    );
    Letter::name_game(&mut mail, &game);
    mail
}

/// "Start your game": the only email a game sends before its host starts it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostConfirmationEmail {
    pub name: String,
    pub others: String,
    pub ruleset: String,
}

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
    let content = HostConfirmationEmail {
        name: invite.seat_name.clone(),
        others: and_list(invite.lang, &others),
        ruleset: invite.ruleset_name.clone(),
    };
    let mut mail = letter::mail(
        invite.lang,
        kind::HOST_CONFIRMATION,
        None,
        &invite.email,
        Content::HostConfirmation(content),
    );
    Letter::name_game(&mut mail, &invite.ruleset_name);
    mail
}

/// Names the game of `meta` in the subject of `mail`, for its recipient.
pub fn name_game(meta: &crate::game::GameMeta, mail: &mut NewMail) {
    let lang = letter::lang_of(mail);
    let title = crate::lang::rulesets::title(lang, meta.ruleset);
    let game = letter::game_for(lang, &title, &meta.names().0, mail.seat);
    Letter::name_game(mail, &game);
}

/// The email for one notice, to `seat_name` at `email`. `base_url` (no
/// trailing slash) builds the history link of a finished game.
pub fn notice_mail(
    lang: Lang,
    notice: &MailNotice,
    seat_name: &str,
    email: &str,
    game_id: Uuid,
    base_url: &str,
) -> NewMail {
    notice_mail_with(
        lang,
        notice,
        &MailExtras::default(),
        seat_name,
        email,
        game_id,
        base_url,
    )
}

/// [`notice_mail`] with what the ruleset's presentation adds.
pub fn notice_mail_with(
    lang: Lang,
    notice: &MailNotice,
    extras: &MailExtras,
    seat_name: &str,
    email: &str,
    game_id: Uuid,
    base_url: &str,
) -> NewMail {
    notice_mail_told(
        lang, notice, extras, None, seat_name, email, game_id, base_url,
    )
}

/// [`notice_mail_with`] and the words of a scenario's own email
/// (`NoticeKind::Told`).
#[expect(clippy::too_many_arguments, reason = "notice, recipient")]
pub fn notice_mail_told(
    lang: Lang,
    notice: &MailNotice,
    extras: &MailExtras,
    told: Option<&Told>,
    seat_name: &str,
    email: &str,
    game_id: Uuid,
    base_url: &str,
) -> NewMail {
    let name = seat_name.to_owned();
    let summary = notice.summary.clone();
    let news = extras
        .news
        .as_ref()
        .map(|n| n.lines.clone())
        .unwrap_or_default();
    let content = match &notice.kind {
        NoticeKind::YourTurn { todo } => Content::YourTurn(YourTurnEmail {
            name,
            todo: todo.clone(),
            summary,
            news,
            extras: extras.turn.clone(),
            before: None,
            plans: false,
        }),
        NoticeKind::SpecialBuilding { next } => Content::YourTurn(YourTurnEmail {
            name,
            todo: lang.say(W::SpecialTodo),
            summary,
            news,
            extras: extras.turn.clone(),
            before: Some(next.clone()),
            plans: false,
        }),
        NoticeKind::News { headline } => Content::News(NewsEmail {
            name,
            headline: headline.clone(),
            lines: news,
            summary,
            map: extras.map,
        }),
        NoticeKind::MustDiscard { count } => Content::MustDiscard(MustDiscardEmail {
            name,
            count: *count,
            what: extras
                .discard_what
                .clone()
                .unwrap_or_else(|| lang.say(W::Cards)),
            summary,
            extras: extras.discard.clone(),
        }),
        NoticeKind::OfferWaiting {
            from,
            give,
            want,
            waiting,
        } => Content::OfferWaiting(OfferWaitingEmail {
            name,
            from: from.clone(),
            give: give.clone(),
            want: want.clone(),
            waiting: *waiting,
            summary,
        }),
        NoticeKind::OfferAnswered {
            by,
            answer,
            accepted,
            terms,
            counter,
        } => Content::OfferAnswered(OfferAnsweredEmail {
            name,
            by: by.clone(),
            answer: answer.clone(),
            accepted: *accepted,
            terms: terms.clone(),
            counter: counter.clone(),
            earlier: Vec::new(),
            todo: answered_todo(
                lang,
                &[Answer {
                    by: by.clone(),
                    answer: answer.clone(),
                    accepted: *accepted,
                    terms: terms.clone(),
                    counter: counter.clone(),
                }],
            ),
            summary,
        }),
        NoticeKind::OfferClosed { lines } => Content::OfferClosed(OfferClosedEmail {
            name,
            count: lines.len(),
            lines: lines.clone(),
            summary,
            map: extras.map,
        }),
        NoticeKind::Told { headline, asks } => Content::Told(ToldEmail {
            name,
            headline: headline.clone(),
            lines: told.map(|t| t.lines.clone()).unwrap_or_default(),
            asks: *asks,
            summary,
        }),
        NoticeKind::GameOver {
            winner,
            you_won,
            points,
            standings,
        } => Content::GameOver(GameOverEmail {
            name,
            winner: winner.clone(),
            you_won: *you_won,
            points: *points,
            standings: standings.clone(),
            outcome: extras.outcome.clone(),
            news,
            summary,
            history_link: format!("{base_url}/games/{game_id}/history"),
            map: extras.map,
        }),
    };
    letter::mail(
        lang,
        super::kind_of(&notice.kind),
        Some(notice.seat.0),
        email,
        content,
    )
}

/// Every email one command calls for, ready for `Store::append`: the
/// notices (named after the seats' players) written for each seat. Each
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
    // Names by seat number, for the presentation that tells the notices.
    let mut by_seat: Vec<String> = Vec::new();
    for row in seats {
        let i = usize::from(row.seat);
        if by_seat.len() <= i {
            by_seat.resize_with(i + 1, String::new);
        }
        by_seat[i].clone_from(&row.name);
    }
    let names = Names(by_seat);
    let seat_list: Vec<Seat> = seats.iter().map(|s| Seat(s.seat)).collect();
    let mut langs: Vec<Lang> = vec![Lang::default(); names.0.len()];
    for row in seats {
        langs[usize::from(row.seat)] = row.language;
    }
    let input = NoticeInput {
        names: &names,
        seats: &seat_list,
        langs: &langs,
    };
    let mut mails: Vec<NewMail> = present::notices(before, after, earlier, events, &input)
        .into_iter()
        .filter_map(|n| {
            let row = seats.iter().find(|s| s.seat == n.notice.seat.0)?;
            Some(notice_mail_told(
                row.language,
                &n.notice,
                &n.extras,
                n.told.as_ref(),
                &row.name,
                &row.email,
                game_id,
                base_url,
            ))
        })
        .collect();
    for mail in &mut mails {
        let lang = letter::lang_of(mail);
        let title = crate::lang::rulesets::title(lang, after.ruleset());
        let game = letter::game_for(lang, &title, &names.0, mail.seat);
        Letter::name_game(mail, &game);
    }
    mails
}

/// A reminder, in `lang`: the game has waited `waited` for the seat to
/// `todo`.
#[expect(clippy::too_many_arguments, reason = "reminder, recipient")]
pub fn reminder(
    lang: Lang,
    seat: u8,
    seat_name: &str,
    email: &str,
    todo: &str,
    waited: std::time::Duration,
    number: u32,
    max: u32,
) -> NewMail {
    let content = ReminderEmail {
        name: seat_name.to_owned(),
        todo: todo.to_owned(),
        waited: in_words(lang, waited),
        number,
        max,
    };
    letter::mail(
        lang,
        kind::REMINDER,
        Some(seat),
        email,
        Content::Reminder(content),
    )
}

/// A duration in words in `lang`, rounded down: "5 minutes", "26 hours",
/// "3 days".
pub fn in_words(lang: Lang, d: std::time::Duration) -> String {
    let secs = d.as_secs();
    lang.say(if secs >= 2 * 86_400 {
        W::Days { n: secs / 86_400 }
    } else if secs >= 2 * 3600 {
        W::Hours { n: secs / 3600 }
    } else if secs >= 120 {
        W::Minutes { n: secs / 60 }
    } else {
        W::Seconds { n: secs }
    })
}

/// "The host proposes a rewind": every seat agrees or refuses, by reply or
/// from its page ([`super::rewound::proposed`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RewindProposedEmail {
    pub name: String,
    pub to: u64,
    pub reason: String,
    /// Move `to` in words.
    #[serde(default)]
    pub moved: String,
    /// The moves it would undo in words, redacted for the reader.
    #[serde(default)]
    pub undone: Vec<String>,
    /// Moves it would undo that are not listed.
    #[serde(default)]
    pub more: usize,
}

/// The email, in `lang`, asking one seat to agree to a proposed rewind to
/// event `to`.
pub fn rewind_proposed(
    lang: Lang,
    _game_id: Uuid,
    seat: u8,
    seat_name: &str,
    email: &str,
    to: u64,
    reason: &str,
) -> NewMail {
    let content = RewindProposedEmail {
        name: seat_name.to_owned(),
        to,
        reason: reason.to_owned(),
        moved: String::new(),
        undone: Vec::new(),
        more: 0,
    };
    letter::mail(
        lang,
        "rewind_proposed",
        Some(seat),
        email,
        Content::RewindProposed(content),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::links::SEAT_LINK;
    use crate::mail::REMINDERS_PATH;

    /// The bodies an email will have, its link the placeholder.
    trait Bodies {
        fn body_text(&self) -> String;
        fn body_html(&self) -> Option<String>;
    }

    impl Bodies for NewMail {
        fn body_text(&self) -> String {
            letter::preview(self).text
        }

        fn body_html(&self) -> Option<String> {
            Some(letter::preview(self).html)
        }
    }
    use crate::rules::classic::Event;
    use crate::rules::common::table::TableEvent;
    use crate::rules::frenemies::FrenemiesView;
    use crate::rules::Seat;
    use std::time::Duration;

    const GAME: Uuid = Uuid::from_u128(0x5eed_cafe);

    /// A game whose presentation writes its own emails is told in its words,
    /// under the usual outbox kinds, to the seat's address.
    #[test]
    fn a_baden_wuerttemberg_turn_is_announced_in_its_own_words() {
        use crate::rules::common::RngChance;
        use crate::rules::contract::GameOptions;
        use crate::rules::{AnyCommand, BoardKind, Ruleset};
        use rand::rngs::SmallRng;
        use rand::SeedableRng;
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(5));
        let created = AnyState::create(&options, &mut chance).unwrap();
        let mut state = AnyState::fold(Ruleset::BadenWuerttemberg, &created).unwrap();
        let mut earlier = created.clone();
        let seats: Vec<SeatRow> = (0..3)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect();
        // Play listed commands until a turn passes to the next player.
        for _ in 0..50 {
            let seat = state.waiting_for()[0];
            let legal = state.legal_commands(seat);
            let command = legal
                .iter()
                .find(|c| {
                    matches!(
                        c,
                        AnyCommand::BadenWuerttemberg(
                            crate::rules::baden_wuerttemberg::Command::EndTurn
                        )
                    )
                })
                .unwrap_or(&legal[0])
                .clone();
            let events = state.decide(seat, command, &mut chance).unwrap();
            let mut after = state.clone();
            for e in &events {
                after.evolve(e);
            }
            let mails = notice_mails(&seats, &state, &after, &earlier, &events, GAME, "http://x");
            if let Some(mail) = mails.iter().find(|m| m.kind == kind::YOUR_TURN) {
                assert!(
                    mail.subject.contains("Baden-Württemberg Catan"),
                    "{}",
                    mail.subject
                );
                assert!(mail.body_text().contains("roll the dice for the yields"));
                assert!(mail.body_text().contains(SEAT_LINK));
                let to = mail.seat.unwrap();
                assert_eq!(mail.recipient, format!("p{to}@example.org"));
                assert_eq!(
                    present::todo_for(Lang::En, &after, Seat(to)),
                    "roll the dice for the yields"
                );
                return;
            }
            earlier.extend(events);
            state = after;
        }
        panic!("no turn passed");
    }

    fn pinned(mail: &NewMail) -> String {
        format!(
            "kind: {}\nto: {} (seat {:?})\nsubject: {}\n--- text ---\n{}\n--- html ---\n{}",
            mail.kind,
            mail.recipient,
            mail.seat,
            mail.subject,
            mail.body_text(),
            mail.body_html().as_deref().unwrap_or("-")
        )
    }

    fn notice(kind: NoticeKind, summary: &str) -> MailNotice {
        MailNotice {
            seat: Seat(1),
            kind,
            summary: summary.to_owned(),
        }
    }

    fn render(kind: NoticeKind, summary: &str) -> NewMail {
        named(
            notice_mail(
                crate::lang::Lang::En,
                &notice(kind, summary),
                "Ben",
                "ben@example.org",
                GAME,
                "https://catan.example.org",
            ),
            "Catan",
        )
    }

    /// `mail` to Ben (seat 1) about a game of `title` with Anna, Cleo and
    /// Dan, as a game's emails name it.
    fn named(mut mail: NewMail, title: &str) -> NewMail {
        let players = ["Anna", "Ben", "Cleo", "Dan"].map(String::from);
        let game = letter::game_for(Lang::En, title, &players, mail.seat);
        Letter::name_game(&mut mail, &game);
        mail
    }

    #[test]
    fn invitation_email() {
        let mail = invitation(&Invitation {
            lang: crate::lang::Lang::En,
            game_id: GAME,
            seat: 1,
            seat_name: "Ben".to_owned(),
            email: "ben@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo", "Dan"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            start: None,
            host_rewinds_alone: false,
            resent: None,
        });
        insta::assert_snapshot!("invitation", pinned(&mail));
    }

    #[test]
    fn host_confirmation_email() {
        let mail = host_confirmation(&Invitation {
            lang: crate::lang::Lang::En,
            game_id: GAME,
            seat: 0,
            seat_name: "Anna".to_owned(),
            email: "anna@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            start: None,
            host_rewinds_alone: false,
            resent: None,
        });
        assert_eq!(mail.seat, None);
        assert_eq!(mail.subject, "Start your game of Catan");
        insta::assert_snapshot!("host_confirmation", pinned(&mail));
    }

    #[test]
    fn an_invitation_says_when_the_host_may_rewind_alone() {
        let invite = |alone| {
            invitation(&Invitation {
                lang: crate::lang::Lang::En,
                game_id: GAME,
                seat: 1,
                seat_name: "Ben".to_owned(),
                email: "ben@example.org".to_owned(),
                players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
                ruleset_name: "Catan".to_owned(),
                start: None,
                host_rewinds_alone: alone,
                resent: None,
            })
        };
        let alone = invite(true);
        let html = alone.body_html().unwrap();
        for body in [alone.body_text().as_str(), &html] {
            assert!(
                body.contains("The host may rewind this game alone"),
                "{body}"
            );
        }
        let agreed = invite(false);
        assert!(!agreed.body_text().contains("rewind"));
        assert!(!agreed.body_html().unwrap().contains("rewind"));
    }

    #[test]
    fn invitation_email_for_the_first_player() {
        let mail = invitation(&Invitation {
            lang: crate::lang::Lang::En,
            game_id: GAME,
            seat: 0,
            seat_name: "Anna".to_owned(),
            email: "anna@example.org".to_owned(),
            players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
            ruleset_name: "Catan".to_owned(),
            start: Some("place your first settlement".to_owned()),
            host_rewinds_alone: false,
            resent: None,
        });
        insta::assert_snapshot!("invitation_first", pinned(&mail));
    }

    #[test]
    fn your_turn_email() {
        let mail = render(
            NoticeKind::YourTurn {
                todo: "roll the dice".to_owned(),
            },
            "Anna built a road; Anna ended the turn.",
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
            "Anna rolled 6; you got 1 grain.",
        );
        insta::assert_snapshot!("offer_waiting", pinned(&mail));
    }

    #[test]
    fn an_accepted_offer_asks_to_confirm_the_trade_whatever_the_words_of_the_answer() {
        let answer = |answer: &str, accepted| Answer {
            by: "Cleo".to_owned(),
            answer: answer.to_owned(),
            accepted,
            terms: "1 Lehm für 2 Getreide".to_owned(),
            counter: None,
        };
        assert_eq!(
            answered_todo(Lang::De, &[answer("angenommen", true)]),
            "Bestätige den Handel oder mach mit deinem Zug weiter"
        );
        assert_eq!(
            answered_todo(Lang::De, &[answer("abgelehnt", false)]),
            "Mach mit deinem Zug weiter"
        );
        assert_eq!(
            answered_todo(Lang::En, &[answer("accepted", true)]),
            "Confirm the trade, or carry on with your turn"
        );
    }

    #[test]
    fn offer_answered_email() {
        let mail = render(
            NoticeKind::OfferAnswered {
                by: "Cleo".to_owned(),
                answer: "accepted".to_owned(),
                accepted: true,
                terms: "1 brick for 2 grain".to_owned(),
                counter: None,
            },
            "Anna rolled 8; you got 1 brick.",
        );
        insta::assert_snapshot!("offer_answered", pinned(&mail));
    }

    fn answered(by: &str, answer: &str, counter: Option<&str>, summary: &str) -> Letter {
        let mail = render(
            NoticeKind::OfferAnswered {
                by: by.to_owned(),
                answer: answer.to_owned(),
                accepted: answer == "accepted",
                terms: "1 brick for 2 grain".to_owned(),
                counter: counter.map(str::to_owned),
            },
            summary,
        );
        Letter::from_value(&mail.letter).unwrap()
    }

    /// `letter` as the outbox would send it, named by its own subject.
    fn as_mail(letter: &Letter) -> NewMail {
        NewMail {
            seat: Some(1),
            kind: kind::OFFER_ANSWERED.to_owned(),
            recipient: "ben@example.org".to_owned(),
            subject: letter.subject(),
            letter: letter.to_value(),
            reply_version: None,
        }
    }

    #[test]
    fn answers_to_an_offer_within_the_window_are_one_email_naming_each() {
        let bundle = bundle_answers(vec![
            answered("Cleo", "accepted", None, "Anna rolled 8; you got 1 brick."),
            answered("Anna", "refused", None, "Anna rolled 8; you got 1 brick."),
            answered(
                "Dan",
                "refused",
                None,
                "Anna rolled 8; you got 1 brick. Cleo built a road.",
            ),
        ])
        .unwrap();
        let mail = as_mail(&bundle);
        assert_eq!(
            mail.subject,
            "Catan with Anna, Cleo and Dan: Cleo, Anna and Dan answered your offer"
        );
        let text = mail.body_text();
        assert!(
            text.contains(
                "Cleo accepted, Anna refused and Dan refused your offer of 1 brick for 2 grain.\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("Cleo built a road."),
            "the newest summary: {text}"
        );
        assert!(
            text.contains("Confirm the trade, or carry on with your turn"),
            "one accepted: {text}"
        );
        insta::assert_snapshot!("offer_answers_bundled", pinned(&mail));
    }

    #[test]
    fn a_counter_offer_in_a_bundle_is_a_sentence_of_its_own_and_asks_to_confirm_its_terms() {
        let bundle = bundle_answers(vec![
            answered("Anna", "refused", None, ""),
            answered(
                "Cleo",
                "proposed other terms for",
                Some("you give 1 brick, 1 wool for 2 grain"),
                "",
            ),
            answered("Dan", "refused", None, ""),
        ])
        .unwrap();
        let mail = as_mail(&bundle);
        let text = mail.body_text();
        assert!(
            text.contains(
                "Anna refused and Dan refused your offer of 1 brick for 2 grain.\nCleo proposed \
                 other terms for your offer of 1 brick for 2 grain: you give 1 brick, 1 wool for \
                 2 grain.\n"
            ),
            "{text}"
        );
        assert!(text.contains("Confirm the trade on these terms"), "{text}");
        let html = mail.body_html().unwrap();
        assert!(
            html.contains(
                "<p><strong>Anna</strong> refused and <strong>Dan</strong> refused your offer"
            ),
            "{html}"
        );
    }

    /// issue #38: Baden-Württemberg's answers to an offer take the shared
    /// kind, so answers that come shortly after each other are one email
    /// naming each, in that game's words ("clay").
    #[test]
    fn baden_wuerttemberg_answers_are_bundled_as_every_rulesets_are() {
        use crate::views::baden_wuerttemberg::mail::{notice_in, Told};
        let names = Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()]);
        let answered = |by: u8, accepted: bool, summary: &str| {
            let n = notice_in(
                crate::lang::Lang::En,
                &names,
                Seat(0),
                Told::OfferAnswered {
                    by: Seat(by),
                    accepted,
                    terms: "1 ore for 1 clay".to_owned(),
                    counter: None,
                },
                summary.to_owned(),
            );
            let mail = notice_mail_told(
                crate::lang::Lang::En,
                &n.notice,
                &n.extras,
                n.told.as_ref(),
                "Anna",
                "anna@example.org",
                GAME,
                "http://x",
            );
            Letter::from_value(&mail.letter).unwrap()
        };
        let bundle = bundle_answers(vec![
            answered(1, true, ""),
            answered(2, false, "Cleo rolled 3 + 4 = 7."),
        ])
        .unwrap();
        let mail = as_mail(&bundle);
        assert_eq!(mail.subject, "Catan: Ben and Cleo answered your offer");
        let text = mail.body_text();
        assert!(
            text.contains(
                "Ben accepted and Cleo refused your offer of 1 ore for 1 clay.\n\nCleo rolled 3 \
                 + 4 = 7.\n\nConfirm the trade, or carry on with your turn"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_lone_answer_is_stored_as_before_and_a_stored_one_reads_back() {
        let letter = answered("Cleo", "accepted", None, "");
        let stored = letter.to_value();
        assert!(stored["content"].get("earlier").is_none(), "{stored}");
        assert_eq!(Letter::from_value(&stored).unwrap(), letter);
        assert_eq!(bundle_answers(vec![letter.clone()]), Some(letter));
        let other = Letter::new(
            crate::lang::Lang::En,
            Content::Written(letter::WrittenEmail {
                name: "Ben".to_owned(),
                subject: "Anna accepted your offer".to_owned(),
                lead: "Anna accepted your offer of 1 ore for 1 clay.".to_owned(),
                action: "See the offer".to_owned(),
                summary: String::new(),
                over: false,
                earlier: Vec::new(),
                lines: Vec::new(),
                history_link: None,
            }),
        );
        assert_eq!(
            bundle_answers(vec![other.clone(), answered("Cleo", "accepted", None, "")]),
            None,
            "letters told differently are not bundled"
        );
        assert_eq!(
            bundle_answers(vec![other.clone(), other]),
            None,
            "answers stored in a ruleset's own words before a deploy go out one by one"
        );
    }

    #[test]
    fn offer_closed_email() {
        let mail = render(
            NoticeKind::OfferClosed {
                lines: vec![
                    "Anna's offer to you, 1 brick for your 2 grain, is closed: it needs no \
                     answer any more."
                        .to_owned(),
                ],
            },
            "Anna traded 1 brick to Cleo for 2 grain.",
        );
        assert_eq!(mail.kind, kind::OFFER_CLOSED);
        insta::assert_snapshot!("offer_closed", pinned(&mail));
    }

    #[test]
    fn counter_offer_email() {
        let mail = render(
            NoticeKind::OfferAnswered {
                by: "Cleo".to_owned(),
                answer: "proposed other terms for".to_owned(),
                accepted: false,
                terms: "1 brick for 2 grain".to_owned(),
                counter: Some("you give 1 brick, 1 wool for 2 grain".to_owned()),
            },
            "",
        );
        insta::assert_snapshot!("offer_countered", pinned(&mail));
    }

    #[test]
    fn game_over_email() {
        let mail = render(
            NoticeKind::GameOver {
                winner: Some("Anna".to_owned()),
                you_won: false,
                points: Some(10),
                standings: vec![
                    "1. Anna, winner: 10 points (2 settlements 2, 3 cities 6, Longest Road 2)"
                        .to_owned(),
                    "2. Ben: 6 points (2 settlements 2, 1 city 2, Largest Army 2)".to_owned(),
                ],
            },
            "Anna built a city.",
        );
        insta::assert_snapshot!("game_over", pinned(&mail));
    }

    #[test]
    fn game_over_email_for_the_winner() {
        let mail = render(
            NoticeKind::GameOver {
                winner: Some("Ben".to_owned()),
                you_won: true,
                points: Some(10),
                standings: Vec::new(),
            },
            "You built a settlement.",
        );
        insta::assert_snapshot!("game_over_winner", pinned(&mail));
    }

    /// What an Oil Springs disaster phase looks like in the emails: the
    /// dice, the effects, the track and the oil.
    fn oil_extras() -> MailExtras {
        MailExtras {
            map: false,
            turn: vec![
                "The disaster track stands at 0 of 5: 5 more oil used brings the next disaster."
                    .to_owned(),
                "You have 2 oil: on your turn use 1 for 2 of a resource, or 2 (with 1 brick, 1 \
                 grain and 1 ore) to make a city a metropolis, up to 2 this turn; or sequester 1 \
                 instead."
                    .to_owned(),
            ],
            discard_what: None,
            news: Some(crate::views::common::notice::News {
                headline: "Disaster: pollution destroyed the 6 hills".to_owned(),
                lines: vec![
                    "Disaster phase: the oil used up to Anna's turn filled the disaster track. \
                     The disaster dice show 2 + 4 = 6: pollution strikes a hex numbered 6."
                        .to_owned(),
                    "Pollution destroyed the 6 hills: its number token 6 went to the disaster \
                     track for good, and the hex produces nothing from now on."
                        .to_owned(),
                ],
            }),
            outcome: None,
            discard: Vec::new(),
        }
    }

    fn render_with(kind: NoticeKind, summary: &str, extras: &MailExtras) -> NewMail {
        named(
            notice_mail_with(
                crate::lang::Lang::En,
                &notice(kind, summary),
                extras,
                "Ben",
                "ben@example.org",
                GAME,
                "https://catan.example.org",
            ),
            "Catan: Oil Springs",
        )
    }

    /// issue #35: the email of a live Special Building Phase neither opens
    /// its subject with "your turn" nor says it is the seat's turn.
    #[test]
    fn a_special_building_phase_email_is_not_a_your_turn_email() {
        let mail = render(
            NoticeKind::SpecialBuilding {
                next: "Cleo".to_owned(),
            },
            "Anna ended the turn; you may build in the special building phase.",
        );
        assert_eq!(mail.kind, kind::YOUR_TURN, "it asks: its choices come");
        let after_game = mail.subject.split_once(": ").map_or("", |(_, s)| s);
        assert!(
            !after_game.to_lowercase().starts_with("your turn"),
            "{}",
            mail.subject
        );
        assert!(
            mail.subject.ends_with(": build before Cleo rolls, or pass"),
            "{}",
            mail.subject
        );
        for body in [mail.body_text(), mail.body_html().expect("html")] {
            assert!(!body.contains("It is your turn"), "{body}");
            assert!(body.contains("before Cleo rolls"), "{body}");
        }
    }

    /// issue #35: in a game that plays its Special Building Phase by
    /// plans, the email that asks for a turn links the seat's plans.
    #[test]
    fn a_your_turn_email_of_a_plans_game_links_the_plans() {
        let mut mail = render(
            NoticeKind::YourTurn {
                todo: "roll the dice".to_owned(),
            },
            "Anna ended the turn.",
        );
        assert!(!mail.body_text().contains("#plans"));
        Letter::edit(&mut mail, |letter| {
            if let Content::YourTurn(turn) = &mut letter.content {
                turn.plans = true;
            }
        });
        for body in [mail.body_text(), mail.body_html().expect("html")] {
            assert!(body.contains("#plans"), "{body}");
            assert!(
                body.contains("Plan builds for the special building phase"),
                "{body}"
            );
        }
    }

    #[test]
    fn your_turn_email_with_what_the_scenario_adds() {
        let mail = render_with(
            NoticeKind::YourTurn {
                todo: "roll the dice".to_owned(),
            },
            "Anna used 1 oil for 2 ore; Anna ended the turn.",
            &oil_extras(),
        );
        assert!(mail
            .body_text()
            .contains("The disaster track stands at 0 of 5"));
        assert!(mail.body_text().contains("Pollution destroyed the 6 hills"));
        insta::assert_snapshot!("your_turn_oil", pinned(&mail));
    }

    #[test]
    fn news_email_of_a_disaster() {
        let extras = oil_extras();
        let headline = extras.news.as_ref().unwrap().headline.clone();
        let mail = render_with(NoticeKind::News { headline }, "", &extras);
        assert_eq!(mail.kind, kind::NEWS);
        assert_eq!(
            mail.subject,
            "Catan: Oil Springs with Anna, Cleo and Dan: Disaster: pollution destroyed the 6 \
             hills"
        );
        insta::assert_snapshot!("news_disaster", pinned(&mail));
    }

    #[test]
    fn game_over_email_with_no_winner() {
        let extras = MailExtras {
            outcome: Some(
                "Catan was abandoned when pollution took the fifth number token: nobody won. \
                 Cleo, the Champion of the Environment, achieves the Pyrrhic Victory."
                    .to_owned(),
            ),
            ..MailExtras::default()
        };
        let mail = render_with(
            NoticeKind::GameOver {
                winner: None,
                you_won: false,
                points: None,
                standings: Vec::new(),
            },
            "Catan was abandoned.",
            &extras,
        );
        assert_eq!(
            mail.subject,
            "Catan: Oil Springs with Anna, Cleo and Dan: the game is over, nobody won"
        );
        assert!(mail.body_text().contains("nobody won"));
        assert!(!mail.body_text().contains("None"));
        insta::assert_snapshot!("game_over_no_winner", pinned(&mail));
    }

    /// A disaster at the end of a turn reaches every seat: the next player
    /// in "your turn" with the track and their oil, the others in news.
    #[test]
    fn a_disaster_is_told_to_every_player() {
        use crate::rules::classic::Event;
        use crate::rules::oil_springs::{OilEvent, OilSpringsRules};
        use crate::simulate::{fold, play, Checks};
        let seats: Vec<SeatRow> = (0..3)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect();
        let (events, at) = (0..200)
            .find_map(|seed| {
                let played = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?;
                let at = played
                    .events
                    .iter()
                    .position(|e| matches!(e, Event::Scenario(OilEvent::DisasterRolled { .. })))?;
                let end = at
                    + played.events[at..]
                        .iter()
                        .position(|e| matches!(e, Event::TurnEnded { .. }))?;
                Some((played.events, (at, end)))
            })
            .expect("some game of 200 has a disaster");
        let (start, end) = at;
        let any = |list: &[Event<OilEvent>]| -> Vec<AnyEvent> {
            list.iter().cloned().map(AnyEvent::from).collect()
        };
        let before = AnyState::from(fold::<OilSpringsRules>(&events[..start]));
        let after = AnyState::from(fold::<OilSpringsRules>(&events[..=end]));
        let Event::TurnEnded { next, .. } = events[end] else {
            unreachable!("the command ends the turn")
        };
        let mails = notice_mails(
            &seats,
            &before,
            &after,
            &any(&events[..start]),
            &any(&events[start..=end]),
            GAME,
            "http://x",
        );
        assert_eq!(mails.len(), 3, "{mails:#?}");
        for mail in &mails {
            assert!(
                mail.body_text().contains("Disaster phase"),
                "{}",
                mail.body_text()
            );
            if mail.seat == Some(next.0) {
                assert_eq!(mail.kind, kind::YOUR_TURN);
                assert!(mail
                    .body_text()
                    .contains("The disaster track stands at 0 of 5"));
            } else {
                assert_eq!(mail.kind, kind::NEWS);
                assert!(mail.subject.starts_with("Catan: "), "{}", mail.subject);
            }
        }
    }

    /// The three seats of the Oil Springs games below.
    fn oil_seats() -> Vec<SeatRow> {
        (0..3)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect()
    }

    /// The first moment of a simulated Oil Springs game that `pick` finds
    /// in the state after an event: the state before that event, the events
    /// before it, the event and the state after it.
    fn oil_moment(
        pick: impl Fn(&crate::rules::classic::State<crate::rules::oil_springs::OilSprings>) -> bool,
    ) -> (AnyState, Vec<AnyEvent>, AnyEvent, AnyState) {
        use crate::rules::oil_springs::OilSpringsRules;
        use crate::rules::Ruleset;
        use crate::simulate::{play, Checks};
        for seed in 0..100 {
            let Ok(played) = play::<OilSpringsRules>(seed, 3, Checks::None) else {
                continue;
            };
            let mut state = AnyState::new(Ruleset::OilSprings).unwrap();
            let mut seen: Vec<AnyEvent> = Vec::new();
            for e in played.events {
                let e = AnyEvent::from(e);
                let before = state.clone();
                state.evolve(&e);
                if matches!(&state, AnyState::OilSprings(s) if pick(s)) {
                    return (before, seen, e, state);
                }
                seen.push(e);
            }
        }
        panic!("no simulated game of 100 reaches the moment");
    }

    /// Oil Springs offers trade oil too (oil-springs.txt §Trade): an offer
    /// of 2 oil for 1 ore is emailed as such, not as "nothing for 1 ore".
    #[test]
    fn an_offer_of_oil_is_emailed_with_its_oil() {
        use crate::rules::classic::{Command, Phase};
        use crate::rules::common::{Resource, Resources};
        use crate::rules::oil_springs::OilCommand;
        use crate::rules::AnyCommand;
        let (_, mut earlier, last, before) = oil_moment(|s| {
            matches!(s.phase, Phase::Main { seat } if s.scenario.oil_of(seat) >= 2)
                && s.offers.is_empty()
        });
        earlier.push(last);
        let offerer = before.waiting_for()[0];
        let to = Seat((offerer.0 + 1) % 3);
        let events = before
            .decide(
                offerer,
                AnyCommand::OilSprings(Command::Scenario(OilCommand::OfferOilTrade {
                    give: Resources::default(),
                    give_oil: 2,
                    want: Resources::of(Resource::Ore, 1),
                    want_oil: 0,
                    to: vec![to],
                })),
                &mut crate::simulate::chance_for(0),
            )
            .expect("the offer is legal");
        let mut after = before.clone();
        for e in &events {
            after.evolve(e);
        }
        let mails = notice_mails(
            &oil_seats(),
            &before,
            &after,
            &earlier,
            &events,
            GAME,
            "http://x",
        );
        let mail = mails
            .iter()
            .find(|m| m.seat == Some(to.0))
            .expect("the addressee is emailed");
        assert_eq!(mail.kind, kind::OFFER_WAITING);
        let from = ["Anna", "Ben", "Cleo"][offerer.index()];
        assert!(
            mail.body_text()
                .contains(&format!("{from} offers you 2 oil for 1 ore, and waits")),
            "{}",
            mail.body_text()
        );
        let html = mail.body_html().expect("html");
        assert!(html.contains("<strong>2 oil</strong> for <strong>1 ore</strong>"));
        assert!(
            !mail.body_text().contains("nothing"),
            "{}",
            mail.body_text()
        );
    }

    /// Oil counts as a card for the discard after a 7 and may be discarded
    /// (oil-springs.txt §Resource Production): the must-discard email of a
    /// seat holding oil says so, with its cards and oil.
    #[test]
    fn the_must_discard_email_counts_the_oil() {
        use crate::rules::classic::Phase;
        // The roller sees the discard on their page; the others are emailed.
        let (before, earlier, last, after) = oil_moment(|s| match &s.phase {
            Phase::Discard { seat, pending } => pending
                .iter()
                .any(|d| d.seat != *seat && s.scenario.oil_of(d.seat) > 0),
            _ => false,
        });
        let AnyState::OilSprings(s) = &after else {
            unreachable!("an Oil Springs game")
        };
        let Phase::Discard {
            seat: roller,
            pending,
        } = &s.phase
        else {
            unreachable!("picked in a discard")
        };
        let debt = pending
            .iter()
            .find(|d| d.seat != *roller && s.scenario.oil_of(d.seat) > 0)
            .expect("a seat with oil owes a discard");
        let (cards, oil) = (
            s.player(debt.seat).hand.total(),
            s.scenario.oil_of(debt.seat),
        );
        let mails = notice_mails(
            &oil_seats(),
            &before,
            &after,
            &earlier,
            &[last],
            GAME,
            "http://x",
        );
        let mail = mails
            .iter()
            .find(|m| m.seat == Some(debt.seat.0))
            .expect("the seat is emailed");
        assert_eq!(mail.kind, kind::MUST_DISCARD);
        let line = format!(
            "Your oil counts toward the discard: you hold {cards} resource card{} and {oil} \
             oil, {} in all, so you discard {} of them, and you may discard oil among them \
             (up to {}).",
            if cards == 1 { "" } else { "s" },
            cards + u32::from(oil),
            debt.count,
            oil.min(debt.count)
        );
        assert!(mail.body_text().contains(&line), "{}", mail.body_text());
        assert!(mail.body_html().expect("html").contains(&line));
        assert_eq!(
            mail.subject,
            format!(
                "Catan: Oil Springs with {}: a 7 was rolled, discard {} cards or oil",
                ["Ben and Cleo", "Anna and Cleo", "Anna and Ben"][usize::from(debt.seat.0)],
                debt.count
            )
        );
    }

    #[test]
    fn must_discard_email_with_oil() {
        let mail = render_with(
            NoticeKind::MustDiscard { count: 4 },
            "Anna rolled 7.",
            &MailExtras {
                discard: vec![
                    "Your oil counts toward the discard: you hold 6 resource cards and 3 oil, 9 \
                     in all, so you discard 4 of them, and you may discard oil among them (up \
                     to 3)."
                        .to_owned(),
                ],
                discard_what: Some("cards or oil".to_owned()),
                ..MailExtras::default()
            },
        );
        assert!(mail.body_text().contains("you may discard oil"));
        insta::assert_snapshot!("must_discard_oil", pinned(&mail));
    }

    #[test]
    fn reminder_email() {
        let mail = named(
            reminder(
                crate::lang::Lang::En,
                1,
                "Ben",
                "ben@example.org",
                "roll the dice",
                Duration::from_secs(26 * 3600 + 59),
                1,
                3,
            ),
            "Catan",
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
        let html = mail.body_html().unwrap();
        assert!(!html.contains("<script>"));
        assert!(html.contains("&#60;script&#62;") || html.contains("&lt;script&gt;"));
        assert!(mail.body_text().contains("<script> offers you"));
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
            for body in [&mail.body_text(), &mail.body_html().unwrap()] {
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
        assert_eq!(in_words(Lang::En, Duration::from_secs(59)), "59 seconds");
        assert_eq!(in_words(Lang::En, Duration::from_secs(300)), "5 minutes");
        assert_eq!(
            in_words(Lang::En, Duration::from_secs(3 * 3600 + 5)),
            "3 hours"
        );
        assert_eq!(
            in_words(Lang::En, Duration::from_secs(86_400 + 3600)),
            "25 hours"
        );
        assert_eq!(
            in_words(Lang::En, Duration::from_secs(3 * 86_400)),
            "3 days"
        );
    }

    #[test]
    fn durations_names_and_the_game_read_in_german() {
        let de = |secs| in_words(Lang::De, Duration::from_secs(secs));
        assert_eq!(de(1), "1 Sekunde");
        assert_eq!(de(300), "5 Minuten");
        assert_eq!(de(3 * 3600 + 5), "3 Stunden");
        assert_eq!(de(3 * 86_400), "3 Tagen");
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(and_list(Lang::De, &names(&[])), "niemand sonst");
        assert_eq!(
            and_list(Lang::De, &names(&["Anna", "Ben", "Cleo"])),
            "Anna, Ben und Cleo"
        );
        assert_eq!(
            letter::game_for(
                Lang::De,
                &crate::lang::rulesets::title(Lang::De, crate::rules::Ruleset::Frenemies),
                &names(&["Anna", "Ben", "Cleo"]),
                Some(0)
            ),
            format!(
                "{} mit Ben und Cleo",
                crate::lang::rulesets::title(Lang::De, crate::rules::Ruleset::Frenemies)
            )
        );
        let mail = reminder(
            Lang::De,
            1,
            "Ben",
            "ben@example.org",
            "würfle",
            Duration::from_secs(26 * 3600 + 59),
            1,
            3,
        );
        let text = mail.body_text();
        assert!(
            text.starts_with(
                "Hallo Ben,\n\nin deinem Catan-Spiel ist seit 26 Stunden nichts passiert. \
                 Es wartet auf dich: würfle."
            ),
            "{text}"
        );
        assert!(text.contains("Jetzt spielen: "), "{text}");
        assert!(mail.subject.contains("Erinnerung"), "{}", mail.subject);
    }

    #[test]
    fn names_are_listed_in_plain_english() {
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(and_list(Lang::En, &names(&["Anna"])), "Anna");
        assert_eq!(and_list(Lang::En, &names(&["Anna", "Ben"])), "Anna and Ben");
        assert_eq!(
            and_list(Lang::En, &names(&["Anna", "Ben", "Cleo"])),
            "Anna, Ben and Cleo"
        );
    }

    /// A Frenemies view as seat 1 sees it: Anna (seat 0) offers Ben 1 ore,
    /// with the ore `asked` back if any.
    fn frenemies_view(asked: Option<crate::rules::common::Resource>) -> FrenemiesView {
        let mut view = crate::views::frenemies::mail::tests::view();
        if let Some(gift) = view.gift.as_mut() {
            gift.asked = asked;
        }
        view
    }

    fn frenemies_names() -> Names {
        Names(vec!["Anna".into(), "Ben".into(), "Cleo".into()])
    }

    fn told_mail(seat: Seat, told: &Told) -> NewMail {
        let mail = notice_mail_told(
            crate::lang::Lang::En,
            &MailNotice {
                seat,
                kind: NoticeKind::Told {
                    headline: told.headline.clone(),
                    asks: told.asks,
                },
                summary: String::new(),
            },
            &MailExtras::default(),
            Some(told),
            "Ben",
            "ben@example.org",
            GAME,
            "https://catan.example.org",
        );
        let players = frenemies_names().0;
        let mut mail = mail;
        Letter::name_game(
            &mut mail,
            &letter::game_for(Lang::En, "Catan: Frenemies", &players, Some(seat.0)),
        );
        mail
    }

    #[test]
    fn a_gift_offered_asks_its_recipient_out_of_turn() {
        use crate::rules::common::Resource;
        use crate::rules::frenemies::FrenemiesEvent;
        use crate::views::frenemies::mail::told;
        let events = [Event::Scenario(FrenemiesEvent::GiftOffered {
            seat: Seat(0),
            to: Seat(1),
            resource: Resource::Ore,
        })];
        let view = frenemies_view(None);
        let names = frenemies_names();
        assert_eq!(
            told(&view, &events, &names, Seat(2)),
            None,
            "only the recipient"
        );
        let t = told(&view, &events, &names, Seat(1)).expect("the recipient is asked");
        assert!(t.asks);
        let mail = told_mail(Seat(1), &t);
        assert_eq!(mail.kind, kind::QUESTION);
        assert_eq!(
            mail.subject,
            "Catan: Frenemies with Anna and Cleo: Anna offers you a gift of 1 ore"
        );
        assert!(mail
            .body_text()
            .contains(&format!("Answer on your page: {SEAT_LINK}")));
        insta::assert_snapshot!("gift_offered", pinned(&mail));
    }

    #[test]
    fn the_giver_is_told_the_answer_to_the_gift() {
        use crate::rules::common::Resource;
        use crate::rules::frenemies::FrenemiesEvent;
        use crate::views::frenemies::mail::told;
        let names = frenemies_names();
        let accepted = [Event::Scenario(FrenemiesEvent::GiftAccepted {
            seat: Seat(1),
            from: Seat(0),
            resource: Resource::Ore,
        })];
        let view = frenemies_view(None);
        let t = told(&view, &accepted, &names, Seat(0)).expect("the giver is told");
        assert!(!t.asks);
        assert_eq!(t.headline, "Ben took your gift");
        assert_eq!(told(&view, &accepted, &names, Seat(1)), None);
        let mail = told_mail(Seat(0), &t);
        assert_eq!(mail.kind, kind::ANSWER);
        insta::assert_snapshot!("gift_answered", pinned(&mail));
        let asked = [Event::Scenario(FrenemiesEvent::AnotherResourceAsked {
            seat: Seat(1),
            from: Seat(0),
            resource: Resource::Wool,
        })];
        let t = told(
            &frenemies_view(Some(Resource::Wool)),
            &asked,
            &names,
            Seat(0),
        )
        .expect("the giver is asked to give or withdraw");
        assert!(t.asks);
        assert_eq!(t.headline, "Ben asks for 1 wool instead");
    }

    #[test]
    fn your_turn_email_says_which_favor_tokens_you_may_use() {
        let lines = crate::views::frenemies::mail::turn_lines(&frenemies_view(None), Seat(1));
        assert_eq!(
            lines[0],
            "You hold 3 favor tokens (1 wagon, 2 books); 2 of them you may use this turn."
        );
        assert!(lines[1].contains("Scholars"), "{lines:?}");
        assert!(
            !lines[1].contains("Traders"),
            "the wagon was earned this turn: {lines:?}"
        );
        let mail = named(
            render_with(
                NoticeKind::YourTurn {
                    todo: "roll the dice".to_owned(),
                },
                "Anna ended the turn.",
                &MailExtras {
                    turn: lines,
                    ..MailExtras::default()
                },
            ),
            "Catan: Frenemies",
        );
        insta::assert_snapshot!("your_turn_frenemies", pinned(&mail));
    }

    /// In a played Frenemies game, the command offering a gift emails its
    /// recipient (and nobody else), with the personal link.
    #[test]
    fn a_played_gift_emails_its_recipient_with_the_link() {
        use crate::rules::frenemies::{FrenemiesEvent, FrenemiesRules};
        use crate::simulate::{fold, play, Checks};
        let seats: Vec<SeatRow> = (0..3)
            .map(|s| SeatRow {
                seat: s,
                name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                email: format!("p{s}@example.org"),
                reminders: true,
                language: crate::language::Lang::En,
                time_zone: None,
            })
            .collect();
        let (events, at, to) = (0..200)
            .find_map(|seed| {
                let played = play::<FrenemiesRules>(seed, 3, Checks::None).ok()?;
                let (at, to) = played
                    .events
                    .iter()
                    .enumerate()
                    .find_map(|(i, e)| match e {
                        Event::Scenario(FrenemiesEvent::GiftOffered { to, .. }) => Some((i, *to)),
                        _ => None,
                    })?;
                Some((played.events, at, to))
            })
            .expect("some game of 200 has a gift");
        let any = |list: &[Event<crate::rules::frenemies::FrenemiesEvent>]| -> Vec<AnyEvent> {
            list.iter().cloned().map(AnyEvent::from).collect()
        };
        let before = AnyState::from(fold::<FrenemiesRules>(&events[..at]));
        let after = AnyState::from(fold::<FrenemiesRules>(&events[..=at]));
        let mails = notice_mails(
            &seats,
            &before,
            &after,
            &any(&events[..at]),
            &any(&events[at..=at]),
            GAME,
            "http://x",
        );
        assert_eq!(mails.len(), 1, "{mails:#?}");
        assert_eq!(mails[0].seat, Some(to.0));
        assert_eq!(mails[0].kind, kind::QUESTION);
        assert!(mails[0].body_text().contains(SEAT_LINK));
        assert!(
            mails[0].body_text().contains("as a gift"),
            "{}",
            mails[0].body_text()
        );
    }

    /// The classic-game emails of issue #12, end to end: a played 3-player
    /// game up to its first trading phase, then crafted events on it.
    mod one_person_writing {
        use super::*;
        use crate::rules::classic::{self, Event, Phase, State};
        use crate::rules::common::{Resources, TileId};

        fn seats() -> Vec<SeatRow> {
            (0..3)
                .map(|s| SeatRow {
                    seat: s,
                    name: ["Anna", "Ben", "Cleo"][usize::from(s)].to_owned(),
                    email: format!("p{s}@example.org"),
                    reminders: true,
                    language: crate::language::Lang::En,
                    time_zone: None,
                })
                .collect()
        }

        /// A real game at its first trading phase: the state, the events so
        /// far, and the seat whose turn it is.
        fn trading() -> (State, Vec<Event>, Seat) {
            let played =
                crate::simulate::play_classic(3, 3, crate::simulate::Checks::None).expect("a game");
            let mut state = State::default();
            let mut so_far = Vec::new();
            for e in played.events {
                classic::evolve(&mut state, &e);
                so_far.push(e);
                if let Phase::Main { seat } = state.phase {
                    if state.turn > 0 {
                        return (state, so_far, seat);
                    }
                }
            }
            panic!("the game reached no trading phase");
        }

        fn apply(state: &State, events: &[Event]) -> State {
            let mut after = state.clone();
            for e in events {
                classic::evolve(&mut after, e);
            }
            after
        }

        /// The emails one command's `events` call for.
        fn mails(state: &State, earlier: &[Event], events: &[Event]) -> Vec<NewMail> {
            let any =
                |l: &[Event]| -> Vec<AnyEvent> { l.iter().cloned().map(AnyEvent::from).collect() };
            notice_mails(
                &seats(),
                &AnyState::from(state.clone()),
                &AnyState::from(apply(state, events)),
                &any(earlier),
                &any(events),
                GAME,
                "http://x",
            )
        }

        fn to(mails: &[NewMail], seat: Seat) -> Vec<&NewMail> {
            mails.iter().filter(|m| m.seat == Some(seat.0)).collect()
        }

        fn name(seat: Seat) -> &'static str {
            ["Anna", "Ben", "Cleo"][seat.index()]
        }

        fn others(me: Seat) -> (Seat, Seat) {
            (Seat((me.0 + 1) % 3), Seat((me.0 + 2) % 3))
        }

        fn offer(from: Seat, to: Vec<Seat>) -> Event {
            Event::Table(TableEvent::TradeOffered {
                offer: 1,
                seat: from,
                give: Resources::parse("B").unwrap(),
                want: Resources::parse("G").unwrap(),
                to,
            })
        }

        /// The link itself, not the reminders page under it.
        fn links_in(body: &str) -> usize {
            body.matches(SEAT_LINK).count()
                - body
                    .matches(&format!("{SEAT_LINK}{REMINDERS_PATH}"))
                    .count()
        }

        #[test]
        fn an_accepted_offer_is_told_once_with_its_terms() {
            let (state, earlier, me) = trading();
            let (b, c) = others(me);
            let offered = apply(&state, &[offer(me, vec![b, c])]);
            let accepted = [Event::Table(TableEvent::OfferAccepted {
                offer: 1,
                seat: b,
            })];
            let sent = mails(&offered, &earlier, &accepted);
            let mine = to(&sent, me);
            assert_eq!(mine.len(), 1, "{sent:#?}");
            let text = &mine[0].body_text();
            assert!(
                text.contains(&format!(
                    "{} accepted your offer of 1 brick for 1 grain.",
                    name(b)
                )),
                "{text}"
            );
            assert_eq!(text.matches("accepted").count(), 1, "said once: {text}");
        }

        #[test]
        fn a_counter_offer_email_names_its_terms() {
            let (state, earlier, me) = trading();
            let (b, c) = others(me);
            let offered = apply(&state, &[offer(me, vec![b, c])]);
            let countered = [Event::Table(TableEvent::OfferCountered {
                offer: 1,
                seat: c,
                give: Resources::parse("BL").unwrap(),
                want: Resources::parse("G").unwrap(),
            })];
            let sent = mails(&offered, &earlier, &countered);
            let mine = to(&sent, me);
            assert_eq!(mine.len(), 1, "{sent:#?}");
            let text = &mine[0].body_text();
            assert!(
                text.contains(&format!(
                    "{} proposed other terms for your offer of 1 brick for 1 grain: you give 1 \
                     brick, 1 lumber for 1 grain.",
                    name(c)
                )),
                "{text}"
            );
            assert!(text.contains("Confirm the trade on these terms"), "{text}");
            assert_eq!(text.matches("proposed other terms").count(), 1, "{text}");
        }

        #[test]
        fn an_offer_closed_unanswered_is_told_to_those_who_had_not_answered() {
            let (state, earlier, me) = trading();
            let (b, c) = others(me);
            let open = [
                offer(me, vec![b, c]),
                Event::Table(TableEvent::OfferRejected { offer: 1, seat: b }),
            ];
            let offered = apply(&state, &open);
            let earlier: Vec<Event> = earlier.iter().chain(&open).cloned().collect();
            let sent = mails(
                &offered,
                &earlier,
                &[Event::Table(TableEvent::OfferWithdrawn {
                    offer: 1,
                    seat: me,
                })],
            );
            assert!(to(&sent, b).is_empty(), "Ben answered: {sent:#?}");
            assert!(to(&sent, me).is_empty(), "the one who withdrew: {sent:#?}");
            let cleo = to(&sent, c);
            assert_eq!(cleo.len(), 1, "{sent:#?}");
            assert_eq!(cleo[0].kind, kind::OFFER_CLOSED);
            assert!(
                cleo[0].body_text().contains(&format!(
                    "{}'s offer to you, 1 brick for your 1 grain, is closed: it needs no answer",
                    name(me)
                )),
                "{}",
                cleo[0].body_text()
            );
            assert_eq!(links_in(&cleo[0].body_text()), 1);
        }

        #[test]
        fn an_offer_closed_by_the_end_of_the_turn_folds_into_the_turn_email() {
            let (state, earlier, me) = trading();
            let (next, last) = others(me);
            let offered = apply(&state, &[offer(me, vec![next, last])]);
            let ended = [Event::TurnEnded { seat: me, next }];
            let sent = mails(&offered, &earlier, &ended);
            let turn = to(&sent, next);
            assert_eq!(turn.len(), 1, "one email a seat: {sent:#?}");
            assert_eq!(turn[0].kind, kind::YOUR_TURN);
            assert!(
                turn[0].body_text().contains("is closed"),
                "{}",
                turn[0].body_text()
            );
            let closed = to(&sent, last);
            assert_eq!(closed.len(), 1, "{sent:#?}");
            assert_eq!(closed[0].kind, kind::OFFER_CLOSED);
            assert!(to(&sent, me).is_empty());
        }

        #[test]
        fn your_turn_is_said_once_and_the_robber_line_names_the_hex() {
            let (state, earlier, me) = trading();
            let (next, _) = others(me);
            let tile = TileId(0);
            let hex = crate::views::classic::narrate::tile(&state.board, tile);
            let moved = [Event::RobberMoved { seat: me, tile }];
            let at = apply(&state, &moved);
            let earlier: Vec<Event> = earlier.iter().chain(&moved).cloned().collect();
            let sent = mails(&at, &earlier, &[Event::TurnEnded { seat: me, next }]);
            let text = &to(&sent, next)[0].body_text();
            assert!(
                text.contains(&format!("moved the robber to {hex}")),
                "{text}"
            );
            assert_eq!(
                text.to_lowercase().matches("your turn").count(),
                1,
                "{text}"
            );
            assert_eq!(links_in(text), 1, "{text}");
        }

        #[test]
        fn every_email_gives_the_link_once_in_its_text() {
            let kinds = [
                NoticeKind::YourTurn {
                    todo: "roll the dice".to_owned(),
                },
                NoticeKind::MustDiscard { count: 4 },
                NoticeKind::OfferAnswered {
                    by: "Cleo".to_owned(),
                    answer: "refused".to_owned(),
                    accepted: false,
                    terms: "1 brick for 1 ore".to_owned(),
                    counter: None,
                },
                NoticeKind::OfferClosed {
                    lines: vec!["Anna's offer to you is closed.".to_owned()],
                },
                NoticeKind::News {
                    headline: "Disaster".to_owned(),
                },
                NoticeKind::GameOver {
                    winner: Some("Anna".to_owned()),
                    you_won: false,
                    points: Some(10),
                    standings: Vec::new(),
                },
            ];
            for kind in kinds {
                let mail = render(kind, "Anna rolled 6.");
                assert_eq!(links_in(&mail.body_text()), 1, "{}", mail.body_text());
            }
            let remind = reminder(
                crate::lang::Lang::En,
                1,
                "Ben",
                "b@x",
                "roll the dice",
                Duration::from_secs(90_000),
                1,
                3,
            );
            assert_eq!(links_in(&remind.body_text()), 1, "{}", remind.body_text());
            let paused = crate::mail::attendance::attendance(
                crate::lang::Lang::En,
                crate::game::mail_writer::AttendanceNews::Paused,
                1,
                "Ben",
                "b@x",
                |s| format!("Player {}", s.0 + 1),
            );
            assert_eq!(links_in(&paused.body_text()), 1, "{}", paused.body_text());
        }

        #[test]
        fn a_new_keep_after_count_is_told_to_every_seat_in_the_attendance_voice() {
            let mail = crate::mail::attendance::attendance(
                crate::lang::Lang::En,
                crate::game::mail_writer::AttendanceNews::KeepAfterSet { missed: 2 },
                1,
                "Ben",
                "ben@example.org",
                |s| format!("Player {}", s.0 + 1),
            );
            insta::assert_snapshot!("keep_after_set", pinned(&mail));
        }

        #[test]
        fn an_invitation_sent_again_mid_game_says_where_the_game_stands() {
            let invite = |resent| {
                invitation(&Invitation {
                    lang: crate::lang::Lang::En,
                    game_id: GAME,
                    seat: 1,
                    seat_name: "Ben".to_owned(),
                    email: "ben@example.org".to_owned(),
                    players: ["Anna", "Ben", "Cleo"].map(String::from).to_vec(),
                    ruleset_name: "Catan".to_owned(),
                    start: None,
                    host_rewinds_alone: false,
                    resent,
                })
            };
            let waiting = invite(Some(Standing {
                over: false,
                todo: None,
            }));
            let html = waiting.body_html().unwrap();
            for body in [waiting.body_text().as_str(), &html] {
                assert!(!body.contains("when it is your turn"), "{body}");
                assert!(body.contains("The game is under way"), "{body}");
            }
            let yours = invite(Some(Standing {
                over: false,
                todo: Some("roll the dice".to_owned()),
            }));
            assert!(
                yours
                    .body_text()
                    .contains("The game is under way and waits for you: roll the dice."),
                "{}",
                yours.body_text()
            );
            assert!(!yours.body_text().contains("first settlement"));
            let over = invite(Some(Standing {
                over: true,
                todo: None,
            }));
            assert!(
                over.body_text().contains("The game is over"),
                "{}",
                over.body_text()
            );
        }
    }

    /// A whole random game of `R` up to its last command: the states
    /// before and after it, the events before it (the latest few) and its
    /// own, as the mail writer is handed them.
    fn last_move<R: crate::rules::Rules>(
        seed: u64,
        players: u8,
    ) -> (AnyState, AnyState, Vec<AnyEvent>, Vec<AnyEvent>)
    where
        AnyState: From<R::State>,
        AnyEvent: From<R::Event>,
    {
        use crate::simulate::{chance_for, record, Checks};
        let rec = record::<R>(seed, players, Checks::None).expect("a game");
        let mut chance = chance_for(seed);
        let mut state = R::State::default();
        let mut events = R::create(&rec.options, &mut chance).expect("created");
        for e in &events {
            R::evolve(&mut state, e);
        }
        let ((seat, last), rest) = rec.commands.split_last().expect("commands");
        for (s, c) in rest {
            let new = R::decide(&state, *s, c.clone(), &mut chance).expect("replayed");
            for e in &new {
                R::evolve(&mut state, e);
            }
            events.extend(new);
        }
        let before = state.clone();
        let new = R::decide(&state, *seat, last.clone(), &mut chance).expect("replayed");
        for e in &new {
            R::evolve(&mut state, e);
        }
        assert!(
            R::status(&state).is_over(),
            "the last command ends the game"
        );
        let earlier = events[events.len().saturating_sub(30)..]
            .iter()
            .cloned()
            .map(AnyEvent::from)
            .collect();
        (
            before.into(),
            state.into(),
            earlier,
            new.into_iter().map(AnyEvent::from).collect(),
        )
    }

    /// Issue #35: every ruleset's game-over email opens by naming who won
    /// (never with "Rolls of 2 and 5."), lists the final standings winner
    /// first with each seat's points by source, and links the history.
    #[test]
    fn every_rulesets_game_over_email_names_the_winner_lists_the_standings_and_links_the_history() {
        use crate::rules::baden_wuerttemberg::BadenWuerttemberg;
        use crate::rules::classic::Classic;
        use crate::rules::frenemies::FrenemiesRules;
        use crate::rules::oil_springs::OilSpringsRules;
        use crate::rules::Status;
        let names = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"];
        let games = [
            (4, last_move::<Classic>(1, 4)),
            (6, last_move::<Classic>(2, 6)),
            (4, last_move::<FrenemiesRules>(4, 4)),
            (3, last_move::<OilSpringsRules>(5, 3)),
            (4, last_move::<BadenWuerttemberg>(8, 4)),
        ];
        for (players, (before, after, earlier, events)) in games {
            let seats: Vec<SeatRow> = (0..players)
                .map(|s| SeatRow {
                    seat: s,
                    name: names[usize::from(s)].to_owned(),
                    email: format!("p{s}@example.org"),
                    reminders: true,
                    language: crate::language::Lang::En,
                    time_zone: None,
                })
                .collect();
            let mails = notice_mails(
                &seats,
                &before,
                &after,
                &earlier,
                &events,
                GAME,
                "https://catan.example.org",
            );
            let over: Vec<&NewMail> = mails.iter().filter(|m| m.kind == kind::GAME_OVER).collect();
            let ruleset = after.ruleset().name();
            assert_eq!(
                over.len(),
                usize::from(players),
                "{ruleset}: everyone is told"
            );
            let winner = match after.status() {
                Status::Finished(w) => w,
                other => panic!("{ruleset}: {other:?}"),
            };
            for mail in over {
                let text = mail.body_text();
                assert!(
                    text.contains(&format!("https://catan.example.org/games/{GAME}/history")),
                    "{ruleset} links the history: {text}"
                );
                let opening = text.lines().nth(2).expect("a first line");
                assert!(
                    opening.starts_with("The game is over") || opening.starts_with("You won"),
                    "{ruleset} opens with the result: {text}"
                );
                assert!(text.contains("Final standings:"), "{ruleset}: {text}");
                let first = text
                    .lines()
                    .find(|l| l.starts_with("1. "))
                    .expect("a first place");
                if let Some(w) = winner {
                    assert!(
                        first.starts_with(&format!("1. {}, winner: ", names[w.index()])),
                        "{ruleset}: {first}"
                    );
                }
                assert_eq!(
                    text.lines()
                        .filter(|l| l.len() > 3
                            && l.as_bytes()[0].is_ascii_digit()
                            && l[1..].starts_with(". "))
                        .count(),
                    usize::from(players),
                    "{ruleset}: one line a seat: {text}"
                );
            }
        }
    }
}
