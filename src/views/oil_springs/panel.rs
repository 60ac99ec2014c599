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

use crate::lang::oil::Oil;
use crate::lang::play::resource_word;
use crate::lang::{Html, Lang};
use crate::rules::classic::state::Phase;
use crate::rules::classic::{Command, View};
use crate::rules::common::{NodeId, Resource, TileId};
use crate::rules::oil_springs::{OilCommand, OilView};
use crate::rules::Seat;
use crate::views::classic::board_svg::{hex_words, Mark};
use crate::views::classic::narrate::Names;
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
    /// The language its words are in.
    pub lang: Lang,
}

impl OilPanel {
    /// A phrase of the panel, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }

    /// The supply line, as HTML (the supply's count in bold).
    pub fn supply_html(&self) -> String {
        self.lang.say_html(Oil::Supply {
            supply: Html {
                html: format!("<strong>{}</strong>", self.supply),
                text: self.supply.to_string(),
            },
            lost: self.lost,
            left: self.metropolis_tokens_left,
        })
    }
}

/// What a metropolis takes and gives (oil-springs.txt §Using Oil 2), and
/// how many of the seat's cities are `marked` on the board for one.
fn metropolis_words(lang: Lang, marked: usize, tokens_left: u8) -> String {
    lang.say(match marked {
        0 => Oil::MetropolisLeft { left: tokens_left },
        marked => Oil::MetropolisMarked { marked },
    })
}

/// What using `used` oil does to the disaster track, and what happens when
/// it reaches its end (oil-springs.txt §Environmental Effects, §The
/// Disaster Phase), for a confirm step.
pub fn track_words(lang: Lang, oil: &OilView, used: u8) -> String {
    let (from, limit) = (oil.track, oil.track_limit);
    let to = from.saturating_add(used).min(limit);
    let last = if 5usize.saturating_sub(oil.removed_tokens.len()) == 1 {
        "yes"
    } else {
        "no"
    };
    lang.say(if to >= limit {
        Oil::TrackFull {
            from,
            to,
            limit,
            last,
        }
    } else {
        Oil::TrackMoves {
            from,
            to,
            limit,
            last,
        }
    })
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
    /// The language its words are in.
    pub lang: Lang,
}

impl OilActions {
    /// A phrase of the forms, in their language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }

    /// A resource's name, or oil's, by its wire id.
    pub fn name(&self, id: &str) -> String {
        match Resource::ALL.into_iter().find(|r| r.name() == id) {
            Some(r) => resource_word(self.lang)(r),
            None => self.lang.say(Oil::OilName),
        }
    }

    /// The summary of the counter-offer form to `from`'s offer, as HTML.
    pub fn counter_summary(&self, from: &str) -> String {
        self.lang.say(Oil::CounterSummary {
            who: crate::lang::escape_html(from),
        })
    }

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
    /// The language the page reads.
    pub lang: Lang,
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
            lang,
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
        let champion = lang.say(match oil.champion {
            Some(c) => Oil::ChampionHolds { who: names.of(c) },
            None => Oil::ChampionNobody,
        });
        let tokens = oil
            .removed_tokens
            .iter()
            .map(|t| {
                lang.say(Oil::Token {
                    number: t.number,
                    hex: hex_words(lang, board, t.tile),
                })
            })
            .collect();
        let tokens_left = 5usize.saturating_sub(oil.removed_tokens.len());
        let abandoned = oil.abandoned.then(|| {
            lang.say(match oil.pyrrhic_victory {
                Some(c) => Oil::AbandonedPyrrhic { who: names.of(c) },
                None => Oil::AbandonedNobody,
            })
        });
        let terms = oil
            .oil_terms
            .iter()
            .filter(|t| t.give > 0 || t.want > 0)
            .map(|t| {
                let offer = view.offers.iter().find(|o| o.id == t.offer);
                let from = offer.map_or(t.seat, |o| o.from);
                lang.say(if from == t.seat {
                    Oil::TermsOwn {
                        who: names.of(from),
                        give: t.give,
                        want: t.want,
                    }
                } else {
                    Oil::TermsCounter {
                        who: names.of(t.seat),
                        from: names.of(from),
                        give: t.give,
                        want: t.want,
                    }
                })
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
            lang,
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
            lang,
        };
        let mut picks = Vec::new();
        for c in oil_commands(legal) {
            match c {
                OilCommand::ConvertOil { resource } => actions.convert.push(resource.name()),
                OilCommand::SequesterOil => actions.sequester = true,
                OilCommand::BuildMetropolis { node } => picks.push(OilPick::Metropolis {
                    node: *node,
                    label: lang.say(Oil::MetropolisPick),
                }),
                OilCommand::StealOil { tile, victim } => picks.push(OilPick::Steal {
                    tile: *tile,
                    victim: *victim,
                    label: lang.say(Oil::StealPick {
                        who: names.of(*victim),
                        oil: oil_of(*victim),
                    }),
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
                actions.metropolis =
                    Some(metropolis_words(lang, marked, oil.metropolis_tokens_left));
                let left = oil.track_limit.saturating_sub(oil.track);
                actions.oil_note = Some(lang.say(if oil.sequestered_this_turn {
                    Oil::NoteSequestered
                } else if left == 0 {
                    Oil::NoteFull
                } else {
                    Oil::NoteLeft {
                        oil: oil_of(me),
                        left,
                        used: if oil.used_oil_this_turn { "yes" } else { "no" },
                    }
                }));
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
