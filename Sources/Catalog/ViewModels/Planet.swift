/// A row of the catalog's table of custom cells: one of the four inner planets (the view names it).
public enum Planet: Int, CaseIterable, Sendable {
    case mercury, venus, earth, mars

    /// The mean distance from the sun, in astronomical units.
    public var distance: Double {
        switch self {
        case .mercury: 0.39
        case .venus: 0.72
        case .earth: 1
        case .mars: 1.52
        }
    }
}
