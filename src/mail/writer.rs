//! The server's [`MailWriter`]: the game service's changes turned into the
//! letters of [`messages`], with the lines that open them (the stand-in's
//! move, the seat's preference, the deadline) and the seat's choices as
//! their fields. It decides only which message goes to whom; the wording
//! stays in `messages` and the templates.

use super::letter::{Content, Letter};
use super::messages::{self, Invitation, Standing};
use crate::game::mail_writer::{CommandFacts, LinksFacts, ReplyAnswer, ReplyReading, RewindFacts};
use crate::game::outbox::NewMail;
use crate::game::service::InvitationFacts;
use crate::game::{GameMeta, MailWriter};
use crate::lang::letter::LetterWords as W;
use crate::lang::Lang;
use crate::rules::{AnyEvent, AnyState, Seat, Viewer};
use crate::views::present;
use std::time::SystemTime;

/// Writes the real emails; links point under `base_url`.
#[derive(Debug, Clone)]
pub struct EmailWriter {
    base_url: String,
    /// Replies are read (`MAIL_REPLY_TO` is set): the emails say to reply.
    replies: bool,
}

impl EmailWriter {
    /// A writer whose links point under `base_url`.
    pub fn new(base_url: String) -> Self {
        EmailWriter {
            base_url,
            replies: false,
        }
    }

    /// The same writer telling seats that a reply with a choice's code
    /// makes the move (when the server reads replies).
    pub fn with_replies(mut self, on: bool) -> Self {
        self.replies = on;
        self
    }
}

/// The kinds of email that ask their seat for a decision, and so list its
/// choices.
const ASKING: [&str; 9] = [
    super::kind::INVITATION,
    super::kind::YOUR_TURN,
    super::kind::MUST_DISCARD,
    super::kind::OFFER_WAITING,
    super::kind::OFFER_ANSWERED,
    super::kind::QUESTION,
    super::kind::REMINDER,
    super::kind::REPLY_ANSWER,
    super::kind::REWOUND,
];

impl EmailWriter {
    /// Lists the choices of the seat that `mail` asks, if `state` waits for
    /// it, and binds the email to `version`; such an email, and the one
    /// that tells the game is over, carries the seat's board as a picture,
    /// the moves since the seat's own among the game's `recent` events
    /// (oldest first) marked on it.
    pub fn add_choices(
        &self,
        names: &crate::rules::Names,
        state: &AnyState,
        version: u64,
        recent: &[AnyEvent],
        mail: &mut NewMail,
    ) {
        let mut draft = match Draft::of(std::mem::take(mail)) {
            Ok(d) => d,
            Err(m) => {
                *mail = *m;
                return;
            }
        };
        self.complete(names, state, version, recent, &[], true, &mut draft);
        *mail = draft.done();
    }

    /// Completes the letter of `draft` for its seat in `state`: its board
    /// as a picture (unless it carries one) when it asks the seat for a
    /// decision or tells that the game is over, the moves since the seat's
    /// own among `earlier` and `events` (oldest first) marked on it; and,
    /// when it asks and `choices`, the seat's choices, bound to `version`
    /// for a reply. The seat's view and legal commands are worked out once
    /// for both.
    #[expect(clippy::too_many_arguments, reason = "draft facts")]
    fn complete(
        &self,
        names: &crate::rules::Names,
        state: &AnyState,
        version: u64,
        earlier: &[AnyEvent],
        events: &[AnyEvent],
        choices: bool,
        draft: &mut Draft,
    ) {
        let Some(seat) = draft.mail.seat.map(Seat) else {
            return;
        };
        let kind = draft.mail.kind.as_str();
        let asks = ASKING.contains(&kind) && state.waiting_for().contains(&seat);
        let drawn = (asks || kind == super::kind::GAME_OVER) && draft.letter.picture.is_none();
        let listed = asks && choices;
        if !drawn && !listed {
            return;
        }
        let view = state.view(Viewer::Seat(seat));
        let legal = state.legal_commands(seat);
        if drawn {
            // The marked moves as everyone may know them.
            let last: Vec<AnyEvent> = since_acted(earlier, events, seat)
                .iter()
                .map(|e| e.redacted_for(Viewer::Spectator))
                .collect();
            draft.letter.picture = Some(present::mail_board(
                draft.letter.lang,
                &view,
                &legal,
                &last,
                names,
            ));
        }
        if !listed {
            return;
        }
        let choices = present::choices(draft.letter.lang, &view, &legal, names);
        if let Some(block) =
            super::choices::ChoicesBlock::new(draft.letter.lang, &choices, self.replies)
        {
            draft.letter.choices = Some(block);
            draft.mail.reply_version = Some(version);
        }
    }
}

/// An email being written: its outbox row, and its letter kept as a letter
/// while it is written, put into the row once, when it is done.
struct Draft {
    mail: NewMail,
    letter: Letter,
}

impl Draft {
    /// The draft of `mail` (`Err`: it carries no letter, and is as it is).
    fn of(mail: NewMail) -> Result<Draft, Box<NewMail>> {
        match Letter::from_value(&mail.letter) {
            Ok(letter) => Ok(Draft { mail, letter }),
            Err(_) => Err(Box::new(mail)),
        }
    }

    /// The outbox row, its letter as written.
    fn done(mut self) -> NewMail {
        self.mail.letter = self.letter.to_value();
        self.mail
    }
}

/// How many of the last events an email's picture marks at most.
const LAST_MOVES: usize = 24;

/// The moves since `seat` last acted, among the game's recent events
/// `earlier` and a command's `events` (oldest first): the last
/// [`LAST_MOVES`] at most.
fn since_acted(earlier: &[AnyEvent], events: &[AnyEvent], seat: Seat) -> Vec<AnyEvent> {
    let mut last: Vec<AnyEvent> = earlier
        .iter()
        .chain(events)
        .rev()
        .take_while(|e| e.seat() != Some(seat))
        .take(LAST_MOVES)
        .cloned()
        .collect();
    last.reverse();
    last
}

/// The invitation the facts describe.
fn invitation_of(f: &InvitationFacts<'_>) -> Invitation {
    let seat = Seat(f.seat);
    // What the game waits for from the seat, in its ruleset's words: a
    // Baden-Württemberg game starts with a roll, a classic one with a
    // settlement.
    let todo = f
        .state
        .waiting_for()
        .contains(&seat)
        .then(|| crate::views::present::todo_for(f.lang, f.state, seat));
    Invitation {
        game_id: f.game_id,
        seat: f.seat,
        seat_name: f.name.to_owned(),
        email: f.email.to_owned(),
        players: f.players.to_vec(),
        ruleset_name: crate::lang::rulesets::title(f.lang, f.ruleset),
        start: if f.resent { None } else { todo.clone() },
        host_rewinds_alone: f.host_rewinds_alone,
        lang: f.lang,
        resent: f.resent.then(|| Standing {
            over: f.state.status().is_over(),
            todo,
        }),
    }
}

impl MailWriter for EmailWriter {
    /// Invitations with the seat's personal link.
    fn invitation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail> {
        Some(messages::invitation(&invitation_of(facts)))
    }

    /// The email asking a new game's host to start it, with the host link.
    fn host_confirmation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail> {
        Some(messages::host_confirmation(&invitation_of(facts)))
    }

    fn links(&self, facts: &LinksFacts<'_>) -> Option<NewMail> {
        Some(super::links::links_mail(facts))
    }

    /// The notices a command's events call for (none to seats without an
    /// address, such as those of an imported game), each letter written
    /// once: the deadline, the moves the seats' preferences and the
    /// stand-in made, the seat's board and its choices; and the answer to
    /// the seat whose reply made the command, when the game still waits
    /// for it and no notice asks it.
    fn after_command(&self, facts: &CommandFacts<'_>) -> Vec<NewMail> {
        let meta = facts.meta;
        let names = meta.names();
        let mut drafts: Vec<Draft> = messages::notice_mails(
            &meta.seats,
            facts.before,
            facts.after,
            facts.earlier,
            facts.events,
            meta.id,
            &self.base_url,
        )
        .into_iter()
        .filter(|m| !m.recipient.is_empty())
        .filter_map(|m| Draft::of(m).ok())
        .collect();
        if meta.special_building == crate::game::SpecialBuilding::Plans
            && facts.after.public_turn(Seat(0)).special_phase
        {
            // The plan is reachable from the email that asks for a turn.
            for draft in &mut drafts {
                if let Content::YourTurn(turn) = &mut draft.letter.content {
                    turn.plans = true;
                }
            }
        }
        if let Some((until, zone)) = facts.until {
            // "Your move" emails (a turn, a discard, an offer) name the
            // deadline.
            for draft in drafts.iter_mut().filter(|d| {
                [
                    super::kind::YOUR_TURN,
                    super::kind::MUST_DISCARD,
                    super::kind::OFFER_WAITING,
                ]
                .contains(&d.mail.kind.as_str())
            }) {
                let lang = draft.letter.lang;
                let zone = match draft.mail.seat {
                    Some(seat) => facts.meta.zone_for(Seat(seat), zone),
                    None => zone.clone(),
                };
                let when = crate::views::time::until_said(lang, until, SystemTime::now(), &zone);
                draft.letter.open_with(lang.say(W::Deadline { when }));
            }
        }
        for (seat, caused) in facts.preferred {
            // The seat's own emails open with the move its preference made,
            // in words (its roll), so that it learns what it brought.
            for draft in drafts.iter_mut().filter(|d| d.mail.seat == Some(seat.0)) {
                let lang = draft.letter.lang;
                if let Some(line) = preference_line(lang, &names, facts.after, *seat, caused) {
                    draft.letter.open_with(line);
                }
            }
        }
        if let Some(seat) = facts.stand_in {
            // Each email opens with the news that the stand-in decided for
            // the seat whose deadline passed.
            for draft in &mut drafts {
                let line = stand_in_line(draft.letter.lang, meta.name(seat));
                draft.letter.open_with(line);
            }
        }
        for draft in &mut drafts {
            self.complete(
                &names,
                facts.after,
                facts.version,
                facts.earlier,
                facts.events,
                true,
                draft,
            );
        }
        if let Some((seat, own)) = facts.reply {
            let asked = drafts.iter().any(|d| {
                d.mail.seat == Some(seat.0) && d.mail.reply_version == Some(facts.version)
            });
            if !asked && facts.after.waiting_for().contains(&seat) {
                if let Some(mut draft) = super::receive::moved_mail(meta, facts.after, seat, own)
                    .and_then(|m| Draft::of(m).ok())
                {
                    self.complete(
                        &names,
                        facts.after,
                        facts.version,
                        facts.earlier,
                        facts.events,
                        true,
                        &mut draft,
                    );
                    drafts.push(draft);
                }
            }
        }
        drafts.into_iter().map(Draft::done).collect()
    }

    /// Every seat with an address is asked, with the moves the rewind
    /// would undo as it may know them, and two codes to answer by reply.
    fn rewind_proposed(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        rewind: &RewindFacts<'_>,
        reason: &str,
        version: u64,
    ) -> Vec<NewMail> {
        meta.seats
            .iter()
            .filter(|s| !s.email.is_empty())
            .map(|s| {
                let mut m = super::rewound::proposed(
                    meta,
                    state,
                    rewind,
                    reason,
                    Seat(s.seat),
                    &s.name,
                    &s.email,
                    version,
                    self.replies,
                );
                messages::name_game(meta, &mut m);
                m
            })
            .collect()
    }

    /// One email to every seat with an address, whatever the rewind
    /// changed for it: what was undone, the email it withdraws, and what
    /// the game now waits for (the seat's choices, where it waits for the
    /// seat: they are added at the rewind's version, with the picture).
    fn after_rewind(
        &self,
        meta: &GameMeta,
        before: &AnyState,
        after: &AnyState,
        recent: &[AnyEvent],
        rewind: &RewindFacts<'_>,
    ) -> Vec<NewMail> {
        let names = meta.names();
        meta.seats
            .iter()
            .filter(|s| !s.email.is_empty())
            .map(|s| {
                let seat = Seat(s.seat);
                let mut mail =
                    super::rewound::rewound(meta, before, after, rewind, seat, &s.name, &s.email);
                messages::name_game(meta, &mut mail);
                match Draft::of(mail) {
                    Ok(mut draft) => {
                        // Its choices are added at the rewind's version.
                        self.complete(&names, after, 0, recent, &[], false, &mut draft);
                        draft.done()
                    }
                    Err(mail) => *mail,
                }
            })
            .collect()
    }

    fn ask_choices(
        &self,
        names: &crate::rules::Names,
        state: &AnyState,
        version: u64,
        recent: &[AnyEvent],
        mails: &mut [NewMail],
    ) {
        for mail in mails {
            self.add_choices(names, state, version, recent, mail);
        }
    }

    /// Every seat with an address hears of the change.
    fn attendance(
        &self,
        meta: &GameMeta,
        news: crate::game::mail_writer::AttendanceNews,
    ) -> Vec<NewMail> {
        meta.seats
            .iter()
            .filter(|s| !s.email.is_empty())
            .map(|s| {
                let mut mail = super::attendance::attendance(
                    s.language,
                    news,
                    s.seat,
                    &s.name,
                    &s.email,
                    |seat| meta.name(seat).to_owned(),
                );
                messages::name_game(meta, &mut mail);
                mail
            })
            .collect()
    }

    fn read_reply(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        seat: Seat,
        line: &str,
        rewind_to: Option<u64>,
    ) -> ReplyReading {
        super::receive::read_reply(meta, state, seat, line, rewind_to)
    }

    fn reply_answer(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        version: u64,
        recent: &[AnyEvent],
        seat: Seat,
        why: &ReplyAnswer,
        limited: Option<(SystemTime, crate::history::quiet::LocalZone)>,
    ) -> Option<NewMail> {
        self.reply_answer_mail(meta, state, version, recent, seat, why, limited)
    }

    fn reminder(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        seat: Seat,
        waited: std::time::Duration,
        number: u32,
        max: u32,
    ) -> Option<NewMail> {
        let row = meta.seats.iter().find(|s| s.seat == seat.0)?;
        if row.email.is_empty() {
            return None;
        }
        let todo = crate::views::present::todo_for(row.language, state, seat);
        let mut mail = messages::reminder(
            row.language,
            seat.0,
            &row.name,
            &row.email,
            &todo,
            waited,
            number,
            max,
        );
        messages::name_game(meta, &mut mail);
        Some(mail)
    }

    /// A reminder that names the deadline.
    fn deadline_warning(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        seat: Seat,
        waited: std::time::Duration,
        until: SystemTime,
        zone: &crate::history::quiet::LocalZone,
    ) -> Option<NewMail> {
        let row = meta.seats.iter().find(|s| s.seat == seat.0)?;
        if row.email.is_empty() {
            return None;
        }
        let lang = row.language;
        let when = crate::views::time::until_said(lang, until, SystemTime::now(), zone);
        let todo = lang.say(W::TodoUntil {
            todo: crate::views::present::todo_for(lang, state, seat),
            when: when.clone(),
        });
        let mut mail = messages::reminder(
            row.language,
            seat.0,
            &row.name,
            &row.email,
            &todo,
            waited,
            1,
            1,
        );
        messages::name_game(meta, &mut mail);
        super::kind::DEADLINE_WARNING.clone_into(&mut mail.kind);
        mail.subject = lang.say(W::UntilSubject {
            when,
            subject: mail.subject.clone(),
        });
        Some(mail)
    }
}

/// What `seat`'s preference made for it, among the `events` its command
/// caused in the game that is now `state`, in words for the seat (`None`:
/// nothing of its own).
fn preference_line(
    lang: Lang,
    names: &crate::rules::Names,
    state: &AnyState,
    seat: Seat,
    events: &[AnyEvent],
) -> Option<String> {
    let view = state.view(Viewer::Spectator);
    let board = present::board_of(&view);
    let said: Vec<String> = events
        .iter()
        .filter(|e| e.seat() == Some(seat))
        .map(|e| present::narrate_event(lang, &e.redacted_for(Viewer::Seat(seat)), names, board))
        .collect();
    if said.is_empty() {
        return None;
    }
    Some(lang.say(W::Preference {
        moves: said.join(" "),
    }))
}

/// The sentence, in `lang`, telling that the stand-in decided for `name`.
pub fn stand_in_line(lang: Lang, name: &str) -> String {
    lang.say(W::StandIn {
        name: name.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::RngChance;
    use crate::rules::{BoardKind, GameOptions, Ruleset};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// The first invitation of every seat of a new game of `ruleset`.
    fn invitations(ruleset: Ruleset, variable_founding: bool) -> Vec<(bool, String)> {
        let mut chance = RngChance(SmallRng::seed_from_u64(5));
        let options = GameOptions {
            variable_founding,
            ..GameOptions::new(ruleset, 3, BoardKind::Beginner)
        };
        let events = AnyState::create(&options, &mut chance).expect("a new game");
        let state = AnyState::fold(ruleset, &events).expect("its state");
        let players: Vec<String> = ["Anna", "Ben", "Cleo"].map(String::from).to_vec();
        (0..3u8)
            .map(|seat| {
                let facts = InvitationFacts {
                    lang: crate::lang::Lang::En,
                    game_id: uuid::Uuid::nil(),
                    seat,
                    name: &players[usize::from(seat)],
                    email: "someone@example.org",
                    players: &players,
                    ruleset,
                    state: &state,
                    host_rewinds_alone: false,
                    resent: false,
                };
                let mail = EmailWriter::new("http://catan.test".to_owned())
                    .invitation(&facts)
                    .expect("an invitation");
                let first = state.waiting_for().contains(&Seat(seat));
                (first, super::super::letter::preview(&mail).text)
            })
            .collect()
    }

    #[test]
    fn the_stand_in_line_reads_in_the_recipient_s_language() {
        assert_eq!(
            stand_in_line(Lang::En, "Bert"),
            "Bert's time ran out, so the stand-in made this move for Bert."
        );
        assert_eq!(
            stand_in_line(Lang::De, "Bert"),
            "Die Zeit von Bert ist abgelaufen, also hat der Vertreter diesen Zug für Bert gemacht."
        );
    }

    #[test]
    fn the_first_invitation_says_what_each_ruleset_waits_for_and_baden_wuerttemberg_never_a_settlement(
    ) {
        // baden-wuerttemberg.txt §Setup: the town halls stand on the cost
        // cards' towns and the first player rolls; with the variable
        // founding (last page) the first player founds a town hall.
        let cases = [
            (
                Ruleset::BadenWuerttemberg,
                false,
                "You start: roll the dice for the yields.",
            ),
            (
                Ruleset::BadenWuerttemberg,
                true,
                "You start: found your town hall of round 1 on a free town field.",
            ),
            (
                Ruleset::Classic,
                false,
                "You start: place your first settlement.",
            ),
            (
                Ruleset::Frenemies,
                false,
                "You start: place your first settlement.",
            ),
            (
                Ruleset::OilSprings,
                false,
                "You start: place your first settlement.",
            ),
        ];
        for (ruleset, variable, start) in cases {
            let mails = invitations(ruleset, variable);
            assert_eq!(mails.iter().filter(|(first, _)| *first).count(), 1);
            for (first, body) in mails {
                if first {
                    assert!(body.contains(start), "{ruleset:?}: {body}");
                } else {
                    assert!(
                        body.contains("We will email you when it is your turn"),
                        "{body}"
                    );
                }
                if ruleset == Ruleset::BadenWuerttemberg {
                    assert!(!body.contains("settlement"), "{body}");
                }
            }
        }
    }
}
