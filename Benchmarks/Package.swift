// swift-tools-version: 6.1
import PackageDescription

/// Bindery's benchmarks: a package of its own, so that the benchmark harness never slows the main build.
///
/// - `BinderyBenchmarks`: ordo-one/benchmark suite (wall time, mallocs) — `swift package benchmark`.
/// - `CallgrindProbe`: a plain executable that runs one scenario N times, for instruction counts
///   under valgrind's callgrind (`./callgrind.sh`).
/// - `Scenarios`: the six scenarios, written once for Bindery, raw OpenCombine and plain closures.
/// - `SessionScenarios`: scenario g, the session path: an event frame in, the patch frame out, through a live
///   `Session` of BinderyWeb with a gallery app's screen (no sockets).
/// - `LoadClient` (`bindery-load`): the session load benchmark's client, run by `./load.sh` against a release `gallery`
///   and by `./cluster-load.sh` against three of them behind nginx.
/// - `StoreLatency` (`store-latency`): what a store call costs an event on SQLite and on PostgreSQL (`./store-latency.sh`).
let package = Package(
    name: "BinderyBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bindery-load", targets: ["LoadClient"]),
        .executable(name: "store-latency", targets: ["StoreLatency"]),
    ],
    dependencies: [
        .package(name: "Bindery", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", exact: "0.2.0"),
    ],
    targets: [
        .executableTarget(
            name: "LoadClient",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        .executableTarget(
            name: "StoreLatency",
            dependencies: [
                .product(name: "Bank", package: "Bindery"),
                .product(name: "FindNumber", package: "Bindery"),
                .product(name: "PostgresStorage", package: "Bindery"),
            ]
        ),
        .target(
            name: "Scenarios",
            dependencies: [.product(name: "Bindery", package: "Bindery")]
        ),
        .target(
            name: "SessionScenarios",
            dependencies: [
                .product(name: "BinderyWeb", package: "Bindery"),
                .product(name: "BinderyWebServer", package: "Bindery"),
                .product(name: "FindNumber", package: "Bindery"),
                .product(name: "DutchPay", package: "Bindery"),
                .product(name: "CHeapStats", package: "Bindery"),
            ]
        ),
        .executableTarget(
            name: "CallgrindProbe",
            dependencies: ["Scenarios", "SessionScenarios"]
        ),
        .executableTarget(
            name: "BinderyBenchmarks",
            dependencies: [
                "Scenarios",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BinderyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
