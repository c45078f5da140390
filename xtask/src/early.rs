//! What index.html asks for beside the first part, before any wasm runs:
//! the words of the language the first screen speaks. The first part
//! fetches them only once it has arrived and started, a round trip and
//! their download after its own; preloaded, the menu is usable 0.2 s sooner
//! on a phone's network (docs/measurements.md, "A first game"). The parts'
//! loader takes the preloaded responses (same address, same mode).
//!
//! A link's replay preloaded the same way made its board later, not sooner:
//! it shared the bandwidth with the first part, which then started last.
//!
//! The script guesses as the page will decide, so it mirrors two rules of
//! the app: the stored language (`model::storage::LANG`, a tag), else the
//! browser's (`Lang::from_locale`: Thai for `th…`). A wrong guess costs
//! bytes, never a screen: the loader fetches what was not preloaded.

use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The files each language's words need, by their published names.
#[derive(Debug, Default, PartialEq)]
pub struct Early {
    pub thai: Vec<String>,
    pub english: Vec<String>,
}

/// The published files of each language's words, from
/// wasm-split's map of each part to the files it loads (before they were
/// named after the build) and `published`, each file's published name
/// (several chunks may share one bundle).
pub fn plan(
    prefetch: &HashMap<String, Vec<String>>,
    published: &BTreeMap<String, String>,
) -> Result<Early, String> {
    let files_of = |is_part: &dyn Fn(&str) -> bool, what: &str| -> Result<Vec<String>, String> {
        let mut files = BTreeSet::new();
        let mut found = false;
        for (part, chunks) in prefetch.iter().filter(|(part, _)| is_part(part)) {
            found = true;
            for chunk in chunks {
                let file = published.get(chunk).ok_or_else(|| {
                    format!("page: {part} loads {chunk}, which was not published")
                })?;
                files.insert(file.clone());
            }
        }
        if !found {
            return Err(format!("page: no part for {what} in the split"));
        }
        Ok(files.into_iter().collect())
    };
    Ok(Early {
        thai: files_of(&|p| p.contains("thai_words"), "the Thai words")?,
        english: files_of(&|p| p.contains("english_words"), "the English words")?,
    })
}

/// The script, for the page's head (before the first part's module, so its
/// preloads start with it).
pub fn script(early: &Early) -> String {
    let list = |files: &[String]| {
        let quoted: Vec<String> = files.iter().map(|f| format!("\"./{f}\"")).collect();
        format!("[{}]", quoted.join(", "))
    };
    format!(
        r#"<script>
/* The words the first screen speaks, fetched beside the first part (xtask/src/early.rs). */
(() => {{
  let stored = null;
  try {{ stored = localStorage.getItem("krada.lang"); }} catch (e) {{}}
  const thai = stored === "th" || (stored !== "en" && /^th([-_.@]|$)/i.test(navigator.language || ""));
  const files = thai ? {thai} : {english};
  for (const href of files) {{
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }}
}})();
</script>
"#,
        thai = list(&early.thai),
        english = list(&early.english),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split() -> (HashMap<String, Vec<String>>, BTreeMap<String, String>) {
        let part = |name: &str, files: &[&str]| {
            (
                name.to_string(),
                files.iter().map(|f| f.to_string()).collect(),
            )
        };
        let prefetch = HashMap::from([
            part(
                "thai_words_1a",
                &["chunk_3", "chunk_4", "split_thai_words_1a"],
            ),
            part("english_words_2b", &["chunk_3", "split_english_words_2b"]),
            part("game", &["chunk_4", "split_game"]),
        ]);
        let published = [
            ("chunk_3", "chunk_3-id.wasm"),
            ("chunk_4", "chunk_4-id.wasm"),
            ("split_thai_words_1a", "split_thai_words_1a-id.wasm"),
            ("split_english_words_2b", "split_english_words_2b-id.wasm"),
            ("split_game", "split_game-id.wasm"),
        ]
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .into();
        (prefetch, published)
    }

    #[test]
    fn each_language_lists_its_words_files_by_their_published_names() {
        let (prefetch, published) = split();
        let early = plan(&prefetch, &published).unwrap();
        assert_eq!(
            early.thai,
            [
                "chunk_3-id.wasm",
                "chunk_4-id.wasm",
                "split_thai_words_1a-id.wasm"
            ]
        );
        // Nothing of the game's.
        assert_eq!(
            early.english,
            ["chunk_3-id.wasm", "split_english_words_2b-id.wasm"]
        );
    }

    #[test]
    fn a_part_missing_or_a_file_not_published_stops_the_build() {
        let (mut prefetch, published) = split();
        prefetch.remove("english_words_2b");
        assert!(plan(&prefetch, &published).unwrap_err().contains("English"));
        let (prefetch, mut published) = split();
        published.remove("chunk_3");
        assert!(plan(&prefetch, &published).unwrap_err().contains("chunk_3"));
    }

    #[test]
    fn the_script_lists_each_languages_files() {
        let (prefetch, published) = split();
        let script = script(&plan(&prefetch, &published).unwrap());
        assert!(script.contains(
            r#"? ["./chunk_3-id.wasm", "./chunk_4-id.wasm", "./split_thai_words_1a-id.wasm"] : ["./chunk_3-id.wasm", "./split_english_words_2b-id.wasm"];"#
        ));
    }
}
