import Bindery

/// Fetches movies.
public protocol MovieSearchServiceType {
    /// A publisher of the movie list; cancelling it cancels the request.
    func fetchMovies() -> AnyPublisher<[Movie], Error>
    /// A publisher of one movie's details; cancelling it cancels the request.
    func fetchMovieDetail(id: Int) -> AnyPublisher<MovieDetail, Error>
}
