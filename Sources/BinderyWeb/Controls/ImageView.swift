import Bindery

/// An image shown from a URL; no URL shows nothing.
public final class ImageView: View {
    /// The image's URL, or nil for none.
    public var url: String? {
        didSet { if url != oldValue { emit(.src(id: id, value: url)) } }
    }

    /// The text alternative (its `accessibilityLabel`; empty for a decorative image).
    public var alt: String { accessibilityLabel ?? "" }

    /// Creates an image view.
    public init(id: String, url: String? = nil, alt: String = "", classes: [String] = []) {
        self.url = url
        super.init(id: id, classes: classes)
        if !alt.isEmpty { accessibilityLabel = alt }
    }

    /// Renders `<img>`.
    public override func render() -> String {
        "<img\(commonAttributes([("src", url)]))>"
    }
}

extension Reactive where Base: ImageView {
    /// Sets the image's URL.
    public var url: Binder<String?> { Binder(base) { view, url in view.url = url } }
}
