//! A reviewed game as text: a block a move, then a line a player. The
//! command line prints it; the app offers it as a download.

use crate::{Lang, count, fill, tenths, tile_labels};
use krada_ai::position::Position;
use krada_engine::rules::Rules;
use krada_engine::tileset::TileId;
use krada_features::review::{Moment, MoveReview, Played, SideSummary, line_of, summarise};

/// The review as text: a block a move, then a line a player.
/// `reviews[i]` is the review of `moments[i]`; moves not reviewed are left out.
pub fn review_report(
    lang: Lang,
    names: &[String; 2],
    moments: &[Moment],
    reviews: &[Option<MoveReview>],
) -> String {
    let ui = lang.ui();
    let reviewed: Vec<(&Moment, &MoveReview)> = moments
        .iter()
        .zip(reviews)
        .filter_map(|(m, r)| Some((m, r.as_ref()?)))
        .collect();
    let rack_size = moments.first().map_or(8, |m| m.position.rules().rack_size);
    let mut out = String::new();
    for &(moment, review) in &reviewed {
        let position = &moment.position;
        out.push_str(&fill(
            ui.review_move,
            &[
                ("n", &(moment.index + 1).to_string()),
                ("name", &names[moment.side as usize & 1]),
                ("rack", &labels(position, &position.rack)),
                ("played", &played_text(position, &moment.played, lang)),
            ],
        ));
        out.push_str(&format!("; {}\n", verdict(lang, review, rack_size)));
        for (i, best) in review.best.iter().enumerate() {
            let bingo = if best.bingo {
                format!(" ({})", ui.review_bingo)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "     {}. {}{bingo}\n",
                i + 1,
                fill(
                    ui.review_best,
                    &[
                        ("play", &line_of(position, &best.placements)),
                        ("score", &best.score.to_string()),
                        ("equity", &tenths(best.equity)),
                    ]
                )
            ));
        }
    }
    let sides = summarise(reviewed.iter().map(|&(_, r)| r), rack_size);
    for (side, summary) in sides.iter().enumerate() {
        if summary.moves == 0 {
            continue;
        }
        out.push_str(&side_summary(lang, &names[side], summary));
        out.push('\n');
    }
    out
}

/// The verdict on a move: its rank, what it left, and a mark on a big miss.
pub fn verdict(lang: Lang, review: &MoveReview, rack_size: usize) -> String {
    let ui = lang.ui();
    if review.plays == 0 {
        return ui.review_no_play.to_string();
    }
    let mut text = format!(
        "{}; {}",
        fill(
            ui.review_rank,
            &[
                ("rank", &review.rank.to_string()),
                ("moves", &count(review.moves())),
            ],
        ),
        fill(
            ui.review_left,
            &[
                ("points", &review.points_lost().to_string()),
                ("equity", &tenths(review.equity_lost())),
            ],
        )
    );
    // With the bag nearly empty, what decides: the draws it wins.
    if let Some(d) = review.draws.as_ref().and_then(|d| d.played) {
        text.push_str(&format!("; {}", ui.draws_won(d)));
    }
    if review.bingo_missed(rack_size) {
        text.push_str(&format!(" — {}", ui.review_bingo_missed));
    } else if review.big_miss(rack_size) {
        text.push_str(&format!(" — {}", ui.review_big_miss));
    }
    text
}

/// One player's moves added up.
pub fn side_summary(lang: Lang, name: &str, summary: &SideSummary) -> String {
    fill(
        lang.ui().review_summary,
        &[
            ("name", name),
            ("moves", &lang.ui().moves(summary.moves)),
            ("points", &summary.points_lost.to_string()),
            ("equity", &tenths(summary.equity_lost)),
            ("played", &summary.bingos_played.to_string()),
            ("missed", &summary.bingos_missed.to_string()),
            ("rank", &format!("{:.1}", summary.average_rank)),
        ],
    )
}

fn labels(position: &Position, tiles: &[TileId]) -> String {
    tile_labels(&Rules::for_tiles(position.tiles).tiles, tiles)
}

fn played_text(position: &Position, played: &Played, lang: Lang) -> String {
    let ui = lang.ui();
    match played {
        Played::Play { placements, score } => {
            format!("{} ({score})", line_of(position, placements))
        }
        Played::Exchange { tiles } => {
            fill(ui.review_exchange, &[("tiles", &labels(position, tiles))])
        }
        Played::Pass => ui.review_pass.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_features::review::review_moment;

    /// Issue 49: an opening exchange with no play to make read "rank 2 of
    /// 0; 0 points left — a big miss". It says there was no play.
    #[test]
    fn a_move_with_no_play_possible_says_so_in_both_languages() {
        let position = Position::from_text("tiles standard\nrack ++++××××\nbag 90\n").unwrap();
        let moment = Moment {
            index: 0,
            side: 0,
            position: position.clone(),
            played: Played::Exchange {
                tiles: position.rack.clone(),
            },
        };
        let review = review_moment(&moment, 3);
        for lang in [Lang::En, Lang::Th] {
            assert_eq!(verdict(lang, &review, 8), lang.ui().review_no_play);
        }
    }
}
