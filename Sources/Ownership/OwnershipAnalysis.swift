import Foundation
import Semantics
import Syntax

public enum OwnershipKind: String, Sendable {
    /// This view creates the object (inline, or in its `init`).
    case owned
    /// The value comes from outside: a parent passes it.
    case injected
    /// Read from the environment.
    case environment
    /// A singleton or other static instance.
    case shared
    case unknown
}

/// Who owns the object behind one model property, and how Lifeline knows.
public struct OwnershipVerdict: Sendable {
    public let view: String
    public let property: ViewProperty
    public let kind: OwnershipKind
    /// The reasoning, one step per line: `ScoreText.model ← ScorePlate.model (owned by @StateObject)`.
    public let evidence: [String]
    /// Construction or injection sites the evidence rests on.
    public let sites: [Location]
}

/// The ownership verdicts of a model, each reached when first asked for: a question about one view
/// follows that view's chain of parents only, so an editor asking about one file does not pay for
/// the whole workspace. Safe to share between threads.
public final class OwnershipAnalysis: @unchecked Sendable {
    public let model: SemanticModel
    private let lock = NSLock()
    private let memo = Memo()
    private var all: [OwnershipVerdict]?

    init(model: SemanticModel) {
        self.model = model
    }

    /// Every verdict, views in source order and properties in declaration order.
    public var verdicts: [OwnershipVerdict] {
        lock.lock()
        defer { lock.unlock() }
        if let all { return all }
        var result: [OwnershipVerdict] = []
        for name in model.viewOrder {
            guard let view = model.views[name] else { continue }
            for property in view.properties where OwnershipAnalysis.isModelProperty(property, in: model) {
                result.append(OwnershipAnalysis.verdict(for: property, of: view, in: model, memo: memo))
            }
        }
        all = result
        return result
    }

    /// The verdicts on one view's model properties, in declaration order.
    public func verdicts(ofView name: String) -> [OwnershipVerdict] {
        guard let view = lookup(name) else { return [] }
        lock.lock()
        defer { lock.unlock() }
        return view.properties.filter { OwnershipAnalysis.isModelProperty($0, in: model) }.map {
            OwnershipAnalysis.verdict(for: $0, of: view, in: model, memo: memo)
        }
    }

    public func verdict(view: String, property: String) -> OwnershipVerdict? {
        guard let view = lookup(view), let property = view.properties.first(where: { $0.name == property }),
            OwnershipAnalysis.isModelProperty(property, in: model)
        else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return OwnershipAnalysis.verdict(for: property, of: view, in: model, memo: memo)
    }

    /// Whether a property holds a model object: an object wrapper, or a property whose type is a
    /// class of the workspace.
    public static func isModelProperty(_ property: ViewProperty, in model: SemanticModel) -> Bool {
        if property.isComputed { return false }
        switch property.wrapper {
        case .stateObject, .observedObject, .environmentObject, .environmentObservable, .bindable:
            return true
        case .state, .none, .binding:
            return model.model(named: property.type) != nil
        default:
            return false
        }
    }

    /// A view by its key in the model (`Feature.Row`) or by its name (`Row`, the first so named).
    private func lookup(_ name: String) -> ViewType? {
        if let view = model.views[name] { return view }
        if let view = model.view(named: name), view.name == name { return view }
        let views = model.views
        return model.viewOrder.lazy.compactMap { views[$0] }.first { $0.name == name }
    }

    /// The analysis of a model; verdicts are reached as they are asked for.
    public static func analyze(_ model: SemanticModel) -> OwnershipAnalysis {
        OwnershipAnalysis(model: model)
    }

    /// Verdicts already reached, so that chains through shared parents are followed once, and the
    /// properties being followed, so that a cycle of views ends.
    final class Memo {
        var verdicts: [String: OwnershipVerdict] = [:]
        var following: Set<String> = []
    }

    static func verdict(for property: ViewProperty, of view: ViewType, in model: SemanticModel, memo: Memo) -> OwnershipVerdict {
        let key = "\(view.declaration.name).\(property.name)"
        if let known = memo.verdicts[key] { return known }
        if memo.following.contains(key) {
            return OwnershipVerdict(
                view: view.name, property: property, kind: .unknown, evidence: ["\(view.name).\(property.name) is passed around a cycle of views"], sites: [])
        }
        memo.following.insert(key)
        let result = computeVerdict(for: property, of: view, in: model, memo: memo)
        memo.following.remove(key)
        memo.verdicts[key] = result
        return result
    }

    static func computeVerdict(for property: ViewProperty, of view: ViewType, in model: SemanticModel, memo: Memo) -> OwnershipVerdict {
        let label = "\(view.name).\(property.name)"
        func make(_ kind: OwnershipKind, _ evidence: [String], _ sites: [Location] = []) -> OwnershipVerdict {
            OwnershipVerdict(view: view.name, property: property, kind: kind, evidence: evidence, sites: sites)
        }
        if property.isStatic { return make(.shared, ["\(label) is a static property: one instance for every view"]) }
        switch property.wrapper {
        case .environmentObject, .environmentObservable:
            let type =
                property.wrapper == .environmentObject
                ? property.type
                : {
                    if case .environmentObservable(let t) = property.wrapper { return t }
                    return nil
                }()
            let injections = injectionSites(of: type, in: model)
            if injections.isEmpty {
                return make(
                    .environment,
                    [
                        "\(label) reads \(type.map(TypeDeclaration.baseName) ?? "a value") from the environment; no injection of that type was found"
                    ])
            }
            return make(
                .environment,
                ["\(label) reads \(type.map(TypeDeclaration.baseName) ?? "a value") from the environment"]
                    + injections.map { "injected by \($0.expression) at \(model.describe($0.location))" },
                injections.map(\.location))
        default:
            break
        }
        if let value = property.initialValue {
            // A parent may still pass the value through the memberwise initializer.
            let passing = model.constructionSites(of: view.name).filter { site in site.arguments.contains { $0.label == property.name } }
            if !passing.isEmpty && view.memberwiseParameters.contains(property.name) {
                return injectedVerdict(
                    property, of: view, argumentLabel: property.name, in: model, memo: memo,
                    how: "through the memberwise initializer, replacing its initial value")
            }
            switch value.kind {
            case .newInstance(let type):
                return make(.owned, ["\(label) creates its \(TypeDeclaration.baseName(type)) inline, with \(property.wrapper)"])
            case .sharedInstance(let type, let member):
                return make(.shared, ["\(label) is \(type).\(member), a shared instance"])
            case .literal:
                return make(.owned, ["\(label) starts as `\(value.node.squashedText)` and is set by \(view.name) itself"])
            default:
                return make(.unknown, ["\(label) starts as `\(value.node.squashedText)`, which Lifeline cannot follow"])
            }
        }
        // Assigned in an initializer?
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property.name {
                let how =
                    assignment.throughStorage
                    ? "_\(property.name) = \(assignment.wrapperCall.map { "\($0)(wrappedValue: …)" } ?? "…")" : "self.\(property.name) = …"
                switch assignment.value.kind {
                case .newInstance(let type):
                    return make(.owned, ["\(label) is created in init (\(how)) as a new \(TypeDeclaration.baseName(type))"])
                case .localInstance(let local, let type):
                    return make(
                        .owned,
                        ["\(label) is created in init as `\(local)`, a new \(TypeDeclaration.baseName(type)), then installed (\(how))"])
                case .sharedInstance(let type, let member):
                    return make(.shared, ["\(label) is \(type).\(member), a shared instance, installed in init"])
                case .parameter(let parameter):
                    let label2 = initializer.parameters.first { $0.name == parameter }?.label
                    return injectedVerdict(
                        property, of: view, argumentLabel: label2, in: model, memo: memo,
                        how: "from init parameter `\(parameter)` (\(how))")
                default:
                    return make(.unknown, ["\(label) is assigned in init from an expression Lifeline cannot follow"])
                }
            }
        }
        if view.memberwiseParameters.contains(property.name) {
            return injectedVerdict(
                property, of: view, argumentLabel: property.name, in: model, memo: memo, how: "through the memberwise initializer")
        }
        return make(.unknown, ["\(label) has no initial value, and no initializer sets it"])
    }

    /// The verdict for a property its parents pass in, with the chain back to the owner.
    static func injectedVerdict(
        _ property: ViewProperty, of view: ViewType, argumentLabel: String?, in model: SemanticModel, memo: Memo, how: String
    ) -> OwnershipVerdict {
        let label = "\(view.name).\(property.name)"
        var evidence = ["\(label) comes from outside, \(how)"]
        var sites: [Location] = []
        let constructions = model.constructionSites(of: view.name)
        if constructions.isEmpty { evidence.append("no construction of \(view.name) in the workspace") }
        for site in constructions.prefix(8) {
            sites.append(site.location)
            let argument = site.arguments.first { $0.label == argumentLabel }?.value
            guard let argument else {
                evidence.append("\(site.parent) builds \(view.name) at \(model.describe(site.location)) without that argument")
                continue
            }
            evidence.append(provenance(of: argument, at: site, property: label, in: model, memo: memo))
        }
        return OwnershipVerdict(view: view.name, property: property, kind: .injected, evidence: evidence, sites: sites)
    }

    /// One chain line: where the argument a parent passes comes from.
    static func provenance(of argument: SyntaxNode, at site: ViewConstruction, property label: String, in model: SemanticModel, memo: Memo)
        -> String
    {
        // `flag ? first : second`: either branch may be passed; follow both.
        if argument.kind == .sequenceExpr, case .ternary(let op, _, let otherwise) = OperatorTable().fold(argument),
            let then = op.children.first, case .operand(let otherNode) = otherwise
        {
            return [then, otherNode].map { provenance(of: $0, at: site, property: label, in: model, memo: memo) }.joined(
                separator: "; or ")
        }
        var name: String?
        if argument.kind == .declReferenceExpr { name = argument.referencedName }
        if argument.kind == .memberAccessExpr, argument.baseExpression?.firstToken?.kind == .kwSelf { name = argument.memberName }
        if let name, let parent = model.view(named: site.parent), let source = parent.property(name) {
            let upstream: String
            if isModelProperty(source, in: model) {
                let parentVerdict = verdict(for: source, of: parent, in: model, memo: memo)
                upstream = "\(parentVerdict.kind.rawValue) by \(source.wrapper)"
            } else {
                upstream = "\(source.wrapper)"
            }
            return "\(label) ← \(site.parent).\(name) (\(upstream)) at \(model.describe(site.location))"
        }
        switch ValueKind.of(argument) {
        case .newInstance(let type):
            return
                "\(label) ← a new \(TypeDeclaration.baseName(type)) built by \(site.parent).\(site.container) at \(model.describe(site.location)), again on every run of that body"
        case .sharedInstance(let type, let member):
            return "\(label) ← \(type).\(member), a shared instance, at \(model.describe(site.location))"
        default:
            return "\(label) ← `\(argument.squashedText)` in \(site.parent).\(site.container) at \(model.describe(site.location))"
        }
    }

    /// Every `.environmentObject(...)`/`.environment(...)` injection of a type, in views and roots.
    static func injectionSites(of type: String?, in model: SemanticModel) -> [EnvironmentInjection] {
        guard let type else { return [] }
        return model.injectionsByType[model.canonicalName(type)] ?? []
    }
}
