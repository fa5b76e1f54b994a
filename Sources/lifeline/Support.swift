import Foundation
import BuildSystem
import Features
import Semantics
import WorkspaceFiles
import Syntax

let lifelineVersion = "0.1.0"

/// Prints one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}

/// The value of an option that takes a positive whole number, or nil when it is missing or is not one.
func positiveNumber(_ text: String?) -> Int? {
    guard let text, let number = Int(text), number > 0 else { return nil }
    return number
}

/// Writes text to standard output through one buffer; `print` per line is slow for large dumps.
struct OutputBuffer {
    private var buffer: [UInt8] = []

    mutating func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 20 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// An error that names a file: its text starts with `lifeline: `, whichever command met it, so a
/// path is never printed behind two prefixes.
protocol FileError: Error, CustomStringConvertible {}

enum InputError: FileError {
    case notFound(String)
    case unreadable(String)
    case unwritable(String)
    case notSwift(String)
    case noSwiftFiles(String)

    var description: String {
        switch self {
        case .notFound(let path): return "lifeline: no such file or directory: \(path)"
        case .unreadable(let path): return "lifeline: cannot read \(path)"
        case .unwritable(let path): return "lifeline: cannot write \(path)"
        case .notSwift(let path): return "lifeline: \(path) is not a Swift file (give .swift files or folders)"
        case .noSwiftFiles(let path): return "lifeline: no .swift files in \(path)"
        }
    }
}

/// Prints why `command` failed: a file error as it is, anything else behind `lifeline COMMAND: `.
func printFailure(_ error: Error, command: String) {
    if error is FileError {
        printError("\(error)")
    } else {
        printError("lifeline \(command): \(error)")
    }
}

/// The .swift files named by `paths`: a file as given, a directory walked recursively (hidden
/// folders included, symbolic links to folders not followed), each list sorted.
func swiftFiles(in paths: [String], skipping: Set<String> = Set(SkippedFolders.defaults)) throws -> [String] {
    try scanWorkspace(paths, skipping: skipping).swift
}

/// One walk of `paths`: the .swift files (as `swiftFiles(in:)` says) and the build description files
/// below the folders (`X.xcodeproj/project.pbxproj`, `Package.swift`, `project.yml`, outside build
/// products and vendored folders), so that a command reads the tree once.
/// Folders named in `skipping` (build products, checkouts, vendored code: `SkippedFolders`) are not
/// entered below a path; a path given is walked whatever its name.
func scanWorkspace(_ paths: [String], skipping: Set<String> = Set(SkippedFolders.defaults)) throws -> (swift: [String], descriptions: [String]) {
    var descriptions: [String] = []
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError.notFound(path)
        }
        if isDirectory.boolValue {
            var found: [String] = []
            let base = path.hasSuffix("/") ? path : path + "/"
            let walked = FileWalk.walk(
                path,
                folder: { relative in
                    let name = relative.split(separator: "/").last.map(String.init) ?? relative
                    if name.hasSuffix(".xcodeproj") {
                        // Its project file is a description; nothing else in it is read.
                        if !relative.split(separator: "/").contains(where: { BuildDescriptionFiles.classify(name: String($0)).skip && !$0.hasSuffix(".xcodeproj") }) {
                            descriptions.append(base + relative + "/project.pbxproj")
                        }
                        return .skip
                    }
                    return SkippedFolders.enters(relative, skipping: skipping) ? .enter : .skip
                },
                file: { relative in
                    let name = relative.split(separator: "/").last.map(String.init) ?? relative
                    if BuildDescriptionFiles.classify(name: name).description,
                        !relative.split(separator: "/").dropLast().contains(where: { BuildDescriptionFiles.classify(name: String($0)).skip })
                    {
                        descriptions.append(base + relative)
                    }
                    if relative.hasSuffix(".swift") { found.append(base + relative) }
                })
            guard walked else { throw InputError.unreadable(path) }
            guard !found.isEmpty else { throw InputError.noSwiftFiles(path) }
            // (A folder named like a file, `GRDB.swift/`, is a folder: the walk gives only files.)
            files.append(contentsOf: found.sorted())
        } else {
            // A file named on purpose must be Swift: `check README.md` is a mistake to report.
            guard path.hasSuffix(".swift") else { throw InputError.notSwift(path) }
            files.append(path)
        }
    }
    // A file named twice (`check . ./a.swift`) is read once.
    var seen: Set<String> = []
    var seenDescriptions: Set<String> = []
    let existing = descriptions.filter { FileManager.default.fileExists(atPath: $0) && seenDescriptions.insert(Paths.normalize($0)).inserted }
    return (files.filter { seen.insert(URL(fileURLWithPath: $0).standardized.path).inserted }, existing.sorted())
}

/// Parses files on every core, each file's tree in its place.
func parseConcurrently(_ paths: [String]) throws -> [SourceFile] {
    // Each iteration writes its own slot: the tree, or the error reading the file met.
    var results = [Result<SyntaxTree, Error>?](repeating: nil, count: paths.count)
    results.withUnsafeMutableBufferPointer { slots in
        let slots = UnsafeSendableBuffer(slots)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.buffer[index] = Result { SyntaxTree.parse(try readBytes(paths[index])) }
        }
    }
    return try zip(paths, results).map { path, result in SourceFile(path: path, tree: try result!.get()) }
}

/// A buffer written by concurrent iterations, each to its own index.
struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}

/// One note per file the parser could not read cleanly: its first syntax error, how many there are,
/// and what that means for the command's answer (`consequence`).
func syntaxErrorNotes(_ files: [SourceFile], consequence: String) -> [String] {
    // The checks run on every core: a large workspace has thousands of trees.
    var all = [[SyntaxDiagnostic]](repeating: [], count: files.count)
    all.withUnsafeMutableBufferPointer { slots in
        let slots = UnsafeSendableBuffer(slots)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in slots.buffer[index] = files[index].tree.diagnostics() }
    }
    return zip(files, all).compactMap { file, errors in
        guard let first = errors.first else { return nil }
        let position = file.tree.source.position(of: first.range.lowerBound)
        return "\(file.path):\(position): note: \(errors.count) syntax error\(errors.count == 1 ? "" : "s") (first: \(first.message)); \(consequence)"
    }
}

/// The build description of the workspace under `paths` (its Xcode projects, manifests and specs).
func loadBuildDescription(_ paths: [String]) -> BuildDescription {
    BuildDescriptionFiles.read(roots: paths)
}

/// Adds the build description's files under `paths` to a workspace, as the language server does.
func addBuildFiles(_ paths: [String], to workspace: Workspace) {
    for file in BuildDescriptionFiles.buildFiles(in: paths) where !file.path.hasSuffix(".swift") || workspace.document(file.path) == nil {
        workspace.set(path: file.path, bytes: file.bytes, version: 1, isOpen: false)
    }
}

/// Parses every .swift file under the paths into the files of a workspace.
func loadWorkspace(_ paths: [String], skipping: Set<String> = Set(SkippedFolders.defaults)) throws -> [SourceFile] {
    try swiftFiles(in: paths, skipping: skipping).map { SourceFile(path: $0, tree: SyntaxTree.parse(try readBytes($0))) }
}

/// Reads a file's bytes exactly; nothing is decoded. Reads straight into the array with POSIX
/// calls: going through `Data` costs a second copy of every file.
func readBytes(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw InputError.unreadable(path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw InputError.unreadable(path) }
    let size = Int(info.st_size)
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        var offset = 0
        while offset < size {
            let n = read(descriptor, buffer.baseAddress! + offset, size - offset)
            if n <= 0 { break }
            offset += n
        }
        count = offset
    }
    // A file that grew while being read: take the rest too.
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if n <= 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
}
