/// The views of one tree as a measure pass indexes them: numbered in preorder from 1 (`AndroidViewNode.serial`,
/// as `numbered()` gives them, once per screen by `AndroidContainerLayout.init`), and the laid-out text each
/// holds by number. A pass keeps its state (boxes, skip reasons, text measurements, last measures) in arrays
/// indexed by these numbers, not in dictionaries keyed by the element-id strings, which each pass hashed at
/// every text it measured or skipped. The copies a pass makes of a tree (`show(at:)`, the snackbar's stacked
/// form) keep their serials, so one index serves them all.
struct AndroidMeasureIndex: Sendable {
    /// The serials run from 1 to `viewCount`.
    let viewCount: Int
    /// The number of the laid-out text of each view, by serial (-1: none; index 0, no view, is -1). Views
    /// holding the same element id share its number, so the pass's state is the same as keyed by the id.
    let elementOfView: [Int]
    /// The element ids by number, in preorder of their first view.
    let elementIDs: [String]
    /// Whether two views hold the same element id: measuring one then changes the other's box, which the
    /// measure cache (`AndroidMeasurePass.LastMeasure`) does not track, so it is off for such a tree.
    let elementsRepeat: Bool

    /// The index of `root` as `numbered()` numbers it (preorder from 1): the caller numbers the root it measures.
    init(numbered root: AndroidViewNode) {
        var elementOfView = [-1]
        var elementIDs: [String] = []
        var numberOfID: [String: Int] = [:]
        var repeated = false
        var stack = [root]
        while let node = stack.popLast() {
            if let id = node.elementID {
                if let number = numberOfID[id] {
                    repeated = true
                    elementOfView.append(number)
                } else {
                    numberOfID[id] = elementIDs.count
                    elementOfView.append(elementIDs.count)
                    elementIDs.append(id)
                }
            } else {
                elementOfView.append(-1)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        self.viewCount = elementOfView.count - 1
        self.elementOfView = elementOfView
        self.elementIDs = elementIDs
        self.elementsRepeat = repeated
    }

    /// The number of the laid-out text of `node`, if it holds one.
    func element(of node: AndroidViewNode) -> Int? {
        let serial = node.serial
        guard serial < elementOfView.count else { return nil }
        let number = elementOfView[serial]
        return number < 0 ? nil : number
    }
}
