import Features
import Foundation
import XCTest

/// The Ownership and Lifetime lines of a hover, on small workspaces: each case a source with the
/// property marked (`1️⃣` before its name), the lines the hover must hold and those it must not.
final class OwnershipHoverTests: XCTestCase {
    let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\n"

    func assertHover(_ source: String, contains expected: [String], lacks unexpected: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        guard let marker = source.range(of: "1️⃣") else { return XCTFail("no marker", file: file, line: line) }
        let text = source.replacingCharacters(in: marker, with: "")
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: marker.lowerBound.samePosition(in: text.utf8) ?? text.utf8.startIndex)
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(text.utf8), version: 1, isOpen: true)
        guard let markdown = workspace.snapshot().hover(at: offset + 1, in: "/w/App.swift")?.markdown else { return XCTFail("no hover", file: file, line: line) }
        for piece in expected where !markdown.contains(piece) { XCTFail("lacks \"\(piece)\":\n\(markdown)", file: file, line: line) }
        for piece in unexpected where markdown.contains(piece) { XCTFail("has \"\(piece)\":\n\(markdown)", file: file, line: line) }
    }

    /// A new object a parent writes for a `@StateObject` through the memberwise initializer is an
    /// autoclosure: SwiftUI makes it once, not the parent's body on every run.

    /// A `@StateObject` made unless the caller gives one, where a caller does: the object it keeps
    /// is the first it gets, not always one made just before the first body.
    func testAStateObjectACallerMayGiveIsNotSaidMadeBeforeTheFirstBody() {
        assertHover("""
            import SwiftUI
            final class Draft: ObservableObject {}
            struct Editor: View {
                @StateObject private var 1️⃣draft: Draft
                init(draft: Draft? = nil) { _draft = StateObject(wrappedValue: draft ?? Draft()) }
                var body: some View { Text("") }
            }
            struct Home: View {
                let shared = Draft()
                var body: some View { VStack { Editor(); Editor(draft: shared) } }
            }
            """, contains: ["`@StateObject` keeps the first object it gets"], lacks: ["created once, just before"])
    }

    /// An object a parent makes only because a placeholder's property is `nil` (`doc.search ??
    /// .init(doc)`, where the app's document has one) is this run's: said so, not who makes it.
    func testAnObjectMadeOnAWayAPlaceholderChoseIsTheRuns() {
        let source = """
            import SwiftUI
            final class Doc: ObservableObject {
                var search: Search?
                init() {}
                final class Search: ObservableObject { init(_ doc: Doc) {} }
            }
            struct Parent: View {
                @EnvironmentObject private var doc: Doc
                private var state: Doc.Search { doc.search ?? .init(doc) }
                @State private var flag = false
                var body: some View {
                    VStack {
                        Form(state: state)
                        Button("t") { flag.toggle() }
                        if flag { Text("x") }
                    }
                }
            }
            struct Form: View {
                @ObservedObject var 1️⃣state: Doc.Search
                var body: some View { Text("f") }
            }
            """
        assertHover(source, contains: ["In this run, `state` holds a `Search` made by `Parent`'s body, not by `Form`, on a way the run took because of a value Lifeline could not compute"], lacks: ["holds the `Search`"])
        // Given one the document made itself, it is not the run's choice.
        assertHover(source.replacingOccurrences(of: "var search: Search?\n    init() {}", with: "var search: Search?\n    init() { search = Search(self) }"),
            contains: ["`state` holds the `Search` made by"], lacks: ["In this run"])
    }

    /// A `@State` its initializer seeds from an argument keeps the first one: later values a
    /// parent passes are ignored (S2, S6). A state with its own start says nothing of the kind.
    func testAStateSeededByItsInitializerIgnoresLaterValues() {
        let source = """
            import SwiftUI
            struct Editor: View {
                @State private var 1️⃣draft: String
                init(text: String) { _draft = State(initialValue: text) }
                var body: some View { Text(draft) }
            }
            struct Home: View {
                @State private var name = "a"
                var body: some View { VStack { Editor(text: name); Button("b") { name = "b" } } }
            }
            """
        assertHover(source, contains: ["`draft` starts from the value `Editor.init` gives it", "the value a later init gives it (a parent re-rendering with other arguments) is ignored"])
        assertHover(source.replacingOccurrences(of: "@State private var 1️⃣draft: String\n    init(text: String) { _draft = State(initialValue: text) }", with: "@State private var 1️⃣draft = \"\"\n    init(text: String) {}"),
            contains: [], lacks: ["starts from the value"])
    }

    /// A container only another build uses (Mac Catalyst's `#if`) is not the one named.
    func testTheContainerLineNamesTheOneTheSimulatedBuildCompiles() {
        assertHover("""
            import SwiftUI
            struct Settings: View {
                @State private var 1️⃣name = ""
                var body: some View { Text(name) }
            }
            struct Home: View {
                @State private var shows = false
                var body: some View {
                    #if targetEnvironment(macCatalyst)
                    Text("home").fullScreenCover(isPresented: $shows) { Settings() }
                    #else
                    Text("home").sheet(isPresented: $shows) { Settings() }
                    #endif
                }
            }
            """, contains: ["in a `.sheet`"], lacks: [".fullScreenCover"])
    }
    func testAStateObjectsMemberwiseArgumentIsMadeOnceBySwiftUI() {
        assertHover(
            model + "struct Child: View {\n  @StateObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  @State private var flag = false\n  var body: some View { Child(model: Model()).onTapGesture { flag.toggle() } }\n}\n",
            contains: [
                "**Ownership: owned, made from the parent's expression**",
                "← a new Model written by Parent.body at App.swift:9:25; `@StateObject` takes it as an autoclosure, so SwiftUI makes it once",
                "**Lifetime:** created once, just before `Child`'s first body",
            ],
            lacks: ["again on every run of that body", "made by whoever builds"])
    }

    /// An `App` is made once by its `main()` and never removed: what it makes for itself lasts as
    /// long as the app, whatever the wrapper (an `@ObservedObject` there is not made again).
    func testWhatAnAppMakesForItselfLastsAsLongAsTheApp() {
        assertHover(
            model + "@main struct TheApp: App {\n  @ObservedObject var 1️⃣model = Model()\n  var body: some Scene { WindowGroup { Text(\"\\(model.n)\") } }\n}\n",
            contains: ["**Lifetime:** made once, when the app starts: SwiftUI makes `TheApp` once and never makes it again or removes it, so this lives as long as the app."],
            lacks: ["created again every time"])
        // A `@State` of the app holding a shared instance: kept for the app's whole run, never
        // "set up on first appearance" or "released when the view is removed".
        assertHover(
            model + "extension Model { static let shared = Model() }\n@main struct TheApp: App {\n  @State var 1️⃣watcher = Model.shared\n  var body: some Scene { WindowGroup { Text(\"\") } }\n}\n",
            contains: ["**Lifetime:** kept by SwiftUI with `TheApp`, the app itself, which SwiftUI makes once and never removes: set up when the app starts and kept as long as it runs"],
            lacks: ["first appearance", "when the view is removed"])
    }

    /// A `@State` of a view the app shows only as a hosting controller's root: no SwiftUI parent
    /// re-renders it, and each controller that code makes shows a new one, from the start value;
    /// a hosting subclass's `super.init(rootView:)` names the subclass.
    func testAStateOfAHostedRootSaysNoSwiftUIViewAboveReRendersIt() {
        let panel = "import SwiftUI\nimport UIKit\nstruct Panel: View {\n  @State private var 1️⃣expanded = false\n  var body: some View { Text(expanded ? \"open\" : \"closed\") }\n}\n"
        assertHover(
            panel + "final class Coordinator {\n  func show() -> UIViewController { UIHostingController(rootView: Panel()) }\n}\n",
            contains: ["No SwiftUI view above `Panel` re-renders it: it is the root view of the `UIHostingController` the code at `App.swift:8` makes, and each one that code makes shows a new `Panel`, whose `expanded` starts at `false`."],
            lacks: ["Kept when `Panel`'s parent re-renders it"])
        assertHover(
            panel + "final class PanelController: UIHostingController<Panel> {\n  init() { super.init(rootView: .init()) }\n  required init?(coder: NSCoder) { fatalError() }\n}\n",
            contains: ["it is the root view of the `PanelController` the code at `App.swift:8` makes"])
    }

    /// A plain `let` whose declaration makes an object is passed by nobody: each new value of the
    /// view makes its own.
    func testAPlainPropertyMakingItsObjectIsNotSaidToBePassed() {
        assertHover(
            model + "struct Picker: View {\n  private let 1️⃣manager: Model = .init()\n  var body: some View { Text(\"\\(manager.n)\") }\n}\n"
                + "struct Parent: View {\n  @State private var tick = 0\n  var body: some View { Picker().onTapGesture { tick += 1 } }\n}\n",
            contains: ["**Lifetime:** not owned by SwiftUI: every new `Picker` value makes its own from the declaration's initial value, each time a parent's body builds `Picker`"],
            lacks: ["whoever passed it", "its maker passes"])
    }

    /// A reference that starts as `nil` and that no caller passes is not said to be made.
    func testAPlainOptionalNoCallerPassesIsNotSaidToBeMade() {
        assertHover(
            model + "struct Form: View {\n  var 1️⃣current: Model?\n  var body: some View { Text(current == nil ? \"new\" : \"edit\") }\n}\n"
                + "struct Parent: View {\n  var body: some View { Form() }\n}\n",
            contains: ["holds only what `Form`'s own code gives it"],
            lacks: ["makes its own", "its maker passes"])
    }

    /// An `@ObservedObject` whose declaration gives it a shared instance is passed by nobody: it
    /// is the shared instance, which lives for the whole app.
    func testAnObservedSharedInstanceIsNotSaidToBePassed() {
        assertHover(
            model + "extension Model { static let shared = Model() }\nstruct Overlay: View {\n  @ObservedObject private var 1️⃣model = Model.shared\n  var body: some View { Text(\"\\(model.n)\") }\n}\n",
            contains: ["**Lifetime:** a shared instance that lives for the whole app (see above); `Overlay` only observes it."],
            lacks: ["whoever passed it"])
    }

    /// A `@State` of a value gets where the app shows its view, read from the code, whatever the
    /// simulation could show of it: what that container does to it is the fact a reader wants.
    func testAStateSaysWhereItsViewIsShownWhateverTheSimulationShows() {
        assertHover(
            "import SwiftUI\nstruct Child: View {\n  @State private var 1️⃣path = NavigationPath()\n  var body: some View { NavigationStack(path: $path) { Text(\"x\") } }\n}\n"
                + "struct Parent: View {\n  @State private var shown = false\n  var body: some View { Button(\"Open\") { shown = true }.sheet(isPresented: $shown) { Child() } }\n}\n",
            contains: ["- In the app: `Parent` presents `Child` in a `.sheet`", "`path` starts over each time it is presented."])
    }

    /// A `@StateObject` the view makes: where the app shows the view decides when a new object is
    /// made (a push makes one each time).
    func testAStateObjectTheViewMakesSaysWhereItsViewIsShown() {
        assertHover(
            model + "struct Child: View {\n  @StateObject private var 1️⃣model = Model()\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  var body: some View { NavigationStack { NavigationLink(\"Open\") { Child() } } }\n}\n",
            contains: ["In the app: `Parent` pushes `Child`", "its `Model` (`model`) is made anew each time it is pushed, and goes when it is popped."])
    }

    /// An environment object's lifetime names the modifier that can inject it: `.environmentObject`
    /// for `@EnvironmentObject`, `.environment(_:)` for an `@Observable` read with `@Environment(T.self)`.
    func testAnEnvironmentObjectsLifetimeNamesTheModifierThatInjectsIt() {
        assertHover(
            model + "struct Child: View {\n  @EnvironmentObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n",
            contains: ["from whatever injects it above `Child` (`.environmentObject`)"])
        assertHover(
            "import SwiftUI\nimport Observation\n@Observable final class Theme { var tint = 0 }\nstruct Child: View {\n  @Environment(Theme.self) private var 1️⃣theme\n  var body: some View { Text(\"\\(theme.tint)\") }\n}\n",
            contains: ["from whatever injects it above `Child` (`.environment(_:)`)"])
    }

    /// `@FocusState.Binding` is named as written, not as SwiftUI's `@Binding`; a binding's lifetime
    /// is its storage's, not a reference the view holds.
    func testAQualifiedWrapperIsNamedAsWrittenAndABindingIsNotStoredHere() {
        assertHover(
            "import SwiftUI\nstruct Child: View {\n  @FocusState.Binding var 1️⃣focused: Bool\n  var body: some View { Text(\"x\") }\n}\n"
                + "struct Parent: View {\n  @FocusState private var focused: Bool\n  var body: some View { Child(focused: $focused) }\n}\n",
            contains: ["**@FocusState.Binding `Child.focused`**"],
            lacks: ["**@Binding `Child.focused`**"])
        assertHover(
            model + "struct Child: View {\n  @Binding var 1️⃣file: Model?\n  var body: some View { Text(\"x\") }\n}\n"
                + "struct Parent: View {\n  @State private var file: Model?\n  var body: some View { Child(file: $file) }\n}\n",
            contains: ["**Lifetime:** not stored here: a binding reads and writes the value where it leads"],
            lacks: ["a reference the view struct holds"])
    }

    /// Through a plain parameter of `init`, the parent's expression runs on every init: a throwaway.
    func testAStateObjectInstalledFromAPlainParameterIsMadeOnEveryInit() {
        assertHover(
            model + "struct Child: View {\n  @StateObject private var 1️⃣model: Model\n  init(model: Model) { _model = StateObject(wrappedValue: model) }\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  @State private var flag = false\n  var body: some View { Child(model: Model()).onTapGesture { flag.toggle() } }\n}\n",
            contains: [
                "← a new Model built by Parent.body at App.swift:10:25, again on every run of that body",
                "**Lifetime:** a new object is made every time `Child` is initialized by Parent.body, before SwiftUI asks for one",
            ])
    }

    /// Written in a sheet's content, the parent's expression runs when that content is built (on
    /// presenting), not on every run of the parent's body.
    func testAnObjectMadeInASheetsContentIsMadeWhenItIsBuilt() {
        assertHover(
            model + "struct Child: View {\n  @StateObject private var 1️⃣model: Model\n  init(model: Model) { _model = StateObject(wrappedValue: model) }\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  @State private var shown = false\n  var body: some View { Text(\"x\").sheet(isPresented: $shown) { Child(model: Model()) } }\n}\n",
            contains: ["← a new Model built by Parent.body at App.swift:10:64, each time its `.sheet` content is built (when it is presented), not on every run of that body"],
            lacks: ["again on every run of that body"])
    }

    /// The view's `init` makes the object into a local, then installs it: made at every init,
    /// before SwiftUI asks, not once.
    func testAStateObjectTheInitMakesBeforeInstallingIsMadeOnEveryInit() {
        assertHover(
            model + "struct Child: View {\n  @StateObject private var 1️⃣model: Model\n  init() {\n    let made = Model()\n    _model = StateObject(wrappedValue: made)\n  }\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  var body: some View { Child() }\n}\n",
            contains: ["**Lifetime:** a new object is made every time `Child` is initialized (its `init` makes one before installing it), before SwiftUI asks for one"],
            lacks: ["created once, just before"])
    }

    /// An existing object the parent passes: made by whoever made it, and only the first is kept.
    func testAStateObjectGivenAnExistingObjectKeepsTheFirst() {
        assertHover(
            model + "struct Child: View {\n  @StateObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "struct Parent: View {\n  @StateObject private var shared = Model()\n  var body: some View { Child(model: shared) }\n}\n",
            contains: ["**Ownership: injected**", "**Lifetime:** made by whoever builds `Child`, not by SwiftUI; `@StateObject` keeps the object it gets when `Child` first appears"],
            lacks: ["created once, just before"])
    }

    /// The root of a hosting view that another view's body makes is made anew with each run of
    /// that body: its state starts over in each new one.
    func testTheRootOfAHostingViewABodyMakesIsMadeWithEachRun() {
        assertHover(
            "import SwiftUI\nimport AppKit\nstruct Overlay: View {\n  @State private var 1️⃣dragging = false\n  var body: some View { Text(\"o\") }\n}\n"
                + "struct Screen: View {\n  var body: some View { Holder(view: NSHostingView(rootView: Overlay())) }\n}\n",
            contains: ["`Screen`'s code makes a `NSHostingView(rootView:)` with `Overlay` as its root (`App.swift:8:62`): each time that code runs it makes a new one"],
            lacks: ["is kept as long as `Screen` shows it there"])
        assertHover(
            "import SwiftUI\nimport AppKit\nfinal class Window {}\nstruct Overlay: View {\n  @State private var 1️⃣window: Window?\n  var body: some View { Text(\"o\") }\n}\n"
                + "struct Screen: View {\n  var body: some View { Holder(view: NSHostingView(rootView: Overlay())) }\n}\n",
            contains: ["`Overlay` is the root view of the `NSHostingView(rootView:)` that `Screen`'s code makes at `App.swift:9`: each time that code runs, it makes a new one"])
    }

    /// A hosting subclass's `super.init(rootView:)` is said once, as the initializer around it,
    /// not also as a maker named "super.rootView".
    func testASuperInitRootViewIsSaidOnceAsTheCodeAroundIt() {
        assertHover(
            model + "import UIKit\nstruct Screen: View {\n  @ObservedObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "final class ScreenController: UIHostingController<Screen> {\n  init() {\n    let model = Model()\n    super.init(rootView: Screen(model: model))\n  }\n}\n",
            contains: ["made in ScreenController.init"],
            lacks: ["super.rootView", "made by super"])
    }

    /// A hosting controller's root view is made once per call of the code around it, not on every
    /// run of a body.
    func testAnObjectMadeForAHostingRootIsMadeOncePerCall() {
        assertHover(
            model + "import UIKit\nstruct Screen: View {\n  let 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
                + "func makeScreen() -> UIViewController {\n  let model = Model()\n  return UIHostingController(rootView: Screen(model: model))\n}\n",
            contains: ["← a new Model made for `UIHostingController(rootView:)` at App.swift:10:40, once each time that code runs"],
            lacks: ["again on every run of that body"])
    }
}
