import NIOCore
import NIOHTTP1

/// The last handler of a guarded connection's HTTP pipeline: hands an error of the HTTP parser back to the
/// connection's `RequestGuard`, which answers 400 and closes, and passes every other error on.
final class UnparsableRequestRelay: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let requestGuard: RequestGuard

    init(requestGuard: RequestGuard) { self.requestGuard = requestGuard }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) { context.fireChannelRead(data) }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { requestGuard.refuseUnparsableRequest() }
        context.fireErrorCaught(error)
    }
}
