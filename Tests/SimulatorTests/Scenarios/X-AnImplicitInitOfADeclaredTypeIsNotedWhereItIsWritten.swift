// rule: X — `var helper: ExternalHelper = .init()` of a type the simulator does not know: the note names the line the property is declared on
// root: Screen
// expect 0: note: X-AnImplicitInitOfADeclaredTypeIsNotedWhereItIsWritten.swift:10: `ExternalHelper(...)` is not known to the simulator; its result is unknown
// expect 0: Model#1 init  (Screen.model)
import SwiftUI
import ExternalKit

final class Model: ObservableObject {
    @Published var count = 0
    private var helper: ExternalHelper = .init()
}

struct Screen: View {
    @StateObject private var model = Model()
    var body: some View { Text("\(model.count)") }
}
