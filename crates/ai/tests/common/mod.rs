//! What the integration tests share.

use krada_engine::lexicon::Lexicon;
use std::io::Read;
use std::sync::Arc;

/// ENABLE2K from `KRADA_LEXICON` or the shared folder (present in CI).
pub fn enable() -> Arc<Lexicon> {
    let path = std::env::var("KRADA_LEXICON").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/lexicon/enable2k.txt.gz"
        )
        .into()
    });
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut text)
        .expect("the word list is gzipped text");
    Arc::new(Lexicon::from_list(&text).expect("ENABLE reads"))
}
