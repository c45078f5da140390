//! A finished game or a GCG file, step by step: the board and totals after
//! each event, and for each move the position it was chosen in, so the
//! review can rank it. One shape for both sources, so one screen shows them.

use super::nav::Screen;
use super::review_queue::ReviewQueue;
use krada_ai::position::Position;
use krada_engine::board::Board;
use krada_engine::game::{Event, Game};
use krada_engine::gcg::{Gcg, GcgError, GcgEvent, GcgLine, Replayed};
use krada_engine::layout::Pos;
use krada_engine::play::lay;
use krada_engine::rules::GameKind;
use krada_engine::tileset::TileSetId;
use krada_features::class_round::ClassSession;
use krada_features::link::{Shared, TableInvite};
use krada_features::puzzle::PuzzleSpec;
use krada_features::review::{
    Moment, MoveReview, SideSummary, gcg_moments, line_of, record_moments, summarise,
};
use krada_text::Lang;

/// What a step's line on the move list says.
#[derive(Clone, Debug, PartialEq)]
pub enum StepLine {
    Gcg(GcgEvent),
    Krada {
        side: u8,
        event: Event,
    },
    /// A class round's best play, as the line it makes.
    Round(String),
}

/// The game after one event.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Who moved: 0 or 1.
    pub side: u8,
    pub line: StepLine,
    pub score: i32,
    pub board: Board,
    pub totals: [i32; 2],
    /// The squares this event put tiles on.
    pub placed: Vec<Pos>,
}

impl Step {
    /// The step's move as the move list writes it.
    pub fn text(&self, lang: Lang, kind: GameKind) -> String {
        match &self.line {
            StepLine::Gcg(event) => gcg_event_text(event),
            StepLine::Krada { event, .. } => lang.event(kind, event),
            StepLine::Round(line) => line.clone(),
        }
    }
}

/// An event as its GCG line shows it, without the `>`.
fn gcg_event_text(event: &GcgEvent) -> String {
    let line = Gcg {
        lines: vec![GcgLine::Event(event.clone())],
    }
    .to_text();
    line.trim_start_matches('>').trim_end().to_string()
}

/// Where the replay came from, to download it again.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    Gcg(Gcg),
    /// A Krada game (its record's JSON).
    Record(String),
    /// A shared link (a position or a class session's rounds).
    Link(String),
    /// A game kept at the table (its file's JSON).
    Table(String),
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
    /// Each moment's review, once the worker has made it.
    pub reviews: Vec<Option<MoveReview>>,
    /// Scores and totals in a GCG file that disagree with the rules; the
    /// replay follows the file's figures and lists these.
    pub warnings: Vec<GcgError>,
    /// The board before the first step (a shared position's).
    pub start: Board,
    pub at: usize,
    /// Where closing goes back to: the game just finished, the saved games
    /// (a file, a saved game), or wherever a shared link was opened from.
    pub back_to: Screen,
    /// The moves waiting for the worker's review.
    pub queue: ReviewQueue,
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
                side: s.player,
                score: s.event.score,
                line: StepLine::Gcg(s.event),
                board: s.board,
                totals: s.totals,
                placed: s.placed,
            })
            .collect();
        Replay {
            name,
            reviews: vec![None; moments.len()],
            source: Source::Gcg(gcg),
            tiles: TileSetId::English,
            names,
            steps,
            moments,
            warnings: replayed.warnings,
            start: Board::default(),
            at: 0,
            back_to: Screen::Saved,
            queue: ReviewQueue::default(),
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
                        lay(&mut board, placements);
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
                    side: turn.side,
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
            reviews: vec![None; moments.len()],
            source: Source::Record(record.to_json()),
            tiles: game.config().tiles,
            names: game.config().sides.clone().map(|s| s.name),
            steps,
            moments,
            warnings: Vec::new(),
            start: Board::default(),
            at: 0,
            back_to: Screen::Game,
            queue: ReviewQueue::default(),
        }
    }

    /// The move played from the board shown now, when its rack is known.
    pub fn next_moment(&self) -> Option<&Moment> {
        self.moments.iter().find(|m| m.index == self.at)
    }

    /// The review of the move played from the board shown now.
    pub fn next_review(&self) -> Option<&MoveReview> {
        let i = self.moments.iter().position(|m| m.index == self.at)?;
        self.reviews[i].as_ref()
    }

    /// The review of the move made by step `step` (from 0).
    pub fn review_of_step(&self, step: usize) -> Option<&MoveReview> {
        let i = self.moments.iter().position(|m| m.index == step)?;
        self.reviews[i].as_ref()
    }

    /// Keeps a review the worker made (its index names the step).
    pub fn keep_review(&mut self, review: MoveReview) {
        if let Some(i) = self.moments.iter().position(|m| m.index == review.index) {
            self.reviews[i] = Some(review);
        }
    }

    /// Shows the board after `to` steps (at most all of them).
    pub fn go_to(&mut self, to: usize) {
        self.at = to.min(self.steps.len());
    }

    /// The move of step `step`, when its rack is known.
    pub fn moment_of(&self, step: usize) -> Option<Moment> {
        self.moments.iter().find(|m| m.index == step).cloned()
    }

    /// Whether the move of step `step` has its review.
    pub fn is_reviewed(&self, step: usize) -> bool {
        self.review_of_step(step).is_some()
    }

    /// The word list a GCG file names (`#lexicon`), to review its moves with.
    pub fn named_word_list(&self) -> Option<String> {
        match &self.source {
            Source::Gcg(gcg) => gcg.pragma("lexicon").map(str::to_string),
            _ => None,
        }
    }

    /// The next move to review: the one asked for first, then the queue.
    pub fn next_to_review(&mut self) -> Option<usize> {
        let reviewed: Vec<usize> = (0..self.steps.len())
            .filter(|&s| self.is_reviewed(s))
            .collect();
        self.queue.next(|step| reviewed.contains(&step))
    }

    /// *Review every move*: queues each move not yet reviewed.
    pub fn review_every_move(&mut self) {
        let unreviewed = self.unreviewed();
        self.queue.every_move(unreviewed);
    }

    /// The steps whose move still has no review, in order.
    pub fn unreviewed(&self) -> Vec<usize> {
        self.moments
            .iter()
            .zip(&self.reviews)
            .filter(|(_, r)| r.is_none())
            .map(|(m, _)| m.index)
            .collect()
    }

    /// How many moves are reviewed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.reviews.iter().filter(|r| r.is_some()).count(),
            self.reviews.len(),
        )
    }

    /// Each side's summary of the moves reviewed so far.
    pub fn summary(&self) -> [SideSummary; 2] {
        let rack_size = krada_engine::rules::Rules::for_tiles(self.tiles).rack_size;
        summarise(self.reviews.iter().flatten(), rack_size)
    }

    /// Where this game's reviews are kept on the device: one key per game
    /// text, so a game opened again is not reviewed twice.
    pub fn storage_key(&self) -> String {
        let text = match &self.source {
            Source::Gcg(gcg) => gcg.to_text(),
            Source::Record(json) | Source::Link(json) | Source::Table(json) => json.clone(),
        };
        // FNV-1a: stable across builds, unlike the standard hasher.
        let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        format!("{}{hash:016x}", super::storage::REVIEW_PREFIX)
    }

    /// The reviews as stored.
    pub fn reviews_json(&self) -> String {
        serde_json::to_string(&self.reviews).expect("reviews serialise")
    }

    /// Takes back stored reviews; ones that do not fit this game are ignored.
    pub fn restore_reviews(&mut self, json: &str) {
        if let Ok(reviews) = serde_json::from_str::<Vec<Option<MoveReview>>>(json)
            && reviews.len() == self.moments.len()
            && reviews
                .iter()
                .zip(&self.moments)
                // Each review of this move, from this rack: another game
                // of as many moves is not this one.
                .all(|(r, m)| {
                    r.as_ref()
                        .is_none_or(|r| r.index == m.index && r.rack == m.position.rack)
                })
        {
            self.reviews = reviews;
        }
    }

    /// The reviews made so far as text, and a file name for them.
    /// The sides' names as shown in `lang`: a name nobody chose in that
    /// language's words, as the game on the game screen does.
    pub fn names_in(&self, lang: Lang) -> [String; 2] {
        [0, 1].map(|side| {
            let name = &self.names[side];
            krada_text::default_name_in(name, side, lang).unwrap_or_else(|| name.clone())
        })
    }

    pub fn report(&self, lang: krada_text::Lang) -> (String, String) {
        let stem = self
            .name
            .trim_end_matches(".json")
            .trim_end_matches(".gcg")
            .to_string();
        (
            format!("{stem}-review.txt"),
            lang.review_report(&self.names_in(lang), &self.moments, &self.reviews),
        )
    }

    /// A Krada game's record and which of its sides a person played (the
    /// record names the computer's); `None` for another source, whose
    /// players are not known.
    pub fn people(&self) -> Option<(&str, [bool; 2])> {
        let Source::Record(json) = &self.source else {
            return None;
        };
        let record = krada_engine::record::GameRecord::from_json(json).ok()?;
        Some((json, record.config.sides.map(|s| s.computer.is_none())))
    }

    /// The board shown now.
    pub fn board(&self) -> Board {
        self.at
            .checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map_or_else(|| self.start.clone(), |s| s.board.clone())
    }

    /// A link to what is replayed: the link it came from, or the finished
    /// game; `None` for a GCG file (another program's game) and a game
    /// kept at the table (its racks are not known).
    pub fn share_fragment(
        &self,
        lexicon: Option<std::sync::Arc<krada_engine::lexicon::Lexicon>>,
    ) -> Option<String> {
        match &self.source {
            Source::Link(fragment) => Some(fragment.clone()),
            Source::Gcg(_) | Source::Table(_) => None,
            Source::Record(json) => {
                let record = krada_engine::record::GameRecord::from_json(json).ok()?;
                let game = Game::from_record_with(&record, lexicon).ok()?;
                Some(krada_features::link::encode(
                    &krada_features::link::Shared::Game(Box::new(game)),
                ))
            }
        }
    }

    /// A shared position: its board, nothing to step through.
    pub fn of_position(link: String, position: &Position) -> Replay {
        Replay {
            name: "krada-position".into(),
            source: Source::Link(link),
            tiles: position.tiles,
            names: Default::default(),
            steps: Vec::new(),
            moments: Vec::new(),
            reviews: Vec::new(),
            warnings: Vec::new(),
            start: position.board(),
            at: 0,
            back_to: Screen::Saved,
            queue: ReviewQueue::default(),
        }
    }

    /// A shared class session: each round's best play is a step.
    pub fn of_class(link: String, class: &ClassSession, names: [String; 2]) -> Replay {
        let steps = class
            .history()
            .into_iter()
            .map(|played| Step {
                side: 0,
                line: StepLine::Round(if played.round.best.is_empty() {
                    String::new()
                } else {
                    line_of(&played.before, &played.round.best)
                }),
                score: played.round.best_score as i32,
                board: played.board_after,
                totals: [played.total as i32, 0],
                placed: played.round.best.iter().map(|p| p.pos).collect(),
            })
            .collect();
        Replay {
            name: "krada-class".into(),
            source: Source::Link(link),
            tiles: class.tiles,
            names,
            steps,
            moments: Vec::new(),
            reviews: Vec::new(),
            warnings: Vec::new(),
            start: Board::default(),
            at: 0,
            back_to: Screen::Saved,
            queue: ReviewQueue::default(),
        }
    }
}

/// What a link opens: a replay (a shared position, game or class's
/// rounds), or a puzzle to make.
#[derive(Debug)]
pub enum LinkOpens {
    Replay(Box<Replay>),
    Puzzle(PuzzleSpec),
    /// Table mode, set up for a tournament's table (a score slip's QR).
    Table(TableInvite),
}

/// What `shared`, read from `link`, opens, on screen `from` (closing the
/// replay goes back there, or to the menu from a replay); a class's best
/// plays are named `best_plays`.
pub fn link_opens(shared: Shared, link: String, from: Screen, best_plays: &str) -> LinkOpens {
    let replay = match shared {
        Shared::Position(position) => Replay::of_position(link, &position),
        Shared::Game(game) => Replay::of_game("krada-game.json".into(), &game),
        Shared::Class(class) => Replay::of_class(link, &class, [best_plays.into(), String::new()]),
        Shared::Puzzle(spec) => return LinkOpens::Puzzle(spec),
        Shared::Table(invite) => return LinkOpens::Table(invite),
    };
    let back_to = match from {
        Screen::Replay => Screen::NewGame,
        other => other,
    };
    LinkOpens::Replay(Box::new(Replay { back_to, ..replay }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;
    use krada_engine::rules::Rules;

    #[test]
    fn a_link_opens_a_replay_that_goes_back_where_it_was_opened_or_a_puzzle() {
        use krada_engine::game::GameConfig;
        let position = Position::of(&Game::new(GameConfig::casual(TileSetId::Standard, 3)));
        let shared = || Shared::Position(position.clone());
        let opens = link_opens(shared(), "#k1p.x".into(), Screen::Puzzles, "Best");
        let LinkOpens::Replay(replay) = opens else {
            panic!("a position opens a replay")
        };
        assert_eq!(
            (replay.back_to, replay.tiles),
            (Screen::Puzzles, TileSetId::Standard)
        );
        // A link opened over a replay goes back to the menu, not to itself.
        let LinkOpens::Replay(replay) =
            link_opens(shared(), "#k1p.x".into(), Screen::Replay, "Best")
        else {
            panic!("a position opens a replay")
        };
        assert_eq!(replay.back_to, Screen::NewGame);
        let spec = PuzzleSpec {
            seed: 3,
            kind: krada_features::puzzle::PuzzleKind::BestScore,
            difficulty: krada_features::puzzle::Difficulty::Easy,
            tiles: TileSetId::English,
        };
        assert!(matches!(
            link_opens(Shared::Puzzle(spec), "#k1z.x".into(), Screen::NewGame, "Best"),
            LinkOpens::Puzzle(s) if s == spec
        ));
    }

    /// A whole A-Math game of the greedy level against itself.
    fn greedy_game(seed: u64) -> Game {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Greedy, &set),
            Player::new(Level::Greedy, &set),
        ];
        play_game(TileSetId::Standard, None, seed, players)
    }

    #[test]
    fn a_finished_game_steps_to_its_final_board_and_totals() {
        let game = greedy_game(4);
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

    #[test]
    fn a_review_shows_the_names_nobody_chose_in_the_language_of_the_moment() {
        let mut game = greedy_game(4);
        let (th, en) = (Lang::Th.ui(), Lang::En.ui());
        game.rename_side(0, "Nok".into());
        game.rename_side(1, th.computer_name.into());
        let replay = Replay::of_game("g".into(), &game);
        let english = ["Nok".to_string(), en.computer_name.to_string()];
        assert_eq!(replay.names_in(Lang::En), english);
        assert_eq!(replay.names_in(Lang::Th)[1], th.computer_name);
        let wall = crate::model::wall::of_replay(&replay, Lang::En, 0.0);
        assert_eq!(wall.title, format!("Nok – {}", en.computer_name));
    }

    #[test]
    fn reviews_are_kept_by_step_summed_and_restored() {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Hard, &set),
            Player::new(Level::Greedy, &set),
        ];
        let game = play_game(TileSetId::Standard, None, 9, players);
        let mut replay = Replay::of_game("g".into(), &game);
        let total = replay.moments.len();
        assert_eq!(replay.progress(), (0, total));
        for moment in replay.moments.clone().iter().take(4) {
            replay.keep_review(krada_features::review::review_moment(moment, 3));
        }
        assert_eq!(replay.progress(), (4, total));
        assert_eq!(replay.unreviewed().len(), total - 4);
        let step = replay.moments[2].index;
        assert_eq!(replay.review_of_step(step).map(|r| r.index), Some(step));
        let summary = replay.summary();
        assert_eq!(summary[0].moves + summary[1].moves, 4);

        let mut again = Replay::of_game("g".into(), &game);
        assert_eq!(again.storage_key(), replay.storage_key());
        again.restore_reviews(&replay.reviews_json());
        assert_eq!(again.progress(), (4, total));
        // Reviews of another game do not fit.
        let other = play_game(TileSetId::Standard, None, 10, players);
        let mut other = Replay::of_game("o".into(), &other);
        assert_ne!(other.storage_key(), replay.storage_key());
        other.restore_reviews(&replay.reviews_json());
        assert_eq!(other.progress().0, 0);
    }
}
