import BinderyWeb
import Foundation

/// Members: the member list with avatars, and each member's details.
public enum MembersApp: WebAppModule {
    public static let texts: any TextKey.Type = MembersText.self

    public static let path = "/members"
    public static let title = LocalizedText(MembersText.appTitle)
    public static let summary = LocalizedText(MembersText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(path, texts: MembersText.self) { _ in
            MembersViewController { MembersViewModel(service: MembersService(baseURL: apiBaseURL(), session: session)) }
        }
        registry.register(path + "/{id}", texts: MembersText.self) { context in
            guard let id = context.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return MemberDetailViewController {
                MemberDetailViewModel(memberID: id, service: MembersService(baseURL: apiBaseURL(), session: session))
            }
        }
    }
}
