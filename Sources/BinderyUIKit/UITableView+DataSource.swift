import Foundation

/// UIKit's data source for a table: how many rows, and each row. `reloadData()` asks it again and shows the answer
/// as the table's `rows` (sent as one `rows` patch when they changed). A row is a `TableRow` (its cells as text).
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows (one section).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The row at `indexPath.row`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> TableRow
}

extension UITableView {
    /// The table's data source, held weakly as UIKit holds it; `reloadData()` reads it.
    public var dataSource: UITableViewDataSource? {
        get { dataSources.value(for: self)?.source }
        set { dataSources.setValue(newValue.map { WeakDataSource(source: $0) }, for: self) }
    }

    /// Shows the rows the data source gives now (no data source: no rows).
    public func reloadData() {
        guard let source = dataSource else {
            rows = []
            return
        }
        let count = source.tableView(self, numberOfRowsInSection: 0)
        rows = (0..<max(count, 0)).map { source.tableView(self, cellForRowAt: IndexPath(indexes: [0, $0])) }
    }
}

extension IndexPath {
    /// UIKit's row of an index path (its second index).
    public var row: Int { self[1] }

    /// UIKit's index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
}

#if !canImport(Darwin)
extension IndexPath {
    /// The section of an index path (its first index), as Foundation on Apple platforms has it.
    public var section: Int { self[0] }
}
#endif

/// Each table's data source, held weakly as UIKit holds it.
private let dataSources = AssociatedValues<WeakDataSource>()

private struct WeakDataSource {
    weak var source: UITableViewDataSource?
}
