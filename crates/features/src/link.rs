//! Links that carry what they share in their `#fragment`, so no server is
//! needed: a position, a puzzle, a finished game or a class session.
//!
//! `#k1g.<base64url bytes>.<checksum>`: `k` for Krada, the format's
//! version, the kind (`p` position, `z` puzzle, `g` game, `c` class), the
//! payload, and an FNV-1a checksum of the payload so a link cut short or
//! changed by hand is caught. Payloads are compact bytes (variable-length
//! numbers; one byte per square, tile and face), so a game fits a QR code.

use crate::class_round::{ClassSession, Round};
use crate::puzzle::{Difficulty, PuzzleKind, PuzzleSpec};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use krada_ai::position::Position;
use krada_engine::face::Face;
use krada_engine::game::{Action, CheckMode, ClockConfig, Game, GameConfig, SideConfig};
use krada_engine::layout::{CELLS, Pos};
use krada_engine::lexicon::Lexicon;
use krada_engine::play::{Placement, score};
use krada_engine::rules::Rules;
use krada_engine::tileset::{TileId, TileSetId};
use std::sync::Arc;

/// The newest version this Krada writes and reads. Version 2 writes before
/// a game the time its clock adds a move; a game without them is still
/// written as version 1, which every Krada reads.
pub const LINK_VERSION: u32 = 2;

/// What a link carries.
#[derive(Clone, Debug)]
pub enum Shared {
    /// A board (and a rack, when one is shared: a puzzle's, never a
    /// player's in a live game).
    Position(Position),
    Puzzle(PuzzleSpec),
    /// A finished game, replayed from its start.
    Game(Box<Game>),
    /// A class session's rounds (what students typed is not shared).
    Class(ClassSession),
    /// A table of a tournament's round, to set up a game on a real board
    /// with (a score slip's QR code).
    Table(TableInvite),
}

/// What a tournament's desk knows of a table: the event, round and table
/// number, both players, and the tiles when the event names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableInvite {
    pub tiles: Option<TileSetId>,
    pub event: String,
    pub round: u32,
    pub table: u32,
    pub names: [String; 2],
}

/// Why a link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not a Krada link at all.
    NotKrada,
    /// Made by a newer Krada (its version).
    Newer(u32),
    /// Cut short or changed: the checksum or the bytes do not hold.
    Damaged,
    /// Whole, but what it carries breaks the rules (the reason).
    Invalid(String),
    /// A Crossword game, which needs its word list to replay.
    NeedsWords,
}

/// FNV-1a, 32 bits: enough to catch a cut or a typo.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

/// The fragment (with its `#`) for what is shared.
pub fn encode(shared: &Shared) -> String {
    let mut w = Writer::default();
    let mut version = 1;
    let kind = match shared {
        Shared::Position(p) => {
            w.text(&p.to_text());
            'p'
        }
        Shared::Puzzle(spec) => {
            w.puzzle(spec);
            'z'
        }
        Shared::Game(game) => {
            let increment = game.config().clock.increment_ms;
            if increment > 0 {
                w.num(increment);
                version = 2;
            }
            w.game(game);
            'g'
        }
        Shared::Class(class) => {
            w.class(class);
            'c'
        }
        Shared::Table(invite) => {
            w.opt(invite.tiles.map(tiles_code));
            w.text(&invite.event);
            w.num(u64::from(invite.round));
            w.num(u64::from(invite.table));
            w.text(&invite.names[0]);
            w.text(&invite.names[1]);
            't'
        }
    };
    format!(
        "#k{version}{kind}.{}.{:08x}",
        B64.encode(&w.bytes),
        checksum(&w.bytes)
    )
}

/// Whether a fragment claims to be a Krada link (and should be opened or
/// reported, not ignored).
pub fn is_link(fragment: &str) -> bool {
    let rest = fragment.strip_prefix('#').unwrap_or(fragment);
    rest.starts_with('k') && rest[1..].starts_with(|c: char| c.is_ascii_digit())
}

/// Reads a link's fragment (with or without its `#`, or a whole address).
pub fn decode(text: &str, lexicon: Option<Arc<Lexicon>>) -> Result<Shared, LinkError> {
    let fragment = text.rsplit('#').next().unwrap_or(text).trim();
    let rest = fragment.strip_prefix('k').ok_or(LinkError::NotKrada)?;
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let version: u32 = rest[..digits].parse().map_err(|_| LinkError::NotKrada)?;
    if version > LINK_VERSION {
        return Err(LinkError::Newer(version));
    }
    let mut parts = rest[digits..].split('.');
    let (Some(kind), Some(payload), Some(sum), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(LinkError::Damaged);
    };
    let bytes = B64.decode(payload).map_err(|_| LinkError::Damaged)?;
    if u32::from_str_radix(sum, 16).ok() != Some(checksum(&bytes)) {
        return Err(LinkError::Damaged);
    }
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    let shared = match kind {
        "p" => {
            let text = r.text()?;
            let mut position =
                Position::from_text(&text).map_err(|e| LinkError::Invalid(e.to_string()))?;
            position.lexicon = lexicon;
            Shared::Position(position)
        }
        "z" => Shared::Puzzle(r.puzzle()?),
        "g" => {
            let increment_ms = if version >= 2 { r.num()? } else { 0 };
            Shared::Game(Box::new(r.game(lexicon, increment_ms)?))
        }
        "c" => Shared::Class(r.class()?),
        "t" => Shared::Table(r.table_invite()?),
        _ => return Err(LinkError::Damaged),
    };
    if r.at != bytes.len() {
        return Err(LinkError::Damaged);
    }
    Ok(shared)
}

fn tiles_code(id: TileSetId) -> u64 {
    id.index() as u64
}

fn tiles_of(code: u64) -> Result<TileSetId, LinkError> {
    u8::try_from(code)
        .ok()
        .and_then(TileSetId::from_index)
        .ok_or(LinkError::Damaged)
}

#[derive(Default)]
struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// LEB128: seven bits a byte, small numbers in one.
    fn num(&mut self, mut v: u64) {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(byte);
                return;
            }
            self.bytes.push(byte | 0x80);
        }
    }

    fn opt(&mut self, v: Option<u64>) {
        self.num(v.map_or(0, |v| v + 1));
    }

    fn text(&mut self, s: &str) {
        self.num(s.len() as u64);
        self.bytes.extend_from_slice(s.as_bytes());
    }

    fn placements(&mut self, placements: &[Placement]) {
        self.num(placements.len() as u64);
        for p in placements {
            self.bytes.extend([p.pos.index() as u8, p.tile.0, p.face.0]);
        }
    }

    fn puzzle(&mut self, spec: &PuzzleSpec) {
        self.num(spec.seed);
        self.num(spec.kind.code());
        self.num(
            Difficulty::ALL
                .iter()
                .position(|&d| d == spec.difficulty)
                .unwrap_or(0) as u64,
        );
        self.num(tiles_code(spec.tiles));
    }

    fn game(&mut self, game: &Game) {
        let config = game.config();
        self.num(tiles_code(config.tiles));
        self.num(u64::from(config.check == CheckMode::Challenge));
        let clock = &config.clock;
        self.opt(clock.total_ms);
        self.opt(clock.move_ms);
        self.num(clock.penalty_per_minute.into());
        self.opt(clock.forfeit_after_ms);
        for side in &config.sides {
            self.text(&side.name);
            self.num(side.players.len() as u64);
            for p in &side.players {
                self.text(p);
            }
            self.text(side.computer.as_deref().unwrap_or(""));
        }
        self.num(config.seed);
        self.text(config.lexicon.as_deref().unwrap_or(""));
        let actions = game.actions();
        self.num(actions.len() as u64);
        for (action, time) in actions {
            match action {
                Action::Play(placements) => {
                    self.num(0);
                    self.placements(&placements);
                }
                Action::Exchange(tiles) => {
                    self.num(1);
                    self.num(tiles.len() as u64);
                    self.bytes.extend(tiles.iter().map(|t| t.0));
                }
                Action::Pass => self.num(2),
                Action::Challenge => self.num(3),
                Action::Resign(side) => {
                    self.num(5);
                    self.num(side.into());
                }
            }
            self.num(time);
        }
    }

    fn class(&mut self, class: &ClassSession) {
        self.num(tiles_code(class.tiles));
        self.num(class.seed);
        self.num(class.rounds.len() as u64);
        for round in &class.rounds {
            self.placements(&round.best);
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn table_invite(&mut self) -> Result<TableInvite, LinkError> {
        let tiles = self.opt()?.map(tiles_of).transpose()?;
        let event = self.text()?;
        let number = |r: &mut Self| u32::try_from(r.num()?).map_err(|_| LinkError::Damaged);
        let round = number(self)?;
        let table = number(self)?;
        let names = [self.text()?, self.text()?];
        Ok(TableInvite {
            tiles,
            event,
            round,
            table,
            names,
        })
    }

    fn byte(&mut self) -> Result<u8, LinkError> {
        let b = *self.bytes.get(self.at).ok_or(LinkError::Damaged)?;
        self.at += 1;
        Ok(b)
    }

    fn num(&mut self) -> Result<u64, LinkError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(LinkError::Damaged)
    }

    /// A count of things that each take at least a byte: never more than
    /// the bytes left (a damaged count must not allocate gigabytes).
    fn count(&mut self) -> Result<usize, LinkError> {
        let n = self.num()?;
        let left = (self.bytes.len() - self.at) as u64;
        if n > left {
            return Err(LinkError::Damaged);
        }
        Ok(n as usize)
    }

    fn opt(&mut self) -> Result<Option<u64>, LinkError> {
        Ok(self.num()?.checked_sub(1))
    }

    fn text(&mut self) -> Result<String, LinkError> {
        let n = self.count()?;
        let bytes = &self.bytes[self.at..self.at + n];
        self.at += n;
        String::from_utf8(bytes.to_vec()).map_err(|_| LinkError::Damaged)
    }

    fn placements(&mut self, rules: &Rules) -> Result<Vec<Placement>, LinkError> {
        let n = self.count()?;
        (0..n)
            .map(|_| {
                let square = self.byte()? as usize;
                let tile = TileId(self.byte()?);
                let face = Face(self.byte()?);
                if square >= CELLS || tile.0 as usize >= rules.tiles.kinds.len() {
                    return Err(LinkError::Damaged);
                }
                Ok(Placement {
                    pos: Pos::from_index(square),
                    tile,
                    face,
                })
            })
            .collect()
    }

    fn puzzle(&mut self) -> Result<PuzzleSpec, LinkError> {
        let seed = self.num()?;
        let kind = *PuzzleKind::ALL
            .get(self.num()? as usize)
            .ok_or(LinkError::Damaged)?;
        let difficulty = *Difficulty::ALL
            .get(self.num()? as usize)
            .ok_or(LinkError::Damaged)?;
        let tiles = tiles_of(self.num()?)?;
        Ok(PuzzleSpec {
            seed,
            kind,
            difficulty,
            tiles,
        })
    }

    fn game(
        &mut self,
        lexicon: Option<Arc<Lexicon>>,
        increment_ms: u64,
    ) -> Result<Game, LinkError> {
        let tiles = tiles_of(self.num()?)?;
        let check = match self.num()? {
            0 => CheckMode::Checked,
            1 => CheckMode::Challenge,
            _ => return Err(LinkError::Damaged),
        };
        let clock = ClockConfig {
            total_ms: self.opt()?,
            move_ms: self.opt()?,
            penalty_per_minute: u32::try_from(self.num()?).map_err(|_| LinkError::Damaged)?,
            forfeit_after_ms: self.opt()?,
            increment_ms,
        };
        let mut side = || -> Result<SideConfig, LinkError> {
            let name = self.text()?;
            let players = (0..self.count()?)
                .map(|_| self.text())
                .collect::<Result<_, _>>()?;
            let computer = Some(self.text()?).filter(|c| !c.is_empty());
            Ok(SideConfig {
                name,
                players,
                computer,
            })
        };
        let sides = [side()?, side()?];
        let seed = self.num()?;
        let lexicon_name = Some(self.text()?).filter(|l| !l.is_empty());
        if tiles.needs_words() && lexicon.is_none() {
            return Err(LinkError::NeedsWords);
        }
        let config = GameConfig {
            tiles,
            check,
            clock,
            sides,
            seed,
            lexicon: lexicon_name,
        };
        let rules = Rules::for_tiles(tiles);
        let mut game = Game::with_lexicon(config, lexicon);
        for _ in 0..self.count()? {
            let action = match self.num()? {
                0 => Action::Play(self.placements(&rules)?),
                1 => {
                    let n = self.count()?;
                    Action::Exchange(
                        (0..n)
                            .map(|_| self.byte().map(TileId))
                            .collect::<Result<_, _>>()?,
                    )
                }
                2 => Action::Pass,
                3 => Action::Challenge,
                // Links made before either side could resign: the side to move.
                4 => Action::Resign(game.to_move()),
                5 => Action::Resign(u8::try_from(self.num()?).map_err(|_| LinkError::Damaged)?),
                _ => return Err(LinkError::Damaged),
            };
            let time = self.num()?;
            game.act(action, time)
                .map_err(|e| LinkError::Invalid(format!("{e:?}")))?;
        }
        Ok(game)
    }

    fn class(&mut self) -> Result<ClassSession, LinkError> {
        let tiles = tiles_of(self.num()?)?;
        let seed = self.num()?;
        let rules = Rules::for_tiles(tiles);
        let mut class = ClassSession::new(tiles, seed);
        for _ in 0..self.count()? {
            let best = self.placements(&rules)?;
            let start = class.round_start();
            let best_score = if best.is_empty() {
                0
            } else {
                score(&rules, &start.board, &best)
                    .map_err(|e| LinkError::Invalid(format!("{e:?}")))?
                    .score
            };
            if !holds(&start.rack, best.iter().map(|p| p.tile)) {
                return Err(LinkError::Invalid(
                    "a round's play is not from its rack".into(),
                ));
            }
            class.rounds.push(Round {
                rack: start.rack,
                best,
                best_score,
                entries: Vec::new(),
            });
        }
        Ok(class)
    }
}

/// Whether `rack` holds every tile of `tiles` (each one once).
fn holds(rack: &[TileId], tiles: impl IntoIterator<Item = TileId>) -> bool {
    let mut left = rack.to_vec();
    tiles
        .into_iter()
        .all(|t| match left.iter().position(|&x| x == t) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class_round::round_answers;
    use krada_ai::player::{Level, Player};
    use krada_ai::selfplay::play_game;

    fn finished(seed: u64) -> Game {
        let set = Rules::for_tiles(TileSetId::Standard).tiles;
        play_game(
            TileSetId::Standard,
            None,
            seed,
            [
                Player::new(Level::Greedy, &set),
                Player::new(Level::Greedy, &set),
            ],
        )
    }

    #[test]
    fn a_finished_game_travels_whole_and_small() {
        let game = finished(3);
        let link = encode(&Shared::Game(Box::new(game.clone())));
        assert!(link.len() < 1500, "{} characters", link.len());
        let Ok(Shared::Game(back)) = decode(&link, None) else {
            panic!("a game")
        };
        assert_eq!(back.record(), game.record());
        // A whole address works too.
        assert!(matches!(
            decode(&format!("https://x.org/krada/{link}"), None),
            Ok(Shared::Game(_))
        ));
    }

    #[test]
    fn a_game_resigned_by_the_side_not_to_move_travels_as_it_was() {
        let mut game = Game::new(GameConfig::casual(TileSetId::Standard, 8));
        game.act(Action::Pass, 500).unwrap();
        let waiting = 1 - game.to_move();
        game.act(Action::Resign(waiting), 0).unwrap();
        let Ok(Shared::Game(back)) = decode(&encode(&Shared::Game(Box::new(game.clone()))), None)
        else {
            panic!("a game")
        };
        assert_eq!(back.record(), game.record());
        assert_eq!(back.status(), game.status());
    }

    #[test]
    fn a_game_with_seconds_added_a_move_keeps_them_and_its_penalties() {
        use krada_engine::game::{ClockConfig, MINUTE_MS};
        let clock = ClockConfig {
            total_ms: Some(MINUTE_MS),
            increment_ms: 30_000,
            penalty_per_minute: 10,
            ..ClockConfig::default()
        };
        let mut game = Game::new(GameConfig {
            clock,
            ..GameConfig::casual(TileSetId::Standard, 8)
        });
        for turn in 0..6 {
            game.act(Action::Pass, if turn % 2 == 0 { 50_000 } else { 0 })
                .unwrap();
        }
        let link = encode(&Shared::Game(Box::new(game.clone())));
        assert!(link.starts_with("#k2g."), "{link}");
        let Ok(Shared::Game(back)) = decode(&link, None) else {
            panic!("a game")
        };
        assert_eq!(back.config().clock.increment_ms, 30_000);
        assert_eq!(back.record(), game.record());
        // Without them, the link is still the version every Krada reads.
        let plain = finished(5);
        assert!(encode(&Shared::Game(Box::new(plain))).starts_with("#k1g."));
    }

    #[test]
    fn a_tables_invitation_round_trips_with_thai_names() {
        let invite = TableInvite {
            tiles: Some(TileSetId::Primary),
            event: "แข่งขันเอแม็ท".into(),
            round: 3,
            table: 12,
            names: ["สมชาย & สมหญิง".into(), "Ann".into()],
        };
        let link = encode(&Shared::Table(invite.clone()));
        assert!(link.starts_with("#k1t."), "{link}");
        let Ok(Shared::Table(back)) = decode(&link, None) else {
            panic!("a table")
        };
        assert_eq!(back, invite);
        let no_tiles = TableInvite {
            tiles: None,
            ..invite
        };
        let Ok(Shared::Table(back)) = decode(&encode(&Shared::Table(no_tiles.clone())), None)
        else {
            panic!("a table")
        };
        assert_eq!(back, no_tiles);
    }

    #[test]
    fn positions_puzzles_and_class_sessions_round_trip() {
        let game = finished(4);
        let mut position = Position::of(&game);
        position.rack.clear();
        let Ok(Shared::Position(back)) = decode(&encode(&Shared::Position(position.clone())), None)
        else {
            panic!("a position")
        };
        assert_eq!(back.board, position.board);
        assert!(back.rack.is_empty());

        let spec = PuzzleSpec {
            seed: 123_456,
            kind: PuzzleKind::Close,
            difficulty: Difficulty::Hard,
            tiles: TileSetId::Primary,
        };
        let Ok(Shared::Puzzle(back)) = decode(&encode(&Shared::Puzzle(spec)), None) else {
            panic!("a puzzle")
        };
        assert_eq!(back, spec);

        let mut class = (1..)
            .map(|s| ClassSession::new(TileSetId::Standard, s))
            .find(|c| !round_answers(&c.position(None)).is_empty())
            .unwrap();
        for _ in 0..3 {
            let best = round_answers(&class.position(None)).into_iter().next();
            class.finish_round(best.as_ref(), Vec::new());
        }
        let Ok(Shared::Class(back)) = decode(&encode(&Shared::Class(class.clone())), None) else {
            panic!("a class")
        };
        assert_eq!(back, class);
    }

    #[test]
    fn damaged_old_and_foreign_links_say_what_is_wrong() {
        let link = encode(&Shared::Game(Box::new(finished(5))));
        // Cut short, one character changed, the checksum changed.
        assert_eq!(
            decode(&link[..link.len() - 20], None).err(),
            Some(LinkError::Damaged)
        );
        let mut chars: Vec<char> = link.chars().collect();
        let i = chars.len() / 2;
        chars[i] = if chars[i] == 'A' { 'B' } else { 'A' };
        assert_eq!(
            decode(&chars.iter().collect::<String>(), None).err(),
            Some(LinkError::Damaged)
        );
        assert_eq!(
            decode("#k9g.AAAA.00000000", None).err(),
            Some(LinkError::Newer(9))
        );
        assert_eq!(decode("#wall", None).err(), Some(LinkError::NotKrada));
        assert!(is_link(&link) && !is_link("#wall"));
        // Whole and checked, but an illegal play.
        let mut w = Writer::default();
        w.class(&ClassSession {
            tiles: TileSetId::Standard,
            seed: 1,
            rounds: vec![Round {
                rack: vec![],
                best: vec![Placement {
                    pos: Pos::new(0, 0),
                    tile: TileId(0),
                    face: Face(0),
                }],
                best_score: 0,
                entries: vec![],
            }],
        });
        let forged = format!("#k1c.{}.{:08x}", B64.encode(&w.bytes), checksum(&w.bytes));
        assert!(matches!(decode(&forged, None), Err(LinkError::Invalid(_))));
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut seed = 7u64;
        for n in 0..2000 {
            let len = n % 60;
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (seed >> 56) as u8
                })
                .collect();
            for kind in ["p", "z", "g", "c"] {
                let link = format!("#k1{kind}.{}.{:08x}", B64.encode(&bytes), checksum(&bytes));
                let _ = decode(&link, None);
            }
        }
    }
}
