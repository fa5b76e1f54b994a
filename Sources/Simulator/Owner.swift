/// Who made an object or holds a `@State`'s storage, as a typed value. Hovers and the visualizer
/// compare owners and look their types up by key; only the trace prints them (`description`:
/// `Parent.model`, `Row code`, `placeholder for Row`, `Theme.shared (static)`).
public struct Owner: Hashable, Sendable, CustomStringConvertible {
    public enum Role: Hashable, Sendable {
        /// A stored property's initial value, or the storage SwiftUI keeps for it: `T.p`.
        case property(String)
        /// A wrapper's initial value read before SwiftUI installed the view: `T.p (not installed)`.
        case notInstalled(String)
        /// A static stored property's value, made once: `T.p (static)`.
        case staticProperty(String)
        /// Code of the type outside any property's initial value (an initializer, a method): `T code`.
        case code
        /// A view's `body`: `T.body`.
        case body
        /// A placeholder environment object made for the view `T`: `placeholder for T`.
        case placeholder
        /// A global variable's initial value: its name.
        case global(String)
        /// Code outside every type.
        case topLevel
    }

    /// The key of the type (`Feature.Row`); nil for a global or top-level code.
    public let typeKey: String?
    /// The type's name as the trace prints it (`Row`).
    public let typeName: String?
    public let role: Role

    public init(type key: String?, name: String?, _ role: Role) {
        typeKey = key
        typeName = name
        self.role = role
    }

    /// The owner `role` of the type `key`, printed by its simple name.
    init(_ type: TypeInfo, _ role: Role) {
        self.init(type: type.key, name: type.name, role)
    }

    /// The property whose initial value or storage this is (nil for code, bodies and placeholders).
    public var property: String? {
        switch role {
        case .property(let name), .notInstalled(let name), .staticProperty(let name): return name
        default: return nil
        }
    }

    public var description: String {
        let type = typeName ?? typeKey ?? "?"
        switch role {
        case .property(let name): return "\(type).\(name)"
        case .notInstalled(let name): return "\(type).\(name) (not installed)"
        case .staticProperty(let name): return "\(type).\(name) (static)"
        case .code: return "\(type) code"
        case .body: return "\(type).body"
        case .placeholder: return "placeholder for \(type)"
        case .global(let name): return name
        case .topLevel: return "top-level code"
        }
    }

    /// Owners are the same when their types' keys and roles are: the printed name plays no part.
    public static func == (a: Owner, b: Owner) -> Bool { a.typeKey == b.typeKey && a.role == b.role }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeKey)
        hasher.combine(role)
    }
}
