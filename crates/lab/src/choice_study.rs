//! What the expert's choice is worth, by the draws it chooses with: in
//! positions of the hard level's games, the expert picks among its
//! candidates after `n` draws (as [`expert_move`] does), and the pick is
//! judged against the hard level's move (the static best) on other draws of
//! the same position. The gain, in games won a move, is unbiased: the draws
//! that choose never judge. Summed over the moves of a game it says how far
//! the expert can beat the hard level at a budget without playing the
//! thousands of games a match needs (`krada choice-gain`).
//!
//! [`expert_move`]: krada_ai::simulate::expert_move

use crate::matches::per_game;
use krada_ai::leave::Leave;
use krada_ai::player::Player;
use krada_ai::position::Position;
use krada_ai::selfplay::play_on;
use krada_ai::simulate::{Moments, Pruning, SimBudget, candidates, pick, simulate};
use krada_engine::game::{Game, GameConfig};
use krada_engine::lexicon::Lexicon;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;

/// Where the judging draws are numbered from: far from any choosing draw.
const JUDGE_FIRST: u64 = 1 << 40;

/// The expert's choice in one position after some number of draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    /// It left the static best.
    pub changed: bool,
    /// Its value less the static best's on the judging draws (games won).
    pub gain: f64,
}

/// How choices are judged: on `draws` draws where every candidate meets
/// every draw, simulated with `budget` (its play-outs may search harder
/// than the choosing ones: a judge that errs as the chooser does cannot
/// see what the errors cost).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judge {
    pub draws: u32,
    pub budget: SimBudget,
}

/// The choices after each of `draws` draws (each a fresh simulation, as
/// the expert's with that budget), judged by `judge` on other draws.
pub fn choices(
    position: &Position,
    leave: &dyn Leave,
    budget: SimBudget,
    draws: &[u32],
    judge: Judge,
) -> Vec<Choice> {
    let never = &mut || false;
    let candidates = candidates(position, leave, budget, never);
    if candidates.len() < 2 {
        let kept = Choice {
            changed: false,
            gain: 0.0,
        };
        return vec![kept; draws.len()];
    }
    let judged = simulate(
        position,
        leave,
        &candidates,
        JUDGE_FIRST..JUDGE_FIRST + judge.draws as u64,
        judge.budget,
        Pruning::Off,
        never,
    );
    draws
        .iter()
        .map(|&n| {
            let tallies = simulate(
                position,
                leave,
                &candidates,
                0..n as u64,
                budget,
                Pruning::On,
                never,
            );
            let picked = pick(&tallies);
            Choice {
                changed: picked != 0,
                gain: judged[picked].mean() - judged[0].mean(),
            }
        })
        .collect()
}

/// The choices at one number of draws over every position studied.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    pub draws: u32,
    pub moves: u32,
    pub changed: u32,
    /// The gain a move.
    pub gain: Moments,
}

/// Studies the moves of side 0 (the first to move) in `games` games of
/// the hard level against itself (game `g` dealt by `seed + g`) while tiles
/// are left in the bag (with none, both levels search the endgame alike),
/// over the machine's cores; one summary for each number of `draws`.
pub fn study(
    games: u32,
    seed: u64,
    expert: Player,
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    draws: &[u32],
    judge: Judge,
) -> Vec<Summary> {
    let hard = Player {
        level: krada_ai::player::Level::Hard,
        ..expert
    };
    let per_move = per_game(games, seed, |game_seed| {
        let mut game = Game::with_lexicon(GameConfig::casual(tiles, game_seed), lexicon.clone());
        let mut found = Vec::new();
        play_on(&mut game, |position, side, turn| {
            if side == 0 && position.bag_len > 0 {
                found.push(choices(
                    position,
                    expert.leave,
                    expert.simulation,
                    draws,
                    judge,
                ));
            }
            hard.choose(position, game_seed ^ (turn << 32), &mut || false)
        });
        found
    });
    let mut summaries: Vec<Summary> = draws
        .iter()
        .map(|&draws| Summary {
            draws,
            ..Summary::default()
        })
        .collect();
    for move_choices in &per_move {
        for (summary, choice) in summaries.iter_mut().zip(move_choices) {
            summary.moves += 1;
            summary.changed += u32::from(choice.changed);
            summary.gain.add(choice.gain);
        }
    }
    summaries
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::leave::for_tiles;
    use krada_ai::selfplay::greedy_opening;
    use krada_engine::tileset::TileSet;

    fn small_budget() -> SimBudget {
        SimBudget {
            candidates: 3,
            reply_work: 8,
            ..SimBudget::for_tiles(&TileSet::get(TileSetId::Standard))
        }
    }

    #[test]
    fn keeping_the_static_best_gains_nothing_and_a_change_is_judged_on_other_draws() {
        let position = Position::of(&greedy_opening(TileSetId::Standard, 3, 6));
        let set = TileSet::get(TileSetId::Standard);
        let leave = for_tiles(&set);
        let budget = small_budget();
        let judge = Judge {
            draws: 6,
            budget: SimBudget {
                reply_work: 32,
                ..budget
            },
        };
        let found = choices(&position, leave, budget, &[2, 12], judge);
        assert_eq!(found.len(), 2);
        // Two draws are fewer than the expert needs to leave the static
        // best: it keeps it, and keeping it gains exactly nothing.
        assert_eq!(
            found[0],
            Choice {
                changed: false,
                gain: 0.0
            }
        );
        // After twelve, a change is judged by the judging draws alone, with
        // the judge's budget: the same as the judging simulation says of
        // the candidate picked.
        let never = &mut || false;
        let all = candidates(&position, leave, budget, never);
        let chosen = simulate(&position, leave, &all, 0..12, budget, Pruning::On, never);
        let judged = simulate(
            &position,
            leave,
            &all,
            JUDGE_FIRST..JUDGE_FIRST + 6,
            judge.budget,
            Pruning::Off,
            never,
        );
        let picked = pick(&chosen);
        assert_eq!(found[1].changed, picked != 0);
        assert_eq!(found[1].gain, judged[picked].mean() - judged[0].mean());
    }
}
