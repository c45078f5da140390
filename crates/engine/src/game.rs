//! A whole game: turn order, racks, bag, turns, challenges, clock penalties
//! and the end. A game is a value: the same configuration and actions give
//! the same game, so it can be saved as its record and rebuilt from it.

use crate::bag::Bag;
use crate::board::Board;
use crate::lexicon::Lexicon;
use crate::play::{self, Line, Placement, PlayError};
use crate::rules::{GameKind, Rules};
use crate::tileset::{TileId, TileSetId};
// The clock's rules have a module of their own (the rules use them too);
// they are still named from here.
pub use crate::clock::{CHALLENGE_WINDOW_MS, ClockConfig, HOLD_MS, MINUTE_MS};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckMode {
    /// Every play is judged at once; an invalid one is refused with its reason.
    #[default]
    Checked,
    /// Plays stand unjudged until the opponent challenges.
    Challenge,
}

/// A side: one player or a pair playing as one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideConfig {
    pub name: String,
    #[serde(default)]
    pub players: Vec<String>,
    /// The level of the computer that plays this side (`"hard"` …), so a
    /// record loaded back is played on by the computer, not by a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
}

impl SideConfig {
    pub fn named(name: &str) -> SideConfig {
        SideConfig {
            name: name.into(),
            players: vec![],
            computer: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub tiles: TileSetId,
    pub check: CheckMode,
    pub clock: ClockConfig,
    pub sides: [SideConfig; 2],
    pub seed: u64,
    /// The word list a Crossword game is judged by, by name (e.g. `ENABLE2K`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lexicon: Option<String>,
}

impl GameConfig {
    /// Two sides, checked plays, no clock.
    pub fn casual(tiles: TileSetId, seed: u64) -> GameConfig {
        GameConfig {
            tiles,
            check: CheckMode::Checked,
            clock: ClockConfig::default(),
            sides: [SideConfig::named("1"), SideConfig::named("2")],
            seed,
            lexicon: None,
        }
    }
}

/// What the side to move does (a resignation may come from either side,
/// at any moment: a person may give up while the computer thinks).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    Play(Vec<Placement>),
    Exchange(Vec<TileId>),
    Pass,
    /// Challenges the opponent's last play (challenge mode).
    Challenge,
    /// Side 0 or 1 gives the game up: the opponent wins, whatever the
    /// scores.
    Resign(u8),
}

/// One line of the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "type")]
pub enum Event {
    Play {
        placements: Vec<Placement>,
        lines: Vec<Line>,
        bingo: bool,
    },
    Exchange {
        tiles: Vec<TileId>,
    },
    Pass,
    /// This side challenged the last play; `play_stands` tells the outcome.
    Challenge {
        play_stands: bool,
    },
    /// This side's last play was challenged off: its tiles went back to the rack.
    Withdrawn,
    /// Out-play bonus: twice the points left on the opponent's rack.
    OutBonus {
        opponent_rack: Vec<TileId>,
    },
    /// Six scoreless turns: the side's own rack is subtracted.
    RackPenalty,
    /// Over the clock: −10 per started minute (or as configured).
    TimePenalty {
        over_ms: u64,
    },
    /// This side gave the game up.
    Resign,
}

impl Event {
    /// Whether the game's end logged this: an out-play bonus, a rack
    /// penalty or a time penalty.
    pub fn is_end_adjustment(&self) -> bool {
        matches!(
            self,
            Event::OutBonus { .. } | Event::RackPenalty | Event::TimePenalty { .. }
        )
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub side: u8,
    /// The side's rack before the event.
    pub rack: Vec<TileId>,
    pub event: Event,
    pub score: i32,
    /// The side's total after the event.
    pub total: i32,
    /// Clock time the side used for this turn.
    pub time_ms: u64,
    /// Tiles drawn from the bag after it.
    pub drawn: Vec<TileId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "reason", content = "side")]
pub enum EndReason {
    /// This side played its last tile with the bag empty.
    OutPlay(u8),
    /// Six scoreless turns in a row.
    Scoreless,
    /// This side went past the clock's forfeit limit.
    TimeForfeit(u8),
    /// This side resigned.
    Resigned(u8),
}

impl EndReason {
    /// Points the end moves for each side, given the points left on each
    /// rack: an out-play earns twice the other rack (docs/rules.md, A-Math: End), six
    /// scoreless turns cost each side its own; a forfeit or a resignation
    /// moves none. One rule for Krada's games and the real table's sheet.
    pub fn rack_adjustments(self, rack_points: [i32; 2]) -> [i32; 2] {
        match self {
            EndReason::OutPlay(side) => {
                let mut moved = [0, 0];
                moved[side as usize] = 2 * rack_points[other(side) as usize];
                moved
            }
            EndReason::Scoreless => rack_points.map(|points| -points),
            EndReason::TimeForfeit(_) | EndReason::Resigned(_) => [0, 0],
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnd {
    pub reason: EndReason,
    /// `None` for a draw.
    pub winner: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Playing,
    /// Challenge mode, after an out-play: the opponent challenges or accepts (passes).
    AwaitingChallenge,
    Over(GameEnd),
}

/// Why an action was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    Over,
    Play(PlayError),
    NotOnRack(TileId),
    ExchangeBagTooSmall {
        in_bag: usize,
        needed: usize,
    },
    ExchangeNothing,
    NothingToChallenge,
    NoChallengeInCheckedMode,
    /// After an out-play in challenge mode, only a challenge or a pass (accepting) is possible.
    ChallengeOrAccept,
    OverMoveLimit,
    /// The time to decide on a challenge has passed (20 seconds, a minute
    /// more after "Hold"): the play stands.
    ChallengeTooLate,
    /// Moves are taken back only in friendly games: no clock, no
    /// challenges.
    UndoNotFriendly,
    NothingToUndo,
    /// A game has sides 0 and 1 only.
    NoSuchSide,
}

impl From<PlayError> for GameError {
    fn from(e: PlayError) -> Self {
        GameError::Play(e)
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    config: GameConfig,
    rules: Rules,
    bag: Bag,
    racks: [Vec<TileId>; 2],
    board: Board,
    order_draw: Vec<[TileId; 2]>,
    first: u8,
    to_move: u8,
    turns: Vec<Turn>,
    scores: [i32; 2],
    time_used: [u64; 2],
    status: Status,
    /// The turn index of a play the side to move may still challenge.
    challengeable: Option<usize>,
}

/// How strongly a tile claims the first turn in the order draw.
fn order_rank(rules: &Rules, tile: TileId) -> u8 {
    let kind = rules.tiles.kind(tile);
    if kind.blank {
        return u8::MAX;
    }
    let face = kind.faces.iter().next().expect("a face");
    match rules.kind {
        // The nearer to 20 the better; signs rank below every number.
        GameKind::AMath if crate::face::amath::is_number(face) => 1 + face.0,
        GameKind::AMath => 0,
        // The nearer to A the better.
        GameKind::Crossword => 26 - face.0,
    }
}

fn other(side: u8) -> u8 {
    1 - side
}

impl Game {
    pub fn new(config: GameConfig) -> Game {
        Game::with_lexicon(config, None)
    }

    /// A game whose words are judged by `lexicon` (Crossword needs one).
    pub fn with_lexicon(config: GameConfig, lexicon: Option<Arc<Lexicon>>) -> Game {
        let rules = Rules {
            lexicon,
            ..Rules::for_tiles(config.tiles)
        };
        let mut bag = Bag::new(rules.tiles.full_bag(), config.seed);
        let mut order_draw = Vec::new();
        let first = loop {
            let (a, b) = bag.peek_two().expect("a full bag");
            order_draw.push([a, b]);
            let (ra, rb) = (order_rank(&rules, a), order_rank(&rules, b));
            if ra != rb {
                break if ra > rb { 0 } else { 1 };
            }
        };
        let mut racks = [Vec::new(), Vec::new()];
        racks[first as usize] = bag.draw(rules.rack_size);
        racks[other(first) as usize] = bag.draw(rules.rack_size);
        Game {
            config,
            rules,
            bag,
            racks,
            board: Board::default(),
            order_draw,
            first,
            to_move: first,
            turns: Vec::new(),
            scores: [0, 0],
            time_used: [0, 0],
            status: Status::Playing,
            challengeable: None,
        }
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// Calls side `side` (0 or 1) `name` from now on: a name is no rule,
    /// so nothing else of the game changes.
    pub fn rename_side(&mut self, side: u8, name: String) {
        self.config.sides[usize::from(side)].name = name;
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn rack(&self, side: u8) -> &[TileId] {
        &self.racks[side as usize]
    }
    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }
    pub fn bag(&self) -> &[TileId] {
        self.bag.tiles()
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn first(&self) -> u8 {
        self.first
    }
    pub fn order_draw(&self) -> &[[TileId; 2]] {
        &self.order_draw
    }
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }
    pub fn score(&self, side: u8) -> i32 {
        self.scores[side as usize]
    }
    pub fn time_used(&self, side: u8) -> u64 {
        self.time_used[side as usize]
    }
    /// Moves `side` has completed: plays, exchanges and passes, each
    /// adding the clock's increment to its time.
    pub fn moves_made(&self, side: u8) -> u32 {
        let counts = |turn: &&Turn| {
            turn.side == side
                && matches!(
                    turn.event,
                    Event::Play { .. } | Event::Exchange { .. } | Event::Pass
                )
        };
        self.turns.iter().filter(counts).count() as u32
    }
    pub fn status(&self) -> Status {
        self.status
    }
    pub fn is_over(&self) -> bool {
        matches!(self.status, Status::Over(_))
    }
    /// What the game's end added to the scores: going out, the racks left
    /// after six scoreless turns, time over the clock (empty while playing).
    pub fn end_adjustments(&self) -> &[Turn] {
        let kept = self
            .turns
            .iter()
            .rev()
            .take_while(|t| t.event.is_end_adjustment())
            .count();
        &self.turns[self.turns.len() - kept..]
    }

    /// The last play still on the board, as the index of its turn: what a
    /// player looks for first. A play challenged off is skipped, so the one
    /// before it is shown.
    pub fn last_play(&self) -> Option<usize> {
        let mut withdrawn = [0usize; 2];
        for (index, turn) in self.turns.iter().enumerate().rev() {
            let side = turn.side as usize;
            match turn.event {
                Event::Withdrawn => withdrawn[side] += 1,
                Event::Play { .. } if withdrawn[side] > 0 => withdrawn[side] -= 1,
                Event::Play { .. } => return Some(index),
                _ => {}
            }
        }
        None
    }

    /// Whether the side to move may challenge now.
    pub fn can_challenge(&self) -> bool {
        self.challengeable.is_some()
    }

    /// Whether the play that may be challenged now keeps the rules; `None`
    /// when there is nothing to challenge. (What a referee would rule.)
    pub fn challengeable_play_is_valid(&self) -> Option<bool> {
        let turn = &self.turns[self.challengeable?];
        let Event::Play { lines, .. } = &turn.event else {
            return None;
        };
        Some(play::judge(&self.rules, lines).is_ok())
    }

    /// Whether an exchange is allowed now (enough tiles in the bag).
    pub fn can_exchange(&self) -> bool {
        self.exchange_refusal().is_none()
    }

    /// Why the side to move may not exchange now, if it may not: the one
    /// place this rule lives (the app shows the reason on the button).
    pub fn exchange_refusal(&self) -> Option<GameError> {
        match self.status {
            Status::Over(_) => Some(GameError::Over),
            Status::AwaitingChallenge => Some(GameError::ChallengeOrAccept),
            Status::Playing if self.bag.len() < self.rules.exchange_min_bag => {
                Some(GameError::ExchangeBagTooSmall {
                    in_bag: self.bag.len(),
                    needed: self.rules.exchange_min_bag,
                })
            }
            Status::Playing => None,
        }
    }

    /// Why the side to move may not challenge now, if it may not.
    pub fn challenge_refusal(&self) -> Option<GameError> {
        if self.config.check == CheckMode::Checked {
            Some(GameError::NoChallengeInCheckedMode)
        } else if self.challengeable.is_none() {
            Some(GameError::NothingToChallenge)
        } else {
            None
        }
    }

    /// The time left to decide on a challenge, for the side to move that
    /// has used `elapsed_ms` of its turn (`held`: it called "Hold"); `None`
    /// with nothing to challenge, or when the game sets no limit. The
    /// game's timing (`GameKind::challenge_timing`): A-Math 20 seconds
    /// after the play, a minute more after "Hold" (docs/rules.md, A-Math: Checking plays); Crossword as
    /// long as the challenger needs, on its own clock (docs/rules.md, Crossword).
    pub fn challenge_time_left(&self, elapsed_ms: u64, held: bool) -> Option<u64> {
        let timing = self.rules.kind.challenge_timing();
        self.challenge_refusal()
            .is_none()
            .then(|| timing.decide_left(elapsed_ms, held))
            .flatten()
    }

    /// Why the side to move may not challenge now, the decision time
    /// counted: the one place the window is judged.
    pub fn challenge_refusal_at(&self, elapsed_ms: u64, held: bool) -> Option<GameError> {
        self.challenge_refusal().or_else(|| {
            (self.challenge_time_left(elapsed_ms, held) == Some(0))
                .then_some(GameError::ChallengeTooLate)
        })
    }

    /// Why the last move may not be taken back, if it may not: only in a
    /// friendly game (no clock, no challenges), only while it goes on.
    pub fn undo_refusal(&self) -> Option<GameError> {
        let clock = &self.config.clock;
        if self.is_over() {
            Some(GameError::Over)
        } else if clock.total_ms.is_some()
            || clock.move_ms.is_some()
            || self.config.check == CheckMode::Challenge
        {
            Some(GameError::UndoNotFriendly)
        } else if self.turns.is_empty() {
            Some(GameError::NothingToUndo)
        } else {
            None
        }
    }

    /// Whether the side to move, having used `elapsed_ms` of this turn, can
    /// only pass now: past the move limit, or past the time after which a
    /// side loses (the pass then ends the game on time).
    pub fn must_pass(&self, elapsed_ms: u64) -> bool {
        let clock = &self.config.clock;
        let side_used = self.time_used[self.to_move as usize] + elapsed_ms;
        let playing = matches!(self.status, Status::Playing | Status::AwaitingChallenge);
        playing
            && (clock.move_ms.is_some_and(|limit| elapsed_ms > limit)
                || clock.forfeits(side_used, self.moves_made(self.to_move)))
    }

    /// Tiles the viewer cannot see: the bag and the opponent's rack, by kind.
    pub fn unseen(&self, viewer: u8) -> Vec<u8> {
        let set = &self.rules.tiles;
        let mut counts: Vec<u8> = set.kinds.iter().map(|k| k.count).collect();
        let seen = self
            .board
            .tiles()
            .map(|(_, p)| p.tile)
            .chain(self.racks[viewer as usize].iter().copied());
        for tile in seen {
            counts[tile.0 as usize] -= 1;
        }
        counts
    }

    fn rack_points(&self, side: u8) -> i32 {
        self.racks[side as usize]
            .iter()
            .map(|&t| self.rules.tiles.kind(t).points as i32)
            .sum()
    }

    /// A legal play's whole line as a player reads it, its blanks and
    /// choice tiles marked (`8G 9×?4=36`); None for a play not legal now.
    pub fn play_line(&self, placements: &[Placement]) -> Option<String> {
        let scored = self.preview(placements).ok()?;
        let line = scored.lines.first()?;
        Some(crate::notation::marked_line_text(
            &self.rules.tiles,
            line,
            |pos| play::tile_on(&self.board, placements, pos),
        ))
    }

    /// Checks and scores a play without making it, as a preview.
    pub fn preview(&self, placements: &[Placement]) -> Result<play::ScoredPlay, GameError> {
        take_from_rack(
            &self.racks[self.to_move as usize],
            placements.iter().map(|p| p.tile),
        )?;
        let scored = play::score(&self.rules, &self.board, placements)?;
        if self.config.check == CheckMode::Checked {
            play::judge(&self.rules, &scored.lines)?;
        }
        Ok(scored)
    }

    /// The side to move acts, having used `elapsed_ms` of its clock.
    pub fn act(&mut self, action: Action, elapsed_ms: u64) -> Result<(), GameError> {
        match self.status {
            Status::Over(_) => return Err(GameError::Over),
            Status::AwaitingChallenge
                if !matches!(action, Action::Challenge | Action::Pass | Action::Resign(_)) =>
            {
                return Err(GameError::ChallengeOrAccept);
            }
            _ => {}
        }
        if self
            .config
            .clock
            .move_ms
            .is_some_and(|limit| elapsed_ms > limit)
            && !matches!(action, Action::Pass | Action::Resign(_))
        {
            return Err(GameError::OverMoveLimit);
        }
        let side = self.to_move;
        match action {
            Action::Play(placements) => self.play(placements, elapsed_ms)?,
            Action::Exchange(tiles) => self.exchange(tiles, elapsed_ms)?,
            Action::Pass if self.status == Status::AwaitingChallenge => {
                self.time_used[side as usize] += elapsed_ms;
                let player = other(side);
                self.finish(EndReason::OutPlay(player));
                return Ok(());
            }
            Action::Pass => {
                self.log(side, Event::Pass, 0, elapsed_ms, vec![]);
                self.challengeable = None;
                self.to_move = other(side);
            }
            Action::Challenge => self.challenge(elapsed_ms)?,
            Action::Resign(resigner) => {
                if resigner > 1 {
                    return Err(GameError::NoSuchSide);
                }
                // The clock that ran was the side to move's.
                let elapsed = if resigner == side { elapsed_ms } else { 0 };
                self.log(resigner, Event::Resign, 0, elapsed, vec![]);
                self.finish(EndReason::Resigned(resigner));
                return Ok(());
            }
        }
        if self.is_over() {
            return Ok(());
        }
        if self
            .config
            .clock
            .forfeits(self.time_used[side as usize], self.moves_made(side))
        {
            self.finish(EndReason::TimeForfeit(side));
        } else if self.scoreless_run() >= self.rules.scoreless_turns_end {
            self.finish(EndReason::Scoreless);
        }
        Ok(())
    }

    fn log(&mut self, side: u8, event: Event, score: i32, time_ms: u64, drawn: Vec<TileId>) {
        let s = side as usize;
        self.scores[s] += score;
        self.time_used[s] += time_ms;
        self.turns.push(Turn {
            side,
            rack: self.racks[s].clone(),
            event,
            score,
            total: self.scores[s],
            time_ms,
            drawn,
        });
    }

    fn play(&mut self, placements: Vec<Placement>, elapsed_ms: u64) -> Result<(), GameError> {
        let side = self.to_move;
        let scored = self.preview(&placements)?;
        let mut rack = take_from_rack(
            &self.racks[side as usize],
            placements.iter().map(|p| p.tile),
        )?;
        play::lay(&mut self.board, &placements);
        let drawn = self.bag.draw(self.rules.rack_size - rack.len());
        rack.extend_from_slice(&drawn);
        let event = Event::Play {
            placements,
            lines: scored.lines,
            bingo: scored.bingo,
        };
        self.log(side, event, scored.score as i32, elapsed_ms, drawn);
        self.racks[side as usize] = rack;
        self.challengeable =
            (self.config.check == CheckMode::Challenge).then_some(self.turns.len() - 1);
        self.to_move = other(side);
        if self.racks[side as usize].is_empty() && self.bag.is_empty() {
            if self.config.check == CheckMode::Challenge {
                self.status = Status::AwaitingChallenge;
            } else {
                self.finish(EndReason::OutPlay(side));
            }
        }
        Ok(())
    }

    fn exchange(&mut self, tiles: Vec<TileId>, elapsed_ms: u64) -> Result<(), GameError> {
        let side = self.to_move;
        if let Some(refusal) = self.exchange_refusal() {
            return Err(refusal);
        }
        if tiles.is_empty() {
            return Err(GameError::ExchangeNothing);
        }
        let mut rack = take_from_rack(&self.racks[side as usize], tiles.iter().copied())?;
        // Draw first, then return, so a tile does not come straight back;
        // with fewer tiles in the bag than are exchanged (5–7 for 8), the
        // rest is drawn after the return: an exchange never leaves a short
        // rack (docs/rules.md, A-Math: Turns allows 1–8 tiles whenever the bag holds 5).
        let mut drawn = self.bag.draw(tiles.len());
        self.bag.put_back(&tiles);
        drawn.extend(self.bag.draw(tiles.len() - drawn.len()));
        rack.extend_from_slice(&drawn);
        self.log(side, Event::Exchange { tiles }, 0, elapsed_ms, drawn);
        self.racks[side as usize] = rack;
        self.challengeable = None;
        self.to_move = other(side);
        Ok(())
    }

    fn challenge(&mut self, elapsed_ms: u64) -> Result<(), GameError> {
        if let Some(refusal) = self.challenge_refusal() {
            return Err(refusal);
        }
        let index = self
            .challengeable
            .take()
            .ok_or(GameError::NothingToChallenge)?;
        let challenger = self.to_move;
        let played = self.turns[index].clone();
        let Event::Play {
            placements, lines, ..
        } = &played.event
        else {
            unreachable!("only plays can be challenged");
        };
        let stands = match play::judge(&self.rules, lines) {
            Ok(()) => true,
            Err(PlayError::NoWordList) => {
                self.challengeable = Some(index);
                return Err(PlayError::NoWordList.into());
            }
            Err(_) => false,
        };
        self.log(
            challenger,
            Event::Challenge {
                play_stands: stands,
            },
            0,
            elapsed_ms,
            vec![],
        );
        let player = played.side;
        if stands {
            // The challenger loses this turn.
            if self.status == Status::AwaitingChallenge {
                self.finish(EndReason::OutPlay(player));
            } else {
                self.to_move = player;
            }
        } else {
            for p in placements {
                self.board.clear(p.pos);
            }
            self.bag.put_back(&played.drawn);
            self.log(player, Event::Withdrawn, -played.score, 0, vec![]);
            self.racks[player as usize] = played.rack.clone();
            self.status = Status::Playing;
            // The challenger keeps the move.
        }
        Ok(())
    }

    /// Turns in a row, from the latest back, that put no tile on the board,
    /// counted once both sides have moved (the rule: [`crate::scoreless`]).
    pub fn scoreless_run(&self) -> usize {
        use crate::scoreless::{Turn, run};
        let mut turns: Vec<(u8, Turn)> = Vec::with_capacity(self.turns.len());
        for turn in &self.turns {
            match &turn.event {
                Event::Play { .. } => turns.push((turn.side, Turn::Laid)),
                // The play before it came off: it laid nothing after all.
                Event::Withdrawn => {
                    if let Some(play) = turns.iter_mut().rev().find(|(s, _)| *s == turn.side) {
                        play.1 = Turn::NothingLaid;
                    }
                }
                // A challenge that took a play off is no turn of its own:
                // the challenger moves next.
                Event::Challenge { play_stands: false } => {}
                Event::Exchange { .. } | Event::Pass | Event::Challenge { play_stands: true } => {
                    turns.push((turn.side, Turn::NothingLaid))
                }
                Event::OutBonus { .. }
                | Event::RackPenalty
                | Event::TimePenalty { .. }
                | Event::Resign => {}
            }
        }
        run(&turns)
    }

    fn finish(&mut self, reason: EndReason) {
        let moved = reason.rack_adjustments([self.rack_points(0), self.rack_points(1)]);
        match reason {
            EndReason::OutPlay(side) => {
                let opponent_rack = self.racks[other(side) as usize].clone();
                let bonus = moved[side as usize];
                self.log(side, Event::OutBonus { opponent_rack }, bonus, 0, vec![]);
            }
            EndReason::Scoreless => {
                for side in [self.first, other(self.first)] {
                    let points = moved[side as usize];
                    self.log(side, Event::RackPenalty, points, 0, vec![]);
                }
            }
            EndReason::TimeForfeit(_) | EndReason::Resigned(_) => {}
        }
        for side in [self.first, other(self.first)] {
            let used = self.time_used[side as usize];
            let moves = self.moves_made(side);
            let penalty = self.config.clock.penalty_after(used, moves);
            if penalty > 0 {
                let over_ms = used - self.config.clock.allowance(moves).unwrap_or(0);
                self.log(
                    side,
                    Event::TimePenalty { over_ms },
                    -(penalty as i32),
                    0,
                    vec![],
                );
            }
        }
        let winner = match reason {
            EndReason::TimeForfeit(side) | EndReason::Resigned(side) => Some(other(side)),
            _ if self.scores[0] > self.scores[1] => Some(0),
            _ if self.scores[1] > self.scores[0] => Some(1),
            _ => None,
        };
        self.challengeable = None;
        self.status = Status::Over(GameEnd { reason, winner });
    }
}

/// The rack without these tiles, or the first tile it does not hold.
fn take_from_rack(
    rack: &[TileId],
    tiles: impl Iterator<Item = TileId>,
) -> Result<Vec<TileId>, GameError> {
    let mut rest = rack.to_vec();
    for tile in tiles {
        let i = rest
            .iter()
            .position(|&t| t == tile)
            .ok_or(GameError::NotOnRack(tile))?;
        rest.remove(i);
    }
    Ok(rest)
}

#[cfg(test)]
impl Game {
    /// Gives `side` exactly these tiles, swapping with the bag so no tile
    /// is created or lost: tests follow a script, the seed decides the rest.
    pub(crate) fn give(&mut self, side: u8, rack: &str) {
        let wanted = crate::notation::parse_rack(&self.rules.tiles, rack).expect("rack notation");
        let old = std::mem::take(&mut self.racks[side as usize]);
        self.bag.put_back(&old);
        for tile in wanted {
            assert!(self.bag.remove(tile), "no {tile:?} left in the bag");
            self.racks[side as usize].push(tile);
        }
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "crossword_tests.rs"]
mod crossword_tests;
