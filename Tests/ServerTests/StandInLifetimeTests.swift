import Features
import XCTest

/// The simulated lifetime of each kind of model property, under a stand-in parent or from the
/// App as the root: one case per claim a hover makes.
final class StandInLifetimeTests: XCTestCase {
    static let source = """
        import SwiftUI

        final class Model: ObservableObject {
            static let shared = Model()
            @Published var n = 0
        }
        @Observable final class Store { var items: [String] = [] }
        final class Service: ObservableObject {
            let url: String
            init(url: String) { self.url = url }
        }
        struct Inline: View {
            @ObservedObject var model = Model()
            var body: some View { Text("\\(model.n)") }
        }
        struct Owned: View {
            @StateObject private var model = Model()
            var body: some View { Text("\\(model.n)") }
        }
        struct Passed: View {
            @ObservedObject var model: Model
            var body: some View { Text("\\(model.n)") }
        }
        struct Singleton: View {
            @ObservedObject var model = Model.shared
            var body: some View { Text("\\(model.n)") }
        }
        struct Reader: View {
            @EnvironmentObject var model: Model
            @Environment(Store.self) private var store
            var body: some View { Text("\\(model.n)") }
        }
        struct Bound: View {
            @Binding var on: Bool
            var body: some View { Text(on ? "on" : "off") }
        }
        struct Valued: View {
            @State private var count = 0
            @State private var name: String?
            var body: some View { Text("\\(count)") }
        }
        class Fetcher: ObservableObject {
            let id: Int
            init(id: Int) { self.id = id }
        }
        final class TabFetcher: Fetcher {}
        struct Tabbed: View {
            @ObservedObject var fetcher: TabFetcher
            var body: some View { Text("\\(fetcher.id)") }
        }
        struct Plain: View {
            let service: Service
            @Bindable var store: Store
            var body: some View { Text(service.url) }
        }
        struct Maybe: View {
            var model: Model?
            var body: some View { Text("x") }
        }
        struct Row: View {
            @ObservedObject var model: Model
            var body: some View { Text("\\(model.n)") }
        }
        struct Rows: View {
            let models: [Model]
            var body: some View { List(models, id: \\.n) { item in Row(model: item) } }
        }
        struct Counting: ViewModifier {
            @StateObject private var model = Model()
            func body(content: Content) -> some View { content.overlay(Text("\\(model.n)")) }
        }
        struct Toggled: View {
            @State private var isValid: Bool = false
            @State private var helper = Store()
            init(valid: Bool) { _isValid = State(initialValue: valid) }
            var body: some View { Text(isValid ? "valid" : "invalid").onAppear { isValid = false } }
        }
        final class Settings: ObservableObject { @Published var dark = false }
        struct Injected: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.dark ? "dark" : "light") }
        }
        struct Injector: View {
            @StateObject private var settings = Settings()
            var body: some View { Injected().environmentObject(settings) }
        }
        final class Theme: ObservableObject { @Published var name = "" }
        struct TwoReads: View {
            @EnvironmentObject var settings: Settings
            @EnvironmentObject var theme: Theme
            var body: some View { Text(settings.dark ? theme.name : "") }
        }
        struct ThemeInjector: View {
            @StateObject private var theme = Theme()
            var body: some View { TwoReads().environmentObject(theme) }
        }
        enum FieldKind: String { case none = "", text = "text-single-line" }
        struct FieldForm: View {
            @State private var kind: FieldKind = FieldKind.none
            var body: some View { Text(kind.rawValue) }
        }
        struct Holder: View {
            var body: some View { Toggled(valid: true) }
        }
        struct Host: View {
            @StateObject private var model = Model()
            @State private var on = false
            var body: some View {
                VStack {
                    Bound(on: $on)
                    Maybe()
                }
            }
        }
        @main
        struct TheApp: App {
            @StateObject private var model = Model()
            @State private var launched = false
            var body: some Scene { WindowGroup { Host().environmentObject(model) } }
        }
        final class Preferences: ObservableObject {
            static let shared = Preferences()
            @AppStorage("island") var islandName = ""
        }
        struct IslandForm: View {
            @State private var islandName = Preferences.shared.islandName
            var body: some View { TextField("Island", text: $islandName) }
        }
        struct Tagged: View {
            @State private var tag = UUID()
            var body: some View { Text(tag.uuidString) }
        }
        struct ScanForm: View {
            @State private var status = Scanner.current.status
            var body: some View { Text("scan") }
        }
        """

    static let snapshot: Snapshot = {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        return workspace.snapshot()
    }()

    /// The simulated lines of `Reader.property` in a workspace of one file, `/w/A.swift`.
    func readerOutcome(_ source: String, property: String) throws -> [String] {
        let workspace = Workspace()
        workspace.set(path: "/w/A.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let reader = try XCTUnwrap(snapshot.model.view(typed: "Reader"))
        return try snapshot.simulatedOutcome(view: reader, property: try XCTUnwrap(reader.property(property))).get()
    }

    /// A `nil` the run sees in a state whose type is not optional is a value the simulator could
    /// not compute (a chain through something it does not know), never the app's `nil`.
    func testANilInANonOptionalStateIsNotSaidToBeItsValue() throws {
        let source = """
            import SwiftUI
            struct Reader: View {
                @State private var crashes: Bool = Current.settings?.privacy.crashes ?? nil
                var body: some View { Toggle("Crashes", isOn: $crashes) }
            }
            struct Host: View {
                @State private var shown = true
                var body: some View { if shown { Reader() } }
            }
            """
        let lines = try readerOutcome(source, property: "crashes")
        XCTAssertFalse(lines.contains { $0.contains("`nil`") }, "\(lines)")
    }

    /// A state the view's `init` seeds from its caller: what the run shows is the stand-in's
    /// arguments', not a value the app starts from.
    func testAStateSeededByTheCallerIsNotSaidToStartAtTheStandInsValue() throws {
        let source = """
            import SwiftUI
            struct Filter: Hashable { var id: String }
            struct Reader: View {
                @State private var chosen: [Filter]
                init(chosen: Binding<[Filter]>) { _chosen = State(initialValue: chosen.wrappedValue) }
                var body: some View { Text("\\(chosen.count)") }
            }
            struct Host: View {
                @Binding var chosen: [Filter]
                @State private var shown = true
                var body: some View { if shown { Reader(chosen: $chosen) } }
            }
            """
        let lines = try readerOutcome(source, property: "chosen")
        XCTAssertFalse(lines.contains { $0.contains("set up again, at") || $0.contains("starts over at") }, "\(lines)")
        // The run could not change it: re-renders and a return are said in one line, as every
        // `@State` behaves, the start being the caller's.
        XCTAssertTrue(lines.contains {
            $0.hasPrefix("Kept when `Reader`'s parent re-renders it; back to the value the call that builds it gives it (`[]` with the stand-in parent's arguments) when")
        }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("Each time the parent re-renders") }, "\(lines)")
    }

    /// The stand-in copies the real parent's `@StateObject var store = Store()`: `Store` means
    /// what it means in that parent's namespace, not the first type of that simple name (the
    /// builder writes the name qualified, and the program reads any other name of the generated
    /// code as it is read where the copied code was written).
    func testACopiedParentsNamesMeanWhatTheyMeanWhereTheParentIsWritten() throws {
        let source = """
            import SwiftUI
            enum Other {}
            extension Other {
                final class Store: ObservableObject { @Published var n = 0; init() { fatalError("the other namespace's Store") } }
            }
            enum Feature {}
            extension Feature {
                final class Store: ObservableObject { @Published var n = 0; init() { print("feature") } }
                struct Parent: View {
                    @StateObject private var store = Store()
                    var body: some View { Reader(store: store) }
                }
                struct Reader: View {
                    @ObservedObject var store: Store
                    var body: some View { Text("\\(store.n)") }
                }
            }
            """
        let lines = try readerOutcome(source, property: "store")
        // `Other.Store` traps in its initializer: the run would have crashed.
        XCTAssertTrue(lines.joined().contains("holds a `Store` made by `Parent.store`'s initial value (copied into the stand-in parent)"), "\(lines)")
    }

    /// An object whose own code hands a closure that keeps `self` to code the simulator does not
    /// run (a Combine `sink`) may be kept alive by that code: "freed" is not said of it. One that
    /// captures `self` weakly is freed.
    func testAnObjectHandedToCodeLifelineDoesNotRunMayLiveOn() throws {
        let source = """
            import SwiftUI
            import Combine
            final class Search: ObservableObject {
                @Published var query = ""
                var bag: Set<AnyCancellable> = []
                init() { $query.sink { text in self.query = text }.store(in: &bag) }
            }
            final class Weak: ObservableObject {
                @Published var query = ""
                var bag: Set<AnyCancellable> = []
                init() { $query.sink { [weak self] text in self?.query = text }.store(in: &bag) }
            }
            struct Reader: View {
                @StateObject private var search = Search()
                @StateObject private var weak = Weak()
                var body: some View { Text(search.query + weak.query) }
            }
            struct Parent: View {
                var body: some View { Reader() }
            }
            """
        let kept = try readerOutcome(source, property: "search").joined(separator: "\n")
        XCTAssertTrue(kept.contains("When `Reader` is removed and shown again: `Reader` lets go of its `Search`, and a new one is made from its initializer; the old one may live on: its own code hands `sink` (A.swift:6) a closure or value that holds it"), kept)
        XCTAssertFalse(kept.contains("is freed"), kept)
        let freed = try readerOutcome(source, property: "weak").joined(separator: "\n")
        XCTAssertTrue(freed.contains("its `Weak` is freed, and a new one is made from its initializer."), freed)
    }

    /// A value the view's appearing code sets after meeting a value Lifeline could not compute
    /// (`UserDefaults` deciding a first launch) is the run's, not the app's: said so.
    func testAValueAppearingCodeSetsAfterAnUnknownIsTheRunsOnly() throws {
        let source = """
            import SwiftUI
            enum Launch { static let isFirst: Bool = { if UserDefaults.standard.bool(forKey: "launched") { return false }; return true }() }
            struct Reader: View {
                @State private var welcome = false
                var body: some View { Text(welcome ? "hi" : "").task { if Launch.isFirst { welcome = true } } }
            }
            struct Parent: View {
                var body: some View { Reader() }
            }
            """
        let lines = try readerOutcome(source, property: "welcome").joined(separator: "\n")
        XCTAssertTrue(lines.contains("after the run met values Lifeline could not compute, so in the app that code may set another or none"), lines)
        XCTAssertFalse(lines.contains("which is set once the view has appeared"), lines)
    }

    /// A `@State` a call sets through the memberwise initializer starts from what that call passes,
    /// not from the declaration's value.
    func testAStateACallPassesStartsFromTheCallersValue() throws {
        let source = """
            import SwiftUI
            struct Reader: View {
                @State var expanded = false
                var body: some View { Text(expanded ? "open" : "closed") }
            }
            struct Parent: View {
                var body: some View { VStack { Reader(expanded: true); Reader() } }
            }
            """
        let lines = try readerOutcome(source, property: "expanded").joined(separator: "\n")
        XCTAssertTrue(lines.contains("back to the value the call that builds it passes for `expanded`"), lines)
        XCTAssertFalse(lines.contains("back to `false`"), lines)
    }

    /// A `@State` with no initial value that the initializer assigns starts from that assignment
    /// (Swift makes it the initial value): removal brings back what the call gives, not the run's
    /// earlier value.
    func testAStateItsInitializerAssignsGoesBackToWhatTheCallGives() throws {
        let source = """
            import SwiftUI
            struct Reader: View {
                @State private var stops: [Int]
                init(stops: [Int]) { self.stops = stops }
                var body: some View { Text("\\(stops.count)") }
            }
            struct Parent: View {
                var body: some View { Reader(stops: [1, 2]) }
            }
            """
        let lines = try readerOutcome(source, property: "stops").joined(separator: "\n")
        XCTAssertTrue(lines.contains("back to the value `Reader.init` gives it"), lines)
        XCTAssertFalse(lines.contains("set before the re-renders"), lines)
    }

    /// An object made only after the run met a value it could not compute (a cache lookup it does
    /// not run) may be the run's: "another each time" is said of this run, not claimed for the app.
    func testAnObjectMadeAfterAnUnknownLookupIsAnotherOnlyInThisRun() throws {
        let source = """
            import SwiftUI
            final class Loader: ObservableObject { @Published var n = 0 }
            final class LoaderCache {
                static let shared = LoaderCache()
                let cache = NSCache<NSString, Loader>()
                func loader(for key: String) -> Loader {
                    if let found = cache.object(forKey: key as NSString) { return found }
                    let made = Loader()
                    cache.setObject(made, forKey: key as NSString)
                    return made
                }
            }
            struct Reader: View {
                @ObservedObject var loader: Loader
                var body: some View { Text("\\(loader.n)") }
            }
            struct Parent: View {
                var body: some View { Reader(loader: LoaderCache.shared.loader(for: "a")) }
            }
            """
        let lines = try readerOutcome(source, property: "loader").joined(separator: "\n")
        XCTAssertTrue(lines.contains("gets another `Loader` in this run (made after the run met a value Lifeline could not compute"), lines)
    }

    /// An object a reference cycle keeps after its view goes is said to be kept by the cycle, not
    /// "something else still holds it".
    func testAnObjectAReferenceCycleKeepsIsSaidToBeKeptByTheCycle() throws {
        let source = """
            import SwiftUI
            final class Selfish: ObservableObject {
                @Published var n = 0
                var me: Selfish?
                init() { me = self }
            }
            struct Reader: View {
                @StateObject private var selfish = Selfish()
                var body: some View { Text("\\(selfish.n)") }
            }
            struct Parent: View {
                var body: some View { Reader() }
            }
            """
        let lines = try readerOutcome(source, property: "selfish").joined(separator: "\n")
        XCTAssertTrue(lines.contains("its `Selfish` is not freed: objects that hold each other (a reference cycle) keep it, so its deinit never runs."), lines)
    }

    /// Asserts the simulated lines of `view.property`, each given as a part it must contain, in order.
    func assertLines(_ view: String, _ property: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let snapshot = StandInLifetimeTests.snapshot
        guard let type = snapshot.model.view(typed: view), let found = type.property(property) else {
            return XCTFail("no \(view).\(property)", file: file, line: line)
        }
        switch snapshot.simulatedOutcome(view: type, property: found) {
        case .success(let lines):
            XCTAssertEqual(lines.count, expected.count, "\(lines)", file: file, line: line)
            for (actual, part) in zip(lines, expected) {
                XCTAssertTrue(actual.contains(part), "\(actual)\nshould contain\n\(part)", file: file, line: line)
            }
        case .failure(let reason):
            XCTFail("not simulated: \(reason.text)", file: file, line: line)
        }
    }

    func testAnObjectMadeInlineByAnObservedObjectIsMadeAgainOnEachParentRender() {
        assertLines("Inline", "model", [
            "Under a stand-in parent that builds `Inline` with placeholder arguments",
            "Each time the parent re-renders: `Inline` is re-initialized, and `Model` is created again (4 made in all over three re-renders): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it.",
            "When `Inline` is removed and shown again: its `Model` is freed, and a new one is made",
        ])
    }

    func testAStateObjectIsKeptOnParentRendersAndFreedOnRemoval() {
        assertLines("Owned", "model", [
            "Under a stand-in parent",
            "Each time the parent re-renders: `Owned` is re-initialized, and the same `Model` (made by `Owned.model`) is kept.",
            "When `Owned` is removed and shown again: its `Model` is freed, and a new one is made from its initializer.",
        ])
    }

    func testAPassedObjectIsTheParentsAndOutlivesTheView() {
        assertLines("Plain", "service", [
            "with placeholders for `service` (a `Service` with only its properties' initial values) held by the stand-in",
            "`service` holds a `Service` made by the stand-in parent, not by `Plain`. Each time the parent re-renders: `Plain` is re-initialized with the same `Service`.",
            "When `Plain` is removed and shown again: `Plain` gets the same `Service` back, because the stand-in parent keeps it; in the app, what the real parent passes decides.",
        ])
        assertLines("Plain", "store", [
            "`store` (`Store()`) held by the stand-in",
            "`store` holds a `Store` made by the stand-in parent, not by `Plain`.",
            "gets the same `Store` back, because the stand-in parent keeps it",
        ])
    }

    func testARealCallSiteIsCopiedWithAPlaceholderForWhatItsLoopGives() {
        assertLines("Row", "model", [
            "Under a stand-in parent that builds `Row` as `Rows` builds it, with placeholders for `item` (`Model()`)",
            "`model` holds a `Model` made by the stand-in parent's placeholder `item`, not by `Row`. Each time the parent re-renders: `Row` is re-initialized with the same `Model`.",
            "`Row` gets the same `Model` back, because the stand-in parent keeps it",
        ])
    }

    /// A subclass with no initializer of its own has its superclass's: `TabFetcher()` does not exist.
    func testASubclassWithoutInitializersIsNotMadeWithEmptyParentheses() {
        assertLines("Tabbed", "fetcher", [
            "with placeholders for `fetcher` (a `TabFetcher` with only its properties' initial values)",
            "`fetcher` holds a `TabFetcher` made by the stand-in parent",
            "gets the same `TabFetcher` back, because the stand-in parent keeps it",
        ])
    }

    func testASingletonIsNeverFreedWithTheView() {
        assertLines("Singleton", "model", [
            "Under a stand-in parent",
            "`model` holds a `Model` made when the static property `Model.shared` was first set up (its initial value), not by `Singleton`; code that runs later may give the view another.",
            "When `Singleton` is removed and shown again: the `Model` is not freed, and `Singleton` gets the same one back.",
        ])
    }

    func testAnEnvironmentObjectBelongsToItsInjectorAndTheClaimIsConditional() {
        assertLines("Reader", "model", [
            "(with a placeholder `Model`, `Store` for the environment objects nothing in this run provides):",
            "`model` holds a placeholder `Model` (in the app, it comes from whatever injects it above this view; outside previews Lifeline finds one injection of `Model`, at `App.swift:119`, and does not trace it to this one: whether it reaches this view is not known), not one `Reader` makes.",
            "When `Reader` is removed and shown again: `Reader` gets the same `Model` back, because the stand-in parent keeps it; in the app, the object injected above `Reader` decides.",
        ])
        assertLines("Reader", "store", ["placeholder `Model`, `Store`", "`store` holds a placeholder `Store` (Lifeline finds no injection of `Store` in the workspace)", "gets the same `Store` back, because the stand-in parent keeps it"])
    }

    /// The call the stand-in copies injects a `Theme`: the `Settings` read is no stand-in for it.
    func testAPlaceholderStandsOnlyForAnInjectionOfItsType() {
        assertLines("TwoReads", "settings", [
            "Under a stand-in parent that builds `TwoReads` as `ThemeInjector` builds it (with a placeholder `Settings` for the environment object nothing in this run provides):",
            "`settings` holds a placeholder `Settings`",
            "gets the same `Settings` back, because the stand-in parent keeps it",
        ])
    }

    /// An injection whose type Lifeline cannot tell may be of the type read: counted apart, not left
    /// out of "Lifeline finds N injections".
    func testInjectionsOfAnUntoldTypeAreCountedApart() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Reader: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Middle: View {
                var body: some View { Reader() }
            }
            struct Parent: View {
                @StateObject private var model = Model()
                var body: some View { Middle().environmentObject(model) }
            }
            struct Other: View {
                var body: some View { Middle().environmentObject(Outside.shared) }
            }
            """
        let lines = try readerOutcome(source, property: "model")
        XCTAssertTrue(
            lines.contains { $0.contains("in the app, `model` at `A.swift:12` injects it above this view (`Parent` → `Middle` → `Reader`); one more injection whose type Lifeline cannot tell may be one (first: `Outside.shared` at `A.swift:15`)") },
            "\(lines)")
    }

    /// The copied call injects through a value Lifeline cannot type: the placeholder may be what
    /// it gives, never "nothing provides".
    func testAPlaceholderAnUntypedInjectionAboveMayGive() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Reader: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Parent: View {
                var body: some View { Reader().environmentObject(Outside.shared) }
            }
            """
        let lines = try readerOutcome(source, property: "model")
        XCTAssertTrue(lines[0].contains("(with a placeholder `Model` in the environment, for what `.environmentObject(Outside.shared)` above the copied call may give in the app):"), lines[0])
    }

    /// A controller builds the view, its root, with injections of its own stored properties and of
    /// its initializer's parameter: the runs launch it as that code does, each injected object a
    /// placeholder of the type the controller declares, said to be what that code injects; one a
    /// modifier helper above gives is named where the app injects it.
    func testARootIsLaunchedWithItsControllersTypedInjections() throws {
        let source = """
            import SwiftUI
            import UIKit
            final class Model: ObservableObject { @Published var n = 0 }
            final class History: ObservableObject { @Published var items: [Int] = [] }
            final class Theme: ObservableObject { static let shared = Theme() }
            struct Reader: View {
                @EnvironmentObject var model: Model
                @EnvironmentObject var history: History
                @EnvironmentObject var theme: Theme
                var body: some View { Text("\\(model.n) \\(history.items.count)") }
            }
            extension View { func themed() -> some View { environmentObject(Theme.shared) } }
            final class ReaderController: UIHostingController<AnyView> {
                private let model = Model()
                private let history: History
                init(history: History) {
                    self.history = history
                    super.init(rootView: AnyView(Reader().themed().environmentObject(model).environmentObject(history)))
                }
            }
            """
        let lines = try readerOutcome(source, property: "history")
        // `model` starts as `Model()`, which reads nothing of the controller: made as the app makes
        // it. `history` is the initializer's argument: a placeholder.
        XCTAssertEqual(lines.first, "The runs launch `Reader` as the code at `A.swift:18` builds it, outside views (the root view of a `ReaderController`), with placeholders for what they cannot compute: `history` (`History()`).")
        XCTAssertTrue(lines.contains("`history` holds the `History` the code at `A.swift:18` injects, not one `Reader` makes."), "\(lines)")
        // `.themed()`, a helper given nothing, comes with the call: the run gets its `Theme`.
        XCTAssertFalse(lines.contains { $0.contains("placeholder `Theme`") }, "\(lines)")
        let theme = try readerOutcome(source, property: "theme")
        XCTAssertTrue(theme.contains("`theme` holds the `Theme` made when the static property `Theme.shared` was first set up (its initial value), not by `Reader`; code that runs later may give the view another."), "\(theme)")
        XCTAssertFalse(lines.contains { $0.contains("Certain") }, "placeholders stand for what the controller passes: \(lines)")
    }

    /// The root view of a hosting controller has no SwiftUI parent: launched as the controller
    /// builds it, its object is the one the controller passes, its own state changes keep it, and
    /// nothing above re-renders it. A root with no change of its own still says who made it.
    func testAHostingControllersRootIsLaunchedAsItsCodeBuildsIt() throws {
        let source = """
            import SwiftUI
            import UIKit
            final class Model: ObservableObject { @Published var n = 0 }
            struct Reader: View {
                @ObservedObject var model: Model
                @State private var flag = false
                var body: some View { Button("\\(model.n)") { flag.toggle() } }
            }
            final class ReaderController: UIViewController {
                let model = Model()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(UIHostingController(rootView: Reader(model: model)))
                }
            }
            """
        let lines = try readerOutcome(source, property: "model")
        XCTAssertEqual(lines.first, "The runs launch `Reader` as the code at `A.swift:13` builds it, outside views (the root view of a `UIHostingController`), with placeholders for what they cannot compute: `model` (`Model()`).")
        XCTAssertTrue(lines.contains("`model` holds the `Model` the code at `A.swift:13` passes, not one `Reader` makes."), "\(lines)")
        XCTAssertTrue(lines.contains("When `Reader.flag` changes: `Reader` is not re-initialized, it keeps the same `Model`."), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("No SwiftUI view above `Reader` re-renders it: `UIHostingController` shows it") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("stand-in") }, "\(lines)")
        // No change of its own re-renders it (no state, a body that does not read the object):
        // the launch alone still says where the object comes from.
        let stateless = """
            import SwiftUI
            import UIKit
            @Observable final class Model { var n = 0 }
            struct Reader: View {
                @Bindable var model: Model
                var body: some View { Text("") }
            }
            final class ReaderController: UIViewController {
                let model = Model()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(UIHostingController(rootView: Reader(model: model)))
                }
            }
            """
        let launchOnly = try readerOutcome(stateless, property: "model")
        XCTAssertTrue(launchOnly.contains("`model` holds the `Model` the code at `A.swift:12` passes, not one `Reader` makes."), "\(launchOnly)")
        XCTAssertFalse(launchOnly.contains { $0.hasPrefix("When ") }, "\(launchOnly)")
    }

    /// A view below such a root starts from it, launched as its code builds it: the object the
    /// controller injects on the call reaches the view; what no SwiftUI view above re-renders is
    /// said of the root only.
    func testAViewBelowAHostingRootStartsFromItAsItsCodeBuildsIt() throws {
        let source = """
            import SwiftUI
            import UIKit
            final class Model: ObservableObject { @Published var n = 0 }
            struct Reader: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Screen: View {
                @State private var flag = false
                var body: some View { VStack { Text("\\(flag)"); Reader() } }
            }
            final class ScreenController: UIViewController {
                let model = Model()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(UIHostingController(rootView: Screen().environmentObject(model)))
                }
            }
            """
        let lines = try readerOutcome(source, property: "model")
        XCTAssertEqual(lines.first, "The runs launch `Screen` as the code at `A.swift:16` builds it, outside views (the root view of a `UIHostingController`).")
        XCTAssertTrue(lines.contains("`model` holds the `Model` the code at `A.swift:16` injects, not one `Reader` makes."), "\(lines)")
        XCTAssertTrue(lines.contains("When `Screen.flag` changes: `Reader` is re-initialized, it keeps the same `Model`."), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("No SwiftUI view above") || $0.contains("placeholder `Model`") }, "\(lines)")
    }

    /// Launched as its code builds it, a root whose copied call stops the run (a value of that code
    /// the run cannot make) is launched on its own instead, as before.
    func testARootWhoseCodeStopsTheRunIsLaunchedOnItsOwn() throws {
        let source = """
            import SwiftUI
            import UIKit
            enum Broken { static var scheme: ColorScheme { fatalError("no store") } }
            struct Reader: View {
                @State private var flag = false
                var body: some View { Button("\\(flag)") { flag.toggle() } }
            }
            final class ReaderController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(UIHostingController(rootView: Reader().environment(\\.colorScheme, Broken.scheme)))
                }
            }
            """
        let lines = try readerOutcome(source, property: "flag")
        XCTAssertTrue(lines.contains("When `Reader.flag` changes: `Reader` is not re-initialized."), "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("The runs launch") }, "\(lines)")
    }

    /// A parent that writes `Model(…)` in its call makes a new object on every run of its body,
    /// whatever the runs could not compute in its arguments; one that may look an object up first
    /// (`cachedOrNew()`) may give the same one in the app, and the hover says so.
    func testANewObjectWrittenAtTheCallIsNotHedged() throws {
        func source(_ argument: String) -> String {
            """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var n = 0
                init(source: Int) { n = source }
            }
            struct Reader: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Parent: View {
                @State private var tick = 0
                var body: some View { VStack { Text("\\(tick)"); Reader(model: \(argument)) } }
                func cachedOrNew() -> Model {
                    if let cached = Registry.cached { return cached }
                    return Model(source: 0)
                }
            }
            """
        }
        let written = try readerOutcome(source("Model(source: Outside.value)"), property: "model")
        XCTAssertTrue(written.contains { $0.hasSuffix("it then holds another `Model`.") }, "\(written)")
        XCTAssertFalse(written.contains { $0.contains("may get the same one") }, "\(written)")
        let lookedUp = try readerOutcome(source("cachedOrNew()"), property: "model")
        XCTAssertTrue(lookedUp.contains { $0.contains("in the app it may get the same one") }, "\(lookedUp)")
    }

    /// Under a stand-in parent, an object a cache-style lookup makes after the run met a value it
    /// could not compute is "another one" in this run only, on a re-render and on a return alike:
    /// the app's lookup may hand back the same one.
    func testAnObjectMadeAfterALookupIsAnotherOneInThisRunOnly() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            final class Cache {
                static let shared = Cache()
                private var made: [Model] = []
                func loader(for key: String) -> Model {
                    if let found = Store.lookUp(key) { return found }
                    let model = Model()
                    made.append(model)
                    return model
                }
            }
            struct Reader: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Parent: View {
                let key: String
                var body: some View { Reader(model: Cache.shared.loader(for: key)) }
            }
            """
        let lines = try readerOutcome(source, property: "model")
        XCTAssertTrue(lines.contains { $0.hasPrefix("When `Reader` is removed and shown again: the `Model` is not freed; `Reader` then holds another `Model` in this run") && $0.contains("in the app it may get the same one") }, "\(lines)")
    }

    /// A binding to the real parent's state is named as the app has it, in one line.
    func testABindingPointsAtItsOwnersState() {
        assertLines("Bound", "on", [
            "A binding to `Host.on`: the value lives there, not in `Bound`, and each re-render of the parent hands `Bound` a binding to the same state (simulated under a stand-in parent)."
        ])
    }

    /// What every `@State` does, and nothing else, is one line: no run settings, no counts.
    func testAStateOfAValueIsKeptAndStartsOverOnRemoval() {
        assertLines("Valued", "count", [
            "Kept when `Valued`'s parent re-renders it; back to `0` when `Valued` is removed and shown again, as any `@State` (simulated under a stand-in parent).",
        ])
        // An optional goes from nil to a value, so that "kept" means something.
        assertLines("Valued", "name", ["Kept when `Valued`'s parent re-renders it; back to `nil` when `Valued` is removed and shown again"])
    }

    /// A state an initializer sets from its arguments starts from what the initializer computes:
    /// the stand-in's value is an example, said as one.
    func testAStateAnInitializerSetsStartsFromThatInitializersValue() throws {
        let source = """
            import SwiftUI
            struct Reader: View {
                @State private var page = 0
                init(start: Int) { _page = State(initialValue: start) }
                var body: some View { Text("\\(page)") }
            }
            struct Parent: View {
                var body: some View { Reader(start: 1) }
            }
            """
        let lines = try readerOutcome(source, property: "page")
        XCTAssertTrue(lines.joined().contains("back to the value `Reader.init` gives it ("), "\(lines)")
    }

    /// New storage starts over at the state's starting value; what code run as the view appears
    /// sets then is said after it, not as the value it is set up at.
    func testAStateSetOnceTheViewAppearsStartsOverAtItsStartingValue() throws {
        let source = """
            import SwiftUI
            struct Reader: View {
                @State private var sources: [Source] = []
                var body: some View { Text("\\(sources.count)").task { sources = Loader.shared.sources } }
            }
            struct Source {}
            struct Parent: View {
                var body: some View { Reader() }
            }
            """
        let lines = try readerOutcome(source, property: "sources").joined(separator: "\n")
        XCTAssertFalse(lines.contains("is set up again, at a value"), lines)
        XCTAssertTrue(lines.contains("starts over at `[]`"), lines)
    }

    /// Xcode 27's `@State` defers only the declaration's own initial value: an object an
    /// initializer makes for the state is made at every initialization whatever the toolchain.
    func testAnObjectAnInitializerMakesForAStateIsMadeAtEveryInit() throws {
        let source = """
            import SwiftUI
            final class Unit { var name = "" }
            struct Reader: View {
                @State private var unit: Unit
                init(existing: Unit? = nil) {
                    let made = existing ?? Unit()
                    _unit = State(initialValue: made)
                }
                var body: some View { Text(unit.name) }
            }
            struct Parent: View {
                var body: some View { Reader() }
            }
            """
        let lines = try readerOutcome(source, property: "unit").joined(separator: "\n")
        XCTAssertTrue(lines.contains("`Reader.init` makes it at every initialization, whatever the toolchain"), lines)
        XCTAssertFalse(lines.contains("Xcode 27's evaluates it once"), lines)
    }

    func testANilObjectSaysThereIsNothingToFollow() {
        // From the app's root: nil there too, and nothing that happens makes one.
        assertLines("Maybe", "model", [
            "`model` is `nil` on this path: there is no object to follow.",
            "When `Host.on` changes: `Maybe` is not re-initialized, it stays `nil`.",
            "When `TheApp.launched` changes: `Maybe` is not re-initialized, it stays `nil`.",
            "Certain: the runs from `TheApp` (a root of the app) met no value Lifeline could not compute.",
        ])
    }

    func testAViewModifierIsSimulatedAroundAView() {
        assertLines("Counting", "model", [
            "Under a stand-in parent",
            "the same `Model` (made by `Counting.model`) is kept.",
            "When `Counting` is removed and shown again: its `Model` is freed, and a new one is made",
        ])
    }

    func testAnAppsStateLivesAsLongAsTheApp() {
        assertLines("TheApp", "model", ["At launch, `TheApp.model` makes its `Model`. An App is never removed or re-created while the app runs, so this `Model` lives as long as the app."])
        assertLines("TheApp", "launched", ["At launch, `TheApp.launched` is false. An App is never removed or re-created while the app runs, so this state lives as long as the app."])
    }

    func testTheRealAncestorsComeFirstForObjects() {
        // Host is built by TheApp, which injects the Model Host reads nothing of: the real run.
        assertLines("Host", "model", [
            "`model` holds the `Model` that `Host` makes itself.",
            "When `TheApp.launched` changes: `Host` is not re-initialized, the same `Model` is kept.",
            "Certain: the runs from `TheApp` (a root of the app) met no value Lifeline could not compute.",
        ])
    }

    func testAValueEachInitOffersIsNotTakenForKept() {
        // `init` offers `true` each time and the view sets `false` when it appears: the run keeps
        // `false`, since `true` would look kept even if the storage were reset; a value code run
        // as the view appears set is said as this run's (that code may set another later).
        assertLines("Toggled", "isValid", [
            "as `Holder` builds it",
            "Each time the parent re-renders: `Toggled` is re-initialized, and `isValid` keeps the value code run as the view appears gave it (`false` in this run); the initial value `true` each re-initialization comes with is ignored, as SwiftUI keeps the stored one.",
            "When `Toggled` is removed and shown again: `isValid` goes back to the value the call that builds it gives it (`true` with the stand-in parent's arguments; then `false`, which is set once the view has appeared).",
        ])
    }

    func testAClassInStateIsKeptWhileEachInitMakesAThrowawayOne() {
        assertLines("Toggled", "helper", [
            "Under a stand-in parent",
            "the same `Store` (made by `Toggled.helper`) is kept; each re-initialization also makes a new `Store` that SwiftUI throws away (the `@State` of Xcode 26 and earlier evaluates its initial value at every initialization; Xcode 27's evaluates it once).",
            "When `Toggled` is removed and shown again: its `Store` is freed, and a new one is made",
        ])
    }

    func testTheInjectionsOnTheCopiedCallComeWithIt() {
        assertLines("Injected", "settings", [
            "Under a stand-in parent that builds `Injected` as `Injector` builds it:",
            "`settings` holds a `Settings` made by `Injector.settings`'s initial value (copied into the stand-in parent), not by `Injected`. Each time the parent re-renders: `Injected` is re-initialized with the same `Settings`.",
            "When `Injected` is removed and shown again: the `Settings` is not freed, and `Injected` gets the same one back.",
        ])
    }

    /// A starting value the declaration computes (a stored preference) is said as that
    /// expression, the run's value as this run's only: the app's storage may hold another.
    func testAComputedInitialValueIsSaidAsWrittenWithTheRunsValueAsThisRunsOnly() {
        assertLines("IslandForm", "islandName", [
            "Kept when `IslandForm`'s parent re-renders it; back to its initial value `Preferences.shared.islandName` (`\"\"` in this run) when `IslandForm` is removed and shown again, as any `@State` (simulated under a stand-in parent).",
        ])
    }

    /// A start evaluated again when the view comes back (`UUID()`) is said as written: no value of
    /// the run is the app's, and no code set the second one.
    func testAStartEvaluatedAgainIsSaidAsWritten() {
        assertLines("Tagged", "tag", [
            "Kept when `Tagged`'s parent re-renders it; back to its initial value `UUID()`, evaluated again when `Tagged` is removed and shown again, as any `@State` (simulated under a stand-in parent).",
        ])
    }

    /// A start the run cannot compute (an SDK's value), of a type Lifeline cannot tell: the view
    /// kept through re-renders and built again after a removal, and the storage rule for the rest.
    func testAStartTheRunCannotComputeIsSaidAsWritten() {
        assertLines("ScanForm", "status", [
            "Kept when `ScanForm`'s parent re-renders it; back to its initial value `Scanner.current.status` when `ScanForm` is removed and shown again, as any `@State` (simulated under a stand-in parent).",
        ])
    }

    func testAnEnumWithACaseNamedNoneGetsAnotherCase() {
        // `.none` alone would read as nil: the change is written `FieldKind.text` (the run kept it).
        assertLines("FieldForm", "kind", [
            "Kept when `FieldForm`'s parent re-renders it; back to `none` when `FieldForm` is removed and shown again",
        ])
    }

    func testARunThatMetAnUnknownValueIsConditional() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Parent: View {
                @State private var flag = false
                var body: some View { VStack { Text(flag ? "on" : "off"); Text(Formatter.shared.label); Child() } }
            }
            struct Child: View {
                @StateObject private var model = Model()
                var body: some View { Text("\\(model.n)") }
            }
            """
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let child = try XCTUnwrap(snapshot.model.view(typed: "Child"))
        let lines = try XCTUnwrap(snapshot.simulatedLifetime(view: child, property: try XCTUnwrap(child.property("model"))))
        XCTAssertEqual(lines.first, "`model` holds the `Model` that `Child` makes itself.")
        XCTAssertEqual(lines.dropFirst().first, "When `Parent.flag` changes: `Child` is re-initialized, the same `Model` is kept.")
        XCTAssertEqual(lines.last, "Assuming the value Lifeline could not compute on the way (first: App.swift:5: `Formatter` is not known to the simulator; its value is unknown) does not change which views are built; the runs start from `Parent` (an ancestor of `Child`, not a root of the app).")
    }

    /// A run that uses up the hover's step budget is cut short, and the hover says so instead of
    /// reporting a crash of the app or an infinite loop.
    func testARunCutShortByTheStepBudgetSaysSo() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var total = 0
                init() {
                    var sum = 0
                    for i in 0..<10_000_000 { sum += i }
                    total = sum
                }
            }
            struct Content: View {
                @StateObject private var model = Model()
                var body: some View { Text("\\(model.total)") }
            }
            @main
            struct TheApp: App {
                var body: some Scene { WindowGroup { Content() } }
            }
            """
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let content = try XCTUnwrap(snapshot.model.view(typed: "Content"))
        guard case .failure(let reason) = snapshot.simulatedOutcome(view: content, property: try XCTUnwrap(content.property("model"))) else {
            return XCTFail("a run past the budget was simulated")
        }
        XCTAssertEqual(reason.text, "launching `Content`'s ancestors, from `TheApp` down, was cut short: the simulation ran past its budget of 200,000 interpreter steps at App.swift:6 before building `Content`; under a stand-in parent, building `Content` was cut short: the simulation ran past its budget of 200,000 interpreter steps at App.swift:6, so nothing is claimed from it")
    }

    /// Who injects an environment object, as a hover says it: the helper it comes through and where;
    /// "nothing injects" only when no untyped injection and no other module's container could.
    func testAHoverNamesTheHelperThroughWhichAnObjectIsInjected() throws {
        func outcome(_ app: String) throws -> [String] {
            let source = """
                import SwiftUI
                final class Store: ObservableObject { @Published var n = 0 }
                struct Reader: View {
                    @EnvironmentObject var store: Store
                    var body: some View { Text("\\(store.n)") }
                }
                """ + app
            let workspace = Workspace()
            workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
            let snapshot = workspace.snapshot()
            let reader = try XCTUnwrap(snapshot.model.view(typed: "Reader"))
            return try snapshot.simulatedOutcome(view: reader, property: try XCTUnwrap(reader.property("store"))).get()
        }
        func placeholderLine(_ app: String) throws -> String {
            try XCTUnwrap(try outcome(app).first { $0.contains("placeholder `Store` (") })
        }
        let helper = """

            extension View { func withStores(_ tag: Int) -> some View { environmentObject(Store()) } }
            struct Home: View { var body: some View { Reader().withStores(1) } }
            """
        let viaHelper = try placeholderLine(helper)
        XCTAssertTrue(viaHelper.contains("in the app, `Store()` through `.withStores()` at `App.swift:8` injects it above this view (`Home` → `Reader`)"), viaHelper)
        // Given nothing, the helper comes with the copied call, and the run gets its object.
        let given = try outcome(helper.replacingOccurrences(of: "_ tag: Int", with: "").replacingOccurrences(of: "withStores(1)", with: "withStores()"))
        XCTAssertFalse(given.contains { $0.contains("placeholder `Store`") }, "\(given)")
        let untyped = """

            struct Home<Given: ObservableObject>: View {
                let given: Given
                var body: some View { Other().environmentObject(given) }
            }
            struct Other: View { var body: some View { Text("") } }
            """
        let viaUntyped = try placeholderLine(untyped)
        XCTAssertTrue(viaUntyped.contains("Lifeline finds no injection of `Store` in the workspace; one injection whose type Lifeline cannot tell may (first: `given` at `App.swift:9`)"), viaUntyped)
        let external = """

            struct Home: View { var body: some View { StoreProvider(store: nil) { Reader() } } }
            """
        let viaExternal = try placeholderLine(external)
        XCTAssertTrue(viaExternal.contains("another module's view (`StoreProvider`) may inject it"), viaExternal)
        let none = try placeholderLine("")
        XCTAssertTrue(none.contains("Lifeline finds no injection of `Store` in the workspace"), none)
    }
}
