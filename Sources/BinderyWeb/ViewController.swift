import Bindery
import Foundation

/// One screen: owns its controls and its `DisposeBag`, with UIKit's lifecycle.
///
/// Subclasses create their controls in `loadView()` (adding them with `add`). A screen with a view model
/// subclasses `BindingViewController`, which makes, keeps and binds it; others bind in `viewDidLoad()`.
/// Controls made without an id (`Label()`) and held by the screen's properties are named after those properties
/// and, when not added, shown after `viewDidLoad()` in the order they are declared (`ViewController+Naming.swift`).
/// The screen's bag is `disposeBag` (`ViewController+DisposeBag.swift`); a subclass may declare its own.
open class ViewController: ReactiveCompatible {
    /// The bag `disposeBag` means unless a subclass declares its own; released with the screen.
    var screenDisposeBag = DisposeBag()
    /// The reactor of a screen that is a `ReactorView`.
    var reactorSlot: Any?
    /// The screen's title (the page's `<title>`), unless one was set while it runs (`setTitle(_:)`, `rx.title`).
    open var title: String { "" }
    /// The title set while the screen runs, shown in place of `title` (nil: `title`).
    var titleSetWhileRunning: String?
    /// Whether the screen comes back as the user left it when its tab is restored (``ScreenRestoration/continues``,
    /// the default), or starts fresh. Override it to opt a screen out.
    open var restoration: ScreenRestoration { .continues }
    /// Whether the screen shows, as they happen, changes made outside its tab (another tab's deposit, a sign-out in
    /// another tab): its tab then keeps its screens however long it idles, as released screens follow nothing
    /// (`WebConfiguration.releaseIdleScreensAfter`). False by default.
    open var followsChangesOutsideItsTab: Bool { false }
    /// The language the screen speaks (its session's, or its app's fallback when the app does not speak that one).
    public internal(set) var language: Language = BinderyText.localization.fallback
    /// The texts of the screen's app in `language`, from the strings tables its route was registered with.
    public internal(set) var strings: StringsTable = BinderyText.localization.strings(for: BinderyText.localization.fallback)
    /// Which thread its page's events are handled on: its route's, or that of the screen that pushed it.
    public internal(set) var threading = ScreenThreading.lane
    /// The URL path the screen is shown at, as the browser's address bar shows it.
    public internal(set) var path: String = "/"
    /// The navigation stack this screen is on, while it is on one. Read at every patch, on the UI thread only: not
    /// checked for exclusivity at run time (a call into the runtime's access set, about 75 instructions).
    @exclusivity(unchecked) public internal(set) weak var navigationController: NavigationController? {
        didSet { presentedViewController?.navigationController = navigationController }
    }
    /// Where the screen's patches go: its session's outbox while the screen is on show, else nil (a covered or
    /// popped screen's changes reach no page; it is sent whole when it shows again). Read at every patch, on the UI
    /// thread only: not checked for exclusivity at run time.
    @exclusivity(unchecked) weak var outbox: PageOutbox? {
        didSet { presentedViewController?.outbox = outbox }
    }
    /// The screen this one presents over itself (a sheet or an alert controller, `present(_:animated:completion:)`):
    /// shown in a dialog on this screen's page, and the one the page's events reach until it is dismissed. Read at
    /// every event (`frontmostViewController`), on the UI thread only: not checked for exclusivity at run time.
    @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
    /// The screen that presented this one, while it is presented.
    public internal(set) weak var presentingViewController: ViewController?
    /// The id of the `<dialog>` this screen is shown in while presented (`dialog`, or `dialog-2`… when taken).
    public internal(set) var presentationID = ""
    /// Ids the page already shows around this screen (those of the screens it is presented over): its controls are
    /// named around them, so no id is on the page twice.
    var reservedIDs: Set<String> = []
    /// The values of the tab this screen is shown in (its session's; a screen outside a session has its own).
    public internal(set) var sessionValues = SessionValues()
    /// The values of the browser this screen is shown in, shared by its tabs and kept across reloads
    /// (its session's; a screen outside a session has its own).
    public internal(set) var browserValues = BrowserValues()

    /// The top-level views, in page order, as `add` received them.
    public private(set) var views: [View] = []
    /// The screen's views by element id; every event looks its control up here (UI thread only: not checked for
    /// exclusivity at run time).
    @exclusivity(unchecked) var viewsById: [String: View] = [:]
    /// For each name views are named after (`nameLabel`), the number from which `name(_:)` looks for a free one: every
    /// one below it (`nameLabel`, `nameLabel-2`…) is taken. Without it the 300th cell's label tried 299 names first.
    var freeNameHints: [String: Int] = [:]
    /// The ids of every password field the screen ever registered, kept after the field goes (a journal masks what
    /// the page sends for them, even once the screen is gone; UI thread only).
    private(set) var secretFieldIDs: Set<String> = []
    /// Whether the screen tells its date pickers of the browser's time zone (`followBrowserTimeZone()`).
    var followsBrowserTimeZone = false
    private(set) var isViewLoaded = false
    /// What the app got wrong on this screen, as the framework's checks found it (two controls with one id): each is
    /// written to the log and fails a screen test (`ScreenTester`); none ends the process, and the screen goes on
    /// without the part in error.
    public private(set) var mistakes: [String] = []

    /// The lifecycle's events, each made when a binding first asks for it (`rx.viewDidLoad` and its siblings): most
    /// screens bind one or none, and four relays an idle tab held for nothing were ≈ 0.8 KiB of its heap.
    /// Confined to the screen's UI thread, as the screen is.
    private var didLoadEvents, willAppearEvents, didAppearEvents, willDisappearEvents: PublishRelay<Void>?

    /// The view controllers alive in this process (diagnostics: 0 once every session has closed).
    public static var liveCount: Int { live.value }
    private static let live = LiveCounter()

    /// Creates a screen with no views; its controls are made in `loadView()`.
    public init() { Self.live.increment() }

    deinit { Self.live.decrement() }

    /// Makes and binds the screen's view model, between `loadView()` and `viewDidLoad()` (`BindingViewController`).
    func bindViewModel() {}

    /// Creates the controls; override and call `add`.
    open func loadView() {}
    /// Binds the controls to the view model; override.
    open func viewDidLoad() {}
    /// The screen is about to be shown: pushed, returned to, or (the first screen) once its page connects. Override; the default does nothing.
    open func viewWillAppear() {}
    /// The screen is shown: pushed, returned to, or (the first screen) once its page connects. Override; the default does nothing.
    open func viewDidAppear() {}
    /// The screen is about to go away: another was pushed over it, or it was popped. Override; the default does nothing.
    open func viewWillDisappear() {}
    /// UIKit's spelling of `viewWillAppear()`, which it calls; `animated` is always true in a browser.
    open func viewWillAppear(_ animated: Bool) { viewWillAppear() }
    /// UIKit's spelling of `viewDidAppear()`, which it calls.
    open func viewDidAppear(_ animated: Bool) { viewDidAppear() }
    /// UIKit's spelling of `viewWillDisappear()`, which it calls.
    open func viewWillDisappear(_ animated: Bool) { viewWillDisappear() }

    /// Adds top-level views (and registers every view inside them by id).
    public func add(_ newViews: View...) {
        for view in newViews {
            views.append(view)
            register(view)
        }
    }

    func register(_ view: View) {
        if view.id.isEmpty { name(view) }
        for mistake in view.mistakes { reportMistake("\(view.id): \(mistake)") }
        view.mistakes = []
        if viewsById[view.id] == nil {
            viewsById[view.id] = view
        } else if viewsById[view.id] !== view {
            reportMistake("two controls have the id \"\(view.id)\"; events reach the first only. Give each control its own "
                          + "id, or make it without one to take the name of the property that holds it.")
        }
        view.owner = self
        if let picker = view as? DatePicker, picker.followsBrowserTimeZone { followBrowserTimeZone() }
        if let field = view as? TextField, field.inputType == .password {
            secretFieldIDs.insert(view.id)
            (navigationController as? ScreenStack)?.noteSecretField(view.id)
        }
        for child in view.subviews {
            child.superview = view
            register(child)
        }
    }

    /// Swaps views a container shows after the screen loaded: forgets `old` (and the views inside them) and
    /// registers `new` by id, so their events reach them.
    func replaceRegistered(_ old: [View], with new: [View]) {
        for view in old { unregister(view) }
        for view in new { register(view) }
    }

    private func unregister(_ view: View) {
        for child in view.subviews { unregister(child) }
        if viewsById[view.id] === view {
            viewsById[view.id] = nil
            noteNameFreed(view.id)
        }
        view.owner = nil
    }

    /// Notes a mistake of the app's on this screen, writes it to the log (standard error) and tells the tab, in an
    /// alert, that part of the screen could not be shown as made.
    func reportMistake(_ message: String) {
        mistakes.append(message)
        FileHandle.standardError.write(Data("BinderyWeb: \(Swift.type(of: self)) at \(path): \(message)\n".utf8))
        showAlert(BinderyText.strings(in: language).text(BinderyText.screenMistake))
    }

    /// The view with a DOM id, if this screen has one.
    public func view(withId id: String) -> View? { viewsById[id] }

    /// Gives this screen's browser a new identity, keeping its values: call it when the browser signs in, so an
    /// identity fixed before (a planted cookie) does not carry the signed-in account. Other tabs of the browser keep
    /// their values; the page picks up its new cookie at once.
    public func renewBrowserIdentity() { navigationController?.renewBrowserIdentity() }

    /// Shows an alert with `message` in the page's `role="alert"` element.
    public func showAlert(_ message: String) { record(.alert(message: message)) }

    /// The page asked to close this presented screen's dialog (Escape, its close button, the browser's Back).
    /// A sheet is dismissed; an alert controller chooses its cancel action, or stays when it has none. Override to
    /// keep a screen on show until its work is saved; the default dismisses it (`ViewController+Presentation.swift`).
    open func dismissRequested() { dismiss(animated: true) }

    /// The `<dialog>` this screen is shown in while presented: a sheet of its views with a close button; an alert
    /// controller shows its own.
    func dialogHTML() -> String { sheetHTML() }

    /// The HTML of the screen's own views, in order, without the dialogs presented over it.
    var ownHTML: String { views.map(\.html).joined(separator: "\n") }

    /// The screen's HTML: its views in order, each rendered (and escaped) by BinderyWeb's controls, then the dialog of
    /// each screen presented over it (so a reload shows them too); not overridable.
    public final func render() -> String {
        presentedViewController == nil ? ownHTML : ownHTML + "\n" + renderPresented()
    }

    /// The dialogs of the screens presented over this one, outermost first, each beside the others.
    private func renderPresented() -> String {
        guard let presented = presentedViewController else { return "" }
        return presented.dialogHTML() + presented.renderPresented()
    }

    /// Forwards a view's patch to the page while this screen is on show.
    func record(_ patch: Patch) { outbox?.record(patch) }

    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        loadView()
        bindViewModel()
        viewDidLoad()
        addUnnamedViews()
        didLoadEvents?.accept(())
        warnAboutAccessibility()
    }

    func performWillAppear() { viewWillAppear(true); willAppearEvents?.accept(()) }
    func performDidAppear() { viewDidAppear(true); didAppearEvents?.accept(()) }
    func performWillDisappear() { viewWillDisappear(true); willDisappearEvents?.accept(()) }

    var didLoadRelay: PublishRelay<Void> { Self.made(&didLoadEvents) }
    var willAppearRelay: PublishRelay<Void> { Self.made(&willAppearEvents) }
    var didAppearRelay: PublishRelay<Void> { Self.made(&didAppearEvents) }
    var willDisappearRelay: PublishRelay<Void> { Self.made(&willDisappearEvents) }

    /// The relay in `slot`, made there if it is not yet.
    private static func made(_ slot: inout PublishRelay<Void>?) -> PublishRelay<Void> {
        if let relay = slot { return relay }
        let relay = PublishRelay<Void>()
        slot = relay
        return relay
    }
}

extension Reactive where Base: ViewController {
    /// Fires once, after `viewDidLoad()` (RxCocoa's `self.rx.viewDidLoad`).
    public var viewDidLoad: ControlEvent<Void> { ControlEvent(events: base.didLoadRelay) }
    /// Fires each time the screen is about to be shown.
    public var viewWillAppear: ControlEvent<Void> { ControlEvent(events: base.willAppearRelay) }
    /// Fires each time the screen is shown; a socket that resumes its session is not a new appearance.
    public var viewDidAppear: ControlEvent<Void> { ControlEvent(events: base.didAppearRelay) }
    /// Fires each time the screen is about to go away.
    public var viewWillDisappear: ControlEvent<Void> { ControlEvent(events: base.willDisappearRelay) }
}

/// The stack of screens in a tab, which view controllers use to move between screens.
public protocol NavigationController: AnyObject {
    /// Shows the screen for `path` on top (a new history entry).
    func push(path: String)
    /// Shows `viewController` at `path` on top (a new history entry).
    func push(_ viewController: ViewController, path: String)
    /// Goes back to the previous screen, if any.
    func pop()
    /// Replaces the whole stack with the screen for `path` (a redirect).
    func replace(path: String)
    /// The screen on show: the top of the stack.
    var topViewController: ViewController? { get }
    /// Gives the tab's browser a new identity (see `ViewController.renewBrowserIdentity()`).
    func renewBrowserIdentity()
}

extension NavigationController {
    /// Does nothing: a stack outside a live session has no browser to renew.
    public func renewBrowserIdentity() {}
}
