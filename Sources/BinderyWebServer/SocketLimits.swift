import NIOCore

/// The limits every upgraded socket of a server gets, made once from its configuration
/// (`SocketRoutes.socketLimits`): `BinderyServerChannel` caps its frames with them, and `SocketChannelHandler`
/// (a `WebServer`'s sockets) and `SocketSession` (a `BinderyMount`'s) hold each socket to them.
struct SocketLimits: Sendable {
    /// The largest message a session handles (`WebConfiguration.maxMessageBytes`); larger ones, up to
    /// `channelCap`, are refused with a reply.
    let maxMessageSize: Int
    /// The largest frame or message the channel reads at all; a larger one closes the socket with 1009.
    let channelCap: Int
    /// How much may wait for a page that stopped reading before its connection is cut.
    let maxOutboundBytes: Int
    /// How often the page is pinged.
    let pingInterval: TimeAmount
    /// How long a session socket may take to say hello before it is closed as refused, as a wrong hello is.
    let helloTimeout: TimeAmount
}
