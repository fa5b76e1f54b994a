/// An XcodeGen spec (`project.yml`): its targets' types, platforms, deployment targets, sources
/// and compilation conditions. Read through `YAML`, a reader of the block and flow forms such specs
/// use; `include:`d specs are not followed (a note says so).
public enum XcodeGenSpec {
    public static func read(path: String, bytes: [UInt8]) -> (targets: [BuildTarget], notes: [String]) {
        let folder = Paths.directory(of: path)
        let shown = Paths.join(Paths.lastComponent(folder), Paths.lastComponent(path))
        let spec = YAML.parse(String(decoding: bytes, as: UTF8.self))
        guard case .mapping = spec else { return ([], ["\(shown): not a YAML mapping"]) }
        var notes: [String] = []
        if spec["include"] != nil { notes.append("\(shown): the specs it includes are not read") }
        let configurationNames = spec["configs"]?.mappingKeys ?? ["Debug", "Release"]
        let projectDeployment = spec["options"]?["deploymentTarget"]
        var targets: [BuildTarget] = []
        for (name, target) in spec["targets"]?.mappingEntries ?? [] {
            let type = target["type"]?.scalar ?? "application"
            var platforms: Set<String> = []
            for written in (target["platform"]?.scalarList ?? []) + (target["supportedDestinations"]?.scalarList ?? []) {
                if let platform = ApplePlatforms.named(written), ApplePlatforms.all.contains(platform) { platforms.insert(platform) }
            }
            var deployment: [String: String?] = [:]
            for platform in platforms {
                let own = target["deploymentTarget"]
                let version = own?.scalar ?? own?[platform]?.scalar ?? projectDeployment?[platform]?.scalar
                deployment[platform] = version
            }
            var folders: [BuildTarget.Folder] = []
            var files: [String] = []
            let sources = target["sources"]
            let sourceItems: [YAML] = sources.map { if case .sequence(let items) = $0 { return items } else { return [$0] } } ?? []
            for item in sourceItems {
                guard let written = item.scalar ?? item["path"]?.scalar else { continue }
                let full = Paths.join(folder, written)
                let excludes = (item["excludes"]?.scalarList ?? []).filter { !$0.contains("*") }.map { Paths.join(full, $0) }
                if written.hasSuffix(".swift") { files.append(full) } else { folders.append(BuildTarget.Folder(path: full, excluded: excludes)) }
            }
            // Settings: the spec's, then the target's, each `base` then per configuration.
            var flagsPerConfiguration: [Set<String>] = []
            for configuration in configurationNames {
                var layers: [[BuildSettings.Assignment]] = []
                for settings in [spec["settings"], target["settings"]] {
                    guard let settings else { continue }
                    let base = settings["base"] ?? (settings["configs"] == nil && settings["groups"] == nil ? settings : nil)
                    layers.append(assignments(base))
                    layers.append(assignments(settings["configs"]?[configuration]))
                }
                let evaluated = BuildSettings(layers: layers)
                let context = BuildSettings.Context(sdk: platforms.sorted().first.map(ApplePlatforms.sdk(of:)), configuration: configuration, builtins: ["TARGET_NAME": name])
                var flags: Set<String> = []
                if let value = evaluated.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", in: context)?.value {
                    flags.formUnion(BuildSettings.words(value))
                }
                if let value = evaluated.value("OTHER_SWIFT_FLAGS", in: context)?.value {
                    flags.formUnion(XcodeProject.definedFlags(BuildSettings.words(value)))
                }
                // XcodeGen's presets set DEBUG in configurations of the debug type.
                if configuration.lowercased().contains("debug") { flags.insert("DEBUG") }
                flagsPerConfiguration.append(flags)
            }
            var conditions: [String: BuildTarget.ConditionState] = [:]
            for flag in Set(flagsPerConfiguration.flatMap { $0 }) {
                conditions[flag] = flagsPerConfiguration.allSatisfy { $0.contains(flag) } ? .set : .varies
            }
            let hasConfigFiles = target["configFiles"] != nil || spec["configFiles"] != nil
            if hasConfigFiles { notes.append("\(shown): the .xcconfig files of \(name) are not read, so its conditions may be incomplete") }
            targets.append(
                BuildTarget(
                    name: name, module: BuildTarget.moduleName(target["settings"]?["base"]?["PRODUCT_MODULE_NAME"]?.scalar ?? name),
                    kind: XcodeProject.kind(of: "com.apple.product-type." + type), origin: .xcodeGen, definedIn: path, platforms: platforms,
                    deployment: deployment, conditions: conditions, conditionsComplete: !hasConfigFiles, files: files, folders: folders,
                    configurations: configurationNames))
        }
        return (targets, notes)
    }

    static func assignments(_ node: YAML?) -> [BuildSettings.Assignment] {
        guard let node else { return [] }
        return node.mappingEntries.compactMap { key, value in
            if let scalar = value.scalar { return BuildSettings.Assignment(written: key, value: scalar) }
            if case .sequence(let items) = value { return BuildSettings.Assignment(written: key, value: items.compactMap(\.scalar).joined(separator: " ")) }
            return nil
        }
    }
}

/// The part of YAML that project specs use: block mappings and sequences by indentation, flow
/// `[…]` and `{…}` on one line, plain and quoted scalars, comments, and `|`/`>` blocks. Anchors are
/// dropped and aliases kept as text. Never traps; what it cannot read is a scalar.
public indirect enum YAML: Sendable, Equatable {
    case scalar(String)
    case sequence([YAML])
    case mapping([(String, YAML)])

    public static func == (a: YAML, b: YAML) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.sequence(let x), .sequence(let y)): return x == y
        case (.mapping(let x), .mapping(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public subscript(key: String) -> YAML? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.last { $0.0 == key }?.1
    }

    public var scalar: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    public var mappingEntries: [(String, YAML)] {
        if case .mapping(let entries) = self { return entries }
        return []
    }

    public var mappingKeys: [String]? {
        if case .mapping(let entries) = self { return entries.map(\.0) }
        return nil
    }

    /// A scalar as a one-element list, a sequence's scalars.
    public var scalarList: [String] {
        switch self {
        case .scalar(let text): return [text]
        case .sequence(let items): return items.compactMap(\.scalar)
        case .mapping: return []
        }
    }

    struct Line {
        let indent: Int
        let text: String
    }

    public static func parse(_ text: String) -> YAML {
        var lines: [Line] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let stripped = stripComment(line)
            let indent = stripped.prefix { $0 == " " }.count
            let content = String(stripped.dropFirst(indent)).trimmed
            if content.isEmpty || content == "---" || content == "..." { continue }
            lines.append(Line(indent: indent, text: content))
        }
        var index = 0
        return block(&lines, &index, indent: lines.first?.indent ?? 0, depth: 0)
    }

    /// Removes a `#` comment that is not inside quotes.
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var out = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t" || out.isEmpty) {
                break
            }
            out.append(character)
            previous = character
        }
        return out
    }

    static func block(_ lines: inout [Line], _ index: inout Int, indent: Int, depth: Int) -> YAML {
        guard index < lines.count, depth < 64 else { return .scalar("") }
        if lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
            var items: [YAML] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
                let rest = lines[index].text == "-" ? "" : String(lines[index].text.dropFirst(2)).trimmed
                if rest.isEmpty {
                    index += 1
                    if index < lines.count, lines[index].indent > indent {
                        items.append(block(&lines, &index, indent: lines[index].indent, depth: depth + 1))
                    } else {
                        items.append(.scalar(""))
                    }
                } else if splitKey(rest) != nil && !rest.hasPrefix("[") && !rest.hasPrefix("{") && !isQuoted(rest) {
                    // `- key: value` starts a mapping whose other keys sit under the first.
                    let inner = indent + 2 + (lines[index].text.dropFirst(2).prefix { $0 == " " }.count)
                    lines[index] = Line(indent: inner, text: rest)
                    items.append(block(&lines, &index, indent: inner, depth: depth + 1))
                } else {
                    index += 1
                    items.append(scalarOrFlow(rest, &lines, &index, indent: indent))
                }
            }
            return .sequence(items)
        }
        if splitKey(lines[index].text) != nil {
            var entries: [(String, YAML)] = []
            while index < lines.count, lines[index].indent == indent, let (key, value) = splitKey(lines[index].text) {
                index += 1
                if value.isEmpty {
                    if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) {
                        entries.append((key, block(&lines, &index, indent: lines[index].indent, depth: depth + 1)))
                    } else {
                        entries.append((key, .scalar("")))
                    }
                } else {
                    entries.append((key, scalarOrFlow(value, &lines, &index, indent: indent)))
                }
            }
            // Lines indented deeper than expected, or of another shape: skipped.
            while index < lines.count, lines[index].indent > indent { index += 1 }
            return .mapping(entries)
        }
        let text = lines[index].text
        index += 1
        return scalarOrFlow(text, &lines, &index, indent: indent)
    }

    static func isQuoted(_ text: String) -> Bool { text.hasPrefix("\"") || text.hasPrefix("'") }

    /// `key: value` (the key plain or quoted); nil when the line is not a mapping entry.
    static func splitKey(_ text: String) -> (String, String)? {
        var key = ""
        var rest = Substring(text)
        if let first = rest.first, first == "\"" || first == "'" {
            guard let close = rest.dropFirst().firstIndex(of: first) else { return nil }
            key = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
            guard rest.first == ":" else { return nil }
            return (key, String(rest.dropFirst()).trimmed)
        }
        guard !text.hasPrefix("[") && !text.hasPrefix("{") else { return nil }
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if character == ":" {
                let next = text.dropFirst(offset + 1).first
                if next == nil || next == " " || next == "\t" {
                    key = String(text.prefix(offset)).trimmed
                    return key.isEmpty ? nil : (key, String(text.dropFirst(offset + 1)).trimmed)
                }
            }
            previous = character
        }
        _ = previous
        return nil
    }

    static func scalarOrFlow(_ text: String, _ lines: inout [Line], _ index: inout Int, indent: Int) -> YAML {
        var value = text
        if value.hasPrefix("&") { value = String(value.drop { $0 != " " }).trimmed }  // an anchor
        if value == "|" || value == ">" || value.hasPrefix("|") || value.hasPrefix(">") {
            var parts: [String] = []
            while index < lines.count, lines[index].indent > indent {
                parts.append(lines[index].text)
                index += 1
            }
            return .scalar(parts.joined(separator: value.hasPrefix(">") ? " " : "\n"))
        }
        if value.hasPrefix("[") || value.hasPrefix("{") {
            var characters = Array(value)
            var position = 0
            return flow(&characters, &position, depth: 0)
        }
        return .scalar(unquote(value))
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }

    static func flow(_ characters: inout [Character], _ position: inout Int, depth: Int) -> YAML {
        func skip() { while position < characters.count, characters[position] == " " { position += 1 } }
        skip()
        guard position < characters.count, depth < 64 else { return .scalar("") }
        if characters[position] == "[" {
            position += 1
            var items: [YAML] = []
            while true {
                skip()
                guard position < characters.count else { break }
                if characters[position] == "]" {
                    position += 1
                    break
                }
                items.append(flow(&characters, &position, depth: depth + 1))
                skip()
                if position < characters.count, characters[position] == "," { position += 1 }
            }
            return .sequence(items)
        }
        if characters[position] == "{" {
            position += 1
            var entries: [(String, YAML)] = []
            while true {
                skip()
                guard position < characters.count else { break }
                if characters[position] == "}" {
                    position += 1
                    break
                }
                let key = flowScalar(&characters, &position, stopAtColon: true)
                skip()
                if position < characters.count, characters[position] == ":" { position += 1 }
                entries.append((key, flow(&characters, &position, depth: depth + 1)))
                skip()
                if position < characters.count, characters[position] == "," { position += 1 }
            }
            return .mapping(entries)
        }
        return .scalar(flowScalar(&characters, &position, stopAtColon: false))
    }

    static func flowScalar(_ characters: inout [Character], _ position: inout Int, stopAtColon: Bool) -> String {
        guard position < characters.count else { return "" }
        if characters[position] == "\"" || characters[position] == "'" {
            let quote = characters[position]
            position += 1
            var out = ""
            while position < characters.count, characters[position] != quote {
                out.append(characters[position])
                position += 1
            }
            if position < characters.count { position += 1 }
            return out
        }
        var out = ""
        while position < characters.count {
            let character = characters[position]
            if character == "," || character == "]" || character == "}" || (stopAtColon && character == ":") { break }
            out.append(character)
            position += 1
        }
        return out.trimmed
    }
}
