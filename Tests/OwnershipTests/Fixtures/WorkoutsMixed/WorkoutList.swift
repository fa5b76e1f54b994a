import SwiftUI

struct WorkoutListView: View {
    @EnvironmentObject private var store: AppStore
    @State private var formatterBox = DurationFormatterBox()
    @State private var isAdding = false
    @State private var refreshToken = UUID()

    var body: some View {
        NavigationStack {
            List {
                FilterBar(selection: $store.filter)
                ForEach(store.filtered, id: \.id) { workout in
                    NavigationLink(value: workout) {
                        Row(workout: workout, duration: formatterBox.string(minutes: workout.minutes))
                    }
                }
                .onDelete(perform: store.remove)
            }
            .id(refreshToken)
            .refreshable { refreshToken = UUID() }
            .navigationTitle("Workouts")
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetail(workout: workout)
            }
            .toolbar {
                Button { isAdding = true } label: { Image(systemName: "plus") }
            }
            .sheet(isPresented: $isAdding) {
                NewWorkoutSheet()
            }
        }
    }
}

extension WorkoutListView {
    struct Row: View {
        let workout: Workout
        let duration: String

        var body: some View {
            HStack {
                Image(systemName: workout.kind.symbol)
                    .frame(width: 28)
                VStack(alignment: .leading) {
                    Text(workout.kind.rawValue.capitalized).font(.headline)
                    Text(workout.date, style: .date).font(.caption)
                }
                Spacer()
                Text(duration).monospacedDigit()
            }
        }
    }

    struct FilterBar: View {
        @Binding var selection: Workout.Kind?

        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    chip(nil, title: "All")
                    ForEach(Workout.Kind.allCases) { kind in
                        chip(kind, title: kind.rawValue.capitalized)
                    }
                }
            }
        }

        private func chip(_ kind: Workout.Kind?, title: String) -> some View {
            Button(title) { selection = kind }
                .buttonStyle(.bordered)
                .tint(selection == kind ? .accentColor : .gray)
        }
    }
}

struct WorkoutDetail: View {
    let workout: Workout

    var body: some View {
        Card(title: workout.kind.rawValue.capitalized) {
            VStack(alignment: .leading, spacing: 8) {
                Text("\(workout.minutes) minutes")
                ForEach(Array(workout.splits.enumerated()), id: \.offset) { index, split in
                    Text("Split \(index + 1): \(split.distance, specifier: "%.2f") km in \(split.seconds)s")
                }
            }
        }
        .padding()
    }
}

struct NewWorkoutSheet: View {
    @EnvironmentObject private var store: AppStore
    @Environment(\.dismiss) private var dismiss
    @StateObject private var draft: DraftModel

    init() {
        _draft = StateObject(wrappedValue: DraftModel())
    }

    final class DraftModel: ObservableObject {
        @Published var kind: Workout.Kind = .run
        @Published var minutes = 30
        @Clamped(1...600) var maxMinutes = 600
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Kind", selection: $draft.kind) {
                    ForEach(Workout.Kind.allCases) { Text($0.rawValue).tag($0) }
                }
                Stepper("\(draft.minutes) min", value: $draft.minutes, in: 1...draft.maxMinutes)
            }
            .toolbar {
                Button("Save") {
                    store.add(Workout(id: UUID(), kind: draft.kind, date: .now, minutes: draft.minutes))
                    dismiss()
                }
            }
        }
    }
}
