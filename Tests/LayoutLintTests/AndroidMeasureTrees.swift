import XCTest
@testable import LayoutLint

/// Small Android view trees and a query of fixed text widths, for the suites that compare two ways of resolving
/// one tree (`AndroidMeasureCacheTests`, `AndroidMeasureReuseTests`).
protocol AndroidMeasureTrees {}

extension AndroidMeasureTrees {
    func text(_ id: String, width: AndroidViewNode.Length = .wrapContent, weight: Double = 0, gone: Bool = false) -> AndroidViewNode {
        var node = AndroidViewNode(kind: .text, tag: "TextView")
        node.elementID = id
        node.width = width
        node.weight = weight
        node.gone = gone
        node.paddingStart = 4
        node.paddingEnd = 4
        return node
    }

    func group(_ kind: AndroidViewNode.Kind, width: AndroidViewNode.Length = .matchParent, weight: Double = 0, gone: Bool = false,
               _ children: [AndroidViewNode]) -> AndroidViewNode {
        var node = AndroidViewNode(kind: kind, tag: "ViewGroup")
        node.width = width
        node.weight = weight
        node.gone = gone
        node.children = children
        return node
    }

    func query(_ natural: [String: Double], width: Double = 360) -> ContainerQuery {
        ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: "L", screenWidth: width) { id, _ in
            natural[id].map { TextMeasurement(naturalWidth: $0, width: $0, height: 20, lineCount: 1) }
        }
    }
}
