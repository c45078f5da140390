//! Class duplicate rounds: the whole class solves the same board and rack;
//! the best play is placed and the rack refilled from the bag for the next
//! round. A session is its tile set, its seed and each round's best play,
//! so it is saved small and replays exactly.

use crate::puzzle::{Answer, PuzzleKind, answers};
use crate::review::line_on;
use krada_ai::equity::Listing;
use krada_ai::plays::faces_on_squares;
use krada_ai::position::{Position, play_notation};
use krada_engine::bag::Bag;
use krada_engine::board::Board;
use krada_engine::layout::{Dir, Pos};
use krada_engine::lexicon::Lexicon;
use krada_engine::play::{Placement, lay};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What a student or group found and the teacher typed in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub name: String,
    pub text: String,
    /// The legal play the text names, its score and rank; `None` when the
    /// text names no legal play for this board and rack.
    pub found: Option<Found>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Found {
    pub placements: Vec<Placement>,
    pub score: u32,
    /// 1 + how many plays score more.
    pub rank: usize,
}

/// A round once revealed: the rack, the best play placed, what the class
/// found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub rack: Vec<TileId>,
    /// Empty when the rack had no legal play (it went back to the bag and a
    /// new one was drawn).
    pub best: Vec<Placement>,
    pub best_score: u32,
    pub entries: Vec<Entry>,
}

/// A class session: enough to rebuild every board and rack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassSession {
    pub tiles: TileSetId,
    pub seed: u64,
    pub rounds: Vec<Round>,
}

/// What the class faces when a round starts: the board, the bag and the
/// rack to solve.
#[derive(Clone, Debug)]
pub struct RoundStart {
    pub board: Board,
    pub bag: Bag,
    pub rack: Vec<TileId>,
}

impl RoundStart {
    /// Closes `round`: its best play (if any) goes on the board and the rack
    /// is refilled; with none, the rack goes back and a new one comes.
    fn close(&mut self, tiles: TileSetId, round: &Round) {
        let rack_size = Rules::for_tiles(tiles).rack_size;
        if round.best.is_empty() {
            self.bag.put_back(&self.rack);
            self.rack = self.bag.draw(rack_size);
            return;
        }
        lay(&mut self.board, &round.best);
        self.rack = krada_ai::player::rack_without(&self.rack, round.best.iter().map(|p| p.tile));
        let wanted = rack_size - self.rack.len();
        let drawn = self.bag.draw(wanted);
        self.rack.extend(drawn);
    }

    /// The round's start as the class sees it: the rack to solve, the bag unseen.
    fn position(&self, tiles: TileSetId, lexicon: Option<Arc<Lexicon>>) -> Position {
        let mut unseen = vec![0u8; Rules::for_tiles(tiles).tiles.kinds.len()];
        for &t in self.bag.tiles() {
            unseen[t.0 as usize] += 1;
        }
        Position {
            tiles,
            board: self.board.tiles().collect(),
            rack: self.rack.clone(),
            bag_len: self.bag.len(),
            unseen,
            scoreless: 0,
            spread: 0,
            lexicon,
        }
    }
}

/// A round of a session as it was played.
#[derive(Clone, Debug)]
pub struct RoundPlayed<'a> {
    pub round: &'a Round,
    /// The position the class solved.
    pub before: Position,
    /// The board with the round's best play on it.
    pub board_after: Board,
    /// The best plays' total up to this round.
    pub total: u32,
}

/// An entrant's total against the best possible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub name: String,
    pub total: u32,
    /// Rounds in which the entrant found the best score.
    pub tops: usize,
}

impl ClassSession {
    pub fn new(tiles: TileSetId, seed: u64) -> ClassSession {
        ClassSession {
            tiles,
            seed,
            rounds: Vec::new(),
        }
    }

    /// The board, bag and rack before the first round.
    fn first_round_start(&self) -> RoundStart {
        let rules = Rules::for_tiles(self.tiles);
        let mut bag = Bag::new(rules.tiles.full_bag(), self.seed);
        let rack = bag.draw(rules.rack_size);
        RoundStart {
            board: Board::default(),
            bag,
            rack,
        }
    }

    /// The board, bag and rack now, replayed from the seed and the rounds.
    pub fn round_start(&self) -> RoundStart {
        let mut start = self.first_round_start();
        for round in &self.rounds {
            start.close(self.tiles, round);
        }
        start
    }

    /// Every round played with the position the class solved in it, and
    /// the total of best plays after it: one pass over the session.
    pub fn history(&self) -> Vec<RoundPlayed<'_>> {
        let mut start = self.first_round_start();
        let mut total = 0;
        self.rounds
            .iter()
            .map(|round| {
                let before = start.position(self.tiles, None);
                start.close(self.tiles, round);
                total += round.best_score;
                RoundPlayed {
                    round,
                    before,
                    board_after: start.board.clone(),
                    total,
                }
            })
            .collect()
    }

    /// The position the class solves now.
    pub fn position(&self, lexicon: Option<Arc<Lexicon>>) -> Position {
        self.round_start().position(self.tiles, lexicon)
    }

    /// Whether the session is over: nothing left to solve.
    pub fn is_over(&self) -> bool {
        let start = self.round_start();
        let stuck = self
            .rounds
            .last()
            .is_some_and(|r| r.best.is_empty() && start.bag.is_empty());
        start.rack.is_empty() || stuck
    }

    /// Closes the round: the best play (if any) goes on the board and the
    /// rack is refilled; with none, the rack goes back and a new one comes.
    pub fn finish_round(&mut self, best: Option<&Answer>, entries: Vec<Entry>) {
        let rack = self.round_start().rack;
        self.rounds.push(Round {
            rack,
            best: best.map(|a| a.placements.clone()).unwrap_or_default(),
            best_score: best.map_or(0, |a| a.score),
            entries,
        });
    }

    /// The best possible total so far.
    pub fn best_total(&self) -> u32 {
        self.rounds.iter().map(|r| r.best_score).sum()
    }

    /// Each entrant's total, best first (a name counts once a round: its
    /// best entry).
    pub fn standings(&self) -> Vec<Standing> {
        let mut rows: Vec<Standing> = Vec::new();
        for round in &self.rounds {
            let mut names: Vec<&str> = round.entries.iter().map(|e| e.name.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            for name in names {
                let best = round
                    .entries
                    .iter()
                    .filter(|e| e.name == name)
                    .filter_map(|e| e.found.as_ref().map(|f| f.score))
                    .max()
                    .unwrap_or(0);
                let row = match rows.iter_mut().find(|s| s.name == name) {
                    Some(row) => row,
                    None => {
                        rows.push(Standing {
                            name: name.to_string(),
                            total: 0,
                            tops: 0,
                        });
                        rows.last_mut().expect("just pushed")
                    }
                };
                row.total += best;
                row.tops += usize::from(best == round.best_score && best > 0);
            }
        }
        rows.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.name.cmp(&b.name)));
        rows
    }
}

/// Every legal play of the round, best score first; plays that differ
/// only in which like tile (a `-` or the `+/-` showing `-`, a blank) goes
/// where count once when they score the same: read alike and scored
/// alike, they are one play; scored differently, two.
pub fn round_answers(position: &Position) -> Vec<Answer> {
    let mut seen = std::collections::HashSet::new();
    answers(position, PuzzleKind::BestScore)
        .into_iter()
        .filter(|a| seen.insert((faces_on_squares(&a.placements), a.score)))
        .collect()
}

/// The round's plays as a player counts them, best first: plays alike as
/// the hints list them (the same tiles on the same squares in another
/// order, `3-8=-5` and `-5=3-8`; on an empty board, a play and its mirror
/// image) count once, at their best score.
pub fn distinct_answers(position: &Position, answers: &[Answer]) -> Vec<Answer> {
    let listing = Listing::distinct_for(position);
    let mut seen = std::collections::HashSet::new();
    answers
        .iter()
        .filter(|a| {
            listing
                .key(&a.placements, a.score)
                .is_none_or(|k| seen.insert(k))
        })
        .cloned()
        .collect()
}

/// The rank of a play scoring `score` among the distinct plays (best first).
pub fn rank_among(distinct: &[Answer], score: u32) -> usize {
    1 + distinct.iter().filter(|a| a.score > score).count()
}

/// Text as typed, reduced to what identifies a play: no spaces, brackets or
/// tile marks, one spelling for each sign, letters in capitals.
pub fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '[' | ']' | '~' | '?' | '(' | ')'))
        .map(|c| one_spelling(c).to_ascii_uppercase())
        .collect()
}

/// Text as typed with its tile marks kept (`~` a choice tile, `?` or a
/// small letter a blank): what tells two plays that read alike apart.
fn with_marks(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '[' | ']' | '(' | ')'))
        .map(one_spelling)
        .collect()
}

fn one_spelling(c: char) -> char {
    match c {
        'x' | 'X' | '*' | '·' => '×',
        '/' | ':' => '÷',
        '−' | '–' => '-',
        c => c,
    }
}

/// How many of a play's tiles are blanks or choice tiles.
fn marked_tiles(rules: &Rules, placements: &[Placement]) -> usize {
    placements
        .iter()
        .filter(|p| rules.tiles.kind(p.tile).fixed_face().is_none())
        .count()
}

/// Whether `wanted` (normalised) writes the play: its new tiles from the
/// first one's square (`8F 6=2×3`), or its whole line, board tiles included.
fn writes(rules: &Rules, board: &Board, answer: &Answer, wanted: &str) -> bool {
    normalise(&play_notation(&rules.tiles, &answer.placements)) == wanted
        || normalise(&line_on(rules, board, &answer.placements)) == wanted
}

/// The squares a written play may start on and the way it runs: `8F…`
/// (row first) across, `F8…` down. Down, the row's digits may run on into
/// the play's (`H15=5` is H1 or H15), so two may be read.
fn written_starts(wanted: &str) -> Vec<(Pos, Dir)> {
    let letter = |c: Option<char>| {
        c.filter(char::is_ascii_uppercase)
            .map(|c| (c as u8 - b'A') as usize)
    };
    let row = |digits: &str| {
        digits
            .parse::<usize>()
            .ok()
            .filter(|r| (1..=15).contains(r))
    };
    let leading = |text: &str| text.chars().take_while(char::is_ascii_digit).count();
    if let Some(col) = letter(wanted.chars().next()) {
        let digits = &wanted[1..1 + leading(&wanted[1..]).min(2)];
        return (1..=digits.len())
            .filter_map(|len| row(&digits[..len]))
            .map(|r| (Pos::new(r - 1, col), Dir::Down))
            .collect();
    }
    let digits = leading(wanted);
    match (
        row(&wanted[..digits]),
        letter(wanted[digits..].chars().next()),
    ) {
        (Some(r), Some(col)) => vec![(Pos::new(r - 1, col), Dir::Across)],
        _ => Vec::new(),
    }
}

/// Whether a play may be written from `start`: its tiles all on the line
/// that runs from there, the first of them reached over board tiles only
/// (either way of writing it starts so). Cheap, so that only plays that
/// pass are written out.
fn may_start_at(board: &Board, placements: &[Placement], (start, dir): (Pos, Dir)) -> bool {
    let along = |p: Pos| match dir {
        Dir::Across => (p.row == start.row, p.col as i32 - start.col as i32),
        Dir::Down => (p.col == start.col, p.row as i32 - start.row as i32),
    };
    let mut first = i32::MAX;
    for placement in placements {
        let (on_line, at) = along(placement.pos);
        if !on_line || at < 0 {
            return false;
        }
        first = first.min(at);
    }
    (0..first).all(|k| {
        start
            .step(dir, k as isize)
            .is_some_and(|p| board.is_occupied(p))
    })
}

/// The legal play the text names, among `answers` (best first), with its
/// rank. Text that reads as several plays (the `-` tile or the `+/-` tile
/// showing `-`) names the one its marks write (`~-`); unmarked, the one
/// with the fewest blanks and choice tiles, and of those the lowest score:
/// a play is credited as it was written, never as the best play that reads
/// like it.
pub fn find(position: &Position, answers: &[Answer], text: &str) -> Option<Found> {
    let wanted = normalise(text);
    if wanted.is_empty() {
        return None;
    }
    // Capital letters: Crossword's squares are written `8H`/`H8` either way.
    let (rules, board) = (position.rules(), position.board());
    let starts = written_starts(&wanted);
    let readings: Vec<&Answer> = answers
        .iter()
        .filter(|a| {
            starts
                .iter()
                .any(|&start| may_start_at(&board, &a.placements, start))
        })
        .filter(|a| writes(&rules, &board, a, &wanted))
        .collect();
    let marked = with_marks(text);
    let answer = readings
        .iter()
        .find(|a| {
            let tiles = play_notation(&rules.tiles, &a.placements);
            let tiles = tiles.split_once(' ').map_or("", |t| t.1);
            marked.ends_with(&with_marks(tiles))
        })
        .or_else(|| {
            readings
                .iter()
                .min_by_key(|a| (marked_tiles(&rules, &a.placements), a.score))
        })?;
    Some(Found {
        placements: answer.placements.clone(),
        score: answer.score,
        rank: 1 + answers.iter().filter(|a| a.score > answer.score).count(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::line_of;

    /// A session whose first rack has a play (some racks have none).
    fn playable() -> ClassSession {
        (1..)
            .map(|seed| ClassSession::new(TileSetId::Standard, seed))
            .find(|s| !round_answers(&s.position(None)).is_empty())
            .expect("some seed deals a playable rack")
    }

    #[test]
    fn a_session_replays_from_its_seed_and_rounds() {
        let mut s = playable();
        let first = s.round_start();
        assert_eq!(first.rack.len(), 8);
        assert_eq!(first.bag.len(), 100 - 8);
        let position = s.position(None);
        let plays = round_answers(&position);
        let best = plays.first().expect("an opening play").clone();
        s.finish_round(Some(&best), Vec::new());
        let next = s.round_start();
        assert_eq!(next.board.tiles().count(), best.placements.len());
        assert_eq!(next.rack.len(), 8);
        assert_eq!(next.bag.len(), 100 - 8 - best.placements.len());
        // The tiles the best play left stay on the rack.
        let kept =
            krada_ai::player::rack_without(&first.rack, best.placements.iter().map(|p| p.tile));
        let mut rest = next.rack.clone();
        for t in &kept {
            let i = rest
                .iter()
                .position(|x| x == t)
                .expect("kept tile still on the rack");
            rest.remove(i);
        }
        // The same session text replays to the same start.
        let json = serde_json::to_string(&s).unwrap();
        let back: ClassSession = serde_json::from_str(&json).unwrap();
        assert_eq!(back.round_start().rack, next.rack);
        assert_eq!(back.best_total(), best.score);
    }

    #[test]
    fn the_history_gives_each_rounds_position_board_and_running_total() {
        let mut s = playable();
        let mut positions = Vec::new();
        for _ in 0..3 {
            let position = s.position(None);
            let best = round_answers(&position).first().cloned();
            positions.push(position);
            s.finish_round(best.as_ref(), Vec::new());
        }
        let history = s.history();
        assert_eq!(history.len(), 3);
        let mut total = 0;
        for (played, position) in history.iter().zip(&positions) {
            assert_eq!(&played.before, position);
            total += played.round.best_score;
            assert_eq!(played.total, total);
        }
        assert_eq!(history[2].board_after, s.round_start().board);
    }

    #[test]
    fn plays_that_differ_only_in_like_tiles_count_once() {
        let s = playable();
        let position = s.position(None);
        let plays = round_answers(&position);
        let mut keys: Vec<_> = plays
            .iter()
            .map(|p| (faces_on_squares(&p.placements), p.score))
            .collect();
        let n = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), n);
        assert!(plays.windows(2).all(|w| w[0].score >= w[1].score));
        let all = answers(&position, PuzzleKind::BestScore);
        assert!(all.len() >= plays.len());
    }

    /// Issue 49: a typed play that reads like a better one is credited as
    /// written (its `~` marks), and unmarked as the plainest reading, never
    /// as the best play that reads like it.
    #[test]
    fn a_typed_play_is_credited_as_written_not_as_the_best_that_reads_alike() {
        let (position, plays, low, high) = (1..400)
            .find_map(|seed| {
                let s = ClassSession::new(TileSetId::Standard, seed);
                let position = s.position(None);
                let plays = round_answers(&position);
                let pair = plays.iter().enumerate().find_map(|(i, high)| {
                    plays[i + 1..]
                        .iter()
                        .find(|low| {
                            faces_on_squares(&low.placements) == faces_on_squares(&high.placements)
                                && low.score < high.score
                        })
                        .map(|low| (low.clone(), high.clone()))
                })?;
                Some((position, plays, pair.0, pair.1))
            })
            .expect("some rack lays like tiles two ways");
        let set = position.rules().tiles;
        for play in [&low, &high] {
            let written = play_notation(&set, &play.placements);
            let found = find(&position, &plays, &written).expect("as written");
            assert_eq!(found.score, play.score, "{written}");
        }
        // Unmarked, the reading with the fewest blanks and choice tiles,
        // then the lowest score.
        let plain = normalise(&play_notation(&set, &high.placements));
        let found = find(&position, &plays, &plain).expect("unmarked");
        let rules = position.rules();
        let plainest = plays
            .iter()
            .filter(|a| faces_on_squares(&a.placements) == faces_on_squares(&high.placements))
            .min_by_key(|a| (marked_tiles(&rules, &a.placements), a.score))
            .expect("the play itself");
        assert_eq!(found.score, plainest.score, "{plain}");
        assert_eq!(found.placements, plainest.placements, "{plain}");
    }

    #[test]
    fn a_rack_with_no_play_goes_back_and_a_new_one_is_drawn() {
        let mut s = ClassSession::new(TileSetId::Standard, 7);
        let before = s.round_start();
        s.finish_round(None, Vec::new());
        let after = s.round_start();
        assert_eq!(after.rack.len(), 8);
        assert_eq!(after.bag.len(), before.bag.len());
        assert!(after.board.is_empty());
        assert_eq!(s.rounds[0].rack, before.rack);
    }

    #[test]
    fn typed_plays_are_found_whichever_way_they_are_written() {
        let s = playable();
        let position = s.position(None);
        let plays = round_answers(&position);
        let set = position.rules().tiles;
        for (i, play) in plays.iter().enumerate().step_by(plays.len() / 7 + 1) {
            let written = play_notation(&set, &play.placements);
            let found = find(&position, &plays, &written).expect("its own notation");
            // The same faces on the same squares; a real tile where the play
            // used a blank scores more, and the best reading is taken.
            assert_eq!(
                faces_on_squares(&found.placements),
                faces_on_squares(&play.placements)
            );
            assert!(found.score >= play.score, "{written}");
            assert_eq!(
                found.rank,
                1 + plays.iter().filter(|a| a.score > found.score).count()
            );
            assert!(found.rank <= i + 1);
            // Typed loosely: small letters, `*` and `/` for × and ÷, no brackets.
            let loose = written
                .replace('×', "*")
                .replace('÷', "/")
                .replace(['[', ']'], "")
                .to_lowercase();
            assert_eq!(find(&position, &plays, &loose), Some(found), "{loose}");
        }
        assert_eq!(find(&position, &plays, "8H 1+1=3"), None);
        assert_eq!(find(&position, &plays, "   "), None);
    }

    #[test]
    fn a_written_play_starts_where_its_square_says_both_ways_down() {
        assert_eq!(
            written_starts("8F6=2×3"),
            vec![(Pos::new(7, 5), Dir::Across)]
        );
        assert_eq!(
            written_starts("15A1=1"),
            vec![(Pos::new(14, 0), Dir::Across)]
        );
        // Down, the row may be one digit or two: H1 then `5=5`, or H15.
        assert_eq!(
            written_starts("H15=5"),
            vec![(Pos::new(0, 7), Dir::Down), (Pos::new(14, 7), Dir::Down)]
        );
        assert_eq!(written_starts("H9=9"), vec![(Pos::new(8, 7), Dir::Down)]);
        assert!(written_starts("=5").is_empty() && written_starts("16A1").is_empty());
    }

    #[test]
    fn a_whole_line_with_board_tiles_names_the_play() {
        let mut s = playable();
        let opening = round_answers(&s.position(None))[0].clone();
        s.finish_round(Some(&opening), Vec::new());
        let position = s.position(None);
        let plays = round_answers(&position);
        // A play that uses a board tile, written as its whole line.
        let through = plays
            .iter()
            .find(|p| {
                let line = line_of(&position, &p.placements);
                line.split(' ').nth(1).map_or(0, |f| f.chars().count())
                    > play_notation(&position.rules().tiles, &p.placements)
                        .split(' ')
                        .nth(1)
                        .map_or(0, |f| f.replace(['[', ']', '~', '?'], "").chars().count())
            })
            .expect("a play through a board tile");
        let line = line_of(&position, &through.placements);
        let found = find(&position, &plays, &line).expect("the whole line names it");
        assert!(found.score >= through.score);
    }

    #[test]
    fn plays_alike_in_order_or_mirror_image_count_once_at_their_best() {
        // The first round is on an empty board: mirror images are alike too.
        let s = playable();
        let position = s.position(None);
        let all = round_answers(&position);
        let distinct = distinct_answers(&position, &all);
        let listing = Listing::distinct_for(&position);
        assert!(matches!(
            listing,
            Listing::Distinct {
                mirrors_alike: true
            }
        ));
        assert!(
            distinct.len() < all.len(),
            "A-Math lays tiles in several orders"
        );
        let keys: Vec<_> = distinct
            .iter()
            .map(|a| listing.key(&a.placements, a.score))
            .collect();
        let unique: std::collections::HashSet<_> = keys.iter().collect();
        assert_eq!(unique.len(), distinct.len(), "no two alike");
        // Each play is represented by one alike that scores as much or more.
        for a in &all {
            let key = listing.key(&a.placements, a.score);
            let kept = distinct
                .iter()
                .find(|d| listing.key(&d.placements, d.score) == key)
                .expect("represented");
            assert!(kept.score >= a.score);
        }
        // A play down and its mirror across: one of them listed, not both.
        let flip = |a: &Answer| {
            let mut p = a.placements.clone();
            for x in &mut p {
                x.pos = x.pos.transposed();
            }
            faces_on_squares(&p)
        };
        let first = &distinct[0];
        assert!(
            distinct[1..]
                .iter()
                .all(|d| faces_on_squares(&d.placements) != flip(first))
        );
        assert_eq!(rank_among(&distinct, distinct[0].score), 1);
    }

    #[test]
    fn standings_count_each_name_once_a_round_against_the_best_total() {
        let mut s = playable();
        let position = s.position(None);
        let plays = round_answers(&position);
        let entry = |name: &str, play: &Answer| Entry {
            name: name.into(),
            text: String::new(),
            found: Some(Found {
                placements: play.placements.clone(),
                score: play.score,
                rank: 1,
            }),
        };
        let worse = plays.iter().find(|p| p.score < plays[0].score).unwrap();
        let entries = vec![
            entry("A", &plays[0]),
            entry("B", worse),
            entry("B", &plays[0]),
            Entry {
                name: "C".into(),
                text: "nonsense".into(),
                found: None,
            },
        ];
        s.finish_round(Some(&plays[0]), entries);
        let rows = s.standings();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].total, plays[0].score);
        assert_eq!(rows[1].total, plays[0].score, "B's better entry counts");
        assert_eq!((rows[2].name.as_str(), rows[2].total), ("C", 0));
        assert_eq!(s.best_total(), plays[0].score);
        assert_eq!(rows[0].tops, 1);
    }

    #[test]
    fn a_crossword_round_is_solved_with_its_word_list() {
        // Every pair of letters is a word: any rack makes a play.
        let letters = b'A'..=b'Z';
        let words: Vec<String> = letters
            .clone()
            .flat_map(|a| {
                letters
                    .clone()
                    .map(move |b| format!("{}{}", a as char, b as char))
            })
            .collect();
        let lexicon = Arc::new(Lexicon::from_list(&words.join("\n")).unwrap());
        let mut s = ClassSession::new(TileSetId::English, 3);
        let position = s.position(Some(lexicon.clone()));
        assert_eq!(position.rack.len(), 7);
        let plays = round_answers(&position);
        assert!(!plays.is_empty());
        let set = position.rules().tiles;
        let written = play_notation(&set, &plays[0].placements).to_lowercase();
        assert_eq!(
            find(&position, &plays, &written).map(|f| f.rank),
            Some(1),
            "{written}"
        );
        s.finish_round(plays.first(), Vec::new());
        assert_eq!(s.round_start().board.tiles().count(), 2);
        assert_eq!(s.round_start().rack.len(), 7);
    }
}
