//! The building-cost card of a seat page: what each piece costs and, from
//! the seat's own hand, what it still lacks for it ("City: 2 grain, 3 ore —
//! you lack 1 ore"), with a note when a piece is out of stock or has no
//! spot on the board.
//!
//! Owns the card's shape and words; each ruleset's presentation says which
//! pieces its rules sell, at what price, and what stands in their way
//! ([`Piece`]; the Oil Springs metropolis adds a line of its own). Built from the seat's
//! own hand and public counts only, so it shows nothing the seat may not see.

use crate::lang::play::Play;
use crate::lang::{list_and, Lang};
use crate::rules::common::{Resource, Resources};
use crate::views::common::table::Word;

/// One good a price asks for: a resource, or a scenario's own (oil).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Good {
    /// Its name in the game's words ("ore", "clay", "oil").
    pub name: String,
    /// How many the price asks for.
    pub need: u8,
    /// How many the seat holds.
    pub have: u8,
}

impl Good {
    /// How many the seat still lacks.
    pub fn lack(&self) -> u8 {
        self.need.saturating_sub(self.have)
    }
}

/// The goods of a price in resource cards, against the seat's `hand`,
/// named by `name` (the game's words for each resource).
pub fn goods(price: Resources, hand: Resources, name: Word) -> Vec<Good> {
    Resource::ALL
        .iter()
        .filter(|r| price.get(**r) > 0)
        .map(|r| Good {
            name: name(*r),
            need: price.get(*r),
            have: hand.get(*r),
        })
        .collect()
}

/// One line of the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CostLine {
    /// The piece: "City".
    pub what: String,
    /// What it is worth, or empty: "2 points".
    pub worth: String,
    /// Its price in words: "2 grain, 3 ore".
    pub price: String,
    /// What the seat lacks, or that it has what it takes, and why it still
    /// cannot build: "you lack 1 ore".
    pub status: String,
    /// The seat can pay and nothing stands in the way.
    pub ready: bool,
}

impl CostLine {
    /// The line for `what` at the price `goods`, its status in `lang`;
    /// `blocker` says why the piece cannot be had even when paid for ("you
    /// have no cities left").
    pub fn new(
        lang: Lang,
        (what, worth): (String, String),
        goods: &[Good],
        blocker: Option<&str>,
    ) -> CostLine {
        let price = goods
            .iter()
            .map(|g| format!("{} {}", g.need, g.name))
            .collect::<Vec<_>>()
            .join(", ");
        let lacks: Vec<String> = goods
            .iter()
            .filter(|g| g.lack() > 0)
            .map(|g| format!("{} {}", g.lack(), g.name))
            .collect();
        let lack = list_and(lang, &lacks);
        let status = lang.say(match (lacks.is_empty(), blocker) {
            (true, None) => Play::CostReady,
            (true, Some(why)) => Play::CostCanPayBut {
                why: why.to_owned(),
            },
            (false, None) => Play::CostLack { lack },
            (false, Some(why)) => Play::CostLackAnd {
                lack,
                why: why.to_owned(),
            },
        });
        CostLine {
            what,
            worth,
            price,
            status,
            ready: lacks.is_empty() && blocker.is_none(),
        }
    }
}

/// The building-cost card of one seat.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CostCard {
    pub lines: Vec<CostLine>,
}

/// Why a piece the seat can pay for is still out of reach: none left in its
/// stock (`stock_out`, in words), or none of the spots it takes free while
/// the seat may build (`main`) and its rules offer it no spot (`spots`).
pub fn blocker(
    stock_out: Option<&str>,
    main: bool,
    affordable: bool,
    spots: bool,
    no_spot: &str,
) -> Option<String> {
    if let Some(out) = stock_out {
        return Some(out.to_owned());
    }
    (main && affordable && !spots).then(|| no_spot.to_owned())
}

/// One piece a ruleset sells, as its card lists it.
#[derive(Debug, Clone)]
pub struct Piece {
    /// The piece: "City".
    pub what: String,
    /// What it is worth, or empty: "2 points".
    pub worth: String,
    pub price: Resources,
    /// Why the seat's stock has none left, if so: "you have no cities left".
    pub stock_out: Option<String>,
    /// Why no spot takes it, if none does: said only while the seat may
    /// build and can pay.
    pub no_spot: Option<String>,
}

impl Piece {
    /// A piece at `price`, with no stock to run out of and a spot always
    /// free until [`Piece::stock`] or [`Piece::spot`] says otherwise.
    pub fn new((what, worth): (impl Into<String>, impl Into<String>), price: Resources) -> Piece {
        Piece {
            what: what.into(),
            worth: worth.into(),
            price,
            stock_out: None,
            no_spot: None,
        }
    }

    /// The piece with a stock the seat has some `left` of, else the words
    /// `out`.
    pub fn stock(self, left: bool, out: impl Into<String>) -> Piece {
        Piece {
            stock_out: (!left).then(|| out.into()),
            ..self
        }
    }

    /// The piece with a spot free for it (`spots`), else the words
    /// `no_spot`.
    pub fn spot(self, spots: bool, no_spot: impl Into<String>) -> Piece {
        Piece {
            no_spot: (!spots).then(|| no_spot.into()),
            ..self
        }
    }

    /// A road, as every ruleset with roads sells it, in `lang`.
    pub fn road(lang: Lang, price: Resources, left: bool, spots: bool) -> Piece {
        Piece::new((lang.say(Play::CostRoad), ""), price)
            .stock(left, lang.say(Play::NoRoadsLeft))
            .spot(spots, lang.say(Play::NoRoadSpot))
    }

    /// A development card from the deck (`left` while the deck holds one),
    /// in `lang`.
    pub fn development_card(lang: Lang, price: Resources, left: bool) -> Piece {
        Piece::new((lang.say(Play::CostDevelopmentCard), ""), price)
            .stock(left, lang.say(Play::DeckEmpty))
    }
}

/// The body of a Catan ruleset's `card` function: the card of seat `$me`
/// from its `$view` and `$legal` commands in `$lang`, a road first, the
/// ruleset's own pieces, a development card last, prices named by `$word`; returns `None`
/// from the function when the view holds no hand of `$me`. The own pieces
/// are built with `$public`, the seat's public player, and `$any`, which
/// asks whether a legal command is of a kind (a build is listed only when
/// the seat can pay and has a spot, `EndTurn` only while it may build).
///
/// For a view with `private` hands and `players` counting `roads_left`,
/// `development_cards_left` and a `phase` of type `Phase` that ends in
/// `Finished`; `Command` (with `BuildRoad` and `EndTurn`), `ROAD_COST` and
/// `DEVELOPMENT_CARD_COST` are the ruleset's, as the caller imports them.
macro_rules! catan_card {
    ($lang:expr, $view:expr, $me:expr, $legal:expr, $word:expr, |$public:ident, $any:ident| $own:expr) => {{
        let lang = $lang;
        let view = $view;
        let me = $me;
        let hand = view.private.iter().find(|p| p.seat == me)?.hand;
        let $public = view.players.iter().find(|p| p.seat == me)?;
        let $any = |f: fn(&Command) -> bool| $legal.iter().any(f);
        let road = $crate::views::common::costs::Piece::road(
            lang,
            ROAD_COST,
            $public.roads_left > 0,
            $any(|c| matches!(c, Command::BuildRoad { .. })),
        );
        let development = $crate::views::common::costs::Piece::development_card(
            lang,
            DEVELOPMENT_CARD_COST,
            view.development_cards_left > 0,
        );
        let pieces: Vec<_> = std::iter::once(road)
            .chain($own)
            .chain(std::iter::once(development))
            .collect();
        let main = $any(|c| matches!(c, Command::EndTurn));
        let over = matches!(view.phase, Phase::Finished { .. });
        $crate::views::common::costs::card(lang, &pieces, hand, main, over, $word)
    }};
}
pub(crate) use catan_card;

/// The card of a seat holding `hand`, listing `pieces` in order in `lang`;
/// `main` while the seat may build (a missing spot is named only then).
/// `None` once the game is `over`.
pub fn card(
    lang: Lang,
    pieces: &[Piece],
    hand: Resources,
    main: bool,
    over: bool,
    word: Word,
) -> Option<CostCard> {
    (!over).then(|| CostCard {
        lines: pieces
            .iter()
            .map(|p| {
                let goods = goods(p.price, hand, word);
                let no_spot = p.no_spot.as_deref().unwrap_or_default();
                let why = blocker(
                    p.stock_out.as_deref(),
                    main,
                    hand.contains(&p.price),
                    p.no_spot.is_none(),
                    no_spot,
                );
                CostLine::new(
                    lang,
                    (p.what.clone(), p.worth.clone()),
                    &goods,
                    why.as_deref(),
                )
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::play::resource_word;

    fn road_words() -> (String, String) {
        ("Road".to_owned(), String::new())
    }

    fn classic(hand: &str) -> Resources {
        Resources::parse(hand).expect("hand notation")
    }

    #[test]
    fn a_line_names_what_the_hand_lacks() {
        // base-catan.md §Costs: a city is 2 grain and 3 ore.
        let city = Resources::new(0, 0, 0, 2, 3);
        let line = CostLine::new(
            Lang::En,
            ("City".to_owned(), "2 points".to_owned()),
            &goods(city, classic("GGOO"), resource_word(Lang::En)),
            None,
        );
        assert_eq!(line.price, "2 grain, 3 ore");
        assert_eq!(line.status, "you lack 1 ore");
        assert!(!line.ready);
        let line = CostLine::new(
            Lang::En,
            ("City".to_owned(), "2 points".to_owned()),
            &goods(city, classic("W"), resource_word(Lang::En)),
            None,
        );
        assert_eq!(line.status, "you lack 2 grain and 3 ore");
    }

    #[test]
    fn a_line_says_when_the_hand_holds_the_price() {
        let card = Resources::new(0, 0, 1, 1, 1);
        let line = CostLine::new(
            Lang::En,
            ("Development card".to_owned(), String::new()),
            &goods(card, classic("WGOOB"), resource_word(Lang::En)),
            None,
        );
        assert_eq!(line.status, "you have what it takes");
        assert!(line.ready);
    }

    #[test]
    fn a_line_says_what_stands_in_the_way_of_a_paid_piece() {
        let road = Resources::new(1, 1, 0, 0, 0);
        let paid = goods(road, classic("BL"), resource_word(Lang::En));
        let line = CostLine::new(
            Lang::En,
            road_words(),
            &paid,
            Some("you have no roads left"),
        );
        assert_eq!(line.status, "you can pay, but you have no roads left");
        assert!(!line.ready);
        let short = goods(road, classic("B"), resource_word(Lang::En));
        let line = CostLine::new(
            Lang::En,
            road_words(),
            &short,
            Some("you have no roads left"),
        );
        assert_eq!(line.status, "you lack 1 lumber; you have no roads left");
    }

    #[test]
    fn a_spot_is_missing_only_when_the_seat_may_build_and_pay() {
        assert_eq!(
            blocker(None, true, true, false, "no spot"),
            Some("no spot".to_owned())
        );
        assert_eq!(blocker(None, false, true, false, "no spot"), None);
        assert_eq!(blocker(None, true, false, false, "no spot"), None);
        assert_eq!(blocker(None, true, true, true, "no spot"), None);
        assert_eq!(
            blocker(Some("none left"), false, false, true, "no spot"),
            Some("none left".to_owned())
        );
    }

    #[test]
    fn a_german_card_reads_german_and_the_english_stays() {
        let road = Resources::new(1, 1, 0, 0, 0);
        let de = card(
            Lang::De,
            &[Piece::road(Lang::De, road, false, true)],
            classic("B"),
            true,
            false,
            resource_word(Lang::En),
        )
        .expect("a card");
        assert_eq!(de.lines[0].what, "Straße");
        assert_eq!(
            de.lines[0].status,
            "noch nötig: 1 lumber; du hast keine Straßen mehr"
        );
        let paid = card(
            Lang::De,
            &[Piece::development_card(Lang::De, road, false)],
            classic("BL"),
            true,
            false,
            resource_word(Lang::En),
        )
        .expect("a card");
        assert_eq!(paid.lines[0].what, "Entwicklungskarte");
        assert_eq!(
            paid.lines[0].status,
            "du kannst zahlen, aber der Stapel ist leer"
        );
        let en = card(
            Lang::En,
            &[
                Piece::road(Lang::En, road, true, false),
                Piece::development_card(Lang::En, road, true),
            ],
            classic("BL"),
            true,
            false,
            resource_word(Lang::En),
        )
        .expect("a card");
        assert_eq!(en.lines[0].what, "Road");
        assert_eq!(
            en.lines[0].status,
            "you can pay, but no free path touches your roads"
        );
        assert_eq!(en.lines[1].what, "Development card");
        assert_eq!(en.lines[1].status, "you have what it takes");
    }
}
