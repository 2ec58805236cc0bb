import Foundation

/// A socket's frames as the page would read them.
final class FakeSocket: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [String] = []
    var send: @Sendable (String) -> Void { { [weak self] frame in self?.lock.withLock { self?.frames.append(frame) } } }
    func take() -> [String] { lock.withLock { defer { frames = [] }; return frames } }
}
