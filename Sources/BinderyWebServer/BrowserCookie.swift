import Foundation
import Hummingbird

/// The cookie that ties a browser's tabs to its `BrowserValues` (a signed-in account survives a reload).
///
/// HttpOnly, so page scripts never see it; SameSite=Strict, so another site's links and forms do not carry
/// it; it names a random 256-bit id and nothing else, and lasts as long as the server remembers the browser.
enum BrowserCookie {
    /// The cookie's name.
    static let name = "bindery-browser"

    /// The cookie carrying `id`, kept by the browser for `idleLimit` seconds after this page load.
    static func cookie(id: String, idleLimit: TimeInterval) -> Cookie {
        Cookie(name: name, value: id, maxAge: Int(idleLimit), path: "/", httpOnly: true, sameSite: .strict)
    }
}
