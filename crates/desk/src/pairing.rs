//! Pairing the next round of each division by the event's system. The
//! field is the division's entrants still playing, best placed first (round
//! 1: by rating, or drawn with the seed). An odd field's bye goes first, to
//! the lowest-placed entrant who has had none.

mod swiss;

use crate::event::{DeskError, Game, Tournament};
use crate::settings::{FirstRound, System};
use crate::standings::{divisions, ranked, tally};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use std::collections::HashSet;

/// Two entrants, or one with the bye.
pub type Pair = (usize, Option<usize>);

/// What every system reads of the event for one division's next round.
pub struct Field {
    /// The entrants to pair, best placed first.
    pub order: Vec<usize>,
    /// Each entrant's half-points so far (indexed by entrant).
    pub halves: Vec<u32>,
    /// Pairs that have met, smaller entrant first.
    pub met: HashSet<(usize, usize)>,
    pub byes: Vec<u32>,
    pub schools: Vec<String>,
    pub avoid_same_school: bool,
}

impl Field {
    pub fn have_met(&self, a: usize, b: usize) -> bool {
        self.met.contains(&(a.min(b), a.max(b)))
    }

    pub fn same_school(&self, a: usize, b: usize) -> bool {
        !self.schools[a].is_empty() && self.schools[a] == self.schools[b]
    }

    /// Takes the bye out of an odd field: the lowest-placed entrant with
    /// the fewest byes.
    fn take_bye(&mut self) -> Option<usize> {
        if self.order.len().is_multiple_of(2) {
            return None;
        }
        let fewest = self.order.iter().map(|&e| self.byes[e]).min()?;
        let at = self.order.iter().rposition(|&e| self.byes[e] == fewest)?;
        Some(self.order.remove(at))
    }
}

/// The games of the next round, tables numbered on through the divisions.
pub fn pair(t: &Tournament) -> Result<Vec<Game>, DeskError> {
    let round = t.current_round() + 1;
    let mut games = Vec::new();
    for division in divisions(t) {
        let pairs = pair_division(t, &division, round)?;
        for (a, b) in pairs {
            let table = games.len() as u32 + 1;
            games.push(Game {
                table,
                a,
                b,
                result: None,
            });
        }
    }
    if games.iter().all(Game::is_bye) {
        return Err(DeskError::TooFew);
    }
    Ok(games)
}

fn pair_division(t: &Tournament, division: &str, round: u32) -> Result<Vec<Pair>, DeskError> {
    if t.settings.system == System::RoundRobin {
        return round_robin(t, division, round);
    }
    let mut field = field(t, division, round);
    let bye = field.take_bye();
    let mut pairs: Vec<Pair> = match t.settings.system {
        _ if round == 1 => swiss::pair(&field, 0),
        System::Swiss => swiss::pair_with_gibson(&field, &t.settings, round),
        System::KingOfTheHill => king_of_the_hill(&field),
        System::Winners => winners(t, &field, round),
        System::RoundRobin => unreachable!("paired above"),
    };
    pairs.extend(bye.map(|e| (e, None)));
    Ok(pairs)
}

/// Who plays in `round` of `division`, and what the systems read of them.
fn field(t: &Tournament, division: &str, round: u32) -> Field {
    let done = round as usize - 1;
    let order: Vec<usize> = if done == 0 {
        first_order(t, division)
    } else {
        ranked(t, division, done)
            .iter()
            .map(|s| s.entrant)
            .collect()
    };
    let lines = tally(t, done);
    let mut met = HashSet::new();
    for game in t.rounds.iter().take(done).flat_map(|r| &r.games) {
        if let Some(b) = game.b {
            met.insert((game.a.min(b), game.a.max(b)));
        }
    }
    Field {
        order: order
            .into_iter()
            .filter(|&e| t.entrants[e].plays_in(round))
            .collect(),
        halves: lines.iter().map(|l| l.halves).collect(),
        met,
        byes: lines.iter().map(|l| l.byes).collect(),
        schools: t.entrants.iter().map(|e| e.school.to_lowercase()).collect(),
        avoid_same_school: t.settings.avoid_same_school,
    }
}

/// Round 1's order of `division` (every entrant of it, withdrawn or not):
/// highest rating first, or drawn with the event's seed.
pub fn first_order(t: &Tournament, division: &str) -> Vec<usize> {
    let mut order: Vec<usize> = (0..t.entrants.len())
        .filter(|&e| t.entrants[e].division == division)
        .collect();
    match t.settings.first_round {
        FirstRound::ByRating => {
            order.sort_by_key(|&e| std::cmp::Reverse(t.entrants[e].rating.unwrap_or(0)));
        }
        FirstRound::Drawn => {
            // Each division its own draw from the one seed the director sees.
            let salt = division
                .bytes()
                .fold(0u64, |h, b| h.wrapping_mul(31) ^ u64::from(b));
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(t.settings.seed ^ salt);
            order.shuffle(&mut rng);
        }
    }
    order
}

/// 1 v 2, 3 v 4, … by the standings.
fn king_of_the_hill(field: &Field) -> Vec<Pair> {
    field
        .order
        .chunks(2)
        .map(|two| (two[0], two.get(1).copied()))
        .collect()
}

/// Tables in pairs (1 and 2, 3 and 4, …): their winners meet, then their
/// losers. A draw's winner is the better placed. Whoever is left (a table
/// without a partner, the last round's bye, a late entrant) is paired on
/// by the standings.
fn winners(t: &Tournament, field: &Field, round: u32) -> Vec<Pair> {
    let playing: HashSet<usize> = field.order.iter().copied().collect();
    let place = |e: usize| {
        field
            .order
            .iter()
            .position(|&x| x == e)
            .unwrap_or(usize::MAX)
    };
    let last = &t.rounds[round as usize - 2].games;
    let split = |g: &Game| -> (Option<usize>, Option<usize>) {
        let Some(b) = g.b else {
            return (Some(g.a), None);
        };
        let (sa, sb) = g.result.map(|o| o.scores()).unwrap_or((0, 0));
        let a_wins = sa > sb || (sa == sb && place(g.a) < place(b));
        if a_wins {
            (Some(g.a), Some(b))
        } else {
            (Some(b), Some(g.a))
        }
    };
    let keep = |e: Option<usize>| e.filter(|e| playing.contains(e));
    let mut pairs = Vec::new();
    let mut left: Vec<usize> = Vec::new();
    let tables: Vec<&Game> = last
        .iter()
        .filter(|g| t.entrants[g.a].division == t.entrants[field.order[0]].division)
        .collect();
    for two in tables.chunks(2) {
        let (w1, l1) = split(two[0]);
        let (w2, l2) = two.get(1).map_or((None, None), |g| split(g));
        for (x, y) in [(keep(w1), keep(w2)), (keep(l1), keep(l2))] {
            match (x, y) {
                (Some(x), Some(y)) => pairs.push((x, Some(y))),
                (x, y) => left.extend(x.into_iter().chain(y)),
            }
        }
    }
    let paired: HashSet<usize> = pairs
        .iter()
        .flat_map(|&(a, b)| [Some(a), b])
        .flatten()
        .collect();
    let unmatched: Vec<usize> = field
        .order
        .iter()
        .copied()
        .filter(|e| !paired.contains(e) && !left.contains(e))
        .collect();
    left.extend(unmatched);
    left.sort_by_key(|&e| place(e));
    pairs.extend(left.chunks(2).map(|two| (two[0], two.get(1).copied())));
    pairs
}

/// Berger's rotation: slot `n - 1` stays, the others turn one place a round;
/// an odd field's missing slot is the bye, and a withdrawn entrant's
/// opponent has one too.
fn round_robin(t: &Tournament, division: &str, round: u32) -> Result<Vec<Pair>, DeskError> {
    let mut slots: Vec<Option<usize>> = first_order(t, division).into_iter().map(Some).collect();
    if slots.len() < 2 {
        return Ok(Vec::new());
    }
    if !slots.len().is_multiple_of(2) {
        slots.push(None);
    }
    let n = slots.len();
    if round as usize > n - 1 {
        return Err(DeskError::AllHaveMet);
    }
    let turn = round as usize - 1;
    let at = |i: usize| {
        if i == n - 1 {
            slots[n - 1]
        } else {
            slots[(i + turn) % (n - 1)]
        }
    };
    let plays = |e: Option<usize>| e.filter(|&e| t.entrants[e].plays_in(round));
    let mut pairs = Vec::new();
    for i in 0..n / 2 {
        match (plays(at(i)), plays(at(n - 1 - i))) {
            (Some(a), Some(b)) => pairs.push((a, Some(b))),
            (Some(a), None) | (None, Some(a)) => pairs.push((a, None)),
            (None, None) => {}
        }
    }
    // Games first, byes after.
    pairs.sort_by_key(|p| p.1.is_none());
    Ok(pairs)
}
