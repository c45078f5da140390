//! The computer player. Move generation and levels arrive with issue 5;
//! the crate exists so the workspace has its final shape.
