extension Publisher where Failure == Never {
    /// Hands this publisher to `binder` and its result `curriedArgument` (RxCocoa's `bind(to:curriedArgument:)`):
    /// what makes `items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { row, item, cell in … }`
    /// read as RxCocoa's does, the trailing closure being the curried argument.
    @inlinable
    public func bind<Curried, Result>(to binder: (Self) -> (Curried) -> Result, curriedArgument: Curried) -> Result {
        binder(self)(curriedArgument)
    }

    /// Hands this publisher to `binder` (RxCocoa's `bind(to:)` of a function).
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }
}

extension SharedSequence where Strategy == DriverSharingStrategy {
    /// Hands this driver to `binder` and its result `curriedArgument` (RxCocoa's `drive(_:curriedArgument:)`):
    /// `items.drive(tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { row, item, cell in … }`.
    @inlinable
    public func drive<Curried, Result>(_ binder: (Self) -> (Curried) -> Result, curriedArgument: Curried) -> Result {
        binder(self)(curriedArgument)
    }
}
