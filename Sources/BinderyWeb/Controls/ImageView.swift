import Bindery

/// An image shown from a URL; no URL shows nothing.
open class ImageView: View {
    /// The image's URL, or nil for none; changing it patches the page's `src`.
    public var url: String? {
        didSet { if url != oldValue { emit(.src(id: id, value: url)) } }
    }

    /// The text alternative (the `alt` attribute); empty for a decorative image.
    public let alt: String

    /// Creates an image view with the DOM id `id`, showing `url` when there is one.
    public init(id: String, url: String? = nil, alt: String = "", classes: [String] = []) {
        self.url = url
        self.alt = alt
        super.init(id: id, classes: classes)
    }

    /// Renders `<img>` with its escaped `src` and `alt`.
    public override func render() -> String {
        "<img\(commonAttributes([("src", url), ("alt", alt)]))>"
    }
}

extension Reactive where Base: ImageView {
    /// Sets the image's URL; nil shows no image.
    public var url: Binder<String?> { Binder(base) { view, url in view.url = url } }
}
