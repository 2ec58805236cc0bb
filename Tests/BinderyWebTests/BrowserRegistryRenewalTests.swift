import BinderyWeb
import Foundation
import Testing

/// Renewing a browser moves its values to a new id, forgets the old one, and hands out a ticket good once.
struct BrowserRegistryRenewalTests {
    private let key = SessionKey<String>("test.account")

    @Test func renewingMovesTheValuesToANewIdAndForgetsTheOld() throws {
        let registry = BrowserRegistry()
        let (oldID, values) = registry.browser(id: nil)
        values[key] = "me@example.com"
        let renewed = try #require(registry.renew(id: oldID))
        #expect(renewed.id != oldID)
        #expect(registry.redeem(ticket: renewed.ticket) == renewed.id)
        #expect(registry.redeem(ticket: renewed.ticket) == nil, "once")
        #expect(registry.browser(id: renewed.id).values[key] == "me@example.com")
        let stranger = registry.browser(id: oldID)
        #expect(stranger.id != oldID && stranger.values[key] == nil)
        #expect(registry.renew(id: oldID) == nil, "an unknown id has nothing to renew")
    }

    @Test func aTicketExpires() throws {
        let registry = BrowserRegistry()
        let now = Date()
        let renewed = try #require(registry.renew(id: registry.browser(id: nil, now: now).id, now: now))
        #expect(registry.redeem(ticket: renewed.ticket, now: now.addingTimeInterval(BrowserRegistry.ticketLifetime + 1)) == nil)
    }
}
