import Bindery
import Foundation

/// The articles' view model shape: Input in, Output out.
protocol ViewModel: AnyObject {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// An error tests can compare.
enum StubError: Error, Equatable {
    case offline
}

/// A sequence that sends `value` (or fails) after `delay` on the current UI scheduler — a stand-in
/// network call, created the way the articles create theirs.
func stubResponse<T>(_ result: Result<T, any Error>, after delay: RxTimeInterval) -> Observable<T> {
    Observable<T>.create { observer in
        switch result {
        case let .success(value): observer.onNext(value); observer.onCompleted()
        case let .failure(error): observer.onError(error)
        }
        return Disposables.create()
    }
    .delay(delay, scheduler: MainScheduler.instance)
}

