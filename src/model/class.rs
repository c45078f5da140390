//! A class round at the teacher's device: the session (board, bag, the
//! rounds so far), the countdown, what the class found this round, and the
//! best plays once the worker has listed them. Saved on every change and
//! restored after a reload.

use super::wall::{WALL_VERSION, WallRow, WallSide, WallView, cells_of};
use krada_ai::plays::same_play;
use krada_ai::position::Position;
use krada_engine::play::{Placement, lay};
use krada_engine::rules::Rules;
use krada_engine::tileset::TileSetId;
use krada_features::class_round::{ClassSession, Entry, Found};
use krada_features::puzzle::Answer;
use krada_features::review::line_of;
use krada_text::{Lang, fill, tile_labels};
use serde::{Deserialize, Serialize};

/// How many best plays the reveal lists.
pub const TOP: usize = 10;
pub const MINUTES: std::ops::RangeInclusive<u32> = 1..=5;

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum Phase {
    /// The rack is shown; the countdown has not started.
    Ready,
    /// The class is solving until `ends_ms` (wall-clock).
    Solving { ends_ms: f64 },
    /// The best plays are shown; `shown` of them are listed so far, the
    /// `chosen` one laid on the board.
    Revealed { shown: usize, chosen: usize },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassState {
    pub session: ClassSession,
    pub minutes: u32,
    pub phase: Phase,
    /// This round's entries, in the order typed; the first `graded` have
    /// been looked for among the legal plays.
    pub entries: Vec<Entry>,
    pub graded: usize,
    /// Entries a group replaced with a later one (by index): kept so the
    /// grading lines up, counted nowhere.
    #[serde(default)]
    pub replaced: Vec<usize>,
    /// This round's best plays, once known, and how many plays it has.
    pub top: Vec<Answer>,
    pub plays: Option<usize>,
}

/// Why an entry cannot be taken as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryProblem {
    NoName,
    NoPlay,
    /// The best plays are shown: the round is closed.
    Closed,
    /// This group entered already this round.
    Entered,
}

/// The question asked before a group's entry is replaced: its name as
/// first entered, the play it entered and the new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacing {
    pub name: String,
    pub old: String,
    pub new: String,
}

/// A line of the reveal: a play among the best, or one the class found
/// below them, with who found it.
#[derive(Clone, Debug, PartialEq)]
pub struct RevealRow {
    pub rank: usize,
    pub placements: Vec<Placement>,
    pub score: u32,
    pub names: Vec<String>,
}

impl ClassState {
    pub fn new(tiles: TileSetId, seed: u64, minutes: u32) -> ClassState {
        ClassState {
            session: ClassSession::new(tiles, seed),
            minutes: minutes.clamp(*MINUTES.start(), *MINUTES.end()),
            phase: Phase::Ready,
            entries: Vec::new(),
            graded: 0,
            replaced: Vec::new(),
            top: Vec::new(),
            plays: None,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a class state serialises")
    }

    pub fn from_json(text: &str) -> Result<ClassState, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn round_number(&self) -> usize {
        self.session.rounds.len() + 1
    }

    pub fn start_countdown(&mut self, now_ms: f64) {
        if self.phase == Phase::Ready {
            self.phase = Phase::Solving {
                ends_ms: now_ms + f64::from(self.minutes) * 60_000.0,
            };
        }
    }

    /// Seconds left to solve, while solving.
    pub fn seconds_left(&self, now_ms: f64) -> Option<u64> {
        match self.phase {
            Phase::Solving { ends_ms } => {
                Some(((ends_ms - now_ms).max(0.0) / 1000.0).ceil() as u64)
            }
            _ => None,
        }
    }

    /// Whether `name` may enter `text` now: both typed, before the reveal,
    /// and not a group that has entered already (see [`Self::replace_entry`]).
    pub fn check_entry(&self, name: &str, text: &str) -> Result<(), EntryProblem> {
        if matches!(self.phase, Phase::Revealed { .. }) {
            return Err(EntryProblem::Closed);
        }
        if name.trim().is_empty() {
            return Err(EntryProblem::NoName);
        }
        if text.trim().is_empty() {
            return Err(EntryProblem::NoPlay);
        }
        match self.entry_of(name) {
            Some(_) => Err(EntryProblem::Entered),
            None => Ok(()),
        }
    }

    /// Adds what someone found; it is graded when the worker answers.
    pub fn add_entry(&mut self, name: &str, text: &str) -> Result<(), EntryProblem> {
        self.check_entry(name, text)?;
        self.entries.push(Entry {
            name: name.trim().to_string(),
            text: text.trim().to_string(),
            found: None,
        });
        Ok(())
    }

    /// The group's entry this round, if it has one: the index and the play
    /// typed. Names are compared as typed, without case or outer spaces.
    pub fn entry_of(&self, name: &str) -> Option<(usize, &str)> {
        let name = name.trim().to_lowercase();
        self.active_entries()
            .find(|(_, e)| e.name.to_lowercase() == name)
            .map(|(i, e)| (i, e.text.as_str()))
    }

    /// Enters `text` for group `name`: `Ok(None)` when entered,
    /// `Ok(Some(question))` when the group entered already this round (the
    /// teacher is asked before its entry is replaced), or what is wrong.
    pub fn enter(&mut self, name: &str, text: &str) -> Result<Option<Replacing>, EntryProblem> {
        match self.add_entry(name, text) {
            Err(EntryProblem::Entered) => {
                let (i, old) = self.entry_of(name).expect("the group entered already");
                Ok(Some(Replacing {
                    // Named as first entered, whatever the case typed now.
                    name: self.entries[i].name.clone(),
                    old: old.to_string(),
                    new: text.trim().to_string(),
                }))
            }
            other => other.map(|()| None),
        }
    }

    /// The group's earlier entry gives way to this one (asked first).
    pub fn replace_entry(&mut self, name: &str, text: &str) -> Result<(), EntryProblem> {
        let Some((old, _)) = self.entry_of(name) else {
            return self.add_entry(name, text);
        };
        match self.check_entry(name, text) {
            Ok(()) | Err(EntryProblem::Entered) => {}
            Err(other) => return Err(other),
        }
        self.replaced.push(old);
        self.add_entry(name, text)
    }

    /// The entries that count, with their indices.
    pub fn active_entries(&self) -> impl Iterator<Item = (usize, &Entry)> {
        self.entries
            .iter()
            .enumerate()
            .filter(|(i, _)| !self.replaced.contains(i))
    }

    /// The texts the worker is asked to find.
    pub fn entry_texts(&self) -> Vec<String> {
        self.entries.iter().map(|e| e.text.clone()).collect()
    }

    /// The worker's answer for this round: the best plays, and the entries
    /// asked (the first `found.len()`) found or not.
    pub fn take_reply(&mut self, top: Vec<Answer>, plays: usize, found: Vec<Option<Found>>) {
        self.top = top;
        self.plays = Some(plays);
        let n = found.len().min(self.entries.len());
        for (entry, found) in self.entries.iter_mut().zip(found) {
            entry.found = found;
        }
        self.graded = n;
    }

    pub fn reveal(&mut self) {
        if !matches!(self.phase, Phase::Revealed { .. }) {
            self.phase = Phase::Revealed {
                shown: 1,
                chosen: 0,
            };
        }
    }

    /// Lists one more play of the reveal and lays it on the board.
    pub fn show_next(&mut self) {
        let rows = self.reveal_rows().len();
        if let Phase::Revealed { shown, .. } = self.phase {
            let shown = (shown + 1).min(rows.max(1));
            self.phase = Phase::Revealed {
                shown,
                chosen: shown - 1,
            };
        }
    }

    pub fn choose(&mut self, row: usize) {
        if let Phase::Revealed { shown, .. } = self.phase {
            self.phase = Phase::Revealed {
                shown: shown.max(row + 1),
                chosen: row,
            };
        }
    }

    /// The best plays with the class's entries put in their ranking, best
    /// first; plays the class found below the best are added at their rank.
    pub fn reveal_rows(&self) -> Vec<RevealRow> {
        let mut rows: Vec<RevealRow> = self
            .top
            .iter()
            .map(|a| RevealRow {
                rank: 1 + self.top.iter().filter(|b| b.score > a.score).count(),
                placements: a.placements.clone(),
                score: a.score,
                names: Vec::new(),
            })
            .collect();
        // An entry is the best play it is: the same tiles on the same
        // squares. One alike to a listed play (its mirror image, another
        // order) gets a row of its own at the same rank, so an entry laid
        // across is revealed across.
        for (_, entry) in self.active_entries() {
            let Some(found) = &entry.found else { continue };
            match rows
                .iter_mut()
                .find(|r| same_play(&r.placements, &found.placements))
            {
                Some(row) => {
                    if !row.names.contains(&entry.name) {
                        row.names.push(entry.name.clone());
                    }
                }
                None => rows.push(RevealRow {
                    rank: found.rank,
                    placements: found.placements.clone(),
                    score: found.score,
                    names: vec![entry.name.clone()],
                }),
            }
        }
        rows.sort_by_key(|r| (r.rank, std::cmp::Reverse(r.score)));
        rows
    }

    /// The play laid on the board at the reveal.
    pub fn chosen(&self) -> Option<Vec<Placement>> {
        let Phase::Revealed { chosen, .. } = self.phase else {
            return None;
        };
        self.reveal_rows().get(chosen).map(|r| r.placements.clone())
    }

    /// Whether the teacher may put this rack back for another: before any
    /// entry and before the reveal (a rack with few plays gives a class
    /// little to find).
    pub fn may_redraw(&self) -> bool {
        !matches!(self.phase, Phase::Revealed { .. })
            && self.entries.is_empty()
            && !self.session.is_over()
    }

    /// Puts the rack back in the bag and draws another, kept as a round
    /// with no play so the session replays the same.
    pub fn redraw(&mut self) {
        if !self.may_redraw() {
            return;
        }
        self.session.finish_round(None, Vec::new());
        self.phase = Phase::Ready;
        self.graded = 0;
        self.replaced.clear();
        self.top.clear();
        self.plays = None;
    }

    /// Places the best play, draws the next rack and starts a new round.
    pub fn next_round(&mut self) {
        if !matches!(self.phase, Phase::Revealed { .. }) || self.plays.is_none() {
            return;
        }
        let entries = std::mem::take(&mut self.entries)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !self.replaced.contains(i))
            .map(|(_, e)| e)
            .collect();
        self.replaced.clear();
        self.session.finish_round(self.top.first(), entries);
        self.phase = Phase::Ready;
        self.graded = 0;
        self.top.clear();
        self.plays = None;
    }

    pub fn position(&self) -> Position {
        self.session.position(None)
    }

    /// A link to the session's rounds (not what the class typed: names
    /// stay in the room).
    pub fn share_fragment(&self) -> String {
        krada_features::link::encode(&krada_features::link::Shared::Class(self.session.clone()))
    }

    /// A link to the board and rack the class solves now, for the wall's
    /// QR code: students open it on their phones.
    pub fn round_fragment(&self) -> String {
        krada_features::link::encode(&krada_features::link::Shared::Position(self.position()))
    }

    /// The whole session as text: each round's rack, best play and what the
    /// class found; the standings.
    pub fn report(&self, lang: Lang) -> String {
        let ui = lang.ui();
        let rules = Rules::for_tiles(self.session.tiles);
        let mut out = format!("{}\n\n", ui.class_title);
        for (i, played) in self.session.history().into_iter().enumerate() {
            let (round, position) = (played.round, played.before);
            let rack = tile_labels(&rules.tiles, &round.rack);
            let best = if round.best.is_empty() {
                ui.class_no_play.to_string()
            } else {
                format!("{} — {}", line_of(&position, &round.best), round.best_score)
            };
            out += &fill(
                ui.class_round_line,
                &[
                    ("n", &(i + 1).to_string()),
                    ("rack", &rack),
                    ("best", &best),
                ],
            );
            out.push('\n');
            for e in &round.entries {
                let verdict = match &e.found {
                    Some(f) => format!(
                        "{} — {} (#{})",
                        line_of(&position, &f.placements),
                        f.score,
                        f.rank
                    ),
                    None => format!("{} — {}", e.text, ui.class_not_legal),
                };
                out += &format!("  {}: {verdict}\n", e.name);
            }
        }
        out += &format!(
            "\n{}\n",
            fill(
                ui.class_best_total,
                &[("total", &self.session.best_total().to_string())]
            )
        );
        for s in self.session.standings() {
            out += &format!("{}: {}\n", s.name, s.total);
        }
        out
    }

    /// The reveal's first `shown` plays as sheet lines: rank, the play and
    /// who found it, its score. (`n` counts the lines, for the highlight.)
    fn reveal_wall_rows(&self, lang: Lang, shown: usize) -> Vec<WallRow> {
        let position = self.position();
        self.reveal_rows()
            .into_iter()
            .take(shown)
            .enumerate()
            .map(|(i, r)| {
                // The row's number is the sheet's "#": the line alone here.
                let mut event = line_of(&position, &r.placements);
                if !r.names.is_empty() {
                    event += &format!(
                        " ({})",
                        fill(lang.ui().class_found_by, &[("names", &r.names.join(", "))])
                    );
                }
                WallRow {
                    n: i + 1,
                    rank: Some(r.rank),
                    side: 0,
                    name: String::new(),
                    event,
                    score: r.score as i32,
                    total: None,
                }
            })
            .collect()
    }

    /// The rounds played so far: each round's best play, its score and the
    /// running total of the best.
    pub fn round_rows(&self, lang: Lang) -> Vec<WallRow> {
        self.session
            .history()
            .into_iter()
            .enumerate()
            .map(|(i, played)| WallRow {
                n: i + 1,
                rank: None,
                side: 0,
                name: String::new(),
                event: if played.round.best.is_empty() {
                    lang.ui().class_new_rack.to_string()
                } else {
                    line_of(&played.before, &played.round.best)
                },
                score: played.round.best_score as i32,
                total: Some(played.total as i32),
            })
            .collect()
    }

    /// What the wall shows: the board (with the play chosen at the reveal),
    /// the rack everyone solves, the countdown, the rounds so far.
    pub fn wall_view(&self, lang: Lang, sent_ms: f64) -> WallView {
        let ui = lang.ui();
        let rules = Rules::for_tiles(self.session.tiles);
        let start = self.session.round_start();
        let mut board = start.board.clone();
        let chosen = self.chosen().unwrap_or_default();
        lay(&mut board, &chosen);
        let chosen_score = self
            .reveal_rows()
            .into_iter()
            .find(|r| r.placements == chosen)
            .map_or(0, |r| r.score);
        let rows = self.round_rows(lang);
        // At the reveal the wall lists the best plays shown so far instead.
        let (rows, highlight) = match self.phase {
            Phase::Revealed { shown, chosen } => {
                (self.reveal_wall_rows(lang, shown), Some(chosen + 1))
            }
            _ => (rows, None),
        };
        let sides = self
            .session
            .standings()
            .into_iter()
            .take(2)
            .map(|s| WallSide {
                name: s.name,
                score: s.total as i32,
                used_ms: 0,
                moves: 0,
            })
            .collect();
        WallView {
            version: WALL_VERSION,
            lang,
            tiles: self.session.tiles,
            title: fill(
                ui.class_round_title,
                &[("n", &self.round_number().to_string())],
            ),
            cells: cells_of(&board, &rules),
            last: chosen.iter().map(|p| p.pos.name()).collect(),
            last_score: chosen_score as i32,
            sides,
            clock: None,
            bag: Some(start.bag.len()),
            rows,
            highlight,
            result: None,
            rack: start
                .rack
                .iter()
                .map(|&t| rules.tiles.kind(t).label.to_string())
                .collect(),
            countdown_end_ms: match self.phase {
                Phase::Solving { ends_ms } => Some(ends_ms),
                _ => None,
            },
            link: None,
            sent_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::position::play_notation;
    use krada_features::class_round::{find, round_answers};

    /// A class whose first rack has a play, answered as the worker would.
    fn answered() -> (ClassState, Vec<Answer>) {
        let mut class = (1..)
            .map(|seed| ClassState::new(TileSetId::Standard, seed, 2))
            .find(|c| !round_answers(&c.position()).is_empty())
            .unwrap();
        let all = round_answers(&class.position());
        class.take_reply(all.iter().take(TOP).cloned().collect(), all.len(), vec![]);
        (class, all)
    }

    fn grade(class: &mut ClassState, all: &[Answer]) {
        let position = class.position();
        let found = class
            .entries
            .iter()
            .map(|e| find(&position, all, &e.text))
            .collect();
        class.take_reply(all.iter().take(TOP).cloned().collect(), all.len(), found);
    }

    #[test]
    fn a_group_entering_twice_is_asked_about_with_its_name_as_first_typed() {
        let (mut class, _) = answered();
        assert_eq!(class.enter("Group 1", "8H 1=1"), Ok(None));
        assert_eq!(
            class.enter(" group 1 ", " 8H 2=2 "),
            Ok(Some(Replacing {
                name: "Group 1".into(),
                old: "8H 1=1".into(),
                new: "8H 2=2".into(),
            }))
        );
        // Nothing entered until the teacher says so.
        assert_eq!(class.active_entries().count(), 1);
        assert_eq!(class.enter("", "8H 1=1"), Err(EntryProblem::NoName));
        assert_eq!(class.replace_entry("group 1", "8H 2=2"), Ok(()));
        assert_eq!(class.entry_of("GROUP 1"), Some((1, "8H 2=2")));
    }

    /// Issue 49: a group's play laid across was revealed as the down play
    /// it mirrors, and the wall numbered tied plays 1, 2, 3 where the
    /// laptop ranked them 1, 1, 1.
    #[test]
    fn an_entry_is_revealed_as_laid_and_ties_share_a_rank_on_the_wall() {
        let (mut class, all) = answered();
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        let best = &all[0];
        let mirrored: Vec<Placement> = best
            .placements
            .iter()
            .map(|p| Placement {
                pos: p.pos.transposed(),
                ..*p
            })
            .collect();
        let mirror = all
            .iter()
            .find(|a| same_play(&a.placements, &mirrored))
            .expect("on the empty board a play's mirror image is legal");
        assert!(
            class
                .add_entry("Group M", &play_notation(&set, &mirror.placements))
                .is_ok()
        );
        grade(&mut class, &all);
        class.reveal();
        let rows = class.reveal_rows();
        let row = rows
            .iter()
            .find(|r| r.names.contains(&"Group M".to_string()))
            .unwrap();
        assert!(
            same_play(&row.placements, &mirror.placements),
            "laid as entered"
        );
        assert_eq!(row.rank, 1);
        for _ in 0..rows.len() {
            class.show_next();
        }
        let wall = class.wall_view(Lang::En, 0.0);
        let ranks: Vec<usize> = wall.rows.iter().map(|r| r.rank.unwrap()).collect();
        let laptop: Vec<usize> = class.reveal_rows().iter().map(|r| r.rank).collect();
        assert_eq!(ranks, laptop);
        let tied = all.iter().filter(|a| a.score == best.score).count();
        assert!(tied >= 2 && ranks[..2] == [1, 1], "{ranks:?}");
    }

    /// Issue 49: a first rack with three plays, all one play, and no way
    /// to draw another. The teacher may, before any entry.
    #[test]
    fn the_teacher_draws_another_rack_before_any_entry() {
        let (mut class, _) = answered();
        let before = class.session.round_start();
        assert!(class.may_redraw());
        class.redraw();
        let after = class.session.round_start();
        assert_ne!(after.rack, before.rack);
        assert_eq!(after.bag.len(), before.bag.len(), "the old rack went back");
        assert!(after.board.is_empty());
        assert_eq!(class.plays, None, "the new rack is searched anew");
        // Replayed from the session, the same.
        let again = ClassState::from_json(&class.to_json()).unwrap();
        assert_eq!(again.session.round_start().rack, after.rack);
        let (mut entered, all) = answered();
        assert!(
            entered
                .add_entry(
                    "Group 1",
                    &play_notation(
                        &Rules::for_tiles(TileSetId::Standard).tiles,
                        &all[0].placements
                    )
                )
                .is_ok()
        );
        assert!(!entered.may_redraw());
        let rack = entered.session.round_start().rack;
        entered.redraw();
        assert_eq!(
            entered.session.round_start().rack,
            rack,
            "entries made: no redraw"
        );
    }

    #[test]
    fn a_round_runs_countdown_entries_reveal_and_next_rack() {
        let (mut class, all) = answered();
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        class.start_countdown(1_000.0);
        assert_eq!(class.seconds_left(1_000.0), Some(120));
        assert_eq!(class.seconds_left(200_000.0), Some(0));
        let low = all.last().unwrap();
        let best = play_notation(&set, &all[0].placements);
        assert!(class.add_entry("Group 1", "8H 1=1").is_ok());
        // A second entry of the same group is asked about, then replaces it.
        assert_eq!(
            class.add_entry(" group 1 ", &best),
            Err(EntryProblem::Entered)
        );
        assert_eq!(class.entry_of("GROUP 1"), Some((0, "8H 1=1")));
        assert!(class.replace_entry("Group 1", &best).is_ok());
        assert_eq!(class.entry_of("Group 1"), Some((1, best.as_str())));
        assert!(
            class
                .add_entry("Group 2", &play_notation(&set, &low.placements))
                .is_ok()
        );
        assert!(class.add_entry("Group 3", "8H 1+1=3").is_ok());
        assert_eq!(class.add_entry("", "8H 1=1"), Err(EntryProblem::NoName));
        assert_eq!(class.add_entry("Group 4", "  "), Err(EntryProblem::NoPlay));
        grade(&mut class, &all);
        assert_eq!(class.graded, 4);
        assert_eq!(class.entries[3].found, None);

        class.reveal();
        let rows = class.reveal_rows();
        assert_eq!(rows[0].names, vec!["Group 1".to_string()]);
        // A play found below the best plays is listed at its rank.
        let g2 = rows
            .iter()
            .find(|r| r.names.contains(&"Group 2".to_string()))
            .unwrap();
        assert_eq!(
            g2.rank,
            1 + all.iter().filter(|a| a.score > g2.score).count()
        );
        assert!(rows.windows(2).all(|w| w[0].rank <= w[1].rank));
        class.show_next();
        assert_eq!(class.chosen(), Some(rows[1].placements.clone()));
        assert_eq!(
            class.add_entry("Late", "8H 1=1"),
            Err(EntryProblem::Closed),
            "no entries after the reveal"
        );

        let rack_before = class.session.round_start().rack;
        class.next_round();
        assert_eq!(class.round_number(), 2);
        assert_eq!(class.phase, Phase::Ready);
        assert!(class.entries.is_empty());
        let round = &class.session.rounds[0];
        assert_eq!(round.rack, rack_before);
        assert_eq!(round.best_score, all[0].score);
        assert_eq!(round.entries.len(), 3, "the replaced entry counts nowhere");
        assert_eq!(
            class.session.round_start().board.tiles().count(),
            all[0].placements.len()
        );
        let standings = class.session.standings();
        assert_eq!(standings[0].name, "Group 1");
        assert_eq!(standings[0].total, class.session.best_total());
    }

    #[test]
    fn a_saved_class_comes_back_as_it_was() {
        let (mut class, _) = answered();
        class.start_countdown(5.0);
        class.add_entry("A", "8H 1=1").unwrap();
        class.replace_entry("A", "8H 2=2").unwrap();
        let back = ClassState::from_json(&class.to_json()).unwrap();
        assert_eq!(back, class);
        assert!(ClassState::from_json("{\"session\":1}").is_err());
    }

    #[test]
    fn the_wall_shows_the_rack_for_everyone_and_the_countdown() {
        let (mut class, _) = answered();
        class.start_countdown(1_000.0);
        let view = class.wall_view(Lang::Th, 0.0);
        assert_eq!(view.rack.len(), 8);
        assert_eq!(view.countdown_end_ms, Some(1_000.0 + 120_000.0));
        assert!(view.cells.is_empty());
        class.reveal();
        let view = class.wall_view(Lang::En, 0.0);
        assert_eq!(view.countdown_end_ms, None);
        assert_eq!(view.last.len(), class.top[0].placements.len());
        assert_eq!(view.last_score, class.top[0].score as i32);
        // The reveal's plays, listed as they are shown, the chosen one marked.
        assert_eq!(view.rows.len(), 1);
        assert_eq!(view.rows[0].total, None);
        // Numbered once, by the sheet's "#" (not "1 | 1. H4 …").
        assert_eq!(view.rows[0].n, 1);
        assert!(!view.rows[0].event.starts_with("1. "));
        assert!(
            class.round_rows(Lang::En).is_empty(),
            "no rounds played yet"
        );
        class.show_next();
        let view = class.wall_view(Lang::En, 0.0);
        assert_eq!(view.rows.len(), 2);
        assert_eq!(view.highlight, Some(2));
        class.next_round();
        let view = class.wall_view(Lang::En, 0.0);
        assert_eq!(view.rows.len(), 1, "back to the rounds so far");
        assert_eq!(class.round_rows(Lang::En), view.rows);
        assert_eq!(view.rows[0].total, Some(class.session.best_total() as i32));
    }

    #[test]
    fn the_report_lists_every_round_and_the_standings_in_both_languages() {
        let (mut class, all) = answered();
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        class
            .add_entry("Nok", &play_notation(&set, &all[0].placements))
            .unwrap();
        grade(&mut class, &all);
        class.reveal();
        class.next_round();
        for lang in Lang::ALL {
            let report = class.report(lang);
            assert!(report.contains("Nok"), "{report}");
            assert!(report.contains(&all[0].score.to_string()));
        }
    }
}
