import Foundation

/// The stand-ins' bundled data: the JSON files in `Data/`, which hold the films, the members and their texts so the
/// Swift beside them holds only what answers with them.
enum StandInData {
    /// `Data/name.json` decoded as `Value`. A file missing from the build or not of `Value`'s shape is the build's
    /// mistake, not a request's, and stops the server at once.
    static func load<Value: Decodable>(_ name: String, as _: Value.Type = Value.self) -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data") else {
            fatalError("StandIns: Data/\(name).json is not in the build")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
        } catch {
            fatalError("StandIns: Data/\(name).json cannot be read: \(error)")
        }
    }
}
