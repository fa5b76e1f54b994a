import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// The simulator means by a type name what Swift means where the name is written: the model's
/// scoped resolver (nesting, extensions of namespaces, private types), never the first type of
/// that simple name. Superclasses, casts, static calls and environment objects are keyed so.
final class ScopedNameTests: XCTestCase {
    /// Simulates `root` in a workspace of `files` (path → text), performs `actions`, and checks the
    /// trace holds each of `shows` and none of `omits`.
    func assertSimulates(
        _ files: [String: String], root: String, actions: [String] = [], shows: [String], omits: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let sources = files.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(files[$0]!)) }
        var settings = SimulationSettings()
        settings.placeholderEnvironment = false
        let simulation = try Simulation(program: Program(files: sources), root: root, settings: settings, screens: true)
        _ = simulation.launch()
        for action in actions { _ = try simulation.perform(try Action.parse(action)) }
        let trace = simulation.trace.text(screen: true)
        for text in shows { XCTAssertTrue(trace.contains(text), "missing \(text) in:\n\(trace)", file: file, line: line) }
        for text in omits { XCTAssertFalse(trace.contains(text), "unexpected \(text) in:\n\(trace)", file: file, line: line) }
    }

    /// Two namespaces that each declare a `Store`; the first declared is `Other`'s.
    static let namespaces = """
        import SwiftUI
        enum Other {}
        extension Other {
            final class Store: ObservableObject {
                init() { print("other store") }
                func name() -> String { "other" }
            }
            class Base { func greet() -> String { "other base" } }
        }
        enum Feature {}
        extension Feature {
            final class Store: ObservableObject {
                init() { print("feature store") }
                func name() -> String { "feature" }
            }
            class Base { func greet() -> String { "feature base" } }
        }
        """

    func testANameInsideAnExtensionOfANamespaceIsThatNamespacesType() throws {
        let view = """
            import SwiftUI
            extension Feature {
                struct RootView: View {
                    @StateObject var store = Store()
                    var body: some View { Text(store.name()) }
                }
            }
            """
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": view], root: "RootView",
            shows: ["feature store", "Text \"feature\""], omits: ["other store", "\"other\""])
    }

    /// A workspace type nested under an SDK type's name (`Review.State`) is not what `State` means
    /// outside its namespace: there it is SwiftUI's, and the state keeps the object it was given.
    func testANestedTypeNamedLikeAnSDKTypeDoesNotHideItOutsideItsScope() throws {
        let source = """
            import SwiftUI
            enum Review { enum State: String { case open, closed } }
            final class Counter {
                init() { print("counter made") }
                deinit { print("counter freed") }
            }
            struct CounterView: View {
                @State private var counter: Counter
                init() { _counter = State(wrappedValue: Counter()) }
                var body: some View { Text("counting") }
            }
            """
        try assertSimulates(["/w/A.swift": source], root: "CounterView", shows: ["counter made", "Text \"counting\""], omits: ["counter freed"])
    }

    /// Two files each declare a private `Model` and a view of one name: each view, launched by its
    /// key, makes its own file's `Model`.
    func testPrivateTypesOfOneNameInTwoFilesAreEachFilesOwn() throws {
        func file(_ word: String) -> String {
            """
            import SwiftUI
            struct Screen: View {
                @StateObject private var model = Model()
                var body: some View { Text(model.word) }
            }
            private final class Model: ObservableObject {
                let word = "\(word)"
            }
            """
        }
        try assertSimulates(["/w/A.swift": file("first"), "/w/B.swift": file("second")], root: "Screen#2", shows: ["Text \"second\""], omits: ["\"first\""])
        try assertSimulates(["/w/A.swift": file("first"), "/w/B.swift": file("second")], root: "Screen", shows: ["Text \"first\""], omits: ["\"second\""])
    }

    func testAStaticCallThroughANestedNameIsKeyed() throws {
        let view = """
            import SwiftUI
            extension Feature {
                enum Factory { static func make() -> String { "feature factory" } }
                struct RootView: View {
                    var body: some View { Text(Factory.make()) }
                }
            }
            extension Other {
                enum Factory { static func make() -> String { "other factory" } }
            }
            """
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": view], root: "RootView",
            shows: ["Text \"feature factory\""], omits: ["other factory"])
    }

    func testASuperclassIsResolvedWhereTheSubclassIsDeclared() throws {
        let view = """
            import SwiftUI
            extension Feature {
                final class Greeter: Base {}
                struct RootView: View {
                    let greeter = Greeter()
                    var body: some View { Text(greeter.greet()) }
                }
            }
            """
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": view], root: "RootView",
            shows: ["Text \"feature base\""], omits: ["other base"])
    }

    func testACastNamesTheTypeInScope() throws {
        let view = """
            import SwiftUI
            extension Feature {
                final class Special: Base {}
                struct RootView: View {
                    let value: AnyObject = Special()
                    var body: some View { Text(value is Base ? "is base" : "not base") }
                }
            }
            """
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": view], root: "RootView", shows: ["Text \"is base\""])
    }

    /// `Feature.ChildView` reads `@EnvironmentObject var store: Store` (which means `Feature.Store`
    /// there); `Feature.RootView` injects the object `made` builds.
    static func injecting(_ made: String) -> String {
        """
        import SwiftUI
        extension Feature {
            struct ChildView: View {
                @EnvironmentObject var store: Store
                var body: some View { Text(store.name()) }
            }
            struct RootView: View {
                @StateObject var store = \(made)
                var body: some View { ChildView().environmentObject(store) }
            }
        }
        """
    }

    func testAnEnvironmentObjectIsFoundByTheTypeItsAnnotationMeans() throws {
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": Self.injecting("Feature.Store()")], root: "RootView",
            shows: ["Text \"feature\""], omits: ["crash", "Fatal error"])
    }

    func testAnObjectOfAnotherTypeWithTheSameSimpleNameIsNotTheEnvironmentObject() throws {
        // SwiftUI finds an environment object by its type: `Other.Store` is not `Feature.Store`.
        try assertSimulates(["/w/A.swift": Self.namespaces, "/w/B.swift": Self.injecting("Other.Store()")], root: "RootView",
            shows: ["No ObservableObject of type Store found"], omits: ["Text \"other\""])
    }

    func testAPrivateTypeOfAnotherFileIsNotSeen() throws {
        // `Helper` in B.swift is the file's own private one, not A.swift's.
        let a = """
            import SwiftUI
            private enum Helper { static func text() -> String { "from a" } }
            """
        let b = """
            import SwiftUI
            private enum Helper { static func text() -> String { "from b" } }
            struct RootView: View {
                var body: some View { Text(Helper.text()) }
            }
            """
        try assertSimulates(["/w/A.swift": a, "/w/B.swift": b], root: "RootView", shows: ["Text \"from b\""], omits: ["from a"])
    }

    /// A generic publisher and two aliases of its specializations.
    static let publishers = """
        import SwiftUI
        final class Publisher<Item>: ObservableObject {
            let item: Item
            init(_ item: Item) { self.item = item }
        }
        typealias NumberPublisher = Publisher<Int>
        typealias WordPublisher = Publisher<String>
        """

    func testAnAliasOfASpecializationIsItsOwnEnvironmentObject() throws {
        // SwiftUI keys the environment by the whole type: a `Publisher<Int>` is no `Publisher<String>`.
        let view = """
            import SwiftUI
            struct ChildView: View {
                @EnvironmentObject var words: WordPublisher
                var body: some View { Text(words.item) }
            }
            struct RootView: View {
                @StateObject var numbers = NumberPublisher(7)
                var body: some View { ChildView().environmentObject(numbers) }
            }
            """
        try assertSimulates(["/w/A.swift": Self.publishers, "/w/B.swift": view], root: "RootView",
            shows: ["No ObservableObject of type Publisher<String> found"])
    }

    func testTheSpecializationInjectedIsFound() throws {
        let view = """
            import SwiftUI
            struct ChildView: View {
                @EnvironmentObject var numbers: NumberPublisher
                var body: some View { Text("\\(numbers.item)") }
            }
            struct RootView: View {
                @StateObject var words = WordPublisher("w")
                @StateObject var numbers = NumberPublisher(7)
                var body: some View { ChildView().environmentObject(numbers).environmentObject(words) }
            }
            """
        try assertSimulates(["/w/A.swift": Self.publishers, "/w/B.swift": view], root: "RootView", shows: ["Text \"7\""], omits: ["Fatal error"])
    }

    func testEachSpecializationGetsItsOwnPlaceholder() throws {
        let view = """
            import SwiftUI
            struct ChildView: View {
                @EnvironmentObject var numbers: NumberPublisher
                @EnvironmentObject var words: WordPublisher
                var body: some View { Text("child") }
            }
            """
        let sources = [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(Self.publishers)), SourceFile(path: "/w/B.swift", tree: SyntaxTree.parse(view))]
        var settings = SimulationSettings()
        settings.placeholderEnvironment = true
        let simulation = try Simulation(program: Program(files: sources), root: "ChildView", settings: settings)
        let launch = simulation.launch()
        // Typed facts: the placeholder events name each type with its specialization.
        XCTAssertEqual(launch.events.compactMap(\.placeholder), ["Publisher<Int>", "Publisher<String>"])
        XCTAssertEqual(simulation.held(view: TypeKey("ChildView"), property: "words")?.placeholderType, "Publisher<String>")
        XCTAssertNotEqual(simulation.held(view: TypeKey("ChildView"), property: "numbers")?.object, simulation.held(view: TypeKey("ChildView"), property: "words")?.object)
    }

    func testViewsWithOneSimpleNameAreToldApartByKey() throws {
        // Events, owners and what a view holds are keyed: `B.Row` is not `A.Row`.
        let source = """
            import SwiftUI
            final class First: ObservableObject {}
            final class Second: ObservableObject {}
            enum A { struct Row: View { @StateObject var model = First(); var body: some View { Text("a") } } }
            enum B { struct Row: View { @StateObject var model = Second(); var body: some View { Text("b") } } }
            struct RootView: View { var body: some View { VStack { A.Row(); B.Row() } } }
            """
        let simulation = try Simulation(program: Program(files: [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(source))]), root: "RootView")
        let launch = simulation.launch()
        XCTAssertEqual(launch.events.filter { $0.kind == .viewInit }.compactMap(\.viewKey), ["RootView", "A.Row", "B.Row"])
        XCTAssertEqual(simulation.held(view: TypeKey("B.Row"), property: "model")?.type, "Second")
        let owners = launch.events.filter { $0.kind == .objectInit }.compactMap(\.owner)
        XCTAssertEqual(owners, [Owner(type: "A.Row", name: "Row", .property("model")), Owner(type: "B.Row", name: "Row", .property("model"))])
        XCTAssertNotEqual(owners[0], owners[1], "two owners print alike (`Row.model`) but are two")
        XCTAssertEqual(owners.map(\.description), ["Row.model", "Row.model"])
    }

    func testSetNamesAViewTypeBySimpleNameOnlyWhenOneTypeHasIt() throws {
        let source = """
            import SwiftUI
            enum Feature { struct Row: View { @State var on = false; var body: some View { Text(on ? "feature on" : "feature off") } } }
            enum Settings { struct Row: View { @State var on = false; var body: some View { Text(on ? "settings on" : "settings off") } } }
            struct Screen: View { var body: some View { VStack { Feature.Row(); Settings.Row() } } }
            """
        let sources = [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(source))]
        let simulation = try Simulation(program: Program(files: sources), root: "Screen", settings: SimulationSettings(), screens: true)
        _ = simulation.launch()
        XCTAssertThrowsError(try simulation.perform(try Action.parse("set Row.on = true"))) { error in
            XCTAssertTrue("\(error)".contains("names 2 view types"), "\(error)")
        }
        // The key names one.
        _ = try simulation.perform(try Action.parse("set Settings.Row.on = true"))
        let trace = simulation.trace.text(screen: true)
        XCTAssertTrue(trace.contains("settings on"), trace)
        XCTAssertFalse(trace.contains("feature on"), trace)
    }
}
