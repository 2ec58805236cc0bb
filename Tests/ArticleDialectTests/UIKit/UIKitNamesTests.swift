import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// A base screen with an outlet of its own, and a name its subclass uses again.
class NamingBaseViewController: UIViewController {
    let headerLabel = UILabel()
    private let titleLabel = UILabel()
}

/// Controls made without ids, in every way the naming has to handle.
final class NamingViewController: NamingBaseViewController {
    let titleLabel = UILabel()  // the superclass has a `titleLabel` too
    let explicitLabel = Label(id: "titleLabel-2")  // an explicit id that a generated one must not take
    let okButton = UIButton()
    let nameField = UITextField()
    lazy var stack = UIStackView(arrangedSubviews: [okButton, nameField, UILabel()], axis: .horizontal)
    weak var missingLabel: UILabel?
    var optionalImage: UIImageView? = UIImageView()
    let notShown = Label(id: "notShown")
    let inline = UILabel()

    override func loadView() {
        add(explicitLabel)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inline)
        _ = stack
    }
}

/// A screen that declares its own `disposeBag` as a `let`.
final class OwnBagViewController: UIViewController {
    private let disposeBag = DisposeBag()
    let label = UILabel()
    let bagSeenByBindings = BehaviorRelay<DisposeBag?>(value: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        bagSeenByBindings.accept(disposeBag)
        Driver.just("bound").drive(label.rx.text).disposed(by: disposeBag)
    }

    var ownBag: DisposeBag { disposeBag }
}

/// A screen that uses the framework's bag, as BinderyWeb's own screens do.
final class FrameworkBagViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        Driver.just("bound").drive(label.rx.text).disposed(by: disposeBag)
    }
}

/// A counter reactor, for a view that is not a view controller.
final class CounterReactor: Reactor {
    enum Action { case increase }
    struct State { var count = 0 }
    let initialState = State()

    func mutate(action: Action) -> Observable<Action> { .just(action) }
    func reduce(state: State, mutation: Action) -> State { State(count: state.count + 1) }
}

/// A custom view bound to a reactor.
final class CounterView: UIView, View {
    var disposeBag = DisposeBag()
    let countLabel = UILabel()
    let plusButton = UIButton()

    func bind(reactor: CounterReactor) {
        plusButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
        reactor.state.map { "\($0.count)" }.drive(countLabel.rx.text).disposed(by: disposeBag)
    }
}

/// A screen that is a `View` of its reactor and declares no bag: the framework's is the one replaced.
final class CounterViewController: UIViewController, View {
    let countLabel = UILabel()
    let plusButton = UIButton()

    func bind(reactor: CounterReactor) {
        plusButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
        reactor.state.map { "\($0.count)" }.drive(countLabel.rx.text).disposed(by: disposeBag)
    }
}

/// Two custom views of one class on one screen: their outlets have the same property names.
final class TwoCountersViewController: UIViewController {
    let firstCounter = CounterView()
    let secondCounter = CounterView()

    override func viewDidLoad() {
        super.viewDidLoad()
        firstCounter.reactor = CounterReactor()
        secondCounter.reactor = CounterReactor()
    }
}

/// A screen that presents another and is dismissed from it.
final class PresentingViewController: UIViewController {
    let openButton = UIButton()
    private(set) var completions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        openButton.rx.tap.bind(with: self) { owner, _ in
            owner.present(PresentedViewController(), animated: true) { owner.completions += 1 }
        }
        .disposed(by: disposeBag)
    }
}

final class PresentedViewController: UIViewController {
    let closeButton = UIButton()
    private(set) var appearances: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.rx.tap.bind(with: self) { owner, _ in owner.dismiss(animated: true) }.disposed(by: disposeBag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("didAppear(\(animated))")
    }
}

/// UIKit's names on BinderyWeb: id-less controls, the screen's own bag, ReactorKit's `View`, colours and images.
@Suite(.checksForLeaks)
struct UIKitNamesTests {
    private let scheduler = DispatchQueue.test

    @Test func controlsAreNamedAfterTheirPropertiesWithoutCollisions() {
        let tester = openScreen({ NamingViewController() }, scheduler: scheduler)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == [
            "titleLabel-2",  // added in loadView with its explicit id
            "inline",  // added in viewDidLoad
            "headerLabel", "titleLabel",  // the superclass's, first
            "titleLabel-3",  // the subclass's own `titleLabel`: both names taken
            "stack", "okButton", "nameField", "stack-2",  // the stack holds its arranged views
            "optionalImage",
        ])
        #expect(tester.view("notShown", as: UILabel.self) == nil, "a control with an id is never added for you")
        let screen = tester.screen as? NamingViewController
        #expect(screen?.okButton.id == "okButton")
        #expect(screen?.stack.arrangedSubviews.last?.superview === screen?.stack)

        tester.tap("okButton")
        #expect(tester.takeMessages().isEmpty)
        tester.type("nameField", "typed")
        #expect(screen?.nameField.text == "typed")
        tester.close()
    }

    @Test func aScreenMayDeclareItsOwnDisposeBag() {
        let tester = openScreen({ OwnBagViewController() }, scheduler: scheduler)
        let screen = tester.screen as? OwnBagViewController
        #expect(screen?.bagSeenByBindings.value === screen?.ownBag)
        #expect(screen?.ownBag !== (screen as UIViewController?)?.disposeBag, "the framework's bag is another")
        #expect(tester.text("label") == "bound")
        tester.close()
    }

    @Test func aScreenWithoutItsOwnBagBindsIntoTheFrameworksAndReplacingItCancels() { withUIScheduler(scheduler) {
        let tester = openScreen({ FrameworkBagViewController() }, scheduler: scheduler)
        let screen = tester.screen!
        #expect(tester.text("label") == "bound")
        let relay = PublishRelay<String?>()
        relay.bind(to: (screen as! FrameworkBagViewController).label.rx.text).disposed(by: screen.disposeBag)
        relay.accept("one")
        tester.settle()
        #expect(tester.text("label") == "one")
        screen.disposeBag = DisposeBag()
        relay.accept("two")
        tester.settle()
        #expect(tester.text("label") == "one", "the old bag's bindings were cancelled")
        tester.close()
    } }

    @Test func aCustomViewIsAViewOfItsReactor() {
        withUIScheduler(scheduler) {
            let counter = CounterView()
            let reactor = trackForLeaks(CounterReactor())
            counter.reactor = reactor
            #expect(counter.reactor === reactor)
            counter.plusButton.sendTap()
            counter.plusButton.sendTap()
            scheduler.advance()
            #expect(counter.countLabel.text == "2")
            counter.reactor = nil
            counter.plusButton.sendTap()
            scheduler.advance()
            #expect(reactor.currentState.count == 2)
        }
    }

    @Test func aCustomViewShowsItsOutletsAndTheirNamesStayUnique() {
        let tester = openScreen({ TwoCountersViewController() }, scheduler: scheduler)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == ["firstCounter", "countLabel", "plusButton",
                                               "secondCounter", "countLabel-2", "plusButton-2"])
        #expect(html.contains("<div id=\"firstCounter\"><p id=\"countLabel\">0</p>"))
        tester.tap("plusButton-2")
        tester.tap("plusButton-2")
        #expect(tester.takePatches() == [.text(id: "countLabel-2", value: "1"), .text(id: "countLabel-2", value: "2")])
        tester.close()
    }

    @Test func aScreenWithoutItsOwnBagIsAViewThroughTheFrameworksBag() {
        let tester = openScreen({
            let screen = CounterViewController()
            screen.reactor = CounterReactor()
            return screen
        }, scheduler: scheduler)
        #expect(ScreenTester.ids(in: tester.takeScreens().first?.html ?? "") == ["countLabel", "plusButton"])
        tester.tap("plusButton")
        #expect(tester.takePatches() == [.text(id: "countLabel", value: "1")])
        let screen = tester.screen as? CounterViewController
        let bag = screen.map { ObjectIdentifier(($0 as UIViewController).disposeBag) }
        tester.session.performAndWait { screen?.reactor = CounterReactor() }  // on the tab's UI thread, as an app does
        #expect(screen.map { ObjectIdentifier(($0 as UIViewController).disposeBag) } != bag)
        tester.settle()
        #expect(tester.text("countLabel") == "0")
        tester.close()
    }

    @Test func presentAndDismissShowADialogOverTheScreenWithUIKitsLifecycle() {
        let tester = openScreen({ PresentingViewController() }, scheduler: scheduler)
        _ = tester.takeMessages()
        tester.tap("openButton")
        let presented = tester.screen?.presentedViewController as? PresentedViewController
        #expect(presented != nil)
        #expect(tester.screen is PresentingViewController, "the presenter stays on show, beneath the dialog")
        #expect(presented?.appearances == ["willAppear(true)", "didAppear(true)"])
        #expect(tester.takePatches().map(\.id) == ["dialog"])
        #expect((tester.session.stack.first as? PresentingViewController)?.completions == 1)
        tester.tap("closeButton")
        #expect(tester.takePatches() == [.dismiss(id: "dialog")])
        #expect(tester.screen?.presentedViewController == nil)
        tester.close()
    }

    @Test func everyNamedColourHasARuleInBinderyWebsStylesheet() throws {
        let stylesheet = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BinderyWeb/Resources/bindery.css")
        let css = try String(contentsOf: stylesheet, encoding: .utf8)
        for color in UIColor.named {
            #expect(css.contains(".\(color.backgroundClass) ") || css.contains(".\(color.backgroundClass),"), "\(color.name)")
        }
    }

    @Test func coloursAreClassesAndImagesAreSources() {
        let view = UIView()
        view.classes = ["card"]
        view.backgroundColor = .green
        #expect(view.classes == ["card", "background-green"])
        view.backgroundColor = UIColor(named: "brand")
        #expect(view.classes == ["card", "background-brand"])
        #expect(view.backgroundColor == UIColor(named: "brand"))
        view.backgroundColor = nil
        #expect(view.classes == ["card"])

        let imageView = UIImageView()
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        let svg = UIImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        imageView.image = svg
        #expect(imageView.url?.hasPrefix("data:image/svg+xml;base64,") == true)
        withUIScheduler(scheduler) {
            imageView.rx.image.onNext(UIImage(url: URL(string: "https://example.com/cat.jpg")!))
            scheduler.advance()
        }
        #expect(imageView.url == "https://example.com/cat.jpg")
        #expect(imageView.image == UIImage(source: "https://example.com/cat.jpg"))

        let button = UIButton()
        button.setTitle("Go", for: .normal)
        button.setTitle("Gone", for: .disabled)
        #expect(button.title(for: .normal) == "Go")
        #expect(IndexPath(row: 3, section: 0).row == 3)
    }
}
