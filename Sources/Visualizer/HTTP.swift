import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A request as read off the socket: method, target, headers (names lowercased), body.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var target: String
    public var headers: [String: String]
    public var body: [UInt8]

    public var path: String { String(target.prefix { $0 != "?" }) }

    /// The query's parameters, percent-decoded (`+` is a space); the first of a repeated name
    /// wins, and a part that does not decode is left out.
    public var query: [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var parameters: [String: String] = [:]
        for part in target[target.index(after: mark)...].split(separator: "&") {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String? { String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = decode(pair[0]), !name.isEmpty, let value = pair.count > 1 ? decode(pair[1]) : "" else { continue }
            if parameters[name] == nil { parameters[name] = value }
        }
        return parameters
    }

    public enum ParseError: Error, Equatable {
        /// Not a request: the status to answer with (400, 413, 431, 505) and why.
        case invalid(status: Int, reason: String)
        /// More bytes are needed.
        case incomplete
    }

    public static let maximumHeaderBytes = 16 * 1024
    public static let maximumBodyBytes = 1024 * 1024

    /// Parses one request from the bytes received so far.
    public static func parse(_ bytes: [UInt8]) -> Result<HTTPRequest, ParseError> {
        guard let end = headerEnd(bytes) else {
            return .failure(bytes.count > maximumHeaderBytes ? .invalid(status: 431, reason: "the request's headers are too large") : .incomplete)
        }
        guard end <= maximumHeaderBytes else { return .failure(.invalid(status: 431, reason: "the request's headers are too large")) }
        guard let head = String(bytes: bytes[..<end], encoding: .utf8) else { return .failure(.invalid(status: 400, reason: "the headers are not UTF-8")) }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/") else {
            return .failure(.invalid(status: 400, reason: "the request line is not METHOD /path HTTP/1.x"))
        }
        guard requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else { return .failure(.invalid(status: 505, reason: "only HTTP/1.x is spoken here")) }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex, !line[..<colon].contains(" ") else {
                return .failure(.invalid(status: 400, reason: "a header line has no name"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // A repeated Host or Content-Length is how request smuggling starts: refuse it.
            if headers[name] != nil && (name == "host" || name == "content-length") {
                return .failure(.invalid(status: 400, reason: "\(name) is given twice"))
            }
            headers[name] = value
        }
        if headers["transfer-encoding"] != nil { return .failure(.invalid(status: 400, reason: "chunked bodies are not accepted; send Content-Length")) }
        var length = 0
        if let given = headers["content-length"] {
            guard let number = Int(given), number >= 0 else { return .failure(.invalid(status: 400, reason: "Content-Length is not a number")) }
            guard number <= maximumBodyBytes else { return .failure(.invalid(status: 413, reason: "the body is larger than \(maximumBodyBytes) bytes")) }
            length = number
        }
        let bodyStart = end + 4
        guard bytes.count >= bodyStart + length else { return .failure(.incomplete) }
        return .success(HTTPRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: Array(bytes[bodyStart..<(bodyStart + length)])))
    }

    /// Once the headers are complete: how many bytes the whole request has (nil before, or when
    /// the headers are invalid, which `parse` reports).
    static func expectedLength(_ bytes: [UInt8], headerEnd end: Int) -> Int? {
        guard let head = String(bytes: bytes[..<end], encoding: .utf8) else { return nil }
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "content-length" else { continue }
            guard let length = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)), length >= 0, length <= maximumBodyBytes else { return nil }
            return end + 4 + length
        }
        return end + 4
    }

    static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            return i
        }
        return nil
    }
}

public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.body = body
        self.headers = [("Content-Type", contentType)] + headers
    }

    public static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    public static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json", body: Array(body))
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 413: return "Payload Too Large"
        case 422: return "Unprocessable Content"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status"
        }
    }

    public var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(HTTPResponse.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n\r\n"
        return Array(head.utf8) + body
    }
}

/// A loopback HTTP/1.1 server: one request per connection, each connection on its own thread,
/// bounded sizes and a read timeout. The handler decides everything else.
public final class HTTPServer: @unchecked Sendable {
    public let port: UInt16
    private let socket: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let lock = NSLock()
    private var stopped = false
    /// Connections being served; beyond `maximumConnections` a new one gets 503 at once.
    private var open = 0
    public static let maximumConnections = 64
    /// The whole request must arrive within this many seconds, however slowly it trickles in.
    public static let requestDeadline: Double = 20

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Binds 127.0.0.1 (never another address) on `port`, or on a free port when 0.
    public init(port: UInt16 = 0, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        self.handler = handler
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw StartError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        socket = descriptor
    }

    /// Accepts connections on a thread of its own until `stop`.
    public func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(socket, nil, nil)
            if connection < 0 {
                if isStopped { return }
                // Out of descriptors or memory for a moment: wait and go on accepting.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
                continue
            }
            lock.lock()
            let admitted = open < HTTPServer.maximumConnections
            if admitted { open += 1 }
            lock.unlock()
            guard admitted else {
                HTTPServer.write(HTTPResponse.text(503, "too many connections; try again").bytes, to: connection)
                close(connection)
                continue
            }
            let thread = Thread { [self] in
                serve(connection)
                lock.lock()
                open -= 1
                lock.unlock()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    static func write(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            if sent <= 0 { return }
            offset += sent
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let deadline = Date(timeIntervalSinceNow: HTTPServer.requestDeadline)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // Parsing waits for a line end, or for the whole body once its length is known.
        var expected: Int?
        var response: HTTPResponse
        while true {
            if Date() > deadline {
                response = .text(408, "the request did not arrive in time")
                break
            }
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                if received.isEmpty && Date() > deadline { return }
                continue
            }
            if count <= 0 {
                // Closed before a whole request came.
                if received.isEmpty { return }
                response = .text(400, "the request ended early")
                break
            }
            let chunk = buffer[0..<count]
            received += chunk
            if let expected, received.count < expected { continue }
            if expected == nil && !chunk.contains(10) && received.count <= HTTPRequest.maximumHeaderBytes { continue }
            switch HTTPRequest.parse(received) {
            case .success(let request):
                response = handler(request)
            case .failure(.incomplete):
                if expected == nil, let end = HTTPRequest.headerEnd(received) { expected = HTTPRequest.expectedLength(received, headerEnd: end) }
                continue
            case .failure(.invalid(let status, let reason)):
                response = .text(status, reason)
            }
            break
        }
        HTTPServer.write(response.bytes, to: connection)
    }
}
