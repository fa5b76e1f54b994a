/// Tasks: `.task`, `Task { }`. Time does not pass in the simulator, so a task runs until it finishes
/// or reaches an `await` on time (`Task.sleep`). There it is suspended, and what is left of it is
/// kept as frames. Cancellation resumes it: the sleep throws `CancellationError`, catch clauses
/// run, loops look at `Task.isCancelled` again, and the rest of the task runs to its end.

/// What is left to run of a suspended task, innermost first.
enum TaskFrame: @unchecked Sendable {
    /// The rest of a block.
    case statements(ArraySlice<Stmt>, Scope, SelfContext?)
    /// A catch clause around the suspension point, with the name it binds the error to.
    case handler([Stmt], String, Scope, SelfContext?)
    /// A loop around the suspension point, run again (its condition decides).
    case loop(Stmt, Scope, SelfContext?)
    /// The remaining elements of a `for` loop.
    case forRest(BindingPattern, ArraySlice<Value>, Expr?, [Stmt], Scope, SelfContext?)
    /// `try?` around the suspension point: an error becomes nil.
    case absorbError
    /// `try!` around the suspension point: an error is a crash.
    case crashOnError
}

/// Work queued on the main actor: `Task { }` and `DispatchQueue.main.async { }`.
enum MainWork {
    case task(Value)
    case closure(Value)
}

extension Engine {
    /// Runs what was queued on the main actor, in order (and what that queues in turn).
    func drainMainQueue() throws {
        var turns = 0
        while !mainQueue.isEmpty && turns < 10_000 {
            turns += 1
            let work = mainQueue.removeFirst()
            let saved = tracker
            tracker = nil
            defer { tracker = saved }
            switch work {
            case .task(let closure):
                if let frames = try runTask(closure, owner: nil) { suspendedTasks.append((closure, frames)) }
            case .closure(let closure): _ = try invoke(closure, [])
            }
        }
    }

    static let cancellationError = Value.structure(StructValue(type: "CancellationError", fields: [:], order: []))

    /// Runs an async closure; returns what is left of it when it waits, nil when it finished.
    @discardableResult
    func runTask(_ closure: Value, owner: Element?) throws -> [TaskFrame]? {
        do {
            _ = try invoke(closure, [])
            return nil
        } catch Interruption.suspended(let frames) {
            return frames
        } catch Interruption.thrown {
            // An error nothing caught ends the task, as it does in Swift.
            return nil
        }
    }

    func runFor(_ pattern: BindingPattern, _ elements: ArraySlice<Value>, _ whereExpr: Expr?, _ body: [Stmt], _ scope: Scope) throws -> Flow {
        var remaining = elements
        while let element = remaining.popFirst() {
            try tick(nil)
            let inner = Scope(parent: scope)
            bind(pattern, element, in: inner)
            if let whereExpr, !truthy(try eval(whereExpr, inner)) { continue }
            do {
                switch try execBlock(body, inner) {
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                default: continue
                }
            } catch Interruption.suspended(let frames) {
                throw Interruption.suspended(frames + [.forRest(pattern, remaining, whereExpr, body, scope, currentSelf)])
            }
        }
        return .normal
    }

    /// Cancels a suspended task: its pending `Task.sleep` throws `CancellationError` and the task
    /// runs on from there with `Task.isCancelled` true. Returns what is left if it waits again.
    func resumeCancelled(_ frames: [TaskFrame]) throws -> [TaskFrame]? {
        let saved = taskCancelled
        taskCancelled = true
        defer { taskCancelled = saved }
        var pendingError: Value? = Engine.cancellationError
        var skipToLoop = false
        var index = 0
        while index < frames.count {
            let frame = frames[index]
            index += 1
            do {
                switch frame {
                case .absorbError:
                    pendingError = nil
                case .crashOnError:
                    if let error = pendingError {
                        throw Interruption.crash("Fatal error: 'try!' expression unexpectedly raised an error: \(describe(error))")
                    }
                case .handler(let body, let name, let scope, let context):
                    guard let error = pendingError, !skipToLoop else { continue }
                    pendingError = nil
                    let inner = Scope(parent: scope)
                    inner.declare(name, error)
                    if try run(body, inner, context) { return nil }
                case .statements(let rest, let scope, let context):
                    guard pendingError == nil, !skipToLoop else { continue }
                    if try run(Array(rest), scope, context) { return nil }
                case .loop(let statement, let scope, let context):
                    guard pendingError == nil else { continue }
                    if skipToLoop {
                        skipToLoop = false
                        continue
                    }
                    if try run([statement], scope, context) { return nil }
                case .forRest(let pattern, let rest, let whereExpr, let body, let scope, let context):
                    guard pendingError == nil else { continue }
                    if skipToLoop {
                        skipToLoop = false
                        continue
                    }
                    if let context { activeSelves.append(context) }
                    defer { if context != nil { activeSelves.removeLast() } }
                    if case .returned = try runFor(pattern, rest, whereExpr, body, scope) { return nil }
                }
            } catch Interruption.suspended(let more) {
                return more + frames[index...]
            } catch Interruption.thrown(let error) {
                pendingError = error
            } catch Interruption.breakOutOfFrame {
                skipToLoop = true
            }
        }
        return nil
    }

    /// Runs resumed statements; true when they returned from the task.
    private func run(_ statements: [Stmt], _ scope: Scope, _ context: SelfContext?) throws -> Bool {
        if let context { activeSelves.append(context) }
        activeScopes.append(scope)
        defer {
            activeScopes.removeLast()
            if context != nil { activeSelves.removeLast() }
        }
        switch try execBlock(statements, scope) {
        case .normal: return false
        case .returned: return true
        case .broke, .continued: throw Interruption.breakOutOfFrame
        }
    }
}
