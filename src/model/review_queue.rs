//! The moves of a replayed game waiting for the worker's review: one asked
//! for (*Best plays for the next rack*) goes first, *Review every move*
//! queues the rest; one request at a time, so no review replaces another.

use std::collections::VecDeque;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReviewQueue {
    /// Steps to review, first first.
    steps: VecDeque<usize>,
    /// *Review every move* is under way (it can be stopped).
    every_move: bool,
    /// A review is being made; the one making it takes the next.
    running: bool,
}

impl ReviewQueue {
    /// Puts `step` first.
    pub fn ask(&mut self, step: usize) {
        self.steps.retain(|&s| s != step);
        self.steps.push_front(step);
    }

    /// Queues every step in `unreviewed` after what is asked already.
    pub fn every_move(&mut self, unreviewed: Vec<usize>) {
        for step in unreviewed {
            if !self.steps.contains(&step) {
                self.steps.push_back(step);
            }
        }
        self.every_move = true;
    }

    /// Stops *Review every move*: the review being made still comes back.
    pub fn stop(&mut self) {
        self.steps.clear();
        self.every_move = false;
    }

    pub fn reviewing_every_move(&self) -> bool {
        self.every_move
    }

    /// Whether the caller should start taking steps: false while another
    /// already does.
    pub fn start(&mut self) -> bool {
        !std::mem::replace(&mut self.running, true)
    }

    /// The next step to review that `reviewed` does not already have; with
    /// none left the queue is idle again.
    pub fn next(&mut self, reviewed: impl Fn(usize) -> bool) -> Option<usize> {
        while let Some(step) = self.steps.pop_front() {
            if !reviewed(step) {
                return Some(step);
            }
        }
        self.running = false;
        self.every_move = false;
        None
    }

    /// The reviews cannot go on (no word list, the worker lost): idle.
    pub fn give_up(&mut self) {
        self.stop();
        self.running = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(queue: &mut ReviewQueue, reviewed: &[usize]) -> Vec<usize> {
        std::iter::from_fn(|| queue.next(|s| reviewed.contains(&s))).collect()
    }

    #[test]
    fn a_move_asked_for_goes_before_the_rest_and_each_move_once() {
        let mut queue = ReviewQueue::default();
        queue.every_move(vec![0, 2, 4, 6]);
        assert!(queue.reviewing_every_move());
        queue.ask(4);
        assert_eq!(drain(&mut queue, &[2]), vec![4, 0, 6]);
        // Done: idle, and no longer reviewing every move.
        assert!(!queue.reviewing_every_move());
        assert!(queue.start());
    }

    #[test]
    fn only_one_caller_takes_steps_at_a_time() {
        let mut queue = ReviewQueue::default();
        queue.ask(3);
        assert!(queue.start());
        queue.ask(5);
        assert!(!queue.start(), "the first caller takes step 5 as well");
        assert_eq!(drain(&mut queue, &[]), vec![5, 3]);
        assert!(queue.start(), "idle again once the queue is empty");
    }

    #[test]
    fn stopping_keeps_nothing_queued_and_giving_up_frees_the_queue() {
        let mut queue = ReviewQueue::default();
        queue.every_move(vec![1, 2, 3]);
        assert!(queue.start());
        queue.stop();
        assert!(!queue.reviewing_every_move());
        assert_eq!(queue.next(|_| false), None);
        queue.every_move(vec![1]);
        queue.start();
        queue.give_up();
        assert!(queue.start());
        assert_eq!(queue.next(|_| false), None);
    }
}
