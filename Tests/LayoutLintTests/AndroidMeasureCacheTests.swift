import XCTest
@testable import LayoutLint

/// A view given the spec it was last measured with takes the width it answered (`AndroidMeasurePass.LastMeasure`,
/// AOSP `View.measure`'s `mOldWidthMeasureSpec`), and the pass keeps its state by view and element number
/// (`AndroidMeasureIndex`): the resolution must be the one of measuring every view again.
final class AndroidMeasureCacheTests: XCTestCase, AndroidMeasureTrees {
    private func assertSameResolution(_ root: AndroidViewNode, _ natural: [String: Double], file: StaticString = #filePath, line: UInt = #line) {
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        for width in [120.0, 200, 360] {
            for reusing in [true, false] {
                let cached = layout.resolve(query(natural, width: width), reusingWidths: reusing, cachingMeasures: true)
                let measured = layout.resolve(query(natural, width: width), reusingWidths: reusing, cachingMeasures: false)
                XCTAssertEqual(cached.boxes, measured.boxes, "boxes at \(width)", file: file, line: line)
                XCTAssertEqual(cached.skipped, measured.skipped, "skipped at \(width)", file: file, line: line)
            }
        }
    }

    /// The measures the cache answered in the first pass of `root` at 360dp, and its budget left, with and without it.
    private func firstPass(_ root: AndroidViewNode, _ natural: [String: Double]) -> (answered: Int, budget: Int, budgetMeasuringAgain: Int) {
        let numbered = root.numbered()
        let index = AndroidMeasureIndex(numbered: numbered)
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        var cached = AndroidMeasurePass(query: query(natural), index: index, cachingMeasures: true)
        _ = cached.measure(numbered, layout.rootSpec(numbered, width: 360))
        var again = AndroidMeasurePass(query: query(natural), index: index, cachingMeasures: false)
        _ = again.measure(numbered, layout.rootSpec(numbered, width: 360))
        XCTAssertEqual(again.measuresAnswered, 0)
        XCTAssertEqual(cached.boxes, again.boxes)
        XCTAssertEqual(cached.skipped, again.skipped)
        return (cached.measuresAnswered, cached.budget, again.budget)
    }

    /// A stack measures a gone child skipped, then as shown, and again when it is measured again: the skip
    /// (`skipAll`) overwrote the reasons inside it, so a view inside given its last spec again is measured
    /// again, not answered (its text squeezed out, not hidden).
    func testASkippedSubtreeIsMeasuredAgain() {
        let squeezed = text("squeezed", width: .dp(5))
        let root = group(.linear(vertical: true), width: .wrapContent, [
            group(.linear(vertical: true), width: .matchParent, [text("title"), group(.frame, width: .wrapContent, gone: true, [squeezed])]),
        ])
        let pass = firstPass(root, ["title": 100, "squeezed": 40])
        XCTAssertEqual(pass.budget, pass.budgetMeasuringAgain)
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        XCTAssertEqual(layout.resolve(query(["title": 100, "squeezed": 40])).skipped["squeezed"], AndroidMeasurePass.squeezedReason)
    }

    /// A wrap_content stack measures its match_parent child again exactly at its own width; that child then gives
    /// its own match_parent child the exact spec it last measured it with: the cache answers, and the budget is
    /// charged as if it had measured.
    func testAStacksMatchParentChildMeasuredAgainAtItsWidthIsAnswered() {
        let natural = ["title": 120.0, "subtitle": 80, "other": 150, "more": 60]
        func inner(_ first: String, _ second: String) -> AndroidViewNode {
            group(.linear(vertical: true), width: .matchParent, [text(first, width: .matchParent), text(second, width: .matchParent)])
        }
        let root = group(.linear(vertical: true), width: .wrapContent, [group(.frame, width: .wrapContent, [inner("title", "subtitle"), inner("other", "more")])])
        let pass = firstPass(root, natural)
        XCTAssertGreaterThan(pass.answered, 0)
        XCTAssertEqual(pass.budget, pass.budgetMeasuringAgain)
        assertSameResolution(root, natural)
    }

    /// Rows of weights, gone views in stacks (skipped, then measured as shown, then skipped again when the stack
    /// is measured again), squeezed texts, a RelativeLayout and a ConstraintLayout chain, nested in re-measuring
    /// stacks.
    func testCachedPassesResolveAsMeasuringAgain() {
        let natural = ["title": 300.0, "badge": 40, "subtitle": 120, "action": 90, "note": 200, "deep": 60, "tail": 30, "menu": 50,
                       "left": 70, "right": 500, "a": 90, "b": 110,
                       "title2": 100, "badge2": 200, "action2": 30, "menu2": 20]
        func row(_ suffix: String) -> AndroidViewNode {
            group(.linear(vertical: false), [
                text("title" + suffix, width: .dp(0), weight: 1),
                text("badge" + suffix, gone: true),
                group(.linear(vertical: false), width: .wrapContent, gone: true, [text("action" + suffix), text("menu" + suffix)]),
            ])
        }
        let stack = group(.linear(vertical: true), width: .wrapContent, [
            text("subtitle", width: .matchParent),
            group(.linear(vertical: false), [text("note", width: .dp(0), weight: 1), group(.frame, width: .wrapContent, gone: true, [text("deep")])]),
            group(.frame, width: .matchParent, [text("tail", gone: true)]),
        ])
        var left = text("left")
        left.viewID = "left"
        left.rules = ["parentStart": "true"]
        var right = text("right", width: .matchParent)
        right.viewID = "right"
        right.rules = ["toEndOf": "left"]
        let relative = group(.relative, [left, right])
        var a = text("a", width: .dp(0))
        a.viewID = "a"
        a.rules = ["startToStart": "parent", "endToStart": "b"]
        var b = text("b")
        b.viewID = "b"
        b.rules = ["startToEnd": "a", "endToEnd": "parent"]
        let constraint = group(.constraint, [a, b])
        let root = group(.linear(vertical: true), width: .wrapContent, [
            row(""), group(.frame, width: .wrapContent, [stack, group(.linear(vertical: true), width: .matchParent, [relative, constraint])]), row("2"),
        ])
        XCTAssertGreaterThan(firstPass(root, natural).answered, 0)
        assertSameResolution(root, natural)
    }

    /// Nested weights measure each level twice with two specs (2^depth calls): over the budget the pass is left
    /// with the same reasons with the cache as without.
    func testAPassOverTheBudgetIsTheSame() {
        func nested(_ depth: Int, id: String) -> AndroidViewNode {
            var node = text(id, width: .wrapContent, weight: 1)
            for level in 0..<depth { node = group(.linear(vertical: false), width: .wrapContent, weight: 1, [node, text(id + "-\(level)")]) }
            return node
        }
        let root = group(.linear(vertical: true), width: .wrapContent, [group(.linear(vertical: true), width: .matchParent, [nested(18, id: "over")])])
        assertSameResolution(root, ["over": 30])
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        XCTAssertEqual(layout.resolve(query(["over": 30])).skipped["over"], AndroidMeasurePass.overBudget)
    }

    /// Views holding one element id share its number; the cache is then off (measuring one changes the other's box).
    func testRepeatedElementIDsShareANumberAndTurnTheCacheOff() {
        let root = group(.linear(vertical: true), [text("same"), group(.frame, [text("other"), text("same")])]).numbered()
        let index = AndroidMeasureIndex(numbered: root)
        XCTAssertEqual(index.viewCount, 5)
        XCTAssertEqual(index.elementIDs, ["same", "other"])
        XCTAssertEqual(index.elementOfView, [-1, -1, 0, -1, 1, 0])
        XCTAssertTrue(index.elementsRepeat)
        XCTAssertFalse(AndroidMeasureIndex(numbered: group(.frame, [text("one"), text("two")]).numbered()).elementsRepeat)
    }
}
