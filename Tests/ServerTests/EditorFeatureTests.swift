import Features
import Foundation
import LSP
import Server
import XCTest

/// Code actions, outline and inlay hints over the protocol.
final class EditorFeatureTests: XCTestCase {
    let source = """
        import SwiftUI
        final class Tally: ObservableObject { @Published var n = 0 }
        struct Board: View {
            @State private var flag = false
            var body: some View {
                Button("Flip") { flag.toggle() }
                Plate()
            }
        }
        struct Plate: View {
            @ObservedObject var tally = Tally()
            var body: some View { Badge(tally: tally) }
        }
        struct Badge: View {
            @ObservedObject var tally: Tally
            var body: some View { Text("\\(tally.n)") }
        }
        """

    func open(_ client: ServerTests.Client, _ text: String) {
        client.initialize()
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///w/Board.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(text))}}"#)
    }

    /// Applies LSP text edits (UTF-16 positions; the test text is ASCII) to a text.
    func apply(_ edits: [JSONValue], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        let sorted = edits.sorted { a, b in
            func key(_ e: JSONValue) -> (Int, Int) {
                guard case .int(let l)? = e["range"]?["start"]?["line"], case .int(let c)? = e["range"]?["start"]?["character"] else { return (0, 0) }
                return (l, c)
            }
            return key(a) > key(b)
        }
        for edit in sorted {
            guard case .int(let l1)? = edit["range"]?["start"]?["line"], case .int(let c1)? = edit["range"]?["start"]?["character"],
                case .int(let l2)? = edit["range"]?["end"]?["line"], case .int(let c2)? = edit["range"]?["end"]?["character"],
                case .string(let newText)? = edit["newText"], l1 == l2
            else { continue }
            lines[l1].replaceSubrange(c1..<c2, with: Array(newText.utf16))
            _ = l2
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    func testQuickFixConvertsToStateObjectAndSilencesTheRule() throws {
        let client = ServerTests.Client()
        open(client, source)
        let reply = client.request(11, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///w/Board.swift"},"range":{"start":{"line":10,"character":4},"end":{"line":10,"character":40}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"], let action = actions.first(where: { $0["title"].map { "\($0)" }?.contains("StateObject") == true }) else {
            return XCTFail("no StateObject action: \(String(describing: reply))")
        }
        guard case .array(let edits)? = action["edit"]?["changes"]?["file:///w/Board.swift"] else { return XCTFail("no edits") }
        let fixed = apply(edits, to: source)
        XCTAssertTrue(fixed.contains("@StateObject private var tally = Tally()"), fixed)
        client.received = []
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"file:///w/Board.swift","version":2},"contentChanges":[{"text":\#(ServerTests.quoted(fixed))}]}"#)
        let published = try XCTUnwrap(client.received.first { $0["method"] == .string("textDocument/publishDiagnostics") })
        guard case .array(let diagnostics)? = published["params"]?["diagnostics"] else { return XCTFail("no diagnostics") }
        XCTAssertFalse(diagnostics.contains { $0["code"] == .string("observed-object-creates-instance") }, "\(diagnostics)")
    }

    func testOutlineListsViewsAndProperties() {
        let client = ServerTests.Client()
        open(client, source)
        let reply = client.request(12, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///w/Board.swift"}}"#)
        guard case .array(let symbols)? = reply?["result"] else { return XCTFail("no symbols") }
        XCTAssertEqual(symbols.map { $0["name"] }, [.string("Tally"), .string("Board"), .string("Plate"), .string("Badge")])
        XCTAssertEqual(symbols.first?["detail"], .string("ObservableObject"))
        XCTAssertEqual(symbols.first?["kind"], .int(5))
        guard case .array(let members)? = symbols.first?["children"] else { return XCTFail("no members") }
        XCTAssertEqual(members.first?["name"], .string("n"))
        XCTAssertEqual(members.first?["detail"], .string("@Published"))
        XCTAssertEqual(members.first?["selectionRange"]?["start"]?["character"], .int(53))
        guard case .array(let children)? = symbols[2]["children"] else { return XCTFail("no children") }
        XCTAssertEqual(children.first?["name"], .string("tally"))
        XCTAssertEqual(children.first?["detail"], .string("@ObservedObject Tally"))
    }

    func testInlayHintsSayWhoOwnsEachObject() {
        let client = ServerTests.Client()
        open(client, source)
        let reply = client.request(13, "textDocument/inlayHint", #"{"textDocument":{"uri":"file:///w/Board.swift"},"range":{"start":{"line":0,"character":0},"end":{"line":17,"character":0}}}"#)
        guard case .array(let hints)? = reply?["result"] else { return XCTFail("no hints") }
        XCTAssertEqual(hints.map { $0["label"] }, [.string("creates inline, not owned"), .string("← Plate.tally")], "\(hints)")
        XCTAssertEqual(hints.first?["position"]?["line"], .int(10))
    }
}

extension EditorFeatureTests {
    func testMigrationToObservableRewritesTheClassAndEveryUse() throws {
        let before = """
            import SwiftUI
            import Combine

            final class Cart: ObservableObject {
                @Published var items: [String] = []
                @Published var note = ""
            }

            struct Shop: View {
                @StateObject private var cart = Cart()
                var body: some View {
                    VStack {
                        Basket(cart: cart)
                        Editor(cart: cart)
                    }
                    .environmentObject(cart)
                }
            }

            struct Basket: View {
                @ObservedObject var cart: Cart
                var body: some View { Text("\\(cart.items.count)") }
            }

            struct Editor: View {
                @ObservedObject var cart: Cart
                var body: some View { TextField("Note", text: $cart.note) }
            }

            struct Footer: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text(cart.note) }
            }
            """
        // SwiftUI re-exports Observation: the file needs no import of its own.
        let expected = """
            import SwiftUI
            import Combine

            @Observable
            final class Cart {
                var items: [String] = []
                var note = ""
            }

            struct Shop: View {
                @State private var cart = Cart()
                var body: some View {
                    VStack {
                        Basket(cart: cart)
                        Editor(cart: cart)
                    }
                    .environment(cart)
                }
            }

            struct Basket: View {
                var cart: Cart
                var body: some View { Text("\\(cart.items.count)") }
            }

            struct Editor: View {
                @Bindable var cart: Cart
                var body: some View { TextField("Note", text: $cart.note) }
            }

            struct Footer: View {
                @Environment(Cart.self) var cart: Cart
                var body: some View { Text(cart.note) }
            }
            """
        let client = ServerTests.Client()
        open(client, before)
        let reply = client.request(14, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///w/Board.swift"},"range":{"start":{"line":3,"character":14},"end":{"line":3,"character":14}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"], let action = actions.first(where: { $0["kind"] == .string("refactor.rewrite") }) else {
            return XCTFail("no migration: \(String(describing: reply))")
        }
        // Making a Cart does no work, so the @State initial value made on every init costs nothing;
        // the simulation before and after names what it costs all the same.
        XCTAssertEqual(
            action["title"],
            .string("Migrate Cart to @Observable (simulated on 4 views: the same screen, but each re-render of `Shop`'s parent makes one more `Cart`, which is thrown away)"))
        guard case .array(let edits)? = action["edit"]?["changes"]?["file:///w/Board.swift"] else { return XCTFail("no edits") }
        XCTAssertEqual(Self.applyMultiline(edits, to: before), expected)
    }

    /// Applies edits that may insert line breaks (positions refer to the text before any edit).
    static func applyMultiline(_ edits: [JSONValue], to text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        func offset(_ position: JSONValue?) -> Int {
            guard case .int(let line)? = position?["line"], case .int(let character)? = position?["character"] else { return 0 }
            return lines[0..<line].reduce(0) { $0 + $1.utf16.count + 1 } + character
        }
        var units = Array(text.utf16)
        let sorted = edits.sorted { offset($0["range"]?["start"]) > offset($1["range"]?["start"]) }
        for edit in sorted {
            guard case .string(let newText)? = edit["newText"] else { continue }
            units.replaceSubrange(offset(edit["range"]?["start"])..<offset(edit["range"]?["end"]), with: Array(newText.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }
}

extension EditorFeatureTests {
    /// The migration's edits and title for one source (the class is on line 2).
    func migrate(_ before: String) -> (title: String, after: String)? {
        let client = ServerTests.Client()
        open(client, before)
        let reply = client.request(31, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///w/Board.swift"},"range":{"start":{"line":2,"character":14},"end":{"line":2,"character":14}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"], let action = actions.first(where: { "\($0["title"] ?? .null)".contains("Migrate") }),
            case .string(let title)? = action["title"], case .array(let edits)? = action["edit"]?["changes"]?["file:///w/Board.swift"]
        else { return nil }
        return (title, Self.applyMultiline(edits, to: before))
    }

    func testMigrationDropsObjectWillChangeAndFlagsOtherPublishers() throws {
        let before = """
            import SwiftUI
            import Observation
            final class Timer: ObservableObject {
                @Published var seconds = 0
                var laps: [Int] = [] { willSet { objectWillChange.send() } }
                func lap() {
                    self.objectWillChange.send()
                    laps.append(seconds)
                }
            }
            """
        let migrated = try XCTUnwrap(migrate(before))
        XCTAssertEqual(migrated.title, "Migrate Timer to @Observable")
        XCTAssertEqual(migrated.after, """
            import SwiftUI
            import Observation
            @Observable
            final class Timer {
                var seconds = 0
                var laps: [Int] = []
                func lap() {
                    laps.append(seconds)
                }
            }
            """)

        // A class that subscribes to its own publisher would not compile migrated: the action is
        // shown disabled, with the reason, to a client that can show one, and left out otherwise.
        let subscribed = """
            import SwiftUI
            import Observation
            final class Search: ObservableObject {
                @Published var query = ""
                init() { $query.sink { print($0) } }
            }
            struct Field: View {
                @StateObject private var search = Search()
                var body: some View { Text(search.query).onReceive(search.$query) { _ in } }
            }
            """
        XCTAssertNil(migrate(subscribed))
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{"textDocument":{"codeAction":{"disabledSupport":true}}}}"#)
        client.notify("initialized")
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///w/Board.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(subscribed))}}"#)
        let reply = client.request(31, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///w/Board.swift"},"range":{"start":{"line":2,"character":14},"end":{"line":2,"character":14}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"], let action = actions.first(where: { "\($0["title"] ?? .null)".contains("Migrate") }) else {
            return XCTFail("no migration action: \(String(describing: reply))")
        }
        XCTAssertNil(action["edit"])
        XCTAssertEqual(action["disabled"]?["reason"], .string("Search subscribes to $query (Board.swift:5:14), a Combine publisher @Observable does not provide"))
    }
}

/// Two views with one simple name, nested in two namespaces: every editor feature answers about the
/// view at hand, by its key, never the first view so named.
final class SameNameViewTests: XCTestCase {
    static let source = """
        import SwiftUI
        final class Model: ObservableObject { @Published var n = 0 }
        enum Inbox {
            struct Row: View {
                @ObservedObject var model = Model()
                var body: some View { Text("\\(model.n)") }
            }
        }
        enum Outbox {
            struct Row: View {
                @StateObject private var model = Model()
                var body: some View { Text("\\(model.n)") }
            }
        }
        """

    func testHoverInlayHintsAndLensAnswerForTheViewAtHand() throws {
        let workspace = Workspace()
        workspace.set(path: "/w/Rows.swift", bytes: Array(Self.source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let text = Self.source
        func offset(_ needle: String, occurrence: Int) -> Int {
            var from = text.startIndex
            var found = text.startIndex
            for _ in 0...occurrence {
                found = text.range(of: needle, range: from..<text.endIndex)!.lowerBound
                from = text.index(after: found)
            }
            return text.utf8.distance(from: text.utf8.startIndex, to: found)
        }
        let inbox = try XCTUnwrap(snapshot.hover(at: offset("var model", occurrence: 0) + 4, in: "/w/Rows.swift")).markdown
        let outbox = try XCTUnwrap(snapshot.hover(at: offset("var model", occurrence: 1) + 4, in: "/w/Rows.swift")).markdown
        XCTAssertTrue(inbox.contains("@ObservedObject `Row.model`") && inbox.contains("**Ownership: creates inline, not owned**") && inbox.contains("created again every time"), inbox)
        XCTAssertTrue(outbox.contains("@StateObject `Row.model`") && outbox.contains("created once"), outbox)
        let hints = snapshot.inlayHints("/w/Rows.swift", range: 0..<text.utf8.count)
        XCTAssertEqual(hints.count, 2)
        let lenses = snapshot.ownershipSummaries("/w/Rows.swift")
        XCTAssertEqual(lenses.map(\.key.rawValue), ["Inbox.Row", "Outbox.Row"])
        XCTAssertTrue(snapshot.ownershipReport(view: "Outbox.Row").hasPrefix("Outbox.Row.model: owned"))
        XCTAssertTrue(snapshot.ownershipReport(view: "Row").hasPrefix("Several views are named Row: Inbox.Row, Outbox.Row"))
    }
}
