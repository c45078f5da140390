//! The house rules of the page's code (issue 37), checked so they stay
//! true: functions short enough to read, components that change shared
//! state only through methods, game differences kept as data.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the folder lists") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// A line without its comment and the text of its strings, so braces and
/// names inside them do not count.
fn code_of(line: &str) -> String {
    let mut code = String::new();
    let mut in_string = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                chars.next();
            }
            '"' => in_string = !in_string,
            '/' if !in_string && chars.peek() == Some(&'/') => break,
            _ if in_string => {}
            // A char literal such as '{' holds no brace.
            '\'' if chars.clone().nth(1) == Some('\'') => {
                chars.next();
                chars.next();
            }
            _ => code.push(c),
        }
    }
    code
}

/// Each function of `text` (its name and first line) with its length in lines.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<String> = text.lines().map(code_of).collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(at) = line.find("fn ") else { continue };
        let before = line[..at].trim();
        let is_item = before.is_empty()
            || before.split_whitespace().all(|w| {
                [
                    "pub",
                    "pub(crate)",
                    "pub(super)",
                    "async",
                    "const",
                    "unsafe",
                ]
                .contains(&w)
            });
        if !is_item {
            continue;
        }
        let name: String = line[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let mut depth = 0i32;
        let mut opened = false;
        for (end, body) in lines.iter().enumerate().skip(start) {
            for c in body.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            if (opened && depth <= 0) || (!opened && body.trim_end().ends_with(';')) {
                found.push((name.clone(), start + 1, end - start + 1));
                break;
            }
        }
    }
    found
}

#[test]
fn no_function_of_the_page_runs_over_120_lines() {
    let mut long = Vec::new();
    for file in sources(&src()) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        for (name, line, length) in functions(&text) {
            if length > 120 {
                long.push(format!("{}:{line} {name}: {length} lines", file.display()));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over 120 lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_length_of_a_function_is_measured_from_its_braces() {
    let text = "fn a() {\n    let s = \"{\";\n    if x { y }\n}\n\npub(super) fn b(x: u8) -> u8 {\n    x\n}\n";
    assert_eq!(
        functions(text),
        vec![("a".to_string(), 1, 4), ("b".to_string(), 6, 3)]
    );
}

/// The signals `AppState` shares: a component reads them, and changes them
/// only through `AppState`'s methods.
const SHARED: [&str; 11] = [
    "screen", "session", "turn", "cursor", "pick", "notice", "replay", "puzzle", "class", "now",
    "hints",
];

#[test]
fn components_change_shared_state_only_through_methods() {
    let mut writes = Vec::new();
    for file in sources(&src().join("components")) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        for (n, line) in text.lines().enumerate() {
            let code = code_of(line);
            for signal in SHARED {
                for write in ["set(", "update(", "try_update(", "write("] {
                    if code.contains(&format!("app.{signal}.{write}")) {
                        writes.push(format!("{}:{} {}", file.display(), n + 1, line.trim()));
                    }
                }
                // Nor through another name for the signal.
                if code.contains(&format!("= app.{signal};")) {
                    writes.push(format!("{}:{} {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        writes.is_empty(),
        "components writing shared signals:\n{}",
        writes.join("\n")
    );
}

#[test]
fn the_page_names_the_game_kind_rarely() {
    let mut mentions = 0;
    for file in sources(&src()) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        mentions += text
            .lines()
            .map(code_of)
            .filter(|line| !line.trim_start().starts_with("use "))
            .map(|line| line.matches("GameKind").count())
            .sum::<usize>();
    }
    // Differences between the games are data (the engine's notation and
    // tile sets, the text crate's game words), not matches in the page.
    assert!(mentions <= 15, "GameKind named {mentions} times in src/");
}

#[test]
fn the_model_uses_nothing_of_the_page_around_it() {
    // `src/model/` is plain Rust the page is built on; it never reaches
    // back into the state, the components, the browser or the word lists.
    let mut reaching = Vec::new();
    for file in sources(&src().join("model")) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        for (n, line) in text.lines().enumerate() {
            let code = code_of(line);
            let outside = code
                .match_indices("crate::")
                .any(|(i, _)| !code[i + "crate::".len()..].starts_with("model"));
            if outside {
                reaching.push(format!("{}:{} {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        reaching.is_empty(),
        "the model reaching out:\n{}",
        reaching.join("\n")
    );
}

#[test]
fn each_component_has_a_file_of_its_own() {
    let mut crowded = Vec::new();
    for file in sources(&src()) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        let count = text.lines().filter(|l| l.trim() == "#[component]").count();
        if count > 1 {
            crowded.push(format!("{}: {count} components", file.display()));
        }
    }
    assert!(
        crowded.is_empty(),
        "files with several components:\n{}",
        crowded.join("\n")
    );
}

/// Issue 50: Crossword's How to play named A-Math's colours. The board's
/// stylesheet colours each game's premium squares as `krada_text::colours`
/// says, and How to play names them from there: one table.
#[test]
fn the_boards_colours_are_the_one_tables() {
    use krada_engine::layout::Premium;
    use krada_engine::rules::GameKind;
    use krada_text::colours::premium_colour;
    let css =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("style/krada.css"))
            .expect("the stylesheet");
    // The rule that colours a class's squares: its first `background: var(...)`.
    let colour_of = |selector: &str| -> String {
        let at = css
            .lines()
            .find(|l| l.starts_with(selector) && l.contains("background: var("))
            .unwrap_or_else(|| panic!("{selector} is coloured"));
        let start = at.find("var(").unwrap() + 4;
        at[start..start + at[start..].find(')').unwrap()].to_string()
    };
    let classes = [
        (Premium::TileX2, "tile-x2"),
        (Premium::TileX3, "tile-x3"),
        (Premium::LineX2, "line-x2"),
        (Premium::LineX3, "line-x3"),
    ];
    for (premium, class) in classes {
        let amath = premium_colour(GameKind::AMath, premium).unwrap();
        assert_eq!(
            colour_of(&format!(".{class}")),
            amath.css_var(),
            "A-Math {class}"
        );
        let crossword = premium_colour(GameKind::Crossword, premium).unwrap();
        assert_eq!(
            colour_of(&format!(".crossword.{class}")),
            crossword.css_var(),
            "Crossword {class}"
        );
    }
    // How to play's scoring names each game's own colours, in both languages.
    for lang in [krada_text::Lang::En, krada_text::Lang::Th] {
        for game in [GameKind::AMath, GameKind::Crossword] {
            let words = lang.ui().game(game);
            let scoring = words
                .howto
                .iter()
                .map(|(_, text)| words.with_colours(text))
                .find(|text| text.contains("×3"))
                .expect("a section on scoring");
            for (premium, _) in classes {
                let colour = premium_colour(game, premium).unwrap();
                assert!(
                    scoring.contains(words.colour_names[colour.index()]),
                    "{lang:?} {game:?} {scoring}"
                );
            }
            assert!(!scoring.contains('{'), "every colour named: {scoring}");
        }
    }
}

/// Issue 50: the code cites docs/rules.md's sections, which are in the
/// repository, never the seed documents or the shared RULES.md, which are not.
#[test]
fn the_code_cites_the_rules_of_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut cited = Vec::new();
    for dir in ["src", "crates", "xtask"] {
        for file in sources(&root.join(dir)) {
            let text = std::fs::read_to_string(&file).expect("source reads");
            for (n, line) in text.lines().enumerate() {
                let seed = ["seed 000", "seed 002", "seed 003", "RULES.md"];
                if seed.iter().any(|s| line.contains(s)) {
                    cited.push(format!("{}:{}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        cited.is_empty(),
        "cite docs/rules.md instead:\n{}",
        cited.join("\n")
    );
}

#[test]
fn every_key_kept_is_named_in_the_storage_layer_and_components_never_touch_storage() {
    // One module names every key the page keeps (issue 51): a key written
    // anywhere else, or a component reading storage itself, is a second
    // way in.
    let storage = src().join("model/storage.rs");
    let components = src().join("components");
    let mut strays = Vec::new();
    for file in sources(&src()) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        // Tests may write keys to set a store up.
        let code = text
            .split("#[cfg(test)]\nmod tests")
            .next()
            .unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let names_a_key = line.contains("\"krada.") && file != storage;
            let touches = file.starts_with(&components)
                && [
                    "WebStore",
                    "local_storage",
                    "storage::Store;",
                    "storage::Store,",
                    "storage::{Store",
                    "storage::read_",
                    "storage::write_",
                    "storage::tally",
                    "storage::update_tally",
                ]
                .iter()
                .any(|w| code_of(line).contains(w));
            if names_a_key || touches {
                strays.push(format!("{}:{} {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        strays.is_empty(),
        "storage outside its layer:\n{}",
        strays.join("\n")
    );
}

#[test]
fn the_page_names_a_tile_set_rarely() {
    // Tile sets are data (issue 51): `TileSetId::ALL`, `code`, `parse`,
    // `needs_words`, `usual_sets`, one picker, one name in the texts. The
    // page names a set itself only where a screen or a file starts with
    // one; a third set is the engine's table and the texts, not this.
    let mut named = Vec::new();
    for file in sources(&src()) {
        let text = std::fs::read_to_string(&file).expect("source reads");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let code = code_of(line);
            for set in [
                "TileSetId::Standard",
                "TileSetId::Primary",
                "TileSetId::English",
            ] {
                if code.contains(set) {
                    named.push(format!("{}:{} {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        named.len() <= 3,
        "tile sets named in src/:\n{}",
        named.join("\n")
    );
}

/// The paths docs/architecture.md names (`src/…`, `crates/…`, …), each
/// without the punctuation around it in the prose.
fn paths_named(docs: &str) -> Vec<String> {
    const ROOTS: [&str; 8] = [
        "src/", "crates/", "xtask/", "end2end/", "docs/", "tests/", "fuzz/", "pwa/",
    ];
    let is_path_char = |c: char| c.is_alphanumeric() || "/._-".contains(c);
    let mut paths = Vec::new();
    for word in docs.split(|c: char| !is_path_char(c)) {
        let path = word.trim_end_matches(['.', ',', ':']);
        if ROOTS.iter().any(|root| path.starts_with(root)) {
            paths.push(path.to_string());
        }
    }
    paths
}

#[test]
fn the_architecture_names_files_that_are_there_and_every_module_of_the_page() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let docs = std::fs::read_to_string(root.join("docs/architecture.md")).expect("docs");
    let paths = paths_named(&docs);
    assert!(
        paths.len() > 20,
        "the docs name the house's files: {paths:?}"
    );
    for path in &paths {
        assert!(
            root.join(path).exists(),
            "docs/architecture.md names {path}, which is not there"
        );
    }
    let words: std::collections::HashSet<&str> = docs
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    for folder in ["src", "src/model", "src/state"] {
        for entry in
            std::fs::read_dir(src().join(folder.trim_start_matches("src").trim_start_matches('/')))
                .expect("the folder lists")
        {
            let name = entry.expect("an entry").file_name();
            let name = name.to_string_lossy();
            let module = name.trim_end_matches(".rs");
            if module == "mod" || module == "bin" {
                continue;
            }
            assert!(
                words.contains(module),
                "docs/architecture.md does not say what {folder}/{name} is"
            );
        }
    }
}

#[test]
fn a_path_in_prose_is_read_without_its_punctuation() {
    let named = paths_named("the shell (`src/app/`, src/state/turn.rs: the turn), and docs/x.md.");
    assert_eq!(named, ["src/app/", "src/state/turn.rs", "docs/x.md"]);
}
