import Foundation
import BuildSystem
import Ownership
import Semantics
import Syntax
import TestSupport
import XCTest

/// The model of files (by path, in path order) with markers, and where each marker stands.
func markedWorkspace(_ files: [String: String]) -> (model: SemanticModel, positions: [String: (file: Int, offset: Int)]) {
    var sources: [SourceFile] = []
    var positions: [String: (file: Int, offset: Int)] = [:]
    // Build descriptions among the files (`App.xcodeproj/project.pbxproj`, `Package.swift`) are
    // read as the command line reads them; only `.swift` files are sources.
    let descriptions = files.filter { ["project.pbxproj", "Package.swift", "project.yml"].contains(Paths.lastComponent($0.key)) }
    let build = descriptions.isEmpty ? BuildDescription() : BuildDescription.read(descriptions.map { ($0.key, Array($0.value.utf8)) }) { files[$0].map { Array($0.utf8) } }
    for (index, name) in files.keys.filter({ $0.hasSuffix(".swift") }).sorted().enumerated() {
        let (source, found) = extractMarkers(files[name]!)
        sources.append(SourceFile(path: name, tree: SyntaxTree.parse(source)))
        for (marker, offset) in found { positions[marker] = (index, offset) }
    }
    return (SemanticModel.build(sources, build: build), positions)
}

/// Checks a workspace of one or more files (markers in any of them) and compares the findings: each
/// marker must carry a finding of the given rule where the finding starts, and no other finding may
/// exist. Returns the findings for further checks (messages, fixes).
@discardableResult
func assertFindings(
    _ files: [String: String],
    _ expected: [String: String] = [:],
    settings: Settings = Settings(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> (findings: [Finding], model: SemanticModel) {
    let (model, positions) = markedWorkspace(files)
    // A rule's tests are about the rule: its nominal severity, not the one its measured precision
    // allows, and opt-in rules run unless a test disables them.
    var settings = settings
    settings.gatesSeverities = false
    settings.enabled.formUnion(ruleCatalogue.filter(\.isOptIn).map(\.id))
    let findings = Checker.check(model, settings: settings)
    var unmatched = findings
    for (marker, rule) in expected.sorted(by: { $0.key < $1.key }) {
        guard let position = positions[marker] else {
            XCTFail("marker \(marker) is not in the sources", file: file, line: line)
            continue
        }
        if let index = unmatched.firstIndex(where: { $0.rule == rule && $0.location.file == position.file && $0.location.range.lowerBound == position.offset }) {
            unmatched.remove(at: index)
        } else {
            let here = findings.filter { $0.location.file == position.file && $0.location.range.lowerBound == position.offset }.map(\.rule)
            XCTFail("at \(marker): expected \(rule), found \(here)", file: file, line: line)
        }
    }
    for finding in unmatched {
        XCTFail("unexpected \(finding.rule) at \(model.describe(finding.location)): \(finding.message)", file: file, line: line)
    }
    return (findings, model)
}

func assertFindings(_ source: String, _ expected: [String: String] = [:], settings: Settings = Settings(), file: StaticString = #filePath, line: UInt = #line) {
    assertFindings(["View.swift": source], expected, settings: settings, file: file, line: line)
}

/// Applies the edits of one fix to a single-file workspace's source.
func applying(_ fix: Fix, to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in fix.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Checks a one-file workspace, takes the first fix of the first finding of `rule`, applies it, and
/// compares the result; the fixed code must then have no finding of that rule.
func assertFix(_ source: String, rule: String, fixIndex: Int = 0, _ expected: String, settings: Settings = Settings(), file: StaticString = #filePath, line: UInt = #line) {
    let model = SemanticModel.build([SourceFile(path: "View.swift", tree: SyntaxTree.parse(source))])
    var settings = settings
    settings.enabled.formUnion(ruleCatalogue.filter(\.isOptIn).map(\.id))
    guard let finding = Checker.check(model, settings: settings).first(where: { $0.rule == rule }) else {
        XCTFail("no \(rule) finding", file: file, line: line)
        return
    }
    guard fixIndex < finding.fixes.count else {
        XCTFail("\(rule) has \(finding.fixes.count) fixes", file: file, line: line)
        return
    }
    let fixed = applying(finding.fixes[fixIndex], to: source)
    XCTAssertEqual(fixed, expected, file: file, line: line)
    let again = SemanticModel.build([SourceFile(path: "View.swift", tree: SyntaxTree.parse(fixed))])
    XCTAssertFalse(Checker.check(again, settings: settings).contains { $0.rule == rule }, "the fix leaves a \(rule) finding", file: file, line: line)
}

extension Settings {
    /// Settings under which every rule runs, opt-in rules included: for tests of the catalogue as a
    /// whole (the realistic apps, the documented examples, baselines).
    static func everyRule(toolchain: Toolchain = .xcode26) -> Settings {
        var settings = Settings(toolchain: toolchain)
        settings.enabled = Set(ruleCatalogue.filter(\.isOptIn).map(\.id))
        return settings
    }
}
