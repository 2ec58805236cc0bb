import Bindery

/// Reads the search API's markup: `<b>`/`</b>` mark highlights, entities stand for their characters, and
/// everything else is text.
///
/// The API escapes real `<`, `>`, `&` and quotes in its texts as entities, so any other tag in the markup
/// (`<script>`, `<img onerror=…>`, `<i>`) is not something it meant to format: it is kept as literal text,
/// neither interpreted nor silently dropped. An unknown or malformed entity is kept as written, too.
public enum HighlightedText {
    /// The runs of `markup`, adjacent runs of the same emphasis merged, empty runs left out.
    public static func parse(_ markup: String) -> [TextRun] {
        var runs: [TextRun] = []
        var current = ""
        var emphasized = false
        func flush() {
            guard !current.isEmpty else { return }
            if let last = runs.last, last.isEmphasized == emphasized {
                runs[runs.count - 1].text += current
            } else {
                runs.append(TextRun(current, emphasized: emphasized))
            }
            current = ""
        }
        var index = markup.startIndex
        while index < markup.endIndex {
            let rest = markup[index...]
            if rest.first == "<", let (isOpening, end) = boldTag(at: rest) {
                flush()
                emphasized = isOpening
                index = end
            } else if rest.first == "&", let (character, end) = entity(at: rest) {
                current.append(character)
                index = end
            } else {
                current.append(markup[index])
                index = markup.index(after: index)
            }
        }
        flush()
        return runs
    }

    /// The text of `markup` without emphasis (entities decoded, other markup kept as text).
    public static func plainText(_ markup: String) -> String {
        parse(markup).map(\.text).joined()
    }

    /// `<b>` or `</b>` (any case) at the start of `text`: whether it opens, and where it ends.
    private static func boldTag(at text: Substring) -> (Bool, String.Index)? {
        for (tag, isOpening) in [("<b>", true), ("</b>", false)] {
            let head = text.prefix(tag.count)
            if head.count == tag.count, head.lowercased() == tag { return (isOpening, head.endIndex) }
        }
        return nil
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    /// A character entity (`&amp;`, `&#39;`, `&#x27;`) at the start of `text`: its character and where it ends.
    private static func entity(at text: Substring) -> (Character, String.Index)? {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return nil }
        let name = text[text.index(after: text.startIndex)..<semicolon]
        let end = text.index(after: semicolon)
        if let character = named[String(name)] { return (character, end) }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if let first = digits.first, first == "x" || first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = digits.allSatisfy(\.isASCII) ? UInt32(digits, radix: 10) : nil
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (Character(scalar), end)
    }
}
