import Foundation

/// A time span as RxSwift writes it: `.seconds(1)`, `.milliseconds(300)` (RxSwift's `RxTimeInterval`).
public typealias RxTimeInterval = DispatchTimeInterval

/// Where RxSwift-named time operators and `observe(on:)`/`subscribe(on:)` run work (RxSwift's `SchedulerType`).
///
/// Each scheduler stands for a Combine scheduler on `DispatchQueue`'s time, which is what tests replace with
/// virtual time.
public protocol SchedulerType {
    /// The Combine scheduler this stands for, read when an operator is applied.
    var dispatchScheduler: AnySchedulerOf<DispatchQueue> { get }
    /// Whether the calling thread is already the scheduler's, when it can tell: work found there runs at once
    /// instead of being scheduled (nil: always schedule).
    var isCurrent: (@Sendable () -> Bool)? { get }
}

/// RxSwift's immediate scheduler protocol; every scheduler here is one.
public typealias ImmediateSchedulerType = SchedulerType

extension SchedulerType {
    /// Nil: work on this scheduler is always scheduled, never run inline.
    public var isCurrent: (@Sendable () -> Bool)? { nil }
}

/// The UI thread (RxSwift's `MainScheduler`): the current screen's UI scheduler, `SharingScheduler.current`,
/// read when the operator is applied — a browser tab's own serial thread in a session, the test scheduler a
/// test installs with `SharingScheduler.mock`, else the process's main UI queue.
public struct MainScheduler: SchedulerType, Sendable {
    private let runsInlineWhenCurrent: Bool

    /// Work already on the UI thread runs at once (RxSwift's `MainScheduler.instance`).
    public static let instance = MainScheduler(runsInlineWhenCurrent: true)
    /// Work is always scheduled, never run inline (RxSwift's `MainScheduler.asyncInstance`).
    public static let asyncInstance = MainScheduler(runsInlineWhenCurrent: false)

    /// The UI scheduler in effect where the operator is applied (``SharingScheduler/current``).
    public var dispatchScheduler: AnySchedulerOf<DispatchQueue> { SharingScheduler.currentContext.scheduler }

    /// The UI scheduler's "already on it" check for `instance`; nil for `asyncInstance`.
    public var isCurrent: (@Sendable () -> Bool)? {
        runsInlineWhenCurrent ? SharingScheduler.currentContext.isCurrent : nil
    }
}

/// A dispatch queue as a scheduler (RxSwift's `SerialDispatchQueueScheduler` — a serial queue —
/// and `ConcurrentDispatchQueueScheduler`); a test may pass any Combine scheduler on dispatch time instead.
public struct DispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The Combine scheduler work goes to.
    public let dispatchScheduler: AnySchedulerOf<DispatchQueue>

    /// Schedules work on `queue`, serial or concurrent.
    public init(queue: DispatchQueue) { dispatchScheduler = queue.eraseToAnyScheduler() }

    /// Work on a global queue of quality `qos`.
    public init(qos: DispatchQoS) { self.init(queue: .global(qos: qos.qosClass)) }

    /// Work on a new serial queue named `internalSerialQueueName`.
    public init(internalSerialQueueName: String) { self.init(queue: DispatchQueue(label: internalSerialQueueName)) }

    /// Work on `scheduler`, such as a test scheduler.
    public init(_ scheduler: AnySchedulerOf<DispatchQueue>) { dispatchScheduler = scheduler }
}

/// RxSwift's name for a scheduler on a serial queue.
public typealias SerialDispatchQueueScheduler = DispatchQueueScheduler
/// RxSwift's name for a scheduler on a concurrent queue.
public typealias ConcurrentDispatchQueueScheduler = DispatchQueueScheduler

extension DispatchTimeInterval {
    /// This span as the stride of Combine's dispatch scheduler.
    var stride: DispatchQueue.SchedulerTimeType.Stride { .init(self) }
}
