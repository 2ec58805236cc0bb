import Bindery
import BinderyWeb
@testable import BinderyWebServer
import Foundation
import Logging
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

/// A session socket has `helloTimeout` to say hello, on virtual time (an `EmbeddedChannel`, and a test scheduler as
/// the session's UI thread, so nothing runs behind the test's back): one that never does is closed as a policy
/// violation; one that did stays however long it is quiet.
struct SocketHelloDeadlineTests {
    private static let helloTimeout = TimeAmount.seconds(10)

    /// A session socket's handler on an embedded channel, with a page opened at `/hello` whose token it may name.
    private func makeSocket() throws -> (channel: EmbeddedChannel, token: String) {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        let scheduler = DispatchQueue.test
        let webApp = WebApp(screens: registry, makeThread: { _ in UIThread.test(scheduler) })
        let page = try #require(webApp.openPage(path: "/hello", language: BinderyText.localization.fallback))
        let token = page.token
        let limits = SocketLimits(maxMessageSize: 1024, channelCap: 4096, maxOutboundBytes: 1 << 20, pingInterval: .seconds(600),
                                  helloTimeout: Self.helloTimeout)
        let admission = SocketAdmission.session(webApp, headers: [:], visitor: SocketVisitor())
        let channel = EmbeddedChannel(handler: SocketChannelHandler(admission: admission, limits: limits, logger: Logger(label: "test")))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, token)
    }

    private func closeCodes(_ channel: EmbeddedChannel) throws -> [WebSocketErrorCode?] {
        var codes: [WebSocketErrorCode?] = []
        for frame in try channel.readOutboundFrames() {
            guard frame.opcode == .connectionClose else { continue }
            var data = frame.unmaskedData
            codes.append(data.readWebSocketErrorCode())
        }
        return codes
    }

    @Test func aSocketThatNeverSaysHelloIsClosedAsAPolicyViolation() throws {
        let (channel, _) = try makeSocket()
        channel.embeddedEventLoop.advanceTime(by: Self.helloTimeout - .milliseconds(1))
        #expect(try closeCodes(channel).isEmpty, "the whole timeout is allowed")
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(try closeCodes(channel) == [.policyViolation])
        _ = try? channel.finish()
    }

    @Test func aSocketThatSaidHelloStaysPastTheHelloTimeout() throws {
        let (channel, token) = try makeSocket()
        let hello = #"{"t":"hello","v":1,"token":"\#(token)","path":"/hello"}"#
        try channel.writeInbound(WebSocketWire.encode(opcode: 0x1, payload: Array(hello.utf8)))
        channel.embeddedEventLoop.advanceTime(by: Self.helloTimeout * 3)
        #expect(try closeCodes(channel).isEmpty)
        #expect(channel.isActive)
        _ = try? channel.finish()
    }
}
