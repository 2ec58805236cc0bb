import Foundation

/// The lines written to a pipe, as they come.
enum PipeLines {
    /// The lines read from `handle` (each without its `\n`), on a thread of their own so that no task blocks on the
    /// pipe; the stream ends at end of file.
    static func of(_ handle: FileHandle) -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                var pending = Data()
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        continuation.yield(String(decoding: pending[..<newline], as: UTF8.self))
                        pending.removeSubrange(...newline)
                    }
                }
                continuation.finish()
            }.start()
        }
    }

    /// Writes `line` and its `\n` to `handle` at once (unbuffered, unlike `print` into a pipe).
    static func write(_ line: String, to handle: FileHandle) {
        handle.write(Data((line + "\n").utf8))
    }
}
