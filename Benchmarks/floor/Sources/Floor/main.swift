import CombineSchedulers
import Foundation
import Hummingbird
import HummingbirdWebSocket
import OpenCombineShim

// Serves one route until Ctrl-C: enough to link what a Bindery server links from these packages.
let router = Router()
router.get("/") { _, _ in "floor" }
let subject = PassthroughSubject<Int, Never>()
let scheduler = AnySchedulerOf<DispatchQueue>.main
_ = subject.receive(on: scheduler).sink { _ in }
try await Application(router: router).runService()
