//! Every Crossword play of the suite's positions (ENABLE2K, full racks with
//! none, one or two blanks), as the generator finds them from the board's
//! anchors with the GADDAG, against a plain walk written here: each row and
//! column from every square, the word graph followed a letter at a time,
//! each crossing word looked up in the list, and every play found checked
//! and scored by the rules engine.

mod common;

use krada_ai::movegen::all_moves;
use krada_ai::suite::word_suite;
use krada_engine::board::Board;
use krada_engine::face::Face;
use krada_engine::layout::{Dir, Pos};
use krada_engine::lexicon::{Lexicon, Node};
use krada_engine::play::{Placement, check};
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;
use std::collections::BTreeSet;

/// A play: its squares, tiles and letters in board order, and its score.
type Key = (Vec<(usize, u8, u8)>, u32);

fn key(placements: &[Placement], score: u32) -> Key {
    let mut tiles: Vec<_> = placements
        .iter()
        .map(|p| (p.pos.index(), p.tile.0, p.face.0))
        .collect();
    tiles.sort_unstable();
    (tiles, score)
}

struct PlainWalk<'a> {
    rules: &'a Rules,
    board: &'a Board,
    lexicon: &'a Lexicon,
    rack: Vec<TileId>,
    placed: Vec<Placement>,
    found: BTreeSet<Key>,
}

impl PlainWalk<'_> {
    /// Whether `face` on empty `pos` makes the word across `dir` (if any) one.
    fn crossing_fits(&self, pos: Pos, dir: Dir, face: Face) -> bool {
        let perp = match dir {
            Dir::Across => Dir::Down,
            Dir::Down => Dir::Across,
        };
        let mut first = pos;
        while let Some(p) = first.step(perp, -1).filter(|&p| self.board.is_occupied(p)) {
            first = p;
        }
        let mut word = Vec::new();
        let mut at = Some(first);
        while let Some(p) = at {
            match self.board.get(p) {
                Some(tile) => word.push(tile.face),
                None if p == pos => word.push(face),
                None => break,
            }
            at = p.step(perp, 1);
        }
        word.len() == 1 || self.lexicon.contains(&word)
    }

    fn walk(&mut self, dir: Dir, at: Option<Pos>, node: Node, len: usize) {
        let Some(pos) = at else {
            return;
        };
        if let Some(tile) = self.board.get(pos) {
            if let Some(branch) = self.lexicon.step(node, tile.face.0) {
                self.arrive(dir, pos, branch.terminal, len + 1);
                self.walk(dir, pos.step(dir, 1), branch.next, len + 1);
            }
            return;
        }
        let mut tried: Vec<TileId> = Vec::new();
        for k in 0..self.rack.len() {
            let tile = self.rack[k];
            if tried.contains(&tile) {
                continue;
            }
            tried.push(tile);
            let kind = self.rules.tiles.kind(tile);
            let faces: Vec<u8> = match kind.fixed_face() {
                Some(face) if !kind.blank => vec![face.0],
                _ => (0..26).collect(),
            };
            for letter in faces {
                let Some(branch) = self.lexicon.step(node, letter) else {
                    continue;
                };
                if !self.crossing_fits(pos, dir, Face(letter)) {
                    continue;
                }
                self.rack.swap_remove(k);
                self.placed.push(Placement {
                    pos,
                    tile,
                    face: Face(letter),
                });
                self.arrive(dir, pos, branch.terminal, len + 1);
                self.walk(dir, pos.step(dir, 1), branch.next, len + 1);
                self.placed.pop();
                self.rack.push(tile);
                let last = self.rack.len() - 1;
                self.rack.swap(k, last);
            }
        }
    }

    /// The word has reached `pos`: a play if it may end there and the
    /// rules engine accepts it.
    fn arrive(&mut self, dir: Dir, pos: Pos, terminal: bool, len: usize) {
        let ends = pos
            .step(dir, 1)
            .is_none_or(|next| !self.board.is_occupied(next));
        if !terminal || !ends || len < 2 || self.placed.is_empty() {
            return;
        }
        if let Ok(play) = check(self.rules, self.board, &self.placed) {
            self.found.insert(key(&self.placed, play.score));
        }
    }
}

fn plain_walk(rules: &Rules, board: &Board, rack: &[TileId]) -> BTreeSet<Key> {
    let lexicon = rules.lexicon.as_ref().expect("Crossword has its words");
    let mut walk = PlainWalk {
        rules,
        board,
        lexicon,
        rack: rack.to_vec(),
        placed: Vec::new(),
        found: BTreeSet::new(),
    };
    for dir in [Dir::Across, Dir::Down] {
        for row in 0..15 {
            for col in 0..15 {
                let pos = Pos::new(row, col);
                let opens = pos
                    .step(dir, -1)
                    .is_none_or(|before| !board.is_occupied(before));
                if opens {
                    walk.walk(dir, Some(pos), lexicon.root(), 0);
                }
            }
        }
    }
    walk.found
}

#[test]
fn every_play_from_the_anchors_is_what_a_plain_walk_finds() {
    let words = common::enable();
    for entry in word_suite(words) {
        let position = &entry.position;
        let (rules, board) = (position.rules(), position.board());
        if board.is_empty() {
            continue;
        }
        let moves = all_moves(&rules, &board, &position.rack);
        let got: BTreeSet<Key> = moves.iter().map(|m| key(&m.placements, m.score)).collect();
        assert_eq!(got.len(), moves.len(), "{}: a play found twice", entry.name);
        let want = plain_walk(&rules, &board, &position.rack);
        let missing: Vec<_> = want.difference(&got).take(3).collect();
        let extra: Vec<_> = got.difference(&want).take(3).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            entry.name
        );
        assert!(want.len() > 500, "{}: {} plays", entry.name, want.len());
    }
}
