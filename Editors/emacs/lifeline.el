;;; lifeline.el --- SwiftUI state ownership with Lifeline's language server  -*- lexical-binding: t; -*-

;; Version: 0.2.0
;; Package-Requires: ((emacs "27.1") (eglot "1.9"))
;; Keywords: languages, tools
;; URL: https://github.com/lifeline-swift/lifeline

;;; Commentary:

;; Lifeline's language server for Swift buffers, beside SourceKit-LSP rather than instead of it.
;; The server reports SwiftUI ownership mistakes as you type, explains each model property's
;; lifetime on hover, and offers quick fixes and conversions.  `lifeline-visualize' opens the
;; lifecycle visualizer for the view at point; `lifeline-check' runs `lifeline check' on the
;; project in a compilation buffer.
;;
;; Eglot (built into Emacs 29; the `elpa-eglot' package on 28) runs one server per buffer, so
;; Lifeline starts as `lifeline lsp --with sourcekit-lsp': one connection, both servers, answers
;; merged (SourceKit-LSP's completion and navigation, Lifeline's diagnostics and hovers).  Loading
;; this file registers Lifeline only for its own `lifeline-swift-mode'; for `swift-mode' it changes
;; nothing until you call `lifeline-eglot-setup'.  lsp-mode, which runs several servers per buffer,
;; gets Lifeline as an add-on server.
;;
;; Without `swift-mode', `.swift' files open in `lifeline-swift-mode', a small mode with comments,
;; strings and keywords, so the servers still have a buffer to serve.
;;
;; Setup:
;;   (add-to-list 'load-path "~/src/lifeline/Editors/emacs")
;;   (require 'lifeline)
;;   (lifeline-eglot-setup)                               ; only with swift-mode
;;   (add-hook 'swift-mode-hook #'eglot-ensure)           ; or lifeline-swift-mode-hook

;;; Code:

(require 'cl-lib)
(require 'subr-x)

(defgroup lifeline nil
  "SwiftUI state ownership with Lifeline."
  :group 'tools
  :prefix "lifeline-")

(defcustom lifeline-executable "lifeline"
  "The `lifeline' program: a name on `exec-path' or a full path."
  :type 'string)

(defcustom lifeline-toolchain nil
  "How `@State' behaves: \"xcode26\" runs initial values on every init.
\"xcode27\" runs them once.  When nil, the project's .lifeline.json decides
\(xcode26 when it says nothing)."
  :type '(choice (const :tag "The project's .lifeline.json" nil) (const "xcode26") (const "xcode27")))

(defcustom lifeline-disabled-rules nil
  "Rule ids to turn off, such as \"inline-environment-object\"."
  :type '(repeat string))

(defcustom lifeline-log-level nil
  "When non-nil, the server's --log-level (its log goes to the events buffer)."
  :type '(choice (const :tag "Default" nil) (const "error") (const "warning") (const "info") (const "debug")))

(defcustom lifeline-eglot-companion 'default
  "The Swift server Lifeline runs beside under Eglot, with `lifeline lsp --with'.
A command line (a string such as \"sourcekit-lsp\" or \"xcrun sourcekit-lsp\");
`default' for the command `eglot-server-programs' had for `swift-mode' before
`lifeline-eglot-setup', else \"sourcekit-lsp\"; nil for Lifeline alone.  When
its program is not found, Lifeline runs alone and says so."
  :type '(choice (const :tag "The Swift server Eglot had, else sourcekit-lsp" default)
                 (string :tag "Command line")
                 (const :tag "None: Lifeline alone" nil)))

(defun lifeline--command (&rest _)
  "The command line that starts the server by itself.
lsp-mode runs it beside other servers."
  (append (list lifeline-executable "lsp")
          (when lifeline-log-level (list "--log-level" lifeline-log-level))))

(defun lifeline--settings (&rest _)
  "The server's settings, as sent in initializationOptions."
  (append (when lifeline-toolchain (list :toolchain lifeline-toolchain))
          (list :disabled (vconcat lifeline-disabled-rules))))

;;;; A minimal Swift mode, for when swift-mode is not installed.

(defvar lifeline-swift-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?@ "_" table)
    table)
  "Syntax table of `lifeline-swift-mode'.")

(defconst lifeline-swift-font-lock-keywords
  `((,(regexp-opt '("struct" "class" "enum" "protocol" "extension" "actor" "func" "var" "let"
                    "init" "deinit" "import" "return" "if" "else" "guard" "switch" "case" "for"
                    "in" "while" "private" "fileprivate" "public" "internal" "static" "some"
                    "final" "self" "true" "false" "nil" "try" "await" "async" "throws")
                  'symbols)
     . font-lock-keyword-face)
    ("@[A-Za-z_][A-Za-z0-9_]*" . font-lock-preprocessor-face)
    ("\\_<[A-Z][A-Za-z0-9_]*\\_>" . font-lock-type-face))
  "Highlighting of `lifeline-swift-mode'.")

;;;###autoload
(define-derived-mode lifeline-swift-mode prog-mode "Swift"
  "A small major mode for Swift files, used when `swift-mode' is not installed."
  :syntax-table lifeline-swift-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "//+ *\\|/\\*+ *")
  (setq-local font-lock-defaults '(lifeline-swift-font-lock-keywords))
  (setq-local indent-tabs-mode nil))

;;;###autoload
(unless (or (fboundp 'swift-mode) (fboundp 'swift-ts-mode))
  ;; Appended: any other mode registered for Swift files comes first.
  (add-to-list 'auto-mode-alist '("\\.swift\\'" . lifeline-swift-mode) t))

;;;; Eglot

(defvar eglot-server-programs)

(defvar lifeline--eglot-previous nil
  "The command line `eglot-server-programs' had for Swift, if any.
As it was before `lifeline-eglot-setup'.")

(defun lifeline--eglot-companion ()
  "The companion's command line as a string, or nil when there is none to run."
  (let ((command (if (eq lifeline-eglot-companion 'default)
                     (or lifeline--eglot-previous "sourcekit-lsp")
                   lifeline-eglot-companion)))
    (when (and command (not (string-empty-p command)))
      (let ((program (car (split-string-and-unquote command))))
        (if (or (file-executable-p program) (executable-find program))
            command
          (message "lifeline: %s was not found; Lifeline runs without it (see `lifeline-eglot-companion')" program)
          nil)))))

(defun lifeline--eglot-contact (&optional _interactive)
  "Eglot's contact for Lifeline: `lifeline lsp --with COMPANION'.
With Lifeline's settings as initializationOptions."
  (let ((companion (lifeline--eglot-companion)))
    (append (lifeline--command)
            (when companion (list "--with" companion))
            (list :initializationOptions (lifeline--settings)))))

(defun lifeline--swift-entry-p (entry)
  "Whether an `eglot-server-programs' ENTRY is for a Swift mode.
That is `swift-mode' or `swift-ts-mode'."
  (let ((modes (car entry)))
    (cl-some (lambda (mode) (memq (if (consp mode) (car mode) mode) '(swift-mode swift-ts-mode)))
             (if (listp modes) modes (list modes)))))

;;;###autoload
(defun lifeline-eglot-setup ()
  "Serve Swift buffers with Lifeline beside their Swift server, under Eglot.
The command Eglot had for `swift-mode' (when it is a plain command line)
becomes Lifeline's companion, unless `lifeline-eglot-companion' names another;
Eglot then starts `lifeline lsp --with COMPANION', which keeps that server's
completion and navigation."
  (interactive)
  (require 'eglot)
  (let ((entry (cl-find-if #'lifeline--swift-entry-p eglot-server-programs)))
    (when (and entry (not (eq (cdr entry) #'lifeline--eglot-contact))
               (consp (cdr entry)) (cl-every #'stringp (cdr entry)))
      (setq lifeline--eglot-previous (mapconcat #'shell-quote-argument (cdr entry) " "))))
  (setq eglot-server-programs (cl-remove-if (lambda (entry) (eq (cdr entry) #'lifeline--eglot-contact)) eglot-server-programs))
  (push '(((swift-mode :language-id "swift") (swift-ts-mode :language-id "swift") (lifeline-swift-mode :language-id "swift"))
          . lifeline--eglot-contact)
        eglot-server-programs)
  (when (called-interactively-p 'interactive)
    (message "Lifeline serves Swift buffers beside %s" (or (lifeline--eglot-companion) "no other server"))))

;;;###autoload
(with-eval-after-load 'eglot
  ;; Only Lifeline's own mode: no other server has an entry for it, so nothing is replaced.
  (unless (assoc 'lifeline-swift-mode eglot-server-programs)
    (add-to-list 'eglot-server-programs
                 '((lifeline-swift-mode :language-id "swift") . lifeline--eglot-contact) t)))

;;;; lsp-mode

(declare-function lsp-register-client "lsp-mode")
(declare-function make-lsp-client "lsp-mode")
(declare-function lsp-stdio-connection "lsp-mode")
(declare-function lsp-request "lsp-mode")
(declare-function lsp-get "lsp-protocol")
(defvar lsp-language-id-configuration)

;;;###autoload
(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(lifeline-swift-mode . "swift"))
  (lsp-register-client
   (make-lsp-client :new-connection (lsp-stdio-connection #'lifeline--command)
                    :major-modes '(swift-mode swift-ts-mode lifeline-swift-mode)
                    :initialization-options #'lifeline--settings
                    :server-id 'lifeline
                    ;; Beside sourcekit-lsp, not instead of it.
                    :add-on? t)))

;;;; Commands

(declare-function eglot-current-server "eglot")
(declare-function eglot--TextDocumentPositionParams "eglot")
(declare-function lsp--text-document-position-params "lsp-mode")
(declare-function jsonrpc-request "jsonrpc")

(defun lifeline--eglot-p ()
  "Whether Eglot manages the current buffer."
  (and (fboundp 'eglot-current-server) (eglot-current-server)))

(defun lifeline--get (object key)
  "KEY (a keyword) of OBJECT.
OBJECT is a plist or a hash table, as the LSP clients give them."
  (cond ((hash-table-p object) (gethash (substring (symbol-name key) 1) object))
        ((listp object) (plist-get object key))))

(defun lifeline--document-position ()
  "The current buffer's URI and point, as (URI . POSITION).
Eglot and lsp-mode give them as they send them (the file's true name,
percent-encoded; the position in the encoding they agreed with the server).
Without either, a file URI and a UTF-16 position."
  (let ((params (cond ((lifeline--eglot-p) (eglot--TextDocumentPositionParams))
                      ((and (bound-and-true-p lsp-mode) (fboundp 'lsp--text-document-position-params))
                       (lsp--text-document-position-params)))))
    (if params
        (cons (lifeline--get (lifeline--get params :textDocument) :uri) (lifeline--get params :position))
      (cons (and buffer-file-name (concat "file://" (file-truename buffer-file-name)))
            (list :line (1- (line-number-at-pos nil t))
                  :character (/ (length (encode-coding-string
                                         (buffer-substring-no-properties (line-beginning-position) (point))
                                         'utf-16le t))
                                2))))))

(defun lifeline--view-at-point ()
  "The name of the SwiftUI view around point, or nil.
The server decides (`lifeline.viewAt')."
  (let* ((place (lifeline--document-position))
         (answer (and (car place)
                      (ignore-errors (lifeline--execute "lifeline.viewAt" (vector (car place) (cdr place)))))))
    (and answer (lifeline--get answer :name))))

(defun lifeline--execute (command arguments)
  "Ask the running Lifeline server to run COMMAND with ARGUMENTS; its result."
  (cond
   ((and (fboundp 'eglot-current-server) (eglot-current-server))
    (jsonrpc-request (eglot-current-server) :workspace/executeCommand
                     (list :command command :arguments arguments)))
   ((bound-and-true-p lsp-mode)
    (lsp-request "workspace/executeCommand" (list :command command :arguments arguments)))
   (t (user-error "Lifeline is not running in this buffer: start it with M-x eglot"))))

;;;###autoload
(defun lifeline-visualize (&optional view)
  "Open the lifecycle visualizer for VIEW (by default the view around point).
Returns the page's address, which is also shown and opened in a browser on a
graphical display."
  (interactive (list (let ((guess (lifeline--view-at-point)))
                       (read-string (if guess (format "View (default %s): " guess) "View: ") nil nil guess))))
  (let* ((name (and view (not (string-empty-p view)) view))
         (place (lifeline--document-position))
         ;; With no name, the server shows the view at point.  nil goes as JSON null.
         (result (lifeline--execute "lifeline.visualize" (vector name (car place) (cdr place))))
         (address (lifeline--get result :uri)))
    (when address
      (message "Lifeline visualizer: %s" address)
      ;; Opened here only when the server did not ask the editor to (window/showDocument).
      (when (and (display-graphic-p) (not (eq (lifeline--get result :showDocument) t)))
        (browse-url address)))
    address))

;;;###autoload
(defun lifeline-check (&optional directory)
  "Run `lifeline check' on DIRECTORY in a compilation buffer.
DIRECTORY is the project's root by default."
  (interactive)
  (let ((root (or directory
                  (and (fboundp 'project-current) (project-current)
                       (if (fboundp 'project-root) (project-root (project-current)) default-directory))
                  default-directory)))
    (compile (format "%s check %s" (shell-quote-argument lifeline-executable)
                     (shell-quote-argument (expand-file-name root))))))

(provide 'lifeline)
;;; lifeline.el ends here
