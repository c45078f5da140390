//! Exact endgames. With the bag empty the opponent's rack is known (it is
//! every tile not seen), so the rest of the game is a two-player game of
//! perfect information: a negamax search with alpha-beta pruning finds the
//! line that ends with the best final spread. Deeper searches follow one
//! another (iterative deepening) until the game's end is reached or the
//! budget runs out; then the best line of the deepest finished search is
//! played. Each search tries first the moves the last one found best, then
//! plays that go out, then the highest scores.

use crate::movegen::{Bound, Extra, Generator, Move};
use crate::position::Position;
use crate::tiles::Tiles;
use krada_engine::board::Board;
use krada_engine::game::Action;
use krada_engine::play::lay;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;
use std::cell::Cell;
use std::collections::HashMap;

/// A move of the endgame: a play, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    Play(Tiles, u32),
    Pass,
}

impl Step {
    pub fn action(&self) -> Action {
        match self {
            Step::Play(tiles, _) => Action::Play(tiles.to_vec()),
            Step::Pass => Action::Pass,
        }
    }
}

/// What the search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The best line from the side to move, as far as it was searched.
    pub line: Vec<Step>,
    /// The spread it gains (its points less the opponent's, end adjustments
    /// included) over the rest of the game, or to the depth searched.
    pub value: i32,
    /// Whether every line searched was followed to the game's end: the
    /// line's value is what playing it out gives.
    pub ended: bool,
    /// Whether, besides, no play was left out anywhere: the value is exact.
    pub exact: bool,
    /// Plies searched by the last finished search.
    pub depth: usize,
}

/// The state of the endgame: the board, both racks (the side to move's
/// first) and how many scoreless turns in a row end the game.
#[derive(Clone)]
struct Node {
    board: Board,
    racks: [Vec<TileId>; 2],
    scoreless: usize,
}

/// A node as the move-ordering table knows it: the board's tiles by
/// square, and both racks sorted.
type NodeKey = (Vec<(u8, TileId)>, [Vec<TileId>; 2]);

struct Search<'a> {
    rules: &'a Rules,
    generator: Generator,
    stop: &'a mut dyn FnMut() -> bool,
    stopped: bool,
    /// A line reached its depth limit before the game's end.
    cut_short: bool,
    /// A position had plays left out (its side's rack was over the width).
    narrowed: bool,
    /// The best move found at a position (by board and racks), tried first
    /// when the position is met again in a deeper search.
    best: HashMap<NodeKey, Step>,
    /// A position's plays in order and whether some were left out: each
    /// deeper search meets the same positions again, and generating their
    /// plays is what a position costs.
    plays: HashMap<NodeKey, (Vec<Step>, bool)>,
    /// Move generations made, over all the searches.
    nodes: u64,
    /// Positions visited, over all the searches.
    visits: u64,
    max_nodes: u64,
    width: usize,
}

/// How far a search may go besides its time budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Plies of the deepest search.
    pub depth: usize,
    /// Positions whose plays are generated, over all the searches (a
    /// position met again costs nothing: its plays are kept).
    pub nodes: u64,
    /// Plays tried at a position whose side holds more than four tiles (the
    /// highest by score and going-out bonus); smaller racks try every play.
    pub width: usize,
}

impl Limits {
    pub const NONE: Limits = Limits {
        depth: usize::MAX,
        nodes: u64::MAX,
        width: usize::MAX,
    };
}

/// Positions a search may visit for each generation it may make: one met
/// again costs no generation, so visits are bounded apart.
const VISITS_PER_NODE: u64 = 50;

/// Racks this small have every play tried, whatever the width.
const SMALL_RACK: usize = 4;

/// Solves the endgame of `position` (its bag must be empty): the best line
/// and its value. `scoreless` is how many scoreless turns in a row have
/// already been made. `None` when the bag is not empty.
pub fn solve(
    position: &Position,
    scoreless: usize,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Solution> {
    solve_within(position, scoreless, Limits::NONE, stop)
}

/// [`solve`] within `limits`: the deepest search finished within them.
pub fn solve_within(
    position: &Position,
    scoreless: usize,
    limits: Limits,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Solution> {
    if position.bag_len != 0 {
        return None;
    }
    let rules = position.rules();
    let opponent = position.unseen_tiles();
    let node = Node {
        board: position.board(),
        racks: [position.rack.clone(), opponent],
        scoreless,
    };
    let mut search = Search::new(&rules, stop, limits.nodes, limits.width);
    let mut found: Option<Solution> = None;
    let mut depth = 1;
    while depth <= limits.depth {
        search.cut_short = false;
        let mut line = Vec::new();
        let value = search.negamax(&node, depth, -i32::MAX, i32::MAX, &mut line);
        if search.stopped {
            break;
        }
        // Every line followed to the game's end: deeper searches would
        // find the same (exact, unless plays were left out).
        let ended = !search.cut_short;
        found = Some(Solution {
            line,
            value,
            ended,
            exact: ended && !search.narrowed,
            depth,
        });
        if ended {
            break;
        }
        depth += 1;
    }
    // Out of time before even one ply: the highest-scoring move will do.
    found.or_else(|| {
        let mut best: Option<Move> = None;
        search
            .generator
            .generate(&rules, &node.board, &node.racks[0], &mut || false, |m| {
                if best.as_ref().is_none_or(|b| m.score > b.score) {
                    best = Some(m);
                }
            });
        let step = best.map_or(Step::Pass, |m| Step::Play(m.placements, m.score));
        Some(Solution {
            line: vec![step],
            value: 0,
            ended: false,
            exact: false,
            depth: 0,
        })
    })
}

/// Every move of the side to move (each play, then the pass) with the spread
/// it secures by the game's end when both sides play best after it: what a
/// puzzle ranks an endgame answer by. `None` when the bag is not empty, or
/// when `max_nodes` generations (or `stop`) end the search before every
/// value is exact.
pub fn value_each(
    position: &Position,
    scoreless: usize,
    max_nodes: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Vec<(Step, i32)>> {
    if position.bag_len != 0 {
        return None;
    }
    let rules = position.rules();
    let node = Node {
        board: position.board(),
        racks: [position.rack.clone(), position.unseen_tiles()],
        scoreless,
    };
    let mut search = Search::new(&rules, stop, max_nodes, usize::MAX);
    let key = search.key(&node);
    let steps = search.steps(&node, &key)?;
    let mut valued = Vec::with_capacity(steps.len());
    let mut rest = Vec::new();
    for step in steps {
        // A full window for each: every value exact, not only the best's.
        let value = match node.after(&rules, step) {
            After::Out(points) => points,
            After::Next(next, score) => {
                score - search.negamax(&next, usize::MAX, -i32::MAX, i32::MAX, &mut rest)
            }
        };
        if search.stopped {
            return None;
        }
        valued.push((step, value));
    }
    Some(valued)
}

/// Where a step leads: the game ends with the mover going out (its score
/// and bonus), or the next position with the points the step scored.
// Taken apart at once by the caller: moving the board costs less than a
// heap allocation at every position of the search.
#[allow(clippy::large_enum_variant)]
enum After {
    Out(i32),
    Next(Node, i32),
}

impl Node {
    /// The position after the side to move makes `step`.
    fn after(&self, rules: &Rules, step: Step) -> After {
        let (tiles, score) = match step {
            Step::Play(tiles, score) => (tiles, score),
            Step::Pass => {
                let next = Node {
                    board: self.board.clone(),
                    racks: [self.racks[1].clone(), self.racks[0].clone()],
                    scoreless: self.scoreless + 1,
                };
                return After::Next(next, 0);
            }
        };
        let mut rack = self.racks[0].clone();
        for p in tiles.iter() {
            let at = rack
                .iter()
                .position(|&t| t == p.tile)
                .expect("from the rack");
            rack.swap_remove(at);
        }
        if rack.is_empty() {
            return After::Out(score as i32 + 2 * rack_points(rules, &self.racks[1]));
        }
        let mut board = self.board.clone();
        lay(&mut board, &tiles);
        let next = Node {
            board,
            racks: [self.racks[1].clone(), rack],
            // A play lays tiles whatever it scores: the run ends
            // (`krada_engine::scoreless`).
            scoreless: 0,
        };
        After::Next(next, score as i32)
    }
}

fn rack_points(rules: &Rules, rack: &[TileId]) -> i32 {
    rack.iter()
        .map(|&t| rules.tiles.kind(t).points as i32)
        .sum()
}

impl<'a> Search<'a> {
    /// A search that has seen nothing yet.
    fn new(
        rules: &'a Rules,
        stop: &'a mut dyn FnMut() -> bool,
        max_nodes: u64,
        width: usize,
    ) -> Search<'a> {
        Search {
            rules,
            generator: Generator::default(),
            stop,
            stopped: false,
            cut_short: false,
            narrowed: false,
            best: HashMap::new(),
            plays: HashMap::new(),
            nodes: 0,
            visits: 0,
            max_nodes,
            width,
        }
    }

    /// The best spread the side to move can secure from `node` within
    /// `depth` plies; its line is written to `line`.
    fn negamax(
        &mut self,
        node: &Node,
        depth: usize,
        mut alpha: i32,
        beta: i32,
        line: &mut Vec<Step>,
    ) -> i32 {
        line.clear();
        // Positions met again cost no generation but still take time: the
        // clock is asked at every one, and their number is bounded too.
        self.visits += 1;
        if self.visits > self.max_nodes.saturating_mul(VISITS_PER_NODE) || (self.stop)() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if node.scoreless >= self.rules.scoreless_turns_end {
            // Both sides lose what they hold.
            return rack_points(self.rules, &node.racks[1])
                - rack_points(self.rules, &node.racks[0]);
        }
        if depth == 0 {
            self.cut_short = true;
            // Unfinished: whoever holds fewer points is better placed.
            return rack_points(self.rules, &node.racks[1])
                - rack_points(self.rules, &node.racks[0]);
        }
        let key = self.key(node);
        let Some(steps) = self.steps(node, &key) else {
            return 0;
        };
        let mut best_value = -i32::MAX;
        let mut best_step = Step::Pass;
        let mut rest = Vec::new();
        for step in steps {
            let value = match node.after(self.rules, step) {
                After::Out(points) => {
                    rest.clear();
                    points
                }
                After::Next(next, score) => {
                    score - self.negamax(&next, depth - 1, -beta, -alpha, &mut rest)
                }
            };
            if self.stopped {
                return 0;
            }
            if value > best_value {
                best_value = value;
                best_step = step;
                line.clear();
                line.push(step);
                line.extend_from_slice(&rest);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.best.insert(key, best_step);
        best_value
    }

    fn key(&self, node: &Node) -> NodeKey {
        let board = node
            .board
            .tiles()
            .map(|(pos, p)| (pos.index() as u8, p.tile))
            .collect();
        let mut racks = node.racks.clone();
        racks[0].sort_unstable();
        racks[1].sort_unstable();
        (board, racks)
    }

    /// Every move of the side to move, in the order most likely best: the
    /// last search's best, plays going out, then by score; the pass last.
    /// `None` when the budget ends before they are known.
    fn steps(&mut self, node: &Node, key: &NodeKey) -> Option<Vec<Step>> {
        if !self.plays.contains_key(key) {
            // A generation is what a position costs: counted against the
            // budget before each one.
            self.nodes += 1;
            if self.nodes > self.max_nodes {
                self.stopped = true;
                return None;
            }
            let found = self.generate(node);
            self.plays.insert(key.clone(), found);
        }
        let (plays, truncated) = &self.plays[key];
        // Plays below the last kept may have been skipped unseen.
        self.narrowed |= *truncated;
        let first = self.best.get(key).copied();
        let mut steps: Vec<Step> = Vec::with_capacity(plays.len() + 2);
        steps.extend(first);
        steps.extend(plays.iter().copied().filter(|s| Some(*s) != first));
        if first != Some(Step::Pass) {
            steps.push(Step::Pass);
        }
        Some(steps)
    }

    /// The side to move's plays by promise (score, and the bonus for going
    /// out), the best `width` of them when its rack is large; and whether
    /// some were left out.
    fn generate(&mut self, node: &Node) -> (Vec<Step>, bool) {
        let rack_len = node.racks[0].len();
        let out_bonus = 2 * rack_points(self.rules, &node.racks[1]) as u32;
        let promise = |m: &Move| {
            m.score
                + if m.placements.len() == rack_len {
                    out_bonus
                } else {
                    0
                }
        };
        let order = |a: &Move, b: &Move| {
            promise(b)
                .cmp(&promise(a))
                .then_with(|| crate::movegen::tile_order(a, b))
        };
        let width = if rack_len <= SMALL_RACK {
            usize::MAX
        } else {
            self.width
        };
        let mut plays: Vec<Move> = Vec::new();
        let mut truncated = false;
        // The best `width` plays by promise; the bounded search skips what
        // cannot reach the last of them (going out adds at most the bonus).
        let threshold = Cell::new(f32::MIN);
        let extra = |_: &[(TileId, u8)]| out_bonus as f32;
        let bound = Bound {
            threshold: &threshold,
            extra: Extra::within(&extra),
        };
        self.generator.generate_bounded(
            self.rules,
            &node.board,
            &node.racks[0],
            bound,
            &mut || false,
            &mut |m| {
                let at = plays.partition_point(|p| order(p, &m).is_lt());
                if at < width {
                    plays.insert(at, m);
                    if plays.len() > width {
                        plays.pop();
                        truncated = true;
                    }
                    if plays.len() == width {
                        threshold.set(promise(&plays[width - 1]) as f32);
                    }
                } else {
                    truncated = true;
                }
            },
        );
        // Plays below the last kept may have been skipped unseen.
        truncated |= plays.len() == width;
        let steps = plays
            .into_iter()
            .map(|m| Step::Play(m.placements, m.score))
            .collect();
        (steps, truncated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::{Level, choose};
    use krada_engine::game::{Game, Status};
    use krada_engine::tileset::TileSetId;

    /// A real A-Math endgame: greedy play from `seed` until the bag is
    /// empty, then until the racks are down to at most `tiles` tiles.
    fn endgame(seed: u64, tiles: usize) -> Option<Game> {
        let mut game = Game::new(krada_engine::game::GameConfig::casual(
            TileSetId::Standard,
            seed,
        ));
        let mut turn = 0;
        while !game.is_over() {
            if game.bag_len() == 0 && game.rack(0).len() <= tiles && game.rack(1).len() <= tiles {
                return Some(game);
            }
            let action = choose(&Position::of(&game), Level::Greedy, turn, &mut || false);
            game.act(action, 0).ok()?;
            turn += 1;
        }
        None
    }

    /// Plain minimax to the game's end, no pruning, no ordering: what the
    /// search must agree with.
    fn minimax(rules: &Rules, node: &Node) -> i32 {
        if node.scoreless >= rules.scoreless_turns_end {
            return rack_points(rules, &node.racks[1]) - rack_points(rules, &node.racks[0]);
        }
        let plays = crate::movegen::all_moves(rules, &node.board, &node.racks[0]);
        let steps = plays
            .into_iter()
            .map(|m| Step::Play(m.placements, m.score))
            .chain([Step::Pass]);
        let mut best = -i32::MAX;
        for step in steps {
            let value = match node.after(rules, step) {
                After::Out(points) => points,
                After::Next(next, score) => score - minimax(rules, &next),
            };
            best = best.max(value);
        }
        best
    }

    #[test]
    fn the_search_agrees_with_plain_minimax_on_real_endgames() {
        let mut checked = 0;
        for seed in 0..40 {
            if checked == 6 {
                break;
            }
            let Some(game) = endgame(seed, 2) else {
                continue;
            };
            let position = Position::of(&game);
            let scoreless = game.scoreless_run();
            let solution = solve(&position, scoreless, &mut || false).unwrap();
            assert!(
                solution.exact,
                "seed {seed}: small racks are solved to the end"
            );
            let rules = position.rules();
            let opponent = game.rack(1 - game.to_move()).to_vec();
            let node = Node {
                board: position.board(),
                racks: [position.rack.clone(), opponent],
                scoreless,
            };
            assert_eq!(solution.value, minimax(&rules, &node), "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 5, "enough endgames were found: {checked}");
    }

    #[test]
    fn each_move_is_valued_as_plain_minimax_values_it() {
        let mut checked = 0;
        for seed in 0..40 {
            if checked == 3 {
                break;
            }
            let Some(game) = endgame(seed, 2) else {
                continue;
            };
            let position = Position::of(&game);
            let scoreless = game.scoreless_run();
            let valued = value_each(&position, scoreless, u64::MAX, &mut || false).unwrap();
            let rules = position.rules();
            let node = Node {
                board: position.board(),
                racks: [
                    position.rack.clone(),
                    game.rack(1 - game.to_move()).to_vec(),
                ],
                scoreless,
            };
            assert_eq!(valued.last().map(|v| v.0), Some(Step::Pass));
            for (step, value) in &valued {
                let expected = match node.after(&rules, *step) {
                    After::Out(points) => points,
                    After::Next(next, score) => score - minimax(&rules, &next),
                };
                assert_eq!(*value, expected, "seed {seed}: {step:?}");
            }
            let best = valued.iter().map(|v| v.1).max();
            assert_eq!(best, Some(minimax(&rules, &node)), "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 3, "enough endgames were found: {checked}");
    }

    #[test]
    fn valuing_each_move_gives_up_past_its_budget() {
        let game = (0..40)
            .find_map(|seed| endgame(seed, 7))
            .expect("an endgame");
        let position = Position::of(&game);
        assert_eq!(value_each(&position, 0, 1, &mut || false), None);
    }

    /// Playing the solution's line out in the engine gives the spread the
    /// search promised: the search's scoring and end rules are the game's.
    #[test]
    fn the_best_line_played_out_gives_the_promised_spread() {
        let mut checked = 0;
        for seed in 0..40 {
            if checked == 6 {
                break;
            }
            let Some(mut game) = endgame(seed, 3) else {
                continue;
            };
            let side = game.to_move();
            let before = game.score(side) - game.score(1 - side);
            let solution =
                solve(&Position::of(&game), game.scoreless_run(), &mut || false).unwrap();
            if !solution.exact {
                continue;
            }
            // Both sides follow the line: each step is the best reply.
            while !game.is_over() {
                let position = Position::of(&game);
                let step = solve(&position, game.scoreless_run(), &mut || false)
                    .unwrap()
                    .line[0];
                game.act(step.action(), 0).expect("the line is legal");
            }
            assert!(matches!(game.status(), Status::Over(_)));
            let after = game.score(side) - game.score(1 - side);
            assert_eq!(after - before, solution.value, "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 5, "enough endgames were solved: {checked}");
    }

    /// From the moment the bag empties, full racks included, the hard
    /// level plays the first move of its search.
    #[test]
    fn the_hard_level_plays_the_searched_line_from_the_moment_the_bag_empties() {
        use crate::player::ENDGAME_LIMITS;
        let mut checked = 0;
        for seed in 0..12 {
            let Some(game) = endgame(seed, 8) else {
                continue;
            };
            let position = Position::of(&game);
            let scoreless = game.scoreless_run();
            let searched = solve_within(&position, scoreless, ENDGAME_LIMITS, &mut || false)
                .expect("every endgame is searched");
            let hard = choose(&position, Level::Hard, 0, &mut || false);
            assert_eq!(hard, searched.line[0].action(), "seed {seed}");
            if position.rack.len() + position.unseen_tiles().len() > 8 {
                checked += 1;
            }
        }
        assert!(checked >= 4, "endgames with large racks: {checked}");
    }

    /// A search that leaves plays out (only the two most promising of a
    /// large rack) is not called exact, yet it follows its lines to the
    /// game's end, and its best line played out in the engine gives the
    /// spread it promised: the narrowed tree's scores and end are the
    /// game's.
    #[test]
    fn a_narrowed_search_follows_its_lines_to_the_end() {
        let narrow = Limits {
            width: 2,
            ..Limits::NONE
        };
        let (mut checked, mut narrowed) = (0, 0);
        for seed in 0..12 {
            let Some(mut game) = endgame(seed, 8) else {
                continue;
            };
            let position = Position::of(&game);
            if position.rack.len() <= SMALL_RACK {
                continue;
            }
            let solution =
                solve_within(&position, game.scoreless_run(), narrow, &mut || false).unwrap();
            assert!(solution.ended, "seed {seed}");
            narrowed += usize::from(!solution.exact);
            let side = game.to_move();
            let before = game.score(side) - game.score(1 - side);
            for step in &solution.line {
                game.act(step.action(), 0).expect("the line is legal");
            }
            assert!(game.is_over(), "seed {seed}: the line reaches the end");
            let after = game.score(side) - game.score(1 - side);
            assert_eq!(after - before, solution.value, "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 6, "endgames with large racks: {checked}");
        assert!(narrowed >= 4, "searches that left plays out: {narrowed}");
    }

    #[test]
    fn no_solution_while_tiles_are_in_the_bag() {
        let game = Game::new(krada_engine::game::GameConfig::casual(
            TileSetId::Standard,
            1,
        ));
        assert_eq!(solve(&Position::of(&game), 0, &mut || false), None);
    }

    #[test]
    fn out_of_time_it_still_answers_with_a_legal_move() {
        let game = endgame(3, 8).expect("an endgame");
        let solution = solve(&Position::of(&game), game.scoreless_run(), &mut || true).unwrap();
        let mut game = game;
        game.act(solution.line[0].action(), 0).expect("legal");
    }
}
