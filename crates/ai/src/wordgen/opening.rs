//! The first move's plays: on an empty board every word must cover the
//! star, so each square of the star's lanes a word may start on is walked
//! left to right with the word graph, best bound first. Board letters are
//! fixed, empty squares take the rack's letters (a blank any letter) that
//! continue a word of the graph, and a beginning that cannot reach the
//! threshold is dropped at once.

use super::{ANY_LETTER, Acc, Bingo, Keep, Lane, Rack, Scratch, Search};
use crate::plays::Move;
use crate::tiles::Tiles;
use krada_engine::face::Face;
use krada_engine::layout::SIZE;
use krada_engine::lexicon::{Lexicon, Node};
use krada_engine::play::Placement;
use std::cell::Cell;

/// Every play of `search` through the star of an empty board.
pub(super) fn generate(
    search: Search,
    scratch: &mut Scratch,
    stop: &mut dyn FnMut() -> bool,
    emit: &mut impl FnMut(Move),
) -> bool {
    let Search {
        rules,
        lexicon,
        rack,
        points,
        keep,
        threshold,
    } = search;
    // Every square a word may start on, with the most a play from there
    // can score, most promising first: good plays found early raise the
    // threshold, and starts that cannot reach it are never walked.
    scratch.starts.clear();
    for (k, lane) in scratch.lanes.iter().enumerate() {
        for start in 0..SIZE {
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
                fewest_tiles(lane, start),
                points,
                bingo,
                rack,
                |kept| keep.get(rack.part, kept),
            );
            scratch.starts.push((most, k, start, bingo));
        }
    }
    scratch
        .starts
        .sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    for (n, &(most, k, start, bingo)) in scratch.starts.iter().enumerate() {
        if most < threshold.get() {
            // Sorted: no start after this one can reach the threshold either.
            break;
        }
        if n % 16 == 0 && stop() {
            return false;
        }
        let mut walk = Walk {
            lexicon,
            lane: &scratch.lanes[k],
            rack,
            placed: &mut scratch.placed,
            bingo,
            emit,
            threshold,
            keep,
            steps: &mut scratch.steps,
        };
        walk.steps.clear();
        walk.placed.clear();
        walk.walk(start, start, lexicon.root(), Acc::EMPTY);
    }
    true
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
fn fewest_tiles(lane: &Lane, start: usize) -> usize {
    match lane.star.filter(|&star| star >= start) {
        Some(star) => star - start + 1,
        None => 1,
    }
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
                ..acc
            };
            self.arrive(start, i, branch.terminal, acc);
            self.walk(start, i + 1, branch.next, acc);
            return;
        }
        if self.rack.left == 0 {
            return;
        }
        // The word must still be able to cover the star.
        match lane.star {
            Some(star) if acc.star || (star >= i && star - i < self.rack.left) => {}
            _ => return,
        }
        let cross = lane.cross[i];
        let wanted = cross.allowed & self.rack.usable;
        if wanted == 0 {
            return;
        }
        for branch in self.lexicon.arcs(node) {
            let l = branch.letter as usize;
            if wanted & (1 << l) == 0 {
                continue;
            }
            for blank in [false, true] {
                let Some((tile, points)) = self.rack.tile_for(l, blank) else {
                    continue;
                };
                let usable = self.rack.usable;
                self.rack.take(l, blank);
                self.placed.push(Placement {
                    pos: lane.cells[i],
                    tile,
                    face: Face(l as u8),
                });
                let next = Acc {
                    star: acc.star || lane.star == Some(i),
                    ..acc.with_tile(lane, i, points)
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

    /// The word has reached square `i`: emit it if it may end here.
    fn arrive(&mut self, start: usize, i: usize, terminal: bool, acc: Acc) {
        let lane = self.lane;
        let ends_here = i + 1 == SIZE || lane.fixed[i + 1].is_none();
        if !terminal || !ends_here || self.placed.is_empty() || i == start {
            return;
        }
        if !acc.star {
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
pub(super) struct Steps {
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
