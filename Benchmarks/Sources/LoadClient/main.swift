import Foundation

// bindery-load: the load benchmark's client. Run it through ../load.sh, which starts the gallery, or through
// ../idle-instances.sh (`--idle-servers`), whose workers are this same program with `--idle-worker`.
let options: LoadOptions
do {
    options = try LoadOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("bindery-load: \(error)\n".utf8))
    exit(2)
}
if options.isIdleWorker {
    try await IdleWorker(options: options).run()
} else if !options.idleServers.isEmpty {
    print(try await IdleInstances(options: options).run())
} else {
    try await FixedTargetStandIn.start(port: options.standInPort)
    print(try await LoadRun(options: options).run())
}
