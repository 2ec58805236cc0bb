import Foundation

/// How a UI trait shares its stream: how many latest values a new subscriber is replayed.
public protocol SharingStrategy {
    /// The number of latest values replayed to a new subscriber.
    static var replay: Int { get }
}

/// `Driver`'s strategy: replay the latest value (UI state).
public enum DriverSharingStrategy: SharingStrategy {
    /// One value: a late subscriber sees the current state at once.
    public static var replay: Int { 1 }
}

/// `Signal`'s strategy: replay nothing (one-shot events).
public enum SignalSharingStrategy: SharingStrategy {
    /// No value: a late subscriber sees only later events.
    public static var replay: Int { 0 }
}

/// A UI trait (RxCocoa's `SharedSequence`): never fails, delivers on the UI scheduler, shares one
/// upstream subscription, and replays what its strategy says.
public struct SharedSequence<Strategy: SharingStrategy, Element>: Publisher {
    /// The values, delivered on ``scheduler``.
    public typealias Output = Element
    /// `Never`: make a trait of a stream that can fail with `asDriver(onErrorJustReturn:)` and its siblings.
    public typealias Failure = Never

    @usableFromInline let source: ShareReplay<AnyPublisher<Element, Never>>
    /// The UI scheduler this trait delivers on.
    public let scheduler: AnySchedulerOf<DispatchQueue>

    /// Wraps a stream that already delivers on `scheduler`, sharing it by the strategy.
    @inlinable
    init<P: Publisher>(onScheduler upstream: P, scheduler: AnySchedulerOf<DispatchQueue>) where P.Output == Element, P.Failure == Never {
        self.source = upstream.eraseToAnyPublisher().share(replay: Strategy.replay)
        self.scheduler = scheduler
    }

    /// Makes a trait of a stream that cannot fail, delivering on `scheduler` (by default the current UI
    /// scheduler). On the current UI scheduler — the default, or a copy of it, as a view model's
    /// `SharingScheduler.resolve(nil)` returns — a value that arrives on its thread is delivered at once.
    @inlinable
    public init<P: Publisher>(_ upstream: P, scheduler: AnySchedulerOf<DispatchQueue>? = nil)
    where P.Output == Element, P.Failure == Never {
        // The context by reference: one pointer in each subscription, not a copy of the scheduler's five closures.
        let context = SharingScheduler.context(for: scheduler)
        self.init(onScheduler: upstream.observe(on: context, isCurrent: context.isCurrent), scheduler: context.scheduler)
    }

    /// A stream that can fail makes no trait: a trait never fails, and the compiler says so here rather than as an
    /// unmet `Failure == Never` requirement. Say what an error becomes, as RxCocoa does.
    @available(*, unavailable, message: """
        a Driver or Signal never fails, and this stream can (an Observable's Failure is any Error): \
        say what an error becomes with .asDriver(onErrorJustReturn:scheduler:) or .asSignal(onErrorJustReturn:scheduler:) \
        (or onErrorDriveWith:, onErrorSignalWith:), or build it from streams that cannot fail, \
        e.g. relay.merge(with: other) rather than Observable.merge
        """)
    public init<P: Publisher>(_ upstream: P, scheduler: AnySchedulerOf<DispatchQueue>? = nil) where P.Output == Element {
        self.init(Empty<Element, Never>(), scheduler: scheduler)   // never runs: no call of it compiles
    }

    /// Attaches a subscriber to the shared stream.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        source.receive(subscriber: subscriber)
    }

    /// A trait that sends `element` on `scheduler` (the UI scheduler in effect by default), then completes.
    public static func just(_ element: Element, scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Self {
        Self(Just(element), scheduler: scheduler)
    }

    /// A trait that sends nothing and completes.
    public static func empty(scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Self {
        Self(Empty(), scheduler: scheduler)
    }

    /// A trait that sends nothing and never completes.
    public static func never(scheduler: AnySchedulerOf<DispatchQueue>? = nil) -> Self {
        Self(Empty(completeImmediately: false), scheduler: scheduler)
    }
}

/// A UI-state stream (RxCocoa's `Driver`): never fails, delivers on the UI scheduler, shares one
/// upstream subscription and replays its latest value to every new subscriber.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A one-shot event stream (RxCocoa's `Signal`): never fails, delivers on the UI scheduler, shares one
/// upstream subscription and replays nothing, so a late subscriber sees only later events.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
