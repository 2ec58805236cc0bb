import Foundation
import BinderyWeb
import Hummingbird

/// `POST /_bindery/browser`: trades the one-time ticket a renewed session sent its page for the browser's new cookie.
///
/// Only a page of this same origin may trade one (its `Origin` names this host and port): a page on another port
/// of the same host is the same *site* to the browser, so the cookie's SameSite setting alone would let it plant an
/// attacker's sign-in in a victim's browser.
struct BrowserRenewalRoute {
    /// The longest body read: a ticket is 64 hex digits.
    static let maxBodyBytes = 128

    let browsers: BrowserRegistry
    let forwarded: ForwardedRequest

    /// Adds the route to `router`.
    func addRoute(to router: some RouterMethods) {
        router.post(BrowserCookie.renewalPath) { request, context in
            guard SameOriginPolicy.allows(origin: request.headers[.origin], host: request.head.authority) else {
                return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                                body: .init(byteBuffer: .init(string: "Only this site's own pages may renew its cookie.\n")))
            }
            let body = try await request.body.collect(upTo: Self.maxBodyBytes)
            let ticket = String(buffer: body).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let id = browsers.redeem(ticket: ticket) else {
                return Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                                body: .init(byteBuffer: .init(string: "Unknown, used or expired ticket.\n")))
            }
            var response = Response(status: .noContent, headers: [.cacheControl: "no-store"])
            response.setCookie(BrowserCookie.cookie(id: id, idleLimit: browsers.idleLimit,
                                                    secure: forwarded.isHTTPS(request, context: context)))
            return response
        }
    }
}
