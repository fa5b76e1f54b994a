import Foundation
import XCTest

/// `lifeline simulate` on a screen whose environment objects nothing above injects.
final class SimulatePlaceholderTests: XCTestCase {
    func testPlaceholdersByDefaultAndTheCrashWithStrict() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("Profile.swift")
        try """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "ada" }
            struct Profile: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let placeholder = try runLifeline(["simulate", file.path, "--root", "Profile"])
        XCTAssertEqual(placeholder.status, 0, placeholder.errors)
        XCTAssertTrue(placeholder.output.contains("note: placeholder `Session`: nothing above `Profile` injects one"), placeholder.output)
        let strict = try runLifeline(["simulate", file.path, "--root", "Profile", "--strict"])
        XCTAssertEqual(strict.status, 3, strict.output)
        XCTAssertTrue(strict.output.contains("No ObservableObject of type Session found"), strict.output)
    }
}
