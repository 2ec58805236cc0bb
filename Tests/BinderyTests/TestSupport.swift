import Foundation
import Testing
@testable import Bindery

/// An error that tests can compare.
struct TestError: Error, Equatable, CustomStringConvertible {
    let code: Int
    init(_ code: Int = 0) { self.code = code }
    var description: String { "TestError(\(code))" }
}

/// One event a subscriber received.
enum Event<Value: Equatable, Failure: Error & Equatable>: Equatable, CustomStringConvertible {
    case value(Value)
    case finished
    case failure(Failure)

    var description: String {
        switch self {
        case .value(let value): ".value(\(value))"
        case .finished: ".finished"
        case .failure(let error): ".failure(\(error))"
        }
    }
}

/// A value guarded by a lock, for counting across threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body(&value)
    }
    var current: Value { withLock { $0 } }
}

/// A subscriber that records every event, requests exactly the demand a test asks for, and notes
/// any breach of the Subscriber protocol (an event before the subscription or after the completion).
final class TestSubscriber<Input: Equatable, Failure: Error & Equatable>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Input, Failure>] = []
    private var recordedViolations: [String] = []
    private var subscription: Subscription?
    private var subscriptionCount = 0
    private var completed = false
    private let initialDemand: Subscribers.Demand?
    private let demandPerValue: (Input) -> Subscribers.Demand

    /// - Parameters:
    ///   - demand: requested when the subscription arrives; `nil` requests nothing.
    ///   - demandPerValue: returned from each `receive(_:)`.
    init(demand: Subscribers.Demand? = .unlimited, demandPerValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }) {
        self.initialDemand = demand
        self.demandPerValue = demandPerValue
    }

    func receive(subscription: Subscription) {
        lock.lock()
        subscriptionCount += 1
        if subscriptionCount > 1 { recordedViolations.append("second subscription") }
        self.subscription = subscription
        lock.unlock()
        if let initialDemand { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        if subscriptionCount == 0 { recordedViolations.append("value \(input) before subscription") }
        if completed { recordedViolations.append("value \(input) after completion") }
        recorded.append(.value(input))
        lock.unlock()
        return demandPerValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        if subscriptionCount == 0 { recordedViolations.append("completion before subscription") }
        if completed { recordedViolations.append("second completion") }
        completed = true
        switch completion {
        case .finished: recorded.append(.finished)
        case .failure(let error): recorded.append(.failure(error))
        }
        lock.unlock()
    }

    /// Requests more values.
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(demand)
    }

    /// Cancels the subscription.
    func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }

    var events: [Event<Input, Failure>] { lock.withLock { recorded } }
    var values: [Input] { events.compactMap { if case .value(let value) = $0 { value } else { nil } } }
    var violations: [String] { lock.withLock { recordedViolations } }
    var hasSubscription: Bool { lock.withLock { subscriptionCount > 0 } }

    /// Asserts the exact events received and that the protocol was kept.
    func expect(_ expected: [Event<Input, Failure>], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(events == expected, sourceLocation: sourceLocation)
        #expect(violations == [], sourceLocation: sourceLocation)
    }
}

extension Publisher where Output: Equatable, Failure: Equatable {
    /// Subscribes a `TestSubscriber` that requests `demand` on subscription.
    func record(demand: Subscribers.Demand? = .unlimited,
                demandPerValue: @escaping (Output) -> Subscribers.Demand = { _ in .none }) -> TestSubscriber<Output, Failure> {
        let subscriber = TestSubscriber<Output, Failure>(demand: demand, demandPerValue: demandPerValue)
        subscribe(subscriber)
        return subscriber
    }
}

/// A subject that counts its subscriptions, cancellations and the demand requested of it.
final class ProbeSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subject = PassthroughSubject<Output, Failure>()
    private let counts = Locked((subscriptions: 0, cancels: 0, requests: [Subscribers.Demand]()))

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subject
            .handleEvents(
                receiveSubscription: { [counts] _ in counts.withLock { $0.subscriptions += 1 } },
                receiveCancel: { [counts] in counts.withLock { $0.cancels += 1 } },
                receiveRequest: { [counts] demand in counts.withLock { $0.requests.append(demand) } }
            )
            .receive(subscriber: subscriber)
    }

    func send(_ value: Output) { subject.send(value) }
    func send(completion: Subscribers.Completion<Failure>) { subject.send(completion: completion) }

    /// How many times it has been subscribed.
    var subscriptions: Int { counts.current.subscriptions }
    /// How many subscriptions to it were cancelled.
    var cancels: Int { counts.current.cancels }
    /// Every demand requested of it, in order.
    var requests: [Subscribers.Demand] { counts.current.requests }
}

/// A class instance for weak-reference tests.
final class Target: @unchecked Sendable {
    var applied: [Int] = []
}

/// A fresh virtual-time UI scheduler, plain and erased.
func makeTestScheduler() -> (TestSchedulerOf<DispatchQueue>, AnySchedulerOf<DispatchQueue>) {
    let scheduler = DispatchQueue.test
    return (scheduler, scheduler.eraseToAnyScheduler())
}

/// Sends `0..<iterations` from many threads at once, even numbers to `even`, odd ones to `odd`.
func acceptConcurrently<A: ObserverType, B: ObserverType>(iterations: Int, even: A, odd: B)
where A.Element == Int, B.Element == Int, A: Sendable, B: Sendable {
    DispatchQueue.concurrentPerform(iterations: iterations) { index in
        if index.isMultiple(of: 2) { even.onNext(index) } else { odd.onNext(index) }
    }
}
