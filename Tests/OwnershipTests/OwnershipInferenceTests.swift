import Ownership
import Semantics
import Syntax
import TestSupport
import XCTest

/// Builds a workspace of one or more files and compares the ownership verdict of each marked
/// property (the marker stands right before the property's name). An expectation is a kind
/// (`owned`, `injected`, `environment`, `shared`, `unknown`), optionally followed by `: text` that the
/// evidence must contain (`: text | !other`: and must not contain `other`), or `none` for a property
/// that gets no verdict. Every other property of the
/// workspace may have any verdict.
func assertOwnership(_ files: [String: String], _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) {
    let (model, positions) = markedWorkspace(files)
    let verdicts = OwnershipAnalysis.analyze(model).verdicts
    for (marker, expectation) in expected.sorted(by: { $0.key < $1.key }) {
        guard let position = positions[marker] else {
            XCTFail("marker \(marker) is not in the sources", file: file, line: line)
            continue
        }
        let verdict = verdicts.first { $0.property.location.file == position.file && $0.property.nameRange.lowerBound == position.offset }
        let parts = expectation.split(separator: ":", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
        if parts[0] == "none" {
            if let verdict { XCTFail("at \(marker): expected no verdict, got \(verdict.kind): \(verdict.evidence)", file: file, line: line) }
            continue
        }
        guard let verdict else {
            XCTFail("at \(marker): expected \(expectation), got no verdict", file: file, line: line)
            continue
        }
        XCTAssertEqual(verdict.kind.rawValue, parts[0], "at \(marker): \(verdict.evidence.joined(separator: " | "))", file: file, line: line)
        if parts.count > 1 {
            // `text | !other`: the evidence contains `text` and not `other`.
            let evidence = verdict.evidence.joined(separator: "\n")
            for piece in parts[1].components(separatedBy: " | ") {
                if piece.hasPrefix("!") {
                    XCTAssertFalse(evidence.contains(piece.dropFirst()), "at \(marker): evidence has \"\(piece.dropFirst())\": \(evidence)", file: file, line: line)
                } else {
                    XCTAssertTrue(evidence.contains(piece), "at \(marker): evidence lacks \"\(piece)\": \(evidence)", file: file, line: line)
                }
            }
        }
    }
}

func assertOwnership(_ source: String, _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) {
    assertOwnership(["View.swift": source], expected, file: file, line: line)
}

private let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\n@Observable final class Book { var title = \"\" }\n"

/// Every spelling of "install this object in the wrapper's storage", desugared in one place.
final class WrapperInitializationFormTests: XCTestCase {
    /// Evidence names things as the user wrote them: `.init(…)` makes the property's declared type
    /// (never "a new Self"), and a preview is named once (never "#Preview.#Preview").
    func testEvidenceNamesWhatTheUserWrote() {
        let model = "import SwiftUI\nfinal class RowModel: ObservableObject { @Published var n = 0 }\n"
        let row = "struct Row: View {\n  @ObservedObject var 1️⃣model: RowModel\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
        assertOwnership(model + row + "#Preview { Row(model: .init()) }",
            ["1️⃣": "injected: a new RowModel built by #Preview at | !Self | !#Preview.#Preview"])
        assertOwnership(model + row + "struct List: View {\n  var body: some View { Row(model: RowModel()) }\n}\n",
            ["1️⃣": "injected: a new RowModel built by List.body at"])
        XCTAssertEqual(FindingSubject.displayName("Feature.Row#2"), "Feature.Row")
        XCTAssertEqual(FindingSubject.displayName("Row"), "Row")
        XCTAssertEqual(FindingSubject.displayName("#Preview at A.swift:3"), "#Preview at A.swift:3")
        XCTAssertEqual(FindingSubject.displayName("#Preview"), "#Preview")
        XCTAssertEqual(FindingSubject.displayName("Row#x"), "Row#x")
    }

    func testImplicitInitOfTheStorageIsTheWrapper() {
        assertOwnership(
            model + "struct V: View {\n  @StateObject var 1️⃣m: Model\n  init(model: Model) { self._m = .init(wrappedValue: model) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected: from init parameter `model`"])
        assertOwnership(
            model + "struct V: View {\n  @StateObject var 1️⃣m: Model\n  init() { _m = .init(wrappedValue: Model()) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "owned"])
        assertOwnership(
            model + "struct V: View {\n  @ObservedObject var 1️⃣m: Model\n  init(model: Model) { _m = .init(initialValue: model) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
        assertOwnership(
            model + "struct V: View {\n  @State private var 1️⃣b: Book\n  init(book: Book) { _b = .init(initialValue: book) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
    }

    func testNamedWrapperCalls() {
        for call in ["StateObject(wrappedValue: m)", "SwiftUI.StateObject(wrappedValue: m)", "StateObject<Model>(wrappedValue: m)", "StateObject.init(wrappedValue: m)"] {
            assertOwnership(
                model + "struct V: View {\n  @StateObject var 1️⃣m: Model\n  init(m: Model) { _m = \(call) }\n  var body: some View { Text(\"\") }\n}",
                ["1️⃣": "injected"])
        }
        assertOwnership(
            model + "struct V: View {\n  @State var 1️⃣b: Book\n  init(b: Book) { _b = State(initialValue: b) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
        assertOwnership(
            model + "struct V: View {\n  @ObservedObject var 1️⃣m: Model\n  init() { _m = ObservedObject(initialValue: Model()) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "owned"])
        assertOwnership(
            model + "struct V: View {\n  @ObservedObject var 1️⃣m: Model\n  init(m: Model) { _m = ObservedObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
    }

    func testAutoclosureParameterForwardedIntoTheWrapper() {
        let view = model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: @autoclosure @escaping () -> Model) { _m = StateObject(wrappedValue: m()) }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { V(m: Model()) } }", ["1️⃣": "owned: `@autoclosure` parameter `m`"])
        assertOwnership(view, ["1️⃣": "owned: once, when SwiftUI first installs the state"])
        // Every construction passes an object that already exists: the view is not its owner.
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var shared = Model()\n  var body: some View { V(m: shared) }\n}",
            ["1️⃣": "injected: every construction passes an existing object"])
        // Only a preview constructs it: what the app passes is not seen, so nothing is claimed.
        assertOwnership(view + "extension Model { static let preview = Model() }\n#Preview { V(m: .preview) }", ["1️⃣": "unknown: only previews construct V"])
        assertOwnership(
            view + "extension Model { static let preview = Model() }\n#Preview { V(m: .preview) }\nstruct P: View {\n  var body: some View { V(m: Model()) }\n}",
            ["1️⃣": "owned: `@autoclosure` parameter `m`"])
        assertFindings(view.replacingOccurrences(of: "1️⃣", with: "") + "extension Model { static let preview = Model() }\n#Preview { V(m: .preview) }")
    }

    func testFallbackToANewInstance() {
        let view = model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(seed: Model? = nil) { _m = StateObject(wrappedValue: seed ?? Model()) }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { V() } }", ["1️⃣": "owned: unless the caller gives `seed`"])
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var s = Model()\n  var body: some View { V(seed: s) }\n}",
            ["1️⃣": "injected: every construction gives it"])
        assertOwnership(view + "#Preview { V(seed: Model()) }", ["1️⃣": "unknown: only previews construct V"])
        // Through a local first.
        assertOwnership(
            model + "struct V: View {\n  @State private var 1️⃣b: Book\n  init(existing: Book? = nil) {\n    let initial = existing ?? Book()\n    _b = State(initialValue: initial)\n  }\n  var body: some View { Text(\"\") }\n}\nstruct P: View { var body: some View { V() } }",
            ["1️⃣": "owned: unless the caller gives `existing`"])
    }

    func testLocalBuiltBeforeTheAssignment() {
        assertOwnership(
            model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init() {\n    let vm = Model()\n    _m = StateObject(wrappedValue: vm)\n  }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "owned: as `vm`"])
        assertOwnership(
            model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(flag: Bool) { _m = StateObject(wrappedValue: flag ? Model() : Model()) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "owned"])
    }

    /// A value every side of which is made by the init (`try?` of a construction, a local holding
    /// one, `.init()` typed by the property, parentheses, `!`) is made there, whatever joins the sides.
    func testOptionalConstructionsJoinedByCoalescing() {
        let view = { (body: String) in
            model + "extension Model { convenience init(contentsOf url: URL) throws { self.init() }\n  static let shared = Model() }\n"
                + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(url: URL, seed: Model?) {\n\(body)\n  }\n  var body: some View { Text(\"\") }\n}\n"
        }
        for body in [
            "    let loaded = try? Model(contentsOf: url)\n    _m = StateObject(wrappedValue: loaded ?? .init())",
            "    _m = StateObject(wrappedValue: (try? Model(contentsOf: url)) ?? Model())",
            "    let loaded = try? Model(contentsOf: url)\n    let fresh = Model()\n    _m = StateObject(wrappedValue: loaded ?? fresh)",
            "    let loaded = try? Model(contentsOf: url)\n    let chosen = loaded ?? (try? Model(contentsOf: url)) ?? .init()\n    _m = .init(wrappedValue: chosen)",
            "    _m = StateObject(wrappedValue: try! Model(contentsOf: url))",
            "    let loaded = try? Model(contentsOf: url)\n    _m = StateObject(wrappedValue: loaded!)",
            "    let fresh = Model()\n    _m = StateObject(wrappedValue: url.isFileURL ? fresh : Model())",
        ] {
            assertOwnership(view(body), ["1️⃣": "owned: created in init"])
        }
        // One side the init does not make: a parameter, a shared instance, a member of a parameter.
        assertOwnership(
            view("    let loaded = try? Model(contentsOf: url)\n    _m = StateObject(wrappedValue: loaded ?? seed!)"), ["1️⃣": "unknown: cannot follow"])
        assertOwnership(
            view("    let loaded = try? Model(contentsOf: url)\n    _m = StateObject(wrappedValue: loaded ?? .shared)"), ["1️⃣": "unknown: cannot follow"])
        assertOwnership(view("    _m = StateObject(wrappedValue: seed ?? (try? Model(contentsOf: url)) ?? Model())"), ["1️⃣": "unknown: unless the caller gives `seed`"])
        assertOwnership(view("    _m = StateObject(wrappedValue: seed?.child ?? Model())"), ["1️⃣": "unknown: cannot follow"])
        assertOwnership(
            model + "final class Core { let m = Model() }\nstruct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(core: Core?) { _m = StateObject(wrappedValue: core!.m) }\n  var body: some View { Text(\"\") }\n}\n",
            ["1️⃣": "injected: from `core!.m`"])
        assertOwnership(
            model + "final class Core { var m: Model? }\nstruct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(core: Core) { _m = StateObject(wrappedValue: core.m!) }\n  var body: some View { Text(\"\") }\n}\n",
            ["1️⃣": "injected: from `core.m!`"])
        // An argument made where a parent passes it, through the same joins.
        let child = model + "struct Child: View {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(
            child + "struct P: View {\n  let url: URL\n  var body: some View {\n    let loaded = try? Model()\n    Child(m: loaded ?? .init())\n  }\n}",
            ["1️⃣": "injected: a new Model built by P.body"])
        assertOwnership(
            child + "struct P: View {\n  let seed: Model?\n  var body: some View { Child(m: seed ?? Model()) }\n}", ["1️⃣": "injected: `seed ?? Model()` in P.body"])
    }

    func testDefaultArgument() {
        let view = model + "struct V: View {\n  @ObservedObject var 1️⃣m: Model\n  init(m: Model = Model()) { self.m = m }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { V() } }", ["1️⃣": "owned: default argument"])
        // No construction Lifeline can see: it does not claim the default is used.
        assertOwnership(view, ["1️⃣": "unknown: no construction of V"])
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var s = Model()\n  var body: some View { V(m: s) }\n}", ["1️⃣": "injected"])
    }

    func testMemberwiseInitializer() {
        let view = model + "struct V: View {\n  @StateObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { V(m: Model()) } }", ["1️⃣": "injected: memberwise"])
        assertOwnership(
            model + "struct V: View {\n  @StateObject var 1️⃣m = Model()\n  var body: some View { Text(\"\") }\n}\nstruct P: View { var body: some View { V(m: Model()) } }",
            ["1️⃣": "injected: replacing its initial value"])
    }

    func testStaticMembers() {
        let types = model + "extension Model {\n  static let shared = Model()\n  static var preview: Model { Model() }\n  static func make() -> Model { return Model() }\n  static var current: Model { shared }\n}\n"
        assertOwnership(
            types + "struct V: View {\n  @StateObject private var 1️⃣a = Model.shared\n  @StateObject private var 2️⃣b = Model.preview\n  @StateObject private var 3️⃣c = Model.make()\n  @ObservedObject var 4️⃣d: Model = .current\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "shared", "2️⃣": "owned: static factory", "3️⃣": "owned: static factory", "4️⃣": "unknown: cannot follow"])
        // `Self.factory`, with one branch per platform.
        assertOwnership(
            model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init() { _m = StateObject(wrappedValue: Self.initial) }\n  private static var initial: Model {\n    #if os(iOS)\n    Model()\n    #else\n    Model()\n    #endif\n  }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "owned: Self.initial"])
        // Outside the workspace, `shared` is a singleton by convention.
        assertOwnership(
            "import SwiftUI\nstruct V: View {\n  @ObservedObject var 1️⃣s = Store.shared\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "shared"])
    }

    func testSeveralInitializers() {
        let view = model + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init() { _m = StateObject(wrappedValue: Model()) }\n  init(proxy: Model) { _m = StateObject(wrappedValue: proxy) }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { V() } }", ["1️⃣": "owned"])
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var s = Model()\n  var body: some View { VStack { V(); V(proxy: s) } }\n}",
            ["1️⃣": "injected: on another path"])
    }

    func testHostingControllerReplacesTheInitialValue() {
        assertOwnership(
            model
                + "struct Rules: View {\n  final class VM: ObservableObject { static var empty: VM { VM() } }\n  @ObservedObject var 1️⃣vm: VM = .empty\n  var body: some View { Text(\"\") }\n}\nfinal class Host: UIHostingController<Rules> {\n  init(vm: Rules.VM) {\n    super.init(rootView: Rules())\n    self.rootView.vm = vm\n  }\n}",
            ["1️⃣": "injected: Host replaces it through `rootView.vm = vm`"])
    }

    /// `super.init(rootView: .init(model: model))` in a subclass of `UIHostingController<Editor>`
    /// builds an `Editor`: the superclass's generic argument is the root view's type.
    func testImplicitInitOfAHostingSubclassBuildsItsRootView() {
        let editor = model + "struct Editor: View {\n  @ObservedObject var 1️⃣model: Model\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(
            editor + "final class Host: UIHostingController<Editor> {\n  init() {\n    let model = Model()\n    super.init(rootView: .init(model: model))\n  }\n}\n"
                + "#Preview { Editor(model: Model()) }",
            ["1️⃣": "injected: made for `super.init(rootView:)`"])
    }
}

/// What counts as a view (or a type whose wrappers SwiftUI installs).
final class ViewRecognitionTests: XCTestCase {
    func testConformanceThroughProtocolsAndAliases() {
        assertOwnership(
            model + "protocol Screen: View {}\nprotocol DetailScreen: Screen {}\nstruct V: DetailScreen {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
        assertOwnership(
            model + "protocol Routable {}\ntypealias Screen = Routable & View\nstruct V: Screen {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
        assertOwnership(
            ["A.swift": model + "struct E {\n  @ObservedObject var 1️⃣m: Model\n}", "B.swift": "import SwiftUI\nextension E: View { var body: some View { Text(\"\") } }"],
            ["1️⃣": "injected"])
    }

    func testUnresolvedConformanceWithBodyAndWrappers() {
        // `ExternalScreen` is declared in a package Lifeline does not see.
        assertOwnership(
            model + "struct V: ExternalScreen {\n  @StateObject private var 1️⃣m = Model()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "owned"])
        // No body: not view-like.
        assertOwnership(model + "struct S: ExternalThing {\n  @StateObject private var 1️⃣m = Model()\n}", ["1️⃣": "none"])
        // A platform alias of the representable protocols.
        assertOwnership(
            model + "struct P: PlatformViewRepresentable {\n  @EnvironmentObject private var 1️⃣m: Model\n  func makeUIView(context: Context) -> UIView { UIView() }\n}",
            ["1️⃣": "environment"])
    }

    /// The count of injections says how many are outside previews: the Simulated section counts
    /// only those, and the two must not read as a contradiction.
    func testEnvironmentEvidenceCountsThePreviewsApart() {
        let reader = "struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        let app = "struct Root: View {\n  @StateObject private var m = Model()\n  var body: some View { Reader().environmentObject(m) }\n}\n"
        let preview = "#Preview { Reader().environmentObject(Model()) }\n"
        assertOwnership(model + reader + app + preview, ["1️⃣": "environment: 2 places inject one, 1 outside previews (one is above it"])
        assertOwnership(model + reader + preview + preview, ["1️⃣": "environment: 2 places inject one, all in previews (which"])
        assertOwnership(model + reader + app, ["1️⃣": "environment: one place injects one (one is above it"])
        // What the reader's own body injects goes below it: counted apart, not left out.
        let passesOn = "struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\").sheet(isPresented: .constant(false)) { Text(\"\").environmentObject(m) } }\n}\n"
        assertOwnership(model + passesOn + app, ["1️⃣": "environment: one place injects one, besides one in `Reader`'s own code, which injects into the views below it"])
    }

    /// The injections above the reading view on the chains of constructions are named first, with
    /// the chain; one beside its path is not said to be above it.
    func testTheInjectionAboveTheReaderIsNamedWithItsChain() {
        let reader = "struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        let middle = "struct Middle: View {\n  var body: some View { Reader() }\n}\n"
        let beside = "struct Beside: View {\n  var body: some View { Text(\"b\").environmentObject(Model()) }\n}\n"
        let root = "struct Root: View {\n  @StateObject private var m = Model()\n  var body: some View { VStack { Middle().environmentObject(m); Beside() } }\n}\n"
        assertOwnership(
            model + beside + reader + middle + root,
            ["1️⃣": "environment: (one is above it, on the way down to it | injected as `m` at View.swift:16:61, above `Reader` (`Root` → `Middle` → `Reader`) | !Model() at View.swift:5:53, above"])
    }

    /// A target that imports another's module links its code: a chain runs from an app target's
    /// view into its package's, directly or through a module in between. Targets that import
    /// nothing of each other's are no product's together.
    func testAChainCrossesIntoTheModulesATargetImports() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [
              .executableTarget(name: "App", dependencies: ["Mid"]), .target(name: "Mid", dependencies: ["Kit"]), .target(name: "Kit"),
            ])
            """
        let kit = "import SwiftUI\nimport Combine\npublic final class Model: ObservableObject { @Published var n = 0 }\npublic struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  public var body: some View { Text(\"\") }\n}\n"
        let mid = "import SwiftUI\nimport Kit\npublic struct Middle: View {\n  public var body: some View { Reader() }\n}\n"
        func root(_ imports: String) -> String {
            "import SwiftUI\n\(imports)struct Root: View {\n  @StateObject private var m = Model()\n  var body: some View { Middle().environmentObject(m) }\n}\n"
        }
        func files(_ imports: String) -> [String: String] {
            ["Package.swift": manifest, "Sources/Kit/Reader.swift": kit, "Sources/Mid/Middle.swift": mid, "Sources/App/Root.swift": root(imports)]
        }
        assertOwnership(files("import Mid\n"), ["1️⃣": "environment: (one is above it | above `Reader` (`Root` → `Middle` → `Reader`)"])
        assertOwnership(files(""), ["1️⃣": "environment: (whether it reaches this view is not traced)"])
    }

    /// A chain through a call that passes a literal turning off the branch the view below is built
    /// in, or through views of another platform than the reader's, is no chain of the app.
    func testAChainNoCallOrPlatformCanBuildIsNotAbove() {
        let reader = "#if os(iOS)\nstruct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n#endif\n"
        let middle = "struct Middle: View {\n  let details: Bool\n  var body: some View { if !details { Reader() } }\n}\n"
        let details = "struct Details: View {\n  @StateObject private var m = Model()\n  var body: some View { Middle(details: true).environmentObject(m) }\n}\n"
        let list = "struct List1: View {\n  @StateObject private var m = Model()\n  var body: some View { Middle(details: false).environmentObject(m) }\n}\n"
        let television = "#if os(tvOS)\nstruct Television: View {\n  @StateObject private var m = Model()\n  var body: some View { Middle(details: false).environmentObject(m) }\n}\n#endif\n"
        assertOwnership(
            model + reader + middle + details + list + television,
            ["1️⃣": "environment: (`List1` → `Middle` → `Reader`) | !(`Details` → `Middle` → `Reader`) | !(`Television` → `Middle` → `Reader`)"])
    }

    /// A branch on a `let` of the object the view holds (`if !ready, row.showActions`) is off for a
    /// call that makes that object with the literal opposite, when the object's initializer stores
    /// that argument into the `let`; a `var` it may change later is no such fact.
    func testAChainThroughAnObjectMadeWithItsFlagOffIsNotAbove() {
        let reader = "struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        let rowModel = "final class RowModel {\n  let showActions: Bool\n  init(text: String, showActions: Bool = true) { self.showActions = showActions }\n}\n"
        let row = "struct Row: View {\n  let row: RowModel\n  @State private var ready = false\n  var body: some View { if !ready, row.showActions { Reader() } }\n}\n"
        let editor = "struct Editor: View {\n  @StateObject private var m = Model()\n  var body: some View { Row(row: .init(text: \"x\", showActions: false)).environmentObject(m) }\n}\n"
        let timeline = "struct Timeline: View {\n  @StateObject private var m = Model()\n  var body: some View { Row(row: RowModel(text: \"y\")).environmentObject(m) }\n}\n"
        assertOwnership(model + reader + rowModel + row + editor + timeline, ["1️⃣": "environment: (`Timeline` → `Row` → `Reader`) | !(`Editor` → `Row` → `Reader`)"])
        // `if !fields.isEmpty` under a call that passes `fields: []`.
        let fields = "struct Fields: View {\n  let fields: [String]\n  var body: some View { if !fields.isEmpty { Reader() } }\n}\n"
        let header = "struct Header: View {\n  @StateObject private var m = Model()\n  var body: some View { Fields(fields: []).environmentObject(m) }\n}\n"
        let detail = "struct Detail: View {\n  @StateObject private var m = Model()\n  var body: some View { Fields(fields: [\"a\"]).environmentObject(m) }\n}\n"
        assertOwnership(model + reader + fields + header + detail, ["1️⃣": "environment: (`Detail` → `Fields` → `Reader`) | !(`Header` → `Fields` → `Reader`)"])
        let mutable = rowModel.replacingOccurrences(of: "let showActions", with: "var showActions")
        assertOwnership(model + reader + mutable + row + editor + timeline, ["1️⃣": "environment: (`Editor` → `Row` → `Reader`)"])
    }

    /// Every injection of one static stored property is one object, whether the injection writes
    /// it or names a property that starts as it and is never set again.
    func testInjectionsOfOneSharedObjectAreSaidToBeOne() {
        let shared = "import SwiftUI\n@Observable final class Account { static let shared = Account() }\n"
        let reader = "struct Reader: View {\n  @Environment(Account.self) private var 1️⃣account\n  var body: some View { Text(\"\") }\n}\n"
        let direct = "struct A: View {\n  var body: some View { Reader().environment(Account.shared) }\n}\n"
        let held = "struct B: View {\n  @State private var account = Account.shared\n  var body: some View { Reader().environment(account) }\n}\n"
        assertOwnership(shared + reader + direct + held, ["1️⃣": "environment: every one of the 2 injections outside previews injects `Account.shared`"])
        assertOwnership(shared + reader + held, ["1️⃣": "environment: the one injection outside previews injects `Account.shared` (through a property that starts as it and is never set again)"])
        // Set again somewhere: not one object.
        let replaced = held.replacingOccurrences(of: "Reader().environment(account) }", with: "Reader().environment(account).onAppear { account = Account() } }")
        assertOwnership(shared + reader + direct + replaced, ["1️⃣": "environment: !every one of"])
        // A property that starts as another object: not one object.
        let other = held.replacingOccurrences(of: "Account.shared", with: "Account()")
        assertOwnership(shared + reader + direct + other, ["1️⃣": "environment: !every one of"])
    }

    /// What a view's own body injects goes to the views it builds, below it: not a source of its
    /// own environment read. A static factory of the view may build the view itself, and counts.
    func testAViewsOwnBodyInjectsBelowItself() {
        let reader = "struct Reader: View {\n  @EnvironmentObject private var 1️⃣m: Model\n  var body: some View { Text(\"\").sheet(isPresented: .constant(true)) { Child().environmentObject(m) } }\n  static func make() -> some View { Reader().environmentObject(Model()) }\n}\nstruct Child: View {\n  @EnvironmentObject private var m: Model\n  var body: some View { Text(\"\") }\n}\n"
        let root = "struct Root: View {\n  @StateObject private var m = Model()\n  var body: some View { Reader().environmentObject(m) }\n}\n"
        assertOwnership(model + reader + root, ["1️⃣": "environment: 2 places inject one | injected as `m` at View.swift:15 | injected as `Model()` at View.swift:7 | !View.swift:6"])
        // A view that builds itself injects into another of its kind: that injection counts.
        let node = "struct Node: View {\n  @EnvironmentObject private var 2️⃣m: Model\n  let depth: Int\n  var body: some View { if depth > 0 { Node(depth: depth - 1).environmentObject(Model()) } }\n}\n"
        assertOwnership(model + node, ["2️⃣": "environment: one place injects one | injected as `Model()` at View.swift:7"])
    }

    func testModifiersAndDynamicProperties() {
        assertOwnership(
            model + "struct Clock: DynamicProperty {\n  @ObservedObject private var 1️⃣ticker: Model\n  init() { self.ticker = .init() }\n}",
            ["1️⃣": "owned: created in init"])
        assertOwnership(
            "import SwiftUI\nprivate struct WindowReader: ViewModifier {\n  @State private var 1️⃣window: NSWindow?\n  let onWindow: (NSWindow?) -> Void\n  func body(content: Content) -> some View { content }\n}\nextension View { func reading() -> some View { modifier(WindowReader(onWindow: { _ in })) } }",
            ["1️⃣": "owned: starts as nil"])
        // A class, a plain struct or an enum is not installed.
        assertOwnership(model + "final class VM: ObservableObject {\n  @ObservedObject var 1️⃣inner = Model()\n}", ["1️⃣": "none"])
    }
}

/// Types the workspace does not declare: framework classes, other packages' types, actors, optionals.
final class ExternalTypeTests: XCTestCase {
    func testStateHoldingReferencesFromOutside() {
        assertOwnership(
            "import SwiftUI\nstruct V: View {\n  @State private var 1️⃣client = TreeSitterClient()\n  @State private var 2️⃣session: ASWebAuthenticationSession?\n  @State private var 3️⃣page = WebPage()\n  var body: some View { Text(\"\") }\n}",
            [
                "1️⃣": "owned: TreeSitterClient is an external type", "2️⃣": "owned: starts as nil",
                "3️⃣": "owned: WebPage is a framework class",
            ])
        assertOwnership(
            "import SwiftUI\nimport AVFoundation\nstruct V: View {\n  @State private var 1️⃣asset: AVAsset\n  init(asset: AVAsset) { _asset = State(initialValue: asset) }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
        assertOwnership("import SwiftUI\nactor Stream {}\nstruct V: View {\n  @State private var 1️⃣s = Stream()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "owned"])
    }

    func testValuesAreNotModelProperties() {
        assertOwnership(
            "import SwiftUI\nenum Tab { case a }\nstruct Item {}\nstruct V<Value>: View {\n  @State private var 1️⃣count = 0\n  @State private var 2️⃣items: [Item] = []\n  @State private var 3️⃣path = NavigationPath()\n  @State private var 4️⃣date: Date?\n  @State private var 5️⃣tab: Tab = .a\n  @State private var 6️⃣value: Value?\n  @State private var 7️⃣action: (() -> Void)?\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "none", "2️⃣": "none", "3️⃣": "none", "4️⃣": "none", "5️⃣": "none", "6️⃣": "none", "7️⃣": "none"])
    }
}

/// Names resolved from where they are written: nesting, file, module; qualified spellings.
final class NameResolutionTests: XCTestCase {
    func testNestedViewsWithOneNameStayApart() {
        assertOwnership(
            model
                + "enum A {\n  struct Row: View {\n    @ObservedObject var 1️⃣m: Model\n    var body: some View { Text(\"\") }\n  }\n  struct Screen: View { var body: some View { Row(m: Model()) } }\n}\n"
                + "enum B {\n  struct Row: View {\n    @ObservedObject var 2️⃣m: Model\n    var body: some View { Text(\"\") }\n  }\n  struct Screen: View {\n    @StateObject private var s = Model()\n    var body: some View { Row(m: s) }\n  }\n}",
            ["1️⃣": "injected: a new Model built by Screen.body | !Screen.s", "2️⃣": "injected: ← Screen.s | !a new Model"])
    }

    func testQualifiedAndModuleSpellings() {
        assertOwnership(
            model
                + "enum Feature {\n  struct Row: View {\n    @ObservedObject var 1️⃣m: Model\n    var body: some View { Text(\"\") }\n  }\n}\nstruct Row: View {\n  @ObservedObject var 2️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
                + "struct Screen: View {\n  @StateObject private var s = Model()\n  var body: some View { SwiftUI.VStack { Feature.Row(m: s) } }\n}",
            ["1️⃣": "injected: ← Screen.s", "2️⃣": "injected: no construction of Row"])
    }

    func testMemberTypesAndModuleQualifiedNamesAreNotTheirBase() {
        XCTAssertEqual(TypeDeclaration.baseName("Paging<Season>.ID?"), "ID")
        XCTAssertEqual(TypeDeclaration.baseName("Box<[Int: Set<A>]>"), "Box")
        XCTAssertEqual(TypeDeclaration.withoutGenericArguments("A<B<C>>.D<E>.F"), "A.D.F")
        XCTAssertEqual(TypeDeclaration.baseName("Loader<(Int) -> Void>"), "Loader")
        let box = "import SwiftUI\nfinal class Paging<T> { var id: String? }\nfinal class Manga { var title = \"\" }\n"
        let view = { (type: String) in "struct V: View {\n  @State private var 1️⃣x: \(type) = .init()\n  var body: some View { Button(x.title) { x.title = \"y\" } }\n}\n" }
        // `Paging<Int>.ID` is the class's member type, not the class; `Runner.Manga` another module's.
        assertFindings(["App/V.swift": box + view("Paging<Int>.ID")])
        assertFindings(["App/V.swift": box + view("Runner.Manga")])
        // The module the qualifier names, when the workspace has it, is where the class is looked for.
        assertFindings(
            ["App/V.swift": "import SwiftUI\n" + view("Runner.Manga"), "Runner/Sources/Runner/Manga.swift": "final class Manga { var title = \"\" }\n"],
            ["1️⃣": "state-holds-reference-type"])
        // The app's own module, spelled out; a nested class of that name elsewhere does not count.
        assertFindings(["MyApp/V.swift": box + view("MyApp.Manga"), "MyAppTests/T.swift": "import XCTest\n"], ["1️⃣": "state-holds-reference-type"])
        assertFindings(
            ["App/V.swift": "import SwiftUI\n" + view("Runner.Manga").replacingOccurrences(of: "1️⃣", with: ""),
             "Runner/Sources/Runner/Library.swift": "enum Library { final class Manga { var title = \"\" } }\n"])
    }

    func testOneNamePerTargetResolvesInItsTarget() {
        let row = "import SwiftUI\nfinal class Model: ObservableObject {}\nstruct Row: View {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(
            [
                "App/Sources/Phone/Row.swift": row,
                "App/Sources/Phone/Screen.swift": "import SwiftUI\nstruct Screen: View {\n  @StateObject private var phone = Model()\n  var body: some View { Row(m: phone) }\n}",
                "App/Sources/TV/Row.swift": row.replacingOccurrences(of: "1️⃣", with: "2️⃣").replacingOccurrences(of: "final class Model: ObservableObject {}\n", with: ""),
                "App/Sources/TV/Screen.swift": "import SwiftUI\nstruct Screen: View {\n  @StateObject private var tv = Model()\n  var body: some View { Row(m: tv) }\n}",
            ],
            ["1️⃣": "injected: Screen.phone | !Screen.tv", "2️⃣": "injected: Screen.tv | !Screen.phone"])
    }
}

/// Views built by code outside views: a route's factory, a coordinator, an app delegate. What they
/// pass is made once per call of that code, and a factory's parameter comes from its callers.
final class FactorySiteTests: XCTestCase {
    let detail = model + "struct Detail: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model) { _m = StateObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}\n"
    let route = "struct Route { let make: () -> Any }\n"

    func testALocalNewInstanceInAFactory() {
        let source = detail + route + "extension Route {\n  static func detail() -> Route {\n    let m = Model()\n    return Route { Detail(m: m) }\n  }\n}\n"
        assertOwnership(source, ["1️⃣": "injected: a new Model made in Route.detail | once each time that code runs"])
        assertFindings(source.replacingOccurrences(of: "1️⃣", with: ""))
    }

    func testAFactoryParameterFollowedToTheViewsThatCallIt() {
        let factory = detail + route + "extension Route {\n  static func detail(model: Model) -> Route { Route { Detail(m: model) } }\n}\n"
        // A view that owns the object and hands it on: two owners.
        let owner = factory + "struct Parent: View {\n  @StateObject private var mine = Model()\n  var body: some View { Button(\"go\") { _ = Route.detail(model: mine) } }\n}\n"
        assertOwnership(owner, ["1️⃣": "injected: ← Parent.mine | a call of Route.detail"])
        assertFindings(owner, ["1️⃣": "state-object-from-outside"])
        // A new object made for the call: Detail is its only owner.
        let fresh = factory + "struct Parent: View {\n  var body: some View { Button(\"go\") { _ = Route.detail(model: Model()) } }\n}\n"
        assertOwnership(fresh, ["1️⃣": "injected: a new Model made by Parent in a call of Route.detail"])
        assertFindings(fresh.replacingOccurrences(of: "1️⃣", with: ""))
        // Nobody calls it where Lifeline can see: the object still comes from outside.
        assertFindings(factory, ["1️⃣": "state-object-from-outside"])
    }

    func testArgumentsByPositionAndOnlyBindingsThatEncloseTheView() {
        let parent = { (call: String) in "struct Parent: View {\n  @StateObject private var mine = Model()\n  var body: some View { Button(\"go\") { _ = \(call) } }\n}\n" }
        // Unlabelled parameters: the second argument is the one passed on.
        let unlabelled = detail + route + "enum Router {\n  static func detail(_ a: Model, _ b: Model) -> Route { Route { Detail(m: b) } }\n}\n"
        assertFindings(unlabelled + parent("Router.detail(Model(), mine)"), ["1️⃣": "state-object-from-outside"])
        assertFindings(unlabelled.replacingOccurrences(of: "1️⃣", with: "") + parent("Router.detail(mine, Model())"))
        // A binding of the same name inside an `if` before does not reach the closure after it.
        let sibling = detail + route + "enum Router {\n  static func detail(model: Model, log: Bool) -> Route {\n    if log { let model = Model(); print(model) }\n    return Route { Detail(m: model) }\n  }\n}\n"
        assertFindings(sibling + parent("Router.detail(model: mine, log: true)"), ["1️⃣": "state-object-from-outside"])
    }

    func testAFactoryThatReturnsAViewControllerIsStillOne() {
        let source = detail + route + "enum Router {\n  static func detail() -> UIViewController {\n    let m = Model()\n    _ = Route { Detail(m: m) }\n    return UIViewController()\n  }\n}\n"
        assertFindings(source.replacingOccurrences(of: "1️⃣", with: ""))
        let (built, _) = markedWorkspace(["V.swift": source])
        XCTAssertEqual(built.factoryRoots.map(\.description), ["Router.detail"])
    }

    /// A view's own static members that build it are code outside any body: factories, as a route's are.
    func testAViewsStaticMembersThatBuildItAreFactories() {
        let screen = model + "struct Screen: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model) { _m = StateObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}\n"
        for (member, builder) in [
            ("extension Screen {\n  static func build() -> some View { Screen(m: Model()) }\n}\n", "Screen.build"),
            ("extension Screen {\n  static func make() -> Screen { .init(m: .init()) }\n}\n", "Screen.make"),
            ("extension Screen {\n  static var fresh: Self { Self(m: Model()) }\n}\n", "Screen.fresh"),
            ("extension Screen {\n  static func make() -> Self? {\n    let m = Model()\n    return Self.init(m: m)\n  }\n}\n", "Screen.make"),
            ("extension Screen {\n  #if DEBUG\n  static let demo = Screen(m: Model())\n  #endif\n}\n", "Screen.demo"),
        ] {
            assertOwnership(screen + member, ["1️⃣": "injected: a new Model made in \(builder) at | once each time that code runs | !no construction"])
            // Made once each time that code runs, not on every run of a body: nothing thrown away.
            assertFindings((screen + member).replacingOccurrences(of: "1️⃣", with: ""))
            let (built, _) = markedWorkspace(["V.swift": screen + member])
            XCTAssertEqual(built.factoryRoots.map(\.description), [builder])
        }
        // A factory's parameter comes from the views that call it.
        let passing = screen + "extension Screen {\n  static func make(m: Model) -> some View { Screen(m: m).padding() }\n}\n"
            + "struct Parent: View {\n  @StateObject private var mine = Model()\n  var body: some View { Screen.make(m: mine) }\n}\n"
        assertOwnership(passing, ["1️⃣": "injected: ← Parent.mine | a call of Screen.make"])
        // Counted as the constructions they are: which initializer, which arguments are given.
        let fallback = model + "struct Screen: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model? = nil) { _m = StateObject(wrappedValue: m ?? Model()) }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(fallback + "extension Screen { static var fresh: Screen { Screen() } }\n", ["1️⃣": "owned: unless the caller gives `m`"])
        assertOwnership(fallback + "extension Screen { static var fresh: Screen { Screen(m: Model()) } }\n", ["1️⃣": "injected: every construction gives it"])
        assertOwnership(
            fallback + "extension Screen { static var fresh: Screen { Screen() } }\nstruct Parent: View {\n  @StateObject private var mine = Model()\n  var body: some View { Screen(m: mine) }\n}\n",
            ["1️⃣": "owned: (1 of 2 constructions give one)"])
    }

    /// A static member that builds no view of its own type, or that only previews use, is no way the app builds it.
    func testOtherStaticMembersOfAViewAreNotItsFactories() {
        let screen = model + "struct Row: View {\n  @ObservedObject var 2️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
            + "struct Screen: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model? = nil) { _m = StateObject(wrappedValue: m ?? Model()) }\n  var body: some View { Text(\"\") }\n}\n"
        // Content a static view helper builds runs with the bodies that call it; a stored model is no view.
        let helpers = screen + "extension Screen {\n  static var placeholder: some View { Row(m: Model()) }\n  static let shared = Model()\n  static func header() -> some View { Text(\"\") }\n}\n"
        assertOwnership(helpers, ["1️⃣": "unknown: no construction of Screen", "2️⃣": "injected: no construction of Row"])
        let (built, _) = markedWorkspace(["V.swift": helpers])
        XCTAssertTrue(built.factoryRoots.isEmpty, built.factoryRoots.map(\.description).joined(separator: ", "))
        // Used only by previews (directly, or through another member only previews use): a preview's construction.
        let sample = screen + "extension Screen {\n  static var sample: Screen { Screen(m: Model()) }\n  static var dark: some View { sample.preferredColorScheme(.dark) }\n}\n"
        assertOwnership(sample + "#Preview { Screen.sample }\n#Preview { Screen.dark }", ["1️⃣": "unknown: only previews construct Screen"])
        let demo = screen + "extension Screen {\n  static var demo: Self { .init(m: Model()) }\n}\n"
        assertOwnership(
            demo + "struct Previews: PreviewProvider {\n  static var previews: some View { Screen.demo }\n}\n", ["1️⃣": "unknown: only previews construct Screen"])
        let plain = screen.replacingOccurrences(of: "init(m: Model? = nil) { _m = StateObject(wrappedValue: m ?? Model()) }", with: "init(m: Model) { _m = StateObject(wrappedValue: m) }")
        assertOwnership(
            plain + "extension Screen {\n  static func preview() -> some View { Screen(m: Model()) }\n}\n#Preview { Screen.preview() }",
            ["1️⃣": "injected: a new Model made in Screen.preview at | (only previews use it)"])
        // Used by the app as well: the app builds it there.
        assertOwnership(
            sample + "#Preview { Screen.sample }\nstruct Parent: View {\n  var body: some View { Screen.sample }\n}\n", ["1️⃣": "injected: every construction gives it"])
    }

    func testViewCodeOutsideViewsIsNotAFactory() {
        // A view extension's helper and a member that returns a view run with the bodies that call them.
        let helpers = model + "struct Row: View {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n"
            + "extension View { func row() -> some View { Row(m: Model()) } }\n"
            + "final class Coordinator { func make() -> some View { Row(m: Model()) }\n  func row() -> Row { Row(m: Model()) } }\n"
        let (built, _) = markedWorkspace(["V.swift": helpers])
        XCTAssertTrue(built.factoryRoots.isEmpty, built.factoryRoots.map(\.description).joined(separator: ", "))
        // Code that runs once per call is one.
        let (once, _) = markedWorkspace(["V.swift": helpers + "final class AppDelegate { func launch() { _ = Row(m: Model()) } }\n"])
        XCTAssertEqual(once.factoryRoots.map(\.description), ["AppDelegate.launch"])
    }
}

/// `#if` read under a configuration: every platform and flag by default, narrowed by settings.
final class ConditionalCompilationTests: XCTestCase {
    func testPlatformOnlyPreviewsDoNotReachOtherPlatformsViews() {
        let files = [
            "Detail.swift": model + "#if os(iOS)\nstruct Detail: View {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n#endif",
            "Watch.swift": "import SwiftUI\n#if os(watchOS)\n#Preview { Detail(m: Model()) }\n#endif",
            "Both.swift": "import SwiftUI\n#if os(iOS) || os(macOS)\n#Preview { Detail(m: Model()) }\n#endif",
        ]
        assertOwnership(files, ["1️⃣": "injected: Both.swift | !Watch.swift"])
    }

    func testOneNamePerPlatformResolvesPerPlatform() {
        let source =
            model
            + "#if os(tvOS)\nstruct Controls: View {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n#else\nstruct Controls: View {\n  @ObservedObject var 2️⃣m: Model\n  var body: some View { Text(\"\") }\n}\n#endif\n"
            + "struct Player: View {\n  @StateObject private var tv = Model()\n  @StateObject private var phone = Model()\n  var body: some View {\n    #if os(tvOS)\n    Controls(m: tv)\n    #else\n    Controls(m: phone)\n    #endif\n  }\n}"
        assertOwnership(source, ["1️⃣": "injected: Player.tv | !Player.phone", "2️⃣": "injected: Player.phone | !Player.tv"])
    }

    func testConfigurationNarrowsPlatformsAndFlags() {
        let source = "import SwiftUI\n#if os(macOS)\nstruct Mac: View {\n  @State private var 1️⃣w: NSWindow?\n  var body: some View { Text(\"\") }\n}\n#endif\n#if BETA\nstruct Beta: View {\n  @State private var 2️⃣c = Client()\n  var body: some View { Text(\"\") }\n}\n#endif"
        let everything = SemanticModel.build([SourceFile(path: "V.swift", tree: SyntaxTree.parse(extractMarkers(source).source))])
        XCTAssertEqual(Set(everything.viewOrder), [TypeKey("Mac"), TypeKey("Beta")])
        XCTAssertEqual(everything.views[TypeKey("Mac")]?.declaration.platforms, ["macOS"])
        XCTAssertNil(everything.views[TypeKey("Beta")]?.declaration.platforms)
        let narrowed = SemanticModel.build(
            [SourceFile(path: "V.swift", tree: SyntaxTree.parse(extractMarkers(source).source))],
            configuration: BuildConfiguration(platforms: ["iOS"], flags: ["BETA": false]))
        XCTAssertEqual(narrowed.viewOrder, [])
    }

    func testConditionValues() {
        func clauses(_ text: String, _ configuration: BuildConfiguration = .everything) -> [[String]] {
            let tree = SyntaxTree.parse(text)
            guard let decl = tree.root.firstDescendant(.ifConfigDecl) else { return [] }
            return configuration.clausePlatforms(decl, within: configuration.consideredPlatforms).map { $0.sorted() }
        }
        let apple = ["iOS", "macOS", "tvOS", "visionOS", "watchOS"]
        XCTAssertEqual(clauses("#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif", BuildConfiguration(platforms: ["iOS", "macOS"])), [["iOS"], ["macOS"]])
        XCTAssertEqual(clauses("#if canImport(UIKit)\nlet a = 1\n#elseif canImport(AppKit)\nlet b = 2\n#endif", BuildConfiguration(platforms: Set(apple))), [["iOS", "tvOS", "visionOS", "watchOS"], ["macOS"]])
        // The language mode is not known: Swift 5 mode gives `swift(>=6)` false, Swift 6 mode true.
        XCTAssertEqual(clauses("#if swift(>=6)\nlet a = 1\n#else\nlet b = 2\n#endif", BuildConfiguration(platforms: ["iOS"])), [["iOS"], ["iOS"]])
        XCTAssertEqual(
            clauses("#if swift(>=6)\nlet a = 1\n#else\nlet b = 2\n#endif", BuildConfiguration(platforms: ["iOS"], languageMode: [5, 10])), [[], ["iOS"]])
        XCTAssertEqual(clauses("#if !os(watchOS) && DEBUG\nlet a = 1\n#endif", BuildConfiguration(platforms: ["iOS", "watchOS"])), [["iOS"]])
        XCTAssertEqual(clauses("#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif", BuildConfiguration(platforms: ["iOS"], flags: ["DEBUG": true])), [["iOS"], []])
        XCTAssertEqual(clauses("#if swift(>=5.9)\nlet a = 1\n#else\nlet b = 2\n#endif", BuildConfiguration(platforms: ["iOS"])), [["iOS"], []])
        XCTAssertEqual(clauses("#if compiler(<6)\nlet a = 1\n#endif", BuildConfiguration(platforms: ["iOS"])), [[]])
        XCTAssertEqual(clauses("#if (os(iOS) || os(tvOS)) && !targetEnvironment(macCatalyst)\nlet a = 1\n#endif", BuildConfiguration(platforms: ["iOS", "tvOS", "macOS"])), [["iOS", "tvOS"]])
        XCTAssertEqual(clauses("#if false\nlet a = 1\n#elseif true\nlet b = 2\n#else\nlet c = 3\n#endif", BuildConfiguration(platforms: ["iOS"])), [[], ["iOS"], []])
    }

    func testAliasUnderAFlagTakesTheClauseTheConfigurationCompiles() {
        let source = "#if REMOTE\ntypealias Store = RemoteStore\n#else\ntypealias Store = LocalStore\n#endif\nfinal class RemoteStore {}\nfinal class LocalStore {}"
        let tree = SyntaxTree.parse(source)
        XCTAssertEqual(SemanticModel.build([SourceFile(path: "A.swift", tree: tree)]).typeAliases["Store"], "RemoteStore")
        XCTAssertEqual(
            SemanticModel.build([SourceFile(path: "A.swift", tree: tree)], configuration: BuildConfiguration(flags: ["REMOTE": false])).typeAliases["Store"],
            "LocalStore")
    }
}

/// Views hosted by UIKit and AppKit: hosting controllers of the SDK, of packages and of the workspace.
final class HostingRootTests: XCTestCase {
    let session = "import SwiftUI\nfinal class Session: ObservableObject {}\nstruct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(\"\\(session)\") }\n}\n"

    func testAWorkspaceHostingClassInjectsIntoItsRoot() {
        let host = "final class Host<Content: View>: UIHostingController<AnyView> {\n  init(rootView: Content) { super.init(rootView: AnyView(rootView.environmentObject(Session()))) }\n}\nfunc make() -> UIViewController { Host(rootView: Profile()) }\n"
        assertOwnership(session + host, ["1️⃣": "environment: injected as `Session()` through `Host(…)`"])
        assertFindings(session.replacingOccurrences(of: "1️⃣", with: "") + host)
    }

    func testAPackagesHostingTypeWithContentLabel() {
        let source = session + "func make(s: Session) -> UIViewController { HostingController(content: Profile().environmentObject(s)) }\n"
        // The parameter's declared type types the injection.
        assertOwnership(source, ["1️⃣": "environment: injected as `s` at"])
        let untyped = session + "func make(s: Any) -> UIViewController { HostingController(content: Profile().environmentObject(s as! Session)) }\n"
        assertOwnership(untyped, ["1️⃣": "environment: injected as `s as! Session` at"])
        let untold = session + "func make(s: some ObservableObject) -> UIViewController { HostingController(content: Profile().environmentObject(s)) }\n"
        assertOwnership(untold, ["1️⃣": "environment: whose type Lifeline cannot tell may supply it, e.g. s at"])
        // Without the injection the hosted root crashes.
        assertFindings(session + "func make() -> UIViewController { HostingController(content: Profile()) }\n", ["1️⃣": "missing-environment-object"])
    }
}

/// Every injection of one static stored property is one object wherever it is injected.
final class SharedInjectionTests: XCTestCase {
    let reader = "import SwiftUI\nfinal class Session: ObservableObject {\n  static let shared = Session()\n  static var preview: Session { Session() }\n}\nstruct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(\"\\(session)\") }\n}\n"

    func testEveryInjectionOfOneStaticStoredPropertyIsSaidToBeOneObject() {
        let app = "@main struct Demo: App {\n  var body: some Scene { WindowGroup { Profile().environmentObject(Session.shared) } }\n}\nstruct Other: View {\n  var body: some View { Profile().environmentObject(Session.shared) }\n}\n"
        assertOwnership(reader + app, ["1️⃣": "environment: every one of the 2 injections outside previews injects `Session.shared`, a static stored property: the same object wherever it is injected"])
    }

    func testAFactoryOrMixedInjectionsAreNotSaidToBeOneObject() {
        let factory = "@main struct Demo: App {\n  var body: some Scene { WindowGroup { Profile().environmentObject(Session.preview) } }\n}\n"
        assertOwnership(reader + factory, ["1️⃣": "environment: !a static stored property"])
        let mixed = "@main struct Demo: App {\n  var body: some Scene { WindowGroup { Profile().environmentObject(Session.shared) } }\n}\nstruct Other: View {\n  var body: some View { Profile().environmentObject(Session()) }\n}\n"
        assertOwnership(reader + mixed, ["1️⃣": "environment: !a static stored property"])
    }
}

/// Cases a review of the resolved model found, each general.
final class ResolvedModelReviewTests: XCTestCase {
    func testAFactoryClosureIsCalledWhereTheWrapperIsInstalled() {
        let view = model + "struct Detail: View {\n  @StateObject private var 1️⃣m: Model\n  init(make: @escaping () -> Model) { _m = StateObject(wrappedValue: make()) }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view + "struct P: View { var body: some View { Detail(make: { Model() }) } }", ["1️⃣": "owned: closure parameter `make`"])
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var s = Model()\n  var body: some View { Detail(make: { s }) }\n}", ["1️⃣": "injected"])
        assertFindings(view.replacingOccurrences(of: "1️⃣", with: "") + "struct P: View { var body: some View { Detail(make: { Model() }) } }")
    }

    func testLocalsAreSeenWhereTheyAreDeclared() {
        let view =
            model
            + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model? = nil) {\n    if let m { _m = StateObject(wrappedValue: m) }\n    else { let m = Model(); _m = StateObject(wrappedValue: m) }\n  }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(
            view + "struct P: View {\n  @StateObject private var s = Model()\n  var body: some View { V(m: s) }\n}",
            ["1️⃣": "injected: from init parameter `m` | on another path"])
        // A local declared after the assignment is not what it assigns.
        assertOwnership(
            model + "struct W: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model) {\n    _m = StateObject(wrappedValue: m)\n    do { let m = Model(); _ = m }\n  }\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "injected"])
    }

    func testNoVisibleConstructionMeansNoClaimAboutDefaults() {
        let view = model + "struct D: View {\n  @ObservedObject var 1️⃣m: Model\n  init(m: Model = Model()) { self.m = m }\n  var body: some View { Text(\"\") }\n}\n"
        assertOwnership(view, ["1️⃣": "unknown: no construction of D"])
        assertFindings(view.replacingOccurrences(of: "1️⃣", with: "") + "final class Router { let m = Model(); func destination() -> some View { D(m: m) } }")
    }

    func testPrivateTypesAreSeenInTheirFileOnly() {
        let store = "import SwiftUI\nfinal class Store: ObservableObject {}\n"
        assertFindings([
            "App/Views/A.swift": store + "private struct Row: View {\n  @EnvironmentObject var store: Store\n  var body: some View { Text(\"\") }\n}",
            "App/Other/B.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"\") } }",
            "App/Views/C.swift": "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Row() } } }",
        ])
    }

    func testOtherBuildersAreNotViews() {
        assertOwnership(
            model + "struct Menus: Commands {\n  @ObservedObject var 1️⃣store = Model()\n  var body: some Commands { CommandMenu(\"A\") { Text(\"\") } }\n}",
            ["1️⃣": "none"])
        // A conformance Lifeline cannot resolve, and a body declared `some View`, make a view.
        assertOwnership(model + "struct Card: ExternalCard {\n  @ObservedObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "injected"])
    }
}
