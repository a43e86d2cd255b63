//! The lines of a text, for the frontmatter's split and the flat-YAML fast path: the
//! newlines found by the vector search in [`memchr`] (16 bytes at a time in the
//! component; `str::split('\n')` takes 8, through a char searcher per line).

use std::ops::Range;

/// The pieces `text[from..].split('\n')` gives, as byte ranges of `text`: a line
/// without its newline, and after a final newline an empty piece at the end.
pub fn spans(text: &str, from: usize) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut start = from;
    let newlines = memchr::memchr_iter(b'\n', &text.as_bytes()[from..]).map(move |at| Some(from + at));
    newlines.chain([None]).map(move |newline| {
        let end = newline.unwrap_or(text.len());
        let span = start..end;
        start = end + 1;
        span
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_are_the_pieces_str_split_gives() {
        let texts = [
            "",
            "\n",
            "a",
            "a\n",
            "\na",
            "a\nb",
            "a\n\nb\n",
            "é\n使用\r\n",
            &"x\n".repeat(40),
        ];
        for text in texts {
            for from in (0..=text.len()).filter(|&at| text.is_char_boundary(at)) {
                let pieces: Vec<&str> = spans(text, from).map(|span| &text[span]).collect();
                assert_eq!(
                    pieces,
                    text[from..].split('\n').collect::<Vec<_>>(),
                    "{text:?} from {from}"
                );
            }
        }
    }
}
