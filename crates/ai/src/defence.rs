//! What a play leaves open for the opponent: the empty premium squares a
//! next play can reach. A square is open when a tile lies within
//! [`REACH`] squares of it in its row or column with only empty squares
//! between, so a play from that tile can cover it. Covering a premium
//! square closes it; laying tiles next to one opens it.

use crate::position::Position;
use krada_engine::board::Board;
use krada_engine::layout::{CELLS, Dir, Layout, Pos, Premium};
use krada_engine::play::Placement;

/// How far from a tile an empty square still counts as open.
pub const REACH: isize = 2;

/// The premium squares counted, in the order of [`Open`]'s entries.
pub const KINDS: [Premium; 4] = [
    Premium::LineX3,
    Premium::LineX2,
    Premium::TileX3,
    Premium::TileX2,
];

/// A number for each of [`KINDS`]: squares opened, or points each costs.
pub type Open = [f32; 4];

/// No cost for what a play opens.
pub const NO_OPENING_COST: Open = [0.0; 4];

/// What the hard level takes off a Crossword play for each premium square
/// it opens: nothing. The fitting (`--crossword`) gives [2.3, 1.6, 0.8,
/// 0.7], but played with those the hard level won no more games against
/// greedy (66.8 % against 67.5 % over the same 1000; see docs/studies.md).
pub const WORD_OPENING_COST: Open = NO_OPENING_COST;

/// What the hard level takes off an A-Math play for each premium square it
/// opens: what the opponent's next play scores more for each, fitted by
/// `krada learn-opening` (see docs/studies.md), the negative ones set to zero.
pub const AMATH_OPENING_COST: Open = [3.4, 1.3, 0.3, 1.3];

/// What a play opens costs it in a position.
pub struct OpeningCost {
    /// `None` when nothing costs: the weights are zero or the bag is
    /// empty (the endgame search sees every reply).
    openings: Option<Openings>,
    weights: Open,
}

impl OpeningCost {
    pub fn new(position: &Position, weights: Open) -> OpeningCost {
        let costs = weights.iter().any(|&w| w != 0.0) && position.bag_len > 0;
        OpeningCost {
            openings: costs.then(|| Openings::new(&position.rules().layout, &position.board())),
            weights,
        }
    }

    /// What `play` opens costs it, in points (zero or more).
    pub fn of(&self, play: &[Placement]) -> f32 {
        let Some(openings) = &self.openings else {
            return 0.0;
        };
        let opened = openings.opened(play);
        opened
            .iter()
            .zip(&self.weights)
            .map(|(n, w)| n * w.max(0.0))
            .sum()
    }
}

/// The open premium squares of a board, and how a play changes them.
pub struct Openings {
    layout: Layout,
    board: Board,
    open: [bool; CELLS],
}

impl Openings {
    pub fn new(layout: &Layout, board: &Board) -> Openings {
        let mut open = [false; CELLS];
        for (i, cell) in open.iter_mut().enumerate() {
            let pos = Pos::from_index(i);
            *cell =
                kind(layout, pos).is_some() && !board.is_occupied(pos) && reaches_tile(board, pos);
        }
        Openings {
            layout: layout.clone(),
            board: board.clone(),
            open,
        }
    }

    /// How many premium squares of each of [`KINDS`] `play` opens: open
    /// once it is on the board, not open before. (Covering an open square
    /// earns nothing here: the square's premium is in the play's score.)
    pub fn opened(&self, play: &[Placement]) -> Open {
        let mut count = [0.0; 4];
        let new = |pos: Pos| play.iter().any(|p| p.pos == pos);
        // Only squares near a new tile can open: each is counted once,
        // from the first new tile (in the play's order) that reaches it.
        for (n, p) in play.iter().enumerate() {
            for dir in [Dir::Across, Dir::Down] {
                for sign in [-1, 1] {
                    for step in 1..=REACH {
                        let Some(pos) = p.pos.step(dir, sign * step) else {
                            break;
                        };
                        if self.board.is_occupied(pos) || new(pos) {
                            break;
                        }
                        let Some(k) = kind(&self.layout, pos).filter(|_| !self.open[pos.index()])
                        else {
                            continue;
                        };
                        if !play[..n]
                            .iter()
                            .any(|q| reaches(q.pos, pos, &new, &self.board))
                        {
                            count[k] += 1.0;
                        }
                    }
                }
            }
        }
        count
    }

    /// Whether `pos` is an open premium square of the board.
    pub fn is_open(&self, pos: Pos) -> bool {
        self.open[pos.index()]
    }
}

/// Which of [`KINDS`] the square is, if any.
fn kind(layout: &Layout, pos: Pos) -> Option<usize> {
    let premium = layout.premium(pos);
    KINDS.iter().position(|&k| k == premium)
}

/// Whether a tile lies within [`REACH`] of `pos` in its row or column
/// with empty squares between.
fn reaches_tile(board: &Board, pos: Pos) -> bool {
    for dir in [Dir::Across, Dir::Down] {
        for sign in [-1, 1] {
            for step in 1..=REACH {
                let Some(at) = pos.step(dir, sign * step) else {
                    break;
                };
                if board.is_occupied(at) {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether the tile at `from` reaches `to`: same row or column, within
/// [`REACH`], nothing between.
fn reaches(from: Pos, to: Pos, new: &impl Fn(Pos) -> bool, board: &Board) -> bool {
    let (dr, dc) = (
        to.row as isize - from.row as isize,
        to.col as isize - from.col as isize,
    );
    let (dir, dist) = match (dr, dc) {
        (0, d) => (Dir::Across, d),
        (d, 0) => (Dir::Down, d),
        _ => return false,
    };
    if dist == 0 || dist.abs() > REACH {
        return false;
    }
    (1..dist.abs()).all(|s| {
        let at = from
            .step(dir, s * dist.signum())
            .expect("between two squares");
        !board.is_occupied(at) && !new(at)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::face::Face;
    use krada_engine::layout::LayoutId;
    use krada_engine::play::lay;
    use krada_engine::tileset::TileId;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn tile(pos: Pos) -> Placement {
        Placement {
            pos,
            tile: TileId(0),
            face: Face(1),
        }
    }

    fn with(board: &Board, play: &[Placement]) -> Board {
        let mut after = board.clone();
        lay(&mut after, play);
        after
    }

    /// The premium squares of each kind open on `after` but not `before`.
    fn newly_open(layout: &Layout, before: &Board, after: &Board) -> Open {
        let (was, is) = (Openings::new(layout, before), Openings::new(layout, after));
        let mut count = [0.0; 4];
        for pos in (0..CELLS).map(Pos::from_index) {
            if is.is_open(pos) && !was.is_open(pos) {
                count[kind(layout, pos).expect("a premium square")] += 1.0;
            }
        }
        count
    }

    #[test]
    fn a_tile_near_a_premium_square_opens_it_and_one_far_from_it_does_not() {
        let layout = Layout::get(LayoutId::AMath);
        let red = (0..CELLS)
            .map(Pos::from_index)
            .find(|&p| layout.premium(p) == Premium::LineX3 && p.row == 0)
            .expect("a red square on the top row");
        let far = red.step(Dir::Down, REACH + 1).expect("on the board");
        let board = with(&Board::default(), &[tile(far)]);
        let openings = Openings::new(&layout, &board);
        assert!(!openings.is_open(red));
        let near = far.step(Dir::Down, -1).expect("on the board");
        assert_eq!(openings.opened(&[tile(near)])[0], 1.0);
        let opened = Openings::new(&layout, &with(&board, &[tile(near)]));
        assert!(opened.is_open(red));
        // Open already: a second tile beside it opens nothing more.
        let beside = near.step(Dir::Across, 1).expect("on the board");
        assert_eq!(opened.opened(&[tile(beside)])[0], 0.0);
    }

    #[test]
    fn a_play_opens_what_counting_the_board_after_it_finds_newly_open() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for layout in [LayoutId::AMath, LayoutId::Crossword] {
            let layout = Layout::get(layout);
            for _ in 0..300 {
                let mut board = Board::default();
                for _ in 0..rng.random_range(0..40) {
                    board = with(&board, &[tile(Pos::from_index(rng.random_range(0..CELLS)))]);
                }
                let start = Pos::from_index(rng.random_range(0..CELLS));
                let dir = if rng.random_bool(0.5) {
                    Dir::Across
                } else {
                    Dir::Down
                };
                let play: Vec<Placement> = (0..rng.random_range(1..8i64) as isize)
                    .filter_map(|s| start.step(dir, s))
                    .filter(|&p| !board.is_occupied(p))
                    .map(tile)
                    .collect();
                let expected = newly_open(&layout, &board, &with(&board, &play));
                assert_eq!(Openings::new(&layout, &board).opened(&play), expected);
            }
        }
    }
}
