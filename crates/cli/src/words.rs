//! Word lists for Crossword: a plain list (gzipped or not) or a compiled
//! word graph, from a path, `KRADA_LEXICON`, or the shared ENABLE2K.

use flate2::read::GzDecoder;
use krada_engine::lexicon::Lexicon;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// Where the word list is looked for when no path is given.
pub const DEFAULT_PATH: &str = "../shared/lexicon/enable2k.txt.gz";

pub fn default_path() -> PathBuf {
    std::env::var_os("KRADA_LEXICON")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_PATH))
}

/// Reads a word list or word graph; the message names the file and the fault.
pub fn load(path: Option<&Path>) -> Result<Arc<Lexicon>, String> {
    let path = path.map(Path::to_path_buf).unwrap_or_else(default_path);
    let bytes = std::fs::read(&path).map_err(|e| {
        format!(
            "cannot read the word list {}: {e} (give --lexicon PATH or set KRADA_LEXICON)",
            path.display()
        )
    })?;
    parse(&bytes)
        .map(Arc::new)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// The word list a game with the tiles `tiles` is played with: Crossword's
/// (see [`load`]), none for A-Math; a list that cannot be read is reported
/// on the standard error and ends the command.
pub fn for_tiles(tiles: TileSetId, path: Option<&Path>) -> Result<Option<Arc<Lexicon>>, ExitCode> {
    if tiles.game() == GameKind::AMath {
        return Ok(None);
    }
    load(path).map(Some).map_err(|e| {
        eprintln!("{e}");
        ExitCode::from(2)
    })
}

/// A compiled graph if it starts like one, else a list, unzipped if gzipped.
pub fn parse(bytes: &[u8]) -> Result<Lexicon, String> {
    if bytes.starts_with(b"KRDAWG") {
        return Lexicon::from_bytes(bytes).map_err(|e| e.to_string());
    }
    let mut text = String::new();
    if bytes.starts_with(&[0x1f, 0x8b]) {
        GzDecoder::new(bytes)
            .read_to_string(&mut text)
            .map_err(|e| format!("not a readable gzip text: {e}"))?;
    } else {
        text = String::from_utf8(bytes.to_vec()).map_err(|e| format!("not UTF-8 text: {e}"))?;
    }
    Lexicon::from_list(&text).map_err(|e| e.to_string())
}

/// `krada lexicon LIST OUT`: compiles a word list into the graph file the
/// web app fetches.
pub fn compile(list: &Path, out: &Path) -> std::process::ExitCode {
    let started = std::time::Instant::now();
    let lexicon = match load(Some(list)) {
        Ok(lexicon) => lexicon,
        Err(e) => {
            eprintln!("{e}");
            return std::process::ExitCode::from(2);
        }
    };
    let bytes = lexicon.to_bytes();
    if let Err(e) = std::fs::write(out, &bytes) {
        eprintln!("cannot write {}: {e}", out.display());
        return std::process::ExitCode::from(2);
    }
    println!(
        "{} words, {} bytes, built in {:.0?}",
        lexicon.word_count(),
        bytes.len(),
        started.elapsed()
    );
    std::process::ExitCode::SUCCESS
}
