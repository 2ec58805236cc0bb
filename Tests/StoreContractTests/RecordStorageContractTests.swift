import FindNumber
import Foundation
import Testing

/// Find Number's record storage, proven on every backend: a new game until something is written, the latest write
/// read back by another instance, a best streak never lowered, and the write-behind `RecordStore` on top of it.
@Suite struct RecordStorageContractTests {
    @Test(arguments: StoreBackend.underTest)
    func nothingWrittenReadsAsANewGame(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        #expect(try place.openRecordStorage().read() == .initial)
    }

    @Test(arguments: StoreBackend.underTest)
    func theLatestWriteIsReadBackByAnotherInstance(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let writer = try place.openRecordStorage()
        try writer.write(GameRecord(round: 3, best: 2, current: 2))
        try writer.write(GameRecord(round: 4, best: 3, current: 3))

        #expect(try place.openRecordStorage().read() == GameRecord(round: 4, best: 3, current: 3))
    }

    @Test(arguments: StoreBackend.underTest)
    func aWriteNeverLowersTheBestStreak(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let storage = try place.openRecordStorage()
        try storage.write(GameRecord(round: 6, best: 5, current: 5))
        try storage.write(GameRecord(round: 1, best: 2, current: 0))  // written by an instance that read an older record

        #expect(try place.openRecordStorage().read() == GameRecord(round: 1, best: 5, current: 0))
    }

    @Test(arguments: StoreBackend.underTest)
    func aStoresFlushedSaveIsReadByAnotherInstancesStore(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = RecordStore(storage: try place.openRecordStorage())
        store.save(GameRecord(round: 2, best: 1, current: 1))
        store.flush()

        #expect(RecordStore(storage: try place.openRecordStorage()).load() == GameRecord(round: 2, best: 1, current: 1))
    }
}

/// Across instances on PostgreSQL: a storage that has read the record once keeps it at hand, and hears every other
/// instance's write within a second.
@Suite(.enabled(if: StoreBackend.postgresURL != nil, "needs BINDERY_TEST_POSTGRES_URL"))
struct PostgresRecordStorageTests {
    @Test func aWriteOnOneInstanceReachesAnotherInstancesReadWithinASecond() throws {
        let place = try StorePlace(.postgres)
        let (a, b) = (try place.openRecordStorage(), try place.openRecordStorage() as! PostgresRecordStorage)
        #expect(try b.read() == .initial)
        try waitUntil("B listens") { b.isListening }

        let start = Date()
        try a.write(GameRecord(round: 8, best: 7, current: 7))
        try waitUntil("B reads A's write") { try b.read() == GameRecord(round: 8, best: 7, current: 7) }
        #expect(Date().timeIntervalSince(start) < 1)
    }
}
