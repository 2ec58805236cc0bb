import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Journal files and their directory, readable by the server's user only: a journal holds what visitors typed
/// (passwords masked) and the pages they were shown.
public enum JournalFiles {
    /// The permissions of a journal file: read and write for its owner.
    public static let filePermissions: mode_t = 0o600
    /// The permissions of a journal directory the server creates: its owner's only.
    public static let directoryPermissions: Int = 0o700

    /// Creates `directory` (and its missing parents) with `directoryPermissions` unless it exists; an existing
    /// directory keeps its permissions (its owner chose them).
    public static func createPrivateDirectory(at directory: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: directoryPermissions])
    }

    /// Creates the file at `url` (or empties an existing one) with `filePermissions`, open for writing.
    static func createPrivateFile(at url: URL) throws -> FileHandle {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, filePermissions)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        // An existing file kept its mode through O_TRUNC.
        guard fchmod(descriptor, filePermissions) == 0 else {
            close(descriptor)
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
