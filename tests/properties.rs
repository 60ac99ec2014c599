//! Property tests of the rules engines: from random seeds, every count of
//! players the ruleset allows (3 to 6 in the classic game, 3 and 4 in the
//! others) play random legal commands (and, in the classic game, random domestic
//! trades) to the end, and every property below is checked along the way.
//! The classic engine's own suite comes first; the generic suite runs for
//! every ruleset through the contract. Each test names the property it
//! checks. Only the engines' public API is used.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::Value;
use slowcatan::rules::classic::legal::{discard_choices, legal_commands};
use slowcatan::rules::classic::state::{
    bank_per_resource, BuildingKind, CITIES, ROADS, SETTLEMENTS,
};
use slowcatan::rules::classic::{self, invariants, BoardKind, Command, Event, Phase, State};
use slowcatan::rules::common::table::TableCommand;
use slowcatan::rules::common::{EdgeId, NodeId, Resource, Resources, RngChance, TileId};
use slowcatan::rules::{RuleError, Seat, Viewer};

/// A game longer than this many commands stops (random games end far sooner).
const MAX_COMMANDS: usize = 5_000;

/// Games per property: the whole file stays well under a minute in debug builds.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        max_shrink_iters: 8,
        ..ProptestConfig::default()
    }
}

/// One game played at random, one command at a time.
struct Game {
    state: State,
    events: Vec<Event>,
    chance: RngChance<SmallRng>,
    rng: SmallRng,
    commands: usize,
    /// Also send random domestic offers, answers and counter-offers.
    trades: bool,
}

impl Game {
    fn new(seed: u64, players: u8, trades: bool) -> Game {
        let mut game = Game {
            state: State::default(),
            events: Vec::new(),
            chance: RngChance(SmallRng::seed_from_u64(seed ^ 0x5EED)),
            rng: SmallRng::seed_from_u64(seed),
            commands: 0,
            trades,
        };
        let board = if seed.is_multiple_of(3) {
            BoardKind::Beginner
        } else {
            BoardKind::Variable
        };
        game.send(Seat(0), &Command::CreateGame { players, board })
            .expect("a game of 3 to 6 is created");
        game
    }

    fn over(&self) -> bool {
        self.state.winner().is_some() || self.commands >= MAX_COMMANDS
    }

    /// Decides a command and folds its events one at a time, checking the
    /// conservation laws after each event and all invariants after the last.
    fn send(&mut self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        let events = classic::decide(&self.state, seat, command.clone(), &mut self.chance)?;
        for e in &events {
            classic::evolve(&mut self.state, e);
            if let Err(m) = conserved(&self.state) {
                panic!("after {e:?} (from {command:?} by {seat}): {m}");
            }
        }
        if let Err(m) = invariants::check(&self.state).and(invariants::check_settled(&self.state)) {
            panic!("after {command:?} by {seat}: {m}");
        }
        self.events.extend(events.iter().cloned());
        self.commands += 1;
        Ok(events)
    }

    /// Plays one step: usually a uniformly drawn legal command of an awaited
    /// seat, sometimes (with `trades`) a domestic trade move. Returns what
    /// was sent and the events.
    fn step(&mut self) -> (Seat, Command, Vec<Event>) {
        if self.trades {
            if let Some((seat, command)) = self.trade_move() {
                if let Ok(events) = self.send(seat, &command) {
                    return (seat, command, events);
                }
            }
        }
        let awaiting = self.state.phase.awaiting();
        assert!(
            !awaiting.is_empty(),
            "nobody is awaited in {:?}",
            self.state.phase
        );
        let seat = awaiting[self.rng.random_range(0..awaiting.len())];
        let legal = legal_commands(&self.state, seat);
        assert!(
            !legal.is_empty(),
            "{seat} is awaited with nothing to do in {:?}",
            self.state.phase
        );
        let command = legal[self.rng.random_range(0..legal.len())].clone();
        let events = self
            .send(seat, &command)
            .unwrap_or_else(|e| panic!("listed {command:?} of {seat} refused: {e}"));
        (seat, command, events)
    }

    /// A plausible domestic trade move, now and then: the current player
    /// offers a card it holds, or a partner answers an open offer.
    fn trade_move(&mut self) -> Option<(Seat, Command)> {
        let Phase::Main { seat: current } = self.state.phase else {
            return None;
        };
        if !self.rng.random_bool(0.15) {
            return None;
        }
        let open: Vec<_> = self
            .state
            .offers
            .iter()
            .flat_map(|o| {
                o.to.iter()
                    .filter(|s| o.answer_of(**s).is_none())
                    .map(|s| (o.id, *s))
            })
            .collect();
        if !open.is_empty() && self.rng.random_bool(0.7) {
            let (offer, seat) = open[self.rng.random_range(0..open.len())];
            if self.rng.random_bool(0.3) {
                let (give, want) = self.plausible_terms(seat);
                return Some((
                    seat,
                    Command::Table(TableCommand::CounterOffer { offer, give, want }),
                ));
            }
            let legal = legal_commands(&self.state, seat);
            return (!legal.is_empty())
                .then(|| (seat, legal[self.rng.random_range(0..legal.len())].clone()));
        }
        let (want, give) = self.plausible_terms(current);
        let players = self.state.players.len() as u8;
        let to: Vec<Seat> = (0..players)
            .map(Seat)
            .filter(|s| *s != current && self.rng.random_bool(0.6))
            .collect();
        Some((
            current,
            Command::Table(TableCommand::OfferTrade { give, want, to }),
        ))
    }

    /// One card `seat` holds, and one card of another resource.
    fn plausible_terms(&mut self, seat: Seat) -> (Resources, Resources) {
        let hand = self.state.player(seat).hand;
        let held: Vec<Resource> = hand.iter().map(|(r, _)| r).collect();
        let mine = if held.is_empty() {
            Resource::Brick
        } else {
            held[self.rng.random_range(0..held.len())]
        };
        let other = Resource::ALL[(mine.index() + self.rng.random_range(1..5)) % 5];
        (Resources::of(other, 1), Resources::of(mine, 1))
    }
}

/// The laws every single event keeps (base-catan.md §Components): 19 cards of
/// each resource between bank and hands (24 with five or six players,
/// five-six-players.md); 15 roads, 5 settlements and 4
/// cities per seat between board and supply; the points a view shows equal
/// the points recomputed from the board.
fn conserved(state: &State) -> Result<(), String> {
    for r in Resource::ALL {
        let held: u32 = state.players.iter().map(|p| u32::from(p.hand.get(r))).sum();
        let per_resource = bank_per_resource(state.players.len());
        if held + u32::from(state.bank.get(r)) != u32::from(per_resource) {
            return Err(format!(
                "{held} {r} in hands and {} in the bank",
                state.bank.get(r)
            ));
        }
    }
    let view = classic::view(state, Viewer::Referee);
    for (i, p) in state.players.iter().enumerate() {
        let seat = Seat(i as u8);
        let roads = state.roads.iter().filter(|o| **o == Some(seat)).count();
        let count = |kind| {
            state
                .buildings
                .iter()
                .flatten()
                .filter(|b| b.seat == seat && b.kind == kind)
                .count()
        };
        let (settlements, cities) = (count(BuildingKind::Settlement), count(BuildingKind::City));
        if roads + usize::from(p.roads_left) != usize::from(ROADS)
            || settlements + usize::from(p.settlements_left) != usize::from(SETTLEMENTS)
            || cities + usize::from(p.cities_left) != usize::from(CITIES)
        {
            return Err(format!(
                "{seat}: pieces on the board and in supply do not add up"
            ));
        }
        let mut points = settlements + 2 * cities;
        points += 2 * usize::from(state.longest_road == Some(seat));
        points += 2 * usize::from(state.largest_army == Some(seat));
        let secret = usize::from(p.dev_cards.victory_point);
        // Once the game is over everything is revealed, the hidden points
        // counted in what everyone sees (issue #35).
        let shown = if state.winner().is_some() {
            points + secret
        } else {
            points
        };
        if usize::from(view.players[i].points) != shown {
            return Err(format!(
                "{seat}: the view shows {} points, the board {shown}",
                view.players[i].points
            ));
        }
        if usize::from(view.private[i].points) != points + secret {
            return Err(format!(
                "{seat}: private points {} are not {points} + {secret}",
                view.private[i].points
            ));
        }
    }
    Ok(())
}

fn round_trips<T>(value: &T)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).expect("serializes");
    let back: T =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json} does not parse back: {e}"));
    assert_eq!(&back, value, "{json} came back different");
}

/// An id: mostly on the board, sometimes just past it, 999, or anything.
fn random_id(rng: &mut SmallRng, n: usize) -> u16 {
    match rng.random_range(0..10) {
        0 => 999,
        1 => rng.random(),
        2 => n as u16,
        _ => rng.random_range(0..n.max(1)) as u16,
    }
}

/// A seat: mostly one the game awaits, sometimes another, or one not in the game.
fn random_seat(rng: &mut SmallRng, state: &State) -> Seat {
    let awaiting = state.phase.awaiting();
    match rng.random_range(0..10) {
        0 => Seat(rng.random()),
        1 => Seat(state.players.len() as u8),
        2..=4 => Seat(rng.random_range(0..state.players.len() as u8)),
        _ if !awaiting.is_empty() => awaiting[rng.random_range(0..awaiting.len())],
        _ => Seat(0),
    }
}

fn random_resource(rng: &mut SmallRng) -> Resource {
    Resource::ALL[rng.random_range(0..5)]
}

fn random_cards(rng: &mut SmallRng) -> Resources {
    let mut cards = Resources::ZERO;
    for r in Resource::ALL {
        if rng.random_bool(0.3) {
            cards.set(r, rng.random_range(0..4));
        }
    }
    cards
}

/// A command of any kind with random fields; most are illegal.
fn random_command(rng: &mut SmallRng, state: &State) -> Command {
    let board = &state.board;
    let offer = |rng: &mut SmallRng| match rng.random_range(0..4) {
        0 => rng.random(),
        _ => rng.random_range(0..state.next_offer + 2),
    };
    match rng.random_range(0..20) {
        0 => Command::CreateGame {
            players: rng.random_range(0..6),
            board: if rng.random() {
                BoardKind::Beginner
            } else {
                BoardKind::Variable
            },
        },
        1 => Command::RollDice,
        2 => Command::Table(TableCommand::Discard {
            cards: random_cards(rng),
        }),
        3 => Command::MoveRobber {
            tile: TileId(random_id(rng, board.tiles.len())),
            victim: rng.random_bool(0.7).then(|| random_seat(rng, state)),
        },
        4 => Command::BuildRoad {
            edge: EdgeId(random_id(rng, board.edges.len())),
        },
        5 => Command::BuildSettlement {
            node: NodeId(random_id(rng, board.nodes.len())),
        },
        6 => Command::BuildCity {
            node: NodeId(random_id(rng, board.nodes.len())),
        },
        7 => Command::BuyDevelopmentCard,
        8 => Command::PlayKnight,
        9 => Command::PlayRoadBuilding,
        10 => Command::PlayYearOfPlenty {
            resources: [random_resource(rng), random_resource(rng)],
        },
        11 => Command::PlayMonopoly {
            resource: random_resource(rng),
        },
        12 => Command::Table(TableCommand::SupplyTrade {
            give: random_resource(rng),
            get: random_resource(rng),
        }),
        13 => Command::Table(TableCommand::OfferTrade {
            give: random_cards(rng),
            want: random_cards(rng),
            to: (0..rng.random_range(0..4))
                .map(|_| random_seat(rng, state))
                .collect(),
        }),
        14 => Command::Table(TableCommand::AcceptOffer { offer: offer(rng) }),
        15 => Command::Table(TableCommand::RejectOffer { offer: offer(rng) }),
        16 => Command::Table(TableCommand::CounterOffer {
            offer: offer(rng),
            give: random_cards(rng),
            want: random_cards(rng),
        }),
        17 => Command::Table(TableCommand::WithdrawOffer { offer: offer(rng) }),
        18 => Command::Table(TableCommand::ConfirmTrade {
            offer: offer(rng),
            with: random_seat(rng, state),
        }),
        _ => Command::EndTurn,
    }
}

/// True when `legal_commands` lists `command`, up to what it lists once:
/// Year of Plenty pairs in either order, and discards past the listed 100.
fn listed(state: &State, seat: Seat, command: &Command) -> bool {
    let legal = legal_commands(state, seat);
    match command {
        Command::PlayYearOfPlenty { resources: [a, b] } => {
            legal.contains(&Command::PlayYearOfPlenty {
                resources: [*a, *b],
            }) || legal.contains(&Command::PlayYearOfPlenty {
                resources: [*b, *a],
            })
        }
        Command::Table(TableCommand::Discard { cards }) => {
            let Phase::Discard { pending, .. } = &state.phase else {
                return false;
            };
            pending.iter().any(|d| {
                d.seat == seat
                    && state.has_seat(seat)
                    && discard_choices(state.player(seat).hand, d.count, usize::MAX).contains(cards)
            })
        }
        other => legal.contains(other),
    }
}

proptest! {
    #![proptest_config(config(8))]

    /// Cards, pieces and points are conserved after every single event, and
    /// every invariant holds after every command.
    #[test]
    fn every_event_conserves_cards_pieces_and_points(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        while !game.over() {
            game.step();
        }
    }

    /// Folding all events from scratch gives the incrementally evolved state,
    /// at a few random points and at the end.
    #[test]
    fn folding_from_scratch_equals_the_evolved_state(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        while !game.over() {
            game.step();
            if game.rng.random_ratio(1, 150) {
                prop_assert_eq!(&classic::fold(&game.events), &game.state, "after {} events", game.events.len());
            }
        }
        prop_assert_eq!(&classic::fold(&game.events), &game.state);
    }

    /// Every command sent and every event recorded round-trips through JSON.
    #[test]
    fn commands_and_events_round_trip_through_json(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        for e in &game.events {
            round_trips(e);
        }
        while !game.over() {
            let (_, command, events) = game.step();
            round_trips(&command);
            for e in &events {
                round_trips(e);
            }
        }
    }

    /// Every command `legal_commands` lists, for every awaited seat, is
    /// accepted by `decide`.
    #[test]
    fn every_listed_command_is_accepted(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        while !game.over() {
            let mut seats = game.state.phase.awaiting();
            seats.extend(game.state.offers.iter().flat_map(|o| o.to.iter().copied()));
            for seat in seats {
                for command in legal_commands(&game.state, seat) {
                    let mut chance = game.chance.clone();
                    let decided = classic::decide(&game.state, seat, command.clone(), &mut chance);
                    prop_assert!(decided.is_ok(), "listed {:?} of {} refused: {:?}", command, seat, decided);
                }
            }
            game.step();
        }
    }

    /// Random commands of every kind, with ids off the board and seats not in
    /// the game, are refused and change nothing unless listed as legal. A
    /// free-form offer or counter-offer that `decide` accepts evolves without
    /// breaking an invariant.
    #[test]
    fn unlisted_commands_are_refused_and_change_nothing(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        let mut probe = SmallRng::seed_from_u64(seed.rotate_left(17));
        while !game.over() {
            for _ in 0..4 {
                let seat = random_seat(&mut probe, &game.state);
                let command = random_command(&mut probe, &game.state);
                if listed(&game.state, seat, &command) {
                    continue;
                }
                let before = game.state.clone();
                let mut chance = game.chance.clone();
                let decided = classic::decide(&game.state, seat, command.clone(), &mut chance);
                prop_assert_eq!(&game.state, &before);
                match (&command, decided) {
                    (Command::Table(TableCommand::OfferTrade { .. } | TableCommand::CounterOffer {
.. }), Ok(events)) => {
                        let mut after = game.state.clone();
                        for e in &events {
                            classic::evolve(&mut after, e);
                            prop_assert!(conserved(&after).is_ok(), "{:?} by {}: {:?}", command, seat, conserved(&after));
                        }
                        let checked = invariants::check(&after).and(invariants::check_settled(&after));
                        prop_assert!(checked.is_ok(), "{:?} by {}: {:?}", command, seat, checked);
                    }
                    (_, Ok(events)) => {
                        prop_assert!(false, "unlisted {:?} of {} accepted: {:?}", command, seat, events);
                    }
                    (_, Err(_)) => {}
                }
            }
            game.step();
        }
    }

    /// A seat's view, as JSON, holds its own hand and cards and no other
    /// seat's; a spectator's holds none.
    #[test]
    fn a_seats_view_never_shows_another_seats_hand_or_cards(seed: u64, players in 3u8..=6) {
        let mut game = Game::new(seed, players, true);
        while !game.over() {
            game.step();
            // A finished game reveals everything (issue #35): the secrets
            // are kept while it runs.
            if game.state.winner().is_some() || !game.rng.random_ratio(1, 10) {
                continue;
            }
            for b in 0..players {
                let json = serde_json::to_value(classic::view(&game.state, Viewer::Seat(Seat(b)))).expect("serializes");
                let private = json["private"].as_array().expect("a private array");
                prop_assert_eq!(private.len(), 1);
                prop_assert_eq!(&private[0]["seat"], &Value::from(b));
                prop_assert_eq!(
                    &private[0]["hand"],
                    &serde_json::to_value(game.state.player(Seat(b)).hand).expect("serializes")
                );
                // Hands and development cards appear nowhere else in the view.
                let text = json.to_string();
                prop_assert_eq!(text.matches("\"hand\"").count(), 1);
                prop_assert_eq!(text.matches("\"bought_this_turn\"").count(), 1);
            }
            let spectator = serde_json::to_value(classic::view(&game.state, Viewer::Spectator)).expect("serializes");
            prop_assert_eq!(spectator["private"].as_array().map(Vec::len), Some(0));
        }
    }
}

/// The generic properties for every ruleset, through the contract alone
/// (`Rules`): the same suite runs for the classic game, Frenemies, Oil
/// Springs and Baden-Württemberg Catan.
mod contract {
    use super::{config, round_trips, MAX_COMMANDS};
    use proptest::prelude::*;
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    use serde_json::Value;
    use slowcatan::rules::baden_wuerttemberg::BadenWuerttemberg;
    use slowcatan::rules::classic::Classic;
    use slowcatan::rules::common::RngChance;
    use slowcatan::rules::contract::{BoardKind, GameOptions, Rules};
    use slowcatan::rules::frenemies::Frenemies;
    use slowcatan::rules::oil_springs::OilSprings;
    use slowcatan::rules::{Seat, Viewer};

    /// One game of `R` played with random legal commands.
    struct Game<R: Rules> {
        state: R::State,
        events: Vec<R::Event>,
        chance: RngChance<SmallRng>,
        rng: SmallRng,
        commands: usize,
    }

    impl<R: Rules> Game<R> {
        fn new(options: GameOptions, seed: u64) -> Self {
            let mut chance = RngChance(SmallRng::seed_from_u64(seed ^ 0x5EED));
            let events = R::create(&options, &mut chance).expect("created");
            let mut state = R::State::default();
            for e in &events {
                round_trips(e);
                R::evolve(&mut state, e);
            }
            Game {
                state,
                events,
                chance,
                rng: SmallRng::seed_from_u64(seed),
                commands: 0,
            }
        }

        fn over(&self) -> bool {
            R::status(&self.state).is_over() || self.commands >= MAX_COMMANDS
        }

        /// A random legal command of an awaited seat, decided and folded,
        /// with the invariants checked once its events are all applied: a
        /// command's events are appended together, and one may hold for a
        /// moment what the next settles (a settlement cutting the Longest
        /// Road before the card changes hands).
        fn step(&mut self) -> (Seat, R::Command, Vec<R::Event>) {
            let awaiting = R::waiting_for(&self.state);
            assert!(!awaiting.is_empty(), "nobody is awaited");
            let seat = awaiting[self.rng.random_range(0..awaiting.len())];
            let legal = R::legal_commands(&self.state, seat);
            assert!(!legal.is_empty(), "{seat} is awaited with nothing to do");
            let command = legal[self.rng.random_range(0..legal.len())].clone();
            let events = R::decide(&self.state, seat, command.clone(), &mut self.chance)
                .unwrap_or_else(|e| panic!("listed {command:?} of {seat} refused: {e}"));
            for e in &events {
                R::evolve(&mut self.state, e);
            }
            if let Err(m) = R::check_invariants(&self.state).and(R::check_settled(&self.state)) {
                panic!("after {command:?} by {seat} ({events:?}): {m}");
            }
            self.events.extend(events.iter().cloned());
            self.commands += 1;
            (seat, command, events)
        }
    }

    /// Options for a game of `R`: the fixed board on even seeds, the
    /// variable one (and, where a ruleset has it, the free founding) on odd.
    fn options<R: Rules>(seed: u64, players: u8) -> GameOptions {
        let odd = !seed.is_multiple_of(2);
        let board = if odd {
            BoardKind::Variable
        } else {
            BoardKind::Beginner
        };
        let mut options = GameOptions::new(R::RULESET, players, board);
        options.variable_founding = odd && R::RULESET == BadenWuerttemberg::RULESET;
        options
    }

    /// The view as JSON without the viewer and the `private` parts, which
    /// are the only parts allowed to differ between viewers.
    fn public_part(view: &Value, private: &[&[&str]]) -> Value {
        let mut v = view.clone();
        if let Some(o) = v.as_object_mut() {
            o.remove("viewer");
        }
        for path in private {
            let (last, init) = path.split_last().expect("a non-empty path");
            let mut at = &mut v;
            for key in init {
                at = &mut at[*key];
            }
            if let Some(o) = at.as_object_mut() {
                o.remove(*last);
            }
        }
        v
    }

    /// The array at `path`, or an empty one where the view has none (a
    /// scenario part that is `null`).
    fn array_at<'a>(view: &'a Value, path: &[&str]) -> Vec<&'a Value> {
        let mut at = view;
        for key in path {
            at = &at[*key];
        }
        at.as_array()
            .map(|a| a.iter().collect())
            .unwrap_or_default()
    }

    /// No building is left on the board: Oil Springs' flood can remove
    /// every settlement, and then nothing produces; only free-form trades
    /// between the players (never listed, so never made by random play)
    /// could build again, so such a game may never end here.
    fn washed_away<R: Rules>(state: &R::State) -> bool {
        let view = serde_json::to_value(R::view(state, Viewer::Spectator)).expect("serializes");
        view["buildings"].as_array().is_some_and(Vec::is_empty)
    }

    /// The same properties, through the contract alone, for each ruleset:
    /// `$private` lists the paths of the view's per-seat private arrays
    /// (each entry names its `seat`).
    macro_rules! contract_properties {
        ($module:ident, $rules:ty, $private:expr) => {
            mod $module {
                use super::*;

                type R = $rules;
                const PRIVATE: &[&[&str]] = $private;

                fn game(seed: u64, players: u8) -> Game<R> {
                    Game::new(options::<R>(seed, players), seed)
                }

                proptest! {
                    #![proptest_config(config(3))]

                    /// Games end with every invariant of the ruleset (its
                    /// conservation of cards, pieces and tokens) holding
                    /// after every command; folding all events from scratch
                    /// gives the evolved state; commands and events
                    /// round-trip through JSON.
                    #[test]
                    fn invariants_hold_fold_equals_evolve_and_json_round_trips(seed: u64, players in R::PLAYERS) {
                        let mut game = game(seed, players);
                        while !game.over() {
                            let (_, command, events) = game.step();
                            round_trips(&command);
                            for e in &events {
                                round_trips(e);
                            }
                        }
                        prop_assert!(
                            R::status(&game.state).is_over() || washed_away::<R>(&game.state),
                            "{} commands and no end", game.commands
                        );
                        let mut folded = <R as Rules>::State::default();
                        for e in &game.events {
                            R::evolve(&mut folded, e);
                        }
                        prop_assert_eq!(&folded, &game.state);
                    }

                    /// A state written as JSON and read back, as a game's
                    /// snapshot keeps it, is the same state, at any point
                    /// of a game.
                    #[test]
                    fn a_state_read_back_from_its_json_is_the_same_state(seed: u64, players in R::PLAYERS) {
                        let mut game = game(seed, players);
                        while !game.over() {
                            game.step();
                            if game.rng.random_ratio(1, 4) || R::status(&game.state).is_over() {
                                let json = serde_json::to_value(&game.state).expect("serializes");
                                let back: <R as Rules>::State = serde_json::from_value(json).expect("reads back");
                                prop_assert_eq!(&back, &game.state);
                            }
                        }
                    }

                    /// Every command listed for every seat is accepted; a
                    /// command listed earlier (for any seat) that is not
                    /// listed for a seat now is refused from that seat.
                    #[test]
                    fn listed_commands_are_accepted_and_unlisted_refused(seed: u64, players in R::PLAYERS) {
                        let mut game = game(seed, players);
                        let mut earlier: Vec<<R as Rules>::Command> = Vec::new();
                        while !game.over() {
                            if game.rng.random_ratio(1, 4) {
                                let mut listed_now = Vec::new();
                                for s in 0..players {
                                    let seat = Seat(s);
                                    let legal = R::legal_commands(&game.state, seat);
                                    for command in &legal {
                                        let mut chance = game.chance.clone();
                                        let decided = R::decide(&game.state, seat, command.clone(), &mut chance);
                                        prop_assert!(decided.is_ok(), "listed {:?} of {} refused: {:?}", command, seat, decided);
                                    }
                                    for command in &earlier {
                                        if legal.contains(command) {
                                            continue;
                                        }
                                        let mut chance = game.chance.clone();
                                        let decided = R::decide(&game.state, seat, command.clone(), &mut chance);
                                        prop_assert!(decided.is_err(), "unlisted {:?} of {} accepted: {:?}", command, seat, decided);
                                    }
                                    listed_now.extend(legal);
                                }
                                let keep = listed_now.len().min(24);
                                earlier = listed_now.split_off(listed_now.len() - keep);
                            }
                            game.step();
                        }
                    }

                    /// A seat's view differs from a spectator's only in its
                    /// private parts, which hold that seat's entry alone; a
                    /// spectator's private parts are empty.
                    #[test]
                    fn views_keep_secrets(seed: u64, players in R::PLAYERS) {
                        let mut game = game(seed, players);
                        while !game.over() {
                            game.step();
                            // A finished game reveals everything (issue #35).
                            if R::status(&game.state).is_over() || !game.rng.random_ratio(1, 8) {
                                continue;
                            }
                            let spectator = serde_json::to_value(R::view(&game.state, Viewer::Spectator)).expect("serializes");
                            for path in PRIVATE {
                                prop_assert!(array_at(&spectator, path).is_empty(), "a spectator sees {:?}", path);
                            }
                            let public = public_part(&spectator, PRIVATE);
                            for b in 0..players {
                                let seat = serde_json::to_value(R::view(&game.state, Viewer::Seat(Seat(b)))).expect("serializes");
                                prop_assert_eq!(&public_part(&seat, PRIVATE), &public, "seat {} sees more than its own", b);
                                for path in PRIVATE {
                                    for entry in array_at(&seat, path) {
                                        prop_assert_eq!(&entry["seat"], &Value::from(b), "seat {} sees {:?} of another", b, path);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        };
    }

    contract_properties!(classic, Classic, &[&["private"]]);
    contract_properties!(
        frenemies,
        Classic<Frenemies>,
        &[&["private"], &["scenario", "own"]]
    );
    contract_properties!(oil_springs, Classic<OilSprings>, &[&["private"]]);
    contract_properties!(baden_wuerttemberg, BadenWuerttemberg, &[&["private"]]);
}
