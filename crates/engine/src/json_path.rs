//! Where in a JSON text a reader stopped, as a path like `turns[4].score`.
//!
//! serde_json reports only a line and column. Wrapping the reader to track
//! the path (serde_path_to_error) compiles every record type's reader a
//! second time, a seventh of the web app's download; walking the text up
//! to the failure once, after the fact, costs almost nothing.

enum Frame {
    Object {
        key: Option<String>,
        expect_key: bool,
    },
    Array {
        index: usize,
        empty: bool,
    },
}

/// The byte offset of serde_json's 1-based line and column (which counts bytes).
pub fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    (line_start + column).min(text.len())
}

/// The path of the value being read at `offset`: `.` for the whole text.
pub fn path_at(text: &str, offset: usize) -> String {
    let mut stack: Vec<Frame> = Vec::new();
    let seen = &text.as_bytes()[..offset.min(text.len())];
    let mut bytes = seen.iter().enumerate();
    while let Some((at, &byte)) = bytes.next() {
        match byte {
            b'{' => {
                mark_array_value(&mut stack);
                stack.push(Frame::Object {
                    key: None,
                    expect_key: true,
                });
            }
            b'[' => {
                mark_array_value(&mut stack);
                stack.push(Frame::Array {
                    index: 0,
                    empty: true,
                });
            }
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Object { expect_key, .. }) => *expect_key = true,
                Some(Frame::Array { index, .. }) => *index += 1,
                None => {}
            },
            b'"' => {
                let start = at + 1;
                // Where the string ends, or where the text read so far does.
                let mut end = seen.len();
                let mut escaped = false;
                for (i, &b) in bytes.by_ref() {
                    match (escaped, b) {
                        (false, b'\\') => escaped = true,
                        (false, b'"') => {
                            end = i;
                            break;
                        }
                        _ => escaped = false,
                    }
                }
                match stack.last_mut() {
                    Some(Frame::Object { key, expect_key }) if *expect_key => {
                        // The text read may stop inside a character.
                        let name = String::from_utf8_lossy(&seen[start.min(end)..end]);
                        *key = Some(name.into_owned());
                        *expect_key = false;
                    }
                    _ => mark_array_value(&mut stack),
                }
            }
            b' ' | b'\t' | b'\r' | b'\n' | b':' => {}
            _ => mark_array_value(&mut stack),
        }
    }
    render(&stack)
}

/// An array with a value in it has an element to point at.
fn mark_array_value(stack: &mut [Frame]) {
    if let Some(Frame::Array { empty, .. }) = stack.last_mut() {
        *empty = false;
    }
}

fn render(stack: &[Frame]) -> String {
    let mut path = String::new();
    for frame in stack {
        match frame {
            Frame::Object { key: Some(key), .. } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Array {
                index,
                empty: false,
            } => path.push_str(&format!("[{index}]")),
            _ => break,
        }
    }
    if path.is_empty() { ".".into() } else { path }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path_before(text: &str, marker: &str) -> String {
        path_at(text, text.find(marker).expect("marker in text"))
    }

    #[test]
    fn names_nested_fields_and_array_elements() {
        let text = r#"{"version": 1, "turns": [{"score": 3}, {"event": {"placements": [{"pos": 1}, {"pos": X}]}}]}"#;
        assert_eq!(path_before(text, "X"), "turns[1].event.placements[1].pos");
        assert_eq!(path_before(text, "1,"), "version");
        assert_eq!(path_before(text, "3}"), "turns[0].score");
    }

    #[test]
    fn strings_with_brackets_quotes_and_commas_do_not_confuse_it() {
        let text = r#"{"names": ["a,[b", "c\"]{"], "after": X}"#;
        assert_eq!(path_before(text, "X"), "after");
        let text = r#"{"names": ["a,[b", "c\"]{", X]}"#;
        assert_eq!(path_before(text, "X"), "names[2]");
    }

    #[test]
    fn a_closed_value_points_at_its_parent_and_the_start_at_the_whole() {
        let text = r#"{"turns": [{"score": 3} X"#;
        assert_eq!(path_before(text, "X"), "turns[0]");
        assert_eq!(path_at("{ not json", 2), ".");
        assert_eq!(path_at("", 0), ".");
    }

    #[test]
    fn a_key_cut_inside_a_character_is_not_a_panic() {
        let text = r#"{"ทด"#;
        for offset in 0..=text.len() {
            path_at(text, offset);
        }
        assert_eq!(path_at(r#"{"turns": [{"ทด": 1"#, 100), "turns[0].ทด");
        // Found by fuzzing: a key broken off by the failure's column.
        let text = String::from_utf8_lossy(b"{\"ordLr_\xc8\xb8\xff\xff\xff\t\x01\n\n\xc2\x00");
        assert!(crate::record::GameRecord::from_json(&text).is_err());
    }

    #[test]
    fn serde_json_positions_become_offsets() {
        let text = "{\n  \"a\": 1,\n  \"b\": x\n}";
        let err = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        let offset = offset_of(text, err.line(), err.column());
        assert_eq!(&text[offset - 1..offset], "x");
        assert_eq!(path_at(text, offset), "b");
    }
}
