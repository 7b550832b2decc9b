import Typesetter

/// Where a layout's ink stands in its element's box: the block placed as the platform places it in a fixed
/// height (`LayoutElement.verticalPlacement`), and how far ink reaches beyond the box's edges or into a
/// neighbouring line. What `vertical-clipping` judges and the self-check against the design measures.
public struct InkPlacement: Sendable, Hashable {

    /// Height of the box the text must stay in.
    public var boxHeight: Double
    /// Height of the visible lines' boxes.
    public var blockHeight: Double
    /// Where the text block's top sits in the box (negative when the block is taller and centered).
    public var offset: Double
    public var inkTop: Double?
    public var inkBottom: Double?
    /// Ink beyond the top / bottom edge (0 when inside).
    public var above: Double
    public var below: Double
    /// With a fixed line height: the largest overlap of one line's ink into a neighbouring line.
    public var lineOverlap: Double
    public var overlappingLine: Int?

    /// How far ink may reach beyond an edge before it is clipped (`StandInFonts.verticalTolerance`).
    public static let tolerance = StandInFonts.verticalTolerance

    /// Whether the ink stays within the box, within the tolerance.
    public var staysInside: Bool { above <= Self.tolerance && below <= Self.tolerance }

    public static func of(layout: TextLayout, element: LayoutElement, platform: Platform) -> InkPlacement {
        let block = layout.height
        var box = block
        var offset = 0.0
        if let height = element.height {
            box = height
            let alignment = element.verticalPlacement(on: platform)
            switch alignment {
            case .top: offset = 0
            case .center: offset = (height - block) / 2
            case .bottom: offset = height - block
            }
        }
        let tops = layout.lines.compactMap(\.inkTop)
        let bottoms = layout.lines.compactMap(\.inkBottom)
        let inkTop = tops.min().map { $0 + offset }
        let inkBottom = bottoms.max().map { $0 + offset }
        var overlap = 0.0
        var overlappingLine: Int?
        if element.lineHeight != nil, layout.lines.count > 1 {
            for (index, line) in layout.lines.enumerated() {
                if index + 1 < layout.lines.count, let bottom = line.inkBottom, bottom - line.bottom > overlap {
                    overlap = bottom - line.bottom
                    overlappingLine = index + 1
                }
                if index > 0, let top = line.inkTop, line.top - top > overlap {
                    overlap = line.top - top
                    overlappingLine = index + 1
                }
            }
        }
        return InkPlacement(boxHeight: box, blockHeight: block, offset: offset, inkTop: inkTop, inkBottom: inkBottom,
                         above: max(0, -(inkTop ?? 0)), below: max(0, (inkBottom ?? 0) - box),
                         lineOverlap: overlap, overlappingLine: overlappingLine)
    }
}
