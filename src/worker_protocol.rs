//! The messages between the page and the computer player's worker, as JSON.

use krada_ai::leave::for_tiles;
use krada_ai::movegen::all_moves;
use krada_ai::player::{Level, best_distinct_moves, best_moves, choose};
use krada_ai::position::Position;
pub use krada_ai::preendgame::DrawsWon;
use krada_ai::preendgame::{Outcome, PreEndgame, by_draws_won, weigh_these};
use krada_ai::simulate::{Candidate, Pruning, SimBudget, Tally, candidates, simulate};
use krada_ai::suite::{SuitePosition, suite, word_suite};
use krada_engine::game::Action;
use krada_engine::lexicon::Lexicon;
use krada_engine::play::Placement;
use krada_features::class_round::{Found, distinct_answers, find, rank_among, round_answers};
use krada_features::mistakes::better_plays;
use krada_features::puzzle::{Answer, PuzzleSpec, read_play};
use krada_features::puzzle_rating::{make_near, make_rated};
use krada_features::review::{Moment, MoveReview, Played, review_moment};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What a message from the worker starts with when it panicked (the rest is
/// the panic's message).
pub const PANIC_PREFIX: &str = "krada-worker-panic: ";
/// The message that makes the worker panic, for tests of the report.
pub const PANIC_TEST: &str = "krada-panic-test";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Task {
    /// Choose a move at this level.
    Move { level: Level, seed: u64 },
    /// The best plays of the position, for the hint panel.
    Hint { count: usize },
    /// Where the move played stands among every legal play, and the `count`
    /// best plays (the review of a game); `index` and `side` name the move
    /// in its game and come back with the review.
    Review {
        index: usize,
        side: u8,
        played: Played,
        count: usize,
    },
    /// A puzzle (the position's tiles and board are ignored; its word list
    /// is used for Crossword).
    /// With `near`, the puzzle of the spec's level nearest that rating
    /// among a few seeds from the spec's on.
    Puzzle {
        spec: PuzzleSpec,
        #[serde(default)]
        near: Option<f64>,
    },
    /// Every play that reaches `target` (a mistake's exercise), best first.
    Better { target: f32 },
    /// A play a pre-endgame puzzle did not read, read over every draw.
    ReadPlay { placements: Vec<Placement> },
    /// A class round: its `top` best plays, how many plays there are, and
    /// each typed entry found among them (or not).
    Class { entries: Vec<String>, top: usize },
    /// The moves the expert level weighs (one when nothing needs weighing,
    /// e.g. an endgame it solves).
    Candidates { seed: u64 },
    /// Simulate `candidates` over the draws `first..first + count` until the
    /// budget is spent (the expert level, spread over several workers).
    Simulate {
        candidates: Vec<Candidate>,
        first: u64,
        count: u64,
    },
    /// Time move generation on the benchmark suite: the A-Math one, or the
    /// Crossword one when the position carries a word list (its tiles and
    /// board are otherwise ignored).
    Bench { repeat: usize },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub task: Task,
    pub position: Position,
    /// Thinking time; the best play found by then is the answer.
    pub budget_ms: u32,
}

/// A puzzle made in the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MadePuzzle {
    /// What makes it again (the seed it was made from).
    pub spec: PuzzleSpec,
    /// Its game (a record's JSON, which the page replays).
    pub record: String,
    /// Its answers, best first.
    pub answers: Vec<Answer>,
    /// Its own rating, from what is measured on it.
    pub rating: f64,
}

/// A puzzle, or `None` when the spec gives none.
pub type PuzzleReply = Option<MadePuzzle>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    pub placements: Vec<Placement>,
    pub score: u32,
    pub equity: f32,
    /// What the premium squares it opens to the opponent cost (already
    /// taken off `equity`).
    #[serde(default)]
    pub opening: f32,
    /// With the bag nearly empty, the draws it wins (the pre-endgame's
    /// reading, docs/computer-player.md): hints are then ranked by these.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<DrawsWon>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Reply {
    Move {
        id: u32,
        action: Action,
    },
    Hints {
        id: u32,
        hints: Vec<Hint>,
        complete: bool,
        /// With no legal play: what the hard level would do instead (the
        /// exchange it would make, or a pass).
        instead: Option<Action>,
    },
    Review {
        id: u32,
        review: MoveReview,
    },
    /// The game a puzzle comes from (a record's JSON: the page replays it)
    /// and its answers, best first; `None` when the spec gives no puzzle.
    Puzzle {
        id: u32,
        puzzle: PuzzleReply,
    },
    /// The plays that solve an exercise, best first.
    Better {
        id: u32,
        answers: Vec<Answer>,
    },
    /// The play read, as an answer of its puzzle; `None` when it could not
    /// be (not legal, or out of time).
    ReadPlay {
        id: u32,
        answer: Option<Answer>,
    },
    Class {
        id: u32,
        reply: ClassReply,
    },
    Failed {
        id: u32,
        reason: String,
    },
    Bench {
        id: u32,
        rows: Vec<BenchRow>,
        /// What stands on move generation, timed — A-Math: a review, a
        /// class round, a puzzle; Crossword: the expert's move with one tile
        /// in the bag — the name of each task and its milliseconds.
        #[serde(default)]
        features: Vec<(String, f64)>,
    },
    Candidates {
        id: u32,
        candidates: Vec<Candidate>,
    },
    /// One tally per candidate, over the draws simulated in time.
    Simulated {
        id: u32,
        tallies: Vec<Tally>,
    },
}

/// A class round as the worker sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassReply {
    pub top: Vec<Answer>,
    pub plays: usize,
    /// The entries in the order asked; `None` for text naming no legal play.
    pub found: Vec<Option<Found>>,
}

/// One suite position's median times, in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRow {
    pub name: String,
    pub plays: usize,
    pub all_ms: f64,
    pub hard_ms: f64,
}

impl Reply {
    pub fn failed(id: u32, reason: &str) -> Reply {
        Reply::Failed {
            id,
            reason: reason.into(),
        }
    }

    pub fn id(&self) -> u32 {
        match self {
            Reply::Move { id, .. }
            | Reply::Hints { id, .. }
            | Reply::Review { id, .. }
            | Reply::Puzzle { id, .. }
            | Reply::Better { id, .. }
            | Reply::ReadPlay { id, .. }
            | Reply::Class { id, .. }
            | Reply::Failed { id, .. }
            | Reply::Bench { id, .. }
            | Reply::Candidates { id, .. }
            | Reply::Simulated { id, .. } => *id,
        }
    }
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Times a benchmark suite with the clock `now` (milliseconds).
pub fn bench(suite: Vec<SuitePosition>, repeat: usize, now: &dyn Fn() -> f64) -> Vec<BenchRow> {
    let repeat = repeat.max(1);
    suite
        .into_iter()
        .map(|entry| {
            let rules = entry.position.rules();
            let board = entry.position.board();
            let mut plays = 0;
            let time = |f: &mut dyn FnMut()| {
                median(
                    (0..repeat)
                        .map(|_| {
                            let start = now();
                            f();
                            now() - start
                        })
                        .collect(),
                )
            };
            let all_ms =
                time(&mut || plays = all_moves(&rules, &board, &entry.position.rack).len());
            let hard_ms = time(&mut || {
                best_moves(&entry.position, 1, &mut || false);
            });
            BenchRow {
                name: entry.name,
                plays,
                all_ms,
                hard_ms,
            }
        })
        .collect()
}

/// The expert's candidates, or with the bag empty the one move its endgame
/// search chooses (both racks are known: nothing to draw).
fn expert_candidates(
    position: &Position,
    seed: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<Candidate> {
    if position.bag_len == 0 {
        let action = choose(position, Level::Expert, seed, stop);
        return vec![Candidate {
            action,
            score: 0,
            equity: 0.0,
        }];
    }
    let set = position.rules().tiles;
    candidates(position, for_tiles(&set), SimBudget::for_tiles(&set), stop)
}

/// The puzzle of `spec` (or, with `near`, the one of its level nearest
/// that rating among a few seeds), with its own rating.
fn made_puzzle(spec: PuzzleSpec, near: Option<f64>, lexicon: Option<Arc<Lexicon>>) -> PuzzleReply {
    let (puzzle, rating) = match near {
        Some(target) => make_near(spec, lexicon, target)?,
        None => make_rated(spec, lexicon)?,
    };
    Some(MadePuzzle {
        spec: puzzle.spec,
        rating,
        record: puzzle.record,
        answers: puzzle.answers,
    })
}

/// The hint panel's `count` best plays, distinct ideas (not one equation
/// in several orders); with none, what the hard level would do instead.
/// With the bag nearly empty each says the draws it wins, and they are
/// ranked by them (when the reading finishes within the budget).
fn hints(id: u32, position: &Position, count: usize, stop: &mut dyn FnMut() -> bool) -> Reply {
    let leave = for_tiles(&position.rules().tiles);
    let (best, complete) = best_distinct_moves(position, count, leave, stop);
    let hints = best
        .into_iter()
        .map(|r| Hint {
            placements: r.play.placements.to_vec(),
            score: r.play.score,
            equity: r.equity,
            opening: r.opening,
            draws: None,
        })
        .collect::<Vec<_>>();
    let hints = if complete {
        read_the_bag(position, hints, stop)
    } else {
        hints
    };
    let instead = hints
        .is_empty()
        .then(|| choose(position, Level::Hard, 1, stop));
    Reply::Hints {
        id,
        hints,
        complete,
        instead,
    }
}

/// Gives each hint the draws it wins and ranks them by these (most first,
/// then the mean final spread), when the bag is one the pre-endgame reads.
/// Cut short, it leaves the hints as they were.
fn read_the_bag(
    position: &Position,
    hints: Vec<Hint>,
    stop: &mut dyn FnMut() -> bool,
) -> Vec<Hint> {
    let pre = PreEndgame::DEFAULT;
    if !pre.reads(position.bag_len) {
        return hints;
    }
    let plays: Vec<(&[Placement], u32)> =
        hints.iter().map(|h| (&h.placements[..], h.score)).collect();
    let Some(weighed) = weigh_these(position, &plays, pre.limits, stop) else {
        return hints;
    };
    let mut read: Vec<(Hint, Outcome)> = hints
        .into_iter()
        .zip(weighed.into_iter().map(|w| w.outcome))
        .collect();
    read.sort_by(|a, b| by_draws_won(&a.1, &b.1));
    read.into_iter()
        .map(|(hint, outcome)| Hint {
            draws: Some(outcome.draws_won()),
            ..hint
        })
        .collect()
}

/// Answers a request; `stop` says when the budget is spent, `now` reads the
/// clock in milliseconds.
pub fn handle(request: Request, stop: &mut dyn FnMut() -> bool, now: &dyn Fn() -> f64) -> Reply {
    match request.task {
        Task::Move { level, seed } => Reply::Move {
            id: request.id,
            action: choose(&request.position, level, seed, stop),
        },
        Task::Hint { count } => hints(request.id, &request.position, count, stop),
        Task::Review {
            index,
            side,
            played,
            count,
        } => Reply::Review {
            id: request.id,
            review: review_moment(
                &Moment {
                    index,
                    side,
                    position: request.position,
                    played,
                },
                count,
            ),
        },
        Task::Puzzle { spec, near } => Reply::Puzzle {
            id: request.id,
            puzzle: made_puzzle(spec, near, request.position.lexicon),
        },
        Task::Better { target } => Reply::Better {
            id: request.id,
            answers: better_plays(&request.position, target),
        },
        Task::ReadPlay { placements } => Reply::ReadPlay {
            id: request.id,
            answer: read_play(&request.position, &placements, stop),
        },
        Task::Class { entries, top } => {
            let answers = round_answers(&request.position);
            // Ranked and counted as the hints list plays: orders and mirror
            // images of one play count once. Entries are found among all.
            let distinct = distinct_answers(&request.position, &answers);
            let found = entries
                .iter()
                .map(|text| {
                    find(&request.position, &answers, text).map(|f| Found {
                        rank: rank_among(&distinct, f.score),
                        ..f
                    })
                })
                .collect();
            Reply::Class {
                id: request.id,
                reply: ClassReply {
                    plays: distinct.len(),
                    top: distinct.into_iter().take(top).collect(),
                    found,
                },
            }
        }
        Task::Candidates { seed } => Reply::Candidates {
            id: request.id,
            candidates: expert_candidates(&request.position, seed, stop),
        },
        Task::Simulate {
            candidates,
            first,
            count,
        } => {
            let set = request.position.rules().tiles;
            Reply::Simulated {
                id: request.id,
                tallies: simulate(
                    &request.position,
                    for_tiles(&set),
                    &candidates,
                    first..first.saturating_add(count),
                    SimBudget::for_tiles(&set),
                    Pruning::Off,
                    stop,
                ),
            }
        }
        Task::Bench { repeat } => {
            let words = request.position.lexicon;
            let features = match &words {
                None => krada_features::bench::features(now),
                Some(words) => krada_features::bench::pre_endgame(words.clone(), 3, now),
            };
            Reply::Bench {
                id: request.id,
                rows: bench(
                    match words {
                        Some(words) => word_suite(words),
                        None => suite(),
                    },
                    repeat,
                    now,
                ),
                features: features
                    .into_iter()
                    .map(|timing| (timing.name.to_string(), timing.ms))
                    .collect(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::game::{Game, GameConfig};
    use krada_engine::tileset::TileSetId;

    #[test]
    fn requests_and_replies_travel_as_json_and_moves_are_legal() {
        let mut game = Game::new(GameConfig::casual(TileSetId::Standard, 11));
        let request = Request {
            id: 7,
            task: Task::Move {
                level: Level::Hard,
                seed: 1,
            },
            position: Position::of(&game),
            budget_ms: 500,
        };
        let text = serde_json::to_string(&request).unwrap();
        let back: Request = serde_json::from_str(&text).unwrap();
        let reply = handle(back, &mut || false, &|| 0.0);
        let reply: Reply = serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap();
        assert_eq!(reply.id(), 7);
        let Reply::Move { action, .. } = reply else {
            panic!("a move")
        };
        game.act(action, 0).expect("the worker's move is legal");
    }

    #[test]
    fn a_review_comes_back_as_json_naming_its_move_with_the_libraries_figures() {
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 11));
        let moment = Moment {
            index: 4,
            side: 1,
            position: Position::of(&game),
            played: Played::Pass,
        };
        let request = Request {
            id: 9,
            task: Task::Review {
                index: 4,
                side: 1,
                played: Played::Pass,
                count: 3,
            },
            position: moment.position.clone(),
            budget_ms: 500,
        };
        let request: Request =
            serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
        let reply = handle(request, &mut || false, &|| 0.0);
        let reply: Reply = serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap();
        let Reply::Review { id: 9, review } = reply else {
            panic!("a review")
        };
        assert_eq!((review.index, review.side), (4, 1));
        let expected = review_moment(&moment, 3);
        assert_eq!(
            (review.rank, review.plays, review.top_score),
            (expected.rank, expected.plays, expected.top_score)
        );
        assert!(review.rank > 1, "passing on a fresh rack is never best");
    }

    #[test]
    fn hints_are_the_best_plays_in_order() {
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 11));
        let request = Request {
            id: 1,
            task: Task::Hint { count: 3 },
            position: Position::of(&game),
            budget_ms: 500,
        };
        let Reply::Hints {
            hints, complete, ..
        } = handle(request, &mut || false, &|| 0.0)
        else {
            panic!("hints")
        };
        assert!(complete);
        assert_eq!(hints.len(), 3);
        assert!(hints.windows(2).all(|w| w[0].equity >= w[1].equity));
    }

    /// The hints for the side to move in `position`.
    fn hints_in(position: Position, count: usize) -> Vec<Hint> {
        let request = Request {
            id: 2,
            task: Task::Hint { count },
            position,
            budget_ms: 500,
        };
        let Reply::Hints { hints, .. } = handle(request, &mut || false, &|| 0.0) else {
            panic!("hints")
        };
        hints
    }

    #[test]
    fn with_one_tile_in_the_bag_hints_say_the_draws_each_wins_and_rank_by_them() {
        use krada_ai::player::Player;
        use krada_ai::selfplay::nearly_empty;
        use krada_engine::tileset::TileSet;
        let hard = Player::new(Level::Hard, &TileSet::get(TileSetId::Standard));
        let position = (1..40)
            .find_map(|seed| nearly_empty(TileSetId::Standard, None, seed, 1, hard))
            .map(|game| Position::of(&game))
            .expect("a bag of one");
        let unseen: u64 = position.unseen.iter().map(|&c| u64::from(c)).sum();
        let hints = hints_in(position.clone(), 3);
        assert_eq!(hints.len(), 3);
        let draws: Vec<DrawsWon> = hints.iter().map(|h| h.draws.expect("read")).collect();
        // Every tile the opponent may draw, each as often as it is unseen.
        assert!(draws.iter().all(|d| d.of == unseen), "{draws:?}");
        assert!(draws.windows(2).all(|w| w[0].won >= w[1].won), "{draws:?}");
        // The same plays as without the bag read: only their order changes.
        let two = Position {
            bag_len: 2,
            ..position
        };
        let unread = hints_in(two, 3);
        assert!(unread.iter().all(|h| h.draws.is_none()));
        assert!(
            hints
                .iter()
                .all(|h| unread.iter().any(|u| u.placements == h.placements))
        );
    }

    #[test]
    fn with_no_legal_play_the_hint_proposes_the_hard_levels_exchange() {
        use krada_engine::notation::parse_rack;
        // Only operators: no equation can be made, and the bag is full.
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 11));
        let mut position = Position::of(&game);
        position.rack = parse_rack(&game.rules().tiles, "++--××÷÷").unwrap();
        let request = Request {
            id: 3,
            task: Task::Hint { count: 5 },
            position,
            budget_ms: 500,
        };
        let Reply::Hints { hints, instead, .. } = handle(request, &mut || false, &|| 0.0) else {
            panic!("hints")
        };
        assert!(hints.is_empty());
        let Some(Action::Exchange(tiles)) = instead else {
            panic!("an exchange, not {instead:?}")
        };
        assert!(!tiles.is_empty());
    }

    #[test]
    fn a_class_round_gives_its_best_plays_and_finds_the_entries() {
        use krada_ai::position::play_notation;
        use krada_features::class_round::ClassSession;
        let session = (1..)
            .map(|seed| ClassSession::new(TileSetId::Standard, seed))
            .find(|s| !round_answers(&s.position(None)).is_empty())
            .unwrap();
        let position = session.position(None);
        let all = round_answers(&position);
        let written = play_notation(&position.rules().tiles, &all[0].placements);
        let request = Request {
            id: 4,
            task: Task::Class {
                entries: vec![written, "8H 9=9=9".into()],
                top: 3,
            },
            position,
            budget_ms: 0,
        };
        let request: Request =
            serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
        let Reply::Class { id: 4, reply } = handle(request, &mut || false, &|| 0.0) else {
            panic!("a class reply")
        };
        // Counted and listed as distinct plays (orders, mirror images once).
        let distinct = distinct_answers(&session.position(None), &all);
        assert!(distinct.len() < all.len());
        assert_eq!(reply.plays, distinct.len());
        assert_eq!(reply.top, distinct.into_iter().take(3).collect::<Vec<_>>());
        assert_eq!(
            reply.found[0].as_ref().map(|f| (f.rank, f.score)),
            Some((1, all[0].score))
        );
        assert_eq!(reply.found[1], None);
    }

    #[test]
    fn the_expert_asks_for_candidates_then_for_blocks_of_draws() {
        let game = krada_ai::selfplay::greedy_opening(TileSetId::Standard, 3, 6);
        let position = Position::of(&game);
        let ask = |id, task| {
            let request = Request {
                id,
                task,
                position: position.clone(),
                budget_ms: 0,
            };
            let text = serde_json::to_string(&request).unwrap();
            let reply = handle(serde_json::from_str(&text).unwrap(), &mut || false, &|| 0.0);
            serde_json::from_str::<Reply>(&serde_json::to_string(&reply).unwrap()).unwrap()
        };
        let Reply::Candidates { id: 5, candidates } = ask(5, Task::Candidates { seed: 1 }) else {
            panic!("candidates")
        };
        assert!(candidates.len() > 1);
        for c in &candidates {
            game.clone().act(c.action.clone(), 0).expect("legal");
        }
        let simulate = |first, count| Task::Simulate {
            candidates: candidates.clone(),
            first,
            count,
        };
        let Reply::Simulated { id: 6, tallies } = ask(6, simulate(0, 2)) else {
            panic!("tallies")
        };
        assert_eq!(tallies.len(), candidates.len());
        assert!(tallies.iter().all(|t| t.runs() == 2));
    }

    #[test]
    fn with_the_bag_empty_the_expert_sends_back_one_move() {
        let mut game = krada_ai::selfplay::greedy_opening(TileSetId::Standard, 4, 0);
        while !game.is_over() && game.bag_len() > 0 {
            let action = choose(&Position::of(&game), Level::Greedy, 0, &mut || false);
            game.act(action, 0).unwrap();
        }
        assert!(!game.is_over(), "this deal reaches an empty bag mid-game");
        let candidates = expert_candidates(&Position::of(&game), 1, &mut || false);
        assert_eq!(candidates.len(), 1);
        game.act(candidates[0].action.clone(), 0).expect("legal");
    }

    #[test]
    fn the_bench_task_times_every_suite_position() {
        let game = Game::new(GameConfig::casual(TileSetId::Standard, 1));
        let ticks = std::cell::Cell::new(0.0);
        let clock = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let request = Request {
            id: 2,
            task: Task::Bench { repeat: 1 },
            position: Position::of(&game),
            budget_ms: 0,
        };
        let Reply::Bench { rows, features, .. } = handle(request, &mut || false, &clock) else {
            panic!("bench rows")
        };
        assert_eq!(rows.len(), suite().len());
        let names: Vec<&str> = features.iter().map(|(name, _)| name.as_str()).collect();
        assert!(names.iter().any(|n| n.starts_with("review")), "{names:?}");
        assert!(features.iter().all(|&(_, ms)| ms == 1.0), "{features:?}");
        assert!(
            rows.iter().all(|r| r.all_ms == 1.0 && r.hard_ms == 1.0),
            "{rows:?}"
        );
    }
}
