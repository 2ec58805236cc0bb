import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal blocking HTTP/1.1 server on 127.0.0.1 with an ephemeral port that gives every request one
/// canned reply, on its own thread; for service tests over real loopback sockets (any app's tests).
public final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: mutable state (`requestHeads`, `stopped`, the latches' state) is guarded by locks.

    /// What the server does with each request.
    public enum Reply: Sendable {
        /// Answers with `status` and `body` (as JSON), then closes.
        case respond(status: Int, body: String)
        /// Sends nothing and waits until the client hangs up.
        case hold
    }

    /// The port the server listens on.
    public let port: UInt16
    /// Opened when a request has been read completely.
    public let requestReceived = Latch()
    /// Opened when a held client closed its connection.
    public let clientClosed = Latch()

    private let reply: Reply
    private let listener: Int32
    private let lock = NSLock()
    private var heads: [String] = []
    private var stopped = false

    /// Binds an ephemeral loopback port and starts serving `reply` to every request on a thread of its own.
    public init(reply: Reply) throws {
        self.reply = reply
        (listener, port) = try Self.bindLoopback(listening: true)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// `http://127.0.0.1:<port>`: the base URL to give the service under test.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The request line (`GET /path?query HTTP/1.1`) of every request served so far.
    public var requestLines: [String] { requestHeads.map { $0.components(separatedBy: "\r\n").first ?? "" } }

    /// The head of every request served so far: its request line and header lines, each ended by CRLF, without the
    /// blank line after them. Header names are as the client wrote them (`Foundation` may change their case).
    public var requestHeads: [String] { lock.withLock { heads } }

    /// Stops accepting connections and ends the server thread.
    public func stop() {
        let alreadyStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// A loopback port with nothing listening on it (bound once, then closed).
    public static func unusedPort() throws -> UInt16 {
        let (socket, port) = try bindLoopback(listening: false)
        close(socket)
        return port
    }

    /// A socket bound to 127.0.0.1 on an ephemeral port, listening if asked, and its port.
    private static func bindLoopback(listening: Bool) throws -> (Int32, UInt16) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0
                    && (!listening || listen(fd, 16) == 0)
                    && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// Accepts and answers connections one at a time until stopped.
    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            handle(client)
            close(client)
        }
    }

    /// Reads one request's head from `client`, records it and gives the reply.
    private func handle(_ client: Int32) {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: head, as: UTF8.self)
        let headText = text.range(of: "\r\n\r\n").map { String(text[..<$0.lowerBound]) + "\r\n" } ?? text
        lock.withLock { heads.append(headText) }
        requestReceived.open()
        switch reply {
        case let .respond(status, body):
            let bodyBytes = Data(body.utf8)
            let response = "HTTP/1.1 \(status) Canned\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(bodyBytes.count)\r\nConnection: close\r\n\r\n"
            let bytes = Data(response.utf8) + bodyBytes
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let sent = send(client, raw.baseAddress! + offset, raw.count - offset, 0)
                    guard sent > 0 else { return }
                    offset += sent
                }
            }
        case .hold:
            while recv(client, &buffer, buffer.count, 0) > 0 {}
            clientClosed.open()
        }
    }
}

/// A one-way gate that async code can wait on; opening it releases every waiter, now and later.
public final class Latch: @unchecked Sendable {
    // @unchecked Sendable: `isOpen` and `waiters` are only touched under `lock`.
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Opens the gate: every waiter returns, and every later `wait()` returns at once. Opening it again does nothing.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in released { waiter.resume() }
    }

    /// Returns once the gate is open, at once if it already is.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let openNow = lock.withLock {
                if !isOpen { waiters.append(continuation) }
                return isOpen
            }
            if openNow { continuation.resume() }
        }
    }
}
