import Foundation
import Synchronization

/// The Swift package target a file belongs to, and the values a text in that target is looked up in.
///
/// SwiftPM builds each target's resources into a bundle of its own, and code in the target reaches it as
/// `Bundle.module` (swift-package-manager, "Bundling resources with a Swift package": "use `Bundle.module` to
/// access resources"); a target lives in `Sources/<target>` of the folder holding `Package.swift` (SwiftPM's
/// default target layout). Two targets' `Localizable.xcstrings` are two tables that share a name: a key both
/// define (`NavigationTitle`, each feature's own title) shows, in a view of one target, that target's value.
/// So where a key's values come from catalogs of several targets and one of them is the text's own target,
/// only its values are the ones shown there. (A view that names no bundle looks the key up in the app's main
/// bundle instead; package code that localizes passes `bundle: .module`, or its texts would never be
/// translated.)
enum SwiftPackageTargets {
    /// Where a file stands in a Swift package: the package's folder (the one holding `Package.swift`) and, when
    /// the file is inside a target's folder, that folder (`Sources/<target>`); standardized paths.
    struct Place: Sendable, Equatable {
        var package: String
        var target: String?
    }

    /// Per folder (standardized): its place, or nil when it is in no package's `Sources/`.
    private static let known = Mutex<[String: Place?]>([:])

    /// The nearest package whose `Sources/` holds `path` (at most 64 folders up); nil when none does.
    static func place(of path: String) -> Place? {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        if let cached = known.withLock({ $0[folder.path] }) { return cached }
        var current = folder
        var trail: [String] = []
        var found: Place?
        for _ in 0..<64 {
            if current.path == "/" { break }
            if current.lastPathComponent == "Sources",
               FileManager.default.fileExists(atPath: current.deletingLastPathComponent().appendingPathComponent("Package.swift").path) {
                found = Place(package: current.deletingLastPathComponent().path, target: trail.last.map { current.appendingPathComponent($0).path })
                break
            }
            trail.append(current.lastPathComponent)
            current.deleteLastPathComponent()
        }
        known.withLock { $0[folder.path] = .some(found) }
        return found
    }

    /// The folder of the package target that holds `path` (`…/Sources/<target>`, standardized); nil when the
    /// file is in no Swift package's target.
    static func target(of path: String) -> String? { place(of: path)?.target }

    /// A key's values as a text in the target `target` shows them: where they come from catalogs of several
    /// places and some are in `target`, those; else all of them.
    static func shown(_ values: [String: [Entry]], inTarget target: String) -> [String: [Entry]] {
        var own = false, other = false
        var targets: [String: Bool] = [:]
        func isOwn(_ entry: Entry) -> Bool {
            let file = entry.location.file
            if let known = targets[file] { return known }
            let result = Self.target(of: file) == target
            targets[file] = result
            return result
        }
        for entries in values.values {
            for entry in entries {
                if isOwn(entry) { own = true } else { other = true }
                if own && other { break }
            }
        }
        guard own && other else { return values }
        return values.compactMapValues { entries in
            let kept = entries.filter(isOwn)
            return kept.isEmpty ? nil : kept
        }
    }
}
