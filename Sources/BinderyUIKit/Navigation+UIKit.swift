import Foundation

extension NavigationController {
    /// Shows `viewController` on top, with a new history entry (UIKit's `pushViewController(_:animated:)`).
    ///
    /// Its path is the screen below's path and the pushed screen's type (`/bank/transaction-view-controller`):
    /// the browser's Back returns to the screen below; a reload or Forward to that path finds no route unless the
    /// app registered one (push a path of a registered screen, `push(path:)`, when a screen must survive a reload).
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let below = topViewController?.path ?? ""
        push(viewController, path: UIKitPaths.path(for: viewController, below: below))
    }

    /// Goes back to the screen below (UIKit's `popViewController(animated:)`).
    public func popViewController(animated: Bool) { pop() }
}

enum UIKitPaths {
    /// `below`'s path followed by the screen's type in kebab case.
    static func path(for viewController: UIViewController, below: String) -> String {
        let type = Array(String(describing: Swift.type(of: viewController)).prefix { $0 != "<" })
        var words = ""
        for (index, character) in type.enumerated() {
            let previous = index > 0 ? type[index - 1] : nil
            let next = index + 1 < type.count ? type[index + 1] : nil
            let startsWord = character.isUppercase && previous.map { !$0.isUppercase || next?.isLowercase == true } == true
            if startsWord { words.append("-") }
            words.append(contentsOf: character.lowercased())
        }
        let base = below.hasSuffix("/") ? String(below.dropLast()) : below
        return "\(base)/\(words)"
    }
}
