import Foundation
import LSP
import XCTest

/// Classifying JSON-RPC messages and the errors bad ones get.
final class JSONRPCTests: XCTestCase {
    func decode(_ text: String) -> Result<IncomingMessage, DecodingFailure> { IncomingMessage.decode(Array(text.utf8)) }

    func assertFailure(_ text: String, code: Int, id: RequestID? = nil, file: StaticString = #filePath, line: UInt = #line) {
        guard case .failure(let failure) = decode(text) else {
            XCTFail("decoded \(text)", file: file, line: line)
            return
        }
        XCTAssertEqual(failure.error.code, code, failure.error.message, file: file, line: line)
        XCTAssertEqual(failure.id, id, file: file, line: line)
    }

    func testRequestsNotificationsAndResponses() {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":[1,2.5,"x",null,true]}}"#).get(),
            .request(id: .number(1), method: "initialize", params: .object(["a": .array([.int(1), .double(2.5), .string("x"), .null, .bool(true)])])))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"a7","method":"shutdown"}"#).get(), .request(id: .string("a7"), method: "shutdown", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#).get(), .notification(method: "exit", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#).get(), .response(id: .number(3), result: nil, error: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":4,"result":false}"#).get(), .response(id: .number(4), result: .bool(false), error: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":null,"method":"exit"}"#).get(), .notification(method: "exit", params: nil))
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","id":"r","error":{"code":-32601,"message":"no","data":[1]}}"#).get(),
            .response(id: .string("r"), result: nil, error: ResponseError(code: -32601, message: "no", data: .array([.int(1)]))))
    }

    func testBadMessages() {
        assertFailure("{", code: ErrorCode.parseError)
        assertFailure("", code: ErrorCode.parseError)
        assertFailure(String(repeating: "[", count: 100_000), code: ErrorCode.parseError)
        assertFailure("[1,2]", code: ErrorCode.invalidRequest)
        assertFailure(#"{"jsonrpc":"2.0"}"#, code: ErrorCode.invalidRequest)
        assertFailure(#"{"jsonrpc":"2.0","id":4,"method":12}"#, code: ErrorCode.invalidRequest, id: .number(4))
        assertFailure(#"{"jsonrpc":2,"id":"q","method":"m"}"#, code: ErrorCode.invalidRequest, id: .string("q"))
        assertFailure(#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, code: ErrorCode.invalidRequest)
        assertFailure(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, code: ErrorCode.invalidRequest)
        assertFailure(#"{"jsonrpc":"2.0","id":5,"error":{"code":"x","message":"m"}}"#, code: ErrorCode.invalidRequest, id: .number(5))
        assertFailure(#"{"jsonrpc":"2.0","id":null}"#, code: ErrorCode.invalidRequest)
        // An id with no method and neither result nor error: invalid, answered with that id.
        assertFailure(#"{"jsonrpc":"2.0","id":7}"#, code: ErrorCode.invalidRequest, id: .number(7))
        assertFailure(#"{"jsonrpc":"2.0","id":"s","params":{"a":1}}"#, code: ErrorCode.invalidRequest, id: .string("s"))
        assertFailure(#"{"id":0}"#, code: ErrorCode.invalidRequest, id: .number(0))
        XCTAssertEqual(IncomingMessage.decode([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).failureCode, ErrorCode.parseError)
    }

    func testDeeplyNestedButValidParamsAreReadOrRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = decode(#"{"jsonrpc":"2.0","method":"x","params":"# + deep + "}")
        // Foundation's decoder stops at 512 levels; what matters is a reply instead of a crash.
        XCTAssertEqual(result.failureCode, ErrorCode.parseError)
        let shallow = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        guard case .notification("x", var params?)? = try? decode(#"{"jsonrpc":"2.0","method":"x","params":"# + shallow + "}").get() else {
            return XCTFail("200 levels of arrays are valid params")
        }
        var depth = 0
        while case .array(let inner) = params, let first = inner.first {
            depth += 1
            params = first
        }
        XCTAssertEqual(depth, 199)
    }

    func testResponsesEncodeWithIdAndOneOfResultOrError() throws {
        let ok = try JSONSerialization.jsonObject(with: Data(OutgoingMessage.response(id: .number(1), result: JSONValue.null))) as? [String: Any]
        XCTAssertEqual(ok?["jsonrpc"] as? String, "2.0")
        XCTAssertEqual(ok?["id"] as? Int, 1)
        XCTAssertTrue(ok?.keys.contains("result") == true)
        let failed = String(decoding: OutgoingMessage.error(id: nil, ResponseError(code: ErrorCode.parseError, message: "Parse error")), as: UTF8.self)
        XCTAssertEqual(failed, #"{"error":{"code":-32700,"message":"Parse error"},"id":null,"jsonrpc":"2.0"}"#)
    }
}

extension Result where Failure == DecodingFailure {
    var failureCode: Int? {
        if case .failure(let failure) = self { return failure.error.code }
        return nil
    }
}
