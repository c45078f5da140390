//! Every legal Crossword play for a rack on a board, with its score.
//!
//! What both searches share is worked out here: which letters each square
//! takes from the word crossing it (and what that word scores), each row
//! and column as a lane of squares, the rack by letter. The first move's
//! plays are walked from their first square with the word graph
//! ([`opening`]); once the board holds tiles, from the board's letters
//! with the GADDAG ([`anchored`]). Both search the most promising places
//! first and skip those whose best possible value cannot reach the
//! threshold.

mod anchored;
mod opening;

use crate::gaddag::{GNode, Gaddag, SEPARATOR};
use crate::plays::{Bound, Extra, KeepTable, Move, lane_squares};
use krada_engine::anagram::{Key, letter_key};
use krada_engine::board::Board;
use krada_engine::layout::{CELLS, Dir, LayoutId, Pos, SIZE};
use krada_engine::lexicon::Lexicon;
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

impl Cross {
    /// An empty square with no crossing neighbour: any letter goes.
    const OPEN: Cross = Cross {
        touches: false,
        allowed: ANY_LETTER,
        sum: 0,
    };
}

/// The crossing constraints of every square, for words along `dir`.
fn cross_checks(rules: &Rules, gaddag: &Gaddag, board: &Board, dir: Dir, out: &mut Vec<Cross>) {
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
        // Most squares have no crossing neighbour: any letter goes.
        let neighbour = |sign: isize| pos.step(perp, sign).is_some_and(|q| board.is_occupied(q));
        if !neighbour(-1) && !neighbour(1) {
            return Cross::OPEN;
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
        let (before, after) = (&before[..before_len], &after[..after_len]);
        Cross {
            touches: true,
            allowed: crossing_letters(gaddag, before, after),
            sum: before_sum + after_sum,
        }
    });
    out.clear();
    out.extend(squares);
}

/// The letters `x` that make `before`, `x`, `after` a word, read from the
/// GADDAG: with letters after the square, from the last of them backwards
/// (then `x` must end a string, or the letters before follow it); with
/// letters before only, from the last of those backwards, then the
/// separator (then `x` must end a string).
fn crossing_letters(gaddag: &Gaddag, before: &[u8], after: &[u8]) -> u32 {
    // Follows `letters` backwards from `from`: where it ends, and whether
    // a string ends with the last.
    let walk = |from: GNode, letters: &[u8]| {
        letters
            .iter()
            .rev()
            .try_fold((from, false), |(node, _), &letter| {
                gaddag
                    .step(node, letter)
                    .map(|arc| (arc.next, arc.terminal))
            })
    };
    if after.is_empty() {
        // ...B x: the string B reversed, the separator, x.
        let Some((node, _)) = walk(gaddag.root(), before) else {
            return 0;
        };
        return gaddag
            .step(node, SEPARATOR)
            .map_or(0, |arc| gaddag.ends(arc.next) & ANY_LETTER);
    }
    // x A or B x A: A reversed, then x, then B reversed.
    let Some((node, _)) = walk(gaddag.root(), after) else {
        return 0;
    };
    if before.is_empty() {
        return gaddag.ends(node) & ANY_LETTER;
    }
    let mut allowed = 0;
    for arc in gaddag.arcs_in(node, ANY_LETTER) {
        if let Some((_, true)) = walk(arc.next, before) {
            allowed |= 1 << arc.symbol;
        }
    }
    allowed
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
    Lane {
        cells,
        fixed,
        cross: lane_cross,
        premium_tile,
        premium_line,
        star,
        down: dir == Dir::Down,
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

    /// The tile that shows `letter`, a blank or a plain one, and its points,
    /// if the rack still has one.
    fn tile_for(&self, letter: usize, blank: bool) -> Option<(TileId, u32)> {
        if blank {
            self.blank_tile
                .filter(|_| self.blanks > 0)
                .map(|tile| (tile, 0))
        } else {
            self.plain_tile[letter]
                .filter(|_| self.plain[letter] > 0)
                .map(|tile| (tile, self.points[letter]))
        }
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
/// allocates nothing once warm: the crossing constraints, the lanes, the
/// first move's start squares and the later moves' anchors.
#[derive(Default)]
pub struct Scratch {
    cross: Vec<Cross>,
    lanes: Vec<Lane>,
    /// What `lanes` were built for: a search of the same board under the
    /// same rules (another rack: the simulation's replies, the endgame's
    /// positions met again) reuses them and their crossing constraints.
    built_for: Option<Built>,
    /// Start squares: their bound, lane, square and bingo bonus.
    starts: Vec<(f32, usize, usize, Bingo)>,
    bingos: Bingos,
    steps: Box<opening::Steps>,
    /// A first move's walk: the tiles laid so far.
    placed: Vec<Placement>,
    /// The anchors of a search from the board's letters (see [`anchored`]).
    anchors: Vec<anchored::Anchor>,
    /// The spans of the anchor walked (see [`anchored::Spans`]).
    spans: Box<anchored::Spans>,
}

/// The board and rules lanes were built for, and whether that board was
/// an empty one searched across only.
struct Built {
    board: Board,
    /// Held, so that no other word list can take its place in memory.
    lexicon: Arc<Lexicon>,
    /// That word list's GADDAG, for a board holding tiles: looked up once
    /// for the lanes, not at every search of them.
    gaddag: Option<Arc<Gaddag>>,
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
    /// The play once a tile worth `points` is laid on empty square `i` of
    /// `lane`: in the word, and in the word crossing it if there is one.
    fn with_tile(self, lane: &Lane, i: usize, points: u32) -> Acc {
        let (cross, tm, lm) = (lane.cross[i], lane.premium_tile[i], lane.premium_line[i]);
        let crossing = if cross.touches {
            (cross.sum + points * tm) * lm
        } else {
            0
        };
        Acc {
            main_sum: self.main_sum + points * tm,
            main_mult: self.main_mult * lm,
            cross_total: self.cross_total + crossing,
            ..self
        }
    }

    /// Nothing laid yet.
    const EMPTY: Acc = Acc {
        main_sum: 0,
        main_mult: 1,
        cross_total: 0,
        star: false,
    };
}

#[derive(Clone, Copy)]
struct Acc {
    main_sum: u32,
    main_mult: u32,
    cross_total: u32,
    star: bool,
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
/// when `mirrored`), else those touching a tile (the crossing letters read
/// from `gaddag`, which an empty board does not need).
fn build_lanes(
    rules: &Rules,
    gaddag: Option<&Gaddag>,
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
        match gaddag {
            Some(gaddag) => cross_checks(rules, gaddag, board, dir, &mut scratch.cross),
            None => {
                debug_assert!(first_move, "a board with tiles has crossing words");
                scratch.cross.clear();
                scratch.cross.resize(CELLS, Cross::OPEN);
            }
        }
        for index in 0..SIZE {
            let lane = lane(rules, board, dir, index, &scratch.cross);
            let useful = if first_move {
                lane.star.is_some()
            } else {
                let touching = |k: usize| lane.fixed[k].is_some() || lane.cross[k].touches;
                (0..SIZE).any(touching)
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
    let mut rack_left = Rack {
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
        rack_left.part += stride;
        if kind.blank {
            rack_left.blanks += 1;
            rack_left.blank_tile = Some(tile);
            rack_left.blank_stride = stride;
        } else if let Some(face) = kind.fixed_face() {
            let l = face.0 as usize;
            rack_left.stride[l] = stride;
            rack_left.plain[l] += 1;
            rack_left.plain_letters |= 1 << l;
            rack_left.plain_tile[l] = Some(tile);
            rack_left.points[l] = kind.points as u32;
            rack_left.points_left += kind.points as u32;
            rack_left.best_points = rack_left.best_points.max(kind.points as u32);
        }
    }
    rack_left.refresh_usable();
    rack_left.whole_usable = rack_left.usable;
    rack_left.sort_by_points();
    if !scratch
        .built_for
        .as_ref()
        .is_some_and(|built| built.serves(rules, words, board))
    {
        // Crossing words and later moves are read from the word list's
        // GADDAG; an empty board needs neither.
        let gaddag = (!board.is_empty()).then(|| Gaddag::shared(words));
        let mirrored = is_mirrored(rules, board);
        build_lanes(rules, gaddag.as_deref(), board, mirrored, scratch);
        scratch.built_for = Some(Built {
            board: board.clone(),
            lexicon: words.clone(),
            gaddag,
            tiles: rules.tiles.id,
            layout: rules.layout.id,
            mirrored,
        });
    }
    let built = scratch.built_for.as_ref().expect("built above");
    let (mirrored, gaddag) = (built.mirrored, built.gaddag.clone());
    let transpose = |p: Pos| Pos::new(p.col as usize, p.row as usize);
    let mut emit = |play: Move| {
        if mirrored {
            // Turned over in place: tens of thousands of plays, no allocation.
            let turned = Move {
                placements: play
                    .placements
                    .iter()
                    .map(|p| Placement {
                        pos: transpose(p.pos),
                        ..*p
                    })
                    .collect(),
                score: play.score,
            };
            emit(play);
            emit(turned);
        } else {
            emit(play);
        }
    };
    let mut points: Vec<u32> = rack
        .iter()
        .map(|&t| rules.tiles.kind(t).points as u32)
        .collect();
    points.sort_unstable_by(|a, b| b.cmp(a));
    scratch.bingos.rack(&rack_left, rules.rack_size);
    let search = Search {
        rules,
        lexicon,
        rack: &mut rack_left,
        points: &points,
        keep: Keep::new(rack, bound.extra),
        threshold: bound.threshold,
    };
    match gaddag {
        Some(gaddag) => anchored::generate(search, &gaddag, scratch, stop, &mut emit),
        None => opening::generate(search, scratch, stop, &mut emit),
    }
}

/// What every search of one rack shares.
struct Search<'a> {
    rules: &'a Rules,
    lexicon: &'a Lexicon,
    /// The rack, as the walks take tiles from it and put them back.
    rack: &'a mut Rack,
    /// The rack's tile points, highest first.
    points: &'a [u32],
    /// The most the tiles kept can add to a play's value.
    keep: Keep<'a>,
    /// Plays worth less than this (score plus what they keep) are not wanted.
    threshold: &'a Cell<f32>,
}
