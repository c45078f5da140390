//! The app's screens and how they map onto the browser's history: each
//! screen is an entry, so Back walks back through them (and from a game to
//! the menu) instead of leaving the site, and a reload shows the same one.
//! Plain Rust: the page's `history` module applies these decisions.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The menu: the new-game form with its quick starts.
    NewGame,
    Game,
    Saved,
    /// How to play each game.
    HowTo,
    /// A finished game or a GCG file played back and reviewed move by move.
    Replay,
    /// Puzzles: choose one, or today's.
    Puzzles,
    /// A class duplicate session.
    Class,
    /// The judge of a game on a real board.
    Judge,
    /// A game on a real board: its clock.
    Table,
    /// The player's progress: ratings, themes, the daily calendar.
    Progress,
    /// A worksheet of puzzles for a class, to print.
    Worksheet,
    /// The tournament desk: pairings, results, standings.
    Desk,
}

const KEYS: [(Screen, &str); 12] = [
    (Screen::NewGame, "menu"),
    (Screen::Game, "game"),
    (Screen::Saved, "saved"),
    (Screen::HowTo, "how-to"),
    (Screen::Replay, "review"),
    (Screen::Puzzles, "puzzles"),
    (Screen::Class, "class"),
    (Screen::Judge, "judge"),
    (Screen::Table, "table"),
    (Screen::Progress, "progress"),
    (Screen::Worksheet, "worksheet"),
    (Screen::Desk, "desk"),
];

impl Screen {
    /// The name a history entry keeps for the screen.
    pub fn key(self) -> &'static str {
        KEYS.iter()
            .find(|(s, _)| *s == self)
            .map(|(_, k)| *k)
            .expect("every screen has a key")
    }

    /// The screen a history entry names; `None` for anything else (an
    /// entry another page left, an older Krada's).
    pub fn from_key(key: &str) -> Option<Screen> {
        KEYS.iter().find(|(_, k)| *k == key).map(|(s, _)| *s)
    }
}

/// What the device holds when a screen is to be shown again (after a
/// reload or a step back through the history).
#[derive(Clone, Copy, Debug, Default)]
pub struct Held {
    /// A game is open on the game screen.
    pub game: bool,
    /// A replay is loaded (reviews are not saved: a reload loses one).
    pub replay: bool,
}

/// The screen to show for one that history names: a screen whose content
/// is gone shows where that content is kept instead (the saved games for a
/// review, the menu for a game).
pub fn shown_for(screen: Screen, held: Held) -> Screen {
    match screen {
        Screen::Game if !held.game => Screen::NewGame,
        Screen::Replay if !held.replay => Screen::Saved,
        other => other,
    }
}

/// The history entries a first visit starts with, oldest first: the menu
/// always comes first, so Back from the screen the app opened on (a game
/// it resumed) goes to the menu rather than off the site.
pub fn first_entries(opened_on: Screen) -> Vec<Screen> {
    if opened_on == Screen::NewGame {
        vec![Screen::NewGame]
    } else {
        vec![Screen::NewGame, opened_on]
    }
}

/// How a change of screen goes into the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Nothing to write: the entry shown already names this screen.
    Keep,
    /// A new entry after the current one.
    Push,
    /// The current entry is rewritten (it was made for a link being opened).
    Replace,
}

/// The history's side of the app: which screen the current entry names,
/// and the shared link (with the screen it opened on) whose address the
/// entry keeps, so a reload of a shared view opens it again.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Nav {
    pub shown: Option<Screen>,
    /// The shared link on view: its fragment and the screen showing it.
    pub link: Option<(Screen, String)>,
    /// The current entry was made for a link still being opened: its screen
    /// rewrites the entry instead of adding one.
    pub link_pending: bool,
}

impl Nav {
    /// The app moved to `screen`: how the history records it, and the
    /// fragment its address keeps (a link's, on the screen showing it).
    pub fn moved_to(&mut self, screen: Screen) -> (Entry, Option<String>) {
        if self.link.as_ref().is_some_and(|(s, _)| *s != screen) {
            self.link = None;
        }
        let fragment = self.link.as_ref().map(|(_, f)| f.clone());
        let entry = if std::mem::take(&mut self.link_pending) {
            Entry::Replace
        } else if self.shown == Some(screen) {
            Entry::Keep
        } else {
            Entry::Push
        };
        self.shown = Some(screen);
        (entry, fragment)
    }

    /// A link is about to be opened in the current entry.
    pub fn opening_link(&mut self) {
        self.link_pending = true;
    }

    /// The link opened on `screen`.
    pub fn opened_link(&mut self, screen: Screen, fragment: String) {
        self.link = Some((screen, fragment));
    }

    /// The link could not be opened: whether the current entry, made for
    /// it, must be rewritten to name the screen still shown.
    pub fn link_failed(&mut self) -> bool {
        self.link = None;
        std::mem::take(&mut self.link_pending)
    }

    /// The person stepped through the history to an entry naming `screen`
    /// (already in the address bar: nothing to write).
    pub fn stepped_to(&mut self, screen: Screen) {
        self.shown = Some(screen);
        self.link = None;
        self.link_pending = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Screen; 12] = [
        Screen::NewGame,
        Screen::Game,
        Screen::Saved,
        Screen::HowTo,
        Screen::Replay,
        Screen::Puzzles,
        Screen::Class,
        Screen::Judge,
        Screen::Table,
        Screen::Progress,
        Screen::Worksheet,
        Screen::Desk,
    ];

    #[test]
    fn every_screen_has_its_own_key_that_reads_back() {
        for screen in ALL {
            assert_eq!(Screen::from_key(screen.key()), Some(screen));
        }
        let mut keys: Vec<_> = ALL.iter().map(|s| s.key()).collect();
        keys.dedup();
        assert_eq!(keys.len(), ALL.len());
        assert_eq!(Screen::from_key("k1g.abc"), None);
    }

    #[test]
    fn a_screen_whose_content_is_gone_shows_where_it_is_kept() {
        let nothing = Held::default();
        assert_eq!(shown_for(Screen::Game, nothing), Screen::NewGame);
        assert_eq!(shown_for(Screen::Replay, nothing), Screen::Saved);
        assert_eq!(shown_for(Screen::Puzzles, nothing), Screen::Puzzles);
        let both = Held {
            game: true,
            replay: true,
        };
        assert_eq!(shown_for(Screen::Game, both), Screen::Game);
        assert_eq!(shown_for(Screen::Replay, both), Screen::Replay);
    }

    #[test]
    fn the_menu_comes_before_the_screen_a_visit_opens_on() {
        assert_eq!(first_entries(Screen::NewGame), vec![Screen::NewGame]);
        assert_eq!(
            first_entries(Screen::Game),
            vec![Screen::NewGame, Screen::Game]
        );
    }

    #[test]
    fn each_new_screen_is_a_new_entry_and_the_same_one_is_not() {
        let mut nav = Nav::default();
        nav.stepped_to(Screen::NewGame);
        assert_eq!(nav.moved_to(Screen::Game), (Entry::Push, None));
        assert_eq!(nav.moved_to(Screen::Game), (Entry::Keep, None));
        assert_eq!(nav.moved_to(Screen::Saved), (Entry::Push, None));
    }

    #[test]
    fn a_link_rewrites_its_own_entry_and_keeps_its_address_while_shown() {
        let mut nav = Nav::default();
        nav.stepped_to(Screen::Game);
        nav.opening_link();
        nav.opened_link(Screen::Replay, "#k1g.x".into());
        assert_eq!(
            nav.moved_to(Screen::Replay),
            (Entry::Replace, Some("#k1g.x".into()))
        );
        // Closing the review: a new entry, without the link.
        assert_eq!(nav.moved_to(Screen::Game), (Entry::Push, None));
        assert_eq!(nav.link, None);
    }

    #[test]
    fn a_link_that_fails_gives_its_entry_back_once() {
        let mut nav = Nav::default();
        nav.stepped_to(Screen::Saved);
        nav.opening_link();
        assert!(nav.link_failed());
        assert!(!nav.link_failed());
        assert_eq!(nav.moved_to(Screen::Game), (Entry::Push, None));
    }

    #[test]
    fn stepping_through_history_forgets_the_link() {
        let mut nav = Nav::default();
        nav.opening_link();
        nav.opened_link(Screen::Replay, "#k1p.y".into());
        nav.moved_to(Screen::Replay);
        nav.stepped_to(Screen::NewGame);
        assert_eq!(nav.link, None);
        assert_eq!(nav.moved_to(Screen::NewGame), (Entry::Keep, None));
    }
}
