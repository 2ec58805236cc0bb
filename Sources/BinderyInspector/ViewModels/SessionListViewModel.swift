import Bindery
import Foundation

/// The list of a server's live sessions, read again every `refreshInterval` so ages and counts stay current.
public final class SessionListViewModel: ViewModelType {
    /// What the view sends.
    public struct Input {
        /// Fires with the name of the session the user picked.
        public let selectSession = PublishRelay<String>()
    }

    /// What the view shows.
    public struct Output {
        /// The live sessions, oldest first, with their ages: at once, then after each refresh that changed them.
        public let sessions: Driver<[SessionListItem]>
        /// The name of a session to open, one per pick.
        public let openSession: Signal<String>
    }

    private let service: any SessionInspecting
    private let refreshInterval: DispatchQueue.SchedulerTimeType.Stride
    private let now: () -> Date
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the list; `now` is the wall clock ages are measured on, `scheduler` the UI scheduler the refreshes
    /// run on (nil: `SharingScheduler.current` when it is made).
    public init(service: any SessionInspecting, refreshInterval: DispatchQueue.SchedulerTimeType.Stride = .seconds(1),
                now: @escaping () -> Date = Date.init, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.service = service
        self.refreshInterval = refreshInterval
        self.now = now
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs; the refreshes run while the view is subscribed to `sessions`.
    public func transform(input: Input) -> Output {
        let (service, now) = (self.service, self.now)
        let refreshes = scheduler.timerPublisher(every: refreshInterval).autoconnect().map { _ in () }.prepend(())
        let sessions = refreshes
            .map { _ -> [SessionListItem] in
                let at = now()
                return service.sessions().map { SessionListItem(session: $0, now: at) }
            }
            .distinctUntilChanged()
        return Output(sessions: Driver(sessions, scheduler: scheduler),
                      openSession: Signal(input.selectSession, scheduler: scheduler))
    }
}

/// One line of the list: a session and how old it and its last event are, in whole seconds.
public struct SessionListItem: Equatable, Sendable {
    /// The session as it was at the refresh.
    public var session: InspectedSession
    /// Whole seconds since the session's page was rendered.
    public var ageSeconds: Int
    /// Whole seconds since its last event; nil before the first.
    public var idleSeconds: Int?

    /// The line for `session` at `now`.
    public init(session: InspectedSession, now: Date) {
        self.session = session
        ageSeconds = max(0, Int(now.timeIntervalSince(session.opened)))
        idleSeconds = session.lastActivity.map { max(0, Int(now.timeIntervalSince($0))) }
    }
}
