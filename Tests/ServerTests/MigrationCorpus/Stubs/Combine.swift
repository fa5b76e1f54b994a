// A stand-in for Apple's Combine, for the migration corpus only: the few declarations the corpus
// uses, with Apple's names and shapes, so its classes type-check on Linux before and after the
// migration. Nothing here runs.
import Foundation

public protocol Cancellable { func cancel() }

public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> { case finished, failure(Failure) }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func receive(on queue: DispatchQueue) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { AnyCancellable {} }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
    public func assign(to published: inout Published<Output>.Publisher) {}
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ value: Output) {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}
