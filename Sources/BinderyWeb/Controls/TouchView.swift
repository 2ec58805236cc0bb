import Bindery

/// A view that reports touches: down, up inside (a tap), and cancelled or left.
open class TouchView: View {
    /// The views shown inside the touch area, in order.
    public let content: [View]
    let downs = PublishRelay<Void>()
    let ups = PublishRelay<Void>()
    let cancels = PublishRelay<Void>()

    /// Creates a touch view with the DOM id `id` (none: named after the screen's property that holds it) around
    /// `content`.
    public init(id: String = "", content: [View] = [], classes: [String] = []) {
        self.content = content
        super.init(id: id, classes: classes)
    }

    /// The views inside: `content`.
    public override var subviews: [View] { content }

    /// Renders a focusable container that the client watches for pointer events.
    public override func render() -> String {
        "<div\(commonAttributes([(WireProtocol.Attribute.touch.rawValue, ""), ("tabindex", "0"), ("role", "button")]))>\(content.map(\.html).joined())</div>"
    }

    /// Sends `touchDown`, `touchUp` and `touchCancel` events to their control events; refuses any other event.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        switch event {
        case .touchDown: downs.accept(())
        case .touchUp: ups.accept(())
        case .touchCancel: cancels.accept(())
        default: return super.handle(event, value: value)
        }
        return nil
    }
}

extension Reactive where Base: TouchView {
    /// A touch, a mouse button or Enter/Space went down on the view.
    public var touchDown: ControlEvent<Void> { ControlEvent(events: base.downs) }
    /// The touch ended on the view: a tap.
    public var touchUp: ControlEvent<Void> { ControlEvent(events: base.ups) }
    /// The touch left the view or was cancelled.
    public var touchCancel: ControlEvent<Void> { ControlEvent(events: base.cancels) }
}
