// rule: X — a run steered toward a view built in the rows of an empty list gives the list one row, of an element it does not know; a state that later changes what the steered place decides is noted, and what follows says nothing of the app
// root: Inbox
// toward: Row
// do: tap "Add"
// expect 0: note: X-SteeredRunGivesAnEmptyListOneRow.swift:16: steered: this list gets one row, of an element the run does not know, to show the view the run is steered toward
// expect 0: RowModel#1 init  (Row.model)
// expect 1: note: X-SteeredRunGivesAnEmptyListOneRow.swift:16: steered: what this place decides on its own changed; from here the steered run says nothing of the app
import SwiftUI

final class RowModel: ObservableObject {}

struct Inbox: View {
    @State private var messages: [String] = []
    var body: some View {
        VStack {
            ForEach(messages, id: \.self) { message in
                Row(text: message)
            }
            Button("Add") { messages.append("hello") }
        }
    }
}

struct Row: View {
    let text: String
    @StateObject private var model = RowModel()
    var body: some View { Text(text) }
}
