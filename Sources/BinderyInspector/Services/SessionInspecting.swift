import Bindery
import Foundation

/// What the inspector's screens ask of a server about its live sessions. `WebAppInspection` answers it for a
/// `WebApp`; tests give the view models a stub.
public protocol SessionInspecting: AnyObject, Sendable {
    /// The live sessions, oldest first, as they are now.
    func sessions() -> [InspectedSession]
    /// The steps of the session `name` from now on, on any thread; finishes when it closes (at once when it is gone).
    func timeline(ofSession name: String) -> AnyPublisher<InspectedStep, Never>
    /// Starts recording the session `name` into a journal; false when that cannot be done.
    func startRecording(session name: String) -> Bool
    /// Stops recording the session `name`; false when it was not being recorded.
    func stopRecording(session name: String) -> Bool
}
