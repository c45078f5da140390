//! What the wall shows: a second window on the projector that the whole
//! room sees. The controlling window builds a [`WallView`] — only what the
//! room may see, never a player's rack or a hint — and stores it; the wall
//! window reads it on load and again on every change (the `storage` event
//! carries it across windows of the site, and storage survives a reload of
//! either).

use super::replay::Replay;
use super::session::Session;
use krada_engine::board::Board;
use krada_engine::game::{ClockConfig, EndReason, Event, Game, Status, Turn};
use krada_engine::layout::Pos;
use krada_engine::notation::face_symbol;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_text::{Lang, fill, tile_labels};
use serde::{Deserialize, Serialize};

/// A view written by a newer Krada is shown only after the wall reloads.
pub const WALL_VERSION: u32 = 1;
/// The fragment that turns a window into the wall.
pub const WALL_FRAGMENT: &str = "#wall";

/// A tile on the board as the room sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WallCell {
    pub pos: String,
    pub label: String,
    pub points: u8,
    pub blank: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WallSide {
    pub name: String,
    pub score: i32,
    /// Clock time used before the current turn.
    pub used_ms: u64,
    /// Moves completed, each adding the clock's increment.
    #[serde(default)]
    pub moves: u32,
}

/// The game clock, enough for the wall to run it on its own between
/// updates.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WallClock {
    pub config: ClockConfig,
    pub to_move: u8,
    /// Time the side to move had used on this turn when the view was made.
    pub turn_ms: u64,
    pub running: bool,
}

/// A line of the sheet.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WallRow {
    pub n: usize,
    /// The number shown when it is not `n`: a class round's reveal shows
    /// each play's rank, ties ranked alike (1, 1, 3), as the laptop does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<usize>,
    pub side: u8,
    pub name: String,
    pub event: String,
    pub score: i32,
    /// The running total; none in a class round's reveal.
    pub total: Option<i32>,
}

/// Everything the wall window draws.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WallView {
    pub version: u32,
    pub lang: Lang,
    pub tiles: TileSetId,
    /// What is on the wall: the game's names, "Review", a class round.
    pub title: String,
    pub cells: Vec<WallCell>,
    /// The last play's squares and score.
    pub last: Vec<String>,
    pub last_score: i32,
    pub sides: Vec<WallSide>,
    pub clock: Option<WallClock>,
    pub bag: Option<usize>,
    pub rows: Vec<WallRow>,
    /// The sheet's row of the last play (1-based).
    pub highlight: Option<usize>,
    pub result: Option<String>,
    /// A class round's rack, which the whole class solves; never a
    /// player's.
    #[serde(default)]
    pub rack: Vec<String>,
    /// When a class round's countdown ends (wall-clock ms).
    #[serde(default)]
    pub countdown_end_ms: Option<f64>,
    /// A link that opens the same thing on another device (the QR code).
    #[serde(default)]
    pub link: Option<String>,
    /// Wall-clock time the view was made, to run the clock from.
    pub sent_ms: f64,
}

impl WallView {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a wall view serialises")
    }

    /// The stored view, if it is one this wall can draw.
    pub fn from_json(text: &str) -> Option<WallView> {
        serde_json::from_str::<WallView>(text)
            .ok()
            .filter(|v| v.version <= WALL_VERSION)
    }

    pub fn cell(&self, pos: Pos) -> Option<&WallCell> {
        let name = pos.name();
        self.cells.iter().find(|c| c.pos == name)
    }

    /// The clock time one side has used, at wall-clock `now_ms`.
    pub fn used_ms(&self, side: u8, now_ms: f64) -> u64 {
        let banked = self.sides.get(side as usize).map_or(0, |s| s.used_ms);
        let Some(clock) = self.clock.as_ref().filter(|c| c.to_move == side) else {
            return banked;
        };
        let since = if clock.running {
            (now_ms - self.sent_ms).max(0.0) as u64
        } else {
            0
        };
        banked + clock.turn_ms + since
    }

    /// Whole seconds left in a class round's countdown (0 when over).
    pub fn countdown_left_s(&self, now_ms: f64) -> Option<u64> {
        let end = self.countdown_end_ms?;
        Some(((end - now_ms).max(0.0) / 1000.0).ceil() as u64)
    }
}

/// The tiles on a board, labelled as the board draws them.
pub fn cells_of(board: &Board, rules: &Rules) -> Vec<WallCell> {
    board
        .tiles()
        .map(|(pos, placed)| {
            let kind = rules.tiles.kind(placed.tile);
            WallCell {
                pos: pos.name(),
                label: face_symbol(rules.kind, placed.face),
                points: kind.points,
                blank: kind.blank,
            }
        })
        .collect()
}

/// The result as a player reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultLines {
    /// Who won and why (a loss on time, a resignation).
    pub winner: String,
    /// The final scores, both names.
    pub scores: String,
    /// What the end added to the scores, one line each: going out, the
    /// racks left after six scoreless turns, time over the clock.
    pub adjustments: Vec<String>,
}

/// The result of `game` with its sides called `names`; `None` while the
/// game goes on.
pub fn result_lines(lang: Lang, names: &[String; 2], game: &Game) -> Option<ResultLines> {
    let Status::Over(end) = game.status() else {
        return None;
    };
    let ui = lang.ui();
    let mut winner = match end.winner {
        Some(w) => fill(ui.winner, &[("name", &names[w as usize])]),
        None => ui.draw.to_string(),
    };
    let why = match end.reason {
        EndReason::TimeForfeit(side) => Some((ui.lost_on_time, side)),
        EndReason::Resigned(side) => Some((ui.resigned_result, side)),
        EndReason::OutPlay(_) | EndReason::Scoreless => None,
    };
    if let Some((template, side)) = why {
        winner = format!(
            "{winner} {}",
            fill(template, &[("name", &names[side as usize])])
        );
    }
    let scores = format!(
        "{} {} – {} {}",
        names[0],
        game.score(0),
        game.score(1),
        names[1]
    );
    let adjustments = game
        .end_adjustments()
        .iter()
        .map(|turn| adjustment_line(lang, names, game.rules(), turn))
        .collect();
    Some(ResultLines {
        winner,
        scores,
        adjustments,
    })
}

/// One end adjustment in words: whose, what (with the tiles that made it)
/// and how many points, signed.
fn adjustment_line(lang: Lang, names: &[String; 2], rules: &Rules, turn: &Turn) -> String {
    let tiles = match &turn.event {
        Event::OutBonus { opponent_rack } => Some(opponent_rack.as_slice()),
        Event::RackPenalty => Some(turn.rack.as_slice()),
        _ => None,
    };
    let mut what = lang.event(rules.kind, &turn.event);
    if let Some(tiles) = tiles.filter(|t| !t.is_empty()) {
        what = format!("{what} ({})", tile_labels(&rules.tiles, tiles));
    }
    let points = if turn.score < 0 {
        format!("\u{2212}{}", -turn.score)
    } else {
        format!("+{}", turn.score)
    };
    fill(
        lang.ui().end_adjustment,
        &[
            ("name", &names[turn.side as usize]),
            ("what", &what),
            ("points", &points),
        ],
    )
}

/// The result as one line, for the wall.
pub fn result_text(lang: Lang, names: &[String; 2], game: &Game) -> Option<String> {
    result_lines(lang, names, game).map(|r| format!("{} {}", r.winner, r.scores))
}

/// The wall's view of a game on the game screen: board, scores, clocks, bag,
/// sheet, result — no rack.
pub fn of_session(s: &Session, lang: Lang, now: f64, sent_ms: f64) -> WallView {
    let game = &s.game;
    let rules = game.rules();
    let names = game.config().sides.clone().map(|side| side.name);
    let last_turn = game.last_play().map(|i| &game.turns()[i]);
    let last = last_turn
        .map(|t| match &t.event {
            krada_engine::game::Event::Play { placements, .. } => {
                placements.iter().map(|p| p.pos.name()).collect()
            }
            _ => Vec::new(),
        })
        .unwrap_or_default();
    let rows = game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, t)| WallRow {
            n: i + 1,
            rank: None,
            side: t.side,
            name: names[t.side as usize].clone(),
            event: lang.event(rules.kind, &t.event),
            score: t.score,
            total: Some(t.total),
        })
        .collect();
    let playing = !game.is_over();
    WallView {
        version: WALL_VERSION,
        lang,
        tiles: game.config().tiles,
        title: format!("{} – {}", names[0], names[1]),
        cells: cells_of(game.board(), rules),
        last,
        last_score: last_turn.map_or(0, |t| t.score),
        sides: (0..2u8)
            .map(|side| WallSide {
                name: names[side as usize].clone(),
                score: game.score(side),
                used_ms: game.time_used(side),
                moves: game.moves_made(side),
            })
            .collect(),
        clock: playing.then(|| WallClock {
            config: game.config().clock.clone(),
            to_move: game.to_move(),
            turn_ms: s.timer.elapsed(now),
            running: s.timer.is_running(),
        }),
        bag: Some(game.bag_len()),
        rows,
        highlight: game.last_play().map(|i| i + 1),
        result: result_text(lang, &names, game),
        rack: Vec::new(),
        countdown_end_ms: None,
        link: None,
        sent_ms,
    }
}

/// The wall's view of a review: the board at the step shown and the moves
/// up to it (the review's verdicts stay on the teacher's screen).
pub fn of_replay(r: &Replay, lang: Lang, sent_ms: f64) -> WallView {
    let rules = Rules::for_tiles(r.tiles);
    let names = r.names_in(lang);
    let shown = &r.steps[..r.at.min(r.steps.len())];
    let rows = shown
        .iter()
        .enumerate()
        .map(|(i, step)| {
            let side = step.side;
            WallRow {
                n: i + 1,
                rank: None,
                side,
                name: names[side as usize & 1].clone(),
                event: step.text(lang, rules.kind),
                score: step.score,
                total: Some(step.totals[side as usize & 1]),
            }
        })
        .collect();
    let last = shown.last();
    let totals = last.map_or([0, 0], |s| s.totals);
    WallView {
        version: WALL_VERSION,
        lang,
        tiles: r.tiles,
        title: format!("{} – {}", names[0], names[1]),
        cells: cells_of(&r.board(), &rules),
        last: last.map_or_else(Vec::new, |s| s.placed.iter().map(|p| p.name()).collect()),
        last_score: last.map_or(0, |s| s.score),
        sides: (0..2)
            .map(|i| WallSide {
                name: names[i].clone(),
                score: totals[i],
                used_ms: 0,
                moves: 0,
            })
            .collect(),
        clock: None,
        bag: None,
        rows,
        highlight: (!shown.is_empty()).then_some(shown.len()),
        result: None,
        rack: Vec::new(),
        countdown_end_ms: None,
        link: None,
        sent_ms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::session::PlayOptions;
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;
    use krada_engine::game::{Game, GameConfig};

    /// A whole game of the greedy level against itself.
    fn greedy_game(seed: u64) -> Game {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Greedy, &set),
            Player::new(Level::Greedy, &set),
        ];
        play_game(TileSetId::Standard, None, seed, players)
    }

    fn session_of(game: Game) -> Session {
        Session {
            id: "g".into(),
            created_ms: 0.0,
            game,
            options: PlayOptions::default(),
            timer: Default::default(),
            handover: false,
            revision: 0,
            stops: Default::default(),
        }
    }

    #[test]
    fn the_result_says_what_the_end_added_to_each_score() {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let names = ["Ann".to_string(), "Ben".to_string()];
        let mut game = Game::new(GameConfig::casual(TileSetId::Standard, 5));
        assert_eq!(result_lines(Lang::En, &names, &game), None);
        game = greedy_game(5);
        let result = result_lines(Lang::En, &names, &game).expect("the game is over");
        let ends = game.end_adjustments();
        assert!(
            !ends.is_empty(),
            "a played-out game ends with an adjustment"
        );
        assert_eq!(result.adjustments.len(), ends.len());
        for (line, turn) in result.adjustments.iter().zip(ends) {
            let signed = if turn.score < 0 {
                format!("\u{2212}{}", -turn.score)
            } else {
                format!("+{}", turn.score)
            };
            assert!(
                line.starts_with(&format!("{}: ", names[turn.side as usize])),
                "{line}"
            );
            assert!(line.ends_with(&format!(" {signed}")), "{line}");
            let tiles = match &turn.event {
                Event::OutBonus { opponent_rack } => opponent_rack,
                Event::RackPenalty => &turn.rack,
                _ => continue,
            };
            assert!(
                line.contains(&format!("({})", tile_labels(&set, tiles))),
                "{line}"
            );
        }
        let thai = result_lines(Lang::Th, &names, &game).unwrap();
        assert_eq!(thai.adjustments.len(), ends.len());
        assert_ne!(
            thai.adjustments, result.adjustments,
            "the lines are in Thai"
        );
        assert_eq!(
            result.scores,
            format!("Ann {} – {} Ben", game.score(0), game.score(1))
        );
    }

    #[test]
    fn a_games_wall_shows_board_scores_and_sheet_but_no_rack() {
        let game = greedy_game(3);
        let turns = game.turns().len();
        let s = session_of(game);
        let view = of_session(&s, Lang::En, 0.0, 0.0);
        assert_eq!(view.rows.len(), turns);
        assert_eq!(view.cells.len(), s.game.board().tiles().count());
        assert_eq!(view.sides[0].score, s.game.score(0));
        assert!(view.rack.is_empty());
        assert!(view.result.is_some(), "a finished game shows its result");
        // Nothing in the view names the racks' tiles as a rack.
        let json = view.to_json();
        assert!(!json.contains("\"racks\""));
        assert_eq!(WallView::from_json(&json), Some(view));
    }

    #[test]
    fn the_last_play_is_marked_with_its_score() {
        let game = greedy_game(5);
        let i = game.last_play().unwrap();
        let turn = &game.turns()[i];
        let s = session_of(game.clone());
        let view = of_session(&s, Lang::Th, 0.0, 0.0);
        assert_eq!(view.last_score, turn.score);
        assert_eq!(view.highlight, Some(i + 1));
        assert!(!view.last.is_empty());
        for name in &view.last {
            assert!(view.cells.iter().any(|c| &c.pos == name));
        }
    }

    #[test]
    fn the_wall_runs_the_clock_of_the_side_to_move_between_updates() {
        let mut config = GameConfig::casual(TileSetId::Standard, 9);
        config.clock = ClockConfig::tournament();
        let mut s = session_of(Game::new(config));
        s.timer.start(1_000.0);
        let view = of_session(&s, Lang::En, 3_000.0, 50_000.0);
        let mover = view.clock.as_ref().unwrap().to_move;
        assert_eq!(view.used_ms(mover, 50_000.0), 2_000);
        assert_eq!(view.used_ms(mover, 55_000.0), 7_000);
        assert_eq!(view.used_ms(1 - mover, 55_000.0), 0);
        s.timer.stop(3_000.0);
        let stopped = of_session(&s, Lang::En, 9_000.0, 50_000.0);
        assert_eq!(stopped.used_ms(mover, 99_000.0), 2_000);
    }

    #[test]
    fn a_view_from_a_newer_krada_or_damaged_is_not_drawn() {
        let s = session_of(Game::new(GameConfig::casual(TileSetId::Standard, 1)));
        let mut view = of_session(&s, Lang::En, 0.0, 0.0);
        view.version = WALL_VERSION + 1;
        assert_eq!(WallView::from_json(&view.to_json()), None);
        assert_eq!(WallView::from_json("{not json"), None);
    }

    #[test]
    fn a_reviews_wall_follows_the_step_shown() {
        let game = greedy_game(4);
        let mut replay = Replay::of_game("g".into(), &game);
        replay.at = 2;
        let view = of_replay(&replay, Lang::En, 0.0);
        assert_eq!(view.rows.len(), 2);
        assert_eq!(view.cells.len(), replay.board().tiles().count());
        assert_eq!(view.sides[0].score, replay.steps[1].totals[0]);
    }
}
