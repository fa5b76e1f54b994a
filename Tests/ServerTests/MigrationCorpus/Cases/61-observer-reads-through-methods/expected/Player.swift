import SwiftUI

final class Logger {
    func record(_ line: String) {}
}

struct Window {
    var start = 0
    var length = 10
    func contains(_ value: Int) -> Bool { value >= start && value < start + length }
    func describe() -> String { "\(start)+\(length)" }
}

@Observable
final class Player {
    let log = Logger()
    var items: [String] = [] {
        didSet { items.forEach { print($0) } }
    }
    var window = Window() {
        didSet {
            print(window.describe())
            if window.contains(3) { print("three") }
        }
    }
    var logger = Logger() {
        didSet { logger.record("replaced") }
    }
    var title = "" {
        didSet { let trimmed = title.trimmingCharacters(in: .whitespaces); print(trimmed) }
    }
}

struct PlayerView: View {
    @State var player = Player()
    var body: some View {
        Text(player.items.first ?? player.title)
        Text(player.window.describe())
    }
}
