//! The Frenemies part of the seat and public pages: the guild hall (tokens
//! redeemed at each guild, the face-down supply, VP markers left), each
//! player's token count and visible points, the viewer's own tokens by
//! guild with those earned this turn locked, and the forms of every
//! Frenemies command the seat may send (the gift and its answers, the five
//! redemptions, the exchange). The Road Builders' free road is a board pick.
//!
//! Only the viewer's own tokens are shown by guild: the view holds no other
//! seat's (the referee's view, after the game, holds every seat's).

use super::form::guild_value;
use crate::lang::frenemies::Frenemies as F;
use crate::lang::play::resource_word;
use crate::lang::terms::Term;
use crate::lang::{Lang, Person};
use crate::rules::classic::{Command, View};
use crate::rules::common::Resource;
use crate::rules::frenemies::{FrenemiesCommand as C, FrenemiesView, Guild, Guilds};
use crate::rules::Seat;
use crate::views::classic::board_svg::Pick;
use crate::views::classic::scenario::{ScenarioPart, ScenarioPick, SeatContext};
use crate::views::common::words::Names;
use askama::Template;

/// One guild of the guild hall board.
#[derive(Debug, Clone)]
pub struct HallRow {
    pub guild: String,
    /// What one favor costs, in words: "1 wagon", "2 compasses".
    pub cost: String,
    pub favor: String,
    /// Tokens redeemed there, face up.
    pub redeemed: u8,
}

/// A player's public favor: token count, VP markers, visible points.
#[derive(Debug, Clone)]
pub struct HolderRow {
    pub name: String,
    pub tokens: u32,
    pub markers: u8,
    pub points: u8,
    pub you: bool,
}

/// One guild of a seat's own tokens.
#[derive(Debug, Clone)]
pub struct OwnRow {
    pub guild: String,
    pub token: String,
    pub held: u8,
    /// Earned this turn, usable from the owner's next turn.
    pub locked: u8,
}

/// A seat's own tokens by guild.
#[derive(Debug, Clone)]
pub struct OwnBlock {
    pub heading: String,
    pub rows: Vec<OwnRow>,
    pub total: u32,
    pub locked: u32,
    /// The token an open exchange drew, in a sentence.
    pub drawn: Option<String>,
    /// Who sees these guilds: the owner alone ("your tokens"), or, in the
    /// referee's view after the game, who saw them during play.
    pub secrecy: String,
}

/// The favor panel: what the viewer may see of the scenario.
#[derive(Debug, Clone, Template)]
#[template(path = "frenemies/panel.html")]
pub struct FavorPanel {
    pub hall: Vec<HallRow>,
    pub supply: u32,
    pub markers_left: u8,
    pub holders: Vec<HolderRow>,
    pub own: Vec<OwnBlock>,
    /// The open gift, in words.
    pub gift: Option<String>,
    /// How the current player used tokens this turn, in words.
    pub used: Option<String>,
    /// The language its words are in.
    pub lang: Lang,
}

impl FavorPanel {
    /// A phrase of the panel, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }
}

/// An answer button of a form with one `act`.
#[derive(Debug, Clone)]
pub struct ActButton {
    pub act: &'static str,
    pub label: String,
    pub primary: bool,
}

/// The answer to a gift offered to the viewer.
#[derive(Debug, Clone)]
pub struct GiftAnswer {
    pub text: String,
    pub buttons: Vec<ActButton>,
    /// Resources the viewer may ask for instead.
    pub ask: Vec<&'static str>,
}

/// The gift form: to whom, which resource.
#[derive(Debug, Clone)]
pub struct GiftForm {
    pub to: Vec<(u8, String)>,
    pub resources: Vec<&'static str>,
}

/// The Traders' form: one swap, and an optional second.
#[derive(Debug, Clone)]
pub struct TradersForm {
    pub give: Vec<&'static str>,
    pub get: Vec<&'static str>,
}

/// A token the viewer may return to finish an exchange.
#[derive(Debug, Clone)]
pub struct ReturnChoice {
    pub value: &'static str,
    pub label: String,
}

/// The forms of the Frenemies commands the seat may send now.
#[derive(Debug, Clone, Template)]
#[template(path = "frenemies/actions.html")]
pub struct FavorActions {
    pub action: String,
    pub version: u64,
    pub answer: Option<GiftAnswer>,
    /// The giver's own open gift: its words and buttons.
    pub giver: Option<(String, Vec<ActButton>)>,
    pub gift: Option<GiftForm>,
    pub traders: Option<TradersForm>,
    pub merchants: Vec<&'static str>,
    pub buttons: Vec<ActButton>,
    pub returns: Vec<ReturnChoice>,
    /// The guild of the token an open exchange drew.
    pub drawn: Option<Guild>,
    /// Free road spots the Road Builders offer (picked on the board).
    pub shovel_spots: usize,
    /// The language its words are in.
    pub lang: Lang,
}

impl FavorActions {
    /// A phrase of the forms, in their language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }

    /// A resource's name, by its wire id.
    pub fn name(&self, id: &str) -> String {
        Resource::ALL
            .into_iter()
            .find(|r| r.name() == id)
            .map(resource_word(self.lang))
            .unwrap_or_default()
    }

    /// The sentence about the token the open exchange drew, if any.
    pub fn you_drew(&self) -> Option<String> {
        self.drawn
            .map(|g| self.lang.say(F::YouDrew { token: g.id() }))
    }

    fn is_empty(&self) -> bool {
        self.answer.is_none()
            && self.giver.is_none()
            && self.gift.is_none()
            && self.traders.is_none()
            && self.merchants.is_empty()
            && self.buttons.is_empty()
            && self.returns.is_empty()
            && self.shovel_spots == 0
    }
}

fn push_unique<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if !list.contains(&item) {
        list.push(item);
    }
}

/// The panel of what `view`'s viewer may see of the scenario.
fn favor_panel(
    lang: Lang,
    view: &View<FrenemiesView>,
    fr: &FrenemiesView,
    names: &Names,
    me: Option<Seat>,
) -> FavorPanel {
    let own = fr
        .own
        .iter()
        .map(|o| OwnBlock {
            heading: lang.say(if Some(o.seat) == me {
                F::YourTokens
            } else {
                F::TokensHeading {
                    who: names.of(o.seat),
                }
            }),
            rows: Guild::ALL
                .into_iter()
                .map(|g| OwnRow {
                    guild: lang.say(Term::Guild { guild: g }),
                    token: lang.say(F::Token { token: g.id() }),
                    held: o.tokens.get(g),
                    locked: o.locked.get(g),
                })
                .collect(),
            total: o.tokens.total(),
            locked: o.locked.total(),
            drawn: o.drawn.map(|g| lang.say(F::OpenDrew { token: g.id() })),
            secrecy: lang.say(if Some(o.seat) == me {
                F::YourSecrecy
            } else {
                F::TheirSecrecy {
                    who: names.of(o.seat),
                }
            }),
        })
        .collect();
    let order: Vec<Seat> = if view.turn_order.is_empty() {
        fr.players.iter().map(|p| p.seat).collect()
    } else {
        view.turn_order.clone()
    };
    let holders = order
        .iter()
        .filter_map(|s| fr.players.iter().find(|p| p.seat == *s))
        .map(|p| HolderRow {
            name: names.of(p.seat),
            tokens: p.tokens,
            markers: p.markers,
            points: view
                .players
                .iter()
                .find(|q| q.seat == p.seat)
                .map_or(0, |q| q.points),
            you: me == Some(p.seat),
        })
        .collect();
    let current = view.phase.current();
    FavorPanel {
        hall: Guild::ALL
            .into_iter()
            .map(|g| HallRow {
                guild: lang.say(Term::Guild { guild: g }),
                cost: lang.say(F::TokensOf {
                    count: Guilds::of(g, g.cost()).get(g),
                    token: g.id(),
                }),
                favor: lang.say(F::Favor { guild: g.id() }),
                redeemed: fr.halls.get(g),
            })
            .collect(),
        supply: fr.supply,
        markers_left: fr.markers_left,
        holders,
        own,
        gift: fr.gift.map(|g| {
            let resource = lang.say(Term::Resource {
                resource: g.resource,
            });
            lang.say(match g.asked {
                None => F::GiftOffered {
                    from: names.of(g.from),
                    to: names.of(g.to),
                    resource,
                },
                Some(asked) => F::GiftAsked {
                    from: names.of(g.from),
                    to: names.of(g.to),
                    asked: lang.say(Term::Resource { resource: asked }),
                    resource,
                },
            })
        }),
        used: current.and_then(|s| {
            let who = names.of(s);
            match fr.used {
                Some(crate::rules::frenemies::state::TokenUse::Redeemed) => {
                    Some(lang.say(F::Redeemed { who }))
                }
                Some(crate::rules::frenemies::state::TokenUse::Exchanged) => {
                    Some(lang.say(F::Exchanged { who }))
                }
                None => None,
            }
        }),
        lang,
    }
}

/// What the game waits for when the scenario holds the turn, in words for
/// `me` (a seat) or the public.
fn waiting(
    lang: Lang,
    view: &View<FrenemiesView>,
    fr: &FrenemiesView,
    names: &Names,
    me: Option<Seat>,
) -> Option<String> {
    if let Some(g) = fr.gift {
        return Some(lang.say(match g.asked {
            None => F::WaitingAnswer {
                who: names.of(g.to),
                person: Person::of(me, g.to),
                resource: lang.say(Term::Resource {
                    resource: g.resource,
                }),
                from: names.of(g.from),
            },
            Some(asked) => F::WaitingGive {
                giver: names.of(g.from),
                giver_person: Person::of(me, g.from),
                who: names.of(g.to),
                person: Person::of(me, g.to),
                asked: lang.say(Term::Resource { resource: asked }),
            },
        }));
    }
    // An open exchange shows only in its owner's view (the drawn token).
    let current = view.phase.current()?;
    let open = fr
        .own
        .iter()
        .any(|o| o.seat == current && o.drawn.is_some());
    open.then(|| {
        lang.say(F::WaitingReturn {
            who: names.of(current),
            person: Person::of(me, current),
        })
    })
}

/// The Frenemies part of a seat's page.
pub fn seat_part(
    view: &View<FrenemiesView>,
    legal: &[Command<C>],
    ctx: &SeatContext<'_>,
) -> ScenarioPart {
    let Some(fr) = view.scenario.as_ref() else {
        return ScenarioPart::default();
    };
    let me = ctx.seat;
    let names = ctx.names;
    let lang = ctx.lang;
    let word = |resource| lang.say(Term::Resource { resource });
    let own: Vec<C> = legal.iter().filter_map(|c| c.scenario().copied()).collect();
    let has = |f: fn(&C) -> bool| own.iter().any(f);
    let mut actions = FavorActions {
        action: ctx.action.to_owned(),
        version: ctx.version,
        answer: None,
        giver: None,
        gift: None,
        traders: None,
        merchants: Vec::new(),
        buttons: Vec::new(),
        returns: Vec::new(),
        drawn: fr.own.iter().find(|o| o.seat == me).and_then(|o| o.drawn),
        shovel_spots: 0,
        lang,
    };
    let mut headline = None;
    let mut your_move = false;
    if let Some(g) = fr.gift {
        if g.to == me && g.asked.is_none() {
            let mut buttons = Vec::new();
            if has(|c| matches!(c, C::AcceptGift)) {
                buttons.push(ActButton {
                    act: "gift_accept",
                    label: lang.say(F::Accept {
                        resource: word(g.resource),
                    }),
                    primary: true,
                });
            }
            if has(|c| matches!(c, C::RejectGift)) {
                buttons.push(ActButton {
                    act: "gift_reject",
                    label: lang.say(F::Refuse),
                    primary: false,
                });
            }
            let mut ask = Vec::new();
            for c in &own {
                if let C::AskForAnotherResource { resource } = c {
                    push_unique(&mut ask, resource.name());
                }
            }
            if !buttons.is_empty() || !ask.is_empty() {
                let text = lang.say(F::OffersYou {
                    from: names.of(g.from),
                    resource: word(g.resource),
                });
                headline = Some(text.clone());
                your_move = true;
                actions.answer = Some(GiftAnswer { text, buttons, ask });
            }
        }
        if g.from == me {
            let mut buttons = Vec::new();
            if let (Some(asked), true) = (g.asked, has(|c| matches!(c, C::GiveAskedResource))) {
                buttons.push(ActButton {
                    act: "gift_give_asked",
                    label: lang.say(F::GiveInstead { asked: word(asked) }),
                    primary: true,
                });
            }
            if has(|c| matches!(c, C::WithdrawGift)) {
                buttons.push(ActButton {
                    act: "gift_withdraw",
                    label: lang.say(F::Withdraw),
                    primary: false,
                });
            }
            let can_give = has(|c| matches!(c, C::GiveAskedResource));
            let text = lang.say(match g.asked {
                None => F::YourGift {
                    resource: word(g.resource),
                    to: names.of(g.to),
                },
                Some(asked) if can_give => F::AsksInstead {
                    to: names.of(g.to),
                    asked: word(asked),
                    resource: word(g.resource),
                },
                // Only the giver reads this: its own hand is no secret to it.
                Some(asked) => F::AsksCannot {
                    to: names.of(g.to),
                    asked: word(asked),
                    resource: word(g.resource),
                },
            });
            if g.asked.is_some() {
                headline = Some(text.clone());
                your_move = true;
            }
            actions.giver = Some((text, buttons));
        }
    }
    let mut gift = GiftForm {
        to: Vec::new(),
        resources: Vec::new(),
    };
    let mut traders = TradersForm {
        give: Vec::new(),
        get: Vec::new(),
    };
    for c in &own {
        match c {
            C::OfferGift { to, resource } => {
                push_unique(&mut gift.to, (to.0, names.of(*to)));
                push_unique(&mut gift.resources, resource.name());
            }
            C::RedeemTraders { give, get } => {
                for (r, _) in give.iter().filter(|(_, n)| *n > 0) {
                    push_unique(&mut traders.give, r.name());
                }
                for (r, _) in get.iter().filter(|(_, n)| *n > 0) {
                    push_unique(&mut traders.get, r.name());
                }
            }
            C::RedeemMerchants { resource } => push_unique(&mut actions.merchants, resource.name()),
            C::RedeemRoadBuilders { .. } => actions.shovel_spots += 1,
            C::ReturnToken { guild } => actions.returns.push(ReturnChoice {
                value: guild_value(*guild),
                label: lang.say(F::Return {
                    token: guild.id(),
                    guild: lang.say(Term::Guild { guild: *guild }),
                }),
            }),
            _ => {}
        }
    }
    let order = |list: &mut Vec<&'static str>| {
        list.sort_by_key(|n| Resource::ALL.iter().position(|r| r.name() == *n));
    };
    order(&mut gift.resources);
    order(&mut traders.give);
    order(&mut traders.get);
    if !gift.to.is_empty() {
        actions.gift = Some(gift);
    }
    if !traders.give.is_empty() {
        actions.traders = Some(traders);
    }
    order(&mut actions.merchants);
    if has(|c| matches!(c, C::RedeemScholars)) {
        actions.buttons.push(ActButton {
            act: "scholars",
            label: lang.say(F::Scholars),
            primary: false,
        });
    }
    if has(|c| matches!(c, C::RedeemMasterBuilders)) {
        actions.buttons.push(ActButton {
            act: "master_builders",
            label: lang.say(F::MasterBuilders),
            primary: false,
        });
    }
    if has(|c| matches!(c, C::ExchangeToken)) {
        actions.buttons.push(ActButton {
            act: "exchange",
            label: lang.say(F::Exchange),
            primary: false,
        });
    }
    if let (Some(drawn), false) = (actions.drawn, actions.returns.is_empty()) {
        headline = Some(lang.say(F::Drew { token: drawn.id() }));
        your_move = true;
    }
    let picks: Vec<ScenarioPick> = own
        .iter()
        .filter_map(|c| match c {
            C::RedeemRoadBuilders { edge } => Some(ScenarioPick {
                pick: Pick::Road(*edge),
                act: "shovel_road",
                label: lang.say(F::Shovel),
                victim: None,
            }),
            _ => None,
        })
        .collect();
    let board_hint = (!picks.is_empty()).then(|| lang.say(F::ShovelHint { count: picks.len() }));
    if headline.is_none() {
        headline = super::earn::robber_prompt(lang, view, me);
    }
    let panel = favor_panel(lang, view, fr, names, Some(me));
    let waiting_line = waiting(lang, view, fr, names, Some(me));
    ScenarioPart {
        headline,
        waiting: waiting_line,
        your_move,
        actions: if actions.is_empty() {
            String::new()
        } else {
            actions.render().unwrap_or_default()
        },
        panels: panel.render().unwrap_or_default(),
        picks,
        board_hint,
        pick_details: super::earn::pick_details(lang, view, legal, me, names, fr.supply),
        notes: vec![lang.say(F::NoteTokens), lang.say(F::NoteGift)],
        ..ScenarioPart::default()
    }
}

/// The Frenemies part of the public page (or a board in the past).
pub fn public_part(lang: Lang, view: &View<FrenemiesView>, names: &Names) -> ScenarioPart {
    let Some(fr) = view.scenario.as_ref() else {
        return ScenarioPart::default();
    };
    ScenarioPart {
        waiting: waiting(lang, view, fr, names, None),
        panels: favor_panel(lang, view, fr, names, None)
            .render()
            .unwrap_or_default(),
        notes: vec![lang.say(F::NoteTokens)],
        ..ScenarioPart::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::{legal_commands, view, Event};
    use crate::rules::frenemies::{FrenemiesEvent, FrenemiesRules};
    use crate::rules::Viewer;
    use crate::simulate::{fold, play, Checks};

    /// The control a Frenemies command is reached by, in the part's HTML,
    /// or its board pick.
    fn reached(part: &ScenarioPart, c: &C) -> bool {
        let html = &part.actions;
        let act = |a: &str| html.contains(&format!("value=\"{a}\""));
        match c {
            C::OfferGift { to, resource } => {
                act("gift")
                    && html.contains(&format!("<option value=\"{}\">", to.0))
                    && html.contains(&format!("<option value=\"{resource}\">"))
            }
            C::AcceptGift => act("gift_accept"),
            C::RejectGift => act("gift_reject"),
            C::AskForAnotherResource { resource } => {
                act("gift_ask") && html.contains(&format!("<option value=\"{resource}\">"))
            }
            C::GiveAskedResource => act("gift_give_asked"),
            C::WithdrawGift => act("gift_withdraw"),
            C::RedeemTraders { .. } => act("traders"),
            C::RedeemMerchants { resource } => {
                act("merchants") && html.contains(&format!("<option value=\"{resource}\">"))
            }
            C::RedeemRoadBuilders { edge } => part
                .picks
                .iter()
                .any(|p| p.pick == Pick::Road(*edge) && p.act == "shovel_road"),
            C::RedeemScholars => act("scholars"),
            C::RedeemMasterBuilders => act("master_builders"),
            C::ExchangeToken => act("exchange"),
            C::ReturnToken { guild } => {
                html.contains(&format!("name=\"guild\" value=\"{}\"", guild_value(*guild)))
            }
        }
    }

    /// Through whole random games, at every gift, answer, redemption and
    /// exchange: every legal Frenemies command of every seat has a control,
    /// and no seat's page names another seat's tokens by guild.
    #[test]
    fn every_legal_frenemies_command_has_a_control_and_other_seats_guilds_stay_hidden() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut checked = 0;
        for seed in 0..6 {
            let played = play::<FrenemiesRules>(seed, 3, Checks::None).expect("a game");
            for (i, e) in played.events.iter().enumerate() {
                if !matches!(
                    e,
                    Event::Scenario(
                        FrenemiesEvent::GiftOffered { .. }
                            | FrenemiesEvent::AnotherResourceAsked { .. }
                            | FrenemiesEvent::TokenExchangeDrawn { .. }
                            | FrenemiesEvent::FavorTokensDrawn { .. }
                    ) | Event::TurnEnded { .. }
                ) {
                    continue;
                }
                let state = fold::<FrenemiesRules>(&played.events[..=i]);
                for s in 0..3 {
                    let seat = Seat(s);
                    let legal = legal_commands(&state, seat);
                    let v = view(&state, Viewer::Seat(seat));
                    let ctx = SeatContext {
                        lang: Lang::En,
                        seat,
                        names: &names,
                        action: "/play/x",
                        version: 1,
                        typed: None,
                    };
                    let part = seat_part(&v, &legal, &ctx);
                    for c in legal.iter().filter_map(|c| c.scenario()) {
                        assert!(
                            reached(&part, c),
                            "seed {seed}, event {i}: no control for {c:?}"
                        );
                        checked += 1;
                    }
                    let page = format!("{}{}", part.actions, part.panels);
                    for other in names.0.iter().filter(|n| **n != names.of(seat)) {
                        assert!(!page.contains(&format!("{other}'s favor tokens")));
                    }
                    assert_eq!(page.matches("class=\"own-tokens\"").count(), 1);
                }
            }
        }
        assert!(checked > 100, "only {checked} commands checked");
    }

    /// frenemies.txt §Earning 2: the recipient may ask for any other
    /// resource, as it cannot see the giver's hand; when the giver holds
    /// none of it, the giver's page says why withdrawing is all that is
    /// left, and no other seat's page says what the giver lacks.
    #[test]
    fn a_gift_asked_for_a_resource_the_giver_lacks_says_why_only_withdrawing_is_left() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        for seed in 0..10 {
            let played = play::<FrenemiesRules>(seed, 3, Checks::None).expect("a game");
            for (i, e) in played.events.iter().enumerate() {
                let Event::Scenario(FrenemiesEvent::GiftOffered { seat, to, resource }) = e else {
                    continue;
                };
                let (from, to, offered) = (*seat, *to, *resource);
                let mut events = played.events[..=i].to_vec();
                let hand = fold::<FrenemiesRules>(&events).player(from).hand;
                let Some(lacking) = Resource::ALL
                    .into_iter()
                    .find(|r| *r != offered && hand.get(*r) == 0)
                else {
                    continue;
                };
                events.push(Event::Scenario(FrenemiesEvent::AnotherResourceAsked {
                    seat: to,
                    from,
                    resource: lacking,
                }));
                let state = fold::<FrenemiesRules>(&events);
                let part_of = |seat: Seat| {
                    let ctx = SeatContext {
                        lang: Lang::En,
                        seat,
                        names: &names,
                        action: "/play/x",
                        version: 1,
                        typed: None,
                    };
                    let legal = legal_commands(&state, seat);
                    seat_part(&view(&state, Viewer::Seat(seat)), &legal, &ctx)
                };
                let giver = part_of(from).actions;
                let why = format!(
                    "{} asks for 1 {lacking} instead of the {offered}, but you hold no \
                     {lacking} to give, so you can only withdraw the gift",
                    names.of(to)
                );
                assert!(giver.contains(&why), "{giver}");
                assert!(giver.contains("value=\"gift_withdraw\""));
                assert!(!giver.contains("gift_give_asked"));
                assert!(!giver.contains("give it, or withdraw"));
                for other in (0..3).map(Seat).filter(|s| *s != from) {
                    let page = part_of(other);
                    let page = format!("{}{}", page.actions, page.panels);
                    assert!(!page.contains("hold no"), "seat {other:?}: {page}");
                }
                return;
            }
        }
        panic!("no simulated Frenemies game of 10 offers a gift from a hand lacking a resource");
    }

    /// frenemies.txt §Redeeming Favor Tokens: the Merchants take 1 ship
    /// token for any 1 resource, which comes from the bank (the supply);
    /// the Traders 1 wagon token for one or two 1:1 swaps with it.
    #[test]
    fn the_merchants_form_says_the_ship_token_buys_a_resource_from_the_bank() {
        let actions = FavorActions {
            action: "/play/x".to_owned(),
            version: 1,
            answer: None,
            giver: None,
            gift: None,
            traders: Some(TradersForm {
                give: vec!["brick"],
                get: vec!["ore"],
            }),
            merchants: vec!["brick", "ore"],
            buttons: Vec::new(),
            returns: Vec::new(),
            drawn: None,
            shovel_spots: 0,
            lang: Lang::En,
        };
        let html = actions.render().expect("renders");
        assert!(
            html.contains("Merchants: 1 ship token buys 1 <select name=\"resource\">"),
            "{html}"
        );
        assert!(html.contains("</select> from the bank</label>"), "{html}");
        assert!(
            html.contains("Traders: 1 wagon token for up to two 1:1 swaps with the bank"),
            "{html}"
        );
        let played = play::<FrenemiesRules>(1, 3, Checks::None).expect("a game");
        let new_game = fold::<FrenemiesRules>(&played.events[..1]);
        let email = crate::views::frenemies::choice::choice(
            Lang::En,
            &C::RedeemMerchants {
                resource: Resource::Brick,
            },
            &view(&new_game, Viewer::Spectator),
            &Names(vec!["Anna".into()]),
        );
        assert_eq!(
            email.words,
            "Merchants: 1 ship token buys 1 brick from the bank"
        );
    }

    /// The guild hall names each favor's cost in words, plural included,
    /// on every page that shows it (seat, host, spectator): "2 compasses".
    #[test]
    fn the_guild_hall_names_its_costs_as_2_compasses_not_2_compasss() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let played = play::<FrenemiesRules>(1, 3, Checks::None).expect("a game");
        let state = fold::<FrenemiesRules>(&played.events[..1]);
        for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0))] {
            let page = public_part(Lang::En, &view(&state, viewer), &names).panels;
            assert!(page.contains("<td>2 compasses</td>"), "{page}");
            assert!(page.contains("<td>1 wagon</td>"), "{page}");
            assert!(page.contains("<td>2 books</td>"), "{page}");
            assert!(!page.contains("compasss"), "{page}");
        }
    }

    /// After the game the referee's view shows every seat's tokens by
    /// guild (frenemies.txt: the guilds are private during play); each
    /// block names its owner and says who saw it during play, never "your".
    #[test]
    fn the_referee_view_names_whose_tokens_each_block_shows() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let played = play::<FrenemiesRules>(1, 3, Checks::None).expect("a game");
        let state = fold::<FrenemiesRules>(&played.events);
        let page = public_part(Lang::En, &view(&state, Viewer::Referee), &names).panels;
        assert_eq!(page.matches("class=\"own-tokens\"").count(), 3, "{page}");
        for name in &names.0 {
            assert!(
                page.contains(&format!("{name}&#39;s favor tokens")),
                "{page}"
            );
            assert!(page.contains(&format!("During play only {name} saw these guilds")));
        }
        assert!(!page.contains("your tokens"), "{page}");
        assert!(!page.contains("Your favor tokens"), "{page}");
    }

    /// A German seat reads the Frenemies panel and forms in German, with
    /// the game's terms (issue #38).
    #[test]
    fn a_german_seat_reads_the_favor_panel_and_forms_in_german() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut seen_panel = false;
        let mut seen_actions = false;
        for seed in 0..5 {
            let played = play::<FrenemiesRules>(seed, 3, Checks::None).expect("a game");
            for i in (10..played.events.len()).step_by(7) {
                let state = fold::<FrenemiesRules>(&played.events[..=i]);
                for s in 0..3 {
                    let seat = Seat(s);
                    let legal = legal_commands(&state, seat);
                    let v = view(&state, Viewer::Seat(seat));
                    let ctx = SeatContext {
                        lang: Lang::De,
                        seat,
                        names: &names,
                        action: "/play/x",
                        version: 1,
                        typed: None,
                    };
                    let part = seat_part(&v, &legal, &ctx);
                    for c in legal.iter().filter_map(|c| c.scenario()) {
                        let words = super::super::choice::choice(Lang::De, c, &v, &names).words;
                        for english in ["token", "gift", "Traders", "Merchants", "Scholars"] {
                            assert!(!words.contains(english), "{words}");
                        }
                    }
                    let page = format!("{}{}", part.actions, part.panels);
                    for english in [
                        "Favor tokens",
                        "Guild hall",
                        "Your favor tokens",
                        "VP markers",
                        "Use your favor tokens",
                        "Give a resource away",
                        "House reading",
                    ] {
                        assert!(!page.contains(english), "{english}: {page}");
                    }
                    assert!(part.notes.iter().all(|n| n.starts_with("Regelauslegung")));
                    if part.panels.contains("<h3>Gildenhaus</h3>") {
                        assert!(part.panels.contains("Deine Gefallenmarker"), "{page}");
                        assert!(part.panels.contains("Händlergilde"), "{page}");
                        seen_panel = true;
                    }
                    seen_actions |= part.actions.contains("Setze deine Gefallenmarker ein")
                        || part.actions.contains("Einen Rohstoff verschenken");
                }
            }
        }
        assert!(seen_panel, "a German favor panel");
        assert!(seen_actions, "German favor forms");
    }
}
