//! Test kit for the Baden-Württemberg rules (test builds only): a
//! given/when/then [`Scenario`] on an empty map, a [`StateBuilder`] in
//! compact notation, helpers that name crossings by town and paths by their
//! ends, and the check that `legal_commands` lists exactly what `decide`
//! accepts. It reads the engine through its public API.
//!
//! # Seat order
//! [`Scenario::new`] creates the game through `create` with a
//! [`ScriptedChance`] that draws only zeros, with the variable founding so
//! the map starts empty. Fisher-Yates with zero draws rotates the seats
//! left by one: 3 players play in the order `1, 2, 0`, 4 players `1, 2, 3, 0`.

use super::command::Command;
use super::decide::{create, decide};
use super::event::Event;
use super::evolve::{evolve, fold};
use super::invariants;
use super::legal::{discard_choices, legal_commands, MAX_DISCARD_CHOICES};
use super::map::{map, CrossingKind};
use super::state::{DevCard, DevCards, Phase, State, ROADS, SUPPLY_PER_RESOURCE, TOWN_HALLS};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{EdgeId, NodeId, Purpose, Resource, Resources, ScriptedChance};
use crate::rules::contract::{BoardKind, GameOptions};
use crate::rules::{RuleError, Ruleset, Seat};

/// The crossing of a town or landmark city, by name.
pub fn crossing(name: &str) -> NodeId {
    map()
        .named(name)
        .unwrap_or_else(|| panic!("no crossing named {name:?}"))
}

/// The path joining two neighbouring crossings.
pub fn edge_between(a: NodeId, b: NodeId) -> EdgeId {
    map()
        .board
        .edges
        .iter()
        .find(|e| e.nodes.contains(&a) && e.nodes.contains(&b) && a != b)
        .unwrap_or_else(|| panic!("crossings {a} and {b} are not neighbours"))
        .id
}

/// The free crossings one path from `node`, in id order.
pub fn free_neighbours(node: NodeId) -> Vec<NodeId> {
    let mut out: Vec<NodeId> = map()
        .board
        .node(node)
        .neighbours
        .iter()
        .copied()
        .filter(|n| map().kind(*n) == CrossingKind::Free)
        .collect();
    out.sort_unstable();
    out
}

/// Parses compact hand notation (`"BBLWG"`: B clay, L wood, W wool, G
/// grain, O ore), panicking on a typo.
pub fn cards(notation: &str) -> Resources {
    Resources::parse(notation).unwrap_or_else(|| panic!("bad card notation {notation:?}"))
}

/// Builds a state directly. `build` recomputes what follows from the pieces
/// and hands (supplies of pieces, road lengths, the resource supply, the
/// deck) and checks the invariants.
#[derive(Debug, Clone)]
pub struct StateBuilder {
    state: State,
}

impl StateBuilder {
    /// Starts from an existing state.
    pub fn new(state: State) -> Self {
        StateBuilder { state }
    }

    /// Sets the phase as is.
    pub fn phase(mut self, phase: Phase) -> Self {
        self.state.turn = self.state.turn.max(1);
        self.state.phase = phase;
        self
    }

    /// Skips to trading and building in `seat`'s turn, dice rolled.
    pub fn main(mut self, seat: Seat) -> Self {
        self.state.rolled = true;
        self.phase(Phase::Main { seat })
    }

    /// Skips to the start of `seat`'s turn, dice not rolled yet.
    pub fn roll(mut self, seat: Seat) -> Self {
        self.state.rolled = false;
        self.phase(Phase::Roll { seat })
    }

    /// Puts a town hall of `seat` on a town field.
    pub fn town_hall(mut self, seat: Seat, node: NodeId) -> Self {
        assert_eq!(
            map().kind(node),
            CrossingKind::Town,
            "{node} is no town field"
        );
        self.state.town_halls[node.index()] = Some(seat);
        self
    }

    /// Builds the landmark on a landmark field.
    pub fn landmark(mut self, node: NodeId) -> Self {
        assert_eq!(map().kind(node), CrossingKind::Landmark);
        self.state.landmarks[node.index()] = true;
        self
    }

    /// Puts a road of `seat` on `edge`.
    pub fn road(mut self, seat: Seat, edge: EdgeId) -> Self {
        assert!(
            self.state.roads[edge.index()].is_none(),
            "fixture puts two roads on {edge}"
        );
        self.state.roads[edge.index()] = Some(seat);
        self
    }

    /// Puts roads of `seat` along a walk through neighbouring crossings.
    pub fn road_path(self, seat: Seat, nodes: &[NodeId]) -> Self {
        nodes
            .windows(2)
            .fold(self, |b, w| b.road(seat, edge_between(w[0], w[1])))
    }

    /// Sets the hand of `seat` exactly, e.g. `"BBLL"`.
    pub fn hand(mut self, seat: Seat, notation: &str) -> Self {
        self.state.player_mut(seat).hand = cards(notation);
        self
    }

    /// Gives `seat` `n` development cards of a kind, held from earlier turns.
    pub fn dev_cards(mut self, seat: Seat, card: DevCard, n: u8) -> Self {
        for _ in 0..n {
            self.state.player_mut(seat).dev_cards.add(card);
        }
        self
    }

    /// Gives `seat` one card bought this turn.
    pub fn bought(mut self, seat: Seat, card: DevCard) -> Self {
        let p = self.state.player_mut(seat);
        p.dev_cards.add(card);
        p.bought_this_turn.add(card);
        self
    }

    /// Sets the inventions `seat` has played.
    pub fn inventions(mut self, seat: Seat, n: u8) -> Self {
        self.state.player_mut(seat).inventions = n;
        self
    }

    /// Puts `seat`'s town hall on the victory field Longest Trade Road.
    pub fn longest_trade_road(mut self, seat: Option<Seat>) -> Self {
        self.state.longest_trade_road = seat;
        self
    }

    /// Puts `seat`'s town hall on the victory field Largest Inventor.
    pub fn largest_inventor(mut self, seat: Seat) -> Self {
        self.state.largest_inventor = Some(seat);
        self
    }

    /// Any other change, directly on the state.
    pub fn with(mut self, f: impl FnOnce(&mut State)) -> Self {
        f(&mut self.state);
        self
    }

    /// Recomputes the derived fields and checks the invariants.
    pub fn build(mut self) -> State {
        let s = &mut self.state;
        for i in 0..s.players.len() {
            let seat = Seat(i as u8);
            let roads: Vec<EdgeId> = (0..s.roads.len())
                .filter(|&e| s.roads[e] == Some(seat))
                .map(|e| EdgeId(e as u16))
                .collect();
            let placed = s.town_halls_of(seat)
                + u8::from(s.longest_trade_road == Some(seat))
                + u8::from(s.largest_inventor == Some(seat));
            let p = &mut s.players[i];
            p.roads_left = ROADS
                .checked_sub(roads.len() as u8)
                .expect("at most 20 roads");
            p.town_halls_left = TOWN_HALLS
                .checked_sub(placed)
                .expect("at most 12 town halls");
            p.roads = roads;
        }
        for r in Resource::ALL {
            let held: u32 = s.players.iter().map(|p| u32::from(p.hand.get(r))).sum();
            let left = u32::from(SUPPLY_PER_RESOURCE)
                .checked_sub(held)
                .unwrap_or_else(|| panic!("fixture hands hold {held} {r}, more than 18"));
            s.supply.set(r, left as u8);
        }
        let mut deck = DevCards::DECK;
        for card in DevCard::ALL {
            for p in &s.players {
                for _ in 0..p.dev_cards.get(card) {
                    deck.remove(card);
                }
            }
        }
        for p in &s.players {
            for _ in 0..p.inventions {
                deck.remove(DevCard::Invention);
            }
        }
        s.deck = deck;
        if let Err(broken) = invariants::check(s).and(invariants::check_settled(s)) {
            panic!("fixture breaks an invariant: {broken}");
        }
        self.state
    }
}

/// A rule test: a state given, a command when, its outcome then.
#[derive(Debug, Clone)]
pub struct Scenario {
    state: State,
}

impl Scenario {
    /// A game of `players` on the empty map, at the first founding (see the
    /// module docs for the seat order).
    pub fn new(players: u8) -> Self {
        Scenario::created(players, true)
    }

    /// A game created as `create` does with zero draws: with the building
    /// cost cards dealt, or with the variable founding.
    pub fn created(players: u8, variable_founding: bool) -> Self {
        let mut options =
            GameOptions::new(Ruleset::BadenWuerttemberg, players, BoardKind::Beginner);
        options.variable_founding = variable_founding;
        let events =
            create(&options, &mut ScriptedChance::new()).expect("a game of 3 or 4 is created");
        Scenario {
            state: fold(&events),
        }
    }

    /// Changes the state through a [`StateBuilder`].
    pub fn given(self, f: impl FnOnce(StateBuilder) -> StateBuilder) -> Self {
        Scenario {
            state: f(StateBuilder::new(self.state)).build(),
        }
    }

    /// The state as it stands.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Asserts on the state as it stands.
    pub fn then_state(self, f: impl FnOnce(&State)) -> Self {
        f(&self.state);
        self
    }

    /// `seat` sends `command`.
    pub fn when(self, seat: Seat, command: impl Into<Command>) -> When {
        When {
            state: self.state,
            seat,
            command: command.into(),
            chance: ScriptedChance::new(),
        }
    }
}

/// A command about to be decided, with the chance it will meet.
#[derive(Debug, Clone)]
pub struct When {
    state: State,
    seat: Seat,
    command: Command,
    chance: ScriptedChance,
}

impl When {
    /// Scripts the next roll of the dice.
    pub fn dice(mut self, dice: [u8; 2]) -> Self {
        self.chance.push_roll(dice[0], dice[1]);
        self
    }

    /// Scripts raw draws for a purpose (a steal, a development card).
    pub fn draws(mut self, purpose: Purpose, values: &[u32]) -> Self {
        self.chance = self.chance.then(purpose, values);
        self
    }

    fn decide(&mut self) -> Result<Vec<Event>, RuleError> {
        let result = decide(
            &self.state,
            self.seat,
            self.command.clone(),
            &mut self.chance,
        );
        assert_listed_iff_accepted(&self.state, self.seat, &self.command, result.is_ok());
        result
    }

    /// Decides, expecting acceptance; returns the events and the evolved state.
    pub fn run(mut self) -> (Vec<Event>, Scenario) {
        let events = self
            .decide()
            .unwrap_or_else(|e| panic!("{:?} from {} was refused: {e}", self.command, self.seat));
        let mut state = self.state;
        for e in &events {
            evolve(&mut state, e);
            if let Err(broken) = invariants::check(&state) {
                panic!("after {e:?}: {broken}");
            }
        }
        if let Err(broken) = invariants::check_settled(&state) {
            panic!("after {events:?}: {broken}");
        }
        (events, Scenario { state })
    }

    /// Expects exactly these events, and goes on from the evolved state.
    pub fn then_events(self, expected: impl IntoIterator<Item = Event>) -> Scenario {
        let (events, next) = self.run();
        assert_eq!(events, expected.into_iter().collect::<Vec<_>>());
        next
    }

    /// Expects acceptance, asserts on the evolved state, and goes on from it.
    pub fn then_state(self, f: impl FnOnce(&State)) -> Scenario {
        let (_, next) = self.run();
        f(&next.state);
        next
    }

    /// Expects acceptance and goes on from the evolved state.
    pub fn then_ok(self) -> Scenario {
        self.run().1
    }

    /// Expects this refusal, and that the state is unchanged.
    pub fn then_error(mut self, expected: RuleError) -> Scenario {
        let before = self.state.clone();
        let result = self.decide();
        assert_eq!(
            result,
            Err(expected),
            "{:?} from {}",
            self.command,
            self.seat
        );
        assert_eq!(self.state, before, "a refusal changed the state");
        Scenario { state: self.state }
    }
}

/// Asserts that `legal_commands` lists `command` exactly when `decide`
/// accepts it. Free-form offers and counters, and capped discard lists, are
/// not enumerated and are skipped.
pub fn assert_listed_iff_accepted(state: &State, seat: Seat, command: &Command, accepted: bool) {
    let legal = legal_commands(state, seat);
    let listed = match *command {
        Command::Table(TableCommand::OfferTrade { .. } | TableCommand::CounterOffer { .. }) => {
            return
        }
        Command::Table(TableCommand::Discard { .. })
            if legal
                .iter()
                .filter(|c| matches!(c, Command::Table(TableCommand::Discard { .. })))
                .count()
                >= MAX_DISCARD_CHOICES =>
        {
            return
        }
        Command::PlaySuccessfulInvention { resources: [a, b] } => {
            let resources = if a.index() <= b.index() {
                [a, b]
            } else {
                [b, a]
            };
            legal.contains(&Command::PlaySuccessfulInvention { resources })
        }
        _ => legal.contains(command),
    };
    assert_eq!(
        listed,
        accepted,
        "legal_commands {} {command:?} for {seat} but decide {} it (phase {:?})",
        if listed { "lists" } else { "omits" },
        if accepted { "accepts" } else { "refuses" },
        state.phase
    );
}

/// Every fully formed command worth trying in `state`: all spots, fields,
/// victims, cards, supply trades, offer answers, and discards of every size
/// from small hands.
pub fn candidate_commands(state: &State) -> Vec<Command> {
    let mut out = vec![
        Command::RollDice,
        Command::EndTurn,
        Command::BuyDevelopmentCard,
        Command::PlayInvention,
        Command::PlayRoadBuilding,
        Command::PlayTrade,
    ];
    for (i, a) in Resource::ALL.into_iter().enumerate() {
        for b in Resource::ALL.into_iter().skip(i) {
            out.push(Command::PlaySuccessfulInvention { resources: [a, b] });
        }
        for get in Resource::ALL {
            out.push(Command::Table(TableCommand::SupplyTrade { give: a, get }));
        }
    }
    let board = &map().board;
    for e in &board.edges {
        out.push(Command::BuildRoad { edge: e.id });
    }
    for n in &board.nodes {
        out.push(Command::BuildTownHall { node: n.id });
        out.push(Command::BuildLandmark { node: n.id });
    }
    let seats: Vec<Option<Seat>> = std::iter::once(None)
        .chain((0..state.players.len()).map(|i| Some(Seat(i as u8))))
        .collect();
    for t in &board.tiles {
        for victim in &seats {
            out.push(Command::MoveInventor {
                tile: t.id,
                victim: *victim,
            });
        }
    }
    for p in &state.players {
        if p.hand.total() <= 12 {
            for k in 0..=p.hand.total() as u8 {
                for cards in discard_choices(p.hand, k, usize::MAX) {
                    out.push(Command::Table(TableCommand::Discard { cards }));
                }
            }
        }
    }
    for o in &state.offers {
        out.push(Command::Table(TableCommand::AcceptOffer { offer: o.id }));
        out.push(Command::Table(TableCommand::RejectOffer { offer: o.id }));
        out.push(Command::Table(TableCommand::WithdrawOffer { offer: o.id }));
        for with in seats.iter().flatten() {
            out.push(Command::Table(TableCommand::ConfirmTrade {
                offer: o.id,
                with: *with,
            }));
        }
    }
    out.dedup();
    out
}

/// For every seat, asserts that the commands `decide` accepts among
/// [`candidate_commands`] are exactly those `legal_commands` lists, and that
/// everything listed is accepted.
pub fn assert_legal_is_exactly_accepted(state: &State) {
    let candidates = candidate_commands(state);
    for i in 0..state.players.len() {
        let seat = Seat(i as u8);
        for c in &legal_commands(state, seat) {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert!(
                accepted,
                "legal_commands lists {c:?} for {seat} but decide refuses it"
            );
        }
        for c in &candidates {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert_listed_iff_accepted(state, seat, c, accepted);
        }
    }
}
