//! How to play each game, in a few short sections, each rule shown on a
//! strip of board squares drawn like the board itself.

use super::tile::TileFace;
use crate::state::use_app;
use krada_engine::rules::GameKind;
use leptos::prelude::*;

/// A square of an illustration: the tile on it (label and points) and the
/// square's colour, as the board's CSS class.
type Square = (&'static str, u8, &'static str);

/// The illustration of each section, by game; `None` where words suffice.
fn illustration(game: GameKind, section: usize) -> Option<&'static [Square]> {
    const AMATH: [Option<&[Square]>; 6] = [
        Some(&[
            ("7", 2, "plain"),
            ("13", 6, "plain"),
            ("×/÷", 1, "plain"),
            ("=", 1, "plain"),
            ("", 0, "blank"),
        ]),
        Some(&[
            ("3", 1, "plain"),
            ("×", 2, "plain"),
            ("4", 2, "plain"),
            ("=", 1, "plain"),
            ("12", 3, "plain"),
        ]),
        None,
        Some(&[
            ("8", 2, "tile-x2"),
            ("+", 2, "plain"),
            ("4", 2, "plain"),
            ("=", 1, "plain"),
            ("12", 3, "line-x3"),
        ]),
        None,
        None,
    ];
    const CROSSWORD: [Option<&[Square]>; 6] = [
        Some(&[
            ("Q", 10, "plain"),
            ("U", 1, "plain"),
            ("I", 1, "plain"),
            ("Z", 10, "plain"),
            ("", 0, "blank"),
        ]),
        Some(&[
            ("W", 4, "plain"),
            ("O", 1, "plain"),
            ("R", 1, "plain"),
            ("D", 2, "plain"),
        ]),
        None,
        Some(&[("C", 3, "plain"), ("A", 1, "star"), ("T", 1, "plain")]),
        None,
        None,
    ];
    match game {
        GameKind::AMath => AMATH.get(section).copied().flatten(),
        GameKind::Crossword => CROSSWORD.get(section).copied().flatten(),
    }
}

fn strip(squares: &'static [Square]) -> impl IntoView {
    let cells = squares
        .iter()
        .map(|&(label, points, colour)| {
            let blank = colour == "blank";
            let class = if blank {
                "cell plain filled".to_string()
            } else {
                format!("cell {colour} filled")
            };
            view! {
                <span class=class>
                    <TileFace label=label.to_string() points=points blank=blank />
                </span>
            }
        })
        .collect_view();
    view! { <div class="howto-strip" aria-hidden="true">{cells}</div> }
}

#[component]
pub fn HowTo() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let game = RwSignal::new(GameKind::AMath);
    let sections = move || {
        let ui = ui();
        let game = game.get();
        let texts = match game {
            GameKind::AMath => ui.howto_amath,
            GameKind::Crossword => ui.howto_crossword,
        };
        texts
            .iter()
            .enumerate()
            .map(|(i, (heading, text))| {
                view! {
                    <section class="howto-section">
                        <h3>{*heading}</h3>
                        {illustration(game, i).map(strip)}
                        <p>{*text}</p>
                    </section>
                }
            })
            .collect_view()
    };
    let tab = move |kind: GameKind, code: &'static str| {
        view! {
            <button
                role="tab"
                data-testid=format!("howto-{code}")
                aria-selected=move || (game.get() == kind).to_string()
                on:click=move |_| game.set(kind)
            >
                {move || match kind {
                    GameKind::AMath => ui().game_amath,
                    GameKind::Crossword => ui().game_crossword,
                }}
            </button>
        }
    };
    view! {
        <main class="howto" data-testid="howto">
            <article class="panel">
                <h2>{move || ui().how_to_play}</h2>
                <div class="howto-tabs" role="tablist">
                    {tab(GameKind::AMath, "amath")}
                    {tab(GameKind::Crossword, "crossword")}
                </div>
                <div role="tabpanel">{sections}</div>
            </article>
        </main>
    }
}
