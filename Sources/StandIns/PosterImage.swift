import BinderyWeb

/// A film's poster for the movies stand-in: a small SVG drawn from its title, year and hue.
enum PosterImage {
    /// The poster of `film` as SVG text (every text escaped).
    static func svg(for film: MovieCatalog.Film) -> String {
        let words = film.title.split(separator: " ").map(String.init)
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + word.count < 14 { lines[lines.count - 1] = last + " " + word } else { lines.append(word) }
        }
        let text = lines.enumerated().map { index, line in
            "<text x=\"150\" y=\"\(190 + index * 40)\" font-size=\"30\" text-anchor=\"middle\" fill=\"#fff\" font-family=\"sans-serif\" font-weight=\"bold\">\(HTML.escape(line))</text>"
        }.joined()
        let year = film.releaseDate.prefix(4)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">\
            <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="hsl(\(film.hue),55%,45%)"/><stop offset="1" stop-color="hsl(\(film.hue),60%,15%)"/>\
            </linearGradient></defs>\
            <rect width="300" height="450" fill="url(#g)"/>\
            <circle cx="150" cy="90" r="40" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4"/>\
            \(text)\
            <text x="150" y="410" font-size="24" text-anchor="middle" fill="#fff" fill-opacity="0.8" font-family="sans-serif">\(year)</text>\
            </svg>
            """
    }
}
