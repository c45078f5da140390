//! ภาษาไทย.

use crate::{Ui, line_label};
use krada_engine::equation::EquationError;
use krada_engine::game::GameError;
use krada_engine::gcg::{DecodeError, GcgError, GcgProblem, Variant};
use krada_engine::lexicon::LexiconError;
use krada_engine::play::PlayError;
use krada_engine::rules::GameKind;

pub const UI: Ui = Ui {
    language_name: "ภาษาไทย",
    switch_language: "English",
    app_title: "กระดาน",
    tagline: "เอแม็ทและครอสเวิร์ด",
    new_game: "เกมใหม่",
    saved_games: "เกมที่บันทึกไว้",
    current_game: "เกมปัจจุบัน",
    projector_mode: "โหมดโปรเจกเตอร์",
    close: "ปิด",
    board: "กระดาน",
    rack: "แป้นวางเบี้ย",
    rack_empty: "ยังไม่มีเบี้ย",
    rack_hidden: "เบี้ยบนแป้นถูกซ่อนไว้จนกว่าผู้เล่นจะรับเครื่อง",
    blank: "เบี้ยแบลงค์",
    how_to_play: "วิธีเล่น",
    howto_amath: &[
        (
            "เบี้ย",
            "แต่ละฝ่ายมีเบี้ย 8 ตัว เบี้ยตัวเลขมีตั้งแต่ 0 ถึง 20 มีเครื่องหมาย + − × ÷ เครื่องหมายเท่ากับ เบี้ยเลือกได้ +/− และ ×/÷ (บอกว่าจะใช้หน้าไหนเมื่อวาง) และเบี้ยว่างซึ่งเป็นตัวเลขหรือเครื่องหมายใดก็ได้และได้ 0 คะแนน ตัวเลขเล็กบนเบี้ยคือคะแนนของเบี้ยนั้น",
        ),
        (
            "สมการ",
            "เบี้ยที่เรียงกันอ่านเป็นสมการ ค่าทั้งสองข้างของ = ต้องเท่ากัน คูณและหารทำก่อนบวกและลบ เบี้ย 0–9 ที่วางติดกันเป็นจำนวนเดียวได้ไม่เกินสามหลัก ส่วน 10–20 ใช้เดี่ยว ๆ จำนวนห้ามขึ้นต้นด้วย 0 และห้ามวางเครื่องหมายสองตัวติดกัน",
        ),
        (
            "การวาง",
            "วางเบี้ยตั้งแต่หนึ่งตัวในแถวเดียวหรือหลักเดียว การลงครั้งแรกต้องทับดาวกลางกระดาน ครั้งต่อไปต้องต่อกับเบี้ยบนกระดาน ทุกแนวที่มีเบี้ยสองตัวขึ้นไปซึ่งเกิดจากเบี้ยที่วางต้องเป็นสมการที่ถูกต้อง",
        ),
        (
            "การนับคะแนน",
            "รวมคะแนนเบี้ยในแต่ละสมการที่เกิดขึ้น เบี้ยใหม่บนช่องสีส้มนับ ×2 บนช่องสีฟ้านับ ×3 แล้วคูณทั้งสมการ ×2 ทุกช่องสีเหลือง และ ×3 ทุกช่องสีแดงที่เบี้ยใหม่ทับ ในตัวอย่าง 8 บนช่องสีส้มได้ 4 สมการรวมได้ 12 และช่องสีแดงทำให้เป็น 36",
        ),
        ("บิงโก", "ลงเบี้ยครบทั้ง 8 ตัวในครั้งเดียวได้เพิ่มอีก 40 คะแนน"),
        (
            "จบเกม",
            "แทนการลงเบี้ย เปลี่ยนเบี้ยได้ (เมื่อในถุงมีอย่างน้อย 5 ตัว) หรือผ่าน เกมจบเมื่อฝ่ายหนึ่งลงเบี้ยตัวสุดท้ายขณะถุงว่าง (ได้คะแนนสองเท่าของเบี้ยที่เหลือบนแป้นอีกฝ่าย) หรือเมื่อไม่มีใครได้คะแนนหกตาติดกัน ซึ่งแต่ละฝ่ายเสียคะแนนเท่ากับเบี้ยที่เหลือบนแป้นตน คะแนนรวมมากกว่าชนะ",
        ),
    ],
    howto_crossword: &[
        (
            "เบี้ย",
            "แต่ละฝ่ายมีเบี้ยตัวอักษร 7 ตัว ตัวเลขเล็กบนเบี้ยคือคะแนน เบี้ยว่างสองตัวเป็นตัวอักษรใดก็ได้และได้ 0 คะแนน",
        ),
        (
            "คำ",
            "เบี้ยที่เรียงในแถวหรือหลัก อ่านจากซ้ายไปขวาหรือบนลงล่าง ต้องเป็นคำในรายการคำศัพท์ของเกม",
        ),
        (
            "การวาง",
            "วางเบี้ยตั้งแต่หนึ่งตัวในแถวเดียวหรือหลักเดียว การลงครั้งแรกต้องทับดาวกลางกระดาน ครั้งต่อไปต้องต่อกับเบี้ยบนกระดาน ทุกคำที่มีสองตัวอักษรขึ้นไปซึ่งเกิดจากเบี้ยที่วางต้องอยู่ในรายการ",
        ),
        (
            "การนับคะแนน",
            "รวมคะแนนตัวอักษรของแต่ละคำที่เกิดขึ้น ตัวอักษรใหม่บนช่องสีส้มนับ ×2 บนช่องสีฟ้านับ ×3 แล้วคูณทั้งคำ ×2 ทุกช่องสีเหลือง และ ×3 ทุกช่องสีแดงที่เบี้ยใหม่ทับ ดาวก็คูณคำสองเท่าเช่นกัน ในตัวอย่าง CAT บนดาว: 3 + 1 + 1 = 5 คูณสองเป็น 10",
        ),
        ("บิงโก", "ลงเบี้ยครบทั้ง 7 ตัวในครั้งเดียวได้เพิ่มอีก 50 คะแนน"),
        (
            "จบเกม",
            "เปลี่ยนเบี้ยได้ (เมื่อในถุงมีอย่างน้อย 7 ตัว) หรือผ่าน ในโหมดชาเล้นจ์อีกฝ่ายชาเล้นจ์คำได้ การลงที่มีคำไม่อยู่ในรายการต้องยกออก เกมจบเมื่อฝ่ายหนึ่งลงเบี้ยหมดขณะถุงว่าง (ได้สองเท่าของเบี้ยบนแป้นอีกฝ่าย) หรือเมื่อไม่มีใครได้คะแนนหกตาติดกัน คะแนนรวมมากกว่าชนะ",
        ),
    ],
    last_play_mark: "การลงล่าสุด",
    tentative: "ยังไม่ได้ลง",
    shuffle: "สลับเบี้ย",
    clock: "นาฬิกา",
    clock_off: "ยังไม่ได้เริ่มเกม",
    tiles_in_bag: "เบี้ยในถุง {count} ตัว",
    overtime_penalty: "เกินเวลา −{points}",
    score_sheet: "กระดาษจดแต้ม",
    no_turns: "ยังไม่มีการเล่น",
    side: "ฝ่าย",
    move_heading: "การลง",
    points: "แต้ม",
    total: "รวม",
    time: "เวลา",
    unseen_tiles: "เบี้ยที่ยังไม่เห็น ({count})",
    game_over: "จบเกม",
    winner: "{name} ชนะ",
    draw: "เสมอ",
    lost_on_time: "({name} แพ้เพราะเกินเวลา)",
    print: "พิมพ์",
    download_record: "ดาวน์โหลดบันทึกเกม",
    star: "ช่องดาวกลางกระดาน เบี้ย ×3",
    equation_x3: "ทั้งสมการ ×3",
    equation_x2: "ทั้งสมการ ×2",
    piece_x3: "เฉพาะเบี้ย ×3",
    piece_x2: "เฉพาะเบี้ย ×2",
    plain_square: "ช่องธรรมดา",
    empty_square: "ว่าง",
    moves: "การเล่น",
    play: "ลงเบี้ย",
    recall: "เก็บเบี้ยคืน",
    pass: "ผ่าน",
    pass_button: "ผ่าน",
    accept: "ยอมรับ",
    accept_hint: "ยอมรับสมการล่าสุดและจบเกม",
    exchange_start: "เปลี่ยนเบี้ย…",
    exchange_confirm: "เปลี่ยนเบี้ยที่เลือก",
    exchange_hint: "คลิกเบี้ยที่ต้องการเปลี่ยน",
    challenge: "ชาเล้นจ์",
    cancel: "ยกเลิก",
    not_now: "ทำไม่ได้ในตอนนี้",
    place_tiles_first: "วางเบี้ยบนกระดานก่อน",
    score_preview: "การลงนี้ได้",
    pick_face: "เบี้ยตัวนี้แทนค่าอะไร",
    pass_device: "ส่งเครื่องให้ {name}",
    show_rack: "ฉันคือ {name}: แสดงเบี้ยของฉัน",
    to_move: "ตาของ {name}",
    order_draw_round: "{a} จับได้ {ta} {b} จับได้ {tb}",
    order_draw_starts: "— {name} เริ่มก่อน",
    tile_set: "ชุดเบี้ย",
    tiles_standard: "มาตรฐาน 100 ตัว (มัธยมและประชาชน)",
    tiles_primary: "ประถมศึกษา 70 ตัว",
    side_default: "ฝ่าย {n}",
    side_name: "ชื่อ",
    player_names: "ผู้เล่น (เดี่ยวหรือคู่)",
    partner: "คู่",
    opponent: "คู่แข่ง",
    hotseat: "ผู้เล่นอีกคนบนเครื่องนี้",
    check_mode: "การตรวจสมการ",
    checked_mode: "ตรวจทันที (โหมดฝึก)",
    challenge_mode: "ชาเล้นจ์ (แบบแข่งขัน)",
    clock_none: "ไม่จับเวลา",
    clock_22: "ฝ่ายละ 22 นาที",
    clock_20: "ฝ่ายละ 20 นาที (ประถม)",
    clock_custom: "กำหนดเอง",
    minutes: "นาที",
    move_limit: "จำกัดเวลาแต่ละตา (นาที)",
    penalty_per_minute: "แต้มที่หักต่อนาทีที่เกิน",
    forfeit_option: "เกินเวลาเกิน 5 นาทีถือว่าแพ้",
    pause_when_hidden: "หยุดนาฬิกาเมื่อซ่อนแท็บ",
    table_options: "การเล่น",
    privacy_option: "ซ่อนเบี้ยระหว่างตา (ปิดเมื่อฉายบนจอให้ทั้งห้องดู)",
    seed: "ค่าเริ่มสุ่ม (ไม่บังคับ ใช้เล่นถุงเบี้ยเดิมซ้ำ)",
    seed_placeholder: "สุ่ม",
    start_game: "เริ่มเกม",
    bad_minutes: "ใส่จำนวนนาทีเป็นตัวเลข เช่น 22",
    bad_penalty: "ใส่แต้มที่หักเป็นจำนวนเต็ม เช่น 10",
    bad_seed: "ค่าเริ่มสุ่มต้องเป็นจำนวนเต็ม หรือเว้นว่างไว้",
    no_saved_games: "ยังไม่มีเกมที่บันทึกไว้",
    saved_summary: "{a} {sa} – {sb} {b} เล่นไป {turns} ตา {state}",
    finished: "จบแล้ว",
    in_progress: "กำลังเล่น",
    resume: "เล่นต่อ",
    delete: "ลบ",
    confirm_delete: "ลบเกมที่บันทึกไว้นี้ถาวรหรือไม่",
    load_record: "เปิดไฟล์บันทึกเกม:",
    save_unreadable: "เปิดเกมที่บันทึกไว้นี้ไม่ได้ ข้อมูลยังเก็บไว้เหมือนเดิม",
    save_newer: "เกมนี้บันทึกด้วยกระดานรุ่นใหม่กว่า (รุ่น {version}) ข้อมูลยังเก็บไว้เหมือนเดิม",
    record_unreadable: "อ่านไฟล์บันทึกเกมนี้ไม่ได้:",
    storage_full: "พื้นที่เก็บข้อมูลเต็ม เกมนี้ยังไม่ได้บันทึก ดาวน์โหลดบันทึกเกมไว้ หรือลบเกมเก่า",
    storage_off: "เบราว์เซอร์นี้ไม่ให้บันทึกข้อมูล ดาวน์โหลดบันทึกเกมไว้เพื่อเก็บเกมนี้",
    exchange: "เปลี่ยนเบี้ย",
    bingo: "บิงโก",
    challenge_failed: "ชาเล้นจ์: สมการถูกต้อง เสียตา",
    challenge_succeeded: "ชาเล้นจ์: สมการผิด ยกเบี้ยออก",
    withdrawn: "ถูกชาเล้นจ์ ยกเบี้ยคืน",
    out_bonus: "ลงเบี้ยหมด ได้สองเท่าของเบี้ยคู่แข่ง",
    rack_penalty: "เบี้ยที่เหลือบนแป้น",
    time_penalty: "เกินเวลา",
    record_turn_field: "ตาที่ {turn} ช่องข้อมูล {field}",
    record_field: "ช่องข้อมูล {field}",
    computer_easy: "คอมพิวเตอร์ ระดับง่าย",
    computer_medium: "คอมพิวเตอร์ ระดับกลาง",
    computer_hard: "คอมพิวเตอร์ ระดับยาก",
    computer_name: "กระดาน (คอมพิวเตอร์)",
    computer_thinking: "คอมพิวเตอร์กำลังคิด…",
    computer_lost: "คอมพิวเตอร์หยุดตอบสนอง",
    retry: "ลองอีกครั้ง",
    hint: "คำใบ้",
    hint_title: "แสดงการลงที่ดีที่สุดของเบี้ยชุดนี้",
    quick_computer: "เล่นกับคอมพิวเตอร์",
    quick_with: "{game} {level} ตามการตั้งค่าล่าสุด",
    more_options: "ตัวเลือกเพิ่มเติม",
    hints_option: "ขอคำใบ้ (การลงที่ดีที่สุดของคอมพิวเตอร์) ได้",
    hint_why: "{score} คะแนน, {leave} จากเบี้ยที่เก็บไว้ ({kept}) = {equity}",
    hint_nothing_kept: "ไม่มี",
    no_legal_play: "เบี้ยชุดนี้ลงไม่ได้เลย",
    instead_exchange: "คอมพิวเตอร์จะเปลี่ยนเบี้ย {tiles}",
    instead_pass: "คอมพิวเตอร์จะผ่าน",
    pass_confirm: "ผ่านตานี้หรือไม่?",
    pass_yes: "ผ่าน",
    score_bar: "คะแนนและนาฬิกา",
    other_tab: "เกมนี้ถูกเล่นต่อในแท็บอื่น จึงแสดงตำแหน่งล่าสุดจากแท็บนั้น",
    game_choice: "เกม",
    game_amath: "เอแม็ท (สมการ)",
    game_crossword: "ครอสเวิร์ด (คำภาษาอังกฤษ)",
    word_list: "รายการคำศัพท์",
    words_enable: "ENABLE {count} คำ",
    words_loading: "กำลังโหลดรายการคำศัพท์…",
    words_missing: "เว็บนี้ยังไม่ได้ติดตั้งรายการคำศัพท์ โหลดรายการคำของคุณเองเพื่อเล่นครอสเวิร์ด",
    words_failed: "โหลดรายการคำศัพท์ไม่ได้ ตรวจการเชื่อมต่อแล้วเลือกครอสเวิร์ดอีกครั้ง",
    words_own: "รายการของคุณ “{name}” {count} คำ",
    words_upload: "โหลดรายการคำของคุณเอง (ไฟล์ข้อความ บรรทัดละหนึ่งคำ):",
    words_needed: "เลือกรายการคำศัพท์ที่พร้อมใช้",
    words_for_game: "เกมนี้ต้องใช้รายการคำศัพท์ “{name}” ซึ่งไม่มีในเครื่องนี้ เกมยังเก็บไว้เหมือนเดิม",
    words_unreadable: "ใช้รายการคำศัพท์นี้ไม่ได้:",
    words_not_kept: "ใช้รายการนี้ได้ในตอนนี้ แต่เก็บไว้ใช้ครั้งหน้าไม่ได้ (ที่เก็บข้อมูลเต็มหรือถูกปิด)",
    star_word: "ดาวกลาง คำ ×2",
    word_x3: "คำ ×3",
    word_x2: "คำ ×2",
    letter_x3: "ตัวอักษร ×3",
    letter_x2: "ตัวอักษร ×2",
    pick_letter: "เบี้ยว่างแทนอักษรตัวใด",
    download_gcg: "ดาวน์โหลดเป็นไฟล์ GCG",
    load_gcg: "ดูเกมย้อนหลังจากไฟล์ GCG (ครอสเวิร์ด):",
    gcg_unreadable: "ดูเกมย้อนหลังจากไฟล์ GCG นี้ไม่ได้:",
    replay: "เล่นย้อนหลัง",
    replay_first: "แรกสุด",
    replay_prev: "ย้อนกลับ",
    replay_next: "ถัดไป",
    replay_last: "ท้ายสุด",
    replay_step: "ตาที่ {n} จาก {count}",
    replay_analyse: "การลงที่ดีที่สุดสำหรับแป้นถัดไป",
    replay_played: "ที่ลงจริงตาถัดไป: {play} การลงที่ดีที่สุดสำหรับแป้นนั้น:",
    replay_start: "ก่อนการเดินแรก",
    review_move: "{n}. {name} — แป้น {rack} — ลง {played}",
    review_rank: "อันดับ {rank} จาก {moves}",
    review_left: "พลาดไป {points} คะแนน และค่าความคุ้ม {equity}",
    review_exchange: "เปลี่ยนเบี้ย {tiles}",
    review_pass: "ผ่าน",
    review_best: "{play} — {score} คะแนน, ค่าความคุ้ม {equity}",
    review_big_miss: "พลาดมาก",
    review_bingo: "บิงโก",
    review_play: "{play} — {score}, {leave} จากเบี้ยที่เก็บไว้ = {equity}",
    review_bingo_missed: "มีบิงโกแต่ไม่ได้ลง",
    review_summary: "{name}: {moves} ตา, พลาดไป {points} คะแนน และค่าความคุ้ม {equity}, บิงโก ลงได้ {played} พลาด {missed}, อันดับเฉลี่ย {rank}",
    review_no_racks: "ไฟล์นี้ไม่มีแป้นของผู้เล่น จึงไม่มีอะไรให้ทบทวน",
    review_game: "ทบทวนเกม",
    review_all: "ทบทวนทุกตา",
    review_progress: "ทบทวนแล้ว {done} จาก {total} ตา",
    review_stop: "หยุด",
    review_slider: "ตา",
    review_show: "แสดงบนกระดาน",
    review_download: "ดาวน์โหลดผลทบทวน",
    review: "ทบทวน",
    puzzle_title: "โจทย์ที่ {seed} · {kind} · {level} · หลังเดินไป {turns} ตาในเกมที่คอมพิวเตอร์เล่นกับตัวเอง",
    puzzle_rack: "แป้น {rack} · เหลือในถุง {bag} ตัว",
    puzzle_answers: "คำตอบ {count} แบบ เรียงจากดีที่สุด:",
    puzzle_none: "ไม่มีเกมจากเลขนี้ที่ให้โจทย์แบบนี้ ลองเลขอื่น",
    puzzles: "โจทย์",
    class_menu: "เล่นทั้งห้อง",
    class_title: "รอบเล่นพร้อมกันทั้งห้อง (ดูพลิเคต)",
    class_intro: "ทุกคนแก้โจทย์กระดานและเบี้ยชุดเดียวกันก่อนหมดเวลา พิมพ์สิ่งที่กลุ่มหรือนักเรียนพบ ระบบจะตรวจและให้คะแนนทันที เมื่อเฉลย การเล่นที่ดีที่สุดจะเรียงตามอันดับ วางการเล่นที่ดีที่สุดบนกระดาน แล้วจั่วเบี้ยชุดใหม่สำหรับรอบถัดไป",
    class_minutes: "นาทีต่อรอบ",
    class_start: "เริ่มเล่นทั้งห้อง",
    class_round_title: "รอบที่ {n}",
    class_start_countdown: "เริ่มจับเวลา",
    class_reveal: "เฉลยการเล่นที่ดีที่สุด",
    class_show_next: "แสดงการเล่นถัดไป",
    class_next_round: "วางการเล่นที่ดีที่สุดและจั่วเบี้ยชุดใหม่",
    class_entry_name: "กลุ่มหรือนักเรียน",
    class_entry_play: "การเล่น เช่น 8F 6=2×3 (เฉพาะเบี้ยใหม่หรือทั้งแถว)",
    class_add_entry: "ตรวจและเพิ่ม",
    class_entry_missing: "พิมพ์ชื่อและการเล่น",
    class_not_legal: "ไม่ใช่การเล่นที่ถูกกติกาสำหรับกระดานและเบี้ยชุดนี้",
    class_checking: "กำลังตรวจ…",
    class_entry_found: "{score} คะแนน อันดับ {rank} จาก {plays}",
    class_listing: "กำลังหาการเล่นที่ถูกกติกาทั้งหมด…",
    class_plays_count: "การเล่นที่ถูกกติกา {plays} แบบ",
    class_no_play: "ไม่มีการเล่นที่ถูกกติกา: จั่วเบี้ยชุดใหม่",
    class_round_line: "รอบที่ {n}: เบี้ย {rack}; ดีที่สุด {best}",
    class_best_total: "คะแนนรวมสูงสุดที่เป็นไปได้: {total}",
    class_history: "รอบที่ผ่านมา",
    class_standings: "ตารางคะแนน",
    class_download: "ดาวน์โหลดบันทึกทั้งหมด",
    class_end: "จบการเล่นทั้งห้อง",
    class_over: "ไม่เหลือเบี้ยให้เล่นแล้ว จบการเล่น",
    class_found_by: "พบโดย {names}",
    class_total_of_best: "{total} จาก {best}",
    class_unreadable: "อ่านรอบเล่นทั้งห้องที่บันทึกไว้ไม่ได้ เก็บแยกไว้ที่ krada.class.unreadable: {detail}",
    class_entries: "สิ่งที่ห้องเรียนพบ",
    class_game: "เกมและชุดเบี้ย",
    show_on_wall: "แสดงบนจอ",
    show_on_wall_hint: "หน้าต่างที่สองสำหรับโปรเจกเตอร์: กระดาน คะแนน นาฬิกา และใบบันทึก ไม่แสดงเบี้ยในราง",
    wall_waiting: "ยังไม่มีอะไรให้แสดง เปิดเกม การทบทวน หรือรอบเรียนในอีกหน้าต่างหนึ่ง แล้วจะปรากฏที่นี่",
    class_rack: "เบี้ยของทุกคน",
    qr_label: "คิวอาร์โค้ด: เปิดบนโทรศัพท์ของคุณ",
    wall_blocked: "เบราว์เซอร์ไม่ยอมเปิดหน้าต่างที่สอง โปรดอนุญาตป๊อปอัปสำหรับเว็บไซต์นี้",
    puzzle_daily: "โจทย์ประจำวัน (ข้อ {n})",
    puzzle_streak: "ทำโจทย์ประจำวันได้ติดต่อกัน {n} วัน",
    puzzle_number: "โจทย์ข้อที่",
    puzzle_kind: "หา",
    puzzle_kind_best: "การลงที่ได้คะแนนสูงสุด",
    puzzle_kind_bingo: "บิงโก (ลงหมดแป้น)",
    puzzle_kind_drill: "สมการหรือคำที่ใช้เบี้ยครบทุกตัว (ฝึก)",
    puzzle_kind_close: "การปิดท้ายที่ดีที่สุด: = และตัวเลขต่อท้ายสมการ (เอแม็ท)",
    puzzle_drill_task: "มีสมการหรือคำต่างกัน {count} แบบที่ใช้เบี้ยครบทุกตัว วางหนึ่งแบบแล้วกด ลง",
    puzzle_solved: "ทำได้แล้ว! {score} คะแนน",
    puzzle_timed: "จับเวลา (2 นาที)",
    puzzle_time_left: "เหลือเวลา {time}",
    puzzle_time_spent: "ใช้เวลา {time}",
    puzzle_time_up: "หมดเวลา",
    drill_progress: "ฝึกสำเร็จบนเครื่องนี้ {solved} จาก {tried} ข้อ",
    puzzle_history: "โจทย์ประจำวันที่ทำได้: {list}",
    puzzle_level: "ระดับ",
    puzzle_level_easy: "ง่าย",
    puzzle_level_medium: "ปานกลาง",
    puzzle_level_hard: "ยาก",
    puzzle_start: "เปิดโจทย์",
    puzzle_making: "กำลังสร้างโจทย์…",
    puzzle_heading: "โจทย์ข้อ {n}: หา{kind} ({level})",
    puzzle_task: "วางเบี้ยบนกระดานแล้วกด ลง เพื่อตรวจ มีการลง {count} แบบที่ตอบโจทย์นี้",
    puzzle_check: "ตรวจ",
    puzzle_best: "ดีที่สุดแล้ว! {score} คะแนน",
    puzzle_ranked: "อันดับ {rank} จาก {count}: {score} คะแนน น้อยกว่าที่ดีที่สุด {short} คะแนน",
    puzzle_not_answer: "การลงนี้ไม่ได้ตอบโจทย์ข้อนี้",
    puzzle_clue: "ขอคำใบ้",
    puzzle_clue_square: "เริ่มที่ช่อง {square}",
    puzzle_clue_tiles: "ลงเบี้ย {count} ตัว",
    puzzle_clue_bingo: "เป็นบิงโก: ลงหมดทั้งแป้น",
    puzzle_clue_score: "ได้ {score} คะแนน",
    puzzle_show_answers: "ดูคำตอบ",
    puzzle_next: "โจทย์ถัดไป",
    puzzle_tiles: "เกม",
    puzzle_you: "คุณ",
    puzzle_other: "อีกฝ่าย",
};

/// ผู้เล่นนับเบี้ยตัวแรกเป็นตัวที่ 1
pub fn equation_error(error: &EquationError) -> String {
    use EquationError::*;
    match *error {
        TooShort => "สมการต้องมีเบี้ยอย่างน้อยสามตัว เช่น 6=6".into(),
        NoEquals => "สมการต้องมีเครื่องหมาย =".into(),
        EqualsAtStart => "สมการห้ามขึ้นต้นด้วย =".into(),
        EqualsAtEnd => "สมการห้ามลงท้ายด้วย =".into(),
        OperatorAtStart { at } => format!("เบี้ยตัวที่ {}: ห้ามขึ้นต้นข้างใดของสมการด้วย × หรือ ÷", at + 1),
        UnaryPlus { at } => format!("เบี้ยตัวที่ {}: ห้ามใช้ + เติมหน้าตัวเลข เช่น +7", at + 1),
        SignedZero { at } => format!("เบี้ยตัวที่ {}: ห้ามเติมเครื่องหมายหน้าเลข 0 เช่น -0", at + 1),
        AdjacentOperators { at } => format!("เบี้ยตัวที่ {}: ห้ามวางเครื่องหมายติดกัน", at + 1),
        OperatorAtEnd { at } => format!("เบี้ยตัวที่ {}: หลังเครื่องหมายต้องมีตัวเลข", at + 1),
        TooManyDigits { at } => format!("เบี้ยตัวที่ {}: ตัวเลขต่อกันได้ไม่เกินสามหลัก", at + 1),
        LeadingZero { at } => format!("เบี้ยตัวที่ {}: ห้ามใช้ 0 นำหน้าตัวเลข เช่น 07", at + 1),
        JoinedBigNumber { at } => format!("เบี้ยตัวที่ {}: เบี้ย 10–20 ห้ามต่อกับตัวเลขอื่น", at + 1),
        DivisionByZero { at } => format!("เบี้ยตัวที่ {}: ห้ามหารด้วยศูนย์", at + 1),
        TooLarge { at } => format!("เบี้ยตัวที่ {}: ตัวเลขใหญ่เกินกว่าจะตรวจได้", at + 1),
        NotEqual { at, left, right } => {
            format!("เบี้ยตัวที่ {}: สองข้างไม่เท่ากัน ({left} ไม่เท่ากับ {right})", at + 1)
        }
    }
}

pub fn play_error(kind: GameKind, error: &PlayError) -> String {
    use PlayError::*;
    match error {
        NoTiles => "วางเบี้ยอย่างน้อยหนึ่งตัว".into(),
        TooManyTiles => "ลงเบี้ยได้ไม่เกินจำนวนบนแป้น".into(),
        Occupied(pos) => format!("ช่อง {pos} มีเบี้ยอยู่แล้ว"),
        SameSquareTwice(pos) => format!("วางเบี้ยสองตัวในช่อง {pos}"),
        FaceNotAllowed(pos) => format!("เบี้ยในช่อง {pos} แทนค่านั้นไม่ได้"),
        NotInOneLine => "เบี้ยที่ลงต้องอยู่ในแถวเดียวหรือคอลัมน์เดียว".into(),
        Gap(pos) => format!("ช่อง {pos} ว่างอยู่: เบี้ยที่ลงต้องต่อกันเป็นแนวเดียว"),
        FirstPlayMissesStar(pos) => format!("การลงครั้งแรกต้องทับช่องดาวกลางกระดาน ({pos})"),
        NotTouching => "เบี้ยที่ลงต้องสัมผัสกับเบี้ยที่อยู่บนกระดานแล้ว".into(),
        NoLine => "เบี้ยตัวเดียวต้องต่อกับเบี้ยอื่น".into(),
        NoWordList => "ยังไม่ได้ติดตั้งรายการคำศัพท์ จึงตรวจคำไม่ได้".into(),
        NotAWord { line } => format!("{}: ไม่มีในรายการคำศัพท์", line_label(kind, line)),
        BadEquation { line, error } => {
            format!("{}: {}", line_label(kind, line), equation_error(error))
        }
    }
}

pub fn game_error(kind: GameKind, error: &GameError) -> String {
    use GameError::*;
    match error {
        Over => "เกมจบแล้ว".into(),
        Play(e) => play_error(kind, e),
        NotOnRack(_) => "เบี้ยตัวนั้นไม่ได้อยู่บนแป้นของคุณ".into(),
        ExchangeBagTooSmall { in_bag, needed } => {
            format!("เปลี่ยนเบี้ยได้เมื่อในถุงมีอย่างน้อย {needed} ตัว ตอนนี้เหลือ {in_bag} ตัว")
        }
        ExchangeNothing => "เลือกเบี้ยที่จะเปลี่ยน".into(),
        NothingToChallenge => "ไม่มีการลงเบี้ยให้ชาเล้นจ์".into(),
        NoChallengeInCheckedMode => "เกมนี้ตรวจทุกการลงทันที จึงไม่มีการชาเล้นจ์".into(),
        ChallengeOrAccept => "ชาเล้นจ์การลงล่าสุดหรือยอมรับ".into(),
        OverMoveLimit => "หมดเวลาของตานี้แล้ว ทำได้เพียงผ่าน".into(),
    }
}

pub fn gcg_error(error: &GcgError) -> String {
    use GcgProblem::*;
    let what = match &error.problem {
        NoPlayers => "ไฟล์ไม่ได้ระบุ #player1 และ #player2".into(),
        SameNick(nick) => format!("ผู้เล่นทั้งสองชื่อ \"{nick}\" จึงแยกไม่ได้ว่าใครเดิน"),
        OtherVariant(variant) => format!(
            "ไฟล์นี้เป็นเกมอื่น ไม่ใช่ครอสเวิร์ดภาษาอังกฤษสำหรับสองฝ่าย: {}",
            variant_text(variant)
        ),
        NoNick => "บรรทัดการเดินต้องขึ้นต้นด้วย >ชื่อเล่น: แล้วตามด้วยเบี้ยบนแป้น".into(),
        BadNick(nick) => format!("\"{nick}\" ไม่ใช่ชื่อเล่นของผู้เล่น"),
        TooShort => "บรรทัดการเดินต้องจบด้วยคะแนนและคะแนนรวม".into(),
        BadNumber(text) => format!("\"{text}\" ไม่ใช่จำนวนคะแนน"),
        BadRackInBrackets(text) => format!("\"{text}\" ไม่ใช่ชุดเบี้ยในวงเล็บ"),
        BadExchange(text) => format!("\"-{text}\" ไม่ใช่การเปลี่ยนเบี้ย"),
        BadSquare(text) => format!("\"{text}\" ไม่ใช่ช่องอย่าง 8H หรือ H8"),
        BadWord(text) => format!("\"{text}\" ไม่ใช่คำ"),
        OffBoard(text) => format!("{text} ยาวเกินขอบกระดาน"),
        UnreadableMove(text) => format!("อ่านการเดิน \"{text}\" ไม่ได้"),
        BadRack(text) => format!("\"{text}\" ไม่ใช่ชุดเบี้ย (อักษรตัวใหญ่ และ ? แทนเบี้ยว่าง)"),
        UnknownPlayer(nick) => format!("\"{nick}\" ไม่ใช่ทั้ง #player1 และ #player2"),
        DotOnEmpty(pos) => format!("ช่อง {pos} ว่าง แต่คำมี . อยู่ตรงนั้น"),
        OtherLetter(pos, c) => format!("ช่อง {pos} มีอักษรอื่นที่ไม่ใช่ {c}"),
        NotOnRack { rack, tile } => format!("แป้น {rack} ไม่มี {tile} ให้ลง"),
        Play(e) => play_error(GameKind::Crossword, e),
        WrongScore { computed, stated } => {
            format!("การเดินนี้ได้ {computed} คะแนน แต่ไฟล์เขียนว่า {stated}")
        }
        ScoringPass => "การผ่านหรือการเปลี่ยนเบี้ยได้ 0 คะแนน".into(),
        TimeAdds => "การหักคะแนนเวลาเพิ่มคะแนนไม่ได้".into(),
        BonusSubtracts => "คะแนนโบนัสชาเล้นจ์ลดคะแนนไม่ได้".into(),
        NothingToWithdraw => "ผู้เล่นนี้ไม่มีการลงเบี้ยให้ยกกลับ".into(),
        WrongTotal { computed, stated } => {
            format!("คะแนนรวมควรเป็น {computed} แต่ไฟล์เขียนว่า {stated}")
        }
    };
    format!("บรรทัดที่ {}: {what}", error.line)
}

fn variant_text(variant: &Variant) -> String {
    match variant {
        Variant::Lexicon(name) => format!("รายการคำ {name} เป็นของภาษาอื่น"),
        Variant::BoardLayout(name) => format!("กระดาน {name} ไม่ใช่กระดาน 15×15"),
        Variant::TileDistribution(name) => format!("ชุดเบี้ย {name} ไม่ใช่ชุดภาษาอังกฤษ"),
        Variant::Letter(tile) => format!("เบี้ย {tile} ไม่มีในชุดภาษาอังกฤษ"),
        Variant::Players(n) => format!("มีผู้เล่นคนที่ {n} แต่ครอสเวิร์ดที่นี่เล่นสองฝ่าย"),
    }
}

pub fn gcg_decode_error(error: &DecodeError) -> String {
    match error {
        DecodeError::Unsupported(name) => {
            format!("ไฟล์นี้ใช้การเข้ารหัส {name} แต่กระดานอ่านได้เฉพาะ UTF-8 และ ISO-8859-1")
        }
        DecodeError::NotUtf8 { at } => {
            format!("ไฟล์ระบุว่าเป็น UTF-8 แต่ไบต์ที่ {at} ไม่ใช่")
        }
    }
}

pub fn lexicon_error(error: &LexiconError) -> String {
    match error {
        LexiconError::NotAWord { line, text } => {
            format!("บรรทัดที่ {line}: \"{text}\" ไม่ใช่คำที่ประกอบด้วยอักษร A–Z")
        }
        LexiconError::BadLength { line, text } => {
            format!("บรรทัดที่ {line}: \"{text}\" สั้นกว่าสองตัวอักษร")
        }
        LexiconError::Empty => "รายการนี้ไม่มีคำเลย".into(),
        LexiconError::Corrupt { at } => format!("ไฟล์คำศัพท์เสียหายที่ไบต์ {at}"),
    }
}
