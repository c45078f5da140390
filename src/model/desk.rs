//! The tournament desk at the director's device: the event being set up
//! (the list pasted, the system chosen) and the event itself, a
//! `krada_desk::Tournament` changed only through its checked methods. What a
//! director types is read here; a refusal is a message and changes nothing.

use super::storage::{self, Kept, Store, StoreError};
use krada_desk::entrants::csv_with_bom;
use krada_desk::event::parse_score;
use krada_desk::standings::{divisions, standings};
use krada_desk::{
    DeskError, FirstRound, ListError, Outcome, Scale, Settings, Side, System, Tournament, read_list,
};
use krada_text::Lang;

/// The set-up form of a new event.
#[derive(Clone, Debug, PartialEq)]
pub struct NewEvent {
    pub name: String,
    /// The list as pasted or loaded.
    pub list: String,
    pub system: System,
    pub rounds: u32,
    pub drawn: bool,
    /// Shown to the director, so a draw can be made again.
    pub seed: u64,
    pub avoid_same_school: bool,
    pub gibson: bool,
    pub scale: Scale,
    /// A game's spread counts at most this much either way, and in the
    /// last round this much.
    pub spread_cap: u32,
    pub last_spread_cap: u32,
    /// What a bye counts as a win by.
    pub bye_spread: u32,
}

/// The most rounds an event is set up with.
pub const MAX_ROUNDS: u32 = 30;

impl NewEvent {
    pub fn new(seed: u64) -> NewEvent {
        let defaults = Settings::new(System::Swiss, 5);
        NewEvent {
            name: String::new(),
            list: String::new(),
            system: System::Swiss,
            rounds: 5,
            drawn: false,
            // Short enough to read out and type again.
            seed: seed % 10_000,
            avoid_same_school: false,
            gibson: false,
            scale: defaults.scale,
            spread_cap: defaults.spread_cap,
            last_spread_cap: defaults.last_spread_cap,
            bye_spread: defaults.bye_spread,
        }
    }

    /// The event the form describes, or why not.
    pub fn create(&self) -> Result<Tournament, Refusal> {
        let entrants = read_list(&self.list).map_err(Refusal::List)?;
        let settings = Settings {
            first_round: if self.drawn {
                FirstRound::Drawn
            } else {
                FirstRound::ByRating
            },
            seed: self.seed,
            avoid_same_school: self.avoid_same_school,
            gibson: self.gibson,
            scale: self.scale,
            spread_cap: self.spread_cap,
            last_spread_cap: self.last_spread_cap,
            bye_spread: self.bye_spread,
            ..Settings::new(self.system, self.rounds.clamp(1, MAX_ROUNDS))
        };
        Ok(Tournament::new(self.name.trim(), settings, entrants))
    }
}

/// Why something the director typed changed nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    List(ListError),
    Desk(DeskError),
}

impl Refusal {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Refusal::List(e) => lang.list_error(e),
            Refusal::Desk(e) => lang.desk_error(e),
        }
    }
}

impl From<DeskError> for Refusal {
    fn from(e: DeskError) -> Refusal {
        Refusal::Desk(e)
    }
}

/// What the director typed at a table: both scores (both boxes emptied
/// take the result back), or who was absent.
#[derive(Clone, Debug, PartialEq)]
pub enum Typed<'a> {
    Scores(&'a str, &'a str),
    Absent(Side),
}

/// Enters what was typed at `table` of `round`. Scores wait until both
/// boxes hold one: `Ok(false)` until then.
pub fn enter(t: &mut Tournament, round: u32, table: u32, typed: Typed) -> Result<bool, Refusal> {
    let outcome = match typed {
        Typed::Scores(a, b) if a.trim().is_empty() && b.trim().is_empty() => None,
        Typed::Scores(a, b) if a.trim().is_empty() || b.trim().is_empty() => {
            // A half-typed result is not yet one; a box that is not a
            // number is said at once.
            for text in [a, b].into_iter().filter(|t| !t.trim().is_empty()) {
                parse_score(text)?;
            }
            return Ok(false);
        }
        Typed::Scores(a, b) => Some(Outcome::Scores {
            a: parse_score(a)?,
            b: parse_score(b)?,
        }),
        Typed::Absent(side) => Some(Outcome::NoShow(side)),
    };
    t.set_result(round, table, outcome)?;
    Ok(true)
}

/// A score as its box shows it.
pub fn score_text(outcome: Option<Outcome>, side: Side) -> String {
    let Some(outcome) = outcome else {
        return String::new();
    };
    let (a, b) = outcome.scores();
    match side {
        Side::A => a.to_string(),
        Side::B => b.to_string(),
    }
}

/// A result as a correction's line writes it: `412–380`, `100–0`, or `–`
/// for none.
pub fn outcome_text(outcome: Option<Outcome>) -> String {
    outcome.map_or("–".into(), |o| {
        let (a, b) = o.scores();
        format!("{a}–{b}")
    })
}

/// The standings as a spreadsheet opens them with Thai intact: UTF-8 with
/// a byte-order mark, a header row, one row a standing.
pub fn standings_csv(t: &Tournament, lang: Lang) -> String {
    let ui = lang.ui();
    let mut rows = vec![vec![
        ui.desk_division.to_string(),
        ui.desk_rank.to_string(),
        ui.desk_player.to_string(),
        ui.desk_school.to_string(),
        ui.desk_games.to_string(),
        ui.desk_points.to_string(),
        ui.desk_spread.to_string(),
    ]];
    for division in divisions(t) {
        for (rank, s) in standings(t, &division).iter().enumerate() {
            let e = &t.entrants[s.entrant];
            rows.push(vec![
                division.clone(),
                (rank + 1).to_string(),
                e.name.clone(),
                e.school.clone(),
                s.games.to_string(),
                t.settings.scale.write(s.halves),
                format!("{:+}", s.spread),
            ]);
        }
    }
    csv_with_bom(&rows)
}

/// Every result entered, a row a table of each round.
pub fn results_csv(t: &Tournament, lang: Lang) -> String {
    let ui = lang.ui();
    let mut rows = vec![vec![
        ui.desk_round.to_string(),
        ui.desk_table_word.to_string(),
        ui.desk_player.to_string(),
        ui.desk_score.to_string(),
        ui.desk_player.to_string(),
        ui.desk_score.to_string(),
    ]];
    for (i, round) in t.rounds.iter().enumerate() {
        for g in &round.games {
            let name = |e: Option<usize>| {
                e.map_or(ui.desk_bye.to_string(), |e| t.entrants[e].name.clone())
            };
            rows.push(vec![
                (i + 1).to_string(),
                g.table.to_string(),
                name(Some(g.a)),
                score_text(g.result, Side::A),
                name(g.b),
                score_text(g.result, Side::B),
            ]);
        }
    }
    csv_with_bom(&rows)
}

/// The event kept on the device; one that cannot be read is set aside.
pub fn load(store: &mut dyn Store) -> Kept<Tournament, DeskError> {
    storage::read_or_aside(store, storage::DESK, Tournament::from_json)
}

/// Keeps `event` (or forgets it, `None`) on the device.
pub fn save(store: &mut dyn Store, event: Option<&Tournament>) -> Result<(), StoreError> {
    match event {
        Some(event) => store.set(storage::DESK, &event.to_json()),
        None => {
            store.remove(storage::DESK);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::storage::memory::MemoryStore;

    const LIST: &str = "name,school\nAnn,A\nBen,B\nKit,C\nNok,D\n";

    fn event() -> Tournament {
        let form = NewEvent {
            list: LIST.into(),
            ..NewEvent::new(12_345)
        };
        form.create().unwrap()
    }

    #[test]
    fn a_new_event_reads_its_list_and_says_why_not() {
        let form = NewEvent::new(987_654_321);
        assert_eq!(form.seed, 4_321, "a seed short enough to read out");
        assert_eq!(form.create(), Err(Refusal::List(ListError::Empty)));
        let t = event();
        assert_eq!(t.entrants.len(), 4);
        assert_eq!((t.settings.system, t.settings.rounds), (System::Swiss, 5));
        let drawn = NewEvent {
            list: LIST.into(),
            drawn: true,
            rounds: 99,
            ..NewEvent::new(7)
        }
        .create()
        .unwrap();
        assert_eq!(drawn.settings.first_round, FirstRound::Drawn);
        assert_eq!(
            (drawn.settings.seed, drawn.settings.rounds),
            (7, MAX_ROUNDS)
        );
        let said = Refusal::List(ListError::Duplicate { name: "Ann".into() });
        assert_eq!(said.text(Lang::En), "Ann is on the list twice.");
        assert_eq!(said.text(Lang::Th), "Ann อยู่ในรายชื่อสองครั้ง");
    }

    #[test]
    fn a_result_is_entered_once_both_scores_are_typed_and_a_bad_one_is_said() {
        let mut t = event();
        t.pair_next().unwrap();
        assert_eq!(enter(&mut t, 1, 1, Typed::Scores("410", "")), Ok(false));
        assert_eq!(t.rounds[0].games[0].result, None, "half a result waits");
        assert_eq!(
            enter(&mut t, 1, 1, Typed::Scores("", "4o0")),
            Err(Refusal::Desk(DeskError::NotAScore("4o0".into())))
        );
        assert_eq!(enter(&mut t, 1, 1, Typed::Scores("410", " 388 ")), Ok(true));
        let result = t.rounds[0].games[0].result;
        assert_eq!(result, Some(Outcome::Scores { a: 410, b: 388 }));
        assert_eq!(
            (score_text(result, Side::A), score_text(result, Side::B)),
            ("410".into(), "388".into())
        );
        assert_eq!(enter(&mut t, 1, 2, Typed::Absent(Side::B)), Ok(true));
        assert_eq!(score_text(t.rounds[0].games[1].result, Side::A), "100");
        assert_eq!(enter(&mut t, 1, 1, Typed::Scores(" ", "")), Ok(true));
        assert_eq!(t.log.len(), 1, "a result taken back is a correction");
        assert_eq!(
            (outcome_text(t.log[0].was), outcome_text(t.log[0].now)),
            ("410–388".to_string(), "–".to_string())
        );
        assert_eq!(t.rounds[0].games[0].result, None, "taken back");
        assert_eq!(
            enter(&mut t, 1, 7, Typed::Absent(Side::A)),
            Err(Refusal::Desk(DeskError::NoSuchTable { round: 1, table: 7 }))
        );
    }

    #[test]
    fn standings_and_results_go_out_as_csv_a_spreadsheet_opens_with_thai() {
        let mut t = event();
        t.entrants[0].name = "สมชาย, ใจดี".into();
        t.pair_next().unwrap();
        enter(&mut t, 1, 1, Typed::Scores("400", "350")).unwrap();
        enter(&mut t, 1, 2, Typed::Scores("300", "320")).unwrap();
        let csv = standings_csv(&t, Lang::En);
        assert!(
            csv.starts_with("\u{feff}Division,#,Name,School,Games,Points,Spread\n"),
            "{csv}"
        );
        assert!(csv.contains("\n,1,\"สมชาย, ใจดี\",A,1,2,+50\n"), "{csv}");
        let th = standings_csv(&t, Lang::Th);
        assert!(th.starts_with("\u{feff}รุ่น,"), "{th}");
        let results = results_csv(&t, Lang::En);
        assert!(
            results.contains("\n1,1,\"สมชาย, ใจดี\",400,Kit,350\n"),
            "{results}"
        );
    }

    #[test]
    fn the_event_is_kept_and_one_that_does_not_read_is_set_aside() {
        let mut store = MemoryStore::default();
        assert_eq!(load(&mut store), Kept::Nothing);
        let t = event();
        save(&mut store, Some(&t)).unwrap();
        assert_eq!(load(&mut store), Kept::Value(t));
        store
            .set(storage::DESK, "{\"format\":\"krada-desk\",\"version\":9}")
            .unwrap();
        assert_eq!(load(&mut store), Kept::SetAside(DeskError::LaterVersion(9)));
        assert!(
            store.get(&storage::aside(storage::DESK)).is_some(),
            "kept aside"
        );
        save(&mut store, None).unwrap();
        assert_eq!(store.get(storage::DESK), None);
    }
}
