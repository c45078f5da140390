//! Entrants as a director pastes or loads them: CSV or tab-separated text
//! with a header row naming its columns (`name`, `school`, an optional
//! `rating` and `division`; Thai headers too), as a spreadsheet saves it.

use serde::{Deserialize, Serialize};

/// A player, or a pair playing as one (primary and lower secondary mostly
/// play in pairs: "Ann & Ben" is one entrant).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub name: String,
    #[serde(default)]
    pub school: String,
    #[serde(default)]
    pub rating: Option<u32>,
    /// Divisions are paired and ranked apart; "" is the one division.
    #[serde(default)]
    pub division: String,
    /// The round from which the entrant is no longer paired (a withdrawal
    /// between rounds, or absence from round 1); their games so far stay.
    #[serde(default)]
    pub withdrawn_from: Option<u32>,
}

impl Entrant {
    pub fn new(name: &str, school: &str) -> Entrant {
        Entrant {
            name: tidy(name),
            school: tidy(school),
            rating: None,
            division: String::new(),
            withdrawn_from: None,
        }
    }

    /// Paired in round `round` (counted from 1).
    pub fn plays_in(&self, round: u32) -> bool {
        self.withdrawn_from.is_none_or(|from| round < from)
    }
}

/// Why a list of entrants was not read; the list already entered stays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListError {
    /// Nothing but blank lines.
    Empty,
    /// The first row names no `name` column.
    NoNameColumn,
    /// A row the CSV reader could not read (line counted from 1).
    Unreadable {
        line: u64,
    },
    NameMissing {
        line: u64,
    },
    BadRating {
        line: u64,
        text: String,
    },
    /// The same name twice (in the list, or already entered).
    Duplicate {
        name: String,
    },
}

/// One name as the desk compares them: spaces collapsed, case ignored.
pub fn same_name(a: &str, b: &str) -> bool {
    tidy(a).to_lowercase() == tidy(b).to_lowercase()
}

fn tidy(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Which column holds what, from the header row.
#[derive(Default)]
struct Columns {
    name: Option<usize>,
    school: Option<usize>,
    rating: Option<usize>,
    division: Option<usize>,
}

impl Columns {
    fn of(header: &csv::StringRecord) -> Columns {
        let mut columns = Columns::default();
        for (i, cell) in header.iter().enumerate() {
            let slot = match tidy(cell).to_lowercase().as_str() {
                "name" | "player" | "entrant" | "ชื่อ" | "ชื่อ-สกุล" | "ชื่อ-นามสกุล" => {
                    &mut columns.name
                }
                "school" | "club" | "team" | "โรงเรียน" | "สังกัด" => {
                    &mut columns.school
                }
                "rating" | "เรตติ้ง" | "เรทติ้ง" => &mut columns.rating,
                "division" | "class" | "รุ่น" | "ประเภท" => {
                    &mut columns.division
                }
                _ => continue,
            };
            slot.get_or_insert(i);
        }
        columns
    }
}

/// Reads a list of entrants: tab-separated when its first line has a tab,
/// else comma-separated; a UTF-8 byte-order mark is skipped.
pub fn read_list(text: &str) -> Result<Vec<Entrant>, ListError> {
    let text = text.trim_start_matches('\u{feff}');
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .ok_or(ListError::Empty)?;
    let delimiter = if first.contains('\t') { b'\t' } else { b',' };
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let header = reader
        .headers()
        .map_err(|_| ListError::Unreadable { line: 1 })?
        .clone();
    let columns = Columns::of(&header);
    let name_at = columns.name.ok_or(ListError::NoNameColumn)?;
    let mut entrants: Vec<Entrant> = Vec::new();
    for row in reader.records() {
        let row = row.map_err(|e| ListError::Unreadable {
            line: e.position().map_or(0, |p| p.line()),
        })?;
        let line = row.position().map_or(0, |p| p.line());
        let cell = |at: Option<usize>| at.and_then(|i| row.get(i)).unwrap_or("");
        if row.iter().all(str::is_empty) {
            continue;
        }
        let name = tidy(cell(Some(name_at)));
        if name.is_empty() {
            return Err(ListError::NameMissing { line });
        }
        if entrants.iter().any(|e| same_name(&e.name, &name)) {
            return Err(ListError::Duplicate { name });
        }
        let rating = match cell(columns.rating) {
            "" => None,
            text => Some(text.parse().map_err(|_| ListError::BadRating {
                line,
                text: text.to_string(),
            })?),
        };
        entrants.push(Entrant {
            rating,
            division: tidy(cell(columns.division)),
            ..Entrant::new(&name, cell(columns.school))
        });
    }
    if entrants.is_empty() {
        return Err(ListError::Empty);
    }
    Ok(entrants)
}

/// Rows as CSV that Excel and Google Sheets open with Thai intact: UTF-8
/// with a byte-order mark (Excel reads UTF-8 by it).
pub fn csv_with_bom(rows: &[Vec<String>]) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        writer.write_record(row).expect("writing to memory");
    }
    let bytes = writer.into_inner().expect("writing to memory");
    format!(
        "\u{feff}{}",
        String::from_utf8(bytes).expect("UTF-8 in, UTF-8 out")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_reads_with_commas_or_tabs_thai_names_and_optional_columns() {
        let csv = "\u{feff}name,school,rating\nสมชาย ใจดี,โรงเรียนบ้านสวน,1500\n\"Ann & Ben\", St Mary's ,\n";
        let list = read_list(csv).unwrap();
        assert_eq!(list.len(), 2);
        assert_eq!(
            (list[0].name.as_str(), list[0].school.as_str()),
            ("สมชาย ใจดี", "โรงเรียนบ้านสวน")
        );
        assert_eq!((list[0].rating, list[1].rating), (Some(1500), None));
        assert_eq!(list[1].school, "St Mary's", "cells are trimmed");
        let tsv = "School\tชื่อ\tรุ่น\nA\tKit\tประถม\n\nB\tNok\tมัธยม\n";
        let list = read_list(tsv).unwrap();
        assert_eq!(list[1].name, "Nok");
        assert_eq!(
            (list[0].division.as_str(), list[1].school.as_str()),
            ("ประถม", "B")
        );
    }

    #[test]
    fn rows_written_as_csv_read_back_as_a_list() {
        let rows = vec![
            vec!["name".to_string(), "school".to_string()],
            vec!["สมชาย, ใจดี".to_string(), "\"Wat\" Suan".to_string()],
        ];
        let text = csv_with_bom(&rows);
        assert!(text.starts_with('\u{feff}'));
        let back = read_list(&text).unwrap();
        assert_eq!(
            (back[0].name.as_str(), back[0].school.as_str()),
            ("สมชาย, ใจดี", "\"Wat\" Suan")
        );
    }

    #[test]
    fn a_bad_list_says_which_line_and_why() {
        assert_eq!(read_list(" \n"), Err(ListError::Empty));
        assert_eq!(read_list("name\n"), Err(ListError::Empty));
        assert_eq!(
            read_list("school,team\nA,B\n"),
            Err(ListError::NoNameColumn)
        );
        assert_eq!(
            read_list("name,school\nKit,A\n,B\n"),
            Err(ListError::NameMissing { line: 3 })
        );
        assert_eq!(
            read_list("name,rating\nKit,12a\n"),
            Err(ListError::BadRating {
                line: 2,
                text: "12a".into()
            })
        );
        assert_eq!(
            read_list("name\nKit  Ng\nkit ng\n"),
            Err(ListError::Duplicate {
                name: "kit ng".into()
            })
        );
    }
}
