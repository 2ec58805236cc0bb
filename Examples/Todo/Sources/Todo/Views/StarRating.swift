import Bindery
import BinderyWeb

/// A rating from none to `maximum` stars: a control of the app's own, made with BinderyWeb's public API only (see
/// the article *Defining a control of your own*). Its element is a group of star buttons (`makeElement()`), the one
/// showing the rating pressed; its property, `rating`, reaches the page by drawing the control again
/// (`setNeedsDisplay()`); its event is a stream, `rx.rating`. A tap on a star sets the rating to it, a tap on the
/// star of the rating clears it. Every text (the stars' names) is escaped by BinderyWeb.
public final class StarRating: View {
    /// The most stars.
    public let maximum: Int
    /// The rating on show, 0 (none) to `maximum`; changing it draws the control again.
    public var rating: Int {
        didSet { if rating != oldValue { setNeedsDisplay() } }
    }
    /// Each star's name for assistive technology ("2 of 3 stars").
    private let starName: (Int) -> String
    /// The ratings the user chose, one per tap (`rx.rating` after its current value).
    fileprivate let ratings = PublishRelay<Int>()

    /// Creates a rating with the DOM id `id` (none: named after the property that holds it) of `rating` out of
    /// `maximum` stars, named `starName(n)` each.
    public init(id: String = "", rating: Int = 0, maximum: Int = 3, starName: @escaping (Int) -> String) {
        self.maximum = max(1, maximum)
        self.rating = min(max(0, rating), max(1, maximum))
        self.starName = starName
        super.init(id: id, classes: ["star-rating"])
    }

    /// A `<span>` of star buttons, filled up to the rating; the rating's own star is pressed; each tap sends its number.
    public override func makeElement() -> HTML.Element {
        HTML.Element("span", children: (1...maximum).map { star in
            .element(HTML.Element("button", ["type": "button", "class": star <= rating ? "star filled" : "star",
                                             "aria-pressed": star == rating ? "true" : "false", "aria-label": starName(star)],
                                  text: star <= rating ? "★" : "☆")
                .tapValue(String(star)))
        })
    }

    /// A tap on a star: its number, 1 to `maximum`, sets the rating (or clears it, when it is the rating already).
    /// Anything else is refused and changes nothing.
    public override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .tap else { return super.handle(event, value: value) }
        guard let star = value.flatMap(Int.init), (1...maximum).contains(star) else {
            return ProtocolError(.malformed, "\(id) has no star \"\(value ?? "")\".")
        }
        rating = star == rating ? 0 : star
        ratings.accept(rating)
        return nil
    }
}

extension Reactive where Base == StarRating {
    /// The rating: the current one first, then each the user chooses (`.changed` for the user's only); binding a
    /// value sets it.
    public var rating: ControlProperty<Int> {
        let control = base
        let values = Deferred { Just(control.rating) }.append(control.ratings)
        return ControlProperty(values: values, valueSink: Binder(control) { control, rating in control.rating = rating })
    }
}
