import Bindery
import Foundation

/// What can go wrong on the members' screens: the members service failed, or its list has no such member.
public enum MembersError: Error, Equatable, Sendable {
    /// Fetching the list or an avatar failed.
    case service(ServiceError)
    /// The list has no member with this id.
    case notFound(Int)
}
