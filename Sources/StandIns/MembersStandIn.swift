import Foundation
import Hummingbird

/// The members list API's stand-in: `GET members` → `[{"id", "name", "avatar", "job", "age"}]`, and the avatars
/// it links to, `GET members/avatars/{id}.svg` (generated images; an unknown one is a 404 with a JSON error).
public struct MembersStandIn: Sendable {
    /// The list's route, relative to the stand-ins' `/api` prefix.
    public static let listPath: RouterPath = "members"
    /// The avatars' route, relative to the stand-ins' `/api` prefix.
    public static let avatarPath: RouterPath = "members/avatars/:file"

    /// One member, in the public API's field names.
    public struct Member: Codable, Equatable, Sendable {
        /// The member's number.
        public let id: Int
        /// The full name.
        public let name: String
        /// The absolute URL of the avatar image.
        public let avatar: String
        /// What the member does.
        public let job: String
        /// The age in years.
        public let age: Int
    }

    /// Creates the stand-in over the bundled list.
    public init() {}

    /// Adds the routes to `router`.
    public func addRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
        router.get(Self.listPath) { request, _ in
            try StandInResponse.json(self.members { StandInResponse.url(of: $0, for: request) })
        }
        router.get(Self.avatarPath) { _, context in
            let file = context.parameters.get("file")
            guard let id = StandInResponse.svgFileID(file).flatMap({ Int($0) }), let entry = MemberCorpus.entry(id: id) else {
                throw StandInError("No avatar \"\(file ?? "")\"", status: .notFound)
            }
            return StandInResponse.svg(AvatarImage.svg(id: entry.id, name: entry.name))
        }
    }

    /// Every member, with avatar URLs made by `url` from their paths below `/api/`.
    public func members(url: (String) -> String) -> [Member] {
        MemberCorpus.all.map { entry in
            Member(id: entry.id, name: entry.name, avatar: url("members/avatars/\(entry.id).svg"), job: entry.job, age: entry.age)
        }
    }
}
