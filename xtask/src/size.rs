//! The release bundle's size: what a player downloads on the first visit.

use flate2::Compression;
use flate2::write::GzEncoder;
use std::io::Write;
use std::path::Path;

fn gzipped_len(bytes: &[u8]) -> usize {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes).expect("writing to memory");
    encoder.finish().expect("writing to memory").len()
}

/// Prints each wasm and JS file of `dist` with its raw and gzipped bytes.
pub fn report(dist: &Path) -> Result<(), String> {
    let mut entries: Vec<_> = std::fs::read_dir(dist)
        .map_err(|e| format!("reading {}: {e}", dist.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            matches!(
                p.extension().and_then(|e| e.to_str()),
                Some("wasm" | "js" | "css")
            )
        })
        .collect();
    entries.sort();
    println!("\nxtask: ── bundle size (release build in dist/)");
    println!("{:<44} {:>10} {:>10}", "file", "bytes", "gzipped");
    let (mut raw_total, mut gz_total) = (0, 0);
    // The small parts several screens share are summed on one line.
    let (mut shared, mut shared_raw, mut shared_gz) = (0, 0, 0);
    for path in entries {
        let bytes = std::fs::read(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
        let gz = gzipped_len(&bytes);
        raw_total += bytes.len();
        gz_total += gz;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with("chunk_") {
            shared += 1;
            shared_raw += bytes.len();
            shared_gz += gz;
            continue;
        }
        println!("{name:<44} {:>10} {gz:>10}", bytes.len());
    }
    if shared > 0 {
        let name = format!("chunk_* (shared parts, {shared} files)");
        println!("{name:<44} {shared_raw:>10} {shared_gz:>10}");
    }
    println!("{:<44} {raw_total:>10} {gz_total:>10}", "total");
    first_page(dist)?;
    // Fetched only when Crossword is first chosen, so not in the total.
    let words = dist.join("lexicon/enable2k.dawg");
    if let Ok(bytes) = std::fs::read(&words) {
        println!(
            "{:<44} {:>10} {:>10}",
            "lexicon/enable2k.dawg (on first Crossword)",
            bytes.len(),
            gzipped_len(&bytes)
        );
    }
    Ok(())
}

/// What the first visit downloads before the first screen shows: index.html,
/// the files it names, the modules those scripts import and one language's
/// words (the wasm's other parts and the worker come later, when needed).
/// An estimate from the files (the small parts the words share with other
/// code are left out): `end2end/first-visit.mjs` measures it in Chromium.
fn first_page(dist: &Path) -> Result<(), String> {
    let mut files = vec!["index.html".to_string()];
    let mut next = 0;
    while let Some(file) = files.get(next).cloned() {
        next += 1;
        if !(file.ends_with(".html") || file.ends_with(".js")) {
            continue;
        }
        let text = std::fs::read_to_string(dist.join(&file))
            .map_err(|e| format!("reading {file}: {e}"))?;
        for name in local_names(&text) {
            let wanted = name.ends_with(".css")
                || name.ends_with("_bg.wasm")
                || (name.ends_with(".js") && name != "sw.js");
            if wanted && !files.contains(&name) && dist.join(&name).is_file() {
                files.push(name);
            }
        }
    }
    // The page then fetches the words of one language (its part's name is
    // the function that returns them): the larger is counted.
    let words = ["split_thai_words", "split_english_words"]
        .iter()
        .filter_map(|part| largest_starting_with(dist, part))
        .max_by_key(|(_, gz)| *gz);
    if let Some((name, _)) = words {
        files.push(name);
    }
    let (mut raw, mut gz) = (0, 0);
    for file in &files {
        let bytes = std::fs::read(dist.join(file)).map_err(|e| format!("reading {file}: {e}"))?;
        raw += bytes.len();
        gz += gzipped_len(&bytes);
    }
    println!(
        "{:<44} {raw:>10} {gz:>10}",
        format!("first page ({} files)", files.len())
    );
    Ok(())
}

/// The file of `dist` whose name starts with `prefix` (the largest when
/// there are several), with its gzipped size.
fn largest_starting_with(dist: &Path, prefix: &str) -> Option<(String, usize)> {
    std::fs::read_dir(dist)
        .ok()?
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(prefix))
        .filter_map(|entry| {
            let bytes = std::fs::read(entry.path()).ok()?;
            let name = entry.file_name().to_string_lossy().into_owned();
            Some((name, gzipped_len(&bytes)))
        })
        .max_by_key(|(_, gz)| *gz)
}

/// The `./name` paths a page or script names.
fn local_names(text: &str) -> Vec<String> {
    text.split("\"./")
        .skip(1)
        .chain(text.split("'./").skip(1))
        .filter_map(|rest| rest.split(['"', '\'']).next())
        .filter(|name| !name.is_empty() && !name.contains('/'))
        .map(str::to_string)
        .collect()
}
