import Ownership
import Semantics
import XCTest

/// Each premise a warning's consequence needs, established and not: the finding carries the
/// premise, and is a warning (or the rule's severity) only when every premise holds, an `info`
/// that says what is missing otherwise.
final class PremiseTests: XCTestCase {
    /// The one finding of `rule` in `files`: its premise `premise` is (or is not) established, and
    /// its severity follows (`severity` when established, `info` otherwise).
    @discardableResult
    func assertPremise(
        _ files: [String: String], rule: String, premise: String, established: Bool, severity: Severity = .warning, settings: Settings = Settings(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> Finding? {
        let (model, _) = markedWorkspace(files)
        var settings = settings
        settings.gatesSeverities = false
        let found = Checker.check(model, settings: settings).filter { $0.rule == rule }
        guard found.count == 1, let finding = found.first else {
            XCTFail("expected one \(rule), found \(found.map(\.message))", file: file, line: line)
            return nil
        }
        guard let fact = finding.premises.first(where: { $0.id == premise }) else {
            XCTFail("no premise \(premise) in \(finding.premises.map(\.id))", file: file, line: line)
            return finding
        }
        XCTAssertEqual(fact.established, established, "\(premise): \(fact.evidence)", file: file, line: line)
        let expected: Severity = finding.unestablished.isEmpty ? severity : .info
        XCTAssertEqual(finding.severity, expected, finding.message, file: file, line: line)
        if !established {
            XCTAssertTrue(finding.message.contains("(not established: "), finding.message, file: file, line: line)
        }
        return finding
    }

    /// No finding of `rule` at all.
    func assertNone(_ files: [String: String], rule: String, settings: Settings = Settings(), file: StaticString = #filePath, line: UInt = #line) {
        let (model, _) = markedWorkspace(files)
        let found = Checker.check(model, settings: settings).filter { $0.rule == rule }
        XCTAssertEqual(found.map(\.message), [], file: file, line: line)
    }

    let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var count = 0 }\n"
    let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Parent() } } }\n"
    let adopting = "struct Child: View {\n  @StateObject private var model: Model\n  init(model: Model) { _model = StateObject(wrappedValue: model) }\n  var body: some View { Text(\"\\(model.count)\") }\n}\n"

    // MARK: argument-varies

    func testAParentsOwnStateObjectIsStable() {
        let parent = "struct Parent: View {\n  @StateObject private var model = Model()\n  var body: some View { Child(model: model) }\n}\n"
        assertPremise(["App.swift": app, "V.swift": model + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: false)
    }

    func testAStateThePArentReplacesVaries() {
        let parent = "struct Parent: View {\n  @State private var model = Model()\n  var body: some View { Child(model: model).onTapGesture { model = Model() } }\n}\n"
        assertPremise(["App.swift": app, "V.swift": model + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: true)
    }

    func testOneObjectOrAnotherAtOnePlaceVaries() {
        let parent =
            "struct Parent: View {\n  @State private var first = true\n  @StateObject private var a = Model()\n  @StateObject private var b = Model()\n  var body: some View { Child(model: first ? a : b) }\n}\n"
        assertPremise(["App.swift": app, "V.swift": model + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: true)
    }

    func testAForEachElementIsKeyedByItsIdentity() {
        let parent = "struct Parent: View {\n  let models: [Model]\n  var body: some View { ForEach(models, id: \\.count) { item in Child(model: item) } }\n}\n"
        let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Parent(models: []) } } }\n"
        assertPremise(["App.swift": app, "V.swift": model + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: false)
        // The same element as `$0`.
        let anonymous = parent.replacingOccurrences(of: "{ item in Child(model: item) }", with: "{ Child(model: $0) }")
        let kept = assertPremise(["App.swift": app, "V.swift": model + anonymous + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: false)
        XCTAssertTrue(kept?.premises.first { $0.id == "argument-varies" }?.evidence.contains("ForEach element") == true, kept?.premises.map(\.evidence).description ?? "")
    }

    func testAHostingRootIsBuiltAnewEachTime() {
        let host =
            "import UIKit\nimport SwiftUI\nfinal class Host: UIHostingController<Child> {\n  let model = Model()\n  init() { super.init(rootView: Child(model: model)) }\n  required init?(coder: NSCoder) { fatalError() }\n}\n"
        assertPremise(["Host.swift": host, "V.swift": model + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: false)
    }

    func testAnObjectTheParentMakesOnEachInitVaries() {
        let parent = "struct Parent: View {\n  let model = Model()\n  var body: some View { Child(model: model) }\n}\n"
        assertPremise(["App.swift": app, "V.swift": model + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: true)
    }

    func testLetMembersOfAStableObjectAreStableAndVarMembersVary() {
        let holder = "final class Holder: ObservableObject {\n  let fixed = Model()\n  @Published var current = Model()\n}\n"
        let parent = "struct Parent: View {\n  @StateObject private var holder = Holder()\n  var body: some View { Child(model: holder.fixed) }\n}\n"
        assertPremise(["App.swift": app, "V.swift": model + holder + parent + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: false)
        let varying = parent.replacingOccurrences(of: "holder.fixed", with: "holder.current")
        assertPremise(["App.swift": app, "V.swift": model + holder + varying + adopting], rule: "state-object-from-outside", premise: "argument-varies", established: true)
    }

    // MARK: owner-reinitialized and state-changes

    let counting = "import SwiftUI\nfinal class Counter: ObservableObject {\n  @Published var count = 0\n  func increment() { count += 1 }\n}\n"

    func testAnAppIsInitializedOnce() {
        let main = "@main struct MyApp: App {\n  @ObservedObject var counter = Counter()\n  var body: some Scene { WindowGroup { Button(\"+\") { counter.increment() } } }\n}\n"
        assertPremise(["App.swift": counting + main], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
    }

    func testAViewItsParentBuildsIsInitializedAgain() {
        let views = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\nstruct Plate: View {\n  @ObservedObject var counter = Counter()\n  var body: some View { Button(\"\\(counter.count)\") { counter.increment() } }\n}\n"
        assertPremise(["App.swift": app, "V.swift": counting + views], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
    }

    func testStateTheViewChangesIsLostAndStateOnlyItsInitSetsIsNot() {
        let mirror = "import SwiftUI\nfinal class Mirror: ObservableObject {\n  @Published var value = 0\n  init() { value = 1 }\n}\n"
        let reading = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\nstruct Plate: View {\n  @ObservedObject var mirror = Mirror()\n  var body: some View { Text(\"\\(mirror.value)\") }\n}\n"
        assertPremise(["App.swift": app, "V.swift": mirror + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        // The view writes it: what it wrote is lost with the old object.
        let writing = reading.replacingOccurrences(of: "Text(\"\\(mirror.value)\")", with: "Button(\"\\(mirror.value)\") { mirror.value += 1 }")
        let lost = assertPremise(["App.swift": app, "V.swift": mirror + writing], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        XCTAssertTrue(lost?.message.contains("its state is lost") == true, lost?.message ?? "")
        // A method of the class, not run by its init, changes it.
        let method = mirror.replacingOccurrences(of: "  init() { value = 1 }\n", with: "  init() { value = 1 }\n  func reset() { value = 0 }\n")
        assertPremise(["App.swift": app, "V.swift": method + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        // An initializer that runs a call a new one runs again: nothing known to differ.
        let working = mirror.replacingOccurrences(of: "init() { value = 1 }", with: "init() { value = 1; Mirror.register(self) }\n  static func register(_ m: Mirror) {}")
        assertPremise(["App.swift": app, "V.swift": working + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
    }

    /// What only the initializer starts: asynchronous work makes each new object show its initial
    /// values again; a closure holding `self` strongly, kept by a stored subscription, keeps each
    /// old one alive; a subscription holding `self` weakly, redone at once, costs nothing.
    func testWhatOnlyTheInitializerStartsCostsWhenItIsAsynchronousOrHoldsTheObject() {
        let parts = "import SwiftUI\nimport Combine\nfinal class Feed: ObservableObject {\n  @Published var items: [Int] = []\n  var bag = Set<AnyCancellable>()\n"
        let reading = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\nstruct Plate: View {\n  @ObservedObject var feed = Feed()\n  var body: some View { Text(\"\\(feed.items.count)\") }\n}\n"
        func feed(_ start: String) -> String { parts + "  init() {\n    \(start)\n  }\n}\n" }
        let store = "final class Store: ObservableObject { static let shared = Store(); @Published var items: [Int] = [] }\n"
        let weak = feed("Store.shared.$items.sink { [weak self] in self?.items = $0 }.store(in: &bag)")
        assertPremise(["App.swift": app, "V.swift": weak + store + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        let strong = feed("Store.shared.$items.sink { self.items = $0 }.store(in: &bag)")
        let leaking = assertPremise(["App.swift": app, "V.swift": strong + store + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        XCTAssertTrue(leaking?.message.contains("each old one stays alive, held by the closure its init gives to sink(…)") == true, leaking?.message ?? "")
        let unkept = feed("_ = Store.shared.$items.sink { self.items = $0 }")
        assertPremise(["App.swift": app, "V.swift": unkept + store + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        let assigning = feed("Store.shared.$items.assign(to: \\.items, on: self).store(in: &bag)")
        assertPremise(["App.swift": app, "V.swift": assigning + store + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        let loading = feed("Task { await self.load() }\n  }\n  func load() async {")
        let restarting = assertPremise(["App.swift": app, "V.swift": loading + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        XCTAssertTrue(restarting?.message.contains("shows its initial values until the asynchronous work its init starts (Task) is done again") == true, restarting?.message ?? "")
        // Through a method the initializer calls.
        let calling = feed("reload()\n  }\n  func reload() { DispatchQueue.global().async { print(1) }")
        assertPremise(["App.swift": app, "V.swift": calling + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        // A dispatch source keeps its event handler: a handler holding the object, given as a
        // statement of its own, keeps each old one alive.
        let monitoring = feed("let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: 1, eventMask: .write, queue: .main)\n    source.setEventHandler { self.items = [] }\n    source.resume()")
        let monitored = assertPremise(["App.swift": app, "V.swift": monitoring + reading], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        XCTAssertTrue(monitored?.message.contains("each old one stays alive, held by the closure its init gives to setEventHandler(…)") == true, monitored?.message ?? "")
    }

    /// Only a write to what the object holds is a change of its state: not a computed property
    /// whose setter writes another object, not `@AppStorage` (kept in defaults, read again by a new
    /// one), not a binding the view only returns.
    func testOnlyWritesToWhatTheObjectHoldsChangeItsState() {
        let inner = "import SwiftUI\nfinal class Inner: ObservableObject { @Published var value = 0 }\n"
        let forwarding = "final class Outer: ObservableObject {\n  private let inner = Inner()\n  var value: Int {\n    get { inner.value }\n    set { inner.value = newValue }\n  }\n}\n"
        let writing = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\nstruct Plate: View {\n  @ObservedObject var outer = Outer()\n  var body: some View { Button(\"\\(outer.value)\") { outer.value += 1 } }\n}\n"
        assertPremise(["App.swift": app, "V.swift": inner + forwarding + writing], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        let holding = forwarding.replacingOccurrences(of: "private let inner = Inner()", with: "private var stored = 0").replacingOccurrences(of: "inner.value", with: "stored")
        assertPremise(["App.swift": app, "V.swift": inner + holding + writing], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
        let defaults = "final class Outer: ObservableObject {\n  @AppStorage(\"v\") var value = 0\n}\n"
        assertPremise(["App.swift": app, "V.swift": inner + defaults + writing], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        let stored = "final class Outer: ObservableObject {\n  @Published var value = 0\n}\n"
        let returned = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\nstruct Plate: View {\n  @ObservedObject var outer = Outer()\n  var binding: Binding<Int> { $outer.value }\n  var body: some View { Text(\"\\(outer.value)\") }\n}\n"
        assertPremise(["App.swift": app, "V.swift": inner + stored + returned], rule: "observed-object-creates-instance", premise: "state-changes", established: false)
        let handed = returned.replacingOccurrences(of: "Text(\"\\(outer.value)\")", with: "Stepper(\"\", value: $outer.value)")
        assertPremise(["App.swift": app, "V.swift": inner + stored + handed], rule: "observed-object-creates-instance", premise: "state-changes", established: true)
    }

    /// SwiftUI runs a body again only when something it depends on changes (its compared value, its
    /// state, the environment, an observable it read): a builder with none of these runs its body
    /// once for each identity, and never initializes the child again.
    func testABuilderWithNoInputsOrStateBuildsItsChildOnce() {
        let plate = "struct Plate: View {\n  @ObservedObject var counter = Counter()\n  var body: some View { Button(\"\\(counter.count)\") { counter.increment() } }\n}\n"
        let still = "struct Parent: View { var body: some View { Plate() } }\n"
        assertPremise(["App.swift": app, "V.swift": counting + still + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let stateful = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Plate() } }\n}\n"
        assertPremise(["App.swift": app, "V.swift": counting + stateful + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
        let given = "struct Parent: View {\n  let title: String\n  var body: some View { Plate() }\n}\n"
        let root = "import SwiftUI\n@main struct MyApp: App {\n  @StateObject var counter = Counter()\n  var body: some Scene { WindowGroup { Parent(title: \"\\(counter.count)\") } }\n}\n"
        assertPremise(["App.swift": root, "V.swift": counting + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
        let once = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Parent(title: \"a\") } } }\n"
        assertPremise(["App.swift": once, "V.swift": counting + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let tab = "enum Parent: View {\n  case first, second\n  var body: some View {\n    switch self {\n    case .first: Plate()\n    case .second: Text(\"\")\n    }\n  }\n}\n"
        let tabs = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Parent.first } } }\n"
        assertPremise(["App.swift": tabs, "V.swift": counting + tab + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let carrying = tab.replacingOccurrences(of: "case first, second", with: "case first(Int), second")
        assertPremise(["App.swift": tabs, "V.swift": counting + carrying + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
        // Handing on `$on` reads no value: no dependency.
        let handing = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(\"\", isOn: $on); Plate() } }\n}\n"
        assertPremise(["App.swift": app, "V.swift": counting + handing + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        // Inputs from a view that runs once, or from a hosting root, do not change.
        let hosted = "import UIKit\nfunc make() -> UIViewController { UIHostingController(rootView: Parent(title: \"a\")) }\n"
        assertPremise(["Host.swift": hosted, "V.swift": counting + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let still2 = "struct Top: View { var body: some View { Parent(title: \"a\") } }\n"
        let topRoot = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Top() } } }\n"
        assertPremise(["App.swift": topRoot, "V.swift": counting + still2 + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        // Built from a sheet's item, or from literals: equal each time the presenter runs.
        let presenter = "struct Top: View {\n  @State private var item: Item?\n  var body: some View { Text(item?.name ?? \"\").sheet(item: $item) { Parent(title: $0.name) } }\n}\nstruct Item: Identifiable { let id: Int; let name: String }\n"
        assertPremise(["App.swift": topRoot, "V.swift": counting + presenter + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let named = presenter.replacingOccurrences(of: "{ Parent(title: $0.name) }", with: "{ shown in Parent(title: shown.name) }")
        assertPremise(["App.swift": topRoot, "V.swift": counting + named + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let fromState = presenter.replacingOccurrences(of: "{ Parent(title: $0.name) }", with: "{ _ in Parent(title: item?.name ?? \"\") }")
        assertPremise(["App.swift": topRoot, "V.swift": counting + fromState + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
        let literal = presenter.replacingOccurrences(of: "{ Parent(title: $0.name) }", with: "{ _ in Parent(title: \"Sheet\") }")
        assertPremise(["App.swift": topRoot, "V.swift": counting + literal + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let direct = presenter.replacingOccurrences(of: "{ Parent(title: $0.name) }", with: "{ shown in Parent(title: shown) }").replacingOccurrences(of: "let title: String", with: "let title: Item")
        assertPremise(["App.swift": topRoot, "V.swift": counting + direct + given.replacingOccurrences(of: "let title: String", with: "let title: Item") + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        // An App whose state changes runs its body again, but a view with no inputs it builds is equal each time.
        let changing = "import SwiftUI\n@main struct MyApp: App {\n  @StateObject var counter = Counter()\n  var body: some Scene { WindowGroup { Top() } }\n}\n"
        assertPremise(["App.swift": changing, "V.swift": counting + still2 + given + plate], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
    }

    /// A `DynamicProperty` lives as long as the view holding it: the premise is that view's.
    func testADynamicPropertyIsReinitializedWithTheViewHoldingIt() {
        let ticking = "import SwiftUI\nfinal class Ticker: ObservableObject {\n  @Published var count = 0\n  func tick() { count += 1 }\n}\n"
        let wrapper = "@propertyWrapper struct Ticks: DynamicProperty {\n  @ObservedObject private var ticker = Ticker()\n  var wrappedValue: Int { ticker.count }\n}\n"
        assertPremise(["App.swift": app, "V.swift": ticking + wrapper], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: false)
        let holder = "struct Parent: View {\n  @State private var on = false\n  var body: some View { VStack { Toggle(on ? \"On\" : \"Off\", isOn: $on); Clock() } }\n}\nstruct Clock: View {\n  @Ticks var ticks\n  var body: some View { Text(\"\\(ticks)\") }\n}\n"
        let held = assertPremise(["App.swift": app, "V.swift": ticking + wrapper + holder], rule: "observed-object-creates-instance", premise: "owner-reinitialized", established: true)
        XCTAssertTrue(held?.premises.first { $0.id == "owner-reinitialized" }?.evidence.contains("Clock holds it as @Ticks") == true, held?.premises.map(\.evidence).description ?? "")
    }

    // MARK: class-publishes

    func testAnObservableObjectThatPublishesNothingLosesNothingYet() {
        let silent = "import SwiftUI\nfinal class Coordinator: ObservableObject { var path: [Int] = [] }\n"
        let view = "struct Screen: View {\n  @State private var coordinator = Coordinator()\n  var body: some View { Text(\"\\(coordinator.path.count)\") }\n}\n"
        let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Screen() } } }\n"
        assertPremise(["App.swift": app, "V.swift": silent + view], rule: "state-holds-reference-type", premise: "class-publishes", established: false)
        let publishing = silent.replacingOccurrences(of: "var path", with: "@Published var path")
        assertPremise(["App.swift": app, "V.swift": publishing + view], rule: "state-holds-reference-type", premise: "class-publishes", established: true)
    }

    // MARK: consequence-shows (wrapper-not-installed)

    func testAnObjectTheClassSubscribesToItselfMissesNothing() {
        let store = "import SwiftUI\nimport Combine\nfinal class Store: ObservableObject { @Published var items: [Int] = [] }\n"
        let subscribing =
            "final class ListModel: ObservableObject {\n  @ObservedObject var store: Store\n  @Published var items: [Int] = []\n  var bag: AnyCancellable?\n  init(store: Store) {\n    self.store = store\n    bag = store.$items.sink { self.items = $0 }\n  }\n}\n"
        assertPremise(["V.swift": store + subscribing], rule: "wrapper-not-installed", premise: "consequence-shows", established: false)
        let relying = "final class ListModel: ObservableObject {\n  @ObservedObject var store: Store\n  init(store: Store) { self.store = store }\n  var count: Int { store.items.count }\n}\n"
        assertPremise(["V.swift": store + relying], rule: "wrapper-not-installed", premise: "consequence-shows", established: true)
    }

    func testAnEnvironmentObjectNoOneReadsTrapsNowhere() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
        let unread = "final class Recorder: ObservableObject {\n  @EnvironmentObject var session: Session\n}\n"
        assertPremise(["V.swift": session + unread], rule: "wrapper-not-installed", premise: "consequence-shows", established: false)
        let read = "final class Recorder: ObservableObject {\n  @EnvironmentObject var session: Session\n  func name() -> String { session.user }\n}\n"
        assertPremise(["V.swift": session + read], rule: "wrapper-not-installed", premise: "consequence-shows", established: true)
    }

    // MARK: app-path

    func testWhatOnlyPreviewsBuildIsNotTheAppsBehaviour() {
        let view = "struct Shell: View {\n  var body: some View { Text(\"\").environmentObject(Counter()) }\n}\n"
        assertPremise(["V.swift": counting + view + "#Preview { Shell() }\n"], rule: "inline-environment-object", premise: "app-path", established: false)
        let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Shell() } } }\n"
        assertPremise(["App.swift": app, "V.swift": counting + view], rule: "inline-environment-object", premise: "app-path", established: true)
    }

    func testAnInjectedObjectNothingChangesLosesNothing() {
        let opener = "import SwiftUI\nfinal class Opener: ObservableObject {\n  func open() { print(\"open\") }\n}\n"
        let parent = "struct Shell: View {\n  var body: some View { Text(\"\").environmentObject(Opener()) }\n}\n"
        let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Shell() } } }\n"
        assertPremise(["App.swift": app, "V.swift": opener + parent], rule: "inline-environment-object", premise: "state-changes", established: false)
        let reader = "struct Tally: View {\n  @EnvironmentObject var counter: Counter\n  var body: some View { Text(\"\\(counter.count)\") }\n}\n"
        let above = parent.replacingOccurrences(of: "Text(\"\").environmentObject(Opener())", with: "Tally().environmentObject(Counter())")
        assertPremise(["App.swift": app, "V.swift": counting + reader + above], rule: "inline-environment-object", premise: "state-changes", established: true)
    }

    /// The state a new injected object starts afresh is lost only where a view below the injection
    /// sees it: reads it as it renders or appears, or hands on a binding to it. Views that only call
    /// its methods or set it in actions see none of it.
    func testAnInjectedObjectsStateIsLostOnlyWhereAViewBelowSeesIt() {
        let app = "import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { Shell() } } }\n"
        let shell = "struct Shell: View {\n  var body: some View { VStack { Text(\"\"); Tally() }.environmentObject(Counter()) }\n}\n"
        func tally(_ body: String) -> String { "struct Tally: View {\n  @EnvironmentObject var counter: Counter\n  var body: some View { \(body) }\n}\n" }
        assertPremise(["App.swift": app, "V.swift": counting + shell + tally("Button(\"+\") { counter.increment() }")], rule: "inline-environment-object", premise: "state-changes", established: false)
        assertPremise(["App.swift": app, "V.swift": counting + shell + tally("Button(\"0\") { counter.count = 0 }")], rule: "inline-environment-object", premise: "state-changes", established: false)
        assertPremise(["App.swift": app, "V.swift": counting + shell + tally("Text(\"\\(counter.count)\")")], rule: "inline-environment-object", premise: "state-changes", established: true)
        assertPremise(["App.swift": app, "V.swift": counting + shell + tally("Stepper(\"\", value: $counter.count)")], rule: "inline-environment-object", premise: "state-changes", established: true)
        // Further down: a view that Tally builds.
        let deeper = "struct Tally: View { var body: some View { Label2() } }\nstruct Label2: View {\n  @EnvironmentObject var counter: Counter\n  var body: some View { Text(\"\\(counter.count)\") }\n}\n"
        assertPremise(["App.swift": app, "V.swift": counting + shell + deeper], rule: "inline-environment-object", premise: "state-changes", established: true)
    }

    // MARK: costly-initializer

    func testAThrowawayThatOnlyStoresValuesCostsNothing() {
        let cheap = "import SwiftUI\nfinal class Loader: ObservableObject {\n  let id: Int\n  init(id: Int) { self.id = id }\n}\n"
        let item =
            "struct Item: View {\n  @StateObject private var loader: Loader\n  init(id: Int) {\n    let made = Loader(id: id)\n    _loader = StateObject(wrappedValue: made)\n  }\n  var body: some View { Text(\"\") }\n}\nstruct Parent: View { var body: some View { Item(id: 1) } }\n"
        assertPremise(["App.swift": app, "V.swift": cheap + item], rule: "eager-state-object-argument", premise: "costly-initializer", established: false)
        let costly = cheap.replacingOccurrences(of: "init(id: Int) { self.id = id }", with: "init(id: Int) { self.id = id; Loader.fetch(id) }\n  static func fetch(_ id: Int) {}")
        assertPremise(["App.swift": app, "V.swift": costly + item], rule: "eager-state-object-argument", premise: "costly-initializer", established: true)
    }

    // MARK: reads in actions, scopes

    /// A closure given to a view's callback parameter (`(Mode) -> Void`, `onChange:`) runs on an
    /// event: a preview that never runs it does not crash. Content a view renders does.
    func testReadsInCallbacksAreActions() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
        let picker = "struct Picker2: View {\n  let onPick: (Int) -> Void\n  var body: some View { Text(\"\") }\n}\n"
        let screen = "struct Screen: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Picker2 { _ in print(session.user) } }\n}\n#Preview { Screen() }\n"
        assertNone(["V.swift": session + picker + screen], rule: "preview-missing-environment-object")
        let labelled = screen.replacingOccurrences(of: "Picker2 { _ in print(session.user) }", with: "Picker2(onPick: { _ in print(session.user) })")
        assertNone(["V.swift": session + picker + labelled], rule: "preview-missing-environment-object")
        let box = "struct Box<Content: View>: View {\n  @ViewBuilder let content: () -> Content\n  var body: some View { content() }\n}\n"
        let rendering = screen.replacingOccurrences(of: "Picker2 { _ in print(session.user) }", with: "Box { Text(session.user) }")
        let (model, _) = markedWorkspace(["V.swift": session + box + rendering])
        var nominal = Settings()
        nominal.gatesSeverities = false
        XCTAssertEqual(Checker.check(model, settings: nominal).filter { $0.rule == "preview-missing-environment-object" }.map(\.severity), [.warning])
    }

    /// A `Menu`'s content and a `.contextMenu` are built when they open, and an `OpenURLAction`'s
    /// handler runs when a link is opened: a preview that shows the view does not read them.
    func testMenuContentAndActionHandlersAreNotReadAsThePreviewOpens() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject {\n  @Published var user = \"\"\n  func open(_ url: URL) {}\n}\n"
        let reader = "struct Reader: View {\n  @EnvironmentObject var session: Session\n  var body: some View { Text(session.user) }\n}\n"
        let menu = "struct Screen: View {\n  var body: some View { Menu(\"More\") { Reader() } }\n}\n#Preview { Screen() }\n"
        assertNone(["V.swift": session + reader + menu], rule: "preview-missing-environment-object")
        let labelled = menu.replacingOccurrences(of: "Menu(\"More\") { Reader() }", with: "Menu { Reader() } label: { Text(\"More\") }")
        assertNone(["V.swift": session + reader + labelled], rule: "preview-missing-environment-object")
        let context = menu.replacingOccurrences(of: "Menu(\"More\") { Reader() }", with: "Text(\"More\").contextMenu { Reader() }")
        assertNone(["V.swift": session + reader + context], rule: "preview-missing-environment-object")
        // The label is shown with the view.
        let label = menu.replacingOccurrences(of: "Menu(\"More\") { Reader() }", with: "Menu { Text(\"a\") } label: { Reader() }")
        let (model, _) = markedWorkspace(["V.swift": session + reader + label])
        XCTAssertEqual(Checker.check(model).filter { $0.rule == "preview-missing-environment-object" }.count, 1)
        let handler =
            "struct Screen: View {\n  @EnvironmentObject var session: Session\n  var body: some View {\n    Text(\"x\").environment(\\.openURL, OpenURLAction { url in\n      session.open(url)\n      return .handled\n    })\n  }\n}\n#Preview { Screen() }\n"
        assertNone(["V.swift": session + handler], rule: "preview-missing-environment-object")
    }

    /// A read inside an `if` branch happens only when the branch is taken; one in its condition
    /// always happens.
    func testAPreviewReadInABranchIsNotCertain() {
        let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
        let inBranch = "struct Screen: View {\n  @EnvironmentObject var session: Session\n  @State private var on = false\n  var body: some View { if on { Text(session.user) } }\n}\n#Preview { Screen() }\n"
        assertNone(["V.swift": session + inBranch], rule: "preview-missing-environment-object")
        let inCondition = inBranch.replacingOccurrences(of: "if on { Text(session.user) }", with: "if session.user.isEmpty { Text(\"none\") }")
        var nominal = Settings()
        nominal.gatesSeverities = false
        let (model, _) = markedWorkspace(["V.swift": session + inCondition])
        XCTAssertEqual(Checker.check(model, settings: nominal).filter { $0.rule == "preview-missing-environment-object" }.count, 1)
    }

    func testACasePatternHidesTheStateItNames() {
        let view =
            "import SwiftUI\nenum Mode { case anchor(Int), none }\nstruct Editor: View {\n  @State private var padding = 0\n  init(mode: Mode) {\n    switch mode {\n    case let .anchor(padding): _padding = .init(initialValue: padding)\n    case .none: _padding = .init(initialValue: 0)\n    }\n  }\n  var body: some View { Text(\"\\(padding)\") }\n}\n"
        assertNone(["V.swift": view], rule: "wrapped-value-read-in-init")
        let reading = view.replacingOccurrences(of: "case .none: _padding = .init(initialValue: 0)", with: "case .none: print(padding)")
        let (model, _) = markedWorkspace(["V.swift": reading])
        XCTAssertEqual(Checker.check(model).filter { $0.rule == "wrapped-value-read-in-init" }.count, 1)
    }
}
