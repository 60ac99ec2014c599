//! What a game waits for, in words (`waiting.ftl`): the fact
//! ([`Waiting`]) the rules give for every ruleset's phase, worded for the
//! pages, the emails and the JSON API's `prompt` (in English there).

use super::{list_and, phrases, Lang};
use crate::rules::common::waiting::Waiting;
use crate::rules::common::Resource;
use crate::rules::contract::Names;
use crate::rules::Seat;

phrases! {
    /// What the game waits for, in the third person.
    pub enum WaitingFor in "waiting" {
        Lobby = "waiting-lobby",
        PlaceSettlement { round: u8, who: String } = "waiting-place-settlement",
        PlaceRoad { round: u8, who: String } = "waiting-place-road",
        Found { round: u8, who: String } = "waiting-found",
        Roll { who: String } = "waiting-roll",
        /// `who`: the seats and their counts ([`WaitingFor::Owes`]), listed.
        Discard { who: String } = "waiting-discard",
        GiveUp { who: String } = "waiting-give-up",
        /// "Bert (4 cards)".
        Owes { who: String, count: u8 } = "waiting-owes",
        MoveRobber { who: String } = "waiting-move-robber",
        MoveInventor { who: String } = "waiting-move-inventor",
        Main { who: String } = "waiting-main",
        FreeRoads { who: String, left: u8 } = "waiting-free-roads",
        /// `asked`: the seats asked, listed.
        SpecialBuilding { who: String, asked: String } = "waiting-special-building",
        OverNobody = "waiting-over-nobody",
        WonVisible { who: String, points: u8 } = "waiting-won-visible",
        Won { who: String, points: u8 } = "waiting-won",
        GiftAnswer { from: String, to: String, resource: Resource } = "waiting-gift-answer",
        GiftAsked { from: String, to: String, resource: Resource } = "waiting-gift-asked",
        ExchangeReturn { who: String } = "waiting-exchange-return",
    }
}

/// What the game waits for, in `lang`.
pub fn word(lang: Lang, waiting: &Waiting, names: &Names) -> String {
    let n = |s: &Seat| names.of(*s);
    let owes = |pending: &[crate::rules::common::table::Debt]| {
        let who: Vec<String> = pending
            .iter()
            .map(|d| {
                lang.say(WaitingFor::Owes {
                    who: n(&d.seat),
                    count: d.count,
                })
            })
            .collect();
        list_and(lang, &who)
    };
    lang.say(match waiting {
        Waiting::Lobby => WaitingFor::Lobby,
        Waiting::PlaceSettlement { seat, round } => WaitingFor::PlaceSettlement {
            round: *round,
            who: n(seat),
        },
        Waiting::PlaceRoad { seat, round } => WaitingFor::PlaceRoad {
            round: *round,
            who: n(seat),
        },
        Waiting::Found { seat, round } => WaitingFor::Found {
            round: *round,
            who: n(seat),
        },
        Waiting::Roll { seat } => WaitingFor::Roll { who: n(seat) },
        Waiting::Discard { pending } => WaitingFor::Discard { who: owes(pending) },
        Waiting::GiveUp { pending } => WaitingFor::GiveUp { who: owes(pending) },
        Waiting::MoveRobber { seat } => WaitingFor::MoveRobber { who: n(seat) },
        Waiting::MoveInventor { seat } => WaitingFor::MoveInventor { who: n(seat) },
        Waiting::Main { seat } => WaitingFor::Main { who: n(seat) },
        Waiting::FreeRoads { seat, left } => WaitingFor::FreeRoads {
            who: n(seat),
            left: *left,
        },
        Waiting::SpecialBuilding { seat, asked } => WaitingFor::SpecialBuilding {
            who: n(seat),
            asked: list_and(lang, &asked.iter().map(n).collect::<Vec<_>>()),
        },
        Waiting::OverNobody => WaitingFor::OverNobody,
        Waiting::WonVisible { winner, points } => WaitingFor::WonVisible {
            who: n(winner),
            points: *points,
        },
        Waiting::Won { winner, points } => WaitingFor::Won {
            who: n(winner),
            points: *points,
        },
        Waiting::GiftAnswer { from, to, resource } => WaitingFor::GiftAnswer {
            from: n(from),
            to: n(to),
            resource: *resource,
        },
        Waiting::GiftAsked { from, to, asked } => WaitingFor::GiftAsked {
            from: n(from),
            to: n(to),
            resource: *asked,
        },
        Waiting::ExchangeReturn { seat } => WaitingFor::ExchangeReturn { who: n(seat) },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::table::Debt;

    #[test]
    fn what_the_game_waits_for_reads_in_each_language() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let say = |lang, w: Waiting| word(lang, &w, &names);
        assert_eq!(
            say(Lang::En, Waiting::Main { seat: Seat(1) }),
            "Bert's turn: waiting for Bert to trade, build or end the turn."
        );
        assert_eq!(
            say(Lang::De, Waiting::Roll { seat: Seat(1) }),
            "Wir warten darauf, dass Bert würfelt."
        );
        let pending = vec![
            Debt {
                seat: Seat(0),
                count: 4,
            },
            Debt {
                seat: Seat(2),
                count: 5,
            },
        ];
        assert_eq!(
            say(
                Lang::En,
                Waiting::GiveUp {
                    pending: pending.clone()
                }
            ),
            "A 7 was rolled: waiting for Anna (4 cards) and Cleo (5 cards) to give up cards."
        );
        assert_eq!(
            say(Lang::De, Waiting::Discard { pending }),
            "Eine 7 wurde gewürfelt: Wir warten, bis Anna (4 Karten) und Cleo (5 Karten) abgegeben haben."
        );
        let gift = Waiting::GiftAnswer {
            from: Seat(0),
            to: Seat(1),
            resource: Resource::Brick,
        };
        assert_eq!(
            say(Lang::En, gift),
            "Waiting for Bert to accept, refuse or ask for another resource than the brick Anna offers as a gift."
        );
        let asked = Waiting::GiftAsked {
            from: Seat(0),
            to: Seat(1),
            asked: Resource::Ore,
        };
        assert_eq!(
            say(Lang::En, asked),
            "Waiting for Anna to give Bert the ore asked for, or to withdraw the gift."
        );
        let roads = |left| {
            say(
                Lang::En,
                Waiting::FreeRoads {
                    seat: Seat(0),
                    left,
                },
            )
        };
        assert_eq!(roads(1), "Waiting for Anna to place 1 free road.");
        assert_eq!(roads(2), "Waiting for Anna to place 2 free roads.");
    }
}
