//! ภาษาไทย.

use crate::Ui;
use krada_engine::equation::EquationError;
use krada_engine::game::GameError;
use krada_engine::notation::{display_faces, square_name};
use krada_engine::play::PlayError;
use krada_engine::rules::GameKind;

pub const UI: Ui = Ui {
    language_name: "ภาษาไทย",
    switch_language: "English",
    app_title: "กระดาน",
    tagline: "เอแม็ทและครอสเวิร์ด",
    board: "กระดาน",
    rack: "แป้นวางเบี้ย",
    rack_empty: "ยังไม่มีเบี้ย",
    clock: "นาฬิกา",
    clock_off: "ยังไม่ได้เริ่มเกม",
    score_sheet: "กระดาษจดแต้ม",
    no_turns: "ยังไม่มีการเล่น",
    star: "ช่องดาวกลางกระดาน เบี้ย ×3",
    equation_x3: "ทั้งสมการ ×3",
    equation_x2: "ทั้งสมการ ×2",
    piece_x3: "เฉพาะเบี้ย ×3",
    piece_x2: "เฉพาะเบี้ย ×2",
    plain_square: "ช่องธรรมดา",
    empty_square: "ว่าง",
    pass: "ผ่าน",
    exchange: "เปลี่ยนเบี้ย",
    bingo: "บิงโก",
    challenge_failed: "ชาเล้นจ์: สมการถูกต้อง เสียตา",
    challenge_succeeded: "ชาเล้นจ์: สมการผิด ยกเบี้ยออก",
    withdrawn: "ถูกชาเล้นจ์ ยกเบี้ยคืน",
    out_bonus: "ลงเบี้ยหมด ได้สองเท่าของเบี้ยคู่แข่ง",
    rack_penalty: "เบี้ยที่เหลือบนแป้น",
    time_penalty: "เกินเวลา",
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
        BadEquation { line, error } => format!(
            "{} {}: {}",
            square_name(line.start, line.dir),
            display_faces(kind, &line.faces),
            equation_error(error)
        ),
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
        NothingToChallenge => "ไม่มีสมการให้ชาเล้นจ์".into(),
        NoChallengeInCheckedMode => "เกมนี้ตรวจสมการทันทีทุกครั้ง จึงไม่มีการชาเล้นจ์".into(),
        ChallengeOrAccept => "ชาเล้นจ์สมการล่าสุดหรือยอมรับ".into(),
        OverMoveLimit => "หมดเวลาของตานี้แล้ว ทำได้เพียงผ่าน".into(),
    }
}
