// Runs one scenario with one library for N events, for instruction counts under valgrind's callgrind.
//
//     CallgrindProbe <scenario> <library> <events>
//
// callgrind.sh runs it twice, with N1 and N2 events, and reports
// (instructions(N2) - instructions(N1)) / (N2 - N1): setup, process start and teardown cancel out.
// Prints the checksum, so that the three libraries can be checked against each other.
import Scenarios

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count == 4,
      let scenario = Scenario(name: arguments[1]),
      let library = Library(rawValue: arguments[2]),
      let events = Int(arguments[3]), events >= 0
else {
    let scenarios = Scenario.allCases.map(\.rawValue).joined(separator: "|")
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
