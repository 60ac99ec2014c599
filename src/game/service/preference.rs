//! A seat's standing preferences ("roll for me as soon as my turn starts",
//! "end my turn for me when I cannot build, buy or play anything"): which
//! command they make for a seat in a given state, and the seat's choosing
//! them. The commands go through the same decide-and-append as a person's
//! and are recorded as the seat's own, each announced by a
//! [`MetaEvent::ActedByPreference`] stored with it.

use super::attendance::{Attendance, SeatAttendance};
use super::{GameService, ServiceError};
use crate::history::{MetaEvent, RollPreference};
use crate::rules::{Act, AnyCommand, AnyState, RuleError, Seat};
use uuid::Uuid;

/// The command `seat`'s preferences make for it in `state`, if any.
///
/// They act only on the seat's own turn, which the rules say through what
/// is legal: the roll is legal only as the seat's turn starts, and ending
/// the turn only in it.
///
/// - Roll: when rolling is legal and the seat chose `Always`, or chose
///   `UnlessKnight` and no legal command plays a Knight (or what stands
///   for it in the ruleset).
/// - End: when the seat chose it, ending the turn is legal, and every legal
///   command is ending the turn or a trade with the bank. Anything else
///   holds it: building, buying or playing a card, a trade offer of the
///   seat's own still open (withdrawing or confirming it), a scenario's own
///   act. A free-form offer to other players is never listed as legal, so
///   it never holds the end.
pub fn preferred(state: &AnyState, seat: Seat, prefs: SeatAttendance) -> Option<AnyCommand> {
    if prefs.roll == RollPreference::Off && !prefs.end {
        return None;
    }
    let legal = state.legal_commands(seat);
    let acts: Vec<Act> = legal.iter().map(AnyCommand::act).collect();
    let find = |act: Act| {
        acts.iter()
            .position(|a| *a == act)
            .and_then(|i| legal.get(i).cloned())
    };
    let roll = match prefs.roll {
        RollPreference::Off => false,
        RollPreference::Always => true,
        RollPreference::UnlessKnight => !acts.contains(&Act::PlayKnight),
    };
    if roll {
        if let Some(command) = find(Act::Roll) {
            return Some(command);
        }
    }
    if prefs.end
        && acts
            .iter()
            .all(|a| matches!(a, Act::EndTurn | Act::BankTrade))
    {
        return find(Act::EndTurn);
    }
    None
}

/// The next command any seat's preferences make in `state`: only a seat
/// the game waits for can have one.
pub fn next_preferred(state: &AnyState, attendance: &Attendance) -> Option<(Seat, AnyCommand)> {
    if state.status().is_over() {
        return None;
    }
    state
        .waiting_for()
        .into_iter()
        .find_map(|seat| preferred(state, seat, attendance.seat(seat)).map(|c| (seat, c)))
}

/// The most commands the preferences make after one move: two per seat,
/// a roll and an end, so at most one round of turns goes by on its own
/// however the seats chose.
pub fn max_preferred(seats: usize) -> usize {
    2 * seats
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
    ) -> Result<u64, ServiceError> {
        let cached = self.fresh(game, expected_version).await?;
        if cached.state.status().is_over() {
            return Err(RuleError::GameOver.into());
        }
        let version = self
            .append_meta(
                game,
                &cached,
                &[MetaEvent::PreferencesSet { seat, roll, end }],
                &[],
            )
            .await?;
        Ok(self
            .play_preferences(game, version)
            .await
            .unwrap_or(version))
    }

    /// Makes the commands the seats' preferences call for in the game at
    /// `version`, if any; returns the game's version after them. A failure
    /// is logged and changes nothing: the preference acts after the next
    /// move.
    async fn play_preferences(&self, game: Uuid, version: u64) -> Option<u64> {
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
    use crate::rules::classic::testkit::{Spec, StateBuilder};
    use crate::rules::classic::Command;

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
    fn roll_unless_i_hold_a_knight_waits_while_a_knight_may_be_played_before_the_roll() {
        let unless = prefs(RollPreference::UnlessKnight, false);
        let with_knight = game(|g| g.roll(ANNA).dev_cards(ANNA, DevCard::Knight, 1));
        assert_eq!(preferred(&with_knight, ANNA, unless), None);
        let without = game(|g| g.roll(ANNA));
        assert_eq!(
            preferred(&without, ANNA, unless),
            Some(classic(Command::RollDice))
        );
        let always = prefs(RollPreference::Always, false);
        assert_eq!(
            preferred(&with_knight, ANNA, always),
            Some(classic(Command::RollDice))
        );
    }

    #[test]
    fn end_my_turn_ends_it_only_when_nothing_can_be_built_bought_or_played() {
        let end = prefs(RollPreference::Off, true);
        // base-catan.md §Trade: a bank trade builds nothing by itself.
        let nothing = game(|g| g.main(ANNA).hand(ANNA, "BBBB"));
        assert_eq!(
            preferred(&nothing, ANNA, end),
            Some(classic(Command::EndTurn))
        );
        let can_buy = game(|g| g.main(ANNA).hand(ANNA, "OWG"));
        assert_eq!(preferred(&can_buy, ANNA, end), None);
        let can_play = game(|g| g.main(ANNA).dev_cards(ANNA, DevCard::Knight, 1));
        assert_eq!(preferred(&can_play, ANNA, end), None);
        assert_eq!(preferred(&nothing, Seat(1), end), None, "not Bert's turn");
        let before_the_roll = game(|g| g.roll(ANNA));
        assert_eq!(preferred(&before_the_roll, ANNA, end), None);
    }
}
