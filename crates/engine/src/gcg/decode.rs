//! A GCG file's bytes as text. The format says a file is ISO-8859-1 unless
//! its first line declares `#character-encoding UTF-8`; older programs write
//! Latin-1 names without saying so. Decoding here, from bytes, is what lets
//! the CLI and the app read those names right.

/// Why a file's bytes are not text of the encoding it declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// `#character-encoding` names an encoding Krada does not read.
    Unsupported(String),
    /// The file says UTF-8 but is not; `at` is the first bad byte.
    NotUtf8 { at: usize },
}

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// The file's text, by its declared encoding (UTF-8 or ISO-8859-1), or by
/// a UTF-8 byte-order mark; ISO-8859-1 when it declares none.
pub fn decode(bytes: &[u8]) -> Result<String, DecodeError> {
    if let Some(rest) = bytes.strip_prefix(UTF8_BOM) {
        return utf8(rest, UTF8_BOM.len());
    }
    match declared_encoding(bytes) {
        Some(name) if is_utf8(&name) => utf8(bytes, 0),
        Some(name) if is_latin1(&name) => Ok(latin1(bytes)),
        Some(name) => Err(DecodeError::Unsupported(name)),
        None => Ok(latin1(bytes)),
    }
}

fn utf8(bytes: &[u8], offset: usize) -> Result<String, DecodeError> {
    String::from_utf8(bytes.to_vec()).map_err(|e| DecodeError::NotUtf8 {
        at: offset + e.utf8_error().valid_up_to(),
    })
}

/// The value of a `#character-encoding` pragma on the first line, which is
/// where the format puts it.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let first = bytes.split(|&b| b == b'\n').next()?;
    let first = String::from_utf8_lossy(first);
    let value = first.trim().strip_prefix("#character-encoding")?;
    Some(value.trim().to_string())
}

fn is_utf8(name: &str) -> bool {
    matches!(name.to_ascii_lowercase().as_str(), "utf-8" | "utf8")
}

fn is_latin1(name: &str) -> bool {
    matches!(
        name.to_ascii_lowercase().as_str(),
        "iso-8859-1" | "iso8859-1" | "latin1" | "latin-1" | "windows-1252" | "cp1252"
    )
}

/// Bytes 0x80–0x9F as Windows-1252 reads them (`€`, `œ`, `Š` …), as
/// browsers read any file labelled ISO-8859-1; the rest map to themselves.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

fn latin1(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => CP1252_HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}
