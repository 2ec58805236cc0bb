/// A live subscriber of a `Multicaster`, as the fan-out sees it: a closure made where the subscriber's type is known,
/// so delivering a value never runs unspecialized generic code, and the conduit itself for the rare completion.
///
/// Not generic: the closure takes the value by address. The fan-out's list is then of one concrete type, whose code
/// is specialized even inside the multicaster's unspecialized paths (a conduit's `request` and `cancel`, reached
/// through the `Subscription` witness), so joining and leaving look up no metadata. The completion goes through a
/// witness instead of a second closure: a closure that handled both would look up `Subscribers.Completion<Failure>`'s
/// metadata on every value where it is made unspecialized (300 instructions an event in callgrind's a), and a second
/// closure would cost a second retain each time the fan-out copies a listener.
@usableFromInline
struct MulticastListener {
    /// The conduit, for the completion and for removal. Not retained here: `deliver` captures it strongly, so it
    /// lives as long as this listener does.
    @usableFromInline unowned(unsafe) let conduit: any MulticastCompletable
    /// Delivers the `Output` at this address (respecting the subscriber's demand).
    @usableFromInline let deliver: (UnsafeRawPointer) -> Void

    @usableFromInline init(conduit: any MulticastCompletable, deliver: @escaping (UnsafeRawPointer) -> Void) {
        self.conduit = conduit
        self.deliver = deliver
    }

    /// The conduit's identity.
    @inlinable var id: ObjectIdentifier { ObjectIdentifier(conduit) }
}

/// A multicaster's conduit as the fan-out completes it.
@usableFromInline
protocol MulticastCompletable: AnyObject {
    /// Delivers the `Subscribers.Completion<Failure>` at this address and ends the subscription.
    func deliver(completionAt pointer: UnsafeRawPointer)
}
