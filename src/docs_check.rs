//! Checks the project's own documents (README.md, every `docs/**/*.md` and
//! `benches/README.md`): they stand on their own in a clone, so none points
//! outside the repository to the shared rules texts, every relative link
//! names a file (and, with a `#`, a heading) that exists, and every rules
//! text and section the code cites is mapped by `docs/rules/README.md` to
//! the summary that covers it.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The rules texts the code's comments cite by file name.
const RULES_TEXTS: [&str; 6] = [
    "base-catan.md",
    "five-six-players.md",
    "frenemies.txt",
    "oil-springs.txt",
    "baden-wuerttemberg.txt",
    "clarifications.md",
];

/// Paths that exist only outside a clone of this repository.
const OUTSIDE: [&str; 2] = ["../shared", "shared/rules"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// Every file under `dir` whose name ends with `ext`, sorted.
fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.to_string_lossy().ends_with(ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// README.md, every Markdown file under docs/ and the benchmarks' diary.
fn documents() -> Vec<PathBuf> {
    let mut docs = vec![root().join("README.md"), root().join("benches/README.md")];
    docs.extend(files_under(&root().join("docs"), ".md"));
    docs
}

/// The lines of `text` outside fenced code blocks, with inline code spans
/// blanked out, each with its line number (from 1).
fn prose_lines(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut prose = String::with_capacity(line.len());
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
                prose.push(' ');
            } else {
                prose.push(if in_code { ' ' } else { c });
            }
        }
        out.push((i + 1, prose));
    }
    out
}

/// The targets of the Markdown links in `text` (inline `[x](target)` and
/// reference definitions `[x]: target`), each with its line number.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in prose_lines(text) {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if let Some(end) = trimmed.find("]:") {
                if let Some(target) = trimmed[end + 2..].split_whitespace().next() {
                    out.push((n, target.to_string()));
                }
            }
        }
        let mut rest = line.as_str();
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let Some(end) = after.find(')') else {
                break;
            };
            let inner = after[..end].trim();
            let target = inner
                .strip_prefix('<')
                .and_then(|t| t.split('>').next())
                .or_else(|| inner.split_whitespace().next())
                .unwrap_or("");
            if !target.is_empty() {
                out.push((n, target.to_string()));
            }
            rest = &after[end..];
        }
    }
    out
}

/// True for a link that leaves the repository (a URL, an address).
fn is_external(target: &str) -> bool {
    target.contains("://") || target.starts_with("mailto:")
}

/// The anchor a heading gets, as GitHub makes it: lower case, letters,
/// digits, `-` and `_` kept, spaces turned into `-`, the rest dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .flat_map(char::to_lowercase)
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of the headings of a Markdown text, a repeated one numbered
/// `-1`, `-2` as GitHub does.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if fenced || !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(&line[hashes..].replace('`', ""));
        let mut anchor = base.clone();
        let mut n = 0;
        while out.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        out.insert(anchor);
    }
    out
}

/// What is wrong with the relative link `target` in the document `doc`:
/// a file that does not exist, or a heading its target file does not have.
fn broken_link(doc: &Path, target: &str) -> Option<String> {
    if is_external(target) {
        return None;
    }
    let (file, anchor) = match target.split_once('#') {
        Some((f, a)) => (f, Some(a)),
        None => (target, None),
    };
    let path = if file.is_empty() {
        doc.to_path_buf()
    } else {
        doc.parent().unwrap_or(Path::new(".")).join(file)
    };
    if !path.exists() {
        return Some(format!("{target}: no file {}", path.display()));
    }
    let anchor = anchor.filter(|a| !a.is_empty())?;
    if path.extension().is_some_and(|e| e == "md") && !anchors(&read(&path)).contains(anchor) {
        return Some(format!(
            "{target}: {} has no heading #{anchor}",
            path.display()
        ));
    }
    None
}

/// The section name a `§` citation starts with, at byte `at` (just after
/// the `§`): the words up to punctuation or a number, across a line break
/// inside a Rust comment.
fn section_at(text: &str, at: usize) -> String {
    let mut name = String::new();
    let mut chars = text[at..].chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' {
            while chars.next_if(|c| *c == ' ' || *c == '\t').is_some() {}
            if chars.next_if_eq(&'/').is_none() || chars.next_if_eq(&'/').is_none() {
                break;
            }
            chars.next_if(|c| *c == '!' || *c == '/');
            name.push(' ');
            continue;
        }
        if ",.:;()\"`§|".contains(c) || c.is_ascii_digit() || name.len() > 80 {
            break;
        }
        name.push(c);
    }
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The `(rules text, section)` pairs `text` cites: every `§Name` whose
/// nearest earlier file name is one of [`RULES_TEXTS`], with nothing but
/// other sections of it in between (no `)`, no other file, no blank line).
/// Names that do not start with a capital letter are left out.
fn citations(text: &str) -> BTreeSet<(&'static str, String)> {
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices('§') {
        let before = &text[..i];
        let Some((file, end)) = RULES_TEXTS
            .iter()
            .filter_map(|f| before.rfind(f).map(|p| (*f, p + f.len())))
            .max_by_key(|(_, end)| *end)
        else {
            continue;
        };
        let between = &before[end..];
        if between.len() > 200
            || [")", ".md", ".txt", "RFC", "\n\n"]
                .iter()
                .any(|s| between.contains(s))
        {
            continue;
        }
        let name = section_at(text, i + '§'.len_utf8());
        if name.starts_with(|c: char| c.is_uppercase()) {
            out.insert((file, name));
        }
    }
    out
}

/// True when one name is the other or begins it, word for word
/// ("Costs and" cites "Costs"; "The" is a line-broken "The Disaster Phase").
fn names_match(a: &str, b: &str) -> bool {
    let (a, b) = (a.to_lowercase(), b.to_lowercase());
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    long == short || long.starts_with(&format!("{short} "))
}

/// The sections the index maps for each rules text: the `§` names in the
/// part of `docs/rules/README.md` under the heading that names the text.
fn index_sections(index: &str) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut current: Option<&'static str> = None;
    for line in index.lines() {
        if line.starts_with('#') {
            current = RULES_TEXTS
                .iter()
                .find(|f| line.trim_start_matches('#').trim() == **f)
                .copied();
            continue;
        }
        let Some(file) = current else {
            continue;
        };
        // The first cell names what the code cites.
        let cited = line.split('|').nth(1).unwrap_or("");
        for (i, _) in cited.match_indices('§') {
            let name = section_at(cited, i + '§'.len_utf8());
            if !name.is_empty() {
                out.push((file, name));
            }
        }
    }
    out
}

/// README.md and docs/ never point to `../shared` or `shared/rules`: a clone
/// has no such folder (issue #35).
#[test]
fn no_document_points_outside_the_repository() {
    let mut found = Vec::new();
    for doc in documents() {
        for (n, line) in read(&doc).lines().enumerate() {
            for outside in OUTSIDE {
                if line.contains(outside) {
                    found.push(format!("{}:{}: {outside}", doc.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "documents point outside the repository:\n{}",
        found.join("\n")
    );
}

/// Every relative link in README.md and docs/ reaches a file that exists,
/// and a heading of it when it names one (issue #35).
#[test]
fn every_relative_link_in_the_documents_resolves() {
    let mut broken = Vec::new();
    let mut links = 0;
    for doc in documents() {
        for (n, target) in link_targets(&read(&doc)) {
            links += 1;
            if let Some(why) = broken_link(&doc, &target) {
                broken.push(format!("{}:{n}: {why}", doc.display()));
            }
        }
    }
    assert!(links > 0, "no links found at all");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The project carries its own rules summaries: README.md links the index,
/// and the index maps each rules text the code cites to a summary under
/// docs/rules (issue #35).
#[test]
fn the_readme_links_the_rules_summaries_for_every_cited_rules_text() {
    let readme = read(&root().join("README.md"));
    assert!(
        link_targets(&readme)
            .iter()
            .any(|(_, t)| t == "docs/rules/README.md"),
        "README.md does not link docs/rules/README.md"
    );
    let index = read(&root().join("docs/rules/README.md"));
    for file in RULES_TEXTS {
        let heading = format!("### {file}");
        let Some(at) = index.find(&heading) else {
            panic!("docs/rules/README.md has no heading {heading}");
        };
        let section = &index[at + heading.len()..];
        let section = &section[..section.find("\n#").unwrap_or(section.len())];
        assert!(
            link_targets(section).iter().any(|(_, t)| !t.contains('#')),
            "docs/rules/README.md does not link a summary for {file}"
        );
    }
}

/// Every `file §Section` the code cites (src/**/*.rs) has a row in
/// docs/rules/README.md under that file's heading, so that a reader can
/// follow the citation to the summary that covers it.
#[test]
fn every_section_the_code_cites_is_mapped_by_the_index() {
    let index = index_sections(&read(&root().join("docs/rules/README.md")));
    let mut cited = BTreeSet::new();
    for source in files_under(&root().join("src"), ".rs") {
        // This file's own examples are not citations.
        if source.ends_with(file!()) {
            continue;
        }
        cited.extend(citations(&read(&source)));
    }
    assert!(cited.len() > 20, "too few citations found: {cited:?}");
    let missing: Vec<String> = cited
        .iter()
        .filter(|(file, name)| !index.iter().any(|(f, n)| f == file && names_match(n, name)))
        .map(|(file, name)| format!("{file} §{name}"))
        .collect();
    assert!(
        missing.is_empty(),
        "cited in src but not mapped in docs/rules/README.md (add a row under the file's \
         heading that points to the summary's section):\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_link_to_a_missing_file_or_heading_is_found_broken() {
    let doc = root().join("docs/rules/README.md");
    assert_eq!(broken_link(&doc, "base-catan.md#costs"), None);
    assert_eq!(broken_link(&doc, "https://example.org/none.md"), None);
    assert!(broken_link(&doc, "no-such-file.md").is_some());
    assert!(broken_link(&doc, "base-catan.md#no-such-heading").is_some());
    assert!(broken_link(&doc, "#no-such-heading").is_some());
}

#[test]
fn links_are_read_from_prose_but_not_from_code() {
    let text = "See [a](one.md) and [b](<two words.md> \"title\").\n\
                `[c](code.md)`\n```\n[d](fenced.md)\n```\n[e]: three.md\n";
    let targets: Vec<String> = link_targets(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(targets, ["one.md", "two words.md", "three.md"]);
}

#[test]
fn headings_get_githubs_anchors() {
    assert_eq!(
        slug("3. Rolling a 7: discards and the robber"),
        "3-rolling-a-7-discards-and-the-robber"
    );
    assert_eq!(slug("Baden-Württemberg"), "baden-württemberg");
    assert_eq!(
        slug("Victory in one's own turn"),
        "victory-in-ones-own-turn"
    );
    let want: BTreeSet<String> = ["a", "setup", "setup-1"].map(String::from).into();
    assert_eq!(
        anchors("# A\n## Setup\n```\n## Fenced\n```\n### Setup\n"),
        want
    );
}

#[test]
fn citations_are_read_across_comment_lines() {
    let src = "/// A (base-catan.md §A turn, 5; §Costs and §Robber).\n\
               //! See oil-springs.txt §The\n//! Disaster Phase, and DESIGN.md §3.\n\
               /// RFC 2045 §5.2 and frenemies.txt §Earning 2.\n";
    let c: Vec<String> = citations(src)
        .into_iter()
        .map(|(f, n)| format!("{f} §{n}"))
        .collect();
    assert_eq!(
        c,
        [
            "base-catan.md §A turn",
            "base-catan.md §Costs and",
            "base-catan.md §Robber",
            "frenemies.txt §Earning",
            "oil-springs.txt §The Disaster Phase",
        ]
    );
    assert!(names_match("Costs", "Costs and"));
    assert!(!names_match("Cost", "Costs"));
}
