//! Test kit for the classic rules and the scenarios layered on them (test
//! builds only): a given/when/then [`Spec`] on the beginner board, a
//! [`StateBuilder`] in compact notation, and helpers that name intersections
//! and paths by the hexes they touch. Each is generic over the scenario
//! (`Spec::<Frenemies>::new(4)`), the base game by default
//! (`Spec::classic(4)`). It reads the engine through its public API and
//! never changes engine code.
//!
//! # Seat order
//! [`Spec::new`] creates the game through `decide` with a
//! [`ScriptedChance`] that draws only zeros. Fisher-Yates with zero draws
//! rotates the seats left by one, so 4 players play in the order
//! `1, 2, 3, 0` and 3 players in the order `1, 2, 0` (pinned by
//! `tests::setup::zero_draws_seat_the_players_rotated_left_by_one`).
//!
//! # Board
//! The beginner board (base-catan.md §Board): tile ids run in row order,
//! 0..=18 (`setup::HEXES`). Tile corners are numbered clockwise from the top:
//! [`TOP`], [`UPPER_RIGHT`], [`LOWER_RIGHT`], [`BOTTOM`], [`LOWER_LEFT`],
//! [`UPPER_LEFT`].

use super::command::{BoardKind, Command};
use super::decide::decide;
use super::event::Event;
use super::evolve::evolve;
use super::invariants;
use super::legal::{discard_choices, legal_commands, MAX_DISCARD_CHOICES};
use super::scenario::{Base, Scenario};
use super::setup::{beginner_layout, board_from_layout};
use super::state::{
    bank_per_resource, Building, BuildingKind, DevCard, DevCards, Phase, State, CITIES, ROADS,
    SETTLEMENTS,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{
    longest_road, Board, EdgeId, NodeId, Purpose, Resource, Resources, ScriptedChance, TileId,
};
use crate::rules::{RuleError, Seat};
use std::sync::{Arc, OnceLock};

/// Corner index of a tile: the top intersection.
pub const TOP: usize = 0;
/// Corner index of a tile: the upper-right intersection.
pub const UPPER_RIGHT: usize = 1;
/// Corner index of a tile: the lower-right intersection.
pub const LOWER_RIGHT: usize = 2;
/// Corner index of a tile: the bottom intersection.
pub const BOTTOM: usize = 3;
/// Corner index of a tile: the lower-left intersection.
pub const LOWER_LEFT: usize = 4;
/// Corner index of a tile: the upper-left intersection.
pub const UPPER_LEFT: usize = 5;

/// The beginner board, built once.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Arc<Board>> = OnceLock::new();
    BOARD.get_or_init(|| board_from_layout(&beginner_layout()))
}

/// A tile id.
pub const fn tile(id: u16) -> TileId {
    TileId(id)
}

/// Parses compact hand notation (`"BBLWG"`), panicking on a typo.
pub fn cards(notation: &str) -> Resources {
    Resources::parse(notation).unwrap_or_else(|| panic!("bad card notation {notation:?}"))
}

/// The intersection touching exactly these land tiles.
pub fn node_between(tiles: &[u16]) -> NodeId {
    let mut want: Vec<TileId> = tiles.iter().map(|&t| TileId(t)).collect();
    want.sort_unstable();
    let found: Vec<NodeId> = board()
        .nodes
        .iter()
        .filter(|n| {
            let mut have = n.tiles.clone();
            have.sort_unstable();
            have == want
        })
        .map(|n| n.id)
        .collect();
    assert_eq!(found.len(), 1, "{found:?} touch exactly tiles {tiles:?}");
    found[0]
}

/// Corner `c` of `tile` (see [`TOP`] and friends).
pub fn corner(tile: u16, c: usize) -> NodeId {
    board().tile(TileId(tile)).nodes[c]
}

/// The path joining two neighbouring intersections.
pub fn edge_between(a: NodeId, b: NodeId) -> EdgeId {
    board()
        .edges
        .iter()
        .find(|e| e.nodes.contains(&a) && e.nodes.contains(&b) && a != b)
        .unwrap_or_else(|| panic!("intersections {a} and {b} are not neighbours"))
        .id
}

/// The paths of a walk through consecutive neighbouring intersections.
pub fn path(nodes: &[NodeId]) -> Vec<EdgeId> {
    nodes.windows(2).map(|w| edge_between(w[0], w[1])).collect()
}

/// True when the intersection is on the coast (it touches fewer than 3 hexes).
pub fn is_coastal(node: NodeId) -> bool {
    board().node(node).tiles.len() < 3
}

/// Builds a state directly, in compact notation. `build` recomputes what
/// follows from the pieces and hands (supplies, road lengths, the bank, the
/// deck) and checks `invariants::check`.
#[derive(Debug, Clone)]
pub struct StateBuilder<X: Scenario = Base> {
    state: State<X>,
}

impl<X: Scenario> StateBuilder<X> {
    /// Starts from an existing state.
    pub fn new(state: State<X>) -> Self {
        StateBuilder { state }
    }

    /// Sets the phase as is.
    pub fn phase(mut self, phase: Phase) -> Self {
        if !phase.is_setup() {
            self.state.turn = self.state.turn.max(1);
        }
        self.state.phase = phase;
        self
    }

    /// Skips to the main part of `seat`'s turn, dice rolled.
    pub fn main(mut self, seat: Seat) -> Self {
        self.state.rolled = true;
        self.phase(Phase::Main { seat })
    }

    /// Skips to the start of `seat`'s turn, dice not rolled yet.
    pub fn roll(mut self, seat: Seat) -> Self {
        self.state.rolled = false;
        self.phase(Phase::Roll { seat })
    }

    fn place(mut self, seat: Seat, node: NodeId, kind: BuildingKind) -> Self {
        assert!(
            super::decide::distance_ok(&self.state, node),
            "fixture breaks the distance rule at {node}"
        );
        self.state.buildings[node.index()] = Some(Building { seat, kind });
        self
    }

    /// Puts a settlement of `seat` on `node` (the distance rule is asserted).
    pub fn settlement(self, seat: Seat, node: NodeId) -> Self {
        self.place(seat, node, BuildingKind::Settlement)
    }

    /// Puts a city of `seat` on `node` (the distance rule is asserted).
    pub fn city(self, seat: Seat, node: NodeId) -> Self {
        self.place(seat, node, BuildingKind::City)
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

    /// Puts roads of `seat` along a walk through neighbouring intersections.
    pub fn road_path(self, seat: Seat, nodes: &[NodeId]) -> Self {
        path(nodes).into_iter().fold(self, |b, e| b.road(seat, e))
    }

    /// Sets the hand of `seat` exactly, e.g. `"BBLL"`. The bank gives or
    /// takes the difference.
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

    /// Gives `seat` one card bought this turn (held, not yet playable).
    pub fn bought(mut self, seat: Seat, card: DevCard) -> Self {
        let p = self.state.player_mut(seat);
        p.dev_cards.add(card);
        p.bought_this_turn.add(card);
        self
    }

    /// Sets the knights `seat` has played.
    pub fn knights(mut self, seat: Seat, n: u8) -> Self {
        self.state.player_mut(seat).knights_played = n;
        self
    }

    /// Puts the robber on `tile`.
    pub fn robber(mut self, tile: TileId) -> Self {
        self.state.robber = tile;
        self
    }

    /// Gives the Longest Road card to `seat` (or sets it aside).
    pub fn longest_road(mut self, seat: Option<Seat>) -> Self {
        self.state.longest_road = seat;
        self
    }

    /// Gives the Largest Army card to `seat`.
    pub fn largest_army(mut self, seat: Seat) -> Self {
        self.state.largest_army = Some(seat);
        self
    }

    /// Marks that a development card was already played this turn.
    pub fn card_played(mut self) -> Self {
        self.state.card_played = true;
        self
    }

    /// Any other change, directly on the state.
    pub fn with(mut self, f: impl FnOnce(&mut State<X>)) -> Self {
        f(&mut self.state);
        self
    }

    /// Recomputes the derived fields and checks the invariants.
    pub fn build(mut self) -> State<X> {
        let s = &mut self.state;
        let n = s.players.len();
        for i in 0..n {
            let seat = Seat(i as u8);
            let roads: Vec<EdgeId> = (0..s.roads.len())
                .filter(|&e| s.roads[e] == Some(seat))
                .map(|e| EdgeId(e as u16))
                .collect();
            let count = |kind: BuildingKind| {
                s.buildings
                    .iter()
                    .flatten()
                    .filter(|b| b.seat == seat && b.kind == kind)
                    .count() as u8
            };
            let (settlements, cities) =
                (count(BuildingKind::Settlement), count(BuildingKind::City));
            let p = &mut s.players[i];
            p.roads_left = ROADS
                .checked_sub(roads.len() as u8)
                .expect("at most 15 roads");
            p.settlements_left = SETTLEMENTS
                .checked_sub(settlements)
                .expect("at most 5 settlements");
            p.cities_left = CITIES.checked_sub(cities).expect("at most 4 cities");
            p.roads = roads;
        }
        for i in 0..n {
            let seat = Seat(i as u8);
            let buildings = &s.buildings;
            s.players[i].road_length = longest_road(&s.board, &s.players[i].roads, |node| {
                buildings[node.index()].is_some_and(|b| b.seat != seat)
            });
        }
        let bank = bank_per_resource(n);
        for r in Resource::ALL {
            let held: u32 = s.players.iter().map(|p| u32::from(p.hand.get(r))).sum();
            let left = u32::from(bank)
                .checked_sub(held)
                .unwrap_or_else(|| panic!("fixture hands hold {held} {r}, more than {bank}"));
            s.bank.set(r, left as u8);
        }
        let mut deck = [0u8; 5];
        for card in DevCard::ALL {
            let held: u8 = s.players.iter().map(|p| p.dev_cards.get(card)).sum();
            let played: u8 = if card == DevCard::Knight {
                s.players.iter().map(|p| p.knights_played).sum()
            } else {
                0
            };
            deck[card.index()] = DevCards::deck_for(n)
                .get(card)
                .checked_sub(held + played)
                .unwrap_or_else(|| panic!("fixture uses more {card} cards than the deck holds"));
        }
        let [knight, victory_point, road_building, year_of_plenty, monopoly] = deck;
        s.deck = DevCards {
            knight,
            victory_point,
            road_building,
            year_of_plenty,
            monopoly,
        };
        if let Err(broken) = invariants::check(s)
            .and_then(|()| X::check(s))
            .and_then(|()| invariants::check_settled(s))
            .and_then(|()| X::check_settled(s))
        {
            panic!("fixture breaks an invariant: {broken}");
        }
        self.state
    }
}

/// A rule test: a state given, a command when, its outcome then.
#[derive(Debug, Clone)]
pub struct Spec<X: Scenario = Base> {
    state: State<X>,
}

impl Spec<Base> {
    /// A freshly created base game (see [`Spec::new`]).
    pub fn classic(players: u8) -> Self {
        Spec::new(players)
    }
}

impl<X: Scenario> Spec<X> {
    /// A freshly created game on the beginner board, at the first setup
    /// settlement (created through `decide` with zero draws: see the module docs).
    pub fn new(players: u8) -> Self {
        let create = Command::CreateGame {
            players,
            board: BoardKind::Beginner,
        };
        let events = decide(
            &State::<X>::default(),
            Seat(0),
            create,
            &mut ScriptedChance::new(),
        )
        .expect("a game of 3 to 6 is created");
        Spec {
            state: State::fold(&events),
        }
    }

    /// Changes the state through a [`StateBuilder`].
    pub fn given(self, f: impl FnOnce(StateBuilder<X>) -> StateBuilder<X>) -> Self {
        Spec {
            state: f(StateBuilder::new(self.state)).build(),
        }
    }

    /// The state as it stands.
    pub fn state(&self) -> &State<X> {
        &self.state
    }

    /// Asserts on the state as it stands.
    pub fn then_state(self, f: impl FnOnce(&State<X>)) -> Self {
        f(&self.state);
        self
    }

    /// `seat` sends `command`.
    pub fn when(self, seat: Seat, command: impl Into<Command<X::Command>>) -> When<X> {
        When {
            state: self.state,
            seat,
            command: command.into(),
            chance: ScriptedChance::new(),
            free_form: false,
        }
    }
}

/// A command about to be decided, with the chance it will meet.
#[derive(Debug, Clone)]
pub struct When<X: Scenario = Base> {
    state: State<X>,
    seat: Seat,
    command: Command<X::Command>,
    chance: ScriptedChance,
    /// A free-form command (a scenario's trade offer) that `legal_commands`
    /// does not enumerate.
    free_form: bool,
}

impl<X: Scenario> When<X> {
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

    fn decide(&mut self) -> Result<Vec<Event<X::Event>>, RuleError> {
        let result = decide(
            &self.state,
            self.seat,
            self.command.clone(),
            &mut self.chance,
        );
        if !self.free_form {
            assert_listed_iff_accepted(&self.state, self.seat, &self.command, result.is_ok());
        }
        result
    }

    /// Marks the command free-form, like a trade offer: `legal_commands`
    /// need not list it.
    pub fn free_form(mut self) -> Self {
        self.free_form = true;
        self
    }

    /// Decides, expecting acceptance; returns the events and the evolved state.
    pub fn run(mut self) -> (Vec<Event<X::Event>>, Spec<X>) {
        let events = self
            .decide()
            .unwrap_or_else(|e| panic!("{:?} from {} was refused: {e}", self.command, self.seat));
        let mut state = self.state;
        for e in &events {
            evolve(&mut state, e);
        }
        if let Err(broken) = invariants::check(&state)
            .and_then(|()| X::check(&state))
            .and_then(|()| invariants::check_settled(&state))
            .and_then(|()| X::check_settled(&state))
        {
            panic!("after {events:?}: {broken}");
        }
        (events, Spec { state })
    }

    /// Expects exactly these events, and goes on from the evolved state.
    pub fn then_events(self, expected: impl IntoIterator<Item = Event<X::Event>>) -> Spec<X> {
        let (events, next) = self.run();
        assert_eq!(events, expected.into_iter().collect::<Vec<_>>());
        next
    }

    /// Expects acceptance, asserts on the evolved state, and goes on from it.
    pub fn then_state(self, f: impl FnOnce(&State<X>)) -> Spec<X> {
        let (_, next) = self.run();
        f(&next.state);
        next
    }

    /// Expects acceptance and goes on from the evolved state.
    pub fn then_ok(self) -> Spec<X> {
        self.run().1
    }

    /// Expects this refusal, and that the state is unchanged.
    pub fn then_error(mut self, expected: RuleError) -> Spec<X> {
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
        Spec { state: self.state }
    }
}

/// Asserts that `legal_commands` lists `command` exactly when `decide`
/// accepts it. Free-form commands (offers, counters, creation) and capped
/// discard lists are not enumerated and are skipped.
pub fn assert_listed_iff_accepted<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    command: &Command<X::Command>,
    accepted: bool,
) {
    let legal = legal_commands(state, seat);
    let listed = match *command {
        Command::CreateGame { .. }
        | Command::Table(TableCommand::OfferTrade { .. } | TableCommand::CounterOffer { .. }) => {
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
        Command::PlayYearOfPlenty { resources: [a, b] } => {
            let resources = if a.index() <= b.index() {
                [a, b]
            } else {
                [b, a]
            };
            legal.contains(&Command::PlayYearOfPlenty { resources })
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

/// Every fully formed command worth trying in `state`: all spots, tiles,
/// victims, cards, maritime pairs, offer answers, and discards of every
/// size from small hands.
pub fn candidate_commands<X: Scenario>(state: &State<X>) -> Vec<Command<X::Command>> {
    let mut out = vec![
        Command::RollDice,
        Command::EndTurn,
        Command::BuyDevelopmentCard,
        Command::PlayKnight,
        Command::PlayRoadBuilding,
        Command::EndSpecialBuilding,
    ];
    for (i, a) in Resource::ALL.into_iter().enumerate() {
        for b in Resource::ALL.into_iter().skip(i) {
            out.push(Command::PlayYearOfPlenty { resources: [a, b] });
        }
        out.push(Command::PlayMonopoly { resource: a });
        for get in Resource::ALL {
            out.push(Command::Table(TableCommand::SupplyTrade { give: a, get }));
        }
    }
    for e in &state.board.edges {
        out.push(Command::BuildRoad { edge: e.id });
    }
    for n in &state.board.nodes {
        out.push(Command::BuildSettlement { node: n.id });
        out.push(Command::BuildCity { node: n.id });
    }
    let seats: Vec<Option<Seat>> = std::iter::once(None)
        .chain((0..state.players.len()).map(|i| Some(Seat(i as u8))))
        .collect();
    for t in &state.board.tiles {
        for victim in &seats {
            out.push(Command::MoveRobber {
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
pub fn assert_legal_is_exactly_accepted<X: Scenario>(state: &State<X>) {
    let candidates = candidate_commands(state);
    for i in 0..state.players.len() {
        let seat = Seat(i as u8);
        let legal = legal_commands(state, seat);
        for c in &legal {
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
