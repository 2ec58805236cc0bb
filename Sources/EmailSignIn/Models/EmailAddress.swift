/// The rule that decides whether typed text is an email address the app accepts.
public enum EmailAddress {
    /// The accepted lengths, in characters (6 or more, fewer than 50).
    public static let allowedLength = 6...49

    /// Whether `text` is an address: a dot-separated local part of RFC 5322 `atext` characters, `@`,
    /// dot-separated host labels (letters, digits, inner hyphens) and a top-level domain of 2+ letters,
    /// 6 to 49 characters in all. Nothing is trimmed: surrounding spaces make the text invalid.
    public static func isValid(_ text: String) -> Bool {
        let address = #/[A-Za-z0-9!#$%&'*+\/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+\/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}/#
        return allowedLength.contains(text.count) && text.wholeMatch(of: address) != nil
    }
}
