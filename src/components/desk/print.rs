//! What the desk prints through the browser (A4): the round's pairings
//! with a list to find one's table, a score slip a table, the standings
//! with the school table, and certificates for the places with a prize.
//! The page shows what will print; the rest of the desk does not print.

use super::standings::{SchoolTable, lines};
use crate::browser;
use crate::state::desk::DeskCtx;
use crate::state::use_app;
use krada_text::fill;
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq)]
enum Doc {
    Pairings,
    Slips,
    Standings,
    Certificates,
}

/// The current round's tables: number, and each side's name and school.
type Table = (u32, (String, String), Option<(String, String)>);

fn tables(ctx: DeskCtx) -> (u32, Vec<Table>) {
    ctx.event.with(|e| {
        let Some(t) = e.as_ref() else {
            return (0, Vec::new());
        };
        let who = |e: usize| (t.entrants[e].name.clone(), t.entrants[e].school.clone());
        let games = t.rounds.last().map_or(Vec::new(), |r| {
            r.games
                .iter()
                .map(|g| (g.table, who(g.a), g.b.map(who)))
                .collect()
        });
        (t.current_round(), games)
    })
}

#[component]
pub(super) fn DeskPrint() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let doc = RwSignal::new(Doc::Pairings);
    let choice = move |which: Doc,
                       value: &'static str,
                       label: fn(&krada_text::Ui) -> &'static str| {
        view! {
            <label class="check">
                <input type="radio" name="desk-print" value=value data-testid=format!("desk-print-{value}")
                    prop:checked=move || doc.get() == which on:change=move |_| doc.set(which) />
                {move || label(ui())}
            </label>
        }
    };
    view! {
        <section class="desk-print-panel">
            <fieldset class="no-print">
                <legend>{move || ui().desk_print_what}</legend>
                {choice(Doc::Pairings, "pairings", |u| u.desk_print_pairings)}
                {choice(Doc::Slips, "slips", |u| u.desk_print_slips)}
                {choice(Doc::Standings, "standings", |u| u.desk_print_standings)}
                {choice(Doc::Certificates, "certificates", |u| u.desk_print_certificates)}
            </fieldset>
            <button class="primary no-print" data-testid="desk-print" on:click=move |_| browser::print()>
                {move || ui().desk_print}
            </button>
            <div class="desk-print" data-testid="desk-print-doc">
                {move || match doc.get() {
                    Doc::Pairings => view! { <PrintPairings /> }.into_any(),
                    Doc::Slips => view! { <PrintSlips /> }.into_any(),
                    Doc::Standings => view! { <PrintStandings /> }.into_any(),
                    Doc::Certificates => view! { <PrintCertificates /> }.into_any(),
                }}
            </div>
        </section>
    }
}

fn event_name(ctx: DeskCtx) -> String {
    ctx.event
        .with(|e| e.as_ref().map(|t| t.name.clone()).unwrap_or_default())
}

#[component]
fn PrintPairings() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let (round, games) = tables(ctx);
    // Everyone's table by name, as a hall's notice board has it.
    let mut by_name: Vec<(String, u32)> = games
        .iter()
        .flat_map(|(n, a, b)| {
            std::iter::once((a.0.clone(), *n)).chain(b.iter().map(|b| (b.0.clone(), *n)))
        })
        .collect();
    by_name.sort_by_key(|(name, _)| name.to_lowercase());
    view! {
        <h2>{event_name(ctx)} " — " {move || fill(ui().desk_round_of, &[("n", &round.to_string()), ("total", &ctx.event.with(|e| e.as_ref().map_or(0, |t| t.settings.rounds)).to_string())])}</h2>
        <table class="paper-sheet desk-print-pairings">
            <thead><tr>
                <th scope="col">{move || ui().desk_table_word}</th>
                <th scope="col">{move || ui().desk_player}</th>
                <th scope="col">{move || ui().desk_player}</th>
            </tr></thead>
            <tbody>
                {games.into_iter().map(|(n, a, b)| view! {
                    <tr>
                        <td>{n}</td>
                        <td>{a.0}<small>{a.1}</small></td>
                        <td>{match b {
                            Some(b) => view! { {b.0}<small>{b.1}</small> }.into_any(),
                            None => view! { <em>{move || ui().desk_bye}</em> }.into_any(),
                        }}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        <h3>{move || ui().desk_find_table}</h3>
        <ol class="desk-find">
            {by_name.into_iter().map(|(name, n)| view! { <li><span>{name}</span><span>{n}</span></li> }).collect_view()}
        </ol>
    }
}

#[component]
fn PrintSlips() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let (round, games) = tables(ctx);
    let event = event_name(ctx);
    view! {
        {games.into_iter().filter_map(|(n, a, b)| b.map(|b| (n, a, b))).map(|(n, a, b)| {
            let event = event.clone();
            view! {
                <article class="desk-slip" data-testid=format!("desk-slip-{n}")>
                    <header>
                        <strong>{event}</strong>
                        <span>{move || ui().desk_round} " " {round}</span>
                        <span class="slip-table">{move || fill(ui().desk_table, &[("n", &n.to_string())])}</span>
                    </header>
                    <table class="paper-sheet">
                        <thead><tr>
                            <th scope="col">{move || ui().desk_player}</th>
                            <th scope="col">{move || ui().desk_school}</th>
                            <th scope="col">{move || ui().desk_score}</th>
                            <th scope="col">{move || ui().desk_slip_winner}</th>
                            <th scope="col">{move || ui().desk_slip_sign}</th>
                        </tr></thead>
                        <tbody>
                            {[a, b].into_iter().map(|(name, school)| view! {
                                <tr><td>{name}</td><td>{school}</td><td class="box"></td><td class="tick"></td><td class="box"></td></tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                </article>
            }
        }).collect_view()}
    }
}

#[component]
fn PrintStandings() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    view! {
        <h2>{event_name(ctx)} " — " {move || ui().desk_standings}</h2>
        {lines(ctx).into_iter().map(|(division, lines)| view! {
            <h3>{division}</h3>
            <table class="paper-sheet desk-print-standings">
                <thead><tr>
                    <th scope="col">{move || ui().desk_rank}</th>
                    <th scope="col">{move || ui().desk_player}</th>
                    <th scope="col">{move || ui().desk_school}</th>
                    <th scope="col">{move || ui().desk_games}</th>
                    <th scope="col">{move || ui().desk_points}</th>
                    <th scope="col">{move || ui().desk_spread}</th>
                </tr></thead>
                <tbody>
                    {lines.into_iter().map(|l| view! {
                        <tr><td>{l.rank}</td><td>{l.name}</td><td>{l.school}</td><td>{l.games}</td><td>{l.points}</td><td>{l.spread}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
        }).collect_view()}
        <SchoolTable />
    }
}

#[component]
fn PrintCertificates() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let ctx = expect_context::<DeskCtx>();
    let places = move || {
        ctx.event
            .with(|e| e.as_ref().map_or(3, |t| t.settings.prize_places))
    };
    let date = move || browser::today_text(app.lang.get().tag());
    view! {
        <label class="no-print">
            {move || ui().desk_prize_places} " "
            <input type="number" min="1" max="50" data-testid="desk-prize-places"
                prop:value=move || places().to_string()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                        ctx.set_prize_places(n);
                    }
                } />
        </label>
        {move || {
            let event = event_name(ctx);
            let date = date();
            lines(ctx).into_iter().flat_map(|(division, lines)| {
                let places = places() as usize;
                lines.into_iter().take(places).map(move |l| (division.clone(), l))
            }).map(|(division, l)| view! {
                <article class="desk-certificate" data-testid=format!("desk-certificate-{}", l.rank)>
                    <h2>{move || ui().desk_certificate}</h2>
                    <p>{move || ui().desk_certificate_given}</p>
                    <p class="name">{l.name.clone()}</p>
                    <p>{l.school.clone()}</p>
                    <p class="place">{move || fill(ui().desk_place, &[("n", &l.rank.to_string())])}</p>
                    <p>{fill(ui().desk_certificate_event, &[("event", &event)])} " " {division}</p>
                    <p>{date.clone()}</p>
                </article>
            }).collect_view()
        }}
    }
}
