//! The mail seam: what the service asks for when a game changes (a game
//! created or started, a command applied, a rewind proposed or carried
//! out), answered as outbox rows queued in the same transaction, and the
//! email a person asks for that sends them the links of their games. The
//! wording lives in the `mail` layer above, which implements
//! [`MailWriter`]; this layer only names the moments. A service built
//! without one queues no mail ([`NoMail`]).

use super::meta::GameMeta;
use super::service::{Invalid, InvitationFacts};
use crate::rules::{AnyCommand, AnyEvent, AnyState, Names, RuleError, Seat};
use crate::store::NewMail;
use std::fmt;
use std::time::SystemTime;

/// Turns a change of a game into the emails it calls for. Handed to the
/// service once, when it is built ([`super::GameService::with_mail`]).
pub trait MailWriter: Send + Sync + fmt::Debug {
    /// The invitation of one seat, with its personal link (`None`: no email).
    fn invitation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail>;

    /// The email asking a new game's host (the seat in `facts`) to start it.
    fn host_confirmation(&self, facts: &InvitationFacts<'_>) -> Option<NewMail>;

    /// Every email a command calls for (its facts: [`CommandFacts`]),
    /// each written once and complete: what happened, the deadline, the
    /// moves made for seats, the seat's board and its choices.
    fn after_command(&self, facts: &CommandFacts<'_>) -> Vec<NewMail>;

    /// The emails asking every seat about the host's proposal (`rewind`)
    /// in the game that is `state`, each answerable by reply at `version`
    /// (the game's once the proposal is appended).
    fn rewind_proposed(
        &self,
        meta: &GameMeta,
        state: &AnyState,
        rewind: &RewindFacts<'_>,
        reason: &str,
        version: u64,
    ) -> Vec<NewMail>;

    /// The emails a rewind (`rewind`) calls for, one to every seat: the
    /// game went from `before` back to `after`, and may now wait for other
    /// seats; `recent` are the last events in effect at `after`, oldest
    /// first, whose moves since a seat's own its picture marks.
    fn after_rewind(
        &self,
        meta: &GameMeta,
        before: &AnyState,
        after: &AnyState,
        recent: &[AnyEvent],
        rewind: &RewindFacts<'_>,
    ) -> Vec<NewMail>;

    /// Adds to each email among `mails` that asks its seat for a decision
    /// in `state` (at `version`) the seat's choices with codes, and binds
    /// it to `version` for a reply; `recent` are the game's latest events,
    /// oldest first, whose moves since the seat's own its picture marks.
    fn ask_choices(
        &self,
        _names: &Names,
        _state: &AnyState,
        _version: u64,
        _recent: &[AnyEvent],
        _mails: &mut [NewMail],
    ) {
    }

    /// The email warning `seat`, which `state` awaits, that the stand-in
    /// decides for it at `until`, told on the clock `zone` (the game's quiet
    /// hours'); it
    /// has waited `waited` (`None`: no email).
    fn deadline_warning(
        &self,
        _meta: &GameMeta,
        _state: &AnyState,
        _seat: Seat,
        _waited: std::time::Duration,
        _until: SystemTime,
        _zone: &crate::history::quiet::LocalZone,
    ) -> Option<NewMail> {
        None
    }

    /// Reminder `number` of `max` to `seat`, which `state` awaits: the
    /// game has waited `waited` (`None`: no email).
    fn reminder(
        &self,
        _meta: &GameMeta,
        _state: &AnyState,
        _seat: Seat,
        _waited: std::time::Duration,
        _number: u32,
        _max: u32,
    ) -> Option<NewMail> {
        None
    }

    /// The emails telling every seat of `news` (`None`: none).
    fn attendance(&self, _meta: &GameMeta, _news: AttendanceNews) -> Vec<NewMail> {
        Vec::new()
    }

    /// What the first `line` of a reply by `seat` says in the game that is
    /// `state`: the one of the seat's choices it names, or (`rewind_to`:
    /// the open proposal rewinds to just after that event) an answer to
    /// the proposal. A service without mail reads nothing.
    fn read_reply(
        &self,
        _meta: &GameMeta,
        _state: &AnyState,
        _seat: Seat,
        _line: &str,
        _rewind_to: Option<u64>,
    ) -> ReplyReading {
        ReplyReading::Nothing
    }

    /// The one email that sends a person (`facts.email`) the links of
    /// every game they play, asked for on the front page (`None`: no
    /// email). The links themselves are not in it: the mail worker puts
    /// them in when it sends it, so that the outbox holds none.
    fn links(&self, _facts: &LinksFacts<'_>) -> Option<NewMail> {
        None
    }

    /// The email answering a reply of `seat` that made no move (`why`),
    /// with the seat's choices in `state` at `version`, the moves since its
    /// own among `recent` marked on its picture; `limited`: the last answer
    /// until then, told at that many minutes from UTC (`None`: no email).
    #[expect(
        clippy::too_many_arguments,
        reason = "one answer is all these facts of one reply"
    )]
    fn reply_answer(
        &self,
        _meta: &GameMeta,
        _state: &AnyState,
        _version: u64,
        _recent: &[AnyEvent],
        _seat: Seat,
        _why: &ReplyAnswer,
        _limited: Option<(SystemTime, crate::history::quiet::LocalZone)>,
    ) -> Option<NewMail> {
        None
    }
}

/// What a reply's first line says, as its seat's choices read it.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplyReading {
    /// One choice: its command; `lasting` when it means the same whatever
    /// other seats did since the email was written (a discard names its
    /// cards).
    Move { command: AnyCommand, lasting: bool },
    /// An answer to the open rewind proposal: agreed, or refused.
    Rewind(bool),
    /// Two or more different choices: their codes and words, in the order
    /// named.
    Ambiguous(Vec<(String, String)>),
    /// None of the choices.
    Nothing,
}

/// Why a reply was answered rather than acted on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyAnswer {
    /// The game moved on since the email was written.
    MovedOn,
    /// The first line names none of the choices.
    NotAChoice,
    /// The first line names two or more different choices: their codes
    /// and words, in the order named.
    Ambiguous(Vec<(String, String)>),
    /// The rules refused the move.
    Rule(RuleError),
    /// The service refused it: why, as a fact.
    Refused(Invalid),
    /// The game waits for its host to start it.
    NotStarted,
    /// The game was never started by its host and has expired.
    Expired,
}

/// A command as the emails it calls for see it: the one context the mail
/// seam is given for it, once.
#[derive(Debug, Clone, Copy)]
pub struct CommandFacts<'a> {
    pub meta: &'a GameMeta,
    /// The game before the command, and after everything it appends.
    pub before: &'a AnyState,
    pub after: &'a AnyState,
    /// The game's recent events before the command, oldest first.
    pub earlier: &'a [AnyEvent],
    /// Every rules event appended: the command's, then those the seats'
    /// preferences and standing plans made after it.
    pub events: &'a [AnyEvent],
    /// The game's version once they are appended: the emails that ask are
    /// answerable by reply at it.
    pub version: u64,
    /// The stand-in made the command for this seat, whose time ran out.
    pub stand_in: Option<Seat>,
    /// The seats whose standing preference made a move, each with the
    /// events that move caused, in order.
    pub preferred: &'a [(Seat, Vec<AnyEvent>)],
    /// The seats asked have until then to decide, told on that clock (the
    /// game's quiet hours').
    pub until: Option<(SystemTime, &'a crate::history::quiet::LocalZone)>,
    /// The command was made by this seat's reply, with the events of the
    /// command itself: the seat is told what next when the game still
    /// waits for it and no email asks it.
    pub reply: Option<(Seat, &'a [AnyEvent])>,
}

/// What the email that sends a person their links is told: whom it goes
/// to, in which language, and each game with the seat the person plays in
/// it, newest game first.
#[derive(Debug, Clone, Copy)]
pub struct LinksFacts<'a> {
    /// The address, as the person's newest seat writes it.
    pub email: &'a str,
    /// The language of the person's newest seat.
    pub lang: crate::language::Lang,
    pub games: &'a [LinkedSeat],
}

/// One seat of a person, as the email that sends their links tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkedSeat {
    pub game: uuid::Uuid,
    pub seat: Seat,
    pub ruleset: crate::rules::Ruleset,
    /// The players' names by seat.
    pub names: Names,
    /// The game is over.
    pub over: bool,
}

/// A rewind as its emails tell it: where the game goes back to and what
/// it undoes (unredacted: each seat's email redacts them for its reader).
#[derive(Debug, Clone, Copy)]
pub struct RewindFacts<'a> {
    /// The game goes back to just after this event.
    pub to: u64,
    /// Event `to` itself, the move the game goes back to.
    pub moved: Option<&'a AnyEvent>,
    /// The moves the rewind undoes, oldest first, with their numbers.
    pub undone: &'a [(u64, AnyEvent)],
    /// The host rewinds alone (the game allows it), not by agreement.
    pub by_host: bool,
}

/// A change of who plays a seat, or of whether the game runs, that every
/// seat hears of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttendanceNews {
    /// The host paused the game.
    Paused,
    /// The host chose that the stand-in keeps a seat after `missed`
    /// deadlines missed in a row.
    KeepAfterSet { missed: u32 },
    /// The host resumed it.
    Resumed,
    /// The stand-in keeps `seat`: after `missed` deadlines missed in a row,
    /// or (`None`) handed over by the host.
    StandInKept { seat: Seat, missed: Option<u32> },
    /// `seat` is away until `until`.
    Away { seat: Seat, until: SystemTime },
    /// The player took `seat` back from the stand-in.
    TakenBack { seat: Seat },
}

/// Writes no email at all: the service of tools, simulations and tests
/// that play games without telling anyone.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoMail;

impl MailWriter for NoMail {
    fn invitation(&self, _facts: &InvitationFacts<'_>) -> Option<NewMail> {
        None
    }

    fn host_confirmation(&self, _facts: &InvitationFacts<'_>) -> Option<NewMail> {
        None
    }

    fn after_command(&self, _facts: &CommandFacts<'_>) -> Vec<NewMail> {
        Vec::new()
    }

    fn rewind_proposed(
        &self,
        _meta: &GameMeta,
        _state: &AnyState,
        _rewind: &RewindFacts<'_>,
        _reason: &str,
        _version: u64,
    ) -> Vec<NewMail> {
        Vec::new()
    }

    fn after_rewind(
        &self,
        _meta: &GameMeta,
        _before: &AnyState,
        _after: &AnyState,
        _recent: &[AnyEvent],
        _rewind: &RewindFacts<'_>,
    ) -> Vec<NewMail> {
        Vec::new()
    }
}
