/// The player's standing: the stage being played, the best streak and the current streak.
public struct GameRecord: Equatable, Sendable {
    /// The stage being played, from 1.
    public var round: Int
    /// The longest run of right guesses so far.
    public var best: Int
    /// The current run of right guesses.
    public var current: Int

    /// Creates a record.
    public init(round: Int, best: Int, current: Int) {
        self.round = round
        self.best = best
        self.current = current
    }

    /// A new game: stage 1, no streaks.
    public static let initial = GameRecord(round: 1, best: 0, current: 0)

    /// The record after a right guess: next stage, streak + 1, best raised to the streak if it beats it.
    public func scored() -> GameRecord {
        GameRecord(round: round + 1, best: max(best, current + 1), current: current + 1)
    }

    /// The record after a wrong guess: back to stage 1 with no current streak; the best stays.
    public func missed() -> GameRecord {
        GameRecord(round: 1, best: best, current: 0)
    }
}
