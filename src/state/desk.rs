//! The tournament desk as the page keeps it: the event (one
//! `krada_desk::Tournament`) in one signal, read from the device when the
//! screen opens, kept on every change, and read again when another tab
//! changes it; the set-up form; and what the desk last said. The screen's
//! components draw it and change it through [`DeskCtx`]'s methods.

use crate::browser;
use crate::model::desk::{NewEvent, Refusal, Typed, enter};
use crate::model::storage::Kept;
use crate::state::stored;
use krada_desk::{Entrant, ResultCode, Tournament};
use krada_text::Lang;
use leptos::prelude::*;

/// What the desk shows beside the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Round,
    Standings,
    Entrants,
    Print,
}

#[derive(Clone, Copy)]
pub struct DeskCtx {
    pub event: RwSignal<Option<Tournament>>,
    pub form: RwSignal<NewEvent>,
    /// Why the last thing typed changed nothing (or that a file opened).
    pub said: RwSignal<Option<String>>,
    pub tab: RwSignal<Tab>,
    /// The round whose results are shown (the current one unless the
    /// director looks back to correct one).
    pub round: RwSignal<Option<u32>>,
    pub wall: RwSignal<bool>,
    pub lang: Signal<Lang>,
}

impl DeskCtx {
    fn refuse(self, refusal: Refusal) {
        self.said.set(Some(refusal.text(self.lang.get_untracked())));
    }

    /// Changes the event if `change` allows it; a refusal is said.
    fn change<R>(self, change: impl FnOnce(&mut Tournament) -> Result<R, Refusal>) -> Option<R> {
        let mut out = None;
        self.event.update(|e| {
            if let Some(t) = e {
                match change(t) {
                    Ok(r) => out = Some(r),
                    Err(refusal) => self.refuse(refusal),
                }
            }
        });
        if out.is_some() {
            self.said.set(None);
        }
        out
    }

    /// Starts the event the form describes.
    pub fn create(self) {
        match self.form.with_untracked(NewEvent::create) {
            Ok(t) => {
                self.event.set(Some(t));
                self.said.set(None);
                self.tab.set(Tab::Entrants);
            }
            Err(refusal) => self.refuse(refusal),
        }
    }

    /// Pairs the next round and shows it.
    pub fn pair(self) {
        if self
            .change(|t| t.pair_next().map(|_| ()).map_err(Refusal::from))
            .is_some()
        {
            self.round.set(None);
            self.tab.set(Tab::Round);
        }
    }

    /// What was typed at `table` of `round`.
    pub fn enter(self, round: u32, table: u32, typed: Typed) {
        self.change(|t| enter(t, round, table, typed));
    }

    pub fn withdraw(self, name: &str) {
        self.change(|t| t.withdraw(name).map_err(Refusal::from));
    }

    /// A late entrant, paired from the next round.
    pub fn add(self, name: &str, school: &str) -> bool {
        if name.trim().is_empty() {
            return false;
        }
        self.change(|t| t.enter(Entrant::new(name, school)).map_err(Refusal::from))
            .is_some()
    }

    /// Enters a table's result from its code (a QR code's text or a typed
    /// short code); whether it was entered (else the reason is said).
    pub fn apply_code(self, text: &str) -> bool {
        let code = match ResultCode::parse(text) {
            Ok(code) => code,
            Err(e) => {
                self.refuse(Refusal::Desk(e));
                return false;
            }
        };
        let entered = self
            .change(|t| t.apply_code(&code).map_err(Refusal::from))
            .is_some();
        if entered {
            let ui = self.lang.get_untracked().ui();
            let [a, b] = code.scores.map(|s| s.to_string());
            let (round, table) = (code.round.to_string(), code.table.to_string());
            let said = krada_text::fill(
                ui.desk_code_entered,
                &[("round", &round), ("table", &table), ("a", &a), ("b", &b)],
            );
            self.said.set(Some(said));
            self.round.set(Some(code.round));
            self.tab.set(Tab::Round);
        }
        entered
    }

    /// How many places the certificates go to (1 to 50).
    pub fn set_prize_places(self, places: u32) {
        self.change(|t| {
            t.settings.prize_places = places.clamp(1, 50);
            Ok::<(), Refusal>(())
        });
    }

    /// How many of a school's entrants its team score counts (1 to 20).
    pub fn set_school_best(self, best: u32) {
        self.change(|t| {
            t.settings.school_best = best.clamp(1, 20);
            Ok::<(), Refusal>(())
        });
    }

    /// Opens a tournament file; one that does not read changes nothing.
    pub fn open_file(self, name: String, text: Option<String>) {
        let lang = self.lang.get_untracked();
        let read = text
            .ok_or(krada_desk::DeskError::NotADeskFile)
            .and_then(|text| Tournament::from_json(&text));
        match read {
            Ok(t) => {
                self.event.set(Some(t));
                self.round.set(None);
                self.tab.set(Tab::Standings);
                self.said.set(Some(krada_text::fill(
                    lang.ui().desk_opened,
                    &[("name", &name)],
                )));
            }
            Err(e) => self
                .said
                .set(Some(format!("{name}: {}", lang.desk_error(&e)))),
        }
    }

    /// Leaves the event for a new one, once the director agrees.
    pub fn start_over(self) {
        if browser::confirm(self.lang.get_untracked().ui().desk_new_confirm) {
            self.event.set(None);
            self.round.set(None);
            self.said.set(None);
        }
    }
}

/// Opens the event kept on the device and provides it to the screen's
/// parts; whether one kept could not be read (set aside, and said).
pub fn open(lang: Signal<Lang>) -> (DeskCtx, bool) {
    let (kept, set_aside) = match stored::desk() {
        Kept::Value(t) => (Some(t), false),
        Kept::Nothing => (None, false),
        Kept::SetAside(_) => (None, true),
    };
    let started = kept.is_some();
    let ctx = DeskCtx {
        event: RwSignal::new(kept),
        form: RwSignal::new(NewEvent::new(browser::random_u64())),
        said: RwSignal::new(None),
        tab: RwSignal::new(if started { Tab::Round } else { Tab::Entrants }),
        round: RwSignal::new(None),
        wall: RwSignal::new(false),
        lang,
    };
    provide_context(ctx);
    // Kept on every change. Writing what is kept already fires no storage
    // event, so two tabs do not echo each other.
    Effect::new(move |_| {
        ctx.event.with(|t| stored::set_desk(t.as_ref()));
    });
    let other_tab = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().is_some_and(|k| stored::is_desk_key(&k))
            && let Kept::Value(t) = stored::desk()
        {
            ctx.event.set(Some(t));
        }
    });
    on_cleanup(move || other_tab.remove());
    (ctx, set_aside)
}
