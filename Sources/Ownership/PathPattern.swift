/// A glob over paths relative to one folder (the folder holding `.lifeline.json`): which files a
/// configuration's `exclude` names.
///
/// - `*` is any run of characters within one path component, `?` one character (never `/`);
/// - `**` as a whole component is any number of components, none included: `**/Generated` is a
///   `Generated` folder at any depth, `Sources/**/*.swift` every Swift file under `Sources`;
/// - a pattern also names everything beneath what it matches, so a bare folder name (`Pods`) or one
///   with a trailing `/` (`Pods/`, which names only a folder, never a file of that name) excludes the
///   whole folder.
///
/// Other characters stand for themselves (`[` included); a leading `./` is dropped. Matching is on
/// path components and characters, with no file system: a pattern names what a path says.
public struct PathPattern: Sendable, Equatable, CustomStringConvertible {
    /// As written in the configuration.
    public let text: String
    let components: [[Character]]
    /// Written with a trailing `/`: names what is beneath a folder, not a file of that name.
    let folderOnly: Bool

    /// Nil for a pattern that can name nothing under the folder: empty, absolute, or climbing out
    /// with `..`.
    public init?(_ text: String) {
        self.text = text
        guard !text.isEmpty, !text.hasPrefix("/") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !parts.isEmpty, !parts.contains("..") else { return nil }
        components = parts.map { Array($0) }
        folderOnly = text.hasSuffix("/")
    }

    public var description: String { text }

    /// Whether the pattern names `path`, a path relative to the pattern's folder (`Sources/App/A.swift`).
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0) }
        guard !names.isEmpty, !names.contains(where: { $0 == [".", "."] }) else { return false }
        // The positions in `names` the pattern's components so far can end at, in order.
        var reach: [Bool] = Array(repeating: false, count: names.count + 1)
        reach[0] = true
        for component in components {
            var next = Array(repeating: false, count: names.count + 1)
            if component == ["*", "*"] {
                // Any number of components from the first position reached on.
                if let first = reach.firstIndex(of: true) { for i in first...names.count { next[i] = true } }
            } else {
                for i in 0..<names.count where reach[i] && PathPattern.matches(component, names[i]) { next[i + 1] = true }
            }
            reach = next
            if !reach.contains(true) { return false }
        }
        // The whole path, or a folder above it (everything beneath what the pattern names).
        if !folderOnly && reach[names.count] { return true }
        return reach[..<names.count].contains(true)
    }

    /// One component against one name: `*` any run of characters, `?` one character. The usual
    /// greedy walk that goes back to the last `*` on a mismatch: linear for one star, never exponential.
    static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n])) {
                p += 1
                n += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// `path` relative to `folder`, read lexically (`.` and `..` resolved, repeated `/` dropped):
    /// `Sources/A.swift` for `/p/Sources/A.swift` in `/p`. A relative `path` or `folder` starts at
    /// `workingFolder`. Nil when the path is not inside the folder (or a relative one has no
    /// working folder to start from).
    public static func relativePath(of path: String, in folder: String, workingFolder: String? = nil) -> String? {
        guard let file = absoluteComponents(path, workingFolder), let base = absoluteComponents(folder, workingFolder),
            file.count > base.count, Array(file[..<base.count]) == base
        else { return nil }
        return file[base.count...].joined(separator: "/")
    }

    static func absoluteComponents(_ path: String, _ workingFolder: String?) -> [Substring]? {
        var full = path
        if !path.hasPrefix("/") {
            guard let workingFolder, workingFolder.hasPrefix("/") else { return nil }
            full = workingFolder + "/" + path
        }
        var components: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(part)
        }
        return components
    }
}
