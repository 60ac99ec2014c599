//! The Fluent files compiled into the binary, one bundle per language built
//! once, and the wording of a phrase with them.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

use super::{Lang, Phrase};

/// Every area's file in every language, by area name: `areas!("frame")`
/// reads `en/page.ftl`, `de/page.ftl`, …
macro_rules! areas {
    ($($area:literal),* $(,)?) => {
        /// Each area's name and its Fluent source in `lang`.
        pub(super) fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
            match lang {
                Lang::En => &[$(($area, include_str!(concat!("en/", $area, ".ftl")))),*],
                Lang::De => &[$(($area, include_str!(concat!("de/", $area, ".ftl")))),*],
            }
        }
    };
}
areas!(
    "bw",
    "bw-story",
    "form",
    "frame",
    "frenemies",
    "history",
    "home",
    "host",
    "letter",
    "mailbox",
    "me",
    "news",
    "notice",
    "oil",
    "play",
    "refusal",
    "reminders",
    "reply",
    "request",
    "rulesets",
    "seat",
    "service",
    "story",
    "terms",
    "time",
    "waiting",
);

/// How a message is worded: as plain text, or as HTML (its own text
/// escaped, its arguments escaped unless they are [`super::Html`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
    Text,
    Html,
}

/// The bundle of `lang` for `form`, built on first use. Names and other
/// arguments are put in as they are: no Unicode isolation marks, which
/// would show up in plain-text email and in tests' expected words (pages
/// isolate names with markup where direction matters).
fn bundle(lang: Lang, form: Form) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| [build(lang, Form::Text), build(lang, Form::Html)])
            .collect()
    });
    let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0) * 2;
    &bundles[at + usize::from(form == Form::Html)]
}

fn build(lang: Lang, form: Form) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("every language's code is a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    if form == Form::Html {
        bundle.set_transform(Some(escape));
    }
    for (area, source) in sources(lang) {
        // The completeness test parses every file: one that does not parse
        // never builds green, so a failure here is logged, not fatal.
        let resource = FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(r, e)| {
            tracing::error!(area, lang = lang.code(), errors = ?e, "a Fluent file does not parse");
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(
                area,
                lang = lang.code(),
                ?errors,
                "a Fluent message is defined twice"
            );
        }
    }
    bundle
}

/// `phrase` worded in `lang` as `form`; English where `lang` lacks the
/// message, its id where every language does (each logged).
pub(super) fn say(lang: Lang, phrase: &impl Phrase, form: Form) -> String {
    let id = phrase.id();
    let found = [lang, Lang::En].into_iter().find_map(|l| {
        let b = bundle(l, form);
        b.get_message(id).and_then(|m| m.value()).map(|p| (b, p))
    });
    let Some((bundle, pattern)) = found else {
        tracing::error!(id, lang = lang.code(), "a phrase has no message");
        return id.to_owned();
    };
    let mut args = phrase.args();
    if form == Form::Html {
        args = args
            .into_iter()
            .map(|(name, value)| {
                let value = match value {
                    FluentValue::String(s) => FluentValue::from(escape(&s).into_owned()),
                    FluentValue::Custom(custom) => {
                        match custom.as_any().downcast_ref::<super::Html>() {
                            Some(markup) => FluentValue::from(markup.html.clone()),
                            None => FluentValue::Custom(custom),
                        }
                    }
                    other => other,
                };
                (name, value)
            })
            .collect();
    }
    let mut errors = Vec::new();
    let words = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if !errors.is_empty() {
        tracing::error!(id, lang = lang.code(), ?errors, "a message did not format");
    }
    words.into_owned()
}

/// `text` with the characters HTML gives a meaning escaped.
pub(super) fn escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>', '"', '\'']) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&#34;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}
