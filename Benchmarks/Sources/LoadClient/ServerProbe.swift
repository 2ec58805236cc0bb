import Foundation

/// The gallery processes seen from outside, through /proc: resident memory and CPU time, summed over them (one
/// process, or every instance of a cluster).
struct ServerProbe: Sendable {
    /// The processes' ids.
    let pids: [Int32]

    /// Resident set size in bytes (`VmRSS`), summed.
    func residentBytes() -> Int { pids.reduce(0) { $0 + residentBytes(of: $1) } }

    /// User plus system CPU time in microseconds, summed.
    func cpuMicroseconds() -> Int { pids.reduce(0) { $0 + cpuMicroseconds(of: $1) } }

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
