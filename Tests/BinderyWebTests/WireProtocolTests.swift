import BinderyWeb
import Foundation
import Testing

/// The page and the server share one definition of the protocol: the served script carries `WireProtocol`'s
/// names and limits, the script's source spells none of them itself, and frames are well-formed JSON however hostile
/// their text.
struct WireProtocolTests {
    /// The script as it is served, with the constants written in.
    private let served = WebApp.clientScript

    /// The script as it is in the package, before the constants are written in.
    private var source: String { Self.packageFile("Sources/BinderyWeb/Resources/bindery.js") }

    /// The constants the served script gets, as JSON.
    private var constants: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(WireProtocol.javaScriptConstants.utf8)) as? [String: Any]) ?? [:]
    }

    @Test func theServedScriptCarriesTheConstantsInPlaceOfThePlaceholder() throws {
        #expect(!served.contains("/*BINDERY_WIRE*/"))
        #expect(served.contains("var W = " + WireProtocol.javaScriptConstants + ";"))
        let constants = try #require(
            JSONSerialization.jsonObject(with: Data(WireProtocol.javaScriptConstants.utf8)) as? [String: Any])
        #expect(constants["version"] as? Int == WireProtocol.version)
        #expect((constants["key"] as? [String: String])?["type"] == "t")
        #expect((constants["op"] as? [String: String])?["classes"] == "class")
        #expect((constants["event"] as? [String: String])?.count == ClientMessage.EventName.allCases.count)
        #expect((constants["path"] as? [String: String])?["socket"] == WireProtocol.Path.socket.rawValue)
    }

    @Test func theScriptSourceSpellsNoWireNameOfItsOwn() throws {
        let script = source
        try #require(script.contains("/*BINDERY_WIRE*/"), "the client script must hold the constants' placeholder")
        let vocabulary = Set(WireProtocol.MessageType.allCases.map(\.rawValue)
            + ClientMessage.EventName.allCases.map(\.rawValue)
            + WireProtocol.Attribute.allCases.map(\.rawValue)
            + WireProtocol.Path.allCases.map(\.rawValue)
            + WireProtocol.Element.allCases.map(\.rawValue)
            + WireProtocol.ConnectionText.allCases.map(\.rawValue)
            + WireProtocol.PageMarker.allCases.map(\.rawValue)
            + AccessibilityAttribute.allCases.map(\.rawValue)
            + [WireProtocol.sessionMetaName, WireProtocol.hintIDSuffix]
            + [WireProtocol.Key.type, .version, .patches, .operation, .token, .ticket, .render].map(\.rawValue))
        let literals = Self.stringLiterals(in: script)
        #expect(literals.filter(vocabulary.contains).isEmpty, "spelled in bindery.js instead of coming from WireProtocol")
    }

    /// Whatever the page reads from an element, sets on one or compares a close with comes from `W`: the script's code
    /// (its comments aside) spells no `data-` or `aria-` attribute, no hint id's end, no close code, and never reads
    /// `dataset` (which spells a data attribute's name another way).
    @Test func theScriptSpellsNoAttributeSuffixOrCloseCodeOfItsOwn() {
        let code = Self.withoutComments(source)
        let literals = Self.stringLiterals(in: code)
        #expect(literals.filter { $0.contains("data-") || $0.contains("aria-") }.isEmpty, "attributes spelled in bindery.js")
        #expect(literals.filter { $0.hasSuffix(WireProtocol.hintIDSuffix) }.isEmpty, "the hint's suffix spelled in bindery.js")
        #expect(!code.contains("dataset"), "bindery.js reads a data attribute by its dataset name")
        let codes = Self.matches(of: #"\b[1-4][0-9]{3}\b"#, in: Self.withoutStringLiterals(code)).map { $0[0] }
        #expect(codes.isEmpty, "close codes spelled in bindery.js: \(codes)")
    }

    /// The script and the definition name the same things: every `W.group.name` the script reads (directly or through
    /// an alias such as `A = W.attribute`) is defined, and every attribute, connection text, page marker, close code,
    /// page element, patch operation (the controls' `checked`, `selected`, `replace` among them) and event that is
    /// defined is read, so a name spelled in only one of the two places fails.
    @Test func everyNameTheScriptReadsIsDefinedAndEveryPageNameDefinedIsRead() throws {
        let code = Self.withoutComments(source)
        var aliases: [String: String] = [:]
        for match in Self.matches(of: #"\b([A-Z]{1,2}) = W\.(\w+)"#, in: code) { aliases[match[1]] = match[2] }
        #expect(aliases["A"] == "attribute" && aliases["K"] == "key", "the script's aliases: \(aliases)")
        var read: [String: Set<String>] = [:]
        for match in Self.matches(of: #"\bW\.(\w+)(?:\.(\w+))?"#, in: code) {
            #expect(constants[match[1]] != nil, "bindery.js reads W.\(match[1]), which WireProtocol does not define")
            if !match[2].isEmpty { read[match[1], default: []].insert(match[2]) }
        }
        for match in Self.matches(of: #"\b([A-Z]{1,2})\.(\w+)"#, in: code) {
            guard let group = aliases[match[1]] else { continue }
            read[group, default: []].insert(match[2])
        }
        for (group, names) in read {
            guard let defined = constants[group] as? [String: Any] else { continue }
            let undefined = names.subtracting(defined.keys)
            #expect(undefined.isEmpty, "bindery.js reads W.\(group).\(undefined.sorted()), which WireProtocol does not define")
        }
        for group in ["attribute", "connectionText", "marker", "closeCode", "element", "op", "event"] {
            let defined = try #require(constants[group] as? [String: Any], "WireProtocol defines no \(group)")
            let unread = Set(defined.keys).subtracting(read[group] ?? [])
            #expect(unread.isEmpty, "WireProtocol defines \(group) \(unread.sorted()), which bindery.js never reads")
        }
    }

    /// The server's code uses the definition too: outside `Protocol/`, BinderyWeb and BinderyWebServer spell no data
    /// attribute, no attribute the page reads by name, no hint id's end and no close code of their own.
    @Test func theServersCodeSpellsNoPageNameOutsideTheDefinition() throws {
        let accessibilityRead = Set(Self.matches(of: #"\bW\.accessibility\.(\w+)"#, in: source).map { $0[1] })
        let pageNames = Set(AccessibilityAttribute.allCases.filter { accessibilityRead.contains(String(describing: $0)) }.map(\.rawValue)
            + WireProtocol.Attribute.allCases.map(\.rawValue) + WireProtocol.ConnectionText.allCases.map(\.rawValue)
            + WireProtocol.PageMarker.allCases.map(\.rawValue))
        #expect(pageNames.isSuperset(of: ["data-key", "aria-describedby", "data-reconnecting"]))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
        var files: [String] = []
        for folder in ["Sources/BinderyWeb", "Sources/BinderyWebServer"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".swift"), !file.hasPrefix("Protocol/") { files.append(folder + "/" + file) }
            }
        }
        #expect(files.count > 50, "the server's sources are found")
        for file in files {
            // Swift names cannot hold a `-`, so outside comments any of these is in a string (or a template's text).
            let code = Self.withoutComments(Self.packageFile(file))
            let spelled = pageNames.filter { !Self.matches(of: "(?<![\\w-])\($0)(?![\\w-])", in: code).isEmpty }
            #expect(spelled.isEmpty, "\(file) spells \(spelled.sorted()) outside WireProtocol")
            let dataAttributes = Self.matches(of: #"(?:^|[^\w-])(data-[a-z][a-z-]*)"#, in: code).map { $0[1] }
            #expect(dataAttributes.isEmpty, "\(file) spells data attributes \(dataAttributes) outside WireProtocol")
            #expect(!code.contains(WireProtocol.hintIDSuffix), "\(file) spells the hint id's end")
            #expect(!code.contains("1008") && !code.contains(".policyViolation"), "\(file) spells a close code")
        }
    }

    @Test func framesAreJSONWhateverTheirTextHolds() throws {
        let hostile = "\"quoted\" \\ back\nslash\t<tab> \u{0001}\u{001F} 한국어 🙂 \u{2028}"
        let messages = [
            ServerMessage.error(code: .malformed, message: hostile),
            ServerMessage.patches([.text(id: hostile, value: hostile), .src(id: "i", value: nil),
                                   .classes(id: "c", value: ["a", hostile]), .enabled(id: "e", value: false),
                                   .rows(id: "t", value: [TableRow(id: "r", styledCells: [[TextRun(hostile, emphasized: true)]])])]),
            ServerMessage.screen(path: "/x", title: hostile, html: "<p>\(hostile)</p>", history: .push),
            // Past the writer's stack buffer (512 bytes), with escapes on both sides of the move to the heap.
            ServerMessage.error(code: .malformed, message: String(repeating: hostile, count: 40)),
        ]
        let frames = messages.map(\.frame)
        for message in messages {
            // What a byte transport sends is valid UTF-8 as written, not repaired: the text frame's bytes exactly.
            #expect(String(validating: message.frameUTF8, as: UTF8.self) == message.frame)
        }
        for frame in frames {
            let object = try #require(JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
            #expect(object["t"] is String)
        }
        let error = try #require(JSONSerialization.jsonObject(with: Data(frames[0].utf8)) as? [String: Any])
        #expect(error["message"] as? String == hostile)
        let patch = try #require(JSONSerialization.jsonObject(with: Data(frames[1].utf8)) as? [String: Any])
        let patches = try #require(patch["p"] as? [[String: Any]])
        #expect(patches[0]["id"] as? String == hostile)
        #expect(patches[1]["value"] is NSNull)
        #expect(patches[3]["value"] as? Bool == false)
        let long = try #require(JSONSerialization.jsonObject(with: Data(frames[3].utf8)) as? [String: Any])
        #expect(long["message"] as? String == String(repeating: hostile, count: 40))
    }

    @Test func theMessageLimitIsTheSessionsOne() {
        let frame = "{\"t\":\"navigate\",\"path\":\"/" + String(repeating: "a", count: 100) + "\"}"
        #expect((try? ClientMessage.decode(frame, maxBytes: 64).get()) == nil)
        #expect((try? ClientMessage.decode(frame, maxBytes: 1024).get()) != nil)
        #expect(WebConfiguration().maxMessageBytes == WireProtocol.Limit.defaultMessageBytes)
    }

    /// The text of the package's file at `path`.
    private static func packageFile(_ path: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../" + path).standardizedFileURL
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// `code` without its line comments (`//` to the end of a line, outside a string), so names in prose do not count.
    private static func withoutComments(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var quote: Character?
            var previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if let open = quote {
                    if character == open && previous != "\\" { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "/", previous == "/" {
                    return line[..<line.index(before: index)]
                }
                previous = previous == "\\" && character == "\\" ? " " : character
            }
            return line
        }.joined(separator: "\n")
    }

    /// `code` with its string literals emptied.
    private static func withoutStringLiterals(_ code: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'"#)
        return pattern.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "\"\"")
    }

    /// Each match of `pattern` in `text`: the whole match, then each group (empty when it did not take part).
    private static func matches(of pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// The double- and single-quoted string literals of a script, unescaped only as far as needed to compare them.
    private static func stringLiterals(in script: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'"#)
        let text = script as NSString
        return pattern.matches(in: script, range: NSRange(location: 0, length: text.length)).map { match in
            let range = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            return text.substring(with: range)
        }
    }
}
