//! Every legal A-Math play for a rack on a board, with its score.
//!
//! Each row and column is walked from every square where a run may start.
//! Board tiles are fixed; empty squares take the rack's distinct tile kinds
//! in every face their crossing line allows. The engine's equation
//! [`Scanner`] reads the line as it grows, so a prefix that can never be an
//! equation (two signs together, a fourth digit, a leading zero, a division
//! by zero, unequal sides at an `=`) is dropped at once.

mod unknown;

use crate::plays::{Extra, ExtraBound, KeepTable, Move, lane_squares};
use crate::tiles::Tiles;
use krada_engine::board::Board;
use krada_engine::equation::{self, Closing, Scanner};
use krada_engine::face::{Face, FaceSet, amath};
use krada_engine::layout::{CELLS, Dir, Pos, SIZE};
use krada_engine::play::Placement;
use krada_engine::rational::Rational;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;
use std::cell::Cell;

/// What the perpendicular line through an empty square demands.
#[derive(Clone, Copy, Debug)]
struct Cross {
    /// Whether the square has perpendicular neighbours at all.
    touches: bool,
    /// Faces that make the perpendicular run a valid equation.
    allowed: FaceSet,
    /// Points of the perpendicular run's board tiles.
    sum: u32,
}

const ALL_FACES: FaceSet = FaceSet(u32::MAX);

/// The perpendicular constraints of every square, for lines along `dir`.
fn cross_checks(rules: &Rules, board: &Board, dir: Dir) -> Vec<Cross> {
    let perp = dir.other();
    (0..CELLS)
        .map(|i| {
            let pos = Pos::from_index(i);
            if board.is_occupied(pos) {
                return Cross {
                    touches: false,
                    allowed: FaceSet::EMPTY,
                    sum: 0,
                };
            }
            let mut before = Vec::new();
            let mut p = pos;
            while let Some(q) = p.step(perp, -1).filter(|&q| board.is_occupied(q)) {
                before.push(board.get(q).expect("occupied"));
                p = q;
            }
            before.reverse();
            let mut after = Vec::new();
            let mut p = pos;
            while let Some(q) = p.step(perp, 1).filter(|&q| board.is_occupied(q)) {
                after.push(board.get(q).expect("occupied"));
                p = q;
            }
            if before.is_empty() && after.is_empty() {
                return Cross {
                    touches: false,
                    allowed: ALL_FACES,
                    sum: 0,
                };
            }
            let sum = before
                .iter()
                .chain(&after)
                .map(|t| rules.tiles.kind(t.tile).points as u32)
                .sum();
            let mut faces: Vec<Face> = before.iter().map(|t| t.face).collect();
            let at = faces.len();
            faces.push(Face(0));
            faces.extend(after.iter().map(|t| t.face));
            let mut allowed = FaceSet::EMPTY;
            for code in 0..26u8 {
                faces[at] = Face(code);
                if equation::check(&faces).is_ok() {
                    allowed = allowed.with(Face(code));
                }
            }
            Cross {
                touches: true,
                allowed,
                sum,
            }
        })
        .collect()
}

/// The rack as distinct kinds with counts, so identical tiles are tried
/// once; the kinds of most points first, so the bound reads the best tiles
/// left in order.
#[derive(Default)]
struct RackKinds {
    kinds: Vec<(TileId, FaceSet, u32)>,
    counts: Vec<u8>,
    /// Each kind's stride in the search's table of leaves (see
    /// [`KeepTable`]), when it has one.
    strides: Vec<usize>,
}

impl RackKinds {
    /// The number in the table of leaves of the part of the rack still
    /// unplaced.
    fn part(&self) -> usize {
        self.strides
            .iter()
            .zip(&self.counts)
            .map(|(&stride, &count)| stride * count as usize)
            .sum()
    }

    /// The points of the tiles left, highest first.
    fn points_left(&self) -> impl Iterator<Item = u32> + '_ {
        self.kinds
            .iter()
            .zip(&self.counts)
            .flat_map(|(kind, &count)| std::iter::repeat_n(kind.2, count as usize))
    }

    /// The kinds with the counts left, as the leave's bound reads them
    /// (the first eight kinds: a rack holds eight tiles at most).
    fn rest(&self) -> [(TileId, u8); 8] {
        let mut rest = [(TileId(0), 0u8); 8];
        for (slot, (kind, &count)) in rest.iter_mut().zip(self.kinds.iter().zip(&self.counts)) {
            *slot = (kind.0, count);
        }
        rest
    }

    fn equals_left(&self) -> bool {
        self.kinds
            .iter()
            .zip(&self.counts)
            .any(|(k, &c)| c > 0 && k.1.contains(amath::EQ))
    }
}

/// Everything one line's search needs.
struct Line {
    cells: [Pos; SIZE],
    board_face: [Option<(Face, u32)>; SIZE],
    cross: [Cross; SIZE],
    premium_tile: [u32; SIZE],
    premium_line: [u32; SIZE],
    star: Option<usize>,
    first_move: bool,
    /// Tiles that must still be placed, from square `i`, before the line
    /// touches the board (a board tile or a square with a crossing line).
    to_contact: [usize; SIZE + 1],
    /// Whether a board `=` lies at or after square `i`.
    board_equals_ahead: [bool; SIZE + 1],
    /// Points of the board tiles at or after square `i`.
    board_points_ahead: [u32; SIZE + 1],
    /// The empty squares from `i` on, in order: where new tiles would go.
    empties: Vec<usize>,
    /// How many of `empties` lie before square `i`.
    empties_before: [usize; SIZE + 1],
    /// In the down pass a lone tile that also has an across line was already
    /// found by the across pass.
    skip_lone_with_cross: bool,
}

struct Search<'a, F: FnMut(Move)> {
    line: &'a Line,
    rack: &'a mut RackKinds,
    placed: &'a mut Vec<Placement>,
    emit: &'a mut F,
    rack_size: usize,
    bingo_bonus: u32,
    /// Called now and then; `true` stops the search (time budget).
    stop: &'a mut dyn FnMut() -> bool,
    nodes: u64,
    stopped: bool,
    /// Plays worth less than this (score plus `extra`) are not wanted.
    threshold: &'a Cell<f32>,
    keep: Keep<'a>,
    /// The faces of the line as walked: the board's, and the tiles placed
    /// on the way to the current square.
    faces: [Face; SIZE],
    /// The values an unknown number may show, listed at a line's end.
    fillings: Vec<u32>,
    /// The last line beginning worked out for an unknown number.
    worked_out: Option<(unknown::KeptBeginning, equation::NumberSolver)>,
}

#[derive(Clone, Copy)]
struct Acc {
    scanner: Scanner,
    main_sum: u32,
    main_mult: u32,
    cross_total: u32,
    contact: bool,
    star: bool,
    /// The number being read was already closed by [`Search::close_with`]:
    /// do not end the line until a sign or `=` follows.
    no_end: bool,
    /// How many numbers of the line hold blanks whose digits are not known
    /// yet (see [`unknown`]): two at most, a rack's blanks.
    unknowns: u8,
    /// Whether the number being read is one of them.
    unknown_open: bool,
    /// Which of the placed tiles show their unknown digits, one bit each.
    unknown_tiles: u8,
}

const NUMBERS: FaceSet = amath::numbers(0, 20);

/// The digit tiles that write `n` (at most 999), most significant first,
/// and how many there are.
fn digit_faces(n: u32) -> ([Face; 3], usize) {
    let len = match n {
        0..=9 => 1,
        10..=99 => 2,
        _ => 3,
    };
    let mut faces = [amath::num(0); 3];
    for (k, face) in faces[..len].iter_mut().enumerate() {
        *face = amath::num((n / 10u32.pow((len - 1 - k) as u32) % 10) as u8);
    }
    (faces, len)
}

fn ends_number(face: Face) -> bool {
    !amath::is_number(face)
}

impl<F: FnMut(Move)> Search<'_, F> {
    fn walk(&mut self, start: usize, i: usize, acc: Acc) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) && (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return;
        }
        let line = self.line;
        let at_end = i == SIZE || line.board_face[i].is_none();
        if at_end && i - start >= 2 && !self.placed.is_empty() {
            self.try_emit(start, i, acc);
        }
        if i == SIZE {
            return;
        }
        if let Some((face, points)) = line.board_face[i] {
            let mut next = acc;
            if next.scanner.push(face).is_err() {
                return;
            }
            next.unknown_open &= amath::is_number(face);
            next.main_sum += points;
            next.contact = true;
            next.no_end &= !ends_number(face);
            self.walk(start, i + 1, next);
            return;
        }
        let tiles_left: usize = self.rack.counts.iter().map(|&c| c as usize).sum();
        if tiles_left == 0 {
            return;
        }
        // Prune what can no longer touch the board, cover the star or hold an `=`.
        if line.first_move {
            match line.star {
                Some(star) if !acc.star && (i > star || star - i + 1 > tiles_left) => return,
                _ => {}
            }
        } else if !acc.contact && line.to_contact[i] > tiles_left {
            return;
        }
        if !acc.scanner.has_equals() && !line.board_equals_ahead[i] && !self.rack.equals_left() {
            return;
        }
        if self.threshold.get() > f32::MIN
            && self.upper_bound(i, acc, tiles_left) < self.threshold.get()
        {
            return;
        }
        // After an `=`, a number that would end the line here is solved for
        // rather than searched: the deepest level of the search, and with a
        // blank its widest, is skipped.
        let mut closed = false;
        let clear = (i..(i + 4).min(SIZE)).all(|k| line.board_face[k].is_none());
        if clear && let Some(closing) = acc.scanner.closing_number() {
            match closing {
                Closing::Exactly(n) => {
                    self.close_with(start, i, acc, n);
                    closed = true;
                }
                Closing::Impossible => closed = true,
                Closing::Any => {}
            }
        }
        // What remains is a number, a sign or `=`, and another number; or,
        // where a part starts, a minus and a number.
        let least = if acc.scanner.at_part_start() { 2 } else { 3 };
        if closed && tiles_left < least {
            return;
        }
        // Faces the crossing line and the shape of the line so far allow.
        let follow = acc.scanner.may_follow();
        let allowed = line.cross[i].allowed.0 & follow.0;
        // In the first two numbers that hold a blank, the blanks' digits are
        // walked as unknown, once rather than once for each value; only their
        // other uses (a sign, `=`) are walked here.
        let unknown_here =
            (acc.unknown_open || acc.unknowns < unknown::MOST) && follow.0 & NUMBERS.0 != 0;
        for k in 0..self.rack.kinds.len() {
            if self.rack.counts[k] == 0 {
                continue;
            }
            let (tile, faces, _) = self.rack.kinds[k];
            let mut faces = FaceSet(faces.0 & allowed);
            if faces.is_empty() {
                continue;
            }
            self.rack.counts[k] -= 1;
            // A blank: a tile that may show more than one number.
            let blank = (self.rack.kinds[k].1.0 & NUMBERS.0).count_ones() > 1;
            if unknown_here && blank {
                if faces.0 & NUMBERS.0 != 0 {
                    self.walk_unknown(start, i, k, acc, closed);
                }
                faces = FaceSet(faces.0 & !NUMBERS.0);
            }
            for face in faces.iter() {
                let Some(mut next) = self.step(acc, i, k, face) else {
                    continue;
                };
                next.no_end = !ends_number(face) && (closed || acc.no_end);
                next.unknown_open &= amath::is_number(face);
                self.placed.push(Placement {
                    pos: line.cells[i],
                    tile,
                    face,
                });
                self.faces[i] = face;
                self.walk(start, i + 1, next);
                self.placed.pop();
                if self.stopped {
                    break;
                }
            }
            self.rack.counts[k] += 1;
        }
    }

    /// The most any play growing from this state can be worth.
    fn upper_bound(&self, i: usize, acc: Acc, tiles_left: usize) -> f32 {
        upper_bound(
            self.line,
            self.rack,
            &self.keep,
            Reach {
                placed: self.placed.len(),
                rack_size: self.rack_size,
                bingo_bonus: self.bingo_bonus,
            },
            i,
            acc,
            tiles_left,
        )
    }

    /// The search state after rack kind `k` shows `face` on square `i`.
    fn step(&self, acc: Acc, i: usize, k: usize, face: Face) -> Option<Acc> {
        let mut next = acc;
        next.scanner.push(face).ok()?;
        Some(self.score_step(next, i, k))
    }

    /// Adds the points of rack kind `k` laid on square `i`.
    fn score_step(&self, mut next: Acc, i: usize, k: usize) -> Acc {
        let line = self.line;
        let cross = line.cross[i];
        let tile_points = self.rack.kinds[k].2 * line.premium_tile[i];
        next.main_sum += tile_points;
        next.main_mult *= line.premium_line[i];
        if cross.touches {
            next.cross_total += (cross.sum + tile_points) * line.premium_line[i];
            next.contact = true;
        }
        next.star |= line.star == Some(i);
        next
    }

    /// Emits every way the rack can write the number `n` from square `i`
    /// and end the line right after it.
    fn close_with(&mut self, start: usize, i: usize, acc: Acc, n: Rational) {
        if n.denom() != 1 || !(0..=999).contains(&n.numer()) {
            return;
        }
        let n = n.numer() as u32;
        let one_tile = [amath::num(n.min(20) as u8)];
        let (digits, len) = digit_faces(n);
        let tile = (n <= 20).then_some(&one_tile[..]);
        let written = (n >= 10).then_some(&digits[..len]);
        for faces in [tile, written].into_iter().flatten() {
            if i + faces.len() - start >= 2 && i + faces.len() <= SIZE {
                self.spell(start, i, faces, acc);
            }
        }
    }

    fn spell(&mut self, start: usize, i: usize, faces: &[Face], acc: Acc) {
        let Some((&face, rest)) = faces.split_first() else {
            self.try_emit(start, i, acc);
            return;
        };
        if !self.line.cross[i].allowed.contains(face) {
            return;
        }
        for k in 0..self.rack.kinds.len() {
            if self.rack.counts[k] == 0 || !self.rack.kinds[k].1.contains(face) {
                continue;
            }
            let Some(next) = self.step(acc, i, k, face) else {
                continue;
            };
            self.rack.counts[k] -= 1;
            self.placed.push(Placement {
                pos: self.line.cells[i],
                tile: self.rack.kinds[k].0,
                face,
            });
            self.spell(start, i + 1, rest, next);
            self.placed.pop();
            self.rack.counts[k] += 1;
        }
    }

    fn try_emit(&mut self, start: usize, end: usize, acc: Acc) {
        let line = self.line;
        if acc.no_end {
            return;
        }
        if line.first_move && !acc.star {
            return;
        }
        if !line.first_move && !acc.contact {
            return;
        }
        if self.placed.len() == 1 && line.skip_lone_with_cross {
            let i = line
                .cells
                .iter()
                .position(|&c| c == self.placed[0].pos)
                .expect("on the line");
            if line.cross[i].touches {
                return;
            }
        }
        let ends = if acc.unknowns > 0 {
            acc.scanner.can_end()
        } else {
            acc.scanner.finish().is_ok()
        };
        if !ends {
            return;
        }
        let bingo = if self.placed.len() == self.rack_size {
            self.bingo_bonus
        } else {
            0
        };
        let score = acc.main_sum * acc.main_mult + acc.cross_total + bingo;
        if acc.unknowns == 0 {
            (self.emit)(Move {
                placements: Tiles::from_slice(self.placed),
                score,
            });
            return;
        }
        self.emit_unknown(start, end, acc, score);
    }
}

/// What the tiles kept may add to a play's value, known two ways.
#[derive(Clone, Copy)]
enum Keep<'a> {
    /// For each number kept, the most keeping that many of the tiles left
    /// adds (the search's rack is the table's).
    Table(&'a KeepTable),
    /// Only the most keeping any part of the tiles left adds.
    Within(ExtraBound<'a>),
}

impl<'a> Keep<'a> {
    /// The table when it was made for `rack`, the bound over parts
    /// otherwise (a first pass searches the rack without its blanks).
    fn for_rack(extra: Extra<'a>, rack: &RackKinds) -> Keep<'a> {
        match extra.keep {
            Some(table) if table.part_of(rack.rest()) == Some(table.whole()) => Keep::Table(table),
            _ => Keep::Within(extra.within),
        }
    }

    /// The most keeping `kept` of the tiles left in `rack` adds, for every
    /// `kept`.
    fn of(&self, rack: &RackKinds) -> impl Fn(usize) -> f32 {
        let (table, part, within) = match *self {
            Keep::Table(table) => (Some(table), rack.part(), 0.0),
            Keep::Within(within) => {
                let rest = rack.rest();
                (None, 0, within(&rest[..rack.kinds.len().min(8)]))
            }
        };
        move |kept| table.map_or(within, |table| table.get(part, kept))
    }
}

/// What the bound needs of the play so far and the rules.
#[derive(Clone, Copy)]
struct Reach {
    placed: usize,
    rack_size: usize,
    bingo_bonus: u32,
}

/// The most any play growing from this state can be worth, score and
/// tiles kept: for each number `m` of tiles it may still lay (on the next
/// `m` empty squares), the `m` best tiles left on the best letter premium
/// among those squares, their line premiums, every crossing line at its
/// best, the bingo bonus when the rack is then empty, plus the most
/// keeping the other tiles can add.
fn upper_bound(
    line: &Line,
    rack: &RackKinds,
    keep: &Keep,
    reach: Reach,
    i: usize,
    acc: Acc,
    tiles_left: usize,
) -> f32 {
    let mut points = rack.points_left();
    let best_points = rack.points_left().next().unwrap_or(0);
    let kept_most = keep.of(rack);
    let from = line.empties_before[i];
    let squares = &line.empties[from..(from + tiles_left).min(line.empties.len())];
    let base = acc.main_sum + line.board_points_ahead[i];
    let (mut line_mult, mut tile_mult, mut crossing, mut laid_points) = (1, 1, 0, 0);
    let mut most = f32::MIN;
    for (m, &e) in squares.iter().enumerate() {
        line_mult *= line.premium_line[e];
        tile_mult = tile_mult.max(line.premium_tile[e]);
        laid_points += points.next().unwrap_or(0);
        let cross = line.cross[e];
        if cross.touches {
            crossing += (cross.sum + best_points * line.premium_tile[e]) * line.premium_line[e];
        }
        let laid = m + 1;
        let bingo = if reach.placed + laid >= reach.rack_size {
            reach.bingo_bonus
        } else {
            0
        };
        let score = (base + laid_points * tile_mult) * acc.main_mult * line_mult
            + acc.cross_total
            + crossing
            + bingo;
        most = most.max(score as f32 + kept_most(tiles_left - laid));
    }
    most
}

/// Every A-Math play that can reach `threshold` (score plus at most
/// `extra`); `emit` may raise the threshold as better plays turn up. Every
/// play at or above the final threshold is emitted. `emit` is a trait object
/// so that this, most of the computer player's code, is compiled once rather
/// than once per caller's closure.
#[inline(never)]
/// The rack's kinds, highest points first (their counts alongside).
fn sort_by_points(kinds: &mut RackKinds) {
    let mut order: Vec<usize> = (0..kinds.kinds.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(kinds.kinds[k].2));
    let (sorted_kinds, sorted_counts) = order
        .iter()
        .map(|&k| (kinds.kinds[k], kinds.counts[k]))
        .unzip();
    kinds.kinds = sorted_kinds;
    kinds.counts = sorted_counts;
}

/// The buffers an A-Math search reuses from one position to the next: the
/// lanes' squares, the start squares in order, the rack's kinds and the
/// tiles of the play being walked. The entry point's `Generator` keeps one.
#[derive(Default)]
pub struct Scratch {
    lines: Vec<Line>,
    starts: Vec<(f32, usize, usize)>,
    kinds: RackKinds,
    placed: Vec<Placement>,
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn generate(
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    scratch: &mut Scratch,
    threshold: &Cell<f32>,
    extra: Extra,
    stop: &mut dyn FnMut() -> bool,
    mut emit: &mut dyn FnMut(Move),
) -> bool {
    let Scratch {
        lines,
        starts,
        kinds,
        placed,
    } = scratch;
    kinds.kinds.clear();
    kinds.counts.clear();
    kinds.strides.clear();
    for &tile in rack {
        match kinds.kinds.iter().position(|&(t, _, _)| t == tile) {
            Some(k) => kinds.counts[k] += 1,
            None => {
                let kind = rules.tiles.kind(tile);
                kinds.kinds.push((tile, kind.faces, kind.points as u32));
                kinds.counts.push(1);
            }
        }
    }
    sort_by_points(kinds);
    let keep = Keep::for_rack(extra, kinds);
    if let Keep::Table(table) = keep {
        kinds
            .strides
            .extend(kinds.kinds.iter().map(|k| table.stride(k.0)));
    }
    let first_move = board.is_empty();
    lines.clear();
    for dir in [Dir::Across, Dir::Down] {
        let cross = cross_checks(rules, board, dir);
        for lane in 0..SIZE {
            let (cells, premium_tile, premium_line, star) = lane_squares(rules, dir, lane);
            let board_face: [Option<(Face, u32)>; SIZE] = std::array::from_fn(|k| {
                board
                    .get(cells[k])
                    .map(|p| (p.face, rules.tiles.kind(p.tile).points as u32))
            });
            let line_cross: [Cross; SIZE] = std::array::from_fn(|k| cross[cells[k].index()]);
            let mut to_contact = [usize::MAX; SIZE + 1];
            let mut board_equals_ahead = [false; SIZE + 1];
            let mut board_points_ahead = [0; SIZE + 1];
            for k in (0..SIZE).rev() {
                board_points_ahead[k] =
                    board_points_ahead[k + 1] + board_face[k].map_or(0, |(_, p)| p);
                board_equals_ahead[k] =
                    board_equals_ahead[k + 1] || board_face[k].is_some_and(|(f, _)| f == amath::EQ);
                to_contact[k] = match board_face[k] {
                    Some(_) => 0,
                    None if line_cross[k].touches => 1,
                    None => to_contact[k + 1].saturating_add(1),
                };
            }
            let line = Line {
                cells,
                board_face,
                cross: line_cross,
                to_contact,
                board_equals_ahead,
                board_points_ahead,
                empties: (0..SIZE).filter(|&k| board_face[k].is_none()).collect(),
                empties_before: std::array::from_fn(|i| {
                    board_face[..i].iter().filter(|f| f.is_none()).count()
                }),
                premium_tile,
                premium_line,
                star,
                first_move,
                skip_lone_with_cross: dir == Dir::Down,
            };
            // A lane with no board tile and no crossing neighbour can hold no
            // later play; on the first move only the star's lanes can.
            let useful = if first_move {
                line.star.is_some()
            } else {
                line.board_face.iter().any(Option::is_some) || line.cross.iter().any(|c| c.touches)
            };
            if useful {
                lines.push(line);
            }
        }
    }
    let empty = Acc {
        scanner: Scanner::new(),
        main_sum: 0,
        main_mult: 1,
        cross_total: 0,
        contact: false,
        star: false,
        no_end: false,
        unknowns: 0,
        unknown_open: false,
        unknown_tiles: 0,
    };
    let tiles = rack.len();
    // Every start square of every lane, the most promising first: good
    // plays found early raise the threshold, so the rest prune harder, and
    // once a start's bound cannot reach the threshold neither can any after
    // it. A search cut short by `stop` has then spent its work where the
    // best plays are likeliest.
    let root = Reach {
        placed: 0,
        rack_size: rules.rack_size,
        bingo_bonus: rules.bingo_bonus,
    };
    starts.clear();
    for (k, line) in lines.iter().enumerate() {
        for start in 0..SIZE {
            if start > 0 && line.board_face[start - 1].is_some() {
                continue;
            }
            let bound = upper_bound(line, kinds, &keep, root, start, empty, tiles);
            starts.push((bound, k, start));
        }
    }
    starts.sort_by(|a, b| b.0.total_cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    // One search walks every start, its buffers and count of work kept.
    let Some(&(_, first, _)) = starts.first() else {
        return true;
    };
    placed.clear();
    let mut search = Search {
        line: &lines[first],
        rack: kinds,
        placed,
        emit: &mut emit,
        rack_size: rules.rack_size,
        bingo_bonus: rules.bingo_bonus,
        stop,
        nodes: 0,
        stopped: false,
        threshold,
        keep,
        worked_out: None,
        faces: [Face(0); SIZE],
        fillings: Vec::new(),
    };
    for &(bound, k, start) in starts.iter() {
        if threshold.get() > f32::MIN && bound < threshold.get() {
            break;
        }
        search.line = &lines[k];
        search.faces = lines[k]
            .board_face
            .map(|face| face.map_or(Face(0), |(face, _)| face));
        search.walk(start, start, empty);
        if search.stopped {
            return false;
        }
    }
    true
}
