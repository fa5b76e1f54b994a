import BuildSystem
import Syntax

/// What Lifeline assumes about the build when it reads `#if`: the platforms the app is built for and
/// the compilation flags known to be set or unset. By default every platform and every value of every
/// flag is considered, so a declaration in `#if os(iOS)` exists for iOS only and one under `#if DEBUG`
/// exists in some builds; `.lifeline.json` (`"platforms"`, `"flags"`) narrows that.
public struct BuildConfiguration: Sendable, Equatable {
    /// Every platform Lifeline tells apart, as `os(...)` names them.
    public static let allPlatforms: [String] = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android"]

    /// The platforms built for (nil: all of them).
    public var platforms: Set<String>?
    /// Flags known to be set (`true`) or unset (`false`); a flag not listed may be either.
    public var flags: [String: Bool]
    /// The compiler's version (`compiler(>=6)`).
    public var swiftVersion: [Int]
    /// The language mode (`swift(>=6)`); nil when not known (Swift 5 or 6 mode).
    public var languageMode: [Int]?
    /// Flags a build description sets in some configurations only: `maybe`, whatever else is known.
    public var varyingFlags: Set<String> = []
    /// Whether a flag neither in `flags` nor in `varyingFlags` is unset: true when every target
    /// compiling the file lists all its conditions (`BuildTarget.conditionsComplete`).
    public var unlistedFlagsUnset = false
    /// Whether this is the one build the simulator runs, on a device of `simulatedPlatform` (an
    /// iPhone for iOS): a Mac Catalyst build is then not the one (`targetEnvironment(macCatalyst)`).
    public var isSimulatedDevice = false
    /// The platform a simulation of a view compiled only for it runs (Pulse's watchOS views): the
    /// simulated platform when this configuration considers it.
    public var preferredPlatform: String?

    public init(platforms: Set<String>? = nil, flags: [String: Bool] = [:], swiftVersion: [Int] = [6, 2], languageMode: [Int]? = nil) {
        self.platforms = platforms
        self.flags = flags
        self.swiftVersion = swiftVersion
        self.languageMode = languageMode
    }

    public static let everything = BuildConfiguration()

    /// The one platform a simulation runs on: iOS when it is considered, else the first that is.
    public var simulatedPlatform: String {
        let considered = consideredPlatforms
        if let preferredPlatform, considered.contains(preferredPlatform) { return preferredPlatform }
        if considered.contains("iOS") { return "iOS" }
        return BuildConfiguration.allPlatforms.first { considered.contains($0) } ?? "iOS"
    }

    /// The platforms considered, in `allPlatforms` order.
    public var consideredPlatforms: Set<String> {
        platforms.map { Set(BuildConfiguration.allPlatforms).intersection($0) } ?? Set(BuildConfiguration.allPlatforms)
    }

    /// The platforms an `#if` clause narrows `outer` (nil: every considered platform) to, as stored on
    /// declarations and constructions: nil again when nothing of the workspace's platforms is
    /// excluded (a file's targets may consider fewer: see `filePlatforms`).
    public func narrowed(_ clausePlatforms: Set<String>, from outer: Set<String>?) -> Set<String>? {
        clausePlatforms == workspaceConsideredPlatforms ? nil : clausePlatforms
    }

    /// The platforms of the workspace before a file's targets narrowed them (`narrowed(toTargets:)`).
    public var workspacePlatforms: Set<String>?? = .none

    var workspaceConsideredPlatforms: Set<String> {
        switch workspacePlatforms {
        case .some(let platforms): return platforms.map { Set(BuildConfiguration.allPlatforms).intersection($0) } ?? Set(BuildConfiguration.allPlatforms)
        case .none: return consideredPlatforms
        }
    }

    /// What everything in a file is stamped with before any `#if`: the platforms its targets build
    /// for, when they are fewer than the workspace's; nil otherwise.
    public var filePlatforms: Set<String>? {
        consideredPlatforms == workspaceConsideredPlatforms ? nil : consideredPlatforms
    }

    /// Two platform restrictions (nil: none) together.
    public static func intersection(_ a: Set<String>?, _ b: Set<String>?) -> Set<String>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.intersection(b)
    }

    /// Whether two platform restrictions (nil: none) can hold together.
    public static func overlap(_ a: Set<String>?, _ b: Set<String>?) -> Bool {
        guard let a, let b else { return true }
        return !a.isDisjoint(with: b)
    }

    /// For each clause of an `#if` (in order), the platforms on which it may be the one compiled:
    /// its condition is not false there, and no earlier clause's condition is surely true there.
    public func clausePlatforms(_ ifConfig: SyntaxNode, within outer: Set<String>) -> [Set<String>] {
        var result: [Set<String>] = []
        var taken: Set<String> = []  // platforms where an earlier clause is surely compiled
        for clause in ifConfig.children(.ifConfigClause) {
            let condition = BuildConfiguration.condition(of: clause)
            var here: Set<String> = []
            for platform in outer where !taken.contains(platform) {
                let value = condition.map { evaluate($0, platform: platform) } ?? .yes
                if value != .no { here.insert(platform) }
                if value == .yes { taken.insert(platform) }
            }
            result.append(here)
        }
        return result
    }

    /// The clause compiled for one platform: the first whose condition is surely true, or else the
    /// first that may be (nil when none can be).
    public func clause(of ifConfig: SyntaxNode, platform: String) -> SyntaxNode? {
        var firstPossible: SyntaxNode?
        for clause in ifConfig.children(.ifConfigClause) {
            let value = BuildConfiguration.condition(of: clause).map { evaluate($0, platform: platform) } ?? .yes
            if value == .yes { return firstPossible ?? clause }
            if value == .maybe && firstPossible == nil { firstPossible = clause }
        }
        return firstPossible
    }

    /// The condition of an `#if`/`#elseif` clause; nil for `#else`.
    public static func condition(of clause: SyntaxNode) -> SyntaxNode? {
        guard let first = clause.firstToken, first.kind == .poundIf || first.kind == .poundElseif else { return nil }
        return clause.children.first
    }

    public enum Truth: Sendable, Equatable {
        case yes, no, maybe

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: return .no
            case .no: return .yes
            case .maybe: return .maybe
            }
        }
    }

    /// A compilation condition's value on one platform.
    public func evaluate(_ condition: SyntaxNode, platform: String) -> Truth {
        evaluate(condition, platform: platform, depth: 0)
    }

    private func evaluate(_ node: SyntaxNode, platform: String, depth: Int) -> Truth {
        guard depth < 64 else { return .maybe }
        switch node.kind {
        case .booleanLiteralExpr:
            return node.firstToken?.kind == .kwTrue ? .yes : .no
        case .declReferenceExpr:
            guard let name = node.firstToken?.identifierText else { return .maybe }
            if let known = flags[name] { return known ? .yes : .no }
            if varyingFlags.contains(name) { return .maybe }
            return unlistedFlagsUnset ? .no : .maybe
        case .prefixOperatorExpr:
            guard node.firstToken?.text == "!", let operand = node.children.last else { return .maybe }
            return !evaluate(operand, platform: platform, depth: depth + 1)
        case .tupleExpr:
            let elements = node.child(.argumentList)?.children(.labeledExpr) ?? []
            guard elements.count == 1, let inner = elements.first?.children.first else { return .maybe }
            return evaluate(inner, platform: platform, depth: depth + 1)
        case .sequenceExpr:
            return evaluateSequence(node.children, platform: platform, depth: depth)
        case .functionCallExpr:
            return evaluateCall(node, platform: platform)
        default:
            return .maybe
        }
    }

    /// `a && b || c`: `&&` binds tighter than `||`, as in Swift.
    private func evaluateSequence(_ parts: [SyntaxNode], platform: String, depth: Int) -> Truth {
        // Split on `||`, then each part on `&&`.
        var disjuncts: [[SyntaxNode]] = [[]]
        for part in parts {
            if part.kind == .binaryOperatorExpr && part.squashedText == "||" {
                disjuncts.append([])
            } else {
                disjuncts[disjuncts.count - 1].append(part)
            }
        }
        var any: Truth = .no
        for disjunct in disjuncts {
            var all: Truth = .yes
            for operand in disjunct {
                if operand.kind == .binaryOperatorExpr {
                    if operand.squashedText != "&&" { return .maybe }
                    continue
                }
                switch evaluate(operand, platform: platform, depth: depth + 1) {
                case .no: all = .no
                case .maybe: if all == .yes { all = .maybe }
                case .yes: break
                }
                if all == .no { break }
            }
            if all == .yes { return .yes }
            if all == .maybe { any = .maybe }
        }
        return any
    }

    static let uiKitPlatforms: Set<String> = ["iOS", "tvOS", "visionOS"]
    static let applePlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    private func evaluateCall(_ call: SyntaxNode, platform: String) -> Truth {
        guard let name = call.calleeName else { return .maybe }
        let argument = call.arguments.first?.value
        let text = argument?.squashedText.filter { $0 != " " } ?? ""
        switch name {
        case "os":
            if text == "OSX" { return platform == "macOS" ? .yes : .no }
            if text == "xrOS" { return platform == "visionOS" ? .yes : .no }
            return text == platform ? .yes : .no
        case "canImport":
            let module = text.split(separator: ".").first.map(String.init) ?? text
            switch module {
            // A Mac Catalyst build is `os(iOS)`: on the platform `macOS`, UIKit cannot be imported.
            case "UIKit": return BuildConfiguration.uiKitPlatforms.contains(platform) || platform == "watchOS" ? .yes : .no
            case "AppKit": return platform == "macOS" ? .yes : .no
            case "WatchKit": return platform == "watchOS" ? .yes : .no
            case "SwiftUI", "Combine", "Observation", "SwiftData", "os", "Darwin", "CoreData", "CoreGraphics", "AVFoundation", "StoreKit",
                "WidgetKit", "UserNotifications", "CloudKit", "MapKit", "PhotosUI", "WebKit":
                return BuildConfiguration.applePlatforms.contains(platform) ? .yes : .no
            case "Glibc": return platform == "Linux" ? .yes : .no
            case "Foundation", "Dispatch": return .yes
            default: return .maybe
            }
        case "compiler":
            return compareVersion(text, with: swiftVersion)
        case "swift":
            // The language mode: Swift 5 mode on this compiler is 5.10, Swift 6 mode its own version;
            // which one an app uses is not known unless configured.
            if let mode = languageMode { return compareVersion(text, with: mode) }
            let low = compareVersion(text, with: [5, 10])
            return low == compareVersion(text, with: swiftVersion) ? low : .maybe
        case "targetEnvironment":
            // A Catalyst build is iOS code running on the Mac; a simulator build is either.
            if text == "macCatalyst" { return platform == "iOS" && !isSimulatedDevice ? .maybe : .no }
            return .maybe
        default:
            // `arch(...)`, `hasFeature(...)`, `hasAttribute(...)`, `_endian(...)`: not told apart.
            return .maybe
        }
    }

    /// `>=5.9`, `<6`: compared with a version.
    private func compareVersion(_ text: String, with swiftVersion: [Int]) -> Truth {
        let less = text.hasPrefix("<")
        let digits = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
        let wanted = digits.split(separator: ".").map { Int($0) ?? 0 }
        guard !wanted.isEmpty else { return .maybe }
        var ordering = 0
        for index in 0..<max(wanted.count, swiftVersion.count) {
            let a = index < swiftVersion.count ? swiftVersion[index] : 0
            let b = index < wanted.count ? wanted[index] : 0
            if a != b {
                ordering = a < b ? -1 : 1
                break
            }
        }
        let atLeast = ordering >= 0
        return (less ? !atLeast : atLeast) ? .yes : .no
    }
}

extension BuildConfiguration {
    /// This configuration for a file that `targets` compile: its platforms narrowed to theirs (when
    /// they name any), and its flags to what their conditions say. A flag set in every target's
    /// every configuration is set; one set somewhere is `maybe`; one no target sets is unset when
    /// every target's conditions are complete. What `.lifeline.json` says of a platform or a flag
    /// stays: it is what the person asked for.
    public func narrowed(toTargets targets: [BuildTarget]) -> BuildConfiguration {
        guard !targets.isEmpty else { return self }
        var result = self
        result.workspacePlatforms = .some(platforms)
        if targets.allSatisfy({ !$0.platforms.isEmpty }) {
            let theirs = targets.reduce(into: Set<String>()) { $0.formUnion($1.platforms) }
            let narrowed = consideredPlatforms.intersection(theirs)
            // A description naming only platforms this configuration leaves out says nothing usable.
            if !narrowed.isEmpty { result.platforms = narrowed }
        }
        var all = Set<String>()
        for target in targets { all.formUnion(target.conditions.keys) }
        for flag in all where flags[flag] == nil {
            if targets.allSatisfy({ $0.conditions[flag] == .set }) {
                result.flags[flag] = true
            } else {
                result.varyingFlags.insert(flag)
            }
        }
        result.unlistedFlagsUnset = targets.allSatisfy(\.conditionsComplete)
        return result
    }
}
