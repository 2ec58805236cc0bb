import Bindery
import Foundation

/// A date, a time of day, or both (UIKit's `UIDatePicker`): the browser's own picker (`<input type="date">`,
/// `"time"` or `"datetime-local"`), named by its `accessibilityLabel`, typed field by field or chosen from its
/// calendar. Dates go to and from the page in one fixed ISO 8601 form (`WireDate`) in `timeZone`, to the minute;
/// anything else the page sends, or a date outside `minimumDate...maximumDate`, is refused.
open class DatePicker: ValueControl<Date>, NativelyRoled {
    /// What the picker shows (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Sendable, Equatable {
        /// A time of day (`<input type="time">`, `14:05`).
        case time
        /// A day (`<input type="date">`, `2025-03-01`).
        case date
        /// A day and a time (`<input type="datetime-local">`, `2025-03-01T14:05`).
        case dateAndTime

        /// The input's type.
        var inputType: String {
            switch self {
            case .time: "time"
            case .date: "date"
            case .dateAndTime: "datetime-local"
            }
        }
    }

    /// The date; setting it (clamped into the range) sends it to the page (what the user picks is not sent back).
    public var date: Date {
        get { currentValue }
        set { setValue(newValue) }
    }

    /// What the picker shows; the page gets the control anew when it changes.
    public var datePickerMode: Mode {
        didSet { if datePickerMode != oldValue { emitReplacement() } }
    }

    /// The time zone the page's days and times are in (UIKit's `timeZone`): unless set, the browser's, as the screen
    /// that holds the picker knows it (`ViewController.timeZone`; UTC outside a screen). The page gets the control
    /// anew when it changes, and when the browser's changes under a picker that follows it.
    public var timeZone: TimeZone {
        get { chosenTimeZone ?? owner?.timeZone ?? BrowserTimeZone.fallback }
        set {
            let old = timeZone
            chosenTimeZone = newValue
            if newValue != old { emitReplacement() }
        }
    }
    /// The zone set on the picker, nil while it follows its screen's.
    private var chosenTimeZone: TimeZone?
    /// Whether the picker shows its screen's time zone, which its screen then tells it of (`browserTimeZoneChanged()`).
    var followsBrowserTimeZone: Bool { chosenTimeZone == nil }

    /// The earliest date the user may pick (nil: none); the page gets the control anew when it changes.
    public var minimumDate: Date? {
        didSet { if minimumDate != oldValue { rangeDidChange() } }
    }

    /// The latest date the user may pick (nil: none); the page gets the control anew when it changes.
    public var maximumDate: Date? {
        didSet { if maximumDate != oldValue { rangeDidChange() } }
    }

    /// Creates a picker showing `date` in `mode`, in `timeZone` (nil: the browser's), with the DOM id `id` (none: named
    /// after the screen's property that holds it).
    public init(id: String = "", date: Date = Date(), mode: Mode = .dateAndTime, timeZone: TimeZone? = nil,
                classes: [String] = []) {
        datePickerMode = mode
        chosenTimeZone = timeZone
        super.init(id: id, value: date, classes: classes)
    }

    /// Sends the page the control anew: the browser's time zone changed under it (its screen calls this).
    func browserTimeZoneChanged() { emitReplacement() }

    /// Sets the date (clamped) and sends it to the page (UIKit's `setDate(_:animated:)`).
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    var elementRole: String { "textbox" }

    override var wireValue: String { WireDate.text(currentValue, mode: datePickerMode, timeZone: timeZone) }

    /// `date` clamped into `minimumDate...maximumDate`.
    override func fitted(_ date: Date) -> Date {
        var fitted = date
        if let minimumDate, fitted < minimumDate { fitted = minimumDate }
        if let maximumDate, fitted > maximumDate { fitted = maximumDate }
        return fitted
    }

    /// Renders the `<input>` of the mode with its value and range; `disabled` when not enabled.
    public override func render() -> String {
        let bound = { (date: Date?) in date.map { WireDate.text($0, mode: self.datePickerMode, timeZone: self.timeZone) } }
        return "<input\(commonAttributes([("type", datePickerMode.inputType), ("value", wireValue), ("min", bound(minimumDate)), ("max", bound(maximumDate))] + controlAttributes))>"
    }

    /// Reads the mode's ISO form of a day and time that exist, within the range; anything else is refused.
    override func parse(_ text: String) -> Result<Date, ProtocolError> {
        guard let date = WireDate.parse(text, mode: datePickerMode, timeZone: timeZone, keeping: currentValue) else {
            return refusal("takes a \(datePickerMode.inputType) in ISO 8601 form, not \"\(text.prefix(40))\".")
        }
        guard fitted(date) == date else { return refusal("takes a date within its range, not \(text).") }
        return .success(date)
    }
}

extension Reactive where Base: DatePicker {
    /// The date: the current one first, then each the user picks; binding a date sets it (RxCocoa's `datePicker.rx.date`).
    public var date: ControlProperty<Date> { base.valueProperty }
    /// The same as `date` (RxCocoa's `datePicker.rx.value`).
    public var value: ControlProperty<Date> { base.valueProperty }
}
