import Bindery
import Foundation

/// A test scheduler's time in milliseconds since the clock was made, readable from any closure: the clock of a
/// journal recorded or replayed on virtual time.
final class VirtualClock: @unchecked Sendable {
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private let origin: DispatchQueue.SchedulerTimeType

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
        self.origin = scheduler.now
    }

    /// Milliseconds of virtual time since the clock was made.
    var milliseconds: Int { Int(origin.distance(to: scheduler.now).magnitude / 1_000_000) }
}

extension JournalRecorder {
    /// An in-memory recorder whose lines are stamped with `scheduler`'s virtual milliseconds since now: to record a
    /// screen test's session (`ScreenTester.session.journal`) as a journal.
    public static func onVirtualTime(header: JournalHeader, scheduler: TestSchedulerOf<DispatchQueue>) -> JournalRecorder {
        onVirtualTime(header: header, clock: VirtualClock(scheduler: scheduler))
    }

    static func onVirtualTime(header: JournalHeader, clock: VirtualClock) -> JournalRecorder {
        // Without a file, making a recorder cannot fail.
        try! JournalRecorder(header: header) { clock.milliseconds }
    }
}
