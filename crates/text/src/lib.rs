//! Every word Krada shows a player. One file per language ([`en`], [`th`]),
//! each filling the same [`Ui`] table and explaining the same rule reasons,
//! so a missing translation is a compile error rather than a blank label.

pub mod en;
pub mod th;

use krada_engine::equation::EquationError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Th,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Th, Lang::En];

    /// The BCP 47 tag, for `<html lang>` and storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Th => "th",
            Lang::En => "en",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == tag)
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Th => Lang::En,
            Lang::En => Lang::Th,
        }
    }

    pub fn ui(self) -> &'static Ui {
        match self {
            Lang::Th => &th::UI,
            Lang::En => &en::UI,
        }
    }

    /// Why an equation is invalid, for a player.
    pub fn equation_error(self, error: &EquationError) -> String {
        match self {
            Lang::Th => th::equation_error(error),
            Lang::En => en::equation_error(error),
        }
    }
}

/// The interface's fixed labels.
#[derive(Debug)]
pub struct Ui {
    /// The language's own name, shown on the switch that selects it.
    pub language_name: &'static str,
    pub switch_language: &'static str,
    pub app_title: &'static str,
    pub tagline: &'static str,
    pub board: &'static str,
    pub rack: &'static str,
    pub rack_empty: &'static str,
    pub clock: &'static str,
    pub clock_off: &'static str,
    pub score_sheet: &'static str,
    pub no_turns: &'static str,
    pub star: &'static str,
    pub equation_x3: &'static str,
    pub equation_x2: &'static str,
    pub piece_x3: &'static str,
    pub piece_x2: &'static str,
    pub plain_square: &'static str,
    pub empty_square: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::rational::Rational;

    #[test]
    fn languages_round_trip_through_their_tags() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
            assert_ne!(lang.other(), lang);
        }
        assert_eq!(Lang::from_tag("fr"), None);
    }

    #[test]
    fn every_reason_reads_differently_in_each_language_and_names_the_tile() {
        let reasons = [
            EquationError::TooShort,
            EquationError::NoEquals,
            EquationError::EqualsAtStart,
            EquationError::EqualsAtEnd,
            EquationError::OperatorAtStart { at: 2 },
            EquationError::UnaryPlus { at: 2 },
            EquationError::SignedZero { at: 2 },
            EquationError::AdjacentOperators { at: 2 },
            EquationError::OperatorAtEnd { at: 2 },
            EquationError::TooManyDigits { at: 2 },
            EquationError::LeadingZero { at: 2 },
            EquationError::JoinedBigNumber { at: 2 },
            EquationError::DivisionByZero { at: 2 },
            EquationError::TooLarge { at: 2 },
            EquationError::NotEqual {
                at: 2,
                left: Rational::int(7),
                right: Rational::new_fraction(1, 2),
            },
        ];
        let mut seen = std::collections::HashSet::new();
        for reason in &reasons {
            let en = Lang::En.equation_error(reason);
            let th = Lang::Th.equation_error(reason);
            assert_ne!(en, th);
            assert!(seen.insert(en.clone()), "two reasons read the same: {en}");
            if !matches!(
                reason,
                EquationError::TooShort
                    | EquationError::NoEquals
                    | EquationError::EqualsAtStart
                    | EquationError::EqualsAtEnd
            ) {
                assert!(
                    en.contains('3') && th.contains('3'),
                    "{en} / {th} should name tile 3"
                );
            }
        }
        let not_equal = Lang::En.equation_error(&reasons[14]);
        assert!(
            not_equal.contains("7") && not_equal.contains("1/2"),
            "{not_equal}"
        );
    }
}
