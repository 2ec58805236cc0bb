/// How many idle sessions the descriptors allow: each holds one descriptor in the server and one in this client, so
/// the fewer free on either side, less a margin, bounds them (`ulimit -Hn` bounds both).
struct DescriptorBudget: Sendable {
    /// Descriptors kept free on each side besides one per idle session: pages being opened (32 at a time), stats
    /// reads, listeners, the stand-in's connections (100), and the record files a gallery's continuity store may hold
    /// open (`DirectoryContinuityStore`'s 1,024 by default). Without the latter, a gallery at the cap could not accept
    /// the last sockets (EMFILE), and their openings waited for ever.
    static let margin = 100 + 1_024

    /// How many more the server may open; nil when it is not one process /proc can tell about.
    let server: Int?
    /// How many more this client may open; nil when /proc does not tell.
    let client: Int?
    /// The idle sessions allowed.
    let cap: Int

    /// The budget now, against `server` (counted only when it is one process).
    init(server: ServerProbe) {
        self.server = server.pids.count == 1 ? server.freeDescriptors() : nil
        client = ServerProbe.client.freeDescriptors()
        cap = ([self.server, client].compactMap { $0 }.min() ?? Int.max) - Self.margin
    }
}
