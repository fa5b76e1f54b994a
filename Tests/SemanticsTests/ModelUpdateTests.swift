@testable import Semantics
import Foundation
import Syntax
import XCTest

/// An updated model must be the model a full build gives: checked on many edits of real
/// workspaces (the examples, the simulator's scenarios as one workspace with many clashing names,
/// and small cases), by comparing the dumps with every location.
final class ModelUpdateTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func workspace(_ folder: String) throws -> [SourceFile] {
        let directory = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let path = directory.appendingPathComponent(name).path
            return SourceFile(path: path, tree: SyntaxTree.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
    }

    /// Applies `edit` to file `index`, updates `base`, and compares with a full build. Returns
    /// whether the update path was taken (rather than a fallback to a full build).
    @discardableResult
    func assertUpdate(_ base: SemanticModel, _ index: Int, _ newText: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var files = base.files
        files[index] = SourceFile(path: files[index].path, tree: SyntaxTree.parse(newText))
        let updated = Builder.update(base, to: files)
        let full = SemanticModel.build(files)
        if let updated {
            let expected = full.dump(locations: true)
            let actual = updated.dump(locations: true)
            if expected != actual {
                let expectedLines = expected.split(separator: "\n")
                let actualLines = actual.split(separator: "\n")
                let firstDifference = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(expectedLines.count, actualLines.count)
                XCTFail(
                    "\(what) in \((files[index].path as NSString).lastPathComponent): first difference at dump line \(firstDifference + 1)\n"
                        + "full:    \(firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>")\n"
                        + "updated: \(firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>")",
                    file: file, line: line)
            }
            XCTAssertEqual(updated.roots.count, full.roots.count, what, file: file, line: line)
        }
        // Through the public entry point too: always the full build's model.
        XCTAssertEqual(SemanticModel.build(files, reusing: base).dump(locations: true), full.dump(locations: true), what, file: file, line: line)
        return updated != nil
    }

    /// Edits of one file: a statement added at the start of each body, each body emptied, each
    /// string literal changed, and characters typed at spread-out places (which mostly change
    /// declarations and must fall back to a full build).
    static func edits(of tree: SyntaxTree, limit: Int, typed: Int = 12) -> [(String, [UInt8])] {
        let bytes = tree.source.bytes
        var edits: [(String, [UInt8])] = []
        func replacing(_ range: Range<Int>, with text: String) -> [UInt8] {
            var copy = bytes
            copy.replaceSubrange(range, with: Array(text.utf8))
            return copy
        }
        let bodies = tree.root.descendantsPostOrder.filter { $0.kind == .codeBlock || $0.kind == .accessorBlock }
        for body in bodies.prefix(limit) {
            guard let open = body.firstToken, open.kind == .leftBrace else { continue }
            edits.append(("a statement in the body at \(open.range.upperBound)", replacing(open.range.upperBound..<open.range.upperBound, with: "\n let probe = Probe()\n")))
            edits.append(("the body at \(open.range.upperBound) emptied", replacing(body.range, with: "{ }")))
        }
        for literal in tree.root.descendantsPostOrder.filter({ $0.kind == .stringLiteralExpr }).prefix(limit) {
            edits.append(("a string at \(literal.range.lowerBound)", replacing(literal.range, with: "\"changed\"")))
        }
        // Declarations other files may or may not read: wrappers, access, published-ness, types.
        let text = String(decoding: bytes, as: UTF8.self)
        let swaps = [
            ("@StateObject", "@ObservedObject"), ("@ObservedObject", "@StateObject"), ("@State ", "@Binding "), ("private var", "var"),
            ("@Published ", ""), ("var body: some View", "var body: AnyView"), (": Int", ": Double"), ("ObservableObject", "AnyObject"),
        ]
        for (old, new) in swaps {
            var searchFrom = text.startIndex
            for _ in 0..<min(limit, 3) {
                guard let found = text.range(of: old, range: searchFrom..<text.endIndex) else { break }
                let offset = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
                edits.append(("\(old) → \(new) at \(offset)", replacing(offset..<(offset + old.utf8.count), with: new)))
                searchFrom = found.upperBound
            }
        }
        let step = max(1, bytes.count / typed)
        for (n, offset) in stride(from: step / 2, to: bytes.count, by: step).enumerated() {
            let typed = ["x", "}", "{", "@StateObject var typed = Typed()", "\n", "("][n % 6]
            edits.append(("\(typed.debugDescription) typed at \(offset)", replacing(offset..<offset, with: typed)))
        }
        return edits
    }

    func testUpdatesOfTheExamplesMatchFullBuilds() throws {
        let files = try Self.workspace("Examples")
        let base = SemanticModel.build(files)
        var updates = 0
        var total = 0
        for index in files.indices {
            for (what, text) in Self.edits(of: files[index].tree, limit: 12) {
                total += 1
                if assertUpdate(base, index, text, what) { updates += 1 }
            }
        }
        XCTAssertGreaterThan(updates, total / 3, "most edits are inside bodies and should not need a full build (\(updates) of \(total))")
    }

    func testUpdatesOfTheScenarioWorkspaceMatchFullBuilds() throws {
        // 114 files that declare the same names again and again (`Model`, `ContentView`, …).
        let files = try Self.workspace("Tests/SimulatorTests/Scenarios")
        let base = SemanticModel.build(files)
        var updates = 0
        for index in stride(from: 0, to: files.count, by: 13) {
            for (what, text) in Self.edits(of: files[index].tree, limit: 2, typed: 3) where assertUpdate(base, index, text, what) { updates += 1 }
        }
        XCTAssertGreaterThan(updates, 15)
    }

    func testExtensionsPreviewsProvidersAndHostingAcrossFiles() {
        let a = """
            import SwiftUI
            final class Store: ObservableObject { @Published var n = 0 }
            struct Home: View {
                @StateObject private var store = Store()
                var body: some View { Text("home") }
            }
            struct Home_Previews: PreviewProvider {
                static var previews: some View { Home() }
            }
            """
        let b = """
            import SwiftUI
            extension Home {
                var badge: some View { Detail(store: store) }
            }
            struct Detail: View {
                @ObservedObject var store: Store
                var body: some View { Text("\\(store.n)") }
            }
            #Preview { Detail(store: Store()) }
            #Preview("Second") { Home() }
            final class Host: UIViewController {
                func show() { let root = Home(); present(UIHostingController(rootView: root), animated: true) }
            }
            enum Route {
                static func detail(store: Store) -> Any { Detail(store: store) }
            }
            """
        let files = [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(a)), SourceFile(path: "/w/B.swift", tree: SyntaxTree.parse(b))]
        let base = SemanticModel.build(files)
        let cases: [(Int, String, String)] = [
            (1, "Detail(store: store)", "VStack { Detail(store: store); Detail(store: store) }"),
            (1, "#Preview { Detail(store: Store()) }", "#Preview { Home() }"),
            (1, "let root = Home()", "let root = Detail(store: Store())"),
            (0, "static var previews: some View { Home() }", "static var previews: some View { Detail(store: Store()) }"),
            (0, "Text(\"home\")", "Text(\"home\").sheet(isPresented: .constant(true)) { Detail(store: store) }"),
            (0, "var body: some View { Text(\"home\") }", "var body: some View { Text(\"home\") }\n    var extra: Int { 1 }"),
            // Views built by code outside views.
            (1, "-> Any { Detail(store: store) }", "-> Any { let s = Store(); return Detail(store: s) }"),
            (1, "-> Any { Detail(store: store) }", "-> Any { 0 }"),
            (1, "func show() { let root = Home();", "func show() { _ = Detail(store: Store()); let root = Home();"),
        ]
        for (index, old, new) in cases {
            let text = (index == 0 ? a : b).replacingOccurrences(of: old, with: new)
            XCTAssertNotEqual(text, index == 0 ? a : b, "the case must change the text")
            assertUpdate(base, index, Array(text.utf8), "\(old) → \(new)")
        }
        // A body edit takes the update path, and so does a wrapper's (no other file reads it); a
        // stored property's type does not (other files' views may read it through a member).
        XCTAssertTrue(assertUpdate(base, 1, Array(b.replacingOccurrences(of: "Detail(store: store)", with: "Text(\"x\")").utf8), "body"))
        XCTAssertTrue(assertUpdate(base, 1, Array(b.replacingOccurrences(of: "@ObservedObject var store", with: "@StateObject var store").utf8), "wrapper"))
        XCTAssertFalse(assertUpdate(base, 0, Array(a.replacingOccurrences(of: "@Published var n = 0", with: "@Published var n = \"\"").utf8), "published type"))
    }

    func testBodiesOtherFilesReadForceAFullBuild() {
        let a = """
            import SwiftUI
            extension View {
                func withSession() -> some View { environmentObject(Session()) }
            }
            struct Injector<Content: View>: View {
                let content: Content
                var body: some View { content.environmentObject(Session()) }
            }
            """
        let b = "import SwiftUI\nfinal class Session: ObservableObject {}\nstruct Home: View { @EnvironmentObject var session: Session\n var body: some View { Text(\"h\") } }\n"
        let files = [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(a)), SourceFile(path: "/w/B.swift", tree: SyntaxTree.parse(b))]
        let base = SemanticModel.build(files)
        XCTAssertFalse(assertUpdate(base, 0, Array(a.replacingOccurrences(of: "environmentObject(Session())", with: "self").utf8), "helper body"))
        XCTAssertTrue(assertUpdate(base, 1, Array(b.replacingOccurrences(of: "Text(\"h\")", with: "Text(\"i\")").utf8), "plain body"))

        // The scene delegate an app delegate's body names is in every app scene's environment.
        let d = "import UIKit\nfinal class Delegate: NSObject, UIApplicationDelegate {\n  func make(_ c: UISceneConfiguration) { c.delegateClass = Scene.self }\n}\n@Observable final class Scene: NSObject, UIWindowSceneDelegate {}\n@Observable final class Other: NSObject, UIWindowSceneDelegate {}\n"
        let app = "import SwiftUI\n@main struct TheApp: App {\n  @UIApplicationDelegateAdaptor var delegate: Delegate\n  var body: some Scene { WindowGroup { Home() } }\n}\nstruct Home: View { @Environment(Scene.self) var scene\n var body: some View { Text(\"h\") } }\n"
        let withDelegate = [SourceFile(path: "/w/D.swift", tree: SyntaxTree.parse(d)), SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(app))]
        let delegated = SemanticModel.build(withDelegate)
        XCTAssertFalse(assertUpdate(delegated, 0, Array(d.replacingOccurrences(of: "Scene.self", with: "Other.self").utf8), "scene delegate"))
    }

    func testEditsOfWhatARoleOrAnIfRestsOnMatchFullBuilds() {
        // A composition alias decides whether `S` is a view; a wrapper decides it for a struct whose
        // conformance cannot be resolved.
        let a = "import SwiftUI\nprotocol Routable {}\ntypealias Screen = Routable & View\n"
        let b = "import SwiftUI\nstruct S: Screen { var body: some View { Text(\"\") } }\nstruct T: Outside {\n  var body: Never { fatalError() }\n}\n"
        let files = [SourceFile(path: "/w/A.swift", tree: SyntaxTree.parse(a)), SourceFile(path: "/w/B.swift", tree: SyntaxTree.parse(b))]
        let base = SemanticModel.build(files)
        assertUpdate(base, 0, Array(a.replacingOccurrences(of: "& View", with: "& Hashable").utf8), "composition alias")
        assertUpdate(base, 1, Array(b.replacingOccurrences(of: "  var body: Never", with: "  @State var n = 0\n  var body: Never").utf8), "a wrapper added")

        // An `#if` read under a configuration: an edit of the clause that configuration compiles.
        let c = "#if os(iOS)\ntypealias Store = StoreA\n#else\ntypealias Store = StoreB\n#endif\nfinal class StoreA {}\nfinal class StoreB {}\nfinal class StoreC {}\n"
        let configuration = BuildConfiguration(platforms: ["macOS"])
        let withC = [SourceFile(path: "/w/C.swift", tree: SyntaxTree.parse(c))]
        let mac = SemanticModel.build(withC, configuration: configuration)
        XCTAssertEqual(mac.typeAliases["Store"], "StoreB")
        let edited = [SourceFile(path: "/w/C.swift", tree: SyntaxTree.parse(c.replacingOccurrences(of: "= StoreB", with: "= StoreC")))]
        let updated = SemanticModel.build(edited, reusing: mac, configuration: configuration)
        XCTAssertEqual(updated.typeAliases["Store"], "StoreC")
        XCTAssertEqual(updated.dump(locations: true), SemanticModel.build(edited, configuration: configuration).dump(locations: true))
    }
}
