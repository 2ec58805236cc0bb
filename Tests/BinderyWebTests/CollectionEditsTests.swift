@testable import BinderyWeb
import Foundation
import Testing

/// A collection sends the views that came and went, not all of them: `CollectionEdits` worked out from two lists of
/// views, the page's way of applying them, and the patch a collection emits.
@Suite struct CollectionEditsTests {
    private static func views(_ ids: some Sequence<Int>) -> [View] { ids.map { Label(id: "card-\($0)", text: "Card \($0)") } }

    /// What the page does with edits (`editContent` in bindery.js), on the ids of the container's children: the removed
    /// views go, then each new one goes after the view it follows, or first.
    private static func applied(_ edits: CollectionEdits, to shown: [String], newViews: [View]) -> [String] {
        var children = shown.filter { !edits.removed.contains($0) }
        for view in edits.inserted {
            let id = try! #require(newViews.first { $0.html == view.html }?.id)
            let at = view.after.map { after in children.firstIndex(of: after).map { $0 + 1 } ?? -1 } ?? 0
            #expect(at >= 0, "\(id) follows \(view.after ?? "") that is not shown")
            children.insert(id, at: max(at, 0))
        }
        return children
    }

    @Test func aViewAddedToALongListSendsThatViewOnly() throws {
        let old = Self.views(1...300)
        let new = old + Self.views([301])
        let edits = try #require(CollectionEdits.between(old, new))
        #expect(edits == CollectionEdits(removed: [], inserted: [.init(after: "card-300", html: new[300].html)]))
        #expect(Self.applied(edits, to: old.map(\.id), newViews: new) == new.map(\.id))
    }

    @Test func aViewPutFirstOrInTheMiddleOrRemovedIsSentAlone() throws {
        let old = Self.views(1...10)
        let first = Self.views([0])[0]
        #expect(CollectionEdits.between(old, [first] + old) == CollectionEdits(removed: [], inserted: [.init(after: nil, html: first.html)]))
        var fewer = old
        fewer.remove(at: 3)
        #expect(CollectionEdits.between(old, fewer) == CollectionEdits(removed: ["card-4"], inserted: []))
        var replaced = old
        replaced[5] = Label(id: "card-6", text: "Another card 6")
        let edits = try #require(CollectionEdits.between(old, replaced))
        #expect(edits == CollectionEdits(removed: ["card-6"], inserted: [.init(after: "card-5", html: replaced[5].html)]),
                "a view made anew with a shown view's id takes its place")
        #expect(Self.applied(edits, to: old.map(\.id), newViews: replaced) == replaced.map(\.id))
    }

    @Test func everyViewIsSentWhenViewsMoveRepeatOrAreMostlyNew() {
        let old = Self.views(1...10)
        #expect(CollectionEdits.between(old, old.reversed()) == nil, "reordered")
        #expect(CollectionEdits.between([], old) == nil, "from none")
        #expect(CollectionEdits.between(old, []) == nil, "to none")
        #expect(CollectionEdits.between(old, old + [old[0]]) == nil, "a view twice")
        #expect(CollectionEdits.between(old, Self.views(1...10)) == nil, "every view made anew")
        #expect(CollectionEdits.between(old, old + Self.views(11...21)) == nil, "more new views than kept")
        #expect(CollectionEdits.between(old, old) == CollectionEdits(removed: [], inserted: []), "nothing changed")
    }

    /// Random lists and random changes to them (seeded): whatever edits are sent, the page ends up with the new views.
    @Test func editsAlwaysTurnTheOldViewsIntoTheNewOnes() {
        var generator = SeededGenerator(state: 39)
        var sentEdits = 0
        for round in 0..<1_000 {
            let old = Self.views((0..<(round % 13)).map { $0 * 2 })
            var new = old
            for step in 0..<(round % 5) {
                switch (round + step * 7) % 4 {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: new.indices, using: &generator))
                case 1:
                    let view = Label(id: "new-\(round)-\(step)", text: "new")
                    new.insert(view, at: Int.random(in: 0...new.count, using: &generator))
                case 2 where !new.isEmpty:
                    let at = Int.random(in: new.indices, using: &generator)
                    new[at] = Label(id: new[at].id, text: "made anew")
                case 3 where new.count > 1: new.swapAt(0, new.count - 1)
                default: break
                }
            }
            guard let edits = CollectionEdits.between(old, new) else { continue }
            sentEdits += 1
            #expect(Self.applied(edits, to: old.map(\.id), newViews: new) == new.map(\.id),
                    "\(old.map(\.id)) → \(new.map(\.id))")
        }
        #expect(sentEdits > 300)
    }

    @Test func aCollectionSendsEditsOnceItShowsViewsAndTheirJSONSaysWhereEachGoes() throws {
        let tester = ScreenTester({ CardsScreen() }, path: "/cards")
        let cards = try #require((tester.screen as? CardsScreen)?.cards)
        _ = tester.takePatches()
        let first = Self.views(1...3)
        let added = Label(id: "card-4", text: "<Card 4>")
        var patches: [Patch] = []
        for views in [first, [first[0], first[2], added], [first[0], first[2], added], []] {
            cards.items = views
            tester.advance()
            patches += tester.takePatches()
        }
        #expect(patches == [
            .content(id: "cards", html: first.map(\.html).joined()),
            .contentEdits(id: "cards", value: CollectionEdits(removed: ["card-2"], inserted: [.init(after: "card-3", html: added.html)])),
            .content(id: "cards", html: ""),
        ])
        let frame = ServerMessage.patches([patches[1]]).frame
        #expect(frame == #"{"t":"patch","p":[{"op":"contentEdits","id":"cards","removed":["card-2"],"value":[{"after":"card-3","html":"<p id=\"card-4\">&lt;Card 4&gt;</p>"}]}]}"#)
    }
}
