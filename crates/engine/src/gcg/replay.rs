//! A GCG file replayed on the Crossword board, every score and total
//! checked: refused at the first disagreement, or (leniently) shown with
//! each disagreement listed, so a hand-entered file can still be looked at.

use super::{Gcg, GcgError, GcgEvent, GcgLine, GcgMove, GcgProblem};
use crate::board::{Board, Placed};
use crate::face::letters;
use crate::layout::{Dir, Pos};
use crate::play::{self, Placement};
use crate::rules::Rules;
use crate::tileset::TileSetId;

/// The board and scores after one event of a replayed GCG file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// The file line of the event (from 1).
    pub line: usize,
    /// Player 1 or 2 (0 or 1).
    pub player: u8,
    pub event: GcgEvent,
    pub board: Board,
    pub totals: [i32; 2],
    /// The squares this event put tiles on.
    pub placed: Vec<Pos>,
}

/// How a replay treats stated scores and totals that disagree with the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// The first disagreement refuses the file.
    Strict,
    /// Each disagreement is a warning; the file's own figures are followed.
    Lenient,
}

/// A replayed file: its steps, and (when lenient) what disagreed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub steps: Vec<ReplayStep>,
    /// Each `WrongScore`, `WrongTotal` and `NotOnRack`, with its line; the
    /// file's figures were taken instead. Always empty when strict.
    pub warnings: Vec<GcgError>,
}

/// Replays a GCG file strictly: every play must fit the board and score what
/// the file says, every total must add up. Words are not judged: the file
/// may come from another word list.
pub fn replay(gcg: &Gcg) -> Result<Vec<ReplayStep>, GcgError> {
    replay_with(gcg, Check::Strict).map(|r| r.steps)
}

/// Replays a GCG file; see [`Check`] for what a disagreement does.
pub fn replay_with(gcg: &Gcg, check: Check) -> Result<Replayed, GcgError> {
    let mut replayer = Replayer {
        rules: Rules::for_tiles(TileSetId::English),
        check,
        board: Board::default(),
        totals: [0; 2],
        last_play: [vec![], vec![]],
        warnings: vec![],
    };
    let nicks = gcg
        .players()
        .map(|p| p.map(|(nick, _)| nick).unwrap_or_default());
    let mut steps = Vec::new();
    for (index, entry) in gcg.lines.iter().enumerate() {
        let GcgLine::Event(event) = entry else {
            continue;
        };
        let line = index + 1;
        let player = nicks
            .iter()
            .position(|n| *n == event.nick)
            .ok_or_else(|| GcgError {
                line,
                problem: GcgProblem::UnknownPlayer(event.nick.clone()),
            })?;
        let placed = replayer.apply(line, player, event)?;
        steps.push(ReplayStep {
            line,
            player: player as u8,
            event: event.clone(),
            board: replayer.board.clone(),
            totals: replayer.totals,
            placed,
        });
    }
    Ok(Replayed {
        steps,
        warnings: replayer.warnings,
    })
}

struct Replayer {
    rules: Rules,
    check: Check,
    board: Board,
    totals: [i32; 2],
    /// Each player's last play, which a `--` takes back.
    last_play: [Vec<Pos>; 2],
    warnings: Vec<GcgError>,
}

impl Replayer {
    /// A disagreement with the rules: refused when strict, noted when not.
    fn disagree(&mut self, line: usize, problem: GcgProblem) -> Result<(), GcgError> {
        let error = GcgError { line, problem };
        match self.check {
            Check::Strict => Err(error),
            Check::Lenient => {
                self.warnings.push(error);
                Ok(())
            }
        }
    }

    /// Plays one event on the board; returns the squares it filled.
    fn apply(&mut self, line: usize, p: usize, event: &GcgEvent) -> Result<Vec<Pos>, GcgError> {
        let error = |problem: GcgProblem| GcgError { line, problem };
        let mut placed = Vec::new();
        match &event.kind {
            GcgMove::Play { pos, dir, word } => {
                let new = self.placements(*pos, *dir, word).map_err(error)?;
                if let Err(problem) = rack_holds(&self.rules, &event.rack, &new) {
                    self.disagree(line, problem)?;
                }
                let scored = play::score(&self.rules, &self.board, &new)
                    .map_err(|e| error(GcgProblem::Play(e)))?;
                self.check_score(line, scored.score as i32, event.score)?;
                for p in &new {
                    let tile = Placed {
                        tile: p.tile,
                        face: p.face,
                    };
                    self.board.set(p.pos, tile);
                    placed.push(p.pos);
                }
                self.last_play[p] = placed.clone();
            }
            GcgMove::Withdrawn => {
                if self.last_play[p].is_empty() {
                    return Err(error(GcgProblem::NothingToWithdraw));
                }
                for at in std::mem::take(&mut self.last_play[p]) {
                    self.board.clear(at);
                }
            }
            GcgMove::Pass | GcgMove::Exchange(_) if event.score != 0 => {
                return Err(error(GcgProblem::ScoringPass));
            }
            GcgMove::Pass | GcgMove::Exchange(_) => {}
            GcgMove::OutBonus(rack) => {
                // NASPA doubles the rack for the player who went out; WESPA
                // gives it once and takes it once from the other side.
                let value = rack_value(&self.rules, rack);
                let computed = if event.score == value {
                    value
                } else {
                    2 * value
                };
                self.check_score(line, computed, event.score)?;
            }
            GcgMove::EndRack(rack) => {
                let computed = -rack_value(&self.rules, rack);
                self.check_score(line, computed, event.score)?;
            }
            GcgMove::Time if event.score > 0 => return Err(error(GcgProblem::TimeAdds)),
            GcgMove::ChallengeBonus if event.score < 0 => {
                return Err(error(GcgProblem::BonusSubtracts));
            }
            GcgMove::Time | GcgMove::ChallengeBonus => {}
        }
        if !matches!(event.kind, GcgMove::Play { .. } | GcgMove::Withdrawn) {
            self.last_play[p].clear();
        }
        self.add_to_total(line, p, event)?;
        Ok(placed)
    }

    fn check_score(&mut self, line: usize, computed: i32, stated: i32) -> Result<(), GcgError> {
        if computed == stated {
            return Ok(());
        }
        self.disagree(line, GcgProblem::WrongScore { computed, stated })
    }

    /// Adds the stated score; a stated total that disagrees is followed
    /// when lenient, so the totals shown are the file's.
    fn add_to_total(&mut self, line: usize, p: usize, event: &GcgEvent) -> Result<(), GcgError> {
        self.totals[p] += event.score;
        let computed = self.totals[p];
        if computed != event.total {
            self.disagree(
                line,
                GcgProblem::WrongTotal {
                    computed,
                    stated: event.total,
                },
            )?;
            self.totals[p] = event.total;
        }
        Ok(())
    }

    /// The tiles a play's word puts on empty squares; `.` and letters the
    /// board already shows are stepped over.
    fn placements(&self, pos: Pos, dir: Dir, word: &str) -> Result<Vec<Placement>, GcgProblem> {
        let tiles = &self.rules.tiles;
        let mut new = Vec::new();
        for (i, c) in word.chars().enumerate() {
            let at = pos.step(dir, i as isize).expect("checked on reading");
            match (c, self.board.get(at)) {
                ('.', Some(_)) => {}
                ('.', None) => return Err(GcgProblem::DotOnEmpty(at)),
                (c, Some(tile)) if letters::from_char(c) == Some(tile.face) => {}
                (c, Some(_)) => return Err(GcgProblem::OtherLetter(at, c)),
                (c, None) => {
                    let face = letters::from_char(c).expect("a letter");
                    let tile = if c.is_ascii_lowercase() {
                        tiles.blank()
                    } else {
                        tiles.plain_for(face)
                    }
                    .expect("English tiles");
                    new.push(Placement {
                        pos: at,
                        tile,
                        face,
                    });
                }
            }
        }
        Ok(new)
    }
}

/// Whether the rack (when the file gives one) holds the play's tiles.
fn rack_holds(rules: &Rules, rack: &str, new: &[Placement]) -> Result<(), GcgProblem> {
    if rack.is_empty() {
        return Ok(());
    }
    let mut left: Vec<char> = rack.chars().collect();
    for p in new {
        let want = if rules.tiles.kind(p.tile).blank {
            '?'
        } else {
            letters::to_char(p.face)
        };
        let i = left
            .iter()
            .position(|&c| c == want)
            .ok_or_else(|| GcgProblem::NotOnRack {
                rack: rack.into(),
                tile: want,
            })?;
        left.remove(i);
    }
    Ok(())
}

/// The points of a rack's tiles; a blank (`?`) counts 0.
fn rack_value(rules: &Rules, rack: &str) -> i32 {
    rack.chars()
        .filter_map(letters::from_char)
        .filter_map(|f| rules.tiles.plain_for(f))
        .map(|t| rules.tiles.kind(t).points as i32)
        .sum()
}
