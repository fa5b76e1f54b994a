;;; emacs-eglot.el --- Drives Eglot against `lifeline lsp' in batch mode, for EmacsTests.  -*- lexical-binding: t; -*-
;; Loads Editors/emacs/lifeline.el as its README says, after a user's own Swift server entry, and
;; checks that entry stands.  Then opens ScorePlate.swift, where Eglot starts
;; `lifeline lsp --with $LIFELINE_COMPANION' (sourcekit-lsp), waits for the diagnostics, asks for the
;; hover on `model', the view at point, the visualizer, and a completion after `m.'.  Writes what it
;; saw to $LIFELINE_OUT.

(require 'package)
(package-initialize)
(require 'eglot)
(require 'json)
;; A user's own server for swift-mode, there before Lifeline loads.
(push '((swift-mode) "my-swift-server" "--flag") eglot-server-programs)
(add-to-list 'load-path (getenv "LIFELINE_PLUGIN"))
(require 'lifeline)
(setq lifeline-executable (getenv "LIFELINE_BIN"))

(defvar lifeline-test--diagnostics nil)
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (let ((items (plist-get params :diagnostics)))
                  (when (> (length items) 0)
                    (setq lifeline-test--diagnostics
                          (mapcar (lambda (d) (plist-get d :code)) items)))))))

(defun lifeline-test--wait (predicate seconds)
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun lifeline-test--swift-entry ()
  (cdr (cl-find-if #'lifeline--swift-entry-p eglot-server-programs)))

(let ((out (getenv "LIFELINE_OUT"))
      (result nil))
  (condition-case err
      (progn
        ;; Loading lifeline.el left the user's server alone.
        (push (cons 'swiftModeServerAfterLoad (format "%S" (lifeline-test--swift-entry))) result)
        ;; Asked, it serves swift-mode beside that server.
        (lifeline-eglot-setup)
        (push (cons 'swiftModeServerAfterSetup (format "%S" (lifeline-test--swift-entry))) result)
        (push (cons 'companionAfterSetup (or lifeline--eglot-previous "")) result)
        (setq lifeline-eglot-companion (getenv "LIFELINE_COMPANION"))
        (find-file (expand-file-name "ScorePlate.swift" (getenv "LIFELINE_ROOT")))
        (push (cons 'mode (symbol-name major-mode)) result)
        (push (cons 'emacs emacs-version) result)
        (let ((contact (eglot--guess-contact)))
          (push (cons 'command (vconcat (cl-remove-if-not #'stringp (nth 3 contact)))) result)
          (apply #'eglot contact))
        (unless (lifeline-test--wait (lambda () (eglot-current-server)) 30) (error "Eglot did not connect"))
        (unless (lifeline-test--wait (lambda () lifeline-test--diagnostics) 60) (error "no diagnostics within 60 s"))
        (push (cons 'diagnostics (vconcat lifeline-test--diagnostics)) result)
        (goto-char (point-min))
        (search-forward "@ObservedObject var model = ScoreModel()")
        (search-backward "model =")
        (let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover (eglot--TextDocumentPositionParams))))
          (push (cons 'hover (plist-get (plist-get hover :contents) :value)) result))
        (push (cons 'viewAtPoint (or (lifeline--view-at-point) "")) result)
        ;; No name: the server picks the view at point (the name goes as JSON null).
        (push (cons 'visualizeAtPoint (lifeline-visualize "")) result)
        (goto-char (point-min))
        (search-forward "class ScoreModel")
        (push (cons 'viewAtModel (or (lifeline--view-at-point) "")) result)
        (push (cons 'visualize (lifeline-visualize "ScorePlate")) result)
        ;; A view whose line has non-ASCII text before the point: the position is the client's.
        (goto-char (point-max))
        (insert "\n/* Zähler für Ünïcode */ struct Wide: View { var body: some View { Text(\"w\") } }\n")
        (eglot--signal-textDocument/didChange)
        (search-backward "Text(\"w\")")
        (push (cons 'viewAtWide (or (lifeline--view-at-point) "")) result)
        ;; A completion, which only the companion serves, in the same buffer.
        (goto-char (point-max))
        (insert "\nfunc lifelineProbe(_ m: ScoreModel) {\n    m.")
        (let* ((capf (eglot-completion-at-point))
               (candidates (and capf (all-completions "" (nth 2 capf)))))
          (push (cons 'completion (vconcat (mapcar #'substring-no-properties candidates))) result))
        (push (cons 'ok t) result))
    (error (push (cons 'ok :json-false) result)
           (push (cons 'message (error-message-string err)) result)))
  (with-temp-file out (insert (json-encode result)))
  (kill-emacs 0))
