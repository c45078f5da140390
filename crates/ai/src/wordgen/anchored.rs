//! Crossword plays found from their anchors with the GADDAG (Gordon,
//! 1994), once the board holds tiles.
//!
//! An anchor is what a play must cover to touch the board: a run of board
//! letters along the lane, or an empty square with a crossing neighbour.
//! Each play is found once, from one anchor (see [`lane_anchors`]): the
//! walk starts on that anchor's letters, grows the word leftwards (so the
//! letters the board demands prune a beginning from its first tile), then
//! crosses the GADDAG's separator and grows it rightwards.
//!
//! Before any walk, each anchor's best possible value is worked out over
//! every span of squares a play from it could cover — the rack's best tiles
//! on the span's best squares, the board letters, the word premiums, the
//! crossing words, the bingo bonus where the whole rack may spell a word,
//! and the most keeping the tiles left can add — and anchors are walked
//! best first until none can reach the threshold. Starting from the board
//! letter is what the word graph cannot do: there a beginning laid before a
//! board letter is known to fit only once it reaches it, and with blanks
//! the beginnings run to tens of thousands.

use super::{Acc, Bingos, Keep, Lane, Rack, Scratch, Search};
use crate::gaddag::{GArc, GNode, Gaddag, SEPARATOR};
use crate::plays::Move;
use krada_engine::face::Face;
use krada_engine::layout::SIZE;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_engine::tileset::TileId;
use std::cell::Cell;

/// Every play of `search` on a board holding tiles: each anchor's bound,
/// then the anchors walked best first until none can reach the threshold.
pub(super) fn generate(
    search: Search,
    gaddag: &Gaddag,
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
    scratch.anchors.clear();
    for (k, lane) in scratch.lanes.iter().enumerate() {
        lane_anchors(lane, k, &mut scratch.anchors);
    }
    let (usable, part) = (rack.whole_usable, rack.part);
    let mut judge = Judge {
        lexicon,
        usable,
        part,
        points,
        keep,
        bingos: &mut scratch.bingos,
        rack_size: rules.rack_size,
        bingo_bonus: rules.bingo_bonus,
    };
    for anchor in &mut scratch.anchors {
        (anchor.most, anchor.score) = judge.most(&scratch.lanes[anchor.lane], anchor);
    }
    scratch.anchors.sort_unstable_by(|a, b| {
        b.most
            .total_cmp(&a.most)
            .then((a.lane, a.last).cmp(&(b.lane, b.last)))
    });
    let keep_without_blank = (0..rack.left)
        .map(|kept| keep.get(part - rack.blank_stride, kept))
        .fold(f32::MIN, f32::max);
    for (n, &anchor) in scratch.anchors.iter().enumerate() {
        if anchor.most < threshold.get() {
            // Sorted: no anchor after this one can reach the threshold.
            break;
        }
        if n % 16 == 0 && stop() {
            return false;
        }
        Walk {
            gaddag,
            lane: &scratch.lanes[anchor.lane],
            anchor,
            rack,
            laid_on: [None; SIZE],
            emit,
            threshold,
            keep,
            judge: &mut judge,
            keep_without_blank,
            spans: &mut scratch.spans,
            pruning: false,
            tried: 0,
        }
        .run();
    }
    true
}

/// Where a walk starts, and the squares its play may cover.
#[derive(Clone, Copy, Debug)]
pub(super) struct Anchor {
    /// The best value a play from here can have.
    pub most: f32,
    /// The most a play from here can score (without the tiles it keeps).
    pub score: f32,
    pub lane: usize,
    /// The anchor's squares: a run of board letters, or one empty square.
    pub first: usize,
    pub last: usize,
    /// The leftmost square a play from here may cover.
    pub reach: usize,
    /// The first square to the right a play from here may not cover.
    pub limit: usize,
}

/// The anchors of `lane`. A play touching a run of board letters is found
/// from the rightmost run it touches: leftwards it may go anywhere,
/// rightwards not as far as the square before the next run. A play
/// touching no run is found from the rightmost crossing square it covers
/// (a hook), kept off the squares next to the runs around it. Starting
/// from a run's letters prunes hardest: few words hold them.
pub(super) fn lane_anchors(lane: &Lane, index: usize, out: &mut Vec<Anchor>) {
    let anchor = |first, last, reach, limit| Anchor {
        most: 0.0,
        score: 0.0,
        lane: index,
        first,
        last,
        reach,
        limit,
    };
    // Runs of letters, left to right.
    let mut runs = [(0, 0); SIZE];
    let mut count = 0;
    let mut k = 0;
    while k < SIZE {
        if lane.fixed[k].is_some() {
            let first = k;
            while k + 1 < SIZE && lane.fixed[k + 1].is_some() {
                k += 1;
            }
            runs[count] = (first, k);
            count += 1;
        }
        k += 1;
    }
    let runs = &runs[..count];
    for (r, &(first, last)) in runs.iter().enumerate() {
        let limit = runs.get(r + 1).map_or(SIZE, |&(next, _)| next - 1);
        out.push(anchor(first, last, 0, limit));
    }
    // The gaps between runs, without the squares next to a run.
    for gap in 0..=runs.len() {
        let low = match gap.checked_sub(1).map(|r| runs[r]) {
            Some((_, last)) => last + 2,
            None => 0,
        };
        let high = runs
            .get(gap)
            .map_or(SIZE, |&(first, _)| first.saturating_sub(1));
        let mut limit = high;
        for hook in (low..high).rev() {
            if lane.cross[hook].touches {
                out.push(anchor(hook, hook, low, limit));
                limit = hook;
            }
        }
    }
}

/// What the bound of an anchor needs besides the lane.
pub(super) struct Judge<'a> {
    pub lexicon: &'a Lexicon,
    /// The letters the whole rack can lay (see [`Rack::usable`]), and the
    /// whole rack as a part of itself (see [`KeepTable`]).
    pub usable: u32,
    pub part: usize,
    /// The rack's tile points, highest first.
    pub points: &'a [u32],
    pub keep: Keep<'a>,
    pub bingos: &'a mut Bingos,
    pub rack_size: usize,
    pub bingo_bonus: u32,
}

/// The most a play from one anchor can be worth by where it lies, for its
/// walk to drop, as it goes, what cannot reach the threshold: `from[s][e]`
/// over the plays from square `s` reaching square `e` or further right,
/// `further_left[s]` over those starting left of `s` (rows and squares
/// the anchor's plays cannot cover are left as they were).
pub(super) struct Spans {
    from: [[f32; SIZE]; SIZE],
    further_left: [f32; SIZE],
}

impl Default for Spans {
    fn default() -> Spans {
        Spans {
            from: [[f32::MIN; SIZE]; SIZE],
            further_left: [f32::MIN; SIZE],
        }
    }
}

/// One empty square of a span: its letter premium, word premium and, when
/// it crosses a word, that word's points.
#[derive(Clone, Copy, Default)]
struct Square {
    tile: u32,
    line: u32,
    crossing: Option<u32>,
}

impl Judge<'_> {
    /// The best value any play from `anchor` can have, and the best score:
    /// the best over each span it may cover (see the module's notes).
    pub fn most(&mut self, lane: &Lane, anchor: &Anchor) -> (f32, f32) {
        let (mut most, mut score) = (f32::MIN, f32::MIN);
        self.spans(lane, anchor, &mut |_, _, value, points| {
            most = most.max(value);
            score = score.max(points);
        });
        (most, score)
    }

    /// The best value of a play from `anchor` by where it lies (see
    /// [`Spans`]).
    pub fn spans_of(&mut self, lane: &Lane, anchor: &Anchor, out: &mut Spans) {
        let rows = anchor.reach..=anchor.first;
        for row in &mut out.from[rows.clone()] {
            *row = [f32::MIN; SIZE];
        }
        self.spans(lane, anchor, &mut |start, end, value, _| {
            out.from[start][end] = value;
        });
        let mut further = f32::MIN;
        for start in rows {
            let row = &mut out.from[start];
            for end in (anchor.last..SIZE - 1).rev() {
                row[end] = row[end].max(row[end + 1]);
            }
            out.further_left[start] = further;
            further = further.max(row[anchor.last]);
        }
    }

    /// Calls `visit` with each span a play from `anchor` may cover — its
    /// first and last squares — the most such a play can be worth, and the
    /// most it can score.
    fn spans(
        &mut self,
        lane: &Lane,
        anchor: &Anchor,
        visit: &mut impl FnMut(usize, usize, f32, f32),
    ) {
        let hook = lane.fixed[anchor.first].is_none();
        let usable = self.usable;
        let fits = |k: usize| lane.cross[k].allowed & usable != 0;
        if hook && !fits(anchor.first) {
            return;
        }
        // The span's empty squares, its board letters' points; grown left
        // a square (and the run before it) at a time.
        let mut left = [Square::default(); SIZE];
        let mut n_left = 0;
        let mut board_left: u32 = (anchor.first..=anchor.last)
            .filter_map(|k| lane.fixed[k].map(|(_, p)| p))
            .sum();
        let mut start = anchor.first;
        if hook {
            left[0] = square(lane, anchor.first);
            n_left = 1;
            board_left += run_before(lane, &mut start);
        }
        loop {
            self.spans_right(lane, anchor, start, &left[..n_left], board_left, visit);
            // Grow one empty square to the left, with the run before it.
            if start <= anchor.reach || n_left == self.points.len() || !fits(start - 1) {
                return;
            }
            start -= 1;
            left[n_left] = square(lane, start);
            n_left += 1;
            board_left += run_before(lane, &mut start);
        }
    }

    /// The spans from `start` whose left part (the anchor and what lies
    /// before it) has empty squares `left` and board points `board`,
    /// ending anywhere up to the anchor's limit.
    fn spans_right(
        &mut self,
        lane: &Lane,
        anchor: &Anchor,
        start: usize,
        left: &[Square],
        board: u32,
        visit: &mut impl FnMut(usize, usize, f32, f32),
    ) {
        // The span's squares, word premium, crossing words and what a
        // tile's point is worth on each square (best first), kept as the
        // span grows rightwards: only a word premium changes them all.
        let mut squares = [Square::default(); SIZE];
        squares[..left.len()].copy_from_slice(left);
        let mut n = left.len();
        let mut word_mult: u32 = left.iter().map(|s| s.line).product();
        let mut crossing: u32 = left.iter().map(Square::crossing_points).sum();
        let mut worth = [0u32; SIZE];
        rate(&squares[..n], word_mult, &mut worth);
        let mut end = anchor.last;
        loop {
            if n > 0 && end > start {
                let (value, score) =
                    self.span_value(lane, start, &worth[..n], word_mult, board, crossing);
                visit(start, end, value, score);
            }
            end += 1;
            if end >= anchor.limit || n == self.points.len() {
                return;
            }
            if lane.cross[end].allowed & self.usable == 0 {
                return;
            }
            let added = square(lane, end);
            squares[n] = added;
            n += 1;
            crossing += added.crossing_points();
            if added.line == 1 {
                let w = added.worth(word_mult);
                let at = worth[..n - 1].partition_point(|&x| x >= w);
                worth.copy_within(at..n - 1, at + 1);
                worth[at] = w;
            } else {
                word_mult *= added.line;
                rate(&squares[..n], word_mult, &mut worth);
            }
        }
    }

    /// The most a play covering empty squares whose tile worths are `worth`
    /// (best first), under word premium `word_mult`, with board letters
    /// worth `board` and crossing words worth `crossing`, from `start`, can
    /// be worth with the tiles it keeps.
    fn span_value(
        &mut self,
        lane: &Lane,
        start: usize,
        worth: &[u32],
        word_mult: u32,
        board: u32,
        crossing: u32,
    ) -> (f32, f32) {
        let tiles: u32 = worth.iter().zip(self.points).map(|(w, p)| w * p).sum();
        let laid = worth.len();
        let mut score = board * word_mult + crossing + tiles;
        if laid >= self.rack_size {
            if !self
                .bingos
                .may_fit(self.lexicon, lane, start, self.rack_size)
            {
                return (f32::MIN, f32::MIN);
            }
            score += self.bingo_bonus;
        }
        let score = score as f32;
        (
            score + self.keep.get(self.part, self.points.len() - laid),
            score,
        )
    }
}

impl Square {
    /// What a tile's point is worth here under word premium `word_mult`:
    /// in the word, and in the crossing word if there is one.
    fn worth(self, word_mult: u32) -> u32 {
        self.tile * (word_mult + self.crossing.map_or(0, |_| self.line))
    }

    /// The crossing word's points as the square's word premium counts them.
    fn crossing_points(&self) -> u32 {
        self.crossing.map_or(0, |c| c * self.line)
    }
}

/// Each square's tile worth under `word_mult` into `out`, best first.
fn rate(squares: &[Square], word_mult: u32, out: &mut [u32; SIZE]) {
    for (w, s) in out.iter_mut().zip(squares) {
        *w = s.worth(word_mult);
    }
    out[..squares.len()].sort_unstable_by(|a, b| b.cmp(a));
}

/// The points of the run of board letters just before `start`, which
/// moves to the run's first square.
fn run_before(lane: &Lane, start: &mut usize) -> u32 {
    let mut points = 0;
    while *start > 0 {
        let Some((_, p)) = lane.fixed[*start - 1] else {
            break;
        };
        points += p;
        *start -= 1;
    }
    points
}

fn square(lane: &Lane, k: usize) -> Square {
    let cross = lane.cross[k];
    Square {
        tile: lane.premium_tile[k],
        line: lane.premium_line[k],
        crossing: cross.touches.then_some(cross.sum),
    }
}

/// A walk of the GADDAG from one anchor.
pub(super) struct Walk<'a, 'j, F: FnMut(Move)> {
    pub gaddag: &'a Gaddag,
    pub lane: &'a Lane,
    pub anchor: Anchor,
    pub rack: &'a mut Rack,
    /// The tile and letter laid on each square of the lane so far.
    pub laid_on: [Option<(TileId, u8)>; SIZE],
    pub emit: &'a mut F,
    pub threshold: &'a Cell<f32>,
    pub keep: Keep<'a>,
    /// What the anchor's bound was worked out with: its spans come from it.
    pub judge: &'a mut Judge<'j>,
    /// The most a play that lays a blank can keep: the best leave of the
    /// rack without one blank.
    pub keep_without_blank: f32,
    /// What plays from where may be worth (see [`Spans`]), worked out once
    /// the walk has tried [`PRUNE_AFTER`] tiles (then `pruning`): most
    /// walks are short, and their spans would cost more than they save.
    pub spans: &'a mut Spans,
    pub pruning: bool,
    /// How many tiles the walk has tried on a square.
    pub tried: usize,
}

/// How many tiles a walk tries before it works out its spans to prune by.
const PRUNE_AFTER: usize = 128;

impl<F: FnMut(Move)> Walk<'_, '_, F> {
    /// Whether a play worth at most `most(spans)` may reach the threshold.
    fn may_reach(&self, most: impl Fn(&Spans) -> f32) -> bool {
        !self.pruning || most(self.spans) >= self.threshold.get()
    }

    /// How many tiles the play walked lays.
    fn laid(&self) -> usize {
        self.judge.points.len() - self.rack.left
    }

    /// Every play from the anchor.
    pub fn run(&mut self) {
        let lane = self.lane;
        let (first, last) = (self.anchor.first, self.anchor.last);
        if lane.fixed[last].is_some() {
            let mut node = self.gaddag.root();
            let mut acc = Acc::EMPTY;
            let mut terminal = false;
            for k in (first..=last).rev() {
                let (letter, points) = lane.fixed[k].expect("a run of letters");
                let Some(arc) = self.gaddag.step(node, letter) else {
                    return;
                };
                node = arc.next;
                terminal = arc.terminal;
                acc.main_sum += points;
            }
            self.leftwards(first, node, acc, terminal);
        } else {
            self.lay(first, self.gaddag.root(), Acc::EMPTY, Self::after_left);
        }
    }

    /// The word covers squares `start` to the anchor; the GADDAG is at
    /// `node`, reached by a symbol that ends a string when `terminal`.
    fn leftwards(&mut self, start: usize, node: GNode, acc: Acc, terminal: bool) {
        let end = self.anchor.last;
        if terminal {
            self.record(start, end, acc);
        }
        // Grow leftwards with the letters that fit the square before the
        // word, or cross the separator and turn right.
        let wanted = if start > self.anchor.reach && self.may_reach(|s| s.further_left[start]) {
            self.lane.cross[start - 1].allowed & self.rack.usable
        } else {
            0
        };
        for arc in self.gaddag.arcs_in(node, wanted) {
            self.place(start - 1, arc, acc, Self::after_left);
        }
        if end + 1 < self.anchor.limit
            && self.rack.left > 0
            && self.may_reach(|s| s.from[start][end + 1])
            && let Some(arc) = self.gaddag.step(node, SEPARATOR)
        {
            self.rightwards(start, end + 1, arc.next, acc);
        }
    }

    /// A tile is laid on square `i`, growing the word leftwards: the board
    /// letters just before it belong to the word too.
    fn after_left(&mut self, i: usize, node: GNode, acc: Acc, terminal: bool) {
        let (mut start, mut node, mut acc, mut terminal) = (i, node, acc, terminal);
        while start > 0 {
            let Some((letter, points)) = self.lane.fixed[start - 1] else {
                break;
            };
            let Some(arc) = self.gaddag.step(node, letter) else {
                return;
            };
            (node, terminal) = (arc.next, arc.terminal);
            acc.main_sum += points;
            start -= 1;
        }
        self.leftwards(start, node, acc, terminal);
    }

    /// The word covers `start` up to square `i` (excluded), past the
    /// separator.
    fn rightwards(&mut self, start: usize, i: usize, node: GNode, acc: Acc) {
        if i >= self.anchor.limit || self.rack.left == 0 || !self.may_reach(|s| s.from[start][i]) {
            return;
        }
        self.lay(i, node, acc, |walk, i, node, acc, terminal| {
            if terminal {
                walk.record(start, i, acc);
            }
            walk.rightwards(start, i + 1, node, acc);
        });
    }

    /// Lays each tile of the rack that fits empty square `i` and goes on
    /// from the GADDAG at `node` with `then`.
    fn lay(
        &mut self,
        i: usize,
        node: GNode,
        acc: Acc,
        then: impl Fn(&mut Self, usize, GNode, Acc, bool) + Copy,
    ) {
        let wanted = self.lane.cross[i].allowed & self.rack.usable;
        if wanted == 0 {
            return;
        }
        for arc in self.gaddag.arcs_in(node, wanted) {
            self.place(i, arc, acc, then);
        }
    }

    /// Lays on empty square `i` the letter of `arc`, from a plain tile and
    /// from a blank, whichever the rack has, and goes on with `then`.
    fn place(
        &mut self,
        i: usize,
        arc: GArc,
        acc: Acc,
        then: impl Fn(&mut Self, usize, GNode, Acc, bool) + Copy,
    ) {
        self.tried += 1;
        // A long walk of a bounded search: from here on, prune by spans.
        if self.tried == PRUNE_AFTER && self.threshold.get() > f32::MIN {
            self.judge.spans_of(self.lane, &self.anchor, self.spans);
            self.pruning = true;
        }
        let lane = self.lane;
        let l = arc.symbol as usize;
        for blank in [false, true] {
            let Some((tile, points)) = self.rack.tile_for(l, blank) else {
                continue;
            };
            // A blank is worth keeping, and a rack's best leaves keep it:
            // a play that spends one may be dropped at once.
            if blank && self.anchor.score + self.keep_without_blank < self.threshold.get() {
                continue;
            }
            let usable = self.rack.usable;
            self.rack.take(l, blank);
            self.laid_on[i] = Some((tile, l as u8));
            let next = acc.with_tile(lane, i, points);
            then(self, i, arc.next, next, arc.terminal);
            self.laid_on[i] = None;
            self.rack.put_back(l, blank, usable);
        }
    }

    /// The word runs from `start` to `end`: emit the play if it is one and
    /// may reach the threshold.
    fn record(&mut self, start: usize, end: usize, acc: Acc) {
        let lane = self.lane;
        let laid = self.laid();
        if laid == 0 || end == start {
            return;
        }
        debug_assert!(end + 1 == SIZE || lane.fixed[end + 1].is_none());
        if lane.down
            && laid == 1
            && (start..=end).any(|k| self.laid_on[k].is_some() && lane.cross[k].touches)
        {
            // A lone tile with an across word was found across.
            return;
        }
        let bingo = if laid >= self.judge.rack_size {
            self.judge.bingo_bonus
        } else {
            0
        };
        let score = acc.main_sum * acc.main_mult + acc.cross_total + bingo;
        if (score as f32) + self.keep.get(self.rack.part, self.rack.left) < self.threshold.get() {
            return;
        }
        let placements = (start..=end)
            .filter_map(|k| {
                let (tile, face) = self.laid_on[k]?;
                Some(Placement {
                    pos: lane.cells[k],
                    tile,
                    face: Face(face),
                })
            })
            .collect();
        (self.emit)(Move { placements, score });
    }
}
