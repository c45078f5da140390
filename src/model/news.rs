//! What the announcer says as a game goes on, for a player who does not see
//! the board (docs/accessibility.md): each move with its score and the
//! scores after it, a challenge's verdict, the clock at one minute and past
//! its time, the hints, the end and the result — once each.

use super::clock::ClockFace;
use super::wall::result_lines;
use krada::worker_protocol::Hint;
use krada_engine::game::{Action, Event, Game};
use krada_engine::notation::typed_line;
use krada_text::{Lang, fill, tile_labels};

/// The announcer's lines, newest last; a few are kept so a reader's
/// review of the log (and a test) finds them in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewsLog {
    lines: Vec<(u64, String)>,
    next: u64,
    /// The game the game screen last showed and how many turns it had
    /// then: the announcer, drawn a moment later from a part of its own,
    /// says the turns made in between.
    opened: Option<(String, usize)>,
}

const KEPT: usize = 12;

impl NewsLog {
    pub fn say(&mut self, text: String) {
        self.lines.push((self.next, text));
        self.next += 1;
        if self.lines.len() > KEPT {
            self.lines.remove(0);
        }
    }

    /// Each line with its number (a key that stays while the line is kept).
    pub fn lines(&self) -> &[(u64, String)] {
        &self.lines
    }

    /// The game screen shows game `id`, `turns` turns made.
    pub fn open(&mut self, id: String, turns: usize) {
        self.opened = Some((id, turns));
    }

    /// The turn of game `id` the announcer says from: after the last it
    /// said (`said`), else from where the game screen opened it — a game
    /// opened says nothing of its past, but a move made before the
    /// announcer was drawn is said when it is. None: nothing to say yet.
    pub fn says_from(&self, id: &str, said: Option<&(String, usize)>) -> Option<usize> {
        said.or(self.opened.as_ref())
            .filter(|(game, _)| game == id)
            .map(|(_, turns)| *turns)
    }
}

/// "Ann 25, Computer 0".
fn scores(game: &Game) -> String {
    (0..2u8)
        .map(|side| {
            format!(
                "{} {}",
                game.config().sides[side as usize].name,
                game.score(side)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the turns of `game` from `from` on say, then its result when it
/// is over (the end's adjustments are in the result, not said one by one).
pub fn turn_news(game: &Game, from: usize, lang: Lang) -> Vec<String> {
    let ui = lang.ui();
    let kind = game.rules().kind;
    let mut news: Vec<String> = game
        .turns()
        .iter()
        .skip(from)
        .filter_map(|turn| {
            let name = &game.config().sides[turn.side as usize].name;
            let said = match &turn.event {
                Event::Play { .. } => fill(
                    ui.said_played,
                    &[
                        ("name", name),
                        ("move", &lang.event(kind, &turn.event)),
                        ("score", &turn.score.to_string()),
                    ],
                ),
                Event::Exchange { tiles } => fill(
                    ui.turn_exchanged,
                    &[("name", name), ("n", &tiles.len().to_string())],
                ),
                Event::Pass => fill(ui.turn_passed, &[("name", name)]),
                Event::Challenge { .. } | Event::Withdrawn | Event::Resign => {
                    format!("{name}: {}.", lang.event(kind, &turn.event))
                }
                Event::OutBonus { .. } | Event::RackPenalty | Event::TimePenalty { .. } => {
                    return None;
                }
            };
            Some(format!(
                "{said} {}",
                fill(ui.said_scores, &[("scores", &scores(game))])
            ))
        })
        .collect();
    let names = game.config().sides.clone().map(|s| s.name);
    // The end comes with a turn: said with it, and never again.
    if from < game.turns().len()
        && let Some(result) = result_lines(lang, &names, game)
    {
        let result = format!("{}: {}", result.winner, result.scores);
        news.push(fill(ui.said_game_over, &[("result", &result)]));
    }
    news
}

/// What a side's clock says as it runs from `before` to `after`: one
/// minute left, then past its time; nothing for a clock without a limit.
pub fn clock_news(before: &ClockFace, after: &ClockFace, name: &str, lang: Lang) -> Option<String> {
    const MINUTE: i64 = 60_000;
    let ui = lang.ui();
    let (was, is) = (before.left_ms?, after.left_ms?);
    if was >= 0 && is < 0 {
        return Some(fill(ui.said_overtime, &[("name", name)]));
    }
    (was > MINUTE && (0..=MINUTE).contains(&is))
        .then(|| fill(ui.said_one_minute, &[("name", name)]))
}

/// The hints as one sentence, best first, each as it is typed in the move
/// box: `1. 8G [13]-4=9, 25; 2. …` (with the bag nearly empty, the draws
/// each wins too); with no play to hint, what the computer would do
/// instead (`instead`).
pub fn hint_news(game: &Game, hints: &[Hint], instead: Option<&Action>, lang: Lang) -> String {
    let ui = lang.ui();
    if hints.is_empty() {
        return match instead {
            Some(Action::Exchange(tiles)) => fill(
                ui.instead_exchange,
                &[("tiles", &tile_labels(&game.rules().tiles, tiles))],
            ),
            _ => ui.instead_pass.into(),
        };
    }
    let kind = game.rules().kind;
    let list: Vec<String> = hints
        .iter()
        .enumerate()
        .filter_map(|(i, hint)| {
            let scored = game.preview(&hint.placements).ok()?;
            let line = typed_line(kind, scored.lines.first()?);
            let draws = hint
                .draws
                .map(|d| format!(", {}", ui.draws_won(d)))
                .unwrap_or_default();
            Some(format!("{}. {line}, {}{draws}", i + 1, hint.score))
        })
        .collect();
    fill(ui.said_hints, &[("list", &list.join("; "))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada::worker_protocol::DrawsWon;
    use krada_ai::player::{Level, Player};
    use krada_ai::position::Position;
    use krada_engine::game::GameConfig;
    use krada_engine::tileset::TileSetId;

    fn game() -> Game {
        Game::new(GameConfig::casual(TileSetId::Standard, 11))
    }

    fn greedy(game: &Game) -> Action {
        let player = Player::new(Level::Greedy, &game.rules().tiles);
        player.choose(&Position::of(game), 3, &mut || false)
    }

    #[test]
    fn the_announcer_says_the_turns_made_since_the_game_screen_opened_the_game() {
        let mut log = NewsLog::default();
        // Drawn before any game was opened: nothing to catch up on.
        assert_eq!(log.says_from("g1", None), None);
        log.open("g1".into(), 3);
        // Drawn after two moves more: it says turns 3 and 4 (and on).
        assert_eq!(log.says_from("g1", None), Some(3));
        // Once following, from what it said last.
        assert_eq!(log.says_from("g1", Some(&("g1".into(), 5))), Some(5));
        // Another game: none of its past.
        assert_eq!(log.says_from("g2", None), None);
        assert_eq!(log.says_from("g2", Some(&("g1".into(), 5))), None);
        log.open("g2".into(), 0);
        assert_eq!(log.says_from("g2", None), Some(0));
    }

    #[test]
    fn each_turn_is_said_once_with_its_score_and_the_scores_after_it() {
        let mut game = game();
        let first = game.to_move() as usize;
        let opening = greedy(&game);
        game.act(opening, 0).unwrap();
        let news = turn_news(&game, 0, Lang::En);
        assert_eq!(news.len(), 1);
        let turn = &game.turns()[0];
        let name = &game.config().sides[first].name;
        let written = Lang::En.event(game.rules().kind, &turn.event);
        assert!(
            news[0].starts_with(&format!("{name} played {written} for {}.", turn.score)),
            "{}",
            news[0]
        );
        assert!(
            news[0].ends_with(&format!("Scores: {}.", scores(&game))),
            "{}",
            news[0]
        );
        // Said once: from the next turn on there is nothing new.
        assert!(turn_news(&game, 1, Lang::En).is_empty());
        game.act(Action::Pass, 0).unwrap();
        let news = turn_news(&game, 1, Lang::Th);
        assert_eq!(news.len(), 1);
        assert!(news[0].contains("ผ่าน"), "{}", news[0]);
    }

    #[test]
    fn the_end_is_said_with_the_result_and_not_its_adjustments_one_by_one() {
        let mut game = game();
        while !game.is_over() && game.turns().len() < 20 {
            game.act(Action::Pass, 0).unwrap();
        }
        assert!(game.is_over());
        let last_pass = game
            .turns()
            .iter()
            .rposition(|t| t.event == Event::Pass)
            .unwrap();
        let news = turn_news(&game, last_pass, Lang::En);
        let names = game.config().sides.clone().map(|s| s.name);
        let result = result_lines(Lang::En, &names, &game).unwrap();
        let said = format!("Game over. {}: {}.", result.winner, result.scores);
        assert_eq!(news.last().unwrap(), &said);
        // The last pass, then the result: the rack penalties are in it.
        assert_eq!(news.len(), 2, "{news:?}");
    }

    #[test]
    fn the_clock_speaks_at_one_minute_and_when_past_its_time_only() {
        let face = |left: i64| ClockFace {
            left_ms: Some(left),
            used_ms: 0,
            penalty: 0,
        };
        let said = |a, b| clock_news(&face(a), &face(b), "Ann", Lang::En);
        assert_eq!(
            said(61_000, 60_000).as_deref(),
            Some("Ann: one minute left.")
        );
        assert_eq!(said(60_000, 59_000), None);
        assert_eq!(said(500, -200).as_deref(), Some("Ann is past their time."));
        assert_eq!(said(-200, -1_200), None);
        let untimed = ClockFace {
            left_ms: None,
            used_ms: 0,
            penalty: 0,
        };
        assert_eq!(clock_news(&untimed, &untimed, "Ann", Lang::En), None);
    }

    #[test]
    fn hints_are_said_best_first_as_the_sheet_writes_them() {
        let game = game();
        let Action::Play(placements) = greedy(&game) else {
            panic!("an opening play")
        };
        let score = game.preview(&placements).unwrap().score;
        let mut hint = Hint {
            placements: placements.clone(),
            score,
            equity: score as f32,
            opening: 0.0,
            draws: None,
        };
        let said = hint_news(&game, std::slice::from_ref(&hint), None, Lang::En);
        let line = typed_line(
            game.rules().kind,
            &game.preview(&placements).unwrap().lines[0],
        );
        assert_eq!(said, format!("Hints: 1. {line}, {score}."));
        // With the bag nearly empty, the draws it wins.
        hint.draws = Some(DrawsWon { won: 8.5, of: 11 });
        let said = hint_news(&game, &[hint], None, Lang::En);
        assert_eq!(
            said,
            format!("Hints: 1. {line}, {score}, wins on 8½ of 11 draws.")
        );
        // No play: what the computer would do instead.
        assert_eq!(
            hint_news(&game, &[], None, Lang::En),
            "The computer would pass."
        );
        let rack = game.rack(game.to_move())[..2].to_vec();
        let exchange = Action::Exchange(rack.clone());
        let said = hint_news(&game, &[], Some(&exchange), Lang::En);
        assert!(
            said.contains(&tile_labels(&game.rules().tiles, &rack)),
            "{said}"
        );
    }
}
