import Syntax
import XCTest

final class SourceTextTests: XCTestCase {
    func testLinesEndAtEveryTerminator() {
        let text = SourceText("a\nb\r\nc\rd")
        XCTAssertEqual(text.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(text.position(of: 0), SourceText.Position(line: 0, column: 0))
        XCTAssertEqual(text.position(of: 3), SourceText.Position(line: 1, column: 1))
        XCTAssertEqual(text.position(of: 7), SourceText.Position(line: 3, column: 0))
        XCTAssertEqual(text.offset(of: SourceText.Position(line: 1, column: 99)), 3)
        XCTAssertEqual(text.offset(of: SourceText.Position(line: 9, column: 0)), text.count)
    }

    func testUTF16ColumnsCountSurrogatePairs() {
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "🙂" is 4 bytes and 2 units.
        let text = SourceText("é🙂x\nz")
        let xOffset = 6
        XCTAssertEqual(text.utf16Column(of: xOffset), 3)
        XCTAssertEqual(text.offset(line: 0, utf16Column: 3), xOffset)
        XCTAssertEqual(text.offset(line: 0, utf16Column: 2), 2, "a column inside a pair maps to the character's start")
        XCTAssertEqual(text.offset(line: 1, utf16Column: 0), 8)
        XCTAssertEqual(text.offset(line: 0, utf16Column: 999), 7)
    }

    /// Positions come from editors: any integer, the extremes included, maps into the text.
    func testExtremePositionsAreClampedWithoutOverflow() {
        let text = SourceText("ab\ncd")
        for column in [Int.max, Int.max - 1, Int.min, -1] {
            XCTAssertEqual(text.offset(of: SourceText.Position(line: 0, column: column)), column < 0 ? 0 : 2)
            XCTAssertEqual(text.offset(of: SourceText.Position(line: 1, column: column)), column < 0 ? 3 : 5)
            XCTAssertEqual(text.offset(line: 1, utf16Column: column), column < 0 ? 3 : 5)
        }
        XCTAssertEqual(text.offset(of: SourceText.Position(line: Int.max, column: Int.max)), text.count)
        XCTAssertEqual(text.offset(of: SourceText.Position(line: Int.min, column: 1)), 0)
        XCTAssertEqual(text.position(of: Int.max), SourceText.Position(line: 1, column: 2))
        XCTAssertEqual(text.position(of: Int.min), SourceText.Position(line: 0, column: 0))
    }

    func testInvalidBytesCountAsTheirReplacementCharacters() {
        let text = SourceText([0x61, 0xFF, 0xFE, 0x62])
        XCTAssertEqual(text.utf16Column(of: 3), 3)
        XCTAssertEqual(text.text(0..<4), "a\u{FFFD}\u{FFFD}b")
        // A truncated sequence (E2 82, then 'x') is one replacement character, as Swift decodes it.
        let truncated: [UInt8] = [0xE2, 0x82, 0x78]
        XCTAssertEqual(String(decoding: truncated, as: UTF8.self).utf16.count, 2)
        XCTAssertEqual(SourceText(truncated).utf16Column(of: 2), 1)
        XCTAssertEqual(SourceText(truncated).utf16Column(of: 3), 2)
    }

    /// The line table is built eight bytes at a time; hold it against a byte-by-byte count on
    /// random text with every kind of line end at every alignment.
    func testLineTableMatchesANaiveCount() {
        var generator = SplitMix(seed: 7)
        let alphabet: [UInt8] = [0x61, 0x62, 0x20, 0x0A, 0x0D, 0xC3, 0xA9, 0x2F]
        for length in 0..<80 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                var expected = [0]
                var i = 0
                while i < bytes.count {
                    if bytes[i] == 0x0A {
                        expected.append(i + 1)
                    } else if bytes[i] == 0x0D {
                        if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                        expected.append(i + 1)
                    }
                    i += 1
                }
                XCTAssertEqual(SourceText(bytes).lineStarts, expected, "\(bytes)")
            }
        }
    }
}
