/// How a subscriber joins and leaves a `Multicaster`'s fan-out (the first to arrive and the last to leave tell the
/// owner).
extension Multicaster {
    /// Makes a subscriber live when the multicaster keeps no `latestCell`: it joins the fan-out and gets the replay
    /// buffer to deliver.
    @usableFromInline
    final func goLive(_ listener: MulticastListener) -> ContiguousArray<Output> {
        lock.lock()
        let isFirst = join(listener)
        let (replay, current) = (buffer, generation)
        lock.unlock()
        if isFirst { firstSubscriberArrived(current) }
        return replay
    }

    /// Makes a subscriber live when the multicaster replays one value (`latestCell`): it joins the fan-out, and the
    /// value to replay, if any, is copied into `latest` (uninitialized until then). Whether one was.
    @usableFromInline
    final func goLive(_ listener: MulticastListener, copyingLatestTo latest: UnsafeMutablePointer<Output>) -> Bool {
        lock.lock()
        let isFirst = join(listener)
        let copied = hasLatest
        if copied, let latestCell { latest.initialize(to: latestCell.pointee) }
        let current = generation
        lock.unlock()
        if isFirst { firstSubscriberArrived(current) }
        return copied
    }

    /// Adds a listener to the fan-out (under `lock`); whether it is the first live one, which starts a generation.
    @inlinable final func join(_ listener: MulticastListener) -> Bool {
        guard first == nil else {
            others.append(listener)
            return false
        }
        first = listener
        generation &+= 1
        // A share starts afresh with each connection: nothing of the last one is replayed.
        if !remembersCompletion { forgetReplay() }
        return true
    }

    /// Removes a cancelled subscriber from the fan-out.
    @usableFromInline
    final func detach(_ id: ObjectIdentifier) {
        lock.lock()
        if first?.id == id {
            // The next in line moves up, so `first` is nil only when no one is live.
            first = others.isEmpty ? nil : others.removeFirst()
        } else if let index = others.firstIndex(where: { $0.id == id }) {
            others.remove(at: index)
        } else {
            lock.unlock(); return
        }
        let wasLast = first == nil
        let ending = generation
        lock.unlock()
        if wasLast { lastSubscriberLeft(ending) }
    }
}
