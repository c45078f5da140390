//! Each pairing system's rules, through the desk as a director uses it:
//! entrants in, rounds paired, results entered, standings read.

use krada_desk::pairing::first_order;
use krada_desk::standings::standings;
use krada_desk::{DeskError, Entrant, FirstRound, Outcome, Settings, Side, System, Tournament};
use std::collections::HashSet;

fn entrants(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| Entrant {
            rating: Some(5000 - i as u32 * 10),
            ..Entrant::new(&format!("P{i:03}"), &format!("S{}", i % 5))
        })
        .collect()
}

fn event(system: System, rounds: u32, n: usize) -> Tournament {
    Tournament::new("test", Settings::new(system, rounds), entrants(n))
}

/// Enters a result at every table: the better-rated side wins by `by`,
/// unless `upset` says the table goes the other way.
fn play_round(t: &mut Tournament, by: u32, upset: impl Fn(u32) -> bool) {
    let round = t.current_round();
    let games = t.rounds.last().unwrap().games.clone();
    for g in games.iter().filter(|g| !g.is_bye()) {
        let a_better = t.entrants[g.a].rating >= t.entrants[g.b.unwrap()].rating;
        let a_wins = a_better != upset(g.table);
        let (a, b) = if a_wins {
            (350 + by, 350)
        } else {
            (350, 350 + by)
        };
        t.set_result(round, g.table, Some(Outcome::Scores { a, b }))
            .unwrap();
    }
}

fn pairs_of(t: &Tournament, round: usize) -> Vec<(usize, Option<usize>)> {
    t.rounds[round].games.iter().map(|g| (g.a, g.b)).collect()
}

fn met(t: &Tournament) -> Vec<(usize, usize)> {
    t.rounds
        .iter()
        .flat_map(|r| &r.games)
        .filter_map(|g| g.b.map(|b| (g.a.min(b), g.a.max(b))))
        .collect()
}

#[test]
fn round_one_by_rating_is_top_half_against_bottom_half() {
    let mut t = event(System::Swiss, 3, 8);
    t.entrants.reverse(); // the list's order is not the rating's
    t.pair_next().unwrap();
    let names: Vec<(String, String)> = t.rounds[0]
        .games
        .iter()
        .map(|g| {
            (
                t.entrants[g.a].name.clone(),
                t.entrants[g.b.unwrap()].name.clone(),
            )
        })
        .collect();
    assert_eq!(names[0], ("P000".to_string(), "P004".to_string()));
    assert_eq!(names[3], ("P003".to_string(), "P007".to_string()));
}

#[test]
fn a_drawn_round_one_follows_the_seed_the_director_sees() {
    let mut a = event(System::Swiss, 3, 20);
    a.settings.first_round = FirstRound::Drawn;
    a.settings.seed = 42;
    let same = a.clone();
    let mut other = a.clone();
    other.settings.seed = 43;
    assert_eq!(first_order(&a, ""), first_order(&same, ""));
    assert_ne!(first_order(&a, ""), first_order(&other, ""));
    let by_rating: Vec<usize> = (0..20).collect();
    assert_ne!(first_order(&a, ""), by_rating, "drawn, not by rating");
}

#[test]
fn swiss_pairs_score_groups_top_half_against_bottom_half() {
    let mut t = event(System::Swiss, 3, 8);
    t.pair_next().unwrap();
    play_round(&mut t, 50, |_| false); // P0..P3 win
    t.pair_next().unwrap();
    // Winners (P0..P3 by spread, all +50: by points for, then name) meet
    // top half v bottom half: P0 v P2, P1 v P3; the losers likewise.
    let pairs = pairs_of(&t, 1);
    assert_eq!(pairs[0], (0, Some(2)));
    assert_eq!(pairs[1], (1, Some(3)));
    assert_eq!(pairs[2], (4, Some(6)));
    assert_eq!(pairs[3], (5, Some(7)));
}

#[test]
fn an_odd_score_group_takes_the_best_placed_of_the_group_below() {
    // Six entrants; after round 1 three have 2 points (one by a draw
    // split: P0 and P4 draw) — groups {P1,P2} … make it odd with a draw.
    let mut t = event(System::Swiss, 3, 6);
    t.pair_next().unwrap(); // P0-P3, P1-P4, P2-P5
    t.set_result(1, 1, Some(Outcome::Scores { a: 400, b: 300 }))
        .unwrap(); // P0 wins
    t.set_result(1, 2, Some(Outcome::Scores { a: 380, b: 300 }))
        .unwrap(); // P1 wins
    t.set_result(1, 3, Some(Outcome::Scores { a: 330, b: 330 }))
        .unwrap(); // P2, P5 draw
    t.pair_next().unwrap();
    // Groups: {P0, P1} (2), {P2, P5} (1), {P3, P4} (0): all even, so each
    // meets within; P0 v P1 is the top board.
    let pairs = pairs_of(&t, 1);
    assert_eq!(pairs[0], (0, Some(1)));
    // P2 and P5 have met: the search pairs across groups rather than
    // repeat, nearest first.
    let all: HashSet<(usize, usize)> = met(&t).into_iter().collect();
    assert_eq!(all.len(), 6, "no rematch: {pairs:?}");
}

#[test]
fn no_rematch_in_a_300_entrant_nine_round_swiss_and_byes_to_the_lowest_without_one() {
    let mut t = event(System::Swiss, 9, 301);
    let mut byes = Vec::new();
    for round in 1..=9 {
        t.pair_next().unwrap();
        let bye: Vec<usize> = t.rounds[round - 1]
            .games
            .iter()
            .filter(|g| g.is_bye())
            .map(|g| g.a)
            .collect();
        assert_eq!(bye.len(), 1, "one bye a round in an odd field");
        byes.push(bye[0]);
        play_round(&mut t, 40 + round as u32, |table| table % 7 == 3);
    }
    let all = met(&t);
    let unique: HashSet<_> = all.iter().copied().collect();
    assert_eq!(all.len(), unique.len(), "no rematch in nine rounds");
    let distinct: HashSet<_> = byes.iter().collect();
    assert_eq!(distinct.len(), 9, "no second bye while others had none");
    // Each game and bye counted: everyone has played nine.
    assert!(standings(&t, "").iter().all(|s| s.games == 9));
}

#[test]
fn the_bye_goes_to_the_lowest_placed_who_has_had_none_and_counts_a_win() {
    let mut t = event(System::Swiss, 3, 5);
    t.pair_next().unwrap();
    let bye = t.rounds[0].games.iter().find(|g| g.is_bye()).unwrap().a;
    assert_eq!(bye, 4, "the lowest-rated");
    let line = standings(&t, "")
        .into_iter()
        .find(|s| s.entrant == bye)
        .unwrap();
    assert_eq!((line.halves, line.spread, line.byes), (2, 100, 1));
    play_round(&mut t, 30, |_| false);
    t.pair_next().unwrap();
    let second = t.rounds[1].games.iter().find(|g| g.is_bye()).unwrap().a;
    assert_ne!(second, bye);
}

#[test]
fn two_of_one_school_do_not_meet_where_it_can_be_avoided() {
    let mut list = entrants(8);
    for (i, e) in list.iter_mut().enumerate() {
        e.school = if i % 4 == 0 {
            "Wat".into()
        } else {
            format!("S{i}")
        };
    }
    let mut avoid = Tournament::new("t", Settings::new(System::Swiss, 3), list.clone());
    // By rating, round 1 would be P0 v P4: both of Wat.
    avoid.settings.avoid_same_school = true;
    avoid.pair_next().unwrap();
    assert!(
        avoid.rounds[0]
            .games
            .iter()
            .all(|g| avoid.entrants[g.a].school != avoid.entrants[g.b.unwrap()].school)
    );
    let mut not = Tournament::new("t", Settings::new(System::Swiss, 3), list);
    not.pair_next().unwrap();
    assert_eq!(
        pairs_of(&not, 0)[0],
        (0, Some(4)),
        "without the setting, as rated"
    );
}

#[test]
fn king_of_the_hill_pairs_neighbours_in_the_standings() {
    let mut t = event(System::KingOfTheHill, 3, 6);
    t.pair_next().unwrap();
    play_round(&mut t, 20, |_| false);
    t.pair_next().unwrap();
    let order: Vec<usize> = standings(&t, "").iter().map(|s| s.entrant).collect();
    let pairs = pairs_of(&t, 1);
    let _ = &order;
    let ranked_before: Vec<usize> = krada_desk::standings::ranked(&t, "", 1)
        .iter()
        .map(|s| s.entrant)
        .collect();
    for (i, pair) in pairs.iter().enumerate() {
        assert_eq!(
            *pair,
            (ranked_before[2 * i], Some(ranked_before[2 * i + 1]))
        );
    }
}

#[test]
fn a_round_robin_meets_everyone_once_and_then_stops() {
    for n in [5, 6] {
        let rounds = if n % 2 == 0 { n - 1 } else { n } as u32;
        let mut t = event(System::RoundRobin, rounds + 1, n);
        for _ in 0..rounds {
            t.pair_next().unwrap();
            play_round(&mut t, 10, |_| false);
        }
        let all = met(&t);
        let unique: HashSet<_> = all.iter().copied().collect();
        assert_eq!(unique.len(), n * (n - 1) / 2, "every pair met ({n})");
        assert_eq!(all.len(), unique.len(), "once each ({n})");
        assert_eq!(t.pair_next().unwrap_err(), DeskError::AllHaveMet);
    }
    let mut late = event(System::RoundRobin, 5, 6);
    late.pair_next().unwrap();
    assert_eq!(
        late.enter(Entrant::new("Late", "X")),
        Err(DeskError::LateForRoundRobin)
    );
}

#[test]
fn winners_meet_winners_and_losers_meet_losers_by_pairs_of_tables() {
    let mut t = event(System::Winners, 3, 8);
    t.pair_next().unwrap(); // 0-4, 1-5, 2-6, 3-7
    play_round(&mut t, 25, |table| table == 2); // P5 beats P1
    t.pair_next().unwrap();
    let pairs = pairs_of(&t, 1);
    assert_eq!(pairs[0], (0, Some(5)), "winners of tables 1 and 2");
    assert_eq!(pairs[1], (4, Some(1)), "their losers");
    assert_eq!(pairs[2], (2, Some(3)));
    assert_eq!(pairs[3], (6, Some(7)));
}

#[test]
fn spread_is_capped_each_game_and_tighter_in_the_last_round() {
    let mut t = event(System::KingOfTheHill, 2, 2);
    t.pair_next().unwrap();
    t.set_result(1, 1, Some(Outcome::Scores { a: 600, b: 200 }))
        .unwrap();
    t.pair_next().unwrap();
    t.set_result(2, 1, Some(Outcome::Scores { a: 500, b: 100 }))
        .unwrap();
    let top = &standings(&t, "")[0];
    assert_eq!((top.entrant, top.halves, top.spread), (0, 4, 250 + 200));
    assert_eq!(top.scored, 1100, "points for are not capped");
}

#[test]
fn a_no_show_wins_the_opponent_100_and_absence_in_round_one_withdraws() {
    let mut t = event(System::Swiss, 3, 4);
    t.pair_next().unwrap(); // P0-P2, P1-P3
    t.set_result(1, 1, Some(Outcome::NoShow(Side::B))).unwrap();
    t.set_result(1, 2, Some(Outcome::Scores { a: 300, b: 310 }))
        .unwrap();
    let lines = standings(&t, "");
    let p0 = lines.iter().find(|s| s.entrant == 0).unwrap();
    assert_eq!((p0.halves, p0.spread, p0.scored), (2, 100, 100));
    assert_eq!(t.entrants[2].withdrawn_from, Some(2), "absent in round 1");
    t.pair_next().unwrap();
    let paired: Vec<usize> = t.rounds[1]
        .games
        .iter()
        .flat_map(|g| g.entrants())
        .collect();
    assert!(!paired.contains(&2));
    assert_eq!(paired.len(), 3, "three left: a game and a bye");
    // Absent later: the opponent wins, the absent stays in the event.
    let table = t.rounds[1]
        .games
        .iter()
        .find(|g| !g.is_bye())
        .unwrap()
        .table;
    t.set_result(2, table, Some(Outcome::NoShow(Side::A)))
        .unwrap();
    assert!(
        t.entrants
            .iter()
            .filter(|e| e.withdrawn_from.is_some())
            .count()
            == 1
    );
}

#[test]
fn results_missing_or_wrong_are_refused_and_change_nothing() {
    let mut t = event(System::Swiss, 3, 6);
    t.pair_next().unwrap();
    t.set_result(1, 1, Some(Outcome::Scores { a: 1, b: 2 }))
        .unwrap();
    let before = t.clone();
    assert_eq!(
        t.pair_next().unwrap_err(),
        DeskError::ResultsMissing {
            round: 1,
            tables: vec![2, 3]
        }
    );
    assert_eq!(
        t.set_result(1, 9, None),
        Err(DeskError::NoSuchTable { round: 1, table: 9 })
    );
    assert_eq!(t.set_result(4, 1, None), Err(DeskError::NoSuchRound(4)));
    assert_eq!(t, before);
}

#[test]
fn a_correction_is_logged_and_refused_once_it_would_change_a_later_pairing() {
    let mut t = event(System::Swiss, 4, 8);
    t.pair_next().unwrap();
    play_round(&mut t, 50, |_| false);
    // Before round 2 is paired anything may change, and is logged.
    t.set_result(1, 1, Some(Outcome::Scores { a: 420, b: 400 }))
        .unwrap();
    assert_eq!(t.log.len(), 1);
    assert_eq!(t.log[0].was, Some(Outcome::Scores { a: 400, b: 350 }));
    t.pair_next().unwrap();
    // Scores that leave every place, so round 2's pairing, as they were.
    t.set_result(1, 2, Some(Outcome::Scores { a: 410, b: 360 }))
        .unwrap();
    assert_eq!(t.log.len(), 2);
    // Turning a winner into a loser would have paired round 2 otherwise.
    let before = t.clone();
    assert_eq!(
        t.set_result(1, 1, Some(Outcome::Scores { a: 100, b: 400 })),
        Err(DeskError::ChangesLaterPairing { round: 1 })
    );
    assert_eq!(t, before, "refused, nothing changed");
}

#[test]
fn gibson_leaves_a_leader_who_can_still_be_caught_to_the_usual_pairing() {
    let mut on = event(System::Swiss, 4, 8);
    on.settings.gibson = true;
    let mut off = on.clone();
    off.settings.gibson = false;
    for t in [&mut on, &mut off] {
        for _ in 0..3 {
            t.pair_next().unwrap();
            play_round(t, 60, |_| false);
        }
        t.pair_next().unwrap();
    }
    // P0 leads 6 to 4 with a round left: it can be caught.
    let lines = standings(&on, "");
    assert_eq!((lines[0].halves, lines[1].halves), (6, 4));
    assert_eq!(on.rounds, off.rounds);
}

#[test]
fn divisions_are_paired_and_ranked_apart_with_tables_numbered_on() {
    let mut list = entrants(6);
    for e in &mut list[3..] {
        e.division = "Primary".into();
    }
    let mut t = Tournament::new("t", Settings::new(System::Swiss, 2), list);
    t.pair_next().unwrap();
    let games = &t.rounds[0].games;
    assert_eq!(
        games.iter().map(|g| g.table).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    for g in games {
        for e in g.entrants() {
            assert_eq!(t.entrants[e].division, t.entrants[g.a].division);
        }
    }
    assert_eq!(standings(&t, "Primary").len(), 3);
}

#[test]
fn a_saved_event_reads_back_and_a_later_version_is_refused_by_number() {
    let mut t = event(System::Swiss, 3, 5);
    t.pair_next().unwrap();
    let back = Tournament::from_json(&t.to_json()).unwrap();
    assert_eq!(back, t);
    let later = t.to_json().replace("\"version\": 1", "\"version\": 7");
    assert_eq!(
        Tournament::from_json(&later),
        Err(DeskError::LaterVersion(7))
    );
    assert_eq!(
        Tournament::from_json("{\"format\":\"krada-game\",\"version\":1}"),
        Err(DeskError::NotADeskFile)
    );
    assert_eq!(
        Tournament::from_json("not json"),
        Err(DeskError::NotADeskFile)
    );
}

#[test]
fn late_entries_join_the_next_round_and_withdrawals_leave_it() {
    let mut t = event(System::Swiss, 3, 4);
    t.pair_next().unwrap();
    play_round(&mut t, 10, |_| false);
    t.enter(Entrant::new("Late", "X")).unwrap();
    assert_eq!(
        t.enter(Entrant::new("late", "Y")),
        Err(DeskError::Duplicate("late".into()))
    );
    t.withdraw("P003").unwrap();
    t.pair_next().unwrap();
    let paired: Vec<usize> = t.rounds[1]
        .games
        .iter()
        .flat_map(|g| g.entrants())
        .collect();
    assert!(paired.contains(&4) && !paired.contains(&3));
    assert_eq!(
        t.withdraw("Nobody"),
        Err(DeskError::NoSuchEntrant("Nobody".into()))
    );
}

#[test]
fn the_school_table_adds_each_schools_best_entrants() {
    let mut list = entrants(6);
    for (e, school) in list
        .iter_mut()
        .zip(["Wat", "Hill", "Wat", "Hill", "Wat", ""])
    {
        e.school = school.into();
    }
    let mut t = Tournament::new("t", Settings::new(System::KingOfTheHill, 2), list);
    t.pair_next().unwrap(); // P0-P3, P1-P4, P2-P5
    play_round(&mut t, 30, |_| false); // P0, P1, P2 win by 30
    let table = krada_desk::standings::schools(&t, "", 2);
    // Wat: P0 and P2 (2 + 2, +60), P4 not counted; Hill: P1 and P3 (2 + 0, 0).
    assert_eq!(table.len(), 2, "no school, no team");
    assert_eq!(
        (table[0].school.as_str(), table[0].halves, table[0].spread),
        ("Wat", 4, 60)
    );
    assert_eq!(table[0].counted, [0, 2]);
    assert_eq!(
        (table[1].school.as_str(), table[1].halves, table[1].spread),
        ("Hill", 2, 0)
    );
}
