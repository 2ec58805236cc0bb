extension Reactor {
    /// One property of the state as a driver that skips repeats: a binding sees a value only when that
    /// property changed, not on every mutation (ReactorKit issues #42 and #74).
    public func state<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Driver<Value> {
        let runtime = self.runtime
        return Driver(onScheduler: runtime.stateRelay.map { $0[keyPath: keyPath] }.distinctUntilChanged(),
                      scheduler: runtime.scheduler)
    }

    /// A pulse of the state as a signal: one value per assignment made after subscribing, none for the
    /// assignment already held, none for changes of other properties.
    public func pulse<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> Signal<Value> {
        let runtime = self.runtime
        let assignments = runtime.stateRelay
            .map { $0[keyPath: keyPath] }
            .removeDuplicates { $0.assignmentCount == $1.assignmentCount }
            .dropFirst()
            .map(\.value)
        return Signal(onScheduler: assignments, scheduler: runtime.scheduler)
    }
}
