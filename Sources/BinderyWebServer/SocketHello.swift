import BinderyWeb

/// A hello on its way to `SocketChannelHandler`'s hello queue, off the event loop: its conversation is used there
/// alone until the loop is told it is done (the loop holds back every other frame and the socket's end meanwhile).
struct SocketHello: @unchecked Sendable {
    let conversation: SessionConversation
    let text: String
}
