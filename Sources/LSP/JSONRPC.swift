import Foundation

/// Any JSON value, for parameters and results whose shape a message type does not fix.
public indirect enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// A request id: a number or a string, as JSON-RPC allows.
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        }
    }
}

/// JSON-RPC and LSP error codes.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let unknownErrorCode = -32001
    public static let requestFailed = -32803
    public static let serverCancelled = -32802
    public static let contentModified = -32801
    public static let requestCancelled = -32800
}

public struct ResponseError: Codable, Equatable, Sendable, Error {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

/// One incoming JSON-RPC message, classified.
public enum IncomingMessage: Equatable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID?, result: JSONValue?, error: ResponseError?)

    /// Reads a message body. Invalid JSON is `parseError`; JSON that is not a JSON-RPC message is
    /// `invalidRequest`, with the id when one could be read (so the reply can name it). The body is
    /// parsed once; the envelope is read from the parsed value, so a 50 MB `didOpen` costs one pass.
    public static func decode(_ body: [UInt8]) -> Result<IncomingMessage, DecodingFailure> {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            return .failure(DecodingFailure(id: nil, error: ResponseError(code: ErrorCode.parseError, message: "Parse error: the message is not valid JSON")))
        }
        guard case .object(let members) = value else {
            return .failure(DecodingFailure(id: nil, error: ResponseError(code: ErrorCode.invalidRequest, message: "Invalid request: a message must be a JSON object")))
        }
        // `null` counts as absent, as it does for optional members in JSON-RPC.
        func member(_ key: String) -> JSONValue? {
            if let found = members[key], found != .null { return found }
            return nil
        }
        let id: RequestID?
        switch member("id") {
        case nil: id = nil
        case .int(let number)?: id = .number(number)
        case .string(let text)?: id = .string(text)
        case let other?: return invalid("the id must be a number or a string, not \(other.kindName)", id: nil)
        }
        switch member("jsonrpc") {
        case nil, .string?: break
        case let other?: return invalid("jsonrpc must be a string, not \(other.kindName)", id: id)
        }
        let method: String?
        switch member("method") {
        case nil: method = nil
        case .string(let text)?: method = text
        case let other?: return invalid("method must be a string, not \(other.kindName)", id: id)
        }
        let params = member("params")
        if let method {
            if let id { return .success(.request(id: id, method: method, params: params)) }
            return .success(.notification(method: method, params: params))
        }
        var error: ResponseError?
        if let raw = member("error") {
            guard case .int(let code)? = raw["code"], case .string(let message)? = raw["message"] else {
                return invalid("error must be an object with an integer code and a string message", id: id)
            }
            error = ResponseError(code: code, message: message, data: raw["data"])
        }
        // A response carries `result` (which may be null) or `error`. A message with an id and
        // neither is no request and no response: the sender gets -32600 with its id.
        guard members["result"] != nil || error != nil else {
            return invalid(id == nil ? "no method, result or error" : "a message with an id needs a method (a request) or a result or error (a response)", id: id)
        }
        return .success(.response(id: id, result: member("result"), error: error))
    }

    private static func invalid(_ what: String, id: RequestID?) -> Result<IncomingMessage, DecodingFailure> {
        .failure(DecodingFailure(id: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "Invalid request: " + what)))
    }
}

extension JSONValue {
    /// How an error message names a value's JSON type.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

public struct DecodingFailure: Error, Equatable, Sendable {
    /// The request's id, when the message had a readable one.
    public let id: RequestID?
    public let error: ResponseError
}

/// Outgoing messages, encoded to body bytes (frame them with `MessageFramer.frame`).
public enum OutgoingMessage {
    public static func response<Result: Encodable>(id: RequestID?, result: Result) -> [UInt8] {
        encode(ResponseEnvelope(id: id, result: result, error: nil))
    }

    public static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        encode(ResponseEnvelope<JSONValue>(id: id, result: nil, error: error))
    }

    public static func notification<Params: Encodable>(method: String, params: Params) -> [UInt8] {
        encode(NotificationEnvelope(method: method, params: params))
    }

    public static func request<Params: Encodable>(id: RequestID, method: String, params: Params) -> [UInt8] {
        encode(RequestEnvelope(id: id, method: method, params: params))
    }

    private struct ResponseEnvelope<Value: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID?
        let result: Value?
        let error: ResponseError?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            // A response always has an id; it is null when the request's could not be read.
            try container.encode(id, forKey: .id)
            if let error {
                try container.encode(error, forKey: .error)
            } else if let result {
                try container.encode(result, forKey: .result)
            } else {
                try container.encodeNil(forKey: .result)
            }
        }

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
    }

    private struct NotificationEnvelope<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let method: String
        let params: Params
    }

    private struct RequestEnvelope<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let id: RequestID
        let method: String
        let params: Params
    }

    static func encode<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(value)) ?? Data("{}".utf8))
    }
}
