// What `import UIKit` brings a view file besides UIKit's own names, so a file that imports this module alone compiles
// as the articles write it: Foundation (dates, formatters, `URL`), Dispatch (`DispatchQueue.main`), and on Linux
// FoundationNetworking, where `URLSession` lives (on Apple platforms Foundation has it).
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
