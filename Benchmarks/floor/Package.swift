// swift-tools-version: 6.1
import PackageDescription

/// The floor of `dependency-weight.sh`: the packages a Bindery app cannot do without (Hummingbird and its WebSocket
/// package to serve, OpenCombine and combine-schedulers for the streams), at the versions Bindery pins, and one
/// executable that imports them all. What `Examples/Counter` resolves and builds beyond this is Bindery's own weight.
let package = Package(
    name: "Floor",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
    ],
    targets: [
        .executableTarget(
            name: "Floor",
            dependencies: [
                .product(name: "OpenCombineShim", package: "OpenCombine"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
    ]
)
