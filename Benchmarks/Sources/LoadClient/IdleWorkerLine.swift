/// The line protocol between `IdleInstances` and its `IdleWorker`s: one line each way per level, on the worker's
/// stdout (worker → parent) and stdin (parent → worker).
///
///     worker: held 1667 0 4.2     its share of the level is connected (or failed)
///     parent: next                measured: open the next level's share
///     worker: held 16667 0 38.9
///     parent: close               the last level (or one the descriptors cut short): close every session
///     worker: closed              all closed; the worker exits
enum IdleWorkerLine {
    static let next = "next"
    static let close = "close"
    static let closed = "closed"

    /// `held <tried> <failed> <seconds opening>`.
    static func held(_ reached: LoadPhases.IdleReached) -> String {
        "held \(reached.tried) \(reached.failed) \(reached.openedIn.inSeconds)"
    }

    /// What a `held` line says, `asked` being the worker's share of the level; nil for any other line.
    static func reached(from line: String, asked: Int) -> LoadPhases.IdleReached? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "held", let tried = Int(words[1]), let failed = Int(words[2]),
              let seconds = Double(words[3]) else { return nil }
        return LoadPhases.IdleReached(asked: asked, tried: tried, failed: failed, openedIn: .seconds(seconds))
    }
}
