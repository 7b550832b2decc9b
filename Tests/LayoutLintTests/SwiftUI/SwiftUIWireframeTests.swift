import Foundation
@testable import LayoutLint
import XCTest

/// The report's wireframe of a SwiftUI screen: frames from the same proposal/response model that gives
/// the texts their widths. Every expected number is derived here by hand from the model's rules, with the
/// fake measurement `FixedTextWidths` (one-line widths, 20pt a line).
final class SwiftUIWireframeTests: XCTestCase {
    func testFramesOfStacksPaddingAndFrames() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("title").lineLimit(1)
                    HStack {
                        Text("left").lineLimit(1)
                        Text("right").lineLimit(1).frame(width: 100)
                    }
                    Text("body")
                }
                .padding()
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first)
        let texts = FixedTextWidths(widths: ["title": 50, "left": 60, "right": 40, "body": 700])
        let layout = try XCTUnwrap(screen.container?.layout)
        func views(rtl: Bool) -> [String: PlacedView] {
            let resolution = layout.resolve(ContainerQuery(locale: rtl ? "he" : "de", isRightToLeft: rtl, sizeCategory: "L", screenWidth: 375,
                                                           placesViews: true, measure: { texts.measure(screen, $0, $1, source: false) }))
            var byKey: [String: PlacedView] = [:]
            for view in resolution.views {
                if let id = view.elementID, let key = screen.element(id)?.key { byKey[key] = view } else if view.depth == 0 { byKey["screen"] = view }
            }
            return byKey
        }
        XCTAssertTrue(layout.resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: "L", screenWidth: 375) { _, _ in nil })
            .views.isEmpty, "check asks for no frames")
        let ltr = views(rtl: false)
        // .padding(): 16 on each side, so the VStack is offered 343 at x = 16. Its children, 8pt apart:
        // - title: 50 wide, 20 high, centered in the stack's 343: x = 16 + (343 − 50) / 2 = 162.5, y = 0;
        // - the HStack (8pt spacing): the 100pt frame is least flexible and takes 100 of its 167.5 share,
        //   "left" is offered 335 − 100 = 235 and takes its 60; the row is 60 + 8 + 100 = 168 wide, centered:
        //   x = 16 + (343 − 168) / 2 = 103.5, y = 20 + 8 = 28; "right" (40) is centered in its frame:
        //   103.5 + 60 + 8 + (100 − 40) / 2 = 201.5;
        // - body: 700 wraps at 343 into 3 lines, 60 high, at y = 28 + 20 + 8 = 56.
        XCTAssertEqual(ltr["title"]?.frame, ViewRect(x: 162.5, y: 0, width: 50, height: 20))
        XCTAssertEqual(ltr["title"]?.textFrame, ViewRect(x: 162.5, y: 0, width: 343, height: 20), "the text's box is the pass's")
        XCTAssertEqual(ltr["left"]?.frame, ViewRect(x: 103.5, y: 28, width: 60, height: 20))
        XCTAssertEqual(ltr["left"]?.textFrame?.width, 235)
        XCTAssertEqual(ltr["right"]?.frame, ViewRect(x: 201.5, y: 28, width: 40, height: 20))
        XCTAssertEqual(ltr["body"]?.frame, ViewRect(x: 16, y: 56, width: 343, height: 60))
        XCTAssertEqual(ltr["screen"]?.frame, ViewRect(x: 0, y: 0, width: 375, height: 116))

        // Right to left: the same frames mirrored in the 375pt screen (x → 375 − x − width).
        let rtl = views(rtl: true)
        XCTAssertEqual(rtl["left"]?.frame, ViewRect(x: 211.5, y: 28, width: 60, height: 20))
        XCTAssertEqual(rtl["left"]?.textFrame, ViewRect(x: 36.5, y: 28, width: 235, height: 20))
        XCTAssertEqual(rtl["right"]?.frame, ViewRect(x: 133.5, y: 28, width: 40, height: 20))
    }
}
