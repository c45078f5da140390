//! A word list as a compact word graph (a DAWG: a trie whose equal subtrees
//! are shared), built by our own code from a plain list of words and stored
//! as one flat array of 32-bit edges, so it can be saved as a file and looked
//! up without decoding.
//!
//! An edge holds a letter, whether a word ends after it, whether it is the
//! last edge of its node, and where its child's edges start (0: none).

use crate::anagram::{AnagramFilter, Key, letter_key};
use crate::face::{Face, letters};
use std::collections::HashMap;
use std::fmt;

use edge_list::{CHILD_SHIFT, LAST, LETTER_BITS, TERMINAL};

/// How a graph of letters lays out its nodes in one flat array: each node a
/// run of 32-bit edges — a symbol, whether a string ends after it, whether
/// it is the node's last, and where its child's run starts (0: none, the
/// empty run at index 0). The word graph and the GADDAG
/// (`krada_ai::gaddag`) share it.
pub mod edge_list {
    pub(crate) const LETTER_BITS: u32 = 0x1f;
    pub(crate) const TERMINAL: u32 = 1 << 5;
    pub(crate) const LAST: u32 = 1 << 6;
    pub(crate) const CHILD_SHIFT: u32 = 8;

    /// A flat array holding only the empty run.
    pub fn empty() -> Vec<u32> {
        vec![LAST]
    }

    /// Appends a node's edges `(symbol, a string ends after it, child)`;
    /// where its run starts (0 for a node with none).
    pub fn push(out: &mut Vec<u32>, node: &[(u8, bool, u32)]) -> u32 {
        if node.is_empty() {
            return 0;
        }
        let start = out.len() as u32;
        for (k, &(symbol, terminal, child)) in node.iter().enumerate() {
            let mut edge = symbol as u32 | (child << CHILD_SHIFT);
            if terminal {
                edge |= TERMINAL;
            }
            if k + 1 == node.len() {
                edge |= LAST;
            }
            out.push(edge);
        }
        start
    }

    /// The raw edges of the run starting at `start`.
    #[inline]
    pub(crate) fn raw(edges: &[u32], start: u32) -> impl Iterator<Item = u32> + '_ {
        let mut at = start as usize;
        let mut done = start == 0;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let edge = *edges.get(at)?;
            done = edge & LAST != 0;
            at += 1;
            Some(edge)
        })
    }

    /// The edges of the run starting at `start`: `(symbol, a string ends
    /// after it, where the child's run starts)`.
    #[inline]
    pub fn read(edges: &[u32], start: u32) -> impl Iterator<Item = (u8, bool, u32)> + '_ {
        raw(edges, start).map(|edge| {
            (
                (edge & LETTER_BITS) as u8,
                edge & TERMINAL != 0,
                edge >> CHILD_SHIFT,
            )
        })
    }
}
const MAGIC: &[u8; 8] = b"KRDAWG01";

/// Crossword words are 2 to 15 letters: they must fit the board.
pub const MIN_LEN: usize = 2;
pub const MAX_LEN: usize = 15;

/// A place in the word graph: the words read so far share it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node(u32);

/// One letter out of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Branch {
    /// 0 for A to 25 for Z.
    pub letter: u8,
    /// Whether a word ends with this letter.
    pub terminal: bool,
    pub next: Node,
}

#[derive(Clone, PartialEq, Eq)]
pub struct Lexicon {
    edges: Vec<u32>,
    root: u32,
    words: u32,
    /// The collections of letters its words are made of (built from the
    /// graph, so it is never stored).
    anagrams: AnagramFilter,
    /// For the node whose edges start at each index: bit `n` set when some
    /// word goes on from it for exactly `n` more letters (also built).
    lengths: Vec<u16>,
    /// For the node whose edges start at each index: the letters that may
    /// follow, as a bit mask (also built: a search asks it of every node).
    follows: Vec<u32>,
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Lexicon({} words, {} edges)",
            self.words,
            self.edges.len()
        )
    }
}

/// Why a word list or a stored graph cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexiconError {
    /// Line `line` (from 1) holds something that is not a word of A–Z.
    NotAWord {
        line: usize,
        text: String,
    },
    /// Line `line` holds a word of one letter.
    BadLength {
        line: usize,
        text: String,
    },
    Empty,
    /// A stored graph that is not one, or is damaged at this byte.
    Corrupt {
        at: usize,
    },
}

impl fmt::Display for LexiconError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LexiconError::NotAWord { line, text } => write!(
                f,
                "line {line}: \"{text}\" is not a word of the letters A–Z"
            ),
            LexiconError::BadLength { line, text } => {
                write!(
                    f,
                    "line {line}: \"{text}\" is shorter than {MIN_LEN} letters"
                )
            }
            LexiconError::Empty => write!(f, "the list has no words"),
            LexiconError::Corrupt { at } => write!(f, "the word graph is damaged at byte {at}"),
        }
    }
}

impl std::error::Error for LexiconError {}

#[derive(Default)]
struct TrieNode {
    /// (letter, a word ends here, child)
    edges: Vec<(u8, bool, usize)>,
}

impl Lexicon {
    /// Reads a word list, one word a line; blank lines and `#` comments are
    /// skipped, letters may be either case. Words longer than the board
    /// (ENABLE has some) can never be played and are left out.
    pub fn from_list(text: &str) -> Result<Lexicon, LexiconError> {
        let mut words: Vec<Vec<u8>> = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let word = raw.split('#').next().unwrap_or("").trim();
            if word.is_empty() {
                continue;
            }
            let codes: Option<Vec<u8>> = word
                .chars()
                .map(|c| letters::from_char(c).map(|f| f.0))
                .collect();
            let codes = codes.ok_or_else(|| LexiconError::NotAWord {
                line,
                text: word.into(),
            })?;
            if codes.len() > MAX_LEN {
                continue;
            }
            if codes.len() < MIN_LEN {
                return Err(LexiconError::BadLength {
                    line,
                    text: word.into(),
                });
            }
            words.push(codes);
        }
        Lexicon::build(words)
    }

    fn build(mut words: Vec<Vec<u8>>) -> Result<Lexicon, LexiconError> {
        words.sort();
        words.dedup();
        if words.is_empty() {
            return Err(LexiconError::Empty);
        }
        let mut trie = vec![TrieNode::default()];
        for word in &words {
            let mut node = 0;
            for (i, &letter) in word.iter().enumerate() {
                let end = i + 1 == word.len();
                node = match trie[node].edges.iter().position(|e| e.0 == letter) {
                    Some(k) => {
                        trie[node].edges[k].1 |= end;
                        trie[node].edges[k].2
                    }
                    None => {
                        trie.push(TrieNode::default());
                        let child = trie.len() - 1;
                        trie[node].edges.push((letter, end, child));
                        child
                    }
                };
            }
        }
        // Share equal subtrees: children first, so a node's signature names
        // its children by their shared copies.
        let mut order = Vec::with_capacity(trie.len());
        let mut stack = vec![(0usize, false)];
        while let Some((node, done)) = stack.pop() {
            if done {
                order.push(node);
            } else {
                stack.push((node, true));
                stack.extend(trie[node].edges.iter().map(|e| (e.2, false)));
            }
        }
        let mut canonical = vec![0u32; trie.len()];
        let mut shared: HashMap<Vec<(u8, bool, u32)>, u32> = HashMap::new();
        // Edge lists in the flat array; offset 0 is the empty list.
        let mut edges: Vec<u32> = edge_list::empty();
        for node in order {
            let signature: Vec<(u8, bool, u32)> = trie[node]
                .edges
                .iter()
                .map(|&(l, t, c)| (l, t, canonical[c]))
                .collect();
            if signature.is_empty() {
                canonical[node] = 0;
                continue;
            }
            canonical[node] = *shared
                .entry(signature.clone())
                .or_insert_with(|| edge_list::push(&mut edges, &signature));
        }
        Ok(Lexicon::new(edges, canonical[0], words.len() as u32))
    }

    /// The graph with its anagram filter, built by walking every word.
    fn new(edges: Vec<u32>, root: u32, words: u32) -> Lexicon {
        let mut lexicon = Lexicon {
            edges,
            root,
            words,
            anagrams: AnagramFilter::new(&[]),
            lengths: Vec::new(),
            follows: Vec::new(),
        };
        let mut keys = Vec::with_capacity(words as usize);
        lexicon.word_keys(lexicon.root, 0, &mut keys);
        lexicon.anagrams = AnagramFilter::new(&keys);
        let mut lengths = vec![None; lexicon.edges.len()];
        let mut follows = vec![0; lexicon.edges.len()];
        lexicon.lengths_below(lexicon.root, &mut lengths, &mut follows);
        lexicon.lengths = lengths.into_iter().map(Option::unwrap_or_default).collect();
        lexicon.follows = follows;
        lexicon
    }

    /// The word lengths below the node whose list starts at `start` (see
    /// `lengths`), each node's worked out once, and on the way the letters
    /// that may follow it (`follows`).
    fn lengths_below(&self, start: u32, memo: &mut [Option<u16>], follows: &mut [u32]) -> u16 {
        if start == 0 {
            return 0;
        }
        if let Some(known) = memo[start as usize] {
            return known;
        }
        let (mut mask, mut letters) = (0, 0);
        for edge in self.list(start) {
            let terminal = u16::from(edge & TERMINAL != 0);
            mask |= (terminal | self.lengths_below(edge >> CHILD_SHIFT, memo, follows)) << 1;
            letters |= 1 << (edge & LETTER_BITS);
        }
        memo[start as usize] = Some(mask);
        follows[start as usize] = letters;
        mask
    }

    /// Bit `n` set when some word goes on from `node` for exactly `n` more
    /// letters: a search can drop a beginning that no word of a length it
    /// could still reach goes on from.
    pub fn word_lengths(&self, node: Node) -> u16 {
        self.lengths.get(node.0 as usize).copied().unwrap_or(0)
    }

    /// The key of every word below the node whose list starts at `start`,
    /// the letters read so far adding up to `key`.
    fn word_keys(&self, start: u32, key: Key, out: &mut Vec<Key>) {
        for edge in self.list(start) {
            let key = key.wrapping_add(letter_key((edge & LETTER_BITS) as u8));
            if edge & TERMINAL != 0 {
                out.push(key);
            }
            self.word_keys(edge >> CHILD_SHIFT, key, out);
        }
    }

    /// Calls `f` with each word of the list (letters 0 for A to 25 for Z),
    /// in alphabetical order.
    pub fn for_each_word(&self, mut f: impl FnMut(&[u8])) {
        fn walk(lexicon: &Lexicon, start: u32, word: &mut Vec<u8>, f: &mut impl FnMut(&[u8])) {
            for edge in lexicon.list(start) {
                word.push((edge & LETTER_BITS) as u8);
                if edge & TERMINAL != 0 {
                    f(word);
                }
                walk(lexicon, edge >> CHILD_SHIFT, word, f);
                word.pop();
            }
        }
        walk(self, self.root, &mut Vec::new(), &mut f);
    }

    /// Whether some word may be spelled by exactly the letters whose
    /// [`key_of`] is `key`, in any order: always when one is, and for a
    /// few collections in a hundred that spell none (see [`crate::anagram`]).
    pub fn may_spell(&self, key: Key) -> bool {
        self.anagrams.may_spell(key)
    }

    pub fn word_count(&self) -> usize {
        self.words as usize
    }

    /// The edges of the node whose list starts at `start`.
    fn list(&self, start: u32) -> impl Iterator<Item = u32> + '_ {
        edge_list::raw(&self.edges, start)
    }

    /// The node every word starts from.
    pub fn root(&self) -> Node {
        Node(self.root)
    }

    /// The letters that may follow at `node`: each with whether a word ends
    /// there and the node after it.
    pub fn arcs(&self, node: Node) -> impl Iterator<Item = Branch> + '_ {
        self.list(node.0).map(|edge| Branch {
            letter: (edge & LETTER_BITS) as u8,
            terminal: edge & TERMINAL != 0,
            next: Node(edge >> CHILD_SHIFT),
        })
    }

    /// The letters that may follow at `node`, as a bit mask (bit 0: A).
    pub fn follow(&self, node: Node) -> u32 {
        self.follows.get(node.0 as usize).copied().unwrap_or(0)
    }

    /// Follows one letter from `node`.
    pub fn step(&self, node: Node, letter: u8) -> Option<Branch> {
        self.arcs(node).find(|a| a.letter == letter)
    }

    pub fn contains(&self, word: &[Face]) -> bool {
        let mut node = self.root;
        let mut terminal = false;
        for &face in word {
            let Some(edge) = self.list(node).find(|e| e & LETTER_BITS == face.0 as u32) else {
                return false;
            };
            terminal = edge & TERMINAL != 0;
            node = edge >> CHILD_SHIFT;
        }
        terminal && !word.is_empty()
    }

    pub fn contains_str(&self, word: &str) -> bool {
        let faces: Option<Vec<Face>> = word.chars().map(letters::from_char).collect();
        faces.is_some_and(|f| self.contains(&f))
    }

    /// The graph as bytes: a header, then the edges little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(20 + 4 * self.edges.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&self.root.to_le_bytes());
        out.extend_from_slice(&self.words.to_le_bytes());
        out.extend_from_slice(&(self.edges.len() as u32).to_le_bytes());
        for edge in &self.edges {
            out.extend_from_slice(&edge.to_le_bytes());
        }
        out
    }

    /// Reads bytes written by [`Lexicon::to_bytes`], checking every child
    /// index so a damaged file cannot send a lookup out of bounds.
    pub fn from_bytes(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        let word = |at: usize| -> Result<u32, LexiconError> {
            let chunk = bytes.get(at..at + 4).ok_or(LexiconError::Corrupt { at })?;
            Ok(u32::from_le_bytes(chunk.try_into().expect("four bytes")))
        };
        if bytes.get(..8) != Some(MAGIC.as_slice()) {
            return Err(LexiconError::Corrupt { at: 0 });
        }
        let (root, words, count) = (word(8)?, word(12)?, word(16)? as usize);
        if bytes.len() != 20 + 4 * count || count == 0 {
            return Err(LexiconError::Corrupt { at: 16 });
        }
        let edges: Vec<u32> = (0..count)
            .map(|i| word(20 + 4 * i))
            .collect::<Result<_, _>>()?;
        for (i, &edge) in edges.iter().enumerate() {
            if (edge >> CHILD_SHIFT) as usize >= count || edge & LETTER_BITS > 25 {
                return Err(LexiconError::Corrupt { at: 20 + 4 * i });
            }
        }
        if root as usize >= count || edges.last().is_some_and(|e| e & LAST == 0) {
            return Err(LexiconError::Corrupt { at: 8 });
        }
        Ok(Lexicon::new(edges, root, words))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::anagram::key_of;

    const LIST: &str =
        "# a small list of our own\nCAT\ncats\nCAR\ncart\nDOG\nDOGS\nAA\nzebra\n\nCAT\n";

    #[test]
    fn holds_exactly_the_words_of_the_list() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        assert_eq!(lexicon.word_count(), 8, "duplicates count once");
        for word in [
            "CAT", "CATS", "CAR", "CART", "DOG", "DOGS", "AA", "ZEBRA", "cat",
        ] {
            assert!(lexicon.contains_str(word), "{word}");
        }
        for word in ["CA", "CARTS", "DO", "A", "", "ZEBRAS", "CAB", "C4T"] {
            assert!(!lexicon.contains_str(word), "{word}");
        }
    }

    #[test]
    fn lists_its_words_in_alphabetical_order() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let mut words = Vec::new();
        lexicon.for_each_word(|w| {
            words.push(w.iter().map(|&l| (b'A' + l) as char).collect::<String>())
        });
        assert_eq!(
            words,
            ["AA", "CAR", "CART", "CAT", "CATS", "DOG", "DOGS", "ZEBRA"]
        );
    }

    fn node_after(lexicon: &Lexicon, word: &str) -> Node {
        word.bytes().fold(lexicon.root(), |node, b| {
            lexicon.step(node, b - b'A').expect("a beginning").next
        })
    }

    #[test]
    fn each_node_knows_how_many_more_letters_its_words_take() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let lengths = |word: &str| lexicon.word_lengths(node_after(&lexicon, word));
        // AA; CAT, CAR, DOG; CATS, CART, DOGS; ZEBRA.
        assert_eq!(lengths(""), 1 << 2 | 1 << 3 | 1 << 4 | 1 << 5);
        assert_eq!(lengths("CA"), 1 << 1 | 1 << 2);
        assert_eq!(lengths("CAT"), 1 << 1, "CATS");
        assert_eq!(lengths("ZE"), 1 << 3);
        assert_eq!(lengths("ZEBRA"), 0, "nothing goes on");
        // The same answers from a stored graph.
        let stored = Lexicon::from_bytes(&lexicon.to_bytes()).unwrap();
        assert_eq!(
            stored.word_lengths(node_after(&stored, "CA")),
            1 << 1 | 1 << 2
        );
    }

    #[test]
    fn every_word_is_an_anagram_of_its_letters_in_any_order() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let spells = |word: &str| lexicon.may_spell(key_of(word.bytes().map(|b| b - b'A')));
        for word in ["CAT", "ACT", "TAC", "TRAC", "STAC", "GOD", "ARBEZ", "AA"] {
            assert!(spells(word), "{word}");
        }
        let spells_none = ["CATT", "CA", "DOGSS", "ZEBRAS", "A", "XYZ", "QQ", "TRACK"];
        let let_through = spells_none.iter().filter(|w| spells(w)).count();
        assert!(let_through <= 1, "{let_through} false yeses of 8");
    }

    #[test]
    fn the_graph_is_walked_letter_by_letter() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let bit = |c: u8| 1u32 << (c - b'A');
        let root = lexicon.root();
        assert_eq!(
            lexicon.follow(root),
            bit(b'A') | bit(b'C') | bit(b'D') | bit(b'Z')
        );
        let c = lexicon.step(root, 2).unwrap();
        assert!(!c.terminal);
        let ca = lexicon.step(c.next, 0).unwrap();
        assert_eq!(lexicon.follow(ca.next), bit(b'R') | bit(b'T'));
        let cat = lexicon.step(ca.next, 19).unwrap();
        assert!(cat.terminal, "CAT is a word");
        assert_eq!(lexicon.follow(cat.next), bit(b'S'));
        assert!(lexicon.step(cat.next, 0).is_none());
    }

    #[test]
    fn equal_endings_are_stored_once() {
        // CATS and DOGS share their final S; BATS and CATS their whole ATS.
        let shared = Lexicon::from_list("BATS\nCATS\nHATS\nMATS\nRATS").unwrap();
        let apart = Lexicon::from_list("BATS\nCOGS\nHUMS\nMILK\nRUNT").unwrap();
        // The empty list, the five first letters, then A, T and S once.
        assert_eq!(shared.edges.len(), 1 + 5 + 3, "{shared:?}");
        assert!(apart.edges.len() > 2 * shared.edges.len(), "{apart:?}");
    }

    #[test]
    fn bad_lists_name_the_line() {
        assert_eq!(
            Lexicon::from_list("CAT\nDOG!\n").unwrap_err(),
            LexiconError::NotAWord {
                line: 2,
                text: "DOG!".into()
            }
        );
        assert_eq!(
            Lexicon::from_list("CAT\n\nA\n").unwrap_err(),
            LexiconError::BadLength {
                line: 3,
                text: "A".into()
            }
        );
        assert_eq!(
            Lexicon::from_list("# nothing\n").unwrap_err(),
            LexiconError::Empty
        );
        assert!(
            Lexicon::from_list("A")
                .unwrap_err()
                .to_string()
                .contains("shorter than 2")
        );
        let long = Lexicon::from_list("ABCDEFGHIJKLMNOP\nAB").unwrap();
        assert_eq!(
            long.word_count(),
            1,
            "a word longer than the board is left out"
        );
    }

    #[test]
    fn the_graph_round_trips_through_bytes_and_damage_is_caught() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let bytes = lexicon.to_bytes();
        assert_eq!(Lexicon::from_bytes(&bytes).unwrap(), lexicon);
        assert_eq!(
            Lexicon::from_bytes(b"not a graph").unwrap_err(),
            LexiconError::Corrupt { at: 0 }
        );
        assert!(Lexicon::from_bytes(&bytes[..bytes.len() - 2]).is_err());
        let mut damaged = bytes.clone();
        let last = damaged.len() - 1;
        damaged[last] = 0xff;
        assert!(matches!(
            Lexicon::from_bytes(&damaged),
            Err(LexiconError::Corrupt { .. })
        ));
    }
}
