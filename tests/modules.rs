//! The modules form a tree of uses, in every crate and in the page (issue
//! 51): no module uses one that uses it back, directly or through others,
//! so each can be read, tested and replaced on its own. Cargo keeps the
//! crates apart; this keeps the files apart.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Uses = BTreeMap<String, BTreeSet<String>>;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The modules under `dir` (a file, or a folder of files counting as one
/// module), each with the modules of `dir` it names through `prefix` (e.g.
/// `crate::` for a crate's top level, `crate::model::` for the model's).
fn uses(dir: &Path, prefix: &str) -> Uses {
    let mut modules = Uses::new();
    for entry in std::fs::read_dir(dir).expect("the folder lists") {
        let path = entry.expect("an entry").path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if ["lib", "main", "mod", "bin"].contains(&name.as_str()) {
            continue;
        }
        if !path.is_dir() && path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let named = modules.entry(name.clone()).or_default();
        for file in files(&path) {
            let text = std::fs::read_to_string(&file).expect("source reads");
            named.extend(names(&text, prefix).into_iter().filter(|m| *m != name));
        }
    }
    modules
}

/// `path` itself, or every `.rs` file under it.
fn files(path: &Path) -> Vec<PathBuf> {
    if !path.is_dir() {
        return vec![path.to_path_buf()];
    }
    let mut found = Vec::new();
    for entry in std::fs::read_dir(path).expect("the folder lists") {
        found.extend(files(&entry.expect("an entry").path()));
    }
    found.retain(|f| f.extension().is_some_and(|e| e == "rs"));
    found
}

/// The modules `text` names after `prefix`, in its own code: tests may use
/// anything, and a comment's link is not a use.
fn names(text: &str, prefix: &str) -> BTreeSet<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let mut named = BTreeSet::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (i, _) in line.match_indices(prefix) {
            let rest = &line[i + prefix.len()..];
            if let Some(inside) = rest.strip_prefix('{') {
                let inside = &inside[..inside.find('}').unwrap_or(inside.len())];
                named.extend(inside.split(',').map(|m| first_name(m.trim())));
            } else {
                named.insert(first_name(rest));
            }
        }
    }
    named.retain(|m| !m.is_empty() && m != "self");
    named
}

fn first_name(path: &str) -> String {
    let end = path
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(path.len());
    path[..end].to_string()
}

/// Each module that leads back to itself, with the way it goes.
fn circles(uses: &Uses) -> Vec<String> {
    let mut found = Vec::new();
    for start in uses.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<(&String, Vec<&String>)> =
            uses[start].iter().map(|m| (m, vec![m])).collect();
        while let Some((module, way)) = todo.pop() {
            if module == start {
                let way: Vec<&str> = way.iter().map(|m| m.as_str()).collect();
                found.push(format!("{start} → {}", way.join(" → ")));
                break;
            }
            if seen.insert(module.clone()) {
                for next in uses.get(module).into_iter().flatten() {
                    let mut longer = way.clone();
                    longer.push(next);
                    todo.push((next, longer));
                }
            }
        }
    }
    found
}

/// Every folder whose modules must form a tree, with how they name each other.
fn trees() -> Vec<(PathBuf, &'static str)> {
    let mut trees: Vec<(PathBuf, &str)> = ["engine", "ai", "features", "text", "lab", "cli"]
        .iter()
        .map(|c| (root().join("crates").join(c).join("src"), "crate::"))
        .collect();
    trees.push((root().join("src"), "crate::"));
    trees.push((root().join("src/model"), "crate::model::"));
    trees.push((root().join("src/state"), "crate::state::"));
    trees.push((root().join("src/components"), "crate::components::"));
    trees
}

#[test]
fn no_module_uses_one_that_uses_it_back() {
    for (dir, prefix) in trees() {
        let uses = uses(&dir, prefix);
        assert!(
            uses.len() > 3,
            "{}'s modules were found: {uses:?}",
            dir.display()
        );
        let circles = circles(&uses);
        assert!(
            circles.is_empty(),
            "{}: modules used back:\n{}",
            dir.display(),
            circles.join("\n")
        );
    }
}

#[test]
fn a_circle_is_found_and_a_comment_or_a_test_is_not_a_use() {
    let mut uses = Uses::new();
    uses.entry("game".into()).or_default().extend(names(
        "use crate::rules::{GameKind, Rules};\nuse crate::clock;",
        "crate::",
    ));
    uses.entry("rules".into()).or_default().extend(names(
        "use crate::tileset::TileSet;\n/// See [`crate::game`].\n#[cfg(test)]\nuse crate::game::Game;",
        "crate::",
    ));
    assert_eq!(
        uses["game"],
        BTreeSet::from(["rules".into(), "clock".into()])
    );
    assert!(circles(&uses).is_empty());
    uses.get_mut("rules").unwrap().insert("game".into());
    assert_eq!(
        circles(&uses),
        vec!["game → rules → game", "rules → game → rules"]
    );
}

#[test]
fn the_computers_generators_share_plays_and_are_reached_through_one_entry() {
    let uses = uses(&root().join("crates/ai/src"), "crate::");
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
