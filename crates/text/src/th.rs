//! ภาษาไทย.

use crate::Ui;
use krada_engine::equation::EquationError;

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
