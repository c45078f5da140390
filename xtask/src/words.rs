//! Crossword's word list for the web build: ENABLE2K, compiled to the word
//! graph the app fetches. The list is not part of the project; it is read
//! from `KRADA_LEXICON` or `../shared/lexicon/enable2k.txt.gz`. Without it
//! the site still builds, and Crossword says no word list is installed.

use flate2::read::GzDecoder;
use krada_engine::lexicon::Lexicon;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Where Trunk copies the word graph from (`lexicon/` in the site).
pub fn out_dir() -> PathBuf {
    crate::run::root().join("target/web-assets/lexicon")
}

/// `KRADA_LEXICON`, else `shared/lexicon/enable2k.txt.gz` beside the
/// project or beside any folder above it.
fn source() -> PathBuf {
    if let Some(path) = std::env::var_os("KRADA_LEXICON") {
        return PathBuf::from(path);
    }
    let root = crate::run::root();
    let beside = |dir: &Path| dir.join("shared/lexicon/enable2k.txt.gz");
    root.ancestors()
        .skip(1)
        .map(beside)
        .find(|p| p.exists())
        .unwrap_or_else(|| beside(root.parent().unwrap_or(&root)))
}

fn read_list(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut text = String::new();
        GzDecoder::new(bytes.as_slice())
            .read_to_string(&mut text)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(text)
    } else {
        String::from_utf8(bytes).map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// Writes `enable2k.dawg` when the list is at hand (and newer than the
/// graph), removes a stale one when it is not.
pub fn prepare() -> Result<(), String> {
    let dir = out_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let out = dir.join("enable2k.dawg");
    let list = source();
    if !list.exists() {
        let _ = std::fs::remove_file(&out);
        println!(
            "xtask: no word list at {} (set KRADA_LEXICON): Crossword will say none is installed",
            list.display()
        );
        return Ok(());
    }
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if modified(&out).is_some() && modified(&out) >= modified(&list) {
        return Ok(());
    }
    let lexicon =
        Lexicon::from_list(&read_list(&list)?).map_err(|e| format!("{}: {e}", list.display()))?;
    std::fs::write(&out, lexicon.to_bytes()).map_err(|e| format!("{}: {e}", out.display()))?;
    println!(
        "xtask: word list {} compiled: {} words",
        list.display(),
        lexicon.word_count()
    );
    Ok(())
}
