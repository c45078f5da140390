//! The player's mistakes to find again (*learn from your mistakes*): taken
//! from a reviewed game, kept on the device in one book. Plain Rust; the
//! rules of an exercise are `krada_features::mistakes`.

use super::replay::Replay;
use krada_engine::notation::write_rack;
use krada_engine::rules::Rules;
use krada_features::mistakes::{Exercise, ExerciseGame, exercises};
use krada_features::review::{MoveReview, Played, line_of};
use krada_text::fill;

/// A kept move as the player reads it: a play's line as written, an
/// exchange (`-` and its tiles) and a pass (`-`) in `ui`'s words.
pub fn played_text(ui: &krada_text::Ui, played: &str) -> String {
    match played.strip_prefix('-') {
        Some("") => ui.pass.to_string(),
        Some(tiles) => format!("{} {tiles}", ui.exchange),
        None => played.to_string(),
    }
}

/// An exercise as the review's list reads it: the move, what it lost, and
/// the tries that have not solved it yet.
pub fn exercise_line(ui: &krada_text::Ui, e: &Exercise) -> String {
    let line = fill(
        ui.exercise_line,
        &[
            ("n", &(e.index + 1).to_string()),
            ("played", &played_text(ui, &e.played)),
            ("lost", &format!("{:.0}", e.lost())),
        ],
    );
    match e.misses {
        0 => line,
        _ if e.solved => line,
        n => format!(
            "{line} · {}",
            fill(ui.exercise_tried, &[("n", &n.to_string())])
        ),
    }
}

impl Replay {
    /// The exercises of the moves reviewed so far: a Krada game's only (its
    /// record rebuilds each position), the big misses of the sides a
    /// person played.
    pub fn exercises(&self) -> Option<ExerciseGame> {
        let (json, players) = self.people()?;
        let rules = Rules::for_tiles(self.tiles);
        let played = |review: &MoveReview| {
            let moment = self.moments.iter().find(|m| m.index == review.index);
            match (&review.played, moment) {
                (Played::Play { placements, .. }, Some(m)) => line_of(&m.position, placements),
                (Played::Exchange { tiles }, _) => format!("-{}", write_rack(&rules.tiles, tiles)),
                _ => "-".into(),
            }
        };
        let found = exercises(
            self.reviews.iter().flatten(),
            rules.rack_size,
            players,
            played,
        );
        Some(ExerciseGame {
            key: self.storage_key(),
            names: self.names.clone(),
            tiles: self.tiles,
            record: json.to_string(),
            exercises: found,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;
    use krada_engine::game::SideConfig;
    use krada_engine::tileset::TileSetId;
    use krada_features::mistakes::ExerciseBook;
    use krada_features::review::review_moment;

    #[test]
    fn a_reviewed_game_against_the_computer_gives_the_persons_misses_only() {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let players = [
            Player::new(Level::Hard, &set),
            Player::new(Level::Greedy, &set),
        ];
        let game = play_game(TileSetId::Standard, None, 7, players);
        // Side 0 was the computer; side 1 a person (it played greedily).
        let mut record = game.record();
        record.config.sides[0] = SideConfig {
            computer: Some("hard".into()),
            ..SideConfig::named("Krada")
        };
        record.config.sides[1] = SideConfig::named("Ann");
        let game = krada_engine::game::Game::from_record(&record).unwrap();
        let mut replay = Replay::of_game("g.json".into(), &game);
        for k in 0..replay.moments.len() {
            let review = review_moment(&replay.moments[k], 5);
            replay.keep_review(review);
        }
        // The person's moves and what they left go to the progress screen.
        let reviewed = replay.reviewed_game(5.0).unwrap();
        let [_, side] = krada_features::review::summarise(replay.reviews.iter().flatten(), 8);
        assert_eq!(reviewed.moves, side.moves);
        assert_eq!(reviewed.equity_lost, side.equity_lost);
        assert!(reviewed.per_move() > 0.0);
        let found = replay.exercises().unwrap();
        assert!(!found.exercises.is_empty());
        assert!(found.exercises.iter().all(|e| e.side == 1));
        assert_eq!(found.key, replay.storage_key());
        let first = &found.exercises[0];
        assert!(first.played.contains('='), "{}", first.played);
        let mut book = ExerciseBook::default();
        book.add(found);
        let read = crate::model::kept::read::<ExerciseBook>;
        assert_eq!(read(Some(&crate::model::kept::write(&book))), Ok(book));
        assert_eq!(read(Some("nonsense")), Err("nonsense".into()));
        assert_eq!(read(None), Ok(ExerciseBook::default()));
    }

    #[test]
    fn a_kept_move_reads_in_the_players_language() {
        let ui = krada_text::Lang::Th.ui();
        assert_eq!(played_text(ui, "-"), ui.pass);
        assert_eq!(played_text(ui, "-AB?"), format!("{} AB?", ui.exchange));
        assert_eq!(played_text(ui, "8F 6=2×3"), "8F 6=2×3");
    }

    #[test]
    fn an_exercise_line_tells_the_tries_that_have_not_solved_it() {
        let ui = krada_text::Lang::En.ui();
        let mut e = Exercise {
            index: 4,
            side: 0,
            played: "8F 6=2×3".into(),
            played_equity: 10.0,
            best_equity: 34.4,
            solved: false,
            misses: 0,
        };
        assert_eq!(exercise_line(ui, &e), "Move 5: 8F 6=2×3 (lost 24)");
        e.misses = 2;
        assert_eq!(
            exercise_line(ui, &e),
            "Move 5: 8F 6=2×3 (lost 24) · tried 2 times"
        );
        e.solved = true;
        assert_eq!(exercise_line(ui, &e), "Move 5: 8F 6=2×3 (lost 24)");
    }

    #[test]
    fn a_gcg_file_or_a_table_game_gives_no_exercises() {
        let table = crate::model::table::Table::new(
            ["A".into(), "B".into()],
            TileSetId::Standard,
            krada_engine::game::ClockConfig::tournament(),
            Default::default(),
        );
        assert_eq!(Replay::of_table("t".into(), &table).exercises(), None);
    }
}
