/// The wire protocol's names as the browser client reads them: written into `bindery.js` where it is served, so the
/// page and the server spell every name from this one definition.
extension WireProtocol {
    /// The placeholder in `bindery.js` that `javaScriptConstants` replaces.
    static let scriptPlaceholder = "/*BINDERY_WIRE*/"

    /// All of the above as one JSON object for the browser client: `{"version":1,"key":{"type":"t",…},…}`.
    public static var javaScriptConstants: String {
        JSONWriter.text { json in
            json.object { json in
                json.member("version", version)
                json.member("key", Key.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("type", MessageType.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("op", PatchOperation.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("event", ClientMessage.EventName.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("visibility", PageVisibility.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("history", HistoryMode.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("attribute", Attribute.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("element", Element.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("path", Path.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("connectionText", ConnectionText.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("marker", PageMarker.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("errorCode", [("badToken", ProtocolError.Code.badToken.rawValue)])
                json.member("closeCode", CloseCode.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("accessibility", AccessibilityAttribute.allCases.map { (String(describing: $0), $0.rawValue) })
                json.member("hintSuffix", hintIDSuffix)
                json.member("sessionMeta", sessionMetaName)
                json.member("baseMeta", basePathMetaName)
                json.member("retryMeta", retryMetaName)
                json.member("developmentMeta", developmentMetaName)
                json.member("timeZoneCookie", timeZoneCookie)
                json.member("timeZoneCharacters", Limit.timeZoneCharacters)
                json.member("changeInterval", ClientTiming.changeIntervalMilliseconds)
                json.member("reconnectBase", ClientTiming.reconnectBaseMilliseconds)
                json.member("reconnectMax", ClientTiming.reconnectMaxMilliseconds)
                json.member("rebuildInterval", ClientTiming.rebuildIntervalMilliseconds)
                json.member("rebuildsPerInterval", ClientTiming.rebuildsPerInterval)
                json.member("developmentPoll", ClientTiming.developmentPollMilliseconds)
            }
        }
    }

    /// The client script with the wire constants written in: what the server serves at `Path.script`.
    static func clientScript(from source: String) -> String {
        source.replacingOccurrences(of: scriptPlaceholder, with: javaScriptConstants)
    }
}
