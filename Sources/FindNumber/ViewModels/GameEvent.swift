/// One user event, as the view model's single event stream sees it.
enum GameEvent: Equatable, Sendable {
    /// The screen loaded.
    case start
    /// The player tapped a number.
    case guess(Int)
    /// The player tapped reset.
    case reset
}

/// One change to the game's state that an event produces, immediately or when a fetch answers.
enum GameMutation: Equatable, Sendable {
    /// A target arrived for a game in progress (start, reset, or a guess made before any target).
    case newTarget(Int)
    /// A right guess's new target arrived: score, then play for `newTarget`.
    case scored(newTarget: Int)
    /// A wrong guess: the streak is broken.
    case missed
    /// The records were reset.
    case reset
}
