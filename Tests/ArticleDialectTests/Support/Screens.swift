import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Opens `makeScreen` on an in-memory session at `path` and tracks the session and the screen for leaks.
///
/// The accessibility audit is off: these screens are the articles' view controllers as they were written (no titles,
/// fields labelled only by a placeholder), kept so to prove that code runs; the gallery's own screens pass the audit.
func openScreen(_ makeScreen: @escaping () -> UIViewController, path: String = "/",
                scheduler: TestSchedulerOf<DispatchQueue>,
                fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> ScreenTester {
    let tester = ScreenTester(makeScreen, path: path, scheduler: scheduler, checksAccessibility: false,
                              fileID: fileID, filePath: filePath, line: line, column: column)
    trackForLeaks(tester.session)
    if let screen = tester.screen { trackForLeaks(screen) }
    return tester
}

extension ScreenTester {
    /// The screens the page was sent since the last call: path and HTML.
    func takeScreens() -> [(path: String, html: String)] {
        takeMessages().compactMap { message in
            guard case let .screen(path, _, html, _) = message else { return nil }
            return (path, html)
        }
    }

    /// The DOM ids in a screen's HTML, in page order.
    static func ids(in html: String) -> [String] {
        html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    /// The text of the label `id` on the current screen.
    func text(_ id: String) -> String? { view(id, as: UILabel.self)?.text }
}
