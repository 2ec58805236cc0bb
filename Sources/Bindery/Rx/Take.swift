import Foundation

extension ObservableType {
    /// The first `count` values, then completion right after the last of them (the upstream is cancelled).
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return .empty() }
        let source = asObservable()
        return Observable.create { observer in
            let upstream = SerialSubscription()
            var remaining = count
            upstream.replace(with: source.subscribe(
                onNext: { element in
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.onNext(element)
                    if remaining == 0 {
                        observer.onCompleted()
                        upstream.dispose()
                    }
                },
                onError: observer.onError,
                onCompleted: observer.onCompleted
            ))
            return Disposables.create(with: upstream.dispose)
        }
    }
}
