import Foundation
import Semantics
import Syntax

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        let order: [Severity] = [.info, .warning, .error]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// A replacement of a byte range of one file.
public struct TextEdit: Sendable, Equatable {
    public let file: Int
    public let range: Range<Int>
    public let newText: String

    public init(file: Int, range: Range<Int>, newText: String) {
        self.file = file
        self.range = range
        self.newText = newText
    }
}

/// A fix-it: a title for the user and the edits that make it.
public struct Fix: Sendable {
    public let title: String
    public let edits: [TextEdit]
    /// Safe fixes are applied by `lifeline check --fix`: they change only what the finding is about.
    /// Others (a new `.id(...)` that resets all of a view's state) are offered, never applied blindly.
    public let isSafe: Bool

    public init(title: String, edits: [TextEdit], isSafe: Bool = true) {
        self.title = title
        self.edits = edits
        self.isSafe = isSafe
    }
}

extension Fix {
    /// One fix doing what all of `fixes` do: insertions at one place are joined in order, an edit
    /// appearing in several fixes is made once. Nil when two edits replace overlapping text
    /// differently (no one order of them is right). Safe only when every fix is.
    public static func merging(_ fixes: [Fix], title: String) -> Fix? {
        var edits: [TextEdit] = []
        for edit in fixes.flatMap(\.edits) {
            if edits.contains(where: { $0.file == edit.file && $0.range == edit.range && $0.newText == edit.newText }) { continue }
            if let index = edits.firstIndex(where: { $0.file == edit.file && $0.range.isEmpty && edit.range.isEmpty && $0.range == edit.range }) {
                edits[index] = TextEdit(file: edit.file, range: edit.range, newText: edits[index].newText + edit.newText)
                continue
            }
            if edits.contains(where: { $0.file == edit.file && $0.range.overlaps(edit.range) }) { return nil }
            edits.append(edit)
        }
        return Fix(title: title, edits: edits, isSafe: fixes.allSatisfy(\.isSafe))
    }
}

/// The declaration a finding is about: a property of a type. A finding may stand elsewhere (at an
/// assignment in `init`, at a construction) and still be about one property.
public struct FindingSubject: Sendable, Equatable {
    /// The type's qualified name: `Feature.Row`.
    public let type: String
    public let property: String
    /// Where the declaration's `var`/`let` keyword is (its line is the declaration's line, also when
    /// attributes stand on the lines above).
    public let declaration: Location

    public init(type: String, property: String, declaration: Location) {
        self.type = type
        self.property = property
        self.declaration = declaration
    }

    /// A property of a view (or app, modifier, dynamic property).
    public init(view: ViewType, property: ViewProperty) {
        let keyword = property.node.directTokens.first { $0.kind == .kwVar || $0.kind == .kwLet }
        self.init(
            type: view.declaration.qualifiedName, property: property.name,
            declaration: Location(file: property.location.file, range: keyword?.range ?? property.nameRange))
    }

    /// A type's key in the model without the `#2` that tells apart two declarations of one name, as
    /// users read it (`TypeDeclaration.qualifiedName(ofKey:)`).
    public static func displayName(_ key: String) -> String { TypeDeclaration.qualifiedName(ofKey: key) }
}

/// A fact that the consequence a finding states rests on, as the model found it: established, or
/// not (with what could not be). A finding with a premise that is not established is an `info`:
/// Lifeline does not warn about what it has not shown.
public struct Premise: Sendable, Equatable {
    /// The premise's identifier, one of its rule's `premises` (`argument-varies`).
    public let id: String
    public let established: Bool
    /// What establishes it ("`EpisodeList` passes `episodes[index]`, which changes"), or what could
    /// not be established, in the user's terms.
    public let evidence: String

    public init(_ id: String, established: Bool, _ evidence: String) {
        self.id = id
        self.established = established
        self.evidence = evidence
    }

    public static func holds(_ id: String, _ evidence: String) -> Premise { Premise(id, established: true, evidence) }
    public static func unknown(_ id: String, _ evidence: String) -> Premise { Premise(id, established: false, evidence) }
}

/// A premise a rule's consequence needs, for `docs/rules.md` and `lifeline rules`.
public struct PremiseDescription: Sendable {
    public let id: String
    /// What must hold, and how Lifeline establishes it from the model.
    public let meaning: String

    public init(_ id: String, _ meaning: String) {
        self.id = id
        self.meaning = meaning
    }
}

public struct Finding: Sendable {
    public let rule: String
    public var severity: Severity
    public let location: Location
    public let message: String
    public let fixes: [Fix]
    /// The property the finding is about, when it is about one.
    public let subject: FindingSubject?
    /// The facts the stated consequence rests on, each established or not.
    public let premises: [Premise]

    public init(
        rule: String, severity: Severity, location: Location, message: String, fixes: [Fix] = [], subject: FindingSubject? = nil,
        premises: [Premise] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.fixes = fixes
        self.subject = subject
        self.premises = premises
    }

    /// The premises the model could not establish.
    public var unestablished: [Premise] { premises.filter { !$0.established } }
}

/// How `@State` initial values behave, which depends on the toolchain that builds the app.
public enum Toolchain: String, Sendable, CaseIterable {
    /// Xcode 26 and earlier: `@State` is a property wrapper; its initial value runs on every init.
    case xcode26
    /// Xcode 27 and later: `@State` is a macro; its initial value runs once.
    case xcode27
}

public struct Settings: Sendable {
    public var toolchain: Toolchain
    /// Rules turned off (`disabled`, or `"enabled": false` in a rule's entry).
    public var disabled: Set<String>
    /// Opt-in rules turned on (`"enabled": true` in a rule's entry); other rules run unless disabled.
    public var enabled: Set<String> = []
    public var severities: [String: Severity]
    /// The platforms and flags `#if` is read under (every platform and flag value by default).
    public var build = BuildConfiguration.everything
    /// Whether previews are checked (`preview-missing-environment-object`).
    public var previews = true
    /// The folder `exclude` patterns are relative to: the one holding the configuration file.
    public var folder: String?
    /// Where relative file paths start (the command line's current folder); nil when every path is
    /// absolute, as in the language server.
    public var workingFolder: String?
    /// Files in which no finding is reported. They are still read and part of the model: an excluded
    /// file may declare a type or inject an object that other files rely on.
    public var exclude: [PathPattern] = []
    /// The folder names a walk of the workspace does not enter (`skippedFolders` in the
    /// configuration); nil for the walker's defaults (`SkippedFolders.defaults`: build products,
    /// checkouts, vendored code). Unlike `exclude`, their files are not read at all.
    public var skippedFolders: [String]?
    /// Each rule's own entry of the `rules` table (its `exclude` and options), by rule identifier.
    public var rules: [String: RuleSettings] = [:]
    /// Whether rules ship at the severity their measured precision allows (`MeasuredPrecision`);
    /// off, each established finding has its rule's nominal severity (the rules' own tests).
    public var gatesSeverities = true

    public init(toolchain: Toolchain = .xcode26, disabled: Set<String> = [], severities: [String: Severity] = [:]) {
        self.toolchain = toolchain
        self.disabled = disabled
        self.severities = severities
    }

    /// A file's path relative to the configuration's folder (or, without one, the working folder),
    /// as patterns and baselines name it; nil for a file outside that folder.
    public func relativePath(of path: String) -> String? {
        guard let base = folder ?? workingFolder else { return path.hasPrefix("/") ? nil : path }
        return PathPattern.relativePath(of: path, in: base, workingFolder: workingFolder)
    }

    /// Whether findings of `rule` in the file at `path` are left out by `exclude`.
    public func excludes(_ path: String, rule: String) -> Bool {
        let patterns = exclude + (rules[rule]?.exclude ?? [])
        guard !patterns.isEmpty, let relative = relativePath(of: path) else { return false }
        return patterns.contains { $0.matches(relative) }
    }

    /// Whether `rule` runs: not disabled, and enabled when it is opt-in.
    public func runs(_ rule: any Rule) -> Bool {
        !disabled.contains(rule.id) && (!rule.isOptIn || enabled.contains(rule.id))
    }

    /// Whether any file may be excluded: the checker asks about paths only then.
    var excludesSomething: Bool { !exclude.isEmpty || rules.values.contains { !$0.exclude.isEmpty } }
}

/// What every rule sees.
public struct RuleContext: Sendable {
    public let model: SemanticModel
    public let ownership: OwnershipAnalysis
    public let settings: Settings
    /// The files whose findings are wanted (nil: all). Every rule reports a finding inside the
    /// declaration (or an extension) of the view or class it looks at, so rules look only at the
    /// views and classes with a part in these files.
    public let scope: Set<Int>?
    /// The views to check, in source order: `model.viewOrder` within the scope.
    public let viewOrder: [TypeKey]
    /// Where names are written, found once per name for every rule that asks (the privacy fixes).
    public let names: NameOccurrences

    public init(model: SemanticModel, ownership: OwnershipAnalysis, settings: Settings, scope: Set<Int>? = nil, names: NameOccurrences? = nil) {
        self.model = model
        self.ownership = ownership
        self.settings = settings
        self.scope = scope
        self.names = names ?? NameOccurrences(model)
        if let scope {
            viewOrder = model.viewOrder.filter { key in model.views[key].map { RuleContext.touches($0.declaration, scope) } ?? false }
        } else {
            viewOrder = model.viewOrder
        }
    }

    /// Whether a type's declaration or one of its extensions' members is in the scope.
    public func inScope(_ declaration: TypeDeclaration) -> Bool {
        scope.map { RuleContext.touches(declaration, $0) } ?? true
    }

    static func touches(_ declaration: TypeDeclaration, _ scope: Set<Int>) -> Bool {
        scope.contains(declaration.location.file) || declaration.members.contains { scope.contains($0.file) }
    }
}

/// A check of the catalogue. One rule per file; the type's documentation says what it diagnoses
/// and why.
public protocol Rule: Sendable {
    /// Stable kebab-case identifier, used in suppressions and configuration.
    var id: String { get }
    /// The severity of the rule's established findings by design; what it ships with is
    /// `defaultSeverity`, gated on its measured precision (`MeasuredPrecision`).
    var nominalSeverity: Severity { get }
    /// One line for lists.
    var summary: String { get }
    /// What goes wrong, in the user's terms, with Apple's wording where it exists.
    var explanation: String { get }
    /// Code the rule reports, and the same code written well: for docs/rules.md and its tests.
    var badExample: String { get }
    var goodExample: String { get }
    /// The settings this rule takes in `.lifeline.json` (`"rules": {"rule-id": {…}}`) besides
    /// `severity`, `enabled` and `exclude`, which every rule takes. None by default.
    var options: [RuleOption] { get }
    /// What goes wrong, as a warning or an error states it; empty for a rule that states no
    /// consequence of its own (style).
    var consequence: String { get }
    /// The facts that consequence needs. Each finding carries every one, established or not; a
    /// finding with one not established is an `info` and says what is missing.
    var premises: [PremiseDescription] { get }
    /// Whether the rule runs only when a configuration enables it (`"enabled": true` in its entry
    /// of `rules`), as SwiftLint's opt-in rules do: style rules whose findings are many and state
    /// no consequence. False by default.
    var isOptIn: Bool { get }
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    /// The severity the rule ships with: its nominal one, or `info` while its precision by reading
    /// on the corpus is below 90% (`MeasuredPrecision`).
    public var defaultSeverity: Severity { MeasuredPrecision.gate(id, nominal: nominalSeverity) }
    public var options: [RuleOption] { [] }
    public var consequence: String { "" }
    public var premises: [PremiseDescription] { [] }
    public var isOptIn: Bool { false }
}

extension Rule {
    /// A finding of this rule at its configured severity, or `info` when one of its premises is not
    /// established: the message then says, after what was found, which premise could not be
    /// ("not established: …"), so that the reader knows what Lifeline did not show.
    func finding(
        _ context: RuleContext, about subject: FindingSubject? = nil, at location: Location, _ message: String, fixes: [Fix] = [],
        premises: [Premise] = []
    ) -> Finding {
        let missing = premises.filter { !$0.established }
        let shipped = context.settings.gatesSeverities ? defaultSeverity : nominalSeverity
        let severity = missing.isEmpty ? context.settings.severities[id] ?? shipped : .info
        let text = missing.isEmpty ? message : message + " (not established: " + missing.map(\.evidence).joined(separator: "; ") + ")"
        return Finding(rule: id, severity: severity, location: location, message: text, fixes: fixes, subject: subject, premises: premises)
    }
}

/// Small editing helpers shared by the rules' fix-its.
public enum Edits {
    /// Replaces a wrapper attribute (`@ObservedObject`) with another.
    public static func replaceWrapper(_ property: ViewProperty, with wrapper: String) -> TextEdit? {
        guard let attribute = property.wrapperAttribute else { return nil }
        return TextEdit(file: property.location.file, range: attribute.range, newText: wrapper)
    }

    /// Where, if anywhere, a member of `view` named `name` is referred to from outside what
    /// `private` would leave it visible to: the type's own declaration and its extensions in the
    /// same file. Counted as references: any use of `name`, `_name` or `$name` in an extension of
    /// the type in another file, and any member access `.name` (`x.name`, `\.name`) outside the
    /// type. Lifeline cannot tell the type of `x`, so `items.count` elsewhere blocks making a
    /// `count` private: the fix is then offered, not applied.
    public static func referenceOutsidePrivateScope(
        _ name: String, of view: ViewType, in model: SemanticModel, names: NameOccurrences? = nil
    ) -> Location? {
        let declaration = view.declaration
        let home = declaration.location.file
        let occurrences = (names ?? NameOccurrences(model)).occurrences(of: name)
        var inside: [Int: [Range<Int>]] = [:]
        for occurrence in occurrences {
            let file = occurrence.location.file
            // The type's code in this file: its declaration (home file) or its extensions' members.
            if inside[file] == nil {
                var ranges = declaration.members.filter { $0.file == file }.map(\.node.range)
                if file == home { ranges.append(declaration.node.range) }
                inside[file] = ranges
            }
            let within = inside[file]!.contains { $0.contains(occurrence.location.range.lowerBound) }
            if file == home && within { continue }
            // In an extension in another file: any use is one; elsewhere, only `.name`.
            if within || occurrence.isMember { return occurrence.location }
        }
        return nil
    }

    /// Makes a property private: inserts `private ` (or turns `private(set)` into `private`), unless
    /// it already has an access word, or a caller passes it by name to the memberwise initializer
    /// (which would lose that parameter, and the caller would no longer compile).
    /// Nil too when code outside what `private` allows may name it (`referenceOutsidePrivateScope`),
    /// unless `evenIfNamedOutside`: a fix offered with that warning, never applied blindly.
    public static func makePrivate(
        _ property: ViewProperty, of view: ViewType, in model: SemanticModel, names: NameOccurrences? = nil, evenIfNamedOutside: Bool = false
    ) -> TextEdit? {
        let node = property.node
        if !evenIfNamedOutside && referenceOutsidePrivateScope(property.name, of: view, in: model, names: names) != nil { return nil }
        // Only the memberwise initializer takes a parameter for the property itself: with an
        // explicit `init`, a caller's `model:` is that init's parameter, which `private` leaves alone.
        if view.memberwiseParameters.contains(property.name),
            model.constructionSites(of: view.key).contains(where: { site in site.arguments.contains { $0.label == property.name } })
        {
            return nil
        }
        if let setter = node.child(.modifierList)?.children(.declModifier).first(where: { $0.squashedText.filter { $0 != " " } == "private(set)" }) {
            return TextEdit(file: property.location.file, range: setter.range, newText: "private")
        }
        guard !node.modifierWords.contains(where: { ["private", "fileprivate", "internal", "public", "open", "package"].contains($0) }) else {
            return nil
        }
        guard let keyword = node.directTokens.first(where: { $0.kind == .kwVar || $0.kind == .kwLet }) else { return nil }
        let at = node.child(.modifierList)?.range.lowerBound ?? keyword.range.lowerBound
        return TextEdit(file: property.location.file, range: at..<at, newText: "private ")
    }
}

/// Every place a name is written in the workspace (`name`, `_name`, `$name`, `` `name` ``), and
/// whether it follows a period (`x.name`): found once per name and model, so that rules asking
/// about many properties scan the workspace once per distinct name.
public final class NameOccurrences: @unchecked Sendable {
    public struct Occurrence: Sendable {
        public let location: Location
        public let isMember: Bool
    }

    let model: SemanticModel
    private var found: [String: [Occurrence]] = [:]
    private let lock = NSLock()

    public init(_ model: SemanticModel) { self.model = model }

    /// Finds the occurrences of many names in one pass over the workspace's tokens, for a rule that
    /// is about to ask about each (a name already found is left as it is). Nothing to find costs
    /// nothing: a check of one file with no such property does not scan the workspace.
    public func prefetch(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        prefetchLocked(names)
    }

    /// Whether the first pass has been made: it finds every view property's name at once, which
    /// is what the rules ask about (their privacy fixes), so that they share one pass (and, with
    /// the index shared by a snapshot, so do the checks of all its files).
    private var primed = false

    private func prefetchLocked(_ names: Set<String>) {
        var names = names
        if !primed {
            primed = true
            for view in model.views.values {
                for property in view.properties where [.state, .stateObject, .observedObject].contains(property.wrapper) { names.insert(property.name) }
            }
        }
        let wanted = names.filter { found[$0] == nil }
        guard !wanted.isEmpty else { return }
        // Each spelling's bytes, with the name it spells, by length and first byte (a flat table):
        // a token is compared with the few spellings it could be, without copying its bytes.
        var spellings: [Int: [(bytes: [UInt8], name: String)]] = [:]
        var maxLength = 0
        for name in wanted {
            for spelling in [name, "_" + name, "$" + name, "`" + name + "`"] {
                let bytes = Array(spelling.utf8)
                guard let first = bytes.first else { continue }
                spellings[bytes.count &* 256 &+ Int(first), default: []].append((bytes, name))
                maxLength = max(maxLength, bytes.count)
            }
        }
        var possible = [Bool](repeating: false, count: (maxLength + 1) * 256)
        for key in spellings.keys { possible[key] = true }
        var result: [String: [Occurrence]] = [:]
        for (file, source) in model.files.enumerated() {
            let bytes = source.tree.source.bytes
            let tokens = source.tree.tokens
            for index in tokens.indices {
                let token = tokens[index]
                let range = token.textRange
                guard !range.isEmpty, range.count <= maxLength else { continue }
                let key = range.count &* 256 &+ Int(bytes[range.lowerBound])
                guard possible[key], let candidates = spellings[key] else { continue }
                let isMember = index > 0 && tokens[index - 1].kind == .period
                guard token.kind == .identifier || token.kind == .dollarIdentifier || isMember,
                    let name = candidates.first(where: { bytes[range].elementsEqual($0.bytes) })?.name
                else { continue }
                result[name, default: []].append(Occurrence(location: Location(file: file, range: range), isMember: isMember))
            }
        }
        for name in wanted { found[name] = result[name] ?? [] }
    }

    public func occurrences(of name: String) -> [Occurrence] {
        lock.lock()
        defer { lock.unlock() }
        if !primed { prefetchLocked([name]) }
        if let known = found[name] { return known }
        let needle = Array(name.utf8)
        let spellings = [needle, Array(("_" + name).utf8), Array(("$" + name).utf8), Array(("`" + name + "`").utf8)]
        var result: [Occurrence] = []
        for (file, source) in model.files.enumerated() {
            let bytes = source.tree.source.bytes
            let tokens = source.tree.tokens
            var last = -1
            // Each place the bytes occur, then the token there (tokens are in offset order).
            for offset in source.tree.source.offsets(of: needle) {
                var low = 0
                var high = tokens.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if Int(tokens[middle].start) <= offset { low = middle } else { high = middle - 1 }
                }
                let index = low
                guard index != last, index < tokens.count else { continue }
                let token = tokens[index]
                let range = token.textRange
                // A keyword spelled like the name counts after a period (`s.default` for `` `default` ``).
                let isMember = index > 0 && tokens[index - 1].kind == .period
                guard token.kind == .identifier || token.kind == .dollarIdentifier || isMember, range.contains(offset),
                    spellings.contains(where: { $0.count == range.count && bytes[range].elementsEqual($0) })
                else { continue }
                last = index
                result.append(Occurrence(location: Location(file: file, range: range), isMember: isMember))
            }
        }
        found[name] = result
        return result
    }
}
