import Foundation
import PackagePlugin

/// Runs `lifeline check` on a target's Swift files as part of its build, in SwiftPM (`swift build`)
/// and in Xcode, so ownership findings appear as build warnings beside the compiler's. The build
/// never fails on a finding (`--fail-on never`); severities and rules come from the nearest
/// `.lifeline.json`. The check is redone only when one of the target's Swift files changes.
@main
struct LifelineBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            target: target.name, sources: sources, tool: context.tool(named: "lifeline").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One step per target: its inputs are the Swift files, its output the stamp `lifeline check`
    /// writes once it has run (a build step needs an output to be scheduled and to be skipped when
    /// nothing changed).
    static func commands(target: String, sources: [URL], tool: URL, workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(target).lifeline-findings")
        return [
            .buildCommand(
                displayName: "Lifeline: checking SwiftUI ownership in \(target)",
                executable: tool,
                arguments: ["check", "--fail-on", "never", "--stamp", stamp.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LifelineBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same step for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(
            target: target.displayName, sources: sources, tool: context.tool(named: "lifeline").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
