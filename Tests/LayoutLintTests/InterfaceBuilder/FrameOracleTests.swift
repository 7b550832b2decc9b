import Foundation
import XCTest
@testable import LayoutLint

/// The oracle: Interface Builder stores the frame it computed for every view (`<rect key="frame">`), at the
/// document's device width with the development-language texts. Solving a scene's constraint system at that
/// width must reproduce those frames for every view whose frame the constraints decide without any text
/// measurement.
///
/// Each scene is solved three times: (A) with every text view's intrinsic width = the width IB stored for
/// it (IB's own measurement of the development text), (B) with those widths 37pt larger, (C) with the
/// weakest tie-breaking "stay" constraints shifted by 29pt. A view is constraint-determined when its frame is
/// the same in A, B and C (it depends neither on measured text nor on a tie-break of an ambiguous layout);
/// such a view must match its stored frame within 0.5pt in A.
final class FrameOracleTests: XCTestCase {
    struct Tally {
        var determined = 0
        var matched = 0
        var mismatches: [String] = []
    }

    static func documents(_ corpus: String) -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/corpora/\(corpus)").standardized.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        for case let path as String in enumerator where InterfaceBuilderImporter.isDocument(path) { paths.append(root + "/" + path) }
        return paths.sorted()
    }

    static func oracle(_ documents: [String]) -> Tally {
        var tally = Tally()
        let result = InterfaceBuilderImporter.read(documents: documents, settings: InterfaceBuilderImportSettings())
        for screen in result.screens {
            guard var scene = screen.container?.layout as? AutoLayoutScene else { continue }
            // Interface Builder's canvas holds the top-level view at the frame it stores (a window's content
            // view, a XIB's free-standing view), whatever the priority the run-time model gives that width.
            scene.rootWidthPriority = 1000
            let stored = scene.storedFrames
            guard let rootWidth = stored[scene.root]?.width, rootWidth > 0 else { continue }
            var intrinsic: AutoLayoutScene.IntrinsicWidths = [:]
            var grown: AutoLayoutScene.IntrinsicWidths = [:]
            for slot in scene.slots where slot.drivesIntrinsicWidth {
                intrinsic[slot.view] = stored[slot.view]?.width ?? 0
                grown[slot.view] = (stored[slot.view]?.width ?? 0) + 37
            }
            guard case .success(let a) = scene.solve(rootWidth: rootWidth, intrinsic: intrinsic),
                  case .success(let b) = scene.solve(rootWidth: rootWidth, intrinsic: grown),
                  case .success(let c) = scene.solve(rootWidth: rootWidth, intrinsic: intrinsic, stayShift: 29) else {
                tally.mismatches.append("\(screen.name): the system did not solve")
                continue
            }
            for index in scene.members where index != scene.root {
                let view = scene.document.views[index]
                guard !view.isGuide, let want = stored[index], let got = a[index], let grownFrame = b[index], let shifted = c[index] else { continue }
                func same(_ p: AutoLayoutScene.HorizontalFrame, _ q: AutoLayoutScene.HorizontalFrame) -> Bool {
                    abs(p.x - q.x) < 0.01 && abs(p.width - q.width) < 0.01
                }
                guard same(got, grownFrame), same(got, shifted) else { continue }
                tally.determined += 1
                if abs(got.x - want.x) <= 0.5 && abs(got.width - want.width) <= 0.5 {
                    tally.matched += 1
                } else {
                    tally.mismatches.append("\(screen.file) \(screen.name) \(view.element) \(view.id): solved x=\(got.x) w=\(got.width), stored x=\(want.x) w=\(want.width)")
                }
            }
        }
        return tally
    }

    func check(_ corpus: String) throws {
        let documents = Self.documents(corpus)
        try XCTSkipIf(documents.isEmpty, "../shared/corpora/\(corpus) is not present")
        let tally = Self.oracle(documents)
        let share = Double(tally.matched) / Double(max(1, tally.determined))
        print("frame oracle \(corpus): \(tally.matched)/\(tally.determined) constraint-determined views match (\(String(format: "%.1f", share * 100))%) in \(documents.count) documents")
        for line in tally.mismatches.prefix(40) { print("  mismatch: \(line)") }
        XCTAssertGreaterThan(tally.determined, 50)
        XCTAssertGreaterThanOrEqual(share, 0.9)
    }

    func testOpenFoodFactsFramesAreReproduced() throws { try check("openfoodfacts__openfoodfacts-ios") }
    func testVLCFramesAreReproduced() throws { try check("videolan__vlc-ios") }
    /// AppKit: iina's 35 XIBs (windows and preference panes at their stored widths).
    func testIINAFramesAreReproduced() throws { try check("iina__iina") }
}

/// The per-locale pass changes only the text widths of a system prepared once per screen width (dual simplex
/// on the changed constants); it must give the frames a system built from scratch gives, on every corpus scene,
/// for text widths 0.6× and 1.7× the stored ones (a seeded mix per view).
final class IncrementalSceneTests: XCTestCase {
    func testIncrementalPassesMatchFreshSolves() throws {
        let documents = FrameOracleTests.documents("openfoodfacts__openfoodfacts-ios") + FrameOracleTests.documents("videolan__vlc-ios")
        try XCTSkipIf(documents.isEmpty, "../shared/corpora is not present")
        let result = InterfaceBuilderImporter.read(documents: documents, settings: InterfaceBuilderImportSettings())
        var compared = 0, differing: [String] = []
        for screen in result.screens {
            guard let scene = screen.container?.layout as? AutoLayoutScene else { continue }
            let stored = scene.storedFrames
            for width in scene.screenWidths {
                var intrinsic: AutoLayoutScene.IntrinsicWidths = [:]
                for (n, slot) in scene.slots.enumerated() where slot.drivesIntrinsicWidth {
                    intrinsic[slot.view] = (stored[slot.view]?.width ?? 0) * (n % 2 == 0 ? 1.7 : 0.6)
                }
                let rootWidth = scene.fixedRootWidth ?? width
                guard case .success(let fresh) = scene.solve(rootWidth: rootWidth, intrinsic: intrinsic),
                      case .success(let incremental)? = scene.solveIncrementally(rootWidth: rootWidth, intrinsic: intrinsic) else { continue }
                for slot in scene.slots {
                    guard let a = fresh[slot.view], let b = incremental[slot.view] else { continue }
                    compared += 1
                    if abs(a.width - b.width) > 1e-6 || abs(a.x - b.x) > 1e-6 { differing.append("\(screen.name) \(slot.elementID): fresh \(a) incremental \(b)") }
                }
            }
        }
        XCTAssertGreaterThan(compared, 50)
        XCTAssertEqual(differing, [])
    }
}
