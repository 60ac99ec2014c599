//! A seat's standing preferences ("roll for me as soon as my turn starts",
//! "end my turn for me when I have nothing to spend", "skip the special
//! building phase"): which command they
//! make for a seat in a given state, and the seat's choosing them. They act
//! on what every seat can see of the seat ([`AnyState::public_turn`]) and
//! nothing else, so neither a move made for a seat nor its timing tells
//! the others anything of a hand. The commands go through the same
//! decide-and-append as a person's and are recorded as the seat's own,
//! each announced by a [`MetaEvent::ActedByPreference`] stored with it.

use super::{GameService, ServiceError};
use crate::game::attendance::{Attendance, SeatAttendance};
use crate::history::{MetaEvent, RollPreference};
use crate::rules::{AnyCommand, AnyState, RuleError, Seat};
use uuid::Uuid;

/// The command `seat`'s preferences make for it in `state`, if any,
/// decided from what every seat sees of it alone.
///
/// - Roll: as the seat's turn starts, when it chose `Always`, or chose
///   `UnlessDevelopmentCard` and its public count of development cards is
///   0.
/// - End: in the part of its turn where it may end it, when it chose it
///   and by public counts it has nothing to spend (fewer resource cards
///   than the cheapest thing it could pay for or trade, no development
///   card, no open offer of its own, nothing of a scenario's).
/// - Pass: whenever it is asked in a Special Building Phase, when it chose
///   to skip the phase, whatever it holds (five-six-players.md §Special
///   Building Phase: a seat may always pass).
pub fn preferred(state: &AnyState, seat: Seat, prefs: SeatAttendance) -> Option<AnyCommand> {
    if prefs.roll == RollPreference::Off && !prefs.end && !prefs.skip_special {
        return None;
    }
    let turn = state.public_turn(seat);
    if prefs.skip_special {
        if let Some(command) = turn.pass_special {
            return Some(command);
        }
    }
    let roll = match prefs.roll {
        RollPreference::Off => false,
        RollPreference::Always => true,
        RollPreference::UnlessDevelopmentCard => turn.development_cards == 0,
    };
    if roll {
        if let Some(command) = turn.roll {
            return Some(command);
        }
    }
    if prefs.end && turn.nothing_to_spend {
        return turn.end_turn;
    }
    None
}

/// The next command any seat's preferences make in `state`: only a seat
/// the game waits for can have one, and none while the host has the game
/// paused (as the stand-in, they make no move on a holiday; they act as it
/// is resumed).
pub fn next_preferred(state: &AnyState, attendance: &Attendance) -> Option<(Seat, AnyCommand)> {
    if state.status().is_over() || attendance.paused() {
        return None;
    }
    state
        .waiting_for()
        .into_iter()
        .find_map(|seat| preferred(state, seat, attendance.seat(seat)).map(|c| (seat, c)))
}

/// The most commands the preferences make after one move in `state`: a
/// roll and an end per seat and, where the game has a Special Building
/// Phase, a pass per other seat in the phase after each turn, so at most
/// one round of turns goes by on its own however the seats chose.
pub fn max_preferred(state: &AnyState, seats: usize) -> usize {
    let passes = if state.public_turn(Seat(0)).special_phase {
        seats * seats.saturating_sub(1)
    } else {
        0
    };
    2 * seats + passes
}

impl GameService {
    /// `seat` chooses its standing preferences at `expected_version`; if
    /// they apply at once (it is the seat's turn), the server acts on them.
    pub async fn set_preferences(
        &self,
        game: Uuid,
        seat: Seat,
        expected_version: u64,
        roll: RollPreference,
        end: bool,
        skip_special: bool,
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        let version = self
            .append_meta(
                game,
                &cached,
                &[MetaEvent::PreferencesSet {
                    seat,
                    roll,
                    end,
                    skip_special,
                }],
                &[],
            )
            .await?;
        Ok(self
            .play_preferences(game, version)
            .await
            .unwrap_or(version))
    }

    /// Makes the commands the seats' preferences call for in the game at
    /// `version`, if any; returns the game's version after them. Called
    /// wherever the game may come to stand where a preference acts without
    /// a move: a preference chosen, a rewind, a resume. A failure is logged
    /// and changes nothing: the preference acts after the next move.
    pub(super) async fn play_preferences(&self, game: Uuid, version: u64) -> Option<u64> {
        match self.preferred_only(game, version).await {
            Ok(v) => Some(v),
            Err(err) => {
                tracing::warn!(%game, error = %err, "a seat's preference did not act");
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::state::DevCard;
    use crate::rules::classic::testkit::{cards, corner, Spec, StateBuilder, TOP};
    use crate::rules::classic::Command;
    use crate::rules::common::trade::Offer;
    use crate::rules::frenemies::state::{Guild, Guilds};
    use crate::rules::frenemies::Frenemies;
    use crate::rules::oil_springs::OilSprings;
    use crate::rules::{baden_wuerttemberg as bw, Viewer};

    const ANNA: Seat = Seat(0);

    fn game(f: impl FnOnce(StateBuilder) -> StateBuilder) -> AnyState {
        AnyState::from(Spec::classic(3).given(f).state().clone())
    }

    fn prefs(roll: RollPreference, end: bool) -> SeatAttendance {
        SeatAttendance {
            roll,
            end,
            ..SeatAttendance::default()
        }
    }

    fn classic(c: Command) -> AnyCommand {
        AnyCommand::from(c)
    }

    /// Every seat but Anna, and a spectator.
    const OTHERS: [Viewer; 3] = [
        Viewer::Seat(Seat(1)),
        Viewer::Seat(Seat(2)),
        Viewer::Spectator,
    ];

    /// What `viewers` see of `state`.
    fn seen_by(state: &AnyState, viewers: &[Viewer]) -> Vec<String> {
        viewers
            .iter()
            .map(|v| serde_json::to_string(&state.view(*v)).expect("a view serializes"))
            .collect()
    }

    /// Two games differ only in a secret of Anna's: `viewers` see them
    /// alike, her own legal commands tell them apart (so a preference
    /// decided from them would give the secret away), and her preferences
    /// make the same command in both.
    fn assert_acts_alike(a: &AnyState, b: &AnyState, chosen: SeatAttendance, viewers: &[Viewer]) {
        assert!(
            seen_by(a, viewers) == seen_by(b, viewers),
            "the games differ in public"
        );
        assert_ne!(
            a.legal_commands(ANNA),
            b.legal_commands(ANNA),
            "the secret changes what Anna may do"
        );
        assert_eq!(preferred(a, ANNA, chosen), preferred(b, ANNA, chosen));
    }

    #[test]
    fn roll_for_me_rolls_as_the_seats_turn_starts() {
        let state = game(|g| g.roll(ANNA));
        let always = prefs(RollPreference::Always, false);
        assert_eq!(
            preferred(&state, ANNA, always),
            Some(classic(Command::RollDice))
        );
        assert_eq!(preferred(&state, Seat(1), always), None, "not Bert's turn");
        assert_eq!(preferred(&state, ANNA, SeatAttendance::default()), None);
    }

    #[test]
    fn roll_unless_i_hold_a_development_card_waits_while_the_public_count_is_not_zero() {
        let unless = prefs(RollPreference::UnlessDevelopmentCard, false);
        for card in [DevCard::Knight, DevCard::VictoryPoint, DevCard::Monopoly] {
            let holding = game(|g| g.roll(ANNA).dev_cards(ANNA, card, 1));
            assert_eq!(preferred(&holding, ANNA, unless), None, "{card:?}");
            let always = prefs(RollPreference::Always, false);
            assert_eq!(
                preferred(&holding, ANNA, always),
                Some(classic(Command::RollDice))
            );
        }
        let without = game(|g| g.roll(ANNA));
        assert_eq!(
            preferred(&without, ANNA, unless),
            Some(classic(Command::RollDice))
        );
    }

    #[test]
    fn roll_unless_a_development_card_gives_away_no_knight_or_victory_point_card() {
        let unless = prefs(RollPreference::UnlessDevelopmentCard, false);
        let knight = game(|g| g.roll(ANNA).dev_cards(ANNA, DevCard::Knight, 1));
        let point = game(|g| g.roll(ANNA).dev_cards(ANNA, DevCard::VictoryPoint, 1));
        assert_acts_alike(&knight, &point, unless, &OTHERS);
        let both = prefs(RollPreference::UnlessDevelopmentCard, true);
        assert_acts_alike(&knight, &point, both, &OTHERS);
    }

    #[test]
    fn a_roll_preference_stored_as_unless_knight_reads_as_unless_a_development_card() {
        let old: MetaEvent = serde_json::from_str(
            r#"{"type": "PreferencesSet", "seat": 1, "roll": "unless_knight", "end": false}"#,
        )
        .expect("an old log's preference reads");
        assert_eq!(
            old,
            MetaEvent::PreferencesSet {
                seat: Seat(1),
                roll: RollPreference::UnlessDevelopmentCard,
                end: false,
                skip_special: false,
            }
        );
        assert_eq!(
            serde_json::to_value(RollPreference::UnlessDevelopmentCard).expect("serializes"),
            serde_json::json!("unless_development_card")
        );
    }

    /// five-six-players.md §Special Building Phase (a seat may always
    /// pass): the standing choice to skip the phase passes for the seat
    /// whenever it is asked, whatever its cards, and never otherwise.
    #[test]
    fn skip_the_special_building_phase_passes_whenever_the_seat_is_asked() {
        let skip = SeatAttendance {
            skip_special: true,
            ..SeatAttendance::default()
        };
        let cleo = Seat(2);
        let after_berts_turn = |players: u8, hand: &'static str| {
            let spec = Spec::classic(players)
                .given(|g| g.hand(cleo, hand).main(Seat(1)))
                .when(Seat(1), Command::EndTurn)
                .then_ok();
            AnyState::from(spec.state().clone())
        };
        for hand in ["BLWG", "OOOO"] {
            let asked = after_berts_turn(6, hand);
            assert_eq!(asked.waiting_for(), vec![cleo], "{hand}");
            assert_eq!(
                preferred(&asked, cleo, skip),
                Some(classic(Command::EndSpecialBuilding)),
                "{hand}"
            );
            assert_eq!(preferred(&asked, cleo, SeatAttendance::default()), None);
            assert_eq!(preferred(&asked, Seat(3), skip), None, "not asked");
            assert!(asked.public_turn(cleo).special_phase);
        }
        let four = after_berts_turn(4, "BLWG");
        assert!(!four.public_turn(cleo).special_phase);
        assert_eq!(preferred(&four, cleo, skip), None);
    }

    #[test]
    fn a_preference_stored_before_skipping_existed_keeps_its_json() {
        let event = MetaEvent::PreferencesSet {
            seat: Seat(1),
            roll: RollPreference::Always,
            end: true,
            skip_special: false,
        };
        assert_eq!(
            serde_json::to_value(&event).expect("serializes"),
            serde_json::json!({"type": "PreferencesSet", "seat": 1, "roll": "always", "end": true})
        );
        let skipping = MetaEvent::PreferencesSet {
            seat: Seat(1),
            roll: RollPreference::Always,
            end: true,
            skip_special: true,
        };
        let json = serde_json::to_string(&skipping).expect("serializes");
        assert_eq!(
            serde_json::from_str::<MetaEvent>(&json).expect("reads back"),
            skipping
        );
    }

    #[test]
    fn end_my_turn_ends_it_when_by_public_counts_nothing_can_be_spent() {
        let end = prefs(RollPreference::Off, true);
        // base-catan.md §Costs: nothing costs fewer than 2 cards.
        for hand in ["", "O"] {
            let state = game(|g| g.main(ANNA).hand(ANNA, hand));
            assert_eq!(
                preferred(&state, ANNA, end),
                Some(classic(Command::EndTurn)),
                "{hand:?}"
            );
            assert_eq!(preferred(&state, Seat(1), end), None, "not Bert's turn");
        }
        // Two cards could pay for a road or a 2:1 harbor trade, whichever
        // they are: the turn stays Anna's, even with two ores.
        let two = game(|g| g.main(ANNA).hand(ANNA, "OO"));
        assert_eq!(preferred(&two, ANNA, end), None);
        for card in [DevCard::Knight, DevCard::VictoryPoint] {
            let holding = game(|g| g.main(ANNA).dev_cards(ANNA, card, 1));
            assert_eq!(preferred(&holding, ANNA, end), None, "{card:?}");
        }
        let before_the_roll = game(|g| g.roll(ANNA));
        assert_eq!(preferred(&before_the_roll, ANNA, end), None);
    }

    #[test]
    fn end_my_turn_waits_while_an_offer_of_the_seats_own_is_open() {
        let end = prefs(RollPreference::Off, true);
        let offering = game(|g| {
            g.main(ANNA).hand(ANNA, "B").with(|s| {
                s.offers.push(Offer {
                    id: 1,
                    from: ANNA,
                    give: cards("B"),
                    want: cards("W"),
                    to: vec![Seat(1)],
                    answers: Vec::new(),
                });
            })
        });
        assert_eq!(preferred(&offering, ANNA, end), None);
    }

    #[test]
    fn end_my_turn_gives_away_neither_which_cards_nor_which_development_card() {
        let end = prefs(RollPreference::Off, true);
        // A road's cards and a spot for it, or two cards that build nothing:
        // Bert holds the other two (as after a steal, he knows which), so
        // the bank is the same and Cleo and a spectator cannot tell.
        let placed = |g: StateBuilder| g.main(ANNA).settlement(ANNA, corner(0, TOP));
        let road = game(|g| placed(g).hand(ANNA, "BL").hand(Seat(1), "OG"));
        let nothing = game(|g| placed(g).hand(ANNA, "OG").hand(Seat(1), "BL"));
        assert_acts_alike(
            &road,
            &nothing,
            end,
            &[Viewer::Seat(Seat(2)), Viewer::Spectator],
        );
        assert_eq!(preferred(&road, ANNA, end), None);
        // A Knight to play, or a Victory Point card that plays nothing.
        let knight = game(|g| g.main(ANNA).dev_cards(ANNA, DevCard::Knight, 1));
        let point = game(|g| g.main(ANNA).dev_cards(ANNA, DevCard::VictoryPoint, 1));
        assert_acts_alike(&knight, &point, end, &OTHERS);
        assert_eq!(preferred(&knight, ANNA, end), None);
    }

    #[test]
    fn end_my_turn_waits_for_oil_in_oil_springs() {
        let end = prefs(RollPreference::Off, true);
        let with_oil = |oil: u8| {
            let spec = Spec::<OilSprings>::new(3).given(|g| {
                g.main(ANNA).hand(ANNA, "B").with(|s| {
                    s.scenario.oil[ANNA.index()] = oil;
                    s.scenario.supply -= oil;
                })
            });
            AnyState::from(spec.state().clone())
        };
        assert_eq!(preferred(&with_oil(1), ANNA, end), None);
        assert_eq!(
            preferred(&with_oil(0), ANNA, end),
            Some(AnyCommand::from(
                crate::rules::classic::Command::<crate::rules::oil_springs::OilCommand>::EndTurn
            ))
        );
    }

    #[test]
    fn end_my_turn_waits_for_any_favor_token_and_a_possible_gift_in_frenemies() {
        let end = prefs(RollPreference::Off, true);
        let frenemies = |hand: &'static str, token: bool, gifted: bool| {
            let spec = Spec::<Frenemies>::new(3).given(|g| {
                g.main(ANNA).hand(ANNA, hand).with(|s| {
                    let fr = &mut s.scenario;
                    if token {
                        let one = Guilds::of(Guild::Scholars, 1);
                        fr.supply -= one;
                        fr.holding_mut(ANNA).tokens += one;
                    }
                    fr.gifted = gifted;
                })
            });
            AnyState::from(spec.state().clone())
        };
        let ended = Some(AnyCommand::from(
            crate::rules::classic::Command::<crate::rules::frenemies::FrenemiesCommand>::EndTurn,
        ));
        // frenemies.txt: one card can be given away until a gift is taken.
        assert_eq!(preferred(&frenemies("B", false, false), ANNA, end), None);
        assert_eq!(preferred(&frenemies("B", false, true), ANNA, end), ended);
        assert_eq!(preferred(&frenemies("", false, false), ANNA, end), ended);
        // A token of any guild holds the turn; its guild is nobody else's to know.
        assert_eq!(preferred(&frenemies("", true, true), ANNA, end), None);
    }

    #[test]
    fn preferences_read_baden_wuerttembergs_own_development_cards_and_costs() {
        let state = |f: fn(bw::testkit::StateBuilder) -> bw::testkit::StateBuilder| {
            AnyState::from(
                bw::testkit::Scenario::created(3, false)
                    .given(f)
                    .state()
                    .clone(),
            )
        };
        let roll = |c: bw::Command| Some(AnyCommand::from(c));
        let unless = prefs(RollPreference::UnlessDevelopmentCard, true);
        assert_eq!(
            preferred(&state(|g| g.roll(ANNA)), ANNA, unless),
            roll(bw::Command::RollDice)
        );
        let achievement = state(|g| {
            g.roll(ANNA)
                .dev_cards(ANNA, bw::state::DevCard::Achievement, 1)
        });
        assert_eq!(preferred(&achievement, ANNA, unless), None);
        assert_eq!(
            preferred(&state(|g| g.main(ANNA).hand(ANNA, "W")), ANNA, unless),
            roll(bw::Command::EndTurn)
        );
        assert_eq!(
            preferred(&state(|g| g.main(ANNA).hand(ANNA, "WL")), ANNA, unless),
            None
        );
    }
}
