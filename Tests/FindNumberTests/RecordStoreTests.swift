import FindNumber
import Foundation
import Testing

/// The record store over real `UserDefaults` suites in a temporary home.
struct RecordStoreTests {
    let suites = TemporaryDefaults()

    @Test func anEmptySuiteReadsAsANewGame() {
        let store = RecordStore(defaults: suites.defaults(suiteName: suites.makeSuiteName()))
        #expect(store.load() == .initial)
    }

    @Test func aSavedRecordIsReadBackFromItsFileUnderTheSeedsKeys() throws {
        let suiteName = suites.makeSuiteName()
        RecordStore(defaults: suites.defaults(suiteName: suiteName))
            .save(GameRecord(round: 4, best: 6, current: 3))

        let defaults = suites.defaults(suiteName: try suites.copyOfSuiteOnDisk(suiteName))

        #expect(RecordStore(defaults: defaults).load() == GameRecord(round: 4, best: 6, current: 3))
        #expect(defaults.integer(forKey: "Round") == 4)
        #expect(defaults.integer(forKey: "BestRecord") == 6)
        #expect(defaults.integer(forKey: "CurrentRecord") == 3)
    }

    @Test func savingWritesTheRecordToTheSuitesFileOnDisk() throws {
        let suiteName = suites.makeSuiteName()
        RecordStore(defaults: suites.defaults(suiteName: suiteName))
            .save(GameRecord(round: 2, best: 5, current: 1))

        let data = try Data(contentsOf: suites.file(ofSuite: suiteName))
        let stored = try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])

        #expect(stored["Round"] as? Int == 2)
        #expect(stored["BestRecord"] as? Int == 5)
        #expect(stored["CurrentRecord"] as? Int == 1)
    }
}
