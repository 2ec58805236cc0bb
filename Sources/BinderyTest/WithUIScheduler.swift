import Bindery
import Foundation

/// Runs `body` with `scheduler` as the UI thread: drivers, signals, binders, reactors and RxSwift's
/// `MainScheduler.instance` made or applied inside it run on the test scheduler's virtual time — as a
/// browser session runs a screen's code on its tab's own thread.
///
/// Code that applies `MainScheduler` operators later (inside a `flatMap`, on an input) must run inside it
/// too, so wrap the whole test, the inputs and `scheduler.advance` included.
@discardableResult
public func withUIScheduler<R>(_ scheduler: TestSchedulerOf<DispatchQueue>, _ body: () throws -> R) rethrows -> R {
    try SharingScheduler.mock(scheduler: scheduler.eraseToAnyScheduler(), body)
}
