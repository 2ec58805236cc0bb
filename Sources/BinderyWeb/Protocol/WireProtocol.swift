import Foundation

/// Every name and limit the page and the server must agree on, defined once.
///
/// With the vocabularies beside it in this folder (`ClientMessage.EventName`, `HistoryMode`, `ProtocolError.Code`,
/// `AccessibilityAttribute`), this is the whole protocol. Swift uses these values directly; the browser client gets
/// them as one JSON object the server writes into `bindery.js` where the script says `/*BINDERY_WIRE*/` (see
/// `javaScriptConstants`), so the script contains no wire name of its own and cannot drift from the server.
/// `WireProtocolTests` fails when the script or the server's code spells one itself.
public enum WireProtocol {
    /// The protocol version both sides speak; a hello with another version is refused.
    public static let version = 1

    /// The keys of the JSON objects in frames.
    public enum Key: String, CaseIterable, Sendable {
        /// The message type (`MessageType`) of every frame.
        case type = "t"
        /// The protocol version of a hello or welcome.
        case version = "v"
        /// The page's session token in a hello.
        case token
        /// In a hello after a reload, the token of the session the tab had before it.
        case resume
        /// A page path: in a hello, a navigation, a screen.
        case path
        /// A control's element id.
        case id
        /// An event's name (`ClientMessage.EventName`).
        case name
        /// An event's value; a patch's value.
        case value
        /// The patches of a patch frame.
        case patches = "p"
        /// A patch's operation (`PatchOperation`).
        case operation = "op"
        /// A screen's title.
        case title
        /// A screen's HTML.
        case html
        /// What a screen does to the browser's history (`HistoryMode`).
        case history
        /// A screen's fingerprint (`HTML.fingerprint`), so the page can skip re-inserting what it shows.
        case render
        /// An error's code (`ProtocolError.Code`).
        case code
        /// An error's human-readable reason.
        case message
        /// A browser renewal's one-time ticket.
        case ticket
        /// A table row's cells, as plain texts.
        case cells
        /// A table row's image URL.
        case image
        /// A table row's image's text alternative.
        case imageAlt
        /// A table row's cells as text runs.
        case runs
        /// A text run's text.
        case text
        /// Whether a text run is emphasised.
        case emphasized = "b"
        /// The ids of the rows a `rowEdits` patch removes.
        case removed
        /// A row's place in its table, in a `rowEdits` patch.
        case index
        /// In a `contentEdits` patch, the id of the view a new one follows (null: it comes first).
        case after
    }

    /// The `t` of each frame, from the page and from the server.
    public enum MessageType: String, CaseIterable, Sendable {
        /// Page → server: the first frame on a socket.
        case hello
        /// Page → server: a user event on a control.
        case event
        /// Page → server: Back or Forward moved to a path.
        case navigate
        /// Page → server: the page was hidden or came back on show (`value`: a `PageVisibility`).
        case visibility
        /// Server → page: the hello was accepted.
        case welcome
        /// Server → page: property changes.
        case patch
        /// Server → page: a whole new screen.
        case screen
        /// Server → page: a refused frame.
        case error
        /// Server → page: the browser's identity was renewed.
        case browser
        /// Server → page: this server is stopping; load the page again now (a load balancer sends the load to
        /// another instance, where the tab rebuilds from the shared state).
        case move
        /// Server → page: the hello's `resume` was honoured; the socket is the tab's session from before its reload,
        /// whose token the page uses from now on.
        case resumed
    }

    /// The `op` of each patch.
    public enum PatchOperation: String, CaseIterable, Sendable {
        /// Set an element's `textContent`.
        case text
        /// Set a field's value.
        case value
        /// Set or remove the `disabled` attribute.
        case enabled
        /// Set the `hidden` attribute.
        case hidden
        /// Replace the class list.
        case classes = "class"
        /// Set or remove the `src` attribute.
        case source = "src"
        /// Replace a table's body rows.
        case rows
        /// Remove the body rows `removed` names, then put each row of the value at its `index` (a row already shown
        /// is refilled and moved there), leaving the other rows as they are (`TableRowEdits`).
        case rowEdits
        /// Replace a container's children with server-rendered HTML.
        case content
        /// Remove the children `removed` names (each with its hint), then put in each new child's server-rendered
        /// HTML after the child `after` names (its hint too), or first; the other children stay as they are
        /// (`CollectionEdits`).
        case contentEdits
        /// Set or remove one accessibility attribute (`name` says which; the page accepts only
        /// `AccessibilityAttribute`'s).
        case attribute = "attr"
        /// Set or remove an element's accessibility hint (the text its `aria-describedby` names).
        case hint
        /// Show an alert.
        case alert
        /// Set the page's title (`document.title`).
        case title
        /// Check or uncheck a checkbox or switch (`checked`, a Bool).
        case checked
        /// Choose the option at an index (a number; -1: none) of a list (`<select>`) or a radio group.
        case selected
        /// Open a dialog: append the server-rendered `<dialog>` (a presented screen or an alert controller) to the
        /// screen and show it modally, keeping what had focus to give it back when the dialog goes.
        case present
        /// Close and remove a dialog, giving focus back to what had it before the dialog opened.
        case dismiss
        /// Replace an element, and what it holds, with server-rendered HTML (escaped by its control, as a screen is):
        /// a control whose shape changed (its range, its mode, its options), or a control of an app's own, redrawn;
        /// the focus stays on the same part of it.
        case replace
    }

    /// The data attributes that mark what the page may send for an element, and what it keeps about the screen.
    public enum Attribute: String, CaseIterable, Sendable {
        /// The element sends `tap` when clicked.
        case tap = "data-tap"
        /// The field sends `change` as the user types, and `submit` on Return.
        case change = "data-change"
        /// The element sends touch downs, ups and cancels.
        case touch = "data-touch"
        /// A table row's id, sent with `select`.
        case row = "data-row"
        /// The fingerprint of the screen the page shows.
        case render = "data-render"
        /// The control sends `change` with the user's choice as it changes (as a field's text, at most once per
        /// `changeInterval`): a checkbox's or switch's `true`/`false`, the chosen radio's value in a radio group, a
        /// list's, slider's, number's or date's value (none while a typed date or number is incomplete).
        case choice = "data-choice"
        /// A `<dialog>` the page shows modally (a presented screen or an alert), as soon as it is on the page.
        case modal = "data-modal"
        /// A button that asks the server to dismiss the dialog it is in (a sheet's close button).
        case dismiss = "data-dismiss"
        /// The value a tap on this part of a control sends, as the event's value (a star of a rating).
        case value = "data-value"
    }

    /// The data attributes of the `connectionState` element that hold the page's texts for the connection's states,
    /// in the page's language (`BinderyText`), which the script shows when they happen.
    public enum ConnectionText: String, CaseIterable, Sendable {
        /// Shown while the page reconnects, or reloads to rebuild its screen.
        case reconnecting = "data-reconnecting"
        /// Shown once the page gave up rebuilding: the session ended.
        case sessionEnded = "data-session-ended"
    }

    /// The attributes the page sets on itself for what watches it (browser tests, load tests); the server never
    /// reads them, but they are named here so the script spells no attribute of its own.
    public enum PageMarker: String, CaseIterable, Sendable {
        /// On `<html>`, `true` while the socket is connected and welcomed.
        case connected = "data-connected"
        /// On `<body>`, the code of the last error frame.
        case lastError = "data-last-error"
        /// On `<html>`, whether the last browser renewal succeeded (`true` or `false`).
        case browserRenewed = "data-browser-renewed"
    }

    /// The end of the id of the hidden element holding a view's accessibility hint: `<id>-hint`, which the view's
    /// `aria-describedby` names and a `hint` patch fills.
    public static let hintIDSuffix = "-hint"

    /// The WebSocket close codes the page tells apart.
    public enum CloseCode: Int, CaseIterable, Sendable {
        /// The socket was refused (RFC 6455's policy violation): its first frame was not a hello naming a live
        /// session, or no hello came in time. The page reloads to rebuild its screen instead of reconnecting.
        case refused = 1008
    }

    /// The ids of the page's own elements around the screen, which the server renders and the script drives.
    public enum Element: String, CaseIterable, Sendable {
        /// The `<main>` that holds the screen.
        case screen
        /// Where the connection's state (reconnecting, session ended) is shown.
        case connectionState
        /// The alert's box, hidden while no alert shows.
        case alertBox
        /// The alert's message.
        case alert
        /// The button that dismisses the alert.
        case alertDismiss
        /// The live edit loop's banner (`DevelopmentLoop`): what the build is doing, and its errors. The page's script
        /// adds it, on pages of a loop's server only.
        case developmentStatus
    }

    /// Where the page finds its session token: `<meta name="…" content="token">`.
    public static let sessionMetaName = "bindery-session"
    /// Where the page finds the path BinderyWeb is served under (`WebConfiguration.basePath`), empty at the root.
    public static let basePathMetaName = "bindery-base"
    /// Marks a page the server refused for now (restarting, or full): `<meta name="…">`. Its script loads it again,
    /// with the reconnections' backoff, once a server answers.
    public static let retryMetaName = "bindery-retry"
    /// Marks a page of a server the live edit loop runs (`DevelopmentLoop`): `<meta name="…">`. Its script asks for
    /// the build's state (`Path.developmentStatus`) and shows it, and reconnects quickly after each restart.
    public static let developmentMetaName = "bindery-dev"

    /// The server's own paths, relative to where BinderyWeb is served (no leading slash).
    public enum Path: String, CaseIterable, Sendable {
        /// The sessions' WebSocket.
        case socket = "socket"
        /// Where a page redeems a renewal ticket for its browser's new cookie (`POST`).
        case browserRenewal = "_bindery/browser"
        /// The browser client script.
        case script = "bindery.js"
        /// The stylesheet.
        case stylesheet = "bindery.css"
        /// Readiness (`GET`, served by `BinderyWebServer`'s operations routes at the site's root): 200 while the
        /// server takes new pages, 503 while it drains. A page waiting for a server asks it before it reloads, so it
        /// never reloads into a stopping one; where nothing answers it (a 404), any answer means a server is up.
        case ready = "_bindery/ready"
        /// The live edit loop's build state (`GET`, JSON, `DevelopmentLoop.status()`), served only by a server the
        /// loop runs.
        case developmentStatus = "_bindery/dev-status"
    }

    /// Limits on what a page may send, checked when a frame is decoded.
    public enum Limit {
        /// The longest path a hello or a navigation may carry, in characters.
        public static let pathCharacters = 2048
        /// The longest control id an event may name, in characters.
        public static let controlIDCharacters = 200
        /// The default largest inbound message, in bytes (`WebConfiguration.maxMessageBytes`).
        public static let defaultMessageBytes = 64 * 1024
        /// The longest time zone name the page's cookie may carry, in characters (the longest IANA name has 32).
        public static let timeZoneCharacters = 64
    }

    /// The cookie in which the page keeps its browser's time zone (the IANA name `Intl` gives, `Asia/Seoul`): sent
    /// with every page load and socket, so the screens show dates in the user's time (`ViewController.timeZone`).
    /// Readable by the page, which writes it; it says nothing a page's script could not read from the browser.
    public static let timeZoneCookie = "bindery-time-zone"

    /// The client's own timings, which bound what one tab sends.
    public enum ClientTiming {
        /// A field's value is sent at most once per this many milliseconds (the last value always arrives).
        public static let changeIntervalMilliseconds = 50
        /// The first reconnection waits twice this many milliseconds, doubling each time.
        public static let reconnectBaseMilliseconds = 200
        /// The longest wait between reconnection attempts.
        public static let reconnectMaxMilliseconds = 5000
        /// A page whose session the server no longer knows reloads itself at most `rebuildsPerInterval` times in
        /// this many milliseconds: the first at once, each further one after a doubling wait (as reconnections).
        public static let rebuildIntervalMilliseconds = 60_000
        /// How many reloads `rebuildIntervalMilliseconds` allows: more than one, since a rolling restart can leave a
        /// tab on an instance that never held it twice in a row; few, so a broken server cannot loop a page.
        public static let rebuildsPerInterval = 3
        /// A page of the live edit loop's server asks for the build's state every this many milliseconds, and waits
        /// at most this long between reconnection attempts (the server restarts on every change).
        public static let developmentPollMilliseconds = 250
    }
}
