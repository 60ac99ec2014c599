//! Frenemies events in plain words, for the history, the latest events and
//! the emails' summaries. Events must already be redacted for the viewer:
//! a token's guild is named only where the event still carries it.

use crate::lang::notice::Notice;
use crate::lang::story::{self, Story};
use crate::lang::terms::Words;
use crate::lang::{list_and, Lang, Person};
use crate::rules::frenemies::{Favor, FrenemiesEvent};
use crate::rules::CardKind;
use crate::rules::Seat;
use crate::views::classic::narrate::Names;

/// What a favor gave, after "for": "the Traders: 1 ore to the bank for 1
/// wool".
fn favor_words(lang: Lang, favor: &Favor) -> String {
    let cards = |r| story::cards(lang, Words::Classic, r);
    lang.say(match favor {
        Favor::Traders { gave, got } => Story::FrFavorTraders {
            gave: cards(gave),
            got: cards(got),
        },
        Favor::Merchants { resource } => Story::FrFavorMerchants {
            resource: *resource,
        },
        Favor::RoadBuilders => Story::FrFavorRoadBuilders,
        Favor::Scholars { card: Some(card) } => Story::FrFavorScholarsCard {
            card: CardKind::Classic(*card),
        },
        Favor::Scholars { card: None } => Story::FrFavorScholars,
        Favor::MasterBuilders => Story::FrFavorMasterBuilders,
    })
}

/// The tokens a favor cost: "1 wagon", "2 books".
fn cost(lang: Lang, favor: &Favor) -> String {
    let guild = favor.guild();
    lang.say(Story::FrTokens {
        guild,
        count: guild.cost(),
    })
}

/// One Frenemies event in a sentence in `lang`.
pub fn event(lang: Lang, e: &FrenemiesEvent, names: &Names) -> String {
    let n = |s: Seat| names.of(s);
    lang.say(match e {
        FrenemiesEvent::TokenSupplySetOut { tokens: t } => {
            Story::FrSupplySetOut { count: t.total() }
        }
        FrenemiesEvent::FavorTokensDrawn {
            seat,
            reason,
            count,
            tokens: drawn,
        } => match (count, drawn) {
            (0, _) => Story::FrEarnedEmpty {
                who: n(*seat),
                reason: *reason,
            },
            (count, Some(seen)) => Story::FrDrewSeen {
                who: n(*seat),
                count: u32::from(*count),
                tokens: story::fr_tokens(lang, seen),
                reason: *reason,
            },
            (count, None) => Story::FrDrew {
                who: n(*seat),
                count: u32::from(*count),
                reason: *reason,
            },
        },
        FrenemiesEvent::NetworksConnected { seat, with } => Story::FrConnected {
            who: n(*seat),
            with: list_and(lang, &with.iter().map(|s| n(*s)).collect::<Vec<_>>()),
        },
        FrenemiesEvent::GiftOffered { seat, to, resource } => Story::FrGiftOffered {
            who: n(*seat),
            to: n(*to),
            resource: *resource,
        },
        FrenemiesEvent::GiftAccepted {
            seat,
            from,
            resource,
        } => Story::FrGiftTaken {
            who: n(*seat),
            from: n(*from),
            resource: *resource,
        },
        FrenemiesEvent::GiftRejected { seat, from } => Story::FrGiftRefused {
            who: n(*seat),
            from: n(*from),
        },
        FrenemiesEvent::AnotherResourceAsked {
            seat,
            from,
            resource,
        } => Story::FrAskedInstead {
            who: n(*seat),
            from: n(*from),
            resource: *resource,
        },
        FrenemiesEvent::AskedResourceGiven { seat, to, resource } => Story::FrAskedGiven {
            who: n(*seat),
            to: n(*to),
            resource: *resource,
        },
        FrenemiesEvent::GiftWithdrawn { seat } => Story::FrGiftWithdrawn { who: n(*seat) },
        FrenemiesEvent::TokensRedeemed { seat, favor } => Story::FrRedeemed {
            who: n(*seat),
            cost: cost(lang, favor),
            favor: favor_words(lang, favor),
        },
        FrenemiesEvent::TokenExchangeDrawn { seat, token } => match token {
            Some(guild) => Story::FrExchangeDrew {
                who: n(*seat),
                guild: *guild,
            },
            None => Story::FrExchangeDrewHidden { who: n(*seat) },
        },
        FrenemiesEvent::TokenReturned { seat, token } => match token {
            Some(guild) => Story::FrExchangeReturned {
                who: n(*seat),
                guild: *guild,
            },
            None => Story::FrExchangeReturnedHidden { who: n(*seat) },
        },
    })
}

impl crate::views::classic::scenario::SummaryWords for FrenemiesEvent {
    fn clause(
        &self,
        lang: Lang,
        viewer: Seat,
        who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<String> {
        clause(lang, self, viewer, who)
    }

    /// A gift's question or answer is told by its own email's lines.
    fn in_lead(&self) -> bool {
        matches!(
            self,
            FrenemiesEvent::GiftOffered { .. }
                | FrenemiesEvent::GiftAccepted { .. }
                | FrenemiesEvent::GiftRejected { .. }
                | FrenemiesEvent::AnotherResourceAsked { .. }
        )
    }
}

/// One Frenemies event as a short clause of an email's summary in `lang`
/// ("you drew 1 favor token"), or `None` when it says nothing worth an
/// email line. `who` names a seat and says whether it is the recipient.
pub fn clause(
    lang: Lang,
    e: &FrenemiesEvent,
    _viewer: Seat,
    who: &dyn Fn(Seat) -> (String, Person),
) -> Option<String> {
    Some(lang.say(match e {
        FrenemiesEvent::TokenSupplySetOut { .. } | FrenemiesEvent::TokenReturned { .. } => {
            return None
        }
        FrenemiesEvent::FavorTokensDrawn {
            seat,
            count,
            tokens: drawn,
            ..
        } => {
            let (who, person) = who(*seat);
            let count = u32::from(*count);
            match drawn {
                Some(seen) => Notice::FrDrewSeen {
                    who,
                    person,
                    count,
                    tokens: story::fr_tokens(lang, seen),
                },
                None => Notice::FrDrew { who, person, count },
            }
        }
        FrenemiesEvent::NetworksConnected { seat, with } => {
            let with: Vec<String> = with
                .iter()
                .map(|s| match who(*s) {
                    (_, Person::You) => lang.say(Notice::FrWithYou),
                    (name, Person::Other) => name,
                })
                .collect();
            let (who, person) = who(*seat);
            Notice::FrConnected {
                who,
                person,
                with: list_and(lang, &with),
            }
        }
        FrenemiesEvent::GiftOffered { seat, to, resource } => {
            let ((who, person), (to, to_person)) = (who(*seat), who(*to));
            Notice::FrGiftOffered {
                who,
                person,
                to,
                to_person,
                resource: *resource,
            }
        }
        FrenemiesEvent::GiftAccepted { seat, from, .. } => {
            let ((who, person), (from, from_person)) = (who(*seat), who(*from));
            Notice::FrGiftTaken {
                who,
                person,
                from,
                from_person,
            }
        }
        FrenemiesEvent::GiftRejected { seat, from } => {
            let ((who, person), (from, from_person)) = (who(*seat), who(*from));
            Notice::FrGiftRefused {
                who,
                person,
                from,
                from_person,
            }
        }
        FrenemiesEvent::AnotherResourceAsked {
            seat,
            from,
            resource,
        } => {
            let ((who, person), (from, from_person)) = (who(*seat), who(*from));
            Notice::FrAskedInstead {
                who,
                person,
                from,
                from_person,
                resource: *resource,
            }
        }
        FrenemiesEvent::AskedResourceGiven { seat, to, resource } => {
            let ((who, person), (to, to_person)) = (who(*seat), who(*to));
            Notice::FrAskedGiven {
                who,
                person,
                to,
                to_person,
                resource: *resource,
            }
        }
        FrenemiesEvent::GiftWithdrawn { seat } => {
            let (who, person) = who(*seat);
            Notice::FrGiftWithdrawn { who, person }
        }
        FrenemiesEvent::TokensRedeemed { seat, favor } => {
            let (who, person) = who(*seat);
            Notice::FrRedeemed {
                who,
                person,
                cost: cost(lang, favor),
                guild: favor.guild(),
            }
        }
        FrenemiesEvent::TokenExchangeDrawn { seat, .. } => {
            let (who, person) = who(*seat);
            Notice::FrExchanged { who, person }
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::Resource;
    use crate::rules::frenemies::Guild;
    use crate::rules::frenemies::{Earning, Guilds};
    use crate::rules::Viewer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    #[test]
    fn a_gift_in_an_email_summary_reads_in_the_reader_s_language() {
        let who = |s: Seat| (names().of(s), Person::of(Some(Seat(1)), s));
        let said = |lang, e: &FrenemiesEvent| clause(lang, e, Seat(1), &who);
        let gift = FrenemiesEvent::GiftOffered {
            seat: Seat(0),
            to: Seat(1),
            resource: Resource::Wool,
        };
        assert_eq!(
            said(Lang::En, &gift).as_deref(),
            Some("Anna offered you 1 wool as a gift")
        );
        assert_eq!(
            said(Lang::De, &gift).as_deref(),
            Some("Anna hat dir 1 Wolle geschenkt")
        );
        let drawn = FrenemiesEvent::FavorTokensDrawn {
            seat: Seat(1),
            reason: Earning::Gift,
            count: 2,
            tokens: None,
        };
        assert_eq!(
            said(Lang::En, &drawn).as_deref(),
            Some("you drew 2 favor tokens")
        );
        assert_eq!(
            said(Lang::De, &drawn).as_deref(),
            Some("du hast 2 Gefallenmarker gezogen")
        );
        let connected = FrenemiesEvent::NetworksConnected {
            seat: Seat(2),
            with: vec![Seat(0), Seat(1)],
        };
        assert_eq!(
            said(Lang::En, &connected).as_deref(),
            Some("Cleo connected road networks with Anna and you")
        );
        assert_eq!(
            said(Lang::De, &connected).as_deref(),
            Some("Cleo hat das Straßennetz mit dem von Anna und dir verbunden")
        );
        let exchanged = FrenemiesEvent::TokenExchangeDrawn {
            seat: Seat(0),
            token: Some(Guild::Scholars),
        };
        assert_eq!(
            said(Lang::De, &exchanged).as_deref(),
            Some("Anna hat einen Gefallenmarker getauscht")
        );
    }

    #[test]
    fn a_drawn_tokens_guild_is_named_to_its_owner_only() {
        let drawn = FrenemiesEvent::FavorTokensDrawn {
            seat: Seat(0),
            reason: Earning::Gift,
            count: 1,
            tokens: Some(Guilds::of(Guild::Scholars, 1)),
        };
        let own = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(0))),
            &names(),
        );
        let other = event(
            Lang::En,
            &drawn.redacted_for(Viewer::Seat(Seat(1))),
            &names(),
        );
        assert_eq!(
            own,
            "Anna drew 1 favor token (1 book) for a gift that was taken."
        );
        assert_eq!(other, "Anna drew 1 favor token for a gift that was taken.");
        assert!(!other.contains("book"));
    }

    #[test]
    fn a_gift_and_its_answers_read_as_sentences() {
        let offered = FrenemiesEvent::GiftOffered {
            seat: Seat(0),
            to: Seat(2),
            resource: Resource::Ore,
        };
        assert_eq!(
            event(Lang::En, &offered, &names()),
            "Anna offered Cleo 1 ore as a gift."
        );
        let asked = FrenemiesEvent::AnotherResourceAsked {
            seat: Seat(2),
            from: Seat(0),
            resource: Resource::Wool,
        };
        assert_eq!(
            event(Lang::En, &asked, &names()),
            "Cleo asked Anna for 1 wool instead."
        );
    }

    #[test]
    fn a_scholars_card_is_named_to_its_owner_only() {
        use crate::rules::classic::state::DevCard;
        let redeemed = FrenemiesEvent::TokensRedeemed {
            seat: Seat(1),
            favor: Favor::Scholars {
                card: Some(DevCard::Monopoly),
            },
        };
        let own = event(
            Lang::En,
            &redeemed.redacted_for(Viewer::Seat(Seat(1))),
            &names(),
        );
        let public = event(
            Lang::En,
            &redeemed.redacted_for(Viewer::Spectator),
            &names(),
        );
        assert!(own.contains("Monopoly"), "{own}");
        assert!(!public.contains("Monopoly"), "{public}");
        assert!(public.contains("2 books"), "{public}");
    }

    /// Every Frenemies event of simulated games, told to a seat in German,
    /// reads German: no sentence of the English story is left.
    #[test]
    fn the_frenemies_story_reads_in_german() {
        use crate::rules::frenemies::FrenemiesRules;
        use crate::simulate::{self, Checks};
        let english = [
            "favor",
            " drew ",
            "gift",
            "Traders",
            "Merchants",
            "Scholars",
            "Builders",
            " token",
            "exchange",
            " the ",
        ];
        let mut told = 0;
        for seed in 1..=4 {
            let game = simulate::play::<FrenemiesRules>(seed, 4, Checks::None).unwrap();
            for e in &game.events {
                let seen = e.redacted_for(Viewer::Seat(Seat(0)));
                let Some(own) = seen.scenario() else { continue };
                let said = event(Lang::De, own, &names());
                for word in english {
                    assert!(!said.contains(word), "{said:?} holds {word:?}");
                }
                assert!(said.ends_with('.'), "{said:?}");
                told += 1;
            }
        }
        assert!(told > 20, "{told} Frenemies events");
        let drawn = FrenemiesEvent::FavorTokensDrawn {
            seat: Seat(1),
            reason: Earning::Gift,
            count: 2,
            tokens: Some(Guilds::of(Guild::Scholars, 2)),
        };
        assert_eq!(
            event(Lang::De, &drawn, &names()),
            "Bert hat 2 Gefallenmarker (2 Bücher) für ein angenommenes Geschenk gezogen."
        );
    }
}
