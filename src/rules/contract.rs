//! The contract every ruleset implements for the shell, and the options a
//! game is created with.
//!
//! A ruleset is a zero-sized type implementing [`Rules`]; its functions are
//! the pure decider (`decide`, `evolve`), what a seat may do now
//! (`legal_commands`), what a viewer may see (`view`, `redact`) and what the
//! game waits for (`waiting_for`, `prompt`, `status`). The shell never calls
//! a ruleset directly: it goes through [`crate::rules::AnyState`], the one
//! place that picks the ruleset a stored game names.
//!
//! Why a trait for the contract and an enum for dispatch (as shakmaty's
//! `Position` and `VariantPosition`): the trait makes every ruleset say the
//! same things in the same words and lets generic code (property tests, the
//! simulator, the testkits) run over any of them with static dispatch; the
//! enum keeps the shell free of generics and of trait objects, lets a stored
//! game be folded without knowing its ruleset at compile time, and makes a
//! missing arm a compile error when a ruleset is added. A `dyn` ruleset would
//! need boxed, type-erased commands and events and lose `Chance` generics.

use super::common::Chance;
use super::{PhaseKind, RuleError, Ruleset, Seat, Viewer};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::ops::RangeInclusive;

/// Which board a new game is played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardKind {
    /// The ruleset's fixed board (the classic beginner board, a scenario's
    /// printed layout, the Baden-Württemberg map).
    Beginner,
    /// Random terrain, numbers and harbors, where the ruleset has them.
    #[default]
    Variable,
}

/// What the server knows of a ruleset before any game, written once in the
/// ruleset's own folder (its [`Rules::REGISTRATION`]) and read by everything
/// that names it, titles it, counts its players or lays out its board: the
/// [`Ruleset`] methods, the new-game form, the API and the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registration {
    /// The ruleset's arm in the dispatch ([`crate::rules::AnyState`]).
    pub ruleset: Ruleset,
    /// The name it is stored and requested under: a contract of the JSON
    /// API, the stored games and outside scripts, never to change.
    pub name: &'static str,
    /// The name players know the game by (page titles, email subjects).
    pub title: &'static str,
    /// How many may play: `create` refuses any other count, and the shell
    /// (the new-game form, the API, the simulator) asks nothing else.
    pub players: RangeInclusive<u8>,
    /// The board a game gets when its creator names none.
    pub default_board: BoardKind,
}

/// Everything a game is created with, recorded in its first event (as its
/// `options` field, in every ruleset) so that a replay from the events alone
/// rebuilds the same game; see [`recorded_options`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    pub ruleset: Ruleset,
    /// Within the ruleset's [`Registration::players`].
    pub players: u8,
    #[serde(default)]
    pub board: BoardKind,
    /// Baden-Württemberg: the starting town halls are founded freely in
    /// snake order instead of dealt on building cost cards.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub variable_founding: bool,
}

impl GameOptions {
    /// Options for `players` seats of `ruleset` on `board`, nothing else set.
    pub const fn new(ruleset: Ruleset, players: u8, board: BoardKind) -> Self {
        GameOptions {
            ruleset,
            players,
            board,
            variable_founding: false,
        }
    }
}

/// The options a game's first event records, read from that event's stored
/// JSON without knowing the ruleset: every ruleset's first event carries
/// them as its `options` field. `Ok(None)` for a first event written before
/// it did, whose ruleset is only the one its log is stored or exported
/// under.
pub fn recorded_options<'de, D: Deserializer<'de>>(
    first_event: D,
) -> Result<Option<GameOptions>, D::Error> {
    /// Any ruleset's first event, every field but `options` ignored.
    #[derive(Deserialize)]
    struct FirstEvent {
        #[serde(default)]
        options: Option<GameOptions>,
    }
    FirstEvent::deserialize(first_event).map(|e| e.options)
}

/// Where a game stands, in the shell's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", content = "winner", rename_all = "lowercase")]
pub enum Status {
    /// Not created yet (the empty state).
    Lobby,
    /// Placing the starting pieces.
    Setup,
    /// Regular turns.
    Playing,
    /// Over; `None` when the game ended with no winner.
    Finished(Option<Seat>),
}

impl Status {
    /// The name stored in the `games.status` column.
    pub const fn name(self) -> &'static str {
        match self {
            Status::Lobby | Status::Setup => "setup",
            Status::Playing => "playing",
            Status::Finished(_) => "finished",
        }
    }

    /// True once the game is over.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Finished(_))
    }
}

/// Player names by seat, for anything said in words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names(pub Vec<String>);

impl Names {
    /// The name at `seat`, or "seat N" for a seat the game does not know.
    pub fn of(&self, seat: Seat) -> String {
        self.0
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", seat.0 + 1))
    }

    /// Names joined for a sentence: "Anna", "Anna and Bert", "Anna, Bert and Cleo".
    pub fn list(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|s| self.of(*s)).collect();
        join_words(&names)
    }
}

/// A count of players in words: "3 or 4", "3 to 6", "4".
pub fn count_words(allowed: &RangeInclusive<u8>) -> String {
    let (fewest, most) = (*allowed.start(), *allowed.end());
    match most.saturating_sub(fewest) {
        0 => fewest.to_string(),
        1 => format!("{fewest} or {most}"),
        _ => format!("{fewest} to {most}"),
    }
}

/// Joins words for a sentence: "a", "a and b", "a, b and c".
pub fn join_words(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// What every seat can see of one seat's turn: all a seat's standing
/// preferences ("roll for me as soon as my turn starts", "end my turn for
/// me when I have nothing to spend") may act on, so that
/// acting on them tells the other seats nothing they did not know. Read
/// from the spectator's view ([`public_turn_of`]), never from a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicTurn<C> {
    /// The command that rolls the dice, when the seat's turn starts now.
    pub roll: Option<C>,
    /// The command that ends the turn, when the seat's turn is in the part
    /// where it may end it.
    pub end_turn: Option<C>,
    /// The development cards in the seat's hand: a count every seat sees.
    pub development_cards: u32,
    /// By public counts alone the seat has nothing it could spend: fewer
    /// resource cards than the cheapest thing the ruleset lets it pay for
    /// or trade, no development card, no trade offer of its own open, and
    /// nothing of a scenario's it could use (oil, favor tokens) or has in
    /// flight (a gift on offer).
    pub nothing_to_spend: bool,
    /// The command that passes in a Special Building Phase, when the seat
    /// is asked in one now.
    pub pass_special: Option<C>,
    /// The game has a Special Building Phase between turns (five or six
    /// players), so a seat may be asked in one.
    pub special_phase: bool,
}

impl<C> Default for PublicTurn<C> {
    /// Nothing to act on: no roll, no end, and something to spend.
    fn default() -> Self {
        PublicTurn {
            roll: None,
            end_turn: None,
            development_cards: 0,
            nothing_to_spend: false,
            pass_special: None,
            special_phase: false,
        }
    }
}

impl<C> PublicTurn<C> {
    /// The same facts with the commands mapped (into another ruleset type).
    pub fn map<D>(self, f: impl Fn(C) -> D) -> PublicTurn<D> {
        PublicTurn {
            roll: self.roll.map(&f),
            end_turn: self.end_turn.map(&f),
            development_cards: self.development_cards,
            nothing_to_spend: self.nothing_to_spend,
            pass_special: self.pass_special.map(&f),
            special_phase: self.special_phase,
        }
    }
}

/// What the seats' standing plans make now ([`Rules::act_on_plans`]): the
/// commands to decide for the seats, in order, and which plans are spent
/// (built, or never possible again), by seat and place in its list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlansActed<C> {
    /// The commands to decide, in order, each for its seat.
    pub commands: Vec<(Seat, C)>,
    /// The plans to forget: `(seat, i)` is the `i`-th of `seat`'s list.
    pub spent: Vec<(Seat, usize)>,
}

impl<C> Default for PlansActed<C> {
    fn default() -> Self {
        PlansActed {
            commands: Vec::new(),
            spent: Vec::new(),
        }
    }
}

impl<C> PlansActed<C> {
    /// The same with the commands mapped (into another ruleset type).
    pub fn map<D>(self, f: impl Fn(C) -> D) -> PlansActed<D> {
        PlansActed {
            commands: self.commands.into_iter().map(|(s, c)| (s, f(c))).collect(),
            spent: self.spent,
        }
    }
}

/// A ruleset as the shell sees it. Every function is pure.
pub trait Rules: 'static {
    /// The ruleset's name, title, player counts and default board: its one
    /// registration.
    const REGISTRATION: Registration;
    /// The ruleset's arm in the dispatch, read from its registration.
    const RULESET: Ruleset = Self::REGISTRATION.ruleset;
    /// How many may play, read from its registration.
    const PLAYERS: RangeInclusive<u8> = Self::REGISTRATION.players;

    /// The folded state; `Default` is the empty pre-game state.
    type State: Clone
        + fmt::Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// What a seat asks to do; tagged JSON (`{"type": "RollDice"}`).
    type Command: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A fact of the game, the only thing persisted; tagged JSON. Private
    /// fields are `Option`s, `None` in a copy redacted for a viewer.
    type Event: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see; serialized for the JSON API.
    type View: Clone + fmt::Debug + Serialize + Send + Sync;
    /// What the game waits for, as data: the view's `phase`, which the JSON
    /// API also gives on its own.
    type Phase: fmt::Debug + Serialize;

    /// The events that create a game: the board and the seat order drawn
    /// from `chance`, and `options` recorded in the first event (with this
    /// ruleset's name, as the ruleset understands them), so that
    /// [`recorded_options`] reads them back.
    fn create(
        options: &GameOptions,
        chance: &mut impl Chance,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// Decides `command` from `seat`: the events it causes, or why the rules
    /// refuse it. Random outcomes are drawn from `chance` and written into
    /// the events.
    fn decide(
        state: &Self::State,
        seat: Seat,
        command: Self::Command,
        chance: &mut impl Chance,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// Applies one event. Total and deterministic: no I/O, clock or chance.
    fn evolve(state: &mut Self::State, event: &Self::Event);

    /// Every command `seat` may send now (free-form trade offers aside);
    /// `decide` accepts each of them.
    fn legal_commands(state: &Self::State, seat: Seat) -> Vec<Self::Command>;

    /// The state as `viewer` may see it.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// The phase within `view` (see [`Rules::Phase`]).
    fn view_phase(view: &Self::View) -> &Self::Phase;

    /// The seats whose action the game waits for (several while discarding,
    /// none once over).
    fn waiting_for(state: &Self::State) -> Vec<Seat>;

    /// What the game waits for, as a fact (the language words it).
    fn waiting(state: &Self::State) -> crate::rules::common::waiting::Waiting;

    /// Where the game stands.
    fn status(state: &Self::State) -> Status;

    /// The event as `viewer` may see it.
    fn redact(event: &Self::Event, viewer: Viewer) -> Self::Event;

    /// The event's type name, as stored.
    fn event_kind(event: &Self::Event) -> &'static str;

    /// The seat that acted, where one did.
    fn event_seat(event: &Self::Event) -> Option<Seat>;

    /// The stand-in player's command for the seat whose `view` this is,
    /// chosen among that seat's `legal` commands; `None` when nothing is
    /// legal. The signature is the information rule: the stand-in sees what
    /// the seat may see and nothing more (no other hand, no deck), and its
    /// command goes through `decide` like a person's. Deterministic. The
    /// default is [`finishing_policy`]: legal, never a free-form offer, and
    /// it always finishes the seat's turn.
    fn stand_in(_view: &Self::View, legal: &[Self::Command]) -> Option<Self::Command> {
        finishing_policy::<Self>(legal)
    }

    /// True for a command that gives nothing away and lets the game move on
    /// (ending the turn, declining an offer or a gift): the default stand-in
    /// takes it whenever it is legal. The default, none, leaves it to the
    /// first listed command.
    fn is_passive(_command: &Self::Command) -> bool {
        false
    }

    /// What every seat can see of `seat`'s turn ([`PublicTurn`]), read
    /// from `view`, which is always the spectator's ([`public_turn_of`]):
    /// the signature is the information rule, as for the stand-in. The
    /// default, nothing to act on, makes the preferences never act in a
    /// ruleset that does not say.
    fn public_turn(_view: &Self::View, _seat: Seat) -> PublicTurn<Self::Command> {
        PublicTurn::default()
    }

    /// Standing plans: commands a seat chose ahead of a phase that asks
    /// several seats at once (classic's Special Building Phase with five or
    /// six players), kept outside the log until they are made. When `state`
    /// waits in such a phase, the commands that answer it for every seat it
    /// waits for, each seat's `plans` (in its order) that it may make then
    /// and nothing else, ending with the seat's "done"; with the plans
    /// spent. The default, a ruleset without such a phase, makes none.
    fn act_on_plans(
        _state: &Self::State,
        _plans: &[(Seat, Vec<Self::Command>)],
    ) -> PlansActed<Self::Command> {
        PlansActed::default()
    }

    /// Whether `seat` may keep `command` as a standing plan in `state`
    /// ([`Rules::act_on_plans`]): a build of the ruleset's on a place of the
    /// board that is not gone for good. The default refuses every plan.
    fn check_plan(
        _state: &Self::State,
        _seat: Seat,
        _command: &Self::Command,
    ) -> Result<(), RuleError> {
        Err(RuleError::WrongPhase(PhaseKind::NoPlans))
    }

    /// Live plans: whether `events`, decided for a seat in a phase that
    /// asks several seats at once, only plan a build that waits for the
    /// phase to apply it (classic's [`SpecialBuildPlanned`]). The service
    /// keeps such a plan off the log, with the seat, until the seat
    /// finishes. The default: none is.
    ///
    /// [`SpecialBuildPlanned`]: crate::rules::classic::Event::SpecialBuildPlanned
    fn only_plans(_events: &[Self::Event]) -> bool {
        false
    }

    /// Lays `seat`'s live plans (commands it planned in the phase that
    /// asks it now, in order) over `state`, so that deciding, the legal
    /// commands and the seat's own view answer as if they were made;
    /// whether any was laid. Only ever on a copy used for that seat. The
    /// default lays none.
    fn lay_plans(_state: &mut Self::State, _seat: Seat, _plans: &[Self::Command]) -> bool {
        false
    }

    /// The builds `seat` may add to its standing plans now, whatever its
    /// hand holds (the seat's page lists them). The default: none.
    fn plan_options(_state: &Self::State, _seat: Seat) -> Vec<Self::Command> {
        Vec::new()
    }

    /// The ruleset's invariants (conservation of cards and pieces, ...),
    /// checked by the simulator, the property tests and `verify`.
    fn check_invariants(state: &Self::State) -> Result<(), String>;

    /// The laws that hold once a command's events are all applied, though
    /// not between them (a road that breaks another's before the title
    /// changes hands): checked by the simulator after each command.
    fn check_settled(_state: &Self::State) -> Result<(), String> {
        Ok(())
    }

    /// True for an out-of-turn answer (a discard after a 7, an answer to an
    /// offer) that seats may send at the same moment.
    fn is_answer(_command: &Self::Command) -> bool {
        false
    }

    /// Whether `command` by `seat`, made when the game stood at `then`,
    /// means the same at `now`, `between` being the events appended in
    /// between: then it is applied although its version is stale.
    /// `chance` gives the game's source of chance afresh for each decision.
    /// The default, never, makes every stale command a conflict.
    fn still_means_the_same<C: Chance>(
        _then: &Self::State,
        _now: &Self::State,
        _between: &[Self::Event],
        _seat: Seat,
        _command: &Self::Command,
        _chance: impl Fn() -> C,
    ) -> bool {
        false
    }

    /// Cheap plausibility checks on an untrusted event before it is folded
    /// (an imported history): seats exist, cards taken are held. `verify`
    /// also catches a panicking `evolve`; this names the fault earlier.
    fn possible(_state: &Self::State, _event: &Self::Event) -> bool {
        true
    }

    /// Re-derives the random outcome `event` records from `chance` (the
    /// game's revealed seed), given the state just before it. `Ok(true)`
    /// when the event draws chance and its outcome follows from it,
    /// `Ok(false)` when it draws none, `Err` naming what does not follow.
    fn rederive(
        _state: &Self::State,
        _event: &Self::Event,
        _chance: &mut impl Chance,
    ) -> Result<bool, String> {
        Ok(false)
    }
}

/// The stand-in of a ruleset without a policy of its own: a passive
/// command ([`Rules::is_passive`]: end the turn, decline) where one is legal,
/// else the first listed. Every ruleset lists first what moves the game on
/// (the roll before the cards, a spot before the next), so a seat played by
/// it finishes each turn; it never makes a free-form offer, which
/// `legal_commands` does not list.
pub fn finishing_policy<R: Rules + ?Sized>(legal: &[R::Command]) -> Option<R::Command> {
    legal
        .iter()
        .find(|c| R::is_passive(c))
        .or_else(|| legal.first())
        .cloned()
}

/// What every seat can see of `seat`'s turn in `state`: the spectator's
/// view is built here and nothing else is handed to the ruleset, so a
/// seat's preferences cannot act on anything private.
pub fn public_turn_of<R: Rules + ?Sized>(state: &R::State, seat: Seat) -> PublicTurn<R::Command> {
    R::public_turn(&R::view(state, Viewer::Spectator), seat)
}

/// The stand-in's command for `seat` in `state`: its own view and legal
/// commands are built here and nothing else is handed to the policy, so no
/// caller can give it more to see. `None` when `seat` may do nothing now.
pub fn stand_in_for<R: Rules + ?Sized>(state: &R::State, seat: Seat) -> Option<R::Command> {
    let legal = R::legal_commands(state, seat);
    if legal.is_empty() {
        return None;
    }
    R::stand_in(&R::view(state, Viewer::Seat(seat)), &legal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_joined_for_a_sentence() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        assert_eq!(names.list(&[Seat(0)]), "Anna");
        assert_eq!(names.list(&[Seat(0), Seat(2)]), "Anna and Cleo");
        assert_eq!(
            names.list(&[Seat(0), Seat(1), Seat(2)]),
            "Anna, Bert and Cleo"
        );
        assert_eq!(names.of(Seat(5)), "seat 6");
    }

    #[test]
    fn status_names_are_the_stored_ones() {
        assert_eq!(Status::Setup.name(), "setup");
        assert_eq!(Status::Playing.name(), "playing");
        assert_eq!(Status::Finished(None).name(), "finished");
    }
}
