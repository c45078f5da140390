//! A table's clock at set-up: the tournament's 22 minutes or the players'
//! own minutes and seconds a move, the penalty, and the forfeit.

use crate::model::table::setup::ClockChoice;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

/// What the players chose for the clock.
#[derive(Clone, Copy)]
pub struct ClockChoices {
    pub tournament: RwSignal<bool>,
    pub minutes: RwSignal<u64>,
    pub increment: RwSignal<u64>,
    pub penalty: RwSignal<bool>,
    pub forfeit: RwSignal<bool>,
    /// A side late at the start (0 or 1), and by how many minutes.
    pub late_side: RwSignal<Option<u8>>,
    pub late_minutes: RwSignal<u64>,
}

impl Default for ClockChoices {
    fn default() -> ClockChoices {
        let chosen = ClockChoice::default();
        ClockChoices {
            tournament: RwSignal::new(chosen.tournament),
            minutes: RwSignal::new(chosen.minutes),
            increment: RwSignal::new(chosen.increment_s),
            penalty: RwSignal::new(chosen.penalty),
            forfeit: RwSignal::new(chosen.forfeit),
            late_side: RwSignal::new(None),
            late_minutes: RwSignal::new(0),
        }
    }
}

impl ClockChoices {
    /// The clock as chosen now, for the model to make a clock of.
    pub fn choice(&self) -> ClockChoice {
        ClockChoice {
            tournament: self.tournament.get_untracked(),
            minutes: self.minutes.get_untracked(),
            increment_s: self.increment.get_untracked(),
            penalty: self.penalty.get_untracked(),
            forfeit: self.forfeit.get_untracked(),
        }
    }
}

#[component]
pub fn ClockFields(clock: ClockChoices) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ClockChoices {
        tournament,
        minutes,
        increment,
        penalty,
        forfeit,
        late_side,
        late_minutes,
    } = clock;
    let number = move |value: RwSignal<u64>| {
        move |ev| {
            if let Ok(n) = event_target_value(&ev).parse() {
                value.set(n);
            }
        }
    };
    view! {
            <fieldset>
                <legend>{move || ui().table_clock_legend}</legend>
                <label>
                    <input type="radio" name="table-clock" data-testid="table-tournament"
                        prop:checked=move || tournament.get() on:change=move |_| tournament.set(true) />
                    {move || fill(ui().table_tournament, &[("minutes", &ClockChoice::tournament_minutes().to_string())])}
                </label>
                <label>
                    <input type="radio" name="table-clock" data-testid="table-custom"
                        prop:checked=move || !tournament.get() on:change=move |_| tournament.set(false) />
                    {move || ui().table_custom}
                </label>
                <Show when=move || !tournament.get()>
                    <label>
                        {move || ui().table_minutes}
                        <input type="number" min="1" max="180" data-testid="table-minutes"
                            prop:value=move || minutes.get().to_string() on:input=number(minutes) />
                    </label>
                    <label>
                        {move || ui().table_increment}
                        <input type="number" min="0" max="120" data-testid="table-increment"
                            prop:value=move || increment.get().to_string() on:input=number(increment) />
                    </label>
                </Show>
                <label>
                    <input type="checkbox" data-testid="table-penalty"
                        prop:checked=move || penalty.get() on:change=move |ev| penalty.set(event_target_checked(&ev)) />
                    {move || fill(ui().table_penalty, &[("points", &ClockChoice::penalty_per_minute().to_string())])}
                </label>
                <label>
                    <input type="checkbox" data-testid="table-forfeit"
                        prop:checked=move || forfeit.get() on:change=move |ev| forfeit.set(event_target_checked(&ev)) />
                    {move || ui().forfeit_option}
                </label>
                // A player late for the round: its clock counts from the
                // round's start.
                <label>
                    {move || ui().table_late}
                    <select data-testid="table-late-side" on:change=move |ev| {
                        late_side.set(event_target_value(&ev).parse::<u8>().ok().filter(|s| *s < 2));
                    }>
                        <option value="">{move || ui().table_late_nobody}</option>
                        <option value="0">{move || ui().table_side.replace("{n}", "1")}</option>
                        <option value="1">{move || ui().table_side.replace("{n}", "2")}</option>
                    </select>
                </label>
                <Show when=move || late_side.get().is_some()>
                    <label>
                        {move || ui().table_late_minutes}
                        <input type="number" min="0" max="60" data-testid="table-late-minutes"
                            prop:value=move || late_minutes.get().to_string() on:input=number(late_minutes) />
                    </label>
                </Show>
            </fieldset>
    }
}
