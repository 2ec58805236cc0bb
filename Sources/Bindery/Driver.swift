import Foundation

/// A UI-state stream (RxCocoa's `Driver`): never fails, delivers on the UI scheduler, shares one
/// upstream subscription and replays its latest value to every new subscriber.
public struct Driver<Element>: Publisher {
    /// The driven values.
    public typealias Output = Element
    /// A driver never fails.
    public typealias Failure = Never

    @usableFromInline let source: ShareReplay<AnyPublisher<Element, Never>>
    /// The UI scheduler this driver delivers on.
    public let scheduler: AnySchedulerOf<DispatchQueue>

    /// Wraps a stream that already delivers on `scheduler`, sharing it with a replay of one.
    @inlinable
    init<P: Publisher>(onScheduler upstream: P, scheduler: AnySchedulerOf<DispatchQueue>) where P.Output == Element, P.Failure == Never {
        self.source = upstream.eraseToAnyPublisher().share(replay: 1)
        self.scheduler = scheduler
    }

    /// Makes a driver of a stream that cannot fail, delivering on `scheduler`.
    @inlinable
    public init<P: Publisher>(_ upstream: P, scheduler: AnySchedulerOf<DispatchQueue>? = nil)
    where P.Output == Element, P.Failure == Never {
        let context = SharingScheduler.currentContext
        let isCurrent = scheduler == nil ? context.isCurrent : nil
        let scheduler = scheduler ?? context.scheduler
        self.init(onScheduler: upstream.observe(on: scheduler, isCurrent: isCurrent), scheduler: scheduler)
    }

    /// Attaches a subscriber to the shared stream.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        source.receive(subscriber: subscriber)
    }

    /// A driver that sends one value.
    public static func just(_ element: Element, scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current) -> Driver {
        Driver(Just(element), scheduler: scheduler)
    }

    /// A driver that sends nothing and completes.
    public static func empty(scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current) -> Driver {
        Driver(Empty(), scheduler: scheduler)
    }

    /// A driver that sends nothing and never completes.
    public static func never(scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current) -> Driver {
        Driver(Empty(completeImmediately: false), scheduler: scheduler)
    }
}

/// A one-shot event stream (RxCocoa's `Signal`): never fails, delivers on the UI scheduler, shares one
/// upstream subscription and replays nothing, so a late subscriber sees only later events.
public struct Signal<Element>: Publisher {
    /// The signalled values.
    public typealias Output = Element
    /// A signal never fails.
    public typealias Failure = Never

    @usableFromInline let source: ShareReplay<AnyPublisher<Element, Never>>
    /// The UI scheduler this signal delivers on.
    public let scheduler: AnySchedulerOf<DispatchQueue>

    /// Wraps a stream that already delivers on `scheduler`, sharing it without replay.
    @inlinable
    init<P: Publisher>(onScheduler upstream: P, scheduler: AnySchedulerOf<DispatchQueue>) where P.Output == Element, P.Failure == Never {
        self.source = upstream.eraseToAnyPublisher().share(replay: 0)
        self.scheduler = scheduler
    }

    /// Makes a signal of a stream that cannot fail, delivering on `scheduler`.
    @inlinable
    public init<P: Publisher>(_ upstream: P, scheduler: AnySchedulerOf<DispatchQueue>? = nil)
    where P.Output == Element, P.Failure == Never {
        let context = SharingScheduler.currentContext
        let isCurrent = scheduler == nil ? context.isCurrent : nil
        let scheduler = scheduler ?? context.scheduler
        self.init(onScheduler: upstream.observe(on: scheduler, isCurrent: isCurrent), scheduler: scheduler)
    }

    /// Attaches a subscriber to the shared stream.
    @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        source.receive(subscriber: subscriber)
    }

    /// A signal that sends one value.
    public static func just(_ element: Element, scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current) -> Signal {
        Signal(Just(element), scheduler: scheduler)
    }

    /// A signal that sends nothing and completes.
    public static func empty(scheduler: AnySchedulerOf<DispatchQueue> = SharingScheduler.current) -> Signal {
        Signal(Empty(), scheduler: scheduler)
    }
}
