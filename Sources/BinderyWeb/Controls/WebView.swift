import Bindery
import Foundation

/// A web page shown in a frame; only http and https addresses are loaded.
public final class WebView: View {
    /// The page's address, or nil for none.
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

    /// Renders a sandboxed `<iframe>`.
    public override func render() -> String {
        "<iframe\(commonAttributes([("src", url?.absoluteString), ("sandbox", "allow-scripts allow-same-origin allow-popups"), ("referrerpolicy", "no-referrer"), ("title", id)]))></iframe>"
    }
}

extension Reactive where Base: WebView {
    /// Loads the page at a URL (non-http(s) addresses are refused).
    public var url: Binder<URL?> { Binder(base) { view, url in view.load(url) } }
}
