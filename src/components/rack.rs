//! The rack of the side to move, in the player's order: tiles to drag,
//! click or pick by keyboard, and to mark for an exchange.

use super::drag::{self, use_drag};
use super::tile::{TileFace, tile_label};
use crate::browser;
use crate::state::use_app;
use leptos::prelude::*;
use rand::SeedableRng;
use rand::seq::SliceRandom;

#[component]
pub fn Rack() -> impl IntoView {
    let app = use_app();
    let drag = use_drag();
    let ui = move || app.lang.get().ui();
    // Behind the hand-over screen, and while the clocks are paused (a
    // pause is no time to study the rack).
    let hidden =
        move || app.session.with(|s| s.as_ref().is_none_or(|s| s.handover)) || app.paused();
    let paused = move || app.paused();
    let slots = move || {
        let rules = app.with_game(|s| (s.game.rules().tiles.clone(), s.game.rules().kind));
        let Some((set, game)) = rules else {
            return vec![];
        };
        app.turn.with(|turn| {
            turn.rack()
                .iter()
                .enumerate()
                .map(|(slot, &tile)| {
                    let kind = set.kind(tile);
                    let label = if kind.blank {
                        "?".to_string()
                    } else {
                        tile_label(game.notation(), kind, None)
                    };
                    (slot, label, kind.points, kind.blank)
                })
                .collect::<Vec<_>>()
        })
    };
    let click = move |slot: usize| app.press_rack_tile(slot);
    let shuffle = move |_| {
        let mut rng = rand::rngs::StdRng::seed_from_u64(browser::random_u64());
        app.shuffle_rack(|order| order.shuffle(&mut rng));
    };
    view! {
        <div class="rack-row">
            <div class="rack" data-testid="rack" role="group" aria-label=move || ui().rack class:hidden=hidden>
                <Show
                    when=move || !hidden()
                    fallback=move || view! {
                        <span class="rack-hidden" data-testid="rack-hidden">
                            {move || if paused() { ui().rack_paused } else { ui().rack_hidden }}
                        </span>
                    }
                >
                    <For
                        each=slots
                        key=|slot| slot.clone()
                        children=move |(slot, label, points, blank)| {
                            let on_board = move || app.turn.with(|t| t.is_placed(slot));
                            let marked = move || app.turn.with(|t| t.is_marked(slot));
                            let aria = {
                                let label = label.clone();
                                move || {
                                    let name = if blank { ui().blank.to_string() } else { label.clone() };
                                    if on_board() { format!("{name} ({})", ui().tentative) } else { name }
                                }
                            };
                            view! {
                                <button
                                    class="tile rack-tile"
                                    class:selected=move || app.turn.with(|t| t.selected()) == Some(slot)
                                    class:placed=on_board
                                    class:marked=marked
                                    data-slot=slot
                                    data-tile=label.clone()
                                    data-testid=format!("rack-{slot}")
                                    aria-label=aria
                                    aria-pressed=move || (app.turn.with(|t| t.selected()) == Some(slot) || marked()).to_string()
                                    on:pointerdown=move |ev| {
                                        if app.my_turn() {
                                            drag::begin(drag, slot, &ev);
                                        }
                                    }
                                    on:pointermove=move |ev| drag::follow(drag, &ev)
                                    on:pointerup=move |ev| {
                                        if drag::finish(app, drag, &ev).is_some() {
                                            click(slot);
                                        }
                                    }
                                    on:keydown=move |ev: web_sys::KeyboardEvent| {
                                        if ev.key() == "Enter" || ev.key() == " " {
                                            ev.prevent_default();
                                            click(slot);
                                        }
                                    }
                                >
                                    <TileFace
                                        label=if blank { String::new() } else { label.clone() }
                                        points=points
                                        blank=blank
                                    />
                                </button>
                            }
                        }
                    />
                </Show>
            </div>
            <button
                class="shuffle"
                data-testid="shuffle"
                disabled=hidden
                on:click=shuffle
            >
                {move || ui().shuffle}
            </button>
        </div>
    }
}
