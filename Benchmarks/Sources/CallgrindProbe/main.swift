// Runs one scenario with one library for N events, for instruction counts under valgrind's callgrind.
//
//     CallgrindProbe <scenario> <library> <events>
//
// callgrind.sh runs it twice, with N1 and N2 events, and reports
// (instructions(N2) - instructions(N1)) / (N2 - N1): setup, process start and teardown cancel out.
// Prints the checksum, so that the three libraries can be checked against each other.
import Scenarios
import SessionScenarios

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
// `CallgrindProbe idle <g-dutch-pay|g-find-number> <sessions>`: the heap each idle session holds (not for callgrind).
if arguments.count == 4, arguments[1] == "idle", let session = SessionScenario(name: arguments[2]),
   let count = Int(arguments[3]), count > 0 {
    print(measureIdleSessions(session, count: count))
    exit(0)
}
// `CallgrindProbe cold <g-dutch-pay|g-find-number> <tabs> <events>`: scenario g over many tabs in turn (cold-cache.sh).
if arguments.count == 5, arguments[1] == "cold", let session = SessionScenario(name: arguments[2]),
   let tabs = Int(arguments[3]), tabs > 0, let events = Int(arguments[4]), events >= 0 {
    let runner = SessionRunner(session, tabs: tabs)
    runner.run(events)
    print(runner.finish())
    exit(0)
}
// `CallgrindProbe restore <events>...`: restore time of a tab whose record holds that many events (not for callgrind).
if arguments.count >= 3, arguments[1] == "restore" {
    print("| events in the record | record bytes | restore, median (ms) | slowest of 5 (ms) |")
    print("|---:|---:|---:|---:|")
    for events in arguments.dropFirst(2).compactMap({ Int($0) }) { print(measureRestore(events: events)) }
    exit(0)
}
// Scenario g (the session path) exists for Bindery alone: the other libraries have no session.
if arguments.count == 4, let session = SessionScenario(name: arguments[1]), let events = Int(arguments[3]), events >= 0 {
    guard arguments[2] == Library.bindery.rawValue else {
        print("n/a")
        exit(3)
    }
    let runner = SessionRunner(session)
    runner.run(events)
    print(runner.finish())
    exit(0)
}
guard arguments.count == 4,
      let scenario = Scenario(name: arguments[1]),
      let library = Library(rawValue: arguments[2]),
      let events = Int(arguments[3]), events >= 0
else {
    let scenarios = (Scenario.allCases.map(\.rawValue) + SessionScenario.allCases.map(\.rawValue)).joined(separator: "|")
    let libraries = Library.allCases.map(\.rawValue).joined(separator: "|")
    print("usage: CallgrindProbe <\(scenarios)> <\(libraries)> <events>")
    exit(2)
}
guard let runner = makeRunner(scenario, library) else {
    print("n/a")
    exit(3)
}
runner.run(events)
print(runner.checksum)
