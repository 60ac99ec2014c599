//! The Oil Springs panel beside the classic page: the oil supply and what
//! pollution took, the disaster track with its removed number tokens, each
//! player's oil and sequestered oil, the Champion of the Environment, the
//! metropolis tokens ([`OilPanel`]); and on a seat page a form for every oil
//! command the seat may send now ([`OilActions`]), but the two reached on
//! the board (a metropolis on a city, the robber taking oil), which are
//! [`OilPick`]s.
//!
//! Built from the scenario part of the view (all of it open information)
//! and the seat's legal commands; the markup is
//! `templates/oil_springs/panel.html` and `actions.html`.

use crate::rules::classic::state::Phase;
use crate::rules::classic::{Command, View};
use crate::rules::common::{NodeId, Resource, TileId};
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::rules::Seat;
use crate::views::classic::board_svg::Mark;
use crate::views::classic::narrate::{self, Names};
use crate::views::{counts, Count};
use askama::Template;

/// One player's oil, as everyone sees it.
#[derive(Debug, Clone)]
pub struct OilRow {
    pub name: String,
    pub mark: Mark,
    pub oil: u8,
    pub sequestered: u8,
    pub champion: bool,
    pub you: bool,
}

/// One space of the disaster track.
#[derive(Debug, Clone)]
pub struct TrackSpace {
    pub n: u8,
    pub reached: bool,
}

/// An oil command reached by picking a place on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OilPick {
    /// Make the seat's city on this node a metropolis.
    Metropolis { node: NodeId, label: String },
    /// Move the robber to this hex and take one oil from `victim`.
    Steal {
        tile: TileId,
        victim: Seat,
        label: String,
    },
}

/// The discard with oil after a 7.
#[derive(Debug, Clone)]
pub struct OilDiscard {
    /// Cards and oil to give up together.
    pub count: u8,
    /// Oil the seat may give up at most.
    pub oil: u8,
    pub hand: Vec<Count>,
}

/// A trade partner checkbox.
#[derive(Debug, Clone)]
pub struct OilPartner {
    pub field: String,
    pub name: String,
}

/// An open offer the seat may answer with other terms, oil included.
#[derive(Debug, Clone)]
pub struct CounterChoice {
    pub offer: u32,
    pub from: String,
}

/// What everyone may see of the scenario.
#[derive(Debug, Clone, Template)]
#[template(path = "oil_springs/panel.html")]
pub struct OilPanel {
    pub supply: u8,
    pub lost: u8,
    pub track: u8,
    pub track_limit: u8,
    pub spaces: Vec<TrackSpace>,
    /// The number tokens pollution took, in words ("6, from the 6 hills").
    pub tokens: Vec<String>,
    /// Tokens still to come before the island is abandoned.
    pub tokens_left: usize,
    pub rows: Vec<OilRow>,
    pub champion: String,
    pub metropolis_tokens_left: u8,
    /// How the game ended with no winner, if it did.
    pub abandoned: Option<String>,
    /// The oil offers carry, in words.
    pub terms: Vec<String>,
}

/// What a metropolis takes and gives (oil-springs.txt §Using Oil 2), and
/// how many of the seat's cities are `marked` on the board for one.
fn metropolis_words(marked: usize, tokens_left: u8) -> String {
    let what = "A metropolis takes 1 brick, 1 grain, 1 ore and 2 oil on one of your cities: it \
                produces 3, is worth 3 points and is safe from floods";
    match (marked, tokens_left) {
        (0, 0) => format!("{what}; no metropolis token is left."),
        (0, 1) => format!("{what}; 1 metropolis token is left."),
        (0, n) => format!("{what}; {n} metropolis tokens are left."),
        (1, _) => format!("{what}. 1 of your cities is marked on the board for one."),
        (n, _) => format!("{what}. {n} of your cities are marked on the board for one."),
    }
}

/// What using `used` oil does to the disaster track, and what happens when
/// it reaches its end (oil-springs.txt §Environmental Effects, §The
/// Disaster Phase), for a confirm step.
pub fn track_words(oil: &OilView, used: u8) -> String {
    let (from, limit) = (oil.track, oil.track_limit);
    let to = from.saturating_add(used).min(limit);
    let last = if 5usize.saturating_sub(oil.removed_tokens.len()) == 1 {
        "; that would be the fifth number lost: the island is abandoned and nobody wins"
    } else {
        ""
    };
    let disaster = format!(
        "a 7 floods the coasts (settlements there are removed, cities become settlements), \
         any other number pollutes a hex with it, which stops producing for good{last} (an oil \
         spring loses 3 oil from the supply instead)"
    );
    if to >= limit {
        format!(
            "The disaster track goes from {from} to {to} of {limit}: it is full, so no more oil \
             may be used this turn, and a disaster strikes when your turn ends: {disaster}."
        )
    } else {
        format!(
            "The disaster track goes from {from} to {to} of {limit}. At {limit} a disaster \
             strikes when the turn ends: {disaster}."
        )
    }
}

/// The seat's oil forms: one for each kind of oil command it may send now
/// but those reached on the board.
#[derive(Debug, Clone, Template)]
#[template(path = "oil_springs/actions.html")]
pub struct OilActions {
    pub action: String,
    pub version: u64,
    /// What the seat may still do with oil this turn, in words.
    pub oil_note: Option<String>,
    /// What a metropolis takes and gives, and whether a city is marked for
    /// one, in the seat's own turn.
    pub metropolis: Option<String>,
    pub convert: Vec<&'static str>,
    pub sequester: bool,
    /// Year of Plenty naming oil: the second pick beside one oil ("oil"
    /// for two oil, or a resource).
    pub plenty: Vec<&'static str>,
    /// The second pick of a refused Year of Plenty, selected again.
    pub plenty_chosen: Option<&'static str>,
    pub monopoly: bool,
    pub discard: Option<OilDiscard>,
    /// Partners for an offer with oil (the seat's own turn only).
    pub partners: Vec<OilPartner>,
    pub counters: Vec<CounterChoice>,
    pub resources: [&'static str; 5],
}

impl OilActions {
    /// Whether `second` is the Year of Plenty pick to select again.
    pub fn plenty_selected(&self, second: &str) -> bool {
        self.plenty_chosen == Some(second)
    }

    /// True when there is a form to fill in or a button to press.
    pub fn any(&self) -> bool {
        self.oil_note.is_some()
            || self.metropolis.is_some()
            || !self.convert.is_empty()
            || self.sequester
            || !self.plenty.is_empty()
            || self.monopoly
            || self.discard.is_some()
            || !self.partners.is_empty()
            || !self.counters.is_empty()
    }
}

/// The scenario's part of a page: the panel, and for a seat its forms and
/// board picks.
#[derive(Debug, Clone)]
pub struct OilPage {
    pub panel: OilPanel,
    pub actions: Option<OilActions>,
    pub picks: Vec<OilPick>,
}

/// What the panel is built from.
#[derive(Debug)]
pub struct PanelInput<'a> {
    pub view: &'a View<OilView>,
    /// The seat's legal commands (none for a spectator).
    pub legal: &'a [Command<OilCommand>],
    pub names: &'a Names,
    pub marks: &'a [Mark],
    /// The seat looking, if a seat.
    pub me: Option<Seat>,
    /// The form target; `None` draws no forms.
    pub action: Option<String>,
    pub version: u64,
}

fn oil_commands(legal: &[Command<OilCommand>]) -> impl Iterator<Item = &OilCommand> {
    legal.iter().filter_map(|c| match c {
        Command::Scenario(o) => Some(o),
        _ => None,
    })
}

impl OilPage {
    /// Builds the part; `None` when the view has no Oil Springs part.
    pub fn new(input: PanelInput<'_>) -> Option<OilPage> {
        let PanelInput {
            view,
            legal,
            names,
            marks,
            me,
            action,
            version,
        } = input;
        let oil = view.scenario.as_ref()?;
        let board = &view.board;
        let oil_of = |seat: Seat| {
            oil.players
                .iter()
                .find(|p| p.seat == seat)
                .map_or(0, |p| p.oil)
        };
        let order: Vec<Seat> = if view.turn_order.is_empty() {
            oil.players.iter().map(|p| p.seat).collect()
        } else {
            view.turn_order.clone()
        };
        let rows = order
            .iter()
            .filter_map(|s| oil.players.iter().find(|p| p.seat == *s))
            .map(|p| OilRow {
                name: names.of(p.seat),
                mark: Mark::of(marks, p.seat),
                oil: p.oil,
                sequestered: p.sequestered,
                champion: oil.champion == Some(p.seat),
                you: me == Some(p.seat),
            })
            .collect();
        let champion = match oil.champion {
            Some(c) => format!(
                "{} holds the Champion of the Environment (1 point): whoever sequesters more \
                 oil takes it.",
                names.of(c)
            ),
            None => "Nobody holds the Champion of the Environment yet: the first to sequester \
                     3 oil takes it (1 point)."
                .to_owned(),
        };
        let tokens = oil
            .removed_tokens
            .iter()
            .map(|t| format!("{}, from {}", t.number, narrate::tile(board, t.tile)))
            .collect();
        let tokens_left = 5usize.saturating_sub(oil.removed_tokens.len());
        let abandoned = oil.abandoned.then(|| match oil.pyrrhic_victory {
            Some(c) => format!(
                "Catan was abandoned after the fifth number token went to the disaster track: \
                 nobody won. {} holds the Pyrrhic Victory as Champion of the Environment.",
                names.of(c)
            ),
            None => "Catan was abandoned after the fifth number token went to the disaster \
                     track: nobody won, and nobody held the Champion of the Environment."
                .to_owned(),
        });
        let terms = oil
            .oil_terms
            .iter()
            .filter(|t| t.give > 0 || t.want > 0)
            .map(|t| {
                let offer = view.offers.iter().find(|o| o.id == t.offer);
                let from = offer.map_or(t.seat, |o| o.from);
                if from == t.seat {
                    format!(
                        "{}'s offer also has {} giving {} oil and asking {} oil.",
                        names.of(from),
                        names.of(from),
                        t.give,
                        t.want
                    )
                } else {
                    format!(
                        "{}'s counter to {}'s offer has {} giving {} oil and asking {} oil.",
                        names.of(t.seat),
                        names.of(from),
                        names.of(from),
                        t.give,
                        t.want
                    )
                }
            })
            .collect();
        let panel = OilPanel {
            supply: oil.supply,
            lost: oil.lost,
            track: oil.track,
            track_limit: oil.track_limit,
            spaces: (1..=oil.track_limit)
                .map(|n| TrackSpace {
                    n,
                    reached: n <= oil.track,
                })
                .collect(),
            tokens,
            tokens_left,
            rows,
            champion,
            metropolis_tokens_left: oil.metropolis_tokens_left,
            abandoned,
            terms,
        };
        let (Some(me), Some(action)) = (me, action) else {
            return Some(OilPage {
                panel,
                actions: None,
                picks: Vec::new(),
            });
        };
        let mut actions = OilActions {
            action,
            version,
            oil_note: None,
            metropolis: None,
            convert: Vec::new(),
            sequester: false,
            plenty: Vec::new(),
            plenty_chosen: None,
            monopoly: false,
            discard: None,
            partners: Vec::new(),
            counters: Vec::new(),
            resources: Resource::ALL.map(Resource::name),
        };
        let mut picks = Vec::new();
        for c in oil_commands(legal) {
            match c {
                OilCommand::ConvertOil { resource } => actions.convert.push(resource.name()),
                OilCommand::SequesterOil => actions.sequester = true,
                OilCommand::BuildMetropolis { node } => picks.push(OilPick::Metropolis {
                    node: *node,
                    label: "Make this city a metropolis (1 brick, 1 grain, 1 ore and 2 oil)"
                        .to_owned(),
                }),
                OilCommand::StealOil { tile, victim } => picks.push(OilPick::Steal {
                    tile: *tile,
                    victim: *victim,
                    label: format!(
                        "Move the robber here and take 1 oil from {} (who has {})",
                        names.of(*victim),
                        oil_of(*victim)
                    ),
                }),
                OilCommand::PlayYearOfPlentyForOil { resource } => {
                    actions.plenty.push(resource.map_or("oil", Resource::name));
                }
                OilCommand::PlayMonopolyOnOil => actions.monopoly = true,
                OilCommand::DiscardWithOil { .. }
                | OilCommand::OfferOilTrade { .. }
                | OilCommand::CounterOilOffer { .. } => {}
            }
        }
        if let Phase::Discard { pending, .. } = &view.phase {
            let my_oil = oil_of(me);
            let has_oil_discard =
                oil_commands(legal).any(|c| matches!(c, OilCommand::DiscardWithOil { .. }));
            if let Some(debt) = pending.iter().find(|d| d.seat == me) {
                if has_oil_discard {
                    let hand = view
                        .private
                        .iter()
                        .find(|p| p.seat == me)
                        .map(|p| p.hand)
                        .unwrap_or_default();
                    actions.discard = Some(OilDiscard {
                        count: debt.count,
                        oil: my_oil.min(debt.count),
                        hand: counts(&hand),
                    });
                }
            }
        }
        if let Phase::Main { seat } = view.phase {
            if seat == me {
                actions.partners = view
                    .players
                    .iter()
                    .filter(|p| p.seat != me)
                    .map(|p| OilPartner {
                        field: crate::views::common::form::partner_field(p.seat),
                        name: names.of(p.seat),
                    })
                    .collect();
                let marked = picks
                    .iter()
                    .filter(|p| matches!(p, OilPick::Metropolis { .. }))
                    .count();
                actions.metropolis = Some(metropolis_words(marked, oil.metropolis_tokens_left));
                let left = oil.track_limit.saturating_sub(oil.track);
                actions.oil_note = Some(if oil.sequestered_this_turn {
                    "You sequestered oil this turn, so you cannot use oil until your next turn."
                        .to_owned()
                } else if left == 0 {
                    "The disaster track is full: no more oil may be used this turn, and a \
                     disaster strikes when your turn ends."
                        .to_owned()
                } else {
                    format!(
                        "You have {} oil. Up to {left} oil may be used this turn before the \
                         disaster track is full{}.",
                        oil_of(me),
                        if oil.used_oil_this_turn {
                            "; you used oil this turn, so you cannot sequester"
                        } else {
                            ""
                        }
                    )
                });
            } else {
                actions.counters = view
                    .offers
                    .iter()
                    .filter(|o| o.from == seat && o.to.contains(&me) && o.answer_of(me).is_none())
                    .map(|o| CounterChoice {
                        offer: o.id,
                        from: names.of(o.from),
                    })
                    .collect();
            }
        }
        Some(OilPage {
            panel,
            actions: Some(actions),
            picks,
        })
    }
}
