//! Writing A-Math faces as text: one character a tile, `[13]` for the tiles
//! 10–20, and the usual stand-ins for `×` and `÷` that a keyboard has.

use crate::face::{Face, amath};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// Character index (not byte) of the problem in the text.
    pub at: usize,
    pub kind: NotationErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    UnknownSymbol(char),
    /// `[…]` holding something other than 10–20.
    BadBracket(String),
    UnclosedBracket,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            NotationErrorKind::UnknownSymbol(c) => write!(f, "unknown symbol '{c}' at character {}", self.at + 1),
            NotationErrorKind::BadBracket(s) => {
                write!(f, "[{s}] at character {} is not a tile 10–20", self.at + 1)
            }
            NotationErrorKind::UnclosedBracket => write!(f, "'[' at character {} is never closed", self.at + 1),
        }
    }
}

impl std::error::Error for NotationError {}

/// The face a single character stands for.
pub fn face_of_char(c: char) -> Option<Face> {
    Some(match c {
        '0'..='9' => amath::num(c as u8 - b'0'),
        '+' => amath::ADD,
        '-' | '−' | '–' => amath::SUB,
        '×' | 'x' | 'X' | '*' => amath::MUL,
        '÷' | '/' => amath::DIV,
        '=' => amath::EQ,
        _ => return None,
    })
}

/// Reads `47-19-13=15` or `[12]÷3=4`; spaces are ignored.
pub fn parse_faces(text: &str) -> Result<Vec<Face>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut faces = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '[' {
            let close = chars[i..]
                .iter()
                .position(|&c| c == ']')
                .ok_or(NotationError { at: i, kind: NotationErrorKind::UnclosedBracket })?;
            let inner: String = chars[i + 1..i + close].iter().collect();
            match inner.trim().parse::<u8>() {
                Ok(n) if (10..=20).contains(&n) => faces.push(amath::num(n)),
                _ => return Err(NotationError { at: i, kind: NotationErrorKind::BadBracket(inner) }),
            }
            i += close + 1;
            continue;
        }
        faces.push(face_of_char(c).ok_or(NotationError { at: i, kind: NotationErrorKind::UnknownSymbol(c) })?);
        i += 1;
    }
    Ok(faces)
}

/// Writes faces back in the same notation (`[13]` for 10–20).
pub fn write_faces(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|&f| if amath::is_number(f) && f.0 >= 10 { format!("[{}]", f.0) } else { amath::symbol(f) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_symbol_and_bracketed_tiles() {
        let faces = parse_faces("[12]x3 = 36*1 / 1").unwrap();
        assert_eq!(
            faces,
            vec![amath::num(12), amath::MUL, amath::num(3), amath::EQ, amath::num(3), amath::num(6), amath::MUL, amath::num(1), amath::DIV, amath::num(1)]
        );
        assert_eq!(write_faces(&faces), "[12]×3=36×1÷1");
        assert_eq!(parse_faces("7÷2−1").unwrap()[3], amath::SUB);
    }

    #[test]
    fn unreadable_text_says_where() {
        assert_eq!(parse_faces("1=a").unwrap_err(), NotationError { at: 2, kind: NotationErrorKind::UnknownSymbol('a') });
        assert_eq!(parse_faces("[21]=1").unwrap_err().kind, NotationErrorKind::BadBracket("21".into()));
        assert_eq!(parse_faces("[9]=9").unwrap_err().kind, NotationErrorKind::BadBracket("9".into()));
        assert_eq!(parse_faces("1=[12").unwrap_err(), NotationError { at: 2, kind: NotationErrorKind::UnclosedBracket });
        assert!(parse_faces("x[").unwrap_err().to_string().contains("character 2"));
    }
}
