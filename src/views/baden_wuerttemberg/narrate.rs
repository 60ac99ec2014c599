//! Baden-Württemberg events in plain words, with player, town and landmark
//! names: the history pages and the "latest events" lists. Callers redact
//! first (`Event::redacted_for(viewer)`), so nothing here can reveal what
//! the viewer may not see; a card hidden from the viewer reads as "a card".

use super::{cards, crossing, field, landmark, path, resource, Names};
use crate::lang::terms::Words;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::Event;
use crate::rules::Seat;
use crate::views::common::events;
use crate::views::common::table::{self, TableWords};

/// Offer terms from the offering player's side: "1 clay for 1 ore".
pub fn terms(
    give: &crate::rules::common::Resources,
    want: &crate::rules::common::Resources,
) -> String {
    table::terms(give, want, resource)
}

/// The table's events in this game's words.
pub const TABLE: TableWords = TableWords {
    discarded: |c| format!("gave up {c} to the supply"),
    supply: "the supply",
    supply_traded: |who, gave, got| format!("{who} traded {gave} for {got} with the supply."),
    word: resource,
    countered: |who, give, want| format!("{who} proposed other terms: {give} for {want}."),
    traded: |who, gave, with, got| format!("{who} traded {gave} for {got} with {with}."),
};

/// One event in plain words. The event must already be redacted for the viewer.
pub fn event(lang: Lang, e: &Event, names: &Names) -> String {
    let n = |s: &Seat| names.of(*s);
    match e {
        Event::GameCreated {
            turn_order,
            variable_founding,
            ..
        } => {
            let how = if *variable_founding {
                "Each player founds three town halls in turn."
            } else {
                "Each player's three town halls stand on the towns of their building cost card."
            };
            format!(
                "The game began. Turn order, drawn at random: {}. {how}",
                names.list(turn_order)
            )
        }
        Event::TownHallBuilt { seat, node } => {
            format!("{} built a town hall in {}.", n(seat), crossing(*node))
        }
        Event::RoadBuilt { seat, edge } => format!("{} built a road {}.", n(seat), path(*edge)),
        Event::LandmarkBuilt { seat, node } => {
            format!("{} built {}.", n(seat), landmark(*node))
        }
        Event::StartingResourcesTaken { .. }
        | Event::DiceRolled { .. }
        | Event::ResourcesProduced { .. } => {
            events::narrate(lang, Words::BadenWuerttemberg, e, names).unwrap_or_default()
        }
        Event::Table(t) => table::narrate(lang, Words::BadenWuerttemberg, t, names),
        Event::InventorMoved { seat, tile } => {
            format!("{} moved the inventor to {}.", n(seat), field(*tile))
        }
        Event::CardStolen {
            seat,
            victim,
            resource: r,
        } => match r {
            Some(r) => format!("{} drew 1 {} from {}.", n(seat), resource(*r), n(victim)),
            None => format!("{} drew a card from {}.", n(seat), n(victim)),
        },
        Event::DevelopmentCardBought { seat, card } => match card {
            Some(c) => format!("{} bought a development card: {}.", n(seat), c.name()),
            None => format!("{} bought a development card.", n(seat)),
        },
        Event::InventionPlayed { seat } => format!("{} played an invention.", n(seat)),
        Event::RoadBuildingPlayed { seat } => {
            format!("{} played Road Building: two free roads.", n(seat))
        }
        Event::SuccessfulInventionPlayed { seat, cards: c } => format!(
            "{} played Successful Invention and took {} from the supply.",
            n(seat),
            cards(c)
        ),
        Event::TradePlayed { seat } => format!(
            "{} played Trade: 2:1 with the supply for the rest of the turn.",
            n(seat)
        ),
        Event::LongestTradeRoadTaken { seat, length } => match seat {
            Some(s) => format!(
                "{} placed a town hall on Longest Trade Road ({length} roads).",
                n(s)
            ),
            None => "Longest Trade Road was set aside: nobody holds it.".to_owned(),
        },
        Event::LargestInventorTaken { seat, inventions } => format!(
            "{} placed a town hall on Largest Inventor ({inventions} inventions).",
            n(seat)
        ),
        Event::TurnEnded { seat, next } => {
            format!("{} ended the turn; {} is next.", n(seat), n(next))
        }
        Event::GameWon {
            seat,
            points,
            achievements,
        } => format!(
            "{} won with {points} victory points, revealing {achievements} achievement{}.",
            n(seat),
            if *achievements == 1 { "" } else { "s" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::map::map;
    use crate::rules::baden_wuerttemberg::state::DevCard;
    use crate::rules::common::Resource;
    use crate::rules::Viewer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    #[test]
    fn building_reads_with_town_and_landmark_names() {
        let m = map();
        let ehingen = m.named("Ehingen").expect("Ehingen");
        let stuttgart = m.named("Stuttgart").expect("Stuttgart");
        assert_eq!(
            event(
                Lang::En,
                &Event::TownHallBuilt {
                    seat: Seat(1),
                    node: ehingen
                },
                &names()
            ),
            "Bert built a town hall in Ehingen."
        );
        assert_eq!(
            event(
                Lang::En,
                &Event::LandmarkBuilt {
                    seat: Seat(0),
                    node: stuttgart
                },
                &names()
            ),
            "Anna built the TV Tower in Stuttgart."
        );
    }

    #[test]
    fn a_drawn_card_is_named_only_to_those_who_may_see_it() {
        let drawn = Event::CardStolen {
            seat: Seat(0),
            victim: Seat(1),
            resource: Some(Resource::Brick),
        };
        let to_victim = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(1))),
            &names(),
        );
        let to_other = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(2))),
            &names(),
        );
        assert_eq!(to_victim, "Anna drew 1 clay from Bert.");
        assert_eq!(to_other, "Anna drew a card from Bert.");
        let bought = Event::DevelopmentCardBought {
            seat: Seat(2),
            card: Some(DevCard::Achievement),
        };
        let public = event(Lang::En, &bought.redacted_for(Viewer::Spectator), &names());
        assert!(!public.contains("Achievement"), "{public}");
    }
}
