//! What the app's two binaries share: the page (`krada-app`) and the
//! computer player's worker (`worker`) speak [`worker_protocol`].

pub mod worker_protocol;
