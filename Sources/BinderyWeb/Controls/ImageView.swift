import Bindery

/// An image shown from a URL; no URL shows nothing.
open class ImageView: View {
    /// The image's URL, or nil for none; changing it patches the page's `src`.
    public var url: String? {
        didSet { if url != oldValue { emit(.src(id: id, value: url)) } }
    }

    /// The text alternative (its `accessibilityLabel`; empty for a decorative image).
    public var alt: String { accessibilityLabel ?? "" }

    /// Creates an image view with the DOM id `id` (none: named after the screen's property that holds it), showing
    /// `url` when there is one.
    public init(id: String = "", url: String? = nil, alt: String = "", classes: [String] = []) {
        self.url = url
        super.init(id: id, classes: classes)
        if !alt.isEmpty { accessibilityLabel = alt }
    }

    /// Renders `<img>` with its escaped `src` and `alt`.
    public override func render() -> String {
        "<img\(commonAttributes([("src", url)]))>"
    }
}

extension Reactive where Base: ImageView {
    /// Sets the image's URL; nil shows no image.
    public var url: Binder<String?> { Binder(base) { view, url in view.url = url } }
}
