/// Naming the controls a screen makes without an id.
///
/// A control made without an id (`Label()`, `Button()`, a subclass such as `SigninTextField()`) takes its DOM id from
/// the screen's stored property that holds it, as an outlet is named in UIKit: `let stageLabel = Label()` is
/// `id="stageLabel"`. The properties are read with `Mirror` when the control is added (`add`) and again when the view
/// has loaded (after `viewDidLoad()`), so `lazy var`s made while binding are found too; a superclass's properties
/// count as the screen's own (`BaseViewController`'s come first). Names stay unique on a screen: a name already taken
/// (by an explicit id, or by a property of the same name in a superclass) gets `-2`, `-3`... A control inside an
/// unnamed container that no property holds is named after its container and place (`stack-0`), and one that
/// belongs to nothing is named after its type (`label`, `label-2`); one inside a custom view, after that view's
/// property that holds it (`View+Subviews.swift`).
///
/// Controls made without an id that the screen holds but never added are added when the view has loaded, in the order
/// their properties are declared, as a storyboard lays out its outlets; one inside another such container goes with
/// its container. Controls made with an id are never added for you.
extension ViewController {
    /// The views this screen's stored properties hold (its classes' declared outside BinderyWeb, superclasses
    /// first), in declaration order, each with the name of its property.
    func viewProperties() -> [(name: String, view: View)] { PropertyViews.of(self, below: ViewController.self) }

    /// Names every unnamed view the screen's properties hold; returns the views they hold.
    @discardableResult
    func nameHeldViews() -> [View] {
        let held = viewProperties()
        // Nothing to name (every view a property holds has its id, as after loading): no walk through every view on
        // the screen, which a table of 300 cells made for each label of each new cell (seconds for a chat's screen).
        guard held.contains(where: { $0.view.id.isEmpty }) else { return held.map(\.view) }
        var taken = Set(viewsById.keys).union(reservedIDs)
        for (_, view) in held { for named in Self.tree(of: view) where !named.id.isEmpty { taken.insert(named.id) } }
        for (name, view) in held where view.id.isEmpty {
            view.id = Self.unique(name, in: taken)
            view.isNamedByScreen = true
            taken.insert(view.id)
        }
        return held.map(\.view)
    }

    /// Names `view`, which is being registered without an id: after the screen's property that holds it, else the
    /// property of the nearest custom view that holds it (its container, or one around the stack it is in), else its
    /// container and place, else its type.
    func name(_ view: View) {
        nameHeldViews()
        guard view.id.isEmpty else { return }
        let base: String
        if let name = view.holdingPropertyName {
            base = name
        } else if let container = view.superview, let index = container.subviews.firstIndex(where: { $0 === view }) {
            base = "\(container.id)-\(index)"
        } else {
            let type = String(describing: Swift.type(of: view))
            base = type.prefix(1).lowercased() + type.dropFirst()
        }
        let free = Self.firstFree(base, from: freeNameHints[base] ?? 1) { viewsById[$0] != nil || reservedIDs.contains($0) }
        view.id = free.id
        freeNameHints[base] = free.number + 1
        view.isNamedByScreen = true
    }

    /// Adds the views made without an id that the screen's properties hold and nothing has added yet, in
    /// declaration order; a view inside another of them goes with it.
    func addUnnamedViews() {
        let held = nameHeldViews()
        let candidates = held.filter { $0.isNamedByScreen && $0.owner == nil && $0.superview == nil }
        var inside = Set<ObjectIdentifier>()
        for view in candidates { for child in Self.tree(of: view).dropFirst() { inside.insert(ObjectIdentifier(child)) } }
        var added = Set<ObjectIdentifier>()
        for view in candidates where !inside.contains(ObjectIdentifier(view)) && added.insert(ObjectIdentifier(view)).inserted {
            add(view)
        }
    }

    /// `view` and every view inside it, depth first.
    static func tree(of view: View) -> [View] { [view] + view.subviews.flatMap { tree(of: $0) } }

    /// `base`, or `base-2`, `base-3`... whichever is not taken.
    static func unique(_ base: String, in taken: Set<String>) -> String { firstFree(base, isTaken: taken.contains).id }

    /// The first of `base` (number 1), `base-2`, `base-3`… from `number` on that `isTaken` says is free, and its number.
    static func firstFree(_ base: String, from number: Int = 1, isTaken: (String) -> Bool) -> (id: String, number: Int) {
        var number = number
        while true {
            let candidate = number == 1 ? base : "\(base)-\(number)"
            if !isTaken(candidate) { return (candidate, number) }
            number += 1
        }
    }

    /// Notes that the id `id` is free again: a name it was made from (`nameLabel` for `nameLabel-3`, or `id` itself)
    /// looks for a free one from there next time.
    func noteNameFreed(_ id: String) {
        if freeNameHints[id] != nil { freeNameHints[id] = 1 }
        guard let dash = id.lastIndex(of: "-"), let number = Int(id[id.index(after: dash)...]), number >= 2 else { return }
        let base = String(id[..<dash])
        if let hint = freeNameHints[base], number < hint { freeNameHints[base] = number }
    }
}
