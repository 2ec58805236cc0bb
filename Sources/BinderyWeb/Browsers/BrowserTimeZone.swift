import Foundation

/// A browser's time zone: what its page says it is (`WireProtocol.timeZoneCookie`), kept in its `BrowserValues` so
/// every tab of the browser, a restored one too, shows dates in the user's time.
public enum BrowserTimeZone {
    /// The browser value holding the zone's IANA name; a browser that never said has none (UTC).
    static let key = SessionKey<String>("bindery.timeZone")

    /// The zone a screen shows dates in when its browser has not said (UTC, as a server's logs are).
    public static let fallback = TimeZone(identifier: "UTC")!

    /// The zone `name` names, or nil when it is none this system knows, too long (`WireProtocol.Limit
    /// .timeZoneCharacters`) or holds a character no IANA name has: a cookie is the visitor's to write.
    public static func named(_ name: String?) -> TimeZone? {
        guard let name, !name.isEmpty, name.count <= WireProtocol.Limit.timeZoneCharacters,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_+-".contains($0)) }) else { return nil }
        return TimeZone(identifier: name)
    }

    /// Records in `values` the zone the page's cookie names, when it is a valid one and not already there.
    static func note(_ cookie: String?, in values: BrowserValues) {
        guard let zone = named(cookie), values[key] != zone.identifier else { return }
        values[key] = zone.identifier
    }

    /// The zone `values` hold, else the fallback.
    static func zone(in values: BrowserValues) -> TimeZone {
        named(values[key]) ?? fallback
    }
}

extension BrowserValues {
    /// The browser's time zone, as its page last said (`BrowserTimeZone.fallback`, UTC, until it has): what a screen
    /// formats dates in (`ViewController.timeZone`). Setting it tells the browser's screens at once; a screen test
    /// sets it to play a browser elsewhere, and the page's next load or socket says the browser's own again.
    public var timeZone: TimeZone {
        get { BrowserTimeZone.zone(in: self) }
        set { self[BrowserTimeZone.key] = newValue.identifier }
    }
}
