import Server
import Syntax

// Two of Lifeline's libraries, used by version: the parser reads a source back byte for byte, and
// a language server can be made.
let source = "struct A { @StateObject var m = M() }"
let tree = SyntaxTree.parse(source)
guard tree.printed == Array(source.utf8), tree.diagnostics().isEmpty else { fatalError("Lifeline did not read the source") }
_ = Server { _ in }
print("a package depending on Lifeline by version resolved, built and ran")
