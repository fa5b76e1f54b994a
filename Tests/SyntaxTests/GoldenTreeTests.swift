import Foundation
import Syntax
import XCTest

/// Golden trees: the whole shape of the tree for representative code, so any change to the tree's
/// structure shows up as a reviewed diff. `UPDATE_GOLDEN=1 swift test` rewrites them.
final class GoldenTreeTests: XCTestCase {
    func testSwiftUIView() {
        assertGoldenTree(
            "swiftui-view",
            """
            import SwiftUI

            struct ScorePlate: View {
                @ObservedObject var model = ScoreModel()
                @Environment(\\.dismiss) private var dismiss
                let name: String

                var body: some View {
                    VStack(spacing: 8) {
                        Text("\\(name): \\(model.score)")
                        Button("+1") { model.score += 1 }
                            .buttonStyle(.borderedProminent)
                        #if os(iOS)
                            .padding()
                        #endif
                    }
                    .sheet(isPresented: $showSheet) { Detail() }
                }
            }
            """)
    }

    func testModelClass() {
        assertGoldenTree(
            "model-class",
            """
            @MainActor
            final class Store: ObservableObject {
                @Published private(set) var items: [Item] = []
                static let shared = Store()
                init(seed: Int = 0) { print("Store init") }
                deinit { print("Store deinit") }
                func add(_ item: Item) async throws(StoreError) -> Int? {
                    guard !items.contains(item) else { return nil }
                    items.append(item)
                    return items.count
                }
            }
            """)
    }

    func testExpressions() {
        assertGoldenTree(
            "expressions",
            """
            let a = b + c * -d ?? e as? Int
            let f = x ? y : z
            let g = try? await load(from: url, retries: 3)
            let h = items.filter { $0 > 1 }.map(\\.name)[0]!.count
            let i: [String: [Int]] = ["a": [1, 2], "b": []]
            let j = Foo<Int>.make().0.1
            let k = if flag { 1 } else { 2 }
            """)
    }

    func testStatements() {
        assertGoldenTree(
            "statements",
            """
            func run() {
                for case let .some(x) in values where x > 0 { continue }
                while let next = iterator.next() { use(next) }
                repeat { n -= 1 } while n > 0
                switch value {
                case .a(let x), .b(let x) where x > 1: print(x)
                @unknown default: break
                }
                do { try work() } catch let error as WorkError { print(error) } catch { }
                defer { cleanup() }
                outer: for i in 0..<3 { break outer }
            }
            """)
    }

    func testTypes() {
        assertGoldenTree(
            "types",
            """
            typealias T = (inout Int, @escaping @Sendable (String) async throws -> Void) -> some P & Q
            typealias U = [String: Set<Array<Int>>]?
            typealias V = any P.Type
            func f<each T: ~Copyable>(_ x: repeat each T) -> (repeat each T) {}
            """)
    }

    /// Every example scenario has a golden tree: the analyses of later issues read these files.
    func testExamples() throws {
        let examples = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../../Examples")
            .standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 8)
        for name in files {
            let source = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            assertGoldenTree("example-" + name.replacingOccurrences(of: ".swift", with: ""), source)
        }
    }
}
