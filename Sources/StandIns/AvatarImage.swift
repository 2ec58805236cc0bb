/// Generated avatars: a member's initials on a coloured disc, as a small SVG document.
enum AvatarImage {
    /// The side of the square image, in pixels.
    static let size = 96

    private static let palette = ["#007aff", "#34c759", "#ff9500", "#af52de", "#ff2d55", "#5ac8fa", "#5856d6", "#a2845e"]

    /// The initials of `name`: the first letter of its first two words, upper-cased (letters only, so
    /// nothing in a name can become markup).
    static func initials(of name: String) -> String {
        name.split(separator: " ").prefix(2).compactMap { $0.first(where: \.isLetter) }.map { String($0).uppercased() }.joined()
    }

    /// The avatar of the member with `id` and `name`; the colour follows the id.
    static func svg(id: Int, name: String) -> String {
        let colour = palette[(id - 1 + palette.count) % palette.count]
        let half = size / 2
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" viewBox="0 0 \(size) \(size)">\
            <circle cx="\(half)" cy="\(half)" r="\(half)" fill="\(colour)"/>\
            <text x="\(half)" y="\(half)" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="36" \
            font-weight="600" fill="#ffffff">\(initials(of: name))</text></svg>
            """
    }
}
