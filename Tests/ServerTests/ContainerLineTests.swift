import Features
import Foundation
import Semantics
import XCTest

/// A value `@State`'s hover says where the app shows the view and what that container does to the
/// state (docs/lifecycle-model.md, "Containers"): one sentence per construction site in a body, two
/// at most.
final class ContainerLineTests: XCTestCase {
    /// One child per container, each with a `@State on`.
    static let source: String = {
        let children = ["InSheet", "InPush", "InBranch", "InElse", "InExternal", "InTab", "InRow", "InIdentity", "InBody", "Alone", "Everywhere", "HandedOn", "Available", "InSwitch", "InListOnce"].map { name in
            "struct \(name): View {\n    @State private var on = false\n    var body: some View { Toggle(\"On\", isOn: $on) }\n}\n"
        }.joined()
        return "import SwiftUI\n" + children + """
            struct Sheeted: View {
                @State private var shown = false
                var body: some View { Button("Edit") { shown = true }.sheet(isPresented: $shown) { InSheet() } }
            }
            struct Pushed: View {
                var body: some View { NavigationStack { NavigationLink("Open") { InPush() } } }
            }
            struct Branched: View {
                @State private var visible = true
                var body: some View { if visible { InBranch() } }
            }
            struct Carouselled: View {
                var body: some View { Carousel { InExternal() } }
            }
            struct Otherwise: View {
                @State private var visible = true
                var body: some View { if visible { Text("shown") } else { InElse() } }
            }
            struct Nested: View {
                @State private var on = false
                let depth: Int
                var body: some View {
                    VStack {
                        Toggle("Open", isOn: $on)
                        if on { Nested(depth: depth + 1) }
                    }
                }
            }
            struct Tabs: View {
                var body: some View { TabView { InTab().tabItem { Text("A") } } }
            }
            struct Rows: View {
                let items = [1, 2]
                var body: some View { List(items, id: \\.self) { _ in InRow() } }
            }
            struct Identified: View {
                @State private var key = 0
                var body: some View { InIdentity().id(key) }
            }
            struct Plain: View {
                var body: some View { InBody() }
            }
            struct Many: View {
                var body: some View { VStack { Everywhere(); Everywhere(); Everywhere() } }
            }
            struct Listed: View {
                var body: some View { List { Text("header"); InListOnce() } }
            }
            enum Look { case light, dark }
            struct Editor: View {
                @State private var differs = true
                let look: Look
                var body: some View {
                    if differs {
                        switch look {
                        case .light: InSwitch()
                        case .dark: Text("dark")
                        }
                    }
                }
            }
            struct Chooser: View {
                @State private var differs = true
                @State private var look = Look.light
                var body: some View {
                    if differs {
                        switch look {
                        case .light: Chosen()
                        case .dark: Text("dark")
                        }
                    }
                }
            }
            struct Chosen: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on) }
            }
            struct Slots: View {
                let slots = [1, 2]
                @State private var colored = false
                var body: some View {
                    ForEach(slots, id: \\.self) { slot in
                        if colored { Slot() }
                    }
                }
            }
            struct Slot: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on) }
            }
            struct Versions: View {
                var body: some View { if #available(iOS 18, *) { Available() } else { Available().padding() } }
            }
            struct Pages: View {
                let items = [1, 2]
                var body: some View { List(items, id: \\.self) { _ in Text("row").pageContent(page) } }
                func page(_ key: Int) -> some View { HandedOn() }
            }
            extension View {
                func pageContent<V: View>(_ make: @escaping (Int) -> V) -> some View { self }
                func withHelperSheet(shows: Binding<Bool>) -> some View { sheet(isPresented: shows) { ViaHelper() } }
            }
            struct ViaHelper: View {
                @State private var on = false
                var body: some View { Toggle("", isOn: $on) }
            }
            struct Helped: View {
                @State private var shows = false
                var body: some View { Text("h").withHelperSheet(shows: $shows) }
            }
            """
    }()

    func assertContainer(_ view: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(ContainerLineTests.source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let type = try XCTUnwrap(snapshot.model.view(typed: view), file: file, line: line)
        // A simulation must back the hover: a missing one would pass the "no container line" case.
        let lines = try XCTUnwrap(snapshot.simulatedLifetime(view: type, property: try XCTUnwrap(type.property("on"), file: file, line: line)), file: file, line: line)
        XCTAssertFalse(lines.isEmpty, file: file, line: line)
        let said = lines.first { $0.hasPrefix("In the app: ") } ?? ""
        if expected.isEmpty { XCTAssertEqual(said, "", "\(lines)", file: file, line: line) }
        for part in expected {
            XCTAssertTrue(said.contains(part), "missing: \(part)\nin: \(lines)", file: file, line: line)
        }
    }

    func testASheetStartsTheStateOverEachTimeItIsPresented() throws {
        try assertContainer("InSheet", ["`Sheeted` presents `InSheet` in a `.sheet`", "`on` starts over each time it is presented."])
    }

    /// Built by a helper written elsewhere (a `View` extension the parent's body calls): said as
    /// code the parent calls, not as the parent itself.
    func testAHelpersPresentationIsCodeTheParentCalls() throws {
        try assertContainer("ViaHelper", ["Code that `Helped` calls presents `ViaHelper` in a `.sheet`", "`on` starts over each time it is presented."])
    }

    func testAPushStartsItOverAndAPopEndsIt() throws {
        try assertContainer("InPush", ["`Pushed` pushes `InPush`", "`on` starts over each time it is pushed, and goes when it is popped."])
    }

    func testABranchStartsItOverWhenTakenAgain() throws {
        try assertContainer("InBranch", ["`Branched` shows `InBranch` under `if visible`", "starts over each time that branch is taken again."])
    }

    /// A view written once in a `List`, not in a `ForEach` or a `List` of data, is one view with
    /// one state, not one per row.
    func testAViewWrittenOnceInAListIsNotOnePerRow() throws {
        try assertContainer("InListOnce", ["`Listed` writes `InListOnce` into a `List` outside any `ForEach`", "one `InListOnce` where it is written, not one per row, each with its own `on`"])
        try assertContainer("InRow", ["as rows of a `List`", "each row has its own `on`"])
    }

    /// Of nested branches, the outermost is said: it takes that part of the screen away, where an
    /// inner `switch` over a constant the parent was given never switches while the parent lives.
    func testOfNestedBranchesTheOutermostIsSaid() throws {
        try assertContainer("InSwitch", ["`Editor` shows `InSwitch` under `if differs`", "starts over each time that branch is taken again."])
    }

    /// A branch inside the outermost one over a state the parent can change takes the view away
    /// too: both are said, and so is one inside a `ForEach`.
    func testInnerBranchesOverStateAreSaidToo() throws {
        try assertContainer("Chosen", ["`Chooser` shows `Chosen` under `if differs`", "and under a case of `switch look` inside it: `on` starts over each time one of these branches is taken again."])
        try assertContainer("Slot", ["`Slots` builds `Slot` for elements of a `ForEach`", "and under `if colored` inside it: each keeps its own `on` while its element's identity stays and that branch stays taken."])
    }

    /// A call in an `if`'s `else` is said to be there, not under the `if`.
    func testAnElseBranchIsSaidAsTheElse() throws {
        try assertContainer("InElse", ["`Otherwise` shows `InElse` under the `else` of `if visible`", "starts over each time that branch is taken again."])
    }

    /// A view that builds its own type builds another one: said so (the container is the inner
    /// one's, not the outer's).
    func testAViewNestingItsOwnTypeSaysAnotherOne() throws {
        try assertContainer("Nested", ["`Nested` shows another `Nested` under `if on`"])
    }

    /// Content given to another module's view lasts as long as that view keeps it: not known.
    func testContentGivenToAnotherModulesViewIsThatViewsToKeep() throws {
        try assertContainer("InExternal", ["`Carouselled` gives `InExternal` to `Carousel`, another module's view, to show", "how long `on` lasts there is up to that view"])
    }

    func testATabKeepsIt() throws {
        try assertContainer("InTab", ["`InTab` is a tab of a `TabView` in `Tabs`", "`on` is kept while the user switches tabs."])
    }

    func testALazyRowSaysWhatIsNotSettled() throws {
        try assertContainer("InRow", ["`Rows` shows `InRow` as rows of a `List`", "is not settled (sources disagree)."])
    }

    func testAnExplicitIdentityStartsItOverWhenItChanges() throws {
        try assertContainer("InIdentity", ["`Identified` shows `InIdentity` under an `.id(key)`", "starts over whenever that identity changes."])
    }

    func testAPlainChildKeepsItWhileShownThere() throws {
        try assertContainer("InBody", ["`Plain` builds `InBody` in its body", "`on` is kept as long as `Plain` shows it there."])
    }

    func testSitesOfOneParentAndContainerAreOneSentenceWithTheirPlaces() throws {
        try assertContainer("Everywhere", ["`Many` builds `Everywhere` in its body (`App.swift:", "`, `App.swift:", "`): `on` is kept as long as `Many` shows it there."])
    }

    /// A function of the parent named as a value, not called, builds the view where the code it
    /// is handed to calls it: the `List` around the name is not its container.
    func testAFunctionHandedOnAsAValueSaysItsContainerIsNotKnown() throws {
        try assertContainer("HandedOn", ["`Pages` builds `HandedOn` in its function `page`", "which it hands to other code as a value: where that code shows it, and so how long `on` lasts, is not known from here."])
    }

    /// `if #available` is decided once for the run: not a branch taken again.
    func testAnAvailabilityCheckIsNotABranchTakenAgain() throws {
        try assertContainer("Available", ["`Versions` builds `Available` in its body", "`on` is kept as long as `Versions` shows it there."])
    }

    func testAViewNoBodyBuildsGetsNoContainerLine() throws {
        try assertContainer("Alone", [])
    }
}
