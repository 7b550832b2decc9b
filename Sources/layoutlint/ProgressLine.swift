import Dispatch
import Foundation
import LayoutLint
import Synchronization

/// One line on standard error that says what a long run is doing ("laying out labels 12,345/67,890"),
/// redrawn in place with a carriage return at most every `interval`, and erased when the run is done, so
/// that a 30-second run does not look hung. Only when standard error is a terminal: a log or a pipe gets
/// nothing. Plain text and `\r`: works on a `TERM=dumb` terminal too.
final class ProgressLine: Sendable {
    private struct State {
        var lastDraw: UInt64 = 0
        var stage = ""
        /// Characters on the line now (what the next draw must cover).
        var shown = 0
    }

    private let state = Mutex(State())
    private let interval: UInt64 = 100_000_000

    /// A progress line when standard error is a terminal, else nil.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// Draws `text` now.
    func say(_ text: String) {
        state.withLock { state in
            state.stage = text
            draw(text, &state)
        }
    }

    /// `done` of `total` of a stage: drawn when the stage is new, when it ends, or `interval` after the last draw.
    func update(_ stage: String, done: Int, total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            guard stage != state.stage || done == total || now >= state.lastDraw + interval else { return }
            state.stage = stage
            let percent = total > 0 ? " (\(done * 100 / total)%)" : ""
            draw("\(stage) \(done.formatted())/\(total.formatted())\(percent)", &state)
        }
    }

    /// Erases the line (before the report or anything else goes to the terminal).
    func clear() {
        state.withLock { state in
            guard state.shown > 0 else { return }
            StandardOutput.error("\r" + String(repeating: " ", count: state.shown) + "\r")
            state.shown = 0
        }
    }

    /// A `LintProgress` that updates this line.
    var lintProgress: LintProgress {
        LintProgress { [self] stage, done, total in update(stage.rawValue, done: done, total: total) }
    }

    private func draw(_ text: String, _ state: inout State) {
        let line = "layoutlint: " + text
        let width = line.count
        StandardOutput.error("\r" + line + String(repeating: " ", count: max(0, state.shown - width)))
        state.shown = max(width, state.shown)
        state.lastDraw = DispatchTime.now().uptimeNanoseconds
    }
}
