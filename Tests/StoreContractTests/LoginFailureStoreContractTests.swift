import Foundation
import Login
import Testing

/// The sign-in throttle's failure store, proven on every backend: failures read back oldest first from any
/// instance, each key bounded to its limit, old ones pruned, a key's failures forgotten on request.
@Suite struct LoginFailureStoreContractTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(arguments: StoreBackend.underTest)
    func failuresReadBackOldestFirstFromAnotherInstance(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let writer = try place.openAccountDatabase()
        try writer.recordFailure(keys: ["pair:x": 9, "client:x": 20], at: Self.start, droppingBefore: .distantPast)
        try writer.recordFailure(keys: ["pair:x": 9], at: Self.start + 5, droppingBefore: .distantPast)

        let reader = try place.openAccountDatabase()
        #expect(try reader.failures(since: .distantPast) == [
            RecordedFailure(key: "client:x", time: Self.start),
            RecordedFailure(key: "pair:x", time: Self.start),
            RecordedFailure(key: "pair:x", time: Self.start + 5),
        ])
        #expect(try reader.failures(since: Self.start + 1) == [RecordedFailure(key: "pair:x", time: Self.start + 5)])
    }

    @Test(arguments: StoreBackend.underTest)
    func eachKeyKeepsItsNewestFailuresUpToItsLimitAndOldOnesArePruned(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        for second in 0..<5 {
            try store.recordFailure(keys: ["pair:x": 3, "client:x": 10], at: Self.start + Double(second),
                                    droppingBefore: .distantPast)
        }
        #expect(try store.failures(since: .distantPast).filter { $0.key == "pair:x" }.map(\.time)
                == [Self.start + 2, Self.start + 3, Self.start + 4], "the pair keeps its three newest")
        #expect(try store.failureCount() == 3 + 5)

        try store.recordFailure(keys: ["client:y": 10], at: Self.start + 100, droppingBefore: Self.start + 4)
        #expect(try store.failures(since: .distantPast).map(\.key) == ["client:x", "pair:x", "client:y"],
                "everything older than the cutoff is dropped")
    }

    @Test(arguments: StoreBackend.underTest)
    func forgettingKeysDropsOnlyTheirFailures(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openAccountDatabase()
        try store.recordFailure(keys: ["pair:x": 9, "account:x": 9, "client:x": 20], at: Self.start, droppingBefore: .distantPast)

        try place.openAccountDatabase().forgetFailures(keys: ["pair:x", "account:x"])

        #expect(try store.failures(since: .distantPast) == [RecordedFailure(key: "client:x", time: Self.start)])
    }
}

/// Two sign-in throttles on two instances of one store count each other's failures and sign-ins, as two gallery
/// instances on one database do.
@Suite struct SharedThrottleContractTests {
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(arguments: StoreBackend.underTest)
    func failuresOnOneInstanceDelayTheNextTryOnAnother(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = try (throttle(on: place), throttle(on: place))
        fail(5, on: a)

        #expect(b.admit(account: "demo@example.com", client: "10.0.0.1") == .refused(retryAfter: .seconds(60)),
                "B counts A's five failures: the pair waits a minute")
    }

    @Test(arguments: StoreBackend.underTest)
    func anAccountSprayedOnOneInstanceHoldsOnAnotherOnlyTheAddressesThatFailedThere(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = try (throttle(on: place), throttle(on: place))
        for index in 1...10 { fail(1, on: a, client: "10.0.0.\(index)") }

        #expect(b.admit(account: "demo@example.com", client: "10.0.0.1") == .refused(retryAfter: .seconds(5)),
                "B counts A's ten failures of the account against an address that failed on it")
        guard case let .admitted(fresh) = b.admit(account: "demo@example.com", client: "10.0.0.99") else {
            Issue.record("an address with no failure of its own was refused")
            return
        }
        b.release(fresh)
    }

    @Test(arguments: StoreBackend.underTest)
    func aSignInOnOneInstanceForgetsThePairsFailuresOnAnother(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = try (throttle(on: place), throttle(on: place))
        fail(3, on: a)
        guard case let .admitted(signIn) = b.admit(account: "demo@example.com", client: "10.0.0.1") else {
            Issue.record("the fourth try is free")
            return
        }
        b.recordSignIn(signIn)

        fail(3, on: a)
        #expect(a.retryDelay(account: "demo@example.com", client: "10.0.0.1") == nil,
                "A counts from B's sign-in: three failures since, none of the three before")
    }

    private func throttle(on place: StorePlace) throws -> LoginThrottle {
        LoginThrottle(store: try place.openAccountDatabase(), clock: { Self.now })
    }

    /// `count` admitted tries of the demo account from `client` on `throttle`, each a wrong password.
    private func fail(_ count: Int, on throttle: LoginThrottle, client: String = "10.0.0.1") {
        for _ in 0..<count {
            guard case let .admitted(attempt) = throttle.admit(account: "demo@example.com", client: client) else {
                Issue.record("a try within the free failures was refused")
                return
            }
            throttle.recordFailure(attempt)
        }
    }
}
