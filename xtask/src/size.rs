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
    for path in entries {
        let bytes = std::fs::read(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
        let gz = gzipped_len(&bytes);
        raw_total += bytes.len();
        gz_total += gz;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        println!("{name:<44} {:>10} {gz:>10}", bytes.len());
    }
    println!("{:<44} {raw_total:>10} {gz_total:>10}", "total");
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
