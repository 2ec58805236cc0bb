/// Test-only behaviour of every `/api` stand-in: added latency, a share of simulated failures, and a fixed
/// seed that makes the failures (and the stand-ins' random picks) reproducible. Off unless set.
public struct StandInControls: Sendable, Equatable {
    /// A refused setting, with a message for the command line.
    public struct InvalidSetting: Error, Equatable, CustomStringConvertible {
        /// What was wrong, naming the option.
        public let description: String
    }

    /// The longest latency accepted, in milliseconds.
    public static let latencyLimit = 60_000

    /// No latency, no failures, no seed: the stand-ins as they run by default.
    public static let off = StandInControls(unchecked: 0, failureRate: 0, seed: nil)

    /// Milliseconds every request waits before it is answered.
    public let latencyMilliseconds: Int
    /// The share of requests (0 to 1) answered with a simulated 503.
    public let failureRate: Double
    /// The seed of the failure draws and the stand-ins' random picks; nil: the system's generator.
    public let seed: UInt64?

    /// Checks the settings: latency 0 to `latencyLimit` ms, a failure rate from 0 to 1.
    public init(latencyMilliseconds: Int = 0, failureRate: Double = 0, seed: UInt64? = nil) throws(InvalidSetting) {
        guard (0...Self.latencyLimit).contains(latencyMilliseconds) else {
            throw InvalidSetting(description: "--stand-in-latency-ms must be between 0 and \(Self.latencyLimit), got \(latencyMilliseconds).")
        }
        guard failureRate.isFinite, (0...1).contains(failureRate) else {
            throw InvalidSetting(description: "--stand-in-failure-rate must be a number from 0 to 1, got \(failureRate).")
        }
        self.init(unchecked: latencyMilliseconds, failureRate: failureRate, seed: seed)
    }

    private init(unchecked latencyMilliseconds: Int, failureRate: Double, seed: UInt64?) {
        self.latencyMilliseconds = latencyMilliseconds
        self.failureRate = failureRate
        self.seed = seed
    }

    /// Whether any request is delayed or may fail.
    public var changesAnswers: Bool { latencyMilliseconds > 0 || failureRate > 0 }

    /// A source of random picks: seeded with `seed` when set (each call starts the same sequence), else the system's.
    public func randomSource() -> any RandomIntegerSource {
        seed.map { SeededRandomIntegerSource(seed: $0) } ?? SystemRandomIntegerSource()
    }
}
