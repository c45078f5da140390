//! Writing GCG: Krada's games as files other programs read, and any read
//! file written back.

use super::{Gcg, GcgEvent, GcgLine, GcgMove};
use crate::game::{Event, Game, Turn};
use crate::notation::{square_name, write_rack};
use crate::play::{self, Placement};
use crate::rules::Rules;
use crate::tileset::TileId;

impl Gcg {
    /// The file's text: one space between fields, `+` before a score that
    /// is not negative, squares in capitals, `\n` line ends, no byte-order
    /// mark. A file Krada wrote comes back byte for byte; any other file
    /// comes back as text that [`Gcg::parse`] reads to an equal `Gcg` (the
    /// same pragmas, events, notes and text lines, in the same order).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for line in &self.lines {
            match line {
                GcgLine::Pragma { name, value } if value.is_empty() => out += &format!("#{name}\n"),
                GcgLine::Pragma { name, value } => out += &format!("#{name} {value}\n"),
                GcgLine::Text(text) => out += &format!("{text}\n"),
                GcgLine::Event(e) => out += &format!("{}\n", event_line(e)),
            }
        }
        out
    }
}

/// `>nick: RACK MOVE +score total[ note]`; a rackless event has no rack.
fn event_line(e: &GcgEvent) -> String {
    let body = match &e.kind {
        GcgMove::Play { pos, dir, word } => format!("{} {word}", square_name(*pos, *dir)),
        GcgMove::Withdrawn => "--".into(),
        GcgMove::Pass => "-".into(),
        GcgMove::Exchange(tiles) => format!("-{tiles}"),
        GcgMove::OutBonus(rack) | GcgMove::EndRack(rack) => format!("({rack})"),
        GcgMove::Time => "(time)".into(),
        GcgMove::ChallengeBonus => "(challenge)".into(),
    };
    let mut line = format!(">{}: ", e.nick);
    if !e.rack.is_empty() {
        line += &format!("{} ", e.rack);
    }
    line += &format!("{body} {:+} {}", e.score, e.total);
    if !e.note.is_empty() {
        line += &format!(" {}", e.note);
    }
    line
}

/// A name as a GCG nickname: no spaces, never empty.
pub fn nickname(name: &str, fallback: &str) -> String {
    let nick: String = name
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    if nick.is_empty() {
        fallback.into()
    } else {
        nick
    }
}

fn line_word(rules: &Rules, play: &[Placement], line: &play::Line) -> String {
    let notation = rules.kind.notation();
    line.faces
        .iter()
        .zip(&line.new)
        .enumerate()
        .map(|(i, (&face, &new))| {
            if !new {
                return ".".to_string();
            }
            let pos = line.start.step(line.dir, i as isize).expect("on board");
            match play.iter().find(|p| p.pos == pos) {
                // A blank written as the records write it (lowercase).
                Some(p) => notation.marked_face(rules.tiles.kind(p.tile), face),
                None => notation.face_text(face),
            }
        })
        .collect()
}

impl GcgMove {
    /// A play as GCG writes it: its main line's square and word, `.` for a
    /// tile already on the board, lowercase for a blank.
    pub fn of_play(rules: &Rules, placements: &[Placement], play: &play::ScoredPlay) -> GcgMove {
        let main = &play.lines[0];
        GcgMove::Play {
            pos: main.start,
            dir: main.dir,
            word: line_word(rules, placements, main),
        }
    }
}

impl Game {
    /// The game as GCG. Player 1 is the side that moved first.
    pub fn to_gcg(&self) -> Gcg {
        let rules = self.rules();
        let first = self.first();
        let config = self.config();
        let mut nicks = [0, 1].map(|s| nickname(&config.sides[s].name, &format!("p{}", s + 1)));
        if nicks[0] == nicks[1] {
            nicks = [0, 1].map(|s| format!("{}{}", nicks[s], s + 1));
        }
        let mut lines = vec![GcgLine::Pragma {
            name: "character-encoding".into(),
            value: "UTF-8".into(),
        }];
        for (n, side) in [first, 1 - first].into_iter().enumerate() {
            lines.push(GcgLine::Pragma {
                name: format!("player{}", n + 1),
                value: format!(
                    "{} {}",
                    nicks[side as usize],
                    config.sides[side as usize].name.trim()
                ),
            });
        }
        if let Some(lexicon) = &config.lexicon {
            lines.push(GcgLine::Pragma {
                name: "lexicon".into(),
                value: lexicon.clone(),
            });
        }
        lines.push(GcgLine::Pragma {
            name: "id".into(),
            value: format!("krada {}", config.seed),
        });
        let rack_of = |turn: &Turn| write_rack(&rules.tiles, &sorted(rules, &turn.rack));
        for (index, turn) in self.turns().iter().enumerate() {
            let event = |kind: GcgMove| GcgEvent {
                nick: nicks[turn.side as usize].clone(),
                rack: rack_of(turn),
                kind,
                score: turn.score,
                total: turn.total,
                note: String::new(),
            };
            match &turn.event {
                Event::Play {
                    placements,
                    lines: played,
                    ..
                } => {
                    let main = &played[0];
                    let word = line_word(rules, placements, main);
                    let (pos, dir) = (main.start, main.dir);
                    lines.push(GcgLine::Event(event(GcgMove::Play { pos, dir, word })));
                }
                Event::Exchange { tiles } => {
                    let tiles = write_rack(&rules.tiles, &sorted(rules, tiles));
                    lines.push(GcgLine::Event(event(GcgMove::Exchange(tiles))));
                }
                Event::Pass => lines.push(GcgLine::Event(event(GcgMove::Pass))),
                Event::Challenge { play_stands: true } => {
                    lines.push(GcgLine::Event(event(GcgMove::Pass)));
                    lines.push(GcgLine::Pragma {
                        name: "note".into(),
                        value: "#unsuccessful-challenge".into(),
                    });
                }
                // The withdrawn play's own line says it came off.
                Event::Challenge { play_stands: false } => {}
                // The play line's rack: the tiles went back to it.
                Event::Withdrawn => {
                    let rack = self.turns()[..index]
                        .iter()
                        .rev()
                        .find(|t| t.side == turn.side && matches!(t.event, Event::Play { .. }))
                        .map_or_else(|| rack_of(turn), rack_of);
                    lines.push(GcgLine::Event(GcgEvent {
                        rack,
                        ..event(GcgMove::Withdrawn)
                    }));
                }
                Event::OutBonus { opponent_rack } => {
                    let rack = write_rack(&rules.tiles, &sorted(rules, opponent_rack));
                    lines.push(GcgLine::Event(GcgEvent {
                        rack: String::new(),
                        ..event(GcgMove::OutBonus(rack))
                    }));
                }
                Event::RackPenalty => {
                    let rack = rack_of(turn);
                    lines.push(GcgLine::Event(event(GcgMove::EndRack(rack))));
                }
                Event::TimePenalty { .. } => lines.push(GcgLine::Event(event(GcgMove::Time))),
                // GCG has no resignation event: a note says it.
                Event::Resign => lines.push(GcgLine::Pragma {
                    name: "note".into(),
                    value: format!("player{} resigns", turn.side + 1),
                }),
            }
        }
        if !self.is_over() {
            lines.push(GcgLine::Pragma {
                name: "incomplete".into(),
                value: String::new(),
            });
        }
        Gcg { lines }
    }
}

/// Tiles in alphabetical order, blanks last, as GCG racks are written.
fn sorted(rules: &Rules, tiles: &[TileId]) -> Vec<TileId> {
    let mut out = tiles.to_vec();
    out.sort_by_key(|&t| {
        let kind = rules.tiles.kind(t);
        (kind.blank, t.0)
    });
    out
}
