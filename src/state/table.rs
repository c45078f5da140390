//! A game on a real board (table mode), as the page keeps it: the table
//! one value (`model::table::Table`) in one signal, read from the device
//! when the screen opens and kept on every change (a reload, a locked phone
//! or a closed tab loses nothing), the time looked at five times a second,
//! the screen kept awake while a clock runs. The screen's components draw
//! it and change it through [`TableCtx`]'s methods.

use crate::browser::{self, alerts};
use crate::model::storage::Kept;
use crate::model::table::setup::{NewTable, keeps_table};
use crate::model::table::{self, Table, clock::newly_over};
use crate::state::stored;
use leptos::prelude::*;

/// Which of the table's pages shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Clock,
    Sheet,
    End,
}

/// The table, the moment the screen last looked at the time, and the page
/// showing: handed to the table's parts through context.
#[derive(Clone, Copy)]
pub struct TableCtx {
    pub table: RwSignal<Option<Table>>,
    pub now: RwSignal<f64>,
    pub page: RwSignal<Page>,
}

impl TableCtx {
    /// Changes the table at this moment.
    pub fn change<R>(self, f: impl FnOnce(&mut Table, f64) -> R) -> Option<R> {
        let at = browser::wall_ms();
        self.now.set(at);
        let mut out = None;
        self.table.update(|t| out = t.as_mut().map(|t| f(t, at)));
        out
    }

    pub fn with<R>(self, f: impl FnOnce(&Table) -> R) -> Option<R> {
        self.table.with(|t| t.as_ref().map(f))
    }

    /// Starts the table set up, its clock running from this moment.
    pub fn start(self, setup: NewTable, side_name: impl Fn(usize) -> String) {
        let at = browser::wall_ms();
        self.now.set(at);
        self.table.set(Some(setup.start(side_name, at)));
    }

    /// The game is over on the board: both clocks stop before the racks
    /// left are tapped in.
    pub fn open_end(self) {
        self.change(|t, at| t.stop_clocks(at));
        self.page.set(Page::End);
    }

    /// A side ended its turn: the clock hands over, with a tone and a buzz
    /// when the players chose them.
    pub fn end_turn(self, side: u8) {
        let handed = self.change(|t, at| {
            let before = t.clock.to_move;
            t.clock.end_turn(side, at);
            (t.clock.to_move != before).then_some(t.signals)
        });
        if let Some(Some(signals)) = handed {
            signal(signals, 660.0, 60);
        }
    }
}

/// A tone of `hz` and a buzz of `ms`, as the players chose.
pub fn signal(signals: table::Signals, hz: f64, ms: u32) {
    if signals.sound {
        alerts::beep(hz, ms as f64 * 2.0);
    }
    if signals.vibrate {
        alerts::buzz(ms);
    }
}

/// Opens the table kept on the device (none: the set-up shows; a finished
/// one gives way when a score slip `invited` a new one) and provides it to
/// the screen's parts; whether one kept could not be read (it was set
/// aside, and the screen says so).
pub fn open(invited: bool) -> (TableCtx, bool) {
    let (kept, set_aside) = match stored::table() {
        Kept::Value(table) if keeps_table(&table, invited) => (Some(table), false),
        Kept::Value(_) => (None, false),
        Kept::Nothing => (None, false),
        Kept::SetAside(_) => (None, true),
    };
    let finished = kept.as_ref().is_some_and(|t| t.sheet.end.is_some());
    let ctx = TableCtx {
        table: RwSignal::new(kept),
        now: RwSignal::new(browser::wall_ms()),
        page: RwSignal::new(if finished { Page::End } else { Page::Clock }),
    };
    provide_context(ctx);
    // Saved on every change; a full store only costs the keeping.
    Effect::new(move |_| {
        ctx.table.with(|t| {
            stored::set_table(t.as_ref());
        })
    });
    keep_time(ctx);
    keep_awake(ctx);
    (ctx, set_aside)
}

/// Looks at the time five times a second; a side whose time runs out hears
/// and feels it.
fn keep_time(ctx: TableCtx) {
    let over = move || {
        let now = ctx.now.get();
        ctx.with(|t| [0, 1].map(|s| t.clock.face(s, now).overtime()))
    };
    let was_over = StoredValue::new(over());
    Effect::new(move |_| {
        let now_over = over();
        let newly = match (was_over.get_value(), now_over) {
            (Some(was), Some(is)) => newly_over(was, is),
            _ => false,
        };
        if newly && let Some(signals) = ctx.with(|t| t.signals) {
            signal(signals, 880.0, 400);
        }
        was_over.set_value(now_over);
    });
    let ticks = set_interval_with_handle(
        move || ctx.now.set(browser::wall_ms()),
        std::time::Duration::from_millis(200),
    );
    on_cleanup(move || {
        if let Ok(ticks) = ticks {
            ticks.clear();
        }
    });
}

/// Keeps the screen on while a clock runs (Screen Wake Lock), again each
/// time the page shows.
fn keep_awake(ctx: TableCtx) {
    // The lock is the page's alone: wrapped so Leptos' cleanup may hold it.
    let lock = send_wrapper::SendWrapper::new(std::rc::Rc::new(alerts::WakeLock::default()));
    let running = Memo::new(move |_| ctx.with(|t| t.clock.running.is_some()).unwrap_or(false));
    let held = send_wrapper::SendWrapper::new((*lock).clone());
    Effect::new(move |_| match running.get() {
        true => held.hold(),
        false => held.release(),
    });
    let shown = send_wrapper::SendWrapper::new((*lock).clone());
    let visible = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if !browser::tab_hidden() && running.get_untracked() {
            shown.hold();
        }
    });
    on_cleanup(move || {
        visible.remove();
        lock.release();
    });
}
