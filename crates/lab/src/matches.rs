//! Matches between two levels, for measuring strength: games shared among
//! the machine's cores, tallied so a match's parts add up to the whole.

use crate::chance_fit::Turn;
use krada_ai::player::Player;
use krada_ai::selfplay::{play_game, play_on};
use krada_engine::game::{Event, Game, GameConfig, Status};
use krada_engine::lexicon::Lexicon;
use krada_engine::tileset::TileSetId;
use std::sync::Arc;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub games: u32,
    /// Wins of side A (which plays first in even games), B, and draws.
    pub wins: [u32; 2],
    pub draws: u32,
    pub points: [i64; 2],
    pub turns: [u32; 2],
    pub bingos: [u32; 2],
}

impl Tally {
    pub fn win_rate(&self, side: usize) -> f64 {
        (self.wins[side] as f64 + 0.5 * self.draws as f64) / self.games.max(1) as f64
    }
    pub fn mean_score(&self, side: usize) -> f64 {
        self.points[side] as f64 / self.games.max(1) as f64
    }
    pub fn points_per_turn(&self, side: usize) -> f64 {
        self.points[side] as f64 / self.turns[side].max(1) as f64
    }

    /// Adds the games of `other` (another part of the same match).
    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        self.draws += other.draws;
        for i in 0..2 {
            self.wins[i] += other.wins[i];
            self.points[i] += other.points[i];
            self.turns[i] += other.turns[i];
            self.bingos[i] += other.bingos[i];
        }
    }
}

/// Plays the games numbered `games` of a match, alternating who starts by
/// swapping seats each game. Games are shared among the machine's cores;
/// `progress` hears how many are done. The tally does not depend on how
/// many cores there are, and the tallies of a match's parts (`0..500` and
/// `500..1000`, played on different days) add up to the whole's.
pub fn run(
    games: std::ops::Range<u32>,
    seed: u64,
    a: Player,
    b: Player,
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
    progress: impl FnMut(u32) + Send,
) -> Tally {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let progress = std::sync::Mutex::new((0u32, progress));
    let parts: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let lexicon = lexicon.clone();
                let progress = &progress;
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for g in (games.start + t..games.end).step_by(threads as usize) {
                        tally_game(&mut tally, g, seed, [a, b], tiles, lexicon.clone());
                        let mut done = progress.lock().expect("no panics while held");
                        done.0 += 1;
                        let count = done.0;
                        (done.1)(count);
                    }
                    tally
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("self-play does not panic"))
            .collect()
    });
    parts.iter().fold(Tally::default(), |mut all, part| {
        all.merge(part);
        all
    })
}

/// Plays game `g` of a match and adds it to `tally`.
fn tally_game(
    tally: &mut Tally,
    g: u32,
    seed: u64,
    [a, b]: [Player; 2],
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
) {
    // Odd games swap the seats so neither level always sits first.
    let swap = g % 2 == 1;
    let players = if swap { [b, a] } else { [a, b] };
    let game = play_game(tiles, lexicon, seed.wrapping_add(g as u64 / 2), players);
    let seat = |level_index: usize| if swap { 1 - level_index } else { level_index } as u8;
    tally.games += 1;
    for who in 0..2 {
        let side = seat(who);
        tally.points[who] += game.score(side) as i64;
        for t in game.turns().iter().filter(|t| t.side == side) {
            if matches!(
                t.event,
                Event::Play { .. } | Event::Exchange { .. } | Event::Pass
            ) {
                tally.turns[who] += 1;
            }
            if matches!(t.event, Event::Play { bingo: true, .. }) {
                tally.bingos[who] += 1;
            }
        }
    }
    match game.status() {
        Status::Over(end) => match end.winner {
            Some(w) if w == seat(0) => tally.wins[0] += 1,
            Some(_) => tally.wins[1] += 1,
            None => tally.draws += 1,
        },
        _ => tally.draws += 1,
    }
}

/// Every turn of `games` games of `player` against itself (game `g` dealt
/// by `seed + g`), over the machine's cores; the same on any machine.
pub fn turns_of_games(
    games: u32,
    seed: u64,
    player: Player,
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
) -> Vec<Turn> {
    per_game(games, seed, |game_seed| {
        turns_of_game(game_seed, player, tiles, lexicon.clone())
    })
}

/// `run` for each of `games` seeds from `seed` on, shared among the
/// machine's cores; the results in game order.
pub fn per_game<T: Send>(games: u32, seed: u64, run: impl Fn(u64) -> Vec<T> + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let run = &run;
    let mut per_game: Vec<(u64, Vec<T>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games as u64)
                        .step_by(threads as usize)
                        .map(|g| (g, run(seed.wrapping_add(g))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("self-play does not panic"))
            .collect()
    });
    per_game.sort_by_key(|(g, _)| *g);
    per_game.into_iter().flat_map(|(_, s)| s).collect()
}

fn turns_of_game(
    seed: u64,
    player: Player,
    tiles: TileSetId,
    lexicon: Option<Arc<Lexicon>>,
) -> Vec<Turn> {
    let mut game = Game::with_lexicon(GameConfig::casual(tiles, seed), lexicon);
    let mut marks = Vec::new();
    play_on(&mut game, |position, side, turn| {
        let unseen = position.unseen.iter().map(|&c| c as usize).sum();
        marks.push((side, unseen, position.spread));
        player.choose(position, seed ^ (turn << 32), &mut || false)
    });
    let lead = |side: u8| game.score(side) - game.score(1 - side);
    marks
        .into_iter()
        .map(|(side, unseen, now)| Turn {
            unseen,
            lead: now,
            final_lead: lead(side),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_ai::player::Level;
    use krada_engine::tileset::TileSet;

    #[test]
    fn the_parts_of_a_match_add_up_to_the_whole() {
        let set = TileSet::get(TileSetId::Standard);
        let [greedy, medium] = [Level::Greedy, Level::Medium].map(|l| Player::new(l, &set));
        let match_of = |games| run(games, 11, greedy, medium, TileSetId::Standard, None, |_| {});
        let whole = match_of(0..4);
        let mut parts = match_of(0..1);
        parts.merge(&match_of(1..4));
        assert_eq!(parts, whole);
        assert_eq!(whole.games, 4);
        // The second part is not the first again: game 1 swaps the seats.
        assert_ne!(match_of(0..1), match_of(1..2));
    }

    #[test]
    fn the_turns_of_a_game_end_with_the_final_lead() {
        let player = Player::new(Level::Greedy, &TileSet::get(TileSetId::Standard));
        let turns = turns_of_games(2, 11, player, TileSetId::Standard, None);
        assert!(turns.len() > 10);
        // The first turn of a game: nothing seen, nothing scored.
        assert_eq!((turns[0].unseen, turns[0].lead), (100 - 8, 0));
        // The first two turns are the two sides': one's final lead is the
        // other's deficit.
        assert_eq!(turns[0].final_lead, -turns[1].final_lead);
        assert_ne!(turns[0].final_lead, 0);
    }
}
