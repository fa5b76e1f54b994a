import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// What a name in a call means to the simulator: the workspace's declarations where Swift would
/// pick them, SwiftUI's and the standard library's otherwise.
final class NameLookupTests: XCTestCase {
    /// The launch's trace, with the screen, of a one-file program.
    func launch(_ source: String, root: String) throws -> String {
        let program = Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))])
        let simulation = try Simulation(program: program, root: root, screens: true)
        _ = simulation.launch()
        return simulation.trace.text(screen: true)
    }

    func testModuleQualifiedCallsAreTheFrameworks() throws {
        let trace = try launch(
            "import SwiftUI\nstruct Screen: View {\n  var body: some View { SwiftUI.VStack { SwiftUI.Text(\"qualified\"); Text(\"\\(Swift.max(2, 3))\") } }\n}\n",
            root: "Screen")
        XCTAssertTrue(trace.contains("qualified"), trace)
        XCTAssertTrue(trace.contains("3"), trace)
        XCTAssertFalse(trace.contains("not known to the simulator"), trace)
    }

    /// `self.$flag` is `$flag`, a binding to the state.
    func testAProjectionThroughSelfIsTheStatesBinding() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                @State private var name = "start"
                var body: some View { Field(text: self.$name) }
            }
            struct Field: View {
                @Binding var text: String
                var body: some View { Text("field \\(text)") }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("field start"), trace)
        XCTAssertFalse(trace.contains("not known to the simulator"), trace)
    }

    func testAnExtensionInitializerDoesNotReplaceTheStandardLibrarysType() throws {
        let source = """
            import SwiftUI
            extension Int {
                init?(hexString: String) { self.init(hexString, radix: 16) }
            }
            struct Screen: View {
                var body: some View { Text("value \\(Int("42") ?? -1)") }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("value 42"), trace)
    }

    func testATypeNestedThreeDeepKeepsItsNameWhenAnExtensionOfItComesFirst() throws {
        // The extension of `Player.Controls.Bar.Buttons` is read before the declaration.
        let source = """
            import SwiftUI
            extension Player.Controls.Bar.Buttons {
                var label: String { "buttons" }
            }
            struct Player: View { var body: some View { Controls() } }
            extension Player { struct Controls: View { var body: some View { Bar() } } }
            extension Player.Controls { struct Bar: View { var body: some View { Buttons() } } }
            extension Player.Controls.Bar {
                struct Buttons: View { var body: some View { Text(label) } }
            }
            """
        let trace = try launch(source, root: "Player")
        XCTAssertTrue(trace.contains("Buttons.init"), trace)
        XCTAssertTrue(trace.contains("Text \"buttons\""), trace)
    }

    func testAGlobalFunctionNamedLikeAViewIsCalledOnlyWhenItsLabelsFit() throws {
        let source = """
            import SwiftUI
            func Section(_ title: String, @ViewBuilder content: () -> some View) -> some View {
                Section { content() } header: { Text(title) }
            }
            struct Screen: View {
                var body: some View { List { Section("General") { Text("Sound") } } }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Text \"General\""), trace)
        XCTAssertTrue(trace.contains("Text \"Sound\""), trace)
        XCTAssertFalse(trace.contains("Stack overflow"), trace)
    }

    func testAViewExtensionNamedLikeAModifierIsCalledOnlyWhenItsLabelsFit() throws {
        // The extension's body uses SwiftUI's `background(alignment:content:)`: calling the
        // extension again would never end.
        let source = """
            import SwiftUI
            extension View {
                func background(alignment: Alignment = .center, extendedBy inset: Double, @ViewBuilder background: () -> some View) -> some View {
                    self.background(alignment: alignment) { background() }
                }
            }
            struct Screen: View {
                var body: some View { Text("front").background(extendedBy: 4) { Text("back") } }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Text \"front\""), trace)
        XCTAssertFalse(trace.contains("crash"), trace)
    }

    func testAViewExtensionNamedLikeAModifierIsCalledOnlyWhenItsArgumentsFitItsTypes() throws {
        // `padding(_:_:)` of the workspace takes a key path; SwiftUI's takes a length. Swift picks
        // by type: the number goes to SwiftUI's, the key path to the workspace's. Calling the
        // workspace's for the number would never end (its modifier pads again).
        let source = """
            import SwiftUI
            struct Spacing { let medium: Double = 8 }
            struct Padded: ViewModifier {
                let keyPath: KeyPath<Spacing, Double>
                func body(content: Content) -> some View { Text("padded"); content.padding(.all, 8.0) }
            }
            extension View {
                func padding(_ edges: Edge.Set = .all, _ keyPath: KeyPath<Spacing, Double>) -> some View {
                    modifier(Padded(keyPath: keyPath))
                }
            }
            struct Screen: View {
                var body: some View { Text("front").padding(.all, \\.medium) }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Padded.init"), trace)
        XCTAssertTrue(trace.contains("Text \"padded\""), trace)
        XCTAssertEqual(trace.components(separatedBy: "Padded.init").count - 1, 1, trace)
        XCTAssertFalse(trace.contains("crash"), trace)
    }

    func testAnArgumentOfUnknownTypeLeavesAModifierNamedCallToSwiftUIAndSaysSo() throws {
        let source = """
            import SwiftUI
            struct Spacing { let medium: Double = 8 }
            struct Padded: ViewModifier {
                func body(content: Content) -> some View { content.padding(.all, someLength()) }
            }
            extension View {
                func padding(_ edges: Edge.Set = .all, _ keyPath: KeyPath<Spacing, Double>) -> some View { modifier(Padded()) }
            }
            struct Screen: View {
                var body: some View { Text("front").padding(.all, \\.medium) }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertEqual(trace.components(separatedBy: "Padded.init").count - 1, 1, trace)
        XCTAssertTrue(trace.contains("may be the workspace's `View.padding` or SwiftUI's modifier"), trace)
        XCTAssertFalse(trace.contains("crash"), trace)
    }

    func testAViewOfTheWorkspaceNamedLikeSwiftUIsDoesNotTakeViewExtensionsAheadOfTheChoice() throws {
        // An app's own `HStack` conforms to `View`: a modifier call on it chooses between the
        // `View` extension and SwiftUI's by the arguments, as on any view.
        let source = """
            import SwiftUI
            struct HStack<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content }
            }
            struct Padded: ViewModifier {
                func body(content: Content) -> some View { content.padding(.all, 8.0) }
            }
            extension View {
                func padding(_ edges: Edge.Set = .all, _ keyPath: KeyPath<Int, Int>) -> some View { modifier(Padded()) }
                func padding() -> some View { modifier(Padded()) }
            }
            struct Screen: View {
                var body: some View { HStack { Text("a") }.padding() }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertEqual(trace.components(separatedBy: "Padded.init").count - 1, 1, trace)
        XCTAssertFalse(trace.contains("crash"), trace)
    }

    func testABareUnknownCallInAViewExtensionIsAModifierThatKeepsTheView() throws {
        // `modelContainer(for:)` is SwiftUI's (SwiftData's) modifier, called on `self`: the view
        // below it is still shown, and the run says the modifier is not simulated.
        let source = """
            import SwiftUI
            extension View {
                func withStore() -> some View { modelContainer(for: [Item.self]) }
            }
            struct Item {}
            struct Screen: View {
                var body: some View { Text("content").withStore() }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Text \"content\""), trace)
        XCTAssertTrue(trace.contains("`.modelContainer(...)` is not known to the simulator; the view it modifies is kept"), trace)
    }

    func testAnImplicitInitIsTheDeclaredType() throws {
        let source = """
            import SwiftUI
            final class Coordinator: ObservableObject { @Published var title = "coordinated" }
            struct Screen: View {
                @StateObject private var coordinator: Coordinator = .init()
                var body: some View { Text(coordinator.title) }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Coordinator#1 init  (Screen.coordinator)"), trace)
        XCTAssertTrue(trace.contains("Text \"coordinated\""), trace)
    }

    func testAnInitializerCanCallAnotherWithSelfInit() throws {
        let source = """
            import SwiftUI
            struct Badge<Label: View>: View {
                @Binding private var isExpanded: Bool
                private let label: Label
                init(isExpanded: Binding<Bool>, @ViewBuilder label: () -> Label) {
                    self._isExpanded = isExpanded
                    self.label = label()
                }
                var body: some View { VStack { label; Text(isExpanded ? "open" : "closed") } }
            }
            extension Badge where Label == Text {
                init(_ title: String, isExpanded: Binding<Bool>) {
                    self.init(isExpanded: isExpanded) { Text(title) }
                }
            }
            struct Host: View {
                @State private var open = true
                var body: some View { Badge("ALT", isExpanded: $open) }
            }
            """
        let trace = try launch(source, root: "Host")
        XCTAssertTrue(trace.contains("Text \"ALT\""), trace)
        XCTAssertTrue(trace.contains("Text \"open\""), trace)
        XCTAssertFalse(trace.contains("cannot call"), trace)
    }

    func testSelfInitPicksTheOverloadWhoseTypesFit() throws {
        // Four `init(_:)`: the chain must reach the array one and stop there.
        let source = """
            import SwiftUI
            struct Source { let name: String }
            struct Gallery: View {
                let sources: [Source]
                init(_ source: Source) { self.init([source]) }
                init(_ sources: [Source]) { self.sources = sources }
                init(_ name: String) { self.init(Source(name: name)) }
                init(_ names: [String]) { self.init(names.map { Source(name: $0) }) }
                var body: some View { Text("\\(sources.count) from \\(sources.first?.name ?? "-")") }
            }
            struct Screen: View {
                var body: some View { Gallery("cover") }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Text \"1 from cover\""), trace)
        XCTAssertFalse(trace.contains("Stack overflow"), trace)
    }

    func testATypeNestedInAnotherIsMadeByItsQualifiedName() throws {
        let source = """
            import SwiftUI
            enum Feature {
                final class Model: ObservableObject { @Published var n = 1 }
                enum Kind { case a, b }
            }
            struct Screen: View {
                @StateObject private var model = Feature.Model()
                @State private var kind: Feature.Kind = .b
                var body: some View { Text("\\(model.n) \\(kind == .b ? "b" : "a")") }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("Model#1 init  (Screen.model)"), trace)
        XCTAssertTrue(trace.contains("Text \"1 b\""), trace)
        XCTAssertFalse(trace.contains("not known to the simulator"), trace)
    }
}
