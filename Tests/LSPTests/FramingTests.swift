import Foundation
import LSP
import XCTest

/// The base protocol's framing, fed the way a pipe delivers bytes: in pieces of any size.
final class FramingTests: XCTestCase {
    /// Feeds `input` in chunks of every size from 1 to 7 and checks each gives the same events.
    func assertFrames(_ input: String, _ expected: [MessageFramer.Event], maximumLength: Int = 1 << 20, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(input.utf8)
        for chunk in [bytes.count, 1, 2, 3, 7] where chunk > 0 {
            var framer = MessageFramer(maximumLength: maximumLength)
            var events: [MessageFramer.Event] = []
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + chunk)
                events += framer.append(bytes[index..<end])
                index = end
            }
            XCTAssertEqual(events, expected, "in chunks of \(chunk)", file: file, line: line)
        }
    }

    func message(_ text: String) -> MessageFramer.Event { .message(Array(text.utf8)) }

    func testOneMessage() {
        assertFrames("Content-Length: 2\r\n\r\n{}", [message("{}")])
    }

    func testSeveralMessagesAndOtherHeaders() {
        assertFrames("Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}content-length:3\r\n\r\n[1]",
            [message("{}"), message("[1]")])
    }

    func testLengthCountsBytesNotCharacters() {
        let body = "{\"a\":\"é😀\"}"
        assertFrames("Content-Length: \(body.utf8.count)\r\n\r\n\(body)", [message(body)])
    }

    func testMissingLengthIsReportedAndSkipped() {
        assertFrames("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}",
            [.error(.missingContentLength(header: "Content-Type: x")), message("{}")])
    }

    func testBadLengthIsReported() {
        assertFrames("Content-Length: ten\r\n\r\nContent-Length: 2\r\n\r\n{}",
            [.error(.invalidContentLength("ten")), message("{}")])
    }

    func testGarbageBeforeAHeaderIsSkipped() {
        assertFrames("}}}} Content-Length: 2\r\n\r\n{}", [.error(.garbage(count: 5)), message("{}")])
        assertFrames("\r\n\r\nContent-Length: 2\r\n\r\n{}", [message("{}")])
    }

    func testOversizedBodyIsSkippedWithoutKeepingIt() {
        let big = String(repeating: "x", count: 100)
        assertFrames("Content-Length: 100\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", [.error(.tooLarge(length: 100, limit: 50)), message("{}")], maximumLength: 50)
    }

    func testIncompleteInputWaits() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.append(Array("Content-Length: 4\r\n\r\n{}".utf8)), [])
        XCTAssertEqual(framer.append(Array("[]".utf8)), [message("{}[]")])
    }

    func testEndlessHeaderIsDropped() {
        var framer = MessageFramer()
        let events = framer.append(Array(String(repeating: "X", count: 70_000).utf8))
        XCTAssertEqual(events, [.error(.headerTooLong)])
        XCTAssertEqual(framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8)), [message("{}")])
    }

    func testFrameRoundTrip() {
        var framer = MessageFramer()
        let body = Array("{\"jsonrpc\":\"2.0\"}".utf8)
        XCTAssertEqual(framer.append(MessageFramer.frame(body)), [.message(body)])
    }
}

extension FramingTests {
    func testGarbageGluedToAHeaderKeepsTheMessage() {
        assertFrames("this is not LSPContent-Length: 2\r\n\r\n{}", [.error(.garbage(count: 15)), message("{}")])
    }
}

extension FramingTests {
    func testLengthsBeyondIntAreRejected() {
        assertFrames("Content-Length: 99999999999999999999999\r\n\r\nContent-Length: 2\r\n\r\n{}",
            [.error(.invalidContentLength("99999999999999999999999")), message("{}")])
        assertFrames("Content-Length: -5\r\n\r\nContent-Length: 2\r\n\r\n{}", [.error(.invalidContentLength("-5")), message("{}")])
    }
}
