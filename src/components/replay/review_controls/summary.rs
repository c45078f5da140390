//! Each side's summary of the moves reviewed so far.

use crate::components::replay::ReplayView;
use krada_text::review::side_summary;
use leptos::prelude::*;

#[component]
pub(super) fn Summary(view: ReplayView) -> impl IntoView {
    let app = view.app;
    move || {
        let lang = app.lang.get();
        app.replay.with(|r| {
            let r = r.as_ref()?;
            (r.progress().0 > 0).then(|| {
                r.summary()
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.moves > 0)
                    .map(|(side, s)| {
                        let text = side_summary(lang, &r.names[side], s);
                        view! { <li data-testid=format!("review-summary-{side}")>{text}</li> }
                    })
                    .collect_view()
            })
        })
    }
}
