import Foundation
import PackagePlugin

/// Runs `lifeline check` on a target's Swift files as part of its build, in SwiftPM (`swift build`)
/// and in Xcode, so ownership findings appear as build warnings beside the compiler's. The build
/// never fails on a finding (`--fail-on never`); severities and rules come from the nearest
/// `.lifeline.json`.
///
/// The step adds nothing to the user's target. SwiftPM compiles a build command's outputs that are
/// sources and bundles every other output as a resource of the target (generating a `Bundle.module`
/// accessor for it), so the step declares no output where SwiftPM runs such a command: from tools
/// version 5.11 on, a build command without outputs runs on every build. Under an older tools
/// version SwiftPM would never run it, so there the step writes one Swift file holding only
/// comments: a source with no declarations, which compiles to nothing.
@main
struct LifelineBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let version = context.package.toolsVersion
        return try Self.commands(
            target: target.name, sources: sources, tool: context.tool(named: "lifeline").url,
            workDirectory: context.pluginWorkDirectoryURL,
            runsWithoutOutputs: (version.major, version.minor) >= (5, 11))
    }

    /// One step per target, with the target's Swift files as inputs. With `runsWithoutOutputs`, it
    /// declares no output and runs on every build, printing the findings each time (as a linter's
    /// step does); otherwise its one output is a comment-only Swift file, and an unchanged target
    /// is not checked again.
    static func commands(target: String, sources: [URL], tool: URL, workDirectory: URL, runsWithoutOutputs: Bool) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let arguments = ["check", "--fail-on", "never"]
        if runsWithoutOutputs {
            return [
                .buildCommand(
                    displayName: "Lifeline: checking SwiftUI ownership in \(target)",
                    executable: tool, arguments: arguments + sources.map(\.path), inputFiles: sources, outputFiles: [])
            ]
        }
        let stamp = workDirectory.appendingPathComponent("\(target)+LifelineChecked.swift")
        return [
            .buildCommand(
                displayName: "Lifeline: checking SwiftUI ownership in \(target)",
                executable: tool, arguments: arguments + ["--stamp", stamp.path] + sources.map(\.path),
                inputFiles: sources, outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LifelineBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same step for a target of an Xcode project, which runs a build command without outputs
    /// on every build.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(
            target: target.displayName, sources: sources, tool: context.tool(named: "lifeline").url,
            workDirectory: context.pluginWorkDirectoryURL, runsWithoutOutputs: true)
    }
}
#endif
