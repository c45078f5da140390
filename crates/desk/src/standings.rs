//! The standings: points (half-points, so a 1 / ½ / 0 scale is exact),
//! then spread, each game's capped, then games played; per division.

use crate::event::{Game, Tournament};
use std::cmp::Reverse;

/// One entrant's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub entrant: usize,
    /// Half-points: a win 2, a draw 1 ([`crate::Scale::write`]).
    pub halves: u32,
    pub spread: i64,
    pub games: u32,
    pub wins: u32,
    pub byes: u32,
    /// Points for, uncapped (a tie-break's last word, and the sheets).
    pub scored: u64,
}

/// The capped spread of `game` for its side `a` (its negation for `b`).
fn capped_spread(a: u32, b: u32, cap: u32) -> i64 {
    let cap = i64::from(cap);
    (i64::from(a) - i64::from(b)).clamp(-cap, cap)
}

/// Each entrant's line after the rounds counted (`rounds`, from the first),
/// in entrant order.
pub fn tally(t: &Tournament, rounds: usize) -> Vec<Standing> {
    let mut lines: Vec<Standing> = (0..t.entrants.len())
        .map(|entrant| Standing {
            entrant,
            halves: 0,
            spread: 0,
            games: 0,
            wins: 0,
            byes: 0,
            scored: 0,
        })
        .collect();
    for (i, round) in t.rounds.iter().take(rounds).enumerate() {
        let cap = t.settings.cap_in(i as u32 + 1);
        for game in &round.games {
            count(&mut lines, game, cap, t.settings.bye_spread);
        }
    }
    lines
}

fn count(lines: &mut [Standing], game: &Game, cap: u32, bye_spread: u32) {
    let Some(b) = game.b else {
        let line = &mut lines[game.a];
        line.halves += 2;
        line.wins += 1;
        line.byes += 1;
        line.games += 1;
        line.spread += i64::from(bye_spread);
        return;
    };
    let Some(outcome) = game.result else { return };
    let (sa, sb) = outcome.scores();
    for (who, mine, theirs) in [(game.a, sa, sb), (b, sb, sa)] {
        let line = &mut lines[who];
        line.games += 1;
        line.scored += u64::from(mine);
        line.spread += capped_spread(mine, theirs, cap);
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => {
                line.halves += 2;
                line.wins += 1;
            }
            std::cmp::Ordering::Equal => line.halves += 1,
            std::cmp::Ordering::Less => {}
        }
    }
}

/// The standings of `division` after every round entered, best first:
/// points, then spread, then points for, then the name.
pub fn standings(t: &Tournament, division: &str) -> Vec<Standing> {
    ranked(t, division, t.rounds.len())
}

/// As [`standings`], after the first `rounds` rounds.
pub fn ranked(t: &Tournament, division: &str, rounds: usize) -> Vec<Standing> {
    let mut lines: Vec<Standing> = tally(t, rounds)
        .into_iter()
        .filter(|l| t.entrants[l.entrant].division == division)
        .collect();
    lines.sort_by_key(|l| {
        (
            Reverse(l.halves),
            Reverse(l.spread),
            Reverse(l.scored),
            t.entrants[l.entrant].name.to_lowercase(),
        )
    });
    lines
}

/// The divisions in the order the list first names them.
pub fn divisions(t: &Tournament) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    for e in &t.entrants {
        if !all.contains(&e.division) {
            all.push(e.division.clone());
        }
    }
    all
}

/// A school's line of the team table: its best `best` entrants' points and
/// spread added up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SchoolLine {
    pub school: String,
    pub halves: u32,
    pub spread: i64,
    /// The entrants counted, best first.
    pub counted: Vec<usize>,
}

/// The team table of `division`: each school's best `best` entrants (by
/// the standings) counted, schools ranked by those points, then spread,
/// then name. Entrants with no school are not a team.
pub fn schools(t: &Tournament, division: &str, best: usize) -> Vec<SchoolLine> {
    let mut lines: Vec<SchoolLine> = Vec::new();
    for s in standings(t, division) {
        let school = &t.entrants[s.entrant].school;
        if school.is_empty() {
            continue;
        }
        let at = match lines.iter().position(|l| l.school == *school) {
            Some(at) => at,
            None => {
                lines.push(SchoolLine {
                    school: school.clone(),
                    halves: 0,
                    spread: 0,
                    counted: Vec::new(),
                });
                lines.len() - 1
            }
        };
        let line = &mut lines[at];
        if line.counted.len() < best {
            line.halves += s.halves;
            line.spread += s.spread;
            line.counted.push(s.entrant);
        }
    }
    lines.sort_by_key(|l| {
        (
            Reverse(l.halves),
            Reverse(l.spread),
            l.school.to_lowercase(),
        )
    });
    lines
}
