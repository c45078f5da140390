//! What a student or a class waits for, timed: a game reviewed move by
//! move, a class round's typed entry found among every play, a puzzle made
//! and its answers ranked. `krada bench` times them natively and the
//! worker's bench in the browser, with the same positions.

use crate::class_round::{distinct_answers, find, round_answers};
use crate::puzzle::{Difficulty, PuzzleKind, PuzzleSpec, make};
use crate::review::{record_moments, review_moment};
use krada_ai::player::{Level, Player};
use krada_ai::position::play_notation;
use krada_ai::selfplay::play_game;
use krada_ai::suite::suite;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;

/// The best plays a review lists for each move (the replay screen's).
const REVIEWED: usize = 5;

/// One task's time in milliseconds.
#[derive(Clone, Debug)]
pub struct Timing {
    pub name: &'static str,
    pub ms: f64,
}

/// Times each task once with the clock `now` (milliseconds); what a task
/// needs first (the game to review) is made before its clock starts.
pub fn features(now: &dyn Fn() -> f64) -> Vec<Timing> {
    let time = |f: &mut dyn FnMut()| {
        let start = now();
        f();
        now() - start
    };
    let set = Rules::for_tiles(TileSetId::Standard).tiles;
    let players = [
        Player::new(Level::Hard, &set),
        Player::new(Level::Greedy, &set),
    ];
    // A game whose racks hold blanks: 18 moves, one with 71 876 plays.
    let game = play_game(TileSetId::Standard, None, 7, players);
    let moments = record_moments(&game.record(), None).expect("a game replays");
    let review = time(&mut || {
        for moment in &moments {
            review_moment(moment, REVIEWED);
        }
    });
    // The suite's middle game with two blanks: 145 653 plays, 71 944 of
    // them unlike. The entry typed is the last, the longest search.
    let position = suite()
        .into_iter()
        .find(|entry| entry.name == "middle-2-blank")
        .expect("the suite has it")
        .position;
    let (mut answers, mut distinct) = (Vec::new(), Vec::new());
    let listed = time(&mut || {
        answers = round_answers(&position);
        distinct = distinct_answers(&position, &answers);
    });
    let typed = play_notation(&set, &distinct.last().expect("plays").placements);
    let mut found = None;
    let entry = time(&mut || found = find(&position, &answers, &typed));
    assert!(found.is_some(), "the entry names a play");
    let spec = PuzzleSpec {
        seed: 7,
        kind: PuzzleKind::BestScore,
        difficulty: Difficulty::Hard,
        tiles: TileSetId::Standard,
    };
    let puzzle = time(&mut || {
        make(spec, None);
    });
    vec![
        Timing {
            name: "review: hard v greedy, seed 7",
            ms: review,
        },
        Timing {
            name: "class round: every play listed (middle-2-blank)",
            ms: listed,
        },
        Timing {
            name: "class round: the last play typed, found",
            ms: entry,
        },
        Timing {
            name: "puzzle made: best score, hard, seed 7",
            ms: puzzle,
        },
    ]
}

/// The Crossword expert's move with one tile in the bag: read draw by draw
/// (the pre-endgame, which no level uses yet) and, as it plays, simulated at the command line's
/// fixed budget, on the first bag of one of hard-level games from seeds 1
/// on (`positions` of them); and with seven in the bag, simulated as it
/// plays (each draw played out to the game's end); each the median over
/// the positions.
pub fn pre_endgame(
    lexicon: std::sync::Arc<krada_engine::lexicon::Lexicon>,
    positions: usize,
    now: &dyn Fn() -> f64,
) -> Vec<Timing> {
    use krada_ai::leave::for_tiles;
    use krada_ai::position::Position;
    use krada_ai::preendgame::{PreEndgame, weigh};
    use krada_ai::selfplay::nearly_empty;
    use krada_ai::simulate::{SimBudget, expert_move};
    let set = Rules::for_tiles(TileSetId::English).tiles;
    let hard = Player::new(Level::Hard, &set);
    let bags_of_one = (1..40u64).filter_map(|seed| {
        let game = nearly_empty(TileSetId::English, Some(lexicon.clone()), seed, 1, hard)?;
        Some(Position::of(&game))
    });
    let bags_of_seven = (1..40u64).filter_map(|seed| {
        let game = nearly_empty(TileSetId::English, Some(lexicon.clone()), seed, 7, hard)?;
        (game.bag_len() == 7).then(|| Position::of(&game))
    });
    let simulate = |position: &Position| {
        let start = now();
        expert_move(
            position,
            for_tiles(&set),
            SimBudget::for_tiles(&set),
            1,
            &mut || false,
        );
        now() - start
    };
    let (mut read, mut simulated) = (Vec::new(), Vec::new());
    let pre = PreEndgame::DEFAULT;
    for position in bags_of_one.take(positions) {
        let start = now();
        weigh(&position, for_tiles(&set), pre, &mut || false);
        read.push(now() - start);
        simulated.push(simulate(&position));
    }
    let seven: Vec<f64> = bags_of_seven
        .take(positions)
        .map(|p| simulate(&p))
        .collect();
    let median = |mut ms: Vec<f64>| {
        ms.sort_by(f64::total_cmp);
        ms.get(ms.len() / 2).copied().unwrap_or(0.0)
    };
    vec![
        Timing {
            name: "expert, a bag of one: every draw read",
            ms: median(read),
        },
        Timing {
            name: "expert, a bag of one: simulated (12 × 512)",
            ms: median(simulated),
        },
        Timing {
            name: "expert, a bag of seven: simulated to the end (12 × 512)",
            ms: median(seven),
        },
    ]
}
