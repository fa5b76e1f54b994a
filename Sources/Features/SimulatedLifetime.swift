import Semantics
import Simulator
import Syntax

extension Snapshot {
    /// Runs the simulator on the view graph around a model property and says, in a few lines, what
    /// happens to its object when the parent's state changes: is the view re-initialized, is the
    /// object made again, how many are left. Nil when there is nothing to simulate (no parent with
    /// state, or the simulation cannot start).
    public func simulatedLifetime(view: ViewType, property: ViewProperty, changes: Int = 3) -> [String]? {
        guard property.wrapper == .stateObject || property.wrapper == .observedObject || property.wrapper == .state else { return nil }
        let owner = "\(view.name).\(property.name)"
        // The parent: the first view whose body makes this one.
        guard let site = model.constructionSites(of: view.name).first(where: { model.views[$0.parent] != nil }),
            let parent = model.views[site.parent]
        else { return nil }
        let states = parent.properties.filter { $0.wrapper == .state && !$0.isStatic }
        var lines: [String] = []
        for state in states.prefix(2) {
            // A hover must answer quickly: a smaller step budget than the command line's.
            var settings = SimulationSettings()
            settings.stepBudget = 200_000
            guard let simulation = try? Simulation(program: program, root: parent.name, settings: settings) else { return nil }
            simulation.keepsSteps = true
            let launch = simulation.launch()
            if simulation.hasCrashed { return nil }
            var made = launch.events.filter { $0.kind == .objectInit && $0.owner == owner }.count
            var viewInits = 0
            var freed = 0
            var ran = 0
            for _ in 0..<changes {
                // A Bool flips; a number grows; a string gets longer: any change makes the body run.
                let change = "set \(parent.name).\(state.name) = \(Snapshot.changed(state))"
                guard let action = try? Action.parse(change), let step = try? simulation.perform(action) else { break }
                if simulation.hasCrashed { break }
                ran += 1
                made += step.events.filter { $0.kind == .objectInit && $0.owner == owner }.count
                freed += step.events.filter { $0.kind == .objectDeinit && $0.owner == owner }.count
                viewInits += step.events.filter { $0.kind == .viewInit && $0.view == view.name }.count
            }
            guard ran > 0 else { continue }
            var parts: [String] = []
            parts.append(viewInits > 0 ? "`\(view.name)` is re-initialized" : "`\(view.name)` is not re-initialized")
            let type = property.type ?? "the object"
            if made > 1 {
                parts.append("`\(type)` is created again (\(made) instances made after \(ran) changes, \(freed) freed): its state resets")
            } else if made == 1 {
                parts.append("the same `\(type)` is kept")
            }
            lines.append("When `\(parent.name).\(state.name)` changes: " + parts.joined(separator: ", ") + ".")
        }
        return lines.isEmpty ? nil : lines
    }

    /// A Swift expression that changes a state's value, as text for a `set` action.
    static func changed(_ state: ViewProperty) -> String {
        switch state.type {
        case "Bool"?: return "!\(state.name)"
        case "Int"?, "Double"?, "CGFloat"?: return "\(state.name) + 1"
        case "String"?: return "\(state.name) + \"·\""
        default:
            if let value = state.initialValue, value.kind == .literal {
                let text = value.node.squashedText
                if text == "true" || text == "false" { return "!\(state.name)" }
                if Int(text) != nil { return "\(state.name) + 1" }
                if text.hasPrefix("\"") { return "\(state.name) + \"·\"" }
            }
            return "\(state.name)"
        }
    }
}
