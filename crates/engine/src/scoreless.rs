//! The end on turns that put no tile on the board (docs/rules.md, End): one
//! rule, asked by a game here and by a real board's score sheet alike.
//!
//! A turn counts when it leaves no new tile on the board: a pass, an
//! exchange, a play challenged off, the turn a failed challenge costs. A
//! play stands on the board whatever it scores (blanks only make 0): it
//! ends the run. Turns are counted once both sides have had a turn.

/// What a turn left on the board, as the end counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A play that stands: tiles laid.
    Laid,
    /// A pass, an exchange, a play taken off, a turn lost to a challenge.
    NothingLaid,
}

/// Turns in a row, from the latest back, that laid nothing, among
/// `turns` (each with its side, in order), counted from the second side's
/// first turn: the first side's opening pass or exchange, before both
/// sides are in the game, is not one of them.
pub fn run(turns: &[(u8, Turn)]) -> usize {
    let Some(&(first_side, _)) = turns.first() else {
        return 0;
    };
    let Some(both_moved) = turns.iter().position(|&(side, _)| side != first_side) else {
        return 0;
    };
    turns[both_moved..]
        .iter()
        .rev()
        .take_while(|(_, turn)| *turn == Turn::NothingLaid)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Turn::*;

    fn alternate(turns: &[Turn]) -> Vec<(u8, Turn)> {
        turns
            .iter()
            .enumerate()
            .map(|(i, &t)| ((i % 2) as u8, t))
            .collect()
    }

    #[test]
    fn the_run_counts_turns_that_laid_nothing_since_the_last_play() {
        let turns = alternate(&[Laid, Laid, NothingLaid, NothingLaid, NothingLaid]);
        assert_eq!(run(&turns), 3);
        let turns = alternate(&[Laid, NothingLaid, Laid]);
        assert_eq!(run(&turns), 0);
    }

    #[test]
    fn the_count_starts_once_both_sides_have_moved() {
        // Six passes from the very start: the opening one is not counted.
        assert_eq!(run(&alternate(&[NothingLaid; 6])), 5);
        assert_eq!(run(&alternate(&[NothingLaid; 7])), 6);
        // After a play, the other side's first pass counts.
        assert_eq!(run(&alternate(&[Laid, NothingLaid, NothingLaid])), 2);
        assert_eq!(run(&[]), 0);
        assert_eq!(run(&[(0, NothingLaid)]), 0);
    }
}
