// swift-tools-version: 6.1
import PackageDescription

/// The peers' benchmark's Bindery servers, built in release into one `.build` (`../run.sh`):
///
/// - `counter`: `Examples/Counter`'s own product, as it is (that package is a dependency here, not copied).
/// - `bindery-echo`: the floor, a `WebServer` with no app and its diagnostics on, whose bare WebSocket echo
///   (`/socket/echo`) is served by the same socket handler as the Counter's sockets.
/// - `bindery-dutch-pay`: the second app, the gallery's Dutch pay keypad (Bindery's `DutchPay` library) on a server of
///   its own.
///
/// All three depend on Bindery with `traits: []`, as the Counter does, so the two binaries share every compiled module.
let package = Package(
    name: "PeersServers",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bindery-echo", targets: ["BinderyEcho"]),
        .executable(name: "bindery-dutch-pay", targets: ["BinderyDutchPay"]),
    ],
    dependencies: [
        .package(name: "Bindery", path: "../../..", traits: []),
        .package(name: "Counter", path: "../../../Examples/Counter"),
    ],
    targets: [
        .executableTarget(
            name: "BinderyEcho",
            dependencies: [
                .product(name: "BinderyWeb", package: "Bindery"),
                .product(name: "BinderyWebServer", package: "Bindery"),
            ]
        ),
        .executableTarget(
            name: "BinderyDutchPay",
            dependencies: [
                .product(name: "BinderyWeb", package: "Bindery"),
                .product(name: "BinderyWebServer", package: "Bindery"),
                .product(name: "DutchPay", package: "Bindery"),
            ]
        ),
    ]
)
