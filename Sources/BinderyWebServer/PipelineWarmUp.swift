import HummingbirdCore
import Logging
import NIOEmbedded

/// Sets a connection's pipeline up once, on an in-memory channel, before the server accepts any connection.
///
/// The Swift runtime on Linux can crash (a bad pointer in `swift_checkMetadataState`, from
/// `configureUpgradableHTTPServerPipeline`) when two event loops instantiate the pipeline's generic types for their
/// first connections at the same moment: seen in about one start in twenty with six first requests at once, and in
/// none of sixty once one request had gone first. Done here, on one thread, the types exist before any event loop
/// needs them, and every later connection only looks them up.
enum PipelineWarmUp {
    /// Runs `channelSetup` on a throwaway `EmbeddedChannel` and closes it.
    static func run(_ channelSetup: some ServerChildChannel, logger: Logger) {
        let channel = EmbeddedChannel()
        _ = channelSetup.setup(channel: channel, logger: logger)
        _ = try? channel.finish()
    }
}
