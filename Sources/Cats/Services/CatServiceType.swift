import Bindery

/// Finds random cats and downloads their pictures.
public protocol CatServiceType {
    /// A publisher of one random cat; cancelling it cancels the request.
    func fetchRandomCat() -> AnyPublisher<Cat, ServiceError>
    /// A publisher of `cat`'s downloaded picture; cancelling it cancels the download.
    func downloadPicture(of cat: Cat) -> AnyPublisher<CatPicture, ServiceError>
}
