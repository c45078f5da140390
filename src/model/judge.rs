//! The judge of a game on a real board: is this equation valid, are these
//! words acceptable. A-Math's verdict gives the engine's reason; Crossword's
//! is for the play as a whole and never says which word failed (docs/rules.md, Crossword:
//! only the verdict is announced).

use krada_engine::lexicon::Lexicon;
use krada_engine::{equation, notation};
use krada_text::Lang;

/// What is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    Equation,
    Words,
}

/// The verdict, with what the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub valid: bool,
    /// The headline: valid or not, acceptable or not.
    pub said: String,
    /// Why not, for an equation; the word list judged by, for words.
    pub why: Option<String>,
}

/// Judges an equation written in tile notation (`[12]` for the tiles 10 to
/// 20; a blank or a `+/-`, `×/÷` tile as the face it shows); `None` for
/// nothing written.
pub fn equation(text: &str, lang: Lang) -> Option<Verdict> {
    let ui = lang.ui();
    let written: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if written.is_empty() {
        return None;
    }
    let invalid = |why: String| Verdict {
        valid: false,
        said: ui.judge_invalid.to_string(),
        why: Some(why),
    };
    let Ok(faces) = notation::parse_faces(&written) else {
        return Some(invalid(ui.judge_unreadable.to_string()));
    };
    Some(match equation::check(&faces) {
        Ok(_) => Verdict {
            valid: true,
            said: ui.judge_valid.to_string(),
            why: None,
        },
        Err(error) => invalid(lang.equation_error(&error)),
    })
}

/// Judges the words of a play (written apart by spaces or commas) against
/// `words`, named `list`: acceptable only when every one is a word of it.
/// `None` for nothing written.
pub fn words(text: &str, words: &Lexicon, list: &str, lang: Lang) -> Option<Verdict> {
    let ui = lang.ui();
    let written: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(str::to_uppercase)
        .collect();
    if written.is_empty() {
        return None;
    }
    let valid = written.iter().all(|w| words.contains_str(w));
    Some(Verdict {
        valid,
        said: if valid {
            ui.judge_acceptable
        } else {
            ui.judge_not_acceptable
        }
        .to_string(),
        why: Some(ui.judge_word_list.replace("{list}", list)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_equation_is_judged_with_the_engines_reason_in_the_players_language() {
        let valid = equation("47-[19]-[13]=[15]", Lang::En).unwrap();
        assert!(valid.valid && valid.why.is_none(), "{valid:?}");
        let wrong = equation("3 + 4 = 8", Lang::En).unwrap();
        assert!(!wrong.valid);
        assert_eq!(
            wrong.why.as_deref(),
            Some(
                Lang::En
                    .equation_error(
                        &equation::check(&notation::parse_faces("3+4=8").unwrap()).unwrap_err()
                    )
                    .as_str()
            )
        );
        let thai = equation("3+4=8", Lang::Th).unwrap();
        assert_ne!(thai.said, wrong.said);
        assert_ne!(thai.why, wrong.why);
        // × and ÷ may be typed as x and /; tiles 10 to 20 in brackets.
        assert!(equation("6x[12]/4=18", Lang::En).unwrap().valid);
        let unreadable = equation("3+4=[25]", Lang::Th).unwrap();
        assert!(!unreadable.valid && unreadable.why.is_some());
        assert_eq!(equation("  ", Lang::En), None);
    }

    #[test]
    fn words_are_judged_as_a_whole_never_one_by_one() {
        let list = Lexicon::from_list("CAT\nCATS\nDOG\n").unwrap();
        let good = words("cats, dog", &list, "ENABLE", Lang::En).unwrap();
        assert!(good.valid);
        assert!(good.why.as_deref().unwrap().contains("ENABLE"), "{good:?}");
        let bad = words("CAT DOGZ", &list, "ENABLE", Lang::En).unwrap();
        assert!(!bad.valid);
        // The verdict never names the word that failed.
        let told = format!("{} {}", bad.said, bad.why.as_deref().unwrap_or(""));
        assert!(!told.contains("DOGZ") && !told.contains("CAT"), "{told}");
        assert_ne!(
            words("DOGZ", &list, "ENABLE", Lang::Th).unwrap().said,
            bad.said
        );
        assert_eq!(words(" , ", &list, "ENABLE", Lang::En), None);
    }
}
