// Controls made without an id, as UIKit makes them (`UIButton()`, `Label(tag: "h2")`): every control's `id` defaults
// to none, and the screen names each after the property that holds it when it loads (see `ViewController+Naming.swift`).
// A subclass that declares no initializer of its own inherits them (`final class SigninTextField: TextField {}` makes
// `SigninTextField()`). A stack also takes UIKit's order of arguments.

extension StackView {
    /// A stack without an id yet, its views first as `UIStackView(arrangedSubviews:)` takes them.
    public convenience init(arrangedSubviews: [View], axis: Axis = .vertical) {
        self.init(id: "", axis: axis, arrangedSubviews: arrangedSubviews)
    }
}
