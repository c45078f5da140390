//! What the class found this round: typed in, checked and scored.

mod entry_fields;
use crate::model::class::{EntryProblem, Phase, Replacing};
use crate::state::{AppState, use_app};
use entry_fields::EntryFields;
use krada_features::review::line_of;
use krada_text::fill;
use leptos::prelude::*;

/// The entry form's fields, what is wrong with the last entry, and the
/// question asked before a group's entry is replaced.
#[derive(Clone, Copy)]
struct EntryForm {
    app: AppState,
    name: RwSignal<String>,
    play: RwSignal<String>,
    problem: RwSignal<Option<EntryProblem>>,
    asking: RwSignal<Option<Replacing>>,
}

impl EntryForm {
    /// Enters what is typed (`replace`: the teacher agreed to replace the
    /// group's earlier entry).
    fn enter(self, replace: bool) {
        let (who, what) = (self.name.get_untracked(), self.play.get_untracked());
        let result = self.app.change_class(|c| match replace {
            true => c.replace_entry(&who, &what).map(|()| None),
            false => c.enter(&who, &what),
        });
        match result {
            Some(Ok(None)) => {
                // Ready for the next group: both fields empty.
                self.name.set(String::new());
                self.play.set(String::new());
                self.problem.set(None);
                self.asking.set(None);
            }
            Some(Ok(Some(question))) => {
                self.problem.set(None);
                self.asking.set(Some(question));
            }
            Some(Err(e)) => self.problem.set(Some(e)),
            None => {}
        }
    }

    /// The group's earlier entry stays; the new play is cleared.
    fn keep(self) {
        self.asking.set(None);
        self.play.set(String::new());
    }
}

/// The entries so far: index, name, play typed, verdict, and whether it is
/// no legal play.
fn entry_rows(app: AppState) -> Vec<(usize, String, String, String, bool)> {
    let ui = app.lang.get().ui();
    app.class.with(|c| {
        let Some(c) = c else { return vec![] };
        let position = c.position();
        let plays = c.plays.unwrap_or(0).to_string();
        c.active_entries()
            .map(|(i, e)| {
                let verdict = match (&e.found, i < c.graded) {
                    (_, false) => ui.class_checking.to_string(),
                    (None, true) => ui.class_not_legal.to_string(),
                    (Some(f), true) => format!(
                        "{} — {}",
                        line_of(&position, &f.placements),
                        fill(
                            ui.class_entry_found,
                            &[
                                ("score", &f.score.to_string()),
                                ("rank", &f.rank.to_string()),
                                ("plays", &plays)
                            ],
                        )
                    ),
                };
                let bad = e.found.is_none() && i < c.graded;
                (i, e.name.clone(), e.text.clone(), verdict, bad)
            })
            .collect()
    })
}

#[component]
pub(super) fn Entries() -> impl IntoView {
    let app = use_app();
    let ui = move || app.lang.get().ui();
    let form = EntryForm {
        app,
        name: RwSignal::new(String::new()),
        play: RwSignal::new(String::new()),
        problem: RwSignal::new(None),
        asking: RwSignal::new(None),
    };
    let open = move || {
        app.class.with(|c| {
            c.as_ref()
                .is_some_and(|c| !matches!(c.phase, Phase::Revealed { .. }) && !c.session.is_over())
        })
    };
    view! {
        <div class="panel class-entries">
            <h3>{move || ui().class_entries}</h3>
            <Show when=open>
                <EntryFields form />
            </Show>
            <ul class="class-entry-list" aria-live="polite">
                {move || entry_rows(app).into_iter().map(|(i, name, text, verdict, bad)| view! {
                    <li data-testid=format!("class-entry-{i}") class:bad=bad>
                        <strong>{name}</strong> " " <code>{text}</code> ": " {verdict}
                    </li>
                }).collect_view()}
            </ul>
        </div>
    }
}
