import BinderyTest
@testable import FindNumber

/// All five outputs of one game, as recorded on virtual time: what a test expects in one piece.
struct GameTimeline: Equatable {
    /// Each target as it arrives.
    var target: [Recorded<Int>] = []
    /// The stage being played.
    var round: [Recorded<Int>]
    /// The longest streak.
    var bestRecord: [Recorded<Int>]
    /// The current streak.
    var currentRecord: [Recorded<Int>]
    /// Failed fetches.
    var error: [Recorded<FindNumberError>] = []
}
