import Semantics
import Syntax
import XCTest

/// When a view reads a property: while rendering, as it appears, in an action, or never.
final class PropertyUseTests: XCTestCase {
    func use(_ body: String, _ name: String = "model", declarations: String = "") -> PropertyUse {
        let source = "import SwiftUI\nfinal class Model: ObservableObject { var n = 0; func tap() {} }\nstruct V: View {\n  @EnvironmentObject var model: Model\n  @State private var shown = false\n\(body)\n}\n" + declarations
        let model = SemanticModel.build([SourceFile(path: "V.swift", tree: SyntaxTree.parse(source))])
        return model.use(of: name, in: model.views[TypeKey("V")]!)
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

    func testClosuresKeptByWorkspaceTypesThatAreNotViewsRunLater() {
        let command = "struct KeyCommand { init(_ title: String, action: @escaping () -> Void) {} ; init(_ title: String, run: @escaping () -> Void) {} }\n"
        let card = "struct Card<Content: View>: View {\n  let content: () -> Content\n  var body: some View { content() }\n}\n"
        XCTAssertEqual(use("  var body: some View { Text(\"\").background(Hidden(command: KeyCommand(\"Next\") { model.tap() })) }", declarations: command), .action)
        XCTAssertEqual(use("  var body: some View { Text(\"\").background(Hidden(command: KeyCommand(\"Next\", run: { model.tap() }))) }", declarations: command), .action)
        // A workspace view's content closure renders with it; SwiftUI's own containers too.
        XCTAssertEqual(use("  var body: some View { Card { Text(\"\\(model.n)\") } }", declarations: card), .rendering)
        XCTAssertEqual(use("  var body: some View { GeometryReader { _ in Text(\"\\(model.n)\") } }"), .rendering)
        // Content SwiftUI builds while rendering, and types that take a @ViewBuilder closure.
        let bar = "struct Bar<C: View>: ToolbarContent {\n  let c: () -> C\n  var body: some ToolbarContent { ToolbarItem { c() } }\n}\n"
        XCTAssertEqual(use("  var body: some View { Text(\"\").toolbar { Bar { Text(\"\\(model.n)\") } } }", declarations: bar), .rendering)
        let box = "struct Box<C: View> {\n  let c: C\n  init(@ViewBuilder c: () -> C) { self.c = c() }\n}\n"
        XCTAssertEqual(use("  var body: some View { Text(\"\").background(Box { Text(\"\\(model.n)\") }.c) }", declarations: box), .rendering)
    }

    func testAFunctionHandedOnUnderAnEventLabelRunsOnThatEvent() {
        // `action: model.tap` is the closure `{ model.tap() }` written as a value.
        XCTAssertEqual(use("  var body: some View { Button(\"Go\", action: model.tap) }"), .action)
        XCTAssertEqual(use("  var body: some View { Text(\"\").onSubmit(perform: model.tap) }"), .action)
        XCTAssertEqual(use("  var body: some View { Row(onDelete: model.tap) }", declarations: "struct Row: View { let onDelete: () -> Void; var body: some View { Text(\"\") } }\n"), .action)
        // A value argument is read as the body runs, whatever the modifier does with it later.
        XCTAssertEqual(use("  var body: some View { Text(\"\").onChange(of: model.n) { print($0) } }"), .rendering)
        XCTAssertEqual(use("  var body: some View { Text(\"\").onReceive(model.objectWillChange) { _ in } }"), .rendering)
        // Under a label that takes a value, a method reference is a value too.
        XCTAssertEqual(use("  var body: some View { Row(value: model.n) }", declarations: "struct Row: View { let value: Int; var body: some View { Text(\"\") } }\n"), .rendering)
    }
}
