import NIOCore

/// The loopback addresses the client's sockets are bound to, one per session in turn (the page request and the
/// socket of one session share it, as one browser's would). One source address gives about 28,000 ephemeral ports
/// towards one server port (`ip_local_port_range`), fewer than 100,000 sessions need; the server also counts its
/// per-client session limit by address.
struct SourceAddresses: Sendable, CustomStringConvertible {
    /// The addresses, port 0 (the kernel picks the port); empty: sockets are not bound (the kernel picks 127.0.0.1).
    let addresses: [SocketAddress]
    private let names: [String]

    /// `8`: 127.0.0.2 … 127.0.0.9; `127.0.0.2,127.0.0.3`: those; `0`: none. Only 127.0.0.0/8 is accepted.
    init(parsing text: String) throws {
        if let count = Int(text) {
            try self.init(count: count, block: 0)
        } else {
            try self.init(names: text.split(separator: ",").map(String.init))
        }
    }

    /// `count` addresses of block `block`: 127.0.`block`.2 and on (block 0: those of `init(parsing: "8")`). The idle
    /// workers take a block each, so that no two of them draw on one address's ports.
    init(count: Int, block: Int) throws {
        guard (0...253).contains(count) else { throw LoadError("--source-addresses: 0 to 253 addresses, got \(count)") }
        guard (0...255).contains(block) else { throw LoadError("source address block \(block) is not in 0 to 255") }
        try self.init(names: (0..<count).map { "127.0.\(block).\($0 + 2)" })
    }

    private init(names: [String]) throws {
        for name in names where !name.hasPrefix("127.") {
            throw LoadError("--source-addresses: \(name) is not a loopback address (127.0.0.0/8)")
        }
        self.names = names
        addresses = try names.map { try SocketAddress(ipAddress: $0, port: 0) }
    }

    /// How many addresses there are.
    var count: Int { names.count }

    /// The addresses as `--source-addresses` takes them (a worker's, from its parent).
    var argument: String { names.isEmpty ? "0" : names.joined(separator: ",") }

    /// The address session `index` binds to, round robin; nil when none is configured.
    func address(for index: Int) -> SocketAddress? {
        addresses.isEmpty ? nil : addresses[index % addresses.count]
    }

    var description: String {
        switch names.count {
        case 0: "none (127.0.0.1)"
        case 1: names[0]
        default: "\(names.count): \(names[0]) … \(names[names.count - 1])"
        }
    }
}
