import Bindery
import Foundation

/// A web page shown in a frame; only http and https addresses are loaded.
open class WebView: View {
    /// The address of the page shown, or nil for none: only http(s) addresses are ever kept.
    public private(set) var url: URL?

    /// Loads `url` if it is http(s); anything else (javascript:, data:, file:) is refused and clears the frame.
    @discardableResult
    public func load(_ url: URL?) -> Bool {
        let allowed = url.map(Self.isLoadable) ?? true
        let newURL = allowed ? url : nil
        if newURL != self.url {
            self.url = newURL
            emit(.src(id: id, value: newURL?.absoluteString))
        }
        return allowed
    }

    /// Whether a URL may be shown: http or https with a host.
    public static func isLoadable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }

    /// The frame's sandbox: scripts and popups run, but never with the framed page's own origin, so a page of this
    /// very site shown in the frame cannot reach out of it (scripts together with same-origin could lift the sandbox).
    public static let sandbox = "allow-scripts allow-popups"

    /// Renders a sandboxed `<iframe>`.
    public override func render() -> String {
        "<iframe\(commonAttributes([("src", url?.absoluteString), ("sandbox", Self.sandbox), ("referrerpolicy", "no-referrer"), ("title", id)]))></iframe>"
    }
}

extension Reactive where Base: WebView {
    /// Loads the page at a URL (non-http(s) addresses are refused).
    public var url: Binder<URL?> { Binder(base) { view, url in view.load(url) } }
}
