import Foundation
import PackagePlugin

/// `swift package lifeline [--target NAME]... [lifeline check options]`: runs `lifeline check` on
/// the package's source targets (test targets aside), or on the named ones. It only reads; the
/// fixes are `swift package --allow-writing-to-package-directory lifeline-fix`
/// (`LifelineFixPlugin`), since SwiftPM asks for a plugin's permission on every run.
@main
struct LifelineCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // The targets' own Swift files: exactly what they compile, excluded files aside.
        let files = targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
        try Self.check(tool: context.tool(named: "lifeline").url, paths: files, arguments: extractor.remainingArguments)
    }

    static func check(tool: URL, paths: [String], arguments: [String]) throws {
        guard !paths.isEmpty else {
            return Diagnostics.warning("lifeline: no Swift files in the targets to check")
        }
        if arguments.contains("--fix") {
            return Diagnostics.error("lifeline: this command only reads; to apply the safe fixes run swift package --allow-writing-to-package-directory lifeline-fix")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check"] + paths + arguments
        try process.run()
        process.waitUntilExit()
        // SwiftPM prints a plugin's diagnostics before the output of the processes it ran (seen with
        // SwiftPM 6.3), so this line comes first: it points at the output, wherever that is shown.
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("lifeline check: findings at or above --fail-on (default warning); they are listed in the command's output")
        case 2: Diagnostics.error("lifeline check: a mistake in the arguments, the configuration or the files; the command's output says which")
        default: Diagnostics.error("lifeline check exited with status \(process.terminationStatus); the command's output says why")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LifelineCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's File › Packages menu: every target of the project, or the ones picked with
    /// `--target`.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { target in
            target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
        }
        try Self.check(tool: context.tool(named: "lifeline").url, paths: files, arguments: extractor.remainingArguments)
    }
}
#endif
