import Features
import Foundation
import Semantics
import XCTest

/// A hover's simulation starts at a root of the app when one reaches the view, shows the view
/// through the container that shows it in the app (a sheet presented, a link followed, a branch
/// taken), and says what leaving and coming back through that container does to the object the
/// property holds (docs/lifecycle-model.md, "Containers").
final class RealRootHoverTests: XCTestCase {
    /// The app every case shares: an App injecting a store, a home screen with a sheet, two links
    /// and a branch.
    static let app = """
        import SwiftUI
        final class Store: ObservableObject { @Published var n = 0 }
        final class Tally: ObservableObject { @Published var n = 0 }
        @main struct Demo: App {
            @StateObject private var store = Store()
            var body: some Scene { WindowGroup { Home().environmentObject(store) } }
        }
        struct Home: View {
            @State private var refreshes = 0
            @State private var showsEditor = false
            @State private var showsDetail = false
            @StateObject private var shared = Tally()
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("\\(refreshes)")
                        NavigationLink("Owned") { OwnedPage() }
                        NavigationLink("Borrowed", destination: BorrowedPage(tally: shared))
                        if showsDetail { Detail() }
                    }
                    .sheet(isPresented: $showsEditor) { Editor() }
                }
            }
        }
        struct OwnedPage: View {
            @StateObject private var tally = Tally()
            var body: some View { Text("\\(tally.n)") }
        }
        struct BorrowedPage: View {
            @ObservedObject var tally: Tally
            var body: some View { Text("\\(tally.n)") }
        }
        struct Detail: View {
            @StateObject private var tally = Tally()
            var body: some View { Text("\\(tally.n)") }
        }
        struct Editor: View {
            @StateObject private var draft = Tally()
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(draft.n) \\(store.n)") }
        }
        """

    /// An app whose screens are reached only by tapping: a tab, then a link or a button that
    /// presents a sheet; no chain of `@State` leads there.
    static let tabs = """
        import SwiftUI
        final class Session: ObservableObject { @Published var user = "" }
        final class Draft: ObservableObject { @Published var text = "" }
        @main struct Tabs: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Root().environmentObject(session) } }
        }
        struct Root: View {
            @EnvironmentObject var session: Session
            var body: some View {
                TabView {
                    Text(session.user).tabItem { Text("Home") }
                    SettingsTab().tabItem { Text("Settings") }
                }
            }
        }
        struct SettingsTab: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Account") { AccountPage() }
                        Button("Compose") { composing = true }
                    }
                    .sheet(isPresented: $composing) { Composer() }
                }
            }
        }
        struct AccountPage: View {
            @EnvironmentObject var session: Session
            @StateObject private var draft = Draft()
            var body: some View { Text(session.user + draft.text) }
        }
        struct Composer: View {
            @StateObject private var draft = Draft()
            var body: some View { Text(draft.text) }
        }
        struct Unreached: View {
            @StateObject private var draft = Draft()
            var body: some View { Text(draft.text) }
        }
        struct Host: View {
            @State private var on = false
            var body: some View { if on { Unreached() } }
        }
        """

    /// The Simulated section of `view.property` in a workspace of one file.
    func section(_ view: String, _ property: String, in app: String, file: StaticString = #filePath, line: UInt = #line) throws -> SimulatedSection {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(app.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let type = try XCTUnwrap(snapshot.model.view(typed: view), file: file, line: line)
        return snapshot.simulatedSection(view: type, property: try XCTUnwrap(type.property(property), file: file, line: line))
    }

    func assertSimulated(_ view: String, _ property: String, in app: String = RealRootHoverTests.app, origin: SimulationOrigin = .realRoot, contains expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        guard case .lines(let lines, let from) = try section(view, property, in: app, file: file, line: line) else {
            return XCTFail("\(view).\(property) is not simulated", file: file, line: line)
        }
        XCTAssertEqual(from, origin, "\(lines)", file: file, line: line)
        for sentence in expected {
            XCTAssertTrue(lines.contains(sentence), "missing: \(sentence)\nin: \(lines.joined(separator: "\n"))", file: file, line: line)
        }
    }

    func testASheetIsPresentedToReachItsViewAndDismissingItFreesWhatTheViewOwns() throws {
        try assertSimulated("Editor", "draft", contains: [
            "`Editor` is shown once `Home.showsEditor` changes (the simulated launch from `Demo` did not show it); the runs start there.",
            "`draft` holds the `Tally` that `Editor` makes itself.",
            "When `Home.showsEditor` changes back and again (hiding `Editor` and showing it again): `Editor` is made anew, its `Tally` is freed and a new one is made, which starts from its initializer.",
            "Certain: the runs from `Demo` (a root of the app) met no value Lifeline could not compute.",
        ])
    }

    /// An object the view's own `init` makes (`self.model = FormModel()`) is the property's:
    /// presented again, the new view makes a new one.
    func testAnObjectTheViewsInitMakesIsMadeAgainWhenItIsPresentedAgain() throws {
        let app = """
            import SwiftUI
            @main struct Demo: App { var body: some Scene { WindowGroup { Home() } } }
            final class FormModel: ObservableObject { @Published var name = "" }
            struct Home: View {
                @State private var showsForm = false
                var body: some View { Button("New") { showsForm = true }.sheet(isPresented: $showsForm) { FormView() } }
            }
            struct FormView: View {
                @ObservedObject var model: FormModel
                init() { self.model = FormModel() }
                var body: some View { Text(model.name) }
            }
            """
        try assertSimulated("FormView", "model", in: app, contains: [
            "When what the button \"New\" presents is dismissed and presented again: `FormView` is made anew, its `FormModel` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    func testAnEnvironmentObjectIsNamedByWhoMadeItOnTheRealPath() throws {
        try assertSimulated("Editor", "store", contains: [
            "`store` holds the `Store` made by `Demo.store`, not by `Editor`.",
            "When `Home.showsEditor` changes back and again (hiding `Editor` and showing it again): `Editor` is made anew, it keeps the same `Store`.",
        ])
    }

    func testALinkIsFollowedToReachItsDestinationAndPoppingFreesWhatThePageOwns() throws {
        try assertSimulated("OwnedPage", "tally", contains: [
            "`OwnedPage` is shown once the link \"Owned\" is followed (the simulated launch from `Demo` did not show it); the runs start there.",
            "When the screen the link \"Owned\" pushes is popped and pushed again: `OwnedPage` comes back without being initialized again, its `Tally` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    func testALinksDestinationKeepsTheObjectItWasGivenAcrossPopAndPush() throws {
        try assertSimulated("BorrowedPage", "tally", contains: [
            "`tally` holds the `Tally` made by `Home.shared`, not by `BorrowedPage`.",
            "When the screen the link \"Borrowed\" pushes is popped and pushed again: `BorrowedPage` comes back without being initialized again, it keeps the same `Tally`.",
        ])
    }

    func testABranchIsTakenToReachItsViewAndSwitchingItAwayFreesWhatTheViewOwns() throws {
        try assertSimulated("Detail", "tally", contains: [
            "`Detail` is shown once `Home.showsDetail` changes (the simulated launch from `Demo` did not show it); the runs start there.",
            "When `Home.refreshes` changes: `Detail` is re-initialized, the same `Tally` is kept.",
            "When `Home.showsDetail` changes back and again (hiding `Detail` and showing it again): `Detail` is made anew, its `Tally` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    func testATabAndALinkAreTappedToReachAPageNoStateLeadsTo() throws {
        try assertSimulated("AccountPage", "draft", in: RealRootHoverTests.tabs, contains: [
            "`AccountPage` is shown once the tab \"Settings\" is selected, then the link \"Account\" is followed (the simulated launch from `Tabs` did not show it); the runs start there.",
            "`draft` holds the `Draft` that `AccountPage` makes itself.",
            "When the screen the link \"Account\" pushes is popped and pushed again: `AccountPage` comes back without being initialized again, its `Draft` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    func testAButtonThatPresentsASheetIsTappedAndTheSheetDismissedAndPresentedAgain() throws {
        try assertSimulated("Composer", "draft", in: RealRootHoverTests.tabs, contains: [
            "`Composer` is shown once the tab \"Settings\" is selected, then the button \"Compose\" is tapped (the simulated launch from `Tabs` did not show it); the runs start there.",
            "When what the button \"Compose\" presents is dismissed and presented again: `Composer` is made anew, its `Draft` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    func testAnAncestorsObjectAnnouncingAChangeReRendersItWhenNoStateCanChange() throws {
        try assertSimulated("Root", "session", in: RealRootHoverTests.tabs, contains: [
            "`session` holds the `Session` made by `Tabs.session`, not by `Root`.",
            "When `Tabs.session` publishes a change (its `objectWillChange`): `Root` is re-initialized, it keeps the same `Session`.",
            "Certain: the runs from `Tabs` (a root of the app) met no value Lifeline could not compute.",
        ])
    }

    /// An ancestor's object the run cannot make (an external factory's) announces nothing the run
    /// can see, and a `nil` in a property of a non-optional type is not the app's: neither is said.
    func testAnObjectTheRunCannotMakeAnnouncesNothingAndIsNotNil() throws {
        let app = """
            import SwiftUI
            final class Item: ObservableObject { @Published var n = 0 }
            final class Feed: ObservableObject { @Published var items: [Item] = [] }
            @main struct Reader: App {
                var body: some Scene { WindowGroup { Board(feed: ExternalStore.feed()) } }
            }
            struct Board: View {
                @ObservedObject var feed: Feed
                var body: some View { Row(model: feed.items.first!) }
            }
            struct Row: View {
                @ObservedObject var model: Item
                var body: some View { Text("\\(model.n)") }
            }
            """
        let text: String
        switch try section("Row", "model", in: app) {
        case .lines(let lines, _): text = lines.joined(separator: "\n")
        case .notSimulated(let reason), .failed(let reason): text = reason
        }
        XCTAssertFalse(text.contains("publishes a change"), text)
        XCTAssertFalse(text.contains("is `nil` on this path"), text)
        XCTAssertFalse(text.contains("it stays `nil`"), text)
    }

    func testAViewNoTapReachesIsNotSaidToStartFromARoot() throws {
        try assertSimulated("Unreached", "draft", in: RealRootHoverTests.tabs, origin: .ancestor, contains: [
            "`Unreached` is shown once `Host.on` changes (the simulated launch from `Host` did not show it); the runs start there.",
        ])
    }

    /// An app whose profile screen shows only once the session has a user, which the simulated
    /// launch never gets: the runs take the branch and say so; a state of the screen's parent
    /// still changes around it.
    static let signedIn = """
        import SwiftUI
        final class Session: ObservableObject { var user: String? = nil }
        final class Feed: ObservableObject { @Published var n = 0 }
        @main struct Social: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Start(session: session) } }
        }
        struct Start: View {
            @ObservedObject var session: Session
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \\(taps)") { taps += 1 }
                    if let user = session.user {
                        Profile(name: user)
                    } else {
                        Text("Sign in")
                    }
                }
            }
        }
        struct Profile: View {
            let name: String
            @StateObject private var feed = Feed()
            var body: some View { Text(name) }
        }
        """

    /// Of the roots above a view, the search's first (the App) is tried, then the nearest of the
    /// others: fewer screens between its launch and the view.
    func testAfterTheFirstRootTheNearestRootAboveTheViewIsTried() throws {
        let app = """
            import SwiftUI
            import UIKit
            final class Session: ObservableObject { var user: String? = nil }
            final class Feed: ObservableObject { @Published var n = 0 }
            @main struct Demo: App {
                var body: some Scene { WindowGroup { Boom() } }
            }
            struct Boom: View {
                init() { fatalError("not here") }
                var body: some View { Near() }
            }
            final class Screens {
                func far() -> UIViewController { UIHostingController(rootView: Far()) }
                func near() -> UIViewController { UIHostingController(rootView: Near()) }
            }
            struct Far: View {
                init() { fatalError("not here either") }
                var body: some View { Mid() }
            }
            struct Mid: View {
                var body: some View { Near() }
            }
            struct Near: View {
                @StateObject private var session = Session()
                var body: some View {
                    if let user = session.user { Target(name: user) } else { Text("Sign in") }
                }
            }
            struct Target: View {
                let name: String
                @StateObject private var feed = Feed()
                var body: some View { Text(name) }
            }
            """
        try assertSimulated("Target", "feed", in: app, contains: ["`feed` holds the `Feed` that `Target` makes itself."])
        guard case .lines(let lines, _) = try section("Target", "feed", in: app) else { return XCTFail("not simulated") }
        XCTAssertTrue(lines.contains { $0.hasPrefix("To show `Target`, the runs from `Near` (a root of the app)") }, lines.joined(separator: "\n"))
    }

    /// A placeholder is made once per run: a view below an injection whose value the run could
    /// not compute is told that injection may give it, even when another view asked first.
    func testAPlaceholderBelowAnUnknownInjectionMayBeInjectedWhoeverAskedFirst() throws {
        let app = """
            import SwiftUI
            final class Tally: ObservableObject { @Published var n = 0 }
            @main struct Counter: App {
                var body: some Scene {
                    WindowGroup {
                        VStack {
                            Side()
                            Main().environmentObject(TallyFactory.make())
                        }
                    }
                }
            }
            struct Side: View {
                @EnvironmentObject var tally: Tally
                var body: some View { Text("\\(tally.n)") }
            }
            struct Main: View {
                @State private var taps = 0
                var body: some View { VStack { Button("Tap") { taps += 1 }; Text("\\(taps)"); Deep() } }
            }
            struct Deep: View {
                @EnvironmentObject var tally: Tally
                var body: some View { Text("\\(tally.n)") }
            }
            """
        guard case .lines(let lines, _) = try section("Deep", "tally", in: app) else { return XCTFail("not simulated") }
        XCTAssertTrue(lines.contains { $0.hasPrefix("`tally` holds a placeholder `Tally`: an injection above it on the run has a value Lifeline cannot compute, which may be it") }, lines.joined(separator: "\n"))
    }

    func testABranchTheLaunchDoesNotTakeIsTakenFromTheRootAndSaid() throws {
        try assertSimulated("Profile", "feed", in: RealRootHoverTests.signedIn, contains: [
            "To show `Profile`, the runs from `Social` (a root of the app) take a branch the simulated launch does not take on its own: the branch of `if let user = session.user` at `App.swift:14` that leads there. Every line here holds where the app takes it.",
            "`feed` holds the `Feed` that `Profile` makes itself.",
            "When `Start.taps` changes: `Profile` is re-initialized, the same `Feed` is kept.",
            "Assuming the app takes the branches above.",
        ])
    }

    /// A window's content that only code outside views builds (an app delegate's panel): that
    /// view is where the runs start, and the hover names the code.
    /// An app delegate that shows a panel of the app's views (code outside views).
    static let panel = """
        import SwiftUI
        import AppKit
        final class Clipboard: ObservableObject { @Published var n = 0 }
        final class FloatingPanel<Content: View>: NSPanel {
            init(@ViewBuilder content: () -> Content) {
                super.init(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
            }
        }
        final class AppDelegate: NSObject, NSApplicationDelegate {
            var panel: NSPanel?
            func applicationDidFinishLaunching(_ note: Notification) {
                panel = FloatingPanel { Panel() }
            }
        }
        struct Panel: View {
            @State private var filter = ""
            var body: some View {
                VStack {
                    TextField("Filter", text: $filter)
                    History()
                }
            }
        }
        struct History: View {
            @StateObject private var clipboard = Clipboard()
            var body: some View { Text("\\(clipboard.n)") }
        }
        """

    func assertPanelIsTheRoot(in app: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertSimulated("History", "clipboard", in: app, contains: [
            "`clipboard` holds the `Clipboard` that `History` makes itself.",
        ], file: file, line: line)
        guard case .lines(let lines, _) = try section("History", "clipboard", in: app, file: file, line: line) else { return XCTFail("not simulated", file: file, line: line) }
        XCTAssertTrue(lines.contains { $0.contains("`Panel` (taken as a root of the app: `AppDelegate` (`App.swift:12`) builds it outside views, and Lifeline does not follow where that code is called from)") }, lines.joined(separator: "\n"), file: file, line: line)
    }

    func testAViewOnlyCodeOutsideViewsBuildsIsARootOfTheApp() throws {
        try assertPanelIsTheRoot(in: RealRootHoverTests.panel)
    }

    /// A view the app's code outside views shows is a root of the app there, even where a view's
    /// body also builds it (a link of a screen no root shows): the runs start from it, as that
    /// code shows it, and its children's runs start there too.
    func testAViewShownOutsideViewsAndBuiltByAViewIsStillARoot() throws {
        try assertPanelIsTheRoot(in: RealRootHoverTests.panel + "\n" + """
            struct Orphan: View {
                var body: some View { NavigationStack { NavigationLink("Panel") { Panel() } } }
            }
            """)
    }

    /// A root of the app has no ancestor whose change would reach it: the runs from it change its
    /// own state (then, with none, let its own object announce a change); no stand-in parent's
    /// re-render, which the app never does to a root.
    func testARootViewsOwnStateAndObjectAreChangedFromItsLaunch() throws {
        let app = """
            import SwiftUI
            import UIKit
            final class Feed: ObservableObject { @Published var n = 0 }
            final class FeedController: UIViewController {
                func show() {
                    let host = UIHostingController(rootView: FeedScreen())
                    present(host, animated: true)
                }
            }
            struct FeedScreen: View {
                @StateObject private var feed = Feed()
                @State private var expanded = false
                var body: some View { Text(expanded ? "\\(feed.n)" : "") }
            }
            """
        try assertSimulated("FeedScreen", "feed", in: app, contains: [
            "`feed` holds the `Feed` that `FeedScreen` makes itself.",
            "When `FeedScreen.expanded` changes: `FeedScreen` is not re-initialized, the same `Feed` is kept.",
        ])
    }

    /// A view only a stack's `navigationDestination(for:)` builds: the runs push a value of its
    /// type, as the app's code would, take the router's case that builds the view, and say so;
    /// popped and pushed again, the screen is a new one.
    func testAValuePushedOnAStackShowsTheRoutersDestination() throws {
        let app = """
            import SwiftUI
            final class Detail: ObservableObject { @Published var n = 0 }
            enum Route: Hashable { case about, item(Int) }
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { Root() } }
            }
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Home")
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .about: Text("About")
                                case .item(let id): Item(id: id)
                                }
                            }
                    }
                }
            }
            struct Item: View {
                let id: Int
                @StateObject private var detail = Detail()
                var body: some View { Text("\\(detail.n)") }
            }
            """
        try assertSimulated("Item", "detail", in: app, contains: [
            "To show `Item`, the runs from `TheApp` (a root of the app) take a branch the simulated launch does not take on its own: the case of `switch route` at `App.swift:13` that leads there. Every line here holds where the app takes it.",
            "`Item` is shown once a `Route` is pushed on the navigation stack (by a link or the app's code; which value, Lifeline does not know) (the simulated launch from `TheApp` did not show it); the runs start there.",
            "When `Root.path` loses its last element: `Item` is no longer shown (the change removes it).",
            "When the pushed screen is popped and another `Route` that leads there is pushed: `Item` is made anew, its `Detail` is freed and a new one is made, which starts from its initializer.",
        ])
    }

    /// A state the parent's body reads only inside a closure handed to code Lifeline does not run:
    /// the run sees no read, so "not re-initialized" would be the run's, not the app's; no line.
    func testAStateReadWhereTheRunCannotSeeGivesNoReInitializationClaim() throws {
        let app = """
            import SwiftUI
            final class Results: ObservableObject { @Published var n = 0 }
            @main struct Finder: App {
                var body: some Scene { WindowGroup { Search() } }
            }
            struct Search: View {
                @State private var query = ""
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text(Matcher.describe { query })
                        Button("Count \\(count)") { count += 1 }
                        Hits()
                    }
                }
            }
            struct Hits: View {
                @StateObject private var results = Results()
                var body: some View { Text("\\(results.n)") }
            }
            """
        try assertSimulated("Hits", "results", in: app, contains: [
            "When `Search.count` changes: `Hits` is re-initialized, the same `Results` is kept.",
        ])
        guard case .lines(let lines, _) = try section("Hits", "results", in: app) else { return XCTFail("not simulated") }
        XCTAssertFalse(lines.contains { $0.hasPrefix("When `Search.query` changes") }, lines.joined(separator: "\n"))
    }
}
