//! A finished game or a GCG file, step by step: the board and totals after
//! each event, and for each move the position it was chosen in, so the
//! review can rank it. One shape for both sources, so one screen shows them.

use krada_ai::review::{Moment, gcg_moments, record_moments};
use krada_engine::board::{Board, Placed};
use krada_engine::game::{Event, Game};
use krada_engine::gcg::{Gcg, GcgError, GcgEvent, Replayed};
use krada_engine::layout::Pos;
use krada_engine::tileset::TileSetId;

/// What a step's line on the move list says.
#[derive(Clone, Debug, PartialEq)]
pub enum StepLine {
    Gcg(GcgEvent),
    Krada { side: u8, event: Event },
}

/// The game after one event.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub line: StepLine,
    pub score: i32,
    pub board: Board,
    pub totals: [i32; 2],
    /// The squares this event put tiles on.
    pub placed: Vec<Pos>,
}

/// Where the replay came from, to download it again.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    Gcg(Gcg),
    /// A Krada game (its record's JSON).
    Record(String),
}

/// A game being replayed, and which step is shown (0: before the first).
#[derive(Clone, Debug)]
pub struct Replay {
    pub name: String,
    pub source: Source,
    pub tiles: TileSetId,
    pub names: [String; 2],
    pub steps: Vec<Step>,
    /// The moves whose rack is known, by the step they make (from 0).
    pub moments: Vec<Moment>,
    /// Scores and totals in a GCG file that disagree with the rules; the
    /// replay follows the file's figures and lists these.
    pub warnings: Vec<GcgError>,
    pub at: usize,
}

impl Replay {
    /// A replayed GCG file (its racks reviewed without a word list: the
    /// worker holds it).
    pub fn of_gcg(name: String, gcg: Gcg, replayed: Replayed) -> Replay {
        let names = gcg
            .players()
            .map(|p| p.map(|(_, name)| name).unwrap_or_default());
        let moments = gcg_moments(&replayed.steps, None);
        let steps = replayed
            .steps
            .into_iter()
            .map(|s| Step {
                score: s.event.score,
                line: StepLine::Gcg(s.event),
                board: s.board,
                totals: s.totals,
                placed: s.placed,
            })
            .collect();
        Replay {
            name,
            source: Source::Gcg(gcg),
            tiles: TileSetId::English,
            names,
            steps,
            moments,
            warnings: replayed.warnings,
            at: 0,
        }
    }

    /// A Krada game, every rack known.
    pub fn of_game(name: String, game: &Game) -> Replay {
        let record = game.record();
        let moments =
            record_moments(&record, game.rules().lexicon.clone()).expect("a game replays");
        let mut board = Board::default();
        let mut totals = [0; 2];
        // Each side's last play, taken back if it is challenged off.
        let mut last_play: [Vec<Pos>; 2] = Default::default();
        let steps = game
            .turns()
            .iter()
            .map(|turn| {
                let side = turn.side as usize & 1;
                let mut placed = Vec::new();
                match &turn.event {
                    Event::Play { placements, .. } => {
                        for p in placements {
                            board.set(
                                p.pos,
                                Placed {
                                    tile: p.tile,
                                    face: p.face,
                                },
                            );
                        }
                        placed = placements.iter().map(|p| p.pos).collect();
                        last_play[side] = placed.clone();
                    }
                    Event::Withdrawn => {
                        for &pos in &last_play[side] {
                            board.clear(pos);
                        }
                    }
                    _ => {}
                }
                totals[side] = turn.total;
                Step {
                    line: StepLine::Krada {
                        side: turn.side,
                        event: turn.event.clone(),
                    },
                    score: turn.score,
                    board: board.clone(),
                    totals,
                    placed,
                }
            })
            .collect();
        Replay {
            name,
            source: Source::Record(record.to_json()),
            tiles: game.config().tiles,
            names: game.config().sides.clone().map(|s| s.name),
            steps,
            moments,
            warnings: Vec::new(),
            at: 0,
        }
    }

    /// The move played from the board shown now, when its rack is known.
    pub fn next_moment(&self) -> Option<&Moment> {
        self.moments.iter().find(|m| m.index == self.at)
    }

    /// The board shown now.
    pub fn board(&self) -> Board {
        self.at
            .checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map(|s| s.board.clone())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;
    use krada_engine::rules::Rules;

    #[test]
    fn a_finished_game_steps_to_its_final_board_and_totals() {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Greedy, &set),
            Player::new(Level::Greedy, &set),
        ];
        let game = play_game(TileSetId::Standard, None, 4, players);
        let replay = Replay::of_game("g".into(), &game);
        assert_eq!(replay.steps.len(), game.turns().len());
        let last = replay.steps.last().unwrap();
        assert_eq!(last.board, *game.board());
        assert_eq!(last.totals, [game.score(0), game.score(1)]);
        // Each move is reviewed from the board the step before shows.
        for moment in &replay.moments {
            let at = Replay {
                at: moment.index,
                ..replay.clone()
            };
            let shown: Vec<_> = at.board().tiles().collect();
            assert_eq!(shown, moment.position.board);
            assert_eq!(at.next_moment().map(|m| m.index), Some(moment.index));
        }
        assert!(replay.moments.len() >= game.turns().len() - 2);
    }
}
