//! English.

use crate::Ui;
use krada_engine::equation::EquationError;
use krada_engine::game::GameError;
use krada_engine::notation::{display_faces, square_name};
use krada_engine::play::PlayError;
use krada_engine::rules::GameKind;

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
    pass: "pass",
    exchange: "exchange",
    bingo: "bingo",
    challenge_failed: "challenge: the play stands, turn lost",
    challenge_succeeded: "challenge: the play comes off",
    withdrawn: "play withdrawn after a challenge",
    out_bonus: "out: twice the opponent's rack",
    rack_penalty: "tiles left on the rack",
    time_penalty: "time penalty",
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

pub fn play_error(kind: GameKind, error: &PlayError) -> String {
    use PlayError::*;
    match error {
        NoTiles => "Place at least one tile.".into(),
        TooManyTiles => "A play uses no more tiles than a rack holds.".into(),
        Occupied(pos) => format!("Square {pos} already holds a tile."),
        SameSquareTwice(pos) => format!("Two tiles on square {pos}."),
        FaceNotAllowed(pos) => format!("The tile on {pos} cannot stand for that."),
        NotInOneLine => "All tiles of a play go in one row or one column.".into(),
        Gap(pos) => format!("Square {pos} is empty: a play must be one unbroken line."),
        FirstPlayMissesStar(pos) => format!("The first play must cover the centre star ({pos})."),
        NotTouching => "A play must touch a tile already on the board.".into(),
        NoLine => "A lone tile must join other tiles.".into(),
        NoWordList => "No word list is installed, so words cannot be checked.".into(),
        BadEquation { line, error } => format!(
            "{} {}: {}",
            square_name(line.start, line.dir),
            display_faces(kind, &line.faces),
            equation_error(error)
        ),
    }
}

pub fn game_error(kind: GameKind, error: &GameError) -> String {
    use GameError::*;
    match error {
        Over => "The game is over.".into(),
        Play(e) => play_error(kind, e),
        NotOnRack(_) => "That tile is not on your rack.".into(),
        ExchangeBagTooSmall { in_bag, needed } => {
            format!("An exchange needs at least {needed} tiles in the bag; {in_bag} are left.")
        }
        ExchangeNothing => "Choose the tiles to exchange.".into(),
        NothingToChallenge => "There is no play to challenge.".into(),
        NoChallengeInCheckedMode => {
            "Plays are checked at once in this game, so there is nothing to challenge.".into()
        }
        ChallengeOrAccept => "Challenge the last play or accept it.".into(),
        OverMoveLimit => "Time for this move is up: you can only pass.".into(),
    }
}
