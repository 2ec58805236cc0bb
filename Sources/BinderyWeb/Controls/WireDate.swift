import Foundation

/// Dates as a page's date and time fields hold them, in one fixed ISO 8601 form per mode (`2025-03-01`, `14:05`,
/// `2025-03-01T14:05`) in a given time zone: written with the Gregorian calendar, read strictly (the exact form,
/// a day and time that exist).
enum WireDate {
    /// `date` as a field of `mode` holds it, in `timeZone`.
    static func text(_ date: Date, mode: DatePicker.Mode, timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
        let time = "\(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
        switch mode {
        case .date: return day
        case .time: return time
        case .dateAndTime: return day + "T" + time
        }
    }

    /// The date a page's field of `mode` sent as `text`, in `timeZone`; what the mode does not show (the time of a
    /// date, the day of a time) is kept from `date`, and the seconds of a chosen time are 0. Nil for anything but the
    /// mode's exact form of a day and time that exist there.
    static func parse(_ text: String, mode: DatePicker.Mode, timeZone: TimeZone, keeping date: Date) -> Date? {
        let calendar = calendar(timeZone)
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let bytes = Array(text.utf8)
        let timeStart: Int
        switch mode {
        case .date: guard bytes.count == 10 else { return nil }; timeStart = -1
        case .time: guard bytes.count == 5 else { return nil }; timeStart = 0
        case .dateAndTime: guard bytes.count == 16, bytes[10] == UInt8(ascii: "T") else { return nil }; timeStart = 11
        }
        if mode != .time {
            guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2), year >= 1
            else { return nil }
            (parts.year, parts.month, parts.day) = (year, month, day)
        }
        if timeStart >= 0 {
            guard bytes[timeStart + 2] == UInt8(ascii: ":"), let hour = number(bytes, timeStart, 2),
                  let minute = number(bytes, timeStart + 3, 2)
            else { return nil }
            (parts.hour, parts.minute, parts.second) = (hour, minute, 0)
        }
        parts.nanosecond = 0
        guard let chosen = calendar.date(from: parts) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: chosen)
        guard back.year == parts.year, back.month == parts.month, back.day == parts.day, back.hour == parts.hour,
              back.minute == parts.minute, back.second == parts.second else { return nil }
        return chosen
    }

    /// The Gregorian calendar in `timeZone`.
    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `value` in at least `width` digits, zeros in front.
    private static func padded(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The number the `count` ASCII digits of `bytes` from `start` make; nil when one is not a digit.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + count] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
