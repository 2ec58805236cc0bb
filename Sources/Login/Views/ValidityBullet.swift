import Bindery
import BinderyWeb

extension Reactive where Base: View {
    /// Colours a validity bullet: class `valid` (green) when true, `invalid` (red) when false.
    var validity: Binder<Bool> {
        Binder(base) { bullet, isValid in
            bullet.classes = ["bullet", isValid ? "valid" : "invalid"]
        }
    }
}
