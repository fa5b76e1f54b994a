import Semantics
import Syntax
import XCTest

final class SemanticModelTests: XCTestCase {
    func model(_ files: [String: String]) -> SemanticModel {
        SemanticModel.build(files.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(files[$0]!)) })
    }

    func testViewsAcrossExtensionsAndFiles() {
        let m = model([
            "A.swift": "struct Home {}\nstruct Plain {}\nprotocol Screen: View {}\nstruct Settings: Screen { var body: some View { Text(\"s\") } }",
            "B.swift": "import SwiftUI\nextension Home: View { var body: some View { Detail() } }\n@main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }",
        ])
        XCTAssertEqual(Set(m.viewOrder.map(\.rawValue)), ["Home", "Settings", "MyApp"])
        XCTAssertEqual(m.views[TypeKey("MyApp")]?.role, .app)
        XCTAssertEqual(m.views[TypeKey("Home")]?.constructions.map(\.typeName), ["Detail"])
        XCTAssertEqual(m.roots.first?.constructions.map(\.typeName), ["WindowGroup", "Home"])
    }

    func testSuperclassesGivePublishedPropertiesAndMemberTypes() {
        let m = model([
            "M.swift": """
                import SwiftUI
                class Base: ObservableObject { @Published var items: [Int] = []; let session = Session() }
                final class AppModel: Base { @Published var title = "" }
                final class Session: ObservableObject {}
                struct Root: View {
                    @StateObject private var app = AppModel()
                    var body: some View { Home().environmentObject(app.session) }
                }
                struct Home: View { var body: some View { Text("") } }
                """
        ])
        XCTAssertEqual(m.models[TypeKey("AppModel")]?.published.map(\.name), ["title"])
        XCTAssertEqual(m.models[TypeKey("AppModel")]?.inheritedPublished.map(\.name), ["items"])
        XCTAssertEqual(m.injectionsByType["Session"]?.count, 1)
    }

    func testModelKinds() {
        let m = model([
            "M.swift": """
                class Base: ObservableObject {}
                final class Derived: Base { @Published var items: [Int] = []; @Published var child = Child() }
                protocol Store: ObservableObject {}
                final class Conforming: Store {}
                final class Child: ObservableObject {}
                @Observable final class Book { var title = ""; @ObservationIgnored var cache = 0 }
                final class Box { var n = 0 }
                typealias Alias = Book
                """
        ])
        XCTAssertEqual(m.models[TypeKey("Derived")]?.kind, .observableObject)
        XCTAssertEqual(m.models[TypeKey("Conforming")]?.kind, .observableObject)
        XCTAssertEqual(m.models[TypeKey("Book")]?.kind, .observable)
        XCTAssertEqual(m.models[TypeKey("Box")]?.kind, .plain)
        XCTAssertEqual(m.models[TypeKey("Book")]?.ignored, ["cache"])
        XCTAssertEqual(m.models[TypeKey("Derived")]?.published.map(\.name), ["items", "child"])
        XCTAssertEqual(m.models[TypeKey("Derived")]?.published.map(\.holdsReference), [false, true])
        XCTAssertEqual(m.modelClass(named: "Alias?", file: 0, scope: nil)?.key, TypeKey("Book"))
    }

    func testPropertiesWrappersAndInitialValues() {
        let m = model([
            "V.swift": """
                struct V: View {
                    @StateObject private var owned = Model()
                    @ObservedObject var shared = Model.shared
                    @EnvironmentObject var session: Session
                    @Environment(\\.dismiss) private var dismiss
                    @Environment(Store.self) private var store
                    @State var count = 0
                    @Binding var flag: Bool
                    @AppStorage("k") var stored = ""
                    @Clamped(0...9) var level = 3
                    let title: String
                    var body: some View { Text(title) }
                }
                """
        ])
        let view = m.views[TypeKey("V")]!
        XCTAssertEqual(view.properties.map(\.wrapper), [
            .stateObject, .observedObject, .environmentObject, .environmentValue(key: "\\.dismiss"), .environmentObservable(type: "Store"),
            .state, .binding, .appStorage, .custom("Clamped"), .none, .none,
        ])
        XCTAssertEqual(view.property("owned")?.initialValue?.kind, .newInstance(type: "Model"))
        XCTAssertEqual(view.property("shared")?.initialValue?.kind, .sharedInstance(type: "Model", member: "shared"))
        XCTAssertEqual(view.property("owned")?.type, "Model")
        XCTAssertEqual(view.property("owned")?.access, .private)
        XCTAssertEqual(view.property("count")?.access, .internal)
        XCTAssertEqual(view.property("body")?.isComputed, true)
        // A private property with a value is not a memberwise parameter (Swift leaves it out).
        XCTAssertEqual(view.memberwiseParameters, ["shared", "session", "dismiss", "store", "count", "flag", "stored", "level", "title"])
    }

    /// A state whose initial value is a case of an enum of the workspace has that enum's type; a
    /// member of another kind of type says nothing (`Item.samples` is not an `Item`).
    func testACaseOfAWorkspaceEnumGivesItsType() {
        let m = model([
            "V.swift": """
                import SwiftUI
                enum Mode { case light, dark }
                struct Item { static let samples = [Item]() }
                struct V: View {
                    enum Tab { case home, search }
                    @State private var tab = Tab.home
                    @State private var mode = Mode.dark
                    @State private var items = Item.samples
                    @State private var missing = Mode.sepia
                    var body: some View { Text("") }
                }
                """
        ])
        let view = m.views[TypeKey("V")]
        XCTAssertEqual(view?.property("tab")?.type, "V.Tab")
        XCTAssertEqual(view?.property("mode")?.type, "Mode")
        XCTAssertNil(view?.property("items")?.type)
        XCTAssertNil(view?.property("missing")?.type)
    }

    func testInitializers() {
        let m = model([
            "V.swift": """
                struct Search: View {
                    @StateObject private var search: Query
                    @State private var text: String
                    let seed: String
                    init(seed: String) {
                        let eager = Query(seed)
                        self.seed = seed
                        _search = StateObject(wrappedValue: Query(seed))
                        _text = State(initialValue: seed)
                        print(search.value, self.text, _text.wrappedValue)
                        _ = eager
                    }
                    var body: some View { Text(text) }
                }
                """
        ])
        let initializer = m.views[TypeKey("Search")]!.initializers[0]
        XCTAssertEqual(initializer.parameters.map(\.name), ["seed"])
        XCTAssertEqual(initializer.assignments.map(\.property), ["seed", "search", "text"])
        XCTAssertEqual(initializer.assignments.map(\.throughStorage), [false, true, true])
        XCTAssertEqual(initializer.assignments.map(\.value.kind), [.parameter(name: "seed"), .newInstance(type: "Query"), .parameter(name: "seed")])
        XCTAssertEqual(initializer.wrappedValueReads.map(\.property), ["search", "text", "text"])
    }

    /// One initializer's assignments and wrapped-value reads, as the one scope resolver sees its
    /// locals: `body` is the initializer of `struct V: View { @State var text: String;
    /// @StateObject var model: Model; let seed: String; … }`.
    func assertInitializer(
        _ body: String, kinds: [ValueKind], reads: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let m = model([
            "V.swift": """
                final class Model: ObservableObject {}
                struct V: View {
                    @State private var text: String
                    @StateObject private var model: Model
                    init(seed: String, given: Model?) {
                \(body)
                    }
                    var body: some View { Text(text) }
                }
                """
        ])
        guard let initializer = m.views[TypeKey("V")]?.initializers.first else { return XCTFail("no initializer", file: file, line: line) }
        XCTAssertEqual(initializer.assignments.map(\.value.kind), kinds, file: file, line: line)
        XCTAssertEqual(initializer.wrappedValueReads.map(\.property), reads, file: file, line: line)
    }

    func testInitializerLocalsFollowScopes() {
        // A local built in the initializer, then stored.
        assertInitializer(
            "let made = Model(); _model = StateObject(wrappedValue: made); _text = State(initialValue: seed)",
            kinds: [.localInstance(name: "made", type: "Model"), .parameter(name: "seed")], reads: [])
        // `if let given` unwraps the parameter.
        assertInitializer(
            "if let given { _model = StateObject(wrappedValue: given) } else { _model = StateObject(wrappedValue: Model()) }; _text = State(initialValue: seed)",
            kinds: [.parameter(name: "given"), .newInstance(type: "Model"), .parameter(name: "seed")], reads: [])
        // A local named like a property hides it only in its block: the read after the block is the property's.
        assertInitializer(
            "_text = State(initialValue: seed); _model = StateObject(wrappedValue: Model()); if seed.isEmpty { let text = \"x\"; print(text) }; print(text)",
            kinds: [.parameter(name: "seed"), .newInstance(type: "Model")], reads: ["text"])
        // A local named like a parameter hides the parameter where it is visible.
        assertInitializer(
            "let seed = \"fixed\"; _text = State(initialValue: seed); _model = StateObject(wrappedValue: Model())",
            kinds: [.other, .newInstance(type: "Model")], reads: [])
        // A closure's parameter named like a local does not hide it outside the closure.
        assertInitializer(
            "let made = Model(); [1].forEach { made in print(made) }; _model = StateObject(wrappedValue: made); _text = State(initialValue: seed)",
            kinds: [.localInstance(name: "made", type: "Model"), .parameter(name: "seed")], reads: [])
    }

    func testABodysLocalViewIsBuiltWhereTheScopeResolverSaysItsNameIsUsed() {
        let m = model([
            "V.swift": """
                struct Header: View { var body: some View { Text("h") } }
                struct Footer: View { var body: some View { Text("f") } }
                struct Page: View {
                    let footers: [Footer] = []
                    var body: some View {
                        let header = Header()
                        let footer = Footer()
                        VStack {
                            header
                            ForEach(0..<footers.count, id: \\.self) { index in
                                let footer = footers[index]
                                footer
                            }
                        }
                    }
                }
                """
        ])
        // `header` is named inside the stack's content: built there. Each row's `footer` is the
        // row's own local (an element of `footers`), which hides the body's: no `Footer` is built.
        XCTAssertEqual(m.views[TypeKey("Page")]?.constructions.map(\.typeName).filter { ["Header", "Footer"].contains($0) }, ["Header"])
    }

    func testAViewALocalOfAnActionHoldsIsNotPartOfTheTree() {
        let m = model([
            "V.swift": """
                import UIKit
                struct Footer: View { var body: some View { Text("f") } }
                struct Bar: View {
                    let migrate: () -> Void
                    var body: some View { Button("Migrate", action: migrate) }
                }
                struct Page: View {
                    var body: some View {
                        Bar(migrate: {
                            let next = Footer()
                            let controller = UIHostingController(rootView: next)
                            print(controller)
                        })
                    }
                }
                """
        ])
        XCTAssertEqual(m.views[TypeKey("Page")]?.constructions.map(\.typeName).filter { $0 == "Footer" }, [])
    }

    /// A private type is often spelled with a leading underscore (`_Cell`): it is a type all the
    /// same, and a body that calls it builds it.
    func testAViewNamedWithALeadingUnderscoreIsBuilt() {
        let m = model([
            "V.swift": """
                struct Cell: View {
                    let isTask: Bool
                    var body: some View {
                        if isTask { _TaskCell(task: 1) } else { __Other() }
                    }
                }
                private struct _TaskCell: View { let task: Int; var body: some View { Text("t") } }
                private struct __Other: View { var body: some View { Text("o") } }
                """
        ])
        XCTAssertEqual(m.views[TypeKey("Cell")]?.constructions.map(\.typeName), ["_TaskCell", "__Other"])
    }

    /// `[Item]()` and `[String: Int]()` say their type.
    func testAnEmptyCollectionCallGivesItsType() {
        let m = model(["V.swift": "struct Item {}\nstruct V: View {\n  @State private var items = [Item]()\n  @State private var counts = [String: Int]()\n  var body: some View { Text(\"\") }\n}\n"])
        XCTAssertEqual(m.views[TypeKey("V")]?.property("items")?.type, "[Item]")
        XCTAssertEqual(m.views[TypeKey("V")]?.property("counts")?.type, "[String: Int]")
        // A constant of the type's own: `CGRect.zero`.
        let constant = model(["V.swift": "struct V: View {\n  @State private var frame = CGRect.zero\n  var body: some View { Text(\"\") }\n}\n"])
        XCTAssertEqual(constant.views[TypeKey("V")]?.property("frame")?.type, "CGRect")
    }

    func testTypeStyleNames() {
        for name in ["Row", "URL", "_Cell", "__Cell", "Émoji"] { XCTAssertTrue(SyntaxNode.isTypeStyle(name), name) }
        for name in ["row", "_model", "_", "", "__", "_1", "émoji"] { XCTAssertFalse(SyntaxNode.isTypeStyle(name), name) }
    }

    func testStructuralContexts() {
        let m = model([
            "V.swift": """
                struct Root: View {
                    @State private var show = false
                    var body: some View {
                        NavigationStack {
                            if show { A() } else { B().id(show) }
                            List { ForEach(items, id: \\.id) { C(item: $0) } }
                            NavigationLink("Go") { D() }
                        }
                        .sheet(isPresented: $show) { E() }
                        .environmentObject(Session())
                    }
                }
                struct A: View { var body: some View { Text("a") } }
                """
        ])
        let contexts = Dictionary(uniqueKeysWithValues: m.views[TypeKey("Root")]!.constructions.map { ($0.typeName, $0.contexts) })
        XCTAssertEqual(contexts["A"]?.count, 3)
        XCTAssertTrue(contexts["B"]?.contains(.explicitIdentity("show")) == true)
        XCTAssertTrue(contexts["C"]?.contains(.forEach(id: "\\.id")) == true)
        XCTAssertTrue(contexts["C"]?.contains(.lazyContainer("List")) == true)
        XCTAssertTrue(contexts["D"]?.contains(.navigationLinkDestination) == true)
        XCTAssertTrue(contexts["E"]?.contains(.presentation("sheet")) == true)
        XCTAssertTrue(contexts["E"]?.contains { if case .injection(let i) = $0 { return i.type == "Session" && i.isNewInstance } else { return false } } == true)
    }
}

/// Places in messages and hovers: relative to the folder of the workspace's files, never the
/// machine's absolute paths; paths the command line gave relative stay as given.
final class DisplayPathTests: XCTestCase {
    func assertPlaces(_ paths: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let model = SemanticModel.build(paths.map { SourceFile(path: $0, tree: SyntaxTree.parse(Array("struct S {}\n".utf8))) })
        XCTAssertEqual(paths.indices.map { model.describe(Location(file: $0, range: 7..<8)) }, expected, file: file, line: line)
        XCTAssertEqual(paths.indices.map { model.describeAsRead(Location(file: $0, range: 7..<8)) }, paths.map { $0 + ":1:8" }, file: file, line: line)
    }

    func testPlacesAreRelativeToTheWorkspacesFolder() {
        assertPlaces(["/Users/me/App/Sources/A.swift", "/Users/me/App/Sources/Feature/B.swift"], ["A.swift:1:8", "Feature/B.swift:1:8"])
        assertPlaces(["/Users/me/App/A.swift"], ["A.swift:1:8"])
        assertPlaces(["/w/App/A.swift", "/w/Kit/B.swift"], ["App/A.swift:1:8", "Kit/B.swift:1:8"])
        // A shared prefix that is not a whole folder name is no folder.
        assertPlaces(["/w/App/A.swift", "/w/Apple/B.swift"], ["App/A.swift:1:8", "Apple/B.swift:1:8"])
        // Nothing in common but the file system's root, or paths given relative: as read.
        assertPlaces(["/a/A.swift", "/b/B.swift"], ["/a/A.swift:1:8", "/b/B.swift:1:8"])
        assertPlaces(["Examples/A.swift", "/abs/B.swift"], ["Examples/A.swift:1:8", "/abs/B.swift:1:8"])
        assertPlaces(["Examples/A.swift"], ["Examples/A.swift:1:8"])
    }
}

/// Views built through code outside the view that it calls.
final class BuiltThroughTests: XCTestCase {
    func model(_ files: [String: String]) -> SemanticModel {
        SemanticModel.build(files.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(files[$0]!)) })
    }

    /// What a view builds through code outside it that it calls: a `View` extension method it
    /// applies, a method of a workspace type called on a parameter or property declared as that
    /// type. Each construction says where the view named the code it went through.
    /// `expected`: for each view built (of `Feed`, `Profile`, `Report`), each place that builds it,
    /// as the code it went through ("a() > b()").
    func assertBuiltThrough(_ source: String, view: String, builds expected: [String: [String]], file: StaticString = #filePath, line: UInt = #line) {
        let m = model(["App.swift": source])
        guard let built = m.views[TypeKey(view)]?.constructions else { return XCTFail("no view \(view)", file: file, line: line) }
        let tree = SyntaxTree.parse(source)
        var found: [String: [String]] = [:]
        for construction in built where ["Feed", "Profile", "Report"].contains(construction.typeName) {
            found[construction.typeName, default: []].append(construction.through.map { tree.source.text($0.range) }.joined(separator: " > "))
        }
        XCTAssertEqual(found, expected, file: file, line: line)
        for name in expected.keys {
            guard let key = m.views.keys.first(where: { $0.simpleName == name }) else { continue }
            XCTAssertTrue(m.constructionSites(of: key).contains { m.parentView(of: $0)?.name == view }, "\(name) is not a construction of \(view)", file: file, line: line)
        }
    }

    func testAViewExtensionMethodAppliedByAViewBuildsForIt() {
        assertBuiltThrough("""
            import SwiftUI
            struct Report: View { var body: some View { Text("r") } }
            extension View {
                func withSheets(showing: Binding<Bool>) -> some View {
                    self.sheet(isPresented: showing) { Report() }
                }
            }
            struct Home: View {
                @State private var showing = false
                var body: some View { Text("home").withSheets(showing: $showing) }
            }
            """, view: "Home", builds: ["Report": ["Text(\"home\").withSheets(showing: $showing)"]])
    }

    func testAMethodOfATypedParameterOrPropertyBuildsForTheView() {
        assertBuiltThrough("""
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            struct Profile: View { var body: some View { Text("p") } }
            enum Tab {
                case feed, profile
                @ViewBuilder func content() -> some View {
                    switch self {
                    case .feed: Feed()
                    case .profile: Profile()
                    }
                }
            }
            struct Home: View {
                let first: Tab
                var body: some View {
                    VStack {
                        first.content()
                        page(for: .profile)
                    }
                }
                func page(for tab: Tab) -> some View { tab.content() }
            }
            """, view: "Home", builds: [
                "Feed": ["first.content()", "page(for: .profile) > tab.content()"],
                "Profile": ["first.content()", "page(for: .profile) > tab.content()"],
            ])
    }

    /// The typed method's call is the base of a modifier chain: still a call that builds views.
    func testAMethodOfATypedValueUnderModifiersBuildsForTheView() {
        assertBuiltThrough("""
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            enum Tab {
                case feed
                @ViewBuilder func content() -> some View { Feed() }
            }
            struct Home: View {
                let first: Tab
                var body: some View { first.content().padding().overlay { Text("o") } }
            }
            """, view: "Home", builds: ["Feed": ["first.content()"]])
    }

    /// A view handed to a typed object's method is that method's to show: not built where the
    /// call is written (`windowOpener.openPrompt { Prompt() }` shows it in a window of its own).
    func testAViewHandedToATypedMethodIsNotBuiltAtTheCall() {
        assertBuiltThrough("""
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            final class Opener {
                func open(_ content: () -> some View) { print(content()) }
            }
            struct Home: View {
                let opener: Opener
                var body: some View { Button("Open") { opener.open { Feed() } } }
            }
            """, view: "Home", builds: [:])
    }

    /// `navigationDestination(for:)` and `sheet` written on a `View` extension's implicit self
    /// are modifiers: what they build is pushed or presented, as when written `self.sheet`.
    func testAViewExtensionsImplicitSelfModifiersPushAndPresent() {
        let m = model(["App.swift": """
            import SwiftUI
            enum Route: Hashable { case feed }
            struct Feed: View { var body: some View { Text("f") } }
            struct Report: View { var body: some View { Text("r") } }
            extension View {
                func withRouter() -> some View {
                    navigationDestination(for: Route.self) { route in
                        switch route { case .feed: Feed() }
                    }
                }
                func withReport(_ showing: Binding<Bool>) -> some View { sheet(isPresented: showing) { Report() } }
            }
            struct Home: View {
                @State private var showing = false
                var body: some View { NavigationStack { Text("home").withRouter().withReport($showing) } }
            }
            """])
        let contexts = Dictionary(uniqueKeysWithValues: (m.views[TypeKey("Home")]?.constructions ?? []).map { ($0.typeName, $0.contexts) })
        XCTAssertTrue(contexts["Feed"]?.contains(.navigationDestination) == true, "\(contexts["Feed"] ?? [])")
        XCTAssertTrue(contexts["Report"]?.contains(.presentation("sheet")) == true, "\(contexts["Report"] ?? [])")
    }

    /// A closure's parameter given values the walk cannot type is untyped, even when it shadows a
    /// typed property of the view.
    func testAMethodOfAnUntypedValueIsNotFollowed() {
        assertBuiltThrough("""
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            enum Tab {
                case feed
                func content() -> some View { Feed() }
            }
            struct Home: View {
                let tab: Tab = .feed
                var body: some View { ForEach(loadTabs(), id: \\.self) { tab in tab.content() } }
                func loadTabs() -> [Tab] { [.feed] }
            }
            """, view: "Home", builds: [:])
    }

    /// `Self.Tags(…)` in a view nested in a namespace builds the member type of that view, as
    /// Swift reads `Self` there, not a view of the simple name elsewhere.
    func testSelfDotANestedTypeIsTheMemberTypeOfTheViewAroundIt() {
        let m = model(["App.swift": """
            import SwiftUI
            enum Editor {}
            extension Editor {
                struct Complete: View {
                    @State private var expanded = false
                    var body: some View { Self.Tags(expanded: $expanded) }
                }
            }
            extension Editor.Complete {
                struct Tags: View {
                    @Binding var expanded: Bool
                    var body: some View { Text("t") }
                }
            }
            struct Tags: View { var body: some View { Text("other") } }
            """])
        XCTAssertEqual(m.views[TypeKey("Editor.Complete")]?.constructions.first { $0.typeName == "Tags" }?.typeKeys, [TypeKey("Editor.Complete.Tags")])
    }

    /// A `ForEach` over a typed array, or a type's `allCases`, gives its content closure an
    /// element of that type.
    func testAForEachRowOfATypedArrayIsTyped() {
        assertBuiltThrough("""
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            struct Profile: View { var body: some View { Text("p") } }
            enum Tab: CaseIterable {
                case feed
                func content() -> some View { Feed() }
            }
            enum Page: CaseIterable {
                case profile
                func content() -> some View { Profile() }
            }
            struct Home: View {
                let tabs: [Tab] = [.feed]
                var body: some View {
                    ForEach(tabs, id: \\.self) { tab in tab.content() }
                    ForEach(Page.allCases, id: \\.self) { page in page.content() }
                }
            }
            """, view: "Home", builds: ["Feed": ["tab.content()"], "Profile": ["page.content()"]])
    }

    /// A computed property of a workspace type read on a typed value builds its views where it is
    /// read: a pushed value's `destination` (the type `navigationDestination(for:)` names), an
    /// `if let` of a typed state.
    func testAComputedPropertyOfATypedValueBuildsForTheView() {
        let source = """
            import SwiftUI
            struct Feed: View { var body: some View { Text("f") } }
            struct Profile: View { var body: some View { Text("p") } }
            enum Route: Hashable {
                case feed, profile
                @ViewBuilder var destination: some View {
                    switch self {
                    case .feed: Feed()
                    case .profile: Profile()
                    }
                }
                static var preview: some View { Feed() }
            }
            struct Home: View {
                @State private var selected: Route? = nil
                var body: some View {
                    NavigationStack {
                        if let selected { selected.destination }
                        Text("home").navigationDestination(for: Route.self) { route in route.destination }
                    }
                }
            }
            """
        assertBuiltThrough(source, view: "Home", builds: [
            "Feed": ["selected.destination", "route.destination"],
            "Profile": ["selected.destination", "route.destination"],
        ])
        let m = model(["App.swift": source])
        let pushed = (m.views[TypeKey("Home")]?.constructions ?? []).filter { $0.typeName == "Profile" && $0.contexts.contains(.navigationDestination) }
        XCTAssertEqual(pushed.count, 1)
    }
}
