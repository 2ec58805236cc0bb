import Foundation

extension ScreenTester {
    /// Chooses the action titled `title` of the alert or action sheet on show, as a tap on its button does (the
    /// `dialog-action-N` id, numbered in the order the actions were added, which the buttons' order on the page is
    /// not: cancel goes last). No alert on show, or no action of that title, fails the test at the calling line,
    /// naming the titles there are.
    public func chooseAlertAction(_ title: String, fileID: String = #fileID, filePath: String = #filePath,
                                  line: Int = #line, column: Int = #column) {
        let place: TestIssue.Place = (fileID, filePath, line, column)
        guard let alert = screen?.frontmostViewController as? AlertController else {
            let shown = screen.map { String(describing: Swift.type(of: $0.frontmostViewController)) } ?? "no screen"
            return Self.report(TestIssue("No alert is on show to choose \"\(title)\" in (on show: \(shown)).", at: place))
        }
        guard let index = alert.actions.firstIndex(where: { $0.title == title }) else {
            let titles = alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
            return Self.report(TestIssue("The alert on show has no action \"\(title)\"; its actions: \(titles).", at: place))
        }
        tap("\(alert.presentationID)-action-\(index)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
