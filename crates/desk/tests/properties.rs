//! Pairing under random results: everyone still playing is paired once a
//! round, one bye at most, and no rematch whenever the field could avoid one
//! (checked against every pairing of a small field).

use krada_desk::{Entrant, Outcome, Settings, System, Tournament};
use proptest::prelude::*;
use std::collections::HashSet;

fn met(t: &Tournament, rounds: usize) -> HashSet<(usize, usize)> {
    t.rounds[..rounds]
        .iter()
        .flat_map(|r| &r.games)
        .filter_map(|g| g.b.map(|b| (g.a.min(b), g.a.max(b))))
        .collect()
}

/// Whether `left` can be paired with no pair in `met`.
fn can_avoid(left: &[usize], met: &HashSet<(usize, usize)>) -> bool {
    let Some((&first, rest)) = left.split_first() else {
        return true;
    };
    (0..rest.len()).any(|i| {
        let other = rest[i];
        !met.contains(&(first.min(other), first.max(other))) && {
            let mut others = rest.to_vec();
            others.remove(i);
            can_avoid(&others, met)
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_round_pairs_everyone_once_and_avoids_a_rematch_it_can(
        n in 2usize..11,
        system in prop::sample::select(vec![System::Swiss, System::Winners, System::KingOfTheHill]),
        scores in prop::collection::vec((250u32..500, 250u32..500), 60),
        withdraw in prop::option::of(0usize..10),
    ) {
        let entrants: Vec<Entrant> = (0..n)
            .map(|i| Entrant { rating: Some(2000 - i as u32), ..Entrant::new(&format!("E{i}"), "") })
            .collect();
        let mut t = Tournament::new("p", Settings::new(system, 6), entrants);
        let mut next = scores.into_iter().cycle();
        for round in 1..=6u32 {
            if round == 3 && let Some(w) = withdraw.filter(|&w| w < n && n > 2) {
                t.withdraw(&format!("E{w}")).unwrap();
            }
            t.pair_next().unwrap();
            let games = t.rounds.last().unwrap().games.clone();
            let playing: Vec<usize> = (0..n).filter(|&e| t.entrants[e].plays_in(round)).collect();
            let mut seen: Vec<usize> = games.iter().flat_map(|g| g.entrants()).collect();
            seen.sort_unstable();
            prop_assert_eq!(&seen, &playing, "each once, round {}", round);
            prop_assert!(games.iter().filter(|g| g.is_bye()).count() <= 1);
            if system == System::Swiss {
                let before = met(&t, round as usize - 1);
                let paired: Vec<usize> = games.iter().filter(|g| !g.is_bye()).flat_map(|g| g.entrants()).collect();
                let rematch = games.iter().any(|g| g.b.is_some_and(|b| before.contains(&(g.a.min(b), g.a.max(b)))));
                if can_avoid(&paired, &before) {
                    prop_assert!(!rematch, "round {} rematched though it could avoid it", round);
                }
            }
            for g in games.iter().filter(|g| !g.is_bye()) {
                let (a, b) = next.next().unwrap();
                t.set_result(round, g.table, Some(Outcome::Scores { a, b })).unwrap();
            }
        }
    }
}
