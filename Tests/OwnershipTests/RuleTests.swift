import Ownership
import Semantics
import Syntax
import XCTest

let observableObject = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0; static let shared = Model(); func bump() { n += 1 } }\n"
let observable = "import SwiftUI\n@Observable final class Book { var title = \"\" }\n"

final class ObservedObjectCreatesInstanceTests: XCTestCase {
    func testInlineInstanceIsReported() {
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var 1️⃣m = Model()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject private var 1️⃣m: Model = .init()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var 1️⃣m: Model\n  init() { m = Model() }\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
    }

    func testSingletonsInjectedAndOwnedObjectsAreFine() {
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var m = Model.shared\n  var body: some View { Text(\"\") }\n}")
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var m: Model\n  var body: some View { Text(\"\") }\n}")
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var m = Model()\n  var body: some View { Text(\"\") }\n}")
    }

    func testFixOwnsItPrivately() {
        assertFix(
            observableObject + "struct V: View {\n  @ObservedObject var m = Model()\n  var body: some View { Text(\"\") }\n}", rule: "observed-object-creates-instance",
            observableObject + "struct V: View {\n  @StateObject private var m = Model()\n  var body: some View { Text(\"\") }\n}")
    }

    func testGenericViewsAndViewsInExtensions() {
        assertFindings(observableObject + "struct G<T>: View {\n  @ObservedObject var 1️⃣m = Model()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
        assertFindings([
            "A.swift": observableObject + "struct E {\n  @ObservedObject var 1️⃣m = Model()\n}",
            "B.swift": "import SwiftUI\nextension E: View { var body: some View { Text(\"\") } }",
        ], ["1️⃣": "observed-object-creates-instance"])
    }

    func testSubclassesAndAliasesOfObservableObjects() {
        let base = "import Combine\nclass Base: ObservableObject {}\nfinal class Derived: Base {}\ntypealias Alias = Derived\n"
        assertFindings(base + "struct V: View {\n  @ObservedObject var 1️⃣a = Derived()\n  @ObservedObject var 2️⃣b: Alias = Alias()\n  var body: some View { Text(\"\") }\n}", [
            "1️⃣": "observed-object-creates-instance", "2️⃣": "observed-object-creates-instance",
        ])
    }
}

final class StateObjectFromOutsideTests: XCTestCase {
    func testMemberwiseAndParameterSources() {
        assertFindings(observableObject + "struct V: View {\n  @StateObject var 1️⃣m: Model\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "state-object-from-outside"])
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model) { _m = StateObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "state-object-from-outside"])
    }

    /// A convenience initializer that makes the object and hands it to the installing one
    /// (`self.init(m: Model())`) makes one on every init: the parent does not own it, so the advice
    /// is to defer it, never `@ObservedObject` (which would lose it on every init).
    func testAConvenienceInitThatMakesTheObjectIsAThrowawayOnEveryInit() {
        let view = "struct V: View {\n  @StateObject private var 1️⃣m: Model\n  init(m: Model) { _m = StateObject(wrappedValue: m) }\n  init() { self.init(m: Model()) }\n  var body: some View { Text(\"\") }\n}\n"
        let parent = "struct P: View {\n  @State private var n = 0\n  var body: some View { V().onTapGesture { n += 1 } }\n}\n"
        let (findings, _) = assertFindings(["View.swift": observableObject + view + parent], ["1️⃣": "state-object-from-outside"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("given a new Model that P.body builds on every run") && message.contains("in V.init() at View.swift:6:"), message)
        XCTAssertTrue(message.contains("from an @autoclosure parameter"), message)
        XCTAssertFalse(message.contains("@ObservedObject"), message)
        assertFix(
            observableObject + view.replacingOccurrences(of: "1️⃣", with: "") + parent, rule: "state-object-from-outside",
            observableObject
                + "struct V: View {\n  @StateObject private var m: Model\n  init(m: @autoclosure @escaping () -> Model) { _m = StateObject(wrappedValue: m()) }\n  init() { self.init(m: Model()) }\n  var body: some View { Text(\"\") }\n}\n"
                + parent)
        // Handed to an @autoclosure parameter, it is made once, when SwiftUI asks: owned, no finding.
        let deferred = view.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "init(m: Model) { _m = StateObject(wrappedValue: m) }", with: "init(m: @autoclosure @escaping () -> Model) { _m = StateObject(wrappedValue: m()) }")
        assertFindings(["View.swift": observableObject + deferred + parent])
    }

    func testOwnedStateObjectsAreFine() {
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var m: Model\n  init() { _m = StateObject(wrappedValue: Model()) }\n  var body: some View { Text(\"\") }\n}")
    }

    func testFix() {
        assertFix(
            observableObject + "struct V: View {\n  @StateObject var m: Model\n  var body: some View { Text(\"\") }\n}", rule: "state-object-from-outside",
            observableObject + "struct V: View {\n  @ObservedObject var m: Model\n  var body: some View { Text(\"\") }\n}")
        // The initializer installs the new wrapper too.
        assertFix(
            observableObject + "struct V: View {\n  @StateObject private var m: Model\n  init(m: Model) { _m = StateObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}",
            rule: "state-object-from-outside",
            observableObject + "struct V: View {\n  @ObservedObject private var m: Model\n  init(m: Model) { _m = ObservedObject(wrappedValue: m) }\n  var body: some View { Text(\"\") }\n}")
    }
}

final class StateFromOutsideTests: XCTestCase {
    let draft = "import SwiftUI\n@Observable final class Draft { var text = \"\" }\n"
    /// `@State var` without `private` is another rule's business (info), left out here.
    let quiet = Settings(disabled: ["non-private-state"])
    let screen = "struct Screen: View {\n  @State private var draft = Draft()\n  var body: some View { Editor(draft: draft) }\n}\n"

    func testAParentsObjectInStateIsReportedAndHeldPlainly() {
        let editor = "struct Editor: View {\n  @State var 1️⃣draft: Draft\n  var body: some View { Text(draft.text) }\n}\n"
        let (findings, _) = assertFindings(["View.swift": draft + editor + screen], ["1️⃣": "state-from-outside"], settings: quiet)
        XCTAssertTrue(findings.first?.message.contains("comes from the parent (Screen.draft)") == true, findings.first?.message ?? "")
        // Screen never replaces its draft: no later object is established, so an info that says why.
        XCTAssertEqual(findings.first?.severity, .info)
        XCTAssertTrue(findings.first?.message.contains("Screen passes `draft` from its own @State, which it never replaces") == true, findings.first?.message ?? "")
        let replacing = screen.replacingOccurrences(of: "Editor(draft: draft) }", with: "Editor(draft: draft).toolbar { Button(\"New\") { draft = Draft() } } }")
        let (again, _) = assertFindings(["View.swift": draft + editor + replacing], ["1️⃣": "state-from-outside"], settings: quiet)
        XCTAssertTrue(again.first?.message.contains("so a different one passed later is ignored") == true, again.first?.message ?? "")
        XCTAssertEqual(again.first?.severity, .warning)
        // Two parents named Screen in two namespaces: each edge is read in its own parent, by key.
        // (The first Screen declared does not replace it, the second does: a lookup by simple name read the first for both.)
        let namespaced = "enum A {\n" + screen + "}\nenum B {\n" + replacing + "}\n"
        let (both, _) = assertFindings(["View.swift": draft + editor + namespaced], ["1️⃣": "state-from-outside"], settings: quiet)
        XCTAssertTrue(both.first?.message.contains("so a different one passed later is ignored") == true, both.first?.message ?? "")
        let (neither, _) = assertFindings(["View.swift": draft + editor + "enum A {\n" + screen + "}\nenum B {\n" + screen + "}\n"], ["1️⃣": "state-from-outside"], settings: quiet)
        XCTAssertTrue(neither.first?.message.contains("which it never replaces") == true, neither.first?.message ?? "")
        let plain = draft + editor.replacingOccurrences(of: "1️⃣", with: "") + screen
        assertFix(plain, rule: "state-from-outside", plain.replacingOccurrences(of: "  @State var draft: Draft", with: "  var draft: Draft"), settings: quiet)
    }

    func testInitInstallingAParameterBecomesAnAssignmentAndBindingsKeepBindable() {
        let editor = "struct Editor: View {\n  @State private var draft: Draft\n  init(draft: Draft) { _draft = .init(wrappedValue: draft) }\n  var body: some View { TextField(\"\", text: $draft.text) }\n}\n"
        let source = draft + editor + screen
        assertFix(
            source, rule: "state-from-outside",
            source.replacingOccurrences(of: "@State private var draft: Draft\n  init(draft: Draft) { _draft = .init(wrappedValue: draft) }", with: "@Bindable private var draft: Draft\n  init(draft: Draft) { self.draft = draft }"))
    }

    func testAFallbackTheViewOwnsIsReportedWithoutAFix() {
        let editor = "struct Editor: View {\n  @State private var 1️⃣draft: Draft\n  init(draft: Draft? = nil) { _draft = State(initialValue: draft ?? Draft()) }\n  var body: some View { Text(draft.text) }\n}\n"
        let (findings, _) = assertFindings(["View.swift": draft + editor + screen], ["1️⃣": "state-from-outside"], settings: quiet)
        XCTAssertEqual(findings.first?.fixes.count, 0)
    }

    func testOwnedValuesAndOtherClassesAreNotReported() {
        // The view's own object, made where it is declared or given new by every caller.
        assertFindings(draft + "struct Editor: View {\n  @State private var draft = Draft()\n  var body: some View { Text(draft.text) }\n}\n")
        assertFindings(draft + "struct Editor: View {\n  @State var draft: Draft\n  var body: some View { Text(draft.text) }\n}\nstruct Screen: View {\n  var body: some View { Editor(draft: Draft()) }\n}\n", settings: quiet)
        // A value, and a framework class kept as an editable copy.
        assertFindings("import SwiftUI\nstruct Editor: View {\n  @State var text: String\n  var body: some View { Text(text) }\n}\nstruct Screen: View {\n  @State private var text = \"\"\n  var body: some View { Editor(text: text) }\n}\n", settings: quiet)
        assertFindings("import SwiftUI\nimport AVFoundation\nstruct Editor: View {\n  @State private var asset: AVAsset\n  init(asset: AVAsset) { _asset = State(initialValue: asset) }\n  var body: some View { Text(\"\") }\n}\nstruct Screen: View {\n  let asset: AVAsset\n  var body: some View { Editor(asset: asset) }\n}\n")
    }
}

final class StateObjectSeededFromParameterTests: XCTestCase {
    let screen = "struct S: View {\n  @StateObject private var m: Model\n  init(seed: Int) { 1️⃣_m = StateObject(wrappedValue: Model(seed: seed)) }\n  var body: some View { Text(\"\") }\n}\n"

    func testReportedAndFixedAtConstructionSites() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Int) {} }\n"
        assertFindings(model + screen + "struct P: View {\n  @State private var n = 0\n  var body: some View { S(seed: n) }\n}", ["1️⃣": "state-object-seeded-from-parameter"])
        let plain = model + screen.replacingOccurrences(of: "1️⃣", with: "") + "struct P: View {\n  @State private var n = 0\n  var body: some View { S(seed: n) }\n}"
        assertFix(plain, rule: "state-object-seeded-from-parameter", plain.replacingOccurrences(of: "S(seed: n) }", with: "S(seed: n).id(n) }"))
    }

    func testStableValuesReadThroughTheParentAreNotChangingSeeds() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Int) {} }\nfinal class Owner: ObservableObject {\n  let id: Int\n  @Published var count = 0\n  init() { id = 1 }\n}\n"
        let parent = { (property: String, argument: String) in
            "struct P: View {\n  @StateObject private var owner = Owner()\n\(property)  var body: some View { S(seed: \(argument)) }\n}"
        }
        // A `let` of an object the parent owns: the same object, so the same value.
        assertFindings(model + screen + parent("", "owner.id"))
        // A computed property whose getter reads one.
        assertFindings(model + screen + parent("  var current: Int { owner.id }\n", "current"))
        assertFindings(model + screen + parent("  var current: Int { return owner.id }\n", "current"))
        // A published `var` of that object changes.
        assertFindings(model + screen + parent("", "owner.count"), ["1️⃣": "state-object-seeded-from-parameter"])
        assertFindings(model + screen + parent("  var current: Int { owner.count }\n", "current"), ["1️⃣": "state-object-seeded-from-parameter"])
    }

    func testOnlyTheConstructionsOfThisInitializerCount() {
        // Two initializers share the label `seed`; only the one taking a `Double` is given a changing value.
        let model = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Int) {} }\n"
        let screen = "struct S: View {\n  @StateObject private var m: Model\n  init(seed: Int, fixed: Bool) { 2️⃣_m = StateObject(wrappedValue: Model(seed: seed)) }\n  init(seed: Double) { 1️⃣_m = StateObject(wrappedValue: Model(seed: Int(seed))) }\n  var body: some View { Text(\"\") }\n}\n"
        assertFindings(model + screen.replacingOccurrences(of: "2️⃣", with: "") + "struct P: View {\n  @State private var n = 0.0\n  var body: some View { S(seed: n) }\n}", ["1️⃣": "state-object-seeded-from-parameter"])
        assertFindings(model + screen.replacingOccurrences(of: "1️⃣", with: "") + "struct P: View {\n  @State private var n = 0\n  var body: some View { S(seed: n, fixed: true) }\n}", ["2️⃣": "state-object-seeded-from-parameter"])
    }

    func testAParentsConstantIsFollowedToWhoeverGivesIt() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Int) {} }\n"
        let middle = "struct M: View {\n  let seed: Int\n  var body: some View { S(seed: seed) }\n}\n"
        // Nothing in the workspace builds M: where its seed comes from is not known, so not reported.
        assertFindings(model + screen.replacingOccurrences(of: "1️⃣", with: "") + middle)
        // A route's factory builds M with its own parameter, once per route: not reported.
        assertFindings(model + screen.replacingOccurrences(of: "1️⃣", with: "") + middle + "enum Route {\n  static func make(seed: Int) -> some View { M(seed: seed) }\n}\n")
        // A parent with changing state builds M: reported, naming where the change comes from.
        let (findings, _) = assertFindings(
            ["View.swift": model + screen + middle + "struct P: View {\n  @State private var n = 0\n  var body: some View { M(seed: n) }\n}"],
            ["1️⃣": "state-object-seeded-from-parameter"])
        XCTAssertTrue(findings.first?.message.contains("M passes seed, which follows P's n") == true, findings.first?.message ?? "")
    }

    func testABindingReadingTheParentsObjectIsAChangingSeed() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Binding<Int>) {} }\nfinal class Filters: ObservableObject { @Published var count = 0 }\n"
        let screen = "struct S: View {\n  @StateObject private var m: Model\n  init(seed: Binding<Int>) { 1️⃣_m = StateObject(wrappedValue: Model(seed: seed)) }\n  var body: some View { Text(\"\") }\n}\n"
        let parent = "struct P: View {\n  @ObservedObject var filters: Filters\n  var body: some View {\n    let binding = Binding { filters.count } set: { filters.count = $0 }\n    S(seed: binding)\n  }\n}"
        let (findings, _) = assertFindings(["View.swift": model + screen + parent], ["1️⃣": "state-object-seeded-from-parameter"])
        XCTAssertTrue(findings.first?.message.contains("follows P's filters.count") == true, findings.first?.message ?? "")
        // `.id(binding)` would not compile: no fix is offered.
        XCTAssertEqual(findings.first?.fixes.count, 0)
    }

    func testNotReportedWithoutAParameter() {
        assertFindings("import SwiftUI\nfinal class Model: ObservableObject {}\nstruct S: View {\n  @StateObject private var m: Model\n  init() { _m = StateObject(wrappedValue: Model()) }\n  var body: some View { Text(\"\") }\n}")
    }
}

final class StateObjectAssignedDirectlyTests: XCTestCase {
    func testAssignmentIsAnErrorWithAFix() {
        let source = observableObject + "struct V: View {\n  @StateObject private var m: Model\n  init() { self.m = Model() }\n  var body: some View { Text(\"\") }\n}"
        assertFindings(source.replacingOccurrences(of: "self.m = Model()", with: "1️⃣self.m = Model()"), ["1️⃣": "state-object-assigned-directly"])
        assertFix(source, rule: "state-object-assigned-directly", source.replacingOccurrences(of: "self.m = Model()", with: "_m = StateObject(wrappedValue: Model())"))
    }
}

final class WrappedValueReadInInitTests: XCTestCase {
    func testReadsOfStateAndStateObject() {
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var m = Model()\n  @State private var c = 0\n  init() { print(1️⃣m.n, 2️⃣self.c) }\n  var body: some View { Text(\"\") }\n}", [
            "1️⃣": "wrapped-value-read-in-init", "2️⃣": "wrapped-value-read-in-init",
        ])
    }

    func testParametersShadowingPropertiesAreNotReads() {
        assertFindings("import SwiftUI\nstruct V: View {\n  @State private var c: Int\n  init(c: Int) { _c = State(initialValue: c); print(c) }\n  var body: some View { Text(\"\") }\n}")
    }

    func testReadsInClosuresRunLaterAndAreFine() {
        assertFindings("import SwiftUI\nstruct V: View {\n  @State private var c = 0\n  let action: () -> Void\n  init() { action = { print(c) } }\n  var body: some View { Text(\"\") }\n}")
    }
}

final class EagerStateObjectArgumentTests: XCTestCase {
    func testLocalBuiltBeforeTheAutoclosure() {
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var m: Model\n  init() {\n    let vm = Model()\n    _m = StateObject(wrappedValue: 1️⃣vm)\n  }\n  var body: some View { Text(\"\") }\n}", [
            "1️⃣": "eager-state-object-argument"
        ])
    }
}

final class StateHoldsReferenceTypeTests: XCTestCase {
    let box = "import SwiftUI\nfinal class Box { var count = 0 }\n"

    func testMutatedPlainClassAndObservableObject() {
        assertFindings(box + "struct V: View {\n  @State private var 1️⃣b = Box()\n  var body: some View { Button(\"\\(b.count)\") { b.count += 1 } }\n}", ["1️⃣": "state-holds-reference-type"])
        assertFindings(observableObject + "struct V: View {\n  @State private var 1️⃣m = Model()\n  var body: some View { Button(\"+\") { m.bump() } }\n}", ["1️⃣": "state-holds-reference-type"])
    }

    /// A local bound to the property under its own name is the same object; a closure parameter
    /// of that name is another.
    func testMutationThroughALocalOfThePropertyCountsAndThroughAParameterOfItsNameDoesNot() {
        assertFindings(box + "struct V: View {\n  @State private var 1️⃣b = Box()\n  var body: some View { Button(\"\\(b.count)\") { let b = self.b; b.count += 1 } }\n}", ["1️⃣": "state-holds-reference-type"])
        assertFindings(box + "struct V: View {\n  @State private var b = Box()\n  let others = [Box()]\n  var body: some View { Button(\"\\(b.count)\") { others.forEach { b in b.count += 1 } } }\n}")
        assertFindings(box + "struct V: View {\n  @State private var b = Box()\n  let other = Box()\n  var body: some View { Button(\"\\(b.count)\") { let b = other; b.count += 1 } }\n}")
    }

    func testAnObservableObjectThatPublishesNothingIsStillReportedWithoutClaimingLostUpdates() {
        let coordinator = "import SwiftUI\nfinal class Coordinator: ObservableObject {\n  weak var host: AnyObject?\n  func push() {}\n}\n"
        // The body renders from it (`c.host`): a published change would matter.
        let view = "struct V: View {\n  @State private var 1️⃣c = Coordinator()\n  var body: some View { Button(c.host == nil ? \"Go\" : \"Back\") { c.push() } }\n}"
        func message(_ source: String) -> String {
            assertFindings(["View.swift": source], ["1️⃣": "state-holds-reference-type"]).findings.first?.message ?? ""
        }
        XCTAssertTrue(message(coordinator + view).contains("publishes nothing today"), message(coordinator + view))
        // A class that sends objectWillChange itself, or whose callers may, or whose superclass
        // Lifeline cannot see, may publish.
        let sending = coordinator.replacingOccurrences(of: "func push() {}", with: "func push() { objectWillChange.send() }")
        XCTAssertTrue(message(sending + view).contains("its published changes do not refresh V"))
        let caller = view.replacingOccurrences(of: "{ c.push() }", with: "{ c.objectWillChange.send() }")
        XCTAssertTrue(message(coordinator + caller).contains("its published changes do not refresh V"))
        let external = coordinator.replacingOccurrences(of: "Coordinator: ObservableObject", with: "Coordinator: KitCoordinator, ObservableObject")
        XCTAssertTrue(message(external + view).contains("its published changes do not refresh V"))
        // Another class's own use of objectWillChange is its business.
        let other = coordinator + "final class Feed: ObservableObject { func reload() { objectWillChange.send() } }\n"
        XCTAssertTrue(message(other + view).contains("publishes nothing today"))
    }

    func testABoxNeverMutatedThroughTheStateIsFine() {
        assertFindings(box + "struct V: View {\n  @State private var b = Box()\n  var body: some View { Text(\"\\(b.count)\") }\n}")
        // Mutated but never rendered from (a box, a debouncer): storage, which @State keeps well.
        assertFindings(box + "struct V: View {\n  @State private var b = Box()\n  var body: some View { Button(\"+\") { b.count += 1 }.onChange(of: 1) { _, _ in print(b.count) } }\n}")
    }

    func testObservableClassesBelongInState() {
        assertFindings(observable + "struct V: View {\n  @State private var book: Book\n  var body: some View { Button(\"x\") { book.title = \"y\" } }\n}")
    }
}

final class StateObservableInlineValueTests: XCTestCase {
    let loading = "import SwiftUI\n@Observable final class Book {\n  var title = \"\"\n  init() { title = Book.load() }\n  static func load() -> String { \"\" }\n}\n"
    var source: String { loading + "struct V: View {\n  @State private var 1️⃣book = Book()\n  var body: some View { Text(book.title) }\n}\nstruct P: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); V() } }\n}" }

    func testDependsOnTheToolchain() {
        var findings: [Finding] = []
        (findings, _) = assertFindings(["View.swift": source], ["1️⃣": "state-observable-inline-value"], settings: Settings(toolchain: .xcode26))
        XCTAssertTrue(findings.first?.message.hasSuffix("each one runs Book.load(…) in its init") == true, findings.first?.message ?? "")
        assertFindings(source, [:], settings: Settings(toolchain: .xcode27))
    }

    func testOnlyWorkWorthWorryingAbout() {
        let xcode26 = Settings(toolchain: .xcode26)
        // Storing values is cheap: nothing to report.
        assertFindings(observable + "struct V: View {\n  @State private var book = Book()\n  var body: some View { Text(book.title) }\n}", settings: xcode26)
        assertFindings(
            "import SwiftUI\nstruct Item {}\n@Observable final class Store {\n  var items: [Item] = []\n  var selected: Item? = nil\n  init(items: [Item] = []) { self.items = items }\n}\nstruct V: View {\n  @State private var store = Store()\n  var body: some View { Text(\"\") }\n}",
            settings: xcode26)
        // Making another object is work when making that object is.
        let (engine, _) = assertFindings(
            ["View.swift": "import SwiftUI\nfinal class Engine { init() { Engine.boot() }\n  static func boot() {} }\n@Observable final class Player {\n  let engine = Engine()\n}\nstruct V: View {\n  @State private var 1️⃣player = Player()\n  var body: some View { Text(\"\") }\n}"],
            ["1️⃣": "state-observable-inline-value"], settings: xcode26)
        XCTAssertTrue(engine.first?.message.hasSuffix("each one makes a new Engine (engine), which runs Engine.boot(…) in its init") == true, engine.first?.message ?? "")
        // An empty class of the workspace, or a class from elsewhere whose initializer Lifeline cannot read: not work it can name.
        assertFindings(
            "import SwiftUI\nfinal class Engine {}\n@Observable final class Player {\n  let engine = Engine()\n  let lock = NSLock()\n  let controller: UIViewController = .init()\n}\nstruct V: View {\n  @State private var player = Player()\n  var body: some View { Text(\"\") }\n}",
            settings: xcode26)
        // A chain of calls in the init is named by its start and its last call.
        let (chain, _) = assertFindings(
            ["View.swift": "import SwiftUI\nimport Combine\n@Observable final class Feed {\n  var bag = Set<AnyCancellable>()\n  let events = PassthroughSubject<Int, Never>()\n  init() { events.receive(on: DispatchQueue.main).sink { _ in }.store(in: &bag) }\n}\nstruct V: View {\n  @State private var 1️⃣feed = Feed()\n  var body: some View { Text(\"\") }\n}"],
            ["1️⃣": "state-observable-inline-value"], settings: xcode26)
        XCTAssertTrue(chain.first?.message.hasSuffix("each one runs events….store(…) in its init") == true, chain.first?.message ?? "")
        // A view only a hosting controller builds is initialized once.
        assertFindings(
            loading + "struct Root: View {\n  @State private var book = Book()\n  var body: some View { Text(book.title) }\n}\nfunc make() -> NSViewController { NSHostingController(rootView: Root()) }",
            settings: xcode26)
    }

    func testViewsOnlyCodeOutsideViewsBuildsAreNewEachTime() {
        let xcode26 = Settings(toolchain: .xcode26)
        let pane = "struct Pane: View {\n  @State private var 1️⃣book = Book()\n  var body: some View { Text(book.title) }\n}\n"
        // A window controller's content closure, in an app delegate: once per call of that code.
        let delegate = "final class AppDelegate {\n  var window: Window?\n  func open() { window = Window(title: \"Prefs\") { Pane() } }\n}\n"
        assertFindings(loading + pane.replacingOccurrences(of: "1️⃣", with: "") + delegate, settings: xcode26)
        // Built by a body as well: that body runs again.
        assertFindings(loading + pane + delegate + "struct P: View { var body: some View { Pane() } }", ["1️⃣": "state-observable-inline-value"], settings: xcode26)
        // A member that gives a view is called from bodies: it runs with them.
        assertFindings(loading + pane + "enum Screens {\n  static func pane() -> some View { Pane() }\n}\n", ["1️⃣": "state-observable-inline-value"], settings: xcode26)
    }
}

final class MissingEnvironmentObjectTests: XCTestCase {
    let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"

    /// A path no platform builds together with the property: the views above exist only on macOS,
    /// the property only on iOS. Where both exist, the same read is a finding.
    func testAPathNoPlatformBuildsWithThePropertyIsNoPath() {
        let app = "import SwiftUI\n@main struct MyApp: App {\n  var body: some Scene { WindowGroup { Root() } }\n}\n"
        let leaf = """
            import SwiftUI
            final class Shim: ObservableObject { @Published var on = false }
            struct Leaf: View {
                #if os(iOS)
                @EnvironmentObject var 1️⃣shim: Shim
                #endif
                var body: some View { Text("leaf") }
            }
            """
        assertFindings(["App.swift": app, "Leaf.swift": leaf, "Root.swift": "import SwiftUI\n#if os(macOS)\nstruct Root: View { var body: some View { Leaf() } }\n#endif\n"])
        assertFindings(["App.swift": app, "Leaf.swift": leaf, "Root.swift": "import SwiftUI\n#if os(iOS)\nstruct Root: View { var body: some View { Leaf() } }\n#endif\n"], ["1️⃣": "missing-environment-object"])
    }
    /// A view that reads its session while rendering.
    let profile = "struct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(session.user) }\n}\n"

    func testATypeTheWorkspaceDoesNotDeclareIsAWarningThatSaysSo() {
        let (findings, _) = assertFindings([
            "App.swift": "import SwiftUI\n@main struct MyApp: App {\n  var body: some Scene { WindowGroup { Profile() } }\n}",
            "Views.swift": "import SwiftUI\nimport Accounts\n" + profile,
        ], ["1️⃣": "missing-environment-object"])
        // Another module's type may be injected by that module's code: not established, an info.
        XCTAssertEqual(findings.first?.severity, .info)
        XCTAssertEqual(findings.first?.unestablished.map(\.id), ["type-declared"])
        XCTAssertTrue(findings.first?.message.contains("(not established: that nothing injects Session: it is not declared in the workspace)") == true, findings.first?.message ?? "")
    }

    func testOnePathWithoutInjectionIsEnough() {
        let (findings, _) = assertFindings([
            "App.swift": session + "@main struct MyApp: App {\n  @StateObject private var s = Session()\n  var body: some Scene {\n    WindowGroup { Home().environmentObject(s) }\n    Window(\"Help\", id: \"help\") { Help() }\n  }\n}",
            "Views.swift": "import SwiftUI\nstruct Home: View { var body: some View { Profile() } }\nstruct Help: View { var body: some View { Profile() } }\n" + profile,
        ], ["1️⃣": "missing-environment-object"])
        XCTAssertTrue(findings.first?.message.contains("MyApp.body → Help → Profile") == true, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.severity, .error)
    }

    /// A path that needs an `if` or `switch` branch is taken only when its condition holds: a
    /// warning naming the branch. Another path with no branch keeps the error, and is the one named.
    func testAPathThroughABranchIsAWarningThatNamesIt() {
        let app = session + "@main struct MyApp: App {\n  @StateObject private var s = Session()\n  var body: some Scene { WindowGroup { Home() } }\n}"
        let home = "import SwiftUI\nstruct Home: View {\n  @State private var reply: String?\n  var body: some View {\n    if let text = reply { Text(text); Profile() } else { Text(\"none\") }\n  }\n}\n" + profile
        let (findings, _) = assertFindings(["App.swift": app, "Views.swift": home], ["1️⃣": "missing-environment-object"])
        // Whether the branch is ever taken is not known: the crash is not established, an info.
        XCTAssertEqual(findings.first?.severity, .info)
        XCTAssertEqual(findings.first?.unestablished.map(\.id), ["path-taken"])
        XCTAssertTrue(findings.first?.message.contains("MyApp.body → Home → Profile, which passes `if let text = reply`: when that branch is taken, the app crashes") == true, findings.first?.message ?? "")
        let elseBranch = home.replacingOccurrences(of: "Text(text); Profile() } else { Text(\"none\") }", with: "Text(text) } else { Profile() }")
        let (inElse, _) = assertFindings(["App.swift": app, "Views.swift": elseBranch], ["1️⃣": "missing-environment-object"])
        XCTAssertTrue(inElse.first?.message.contains("which passes the `else` of `if let text = reply`") == true, inElse.first?.message ?? "")
        // Also shown with no branch: certain, an error, on the path without the branch.
        let (both, _) = assertFindings(["App.swift": app, "Views.swift": home.replacingOccurrences(of: "  var body: some View {\n    if", with: "  var body: some View {\n    Help()\n    if") + "struct Help: View { var body: some View { Profile() } }\n"],
            ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(both.first?.severity, .error)
        XCTAssertTrue(both.first?.message.contains("MyApp.body → Home → Help → Profile;") == true, both.first?.message ?? "")
        // A step built both in a branch and outside one needs no branch: the branch named is the later step's.
        let twice = "import SwiftUI\nstruct Home: View {\n  @State private var on = false\n  var body: some View {\n    if on { Middle() }\n    Middle()\n  }\n}\nstruct Middle: View {\n  @State private var reply: String?\n  var body: some View {\n    if let text = reply { Text(text); Profile() }\n  }\n}\n" + profile
        let (later, _) = assertFindings(["App.swift": app, "Views.swift": twice], ["1️⃣": "missing-environment-object"])
        XCTAssertTrue(later.first?.message.contains("which passes `if let text = reply`") == true, later.first?.message ?? "")
        // Two branches on the way: the crash needs both taken, and both are named.
        let nested = "import SwiftUI\nstruct Home: View {\n  @State private var reply: String?\n  var body: some View {\n    if let text = reply { Text(text); Row(shows: false) }\n  }\n}\nstruct Row: View {\n  let shows: Bool\n  var body: some View {\n    if shows { Profile() }\n  }\n}\n" + profile
        let (two, _) = assertFindings(["App.swift": app, "Views.swift": nested], ["1️⃣": "missing-environment-object"])
        XCTAssertTrue(two.first?.message.contains("which passes `if let text = reply` and `if shows`: when those branches are taken, the app crashes") == true, two.first?.message ?? "")
        XCTAssertTrue(two.first?.message.contains("that the path through `if let text = reply` and `if shows` is taken: their conditions are not known") == true, two.first?.message ?? "")
        // `if #available` is taken on every current system: as certain as no branch; its `else` is not.
        let available = home.replacingOccurrences(of: "if let text = reply", with: "if #available(iOS 16, macOS 13, *)").replacingOccurrences(of: "Text(text)", with: "Text(reply ?? \"\")")
        let (new, _) = assertFindings(["App.swift": app, "Views.swift": available], ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(new.first?.severity, .error)
        let (old, _) = assertFindings(["App.swift": app, "Views.swift": available.replacingOccurrences(of: "#available", with: "#unavailable")], ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(old.first?.severity, .info)
    }

    /// `#if REMOTE typealias DataType = Remote #else typealias DataType = Session #endif`: an alias
    /// the workspace gives several targets may be any of them, so its injection may be a Session.
    func testAnAliasOfSeveralTargetsMayBeAnyOfThem() {
        let app = { (aliases: String) in
            self.session + "final class Remote: ObservableObject {}\n@main struct MyApp: App {\n\(aliases)\n  private let data: DataType\n  init() { data = DataType() }\n  var body: some Scene { WindowGroup { Profile().environmentObject(data) } }\n}"
        }
        let views = "import SwiftUI\n" + profile
        assertFindings(["App.swift": app("  #if REMOTE\n  typealias DataType = Remote\n  #else\n  typealias DataType = Session\n  #endif"), "Views.swift": views])
        assertFindings(["App.swift": app("  typealias DataType = Remote"), "Views.swift": views], ["1️⃣": "missing-environment-object"])
        assertFindings(["App.swift": app("  typealias DataType = Session"), "Views.swift": views])
        let (model, _) = markedWorkspace(["App.swift": app("  #if REMOTE\n  typealias DataType = Remote\n  #else\n  typealias DataType = Session\n  #endif"), "Views.swift": views])
        // The injection is a `Remote` in one build and a `Session` in the other: counted for each.
        XCTAssertEqual(model.injectionIndex.byType["Remote"]?.count, 1, "\(model.injectionIndex.byType)")
        XCTAssertEqual(model.injectionIndex.byType["Session"]?.count, 1, "\(model.injectionIndex.byType)")
        XCTAssertTrue(model.injectionIndex.untyped.isEmpty, "\(model.injectionIndex.untyped)")
    }

    func testAScenePlatformsCannotBuildIsNoPath() {
        let views = "import SwiftUI\nstruct Home: View { var body: some View { Profile() } }\nstruct Prefs: View { var body: some View { Profile() } }\n" + profile
        let app = { (settings: String) in
            self.session + "@main struct MyApp: App {\n  @StateObject private var s = Session()\n  var body: some Scene {\n    WindowGroup { Home().environmentObject(s) }\n\(settings)\n  }\n}"
        }
        // `Settings` is a macOS scene; a Catalyst build is iOS to the SDK, so this clause cannot build.
        assertFindings(["App.swift": app("    #if targetEnvironment(macCatalyst)\n    Settings { Prefs() }\n    #endif"), "Views.swift": views])
        assertFindings(["App.swift": app("    #if os(iOS)\n    MenuBarExtra(\"M\") { Prefs() }\n    #endif"), "Views.swift": views])
        // On macOS it builds, and the settings window shows Profile with no session.
        assertFindings(["App.swift": app("    #if os(macOS)\n    Settings { Prefs() }\n    #endif"), "Views.swift": views], ["1️⃣": "missing-environment-object"])
        assertFindings(["App.swift": app("    Settings { Prefs() }"), "Views.swift": views], ["1️⃣": "missing-environment-object"])
    }

    func testOnlyAReadCrashes() {
        let app = "@main struct MyApp: App {\n  var body: some Scene { WindowGroup { Profile() } }\n}\n"
        // Read as the view appears: an error.
        assertFindings(
            session + app + "struct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(\"\").task { print(session.user) } }\n}",
            ["1️⃣": "missing-environment-object"])
        // Read only in an action: a warning that the action crashes.
        let (findings, _) = assertFindings(
            ["View.swift": session + app
                + "struct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Button(\"Log out\") { session.user = \"\" } }\n}"],
            ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertTrue(findings.first?.message.contains("the action crashes there when it runs") == true, findings.first?.message ?? "")
        // Declared and never read: nothing crashes today; an info that the first read will.
        let (unread, _) = assertFindings(
            ["View.swift": session + app + "struct Profile: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(\"\") }\n}"],
            ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(unread.first?.severity, .info)
        XCTAssertEqual(unread.first?.unestablished.map { $0.id }, ["object-read"])
        XCTAssertTrue(unread.first?.message.contains("the first read of it will crash") == true, unread.first?.message ?? "")
        // The same for `@Environment(T.self)`; and nothing once the app injects it.
        let observable = "import SwiftUI\n@Observable final class Store { var n = 0 }\n"
        let (declared, _) = assertFindings(
            ["View.swift": observable + app + "struct Profile: View {\n  @Environment(Store.self) private var 1️⃣store\n  var body: some View { Text(\"\") }\n}"],
            ["1️⃣": "missing-environment-object"])
        XCTAssertEqual(declared.first?.severity, .info)
        let injecting = "@main struct MyApp: App {\n  @StateObject private var s = Session()\n  var body: some Scene { WindowGroup { Profile().environmentObject(s) } }\n}\n"
        assertFindings(session + injecting + "struct Profile: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(\"\") }\n}")
    }

    func testGenericArgumentsTellEnvironmentObjectsApart() {
        let box = "import SwiftUI\nfinal class Box<T>: ObservableObject {}\n"
        let app = "@main struct MyApp: App {\n  @StateObject private var ints: Box<Int> = Box()\n  var body: some Scene { WindowGroup { Home().environmentObject(ints) } }\n}\nstruct Home: View { var body: some View { VStack { Counter(); Meter() } } }\n"
        assertFindings(
            box + app
                + "struct Counter: View {\n  @EnvironmentObject var count: Box<Int>\n  var body: some View { Text(\"\\(count)\") }\n}\nstruct Meter: View {\n  @EnvironmentObject var 1️⃣level: Box<Double>\n  var body: some View { Text(\"\\(level)\") }\n}",
            ["1️⃣": "missing-environment-object"])
        // Without arguments on one side, Lifeline cannot tell: no finding.
        assertFindings(
            box + app.replacingOccurrences(of: "ints: Box<Int> = Box()", with: "ints = Box<Int>()")
                + "struct Counter: View {\n  @EnvironmentObject var count: Box<Int>\n  var body: some View { Text(\"\\(count)\") }\n}\nstruct Meter: View {\n  @EnvironmentObject var level: Box<Double>\n  var body: some View { Text(\"\\(level)\") }\n}")
    }

    func testAnAliasOfASpecializationIsThatSpecialization() {
        let box = "import SwiftUI\nfinal class Box<T>: ObservableObject {}\ntypealias IntBox = Box<Int>\ntypealias DoubleBox = Box<Double>\ntypealias Counted = IntBox\n"
        let app = "@main struct MyApp: App {\n  @StateObject private var ints = IntBox()\n  var body: some Scene { WindowGroup { Home().environmentObject(ints) } }\n}\nstruct Home: View { var body: some View { VStack { Counter(); Meter() } } }\n"
        let (findings, _) = assertFindings(
            ["View.swift": box + app
                + "struct Counter: View {\n  @EnvironmentObject var count: Counted\n  var body: some View { Text(\"\\(count)\") }\n}\nstruct Meter: View {\n  @EnvironmentObject var 1️⃣level: DoubleBox\n  var body: some View { Text(\"\\(level)\") }\n}"],
            ["1️⃣": "missing-environment-object"])
        // Named as written, with the specialization SwiftUI's message names.
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("'level' reads DoubleBox (Box<Double>) from the environment"), message)
        XCTAssertTrue(message.contains("No ObservableObject of type Box<Double> found"), message)
        XCTAssertEqual(findings.first?.fixes.first?.edits.first?.newText.contains("DoubleBox()"), true)
    }

    func testInjectedOnEveryPathIsFine() {
        assertFindings([
            "App.swift": session + "@main struct MyApp: App {\n  @StateObject private var s = Session()\n  var body: some Scene { WindowGroup { Home() }.environmentObject(s) }\n}",
            "Views.swift": "import SwiftUI\nstruct Home: View { var body: some View { NavigationStack { Profile() } } }\n" + profile.replacingOccurrences(of: "1️⃣", with: ""),
        ])
    }

    func testAPreviewGapIsAWarningAtThePreview() {
        let (findings, _) = assertFindings(["View.swift": session + profile.replacingOccurrences(of: "1️⃣", with: "") + "1️⃣#Preview { Profile() }"], ["1️⃣": "preview-missing-environment-object"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.subject?.property, "session")
        XCTAssertTrue(findings.first?.message.hasPrefix("This preview crashes: it shows Profile, whose 'session' reads Session") == true, findings.first?.message ?? "")
        assertFindings(session + profile.replacingOccurrences(of: "1️⃣", with: "") + "#Preview { Profile().environmentObject(Session()) }")
        // Once per preview and type, about the nearest view that reads it.
        let (nested, _) = assertFindings(
            ["View.swift": session + profile.replacingOccurrences(of: "1️⃣", with: "")
                + "struct Page: View {\n  @EnvironmentObject var session: Session\n  var body: some View { VStack { Text(session.user); Profile() } }\n}\n1️⃣#Preview { Page() }"],
            ["1️⃣": "preview-missing-environment-object"])
        XCTAssertEqual(nested.first?.subject?.type, "Page")
        // A view behind a link, a sheet or a branch is not shown as the preview opens; a read in an
        // action only is not run by a preview.
        assertFindings(
            session + profile.replacingOccurrences(of: "1️⃣", with: "")
                + "struct Page: View {\n  @State private var shown = false\n  var body: some View {\n    NavigationStack { NavigationLink(\"Go\") { Profile() } }\n      .sheet(isPresented: $shown) { Profile() }\n  }\n}\n#Preview { Page() }")
        assertFindings(session + "struct Tap: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Button(\"Go\") { session.user = \"\" } }\n}\n#Preview { Tap() }")
        // Previews can be turned off.
        var settings = Settings()
        settings.previews = false
        assertFindings(session + profile.replacingOccurrences(of: "1️⃣", with: "") + "#Preview { Profile() }", settings: settings)
    }

    /// One finding per preview, whatever the number of objects it misses: the canvas stops at the
    /// first read; the finding names every object and its fix injects them all.
    func testAPreviewMissingSeveralObjectsIsOneFinding() {
        let theme = "final class Theme: ObservableObject { @Published var tint = 0 }\n"
        let card = "struct Card: View {\n  @EnvironmentObject var theme: Theme\n  var body: some View { Text(\"\\(theme.tint)\") }\n}\n"
        let page = "struct Page: View {\n  var body: some View { VStack { Profile(); Card() } }\n}\n"
        let source = session + theme + profile.replacingOccurrences(of: "1️⃣", with: "") + card + page
        let (findings, _) = assertFindings(["View.swift": source + "1️⃣#Preview { Page() }"], ["1️⃣": "preview-missing-environment-object"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("This preview crashes: it injects none of the 2 objects that views it shows read from the environment: Page → Profile, whose 'session' reads Session; Page → Card, whose 'theme' reads Theme. Whichever of those reads runs first stops it, with SwiftUI's error naming that object (\"Fatal error: No ObservableObject of type Session found. "), message)
        XCTAssertEqual(findings.first?.fixes.map(\.title), ["Inject Session and Theme in the preview", "Inject a Session at #Preview at View.swift:15", "Inject a Theme at #Preview at View.swift:15"])
        assertFix(source + "#Preview { Page() }", rule: "preview-missing-environment-object",
            source + "#Preview { Page().environmentObject(Session()).environmentObject(Theme()) }")
        // One object injected: the finding is about the other, as before.
        let (one, _) = assertFindings(["View.swift": source + "1️⃣#Preview { Page().environmentObject(Session()) }"], ["1️⃣": "preview-missing-environment-object"])
        XCTAssertTrue(one.first?.message.hasPrefix("This preview crashes: it shows Page → Card, whose 'theme' reads Theme from the environment, and the preview injects none") == true, one.first?.message ?? "")
        XCTAssertEqual(Fix.merging([], title: "none")?.edits.count, 0)
    }

    /// Two declarations of one view (one per `#if` clause) are told apart in the model (`Card#2`),
    /// never in what a user reads.
    func testAPreviewNamesAViewAsWritten() {
        // Only the second declaration reads the object: the preview's path goes through `Card#2`.
        let card = "#if os(iOS)\nstruct Card: View {\n  var body: some View { Text(\"\") }\n}\n#else\nstruct Card: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(session.user) }\n}\n#endif\n"
        let (findings, _) = assertFindings(["View.swift": session + card + "1️⃣#Preview { Card() }"], ["1️⃣": "preview-missing-environment-object"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("This preview crashes: it shows Card, whose 'session' reads Session"), message)
        XCTAssertFalse(message.contains("#2") || message.contains("#1"), message)
    }

    func testTheFixInjectsAtTheRoot() {
        let profile = self.profile.replacingOccurrences(of: "1️⃣", with: "")
        assertFix(session + profile + "#Preview { Profile() }", rule: "preview-missing-environment-object",
            session + profile + "#Preview { Profile().environmentObject(Session()) }")
        assertFix(session + profile + "@main struct MyApp: App {\n    var body: some Scene { WindowGroup { Profile() } }\n}", rule: "missing-environment-object",
            session + profile + "@main struct MyApp: App {\n    @StateObject private var session = Session()\n    var body: some Scene { WindowGroup { Profile().environmentObject(session) } }\n}")
        let shelf = "struct Shelf: View {\n  @Environment(Book.self) private var book\n  var body: some View { Text(book.title) }\n}\n"
        assertFix(observable + shelf + "@main struct Reader: App {\n    var body: some Scene { WindowGroup { Shelf() } }\n}", rule: "missing-environment-object",
            observable + shelf + "@main struct Reader: App {\n    @State private var book = Book()\n    var body: some Scene { WindowGroup { Shelf().environment(book) } }\n}")
    }

    func testViewsWithNoCallerAreNotGuessedAbout() {
        assertFindings(session + profile.replacingOccurrences(of: "1️⃣", with: ""))
    }

    func testObservableEnvironmentAndOptionalDeclarations() {
        assertFindings(
            observable + "struct Shelf: View {\n  @Environment(Book.self) private var 1️⃣book\n  var body: some View { Text(book.title) }\n}\n@main struct Reader: App { var body: some Scene { WindowGroup { Shelf() } } }",
            ["1️⃣": "missing-environment-object"])
        assertFindings(observable + "struct Shelf: View {\n  @Environment(Book.self) private var book: Book?\n  var body: some View { Text(book?.title ?? \"\") }\n}\n#Preview { Shelf() }")
    }
}

final class InlineEnvironmentObjectTests: XCTestCase {
    func testNewObjectInjectedByABody() {
        assertFindings(observableObject + "struct V: View {\n  var body: some View { Text(\"\").environmentObject(1️⃣Model()) }\n}", ["1️⃣": "inline-environment-object"])
        assertFindings(observableObject + "struct V: View {\n  @StateObject private var m = Model()\n  var body: some View { Text(\"\").environmentObject(m) }\n}")
    }
}

final class ObservableWrapperTests: XCTestCase {
    func testObservedObjectOnObservable() {
        let source = observable + "struct Row: View {\n  @ObservedObject var book: Book\n  var body: some View { Text(book.title) }\n}"
        assertFindings(source.replacingOccurrences(of: "var book", with: "var 1️⃣book"), ["1️⃣": "observed-object-on-observable"])
        assertFix(source, rule: "observed-object-on-observable", source.replacingOccurrences(of: "@ObservedObject", with: "@Bindable"))
        assertFix(source, rule: "observed-object-on-observable", fixIndex: 1, source.replacingOccurrences(of: "@ObservedObject ", with: ""))
    }

    func testBindingOfObservableAndItsCallers() {
        let source = observable + "struct Editor: View {\n  @Binding var book: Book\n  var body: some View { Text(book.title) }\n}\nstruct Parent: View {\n  @State private var book = Book()\n  var body: some View { Editor(book: $book) }\n}"
        assertFix(
            source, rule: "binding-of-observable",
            source.replacingOccurrences(of: "@Binding", with: "@Bindable").replacingOccurrences(of: "Editor(book: $book)", with: "Editor(book: book)"), settings: Settings(toolchain: .xcode27))
    }
}

final class PublishedNestedObservableObjectTests: XCTestCase {
    let models = "import SwiftUI\nfinal class Child: ObservableObject { @Published var count = 0 }\nfinal class Parent: ObservableObject {\n  @Published var 1️⃣child: Child? = Child()\n  @Published var n = 0\n}\n"

    func assertNested(_ view: String, reported: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let source = models + view
        assertFindings(reported ? source : source.replacingOccurrences(of: "1️⃣", with: ""), reported ? ["1️⃣": "published-nested-observable-object"] : [:], file: file, line: line)
    }

    func testReportedWhereAViewObservingTheParentRendersTheChildsState() {
        assertNested("struct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Text(\"\\(parent.child?.count ?? 0)\") }\n}", reported: true)
        assertNested("struct V: View {\n  @EnvironmentObject var parent: Parent\n  var label: some View { Text(\"\\(self.parent.child!.count)\") }\n  var body: some View { label }\n}", reported: true)
    }

    func testQuietWhereNothingGoesStale() {
        // No view observes the parent (UIKit code subscribes to the child itself).
        assertNested("", reported: false)
        // The view reads the child only in an action: read afresh each time.
        assertNested("struct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Button(\"+\") { print(parent.child?.count ?? 0) } }\n}", reported: false)
        // Only the reference, which the parent does publish, or the child passed to a view observing it.
        assertNested("struct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Text(parent.child == nil ? \"none\" : \"one\") }\n}", reported: false)
        assertNested("struct W: View {\n  @ObservedObject var child: Child\n  var body: some View { Text(\"\\(child.count)\") }\n}\nstruct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { if let c = parent.child { W(child: c) } }\n}", reported: false)
        // A `let` of the child holds one value for the child's life; `objectWillChange` is how a
        // view subscribes to it.
        let withName = models.replacingOccurrences(of: "@Published var count = 0 }", with: "@Published var count = 0\n  let name = \"c\"\n}")
        assertFindings(withName.replacingOccurrences(of: "1️⃣", with: "") + "struct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Text(parent.child?.name ?? \"\") }\n}")
        assertFindings(withName + "struct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Text(\"\\(parent.child?.name ?? \"\") \\(parent.child?.count ?? 0)\") }\n}", ["1️⃣": "published-nested-observable-object"])
        assertNested("struct V: View {\n  @ObservedObject var parent: Parent\n  @State private var seen = 0\n  var body: some View { Text(\"\\(seen)\").onReceive(parent.child!.objectWillChange) { _ in seen += 1 } }\n}", reported: false)
        // Forwarding the child's changes is the remedy.
        assertFindings("import SwiftUI\nfinal class Child: ObservableObject { @Published var count = 0 }\nfinal class Parent: ObservableObject {\n  @Published var child = Child()\n  var c: Any?\n  init() { c = child.objectWillChange.sink { _ in } }\n}\nstruct V: View {\n  @ObservedObject var parent: Parent\n  var body: some View { Text(\"\\(parent.child.count)\") }\n}")
    }
}

final class NonPrivateStateTests: XCTestCase {
    func testInternalStateAndItsFix() {
        let source = "import SwiftUI\nstruct V: View {\n  @State var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}"
        assertFindings(source.replacingOccurrences(of: "var count", with: "var 1️⃣count"), ["1️⃣": "non-private-state"])
        assertFix(source, rule: "non-private-state", source.replacingOccurrences(of: "@State var", with: "@State private var"))
    }
}

final class SuppressionTests: XCTestCase {
    func testInlineSuppression() {
        assertFindings(observableObject + "struct V: View {\n  // lifeline:disable observed-object-creates-instance\n  @ObservedObject var m = Model()\n  @ObservedObject var n = Model() // lifeline:disable\n  var body: some View { Text(\"\") }\n}")
    }

    func testOnlyCommentsSuppress() {
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var 1️⃣m = Model(); let note = \"lifeline:disable\"\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
    }

    func testDisabledRules() {
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var m = Model()\n  var body: some View { Text(\"\") }\n}", [:], settings: Settings(disabled: ["observed-object-creates-instance"]))
    }
}

final class NestedTypeTests: XCTestCase {
    func testNestedViewsAndModels() {
        assertFindings("""
            import SwiftUI
            enum Feature {
                final class Model: ObservableObject { @Published var n = 0 }
                struct Screen: View {
                    @StateObject private var model = Model()
                    var body: some View { Feature.Row(model: model) }
                }
                struct Row: View {
                    @StateObject var 1️⃣model: Model
                    var body: some View { Text("\\(model.n)") }
                }
            }
            """, ["1️⃣": "state-object-from-outside"])
    }

    func testNestedProvenance() {
        let source = "import SwiftUI\nenum F {\n  final class M: ObservableObject {}\n  struct A: View {\n    @StateObject private var m = M()\n    var body: some View { F.B(m: m) }\n  }\n  struct B: View {\n    @ObservedObject var m: M\n    var body: some View { Text(\"\") }\n  }\n}"
        let model = SemanticModel.build([SourceFile(path: "F.swift", tree: SyntaxTree.parse(source))])
        let verdict = OwnershipAnalysis.analyze(model).verdict(view: TypeKey("F.B"), property: "m")
        XCTAssertEqual(verdict?.kind, .injected)
        XCTAssertTrue(verdict?.evidence.contains { $0.hasPrefix("B.m ← A.m (owned by @StateObject)") } == true, "\(verdict?.evidence ?? [])")
    }
}

/// Regressions found by review and by hunting false positives on realistic apps.
final class RegressionTests: XCTestCase {
    func testWholeRightHandSideIsTheValue() {
        let source = observableObject + "struct V: View {\n  @StateObject private var m: Model\n  init(flag: Bool) { self.m = flag ? Model() : Model() }\n  var body: some View { Text(\"\") }\n}"
        assertFix(source, rule: "state-object-assigned-directly", source.replacingOccurrences(of: "self.m = flag ? Model() : Model()", with: "_m = StateObject(wrappedValue: flag ? Model() : Model())"))
    }

    func testLongModifierChainsDoNotCrash() {
        let chain = String(repeating: "\n      .padding()", count: 30_000)
        assertFindings("import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"x\")" + chain + "\n  }\n}")
    }

    func testLongModifierChainsKeepTheirBaseAndInjections() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject {}\nstruct Home: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(\"\\(session)\") }\n}\n"
        let chain = String(repeating: "\n    .padding()", count: 300)
        assertFindings(session + "#Preview {\n  Home()" + chain + "\n    .environmentObject(Session())\n}")
        assertFindings(session + "1️⃣#Preview {\n  Home()" + chain + "\n}", ["1️⃣": "preview-missing-environment-object"])
    }

    func testChainsOfViewsPassingAnObjectAreFollowedOnce() {
        var source = observableObject + "struct L0: View {\n  @StateObject private var m = Model()\n  var body: some View { L1(m: m) }\n}\n"
        for level in 1...40 {
            source += "struct L\(level): View {\n  @ObservedObject var m: Model\n  var body: some View { VStack { " + String(repeating: "L\(level + 1)(m: m) ", count: 8) + "} }\n}\n"
        }
        source += "struct L41: View {\n  @ObservedObject var m: Model\n  var body: some View { Text(\"\") }\n}"
        let model = SemanticModel.build([SourceFile(path: "L.swift", tree: SyntaxTree.parse(source))])
        XCTAssertEqual(OwnershipAnalysis.analyze(model).verdict(view: TypeKey("L41"), property: "m")?.kind, .injected)
    }

    func testAppBodyCallSitesAreCountedOnceForFixes() {
        let source = observable + "struct Editor: View {\n  @Binding var book: Book\n  var body: some View { Text(book.title) }\n}\n@main struct MyApp: App {\n  @State private var book = Book()\n  var body: some Scene { WindowGroup { Editor(book: $book) } }\n}"
        assertFix(
            source, rule: "binding-of-observable",
            source.replacingOccurrences(of: "@Binding", with: "@Bindable").replacingOccurrences(of: "Editor(book: $book)", with: "Editor(book: book)"),
            settings: Settings(toolchain: .xcode27))
    }

    func testInjectionsThroughHelpersModifiersAndPostfixIf() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject {}\nstruct Home: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(\"\") }\n}\n"
        assertFindings(session + "extension View { func withSession(_ s: Session) -> some View { environmentObject(s) } }\n#Preview { Home().withSession(Session()) }")
        // A helper that injects several objects injects each of them.
        assertFindings(session + "final class Prefs: ObservableObject {}\nextension View { func app(_ s: Session, _ p: Prefs) -> some View { self.environmentObject(s).environmentObject(p) } }\n#Preview { Home().app(Session(), Prefs()) }")
        assertFindings(session + "struct Inject: ViewModifier { func body(content: Content) -> some View { content.environmentObject(Session()) } }\n#Preview { Home().modifier(Inject()) }")
        assertFindings(session + "#Preview {\n  Home()\n  #if DEBUG\n    .environmentObject(Session())\n  #else\n    .environmentObject(Session())\n  #endif\n}")
        // A generic container that injects into the content it is given.
        assertFindings(session + "struct Injector<Content: View>: View {\n  @ViewBuilder let content: Content\n  var body: some View { content.environmentObject(Session()) }\n}\n#Preview { Injector { Home() } }")
    }

    func testForEachRowsShowOnlyWhenTheDataCertainlyHasElements() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject { var name = \"\" }\nstruct Row: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(session.name) }\n}\n"
        let list = { (data: String) in "struct Rows: View {\n  var items: [Int] = []\n  var body: some View { VStack { ForEach(\(data), id: \\.self) { _ in Row() } } }\n}\n" }
        for data in ["items", "items.filter { $0 > 0 }", "0..<0"] {
            assertFindings(session + list(data) + "#Preview { Rows() }")
        }
        for data in ["[1, 2]", "0..<3"] {
            assertFindings(session + list(data) + "1️⃣#Preview { Rows() }", ["1️⃣": "preview-missing-environment-object"])
        }
        // Rows inside rows over data that may be empty: none either.
        let nested = "struct Rows: View {\n  var items: [Int] = []\n  var body: some View { ForEach(items, id: \\.self) { _ in ForEach(0..<3) { _ in Row() } } }\n}\n"
        assertFindings(session + nested + "#Preview { Rows() }")
        // A read of the view's own object inside such rows, likewise.
        let reader = { (data: String) in "import SwiftUI\nfinal class Session: ObservableObject { var name = \"\" }\nstruct Rows: View {\n  @EnvironmentObject var session: Session\n  var items: [Int] = []\n  var body: some View { VStack { ForEach(\(data), id: \\.self) { _ in Text(session.name) } } }\n}\n" }
        assertFindings(reader("items") + "#Preview { Rows() }")
        assertFindings(reader("0..<3") + "1️⃣#Preview { Rows() }", ["1️⃣": "preview-missing-environment-object"])
    }

    func testATabViewShowsItsFirstTabUnlessASelectionIsStored() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject { var name = \"\" }\nstruct Reader: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(session.name) }\n}\n"
        let tabs = { (arguments: String, first: String, second: String) in
            "struct Tabs: View {\n  @State private var tab = 0\n  var body: some View {\n    TabView\(arguments) {\n      \(first).tabItem { Text(\"A\") }\n      \(second).tabItem { Text(\"B\") }\n    }\n  }\n}\n"
        }
        assertFindings(session + tabs("", "Reader()", "Text(\"\")") + "1️⃣#Preview { Tabs() }", ["1️⃣": "preview-missing-environment-object"])
        assertFindings(session + tabs("", "Text(\"\")", "Reader()") + "#Preview { Tabs() }")
        assertFindings(session + tabs("(selection: $tab)", "Reader()", "Text(\"\")") + "#Preview { Tabs() }")
    }

    func testPresentationsInsidePostfixIfAreClosedAsThePreviewOpens() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject {}\nstruct Buy: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(\"\").onAppear { print(session) } }\n}\n"
        let row = { (modifier: String) in
            "struct Row: View {\n  @State private var open = false\n  var body: some View {\n    Text(\"\")\n    #if os(macOS)\n      .\(modifier)(isPresented: $open) { Buy() }\n    #else\n      .sheet(isPresented: $open) { Buy() }\n    #endif\n  }\n}\n"
        }
        assertFindings(session + row("popover") + "#Preview { Row() }")
        // What a postfix `#if` clause's modifier shows at once (an overlay) is shown.
        assertFindings(session + row("overlay") .replacingOccurrences(of: "(isPresented: $open)", with: "") + "1️⃣#Preview { Row() }", ["1️⃣": "preview-missing-environment-object"])
    }

    func testAnEnvironmentObjectInjectionDoesNotFeedAnObservableEnvironment() {
        assertFindings(observable + "struct Shelf: View {\n  @Environment(Book.self) private var book\n  var body: some View { Text(book.title) }\n}\nfinal class Other: ObservableObject {}\n1️⃣#Preview { Shelf().environmentObject(Other()) }", ["1️⃣": "preview-missing-environment-object"])
    }

    func testSameNamedNestedTypesStayApart() {
        assertFindings("""
            import SwiftUI
            struct ProfileView: View {
                final class ViewModel: ObservableObject {}
                @ObservedObject var viewModel: ProfileView.ViewModel
                var body: some View { Text("") }
            }
            struct SignInView: View {
                @Observable final class ViewModel {}
                @State private var viewModel = ViewModel()
                var body: some View { Text("") }
            }
            """, settings: Settings(toolchain: .xcode27))
    }

    func testQuietCases() {
        // Forwarding a nested object's changes.
        assertFindings("import Combine\nfinal class Child: ObservableObject {}\nfinal class Parent: ObservableObject {\n  @Published var child = Child()\n  init() { _ = child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() } }\n}")
        // A binding that selects which object.
        assertFindings(observable + "struct Picker: View {\n  @Binding var selection: Book?\n  var body: some View { Text(\"\") }\n}")
        // Comparisons are not mutations; a class with no var cannot be mutated.
        assertFindings("import SwiftUI\nfinal class Box { var count = 0 }\nfinal class Fmt { let unit = \"s\"; func text() -> String { unit } }\nstruct V: View {\n  @State private var b = Box()\n  @State private var f = Fmt()\n  var body: some View { Text(b.count == 0 ? f.text() : \"\") }\n}")
        // Literal and stable arguments never change.
        let screen = "import SwiftUI\nfinal class Model: ObservableObject { init(seed: Int) {} }\nstruct S: View {\n  @StateObject private var m: Model\n  init(seed: Int) { _m = StateObject(wrappedValue: Model(seed: seed)) }\n  var body: some View { Text(\"\") }\n}\n"
        assertFindings(screen + "struct P: View { var body: some View { S(seed: 3) } }\n#Preview { S(seed: 1) }")
    }

    func testBindingMutationOfABoxedClassIsAMutation() {
        assertFindings("import SwiftUI\nfinal class Filter { var query = \"\" }\nstruct V: View {\n  @State private var 1️⃣filter = Filter()\n  var body: some View { TextField(\"\", text: $filter.query) }\n}", ["1️⃣": "state-holds-reference-type"])
    }
}

final class RootTests: XCTestCase {
    let session = "import SwiftUI\nimport UIKit\nfinal class Session: ObservableObject {}\nstruct Home: View {\n  @EnvironmentObject var 1️⃣session: Session\n  var body: some View { Text(\"\\(session)\") }\n}\n"

    func testHostingControllersAreRoots() {
        assertFindings(session + "func make() -> UIViewController {\n  let root = Home()\n  return UIHostingController(rootView: root)\n}", ["1️⃣": "missing-environment-object"])
        assertFindings(session + "final class Host: UIHostingController<Home> {\n  init() { super.init(rootView: Home()) }\n}", ["1️⃣": "missing-environment-object"])
        assertFindings(session.replacingOccurrences(of: "1️⃣", with: "") + "func make() -> UIViewController {\n  UIHostingController(rootView: Home().environmentObject(Session()))\n}")
    }

    func testImmediatelyCalledClosureIsANewInstance() {
        assertFindings(observableObject + "struct V: View {\n  @ObservedObject var 1️⃣m = { Model() }()\n  var body: some View { Text(\"\") }\n}", ["1️⃣": "observed-object-creates-instance"])
    }
}

final class WrapperNotInstalledTests: XCTestCase {
    func testWrappersOnClassesAndStaticsAreReported() {
        assertFindings(
            observableObject + "final class VM: ObservableObject {\n  @ObservedObject var 1️⃣inner = Model.shared\n  @Environment(\\.locale) var 2️⃣locale\n  @State var 3️⃣timer: Int = 0\n}",
            ["1️⃣": "wrapper-not-installed", "2️⃣": "wrapper-not-installed", "3️⃣": "wrapper-not-installed"])
        assertFindings(
            "import SwiftUI\nstruct V: View {\n  @Environment(\\.locale) private static var 1️⃣locale\n  var body: some View { Text(\"\") }\n}",
            ["1️⃣": "wrapper-not-installed"])
    }

    func testWrappersThatWorkAnywhereAndInstalledOnesAreFine() {
        // @Published, @AppStorage and @Binding work in a class; a DynamicProperty's wrappers are
        // installed with its view; computed and static non-wrapper properties are fine.
        assertFindings(
            observableObject
                + "final class VM: ObservableObject {\n  @Published var n = 0\n  @AppStorage(\"k\") var k = 0\n  static let shared = VM()\n}\nstruct Clock: DynamicProperty {\n  @ObservedObject var m = Model.shared\n}\nstruct V: View {\n  @Environment(\\.locale) private var locale\n  var body: some View { Text(\"\") }\n}")
    }

    func testTheFixDropsAnObjectWrapper() {
        assertFix(
            observableObject + "final class VM: ObservableObject {\n  @ObservedObject var inner = Model.shared\n}", rule: "wrapper-not-installed",
            observableObject + "final class VM: ObservableObject {\n  var inner = Model.shared\n}")
    }
}

/// Objects passed in: new ones a parent's body builds on every run, and existing ones.
final class PassedObjectTests: XCTestCase {
    func testAnObservedObjectAParentBuildsOnEveryRun() {
        let child = observableObject + "struct Child: View {\n  @ObservedObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
        assertFindings(child + "struct Parent: View {\n  var body: some View { Child(model: Model()) }\n}", ["1️⃣": "observed-object-creates-instance"])
        // Through a local of the body.
        assertFindings(child + "struct Parent: View {\n  var body: some View {\n    let model = Model()\n    Child(model: model)\n  }\n}", ["1️⃣": "observed-object-creates-instance"])
        // A parent that owns it, a preview or a hosting controller that makes it once: fine.
        let quiet = child.replacingOccurrences(of: "1️⃣", with: "")
        assertFindings(quiet + "struct Parent: View {\n  @StateObject private var model = Model()\n  var body: some View { Child(model: model) }\n}")
        assertFindings(quiet + "#Preview { Child(model: Model()) }")
    }

    func testAStateObjectGivenANewObjectOnEveryRunOrAnExistingOne() {
        let child = observableObject + "struct Child: View {\n  @StateObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
        // An existing object: a second owner.
        assertFindings(child + "struct Parent: View {\n  @StateObject private var shared = Model()\n  var body: some View { Child(model: shared) }\n}", ["1️⃣": "state-object-from-outside"])
        // A new one on every run of the parent's body, through an initializer that takes it as a
        // plain parameter: built before SwiftUI asks, and thrown away but the first.
        let eager = child.replacingOccurrences(of: "  var body", with: "  init(model: Model) { _model = StateObject(wrappedValue: model) }\n  var body")
        var findings: [Finding] = []
        (findings, _) = assertFindings(["View.swift": eager + "struct Parent: View {\n  var body: some View { Child(model: Model()) }\n}"], ["1️⃣": "state-object-from-outside"])
        XCTAssertTrue(findings.first?.message.contains("builds on every run") == true, findings.first?.message ?? "")
        // Through the memberwise initializer (or an `@autoclosure` parameter) the argument is an
        // autoclosure, as `StateObject(wrappedValue:)` declares it: SwiftUI calls it once. Fine.
        assertFindings(
            ["View.swift": child.replacingOccurrences(of: "1️⃣", with: "") + "struct Parent: View {\n  var body: some View { Child(model: Model()) }\n}"],
            settings: Settings(disabled: ["non-private-state"]))
        let lazy = eager.replacingOccurrences(of: "@StateObject var", with: "@StateObject private var").replacingOccurrences(of: "init(model: Model)", with: "init(model: @autoclosure @escaping () -> Model)").replacingOccurrences(of: "wrappedValue: model)", with: "wrappedValue: model())").replacingOccurrences(of: "1️⃣", with: "")
        assertFindings(lazy + "struct Parent: View {\n  var body: some View { Child(model: Model()) }\n}")
        // Made once, by a preview: fine.
        assertFindings(child.replacingOccurrences(of: "1️⃣", with: "") + "#Preview { Child(model: Model()) }")
    }
}
