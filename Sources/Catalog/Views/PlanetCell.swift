import BinderyWeb

/// A row of the catalog's planets table, in the catalog's own design: the planet's name in bold, and under it, in
/// the secondary text colour, how far it is from the sun.
final class PlanetCell: TableViewCell {
    /// The planet's name.
    let planetNameLabel = Label(tag: "strong")
    /// How far the planet is from the sun.
    let planetDistanceLabel = Label(tag: "p", classes: ["status"])
}
