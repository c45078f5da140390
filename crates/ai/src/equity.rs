//! The hard level's judgement, shared by every level that builds on it:
//! a play's equity (score plus the value of the tiles kept), the bounded
//! search for the best plays by equity, and the best exchange.

use crate::defence::OpeningCost;
use crate::leave::{Leave, for_tiles};
use crate::movegen::{Bound, Extra, Generator, KeepTable, Move, tile_order};
use crate::position::Position;
use krada_engine::play::Placement;
use krada_engine::tileset::{TileId, TileSet};
use std::cell::Cell;

/// A play with its value to the hard level.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub play: Move,
    /// Score plus the value of the tiles kept, less `opening`.
    pub equity: f32,
    /// What the premium squares the play opens to the opponent cost it
    /// (zero or more; already taken off `equity`).
    pub opening: f32,
}

/// The rack without the tiles a play uses.
pub fn kept(rack: &[TileId], play: &Move) -> Vec<TileId> {
    rack_without(rack, play.placements.iter().map(|p| p.tile))
}

/// The rack without `given` (each tile taken once).
pub fn rack_without(rack: &[TileId], given: impl IntoIterator<Item = TileId>) -> Vec<TileId> {
    let mut left = rack.to_vec();
    for tile in given {
        if let Some(i) = left.iter().position(|&t| t == tile) {
            left.remove(i);
        }
    }
    left
}

/// A play's equity in `position`: its score plus the value `leave` gives
/// the tiles it keeps, less what the premium squares it opens to the
/// opponent cost (see [`OpeningCost`]).
pub fn equity_of(position: &Position, leave: &dyn Leave, play: &Move) -> f32 {
    let opening = OpeningCost::new(position, leave.opening_cost());
    rate(position, leave, &opening, play.clone()).equity
}

/// `play` with its equity, `opening` being the position's (built once for
/// many plays).
pub fn rate(position: &Position, leave: &dyn Leave, opening: &OpeningCost, play: Move) -> Rated {
    let cost = opening.of(&play.placements);
    Rated {
        equity: play.score as f32 + leave_of(position, leave, &play) - cost,
        play,
        opening: cost,
    }
}

/// The value `leave` gives the tiles `play` keeps, with the bag as the
/// play leaves it.
fn leave_of(position: &Position, leave: &dyn Leave, play: &Move) -> f32 {
    let set = position.rules().tiles;
    let bag_after = position.bag_len.saturating_sub(play.placements.len());
    leave.value(&set, &kept(&position.rack, play), bag_after)
}

/// Orders plays best first: by value, then score, then a fixed order of
/// their tiles, so the choice never depends on the order of the search.
pub fn better(a: &Rated, b: &Rated) -> std::cmp::Ordering {
    b.equity
        .total_cmp(&a.equity)
        .then(b.play.score.cmp(&a.play.score))
        .then_with(|| tile_order(&a.play, &b.play))
}

/// Whether a list of best plays may hold plays that differ only in the
/// order of their tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// Every play (the reference lists, a single best play).
    All,
    /// One play for each set of tiles laid on one set of squares, the
    /// best-valued: A-Math lays the same tiles out as many equivalent
    /// equations (`13=4×2+5`, `13=5+2×4`) of nearly the same value, which
    /// would fill a short list of candidates or hints with one idea.
    /// `mirrors_alike`: on an empty board that is its own mirror image
    /// across the diagonal, a play down and the same play across count
    /// as one too (`H5 12=12`, `8E 12=12`).
    Distinct { mirrors_alike: bool },
}

impl Listing {
    /// The distinct listing for `position`: mirror images alike when its
    /// board is empty and symmetric.
    pub fn distinct_for(position: &Position) -> Listing {
        Listing::Distinct {
            mirrors_alike: position.board.is_empty()
                && position.rules().layout.is_symmetric_about_diagonal(),
        }
    }

    /// Whether `a` and `b` count as one play in this listing: the same
    /// tiles (a blank's face aside) on the same squares, in any order, for
    /// the same score — the same tiles in another order that puts a
    /// costlier one on a premium square is another play.
    pub fn alike(self, a: &Move, b: &Move) -> bool {
        match self {
            Listing::All => false,
            Listing::Distinct { mirrors_alike } => {
                a.placements.len() == b.placements.len()
                    && a.score == b.score
                    && tiles(a) == tiles(b)
                    && (squares(a, false) == squares(b, false)
                        || (mirrors_alike && squares(a, false) == squares(b, true)))
            }
        }
    }
}

/// What identifies a play in a listing: two plays are alike exactly when
/// their keys are equal (`None` in [`Listing::All`], where none are alike).
pub type PlayKey = ([u16; 16], [u16; 16], u32);

impl Listing {
    /// The play's key: its tiles and its squares, in any order (and on an
    /// empty symmetric board the lesser of its squares and their mirror
    /// image), and its score, so a list is made distinct with a set, not
    /// pair by pair.
    pub fn key(self, placements: &[Placement], score: u32) -> Option<PlayKey> {
        let Listing::Distinct { mirrors_alike } = self else {
            return None;
        };
        let tiles = sorted(placements.iter().map(|p| p.tile.0 as u16));
        let squares = squares_of(placements, false);
        let squares = if mirrors_alike {
            squares.min(squares_of(placements, true))
        } else {
            squares
        };
        Some((tiles, squares, score))
    }
}

// A play lays at most a rack, fewer than 16 tiles: sorted on the stack.
fn sorted(values: impl Iterator<Item = u16>) -> [u16; 16] {
    let mut keys = [u16::MAX; 16];
    for (slot, value) in keys.iter_mut().zip(values) {
        *slot = value;
    }
    keys.sort_unstable();
    keys
}

fn tiles(play: &Move) -> [u16; 16] {
    sorted(play.placements.iter().map(|p| p.tile.0 as u16))
}

fn squares(play: &Move, mirrored: bool) -> [u16; 16] {
    squares_of(&play.placements, mirrored)
}

fn squares_of(placements: &[Placement], mirrored: bool) -> [u16; 16] {
    sorted(placements.iter().map(|p| {
        let pos = if mirrored { p.pos.transposed() } else { p.pos };
        pos.index() as u16
    }))
}

/// Cuts a best-first list to its first `n` plays, each the first of its
/// group of plays alike in `listing`. Stops at `n`: a first pass's list
/// holds thousands of plays.
fn keep_best(list: &mut Vec<Rated>, listing: Listing, n: usize) {
    if listing == Listing::All {
        list.truncate(n);
        return;
    }
    let mut kept: Vec<Rated> = Vec::with_capacity(n);
    for rated in list.drain(..) {
        if kept.len() == n {
            break;
        }
        if !kept.iter().any(|k| listing.alike(&k.play, &rated.play)) {
            kept.push(rated);
        }
    }
    *list = kept;
}

/// How many plays a search lists, and whether reorderings count.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Wanted {
    pub n: usize,
    pub listing: Listing,
}

impl Wanted {
    /// The single best play.
    pub const BEST: Wanted = Wanted {
        n: 1,
        listing: Listing::All,
    };
}

/// The `n` plays of highest value found within the budget (`stop` returns
/// true when time is up), best first (with [`Listing::Distinct`], one for
/// each set of tiles on a set of squares). `extra_bound` is the most `value` may
/// add to a play's score; plays that cannot reach the `n`-th best are pruned.
pub(crate) fn top_moves(
    generator: &mut Generator,
    position: &Position,
    Wanted { n, listing }: Wanted,
    extra_bound: Extra,
    value: impl Fn(&Move) -> f32,
    visible: impl Fn(&Move) -> bool,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    let rules = position.rules();
    let board = position.board();
    // Blanks multiply the search. A first pass without them finds good plays
    // cheaply; then passes that only look for plays well above those (and so
    // prune hard) come down step by step until one finds enough.
    let blank = |t: &TileId| rules.tiles.kind(*t).blank;
    let mut floors = vec![f32::MIN];
    let mut fallback: Vec<Rated> = Vec::new();
    // Crossword searches once: a first pass without blanks did not make
    // its bounded search faster (measured), the bound itself prunes.
    let bounded = rules.kind == krada_engine::rules::GameKind::AMath;
    if bounded && position.rack.iter().any(blank) {
        let plain: Vec<TileId> = position
            .rack
            .iter()
            .copied()
            .filter(|t| !blank(t))
            .collect();
        generator.generate_bounded(
            &rules,
            &board,
            &plain,
            Bound {
                threshold: &Cell::new(f32::MIN),
                extra: extra_bound,
            },
            stop,
            &mut |play| {
                if visible(&play) {
                    fallback.push(Rated {
                        equity: value(&play),
                        play,
                        opening: 0.0,
                    });
                }
            },
        );
        fallback.sort_by(better);
        keep_best(&mut fallback, listing, n);
        let known = fallback.get(n - 1).map_or(0.0, |r| r.equity);
        floors = vec![known + 40.0, known + 20.0, known + 8.0, known];
        if fallback.len() < n {
            floors.push(f32::MIN);
        }
    }
    let mut top: Vec<Rated> = Vec::with_capacity(n + 1);
    for floor in floors {
        top.clear();
        let threshold = Cell::new(floor);
        let complete = generator.generate_bounded(
            &rules,
            &board,
            &position.rack,
            Bound {
                threshold: &threshold,
                extra: extra_bound,
            },
            stop,
            &mut |play| {
                if !visible(&play) {
                    return;
                }
                let equity = value(&play);
                let rated = Rated {
                    play,
                    equity,
                    opening: 0.0,
                };
                if equity < floor || (top.len() == n && better(&rated, &top[n - 1]).is_ge()) {
                    return;
                }
                if listing != Listing::All
                    && let Some(i) = top.iter().position(|r| listing.alike(&r.play, &rated.play))
                {
                    // One of each: the better of the two stays.
                    if better(&rated, &top[i]).is_ge() {
                        return;
                    }
                    top.remove(i);
                }
                let at = top.partition_point(|r| better(r, &rated).is_lt());
                top.insert(at, rated);
                top.truncate(n);
                if top.len() == n {
                    threshold.set(top[n - 1].equity);
                }
            },
        );
        if !complete {
            // Out of time: the best of what this pass and the first found.
            for rated in fallback {
                if !top.iter().any(|r| r.play == rated.play) {
                    top.push(rated);
                }
            }
            top.sort_by(better);
            keep_best(&mut top, listing, n);
            return (top, false);
        }
        if top.len() == n {
            break;
        }
    }
    (top, true)
}

/// The hard level's `n` best plays by equity (score plus the value of the
/// tiles kept), best first; whether the search finished within the budget.
pub fn best_moves(
    position: &Position,
    n: usize,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    let set = position.rules().tiles;
    best_moves_with(position, n, for_tiles(&set), stop)
}

/// [`best_moves`] valuing the tiles kept by `leave`.
pub fn best_moves_with(
    position: &Position,
    n: usize,
    leave: &dyn Leave,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    best_moves_using(&mut Generator::default(), position, n, leave, stop)
}

/// [`best_moves_with`] searching with `generator`, whose buffers (and,
/// for the same board, Crossword's crossing constraints) it reuses.
pub fn best_moves_using(
    generator: &mut Generator,
    position: &Position,
    n: usize,
    leave: &dyn Leave,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    best_listed(generator, position, n, leave, Listing::All, stop)
}

/// The `n` best plays by equity, one for each set of tiles laid on a set of
/// squares ([`Listing::Distinct`]): what an expert simulates and a hint
/// offers, so that the list holds `n` ideas, not one idea `n` ways.
pub fn best_distinct_moves(
    position: &Position,
    n: usize,
    leave: &dyn Leave,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    best_listed(
        &mut Generator::default(),
        position,
        n,
        leave,
        Listing::distinct_for(position),
        stop,
    )
}

fn best_listed(
    generator: &mut Generator,
    position: &Position,
    n: usize,
    leave: &dyn Leave,
    listing: Listing,
    stop: &mut dyn FnMut() -> bool,
) -> (Vec<Rated>, bool) {
    let set = position.rules().tiles;
    let table = LeaveTable::new(&set, &position.rack, position.bag_len, leave);
    let opening = OpeningCost::new(position, leave.opening_cost());
    let equity = |play: &Move| {
        let kept = match table.kept_value(play) {
            Some(kept) => kept,
            None => leave_of(position, leave, play),
        };
        play.score as f32 + kept - opening.of(&play.placements)
    };
    let ceiling = |rest: &[(TileId, u8)]| {
        table
            .get(rest)
            .unwrap_or_else(|| leave.ceiling(&set, rest, position.bag_len))
    };
    let extra = Extra {
        within: &ceiling,
        keep: Some(&table.keep),
    };
    let (mut top, complete) = top_moves(
        generator,
        position,
        Wanted { n, listing },
        extra,
        equity,
        |_| true,
        stop,
    );
    for rated in &mut top {
        rated.opening = opening.of(&rated.play.placements);
    }
    (top, complete)
}

/// The leave of every part of the rack, tabled once a search: its value,
/// its exact ceiling (the most any sub-collection of it is worth to keep)
/// and, for each number of tiles kept, the most keeping that many is worth.
/// A rack has at most 256 parts, so this costs a few thousand leave values
/// once, then every play's equity is a lookup, and the ceilings prune far
/// better than a bound worked out from the weights.
struct LeaveTable {
    counts: Vec<usize>,
    value: Vec<f32>,
    best: Vec<f32>,
    /// The most keeping `k` tiles of each part is worth.
    keep: KeepTable,
    /// Whether `value` is each play's leave: no play empties the bag, or
    /// it was empty already.
    exact: bool,
}

impl LeaveTable {
    fn new(set: &TileSet, rack: &[TileId], bag_len: usize, leave: &dyn Leave) -> LeaveTable {
        let mut kinds: Vec<TileId> = Vec::new();
        let mut counts: Vec<usize> = Vec::new();
        for &t in rack {
            match kinds.iter().position(|&k| k == t) {
                Some(i) => counts[i] += 1,
                None => {
                    kinds.push(t);
                    counts.push(1);
                }
            }
        }
        let mut strides = Vec::with_capacity(kinds.len());
        let mut total = 1;
        for &c in &counts {
            strides.push(total);
            total *= c + 1;
        }
        // A leave tells only an empty bag from a filled one (see `Leave`):
        // unless some play empties the bag, `value` is every play's leave.
        let exact = bag_len == 0 || bag_len > rack.len();
        // A play that empties the bag has its leave valued as an endgame
        // one, which is never above zero.
        let floor = if exact { f32::MIN } else { 0.0 };
        let width = rack.len() + 1;
        let mut most = vec![f32::MIN; total * width];
        // Counts grow with the index, so every part's own parts come first.
        let mut value = vec![0.0f32; total];
        let mut best = vec![0.0f32; total];
        // How many of each kind part `index` keeps: counted up like an
        // odometer, each kind a digit (index = the sum of count × stride).
        let mut part = vec![0usize; kinds.len()];
        let mut kept = Vec::with_capacity(width);
        for index in 0..total {
            if index > 0 {
                for (digit, &c) in part.iter_mut().zip(&counts) {
                    if *digit < c {
                        *digit += 1;
                        break;
                    }
                    *digit = 0;
                }
            }
            kept.clear();
            kept.extend(
                part.iter()
                    .zip(&kinds)
                    .flat_map(|(&n, &t)| std::iter::repeat_n(t, n)),
            );
            value[index] = leave.value(set, &kept, bag_len);
            // A part keeps `k` tiles as itself or as one of its parts
            // with one tile fewer.
            let mut ceiling = value[index].max(0.0);
            let own = value[index].max(floor);
            most[index * width + kept.len()] = own;
            for (j, &n) in part.iter().enumerate() {
                if n > 0 {
                    let smaller = index - strides[j];
                    ceiling = ceiling.max(best[smaller]);
                    for k in 0..kept.len() {
                        let m = most[smaller * width + k];
                        let entry = &mut most[index * width + k];
                        *entry = entry.max(m);
                    }
                }
            }
            best[index] = ceiling;
        }
        LeaveTable {
            counts,
            value,
            best,
            keep: KeepTable {
                kinds: kinds.into_iter().zip(strides).collect(),
                width,
                most,
            },
            exact,
        }
    }

    /// The ceiling for the tiles `rest` (kinds and counts), if they are
    /// part of the rack.
    fn get(&self, rest: &[(TileId, u8)]) -> Option<f32> {
        let mut index = 0;
        for &(tile, count) in rest {
            if count == 0 {
                continue;
            }
            let j = self.keep.kinds.iter().position(|&(k, _)| k == tile)?;
            if count as usize > self.counts[j] {
                return None;
            }
            index += self.keep.kinds[j].1 * count as usize;
        }
        self.best.get(index).copied()
    }

    /// The value of what `play` keeps, when the table knows it.
    fn kept_value(&self, play: &Move) -> Option<f32> {
        if !self.exact {
            return None;
        }
        let mut index = self.keep.whole();
        for p in play.placements.iter() {
            let &(_, stride) = self.keep.kinds.iter().find(|&&(k, _)| k == p.tile)?;
            index = index.checked_sub(stride)?;
        }
        self.value.get(index).copied()
    }
}

/// Exchanging costs the turn: the hard level exchanges only when what it
/// keeps beats the best play by this much.
pub const EXCHANGE_COST: f32 = 4.0;

/// The best exchange for the hard level: the subset of the rack worth most
/// to keep, and its value.
pub fn best_exchange(position: &Position, leave: &dyn Leave) -> Option<(Vec<TileId>, f32)> {
    let rules = position.rules();
    if position.bag_len < rules.exchange_min_bag {
        return None;
    }
    let rack = &position.rack;
    let n = rack.len();
    let mut best: Option<(Vec<TileId>, f32)> = None;
    for keep_mask in 0u32..(1 << n) - 1 {
        let keep: Vec<TileId> = (0..n)
            .filter(|i| keep_mask & (1 << i) != 0)
            .map(|i| rack[i])
            .collect();
        let value = leave.value(&rules.tiles, &keep, position.bag_len);
        if best.as_ref().is_none_or(|(_, v)| value > *v) {
            let give: Vec<TileId> = (0..n)
                .filter(|i| keep_mask & (1 << i) == 0)
                .map(|i| rack[i])
                .collect();
            best = Some((give, value));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leave::for_tiles;
    use krada_engine::notation::parse_rack;
    use krada_engine::tileset::{english, standard};

    /// The table against every sub-collection of the rack, taken by mask:
    /// each part's value, and for each part and number kept the most.
    fn check(set: &TileSet, text: &str, bag_len: usize) {
        let rack = parse_rack(set, text).unwrap();
        let leave = for_tiles(set);
        let table = LeaveTable::new(set, &rack, bag_len, leave);
        let n = rack.len();
        let part_of = |mask: u32| -> usize {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| table.keep.stride(rack[i]))
                .sum()
        };
        let tiles_of = |mask: u32| -> Vec<TileId> {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| rack[i])
                .collect()
        };
        let counted = |mask: u32| -> Vec<(TileId, u8)> {
            let mut counts: Vec<(TileId, u8)> = Vec::new();
            for t in tiles_of(mask) {
                match counts.iter_mut().find(|(k, _)| *k == t) {
                    Some((_, c)) => *c += 1,
                    None => counts.push((t, 1)),
                }
            }
            counts
        };
        for mask in 0u32..1 << n {
            let part = part_of(mask);
            assert_eq!(
                table.keep.part_of(counted(mask)),
                Some(part),
                "{text}: part {mask:b}"
            );
            let value = leave.value(set, &tiles_of(mask), bag_len);
            assert_eq!(table.value[part], value, "{text}: value of {mask:b}");
            for k in 0..=mask.count_ones() as usize {
                let most = (0u32..1 << n)
                    .filter(|&sub| sub & mask == sub && sub.count_ones() as usize == k)
                    .map(|sub| leave.value(set, &tiles_of(sub), bag_len))
                    .fold(f32::MIN, f32::max);
                assert_eq!(
                    table.keep.get(part, k),
                    most,
                    "{text}: keep {k} of {mask:b}"
                );
            }
        }
        assert_eq!(table.keep.whole(), part_of((1 << n) - 1));
        // One tile more of a kind than the rack holds is no part of it.
        let mut too_many = counted((1 << n) - 1);
        too_many[0].1 += 1;
        assert_eq!(table.keep.part_of(too_many), None, "{text}");
    }

    #[test]
    fn the_leave_table_knows_every_part_of_the_rack_and_the_most_kept_by_count() {
        let (words, amath) = (english(), standard());
        check(&words, "AEIRS??", 50);
        check(&words, "QUEENSS", 20);
        check(&amath, "1+=?2×3", 40);
        check(&amath, "=7=12-?", 30);
        // A tile the rack does not hold is no part of it.
        let set = standard();
        let rack = parse_rack(&set, "1+=2").unwrap();
        let table = LeaveTable::new(&set, &rack, 40, for_tiles(&set));
        let absent = parse_rack(&set, "9").unwrap()[0];
        assert_eq!(table.keep.part_of([(absent, 1)]), None);
    }

    #[test]
    fn a_play_keeps_what_the_table_values_unless_it_may_empty_the_bag() {
        let set = english();
        let rack = parse_rack(&set, "CATS?EE").unwrap();
        let leave = for_tiles(&set);
        let play = |tiles: &[TileId]| Move {
            placements: crate::tiles::Tiles::from_slice(
                &tiles
                    .iter()
                    .enumerate()
                    .map(|(k, &tile)| krada_engine::play::Placement {
                        pos: krada_engine::layout::Pos::new(7, k),
                        tile,
                        face: krada_engine::face::Face(0),
                    })
                    .collect::<Vec<_>>(),
            ),
            score: 10,
        };
        let cat = play(&rack[..3]);
        let table = LeaveTable::new(&set, &rack, 40, leave);
        assert_eq!(
            table.kept_value(&cat),
            Some(leave.value(&set, &rack[3..], 40))
        );
        // Three in the bag: a play of three or more empties it.
        let late = LeaveTable::new(&set, &rack, 3, leave);
        assert_eq!(late.kept_value(&cat), None);
    }
}
