/// A publisher that can tell whether anything is subscribed to it (RxSwift's `hasObservers`).
///
/// Tests use it to prove that a released view model left nothing subscribed to its inputs.
public protocol ObserverCounting: AnyObject {
    /// Whether at least one subscriber is attached and has requested values.
    var hasObservers: Bool { get }
}

extension Multicaster {
    /// How many subscribers are live in the fan-out.
    @usableFromInline
    var liveSubscriberCount: Int {
        lock.lock(); defer { lock.unlock() }
        return first == nil ? 0 : 1 + others.count
    }
}

extension PublishRelay: ObserverCounting {
    /// Whether at least one subscriber is attached and has requested values.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }
}

extension BehaviorRelay: ObserverCounting {
    /// Whether at least one subscriber is attached and has requested values.
    public var hasObservers: Bool { multicaster.liveSubscriberCount > 0 }
}
