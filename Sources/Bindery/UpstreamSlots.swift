/// An operator that subscribes to several upstreams (`combineLatest`, `merge`) and keeps one subscription slot for
/// each, guarded by its state lock together with its demand and whether it has terminated.
@usableFromInline
protocol UpstreamSlots: AnyObject {
    /// Whether the operator has ended (failed, finished or been cancelled); a subscription arriving then is cancelled.
    var terminated: Bool { get }
    /// One slot per upstream, nil until its subscription arrives and once it ends.
    var subscriptions: [Subscription?] { get set }
    /// The demand the downstream has requested so far, forwarded to each upstream as its subscription arrives.
    var demand: Subscribers.Demand { get }
}

extension UpstreamSlots {
    /// Records upstream `index`'s subscription and forwards the demand already requested; cancels it instead if the
    /// operator has terminated or the slot is taken. `lock` is the lock that guards the slots. Always inlined, so
    /// each operator runs it with direct access to its own fields (no protocol witness on the way).
    @inlinable @inline(__always)
    func store(_ subscription: Subscription, at index: Int, guardedBy lock: borrowing StateLock) {
        lock.lock()
        guard !terminated, subscriptions[index] == nil else { lock.unlock(); subscription.cancel(); return }
        subscriptions[index] = subscription
        let pending = demand
        lock.unlock()
        if pending > .none { subscription.request(pending) }
    }
}
