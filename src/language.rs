//! Which languages the server speaks, as codes and as a browser asks for
//! them: a fact every layer may hold (a seat's or a game's language, a
//! request's), with no words. The words themselves are `lang`'s.

/// A language the server speaks. Its code is the wire id (`?lang=`, the
/// API's `"language"`, `<html lang>`, a letter in the outbox).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default and the fallback.
    #[default]
    En,
    /// German, informal "du".
    De,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// Whether this is the default language (English), which a letter in
    /// the outbox does not name.
    pub fn is_default(&self) -> bool {
        *self == Lang::default()
    }

    /// The language's code (BCP 47 primary subtag): `en`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language a code names, its region or script ignored and case
    /// not minded (`de`, `de-AT`, `DE`); `None` for one the server does not
    /// speak.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The language a browser prefers among those the server speaks, from
    /// an `Accept-Language` header (`de-DE,de;q=0.9,en;q=0.8`): the highest
    /// weight wins, the earlier on a tie; a weight of 0 refuses. `None`
    /// when it names none the server speaks (or does not read).
    pub fn negotiate(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(Lang, u16)> = None;
        for item in accept_language.split(',').take(32) {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_code) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1000), weight);
            let Some(weight) = weight else { continue };
            if weight > 0 && best.is_none_or(|(_, w)| weight > w) {
                best = Some((lang, weight));
            }
        }
        best.map(|(lang, _)| lang)
    }
}

/// A quality value (`0.8`, `1`, `0.125`) in thousandths; `None` when it
/// does not read.
fn weight(q: &str) -> Option<u16> {
    let q = q.trim();
    let (whole, fraction) = q.split_once('.').unwrap_or((q, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{fraction:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_names_its_language_whatever_its_region_or_case() {
        assert_eq!(Lang::from_code("de"), Some(Lang::De));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("DE_ch"), Some(Lang::De));
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_code(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
    }

    #[test]
    fn the_browser_s_preferred_language_wins_by_weight_then_order() {
        assert_eq!(Lang::negotiate("de-DE,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(Lang::negotiate("fr-FR, en;q=0.5, de;q=0.7"), Some(Lang::De));
        assert_eq!(Lang::negotiate("en-US,en;q=0.9,de;q=0.8"), Some(Lang::En));
        assert_eq!(Lang::negotiate("de;q=0, en;q=0.1"), Some(Lang::En));
        assert_eq!(Lang::negotiate("fr, it"), None);
        assert_eq!(Lang::negotiate("*"), None);
        assert_eq!(Lang::negotiate(""), None);
        // A weight that does not read is skipped, not taken as 1.
        assert_eq!(Lang::negotiate("de;q=x, en;q=0.2"), Some(Lang::En));
        assert_eq!(Lang::negotiate("de;q=1.5, en;q=0.2"), Some(Lang::En));
    }
}
