import Foundation

/// One movie in the list, as a card shows it.
public struct Movie: Equatable, Sendable {
    /// The movie's id in the API.
    public let id: Int
    /// Its title.
    public let title: String
    /// The day it was released, `yyyy-MM-dd` as the API sends it ("" when unknown).
    public let releaseDate: String
    /// Its poster, when it has one.
    public let posterURL: URL?

    /// Creates a movie.
    public init(id: Int, title: String, releaseDate: String = "", posterURL: URL? = nil) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.posterURL = posterURL
    }

    /// The year it was released, if known.
    public var releaseYear: String? { releaseDate.count >= 4 ? String(releaseDate.prefix(4)) : nil }
}

/// One movie's details, as the detail screen shows them (TMDB's movie detail).
public struct MovieDetail: Equatable, Sendable {
    /// The movie's id in the API.
    public let id: Int
    /// Its title.
    public let title: String
    /// What it is about.
    public let overview: String
    /// The day it was released, `yyyy-MM-dd` ("" when unknown).
    public let releaseDate: String
    /// Its length in minutes, if known.
    public let runtime: Int?
    /// Its genres' names.
    public let genres: [String]
    /// Its average rating out of 10.
    public let voteAverage: Double
    /// Its poster, when it has one.
    public let posterURL: URL?

    /// Creates a movie's details.
    public init(id: Int, title: String, overview: String = "", releaseDate: String = "", runtime: Int? = nil,
                genres: [String] = [], voteAverage: Double = 0, posterURL: URL? = nil) {
        self.id = id
        self.title = title
        self.overview = overview
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.voteAverage = voteAverage
        self.posterURL = posterURL
    }
}
