// Controls made without an id, as UIKit makes them (`UIButton()`): the screen names each after the property that
// holds it when it loads (see `ViewController+Naming.swift`). A subclass that declares no initializer of its own
// inherits these (`final class SigninTextField: TextField {}` makes `SigninTextField()`); `View()` and `WebView()` are
// `View`'s initializer, whose id defaults to none.

extension Button {
    /// A button without an id or title yet.
    public convenience init() { self.init(id: "", title: "") }
}

extension Label {
    /// A label (`<p>`) without an id yet.
    public convenience init() { self.init(id: "") }
}

extension TextField {
    /// A text field without an id yet.
    public convenience init() { self.init(id: "") }
}

extension ImageView {
    /// An image view without an id yet, showing nothing.
    public convenience init() { self.init(id: "") }
}

extension TableView {
    /// A table without an id or headers yet.
    public convenience init() { self.init(id: "") }
}

extension StackView {
    /// A stack without an id yet.
    public convenience init(arrangedSubviews: [View], axis: Axis = .vertical) {
        self.init(id: "", axis: axis, arrangedSubviews: arrangedSubviews)
    }
}

extension TouchView {
    /// A touch view without an id yet.
    public convenience init(content: [View] = []) { self.init(id: "", content: content) }
}

extension CollectionView {
    /// A collection (`<div>`) without an id yet.
    public convenience init() { self.init(id: "") }
}
