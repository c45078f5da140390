//! The split's shared chunks that a first game (or a link's board) needs,
//! sent as a few files instead of dozens. wasm-split makes a chunk of every
//! set of parts that shares code, so each part more multiplies the small
//! ones: the game's two parts waited on 57 files, most under 1 KB, and a
//! phone on a school's Wi-Fi pays for each (docs/measurements.md, "A first
//! game"). Here the chunks the game's parts or the replay's need are
//! written end to end into one file a group (`bundle_game-….wasm`), and the
//! parts' loader takes each chunk out of its bundle; every other chunk stays
//! a file of its own. Served as wasm so static hosts compress it.

use std::collections::BTreeSet;

/// The bundles, by the first part that needs their chunks: the game's (and
/// the replay's with it: a link's board is a first visit too), the game's
/// alone, the game screen's second part (`aside`) alone, what it shares
/// with the replay alone (a link's board fetched all of `aside`'s bundle
/// for 14 KB of it), the replay's alone, and the small ones these share
/// with *How to play* and *More options*.
const GROUPS: [&str; 6] = [
    "game_replay",
    "game",
    "aside",
    "replay",
    "common",
    "aside_replay",
];

/// Which bundle a chunk needed by the parts `needed_by` goes into, if any.
/// Never one a language's words need: the first page fetches those, and a
/// bundle would bring the game's code with them.
fn bundle_of(needed_by: &BTreeSet<&str>) -> Option<&'static str> {
    if needed_by
        .iter()
        .any(|part| part.ends_with("_words") || part.contains("_words_"))
    {
        return None;
    }
    let has = |part| needed_by.contains(part);
    let small_screens = has("how_to") || has("options");
    match (has("game"), has("replay"), has("aside")) {
        (false, false, false) => None,
        _ if small_screens => Some(GROUPS[4]),
        (true, true, _) => Some(GROUPS[0]),
        (true, false, _) => Some(GROUPS[1]),
        // A first game needs it after its rack, a link's board at once.
        (false, true, true) => Some(GROUPS[5]),
        (false, false, true) => Some(GROUPS[2]),
        (false, true, false) => Some(GROUPS[3]),
    }
}

/// Each chunk of the loader `link_js` (as wasm-split writes it: the parts
/// needing a chunk in a comment above its `makeLoad`) with its bundle.
pub fn plan(link_js: &str) -> Vec<(String, &'static str)> {
    let mut needed_by = BTreeSet::new();
    let mut planned = Vec::new();
    for line in link_js.lines().map(str::trim) {
        if let Some(parts) = line.strip_prefix("/* ").and_then(|l| l.strip_suffix(" */")) {
            needed_by = parts.split(", ").collect();
        } else if let Some(chunk) = fetched_chunk(line)
            && let Some(bundle) = bundle_of(&needed_by)
        {
            planned.push((chunk.to_string(), bundle));
        }
    }
    planned
}

/// `chunk_12` from the loader's `fetch(new URL("./chunk_12.wasm", …))`.
fn fetched_chunk(line: &str) -> Option<&str> {
    let rest = line.split("fetch(new URL(\"./").nth(1)?;
    let name = rest.split(".wasm\"").next()?;
    name.starts_with("chunk_").then_some(name)
}

/// What the loader fetches a chunk of `bundle` with instead of its own file.
pub fn fetch_of(chunk: &str) -> String {
    format!("fetch(new URL(\"./{chunk}.wasm\", import.meta.url))")
}

/// The loader's call that takes `length` bytes from `start` out of `file`.
pub fn fetch_from(file: &str, start: usize, length: usize) -> String {
    format!("__bundled(\"./{file}\", {start}, {length})")
}

/// The loader's helper: a bundle fetched once (again after a failure, as
/// the loader retries a part), each chunk a response of its own bytes for
/// `WebAssembly.instantiateStreaming`.
pub const HELPER: &str = r#"
const __bundles = new Map();
function __bundled(file, start, length) {
    let whole = __bundles.get(file);
    if (whole === undefined) {
        whole = fetch(new URL(file, import.meta.url)).then((r) => {
            if (!r.ok) throw new Error(`${file}: ${r.status}`);
            return r.arrayBuffer();
        });
        whole.catch(() => __bundles.delete(file));
        __bundles.set(file, whole);
    }
    return whole.then((bytes) => new Response(new Uint8Array(bytes, start, length), {
        headers: { "content-type": "application/wasm" },
    }));
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    const LOADER: &str = r#"function makeLoad(fetcher, deps) {}
/* aside, game */
const __chunk_12 = makeLoad(() => {
    const src = fetch(new URL("./chunk_12.wasm", import.meta.url));
}, []);
/* game, replay, study */
const __chunk_13 = makeLoad(() => {
    const src = fetch(new URL("./chunk_13.wasm", import.meta.url));
}, []);
/* game, thai_words_123, study */
const __chunk_17 = makeLoad(() => {
    const src = fetch(new URL("./chunk_17.wasm", import.meta.url));
}, []);
/* game, how_to */
const __chunk_18 = makeLoad(() => {
    const src = fetch(new URL("./chunk_18.wasm", import.meta.url));
}, []);
/* room, study */
const __chunk_14 = makeLoad(() => {
    const src = fetch(new URL("./chunk_14.wasm", import.meta.url));
}, []);
/* aside, study */
const __chunk_15 = makeLoad(() => {
    const src = fetch(new URL("./chunk_15.wasm", import.meta.url));
}, []);
/* replay, room */
const __chunk_16 = makeLoad(() => {
    const src = fetch(new URL("./chunk_16.wasm", import.meta.url));
}, []);
/* aside, replay, study */
const __chunk_19 = makeLoad(() => {
    const src = fetch(new URL("./chunk_19.wasm", import.meta.url));
}, []);
export const __wasm_split_load_game = makeLoad(() => {
    const src = fetch(new URL("./split_game.wasm", import.meta.url));
}, [__chunk_12, __chunk_13]);
"#;

    #[test]
    fn a_chunk_goes_with_the_first_part_that_needs_it_and_the_first_pages_stay_files() {
        assert_eq!(
            plan(LOADER),
            [
                ("chunk_12".to_string(), "game"),
                ("chunk_13".to_string(), "game_replay"),
                ("chunk_18".to_string(), "common"),
                ("chunk_15".to_string(), "aside"),
                ("chunk_16".to_string(), "replay"),
                ("chunk_19".to_string(), "aside_replay"),
            ]
        );
    }

    #[test]
    fn the_fetch_replaced_is_the_loaders_own() {
        assert!(LOADER.contains(&fetch_of("chunk_12")));
        assert_eq!(
            fetch_from("bundle_game-1.wasm", 8, 300),
            "__bundled(\"./bundle_game-1.wasm\", 8, 300)"
        );
    }
}
