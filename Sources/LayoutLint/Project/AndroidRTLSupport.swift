import Foundation

/// Whether an Android app lays its screens out right to left in right-to-left locales, as its manifests say:
/// `<application android:supportsRtl="true">`. Without it Android ignores start/end, `layoutDirection` and
/// gravity's relative sides, and draws every screen left to right in Arabic or Hebrew (Android
/// documentation, `<application>`, `android:supportsRtl`: "The default value of this attribute is false";
/// the RTL APIs are ignored when it is false or targetSdkVersion is 16 or lower). The manifests of an app's
/// modules merge into one: the app mirrors when one of them declares it (the app module does), and does not
/// when some declares `false` or none declares it.
public struct AndroidRTLSupport: Sendable, Equatable {
    /// True when the merged manifest says `supportsRtl="true"`.
    public var supported: Bool
    /// The `<application>` element that decides it: the one declaring `false`, else the first without the
    /// attribute (for `supported == false`), else the one declaring `true`.
    public var location: SourceLocation
    /// True when that element writes the attribute (`false` or `true`), false when it leaves it out.
    public var declared: Bool

    /// Files that are Android manifests, by name.
    public static func isManifest(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent == "AndroidManifest.xml"
    }

    /// What the manifests among `files` say; nil when none has an `<application>` element, or when one sets
    /// the attribute from a resource (`@bool/…`, which differs by configuration): then nothing is decided.
    /// A manifest that cannot be read is left out (it is no catalog or layout of the app's; the build reports it).
    public static func read(_ files: [String]) -> AndroidRTLSupport? {
        var declaring: SourceLocation?
        var refusing: SourceLocation?
        var silent: SourceLocation?
        for application in applications(files) {
            switch application.supportsRtl?.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": if declaring == nil { declaring = application.location }
            case "false": if refusing == nil { refusing = application.location }
            case nil: if silent == nil { silent = application.location }
            default: return nil
            }
        }
        if let refusing { return AndroidRTLSupport(supported: false, location: refusing, declared: true) }
        if let declaring { return AndroidRTLSupport(supported: true, location: declaring, declared: true) }
        if let silent { return AndroidRTLSupport(supported: false, location: silent, declared: false) }
        return nil
    }

    /// A manifest's `<application>` element: where it is and its `android:supportsRtl` as written; nil when
    /// the bytes are no manifest with one (the XML reader resolves no entity: `XMLTree`).
    public static func application(bytes: [UInt8], path: String) -> (location: SourceLocation, supportsRtl: String?, label: String?)? {
        guard let root = try? XMLTree.parse(bytes), root.name == "manifest", let application = root.first("application") else { return nil }
        return (SourceText(path: path, utf8: bytes).location(at: application.offset), application.attribute("android:supportsRtl"),
                application.attribute("android:label"))
    }

    /// The string resources the manifests name as the app's label (`<application android:label="@string/x">`):
    /// the app's name as the launcher and Settings show it (Android documentation, `<application>`,
    /// `android:label`: "A user-readable label for the application as a whole"). A translation that keeps it
    /// as written keeps a name, as an Apple bundle's display name is kept (`LintContext.appNames`).
    public static func labelKeys(_ files: [String]) -> Set<String> {
        var keys = Set<String>()
        for application in applications(files) {
            guard let label = application.label, label.hasPrefix("@string/") else { continue }
            keys.insert(String(label.dropFirst("@string/".count)))
        }
        return keys
    }

    /// The `<application>` elements of the manifests among `files`, in path order; a manifest that cannot be
    /// read is left out.
    static func applications(_ files: [String]) -> [(location: SourceLocation, supportsRtl: String?, label: String?)] {
        files.filter(isManifest).sorted().compactMap { path in
            guard case .success(let bytes) = BoundedFile.read(path, limit: 16 << 20) else { return nil }
            return application(bytes: bytes, path: path)
        }
    }

    /// Why an Android screen's left/right settings are not findings of their own when the app does not mirror.
    public static let notMirroringReason = "rtl-mirroring: Android screens of an app that does not support right-to-left layouts (android:supportsRtl): nothing on them mirrors, reported once at the manifest"
}
