import SwiftUI

final class Sketch: ObservableObject {
    @Published var strokes: [String] = []
}

struct SketchView: View {
    @StateObject private var sketch = Sketch()
    var body: some View { Text("\(sketch.strokes.count) strokes") }
}
