import BinderyWeb

/// One live session as the inspector lists it: the `SessionSnapshot` a `WebApp` takes of it at one moment, under the
/// inspector's name (its view models speak of inspected sessions and need not import BinderyWeb).
public typealias InspectedSession = SessionSnapshot
