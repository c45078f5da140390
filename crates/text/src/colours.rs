//! The colour each premium square is drawn in, game by game (docs/rules.md,
//! Board): A-Math's red and yellow for the equation, blue and orange for the
//! tile; Crossword's red and pink for the word, dark and light blue for the
//! letter. The one table the board's stylesheet, the legend and
//! How to play's words follow: the page's house test reads the stylesheet
//! against it, and How to play names colours from it, so they cannot drift.

use krada_engine::layout::Premium;
use krada_engine::rules::GameKind;

/// A colour of the boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Red,
    Yellow,
    Blue,
    Orange,
    Pink,
    Navy,
    Sky,
}

impl Colour {
    pub const ALL: [Colour; 7] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Blue,
        Colour::Orange,
        Colour::Pink,
        Colour::Navy,
        Colour::Sky,
    ];

    /// The stylesheet's variable for it (`style/krada.css`).
    pub fn css_var(self) -> &'static str {
        match self {
            Colour::Red => "--red",
            Colour::Yellow => "--yellow",
            Colour::Blue => "--blue",
            Colour::Orange => "--orange",
            Colour::Pink => "--pink",
            Colour::Navy => "--navy",
            Colour::Sky => "--sky",
        }
    }

    /// Its place in a language's `colour_names`.
    pub fn index(self) -> usize {
        Colour::ALL.iter().position(|&c| c == self).expect("listed")
    }
}

/// The colour of `premium`'s squares in `game`; `None` for a plain square.
pub fn premium_colour(game: GameKind, premium: Premium) -> Option<Colour> {
    use Colour::*;
    Some(match (game, premium) {
        (_, Premium::None) => return None,
        (_, Premium::LineX3) => Red,
        (GameKind::AMath, Premium::LineX2) => Yellow,
        (GameKind::AMath, Premium::TileX3) => Blue,
        (GameKind::AMath, Premium::TileX2) => Orange,
        (GameKind::Crossword, Premium::LineX2) => Pink,
        (GameKind::Crossword, Premium::TileX3) => Navy,
        (GameKind::Crossword, Premium::TileX2) => Sky,
    })
}
