//! The completeness test of the words: every area's file parses in every
//! language, holds the same messages with the same arguments in each, and
//! every phrase the code declares has its message with exactly its
//! arguments (no message is left that nothing says).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::bundle::sources;
use super::{Lang, AREAS};

/// A file's messages: each id, the variables it reads itself and the
/// messages it refers to.
type Messages = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn walk_pattern(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(
    expression: &Expression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for variant in variants {
                walk_pattern(&variant.value, vars, refs);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, vars, refs),
    }
}

fn walk_inline(
    inline: &InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut BTreeSet<String>,
) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_owned());
        }
        // A term sees only the arguments passed to it, which may be the
        // message's variables.
        InlineExpression::TermReference { arguments, .. } => {
            if let Some(arguments) = arguments {
                for a in &arguments.positional {
                    walk_inline(a, vars, refs);
                }
                for a in &arguments.named {
                    walk_inline(&a.value, vars, refs);
                }
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
            for a in &arguments.named {
                walk_inline(&a.value, vars, refs);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

/// The messages of one file, or why it does not parse.
fn messages(source: &str) -> Result<Messages, String> {
    let resource = parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut out = Messages::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            let mut refs = BTreeSet::new();
            if let Some(value) = &message.value {
                walk_pattern(value, &mut vars, &mut refs);
            }
            for attribute in &message.attributes {
                walk_pattern(&attribute.value, &mut vars, &mut refs);
            }
            out.insert(message.id.name.to_owned(), (vars, refs));
        }
    }
    Ok(out)
}

/// The variables message `id` reads, those of the messages it refers to
/// included (a referenced message sees the same arguments). `messages` are
/// all of one language's, every area's: a message may refer to another
/// area's (a refusal to a term).
fn all_vars(messages: &Messages, id: &str, seen: &mut BTreeSet<String>) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    if !seen.insert(id.to_owned()) {
        return vars;
    }
    if let Some((own, refs)) = messages.get(id) {
        vars.extend(own.iter().cloned());
        for r in refs {
            vars.extend(all_vars(messages, r, seen));
        }
    }
    vars
}

#[test]
fn every_phrase_has_its_message_in_every_language_with_the_same_arguments() {
    let mut problems = Vec::new();
    let declared: BTreeSet<&str> = AREAS.iter().map(|a| a.name).collect();
    let mut ids = BTreeSet::new();
    for area in AREAS {
        for (id, _) in area.phrases {
            if !ids.insert(*id) {
                problems.push(format!("phrase {id} is declared twice"));
            }
        }
    }
    for lang in Lang::ALL {
        let files: BTreeSet<&str> = sources(lang).iter().map(|(name, _)| *name).collect();
        if files != declared {
            problems.push(format!(
                "{}: the files {files:?} are not the areas {declared:?}",
                lang.code()
            ));
        }
    }
    // Every language's messages of every area, which a message's
    // references resolve in (one bundle holds them all).
    let mut everything: HashMap<Lang, Messages> = HashMap::new();
    for lang in Lang::ALL {
        let all = everything.entry(lang).or_default();
        for (_, source) in sources(lang) {
            all.extend(messages(source).unwrap_or_default());
        }
        for (id, (_, refs)) in all.iter() {
            for r in refs.iter().filter(|r| !all.contains_key(*r)) {
                problems.push(format!(
                    "{}: message {id} refers to {r}, which no file has",
                    lang.code()
                ));
            }
        }
    }
    let referenced: HashSet<(Lang, &String)> = everything
        .iter()
        .flat_map(|(lang, all)| {
            all.values()
                .flat_map(move |(_, refs)| refs.iter().map(move |r| (*lang, r)))
        })
        .collect();
    for area in AREAS {
        let mut by_lang = Vec::new();
        for lang in Lang::ALL {
            let Some((_, source)) = sources(lang).iter().find(|(n, _)| *n == area.name) else {
                continue;
            };
            match messages(source) {
                Ok(m) => by_lang.push((lang, m)),
                Err(e) => problems.push(format!(
                    "{}/{}.ftl does not parse: {e}",
                    lang.code(),
                    area.name
                )),
            }
        }
        for (lang, messages) in &by_lang {
            let file = format!("{}/{}.ftl", lang.code(), area.name);
            let all = &everything[lang];
            for (id, args) in area.phrases {
                if !messages.contains_key(*id) {
                    problems.push(format!("{file}: phrase {id} has no message"));
                    continue;
                }
                let vars = all_vars(all, id, &mut BTreeSet::new());
                let args: BTreeSet<String> = args.iter().map(|a| (*a).to_owned()).collect();
                if vars != args {
                    problems.push(format!(
                        "{file}: message {id} reads {vars:?}, its phrase gives {args:?}"
                    ));
                }
            }
            for id in messages.keys() {
                let said = area.phrases.iter().any(|(p, _)| p == id);
                if !said && !referenced.contains(&(*lang, id)) {
                    problems.push(format!(
                        "{file}: message {id} is no phrase's and no message uses it"
                    ));
                }
            }
            for (other, theirs) in &by_lang {
                for id in messages.keys() {
                    if !theirs.contains_key(id) {
                        problems.push(format!(
                            "{file}: message {id} is missing in {}/{}.ftl",
                            other.code(),
                            area.name
                        ));
                    } else if all_vars(all, id, &mut BTreeSet::new())
                        != all_vars(&everything[other], id, &mut BTreeSet::new())
                    {
                        problems.push(format!(
                            "{file}: message {id} reads other arguments in {}",
                            other.code()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the words are not complete:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_check_finds_a_missing_message_and_differing_arguments() {
    let en = messages("a = A { $n }\nb = B\n").expect("parses");
    let de = messages("a = A { $m }\n").expect("parses");
    assert!(!de.contains_key("b"));
    assert_ne!(
        all_vars(&en, "a", &mut BTreeSet::new()),
        all_vars(&de, "a", &mut BTreeSet::new())
    );
    let referring =
        messages("c = { a } and { $k }\na = { $n ->\n    [one] one\n   *[other] many\n}\n")
            .expect("parses");
    assert_eq!(
        all_vars(&referring, "c", &mut BTreeSet::new()),
        ["k", "n"].into_iter().map(str::to_owned).collect()
    );
    assert!(messages("broken = {").is_err());
}
