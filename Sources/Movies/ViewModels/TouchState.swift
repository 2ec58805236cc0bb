/// One touch event on a movie card.
enum CardTouch {
    /// A touch went down on the card.
    case down(Int)
    /// The touch ended on the card.
    case up(Int)
    /// The touch left the card or was cancelled.
    case cancel(Int)
}

/// Which card is pressed, and the card a touch just ended on while pressed (a tap).
struct TouchState: Equatable {
    /// The card held down, if any.
    var pressed: Int?
    /// The card tapped by the last event, if it was a tap.
    var tapped: Int?

    /// The state after `touch`: down presses a card; up on the pressed card taps it; up anywhere, or the
    /// pressed card's cancel, releases it. A card's cancel while another is pressed changes nothing.
    func applying(_ touch: CardTouch) -> TouchState {
        switch touch {
        case let .down(id):
            TouchState(pressed: id, tapped: nil)
        case let .up(id):
            TouchState(pressed: nil, tapped: pressed == id ? id : nil)
        case let .cancel(id):
            TouchState(pressed: pressed == id ? nil : pressed, tapped: nil)
        }
    }
}
