// Wall-clock time and mallocs per event for the six scenarios × three libraries (ordo-one/benchmark).
//
//     cd Benchmarks && swift package --scratch-path .build-bench benchmark
//
// Each benchmark is named "<scenario> <library>" (for example "a-map-filter bindery"); one scaled
// iteration is one event, so the results read per event. Setup (creating the relays, subscribing)
// happens before startMeasurement(). OpenCombine has no combineLatest: (c) and (f) have no
// OpenCombine benchmark.
import Benchmark
import Scenarios

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )

    for scenario in Scenario.allCases {
        for library in Library.allCases where makeRunner(scenario, library) != nil {
            Benchmark("\(scenario.rawValue) \(library.rawValue)") { benchmark in
                let runner = makeRunner(scenario, library)!
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations { runner.send(index) }
                benchmark.stopMeasurement()
                blackHole(runner.checksum)
            }
        }
    }
}
