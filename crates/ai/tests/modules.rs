//! The crate's modules form a tree of uses: no module uses one that uses
//! it back (directly or through others), so each can be read, tested and
//! replaced on its own.

use std::collections::{BTreeMap, BTreeSet};

/// Each module of `src/` with the modules of this crate it names.
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut modules = BTreeMap::new();
    for (name, text) in sources(std::path::Path::new(src)) {
        // Tests may use anything: only the module's own code counts.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let mut named = BTreeSet::new();
        for (i, _) in code.match_indices("crate::") {
            let rest = &code[i + "crate::".len()..];
            if rest.starts_with('{') {
                let inside = &rest[1..rest.find('}').unwrap_or(rest.len())];
                named.extend(
                    inside
                        .split(',')
                        .map(|m| m.trim().split("::").next().unwrap_or("").to_string()),
                );
            } else {
                let end = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                named.insert(rest[..end].to_string());
            }
        }
        named.retain(|m| !m.is_empty() && *m != name);
        modules
            .entry(name)
            .or_insert_with(BTreeSet::new)
            .extend(named);
    }
    modules
}

/// Each source file of `src/` with the top module it belongs to: a
/// module's folder of submodules counts as that module.
fn sources(src: &std::path::Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(src).expect("src/ lists") {
        let path = entry.expect("an entry").path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if name == "lib" {
            continue;
        }
        if path.is_dir() {
            for inner in std::fs::read_dir(&path).expect("a module's folder lists") {
                let inner = inner.expect("an entry").path();
                let text = std::fs::read_to_string(&inner).expect("source reads");
                files.push((name.clone(), text));
            }
        } else {
            files.push((name, std::fs::read_to_string(&path).expect("source reads")));
        }
    }
    files
}

#[test]
fn no_module_uses_one_that_uses_it_back() {
    let uses = uses();
    assert!(uses.len() > 10, "the modules were found: {uses:?}");
    for start in uses.keys() {
        // Every module reachable from `start` must not lead back to it.
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = uses[start].iter().collect();
        while let Some(m) = todo.pop() {
            assert_ne!(m, start, "{start} is used back through {seen:?}");
            if seen.insert(m.clone()) {
                todo.extend(uses.get(m).into_iter().flatten());
            }
        }
    }
}

#[test]
fn both_generators_share_plays_and_are_reached_through_one_entry() {
    let uses = uses();
    for generator in ["amathgen", "wordgen"] {
        assert!(
            uses[generator].contains("plays"),
            "{generator}: {:?}",
            uses[generator]
        );
        assert!(!uses[generator].contains("movegen"));
    }
    let entry = &uses["movegen"];
    assert!(entry.contains("amathgen") && entry.contains("wordgen"));
    for (module, named) in &uses {
        if module != "movegen" {
            assert!(
                !named.contains("amathgen") && !named.contains("wordgen"),
                "{module} goes round the entry point: {named:?}"
            );
        }
    }
}
