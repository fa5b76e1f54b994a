extension SemanticModel {
    /// The model as readable text: models, views with their properties, initializers and
    /// constructions, and roots. With `locations`, every item also says where it is (file:line:column)
    /// and types list their members: two models that dump the same are the same model.
    public func dump(locations: Bool = false) -> String {
        var lines: [String] = []
        func at(_ location: Location) -> String { locations ? "  @" + describe(location) : "" }
        if locations {
            for name in types.keys.sorted() {
                let type = types[name]!
                lines.append("type \(name) \(type.kind) inherits [\(type.inherits.joined(separator: ", "))]\(at(type.location))")
                for (file, member) in type.members {
                    lines.append("  member \(member.kind)\(at(Location(file: file, range: member.range)))")
                }
            }
            for name in typeAliases.keys.sorted() { lines.append("typealias \(name) = \(typeAliases[name]!)") }
        }
        for name in models.keys.sorted() {
            let m = models[name]!
            lines.append(
                "model \(name) (\(m.kind.rawValue))"
                    + (m.published.isEmpty
                        ? ""
                        : " published: " + m.published.map { "\($0.name)\($0.holdsReference ? " [reference]" : "")\(at($0.location))" }.joined(separator: ", "))
                    + (m.inheritedPublished.isEmpty ? "" : " inherited: " + m.inheritedPublished.map(\.name).joined(separator: ", "))
                    + (locations && !m.ignored.isEmpty ? " ignored: \(m.ignored.joined(separator: ", "))" : ""))
        }
        for name in viewOrder {
            let view = views[name]!
            lines.append("\(view.role.rawValue) \(name)  \(describe(view.declaration.location))")
            for p in view.properties {
                var text = "  \(p.access.rawValue) \(p.isLet ? "let" : "var") \(p.name)"
                if let type = p.type { text += ": \(type)\(p.typeIsInferred ? " (inferred)" : "")" }
                text += "  \(p.wrapper)"
                if p.isComputed { text += " computed" }
                if p.isStatic && locations { text += " static" }
                if let value = p.initialValue { text += "  = \(value.kind)" }
                lines.append(text + at(p.location))
            }
            for i in view.initializers {
                lines.append(
                    "  init(\(i.parameters.map { ($0.label ?? "_") + " " + $0.name + ": " + ($0.type ?? "?") }.joined(separator: ", ")))"
                        + at(i.location))
                for a in i.assignments {
                    lines.append(
                        "    \(a.throughStorage ? "_" : "self.")\(a.property) = \(a.wrapperCall.map { $0 + "(…)" } ?? "") \(a.value.kind)"
                            + at(Location(file: i.location.file, range: a.node.range)))
                }
                for r in i.wrappedValueReads {
                    lines.append("    reads \(r.property) at \(describe(Location(file: i.location.file, range: r.node.range)))")
                }
            }
            if !view.memberwiseParameters.isEmpty { lines.append("  memberwise(\(view.memberwiseParameters.joined(separator: ", ")))") }
            for c in view.constructions {
                lines.append(
                    "  builds \(c.typeName) in \(c.container)\(c.contexts.isEmpty ? "" : " under " + c.contexts.map { "\($0)" }.joined(separator: " > "))"
                        + at(c.location))
            }
        }
        for root in roots + factoryRoots {
            lines.append(
                "root \(root.kind.rawValue) \(root.description): " + root.constructions.map { $0.typeName + at($0.location) }.joined(separator: ", ")
                    + at(root.location))
        }
        if locations {
            for view in sitesByView.keys.sorted() {
                lines.append("sites \(view): " + sitesByView[view]!.map { describe(construction($0).location) }.joined(separator: ", "))
            }
            for type in injectionsByType.keys.sorted() {
                lines.append("injections \(type): " + injectionsByType[type]!.map { describe($0.location) }.joined(separator: ", "))
            }
        }
        // What the build descriptions say of the files: none compiles these (they are read, but
        // are no path of the app).
        for (index, file) in files.enumerated() where !isCompiled(file: index) {
            lines.append("not compiled by any target: \(file.path)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
