# Entry points (see README): `make demo`, `make check`, `make test`, `make bench`, `make install` (`make uninstall`),
# and the release artifacts `make dist` and `make deb` (in dist/, with SHA256SUMS).
SWIFT ?= swift
OUT ?= out
PREFIX ?= /usr/local
DESTDIR ?=

# On Linux the Swift runtime is linked in, so the installed binary needs only the C libraries
# (espeak-ng, libsndfile, pcaudiolib); macOS has the runtime built in.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
RELEASE = $(SWIFT) build -c release $(STATIC) --product earshot
BINARY = .build/release/earshot

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The samples the help and manual examples name, read from here when `samples/…` is not in the
# working folder.
SHAREDIR = $(DESTDIR)$(PREFIX)/share/earshot

.PHONY: demo check test bench build deps install install-files uninstall clean dist deb

deps:
	bash scripts/install-deps

build: deps
	$(RELEASE)

# Every output of a 100,000-element iOS and Android screen beside Python's json.load of the same file,
# and its growth to 1,000,000 elements (benchmarks/README.md). BENCH="--quick" skips the 1M runs.
bench:
	python3 benchmarks/bench.py $(BENCH)

# Renders the fixed checkout sample to audio, captions and a transcript in out/.
demo: build
	mkdir -p $(OUT)
	$(BINARY) transcript samples/checkout.json > $(OUT)/checkout.txt
	cat $(OUT)/checkout.txt
	$(BINARY) render samples/checkout.json -o $(OUT)/checkout.wav --captions vtt --timeline $(OUT)/checkout.timeline.json

# The README's picture of the review page (docs/report-screenshot.png), taken in headless Chromium,
# with the hash of the page it shows, which a test holds to the page as it is now.
.PHONY: screenshot
screenshot:
	bash docs/report-screenshot.sh

# The fast loop: the tests that need no browser, no audio server and no earshot binary (under a minute).
check:
	bash scripts/check

# Every test, then the ten slowest.
test:
	bash scripts/test --slowest

# The binary, its man page and its shell completions; the page and the completions are printed by
# the binary itself, from the same declarations as its help.
install: build
	$(MAKE) --no-print-directory install-files

# The same without building first: for packaging a binary already built (scripts/package).
install-files:
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR) $(SHAREDIR)
	install -s -m 755 $(BINARY) $(BINDIR)/earshot
	rm -rf $(SHAREDIR)/samples
	cp -R samples $(SHAREDIR)/samples
	chmod -R u=rwX,go=rX $(SHAREDIR)/samples
	$(BINARY) help --man > $(MANDIR)/earshot.1
	$(BINARY) completions bash > $(BASHDIR)/earshot
	$(BINARY) completions zsh > $(ZSHDIR)/_earshot
	$(BINARY) completions fish > $(FISHDIR)/earshot.fish

# A versioned archive for this machine's Linux (earshot-VERSION-linux-ARCH.tar.gz: the binary, man
# page, completions, samples and the licence texts of everything linked in) and a Debian package of
# the same under /usr; both from the release binary, with dist/SHA256SUMS (scripts/package).
dist: build
	bash scripts/package dist

deb: build
	bash scripts/package deb

uninstall:
	rm -f $(BINDIR)/earshot $(MANDIR)/earshot.1 $(BASHDIR)/earshot $(ZSHDIR)/_earshot $(FISHDIR)/earshot.fish
	rm -rf $(SHAREDIR)

clean:
	rm -rf .build $(OUT) dist
