import Foundation
import Syntax

/// The toolchain mode decides when a `@State` initial value is evaluated.
public enum ToolchainMode: String, Sendable, CaseIterable, Codable {
    /// Built with Xcode 26 or earlier: `@State` is a property wrapper, its initial value runs on
    /// every struct init and only the first is kept.
    case xcode26
    /// Built with Xcode 27 or later: `@State` is a macro, its initial value is evaluated once, when
    /// SwiftUI sets up the storage.
    case xcode27
}

/// What happens to rows of lazy containers (List, LazyVStack, ...) scrolled out of view; sources
/// disagree (semantics notes, C7).
public enum LazyRetention: String, Sendable, CaseIterable {
    /// Kept with their state (iOS 16 measurements; WWDC26: "kept around for a number of updates").
    case retain
    /// Destroyed with their state (the 2025 forum report).
    case discard
}

public struct SimulationSettings: Sendable {
    public var toolchain: ToolchainMode = .xcode26
    public var lazyRetention: LazyRetention = .retain
    /// Rows of a lazy container that fit on the screen; the rest are made when scrolled to.
    public var visibleRows = 10
    /// Sheets inherit the presenter's environment (iOS 14 SDK and later).
    public var sheetsInheritEnvironment = true
    /// Interpreter steps one action (or launch) may take before it is stopped.
    public var stepBudget = 2_000_000
    /// Seed of `Int.random`, `Double.random`, `Bool.random`, `.shuffled()` and `UUID()`.
    public var seed: UInt64 = 1
    /// Update passes in one step before the simulator reports an update loop.
    public var maximumUpdatePasses = 64
    /// An environment object nothing above injects is supplied as a placeholder of its type (made
    /// once per run, with a note) instead of the crash SwiftUI would have: for real views started
    /// from a screen in the middle of an app. Off, reading it crashes as in SwiftUI.
    public var placeholderEnvironment = false
    /// Places (a file's index → offsets, ascending) a run is steered toward, such as the places
    /// that build a hovered view and its ancestors: a view builder's `if`, `switch` or `ForEach`
    /// that would not build the content holding one builds it anyway, its conditions' names and
    /// its element unknown (`Engine.steersInto`). Every such branch is recorded
    /// (`Simulation.steeredBranches`): a claim from a steered run holds only where the app takes them.
    public var steerToward: [Int: [Int]] = [:]
    /// Asked now and then while code runs: once it says cancelled, the run stops where it is
    /// (`Simulation.wasCancelled`). A hover's simulation whose answer nobody wants any more.
    public var cancellation: SimulationCancellation?

    public init() {}
}

/// A flag another thread sets to stop a running simulation: the language server's worker sets it
/// when the editor cancels a hover or changes the document under it.
public final class SimulationCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private let asked: (@Sendable () -> Bool)?

    /// - Parameter asked: also cancelled once this says so (a worker's job flag).
    public init(asked: (@Sendable () -> Bool)? = nil) {
        self.asked = asked
    }

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    public var isCancelled: Bool {
        lock.lock()
        let set = cancelled
        lock.unlock()
        return set || (asked?() ?? false)
    }
}

public struct Event: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case viewInit = "view.init"
        case viewBody = "view.body"
        case objectInit = "object.init"
        case objectDeinit = "object.deinit"
        case viewAppear = "view.appear"
        case viewDisappear = "view.disappear"
        case taskStart = "task.start"
        case taskCancel = "task.cancel"
        case stateSet = "state.set"
        case print
        case warning
        case crash
        case note
    }
    public var kind: Kind
    public var view: String? = nil
    /// The key of the view's type (`Feature.Row`): what hovers match views by (`view` is the name
    /// the trace prints).
    public var viewKey: String? = nil
    public var path: String? = nil
    public var object: String? = nil
    public var type: String? = nil
    /// For an object's init or deinit: the key of its type (`AppViewModel#2` for the second
    /// `AppViewModel` of the workspace), which `type` (the name the trace prints) does not tell apart.
    public var typeKey: String? = nil
    public var owner: Owner? = nil
    public var message: String? = nil
    /// For a note that something is not known to the simulator: that, without the place (the
    /// same for every place it is met, so notes group by it).
    public var unknown: String? = nil
    /// For a placeholder's note: an injection above the view has a value the simulator could not
    /// compute, and may be the object the placeholder stands for.
    public var placeholderMayBeInjected = false
    /// For the note that a placeholder environment object was made: its type as the view that asks
    /// for it writes it (`GroupPublisher`).
    public var placeholder: String? = nil
    /// For an object's deinit: the object was handed to code the simulator does not run (the call
    /// and its place), which may keep it alive: the simulator frees it when the app lets go of
    /// it, but whether it is freed then in the app is not established.
    public var mayBeKeptBy: String? = nil
    /// For a view's appearance and a state's set: how many values the simulator could not compute
    /// the step had met by then (`Engine.unknownsInStep`). A set whose count is above the count at
    /// its view's appearance came after such a value: what it set may be the run's.
    public var unknownsBefore = 0
    /// For a note: the object (`object`) is no longer used but objects that hold each other keep
    /// it alive, so its deinit never runs.
    public var keptByCycle = false
    /// For an object's init: the step had already met a value the simulator could not compute
    /// when the object was made, so that it is made at all (rather than found again, as a cache
    /// lookup the simulator does not run would) may be the run's, not the app's.
    public var madeAfterUnknown = false
    /// Where such a note was met (`File.swift:12`): one place, or every place of a grouped note.
    public var places: [String] = []
    /// How many notes a grouped note stands for (1 for one note).
    public var occurrences: Int = 1

    /// The line in the text trace, in the spirit of the articles' print logs.
    public var text: String {
        switch kind {
        case .viewInit: return "\(view ?? "?").init"
        case .viewBody: return "\(view ?? "?").body"
        case .objectInit: return "\(object ?? "?") init" + (owner.map { "  (\($0))" } ?? "")
        case .objectDeinit: return "\(object ?? "?") deinit" + (mayBeKeptBy.map { "  (assumed: \($0), which the simulator does not run, was handed a closure or value that holds it, and may keep it)" } ?? "")
        case .viewAppear: return "\(view ?? "?") appears"
        case .viewDisappear: return "\(view ?? "?") disappears"
        case .taskStart: return "\(view ?? "?").task start"
        case .taskCancel: return "\(view ?? "?").task cancel"
        case .stateSet: return message ?? ""
        case .print: return "print: \(message ?? "")"
        case .warning: return "warning: \(message ?? "")"
        case .crash: return "crash: \(message ?? "")"
        case .note: return "note: \(message ?? "")"
        }
    }
}

/// One element of what the screen shows.
public struct ScreenItem: Sendable, Equatable {
    public enum Role: String, Sendable { case text, button, toggle, link, tab, field, image, sheet, navigation }
    public var role: Role
    public var label: String
    public var value: String?
    public var depth: Int
}

public struct Step: Sendable {
    public var index: Int
    public var action: String
    public var events: [Event]
    public var screen: [ScreenItem]?

    /// The events as a trace shows them: the notes that something is not known to the simulator
    /// grouped, one per name where the first of them was, saying how many there were and every
    /// place (nothing is dropped). A real screen meets dozens of unknown APIs; one line each
    /// would bury what happened.
    public var groupedEvents: [Event] { Step.grouping(events) }

    public static func grouping(_ events: [Event]) -> [Event] {
        var result: [Event] = []
        var groups: [String: Int] = [:]
        for event in events {
            guard event.kind == .note, let unknown = event.unknown else {
                result.append(event)
                continue
            }
            if let at = groups[unknown] {
                result[at].places += event.places
                result[at].occurrences += event.occurrences
            } else {
                groups[unknown] = result.count
                result.append(event)
            }
        }
        for at in groups.values where result[at].occurrences > 1 {
            let event = result[at]
            let unknown = event.unknown ?? ""
            // A line met twice (two calls on it) is written once, with its count.
            var order: [String] = []
            var counts: [String: Int] = [:]
            for place in event.places {
                if counts[place] == nil { order.append(place) }
                counts[place, default: 0] += 1
            }
            let places = order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: ", ")
            if event.places.count == event.occurrences {
                result[at].message = "\(unknown) (\(event.occurrences) places: \(places))"
            } else {
                result[at].message = "\(unknown) (\(event.occurrences) times" + (places.isEmpty ? ")" : ": \(places))")
            }
        }
        return result
    }
}

public struct Trace: Sendable {
    public var steps: [Step]
    public var root: String
    public var settings: SimulationSettings

    public init(steps: [Step], root: String, settings: SimulationSettings) {
        self.steps = steps
        self.root = root
        self.settings = settings
    }

    public var eventCount: Int { steps.reduce(0) { $0 + $1.events.count } }

    public func text(screen: Bool) -> String {
        var out = ""
        for step in steps {
            out += "step \(step.index): \(step.action)\n"
            for event in step.groupedEvents { out += "  \(event.text)\n" }
            if screen, let items = step.screen {
                out += "  screen:\n"
                for item in items { out += "    " + String(repeating: "  ", count: item.depth) + ScreenItem.render(item) + "\n" }
            }
        }
        return out
    }

    /// One JSON object per line, keys in a fixed order.
    public func jsonLines(screen: Bool) -> String {
        var out = ""
        for step in steps {
            for event in step.events {
                var fields: [(String, String?)] = [("step", String(step.index)), ("action", JSON.quote(step.action)), ("kind", JSON.quote(event.kind.rawValue))]
                fields.append(("view", event.view.map(JSON.quote)))
                fields.append(("path", event.path.map(JSON.quote)))
                fields.append(("object", event.object.map(JSON.quote)))
                fields.append(("type", event.type.map(JSON.quote)))
                fields.append(("owner", event.owner.map { JSON.quote($0.description) }))
                fields.append(("message", event.message.map(JSON.quote)))
                fields.append(("mayBeKeptBy", event.mayBeKeptBy.map(JSON.quote)))
                out += "{" + fields.compactMap { key, value in value.map { "\"\(key)\":\($0)" } }.joined(separator: ",") + "}\n"
            }
            if screen, let items = step.screen {
                let elements = items.map { item -> String in
                    var parts = ["\"role\":\(JSON.quote(item.role.rawValue))", "\"label\":\(JSON.quote(item.label))"]
                    if let value = item.value { parts.append("\"value\":\(JSON.quote(value))") }
                    parts.append("\"depth\":\(item.depth)")
                    return "{" + parts.joined(separator: ",") + "}"
                }
                out += "{\"step\":\(step.index),\"action\":\(JSON.quote(step.action)),\"kind\":\"screen\",\"screen\":[\(elements.joined(separator: ","))]}\n"
            }
        }
        return out
    }
}

extension ScreenItem {
    /// The line `--screen` prints for this item (without indentation).
    public var text: String { ScreenItem.render(self) }

    static func render(_ item: ScreenItem) -> String {
        switch item.role {
        case .text: return "Text \"\(item.label)\""
        case .button: return "Button \"\(item.label)\""
        case .link: return "Link \"\(item.label)\""
        case .toggle: return "Toggle \"\(item.label)\": \(item.value ?? "?")"
        case .field: return "TextField \"\(item.label)\": \"\(item.value ?? "")\""
        case .tab: return "Tab \"\(item.label)\"" + (item.value == "selected" ? " (selected)" : "")
        case .image: return "Image \"\(item.label)\""
        case .sheet: return "[\(item.label)]"
        case .navigation: return "[\(item.label)]"
        }
    }
}

enum JSON {
    /// The same escaping as `lifeline dump decls` (one implementation, in `Syntax`).
    static func quote(_ text: String) -> String { jsonString(text) }
}

/// One live identity of a custom view, for showing the tree: where it sits (its depth among
/// custom views and its display path segment) and the storage SwiftUI keeps with it.
public struct IdentityNode: Sendable, Equatable {
    public var depth: Int
    public var view: String
    public var path: String
    /// `@State count = 3`, `@StateObject model = ScoreModel#1`, in declaration order.
    public var storage: [String]
    /// Objects the view holds without owning them (`@ObservedObject model = ScoreModel#2`).
    public var references: [String]
}
