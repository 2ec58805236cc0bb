/// The movies stand-in's catalogue (`Data/movies.json`): silent-era films long in the public domain, in English and
/// Korean.
enum MovieCatalog {
    /// One film.
    struct Film: Decodable, Sendable {
        let id: Int
        let title: String
        let koreanTitle: String
        let overview: String
        let koreanOverview: String
        let releaseDate: String
        let runtime: Int
        /// Its genres' ids, as TMDB numbers them.
        let genreIDs: [Int]
        let voteAverage: Double
        /// The poster's background hue, 0...359.
        let hue: Int
    }

    /// A genre as TMDB numbers it.
    struct Genre: Decodable, Sendable {
        let id: Int
        let name: String
        let koreanName: String
    }

    /// The file's two lists.
    private struct Contents: Decodable {
        let genres: [Genre]
        let films: [Film]
    }

    private static let contents = StandInData.load("movies", as: Contents.self)

    /// Every film, in list order.
    static var films: [Film] { contents.films }

    /// The film with this id.
    static func film(id: Int) -> Film? { films.first { $0.id == id } }

    /// The genres of `film`, in its order.
    static func genres(of film: Film) -> [Genre] {
        film.genreIDs.compactMap { id in contents.genres.first { $0.id == id } }
    }
}
