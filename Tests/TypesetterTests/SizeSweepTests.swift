import Dispatch
import XCTest
@testable import Typesetter

final class SizeSweepTests: XCTestCase {
    /// One shaping serves every Dynamic Type size: laying out the shaped text at each size gives exactly
    /// what shaping anew at that size gives, and the natural width scales linearly.
    func testOneShapingServesEverySize() throws {
        let text = "การตั้งค่าความเป็นส่วนตัวของบัญชี"
        let shaped = try sharedTypesetter.shape(text, locale: "th", font: FontSelection(weight: 600))
        let base = try shaped.layout(size: 17).naturalWidth
        for size in DynamicType.styles["headline"]! {
            let reused = try shaped.layout(size: size, constraints: LayoutConstraints(width: 200))
            let fresh = try sharedTypesetter.layout(text, locale: "th", font: FontSelection(weight: 600), size: size,
                                                    constraints: LayoutConstraints(width: 200))
            XCTAssertEqual(reused, fresh)
            XCTAssertEqual(reused.naturalWidth, base * size / 17, accuracy: 1e-9)
        }
    }

    func testDynamicTypeTable() {
        XCTAssertEqual(DynamicType.size(style: "body", category: "L"), 17)
        XCTAssertEqual(DynamicType.size(style: "title1", category: "AX5"), 58)
        XCTAssertEqual(DynamicType.size(style: "caption2", category: "xS"), 11)
        XCTAssertNil(DynamicType.size(style: "body", category: "XXL"))
        XCTAssertEqual(DynamicType.weight(of: "headline"), 600)
        for sizes in DynamicType.styles.values { XCTAssertEqual(sizes.count, DynamicType.sizeCategories.count) }
    }

    /// Many layouts at once give the same results as one at a time.
    func testConcurrentLayoutsMatchSequentialOnes() throws {
        let texts = (0..<120).map { i -> (String, String) in
            switch i % 6 {
            case 0: ("Einstellungen \(i) speichern", "de")
            case 1: ("การตั้งค่า \(i) ความเป็นส่วนตัว", "th")
            case 2: ("الإعدادات \(i) والخصوصية", "ar")
            case 3: ("सेटिंग्स \(i) और गोपनीयता", "hi")
            case 4: ("隐私设置\(i)、通知和账户", "zh-Hans")
            default: ("Settings \(i) and privacy", "en")
            }
        }
        let sequential = try texts.map { try sharedTypesetter.layout($0.0, locale: $0.1, size: 17, constraints: LayoutConstraints(width: 90)) }
        let results = ConcurrentResults(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { i in
            results.set(i, try? sharedTypesetter.layout(texts[i].0, locale: texts[i].1, size: 17, constraints: LayoutConstraints(width: 90)))
        }
        XCTAssertEqual(results.values, sequential)
    }
}

private final class ConcurrentResults: @unchecked Sendable {
    private var storage: [TextLayout?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TextLayout?) { lock.withLock { storage[index] = value } }
    var values: [TextLayout] { lock.withLock { storage.compactMap { $0 } } }
}
