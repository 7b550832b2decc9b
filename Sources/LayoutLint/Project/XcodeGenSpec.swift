import Foundation
import Yams

/// An XcodeGen project spec (`project.yml`), which generates the Xcode project a repository does not keep: which
/// files each target builds. XcodeGen's ProjectSpec (Docs/ProjectSpec.md, “Target Source”): a target's
/// `sources` are paths relative to the spec's folder, each a string or an object with `path`, and `excludes` /
/// `includes`, lists of glob patterns “relative to `path`”, matched with “Bash 4's Glob behaviors where globstar
/// (`**`) is enabled”; `excludes` override `includes`. A localization folder excluded from every target that
/// holds it is not in the app (`qqq.lproj`, the message documentation translation platforms export).
///
/// A target's `templates` (`targetTemplates`, “Target Template”: the same properties as a target) add their
/// sources. Only what the spec itself decides is read: a spec that includes other specs (`include`), or whose
/// sources name template attributes (`${target_name}`), decides nothing.
public struct XcodeGenSpec: Sendable, Equatable {
    /// The spec as the run names it.
    public var path: String
    /// The spec's folder, standardized: where its relative paths start and what it decides about.
    var folder: String
    /// One target source: its folder or file (standardized), and its patterns.
    struct Source: Sendable, Equatable {
        var path: String
        var excludes: [String]
        var includes: [String]
    }
    var sources: [Source]

    /// Whether a file name is an XcodeGen spec's default name.
    static func isSpec(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == "project.yml" || name == "project.yaml"
    }

    /// Reads a spec; nil when it cannot be read, is no XcodeGen spec (no `targets`), or leaves its targets'
    /// sources to other files.
    static func read(_ path: String) -> XcodeGenSpec? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return nil }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// Read from Yams' node tree (`compose`), not its `load`: a repository's YAML may repeat a key or use a
    /// collection as a key, which `load` stops the process on.
    static func parse(_ text: String, path: String) -> XcodeGenSpec? {
        guard let root = (try? Yams.compose(yaml: text))??.mapping, root["include"] == nil,
              let targets = root["targets"]?.mapping, !targets.isEmpty else { return nil }
        let templates = root["targetTemplates"]?.mapping
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var sources: [Source] = []
        // A target's sources are its own and its templates' (templates may name templates): taken together, so a
        // file any of them holds counts as built where XcodeGen would merge or replace them.
        func entries(of target: Node.Mapping, depth: Int) -> [Node]? {
            var result: [Node] = []
            if let list = target["sources"]?.sequence { result = Array(list) } else if let one = target["sources"] { result = [one] }
            guard let named = target["templates"] else { return result }
            guard let names = named.sequence?.compactMap(\.string), names.count == named.sequence?.count else { return nil }
            for name in names {
                guard depth < 8, let template = templates?[name]?.mapping, let more = entries(of: template, depth: depth + 1) else { return nil }
                result += more
            }
            return result
        }
        let names = targets.compactMap { $0.key.string }.sorted()
        for name in names.prefix(maximumTargets) {
            guard let target = targets[name]?.mapping else { continue }
            guard let list = entries(of: target, depth: 0) else { return nil }
            for entry in list.prefix(maximumSources) {
                let relative: String?, excludes: [String], includes: [String]
                if let text = entry.string {
                    (relative, excludes, includes) = (text, [], [])
                } else if let object = entry.mapping {
                    (relative, excludes, includes) = (object["path"]?.string, (object["excludes"]?.sequence ?? []).compactMap(\.string),
                                                      (object["includes"]?.sequence ?? []).compactMap(\.string))
                } else { continue }
                guard let relative else { continue }
                // `${target_name}` and template attributes are filled in per target: not read here.
                if relative.contains("${") || (excludes + includes).contains(where: { $0.contains("${") }) { return nil }
                sources.append(Source(path: folder.appendingPathComponent(relative).standardizedFileURL.path, excludes: excludes, includes: includes))
            }
        }
        return XcodeGenSpec(path: path, folder: folder.standardizedFileURL.path, sources: sources)
    }
    static let maximumTargets = 1_000
    static let maximumSources = 1_000

    /// Whether the file is under the spec's folder (the spec decides whether it is built).
    func covers(_ file: String) -> Bool {
        Self.relative(URL(fileURLWithPath: file).standardizedFileURL.path, to: folder) != nil
    }

    /// Whether some target builds the file: it is a source or under one, and no exclude pattern (nor, where
    /// there are includes, the want of an include) takes it or a folder holding it out.
    func builds(_ file: String) -> Bool {
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        return sources.contains { source in
            guard let relative = Self.relative(standardized, to: source.path) else { return false }
            if relative.isEmpty { return true }
            let prefixes = Self.prefixes(relative)
            if source.excludes.contains(where: { pattern in prefixes.contains { Self.matches(pattern, $0, unread: false) } }) { return false }
            return source.includes.isEmpty || source.includes.contains { pattern in prefixes.contains { Self.matches(pattern, $0, unread: true) } }
        }
    }

    /// The fuzzing entry point: a spec's bytes, read and asked about a few files.
    public static func fuzzRead(bytes: [UInt8]) {
        guard let spec = parse(String(decoding: bytes, as: UTF8.self), path: "/fuzz/project.yml") else { return }
        for file in ["/fuzz/App/de.lproj/Localizable.strings", "/fuzz/a/b/c/qqq.lproj/x.strings", "/fuzz/x.xcstrings"] {
            _ = spec.builds(file)
        }
    }

    /// A pattern matched as XcodeGen's bash globstar does (`Glob`). Matching costs grow with the number of `**`
    /// components (each may take any number of folders): a pattern with more than `maximumGlobstars` is not
    /// read, and counts as `unread` (an exclude that takes nothing out, an include that takes everything in:
    /// the file is then counted as built).
    static func matches(_ pattern: String, _ path: String, unread: Bool) -> Bool {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count(where: { $0 == "**" }) <= maximumGlobstars, components.count <= 64 else { return unread }
        return Glob.matches(pattern, path)
    }
    static let maximumGlobstars = 4

    /// `file` relative to `folder` (“” when equal); nil when outside it.
    static func relative(_ file: String, to folder: String) -> String? {
        if file == folder { return "" }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : nil
    }

    /// `a/b/c` → `a`, `a/b`, `a/b/c`: a pattern that takes a folder takes what it holds.
    static func prefixes(_ relative: String) -> [String] {
        let parts = relative.split(separator: "/")
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
