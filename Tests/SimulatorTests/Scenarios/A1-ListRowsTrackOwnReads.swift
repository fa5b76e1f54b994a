// rule: A1 — List row closures are escaping: each row depends on its own reads; the list's owner reading nothing is not invalidated
// root: TodoList
// do: tap "Finish Milk"
// expect 0 count 3: TodoRow.body
// expect 1 count 1: TodoRow.body
// expect 1: print: TodoRow body Milk
// expect 1 not: print: TodoRow body Eggs
// expect 1 not: TodoList.body
// expect 1 screen: Text "Milk: done"
// expect 1 screen: Text "Eggs: open"
import SwiftUI
import Observation

@Observable
final class Todo: Identifiable {
    let id: Int
    let title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")]

    var body: some View {
        let _ = print("TodoList body")
        List(todos) { todo in
            TodoRow(todo: todo)
        }
    }
}

struct TodoRow: View {
    let todo: Todo

    var body: some View {
        let _ = print("TodoRow body \(todo.title)")
        HStack {
            Text("\(todo.title): \(todo.done ? "done" : "open")")
            Button("Finish \(todo.title)") { todo.done = true }
        }
    }
}
