import Ownership
import XCTest

/// The globs of `exclude`: `*`, `?`, `**`, folders and what they name beneath them.
final class PathPatternTests: XCTestCase {
    /// `pattern` names each of `matching` and none of `others` (paths relative to its folder).
    func assertGlob(
        _ pattern: String, matches matching: [String], not others: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let glob = PathPattern(pattern) else { return XCTFail("'\(pattern)' was refused", file: file, line: line) }
        for path in matching { XCTAssertTrue(glob.matches(path), "'\(pattern)' should name \(path)", file: file, line: line) }
        for path in others { XCTAssertFalse(glob.matches(path), "'\(pattern)' should not name \(path)", file: file, line: line) }
    }

    func testLiteralPathsAndFolders() {
        assertGlob("A.swift", matches: ["A.swift", "./A.swift"], not: ["B.swift", "Sources/A.swift", "A.swift.bak", "XA.swift"])
        assertGlob("Sources/A.swift", matches: ["Sources/A.swift"], not: ["A.swift", "Other/Sources/A.swift"])
        // A bare folder name, or a trailing slash: everything beneath.
        assertGlob(
            "Pods", matches: ["Pods/Alamofire/Session.swift", "Pods/A.swift", "Pods"], not: ["PodsExtra/A.swift", "App/Pods/A.swift"])
        assertGlob("Pods/", matches: ["Pods/A.swift", "Pods/x/y/z.swift"], not: ["Pods", "App/Pods/A.swift"])
        assertGlob(
            "Sources/Generated", matches: ["Sources/Generated/Strings.swift"], not: ["Sources/GeneratedX/A.swift", "Generated/A.swift"])
        assertGlob("./Vendor//Lib/", matches: ["Vendor/Lib/A.swift"], not: ["Vendor/A.swift"])
    }

    func testStarsWithinOneComponent() {
        assertGlob("*.swift", matches: ["A.swift", "Generated.swift", ".swift"], not: ["Sources/A.swift", "A.swiftinterface"])
        assertGlob("*Tests.swift", matches: ["AppTests.swift", "Tests.swift"], not: ["AppTest.swift", "Tests/AppTests.swift"])
        assertGlob(
            "Sources/*/Generated", matches: ["Sources/App/Generated/A.swift", "Sources/Kit/Generated/x/B.swift"],
            not: ["Sources/Generated/A.swift", "Sources/a/b/Generated/A.swift"])
        assertGlob(
            "*Mock*", matches: ["MockServer.swift", "APIMocks/A.swift", "ServerMock.swift"],
            not: ["Mocked/../A.swift", "Sources/Mock.swift"])
        assertGlob("a*b*c.swift", matches: ["abc.swift", "aXbYc.swift", "abbbc.swift", "ab_bc_c.swift"], not: ["acb.swift", "abc.swiftx"])
        assertGlob("*", matches: ["A.swift", "Sources/A.swift"])
    }

    func testQuestionMark() {
        assertGlob("View?.swift", matches: ["View1.swift", "ViewA.swift"], not: ["View.swift", "View12.swift"])
        assertGlob("?/A.swift", matches: ["x/A.swift"], not: ["xy/A.swift", "A.swift"])
        assertGlob("Caf?.swift", matches: ["Café.swift"])
    }

    func testDoubleStarAcrossComponents() {
        assertGlob(
            "**/Generated", matches: ["Generated/A.swift", "App/Generated/A.swift", "a/b/c/Generated/x/A.swift"],
            not: ["App/NotGenerated/A.swift"])
        assertGlob(
            "**/*.generated.swift", matches: ["A.generated.swift", "Sources/x/A.generated.swift"],
            not: ["A.swift", "A.generated.swift.orig"])
        assertGlob("Sources/**/*.swift", matches: ["Sources/A.swift", "Sources/a/b/A.swift"], not: ["Tests/A.swift", "A.swift"])
        assertGlob("Sources/**", matches: ["Sources/A.swift", "Sources/a/b/A.swift"], not: ["Tests/A.swift", "SourcesX/A.swift"])
        assertGlob("**", matches: ["A.swift", "a/b/c.swift"])
        assertGlob("a/**/b/**/c.swift", matches: ["a/b/c.swift", "a/x/b/y/z/c.swift"], not: ["a/c.swift", "b/a/c.swift"])
        assertGlob("**/Previews/**", matches: ["Previews/A.swift", "Feature/Previews/Deep/A.swift"], not: ["Feature/PreviewsX/A.swift"])
    }

    func testPatternsThatNameNothingAreRefused() {
        for refused in ["", "/", "/abs/path", "../Other", "a/../b", "./"] {
            XCTAssertNil(PathPattern(refused), refused)
        }
        // A path that climbs out of the folder is never named.
        assertGlob("**", matches: [], not: ["../A.swift", ""])
    }

    /// `path` relative to `folder` (with `working` for relative ones) is `expected`.
    func assertRelative(
        _ path: String, in folder: String, working: String? = nil, _ expected: String?, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(PathPattern.relativePath(of: path, in: folder, workingFolder: working), expected, file: file, line: line)
    }

    func testRelativePaths() {
        assertRelative("/p/Sources/A.swift", in: "/p", "Sources/A.swift")
        assertRelative("/p/Sources/A.swift", in: "/p/", "Sources/A.swift")
        assertRelative("/p//Sources/./A.swift", in: "/p", "Sources/A.swift")
        assertRelative("/p/x/../Sources/A.swift", in: "/p", "Sources/A.swift")
        assertRelative("/q/A.swift", in: "/p", nil)
        assertRelative("/pq/A.swift", in: "/p", nil)
        assertRelative("/p", in: "/p", nil)
        // Relative paths start at the working folder.
        assertRelative("./Sources/A.swift", in: "/p", working: "/p", "Sources/A.swift")
        assertRelative("A.swift", in: "/p", working: "/p/Sources", "Sources/A.swift")
        assertRelative("../A.swift", in: "/p", working: "/p/Sources", "A.swift")
        assertRelative("A.swift", in: "..", working: "/p/Sources", "Sources/A.swift")
        assertRelative("A.swift", in: "/p", nil)
    }
}
