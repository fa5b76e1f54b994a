import SwiftUI

@Observable
final class Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
    init(title: String) { self.title = title }
}

final class TodoList: ObservableObject {
    @Published var todos: [Todo] = []
}

struct TodoRow: View {
    @Bindable var todo: Todo
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
