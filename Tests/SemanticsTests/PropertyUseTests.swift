import Semantics
import Syntax
import XCTest

/// When a view reads a property: while rendering, as it appears, in an action, or never.
final class PropertyUseTests: XCTestCase {
    func use(_ body: String, _ name: String = "model") -> PropertyUse {
        let source = "import SwiftUI\nfinal class Model: ObservableObject { var n = 0; func tap() {} }\nstruct V: View {\n  @EnvironmentObject var model: Model\n  @State private var shown = false\n\(body)\n}\n"
        let model = SemanticModel.build([SourceFile(path: "V.swift", tree: SyntaxTree.parse(source))])
        return model.use(of: name, in: model.views["V"]!)
    }

    func testRenderingAppearingActionsAndNever() {
        XCTAssertEqual(use("  var body: some View { Text(\"\\(model.n)\") }"), .rendering)
        XCTAssertEqual(use("  var body: some View { Text(\"\").task { model.tap() } }"), .automatic)
        XCTAssertEqual(use("  var body: some View { Text(\"\").onAppear { model.tap() } }"), .automatic)
        XCTAssertEqual(use("  var body: some View { Button(\"Go\") { model.tap() } }"), .action)
        XCTAssertEqual(use("  var body: some View { Button(action: { model.tap() }) { Text(\"Go\") } }"), .action)
        XCTAssertEqual(use("  var body: some View { Button { model.tap() } label: { Text(\"Go\") } }"), .action)
        XCTAssertEqual(use("  var body: some View { Text(\"\").onTapGesture { model.tap() }.onChange(of: shown) { model.tap() } }"), .action)
        XCTAssertEqual(use("  var body: some View { Text(\"\") }\n  func save() { model.tap() }"), .action)
        XCTAssertEqual(use("  var body: some View { Text(\"\") }"), .never)
        // A sheet's or a container's content renders; the label of a button renders.
        XCTAssertEqual(use("  var body: some View { Button(\"Go\") { model.tap() }.sheet(isPresented: $shown) { Text(\"\\(model.n)\") } }"), .rendering)
        XCTAssertEqual(use("  var body: some View { Button(action: {}) { Text(\"\\(model.n)\") } }"), .rendering)
        XCTAssertEqual(use("  var body: some View { VStack { ForEach(0..<3) { _ in Text(\"\\(model.n)\") } } }"), .rendering)
        // `$model` and `self.model` are reads too.
        XCTAssertEqual(use("  var body: some View { Text(\"\\(self.model.n)\") }"), .rendering)
    }
}
