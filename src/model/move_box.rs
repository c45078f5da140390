//! The move box: a move typed as the score sheet writes it — `8G 9×4=36`,
//! `H8 QUIXOTIC`, `exchange 3+?`, `pass` — read against the board and the
//! rack, for a player who does not see the board and for anyone who would
//! rather type (docs/accessibility.md). Whether the move is legal is the
//! engine's, as for tiles placed by hand.

use krada_engine::board::Board;
use krada_engine::notation::{NotationError, NotationErrorKind, face_symbol, parse_rack};
use krada_engine::play::{Placement, WrittenPlayError, typed_play};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSet};
use krada_text::{Lang, fill};

/// A move read from the box.
#[derive(Clone, Debug, PartialEq)]
pub enum TypedMove {
    /// Tiles to lay on the board, each from the rack.
    Play(Vec<Placement>),
    Exchange(Vec<TileId>),
    Pass,
}

/// Why the box's text is not a move of the player's.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveBoxProblem {
    /// Not a square with its direction (`8G` across, `G8` down).
    Square,
    /// The character at `at` (counted from 1) is not a tile.
    Unread {
        at: usize,
        text: String,
    },
    OffBoard,
    /// The rack lacks these tiles (as the player reads them).
    NotOnRack(Vec<String>),
    /// "exchange" with no tiles after it.
    ExchangeWhat,
}

/// Words that pass: English always (and GCG's `-`), and the page's language.
fn is_pass(word: &str, lang: Lang) -> bool {
    ["pass", "-", lang.ui().pass]
        .iter()
        .any(|w| word.eq_ignore_ascii_case(w))
}

/// The tiles after an exchange word (English, GCG's `-ABC`, or the page's
/// language); `None` when the text does not start with one.
fn exchange_tiles(text: &str, lang: Lang) -> Option<&str> {
    let lower = text.to_lowercase();
    for word in ["exchange", "exch", lang.ui().exchange] {
        if lower.starts_with(word) && text.is_char_boundary(word.len()) {
            return Some(text[word.len()..].trim());
        }
    }
    text.strip_prefix('-').map(str::trim)
}

/// Reads `text` as a move of the player holding `rack`.
pub fn read_move(
    text: &str,
    rules: &Rules,
    board: &Board,
    rack: &[TileId],
    lang: Lang,
) -> Result<TypedMove, MoveBoxProblem> {
    let text = text.trim();
    let set = &rules.tiles;
    if is_pass(text, lang) {
        return Ok(TypedMove::Pass);
    }
    if let Some(tiles) = exchange_tiles(text, lang) {
        if tiles.is_empty() {
            return Err(MoveBoxProblem::ExchangeWhat);
        }
        let wanted = parse_rack(set, tiles).map_err(unread(tiles))?;
        return exchange_from_rack(set, rack, &wanted).map(TypedMove::Exchange);
    }
    // As `typed_play` reads them: the tiles with their spaces taken out, so
    // a problem's place counts the same characters.
    let tiles: String = text
        .split_once(char::is_whitespace)
        .map_or("", |(_, t)| t)
        .split_whitespace()
        .collect();
    let placements = typed_play(set, board, text).map_err(|e| match e {
        WrittenPlayError::Square => MoveBoxProblem::Square,
        WrittenPlayError::OffBoard => MoveBoxProblem::OffBoard,
        WrittenPlayError::Tiles(e) => unread(&tiles)(e),
    })?;
    play_from_rack(set, rack, placements).map(TypedMove::Play)
}

/// A notation error in `text` (the tiles written) as the box reports it:
/// where and what, not the parser's English.
fn unread(text: &str) -> impl Fn(NotationError) -> MoveBoxProblem + '_ {
    move |e| {
        let at = match e.kind {
            NotationErrorKind::UnknownSymbol(c) => {
                return MoveBoxProblem::Unread {
                    at: e.at + 1,
                    text: c.to_string(),
                };
            }
            _ => e.at,
        };
        MoveBoxProblem::Unread {
            at: at + 1,
            text: text.chars().skip(at).take(4).collect(),
        }
    }
}

/// The play's tiles taken from the rack: the tile written, else a tile that
/// can show the same face (a choice tile, then a blank) — the sheet writes a
/// face, not which tile made it.
fn play_from_rack(
    set: &TileSet,
    rack: &[TileId],
    placements: Vec<Placement>,
) -> Result<Vec<Placement>, MoveBoxProblem> {
    let mut left = rack.to_vec();
    let mut missing = Vec::new();
    let mut out = Vec::with_capacity(placements.len());
    for p in placements {
        let choice = |t: &TileId| {
            let kind = set.kind(*t);
            !kind.blank && kind.faces.len() > 1 && kind.faces.contains(p.face)
        };
        let at = left
            .iter()
            .position(|&t| t == p.tile)
            .or_else(|| left.iter().position(choice))
            .or_else(|| left.iter().position(|&t| set.kind(t).blank));
        match at {
            Some(i) => out.push(Placement {
                tile: left.remove(i),
                ..p
            }),
            None => missing.push(face_symbol(set.id.game(), p.face)),
        }
    }
    match missing.is_empty() {
        true => Ok(out),
        false => Err(MoveBoxProblem::NotOnRack(missing)),
    }
}

/// The tiles to exchange, each on the rack.
fn exchange_from_rack(
    set: &TileSet,
    rack: &[TileId],
    wanted: &[TileId],
) -> Result<Vec<TileId>, MoveBoxProblem> {
    let mut left = rack.to_vec();
    let missing: Vec<String> = wanted
        .iter()
        .filter(|&&t| match left.iter().position(|&r| r == t) {
            Some(i) => {
                left.remove(i);
                false
            }
            None => true,
        })
        .map(|&t| set.kind(t).label.to_string())
        .collect();
    match missing.is_empty() {
        true => Ok(wanted.to_vec()),
        false => Err(MoveBoxProblem::NotOnRack(missing)),
    }
}

/// The problem in the player's language.
pub fn problem_text(problem: &MoveBoxProblem, lang: Lang, rules: &Rules) -> String {
    let ui = lang.ui();
    match problem {
        MoveBoxProblem::Square => ui.move_box_square.into(),
        MoveBoxProblem::Unread { at, text } => fill(
            ui.move_box_unread,
            &[("at", &at.to_string()), ("text", text)],
        ),
        MoveBoxProblem::OffBoard => ui.move_box_off_board.into(),
        MoveBoxProblem::NotOnRack(tiles) => {
            fill(ui.move_box_not_on_rack, &[("tiles", &tiles.join(" "))])
        }
        MoveBoxProblem::ExchangeWhat => fill(
            ui.move_box_exchange_what,
            &[("example", ui.game(rules.kind).exchange_example)],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::notation::parse_rack;

    fn rack(rules: &Rules, text: &str) -> Vec<TileId> {
        parse_rack(&rules.tiles, text).unwrap()
    }

    fn squares(m: &TypedMove) -> Vec<String> {
        match m {
            TypedMove::Play(p) => p.iter().map(|p| p.pos.name()).collect(),
            _ => vec![],
        }
    }

    #[test]
    fn a_play_is_read_as_the_sheet_writes_it_and_takes_the_racks_own_tiles() {
        let rules = Rules::amath();
        let board = Board::default();
        let mine = rack(&rules, "9~×4=36?");
        let read = read_move("8G 9×4=36", &rules, &board, &mine, Lang::En).unwrap();
        assert_eq!(squares(&read), ["G8", "H8", "I8", "J8", "K8", "L8"]);
        // The × is the rack's ×/÷ choice tile: the sheet writes only its face.
        let TypedMove::Play(p) = &read else { panic!() };
        assert_eq!(p[1].tile, mine[1]);
        // No second 9: the blank stands for it.
        let read = read_move(
            "8G 9×9=81",
            &rules,
            &board,
            &rack(&rules, "9~×9=81?"),
            Lang::En,
        );
        assert!(matches!(read, Ok(TypedMove::Play(_))));
        let read = read_move(
            "8G 9×9=81",
            &rules,
            &board,
            &rack(&rules, "9~×=81"),
            Lang::En,
        );
        assert_eq!(read, Err(MoveBoxProblem::NotOnRack(vec!["9".into()])));
    }

    #[test]
    fn pass_and_exchange_in_either_language_and_gcg() {
        let rules = Rules::amath();
        let board = Board::default();
        let mine = rack(&rules, "12+3=4?");
        for text in ["pass", "PASS", "-", "ผ่าน"] {
            assert_eq!(
                read_move(text, &rules, &board, &mine, Lang::Th),
                Ok(TypedMove::Pass),
                "{text}"
            );
        }
        let want = Ok(TypedMove::Exchange(rack(&rules, "3?")));
        for text in ["exchange 3?", "Exchange 3 ?", "-3?", "เปลี่ยนเบี้ย 3?"]
        {
            assert_eq!(
                read_move(text, &rules, &board, &mine, Lang::Th),
                want,
                "{text}"
            );
        }
        assert_eq!(
            read_move("exchange", &rules, &board, &mine, Lang::En),
            Err(MoveBoxProblem::ExchangeWhat)
        );
        assert_eq!(
            read_move("exchange 99", &rules, &board, &mine, Lang::En),
            Err(MoveBoxProblem::NotOnRack(vec!["9".into(), "9".into()]))
        );
    }

    #[test]
    fn what_is_not_a_move_is_named_in_the_players_language() {
        let rules = Rules::amath();
        let board = Board::default();
        let mine = rack(&rules, "12+3=4?");
        let problem = read_move("hello", &rules, &board, &mine, Lang::En).unwrap_err();
        assert_eq!(problem, MoveBoxProblem::Square);
        let problem = read_move("8G 1$2", &rules, &board, &mine, Lang::En).unwrap_err();
        assert_eq!(
            problem,
            MoveBoxProblem::Unread {
                at: 2,
                text: "$".into()
            }
        );
        assert!(problem_text(&problem, Lang::En, &rules).contains('$'));
        assert!(problem_text(&problem, Lang::Th, &rules).contains("ไม่ใช่เบี้ย"));
        let problem = read_move("8N 1+2=3", &rules, &board, &mine, Lang::En).unwrap_err();
        assert_eq!(problem, MoveBoxProblem::OffBoard);
        assert_ne!(
            problem_text(&problem, Lang::En, &rules),
            problem_text(&problem, Lang::Th, &rules)
        );
    }
}
