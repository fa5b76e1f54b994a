/// Fast scans over bytes, eight at a time (no library calls: `Syntax` imports nothing).
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    private static let returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

    /// The offset of the first `\n` or `\r` in `from..<end`, or `end`.
    @inline(__always)
    static func lineEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        if let base = p.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let n = word ^ newlines
                let r = word ^ returns
                let found = ((n &- ones) & ~n | (r &- ones) & ~r) & highs
                if found != 0 { return i + found.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < end {
            let c = p[i]
            if c == 0x0A || c == 0x0D { return i }
            i += 1
        }
        return end
    }
}
