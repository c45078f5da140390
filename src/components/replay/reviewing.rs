//! Reviews of a replayed game's moves, made by the worker one at a time
//! from the replay's queue and kept with the game on this device.

use super::ReplayView;
use crate::computer::Computer;
use crate::state::stored;
use crate::words::ENABLE;
use krada_features::review::Moment;
use leptos::prelude::*;

/// How many best plays a review lists.
pub(super) const ANALYSED: usize = 5;

/// Reviews the move of the step shown, before anything queued.
pub(super) fn review_shown(view: ReplayView, computer: Computer) {
    let at = view.at();
    view.asked.set(Some(at));
    view.app.change_replay(|r| r.queue.ask(at));
    run_queue(view, computer);
}

/// *Review every move*: queues every move without a review.
pub(super) fn review_every_move(view: ReplayView, computer: Computer) {
    view.app.change_replay(|r| r.review_every_move());
    run_queue(view, computer);
}

/// Stops *Review every move* (the review being made still comes back).
pub(super) fn stop(view: ReplayView) {
    view.app.change_replay(|r| r.queue.stop());
}

/// Takes the queue's steps one after another unless that is already being
/// done.
fn run_queue(view: ReplayView, computer: Computer) {
    let start = view.app.change_replay(|r| r.queue.start()) == Some(true);
    if !start {
        return;
    }
    leptos::task::spawn_local(async move {
        while let Some(step) = next_step(view) {
            if !review_step(view, computer, step).await {
                view.app.change_replay(|r| r.queue.give_up());
                break;
            }
        }
    });
}

fn next_step(view: ReplayView) -> Option<usize> {
    view.app.change_replay(|r| r.next_to_review()).flatten()
}

/// Reviews the move of `step` and keeps the review; false when reviews
/// cannot go on (no word list, the worker lost, the replay closed).
async fn review_step(view: ReplayView, computer: Computer, step: usize) -> bool {
    let Some(moment) = view
        .app
        .replay
        .with_untracked(|r| r.as_ref().and_then(|r| r.moment_of(step)))
    else {
        return true;
    };
    // The screen may have closed while the word list came.
    let Some(moment) = with_word_list(view, moment).await else {
        view.no_words.try_set(true);
        return false;
    };
    view.no_words.try_set(false);
    computer.ensure_started();
    let Some(review) = computer.review(moment, ANALYSED).await else {
        return false;
    };
    let kept = view
        .app
        .change_replay(|r| {
            r.keep_review(review);
            stored::set_reviews(&r.storage_key(), &r.reviews_json());
        })
        .is_some();
    // A big miss of the player's becomes an exercise as soon as it is seen.
    view.app.keep_what_reviews_found();
    kept
}

/// A Crossword move with the word list it is judged by: a GCG file's own
/// when this device has it, else the site's; `None` without any.
async fn with_word_list(view: ReplayView, mut moment: Moment) -> Option<Moment> {
    if !view.tiles.game().needs_words() || moment.position.lexicon.is_some() {
        return Some(moment);
    }
    let named = view
        .app
        .replay
        .with_untracked(|r| r.as_ref().and_then(|r| r.named_word_list()));
    let mut words = None;
    if let Some(name) = &named {
        words = view.app.words.ensure(name).await;
    }
    if words.is_none() {
        words = view.app.words.ensure(ENABLE).await;
    }
    moment.position.lexicon = Some(words?);
    Some(moment)
}
