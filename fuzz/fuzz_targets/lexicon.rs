//! Any bytes read as a stored word graph, and any text read as a word list,
//! are refused cleanly or looked up safely.
#![no_main]

use krada_engine::lexicon::Lexicon;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(lexicon) = Lexicon::from_bytes(data) {
        let _ = lexicon.contains_str("QUIZ");
    }
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(lexicon) = Lexicon::from_list(text)
    {
        assert_eq!(
            Lexicon::from_bytes(&lexicon.to_bytes()).as_ref(),
            Ok(&lexicon)
        );
    }
});
