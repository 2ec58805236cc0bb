import Bank
import Bindery
import BinderyTest
import BinderyWeb
import Foundation
import PostgresNIO
import PostgresStorage
import Testing

/// Live updates across instances on PostgreSQL: a commit through one instance fires the changes publisher of
/// another (as a deposit on gallery A refreshes a bank screen on gallery B) within a second, and a listening
/// connection that is cut comes back and tells its owner to catch up.
@Suite(.enabled(if: StoreBackend.postgresURL != nil, "needs BINDERY_TEST_POSTGRES_URL"))
struct PostgresLiveUpdateTests {
    @Test func aCommitOnOneInstanceReachesAnotherWithinASecond() throws {
        let place = try StorePlace(.postgres)
        let (a, b) = (try place.openBankAccount() as! PostgresBankAccount, try place.openBankAccount() as! PostgresBankAccount)
        try b.prepare()
        try waitUntil("B listens") { b.isListening }
        let heard = Tally()
        let subscription = b.changes.sink { heard.add(.success) }
        defer { subscription.cancel() }

        let start = Date()
        _ = try a.deposit(7)
        try waitUntil("B hears A's deposit") { heard.count(.success) == 1 }

        #expect(Date().timeIntervalSince(start) < 1)
        #expect(try b.balance() == 7)
        _ = try? a.withdraw(100)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(heard.count(.success) == 1, "a refused withdrawal commits nothing and announces nothing")
    }

    @Test func aDepositOnInstanceAUpdatesTheBankScreenOnInstanceBWithinASecond() throws {
        let place = try StorePlace(.postgres)
        let (a, b) = (try place.openBankAccount(), try place.openBankAccount() as! PostgresBankAccount)
        try b.prepare()
        try waitUntil("B listens") { b.isListening }
        let scheduler = DispatchQueue.test
        let registry = ScreenRegistry()
        registry.register("/bank", texts: BankText.self) { _ in
            BankViewController { BankReactor(account: b, background: scheduler.eraseToAnyScheduler()) }
        }
        let screenOnB = ScreenTester(path: "/bank", registry: registry, language: "en", scheduler: scheduler)
        defer { screenOnB.close() }
        let balance = { screenOnB.view("balanceLabel", as: Label.self)?.text }
        #expect(balance() == "Balance: ₩0")

        let start = Date()
        _ = try a.deposit(1500)
        try waitUntil("B's screen shows A's deposit") {
            scheduler.advance()
            return balance() == "Balance: ₩1,500"
        }

        #expect(Date().timeIntervalSince(start) < 1)
        #expect(screenOnB.view("historyTable", as: TableView.self)?.rows.count == 1)
    }

    @Test func theFirstListenAsksForACatchUpAsAReconnectionDoes() throws {
        // What was committed while an instance read its first state, before its LISTEN was in place, was not heard.
        let place = try StorePlace(.postgres)
        let catchUps = Tally()
        let listener = try place.openListener(channel: "bindery_test_first_listen") { catchUps.add(.success) }
        defer { listener.stop() }
        try waitUntil("listening") { listener.isListening }
        #expect(catchUps.count(.success) == 1)
    }

    @Test func aCutListeningConnectionComesBackAndAsksForACatchUp() throws {
        let place = try StorePlace(.postgres)
        let account = try place.openBankAccount() as! PostgresBankAccount
        try account.prepare()
        try waitUntil("listening") { account.isListening }
        let heard = Tally()
        let subscription = account.changes.sink { heard.add(.success) }
        defer { subscription.cancel() }

        try place.execute(["""
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
            """])

        try waitUntil("reconnected and told to catch up", timeout: 5) { heard.count(.success) >= 1 && account.isListening }
    }
}
