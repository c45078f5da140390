//! The word list as a GADDAG: each word written once for each of its
//! letters — the letters up to that one reversed, a separator, then the rest
//! (`CAT`: `C^AT`, `AC^T`, `TAC`). A search can then start at a letter on
//! the board and grow a word leftwards, then rightwards, so that the letter
//! the board demands prunes a beginning from its first tile (the word graph
//! can only read a word from its first letter, so a beginning laid before a
//! board letter is known to fit only once it reaches it). Crossword's
//! search once the board holds tiles walks it (`wordgen::anchored`).
//!
//! Built on the device from the word graph, not downloaded: the strings are
//! sorted and the minimal automaton is built as they come (Daciuk, Mihov,
//! Watson and Watson, 2000), each finished node shared with an equal one
//! met before. Its edges are laid out as the word graph's
//! (`krada_engine::lexicon::edge_list`).

use krada_engine::lexicon::{Lexicon, edge_list};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, Weak};

/// The separator between the reversed beginning and the rest.
pub const SEPARATOR: u8 = 26;

/// A place in the GADDAG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GNode(u32);

/// One symbol out of a node: a letter (0 for A) or the separator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GArc {
    pub symbol: u8,
    /// Whether a string ends with this symbol.
    pub terminal: bool,
    pub next: GNode,
}

///
/// A node is laid out as the set of symbols that follow it (bit `s` for
/// symbol `s`), the set of those that end a string, then the child of each
/// symbol in order: a walk goes straight to the symbols a square allows
/// (`arcs_in`) and finds the child of one by counting the symbols before
/// it, rather than reading every arc.
#[derive(Clone, PartialEq, Eq)]
pub struct Gaddag {
    nodes: Vec<u32>,
    root: u32,
    /// How many arcs the nodes have in all.
    arcs: usize,
}

impl std::fmt::Debug for Gaddag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Gaddag({} arcs)", self.arcs)
    }
}

/// A node's edges while it is built: (symbol, a string ends after it, its
/// child's edge list once the child is finished).
type Edges = Vec<(u8, bool, u32)>;

/// Builds the minimal automaton of strings given in sorted order.
struct Builder {
    /// Finished nodes by a hash of their edges, where they were laid out:
    /// an equal node is shared. The edges themselves are read back from
    /// `edges` (a map owning each node's edges took 40 MB for ENABLE).
    register: HashMap<u64, u32>,
    /// The rare node whose hash another, different node already has.
    collided: HashMap<Edges, u32>,
    /// Edge lists laid out so far; index 0 is the empty list.
    edges: Vec<u32>,
    /// The nodes along the last string, not finished yet.
    path: Vec<Edges>,
    last: Vec<u8>,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            register: HashMap::new(),
            collided: HashMap::new(),
            edges: edge_list::empty(),
            path: vec![Vec::new()],
            last: Vec::new(),
        }
    }

    /// Adds `string`, greater than every string added before.
    fn add(&mut self, string: &[u8]) {
        let common = self
            .last
            .iter()
            .zip(string)
            .take_while(|(a, b)| a == b)
            .count();
        self.finish_down_to(common);
        for (k, &symbol) in string.iter().enumerate().skip(common) {
            let end = k + 1 == string.len();
            let node = self.path.last_mut().expect("the root stays");
            node.push((symbol, end, 0));
            self.path.push(Vec::new());
        }
        self.last.clear();
        self.last.extend_from_slice(string);
    }

    /// Finishes the nodes of the path deeper than `depth`, each shared with
    /// an equal one if there is one, and points its parent's edge at it.
    fn finish_down_to(&mut self, depth: usize) {
        while self.path.len() > depth + 1 {
            let node = self.path.pop().expect("deeper than the root");
            let at = self.lay_out(node);
            let parent = self.path.last_mut().expect("the root stays");
            parent.last_mut().expect("the edge to the node").2 = at;
        }
    }

    fn lay_out(&mut self, node: Edges) -> u32 {
        if node.is_empty() {
            return 0;
        }
        let hash = {
            let mut hasher = std::hash::DefaultHasher::new();
            node.hash(&mut hasher);
            hasher.finish()
        };
        let edges = &mut self.edges;
        match self.register.get(&hash) {
            Some(&at) if edge_list::read(edges, at).eq(node.iter().copied()) => at,
            Some(_) => *self
                .collided
                .entry(node)
                .or_insert_with_key(|node| edge_list::push(edges, node)),
            None => {
                let at = edge_list::push(edges, &node);
                self.register.insert(hash, at);
                at
            }
        }
    }

    fn finish(mut self) -> Gaddag {
        self.finish_down_to(0);
        let root_edges = self.path.pop().expect("the root");
        let root = self.lay_out(root_edges);
        // The register is done with: free it before the nodes are laid out.
        drop(std::mem::take(&mut self.register));
        drop(std::mem::take(&mut self.collided));
        // The empty node first, at 0.
        let mut nodes = vec![0, 0];
        let mut placed = vec![u32::MAX; self.edges.len()];
        let root = to_node(&self.edges, root, &mut placed, &mut nodes);
        Gaddag {
            nodes,
            root,
            arcs: self.edges.len() - 1,
        }
    }
}

/// Lays out the node whose edges start at `run` as a node of the GADDAG
/// (see [`Gaddag`]), its children first; where it went.
fn to_node(edges: &[u32], run: u32, placed: &mut [u32], nodes: &mut Vec<u32>) -> u32 {
    if run == 0 {
        return 0;
    }
    if placed[run as usize] != u32::MAX {
        return placed[run as usize];
    }
    let (mut symbols, mut ends) = (0u32, 0u32);
    let mut children = [0u32; 32];
    for (k, (symbol, terminal, child)) in edge_list::read(edges, run).enumerate() {
        symbols |= 1 << symbol;
        if terminal {
            ends |= 1 << symbol;
        }
        children[k] = to_node(edges, child, placed, nodes);
    }
    let at = nodes.len() as u32;
    nodes.push(symbols);
    nodes.push(ends);
    nodes.extend_from_slice(&children[..symbols.count_ones() as usize]);
    placed[run as usize] = at;
    at
}

/// Writes `word`'s strings (one for each letter) to `out`.
#[cfg(test)]
fn strings_of(word: &[u8], out: &mut Vec<Vec<u8>>) {
    for split in 1..=word.len() {
        let mut flat = Vec::new();
        push_string(word, split, &mut flat);
        out.push(flat);
    }
}

/// Appends to `flat` the string of `word` read from its letter at `split`
/// (counted from 1): the letters up to it reversed, then the separator and
/// the rest, if any.
fn push_string(word: &[u8], split: usize, flat: &mut Vec<u8>) {
    flat.extend(word[..split].iter().rev());
    if split < word.len() {
        flat.push(SEPARATOR);
        flat.extend_from_slice(&word[split..]);
    }
}

impl Gaddag {
    /// The GADDAG of the words of `lexicon`.
    ///
    /// The strings are made and sorted a first letter at a time, in one flat
    /// buffer: all at once, each its own allocation, they took 100 MB at
    /// their peak for ENABLE, too much for a phone's worker.
    pub fn of(lexicon: &Lexicon) -> Gaddag {
        let mut words: Vec<u8> = Vec::new();
        let mut ends: Vec<usize> = Vec::with_capacity(lexicon.word_count());
        lexicon.for_each_word(|word| {
            words.extend_from_slice(word);
            ends.push(words.len());
        });
        let mut builder = Builder::new();
        let (mut flat, mut spans) = (Vec::new(), Vec::new());
        for first in 0..SEPARATOR {
            flat.clear();
            spans.clear();
            let mut start = 0;
            for &end in &ends {
                let word = &words[start..end];
                for (k, _) in word.iter().enumerate().filter(|&(_, &l)| l == first) {
                    let from = flat.len();
                    push_string(word, k + 1, &mut flat);
                    spans.push(from..flat.len());
                }
                start = end;
            }
            spans.sort_unstable_by(|a, b| flat[a.clone()].cmp(&flat[b.clone()]));
            for span in &spans {
                builder.add(&flat[span.clone()]);
            }
        }
        builder.finish()
    }

    /// The GADDAG of `lexicon`, built on first need and kept for as long as
    /// the word list lives: building takes about half a second natively,
    /// a second in the browser's worker.
    pub fn shared(lexicon: &Arc<Lexicon>) -> Arc<Gaddag> {
        static BUILT: Mutex<Vec<(Weak<Lexicon>, Arc<Gaddag>)>> = Mutex::new(Vec::new());
        let mut built = BUILT
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        built.retain(|(words, _)| words.strong_count() > 0);
        if let Some((_, gaddag)) = built
            .iter()
            .find(|(words, _)| std::ptr::eq(words.as_ptr(), Arc::as_ptr(lexicon)))
        {
            return gaddag.clone();
        }
        let gaddag = Arc::new(Gaddag::of(lexicon));
        built.push((Arc::downgrade(lexicon), gaddag.clone()));
        gaddag
    }

    pub fn root(&self) -> GNode {
        GNode(self.root)
    }

    /// How many arcs it has.
    pub fn edge_count(&self) -> usize {
        self.arcs
    }

    /// Its size in bytes.
    pub fn bytes(&self) -> usize {
        self.nodes.len() * 4
    }

    /// The symbols that may follow at `node`.
    pub fn arcs(&self, node: GNode) -> impl Iterator<Item = GArc> + '_ {
        self.arcs_in(node, u32::MAX)
    }

    /// The symbols of the set `wanted` (bit `s` for symbol `s`) that may
    /// follow at `node`, in order.
    #[inline]
    pub fn arcs_in(&self, node: GNode, wanted: u32) -> impl Iterator<Item = GArc> + '_ {
        let at = node.0 as usize;
        let (symbols, ends) = (self.nodes[at], self.nodes[at + 1]);
        let mut left = symbols & wanted;
        std::iter::from_fn(move || {
            if left == 0 {
                return None;
            }
            let symbol = left.trailing_zeros();
            left &= left - 1;
            Some(self.arc(at, symbols, ends, symbol))
        })
    }

    #[inline]
    fn arc(&self, at: usize, symbols: u32, ends: u32, symbol: u32) -> GArc {
        let rank = (symbols & ((1 << symbol) - 1)).count_ones() as usize;
        GArc {
            symbol: symbol as u8,
            terminal: ends & (1 << symbol) != 0,
            next: GNode(self.nodes[at + 2 + rank]),
        }
    }

    /// The symbols that end a string at `node` (bit `s` for symbol `s`).
    pub fn ends(&self, node: GNode) -> u32 {
        self.nodes[node.0 as usize + 1]
    }

    /// Follows one symbol from `node`.
    #[inline]
    pub fn step(&self, node: GNode, symbol: u8) -> Option<GArc> {
        let at = node.0 as usize;
        let (symbols, ends) = (self.nodes[at], self.nodes[at + 1]);
        (symbols & (1 << symbol) != 0).then(|| self.arc(at, symbols, ends, symbol as u32))
    }

    /// Whether `symbols` is one of its strings.
    pub fn accepts(&self, symbols: &[u8]) -> bool {
        let mut node = self.root();
        let mut terminal = false;
        for &symbol in symbols {
            let Some(arc) = self.step(node, symbol) else {
                return false;
            };
            terminal = arc.terminal;
            node = arc.next;
        }
        terminal && !symbols.is_empty()
    }

    /// Every string, in order (for tests and checks).
    pub fn strings(&self) -> Vec<Vec<u8>> {
        fn walk(g: &Gaddag, node: GNode, string: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            for arc in g.arcs(node) {
                string.push(arc.symbol);
                if arc.terminal {
                    out.push(string.clone());
                }
                walk(g, arc.next, string, out);
                string.pop();
            }
        }
        let mut out = Vec::new();
        walk(self, self.root(), &mut Vec::new(), &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(text: &str) -> Vec<u8> {
        text.bytes()
            .map(|b| match b {
                b'^' => SEPARATOR,
                _ => b - b'A',
            })
            .collect()
    }

    const LIST: &str = "CAT\nCATS\nCAR\nCART\nDOG\nDOGS\nAA\nZEBRA\nAT\nTA\n";

    #[test]
    fn each_word_is_read_from_each_of_its_letters_and_nothing_else_is() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let gaddag = Gaddag::of(&lexicon);
        for string in [
            "C^AT", "AC^T", "TAC", "STAC", "TAC^S", "A^A", "AA", "ARBEZ", "BEZ^RA",
        ] {
            assert!(gaddag.accepts(&codes(string)), "{string}");
        }
        for string in ["CAT", "C^A", "TA^C", "^CAT", "CA^T", "DOG^", "ARBE", "S"] {
            assert!(!gaddag.accepts(&codes(string)), "{string}");
        }
        // Exactly one string a letter of each word.
        let mut expected = Vec::new();
        lexicon.for_each_word(|w| strings_of(w, &mut expected));
        expected.sort();
        assert_eq!(gaddag.strings(), expected);
    }

    #[test]
    fn equal_endings_are_shared() {
        let lexicon = Lexicon::from_list(LIST).unwrap();
        let gaddag = Gaddag::of(&lexicon);
        let strings = gaddag.strings();
        let symbols: usize = strings.iter().map(Vec::len).sum();
        // A trie would need an edge for each symbol of each string not
        // shared with the one before; sharing needs far fewer.
        assert!(
            gaddag.edge_count() < symbols / 2,
            "{} edges for {symbols}",
            gaddag.edge_count()
        );
        // `…^S` after CAT and after DOG end the same way: one node.
        let after = |s: &str| {
            codes(s)
                .iter()
                .fold(gaddag.root(), |n, &c| gaddag.step(n, c).unwrap().next)
        };
        assert_eq!(after("TAC^"), after("GOD^"));
    }
}
