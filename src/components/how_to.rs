//! How to play each game, in a few short sections, each rule shown on a
//! strip of board squares drawn like the board itself.

use super::tile::TileFace;
use crate::state::use_app;
use krada_engine::rules::GameKind;
use krada_text::fill;
use leptos::prelude::*;

/// A square of an illustration: the tile on it (label and points) and the
/// square's colour, as the board's CSS class.
type Square = (&'static str, u8, &'static str);

/// The illustration of each section; `None` where words suffice.
type Illustrations = [Option<&'static [Square]>; 6];

const AMATH: Illustrations = [
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
const CROSSWORD: Illustrations = [
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

fn strip(game: &'static str, squares: &'static [Square]) -> impl IntoView {
    let cells = squares
        .iter()
        .map(|&(label, points, colour)| {
            let blank = colour == "blank";
            let class = if blank {
                "cell plain filled".to_string()
            } else {
                format!("cell {game} {colour} filled")
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

/// The games' tabs with their illustrations, the first shown first.
const TABS: [(GameKind, &Illustrations); 2] =
    [(GameKind::AMath, &AMATH), (GameKind::Crossword, &CROSSWORD)];

/// The illustration of section `section` of the game `game`.
fn illustration(game: usize, section: usize) -> Option<&'static [Square]> {
    TABS[game].1.get(section).copied().flatten()
}

#[component]
pub fn HowTo() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    // Which tab of TABS is open.
    let open = RwSignal::new(0);
    let sections = move || {
        let ui = ui();
        let game = open.get();
        let words = ui.game(TABS[game].0);
        words
            .howto
            .iter()
            .enumerate()
            .map(|(i, (heading, text))| {
                view! {
                    <section class="howto-section">
                        <h3>{*heading}</h3>
                        {illustration(game, i).map(|squares| strip(TABS[game].0.code(), squares))}
                        // Colours named from the table that colours the board.
                        <p>{words.with_colours(text)}</p>
                    </section>
                }
            })
            .collect_view()
    };
    let tab = move |at: usize| {
        let kind = TABS[at].0;
        view! {
            <button
                role="tab"
                data-testid=format!("howto-{}", kind.code())
                aria-selected=move || (open.get() == at).to_string()
                on:click=move |_| open.set(at)
            >
                {move || ui().game(kind).name}
            </button>
        }
    };
    view! {
        <main class="howto" data-testid="howto">
            <article class="panel">
                <h2>{move || ui().how_to_play}</h2>
                <div class="howto-tabs" role="tablist">
                    {(0..TABS.len()).map(tab).collect_view()}
                </div>
                <div role="tabpanel">{sections}</div>
                // Both games' keys for a player who does not see the board.
                <section class="howto-section howto-keys" data-testid="howto-keys">
                    <h3>{move || ui().read_keys_title}</h3>
                    <p>{move || ui().read_keys}</p>
                    <p>{move || fill(ui().move_box_help, &[("example", ui().game(TABS[open.get()].0).move_example)])}</p>
                </section>
            </article>
        </main>
    }
}
