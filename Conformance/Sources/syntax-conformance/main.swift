// syntax-conformance PATH... — parses every .swift file with Lifeline and with swift-syntax and
// compares, kind by kind, the byte ranges of the nodes both name the same way (function calls,
// member accesses, closures, statements, literals, attributes, types…). Prints per kind how many
// swift-syntax nodes Lifeline has at exactly the same range, and the first differences.
import Foundation

let kinds: Set<String> = [
    "functionCallExpr", "memberAccessExpr", "implicitMemberExpr", "subscriptCallExpr", "closureExpr", "closureSignature",
    "ifExpr", "switchExpr", "switchCase", "guardStmt", "forStmt", "whileStmt", "repeatStmt", "doStmt", "returnStmt",
    "codeBlock", "memberBlock", "accessorBlock", "stringLiteralExpr", "arrayExpr", "dictionaryExpr", "tupleExpr",
    "keyPathExpr", "sequenceExpr", "tryExpr", "awaitExpr", "declReferenceExpr", "labeledExpr", "optionalChainingExpr",
    "forceUnwrapExpr", "prefixOperatorExpr", "macroExpansionExpr", "macroExpansionDecl", "genericArgumentClause",
    "genericParameterClause", "attribute", "ifConfigDecl", "postfixIfConfigExpr", "variableDecl", "patternBinding",
    "functionDecl", "initializerDecl", "parameter", "typeAnnotation", "returnClause", "optionalType", "arrayType",
    "dictionaryType", "functionType", "someOrAnyType", "memberType",
]

var paths = Array(CommandLine.arguments.dropFirst())
var show = 10
if let index = paths.firstIndex(of: "--show"), index + 1 < paths.count, let n = Int(paths[index + 1]) {
    show = n
    paths.removeSubrange(index...(index + 1))
}
/// `--kind K` shows differences of that kind only.
var onlyKind: String?
if let index = paths.firstIndex(of: "--kind"), index + 1 < paths.count {
    onlyKind = paths[index + 1]
    paths.removeSubrange(index...(index + 1))
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: syntax-conformance [--show N] [--kind K] PATH...\n".utf8))
    exit(2)
}

var files: [String] = []
for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
    if isDirectory.boolValue, let walker = FileManager.default.enumerator(atPath: path) {
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
    } else {
        files.append(path)
    }
}
files.sort()

struct Tally { var reference = 0; var same = 0; var extra = 0 }
var tallies: [String: Tally] = [:]
var shown = 0
for file in files {
    guard let data = FileManager.default.contents(atPath: file), String(data: data, encoding: .utf8) != nil else { continue }
    let bytes = [UInt8](data)
    let theirs = referenceNodes(bytes)
    let ours = lifelineNodes(bytes, kinds: kinds)
    for kind in kinds {
        var remaining: [Range<Int>: Int] = [:]
        for range in ours[kind] ?? [] { remaining[range, default: 0] += 1 }
        var tally = tallies[kind] ?? Tally()
        for range in theirs[kind] ?? [] {
            tally.reference += 1
            if let count = remaining[range], count > 0 {
                tally.same += 1
                remaining[range] = count - 1
            } else if shown < show && (onlyKind == nil || onlyKind == kind) {
                shown += 1
                let text = String(decoding: bytes[range.clamped(to: 0..<bytes.count)].prefix(120), as: UTF8.self)
                print("MISSING \(kind) \(file) @\(range.lowerBound)..<\(range.upperBound): \(text.replacingOccurrences(of: "\n", with: "⏎"))")
            }
        }
        let extra = remaining.values.reduce(0, +)
        tally.extra += extra
        if extra > 0 && shown < show && (onlyKind == nil || onlyKind == kind) {
            for (range, count) in remaining where count > 0 && shown < show {
                shown += 1
                let text = String(decoding: bytes[range.clamped(to: 0..<bytes.count)].prefix(120), as: UTF8.self)
                print("EXTRA   \(kind) \(file) @\(range.lowerBound)..<\(range.upperBound): \(text.replacingOccurrences(of: "\n", with: "⏎"))")
            }
        }
        tallies[kind] = tally
    }
}
var total = Tally()
for kind in kinds.sorted() {
    let t = tallies[kind] ?? Tally()
    total.reference += t.reference
    total.same += t.same
    total.extra += t.extra
    let percent = t.reference == 0 ? 100 : 100 * Double(t.same) / Double(t.reference)
    print(String(format: "%-24@ %9d nodes  %8.4f%% same  %6d extra", kind as NSString, t.reference, percent, t.extra))
}
let percent = total.reference == 0 ? 100 : 100 * Double(total.same) / Double(total.reference)
print(String(format: "all kinds: %d files, %d nodes, %.4f%% at the same range, %d extra", files.count, total.reference, percent, total.extra))
