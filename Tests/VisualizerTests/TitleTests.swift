@testable import Visualizer
import XCTest

/// The page's title fits a header: a few file names, or the folder and how many files, named as
/// the user knows it (never `.`).
final class TitleTests: XCTestCase {
    func assertTitle(_ paths: [String], folder: String? = nil, in currentDirectory: String = "/home/ana/MyApp", _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(PageAnalysis.title(of: paths, folder: folder, currentDirectory: currentDirectory), expected, file: file, line: line)
    }

    func testFewFilesAreNamedManyAreCounted() {
        assertTitle(["/w/App/Score.swift"], "Score.swift")
        assertTitle(["/w/App/A.swift", "/w/App/B.swift", "/w/App/C.swift"], "A.swift, B.swift, C.swift")
        let app = (0..<773).map { "/src/Swiftfin/Shared/Views/File\($0).swift" } + ["/src/Swiftfin/iOS/App.swift"]
        assertTitle(app, "Swiftfin (774 files)")
        let four = ["A", "B", "C", "D"].map { "./Sources/\($0).swift" }
        assertTitle(four, "Sources (4 files)")
        assertTitle(["./A.swift", "./B.swift", "./C.swift", "./Sub/D.swift"], "MyApp (4 files)")
        assertTitle(["A.swift", "B.swift", "C.swift", "D.swift"], "MyApp (4 files)")
        assertTitle(["../Other/A.swift", "../Other/B.swift", "../Other/C.swift", "../Other/D.swift"], "Other (4 files)")
        assertTitle(["./A.swift", "./B.swift", "./C.swift", "./Sub/D.swift"], folder: "MyApp", in: "/elsewhere", "MyApp (4 files)")
        assertTitle(["/w/App/A.swift", "/w/App/B.swift", "/w/App/C.swift", "/w/App/D/E.swift"], folder: "Work", "Work (4 files)")
        assertTitle(["/A.swift", "/B.swift", "/C.swift", "/D.swift"], "workspace (4 files)")
    }

    func assertFolderName(_ path: String, in currentDirectory: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Session.folderName(of: path, in: currentDirectory), expected, file: file, line: line)
    }

    func testTheFolderIsNamedByItsAbsolutePath() {
        assertFolderName(".", in: "/home/ana/MyApp", "MyApp")
        assertFolderName("./", in: "/home/ana/MyApp", "MyApp")
        assertFolderName("..", in: "/home/ana/MyApp/Sources", "MyApp")
        assertFolderName("Sources/..", in: "/home/ana/MyApp", "MyApp")
        assertFolderName("Sources", in: "/home/ana/MyApp", "Sources")
        assertFolderName("/srv/Shop/", in: "/home/ana", "Shop")
        assertFolderName("/srv//Shop/./", in: "/home/ana", "Shop")
        assertFolderName("..", in: "/", "/")
    }

    /// A session started on `.` is titled by the folder's own name.
    func testASessionOnTheCurrentFolderIsTitledByItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MyApp-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["A", "B", "C", "D"] {
            try "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\(name)\") } }\n".write(to: folder.appendingPathComponent("Views/\(name).swift"), atomically: true, encoding: .utf8)
        }
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let session = try Session(paths: ["."], root: nil, toolchain: .xcode26)
        XCTAssertEqual(session.folderName, folder.lastPathComponent)
        XCTAssertEqual(Service(session: session).sessionInfo().title, "\(folder.lastPathComponent) (4 files)")
    }
}
