// rule: I6 — ForEach(names.indices, id: \.self) identifies rows by index: inserting at the front shifts the names while row state stays at its position, and only the last index is new
// root: TaskBoard
// do: tap "Check Write"
// do: tap "Add Plan"
// expect 1 screen: Text "Write: 1"
// expect 2: Checks#3 init  (TaskRow.checks)
// expect 2 count 1: Checks#3 init  (TaskRow.checks)
// expect 2 not: Checks#1 deinit
// expect 2 not: Checks#2 deinit
// expect 2 screen order: Text "Plan: 1" | Text "Write: 0" | Text "Ship: 0"
import SwiftUI

final class Checks: ObservableObject {
    @Published var count = 0
    init() { print("Checks init") }
    deinit { print("Checks deinit") }
}

struct TaskBoard: View {
    @State private var tasks = ["Write", "Ship"]
    var body: some View {
        let _ = print("TaskBoard body")
        VStack {
            Button("Add Plan") { tasks.insert("Plan", at: 0) }
            ForEach(tasks.indices, id: \.self) { index in
                TaskRow(title: tasks[index])
            }
        }
    }
}

struct TaskRow: View {
    let title: String
    @StateObject private var checks = Checks()
    var body: some View {
        let _ = print("TaskRow body (\(title))")
        Text("\(title): \(checks.count)")
        Button("Check \(title)") { checks.count += 1 }
    }
}
