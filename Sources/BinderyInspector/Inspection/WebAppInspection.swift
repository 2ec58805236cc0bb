import Bindery
import BinderyWeb
import Foundation

/// The inspector's view of a `WebApp`: its sessions and timelines in the inspector's own terms, each message
/// summarised in one line once, as it happens (the view models never read the wire).
public final class WebAppInspection: SessionInspecting {
    private let webApp: WebApp

    /// Inspects the sessions of `webApp`.
    public init(_ webApp: WebApp) {
        self.webApp = webApp
    }

    public func sessions() -> [InspectedSession] {
        webApp.sessionSnapshots()
    }

    public func timeline(ofSession name: String) -> AnyPublisher<InspectedStep, Never> {
        webApp.timeline(ofSession: name).map(Self.step).eraseToAnyPublisher()
    }

    public func startRecording(session name: String) -> Bool { webApp.startRecording(session: name) }

    public func stopRecording(session name: String) -> Bool { webApp.stopRecording(session: name) }

    /// `entry` with its messages summarised.
    static func step(_ entry: SessionTimelineEntry) -> InspectedStep {
        let cause: InspectedStep.Cause = switch entry.cause {
        case .page(let message): .page(MessageSummary.input(message))
        case .attach: .attach
        case .detach: .detach
        case .server: .server
        }
        return InspectedStep(milliseconds: entry.milliseconds, cause: cause, sent: MessageSummary.outputs(entry.outputs),
                             nanoseconds: entry.nanoseconds)
    }
}
