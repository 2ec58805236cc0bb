import Bindery
import Foundation
import Synchronization

extension Publisher {
    /// The same values, from a source every tab shares (a store of the app's own, a feed): a tab whose screen is
    /// subscribed keeps its screens however long it idles, so it shows, as they happen, the changes other tabs make.
    ///
    /// An idle tab lets its screens go and rebuilds them from its record on its next message
    /// (`WebConfiguration.releaseIdleScreensAfter`); released screens hear nothing, so a list of notes left open would
    /// stop showing the notes another tab adds. Mark the store's publisher once, where the store makes it, and every
    /// screen that shows it is kept while it is subscribed (and may go again once that screen is popped):
    ///
    /// ```swift
    /// public var notes: AnyPublisher<[Note], Never> { relay.followedAcrossTabs().eraseToAnyPublisher() }
    /// ```
    ///
    /// Subscribed off a session's UI thread (a test, a job of the app's own), it only passes the values on.
    /// `ViewController.followsChangesOutsideItsTab` says the same of a whole screen.
    public func followedAcrossTabs() -> Deferred<Publishers.HandleEvents<Self>> {
        let upstream = self
        return Deferred {
            let follower = OtherTabsFollower(of: ThreadJournal.current)
            return upstream.handleEvents(receiveCompletion: { _ in follower.stop() }, receiveCancel: { follower.stop() })
        }
    }
}

/// One subscription of a session's UI thread to changes from outside its tab, counted in from its start until it
/// stops (cancelled, or its source finished), once.
private final class OtherTabsFollower: Sendable {
    private let thread: ThreadJournal?
    private let stopped = Atomic(false)

    init(of thread: ThreadJournal?) {
        self.thread = thread
        thread?.followersOfOtherTabs.add(1, ordering: .releasing)
    }

    deinit { stop() }

    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        thread?.followersOfOtherTabs.subtract(1, ordering: .releasing)
    }
}
