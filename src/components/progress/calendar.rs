//! The daily puzzles of the last weeks as a calendar, a row a week: the
//! days solved filled, the streak beside it.

use crate::components::puzzles::today;
use crate::model::progress::{Progress, calendar};
use crate::state::use_app;
use leptos::prelude::*;

const WEEKS: u64 = 6;

#[component]
pub fn StreakCalendar(progress: RwSignal<Progress>) -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let today = today();
    let weeks = move || progress.with(|p| calendar(today, &p.daily.solved, WEEKS));
    let streak = move || progress.with(|p| p.daily.streak(today));
    // The months the weeks shown cover, with the year: "Nov – Dec 2026".
    let months = move || {
        let names: Vec<&str> = ui().progress_months.split(' ').collect();
        let weeks = weeks();
        let first = weeks.first().map(|w| w[0].date)?;
        let last = weeks.last().map(|w| w[6].date)?;
        let name = |(_, m, _): (i64, u32, u32)| names.get(m as usize - 1).copied().unwrap_or("");
        Some(match (first.0 == last.0, first.1 == last.1) {
            (true, true) => format!("{} {}", name(first), first.0),
            (true, false) => format!("{} – {} {}", name(first), name(last), last.0),
            _ => format!("{} {} – {} {}", name(first), first.0, name(last), last.0),
        })
    };
    view! {
        <section class="progress-calendar">
            <h3>{move || ui().progress_calendar}</h3>
            <p data-testid="progress-streak">{move || ui().puzzle_streak.replace("{n}", &streak().to_string())}</p>
            <table class="calendar" data-testid="progress-calendar">
                <caption data-testid="progress-months">{months}</caption>
                <thead><tr>
                    {move || ui().progress_weekdays.split(' ').map(|d| view! { <th scope="col">{d.to_string()}</th> }).collect_view()}
                </tr></thead>
                <tbody>
                    {move || weeks().into_iter().map(|week| view! {
                        <tr>{week.map(|day| {
                            let said = match day.solved {
                                true => ui().progress_day_solved,
                                false => ui().progress_day_missed,
                            }
                            .replace("{n}", &day.number.to_string());
                            view! {
                                <td class:solved=day.solved class:future=day.future
                                    data-testid=format!("progress-day-{}", day.number)
                                    title=said.clone() aria-label=said>
                                    <span class="date">{day.date.2}</span>
                                    {day.solved.then_some(view! { <span class="mark" aria-hidden="true">"●"</span> })}
                                </td>
                            }
                        })}</tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}
