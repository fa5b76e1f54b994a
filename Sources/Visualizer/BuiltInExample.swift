/// The example `lifeline visualize` opens when given no file: the first article's experiment, a
/// score plate that loses its score when its parent's body runs again. Written for Lifeline.
public enum BuiltInExample {
    public static let path = "built-in/ScorePlate.swift"
    public static let root = "ContentView"

    public static let source = """
        import SwiftUI

        // Lifeline's built-in example: the score plate that loses its score.
        //
        // Tap "+1" a few times, then "Toggle Name". ContentView's body runs again and builds a new
        // ScorePlate value; its `@ObservedObject var model = Model()` makes a new Model, and the
        // score falls back to 0. In the what-if panel, switch `model` to @StateObject and replay:
        // SwiftUI then keeps the first Model with the plate's identity, and the score survives.

        final class Model: ObservableObject {
            @Published var score = 0
            init() { print("Model made") }
            deinit { print("Model freed") }
        }

        struct ContentView: View {
            @State private var showsFullName = false

            var body: some View {
                VStack(spacing: 12) {
                    Button("Toggle Name") { showsFullName.toggle() }
                    Text("Player: \\(showsFullName ? "Grace Hopper" : "grace")")
                    ScorePlate()
                }
            }
        }

        struct ScorePlate: View {
            @ObservedObject var model = Model()

            var body: some View {
                VStack(spacing: 8) {
                    Button("+1") { model.score += 1 }
                    Text("Score: \\(model.score)")
                    ScoreBadge(model: model)
                }
            }
        }

        struct ScoreBadge: View {
            @ObservedObject var model: Model

            var body: some View {
                Text(model.score >= 3 ? "On fire" : "Warming up")
            }
        }

        """
}
