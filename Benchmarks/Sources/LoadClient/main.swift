import Foundation

// bindery-load: the load benchmark's client. Run it through ../load.sh, which starts the gallery.
let options: LoadOptions
do {
    options = try LoadOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("bindery-load: \(error)\n".utf8))
    exit(2)
}
try await FixedTargetStandIn.start(port: options.standInPort)
let report = try await LoadRun(options: options).run()
print(report)
