import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// A cell as an article writes one.
final class MemberCell: UITableViewCell {
    let nameLabel = UILabel()
}

/// A screen written as a UIKit article writes it: an alert with a handler, a table of its own cells, a refresh
/// control in a scroll view, with `import BinderyUIKit` alone.
final class MembersViewController: UIViewController {
    let tableView = UITableView()
    let refreshControl = UIRefreshControl()
    lazy var scrollView: UIScrollView = {
        let scrollView = UIScrollView(contentViews: [tableView])
        scrollView.refreshControl = refreshControl
        return scrollView
    }()
    let deleteButton = UIButton()
    let members = BehaviorRelay<[String]>(value: ["Ann", "Bo"])
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        deleteButton.setTitle("Delete", for: .normal)
        members.bind(to: tableView.rx.items(cellIdentifier: "MemberCell", cellType: MemberCell.self)) { _, name, cell in
            cell.nameLabel.text = name
        }
        .disposed(by: disposeBag)
        refreshControl.rx.controlEvent(.valueChanged)
            .bind(with: self) { owner, _ in
                owner.log.append("refresh")
                owner.refreshControl.endRefreshing()
            }
            .disposed(by: disposeBag)
        deleteButton.rx.tap.bind(with: self) { owner, _ in owner.confirmDelete() }.disposed(by: disposeBag)
    }

    private func confirmDelete() {
        let alert = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.members.accept([])
            self?.log.append("deleted")
        })
        present(alert, animated: true, completion: nil)
    }
}

/// UIKit's alerts, cells and refresh controls compile as the articles write them and do what UIKit does.
@Suite(.checksForLeaks)
struct UIKitAlertsAndCellsTests {
    private let scheduler = DispatchQueue.test

    @Test func anAlertsHandlerRunsAndCellsAndRefreshFollow() {
        let tester = openScreen({ MembersViewController() }, scheduler: scheduler)
        let screen = tester.screen as! MembersViewController
        #expect(tester.text("nameLabel-2") == "Bo")
        _ = tester.takeMessages()
        tester.tap("refreshControl")
        #expect(screen.log == ["refresh"])
        tester.tap("deleteButton")
        #expect(screen.presentedViewController is UIAlertController)
        tester.tap("dialog-action-1")
        #expect(screen.log == ["refresh", "deleted"])
        #expect(screen.tableView.visibleCells.isEmpty)
        tester.close()
    }
}
