import Foundation
import Combine
import SwiftUI

/// Shared behaviour for every store in the app.
class BaseStore: ObservableObject {
    @Published var isBusy = false
    @Published var errorMessage: String?

    func perform(_ work: () throws -> Void) {
        isBusy = true
        defer { isBusy = false }
        do { try work() } catch { errorMessage = error.localizedDescription }
    }
}

struct Workout: Identifiable, Hashable, Codable {
    enum Kind: String, Codable, CaseIterable, Identifiable {
        case run, ride, swim, lift
        var id: String { rawValue }
        var symbol: String {
            switch self {
            case .run: return "figure.run"
            case .ride: return "bicycle"
            case .swim: return "figure.pool.swim"
            case .lift: return "dumbbell"
            }
        }
    }

    struct Split: Hashable, Codable {
        var distance: Double
        var seconds: Int
    }

    let id: UUID
    var kind: Kind
    var date: Date
    var minutes: Int
    var splits: [Split] = []
}

final class WorkoutStore: BaseStore {
    @Published private(set) var workouts: [Workout] = []
    @Published var filter: Workout.Kind?

    override init() {
        super.init()
        workouts = [
            Workout(id: UUID(), kind: .run, date: .now, minutes: 32),
            Workout(id: UUID(), kind: .swim, date: .now.addingTimeInterval(-86_400), minutes: 45),
        ]
    }

    var filtered: [Workout] {
        guard let filter else { return workouts }
        return workouts.filter { $0.kind == filter }
    }

    func add(_ workout: Workout) {
        perform { workouts.insert(workout, at: 0) }
    }

    func remove(at offsets: IndexSet) {
        workouts.remove(atOffsets: offsets)
    }

    func persist() {
        _ = try? JSONEncoder().encode(workouts)
    }
}

final class AuthService: BaseStore {
    @Published private(set) var user: User?

    struct User: Equatable {
        let id: String
        let displayName: String
    }

    func signIn(name: String) {
        perform { user = User(id: UUID().uuidString, displayName: name) }
    }

    func signOut() { user = nil }
}

final class ThemeManager: ObservableObject {
    static let shared = ThemeManager()

    @Published var accent: Color = .orange
    @Published var cornerRadius: CGFloat = 12

    private init() {}
}

final class HealthKitBridge: ObservableObject {
    static let shared = HealthKitBridge()
    @Published private(set) var stepsToday = 0
    @Published private(set) var authorized = false

    func requestAccess() {
        authorized = true
        stepsToday = 8_432
    }
}

/// Not observable: a cache that is set up once and only read afterwards.
final class DurationFormatterBox {
    let formatter: DateComponentsFormatter

    init() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        self.formatter = formatter
    }

    func string(minutes: Int) -> String {
        formatter.string(from: TimeInterval(minutes * 60)) ?? "\(minutes) min"
    }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// A DynamicProperty that exposes the shared theme and refreshes its view.
@propertyWrapper
struct Themed: DynamicProperty {
    @ObservedObject private var manager = ThemeManager.shared

    var wrappedValue: ThemeManager { manager }
}
