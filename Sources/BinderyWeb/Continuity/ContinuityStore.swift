import Foundation

/// Where each tab's continuity record lives — the journal its session is restored from after a reload, a restart
/// or a crash — so that any server holding the same store can bring the tab back.
///
/// A record is one session's journal without the server's messages: its header, then every message from the page
/// the session handled and every answer its services got, one JSON line each (`Journal`'s format). A record is
/// named by the session's token, checked well-formed before it names anything (`SessionToken.isWellFormed`).
public protocol ContinuityStore: Sendable {
    /// Starts the record of a new session with `header` (replacing any record of that token), or, with `header`
    /// nil, opens an existing one to append to; nil when it cannot be written (the session then runs unrecorded).
    func open(token: String, header: JournalHeader?) -> (any ContinuityAppender)?
    /// The record of the session with `token` as JSON lines, if there is one.
    func record(token: String) -> String?
    /// Deletes the record of the session with `token` (it ended, or was replaced by another).
    func remove(token: String)
    /// Deletes every record last written before `date`; returns how many.
    @discardableResult
    func removeRecords(writtenBefore date: Date) -> Int
}

/// Appends lines to one record. Called from one thread at a time (the session's UI thread, or a service's
/// completion under the log's lock).
public protocol ContinuityAppender: AnyObject, Sendable {
    /// Appends `bytes` (whole lines) to the record; a failed write is dropped and reported by the store, once.
    func append(_ bytes: [UInt8])
    /// Writes what the appender still holds now, where it holds any (a store that batches its writes); called
    /// before the page is told to move to another instance, which will read the record.
    func flush()
    /// Closes the record for writing (it stays in the store).
    func close()
}

extension ContinuityAppender {
    public func flush() {}
}
