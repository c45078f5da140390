//! Which collections of letters spell some word of a word list, in any
//! order: a compact filter that a move generator asks before it searches a
//! square where a play would have to use certain letters, such as a whole
//! rack and the board letters in its way.
//!
//! A collection is named by its key, the sum of one fixed random number per
//! letter (so adding a letter adds its number, and the order never counts).
//! The filter is a Bloom filter of the word list's keys: it never says no to
//! a collection that spells a word, and says yes to one that spells none
//! a few times in a hundred — a yes only means "look".

/// The key of a collection of letters: the sum of [`letter_key`]s.
pub type Key = u64;

/// The number a letter (0 for A to 25 for Z) adds to a collection's key.
pub fn letter_key(letter: u8) -> Key {
    // SplitMix64 of the letter: fixed, well spread, no table to keep.
    let mut z = (letter as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The key of `letters`.
pub fn key_of(letters: impl IntoIterator<Item = u8>) -> Key {
    letters
        .into_iter()
        .fold(0, |key, l| key.wrapping_add(letter_key(l)))
}

/// Bits a key sets: more lowers the false yeses until the filter fills.
const PROBES: u32 = 2;
/// Bits of filter a word at least (rounded up to a power of two): with
/// two probes, at most about 3 % false yeses. ENABLE's takes 256 KB.
const BITS_PER_KEY: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnagramFilter {
    bits: Vec<u64>,
    /// `bits` holds `1 << shift` bits.
    shift: u32,
}

impl AnagramFilter {
    /// A filter of the collections `keys` (one a word; duplicates are fine).
    pub fn new(keys: &[Key]) -> AnagramFilter {
        let wanted = (keys.len() * BITS_PER_KEY).max(64).next_power_of_two();
        let shift = wanted.trailing_zeros();
        let mut filter = AnagramFilter {
            bits: vec![0; wanted / 64],
            shift,
        };
        for &key in keys {
            for bit in filter.positions(key) {
                filter.bits[bit / 64] |= 1 << (bit % 64);
            }
        }
        filter
    }

    /// Whether some word may be spelled by exactly the collection `key`
    /// names: always when one is.
    pub fn may_spell(&self, key: Key) -> bool {
        self.positions(key)
            .all(|bit| self.bits[bit / 64] & (1 << (bit % 64)) != 0)
    }

    /// The bits of `key`: slices of the key mixed once more, so that keys
    /// differing in few bits land far apart.
    fn positions(&self, key: Key) -> impl Iterator<Item = usize> + use<> {
        let mixed = (key ^ (key >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let mask = (1u64 << self.shift) - 1;
        (0..PROBES).map(move |i| ((mixed.rotate_left(i * 23)) & mask) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(word: &str) -> Key {
        key_of(word.bytes().map(|b| b - b'A'))
    }

    #[test]
    fn the_order_of_the_letters_does_not_count_and_each_letter_does() {
        assert_eq!(key("RETAINS"), key("NASTIER"));
        assert_eq!(key("RETAINS").wrapping_add(letter_key(4)), key("ETERNAIS"));
        assert_ne!(key("RETAINS"), key("RETAIN"));
        assert_ne!(key("AB"), key("AAB"));
        let keys: std::collections::HashSet<Key> = (0..26).map(letter_key).collect();
        assert_eq!(keys.len(), 26);
    }

    #[test]
    fn every_word_is_let_through_and_few_others_are() {
        let words = ["CAT", "DOG", "RETAINS", "ZEBRA", "QUIZ", "AA"];
        let filter = AnagramFilter::new(&words.map(key));
        for word in words {
            assert!(filter.may_spell(key(word)), "{word}");
        }
        assert!(filter.may_spell(key("ACT")) && filter.may_spell(key("STAINER")));
        // Collections that spell none of the words: with so few words the
        // filter is nearly empty, so it turns almost all of them away.
        let others: Vec<Key> = (0..26u8)
            .flat_map(|a| (0..26u8).map(move |b| key_of([a, b, 7])))
            .collect();
        let let_through = others.iter().filter(|&&k| filter.may_spell(k)).count();
        assert!(let_through < others.len() / 20, "{let_through}");
    }
}
