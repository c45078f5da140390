//! Tiles the player has put on the board this turn but not yet played,
//! and the rack in the player's own order.

use krada_engine::face::Face;
use krada_engine::layout::Pos;
use krada_engine::notation::Notation;
use krada_engine::play::Placement;
use krada_engine::tileset::{TileId, TileSet};

/// The rack as the player arranged it: the game's rack in another order.
/// Keeps the order of tiles still held and puts new ones at the end.
pub fn arrange(previous: &[TileId], rack: &[TileId]) -> Vec<TileId> {
    let mut left: Vec<TileId> = rack.to_vec();
    let mut order = Vec::with_capacity(rack.len());
    for tile in previous {
        if let Some(i) = left.iter().position(|t| t == tile) {
            order.push(left.remove(i));
        }
    }
    order.extend(left);
    order
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DraftTile {
    /// Index into the arranged rack.
    pub slot: usize,
    pub pos: Pos,
    pub face: Face,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Draft {
    pub tiles: Vec<DraftTile>,
}

impl Draft {
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    pub fn at(&self, pos: Pos) -> Option<DraftTile> {
        self.tiles.iter().copied().find(|t| t.pos == pos)
    }

    pub fn uses(&self, slot: usize) -> bool {
        self.tiles.iter().any(|t| t.slot == slot)
    }

    /// Puts a rack tile on a square, moving it if it was elsewhere and
    /// returning to the rack whatever draft tile stood there.
    pub fn place(&mut self, slot: usize, pos: Pos, face: Face) {
        self.tiles.retain(|t| t.slot != slot && t.pos != pos);
        self.tiles.push(DraftTile { slot, pos, face });
    }

    pub fn take_back(&mut self, pos: Pos) -> Option<DraftTile> {
        let i = self.tiles.iter().position(|t| t.pos == pos)?;
        Some(self.tiles.remove(i))
    }

    pub fn take_back_last(&mut self) -> Option<DraftTile> {
        self.tiles.pop()
    }

    pub fn clear(&mut self) {
        self.tiles.clear();
    }

    pub fn placements(&self, rack: &[TileId]) -> Vec<Placement> {
        self.tiles
            .iter()
            .filter_map(|t| {
                rack.get(t.slot).map(|&tile| Placement {
                    pos: t.pos,
                    tile,
                    face: t.face,
                })
            })
            .collect()
    }
}

/// The face a typed key stands for in the game's notation (a symbol in
/// A-Math, a letter in Crossword); named keys (`Enter`) stand for none.
pub fn face_for_key(notation: &dyn Notation, key: &str) -> Option<Face> {
    let mut chars = key.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    notation.face_of_key(c)
}

/// Which free rack tile a typed face should use: the plain tile first, then
/// a choice tile that can show it, then a blank.
pub fn slot_for_face(set: &TileSet, rack: &[TileId], draft: &Draft, face: Face) -> Option<usize> {
    let free = |i: &usize| !draft.uses(*i);
    let kinds = |i: usize| set.kind(rack[i]);
    let plain = (0..rack.len())
        .filter(free)
        .find(|&i| !kinds(i).blank && kinds(i).fixed_face() == Some(face));
    let choice = || {
        (0..rack.len())
            .filter(free)
            .find(|&i| !kinds(i).blank && kinds(i).faces.len() > 1 && kinds(i).faces.contains(face))
    };
    let blank = || {
        (0..rack.len())
            .filter(free)
            .find(|&i| kinds(i).blank && kinds(i).faces.contains(face))
    };
    plain.or_else(choice).or_else(blank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use krada_engine::face::amath;
    use krada_engine::notation::parse_rack;
    use krada_engine::rules::Rules;
    use krada_engine::tileset::{TileSetId, standard};

    #[test]
    fn arranging_keeps_the_players_order_and_appends_new_tiles() {
        let t = |n| TileId(n);
        assert_eq!(
            arrange(&[t(3), t(1), t(2)], &[t(1), t(2), t(5)]),
            vec![t(1), t(2), t(5)]
        );
        assert_eq!(
            arrange(&[t(2), t(1)], &[t(1), t(2), t(2)]),
            vec![t(2), t(1), t(2)]
        );
        assert_eq!(arrange(&[], &[t(4)]), vec![t(4)]);
    }

    #[test]
    fn placing_moves_a_tile_and_bumps_what_stood_there() {
        let a = Pos::parse("H8").unwrap();
        let b = Pos::parse("I8").unwrap();
        let mut draft = Draft::default();
        draft.place(0, a, Face(1));
        draft.place(0, b, Face(1));
        assert_eq!(draft.tiles.len(), 1);
        assert_eq!(draft.at(b).unwrap().slot, 0);
        draft.place(1, b, Face(2));
        assert_eq!(
            draft.tiles,
            vec![DraftTile {
                slot: 1,
                pos: b,
                face: Face(2)
            }]
        );
        assert!(draft.uses(1) && !draft.uses(0));
        assert_eq!(draft.take_back(b).unwrap().slot, 1);
        assert!(draft.is_empty());
    }

    #[test]
    fn typed_faces_use_plain_tiles_then_choice_tiles_then_blanks() {
        let set = standard();
        let rack = parse_rack(&set, "7~+?+").unwrap();
        let mut draft = Draft::default();
        assert_eq!(slot_for_face(&set, &rack, &draft, amath::ADD), Some(3));
        draft.place(3, Pos::CENTRE, amath::ADD);
        assert_eq!(slot_for_face(&set, &rack, &draft, amath::ADD), Some(1));
        assert_eq!(slot_for_face(&set, &rack, &draft, amath::num(7)), Some(0));
        assert_eq!(slot_for_face(&set, &rack, &draft, amath::num(13)), Some(2));
        draft.place(2, Pos::new(0, 0), amath::num(13));
        assert_eq!(slot_for_face(&set, &rack, &draft, amath::num(9)), None);
        let [amath_keys, letter_keys] = [TileSetId::Standard, TileSetId::English]
            .map(|tiles| Rules::for_tiles(tiles).notation());
        assert_eq!(face_for_key(amath_keys, "x"), Some(amath::MUL));
        assert_eq!(face_for_key(amath_keys, "Enter"), None);
        assert_eq!(
            face_for_key(letter_keys, "x"),
            krada_engine::face::letters::from_char('X')
        );
        assert_eq!(face_for_key(letter_keys, "1"), None);
        let placements = draft.placements(&rack);
        assert_eq!(placements.len(), 2);
        assert_eq!(placements[1].tile, rack[2]);
    }
}
