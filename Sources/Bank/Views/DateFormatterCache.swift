import Foundation

/// Medium-style date-and-time formatters kept by locale and time zone, shared by every session; each use is
/// serialised by a lock, since a formatter is not guaranteed to be safe to use from two threads at once.
final class DateFormatterCache: @unchecked Sendable {
    // @unchecked Sendable: `formatters` and the formatters in it are only touched under `lock`.
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    /// `date` written in `locale` and `timeZone`, medium date and time styles.
    func string(from date: Date, locale: String, timeZone: TimeZone) -> String {
        lock.withLock {
            let key = locale + "|" + timeZone.identifier
            if let formatter = formatters[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .medium
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
