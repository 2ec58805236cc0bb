import Foundation
import Testing
@testable import Bindery

private typealias Probe = ProbeSubject<Int, TestError>

/// Completion, failure, cancellation and demand at every arity of `combineLatest` (3, 4, a collection) and `merge`
/// (2 to 8, a sequence), as Apple's Combine documents them; the arity-2 cases live in CombineLatestTests and MergeTests.
@Suite struct OperatorArityTests {
    /// `combineLatest` of `probes` (3 or 4 of them, or a collection), its values as arrays.
    private static func combined(_ probes: [Probe], asCollection: Bool) -> AnyPublisher<[Int], TestError> {
        if asCollection { return probes.combineLatest().eraseToAnyPublisher() }
        switch probes.count {
        case 3: return probes[0].combineLatest(probes[1], probes[2]).map { [$0, $1, $2] }.eraseToAnyPublisher()
        case 4: return probes[0].combineLatest(probes[1], probes[2], probes[3]).map { [$0, $1, $2, $3] }.eraseToAnyPublisher()
        default: preconditionFailure("combineLatest of \(probes.count) is not an arity under test")
        }
    }

    /// `merge` of `probes` (2 to 8 of them, or a sequence through `MergeMany`).
    private static func merged(_ probes: [Probe], asSequence: Bool) -> AnyPublisher<Int, TestError> {
        if asSequence { return Publishers.MergeMany(probes).eraseToAnyPublisher() }
        let p = probes
        switch probes.count {
        case 2: return p[0].merge(with: p[1]).eraseToAnyPublisher()
        case 3: return p[0].merge(with: p[1], p[2]).eraseToAnyPublisher()
        case 4: return p[0].merge(with: p[1], p[2], p[3]).eraseToAnyPublisher()
        case 5: return p[0].merge(with: p[1], p[2], p[3], p[4]).eraseToAnyPublisher()
        case 6: return p[0].merge(with: p[1], p[2], p[3], p[4], p[5]).eraseToAnyPublisher()
        case 7: return p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6]).eraseToAnyPublisher()
        case 8: return p[0].merge(with: p[1], p[2], p[3], p[4], p[5], p[6], p[7]).eraseToAnyPublisher()
        default: preconditionFailure("merge of \(probes.count) is not an arity under test")
        }
    }

    static let combineLatestCases: [(count: Int, asCollection: Bool)] = [(3, false), (4, false), (3, true), (5, true)]
    static let mergeCases: [(count: Int, asSequence: Bool)] = (2...8).map { ($0, false) } + [(3, true)]

    // MARK: combineLatest

    @Test(arguments: combineLatestCases)
    func combineLatestFinishesOnlyWhenEveryUpstreamHasFinished(count: Int, asCollection: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.combined(probes, asCollection: asCollection).record()
        for (index, probe) in probes.enumerated() { probe.send(index) }
        for probe in probes.dropLast() { probe.send(completion: .finished) }
        probes.last!.send(9)
        let values: [Event<[Int], TestError>] = [.value(Array(0..<count)), .value(Array(0..<count - 1) + [9])]
        subscriber.expect(values)

        probes.last!.send(completion: .finished)
        subscriber.expect(values + [.finished])
    }

    @Test(arguments: combineLatestCases)
    func combineLatestFailsAtOnceAndCancelsEveryOtherUpstream(count: Int, asCollection: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.combined(probes, asCollection: asCollection).record()
        probes[0].send(1)
        probes[count - 1].send(completion: .failure(TestError(7)))
        #expect(probes.dropLast().allSatisfy { $0.cancels == 1 })
        probes[0].send(completion: .failure(TestError(8)))
        subscriber.expect([.failure(TestError(7))])
    }

    @Test(arguments: combineLatestCases)
    func combineLatestHonoursDemandHoldsTheLatestCombinationAndDeliversItWhenAskedForMore(count: Int, asCollection: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.combined(probes, asCollection: asCollection).record(demand: .max(1))
        #expect(probes.allSatisfy { $0.requests == [.max(1)] }, "the downstream's demand is asked of every upstream")
        let ones = Array(repeating: 1, count: count)
        for probe in probes { probe.send(1) }
        subscriber.expect([.value(ones)])

        subscriber.request(.max(1))
        probes[0].send(2)
        probes[1].send(2)        // no demand left downstream: held
        let first = [2] + ones.dropFirst(), second = [2, 2] + ones.dropFirst(2)
        subscriber.expect([.value(ones), .value(first)])
        subscriber.request(.max(1))
        subscriber.expect([.value(ones), .value(first), .value(second)])
        probes[2].send(3)        // demand used up again: held, not delivered
        subscriber.expect([.value(ones), .value(first), .value(second)])
        #expect(subscriber.violations == [])
    }

    @Test(arguments: combineLatestCases)
    func combineLatestCancelCancelsEveryUpstream(count: Int, asCollection: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.combined(probes, asCollection: asCollection).record()
        for probe in probes { probe.send(1) }
        subscriber.cancel()
        #expect(probes.allSatisfy { $0.cancels == 1 })
        probes[0].send(2)
        subscriber.expect([.value(Array(repeating: 1, count: count))])
    }

    // MARK: merge

    @Test(arguments: mergeCases)
    func mergeCancelCancelsEveryUpstreamAndDeliversNothingMore(count: Int, asSequence: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.merged(probes, asSequence: asSequence).record()
        probes[count - 1].send(1)
        subscriber.cancel()
        #expect(probes.allSatisfy { $0.cancels == 1 })
        for probe in probes { probe.send(2) }
        subscriber.expect([.value(1)])
    }

    @Test(arguments: mergeCases)
    func mergeHonoursDemandHoldsValuesInArrivalOrderAndDeliversThemWhenAsked(count: Int, asSequence: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.merged(probes, asSequence: asSequence).record(demand: .max(2))
        for (index, probe) in probes.enumerated().reversed() { probe.send(index) }
        let arrival = (0..<count).reversed().map { Event<Int, TestError>.value($0) }
        subscriber.expect(Array(arrival.prefix(2)))

        subscriber.request(.max(count))
        subscriber.expect(arrival)
        for probe in probes { probe.send(completion: .finished) }
        subscriber.expect(arrival + [.finished])
        #expect(subscriber.violations == [])
    }

    @Test(arguments: mergeCases)
    func mergeFailsAtOnceAndCancelsEveryOtherUpstream(count: Int, asSequence: Bool) {
        let probes = (0..<count).map { _ in Probe() }
        let subscriber = Self.merged(probes, asSequence: asSequence).record()
        probes[count - 1].send(completion: .failure(TestError(3)))
        #expect(probes.dropLast().allSatisfy { $0.cancels == 1 })
        probes[0].send(1)
        subscriber.expect([.failure(TestError(3))])
    }

    // MARK: observe(on:)

    @Test func observeOnDeliversAFailureOnTheSchedulerAfterEarlierValuesExactlyOnce() {
        let (scheduler, erased) = makeTestScheduler()
        let probe = Probe()
        let subscriber = probe.observe(on: erased).record()
        probe.send(1)
        probe.send(completion: .failure(TestError(4)))
        probe.send(completion: .failure(TestError(5)))
        subscriber.expect([])
        scheduler.advance()
        subscriber.expect([.value(1), .failure(TestError(4))])
        probe.send(2)
        scheduler.advance()
        subscriber.expect([.value(1), .failure(TestError(4))])
    }
}
