import Features
import Foundation
import XCTest

/// Hovers speak SwiftUI and docs/hover-words.md, never the simulator's own spellings: no object
/// numbers (`Model#2`), generated names, owner labels (`T code`, `(static)`), internal value kinds,
/// or "the stand-in's copy".
final class HoverVocabularyTests: XCTestCase {
    static let internalSpellings: [(name: String, pattern: String)] = [
        ("an object number", #"[A-Za-z_>]#[0-9]"#),
        ("a generated name", "(?i)__lifeline"),
        ("a static owner label", #"\(static\)"#),
        ("a code owner label", #"`[A-Za-z_.]+ code`"#),
        ("the stand-in's copy", "stand-in's copy"),
        ("an internal value", "<subscript>|#thunk|#view|VNode|opaque"),
    ]

    func assertPlain(_ markdown: String, _ place: String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, pattern) in HoverVocabularyTests.internalSpellings where markdown.range(of: pattern, options: .regularExpression) != nil {
            XCTFail("\(place): \(name) in the hover:\n\(markdown)", file: file, line: line)
        }
    }

    /// Every model property's hover in a folder of Swift files.
    func hovers(_ files: [(path: String, text: String)]) -> [(place: String, markdown: String)] {
        let workspace = Workspace()
        for file in files { workspace.set(path: file.path, bytes: Array(file.text.utf8), version: 1, isOpen: true) }
        let snapshot = workspace.snapshot()
        var found: [(String, String)] = []
        for view in snapshot.model.views.values {
            for property in view.properties where snapshot.isModelProperty(property) {
                let path = snapshot.model.files[property.location.file].path
                if let hover = snapshot.hover(at: property.nameRange.lowerBound, in: path) { found.append(("\(view.name).\(property.name)", hover.markdown)) }
            }
        }
        return found
    }

    func testTheExamplesHoversUseNoInternalSpelling() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let files = try names.map { (path: folder.appendingPathComponent($0).path, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let all = hovers(files)
        XCTAssertGreaterThan(all.count, 20)
        for (place, markdown) in all { assertPlain(markdown, place) }
    }

    func testRealRootAndStandInHoversUseNoInternalSpelling() {
        // Objects handed down, made in place, static, in arrays; bindings passed on; a sheet.
        let source = RealRootHoverTests.app + """
            final class Shared: ObservableObject { static let shared = Shared(); @Published var n = 0 }
            struct Lists: View {
                @State private var tallies = [Tally(), Tally()]
                @State private var on = false
                var body: some View { Toggled(on: $on); Text("\\(tallies.count)") }
            }
            struct Toggled: View {
                @Binding var on: Bool
                var body: some View { Passed(on: $on) }
            }
            struct Passed: View {
                @Binding var on: Bool
                @ObservedObject var shared = Shared.shared
                var body: some View { Text(on ? "on" : "off") }
            }
            """
        let all = hovers([("/w/App.swift", source)])
        XCTAssertGreaterThan(all.count, 10)
        for (place, markdown) in all { assertPlain(markdown, place) }
    }
}
