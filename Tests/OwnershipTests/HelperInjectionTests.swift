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
            ["1️⃣": "environment: injected by theme through `.withEnvironments()`"])
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
