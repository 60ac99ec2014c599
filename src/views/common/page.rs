//! The forms of the shared table on a seat page, in every ruleset that has
//! one: the plain action buttons, the moves on the board, the discard after
//! a 7, trade with the supply (classic's bank) and a trade offer to other
//! players. Each is drawn by its own partial in `templates/partials/`
//! (`act_buttons.html`, `board_moves.html`, `discard.html`,
//! `supply_trade.html`, `offer_form.html`); each ruleset names its
//! resources in its own words and its supply in its own way.

use crate::lang::play::Play;
use crate::lang::{list_and, Lang};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources};
use crate::rules::contract::Names;
use crate::rules::Seat;
use crate::views::common::form::Sent;
use crate::views::common::table::{fields, Field, Word};
use crate::views::common::words::plural;

/// "(you have 3)" beside a discard field, in `lang`.
pub fn you_have(
    lang: impl std::borrow::Borrow<crate::lang::Lang>,
    n: impl std::borrow::Borrow<u8>,
) -> String {
    lang.borrow()
        .say(crate::lang::seat::SeatWords::DiscardHave { n: *n.borrow() })
}

/// A plain action button: `act` names the command. One that `asks` opens
/// a confirm step first; the others act at once.
#[derive(Debug, Clone)]
pub struct ActButton {
    pub act: &'static str,
    pub label: String,
    pub primary: bool,
    pub asks: bool,
}

/// Whether some of `buttons` ask for a confirm step (`asks`), or some act
/// at once (`!asks`): the two kinds go into different forms.
pub fn has_buttons(buttons: &[ActButton], asks: bool) -> bool {
    buttons.iter().any(|b| b.asks == asks)
}

/// One kind of move on the board the seat may make now, as the turn box
/// lists it ("Build a city (2 settlements to upgrade)"): a link to the
/// board, where its places are marked, or straight to the confirm step of
/// its only place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardMove {
    pub label: String,
    pub href: String,
}

/// The in-page address of a seat page's board, which a [`BoardMove`] with
/// several places links to.
pub const BOARD_ANCHOR: &str = "#board";

/// How the turn box names one kind of pick: the query prefix of its spots
/// (`city` for `city-12`), the move ("Build a city") and its places counted
/// ("settlement to upgrade", "settlements to upgrade"); and how the hint
/// over the board names its marked places.
#[derive(Debug, Clone)]
pub struct MoveWords {
    pub prefix: &'static str,
    pub what: String,
    pub one: String,
    pub many: String,
    pub marked: Marked,
}

/// How the hint over the board names the marked places of one kind.
#[derive(Debug, Clone)]
pub enum Marked {
    /// Counted: "1 road spot", "2 road spots".
    Counted(String, String),
    /// As a whole, uncounted: "the hexes the robber may move to".
    Named(String),
    /// Left out of the hint.
    Not,
}

/// Whether `pick` (`city-12`) is of the kind `prefix` (`city`).
fn of_kind(pick: &str, prefix: &str) -> bool {
    pick.split_once('-').is_some_and(|(p, _)| p == prefix)
}

/// The hint over a seat page's board: the places marked on it for the
/// seat's legal `picks` (their queries, `road-12`, one per legal command),
/// kind by kind in the order of `words`, between `opening` ("Marked on the
/// board") and `closing` ("Pick one, then confirm."). `None` when nothing
/// is marked.
pub fn board_hint(
    lang: Lang,
    picks: impl IntoIterator<Item = String>,
    words: &[MoveWords],
    opening: &str,
    closing: &str,
) -> Option<String> {
    let picks: Vec<String> = picks.into_iter().collect();
    let parts: Vec<String> = words
        .iter()
        .filter_map(|w| {
            let n = picks.iter().filter(|p| of_kind(p, w.prefix)).count();
            match &w.marked {
                _ if n == 0 => None,
                Marked::Counted(one, many) => Some(plural(n as u64, one, many)),
                Marked::Named(places) => Some(places.clone()),
                Marked::Not => None,
            }
        })
        .collect();
    (!parts.is_empty()).then(|| format!("{opening}: {}. {closing}", list_and(lang, &parts)))
}

/// The moves on the board, in the order of `words`, read from the spots
/// drawn for the seat's legal commands: each spot as its pick query
/// (`city-12`) and its link. A kind without a spot is left out.
pub fn board_moves<'a>(
    spots: impl IntoIterator<Item = (&'a str, &'a str)>,
    words: &[MoveWords],
) -> Vec<BoardMove> {
    let spots: Vec<(&str, &str)> = spots.into_iter().collect();
    words
        .iter()
        .filter_map(|w| {
            let of_kind: Vec<&str> = spots
                .iter()
                .filter(|(pick, _)| of_kind(pick, w.prefix))
                .map(|(_, href)| *href)
                .collect();
            let href = match of_kind.as_slice() {
                [] => return None,
                [only] => (*only).to_owned(),
                _ => BOARD_ANCHOR.to_owned(),
            };
            Some(BoardMove {
                label: format!(
                    "{} ({})",
                    w.what,
                    plural(of_kind.len() as u64, &w.one, &w.many)
                ),
                href,
            })
        })
        .collect()
}

/// The discard form: one field per resource, the most being what the
/// seat holds.
#[derive(Debug, Clone)]
pub struct DiscardForm {
    pub count: u8,
    /// The form's heading: "Discard 4 cards".
    pub title: String,
    /// Its button: "Discard 4 cards", "Give up these 4 cards".
    pub button: String,
    pub hand: Vec<Field>,
}

impl DiscardForm {
    /// The form for `count` cards out of `hand`, filled in with what the
    /// seat typed if its discard was refused (never more than it holds).
    pub fn new(
        lang: Lang,
        count: u8,
        hand: Resources,
        word: Word,
        typed: Option<&Sent>,
    ) -> DiscardForm {
        let again = typed.filter(|t| t.act() == Some("discard"));
        let words = lang.say(Play::DiscardCards { count });
        DiscardForm {
            count,
            title: words.clone(),
            button: words,
            hand: fields(
                word,
                |r| again.map_or(0, |t| t.count(r.name()).min(hand.get(r))),
                |r| hand.get(r),
            ),
        }
    }

    /// The same form in other words: `title` above it, `button` on it.
    #[must_use]
    pub fn worded(self, title: String, button: String) -> DiscardForm {
        DiscardForm {
            title,
            button,
            ..self
        }
    }
}

/// A resource the seat may give the supply, at its rate.
#[derive(Debug, Clone)]
pub struct GiveOption {
    /// As the form sends it (`brick`).
    pub value: &'static str,
    /// As players read it.
    pub name: String,
    pub rate: u8,
    pub selected: bool,
}

/// One option of a resource select.
#[derive(Debug, Clone)]
pub struct Choice {
    /// As the form sends it (`brick`).
    pub value: &'static str,
    /// As players read it.
    pub name: String,
    pub selected: bool,
}

/// Resource selects in a ruleset's words, none selected.
pub fn choices(word: Word) -> Vec<Choice> {
    Resource::ALL
        .into_iter()
        .map(|r| Choice {
            value: r.name(),
            name: word(r),
            selected: false,
        })
        .collect()
}

/// The panel to trade with the supply: what the seat may give at its
/// rate, and what it may get for it.
#[derive(Debug, Clone)]
pub struct SupplyTrade {
    /// The panel's summary line: "Trade with the bank".
    pub summary: String,
    /// The form's `act`.
    pub act: &'static str,
    pub give: Vec<GiveOption>,
    pub get: Vec<Choice>,
    /// A line of help under the selects, if the ruleset has one.
    pub note: Option<String>,
    /// The submit button's words.
    pub button: String,
    /// The panel opens at once (its trade was refused).
    pub open: bool,
}

/// What a ruleset tells [`SupplyTrade::new`] about its supply.
#[derive(Debug, Clone)]
pub struct SupplyWords {
    pub summary: String,
    pub act: &'static str,
    pub note: Option<String>,
    pub button: String,
    pub word: Word,
    /// "Get 1" starts on a resource the first "give" is not (the supply
    /// never trades a resource for itself), rather than on the first.
    pub steer_get: bool,
}

/// What the seat may trade with the supply, read from its legal table
/// commands (`table`): the resources it may give, in the canonical order,
/// each at its `rate`, and those it may get.
pub fn supply_options(
    table: &[&TableCommand],
    rate: impl Fn(Resource) -> u8,
) -> (Vec<(Resource, u8)>, Vec<Resource>) {
    let gives = Resource::ALL
        .into_iter()
        .filter(|r| {
            table
                .iter()
                .any(|c| matches!(c, TableCommand::SupplyTrade { give, .. } if give == r))
        })
        .map(|r| (r, rate(r)))
        .collect();
    let gets = Resource::ALL
        .into_iter()
        .filter(|r| {
            table
                .iter()
                .any(|c| matches!(c, TableCommand::SupplyTrade { get, .. } if get == r))
        })
        .collect();
    (gives, gets)
}

impl SupplyTrade {
    /// The panel, or `None` when the seat may give nothing: `give` holds
    /// each resource it may give with its rate, `get` what it may get. A
    /// refused trade is selected again; otherwise "get" starts where
    /// [`SupplyWords::steer_get`] says.
    pub fn new(
        words: SupplyWords,
        give: &[(Resource, u8)],
        get: impl IntoIterator<Item = Resource>,
        typed: Option<&Sent>,
    ) -> Option<SupplyTrade> {
        let again = typed.filter(|t| t.act() == Some(words.act));
        let &(first, _) = give.first()?;
        let gives = again.and_then(|t| t.resource("give"));
        let default_give = gives.unwrap_or(first);
        let gets = again.and_then(|t| t.resource("get"));
        let get: Vec<Resource> = get.into_iter().collect();
        let chosen = gets.or_else(|| {
            let steered = get.iter().copied().find(|r| *r != default_give);
            steered.filter(|_| words.steer_get)
        });
        Some(SupplyTrade {
            summary: words.summary,
            act: words.act,
            give: give
                .iter()
                .map(|&(r, rate)| GiveOption {
                    value: r.name(),
                    name: (words.word)(r),
                    rate,
                    selected: gives == Some(r),
                })
                .collect(),
            get: get
                .into_iter()
                .map(|r| Choice {
                    value: r.name(),
                    name: (words.word)(r),
                    selected: Some(r) == chosen,
                })
                .collect(),
            note: words.note,
            button: words.button,
            open: again.is_some(),
        })
    }
}

/// A trade partner checkbox.
#[derive(Debug, Clone)]
pub struct Partner {
    pub field: String,
    pub name: String,
    pub checked: bool,
}

/// The form to offer a trade to other players.
#[derive(Debug, Clone)]
pub struct OfferForm {
    pub give: Vec<Field>,
    pub want: Vec<Field>,
    pub partners: Vec<Partner>,
    /// The form opens at once (its offer was refused).
    pub open: bool,
}

impl OfferForm {
    /// The form for `me` to offer the other `seats` a trade, each field
    /// taking at most `max`: empty and addressed to everyone, or as the
    /// seat typed it if its offer was refused.
    pub fn new(
        me: Seat,
        seats: impl IntoIterator<Item = Seat>,
        names: &Names,
        word: Word,
        max: u8,
        typed: Option<&Sent>,
    ) -> OfferForm {
        let again = typed.filter(|t| t.act() == Some("offer"));
        let typed_count = |prefix: &str, r: Resource| {
            again.map_or(0, |t| t.count(&format!("{prefix}{}", r.name())))
        };
        OfferForm {
            give: fields(word, |r| typed_count("give_", r), |_| max),
            want: fields(word, |r| typed_count("want_", r), |_| max),
            partners: seats
                .into_iter()
                .filter(|s| *s != me)
                .map(|s| {
                    let field = super::form::partner_field(s);
                    Partner {
                        checked: again.is_none_or(|t| t.get(&field).is_some()),
                        field,
                        name: names.of(s),
                    }
                })
                .collect(),
            open: again.is_some(),
        }
    }
}

/// A confirm step: a pick on the board's, or an action's that cannot be
/// taken back.
#[derive(Debug, Clone)]
pub struct Confirm {
    pub title: String,
    /// Words under the title: what follows, or what it costs.
    pub detail: Option<String>,
    /// Hidden fields every button's form carries.
    pub fields: Vec<(&'static str, String)>,
    pub buttons: Vec<ConfirmButton>,
}

/// One confirm button: the `act` its form sends, the player it takes a
/// card from (one button per player, for the robber or the inventor) and
/// its words.
#[derive(Debug, Clone)]
pub struct ConfirmButton {
    pub act: &'static str,
    pub victim: Option<u8>,
    pub label: String,
}

impl Confirm {
    /// An action's confirm step: one button, sending `act`.
    pub fn one(act: &'static str, title: String, detail: Option<String>, label: &str) -> Confirm {
        Confirm {
            title,
            detail,
            fields: Vec::new(),
            buttons: vec![ConfirmButton {
                act,
                victim: None,
                label: label.to_owned(),
            }],
        }
    }

    /// A pick's confirm step, titled `title`, with the pick's place as the
    /// hidden `field`: a button sending `act` for each of `ways` to take
    /// it, the player a robber (or inventor) move takes a card from or
    /// none; `takes` words the button that takes from a player ("Move the
    /// robber here and steal from Bert"), `label` the others. `extra`
    /// buttons follow. `None` with no button at all.
    pub fn pick(
        title: String,
        act: &'static str,
        field: (&'static str, String),
        ways: impl IntoIterator<Item = Option<Seat>>,
        label: &str,
        takes: impl Fn(Seat) -> String,
        extra: impl IntoIterator<Item = ConfirmButton>,
    ) -> Option<Confirm> {
        let buttons: Vec<ConfirmButton> = ways
            .into_iter()
            .map(|victim| ConfirmButton {
                act,
                victim: victim.map(|v| v.0),
                label: victim.map_or_else(|| label.to_owned(), &takes),
            })
            .chain(extra)
            .collect();
        (!buttons.is_empty()).then(|| Confirm {
            title,
            detail: None,
            fields: vec![field],
            buttons,
        })
    }

    /// The confirm step, in `lang`, of buying a development card at
    /// `cost` (in words).
    pub fn buy_card(lang: Lang, cost: &str) -> Confirm {
        Confirm::one(
            "buy_card",
            lang.say(Play::BuyCardTitle),
            Some(lang.say(Play::BuyCardDetail {
                cost: cost.to_owned(),
            })),
            &lang.say(Play::BuyCardYes),
        )
    }

    /// The confirm step, in `lang`, of playing Road Building.
    pub fn road_building(lang: Lang) -> Confirm {
        Confirm::one(
            "road_building",
            lang.say(Play::RoadBuildingTitle),
            Some(lang.say(Play::RoadBuildingDetail)),
            &lang.say(Play::RoadBuildingYes),
        )
    }

    /// The same step, its buttons' forms carrying the hidden `fields`.
    #[must_use]
    pub fn with_fields(self, fields: Vec<(&'static str, String)>) -> Confirm {
        Confirm { fields, ..self }
    }

    /// The `act` of the first button (where all buttons send the same one,
    /// from one form).
    pub fn act(&self) -> &'static str {
        self.buttons.first().map_or("", |b| b.act)
    }
}

/// The confirm step, in `lang`, of ending the turn, from the seat's legal
/// `picks` (their queries): `pieces` are the kinds of pick it could still
/// build, each as a query prefix and in words ("road", "a road"); `card`
/// whether it could buy a development card, `open_offer` whether it has
/// an offer open.
pub fn end_turn(
    lang: Lang,
    picks: impl IntoIterator<Item = String>,
    pieces: &[(&str, String)],
    card: bool,
    open_offer: bool,
) -> Confirm {
    let picks: Vec<String> = picks.into_iter().collect();
    let builds: Vec<&str> = pieces
        .iter()
        .filter(|(prefix, _)| picks.iter().any(|p| of_kind(p, prefix)))
        .map(|(_, piece)| piece.as_str())
        .collect();
    Confirm::one(
        "end_turn",
        lang.say(Play::EndTurnTitle),
        Some(end_turn_detail(lang, &builds, card, open_offer)),
        &lang.say(Play::EndTurnYes),
    )
}

/// What the confirm step of ending the turn says: what the seat could
/// still build (`builds`: "a road", "a city") or buy (`card`: a development
/// card), read from its own legal commands, then that its open offer closes
/// (`open_offer`) and that the dice pass on.
pub fn end_turn_detail(lang: Lang, builds: &[&str], card: bool, open_offer: bool) -> String {
    let unspent = match (builds, card) {
        ([], false) => "none",
        ([], true) => "card",
        (_, false) => "build",
        (_, true) => "both",
    };
    lang.say(Play::EndTurnDetail {
        unspent,
        builds: or_words(lang, builds),
        offer: if open_offer { "yes" } else { "no" },
    })
}

/// "a road", "a road or a city", "a road, a settlement or a city".
fn or_words(lang: Lang, items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => {
            let init = init
                .iter()
                .map(|s| (*s).to_owned())
                .reduce(|first, rest| {
                    lang.say(crate::lang::frame::Frame::ListComma { first, rest })
                })
                .unwrap_or_default();
            lang.say(Play::ListOr {
                init,
                last: (*last).to_owned(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::play::resource_word;

    fn sent(pairs: &[(&str, &str)]) -> Sent {
        Sent::from_pairs(pairs.iter().map(|(n, v)| (*n, Some(*v))))
    }

    #[test]
    fn ending_the_turn_says_what_is_left_unspent() {
        assert_eq!(
            end_turn_detail(Lang::En, &[], false, false),
            "The dice pass to the next player."
        );
        assert_eq!(
            end_turn_detail(Lang::En, &[], true, true),
            "You could still buy a development card. Your open offer closes, and the dice \
             pass to the next player."
        );
        assert_eq!(
            end_turn_detail(Lang::En, &["a road", "a settlement", "a city"], true, false),
            "You could still build a road, a settlement or a city, or buy a development \
             card. The dice pass to the next player."
        );
        assert_eq!(
            end_turn_detail(Lang::En, &["a town hall"], false, false),
            "You could still build a town hall. The dice pass to the next player."
        );
        // German words the same facts in its own order.
        assert_eq!(
            end_turn_detail(
                Lang::De,
                &["eine Straße", "eine Siedlung", "eine Stadt"],
                true,
                true
            ),
            "Du könntest noch eine Straße, eine Siedlung oder eine Stadt bauen oder eine \
             Entwicklungskarte kaufen. Dein offenes Angebot endet, und die Würfel gehen an den \
             nächsten Spieler."
        );
        assert_eq!(
            end_turn_detail(Lang::De, &[], false, false),
            "Die Würfel gehen an den nächsten Spieler."
        );
        let card = Confirm::buy_card(Lang::De, "1 Erz, 1 Wolle und 1 Getreide");
        assert_eq!(card.title, "Eine Entwicklungskarte kaufen?");
        assert_eq!(
            card.detail.as_deref(),
            Some(
                "Sie kostet 1 Erz, 1 Wolle und 1 Getreide; die Karte wird zufällig gezogen und \
                 kann nicht zurückgegeben werden."
            )
        );
        assert_eq!(
            Confirm::road_building(Lang::De).title,
            "Straßenbau ausspielen?"
        );
    }
    #[test]
    fn the_board_hint_counts_the_marked_places_and_the_end_turn_step_names_the_builds() {
        // Words of no ruleset: the kinds come out in the order of `words`.
        let word = |prefix, marked| MoveWords {
            prefix,
            what: String::new(),
            one: String::new(),
            many: String::new(),
            marked,
        };
        let counted = |one: &str, many: &str| Marked::Counted(one.to_owned(), many.to_owned());
        let words = [
            word("tower", counted("wall to raise", "walls to raise")),
            word("gate", Marked::Not),
            word("path", counted("spot", "spots")),
            word(
                "ghost",
                Marked::Named("the fields the ghost may haunt".to_owned()),
            ),
        ];
        let picks = ["path-3", "gate-1", "path-4", "ghost-2", "ghost-3"].map(String::from);
        assert_eq!(
            board_hint(Lang::En, picks.clone(), &words, "Marked", "Pick one.").as_deref(),
            Some("Marked: 2 spots and the fields the ghost may haunt. Pick one.")
        );
        assert_eq!(
            board_hint(Lang::En, [], &words, "Marked", "Pick one."),
            None
        );
        let step = end_turn(
            Lang::En,
            picks,
            &[
                ("path", "a path".to_owned()),
                ("tower", "a tower".to_owned()),
            ],
            false,
            true,
        );
        assert_eq!(step.act(), "end_turn");
        assert_eq!(
            step.detail.as_deref(),
            Some(
                "You could still build a path. Your open offer closes, and the dice pass to the next player."
            )
        );
    }

    #[test]
    fn the_board_moves_count_each_kind_and_link_a_single_place_to_its_confirm() {
        // Words of no ruleset: the kinds come out in the order of `words`.
        let word = |prefix, what: &str, one: &str, many: &str| MoveWords {
            prefix,
            what: what.to_owned(),
            one: one.to_owned(),
            many: many.to_owned(),
            marked: Marked::Counted(one.to_owned(), many.to_owned()),
        };
        let words = [
            word("tower", "Raise a tower", "wall to raise", "walls to raise"),
            word("path", "Lay a path", "spot", "spots"),
            word("ghost", "Send the ghost", "field", "fields"),
        ];
        let spots = [
            ("path-3", "/p?pick=path-3#confirm"),
            ("tower-12", "/p?pick=tower-12#confirm"),
            ("path-4", "/p?pick=path-4#confirm"),
        ];
        assert_eq!(
            board_moves(spots, &words),
            [
                BoardMove {
                    label: "Raise a tower (1 wall to raise)".to_owned(),
                    href: "/p?pick=tower-12#confirm".to_owned(),
                },
                BoardMove {
                    label: "Lay a path (2 spots)".to_owned(),
                    href: BOARD_ANCHOR.to_owned(),
                },
            ]
        );
        assert!(board_moves([], &words).is_empty());
    }

    #[test]
    fn the_supply_never_starts_on_trading_a_resource_for_itself() {
        let panel = SupplyTrade::new(
            SupplyWords {
                summary: "Trade with the bank".to_owned(),
                act: "maritime",
                note: None,
                button: "Trade".to_owned(),
                word: resource_word(Lang::En),
                steer_get: true,
            },
            &[(Resource::Brick, 4), (Resource::Ore, 4)],
            Resource::ALL,
            None,
        )
        .expect("a panel");
        let get: Vec<_> = panel.get.iter().filter(|c| c.selected).collect();
        assert_eq!(get.len(), 1);
        assert_ne!(get[0].value, "brick");
        assert!(!panel.open);
        assert!(panel.give.iter().all(|g| !g.selected));
    }

    #[test]
    fn a_refused_supply_trade_is_selected_again_and_opens() {
        let typed = sent(&[("act", "supply"), ("give", "ore"), ("get", "wool")]);
        let panel = SupplyTrade::new(
            SupplyWords {
                summary: "Trade with the supply".to_owned(),
                act: "supply",
                note: None,
                button: "Trade".to_owned(),
                word: resource_word(Lang::En),
                steer_get: true,
            },
            &[(Resource::Brick, 3), (Resource::Ore, 3)],
            Resource::ALL,
            Some(&typed),
        )
        .expect("a panel");
        assert!(panel.open);
        assert!(panel.give.iter().any(|g| g.value == "ore" && g.selected));
        assert!(panel.get.iter().any(|c| c.value == "wool" && c.selected));
    }

    #[test]
    fn nothing_to_give_means_no_supply_panel() {
        let words = SupplyWords {
            summary: String::new(),
            act: "supply",
            note: None,
            button: String::new(),
            word: resource_word(Lang::En),
            steer_get: false,
        };
        assert!(SupplyTrade::new(words, &[], Resource::ALL, None).is_none());
    }

    #[test]
    fn a_refused_offer_keeps_its_terms_and_addressees() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let typed = sent(&[("act", "offer"), ("give_ore", "2"), ("to2", "on")]);
        let seats = [Seat(0), Seat(1), Seat(2)];
        let form = OfferForm::new(
            Seat(0),
            seats,
            &names,
            resource_word(Lang::En),
            19,
            Some(&typed),
        );
        assert!(form.open);
        assert!(form.give.iter().any(|f| f.key == "ore" && f.value == 2));
        let checked: Vec<_> = form.partners.iter().map(|p| p.checked).collect();
        assert_eq!(checked, [false, true]);
        let fresh = OfferForm::new(Seat(0), seats, &names, resource_word(Lang::En), 19, None);
        assert!(fresh.partners.iter().all(|p| p.checked));
        assert!(fresh.give.iter().all(|f| f.value == 0 && f.max == 19));
    }

    #[test]
    fn a_refused_discard_keeps_what_was_typed_up_to_the_hand() {
        let typed = sent(&[("act", "discard"), ("ore", "5"), ("wool", "1")]);
        let hand = Resources::new(0, 0, 2, 0, 3);
        let form = DiscardForm::new(Lang::En, 2, hand, resource_word(Lang::En), Some(&typed));
        assert_eq!(form.title, "Discard 2 cards");
        let value = |k| form.hand.iter().find(|f| f.key == k).map(|f| f.value);
        assert_eq!(value("ore"), Some(3), "no more than the seat holds");
        assert_eq!(value("wool"), Some(1));
    }
}
