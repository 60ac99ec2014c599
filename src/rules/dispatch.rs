//! The one place that picks the ruleset a stored game names: the state,
//! command, event and view of a game of any ruleset, each an enum with one
//! arm per ruleset, dispatching to that ruleset's [`Rules`] by `match`.
//!
//! Registering a ruleset is one line in the `for_each_ruleset!` list below:
//! its arm (the [`Ruleset`] enum is expanded from the list) and its rules
//! type, whose [`Rules::REGISTRATION`], written in the ruleset's own folder,
//! says its name, title, player counts and default board once for the whole
//! server. Everything outside `src/rules` speaks these types.
//!
//! The list is a callback macro: `for_each_ruleset!` hands the one list to
//! the macro it is given, so this module expands it into the rules' `Any*`
//! enums and the views layer expands the same list into its exhaustive
//! presentation dispatch, each ruleset's presentation being the views' trait
//! implemented on the ruleset's rules type. The trade-off: the rules name no
//! presentation (`src/rules` imports nothing of `views`) and a ruleset is
//! still registered once, at the price of a macro the reader follows one
//! step further; moving the list to a module above both would keep it plain
//! data but put the rules' registration outside `src/rules`.

use super::common::Chance;
use super::contract::{
    public_turn_of, stand_in_for, GameOptions, PlansActed, PublicTurn, Registration, Rules, Status,
};
use super::{RuleError, Seat, Viewer};
use serde::{Deserialize, Deserializer, Serialize};

macro_rules! rulesets {
    ($($variant:ident => $rules:ty),+ $(,)?) => {
        /// The rulesets the server hosts, one arm per line of the
        /// registration; each arm's name, title, player counts and default
        /// board are its rules' [`Rules::REGISTRATION`] (read through
        /// [`Ruleset::registration`]).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Ruleset {
            $(
                #[doc = concat!("The ruleset of `", stringify!($rules), "`.")]
                $variant,
            )+
        }

        impl Ruleset {
            /// The ruleset's registration, written once in its own folder.
            pub const fn registration(self) -> &'static Registration {
                match self {
                    $(Ruleset::$variant => &<$rules as Rules>::REGISTRATION,)+
                }
            }
        }

        /// The API names of the registered rulesets, in the order of the
        /// registration.
        pub const NAMES: &[&str] = &[$(<$rules as Rules>::REGISTRATION.name,)+];

        /// A game of any ruleset, folded. Serialized as the ruleset's own
        /// JSON, hidden information and all: only for the store's
        /// snapshots, read back by [`AnyState::deserialize_for`], and never
        /// to be served (a view is what a viewer may see).
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum AnyState {
            $($variant(<$rules as Rules>::State),)+
        }

        /// A command of any ruleset. Serialized as the ruleset's own JSON.
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum AnyCommand {
            $($variant(<$rules as Rules>::Command),)+
        }

        /// An event of any ruleset. Serialized as the ruleset's own JSON.
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum AnyEvent {
            $($variant(<$rules as Rules>::Event),)+
        }

        /// A view of any ruleset. Serialized as the ruleset's own JSON.
        #[derive(Debug, Clone, Serialize)]
        #[serde(untagged)]
        pub enum AnyView {
            $($variant(<$rules as Rules>::View),)+
        }

        /// The phase within a view of any ruleset, borrowed from it.
        /// Serialized as the ruleset's own JSON.
        #[derive(Debug, Serialize)]
        #[serde(untagged)]
        pub enum AnyPhase<'a> {
            $($variant(&'a <$rules as Rules>::Phase),)+
        }

        $(
            impl From<<$rules as Rules>::State> for AnyState {
                fn from(state: <$rules as Rules>::State) -> AnyState {
                    AnyState::$variant(state)
                }
            }

            impl From<<$rules as Rules>::Event> for AnyEvent {
                fn from(event: <$rules as Rules>::Event) -> AnyEvent {
                    AnyEvent::$variant(event)
                }
            }

            impl From<<$rules as Rules>::Command> for AnyCommand {
                fn from(command: <$rules as Rules>::Command) -> AnyCommand {
                    AnyCommand::$variant(command)
                }
            }
        )+

        /// Runs generic code `task` with the rules `ruleset` names.
        pub fn with_rules<T: WithRules>(ruleset: Ruleset, task: T) -> Result<T::Output, RuleError> {
            #[allow(unreachable_patterns)]
            match ruleset {
                $(Ruleset::$variant => Ok(task.run::<$rules>()),)+
                other => Err(RuleError::UnknownRuleset(other.name().to_owned())),
            }
        }

        $(
            impl Registered for $rules {
                #[allow(unreachable_patterns)]
                fn state_of(state: &AnyState) -> Option<&Self::State> {
                    match state {
                        AnyState::$variant(s) => Some(s),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn view_of(view: &AnyView) -> Option<&Self::View> {
                    match view {
                        AnyView::$variant(v) => Some(v),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn command_of(command: &AnyCommand) -> Option<&Self::Command> {
                    match command {
                        AnyCommand::$variant(c) => Some(c),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn event_of(event: &AnyEvent) -> Option<&Self::Event> {
                    match event {
                        AnyEvent::$variant(e) => Some(e),
                        _ => None,
                    }
                }
            }
        )+

        /// Every registered ruleset, in the order of the registration.
        pub const REGISTERED: &[Ruleset] = &[$(Ruleset::$variant,)+];

        impl AnyState {
            /// The empty pre-game state of `ruleset`.
            pub fn new(ruleset: Ruleset) -> Result<AnyState, RuleError> {
                #[allow(unreachable_patterns)]
                match ruleset {
                    $(Ruleset::$variant => Ok(AnyState::$variant(Default::default())),)+
                    other => Err(RuleError::UnknownRuleset(other.name().to_owned())),
                }
            }

            /// The events that create a game with `options`.
            pub fn create(
                options: &GameOptions,
                chance: &mut impl Chance,
            ) -> Result<Vec<AnyEvent>, RuleError> {
                #[allow(unreachable_patterns)]
                match options.ruleset {
                    $(Ruleset::$variant => Ok(<$rules as Rules>::create(options, chance)?
                        .into_iter()
                        .map(AnyEvent::$variant)
                        .collect()),)+
                    other => Err(RuleError::UnknownRuleset(other.name().to_owned())),
                }
            }

            /// The ruleset this game is played with.
            pub const fn ruleset(&self) -> Ruleset {
                match self {
                    $(AnyState::$variant(_) => Ruleset::$variant,)+
                }
            }

            /// Decides `command` from `seat` (see [`Rules::decide`]).
            pub fn decide(
                &self,
                seat: Seat,
                command: AnyCommand,
                chance: &mut impl Chance,
            ) -> Result<Vec<AnyEvent>, RuleError> {
                #[allow(unreachable_patterns)]
                match (self, command) {
                    $((AnyState::$variant(s), AnyCommand::$variant(c)) => Ok(
                        <$rules as Rules>::decide(s, seat, c, chance)?
                            .into_iter()
                            .map(AnyEvent::$variant)
                            .collect(),
                    ),)+
                    _ => Err(RuleError::WrongRuleset),
                }
            }

            /// Applies one event. An event of another ruleset is a bug: it
            /// panics in debug builds and is ignored in release builds.
            pub fn evolve(&mut self, event: &AnyEvent) {
                #[allow(unreachable_patterns)]
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => {
                        <$rules as Rules>::evolve(s, e);
                    })+
                    (s, e) => debug_assert!(
                        false,
                        "a {} event folded into a {} game",
                        e.ruleset().name(),
                        s.ruleset().name()
                    ),
                }
            }

            /// Every command `seat` may send now.
            pub fn legal_commands(&self, seat: Seat) -> Vec<AnyCommand> {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::legal_commands(s, seat)
                        .into_iter()
                        .map(AnyCommand::$variant)
                        .collect(),)+
                }
            }

            /// The game as `viewer` may see it.
            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self {
                    $(AnyState::$variant(s) => AnyView::$variant(<$rules as Rules>::view(s, viewer)),)+
                }
            }

            /// The seats the game waits for.
            pub fn waiting_for(&self) -> Vec<Seat> {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::waiting_for(s),)+
                }
            }

            /// What the game waits for, as a fact.
            pub fn waiting(&self) -> crate::rules::common::waiting::Waiting {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::waiting(s),)+
                }
            }

            /// Where the game stands.
            pub fn status(&self) -> Status {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::status(s),)+
                }
            }

            /// Whether `command` by `seat`, made at `self`, means the same at
            /// `now` (see [`Rules::still_means_the_same`]).
            pub fn still_means_the_same<C: Chance>(
                &self,
                now: &AnyState,
                between: &[AnyEvent],
                seat: Seat,
                command: &AnyCommand,
                chance: impl Fn() -> C,
            ) -> bool {
                #[allow(unreachable_patterns)]
                match (self, now, command) {
                    $((AnyState::$variant(then), AnyState::$variant(now), AnyCommand::$variant(c)) => {
                        let mut same_ruleset = Vec::with_capacity(between.len());
                        for e in between {
                            match e {
                                AnyEvent::$variant(e) => same_ruleset.push(e.clone()),
                                _ => return false,
                            }
                        }
                        <$rules as Rules>::still_means_the_same(then, now, &same_ruleset, seat, c, chance)
                    })+
                    _ => false,
                }
            }

            /// Whether an untrusted event could happen here (see [`Rules::possible`]).
            pub fn possible(&self, event: &AnyEvent) -> bool {
                #[allow(unreachable_patterns)]
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => <$rules as Rules>::possible(s, e),)+
                    _ => false,
                }
            }

            /// Re-derives the random outcome of `event` (see [`Rules::rederive`]).
            pub fn rederive(&self, event: &AnyEvent, chance: &mut impl Chance) -> Result<bool, String> {
                #[allow(unreachable_patterns)]
                match (self, event) {
                    $((AnyState::$variant(s), AnyEvent::$variant(e)) => <$rules as Rules>::rederive(s, e, chance),)+
                    _ => Err("the event belongs to another ruleset".to_owned()),
                }
            }

            /// The stand-in player's command for `seat` (see
            /// [`Rules::stand_in`]), from `seat`'s own view and legal
            /// commands only; `None` when `seat` may do nothing now.
            pub fn stand_in(&self, seat: Seat) -> Option<AnyCommand> {
                match self {
                    $(AnyState::$variant(s) => {
                        stand_in_for::<$rules>(s, seat).map(AnyCommand::$variant)
                    })+
                }
            }

            /// What every seat can see of `seat`'s turn (see
            /// [`Rules::public_turn`]), from the spectator's view only.
            pub fn public_turn(&self, seat: Seat) -> PublicTurn<AnyCommand> {
                match self {
                    $(AnyState::$variant(s) => {
                        public_turn_of::<$rules>(s, seat).map(AnyCommand::$variant)
                    })+
                }
            }

            /// The commands the seats' standing plans make now (see
            /// [`Rules::act_on_plans`]); a plan of another ruleset is spent.
            pub fn act_on_plans(&self, plans: &[(Seat, Vec<AnyCommand>)]) -> PlansActed<AnyCommand> {
                match self {
                    $(AnyState::$variant(s) => {
                        let mut foreign = Vec::new();
                        let own: Vec<(Seat, Vec<<$rules as Rules>::Command>)> = plans
                            .iter()
                            .map(|(seat, list)| {
                                let mut mine = Vec::new();
                                for (i, c) in list.iter().enumerate() {
                                    match <$rules as Registered>::command_of(c) {
                                        Some(c) => mine.push(c.clone()),
                                        None => foreign.push((*seat, i)),
                                    }
                                }
                                (*seat, mine)
                            })
                            .collect();
                        let mut acted = <$rules as Rules>::act_on_plans(s, &own)
                            .map(AnyCommand::$variant);
                        if !foreign.is_empty() {
                            // Foreign plans cannot be stored: a list is read
                            // for its game's ruleset. Forget the whole list.
                            acted.spent = plans
                                .iter()
                                .flat_map(|(seat, list)| (0..list.len()).map(move |i| (*seat, i)))
                                .collect();
                        }
                        acted
                    })+
                }
            }

            /// Lays `seat`'s live plans over the state (see
            /// [`Rules::lay_plans`]); a plan of another ruleset is left out.
            pub fn lay_plans(&mut self, seat: Seat, plans: &[AnyCommand]) -> bool {
                match self {
                    $(AnyState::$variant(s) => {
                        let own: Vec<<$rules as Rules>::Command> = plans
                            .iter()
                            .filter_map(|c| <$rules as Registered>::command_of(c).cloned())
                            .collect();
                        <$rules as Rules>::lay_plans(s, seat, &own)
                    })+
                }
            }

            /// The builds `seat` may add to its standing plans now (see
            /// [`Rules::plan_options`]).
            pub fn plan_options(&self, seat: Seat) -> Vec<AnyCommand> {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::plan_options(s, seat)
                        .into_iter()
                        .map(AnyCommand::$variant)
                        .collect(),)+
                }
            }

            /// Whether `seat` may keep `command` as a standing plan (see
            /// [`Rules::check_plan`]).
            pub fn check_plan(&self, seat: Seat, command: &AnyCommand) -> Result<(), RuleError> {
                match self {
                    $(AnyState::$variant(s) => match <$rules as Registered>::command_of(command) {
                        Some(c) => <$rules as Rules>::check_plan(s, seat, c),
                        None => Err(RuleError::WrongRuleset),
                    },)+
                }
            }

            /// The ruleset's invariants.
            pub fn check_invariants(&self) -> Result<(), String> {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::check_invariants(s),)+
                }
            }

            /// The ruleset's laws that hold between commands (see
            /// [`Rules::check_settled`]).
            pub fn check_settled(&self) -> Result<(), String> {
                match self {
                    $(AnyState::$variant(s) => <$rules as Rules>::check_settled(s),)+
                }
            }
        }

        impl AnyCommand {
            /// Reads a command of `ruleset` from its JSON.
            pub fn deserialize_for<'de, D: Deserializer<'de>>(
                ruleset: Ruleset,
                deserializer: D,
            ) -> Result<AnyCommand, D::Error> {
                #[allow(unreachable_patterns)]
                match ruleset {
                    $(Ruleset::$variant => {
                        <$rules as Rules>::Command::deserialize(deserializer).map(AnyCommand::$variant)
                    })+
                    other => Err(serde::de::Error::custom(format!(
                        "there is no ruleset called {:?}",
                        other.name()
                    ))),
                }
            }

            /// True for an out-of-turn answer (see [`Rules::is_answer`]).
            pub fn is_answer(&self) -> bool {
                match self {
                    $(AnyCommand::$variant(c) => <$rules as Rules>::is_answer(c),)+
                }
            }

            /// The ruleset the command belongs to.
            pub const fn ruleset(&self) -> Ruleset {
                match self {
                    $(AnyCommand::$variant(_) => Ruleset::$variant,)+
                }
            }
        }

        impl AnyState {
            /// Reads a state of `ruleset` from the JSON it was serialized as.
            pub fn deserialize_for<'de, D: Deserializer<'de>>(
                ruleset: Ruleset,
                deserializer: D,
            ) -> Result<AnyState, D::Error> {
                #[allow(unreachable_patterns)]
                match ruleset {
                    $(Ruleset::$variant => {
                        <$rules as Rules>::State::deserialize(deserializer).map(AnyState::$variant)
                    })+
                    other => Err(serde::de::Error::custom(format!(
                        "there is no ruleset called {:?}",
                        other.name()
                    ))),
                }
            }
        }

        impl AnyEvent {
            /// Reads an event of `ruleset` from its stored JSON.
            pub fn deserialize_for<'de, D: Deserializer<'de>>(
                ruleset: Ruleset,
                deserializer: D,
            ) -> Result<AnyEvent, D::Error> {
                #[allow(unreachable_patterns)]
                match ruleset {
                    $(Ruleset::$variant => {
                        <$rules as Rules>::Event::deserialize(deserializer).map(AnyEvent::$variant)
                    })+
                    other => Err(serde::de::Error::custom(format!(
                        "there is no ruleset called {:?}",
                        other.name()
                    ))),
                }
            }

            /// The ruleset the event belongs to.
            pub const fn ruleset(&self) -> Ruleset {
                match self {
                    $(AnyEvent::$variant(_) => Ruleset::$variant,)+
                }
            }

            /// The event's type name, as stored.
            pub fn kind(&self) -> &'static str {
                match self {
                    $(AnyEvent::$variant(e) => <$rules as Rules>::event_kind(e),)+
                }
            }

            /// The seat that acted, where one did.
            pub fn seat(&self) -> Option<Seat> {
                match self {
                    $(AnyEvent::$variant(e) => <$rules as Rules>::event_seat(e),)+
                }
            }

            /// Whether `events` only plan a build kept off the log (see
            /// [`Rules::only_plans`]).
            pub fn only_plans(events: &[AnyEvent]) -> bool {
                let Some(first) = events.first() else {
                    return false;
                };
                match first {
                    $(AnyEvent::$variant(_) => {
                        let own: Vec<<$rules as Rules>::Event> = events
                            .iter()
                            .filter_map(|e| match e {
                                AnyEvent::$variant(e) => Some(e.clone()),
                                #[allow(unreachable_patterns)]
                                _ => None,
                            })
                            .collect();
                        own.len() == events.len() && <$rules as Rules>::only_plans(&own)
                    })+
                }
            }

            /// The event as `viewer` may see it.
            #[must_use]
            pub fn redacted_for(&self, viewer: Viewer) -> AnyEvent {
                match self {
                    $(AnyEvent::$variant(e) => AnyEvent::$variant(<$rules as Rules>::redact(e, viewer)),)+
                }
            }
        }

        impl AnyView {
            /// The ruleset the view belongs to.
            pub const fn ruleset(&self) -> Ruleset {
                match self {
                    $(AnyView::$variant(_) => Ruleset::$variant,)+
                }
            }

            /// What the game waits for, as data (the view's `phase`).
            pub fn phase(&self) -> AnyPhase<'_> {
                match self {
                    $(AnyView::$variant(v) => AnyPhase::$variant(<$rules as Rules>::view_phase(v)),)+
                }
            }
        }
    };
}

/// A registered ruleset reading its own values out of the `Any*` enums:
/// `None` for a value of another ruleset. The presentation's dispatch reads
/// a game's commands and events with it.
pub trait Registered: Rules {
    fn state_of(state: &AnyState) -> Option<&Self::State>;
    fn view_of(view: &AnyView) -> Option<&Self::View>;
    fn command_of(command: &AnyCommand) -> Option<&Self::Command>;
    fn event_of(event: &AnyEvent) -> Option<&Self::Event>;
}

/// Code generic over the ruleset, run by [`with_rules`] with static dispatch
/// (the simulator, the benchmarks).
pub trait WithRules {
    type Output;
    fn run<R: Rules>(self) -> Self::Output;
}

/// The registration: one line per ruleset, its `Ruleset` arm and its rules
/// type (whose [`Rules::REGISTRATION`] holds its facts). Calls `$callback!`
/// with the list (see the module docs).
macro_rules! for_each_ruleset {
    ($callback:ident) => {
        $callback! {
            Classic => crate::rules::classic::Classic,
            Frenemies => crate::rules::classic::Classic<crate::rules::frenemies::Frenemies>,
            OilSprings => crate::rules::classic::Classic<crate::rules::oil_springs::OilSprings>,
            BadenWuerttemberg => crate::rules::baden_wuerttemberg::BadenWuerttemberg,
        }
    };
}
pub(crate) use for_each_ruleset;

for_each_ruleset!(rulesets);

/// The most players any registered ruleset takes: the new-game form offers
/// as many rows.
pub fn most_players() -> u8 {
    REGISTERED
        .iter()
        .map(|r| *r.players().end())
        .max()
        .unwrap_or(0)
}

impl AnyEvent {
    /// True for an event as a version 1 public export wrote it: with its
    /// private field removed (a stolen card's resource, a bought card).
    /// Those exports predate every ruleset but the classic one.
    pub fn withheld_in_a_v1_export(&self) -> bool {
        use super::classic::Event;
        matches!(
            self,
            AnyEvent::Classic(
                Event::CardStolen { resource: None, .. }
                    | Event::DevelopmentCardBought { card: None, .. }
            )
        )
    }
}

impl AnyState {
    /// Folds `events` from the empty state of `ruleset`.
    pub fn fold<'a>(
        ruleset: Ruleset,
        events: impl IntoIterator<Item = &'a AnyEvent>,
    ) -> Result<AnyState, RuleError> {
        let mut state = AnyState::new(ruleset)?;
        for e in events {
            state.evolve(e);
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic;
    use crate::rules::common::RngChance;
    use crate::rules::BoardKind;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    fn new_game() -> (AnyState, Vec<AnyEvent>) {
        let mut chance = RngChance(SmallRng::seed_from_u64(3));
        let options = GameOptions::new(Ruleset::Classic, 3, BoardKind::Beginner);
        let events = AnyState::create(&options, &mut chance).expect("a classic game");
        let state = AnyState::fold(Ruleset::Classic, &events).expect("registered");
        (state, events)
    }

    #[test]
    fn a_created_game_waits_for_its_first_settlement() {
        let (state, events) = new_game();
        assert_eq!(events[0].kind(), "GameCreated");
        assert_eq!(state.ruleset(), Ruleset::Classic);
        assert_eq!(state.status(), Status::Setup);
        assert_eq!(state.waiting_for().len(), 1);
        let seat = state.waiting_for()[0];
        let legal = state.legal_commands(seat);
        assert!(!legal.is_empty());
        let mut chance = RngChance(SmallRng::seed_from_u64(4));
        let events = state
            .decide(seat, legal[0].clone(), &mut chance)
            .expect("a listed command is accepted");
        assert_eq!(events[0].seat(), Some(seat));
    }

    #[test]
    fn commands_and_events_read_as_the_rulesets_own_json() {
        let json = r#"{"type": "RollDice"}"#;
        let mut de = serde_json::Deserializer::from_str(json);
        let command = AnyCommand::deserialize_for(Ruleset::Classic, &mut de).expect("parses");
        assert_eq!(command, AnyCommand::Classic(classic::Command::RollDice));
        assert_eq!(
            serde_json::to_value(&command).expect("serializes"),
            serde_json::json!({"type": "RollDice"})
        );
        let (_, events) = new_game();
        let text = serde_json::to_string(&events[0]).expect("serializes");
        let mut de = serde_json::Deserializer::from_str(&text);
        let back = AnyEvent::deserialize_for(Ruleset::Classic, &mut de).expect("parses");
        assert_eq!(back, events[0]);
    }

    #[test]
    fn a_command_of_another_shape_is_refused_without_panicking() {
        let mut de = serde_json::Deserializer::from_str(r#"{"type": "Fly"}"#);
        assert!(AnyCommand::deserialize_for(Ruleset::Classic, &mut de).is_err());
    }

    /// Every registered ruleset, with the options it records for `options`.
    fn created_games() -> Vec<(GameOptions, Vec<AnyEvent>)> {
        let mut out = Vec::new();
        for ruleset in [
            Ruleset::Classic,
            Ruleset::BadenWuerttemberg,
            Ruleset::Frenemies,
            Ruleset::OilSprings,
        ] {
            let mut asked = GameOptions::new(ruleset, 4, BoardKind::Variable);
            asked.variable_founding = ruleset == Ruleset::BadenWuerttemberg;
            let mut chance = RngChance(SmallRng::seed_from_u64(8));
            let events = AnyState::create(&asked, &mut chance).expect("created");
            out.push((asked, events));
        }
        out
    }

    #[test]
    fn every_rulesets_first_event_records_the_options_it_was_created_with() {
        for (asked, events) in created_games() {
            let payload = serde_json::to_value(&events[0]).expect("serializes");
            let recorded = crate::rules::contract::recorded_options(&payload)
                .expect("reads")
                .expect("recorded");
            assert_eq!(recorded, asked, "{}", asked.ruleset.name());
            assert_eq!(payload["options"]["ruleset"], asked.ruleset.name());
        }
        // Classic has no founding option, so records none.
        let mut asked = GameOptions::new(Ruleset::Classic, 3, BoardKind::Beginner);
        asked.variable_founding = true;
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events = AnyState::create(&asked, &mut chance).expect("created");
        let payload = serde_json::to_value(&events[0]).expect("serializes");
        assert_eq!(
            payload["options"],
            serde_json::json!({"ruleset": "classic", "players": 3, "board": "beginner"})
        );
    }

    #[test]
    fn a_first_event_stored_before_it_recorded_options_reads_and_writes_back_unchanged() {
        for (asked, events) in created_games() {
            let mut old = serde_json::to_value(&events[0]).expect("serializes");
            old.as_object_mut().expect("an object").remove("options");
            assert_eq!(
                crate::rules::contract::recorded_options(&old).expect("reads"),
                None
            );
            let back = AnyEvent::deserialize_for(asked.ruleset, &old).expect("parses");
            // Written back as stored, so the hash chain over it holds.
            assert_eq!(serde_json::to_value(&back).expect("serializes"), old);
            let empty = AnyState::new(asked.ruleset).expect("registered");
            assert!(empty.possible(&back));
            let mut with_rest = vec![back];
            with_rest.extend(events[1..].iter().cloned());
            assert_eq!(
                AnyState::fold(asked.ruleset, &with_rest).expect("folds"),
                AnyState::fold(asked.ruleset, &events).expect("folds"),
                "{}",
                asked.ruleset.name()
            );
        }
    }

    #[test]
    fn a_first_event_whose_options_contradict_it_cannot_happen() {
        for (asked, events) in created_games() {
            let empty = AnyState::new(asked.ruleset).expect("registered");
            assert!(empty.possible(&events[0]));
            let mut payload = serde_json::to_value(&events[0]).expect("serializes");
            payload["options"]["players"] = serde_json::json!(3);
            let forged = AnyEvent::deserialize_for(asked.ruleset, &payload).expect("parses");
            assert!(!empty.possible(&forged), "{}", asked.ruleset.name());
            let other = if asked.ruleset == Ruleset::Classic {
                "frenemies"
            } else {
                "classic"
            };
            let mut payload = serde_json::to_value(&events[0]).expect("serializes");
            payload["options"]["ruleset"] = serde_json::json!(other);
            let forged = AnyEvent::deserialize_for(asked.ruleset, &payload).expect("parses");
            assert!(!empty.possible(&forged), "{}", asked.ruleset.name());
        }
    }

    #[test]
    fn the_seat_order_and_board_of_a_first_event_are_rederived_with_its_options() {
        for (asked, events) in created_games() {
            let empty = AnyState::new(asked.ruleset).expect("registered");
            let mut chance = RngChance(SmallRng::seed_from_u64(8));
            assert!(empty.rederive(&events[0], &mut chance).is_ok());
        }
        let (_, events) = new_game();
        let mut payload = serde_json::to_value(&events[0]).expect("serializes");
        payload["options"]["board"] = serde_json::json!("variable");
        let forged = AnyEvent::deserialize_for(Ruleset::Classic, &payload).expect("parses");
        let empty = AnyState::new(Ruleset::Classic).expect("registered");
        let mut chance = RngChance(SmallRng::seed_from_u64(3));
        assert!(empty.rederive(&forged, &mut chance).is_err());
        let mut chance = RngChance(SmallRng::seed_from_u64(3));
        assert_eq!(empty.rederive(&events[0], &mut chance), Ok(true));
    }
}
