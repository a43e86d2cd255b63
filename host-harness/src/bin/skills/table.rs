//! The CLI's tables: columns aligned by comfy-table, without borders, as `gh` and
//! `npx skills` print theirs. On a terminal a row is one line, cut to the terminal's
//! width with `…` (the widest columns give way first); piped, nothing is cut, so a
//! script sees every byte.

use comfy_table::{Cell, ContentArrangement, Row, Table, presets};

/// Prints `rows` under `header`.
pub fn print(header: &[&str], rows: Vec<Vec<String>>) {
    let mut table = Table::new();
    table.load_preset(presets::NOTHING);
    table.set_header(header.iter().map(|h| Cell::new(*h)));
    let width = terminal_width();
    if let Some(width) = width {
        table.set_content_arrangement(ContentArrangement::Dynamic);
        table.set_width(width);
        table.set_truncation_indicator("…");
    } else {
        table.set_content_arrangement(ContentArrangement::Disabled);
    }
    for cells in rows {
        let mut row = Row::from(cells.into_iter().map(Cell::new).collect::<Vec<_>>());
        if width.is_some() {
            row.max_height(1);
        }
        table.add_row(row);
    }
    // comfy-table pads every cell with a space on each side: trim the line's ends.
    for line in table.to_string().lines() {
        println!("{}", line.trim_end().strip_prefix(' ').unwrap_or(line.trim_end()));
    }
}

/// The terminal's width when stdout is one; `None` when piped.
fn terminal_width() -> Option<u16> {
    if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return None;
    }
    terminal_size::terminal_size()
        .map(|(width, _)| width.0)
        .filter(|w| *w >= 40)
}
