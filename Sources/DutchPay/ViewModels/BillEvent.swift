/// One user event, as the view model's single event stream sees it.
enum BillEvent: Equatable, Sendable {
    /// A keypad key was pressed.
    case key(KeypadKey)
    /// The plus button: one more person.
    case addPerson
    /// The minus button: one person fewer.
    case removePerson
}

extension DutchPayBill {
    /// The bill after `event`.
    func applying(_ event: BillEvent) -> DutchPayBill {
        switch event {
        case let .key(key): pressing(key)
        case .addPerson: addingPerson()
        case .removePerson: removingPerson()
        }
    }
}
