import SwiftUI

final class Todo: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var done = false
    init(title: String) { self.title = title }
}

final class TodoList: ObservableObject {
    @Published var todos: [Todo] = []
}

struct TodoRow: View {
    @ObservedObject var todo: Todo
    var body: some View { Toggle(todo.title, isOn: $todo.done) }
}

struct TodoListView: View {
    @ObservedObject var list: TodoList
    var body: some View {
        List {
            ForEach(list.todos) { todo in TodoRow(todo: todo) }
        }
    }
}
