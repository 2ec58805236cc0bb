import Bindery

/// Modal presentation, as UIKit's `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// A presented screen is shown over its presenter in a native `<dialog>` the page opens modally: the screen beneath
/// stays on show but inert, focus moves into the dialog and stays there, and goes back to what had it once the dialog
/// is dismissed. The presenter holds it (`presentedViewController`); while it is presented, the page's events reach
/// it and not the screens beneath, and its patches reach the page whenever its presenter's do. A reload shows it too:
/// it is part of its presenter's `render()`. Escape, the dialog's close button and the browser's Back ask to dismiss
/// it (`dismissRequested()`); an alert controller answers with its cancel action, a sheet is dismissed.
extension ViewController {
    /// Shows `viewController` over this screen in a modal dialog (UIKit's `present(_:animated:completion:)`);
    /// `completion` runs once it is on show. A screen already presenting another presents nothing more (a mistake,
    /// reported as UIKit warns of it): dismiss the first, or present from it.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewController.presentingViewController == nil, viewController !== self else {
            return reportMistake("\(Swift.type(of: self)) presents \(Swift.type(of: viewController)) while it already "
                                 + "presents a screen, or that screen is presented already; present one at a time.")
        }
        let around = presentationChain
        let taken = around.reduce(into: Set<String>()) { ids, screen in
            ids.formUnion(screen.viewsById.keys)
            ids.formUnion(screen.reservedIDs)
            if !screen.presentationID.isEmpty { ids.insert(screen.presentationID) }
        }
        viewController.presentationID = Self.unique(Self.dialogIDBase, in: taken)
        viewController.reservedIDs = taken
        viewController.language = language
        viewController.strings = strings
        viewController.threading = threading
        viewController.path = path
        viewController.sessionValues = sessionValues
        viewController.browserValues = browserValues
        viewController.presentingViewController = self
        presentedViewController = viewController
        viewController.navigationController = navigationController
        inTab(of: viewController) {
            viewController.loadViewIfNeeded()
            viewController.register(DialogHandle(id: viewController.presentationID))
            record(.present(id: viewController.presentationID, html: viewController.dialogHTML()))
            viewController.outbox = outbox
            viewController.performWillAppear()
            viewController.performDidAppear()
        }
        completion?()
    }

    /// Dismisses the screen this one presents, or, on a presented screen, itself (UIKit's
    /// `dismiss(animated:completion:)`), with any screen presented over it; `completion` runs once it is gone.
    /// A screen that presents nothing and is not presented does nothing.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else { return }
        let dismissed = presented.presentationChain
        for screen in dismissed.reversed() {
            screen.performWillDisappear()
            presenter.record(.dismiss(id: screen.presentationID))
        }
        presenter.presentedViewController = nil
        for screen in dismissed {
            screen.outbox = nil
            screen.navigationController = nil
            screen.presentingViewController = nil
            screen.presentedViewController = nil
        }
        completion?()
    }

    /// The screen on show to the user: the innermost screen presented over this one, or this one.
    public var frontmostViewController: ViewController { presentedViewController?.frontmostViewController ?? self }

    /// The id of a presented screen's dialog, unless the page already shows that id (then `dialog-2`…).
    static let dialogIDBase = "dialog"

    /// This screen and those presented over it, outermost first.
    var presentationChain: [ViewController] { [self] + (presentedViewController?.presentationChain ?? []) }

    /// The `<dialog>` a presented screen is shown in: its views, then a close button (`dialogHTML()`'s default).
    func sheetHTML() -> String {
        let close = HTML.escape(BinderyText.strings(in: language).text(BinderyText.dialogClose))
        let attributes = HTML.attributes([("id", presentationID), (WireProtocol.Attribute.modal.rawValue, ""), ("class", "sheet"),
                                          (AccessibilityAttribute.ariaLabel.rawValue, title.isEmpty ? nil : title)])
        return "<dialog\(attributes)>\(ownHTML)<button type=\"button\" class=\"dialog-close secondary\" "
            + "\(WireProtocol.Attribute.dismiss.rawValue)>\(close)</button></dialog>"
    }

    /// Runs `work` for a screen presented in this tab on the tab's UI scheduler, as a pushed screen's load and
    /// appearance run, noting the password fields it registered; outside a tab it just runs.
    private func inTab(of screen: ViewController, _ work: () -> Void) {
        if let stack = navigationController as? ScreenStack { stack.present(screen, work) } else { work() }
    }
}

/// The element that stands for a presented screen's dialog: it receives the page's request to close the dialog.
final class DialogHandle: View {
    /// Hands a request to close the dialog to its screen; refuses any other event.
    override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .dismiss else { return super.handle(event, value: value) }
        owner?.dismissRequested()
        return nil
    }
}
