import HTTPTypes
import Hummingbird
import NIOHTTPTypes
import NIOCore

/// Adds `SecurityHeaders` to every HTTP response head a connection writes, where no route runs: the answer
/// `BinderyServerChannel` writes itself to a refused WebSocket upgrade (400), and any other answer Hummingbird's
/// server writes without the router. Fields a response already has are left alone.
final class SecurityHeadersHandler: ChannelOutboundHandler, RemovableChannelHandler, Sendable {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        for field in SecurityHeaders.httpFields where head.headerFields[field.name] == nil {
            head.headerFields.append(field)
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
