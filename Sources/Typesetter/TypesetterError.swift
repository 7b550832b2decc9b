/// Errors of the measurement layer: things that make a layout impossible, as opposed to findings about text.
public enum TypesetterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file that cannot be opened or is not a font (FreeType's reason attached).
    case unreadableFont(path: String, reason: String)
    /// A font profile that cannot be read as written.
    case invalidProfile(path: String, reason: String)
    /// A family, or a typeface a family names, that the profile does not define.
    case unknownFamily(String)
    /// A width, size, line height or height that no text can be laid out in.
    case invalidConstraint(String)
    /// ICU refused a call (its error code attached).
    case icu(operation: String, code: Int32)
    /// HarfBuzz could not allocate its buffer.
    case shaping(String)

    public var description: String {
        switch self {
        case let .unreadableFont(path, reason): "cannot read font \(path): \(reason)"
        case let .invalidProfile(path, reason): "invalid font profile \(path): \(reason)"
        case let .unknownFamily(name): "unknown font family or typeface '\(name)'"
        case let .invalidConstraint(message): message
        case let .icu(operation, code): "ICU \(operation) failed with error \(code)"
        case let .shaping(message): "shaping failed: \(message)"
        }
    }
}
