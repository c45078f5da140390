//! English.

use crate::Ui;
use krada_engine::equation::EquationError;

pub const UI: Ui = Ui {
    language_name: "English",
    switch_language: "ภาษาไทย",
    app_title: "Krada",
    tagline: "A-Math and Crossword",
    board: "Board",
    rack: "Rack",
    rack_empty: "No tiles yet",
    clock: "Clock",
    clock_off: "No game running",
    score_sheet: "Score sheet",
    no_turns: "No turns played yet",
    star: "centre star, piece ×3",
    equation_x3: "equation ×3",
    equation_x2: "equation ×2",
    piece_x3: "piece ×3",
    piece_x2: "piece ×2",
    plain_square: "plain square",
    empty_square: "empty",
};

/// Tiles are counted from 1 for players.
pub fn equation_error(error: &EquationError) -> String {
    use EquationError::*;
    match *error {
        TooShort => "An equation needs at least three tiles, like 6=6.".into(),
        NoEquals => "An equation needs an = sign.".into(),
        EqualsAtStart => "An equation may not start with =.".into(),
        EqualsAtEnd => "An equation may not end with =.".into(),
        OperatorAtStart { at } => format!(
            "Tile {}: × or ÷ may not start a side of the equation.",
            at + 1
        ),
        UnaryPlus { at } => format!("Tile {}: + may not be used as a sign, as in +7.", at + 1),
        SignedZero { at } => format!("Tile {}: zero may not carry a sign, as in -0.", at + 1),
        AdjacentOperators { at } => {
            format!("Tile {}: two signs may not stand side by side.", at + 1)
        }
        OperatorAtEnd { at } => format!("Tile {}: a sign needs a number after it.", at + 1),
        TooManyDigits { at } => format!("Tile {}: numbers have at most three digits.", at + 1),
        LeadingZero { at } => format!("Tile {}: a number may not start with 0, as in 07.", at + 1),
        JoinedBigNumber { at } => {
            format!("Tile {}: tiles 10–20 may not join another number.", at + 1)
        }
        DivisionByZero { at } => format!("Tile {}: division by zero.", at + 1),
        TooLarge { at } => format!("Tile {}: the number grows too large to check.", at + 1),
        NotEqual { at, left, right } => {
            format!(
                "Tile {}: the sides are not equal ({left} is not {right}).",
                at + 1
            )
        }
    }
}
