//! What the device keeps as JSON under a key: the puzzle ratings, the book
//! of mistakes, the histories and tallies. One reading for all of them.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The kept value (a new one when none is kept); `Err` with the text when
/// what is kept cannot be read, for the caller to set aside, never wipe.
pub fn read<T: DeserializeOwned + Default>(text: Option<&str>) -> Result<T, String> {
    match text {
        None => Ok(T::default()),
        Some(text) => serde_json::from_str(text).map_err(|_| text.to_string()),
    }
}

/// The kept value, or a new one when none can be read: for a tally that
/// may start afresh.
pub fn read_or_default<T: DeserializeOwned + Default>(text: Option<&str>) -> T {
    read(text).unwrap_or_default()
}

/// The value as it is kept.
pub fn write<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("what the device keeps serialises")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_kept_value_reads_back_and_an_unreadable_one_is_told_with_its_text() {
        let value = BTreeSet::from([3u64, 5]);
        assert_eq!(read::<BTreeSet<u64>>(Some(&write(&value))), Ok(value));
        assert_eq!(read::<BTreeSet<u64>>(None), Ok(BTreeSet::new()));
        assert_eq!(read::<BTreeSet<u64>>(Some("{bad")), Err("{bad".into()));
        assert_eq!(
            read_or_default::<BTreeSet<u64>>(Some("{bad")),
            BTreeSet::new()
        );
    }
}
