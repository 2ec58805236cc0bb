import BinderyWeb
import Foundation

/// Members: the member list with avatars, and each member's details.
public enum MembersApp: TextKeyedWebAppModule {
    public typealias Texts = MembersText

    public static let path = "/members"
    /// The members table and the avatars (`members.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "members", in: .module)

    /// The members service each member screen is made with: the members API under the environment's base URL (read as
    /// each screen is made), or a test's stub given with `AppEnvironment.providing`.
    public typealias Services = PerScreen<any MembersServiceType>

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let members: Services = environment.perScreen { MembersService(baseURL: $0.apiBaseURL(), session: $0.urlSession) }
        registry.register(path, texts: Texts.self) { _ in
            MembersViewController { MembersViewModel(service: members.make()) }
        }
        registry.register(path + "/{id}", texts: Texts.self) { context in
            guard let id = context.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return MemberDetailViewController { MemberDetailViewModel(memberID: id, service: members.make()) }
        }
    }
}
