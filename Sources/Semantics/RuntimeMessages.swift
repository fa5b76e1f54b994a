/// SwiftUI's own words for the failures Lifeline predicts, kept in one place so that a rule that
/// warns about a crash and the simulator that reproduces it quote the same text, the text users
/// search for (see `../shared/docs/apple-guidance.md`).
public enum RuntimeMessage {
    /// The crash when a view reads an environment object nothing above it injected. `observable`
    /// is true for `@Environment(Model.self)`, false for `@EnvironmentObject`.
    public static func missingEnvironmentObject(_ type: String, observable: Bool) -> String {
        let kind = observable ? "Observable object" : "ObservableObject"
        return "Fatal error: No \(kind) of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
    }

    /// The purple warning when a `@StateObject` is read before SwiftUI installed its storage.
    public static let stateObjectNotInstalled =
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
}
