import Foundation
import Syntax
import TestSupport
import XCTest

/// Parses `marked` and checks, in every case: the tree prints back the source byte for byte and its
/// tokens tile the source. Then the syntax errors: with no `errors`, there must be none; otherwise
/// each marker must carry a diagnostic whose message starts with the given text, and every
/// diagnostic must sit at a marker.
@discardableResult
func assertParse(
    _ marked: String,
    errors expected: [String: String] = [:],
    file: StaticString = #filePath,
    line: UInt = #line
) -> SyntaxTree {
    let (source, markers) = extractMarkers(marked)
    let tree = SyntaxTree.parse(source)
    assertRoundTrip(tree, Array(source.utf8), file: file, line: line)
    let diagnostics = tree.diagnostics()
    for (marker, message) in expected.sorted(by: { $0.key < $1.key }) {
        guard let offset = markers[marker] else {
            XCTFail("marker \(marker) is not in the source", file: file, line: line)
            continue
        }
        let here = diagnostics.filter { $0.range.lowerBound == offset }
        if !here.contains(where: { $0.message.hasPrefix(message) }) {
            XCTFail("at \(marker): expected an error starting '\(message)', found \(here.map(\.message))", file: file, line: line)
        }
    }
    let expectedOffsets = Set(expected.keys.compactMap { markers[$0] })
    for diagnostic in diagnostics where !expectedOffsets.contains(diagnostic.range.lowerBound) {
        let position = tree.source.position(of: diagnostic.range.lowerBound)
        XCTFail("unexpected error at \(position): \(diagnostic.message)", file: file, line: line)
    }
    return tree
}

/// The lossless invariant: printing the tree gives back exactly `bytes`.
func assertRoundTrip(_ tree: SyntaxTree, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(tree.tilesSource, "tokens do not tile the source", file: file, line: line)
    let printed = tree.printed
    if printed != bytes {
        let firstDifference = (0..<min(printed.count, bytes.count)).first { printed[$0] != bytes[$0] } ?? min(printed.count, bytes.count)
        XCTFail("round trip differs at byte \(firstDifference) (printed \(printed.count) bytes of \(bytes.count))", file: file, line: line)
    }
}

/// The kind of the outermost node of the first item in the file (or of the node at `path`, a list
/// of child indices from the root).
func kinds(of source: String) -> [SyntaxKind] {
    SyntaxTree.parse(source).root.children.map(\.kind)
}

/// Compares the tree dump of `source` with `Golden/<name>.txt` beside this file. With
/// `UPDATE_GOLDEN=1` in the environment the file is written instead.
func assertGoldenTree(_ name: String, _ source: String, file: StaticString = #filePath, line: UInt = #line) {
    let tree = assertParse(source, file: file, line: line)
    let dump = tree.root.dump()
    let golden = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
        try? dump.write(to: golden, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
        XCTFail("no golden file \(golden.path); run with UPDATE_GOLDEN=1 to create it", file: file, line: line)
        return
    }
    if expected != dump {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let want = index < a.count ? String(a[index]) : "<end>"
        let got = index < b.count ? String(b[index]) : "<end>"
        XCTFail(
            "tree differs from \(name).txt at line \(index + 1):\n  golden: \(want)\n  actual: \(got)\n(UPDATE_GOLDEN=1 rewrites it)",
            file: file, line: line)
    }
}

/// The token kinds the lexer produces for `source`, end of file left out.
func assertTokens(_ source: String, _ expected: [TokenKind], file: StaticString = #filePath, line: UInt = #line) {
    let tokens = Lexer.tokenize(Array(source.utf8))
    let kinds = tokens.dropLast().map(\.kind)
    XCTAssertEqual(kinds, expected, "tokens of \(source)", file: file, line: line)
    XCTAssertEqual(tokens.last?.kind, .endOfFile, file: file, line: line)
}

/// Finds the first node of `kind` in the tree (pre-order by position).
func firstNode(_ kind: SyntaxKind, in tree: SyntaxTree) -> SyntaxNode? {
    tree.root.descendantsPostOrder.filter { $0.kind == kind }.min {
        $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.index > $1.index)
    }
}
