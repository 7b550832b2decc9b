import XCTest
@testable import LayoutLint

/// The passes that show one `visibility="gone"` view take the widths of the first pass for the views off the
/// shown view's path (`AndroidMeasurePass.Reuse`): their resolution must be the one of measuring every pass
/// from scratch.
final class AndroidMeasureReuseTests: XCTestCase, AndroidMeasureTrees {
    private func assertSameResolution(_ root: AndroidViewNode, _ natural: [String: Double], file: StaticString = #filePath, line: UInt = #line) {
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        for width in [200.0, 360] {
            let reused = layout.resolve(query(natural, width: width), reusingWidths: true)
            let scratch = layout.resolve(query(natural, width: width), reusingWidths: false)
            XCTAssertEqual(reused.boxes, scratch.boxes, "boxes at \(width)", file: file, line: line)
            XCTAssertEqual(reused.skipped, scratch.skipped, "skipped at \(width)", file: file, line: line)
        }
    }

    /// Gone views in rows (whose neighbours' widths change when they show), in stacks, nested inside each other,
    /// and as containers of texts; stacks re-measuring match_parent children under a non-exact spec (the same
    /// view measured with two specs in one pass).
    func testShownPassesReusingWidthsResolveAsFromScratch() {
        let natural = ["title": 300.0, "badge": 40, "subtitle": 120, "action": 90, "note": 200, "deep": 60, "tail": 30, "menu": 50]
        let row = group(.linear(vertical: false), [
            text("title", width: .dp(0), weight: 1),
            text("badge", gone: true),
            group(.linear(vertical: false), width: .wrapContent, gone: true, [text("action"), text("menu")]),
        ])
        let stack = group(.linear(vertical: true), width: .wrapContent, [
            text("subtitle", width: .matchParent),
            group(.linear(vertical: false), [text("note", width: .dp(0), weight: 1), group(.frame, width: .wrapContent, gone: true, [text("deep")])]),
            group(.frame, width: .matchParent, [text("tail", gone: true)]),
        ])
        let root = group(.linear(vertical: true), [row, group(.frame, width: .wrapContent, [stack]), row])
        assertSameResolution(root, natural)
        // The shown passes decided the gone texts.
        let layout = AndroidContainerLayout(screenWidths: [360], roots: [360: root])
        let resolution = layout.resolve(query(natural), reusingWidths: true)
        XCTAssertNotNil(resolution.boxes["badge"])
        XCTAssertNotNil(resolution.boxes["action"])
    }

    /// A shown choice hides its other branches (`show(at:)` copies those neighbours): they are measured again.
    func testTheBranchesAShownViewHidesAreMeasuredAgain() {
        var first = group(.linear(vertical: false), width: .wrapContent, gone: true, [text("a")])
        first.alternatives = [.init(group: 1, branch: 0)]
        var second = group(.linear(vertical: false), width: .wrapContent, [text("b")])
        second.alternatives = [.init(group: 1, branch: 1)]
        let root = group(.linear(vertical: false), [text("title", width: .dp(0), weight: 1), first, second])
        assertSameResolution(root, ["title": 400, "a": 80, "b": 150])
    }

    /// The budget is charged what a reused width cost: a shown view whose nested weights run a pass over the
    /// budget is left with its reason in both, and one under it is measured in both.
    func testAReusedWidthIsChargedItsMeasureCalls() {
        // Each weighted wrap_content level is measured twice (its share, then exactly): 2^depth calls.
        func nested(_ depth: Int, id: String) -> AndroidViewNode {
            var node = text(id, width: .wrapContent, weight: 1)
            for level in 0..<depth { node = group(.linear(vertical: false), width: .wrapContent, weight: 1, [node, text(id + "-\(level)")]) }
            return node
        }
        let heavy = nested(12, id: "heavy")   // 8,192 calls, off the shown path: reused in every shown pass
        var gone = nested(2, id: "shown")
        gone.gone = true
        let root = group(.linear(vertical: false), [group(.linear(vertical: false), [heavy]), gone])
        assertSameResolution(root, ["heavy": 20, "shown": 30])
        var over = nested(18, id: "over")     // over 200,000 calls once shown
        over.gone = true
        assertSameResolution(group(.linear(vertical: false), [group(.linear(vertical: false), [heavy]), over]), ["heavy": 20, "over": 30])
    }

    func testShownPathsAreTheOutermostGoneViewsHoldingTexts() {
        let root = group(.linear(vertical: true), [
            text("a"),
            group(.frame, gone: true, [text("b", gone: true)]),
            group(.frame, gone: true, [group(.frame, [])]),
            group(.frame, [text("c", gone: true)]),
        ])
        XCTAssertEqual(AndroidContainerLayout.shownPaths(root), [[1], [3, 0]])
    }

    /// The recorded widths are kept by view serial: a view's keys (spec, shown or not) each answer their own
    /// width, a key given again replaces its width, and another node with the serial (a copy `show(at:)` made)
    /// or a serial outside the numbered tree is answered as the one dictionary of every key answered.
    func testRecordedWidthsAnswerByKeyWhateverTheirSlot() {
        typealias Reuse = AndroidMeasurePass.Reuse
        let node = text("a"), copy = text("a"), outside = text("b")
        var widths = Reuse.Widths(viewCount: 3)
        XCTAssertTrue(widths.isEmpty)
        let exact = Reuse.Key(node: node.identity, spec: .exactly(100), asShown: false)
        let atMost = Reuse.Key(node: node.identity, spec: .atMost(100), asShown: false)
        let shown = Reuse.Key(node: node.identity, spec: .exactly(100), asShown: true)
        widths.set(Reuse.Width(node: node, width: .known(10), calls: 1), serial: 2, key: exact)
        widths.set(Reuse.Width(node: node, width: .known(20), calls: 2), serial: 2, key: atMost)
        widths.set(Reuse.Width(node: node, width: .known(30), calls: 3), serial: 2, key: shown)
        XCTAssertFalse(widths.isEmpty)
        XCTAssertEqual(widths[2, exact]?.width, .known(10))
        XCTAssertEqual(widths[2, atMost]?.width, .known(20))
        XCTAssertEqual(widths[2, shown]?.width, .known(30))
        widths.set(Reuse.Width(node: node, width: .known(11), calls: 4), serial: 2, key: exact)
        widths.set(Reuse.Width(node: node, width: .known(21), calls: 5), serial: 2, key: atMost)
        XCTAssertEqual(widths[2, exact]?.calls, 4)
        XCTAssertEqual(widths[2, atMost]?.calls, 5)
        XCTAssertNil(widths[2, Reuse.Key(node: copy.identity, spec: .exactly(100), asShown: false)], "a copy is another subtree")
        XCTAssertNil(widths[1, exact], "another serial's slot is empty")
        let far = Reuse.Key(node: outside.identity, spec: .unspecified, asShown: false)
        widths.set(Reuse.Width(node: outside, width: .known(5), calls: 1), serial: 9, key: far)
        widths.set(Reuse.Width(node: outside, width: .known(6), calls: 1), serial: 0, key: Reuse.Key(node: outside.identity, spec: .atMost(3), asShown: false))
        XCTAssertEqual(widths[9, far]?.width, .known(5))
        XCTAssertEqual(widths[0, Reuse.Key(node: outside.identity, spec: .atMost(3), asShown: false)]?.width, .known(6))
    }
}
