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
