import SwiftUI

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    init(_ key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

@Observable
final class Preferences {
    @ObservationIgnored @UserDefault("launches", defaultValue: 0) var launches: Int
    var showsTips = true
}

struct TipsView: View {
    @Environment(Preferences.self) var preferences: Preferences
    var body: some View { Text(preferences.showsTips ? "Tip" : "") }
}
