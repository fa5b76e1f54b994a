import Syntax
import TestSupport
import XCTest

/// The one resolver of local names: each case marks a use (1️⃣ right before the name) and says what
/// it means: a local of a kind with its value, or nothing (a member, a global).
final class LocalScopeTests: XCTestCase {
    /// `expected`: nil for "no local", else "kind" or "kind = value text".
    func assertLocal(_ marked: String, _ name: String, _ expected: String?, file: StaticString = #filePath, line: UInt = #line) {
        let (source, markers) = extractMarkers(marked)
        let tree = SyntaxTree.parse(source)
        guard let offset = markers["1️⃣"], let use = tree.root.path(to: offset).last else { return XCTFail("no marker", file: file, line: line) }
        let found = use.localDeclaration(of: name)
        guard let expected else {
            XCTAssertNil(found.map { "\($0.kind)" }, file: file, line: line)
            return
        }
        guard let found else { return XCTFail("expected \(expected), found no local", file: file, line: line) }
        let described = "\(found.kind)" + (found.value.map { " = " + $0.squashedText } ?? "") + (found.acrossClosure ? " (across a closure)" : "")
        XCTAssertEqual(described, expected, file: file, line: line)
    }

    func testBindingsBeforeTheUseInEnclosingBlocks() {
        assertLocal("func f() { let a = 1; g(1️⃣a) }", "a", "binding = 1")
        assertLocal("func f() { g(1️⃣a); let a = 1 }", "a", nil)
        assertLocal("func f() { let a = 1; do { let a = 2; g(1️⃣a) } }", "a", "binding = 2")
        assertLocal("func f() { let a = 1; do { let a = 2 }; g(1️⃣a) }", "a", "binding = 1")
        assertLocal("func f() { let (a, b) = pair; g(1️⃣b) }", "b", "binding")
        assertLocal("struct S { let a = 1; func f() { g(1️⃣a) } }", "a", nil)
    }

    func testADeclarationInAnIfConfigClauseBelongsToTheEnclosingBlock() {
        let clauses = "func f() {\n#if os(iOS)\nlet cell = A()\n#else\nlet cell = B()\n#endif\n"
        // Used outside any clause: the first clause that declares it.
        assertLocal(clauses + "g(1️⃣cell)\n}", "cell", "binding = A()")
        // Used in a clause of the same test: that clause's declaration, `#else` included.
        assertLocal(clauses + "#if os(iOS)\ng(1️⃣cell)\n#else\ng(cell)\n#endif\n}", "cell", "binding = A()")
        assertLocal(clauses + "#if os(iOS)\ng(cell)\n#else\ng(1️⃣cell)\n#endif\n}", "cell", "binding = B()")
        // Declared in a clause after the use: nothing.
        assertLocal("func f() {\ng(1️⃣cell)\n#if DEBUG\nlet cell = A()\n#endif\n}", "cell", nil)
        // Inside its own clause, as before.
        assertLocal("func f() {\n#if DEBUG\nlet cell = A()\ng(1️⃣cell)\n#endif\n}", "cell", "binding = A()")
    }

    func testClosureParametersHideTheirNamesinsideOnly() {
        let source = "struct V { var model: M; var body: some View { List(items) { model in Row(1️⃣model) }.environmentObject(model) } }"
        assertLocal(source, "model", "closureParameter")
        assertLocal("struct V { var model: M; var body: some View { List(items) { model in Row(model) }.environmentObject(1️⃣model) } }", "model", nil)
        assertLocal("func f() { let m = M(); run { (x: Int) in g(1️⃣m) } }", "m", "binding = M() (across a closure)")
        assertLocal("func f() { run { (m: M) in g(1️⃣m) } }", "m", "closureParameter")
    }

    func testConditionsForSwitchCaseCatchAndParameters() {
        assertLocal("func f() { if let m = a.b { g(1️⃣m) } }", "m", "optionalBinding = a.b")
        assertLocal("func f() { if let m = a.b { } else { g(1️⃣m) } }", "m", nil)
        assertLocal("func f() { guard let m = a.b else { return }; g(1️⃣m) }", "m", "optionalBinding = a.b")
        assertLocal("func f() { if let m { g(1️⃣m) } }", "m", "optionalBinding")
        assertLocal("func f() { if let a = x, let b = 1️⃣a {} }", "a", "optionalBinding = x")
        assertLocal("func f() { for item in items { g(1️⃣item) } }", "item", "binding")
        assertLocal("func f() { switch x { case .a(let v): g(1️⃣v); default: break } }", "v", "binding")
        assertLocal("func f() { do { } catch { g(1️⃣error) } }", "error", "binding")
        assertLocal("func f(model: M) { g(1️⃣model) }", "model", "parameter")
        assertLocal("func f(for model: M) { g(1️⃣model) }", "model", "parameter")
        assertLocal("var x: Int { get { 1 } set { g(1️⃣newValue) } }", "newValue", "parameter")
    }

    /// A name bound as one associated value of a case pattern: which case, which value, matched against what.
    func assertCaseBinding(_ marked: String, _ expected: String?, file: StaticString = #filePath, line: UInt = #line) {
        let (source, markers) = extractMarkers(marked)
        let tree = SyntaxTree.parse(source)
        guard let offset = markers["1️⃣"], let pattern = tree.root.path(to: offset).last(where: { $0.kind == .identifierPattern }) else {
            return XCTFail("no pattern at the marker", file: file, line: line)
        }
        let described = pattern.casePatternBinding.map { binding in
            [binding.qualifier.map { $0.squashedText + "." } ?? ".", binding.caseName, "#\(binding.position)", binding.label.map { " " + $0 } ?? "",
             " of ", binding.subject?.squashedText ?? "?"].joined()
        }
        XCTAssertEqual(described, expected, file: file, line: line)
    }

    func testCasePatternBindings() {
        assertCaseBinding("func f() { switch sheet { case .settings(let m, let 1️⃣c): g(c) } }", ".settings#1 of sheet")
        assertCaseBinding("func f() { switch sheet { case let .settings(m, 1️⃣c): g(c) } }", ".settings#1 of sheet")
        assertCaseBinding("func f() { switch self.kind { case .a(x: let 1️⃣r): g(r) } }", ".a#0 x of self.kind")
        assertCaseBinding("func f() { switch k { case Sheet.Kind.a(let 1️⃣r): g(r) } }", "Sheet.Kind.a#0 of k")
        assertCaseBinding("func f() { if case .a(_, let 1️⃣u) = e { g(u) } }", ".a#1 of e")
        assertCaseBinding("func f() { guard case let .a(1️⃣u) = e else { return } }", ".a#0 of e")
        // Not one associated value: a nested tuple, a loop, an optional's pattern.
        assertCaseBinding("func f() { switch e { case .a((let 1️⃣u, _)): g(u) } }", nil)
        assertCaseBinding("func f() { for 1️⃣u in items { g(u) } }", nil)
        assertCaseBinding("func f() { if let 1️⃣u = e { g(u) } }", nil)
    }
}
