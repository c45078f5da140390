//! One test per grammar rule of docs/rules.md, A-Math: "Equations".

use crate::equation::{EquationError, EquationError::*, check};
use crate::notation::parse_faces;
use crate::rational::Rational;

fn run(text: &str) -> Result<Rational, EquationError> {
    check(&parse_faces(text).expect("test notation"))
}

fn valid(text: &str) {
    assert!(run(text).is_ok(), "{text} should be valid: {:?}", run(text));
}

fn invalid(text: &str, expected: EquationError) {
    assert_eq!(run(text), Err(expected), "{text}");
}

#[test]
fn needs_an_equals_sign_and_equal_parts() {
    valid("6=6");
    valid("7×2=5+9");
    valid("7×7=42+7");
    invalid("6+6", NoEquals);
    invalid("12", TooShort);
    invalid("6=", TooShort);
    invalid(
        "3+4=8",
        NotEqual {
            at: 3,
            left: Rational::int(7),
            right: Rational::int(8),
        },
    );
}

#[test]
fn chains_of_equals_must_all_agree() {
    valid(
        "47-19-13=15=78÷13+9"
            .replace("13", "[13]")
            .replace("19", "[19]")
            .replace("15", "[15]")
            .as_str(),
    );
    valid("1+1=2=4÷2=[10]-8");
    invalid(
        "2=2=3",
        NotEqual {
            at: 3,
            left: Rational::int(2),
            right: Rational::int(3),
        },
    );
}

#[test]
fn times_and_divide_bind_tighter_and_equal_precedence_runs_left_to_right() {
    valid("4+4×3=[16]");
    valid("5+4×9÷2=23");
    valid("8×3÷6=1+1+2");
    valid("7-4+5=8");
    invalid(
        "4+4×3=24",
        NotEqual {
            at: 5,
            left: Rational::int(16),
            right: Rational::int(24),
        },
    );
    // Left to right: 8÷4÷2 is 1, not 4.
    valid("8÷4÷2=1");
    invalid(
        "8÷4÷2=4",
        NotEqual {
            at: 5,
            left: Rational::int(1),
            right: Rational::int(4),
        },
    );
    valid("9-3-2=4");
}

#[test]
fn fractions_are_exact() {
    valid("2÷4=4÷8");
    valid("1÷[10]+2÷[10]=3÷[10]");
    // Integer division would accept this; exact arithmetic does not.
    invalid(
        "7÷2=3",
        NotEqual {
            at: 3,
            left: Rational::new_fraction(7, 2),
            right: Rational::int(3),
        },
    );
    valid("7÷2×2=7");
}

#[test]
fn division_by_zero_is_invalid_but_zero_divided_is_fine() {
    invalid("5÷0=0", DivisionByZero { at: 1 });
    invalid("1=2÷0", DivisionByZero { at: 3 });
    valid("0÷5=0");
    valid("3×0=0");
}

#[test]
fn digits_join_into_numbers_of_at_most_three_digits() {
    valid("185=185");
    valid("999-998=1");
    invalid("1000=1000", TooManyDigits { at: 3 });
}

#[test]
fn tiles_ten_to_twenty_never_join_another_number() {
    valid("[12]=[12]");
    invalid("1[12]=112", JoinedBigNumber { at: 1 });
    invalid("[12]1=121", JoinedBigNumber { at: 1 });
    invalid("[10][10]=[20]", JoinedBigNumber { at: 1 });
}

#[test]
fn no_leading_zeros() {
    invalid("07=7", LeadingZero { at: 0 });
    invalid("012=12", LeadingZero { at: 0 });
    invalid("00=0", LeadingZero { at: 0 });
    invalid("5=05", LeadingZero { at: 2 });
    valid("0=0");
    valid("10-[10]=0");
    valid("105=105");
}

#[test]
fn minus_negates_only_at_the_start_of_a_part() {
    valid("-6=4-[10]");
    valid("-285=-285");
    valid("2-8=-6");
    invalid("6+-3=3", AdjacentOperators { at: 2 });
    invalid("7×-6=-42", AdjacentOperators { at: 2 });
    invalid("--5=5", AdjacentOperators { at: 1 });
}

#[test]
fn no_signed_zero_and_no_unary_plus() {
    invalid("-0=0", SignedZero { at: 0 });
    invalid("0=-0", SignedZero { at: 2 });
    // A plus sign is refused before whatever follows it, zero included.
    invalid("+0=0", UnaryPlus { at: 0 });
    invalid("+7=5+2", UnaryPlus { at: 0 });
    invalid("7=+7", UnaryPlus { at: 2 });
    // A binary operator before 0 is ordinary arithmetic.
    valid("5-0=5");
    valid("5+0=5");
}

#[test]
fn operators_neither_start_nor_end_a_part() {
    invalid("×2=2", OperatorAtStart { at: 0 });
    invalid("2=÷2", OperatorAtStart { at: 2 });
    invalid("5+=5", OperatorAtEnd { at: 1 });
    invalid("6=6-", OperatorAtEnd { at: 3 });
    invalid("6=6==6", AdjacentOperators { at: 4 });
}

#[test]
fn equals_may_not_start_or_end_the_equation() {
    invalid("=6=6", EqualsAtStart);
    invalid("6=6=", EqualsAtEnd);
}

#[test]
fn numbers_too_large_to_compute_are_an_error_not_a_wrap() {
    let huge = ["999"; 8].join("×") + "=1";
    assert!(
        matches!(run(&huge), Err(TooLarge { .. })),
        "{:?}",
        run(&huge)
    );
    let tiny = "1÷".to_string() + &["999"; 8].join("÷") + "=1";
    assert!(
        matches!(run(&tiny), Err(TooLarge { .. })),
        "{:?}",
        run(&tiny)
    );
}

#[test]
fn the_closing_number_is_the_one_that_ends_the_equation() {
    use crate::equation::{Closing, Scanner};
    use crate::face::{Face, amath};
    let number_faces = |n: u32| -> Vec<Face> {
        if (10..=20).contains(&n) {
            vec![amath::num(n as u8)]
        } else {
            n.to_string()
                .bytes()
                .map(|b| amath::num(b - b'0'))
                .collect()
        }
    };
    for prefix in [
        "7=", "12=3+", "12=3×", "12=24÷", "6=-", "5=[10]-", "0=0×", "4=8÷", "1=2÷", "3=9-2×",
        "2+2=2-", "4=4",
    ] {
        let mut scanner = Scanner::new();
        for face in parse_faces(prefix).unwrap() {
            scanner.push(face).unwrap();
        }
        let closing = scanner.closing_number();
        let closes = |n: u32| {
            let mut s = scanner;
            number_faces(n).into_iter().all(|f| s.push(f).is_ok()) && s.finish().is_ok()
        };
        let closers: Vec<u32> = (0..=999).filter(|&n| closes(n)).collect();
        match closing {
            None => assert_eq!(
                prefix, "4=4",
                "only a scanner awaiting a number after = answers"
            ),
            Some(Closing::Any) => assert!(closers.len() > 900, "{prefix}: {closers:?}"),
            Some(Closing::Impossible) => assert!(closers.is_empty(), "{prefix}: {closers:?}"),
            Some(Closing::Exactly(v)) => {
                let expected: Vec<u32> = (v.denom() == 1 && (0..=999).contains(&v.numer()))
                    .then_some(v.numer() as u32)
                    .into_iter()
                    .filter(|&n| closes(n))
                    .collect();
                assert_eq!(closers, expected, "{prefix}: closing {v}");
            }
        }
    }
}

#[test]
fn may_follow_lists_exactly_the_faces_the_shape_allows() {
    use crate::equation::Scanner;
    use crate::face::{Face, amath};
    // Every prefix of up to four faces the scanner accepts, and each face
    // after it: one outside `may_follow` is always refused, and one inside
    // it is refused only for a value (division by zero, unequal parts).
    let mut prefixes = vec![Scanner::new()];
    let (mut accepted_outside, mut shape_refusals_inside) = (0, 0);
    for _ in 0..4 {
        let mut longer = Vec::new();
        for scanner in &prefixes {
            let follow = scanner.may_follow();
            for code in 0..26u8 {
                let mut next = *scanner;
                let result = next.push(Face(code));
                let listed = follow.contains(Face(code));
                match result {
                    Ok(()) => {
                        accepted_outside += usize::from(!listed);
                        longer.push(next);
                    }
                    Err(
                        EquationError::DivisionByZero { .. }
                        | EquationError::NotEqual { .. }
                        | EquationError::TooLarge { .. },
                    ) => {}
                    Err(_) => shape_refusals_inside += usize::from(listed),
                }
            }
        }
        longer.dedup();
        prefixes = longer;
    }
    assert!(prefixes.len() > 10_000, "the walk reached long prefixes");
    assert_eq!(accepted_outside, 0, "a face push accepts is never left out");
    assert_eq!(
        shape_refusals_inside, 0,
        "a face refused for its shape is left out"
    );
    let mut after_sign = Scanner::new();
    after_sign.push(amath::SUB).unwrap();
    assert!(!after_sign.may_follow().contains(amath::num(0)));
}

#[test]
fn the_number_needed_never_rules_out_one_that_fits() {
    use crate::equation::{Needed, number_needed};
    use crate::face::{Face, amath};
    // Lines of a few shapes over a handful of numbers and every sign. For
    // each number of the line, every value that makes the line valid when
    // tried one by one must be the one `number_needed` names (or it says
    // any); and it must name one often.
    let numbers: Vec<Vec<Face>> = ["0", "1", "2", "3", "5", "12", "[20]", "[10]", "105"]
        .iter()
        .map(|n| parse_faces(n).unwrap())
        .collect();
    let signs = ["+", "-", "×", "÷"].map(|s| parse_faces(s).unwrap()[0]);
    let shapes: [&[u8]; 5] = [b"non=n", b"n=non", b"-non=n", b"nonon=n", b"n=n=n"];
    let spell = |value: u32, len: usize| -> Option<Vec<Face>> {
        match len {
            1 => (value <= 20).then(|| vec![amath::num(value as u8)]),
            _ => {
                let text = value.to_string();
                (text.len() == len).then(|| text.bytes().map(|b| amath::num(b - b'0')).collect())
            }
        }
    };
    let (mut compared, mut named) = (0, 0);
    for shape in shapes {
        let n_slots = shape.iter().filter(|&&c| c == b'n').count();
        let o_slots = shape.iter().filter(|&&c| c == b'o').count();
        let combos = numbers.len().pow(n_slots as u32) * signs.len().pow(o_slots as u32);
        for mut combo in 0..combos {
            let (mut line, mut spans) = (Vec::new(), Vec::new());
            for &slot in shape {
                match slot {
                    b'n' => {
                        let number = &numbers[combo % numbers.len()];
                        spans.push(line.len()..line.len() + number.len());
                        line.extend(number);
                        combo /= numbers.len();
                    }
                    b'o' => {
                        line.push(signs[combo % signs.len()]);
                        combo /= signs.len();
                    }
                    b'=' => line.push(amath::EQ),
                    _ => line.push(amath::SUB),
                }
            }
            for span in spans {
                let needed = number_needed(&line, span.clone());
                let values = match span.len() {
                    1 => 0..=20,
                    2 => 10..=99,
                    _ => 100..=999,
                };
                for value in values {
                    let Some(faces) = spell(value, span.len()) else {
                        continue;
                    };
                    let mut with = line.clone();
                    with.splice(span.clone(), faces);
                    if check(&with).is_err() {
                        continue;
                    }
                    let named_it = match needed {
                        Needed::Any => true,
                        Needed::Exactly(v) => v == Rational::int(value as i64),
                        Needed::Impossible => false,
                    };
                    assert!(named_it, "{line:?} {span:?}: {value} fits, {needed:?}");
                }
                compared += 1;
                named += usize::from(matches!(needed, Needed::Exactly(_)));
            }
        }
    }
    assert!(
        compared > 100_000 && named > 10_000,
        "{compared} lines, {named} named"
    );
}

#[test]
fn given_one_unknown_number_the_other_is_solved() {
    use crate::equation::{Needed, NumberSolver, Unknown};
    use crate::face::{Face, amath};
    // Lines of a few shapes with two of their numbers unknown (one square
    // each, 0–20): for every pair of values that makes the line valid, each
    // value given must name the other (or say any); and it must name often.
    let numbers: Vec<Vec<Face>> = ["0", "1", "2", "3", "12", "[20]"]
        .iter()
        .map(|n| parse_faces(n).unwrap())
        .collect();
    let signs = ["+", "-", "×", "÷"].map(|s| parse_faces(s).unwrap()[0]);
    let shapes: [&[u8]; 5] = [b"non=n", b"n=non", b"-non=n", b"nonon=n", b"n=n=n"];
    let names = |needed: Needed, value: u8| match needed {
        Needed::Any => true,
        Needed::Exactly(v) => v == Rational::int(value as i64),
        Needed::Impossible => false,
    };
    let (mut pairs, mut named) = (0, 0);
    for shape in shapes {
        let slots: Vec<usize> = (0..shape.len()).filter(|&k| shape[k] == b'n').collect();
        let o_slots = shape.iter().filter(|&&c| c == b'o').count();
        for (i, &p) in slots.iter().enumerate() {
            for &q in &slots[i + 1..] {
                let others = slots.len() - 2;
                let combos = numbers.len().pow(others as u32) * signs.len().pow(o_slots as u32);
                for mut combo in 0..combos {
                    // Each slot's faces; the unknowns' squares hold a stand-in.
                    let mut line: Vec<Vec<Face>> = Vec::new();
                    for (k, &slot) in shape.iter().enumerate() {
                        line.push(match slot {
                            b'n' if k == p || k == q => vec![amath::num(1)],
                            b'n' => {
                                let n = numbers[combo % numbers.len()].clone();
                                combo /= numbers.len();
                                n
                            }
                            b'o' => {
                                let sign = signs[combo % signs.len()];
                                combo /= signs.len();
                                vec![sign]
                            }
                            b'=' => vec![amath::EQ],
                            _ => vec![amath::SUB],
                        });
                    }
                    let mut solver = NumberSolver::new();
                    for (k, faces) in line.iter().enumerate() {
                        if k == p || k == q {
                            solver.push_unknown();
                        } else {
                            faces.iter().for_each(|&f| solver.push(f));
                        }
                    }
                    for x in 0..=20u8 {
                        for y in 0..=20u8 {
                            line[p] = vec![amath::num(x)];
                            line[q] = vec![amath::num(y)];
                            if check(&line.concat()).is_err() {
                                continue;
                            }
                            let for_y = solver
                                .finish()
                                .needed_given(Unknown::Y, Rational::int(x as i64));
                            let for_x = solver
                                .finish()
                                .needed_given(Unknown::X, Rational::int(y as i64));
                            assert!(
                                names(for_y, y),
                                "{:?}: x = {x} gives {for_y:?}, not {y}",
                                line
                            );
                            assert!(
                                names(for_x, x),
                                "{:?}: y = {y} gives {for_x:?}, not {x}",
                                line
                            );
                            pairs += 1;
                            named += usize::from(matches!(for_y, Needed::Exactly(_)));
                        }
                    }
                }
            }
        }
    }
    assert!(
        pairs > 5_000 && named > pairs / 2,
        "{pairs} pairs, {named} named"
    );
}
