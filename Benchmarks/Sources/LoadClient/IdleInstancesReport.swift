import Foundation

/// `IdleInstances`' report as markdown lines: what ran, `LoadReport.idle`'s table over all instances, the load
/// client's memory, one line per instance at the last level, and what each instance counted once all had closed.
struct IdleInstancesReport {
    let options: LoadOptions
    let before: (resident: Int, stats: PageOpener.Stats)
    let levels: [LoadPhases.IdleLevel]
    let instances: [IdleInstances.Instance]
    /// Each instance's count after the sessions closed, in the order of `options.idleServers`.
    let after: [PageOpener.Stats]
    /// The instances' RSS after the sessions closed, summed.
    let residentAfter: Int

    var lines: [String] {
        let mib = 1_048_576.0
        var lines = [
            "Idle sessions on \(options.idleServers.count) gallery instances, one load worker process each (source addresses: "
                + "\(options.sourceAddresses.count) per worker, 127.0.1.2 and on for the first, 127.0.2.2 for the second, …); "
                + "idle \(options.idleSessions.map(String.init).joined(separator: ",")); server pids "
                + options.serverPIDs.map(String.init).joined(separator: ",") + "; RSS summed over the instances, "
                + "heap and counts over their /_bindery/stats, opened in s the slowest worker's",
        ]
        lines += LoadReport(options: options).idle(levels, before: before, budget: nil)
        lines.append("")
        for level in levels {
            let held = Double(max(1, level.reached.tried - level.reached.failed))
            lines.append(String(format: "load client at %d: RSS %.1f MiB over %d worker processes, %.1f KiB per session (their start-up included)",
                                level.reached.asked, Double(level.clientResident) / mib, instances.count,
                                Double(level.clientResident) / held / 1024))
        }
        if let top = levels.last {
            lines.append("")
            lines.append("At \(top.reached.asked), per instance:")
            lines.append("")
            for instance in instances {
                lines.append("- \(instance.server) (pid \(instance.pid)): \(instance.reached.tried) opened, \(instance.reached.failed) failed, "
                    + "counted \(instance.stats.sessions) sessions / \(instance.stats.viewControllers) view controllers; "
                    + String(format: "RSS %.1f MiB, heap in use %.1f MiB; its worker's RSS %.1f MiB, opened in %.0f s",
                             Double(instance.resident) / mib, Double(instance.stats.heapInUse) / mib,
                             Double(instance.workerResident) / mib, instance.reached.openedIn.inSeconds))
            }
        }
        lines.append("")
        lines.append("after the idle sessions closed, per instance (sessions / view controllers): "
            + after.map { "\($0.sessions) / \($0.viewControllers)" }.joined(separator: ", ")
            + String(format: "; RSS %.1f MiB, heap in use %.1f MiB (summed)", Double(residentAfter) / mib,
                     Double(after.map(\.heapInUse).reduce(0, +)) / mib))
        return lines
    }
}
