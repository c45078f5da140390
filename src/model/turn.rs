//! The tiles of the turn at the device as one value: the rack in the
//! player's order, the tiles put on the board but not yet played, the tile
//! chosen for placing, and the tiles marked for an exchange. Every change
//! goes through a method here, so reordering or shuffling the rack carries
//! the placed, chosen and marked tiles along with it.

use super::draft::{Draft, DraftTile, arrange};
use krada_engine::face::Face;
use krada_engine::layout::Pos;
use krada_engine::play::Placement;
use krada_engine::tileset::TileId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnTiles {
    /// The side to move's rack in the player's own order.
    rack: Vec<TileId>,
    /// Tiles on the board this turn, by rack place.
    #[serde(default)]
    placed: Draft,
    /// A rack place chosen for click or keyboard placement.
    #[serde(skip)]
    selected: Option<usize>,
    /// Rack places marked for an exchange, when choosing one.
    #[serde(skip)]
    marked: Option<Vec<usize>>,
}

impl TurnTiles {
    pub fn rack(&self) -> &[TileId] {
        &self.rack
    }

    pub fn tile(&self, slot: usize) -> Option<TileId> {
        self.rack.get(slot).copied()
    }

    /// The tiles on the board this turn.
    pub fn draft(&self) -> &Draft {
        &self.placed
    }

    pub fn at(&self, pos: Pos) -> Option<DraftTile> {
        self.placed.at(pos)
    }

    pub fn is_placed(&self, slot: usize) -> bool {
        self.placed.uses(slot)
    }

    /// The rack's tiles not on the board, in the rack's order.
    pub fn rack_left(&self) -> Vec<TileId> {
        (0..self.rack.len())
            .filter(|&slot| !self.is_placed(slot))
            .map(|slot| self.rack[slot])
            .collect()
    }

    pub fn nothing_placed(&self) -> bool {
        self.placed.is_empty()
    }

    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    pub fn exchanging(&self) -> bool {
        self.marked.is_some()
    }

    pub fn is_marked(&self, slot: usize) -> bool {
        self.marked.as_ref().is_some_and(|m| m.contains(&slot))
    }

    /// The tiles marked for an exchange.
    pub fn marked_tiles(&self) -> Vec<TileId> {
        self.marked
            .iter()
            .flatten()
            .filter_map(|&slot| self.tile(slot))
            .collect()
    }

    /// The play the placed tiles make.
    pub fn placements(&self) -> Vec<Placement> {
        self.placed.placements(&self.rack)
    }

    /// A new turn's rack: the player's order kept for the tiles still held,
    /// new tiles at the end; nothing placed, chosen or marked.
    pub fn line_up(&mut self, game_rack: &[TileId]) {
        self.rack = arrange(&self.rack, game_rack);
        self.placed.clear();
        self.selected = None;
        self.marked = None;
    }

    /// Turn tiles kept in a save, on the rack the game has now: the saved
    /// order and placed tiles when they are this rack's, else a fresh
    /// line-up (the game moved on since).
    pub fn restore(saved: TurnTiles, game_rack: &[TileId]) -> TurnTiles {
        let mut sorted_saved = saved.rack.clone();
        let mut sorted_game = game_rack.to_vec();
        sorted_saved.sort();
        sorted_game.sort();
        let slots_ok = saved.placed.tiles.iter().all(|t| t.slot < saved.rack.len());
        if sorted_saved == sorted_game && slots_ok {
            return TurnTiles {
                selected: None,
                marked: None,
                ..saved
            };
        }
        let mut fresh = TurnTiles::default();
        fresh.line_up(game_rack);
        fresh
    }

    /// Puts rack place `slot` on `pos` showing `face`; a tile already there
    /// goes back to the rack, and the same tile elsewhere moves.
    pub fn place(&mut self, slot: usize, pos: Pos, face: Face) {
        if slot >= self.rack.len() {
            return;
        }
        self.placed.place(slot, pos, face);
        self.selected = None;
    }

    /// Takes the tile on `pos` back to the rack.
    pub fn take_back(&mut self, pos: Pos) -> Option<DraftTile> {
        self.placed.take_back(pos)
    }

    pub fn take_back_last(&mut self) -> Option<DraftTile> {
        self.placed.take_back_last()
    }

    /// Takes the tile of rack place `slot` back from the board.
    pub fn take_back_slot(&mut self, slot: usize) {
        self.placed.tiles.retain(|t| t.slot != slot);
    }

    /// Every placed tile back to the rack.
    pub fn recall(&mut self) {
        self.placed.clear();
    }

    /// Chooses a rack place for placing, or unchooses it.
    pub fn select(&mut self, slot: usize) {
        self.selected = if self.selected == Some(slot) {
            None
        } else {
            Some(slot)
        };
    }

    /// Starts choosing tiles to exchange: nothing stays on the board.
    pub fn start_exchange(&mut self) {
        self.placed.clear();
        self.selected = None;
        self.marked = Some(Vec::new());
    }

    pub fn cancel_exchange(&mut self) {
        self.marked = None;
    }

    /// Marks a rack place for the exchange, or unmarks it.
    pub fn toggle_mark(&mut self, slot: usize) {
        if let Some(marked) = &mut self.marked {
            match marked.iter().position(|&m| m == slot) {
                Some(i) => {
                    marked.remove(i);
                }
                None if slot < self.rack.len() => marked.push(slot),
                None => {}
            }
        }
    }

    /// Puts the rack in a new order: `order[i]` is the old place of the
    /// tile now at place `i`. Placed, chosen and marked tiles follow their
    /// tiles.
    pub fn reorder(&mut self, order: &[usize]) {
        let mut check: Vec<usize> = order.to_vec();
        check.sort_unstable();
        if check != (0..self.rack.len()).collect::<Vec<_>>() {
            return;
        }
        let new_place = |old: usize| order.iter().position(|&i| i == old).expect("a place");
        self.rack = order.iter().map(|&i| self.rack[i]).collect();
        for tile in &mut self.placed.tiles {
            tile.slot = new_place(tile.slot);
        }
        self.selected = self.selected.map(new_place);
        if let Some(marked) = &mut self.marked {
            for slot in marked.iter_mut() {
                *slot = new_place(*slot);
            }
        }
    }

    /// Moves the tile at place `from` to place `to`; a placed tile dragged
    /// back onto the rack comes off the board.
    pub fn move_tile(&mut self, from: usize, to: usize) {
        let len = self.rack.len();
        if from >= len || to >= len {
            return;
        }
        self.take_back_slot(from);
        let mut order: Vec<usize> = (0..len).collect();
        let moved = order.remove(from);
        order.insert(to, moved);
        self.reorder(&order);
    }

    /// Shuffles the rack with `random` (a permutation source).
    pub fn shuffle(&mut self, random: impl FnOnce(&mut [usize])) {
        let mut order: Vec<usize> = (0..self.rack.len()).collect();
        random(&mut order);
        self.reorder(&order);
    }

    /// Lays out a play (a hint) with the rack's own tiles, replacing what
    /// was placed.
    pub fn lay_out(&mut self, placements: &[Placement]) {
        self.placed.clear();
        self.selected = None;
        for p in placements {
            let free = (0..self.rack.len())
                .find(|&slot| self.rack[slot] == p.tile && !self.is_placed(slot));
            if let Some(slot) = free {
                self.placed.place(slot, p.pos, p.face);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(n: u8) -> TileId {
        TileId(n)
    }

    fn tiles(rack: &[u8]) -> TurnTiles {
        let mut turn = TurnTiles::default();
        turn.line_up(&rack.iter().map(|&n| t(n)).collect::<Vec<_>>());
        turn
    }

    fn at(name: &str) -> Pos {
        Pos::parse(name).unwrap()
    }

    #[test]
    fn placing_taking_back_and_recalling() {
        let mut turn = tiles(&[1, 2, 3]);
        turn.select(1);
        turn.place(1, at("H8"), Face(2));
        assert_eq!(turn.selected(), None, "placing uses up the choice");
        turn.place(0, at("I8"), Face(1));
        assert!(turn.is_placed(1) && turn.is_placed(0) && !turn.is_placed(2));
        assert_eq!(turn.rack_left(), [turn.tile(2).unwrap()]);
        assert_eq!(turn.placements().len(), 2);
        // Another tile on a taken square sends the first one home.
        turn.place(2, at("H8"), Face(3));
        assert!(!turn.is_placed(1));
        assert_eq!(turn.take_back(at("I8")).unwrap().slot, 0);
        turn.recall();
        assert!(turn.nothing_placed());
        turn.place(9, at("A1"), Face(0));
        assert!(turn.nothing_placed(), "no such rack place");
    }

    #[test]
    fn reordering_and_shuffling_carry_placed_chosen_and_marked_tiles_along() {
        let mut turn = tiles(&[10, 20, 30, 40]);
        turn.place(0, at("H8"), Face(1));
        turn.select(3);
        turn.shuffle(|order| order.reverse());
        assert_eq!(turn.rack(), &[t(40), t(30), t(20), t(10)]);
        assert_eq!(
            turn.at(at("H8")).map(|d| turn.tile(d.slot)),
            Some(Some(t(10)))
        );
        assert_eq!(turn.selected().and_then(|s| turn.tile(s)), Some(t(40)));

        turn.start_exchange();
        assert!(turn.nothing_placed());
        turn.toggle_mark(0);
        turn.toggle_mark(2);
        let marked = turn.marked_tiles();
        turn.shuffle(|order| order.rotate_left(1));
        assert_eq!(turn.marked_tiles().len(), 2);
        let mut after = turn.marked_tiles();
        let mut before = marked;
        after.sort();
        before.sort();
        assert_eq!(after, before, "the same tiles stay marked");
        turn.toggle_mark(turn.rack().iter().position(|&x| x == t(40)).unwrap());
        assert_eq!(turn.marked_tiles(), vec![t(20)]);
        turn.cancel_exchange();
        assert!(!turn.exchanging() && turn.marked_tiles().is_empty());
    }

    #[test]
    fn a_tile_dragged_along_the_rack_moves_and_leaves_the_board() {
        let mut turn = tiles(&[1, 2, 3, 4]);
        turn.place(3, at("H8"), Face(4));
        turn.place(1, at("I8"), Face(2));
        turn.move_tile(3, 0);
        assert_eq!(turn.rack(), &[t(4), t(1), t(2), t(3)]);
        assert!(turn.at(at("H8")).is_none(), "dragged home");
        assert_eq!(
            turn.at(at("I8")).and_then(|d| turn.tile(d.slot)),
            Some(t(2))
        );
        turn.reorder(&[0, 0, 1, 2]);
        assert_eq!(turn.rack(), &[t(4), t(1), t(2), t(3)], "not a reordering");
    }

    #[test]
    fn a_new_rack_keeps_the_players_order() {
        let mut turn = tiles(&[1, 2, 3]);
        turn.shuffle(|order| order.reverse());
        turn.place(0, at("H8"), Face(3));
        turn.line_up(&[t(1), t(3), t(7)]);
        assert_eq!(turn.rack(), &[t(3), t(1), t(7)]);
        assert!(turn.nothing_placed());
    }

    #[test]
    fn a_hint_is_laid_out_with_the_racks_tiles() {
        let mut turn = tiles(&[5, 6, 5]);
        turn.place(1, at("A1"), Face(6));
        let play = [
            Placement {
                pos: at("H8"),
                tile: t(5),
                face: Face(5),
            },
            Placement {
                pos: at("I8"),
                tile: t(5),
                face: Face(5),
            },
        ];
        turn.lay_out(&play);
        let used: Vec<usize> = turn.draft().tiles.iter().map(|d| d.slot).collect();
        assert_eq!(used, vec![0, 2]);
        assert_eq!(turn.placements(), play.to_vec());
    }

    #[test]
    fn saved_turn_tiles_come_back_only_on_the_same_rack() {
        let mut turn = tiles(&[1, 2, 3]);
        turn.shuffle(|order| order.swap(0, 2));
        turn.place(0, at("H8"), Face(3));
        turn.select(1);
        let text = serde_json::to_string(&turn).unwrap();
        let saved: TurnTiles = serde_json::from_str(&text).unwrap();
        let back = TurnTiles::restore(saved.clone(), &[t(1), t(2), t(3)]);
        assert_eq!(back.rack(), &[t(3), t(2), t(1)]);
        assert_eq!(back.at(at("H8")).map(|d| d.slot), Some(0));
        assert_eq!(back.selected(), None);
        let moved_on = TurnTiles::restore(saved, &[t(1), t(2), t(9)]);
        assert_eq!(moved_on.rack(), &[t(1), t(2), t(9)]);
        assert!(moved_on.nothing_placed());
    }
}
