@testable import BinderyWeb
import Foundation
import Testing

/// Views made without an id, named as they are registered and let go at random (seeded): each gets the first free
/// name, `label`, `label-2`…, as if every name were tried from the start (`ViewController.unique`).
@Suite struct FreeNameTests {
    @Test func eachViewGetsTheFirstFreeNameHoweverNamesWereFreed() {
        let screen = ViewController()
        screen.reservedIDs = ["label-4"]
        var generator = SeededGenerator(state: 58)
        var shown: [Label] = []
        for _ in 0..<3_000 {
            if shown.isEmpty || Int.random(in: 0..<5, using: &generator) < 3 {
                let label = Label()
                let expected = ViewController.unique("label", in: Set(screen.viewsById.keys).union(screen.reservedIDs))
                screen.register(label)
                #expect(label.id == expected)
                shown.append(label)
            } else {
                screen.replaceRegistered([shown.remove(at: Int.random(in: shown.indices, using: &generator))], with: [])
            }
        }
        #expect(shown.count > 100)
    }
}
