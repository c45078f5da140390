//! The class round screen at the teacher's device: set up a session, then
//! each round the board and the rack everybody solves, the countdown, what
//! the class found (checked and scored at once), the reveal of the best
//! plays in rank, the rounds so far and the standings.

mod board;
mod entries;
mod history;
mod reveal;
mod round;
mod setup;

use crate::computer::use_computer;
use crate::model::class::TOP;
use crate::state::{AppState, use_app};
use leptos::prelude::*;
use round::ClassRound;
use setup::ClassSetup;

#[component]
pub fn ClassScreen() -> impl IntoView {
    let app = use_app();
    // A memo, so the round's view is built once per session, not on every
    // change of it (which would drop what is being typed).
    let running = Memo::new(move |_| app.class.with(Option::is_some));
    view! {
        <main class="class-screen" data-testid="class">
            {move || match running.get() {
                false => view! { <ClassSetup /> }.into_any(),
                true => view! { <ClassRound /> }.into_any(),
            }}
        </main>
    }
}

/// Asks the worker for the round's best plays and to find the entries not
/// yet found, whenever the round has some; one request at a time.
fn keep_graded(app: AppState) {
    let computer = use_computer();
    // The round and entry count a request was made for, until its reply.
    let asked = StoredValue::new(None::<(usize, usize)>);
    Effect::new(move |_| {
        let need = app.class.with(|c| {
            let c = c.as_ref()?;
            let due = c.plays.is_none() || c.graded < c.entries.len();
            let open = !c.session.is_over();
            (due && open).then(|| {
                (
                    c.round_number(),
                    c.entries.len(),
                    c.position(),
                    c.entry_texts(),
                )
            })
        });
        let idle = computer.pending.with(Option::is_none);
        let Some((round, count, mut position, texts)) = need else {
            return;
        };
        if !idle || asked.get_value() == Some((round, count)) {
            return;
        }
        asked.set_value(Some((round, count)));
        leptos::task::spawn_local(async move {
            if position.tiles.needs_words() {
                position.lexicon = app.words.for_tiles(position.tiles).await;
            }
            computer.ensure_started();
            // A worker lost leaves the request marked asked: it is not
            // repeated until the round changes or *Try again*.
            let Some(reply) = computer.class_round(position, texts, TOP).await else {
                return;
            };
            // The round's screen may have closed meanwhile.
            asked.try_set_value(None);
            app.change_class(|c| {
                // A reply for a round since replaced is dropped.
                if c.round_number() == round {
                    c.take_reply(reply.top, reply.plays, reply.found);
                }
            });
        });
    });
}
