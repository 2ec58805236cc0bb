import Logging

/// A log handler that posts every message at `notice` or above to a mailbox, so a test can wait for the line an
/// operator would see instead of sleeping.
struct LogCapture: LogHandler {
    let messages: Mailbox<String>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .notice

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        messages.put(event.message.description)
    }

    /// A logger whose messages go to `messages`.
    static func logger(into messages: Mailbox<String>) -> Logger {
        Logger(label: "captured") { _ in LogCapture(messages: messages) }
    }

    /// Waits for a message that starts with `prefix`, skipping others, for at most `timeout` per message.
    static func waitFor(_ prefix: String, in messages: Mailbox<String>, within timeout: Duration = .seconds(10)) async -> Bool {
        while let message = await messages.take(within: timeout) {
            if message.hasPrefix(prefix) { return true }
        }
        return false
    }
}
