//! Swiss pairing: score groups from the top; an odd group takes the
//! best-placed entrant of the group below (pulled up, so no one is pushed
//! down); within a group the top half meets the bottom half (1 v k+1, 2 v
//! k+2, …). Where that would be a rematch (or two of one school, when the
//! event avoids it), the nearest other pairing is searched for, across
//! groups only when a group cannot pair within itself.

use super::{Field, Pair};
use crate::settings::Settings;

/// How strict a search is: a rematch and a school's pair are refused, then
/// only a rematch, then nothing (rematches come last in each list).
#[derive(Clone, Copy, PartialEq)]
enum Strictness {
    NoRematchNoSchool,
    NoRematch,
    Anything,
}

/// Nodes a search may visit before a rule is relaxed: a field with no
/// pairing that keeps the rule is found out quickly in practice, and the
/// next search keeps what it can.
const BUDGET: u64 = 200_000;

/// The round's pairs of `field` (an even field), top boards first. `skip`
/// leading entrants are left out (paired already).
pub fn pair(field: &Field, skip: usize) -> Vec<Pair> {
    let order = &field.order[skip..];
    let groups = score_groups(field, order);
    let levels = [
        Strictness::NoRematchNoSchool,
        Strictness::NoRematch,
        Strictness::Anything,
    ];
    for level in levels {
        if level == Strictness::NoRematchNoSchool && !field.avoid_same_school {
            continue;
        }
        let mut search = Search {
            field,
            order,
            group: &groups,
            partner: vec![None; order.len()],
            level,
            budget: BUDGET,
        };
        if search.from(0) {
            return search.pairs();
        }
    }
    unreachable!("with anything allowed the first try pairs everyone")
}

/// With Gibson's rule on: a leader no one can catch in the rounds left
/// plays the best-placed entrant out of contention for a prize (one not
/// met, if there is one), the rest as usual.
pub fn pair_with_gibson(field: &Field, settings: &Settings, round: u32) -> Vec<Pair> {
    let Some((leader, opponent)) = settings
        .gibson
        .then(|| gibson_pair(field, settings, round))
        .flatten()
    else {
        return pair(field, 0);
    };
    let rest = Field {
        order: field
            .order
            .iter()
            .copied()
            .filter(|&e| e != leader && e != opponent)
            .collect(),
        halves: field.halves.clone(),
        met: field.met.clone(),
        byes: field.byes.clone(),
        schools: field.schools.clone(),
        avoid_same_school: field.avoid_same_school,
    };
    let mut pairs = vec![(leader, Some(opponent))];
    pairs.extend(pair(&rest, 0));
    pairs
}

/// The leader and their opponent, when the leader cannot be caught.
fn gibson_pair(field: &Field, settings: &Settings, round: u32) -> Option<(usize, usize)> {
    let order = &field.order;
    let left = 2 * (settings.rounds + 1).checked_sub(round)?;
    let (&leader, &second) = (order.first()?, order.get(1)?);
    if field.halves[leader] <= field.halves[second] + left {
        return None;
    }
    let prize = order.get(settings.prize_places as usize - 1).copied()?;
    let out: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&e| field.halves[e] + left < field.halves[prize])
        .collect();
    let opponent = out
        .iter()
        .copied()
        .find(|&e| !field.have_met(leader, e))
        .or(out.first().copied())
        .unwrap_or(*order.last()?);
    Some((leader, opponent))
}

/// Each position's score group after pull-ups: positions of one group are
/// consecutive and every group is even.
fn score_groups(field: &Field, order: &[usize]) -> Vec<usize> {
    let mut group = vec![0; order.len()];
    let (mut id, mut size, mut closed) = (0, 0usize, false);
    for i in 0..order.len() {
        let new_score = i > 0 && field.halves[order[i]] != field.halves[order[i - 1]];
        let pulled_up = new_score && !size.is_multiple_of(2);
        // A group ends at a new score once it is even, and at once after
        // an odd one took the best-placed of the group below: the rest of
        // that group is a group of its own.
        if closed || (new_score && !pulled_up) {
            id += 1;
            size = 0;
        }
        group[i] = id;
        size += 1;
        closed = pulled_up;
    }
    group
}

struct Search<'a> {
    field: &'a Field,
    order: &'a [usize],
    group: &'a [usize],
    partner: Vec<Option<usize>>,
    level: Strictness,
    budget: u64,
}

impl Search<'_> {
    /// Pairs everyone from position `at` on; false when it cannot (or ran
    /// out of budget).
    fn from(&mut self, at: usize) -> bool {
        let Some(p) = (at..self.order.len()).find(|&i| self.partner[i].is_none()) else {
            return true;
        };
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        for c in self.candidates(p) {
            if !self.allowed(p, c) {
                continue;
            }
            self.partner[p] = Some(c);
            self.partner[c] = Some(p);
            if self.from(p + 1) {
                return true;
            }
            self.partner[p] = None;
            self.partner[c] = None;
        }
        false
    }

    /// Whom `p` (the best-placed unpaired) should meet, in order: its
    /// group's unpaired members from the middle down (the top half meets
    /// the bottom half), then up, then the groups below.
    fn candidates(&self, p: usize) -> Vec<usize> {
        let free = |i: &usize| *i != p && self.partner[*i].is_none();
        let mine: Vec<usize> = (p..self.order.len())
            .filter(|&i| self.group[i] == self.group[p])
            .filter(free)
            .collect();
        let half = mine.len() / 2;
        let mut list: Vec<usize> = mine[half.min(mine.len())..].to_vec();
        list.extend(mine[..half.min(mine.len())].iter().rev());
        list.extend(
            (p + 1..self.order.len())
                .filter(|&i| self.group[i] != self.group[p])
                .filter(free),
        );
        if self.level == Strictness::Anything {
            // Rematches (and a school's pairs) last, the order kept.
            let (a, b) = (self.order[p], &self.order);
            list.sort_by_key(|&i| {
                (
                    self.field.have_met(a, b[i]),
                    self.field.same_school(a, b[i]),
                )
            });
        }
        list
    }

    fn allowed(&self, p: usize, c: usize) -> bool {
        let (a, b) = (self.order[p], self.order[c]);
        match self.level {
            Strictness::NoRematchNoSchool => {
                !self.field.have_met(a, b) && !self.field.same_school(a, b)
            }
            Strictness::NoRematch => !self.field.have_met(a, b),
            Strictness::Anything => true,
        }
    }

    fn pairs(&self) -> Vec<Pair> {
        (0..self.order.len())
            .filter_map(|i| {
                let c = self.partner[i]?;
                (i < c).then(|| (self.order[i], Some(self.order[c])))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::System;
    use std::collections::HashSet;

    /// Eight entrants placed 0…7 with these half-points, none met.
    fn field(halves: [u32; 8]) -> Field {
        Field {
            order: (0..8).collect(),
            halves: halves.to_vec(),
            met: HashSet::new(),
            byes: vec![0; 8],
            schools: vec![String::new(); 8],
            avoid_same_school: false,
        }
    }

    #[test]
    fn gibson_pairs_an_uncatchable_leader_with_the_best_out_of_contention() {
        let mut settings = Settings::new(System::Swiss, 5);
        settings.gibson = true;
        // Round 5 of 5: a win (2) is all anyone can add. 3rd place (the
        // last prize) has 6: out of contention is 3 or less.
        let mut f = field([10, 6, 6, 6, 4, 3, 2, 1]);
        let pairs = pair_with_gibson(&f, &settings, 5);
        assert_eq!(pairs[0], (0, Some(5)), "the best placed out of contention");
        assert_eq!(pairs.len(), 4);
        let rest: HashSet<usize> = pairs[1..]
            .iter()
            .flat_map(|&(a, b)| [a, b.unwrap()])
            .collect();
        assert_eq!(rest, HashSet::from([1, 2, 3, 4, 6, 7]));
        // One already met: the next of them.
        f.met.insert((0, 5));
        assert_eq!(pair_with_gibson(&f, &settings, 5)[0], (0, Some(6)));
        // Round 4 of 5: 4 more to make up, the leader can be caught.
        assert_eq!(pair_with_gibson(&f, &settings, 4), pair(&f, 0));
        // A leader a win ahead with one round left may be caught (then
        // the spread decides): no Gibson.
        let close = field([6, 4, 4, 4, 4, 3, 2, 1]);
        assert_eq!(pair_with_gibson(&close, &settings, 5), pair(&close, 0));
        // Off: the usual pairing.
        settings.gibson = false;
        assert_eq!(pair_with_gibson(&f, &settings, 5), pair(&f, 0));
    }
}
