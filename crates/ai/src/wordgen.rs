//! Every legal Crossword play for a rack on a board, with its score.
//!
//! Each row and column is walked left to right from every square where a
//! word may start, following the word graph: board letters are fixed, empty
//! squares take the rack's letters (a blank any letter) that both continue a
//! word of the graph and make the crossing word one. A prefix that leads
//! nowhere in the graph is dropped at once, so the walk only ever visits
//! beginnings of real words.

mod anchored;

use crate::gaddag::Gaddag;
use crate::plays::{Bound, Extra, KeepTable, Move, lane_squares};
use crate::tiles::Tiles;
use krada_engine::anagram::{Key, letter_key};
use krada_engine::board::Board;
use krada_engine::face::Face;
use krada_engine::layout::{CELLS, Dir, LayoutId, Pos, SIZE};
use krada_engine::lexicon::{Lexicon, Node};
use krada_engine::play::Placement;
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use std::cell::Cell;
use std::cmp::Reverse;
use std::sync::Arc;

/// Letters allowed on a square by the word that crosses it.
#[derive(Clone, Copy, Debug)]
struct Cross {
    /// Whether the square has perpendicular neighbours at all.
    touches: bool,
    /// Bit `l` set: letter `l` makes the crossing run a word.
    allowed: u32,
    /// Points of the crossing run's board tiles.
    sum: u32,
}

const ANY_LETTER: u32 = (1 << 26) - 1;

/// The crossing constraints of every square, for words along `dir`.
fn cross_checks(rules: &Rules, lexicon: &Lexicon, board: &Board, dir: Dir, out: &mut Vec<Cross>) {
    let perp = dir.other();
    let points = |pos: Pos| {
        rules
            .tiles
            .kind(board.get(pos).expect("occupied").tile)
            .points as u32
    };
    let squares = (0..CELLS).map(|i| {
        let pos = Pos::from_index(i);
        if board.is_occupied(pos) {
            return Cross {
                touches: false,
                allowed: 0,
                sum: 0,
            };
        }
        // The crossing run's letters above (or left of) and below the square.
        let run = |sign: isize| {
            let mut out = [0u8; SIZE];
            let (mut len, mut sum) = (0, 0);
            let mut p = pos;
            while let Some(q) = p.step(perp, sign).filter(|&q| board.is_occupied(q)) {
                out[len] = board.get(q).expect("occupied").face.0;
                sum += points(q);
                len += 1;
                p = q;
            }
            (out, len, sum)
        };
        let (mut before, before_len, before_sum) = run(-1);
        before[..before_len].reverse();
        let (after, after_len, after_sum) = run(1);
        if before_len == 0 && after_len == 0 {
            return Cross {
                touches: false,
                allowed: ANY_LETTER,
                sum: 0,
            };
        }
        let (before, after) = (&before[..before_len], &after[..after_len]);
        let sum = before_sum + after_sum;
        let mut node = Some(lexicon.root());
        for &l in before {
            node = node.and_then(|n| lexicon.step(n, l)).map(|b| b.next);
        }
        let mut allowed = 0;
        if let Some(node) = node {
            for branch in lexicon.arcs(node) {
                let mut end = branch.terminal;
                let mut at = branch.next;
                for &l in after {
                    match lexicon.step(at, l) {
                        Some(b) => {
                            end = b.terminal;
                            at = b.next;
                        }
                        None => {
                            end = false;
                            break;
                        }
                    }
                }
                if end {
                    allowed |= 1 << branch.letter;
                }
            }
        }
        Cross {
            touches: true,
            allowed,
            sum,
        }
    });
    out.clear();
    out.extend(squares);
}

/// One row or column, ready to walk.
struct Lane {
    cells: [Pos; SIZE],
    /// A board tile's letter and points.
    fixed: [Option<(u8, u32)>; SIZE],
    cross: [Cross; SIZE],
    premium_tile: [u32; SIZE],
    premium_line: [u32; SIZE],
    star: Option<usize>,
    /// The first square at or after `i` where the word touches the board,
    /// and the letters it may hold there (a board letter, or those its
    /// crossing word allows).
    contact: [Option<(usize, u32)>; SIZE + 1],
    /// In the down pass a lone tile with an across word was already found.
    down: bool,
}

/// Lane `index` along `dir`, with the crossing constraints `cross`.
fn lane(rules: &Rules, board: &Board, dir: Dir, index: usize, cross: &[Cross]) -> Lane {
    let (cells, premium_tile, premium_line, star) = lane_squares(rules, dir, index);
    let fixed: [Option<(u8, u32)>; SIZE] = std::array::from_fn(|k| {
        board
            .get(cells[k])
            .map(|p| (p.face.0, rules.tiles.kind(p.tile).points as u32))
    });
    let lane_cross: [Cross; SIZE] = std::array::from_fn(|k| cross[cells[k].index()]);
    let mut contact = [None; SIZE + 1];
    for k in (0..SIZE).rev() {
        contact[k] = match fixed[k] {
            Some((letter, _)) => Some((k, 1 << letter)),
            None if lane_cross[k].touches => Some((k, lane_cross[k].allowed)),
            None => contact[k + 1],
        };
    }
    Lane {
        cells,
        fixed,
        cross: lane_cross,
        premium_tile,
        premium_line,
        star,
        contact,
        down: dir == Dir::Down,
    }
}

/// The most any play whose word starts on `start` can be worth: for each
/// number of tiles `n` it may lay (on the first `n` empty squares from the
/// start, then through the board letters after them), the rack's `n` best
/// tiles on the best letter premiums of those squares, the board letters,
/// their word premiums and crossing words at their best (the best tile of
/// `rack` that fits; no play gets past a square none fits), the bingo bonus
/// when the whole rack goes down, plus `keep(k)`, the most keeping the
/// other `k` tiles can add. `points` are the rack's tile points, highest
/// first.
fn start_bound(
    lane: &Lane,
    start: usize,
    fewest: usize,
    points: &[u32],
    bingo: Bingo,
    rack: &Rack,
    keep: impl Fn(usize) -> f32,
) -> f32 {
    // The letter premiums of the squares covered so far, highest first.
    let mut premiums = [0u32; SIZE];
    let (mut n, mut board_points, mut word_mult, mut crossing) = (0, 0, 1, 0);
    // The `n` best tiles on those premiums, best on best.
    let mut tiles = 0;
    let mut most = f32::MIN;
    let mut k = start;
    loop {
        while let Some(&Some((_, p))) = lane.fixed.get(k) {
            board_points += p;
            k += 1;
        }
        // Laying the whole rack earns the bingo bonus, where it can spell a
        // word at all.
        let bonus = bingo.bonus(n);
        if let Some(bonus) = bonus.filter(|_| n > 0 && n >= fewest) {
            let score = (tiles + board_points) * word_mult + crossing + bonus;
            most = most.max(score as f32 + keep(points.len() - n));
        }
        if k == SIZE || n == points.len() {
            return most;
        }
        let cross = lane.cross[k];
        // No play from here covers a square no tile of the rack can take.
        let Some(best) = rack.best_on(cross.allowed) else {
            return most;
        };
        let premium = lane.premium_tile[k];
        if premium == 1 {
            // The lowest premium goes last, with the lowest tile.
            premiums[n] = 1;
            tiles += points[n];
        } else {
            let at = premiums[..n].partition_point(|&m| m >= premium);
            premiums.copy_within(at..n, at + 1);
            premiums[at] = premium;
            tiles = points.iter().zip(&premiums[..=n]).map(|(p, m)| p * m).sum();
        }
        word_mult *= lane.premium_line[k];
        if cross.touches {
            crossing += (cross.sum + best * lane.premium_tile[k]) * lane.premium_line[k];
        }
        n += 1;
        k += 1;
    }
}

/// The fewest tiles a play whose word starts on `start` lays: every empty
/// square up to where it first touches the board (or covers the star on
/// the first move), that square included when it is empty.
fn fewest_tiles(lane: &Lane, start: usize, first_move: bool) -> usize {
    let reach = if first_move {
        lane.star
            .filter(|&star| star >= start)
            .map(|star| (star, false))
    } else {
        lane.contact[start].map(|(at, _)| (at, lane.fixed[at].is_some()))
    };
    match reach {
        Some((at, on_a_letter)) => {
            let empty = (start..at).filter(|&k| lane.fixed[k].is_none()).count();
            empty + usize::from(!on_a_letter)
        }
        None => 1,
    }
}

/// The rack by letter: plain tiles of each letter, and blanks.
struct Rack {
    /// Bit `l`: a tile that can show letter `l` is left (any, with a blank).
    usable: u32,
    /// Bit `l`: a plain tile of letter `l` is left.
    plain_letters: u32,
    /// `usable` for the whole rack.
    whole_usable: u32,
    plain: [u8; 26],
    plain_tile: [Option<TileId>; 26],
    points: [u32; 26],
    blanks: u8,
    blank_tile: Option<TileId>,
    left: usize,
    /// Points of the tiles left (blanks score nothing).
    points_left: u32,
    /// The most points any tile of the whole rack is worth.
    best_points: u32,
    /// The tiles left as a part of the rack (see [`KeepTable`]), and what
    /// each letter's plain tile and the blank weigh in it.
    part: usize,
    stride: [usize; 26],
    blank_stride: usize,
    /// The plain letters (a bit each) and their points, best first; the
    /// first `distinct` are the rack's.
    by_points: [(u32, u32); 26],
    distinct: usize,
}

impl Rack {
    /// The most points a tile left can score on a square allowing
    /// `allowed` (a blank scores none); `None` when no tile left fits.
    /// (The points are those of the whole rack's best letter allowed: at
    /// least what the tiles left can score, and found at once.)
    fn best_on(&self, allowed: u32) -> Option<u32> {
        self.best_of(allowed, self.usable)
    }

    /// [`Rack::best_on`] for the whole rack, whatever is left of it.
    fn best_of_whole(&self, allowed: u32) -> Option<u32> {
        self.best_of(allowed, self.whole_usable)
    }

    /// The best letter's points among those `allowed`, unless none of the
    /// letters `usable` is.
    fn best_of(&self, allowed: u32, usable: u32) -> Option<u32> {
        if allowed & usable == 0 {
            return None;
        }
        let best = self.by_points[..self.distinct]
            .iter()
            .find(|&&(bit, _)| allowed & bit != 0);
        Some(best.map_or(0, |&(_, points)| points))
    }

    /// Lists the rack's letters by points, best first, for [`Rack::best_on`].
    fn sort_by_points(&mut self) {
        self.distinct = 0;
        for l in 0..26 {
            if self.plain[l] > 0 {
                self.by_points[self.distinct] = (1 << l, self.points[l]);
                self.distinct += 1;
            }
        }
        self.by_points[..self.distinct].sort_unstable_by_key(|&(_, points)| Reverse(points));
    }

    fn refresh_usable(&mut self) {
        self.usable = if self.blanks > 0 {
            ANY_LETTER
        } else {
            self.plain_letters
        };
    }

    fn take(&mut self, letter: usize, blank: bool) {
        self.left -= 1;
        self.part -= if blank {
            self.blank_stride
        } else {
            self.stride[letter]
        };
        if !blank {
            self.points_left -= self.points[letter];
        }
        if blank {
            self.blanks -= 1;
            if self.blanks == 0 {
                self.refresh_usable();
            }
        } else {
            self.plain[letter] -= 1;
            if self.plain[letter] == 0 {
                self.plain_letters &= !(1 << letter);
                if self.blanks == 0 {
                    self.usable &= !(1 << letter);
                }
            }
        }
    }

    /// Undoes [`Rack::take`]; `usable` is what it was before.
    fn put_back(&mut self, letter: usize, blank: bool, usable: u32) {
        self.left += 1;
        self.part += if blank {
            self.blank_stride
        } else {
            self.stride[letter]
        };
        if !blank {
            self.points_left += self.points[letter];
        }
        if blank {
            self.blanks += 1;
        } else {
            self.plain[letter] += 1;
            self.plain_letters |= 1 << letter;
        }
        self.usable = usable;
    }
}

/// Rack letters that begin some word, before the word reaches the board:
/// they depend only on the rack, so they are listed once per generation
/// and tried at every start square, rather than searched again each time.
#[derive(Clone, Copy)]
struct LeftPart {
    /// Where the graph stands after them.
    node: Node,
    /// The letters that may follow (kept here: it is asked of every part).
    follow: u32,
    letters: [u8; 7],
    /// Bit `k`: the `k`-th tile is a blank.
    blanks: u8,
    /// What its tiles weigh in the rack's part (see [`KeepTable`]) and
    /// their points.
    stride: usize,
    points: u32,
}

/// Every beginning of a word the rack can lay, by length (index 0: none),
/// up to `longest` letters.
fn left_parts(lexicon: &Lexicon, rack: &mut Rack, longest: usize, out: &mut Vec<Vec<LeftPart>>) {
    fn extend(
        lexicon: &Lexicon,
        rack: &mut Rack,
        part: LeftPart,
        (len, longest): (usize, usize),
        out: &mut Vec<Vec<LeftPart>>,
    ) {
        if rack.left == 0 || len == part.letters.len() || len == longest {
            return;
        }
        for branch in lexicon.arcs(part.node) {
            let l = branch.letter as usize;
            // A beginning must go on: a node with no letters after it ends here.
            let follow = lexicon.follow(branch.next);
            if rack.usable & (1 << l) == 0 || follow == 0 {
                continue;
            }
            for blank in [false, true] {
                let available = if blank {
                    rack.blanks > 0
                } else {
                    rack.plain[l] > 0
                };
                if !available {
                    continue;
                }
                let usable = rack.usable;
                let (part_before, points_before) = (rack.part, rack.points_left);
                rack.take(l, blank);
                let mut next = part;
                next.stride += part_before - rack.part;
                next.points += points_before - rack.points_left;
                next.node = branch.next;
                next.follow = follow;
                next.letters[len] = l as u8;
                if blank {
                    next.blanks |= 1 << len;
                }
                out[len + 1].push(next);
                extend(lexicon, rack, next, (len + 1, longest), out);
                rack.put_back(l, blank, usable);
            }
        }
    }
    out.resize_with(rack.left + 1, Vec::new);
    for list in out.iter_mut() {
        list.clear();
    }
    let empty = LeftPart {
        node: lexicon.root(),
        follow: 0,
        letters: [0; 7],
        blanks: 0,
        stride: 0,
        points: 0,
    };
    extend(lexicon, rack, empty, (0, longest), out);
}

/// The bonus for laying the whole rack, at a start square where that may
/// spell a word.
#[derive(Clone, Copy)]
struct Bingo {
    rack_size: usize,
    /// `None` where laying the whole rack cannot spell a word (see
    /// [`Bingos`]).
    bonus: Option<u32>,
}

impl Bingo {
    /// The bonus of a play laying `laid` tiles; `None` when it lays the
    /// whole rack where that cannot spell a word (no such play).
    fn bonus(self, laid: usize) -> Option<u32> {
        if laid >= self.rack_size {
            self.bonus
        } else {
            Some(0)
        }
    }
}

/// Which start squares a play laying the whole rack may spell a word from:
/// such a play covers the first `rack_size` empty squares from the start
/// and the board letters between and right after them, so its word is
/// made of exactly the rack's letters and those board letters, in some
/// order — the word list's anagram filter says whether any word is. A
/// bingo rack could otherwise reach the bonus from nearly every start.
#[derive(Default)]
struct Bingos {
    /// The key of the rack's plain letters, and its blanks (any letter).
    rack: Key,
    blanks: u8,
    /// Whether the rack is full (else no play lays `rack_size` tiles).
    full: bool,
    /// The answer for each collection of board letters met this search.
    known: Vec<(Key, bool)>,
}

impl Bingos {
    fn rack(&mut self, rack: &Rack, rack_size: usize) {
        self.rack = (0..26)
            .flat_map(|l| std::iter::repeat_n(l as u8, rack.plain[l] as usize))
            .map(letter_key)
            .fold(0, Key::wrapping_add);
        self.blanks = rack.blanks;
        self.full = rack.left >= rack_size;
        self.known.clear();
    }

    /// Whether a play from `start` on `lane` laying `rack_size` tiles may
    /// spell a word (never false when one does).
    fn may_fit(&mut self, lexicon: &Lexicon, lane: &Lane, start: usize, rack_size: usize) -> bool {
        if !self.full {
            return false;
        }
        let Some(board) = board_letters_of_whole_rack(lane, start, rack_size) else {
            return false;
        };
        if let Some(&(_, fits)) = self.known.iter().find(|(key, _)| *key == board) {
            return fits;
        }
        let letters = self.rack.wrapping_add(board);
        let fits = match self.blanks {
            0 => lexicon.may_spell(letters),
            1 => (0..26).any(|a| lexicon.may_spell(letters.wrapping_add(letter_key(a)))),
            _ => (0..26).any(|a| {
                let one = letters.wrapping_add(letter_key(a));
                (a..26).any(|b| lexicon.may_spell(one.wrapping_add(letter_key(b))))
            }),
        };
        self.known.push((board, fits));
        fits
    }
}

/// The key of the board letters a play from `start` laying `tiles` tiles
/// spells its word with (see [`Bingos`]); `None` when the lane has fewer
/// empty squares from there.
fn board_letters_of_whole_rack(lane: &Lane, start: usize, tiles: usize) -> Option<Key> {
    let (mut key, mut laid, mut k) = (0 as Key, 0, start);
    while laid < tiles {
        match lane.fixed.get(k)? {
            Some((letter, _)) => key = key.wrapping_add(letter_key(*letter)),
            None => laid += 1,
        }
        k += 1;
    }
    while let Some(&Some((letter, _))) = lane.fixed.get(k) {
        key = key.wrapping_add(letter_key(letter));
        k += 1;
    }
    Some(key)
}

/// What the word generator keeps between generations so that a search
/// allocates nothing once warm: the word beginnings' lists, the crossing
/// constraints, the lanes and the start squares.
#[derive(Default)]
pub struct Scratch {
    parts: Vec<Vec<LeftPart>>,
    /// How long the beginnings in `parts` are listed up to: a bounded search
    /// walks few starts, and beginnings grow in number with their length,
    /// so each length is listed when a start first needs it.
    parts_listed: usize,
    cross: Vec<Cross>,
    lanes: Vec<Lane>,
    /// What `lanes` were built for: a search of the same board under the
    /// same rules (another rack: the simulation's replies, the endgame's
    /// positions met again) reuses them and their crossing constraints.
    built_for: Option<Built>,
    /// Start squares: their bound, lane, square and bingo bonus.
    starts: Vec<(f32, usize, usize, Bingo)>,
    bingos: Bingos,
    steps: Box<Steps>,
    /// A walk's tiles laid so far.
    placed: Vec<Placement>,
    /// The anchors of a search from the board's letters (see [`anchored`]).
    anchors: Vec<anchored::Anchor>,
}

/// The board and rules lanes were built for, and whether that board was
/// an empty one searched across only.
struct Built {
    board: Board,
    /// Held, so that no other word list can take its place in memory.
    lexicon: Arc<Lexicon>,
    tiles: TileSetId,
    layout: LayoutId,
    mirrored: bool,
}

impl Built {
    fn serves(&self, rules: &Rules, lexicon: &Arc<Lexicon>, board: &Board) -> bool {
        Arc::ptr_eq(&self.lexicon, lexicon)
            && self.tiles == rules.tiles.id
            && self.layout == rules.layout.id
            && self.board == *board
    }
}

impl Acc {
    /// Nothing laid yet.
    const EMPTY: Acc = Acc {
        main_sum: 0,
        main_mult: 1,
        cross_total: 0,
        contact: false,
        star: false,
    };
}

#[derive(Clone, Copy)]
struct Acc {
    main_sum: u32,
    main_mult: u32,
    cross_total: u32,
    contact: bool,
    star: bool,
}

/// The rack as a walk would hold it: tiles and points left, its part of
/// the whole rack, and how many tiles are already placed.
#[derive(Clone, Copy)]
struct Left {
    tiles: usize,
    part: usize,
    points: u32,
    placed: usize,
}

struct Walk<'a, F: FnMut(Move)> {
    lexicon: &'a Lexicon,
    lane: &'a Lane,
    rack: &'a mut Rack,
    /// The tiles laid so far (empty when a walk starts).
    placed: &'a mut Vec<Placement>,
    bingo: Bingo,
    first_move: bool,
    emit: &'a mut F,
    /// Plays worth less than this (score plus `extra`) are not wanted.
    threshold: &'a Cell<f32>,
    /// The most the tiles kept can add to a play's value.
    keep: Keep<'a>,
    /// The lane's steps (see [`Step`]).
    steps: &'a mut Steps,
}

impl<F: FnMut(Move)> Walk<'_, F> {
    fn walk(&mut self, start: usize, i: usize, node: Node, acc: Acc) {
        if i == SIZE || self.cannot_reach_threshold(i, node, acc) {
            return;
        }
        self.walk_on(start, i, node, acc);
    }

    /// [`Walk::walk`] once the bound has let square `i` through.
    fn walk_on(&mut self, start: usize, i: usize, node: Node, acc: Acc) {
        let lane = self.lane;
        if let Some((letter, points)) = lane.fixed[i] {
            let Some(branch) = self.lexicon.step(node, letter) else {
                return;
            };
            let acc = Acc {
                main_sum: acc.main_sum + points,
                contact: true,
                ..acc
            };
            self.arrive(start, i, branch.terminal, acc);
            self.walk(start, i + 1, branch.next, acc);
            return;
        }
        if self.rack.left == 0 {
            return;
        }
        if self.first_move {
            match lane.star {
                Some(star) if acc.star || (star >= i && star - i < self.rack.left) => {}
                _ => return,
            }
        }
        let cross = lane.cross[i];
        let wanted = cross.allowed & self.rack.usable;
        if wanted == 0 {
            return;
        }
        let (tm, lm) = (lane.premium_tile[i], lane.premium_line[i]);
        for branch in self.lexicon.arcs(node) {
            let l = branch.letter as usize;
            if wanted & (1 << l) == 0 {
                continue;
            }
            for blank in [false, true] {
                let (tile, points) = if blank {
                    match self.rack.blank_tile {
                        Some(tile) if self.rack.blanks > 0 => (tile, 0),
                        _ => continue,
                    }
                } else {
                    match self.rack.plain_tile[l] {
                        Some(tile) if self.rack.plain[l] > 0 => (tile, self.rack.points[l]),
                        _ => continue,
                    }
                };
                let usable = self.rack.usable;
                self.rack.take(l, blank);
                self.placed.push(Placement {
                    pos: lane.cells[i],
                    tile,
                    face: Face(l as u8),
                });
                let next = Acc {
                    main_sum: acc.main_sum + points * tm,
                    main_mult: acc.main_mult * lm,
                    cross_total: acc.cross_total
                        + if cross.touches {
                            (cross.sum + points * tm) * lm
                        } else {
                            0
                        },
                    contact: acc.contact || cross.touches,
                    star: acc.star || lane.star == Some(i),
                };
                self.arrive(start, i, branch.terminal, next);
                self.walk(start, i + 1, branch.next, next);
                self.placed.pop();
                self.rack.put_back(l, blank, usable);
            }
        }
    }

    /// Whether every play growing from here, the graph at `node` before
    /// square `i`, falls short of the threshold: for each number of tiles
    /// it may still lay (on the next empty squares) where a word of the
    /// list can end, the tiles left on the best letter premium among them,
    /// the board letters up to where the word would end, every word premium
    /// and crossing word covered, the bingo bonus if the whole rack goes
    /// down, and the most the tiles then kept can add.
    fn cannot_reach_threshold(&mut self, i: usize, node: Node, acc: Acc) -> bool {
        let rack = Left {
            tiles: self.rack.left,
            part: self.rack.part,
            points: self.rack.points_left,
            placed: self.placed.len(),
        };
        self.cannot_reach(i, node, acc, rack)
    }

    /// [`Walk::cannot_reach_threshold`] with the rack as `rack` says.
    fn cannot_reach(&mut self, i: usize, node: Node, acc: Acc, rack: Left) -> bool {
        let threshold = self.threshold.get();
        if threshold == f32::MIN {
            return false;
        }
        // The word from square `i` on ends after `len` more letters, and
        // some word must go on from `node` for exactly that many.
        let lengths = self.lexicon.word_lengths(node);
        let usable = self.rack.usable;
        let steps = self.steps.at(self.lane, i, self.rack);
        for (used, step) in steps.iter().enumerate().take(rack.tiles + 1) {
            // A square no tile left can take ends every play here.
            if used > 0 && step.need & usable == 0 {
                return true;
            }
            let laid = rack.placed + used;
            if laid == 0 || step.len == 0 || lengths & (1 << step.len) == 0 {
                continue;
            }
            let Some(bingo) = self.bingo.bonus(laid) else {
                // No such play: neither this one nor any longer.
                return true;
            };
            let tiles = if used == 0 {
                0
            } else {
                (rack.points + step.bonus).min(rack.points * step.premium)
            };
            let most = (acc.main_sum + step.board + tiles) * acc.main_mult * step.word_mult
                + acc.cross_total
                + step.crossing
                + bingo;
            if most as f32 + self.keep.get(rack.part, rack.tiles - used) >= threshold {
                return false;
            }
        }
        true
    }

    /// Words from `start` that first touch the board at `at`: each listed
    /// beginning of that length that can go on with the letter demanded
    /// there is laid on the empty squares between, then the walk goes on.
    fn through_left_parts(&mut self, start: usize, at: usize, letters: u32, parts: &[LeftPart]) {
        let lane = self.lane;
        for part in parts {
            let next = part.follow & letters;
            if next == 0 {
                continue;
            }
            let len = at - start;
            let mut acc = Acc::EMPTY;
            for k in 0..len {
                let (l, blank) = (part.letters[k] as usize, part.blanks & (1 << k) != 0);
                let points = if blank { 0 } else { self.rack.points[l] };
                acc.main_sum += points * lane.premium_tile[start + k];
                acc.main_mult *= lane.premium_line[start + k];
            }
            // Most beginnings lead nowhere worth having: judge before laying.
            let after = Left {
                tiles: self.rack.left - len,
                part: self.rack.part - part.stride,
                points: self.rack.points_left - part.points,
                placed: self.placed.len() + len,
            };
            if self.cannot_reach(at, part.node, acc, after) {
                continue;
            }
            let mut usable = [0u32; 7];
            for (k, saved) in usable.iter_mut().enumerate().take(len) {
                let (l, blank) = (part.letters[k] as usize, part.blanks & (1 << k) != 0);
                let sq = start + k;
                *saved = self.rack.usable;
                self.rack.take(l, blank);
                let tile = if blank {
                    self.rack.blank_tile
                } else {
                    self.rack.plain_tile[l]
                };
                self.placed.push(Placement {
                    pos: lane.cells[sq],
                    tile: tile.expect("a listed beginning uses rack tiles"),
                    face: Face(l as u8),
                });
            }
            // The demanded letter must also be one the rack still has, unless
            // the board holds it.
            if lane.fixed[at].is_some() || next & self.rack.usable != 0 {
                // Judged above, with the rack as it is now.
                self.walk_on(start, at, part.node, acc);
            }
            for k in (0..len).rev() {
                self.placed.pop();
                let (l, blank) = (part.letters[k] as usize, part.blanks & (1 << k) != 0);
                self.rack.put_back(l, blank, usable[k]);
            }
        }
    }

    /// The word has reached square `i`: emit it if it may end here.
    fn arrive(&mut self, start: usize, i: usize, terminal: bool, acc: Acc) {
        let lane = self.lane;
        let ends_here = i + 1 == SIZE || lane.fixed[i + 1].is_none();
        if !terminal || !ends_here || self.placed.is_empty() || i == start {
            return;
        }
        let attached = if self.first_move {
            acc.star
        } else {
            acc.contact
        };
        if !attached {
            return;
        }
        if lane.down && self.placed.len() == 1 {
            let only = self.placed[0].pos;
            let k = lane.cells.iter().position(|&c| c == only).expect("in lane");
            if lane.cross[k].touches {
                return;
            }
        }
        let bingo = self.bingo.bonus(self.placed.len()).unwrap_or(0);
        let score = acc.main_sum * acc.main_mult + acc.cross_total + bingo;
        if (score as f32) + self.keep.get(self.rack.part, self.rack.left) < self.threshold.get() {
            return;
        }
        (self.emit)(Move {
            placements: Tiles::from_slice(self.placed),
            score: acc.main_sum * acc.main_mult + acc.cross_total + bingo,
        });
    }
}

/// The bounded search once the board holds tiles: each anchor's bound,
/// then the anchors walked best first with the GADDAG until none can reach
/// the threshold (see [`anchored`]).
#[allow(clippy::too_many_arguments)]
fn from_anchors(
    rules: &Rules,
    lexicon: &Lexicon,
    gaddag: &Gaddag,
    rack: &mut Rack,
    points: &[u32],
    keep: Keep,
    scratch: &mut Scratch,
    bound: Bound,
    stop: &mut dyn FnMut() -> bool,
    emit: &mut impl FnMut(Move),
) -> bool {
    scratch.anchors.clear();
    for (k, lane) in scratch.lanes.iter().enumerate() {
        anchored::lane_anchors(lane, k, &mut scratch.anchors);
    }
    let mut judge = anchored::Judge {
        lexicon,
        rack,
        points,
        keep,
        bingos: &mut scratch.bingos,
        rack_size: rules.rack_size,
        bingo_bonus: rules.bingo_bonus,
    };
    for anchor in &mut scratch.anchors {
        anchor.most = judge.most(&scratch.lanes[anchor.lane], anchor);
    }
    scratch.anchors.sort_unstable_by(|a, b| {
        b.most
            .total_cmp(&a.most)
            .then((a.lane, a.last).cmp(&(b.lane, b.last)))
    });
    for (n, &anchor) in scratch.anchors.iter().enumerate() {
        if anchor.most < bound.threshold.get() {
            // Sorted: no anchor after this one can reach the threshold.
            break;
        }
        if n % 16 == 0 && stop() {
            return false;
        }
        scratch.placed.clear();
        anchored::Walk {
            gaddag,
            lane: &scratch.lanes[anchor.lane],
            anchor,
            rack,
            placed: &mut scratch.placed,
            rack_size: rules.rack_size,
            bingo_bonus: rules.bingo_bonus,
            emit,
            threshold: bound.threshold,
            keep,
        }
        .run();
    }
    true
}

/// What a play growing from a square adds once it lays `n` more tiles
/// there (index `n`): they depend on the lane and the whole rack alone, so
/// each square's are worked out once a walk, and judging a beginning costs
/// a lookup for each number of tiles.
#[derive(Clone, Copy, Default)]
struct Step {
    /// The letters the `n`-th square takes (its crossing word's).
    need: u32,
    /// How many letters the word goes on for: the squares covered and the
    /// board letters after them.
    len: usize,
    /// The board letters' points, and the word premiums covered.
    board: u32,
    word_mult: u32,
    /// A tile on a letter premium `m` adds its points `m - 1` times again:
    /// at most the rack's best tile's, for each such square (`bonus`), and
    /// at most all tiles' times the best premium (`premium`).
    bonus: u32,
    premium: u32,
    /// The crossing words formed, each with the best tile that fits.
    crossing: u32,
}

/// The longest play from a square: a rack's worth of tiles.
const STEPS: usize = 8;

/// The steps of every square of a lane walked, worked out when first asked.
struct Steps {
    /// Bit `i`: square `i`'s are worked out.
    known: u16,
    /// How many of each square's are possible (the lane may end first, or
    /// come to a square no tile of the rack can take).
    count: [usize; SIZE],
    steps: [[Step; STEPS]; SIZE],
}

impl Default for Steps {
    fn default() -> Steps {
        Steps {
            known: 0,
            count: [0; SIZE],
            steps: [[Step::default(); STEPS]; SIZE],
        }
    }
}

impl Steps {
    /// Forgets every square's (another lane, or another rack).
    fn clear(&mut self) {
        self.known = 0;
    }

    /// Square `i`'s steps on `lane` for the whole rack `rack`.
    fn at(&mut self, lane: &Lane, i: usize, rack: &Rack) -> &[Step] {
        if self.known & (1 << i) == 0 {
            self.known |= 1 << i;
            self.count[i] = steps_from(lane, i, rack, &mut self.steps[i]);
        }
        &self.steps[i][..self.count[i]]
    }
}

/// Fills `out` with the steps from square `i` (see [`Step`]); returns how
/// many are possible.
fn steps_from(lane: &Lane, i: usize, rack: &Rack, out: &mut [Step; STEPS]) -> usize {
    let mut step = Step {
        need: ANY_LETTER,
        len: 0,
        board: 0,
        word_mult: 1,
        bonus: 0,
        premium: 1,
        crossing: 0,
    };
    let mut k = i;
    for (n, slot) in out.iter_mut().enumerate() {
        while let Some(&Some((_, p))) = lane.fixed.get(k) {
            step.board += p;
            k += 1;
        }
        step.len = k - i;
        *slot = step;
        if k == SIZE {
            return n + 1;
        }
        let cross = lane.cross[k];
        step.need = ANY_LETTER;
        if cross.touches {
            let Some(best_there) = rack.best_of_whole(cross.allowed) else {
                return n + 1;
            };
            step.need = cross.allowed;
            step.crossing += (cross.sum + best_there * lane.premium_tile[k]) * lane.premium_line[k];
        }
        step.bonus += rack.best_points * (lane.premium_tile[k] - 1);
        step.premium = step.premium.max(lane.premium_tile[k]);
        step.word_mult *= lane.premium_line[k];
        k += 1;
    }
    STEPS
}

/// The most the tiles kept can add to a play's value, by the tiles not
/// yet placed (a part of the rack) and how many of them stay.
#[derive(Clone, Copy)]
struct Keep<'a> {
    table: Option<&'a KeepTable>,
    /// At most what keeping any part of the whole rack adds.
    within: f32,
}

impl<'a> Keep<'a> {
    fn new(rack: &[TileId], extra: Extra<'a>) -> Keep<'a> {
        let mut whole_rack: Vec<(TileId, u8)> = Vec::new();
        for &t in rack {
            match whole_rack.iter_mut().find(|(k, _)| *k == t) {
                Some((_, c)) => *c += 1,
                None => whole_rack.push((t, 1)),
            }
        }
        Keep {
            table: extra.keep,
            within: (extra.within)(&whole_rack),
        }
    }

    fn get(&self, part: usize, kept: usize) -> f32 {
        self.table
            .map_or(self.within, |table| table.get(part, kept).min(self.within))
    }
}

/// On an empty board that is the same seen across its diagonal, every
/// down play is an across play turned over: only across plays are
/// searched, and each is emitted both ways.
fn is_mirrored(rules: &Rules, board: &Board) -> bool {
    let transpose = |p: Pos| Pos::new(p.col as usize, p.row as usize);
    board.is_empty()
        && rules.layout.star == transpose(rules.layout.star)
        && (0..CELLS).all(|i| {
            let p = Pos::from_index(i);
            rules.layout.premium(p) == rules.layout.premium(transpose(p))
        })
}

/// The lanes of `board` a word may be laid along, with their crossing
/// constraints: those through the star on an empty board (across only
/// when `mirrored`), else those touching a tile.
fn build_lanes(
    rules: &Rules,
    lexicon: &Lexicon,
    board: &Board,
    mirrored: bool,
    scratch: &mut Scratch,
) {
    let first_move = board.is_empty();
    let dirs: &[Dir] = if mirrored {
        &[Dir::Across]
    } else {
        &[Dir::Across, Dir::Down]
    };
    scratch.lanes.clear();
    for &dir in dirs {
        cross_checks(rules, lexicon, board, dir, &mut scratch.cross);
        for index in 0..SIZE {
            let lane = lane(rules, board, dir, index, &scratch.cross);
            let useful = if first_move {
                lane.star.is_some()
            } else {
                lane.contact[0].is_some()
            };
            if useful {
                scratch.lanes.push(lane);
            }
        }
    }
}

/// Calls `emit` once for every legal Crossword play of `rack` on `board`
/// (judged by the rules' word list)
/// that can reach the bound's threshold (score plus at most its `extra`
/// for the tiles kept); every play at or above the final threshold is
/// emitted. `stop` is asked now and then. Returns whether it finished.
pub fn generate(
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    scratch: &mut Scratch,
    bound: Bound,
    stop: &mut dyn FnMut() -> bool,
    mut emit: impl FnMut(Move),
) -> bool {
    // Without a word list no word can be judged: nothing to list.
    let Some(words) = rules.lexicon.as_ref() else {
        return true;
    };
    let lexicon: &Lexicon = words;
    let mut kinds = Rack {
        usable: 0,
        plain_letters: 0,
        whole_usable: 0,
        plain: [0; 26],
        plain_tile: [None; 26],
        points: [0; 26],
        blanks: 0,
        blank_tile: None,
        left: rack.len(),
        points_left: 0,
        best_points: 0,
        part: 0,
        stride: [0; 26],
        blank_stride: 0,
        by_points: [(0, 0); 26],
        distinct: 0,
    };
    for &tile in rack {
        let kind = rules.tiles.kind(tile);
        let stride = bound.extra.keep.map_or(0, |table| table.stride(tile));
        kinds.part += stride;
        if kind.blank {
            kinds.blanks += 1;
            kinds.blank_tile = Some(tile);
            kinds.blank_stride = stride;
        } else if let Some(face) = kind.fixed_face() {
            let l = face.0 as usize;
            kinds.stride[l] = stride;
            kinds.plain[l] += 1;
            kinds.plain_letters |= 1 << l;
            kinds.plain_tile[l] = Some(tile);
            kinds.points[l] = kind.points as u32;
            kinds.points_left += kind.points as u32;
            kinds.best_points = kinds.best_points.max(kind.points as u32);
        }
    }
    kinds.refresh_usable();
    kinds.whole_usable = kinds.usable;
    kinds.sort_by_points();
    let first_move = board.is_empty();
    scratch.parts.clear();
    scratch.parts_listed = 0;
    if !scratch
        .built_for
        .as_ref()
        .is_some_and(|built| built.serves(rules, words, board))
    {
        let mirrored = is_mirrored(rules, board);
        build_lanes(rules, lexicon, board, mirrored, scratch);
        scratch.built_for = Some(Built {
            board: board.clone(),
            lexicon: words.clone(),
            tiles: rules.tiles.id,
            layout: rules.layout.id,
            mirrored,
        });
    }
    let mirrored = scratch.built_for.as_ref().is_some_and(|b| b.mirrored);
    let transpose = |p: Pos| Pos::new(p.col as usize, p.row as usize);
    let mut emit = |play: Move| {
        if mirrored {
            let turned = Move {
                placements: Tiles::from_slice(
                    &play
                        .placements
                        .iter()
                        .map(|p| Placement {
                            pos: transpose(p.pos),
                            ..*p
                        })
                        .collect::<Vec<_>>(),
                ),
                score: play.score,
            };
            emit(play);
            emit(turned);
        } else {
            emit(play);
        }
    };
    // Every square a word may start on, with the most a play from there
    // can score, most promising first: good plays found early raise the
    // threshold, and starts that cannot reach it are never walked.
    let mut points: Vec<u32> = rack
        .iter()
        .map(|&t| rules.tiles.kind(t).points as u32)
        .collect();
    points.sort_unstable_by(|a, b| b.cmp(a));
    let keep = Keep::new(rack, bound.extra);
    scratch.bingos.rack(&kinds, rules.rack_size);
    if !first_move {
        let gaddag = Gaddag::shared(words);
        return from_anchors(
            rules, lexicon, &gaddag, &mut kinds, &points, keep, scratch, bound, stop, &mut emit,
        );
    }
    scratch.starts.clear();
    for (k, lane) in scratch.lanes.iter().enumerate() {
        for start in 0..SIZE {
            let opens = start == 0 || lane.fixed[start - 1].is_none();
            if opens && (first_move || lane.contact[start].is_some()) {
                let bingo = Bingo {
                    rack_size: rules.rack_size,
                    bonus: scratch
                        .bingos
                        .may_fit(lexicon, lane, start, rules.rack_size)
                        .then_some(rules.bingo_bonus),
                };
                let most = start_bound(
                    lane,
                    start,
                    fewest_tiles(lane, start, first_move),
                    &points,
                    bingo,
                    &kinds,
                    |kept| keep.get(kinds.part, kept),
                );
                scratch.starts.push((most, k, start, bingo));
            }
        }
    }
    scratch
        .starts
        .sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    for (n, &(most, k, start, bingo)) in scratch.starts.iter().enumerate() {
        if most < bound.threshold.get() {
            // Sorted: no start after this one can reach the threshold either.
            break;
        }
        if n % 16 == 0 && stop() {
            return false;
        }
        let lane = &scratch.lanes[k];
        if let Some((at, _)) = lane.contact[start]
            && !first_move
            && at - start > scratch.parts_listed
        {
            scratch.parts_listed = at - start;
            left_parts(
                lexicon,
                &mut kinds,
                scratch.parts_listed,
                &mut scratch.parts,
            );
        }
        let mut walk = Walk {
            lexicon,
            lane,
            rack: &mut kinds,
            placed: &mut scratch.placed,
            bingo,
            first_move,
            emit: &mut emit,
            threshold: bound.threshold,
            keep,
            steps: &mut scratch.steps,
        };
        walk.steps.clear();
        walk.placed.clear();
        if first_move {
            walk.walk(start, start, lexicon.root(), Acc::EMPTY);
            continue;
        }
        match lane.contact[start] {
            Some((at, letters)) if at > start => {
                if let Some(listed) = scratch.parts.get(at - start) {
                    walk.through_left_parts(start, at, letters, listed);
                }
            }
            Some(_) => walk.walk(start, start, lexicon.root(), Acc::EMPTY),
            // Nothing to touch from here on.
            None => {}
        }
    }
    true
}
