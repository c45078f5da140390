//! A game looked at move by move: for each rack, every legal play ranked by
//! the hard level's equity (score plus the value of the tiles kept), where
//! the move played stands among them, and what it left on the table.
//!
//! The same numbers serve `krada review`, the app's review screen and the
//! puzzles, so a student sees what the command line prints.

use krada_ai::defence::OpeningCost;
use krada_ai::equity::{Listing, rate};
use krada_ai::leave::{Leave, for_tiles};
use krada_ai::movegen::all_moves;
use krada_ai::player::{EXCHANGE_COST, Rated, best_exchange, better, rack_without};
use krada_ai::position::Position;
use krada_ai::preendgame::{DrawsWon, PreEndgame, weigh_these};
use krada_engine::board::Board;
use krada_engine::game::{Action, Game, Status};
use krada_engine::gcg::GcgMove;
use krada_engine::gcg::ReplayStep;
use krada_engine::lexicon::Lexicon;
use krada_engine::notation::parse_rack;
use krada_engine::play::Placement;
use krada_engine::record::{GameRecord, RecordError};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What a side did with its rack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "type")]
pub enum Played {
    Play {
        placements: Vec<Placement>,
        score: i32,
    },
    Exchange {
        tiles: Vec<TileId>,
    },
    Pass,
}

/// One move to look at: the position the side to move saw and what it did.
#[derive(Clone, Debug)]
pub struct Moment {
    /// The move's place in the game: its turn (from 0) in a Krada record,
    /// its step in a GCG file.
    pub index: usize,
    pub side: u8,
    pub position: Position,
    pub played: Played,
}

/// The moves of a Krada game record, each with the position before it.
pub fn record_moments(
    record: &GameRecord,
    lexicon: Option<Arc<Lexicon>>,
) -> Result<Vec<Moment>, RecordError> {
    let mut moments = Vec::new();
    Game::from_record_observed(record, lexicon, &mut |game, action| {
        // Accepting an out-play in challenge mode is not a choice of play.
        if game.status() == Status::AwaitingChallenge {
            return;
        }
        let played = match action {
            Action::Play(placements) => Played::Play {
                placements: placements.clone(),
                score: game.preview(placements).map_or(0, |s| s.score as i32),
            },
            Action::Exchange(tiles) => Played::Exchange {
                tiles: tiles.clone(),
            },
            Action::Pass => Played::Pass,
            Action::Challenge | Action::Resign(_) => return,
        };
        moments.push(Moment {
            index: game.turns().len(),
            side: game.to_move(),
            position: Position::of(game),
            played,
        });
    })?;
    Ok(moments)
}

/// The moves of a replayed GCG file whose racks the file gives (a file
/// gives only the racks its author knew: usually one player's). The word
/// list may be attached where the moves are searched instead.
pub fn gcg_moments(steps: &[ReplayStep], lexicon: Option<Arc<Lexicon>>) -> Vec<Moment> {
    let rules = Rules::for_tiles(TileSetId::English);
    let mut moments = Vec::new();
    for (index, step) in steps.iter().enumerate() {
        let Ok(rack) = parse_rack(&rules.tiles, &step.event.rack) else {
            continue;
        };
        if rack.is_empty() || rack.len() > rules.rack_size {
            continue;
        }
        let before = match index {
            0 => Board::default(),
            _ => steps[index - 1].board.clone(),
        };
        let played = match &step.event.kind {
            GcgMove::Play { .. } => Played::Play {
                placements: step
                    .placed
                    .iter()
                    .filter_map(|&pos| {
                        let placed = step.board.get(pos)?;
                        Some(Placement {
                            pos,
                            tile: placed.tile,
                            face: placed.face,
                        })
                    })
                    .collect(),
                score: step.event.score,
            },
            GcgMove::Exchange(tiles) => Played::Exchange {
                tiles: parse_rack(&rules.tiles, tiles.as_str()).unwrap_or_default(),
            },
            GcgMove::Pass => Played::Pass,
            _ => continue,
        };
        let seen = Position {
            tiles: TileSetId::English,
            board: before.tiles().collect(),
            rack: vec![],
            bag_len: 0,
            unseen: vec![],
            scoreless: 0,
            spread: 0,
            lexicon: lexicon.clone(),
        };
        // A rack the board leaves no room for is a hand-entered mistake.
        let Ok(position) = seen.with_rack(rack) else {
            continue;
        };
        moments.push(Moment {
            index,
            side: step.player,
            position,
            played,
        });
    }
    moments
}

/// One move reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    pub index: usize,
    pub side: u8,
    pub rack: Vec<TileId>,
    pub played: Played,
    /// The move's equity as the hard level values it.
    pub equity: f32,
    /// 1 + how many legal moves (plays and the best exchange) have a
    /// higher equity.
    pub rank: usize,
    /// How many legal plays there were.
    pub plays: usize,
    /// The best plays by equity, best first.
    pub best: Vec<ReviewedPlay>,
    /// The exchange the hard level would make, and its equity (what it
    /// keeps, less [`EXCHANGE_COST`]); `None` when the bag is too low.
    pub exchange: Option<(Vec<TileId>, f32)>,
    /// The highest score of any legal play.
    pub top_score: u32,
    /// The best play using the whole rack, when there was one.
    pub best_bingo: Option<ReviewedPlay>,
    /// With a bag the pre-endgame reads, the draws the move played (a
    /// play) and each of `best` win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<ReviewDraws>,
}

/// The draws each play of a review wins (docs/computer-player.md, "The
/// pre-endgame").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewDraws {
    /// The move played's, when it was a play.
    pub played: Option<DrawsWon>,
    /// Each best play's, in their order.
    pub best: Vec<DrawsWon>,
}

/// A play the review lists, with the value of what it keeps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedPlay {
    pub placements: Vec<Placement>,
    pub score: u32,
    pub equity: f32,
    /// What the premium squares it opens to the opponent cost (already
    /// taken off `equity`).
    #[serde(default)]
    pub opening: f32,
    pub bingo: bool,
}

/// A miss worth a mark on the sheet: this much equity or more left on the
/// table (a little less than a typical leave's worth).
pub const BIG_MISS: f32 = 10.0;

impl Played {
    /// The points it made: nothing for an exchange or a pass.
    pub fn score(&self) -> i32 {
        match self {
            Played::Play { score, .. } => *score,
            _ => 0,
        }
    }
}

impl MoveReview {
    /// Points the best-scoring play would have made over the move played.
    pub fn points_lost(&self) -> u32 {
        (self.top_score as i32 - self.played.score()).max(0) as u32
    }

    /// The highest equity of any move: the best play or the exchange.
    pub fn best_equity(&self) -> Option<f32> {
        let play = self.best.first().map(|b| b.equity);
        let exchange = self.exchange.as_ref().map(|(_, e)| *e);
        match (play, exchange) {
            (Some(p), Some(e)) => Some(p.max(e)),
            (p, e) => p.or(e),
        }
    }

    /// Equity the best move had over the move played.
    pub fn equity_lost(&self) -> f32 {
        self.best_equity()
            .map_or(0.0, |best| (best - self.equity).max(0.0))
    }

    pub fn bingo_played(&self, rack_size: usize) -> bool {
        matches!(&self.played, Played::Play { placements, .. } if placements.len() == rack_size)
    }

    /// A bingo was there, worth more than the move played instead.
    pub fn bingo_missed(&self, rack_size: usize) -> bool {
        !self.bingo_played(rack_size)
            && self
                .best_bingo
                .as_ref()
                .is_some_and(|b| b.equity > self.equity + 1e-4)
    }

    /// A move worth a mark: much equity left, or a bingo missed. With no
    /// play to make, an exchange or a pass was forced: no mark.
    pub fn big_miss(&self, rack_size: usize) -> bool {
        self.plays > 0 && (self.equity_lost() >= BIG_MISS || self.bingo_missed(rack_size))
    }

    /// How many moves the rank is counted among: every legal play, and the
    /// best exchange where the bag allows one.
    pub fn moves(&self) -> usize {
        self.plays + usize::from(self.exchange.is_some())
    }
}

/// Reviews one move: every legal play is listed and valued, so the rank is
/// exact. `top` is how many best plays to keep.
pub fn review_moment(moment: &Moment, top: usize) -> MoveReview {
    let position = &moment.position;
    let rules = position.rules();
    let leave = for_tiles(&rules.tiles);
    let rated = rated_plays(position);
    let equity = played_equity(moment, leave);
    let exchange = best_exchange(position, leave).map(|(give, keep)| (give, keep - EXCHANGE_COST));
    let exchange_better = exchange.as_ref().is_some_and(|(_, e)| *e > equity + 1e-4) as usize;
    let best: Vec<ReviewedPlay> = distinct(position, &rated)
        .take(top)
        .map(|r| reviewed(r, rules.rack_size))
        .collect();
    let draws = read_the_bag(moment, &best);
    MoveReview {
        index: moment.index,
        side: moment.side,
        rack: position.rack.clone(),
        played: moment.played.clone(),
        equity,
        rank: 1 + exchange_better + rated.iter().filter(|r| r.equity > equity + 1e-4).count(),
        exchange,
        plays: rated.len(),
        top_score: rated.iter().map(|r| r.play.score).max().unwrap_or(0),
        best_bingo: rated
            .iter()
            .find(|r| r.play.placements.len() == rules.rack_size)
            .map(|r| reviewed(r, rules.rack_size)),
        best,
        draws,
    }
}

/// With a bag the pre-endgame reads, the draws the move played and the
/// best plays win (the endgames bounded as the reading bounds them).
fn read_the_bag(moment: &Moment, best: &[ReviewedPlay]) -> Option<ReviewDraws> {
    let pre = PreEndgame::DEFAULT;
    if !pre.reads(moment.position.bag_len) {
        return None;
    }
    let mut plays: Vec<(&[Placement], u32)> =
        best.iter().map(|b| (&b.placements[..], b.score)).collect();
    let played = match &moment.played {
        Played::Play { placements, score } => Some(
            plays
                .iter()
                .position(|(p, _)| *p == &placements[..])
                .unwrap_or_else(|| {
                    plays.push((placements, (*score).max(0) as u32));
                    plays.len() - 1
                }),
        ),
        _ => None,
    };
    let weighed = weigh_these(&moment.position, &plays, pre.limits, &mut || false)?;
    Some(ReviewDraws {
        played: played.map(|i| weighed[i].outcome.draws_won()),
        best: weighed[..best.len()]
            .iter()
            .map(|w| w.outcome.draws_won())
            .collect(),
    })
}

/// Every legal play of `position` valued as the review values it (score,
/// what it keeps, what it opens), best first.
pub fn rated_plays(position: &Position) -> Vec<Rated> {
    let rules = position.rules();
    let leave = for_tiles(&rules.tiles);
    let opening = OpeningCost::new(position, leave.opening_cost());
    let mut rated: Vec<Rated> = all_moves(&rules, &position.board(), &position.rack)
        .into_iter()
        .map(|play| rate(position, leave, &opening, play))
        .collect();
    rated.sort_by(better);
    rated
}

fn reviewed(rated: &Rated, rack_size: usize) -> ReviewedPlay {
    ReviewedPlay {
        bingo: rated.play.placements.len() == rack_size,
        placements: rated.play.placements.to_vec(),
        score: rated.play.score,
        equity: rated.equity,
        opening: rated.opening,
    }
}

/// The plays in order, each the first of those alike as the hints list
/// them: the same tiles on the same squares in another order (`0=0÷349`,
/// `0=0÷394`) or, on an empty board, its mirror image, which a player
/// reads as the same play twice.
fn distinct<'a>(position: &'a Position, rated: &'a [Rated]) -> impl Iterator<Item = &'a Rated> {
    let listing = Listing::distinct_for(position);
    let mut seen = std::collections::HashSet::new();
    rated.iter().filter(move |r| {
        listing
            .key(&r.play.placements, r.play.score)
            .is_none_or(|k| seen.insert(k))
    })
}

/// The whole line a play makes on the position's board, board tiles
/// included and blanks and choice tiles marked (`8G 9×?4=36`, `H3
/// BUTyLENE`); its new tiles when it makes none.
pub fn line_of(position: &Position, placements: &[Placement]) -> String {
    line_on(&position.rules(), &position.board(), placements)
}

/// [`line_of`] with the position's rules and board already made (a class
/// round spells every play of the round).
pub fn line_on(
    rules: &krada_engine::rules::Rules,
    board: &krada_engine::board::Board,
    placements: &[Placement],
) -> String {
    krada_engine::play::score(rules, board, placements)
        .ok()
        .and_then(|scored| {
            scored.lines.first().map(|line| {
                krada_engine::notation::marked_line_text(&rules.tiles, line, |pos| {
                    krada_engine::play::tile_on(board, placements, pos)
                })
            })
        })
        .unwrap_or_else(|| krada_ai::position::play_notation(&rules.tiles, placements))
}

/// The equity of the move played; an exchange gives up the turn, which the
/// hard level counts as [`EXCHANGE_COST`].
fn played_equity(moment: &Moment, leave: &dyn Leave) -> f32 {
    let position = &moment.position;
    let set = position.rules().tiles;
    match &moment.played {
        Played::Play { placements, .. } => {
            let kept = rack_without(&position.rack, placements.iter().map(|p| p.tile));
            let bag_after = position.bag_len.saturating_sub(placements.len());
            let opening = OpeningCost::new(position, leave.opening_cost());
            moment.played.score() as f32 + leave.value(&set, &kept, bag_after)
                - opening.of(placements)
        }
        Played::Exchange { tiles } => {
            let kept = rack_without(&position.rack, tiles.iter().copied());
            leave.value(&set, &kept, position.bag_len) - EXCHANGE_COST
        }
        // A pass keeps a rack the leave was never fitted on (a whole one):
        // with tiles in the bag it counts as a turn given up for nothing;
        // with the bag empty the rack's points are what it costs.
        Played::Pass if position.bag_len > 0 => -EXCHANGE_COST,
        Played::Pass => leave.value(&set, &position.rack, 0),
    }
}

/// A side's moves added up.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SideSummary {
    pub moves: usize,
    pub points_lost: u32,
    pub equity_lost: f32,
    pub bingos_played: usize,
    pub bingos_missed: usize,
    /// Average rank of the moves played (1 is the best).
    pub average_rank: f32,
}

/// Each side's summary of a review.
pub fn summarise<'a>(
    reviews: impl IntoIterator<Item = &'a MoveReview>,
    rack_size: usize,
) -> [SideSummary; 2] {
    let mut sides: [SideSummary; 2] = Default::default();
    let mut ranks = [0usize; 2];
    for review in reviews {
        let side = &mut sides[review.side as usize & 1];
        side.moves += 1;
        side.points_lost += review.points_lost();
        side.equity_lost += review.equity_lost();
        side.bingos_played += review.bingo_played(rack_size) as usize;
        side.bingos_missed += review.bingo_missed(rack_size) as usize;
        ranks[review.side as usize & 1] += review.rank;
    }
    for (side, rank) in sides.iter_mut().zip(ranks) {
        if side.moves > 0 {
            side.average_rank = rank as f32 / side.moves as f32;
        }
    }
    sides
}
