import Foundation

/// An image as the articles hold one (`UIImage(data:)` from a download, or an address): what an image view shows.
///
/// The browser draws it, so an image is its source: an address, or the downloaded bytes as a `data:` URL (which the
/// page's policy allows). `imageView.image` is the image view's `url` seen as an image.
public struct UIImage: Hashable, Sendable {
    /// The address the page loads the image from (`https:`, a path, or `data:`).
    public let source: String

    /// An image at `url`.
    public init(url: URL) { source = url.absoluteString }

    /// An image at `source`, an address or a `data:` URL.
    public init(source: String) { self.source = source }

    /// The image in `data` (PNG, JPEG, GIF, WebP or SVG), or nil when `data` is none of these, as UIKit's
    /// `UIImage(data:)` is.
    public init?(data: Data) {
        guard let type = Self.mimeType(of: data) else { return nil }
        source = DataURL.make(data: data, mimeType: type)
    }

    /// The image type `data` starts as, if it is one a page shows.
    static func mimeType(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(16))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF8".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        let head = String(decoding: data.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if head.hasPrefix("<svg") || (head.hasPrefix("<?xml") && head.contains("<svg")) { return "image/svg+xml" }
        return nil
    }
}

extension UIImageView {
    /// The image shown: the image view's `url` as an image; nil shows nothing.
    public var image: UIImage? {
        get { url.map(UIImage.init(source:)) }
        set { url = newValue?.source }
    }
}

extension Reactive where Base: UIImageView {
    /// Shows an image, or nothing for nil (RxCocoa's `imageView.rx.image`).
    public var image: Binder<UIImage?> { Binder(base) { view, image in view.image = image } }
}
