//! The Oil Springs panel beside the classic page: the oil supply and what
//! pollution took, the disaster track with its removed number tokens, each
//! player's oil and sequestered oil, the Champion of the Environment, the
//! metropolis tokens, and (on a seat page) a form for every oil command the
//! seat may send now.
//!
//! Built from the scenario part of the view (all of it open information)
//! and the seat's legal commands; the markup is
//! `templates/oil_springs/panel.html`.

use crate::rules::classic::state::Phase;
use crate::rules::classic::{Command, View};
use crate::rules::common::{Resource, TileId};
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::rules::Seat;
use crate::views::board_svg::Mark;
use crate::views::narrate::{self, Names};
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

/// A city the seat may make a metropolis: its node and where it stands.
#[derive(Debug, Clone)]
pub struct CityChoice {
    pub node: u16,
    pub label: String,
}

/// A hex the robber may move to, taking one oil from one of `victims`.
#[derive(Debug, Clone)]
pub struct StealChoice {
    pub tile: u16,
    pub place: String,
    /// (seat, "Take 1 oil from Bert (3 oil)").
    pub victims: Vec<(u8, String)>,
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

/// The panel.
#[derive(Debug, Clone, Template)]
#[template(path = "oil_springs/panel.html")]
pub struct OilPanel {
    /// The seat page's form target; `None` on pages without forms.
    pub action: Option<String>,
    pub version: u64,
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
    /// What the seat may still do with oil this turn, in words.
    pub oil_note: Option<String>,
    // The seat's oil commands.
    pub convert: Vec<&'static str>,
    pub sequester: bool,
    pub metropolises: Vec<CityChoice>,
    pub steals: Vec<StealChoice>,
    /// Year of Plenty naming oil: the second pick beside one oil ("oil"
    /// for two oil, or a resource).
    pub plenty: Vec<&'static str>,
    pub monopoly: bool,
    pub discard: Option<OilDiscard>,
    /// Partners for an offer with oil (the seat's own turn only).
    pub partners: Vec<OilPartner>,
    pub counters: Vec<CounterChoice>,
    pub resources: [&'static str; 5],
}

impl OilPanel {
    /// True when the seat has an oil form to fill in or button to press.
    pub fn has_forms(&self) -> bool {
        self.action.is_some()
            && (!self.convert.is_empty()
                || self.sequester
                || !self.metropolises.is_empty()
                || !self.steals.is_empty()
                || !self.plenty.is_empty()
                || self.monopoly
                || self.discard.is_some()
                || !self.partners.is_empty()
                || !self.counters.is_empty())
    }
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

impl OilPanel {
    /// Builds the panel; `None` when the view has no Oil Springs part.
    pub fn new(input: PanelInput<'_>) -> Option<OilPanel> {
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
                mark: marks.get(p.seat.index()).cloned().unwrap_or(Mark {
                    class: "p0".to_owned(),
                    letter: "?".to_owned(),
                }),
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
        let mut panel = OilPanel {
            action: None,
            version,
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
            oil_note: None,
            convert: Vec::new(),
            sequester: false,
            metropolises: Vec::new(),
            steals: Vec::new(),
            plenty: Vec::new(),
            monopoly: false,
            discard: None,
            partners: Vec::new(),
            counters: Vec::new(),
            resources: Resource::ALL.map(Resource::name),
        };
        let (Some(me), Some(action)) = (me, action) else {
            return Some(panel);
        };
        panel.action = Some(action);
        for c in oil_commands(legal) {
            match c {
                OilCommand::ConvertOil { resource } => panel.convert.push(resource.name()),
                OilCommand::SequesterOil => panel.sequester = true,
                OilCommand::BuildMetropolis { node } => panel.metropolises.push(CityChoice {
                    node: node.0,
                    label: format!(
                        "Make your city {} a metropolis",
                        narrate::node(board, *node)
                    ),
                }),
                OilCommand::StealOil { tile, victim } => {
                    let label = format!(
                        "Take 1 oil from {} ({} oil)",
                        names.of(*victim),
                        oil_of(*victim)
                    );
                    steal_choice(&mut panel.steals, board, *tile).push((victim.0, label));
                }
                OilCommand::PlayYearOfPlentyForOil { resource } => {
                    panel.plenty.push(resource.map_or("oil", Resource::name));
                }
                OilCommand::PlayMonopolyOnOil => panel.monopoly = true,
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
                    panel.discard = Some(OilDiscard {
                        count: debt.count,
                        oil: my_oil.min(debt.count),
                        hand: counts(&hand),
                    });
                }
            }
        }
        if let Phase::Main { seat } = view.phase {
            if seat == me {
                panel.partners = view
                    .players
                    .iter()
                    .filter(|p| p.seat != me)
                    .map(|p| OilPartner {
                        field: format!("to{}", p.seat.0),
                        name: names.of(p.seat),
                    })
                    .collect();
                let left = oil.track_limit.saturating_sub(oil.track);
                panel.oil_note = Some(if oil.sequestered_this_turn {
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
                panel.counters = view
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
        Some(panel)
    }
}

/// The steal choice for `tile`, added in first-seen order.
fn steal_choice<'a>(
    steals: &'a mut Vec<StealChoice>,
    board: &crate::rules::common::Board,
    tile: TileId,
) -> &'a mut Vec<(u8, String)> {
    let i = match steals.iter().position(|s| s.tile == tile.0) {
        Some(i) => i,
        None => {
            steals.push(StealChoice {
                tile: tile.0,
                place: format!("Move the robber to {}", narrate::tile(board, tile)),
                victims: Vec::new(),
            });
            steals.len() - 1
        }
    };
    &mut steals[i].victims
}
