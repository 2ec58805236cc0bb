import Foundation
import BinderyWeb
import Hummingbird

/// The cookie that ties a browser's tabs to its `BrowserValues` (a signed-in account survives a reload).
///
/// HttpOnly, so page scripts never see it; SameSite=Strict, so another site's links and forms do not carry
/// it; it names a random 256-bit id and nothing else, and lasts as long as the server remembers the browser.
/// Over HTTPS it is also Secure, so it never travels in clear. At sign-in the browser gets a new id (the page
/// redeems a one-time ticket at `renewalPath`), so an id planted before is worth nothing after.
enum BrowserCookie {
    /// The cookie's name.
    static let name = "bindery-browser"
    /// Where the page trades a renewal's ticket for the new cookie (`POST`, the ticket as the body).
    static let renewalPath = RouterPath(WireProtocol.Path.browserRenewal.rawValue)

    /// The cookie carrying `id`, kept by the browser for `idleLimit` seconds after this page load; Secure when
    /// the page was served over HTTPS.
    static func cookie(id: String, idleLimit: TimeInterval, secure: Bool) -> Cookie {
        Cookie(name: name, value: id, maxAge: Int(idleLimit), path: "/", secure: secure, httpOnly: true, sameSite: .strict)
    }
}
