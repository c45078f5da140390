//! English.

use crate::Ui;
use krada_desk::{DeskError, ListError};
use krada_engine::equation::EquationError;
use krada_engine::game::GameError;
use krada_engine::gcg::{DecodeError, GcgError, GcgProblem, Variant};
use krada_engine::lexicon::LexiconError;
use krada_engine::notation::line_text;
use krada_engine::play::PlayError;
use krada_engine::rules::GameKind;

pub const UI: Ui = Ui {
    language_name: "English",
    switch_language: "ภาษาไทย",
    app_title: "Krada",
    tagline: "A-Math and Crossword",
    new_game: "New game",
    saved_games: "Saved games",
    current_game: "Current game",
    projector_mode: "Projector mode",
    close: "Close",
    crash_page: "Krada ran into a problem it cannot get past. Your game is saved: reload the page to go on.",
    crash_computer: "The computer player stopped with an error. Your game is saved: reload the page to go on.",
    reload: "Reload",
    menu_button: "Menu",
    board: "Board",
    rack: "Rack",
    rack_empty: "No tiles yet",
    rack_hidden: "The rack is hidden until its player has the device.",
    rack_paused: "The clocks are paused: the racks are hidden until play resumes.",
    blank: "blank",
    how_to_play: "How to play",
    colour_names: [
        "red",
        "yellow",
        "blue",
        "orange",
        "pink",
        "dark blue",
        "light blue",
    ],
    howto_amath: &[
        (
            "The tiles",
            "Each side holds 8 tiles. Number tiles run from 0 to 20; there are the signs + − × ÷, the equals sign, the choice tiles +/− and ×/÷ (you say which face when you place one) and blanks, which can be any number or sign and score 0. The small number on a tile is its points.",
        ),
        (
            "An equation",
            "Tiles in a row read as an equation: both sides of = must be equal. × and ÷ go before + and −. The tiles 0–9 side by side make one number of up to three digits; 10–20 stand alone. A number may not start with 0, and two signs may not stand together.",
        ),
        (
            "Placing",
            "Lay one or more tiles in one row or one column. The first play covers the star in the middle; every later one touches tiles already on the board. Every line of two or more tiles that your tiles make must be a true equation. On a phone, spread two fingers on the board to zoom in on it.",
        ),
        (
            "Scoring",
            "Add up the points of the tiles in each equation you made. A new tile on {tile_x2} counts ×2, on {tile_x3} ×3; then the whole equation counts ×2 for each {line_x2} and ×3 for each {line_x3} square your new tiles cover. Here 8 on {tile_x2} gives 4, the equation adds up to 12, and the {line_x3} square makes it 36.",
        ),
        ("Bingo", "Playing all 8 tiles at once earns 40 points more."),
        (
            "The end",
            "You may exchange tiles (with at least 5 in the bag) or pass instead of playing. The game ends when a side plays its last tile with the bag empty (it earns twice the points left on the other rack) or after six turns in a row without a score, when each side loses its own rack's points. The higher total wins.",
        ),
    ],
    howto_crossword: &[
        (
            "The tiles",
            "Each side holds 7 letter tiles. The small number on a tile is its points; the two blanks can be any letter and score 0.",
        ),
        (
            "A word",
            "Tiles in a row or a column, read left to right or top to bottom, must make words of the game's word list.",
        ),
        (
            "Placing",
            "Lay one or more tiles in one row or one column. The first play covers the star in the middle; every later one touches tiles already on the board. Every word of two or more letters your tiles make must be in the list. On a phone, spread two fingers on the board to zoom in on it.",
        ),
        (
            "Scoring",
            "Add up the letters of each word you made. A new letter on a {tile_x2} square counts ×2, on a {tile_x3} one ×3; then the whole word counts ×2 for each {line_x2} square and ×3 for each {line_x3} one your new tiles cover, and the star doubles it too. Here CAT on the star: 3 + 1 + 1 = 5, doubled to 10.",
        ),
        ("Bingo", "Playing all 7 tiles at once earns 50 points more."),
        (
            "The end",
            "You may exchange tiles (with at least 7 in the bag) or pass. In challenge mode the other side may challenge your words: a play that is not in the list comes off. The game ends when a side plays out with the bag empty (it earns twice the other rack) or after six turns without a score. The higher total wins.",
        ),
    ],
    last_play_mark: "last play",
    tentative: "not yet played",
    shuffle: "Shuffle",
    clock: "Clock",
    clock_off: "No game running",
    tiles_in_bag: "{count} tiles in the bag",
    overtime_penalty: "overtime −{points}",
    sheet_and_options: "Sheet · pause · resign",
    score_sheet: "Score sheet",
    no_turns: "No turns played yet",
    side: "Side",
    move_heading: "Move",
    points: "Points",
    total: "Total",
    time: "Time",
    unseen_tiles: "Unseen tiles ({count})",
    game_over: "Game over",
    winner: "{name} wins",
    draw: "A draw",
    lost_on_time: "({name} lost on time)",
    end_adjustment: "{name}: {what} {points}",
    print: "Print",
    download_record: "Download the game record",
    star: "centre star, piece ×3",
    equation_x3: "equation ×3",
    equation_x2: "equation ×2",
    piece_x3: "piece ×3",
    piece_x2: "piece ×2",
    plain_square: "plain square",
    empty_square: "empty",
    moves: "Moves",
    play: "Play",
    recall: "Recall",
    pass: "pass",
    pass_button: "Pass",
    accept: "Accept",
    accept_hint: "Accept the last equation and end the game",
    accept_hint_word: "Accept the last word and end the game",
    exchange_start: "Exchange…",
    exchange_confirm: "Exchange the marked tiles",
    exchange_hint: "Tap the tiles to exchange.",
    challenge: "Challenge",
    cancel: "Cancel",
    not_now: "Not possible now.",
    place_tiles_first: "Place tiles on the board first.",
    score_preview: "This play scores",
    pick_face: "Which tile does it stand for?",
    pass_device: "Pass the device to {name}",
    show_rack: "I am {name}: show my rack",
    turn_exchanged: "{name} exchanged {n} tiles.",
    turn_passed: "{name} passed.",
    to_move: "{name} to move",
    order_draw_round: "{a} drew {ta}, {b} drew {tb}",
    order_draw_starts: "— {name} starts.",
    tile_set: "Tile set",
    tiles_standard: "Standard, 100 tiles (secondary and open)",
    tiles_primary: "Primary school, 70 tiles",
    side_default: "Side {n}",
    side_name: "Name",
    player_names: "Players (one or a pair)",
    partner: "Partner",
    opponent: "Opponent",
    hotseat: "Another player on this device",
    check_mode: "Checking plays",
    checked_mode: "Checked at once (learning)",
    challenge_mode: "Challenge (tournament)",
    clock_none: "No clock",
    clock_22: "22 minutes a side",
    clock_custom: "Custom",
    minutes: "Minutes",
    move_limit: "Limit each move (minutes)",
    penalty_per_minute: "Points lost per started minute over",
    forfeit_option: "A side more than 5 minutes over loses",
    pause_when_hidden: "Pause the clock while the tab is hidden",
    while_playing: "While playing",
    privacy_option: "Hide each rack between turns (turn off for a projected class game)",
    seed: "Seed (optional, replays the same bag)",
    seed_placeholder: "random",
    start_game: "Start the game",
    bad_minutes: "Write the minutes as a number, such as 22.",
    bad_increment: "Write the seconds added a move as a whole number from 0 to 120.",
    bad_penalty: "Write the penalty as a whole number, such as 10.",
    bad_seed: "The seed is a whole number, or leave it empty.",
    no_saved_games: "No saved games yet.",
    saved_summary: "{a} {sa} – {sb} {b}, {turns} turns, {state}",
    finished: "finished",
    in_progress: "in progress",
    open_finished: "See the end",
    resume: "Resume",
    delete: "Delete",
    confirm_delete: "Delete this saved game for good?",
    load_record: "Load a game record file:",
    save_unreadable: "This saved game cannot be opened; it is kept as it was.",
    save_newer: "This game was saved by a newer Krada (version {version}); it is kept as it was.",
    record_unreadable: "This record file cannot be read:",
    storage_full: "Storage is full: this game is not saved. Download its record, or delete old games.",
    storage_off: "This browser does not let Krada save: download the record to keep this game.",
    exchange: "exchange",
    play_unwritten: "a play (its tiles not entered)",
    bingo: "bingo",
    challenge_failed: "challenge: the equation stands, turn lost",
    challenge_succeeded: "challenge: the equation is not valid, the play comes off",
    challenge_failed_word: "challenge: the word stands, turn lost",
    challenge_succeeded_word: "challenge: not acceptable, the play comes off",
    withdrawn: "play withdrawn after a challenge",
    out_bonus: "out: twice the opponent's rack",
    rack_penalty: "tiles left on the rack",
    time_penalty: "time penalty",
    record_turn_field: "turn {turn}, field {field}",
    record_field: "field {field}",
    record_not_krada: "This file is not a Krada game record. Saved games opens the .json files that Krada downloads.",
    words_not_text: "This file is not a word list: a word list is plain text, one word a line.",
    computer_easy: "Computer, easy",
    computer_medium: "Computer, medium",
    computer_hard: "Computer, hard",
    player_name: "Player",
    computer_name: "Krada (computer)",
    computer_thinking: "The computer is thinking…",
    computer_lost: "The computer player stopped answering.",
    retry: "Try again",
    hint: "Hint",
    hint_title: "Show the best plays for this rack",
    quick_computer: "Play the computer",
    quick_first: "{game}, {level}",
    quick_with: "{game}, {level}, with the last settings",
    more_options: "More options",
    hints_option: "Hints (the computer's best plays) may be asked for",
    hint_why: "{score} points, {leave} for the tiles kept ({kept}){opening} = {equity}",
    opening_part: ", {cost} for the premium squares it opens to the opponent",
    hint_nothing_kept: "none",
    no_legal_play: "No play can be made with this rack.",
    instead_exchange: "The computer would exchange {tiles}.",
    instead_pass: "The computer would pass.",
    pass_confirm: "Pass this turn?",
    pass_yes: "Yes, pass",
    score_bar: "Scores and clocks",
    other_tab: "This game was continued in another tab; its latest position is shown.",
    game_choice: "Game",
    game_amath: "A-Math (equations)",
    game_crossword: "Crossword (English words)",
    word_list: "Word list",
    words_enable: "ENABLE, {count} words",
    screen_loading: "Loading…",
    words_loading: "Loading the word list…",
    words_missing: "No word list is installed on this site. Load your own list to play Crossword.",
    words_failed: "The word list could not be loaded; check the connection and choose Crossword again.",
    words_own: "Your list “{name}”, {count} words",
    words_upload: "Load your own word list (a text file, one word a line):",
    words_needed: "Choose a word list that is ready.",
    words_for_game: "This game needs the word list “{name}”, which is not available here; the game is kept.",
    words_unreadable: "This word list cannot be used:",
    words_not_kept: "The list is used for now but could not be kept for later visits (storage full or off).",
    star_word: "centre star, word ×2",
    word_x3: "word ×3",
    word_x2: "word ×2",
    letter_x3: "letter ×3",
    letter_x2: "letter ×2",
    pick_letter: "Which letter does the blank stand for?",
    download_gcg: "Download as GCG",
    load_gcg: "Replay a GCG file (Crossword):",
    gcg_unreadable: "This GCG file cannot be replayed:",
    replay: "Replay",
    replay_first: "First",
    replay_prev: "Back",
    replay_next: "Next",
    replay_last: "Last",
    replay_board_only: "A board shared from Krada, {n} tiles on it, without its moves.",
    replay_step: "Move {n} of {count}",
    replay_analyse: "Best plays for the next rack",
    replay_played: "Played next: {play}. The best plays for that rack:",
    replay_start: "Before the first move",
    review_move: "{n}. {name} — rack {rack} — played {played}",
    review_no_play: "no play was possible: an exchange or a pass was the only move",
    review_rank: "rank {rank} of {moves}",
    review_left: "{points} points and {equity} equity left",
    review_exchange: "exchange {tiles}",
    review_pass: "pass",
    review_best: "{play} — {score} points, equity {equity}",
    review_big_miss: "big miss",
    review_bingo: "bingo",
    review_play: "{play} — {score}, {leave} for the tiles kept{opening} = {equity}",
    review_bingo_missed: "a bingo was there",
    review_summary: "{name}: {moves} moves, {points} points and {equity} equity left, bingos {played} played and {missed} missed, average rank {rank}",
    review_no_racks: "The file gives no racks: there is nothing to review.",
    review_game: "Review the game",
    review_all: "Review every move",
    review_progress: "Reviewed {done} of {total} moves",
    review_stop: "Stop",
    review_slider: "Move",
    review_show: "Show on the board",
    review_download: "Download the review",
    review: "Review",
    puzzle_title: "Puzzle {seed} · {kind} · {level} · after {turns} turns of a game the computer played against itself",
    puzzle_rack: "Rack {rack} · {bag} tiles in the bag",
    puzzle_answers: "{count} answers, best first:",
    puzzle_none: "No game from this seed gives such a puzzle; try another seed.",
    puzzles: "Puzzles",
    computer_expert: "Computer, expert",
    think_time: "Expert's thinking time a move",
    think_seconds: "{seconds} s",
    expert_thinking: "Thinking… {seconds} s, {draws} opponent racks tried",
    expert_best: "Best so far: {play}",
    play_now: "Play now",
    resigned_event: "Resigned",
    resign: "Resign",
    resign_confirm: "{name} resigns and loses the game?",
    resigned_result: "{name} resigned.",
    pause: "Pause the clocks",
    resume_clock: "Resume the clocks",
    paused: "Paused",
    undo: "Take back the last move",
    undo_confirm: "{name}, do you agree to take back the last move?",
    yes_agree: "Yes, agreed",
    no_keep: "No",
    hold: "Hold (+1 minute to decide)",
    challenge_window: "Challenge? {time} left to decide",
    challenge_window_closed: "The time to challenge has passed: the play stands.",
    link_not_krada: "This address does not carry anything Krada can open.",
    link_newer: "This link was made by a newer Krada (link version {version}). Reload the page to update Krada, then open the link again.",
    link_damaged: "This link is damaged: it was cut short or changed. Ask for it again.",
    link_invalid: "This link opens, but what it carries breaks the rules: {detail}",
    link_needs_words: "This Crossword game needs its word list, which could not be loaded.",
    share_link: "Share by link",
    share_link_hint: "Anyone who opens this link sees the same thing, on any device; nothing is sent to a server.",
    copy_link: "Copy the link",
    link_copied: "Copied",
    shared_position: "Shared position",
    class_best_plays: "Best plays of the class rounds",
    judge_menu: "Judge",
    judge_title: "Judge a play",
    judge_intro: "For a game on a real board: type the equation or the words of a play and Krada says whether it stands, by the rules of the Thai tournaments.",
    judge_equation: "Equation (A-Math)",
    judge_words: "Words (Crossword)",
    judge_equation_label: "The equation, as the tiles show it (tiles 10 to 20 in brackets: [12])",
    judge_words_label: "Every word the play makes, apart by spaces",
    judge_check: "Judge",
    judge_valid: "Valid equation",
    judge_invalid: "Not a valid equation",
    judge_acceptable: "Acceptable",
    judge_not_acceptable: "Not acceptable",
    judge_word_list: "Judged by the word list {list}",
    judge_unreadable: "Write the equation with the faces of the tiles: 0 to 9, [10] to [20], + - × ÷ =",
    judge_list_choice: "Word list",
    judge_no_list: "No word list is installed: choose your own list in a new Crossword game.",
    judge_loading: "Fetching the word list…",
    table_menu: "On a real board",
    table_title: "A game on a real board",
    table_intro: "Krada keeps the time of a game played on a real board: each side taps its half of the clock when its turn ends.",
    table_side: "Side {n}",
    table_clock_legend: "Clock",
    table_tournament: "Tournament: {minutes} minutes a side",
    table_custom: "Minutes, and seconds added a move",
    table_minutes: "Minutes a side",
    table_increment: "Seconds added a move",
    table_penalty: "−{points} points for every minute begun over",
    table_start: "Start the clock",
    table_pause: "Pause",
    table_resume: "Resume",
    table_new: "New table",
    table_hint: "Tap your half of the clock (or press the space bar) when your turn ends.",
    table_unreadable: "The clock kept on this device could not be read; it is kept aside and a new table starts here.",
    table_game: "Game",
    table_signals: "Sound and vibration",
    table_sound: "A tone when a turn ends and when time runs out",
    table_vibrate: "A buzz on the same moments",
    table_sheet: "Score sheet",
    table_show_clock: "Clock",
    table_score_for: "{name}: score of turn {n}",
    table_enter: "Write",
    table_delete: "Delete the last digit",
    table_exchange: "Exchange",
    table_challenged_off: "Challenged off (0)",
    table_lost_challenge: "Lost a challenge (turn lost)",
    table_turn: "Turn",
    table_total: "Total",
    table_was: "was {was}",
    table_correct: "Change",
    table_correct_title: "Change turn {n} of {name}",
    table_agree: "Both sides agree to the change",
    table_cancel: "Cancel",
    table_score_invalid: "Type a score of 0 to 999.",
    table_end: "End of game",
    table_end_intro: "Tap the tiles left on each rack. A rack left empty went out; with tiles on both, the game ended on six scoreless turns.",
    table_rack_of: "Left on {name}'s rack",
    table_rack_empty: "no tiles tapped (leave it so if this side went out)",
    table_clear: "Clear",
    table_finish: "Work out the result",
    table_nobody_out: "Both racks hold tiles, but the sheet does not show six scoreless turns in a row: a side that went out has an empty rack.",
    table_scoreless_over: "Six scoreless turns in a row: the game is over. Enter what is left on the racks.",
    table_result: "Result",
    table_played: "Turns",
    table_racks_left: "Racks left",
    table_time: "Time",
    table_final: "Final",
    table_event_legend: "The event (optional, printed on the sheet)",
    table_event: "Event",
    table_round: "Round",
    table_number: "Table",
    table_date: "Date",
    table_time_used: "Time used",
    table_signature: "Signature",
    table_wins_on_time: "{name} wins: the other side went more than 5 minutes over",
    table_late: "Late at the start",
    table_late_nobody: "nobody",
    table_late_minutes: "Minutes late",
    table_overdraw: "Tiles overdrawn",
    table_overdraw_who: "Who drew too many",
    table_overdraw_excess: "How many too many",
    table_overdraw_seen: "The tiles drawn were seen",
    table_overdraw_do: "{other} takes {taken} tiles from {name}'s rack, face down, puts {back} of them back in the bag and returns the rest.",
    table_overdraw_note: "Note it on the sheet",
    table_overdraw_noted: "After turn {n}: {name} drew {excess} too many; {other} took {taken}, {back} back to the bag.",
    table_recount: "Recount",
    table_recount_intro: "Each turn as written, beside what the rules score for its tiles when they were entered on the board. To put a line right, reopen the sheet: both players agree to each correction, and the sheet keeps what was first written.",
    table_recount_written: "Written",
    table_recount_rules: "By the rules",
    table_wins: "{name} wins",
    table_draw: "A draw",
    table_print: "Print",
    table_download: "Download the sheet",
    table_reopen: "Back to the sheet",
    table_tracker: "Tiles not yet played",
    table_tracker_hint: "Tap a tile as it is played; the undo button puts the last one back.",
    table_tracker_undo: "Put the last tile back",
    table_unseen: "{n} unseen",
    table_play_label: "Or the play itself: its square, then the tiles it puts down (8G 9×4=36 across, G8 for down)",
    table_play_scores: "This play scores {n}.",
    table_play_unwritten: "Write the square, then the tiles: 8G across, G8 down.",
    table_play_square: "That is not a square: a row number and a column letter, such as 8G (across) or G8 (down).",
    table_play_unreadable: "These tiles cannot be read. A-Math: [12] for 10–20, ? before a blank's face; Crossword: a blank in lowercase.",
    table_play_off_board: "The play runs off the board.",
    table_board: "The board as entered",
    table_download_gcg: "Download as GCG",
    table_replay: "Replay move by move",
    table_download_record: "Download the game (Krada)",
    table_file_broken: "this table file is damaged ({detail})",
    table_file_later: "a table file of a later Krada (version {version}): update Krada to open it",
    table_gcg_needs_plays: "GCG needs every play entered on the board, not by its score alone.",
    table_may_challenge: "{name} may challenge",
    table_decide_left: "{time} to decide",
    table_hold: "Hold",
    table_challenge: "Challenge",
    table_held_wait: "{name} waits {time} before drawing",
    table_challenge_called: "Challenge called: both clocks stopped until the verdict.",
    table_play_off: "The play comes off",
    table_play_stands: "The play stands",
    table_new_confirm: "Start a new table? This game's clock and score sheet are forgotten.",
    class_menu: "Class round",
    class_title: "Class duplicate session",
    class_intro: "Everyone solves the same board and rack before the countdown ends; type in what groups or students found and it is checked and scored at once. At the reveal the best plays are listed in rank; the best is placed and a new rack drawn for the next round.",
    class_minutes: "Minutes per round",
    class_start: "Start the class session",
    class_round_title: "Round {n}",
    class_start_countdown: "Start the countdown",
    class_reveal: "Reveal the best plays",
    class_show_next: "Show the next play",
    class_next_round: "Place the best play and draw the next rack",
    class_entry_name: "Group or student",
    class_entry_play: "Play, e.g. 8F 6=2×3 (new tiles or the whole line)",
    class_add_entry: "Check and add",
    class_entry_no_name: "Type the name of the group or student.",
    class_entry_no_play: "Type the play they found, such as 8F 6=2×3.",
    class_entry_closed: "The best plays are shown: this round takes no more entries.",
    class_entry_replace_ask: "{name} has entered {old} already. Replace it with {new}?",
    class_entry_replace: "Replace",
    class_entry_keep: "Keep the first",
    class_not_legal: "not a legal play for this board and rack",
    class_checking: "checking…",
    class_entry_found: "{score} points, rank {rank} of {plays}",
    class_listing: "Listing every legal play…",
    class_plays_count: "{plays} legal plays",
    class_new_rack: "a new rack",
    class_draw_again: "Draw another rack",
    class_no_play: "no legal play: a new rack",
    class_round_line: "Round {n}: rack {rack}; best {best}",
    class_best_total: "Best possible total: {total}",
    class_history: "Rounds so far",
    class_standings: "Standings",
    class_download: "Download the session",
    class_end: "End the session",
    class_over: "No tiles are left to play: the session is over.",
    class_found_by: "found by {names}",
    class_total_of_best: "{total} of {best}",
    class_unreadable: "The saved class session could not be read and is kept aside (krada.class.unreadable): {detail}",
    class_entries: "What the class found",
    class_game: "Game and tiles",
    show_on_wall: "Show on the wall",
    show_on_wall_hint: "A second window for the projector: board, scores, clocks and sheet, never a rack.",
    wall_waiting: "Nothing to show yet. On the other window, open a game, a review or a class round: it appears here.",
    class_rack: "Rack for everyone",
    qr_label: "QR code: open this on your phone",
    qr_show_big: "Show the code large",
    wall_blocked: "The browser blocked the second window: allow pop-ups for this site.",
    puzzle_daily: "Today's puzzle (No. {n})",
    puzzle_streak: "Daily puzzles solved in a row: {n}",
    worksheet_menu: "Worksheet for a class",
    worksheet_title: "A worksheet of puzzles",
    worksheet_intro: "Choose the kinds, the level, the tiles and how many puzzles; Krada lays them out for A4 paper with a QR code each and an answer key on its own page. The same choices give the same sheet.",
    worksheet_kinds: "Kinds",
    worksheet_count: "Puzzles (6–24)",
    worksheet_number: "Sheet number",
    worksheet_make: "Lay out the sheet",
    worksheet_making: "Making puzzle {n} of {count}…",
    worksheet_print: "Print",
    worksheet_heading: "Krada worksheet {n}",
    worksheet_name_line: "Name ____________________  Class ________  Date ________",
    worksheet_find: "{n}. Find {kind}.",
    worksheet_rack: "Rack: {rack}",
    worksheet_other_rack: "The other side holds: {rack}",
    worksheet_answer: "Answer:",
    worksheet_key: "Answer key",
    worksheet_key_any: "Any play worth {score} ({n} plays), such as",
    worksheet_legend: "3× 2×: the line counts three or two times; 3 2: the tile counts three or two times.",
    progress_menu: "Progress",
    progress_title: "Your progress",
    progress_intro: "Kept on this device only: save it to a file to carry it to another.",
    progress_equity_title: "Equity left a move in your reviewed games:",
    progress_equity_none: "No game of yours reviewed yet: review one from its end, or from Saved games.",
    progress_equity_label: "Equity left a move over {n} reviewed games, {avg} on average; lower is better",
    progress_rating_title: "Puzzle rating, {game}:",
    progress_no_attempts: "No puzzle tried yet.",
    progress_chart_label: "Puzzle rating over {n} attempts, now {to}",
    progress_themes: "Solved by theme",
    progress_theme_rate: "{solved} of {tried}",
    progress_calendar: "Daily puzzles",
    progress_months: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    progress_weekdays: "Mo Tu We Th Fr Sa Su",
    progress_day_solved: "Puzzle {n}: solved",
    progress_day_missed: "Puzzle {n}: not solved",
    progress_export: "Save progress to a file",
    progress_import: "Load progress from a file",
    progress_imported: "Progress loaded and merged with this device's.",
    progress_not_progress: "That file is not Krada's progress; nothing was changed.",
    puzzle_rating: "Puzzle rating, {game}:",
    puzzle_rating_moved: "({change}: {how}; this puzzle is rated {puzzle})",
    puzzle_rating_solved: "solved",
    puzzle_rating_with_clue: "solved with a clue",
    puzzle_rating_failed: "not solved",
    puzzle_rating_provisional: "provisional: it settles as you solve more",
    puzzle_rating_history: "Last ratings: {list}",
    puzzle_rating_unreadable: "The puzzle rating kept on this device could not be read; it is kept aside and a new one starts.",
    puzzle_number: "Puzzle number",
    puzzle_kind: "Find",
    puzzle_kind_best: "the top-scoring play",
    puzzle_kind_bingo: "a bingo (the whole rack)",
    puzzle_kind_drill: "an equation or word of every tile (drill)",
    puzzle_kind_close: "the best close: = and a number after an equation (A-Math)",
    puzzle_kind_endgame: "the best endgame play (the bag is empty)",
    puzzle_kind_length: "the top-scoring {n}-letter word (Crossword)",
    puzzle_drill_task: "{count} different equations or words use every tile: lay one and press Play.",
    puzzle_solved: "Solved! {score} points.",
    puzzle_timed: "Against the clock (2 minutes)",
    puzzle_time_left: "Time left {time}",
    puzzle_time_spent: "Time {time}",
    puzzle_time_up: "Time is up.",
    drill_progress: "Drills solved on this device: {solved} of {tried}",
    puzzle_history: "Daily puzzles solved: {list}",
    puzzle_level: "Level",
    puzzle_level_easy: "easy",
    puzzle_level_medium: "medium",
    puzzle_level_hard: "hard",
    puzzle_start: "Open the puzzle",
    puzzle_making: "Making the puzzle…",
    exercises_heading: "Learn from your mistakes",
    exercise_line: "Move {n}: {played} (lost {lost})",
    exercise_solved: "solved",
    exercise_tried: "tried {n} times",
    exercise_try: "Find a better play",
    exercises_none: "No big miss in the moves reviewed so far.",
    exercises_waiting: "{count} mistakes from your reviewed games to find again.",
    exercises_all_solved: "Every mistake of your reviewed games found again.",
    exercise_next: "Next mistake",
    exercise_heading: "Your move {n}: find a better play",
    exercise_task: "Played: {played}. A play worth at least {gain} more solves it; {count} do. Lay it and press Play.",
    exercise_better: "A better play: {score} points. Solved!",
    exercise_not_better: "Not better enough (or not a legal play): try again.",
    exercises_unreadable: "Your kept mistakes could not be read; they were set aside, not deleted.",
    puzzle_own_rating: "This puzzle is rated {rating}.",
    puzzle_streak_title: "Puzzle streak",
    puzzle_streak_intro: "Puzzles rising in level, one after another, until the first not solved at once: no clue, no second try.",
    puzzle_streak_start: "Start a streak",
    puzzle_streak_best: "Best streak, {game}: {n}",
    puzzle_streak_now: "Streak: {n} solved",
    puzzle_streak_over: "Streak over: {n} solved (best {best}).",
    puzzle_streak_heading: "Streak puzzle {n}: find {kind} ({level})",
    puzzle_heading: "Puzzle {n}: find {kind} ({level})",
    puzzle_task: "Lay your play on the board and press Play to check it. {count} plays answer this puzzle.",
    puzzle_endgame_task: "The bag is empty, so the other side holds {rack}. Find the play that leaves you best off when the game ends, both sides playing their best after it. {count} plays answer this puzzle.",
    puzzle_check: "Check",
    puzzle_best: "The best play! {score} points.",
    puzzle_ranked: "Rank {rank} of {count}: {score} points, {short} short of the best.",
    puzzle_endgame_best: "The best endgame play! {score} points now and {spread} by the end of the game.",
    puzzle_endgame_ranked: "Rank {rank} of {count}: {spread} by the end of the game, {short} short of the best.",
    puzzle_by_the_end: "{spread} by the end",
    puzzle_not_answer: "That play does not answer this puzzle.",
    puzzle_clue: "A clue",
    puzzle_clue_square: "It starts on {square}.",
    puzzle_clue_tiles: "It lays {count} tiles.",
    puzzle_clue_bingo: "It is a bingo: all the tiles of the rack.",
    puzzle_clue_score: "It scores {score}.",
    puzzle_show_answers: "Show the answers",
    puzzle_next: "Next puzzle",
    puzzle_tiles: "Game",
    puzzle_you: "You",
    puzzle_other: "The other side",
};

/// Tiles are counted from 1 for players.
pub fn equation_error(error: &EquationError) -> String {
    use EquationError::*;
    match *error {
        TooShort => "An equation needs at least three tiles, like 6=6.".into(),
        NoEquals => "An equation needs an = sign.".into(),
        EqualsAtStart => "An equation may not start with =.".into(),
        EqualsAtEnd => "An equation may not end with =.".into(),
        OperatorAtStart { at } => format!(
            "Tile {}: × or ÷ may not start a side of the equation.",
            at + 1
        ),
        UnaryPlus { at } => format!("Tile {}: + may not be used as a sign, as in +7.", at + 1),
        SignedZero { at } => format!("Tile {}: zero may not carry a sign, as in -0.", at + 1),
        AdjacentOperators { at } => {
            format!("Tile {}: two signs may not stand side by side.", at + 1)
        }
        OperatorAtEnd { at } => format!("Tile {}: a sign needs a number after it.", at + 1),
        TooManyDigits { at } => format!("Tile {}: numbers have at most three digits.", at + 1),
        LeadingZero { at } => format!("Tile {}: a number may not start with 0, as in 07.", at + 1),
        JoinedBigNumber { at } => {
            format!("Tile {}: tiles 10–20 may not join another number.", at + 1)
        }
        DivisionByZero { at } => format!("Tile {}: division by zero.", at + 1),
        TooLarge { at } => format!("Tile {}: the number grows too large to check.", at + 1),
        // Said as a student checks it: what each side comes to.
        NotEqual { at, left, right } => format!(
            "not true: before the = on tile {} it makes {left}, after it {right}.",
            at + 1
        ),
    }
}

pub fn play_error(kind: GameKind, error: &PlayError) -> String {
    use PlayError::*;
    match error {
        NoTiles => "Place at least one tile.".into(),
        TooManyTiles => "A play uses no more tiles than a rack holds.".into(),
        Occupied(pos) => format!("Square {pos} already holds a tile."),
        SameSquareTwice(pos) => format!("Two tiles on square {pos}."),
        FaceNotAllowed(pos) => format!("The tile on {pos} cannot stand for that."),
        NotInOneLine => "All tiles of a play go in one row or one column.".into(),
        Gap(pos) => format!("Square {pos} is empty: a play must be one unbroken line."),
        FirstPlayMissesStar(pos) => format!("The first play must cover the centre star ({pos})."),
        NotTouching => "A play must touch a tile already on the board.".into(),
        NoLine => "A lone tile must join other tiles.".into(),
        NoWordList => "No word list is installed, so words cannot be checked.".into(),
        NotAWord { line } => format!("{}: not in the word list.", line_text(kind, line)),
        BadEquation { line, error } => {
            format!("{}: {}", line_text(kind, line), equation_error(error))
        }
    }
}

pub fn game_error(kind: GameKind, error: &GameError) -> String {
    use GameError::*;
    match error {
        Over => "The game is over.".into(),
        Play(e) => play_error(kind, e),
        NotOnRack(_) => "That tile is not on your rack.".into(),
        ExchangeBagTooSmall { in_bag, needed } => {
            format!("An exchange needs at least {needed} tiles in the bag; {in_bag} are left.")
        }
        ExchangeNothing => "Choose the tiles to exchange.".into(),
        NothingToChallenge => "There is no play to challenge.".into(),
        NoChallengeInCheckedMode => {
            "Plays are checked at once in this game, so there is nothing to challenge.".into()
        }
        ChallengeOrAccept => "Challenge the last play or accept it.".into(),
        OverMoveLimit => "Time for this move is up: you can only pass.".into(),
        ChallengeTooLate => "The time to challenge has passed: the play stands.".into(),
        UndoNotFriendly => {
            "Moves are taken back only in friendly games (no clock, no challenges).".into()
        }
        NothingToUndo => "There is no move to take back.".into(),
        NoSuchSide => "A game has only two sides.".into(),
    }
}

pub fn gcg_error(error: &GcgError) -> String {
    use GcgProblem::*;
    let what = match &error.problem {
        NoPlayers => "the file names no #player1 and #player2".into(),
        SameNick(nick) => {
            format!("both players are called \"{nick}\", so their moves cannot be told apart")
        }
        OtherVariant(variant) => format!(
            "this is another game than English Crossword for two: {}",
            variant_text(variant)
        ),
        NoNick => "an event line starts >nick: and then the rack".into(),
        BadNick(nick) => format!("\"{nick}\" is not a player nickname"),
        TooShort => "an event ends with its score and the new total".into(),
        BadNumber(text) => format!("\"{text}\" is not a number of points"),
        BadRackInBrackets(text) => format!("\"{text}\" is not a rack in brackets"),
        BadExchange(text) => format!("\"-{text}\" is not an exchange"),
        BadSquare(text) => format!("\"{text}\" is not a square like 8H or H8"),
        BadWord(text) => format!("\"{text}\" is not a word"),
        OffBoard(text) => format!("{text} runs off the board"),
        UnreadableMove(text) => format!("cannot read the move \"{text}\""),
        BadRack(text) => {
            format!("\"{text}\" is not a rack (capital letters, ? for a blank)")
        }
        UnknownPlayer(nick) => format!("\"{nick}\" is neither #player1 nor #player2"),
        DotOnEmpty(pos) => format!("square {pos} is empty, but the word has . there"),
        OtherLetter(pos, c) => format!("square {pos} holds another letter than {c}"),
        NotOnRack { rack, tile } => format!("the rack {rack} has no {tile} to play"),
        Play(e) => play_error(GameKind::Crossword, e),
        WrongScore { computed, stated } => {
            format!("this scores {computed}, the file says {stated}")
        }
        ScoringPass => "a pass or an exchange scores 0".into(),
        TimeAdds => "a time penalty cannot add points".into(),
        BonusSubtracts => "a challenge bonus cannot take points away".into(),
        NothingToWithdraw => "there is no play of this player to take back".into(),
        WrongTotal { computed, stated } => {
            format!("the total should be {computed}, the file says {stated}")
        }
    };
    format!("Line {}: {what}", error.line)
}

fn variant_text(variant: &Variant) -> String {
    match variant {
        Variant::Lexicon(name) => format!("the word list {name} is of another language"),
        Variant::BoardLayout(name) => format!("the board {name} is not the 15×15 board"),
        Variant::TileDistribution(name) => format!("the tiles {name} are not the English set"),
        Variant::Letter(tile) => format!("the tile {tile} is not in the English set"),
        Variant::Players(n) => format!("it has a player {n}; Crossword here is for two"),
    }
}

pub fn gcg_decode_error(error: &DecodeError) -> String {
    match error {
        DecodeError::Unsupported(name) => {
            format!("The file is written in the {name} encoding; Krada reads UTF-8 and ISO-8859-1.")
        }
        DecodeError::NotUtf8 { at } => {
            format!("The file says it is UTF-8, but byte {at} is not.")
        }
    }
}

pub fn lexicon_error(error: &LexiconError) -> String {
    match error {
        LexiconError::NotAWord { line, text } => {
            format!("Line {line}: \"{text}\" is not a word of the letters A–Z.")
        }
        LexiconError::BadLength { line, text } => {
            format!("Line {line}: \"{text}\" is shorter than two letters.")
        }
        LexiconError::Empty => "The list has no words.".into(),
        LexiconError::Corrupt { at } => format!("The word graph is damaged at byte {at}."),
    }
}

/// Why the desk refused a change (nothing was changed).
pub fn desk_error(error: &DeskError) -> String {
    match error {
        DeskError::NoSuchRound(round) => format!("There is no round {round}."),
        DeskError::NoSuchTable { round, table } => {
            format!("Round {round} has no table {table}.")
        }
        DeskError::ByeTable { round, table } => {
            format!("Table {table} of round {round} is a bye: it has no result to enter.")
        }
        DeskError::ResultsMissing { round, tables } => format!(
            "Round {round} still waits for the result of table {}.",
            list(tables)
        ),
        DeskError::AllRoundsPaired => "Every round of the event has been paired.".into(),
        DeskError::AllHaveMet => {
            "Every entrant has met every other: the round robin is over.".into()
        }
        DeskError::LateForRoundRobin => {
            "A round robin takes no new entrant once its first round is paired.".into()
        }
        DeskError::TooFew => "There are fewer than two entrants to pair.".into(),
        DeskError::ChangesLaterPairing { round } => format!(
            "That result of round {round} would have paired a later round otherwise; it was not changed."
        ),
        DeskError::Duplicate(name) => format!("{name} is entered already."),
        DeskError::NoSuchEntrant(name) => format!("No entrant is called {name}."),
        DeskError::NotAScore(text) => {
            format!("“{text}” is not a score: type a whole number from 0 to 9999.")
        }
        DeskError::NotADeskFile => "This is not a Krada tournament file.".into(),
        DeskError::LaterVersion(version) => format!(
            "This tournament file was written by a later Krada (version {version}); update Krada to open it."
        ),
    }
}

/// Why a list of entrants was not read (the entrants already entered stay).
pub fn list_error(error: &ListError) -> String {
    match error {
        ListError::Empty => "The list has no entrants.".into(),
        ListError::NoNameColumn => {
            "The first row should name the columns: name, school (rating and division if you have them).".into()
        }
        ListError::Unreadable { line } => format!("Line {line} of the list could not be read."),
        ListError::NameMissing { line } => format!("Line {line} of the list has no name."),
        ListError::BadRating { line, text } => {
            format!("Line {line}: the rating “{text}” is not a number.")
        }
        ListError::Duplicate { name } => format!("{name} is on the list twice."),
    }
}

fn list(tables: &[u32]) -> String {
    let all: Vec<String> = tables.iter().map(u32::to_string).collect();
    all.join(", ")
}
