//! The events every Catan ruleset has under the same names (a roll, the
//! production after it, starting resources, a steal, the game's creation
//! and its end), as the presentations read them: one trait, written for a
//! ruleset's `Event` by [`shared_events!`], and their words told once.

use crate::lang::news::NewsLine;
use crate::lang::story::{self, Story};
use crate::lang::terms::Words;
use crate::lang::Lang;
use crate::rules::common::table::{SeatCards, TableEvent};
use crate::rules::common::{Resource, Resources};
use crate::rules::contract::Names;
use crate::rules::Seat;
use crate::views::common::news::{table_concerning, Offerers};

/// A ruleset's events as far as every ruleset's read alike.
pub trait SharedEvent {
    /// A roll: who rolled, and the dice.
    fn roll(&self) -> Option<(Seat, [u8; 2])>;
    /// A production: what each seat got.
    fn gains(&self) -> Option<&[SeatCards]>;
    /// Starting resources: who took them, and the cards.
    fn starting(&self) -> Option<(Seat, Resources)>;
    /// A steal: the thief, the victim and the card where the viewer may
    /// see it.
    fn stolen(&self) -> Option<(Seat, Seat, Option<Resource>)>;
    /// One of the shared table's events.
    fn table_event(&self) -> Option<&TableEvent>;
    /// Whether the event only follows another of its command (production
    /// after a roll, a steal after the robber, an award after a build) and
    /// so opens no run of the news.
    fn follows(&self) -> bool;
}

/// Writes [`SharedEvent`] for `$event`, whose shared events bear the shared
/// names (`GameCreated`, `StartingResourcesTaken { seat, cards }`,
/// `DiceRolled { seat, dice }`, `ResourcesProduced { gains }`,
/// `CardStolen { seat, victim, resource }`, `GameWon`, and the table's
/// through `table()`); `follows` lists the ruleset's own events that only
/// follow another.
macro_rules! shared_events {
    ($event:ty, follows: $($follows:pat_param)|+) => {
        impl $crate::views::common::events::SharedEvent for $event {
            fn roll(&self) -> Option<($crate::rules::Seat, [u8; 2])> {
                match self {
                    Self::DiceRolled { seat, dice } => Some((*seat, *dice)),
                    _ => None,
                }
            }

            fn gains(&self) -> Option<&[$crate::rules::common::table::SeatCards]> {
                match self {
                    Self::ResourcesProduced { gains } => Some(gains),
                    _ => None,
                }
            }

            fn starting(&self) -> Option<($crate::rules::Seat, $crate::rules::common::Resources)> {
                match self {
                    Self::StartingResourcesTaken { seat, cards } => Some((*seat, *cards)),
                    _ => None,
                }
            }

            fn stolen(
                &self,
            ) -> Option<(
                $crate::rules::Seat,
                $crate::rules::Seat,
                Option<$crate::rules::common::Resource>,
            )> {
                match self {
                    Self::CardStolen {
                        seat,
                        victim,
                        resource,
                    } => Some((*seat, *victim, *resource)),
                    _ => None,
                }
            }

            fn table_event(&self) -> Option<&$crate::rules::common::table::TableEvent> {
                self.table()
            }

            fn follows(&self) -> bool {
                matches!(
                    self,
                    Self::GameCreated { .. }
                        | Self::ResourcesProduced { .. }
                        | Self::CardStolen { .. }
                        | Self::StartingResourcesTaken { .. }
                        | Self::GameWon { .. }
                        $(| $follows)+
                )
            }
        }
    };
}
pub(crate) use shared_events;

/// The cards `me` got in a production's `gains`.
pub fn gain(gains: &[SeatCards], me: Seat) -> Resources {
    gains
        .iter()
        .filter(|g| g.seat == me)
        .fold(Resources::ZERO, |acc, g| acc + g.cards)
}

/// A roll, a production or starting resources in words in `lang`, for the
/// list of events ("Anna rolled 3 + 4 = 7.", "Anna got 1 wool; Bert got 2
/// ore."), or `None` for any other event.
pub fn narrate(lang: Lang, words: Words, e: &impl SharedEvent, names: &Names) -> Option<String> {
    if let Some((seat, dice)) = e.roll() {
        return Some(lang.say(Story::Rolled {
            who: names.of(seat),
            first: dice[0],
            second: dice[1],
            sum: u16::from(dice[0]) + u16::from(dice[1]),
        }));
    }
    if let Some((seat, c)) = e.starting() {
        return Some(lang.say(Story::StartingTaken {
            who: names.of(seat),
            cards: story::cards(lang, words, &c),
        }));
    }
    e.gains().map(|gains| {
        story::produced(
            lang,
            gains
                .iter()
                .filter(|g| g.cards.total() > 0)
                .map(|g| (names.of(g.seat), story::cards(lang, words, &g.cards))),
        )
    })
}

/// The outcome of `me`'s own roll or of a production, for its news: the
/// sentence, if any ("You rolled 8 and got 1 wool."; a production that
/// gave `me` nothing says nothing), and how many events it told (a roll
/// tells the production that follows it, `next`). `None` for any other
/// event.
pub fn own_roll<E: SharedEvent>(
    lang: Lang,
    words: Words,
    e: &E,
    next: Option<&E>,
    me: Seat,
) -> Option<(Option<String>, usize)> {
    if let Some((_, dice)) = e.roll() {
        let sum = u16::from(dice[0]) + u16::from(dice[1]);
        let got = next.and_then(SharedEvent::gains).map(|g| gain(g, me));
        let told = if got.is_some() { 2 } else { 1 };
        return Some((Some(super::news::rolled(lang, words, sum, got)), told));
    }
    let got = gain(e.gains()?, me);
    let said = (got.total() > 0).then(|| {
        lang.say(NewsLine::Got {
            cards: story::cards(lang, words, &got),
        })
    });
    Some((said, 1))
}

/// What other seats' commands did to one seat, as far as the shared events
/// tell it: the table's trades and answers, what their rolls gave it and
/// what they stole from it. Remembers the latest roll to name it beside
/// the production that follows.
pub struct Concerning<'a> {
    lang: Lang,
    /// Whose terms: a steal is a draw in Baden-Württemberg.
    words: Words,
    me: Seat,
    names: &'a Names,
    offerers: &'a Offerers,
    rolled: Option<(Seat, u16)>,
}

impl<'a> Concerning<'a> {
    pub fn new(
        lang: Lang,
        words: Words,
        me: Seat,
        names: &'a Names,
        offerers: &'a Offerers,
    ) -> Concerning<'a> {
        Concerning {
            lang,
            words,
            me,
            names,
            offerers,
            rolled: None,
        }
    }

    /// What `e` did to the seat, if it is a shared event: `Some` of the
    /// line to tell ("Bert rolled 8: you got 1 wool."), or of none when it
    /// did nothing to the seat; `None` for any other event.
    pub fn told(&mut self, e: &impl SharedEvent) -> Option<Option<String>> {
        let (lang, words, me, names) = (self.lang, self.words, self.me, self.names);
        if let Some(t) = e.table_event() {
            return Some(table_concerning(lang, words, t, me, names, self.offerers));
        }
        if let Some((seat, dice)) = e.roll() {
            self.rolled = Some((seat, u16::from(dice[0]) + u16::from(dice[1])));
            return Some(None);
        }
        if let Some((thief, victim, r)) = e.stolen() {
            let who = names.of(thief);
            return Some((victim == me).then(|| {
                lang.say(match r {
                    Some(resource) => NewsLine::StoleFromYou {
                        words,
                        who,
                        resource,
                    },
                    None => NewsLine::StoleCardFromYou { words, who },
                })
            }));
        }
        let got = gain(e.gains()?, me);
        if got.total() == 0 {
            return Some(None);
        }
        let cards = story::cards(lang, words, &got);
        Some(Some(lang.say(match self.rolled {
            Some((s, sum)) => NewsLine::TheyRolled {
                who: names.of(s),
                sum,
                cards,
            },
            None => NewsLine::Got { cards },
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::Event;
    use crate::rules::common::Resource;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    fn production() -> Event {
        Event::ResourcesProduced {
            gains: vec![SeatCards {
                seat: Seat(1),
                cards: Resources::new(0, 2, 0, 0, 0),
            }],
        }
    }

    #[test]
    fn a_roll_tells_the_production_after_it_and_counts_both_events() {
        let roll = Event::DiceRolled {
            seat: Seat(1),
            dice: [3, 5],
        };
        let told = own_roll(
            Lang::En,
            Words::Classic,
            &roll,
            Some(&production()),
            Seat(1),
        );
        assert_eq!(
            told,
            Some((Some("You rolled 8 and got 2 lumber.".to_owned()), 2))
        );
        let nothing = own_roll(Lang::En, Words::Classic, &production(), None, Seat(0));
        assert_eq!(nothing, Some((None, 1)), "a production that gave nothing");
        let other = Event::TurnEnded {
            seat: Seat(1),
            next: Seat(2),
        };
        assert_eq!(
            own_roll(Lang::En, Words::Classic, &other, None, Seat(1)),
            None
        );
    }

    #[test]
    fn another_seats_roll_and_steal_are_told_to_the_seat_they_touch() {
        let names = names();
        let offerers = Offerers::new(&[], []);
        let mut told = Concerning::new(
            Lang::En,
            Words::BadenWuerttemberg,
            Seat(1),
            &names,
            &offerers,
        );
        let roll = Event::DiceRolled {
            seat: Seat(0),
            dice: [4, 4],
        };
        assert_eq!(told.told(&roll), Some(None));
        assert_eq!(
            told.told(&production()),
            Some(Some("Anna rolled 8: you got 2 wood.".to_owned()))
        );
        let steal = |victim| Event::CardStolen {
            seat: Seat(2),
            victim,
            resource: Some(Resource::Ore),
        };
        assert_eq!(
            told.told(&steal(Seat(1))),
            Some(Some("Cleo drew 1 ore from you.".to_owned()))
        );
        assert_eq!(
            told.told(&steal(Seat(0))),
            Some(None),
            "not this seat's card"
        );
        assert!(steal(Seat(0)).follows() && !roll.follows());
    }
}
