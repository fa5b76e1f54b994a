;;; emacs-eglot.el --- Drives Eglot against `lifeline lsp' in batch mode, for EmacsTests.  -*- lexical-binding: t; -*-
;; Loads Editors/emacs/lifeline.el as its README says, opens ScorePlate.swift, waits for the
;; server's diagnostics and asks for the hover on `model'.  Writes what it saw to $LIFELINE_OUT.

(require 'package)
(package-initialize)
(add-to-list 'load-path (getenv "LIFELINE_PLUGIN"))
(require 'lifeline)
(setq lifeline-executable (getenv "LIFELINE_BIN"))
(require 'eglot)
(require 'json)

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

(let ((out (getenv "LIFELINE_OUT"))
      (result nil))
  (condition-case err
      (progn
        (find-file (expand-file-name "ScorePlate.swift" (getenv "LIFELINE_ROOT")))
        (push (cons 'mode (symbol-name major-mode)) result)
        (push (cons 'emacs emacs-version) result)
        (apply #'eglot (eglot--guess-contact))
        (unless (lifeline-test--wait (lambda () (eglot-current-server)) 30) (error "Eglot did not connect"))
        (unless (lifeline-test--wait (lambda () lifeline-test--diagnostics) 30) (error "no diagnostics within 30 s"))
        (push (cons 'diagnostics (vconcat lifeline-test--diagnostics)) result)
        (goto-char (point-min))
        (search-forward "@ObservedObject var model = ScoreModel()")
        (search-backward "model =")
        (let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover (eglot--TextDocumentPositionParams))))
          (push (cons 'hover (plist-get (plist-get hover :contents) :value)) result))
        (push (cons 'visualize (lifeline-visualize "ScorePlate")) result)
        (push (cons 'ok t) result))
    (error (push (cons 'ok :json-false) result)
           (push (cons 'message (error-message-string err)) result)))
  (with-temp-file out (insert (json-encode result)))
  (kill-emacs 0))
