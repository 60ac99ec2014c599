//! What a phrase is: a message id and its named arguments ([`Phrase`]),
//! the values an argument may take ([`Arg`]), and the `phrases!` macro that
//! declares an area's phrases as one enum, so that the compiler sees every
//! phrase and the completeness test can list them.

use std::borrow::Cow;

use fluent_bundle::types::FluentType;
use fluent_bundle::{FluentArgs, FluentValue};

/// A sentence to be worded: its Fluent message id and arguments.
pub trait Phrase {
    /// The message's id in its area's `.ftl` files.
    fn id(&self) -> &'static str;
    /// Its arguments, by the names the message uses.
    fn args(&self) -> FluentArgs<'_>;
}

impl<P: Phrase> Phrase for &P {
    fn id(&self) -> &'static str {
        (**self).id()
    }

    fn args(&self) -> FluentArgs<'_> {
        (**self).args()
    }
}

/// A value a message may take as an argument: a number (for plurals) or a
/// string (a name, or a wire id a message selects on, never a display word).
pub trait Arg {
    /// The value as Fluent reads it.
    fn value(&self) -> FluentValue<'_>;
}

impl Arg for String {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.as_str())
    }
}

impl Arg for &str {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(*self)
    }
}

/// Markup made by the page's own code (a link, say), put into a message
/// worded as HTML as it is ([`super::Lang::say_html`]), and its plain-text
/// form put into a message worded as text. A name or any other string
/// argument is always escaped in HTML: only this type passes markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Html {
    /// The markup, trusted: made by the server, never from input.
    pub html: String,
    /// The same in plain text (a link's words, or its address).
    pub text: String,
}

impl Html {
    /// `text`, worded in `written` below this layer, as an argument of a
    /// message in `page`: escaped, and marked with its language where the
    /// two differ, so that a reader's software reads it in its own.
    pub fn in_lang(text: &str, written: super::Lang, page: super::Lang) -> Html {
        let escaped = super::bundle::escape(text);
        Html {
            html: if written == page {
                escaped.into_owned()
            } else {
                format!("<span lang=\"{}\">{escaped}</span>", written.code())
            },
            text: text.to_owned(),
        }
    }
}

impl FluentType for Html {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.text.clone())
    }

    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        Cow::Owned(self.text.clone())
    }
}

impl Arg for Html {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::Custom(Box::new(self.clone()))
    }
}

/// Whom a sentence speaks of, as its message selects on it: the reader
/// ("You built a road", "Du baust eine Straße") or another player ("Anna
/// built a road", "Anna baut eine Straße"). A phrase about a player carries
/// both its name (`who`) and this (`person`), so that the `.ftl` file, not
/// Rust, words the second person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Person {
    You,
    Other,
}

impl Person {
    /// `seat` as the reader `me` (a seat, or the public: `None`) reads it.
    pub fn of(me: Option<crate::rules::Seat>, seat: crate::rules::Seat) -> Person {
        if me == Some(seat) {
            Person::You
        } else {
            Person::Other
        }
    }
}

impl Arg for Person {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(match self {
            Person::You => "you",
            Person::Other => "other",
        })
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(&self) -> FluentValue<'_> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

/// One area's phrases, as listed for the completeness test: the area (its
/// file is `<language>/<area>.ftl`) and each phrase's id and argument names.
#[derive(Debug)]
pub struct Area {
    pub name: &'static str,
    pub phrases: &'static [(&'static str, &'static [&'static str])],
}

/// Declares an area's phrases as one enum: each variant a message id with
/// its arguments as fields.
///
/// ```ignore
/// phrases! {
///     /// Words of every page's frame.
///     pub enum Frame in "frame" {
///         /// "Skip to the page"
///         SkipLink = "page-skip",
///         /// "Try again in 5 seconds."
///         TryAgainIn { seconds: u64 } = "page-try-again",
///     }
/// }
/// ```
macro_rules! phrases {
    (
        $(#[$meta:meta])*
        $vis:vis enum $enum:ident in $area:literal {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $id:literal,
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        $vis enum $enum {
            $(
                $(#[$vmeta])*
                $variant $({ $($field: $ty),* })?,
            )*
        }

        impl $crate::lang::Phrase for $enum {
            fn id(&self) -> &'static str {
                match self {
                    $( $enum::$variant { .. } => $id, )*
                }
            }

            fn args(&self) -> ::fluent_bundle::FluentArgs<'_> {
                #[allow(unused_mut)]
                let mut args = ::fluent_bundle::FluentArgs::new();
                match self {
                    $(
                        $enum::$variant $({ $($field),* })? => {
                            $($(
                                args.set(stringify!($field), $crate::lang::Arg::value($field));
                            )*)?
                        }
                    )*
                }
                args
            }
        }

        impl $enum {
            /// This area's phrases, for the completeness test.
            #[allow(dead_code)]
            pub const AREA: $crate::lang::Area = $crate::lang::Area {
                name: $area,
                phrases: &[ $( ($id, &[ $($( stringify!($field) ),*)? ]), )* ],
            };
        }
    };
}
pub(crate) use phrases;
