//! The GADDAG of ENABLE2K (present in CI): every word read from each of its
//! letters, and nothing that is not a word.

mod common;

use krada_ai::gaddag::{Gaddag, SEPARATOR};

#[test]
fn enable_is_read_from_every_letter_of_every_word_and_only_words() {
    let lexicon = common::enable();
    let gaddag = Gaddag::of(&lexicon);
    let mut words = Vec::new();
    lexicon.for_each_word(|w| words.push(w.to_vec()));
    let mut checked = 0;
    // Every 50th word at each of its splits, and a near miss of each.
    for word in words.iter().step_by(50) {
        for split in 1..=word.len() {
            let mut string: Vec<u8> = word[..split].iter().rev().copied().collect();
            if split < word.len() {
                string.push(SEPARATOR);
                string.extend_from_slice(&word[split..]);
            }
            assert!(gaddag.accepts(&string), "{word:?} split {split}");
            checked += 1;
        }
        // The word read from its first letter with one more letter, or the
        // separator moved, is a string only if that is a word too.
        let mut longer = word.clone();
        longer.push(25);
        let reversed: Vec<u8> = longer.iter().rev().copied().collect();
        assert_eq!(gaddag.accepts(&reversed), lexicon.contains(&faces(&longer)));
    }
    assert!(checked > 20_000, "{checked} strings checked");
    // One string a letter of each word, shared where they end alike: far
    // fewer edges than letters.
    let letters: usize = words.iter().map(Vec::len).sum();
    assert!(
        gaddag.edge_count() < letters,
        "{} edges, {letters} letters",
        gaddag.edge_count()
    );
}

fn faces(word: &[u8]) -> Vec<krada_engine::face::Face> {
    word.iter().map(|&l| krada_engine::face::Face(l)).collect()
}
