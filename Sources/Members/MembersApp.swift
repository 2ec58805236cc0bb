import BinderyWeb
import Foundation

/// Members: the member list with avatars, and each member's details.
public enum MembersApp: TextKeyedWebAppModule {
    public typealias Texts = MembersText

    public static let path = "/members"
    /// The members table and the avatars (`members.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "members", in: .module)

    /// What the member screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the members service of a new screen.
        public var members: () -> MembersServiceType

        /// Services made of these.
        public init(members: @escaping () -> MembersServiceType) { self.members = members }

        /// The members API under the environment's base URL, read as each screen is made.
        public static func live(_ environment: AppEnvironment) -> Services {
            let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
            return Services { MembersService(baseURL: apiBaseURL(), session: session) }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { _ in
            MembersViewController { MembersViewModel(service: services.members()) }
        }
        registry.register(path + "/{id}", texts: Texts.self) { context in
            guard let id = context.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return MemberDetailViewController { MemberDetailViewModel(memberID: id, service: services.members()) }
        }
    }
}
