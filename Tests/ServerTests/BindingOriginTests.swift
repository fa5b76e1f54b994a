import Features
import Foundation
import XCTest

/// Where a `@Binding`'s value lives, followed through the parents that pass it on: one case per
/// kind of storage at the end.
final class BindingOriginTests: XCTestCase {
    let child = "import SwiftUI\nfinal class Model: ObservableObject { @Published var name = \"\" }\nstruct Field: View {\n  @Binding var text: String\n  var body: some View { TextField(\"\", text: $text) }\n}\n"

    func assertOrigins(_ parents: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array((child + parents).utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let view = try XCTUnwrap(snapshot.model.view(typed: "Field"), file: file, line: line)
        let origins = snapshot.bindingOrigins(view: view, property: try XCTUnwrap(view.property("text"), file: file, line: line))
        XCTAssertEqual(origins, expected, file: file, line: line)
    }

    func testAStateOfTheParent() throws {
        try assertOrigins(
            "struct Form: View {\n  @State private var name = \"\"\n  var body: some View { VStack { Field(text: $name); Field(text: $name) } }\n}\n",
            ["`Form.name`, a `@State` of `Form` (passed at `App.swift:9`): it lives as long as `Form` keeps its place in the view tree"])
    }

    /// `self.$name` is `$name`.
    func testAStateProjectedThroughSelf() throws {
        try assertOrigins(
            "struct Form: View {\n  @State private var name = \"\"\n  var body: some View { Field(text: self.$name) }\n}\n",
            ["`Form.name`, a `@State` of `Form` (passed at `App.swift:9`): it lives as long as `Form` keeps its place in the view tree"])
    }

    /// A call of the name on a platform the view does not exist on builds another view of that
    /// name: not "also built" there.
    func testACallOnlyAnotherPlatformCompilesIsNotThisView() throws {
        let source = """
            import SwiftUI
            #if os(macOS)
            struct Port: View {
              @Binding var text: String
              var body: some View { TextField("", text: $text) }
            }
            #else
            struct Port: View {
              @Binding var text: String
              var body: some View { Text(text) }
            }
            #endif
            struct Settings: View {
              @State private var name = ""
              var body: some View {
                #if os(macOS)
                Port(text: $name)
                #else
                Port(text: $name)
                #endif
              }
            }
            """
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let ports = snapshot.model.views.values.filter { $0.name == "Port" }
        XCTAssertEqual(ports.count, 2)
        for port in ports {
            let origins = snapshot.bindingOrigins(view: port, property: try XCTUnwrap(port.property("text")))
            XCTAssertFalse(origins.contains { $0.contains("also built") }, "\(origins)")
        }
    }

    func testABindingPassedOnIsFollowedToItsState() throws {
        try assertOrigins(
            "struct Row: View {\n  @Binding var value: String\n  var body: some View { Field(text: $value) }\n}\n"
                + "struct Screen: View {\n  @State private var draft = \"\"\n  var body: some View { Row(value: $draft) }\n}\n",
            ["`Screen.draft`, a `@State` of `Screen` (passed at `App.swift:13`): it lives as long as `Screen` keeps its place in the view tree"])
    }

    func testAPropertyOfAnObject() throws {
        try assertOrigins(
            "struct Profile: View {\n  @StateObject private var model = Model()\n  var body: some View { Field(text: $model.name) }\n}\n",
            ["`name` of the `Model` that `Profile.model` holds (@StateObject), passed at `App.swift:9`: it lives in that object, as long as something keeps it"])
    }

    func testAppStorageAConstantAndAMadeBinding() throws {
        try assertOrigins(
            "struct Settings: View {\n  @AppStorage(\"name\") private var name = \"\"\n  var body: some View { VStack { Field(text: $name); Field(text: .constant(\"x\")); Field(text: Binding(get: { name }, set: { name = $0 })) } }\n}\n",
            [
                "`Settings.name`, an `@AppStorage` value (passed at `App.swift:9`): it lives in `UserDefaults`, shared by every view that reads its key",
                "a constant that `Settings` passes at `App.swift:9`: writes through it go nowhere",
                "a `Binding` that `Settings` makes at `App.swift:9`: the value lives wherever its getter and setter read and write (not followed)",
            ])
    }

    /// A parent that builds the child only under `if enabled, !text.isEmpty` never builds it for
    /// a call that passes `enabled: false` or `.constant("")`: such calls pass nothing to it. A
    /// call whose arguments leave the condition open, or a term the view's own code can change
    /// (a `@State`), keeps the call.
    func testACallWhoseArgumentsMakeTheChildsConditionFalsePassesNothing() throws {
        let row = "struct Row: View {\n  let enabled: Bool\n  @Binding var value: String\n  @State private var open = true\n  var body: some View { if enabled, !value.isEmpty, open { Field(text: $value) } }\n}\n"
        try assertOrigins(
            row + "struct Screen: View {\n  @State private var draft = \"\"\n  @State private var flag = false\n"
                + "  var body: some View { VStack { Row(enabled: false, value: $draft); Row(enabled: true, value: .constant(\"\")); Row(enabled: flag, value: .constant(\"x\")) } }\n}\n",
            ["a constant that `Screen` passes at `App.swift:16`: writes through it go nowhere"])
        XCTAssertEqual(Snapshot.conditionTerms("a, !b.isEmpty && (c || d), e || f"), ["a", "!b.isEmpty"])
        // Passed on through a parent's own property, and fixed by an initializer's default where
        // the call gives none.
        let middle = "struct Middle: View {\n  let enabled: Bool\n  @Binding var value: String\n"
            + "  init(enabled: Bool = false, value: Binding<String>) { self.enabled = enabled; _value = value }\n"
            + "  var body: some View { Row(enabled: enabled, value: $value) }\n}\n"
        try assertOrigins(
            row + middle + "struct Screen: View {\n  @State private var draft = \"\"\n  @State private var kept = \"\"\n"
                + "  var body: some View { VStack { Middle(value: $draft); Middle(enabled: true, value: $kept) } }\n}\n",
            ["`Screen.kept`, a `@State` of `Screen` (passed at `App.swift:22`): it lives as long as `Screen` keeps its place in the view tree"])
    }

    /// A call that passes no binding leaves the initializer's default: its constant is said as
    /// such, in the origins and in the Simulated line.
    func testADefaultConstantNoCallReplacesIsSaidAsTheDefault() throws {
        let source = "import SwiftUI\nstruct Toggleable: View {\n  @Binding var hidden: Bool\n  let title: String\n"
            + "  init(title: String, hidden: Binding<Bool> = .constant(false)) { self.title = title; _hidden = hidden }\n"
            + "  var body: some View { Text(title) }\n}\n"
            + "struct Screen: View {\n  var body: some View { Toggleable(title: \"a\") }\n}\n"
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let view = try XCTUnwrap(snapshot.model.view(typed: "Toggleable"))
        let property = try XCTUnwrap(view.property("hidden"))
        XCTAssertEqual(snapshot.bindingOrigins(view: view, property: property),
            ["the default `.constant(false)` of `Toggleable.init`, which the call at `App.swift:9` does not replace: writes through it go nowhere"])
        let lines = try snapshot.simulatedOutcome(view: view, property: property).get()
        XCTAssertTrue(lines.contains("`hidden` is the constant `.constant(false)` that `Toggleable.init` gives it by default: no call Lifeline follows passes a binding, so writes through it go nowhere."), "\(lines)")
        // `Binding<Bool>? = nil`: the initializer installs a binding of its own; `nil` is no origin.
        let optional = Workspace()
        optional.set(path: "/w/App.swift", bytes: Array(source.replacingOccurrences(
            of: "hidden: Binding<Bool> = .constant(false)) { self.title = title; _hidden = hidden }",
            with: "hidden: Binding<Bool>? = nil) { self.title = title; if let hidden { _hidden = hidden } else { _hidden = .constant(true) } }").utf8), version: 1, isOpen: true)
        let other = optional.snapshot()
        let otherView = try XCTUnwrap(other.model.view(typed: "Toggleable"))
        let origins = other.bindingOrigins(view: otherView, property: try XCTUnwrap(otherView.property("hidden")))
        XCTAssertFalse(origins.contains { $0.contains("the default") }, "\(origins)")
    }

    /// A member of what a parent's own `@Binding` leads to lives where that binding leads: said
    /// so, and that binding followed, never "in that object".
    func testAMemberOfABindingsValueLivesWhereThatBindingLeads() throws {
        try assertOrigins(
            "struct Server { var name = \"\" }\nstruct Details: View {\n  @Binding var server: Server\n  var body: some View { Field(text: $server.name) }\n}\n"
                + "struct Screen: View {\n  @State private var server = Server()\n  var body: some View { Details(server: $server) }\n}\n",
            [
                "`name` of what `Details.server`, a `@Binding`, leads to (passed at `App.swift:10`): it lives where that binding's value lives",
                "`Screen.server`, a `@State` of `Screen` (passed at `App.swift:14`): it lives as long as `Screen` keeps its place in the view tree",
            ])
    }

    /// A place found through a helper function a view calls says that other callers of the helper
    /// may be missed.
    func testAPlaceFoundThroughAHelperSaysOthersMayBeMissed() throws {
        try assertOrigins(
            "extension View {\n  func titled(_ text: Binding<String>) -> some View { overlay(Field(text: text)) }\n}\n"
                + "struct Screen: View {\n  @State private var title = \"\"\n  var body: some View { Color.clear.titled($title) }\n}\n",
            [
                "`Screen.title`, a `@State` of `Screen` (passed at `App.swift:12`): it lives as long as `Screen` keeps its place in the view tree",
                "(some of these come through helper functions the views call; Lifeline may miss other places that call them)",
            ])
    }

    /// A member of a value a `@State` holds lives in that state; of an object it holds, in the
    /// object.
    func testAMemberOfAStatesValueLivesInTheState() throws {
        try assertOrigins(
            "struct Server { var name = \"\" }\nstruct Connect: View {\n  @State private var server = Server()\n  @State private var model = Model()\n  var body: some View { VStack { Field(text: $server.name); Field(text: $model.name) } }\n}\n",
            [
                "`name` of `Connect.server`, a `@State` of `Connect` (passed at `App.swift:11`): it lives as long as `Connect` keeps its place in the view tree",
                "`name` of the `Model` that `Connect.model` holds (@State), passed at `App.swift:11`: it lives in that object, as long as something keeps it",
            ])
    }

    /// A made binding whose setter has no statements drops every write: said, whatever the
    /// getter reads; one whose setter does something stays not followed.
    func testABindingWhoseSetterDoesNothingDropsEveryWrite() throws {
        try assertOrigins(
            "struct Row: View {\n  let value: String\n  var body: some View { VStack { Field(text: Binding(get: { value }, set: { _ in })); Field(text: Binding { value } set: { _ in }) } }\n}\n",
            [
                "a `Binding` that `Row` makes at `App.swift:9` whose setter does nothing (`set:` is an empty closure): every write to `text` in `Field` is dropped, and it keeps showing what the getter reads",
            ])
    }

    func testAnElementOfAnArrayAndAnInitThatInstallsTheBinding() throws {
        try assertOrigins(
            "struct Labeled: View {\n  @Binding var label: String\n  init(_ label: Binding<String>) { _label = label }\n  var body: some View { Field(text: $label) }\n}\n"
                + "struct List2: View {\n  @State private var names = [\"a\"]\n  var body: some View { Labeled($names[0]) }\n}\n",
            ["an element of `List2.names`, a `@State` of `List2` (passed at `App.swift:14`): it lives as long as `List2` keeps its place in the view tree"])
    }

    /// A call of the view in code the model does not read as a body (a toolbar's content) is
    /// named, so that the places followed are not read as all of them.
    func testACallInCodeNotFollowedIsNamed() throws {
        try assertOrigins(
            "struct Form: View {\n  @State private var name = \"\"\n  var body: some View { Field(text: $name) }\n}\n"
                + "struct Bar: ToolbarContent {\n  @Binding var name: String\n  var body: some ToolbarContent { ToolbarItem { Field(text: $name) } }\n}\n",
            [
                "`Form.name`, a `@State` of `Form` (passed at `App.swift:9`): it lives as long as `Form` keeps its place in the view tree",
                "`Field` is also built at `App.swift:13`, in code Lifeline does not follow (what it passes there is not followed)",
            ])
    }

    /// An extension of the view (`extension Field {`) and a convenience initializer that delegates
    /// are no place that builds it.
    func testAnExtensionOfTheViewIsNoCallOfIt() throws {
        try assertOrigins(
            "extension Field {\n  init(other: Binding<String>) { self.init(text: other) }\n}\n"
                + "struct Form: View {\n  @State private var name = \"\"\n  var body: some View { Field(text: $name) }\n}\n",
            ["`Form.name`, a `@State` of `Form` (passed at `App.swift:12`): it lives as long as `Form` keeps its place in the view tree"])
    }

    /// A call of a nested type of the same simple name (`Player.Field()` inside `Player`) is
    /// another view's, not a place that builds this one.
    func testANestedTypeOfTheSameNameIsAnotherView() throws {
        try assertOrigins(
            "struct Player: View {\n  struct Field: View { var body: some View { Text(\"p\") } }\n  var body: some View { Field() }\n}\n"
                + "struct Form: View {\n  @State private var name = \"\"\n  var body: some View { Field(text: $name) }\n}\n",
            ["`Form.name`, a `@State` of `Form` (passed at `App.swift:13`): it lives as long as `Form` keeps its place in the view tree"])
    }

    /// A binding the view's own initializer makes from a value its parent passes is no binding a
    /// parent passes: said as the view's own, not followed to the parent's value.
    func testABindingTheViewsInitializerMakesIsItsOwn() throws {
        let workspace = Workspace()
        let source = "import SwiftUI\nstruct Item { var name = \"\" }\nstruct Editor: View {\n  @Binding var item: Item\n  init(_ item: Item) {\n    _item = Binding<Item>(get: { item }, set: { _ in })\n  }\n  var body: some View { Text(item.name) }\n}\n"
            + "struct Screen: View {\n  let item = Item()\n  var body: some View { Editor(item) }\n}\n"
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let view = try XCTUnwrap(snapshot.model.view(typed: "Editor"))
        let origins = snapshot.bindingOrigins(view: view, property: try XCTUnwrap(view.property("item")))
        XCTAssertEqual(origins, ["a `Binding` that `Editor.init` makes itself at `App.swift:6`: the value lives wherever that binding reads and writes (not followed)"])
        // A constant an initializer installs is no value a parent passes either.
        let constant = Workspace()
        constant.set(path: "/w/App.swift", bytes: Array(source.replacingOccurrences(of: "Binding<Item>(get: { item }, set: { _ in })", with: ".constant(item)").utf8), version: 1, isOpen: true)
        let other = constant.snapshot()
        let editor = try XCTUnwrap(other.model.view(typed: "Editor"))
        XCTAssertEqual(other.bindingOrigins(view: editor, property: try XCTUnwrap(editor.property("item"))),
            ["a constant that `Editor.init` installs itself at `App.swift:6`: writes through it go nowhere"])
    }

    func testNothingBuildsTheViewOrItsParent() throws {
        try assertOrigins("", ["no construction of `Field` that Lifeline follows passes it (a view body or a root of the workspace)"])
        try assertOrigins(
            "struct Orphan: View {\n  @Binding var value: String\n  var body: some View { Field(text: $value) }\n}\n",
            ["the binding `Orphan.value` passes on, which no construction of `Orphan` that Lifeline follows gives (not followed further)"])
    }
}
