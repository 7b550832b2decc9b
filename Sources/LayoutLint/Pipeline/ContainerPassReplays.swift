import Synchronization

/// The container passes already run for one screen, kept so that a locale whose texts measure exactly as an
/// earlier locale's did takes that locale's resolution instead of walking the screen again.
///
/// A pass is a deterministic function of its query's size category, screen width, direction, source-locale
/// flag and `placesViews`, and of the answers its `measure` / `measureSource` give (`ContainerLayout.resolve`
/// reads nothing else of the query: no pass reads its locale). So a pass that would ask an earlier pass's
/// questions, in order, and get the same answers to every one, asks nothing else and returns what the earlier
/// pass returned. Replaying a trace asks this locale its questions, in order, and stops at the first answer
/// that differs (then the pass runs); answers are compared bit for bit. An untranslated screen, or one whose
/// texts fall back to the source or are the same in many locales (brand names, numbers), is walked once.
///
/// A cache, never a result: which locale's pass is kept first depends on the workers' timing, the resolution
/// never does. Every measurement a replay asks for is the locale's own, kept by its `ContainerMeasurer`, so a
/// replay that fails costs the pass nothing it would not have measured.
final class ContainerPassReplays: Sendable {
    struct Key: Hashable, Sendable {
        var category: String?
        var screenWidth: Double
        var isRightToLeft: Bool
        var isSourceLocale: Bool
        var placesViews: Bool
    }

    /// One question a pass asked, and its answer.
    struct Request: Sendable {
        /// Asked of `measureSource` (the development language), not of `measure`.
        var source: Bool
        var id: String
        var availableWidth: Double?
        var answer: TextMeasurement?
    }

    struct Trace: Sendable {
        var requests: [Request]
        var resolution: ContainerResolution
    }

    /// The most traces kept per key: each failed replay costs about one measurement (most traces start with
    /// the same question, which the locale's measurer answers once).
    static let maximumTraces = 16

    private let traces = Mutex<[Key: [Trace]]>([:])

    /// The resolution of a kept pass whose every question `measure` and `measureSource` answer as they did
    /// then, else nil.
    func replayed(_ key: Key, measure: (String, Double?) -> TextMeasurement?,
                  measureSource: (String, Double?) -> TextMeasurement?) -> ContainerResolution? {
        let candidates = traces.withLock { $0[key] ?? [] }
        for trace in candidates {
            let same = trace.requests.allSatisfy { request in
                let answer = request.source ? measureSource(request.id, request.availableWidth) : measure(request.id, request.availableWidth)
                return Self.identical(answer, request.answer)
            }
            if same { return trace.resolution }
        }
        return nil
    }

    func keep(_ key: Key, _ trace: Trace) {
        traces.withLock { all in
            if all[key, default: []].count < Self.maximumTraces { all[key, default: []].append(trace) }
        }
    }

    /// Equal, and its lengths equal bit for bit (`==` takes 0 and −0 as one; a NaN equals nothing, so a
    /// pass that saw one is never replayed).
    static func identical(_ a: TextMeasurement?, _ b: TextMeasurement?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a == b && a.naturalWidth.bitPattern == b.naturalWidth.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}

/// The questions one pass asks, in order, with their answers (`ContainerPassReplays.Trace`).
final class ContainerPassRecorder {
    var requests: [ContainerPassReplays.Request] = []
}
