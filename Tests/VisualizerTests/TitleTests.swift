@testable import Visualizer
import XCTest

/// The page's title fits a header: a few file names, or the folder and how many files.
final class TitleTests: XCTestCase {
    func testFewFilesAreNamedManyAreCounted() {
        XCTAssertEqual(PageAnalysis.title(of: ["/w/App/Score.swift"]), "Score.swift")
        XCTAssertEqual(PageAnalysis.title(of: ["/w/App/A.swift", "/w/App/B.swift", "/w/App/C.swift"]), "A.swift, B.swift, C.swift")
        let app = (0..<773).map { "/src/Swiftfin/Shared/Views/File\($0).swift" } + ["/src/Swiftfin/iOS/App.swift"]
        XCTAssertEqual(PageAnalysis.title(of: app), "Swiftfin (774 files)")
    }
}
