/// Names as people sort them: runs of digits compare by their value ("S2" before "S10", "row9" before
/// "row10"), everything else by Unicode scalar; ties broken by the plain comparison so the order is total.
public enum NaturalOrder {
    public static func less(_ a: String, _ b: String) -> Bool {
        var x = a.unicodeScalars.makeIterator(), y = b.unicodeScalars.makeIterator()
        var cx = x.next(), cy = y.next()
        func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { $0.value >= 48 && $0.value <= 57 } ?? false }
        while let p = cx, let q = cy {
            if isDigit(p) && isDigit(q) {
                var dx = "", dy = ""
                while isDigit(cx) { dx.unicodeScalars.append(cx!); cx = x.next() }
                while isDigit(cy) { dy.unicodeScalars.append(cy!); cy = y.next() }
                let tx = dx.drop { $0 == "0" }, ty = dy.drop { $0 == "0" }
                if tx.count != ty.count { return tx.count < ty.count }
                if tx != ty { return tx < ty }
                continue
            }
            if p != q { return p.value < q.value }
            cx = x.next(); cy = y.next()
        }
        if (cx == nil) != (cy == nil) { return cx == nil }
        return a < b
    }
}
