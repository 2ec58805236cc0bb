extension ControlProperty where Element == String? {
    /// The text with nil as "" (RxCocoa's `orEmpty`); setting it sets the text.
    public var orEmpty: ControlProperty<String> {
        ControlProperty<String>(values: map { $0 ?? "" }, valueSink: Binder(forwardingTo: { self.onNext($0) }))
    }
}
