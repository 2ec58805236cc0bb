#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NIOCore

/// A plain blocking TCP connection to the test server for what a polite client never does: a request sent byte by
/// byte, a head of megabytes, a peer that never reads (a tiny receive buffer, nothing read).
final class RawConnection {
    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`; with `receiveBuffer`, the kernel holds at most about that many unread bytes.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawConnectionError.system("socket") }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw RawConnectionError.system("connect")
        }
    }

    deinit { close(descriptor) }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws { try send(ByteBuffer(string: text)) }

    /// Sends every readable byte of `buffer`; throws once the server has closed the connection.
    func send(_ buffer: ByteBuffer) throws {
        var bytes = buffer.readableBytesView[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw RawConnectionError.system("send") }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Closes the sending side only (a TCP half-close): the server reads the end of input, and may still write.
    func shutdownWrite() { shutdown(descriptor, Int32(SHUT_WR)) }

    /// Everything the server sends until it closes the connection, waiting at most `seconds` for each read (on a
    /// thread of its own); nil when the server neither answered nor closed in time.
    func readUntilClosed(within seconds: Int) async -> String? {
        await readUntilClosed(within: seconds, keeping: Int.max).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// How many bytes the server sends until it closes the connection (nil as above); keeps none of them.
    func countUntilClosed(within seconds: Int) async -> Int? {
        await readUntilClosed(within: seconds, keeping: 0).map(\.count)
    }

    /// The first bytes the server sends, waiting at most `seconds`; nil when nothing came or the server closed.
    func readSome(within seconds: Int) async -> [UInt8]? {
        let descriptor = self.descriptor
        return await onOwnThread { () -> [UInt8]? in
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(seconds * 1000)) == 1 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            return count > 0 ? Array(chunk[..<count]) : nil
        }
    }

    private func readUntilClosed(within seconds: Int, keeping limit: Int) async -> (bytes: [UInt8], count: Int)? {
        let descriptor = self.descriptor
        return await onOwnThread { () -> (bytes: [UInt8], count: Int)? in
            var received: [UInt8] = []
            var total = 0
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, Int32(seconds * 1000)) == 1 else { return nil }
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return (received, total) }
                total += count
                if received.count < limit { received += chunk[..<count] }
            }
        }
    }


    /// Runs blocking `work` on a thread of its own: blocking one of Swift concurrency's few shared threads
    /// would starve the server under test, whose handlers run there.
    private func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}

extension RawConnection {
    /// Sends a browser's upgrade request for `/socket` with `origin`.
    func sendUpgrade(port: Int, origin: String) throws {
        try send(WebSocketWire.upgradeRequest(host: "127.0.0.1:\(port)", origin: origin))
    }

    /// Sends a masked WebSocket frame.
    func send(_ frame: RawWebSocket.Frame) throws {
        try send(frame.encoded)
    }
}

/// Why a raw connection failed.
enum RawConnectionError: Error {
    /// A system call failed.
    case system(String)
}
