import Foundation

extension NotificationCenter: ReactiveCompatible {}

extension Reactive where Base: NotificationCenter {
    /// Every notification named `name` (any name when nil) from `object` (any sender when nil), posted
    /// after subscription, on the thread that posts it; the observer is removed on dispose (RxCocoa's).
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { observer.onNext($0) }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
