# Builds and installs the `lifeline` binary. `make install` puts it in $(PREFIX)/bin (default
# /usr/local/bin; `make install PREFIX=$HOME/.local` needs no root); DESTDIR stages it for a package.
# The binary is self-contained: the language server and the visualizer start their simulation
# workers by running it again.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
CONFIGURATION ?= release

.PHONY: all build install uninstall test

all: build

build:
	$(SWIFT) build -c $(CONFIGURATION) --product lifeline

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/lifeline" "$(DESTDIR)$(BINDIR)/lifeline"
	@echo "installed $(DESTDIR)$(BINDIR)/lifeline"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/lifeline"

test:
	$(SWIFT) test
