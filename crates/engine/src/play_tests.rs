//! Placement and scoring rules of docs/rules.md, A-Math: "Turns".

use crate::board::Board;
use crate::equation::EquationError;
use crate::layout::{Dir, Pos};
use crate::play::{Placement, PlayError, check, score};
use crate::rules::Rules;
use crate::test_util::{placements, put};

fn played(rules: &Rules, board: &mut Board, at: &str, tiles: &str) -> u32 {
    let new = placements(rules, board, at, tiles);
    let play = check(rules, board, &new).unwrap_or_else(|e| panic!("{at} {tiles}: {e:?}"));
    put(board, &new);
    play.score
}

#[test]
fn seed_worked_example_scores_108() {
    let rules = Rules::amath();
    let mut board = Board::default();
    // 47-19-13=15 across from A8, so 15 sits on the star: 7 is a blank, the
    // first minus the +/- tile.
    played(&rules, &mut board, "8A", "4?7~-[19]-[13]=[15]");
    let new = placements(&rules, &board, "8I", "=78÷?[13]+9");
    let play = check(&rules, &board, &new).unwrap();
    assert_eq!(play.lines.len(), 1);
    // [2+0+1+7+2+6+1+4 (old tiles, premiums spent) + 1+2+2+(2×2)+0+2+2] × 3.
    assert_eq!(play.lines[0].score, 108);
    assert_eq!(play.score, 108);
    assert!(!play.bingo);
}

#[test]
fn first_play_must_cover_the_star() {
    let rules = Rules::amath();
    let board = Board::default();
    let new = placements(&rules, &board, "8A", "1+1=2");
    assert_eq!(
        check(&rules, &board, &new),
        Err(PlayError::FirstPlayMissesStar(Pos::CENTRE))
    );
    let new = placements(&rules, &board, "H6", "1+1=2");
    assert!(check(&rules, &board, &new).is_ok());
}

#[test]
fn first_play_scores_the_blue_star_and_premiums() {
    let rules = Rules::amath();
    let mut board = Board::default();
    // F8 1, G8 + (2), H8 star piece ×3: 1 → 3, I8 =, J8 2; G8 and I8 are plain.
    assert_eq!(played(&rules, &mut board, "8F", "1+1=2"), 1 + 2 + 3 + 1 + 1);
}

/// Puts tiles straight onto the board, as if played on earlier turns.
fn preset(rules: &Rules, board: &mut Board, at: &str, tiles: &str) {
    let new = placements(rules, board, at, tiles);
    put(board, &new);
}

#[test]
fn two_equation_premiums_multiply_and_a_full_rack_earns_the_bingo() {
    let rules = Rules::amath();
    let mut board = Board::default();
    preset(&rules, &mut board, "1I", "[10]");
    // A1 red … D1 orange … H1 red, then the 10 already on I1: 1+2+3+4=10.
    let new = placements(&rules, &board, "1A", "1+2+3+4=");
    let play = check(&rules, &board, &new).unwrap();
    let tiles = 1 + 2 + 1 + 2 * 2 + 1 + 2 + 2 + 1 + 3;
    assert_eq!(play.lines[0].score, tiles * 3 * 3);
    assert!(play.bingo);
    assert_eq!(play.score, tiles * 9 + 40);
}

#[test]
fn a_t_play_scores_both_equations_with_the_shared_premium_in_each() {
    let rules = Rules::amath();
    let mut board = Board::default();
    preset(&rules, &mut board, "8E", "5×0=0");
    // D6 1, D7 =, D8 1: the 1 on D8 (orange) also turns 5×0=0 into 15×0=0.
    let new = placements(&rules, &board, "D6", "1=1");
    let play = check(&rules, &board, &new).unwrap();
    assert_eq!(play.dir, Dir::Down);
    assert_eq!(play.lines.len(), 2);
    assert_eq!(play.lines[0].score, 1 + 1 + 2);
    assert_eq!(play.lines[1].score, 2 + 2 + 2 + 1 + 1 + 1);
    assert_eq!(play.score, 13);
}

#[test]
fn a_crossing_run_that_is_no_equation_refuses_the_play() {
    let rules = Rules::amath();
    let mut board = Board::default();
    preset(&rules, &mut board, "8E", "5×0=0");
    // D8 2 would make 25×0=0 (fine) but D6..D8 reads 1=2.
    let new = placements(&rules, &board, "D6", "1=2");
    match check(&rules, &board, &new) {
        Err(PlayError::BadEquation {
            line,
            error: EquationError::NotEqual { .. },
        }) => {
            assert_eq!(
                (line.start, line.dir),
                (Pos::parse("D6").unwrap(), Dir::Down)
            );
        }
        other => panic!("{other:?}"),
    }
    // A tile that touches an equation forms a 2-tile run, which is no equation.
    let new = placements(&rules, &board, "E9", "1");
    assert!(matches!(
        check(&rules, &board, &new),
        Err(PlayError::BadEquation {
            error: EquationError::TooShort,
            ..
        })
    ));
}

#[test]
fn a_lone_tile_plays_along_the_line_it_joins() {
    let rules = Rules::amath();
    let mut board = Board::default();
    preset(&rules, &mut board, "H6", "2=");
    let new = placements(&rules, &board, "H8", "2");
    let play = check(&rules, &board, &new).unwrap();
    assert_eq!(play.dir, Dir::Down);
    assert_eq!(play.lines.len(), 1);
}

#[test]
fn tiles_must_lie_in_one_unbroken_line_touching_the_board() {
    let rules = Rules::amath();
    let mut board = Board::default();
    preset(&rules, &mut board, "8F", "1+1=2");
    let tile = |at: &str, t: &str| placements(&rules, &board, at, t)[0];
    let diagonal = [tile("A1", "1"), tile("B2", "=")];
    assert_eq!(
        score(&rules, &board, &diagonal),
        Err(PlayError::NotInOneLine)
    );
    let gapped = [tile("F10", "1"), tile("H10", "1")];
    assert_eq!(
        score(&rules, &board, &gapped),
        Err(PlayError::Gap(Pos::parse("G10").unwrap()))
    );
    let away = placements(&rules, &board, "1A", "1=1");
    assert_eq!(score(&rules, &board, &away), Err(PlayError::NotTouching));
    let onto = [Placement {
        pos: Pos::parse("F8").unwrap(),
        ..tile("F9", "1")
    }];
    assert_eq!(
        score(&rules, &board, &onto),
        Err(PlayError::Occupied(Pos::parse("F8").unwrap()))
    );
    let twice = [tile("F9", "1"), tile("F9", "1")];
    assert_eq!(
        score(&rules, &board, &twice),
        Err(PlayError::SameSquareTwice(Pos::parse("F9").unwrap()))
    );
    assert_eq!(score(&rules, &board, &[]), Err(PlayError::NoTiles));
    let nine = placements(&rules, &board, "9A", "1+1+1+1=4");
    assert_eq!(score(&rules, &board, &nine), Err(PlayError::TooManyTiles));
    // Tiles on both sides of a board tile are one line when the run is unbroken.
    let straddle = placements(&rules, &board, "J7", "2=2");
    assert!(score(&rules, &board, &straddle).is_ok());
}

#[test]
fn a_lone_tile_on_an_empty_board_forms_nothing() {
    let rules = Rules::amath();
    let board = Board::default();
    let new = placements(&rules, &board, "8H", "7");
    assert_eq!(score(&rules, &board, &new), Err(PlayError::NoLine));
}

#[test]
fn faces_must_be_ones_the_tile_can_show() {
    let rules = Rules::amath();
    let board = Board::default();
    let mut new = placements(&rules, &board, "8G", "1~+1=2");
    new[1].face = crate::face::amath::MUL;
    assert_eq!(
        score(&rules, &board, &new),
        Err(PlayError::FaceNotAllowed(Pos::parse("H8").unwrap()))
    );
    let primary = Rules::for_tiles(crate::tileset::TileSetId::Primary);
    let mut new = placements(&primary, &board, "8G", "?[16]=[16]");
    new[0].face = crate::face::amath::num(19);
    assert_eq!(
        score(&primary, &board, &new),
        Err(PlayError::FaceNotAllowed(Pos::parse("G8").unwrap()))
    );
}

#[test]
fn a_written_play_steps_over_filled_squares_and_names_what_is_wrong() {
    use crate::play::{WrittenPlayError, written_play};
    let rules = Rules::amath();
    let mut board = Board::default();
    played(&rules, &mut board, "8G", "9×4=36");
    // Down from G7 through the 9 already on G8: the 1 goes on G9.
    let new = written_play(&rules.tiles, &board, "G7", "1=1").unwrap();
    let squares: Vec<Pos> = new.iter().map(|p| p.pos).collect();
    assert_eq!(
        squares,
        [
            Pos::parse("G7").unwrap(),
            Pos::parse("G9").unwrap(),
            Pos::parse("G10").unwrap()
        ]
    );
    assert_eq!(
        written_play(&rules.tiles, &board, "Z99", "1"),
        Err(WrittenPlayError::Square)
    );
    assert!(matches!(
        written_play(&rules.tiles, &board, "G7", "1$"),
        Err(WrittenPlayError::Tiles(_))
    ));
    assert_eq!(
        written_play(&rules.tiles, &board, "8N", "1+2=3"),
        Err(WrittenPlayError::OffBoard)
    );
}

#[test]
fn a_typed_play_reads_the_sheets_whole_line_or_the_new_tiles_alone() {
    use crate::play::{WrittenPlayError, typed_play};
    let rules = Rules::amath();
    let mut board = Board::default();
    played(&rules, &mut board, "8G", "9×4=36");
    let squares = |new: Vec<Placement>| new.iter().map(|p| p.pos.name()).collect::<Vec<_>>();
    // The sheet's way: the 9 on G8 written too, or a `.` for it.
    let whole = typed_play(&rules.tiles, &board, "G7 19=9").unwrap();
    assert_eq!(squares(whole.clone()), ["G7", "G9", "G10"]);
    assert_eq!(typed_play(&rules.tiles, &board, "G7 1.=9").unwrap(), whole);
    // The new tiles alone, as the position format writes them.
    assert_eq!(typed_play(&rules.tiles, &board, "G7 1=9").unwrap(), whole);
    // A board tile written wrong is not a whole line: read as new tiles, they
    // step over the 9.
    assert_eq!(
        squares(typed_play(&rules.tiles, &board, "G7 18=9").unwrap()),
        ["G7", "G9", "G10", "G11"]
    );
    assert_eq!(
        typed_play(&rules.tiles, &board, "G7"),
        Err(WrittenPlayError::Square)
    );
    assert_eq!(
        typed_play(&rules.tiles, &board, "Q7 1=1"),
        Err(WrittenPlayError::Square)
    );
    // Crossword: a lowercase letter is a blank; the board's letters in the word.
    let lexicon = crate::lexicon::Lexicon::from_list("CAT\nCATS\nAT").unwrap();
    let rules = Rules::crossword(std::sync::Arc::new(lexicon));
    let mut board = Board::default();
    played(&rules, &mut board, "8G", "CAT");
    let new = typed_play(&rules.tiles, &board, "8G CATs").unwrap();
    assert_eq!(squares(new.clone()), ["J8"]);
    assert!(rules.tiles.kind(new[0].tile).blank);
}
