import Ownership
import Semantics
import TestSupport
import XCTest

/// Environment injections that reach a view through helpers of every kind and depth: each helper is
/// summarized once and its injections apply at every call, typed through the model. One case per
/// kind of helper, each with a negative twin.
final class HelperInjectionTests: XCTestCase {
    static let types = """
        import SwiftUI
        import UIKit
        final class Theme: ObservableObject { static let shared = Theme(); @Published var dark = false }
        @Observable final class Router { var path: [Int] = [] }
        final class ItemManager: ObservableObject { @Published var items: [String] = [] }
        final class AppState: ObservableObject { let itemManager = ItemManager(); static let shared = AppState() }
        let theme = Theme()
        struct Root: View {
            @EnvironmentObject var 1️⃣theme: Theme
            var body: some View { Text(theme.dark ? "dark" : "light") }
        }
        """

    /// Asserts whether `Root.theme` is reported missing when the app's scene is `scene`, with
    /// `helpers` declared beside it.
    func assertThemeReaches(_ helpers: String, scene: String, reported: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let app = "@main struct TheApp: App {\n    var body: some Scene { WindowGroup { \(scene) } }\n}\n"
        assertFindings(["Types.swift": Self.types, "Helpers.swift": "import SwiftUI\n" + helpers, "App.swift": "import SwiftUI\n" + app],
            reported ? ["1️⃣": "missing-environment-object"] : [:], file: file, line: line)
    }

    func testAViewExtensionMethodInjectingAGlobal() {
        let helper = "extension View { func withEnvironments() -> some View { environmentObject(theme) } }"
        assertThemeReaches(helper, scene: "Root().withEnvironments()", reported: false)
        assertThemeReaches(helper, scene: "Root()", reported: true)
        assertOwnership(
            ["Types.swift": Self.types, "Helpers.swift": "import SwiftUI\n" + helper,
             "App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { WindowGroup { Root().withEnvironments() } } }\n"],
            ["1️⃣": "environment: injected as `theme` through `.withEnvironments()`"])
    }

    func testHelpersCallingHelpersAndModifiersAtAnyDepth() {
        let helpers = """
            struct ThemeModifier: ViewModifier {
                let theme: Theme
                func body(content: Content) -> some View { content.environmentObject(theme) }
            }
            extension View {
                func themed() -> some View { modifier(ThemeModifier(theme: .shared)) }
                func withEverything() -> some View { themed().padding() }
            }
            """
        assertThemeReaches(helpers, scene: "Root().withEverything()", reported: false)
        // A modifier that injects another type does not supply this one.
        assertThemeReaches(helpers.replacingOccurrences(of: "content.environmentObject(theme)", with: "content.environmentObject(ItemManager())"), scene: "Root().withEverything()", reported: true)
    }

    /// What a helper injects inside the content of a presentation or a navigation destination it
    /// sets up reaches the presented view, not the view the helper modifies.
    func testAHelpersPresentedContentIsNotItsContent() {
        let helper = """
            extension View {
                func withSheets(_ shown: Binding<Int?>) -> some View {
                    sheet(item: shown) { _ in Text("sheet").environmentObject(Theme.shared) }
                        .navigationDestination(for: Int.self) { _ in Text("next").environmentObject(Theme.shared) }
                }
            }
            extension Int: @retroactive Identifiable { public var id: Int { self } }
            """
        assertThemeReaches(helper, scene: "Root().withSheets(.constant(nil))", reported: true)
        assertThemeReaches(helper.replacingOccurrences(of: "sheet(item: shown)", with: "environmentObject(Theme.shared).sheet(item: shown)"),
            scene: "Root().withSheets(.constant(nil))", reported: false)
    }

    /// A helper's injection is placed at the helper's call (`.withEnvironments()`), not at the
    /// start of the view it modifies.
    func testAHelpersInjectionIsPlacedAtItsCall() {
        let source = Self.types.replacingOccurrences(of: "1️⃣", with: "") + """

            extension View { func withEnvironments() -> some View { environmentObject(theme) } }
            struct Shell: View {
                var body: some View {
                    VStack {
                        Root()
                    }
                    .withEnvironments()
                }
            }
            """
        let (_, model) = assertFindings(["View.swift": source])
        let lines = source.components(separatedBy: "\n")
        let line = (lines.firstIndex { $0.contains(".withEnvironments()") } ?? 0) + 1
        let column = (lines[line - 1].range(of: "withEnvironments").map { lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0.lowerBound) } ?? 0) + 1
        XCTAssertEqual(model.injectionIndex.byType["Theme"]?.map { model.describe($0.location) }, ["View.swift:\(line):\(column)"])
    }

    /// An alias declared once per `#if` flag is, under that flag, the target declared there: an
    /// injection in `#if WITH_REMOTE` of a `DataType` is of the `WITH_REMOTE` declaration's type.
    /// Outside any such clause it is each target in some build: the place counts for each.
    func testAnAliasDeclaredPerFlagIsTheTargetOfTheInjectionsClause() {
        let source = """
            import SwiftUI
            final class LocalData: ObservableObject {}
            final class RemoteData: ObservableObject {}
            struct Shell: View {
                #if WITH_REMOTE
                typealias DataType = RemoteData
                #else
                typealias DataType = LocalData
                #endif
                let data: DataType
                var body: some View {
                    VStack {
                        #if WITH_REMOTE
                        Text("remote").environmentObject(data)
                        #else
                        Text("local").environmentObject(data)
                        #endif
                        Text("either").environmentObject(data)
                    }
                }
            }
            """
        let (_, model) = assertFindings(["Shell.swift": source])
        let index = model.injectionIndex
        XCTAssertEqual(index.byType["RemoteData"]?.map(\.expression), ["data", "data"], "\(index.byType)")
        XCTAssertEqual(index.byType["LocalData"]?.map(\.expression), ["data", "data"], "\(index.byType)")
        XCTAssertEqual(index.byType["RemoteData"]?.map(\.type), ["RemoteData", "RemoteData"])
        XCTAssertTrue(index.untyped.isEmpty, "\(index.untyped.map { model.describe($0.location) })")
    }

    func testAFreeFunctionGivenAView() {
        let helper = "func withDependencies<V: View>(_ content: V) -> some View { content.environmentObject(Theme.shared) }"
        assertThemeReaches(helper, scene: "withDependencies(Root())", reported: false)
        assertThemeReaches(helper.replacingOccurrences(of: "Theme.shared", with: "AppState.shared"), scene: "withDependencies(Root())", reported: true)
    }

    func testAMemberExpressionIsTypedThroughTheModel() {
        let source = Self.types + """
            struct Items: View {
                @EnvironmentObject var 2️⃣manager: ItemManager
                var body: some View { Text("\\(manager.items.count)") }
            }
            @main struct TheApp: App {
                @StateObject private var appState = AppState()
                var body: some Scene { WindowGroup { Items().environmentObject(appState.itemManager).environmentObject(theme) } }
            }
            """
        assertFindings(source)
        assertFindings(source.replacingOccurrences(of: "appState.itemManager", with: "appState"), ["2️⃣": "missing-environment-object"])
    }

    func testAHostingSubclassThatWrapsItsRootInAModifier() {
        let helpers = """
            struct ThemeModifier: ViewModifier {
                func body(content: Content) -> some View { content.environmentObject(Theme.shared) }
            }
            final class ThemedHostingController<Content: View>: UIHostingController<ModifiedContent<Content, ThemeModifier>> {
                init(rootView: Content) { super.init(rootView: rootView.modifier(ThemeModifier())) }
            }
            final class Coordinator {
                func start() -> UIViewController { ThemedHostingController(rootView: Root()) }
            }
            """
        assertThemeReaches(helpers, scene: "Text(\"home\")", reported: false)
        assertThemeReaches(helpers.replacingOccurrences(of: "ThemedHostingController(rootView: Root())", with: "UIHostingController(rootView: Root())"), scene: "Text(\"home\")", reported: true)
    }

    /// A subclass of a hosting class that injects: `super.init(rootView:)` runs the superclass's
    /// initializer, and a subclass with no initializer of its own inherits it.
    func testHostingSubclassesOfAHostingClassThatInjects() {
        let themed = """
            struct ThemeModifier: ViewModifier {
                func body(content: Content) -> some View { content.environmentObject(Theme.shared) }
            }
            class ModifiedHost<Content: View, Modifier: ViewModifier>: UIHostingController<ModifiedContent<Content, Modifier>> {
                init(rootView: Content, modifier: Modifier) { super.init(rootView: rootView.modifier(modifier)) }
            }
            class ThemedHostingController<Content: View>: ModifiedHost<Content, ThemeModifier> {
                init(rootView: Content) { super.init(rootView: rootView, modifier: ThemeModifier()) }
            }

            """
        let sheet = "final class RootSheet: ThemedHostingController<Root> {\n    init() { super.init(rootView: Root()) }\n}\n"
        assertThemeReaches(themed + sheet, scene: "Text(\"home\")", reported: false)
        // The same sheet over a hosting class that injects nothing crashes.
        assertThemeReaches(themed + sheet.replacingOccurrences(of: "ThemedHostingController<Root>", with: "UIHostingController<Root>"), scene: "Text(\"home\")", reported: true)
        // Inherited initializers: `PlainHost(rootView:)` is ThemedHostingController's.
        let inherited = "class PlainHost<Content: View>: ThemedHostingController<Content> {}\nfunc show() -> UIViewController { PlainHost(rootView: Root()) }\n"
        assertThemeReaches(themed + inherited, scene: "Text(\"home\")", reported: false)
        let own = "class PlainHost<Content: View>: ThemedHostingController<Content> {\n    init(content: Content) { super.init(rootView: content) }\n}\nfunc show() -> UIViewController { PlainHost(content: Root()) }\n"
        assertThemeReaches(themed + own, scene: "Text(\"home\")", reported: false)
    }

    /// A hosting subclass that builds its own root injects into that root only: making the class
    /// elsewhere injects nothing into anything there. One that hands on the view it is given does.
    func testAHostingSubclassInjectsAtItsCallsOnlyWhenItHandsOnTheViewItIsGiven() {
        let own = """
            final class SearchHost: UIHostingController<AnyView> {
                private let theme = Theme.shared
                init(source: Int) { super.init(rootView: AnyView(Root().environmentObject(theme))) }
            }
            final class Opener { func open() -> UIViewController { SearchHost(source: 1) } }
            """
        let types = Self.types.replacingOccurrences(of: "1️⃣", with: "")
        let (_, model) = assertFindings(["Types.swift": types, "Host.swift": "import SwiftUI\nimport UIKit\n" + own])
        XCTAssertEqual(model.injectionIndex.byType["Theme"]?.map(\.through), [[]], "\(model.injectionIndex.byType["Theme"] ?? [])")
        let handsOn = own.replacingOccurrences(of: "init(source: Int) { super.init(rootView: AnyView(Root().environmentObject(theme))) }",
            with: "init(content: AnyView) { super.init(rootView: AnyView(content.environmentObject(theme))) }")
            .replacingOccurrences(of: "SearchHost(source: 1)", with: "SearchHost(content: AnyView(Root()))")
        let (_, handing) = assertFindings(["Types.swift": types, "Host.swift": "import SwiftUI\nimport UIKit\n" + handsOn])
        XCTAssertEqual(handing.injectionIndex.byType["Theme"]?.contains { $0.through == ["SearchHost(…)"] }, true, "\(handing.injectionIndex.byType["Theme"] ?? [])")
    }

    func testAHostingSubclassGivenDataForARootItBuildsInjectsWhereItIsWritten() {
        // `mode` is data for the root the class builds, not a view handed on: each branch's
        // `super.init` is one place, and the class's constructions are not places again.
        let source = """
            import SwiftUI
            import UIKit
            struct Themed<Content: View>: View {
                let content: Content
                var body: some View { content.environmentObject(Theme.shared) }
            }
            class ThemedHost<Content: View>: UIHostingController<Themed<Content>> {
                init(rootView: Content) { super.init(rootView: Themed(content: rootView)) }
                required init?(coder: NSCoder) { fatalError() }
            }
            struct Listing: View {
                let mode: Int
                var body: some View { Text("\\(mode)") }
            }
            class ListingController: ThemedHost<Listing> {
                init(mode: Int, compact: Bool) {
                    if compact {
                        super.init(rootView: Listing(mode: mode))
                    } else {
                        super.init(rootView: .init(mode: mode + 1))
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Opener {
                func open() -> [UIViewController] { [ListingController(mode: 1, compact: true), ListingController(mode: 2, compact: false)] }
            }
            """
        XCTAssertEqual(themeSites(["Listing.swift": source]), ["Listing.swift:18:13", "Listing.swift:20:13"])
        // Given a view of the workspace to host, the class hands it on: counted at its constructions.
        let given = source.replacingOccurrences(of: "init(mode: Int, compact: Bool) {", with: "init(listing: Listing, compact: Bool) { let mode = listing.mode")
            .replacingOccurrences(of: "super.init(rootView: Listing(mode: mode))", with: "super.init(rootView: listing)")
            .replacingOccurrences(of: "ListingController(mode: 1, compact: true), ListingController(mode: 2, compact: false)",
                with: "ListingController(listing: Listing(mode: 1), compact: true), ListingController(listing: Listing(mode: 2), compact: false)")
        XCTAssertEqual(themeSites(["Listing.swift": given]), ["Listing.swift:26:42", "Listing.swift:26:103"])
    }

    func testAContainersInjectionIntoItsOwnSubviewIsCountedWhereItIsWritten() {
        // `Toasts` injects into the content it is given (counted at its two uses) and into its own
        // banner (counted where written, once).
        let source = """
            import SwiftUI
            struct Banner: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("") }
            }
            struct Toasts<Content: View>: View {
                @StateObject private var theme = Theme()
                let content: Content
                var body: some View {
                    ZStack {
                        content.environmentObject(theme)
                        Banner().environmentObject(theme)
                    }
                }
            }
            struct Screens: View {
                var body: some View { VStack { Toasts(content: Root()); Toasts(content: Text("")) } }
            }
            """
        XCTAssertEqual(themeSites(["Toasts.swift": source]), ["Toasts.swift:12:40", "Toasts.swift:17:36", "Toasts.swift:17:61"])
    }

    /// `let root = Root(); UIHostingController(rootView: root.environmentObject(theme))`: the
    /// modifiers apply to the view the local holds.
    func testAHostingRootsModifiersApplyToTheViewALocalHolds() {
        let coordinator = """
            final class Coordinator {
                func start() -> UIViewController {
                    let root = Root()
                    return UIHostingController(rootView: root.environmentObject(Theme.shared))
                }
            }
            """
        assertThemeReaches("import UIKit\n" + coordinator, scene: "Text(\"home\")", reported: false)
        assertThemeReaches("import UIKit\n" + coordinator.replacingOccurrences(of: "root.environmentObject(Theme.shared)", with: "root.padding()"),
            scene: "Text(\"home\")", reported: true)
    }

    /// A view whose action calls code that shows `Root` in a new hosting controller does not
    /// pass its environment on: the controller's root starts from what that call injects.
    func testAHostingControllerMadeByAViewsActionStartsANewEnvironment() {
        let app = """
            import SwiftUI
            import UIKit
            final class Flow {
                func open() -> UIViewController { UIHostingController(rootView: Root()) }
            }
            struct Landing: View {
                let flow: Flow
                var body: some View { Button("Go") { _ = flow.open() } }
            }
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { Landing(flow: Flow()).environmentObject(Theme.shared) } }
            }
            """
        assertOwnership(["Types.swift": Self.types, "App.swift": app], ["1️⃣": "environment: injects one | !above `Root`"])
        assertOwnership(["Types.swift": Self.types, "App.swift": app.replacingOccurrences(of: "UIHostingController(rootView: Root())", with: "UIHostingController(rootView: Root().environmentObject(Theme.shared))")],
            ["1️⃣": "environment: above `Root` (`UIHostingController(rootView:)` → `Root`)"])
    }

    /// `UIHostingConfiguration { Root().environmentObject(theme) }`: a cell's content is a root
    /// given in a view-builder closure, with what the closure injects above it.
    func testAHostingConfigurationsClosureIsARoot() {
        let cell = """
            enum Cells {
                static func themed() -> UIContentConfiguration {
                    UIHostingConfiguration {
                        Root().environmentObject(Theme.shared)
                    }
                }
            }
            """
        assertThemeReaches("import UIKit\n" + cell, scene: "Text(\"home\")", reported: false)
        assertThemeReaches("import UIKit\n" + cell.replacingOccurrences(of: ".environmentObject(Theme.shared)", with: ".padding()"),
            scene: "Text(\"home\")", reported: true)
    }

    /// What injections name is typed: a stored property of the type around a hosting call,
    /// declared in another file; `@Environment(T.self)` properties; `guard let x = x`; a global
    /// declared in an `#if` clause.
    func testInjectedValuesAreTypedThroughPropertiesWrappersUnwrapsAndGlobalsInClauses() {
        let controller = """
            import SwiftUI
            import UIKit
            final class Controller {
                var manager: ItemManager?
                let state = AppState()
            }
            #if DEBUG
            let sampleTheme = Theme()
            #endif
            struct Shell: View {
                @Environment(Router.self) private var router
                var body: some View { Text("shell") }
                func detached() -> some View { Root().environment(router) }
            }
            """
        let shows = """
            import SwiftUI
            import UIKit
            extension Controller {
                func show() -> UIViewController? {
                    guard let manager = manager else { return nil }
                    return UIHostingController(rootView: Root().environmentObject(manager).environmentObject(sampleTheme).environmentObject(state))
                }
            }
            """
        let (_, model) = assertFindings(["Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: ""), "Controller.swift": controller, "Show.swift": shows])
        let index = model.injectionIndex
        XCTAssertTrue(index.untyped.isEmpty, "\(index.untyped.map(\.expression))")
        XCTAssertEqual(index.byType["ItemManager"]?.map(\.expression), ["manager"])
        XCTAssertEqual(index.byType["AppState"]?.map(\.expression), ["state"])
        XCTAssertEqual(index.byType["Theme"]?.map(\.expression), ["sampleTheme"])
        XCTAssertEqual(index.byType["Router"]?.map(\.expression), ["router"])
    }

    /// What the injection index types: `self` in a class's method, a method's declared result, and
    /// not a static method of a type that shares a `View` helper's name.
    func testTheInjectionIndexTypesSelfMethodResultsAndStaticCalls() {
        let source = Self.types.replacingOccurrences(of: "1️⃣", with: "") + """
            final class Coordinator: ObservableObject {
                func push(_ view: some View) -> UIViewController { UIHostingController(rootView: view.environmentObject(self)) }
            }
            final class Provider {
                static let shared = Provider()
                func manager(for id: Int) -> ItemManager { ItemManager() }
            }
            extension View { func designTime() -> some View { environmentObject(Theme.shared) } }
            struct Sample { static func designTime() -> Sample { Sample() } }
            struct Screen: View {
                var body: some View { Text("").environmentObject(Provider.shared.manager(for: 1)) }
            }
            struct Gallery: View {
                var body: some View { Text("\\(Sample.designTime())").designTime() }
            }
            """
        let (_, model) = assertFindings(["View.swift": source])
        let index = model.injectionIndex
        XCTAssertEqual(index.byType["Coordinator"]?.map(\.expression), ["self"])
        XCTAssertEqual(index.byType["ItemManager"]?.map(\.expression), ["Provider.shared.manager(for: 1)"])
        // `.designTime()` on a view injects; `Sample.designTime()` is Sample's own static method.
        XCTAssertEqual(index.byType["Theme"]?.count, 1, "\(index.byType["Theme"] ?? [])")
        XCTAssertTrue(index.untyped.isEmpty, "\(index.untyped)")
    }

    /// A file that calls a helper type but never says "environment" is still searched.
    func testCallsOfAHelperTypeAreIndexedInAnyFile() {
        let container = "import SwiftUI\nstruct Tab<Content: View>: View {\n    var content: () -> Content\n    var body: some View { content().environmentObject(Theme.shared) }\n}\n"
        let (_, model) = assertFindings([
            "Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: ""), "Tab.swift": container,
            "Tabs.swift": "import SwiftUI\nenum Tabs {\n    @ViewBuilder static func make() -> some View { Tab { Text(\"a\") }; Tab { Text(\"b\") } }\n}\n",
        ])
        XCTAssertEqual(model.injectionIndex.byType["Theme"]?.count, 2, "\(model.injectionIndex.byType["Theme"] ?? [])")
    }

    /// The places the index counts for `Theme`, as `File.swift:line`.
    func themeSites(_ files: [String: String]) -> [String] {
        let (_, model) = assertFindings(files.merging(["Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: "")]) { a, _ in a })
        return (model.injectionIndex.byType["Theme"] ?? []).map { model.describe($0.location) }
    }

    func testAContainersOwnInjectionIsCountedAtItsCallsOnly() {
        // Counted once per place: at each `Tab { … }`, through `Tab`, not again inside `Tab`'s body.
        let container = "import SwiftUI\nstruct Tab<Content: View>: View {\n    var content: () -> Content\n    var body: some View { content().environmentObject(Theme.shared) }\n}\n"
        let calls = "import SwiftUI\nstruct Tabs: View {\n    var body: some View { TabView { Tab { Text(\"a\") }; Tab { Text(\"b\") } } }\n}\n"
        XCTAssertEqual(themeSites(["Tab.swift": container, "Tabs.swift": calls]), ["Tabs.swift:3:37", "Tabs.swift:3:56"])
        // A view that injects into its own subviews (no content given) injects at its own place.
        let own = "import SwiftUI\nstruct Screen: View {\n    var body: some View { Root().environmentObject(Theme.shared) }\n}\nstruct Host: View {\n    var body: some View { VStack { Screen(); Screen() } }\n}\n"
        XCTAssertEqual(themeSites(["Screen.swift": own]), ["Screen.swift:3:52"])
        // Generic over something else than a view (a data provider): no content is given, so what
        // it injects reaches its own subviews, counted where it is written.
        let provider = """
            import SwiftUI
            struct Group<Provider: Hashable>: View {
                let provider: Provider
                @StateObject private var theme = Theme()
                var body: some View { Root().environmentObject(theme) }
            }
            struct Host: View {
                var body: some View { VStack { Group(provider: 1); Group(provider: "a") } }
            }
            """
        XCTAssertEqual(themeSites(["Group.swift": provider]), ["Group.swift:5:52"])
    }

    func testInjectionsIntoContentAHelperPresentsAreCountedWhereTheyAre() {
        // `withSheets` presents views that get the theme through `themed()`: each of those calls is
        // an injection (into the presented view), counted at its place; `withSheets` itself gives
        // its own content nothing, so its calls are not injections.
        let helpers = """
            import SwiftUI
            enum Sheet: Identifiable { case a, b; var id: Int { 0 } }
            extension View {
                func themed() -> some View { environmentObject(Theme.shared) }
                func withSheets(_ sheet: Binding<Sheet?>) -> some View {
                    self.sheet(item: sheet) { item in
                        switch item {
                        case .a: Root().themed()
                        case .b: Root().themed()
                        }
                    }
                }
            }
            struct Screen: View {
                @State private var sheet: Sheet?
                var body: some View { Text("x").withSheets($sheet) }
            }
            """
        XCTAssertEqual(themeSites(["Helpers.swift": helpers]), ["Helpers.swift:8:29", "Helpers.swift:9:29"])
    }

    func testASubclassSuperInitAndAPropertyHelperInjectAtTheirPlaces() {
        // `super.init(rootView:)` runs the themed superclass's initializer on this root; a `View`
        // extension's computed property that hosts `self` in it injects where it is read.
        let hosting = """
            import SwiftUI
            import UIKit
            class ThemedHost<Content: View>: UIHostingController<AnyView> {
                init(rootView: Content, theme: Theme = Theme.shared) {
                    super.init(rootView: AnyView(rootView.environmentObject(theme)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class RootController: ThemedHost<Root> {
                init(value: Int) {
                    super.init(rootView: Root())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension View {
                var themedUIView: UIView { ThemedHost(rootView: self).view }
                var plainUIView: UIView { UIHostingController(rootView: self).view }
            }
            final class Cell {
                let themed = Root().themedUIView
                let plain = Root().plainUIView
            }
            class InheritingController: ThemedHost<Root> {
                convenience init() { self.init(rootView: Root()) }
            }
            """
        XCTAssertEqual(themeSites(["Hosting.swift": hosting]), ["Hosting.swift:11:9", "Hosting.swift:20:18", "Hosting.swift:24:26"])
    }

    /// The places and expressions the index counts for `Theme`, as `File.swift:line:column expression`.
    func themeInjections(_ files: [String: String]) -> [String] {
        let (_, model) = assertFindings(files.merging(["Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: "")]) { a, _ in a })
        return (model.injectionIndex.byType["Theme"] ?? []).map { model.describe($0.location) + " " + $0.expression }
    }

    func testAMethodGivenAViewInjectsAtItsCalls() {
        // `push(_:)` hosts the view it is given with the receiver injected: counted at each call
        // that picks it (its argument is a view), named by the receiver; not inside the method.
        let coordinator = """
            import SwiftUI
            import UIKit
            final class Navigator: ObservableObject {
                let theme = Theme()
                weak var controller: UINavigationController?
                func push<V: View>(_ view: V, animated: Bool = true) {
                    controller?.pushViewController(UIHostingController(rootView: view.environmentObject(theme)), animated: animated)
                }
                func push(_ viewController: UIViewController, animated: Bool = true) {
                    controller?.pushViewController(viewController, animated: animated)
                }
                func showSettings<V: View>(_ header: V) {
                    controller?.present(UIHostingController(rootView: Root().environmentObject(theme)), animated: true)
                }
            }
            extension Theme {
                func present(_ content: some View) { _ = UIHostingController(rootView: content.environmentObject(self)) }
            }
            final class Plain { func push(_ view: some View) { _ = UIHostingController(rootView: view) } }
            struct Screen: View {
                @EnvironmentObject var path: Navigator
                let plain = Plain()
                var body: some View {
                    Button("a") { path.push(Root()) }
                    Button("b") { path.push(UIViewController()) }
                    Button("c") { let next = UIViewController(); path.push(next, animated: false) }
                    Button("d") { plain.push(Root()) }
                    Button("e") { Theme.shared.present(Root()) }
                }
            }
            """
        XCTAssertEqual(
            themeInjections(["Navigator.swift": coordinator]),
            [
                // What `showSettings` injects into a view it builds itself stays where it is written.
                "Navigator.swift:13:84 theme",
                "Navigator.swift:24:28 theme",
                "Navigator.swift:28:36 Theme.shared",
            ])
        // With no other `push` to pick, an argument Lifeline cannot type still runs this one.
        let single = coordinator.replacingOccurrences(of: "func push(_ viewController: UIViewController, animated: Bool = true)", with: "func pushController(_ viewController: UIViewController, animated: Bool = true)")
            .replacingOccurrences(of: "path.push(UIViewController())", with: "path.pushController(UIViewController())")
        XCTAssertEqual(
            themeInjections(["Navigator.swift": single]),
            ["Navigator.swift:13:84 theme", "Navigator.swift:24:28 theme", "Navigator.swift:26:59 theme", "Navigator.swift:28:36 Theme.shared"])
    }

    func testAMethodHandingOnTheViewItIsGivenInjectsThroughTheOneItCalls() {
        // `Opener.open` hands its view to `Window.host`, which injects: counted at `open`'s call,
        // through both, with `host`'s own `self` named as `open` reaches it.
        let source = """
            import SwiftUI
            import AppKit
            final class Window {
                let theme = Theme()
                func open(_ content: () -> some View) { _ = host(content) }
                private func host(_ content: () -> some View) -> NSHostingView<some View> { NSHostingView(rootView: content().environmentObject(theme)) }
            }
            final class Opener {
                func openPrompt(_ content: () -> some View) { Window().open(content) }
                func openOther(_ content: () -> some View) { print(content) }
            }
            struct Menu: View {
                let opener = Opener()
                var body: some View {
                    Button("a") { opener.openPrompt { Root() } }
                    Button("b") { opener.openOther { Root() } }
                }
            }
            """
        let (_, model) = assertFindings(["Window.swift": source, "Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: "")])
        let sites = (model.injectionIndex.byType["Theme"] ?? []).map { model.describe($0.location) + " " + $0.through.joined(separator: " → ") }
        XCTAssertEqual(sites, ["Window.swift:15:30 .openPrompt(…) → .open(…) → .host(…)"])
    }

    /// Code outside views keeps the view and its modifiers in a local and hands it to a window:
    /// what the modifiers inject is above the view, as when the call is handed on directly.
    func testAWindowsContentKeptInALocalInjectsThroughItsModifiers() {
        func window(_ modifiers: String) -> String {
            """
            import SwiftUI
            import AppKit
            final class MainWindowController {
                var window: NSWindow?
                func open() {
                    let content = Root()\(modifiers)
                    window = ContentWindow(content: content)
                }
            }
            final class ContentWindow<Content: View>: NSWindow {
                init(content: Content) {
                    super.init(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
                    contentView = NSHostingView(rootView: content)
                }
            }
            """
        }
        func above(_ modifiers: String) -> [String] {
            let (model, _) = markedWorkspace(["Window.swift": window(modifiers), "Types.swift": Self.types])
            guard let root = model.view(typed: "Root") else { return ["no Root"] }
            return OwnershipAnalysis.injectionsAbove(root, among: model.appInjections(of: "Theme"), in: model).map { $0.chain.joined(separator: " → ") }
        }
        XCTAssertEqual(above("\n            .environmentObject(theme)"), ["MainWindowController.open → Root"])
        XCTAssertEqual(above(".padding()"), [])
    }

    func testAPlaceOneWayTypesIsNotAlsoUntold() {
        // The body walk cannot type a preview's static member; the index's own typer can: one
        // injection, of that type.
        let source = """
            import SwiftUI
            struct Root_Previews: PreviewProvider {
                static var previews: some View { List { Root() }.environmentObject(mockedTheme) }
                static var mockedTheme: Theme {
                    let theme = Theme()
                    theme.dark = true
                    return theme
                }
            }
            """
        let (_, model) = assertFindings(["Preview.swift": source, "Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: "")])
        XCTAssertEqual((model.injectionIndex.byType["Theme"] ?? []).map { model.describe($0.location) }, ["Preview.swift:3:72"])
        XCTAssertTrue(model.injectionIndex.untyped.isEmpty, "\(model.injectionIndex.untyped)")
    }

    func testAMemberOfAWorkspaceTypeThatIsNoViewIsNotAViewExtensionsHelper() {
        // `Settings` declares its own `themed()` and `themedUIView`: called on a `Settings`, they
        // are its members, not the `View` extension's that inject.
        let source = """
            import SwiftUI
            import UIKit
            extension View {
                func themed() -> some View { environmentObject(Theme.shared) }
                var themedUIView: UIView { UIHostingController(rootView: environmentObject(Theme.shared)).view }
            }
            final class Settings {
                func themed() -> Settings { self }
                var themedUIView: UIView { UIView() }
            }
            final class Screen {
                let settings = Settings()
                func make() -> [Any] { [settings.themed(), settings.themedUIView, Root().themed(), Root().themedUIView] }
            }
            """
        XCTAssertEqual(themeSites(["Screen.swift": source]), ["Screen.swift:13:78", "Screen.swift:13:88"])
    }

    func testAClassGivenAViewToHostInjectsAtItsConstructions() {
        // `Navigator(rootView:)` hosts the view it is given inside a wrapper that injects: counted
        // at each construction, not inside the class or the wrapper.
        let source = """
            import SwiftUI
            import UIKit
            private struct Wrapper<Content: View>: View {
                let content: Content
                let theme: Theme
                var body: some View { content.environmentObject(theme) }
            }
            class Navigator<Content: View>: UINavigationController {
                let theme = Theme()
                init(rootView: Content) {
                    super.init(rootViewController: UIHostingController(rootView: Wrapper(content: rootView, theme: theme)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Flow {
                let first = Navigator(rootView: Root())
                let second = Navigator(rootView: Text("x"))
            }
            """
        XCTAssertEqual(themeSites(["Flow.swift": source]), ["Flow.swift:16:17", "Flow.swift:17:18"])
    }

    func testAnInjectionSpecializedByTheInjectorsOwnGenericParameterMayBeAnySpecialization() {
        // `Box<Value>` inside `Slider<Value>`: whichever `Box` the caller's `Slider<Double>` makes.
        let source = """
            import SwiftUI
            final class Box<Value>: ObservableObject { var value: Value? }
            struct Slider<Value: BinaryFloatingPoint>: View {
                @StateObject private var state = Box<Value>()
                var body: some View { Text("x").environmentObject(state) }
            }
            struct Fixed: View {
                @StateObject private var state: Box<Int> = Box<Int>()
                var body: some View { Text("x").environmentObject(state) }
            }
            """
        let (_, model) = assertFindings(["Types.swift": Self.types.replacingOccurrences(of: "1️⃣", with: ""), "Slider.swift": source])
        XCTAssertEqual(model.appInjections(of: "Box<Double>").map { model.describe($0.location) }, ["Slider.swift:5:55"])
        XCTAssertEqual(model.appInjections(of: "Box<Int>").count, 2)
    }

    func testASubscriptOfACollectionIsTypedByItsElement() {
        let source = """
            import SwiftUI
            enum Themes {
                static let byName: [String: Theme] = [:]
                static let list: Array<Theme> = []
                static let nested: [String: [Int: Theme]] = [:]
            }
            struct Screen: View {
                var body: some View {
                    if let theme = Themes.byName["dark"] { Root().environmentObject(theme) }
                    Root().environmentObject(Themes.list[0])
                    if let inner = Themes.nested["a"], let theme = inner[1] { Root().environmentObject(theme) }
                }
            }
            """
        XCTAssertEqual(themeSites(["Screen.swift": source]), ["Screen.swift:9:73", "Screen.swift:10:34", "Screen.swift:11:92"])
    }

    /// SwiftUI puts an app's observable delegate in its scenes' environment, and, in an app with a
    /// delegate adaptor, each observable class it makes a scene's delegate (`delegateClass = T.self`).
    func testObservableAppAndSceneDelegatesAreInTheScenesEnvironment() {
        let delegates = """
            import SwiftUI
            import UIKit
            final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                @Published var launched = false
                func application(_: UIApplication, configurationForConnecting session: UISceneSession, options _: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }
            @Observable final class SceneDelegate: NSObject, UIWindowSceneDelegate { var window: UIWindow? }
            final class Plain: NSObject, UIWindowSceneDelegate {}
            struct Home: View {
                @EnvironmentObject var 1️⃣delegate: AppDelegate
                @Environment(SceneDelegate.self) private var 2️⃣scene
                var body: some View { Text("\\(delegate.launched) \\(scene.window == nil)") }
            }
            """
        func app(_ adaptor: String) -> String {
            "import SwiftUI\n@main struct TheApp: App {\n    \(adaptor)\n    var body: some Scene { WindowGroup { Home() } }\n}\n"
        }
        assertFindings(["Delegates.swift": delegates, "App.swift": app("@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate")], [:])
        assertFindings(["Delegates.swift": delegates, "App.swift": app("@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate")], [:])
        // No adaptor: SwiftUI makes no delegate, and the scene delegate is UIKit's business.
        assertFindings(["Delegates.swift": delegates, "App.swift": app("let name = \"app\"")],
            ["1️⃣": "missing-environment-object", "2️⃣": "missing-environment-object"])
        // Another class as the scene delegate: the observable one is not in the environment.
        assertFindings(["Delegates.swift": delegates.replacingOccurrences(of: "delegateClass = SceneDelegate.self", with: "delegateClass = Plain.self"),
                        "App.swift": app("@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate")],
            ["2️⃣": "missing-environment-object"])
        assertOwnership(["Delegates.swift": delegates, "App.swift": app("@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate")],
            ["2️⃣": "environment: injected as the scene delegate SceneDelegate.self at"])
    }

    /// `.designTime()` alone, as an argument, is a static member of the parameter's type, not the
    /// `View` extension method of that name; a helper in `extension PreviewProvider` is preview code.
    func testALeadingDotCallIsAStaticMemberAndPreviewProviderExtensionsArePreviews() {
        let source = Self.types.replacingOccurrences(of: "1️⃣", with: "") + """
            extension View { func designTime() -> some View { environmentObject(Theme.shared) } }
            struct Preferences { static func designTime() -> Preferences { Preferences() } }
            final class Store { init(_ preferences: Preferences) {} }
            struct Screen: View {
                let store = Store(.designTime())
                var body: some View { Root() }
            }
            extension PreviewProvider {
                static var sample: some View { Root().designTime() }
            }
            struct Main: View {
                var body: some View { Root().designTime() }
            }
            """
        let (_, model) = assertFindings(["View.swift": source])
        let sites = model.injectionIndex.byType["Theme"] ?? []
        XCTAssertEqual(sites.count, 2, "\(sites.map { model.describe($0.location) })")
        XCTAssertEqual(model.appInjections(of: "Theme").count, 1, "\(model.appInjections(of: "Theme").map { model.describe($0.location) })")
    }

    /// A view that only previews and tests build, directly or through views only they build, is
    /// preview scaffolding: what it injects is no injection of the app. Its static members stay
    /// the app's (the app may call them without building the view), and a view the app builds
    /// too is the app's.
    func testInjectionsInViewsOnlyPreviewsAndTestsBuildAreThePreviews() {
        let views = """
            import SwiftUI
            final class Theme: ObservableObject { static let shared = Theme() }
            struct Reader: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("reader") }
            }
            struct Promo: View {
                static func badge() -> some View { Reader().environmentObject(Theme.shared) }
                var body: some View { Frame() }
            }
            struct Frame: View {
                var body: some View { Reader().environmentObject(Theme.shared) }
            }
            #Preview { Promo() }
            """
        let test = "import XCTest\n@testable import App\nfinal class PromoTests: XCTestCase { func testRenders() { _ = Frame() } }\n"
        let (_, model) = assertFindings(["Views.swift": views, "PromoTests.swift": test])
        XCTAssertEqual(model.injectionIndex.byType["Theme"]?.count, 2)
        let app = model.appInjections(of: "Theme").map { model.describe($0.location) }
        XCTAssertEqual(app.count, 1, "only the static member's injection is the app's: \(app)")
        XCTAssertTrue(app.first?.contains(":8:") == true, "\(app)")
        XCTAssertTrue(model.isBuiltOnlyByPreviews(TypeKey("Frame")))
        XCTAssertTrue(model.isBuiltOnlyByPreviews(TypeKey("Promo")))
        // The app shows Frame too: its injection is the app's.
        let shown = views + "\n@main struct TheApp: App { var body: some Scene { WindowGroup { Frame() } } }\n"
        let (_, appModel) = assertFindings(["Views.swift": shown, "PromoTests.swift": test])
        XCTAssertEqual(appModel.appInjections(of: "Theme").count, 2)
        XCTAssertFalse(appModel.isBuiltOnlyByPreviews(TypeKey("Frame")))
        XCTAssertTrue(appModel.isBuiltOnlyByPreviews(TypeKey("Promo")))
    }

    func testAnObservableInjectionDoesNotFeedAnEnvironmentObject() {
        let helper = "extension View { func routed() -> some View { environment(Router()) } }"
        assertThemeReaches(helper, scene: "Root().routed()", reported: true)
    }

    /// `.environment(\\.key) { value }` sets a value (a closure), not an object; it was once read
    /// past its one argument and trapped on a real app.
    func testAKeyPathWithATrailingClosureIsAValue() {
        let source = Self.types + """
            struct Edge: View {
                var body: some View { Root().environment(\\.openURL) { _ in .handled } }
            }
            """
        let (_, model) = assertFindings(["View.swift": source.replacingOccurrences(of: "1️⃣", with: "")])
        XCTAssertTrue(model.untypedInjections.isEmpty, "\(model.untypedInjections)")
    }

    /// `if let x = object.member` in a body: `x` is typed through the model where it is injected.
    func testAnIfLetBindingIsTypedWhereItIsInjected() {
        let source = Self.types + """
            struct Holder: View {
                @StateObject private var state = AppState()
                var body: some View {
                    if let manager = Optional(state).map({ $0 }) { Root() }
                    if let items = state.itemManager as ItemManager? { Items().environmentObject(items) }
                }
            }
            struct Items: View {
                @EnvironmentObject var manager: ItemManager
                var body: some View { Text("\\(manager.items.count)") }
            }
            """
        let (_, model) = assertFindings(["View.swift": source.replacingOccurrences(of: "1️⃣", with: "")])
        XCTAssertEqual(model.injectionsByType["ItemManager"]?.count, 1)
        XCTAssertTrue(model.untypedInjections.isEmpty, "\(model.untypedInjections)")
    }

    /// `case .settings(let manager)`: the bound value is typed by the enum case's declaration.
    func testACasePatternBindingIsTypedByTheCase() {
        let source = Self.types + """
            struct Sheet: View {
                enum Kind { case settings(manager: ItemManager, theme: Theme), about(Int) }
                let kind: Kind?
                var body: some View {
                    switch kind {
                    case .settings(let manager, let theme): Items().environmentObject(manager).environmentObject(theme)
                    case .about(let n): Text("\\(n)")
                    case nil: EmptyView()
                    }
                    if case let Kind.settings(theme: theme, manager: manager)? = kind { Items().environmentObject(manager) }
                }
            }
            struct Items: View {
                @EnvironmentObject var manager: ItemManager
                var body: some View { Text("\\(manager.items.count)") }
            }
            """
        let (_, model) = assertFindings(["View.swift": source.replacingOccurrences(of: "1️⃣", with: "")])
        XCTAssertEqual(model.injectionsByType["ItemManager"]?.count, 1, "\(model.injectionsByType)")
        XCTAssertEqual(model.injectionsByType["Theme"]?.count, 1, "\(model.injectionsByType)")
        XCTAssertEqual(model.untypedInjections.map(\.expression), ["manager"], "the optional pattern `case …? = kind` is not followed")
    }
}
