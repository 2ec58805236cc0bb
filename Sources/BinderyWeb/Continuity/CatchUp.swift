import Foundation

/// How far a restored tab's clock runs past its record before the tab goes live.
///
/// A record's lines are stamped with the tab's time: milliseconds since its session began, with the time no server
/// held the tab left out at each restore. A tab restored after a restart or a crash has its clock caught up with the
/// wall clock: what came due while its server was away runs then, as it would have had the server stayed up (a
/// countdown shows the time really left), up to `WebConfiguration.continuityCatchUpLimit` past the record's last line.
/// Its screens rebuilt after an idle spell catch up to the time of its live log, which never stopped.
enum CatchUp {
    /// The wall-clock date at `milliseconds` of the tab's time in `journal`: from its last `clock` line at or before
    /// that time, else from the header's `started`.
    static func wallClock(of journal: Journal, atMilliseconds milliseconds: Int) -> Date {
        var anchor = (milliseconds: 0, wall: journal.header.started)
        for entry in journal.entries where entry.milliseconds <= milliseconds {
            if case .clock(let wall) = entry.event { anchor = (entry.milliseconds, wall) }
        }
        return anchor.wall.addingTimeInterval(Double(milliseconds - anchor.milliseconds) / 1000)
    }

    /// The tab's time a restore after a restart or a crash goes live at, `now`: its record's last line plus the time
    /// since that line was written on the wall clock, at most `limit` seconds of it; never before `reached`, where
    /// the replay of the record left the clock.
    static func target(of journal: Journal, reached: Int, now: Date, limit: TimeInterval) -> Int {
        let last = journal.entries.last?.milliseconds ?? 0
        let away = now.timeIntervalSince(wallClock(of: journal, atMilliseconds: last))
        let caughtUp = Int((min(max(away, 0), max(limit, 0)) * 1000).rounded())
        return max(reached, last + caughtUp)
    }
}
