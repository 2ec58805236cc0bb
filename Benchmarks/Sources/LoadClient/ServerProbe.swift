import Foundation

/// Processes seen from outside, through /proc: resident memory, CPU time and file descriptors, summed over them —
/// the gallery (one process, or every instance of a cluster), or `client`, this load client itself.
struct ServerProbe: Sendable {
    /// The processes' ids.
    let pids: [Int32]

    /// This process: the load client's own CPU and descriptors.
    static var client: ServerProbe { ServerProbe(pids: [getpid()]) }

    /// Resident set size in bytes (`VmRSS`), summed.
    func residentBytes() -> Int { pids.reduce(0) { $0 + residentBytes(of: $1) } }

    /// User plus system CPU time in microseconds, summed.
    func cpuMicroseconds() -> Int { pids.reduce(0) { $0 + cpuMicroseconds(of: $1) } }

    /// How many more descriptors the processes may open (the soft `Max open files` less those open, summed), or nil
    /// when /proc does not tell.
    func freeDescriptors() -> Int? {
        var free = 0
        for pid in pids {
            guard let limits = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8),
                  let line = limits.split(separator: "\n").first(where: { $0.hasPrefix("Max open files") }),
                  let soft = Int(line.dropFirst("Max open files".count).split(separator: " ").first ?? ""),
                  let open = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count else { return nil }
            free += soft - open
        }
        return free
    }

    private func residentBytes(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    /// User plus system CPU time in microseconds (`utime` + `stime`, clock ticks of 10 ms).
    private func cpuMicroseconds(of pid: Int32) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ") else { return 0 }
        let fields = stat[afterName.upperBound...].split(separator: " ")
        let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)   // fields 14 and 15 of proc(5)
        return ticks * 1_000_000 / Int(sysconf(Int32(_SC_CLK_TCK)))
    }
}
