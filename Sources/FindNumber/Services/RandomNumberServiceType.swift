import Bindery

/// Fetches random target numbers.
public protocol RandomNumberServiceType {
    /// A publisher of one random number in `range` (both ends included); cancelling it cancels the request.
    func fetchNumber(in range: ClosedRange<Int>) -> AnyPublisher<Int, FindNumberError>
}
