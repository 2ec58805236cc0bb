import Bindery
import Foundation

/// One session's timeline, live: each step as it happens (newest first, the latest `limit` kept), whether the
/// session has ended, and its recording, which the user starts and stops.
public final class SessionTimelineViewModel: ViewModelType {
    /// What the view sends.
    public struct Input {
        /// Fires when the user asks to start recording the session.
        public let startRecording = PublishRelay<Void>()
        /// Fires when the user asks to stop recording it.
        public let stopRecording = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The steps since the view opened, newest first: empty at once, then one more per step.
        public let entries: Driver<[InspectedStep]>
        /// Whether the session has closed (then no step will come).
        public let hasEnded: Driver<Bool>
        /// Whether the session is being recorded: as it was when the view opened, then as the user's starts and
        /// stops left it.
        public let isRecording: Driver<Bool>
        /// Fires when a start was refused (the session is gone, or the server records every session already).
        public let recordingRefused: Signal<Void>
    }

    /// The session's name (`InspectedSession.name`).
    public let name: String
    private let service: any SessionInspecting
    private let limit: Int
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the timeline of the session `name`, keeping its latest `limit` steps; `scheduler` is the UI scheduler
    /// (nil: `SharingScheduler.current` when it is made).
    public init(name: String, service: any SessionInspecting, limit: Int = 200, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.name = name
        self.service = service
        self.limit = limit
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs; the timeline is watched while the view is subscribed to `entries` or `hasEnded`.
    public func transform(input: Input) -> Output {
        let (service, name, limit) = (self.service, self.name, self.limit)
        let steps = service.timeline(ofSession: name)
            .map(Optional.some)
            .append(InspectedStep?.none)  // the end
            .scan(Timeline()) { timeline, step in timeline.adding(step, limit: limit) }
            .prepend(Timeline())
        let timeline = Driver(steps, scheduler: scheduler)

        let answers = Signal(
            input.startRecording.map { service.startRecording(session: name) ? Recording.started : .refused }
                .merge(with: input.stopRecording.map { _ = service.stopRecording(session: name); return Recording.stopped }),
            scheduler: scheduler
        )
        let wasRecording = Deferred { Just(service.sessions().first { $0.name == name }?.isRecording ?? false) }
        let isRecording = answers.compactMap(\.isRecording).prepend(wasRecording)
        return Output(
            entries: timeline.map(\.entries).distinctUntilChanged(),
            hasEnded: timeline.map(\.hasEnded).distinctUntilChanged(),
            isRecording: Driver(isRecording, scheduler: scheduler).distinctUntilChanged(),
            recordingRefused: answers.filter { $0 == .refused }.map { _ in () }
        )
    }

    /// The steps so far and whether the session has ended.
    private struct Timeline: Equatable {
        var entries: [InspectedStep] = []
        var hasEnded = false

        /// With `step` first (nil: the session ended), at most `limit` steps kept.
        func adding(_ step: InspectedStep?, limit: Int) -> Timeline {
            var next = self
            if let step { next.entries = Array(([step] + entries).prefix(limit)) } else { next.hasEnded = true }
            return next
        }
    }

    /// What a start or stop did.
    private enum Recording: Equatable {
        case started, stopped, refused

        /// Whether the session is recorded after it; nil when a start was refused (nothing changed).
        var isRecording: Bool? {
            switch self {
            case .started: true
            case .stopped: false
            case .refused: nil
            }
        }
    }
}
