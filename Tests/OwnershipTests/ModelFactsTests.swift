import Ownership
import Semantics
import TestSupport
import XCTest

/// Ownership facts that hold whatever the app: what a view takes from another object, what every
/// construction hands over, where code outside views builds a view, and which types are views.
final class ModelFactsTests: XCTestCase {
    static let model = "import SwiftUI\nfinal class Store: ObservableObject { @Published var n = 0 }\nfinal class Core { let store = Store() }\n"

    func testAPropertyTakenFromAnotherObjectIsInjected() {
        assertOwnership(
            Self.model + """
                @main struct TheApp: App {
                    @ObservedObject private var 1️⃣store: Store
                    private let core: Core
                    init() {
                        let core = Core()
                        store = core.store
                        self.core = core
                    }
                    var body: some Scene { WindowGroup { Text("\\(store.n)") } }
                }
                struct Child: View {
                    @ObservedObject var 2️⃣store: Store
                    init(core: Core) { store = core.store }
                    var body: some View { Text("") }
                }
                struct Local: View {
                    @ObservedObject var 3️⃣store: Store
                    init() { let made = Store(); store = made }
                    var body: some View { Text("") }
                }
                """,
            ["1️⃣": "injected: from `core.store`", "2️⃣": "injected: from `core.store`", "3️⃣": "owned"])
    }

    func testEveryConstructionPassingOneSharedInstanceMakesItShared() {
        let source = """
            import SwiftUI
            final class Coordinator: ObservableObject {
                @Published var input = ""
                @MainActor private(set) static var shared: Coordinator = .init()
                lazy var window: Panel = { Panel(rootView: Palette(coordinator: Coordinator.shared)) }()
            }
            final class Panel { init<V: View>(rootView: V) {} }
            struct Palette: View {
                @StateObject private var 1️⃣coordinator: Coordinator
                init(coordinator: Coordinator) { _coordinator = .init(wrappedValue: coordinator) }
                var body: some View { Text(coordinator.input) }
            }
            #Preview { Palette(coordinator: .shared) }
            """
        assertOwnership(source, ["1️⃣": "shared: passes Coordinator.shared"])
        assertFindings(source)
        // One construction passing its own object: injected, as before.
        assertOwnership(
            source.replacingOccurrences(of: "#Preview { Palette(coordinator: .shared) }", with: "struct Other: View { @StateObject private var c = Coordinator(); var body: some View { Palette(coordinator: c) } }"),
            ["1️⃣": "injected"])
    }

    func testAStructWithWrappersAndABodyFunctionOfAnUnknownProtocolIsAView() {
        assertOwnership(
            Self.model + """
                struct Connected: ConnectedView {
                    struct Props { let n: Int }
                    @EnvironmentObject private var 1️⃣store: Store
                    @State private var 2️⃣box = Store()
                    func map(state: Int) -> Props { Props(n: state) }
                    func body(props: Props) -> some View { Text("\\(props.n)") }
                }
                struct NotAView: Unknown {
                    @State private var 3️⃣box = Store()
                    func body(props: Int) -> Int { props }
                }
                """,
            ["1️⃣": "environment", "2️⃣": "owned", "3️⃣": "none"])
    }

    func testAnotherModulesContainerMayInjectIntoItsContent() {
        let source = BuildDescriptionModelTests.session + """
            struct Reader: View {
                @EnvironmentObject var 1️⃣session: Session
                var body: some View { Text(session.user) }
            }
            @main struct TheApp: App {
                @StateObject private var session = Session()
                var body: some Scene { WindowGroup { SessionProvider(session: session) { Reader() } } }
            }
            """
        assertFindings(source)
        // SwiftUI's own containers inject nothing.
        assertFindings(source.replacingOccurrences(of: "SessionProvider(session: session)", with: "VStack"), ["1️⃣": "missing-environment-object"])
    }
}

/// Types are resolved from where they are written, and conformance is followed through superclasses
/// and protocols in any file: the rules read these facts from the model, never a name's first match.
final class ScopedTypeTests: XCTestCase {
    func testObservedObjectOnAClassThatIsBothObservableAndAnObservableObjectIsFine() {
        let base = "import SwiftUI\nclass BaseObject: ObservableObject {}\n"
        let view = """
            import SwiftUI
            @Observable final class Both: BaseObject { var n = 0 }
            @Observable final class OnlyObservable { var n = 0 }
            struct V: View {
                @ObservedObject var both: Both
                @ObservedObject var 1️⃣only: OnlyObservable
                var body: some View { Text("\\(both.n) \\(only.n)") }
            }
            """
        assertFindings(["Base.swift": base, "View.swift": view], ["1️⃣": "observed-object-on-observable"])
    }

    func testANestedNameInAnExtensionOfANamespaceIsTheNamespacesType() {
        // Two features declare `ViewModel`; which is declared first must not matter.
        let first = """
            import SwiftUI
            enum Inbox {}
            extension Inbox { @Observable final class ViewModel { var n = 0 } }
            """
        let second = """
            import SwiftUI
            enum Settings {}
            extension Settings {
                final class ViewModel: ObservableObject { @Published var n = 0 }
                struct RootView: View {
                    @ObservedObject var model: ViewModel
                    var body: some View { Text("\\(model.n)") }
                }
            }
            extension Inbox {
                struct RootView: View {
                    @ObservedObject var 1️⃣model: ViewModel
                    var body: some View { Text("\\(model.n)") }
                }
            }
            """
        assertFindings(["A.swift": first, "B.swift": second], ["1️⃣": "observed-object-on-observable"])
        assertFindings(["Z.swift": first, "B.swift": second], ["1️⃣": "observed-object-on-observable"])
    }

    func testANestedStructIsNotATopLevelClassOfTheSameName() {
        assertFindings(
            """
            import SwiftUI
            final class Mouse: ObservableObject { @Published var x = 0 }
            enum Command { enum Kind { struct Mouse: Hashable { var x = 0 } } }
            struct Editor: View {
                @State private var mouse: Command.Kind.Mouse
                @State private var 1️⃣shared = Mouse()
                init(mouse: Command.Kind.Mouse) { _mouse = State(initialValue: mouse) }
                var body: some View { Text("\\(mouse.x) \\(shared.x)") }
            }
            """, ["1️⃣": "state-holds-reference-type"])
    }

    /// Two namespaces declare the same names: each class's superclass and each member's type are
    /// the ones its own namespace declares, not the first declared of that simple name.
    func testInheritanceAndMemberTypesResolveWhereTheyAreWritten() {
        let feed = """
            import SwiftUI
            enum Feed {
                class Base: ObservableObject { @Published var n = 0 }
                final class Model: Base {}
                final class Item {}
                final class Holder: ObservableObject { @Published var item: Item? = nil }
            }
            """
        let store = """
            enum Store {
                class Base {}
                final class Model: Base {}
                struct Item {}
                final class Holder: ObservableObject { @Published var item: Item? = nil }
            }
            """
        let (_, model) = assertFindings(["A.swift": feed, "B.swift": store])
        XCTAssertEqual(model.models[TypeKey("Feed.Model")]?.conformsToObservableObject, true)
        XCTAssertEqual(model.models[TypeKey("Store.Model")]?.conformsToObservableObject, false)
        XCTAssertEqual(model.models[TypeKey("Feed.Model")]?.inheritedPublished.map(\.name), ["n"])
        XCTAssertEqual(model.models[TypeKey("Store.Model")]?.inheritedPublished.map(\.name), [])
        XCTAssertEqual(model.models[TypeKey("Feed.Holder")]?.published.map(\.holdsReference), [true])
        XCTAssertEqual(model.models[TypeKey("Store.Holder")]?.published.map(\.holdsReference), [false])
    }

    func testConformanceThroughARefiningProtocolAndASuperclassInAnotherFile() {
        let protocols = "import SwiftUI\nprotocol Loading: ObservableObject {}\nclass Base: ObservableObject { @Published var n = 0 }\n"
        let view = """
            import SwiftUI
            final class Loader: Loading { @Published var done = false }
            final class Child: Base {}
            struct V: View {
                @State private var 1️⃣loader = Loader()
                @State private var 2️⃣child = Child()
                var body: some View { Text("\\(loader.done) \\(child.n)") }
            }
            """
        let (findings, model) = assertFindings(["P.swift": protocols, "V.swift": view], ["1️⃣": "state-holds-reference-type", "2️⃣": "state-holds-reference-type"])
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("ObservableObject") }, "\(findings.map(\.message))")
        XCTAssertEqual(model.models[TypeKey("Loader")]?.conformsToObservableObject, true)
        XCTAssertEqual(model.models[TypeKey("Child")]?.conformsToObservableObject, true)
    }
}

/// A local named like a stored property hides it inside its scope, and only there.
final class ShadowingTests: XCTestCase {
    func testAClosureParameterNamedLikeAPropertyIsNotTheProperty() {
        let source = """
            import SwiftUI
            final class Model: ObservableObject, Identifiable { @Published var n = 0 }
            struct Parent: View {
                @StateObject private var model = Model()
                let models: [Model]
                var body: some View {
                    VStack {
                        ForEach(models) { model in Row(model: model) }
                        Detail(model: model)
                    }
                }
            }
            struct Row: View {
                @ObservedObject var 1️⃣model: Model
                var body: some View { Text("\\(model.n)") }
            }
            struct Detail: View {
                @ObservedObject var 2️⃣model: Model
                var body: some View { Text("\\(model.n)") }
            }
            """
        assertOwnership(source, ["1️⃣": "injected: `model` in Parent.body | !Parent.model (owned", "2️⃣": "injected: Parent.model (owned by @StateObject)"])
    }

    func testAnIfLetWithoutAValueUnwrapsTheProperty() {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Parent: View {
                @StateObject private var model = Model()
                @State private var other: Model?
                var body: some View {
                    if let other { Detail(model: other) }
                    if let model = Optional(model) { Detail(model: model) }
                }
            }
            struct Detail: View {
                @ObservedObject var 1️⃣model: Model
                var body: some View { Text("\\(model.n)") }
            }
            """
        assertOwnership(source, ["1️⃣": "injected: Parent.other | !Parent.model"])
    }
}
