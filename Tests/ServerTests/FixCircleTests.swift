import Features
import Foundation
import Ownership
import Syntax
import XCTest

/// Fixes must not go in a circle: each case is a small app, a property (`View.name`) and the fixes
/// taken in turn (a title's beginning: a rule's fix-it, or a wrapper conversion the language server
/// offers on the property). After every step no finding may appear on the property that was not
/// there before; at the end none is left on it, the text parses, and it type-checks against the stub
/// SwiftUI of the migration corpus. Withheld cases say why nothing is offered.
final class FixCircleTests: XCTestCase {
    let model = "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var n = 0\n    func bump() { n += 1 }\n}\n"
    let path = "/case/App.swift"

    func workspace(_ text: String) -> Workspace {
        let workspace = Workspace()
        workspace.set(path: path, bytes: Array(text.utf8), version: 1, isOpen: true)
        return workspace
    }

    /// The findings about `View.name`, by rule.
    func rules(on subject: String, in snapshot: Snapshot) -> [String] {
        let parts = subject.split(separator: ".").map(String.init)
        return snapshot.findings(inFile: snapshot.file(path)!).filter { $0.subject?.type == parts[0] && $0.subject?.property == parts[1] }.map(\.rule).sorted()
    }

    /// The fix-its and the checked conversions offered for the property, as (title, edits).
    func offered(on subject: String, in snapshot: Snapshot) -> [(title: String, edits: [(path: String, range: Range<Int>, newText: String)])] {
        let parts = subject.split(separator: ".").map(String.init)
        var result: [(String, [(path: String, range: Range<Int>, newText: String)])] = []
        for finding in snapshot.findings(inFile: snapshot.file(path)!) where finding.subject?.type == parts[0] && finding.subject?.property == parts[1] {
            for fix in finding.fixes { result.append((fix.title, fix.edits.map { (snapshot.files[$0.file].path, $0.range, $0.newText) })) }
        }
        if let view = snapshot.model.view(typed: parts[0]), let property = view.property(parts[1]) {
            for conversion in snapshot.checkedWrapperConversions(at: property.nameRange.lowerBound, in: path) where conversion.withheld == nil {
                result.append((conversion.title, conversion.edits))
            }
        }
        return result
    }

    func apply(_ edits: [(path: String, range: Range<Int>, newText: String)], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Takes the fixes whose titles begin with `steps`, in order, on `subject`; `expected` is the
    /// text at the end (nil: not compared).
    func assertFixesEndClean(
        _ text: String, on subject: String, steps: [String], expected: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        var current = text
        for step in steps {
            let snapshot = workspace(current).snapshot()
            let before = rules(on: subject, in: snapshot)
            let fixes = offered(on: subject, in: snapshot)
            guard let fix = fixes.first(where: { $0.title.hasPrefix(step) }) else {
                return XCTFail("no fix '\(step)' on \(subject) (findings \(before)); offered: \(fixes.map(\.title))", file: file, line: line)
            }
            current = apply(fix.edits, to: current)
            let after = rules(on: subject, in: workspace(current).snapshot())
            var left = before
            for rule in after {
                if let index = left.firstIndex(of: rule) { left.remove(at: index) } else {
                    XCTFail("'\(fix.title)' leads to \(rule) on \(subject):\n\(current)", file: file, line: line)
                }
            }
        }
        XCTAssertEqual(rules(on: subject, in: workspace(current).snapshot()), [], "findings left on \(subject):\n\(current)", file: file, line: line)
        if let expected { XCTAssertEqual(current, expected, file: file, line: line) }
        XCTAssertEqual(SyntaxTree.parse(current).diagnostics().map(\.message), [], "the result parses", file: file, line: line)
        assertTypechecks(current, file: file, line: line)
    }

    /// The case against the stub SwiftUI (skipped without swiftc).
    func assertTypechecks(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard ObservableMigrationCorpusTests.swiftc != nil, let stubs = try? ObservableMigrationCorpusTests.stubs.get() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-fix-circle-\(ProcessInfo.processInfo.processIdentifier)-\(line)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = ObservableMigrationCorpusTests.typecheck([("App.swift", text)], in: folder, stubs: stubs)
        XCTAssertEqual(errors, "", "does not type-check:\n\(text)", file: file, line: line)
    }

    /// No fix is offered on `subject` for `rule`; its message, or the withheld conversion's reason,
    /// says why (`reason`).
    func assertWithheld(_ text: String, on subject: String, rule: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        let snapshot = workspace(text).snapshot()
        let parts = subject.split(separator: ".").map(String.init)
        let findings = snapshot.findings(inFile: snapshot.file(path)!).filter { $0.subject?.type == parts[0] && $0.subject?.property == parts[1] && $0.rule == rule }
        if let finding = findings.first {
            XCTAssertEqual(finding.fixes.map(\.title), [], file: file, line: line)
            XCTAssertTrue(finding.message.contains(reason), finding.message, file: file, line: line)
        } else {
            guard let view = snapshot.model.view(typed: parts[0]), let property = view.property(parts[1]) else { return XCTFail("no \(subject)", file: file, line: line) }
            let conversions = snapshot.checkedWrapperConversions(at: property.nameRange.lowerBound, in: path)
            guard let withheld = conversions.first(where: { $0.withheld != nil }) else {
                return XCTFail("neither a \(rule) finding nor a withheld conversion; offered \(conversions.map(\.title))", file: file, line: line)
            }
            XCTAssertTrue(withheld.withheld!.contains(reason), withheld.withheld!, file: file, line: line)
            XCTAssertTrue(withheld.withheld!.contains(rule), withheld.withheld!, file: file, line: line)
        }
    }

    // MARK: The circle the rules used to make

    func testInlineObservedObjectFedNewObjectsThroughTheMemberwiseInitConvertsClean() {
        // The memberwise initializer's parameter is an autoclosure already: no init is needed.
        assertFixesEndClean(
            model + "struct Child: View {\n    @ObservedObject var model = Model()\n    var body: some View { Button(\"\\(model.n)\") { model.bump() } }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", steps: ["Convert to @StateObject"])
    }

    func testObservedObjectFedThroughAnInitBecomesAnAutoclosureStateObject() {
        let parent = "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n"
        assertFixesEndClean(
            model + "struct Child: View {\n    @ObservedObject var model: Model\n    init(model: Model) { self.model = model }\n    var body: some View { Button(\"\\(model.n)\") { model.bump() } }\n}\n" + parent,
            on: "Child.model", steps: ["Convert to @StateObject"],
            expected: model
                + "struct Child: View {\n    @StateObject private var model: Model\n    init(model: @autoclosure @escaping () -> Model) { _model = StateObject(wrappedValue: model()) }\n    var body: some View { Button(\"\\(model.n)\") { model.bump() } }\n}\n"
                + parent)
    }

    func testEagerStateObjectParameterGetsTheAutoclosureFix() {
        let parent = "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n"
        assertFixesEndClean(
            model + "struct Child: View {\n    @StateObject var model: Model\n    init(model: Model) {\n        _model = StateObject(wrappedValue: model)\n    }\n    var body: some View { Text(\"\\(model.n)\") }\n}\n" + parent,
            on: "Child.model", steps: ["Build it once: take 'model' as an @autoclosure"],
            expected: model
                + "struct Child: View {\n    @StateObject private var model: Model\n    init(model: @autoclosure @escaping () -> Model) {\n        _model = StateObject(wrappedValue: model())\n    }\n    var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + parent)
    }

    func testAutoclosureKeepsADefaultAndTheOtherParameters() {
        assertFixesEndClean(
            model
                + "struct Child: View {\n    let title: String\n    @Binding var isOn: Bool\n    @StateObject var model: Model\n"
                + "    init(title: String, isOn: Binding<Bool>, model: Model = Model()) {\n        self.title = title\n        _isOn = isOn\n        _model = StateObject(wrappedValue: model)\n    }\n"
                + "    var body: some View { Toggle(title, isOn: $isOn) }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(title: \"a\", isOn: $on, model: Model()); Child(title: \"b\", isOn: $on, model: Model()) } }\n}\n",
            on: "Child.model", steps: ["Build it once"])
    }

    func testStateHoldingAParentsKeptObjectIsObservedNotOwned() {
        // A @StateObject would keep the parent's first object (state-object-from-outside).
        assertFixesEndClean(
            model + "struct Child: View {\n    @State var model: Model\n    var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n    @StateObject private var model = Model()\n    @State private var on = false\n    var body: some View { VStack { Child(model: model); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", steps: ["Observe the parent's object with @ObservedObject"])
    }

    func testStateInstalledInInitIsInstalledAsTheNewWrapper() {
        assertFixesEndClean(
            model + "struct Child: View {\n    @State private var model: Model\n    init() { _model = State(initialValue: Model()) }\n    var body: some View { Text(\"\\(model.n)\") }\n}\n",
            on: "Child.model", steps: ["Hold it with @StateObject"])
    }

    func testOwnedInInitBecomesAPrivateStateObject() {
        // With an explicit init, a caller's label is the init's: `private` takes nothing from it.
        assertFixesEndClean(
            model + "struct Child: View {\n    @ObservedObject var model: Model\n    let title: String\n    init(title: String) { self.title = title; self.model = Model() }\n    var body: some View { Button(title) { model.bump() } }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(title: \"a\"); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", steps: ["Own it with @StateObject"])
    }

    func testObjectOnlyAPreviewPassesDoesNotMakeABodyBuiltOneOutside() {
        // The preview builds the view once with its own object: no second owner to observe.
        assertFixesEndClean(
            model + "struct Child: View {\n    @ObservedObject var model: Model\n    var body: some View { Button(\"\\(model.n)\") { model.bump() } }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n"
                + "let sample = Model()\nstruct Child_Previews: PreviewProvider {\n    static var previews: some View { Child(model: sample) }\n}\n"
                // The stub SwiftUI has no previews.
                + "protocol PreviewProvider {}\n",
            on: "Child.model", steps: ["Convert to @StateObject"])
    }

    // MARK: Withheld, with the reason

    func testInitThatAlsoReadsTheParameterGetsNoAutoclosure() {
        let parent = "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n"
        assertWithheld(
            model + "struct Child: View {\n    @StateObject var model: Model\n    init(model: Model) {\n        model.bump()\n        _model = StateObject(wrappedValue: model)\n    }\n    var body: some View { Text(\"\") }\n}\n" + parent,
            on: "Child.model", rule: "state-object-from-outside", reason: "Child's init also reads 'model' (line 9)")
        // Nor is the conversion that would lead there offered.
        assertWithheld(
            model + "struct Child: View {\n    @ObservedObject var model: Model\n    init(model: Model) {\n        model.bump()\n        self.model = model\n    }\n    var body: some View { Text(\"\") }\n}\n" + parent,
            on: "Child.model", rule: "state-object-from-outside", reason: "could not take 'model' as an @autoclosure")
    }

    func testInitThatReadsItThroughAClosureGetsNoAutoclosure() {
        assertWithheld(
            model + "struct Child: View {\n    @StateObject var model: Model\n    let log: () -> Int\n    init(model: Model) {\n        _model = StateObject(wrappedValue: model)\n        log = { model.n }\n    }\n    var body: some View { Text(\"\") }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(model: Model()); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", rule: "state-object-from-outside", reason: "also reads 'model'")
    }

    func testInlineObservedObjectFedAParentsOwnObjectIsNotConverted() {
        // A @StateObject would keep the parent's first object; the parent owns it: it stays observed.
        assertWithheld(
            model + "struct Child: View {\n    @ObservedObject var model = Model()\n    var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n    @StateObject private var shared = Model()\n    @State private var on = false\n    var body: some View { VStack { Child(model: shared); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", rule: "state-object-from-outside", reason: "the result would be reported on 'model'")
    }

    func testObjectReadInInitIsNotOwnedByAFix() {
        assertWithheld(
            model + "struct Child: View {\n    @ObservedObject var model = Model()\n    init() { model.bump() }\n    var body: some View { Button(\"\\(model.n)\") { model.bump() } }\n}\n"
                + "struct Parent: View {\n    @State private var on = false\n    var body: some View { VStack { Child(); Toggle(\"\", isOn: $on) } }\n}\n",
            on: "Child.model", rule: "observed-object-creates-instance", reason: "no fix offered: Child's init reads it")
    }
}
