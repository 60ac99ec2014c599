//! Frenemies on the classic presentation: what its hook
//! ([`ScenarioPresent`]) adds to the classic pages, words, forms and emails.

use super::{form, mail, narrate, panel};
use crate::lang::form::FormRefused;
use crate::lang::Lang;
use crate::rules::classic::{Command, Event, State, View};
use crate::rules::common::Board;
use crate::rules::frenemies::{Frenemies, FrenemiesCommand, FrenemiesEvent, FrenemiesView};
use crate::rules::{Seat, Viewer};
use crate::views::classic::scenario::{ScenarioPart, ScenarioPresent, SeatContext};
use crate::views::common::form::FormFields;
use crate::views::common::notice::{MailExtras, Told};
use crate::views::common::words::Names;

impl ScenarioPresent for Frenemies {
    fn choice(
        lang: Lang,
        command: &FrenemiesCommand,
        view: &View<FrenemiesView>,
        names: &Names,
    ) -> Option<crate::views::common::choice::Choice<()>> {
        Some(super::choice::choice(lang, command, view, names))
    }

    /// frenemies.txt §Earning Favor Tokens, §Using Favor Tokens, §Scoring.
    fn differs(lang: Lang) -> Vec<String> {
        crate::lang::frenemies::DIFFERS
            .iter()
            .map(|line| lang.say(line))
            .collect()
    }

    fn narrate(lang: Lang, event: &FrenemiesEvent, names: &Names, _board: &Board) -> String {
        narrate::event(lang, event, names)
    }

    fn read_action(
        act: &str,
        fields: &dyn FormFields,
    ) -> Option<Result<Command<FrenemiesCommand>, FormRefused>> {
        form::read(act, fields)
    }

    /// A gift's recipient, a guild, and the Traders' second swap.
    fn form_field(name: &str) -> bool {
        matches!(name, "to" | "guild" | "give2" | "get2")
    }

    fn public_part(lang: Lang, view: &View<FrenemiesView>, names: &Names) -> Option<ScenarioPart> {
        Some(panel::public_part(lang, view, names))
    }

    fn seat_part(
        view: &View<FrenemiesView>,
        legal: &[Command<FrenemiesCommand>],
        ctx: &SeatContext<'_>,
    ) -> Option<ScenarioPart> {
        Some(panel::seat_part(view, legal, ctx))
    }

    /// A gift to answer or the answer to the seat's own, and the favor
    /// lines of its turn email.
    fn mail_additions(
        lang: Lang,
        after: &State<Frenemies>,
        events: &[&Event<FrenemiesEvent>],
        names: &Names,
        seat: Seat,
    ) -> (MailExtras, Option<Told>) {
        let viewer = Viewer::Seat(seat);
        let events: Vec<_> = events.iter().map(|e| e.redacted_for(viewer)).collect();
        let view = crate::rules::classic::view(after, viewer);
        let told = view.scenario.as_ref().and_then(|fr| {
            let hand = (view.private.iter())
                .find(|p| p.seat == seat)
                .map(|p| p.hand);
            mail::told_holding(lang, fr, &events, names, seat, hand)
        });
        (mail::extras(lang, &view, seat), told)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::Resource;
    use crate::rules::frenemies::FrenemiesRules;
    use crate::simulate::{fold, play, Checks};

    /// frenemies.txt §Earning 2: the giver's email about a resource asked
    /// for says to give it or withdraw when the giver holds one, and that
    /// only withdrawing is left when it holds none.
    #[test]
    fn the_givers_email_says_whether_it_can_give_what_was_asked() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        // A gift from a hand that holds some of the other resources and
        // lacks some.
        let (played, seat, to, resource, hand) = (0..10)
            .map(|seed| play::<FrenemiesRules>(seed, 3, Checks::None).expect("a game"))
            .find_map(|played| {
                played.events.iter().enumerate().find_map(|(i, e)| {
                    let Event::Scenario(FrenemiesEvent::GiftOffered { seat, to, resource }) = e
                    else {
                        return None;
                    };
                    let events = played.events[..=i].to_vec();
                    let hand = fold::<FrenemiesRules>(&events).player(*seat).hand;
                    let others = || Resource::ALL.into_iter().filter(|r| r != resource);
                    let mixed =
                        others().any(|r| hand.get(r) > 0) && others().any(|r| hand.get(r) == 0);
                    mixed.then_some((events, *seat, *to, *resource, hand))
                })
            })
            .expect("a simulated Frenemies game of 10 offers a gift from a mixed hand");
        let told_for = |asked: Resource| {
            let ask = Event::Scenario(FrenemiesEvent::AnotherResourceAsked {
                seat: to,
                from: seat,
                resource: asked,
            });
            let mut events = played.clone();
            events.push(ask.clone());
            let after = fold::<FrenemiesRules>(&events);
            let (_, told) = Frenemies::mail_additions(Lang::En, &after, &[&ask], &names, seat);
            told.expect("the giver is told").lines.join(" ")
        };
        let others = Resource::ALL.into_iter().filter(|r| *r != resource);
        let (mut held, mut lacking) = (0, 0);
        for asked in others {
            let lines = told_for(asked);
            if hand.get(asked) > 0 {
                held += 1;
                assert!(
                    lines.contains("Give it (you earn a favor token)"),
                    "{lines}"
                );
            } else {
                lacking += 1;
                assert!(
                    lines.contains(&format!(
                        "You hold no {asked} to give, so you can only withdraw the gift"
                    )),
                    "{lines}"
                );
                assert!(!lines.contains("Give it"), "{lines}");
            }
        }
        assert!(
            held > 0 && lacking > 0,
            "the gift's hand holds some of the others and lacks some ({held}, {lacking})"
        );
    }
}
