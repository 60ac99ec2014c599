//! Frenemies events in plain words, for the history, the latest events and
//! the emails' summaries. Events must already be redacted for the viewer:
//! a token's guild is named only where the event still carries it.

use crate::lang::Lang;
use crate::rules::frenemies::{Earning, Favor, FrenemiesEvent, Guilds};
use crate::rules::Seat;
use crate::views::classic::narrate::{self, Names};

/// "1 favor token", "3 favor tokens".
pub fn tokens(n: u32) -> String {
    format!("{n} favor token{}", if n == 1 { "" } else { "s" })
}

fn why(reason: Earning) -> &'static str {
    match reason {
        Earning::HarmlessRobber => "for moving the robber harmlessly",
        Earning::Gift => "for a gift that was taken",
        Earning::Connection => "for connecting road networks",
    }
}

/// What a favor gave, after "for": "a swap of 1 ore for 1 wool with the bank".
fn favor_words(favor: &Favor) -> String {
    match favor {
        Favor::Traders { gave, got } => {
            format!(
                "the Traders: {} to the bank for {}",
                narrate::cards(gave),
                narrate::cards(got)
            )
        }
        Favor::Merchants { resource } => format!("the Merchants: 1 {resource} from the bank"),
        Favor::RoadBuilders => "the Road Builders: a free road".to_owned(),
        Favor::Scholars { card: Some(card) } => {
            format!("the Scholars: a free development card ({})", card.name())
        }
        Favor::Scholars { card: None } => "the Scholars: a free development card".to_owned(),
        Favor::MasterBuilders => "the Master Builders: a VP marker".to_owned(),
    }
}

/// The tokens a favor cost: "1 wagon", "2 books".
fn cost(favor: &Favor) -> String {
    let g = favor.guild();
    Guilds::of(g, g.cost()).to_string()
}

/// One Frenemies event in a sentence.
pub fn event(_lang: Lang, e: &FrenemiesEvent, names: &Names) -> String {
    let n = |s: Seat| names.of(s);
    match e {
        FrenemiesEvent::TokenSupplySetOut { tokens: t } => format!(
            "The {} were set out face down beside the guild hall board.",
            tokens(t.total())
        ),
        FrenemiesEvent::FavorTokensDrawn {
            seat,
            reason,
            count,
            tokens: drawn,
        } => {
            if *count == 0 {
                format!(
                    "{} earned favor {} but the supply is empty.",
                    n(*seat),
                    why(*reason).trim_start_matches("for ")
                )
            } else {
                let which = drawn.map(|g| format!(" ({g})")).unwrap_or_default();
                format!(
                    "{} drew {}{which} {}.",
                    n(*seat),
                    tokens(u32::from(*count)),
                    why(*reason)
                )
            }
        }
        FrenemiesEvent::NetworksConnected { seat, with } => format!(
            "{}'s new road connected their network to {}'s for the first time.",
            n(*seat),
            names.list(with)
        ),
        FrenemiesEvent::GiftOffered { seat, to, resource } => {
            format!("{} offered {} 1 {resource} as a gift.", n(*seat), n(*to))
        }
        FrenemiesEvent::GiftAccepted {
            seat,
            from,
            resource,
        } => format!(
            "{} took the gift of 1 {resource} from {}.",
            n(*seat),
            n(*from)
        ),
        FrenemiesEvent::GiftRejected { seat, from } => {
            format!("{} refused the gift from {}.", n(*seat), n(*from))
        }
        FrenemiesEvent::AnotherResourceAsked {
            seat,
            from,
            resource,
        } => format!("{} asked {} for 1 {resource} instead.", n(*seat), n(*from)),
        FrenemiesEvent::AskedResourceGiven { seat, to, resource } => {
            format!("{} gave {} the 1 {resource} asked for.", n(*seat), n(*to))
        }
        FrenemiesEvent::GiftWithdrawn { seat } => format!("{} withdrew the gift.", n(*seat)),
        FrenemiesEvent::TokensRedeemed { seat, favor } => format!(
            "{} returned {} to the guild hall for {}.",
            n(*seat),
            cost(favor),
            favor_words(favor)
        ),
        FrenemiesEvent::TokenExchangeDrawn { seat, token } => match token {
            Some(g) => format!(
                "{} began an exchange and drew a {} token.",
                n(*seat),
                g.token()
            ),
            None => format!("{} began an exchange and drew a favor token.", n(*seat)),
        },
        FrenemiesEvent::TokenReturned { seat, token } => match token {
            Some(g) => format!(
                "{} finished the exchange and returned a {} token to the supply.",
                n(*seat),
                g.token()
            ),
            None => format!(
                "{} finished the exchange and returned a favor token to the supply.",
                n(*seat)
            ),
        },
    }
}

impl crate::views::classic::scenario::SummaryWords for FrenemiesEvent {
    fn clause(&self, viewer: Seat, who: &dyn Fn(Seat) -> String) -> Option<String> {
        clause(self, viewer, who)
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

/// One Frenemies event as a short clause of an email's summary ("you drew
/// 1 favor token"), or `None` when it says nothing worth an email line.
/// `who` names a seat ("you" for the recipient).
pub fn clause(e: &FrenemiesEvent, _viewer: Seat, who: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match e {
        FrenemiesEvent::TokenSupplySetOut { .. } => return None,
        FrenemiesEvent::FavorTokensDrawn {
            seat,
            count,
            tokens: drawn,
            ..
        } => {
            let which = drawn.map(|g| format!(" ({g})")).unwrap_or_default();
            format!("{} drew {}{which}", who(*seat), tokens(u32::from(*count)))
        }
        FrenemiesEvent::NetworksConnected { seat, with } => {
            let with: Vec<String> = with.iter().map(|s| who(*s)).collect();
            format!(
                "{} connected road networks with {}",
                who(*seat),
                narrate::join_words(&with)
            )
        }
        FrenemiesEvent::GiftOffered { seat, to, resource } => {
            format!("{} offered {} 1 {resource} as a gift", who(*seat), who(*to))
        }
        FrenemiesEvent::GiftAccepted { seat, from, .. } => {
            format!("{} took the gift from {}", who(*seat), who(*from))
        }
        FrenemiesEvent::GiftRejected { seat, from } => {
            format!("{} refused the gift from {}", who(*seat), who(*from))
        }
        FrenemiesEvent::AnotherResourceAsked {
            seat,
            from,
            resource,
        } => format!(
            "{} asked {} for 1 {resource} instead",
            who(*seat),
            who(*from)
        ),
        FrenemiesEvent::AskedResourceGiven { seat, to, resource } => {
            format!("{} gave {} 1 {resource}", who(*seat), who(*to))
        }
        FrenemiesEvent::GiftWithdrawn { seat } => format!("{} withdrew the gift", who(*seat)),
        FrenemiesEvent::TokensRedeemed { seat, favor } => {
            format!(
                "{} redeemed {} at {}",
                who(*seat),
                cost(favor),
                favor.guild()
            )
        }
        FrenemiesEvent::TokenExchangeDrawn { seat, .. } => {
            format!("{} exchanged a favor token", who(*seat))
        }
        FrenemiesEvent::TokenReturned { .. } => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::Resource;
    use crate::rules::frenemies::Guild;
    use crate::rules::Viewer;

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
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
}
