/// One change to the page, sent from the server to the browser.
public enum Patch: Equatable, Sendable {
    /// Set an element's text (applied with `textContent`).
    case text(id: String, value: String)
    /// Set a text field's value.
    case value(id: String, value: String)
    /// Enable or disable a control (the `disabled` attribute).
    case enabled(id: String, value: Bool)
    /// Show or hide an element (the `hidden` attribute).
    case hidden(id: String, value: Bool)
    /// Replace an element's classes.
    case classes(id: String, value: [String])
    /// Set an image's or frame's source URL (nil clears it).
    case src(id: String, value: String?)
    /// Replace a table's rows.
    case rows(id: String, value: [TableRow])
    /// Replace a container's children with HTML its controls rendered (escaped by them, as a screen is).
    case content(id: String, html: String)
    /// Set (nil: remove) one of the accessibility attributes (`AccessibilityAttribute`: `aria-label`, `role`, `alt`…).
    case attribute(id: String, name: AccessibilityAttribute, value: String?)
    /// Set (nil: remove) an element's accessibility hint: the text of its hidden `<id>-hint` element, which its
    /// `aria-describedby` names.
    case hint(id: String, value: String?)
    /// Show an alert with this message.
    case alert(message: String)

    /// The element the patch applies to, if any.
    public var id: String? {
        switch self {
        case .text(let id, _), .value(let id, _), .enabled(let id, _), .hidden(let id, _),
             .classes(let id, _), .src(let id, _), .rows(let id, _), .content(let id, _), .attribute(let id, _, _),
             .hint(let id, _):
            return id
        case .alert:
            return nil
        }
    }

    /// Whether this is an alert: a one-shot message, part of no control's state and so of no rendered screen.
    public var isAlert: Bool {
        if case .alert = self { return true }
        return false
    }

    /// The patch as a JSON-ready dictionary.
    var json: [String: Any] {
        switch self {
        case .text(let id, let value): return ["op": "text", "id": id, "value": value]
        case .value(let id, let value): return ["op": "value", "id": id, "value": value]
        case .enabled(let id, let value): return ["op": "enabled", "id": id, "value": value]
        case .hidden(let id, let value): return ["op": "hidden", "id": id, "value": value]
        case .classes(let id, let value): return ["op": "class", "id": id, "value": value]
        case .src(let id, let value): return ["op": "src", "id": id, "value": value ?? NSNull()]
        case .rows(let id, let value): return ["op": "rows", "id": id, "value": value.map(\.json)]
        case .content(let id, let html): return ["op": "content", "id": id, "value": html]
        case .attribute(let id, let name, let value):
            return ["op": "attr", "id": id, "name": name.rawValue, "value": value ?? NSNull()]
        case .hint(let id, let value): return ["op": "hint", "id": id, "value": value ?? NSNull()]
        case .alert(let message): return ["op": "alert", "value": message]
        }
    }
}

/// One row of a table: its cells' texts (or text runs with emphasis), and an optional image.
public struct TableRow: Equatable, Sendable {
    /// The row's identifier, sent back when the row is tapped.
    public var id: String
    /// The cells' texts, shown as text.
    public var cells: [String]
    /// An image URL shown at the start of the row.
    public var image: String?
    /// The cells as text runs, when some text is emphasised (`cells` then holds their plain texts).
    public var styledCells: [[TextRun]]?
    /// The image's text alternative (what it shows, e.g. "Loading avatar"); empty for a decorative image.
    public var imageAlt: String

    /// Creates a row.
    public init(id: String, cells: [String], image: String? = nil, imageAlt: String = "") {
        self.id = id
        self.cells = cells
        self.image = image
        self.imageAlt = imageAlt
    }

    /// Creates a row whose cells are text runs, some of them emphasised.
    public init(id: String, styledCells: [[TextRun]], image: String? = nil) {
        self.init(id: id, cells: styledCells.map(TextRun.plainText), image: image)
        self.styledCells = styledCells
    }

    var json: [String: Any] {
        var object: [String: Any] = ["id": id, "cells": cells]
        if let image { object["image"] = image }
        if let styledCells { object["runs"] = styledCells.map { $0.map(\.json) } }
        if !imageAlt.isEmpty { object["imageAlt"] = imageAlt }
        return object
    }
}

import Foundation
