// A stand-in for SwiftUI, for the migration corpus only: the views, wrappers and modifiers the
// corpus and the migration's output use, with SwiftUI's names and shapes, so both type-check on
// Linux. Like SwiftUI, it re-exports Combine and Observation. Nothing here runs.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { return fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(EmptyView()) }
    public static func buildOptional(_ view: AnyView?) -> AnyView { AnyView(EmptyView()) }
    public static func buildEither(first: AnyView) -> AnyView { first }
    public static func buildEither(second: AnyView) -> AnyView { second }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { return fatalError() }
}

public struct Text: View {
    public init(_ text: String) {}
    public var body: Never { return fatalError() }
}

public struct Button: View {
    public init(_ title: String, action: @escaping () -> Void) {}
    public var body: Never { return fatalError() }
}

public struct TextField: View {
    public init(_ title: String, text: Binding<String>) {}
    public var body: Never { return fatalError() }
}

public struct Toggle: View {
    public init(_ title: String, isOn: Binding<Bool>) {}
    public var body: Never { return fatalError() }
}

public struct VStack: View {
    public init(@ViewBuilder content: () -> AnyView) {}
    public var body: Never { return fatalError() }
}

public struct List: View {
    public init(@ViewBuilder content: () -> AnyView) {}
    public var body: Never { return fatalError() }
}

public struct ForEach<Data: RandomAccessCollection>: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> AnyView) where Data.Element: Identifiable {}
    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> AnyView) {}
    public var body: Never { return fatalError() }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> AnyView { AnyView(self) }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> AnyView { AnyView(self) }
    public func onAppear(perform action: (() -> Void)? = nil) -> AnyView { AnyView(self) }
    public func task(_ action: @escaping () async -> Void) -> AnyView { AnyView(self) }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> AnyView where P.Failure == Never { AnyView(self) }
}

public protocol DynamicProperty {}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: Wrapper { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> where Value: AnyObject & Observable {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ value: Value) { self.wrappedValue = value }
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
    public var wrappedValue: Value { fatalError() }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    init()
    @SceneBuilder var body: Body { get }
}

extension App {
    public static func main() {}
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
